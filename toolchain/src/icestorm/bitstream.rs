//! The bitstream steps: icepack turns a routed `.asc` into a `.bin`, and
//! iceprog writes it to the board's SPI flash.

use std::ffi::OsString;
use std::path::{Path, PathBuf};

use super::error::tool_failed;
use super::tool::{LogSink, remove_stale, run_tool};
use super::{Icestorm, Result, ToolchainError};

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

/// `path`'s file name without its extension, for naming outputs after it.
pub(crate) fn file_stem(path: &Path) -> Result<String> {
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
    use super::*;

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
