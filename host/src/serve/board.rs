//! The board worker: one thread owns the link ([`Client`]) and runs the
//! operations of every connection, coalesced. Jobs wait in one queue in
//! arrival order. Key jobs are cut into frames while the link runs
//! ([`Streamer`], `stream.rs`): many clients each sending one key fill one
//! frame, a job longer than a frame spans several, and each job is
//! answered as soon as the replies of its last frame arrive. A call (SAVE,
//! CLEAR, COUNT, INFO, STATS, DUMP, LOAD) or a CF.ADDNX job waits until
//! everything before it is answered, then runs with the link to itself.
//! Frames are cut in queue order and the board applies them in that order,
//! so each connection's order holds.
//!
//! A board error fails the jobs it hit with an error reply. A board
//! restart (new boot epoch) is logged and counted, the link reconnected,
//! every acknowledged write given back to the board ([`Recovery`]) and the
//! frames that were in flight sent again, so clients see no restart.

use std::cell::{Cell, RefCell};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};

use hwfilter_model::protocol::{BloomKind, Filter, Info, Stats};
use tokio::sync::{mpsc, oneshot};

use super::names::Registry;
use super::persist::{JOURNAL_LIMIT, Recovery, SaveDir};
use super::stream::{Streamer, frame_op};
use crate::client::{Client, ClientError, DeleteResult, InsertResult, KeyFrameOp};
use crate::transport::Transport;

/// Jobs that may wait in the queue before submitters wait for room.
pub const QUEUE: usize = 8192;
/// Frames one stream sends at most before it drains and the worker
/// refreshes INFO's link figures (a drain costs one round trip in 1,024
/// frames).
pub const STREAM_FRAMES: usize = 1024;

/// A keyed operation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum KeyOp {
    /// Insert every key.
    Insert(Filter),
    /// Cuckoo: insert the keys the filter does not already report present
    /// (CF.ADDNX); a key twice in one turn is inserted once.
    InsertIfAbsent,
    Query(Filter),
    /// Delete one copy of each key: from the Cuckoo filter, or from a
    /// counting Bloom filter.
    Delete(Filter),
}

/// What happened to one key.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// Stored (Bloom: some bit was clear).
    Added,
    /// Already there: a query hit, a Bloom insert whose bits were all set,
    /// an ADDNX that found it.
    Present,
    /// Query: not in the filter.
    Absent,
    /// Cuckoo: no room.
    Full,
    Deleted,
    NotFound,
}

impl From<InsertResult> for Outcome {
    fn from(r: InsertResult) -> Self {
        match r {
            InsertResult::Added => Outcome::Added,
            InsertResult::AlreadyPresent => Outcome::Present,
            InsertResult::Full => Outcome::Full,
        }
    }
}

impl From<DeleteResult> for Outcome {
    fn from(r: DeleteResult) -> Self {
        match r {
            DeleteResult::Deleted => Outcome::Deleted,
            DeleteResult::NotFound => Outcome::NotFound,
        }
    }
}

/// A call that is not a key batch.
#[derive(Clone, Debug, PartialEq)]
pub enum Call {
    /// A checkpoint of both filters, written to the save directory.
    Save,
    /// Empty a filter (HWF.CLEAR).
    Clear(Filter),
    /// Items in the Cuckoo filter (HWF.COUNT).
    Count,
    /// The board's INFO, asked now (HWF.INFO).
    Info,
    /// The board's STATS (HWF.STATS).
    Stats(Filter),
    /// A filter's memory (HWF.DUMP).
    Dump(Filter),
    /// Restore a filter's memory (HWF.LOAD).
    Load(Filter, Vec<u64>),
}

/// A call's result.
#[derive(Clone, Debug, PartialEq)]
pub enum CallResult {
    Done,
    Count(u32),
    /// The board's INFO and the name of its link.
    Info(Info, String),
    Stats(Stats),
    Words(Vec<u64>),
    /// Each board's own answer, in placement order ([`super::Boards::each`]).
    Boards(Vec<CallResult>),
}

pub(super) enum Job {
    Keys {
        op: KeyOp,
        keys: Vec<u64>,
        done: oneshot::Sender<Result<Vec<Outcome>, String>>,
    },
    Call {
        call: Call,
        done: oneshot::Sender<Result<CallResult, String>>,
    },
}

/// Counters of the worker, for INFO.
#[derive(Debug, Default)]
pub struct BoardCounters {
    /// Keys sent to the board.
    pub keys: AtomicU64,
    /// Pipelined calls (each one or more frames).
    pub calls: AtomicU64,
    /// Jobs answered.
    pub jobs: AtomicU64,
    /// Board restarts seen.
    pub restarts: AtomicU64,
    /// Board errors answered with an error reply.
    pub errors: AtomicU64,
    /// Restarted boards given their acknowledged writes back.
    pub restores: AtomicU64,
    /// Checkpoints taken (SAVE, or a full journal).
    pub checkpoints: AtomicU64,
}

/// What INFO reports of the link; updated after every turn.
#[derive(Clone, Debug, Default)]
pub struct LinkSnapshot {
    pub info: Info,
    pub frames_sent: u64,
    pub frames_resent: u64,
    pub timeouts: u64,
    pub last_error: Option<String>,
    /// Writes acknowledged since the last checkpoint.
    pub journal: usize,
    /// Where the last checkpoint was saved, if anywhere.
    pub last_save: Option<String>,
}

/// The handle connections submit jobs through.
#[derive(Clone, Debug)]
pub struct Board {
    tx: mpsc::Sender<Job>,
    pub counters: Arc<BoardCounters>,
    pub link: Arc<Mutex<LinkSnapshot>>,
}

impl std::fmt::Debug for Job {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Job::Keys { op, keys, .. } => write!(f, "Keys({op:?}, {})", keys.len()),
            Job::Call { call, .. } => write!(f, "Call({call:?})"),
        }
    }
}

const STOPPED: &str = "ERR the board worker stopped";

impl Board {
    /// Starts the worker thread on `client`, whose filters hold what
    /// `recovery` describes; checkpoints go to `save` with the `names`.
    /// It runs until every [`Board`] handle is dropped.
    pub fn start<T: Transport + Send + 'static>(
        client: Client<T>,
        recovery: Recovery,
        save: Option<SaveDir>,
        names: Arc<Mutex<Registry>>,
    ) -> std::io::Result<Board> {
        let (tx, rx) = mpsc::channel(QUEUE);
        let counters = Arc::new(BoardCounters::default());
        let link = Arc::new(Mutex::new(LinkSnapshot {
            info: *client.board_info(),
            ..Default::default()
        }));
        let mut recovery = recovery;
        recovery.set_bloom_counts(client.kinds().bloom == BloomKind::Counting);
        let worker = Worker {
            client: Some(client),
            stream: Streamer::default(),
            restart_retried: false,
            rx,
            counters: counters.clone(),
            link: link.clone(),
            recovery,
            save,
            names,
        };
        std::thread::Builder::new()
            .name("hwfilter-board".into())
            .spawn(move || worker.run())?;
        Ok(Board { tx, counters, link })
    }

    /// Submits a key batch; the receiver gets one outcome per key.
    pub async fn keys(
        &self,
        op: KeyOp,
        keys: Vec<u64>,
    ) -> oneshot::Receiver<Result<Vec<Outcome>, String>> {
        let (done, rx) = oneshot::channel();
        // A stopped worker drops `done`: the receiver then reports it.
        let _ = self.tx.send(Job::Keys { op, keys, done }).await;
        rx
    }

    /// Submits a call.
    pub async fn call(&self, call: Call) -> oneshot::Receiver<Result<CallResult, String>> {
        let (done, rx) = oneshot::channel();
        let _ = self.tx.send(Job::Call { call, done }).await;
        rx
    }
}

/// The reply text of a job whose worker went away.
pub fn stopped() -> String {
    STOPPED.into()
}

struct Worker<T> {
    /// `None` only while reconnecting after a restart.
    client: Option<Client<T>>,
    /// The key jobs between the queue and their replies.
    stream: Streamer,
    /// A restart was recovered and nothing answered since: another one
    /// fails the jobs in flight.
    restart_retried: bool,
    rx: mpsc::Receiver<Job>,
    counters: Arc<BoardCounters>,
    link: Arc<Mutex<LinkSnapshot>>,
    recovery: Recovery,
    save: Option<SaveDir>,
    names: Arc<Mutex<Registry>>,
}

impl<T: Transport> Worker<T> {
    fn run(mut self) {
        while let Some(first) = self.rx.blocking_recv() {
            self.stream.push(first);
            loop {
                while let Ok(job) = self.rx.try_recv() {
                    self.stream.push(job);
                }
                if self.stream.is_idle() {
                    break;
                }
                let barrier = self.stream.take_barrier();
                if barrier.is_empty() {
                    self.stream_keys();
                } else {
                    self.barrier(barrier);
                }
                self.snapshot_link();
            }
        }
    }

    /// A call, or CF.ADDNX jobs (joined into one), with nothing in flight.
    fn barrier(&mut self, jobs: Vec<Job>) {
        self.counters
            .jobs
            .fetch_add(jobs.len() as u64, Ordering::Relaxed);
        let mut run = vec![];
        let mut all = vec![];
        for job in jobs {
            match job {
                Job::Call { call, done } => {
                    let _ = done.send(self.call(call));
                }
                Job::Keys { keys, done, .. } => {
                    run.push((keys.len(), done));
                    all.extend(keys);
                }
            }
        }
        if run.is_empty() {
            return;
        }
        let result = self.insert_if_absent(&all);
        let mut at = 0;
        for (n, done) in run {
            let _ = done.send(match &result {
                Ok(outcomes) => Ok(outcomes[at..at + n].to_vec()),
                Err(e) => Err(e.clone()),
            });
            at += n;
        }
    }

    /// Streams the queued key jobs until a call or an ADDNX job is next,
    /// nothing is queued, the journal is full or [`STREAM_FRAMES`] frames
    /// went out.
    fn stream_keys(&mut self) {
        let Some(client) = self.client.as_mut() else {
            self.stream.fail_keys("ERR the board is not connected");
            self.count_answered();
            return;
        };
        self.counters.calls.fetch_add(1, Ordering::Relaxed);
        let max = client.keys_per_frame();
        // What the board refuses, asked before the link is lent out.
        let refusal = |op: KeyFrameOp, f: Filter| {
            let r = match op {
                KeyFrameOp::Delete => client.require_delete(f),
                _ => client.require(f),
            };
            r.err().map(|e| format!("ERR board: {e}"))
        };
        let refusals: Vec<((KeyFrameOp, Filter), Option<String>)> =
            [KeyFrameOp::Insert, KeyFrameOp::Query, KeyFrameOp::Delete]
                .into_iter()
                .flat_map(|op| [Filter::Bloom, Filter::Cuckoo].map(|f| ((op, f), refusal(op, f))))
                .collect();
        let refuse = |op: KeyOp| {
            let key = frame_op(op)?;
            refusals
                .iter()
                .find(|(k, _)| *k == key)
                .and_then(|(_, r)| r.clone())
        };
        let stream = RefCell::new(&mut self.stream);
        let (rx, recovery, counters) = (&mut self.rx, &mut self.recovery, &self.counters);
        let (sent, stop, progressed) = (Cell::new(0usize), Cell::new(false), Cell::new(false));
        let result = client.stream_keys(
            |in_flight| {
                let mut s = stream.borrow_mut();
                while let Ok(job) = rx.try_recv() {
                    s.push(job);
                }
                if stop.get() || sent.get() >= STREAM_FRAMES {
                    return None;
                }
                let frame = s.next_frame(in_flight, max, refuse).ok()?;
                sent.set(sent.get() + 1);
                counters
                    .keys
                    .fetch_add(frame.keys.len() as u64, Ordering::Relaxed);
                Some(frame)
            },
            |answers| {
                let (op, keys, outcomes) = stream.borrow_mut().answer(answers);
                recovery.record(op, &keys, &outcomes);
                stop.set(recovery.journal_len() >= JOURNAL_LIMIT);
                progressed.set(true);
                Ok(())
            },
        );
        if progressed.get() {
            self.restart_retried = false;
        }
        if let Err(e) = result {
            self.stream_failed(e);
        }
        self.count_answered();
        if self.recovery.journal_len() >= JOURNAL_LIMIT
            && let Err(e) = self.checkpoint()
        {
            eprintln!("hwfilter serve: checkpoint: {e}");
        }
    }

    fn count_answered(&mut self) {
        self.counters
            .jobs
            .fetch_add(self.stream.take_answered(), Ordering::Relaxed);
    }

    /// A stream's error: after a board restart (once until something is
    /// answered again) the board is given every acknowledged write back
    /// and the frames in flight go again; otherwise the jobs begun fail.
    fn stream_failed(&mut self, e: ClientError) {
        self.counters.errors.fetch_add(1, Ordering::Relaxed);
        let mut text = format!("ERR board: {e}");
        self.link.lock().expect("link snapshot").last_error = Some(text.clone());
        if matches!(e, ClientError::BoardRestarted { .. }) && !self.restart_retried {
            self.counters.restarts.fetch_add(1, Ordering::Relaxed);
            eprintln!("hwfilter serve: {e}; reconnecting and restoring every acknowledged write");
            match self.reconnect_and_restore() {
                Ok(()) => {
                    self.restart_retried = true;
                    self.stream.resend_in_flight();
                    return;
                }
                Err(e) => text = format!("ERR board restarted and could not be restored: {e}"),
            }
        }
        eprintln!("hwfilter serve: {text}");
        self.stream.fail_begun(&text);
    }

    /// CF.ADDNX keys, run on their own: a query, then inserts.
    fn insert_if_absent(&mut self, keys: &[u64]) -> Result<Vec<Outcome>, String> {
        let op = KeyOp::InsertIfAbsent;
        self.counters
            .keys
            .fetch_add(keys.len() as u64, Ordering::Relaxed);
        self.counters.calls.fetch_add(1, Ordering::Relaxed);
        let result = self.with_client(|c| add_if_absent(c, keys));
        if let Ok(outcomes) = &result {
            self.recovery.record(op, keys, outcomes);
            if self.recovery.journal_len() >= JOURNAL_LIMIT
                && let Err(e) = self.checkpoint()
            {
                eprintln!("hwfilter serve: checkpoint: {e}");
            }
        }
        result
    }

    fn call(&mut self, call: Call) -> Result<CallResult, String> {
        self.counters.calls.fetch_add(1, Ordering::Relaxed);
        match call {
            Call::Save => self.checkpoint().map(|()| CallResult::Done),
            Call::Clear(f) => {
                self.with_client(|c| c.clear(f))?;
                self.recovery.replace(f, None);
                self.forget_counts(f);
                Ok(CallResult::Done)
            }
            Call::Load(f, words) => {
                self.with_client(|c| c.load(f, &words))?;
                self.recovery.replace(f, Some(words));
                self.forget_counts(f);
                Ok(CallResult::Done)
            }
            Call::Count => self.with_client(|c| c.count()).map(CallResult::Count),
            Call::Info => self.with_client(|c| {
                let info = c.info()?;
                Ok(CallResult::Info(info, c.transport().name()))
            }),
            Call::Stats(f) => self.with_client(|c| c.stats(f)).map(CallResult::Stats),
            Call::Dump(f) => self.with_client(|c| c.dump(f)).map(CallResult::Words),
        }
    }

    /// After a CLEAR or LOAD of `filter`, no name of its kind holds the
    /// items it counted: their counts start again from zero.
    fn forget_counts(&self, filter: Filter) {
        self.names
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .reset_counts(filter);
    }

    /// DUMPs both filters as the new base of recovery and, with a save
    /// directory, writes them there with the names.
    fn checkpoint(&mut self) -> Result<(), String> {
        let Some(client) = self.client.as_mut() else {
            return Err("ERR the board is not connected".into());
        };
        let info = *client.board_info();
        let words = self
            .recovery
            .checkpoint(client)
            .map_err(|e| format!("ERR board: {e}"))?;
        self.counters.checkpoints.fetch_add(1, Ordering::Relaxed);
        if let Some(save) = &self.save {
            let names = self
                .names
                .lock()
                .unwrap_or_else(|e| e.into_inner())
                .to_json();
            save.save(&info, words, &names)
                .map_err(|e| format!("ERR cannot save to {}: {e:#}", save.path().display()))?;
            self.link.lock().expect("link snapshot").last_save =
                Some(save.path().display().to_string());
        }
        Ok(())
    }

    /// Runs `f` on the client. On an error, answers with its text; if the
    /// board restarted, reconnects, restores every acknowledged write and
    /// runs `f` once more.
    fn with_client<R>(
        &mut self,
        mut f: impl FnMut(&mut Client<T>) -> Result<R, ClientError>,
    ) -> Result<R, String> {
        for attempt in 0..2 {
            let Some(client) = self.client.as_mut() else {
                return Err("ERR the board is not connected".into());
            };
            let e = match f(client) {
                Ok(r) => return Ok(r),
                Err(e) => e,
            };
            self.counters.errors.fetch_add(1, Ordering::Relaxed);
            let text = format!("ERR board: {e}");
            self.link.lock().expect("link snapshot").last_error = Some(text.clone());
            if !matches!(e, ClientError::BoardRestarted { .. }) || attempt == 1 {
                eprintln!("hwfilter serve: {text}");
                return Err(text);
            }
            self.counters.restarts.fetch_add(1, Ordering::Relaxed);
            eprintln!("hwfilter serve: {e}; reconnecting and restoring every acknowledged write");
            if let Err(e) = self.reconnect_and_restore() {
                eprintln!("hwfilter serve: {e}");
                return Err(format!(
                    "ERR board restarted and could not be restored: {e}"
                ));
            }
        }
        unreachable!("the second attempt returns")
    }

    fn reconnect_and_restore(&mut self) -> Result<(), String> {
        let client = self.client.take().ok_or("the board is not connected")?;
        let config = client.config();
        let mut c = Client::connect(client.into_transport(), config)
            .map_err(|e| format!("cannot reconnect to the board: {e}"))?;
        self.link.lock().expect("link snapshot").info = *c.board_info();
        let restored = self.recovery.restore(&mut c);
        self.client = Some(c);
        restored.map_err(|e| format!("cannot restore the board: {e}"))?;
        self.counters.restores.fetch_add(1, Ordering::Relaxed);
        eprintln!(
            "hwfilter serve: board restored ({} writes replayed after the last checkpoint)",
            self.recovery.journal_len()
        );
        Ok(())
    }

    fn snapshot_link(&self) {
        if let Some(c) = &self.client {
            let s = c.link_stats();
            let mut link = self.link.lock().expect("link snapshot");
            link.frames_sent = s.frames_sent;
            link.journal = self.recovery.journal_len();
            link.frames_resent = s.frames_resent;
            link.timeouts = s.timeouts;
        }
    }
}

/// CF.ADDNX on the link: query every key, then insert each absent one
/// once (a repeat among `keys` is present by then).
fn add_if_absent<T: Transport>(
    client: &mut Client<T>,
    keys: &[u64],
) -> Result<Vec<Outcome>, ClientError> {
    let present = client.query(Filter::Cuckoo, keys)?;
    let mut out: Vec<Outcome> = present
        .iter()
        .map(|&p| if p { Outcome::Present } else { Outcome::Absent })
        .collect();
    let mut seen = std::collections::HashSet::new();
    let mut to_insert = vec![];
    for (i, &k) in keys.iter().enumerate() {
        if out[i] == Outcome::Absent && !seen.insert(k) {
            out[i] = Outcome::Present;
        } else if out[i] == Outcome::Absent {
            to_insert.push(i);
        }
    }
    let batch: Vec<u64> = to_insert.iter().map(|&i| keys[i]).collect();
    for (i, r) in to_insert
        .into_iter()
        .zip(client.insert(Filter::Cuckoo, &batch)?)
    {
        out[i] = r.into();
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn board() -> Board {
        let client = Client::of_fake_board();
        let names = Registry::new(client.board_info()).unwrap();
        Board::start(
            client,
            Recovery::default(),
            None,
            Arc::new(Mutex::new(names)),
        )
        .unwrap()
    }

    #[tokio::test]
    async fn jobs_of_many_submitters_are_answered_each_with_its_own_results() {
        let b = board();
        let mut pending = vec![];
        for k in 0..200u64 {
            pending.push(b.keys(KeyOp::Insert(Filter::Bloom), vec![k]).await);
        }
        for p in pending {
            assert_eq!(p.await.unwrap().unwrap(), [Outcome::Added]);
        }
        let q = b
            .keys(KeyOp::Query(Filter::Bloom), (0..200).collect())
            .await;
        assert!(
            q.await
                .unwrap()
                .unwrap()
                .iter()
                .all(|o| *o == Outcome::Present)
        );
        // 200 one-key jobs took fewer calls than jobs: they were joined.
        let calls = b.counters.calls.load(Ordering::Relaxed);
        assert!(calls < 201, "{calls} calls for 201 jobs");
    }

    /// Key jobs and calls interleaved: each call sees every job queued
    /// before it applied, and none after it; a query right behind an
    /// insert of the same key finds it.
    #[tokio::test]
    async fn calls_wait_for_the_keys_queued_before_them() {
        let b = board();
        let mut counts = vec![];
        let mut lookups = vec![];
        for round in 0..5u64 {
            for k in 0..40 {
                let key = round * 1000 + k;
                drop(b.keys(KeyOp::Insert(Filter::Cuckoo), vec![key]).await);
                lookups.push(b.keys(KeyOp::Query(Filter::Cuckoo), vec![key]).await);
            }
            counts.push(b.call(Call::Count).await);
        }
        for (round, c) in counts.into_iter().enumerate() {
            let want = 40 * (round as u32 + 1);
            assert_eq!(c.await.unwrap().unwrap(), CallResult::Count(want));
        }
        for l in lookups {
            assert_eq!(l.await.unwrap().unwrap(), [Outcome::Present]);
        }
    }

    #[tokio::test]
    async fn add_if_absent_inserts_a_key_once() {
        let b = board();
        let first = b.keys(KeyOp::InsertIfAbsent, vec![5, 5, 6]).await;
        let again = b.keys(KeyOp::InsertIfAbsent, vec![6]).await;
        use Outcome::*;
        assert_eq!(first.await.unwrap().unwrap(), [Added, Present, Added]);
        assert_eq!(again.await.unwrap().unwrap(), [Present]);
        let del = b.keys(KeyOp::Delete(Filter::Cuckoo), vec![5, 5]).await;
        assert_eq!(del.await.unwrap().unwrap(), [Deleted, NotFound]);
    }
}
