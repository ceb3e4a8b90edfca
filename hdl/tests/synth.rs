//! The Bloom engine synthesizes for iCE40-HX8K (cb132) with every bank in
//! block RAM and meets 100 MHz on three placer seeds.

use std::path::PathBuf;

use hwfilter_hdl::BloomConfig;
use hwfilter_hdl::icestorm::Device;
use hwfilter_hdl::synth::bloom_engine;

#[test]
fn bloom_engine_k4_a12_fits_hx8k_in_bram_at_100mhz_on_three_seeds() {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("synth-bloom-k4-a12");
    let cfg = BloomConfig::new(4, 12).unwrap();
    let r = bloom_engine(cfg, Device::Hx8k, "cb132", 100.0, &[1, 2, 3], &dir)
        .unwrap_or_else(|e| panic!("{e}"));
    for s in &r.seeds {
        eprintln!(
            "{} seed {}: {}/{} LCs, {}/{} BRAM, Fmax {:.1} MHz (target {} MHz, met: {})",
            r.module,
            s.seed,
            s.lcs,
            s.lcs_total,
            s.brams,
            s.brams_total,
            s.fmax_mhz.unwrap_or(0.0),
            s.target_mhz,
            s.timing_met
        );
    }
    assert_eq!(
        r.cells.ram40_4k, 4,
        "one SB_RAM40_4K per 4096-bit bank: {:?}",
        r.cells
    );
    assert!(
        r.memory_in_bram(),
        "a bank was not mapped to block RAM: {:?}",
        r.cells
    );
    // A bank built from logic would take thousands of cells.
    assert!(
        r.seeds.iter().all(|s| s.lcs < 2000),
        "suspiciously many LCs"
    );
    assert!(r.timing_met(), "timing not met at 100 MHz on every seed");
}
