//! Benchmark, not a gate: the engines' synthesis harnesses placed for
//! higher clocks than their boards need (100 MHz on the HX8K, 24 MHz on the
//! UP5K), on several placer seeds, printed as a table (LCs, block RAMs,
//! Fmax, met). CI's gate is 1.2 x each board's clock (hdl/tests/synth.rs).
//! The designs are [`hwfilter_hdl::synth::bench`]'s; the figures the docs
//! quote are recorded from the same function by `scripts/record-figures`
//! (docs/figures.json). (Placed for 120 MHz, nextpnr-ice40 0.4 gave the
//! same placements and Fmax as for 100.)
//!
//! `cargo run --release -p hwfilter-hdl --example synth_bench [-- SEEDS]`
//! (default seeds 1-3; about a minute per seed on one core).

use std::path::PathBuf;

use hwfilter_hdl::synth::{BenchRun, SynthError, bench};

fn main() -> Result<(), SynthError> {
    let seeds: Vec<u64> = match std::env::args().nth(1) {
        Some(n) => (1..=n.parse::<u64>().unwrap_or(3).max(1)).collect(),
        None => vec![1, 2, 3],
    };
    let dir = PathBuf::from("target").join("hwfilter-synth-bench");
    println!(
        "{:<22} {:>6} {:>4} {:>7} {:>10} {:>10}  met",
        "harness", "target", "seed", "LCs", "block RAM", "Fmax"
    );
    bench(&seeds, &dir, print_rows)?;
    Ok(())
}

fn print_rows(run: &BenchRun) {
    let r = &run.report;
    for s in &r.seeds {
        println!(
            "{:<22} {:>6} {:>4} {:>7} {:>10} {:>6.1} MHz  {}",
            r.module,
            run.target_mhz,
            s.seed,
            format!("{}/{}", s.lcs, s.lcs_total),
            format!("{}/{}", s.brams, s.brams_total),
            s.fmax_mhz.unwrap_or(0.0),
            if s.timing_met { "yes" } else { "no" }
        );
    }
}
