//! Co-simulation of the SPRAM Bloom engine (the iCEBreaker's, 4 banks of
//! 2^18 bits in UP5K SPRAM) against the reference model, through yosys's
//! `SB_SPRAM256KA` simulation model: every result compared (op code, hit,
//! word), with random back-pressure, same-word read-modify-writes back to
//! back, and the clear that reset starts over memory that starts random.

use std::collections::HashMap;

use hwfilter_model::rng::SplitMix64;
use hwfilter_model::{BloomModel, BloomOp};
use hwfilter_sim::bloom::*;

/// Cycles of the engine's CLEAR walk: one per SPRAM word
/// (`hwfilter_hdl::bloom_spram_engine::SPRAM_CLEAR_CYCLES`).
const SPRAM_CLEAR_CYCLES: u64 = 1 << 14;

fn run<P: BloomPorts>(
    c: &mut Cosim<P>,
    ops: impl IntoIterator<Item = BloomOp>,
    t: Traffic,
) -> Report {
    match c.run(ops, t) {
        Ok(r) => r.clone(),
        Err(m) => panic!("{m}"),
    }
}

/// The engine takes one op at a time, so "in flight" hazards of the
/// pipelined engine do not exist; what must hold is that every op on a
/// key at every distance behind its INSERT was seen, and back-pressure.
fn assert_exercised(r: &Report) {
    let h = &r.hazards;
    for (d, n) in h.same_key_after_insert.iter().enumerate() {
        assert!(*n > 0, "no op on a key {d} ops behind its INSERT: {h:?}");
    }
    assert!(h.stall_cycles > 0, "no back-pressure: {h:?}");
    assert!(h.long_holds > 0, "no long back-pressure hold: {h:?}");
    assert!(
        r.query_hits > 0 && r.query_hits < r.query_results,
        "degenerate stream: {r:?}"
    );
}

/// 400,000 random ops (inserts, queries, snapshot reads and writes, a
/// CLEAR about every 270,000 ops) with random gaps and long stalls.
#[test]
fn random_ops_with_back_pressure_match_the_model() {
    let mut c = Cosim::<SpramBloom>::new("spram_random", 21);
    let ops = RandomOps::new(c.params(), 31, 400_000);
    let r = run(&mut c, ops, Traffic::RANDOM);
    assert_eq!(r.results, 400_000);
    assert_exercised(&r);
    assert_eq!(r.fill_checks, 400_000 / FILL_CHECK_OPS as u64);
    eprintln!(
        "SPRAM engine: 400k ops in {} cycles ({:.1} cycles/op with gaps), {:.2} M cycles/s",
        r.cycles,
        r.cycles as f64 / r.results as f64,
        r.cycles_per_second() / 1e6
    );
}

/// Keys whose bit in bank 0 lies in the same 16-bit SPRAM word: an INSERT
/// of the second directly behind the first is the read-modify-write
/// lost-update hazard. Both must stay set; the same for snapshot WRITEs to
/// two bits of one word.
#[test]
fn same_word_read_modify_writes_back_to_back_lose_nothing() {
    let mut c = Cosim::<SpramBloom>::new("spram_same_word", 22);
    let probe = BloomModel::new(c.params());
    let mut by_word: HashMap<u64, u64> = HashMap::new();
    let mut pairs = vec![];
    let mut rng = SplitMix64(0x5a3e);
    while pairs.len() < 300 {
        let key = rng.next_u64();
        let idx: Vec<u64> = probe.indices(key).collect();
        match by_word.get(&(idx[0] >> 4)) {
            Some(&other) if probe.indices(other).next() != Some(idx[0]) => {
                pairs.push((other, key));
                by_word.remove(&(idx[0] >> 4));
            }
            Some(_) => {}
            None => {
                by_word.insert(idx[0] >> 4, key);
            }
        }
    }
    let mut ops = vec![];
    for &(a, b) in &pairs {
        ops.extend([
            BloomOp::Insert(a),
            BloomOp::Insert(b),
            BloomOp::Query(a),
            BloomOp::Query(b),
        ]);
    }
    for w in 0..200u32 {
        let base = (w * 977 % (1 << 14)) << 4;
        ops.extend([
            BloomOp::Write(base + 3, 0b1111),
            BloomOp::Write(base + 12, 0b0101),
            BloomOp::Write(base + 3, 0b1010),
            BloomOp::Read(base + 3),
            BloomOp::Read(base + 12),
        ]);
    }
    let n = ops.len() as u64;
    for traffic in [Traffic::FULL_SPEED, Traffic::RANDOM] {
        let before = c.report().query_hits;
        let r = run(&mut c, ops.clone(), traffic);
        // Every QUERY of the stream is of an inserted key.
        assert_eq!(
            r.query_hits - before,
            2 * pairs.len() as u64,
            "a bit was lost"
        );
    }
    assert_eq!(c.report().results, 2 * n);
}

/// Cycle counts of the one-op-at-a-time engine, at full speed: QUERY 10
/// cycles an op, INSERT 10, READ 5, WRITE 6, CLEAR 16,384 + 2. (An INSERT
/// answers 11 cycles after it is taken, but the next op is taken while its
/// write lands, 10 cycles after it.) The per-op figure is the difference
/// between a stream of 2n ops and one of n. A stream also pays a fixed
/// cost once (the CLEAR's stream too), checked on its own: it starts the
/// cycle after the previous stream's last result, and its own last result
/// may come a cycle after the point where the next op would have been
/// taken.
#[test]
fn cycles_per_op_are_exact() {
    fn cycles_of(ops: Vec<BloomOp>) -> u64 {
        let mut c = Cosim::<SpramBloom>::new("spram_cycles", 23);
        // Let the clear after reset finish first.
        run(&mut c, [BloomOp::Read(0)], Traffic::FULL_SPEED);
        // The report's cycles are the streams' (not the reads of the fill
        // counts after each).
        let before = c.report().cycles;
        let n = ops.len() as u64;
        let r = run(&mut c, ops, Traffic::FULL_SPEED);
        assert_eq!(r.results, n + 1);
        r.cycles - before
    }
    let n = 1000u64;
    // (cycles per op, cycles once per stream)
    let cost = |ops: &dyn Fn(u64) -> BloomOp| {
        let one = cycles_of((0..n).map(ops).collect());
        let two = cycles_of((0..2 * n).map(ops).collect());
        assert_eq!((two - one) % n, 0, "ops of one kind take the same cycles");
        ((two - one) / n, one - (two - one))
    };
    let q = cost(&BloomOp::Query);
    let i = cost(&BloomOp::Insert);
    let rd = cost(&|a| BloomOp::Read(a as u32));
    let wr = cost(&|a| BloomOp::Write(a as u32, 0b1001));
    let cl = cycles_of(vec![BloomOp::Clear]);
    eprintln!(
        "(cycles per op, once per stream): query {q:?}, insert {i:?}, read {rd:?}, write {wr:?}; one clear {cl}"
    );
    assert_eq!(q, (10, 1));
    assert_eq!(i, (10, 2));
    assert_eq!(rd, (5, 1));
    assert_eq!(wr, (6, 1));
    assert_eq!(cl, SPRAM_CLEAR_CYCLES + 2 + 1);
}

/// The model is built with every register and memory word random: the
/// clear that reset starts must zero all of it. Reads across the whole
/// address range right after reset must give what a fresh model gives.
#[test]
fn reset_clears_memory_that_starts_random() {
    for seed in [1u64, 2, 3] {
        let mut c = Cosim::<SpramBloom>::new("spram_reset", seed);
        let mut rng = SplitMix64(seed);
        let ops: Vec<_> = (0..3000)
            .map(|_| BloomOp::Read(rng.below(1 << 18) as u32))
            .collect();
        run(&mut c, ops, Traffic::RANDOM);
        // And a reset in the middle of a filled filter empties it again.
        let keys: Vec<u64> = (0..2000).map(|_| rng.next_u64()).collect();
        run(
            &mut c,
            keys.iter().map(|&k| BloomOp::Insert(k)),
            Traffic::RANDOM,
        );
        c.dut.reset();
        c.model.clear();
        let r = run(
            &mut c,
            keys.iter().map(|&k| BloomOp::Query(k)),
            Traffic::RANDOM,
        );
        assert_eq!(r.query_hits, 0, "reset left keys behind");
    }
}

/// Post-synthesis simulation: the yosys netlist for the UP5K, with yosys's
/// cell models (SPRAM included), against the model.
#[test]
fn synthesized_netlist_matches_model() {
    let mut c = Cosim::<SpramBloomNetlist>::new("spram_netlist", 24);
    let ops = RandomOps::new(c.params(), 32, 100_000);
    let r = run(&mut c, ops, Traffic::RANDOM);
    assert_eq!(r.results, 100_000);
    assert!(r.hazards.same_key_after_insert.iter().all(|&n| n > 0));
}
