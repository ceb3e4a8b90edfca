//! `SequenceWindow`: the link's go-back-N state — the sequence number
//! expected next, which reply cache slots hold a reply, whether the host
//! was already told where to resume — and the frame buffer the current
//! frame is read from, released when its reply goes out (docs/protocol.md,
//! section 5).
//!
//! ```text
//!  take_frame ─► from_buffer ── sending ─► free_buffer (buffer ^= 1)
//!  take_nak (first) / Decode: out of sequence (first) ─► nak_sent
//!  Decode: out of sequence, nak_sent ─► free_buffer (the frame is dropped)
//!  sending, apply ─► expected + 1, slot `seq % 16` valid, nak_sent cleared, applied
//! ```
//!
//! * `nak_sent` limits NAKs to one per expected sequence number: a later
//!   damaged or out-of-sequence frame before the expected one arrives is
//!   answered by nothing (the host resends from `expected` anyway).
//! * The two frame buffers are used in turn, so the buffer to read is a
//!   bit that toggles at every release (the receiver frees the buffer).
use rust_hdl::prelude::*;

/// Go-back-N state and the frame buffer in use.
#[derive(LogicBlock)]
pub struct SequenceWindow {
    pub clock: Signal<In, Clock>,
    /// Synchronous: back to sequence 0, no slot valid, buffer 0.
    pub reset: Signal<In, Bit>,
    // -- Idle (strobes)
    /// Idle acts; takes a NAK due; takes the next frame.
    pub idle_acting: Signal<In, Bit>,
    pub take_nak: Signal<In, Bit>,
    pub take_frame: Signal<In, Bit>,
    // -- Decode
    pub decoding: Signal<In, Bit>,
    pub out_of_sequence: Signal<In, Bit>,
    // -- Send: the reply goes out; it is the expected request's
    pub sending: Signal<In, Bit>,
    pub apply: Signal<In, Bit>,
    /// The request's reply cache slot (`seq % 16`).
    pub slot: Signal<In, Bits<4>>,

    pub expected: Signal<Out, Bits<8>>,
    /// Bit n: reply cache slot n holds a reply.
    pub cache_valid: Signal<Out, Bits<16>>,
    /// A NAK or OOS reply for `expected` went out.
    pub nak_sent: Signal<Out, Bit>,
    /// The frame buffer the current (or next) frame is in.
    pub buffer: Signal<Out, Bit>,
    /// Strobe: the frame in `buffer` is done with; free it.
    pub free_buffer: Signal<Out, Bit>,
    /// Strobe: a request was applied (its reply goes out).
    pub applied: Signal<Out, Bit>,

    expected_q: DFF<Bits<8>>,
    nak_sent_q: DFF<Bit>,
    cache_valid_q: DFF<Bits<16>>,
    rbuf: DFF<Bit>,
    /// The reply going out answers a frame in `rbuf` (not a NAK or BUSY).
    from_buf: DFF<Bit>,
    one8: Constant<Bits<8>>,
    zero8: Constant<Bits<8>>,
    one16: Constant<Bits<16>>,
    zero16: Constant<Bits<16>>,
}

impl SequenceWindow {
    pub fn new() -> Self {
        Self {
            clock: Default::default(),
            reset: Default::default(),
            idle_acting: Default::default(),
            take_nak: Default::default(),
            take_frame: Default::default(),
            decoding: Default::default(),
            out_of_sequence: Default::default(),
            sending: Default::default(),
            apply: Default::default(),
            slot: Default::default(),
            expected: Default::default(),
            cache_valid: Default::default(),
            nak_sent: Default::default(),
            buffer: Default::default(),
            free_buffer: Default::default(),
            applied: Default::default(),
            expected_q: Default::default(),
            nak_sent_q: Default::default(),
            cache_valid_q: Default::default(),
            rbuf: Default::default(),
            from_buf: Default::default(),
            one8: Constant::new(1u64.to_bits()),
            zero8: Constant::new(0u64.to_bits()),
            one16: Constant::new(1u64.to_bits()),
            zero16: Constant::new(0u64.to_bits()),
        }
    }
}

impl Default for SequenceWindow {
    fn default() -> Self {
        Self::new()
    }
}

impl Logic for SequenceWindow {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(
            self,
            clock,
            expected_q,
            nak_sent_q,
            cache_valid_q,
            rbuf,
            from_buf
        );
        self.expected.next = self.expected_q.q.val();
        self.cache_valid.next = self.cache_valid_q.q.val();
        self.nak_sent.next = self.nak_sent_q.q.val();
        self.buffer.next = self.rbuf.q.val();
        self.free_buffer.next = false;
        self.applied.next = false;
        if self.idle_acting.val() {
            self.from_buf.d.next = false;
            if self.take_nak.val() & !self.nak_sent_q.q.val() {
                self.nak_sent_q.d.next = true;
            }
            if self.take_frame.val() {
                self.from_buf.d.next = true;
            }
        }
        if self.decoding.val() & self.out_of_sequence.val() {
            if self.nak_sent_q.q.val() {
                // Already told the host where to resume: drop.
                self.free_buffer.next = true;
                self.rbuf.d.next = !self.rbuf.q.val();
            } else {
                self.nak_sent_q.d.next = true;
            }
        }
        if self.sending.val() {
            if self.from_buf.q.val() {
                self.free_buffer.next = true;
                self.rbuf.d.next = !self.rbuf.q.val();
            }
            if self.apply.val() {
                self.applied.next = true;
                self.expected_q.d.next = self.expected_q.q.val() + self.one8.val();
                self.nak_sent_q.d.next = false;
                self.cache_valid_q.d.next = self.cache_valid_q.q.val()
                    | (self.one16.val() << bit_cast::<16, 4>(self.slot.val()));
            }
        }
        if self.reset.val() {
            self.rbuf.d.next = false;
            self.expected_q.d.next = self.zero8.val();
            self.nak_sent_q.d.next = false;
            self.cache_valid_q.d.next = self.zero16.val();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::link::testbench::settle;

    fn cycle(w: &mut SequenceWindow) {
        w.clock.next = false.into();
        settle(w);
        w.clock.next = true.into();
        settle(w);
    }

    /// One cycle with `set` applied to the inputs, then undone; returns
    /// (free_buffer, applied) as they were in that cycle.
    fn strobe(w: &mut SequenceWindow, set: fn(&mut SequenceWindow, bool)) -> (bool, bool) {
        set(w, true);
        settle(w);
        let seen = (w.free_buffer.val(), w.applied.val());
        cycle(w);
        set(w, false);
        settle(w);
        seen
    }

    fn bench() -> SequenceWindow {
        let mut w = SequenceWindow::new();
        w.connect_all();
        strobe(&mut w, |w, v| w.reset.next = v);
        w
    }

    fn take_frame(w: &mut SequenceWindow, v: bool) {
        (w.idle_acting.next, w.take_frame.next) = (v, v);
    }
    fn take_nak(w: &mut SequenceWindow, v: bool) {
        (w.idle_acting.next, w.take_nak.next) = (v, v);
    }
    fn out_of_sequence(w: &mut SequenceWindow, v: bool) {
        (w.decoding.next, w.out_of_sequence.next) = (v, v);
    }
    fn send(w: &mut SequenceWindow, v: bool) {
        w.sending.next = v;
    }

    #[test]
    fn applied_replies_advance_the_sequence_and_fill_their_slots() {
        let mut w = bench();
        w.apply.next = true;
        for seq in 0u64..20 {
            assert_eq!(w.expected.val().to_u64(), seq);
            assert_eq!(w.buffer.val(), seq % 2 == 1, "buffers in turn");
            strobe(&mut w, take_frame);
            w.slot.next = (seq % 16).to_bits();
            assert_eq!(strobe(&mut w, send), (true, true));
            let want = ((1u64 << (seq + 1).min(16)) - 1) & 0xffff;
            assert_eq!(w.cache_valid.val().to_u64(), want, "after {seq}");
        }
        // A reply that is not applied (an error) moves nothing but the buffer.
        w.apply.next = false;
        strobe(&mut w, take_frame);
        assert_eq!(strobe(&mut w, send), (true, false));
        assert_eq!(w.expected.val().to_u64(), 20);
        strobe(&mut w, |w, v| w.reset.next = v);
        assert_eq!(w.expected.val().to_u64(), 0);
        assert_eq!(w.cache_valid.val().to_u64(), 0);
        assert!(!w.buffer.val());
    }

    #[test]
    fn one_nak_per_expected_sequence_number_and_later_strays_are_dropped() {
        let mut w = bench();
        // A NAK's reply answers no frame: Send releases nothing.
        strobe(&mut w, take_nak);
        assert!(w.nak_sent.val());
        assert_eq!(strobe(&mut w, send), (false, false));
        // An out-of-sequence frame after it is dropped: released in Decode.
        strobe(&mut w, take_frame);
        assert_eq!(strobe(&mut w, out_of_sequence), (true, false));
        assert!(w.buffer.val(), "the next buffer");
        // The expected request clears the flag; the next OOS gets a reply.
        strobe(&mut w, take_frame);
        w.apply.next = true;
        strobe(&mut w, send);
        w.apply.next = false;
        assert!(!w.nak_sent.val());
        strobe(&mut w, take_frame);
        assert_eq!(strobe(&mut w, out_of_sequence), (false, false));
        assert!(w.nak_sent.val());
        assert_eq!(strobe(&mut w, send), (true, false), "its reply frees it");
    }

    #[test]
    fn verilog_is_generated() {
        let mut w = SequenceWindow::new();
        w.connect_all();
        assert!(generate_verilog(&w).contains("module top"));
    }
}
