//! How the board worker cuts the queued key jobs of every connection into
//! frames while the link runs ([`crate::client::Client::stream_keys`]),
//! and answers each job once all its keys are answered.
//!
//! ```text
//!   queue (arrival order) ─► pending jobs ─► cut into frames of one op ─► in flight ─► answers
//!                                             (several jobs per frame,     (in order)    │
//!                                              a job over several frames)               ▼
//!                                                        active jobs: outcomes filled in; the
//!                                                        oldest answered once all its keys are
//! ```
//!
//! A frame goes out when it is full, when the job after it is another
//! operation or a call, or when fewer than [`HOLD_IN_FLIGHT`] frames are in
//! flight (the line would otherwise go idle soon). Until then its keys
//! wait for more: many connections with one request each share frames,
//! and the line stays busy with two frames or more. A call, a CF.ADDNX
//! job ([`KeyOp::InsertIfAbsent`]) or a full journal ends the stream: what
//! is in flight is answered first, and the worker runs it with the link to
//! itself. Frames are cut in queue order, and the board applies them in
//! that order, so each connection's order holds.

use std::collections::VecDeque;

use hwfilter_model::protocol::Filter;

use super::board::{Job, KeyOp, Outcome};
use crate::client::{KeyAnswers, KeyFrame, KeyFrameOp};

/// A frame shorter than a full one waits for more keys while at least this
/// many frames are in flight.
pub const HOLD_IN_FLIGHT: usize = 2;

/// The reply of a job.
type Done = tokio::sync::oneshot::Sender<Result<Vec<Outcome>, String>>;

/// A key job being cut into frames and answered.
struct Active {
    id: u64,
    op: KeyOp,
    keys: Vec<u64>,
    /// Keys handed to frames so far (a prefix of `keys`).
    cut: usize,
    /// Keys answered so far (in any order of frames: counted).
    answered: usize,
    outcomes: Vec<Outcome>,
    done: Done,
}

/// A frame handed out and not yet answered: its keys and whose they are.
#[derive(Clone, Debug)]
struct Sent {
    op: KeyOp,
    keys: Vec<u64>,
    /// (job id, first key in the job, keys) of each job it carries.
    parts: Vec<(u64, usize, usize)>,
}

/// Why [`Streamer::next_frame`] has no frame.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Idle {
    /// Nothing is queued.
    Empty,
    /// A short frame waits for more keys (frames are in flight).
    Holding,
    /// A call or an ADDNX job is next: the stream must end first.
    Barrier,
}

/// The worker's key jobs between the queue and their replies.
#[derive(Default)]
pub struct Streamer {
    /// Jobs not begun, in arrival order.
    pending: VecDeque<Job>,
    /// Jobs begun and not answered, oldest first; only the newest may be
    /// partly cut.
    active: VecDeque<Active>,
    in_flight: VecDeque<Sent>,
    /// Frames to send again before anything else (after a board restart).
    resend: VecDeque<Sent>,
    next_id: u64,
    /// Jobs answered since [`Streamer::take_answered`] (with outcomes or
    /// an error).
    answered_jobs: u64,
}

/// The frame operation and filter of a streamable key job.
pub(super) fn frame_op(op: KeyOp) -> Option<(KeyFrameOp, Filter)> {
    match op {
        KeyOp::Insert(f) => Some((KeyFrameOp::Insert, f)),
        KeyOp::Query(f) => Some((KeyFrameOp::Query, f)),
        KeyOp::Delete(f) => Some((KeyFrameOp::Delete, f)),
        KeyOp::InsertIfAbsent => None,
    }
}

fn outcomes(answers: KeyAnswers) -> Vec<Outcome> {
    match answers {
        KeyAnswers::Inserted(r) => r.into_iter().map(Outcome::from).collect(),
        KeyAnswers::Queried(r) => r
            .into_iter()
            .map(|hit| {
                if hit {
                    Outcome::Present
                } else {
                    Outcome::Absent
                }
            })
            .collect(),
        KeyAnswers::Deleted(r) => r.into_iter().map(Outcome::from).collect(),
    }
}

impl Streamer {
    /// Queues a job behind every other.
    pub fn push(&mut self, job: Job) {
        self.pending.push_back(job);
    }

    /// True when no job waits, none is begun and nothing is in flight.
    pub fn is_idle(&self) -> bool {
        self.pending.is_empty() && self.active.is_empty() && self.resend.is_empty()
    }

    /// The next job, when it is not a streamable key job and nothing is
    /// begun: the worker runs it on its own. ADDNX jobs come together, all
    /// those queued one after the other (the worker joins them).
    pub fn take_barrier(&mut self) -> Vec<Job> {
        if !self.active.is_empty() || !self.resend.is_empty() {
            return vec![];
        }
        match self.pending.front() {
            Some(Job::Keys { op, .. }) if frame_op(*op).is_some() => vec![],
            Some(Job::Keys { .. }) => {
                let mut run = vec![];
                while let Some(Job::Keys { op, .. }) = self.pending.front()
                    && *op == KeyOp::InsertIfAbsent
                {
                    run.extend(self.pending.pop_front());
                }
                run
            }
            Some(Job::Call { .. }) => self.pending.pop_front().into_iter().collect(),
            None => vec![],
        }
    }

    /// Keys of `op` that could go into the next frame now, up to `max`,
    /// and whether anything queued after them is of another kind (so the
    /// frame cannot grow by waiting).
    fn available(&self, op: KeyOp, max: usize) -> (usize, bool) {
        let mut n = 0;
        if let Some(a) = self.active.back() {
            n += a.keys.len() - a.cut;
        }
        for job in &self.pending {
            if n >= max {
                return (n, false);
            }
            match job {
                Job::Keys { op: o, keys, .. } if *o == op => n += keys.len(),
                _ => return (n, true),
            }
        }
        (n, false)
    }

    /// The next frame to send, with `in_flight` frames unanswered and at
    /// most `max` keys a frame. `refuse` says why the board cannot take a
    /// job's operation, if it cannot: such a job is answered with that
    /// error at once, never sent.
    pub fn next_frame(
        &mut self,
        in_flight: usize,
        max: usize,
        refuse: impl Fn(KeyOp) -> Option<String>,
    ) -> Result<KeyFrame, Idle> {
        if let Some(s) = self.resend.pop_front() {
            let frame = Self::frame_of(&s);
            self.in_flight.push_back(s);
            return Ok(frame);
        }
        // The operation of the next frame: the partly cut job's, or the
        // next pending job's (refused jobs are answered here).
        let op = loop {
            if let Some(a) = self.active.back()
                && a.cut < a.keys.len()
            {
                break a.op;
            }
            match self.pending.front() {
                None => return Err(Idle::Empty),
                Some(Job::Keys { op, .. }) if frame_op(*op).is_some() => {
                    if let Some(e) = refuse(*op) {
                        if let Some(Job::Keys { done, .. }) = self.pending.pop_front() {
                            let _ = done.send(Err(e));
                            self.answered_jobs += 1;
                        }
                        continue;
                    }
                    break *op;
                }
                Some(_) => return Err(Idle::Barrier),
            }
        };
        let (available, flush) = self.available(op, max);
        if available < max && !flush && in_flight >= HOLD_IN_FLIGHT {
            return Err(Idle::Holding);
        }
        let mut sent = Sent {
            op,
            keys: Vec::with_capacity(available.min(max)),
            parts: vec![],
        };
        while sent.keys.len() < max {
            let begun = self.active.back().is_some_and(|a| a.cut < a.keys.len());
            if !begun {
                match self.pending.front() {
                    Some(Job::Keys { op: o, .. }) if *o == op => {}
                    _ => break,
                }
                let Some(Job::Keys { op, keys, done }) = self.pending.pop_front() else {
                    unreachable!("a key job is next")
                };
                self.next_id += 1;
                self.active.push_back(Active {
                    id: self.next_id,
                    op,
                    outcomes: vec![Outcome::Absent; keys.len()],
                    keys,
                    cut: 0,
                    answered: 0,
                    done,
                });
                continue;
            }
            let a = self.active.back_mut().expect("a begun job");
            let n = (a.keys.len() - a.cut).min(max - sent.keys.len());
            sent.keys.extend_from_slice(&a.keys[a.cut..a.cut + n]);
            sent.parts.push((a.id, a.cut, n));
            a.cut += n;
        }
        // A job of no keys is answered as soon as it is begun.
        self.answer_finished();
        if sent.keys.is_empty() {
            return self.next_frame(in_flight, max, refuse);
        }
        let frame = Self::frame_of(&sent);
        self.in_flight.push_back(sent);
        Ok(frame)
    }

    fn frame_of(s: &Sent) -> KeyFrame {
        let (op, filter) = frame_op(s.op).expect("only key ops are cut into frames");
        KeyFrame {
            op,
            filter,
            keys: s.keys.clone(),
        }
    }

    /// The answers of the oldest frame in flight: fills in its jobs'
    /// outcomes and answers every job now complete. Returns the frame's
    /// operation, keys and outcomes (for the journal).
    pub fn answer(&mut self, answers: KeyAnswers) -> (KeyOp, Vec<u64>, Vec<Outcome>) {
        let sent = self
            .in_flight
            .pop_front()
            .expect("an answer for a frame in flight");
        let got = outcomes(answers);
        // The client checked the reply's count: one outcome per key.
        let mut at = 0;
        for &(id, start, n) in &sent.parts {
            if let Some(a) = self.active.iter_mut().find(|a| a.id == id) {
                a.outcomes[start..start + n].copy_from_slice(&got[at..at + n]);
                a.answered += n;
            }
            at += n;
        }
        self.answer_finished();
        (sent.op, sent.keys, got)
    }

    /// Answers the oldest jobs whose keys are all answered.
    fn answer_finished(&mut self) {
        while self
            .active
            .front()
            .is_some_and(|a| a.cut == a.keys.len() && a.answered == a.keys.len())
        {
            let a = self.active.pop_front().expect("a finished job");
            let _ = a.done.send(Ok(a.outcomes));
            self.answered_jobs += 1;
        }
    }

    /// Jobs answered since the last call.
    pub fn take_answered(&mut self) -> u64 {
        std::mem::take(&mut self.answered_jobs)
    }

    /// After a board restart: the frames in flight go again, first, in
    /// order (the restored board has every answered frame's writes).
    pub fn resend_in_flight(&mut self) {
        while let Some(s) = self.in_flight.pop_back() {
            self.resend.push_front(s);
        }
    }

    /// After an error the stream cannot recover from: every begun job is
    /// answered with `error` (its frames in flight may or may not have
    /// been applied); jobs not begun stay queued.
    pub fn fail_begun(&mut self, error: &str) -> usize {
        self.in_flight.clear();
        self.resend.clear();
        let n = self.active.len();
        for a in self.active.drain(..) {
            let _ = a.done.send(Err(error.to_owned()));
        }
        self.answered_jobs += n as u64;
        n
    }

    /// With no link: every begun job, and the key jobs queued up to the
    /// next call or ADDNX job, are answered with `error`.
    pub fn fail_keys(&mut self, error: &str) {
        self.fail_begun(error);
        while let Some(Job::Keys { op, .. }) = self.pending.front()
            && frame_op(*op).is_some()
        {
            if let Some(Job::Keys { done, .. }) = self.pending.pop_front() {
                let _ = done.send(Err(error.to_owned()));
                self.answered_jobs += 1;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::client::InsertResult;
    use tokio::sync::oneshot;

    type Reply = oneshot::Receiver<Result<Vec<Outcome>, String>>;

    fn job(op: KeyOp, keys: std::ops::Range<u64>) -> (Job, Reply) {
        let (done, rx) = oneshot::channel();
        (
            Job::Keys {
                op,
                keys: keys.collect(),
                done,
            },
            rx,
        )
    }

    const INS: KeyOp = KeyOp::Insert(Filter::Bloom);
    const QRY: KeyOp = KeyOp::Query(Filter::Bloom);

    fn no_refusal(_: KeyOp) -> Option<String> {
        None
    }

    fn queried(hits: &[bool]) -> KeyAnswers {
        KeyAnswers::Queried(hits.to_vec())
    }

    /// One-key jobs share a frame; a job longer than a frame spans frames;
    /// each job is answered once all its keys are, with its own slice.
    #[test]
    fn jobs_share_frames_and_span_them() {
        let mut s = Streamer::default();
        let mut replies = vec![];
        for k in 0..3 {
            let (j, r) = job(QRY, k..k + 1);
            s.push(j);
            replies.push(r);
        }
        let (j, mut long) = job(QRY, 10..25);
        s.push(j);
        let f1 = s.next_frame(0, 8, no_refusal).unwrap();
        assert_eq!(f1.keys, [0, 1, 2, 10, 11, 12, 13, 14]);
        let f2 = s.next_frame(1, 8, no_refusal).unwrap();
        assert_eq!(f2.keys, (15..23).collect::<Vec<_>>());
        // The last 2 keys: 2 frames in flight and nothing queued after
        // them, so they wait for more.
        assert_eq!(s.next_frame(2, 8, no_refusal), Err(Idle::Holding));
        s.answer(queried(&[true, false, true, true, true, true, true, true]));
        let got: Vec<_> = replies
            .iter_mut()
            .map(|r| r.try_recv().unwrap().unwrap())
            .collect();
        assert_eq!(
            got,
            [
                vec![Outcome::Present],
                vec![Outcome::Absent],
                vec![Outcome::Present]
            ]
        );
        assert!(long.try_recv().is_err(), "not all of it is answered");
        // One frame in flight: the short frame goes.
        let f3 = s.next_frame(1, 8, no_refusal).unwrap();
        assert_eq!(f3.keys, [23, 24]);
        s.answer(queried(&[false; 8]));
        s.answer(queried(&[true, false]));
        let all = long.try_recv().unwrap().unwrap();
        assert_eq!(all.len(), 15);
        assert_eq!(all[..5], [Outcome::Present; 5]);
        assert_eq!(all[5..13], [Outcome::Absent; 8]);
        assert_eq!(all[13..], [Outcome::Present, Outcome::Absent]);
        assert!(s.is_idle());
        assert_eq!(s.next_frame(0, 8, no_refusal), Err(Idle::Empty));
    }

    /// Another operation next flushes a short frame; a call waits until
    /// everything begun is answered, then is handed to the worker.
    #[test]
    fn another_op_flushes_and_a_call_is_a_barrier() {
        let mut s = Streamer::default();
        let (j, _a) = job(INS, 0..2);
        s.push(j);
        let (j, _b) = job(QRY, 0..2);
        s.push(j);
        let (done, _c) = oneshot::channel();
        s.push(Job::Call {
            call: super::super::board::Call::Count,
            done,
        });
        let f = s.next_frame(5, 8, no_refusal).unwrap();
        assert_eq!((f.op, f.keys.clone()), (KeyFrameOp::Insert, vec![0, 1]));
        let f = s.next_frame(5, 8, no_refusal).unwrap();
        assert_eq!((f.op, f.keys), (KeyFrameOp::Query, vec![0, 1]));
        assert_eq!(s.next_frame(5, 8, no_refusal), Err(Idle::Barrier));
        assert!(s.take_barrier().is_empty(), "frames are in flight");
        s.answer(KeyAnswers::Inserted(vec![InsertResult::Added; 2]));
        s.answer(queried(&[true, true]));
        assert!(matches!(s.take_barrier()[..], [Job::Call { .. }]));
        assert!(s.is_idle());
        // ADDNX jobs one after the other come out together.
        for k in 0..3 {
            s.push(job(KeyOp::InsertIfAbsent, k..k + 1).0);
        }
        s.push(job(INS, 0..1).0);
        assert_eq!(s.take_barrier().len(), 3);
        assert!(s.take_barrier().is_empty(), "a key job to stream is next");
    }

    /// A job the board cannot take is answered with the refusal and never
    /// sent; after a restart the frames in flight go again first; after an
    /// unrecoverable error the begun jobs fail and the others stay.
    #[test]
    fn refusals_restarts_and_failures() {
        let mut s = Streamer::default();
        let del = KeyOp::Delete(Filter::Bloom);
        let (j, mut refused) = job(del, 0..1);
        s.push(j);
        let (j, mut a) = job(INS, 0..3);
        s.push(j);
        let refuse = |op: KeyOp| (op == del).then(|| "ERR cannot delete".to_string());
        let f = s.next_frame(0, 8, refuse).unwrap();
        assert_eq!(f.keys, [0, 1, 2]);
        assert_eq!(refused.try_recv().unwrap(), Err("ERR cannot delete".into()));
        s.resend_in_flight();
        let again = s.next_frame(0, 8, refuse).unwrap();
        assert_eq!(again, f);
        let (j, mut b) = job(INS, 5..6);
        s.push(j);
        assert_eq!(s.fail_begun("ERR board: gone"), 1);
        assert_eq!(a.try_recv().unwrap(), Err("ERR board: gone".into()));
        let f = s.next_frame(0, 8, refuse).unwrap();
        assert_eq!(f.keys, [5]);
        s.answer(KeyAnswers::Inserted(vec![InsertResult::AlreadyPresent]));
        assert_eq!(b.try_recv().unwrap(), Ok(vec![Outcome::Present]));
    }
}
