//! The cache: a real `redis-server` started for the demo (loopback, a free
//! port, a temporary directory, no persistence), killed when dropped, and
//! the application's cache-aside calls to it.

use std::io::ErrorKind;
use std::net::{SocketAddr, TcpListener};
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::sync::{Arc, Mutex, Weak};
use std::time::{Duration, Instant};

use anyhow::Context;

/// How long redis-server gets to answer PING after it starts.
const START_TIMEOUT: Duration = Duration::from_secs(10);
/// Replies slower than this are an error, not a hang.
pub const REPLY_TIMEOUT: Duration = Duration::from_secs(60);

/// Every redis-server this process started and has not yet stopped, for
/// [`kill_all`].
static STARTED: Mutex<Vec<Weak<Mutex<Child>>>> = Mutex::new(Vec::new());

/// Kills every redis-server this process started that is still running:
/// for a signal handler about to exit, when no destructor will run.
pub fn kill_all() {
    let started = STARTED.lock().unwrap_or_else(|e| e.into_inner());
    for child in started.iter().filter_map(Weak::upgrade) {
        let mut child = child.lock().unwrap_or_else(|e| e.into_inner());
        let _ = child.kill();
        let _ = child.wait();
    }
}

/// A `redis-server` child process, killed when dropped.
#[derive(Debug)]
pub struct RedisServer {
    child: Arc<Mutex<Child>>,
    addr: SocketAddr,
    pub version: String,
}

impl RedisServer {
    /// Starts `program` (normally `redis-server`) on a free loopback port
    /// with its files in `dir`, and waits until it answers.
    pub fn start(program: &Path, dir: &Path) -> anyhow::Result<RedisServer> {
        // Another process can take the free port between our look and
        // redis-server's bind: try a few ports.
        let mut last = None;
        for attempt in 0..3 {
            match Self::start_once(program, dir, attempt) {
                Ok(s) => return Ok(s),
                Err(StartError::Fatal(e)) => return Err(e),
                Err(StartError::PortTaken(e)) => last = Some(e),
            }
        }
        Err(last.unwrap_or_else(|| anyhow::anyhow!("redis-server did not start")))
    }

    fn start_once(program: &Path, dir: &Path, attempt: u32) -> Result<RedisServer, StartError> {
        let port = TcpListener::bind("127.0.0.1:0")
            .and_then(|l| l.local_addr())
            .map(|a| a.port())
            .context("cannot find a free port")
            .map_err(StartError::Fatal)?;
        let log = dir.join(format!("redis-{attempt}.log"));
        let child = Command::new(program)
            .args(["--bind", "127.0.0.1", "--port", &port.to_string()])
            // A cache: nothing written to disk, nothing kept.
            .args(["--save", "", "--appendonly", "no"])
            .arg("--dir")
            .arg(dir)
            .arg("--logfile")
            .arg(&log)
            .args(["--daemonize", "no", "--protected-mode", "yes"])
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn();
        let child = match child {
            Ok(c) => c,
            Err(e) if e.kind() == ErrorKind::NotFound => {
                return Err(StartError::Fatal(anyhow::anyhow!(
                    "{} not found: the demo's cache is a real Redis server; install the Debian \
                     package redis-server (sudo apt-get install redis-server, or \
                     scripts/ensure-tools.sh), or name one with --redis-server PATH",
                    program.display()
                )));
            }
            Err(e) => {
                return Err(StartError::Fatal(
                    anyhow::Error::new(e).context(format!("cannot start {}", program.display())),
                ));
            }
        };
        let addr = SocketAddr::from(([127, 0, 0, 1], port));
        let child = Arc::new(Mutex::new(child));
        {
            let mut started = STARTED.lock().unwrap_or_else(|e| e.into_inner());
            started.retain(|c| c.strong_count() > 0);
            started.push(Arc::downgrade(&child));
        }
        let mut server = RedisServer {
            child,
            addr,
            version: String::new(),
        };
        let started = Instant::now();
        loop {
            let exited = server
                .child
                .lock()
                .unwrap_or_else(|e| e.into_inner())
                .try_wait()
                .ok()
                .flatten();
            if let Some(status) = exited {
                let text = std::fs::read_to_string(&log).unwrap_or_default();
                let tail: Vec<&str> = text.lines().rev().take(3).collect();
                let tail = tail.into_iter().rev().collect::<Vec<_>>().join(" | ");
                let e = anyhow::anyhow!(
                    "{} exited ({status}) before it answered: {tail}",
                    program.display()
                );
                return Err(if text.contains("Address already in use") {
                    StartError::PortTaken(e)
                } else {
                    StartError::Fatal(e)
                });
            }
            if let Ok(mut c) = server.connect()
                && let Ok(info) = redis::cmd("INFO").arg("server").query::<String>(&mut c)
            {
                server.version = info
                    .lines()
                    .find_map(|l| l.strip_prefix("redis_version:"))
                    .unwrap_or("?")
                    .trim()
                    .to_string();
                return Ok(server);
            }
            if started.elapsed() > START_TIMEOUT {
                return Err(StartError::Fatal(anyhow::anyhow!(
                    "{} did not answer on {addr} within {} s (log: {})",
                    program.display(),
                    START_TIMEOUT.as_secs(),
                    log.display()
                )));
            }
            std::thread::sleep(Duration::from_millis(20));
        }
    }

    pub fn addr(&self) -> SocketAddr {
        self.addr
    }

    /// A new connection to it.
    pub fn connect(&self) -> anyhow::Result<redis::Connection> {
        connect(&self.addr.to_string())
    }
}

impl Drop for RedisServer {
    fn drop(&mut self) {
        let mut child = self.child.lock().unwrap_or_else(|e| e.into_inner());
        let _ = child.kill();
        let _ = child.wait();
    }
}

enum StartError {
    PortTaken(anyhow::Error),
    Fatal(anyhow::Error),
}

/// A connection to the Redis-protocol server at `addr` (host:port), with
/// timeouts so that a stuck server is an error.
pub fn connect(addr: &str) -> anyhow::Result<redis::Connection> {
    let client = redis::Client::open(format!("redis://{addr}/"))
        .with_context(|| format!("bad address {addr}"))?;
    let conn = client
        .get_connection_with_timeout(Duration::from_secs(5))
        .with_context(|| format!("cannot connect to {addr}"))?;
    conn.set_read_timeout(Some(REPLY_TIMEOUT))
        .and_then(|()| conn.set_write_timeout(Some(REPLY_TIMEOUT)))
        .with_context(|| format!("cannot set timeouts on {addr}"))?;
    Ok(conn)
}

/// The application's cache: `user:ID` keys holding the row, set on a miss
/// with a time to live.
pub struct Cache {
    conn: redis::Connection,
    ttl_s: u64,
}

impl Cache {
    pub fn new(conn: redis::Connection, ttl_s: u64) -> Cache {
        Cache { conn, ttl_s }
    }

    fn key(id: u64) -> String {
        format!("user:{id}")
    }

    /// GET of every id, in one pipeline.
    pub fn get_many(&mut self, ids: &[u64]) -> anyhow::Result<Vec<Option<String>>> {
        if ids.is_empty() {
            return Ok(Vec::new());
        }
        let mut pipe = redis::pipe();
        for &id in ids {
            pipe.cmd("GET").arg(Self::key(id));
        }
        pipe.query(&mut self.conn).context("cache GET failed")
    }

    /// SET ... EX ttl of every (id, row), in one pipeline.
    pub fn set_many(&mut self, rows: &[(u64, String)]) -> anyhow::Result<()> {
        if rows.is_empty() {
            return Ok(());
        }
        let mut pipe = redis::pipe();
        for (id, row) in rows {
            pipe.cmd("SET")
                .arg(Self::key(*id))
                .arg(row)
                .arg("EX")
                .arg(self.ttl_s)
                .ignore();
        }
        pipe.query::<()>(&mut self.conn).context("cache SET failed")
    }

    /// DEL of every id (the rows were deleted).
    pub fn delete_many(&mut self, ids: &[u64]) -> anyhow::Result<()> {
        let mut pipe = redis::pipe();
        for &id in ids {
            pipe.cmd("DEL").arg(Self::key(id)).ignore();
        }
        pipe.query::<()>(&mut self.conn).context("cache DEL failed")
    }

    /// Empties the cache (FLUSHALL), so that each run starts cold.
    pub fn flush(&mut self) -> anyhow::Result<()> {
        redis::cmd("FLUSHALL")
            .query::<()>(&mut self.conn)
            .context("cache FLUSHALL failed")
    }
}
