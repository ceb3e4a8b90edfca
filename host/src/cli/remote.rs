//! `--server ADDR`: the board behind a running `hwfilter serve`, reached
//! with its HWF.* commands (`host/src/serve/raw_commands.rs`) over RESP2.
//!
//! A small synchronous client rather than the `redis` crate: it needs
//! arrays of bulk strings one way and five reply types the other, and the
//! host binary stays free of a second networking stack beside tokio.
//!
//! Key batches go out as commands of [`CHUNK`] keys, up to [`IN_FLIGHT`]
//! of them written before the first reply is read, so the server's board
//! worker always has the next commands queued and joins them into full
//! frames (its turn takes up to 3,840 keys) while the replies travel back.

use std::io::{BufRead, BufReader, BufWriter, Read, Write};
use std::net::{TcpStream, ToSocketAddrs};
use std::time::Duration;

use anyhow::{Context, anyhow, bail};
use hwfilter_model::protocol::{FILL_BANKS, Filter, Info, Op, Stats};

use crate::client::{ClientEvent, DeleteResult, InsertResult, Observer};
use crate::serve::raw_commands::{
    INFO_BOARDS, INFO_LINK, board_set_bits_from, info_from, stats_from,
};
use crate::snapshot::{MAX_FILE, Snapshot, SnapshotParams};

/// Keys per command (16 frames of 60 keys: one board window).
pub const CHUNK: usize = 960;
/// Commands written ahead of their replies.
pub const IN_FLIGHT: usize = 8;
/// How long to wait for `serve` to accept the connection.
const CONNECT_TIMEOUT: Duration = Duration::from_secs(5);
/// How long a reply may take: a DUMP, LOAD or restart recovery of a large
/// filter on a busy board is slow, but not this slow.
const REPLY_TIMEOUT: Duration = Duration::from_secs(300);
/// Environment variable holding `serve`'s `--requirepass`, if it has one.
pub const PASSWORD_ENV: &str = "HWFILTER_SERVER_PASSWORD";

/// One RESP2 reply.
#[derive(Debug, PartialEq)]
enum Value {
    Simple(String),
    Error(String),
    Int(i64),
    Bulk(Option<Vec<u8>>),
    Array(Option<Vec<Value>>),
}

/// A connection to `hwfilter serve` and the board INFO it reported.
pub struct RemoteBoard {
    addr: String,
    r: BufReader<TcpStream>,
    w: BufWriter<TcpStream>,
    info: Info,
    /// The server's link to its board (its port, or a simulated board);
    /// with several boards, each one's.
    link: String,
    /// Boards the server spreads its keys over (INFO's geometry and
    /// capacity are each one's).
    boards: u32,
    /// Told of each key batch's start, progress (per reply) and end, as a
    /// [`crate::client::Client`]'s observer is.
    observer: Option<Observer>,
}

impl RemoteBoard {
    /// Connects to `serve` at `addr` (HOST:PORT) and reads the board's INFO.
    pub fn connect(addr: &str) -> anyhow::Result<RemoteBoard> {
        let sockets: Vec<_> = addr
            .to_socket_addrs()
            .with_context(|| {
                format!("--server {addr}: not a HOST:PORT address (e.g. 127.0.0.1:6380)")
            })?
            .collect();
        let mut last = None;
        let mut stream = None;
        for s in &sockets {
            match TcpStream::connect_timeout(s, CONNECT_TIMEOUT) {
                Ok(t) => {
                    stream = Some(t);
                    break;
                }
                Err(e) => last = Some(e),
            }
        }
        let stream = stream.ok_or_else(|| {
            let why = last.map_or_else(|| "no address".to_string(), |e| e.to_string());
            anyhow!(
                "cannot reach hwfilter serve at {addr} ({why}): start it with `hwfilter serve` \
                 (its first line says `listening on ADDR`), or drop --server to use a port"
            )
        })?;
        stream.set_read_timeout(Some(REPLY_TIMEOUT))?;
        let _ = stream.set_nodelay(true);
        let mut board = RemoteBoard {
            addr: addr.to_string(),
            r: BufReader::new(stream.try_clone()?),
            w: BufWriter::new(stream),
            info: Info::default(),
            link: String::new(),
            boards: 1,
            observer: None,
        };
        if let Ok(pass) = std::env::var(PASSWORD_ENV) {
            board.ask_ok(&[b"AUTH", pass.as_bytes()])?;
        }
        let (info, link, boards) = board.fetch_info().map_err(|e| {
            if e.to_string().contains("NOAUTH") {
                anyhow!(
                    "hwfilter serve at {addr} wants a password (its --requirepass): \
                     put it in {PASSWORD_ENV}"
                )
            } else if e.to_string().contains("unknown command") {
                anyhow!(
                    "{addr} speaks Redis' protocol but does not know HWF.INFO: it is not \
                     hwfilter serve (or a serve older than --server)"
                )
            } else {
                e
            }
        })?;
        board.info = info;
        board.link = link;
        board.boards = boards;
        Ok(board)
    }

    /// Calls `observer` with each key batch's `Started`, `Progress` (as
    /// the server's replies come in) and `Finished` events.
    pub fn set_observer(&mut self, observer: impl FnMut(&ClientEvent) + Send + 'static) {
        self.observer = Some(Box::new(observer));
    }

    fn tell(&mut self, event: ClientEvent) {
        if let Some(o) = self.observer.as_mut() {
            o(&event);
        }
    }

    /// The board's INFO as read at connect.
    pub fn board_info(&self) -> &Info {
        &self.info
    }

    /// What to call this board in reports.
    pub fn name(&self) -> String {
        if self.boards > 1 {
            format!(
                "hwfilter serve at {} (its {} boards, keys spread by hash; geometry and \
                 capacity below are each board's: {})",
                self.addr, self.boards, self.link
            )
        } else {
            format!("hwfilter serve at {} (its board: {})", self.addr, self.link)
        }
    }

    /// The board's INFO, asked now.
    pub fn info(&mut self) -> anyhow::Result<Info> {
        let (info, link, boards) = self.fetch_info()?;
        self.link = link;
        self.boards = boards;
        Ok(info)
    }

    /// INFO, the link and the number of boards (1 from a serve that does
    /// not say).
    fn fetch_info(&mut self) -> anyhow::Result<(Info, String, u32)> {
        let pairs = self.ask_map(&[b"HWF.INFO"])?;
        let info = info_from(&ints(&pairs)).ok_or_else(|| self.bad("HWF.INFO"))?;
        let link = pairs
            .iter()
            .find(|(k, _)| k == INFO_LINK)
            .and_then(|(_, v)| match v {
                Value::Bulk(Some(b)) => Some(String::from_utf8_lossy(b).into_owned()),
                _ => None,
            })
            .unwrap_or_else(|| "?".into());
        let boards = pairs
            .iter()
            .find(|(k, _)| k == INFO_BOARDS)
            .and_then(|(_, v)| match v {
                Value::Int(n) => u32::try_from(*n).ok(),
                _ => None,
            })
            .unwrap_or(1);
        Ok((info, link, boards))
    }

    pub fn insert(&mut self, filter: Filter, keys: &[u64]) -> anyhow::Result<Vec<InsertResult>> {
        self.keyed(Op::Insert, &[b"HWF.INSERT", filter_word(filter)], keys)?
            .into_iter()
            .map(|c| match c {
                1 => Ok(InsertResult::Added),
                0 => Ok(InsertResult::AlreadyPresent),
                -1 => Ok(InsertResult::Full),
                _ => Err(self.bad("HWF.INSERT")),
            })
            .collect()
    }

    pub fn query(&mut self, filter: Filter, keys: &[u64]) -> anyhow::Result<Vec<bool>> {
        Ok(self
            .keyed(Op::Query, &[b"HWF.QUERY", filter_word(filter)], keys)?
            .into_iter()
            .map(|c| c == 1)
            .collect())
    }

    pub fn delete(&mut self, filter: Filter, keys: &[u64]) -> anyhow::Result<Vec<DeleteResult>> {
        Ok(self
            .keyed(Op::Delete, &[b"HWF.DELETE", filter_word(filter)], keys)?
            .into_iter()
            .map(|c| {
                if c == 1 {
                    DeleteResult::Deleted
                } else {
                    DeleteResult::NotFound
                }
            })
            .collect())
    }

    pub fn clear(&mut self, filter: Filter) -> anyhow::Result<()> {
        self.ask_ok(&[b"HWF.CLEAR", filter_word(filter)])
    }

    pub fn count(&mut self) -> anyhow::Result<u32> {
        match self.ask(&[b"HWF.COUNT"])? {
            Value::Int(n) => u32::try_from(n).map_err(|_| self.bad("HWF.COUNT")),
            _ => Err(self.bad("HWF.COUNT")),
        }
    }

    pub fn stats(&mut self, filter: Filter) -> anyhow::Result<Stats> {
        Ok(self.stats_by_board(filter)?.0)
    }

    /// HWF.STATS: the boards' STATS added up, and each board's Bloom set
    /// bits (a board's fill is its own: `crate::fill`).
    pub fn stats_by_board(
        &mut self,
        filter: Filter,
    ) -> anyhow::Result<(Stats, Vec<[u32; FILL_BANKS]>)> {
        let pairs = ints(&self.ask_map(&[b"HWF.STATS", filter_word(filter)])?);
        let stats = stats_from(&pairs).ok_or_else(|| self.bad("HWF.STATS"))?;
        let each = match board_set_bits_from(&pairs) {
            Some(each) if !each.is_empty() => each,
            // A serve from before the boards' own set bits: its fields
            // are its board's only when it has one.
            None if self.boards == 1 => vec![stats.bloom_set_bits],
            _ => bail!(
                "hwfilter serve at {} did not report each of its {} boards' Bloom set bits \
                 in HWF.STATS (a serve older than this hwfilter?)",
                self.addr,
                self.boards
            ),
        };
        Ok((stats, each))
    }

    /// The filter's words, from the snapshot HWF.DUMP sends (its CRC and
    /// parameters checked against the board's INFO).
    pub fn dump(&mut self, filter: Filter) -> anyhow::Result<Vec<u64>> {
        let Value::Bulk(Some(bytes)) = self.ask(&[b"HWF.DUMP", filter_word(filter)])? else {
            return Err(self.bad("HWF.DUMP"));
        };
        let snap = Snapshot::decode(&bytes)
            .with_context(|| format!("the snapshot hwfilter serve at {} sent", self.addr))?;
        if snap.params != SnapshotParams::of(&self.info, filter) {
            bail!(
                "hwfilter serve at {} sent a snapshot of other parameters than its INFO's",
                self.addr
            );
        }
        Ok(snap.words)
    }

    pub fn load(&mut self, filter: Filter, words: &[u64]) -> anyhow::Result<()> {
        let snap = Snapshot {
            params: SnapshotParams::of(&self.info, filter),
            words: words.to_vec(),
        };
        self.ask_ok(&[b"HWF.LOAD", &snap.encode()])
    }

    /// Sends `head` + keys in commands of [`CHUNK`] keys, [`IN_FLIGHT`]
    /// at a time; one reply code per key, in order. The observer hears
    /// of `op`'s progress.
    fn keyed(&mut self, op: Op, head: &[&[u8]], keys: &[u64]) -> anyhow::Result<Vec<i64>> {
        let total = keys.len() as u64;
        self.tell(ClientEvent::Started { op, total });
        let result = self.send_keys(op, head, keys);
        self.tell(ClientEvent::Finished { op });
        result
    }

    fn send_keys(&mut self, op: Op, head: &[&[u8]], keys: &[u64]) -> anyhow::Result<Vec<i64>> {
        let chunks: Vec<&[u64]> = keys.chunks(CHUNK).collect();
        let mut out = Vec::with_capacity(keys.len());
        let mut sent = 0;
        let mut buf = Vec::new();
        for (got, chunk) in chunks.iter().enumerate() {
            while sent < chunks.len() && sent - got < IN_FLIGHT {
                buf.clear();
                encode_keys(head, chunks[sent], &mut buf);
                self.w.write_all(&buf).map_err(|e| self.io(e))?;
                sent += 1;
            }
            self.w.flush().map_err(|e| self.io(e))?;
            match self.read_value()? {
                Value::Array(Some(items)) if items.len() == chunk.len() => {
                    for v in items {
                        match v {
                            Value::Int(c) => out.push(c),
                            _ => return Err(self.bad(&String::from_utf8_lossy(head[0]))),
                        }
                    }
                }
                Value::Error(e) => bail!("hwfilter serve at {}: {e}", self.addr),
                _ => return Err(self.bad(&String::from_utf8_lossy(head[0]))),
            }
            let done = out.len() as u64;
            self.tell(ClientEvent::Progress {
                op,
                done,
                total: keys.len() as u64,
            });
        }
        Ok(out)
    }

    fn ask(&mut self, args: &[&[u8]]) -> anyhow::Result<Value> {
        let mut buf = Vec::new();
        encode(args, &mut buf);
        self.w
            .write_all(&buf)
            .and_then(|()| self.w.flush())
            .map_err(|e| self.io(e))?;
        match self.read_value()? {
            Value::Error(e) => bail!("hwfilter serve at {}: {e}", self.addr),
            v => Ok(v),
        }
    }

    fn ask_ok(&mut self, args: &[&[u8]]) -> anyhow::Result<()> {
        match self.ask(args)? {
            Value::Simple(s) if s == "OK" => Ok(()),
            _ => Err(self.bad(&String::from_utf8_lossy(args[0]))),
        }
    }

    /// A reply of name/value pairs (a RESP2 flat array).
    fn ask_map(&mut self, args: &[&[u8]]) -> anyhow::Result<Vec<(String, Value)>> {
        let Value::Array(Some(items)) = self.ask(args)? else {
            return Err(self.bad(&String::from_utf8_lossy(args[0])));
        };
        let mut pairs = vec![];
        let mut it = items.into_iter();
        while let (Some(k), Some(v)) = (it.next(), it.next()) {
            let k = match k {
                Value::Simple(s) => s,
                Value::Bulk(Some(b)) => String::from_utf8_lossy(&b).into_owned(),
                _ => return Err(self.bad(&String::from_utf8_lossy(args[0]))),
            };
            pairs.push((k, v));
        }
        Ok(pairs)
    }

    fn bad(&self, what: &str) -> anyhow::Error {
        anyhow!(
            "hwfilter serve at {} answered {what} with a reply this hwfilter does not understand",
            self.addr
        )
    }

    fn io(&self, e: std::io::Error) -> anyhow::Error {
        if matches!(
            e.kind(),
            std::io::ErrorKind::WouldBlock | std::io::ErrorKind::TimedOut
        ) {
            anyhow!(
                "hwfilter serve at {} did not answer in {} s",
                self.addr,
                REPLY_TIMEOUT.as_secs()
            )
        } else {
            anyhow::Error::new(e).context(format!(
                "lost the connection to hwfilter serve at {}",
                self.addr
            ))
        }
    }

    fn line(&mut self) -> anyhow::Result<Vec<u8>> {
        let mut l = Vec::new();
        let n = (&mut self.r)
            .take(64 << 10)
            .read_until(b'\n', &mut l)
            .map_err(|e| self.io(e))?;
        if n == 0 {
            bail!("hwfilter serve at {} closed the connection", self.addr);
        }
        if !l.ends_with(b"\r\n") {
            return Err(self.bad("a request"));
        }
        l.truncate(l.len() - 2);
        Ok(l)
    }

    fn read_value(&mut self) -> anyhow::Result<Value> {
        let l = self.line()?;
        let (&kind, rest) = l.split_first().ok_or_else(|| self.bad("a request"))?;
        let text = String::from_utf8_lossy(rest).into_owned();
        let num = |s: &str| s.parse::<i64>().map_err(|_| self.bad("a request"));
        Ok(match kind {
            b'+' => Value::Simple(text),
            b'-' => Value::Error(text),
            b':' => Value::Int(num(&text)?),
            b'$' => {
                let n = num(&text)?;
                if n < 0 {
                    return Ok(Value::Bulk(None));
                }
                if n as u64 > MAX_FILE as u64 {
                    return Err(self.bad("a request"));
                }
                let mut b = vec![0; n as usize + 2];
                self.r.read_exact(&mut b).map_err(|e| self.io(e))?;
                if !b.ends_with(b"\r\n") {
                    return Err(self.bad("a request"));
                }
                b.truncate(n as usize);
                Value::Bulk(Some(b))
            }
            b'*' => {
                let n = num(&text)?;
                if n < 0 {
                    return Ok(Value::Array(None));
                }
                if n > 1 << 24 {
                    return Err(self.bad("a request"));
                }
                let mut items = Vec::with_capacity(n as usize);
                for _ in 0..n {
                    items.push(self.read_value()?);
                }
                Value::Array(Some(items))
            }
            _ => return Err(self.bad("a request")),
        })
    }
}

fn ints(pairs: &[(String, Value)]) -> Vec<(String, i64)> {
    pairs
        .iter()
        .filter_map(|(k, v)| match v {
            Value::Int(i) => Some((k.clone(), *i)),
            _ => None,
        })
        .collect()
}

fn filter_word(f: Filter) -> &'static [u8] {
    match f {
        Filter::Bloom => b"bloom",
        Filter::Cuckoo => b"cuckoo",
    }
}

fn encode(args: &[&[u8]], out: &mut Vec<u8>) {
    out.extend_from_slice(format!("*{}\r\n", args.len()).as_bytes());
    for a in args {
        out.extend_from_slice(format!("${}\r\n", a.len()).as_bytes());
        out.extend_from_slice(a);
        out.extend_from_slice(b"\r\n");
    }
}

fn encode_keys(head: &[&[u8]], keys: &[u64], out: &mut Vec<u8>) {
    use std::io::Write as _;
    let _ = write!(out, "*{}\r\n", head.len() + keys.len());
    for a in head {
        let _ = write!(out, "${}\r\n", a.len());
        out.extend_from_slice(a);
        out.extend_from_slice(b"\r\n");
    }
    for k in keys {
        let s = k.to_string();
        let _ = write!(out, "${}\r\n{s}\r\n", s.len());
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_encode_as_a_resp_array_of_decimal_bulk_strings() {
        let mut out = vec![];
        encode_keys(&[b"HWF.QUERY", b"bloom"], &[7, u64::MAX], &mut out);
        assert_eq!(
            out,
            b"*4\r\n$9\r\nHWF.QUERY\r\n$5\r\nbloom\r\n$1\r\n7\r\n$20\r\n18446744073709551615\r\n"
        );
    }

    #[test]
    fn an_address_nobody_listens_on_is_a_clear_error() {
        // Port 1 on loopback: nothing listens there.
        let e = format!("{:#}", RemoteBoard::connect("127.0.0.1:1").err().unwrap());
        assert!(
            e.contains("cannot reach hwfilter serve at 127.0.0.1:1"),
            "{e}"
        );
        let e = format!("{:#}", RemoteBoard::connect("no port").err().unwrap());
        assert!(e.contains("not a HOST:PORT address"), "{e}");
    }
}

#[cfg(test)]
mod progress_tests {
    use std::sync::{Arc, Mutex};

    use super::*;
    use crate::client::{Client, ClientConfig};
    use crate::serve::{ServeOptions, spawn};
    use crate::transport::{FakeConfig, FakeTransport};

    #[test]
    fn a_batch_reports_its_progress_reply_by_reply() {
        let client = Client::connect(
            FakeTransport::new(FakeConfig::sim_board()),
            ClientConfig::default(),
        )
        .unwrap();
        let opts = ServeOptions {
            listen: "127.0.0.1:0".into(),
            ..ServeOptions::default()
        };
        let server = spawn(client, &opts).unwrap();
        let mut board = RemoteBoard::connect(&server.addr().to_string()).unwrap();
        let events = Arc::new(Mutex::new(vec![]));
        let seen = events.clone();
        board.set_observer(move |e| seen.lock().unwrap().push(e.clone()));
        let keys: Vec<u64> = (0..CHUNK as u64 * 3 + 5).collect();
        board.insert(Filter::Bloom, &keys).unwrap();
        let events = events.lock().unwrap();
        let total = keys.len() as u64;
        let progress: Vec<u64> = events
            .iter()
            .filter_map(|e| match e {
                ClientEvent::Progress { done, total: t, .. } if *t == total => Some(*done),
                _ => None,
            })
            .collect();
        let chunk = CHUNK as u64;
        assert_eq!(progress, [chunk, 2 * chunk, 3 * chunk, total]);
        assert!(matches!(
            events.first(),
            Some(ClientEvent::Started { op: Op::Insert, total: t }) if *t == total
        ));
        assert!(matches!(
            events.last(),
            Some(ClientEvent::Finished { op: Op::Insert })
        ));
        drop(board);
        server.stop().unwrap();
    }
}
