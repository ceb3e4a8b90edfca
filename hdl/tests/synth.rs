//! The engines synthesize with their tables in block RAM (or SPRAM) and
//! meet, on placer seed 1, 1.2 x the clock they run at on their board
//! (`TIMING_MARGIN`): 72 MHz on the HX8K (the Alchitry Cu's 60 MHz), 14.4 MHz
//! on the UP5K (the iCEBreaker's 12 MHz). The boards' tops, which hold
//! them, are placed on seeds 1-3 by tests/tests/cli_synth.rs; the engines at
//! 100 and 120 MHz on several seeds are a benchmark:
//! `cargo run --release -p hwfilter-hdl --example synth_bench`.

use std::path::PathBuf;

use hwfilter_hdl::BloomConfig;
use hwfilter_hdl::board::{ALCHITRY_CU, ICEBREAKER};
use hwfilter_hdl::synth::{bloom_engine, counting_engine};
use hwfilter_toolchain::icestorm::Device;

#[test]
fn bloom_engine_k4_a12_fits_hx8k_in_bram_with_20_percent_slack() {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("synth-bloom-k4-a12");
    let cfg = BloomConfig::new(4, 12).unwrap();
    let r = bloom_engine(cfg, Device::Hx8k, "cb132", hx8k_mhz(), &[1], &dir)
        .unwrap_or_else(|e| panic!("{e}"));
    print(&r);
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
    assert!(r.timing_met(), "timing not met at {} MHz", hx8k_mhz());
}

/// The counting engine's read-modify-write (RAM word, forwarding
/// multiplexer, +1/-1, back to the RAM) in one cycle, at the Cu's clock:
/// k = 4 banks of 4096 4-bit counters, 16 block RAMs.
#[test]
fn counting_engine_k4_a12_fits_hx8k_in_bram_with_20_percent_slack() {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("synth-counting-k4-a12");
    let cfg = BloomConfig::new(4, 12).unwrap();
    let r = counting_engine(cfg, Device::Hx8k, "cb132", hx8k_mhz(), &[1], &dir)
        .unwrap_or_else(|e| panic!("{e}"));
    print(&r);
    assert_eq!(r.cells.ram40_4k, 16, "four per bank: {:?}", r.cells);
    assert!(
        r.memory_in_bram(),
        "counters not in block RAM: {:?}",
        r.cells
    );
    assert!(r.timing_met(), "timing not met at {} MHz", hx8k_mhz());
}

/// What an engine on the Alchitry Cu is placed for: 1.2 x 60 MHz.
fn hx8k_mhz() -> f64 {
    ALCHITRY_CU.gate_mhz()
}

/// What an engine on the iCEBreaker is placed for: 1.2 x 12 MHz.
fn up5k_mhz() -> f64 {
    ICEBREAKER.gate_mhz()
}

use hwfilter_hdl::CuckooConfig;
use hwfilter_hdl::synth::{EnginePorts, HarnessEngine, cuckoo_brams, harness};

fn print(r: &hwfilter_hdl::synth::EngineSynthReport) {
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
}

fn cuckoo_engine() -> (HarnessEngine, u64) {
    let cfg = CuckooConfig::new(12, 10, 500).unwrap();
    let module = cfg.module_name();
    (
        HarnessEngine {
            verilog: cfg.verilog(&module).unwrap(),
            module,
            ports: EnginePorts::Cuckoo,
        },
        cuckoo_brams(&cfg),
    )
}

/// The Cuckoo engine registers its RAM words' slot flags (stage R), decides
/// from registers (stage D) and writes one edge later (stage W): every table
/// in block RAM (docs/timing.md has its figures at 100 MHz).
#[test]
fn cuckoo_engine_f12_b10_fits_hx8k_in_bram_with_20_percent_slack() {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("synth-cuckoo-f12-b10");
    let (e, brams) = cuckoo_engine();
    let r = harness(
        "cuckoo_harness",
        &[e],
        brams,
        Device::Hx8k,
        "cb132",
        hx8k_mhz(),
        &[1],
        &dir,
    )
    .unwrap_or_else(|e| panic!("{e}"));
    print(&r);
    assert!(
        r.memory_in_bram(),
        "tables not in block RAM: {:?} (expected {brams})",
        r.cells
    );
    assert!(r.timing_met(), "timing not met at {} MHz", hx8k_mhz());
}

#[test]
fn bloom_and_cuckoo_together_fit_hx8k() {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("synth-bloom-cuckoo");
    let bloom = BloomConfig::new(4, 12).unwrap();
    let b = HarnessEngine {
        verilog: bloom.verilog("bloom_engine_k4_a12").unwrap(),
        module: "bloom_engine_k4_a12".into(),
        ports: EnginePorts::Bloom,
    };
    let (c, cbrams) = cuckoo_engine();
    let r = harness(
        "both_harness",
        &[b, c],
        4 + cbrams,
        Device::Hx8k,
        "cb132",
        hx8k_mhz(),
        &[1],
        &dir,
    )
    .unwrap_or_else(|e| panic!("{e}"));
    print(&r);
    assert!(r.memory_in_bram(), "tables not in block RAM: {:?}", r.cells);
    assert!(r.timing_met(), "timing not met at {} MHz", hx8k_mhz());
}

/// The iCEBreaker's Bloom engine: four banks of 2^18 bits, one SB_SPRAM256KA
/// each and no block RAM, meets 1.2 x the board's 12 MHz (the UP5K is about
/// half as fast as the HX8K).
#[test]
fn bloom_spram_engine_fits_up5k_in_spram_with_20_percent_slack() {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("synth-bloom-spram");
    let e = HarnessEngine {
        verilog: hwfilter_hdl::verilog::bloom_spram_verilog(4, "bloom_spram_k4").unwrap(),
        module: "bloom_spram_k4".into(),
        ports: EnginePorts::Bloom,
    };
    let r = harness(
        "bloom_spram_harness",
        &[e],
        0,
        Device::Up5k,
        "sg48",
        up5k_mhz(),
        &[1],
        &dir,
    )
    .unwrap_or_else(|e| panic!("{e}"));
    print(&r);
    assert_eq!(r.cells.spram256ka, 4, "one SPRAM per bank: {:?}", r.cells);
    assert!(r.memory_in_bram(), "no block RAM expected: {:?}", r.cells);
    assert!(
        r.seeds.iter().all(|s| s.sprams == 4 && s.sprams_total == 4),
        "nextpnr did not place 4 of 4 SPRAMs"
    );
    // About 1,300 LCs with the harness's 64-bit key register (the mixer
    // step is about 770 LUT4 of it, hdl/src/mixer.rs), and about 200 more
    // for the set-bit counters and their read port.
    assert!(
        r.seeds.iter().all(|s| s.lcs < 1750),
        "far more logic than measured when this engine was built"
    );
    assert!(r.timing_met(), "timing not met at {} MHz", up5k_mhz());
}

/// The iCEBreaker's Cuckoo engine (`CuckooSerialEngine`, f = 8, 2^10
/// buckets, its own mixer front) in block RAM on the UP5K at 1.2 x 12 MHz:
/// 1,880 logic cells with the harness, the mixer front about 1,100 of them.
#[test]
fn cuckoo_serial_engine_fits_up5k_in_bram_with_20_percent_slack() {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("synth-cuckoo-serial");
    let cfg = CuckooConfig::new(8, 10, 500).unwrap();
    let e = HarnessEngine {
        verilog: cfg.serial_verilog("cuckoo_serial_f8_b10").unwrap(),
        module: "cuckoo_serial_f8_b10".into(),
        ports: EnginePorts::Cuckoo,
    };
    let brams = hwfilter_hdl::board::wide_ram_blocks(cfg.params().buckets(), 32);
    let r = harness(
        "cuckoo_serial_harness",
        &[e],
        brams,
        Device::Up5k,
        "sg48",
        up5k_mhz(),
        &[1],
        &dir,
    )
    .unwrap_or_else(|e| panic!("{e}"));
    print(&r);
    assert_eq!(r.cells.ram40_4k, brams, "{:?}", r.cells);
    assert!(r.memory_in_bram(), "table not in block RAM: {:?}", r.cells);
    assert!(
        r.seeds.iter().all(|s| s.lcs < 2300),
        "far more logic than measured when this engine was built"
    );
    assert!(r.timing_met(), "timing not met at {} MHz", up5k_mhz());
}
