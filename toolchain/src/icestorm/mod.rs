//! Typed driver for the open iCE40 toolchain: yosys, nextpnr-ice40, icepack
//! and iceprog.
//!
//! ```text
//!   verilog files
//!        |
//!        v
//!   +---------+--> <top>_netlist.v   post-synthesis simulation with cells_sim.v
//!   |  yosys  |--> <top>.stat.txt    --> SynthResult (cell counts)
//!   +---------+--> <top>.yosys.log
//!        | <top>.json
//!        v
//!   +---------------+
//!   | nextpnr-ice40 |--> <top>.seed<N>.nextpnr.log --> PnrReport (LCs, RAMs, Fmax per clock)
//!   +---------------+
//!        | <top>.seed<N>.asc
//!        v
//!   +---------+
//!   | icepack |--> <stem>.icepack.log
//!   +---------+
//!        | <stem>.bin
//!        v
//!   +---------+
//!   | iceprog |--> <stem>.iceprog.log --> board (SPI flash behind an FTDI chip)
//!   +---------+
//! ```
//!
//! Every step keeps the tool's complete log under [`Icestorm::dir`]: the line
//! that explains a failure is often far from the end, so the error carries
//! only the last lines (enough for a CLI message) and the path to the rest.
//! Seeds are part of the place-and-route file names so that seed sweeps do
//! not overwrite each other, and every step deletes its previous outputs
//! before running so that a failed run never leaves an older bitstream
//! looking fresh.
//!
//! This module knows nothing about rust-hdl: it takes Verilog files, so it
//! serves the generated tops and hand-written test designs alike.

// The part, the errors and the running of tools have files of their own.
// Every public item is re-exported here, so `hwfilter_toolchain::icestorm::Name`
// paths do not depend on the layout.
mod device;
mod error;
mod tool;

pub use device::Device;
pub use error::{Result, ToolchainError};
pub use tool::require_tool;

use error::tool_failed;
use std::collections::BTreeMap;
use std::env;
use std::ffi::OsString;
use std::fs;
use std::path::{Path, PathBuf};
use tool::{LogSink, read_text, remove_stale, run_tool};

/// The toolchain configured for one part and package, writing everything
/// under `dir`. Fields are private so that a constructed value always holds
/// a package its device comes in.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Icestorm {
    device: Device,
    package: String,
    dir: PathBuf,
}

impl Icestorm {
    /// Checks the package now, so a typo fails before a long synthesis.
    /// `dir` is created on first use.
    pub fn new(
        device: Device,
        package: impl Into<String>,
        dir: impl Into<PathBuf>,
    ) -> Result<Self> {
        let package = package.into();
        device.check_package(&package)?;
        Ok(Icestorm {
            device,
            package,
            dir: dir.into(),
        })
    }

    /// The target part.
    pub fn device(&self) -> Device {
        self.device
    }

    /// The target package.
    pub fn package(&self) -> &str {
        &self.package
    }

    /// Where logs and outputs go.
    pub fn dir(&self) -> &Path {
        &self.dir
    }

    fn create_dir(&self) -> Result<()> {
        fs::create_dir_all(&self.dir).map_err(|source| ToolchainError::Io {
            action: "create directory",
            path: self.dir.clone(),
            source,
        })
    }
}

/// Top names become file names and yosys script words, so only plain
/// Verilog identifiers are accepted.
fn check_top(top: &str) -> Result<()> {
    let mut chars = top.chars();
    let valid = chars
        .next()
        .is_some_and(|c| c.is_ascii_alphabetic() || c == '_')
        && chars.all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '$');
    if valid {
        Ok(())
    } else {
        Err(ToolchainError::InvalidArgument {
            what: "top module name",
            value: top.to_owned(),
            reason: "must be a simple Verilog identifier",
        })
    }
}

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
    ///
    /// yosys runs a script file from inside `dir` rather than `-p`, because
    /// a `;` in a path would split the command and `tee -o` does not accept
    /// quoted file names: outputs get plain names relative to `dir`, inputs
    /// absolute quoted paths.
    pub fn synth(&self, verilog_files: &[PathBuf], top: &str) -> Result<SynthResult> {
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
            "synth_ice40 -top {top} -json {json_name}\n\
             tee -o {stat_name} stat -top {top}\n\
             write_verilog -noattr {netlist_name}\n"
        ));

        self.create_dir()?;
        let json = self.dir.join(&json_name);
        let netlist = self.dir.join(&netlist_name);
        let stat = self.dir.join(&stat_name);
        let log = self.dir.join(&log_name);
        // The same script on the same input with the same yosys gives the
        // same netlist: a seed sweep or a second report on one top reuses it.
        let key_path = self.dir.join(format!("{top}.synth-key"));
        let key = synth_key(&script, verilog_files)?;
        if fs::read_to_string(&key_path).is_ok_and(|k| k == key)
            && [&json, &netlist, &stat, &log].iter().all(|p| p.is_file())
        {
            let cells = parse_yosys_stat(&read_text(&stat)?, top).map_err(|reason| {
                ToolchainError::LogParse {
                    what: "cell counts",
                    log: stat.clone(),
                    reason,
                }
            })?;
            return Ok(SynthResult {
                json,
                netlist,
                log,
                stat,
                cells,
                reused: true,
            });
        }
        for stale in [&json, &netlist, &stat, &log, &key_path] {
            remove_stale(stale)?;
        }
        let script_path = self.dir.join(&script_name);
        fs::write(&script_path, script).map_err(|source| ToolchainError::Io {
            action: "write yosys script",
            path: script_path.clone(),
            source,
        })?;

        let args: Vec<OsString> = ["-q", "-l", &log_name, "-s", &script_name]
            .map(OsString::from)
            .into();
        let run = run_tool("yosys", &args, Some(&self.dir), &log, LogSink::ToolWrites)?;
        if !run.status.success() {
            return Err(tool_failed("yosys", run.status, &log));
        }
        let stat_text = read_text(&stat)?;
        let cells =
            parse_yosys_stat(&stat_text, top).map_err(|reason| ToolchainError::LogParse {
                what: "cell counts",
                log: stat.clone(),
                reason,
            })?;
        fs::write(&key_path, key).map_err(|source| ToolchainError::Io {
            action: "write",
            path: key_path,
            source,
        })?;
        Ok(SynthResult {
            json,
            netlist,
            log,
            stat,
            cells,
            reused: false,
        })
    }
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
fn parse_yosys_stat(text: &str, top: &str) -> Result<CellCounts, String> {
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

/// Fmax of one clock domain after routing.
#[derive(Debug, Clone, PartialEq)]
pub struct ClockTiming {
    /// The clock net as nextpnr names it, e.g. `clk$SB_IO_IN_$glb_clk`.
    pub clock: String,
    /// Achieved maximum frequency.
    pub fmax_mhz: f64,
    /// The constraint it was checked against, if any.
    pub target_mhz: Option<f64>,
    /// Whether nextpnr reported PASS.
    pub passed: bool,
}

/// What [`Icestorm::pnr`] measured. A design that misses its target
/// frequency still routes, so it yields a report with `timing_met: false`
/// rather than an error: frequency and seed sweeps need its Fmax.
#[derive(Debug, Clone, PartialEq)]
pub struct PnrReport {
    /// The placer seed, to reproduce the run.
    pub seed: u64,
    /// The `--freq` constraint.
    pub target_mhz: f64,
    /// Logic cells used (`ICESTORM_LC`).
    pub lcs: u32,
    /// Logic cells on the device.
    pub lcs_total: u32,
    /// Block RAMs used (`ICESTORM_RAM`).
    pub brams: u32,
    /// Block RAMs on the device.
    pub brams_total: u32,
    /// SPRAMs used (`ICESTORM_SPRAM`; nextpnr omits the line on devices without SPRAM).
    pub sprams: u32,
    /// SPRAMs on the device.
    pub sprams_total: u32,
    /// Post-route Fmax of every clock, in nextpnr's order.
    pub clocks: Vec<ClockTiming>,
    /// The lowest Fmax over all clocks; `None` for a design without clocks.
    pub fmax_mhz: Option<f64>,
    /// Whether every clock met the target and nextpnr succeeded.
    pub timing_met: bool,
    /// The routed design, input of [`Icestorm::pack`].
    pub asc: PathBuf,
    /// The complete nextpnr log.
    pub log: PathBuf,
}

impl Icestorm {
    /// Places and routes `json` at `freq_mhz` with placer seed `seed`.
    ///
    /// Without a `pcf`, IOs are placed freely: enough for resource and
    /// timing numbers, not for a board. nextpnr-ice40 0.4 exits with status 1
    /// when the routed design misses `freq_mhz`; when the log shows that
    /// routing completed and the only errors are failing clocks, this
    /// returns the report with `timing_met: false`. A design that needs more
    /// logic cells, block RAMs or other resources than the part has is
    /// [`ToolchainError::DoesNotFit`], with the numbers nextpnr printed.
    pub fn pnr(
        &self,
        json: &Path,
        top: &str,
        freq_mhz: f64,
        seed: u64,
        pcf: Option<&Path>,
    ) -> Result<PnrReport> {
        check_top(top)?;
        if !(freq_mhz.is_finite() && freq_mhz > 0.0) {
            return Err(ToolchainError::InvalidArgument {
                what: "target frequency",
                value: freq_mhz.to_string(),
                reason: "must be a positive number of MHz",
            });
        }
        // nextpnr reads the seed as a C int and rejects larger values.
        if seed > i32::MAX as u64 {
            return Err(ToolchainError::InvalidArgument {
                what: "placer seed",
                value: seed.to_string(),
                reason: "nextpnr-ice40 accepts seeds up to 2147483647",
            });
        }
        self.create_dir()?;
        let asc = self.dir.join(format!("{top}.seed{seed}.asc"));
        let log = self.dir.join(format!("{top}.seed{seed}.nextpnr.log"));
        remove_stale(&asc)?;
        remove_stale(&log)?;

        let mut args: Vec<OsString> = vec![
            self.device.nextpnr_flag().into(),
            "--package".into(),
            self.package.as_str().into(),
            "--json".into(),
            json.into(),
            "--freq".into(),
            freq_mhz.to_string().into(),
            "--seed".into(),
            seed.to_string().into(),
            "--asc".into(),
            asc.as_path().into(),
            "--log".into(),
            log.as_path().into(),
            "-q".into(),
        ];
        match pcf {
            Some(pcf) => {
                args.push("--pcf".into());
                args.push(pcf.into());
            }
            None => args.push("--pcf-allow-unconstrained".into()),
        }
        let run = run_tool("nextpnr-ice40", &args, None, &log, LogSink::ToolWrites)?;
        let text = read_text(&log)?;
        let parsed = parse_nextpnr_log(&text);
        let parse_error = |reason: String| ToolchainError::LogParse {
            what: "utilisation and timing",
            log: log.clone(),
            reason,
        };

        let succeeded = run.status.success();
        if !succeeded {
            if let Some((resource, (used, available))) =
                parsed.as_ref().ok().and_then(NextpnrLog::overflow)
            {
                return Err(ToolchainError::DoesNotFit {
                    device: self.device,
                    resource: resource.to_owned(),
                    used,
                    available,
                    log: log.clone(),
                });
            }
            let timing_only = parsed
                .as_ref()
                .is_ok_and(NextpnrLog::is_timing_only_failure);
            if !(timing_only && asc.is_file()) {
                return Err(tool_failed("nextpnr-ice40", run.status, &log));
            }
        }
        let parsed = parsed.map_err(parse_error)?;
        if !parsed.routed {
            return Err(parse_error("no `Routing complete.` line".to_owned()));
        }
        let (lcs, lcs_total) = parsed.utilisation("ICESTORM_LC").map_err(parse_error)?;
        let (brams, brams_total) = parsed.utilisation("ICESTORM_RAM").map_err(parse_error)?;
        let (sprams, sprams_total) = parsed
            .utilisation("ICESTORM_SPRAM")
            .unwrap_or((0, self.device.sprams()));
        let fmax_mhz = parsed.clocks.iter().map(|c| c.fmax_mhz).reduce(f64::min);
        let timing_met = succeeded && parsed.clocks.iter().all(|c| c.passed);
        Ok(PnrReport {
            seed,
            target_mhz: freq_mhz,
            lcs,
            lcs_total,
            brams,
            brams_total,
            sprams,
            sprams_total,
            clocks: parsed.clocks,
            fmax_mhz,
            timing_met,
            asc,
            log,
        })
    }
}

/// What a nextpnr-ice40 0.4 log says about a run.
#[derive(Debug, Clone, PartialEq)]
struct NextpnrLog {
    /// `Device utilisation:` entries: name -> (used, available).
    utilisation: BTreeMap<String, (u32, u32)>,
    /// Fmax per clock from the last timing analysis: post-route when the
    /// log has a `Routing complete.` line.
    clocks: Vec<ClockTiming>,
    /// Whether routing finished.
    routed: bool,
    /// `ERROR:` lines other than failing clocks.
    errors: Vec<String>,
}

impl NextpnrLog {
    fn utilisation(&self, name: &str) -> Result<(u32, u32), String> {
        self.utilisation
            .get(name)
            .copied()
            .ok_or_else(|| format!("no `{name}` line under `Device utilisation:`"))
    }

    /// The first resource the design needs more of than the part has; a
    /// failed run with one cannot be placed.
    fn overflow(&self) -> Option<(&str, (u32, u32))> {
        self.utilisation
            .iter()
            .find(|(_, (used, available))| used > available)
            .map(|(name, &amounts)| (name.as_str(), amounts))
    }

    /// True when nextpnr's failure status only means "routed, but slower
    /// than --freq": the bitstream is valid and the Fmax is worth reporting.
    fn is_timing_only_failure(&self) -> bool {
        self.routed && self.errors.is_empty() && self.clocks.iter().any(|c| !c.passed)
    }
}

const FMAX_PREFIX: &str = "Max frequency for clock '";

/// Parses a nextpnr-ice40 0.4 log. The formats it relies on are, verbatim
/// (the utilisation lines have a tab after `Info: `):
///
/// ```text
/// Info: Device utilisation:
/// Info:          ICESTORM_LC:    27/ 7680     0%
/// Info: Routing complete.
/// Info: Max frequency for clock 'clk$SB_IO_IN_$glb_clk': 194.33 MHz (PASS at 12.00 MHz)
/// ERROR: Max frequency for clock 'clk$SB_IO_IN_$glb_clk': 194.33 MHz (FAIL at 2000.00 MHz)
/// ```
fn parse_nextpnr_log(text: &str) -> Result<NextpnrLog, String> {
    let lines: Vec<&str> = text.lines().collect();
    let strip_info = |l: &'_ str| -> Option<String> {
        l.trim().strip_prefix("Info:").map(|r| r.trim().to_owned())
    };

    let mut utilisation = BTreeMap::new();
    if let Some(start) = lines
        .iter()
        .rposition(|l| l.trim() == "Info: Device utilisation:")
    {
        for line in &lines[start + 1..] {
            let Some(entry) = strip_info(line).filter(|e| !e.is_empty()) else {
                break;
            };
            let (name, amounts) = entry
                .split_once(':')
                .ok_or_else(|| format!("unexpected utilisation line `{entry}`"))?;
            let (used, available) = amounts
                .split_once('/')
                .ok_or_else(|| format!("unexpected utilisation line `{entry}`"))?;
            let used: u32 = used
                .trim()
                .parse()
                .map_err(|e| format!("bad used count in `{entry}`: {e}"))?;
            let available: u32 = available
                .split_whitespace()
                .next()
                .unwrap_or_default()
                .parse()
                .map_err(|e| format!("bad available count in `{entry}`: {e}"))?;
            utilisation.insert(name.trim().to_owned(), (used, available));
        }
    }

    let routed_at = lines
        .iter()
        .rposition(|l| l.trim() == "Info: Routing complete.");
    let fmax_after_routing =
        routed_at.filter(|&i| lines[i..].iter().any(|l| l.contains(FMAX_PREFIX)));
    let mut clocks: Vec<ClockTiming> = Vec::new();
    for line in &lines[fmax_after_routing.unwrap_or(0)..] {
        if let Some(timing) = parse_fmax_line(line)? {
            // A log without routing has several analyses; keep each clock's last.
            match clocks.iter_mut().find(|c| c.clock == timing.clock) {
                Some(existing) => *existing = timing,
                None => clocks.push(timing),
            }
        }
    }

    let errors = lines
        .iter()
        .map(|l| l.trim())
        .filter(|l| l.starts_with("ERROR:") && !l.contains(FMAX_PREFIX))
        .map(str::to_owned)
        .collect();
    Ok(NextpnrLog {
        utilisation,
        clocks,
        routed: routed_at.is_some(),
        errors,
    })
}

/// Parses `Max frequency for clock 'NAME': 190.33 MHz (PASS at 12.00 MHz)`;
/// `Ok(None)` for any other line.
fn parse_fmax_line(line: &str) -> Result<Option<ClockTiming>, String> {
    let Some(start) = line.find(FMAX_PREFIX) else {
        return Ok(None);
    };
    let malformed = || format!("unexpected Fmax line `{}`", line.trim());
    let rest = &line[start + FMAX_PREFIX.len()..];
    let (clock, rest) = rest.rsplit_once("': ").ok_or_else(malformed)?;
    let (fmax, rest) = rest.trim_start().split_once(" MHz").ok_or_else(malformed)?;
    let fmax_mhz: f64 = fmax.trim().parse().map_err(|_| malformed())?;
    let rest = rest.trim();
    let (passed, target_mhz) = if rest.is_empty() {
        (true, None)
    } else {
        let (passed, target) = if let Some(t) = rest.strip_prefix("(PASS at ") {
            (true, t)
        } else if let Some(t) = rest.strip_prefix("(FAIL at ") {
            (false, t)
        } else {
            return Err(malformed());
        };
        let target = target.strip_suffix(" MHz)").ok_or_else(malformed)?;
        (
            passed,
            Some(target.trim().parse().map_err(|_| malformed())?),
        )
    };
    Ok(Some(ClockTiming {
        clock: clock.to_owned(),
        fmax_mhz,
        target_mhz,
        passed,
    }))
}

/// The message iceprog (libftdi) prints when no programmer answers, whether
/// the board is unplugged or its USB device is not accessible.
const ICEPROG_NO_DEVICE: &str = "Can't find iCE FTDI USB device";

impl Icestorm {
    /// Packs a routed `.asc` into the `.bin` bitstream the board loads,
    /// written to `dir` under the `.asc`'s file stem.
    pub fn pack(&self, asc: &Path) -> Result<PathBuf> {
        let stem = file_stem(asc)?;
        self.create_dir()?;
        let bin = self.dir.join(format!("{stem}.bin"));
        let log = self.dir.join(format!("{stem}.icepack.log"));
        remove_stale(&bin)?;
        let args: Vec<OsString> = vec![asc.into(), bin.as_path().into()];
        let run = run_tool("icepack", &args, None, &log, LogSink::Capture)?;
        if !run.status.success() || !bin.is_file() {
            return Err(tool_failed("icepack", run.status, &log));
        }
        Ok(bin)
    }

    /// Writes `bin` to the board's SPI flash with iceprog; the board boots
    /// from it after the programmer releases reset.
    pub fn flash(&self, bin: &Path) -> Result<()> {
        let stem = file_stem(bin)?;
        self.create_dir()?;
        let log = self.dir.join(format!("{stem}.iceprog.log"));
        let args: Vec<OsString> = vec![bin.into()];
        let run = run_tool("iceprog", &args, None, &log, LogSink::Capture)?;
        if run.status.success() {
            Ok(())
        } else if is_no_board(&run.output) {
            Err(ToolchainError::NoBoard { log })
        } else {
            Err(tool_failed("iceprog", run.status, &log))
        }
    }
}

fn file_stem(path: &Path) -> Result<String> {
    path.file_stem()
        .and_then(|s| s.to_str())
        .filter(|s| !s.is_empty())
        .map(str::to_owned)
        .ok_or_else(|| ToolchainError::InvalidArgument {
            what: "file name",
            value: path.display().to_string(),
            reason: "needs a UTF-8 file name",
        })
}

fn is_no_board(output: &str) -> bool {
    output.contains(ICEPROG_NO_DEVICE)
}

#[cfg(test)]
mod tests {
    use std::env;
    use std::fs;
    use std::path::{Path, PathBuf};

    use super::*;

    /// Unwraps with the error's Display, so a missing tool fails the test
    /// with its install hint.
    pub(super) fn ok<T>(result: Result<T>) -> T {
        result.unwrap_or_else(|e| panic!("{e}"))
    }

    /// A fresh directory per test, so parallel tests and reruns don't collide.
    pub(super) fn scratch_dir(name: &str) -> PathBuf {
        let dir = env::temp_dir().join(format!("hwfilter-icestorm-{name}-{}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        ok(
            fs::create_dir_all(&dir).map_err(|source| ToolchainError::Io {
                action: "create directory",
                path: dir.clone(),
                source,
            }),
        );
        dir
    }

    pub(super) fn write(path: &Path, text: &str) {
        ok(fs::write(path, text).map_err(|source| ToolchainError::Io {
            action: "write",
            path: path.to_path_buf(),
            source,
        }));
    }

    const COUNTER_V: &str = "\
module counter(input clk, input rst, output [7:0] led);
  reg [23:0] cnt;
  always @(posedge clk) if (rst) cnt <= 0; else cnt <= cnt + 1;
  assign led = cnt[23:16];
endmodule
";

    #[test]
    fn bad_arguments_fail_before_any_tool_runs() {
        let icestorm = ok(Icestorm::new(Device::Hx8k, "ct256", scratch_dir("args")));
        let json = Path::new("top.json");
        for result in [
            icestorm.pnr(json, "top", 0.0, 1, None),
            icestorm.pnr(json, "top", f64::NAN, 1, None),
            icestorm.pnr(json, "top", 12.0, 1 << 31, None),
            icestorm.pnr(json, "my top", 12.0, 1, None),
        ] {
            assert!(
                matches!(result, Err(ToolchainError::InvalidArgument { .. })),
                "{result:?}"
            );
        }
        let synth = icestorm.synth(&[], "top");
        assert!(
            matches!(synth, Err(ToolchainError::InvalidArgument { .. })),
            "{synth:?}"
        );
        let _ = fs::remove_dir_all(icestorm.dir());
    }

    #[test]
    fn counter_flows_from_verilog_to_bitstream() {
        for tool in ["yosys", "nextpnr-ice40", "icepack"] {
            ok(require_tool(tool));
        }
        // A path with a space and a `;` checks the yosys script quoting.
        let dir = scratch_dir("flow").join("out dir;1");
        let source = dir.join("counter.v");
        ok(
            fs::create_dir_all(&dir).map_err(|source| ToolchainError::Io {
                action: "create directory",
                path: dir.clone(),
                source,
            }),
        );
        write(&source, COUNTER_V);
        let icestorm = ok(Icestorm::new(Device::Hx8k, "ct256", &dir));

        let synth = ok(icestorm.synth(&[source], "counter"));
        assert!(synth.json.is_file() && synth.netlist.is_file() && synth.log.is_file());
        assert_eq!(synth.cells.dff, 24);
        assert!(synth.cells.lut4 > 0 && synth.cells.carry > 0);

        let slow = ok(icestorm.pnr(&synth.json, "counter", 12.0, 1, None));
        assert!(slow.lcs > 0, "{slow:?}");
        assert_eq!(
            (slow.lcs_total, slow.brams, slow.brams_total),
            (7680, 0, 32)
        );
        assert_eq!((slow.sprams, slow.sprams_total), (0, 0));
        assert!(slow.timing_met, "{slow:?}");
        assert_eq!(slow.clocks.len(), 1);
        assert!(slow.fmax_mhz.is_some_and(|f| f > 12.0), "{slow:?}");
        assert_eq!(slow.log, dir.join("counter.seed1.nextpnr.log"));

        let impossible = ok(icestorm.pnr(&synth.json, "counter", 2000.0, 2, None));
        assert!(!impossible.timing_met, "{impossible:?}");
        assert!(
            impossible.fmax_mhz.is_some_and(|f| f < 2000.0),
            "{impossible:?}"
        );
        assert!(impossible.asc.is_file());

        let bin = ok(icestorm.pack(&slow.asc));
        assert_eq!(bin, dir.join("counter.seed1.bin"));
        let size = fs::metadata(&bin).map(|m| m.len()).unwrap_or(0);
        assert!(size > 0, "empty bitstream {}", bin.display());

        if let Some(parent) = dir.parent() {
            let _ = fs::remove_dir_all(parent);
        }
    }

    // yosys 0.23, `stat -top counter` after a flattening synth_ice40 of COUNTER_V.
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

    // nextpnr-ice40 0.4, COUNTER_V, hx8k/ct256, --freq 12 (exit 0); critical paths cut.
    const PNR_PASS: &str = include_str!("testdata/nextpnr_ice40_hx8k_counter_timing_met.log");

    // nextpnr-ice40 0.4, COUNTER_V on hx8k/ct256 at --freq 2000 (exit 1, yet the .asc is written).
    const PNR_TIMING_FAIL: &str =
        include_str!("testdata/nextpnr_ice40_hx8k_counter_timing_failed.log");

    // nextpnr-ice40 0.4, a design with two clocks and an SPRAM on up5k/sg48 at --freq 100 (exit 1).
    const PNR_UP5K_TWO_CLOCKS: &str =
        include_str!("testdata/nextpnr_ice40_up5k_two_clocks_spram_timing_failed.log");

    // nextpnr-ice40 0.4, a design too big for up5k (exit 255): placement fails, no routing.
    const PNR_OVERFLOW: &str = include_str!("testdata/nextpnr_ice40_up5k_does_not_fit.log");

    #[test]
    fn nextpnr_pass_log() {
        let log = parse_nextpnr_log(PNR_PASS).unwrap_or_else(|e| panic!("{e}"));
        assert!(log.routed);
        assert!(log.errors.is_empty());
        assert_eq!(log.utilisation("ICESTORM_LC"), Ok((27, 7680)));
        assert_eq!(log.utilisation("ICESTORM_RAM"), Ok((0, 32)));
        assert!(log.utilisation("ICESTORM_SPRAM").is_err());
        assert_eq!(log.overflow(), None);
        assert_eq!(
            log.clocks,
            vec![ClockTiming {
                clock: "clk$SB_IO_IN_$glb_clk".to_owned(),
                fmax_mhz: 194.33,
                target_mhz: Some(12.0),
                passed: true,
            }]
        );
        assert!(!log.is_timing_only_failure());
    }

    #[test]
    fn nextpnr_timing_failure_is_not_a_tool_failure() {
        let log = parse_nextpnr_log(PNR_TIMING_FAIL).unwrap_or_else(|e| panic!("{e}"));
        assert!(log.is_timing_only_failure());
        assert_eq!(log.clocks.len(), 1);
        assert_eq!(log.clocks[0].fmax_mhz, 194.33);
        assert_eq!(log.clocks[0].target_mhz, Some(2000.0));
        assert!(!log.clocks[0].passed);
    }

    #[test]
    fn nextpnr_two_clocks_keep_both_post_route() {
        let log = parse_nextpnr_log(PNR_UP5K_TWO_CLOCKS).unwrap_or_else(|e| panic!("{e}"));
        assert!(log.is_timing_only_failure());
        assert_eq!(log.utilisation("ICESTORM_SPRAM"), Ok((1, 4)));
        assert_eq!(log.utilisation("ICESTORM_RAM"), Ok((1, 30)));
        let fmax: Vec<(&str, f64)> = log
            .clocks
            .iter()
            .map(|c| (c.clock.as_str(), c.fmax_mhz))
            .collect();
        assert_eq!(
            fmax,
            vec![
                ("clkb$SB_IO_IN_$glb_clk", 65.28),
                ("clka$SB_IO_IN_$glb_clk", 64.10)
            ]
        );
    }

    #[test]
    fn nextpnr_placement_failure_is_a_tool_failure() {
        let log = parse_nextpnr_log(PNR_OVERFLOW).unwrap_or_else(|e| panic!("{e}"));
        assert!(!log.routed);
        assert_eq!(log.errors.len(), 1);
        assert_eq!(log.utilisation("ICESTORM_LC"), Ok((7868, 5280)));
        assert_eq!(log.overflow(), Some(("ICESTORM_LC", (7868, 5280))));
        assert!(!log.is_timing_only_failure());
        let message = ToolchainError::DoesNotFit {
            device: Device::Up5k,
            resource: "ICESTORM_LC".to_owned(),
            used: 7868,
            available: 5280,
            log: PathBuf::from("top.seed1.nextpnr.log"),
        }
        .to_string();
        assert_eq!(
            message,
            "design does not fit the up5k: 7868/5280 logic cells (nextpnr log: top.seed1.nextpnr.log)"
        );
    }

    #[test]
    fn malformed_nextpnr_lines_are_errors() {
        let bad_fmax = PNR_PASS.replace("194.33 MHz (PASS", "fast (PASS");
        assert!(parse_nextpnr_log(&bad_fmax).is_err());
        let bad_util = PNR_PASS.replace("27/ 7680", "27 of 7680");
        assert!(parse_nextpnr_log(&bad_util).is_err());
        assert_eq!(
            parse_fmax_line("Info: Max delay <async> -> posedge clk: 1.88 ns"),
            Ok(None)
        );
        let unconstrained = parse_fmax_line("Info: Max frequency for clock 'clk': 50.00 MHz");
        assert_eq!(
            unconstrained
                .ok()
                .flatten()
                .map(|c| (c.passed, c.target_mhz)),
            Some((true, None))
        );
    }

    // iceprog 0.0 (Debian fpga-icestorm) with no board attached (exit 2).
    const ICEPROG_NO_BOARD: &str = include_str!("testdata/iceprog_no_board.log");

    #[test]
    fn iceprog_without_a_board_is_recognised() {
        assert!(is_no_board(ICEPROG_NO_BOARD));
        assert!(!is_no_board("Error: Failed to open input file.\n"));
        let message = ToolchainError::NoBoard {
            log: PathBuf::from("x.iceprog.log"),
        }
        .to_string();
        assert!(message.starts_with("no iCE40 board found"), "{message}");
    }
}
