//! `hwfilter --server ADDR`: every board subcommand through a running
//! `hwfilter serve` (on the simulated board), answers checked against the
//! model; two CLIs sharing the board at once; keys piped through a server
//! with stdin left open; dump and load through the server; a port held by
//! serve refused with a message naming --server, and keys that are the
//! same whichever way they reach the board; bad server addresses.

mod common;

use std::process::{Command, Output, Stdio};
use std::time::Duration;

use common::{HWFILTER, LineFeed, Serve, ServeSim, stderr};
use hwfilter_model::hash::key_from_bytes;
use hwfilter_model::{BloomModel, BloomParams, CuckooModel, CuckooParams};
use serde_json::Value;

impl Serve {
    /// `hwfilter --server ADDR ARGS...`.
    fn command(&self, args: &[&str]) -> Command {
        let mut c = Command::new(HWFILTER);
        c.args(["--server", &self.addr])
            .args(args)
            .env_remove("HWFILTER_PORT")
            .env_remove("HWFILTER_SERVER")
            .env_remove("HWFILTER_FORMAT")
            .env_remove("HWFILTER_SERVER_PASSWORD");
        c
    }

    fn run(&self, args: &[&str]) -> Output {
        self.command(args).output().expect("run hwfilter --server")
    }

    /// Runs and expects success; stdout.
    fn ok(&self, args: &[&str]) -> String {
        let o = self.run(args);
        assert!(o.status.success(), "{args:?}: {}", stderr(&o));
        String::from_utf8(o.stdout).expect("UTF-8 stdout")
    }

    fn json(&self, args: &[&str]) -> Value {
        let mut a = vec!["--format", "json"];
        a.extend_from_slice(args);
        serde_json::from_str(&self.ok(&a)).expect("stdout is one JSON object")
    }

    /// Each key's result, from `--format json`.
    fn results(&self, args: &[&str]) -> Vec<String> {
        self.json(args)["results"]
            .as_array()
            .expect("results")
            .iter()
            .map(|r| r["result"].as_str().expect("result").to_string())
            .collect()
    }
}

fn key_file(dir: &tempfile::TempDir, name: &str, keys: &[String]) -> String {
    let path = dir.path().join(name);
    std::fs::write(&path, keys.join("\n") + "\n").expect("write keys");
    path.display().to_string()
}

fn keys(prefix: &str, n: usize) -> Vec<String> {
    (0..n).map(|i| format!("{prefix}{i}")).collect()
}

fn num(v: &Value, k: &str) -> u64 {
    v[k].as_u64()
        .unwrap_or_else(|| panic!("{k} is not an integer: {v}"))
}

#[test]
fn every_board_subcommand_through_the_server_answers_as_the_model() {
    let s = Serve::start(&[]);
    let dir = tempfile::tempdir().unwrap();
    let info = s.json(&["info"]);
    assert!(
        info["port"]
            .as_str()
            .unwrap()
            .contains(&format!("hwfilter serve at {}", s.addr)),
        "{info}"
    );
    assert_eq!(info["key_seed"], "0x687766696c746572");
    let mut bloom = BloomModel::new(
        BloomParams::new(
            num(&info, "bloom_banks") as u32,
            num(&info, "bloom_addr_bits") as u32,
        )
        .unwrap(),
    );
    let mut cuckoo = CuckooModel::new(
        CuckooParams::new(
            num(&info, "cuckoo_fp_bits") as u32,
            num(&info, "cuckoo_bucket_bits") as u32,
            num(&info, "cuckoo_max_kicks") as u32,
        )
        .unwrap(),
    );

    // Bloom: members to half the capacity, with a repeat of each tenth.
    let mut members = keys("member", num(&info, "bloom_capacity") as usize / 2);
    members.extend(keys("member", members.len() / 10));
    let file = key_file(&dir, "members", &members);
    let got = s.results(&["insert", "-f", &file]);
    let want: Vec<&str> = members
        .iter()
        .map(|k| {
            if bloom.insert(key_from_bytes(k.as_bytes())) {
                "already-present"
            } else {
                "added"
            }
        })
        .collect();
    assert_eq!(got, want, "Bloom inserts differ from the model's");
    let mut probe = members.clone();
    probe.extend(keys("stranger", 3000));
    let probe_file = key_file(&dir, "probe", &probe);
    let got = s.results(&["query", "-f", &probe_file]);
    let want: Vec<&str> = probe
        .iter()
        .map(|k| match bloom.contains(key_from_bytes(k.as_bytes())) {
            true => "present",
            false => "absent",
        })
        .collect();
    assert_eq!(got, want, "Bloom queries differ from the model's");

    // Cuckoo: insert, delete half, count, query; --raw-u64 keys too.
    let items = keys("item", 1200);
    let file = key_file(&dir, "items", &items);
    let got = s.results(&["insert", "--filter", "cuckoo", "-f", &file]);
    assert!(got.iter().all(|r| r == "added"), "{got:?}");
    for k in &items {
        cuckoo.insert(key_from_bytes(k.as_bytes()));
    }
    let half = key_file(&dir, "half", &items[..600]);
    let got = s.results(&["delete", "-f", &half]);
    assert!(got.iter().all(|r| r == "deleted"), "{got:?}");
    for k in &items[..600] {
        cuckoo.delete(key_from_bytes(k.as_bytes()));
    }
    let raw: Vec<String> = (1..=5u64).map(|k| (k << 40).to_string()).collect();
    let mut args = vec!["insert", "--filter", "cuckoo", "--raw-u64"];
    args.extend(raw.iter().map(String::as_str));
    s.ok(&args);
    for k in 1..=5u64 {
        cuckoo.insert(k << 40);
    }
    let count = s.json(&["count"]);
    assert_eq!(num(&count, "items"), cuckoo.items());
    assert_eq!(num(&count, "items"), 605);
    let mut probe = items.clone();
    probe.extend(keys("stranger", 3000));
    let probe_file = key_file(&dir, "cprobe", &probe);
    let got = s.results(&["query", "--filter", "cuckoo", "-f", &probe_file]);
    let want: Vec<&str> = probe
        .iter()
        .map(|k| match cuckoo.contains(key_from_bytes(k.as_bytes())) {
            true => "present",
            false => "absent",
        })
        .collect();
    assert_eq!(got, want, "Cuckoo queries differ from the model's");

    let stats = s.json(&["stats", "--filter", "cuckoo"]);
    assert!(num(&stats, "frames") > 0, "{stats}");
    assert_eq!(num(&stats, "bad_crc"), 0, "{stats}");

    s.ok(&["clear"]);
    let got = s.results(&["query", "-f", &key_file(&dir, "m", &members[..100])]);
    assert!(got.iter().all(|r| r == "absent"), "{got:?}");
    s.ok(&["clear", "--filter", "cuckoo"]);
    assert_eq!(num(&s.json(&["count"]), "items"), 0);
}

#[test]
fn dump_through_the_server_then_load_through_it_restores() {
    let s = Serve::start(&[]);
    let dir = tempfile::tempdir().unwrap();
    let items = keys("snap", 800);
    let file = key_file(&dir, "items", &items);
    s.ok(&["insert", "--filter", "cuckoo", "-q", "-f", &file]);
    s.ok(&["insert", "-q", "-f", &file]);
    let mut probe = items.clone();
    probe.extend(keys("other", 2000));
    let probe_file = key_file(&dir, "probe", &probe);
    let before = (
        s.results(&["query", "-f", &probe_file]),
        s.results(&["query", "--filter", "cuckoo", "-f", &probe_file]),
    );
    let (b, c) = (dir.path().join("b.snap"), dir.path().join("c.snap"));
    let (b, c) = (b.to_str().unwrap(), c.to_str().unwrap());
    s.ok(&["dump", "-o", b]);
    s.ok(&["dump", "--filter", "cuckoo", "-o", c]);
    s.ok(&["clear"]);
    s.ok(&["clear", "--filter", "cuckoo"]);
    assert_eq!(num(&s.json(&["count"]), "items"), 0);
    s.ok(&["load", b]);
    s.ok(&["load", c]);
    assert_eq!(num(&s.json(&["count"]), "items"), 800);
    let after = (
        s.results(&["query", "-f", &probe_file]),
        s.results(&["query", "--filter", "cuckoo", "-f", &probe_file]),
    );
    assert_eq!(before, after);
    // A damaged snapshot is refused by the CLI before it is sent.
    let mut bytes = std::fs::read(b).unwrap();
    bytes[60] ^= 0x10;
    let bad = dir.path().join("bad.snap");
    std::fs::write(&bad, bytes).unwrap();
    let o = s.run(&["load", bad.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
    assert!(stderr(&o).contains("cannot load"), "{}", stderr(&o));
}

#[test]
fn two_clis_share_the_board_at_once() {
    let s = Serve::start(&[]);
    let dir = tempfile::tempdir().unwrap();
    let (a, b) = (keys("left", 900), keys("right", 900));
    let (fa, fb) = (key_file(&dir, "a", &a), key_file(&dir, "b", &b));
    let spawn = |f: &str| {
        s.command(&["insert", "--filter", "cuckoo", "-q", "-f", f])
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("start a CLI")
    };
    let (ca, cb) = (spawn(&fa), spawn(&fb));
    for c in [ca, cb] {
        let o = c.wait_with_output().unwrap();
        assert!(o.status.success(), "{}", stderr(&o));
        let out = String::from_utf8_lossy(&o.stdout);
        assert!(out.contains("900 added"), "{out}");
    }
    assert_eq!(num(&s.json(&["count"]), "items"), 1800);
    let mut all = a.clone();
    all.extend(b);
    let got = s.results(&[
        "query",
        "--filter",
        "cuckoo",
        "-f",
        &key_file(&dir, "all", &all),
    ]);
    assert!(got.iter().all(|r| r == "present"), "{got:?}");
}

#[test]
fn keys_piped_through_the_server_are_answered_while_stdin_is_open() {
    let s = Serve::start(&[]);
    let mut feed = LineFeed::spawn(s.command(&["insert", "--filter", "cuckoo"]));
    for (key, want) in [
        ("alice", "alice\tadded"),
        ("bob", "bob\tadded"),
        ("carol", "carol\tadded"),
    ] {
        assert_eq!(feed.ask(key), want);
    }
    // Another shell sees them while the stream is still open.
    let got = s.results(&["query", "--filter", "cuckoo", "alice", "bob", "dave"]);
    assert_eq!(got, ["present", "present", "absent"]);
    let o = feed.finish();
    assert!(o.status.success(), "{}", stderr(&o));
    let e = stderr(&o);
    assert!(
        e.contains("insert 3 keys on the cuckoo filter: 3 added"),
        "{e}"
    );
}

#[test]
fn a_port_held_by_serve_names_server_and_keys_are_the_same_either_way() {
    let board = ServeSim::start();
    let mut s = Serve::start(&["--port", &board.port]);
    let port = |args: &[&str]| {
        Command::new(HWFILTER)
            .args(["--port", &board.port])
            .args(args)
            .env_remove("HWFILTER_SERVER")
            .env_remove("HWFILTER_FORMAT")
            .output()
            .unwrap()
    };
    let o = port(&["info"]);
    assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
    let e = stderr(&o);
    assert!(e.contains("is busy") && e.contains("--server"), "{e}");
    s.ok(&["insert", "alice", "bob"]);
    s.ok(&["insert", "--raw-u64", "0x1234"]);
    // serve stops; the port is free, and the board holds the same keys.
    let _ = s.child.kill();
    let _ = s.child.wait();
    let mut freed = false;
    for _ in 0..50 {
        let o = port(&["query", "alice", "bob", "mallory"]);
        if o.status.success() {
            let out = String::from_utf8_lossy(&o.stdout).into_owned();
            assert_eq!(out, "alice\tpresent\nbob\tpresent\nmallory\tabsent\n");
            freed = true;
            break;
        }
        std::thread::sleep(Duration::from_millis(100));
    }
    assert!(freed, "the port stayed busy after serve stopped");
    let o = port(&["query", "--raw-u64", "4660"]);
    assert_eq!(String::from_utf8_lossy(&o.stdout), "4660\tpresent\n");
}

#[test]
fn a_server_with_a_password_takes_it_from_the_environment() {
    let s = Serve::start(&["--model-board", "--requirepass", "sesame"]);
    let o = s.run(&["count"]);
    assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
    assert!(
        stderr(&o)
            .contains("wants a password (its --requirepass): put it in HWFILTER_SERVER_PASSWORD"),
        "{}",
        stderr(&o)
    );
    let o = s
        .command(&["insert", "--filter", "cuckoo", "k"])
        .env("HWFILTER_SERVER_PASSWORD", "sesame")
        .output()
        .unwrap();
    assert!(o.status.success(), "{}", stderr(&o));
    assert_eq!(String::from_utf8_lossy(&o.stdout), "k\tadded\n");
    let o = s
        .command(&["count"])
        .env("HWFILTER_SERVER_PASSWORD", "wrong")
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
    assert!(stderr(&o).contains(&s.addr), "{}", stderr(&o));
}

#[test]
fn a_bad_server_address_is_a_clear_error() {
    let run = |args: &[&str]| {
        Command::new(HWFILTER)
            .args(args)
            .env_remove("HWFILTER_PORT")
            .env_remove("HWFILTER_SERVER")
            .output()
            .unwrap()
    };
    for (args, code, text) in [
        (
            &["--server", "127.0.0.1:1", "info"][..],
            1,
            "cannot reach hwfilter serve at 127.0.0.1:1",
        ),
        (
            &["--server", "127.0.0.1:1", "query", "x"][..],
            1,
            "start it with `hwfilter serve`",
        ),
        (
            &["--server", "nowhere", "count"][..],
            1,
            "--server nowhere: not a HOST:PORT address",
        ),
        (
            &["--port", "/dev/null", "--port", "/dev/zero", "info"][..],
            1,
            "only `hwfilter serve` spreads keys over several boards",
        ),
        (
            &["serve", "--boards", "2", "--port", "/dev/null"][..],
            2,
            "cannot be used with",
        ),
        (
            &["--server", "127.0.0.1:1", "--port", "/dev/null", "info"][..],
            2,
            "cannot be used with",
        ),
        (
            &["--server", "127.0.0.1:1", "demo"][..],
            1,
            "drop --server 127.0.0.1:1",
        ),
    ] {
        let o = run(args);
        let e = stderr(&o);
        assert_eq!(o.status.code(), Some(code), "{args:?}: {e}");
        assert!(e.contains(text), "{args:?}: {e}");
        assert!(!e.contains("panicked"), "{args:?}: {e}");
    }
    // A TCP peer that closes at once (not serve) is a clear error too.
    let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let addr = listener.local_addr().unwrap().to_string();
    let t = std::thread::spawn(move || drop(listener.accept()));
    let o = run(&["--server", &addr, "info"]);
    t.join().unwrap();
    let e = stderr(&o);
    assert_eq!(o.status.code(), Some(1), "{e}");
    assert!(e.contains(&format!("hwfilter serve at {addr}")), "{e}");
    assert!(!e.contains("panicked"), "{e}");
}
