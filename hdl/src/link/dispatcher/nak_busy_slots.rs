//! `NakBusySlots`: the NAK and BUSY replies the dispatcher owes, each held
//! behind the frames that arrived before its cause, so that replies leave
//! in the order their causes arrived on the line (docs/protocol.md, 4).
//!
//! ```text
//!  damaged frame ─► NAK lands in slot (frames buffered now): 0, 1 or 2
//!  frame released ─► slots move one closer: 2 ─► 1 ─► 0 ─► nak_due
//!  busy frame ────► BUSY waits for the (frames buffered now) to go ─► busy_due
//! ```
//!
//! A NAK is never overtaken by a later frame (which could move the
//! sequence number the NAK names, or its rate limit). Damage between the
//! same two frames collapses into its first NAK: the board's NAK rate limit
//! would silence the rest anyway. One BUSY is held at a time (the client
//! resends the whole window after one).
//!
//! Events are registered on the way in; a release moves the slots a cycle
//! later (`release_settling`), when the receiver's `buffers_full` no longer
//! counts the released buffer. The dispatcher's Idle state waits while
//! `release_settling` is high.
use rust_hdl::prelude::*;

/// NAK slots and the pending BUSY, in line order.
#[derive(LogicBlock)]
pub struct NakBusySlots {
    pub clock: Signal<In, Clock>,
    pub reset: Signal<In, Bit>,
    // -- from the FrameReceiver
    /// The frame buffers holding checked frames (bit i: buffer i).
    pub buffers_full: Signal<In, Bits<2>>,
    pub ev_bad_crc: Signal<In, Bit>,
    pub ev_bad_length: Signal<In, Bit>,
    /// A frame found both buffers full, and its sequence number.
    pub ev_busy: Signal<In, Bit>,
    pub ev_busy_seq: Signal<In, Bits<8>>,
    // -- from the dispatcher (strobes)
    /// A frame buffer is released this cycle.
    pub frame_released: Signal<In, Bit>,
    /// The NAK at the head was replied to (or dropped by the rate limit).
    pub nak_taken: Signal<In, Bit>,
    /// The BUSY was replied to.
    pub busy_taken: Signal<In, Bit>,
    // -- to the dispatcher
    /// A NAK is due before the next buffered frame; its status.
    pub nak_due: Signal<Out, Bit>,
    pub nak_status: Signal<Out, Bits<8>>,
    /// The BUSY is due (the frames buffered before it have gone); its seq.
    pub busy_due: Signal<Out, Bit>,
    pub busy_seq: Signal<Out, Bits<8>>,
    /// A release is moving the slots: decisions wait a cycle.
    pub release_settling: Signal<Out, Bit>,
    /// The events, registered: a NAK and its status, a BUSY and its seq.
    nak_event: DFF<Bit>,
    nak_event_status: DFF<Bits<8>>,
    busy_event: DFF<Bit>,
    busy_event_seq: DFF<Bits<8>>,
    released: DFF<Bit>,
    /// Slot i: a NAK due before the (i+1)-th buffered frame (2: after both).
    slot_valid: [DFF<Bit>; 3],
    slot_status: [DFF<Bits<8>>; 3],
    busy_pending: DFF<Bit>,
    busy_seq_q: DFF<Bits<8>>,
    /// Buffered frames to go before the BUSY is due.
    busy_wait: DFF<Bits<2>>,
    // The slots' next values.
    next_valid: [Signal<Local, Bit>; 3],
    next_status: [Signal<Local, Bits<8>>; 3],
    frames_buffered: Signal<Local, Bits<2>>,
    status_bad_crc: Constant<Bits<8>>,
    status_bad_length: Constant<Bits<8>>,
    zero2: Constant<Bits<2>>,
    one2: Constant<Bits<2>>,
}

impl NakBusySlots {
    pub fn new() -> Self {
        use hwfilter_model::protocol::status;
        Self {
            clock: Default::default(),
            reset: Default::default(),
            buffers_full: Default::default(),
            ev_bad_crc: Default::default(),
            ev_bad_length: Default::default(),
            ev_busy: Default::default(),
            ev_busy_seq: Default::default(),
            frame_released: Default::default(),
            nak_taken: Default::default(),
            busy_taken: Default::default(),
            nak_due: Default::default(),
            nak_status: Default::default(),
            busy_due: Default::default(),
            busy_seq: Default::default(),
            release_settling: Default::default(),
            nak_event: Default::default(),
            nak_event_status: Default::default(),
            busy_event: Default::default(),
            busy_event_seq: Default::default(),
            released: Default::default(),
            slot_valid: Default::default(),
            slot_status: Default::default(),
            busy_pending: Default::default(),
            busy_seq_q: Default::default(),
            busy_wait: Default::default(),
            next_valid: Default::default(),
            next_status: Default::default(),
            frames_buffered: Default::default(),
            status_bad_crc: Constant::new((status::BAD_CRC as u64).to_bits()),
            status_bad_length: Constant::new((status::BAD_LENGTH as u64).to_bits()),
            zero2: Constant::new(0u64.to_bits()),
            one2: Constant::new(1u64.to_bits()),
        }
    }
}

impl Default for NakBusySlots {
    fn default() -> Self {
        Self::new()
    }
}

impl Logic for NakBusySlots {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(
            self,
            clock,
            nak_event,
            nak_event_status,
            busy_event,
            busy_event_seq,
            released,
            busy_pending,
            busy_seq_q,
            busy_wait
        );
        for i in 0..3 {
            self.slot_valid[i].clock.next = self.clock.val();
            self.slot_status[i].clock.next = self.clock.val();
            self.slot_valid[i].d.next = self.slot_valid[i].q.val();
            self.slot_status[i].d.next = self.slot_status[i].q.val();
        }
        self.nak_event.d.next = self.ev_bad_crc.val() | self.ev_bad_length.val();
        self.nak_event_status.d.next = self.status_bad_length.val();
        if self.ev_bad_crc.val() {
            self.nak_event_status.d.next = self.status_bad_crc.val();
        }
        self.busy_event.d.next = self.ev_busy.val();
        self.busy_event_seq.d.next = self.ev_busy_seq.val();
        self.released.d.next = self.frame_released.val();

        self.frames_buffered.next = bit_cast::<2, 1>(self.buffers_full.val().get_bits::<1>(0))
            + bit_cast::<2, 1>(self.buffers_full.val().get_bits::<1>(1));
        self.next_valid[0].next = self.slot_valid[0].q.val() & !self.nak_taken.val();
        self.next_valid[1].next = self.slot_valid[1].q.val();
        self.next_valid[2].next = self.slot_valid[2].q.val();
        self.next_status[0].next = self.slot_status[0].q.val();
        self.next_status[1].next = self.slot_status[1].q.val();
        self.next_status[2].next = self.slot_status[2].q.val();
        if self.released.q.val() {
            self.next_valid[0].next = self.slot_valid[1].q.val();
            self.next_status[0].next = self.slot_status[1].q.val();
            self.next_valid[1].next = self.slot_valid[2].q.val();
            self.next_status[1].next = self.slot_status[2].q.val();
            self.next_valid[2].next = false;
        }
        if self.nak_event.q.val() {
            if self.frames_buffered.val() == self.zero2.val() {
                if !self.next_valid[0].val() {
                    self.next_valid[0].next = true;
                    self.next_status[0].next = self.nak_event_status.q.val();
                }
            } else if self.frames_buffered.val() == self.one2.val() {
                if !self.next_valid[1].val() {
                    self.next_valid[1].next = true;
                    self.next_status[1].next = self.nak_event_status.q.val();
                }
            } else if !self.next_valid[2].val() {
                self.next_valid[2].next = true;
                self.next_status[2].next = self.nak_event_status.q.val();
            }
        }
        for i in 0..3 {
            self.slot_valid[i].d.next = self.next_valid[i].val();
            self.slot_status[i].d.next = self.next_status[i].val();
        }

        if self.busy_taken.val() {
            self.busy_pending.d.next = false;
        }
        if self.released.q.val() & (self.busy_wait.q.val() != self.zero2.val()) {
            self.busy_wait.d.next = self.busy_wait.q.val() - self.one2.val();
        }
        if self.busy_event.q.val() & !self.busy_pending.q.val() {
            self.busy_pending.d.next = true;
            self.busy_seq_q.d.next = self.busy_event_seq.q.val();
            self.busy_wait.d.next = self.frames_buffered.val();
        }

        self.nak_due.next = self.slot_valid[0].q.val();
        self.nak_status.next = self.slot_status[0].q.val();
        self.busy_due.next =
            self.busy_pending.q.val() & (self.busy_wait.q.val() == self.zero2.val());
        self.busy_seq.next = self.busy_seq_q.q.val();
        self.release_settling.next = self.released.q.val();

        if self.reset.val() {
            for i in 0..3 {
                self.slot_valid[i].d.next = false;
            }
            self.busy_pending.d.next = false;
            self.nak_event.d.next = false;
            self.busy_event.d.next = false;
            self.released.d.next = false;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::link::testbench::settle;
    use hwfilter_model::protocol::status;

    struct Bench {
        s: NakBusySlots,
    }

    impl Bench {
        fn new() -> Self {
            let mut s = NakBusySlots::new();
            s.connect_all();
            let mut b = Bench { s };
            b.s.reset.next = true;
            b.cycle();
            b.s.reset.next = false;
            b
        }

        /// One clock edge with the inputs as set; strobes clear after it.
        fn cycle(&mut self) {
            self.s.clock.next = false.into();
            settle(&mut self.s);
            self.s.clock.next = true.into();
            settle(&mut self.s);
            self.s.ev_bad_crc.next = false;
            self.s.ev_bad_length.next = false;
            self.s.ev_busy.next = false;
            self.s.frame_released.next = false;
            self.s.nak_taken.next = false;
            self.s.busy_taken.next = false;
            settle(&mut self.s);
        }

        fn cycles(&mut self, n: usize) {
            for _ in 0..n {
                self.cycle();
            }
        }

        fn full(&mut self, buffers: u64) {
            self.s.buffers_full.next = buffers.to_bits();
        }

        fn nak(&self) -> Option<u8> {
            self.s
                .nak_due
                .val()
                .then(|| self.s.nak_status.val().to_u64() as u8)
        }

        /// Releases buffer `remaining` leaves full.
        fn release(&mut self, remaining: u64) {
            self.s.frame_released.next = true;
            self.cycle();
            self.full(remaining);
            assert!(self.s.release_settling.val());
            self.cycle();
            assert!(!self.s.release_settling.val());
        }
    }

    #[test]
    fn a_nak_waits_behind_the_frames_buffered_before_its_cause() {
        let mut b = Bench::new();
        // Two frames buffered, then a damaged one: its NAK is third.
        b.full(0b11);
        b.s.ev_bad_crc.next = true;
        b.cycles(3);
        assert_eq!(b.nak(), None);
        b.release(0b10);
        assert_eq!(b.nak(), None, "one frame still ahead of the NAK");
        b.release(0b00);
        assert_eq!(b.nak(), Some(status::BAD_CRC));
        // Taken: gone.
        b.s.nak_taken.next = true;
        b.cycle();
        b.cycle();
        assert_eq!(b.nak(), None);
    }

    #[test]
    fn damage_between_two_frames_collapses_into_its_first_nak() {
        let mut b = Bench::new();
        b.full(0b01);
        b.s.ev_bad_length.next = true;
        b.cycle();
        b.s.ev_bad_crc.next = true;
        b.cycles(3);
        b.release(0b00);
        assert_eq!(
            b.nak(),
            Some(status::BAD_LENGTH),
            "the first cause's status"
        );
        b.s.nak_taken.next = true;
        b.cycles(2);
        assert_eq!(b.nak(), None, "one NAK for both");
        // With nothing buffered, a NAK is due at once (two cycles: the
        // event is registered, then lands).
        b.s.ev_bad_crc.next = true;
        b.cycles(2);
        assert_eq!(b.nak(), Some(status::BAD_CRC));
    }

    #[test]
    fn a_busy_is_due_once_the_frames_that_filled_the_buffers_have_gone() {
        let mut b = Bench::new();
        b.full(0b11);
        b.s.ev_busy.next = true;
        b.s.ev_busy_seq.next = 42u64.to_bits();
        b.cycles(3);
        assert!(!b.s.busy_due.val());
        // A second BUSY while one is pending is not held.
        b.s.ev_busy.next = true;
        b.s.ev_busy_seq.next = 43u64.to_bits();
        b.cycles(3);
        b.release(0b01);
        assert!(!b.s.busy_due.val());
        b.release(0b00);
        assert!(b.s.busy_due.val());
        assert_eq!(b.s.busy_seq.val().to_u64(), 42);
        b.s.busy_taken.next = true;
        b.cycle();
        assert!(!b.s.busy_due.val());
    }

    #[test]
    fn verilog_is_generated() {
        let mut s = NakBusySlots::new();
        s.connect_all();
        let v = generate_verilog(&s);
        assert!(v.contains("module top"));
    }
}
