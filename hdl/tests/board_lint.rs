//! The board tops and the self-test tops pass `verilator --lint-only
//! -Wall`, with only the waivers in hdl/lint/engines.vlt and board.vlt
//! (each carries its reason).
//!
//! That they build for their boards (every table in block RAM, fit, timing
//! met with 20% slack on placer seeds 1-3) is checked through `hwfilter
//! synth`, as a user builds them: host/tests/cli_synth.rs.

use std::path::PathBuf;
use std::process::Command;

use hwfilter_hdl::board::selftest::{alchitry_cu_selftest_verilog, icebreaker_selftest_verilog};
use hwfilter_hdl::board::{alchitry_cu_top_verilog, icebreaker_top_verilog};
use hwfilter_toolchain::icestorm::require_tool;

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
