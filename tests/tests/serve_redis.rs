//! `hwfilter serve` against Redis clients: RedisBloom's replies and errors
//! command by command, 50 concurrent connections checked against the
//! model, pipelining, bad input, AUTH and protected mode, and redis-cli
//! itself. Every server here runs the simulated board (the Verilated board
//! RTL behind a pseudo-terminal), as `hwfilter serve` does without --port.

mod common;

use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpStream;
use std::process::{Command, Stdio};
use std::time::Duration;

use common::{HWFILTER, Serve as Server, ServeSim};
use hwfilter_host::serve::item_key;
use hwfilter_model::{BloomModel, BloomParams, CuckooModel, CuckooParams};

impl Server {
    fn port(&self) -> &str {
        self.addr.rsplit(':').next().expect("port")
    }

    fn raw(&self) -> Raw {
        let s = TcpStream::connect(&self.addr).expect("connect");
        s.set_read_timeout(Some(Duration::from_secs(60))).unwrap();
        Raw {
            r: BufReader::new(s.try_clone().unwrap()),
            w: s,
        }
    }

    fn redis(&self) -> redis::Connection {
        redis::Client::open(format!("redis://{}/", self.addr))
            .and_then(|c| c.get_connection())
            .expect("redis connection")
    }

    /// A field of INFO.
    fn info_field(&self, field: &str) -> String {
        let info = self.raw().ask(&["INFO"]);
        let prefix = format!("{field}:");
        info.split("\r\n")
            .find_map(|l| l.strip_prefix(&prefix))
            .unwrap_or_else(|| panic!("no {field} in INFO: {info}"))
            .to_string()
    }
}

/// A connection that renders replies as text: `:1`, `-ERR ...`, `+OK`,
/// `$bulk`, `nil`, `[a, b]`, `{k: v}`.
struct Raw {
    r: BufReader<TcpStream>,
    w: TcpStream,
}

fn encode(args: &[&str]) -> Vec<u8> {
    let mut out = format!("*{}\r\n", args.len()).into_bytes();
    for a in args {
        out.extend(format!("${}\r\n{a}\r\n", a.len()).bytes());
    }
    out
}

impl Raw {
    fn send(&mut self, bytes: &[u8]) {
        self.w.write_all(bytes).expect("write");
    }

    fn ask(&mut self, args: &[&str]) -> String {
        self.send(&encode(args));
        self.reply()
    }

    fn line(&mut self) -> String {
        let mut l = String::new();
        self.r.read_line(&mut l).expect("read a reply line");
        assert!(
            l.ends_with("\r\n"),
            "reply line {l:?} is not CRLF-terminated"
        );
        l.truncate(l.len() - 2);
        l
    }

    fn reply(&mut self) -> String {
        let l = self.line();
        let (kind, rest) = l.split_at(1);
        match kind {
            "+" | "-" | ":" | "," => l.clone(),
            "_" => "nil".into(),
            "$" if rest == "-1" => "nil".into(),
            "$" => {
                let n: usize = rest.parse().expect("bulk length");
                let mut b = vec![0; n + 2];
                self.r.read_exact(&mut b).expect("bulk");
                format!("${}", String::from_utf8_lossy(&b[..n]))
            }
            "*" => {
                let n: usize = rest.parse().expect("array length");
                let items: Vec<String> = (0..n).map(|_| self.reply()).collect();
                format!("[{}]", items.join(", "))
            }
            "%" => {
                let n: usize = rest.parse().expect("map length");
                let items: Vec<String> = (0..n)
                    .map(|_| format!("{}: {}", self.reply(), self.reply()))
                    .collect();
                format!("{{{}}}", items.join(", "))
            }
            _ => panic!("unexpected reply line {l:?}"),
        }
    }

    /// Whether the server closed the connection.
    fn closed(&mut self) -> bool {
        let mut b = [0u8; 1];
        matches!(self.r.read(&mut b), Ok(0) | Err(_))
    }
}

#[test]
fn items_are_normalised_as_the_server_was_told_and_names_keep_theirs() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path().to_str().unwrap();
    {
        let s = Server::start(&["--normalize", "trim,fold-case,nfc", "--dir", d]);
        assert_eq!(s.info_field("normalize"), "trim,fold-case,nfc");
        let mut c = s.raw();
        assert_eq!(c.ask(&["CF.ADD", "users", " \u{c9}cole "]), ":1");
        // The same key in other spellings; another key stays absent.
        assert_eq!(
            c.ask(&[
                "CF.MEXISTS",
                "users",
                "E\u{301}COLE",
                "\u{e9}cole\t",
                "ecole"
            ]),
            "[:1, :1, :0]"
        );
        assert_eq!(c.ask(&["BF.ADD", "b", "X"]), ":1");
        assert_eq!(c.ask(&["BF.EXISTS", "b", "x "]), ":1");
        let e = c.ask(&["CF.ADD", "users", "caf\u{e9}\u{ff}"]);
        assert_eq!(e, ":1", "UTF-8 items are fine");
        assert_eq!(c.ask(&["SAVE"]), "+OK");
    }
    // Restarted with another normalisation: the old names are refused with
    // the fix; a new name takes the new one.
    let s = Server::start(&["--dir", d]);
    let mut c = s.raw();
    let e = c.ask(&["CF.EXISTS", "users", "ecole"]);
    assert!(
        e.starts_with("-ERR") && e.contains("--normalize trim,fold-case,nfc"),
        "{e}"
    );
    assert_eq!(c.ask(&["CF.ADD", "fresh", " A"]), ":1");
    assert_eq!(c.ask(&["CF.EXISTS", "fresh", "A"]), ":0");
}

#[test]
fn commands_answer_as_redisbloom_documents() {
    let s = Server::start(&[]);
    let mut c = s.raw();
    let script: &[(&[&str], &str)] = &[
        (&["PING"], "+PONG"),
        (&["PING", "hi"], "$hi"),
        (&["ECHO", "x y"], "$x y"),
        (&["SELECT", "0"], "+OK"),
        (&["SELECT", "1"], "-ERR DB index is out of range"),
        (&["CLIENT", "SETNAME", "guard"], "+OK"),
        (&["CLIENT", "GETNAME"], "$guard"),
        (&["BF.RESERVE", "bf", "0.01", "1000"], "+OK"),
        (&["BF.RESERVE", "bf", "0.01", "1000"], "-ERR item exists"),
        (
            &["BF.RESERVE", "x", "1.5", "1000"],
            "-ERR (0 < error rate range < 1) ",
        ),
        (&["BF.RESERVE", "x", "0.01", "abc"], "-ERR bad capacity"),
        (
            &["BF.RESERVE", "x", "0.01", "0"],
            "-ERR (capacity should be larger than 0)",
        ),
        (&["BF.ADD", "bf", "item1"], ":1"),
        (&["BF.ADD", "bf", "item1"], ":0"),
        (
            &["BF.MADD", "bf", "item1", "item2", "item2"],
            "[:0, :1, :0]",
        ),
        (&["BF.EXISTS", "bf", "item2"], ":1"),
        (&["BF.EXISTS", "nosuch", "item2"], ":0"),
        (&["BF.MEXISTS", "bf", "item1", "item2"], "[:1, :1]"),
        (&["BF.INSERT", "bf", "ITEMS", "item3"], "[:1]"),
        (
            &["BF.INSERT", "missing", "NOCREATE", "ITEMS", "a"],
            "-ERR not found",
        ),
        (
            &[
                "BF.INSERT",
                "bf2",
                "CAPACITY",
                "50",
                "ERROR",
                "0.001",
                "ITEMS",
                "a",
                "b",
            ],
            "[:1, :1]",
        ),
        (
            &["BF.INSERT", "bf", "ITEMS"],
            "-ERR wrong number of arguments for 'bf.insert' command",
        ),
        (&["BF.CARD", "bf"], ":3"),
        (&["BF.CARD", "nosuch"], ":0"),
        (&["BF.INFO", "bf", "CAPACITY"], "[:1000]"),
        (&["BF.INFO", "bf", "ITEMS"], "[:3]"),
        (&["BF.INFO", "nosuch"], "-ERR not found"),
        (
            &["BF.ADD", "bf"],
            "-ERR wrong number of arguments for 'bf.add' command",
        ),
        (&["CF.RESERVE", "cf", "1000"], "+OK"),
        (
            &["CF.RESERVE", "cf2", "1000", "BUCKETSIZE", "2"],
            "-ERR the board's Cuckoo buckets hold 4 fingerprints: BUCKETSIZE must be 4",
        ),
        (
            &["CF.RESERVE", "cf2", "4"],
            "-Capacity must be at least (BucketSize * 2)",
        ),
        (&["CF.ADD", "cf", "item"], ":1"),
        (&["CF.ADD", "cf", "item"], ":1"),
        (&["CF.ADDNX", "cf", "item"], ":0"),
        (&["CF.ADDNX", "cf", "other"], ":1"),
        (&["CF.INSERT", "cf", "ITEMS", "a", "b"], "[:1, :1]"),
        (&["CF.INSERTNX", "cf", "ITEMS", "a", "c"], "[:0, :1]"),
        (&["CF.EXISTS", "cf", "c"], ":1"),
        (&["CF.MEXISTS", "cf", "a", "nope"], "[:1, :0]"),
        (&["CF.COUNT", "cf", "a"], ":1"),
        (&["CF.DEL", "cf", "a"], ":1"),
        (&["CF.DEL", "cf", "a"], ":0"),
        (&["CF.DEL", "nosuch", "a"], "-Not found"),
        (&["CF.INFO", "nosuch"], "-ERR not found"),
        (
            &["CF.ADD", "bf", "x"],
            "-WRONGTYPE Operation against a key holding the wrong kind of value",
        ),
        (
            &["BF.EXISTS", "cf", "x"],
            "-WRONGTYPE Operation against a key holding the wrong kind of value",
        ),
        (
            &["BF.RESERVE", "huge", "0.01", "100000000"],
            "-ERR the board's Bloom filter",
        ),
        (
            &["NOSUCH", "a", "b"],
            "-ERR unknown command 'NOSUCH', with args beginning with: 'a' 'b' ",
        ),
        (&["DBSIZE"], ":3"),
    ];
    for (args, want) in script {
        let got = c.ask(args);
        if want.ends_with("filter") {
            assert!(got.starts_with(want), "{args:?}: {got:?}");
        } else {
            assert_eq!(&got, want, "{args:?}");
        }
    }
    // The Cuckoo name's counts follow adds and deletes (6 added, 1 deleted).
    let info = c.ask(&["CF.INFO", "cf"]);
    assert!(
        info.contains("+Number of items inserted, :5, +Number of items deleted, :1"),
        "{info}"
    );
    assert!(info.contains("+Number of buckets, :1024"), "{info}");
    let info = c.ask(&["BF.INFO", "bf"]);
    assert_eq!(
        info,
        "[+Capacity, :1000, +Size, :8192, +Number of filters, :1, \
         +Number of items inserted, :3, +Expansion rate, nil]"
    );
    // RESP3 after HELLO 3: maps and nulls of their own.
    let hello = c.ask(&["HELLO", "3"]);
    assert!(
        hello.starts_with("{$server: $hwfilter, $version: "),
        "{hello}"
    );
    assert!(hello.contains("$proto: :3"), "{hello}");
    assert!(c.ask(&["BF.INFO", "bf"]).starts_with("{+Capacity: :1000, "));
    assert_eq!(
        c.ask(&["CLIENT", "SETNAME", "a b"]),
        "-ERR Client names cannot contain spaces, newlines or special characters."
    );
    assert_eq!(c.ask(&["QUIT"]), "+OK");
    assert!(c.closed());
}

#[test]
fn fifty_concurrent_clients_agree_with_the_model() {
    const CLIENTS: usize = 50;
    const EACH: usize = 20;
    let s = Server::start(&[]);
    let mut c = s.redis();
    redis::cmd("BF.RESERVE")
        .arg("g")
        .arg(0.01)
        .arg(2000)
        .query::<()>(&mut c)
        .unwrap();
    redis::cmd("CF.RESERVE")
        .arg("c")
        .arg(2000)
        .query::<()>(&mut c)
        .unwrap();
    let item = |client: usize, i: usize| format!("client{client}-item{i}");
    std::thread::scope(|scope| {
        for client in 0..CLIENTS {
            let s = &s;
            scope.spawn(move || {
                let mut con = s.redis();
                for i in 0..EACH {
                    let it = item(client, i);
                    let _: i64 = redis::cmd("BF.ADD")
                        .arg("g")
                        .arg(&it)
                        .query(&mut con)
                        .unwrap();
                    let added: i64 = redis::cmd("CF.ADD")
                        .arg("c")
                        .arg(&it)
                        .query(&mut con)
                        .unwrap();
                    assert_eq!(added, 1);
                }
                // No false negative, for anyone's items.
                let mine: Vec<String> = (0..EACH).map(|i| item(client, i)).collect();
                let hits: Vec<i64> = redis::cmd("BF.MEXISTS")
                    .arg("g")
                    .arg(&mine)
                    .query(&mut con)
                    .unwrap();
                assert!(hits.iter().all(|&h| h == 1), "client {client}: {hits:?}");
                let hits: Vec<i64> = redis::cmd("CF.MEXISTS")
                    .arg("c")
                    .arg(&mine)
                    .query(&mut con)
                    .unwrap();
                assert!(hits.iter().all(|&h| h == 1), "client {client}: {hits:?}");
            });
        }
    });
    // The board's answers for keys nobody added are the model's, with
    // every added key in it.
    let seed =
        u64::from_str_radix(s.info_field("board_key_seed").trim_start_matches("0x"), 16).unwrap();
    let banks: u32 = s.info_field("bloom_banks").parse().unwrap();
    let addr: u32 = s.info_field("bloom_bank_addr_bits").parse().unwrap();
    let (fp, buckets, kicks): (u32, u32, u32) = (
        s.info_field("cuckoo_fp_bits").parse().unwrap(),
        s.info_field("cuckoo_bucket_bits").parse().unwrap(),
        s.info_field("cuckoo_max_kicks").parse().unwrap(),
    );
    let mut bloom = BloomModel::new(BloomParams::new(banks, addr).unwrap());
    let mut cuckoo = CuckooModel::new(CuckooParams::new(fp, buckets, kicks).unwrap());
    for client in 0..CLIENTS {
        for i in 0..EACH {
            bloom.insert(item_key(seed, b"g", item(client, i).as_bytes()));
            cuckoo.insert(item_key(seed, b"c", item(client, i).as_bytes()));
        }
    }
    let strangers: Vec<String> = (0..3000).map(|i| format!("stranger{i}")).collect();
    let got: Vec<i64> = redis::cmd("BF.MEXISTS")
        .arg("g")
        .arg(&strangers)
        .query(&mut c)
        .unwrap();
    let want: Vec<i64> = strangers
        .iter()
        .map(|k| bloom.contains(item_key(seed, b"g", k.as_bytes())) as i64)
        .collect();
    assert_eq!(got, want, "Bloom answers differ from the model's");
    let got: Vec<i64> = redis::cmd("CF.MEXISTS")
        .arg("c")
        .arg(&strangers)
        .query(&mut c)
        .unwrap();
    let want: Vec<i64> = strangers
        .iter()
        .map(|k| cuckoo.contains(item_key(seed, b"c", k.as_bytes())) as i64)
        .collect();
    assert_eq!(got, want, "Cuckoo answers differ from the model's");
    // The clients' one-key jobs were joined into fewer board calls.
    let jobs: u64 = s.info_field("board_jobs").parse().unwrap();
    let calls: u64 = s.info_field("board_calls").parse().unwrap();
    assert!(
        calls < jobs,
        "{calls} board calls for {jobs} jobs: nothing was joined"
    );
    let card: i64 = redis::cmd("CF.INFO")
        .arg("c")
        .query::<Vec<redis::Value>>(&mut c)
        .map(|v| match &v[7] {
            redis::Value::Int(n) => *n,
            other => panic!("{other:?}"),
        })
        .unwrap();
    assert_eq!(card, (CLIENTS * EACH) as i64);
}

#[test]
fn a_pipeline_is_answered_in_order() {
    let s = Server::start(&[]);
    let mut c = s.raw();
    let mut wire = vec![];
    let mut want = vec![];
    for i in 0..300 {
        let k = format!("k{}", i / 3);
        match i % 3 {
            0 => {
                wire.extend(encode(&["BF.ADD", "p", &k]));
                want.push(":1".to_string());
            }
            1 => {
                wire.extend(encode(&["BF.EXISTS", "p", &k]));
                want.push(":1".into());
            }
            _ => {
                wire.extend(encode(&["ECHO", &k]));
                want.push(format!("${k}"));
            }
        }
    }
    // BF.ADD creates `p` with RedisBloom's default capacity (100).
    c.send(&wire);
    let got: Vec<String> = (0..300).map(|_| c.reply()).collect();
    assert_eq!(got, want);
}

#[test]
fn bad_input_gets_redis_errors_and_spares_other_clients() {
    let s = Server::start(&[]);
    let mut bystander = s.raw();
    assert_eq!(bystander.ask(&["BF.ADD", "b", "x"]), ":1");
    let cases: [(&[u8], &str); 6] = [
        (
            b"*1\r\n$1099511627776\r\n",
            "-ERR Protocol error: invalid bulk length",
        ),
        (
            b"*-5\r\n*1\r\n$-3\r\n",
            "-ERR Protocol error: invalid bulk length",
        ),
        (b"*abc\r\n", "-ERR Protocol error: invalid multibulk length"),
        (
            b"*2\r\n$4\r\nPING\r\n:1\r\n",
            "-ERR Protocol error: expected '$', got ':'",
        ),
        (
            b"PING \"unclosed\r\n",
            "-ERR Protocol error: unbalanced quotes in request",
        ),
        (
            b"*1\r\n$4\r\nPINGXX\r\n",
            "-ERR Protocol error: bulk string not followed by CRLF",
        ),
    ];
    for (wire, want) in cases {
        let mut c = s.raw();
        c.send(wire);
        assert_eq!(c.reply(), want, "{wire:?}");
        assert!(c.closed(), "{wire:?}: the connection stays open");
    }
    // An endless inline line, binary noise, a request cut off by a
    // disconnect, a reader that never reads its 20,000 replies.
    let mut c = s.raw();
    c.send(&vec![b'x'; 70_000]);
    assert_eq!(c.reply(), "-ERR Protocol error: too big inline request");
    let mut c = s.raw();
    c.send(&[0x00, 0xff, 0x80, b'\r', b'\n']);
    assert!(c.reply().starts_with("-ERR unknown command"));
    let mut c = s.raw();
    c.send(b"*3\r\n$6\r\nBF.ADD\r\n$1\r\nb\r\n$100\r\nshort");
    drop(c);
    let mut c = s.raw();
    let pings: Vec<u8> = (0..20_000).flat_map(|_| encode(&["PING"])).collect();
    c.send(&pings);
    // Unknown commands and wrong arity answer and keep the connection.
    assert_eq!(
        bystander.ask(&["CF.DEL"]),
        "-ERR wrong number of arguments for 'cf.del' command"
    );
    assert_eq!(bystander.ask(&["BF.EXISTS", "b", "x"]), ":1");
    assert_eq!(bystander.ask(&["PING"]), "+PONG");
    drop(c);
    // A request of 5,000 items (several board turns) is answered whole.
    let big: Vec<String> = (0..5_000).map(|i| format!("i{i}")).collect();
    let mut args = vec!["BF.MEXISTS", "b"];
    args.extend(big.iter().map(String::as_str));
    let r = bystander.ask(&args);
    assert_eq!(r.matches(':').count(), 5_000);
}

#[test]
fn auth_and_protected_mode() {
    let o = Command::new(HWFILTER)
        .args(["serve", "--listen", "0.0.0.0:0", "--model-board"])
        .output()
        .unwrap();
    assert!(!o.status.success());
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(
        err.contains("not a loopback address") && err.contains("--allow-remote"),
        "{err}"
    );

    let s = Server::start(&["--requirepass", "s3cret"]);
    let mut c = s.raw();
    assert_eq!(c.ask(&["PING"]), "-NOAUTH Authentication required.");
    assert_eq!(
        c.ask(&["BF.ADD", "a", "b"]),
        "-NOAUTH Authentication required."
    );
    assert_eq!(
        c.ask(&["AUTH", "nope"]),
        "-WRONGPASS invalid username-password pair or user is disabled."
    );
    assert_eq!(c.ask(&["AUTH", "s3cret"]), "+OK");
    assert_eq!(c.ask(&["PING"]), "+PONG");
    let mut c = s.raw();
    assert!(
        c.ask(&["HELLO", "3", "AUTH", "default", "s3cret"])
            .contains("$proto: :3")
    );
    assert_eq!(c.ask(&["BF.ADD", "a", "b"]), ":1");
}

#[test]
fn redis_cli_uses_the_server_unchanged() {
    let s = Server::start(&[]);
    let cli = |args: &[&str]| {
        let o = Command::new("redis-cli")
            .args(["-p", s.port()])
            .args(args)
            .output()
            .expect("redis-cli (Debian package redis-tools; scripts/ensure-tools.sh installs it)");
        assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
        String::from_utf8_lossy(&o.stdout).into_owned()
    };
    assert_eq!(cli(&["BF.ADD", "users", "alice"]), "1\n");
    assert_eq!(cli(&["BF.EXISTS", "users", "alice"]), "1\n");
    assert_eq!(cli(&["BF.EXISTS", "users", "mallory"]), "0\n");
    // redis-cli prints an error reply and a blank line.
    assert_eq!(cli(&["CF.DEL", "nosuch", "x"]).trim_end(), "Not found");
    assert_eq!(
        cli(&["--no-raw", "CF.DEL", "nosuch", "x"]),
        "(error) Not found\n"
    );
    // Commands piped in, one per line, as redis-cli reads a file.
    let mut child = Command::new("redis-cli")
        .args(["-p", s.port()])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(b"CF.ADD c a\nCF.EXISTS c a\nCF.EXISTS c b\n")
        .unwrap();
    let o = child.wait_with_output().unwrap();
    assert_eq!(String::from_utf8_lossy(&o.stdout), "1\n1\n0\n");
}

#[test]
fn acknowledged_writes_survive_a_board_restart_and_a_server_restart() {
    let dir = tempfile::tempdir().unwrap();
    let dir_arg = dir.path().to_str().unwrap();
    let board = ServeSim::start();
    let s = Server::start(&["--port", &board.port, "--dir", dir_arg, "--save-on-exit"]);
    let mut c = s.raw();
    let items: Vec<String> = (0..200).map(|i| format!("user:{i}")).collect();
    let add = |c: &mut Raw, cmd: &str, key: &str, items: &[String]| {
        let mut args = vec![cmd, key];
        args.extend(items.iter().map(String::as_str));
        c.ask(&args)
    };
    assert_eq!(c.ask(&["BF.RESERVE", "seen", "0.01", "1000"]), "+OK");
    add(&mut c, "BF.MADD", "seen", &items[..100]);
    add(
        &mut c,
        "CF.INSERT",
        "ids",
        &[&["ITEMS".to_string()][..], &items[..100]].concat(),
    );
    assert_eq!(c.ask(&["SAVE"]), "+OK");
    // After the save: only in the journal.
    add(&mut c, "BF.MADD", "seen", &items[100..]);
    add(
        &mut c,
        "CF.INSERT",
        "ids",
        &[&["ITEMS".to_string()][..], &items[100..]].concat(),
    );
    assert_eq!(c.ask(&["CF.DEL", "ids", "user:0"]), ":1");
    board.power_cycle();
    std::thread::sleep(Duration::from_millis(300));
    // The next command meets the restarted board; the server restores it
    // first, so every acknowledged write answers.
    let all_ones = |r: &str, n: usize| r == format!("[{}]", vec![":1"; n].join(", "));
    let r = add(&mut c, "BF.MEXISTS", "seen", &items);
    assert!(all_ones(&r, 200), "{r}");
    let r = add(&mut c, "CF.MEXISTS", "ids", &items[1..]);
    assert!(all_ones(&r, 199), "{r}");
    assert_eq!(s.info_field("board_restarts"), "1");
    assert_eq!(s.info_field("board_restores"), "1");
    // Ctrl-C saves (--save-on-exit); a new server on a new board restores
    // the filters and the names' counts from --dir.
    let kill = Command::new("kill")
        .args(["-INT", &s.child.id().to_string()])
        .status()
        .unwrap();
    assert!(kill.success());
    drop(c);
    let mut s = s;
    let status = s.child.wait().unwrap();
    assert!(status.success(), "serve exited with {status}");
    let board = ServeSim::start();
    let s = Server::start(&["--port", &board.port, "--dir", dir_arg]);
    let mut c = s.raw();
    let r = add(&mut c, "BF.MEXISTS", "seen", &items);
    assert!(all_ones(&r, 200), "{r}");
    let r = add(&mut c, "CF.MEXISTS", "ids", &items[1..]);
    assert!(all_ones(&r, 199), "{r}");
    assert_eq!(c.ask(&["BF.CARD", "seen"]), ":200");
    assert!(
        c.ask(&["CF.INFO", "ids"])
            .contains("+Number of items inserted, :199, +Number of items deleted, :1")
    );
}

/// `serve` in front of the Alchitry Cu's Bloom-only core (`serve-sim
/// --engines bloom`): BF.* commands work, CF.* ones and HWF.* ones on the
/// Cuckoo filter get one clear error (and are no board error), and a board
/// restart is recovered from the save and the journal, with no Cuckoo
/// snapshot in the save directory.
#[test]
fn a_bloom_only_board_serves_bf_commands_and_refuses_cf_ones_by_name() {
    let dir = tempfile::tempdir().unwrap();
    let dir_arg = dir.path().to_str().unwrap();
    let board = ServeSim::start_with(&["--engines", "bloom"]);
    let s = Server::start(&["--port", &board.port, "--dir", dir_arg]);
    let mut c = s.raw();
    let items: Vec<String> = (0..300).map(|i| format!("user:{i}")).collect();
    let ask_all = |c: &mut Raw, cmd: &str, items: &[String]| {
        let mut args = vec![cmd, "seen"];
        args.extend(items.iter().map(String::as_str));
        c.ask(&args)
    };
    assert_eq!(c.ask(&["BF.RESERVE", "seen", "0.01", "5000"]), "+OK");
    ask_all(&mut c, "BF.MADD", &items[..150]);
    assert_eq!(c.ask(&["SAVE"]), "+OK");
    ask_all(&mut c, "BF.MADD", &items[150..]);
    for cmd in [
        &["CF.ADD", "ids", "x"][..],
        &["CF.RESERVE", "ids", "100"],
        &["CF.EXISTS", "ids", "x"],
        &["CF.INFO", "ids"],
        &["HWF.INSERT", "cuckoo", "1"],
        &["HWF.COUNT"],
        &["HWF.DELETE", "1"],
    ] {
        let r = c.ask(cmd);
        assert!(
            r.starts_with("-ERR this board has no Cuckoo filter (a Bloom-only build)"),
            "{cmd:?}: {r}"
        );
    }
    assert_eq!(s.info_field("cuckoo_fp_bits"), "0");
    assert_eq!(s.info_field("last_board_error"), "");
    assert!(dir.path().join("bloom.snap").exists());
    assert!(!dir.path().join("cuckoo.snap").exists());
    board.power_cycle();
    std::thread::sleep(Duration::from_millis(300));
    let r = ask_all(&mut c, "BF.MEXISTS", &items);
    assert_eq!(r, format!("[{}]", vec![":1"; 300].join(", ")));
    assert_eq!(s.info_field("board_restores"), "1");
}

#[test]
fn two_boards_share_the_keys_and_save_and_restore_each_its_own() {
    let dir = tempfile::tempdir().unwrap();
    let dir_arg = dir.path().to_str().unwrap();
    let s = Server::start(&["--boards", "2", "--dir", dir_arg]);
    let mut c = s.raw();
    let items: Vec<String> = (0..400).map(|i| format!("order:{i}")).collect();
    let ask_all = |c: &mut Raw, cmd: &str, key: &str, items: &[String]| {
        let mut args = vec![cmd, key];
        args.extend(items.iter().map(String::as_str));
        c.ask(&args)
    };
    assert_eq!(s.info_field("boards"), "2");
    assert_eq!(c.ask(&["BF.RESERVE", "seen", "0.01", "2000"]), "+OK");
    let r = ask_all(&mut c, "BF.MADD", "seen", &items[..300]);
    assert_eq!(r, format!("[{}]", vec![":1"; 300].join(", ")));
    for item in &items[..300] {
        assert_eq!(c.ask(&["CF.ADD", "ids", item]), ":1");
    }
    assert_eq!(c.ask(&["CF.DEL", "ids", "order:7"]), ":1");
    // The answers are the model's: a key inserted answers 1 whichever
    // board holds it, and keys never inserted answer as a Bloom filter of
    // each board's geometry allows (no false negative, few positives).
    let r = ask_all(&mut c, "BF.MEXISTS", "seen", &items);
    let answers: Vec<&str> = r.trim_matches(['[', ']']).split(", ").collect();
    assert_eq!(answers.len(), 400);
    assert!(answers[..300].iter().all(|a| *a == ":1"), "{r}");
    let false_positives = answers[300..].iter().filter(|a| **a == ":1").count();
    assert!(
        false_positives <= 10,
        "{false_positives} of 100 absent keys present"
    );
    assert_eq!(c.ask(&["CF.EXISTS", "ids", "order:7"]), ":0");
    assert_eq!(c.ask(&["CF.EXISTS", "ids", "order:8"]), ":1");
    assert_eq!(c.ask(&["BF.CARD", "seen"]), ":300");
    // Both boards carry keys: INFO's per-board lines say how many.
    let info = c.ask(&["INFO"]);
    for b in 1..=2 {
        let line = info
            .split("\r\n")
            .find_map(|l| l.strip_prefix(&format!("board_{b}:")))
            .unwrap_or_else(|| panic!("no board_{b} line in {info}"));
        let keys: u64 = line
            .split(',')
            .find_map(|f| f.strip_prefix("keys="))
            .and_then(|k| k.parse().ok())
            .unwrap_or_else(|| panic!("no keys= in {line}"));
        assert!(keys > 200, "board {b} saw {keys} keys: {line}");
    }
    // SAVE writes one snapshot per board, each in its own directory.
    assert_eq!(c.ask(&["SAVE"]), "+OK");
    for b in 1..=2 {
        assert!(dir.path().join(format!("board-{b}/names.json")).exists());
    }
    drop(c);
    drop(s);
    // The save of two boards is not one board's save, nor three boards'.
    for boards in ["1", "3"] {
        let o = common::hwfilter(&["serve", "--boards", boards, "--dir", dir_arg]);
        assert!(
            !o.status.success(),
            "serve --boards {boards} took a 2-board save"
        );
        let err = common::stderr(&o);
        assert!(err.contains("board"), "{err}");
    }
    // Two new boards restore from it, each its own share.
    let s = Server::start(&["--boards", "2", "--dir", dir_arg]);
    let mut c = s.raw();
    let r = ask_all(&mut c, "BF.MEXISTS", "seen", &items[..300]);
    assert_eq!(r, format!("[{}]", vec![":1"; 300].join(", ")));
    assert_eq!(c.ask(&["CF.EXISTS", "ids", "order:7"]), ":0");
    let r = ask_all(&mut c, "CF.MEXISTS", "ids", &items[8..300]);
    assert_eq!(r, format!("[{}]", vec![":1"; 292].join(", ")));
    assert_eq!(c.ask(&["BF.CARD", "seen"]), ":300");
    // hwfilter --server talks to the pair as to one board.
    let o = common::hwfilter(&["--server", &s.addr, "info"]);
    assert!(o.status.success(), "{}", common::stderr(&o));
    let out = String::from_utf8_lossy(&o.stdout);
    assert!(out.contains("2 boards"), "{out}");
}

/// SCANDUMP's chunks and their iterators, through the redis crate as an
/// application would take them.
fn scandump(c: &mut redis::Connection, cmd: &str, key: &str) -> Vec<(i64, Vec<u8>)> {
    let mut chunks = vec![];
    let mut it = 0i64;
    loop {
        let (next, data): (i64, Vec<u8>) =
            redis::cmd(cmd).arg(key).arg(it).query(c).expect("SCANDUMP");
        if next == 0 {
            assert!(data.is_empty());
            return chunks;
        }
        chunks.push((next, data));
        it = next;
    }
}

#[test]
fn scandump_and_loadchunk_move_a_filter_to_another_board() {
    let from = Server::start(&[]);
    let mut c = from.redis();
    let items: Vec<String> = (0..500).map(|i| format!("url:{i}")).collect();
    let _: Vec<bool> = redis::cmd("BF.MADD")
        .arg("crawled")
        .arg(&items[..400])
        .query(&mut c)
        .unwrap();
    for item in &items[..300] {
        let added: bool = redis::cmd("CF.ADD")
            .arg("ids")
            .arg(item)
            .query(&mut c)
            .unwrap();
        assert!(added);
    }
    let bloom = scandump(&mut c, "BF.SCANDUMP", "crawled");
    let cuckoo = scandump(&mut c, "CF.SCANDUMP", "ids");
    assert!(bloom.len() > 1, "the Bloom table fits one chunk");
    let want_bloom: Vec<bool> = redis::cmd("BF.MEXISTS")
        .arg("crawled")
        .arg(&items)
        .query(&mut c)
        .unwrap();
    let absent = want_bloom[400..].iter().filter(|p| !**p).count();
    assert!(absent > 90, "{absent} of 100 absent keys answered absent");
    drop(from);
    // Another server on another (simulated) board.
    let to = Server::start(&[]);
    let mut c = to.redis();
    for (cmd, key, chunks) in [
        ("BF.LOADCHUNK", "crawled", &bloom),
        ("CF.LOADCHUNK", "ids", &cuckoo),
    ] {
        for (it, data) in chunks {
            let () = redis::cmd(cmd)
                .arg(key)
                .arg(*it)
                .arg(data.as_slice())
                .query(&mut c)
                .unwrap_or_else(|e| panic!("{cmd} {it}: {e}"));
        }
    }
    let got: Vec<bool> = redis::cmd("BF.MEXISTS")
        .arg("crawled")
        .arg(&items)
        .query(&mut c)
        .unwrap();
    assert_eq!(got, want_bloom);
    let card: i64 = redis::cmd("BF.CARD").arg("crawled").query(&mut c).unwrap();
    assert_eq!(card, 400);
    let got: Vec<bool> = redis::cmd("CF.MEXISTS")
        .arg("ids")
        .arg(&items[..300])
        .query(&mut c)
        .unwrap();
    assert!(got.iter().all(|p| *p));
    // A damaged chunk is refused and loads nothing: the filter answers
    // as before.
    let mut damaged = cuckoo.clone();
    let last = damaged.len() - 1;
    damaged[last].1[10] ^= 1;
    let mut reply = Ok(());
    for (it, data) in &damaged {
        reply = redis::cmd("CF.LOADCHUNK")
            .arg("ids")
            .arg(*it)
            .arg(data.as_slice())
            .query::<()>(&mut c);
    }
    let e = reply.expect_err("a damaged dump loaded").to_string();
    assert!(e.contains("received bad data") && e.contains("CRC"), "{e}");
    let again: Vec<bool> = redis::cmd("CF.MEXISTS")
        .arg("ids")
        .arg(&items[..300])
        .query(&mut c)
        .unwrap();
    assert_eq!(again, got);
    // Another name cannot take the Cuckoo table 'ids' uses.
    let e = redis::cmd("CF.LOADCHUNK")
        .arg("ids2")
        .arg(1)
        .arg(cuckoo[0].1.as_slice())
        .query::<()>(&mut c)
        .expect_err("a second name loaded over 'ids'")
        .to_string();
    assert!(e.contains("'ids'"), "{e}");
}
