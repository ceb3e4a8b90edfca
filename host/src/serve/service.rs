//! The state every connection shares, the per-connection state, and the
//! dispatch of one request to its command.

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Instant;

use super::board::{CallResult, Outcome, stopped};
use super::names::Registry;
use super::resp::{Reply, Request};
use super::shards::Boards;
use super::{filters, raw_commands, scandump, server_commands};

/// What the connections share.
#[derive(Debug)]
pub struct Service {
    /// The board, or the boards the keys are spread over.
    pub boards: Boards,
    /// Shared with the board worker, which saves it with each checkpoint.
    pub registry: Arc<Mutex<Registry>>,
    /// `--dir`: where SAVE writes.
    pub save_dir: Option<std::path::PathBuf>,
    /// `--requirepass`.
    pub password: Option<String>,
    /// The address listened on.
    pub listen: String,
    pub started: Instant,
    pub next_client_id: AtomicU64,
    pub connected: AtomicU64,
    pub connections_total: AtomicU64,
    pub commands_total: AtomicU64,
    pub rejected_connections: AtomicU64,
    /// SCANDUMPs handed out and LOADCHUNKs being assembled.
    pub transfers: Mutex<scandump::Transfers>,
}

impl Service {
    /// A service in front of `boards` whose geometry `registry` checks.
    pub fn new(
        boards: impl Into<Boards>,
        registry: Arc<Mutex<Registry>>,
        save_dir: Option<std::path::PathBuf>,
        password: Option<String>,
        listen: String,
    ) -> Self {
        Service {
            boards: boards.into(),
            registry,
            save_dir,
            password,
            listen,
            started: Instant::now(),
            next_client_id: AtomicU64::new(1),
            connected: AtomicU64::new(0),
            connections_total: AtomicU64::new(0),
            commands_total: AtomicU64::new(0),
            rejected_connections: AtomicU64::new(0),
            transfers: Mutex::default(),
        }
    }

    /// The registry, locked.
    pub fn names(&self) -> std::sync::MutexGuard<'_, Registry> {
        // A panic while holding the lock leaves the counts as they were.
        self.registry.lock().unwrap_or_else(|e| e.into_inner())
    }
}

/// One connection's state.
#[derive(Debug)]
pub struct Conn {
    pub id: u64,
    pub name: Option<Vec<u8>>,
    /// RESP3 after `HELLO 3`.
    pub resp3: bool,
    pub authed: bool,
    /// QUIT: reply, then close.
    pub quit: bool,
}

impl Conn {
    /// A new connection of `svc`.
    pub fn new(svc: &Service) -> Self {
        Conn {
            id: svc.next_client_id.fetch_add(1, Ordering::Relaxed),
            name: None,
            resp3: false,
            authed: svc.password.is_none(),
            quit: false,
        }
    }
}

/// Turns a board job's outcomes into the command's reply.
pub type FinishKeys = Box<dyn FnOnce(Vec<Outcome>) -> Reply + Send>;
/// Turns a board call's result into the command's reply.
pub type FinishCall = Box<dyn FnOnce(CallResult) -> Reply + Send>;

/// A reply, now or once the board answers. Connections submit every
/// request of a pipeline before they wait for the first reply, so a
/// pipelined connection's keys share frames too.
pub enum Pending {
    Ready(Reply),
    Keys(
        tokio::sync::oneshot::Receiver<Result<Vec<Outcome>, String>>,
        FinishKeys,
    ),
    Call(
        tokio::sync::oneshot::Receiver<Result<CallResult, String>>,
        FinishCall,
    ),
    /// A reply a task works out (from several calls, or with a time
    /// limit), its calls submitted when the request was.
    Task(tokio::task::JoinHandle<Reply>),
}

impl std::fmt::Debug for Pending {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Pending::Ready(r) => write!(f, "Ready({r:?})"),
            Pending::Keys(..) => write!(f, "Keys"),
            Pending::Call(..) => write!(f, "Call"),
            Pending::Task(..) => write!(f, "Task"),
        }
    }
}

impl From<Reply> for Pending {
    fn from(r: Reply) -> Self {
        Pending::Ready(r)
    }
}

impl Pending {
    /// The reply, waiting for the board if needed.
    pub async fn resolve(self) -> Reply {
        match self {
            Pending::Ready(r) => r,
            Pending::Keys(rx, finish) => match rx.await {
                Ok(Ok(outcomes)) => finish(outcomes),
                Ok(Err(e)) => Reply::Error(e),
                Err(_) => Reply::Error(stopped()),
            },
            Pending::Call(rx, finish) => match rx.await {
                Ok(Ok(result)) => finish(result),
                Ok(Err(e)) => Reply::Error(e),
                Err(_) => Reply::Error(stopped()),
            },
            Pending::Task(task) => task
                .await
                .unwrap_or_else(|_| Reply::err("ERR the reply's task failed")),
        }
    }
}

/// Redis' reply to a wrong number of arguments.
pub fn wrong_arity(name: &str) -> Reply {
    Reply::err(format!(
        "ERR wrong number of arguments for '{name}' command"
    ))
}

/// Runs one request.
pub async fn execute(svc: &Arc<Service>, conn: &mut Conn, req: Request) -> Pending {
    svc.commands_total.fetch_add(1, Ordering::Relaxed);
    let name = String::from_utf8_lossy(&req[0]).to_ascii_lowercase();
    if !conn.authed && !matches!(name.as_str(), "auth" | "hello" | "quit") {
        return Reply::err("NOAUTH Authentication required.").into();
    }
    let Some(spec) = COMMANDS.iter().find(|c| c.name == name) else {
        return unknown_command(&req).into();
    };
    let argc = req.len() as i64;
    if (spec.arity > 0 && argc != spec.arity) || (spec.arity < 0 && argc < -spec.arity) {
        return wrong_arity(spec.name).into();
    }
    match spec.group {
        Group::Server if spec.name == "save" => server_commands::save(svc).await,
        Group::Server if spec.name == "info" => server_commands::info(svc, &req[1..]).await,
        Group::Server => server_commands::run(svc, conn, spec.name, &req).into(),
        Group::Filter => filters::run(svc, spec.name, &req).await,
        Group::Raw => raw_commands::run(svc, spec.name, &req).await,
    }
}

fn unknown_command(req: &Request) -> Reply {
    let mut text = format!(
        "ERR unknown command '{}', with args beginning with: ",
        String::from_utf8_lossy(&req[0])
    );
    for a in req.iter().skip(1).take(20) {
        text.push_str(&format!("'{}' ", String::from_utf8_lossy(a)));
    }
    Reply::Error(text)
}

/// Which module runs a command.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Group {
    Server,
    Filter,
    /// HWF.*: the board's own operations on 64-bit keys.
    Raw,
}

/// A command as `COMMAND` describes it (Redis' arity convention: `n`
/// exactly n words with the name, `-n` at least n).
#[derive(Clone, Copy, Debug)]
pub struct Spec {
    pub name: &'static str,
    pub arity: i64,
    pub flags: &'static [&'static str],
    /// Position of the first and last key argument, and the step (0 when
    /// the command takes no key).
    pub keys: (i64, i64, i64),
    pub group: Group,
    pub summary: &'static str,
}

const fn spec(
    name: &'static str,
    arity: i64,
    flags: &'static [&'static str],
    keys: (i64, i64, i64),
    group: Group,
    summary: &'static str,
) -> Spec {
    Spec {
        name,
        arity,
        flags,
        keys,
        group,
        summary,
    }
}

const W: &[&str] = &["write", "denyoom"];
const R: &[&str] = &["readonly", "fast"];
const S: &[&str] = &["fast", "no-auth"];
const K: (i64, i64, i64) = (1, 1, 1);
const N: (i64, i64, i64) = (0, 0, 0);
use Group::{Filter as F, Raw as H, Server as V};

/// Every command this server knows.
pub const COMMANDS: &[Spec] = &[
    spec("ping", -1, S, N, V, "Answers PONG, or echoes its argument."),
    spec("echo", 2, S, N, V, "Echoes its argument."),
    spec("quit", -1, S, N, V, "Closes the connection."),
    spec("auth", -2, S, N, V, "Authenticates with --requirepass."),
    spec(
        "hello",
        -1,
        S,
        N,
        V,
        "Switches protocol (2 or 3), optionally with AUTH and SETNAME.",
    ),
    spec("select", 2, S, N, V, "Selects database 0, the only one."),
    spec(
        "client",
        -2,
        S,
        N,
        V,
        "CLIENT ID, SETNAME, GETNAME, SETINFO.",
    ),
    spec(
        "command",
        -1,
        S,
        N,
        V,
        "Describes the commands: COMMAND, COUNT, INFO, DOCS.",
    ),
    spec(
        "config",
        -2,
        S,
        N,
        V,
        "CONFIG GET answers nothing: this server has no settings to change.",
    ),
    spec(
        "info",
        -1,
        S,
        N,
        V,
        "The server's, the board's and the link's state.",
    ),
    spec("dbsize", 1, R, N, V, "Number of named filters."),
    spec(
        "save",
        1,
        &["admin", "noscript"],
        N,
        V,
        "Snapshots both filters and the names to --dir.",
    ),
    spec(
        "bf.reserve",
        -4,
        W,
        K,
        F,
        "Reserves a Bloom filter: key error_rate capacity [NONSCALING].",
    ),
    spec(
        "bf.add",
        3,
        W,
        K,
        F,
        "Adds an item: 1 if new, 0 if it may have been added before.",
    ),
    spec("bf.madd", -3, W, K, F, "Adds items."),
    spec(
        "bf.insert",
        -4,
        W,
        K,
        F,
        "Adds items, creating the filter with CAPACITY/ERROR if needed.",
    ),
    spec(
        "bf.exists",
        3,
        R,
        K,
        F,
        "1 if the item may be in the filter, 0 if it certainly is not.",
    ),
    spec("bf.mexists", -3, R, K, F, "BF.EXISTS of several items."),
    spec(
        "bf.info",
        -2,
        R,
        K,
        F,
        "Capacity, size, filters, items inserted, expansion rate.",
    ),
    spec(
        "bf.card",
        2,
        R,
        K,
        F,
        "Items added (those BF.ADD answered 1).",
    ),
    spec(
        "bf.scandump",
        3,
        R,
        K,
        F,
        "A Bloom filter's dump in chunks: key iterator (0 first) -> [next iterator, chunk].",
    ),
    spec(
        "bf.loadchunk",
        4,
        W,
        K,
        F,
        "Restores a Bloom filter from SCANDUMP's chunks: key iterator chunk.",
    ),
    spec(
        "cf.reserve",
        -3,
        W,
        K,
        F,
        "Reserves a Cuckoo filter: key capacity [BUCKETSIZE 4] [MAXITERATIONS n].",
    ),
    spec("cf.add", 3, W, K, F, "Adds an item (copies count)."),
    spec(
        "cf.addnx",
        3,
        W,
        K,
        F,
        "Adds an item unless it may be there: 1 added, 0 present.",
    ),
    spec("cf.insert", -4, W, K, F, "Adds items: 1 added, -1 full."),
    spec(
        "cf.insertnx",
        -4,
        W,
        K,
        F,
        "Adds items unless present: 1, 0 or -1.",
    ),
    spec(
        "cf.exists",
        3,
        R,
        K,
        F,
        "1 if the item may be in the filter, 0 if it certainly is not.",
    ),
    spec("cf.mexists", -3, R, K, F, "CF.EXISTS of several items."),
    spec(
        "cf.del",
        3,
        W,
        K,
        F,
        "Deletes one copy of an item: 1 deleted, 0 not found.",
    ),
    spec(
        "cf.count",
        3,
        R,
        K,
        F,
        "1 if the item may be in the filter, else 0 (the board reports presence, not copies).",
    ),
    spec(
        "cf.info",
        2,
        R,
        K,
        F,
        "Size, buckets, filters, items, deletes, bucket size, expansion, max iterations.",
    ),
    spec(
        "cf.scandump",
        3,
        R,
        K,
        F,
        "A Cuckoo filter's dump in chunks: key iterator (0 first) -> [next iterator, chunk].",
    ),
    spec(
        "cf.loadchunk",
        4,
        W,
        K,
        F,
        "Restores a Cuckoo filter from SCANDUMP's chunks: key iterator chunk.",
    ),
    spec(
        "hwf.insert",
        -3,
        W,
        N,
        H,
        "Inserts 64-bit keys into bloom|cuckoo: 1 added, 0 already present, -1 full.",
    ),
    spec(
        "hwf.query",
        -3,
        R,
        N,
        H,
        "Queries 64-bit keys in bloom|cuckoo: 1 present, 0 absent.",
    ),
    spec(
        "hwf.delete",
        -2,
        W,
        N,
        H,
        "Deletes 64-bit keys from the Cuckoo filter: 1 deleted, 0 not found.",
    ),
    spec(
        "hwf.clear",
        2,
        W,
        N,
        H,
        "Empties bloom|cuckoo (every name sharing it counts from 0 again).",
    ),
    spec("hwf.count", 1, R, N, H, "Items in the Cuckoo filter."),
    spec(
        "hwf.info",
        1,
        R,
        N,
        H,
        "The board's INFO fields and the link's name.",
    ),
    spec(
        "hwf.stats",
        2,
        R,
        N,
        H,
        "The board's STATS of bloom|cuckoo.",
    ),
    spec(
        "hwf.dump",
        2,
        R,
        N,
        H,
        "A filter's memory as a snapshot file's bytes (hwfilter dump's format).",
    ),
    spec(
        "hwf.load",
        2,
        W,
        N,
        H,
        "Restores a filter from a snapshot file's bytes.",
    ),
];
