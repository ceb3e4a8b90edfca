//! The complete board tops build for their boards: yosys, nextpnr with the
//! board's constraints file (every port placed on a real pin), icepack.
//!
//! - Every table is in block RAM: the SB_RAM40_4K count is exactly what the
//!   engines' banks and the link need (`BoardCore::BLOCK_RAMS`), after
//!   synthesis and after place-and-route.
//! - The design fits the part.
//! - The Alchitry Cu top, placed for 100 MHz, meets it on placer seeds 1,
//!   2 and 3; it runs at 60 MHz (the PLL's, from the 100 MHz oscillator,
//!   for 12 Mbaud; docs/boards.md).
//! - The iCEBreaker top (Bloom filter in SPRAM, one-op-at-a-time Cuckoo
//!   filter, one shared mixer) fits the UP5K and meets 12 MHz on placer
//!   seeds 1, 2 and 3, with 4 of 4 SPRAMs.
//!
//! - The self-test tops (`hwfilter_hdl::board::selftest`) place on both
//!   boards, every table in block RAM, and meet the clock their logic runs
//!   at (Alchitry Cu: 60 MHz from the PLL; iCEBreaker: 12 MHz) on placer
//!   seeds 1, 2 and 3.
//!
//! LCs, block RAMs and Fmax are printed: `cargo test -p hwfilter-hdl --test
//! board_synth -- --nocapture`.

use std::path::{Path, PathBuf};
use std::process::Command;

use hwfilter_hdl::board::selftest::{
    ALCHITRY_SELFTEST_HZ, ICEBREAKER_SELFTEST_HZ, alchitry_cu_selftest_verilog,
    icebreaker_selftest_verilog,
};
use hwfilter_hdl::board::{
    ALCHITRY_CU_GATE_MHZ, ALCHITRY_CU_HZ, AlchitryCuCore, ICEBREAKER_HZ, IcebreakerCore,
    LINK_BLOCK_RAMS, alchitry_cu_top_verilog, board_block_rams, icebreaker_top_verilog,
};
use hwfilter_hdl::icestorm::{CellCounts, Device, Icestorm, PnrReport, SynthResult, require_tool};

struct TopBuild {
    cells: CellCounts,
    pnr: PnrReport,
}

fn constraints(board: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("..")
        .join("constraints")
        .join(format!("{board}.pcf"))
}

fn synth(top: &str, verilog: &str, device: Device, package: &str) -> (Icestorm, SynthResult) {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(format!("board-{top}"));
    std::fs::create_dir_all(&dir).unwrap();
    let rtl = dir.join(format!("{top}.v"));
    std::fs::write(&rtl, verilog).unwrap();
    let flow = Icestorm::new(device, package, &dir).unwrap();
    let synth = flow.synth(&[rtl], top).unwrap_or_else(|e| panic!("{e}"));
    let c = &synth.cells;
    eprintln!(
        "{top} ({device} {package}) yosys: {} SB_LUT4, {} SB_CARRY, {} DFF, {} SB_RAM40_4K",
        c.lut4, c.carry, c.dff, c.ram40_4k
    );
    (flow, synth)
}

fn assert_resources(b: &TopBuild, brams_expected: u64) {
    assert_eq!(
        b.cells.ram40_4k, brams_expected,
        "a table is not (only) in block RAM after synthesis: {:?}",
        b.cells
    );
    assert_eq!(
        b.pnr.brams as u64, brams_expected,
        "block RAMs after place-and-route"
    );
    assert!(
        b.pnr.lcs <= b.pnr.lcs_total && b.pnr.brams <= b.pnr.brams_total,
        "does not fit: {} LCs, {} BRAM",
        b.pnr.lcs,
        b.pnr.brams
    );
}

/// The bitstream CI gate for the Alchitry Cu: every table in block RAM,
/// fit, and 100 MHz met on three placer seeds (the top runs at the PLL's
/// 60 MHz; [`ALCHITRY_CU_GATE_MHZ`] says why the gate is higher).
#[test]
fn alchitry_cu_top_meets_100mhz_on_three_seeds_with_every_table_in_bram() {
    assert!(ALCHITRY_CU_GATE_MHZ >= ALCHITRY_CU_HZ as f64 / 1e6);
    on_three_seeds(
        "alchitry_cu_top",
        &alchitry_cu_top_verilog("alchitry_cu_top"),
        Device::Hx8k,
        "cb132",
        ALCHITRY_CU_GATE_MHZ,
        "alchitry_cu",
        AlchitryCuCore::BLOCK_RAMS,
        0,
    );
}

/// The iCEBreaker top: the SPRAM Bloom filter (4 of 4 SB_SPRAM256KA), the
/// one-op-at-a-time Cuckoo filter and the link in block RAM, fit, 12 MHz met
/// on three placer seeds. The part is nearly full, so this is the gate
/// that any logic added to the link or the engines must pass.
#[test]
fn icebreaker_top_fits_the_up5k_and_meets_12mhz_on_three_seeds() {
    on_three_seeds(
        "icebreaker_top",
        &icebreaker_top_verilog("icebreaker_top"),
        Device::Up5k,
        "sg48",
        ICEBREAKER_HZ as f64 / 1e6,
        "icebreaker",
        IcebreakerCore::BLOCK_RAMS,
        IcebreakerCore::SPRAMS as u32,
    );
}

fn lint(top: &str, verilog: &str) -> Result<(), String> {
    let verilator = require_tool("verilator").map_err(|e| e.to_string())?;
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("lint");
    std::fs::create_dir_all(&dir).map_err(|e| e.to_string())?;
    let file = dir.join(format!("{top}.v"));
    std::fs::write(&file, verilog).map_err(|e| e.to_string())?;
    let o = Command::new(verilator)
        .args([
            "--lint-only",
            "-Wall",
            concat!(env!("CARGO_MANIFEST_DIR"), "/lint/engines.vlt"),
            concat!(env!("CARGO_MANIFEST_DIR"), "/lint/board.vlt"),
        ])
        .arg(&file)
        .args(["--top-module", top])
        .output()
        .map_err(|e| e.to_string())?;
    let text =
        String::from_utf8_lossy(&o.stderr).into_owned() + &String::from_utf8_lossy(&o.stdout);
    if !o.status.success() || text.contains("%Warning") || text.contains("%Error") {
        return Err(format!("{top}: verilator --lint-only -Wall:\n{text}"));
    }
    Ok(())
}

#[test]
fn both_board_tops_are_lint_clean() {
    let failures: Vec<String> = [
        lint(
            "alchitry_cu_top",
            &alchitry_cu_top_verilog("alchitry_cu_top"),
        ),
        lint("icebreaker_top", &icebreaker_top_verilog("icebreaker_top")),
        lint(
            "alchitry_cu_selftest_top",
            &alchitry_cu_selftest_verilog("alchitry_cu_selftest_top"),
        ),
        lint(
            "icebreaker_selftest_top",
            &icebreaker_selftest_verilog("icebreaker_selftest_top"),
        ),
    ]
    .into_iter()
    .filter_map(Result::err)
    .collect();
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Places a top on seeds 1..=3 at `mhz`: every table in block RAM
/// (`brams_expected` of them), fit, timing met on each seed; packs seed 1.
fn on_three_seeds(
    top: &str,
    verilog: &str,
    device: Device,
    package: &str,
    mhz: f64,
    board: &str,
    brams_expected: u64,
    sprams_expected: u32,
) {
    let (flow, synth) = self::synth(top, verilog, device, package);
    for seed in 1..=3 {
        let pnr = flow
            .pnr(&synth.json, top, mhz, seed, Some(&constraints(board)))
            .unwrap_or_else(|e| panic!("{e}"));
        eprintln!(
            "{top} ({device} {package}) seed {seed}: {}/{} LCs, {}/{} BRAM, Fmax {:.1} MHz (target {mhz} MHz, met: {})",
            pnr.lcs,
            pnr.lcs_total,
            pnr.brams,
            pnr.brams_total,
            pnr.fmax_mhz.unwrap_or(0.0),
            pnr.timing_met,
        );
        let b = TopBuild {
            cells: synth.cells.clone(),
            pnr,
        };
        assert_resources(&b, brams_expected);
        assert_eq!(b.pnr.sprams, sprams_expected, "{top}: SPRAMs placed");
        assert!(
            b.pnr.timing_met,
            "{top}: timing not met at {mhz} MHz on seed {seed}: Fmax {:?}",
            b.pnr.fmax_mhz
        );
        if seed == 1 {
            let bin = flow.pack(&b.pnr.asc).unwrap_or_else(|e| panic!("{e}"));
            assert!(
                std::fs::metadata(&bin).is_ok_and(|m| m.len() > 0),
                "no bitstream"
            );
        }
    }
}

#[test]
fn alchitry_cu_self_test_meets_its_60mhz_pll_clock_on_three_seeds() {
    on_three_seeds(
        "alchitry_cu_selftest_top",
        &alchitry_cu_selftest_verilog("alchitry_cu_selftest_top"),
        Device::Hx8k,
        "cb132",
        ALCHITRY_SELFTEST_HZ as f64 / 1e6,
        "alchitry_cu",
        AlchitryCuCore::BLOCK_RAMS - LINK_BLOCK_RAMS,
        0,
    );
}

#[test]
fn icebreaker_self_test_fits_the_up5k_and_meets_12mhz_on_three_seeds() {
    on_three_seeds(
        "icebreaker_selftest_top",
        &icebreaker_selftest_verilog("icebreaker_selftest_top"),
        Device::Up5k,
        "sg48",
        ICEBREAKER_SELFTEST_HZ as f64 / 1e6,
        "icebreaker",
        // The self-test runs the block-RAM engines (Bloom 4 x 2^14, Cuckoo
        // f = 8 in 2^10 buckets), not the link top's SPRAM ones.
        board_block_rams(4, 14, 8, 10) - LINK_BLOCK_RAMS,
        0,
    );
}
