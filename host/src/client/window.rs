//! The windowed link: up to a window of sequenced requests unanswered,
//! replies matched to them and handed on in order, and go-back-N resends
//! on NAK, BUSY and silence.

use std::collections::VecDeque;
use std::time::Instant;

use hwfilter_model::protocol::{Filter, Op, Reply, Request, Status, encode_wire};

use crate::transport::Transport;

use super::{Client, ClientError, ClientEvent, ResendReason};

/// One sequenced request waiting to be sent.
#[derive(Clone, Debug)]
pub(super) struct Job {
    pub(super) op: Op,
    pub(super) filter: Filter,
    pub(super) count: u16,
    pub(super) payload: Vec<u8>,
    /// Items (keys, words) it carries, for progress.
    pub(super) items: u64,
}

impl Job {
    pub(super) fn keys(op: Op, filter: Filter, keys: &[u64]) -> Job {
        Job {
            op,
            filter,
            count: keys.len() as u16,
            payload: keys.iter().flat_map(|k| k.to_le_bytes()).collect(),
            items: keys.len() as u64,
        }
    }

    pub(super) fn bare(op: Op, filter: Filter) -> Job {
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

impl<T: Transport> Client<T> {
    fn before_batch(&mut self) -> Result<(), ClientError> {
        if self.resync {
            self.settle()?;
            let info = self.info()?;
            self.adopt(info)?;
        }
        Ok(())
    }

    /// Sends `jobs` pipelined and hands every reply to `on_reply` in order.
    pub(super) fn pipeline(
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
                // A batch's jobs share a filter: the first one is refused.
                self.require(job.filter)?;
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
}
