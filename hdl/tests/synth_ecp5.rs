//! The ULX3S tops (hdl/src/board/ulx3s.rs) through the ECP5 flow
//! (yosys `synth_ecp5`, nextpnr-ecp5, ecppack: hwfilter_toolchain::trellis)
//! with the board's pin file: the engines' tables in block RAM, every
//! shipped part meets 1.2 x its logic clock (`TIMING_MARGIN`) on placer
//! seeds 1-3, and the bitstream packs. The 12F is gated in CI (about 4
//! minutes); the 85F's three seeds take about 7 more, so it runs with the
//! synthesis benchmark (`scripts/bench-synth`). nextpnr-ecp5 constrains the
//! PLL's output from the oscillator's constraint in the pin file, so the
//! gate raises that one (`Platform::gate_pin_file`), and checks that the
//! clock was constrained at the gate.

use std::fs;
use std::path::PathBuf;

use hwfilter_hdl::board::{BOARD_MAX_KICKS, Platform, ULX3S_12F, ULX3S_85F, ulx3s_top_verilog};
use hwfilter_toolchain::trellis::Trellis;

/// DP16KD block RAMs of a ULX3S top's Bloom filter: one per 16,384 bits
/// of a bank (the 16384 x 1 shape).
fn bloom_blocks(p: &Platform) -> u64 {
    let e = &p.engines;
    e.bloom_banks as u64 * (1u64 << e.bloom_bank_addr_bits).div_ceil(p.device.bram_bits())
}

fn builds_and_meets_timing(p: &Platform) {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(format!("synth-{}", p.name));
    fs::create_dir_all(&dir).unwrap();
    let verilog = dir.join(format!("{}.v", p.top));
    fs::write(&verilog, ulx3s_top_verilog(p, p.top, BOARD_MAX_KICKS)).unwrap();
    let lpf = dir.join(p.pin_file_name);
    fs::write(&lpf, p.gate_pin_file()).unwrap();

    let flow = Trellis::new(p.device, p.package, &dir).unwrap();
    let synth = flow
        .synth(&[verilog], p.top)
        .unwrap_or_else(|e| panic!("{e}"));
    println!("{}: {:?}", p.name, synth.cells);
    let bloom = bloom_blocks(p);
    assert!(
        synth.cells.dp16kd > bloom && synth.cells.dp16kd <= p.device.brams() as u64,
        "the Bloom filter's {bloom} blocks, the Cuckoo table's and the link's in block RAM: {:?}",
        synth.cells
    );
    let gate = p.gate_mhz();
    for seed in 1..=3 {
        let r = flow
            .pnr(&synth.json, p.top, gate, seed, Some(&lpf))
            .unwrap_or_else(|e| panic!("{e}"));
        println!(
            "{} seed {seed}: {}/{} LUT4, {} FF, {}/{} DP16KD, Fmax {:.2} MHz (gate {gate} MHz)",
            p.name,
            r.luts,
            r.luts_total,
            r.ffs,
            r.brams,
            r.brams_total,
            r.fmax_mhz.unwrap_or(0.0)
        );
        assert!(
            r.timing_met,
            "{} seed {seed}: {:?} MHz misses {gate} MHz (log {})",
            p.name,
            r.fmax_mhz,
            r.log.display()
        );
        assert_eq!(r.clocks.len(), 1, "one clock, the PLL's: {:?}", r.clocks);
        let constrained = r.clocks[0].target_mhz.unwrap_or(0.0);
        assert!(
            (constrained - gate).abs() < 0.01,
            "the PLL's output was constrained at {constrained} MHz, not the {gate} MHz gate"
        );
        if seed == 1 {
            let bit = flow.pack(&r.config).unwrap_or_else(|e| panic!("{e}"));
            assert!(fs::metadata(&bit).is_ok_and(|m| m.len() > 0));
        }
    }
}

#[test]
fn ulx3s_12f_top_meets_its_clock_with_20_percent_slack_on_seeds_1_to_3() {
    builds_and_meets_timing(&ULX3S_12F);
}

#[test]
#[ignore = "benchmark (about 7 minutes): scripts/bench-synth runs it"]
fn ulx3s_85f_top_meets_its_clock_with_20_percent_slack_on_seeds_1_to_3() {
    builds_and_meets_timing(&ULX3S_85F);
}
