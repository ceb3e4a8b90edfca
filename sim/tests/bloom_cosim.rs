//! Co-simulation of the Verilated BloomEngine against the reference model:
//! every result of every op is compared (op code, hit, word). A mismatch
//! names the result index, the op and both results; with HWFILTER_TRACE=1
//! (at build and run time) the run leaves a VCD under target/hwfilter-traces/.

use hwfilter_model::rng::SplitMix64;
use hwfilter_model::{BloomModel, BloomOp, BloomResult};
use hwfilter_sim::bloom::*;

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

/// Asserts that every hazard class of a long random run was exercised.
fn assert_all_hazards(h: &Hazards) {
    for (d, n) in h.same_key_after_insert.iter().enumerate() {
        assert!(*n > 0, "no op on a key {d} ops behind its INSERT: {h:?}");
    }
    assert!(h.clear_mid_stream > 0, "no CLEAR with ops in flight: {h:?}");
    assert!(h.ops_behind_clear > 0, "no op waited behind a CLEAR: {h:?}");
    assert!(h.stall_cycles > 0, "no back-pressure: {h:?}");
    assert!(h.long_holds > 0, "no long back-pressure hold: {h:?}");
}

/// The headline run: 2,000,000 random ops on the default geometry with
/// random gaps on both sides and long stalls.
#[test]
fn two_million_random_ops_default_geometry() {
    let mut c = Cosim::<DefaultBloom>::new("random_2m", 1);
    let ops = RandomOps::new(c.params(), 11, 2_000_000);
    let r = run(&mut c, ops, Traffic::RANDOM);
    assert_eq!(r.results, 2_000_000);
    assert_all_hazards(&r.hazards);
    // The engine's set-bit counts were compared every FILL_CHECK_OPS ops.
    assert_eq!(r.fill_checks, 2_000_000 / FILL_CHECK_OPS as u64);
    assert!(
        r.query_hits > 0 && r.query_hits < r.query_results,
        "degenerate stream: {r:?}"
    );
    eprintln!(
        "2M ops: {} cycles, {:.2} M cycles/s in the checking loop, hazards {:?}",
        r.cycles,
        r.cycles_per_second() / 1e6,
        r.hazards
    );
}

#[test]
fn random_ops_largest_geometry() {
    let mut c = Cosim::<LargeBloom>::new("random_large", 2);
    let ops = RandomOps::new(c.params(), 12, 400_000);
    let r = run(&mut c, ops, Traffic::RANDOM);
    assert_eq!(r.results, 400_000);
    assert_all_hazards(&r.hazards);
}

/// The ULX3S 85F's engine: 6 banks of 2^19 bits, indexed with the hash's
/// wide stride (21 bits, bank 3 straddling h0 and h1). RandomOps clears
/// about every 2.5 x capacity ops (817,000 here), so this run has no CLEAR
/// (a 2^19-cycle walk); the other geometries cover it, and
/// `rtl_fpr_at_capacity_matches_theory` fills this one to capacity.
#[test]
fn random_ops_ulx3s_85f_geometry() {
    let mut c = Cosim::<Ulx3s85fBloom>::new("random_85f", 4);
    let ops = RandomOps::new(c.params(), 14, 400_000);
    let r = run(&mut c, ops, Traffic::RANDOM);
    assert_eq!(r.results, 400_000);
    let h = &r.hazards;
    assert!(h.same_key_after_insert.iter().all(|&n| n > 0), "{h:?}");
    assert!(h.stall_cycles > 0 && h.long_holds > 0, "{h:?}");
}

#[test]
fn random_ops_small_odd_geometry() {
    let mut c = Cosim::<SmallBloom>::new("random_small", 3);
    let ops = RandomOps::new(c.params(), 13, 400_000);
    let r = run(&mut c, ops, Traffic::RANDOM);
    assert_eq!(r.results, 400_000);
    assert_all_hazards(&r.hazards);
}

/// Every register and memory bit starts random (`--x-initial unique` with
/// `randReset(2)`): after reset and one CLEAR the engine must agree with a
/// fresh model, so nothing depends on an unreset value.
#[test]
fn random_initial_state_is_cleared_by_reset_and_clear() {
    let mut c = Cosim::<DefaultBloomRandomInit>::new("x_unique", 0x5eed);
    // Prove the randomisation is on: the memory is not all zero before CLEAR.
    let mut dut = BloomDut::<DefaultBloomRandomInit>::new(0x5eed);
    let mut nonzero = 0;
    for a in 0..64u32 {
        let op = BloomOp::Read(a);
        let mut s;
        loop {
            s = dut.cycle(Drive {
                in_valid: true,
                op: op.code(),
                key: op.payload(),
                out_ready: true,
                set_bits_bank: 0,
            });
            if s.in_ready {
                break;
            }
        }
        let _ = s;
    }
    for _ in 0..LATENCY + 70 {
        let s = dut.cycle(Drive {
            in_valid: false,
            op: 0,
            key: 0,
            out_ready: true,
            set_bits_bank: 0,
        });
        if s.out_valid && s.result.word != 0 {
            nonzero += 1;
        }
    }
    assert!(
        nonzero > 0,
        "memory started all zero: the random-initial build is not random"
    );

    run(&mut c, [BloomOp::Clear], Traffic::FULL_SPEED);
    let ops = RandomOps::new(c.params(), 14, 300_000);
    let r = run(&mut c, ops, Traffic::RANDOM);
    assert!(r.results >= 300_000);
}

/// INSERT K, then exactly `d` other ops, then QUERY K and INSERT K, for
/// every distance inside the pipeline and one beyond, back to back at full
/// speed and again with random gaps.
#[test]
fn same_key_after_insert_at_every_distance() {
    for traffic in [Traffic::FULL_SPEED, Traffic::RANDOM] {
        let mut c = Cosim::<DefaultBloom>::new("distances", 4);
        let mut rng = SplitMix64(99);
        let mut ops = vec![];
        for d in 0..=LATENCY + 1 {
            for _ in 0..8 {
                let k = rng.next_u64();
                ops.push(BloomOp::Insert(k));
                for _ in 0..d {
                    ops.push(BloomOp::Query(rng.next_u64()));
                }
                ops.push(BloomOp::Query(k));
                ops.push(BloomOp::Insert(k));
            }
        }
        // The model must say "present" for every such query; the RTL agrees op by op.
        let mut m = BloomModel::new(c.params());
        let mut hits_expected = 0;
        for op in &ops {
            let r = m.apply(*op).unwrap();
            hits_expected += (matches!(op, BloomOp::Query(_)) && r.hit) as u64;
        }
        let r = run(&mut c, ops, traffic);
        assert!(r.query_hits >= hits_expected.min(8 * (LATENCY + 2)));
        for (d, n) in r.hazards.same_key_after_insert.iter().enumerate() {
            assert!(*n >= 8, "distance {d} hit {n} times");
        }
    }
}

/// A WRITE then a READ (and a WRITE) of the same address, back to back,
/// then keys that depend on the written bits.
#[test]
fn snapshot_write_then_read_back_to_back() {
    let mut c = Cosim::<DefaultBloom>::new("write_read", 5);
    let mut ops = vec![];
    for a in 0..512u32 {
        ops.push(BloomOp::Write(a, (a as u8) & 0xf));
        ops.push(BloomOp::Read(a));
        ops.push(BloomOp::Write(a, !(a as u8) & 0xf));
        ops.push(BloomOp::Read(a));
    }
    for k in 0..2000 {
        ops.push(BloomOp::Query(k));
    }
    let r = run(&mut c, ops, Traffic::FULL_SPEED);
    assert!(r.hazards.read_after_write >= 1024, "{:?}", r.hazards);
}

/// INSERT, CLEAR, QUERY: nothing survives a CLEAR, and the ops queued
/// behind it wait for it; results ahead of it drain while it walks.
#[test]
fn insert_then_clear_then_query() {
    let mut c = Cosim::<DefaultBloom>::new("clear", 6);
    let keys: Vec<u64> = (0..500).collect();
    let mut ops: Vec<BloomOp> = keys.iter().map(|&k| BloomOp::Insert(k)).collect();
    ops.push(BloomOp::Clear);
    ops.extend(keys.iter().map(|&k| BloomOp::Query(k)));
    let r = run(&mut c, ops, Traffic::FULL_SPEED);
    assert_eq!(r.query_hits, 0, "a key survived CLEAR");
    assert!(r.hazards.clear_mid_stream == 1 && r.hazards.ops_behind_clear > 0);
    // The CLEAR walks one word per cycle.
    assert!(r.cycles >= 4096 + 1000);
}

/// Back-pressure held for thousands of cycles mid-stream: nothing lost,
/// nothing duplicated, order kept.
#[test]
fn long_back_pressure_mid_stream() {
    let mut c = Cosim::<DefaultBloom>::new("hold", 7);
    let hold = Traffic {
        valid_per_1024: 1024,
        ready_per_1024: 1024,
        hold_per_million: 2000,
        hold_cycles: (1000, 5000),
    };
    let ops = RandomOps::new(c.params(), 15, 50_000);
    let r = run(&mut c, ops, hold);
    assert!(r.hazards.long_holds >= 10, "{:?}", r.hazards);
}

/// Reserved op codes 5..7 change nothing and answer hit = 0, word = 0.
#[test]
fn reserved_opcodes_are_answered_and_change_nothing() {
    let mut dut = BloomDut::<DefaultBloom>::new(0);
    let mut sent = vec![];
    for (op, key) in [
        (1u8, 42u64),
        (5, 42),
        (6, 0xffff_ffff_ffff),
        (7, 7),
        (0, 42),
    ] {
        loop {
            let s = dut.cycle(Drive {
                in_valid: true,
                op,
                key,
                out_ready: true,
                set_bits_bank: 0,
            });
            if s.in_ready {
                break;
            }
        }
        sent.push(op);
    }
    let mut got = vec![];
    for _ in 0..LATENCY + 8 {
        let s = dut.cycle(Drive {
            in_valid: false,
            op: 0,
            key: 0,
            out_ready: true,
            set_bits_bank: 0,
        });
        if s.out_valid {
            got.push(s.result);
        }
    }
    assert_eq!(got.len(), 5);
    assert_eq!(got[0].op, 1);
    for r in &got[1..4] {
        assert_eq!((r.hit, r.word), (false, 0), "reserved op answered {r:?}");
    }
    assert_eq!(
        got[4],
        BloomResult {
            op: 0,
            hit: true,
            word: 0xf
        }
    );
}

/// With an always-ready consumer the engine takes one op per cycle: N ops
/// finish in N + LATENCY cycles (cycles are exact, this is not a timing test),
/// at the default geometry and at the ULX3S 85F's.
#[test]
fn one_op_per_cycle_at_full_speed() {
    one_op_per_cycle::<DefaultBloom>();
    one_op_per_cycle::<Ulx3s85fBloom>();
}

fn one_op_per_cycle<P: BloomPorts>() {
    let n = 100_000u64;
    for (name, ops) in [
        ("insert", (0..n).map(BloomOp::Insert).collect::<Vec<_>>()),
        ("query", (0..n).map(BloomOp::Query).collect()),
        (
            "mixed",
            (0..n)
                .map(|i| {
                    if i % 3 == 0 {
                        BloomOp::Insert(i)
                    } else {
                        BloomOp::Query(i)
                    }
                })
                .collect(),
        ),
    ] {
        let mut c = Cosim::<P>::new(name, 8);
        // One drain, at the end: the fill is compared there.
        c.check_fill_every(usize::MAX);
        let r = run(&mut c, ops, Traffic::FULL_SPEED);
        assert_eq!(r.fill_checks, 1);
        assert_eq!(r.results, n);
        assert_eq!(
            r.cycles,
            n + LATENCY,
            "{name}: {} cycles for {n} ops",
            r.cycles
        );
    }
}

/// After filling to capacity at 1%, the RTL answers every member and its
/// false-positive rate on 1M non-members is within 10% of theory.
#[test]
fn rtl_fpr_at_capacity_matches_theory() {
    fn check<P: BloomPorts>(name: &str) {
        let mut c = Cosim::<P>::new(name, 9);
        let p = c.params();
        let n = p.capacity(0.01);
        let mut rng = SplitMix64(0xF00D);
        let members: Vec<u64> = (0..n).map(|_| rng.next_u64()).collect();
        run(
            &mut c,
            members.iter().map(|&k| BloomOp::Insert(k)),
            Traffic::FULL_SPEED,
        );
        let before = c.report().query_hits;
        let r = run(
            &mut c,
            members.iter().map(|&k| BloomOp::Query(k)),
            Traffic::FULL_SPEED,
        );
        assert_eq!(r.query_hits - before, n, "{name}: false negatives");
        let before = (r.query_hits, r.query_results);
        let q = 1_000_000u64;
        let r = run(
            &mut c,
            (0..q).map(|i| BloomOp::Query(i ^ 0x8000_0000_0000_0000)),
            Traffic::FULL_SPEED,
        );
        let fp = r.query_hits - before.0;
        assert_eq!(r.query_results - before.1, q);
        let measured = fp as f64 / q as f64;
        let theory = p.theoretical_fpr(n);
        let rel = (measured - theory).abs() / theory;
        eprintln!(
            "{name}: n={n} FPR measured {measured:.5} theory {theory:.5} ({:.1}% off)",
            rel * 100.0
        );
        assert!(
            rel < 0.10,
            "{name}: FPR {measured:.5} vs theory {theory:.5}"
        );
    }
    check::<DefaultBloom>("fpr_default");
    check::<LargeBloom>("fpr_large");
    // 327,112 keys, the ULX3S 85F's capacity.
    check::<Ulx3s85fBloom>("fpr_ulx3s_85f");
}

/// Post-synthesis simulation: the yosys netlist of the default engine, with
/// yosys's iCE40 cell models, against the model.
#[test]
fn synthesized_netlist_matches_model() {
    let mut c = Cosim::<DefaultBloomNetlist>::new("netlist", 10);
    let ops = RandomOps::new(c.params(), 16, 100_000);
    let r = run(&mut c, ops, Traffic::RANDOM);
    assert_eq!(r.results, 100_000);
    assert!(
        r.hazards.clear_mid_stream > 0 && r.hazards.same_key_after_insert.iter().all(|&n| n > 0)
    );
}
