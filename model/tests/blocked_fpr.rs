//! Measured false-positive rate of the blocked Bloom filter (the SDRAM
//! engine's, `hwfilter_model::blocked`) against its formula, on memories
//! scaled down from the ULX3S's 32 MB with the same block sizes: a whole
//! 8192-bit row and a 128-bit burst. Four key families, at half, all and
//! one and a half times the capacity at 1%.
//!
//! The tolerance is the Wilson interval of the query count at 4 sigma: with
//! 2^10 blocks or more, how full the blocks happen to be moves one filter's
//! FPR by under 1%, well inside it.

use hwfilter_model::blocked::{BlockedBloomModel, BlockedParams};
use hwfilter_model::confidence::wilson;

mod common;
use common::keys::{FAMILIES, Family};

const QUERIES: u64 = 200_000;
const Z: f64 = 4.0;

/// The measured FPR after `n` keys of `family`, and whether every member
/// was found.
fn measure(p: BlockedParams, family: Family, n: u64) -> u64 {
    let mut f = BlockedBloomModel::new(p);
    for i in 0..n {
        f.insert(family.key(i));
    }
    for i in 0..n {
        assert!(
            f.contains(family.key(i)),
            "false negative: {p:?} {family:?} key #{i}"
        );
    }
    (n..n + QUERIES)
        .filter(|&i| f.contains(family.key(i)))
        .count() as u64
}

fn outside_interval(p: BlockedParams) -> Vec<String> {
    let capacity = p.capacity(0.01);
    let mut failures = vec![];
    for load in [0.5, 1.0, 1.5] {
        let n = (capacity as f64 * load) as u64;
        let theory = p.theoretical_fpr(n);
        for family in FAMILIES {
            let hits = measure(p, family, n);
            let (lo, hi) = wilson(hits, QUERIES, Z);
            if !(lo..=hi).contains(&theory) {
                failures.push(format!(
                    "{p:?} n={n} ({load} x capacity) {family:?}: measured {:.5} \
                     theory {theory:.5}, interval {lo:.5}..{hi:.5}",
                    hits as f64 / QUERIES as f64
                ));
            }
        }
    }
    failures
}

#[test]
fn fpr_matches_the_formula_for_row_and_burst_sized_blocks() {
    let mut failures = vec![];
    for p in [
        BlockedParams::new(10, 13, 6).unwrap(), // 2^10 rows of 8192 bits
        BlockedParams::new(10, 13, 7).unwrap(),
        BlockedParams::new(14, 7, 6).unwrap(), // 2^14 bursts of 128 bits
        BlockedParams::new(12, 9, 5).unwrap(),
    ] {
        failures.extend(outside_interval(p));
    }
    assert!(
        failures.is_empty(),
        "FPR outside {Z} sigma:\n{}",
        failures.join("\n")
    );
}

/// At the same load factor a smaller memory has the same FPR: what the
/// scaled co-simulation measures holds for the full 32 MB.
#[test]
fn the_formula_depends_on_the_load_factor_not_the_memory_size() {
    for (b, k) in [(13, 6), (7, 6)] {
        let full = BlockedParams::new(28 - b, b, k).unwrap();
        let scaled = BlockedParams::new(20 - b, b, k).unwrap();
        let n_full = full.capacity(0.01);
        let n_scaled = n_full >> 8;
        let (a, s) = (
            full.theoretical_fpr(n_full),
            scaled.theoretical_fpr(n_scaled),
        );
        assert!((a - s).abs() / a < 0.01, "b={b}: {a} vs {s}");
    }
}
