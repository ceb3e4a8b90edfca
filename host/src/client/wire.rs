//! Frames on the line: sending, reading and decoding them, and the
//! unsequenced requests (INFO, STATS) that are retried until answered.

use std::time::{Duration, Instant};

use hwfilter_model::protocol::{
    Filter, FrameEvent, NAK, Op, ProtocolError, Reply, Request, Status, encode_wire, status,
};

use crate::transport::Transport;

use super::{Client, ClientError, ClientEvent};

impl<T: Transport> Client<T> {
    pub(super) fn emit(&mut self, e: ClientEvent) {
        if let Some(o) = self.observer.as_mut() {
            o(&e);
        }
    }

    pub(super) fn send(&mut self, wire: &[u8]) -> Result<(), ClientError> {
        self.transport.write_all(wire)?;
        self.stats.bytes_sent += wire.len() as u64;
        Ok(())
    }

    pub(super) fn next_nonce(&mut self) -> u8 {
        self.nonce = self.nonce.wrapping_add(0x3B);
        self.nonce
    }

    /// Reads one batch of bytes; returns the frames it completed, or None
    /// on a timeout.
    pub(super) fn read_frames(
        &mut self,
        timeout: Duration,
    ) -> Result<Option<Vec<Vec<u8>>>, ClientError> {
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

    pub(super) fn decode(&mut self, frame: &[u8]) -> Option<Reply> {
        match Reply::decode_for(frame, self.kinds()) {
            Ok(r) => Some(r),
            Err(_) => {
                self.stats.corrupt_replies += 1;
                self.emit(ClientEvent::CorruptReply);
                None
            }
        }
    }

    /// An unsequenced request (INFO or STATS), retried until answered.
    pub(super) fn unsequenced(&mut self, op: Op, filter: Filter) -> Result<Reply, ClientError> {
        if op == Op::Stats {
            self.require(filter)?;
        }
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
                // A reply to this very request, intact (CRC good) but of
                // another length: a board of another version, which no
                // retry will change.
                if let Err(ProtocolError::BadLength {
                    op: reply_op,
                    expected,
                    got,
                }) = Reply::decode_for(&f, self.kinds())
                    && reply_op == op.reply_op()
                    && f.get(1) == Some(&nonce)
                {
                    return Err(ClientError::OtherVersion { op, expected, got });
                }
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
}
