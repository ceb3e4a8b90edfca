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

// One file per concern: the steps of `Icestorm` are in yosys.rs, nextpnr.rs
// and bitstream.rs, each with the parsing of its tool's output. Every public
// item is re-exported here, so `hwfilter_toolchain::icestorm::Name` paths do
// not depend on the layout.
pub(crate) mod bitstream;
mod device;
pub(crate) mod error;
pub(crate) mod nextpnr;
pub(crate) mod tool;
pub(crate) mod yosys;

pub use device::{Device, Family};
pub use error::{Result, ToolchainError};
pub use nextpnr::{ClockTiming, PnrReport};
pub use tool::require_tool;
pub use yosys::{CELLS_SIM_DEFINE, CellCounts, SynthResult, ice40_cells_sim};

use std::fs;
use std::path::{Path, PathBuf};

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
        if device.family() != Family::Ice40 {
            return Err(ToolchainError::InvalidArgument {
                what: "device",
                value: device.name().to_owned(),
                reason: "is not an iCE40 part: ECP5 parts build with the trellis flow",
            });
        }
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
pub(crate) fn check_top(top: &str) -> Result<()> {
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
}
