//! The pipelined, fault-tolerant client of the board protocol
//! (`docs/protocol.md`).
//!
//! ```text
//!   keys ─► frames of up to 60 keys ─► window of 16 unanswered ─► Transport ─► board
//!                                          ▲   │ resend from the oldest unanswered on
//!                                          │   │ NAK, BUSY (after a back-off) or silence
//!   results ◄─ in order ◄─ replies matched by seq, op, filter and count ◄──────┘
//! ```
//!
//! The client keeps up to 16 sequenced requests unanswered (the board's
//! reply cache covers exactly that many), so the line stays busy instead of
//! waiting one round trip per frame. Go-back-N recovers every loss:
//!
//! - a NAK (bad CRC, bad length, out of sequence) carries the board's
//!   expected sequence number: every request before it was applied; the
//!   client resends all unanswered requests from the oldest one (requests
//!   already applied are answered from the board's reply cache, not applied
//!   again);
//! - a BUSY NAK names the frame the board dropped: after a brief back-off
//!   the client resends from it and halves its window (it grows back by one
//!   every window's worth of replies);
//! - silence for [`ClientConfig::timeout`] resends from the oldest
//!   unanswered request; corrupted replies are ignored and silence recovers
//!   them;
//! - a NAK naming a sequence number outside the window makes the client ask
//!   INFO: a new boot epoch means the board restarted
//!   ([`ClientError::BoardRestarted`]).
//!
//! No request is ever applied twice: the board applies only its expected
//! sequence number, and a resend is always one of the 16 most recent.
//!
//! ```
//! use hwfilter_host::client::{Client, ClientConfig};
//! use hwfilter_host::transport::{FakeConfig, FakeTransport};
//! use hwfilter_model::protocol::Filter;
//! let mut client = Client::connect(FakeTransport::new(FakeConfig::default()), ClientConfig::default())?;
//! client.insert(Filter::Bloom, &[1, 2, 3])?;
//! assert_eq!(client.query(Filter::Bloom, &[1, 2, 3])?, [true; 3]);
//! # Ok::<(), hwfilter_host::client::ClientError>(())
//! ```

use std::collections::VecDeque;
use std::time::{Duration, Instant};

use hwfilter_model::protocol::{Filter, status};
use hwfilter_model::protocol::{
    FrameAccumulator, FrameEvent, Info, MAX_KEYS, MAX_REPLY, NAK, Op, ProtocolError, Reply,
    Request, Stats, Status, WINDOW, code, encode_wire,
};
use thiserror::Error;

use crate::transport::{Transport, TransportError};

/// Widest snapshot address a board may report (16 M words; the iCE40
/// boards have 2^14).
pub const MAX_ADDR_BITS: u32 = 24;

/// A UART rate a board runs at, for [`Client::connect_probing`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BaudRate {
    pub baud: u32,
    /// The board that runs at it, for messages.
    pub board: &'static str,
}

/// Timing and window settings.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ClientConfig {
    /// Silence after which unanswered requests are resent.
    pub timeout: Duration,
    /// Timeouts in a row without any reply before giving up.
    pub max_timeouts: u32,
    /// Most sequenced requests unanswered (at most the board's window).
    pub window: usize,
    /// Pause before resending after a BUSY NAK.
    pub busy_backoff: Duration,
    /// At connect: stale bytes are read and dropped until the line has
    /// been quiet this long ...
    pub settle: Duration,
    /// ... or this much time has passed.
    pub settle_max: Duration,
}

impl Default for ClientConfig {
    fn default() -> Self {
        ClientConfig {
            timeout: Duration::from_millis(500),
            max_timeouts: 8,
            window: WINDOW,
            busy_backoff: Duration::from_millis(2),
            settle: Duration::from_millis(50),
            settle_max: Duration::from_secs(2),
        }
    }
}

/// Why a request was resent.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ResendReason {
    /// The board NAKed a frame with this status (bad CRC, bad length, out of
    /// sequence); the resend starts at the oldest unanswered request.
    Nak(Status),
    /// The board dropped a frame because both its buffers were full.
    Busy,
    /// Nothing arrived for the timeout.
    Timeout,
    /// A later request was answered first: the board answers in order, so
    /// this one's reply was lost.
    ReplyLost,
}

/// What the client reports while it works. The library never prints; a
/// CLI draws progress bars from these.
#[derive(Clone, Debug, PartialEq)]
pub enum ClientEvent {
    /// A batch operation started: `total` items (keys or snapshot words).
    Started { op: Op, total: u64 },
    /// `done` of `total` items have their replies.
    Progress { op: Op, done: u64, total: u64 },
    /// `frames` unanswered requests were sent again, from `from_seq`.
    Resent {
        from_seq: u8,
        frames: usize,
        reason: ResendReason,
    },
    /// A frame from the board failed COBS, CRC or validation and was
    /// ignored.
    CorruptReply,
    /// A batch operation finished.
    Finished { op: Op },
}

/// Counters of what crossed the link, host side.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize)]
pub struct LinkStats {
    /// Requests sent for the first time.
    pub frames_sent: u64,
    /// Requests sent again.
    pub frames_resent: u64,
    pub bytes_sent: u64,
    pub bytes_received: u64,
    /// Replies accepted (matched to a request).
    pub replies: u64,
    /// NAKs for bad CRC, bad length or out of sequence.
    pub naks: u64,
    /// BUSY NAKs.
    pub busy: u64,
    pub timeouts: u64,
    /// Frames that failed COBS, CRC or validation.
    pub corrupt_replies: u64,
    /// Valid replies that matched no unanswered request (duplicates, stale
    /// replies).
    pub stale_replies: u64,
}

/// Everything that can go wrong talking to a board.
#[derive(Debug, Error)]
pub enum ClientError {
    #[error(transparent)]
    Transport(#[from] TransportError),
    /// Nothing valid came back.
    #[error(
        "no answer from {name} after {tries} tries: check that the board is powered and programmed and that --baud matches its UART"
    )]
    NoAnswer { name: String, tries: u32 },
    /// Nothing valid came back at any of the rates tried
    /// ([`Client::connect_probing`]).
    #[error(
        "no answer from {port} at {tried}: check that the board is powered and programmed, or give its rate with --baud"
    )]
    NoAnswerAtAnyRate { port: String, tried: String },
    /// The board refused a request (a host bug or a mismatched board).
    #[error("the board refused {op:?} on the {filter:?} filter with status {status:?}")]
    Rejected {
        op: Op,
        filter: Filter,
        status: Status,
    },
    /// The boot epoch changed: the board lost its filters and reply cache.
    #[error(
        "the board restarted (boot epoch {old:#x} became {new:#x}): its filters are empty; run the command again"
    )]
    BoardRestarted { old: u32, new: u32 },
    /// The board expects a sequence number this client never used.
    #[error(
        "the board expects sequence number {expected}, outside this client's window {first}..{next}: is another program using the port?"
    )]
    Desync { expected: u8, first: u8, next: u8 },
    /// INFO describes a board this host cannot drive.
    #[error("the board's INFO is not usable: {0}")]
    Incompatible(String),
    /// An argument the board would refuse.
    #[error("{0}")]
    InvalidArgument(String),
    /// A reply that passed validation but does not fit its request.
    #[error("unexpected reply")]
    Protocol(#[from] ProtocolError),
}

/// Result of inserting one key.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum InsertResult {
    /// Stored (Bloom: at least one of its bits was clear).
    Added,
    /// Bloom: every bit was already set (the key, or a false positive).
    AlreadyPresent,
    /// Cuckoo: no room (the table is full or its stash is occupied).
    Full,
}

/// Result of deleting one key.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum DeleteResult {
    /// One matching fingerprint was removed.
    Deleted,
    /// No matching fingerprint.
    NotFound,
}

/// One sequenced request waiting to be sent.
#[derive(Clone, Debug)]
struct Job {
    op: Op,
    filter: Filter,
    count: u16,
    payload: Vec<u8>,
    /// Items (keys, words) it carries, for progress.
    items: u64,
}

impl Job {
    fn keys(op: Op, filter: Filter, keys: &[u64]) -> Job {
        Job {
            op,
            filter,
            count: keys.len() as u16,
            payload: keys.iter().flat_map(|k| k.to_le_bytes()).collect(),
            items: keys.len() as u64,
        }
    }

    fn bare(op: Op, filter: Filter) -> Job {
        Job {
            op,
            filter,
            count: 0,
            payload: Vec::new(),
            items: 0,
        }
    }

    /// The count a successful reply carries.
    fn reply_count(&self) -> u16 {
        match self.op {
            Op::Insert | Op::Query | Op::Delete | Op::Dump => self.count,
            _ => 0,
        }
    }
}

/// A request in flight.
#[derive(Debug)]
struct Slot {
    seq: u8,
    job: Job,
    index: u64,
    wire: Vec<u8>,
    reply: Option<Reply>,
    /// Resent because a later reply overtook it (once until the next
    /// timeout or NAK resend).
    fast_resent: bool,
}

/// The state of one pipelined batch.
#[derive(Debug, Default)]
struct Flight {
    slots: VecDeque<Slot>,
    /// Current window (shrinks on BUSY, grows back on replies).
    window: usize,
    replies_since_shrink: usize,
    /// Seq of the last BUSY NAK acted on or skipped in the current burst.
    busy_burst: Option<u8>,
    /// Nonce of an INFO sent to check the boot epoch, if one is pending.
    probe: Option<u8>,
}

/// What one frame from the board did to a batch.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Outcome {
    /// It answered an unanswered request.
    Progress,
    /// It made the client resend.
    Resent,
    /// Nothing (stale, duplicate, or skipped).
    Nothing,
}

impl Flight {
    /// Halves the window after a loss (at least 2 frames, so the board's
    /// second buffer stays useful); replies grow it back by one per
    /// window's worth.
    fn shrink(&mut self, max: usize) {
        self.window = (self.window / 2).max(2).min(max);
        self.replies_since_shrink = 0;
    }
}

/// `a` comes after `b` within a window starting at `base` (mod 256).
fn later(a: u8, b: u8, base: u8) -> bool {
    a.wrapping_sub(base) > b.wrapping_sub(base)
}

/// The callback that receives a client's events.
type Observer = Box<dyn FnMut(&ClientEvent) + Send>;

/// A connected board.
pub struct Client<T> {
    transport: T,
    config: ClientConfig,
    acc: FrameAccumulator,
    info: Info,
    epoch: u32,
    next_seq: u8,
    nonce: u8,
    window: usize,
    max_keys: usize,
    stats: LinkStats,
    observer: Option<Observer>,
    /// A batch failed midway: ask INFO for the board's sequence number
    /// before the next request.
    resync: bool,
}

impl<T> std::fmt::Debug for Client<T> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Client")
            .field("epoch", &self.epoch)
            .field("next_seq", &self.next_seq)
            .field("window", &self.window)
            .field("stats", &self.stats)
            .finish()
    }
}

impl<T: Transport> Client<T> {
    /// Opens the conversation: a `0x00` ends whatever garbage the line
    /// holds, stale bytes are read until the line is quiet and dropped, and
    /// INFO tells the board's expected sequence number, window, boot epoch
    /// and geometry.
    pub fn connect(transport: T, config: ClientConfig) -> Result<Self, ClientError> {
        let mut c = Client {
            transport,
            config,
            acc: FrameAccumulator::new(MAX_REPLY),
            info: Info::default(),
            epoch: 0,
            next_seq: 0,
            nonce: 0x5A,
            window: config.window.clamp(1, WINDOW),
            max_keys: MAX_KEYS,
            stats: LinkStats::default(),
            observer: None,
            resync: false,
        };
        c.transport.write_all(&[0])?;
        c.stats.bytes_sent += 1;
        c.settle()?;
        let info = c.fetch_info()?;
        c.adopt(info)?;
        Ok(c)
    }

    /// Connects at the first of `rates` at which a board answers INFO:
    /// `open(baud)` opens the line at that rate. Each rate gets two
    /// timeouts of at most 250 ms (a board at another rate reads the bytes
    /// as damaged frames, counts them and answers nothing); the client then
    /// runs with `config`. A transport error (no such port) ends the probe.
    /// Returns the client and the rate that answered; `port` names the line
    /// in the error when no rate answers.
    pub fn connect_probing(
        port: &str,
        mut open: impl FnMut(u32) -> Result<T, TransportError>,
        rates: &[BaudRate],
        config: ClientConfig,
    ) -> Result<(Self, BaudRate), ClientError> {
        let probe = ClientConfig {
            timeout: config.timeout.min(Duration::from_millis(250)),
            max_timeouts: 2,
            settle_max: config.settle_max.min(Duration::from_millis(500)),
            ..config
        };
        for &rate in rates {
            let transport = open(rate.baud)?;
            match Client::connect(transport, probe) {
                Ok(mut c) => {
                    // The window follows the new config as at connect.
                    c.config = config;
                    c.adopt(c.info)?;
                    return Ok((c, rate));
                }
                Err(ClientError::NoAnswer { .. }) => continue,
                Err(e) => return Err(e),
            }
        }
        let tried = rates
            .iter()
            .map(|r| format!("{} baud ({})", r.baud, r.board))
            .collect::<Vec<_>>()
            .join(" or ");
        Err(ClientError::NoAnswerAtAnyRate {
            port: port.to_owned(),
            tried,
        })
    }

    /// Sets the callback that receives [`ClientEvent`]s.
    pub fn set_observer(&mut self, observer: impl FnMut(&ClientEvent) + Send + 'static) {
        self.observer = Some(Box::new(observer));
    }

    /// The INFO read at connect (or at the last resync).
    pub fn board_info(&self) -> &Info {
        &self.info
    }

    /// The timing and window settings in use.
    pub fn config(&self) -> ClientConfig {
        self.config
    }

    /// Most sequenced requests this client keeps unanswered.
    pub fn window(&self) -> usize {
        self.window
    }

    /// Host-side link counters.
    pub fn link_stats(&self) -> LinkStats {
        self.stats
    }

    /// The transport.
    pub fn transport(&self) -> &T {
        &self.transport
    }

    /// The transport, mutably (tests use it to inject faults).
    pub fn transport_mut(&mut self) -> &mut T {
        &mut self.transport
    }

    /// Ends this client and gives its transport back (to reconnect after
    /// [`ClientError::BoardRestarted`], for example).
    pub fn into_transport(self) -> T {
        self.transport
    }

    /// The next sequence number this client will use.
    pub fn next_seq(&self) -> u8 {
        self.next_seq
    }

    /// Keys per INSERT/QUERY/DELETE frame.
    pub fn keys_per_frame(&self) -> usize {
        self.max_keys
    }

    /// Reduces a byte key to the 64-bit key the board hashes: xxh3-64 with
    /// the seed the board's INFO reports (`docs/hashing.md`).
    pub fn reduce_key(&self, bytes: &[u8]) -> u64 {
        xxhash_rust::xxh3::xxh3_64_with_seed(bytes, self.info.key_seed())
    }

    fn emit(&mut self, e: ClientEvent) {
        if let Some(o) = self.observer.as_mut() {
            o(&e);
        }
    }

    fn send(&mut self, wire: &[u8]) -> Result<(), ClientError> {
        self.transport.write_all(wire)?;
        self.stats.bytes_sent += wire.len() as u64;
        Ok(())
    }

    /// Reads and drops bytes until the line is quiet.
    fn settle(&mut self) -> Result<(), ClientError> {
        let start = Instant::now();
        let mut buf = [0u8; 1024];
        while start.elapsed() < self.config.settle_max {
            let n = self.transport.read(&mut buf, self.config.settle)?;
            if n == 0 {
                break;
            }
        }
        self.transport.discard_input()?;
        self.acc.reset();
        Ok(())
    }

    fn adopt(&mut self, info: Info) -> Result<(), ClientError> {
        if info.window == 0 || info.max_keys == 0 {
            return Err(ClientError::Incompatible(format!(
                "window {} and keys per frame {} must be at least 1",
                info.window, info.max_keys
            )));
        }
        self.window = self
            .config
            .window
            .min(info.window as usize)
            .clamp(1, WINDOW);
        self.max_keys = (info.max_keys as usize).min(MAX_KEYS);
        self.epoch = info.boot_epoch;
        self.next_seq = info.expected_seq as u8;
        self.info = info;
        self.resync = false;
        Ok(())
    }

    fn next_nonce(&mut self) -> u8 {
        self.nonce = self.nonce.wrapping_add(0x3B);
        self.nonce
    }

    /// Reads one batch of bytes; returns the frames it completed, or None
    /// on a timeout.
    fn read_frames(&mut self, timeout: Duration) -> Result<Option<Vec<Vec<u8>>>, ClientError> {
        let mut buf = [0u8; 1024];
        let n = self.transport.read(&mut buf, timeout)?;
        if n == 0 {
            return Ok(None);
        }
        self.stats.bytes_received += n as u64;
        let mut frames = Vec::new();
        for &b in &buf[..n] {
            match self.acc.push(b) {
                None => {}
                Some(FrameEvent::Frame(f)) => frames.push(f),
                Some(FrameEvent::Error(_)) => {
                    self.stats.corrupt_replies += 1;
                    self.emit(ClientEvent::CorruptReply);
                }
            }
        }
        Ok(Some(frames))
    }

    fn decode(&mut self, frame: &[u8]) -> Option<Reply> {
        match Reply::decode(frame) {
            Ok(r) => Some(r),
            Err(_) => {
                self.stats.corrupt_replies += 1;
                self.emit(ClientEvent::CorruptReply);
                None
            }
        }
    }

    /// An unsequenced request (INFO or STATS), retried until answered.
    fn unsequenced(&mut self, op: Op, filter: Filter) -> Result<Reply, ClientError> {
        let nonce = self.next_nonce();
        let req = match op {
            Op::Stats => Request::stats(nonce, filter),
            _ => Request::info(nonce),
        };
        let wire = encode_wire(&req.encode());
        let mut tries = 1u32;
        self.send(&wire)?;
        let mut last = Instant::now();
        loop {
            let left = self.config.timeout.saturating_sub(last.elapsed());
            let frames = if left.is_zero() {
                None
            } else {
                self.read_frames(left)?
            };
            let Some(frames) = frames else {
                self.stats.timeouts += 1;
                if tries > self.config.max_timeouts {
                    return Err(ClientError::NoAnswer {
                        name: self.transport.name(),
                        tries,
                    });
                }
                tries += 1;
                self.send(&wire)?;
                self.stats.frames_resent += 1;
                last = Instant::now();
                continue;
            };
            for f in frames {
                let Some(r) = self.decode(&f) else { continue };
                if r.op == NAK && r.is_nak() {
                    // Our frame was damaged or dropped: send it again.
                    if r.status == status::BUSY {
                        self.stats.busy += 1;
                        std::thread::sleep(self.config.busy_backoff);
                    } else {
                        self.stats.naks += 1;
                    }
                    if r.status == status::BUSY && r.seq != nonce {
                        continue;
                    }
                    if tries > self.config.max_timeouts.saturating_mul(8) {
                        return Err(ClientError::NoAnswer {
                            name: self.transport.name(),
                            tries,
                        });
                    }
                    tries += 1;
                    self.send(&wire)?;
                    self.stats.frames_resent += 1;
                    last = Instant::now();
                    continue;
                }
                if r.op != op.reply_op() || r.seq != nonce {
                    self.stats.stale_replies += 1;
                    continue;
                }
                let st = Status::try_from(r.status)?;
                if st != Status::Ok {
                    return Err(ClientError::Rejected {
                        op,
                        filter,
                        status: st,
                    });
                }
                self.stats.replies += 1;
                return Ok(r);
            }
        }
    }

    fn fetch_info(&mut self) -> Result<Info, ClientError> {
        Ok(self.unsequenced(Op::Info, Filter::Bloom)?.info()?)
    }

    /// Asks INFO now; fails with [`ClientError::BoardRestarted`] if the
    /// boot epoch changed since connect.
    pub fn info(&mut self) -> Result<Info, ClientError> {
        let info = self.fetch_info()?;
        if info.boot_epoch != self.epoch {
            return Err(ClientError::BoardRestarted {
                old: self.epoch,
                new: info.boot_epoch,
            });
        }
        Ok(info)
    }

    /// STATS of `filter` (link counters, and the Cuckoo engine's kicks and
    /// FULL answers).
    pub fn stats(&mut self, filter: Filter) -> Result<Stats, ClientError> {
        Ok(self.unsequenced(Op::Stats, filter)?.stats()?)
    }

    fn before_batch(&mut self) -> Result<(), ClientError> {
        if self.resync {
            self.settle()?;
            let info = self.info()?;
            self.adopt(info)?;
        }
        Ok(())
    }

    /// Sends `jobs` pipelined and hands every reply to `on_reply` in order.
    fn pipeline(
        &mut self,
        op: Op,
        total: u64,
        jobs: impl Iterator<Item = Job>,
        mut on_reply: impl FnMut(u64, &Job, &Reply) -> Result<(), ClientError>,
    ) -> Result<(), ClientError> {
        self.before_batch()?;
        self.emit(ClientEvent::Started { op, total });
        self.resync = true;
        let mut flight = Flight {
            window: self.window,
            ..Default::default()
        };
        let mut jobs = jobs.enumerate();
        let mut done = 0u64;
        let mut timeouts = 0u32;
        let mut stalls = 0u32;
        let stall_limit = self.config.max_timeouts.saturating_mul(8).max(16);
        let mut last = Instant::now();
        loop {
            while flight.slots.len() < flight.window {
                let Some((i, job)) = jobs.next() else { break };
                let seq = self.next_seq;
                let req = Request::new(
                    seq,
                    job.op,
                    job.filter as u8,
                    job.count,
                    job.payload.clone(),
                );
                let wire = encode_wire(&req.encode());
                self.send(&wire)?;
                self.stats.frames_sent += 1;
                self.next_seq = seq.wrapping_add(1);
                if flight.slots.is_empty() {
                    last = Instant::now();
                }
                flight.slots.push_back(Slot {
                    seq,
                    job,
                    index: i as u64,
                    wire,
                    reply: None,
                    fast_resent: false,
                });
            }
            if flight.slots.is_empty() {
                break;
            }
            let left = self.config.timeout.saturating_sub(last.elapsed());
            let frames = if left.is_zero() {
                None
            } else {
                self.read_frames(left)?
            };
            let Some(frames) = frames else {
                self.stats.timeouts += 1;
                timeouts += 1;
                stalls += 1;
                if timeouts > self.config.max_timeouts {
                    return Err(ClientError::NoAnswer {
                        name: self.transport.name(),
                        tries: timeouts,
                    });
                }
                if timeouts >= 2 {
                    // A silent board may have restarted: ask its epoch.
                    self.probe(&mut flight)?;
                }
                flight.shrink(self.window);
                self.resend(&mut flight, 0, ResendReason::Timeout)?;
                last = Instant::now();
                continue;
            };
            for f in frames {
                let Some(r) = self.decode(&f) else { continue };
                match self.on_reply(&mut flight, r)? {
                    Outcome::Progress => {
                        timeouts = 0;
                        stalls = 0;
                        last = Instant::now();
                    }
                    Outcome::Resent => {
                        stalls += 1;
                        last = Instant::now();
                    }
                    Outcome::Nothing => {}
                }
                // A board that NAKs or BUSYs every resend is as stuck as a
                // silent one.
                if stalls > stall_limit {
                    return Err(ClientError::NoAnswer {
                        name: self.transport.name(),
                        tries: stalls,
                    });
                }
            }
            while flight.slots.front().is_some_and(|s| s.reply.is_some()) {
                let Some(slot) = flight.slots.pop_front() else {
                    break;
                };
                let Some(reply) = slot.reply.as_ref() else {
                    break;
                };
                on_reply(slot.index, &slot.job, reply)?;
                done += slot.job.items;
                self.emit(ClientEvent::Progress { op, done, total });
            }
        }
        self.resync = false;
        self.emit(ClientEvent::Finished { op });
        Ok(())
    }

    /// Sends an INFO with a fresh nonce; its answer is judged in `on_reply`.
    fn probe(&mut self, flight: &mut Flight) -> Result<(), ClientError> {
        let nonce = self.next_nonce();
        flight.probe = Some(nonce);
        self.send(&encode_wire(&Request::info(nonce).encode()))
    }

    /// Resends the unanswered requests from position `from`.
    fn resend(
        &mut self,
        flight: &mut Flight,
        from: usize,
        reason: ResendReason,
    ) -> Result<(), ClientError> {
        let mut frames = 0;
        let mut first = None;
        let to = match reason {
            ResendReason::ReplyLost => from + 1,
            _ => flight.slots.len(),
        };
        for i in from..to {
            if flight.slots[i].reply.is_some() {
                continue;
            }
            flight.slots[i].fast_resent = reason == ResendReason::ReplyLost;
            first.get_or_insert(flight.slots[i].seq);
            let wire = std::mem::take(&mut flight.slots[i].wire);
            let sent = self.send(&wire);
            flight.slots[i].wire = wire;
            sent?;
            frames += 1;
        }
        self.stats.frames_resent += frames as u64;
        if let Some(from_seq) = first {
            self.emit(ClientEvent::Resent {
                from_seq,
                frames,
                reason,
            });
        }
        Ok(())
    }

    /// Handles one valid frame from the board during a batch; true when it
    /// answered an unanswered request (progress).
    fn on_reply(&mut self, flight: &mut Flight, r: Reply) -> Result<Outcome, ClientError> {
        let Some(base) = flight.slots.front().map(|s| s.seq) else {
            self.stats.stale_replies += 1;
            return Ok(Outcome::Nothing);
        };
        if r.is_nak() {
            let st = Status::try_from(r.status)?;
            if st == Status::Busy {
                self.stats.busy += 1;
                return self.on_busy(flight, r.seq);
            }
            self.stats.naks += 1;
            let span = flight.slots.len() as u8;
            if r.seq.wrapping_sub(base) <= span {
                // Everything before r.seq was applied; what is unanswered
                // goes again (the board's cache answers the applied ones).
                // Each loss costs a window of resends: a lossy line gets a
                // smaller one.
                flight.shrink(self.window);
                self.resend(flight, 0, ResendReason::Nak(st))?;
                return Ok(Outcome::Resent);
            }
            if flight.probe.is_none() {
                self.probe(flight)?;
            }
            return Ok(Outcome::Nothing);
        }
        if r.op == Op::Info.reply_op() && Some(r.seq) == flight.probe {
            flight.probe = None;
            let info = r.info()?;
            if info.boot_epoch != self.epoch {
                return Err(ClientError::BoardRestarted {
                    old: self.epoch,
                    new: info.boot_epoch,
                });
            }
            let expected = info.expected_seq as u8;
            if expected.wrapping_sub(base) > flight.slots.len() as u8 {
                return Err(ClientError::Desync {
                    expected,
                    first: base,
                    next: self.next_seq,
                });
            }
            self.resend(flight, 0, ResendReason::Timeout)?;
            return Ok(Outcome::Resent);
        }
        let Some(pos) = flight.slots.iter().position(|s| s.seq == r.seq) else {
            self.stats.stale_replies += 1;
            return Ok(Outcome::Nothing);
        };
        let slot = &mut flight.slots[pos];
        if slot.reply.is_some()
            || r.op != slot.job.op.reply_op()
            || r.filter != slot.job.filter as u8
        {
            self.stats.stale_replies += 1;
            return Ok(Outcome::Nothing);
        }
        let st = Status::try_from(r.status)?;
        if !matches!(st, Status::Ok | Status::Full) {
            // Not applied; the next batch asks INFO where the board stands.
            return Err(ClientError::Rejected {
                op: slot.job.op,
                filter: slot.job.filter,
                status: st,
            });
        }
        if r.count != slot.job.reply_count() {
            self.stats.stale_replies += 1;
            return Ok(Outcome::Nothing);
        }
        slot.reply = Some(r);
        self.stats.replies += 1;
        // The board answers in order: an unanswered request before this one
        // was applied and its reply lost; fetch it from the reply cache now
        // rather than after a timeout.
        for i in 0..pos {
            if flight.slots[i].reply.is_none() && !flight.slots[i].fast_resent {
                self.resend(flight, i, ResendReason::ReplyLost)?;
            }
        }
        flight.busy_burst = None;
        flight.replies_since_shrink += 1;
        if flight.window < self.window && flight.replies_since_shrink >= flight.window {
            flight.window += 1;
            flight.replies_since_shrink = 0;
        }
        Ok(Outcome::Progress)
    }

    fn on_busy(&mut self, flight: &mut Flight, seq: u8) -> Result<Outcome, ClientError> {
        let Some(base) = flight.slots.front().map(|s| s.seq) else {
            return Ok(Outcome::Nothing);
        };
        let Some(pos) = flight.slots.iter().position(|s| s.seq == seq) else {
            return Ok(Outcome::Nothing);
        };
        if flight.slots[pos].reply.is_some() {
            return Ok(Outcome::Nothing);
        }
        // The frames sent right behind a dropped one are dropped too, each
        // with its own BUSY in increasing order: one resend covers them all.
        if let Some(prev) = flight.busy_burst
            && later(seq, prev, base)
        {
            flight.busy_burst = Some(seq);
            return Ok(Outcome::Nothing);
        }
        flight.busy_burst = Some(seq);
        flight.shrink(self.window);
        std::thread::sleep(self.config.busy_backoff);
        self.resend(flight, pos, ResendReason::Busy)?;
        Ok(Outcome::Resent)
    }

    fn keys_batch(
        &mut self,
        op: Op,
        filter: Filter,
        keys: &[u64],
        mut each: impl FnMut(usize, &Reply) -> Result<(), ClientError>,
    ) -> Result<(), ClientError> {
        let per = self.max_keys;
        let jobs = keys.chunks(per).map(|c| Job::keys(op, filter, c));
        self.pipeline(op, keys.len() as u64, jobs, |index, _, reply| {
            each(index as usize * per, reply)
        })
    }

    /// Inserts `keys`, pipelined; one result per key, in order.
    pub fn insert(
        &mut self,
        filter: Filter,
        keys: &[u64],
    ) -> Result<Vec<InsertResult>, ClientError> {
        let mut out = Vec::with_capacity(keys.len());
        self.keys_batch(Op::Insert, filter, keys, |_, r| {
            match filter {
                Filter::Bloom => out.extend(r.bits().into_iter().map(|b| {
                    if b {
                        InsertResult::AlreadyPresent
                    } else {
                        InsertResult::Added
                    }
                })),
                Filter::Cuckoo => out.extend(r.codes().into_iter().map(|c| {
                    if c == code::FULL {
                        InsertResult::Full
                    } else {
                        InsertResult::Added
                    }
                })),
            }
            Ok(())
        })?;
        Ok(out)
    }

    /// Queries `keys`, pipelined: true = present (or a false positive).
    pub fn query(&mut self, filter: Filter, keys: &[u64]) -> Result<Vec<bool>, ClientError> {
        let mut out = Vec::with_capacity(keys.len());
        self.keys_batch(Op::Query, filter, keys, |_, r| {
            out.extend(r.bits());
            Ok(())
        })?;
        Ok(out)
    }

    /// Deletes `keys` from the Cuckoo filter. Deleting a key that was never
    /// inserted can remove another key's matching fingerprint.
    pub fn delete(&mut self, keys: &[u64]) -> Result<Vec<DeleteResult>, ClientError> {
        let mut out = Vec::with_capacity(keys.len());
        self.keys_batch(Op::Delete, Filter::Cuckoo, keys, |_, r| {
            out.extend(r.codes().into_iter().map(|c| {
                if c == code::OK {
                    DeleteResult::Deleted
                } else {
                    DeleteResult::NotFound
                }
            }));
            Ok(())
        })?;
        Ok(out)
    }

    fn single(&mut self, job: Job) -> Result<Reply, ClientError> {
        let op = job.op;
        let mut out = None;
        self.pipeline(op, 0, std::iter::once(job), |_, _, r| {
            out = Some(r.clone());
            Ok(())
        })?;
        out.ok_or(ClientError::Protocol(ProtocolError::WrongReply {
            want: op.reply_op(),
            op: 0,
            status: 0,
        }))
    }

    /// Empties a filter.
    pub fn clear(&mut self, filter: Filter) -> Result<(), ClientError> {
        self.single(Job::bare(Op::Clear, filter)).map(|_| ())
    }

    /// Items stored in the Cuckoo filter.
    pub fn count(&mut self) -> Result<u32, ClientError> {
        Ok(self
            .single(Job::bare(Op::Count, Filter::Cuckoo))?
            .count_value()?)
    }

    /// Snapshot words of a filter's memory: Bloom `2^A` words (bit `i` =
    /// bank `i`), Cuckoo `2^B` bucket words and the stash word.
    pub fn words(&self, filter: Filter) -> Result<u64, ClientError> {
        let bits = match filter {
            Filter::Bloom => self.info.bloom_addr_bits,
            Filter::Cuckoo => self.info.cuckoo_bucket_bits,
        };
        // INFO comes from the line: a memory no board of this design has
        // must not size an allocation.
        if bits > MAX_ADDR_BITS {
            return Err(ClientError::Incompatible(format!(
                "a {filter:?} memory of 2^{bits} words (at most 2^{MAX_ADDR_BITS} are supported)"
            )));
        }
        Ok((1u64 << bits) + (filter == Filter::Cuckoo) as u64)
    }

    /// Reads a filter's whole memory (DUMP, pipelined).
    pub fn dump(&mut self, filter: Filter) -> Result<Vec<u64>, ClientError> {
        let words = self.words(filter)?;
        let per = (self.info.dump_max_bytes as usize / filter.word_bytes())
            .clamp(1, filter.dump_max_words()) as u64;
        let jobs = (0..words).step_by(per as usize).map(move |addr| {
            let n = per.min(words - addr);
            Job {
                op: Op::Dump,
                filter,
                count: n as u16,
                payload: (addr as u32).to_le_bytes().to_vec(),
                items: n,
            }
        });
        let mut out = Vec::with_capacity(words as usize);
        self.pipeline(Op::Dump, words, jobs, |_, _, r| {
            out.extend(r.words()?);
            Ok(())
        })?;
        Ok(out)
    }

    /// Restores a filter's memory: CLEAR, then LOAD of every word, in one
    /// pipelined batch. `words` must be the filter's whole memory.
    pub fn load(&mut self, filter: Filter, words: &[u64]) -> Result<(), ClientError> {
        let want = self.words(filter)?;
        if words.len() as u64 != want {
            return Err(ClientError::InvalidArgument(format!(
                "a {filter:?} snapshot of this board has {want} words, not {}",
                words.len()
            )));
        }
        let per = filter.load_max_words();
        let clear = std::iter::once(Job::bare(Op::Clear, filter));
        let loads = words.chunks(per).enumerate().map(move |(i, chunk)| {
            let req = Request::load(0, filter, (i * per) as u32, chunk);
            Job {
                op: Op::Load,
                filter,
                count: req.count,
                payload: req.payload,
                items: chunk.len() as u64,
            }
        });
        self.pipeline(Op::Load, want, clear.chain(loads), |_, _, _| Ok(()))
    }
}
