//! The connection and server commands: PING, ECHO, QUIT, AUTH, HELLO,
//! SELECT, CLIENT, COMMAND, CONFIG, INFO, DBSIZE, with Redis' replies and
//! error texts.

use std::fmt::Write;
use std::sync::Arc;
use std::sync::atomic::Ordering;
use std::time::Duration;

use hwfilter_model::protocol::Filter;

use super::board::{Call, CallResult, stopped};
use super::resp::Reply;
use super::service::{COMMANDS, Conn, Pending, Service, Spec, wrong_arity};
use crate::fill::{BoardsFill, DEFAULT_TARGET_FPR};

const WRONGPASS: &str = "WRONGPASS invalid username-password pair or user is disabled.";
const NO_PASSWORD: &str = "ERR AUTH <password> called without any password configured for the default user. Are you sure your configuration is correct?";

fn lower(a: &[u8]) -> String {
    String::from_utf8_lossy(a).to_ascii_lowercase()
}

/// Runs one server command (its arity already checked).
pub fn run(svc: &Service, conn: &mut Conn, name: &str, req: &[Vec<u8>]) -> Reply {
    match name {
        "ping" => match req.len() {
            1 => Reply::Simple("PONG".into()),
            2 => Reply::Bulk(req[1].clone()),
            _ => wrong_arity(name),
        },
        "echo" => Reply::Bulk(req[1].clone()),
        "quit" => {
            conn.quit = true;
            Reply::ok()
        }
        "auth" => match req.len() {
            2 => auth(svc, conn, b"default", &req[1]),
            3 => auth(svc, conn, &req[1], &req[2]),
            _ => Reply::err("ERR syntax error"),
        },
        "hello" => hello(svc, conn, &req[1..]),
        "select" => match std::str::from_utf8(&req[1])
            .ok()
            .and_then(|s| s.parse::<i64>().ok())
        {
            Some(0) => Reply::ok(),
            Some(_) => Reply::err("ERR DB index is out of range"),
            None => Reply::err("ERR value is not an integer or out of range"),
        },
        "client" => client(conn, &req[1..]),
        "command" => command(&req[1..]),
        "config" => match lower(&req[1]).as_str() {
            "get" if req.len() >= 3 => config_get(svc, &req[2..]),
            "get" => wrong_arity("config|get"),
            other => Reply::err(format!(
                "ERR unknown subcommand '{other}'. Try CONFIG HELP."
            )),
        },
        "dbsize" => Reply::Int(svc.names().names().count() as i64),
        _ => Reply::err(format!("ERR unknown command '{name}'")),
    }
}

/// CONFIG GET: the few settings clients ask about (redis-benchmark reads
/// `save` and `appendonly`), as `serve` runs them; nothing is settable.
fn config_get(svc: &Service, patterns: &[Vec<u8>]) -> Reply {
    let port = svc.listen.rsplit(':').next().unwrap_or("").to_string();
    let known = [
        ("save", String::new()),
        ("appendonly", "no".to_string()),
        ("databases", "1".to_string()),
        ("port", port),
    ];
    let mut pairs = vec![];
    for (k, v) in known {
        if patterns
            .iter()
            .any(|p| lower(p) == k || p.as_slice() == b"*")
        {
            pairs.push((Reply::text(k), Reply::text(v)));
        }
    }
    Reply::Map(pairs)
}

/// SAVE: a checkpoint of both filters (DUMP) written to `--dir` with the
/// names; it also becomes the base a restarted board is restored from.
pub async fn save(svc: &Service) -> Pending {
    if svc.save_dir.is_none() {
        return Reply::err("ERR SAVE needs a directory: start hwfilter serve with --dir DIR")
            .into();
    }
    let rx = svc.boards.call(Call::Save).await;
    Pending::Call(rx, Box::new(|_| Reply::ok()))
}

fn auth(svc: &Service, conn: &mut Conn, user: &[u8], pass: &[u8]) -> Reply {
    match &svc.password {
        None => Reply::err(NO_PASSWORD),
        Some(p) if user == b"default" && pass == p.as_bytes() => {
            conn.authed = true;
            Reply::ok()
        }
        Some(_) => Reply::err(WRONGPASS),
    }
}

/// `HELLO [protover [AUTH username password] [SETNAME clientname]]`.
fn hello(svc: &Service, conn: &mut Conn, args: &[Vec<u8>]) -> Reply {
    let mut resp3 = conn.resp3;
    if let Some(v) = args.first() {
        match std::str::from_utf8(v)
            .ok()
            .and_then(|s| s.parse::<i64>().ok())
        {
            Some(2) => resp3 = false,
            Some(3) => resp3 = true,
            Some(_) => return Reply::err("NOPROTO unsupported protocol version"),
            None => return Reply::err("ERR Protocol version is not an integer or out of range"),
        }
    }
    let mut i = 1;
    let mut name = None;
    while i < args.len() {
        match lower(&args[i]).as_str() {
            "auth" if i + 2 < args.len() => {
                if let Reply::Error(e) = auth(svc, conn, &args[i + 1], &args[i + 2]) {
                    return Reply::Error(e);
                }
                i += 3;
            }
            "setname" if i + 1 < args.len() => {
                name = Some(args[i + 1].clone());
                i += 2;
            }
            other => return Reply::err(format!("ERR Syntax error in HELLO option '{other}'")),
        }
    }
    if !conn.authed {
        return Reply::err(
            "NOAUTH HELLO must be called with the client already authenticated, otherwise the HELLO <proto> AUTH <user> <pass> option can be used to authenticate the client and select the RESP protocol version at the same time",
        );
    }
    if let Some(n) = name {
        if let Err(e) = valid_name(&n) {
            return e;
        }
        conn.name = Some(n);
    }
    conn.resp3 = resp3;
    let text = |s: &str| Reply::text(s);
    Reply::Map(vec![
        (text("server"), text("hwfilter")),
        (text("version"), text(env!("CARGO_PKG_VERSION"))),
        (text("proto"), Reply::Int(if resp3 { 3 } else { 2 })),
        (text("id"), Reply::Int(conn.id as i64)),
        (text("mode"), text("standalone")),
        (text("role"), text("master")),
        (text("modules"), Reply::Array(vec![])),
    ])
}

fn valid_name(n: &[u8]) -> Result<(), Reply> {
    if n.iter().any(|&b| b <= b' ' || b > b'~') {
        Err(Reply::err(
            "ERR Client names cannot contain spaces, newlines or special characters.",
        ))
    } else {
        Ok(())
    }
}

fn client(conn: &mut Conn, args: &[Vec<u8>]) -> Reply {
    match (lower(&args[0]).as_str(), args.len()) {
        ("id", 1) => Reply::Int(conn.id as i64),
        ("getname", 1) => conn.name.clone().map_or(Reply::Nil, Reply::Bulk),
        ("setname", 2) => match valid_name(&args[1]) {
            Ok(()) => {
                conn.name = (!args[1].is_empty()).then(|| args[1].clone());
                Reply::ok()
            }
            Err(e) => e,
        },
        // Client libraries announce themselves; nothing to keep.
        ("setinfo", 3) => Reply::ok(),
        ("id" | "getname" | "setname" | "setinfo", _) => {
            wrong_arity(&format!("client|{}", lower(&args[0])))
        }
        (other, _) => Reply::err(format!(
            "ERR unknown subcommand '{other}'. Try CLIENT HELP."
        )),
    }
}

fn describe(c: &Spec) -> Reply {
    Reply::Array(vec![
        Reply::text(c.name),
        Reply::Int(c.arity),
        Reply::Array(c.flags.iter().map(|f| Reply::Simple((*f).into())).collect()),
        Reply::Int(c.keys.0),
        Reply::Int(c.keys.1),
        Reply::Int(c.keys.2),
    ])
}

fn command(args: &[Vec<u8>]) -> Reply {
    let find = |a: &[u8]| COMMANDS.iter().find(|c| c.name == lower(a));
    match args.first().map(|a| lower(a)).as_deref() {
        None => Reply::Array(COMMANDS.iter().map(describe).collect()),
        Some("count") => Reply::Int(COMMANDS.len() as i64),
        Some("info") => Reply::Array(
            args[1..]
                .iter()
                .map(|a| find(a).map_or(Reply::Nil, describe))
                .collect(),
        ),
        Some("docs") => {
            let wanted: Vec<&Spec> = if args.len() == 1 {
                COMMANDS.iter().collect()
            } else {
                args[1..].iter().filter_map(|a| find(a)).collect()
            };
            Reply::Map(
                wanted
                    .into_iter()
                    .map(|c| {
                        (
                            Reply::text(c.name),
                            Reply::Map(vec![(Reply::text("summary"), Reply::text(c.summary))]),
                        )
                    })
                    .collect(),
            )
        }
        Some(other) => Reply::err(format!(
            "ERR unknown subcommand '{other}'. Try COMMAND HELP."
        )),
    }
}

/// How long INFO's `bloomfill` section waits for the boards' STATS: a
/// busy or stuck board must not hold INFO, which says how the link is.
pub const FILL_TIMEOUT: Duration = Duration::from_secs(2);

/// The sections an INFO request asks for, by Redis' rules: none or
/// `default`, the default sections; `all` or `everything`, every section;
/// else the sections named (in any case; an unknown name adds nothing).
struct Sections(Vec<String>);

impl Sections {
    fn wants(&self, name: &str, default: bool) -> bool {
        if self.0.is_empty() {
            return default;
        }
        self.0
            .iter()
            .any(|a| a == name || a == "all" || a == "everything" || (a == "default" && default))
    }
}

/// INFO [section ...]. Every section but `bloomfill` reads the server's
/// own state; `bloomfill` (not a default section: `INFO bloomfill`, `INFO
/// all`) asks each board for its Bloom STATS, queued behind the work
/// already submitted, and works out the fill from their set bits.
pub async fn info(svc: &Arc<Service>, args: &[Vec<u8>]) -> Pending {
    let sections = Sections(args.iter().map(|a| lower(a)).collect());
    if !sections.wants("bloomfill", false) {
        return Reply::Bulk(info_text(svc, &sections, None).into_bytes()).into();
    }
    let n = svc.boards.len();
    let rx = svc.boards.each(vec![Call::Stats(Filter::Bloom); n]).await;
    let svc = svc.clone();
    Pending::Task(tokio::spawn(async move {
        let fill = match tokio::time::timeout(FILL_TIMEOUT, rx).await {
            Err(_) => Err(format!(
                "the boards did not answer STATS within {} s",
                FILL_TIMEOUT.as_secs()
            )),
            Ok(Err(_)) => Err(stopped()),
            Ok(Ok(Err(e))) => Err(e),
            Ok(Ok(Ok(CallResult::Boards(each)))) => each
                .into_iter()
                .map(|r| match r {
                    CallResult::Stats(s) => Ok(s.bloom_set_bits),
                    _ => Err("the board worker answered another call".to_string()),
                })
                .collect::<Result<Vec<_>, _>>()
                .and_then(|each| {
                    BoardsFill::from_set_bits(&svc.boards.info(), &each, DEFAULT_TARGET_FPR)
                }),
            Ok(Ok(Ok(_))) => Err("the board worker answered another call".to_string()),
        };
        Reply::Bulk(info_text(&svc, &sections, Some(fill)).into_bytes())
    }))
}

/// INFO's text: `# Section` headers and `field:value` lines, as Redis;
/// the `bloomfill` section from `fill`, if it was asked for.
fn info_text(
    svc: &Service,
    sections: &Sections,
    fill: Option<Result<BoardsFill, String>>,
) -> String {
    let mut s = String::new();
    let boards = &svc.boards;
    let links: Vec<_> = (0..boards.len()).map(|i| boards.link(i)).collect();
    let n = links.len() as u64;
    let calls = boards.total(|c| &c.calls);
    let keys = boards.total(|c| &c.keys);
    let frames: u64 = links.iter().map(|l| l.frames_sent).sum();
    let sum = |f: fn(&super::board::LinkSnapshot) -> u64| links.iter().map(f).sum::<u64>();
    if sections.wants("server", true) {
        let _ = write!(
            s,
            "# Server\r\nredis_version:7.0.0\r\nhwfilter_version:{}\r\nredis_mode:standalone\r\n\
             tcp_address:{}\r\nuptime_in_seconds:{}\r\n\r\n",
            env!("CARGO_PKG_VERSION"),
            svc.listen,
            svc.started.elapsed().as_secs()
        );
    }
    if sections.wants("clients", true) {
        let _ = write!(
            s,
            "# Clients\r\nconnected_clients:{}\r\n\r\n",
            svc.connected.load(Ordering::Relaxed),
        );
    }
    if sections.wants("stats", true) {
        let _ = write!(
            s,
            "# Stats\r\ntotal_connections_received:{}\r\n\
             total_commands_processed:{}\r\nrejected_connections:{}\r\n\r\n",
            svc.connections_total.load(Ordering::Relaxed),
            svc.commands_total.load(Ordering::Relaxed),
            svc.rejected_connections.load(Ordering::Relaxed),
        );
    }
    if sections.wants("keys", true) {
        let _ = write!(
            s,
            "# Keys\r\nnormalize:{}\r\n\r\n",
            svc.names().normalization()
        );
    }
    let i = &links[0].info;
    if sections.wants("board", true) {
        let _ = write!(
            s,
            "# Board\r\nboards:{n}\r\nboard_boot_epoch:{:#010x}\r\nboard_key_seed:{:#018x}\r\nboard_restarts:{}\r\nboard_clock_hz:{}\r\n\
             board_baud_div:{}\r\nbloom_kind:{}\r\nbloom_banks:{}\r\nbloom_bank_addr_bits:{}\r\nbloom_capacity_1pct:{}\r\n\
             cuckoo_fp_bits:{}\r\ncuckoo_bucket_bits:{}\r\ncuckoo_max_kicks:{}\r\ncuckoo_capacity:{}\r\n",
            i.boot_epoch,
            i.key_seed(),
            boards.total(|c| &c.restarts),
            i.clock_hz,
            i.baud_div,
            i.filter_kinds().map_or("unknown", |k| k.bloom.name()),
            i.bloom_banks,
            i.bloom_addr_bits,
            u64::from(i.bloom_capacity) * n,
            i.cuckoo_fp_bits,
            i.cuckoo_bucket_bits,
            i.cuckoo_max_kicks,
            u64::from(i.cuckoo_capacity) * n,
        );
        // Each board's own line, as Redis' `db0:keys=...`.
        for (b, (board, link)) in boards.iter().zip(&links).enumerate() {
            let _ = write!(
                s,
                "board_{}:boot_epoch={:#010x},keys={},frames_sent={},restarts={},errors={}\r\n",
                b + 1,
                link.info.boot_epoch,
                board.counters.keys.load(Ordering::Relaxed),
                link.frames_sent,
                board.counters.restarts.load(Ordering::Relaxed),
                board.counters.errors.load(Ordering::Relaxed),
            );
        }
        s.push_str("\r\n");
    }
    if sections.wants("link", true) {
        let per = |a: u64, b: u64| if b == 0 { 0.0 } else { a as f64 / b as f64 };
        let last_error = links.iter().find_map(|l| l.last_error.clone());
        let _ = write!(
            s,
            "# Link\r\nboard_jobs:{}\r\nboard_calls:{calls}\r\nboard_keys:{keys}\r\nkeys_per_call:{:.2}\r\n\
             frames_sent:{frames}\r\nframes_resent:{}\r\nkeys_per_frame:{:.2}\r\nlink_timeouts:{}\r\n\
             board_errors:{}\r\nlast_board_error:{}\r\n\r\n",
            boards.total(|c| &c.jobs),
            per(keys, calls),
            sum(|l| l.frames_resent),
            per(keys, frames),
            sum(|l| l.timeouts),
            boards.total(|c| &c.errors),
            last_error.as_deref().unwrap_or(""),
        );
    }
    if sections.wants("persistence", true) {
        let _ = write!(
            s,
            "# Persistence\r\nsave_dir:{}\r\nlast_save:{}\r\ncheckpoints:{}\r\n\
             writes_since_checkpoint:{}\r\nboard_restores:{}\r\n\r\n",
            svc.save_dir
                .as_deref()
                .map(|d| d.display().to_string())
                .unwrap_or_default(),
            links[0].last_save.as_deref().unwrap_or(""),
            boards.total(|c| &c.checkpoints),
            sum(|l| l.journal as u64),
            boards.total(|c| &c.restores),
        );
    }
    if let Some(fill) = fill {
        s.push_str(&fill_section(&fill));
    }
    if sections.wants("keyspace", true) {
        let names = svc.names();
        let _ = write!(s, "# Keyspace\r\nfilters:{}\r\n", names.names().count());
    }
    s
}

/// INFO's `bloomfill` section: the fill over the boards (`crate::fill`:
/// keys and capacities add up, the live rate is the boards' mean, the state
/// the worst board's), then one `board_<i>_bloom_fill:` line per board, at
/// the 1% rate INFO's `bloom_capacity_1pct` is designed for.
fn fill_section(fill: &Result<BoardsFill, String>) -> String {
    let mut s = String::from("# Bloomfill\r\n");
    match fill {
        Err(e) => {
            let _ = write!(s, "bloom_fill_error:{e}\r\n");
        }
        Ok(f) => {
            let _ = write!(
                s,
                "bloom_fill_target_fpr:{}\r\nbloom_estimated_keys:{:.0}\r\nbloom_capacity:{}\r\n\
                 bloom_capacity_used:{:.4}\r\nbloom_live_fpr:{:.6}\r\nbloom_fill_state:{}\r\n",
                f.target_fpr,
                f.estimated_keys,
                f.capacity,
                f.capacity_used,
                f.live_fpr,
                f.state.name(),
            );
            for (b, one) in f.boards.iter().enumerate() {
                let bits: Vec<String> = one.set_bits.iter().map(|x| x.to_string()).collect();
                let _ = write!(
                    s,
                    "board_{}_bloom_fill:set_bits={},bank_bits={},estimated_keys={:.0},capacity={},\
                     capacity_used={:.4},live_fpr={:.6},state={}\r\n",
                    b + 1,
                    bits.join("/"),
                    one.bank_bits,
                    one.estimated_keys,
                    one.capacity,
                    one.capacity_used,
                    one.live_fpr,
                    one.state.name(),
                );
            }
        }
    }
    s.push_str("\r\n");
    s
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::serve::shards::shard_of;
    use crate::serve::testkit::{self, ask};
    use crate::transport::FakeConfig;

    fn service(n: usize) -> Arc<Service> {
        testkit::service(n, FakeConfig::sim_board())
    }

    async fn info(svc: &Arc<Service>, args: &[&[u8]]) -> String {
        let mut req: Vec<&[u8]> = vec![b"INFO"];
        req.extend(args);
        match ask(svc, &req).await {
            Reply::Bulk(b) => String::from_utf8(b).unwrap(),
            other => panic!("INFO answered {other:?}"),
        }
    }

    fn field<'a>(text: &'a str, name: &str) -> &'a str {
        text.split("\r\n")
            .find_map(|l| l.strip_prefix(name)?.strip_prefix(':'))
            .unwrap_or_else(|| panic!("no {name} in {text}"))
    }

    fn headers(text: &str) -> Vec<&str> {
        text.split("\r\n").filter(|l| l.starts_with("# ")).collect()
    }

    #[tokio::test]
    async fn info_shows_the_sections_asked_for_and_the_fill_only_when_asked() {
        let svc = service(2);
        let default = [
            "# Server",
            "# Clients",
            "# Stats",
            "# Keys",
            "# Board",
            "# Link",
            "# Persistence",
            "# Keyspace",
        ];
        assert_eq!(headers(&info(&svc, &[]).await), default);
        assert_eq!(headers(&info(&svc, &[b"default"]).await), default);
        assert_eq!(headers(&info(&svc, &[b"SERVER"]).await), ["# Server"]);
        assert_eq!(
            headers(&info(&svc, &[b"board", b"link"]).await),
            ["# Board", "# Link"]
        );
        assert_eq!(info(&svc, &[b"nosuch"]).await, "");
        let mut all = default.to_vec();
        all.insert(7, "# Bloomfill");
        assert_eq!(headers(&info(&svc, &[b"all"]).await), all);
        assert_eq!(headers(&info(&svc, &[b"everything"]).await), all);
        assert_eq!(headers(&info(&svc, &[b"bloomfill"]).await), ["# Bloomfill"]);
    }

    #[tokio::test]
    async fn the_fill_section_adds_the_boards_estimates() {
        let svc = service(2);
        // 4,000 distinct keys (32% of the two boards' 12,454 at 1%).
        let keys: Vec<u64> = (1..=4000u64)
            .map(|k| k.wrapping_mul(0x9e37_79b9_7f4a_7c15))
            .collect();
        let words: Vec<Vec<u8>> = keys.iter().map(|k| k.to_string().into_bytes()).collect();
        let mut insert: Vec<&[u8]> = vec![b"HWF.INSERT", b"bloom"];
        insert.extend(words.iter().map(|w| w.as_slice()));
        ask(&svc, &insert).await;
        let t = info(&svc, &[b"bloomfill"]).await;
        assert_eq!(field(&t, "bloom_fill_target_fpr"), "0.01");
        assert_eq!(field(&t, "bloom_capacity"), "12454");
        let est: f64 = field(&t, "bloom_estimated_keys").parse().unwrap();
        assert!((est - 4000.0).abs() < 200.0, "{t}");
        assert_eq!(field(&t, "bloom_fill_state"), "ok");
        for b in 0..2 {
            let line = field(&t, &format!("board_{}_bloom_fill", b + 1));
            let mine = keys.iter().filter(|&&k| shard_of(k, 2) == b).count() as f64;
            let kv = |k: &str| {
                line.split(',')
                    .find_map(|p| p.strip_prefix(k)?.strip_prefix('='))
                    .unwrap_or_else(|| panic!("no {k} in {line}"))
            };
            let e: f64 = kv("estimated_keys").parse().unwrap();
            assert!((e - mine).abs() < 0.05 * mine, "{line}: {mine} keys");
            assert_eq!(kv("set_bits").split('/').count(), 4, "{line}");
            assert_eq!(kv("bank_bits"), "16384");
            assert_eq!(kv("capacity"), "6227");
            assert_eq!(kv("state"), "ok");
        }
        // The boards' capacity at 1% is the Board section's.
        let all = info(&svc, &[b"all"]).await;
        assert_eq!(
            field(&all, "bloom_capacity_1pct"),
            field(&all, "bloom_capacity")
        );
    }

    #[test]
    fn a_fill_the_boards_did_not_give_says_why() {
        let s = fill_section(&Err("the boards did not answer STATS within 2 s".into()));
        assert_eq!(
            s,
            "# Bloomfill\r\nbloom_fill_error:the boards did not answer STATS within 2 s\r\n\r\n"
        );
    }
}
