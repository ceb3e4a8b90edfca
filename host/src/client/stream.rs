//! A stream of key frames handed out one at a time: the caller decides
//! what each frame holds as the window frees room, and gets each frame's
//! answers as its reply arrives, instead of handing over one batch and
//! waiting for all of it. `hwfilter serve` keeps its board busy this way
//! with the keys of many connections (`serve/stream.rs`).
//!
//! ```text
//!   next(in flight) ─► KeyFrame ─► window (go-back-N, as every batch) ─► board
//!        ▲ None: nothing to send now; asked again after the next reply
//!   on_answers(KeyAnswers) ◄─ each frame's reply, in order ◄──────────────┘
//! ```

use std::cell::Cell;

use hwfilter_model::protocol::{Filter, Op};

use crate::transport::Transport;

use super::ops::{delete_results, insert_results};
use super::window::Job;
use super::{Client, ClientError, DeleteResult, InsertResult};

/// One frame of a stream: INSERT, QUERY or DELETE of 1 to
/// [`Client::keys_per_frame`] keys in one filter.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KeyFrame {
    pub op: KeyFrameOp,
    pub filter: Filter,
    pub keys: Vec<u64>,
}

/// The operation of a [`KeyFrame`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum KeyFrameOp {
    Insert,
    Query,
    Delete,
}

impl KeyFrameOp {
    fn op(self) -> Op {
        match self {
            KeyFrameOp::Insert => Op::Insert,
            KeyFrameOp::Query => Op::Query,
            KeyFrameOp::Delete => Op::Delete,
        }
    }
}

/// A frame's answers, one per key, in the frame's order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum KeyAnswers {
    Inserted(Vec<InsertResult>),
    /// True: present (or a false positive).
    Queried(Vec<bool>),
    Deleted(Vec<DeleteResult>),
}

impl<T: Transport> Client<T> {
    /// Streams key frames. `next` is asked for a frame whenever the window
    /// has room, with the number of frames sent and not yet answered; it
    /// returns `None` when it has nothing to send now, and is asked again
    /// after the next reply. `on_answers` gets every frame's answers in the
    /// order the frames were handed out. Returns once `next` has nothing
    /// and nothing is in flight; an error leaves the frames not yet
    /// answered unknown (applied or not), as for any batch.
    ///
    /// The caller checks each frame: a filter the board has
    /// ([`Client::require`]), a DELETE the filter can do
    /// ([`Client::require_delete`]), 1 to [`Client::keys_per_frame`] keys.
    pub fn stream_keys(
        &mut self,
        mut next: impl FnMut(usize) -> Option<KeyFrame>,
        mut on_answers: impl FnMut(KeyAnswers) -> Result<(), ClientError>,
    ) -> Result<(), ClientError> {
        let Some(first) = next(0) else {
            return Ok(());
        };
        let max = self.max_keys;
        let check = move |f: &KeyFrame| {
            if f.keys.is_empty() || f.keys.len() > max {
                Err(ClientError::InvalidArgument(format!(
                    "a stream frame holds 1 to {max} keys, not {}",
                    f.keys.len()
                )))
            } else {
                Ok(())
            }
        };
        check(&first)?;
        let label = first.op.op();
        let (sent, answered) = (Cell::new(1usize), Cell::new(0usize));
        let bad = Cell::new(None);
        let mut first = Some(first);
        let frames = std::iter::from_fn(|| {
            let frame = match first.take() {
                Some(f) => f,
                None => {
                    let f = next(sent.get() - answered.get())?;
                    if let Err(e) = check(&f) {
                        bad.set(Some(e));
                        return None;
                    }
                    sent.set(sent.get() + 1);
                    f
                }
            };
            Some(Job::keys(frame.op.op(), frame.filter, &frame.keys))
        });
        self.pipeline(label, 0, frames, |_, job, reply| {
            answered.set(answered.get() + 1);
            on_answers(match job.op {
                Op::Insert => KeyAnswers::Inserted(insert_results(job.filter, reply)),
                Op::Delete => KeyAnswers::Deleted(delete_results(reply)),
                _ => KeyAnswers::Queried(reply.bits()),
            })
        })?;
        match bad.into_inner() {
            Some(e) => Err(e),
            None => Ok(()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::transport::FakeTransport;

    fn client() -> Client<FakeTransport> {
        Client::of_fake_board()
    }

    fn frame(op: KeyFrameOp, filter: Filter, keys: std::ops::Range<u64>) -> KeyFrame {
        KeyFrame {
            op,
            filter,
            keys: keys.collect(),
        }
    }

    /// Frames handed out one at a time, mixed operations and filters, are
    /// answered in order with what a batch would answer; `next` sees the
    /// frames in flight, never more than the window, and is asked again
    /// after it had nothing.
    #[test]
    fn frames_are_answered_in_order_as_a_batch_would_be() {
        let mut c = client();
        let window = c.window();
        let mut plan = vec![
            frame(KeyFrameOp::Insert, Filter::Bloom, 0..60),
            frame(KeyFrameOp::Query, Filter::Bloom, 30..90),
            frame(KeyFrameOp::Insert, Filter::Cuckoo, 100..101),
            frame(KeyFrameOp::Delete, Filter::Cuckoo, 100..102),
        ];
        for i in 0..40 {
            plan.push(frame(KeyFrameOp::Insert, Filter::Bloom, i * 7..i * 7 + 7));
        }
        plan.reverse();
        let (mut most_in_flight, mut idle_asks) = (0, 0);
        let mut answers = vec![];
        c.stream_keys(
            |in_flight| {
                most_in_flight = most_in_flight.max(in_flight);
                // Nothing to send every third ask with frames in flight.
                if in_flight > 0 && plan.len() % 3 == 0 && idle_asks < 5 {
                    idle_asks += 1;
                    return None;
                }
                plan.pop()
            },
            |a| {
                answers.push(a);
                Ok(())
            },
        )
        .unwrap();
        assert!(plan.is_empty());
        assert_eq!(answers.len(), 44);
        assert!(most_in_flight >= 2 && most_in_flight < window + 1);
        assert_eq!(
            answers[0],
            KeyAnswers::Inserted(vec![InsertResult::Added; 60])
        );
        // What the same two ops answer as batches on a fresh board.
        let mut batch = client();
        batch
            .insert(Filter::Bloom, &(0..60).collect::<Vec<_>>())
            .unwrap();
        let want_query = batch
            .query(Filter::Bloom, &(30..90).collect::<Vec<_>>())
            .unwrap();
        assert_eq!(answers[1], KeyAnswers::Queried(want_query));
        assert_eq!(answers[2], KeyAnswers::Inserted(vec![InsertResult::Added]));
        assert_eq!(
            answers[3],
            KeyAnswers::Deleted(vec![DeleteResult::Deleted, DeleteResult::NotFound])
        );
        assert!(
            c.query(Filter::Bloom, &[0, 279])
                .unwrap()
                .iter()
                .all(|&b| b)
        );
    }

    #[test]
    fn an_empty_or_oversized_frame_is_refused() {
        let mut c = client();
        let max = c.keys_per_frame() as u64;
        for keys in [0..0, 0..max + 1] {
            let mut once = Some(frame(KeyFrameOp::Query, Filter::Bloom, keys));
            let e = c.stream_keys(|_| once.take(), |_| Ok(())).unwrap_err();
            assert!(e.to_string().contains("a stream frame holds"), "{e}");
        }
        // Nothing to send: nothing happens.
        c.stream_keys(|_| None, |_| panic!("no frame")).unwrap();
    }
}
