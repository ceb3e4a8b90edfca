//! The generated Verilog passes `verilator --lint-only -Wall`, with only
//! the waivers in hdl/lint/engines.vlt, and for the board tops and the
//! self-test tops board.vlt (each waiver carries its reason).
//!
//! That the tops build for their boards (every table in block RAM, fit,
//! timing met with 20% slack) is checked through `hwfilter synth`, as a
//! user builds them: tests/tests/cli_synth.rs.

use std::path::PathBuf;
use std::process::Command;

use hwfilter_hdl::{BloomConfig, CuckooConfig};
use hwfilter_toolchain::icestorm::require_tool;

fn lint(banks: u32, bits: u32) -> Result<(), String> {
    let cfg = BloomConfig::new(banks, bits).map_err(|e| e.to_string())?;
    let name = cfg.module_name();
    lint_verilog(&name, &cfg.verilog(&name).map_err(|e| e.to_string())?)
}

const ENGINE_WAIVERS: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/lint/engines.vlt");
const BOARD_WAIVERS: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/lint/board.vlt");

fn lint_verilog(name: &str, verilog: &str) -> Result<(), String> {
    lint_with(name, verilog, &[ENGINE_WAIVERS])
}

fn lint_with(name: &str, verilog: &str, waivers: &[&str]) -> Result<(), String> {
    let verilator = require_tool("verilator").map_err(|e| e.to_string())?;
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("lint");
    std::fs::create_dir_all(&dir).map_err(|e| e.to_string())?;
    let file = dir.join(format!("{name}.v"));
    std::fs::write(&file, verilog).map_err(|e| e.to_string())?;
    let o = Command::new(verilator)
        .args(["--lint-only", "-Wall"])
        .args(waivers)
        .arg(&file)
        .args(["--top-module", name])
        .output()
        .map_err(|e| e.to_string())?;
    let text =
        String::from_utf8_lossy(&o.stderr).into_owned() + &String::from_utf8_lossy(&o.stdout);
    if !o.status.success() || text.contains("%Warning") || text.contains("%Error") {
        return Err(format!("{name}: verilator --lint-only -Wall:\n{text}"));
    }
    Ok(())
}

#[test]
fn every_bank_count_at_the_smallest_and_largest_banks_is_lint_clean() {
    let mut failures = vec![];
    for banks in 4..=8 {
        for bits in [9, 14] {
            if let Err(e) = lint(banks, bits) {
                failures.push(e);
            }
        }
    }
    if let Err(e) = lint(4, 12) {
        failures.push(e);
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn counting_engine_geometries_are_lint_clean() {
    let mut failures = vec![];
    for (banks, bits) in [(4, 9), (4, 12), (5, 9), (8, 14)] {
        let name = format!("counting_k{banks}_a{bits}");
        let v = BloomConfig::new(banks, bits)
            .unwrap()
            .counting_verilog(&name)
            .unwrap();
        if let Err(e) = lint_verilog(&name, &v) {
            failures.push(e);
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn cuckoo_geometries_are_lint_clean() {
    let mut failures = vec![];
    for (f, b) in [(12, 10), (8, 2), (8, 4), (16, 12)] {
        let cfg = CuckooConfig::new(f, b, 500).unwrap();
        let name = cfg.module_name();
        if let Err(e) = lint_verilog(&name, &cfg.verilog(&name).unwrap()) {
            failures.push(e);
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn spram_bloom_engine_is_lint_clean() {
    let v = hwfilter_hdl::verilog::bloom_spram_verilog(4, "bloom_spram_k4").unwrap();
    lint_verilog("bloom_spram_k4", &v).unwrap_or_else(|e| panic!("{e}"));
}

/// The SDRAM engine at both generated sizes, at CAS latency 2 (100 MHz,
/// and the ULX3S's 60 MHz, where some delays are one cycle) and 3 (133
/// MHz); an unsupported size is refused.
#[test]
fn sdram_bloom_engine_is_lint_clean() {
    use hwfilter_hdl::verilog::sdram_bloom_verilog;
    use hwfilter_toolchain::sdram::IS42S16160G_7;
    for (rows, hz) in [
        (4, 100_000_000),
        (13, 100_000_000),
        (13, 133_000_000),
        (13, 60_000_000),
    ] {
        let name = format!("sdram_bloom_r{rows}");
        let v = sdram_bloom_verilog(rows, IS42S16160G_7.cycles(hz).unwrap(), &name).unwrap();
        lint_verilog(&name, &v).unwrap_or_else(|e| panic!("{e}"));
    }
    let t = IS42S16160G_7.cycles(100_000_000).unwrap();
    assert!(sdram_bloom_verilog(12, t, "x").is_err());
}

#[test]
fn spram_counting_engine_is_lint_clean() {
    let v = hwfilter_hdl::verilog::counting_spram_verilog(4, "counting_spram_k4").unwrap();
    lint_verilog("counting_spram_k4", &v).unwrap_or_else(|e| panic!("{e}"));
}

#[test]
fn every_board_top_and_self_test_top_is_lint_clean() {
    use hwfilter_hdl::board::selftest::{
        alchitry_cu_selftest_verilog, icebreaker_selftest_verilog,
    };
    use hwfilter_hdl::board::{
        BOARD_MAX_KICKS, ULX3S_12F, ULX3S_85F, alchitry_cu_bloom_only_top_verilog,
        alchitry_cu_counting_top_verilog, alchitry_cu_top_verilog, icebreaker_counting_top_verilog,
        icebreaker_top_verilog, ulx3s_sdram_top_verilog, ulx3s_top_verilog,
    };
    type TopVerilog = fn(&str) -> String;
    let tops: [(&str, TopVerilog); 10] = [
        ("alchitry_cu_top", |m| {
            alchitry_cu_top_verilog(m, BOARD_MAX_KICKS)
        }),
        ("alchitry_cu_counting_top", |m| {
            alchitry_cu_counting_top_verilog(m, BOARD_MAX_KICKS)
        }),
        (
            "alchitry_cu_bloom_only_top",
            alchitry_cu_bloom_only_top_verilog,
        ),
        ("icebreaker_counting_top", icebreaker_counting_top_verilog),
        ("icebreaker_top", |m| {
            icebreaker_top_verilog(m, BOARD_MAX_KICKS)
        }),
        ("alchitry_cu_selftest_top", alchitry_cu_selftest_verilog),
        ("icebreaker_selftest_top", icebreaker_selftest_verilog),
        ("ulx3s_12f_top", |m| {
            ulx3s_top_verilog(&ULX3S_12F, m, BOARD_MAX_KICKS)
        }),
        ("ulx3s_85f_top", |m| {
            ulx3s_top_verilog(&ULX3S_85F, m, BOARD_MAX_KICKS)
        }),
        ("ulx3s_sdram_top", |m| {
            ulx3s_sdram_top_verilog(m, BOARD_MAX_KICKS)
        }),
    ];
    let failures: Vec<String> = tops
        .iter()
        .filter_map(|(top, verilog)| {
            lint_with(top, &verilog(top), &[ENGINE_WAIVERS, BOARD_WAIVERS]).err()
        })
        .collect();
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// The waiver file must not hide real problems: a design with a genuine
/// width bug still fails the same lint run.
#[test]
fn the_waivers_do_not_hide_a_real_width_bug() {
    let verilator = require_tool("verilator").unwrap_or_else(|e| panic!("{e}"));
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("lint");
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("width_bug.v");
    std::fs::write(
        &file,
        "module width_bug(input [7:0] a, output [3:0] y);\n  assign y = a;\nendmodule\n",
    )
    .unwrap();
    let o = Command::new(verilator)
        .args(["--lint-only", "-Wall", ENGINE_WAIVERS])
        .arg(&file)
        .output()
        .unwrap();
    assert!(
        !o.status.success(),
        "a truncating assignment passed the lint"
    );
}
