//! The built `hwfilter` binary used as a person would: a simulated board
//! served in the background, keys from files, results read back from the
//! output.

mod common;

use std::io::Write as _;
use std::process::Command;

use common::{hwfilter, stderr};

/// `hwfilter ARGS` with the environment cleared of this tool's variables.
fn run(args: &[&str]) -> std::process::Output {
    Command::new(common::HWFILTER)
        .args(args)
        .env_remove("HWFILTER_FORMAT")
        .env_remove("HWFILTER_PORT")
        .env_remove("HWFILTER_BAUD")
        .output()
        .expect("run the hwfilter binary")
}

#[test]
fn a_missing_port_names_the_port_and_what_to_check() {
    let o = run(&["--port", "/dev/ttyUSB_hwfilter_missing", "info"]);
    assert_eq!(o.status.code(), Some(1));
    let e = stderr(&o);
    assert_eq!(e.lines().count(), 1, "one line: {e}");
    assert!(
        e.contains("/dev/ttyUSB_hwfilter_missing") && e.contains("does not exist"),
        "{e}"
    );
}

#[test]
fn a_port_that_never_answers_is_blamed_on_the_board_or_the_baud() {
    // A pseudo-terminal nobody serves: the bytes go nowhere.
    let (_master, slave) = serialport::TTYPort::pair().expect("a pseudo-terminal");
    let path = serialport::SerialPort::name(&slave).expect("its path");
    drop(slave);
    let o = run(&[
        "--port",
        &path,
        "--baud",
        "115200",
        "--timeout-ms",
        "20",
        "info",
    ]);
    assert_eq!(o.status.code(), Some(1));
    let e = stderr(&o);
    assert!(
        e.contains("no answer") && e.contains("115200 baud") && e.contains("--baud"),
        "{e}"
    );
}

#[test]
fn without_baud_both_boards_rates_are_tried_and_named() {
    let (_master, slave) = serialport::TTYPort::pair().expect("a pseudo-terminal");
    let path = serialport::SerialPort::name(&slave).expect("its path");
    drop(slave);
    let o = run(&["--port", &path, "--timeout-ms", "20", "info"]);
    assert_eq!(o.status.code(), Some(1));
    let e = stderr(&o);
    assert!(
        e.contains("no answer")
            && e.contains(&format!(
                "{path} at 12000000 baud (Alchitry Cu) or 3000000 baud (iCEBreaker, ULX3S):"
            ))
            && e.contains("--baud"),
        "{e}"
    );
}

#[test]
fn bad_arguments_are_refused_before_touching_a_board() {
    for (args, needle) in [
        (
            &["params", "--capacity", "1000", "--fpr", "1.5"][..],
            "false-positive rate",
        ),
        (&["params", "--capacity", "0"][..], "capacity"),
        // The per-command simulated board's Bloom filter is a plain one.
        (&["delete", "--filter", "bloom", "k"][..], "cannot delete"),
        (&["count", "--filter", "bloom"][..], "--filter"),
        (&["insert", "--filter", "quotient", "k"][..], "quotient"),
        (&["load", "/nonexistent/snapshot.bin"][..], "cannot read"),
        (
            &["query", "-f", "/nonexistent/keys.txt"][..],
            "cannot open key file",
        ),
        (&["--baud", "12", "info"][..], "--baud"),
    ] {
        let o = run(args);
        assert!(!o.status.success(), "{args:?} succeeded");
        assert!(stderr(&o).contains(needle), "{args:?}: {}", stderr(&o));
    }
    let o = hwfilter(&["delete", "--help"]);
    let help = String::from_utf8_lossy(&o.stdout);
    assert!(help.contains("never inserted"), "{help}");
}

#[test]
fn help_errors_and_version_name_the_program_hwfilter() {
    // The binary under test is this package's `hwfilter-e2e`; every message
    // still names `hwfilter`, the program users run.
    let o = run(&["--help"]);
    assert!(o.status.success(), "{}", stderr(&o));
    let help = String::from_utf8_lossy(&o.stdout);
    assert!(
        help.contains("Usage: hwfilter [OPTIONS] <COMMAND>"),
        "{help}"
    );
    let o = run(&["--version"]);
    assert_eq!(
        String::from_utf8_lossy(&o.stdout).trim(),
        concat!("hwfilter ", env!("CARGO_PKG_VERSION"))
    );
    let o = run(&["insert", "--no-such-option"]);
    assert_eq!(o.status.code(), Some(2));
    let e = stderr(&o);
    assert!(
        e.contains("Usage: hwfilter insert") && !e.contains("hwfilter-e2e"),
        "{e}"
    );
}

#[test]
fn params_prints_bloom_and_cuckoo_geometry() {
    let o = run(&[
        "params",
        "--capacity",
        "6000",
        "--fpr",
        "0.01",
        "--format",
        "json",
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    let r: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
    assert!(r["bloom"]["fpr"].as_f64().unwrap() <= 0.01);
    assert!(r["bloom"]["m"].as_u64().unwrap() >= 57_510);
    assert!(r["cuckoo"]["fpr"].as_f64().unwrap() <= 0.01);
    assert!(r["cuckoo"]["expected_load"].as_f64().unwrap() <= 0.95);
}

#[cfg(feature = "verilator")]
mod simulated {
    use hwfilter_host::snapshot::Snapshot;
    use serde_json::Value;

    use super::common::{ServeSim, stderr, wilson};
    use super::{run, write_keys};

    /// The CLI against a `serve-sim` board.
    trait Cli {
        /// `hwfilter --port PORT --format json ARGS`: the JSON object.
        fn json(&self, args: &[&str]) -> Value;
        fn count(&self, args: &[&str], result: &str) -> u64 {
            self.json(args)["summary"][result].as_u64().unwrap_or(0)
        }
    }

    impl Cli for ServeSim {
        fn json(&self, args: &[&str]) -> Value {
            let mut all = vec!["--port", &self.port, "--format", "json"];
            all.extend_from_slice(args);
            let o = run(&all);
            assert!(o.status.success(), "{args:?}: {}", stderr(&o));
            serde_json::from_slice(&o.stdout).expect("one JSON object")
        }
    }

    fn u(v: &Value) -> u64 {
        v.as_u64().unwrap_or_else(|| panic!("not an integer: {v}"))
    }

    #[test]
    fn a_served_board_holds_its_capacity_answers_within_theory_and_restores_a_snapshot() {
        let sim = ServeSim::start();
        let dir = tempfile::tempdir().unwrap();
        let info = sim.json(&["info"]);
        let n = u(&info["bloom_capacity"]);
        let (k, a) = (u(&info["bloom_banks"]), u(&info["bloom_addr_bits"]));
        assert!(n > 1000, "{info}");

        // Bloom: capacity at 1% from INFO, members and 100,000 others.
        let members = write_keys(dir.path(), "members.txt", "member", n);
        let others = write_keys(dir.path(), "others.txt", "other", 100_000);
        let ins = sim.json(&["insert", "-q", "-f", &members]);
        assert_eq!(u(&ins["keys"]), n);
        assert_eq!(sim.count(&["query", "-q", "-f", &members], "present"), n);
        let fp = sim.count(&["query", "-q", "-f", &others], "present");
        let m = (1u64 << a) as f64;
        let theory = (1.0 - (1.0 - 1.0 / m).powf(n as f64)).powi(k as i32);
        let (lo, hi) = wilson(fp, 100_000, 4.0);
        eprintln!(
            "bloom FPR {} (theory {theory:.5}, 4-sigma interval {lo:.5}..{hi:.5})",
            fp as f64 / 1e5
        );
        assert!(
            lo <= theory * 1.05 && theory * 0.95 <= hi,
            "FPR {fp}/100000 is not within the interval of theory {theory}"
        );

        // The board's own fill counts (STATS): the distinct keys within 5%,
        // the live rate within the measured rate's interval, the filter
        // at its capacity.
        let fill = sim.json(&["stats"])["fill"].clone();
        let est = fill["estimated_keys"].as_f64().unwrap();
        let live = fill["live_fpr"].as_f64().unwrap();
        eprintln!("bloom fill at capacity: {fill}");
        assert!((est - n as f64).abs() <= 0.05 * n as f64, "{fill}");
        assert!(
            lo <= live && live <= hi,
            "live FPR {live} vs {lo}..{hi}: {fill}"
        );
        assert!(
            ["nearly_full", "over"].contains(&fill["state"].as_str().unwrap()),
            "{fill}"
        );
        let set_bits = fill["set_bits"].clone();
        assert_eq!(
            set_bits.as_array().map(Vec::len),
            Some(k as usize),
            "{fill}"
        );

        // Dump, clear, load: the same answers as before.
        let snap = dir.path().join("bloom.snap");
        let snap_s = snap.to_str().unwrap();
        let d = sim.json(&["dump", "-o", snap_s]);
        assert_eq!(u(&d["words"]), 1 << a);
        sim.json(&["clear"]);
        let cleared = sim.json(&["stats"])["fill"].clone();
        assert_eq!(cleared["set_bits"], serde_json::json!(vec![0; k as usize]));
        assert_eq!(cleared["state"], "ok");
        assert!(sim.count(&["query", "-q", "-f", &members], "present") < n / 10);
        sim.json(&["load", snap_s]);
        assert_eq!(sim.count(&["query", "-q", "-f", &members], "present"), n);
        // The loaded words count as they are written: the same fill.
        assert_eq!(sim.json(&["stats"])["fill"]["set_bits"], set_bits);

        // A corrupt snapshot and one from another geometry are refused.
        let bytes = std::fs::read(&snap).unwrap();
        let mut bad = bytes.clone();
        bad[100] ^= 1;
        let bad_path = dir.path().join("bad.snap");
        std::fs::write(&bad_path, &bad).unwrap();
        let o = run(&["--port", &sim.port, "load", bad_path.to_str().unwrap()]);
        assert!(
            !o.status.success() && stderr(&o).contains("corrupt"),
            "{}",
            stderr(&o)
        );
        let mut other = Snapshot::decode(&bytes).unwrap();
        other.params.a += 1;
        std::fs::write(&bad_path, other.encode()).unwrap();
        let o = run(&["--port", &sim.port, "load", bad_path.to_str().unwrap()]);
        assert!(
            !o.status.success() && stderr(&o).contains("refusing"),
            "{}",
            stderr(&o)
        );

        // Cuckoo: 90% of its capacity, delete half, count proves each op once.
        let c = u(&info["cuckoo_capacity"]) * 9 / 10;
        let items = write_keys(dir.path(), "items.txt", "item", c);
        let ins = sim.json(&["insert", "--filter", "cuckoo", "-q", "-f", &items]);
        assert_eq!(ins["summary"]["added"], c, "{ins}");
        assert_eq!(u(&sim.json(&["count"])["items"]), c);
        let half = write_keys(dir.path(), "half.txt", "item", c / 2);
        let del = sim.json(&["delete", "-q", "-f", &half]);
        assert_eq!(del["summary"]["deleted"], c / 2, "{del}");
        assert_eq!(u(&sim.json(&["count"])["items"]), c - c / 2);
        let q = sim.json(&["query", "--filter", "cuckoo", "-f", &items]);
        let results = q["results"].as_array().unwrap();
        assert_eq!(results.len() as u64, c);
        for (i, r) in results.iter().enumerate() {
            assert_eq!(r["key"], format!("item-{i}"));
            if i as u64 >= c / 2 {
                assert_eq!(r["result"], "present", "{r}");
            }
        }
        let stats = sim.json(&["stats", "--filter", "cuckoo"]);
        assert_eq!(u(&stats["bad_crc"]), 0, "{stats}");

        // This board's Bloom filter is a plain one: a delete from it is
        // refused before anything is sent.
        let o = run(&[
            "--port", &sim.port, "delete", "--filter", "bloom", "member-1",
        ]);
        assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
        assert!(
            stderr(&o).contains("Bloom filter is a plain one and cannot delete"),
            "{}",
            stderr(&o)
        );
    }

    /// `serve-sim --board icebreaker`: the iCEBreaker core (Bloom in SPRAM,
    /// one Cuckoo op at a time) behind the same CLI, its geometry from INFO.
    #[test]
    fn the_icebreaker_core_serves_the_same_cli() {
        let sim = ServeSim::start_with(&["--board", "icebreaker"]);
        let dir = tempfile::tempdir().unwrap();
        let info = sim.json(&["info"]);
        assert_eq!(u(&info["bloom_addr_bits"]), 18, "{info}");
        assert_eq!(u(&info["cuckoo_fp_bits"]), 8, "{info}");
        assert_eq!(u(&info["clock_hz"]), 12_000_000, "{info}");
        let members = write_keys(dir.path(), "members.txt", "member", 2000);
        assert_eq!(sim.count(&["insert", "-q", "-f", &members], "added"), 2000);
        assert_eq!(sim.count(&["query", "-q", "-f", &members], "present"), 2000);
        let items = write_keys(dir.path(), "items.txt", "item", 500);
        let ins = sim.json(&["insert", "--filter", "cuckoo", "-q", "-f", &items]);
        assert_eq!(ins["summary"]["added"], 500, "{ins}");
        let del = sim.json(&["delete", "-q", "-f", &items]);
        assert_eq!(del["summary"]["deleted"], 500, "{del}");
        assert_eq!(u(&sim.json(&["count"])["items"]), 0);
    }

    /// `serve-sim --board ulx3s-12f`: the ULX3S 12F core (both pipelined
    /// engines at its sizes) behind the same CLI; INFO gives its geometry,
    /// capacity and clock, and the CLI adapts without a change.
    #[test]
    fn the_ulx3s_12f_core_serves_the_same_cli() {
        let sim = ServeSim::start_with(&["--board", "ulx3s-12f"]);
        let dir = tempfile::tempdir().unwrap();
        let info = sim.json(&["info"]);
        assert_eq!(u(&info["bloom_banks"]), 4, "{info}");
        assert_eq!(u(&info["bloom_addr_bits"]), 16, "{info}");
        assert_eq!(u(&info["bloom_capacity"]), 24_912, "{info}");
        assert_eq!(u(&info["cuckoo_buckets"]), 2048, "{info}");
        assert_eq!(u(&info["clock_hz"]), 60_000_000, "{info}");
        let members = write_keys(dir.path(), "members.txt", "member", 2000);
        assert_eq!(sim.count(&["insert", "-q", "-f", &members], "added"), 2000);
        assert_eq!(sim.count(&["query", "-q", "-f", &members], "present"), 2000);
        let items = write_keys(dir.path(), "items.txt", "item", 500);
        let ins = sim.json(&["insert", "--filter", "cuckoo", "-q", "-f", &items]);
        assert_eq!(ins["summary"]["added"], 500, "{ins}");
        assert_eq!(u(&sim.json(&["count"])["items"]), 500);
    }

    /// `serve-sim --board ulx3s-12f --bloom blocked`: the ULX3S 12F's SDRAM
    /// core (the blocked Bloom filter in all 32 MB of the timing-checked
    /// chip model, which panics the board on any breach) behind the same
    /// CLI. It clears its memory before it serves; INFO gives the blocked
    /// geometry and the model's capacity, no member reads absent, and the
    /// fill estimate counts the keys.
    #[test]
    fn the_ulx3s_sdram_core_serves_the_same_cli() {
        use hwfilter_model::geometry::BloomGeometry;
        use hwfilter_model::protocol::BloomKind;
        let sim = ServeSim::start_with(&["--board", "ulx3s-12f", "--bloom", "blocked"]);
        let dir = tempfile::tempdir().unwrap();
        let info = sim.json(&["info"]);
        assert_eq!(info["bloom_kind"], "blocked", "{info}");
        assert_eq!(u(&info["bloom_banks"]), 6, "k: {info}");
        assert_eq!(u(&info["bloom_addr_bits"]), 15, "2^15 blocks: {info}");
        assert_eq!(u(&info["bloom_bits"]), 32 << 23, "32 MB: {info}");
        let blocked = BloomGeometry::new(BloomKind::Blocked, 6, 15).expect("geometry");
        assert_eq!(u(&info["bloom_capacity"]), blocked.capacity(0.01), "{info}");
        assert_eq!(u(&info["fill"]["set_bits"][0]), 0, "cleared: {info}");
        let members = write_keys(dir.path(), "members.txt", "member", 3000);
        assert_eq!(sim.count(&["insert", "-q", "-f", &members], "added"), 3000);
        assert_eq!(sim.count(&["query", "-q", "-f", &members], "present"), 3000);
        let others = write_keys(dir.path(), "others.txt", "other", 3000);
        // 3000 keys in 27.8 million keys' room: a false positive has a
        // chance of about 1e-25.
        assert_eq!(sim.count(&["query", "-q", "-f", &others], "absent"), 3000);
        let estimate = sim.json(&["stats"])["fill"]["estimated_keys"]
            .as_f64()
            .expect("an estimate");
        assert!((estimate - 3000.0).abs() < 150.0, "{estimate}");
        let items = write_keys(dir.path(), "items.txt", "item", 500);
        let ins = sim.json(&["insert", "--filter", "cuckoo", "-q", "-f", &items]);
        assert_eq!(ins["summary"]["added"], 500, "{ins}");
        assert_eq!(u(&sim.json(&["count"])["items"]), 500);
    }

    /// `serve-sim --engines bloom` (the Alchitry Cu's Bloom-only core, the
    /// RTL `hwfilter synth --engines bloom` builds): INFO shows 7 banks and
    /// no filter 1; at its capacity (>= 95% of bits / 9.585 keys at 1%) no
    /// member reads absent and the measured false-positive rate is within
    /// the 4-sigma interval of theory; every command on filter 1 is refused
    /// by name, and the snapshot goes through dump, clear and load.
    #[test]
    fn the_bloom_only_board_holds_its_capacity_at_the_theoretical_fpr() {
        let sim = ServeSim::start_with(&["--engines", "bloom"]);
        let dir = tempfile::tempdir().unwrap();
        let info = sim.json(&["info"]);
        assert_eq!(info["engines"], "bloom", "{info}");
        assert_eq!(u(&info["cuckoo_buckets"]), 0, "{info}");
        let (k, a) = (u(&info["bloom_banks"]), u(&info["bloom_addr_bits"]));
        assert_eq!((k, a), (7, 14), "{info}");
        let n = u(&info["bloom_capacity"]);
        let optimum = (k << a) as f64 / 9.585;
        assert!(n as f64 >= 0.95 * optimum, "{n} keys < 95% of {optimum:.0}");

        let members = write_keys(dir.path(), "members.txt", "member", n);
        let others = write_keys(dir.path(), "others.txt", "other", 50_000);
        // A few members read "already present" as they go in: false
        // positives of the fill so far.
        let ins = sim.json(&["insert", "-q", "-f", &members]);
        assert_eq!(u(&ins["keys"]), n, "{ins}");
        assert_eq!(sim.count(&["query", "-q", "-f", &members], "present"), n);
        let fp = sim.count(&["query", "-q", "-f", &others], "present");
        let theory = hwfilter_model::BloomParams::new(k as u32, a as u32)
            .unwrap()
            .theoretical_fpr(n);
        let (lo, hi) = wilson(fp, 50_000, 4.0);
        eprintln!(
            "bloom-only FPR at {n} keys: {} (theory {theory:.5}, 4-sigma interval {lo:.5}..{hi:.5})",
            fp as f64 / 5e4
        );
        assert!((lo..=hi).contains(&theory), "{fp} false positives");

        for args in [
            &["insert", "--filter", "cuckoo", "x"][..],
            &["query", "--filter", "cuckoo", "x"],
            &["delete", "x"],
            &["count"],
            &["stats", "--filter", "cuckoo"],
        ] {
            let mut all = vec!["--port", &sim.port];
            all.extend_from_slice(args);
            let o = run(&all);
            assert_eq!(o.status.code(), Some(1), "{args:?}");
            assert!(
                stderr(&o).contains("no Cuckoo filter"),
                "{args:?}: {}",
                stderr(&o)
            );
        }

        let snap = dir.path().join("bloom.snap");
        let snap_s = snap.to_str().unwrap();
        let d = sim.json(&["dump", "-o", snap_s]);
        assert_eq!(u(&d["words"]), 1 << 14, "{d}");
        sim.json(&["clear"]);
        assert_eq!(sim.count(&["query", "-q", "-f", &members], "present"), 0);
        sim.json(&["load", snap_s]);
        assert_eq!(sim.count(&["query", "-q", "-f", &members], "present"), n);
    }

    /// `serve-sim --board icebreaker --engines bloom --bloom counting` (the
    /// iCEBreaker's counting core: 4 x 2^16 counters in its SPRAMs, with
    /// yosys's SPRAM model, no filter 1): no key still inserted reads
    /// absent, deleted keys read absent but for false positives, filter 1 is
    /// refused, and the counters go through dump, clear and load.
    #[test]
    fn the_icebreaker_counting_core_deletes_without_false_negatives() {
        let sim = ServeSim::start_with(&[
            "--board",
            "icebreaker",
            "--engines",
            "bloom",
            "--bloom",
            "counting",
        ]);
        let dir = tempfile::tempdir().unwrap();
        let info = sim.json(&["info"]);
        assert_eq!(info["engines"], "counting", "{info}");
        assert_eq!(
            (u(&info["bloom_banks"]), u(&info["bloom_addr_bits"])),
            (4, 16),
            "{info}"
        );
        assert_eq!(u(&info["clock_hz"]), 12_000_000, "{info}");
        let members = write_keys(dir.path(), "members.txt", "member", 3000);
        let gone = write_keys(dir.path(), "gone.txt", "member", 1000);
        let ins = sim.json(&["insert", "-q", "-f", &members]);
        assert_eq!(u(&ins["keys"]), 3000, "{ins}");
        let del = sim.json(&["delete", "--filter", "bloom", "-q", "-f", &gone]);
        assert_eq!(del["summary"]["deleted"], 1000, "{del}");
        let q = sim.json(&["query", "-f", &members]);
        let present: Vec<bool> = q["results"]
            .as_array()
            .unwrap()
            .iter()
            .map(|r| r["result"] == "present")
            .collect();
        assert!(present[1000..].iter().all(|&p| p), "a false negative");
        let fp = present[..1000].iter().filter(|&&p| p).count();
        assert!(fp <= 5, "{fp} of 1000 deleted keys read present");
        let o = run(&["--port", &sim.port, "insert", "--filter", "cuckoo", "x"]);
        assert_eq!(o.status.code(), Some(1));
        assert!(stderr(&o).contains("no Cuckoo filter"), "{}", stderr(&o));

        let snap = dir.path().join("counters.snap");
        let snap_s = snap.to_str().unwrap();
        let d = sim.json(&["dump", "-o", snap_s]);
        assert_eq!(u(&d["words"]), 1 << 16, "{d}");
        sim.json(&["clear"]);
        assert_eq!(sim.count(&["query", "-q", "-f", &members], "present"), 0);
        sim.json(&["load", snap_s]);
        let again = sim.json(&["query", "-f", &members]);
        assert_eq!(again["results"], q["results"]);
    }

    /// `serve-sim --bloom counting` (the Alchitry Cu core with a counting
    /// Bloom filter, the RTL `hwfilter synth --bloom counting` builds):
    /// a key inserted twice survives one delete, deleted keys read absent
    /// (but for false positives), no key still inserted ever reads absent,
    /// and its 4-byte snapshot words go through dump, clear and load.
    #[test]
    fn a_counting_board_deletes_from_its_bloom_filter_without_false_negatives() {
        let sim = ServeSim::start_with(&["--bloom", "counting"]);
        let dir = tempfile::tempdir().unwrap();
        let info = sim.json(&["info"]);
        assert_eq!(info["bloom_kind"], "counting", "{info}");
        assert_eq!(u(&info["bloom_addr_bits"]), 12, "{info}");
        let n = 1000;
        assert!(n < u(&info["bloom_capacity"]), "{info}");
        let members = write_keys(dir.path(), "members.txt", "member", n);
        let twice = write_keys(dir.path(), "twice.txt", "member", 200);
        let gone = write_keys(dir.path(), "gone.txt", "member", 500);
        assert_eq!(sim.count(&["insert", "-q", "-f", &members], "added"), n);
        sim.json(&["insert", "-q", "-f", &twice]);
        let del = sim.json(&["delete", "--filter", "bloom", "-q", "-f", &gone]);
        assert_eq!(del["summary"]["deleted"], 500, "{del}");

        // Members 0..200 were inserted twice and deleted once; 500.. were
        // never deleted: all present. 200..500 are gone: about 0.06% of
        // them read present (700 keys in 4 x 4,096 counters).
        let answers = |sim: &ServeSim| -> Vec<bool> {
            let q = sim.json(&["query", "-f", &members]);
            q["results"]
                .as_array()
                .unwrap()
                .iter()
                .map(|r| r["result"] == "present")
                .collect()
        };
        let before = answers(&sim);
        for (i, &present) in before.iter().enumerate() {
            if !(200..500).contains(&i) {
                assert!(present, "member-{i} reads absent: a false negative");
            }
        }
        let false_positives = before[200..500].iter().filter(|&&p| p).count();
        assert!(
            false_positives <= 10,
            "{false_positives} of 300 deleted keys read present"
        );

        // The counters' snapshot: 4,096 words of 4 nibbles, back whole.
        let snap = dir.path().join("counting.snap");
        let snap_s = snap.to_str().unwrap();
        let d = sim.json(&["dump", "-o", snap_s]);
        assert_eq!(u(&d["words"]), 1 << 12, "{d}");
        sim.json(&["clear"]);
        assert_eq!(sim.count(&["query", "-q", "-f", &members], "present"), 0);
        sim.json(&["load", snap_s]);
        assert_eq!(answers(&sim), before);

        // The second delete of 0..200 takes their last count; the gone
        // keys are not found again (but for false positives).
        let del = sim.json(&["delete", "--filter", "bloom", "-q", "-f", &twice]);
        assert_eq!(del["summary"]["deleted"], 200, "{del}");
        let again = write_keys(dir.path(), "again.txt", "member", 500);
        let del = sim.json(&["delete", "--filter", "bloom", "-q", "-f", &again]);
        assert!(u(&del["summary"]["not-found"]) >= 490, "{del}");
        let after = answers(&sim);
        assert!(
            after[500..].iter().all(|&p| p),
            "a member of 500.. reads absent"
        );
    }

    #[test]
    fn a_filter_keeps_the_normalisation_it_was_filled_with() {
        let sim = ServeSim::start();
        let state = tempfile::tempdir().unwrap();
        let dir = state.path().to_str().unwrap();
        let cli = |args: &[&str]| {
            let mut all = vec!["--port", &sim.port, "--format", "json"];
            all.extend_from_slice(args);
            std::process::Command::new(super::common::HWFILTER)
                .args(&all)
                .env("HWFILTER_STATE_DIR", dir)
                .env_remove("HWFILTER_FORMAT")
                .env_remove("HWFILTER_NORMALIZE")
                .output()
                .expect("run hwfilter")
        };
        let results = |o: &std::process::Output| -> Vec<String> {
            assert!(o.status.success(), "{}", stderr(o));
            let v: Value = serde_json::from_slice(&o.stdout).unwrap();
            v["results"]
                .as_array()
                .unwrap()
                .iter()
                .map(|r| r["result"].as_str().unwrap().to_owned())
                .collect()
        };
        let both = "trim,fold-case";
        let o = cli(&["insert", "--normalize", both, " Alice", "BOB\t"]);
        assert_eq!(results(&o), ["added", "added"]);
        // Another normalisation is refused, naming the one to use.
        for args in [
            &["query", "ALICE"][..],
            &["query", "--normalize", "trim", "alice"],
            &["insert", "carol"],
        ] {
            let o = cli(args);
            assert!(!o.status.success(), "{args:?} was accepted");
            assert!(
                stderr(&o).contains("--normalize trim,fold-case"),
                "{}",
                stderr(&o)
            );
        }
        // Every spelling of a key is the one key; the order of steps is fixed.
        let o = cli(&[
            "query",
            "--normalize",
            "fold-case,trim",
            "alice",
            "  ALICE ",
            "bob",
            "eve",
        ]);
        assert_eq!(results(&o), ["present", "present", "present", "absent"]);
        // A snapshot carries it; a cleared filter takes any; a load sets it back.
        let snap = state.path().join("bloom.snap");
        let o = cli(&["dump", "-o", snap.to_str().unwrap()]);
        assert!(o.status.success(), "{}", stderr(&o));
        assert_eq!(std::fs::read(&snap).unwrap()[11], 0b011, "header byte 11");
        assert!(cli(&["clear"]).status.success());
        assert_eq!(results(&cli(&["query", "alice"])), ["absent"]);
        assert!(cli(&["load", snap.to_str().unwrap()]).status.success());
        assert!(!cli(&["query", "alice"]).status.success());
        assert_eq!(
            results(&cli(&["query", "--normalize", both, "ALICE"])),
            ["present"]
        );
        // The other filter is apart, and --raw-u64 keys are not normalised.
        assert_eq!(
            results(&cli(&["insert", "--filter", "cuckoo", "Alice"])),
            ["added"]
        );
        let o = cli(&["query", "--raw-u64", "--normalize", "trim", "5"]);
        assert!(stderr(&o).contains("--raw-u64"), "{}", stderr(&o));
        // A key that is not text cannot be case-folded: a clear error.
        let keys = state.path().join("keys");
        std::fs::write(&keys, b"ok\n\xff\xfe\n").unwrap();
        let o = cli(&["query", "--normalize", both, "-f", keys.to_str().unwrap()]);
        assert!(!o.status.success());
        assert!(
            stderr(&o).contains("key 2") && stderr(&o).contains("not UTF-8"),
            "{}",
            stderr(&o)
        );
        // A power-cycled board is empty, and so is its record.
        sim.power_cycle();
        std::thread::sleep(std::time::Duration::from_millis(200));
        assert_eq!(results(&cli(&["query", "alice"])), ["absent"]);
    }

    #[test]
    fn serve_sim_prints_its_counters_on_sigusr1() {
        use std::io::{BufRead, BufReader};
        use std::process::{Child, Command, Stdio};
        struct Killed(Child);
        impl Drop for Killed {
            fn drop(&mut self) {
                let _ = self.0.kill();
                let _ = self.0.wait();
            }
        }
        let mut sim = Killed(
            Command::new(super::common::HWFILTER)
                .arg("serve-sim")
                .stdout(Stdio::piped())
                .stderr(Stdio::null())
                .spawn()
                .expect("start hwfilter serve-sim"),
        );
        let mut out = BufReader::new(sim.0.stdout.take().expect("its stdout"));
        let mut line = String::new();
        out.read_line(&mut line).unwrap();
        let port = line.trim().to_owned();
        let o = run(&["--port", &port, "query", "-q", "alice", "bob"]);
        assert!(o.status.success(), "{}", stderr(&o));
        let usr1 = Command::new("kill")
            .args(["-USR1", &sim.0.id().to_string()])
            .status()
            .expect("run kill");
        assert!(usr1.success());
        line.clear();
        out.read_line(&mut line).unwrap();
        let field = |name: &str| -> u64 {
            line.split_whitespace()
                .find_map(|f| f.strip_prefix(name)?.strip_prefix('='))
                .and_then(|v| v.parse().ok())
                .unwrap_or_else(|| panic!("no {name}= in {line:?}"))
        };
        assert!(field("cycles") > 0, "{line}");
        assert!(field("bytes_to_board") > 0, "{line}");
        assert!(field("bytes_from_board") > 0, "{line}");
        assert_eq!(field("div"), 4, "{line}");
        assert!(field("grace_cycles") > 0, "{line}");
    }

    #[test]
    fn demo_runs_on_its_own_simulated_board() {
        let o = run(&["demo", "--non-members", "3000", "--format", "json"]);
        assert!(o.status.success(), "{}", stderr(&o));
        let r: Value = serde_json::from_slice(&o.stdout).unwrap();
        for f in r["filters"].as_array().unwrap() {
            assert_eq!(f["members_present"], f["members"], "{f}");
            assert!(f["fpr"].as_f64().unwrap() < 0.03, "{f}");
        }
        for s in r["streams"].as_array().unwrap() {
            let e = s["link_efficiency"].as_f64().unwrap();
            eprintln!("{} {}: link efficiency {e:.4}", s["filter"], s["op"]);
            // 480 key bytes per 492 line bytes at most; the client must
            // keep the line busy (allow for a loaded test machine).
            assert!(e > 0.90 && e <= 480.0 / 492.0 + 1e-3, "{s}");
        }
    }
}

/// Writes `n` keys `PREFIX-0`, `PREFIX-1`, ... one per line; returns the path.
#[allow(dead_code)]
fn write_keys(dir: &std::path::Path, name: &str, prefix: &str, n: u64) -> String {
    let path = dir.join(name);
    let mut f = std::io::BufWriter::new(std::fs::File::create(&path).unwrap());
    for i in 0..n {
        writeln!(f, "{prefix}-{i}").unwrap();
    }
    f.flush().unwrap();
    path.to_str().unwrap().to_owned()
}

#[test]
fn keys_piped_into_a_command_are_answered_as_they_arrive() {
    let mut insert = Command::new(common::HWFILTER);
    insert
        .args(["insert"])
        .env_remove("HWFILTER_FORMAT")
        .env_remove("HWFILTER_PORT");
    let mut feed = common::LineFeed::spawn(insert);
    // Each key is answered while stdin stays open, as `tail -f` feeds it.
    for (key, want) in [
        ("alice", "alice\tadded"),
        ("bob", "bob\tadded"),
        ("alice", "alice\talready-present"),
    ] {
        assert_eq!(feed.ask(key), want);
    }
    let o = feed.finish();
    assert!(o.status.success());
    let e = String::from_utf8_lossy(&o.stderr);
    assert!(
        e.contains("insert 3 keys on the bloom filter: 2 added, 1 already-present"),
        "{e}"
    );
}
