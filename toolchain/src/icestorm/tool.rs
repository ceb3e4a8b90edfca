//! Finding the executables and running them: every run leaves a complete
//! log, and every step clears its previous outputs first.

use std::env;
use std::ffi::OsString;
use std::fs;
use std::io;
use std::path::{Path, PathBuf};
use std::process::{Command, ExitStatus, Stdio};

use super::{Result, ToolchainError};

/// Finds an executable on `PATH`, or says which Debian package provides it.
/// Tests that need a tool call this so that a missing tool fails the test
/// with an install hint instead of skipping it.
pub fn require_tool(name: &str) -> Result<PathBuf> {
    find_executable(name).ok_or_else(|| ToolchainError::ToolMissing {
        tool: name.to_owned(),
        package: debian_package(name).to_owned(),
    })
}

/// The Debian package that ships `tool`; unknown tools are assumed to ship
/// in a package of their own name.
fn debian_package(tool: &str) -> &str {
    match tool {
        "icepack" | "iceprog" | "icetime" | "icebram" | "iceunpack" | "icepll" => "fpga-icestorm",
        "iverilog" | "vvp" => "iverilog",
        "openFPGALoader" => "openfpgaloader",
        other => other,
    }
}

fn find_executable(name: &str) -> Option<PathBuf> {
    let candidate = Path::new(name);
    if candidate.components().count() > 1 {
        return is_executable(candidate).then(|| candidate.to_path_buf());
    }
    let path = env::var_os("PATH")?;
    env::split_paths(&path)
        .map(|dir| dir.join(name))
        .find(|p| is_executable(p))
}

#[cfg(unix)]
fn is_executable(path: &Path) -> bool {
    use std::os::unix::fs::PermissionsExt;
    fs::metadata(path).is_ok_and(|m| m.is_file() && m.permissions().mode() & 0o111 != 0)
}

#[cfg(not(unix))]
fn is_executable(path: &Path) -> bool {
    path.is_file() || path.with_extension("exe").is_file()
}

pub(crate) fn remove_stale(path: &Path) -> Result<()> {
    match fs::remove_file(path) {
        Ok(()) => Ok(()),
        Err(e) if e.kind() == io::ErrorKind::NotFound => Ok(()),
        Err(source) => Err(ToolchainError::Io {
            action: "remove stale output",
            path: path.to_path_buf(),
            source,
        }),
    }
}

pub(crate) fn read_text(path: &Path) -> Result<String> {
    let bytes = fs::read(path).map_err(|source| ToolchainError::Io {
        action: "read",
        path: path.to_path_buf(),
        source,
    })?;
    Ok(String::from_utf8_lossy(&bytes).into_owned())
}

/// Who writes a step's log file.
pub(crate) enum LogSink {
    /// The tool writes it itself (`yosys -l`, `nextpnr --log`); the captured
    /// output only stands in when the tool died before opening it, as
    /// nextpnr does on a malformed argument.
    ToolWrites,
    /// The tool has no log option: the command line and its output are saved.
    Capture,
}

pub(crate) struct ToolRun {
    pub(crate) status: ExitStatus,
    /// stdout followed by stderr.
    pub(crate) output: String,
}

pub(crate) fn run_tool(
    tool: &str,
    args: &[OsString],
    cwd: Option<&Path>,
    log: &Path,
    sink: LogSink,
) -> Result<ToolRun> {
    let exe = require_tool(tool)?;
    let mut command = Command::new(&exe);
    command.args(args).stdin(Stdio::null());
    if let Some(cwd) = cwd {
        command.current_dir(cwd);
    }
    let out = command.output().map_err(|source| match source.kind() {
        io::ErrorKind::NotFound => ToolchainError::ToolMissing {
            tool: tool.to_owned(),
            package: debian_package(tool).to_owned(),
        },
        _ => ToolchainError::Io {
            action: "run",
            path: exe.clone(),
            source,
        },
    })?;
    let mut output = String::from_utf8_lossy(&out.stdout).into_owned();
    output.push_str(&String::from_utf8_lossy(&out.stderr));
    let write_log = match sink {
        LogSink::ToolWrites => !log.is_file(),
        LogSink::Capture => true,
    };
    if write_log {
        let mut command_line = exe.display().to_string();
        for arg in args {
            command_line.push(' ');
            command_line.push_str(&arg.to_string_lossy());
        }
        fs::write(log, format!("$ {command_line}\n{output}")).map_err(|source| {
            ToolchainError::Io {
                action: "write log",
                path: log.to_path_buf(),
                source,
            }
        })?;
    }
    Ok(ToolRun {
        status: out.status,
        output,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn missing_tools_name_their_debian_package() {
        let err = require_tool("hwfilter-no-such-tool")
            .err()
            .map(|e| e.to_string());
        assert_eq!(
            err.as_deref(),
            Some(
                "hwfilter-no-such-tool not found: install it with `sudo apt-get install hwfilter-no-such-tool`"
            )
        );
        assert_eq!(debian_package("yosys"), "yosys");
        assert_eq!(debian_package("nextpnr-ice40"), "nextpnr-ice40");
        assert_eq!(debian_package("icepack"), "fpga-icestorm");
        assert_eq!(debian_package("iceprog"), "fpga-icestorm");
        assert_eq!(debian_package("verilator"), "verilator");
        assert_eq!(debian_package("iverilog"), "iverilog");
        assert_eq!(debian_package("openFPGALoader"), "openfpgaloader");
    }
}
