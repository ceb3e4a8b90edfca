//! `hwfilter guard-demo` end to end: a real redis-server as the cache,
//! SQLite as the database, the Cuckoo filter on `hwfilter serve` (in the
//! demo's process on the simulated board, or a running one through
//! --server). Its report is checked against what a guard must do: without
//! it every key that exists nowhere reaches the database; with it only the
//! filter's false positives do, at a rate the board's geometry bounds;
//! deleted rows are refused after CF.DEL; a row that exists is never
//! refused.
//!
//! These tests need redis-server (Debian package redis-server, installed by
//! scripts/ensure-tools.sh) and fail without it.

mod common;

use std::process::{Command, Output, Stdio};

use common::{HWFILTER, Serve, stderr, wilson};
use serde_json::Value;

/// Standard deviations of the confidence intervals: a correct guard fails
/// one about once in 30,000 runs.
const Z: f64 = 4.0;

fn require_redis_server() {
    let found = Command::new("redis-server")
        .arg("--version")
        .output()
        .map(|o| o.status.success())
        .unwrap_or(false);
    assert!(
        found,
        "redis-server is missing: install the Debian package redis-server \
         (scripts/ensure-tools.sh does)"
    );
}

fn guard_demo(args: &[&str]) -> Output {
    Command::new(HWFILTER)
        .arg("guard-demo")
        .args(args)
        .env_remove("HWFILTER_FORMAT")
        .env_remove("HWFILTER_PORT")
        .env_remove("HWFILTER_REDIS_SERVER")
        .output()
        .expect("run hwfilter guard-demo")
}

fn report(args: &[&str]) -> Value {
    let mut all = vec!["--format", "json"];
    all.extend_from_slice(args);
    let o = guard_demo(&all);
    assert!(o.status.success(), "guard-demo failed: {}", stderr(&o));
    serde_json::from_slice(&o.stdout).expect("stdout is one JSON object")
}

fn n(v: &Value, path: &str) -> u64 {
    v.pointer(path)
        .and_then(Value::as_u64)
        .unwrap_or_else(|| panic!("{path} is not an integer in {v}"))
}

fn x(v: &Value, path: &str) -> f64 {
    v.pointer(path)
        .and_then(Value::as_f64)
        .unwrap_or_else(|| panic!("{path} is not a number in {v}"))
}

/// Everything a report must show, whatever the server.
fn check(r: &Value, rows: u64, requests: u64, penetration: f64, deletes: u64) {
    let bound = x(r, "/filter/geometry/fpr_bound");
    let expected = x(r, "/filter/fpr_expected");
    assert!(expected > 0.0 && expected <= bound, "{expected} vs {bound}");

    // The stream: its share of keys that exist nowhere is the one asked for.
    let missing = n(r, "/without_guard/missing_requests");
    assert_eq!(n(r, "/without_guard/requests"), requests);
    let (lo, hi) = wilson(missing, requests, Z);
    assert!(
        lo <= penetration && penetration <= hi,
        "{missing} of {requests} requests for keys that exist nowhere, asked {penetration}"
    );
    assert_eq!(
        n(r, "/with_guard/missing_requests"),
        missing,
        "one stream, twice"
    );

    // Without the guard: every one of them is a database lookup.
    assert_eq!(n(r, "/without_guard/filter_checks"), 0);
    assert_eq!(n(r, "/without_guard/missing_db_lookups"), missing);
    assert_eq!(n(r, "/without_guard/db_lookups_empty"), missing);

    // With it: every request is checked; only false positives get through.
    let fp = n(r, "/with_guard/false_positives");
    let refused = n(r, "/with_guard/refused");
    assert_eq!(n(r, "/with_guard/filter_checks"), requests);
    assert_eq!(n(r, "/with_guard/missing_db_lookups"), fp);
    assert_eq!(n(r, "/with_guard/db_lookups_empty"), fp);
    assert_eq!(
        refused + fp,
        missing,
        "refused are exactly the keys that exist nowhere"
    );
    let (fp_lo, _) = wilson(fp, missing, Z);
    assert!(
        fp_lo <= bound,
        "{fp} false positives of {missing}: more than a rate of {bound} explains"
    );
    assert_eq!(n(r, "/lookups_saved"), refused);
    assert_eq!(
        n(r, "/without_guard/db_lookups") - n(r, "/with_guard/db_lookups"),
        refused
    );
    // The cache sees the same existing keys in both runs.
    assert_eq!(
        n(r, "/without_guard/cache_hits"),
        n(r, "/with_guard/cache_hits")
    );
    assert!(n(r, "/with_guard/cache_hits") > 0, "hot keys hit the cache");

    // Deletes: the rows go, CF.DEL deletes each, and the guard refuses
    // them afterwards but for false positives.
    assert_eq!(n(r, "/deletes/rows_deleted"), deletes);
    assert_eq!(n(r, "/deletes/filter_deleted"), deletes);
    assert_eq!(n(r, "/deletes/without_guard/db_lookups"), deletes);
    assert_eq!(n(r, "/deletes/without_guard/db_lookups_empty"), deletes);
    let admitted = n(r, "/deletes/with_guard/false_positives");
    assert_eq!(n(r, "/deletes/with_guard/refused") + admitted, deletes);
    assert_eq!(n(r, "/deletes/with_guard/db_lookups"), admitted);
    if deletes > 0 {
        let (lo, _) = wilson(admitted, deletes, Z);
        assert!(lo <= bound, "{admitted} of {deletes} deleted keys admitted");
    }

    // The rule a guard lives by.
    assert_eq!(n(r, "/false_negatives/total"), 0, "false negatives: {r}");
    assert_eq!(n(r, "/false_negatives/rows_after_load"), rows);
    assert_eq!(n(r, "/false_negatives/rows_after_deletes"), rows - deletes);
}

#[test]
fn the_guard_stops_penetration_and_refuses_nothing_that_exists() {
    require_redis_server();
    let r = report(&[
        "--rows",
        "2000",
        "--requests",
        "8000",
        "--penetration",
        "0.5",
        "--deletes",
        "200",
        "--seed",
        "3",
    ]);
    check(&r, 2000, 8000, 0.5, 200);
    assert!(
        x(&r, "/filter/load") > 0.48 && x(&r, "/filter/load") < 0.49,
        "2,000 ids in 4,096 slots"
    );
    assert!(
        x(&r, "/filter/fpr_expected") < x(&r, "/filter/geometry/fpr_bound"),
        "a half-full table is below the full table's rate"
    );
    let text = guard_demo(&["--rows", "300", "--requests", "500", "--deletes", "10"]);
    assert!(text.status.success(), "{}", stderr(&text));
    let out = String::from_utf8_lossy(&text.stdout);
    for line in [
        "without guard",
        "lookups the filter saved",
        "false positives that reached the database",
        "deleted keys refused after CF.DEL",
        "false negatives (rows that exist, refused): 0 in all",
    ] {
        assert!(out.contains(line), "no {line:?} in\n{out}");
    }
}

#[test]
fn a_running_server_is_used_through_server_addr() {
    require_redis_server();
    let serve = Serve::start(&[]);
    let args = [
        "--server",
        &serve.addr,
        "--rows",
        "500",
        "--requests",
        "2000",
        "--deletes",
        "50",
        "--filter-name",
        "users",
    ];
    let r = report(&args);
    check(&r, 500, 2000, 0.3, 50);
    assert!(
        r["server"].as_str().unwrap().contains(&serve.addr),
        "{}",
        r["server"]
    );
    // The name stays on the server: a second run under it is refused.
    let o = guard_demo(&args);
    assert!(!o.status.success());
    assert!(
        stderr(&o).contains("already has a filter named \"users\""),
        "{}",
        stderr(&o)
    );
    assert!(!stderr(&o).contains("panicked"), "{}", stderr(&o));
}

#[test]
fn a_missing_redis_server_names_the_package() {
    let o = guard_demo(&["--redis-server", "/nonexistent/redis-server"]);
    assert!(!o.status.success());
    let e = stderr(&o);
    assert!(
        e.contains("/nonexistent/redis-server not found")
            && e.contains("apt-get install redis-server"),
        "{e}"
    );
}

#[test]
fn bad_arguments_are_refused_without_a_panic() {
    require_redis_server();
    for (args, says) in [
        (&["--penetration", "1.5"][..], "not between 0 and 1"),
        (&["--penetration", "many"][..], "is not a number"),
        (&["--hot-share=-0.1"][..], "not between 0 and 1"),
        (&["--zipf", "9"][..], "not between 0 and 5"),
        (&["--rows", "0"][..], "--rows"),
        (&["--concurrency", "0"][..], "--concurrency"),
        (&["--requests", "0"][..], "--requests"),
        (
            &["--server", "127.0.0.1:1", "--port", "/dev/null"][..],
            "drop --port",
        ),
        (
            &["--server", "127.0.0.1:1"][..],
            "cannot connect to 127.0.0.1:1",
        ),
        // Checked against the board's capacity from INFO.
        (&["--rows", "5000"][..], "holds 1 to 3891 ids"),
        (&["--rows", "100", "--deletes", "101"][..], "--deletes 101"),
    ] {
        let o = guard_demo(args);
        let e = stderr(&o);
        assert!(!o.status.success(), "{args:?} succeeded");
        assert!(e.contains(says), "{args:?}: no {says:?} in {e}");
        assert!(!e.contains("panicked"), "{args:?}: {e}");
    }
}

/// The pids of `pid`'s child processes named `name` (Linux's /proc).
fn children_named(pid: u32, name: &str) -> Vec<u32> {
    let list =
        std::fs::read_to_string(format!("/proc/{pid}/task/{pid}/children")).unwrap_or_default();
    list.split_whitespace()
        .filter_map(|c| c.parse().ok())
        .filter(|c| {
            std::fs::read_to_string(format!("/proc/{c}/comm"))
                .map(|comm| comm.trim() == name)
                .unwrap_or(false)
        })
        .collect()
}

#[test]
fn a_signal_stops_the_demo_and_its_redis_server() {
    require_redis_server();
    let demo = Command::new(HWFILTER)
        .args(["guard-demo", "--requests", "10000000"])
        .env_remove("HWFILTER_PORT")
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .expect("start hwfilter guard-demo");
    let pid = demo.id();
    let started = std::time::Instant::now();
    let redis = loop {
        if let Some(&c) = children_named(pid, "redis-server").first() {
            break c;
        }
        assert!(
            started.elapsed().as_secs() < 60,
            "no redis-server child after 60 s"
        );
        std::thread::sleep(std::time::Duration::from_millis(50));
    };
    let ok = Command::new("kill")
        .args(["-TERM", &pid.to_string()])
        .status()
        .expect("run kill")
        .success();
    assert!(ok, "kill -TERM guard-demo");
    let out = demo.wait_with_output().expect("wait for guard-demo");
    assert_eq!(out.status.code(), Some(128 + 15), "{}", stderr(&out));
    assert!(
        stderr(&out).contains("stopped by signal 15"),
        "{}",
        stderr(&out)
    );
    let gone = (0..100).any(|_| {
        std::thread::sleep(std::time::Duration::from_millis(20));
        !std::path::Path::new(&format!("/proc/{redis}")).exists()
    });
    assert!(gone, "redis-server {redis} outlived the demo");
}
