//! Benchmark, not a gate: the engines' synthesis harnesses placed for
//! higher clocks than their boards need (100 MHz on the HX8K, 24 MHz on the
//! UP5K), on several placer seeds, printed as a table (LCs, block RAMs,
//! Fmax, met). CI's gate is 1.2 x each board's clock (hdl/tests/synth.rs);
//! these are the figures the README and docs/timing.md quote. (Placed for
//! 120 MHz, nextpnr-ice40 0.4 gave the same placements and Fmax as for 100.)
//!
//! `cargo run --release -p hwfilter-hdl --example synth_bench [-- SEEDS]`
//! (default seeds 1-3; about a minute per seed on one core).

use std::path::PathBuf;

use hwfilter_hdl::synth::{
    EngineSynthReport, HarnessEngine, SynthError, bloom_engine, cuckoo_brams, harness,
};
use hwfilter_hdl::{BloomConfig, CuckooConfig};
use hwfilter_toolchain::icestorm::Device;

fn main() -> Result<(), SynthError> {
    let seeds: Vec<u64> = match std::env::args().nth(1) {
        Some(n) => (1..=n.parse::<u64>().unwrap_or(3).max(1)).collect(),
        None => vec![1, 2, 3],
    };
    let dir = PathBuf::from("target").join("hwfilter-synth-bench");
    let bloom = BloomConfig::new(4, 12)?;
    let bloom_harnessed = HarnessEngine {
        verilog: bloom.verilog("bloom_engine_k4_a12")?,
        module: "bloom_engine_k4_a12".into(),
        cuckoo: false,
    };
    let cuckoo = CuckooConfig::new(12, 10, 500)?;
    let cuckoo_engine = HarnessEngine {
        verilog: cuckoo.verilog("cuckoo_engine_f12_b10")?,
        module: "cuckoo_engine_f12_b10".into(),
        cuckoo: true,
    };
    let spram = HarnessEngine {
        verilog: hwfilter_hdl::verilog::bloom_spram_verilog(4, "bloom_spram_k4")?,
        module: "bloom_spram_k4".into(),
        cuckoo: false,
    };
    // (harness top, engines, block RAMs their tables need, part, package,
    // targets in MHz)
    type Run<'a> = (&'a str, Vec<HarnessEngine>, u64, Device, &'a str, &'a [f64]);
    let runs: Vec<Run> = vec![
        (
            "bloom_harness",
            vec![bloom_harnessed.clone()],
            4,
            Device::Hx8k,
            "cb132",
            &[100.0],
        ),
        (
            "cuckoo_harness",
            vec![cuckoo_engine.clone()],
            cuckoo_brams(&cuckoo),
            Device::Hx8k,
            "cb132",
            &[100.0],
        ),
        (
            "both_harness",
            vec![bloom_harnessed, cuckoo_engine],
            4 + cuckoo_brams(&cuckoo),
            Device::Hx8k,
            "cb132",
            &[100.0],
        ),
        (
            "bloom_spram_harness",
            vec![spram],
            0,
            Device::Up5k,
            "sg48",
            &[24.0],
        ),
    ];
    println!(
        "{:<22} {:>6} {:>4} {:>7} {:>10} {:>10}  met",
        "harness", "target", "seed", "LCs", "block RAM", "Fmax"
    );
    // The Bloom engine alone (its ports on pins), as the README quotes it.
    let bare = bloom_engine(
        bloom,
        Device::Hx8k,
        "cb132",
        100.0,
        &seeds,
        &dir.join("bloom"),
    )?;
    print_rows(&bare, 100.0);
    for (top, engines, brams, device, package, targets) in runs {
        for &mhz in targets {
            let r: EngineSynthReport = harness(
                top,
                &engines,
                brams,
                device,
                package,
                mhz,
                &seeds,
                &dir.join(top),
            )?;
            print_rows(&r, mhz);
        }
    }
    Ok(())
}

fn print_rows(r: &EngineSynthReport, mhz: f64) {
    for s in &r.seeds {
        println!(
            "{:<22} {:>6} {:>4} {:>7} {:>10} {:>6.1} MHz  {}",
            r.module,
            mhz,
            s.seed,
            format!("{}/{}", s.lcs, s.lcs_total),
            format!("{}/{}", s.brams, s.brams_total),
            s.fmax_mhz.unwrap_or(0.0),
            if s.timing_met { "yes" } else { "no" }
        );
    }
}
