//! The yosys step: the `synth_ice40` script, reuse of an earlier run with
//! the same synth key, the `stat` cell counts, and the iCE40 simulation
//! models a post-synthesis netlist needs.

use std::collections::BTreeMap;
use std::env;
use std::ffi::OsString;
use std::fs;
use std::path::{Path, PathBuf};

use super::error::tool_failed;
use super::tool::{LogSink, read_text, remove_stale, require_tool, run_tool};
use super::{Icestorm, Result, ToolchainError, check_top};

/// The macro to define when compiling yosys's `ice40/cells_sim.v` with
/// Icarus Verilog 11 or Verilator 5.006: without it the models declare
/// input ports with default values (`input CE = 1'b1`), which both reject.
pub const CELLS_SIM_DEFINE: &str = "NO_ICE40_DEFAULT_ASSIGNMENTS";

/// Locates yosys's behavioural models of the iCE40 primitives, which a
/// post-synthesis simulation of [`SynthResult::netlist`] needs. Compile them
/// with the macro [`CELLS_SIM_DEFINE`] defined. `YOSYS_DATDIR` overrides the
/// location; otherwise it is `share/yosys` beside the yosys binary, where
/// yosys itself looks.
pub fn ice40_cells_sim() -> Result<PathBuf> {
    let datdir = match env::var_os("YOSYS_DATDIR") {
        Some(dir) => PathBuf::from(dir),
        None => {
            let exe = require_tool("yosys")?;
            let exe = fs::canonicalize(&exe).unwrap_or(exe);
            let bindir = exe.parent().unwrap_or(Path::new("/"));
            bindir.join("..").join("share").join("yosys")
        }
    };
    let path = datdir.join("ice40").join("cells_sim.v");
    if path.is_file() {
        Ok(path)
    } else {
        Err(ToolchainError::CellModelsMissing { path })
    }
}

/// Cell counts of the synthesized design, read from yosys's `stat`. They
/// let a report say what a change cost before place-and-route packs cells
/// into logic cells.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct CellCounts {
    /// All cells.
    pub total: u64,
    /// `SB_LUT4`.
    pub lut4: u64,
    /// `SB_CARRY`: long carry chains limit Fmax.
    pub carry: u64,
    /// Every flip-flop flavour (`SB_DFF`, `SB_DFFE`, `SB_DFFSR`, ...).
    pub dff: u64,
    /// `SB_RAM40_4K` and its negative-edge variants.
    pub ram40_4k: u64,
    /// `SB_SPRAM256KA`.
    pub spram256ka: u64,
    /// Every cell type with its count, including those summed above.
    pub by_type: BTreeMap<String, u64>,
}

/// What [`Icestorm::synth`] produced.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SynthResult {
    /// Input of [`Icestorm::pnr`].
    pub json: PathBuf,
    /// The mapped netlist as Verilog, for simulation with [`ice40_cells_sim`].
    pub netlist: PathBuf,
    /// The complete yosys log.
    pub log: PathBuf,
    /// The `stat` report the cell counts were read from.
    pub stat: PathBuf,
    /// Cells after `synth_ice40`.
    pub cells: CellCounts,
    /// The outputs of an earlier run in the same directory were reused: same
    /// script, same input files, same yosys (see [`Icestorm::synth`]).
    pub reused: bool,
}

impl Icestorm {
    /// Synthesizes `verilog_files` with `synth_ice40`, producing the JSON
    /// netlist for place-and-route, a Verilog netlist for post-synthesis
    /// simulation and the cell counts.
    ///
    /// When `dir` holds the outputs of an earlier run of the same script on
    /// files with the same contents, by the same yosys executable (path, size
    /// and modification time), they are reused and yosys does not run.
    pub fn synth(&self, verilog_files: &[PathBuf], top: &str) -> Result<SynthResult> {
        self.create_dir()?;
        let run = synthesize(&self.dir, verilog_files, top, "synth_ice40")?;
        let cells =
            parse_yosys_stat(&run.stat_text, top).map_err(|reason| ToolchainError::LogParse {
                what: "cell counts",
                log: run.stat.clone(),
                reason,
            })?;
        Ok(SynthResult {
            json: run.json,
            netlist: run.netlist,
            log: run.log,
            stat: run.stat,
            cells,
            reused: run.reused,
        })
    }
}

/// The outputs of one yosys run of [`synthesize`].
pub(crate) struct YosysRun {
    pub(crate) json: PathBuf,
    pub(crate) netlist: PathBuf,
    pub(crate) log: PathBuf,
    pub(crate) stat: PathBuf,
    /// The `stat -top` report's text.
    pub(crate) stat_text: String,
    pub(crate) reused: bool,
}

/// Runs yosys's `synth_command` (`synth_ice40`, `synth_ecp5`) on
/// `verilog_files` in `dir` (which exists), writing `<top>.json`,
/// `<top>_netlist.v`, `<top>.stat.txt` and `<top>.yosys.log`, or reuses
/// them when the same script on the same input by the same yosys made
/// them (a seed sweep or a second report on one top).
///
/// yosys runs a script file from inside `dir` rather than `-p`, because
/// a `;` in a path would split the command and `tee -o` does not accept
/// quoted file names: outputs get plain names relative to `dir`, inputs
/// absolute quoted paths.
pub(crate) fn synthesize(
    dir: &Path,
    verilog_files: &[PathBuf],
    top: &str,
    synth_command: &str,
) -> Result<YosysRun> {
    check_top(top)?;
    if verilog_files.is_empty() {
        return Err(ToolchainError::InvalidArgument {
            what: "Verilog file list",
            value: String::new(),
            reason: "synthesis needs at least one file",
        });
    }
    let mut script = String::new();
    for file in verilog_files {
        let absolute = std::path::absolute(file).map_err(|source| ToolchainError::Io {
            action: "resolve",
            path: file.clone(),
            source,
        })?;
        let text = absolute.to_str().filter(|t| !t.contains(['"', '\n', '\r'])).ok_or_else(|| {
            ToolchainError::InvalidArgument {
                what: "Verilog file path",
                value: absolute.display().to_string(),
                reason: "yosys scripts cannot quote non-UTF-8 paths or paths containing quotes or newlines",
            }
        })?;
        script.push_str(&format!("read_verilog \"{text}\"\n"));
    }
    let json_name = format!("{top}.json");
    let netlist_name = format!("{top}_netlist.v");
    let stat_name = format!("{top}.stat.txt");
    let log_name = format!("{top}.yosys.log");
    let script_name = format!("{top}.ys");
    // `stat` runs before `write_verilog` because the Verilog backend may
    // run clean-up passes on the design it writes.
    script.push_str(&format!(
        "{synth_command} -top {top} -json {json_name}\n\
         tee -o {stat_name} stat -top {top}\n\
         write_verilog -noattr {netlist_name}\n"
    ));

    let json = dir.join(&json_name);
    let netlist = dir.join(&netlist_name);
    let stat = dir.join(&stat_name);
    let log = dir.join(&log_name);
    let key_path = dir.join(format!("{top}.synth-key"));
    let key = synth_key(&script, verilog_files)?;
    let reusable = fs::read_to_string(&key_path).is_ok_and(|k| k == key)
        && [&json, &netlist, &stat, &log].iter().all(|p| p.is_file());
    if !reusable {
        for stale in [&json, &netlist, &stat, &log, &key_path] {
            remove_stale(stale)?;
        }
        let script_path = dir.join(&script_name);
        fs::write(&script_path, script).map_err(|source| ToolchainError::Io {
            action: "write yosys script",
            path: script_path.clone(),
            source,
        })?;
        let args: Vec<OsString> = ["-q", "-l", &log_name, "-s", &script_name]
            .map(OsString::from)
            .into();
        let run = run_tool("yosys", &args, Some(dir), &log, LogSink::ToolWrites)?;
        if !run.status.success() {
            return Err(tool_failed("yosys", run.status, &log));
        }
    }
    let stat_text = read_text(&stat)?;
    if !reusable {
        fs::write(&key_path, key).map_err(|source| ToolchainError::Io {
            action: "write",
            path: key_path,
            source,
        })?;
    }
    Ok(YosysRun {
        json,
        netlist,
        log,
        stat,
        stat_text,
        reused: reusable,
    })
}

/// What decides a synthesis result: the yosys script, the input files'
/// contents and the yosys executable. FNV-1a is enough to tell runs apart
/// (this is a cache key, not a defence against crafted inputs).
fn synth_key(script: &str, verilog_files: &[PathBuf]) -> Result<String> {
    fn fnv(bytes: &[u8]) -> u64 {
        bytes.iter().fold(0xcbf2_9ce4_8422_2325, |h, &b| {
            (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
        })
    }
    let yosys = require_tool("yosys")?;
    let exe = fs::canonicalize(&yosys).unwrap_or(yosys);
    let meta = fs::metadata(&exe).map_err(|source| ToolchainError::Io {
        action: "read",
        path: exe.clone(),
        source,
    })?;
    let mtime = meta
        .modified()
        .ok()
        .and_then(|t| t.duration_since(std::time::UNIX_EPOCH).ok())
        .map_or(0, |d| d.as_nanos());
    let mut key = format!(
        "yosys {} {} {mtime}\nscript {:016x}\n",
        exe.display(),
        meta.len(),
        fnv(script.as_bytes())
    );
    for file in verilog_files {
        let bytes = fs::read(file).map_err(|source| ToolchainError::Io {
            action: "read",
            path: file.clone(),
            source,
        })?;
        key.push_str(&format!("{} {:016x}\n", file.display(), fnv(&bytes)));
    }
    Ok(key)
}

/// Reads cell counts from a yosys 0.23 `stat -top <top>` report. A
/// hierarchical design has a `design hierarchy` section with the totals;
/// a flattened one has only the top module's section.
pub(crate) fn parse_yosys_stat(text: &str, top: &str) -> Result<CellCounts, String> {
    let lines: Vec<&str> = text.lines().collect();
    let header = |name: &str| {
        let wanted = format!("=== {name} ===");
        lines.iter().rposition(|l| l.trim() == wanted)
    };
    let start = header("design hierarchy")
        .or_else(|| header(top))
        .ok_or_else(|| format!("no `=== {top} ===` or `=== design hierarchy ===` section"))?;
    let section = lines[start + 1..]
        .iter()
        .take_while(|l| !l.trim_start().starts_with("==="));
    let mut section = section.skip_while(|l| !l.trim_start().starts_with("Number of cells:"));
    let total_line = section
        .next()
        .ok_or_else(|| "no `Number of cells:` line in the section".to_owned())?;
    let total = total_line
        .trim_start()
        .trim_start_matches("Number of cells:")
        .trim()
        .parse::<u64>()
        .map_err(|e| format!("bad cell total in `{}`: {e}", total_line.trim()))?;

    let mut counts = CellCounts {
        total,
        ..CellCounts::default()
    };
    for line in section.take_while(|l| !l.trim().is_empty()) {
        let mut words = line.split_whitespace();
        let (Some(name), Some(count), None) = (words.next(), words.next(), words.next()) else {
            return Err(format!("unexpected cell line `{}`", line.trim()));
        };
        let count: u64 = count
            .parse()
            .map_err(|e| format!("bad count in cell line `{}`: {e}", line.trim()))?;
        *counts.by_type.entry(name.to_owned()).or_default() += count;
        match name {
            "SB_LUT4" => counts.lut4 += count,
            "SB_CARRY" => counts.carry += count,
            "SB_SPRAM256KA" => counts.spram256ka += count,
            n if n.starts_with("SB_DFF") => counts.dff += count,
            n if n.starts_with("SB_RAM40_4K") => counts.ram40_4k += count,
            _ => {}
        }
    }
    let listed: u64 = counts.by_type.values().sum();
    if listed != total {
        return Err(format!(
            "cell types add up to {listed}, but the total says {total}"
        ));
    }
    Ok(counts)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::icestorm::Device;
    use crate::icestorm::tests::{ok, scratch_dir, write};

    // yosys 0.23, `stat -top counter` after a flattening synth_ice40 of mod.rs's COUNTER_V.
    const STAT_FLAT: &str = include_str!("testdata/yosys_stat_counter_flat.log");

    // yosys 0.23, `stat -top memtop` after `synth_ice40 -noflatten`: a BRAM and a submodule.
    const STAT_HIERARCHY: &str = include_str!("testdata/yosys_stat_memtop_noflatten.log");

    #[test]
    fn stat_of_a_flat_design() {
        let cells = parse_yosys_stat(STAT_FLAT, "counter");
        let cells = cells.unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(
            (cells.total, cells.lut4, cells.carry, cells.dff),
            (70, 24, 22, 24)
        );
        assert_eq!((cells.ram40_4k, cells.spram256ka), (0, 0));
        assert_eq!(cells.by_type.get("SB_DFFSR"), Some(&24));
    }

    #[test]
    fn stat_of_a_hierarchy_uses_the_totals() {
        let cells = parse_yosys_stat(STAT_HIERARCHY, "memtop").unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(
            (
                cells.total,
                cells.lut4,
                cells.carry,
                cells.dff,
                cells.ram40_4k
            ),
            (89, 30, 6, 51, 2)
        );
        assert!(!cells.by_type.contains_key("sub"));
    }

    #[test]
    fn malformed_stat_is_an_error() {
        assert!(parse_yosys_stat("", "counter").is_err());
        assert!(parse_yosys_stat(STAT_FLAT, "other").is_err());
        assert!(
            parse_yosys_stat(
                &STAT_FLAT.replace("SB_LUT4                        24", "SB_LUT4 x"),
                "counter"
            )
            .is_err()
        );
        assert!(
            parse_yosys_stat(
                &STAT_FLAT.replace("cells:                 70", "cells: 71"),
                "counter"
            )
            .is_err()
        );
    }

    #[test]
    fn yosys_errors_carry_the_log_tail() {
        let dir = scratch_dir("yosys-error");
        let source = dir.join("broken.v");
        write(
            &source,
            "module broken(input a, output b);\n  assign b = a &;\nendmodule\n",
        );
        let icestorm = ok(Icestorm::new(Device::Hx8k, "ct256", &dir));
        match icestorm.synth(&[source], "broken") {
            Err(ToolchainError::ToolFailed {
                tool, log, tail, ..
            }) => {
                assert_eq!(tool, "yosys");
                assert_eq!(log, dir.join("broken.yosys.log"));
                assert!(tail.contains("syntax error"), "{tail}");
            }
            other => panic!("expected a yosys failure, got {other:?}"),
        }
        let _ = fs::remove_dir_all(&dir);
    }

    #[test]
    fn cell_models_are_found() {
        let path = ok(ice40_cells_sim());
        assert!(path.ends_with("ice40/cells_sim.v"), "{}", path.display());
    }
}
