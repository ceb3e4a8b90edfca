//! The board worker: one thread owns the link ([`Client`]) and runs the
//! operations of every connection, coalesced. Jobs wait in one queue in
//! arrival order; each turn the worker takes every job waiting (up to
//! [`MAX_BATCH_KEYS`] keys), joins consecutive jobs of the same operation
//! into one pipelined call (so many clients each sending one key fill one
//! frame), and answers each job with its own slice of the results. The
//! queue's order is the order the board applies them, so each connection's
//! order holds.
//!
//! A board error fails the jobs of the call it hit with an error reply. A
//! board restart (new boot epoch) is logged and counted, the link
//! reconnected, every acknowledged write given back to the board
//! ([`Recovery`]) and the call tried again, so clients see no restart.

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};

use hwfilter_model::protocol::{BloomKind, Filter, Info, Stats};
use tokio::sync::{mpsc, oneshot};

use super::names::Registry;
use super::persist::{JOURNAL_LIMIT, Recovery, SaveDir};
use crate::client::{Client, ClientError, DeleteResult, InsertResult};
use crate::transport::Transport;

/// Most keys the worker joins into one turn (16 frames of 60 keys, the
/// board's whole window, four times over).
pub const MAX_BATCH_KEYS: usize = 4 * 16 * 60;
/// Jobs that may wait in the queue before submitters wait for room.
pub const QUEUE: usize = 8192;

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

enum Job {
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

impl Job {
    fn keys(&self) -> usize {
        match self {
            Job::Keys { keys, .. } => keys.len(),
            Job::Call { .. } => 1,
        }
    }
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
            let mut batch = vec![first];
            let mut keys = batch[0].keys();
            while keys < MAX_BATCH_KEYS {
                match self.rx.try_recv() {
                    Ok(job) => {
                        keys += job.keys();
                        batch.push(job);
                    }
                    Err(_) => break,
                }
            }
            self.turn(batch);
            self.snapshot_link();
        }
    }

    fn turn(&mut self, batch: Vec<Job>) {
        let mut jobs = batch.into_iter().peekable();
        while let Some(job) = jobs.next() {
            match job {
                Job::Call { call, done } => {
                    let result = self.call(call);
                    self.counters.jobs.fetch_add(1, Ordering::Relaxed);
                    let _ = done.send(result);
                }
                Job::Keys { op, keys, done } => {
                    // Join the run of jobs of the same operation.
                    let mut run = vec![(keys.len(), done)];
                    let mut all = keys;
                    while let Some(Job::Keys { op: next, .. }) = jobs.peek() {
                        if *next != op {
                            break;
                        }
                        let Some(Job::Keys { keys, done, .. }) = jobs.next() else {
                            unreachable!("peeked a key job")
                        };
                        run.push((keys.len(), done));
                        all.extend(keys);
                    }
                    let result = self.keys(op, &all);
                    self.counters
                        .jobs
                        .fetch_add(run.len() as u64, Ordering::Relaxed);
                    let mut at = 0;
                    for (n, done) in run {
                        let _ = done.send(match &result {
                            Ok(outcomes) => Ok(outcomes[at..at + n].to_vec()),
                            Err(e) => Err(e.clone()),
                        });
                        at += n;
                    }
                }
            }
        }
    }

    fn keys(&mut self, op: KeyOp, keys: &[u64]) -> Result<Vec<Outcome>, String> {
        self.counters
            .keys
            .fetch_add(keys.len() as u64, Ordering::Relaxed);
        self.counters.calls.fetch_add(1, Ordering::Relaxed);
        let result = self.with_client(|c| keyed(c, op, keys));
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

fn keyed<T: Transport>(
    client: &mut Client<T>,
    op: KeyOp,
    keys: &[u64],
) -> Result<Vec<Outcome>, ClientError> {
    let inserted = |r: InsertResult| match r {
        InsertResult::Added => Outcome::Added,
        InsertResult::AlreadyPresent => Outcome::Present,
        InsertResult::Full => Outcome::Full,
    };
    let queried = |hit: bool| {
        if hit {
            Outcome::Present
        } else {
            Outcome::Absent
        }
    };
    Ok(match op {
        KeyOp::Insert(f) => client.insert(f, keys)?.into_iter().map(inserted).collect(),
        KeyOp::Query(f) => client.query(f, keys)?.into_iter().map(queried).collect(),
        KeyOp::Delete(f) => client
            .delete(f, keys)?
            .into_iter()
            .map(|r| match r {
                DeleteResult::Deleted => Outcome::Deleted,
                DeleteResult::NotFound => Outcome::NotFound,
            })
            .collect(),
        KeyOp::InsertIfAbsent => {
            let present = client.query(Filter::Cuckoo, keys)?;
            let mut out: Vec<Outcome> = present.iter().map(|&p| queried(p)).collect();
            // Insert each absent key once; a repeat in this turn is present.
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
                out[i] = inserted(r);
            }
            out
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::client::ClientConfig;
    use crate::transport::{FakeConfig, FakeTransport};

    fn board() -> Board {
        let client = Client::connect(
            FakeTransport::new(FakeConfig::default()),
            ClientConfig::default(),
        )
        .unwrap();
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
