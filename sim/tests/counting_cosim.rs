//! Co-simulation of the Verilated CountingBloomEngine against the model:
//! every result of every op is compared (op code, hit, the counters before
//! the op), and the per-bank counts of non-zero and stuck counters every
//! few thousand ops. A mismatch names the result index, the op and both
//! results; with HWFILTER_TRACE=1 (at build and run time) the run leaves a
//! VCD under target/hwfilter-traces/.

use hwfilter_model::rng::SplitMix64;
use hwfilter_model::{CountingModel, CountingOp};
use hwfilter_sim::counting::*;

fn run<P: CountingPorts>(
    c: &mut CountingCosim<P>,
    ops: impl IntoIterator<Item = CountingOp>,
    t: Traffic,
) -> Report {
    match c.run(ops, t) {
        Ok(r) => r.clone(),
        Err(m) => panic!("{m}"),
    }
}

/// What every long random run must have exercised and never seen.
fn assert_exercised(r: &Report) {
    for (d, n) in r.same_key.iter().enumerate() {
        assert!(
            *n > 0,
            "no op on a key {d} ops behind a change of it: {r:?}"
        );
    }
    assert!(r.same_word_other_key > 0, "no same-word hazard: {r:?}");
    assert!(r.deletes_done > 0 && r.deletes_refused > 0, "{r:?}");
    assert!(r.live_queries > 1000, "{r:?}");
    assert_eq!(r.false_negatives, 0, "{r:?}");
    assert!(r.stall_cycles > 0, "no back-pressure: {r:?}");
}

/// The headline run: 1,000,000 random ops on the default geometry with
/// random gaps on both sides and long stalls.
#[test]
fn a_million_random_ops_default_geometry() {
    let mut c = CountingCosim::<DefaultCounting>::new("random_1m", 1);
    let ops = CountingOps::new(c.params(), 21, 1_000_000);
    let r = run(&mut c, ops, Traffic::RANDOM);
    assert_eq!(r.results, 1_000_000);
    assert_exercised(&r);
    assert_eq!(r.count_checks, 1_000_000 / COUNT_CHECK_OPS as u64);
    assert!(r.max_stuck > 0, "no counter saturated: {r:?}");
    eprintln!("1M ops: {r:?}");
}

/// A small odd geometry whose registers and memory start random: after a
/// CLEAR it agrees with a fresh model, with counters saturating and ops
/// sharing words all the time.
#[test]
fn random_ops_small_geometry_from_random_state() {
    let mut c = CountingCosim::<SmallCounting>::new("random_small", 2);
    run(&mut c, [CountingOp::Clear], Traffic::FULL_SPEED);
    let ops = CountingOps::new(c.params(), 22, 400_000);
    let r = run(&mut c, ops, Traffic::RANDOM);
    assert_eq!(r.results, 400_001);
    assert_exercised(&r);
    assert!(r.max_stuck > 0, "no counter saturated: {r:?}");
}

/// Back to back at full speed: INSERT, DELETE and QUERY of one key at
/// every distance inside the pipeline, 20 INSERTs of one key in a row
/// (through 15 and stuck), and DELETEs in a row down to refused.
#[test]
fn same_key_back_to_back_at_every_distance() {
    for traffic in [Traffic::FULL_SPEED, Traffic::RANDOM] {
        let mut c = CountingCosim::<DefaultCounting>::new("distances", 4);
        let mut rng = SplitMix64(99);
        let mut ops = vec![];
        for d in 0..=LATENCY {
            for _ in 0..8 {
                let k = rng.next_u64();
                ops.push(CountingOp::Insert(k));
                for _ in 0..d {
                    ops.push(CountingOp::Query(rng.next_u64()));
                }
                ops.push(CountingOp::Insert(k));
                ops.push(CountingOp::Delete(k));
                ops.push(CountingOp::Query(k));
            }
        }
        let k = rng.next_u64();
        ops.extend([CountingOp::Insert(k); 20]);
        ops.extend([CountingOp::Delete(k); 20]);
        let j = rng.next_u64();
        ops.extend([CountingOp::Insert(j); 3]);
        ops.extend([CountingOp::Delete(j); 5]);
        ops.push(CountingOp::Query(j));
        let r = run(&mut c, ops, traffic);
        for (d, n) in r.same_key.iter().enumerate() {
            assert!(*n >= 8, "distance {d} hit {n} times");
        }
        assert_eq!(c.model.counters(k), 0xffff, "stuck at 15");
        assert!(!c.model.contains(j));
        assert_eq!(r.false_negatives, 0);
    }
}

/// Different keys that share a counter in one bank, back to back: the
/// forwarding path must match on the word, not on the key.
#[test]
fn other_keys_sharing_a_word_back_to_back() {
    let mut c = CountingCosim::<DefaultCounting>::new("same_word", 5);
    let model = CountingModel::new(c.params());
    // Pairs of keys that share the counter of some bank.
    let mut rng = SplitMix64(5);
    let mut by_bank0 = std::collections::HashMap::new();
    let mut pairs = vec![];
    while pairs.len() < 300 {
        let k = rng.next_u64();
        let pos = model.positions(k);
        if let Some(&other) = by_bank0.get(&(pos[0], pos[1] & 7)) {
            pairs.push((other, k));
        } else {
            by_bank0.insert((pos[0], pos[1] & 7), k);
        }
    }
    let mut ops = vec![];
    for &(a, b) in &pairs {
        ops.extend([
            CountingOp::Insert(a),
            CountingOp::Insert(b),
            CountingOp::Delete(a),
            CountingOp::Query(b),
            CountingOp::Delete(b),
            CountingOp::Insert(a),
        ]);
    }
    let r = run(&mut c, ops, Traffic::FULL_SPEED);
    assert!(r.same_word_other_key >= 1000, "{r:?}");
    assert_eq!(r.false_negatives, 0);
}

/// WRITE then READ of the same address back to back, then keys that
/// depend on the written counters; and a CLEAR with ops in flight.
#[test]
fn snapshot_ports_and_clear() {
    let mut c = CountingCosim::<DefaultCounting>::new("write_read", 6);
    let mut ops = vec![];
    for a in 0..512u32 {
        ops.push(CountingOp::Write(a, a.wrapping_mul(0x9e37_79b9) & 0xffff));
        ops.push(CountingOp::Read(a));
        ops.push(CountingOp::Write(a, !a & 0xffff));
        ops.push(CountingOp::Read(a));
    }
    ops.extend((0..500).map(CountingOp::Insert));
    ops.push(CountingOp::Clear);
    ops.extend((0..500).map(CountingOp::Query));
    ops.extend((0..500).map(CountingOp::Delete));
    let r = run(&mut c, ops, Traffic::RANDOM);
    assert_eq!(r.deletes_done, 0, "a key survived CLEAR");
}

/// The iCEBreaker's SPRAM counting engine (one op at a time, counters
/// four to a 16-bit SPRAM word, memory and registers starting random and
/// cleared after reset): 200,000 random ops with random back-pressure, then
/// keys sharing an SPRAM word (another counter of it) and the same key
/// back to back, each compared result by result with the model.
#[test]
fn spram_engine_matches_the_model_from_random_state() {
    let mut c = CountingCosim::<SpramCounting>::new("spram_random", 8);
    let ops = CountingOps::new(c.params(), 23, 200_000);
    let r = run(&mut c, ops, Traffic::RANDOM);
    assert_eq!(r.results, 200_000);
    assert!(r.deletes_done > 0 && r.deletes_refused > 0, "{r:?}");
    assert!(r.live_queries > 1000, "{r:?}");
    assert_eq!(r.false_negatives, 0, "{r:?}");
    assert!(r.stall_cycles > 0, "no back-pressure: {r:?}");
    assert!(r.count_checks > 0, "{r:?}");
    eprintln!("SPRAM counting, 200k ops: {r:?}");

    // Pairs of keys whose bank-0 counters share one SPRAM word (four
    // counters a word), and runs of one key through 15 and back.
    let model = CountingModel::new(c.params());
    let mut rng = SplitMix64(8);
    let mut by_word = std::collections::HashMap::new();
    let mut ops = vec![CountingOp::Clear];
    let mut pairs = 0;
    while pairs < 200 {
        let k = rng.next_u64();
        let word = model.positions(k)[0] >> 2;
        match by_word.remove(&word) {
            Some(other) => {
                pairs += 1;
                ops.extend([
                    CountingOp::Insert(other),
                    CountingOp::Insert(k),
                    CountingOp::Delete(other),
                    CountingOp::Query(k),
                    CountingOp::Read(word as u32 * 4),
                    CountingOp::Delete(k),
                ]);
            }
            None => {
                by_word.insert(word, k);
            }
        }
    }
    let hot = rng.next_u64();
    ops.extend([CountingOp::Insert(hot); 18]);
    ops.extend([CountingOp::Delete(hot); 18]);
    ops.push(CountingOp::Query(hot));
    let r = run(&mut c, ops, Traffic::FULL_SPEED);
    assert_eq!(r.false_negatives, 0, "{r:?}");
    assert_eq!(c.model.counters(hot), 0xffff, "stuck at 15");
}

/// Reserved op codes 6 and 7 change nothing and answer hit = 0, word = 0.
#[test]
fn reserved_opcodes_are_answered_and_change_nothing() {
    let mut dut = CountingDut::<DefaultCounting>::new(0);
    let mut got = vec![];
    let sent = [(1u8, 42u64), (6, 42), (7, 42), (0, 42)];
    let mut next = 0;
    for _ in 0..LATENCY + 20 {
        let offer = next < sent.len();
        let (op, key) = sent[next.min(sent.len() - 1)];
        let s = dut.cycle(Drive {
            in_valid: offer,
            op,
            key,
            out_ready: true,
            set_bits_bank: 0,
        });
        if offer && s.in_ready {
            next += 1;
        }
        if s.out_valid {
            got.push(s.result);
        }
    }
    assert_eq!(got.len(), 4);
    for r in &got[1..3] {
        assert_eq!((r.hit, r.word), (false, 0), "reserved op answered {r:?}");
    }
    assert_eq!((got[3].op, got[3].hit, got[3].word), (0, true, 0x1111));
}

/// With an always-ready consumer the engine takes one op per cycle on
/// every kind of stream: N ops finish in N + LATENCY cycles (cycle counts
/// are exact; this is not a timing test).
#[test]
fn one_op_per_cycle_at_full_speed() {
    let n = 100_000u64;
    let mixed: Vec<CountingOp> =
        CountingOps::new(hwfilter_model::BloomParams::new(4, 12).unwrap(), 7, n)
            .map(|op| match op {
                // A CLEAR walks 2^A cycles: not a one-op-per-cycle op.
                CountingOp::Clear => CountingOp::Query(0),
                op => op,
            })
            .collect();
    for (name, ops) in [
        (
            "insert",
            (0..n)
                .map(|i| CountingOp::Insert(i % 5000))
                .collect::<Vec<_>>(),
        ),
        (
            "delete",
            (0..n).map(|i| CountingOp::Delete(i % 5000)).collect(),
        ),
        ("query", (0..n).map(CountingOp::Query).collect()),
        ("mixed", mixed),
    ] {
        let mut c = CountingCosim::<DefaultCounting>::new(name, 8);
        c.check_counts_every(usize::MAX);
        if name == "delete" {
            // Something to delete, counted apart from the measured stream.
            run(
                &mut c,
                (0..5000).map(CountingOp::Insert),
                Traffic::FULL_SPEED,
            );
        }
        let before = c.report().cycles;
        let done = c.report().results;
        let r = run(&mut c, ops, Traffic::FULL_SPEED);
        assert_eq!(r.results - done, n);
        assert_eq!(
            r.cycles - before,
            n + LATENCY,
            "{name}: {} cycles for {n} ops",
            r.cycles - before
        );
    }
}
