//! Helpers the end-to-end tests share: run the built CLI, read its JSON.
#![allow(dead_code)]

// The faulty-line run is the host's: its client tests run it on the model
// board (host/tests/client_fake.rs), faults_sim.rs on the simulated one.
#[path = "../../../host/tests/common/fault_run.rs"]
pub mod fault_run;

/// The `hwfilter` command line under test: this package's `hwfilter-e2e`
/// binary, which is `hwfilter_host::cli::main` like the `hwfilter` binary
/// (Cargo gives a binary's path only to its own package's tests).
pub const HWFILTER: &str = env!("CARGO_BIN_EXE_hwfilter-e2e");

use std::io::{BufRead, BufReader};
use std::process::{Child, Command, Output, Stdio};

use serde_json::Value;

/// Runs the built `hwfilter` with `args` (without a format from the environment).
pub fn hwfilter(args: &[&str]) -> Output {
    Command::new(HWFILTER)
        .args(args)
        .env_remove("HWFILTER_FORMAT")
        .output()
        .expect("run the hwfilter binary")
}

pub fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

/// `bench --engine ENGINE --format json EXTRA...`: the one JSON object on stdout.
pub fn json_report(engine: &str, extra: &[&str]) -> Value {
    let mut args = vec!["bench", "--engine", engine, "--format", "json"];
    args.extend_from_slice(extra);
    let o = hwfilter(&args);
    assert!(o.status.success(), "{}", stderr(&o));
    serde_json::from_slice(&o.stdout).expect("stdout is one JSON object")
}

pub fn u(r: &Value, k: &str) -> u64 {
    r[k].as_u64()
        .unwrap_or_else(|| panic!("{k} is not an integer: {}", r[k]))
}

pub fn f(r: &Value, k: &str) -> f64 {
    r[k].as_f64()
        .unwrap_or_else(|| panic!("{k} is not a number: {}", r[k]))
}

#[allow(unused_imports)]
pub use hwfilter_model::confidence::wilson;

/// `hwfilter serve-sim` in the background (a simulated board on a
/// pseudo-terminal), killed when dropped.
pub struct ServeSim {
    pub child: Child,
    /// The PTY path, for `--port`.
    pub port: String,
}

impl ServeSim {
    pub fn start() -> Self {
        Self::start_with(&[])
    }

    /// `hwfilter serve-sim ARGS` (`--bloom counting`, `--div 5`).
    pub fn start_with(args: &[&str]) -> Self {
        let mut child = Command::new(HWFILTER)
            .arg("serve-sim")
            .args(args)
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("start hwfilter serve-sim");
        let mut line = String::new();
        BufReader::new(child.stdout.take().expect("its stdout"))
            .read_line(&mut line)
            .expect("read the first line");
        let port = line.trim().to_owned();
        assert!(port.starts_with("/dev/"), "first line {line:?}");
        ServeSim { child, port }
    }

    /// Power-cycles the board (SIGHUP): it forgets its filters and its
    /// boot epoch changes.
    pub fn power_cycle(&self) {
        let ok = Command::new("kill")
            .args(["-HUP", &self.child.id().to_string()])
            .status()
            .expect("run kill")
            .success();
        assert!(ok, "kill -HUP serve-sim");
    }
}

impl Drop for ServeSim {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// `hwfilter serve --listen 127.0.0.1:0 EXTRA...` in the background (the
/// simulated board of its own, or `--port` in `extra`), killed when
/// dropped. Its stderr is discarded.
pub struct Serve {
    pub child: Child,
    /// The address from its first line, `listening on ADDR`.
    pub addr: String,
}

impl Serve {
    pub fn start(extra: &[&str]) -> Serve {
        let mut child = Command::new(HWFILTER)
            .args(["serve", "--listen", "127.0.0.1:0"])
            .args(extra)
            .env_remove("HWFILTER_PORT")
            .env_remove("HWFILTER_SERVER")
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("start hwfilter serve");
        let mut line = String::new();
        BufReader::new(child.stdout.take().expect("its stdout"))
            .read_line(&mut line)
            .expect("read the first line");
        let addr = line
            .trim()
            .strip_prefix("listening on ")
            .unwrap_or_else(|| panic!("first line {line:?} is not `listening on ADDR`"))
            .to_string();
        Serve { child, addr }
    }
}

impl Drop for Serve {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// A command fed keys one line at a time on a stdin that stays open, as
/// `tail -f FILE | hwfilter query` feeds it.
pub struct LineFeed {
    child: Child,
    stdin: std::process::ChildStdin,
    lines: std::sync::mpsc::Receiver<String>,
}

impl LineFeed {
    /// Spawns `cmd` with piped stdin, stdout and stderr.
    pub fn spawn(mut cmd: Command) -> LineFeed {
        let mut child = cmd
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("spawn the command");
        let stdin = child.stdin.take().expect("its stdin");
        let stdout = BufReader::new(child.stdout.take().expect("its stdout"));
        let (tx, lines) = std::sync::mpsc::channel();
        std::thread::spawn(move || {
            for line in stdout.lines() {
                let _ = tx.send(line.expect("read stdout"));
            }
        });
        LineFeed {
            child,
            stdin,
            lines,
        }
    }

    /// Writes `key` as one line and returns the next line of output, which
    /// must come within 30 s while stdin is still open.
    pub fn ask(&mut self, key: &str) -> String {
        use std::io::Write;
        writeln!(self.stdin, "{key}").expect("write stdin");
        self.stdin.flush().expect("flush stdin");
        self.lines
            .recv_timeout(std::time::Duration::from_secs(30))
            .unwrap_or_else(|_| panic!("no answer for {key} while stdin is open"))
    }

    /// Closes stdin and waits for the command to end.
    pub fn finish(self) -> Output {
        drop(self.stdin);
        self.child.wait_with_output().expect("wait for the command")
    }
}
