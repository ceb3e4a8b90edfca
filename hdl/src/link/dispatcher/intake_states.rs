//! `IntakeStates`: the dispatcher's states from Idle to Decode, one-hot,
//! and their next-state logic: Idle's choice of work, the header's fetch
//! and the request decoder's check stages. [`ReplyStates`] takes over from
//! Decode's outcome.
//!
//! ```text
//!  Idle ─take_frame─► Header ─fetch_done─► Check ─► Check2 ─► Check3 ─► Check4 ─► Decode ─► (ReplyStates)
//!   └─ take_nak, take_busy ─► (ReplyStates: HdrWrite)
//! ```
//!
//! * A flip-flop per state, all low in Idle and while [`ReplyStates`]
//!   works (`later_busy`), so each state's actions read a bit.
//! * Idle acts on every other cycle (`idle_acting`): its choices (a NAK
//!   due, a BUSY due, the next frame, in that priority: at most one) are
//!   registered the cycle before, after the last change they depend on.
//!   Each holds once true while Idle waits (only Idle clears its causes; a
//!   frame or event arriving meanwhile lands behind the frames pending),
//!   so a choice registered a cycle earlier is still right.
//! * The check stages do nothing but wait: the request decoder registers
//!   its checks a stage at a time, and Decode reads its outcome.
//!
//! [`ReplyStates`]: super::ReplyStates
use rust_hdl::prelude::*;

/// One-hot states of a request's intake.
#[derive(LogicBlock)]
pub struct IntakeStates {
    pub clock: Signal<In, Clock>,
    pub reset: Signal<In, Bit>,
    // -- Idle's choices
    /// The ReplyEncoder is idle: a reply may be built.
    pub encoder_idle: Signal<In, Bit>,
    /// A NAK is owed before the next frame; a BUSY is owed.
    pub nak_due: Signal<In, Bit>,
    pub busy_due: Signal<In, Bit>,
    /// Which frame buffers hold a frame, and the one the next frame is in.
    pub buffers_full: Signal<In, Bits<2>>,
    pub buffer: Signal<In, Bit>,
    /// A released buffer's flags are still settling: Idle waits.
    pub release_settling: Signal<In, Bit>,
    /// A state of [`super::ReplyStates`] is set: not Idle.
    pub later_busy: Signal<In, Bit>,
    // -- Header
    /// The fetcher has the header.
    pub fetch_done: Signal<In, Bit>,

    // -- Idle's actions (strobes, at most one of the three)
    /// Idle acts this cycle (whether or not it has something to do).
    pub idle_acting: Signal<Out, Bit>,
    pub take_nak: Signal<Out, Bit>,
    pub take_busy: Signal<Out, Bit>,
    pub take_frame: Signal<Out, Bit>,
    // -- the state flags (at most one high)
    pub fetching_header: Signal<Out, Bit>,
    /// Decode: the decoder's outcome is registered; one cycle.
    pub decoding: Signal<Out, Bit>,

    s_hdr: DFF<Bit>,
    s_chk: DFF<Bit>,
    s_chk2: DFF<Bit>,
    s_chk3: DFF<Bit>,
    s_chk4: DFF<Bit>,
    s_dec: DFF<Bit>,
    i_nak: DFF<Bit>,
    i_busy: DFF<Bit>,
    i_frame: DFF<Bit>,
    idle_ok: DFF<Bit>,
    /// Some state of this block is set.
    own_busy: Signal<Local, Bit>,
}

impl IntakeStates {
    pub fn new() -> Self {
        Self {
            clock: Default::default(),
            reset: Default::default(),
            encoder_idle: Default::default(),
            nak_due: Default::default(),
            busy_due: Default::default(),
            buffers_full: Default::default(),
            buffer: Default::default(),
            release_settling: Default::default(),
            later_busy: Default::default(),
            fetch_done: Default::default(),
            idle_acting: Default::default(),
            take_nak: Default::default(),
            take_busy: Default::default(),
            take_frame: Default::default(),
            fetching_header: Default::default(),
            decoding: Default::default(),
            s_hdr: Default::default(),
            s_chk: Default::default(),
            s_chk2: Default::default(),
            s_chk3: Default::default(),
            s_chk4: Default::default(),
            s_dec: Default::default(),
            i_nak: Default::default(),
            i_busy: Default::default(),
            i_frame: Default::default(),
            idle_ok: Default::default(),
            own_busy: Default::default(),
        }
    }
}

impl Default for IntakeStates {
    fn default() -> Self {
        Self::new()
    }
}

// Each state assigns its own flip-flop and its successor's, as the
// dispatcher's one state machine did: it keeps its logic (and yosys's
// mapping of it) as it was.
impl Logic for IntakeStates {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(
            self, clock, s_hdr, s_chk, s_chk2, s_chk3, s_chk4, s_dec, i_nak, i_busy, i_frame,
            idle_ok
        );
        self.own_busy.next = self.s_hdr.q.val()
            | self.s_chk.q.val()
            | self.s_chk2.q.val()
            | self.s_chk3.q.val()
            | self.s_chk4.q.val()
            | self.s_dec.q.val();
        self.i_nak.d.next = self.encoder_idle.val() & self.nak_due.val();
        self.i_busy.d.next = self.encoder_idle.val() & !self.nak_due.val() & self.busy_due.val();
        self.i_frame.d.next = self.encoder_idle.val()
            & !self.nak_due.val()
            & !self.busy_due.val()
            & (self.buffers_full.val().get_bit(0) & !self.buffer.val()
                | self.buffers_full.val().get_bit(1) & self.buffer.val());
        self.idle_ok.d.next = !self.own_busy.val()
            & !self.later_busy.val()
            & !self.idle_ok.q.val()
            & !self.release_settling.val();
        self.idle_acting.next = self.idle_ok.q.val();
        self.take_nak.next = self.idle_ok.q.val() & self.i_nak.q.val();
        self.take_busy.next = self.idle_ok.q.val() & self.i_busy.q.val();
        self.take_frame.next = self.idle_ok.q.val() & self.i_frame.q.val();
        self.fetching_header.next = self.s_hdr.q.val();
        self.decoding.next = self.s_dec.q.val();

        if self.idle_ok.q.val() & self.i_frame.q.val() {
            self.s_hdr.d.next = true;
        }
        if self.s_hdr.q.val() & self.fetch_done.val() {
            self.s_hdr.d.next = false;
            self.s_chk.d.next = true;
        }
        if self.s_chk.q.val() {
            self.s_chk.d.next = false;
            self.s_chk2.d.next = true;
        }
        if self.s_chk2.q.val() {
            self.s_chk2.d.next = false;
            self.s_chk3.d.next = true;
        }
        if self.s_chk3.q.val() {
            self.s_chk3.d.next = false;
            self.s_chk4.d.next = true;
        }
        if self.s_chk4.q.val() {
            self.s_chk4.d.next = false;
            self.s_dec.d.next = true;
        }
        if self.s_dec.q.val() {
            self.s_dec.d.next = false;
        }
        if self.reset.val() {
            self.s_hdr.d.next = false;
            self.s_chk.d.next = false;
            self.s_chk2.d.next = false;
            self.s_chk3.d.next = false;
            self.s_chk4.d.next = false;
            self.s_dec.d.next = false;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::link::testbench::settle;

    fn cycle(s: &mut IntakeStates) {
        s.clock.next = false.into();
        settle(s);
        s.clock.next = true.into();
        settle(s);
    }

    fn bench() -> IntakeStates {
        let mut s = IntakeStates::new();
        s.connect_all();
        s.reset.next = true;
        cycle(&mut s);
        s.reset.next = false;
        s.encoder_idle.next = true;
        settle(&mut s);
        s
    }

    /// Cycles until Idle acts (at most 3); returns (NAK, BUSY, frame) taken.
    fn idle_act(s: &mut IntakeStates) -> (bool, bool, bool) {
        for _ in 0..3 {
            cycle(s);
            if s.idle_acting.val() {
                return (s.take_nak.val(), s.take_busy.val(), s.take_frame.val());
            }
        }
        panic!("Idle did not act");
    }

    #[test]
    fn a_frame_runs_through_header_and_four_checks_to_one_cycle_of_decode() {
        let mut s = bench();
        s.buffer.next = true;
        s.buffers_full.next = 2u64.to_bits();
        assert_eq!(idle_act(&mut s), (false, false, true), "buffer 1's frame");
        cycle(&mut s);
        assert!(s.fetching_header.val() && s.own_busy.val() && !s.idle_acting.val());
        for _ in 0..3 {
            cycle(&mut s);
            assert!(s.fetching_header.val(), "until the header is fetched");
        }
        s.fetch_done.next = true;
        cycle(&mut s);
        s.fetch_done.next = false;
        let mut trace = vec![];
        for _ in 0..6 {
            trace.push((s.own_busy.val(), s.decoding.val()));
            cycle(&mut s);
        }
        // Check, Check2, Check3, Check4, Decode, then Idle (ReplyStates
        // idle too).
        let want = [
            (true, false),
            (true, false),
            (true, false),
            (true, false),
            (true, true),
        ];
        assert_eq!(trace[..5], want);
        assert_eq!(trace[5], (false, false));
        // Reset clears a frame's states.
        for _ in 0..4 {
            cycle(&mut s);
        }
        assert!(s.fetching_header.val(), "the next frame");
        s.reset.next = true;
        cycle(&mut s);
        assert!(!s.own_busy.val());
    }

    #[test]
    fn idle_takes_a_nak_then_a_busy_then_a_frame_on_every_other_cycle() {
        let mut s = bench();
        s.nak_due.next = true;
        s.busy_due.next = true;
        s.buffers_full.next = 1u64.to_bits();
        let mut acted = vec![];
        for _ in 0..6 {
            cycle(&mut s);
            acted.push(s.idle_acting.val());
            if s.idle_acting.val() {
                assert!(s.take_nak.val() && !s.take_busy.val() && !s.take_frame.val());
            }
        }
        assert!(acted.windows(2).all(|w| w[0] != w[1]), "{acted:?}");
        assert!(!s.own_busy.val(), "a NAK's reply is ReplyStates' work");
        s.nak_due.next = false;
        assert_eq!(idle_act(&mut s), (false, true, false));
        s.busy_due.next = false;
        assert_eq!(idle_act(&mut s), (false, false, true));
        // Nothing while ReplyStates works, a released buffer settles or the
        // encoder sends.
        for (later, settling, encoder) in [(true, false, true), (false, true, true)] {
            let mut s = bench();
            s.buffers_full.next = 1u64.to_bits();
            s.later_busy.next = later;
            s.release_settling.next = settling;
            s.encoder_idle.next = encoder;
            for _ in 0..4 {
                cycle(&mut s);
                assert!(!s.idle_acting.val());
            }
        }
        let mut s = bench();
        s.buffers_full.next = 1u64.to_bits();
        s.encoder_idle.next = false;
        assert_eq!(idle_act(&mut s), (false, false, false));
    }

    #[test]
    fn verilog_is_generated() {
        let mut s = IntakeStates::new();
        s.connect_all();
        assert!(generate_verilog(&s).contains("module top"));
    }
}
