//! The nextpnr-ice40 step: place and route at a target frequency and seed,
//! and the log parsing behind its report: utilisation, Fmax per clock,
//! and whether a failure was only missed timing.

use std::collections::BTreeMap;
use std::ffi::OsString;
use std::path::{Path, PathBuf};

use super::error::tool_failed;
use super::tool::{LogSink, read_text, remove_stale, run_tool};
use super::{Icestorm, Result, ToolchainError, check_top};

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
        check_pnr_args(top, freq_mhz, seed)?;
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

/// Rejects, before nextpnr runs, what it would misread or refuse: a top
/// that is no plain identifier, a target that is no positive frequency, a
/// seed past a C int (nextpnr reads it as one).
pub(crate) fn check_pnr_args(top: &str, freq_mhz: f64, seed: u64) -> Result<()> {
    check_top(top)?;
    if !(freq_mhz.is_finite() && freq_mhz > 0.0) {
        return Err(ToolchainError::InvalidArgument {
            what: "target frequency",
            value: freq_mhz.to_string(),
            reason: "must be a positive number of MHz",
        });
    }
    if seed > i32::MAX as u64 {
        return Err(ToolchainError::InvalidArgument {
            what: "placer seed",
            value: seed.to_string(),
            reason: "nextpnr accepts seeds up to 2147483647",
        });
    }
    Ok(())
}

/// What a nextpnr-ice40 0.4 log says about a run.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct NextpnrLog {
    /// `Device utilisation:` entries: name -> (used, available).
    pub(crate) utilisation: BTreeMap<String, (u32, u32)>,
    /// Fmax per clock from the last timing analysis: post-route when the
    /// log has a `Routing complete.` line.
    pub(crate) clocks: Vec<ClockTiming>,
    /// Whether routing finished.
    pub(crate) routed: bool,
    /// `ERROR:` lines other than failing clocks.
    pub(crate) errors: Vec<String>,
}

impl NextpnrLog {
    pub(crate) fn utilisation(&self, name: &str) -> Result<(u32, u32), String> {
        self.utilisation
            .get(name)
            .copied()
            .ok_or_else(|| format!("no `{name}` line under `Device utilisation:`"))
    }

    /// The first resource the design needs more of than the part has; a
    /// failed run with one cannot be placed.
    pub(crate) fn overflow(&self) -> Option<(&str, (u32, u32))> {
        self.utilisation
            .iter()
            .find(|(_, (used, available))| used > available)
            .map(|(name, &amounts)| (name.as_str(), amounts))
    }

    /// True when nextpnr's failure status only means "routed, but slower
    /// than --freq": the bitstream is valid and the Fmax is worth reporting.
    pub(crate) fn is_timing_only_failure(&self) -> bool {
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
pub(crate) fn parse_nextpnr_log(text: &str) -> Result<NextpnrLog, String> {
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::icestorm::Device;

    // nextpnr-ice40 0.4, mod.rs's COUNTER_V, hx8k/ct256, --freq 12 (exit 0); critical paths cut.
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
}
