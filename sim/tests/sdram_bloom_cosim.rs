//! The SDRAM Bloom engine (Verilated, a scaled memory of 4 x 16 rows of
//! 8192 bits) on the timing-checked chip model, against the blocked Bloom
//! model: random streams with back-pressure and same-block hazards, word
//! reads and writes, CLEAR, and the FPR at capacity. The chip fails the
//! run at any breach of the IS42S16160G-7's timing at 100 MHz (the
//! engine's build), refresh included.

use hwfilter_model::blocked::{BlockedOp, BlockedParams};
use hwfilter_model::confidence::wilson;
use hwfilter_model::rng::SplitMix64;
use hwfilter_sim::cosim::{StreamDut, Traffic};
use hwfilter_sim::sdram_bloom::{self, ScaledSdramBloom, SdramBloomDut, SdramBloomHooks, params};
use hwfilter_toolchain::sdram::{IS42S16160G_7, SdramCycles};

/// The clock the golden engine's timing was built for
/// (`hwfilter_hdl::sdram_bloom::SDRAM_CLOCK_HZ`).
const CLOCK_HZ: u64 = 100_000_000;
const ROW_BITS: u32 = 4;

fn timing() -> SdramCycles {
    IS42S16160G_7.cycles(CLOCK_HZ).unwrap()
}

fn boot(seed: u32, name: &str) -> SdramBloomDut<ScaledSdramBloom> {
    SdramBloomDut::boot(seed, timing(), Some(name))
}

/// A random key in the same block as `key`.
fn same_block(p: &BlockedParams, key: u64, rng: &mut SplitMix64) -> u64 {
    let b = p.block(key);
    loop {
        let k = rng.next_u64();
        if p.block(k) == b {
            return k;
        }
    }
}

/// 200,000 ops under random gaps and back-pressure: inserts and queries of
/// fresh keys, of keys already inserted and of keys in the block of the
/// op before; word reads and writes; a CLEAR every 40,000 ops or so.
#[test]
fn random_stream_matches_the_model_on_the_checked_chip() {
    let p = params(ROW_BITS);
    let mut rng = SplitMix64(0x5d7a_3b10);
    let mut inserted: Vec<u64> = vec![];
    let mut last = 1u64;
    let mut ops = Vec::with_capacity(200_000);
    for _ in 0..200_000 {
        let r = rng.below(1000);
        let key = match rng.below(10) {
            0..=3 => rng.next_u64(),
            4..=6 => same_block(&p, last, &mut rng),
            _ if !inserted.is_empty() => inserted[rng.below(inserted.len() as u64) as usize],
            _ => rng.next_u64(),
        };
        let op = match r {
            0..=449 => {
                inserted.push(key);
                BlockedOp::Insert(key)
            }
            450..=929 => BlockedOp::Query(key),
            930..=969 => BlockedOp::Read(rng.below(p.total_words())),
            970..=999 if rng.below(1000) == 0 => {
                inserted.clear();
                BlockedOp::Clear
            }
            _ => BlockedOp::Write(rng.below(p.total_words()), rng.next_u64() as u16),
        };
        if let BlockedOp::Insert(k) | BlockedOp::Query(k) = op {
            last = k;
        }
        ops.push(op);
    }
    let clears = ops.iter().filter(|o| **o == BlockedOp::Clear).count();
    let mut dut = boot(7, "random");
    let mut hooks = SdramBloomHooks::new(p);
    let cycles = sdram_bloom::run(&mut dut, &mut hooks, ops, Traffic::RANDOM, 11)
        .unwrap_or_else(|m| panic!("{m}"));
    let c = dut.chip().counts();
    eprintln!(
        "200,000 ops in {cycles} cycles; {} same-block after insert, {} present inserts, \
         {clears} clears; chip: {c:?}",
        hooks.same_block_after_insert, hooks.present_inserts
    );
    assert!(
        hooks.same_block_after_insert > 10_000,
        "same-block hazards exercised"
    );
    assert!(hooks.present_inserts > 10_000 && hooks.query_hits > 10_000);
    assert!(clears >= 1, "a CLEAR mid-stream");
    assert!(
        // Boot (power-up and the first clear) is the slack.
        c.refreshes * timing().refresh_interval as u64 >= dut.cycles() - 30_000,
        "refreshed all along: {c:?}"
    );
    assert_eq!(
        dut.chip().unwritten_reads(),
        0,
        "every word read was cleared first"
    );
    let bits = hooks.model.set_bits_per_group(p.block_addr_bits())[0];
    assert_eq!(
        dut.settled_set_bits(),
        bits,
        "the engine's count of set bits"
    );
    let eighths = hooks.model.set_bits_per_group(p.block_addr_bits() - 3);
    assert_eq!(
        dut.settled_eighths().to_vec(),
        eighths,
        "the engine's set bits of each eighth"
    );
}

/// Filled to its capacity at 1% with distinct keys: every member found,
/// and the FPR of 200,000 strangers within the Wilson interval (4 sigma)
/// of the blocked filter's formula. Prints the cycles per op of each phase
/// and of a mixed stream.
#[test]
fn fpr_at_capacity_matches_the_formula() {
    let p = params(ROW_BITS);
    let n = p.capacity(0.01);
    let member = |i: u64| SplitMix64(i).next_u64() & !(1 << 63);
    let stranger = |i: u64| SplitMix64(i ^ 0xface).next_u64() | 1 << 63;
    let mut dut = boot(3, "fpr");
    let mut hooks = SdramBloomHooks::new(p);
    let full = Traffic::FULL_SPEED;
    let inserts = sdram_bloom::run(
        &mut dut,
        &mut hooks,
        (0..n).map(|i| BlockedOp::Insert(member(i))),
        full,
        1,
    )
    .unwrap_or_else(|m| panic!("{m}"));
    let bits = hooks.model.set_bits_per_group(p.block_addr_bits())[0];
    assert_eq!(
        dut.settled_set_bits(),
        bits,
        "the engine's count of set bits"
    );
    let before = hooks.query_hits;
    let found = sdram_bloom::run(
        &mut dut,
        &mut hooks,
        (0..n).map(|i| BlockedOp::Query(member(i))),
        full,
        2,
    )
    .unwrap_or_else(|m| panic!("{m}"));
    assert_eq!(hooks.query_hits - before, n, "no false negative");
    const Q: u64 = 200_000;
    let before = hooks.query_hits;
    sdram_bloom::run(
        &mut dut,
        &mut hooks,
        (0..Q).map(|i| BlockedOp::Query(stranger(i))),
        full,
        3,
    )
    .unwrap_or_else(|m| panic!("{m}"));
    let hits = hooks.query_hits - before;
    let (lo, hi) = wilson(hits, Q, 4.0);
    let theory = p.theoretical_fpr(n);
    // A mixed stream: inserts of new keys and queries of members and
    // strangers, at random.
    let mut rng = SplitMix64(0x3ced);
    let mixed = sdram_bloom::run(
        &mut dut,
        &mut hooks,
        (0..Q).map(|i| match rng.below(4) {
            0 | 1 => BlockedOp::Insert(stranger(Q + i)),
            2 => BlockedOp::Query(member(rng.below(n))),
            _ => BlockedOp::Query(stranger(i)),
        }),
        full,
        4,
    )
    .unwrap_or_else(|m| panic!("{m}"));
    eprintln!(
        "{n} keys: FPR {:.4}% (theory {:.4}%); cycles per insert {:.2}, per query {:.2}, \
         per op of a half-insert mix {:.2}",
        100.0 * hits as f64 / Q as f64,
        100.0 * theory,
        inserts as f64 / n as f64,
        found as f64 / n as f64,
        mixed as f64 / Q as f64
    );
    assert!((lo..=hi).contains(&theory), "FPR {hits}/{Q} vs {theory}");
}
