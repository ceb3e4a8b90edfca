//! `ReplyStates`: the dispatcher's states from Decode's outcome to the
//! reply sent, one-hot, and their next-state logic: a DUMP/LOAD's address
//! and checks, Exec, the INFO/STATS fields, the reply's header and its
//! send. [`IntakeStates`] runs the states before.
//!
//! ```text
//!  Idle: take_nak (no NAK sent yet), take_busy ─────────────────────────────► HdrWrite
//!  Decode ─┬─ bad request / length, first OOS ──────────────────────────────► HdrWrite
//!          ├─ INFO, STATS, CLEAR, COUNT, keyed ─► Exec
//!          ├─ DUMP/LOAD ─► Address ─fetch_done─► Span ─► Range ─┬─ past end ─► HdrWrite
//!          │                                                     ├─ DUMP ─► Exec
//!          │                               LOAD ─► Validate ─┬─ validated ─► Exec
//!          │                                                 └─ refused ──► HdrWrite
//!          ├─ replay ─► Send
//!          └─ OOS, NAK already sent ─► Idle (the frame is dropped)
//!  Exec ─exec_done─┬─ INFO, STATS ─► Fields ─fields_last─► HdrWrite
//!                  └───────────────────────────────────► HdrWrite ─header_length_written─► Send ─► Idle
//! ```
//!
//! * A flip-flop per state, all low outside these states, so each state's
//!   actions read a bit. Span gives the sequencer a cycle to sum the
//!   range's end before Range reads the check.
//! * `exec_done`: every op issued, every result in and serialized. It is
//!   registered, so Exec ends a cycle after its conditions met (they hold
//!   until it does). The sequencer's `all_results` is itself a cycle old:
//!   in Exec's first cycle it is Decode's, which matters only where the
//!   issue starts at Done (INFO, Bloom STATS: no ops); it is then false at
//!   worst, and Exec ends a cycle later.
//!
//! [`IntakeStates`]: super::IntakeStates
use rust_hdl::prelude::*;

/// One-hot states of a request's execution and reply.
#[derive(LogicBlock)]
pub struct ReplyStates {
    pub clock: Signal<In, Clock>,
    pub reset: Signal<In, Bit>,
    // -- from Idle (strobes)
    /// Idle takes a NAK due; a BUSY due.
    pub take_nak: Signal<In, Bit>,
    pub take_busy: Signal<In, Bit>,
    /// The host was already told where to resume (a NAK for the expected
    /// sequence number went out): no second NAK or OOS reply.
    pub nak_sent: Signal<In, Bit>,
    // -- Decode: the request decoder's outcome (one flag set, or none for
    // a bad request or length, which get an error reply)
    pub decoding: Signal<In, Bit>,
    pub decoded_info: Signal<In, Bit>,
    pub decoded_stats: Signal<In, Bit>,
    /// DUMP/LOAD: the address follows the header.
    pub decoded_addressed: Signal<In, Bit>,
    /// CLEAR or COUNT: a single op.
    pub decoded_single: Signal<In, Bit>,
    /// INSERT, QUERY or DELETE: a key per op.
    pub decoded_keyed: Signal<In, Bit>,
    /// A duplicate inside the window: its cached reply goes again.
    pub decoded_replay: Signal<In, Bit>,
    pub decoded_out_of_sequence: Signal<In, Bit>,
    // -- Address, Range, Validate (DUMP/LOAD)
    /// The fetcher has the address.
    pub fetch_done: Signal<In, Bit>,
    /// The range runs past the engine's memory.
    pub past_end: Signal<In, Bit>,
    /// The request is a DUMP (else a LOAD).
    pub op_dump: Signal<In, Bit>,
    /// Every LOAD word is good; a LOAD word is bad.
    pub validated: Signal<In, Bit>,
    pub refused: Signal<In, Bit>,
    // -- Exec
    pub all_issued: Signal<In, Bit>,
    pub all_results: Signal<In, Bit>,
    /// The reply's payload serializer has nothing left to write.
    pub serializer_idle: Signal<In, Bit>,
    /// INFO or STATS: fields follow the ops.
    pub has_fields: Signal<In, Bit>,
    // -- Fields, HdrWrite
    /// The field index is past the last field.
    pub fields_last: Signal<In, Bit>,
    /// The reply's length byte is written this cycle (the header is done).
    pub header_length_written: Signal<In, Bit>,

    // -- the state flags (at most one high)
    pub fetching_address: Signal<Out, Bit>,
    pub checking_range: Signal<Out, Bit>,
    pub validating: Signal<Out, Bit>,
    pub executing: Signal<Out, Bit>,
    /// Exec's work is done: it ends at the next edge.
    pub exec_done: Signal<Out, Bit>,
    pub writing_fields: Signal<Out, Bit>,
    pub writing_header: Signal<Out, Bit>,
    /// Send: the reply is handed to the encoder; one cycle.
    pub sending: Signal<Out, Bit>,
    /// Some state of this block is set.
    pub busy: Signal<Out, Bit>,

    s_addr: DFF<Bit>,
    s_span: DFF<Bit>,
    s_range: DFF<Bit>,
    s_val: DFF<Bit>,
    s_exec: DFF<Bit>,
    s_fields: DFF<Bit>,
    s_hdrw: DFF<Bit>,
    s_send: DFF<Bit>,
    exec_done_q: DFF<Bit>,
}

impl ReplyStates {
    pub fn new() -> Self {
        Self {
            clock: Default::default(),
            reset: Default::default(),
            take_nak: Default::default(),
            take_busy: Default::default(),
            nak_sent: Default::default(),
            decoding: Default::default(),
            decoded_info: Default::default(),
            decoded_stats: Default::default(),
            decoded_addressed: Default::default(),
            decoded_single: Default::default(),
            decoded_keyed: Default::default(),
            decoded_replay: Default::default(),
            decoded_out_of_sequence: Default::default(),
            fetch_done: Default::default(),
            past_end: Default::default(),
            op_dump: Default::default(),
            validated: Default::default(),
            refused: Default::default(),
            all_issued: Default::default(),
            all_results: Default::default(),
            serializer_idle: Default::default(),
            has_fields: Default::default(),
            fields_last: Default::default(),
            header_length_written: Default::default(),
            fetching_address: Default::default(),
            checking_range: Default::default(),
            validating: Default::default(),
            executing: Default::default(),
            exec_done: Default::default(),
            writing_fields: Default::default(),
            writing_header: Default::default(),
            sending: Default::default(),
            busy: Default::default(),
            s_addr: Default::default(),
            s_span: Default::default(),
            s_range: Default::default(),
            s_val: Default::default(),
            s_exec: Default::default(),
            s_fields: Default::default(),
            s_hdrw: Default::default(),
            s_send: Default::default(),
            exec_done_q: Default::default(),
        }
    }
}

impl Default for ReplyStates {
    fn default() -> Self {
        Self::new()
    }
}

// Nested ifs mirror the Verilog #[hdl_gen] writes from them; written as
// the dispatcher's one state machine wrote them, they keep its logic (and
// yosys's mapping of it) as it was.
#[allow(clippy::collapsible_if)]
impl Logic for ReplyStates {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(
            self,
            clock,
            s_addr,
            s_span,
            s_range,
            s_val,
            s_exec,
            s_fields,
            s_hdrw,
            s_send,
            exec_done_q
        );
        self.busy.next = self.s_addr.q.val()
            | self.s_span.q.val()
            | self.s_range.q.val()
            | self.s_val.q.val()
            | self.s_exec.q.val()
            | self.s_fields.q.val()
            | self.s_hdrw.q.val()
            | self.s_send.q.val();
        self.fetching_address.next = self.s_addr.q.val();
        self.checking_range.next = self.s_range.q.val();
        self.validating.next = self.s_val.q.val();
        self.executing.next = self.s_exec.q.val();
        self.exec_done.next = self.exec_done_q.q.val();
        self.writing_fields.next = self.s_fields.q.val();
        self.writing_header.next = self.s_hdrw.q.val();
        self.sending.next = self.s_send.q.val();
        self.exec_done_q.d.next = self.s_exec.q.val()
            & self.all_issued.val()
            & self.all_results.val()
            & self.serializer_idle.val();

        // Each state assigns every flip-flop it may move (its own, its
        // successors'); a later choice in the same state overrides an
        // earlier one.
        if self.take_nak.val() {
            if !self.nak_sent.val() {
                self.s_hdrw.d.next = true;
            }
        }
        if self.take_busy.val() {
            self.s_hdrw.d.next = true;
        }
        if self.decoding.val() {
            self.s_addr.d.next = false;
            self.s_exec.d.next = false;
            self.s_hdrw.d.next = true;
            self.s_send.d.next = false;
            if self.decoded_info.val()
                | self.decoded_stats.val()
                | self.decoded_addressed.val()
                | self.decoded_single.val()
                | self.decoded_keyed.val()
            {
                self.s_addr.d.next = false;
                self.s_exec.d.next = true;
                self.s_hdrw.d.next = false;
                self.s_send.d.next = false;
            }
            if self.decoded_addressed.val() {
                self.s_addr.d.next = true;
                self.s_exec.d.next = false;
                self.s_hdrw.d.next = false;
                self.s_send.d.next = false;
            }
            if self.decoded_replay.val() {
                self.s_addr.d.next = false;
                self.s_exec.d.next = false;
                self.s_hdrw.d.next = false;
                self.s_send.d.next = true;
            }
            if self.decoded_out_of_sequence.val() {
                if self.nak_sent.val() {
                    self.s_addr.d.next = false;
                    self.s_exec.d.next = false;
                    self.s_hdrw.d.next = false;
                    self.s_send.d.next = false;
                }
            }
        }
        if self.s_addr.q.val() {
            if self.fetch_done.val() {
                self.s_addr.d.next = false;
                self.s_span.d.next = true;
            }
        }
        if self.s_span.q.val() {
            self.s_span.d.next = false;
            self.s_range.d.next = true;
        }
        if self.s_range.q.val() {
            if self.past_end.val() {
                self.s_range.d.next = false;
                self.s_exec.d.next = false;
                self.s_hdrw.d.next = true;
                self.s_val.d.next = false;
            } else {
                self.s_range.d.next = false;
                self.s_exec.d.next = true;
                self.s_hdrw.d.next = false;
                self.s_val.d.next = false;
                if !self.op_dump.val() {
                    self.s_exec.d.next = false;
                    self.s_val.d.next = true;
                }
            }
        }
        if self.s_val.q.val() {
            if self.validated.val() {
                self.s_val.d.next = false;
                self.s_exec.d.next = true;
                self.s_hdrw.d.next = false;
            }
            if self.refused.val() {
                self.s_val.d.next = false;
                self.s_exec.d.next = false;
                self.s_hdrw.d.next = true;
            }
        }
        if self.s_exec.q.val() {
            if self.exec_done_q.q.val() {
                if self.has_fields.val() {
                    self.s_exec.d.next = false;
                    self.s_fields.d.next = true;
                    self.s_hdrw.d.next = false;
                } else {
                    self.s_exec.d.next = false;
                    self.s_fields.d.next = false;
                    self.s_hdrw.d.next = true;
                }
            }
        }
        if self.s_fields.q.val() {
            if self.serializer_idle.val() {
                if self.fields_last.val() {
                    self.s_fields.d.next = false;
                    self.s_hdrw.d.next = true;
                }
            }
        }
        if self.s_hdrw.q.val() & self.header_length_written.val() {
            self.s_hdrw.d.next = false;
            self.s_send.d.next = true;
        }
        if self.s_send.q.val() {
            self.s_send.d.next = false;
        }
        if self.reset.val() {
            self.s_addr.d.next = false;
            self.s_span.d.next = false;
            self.s_range.d.next = false;
            self.s_val.d.next = false;
            self.s_exec.d.next = false;
            self.s_fields.d.next = false;
            self.s_hdrw.d.next = false;
            self.s_send.d.next = false;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::link::testbench::settle;

    fn cycle(s: &mut ReplyStates) {
        s.clock.next = false.into();
        settle(s);
        s.clock.next = true.into();
        settle(s);
    }

    fn bench() -> ReplyStates {
        let mut s = ReplyStates::new();
        s.connect_all();
        s.reset.next = true;
        cycle(&mut s);
        s.reset.next = false;
        s.serializer_idle.next = true;
        settle(&mut s);
        s
    }

    /// The state whose flag is high ("Idle" if none, "Span" if only
    /// `busy`: Span has no flag of its own).
    fn state(s: &ReplyStates) -> &'static str {
        let flags = [
            (s.fetching_address.val(), "Address"),
            (s.checking_range.val(), "Range"),
            (s.validating.val(), "Validate"),
            (s.executing.val(), "Exec"),
            (s.writing_fields.val(), "Fields"),
            (s.writing_header.val(), "HdrWrite"),
            (s.sending.val(), "Send"),
        ];
        let high: Vec<_> = flags.iter().filter(|f| f.0).map(|f| f.1).collect();
        assert!(high.len() <= 1, "one-hot: {high:?} high");
        match high.first() {
            Some(name) => name,
            None if s.busy.val() => "Span",
            None => "Idle",
        }
    }

    /// One cycle with `set` applied to the inputs, then undone.
    fn strobe(s: &mut ReplyStates, set: fn(&mut ReplyStates, bool)) {
        set(s, true);
        cycle(s);
        set(s, false);
    }

    /// Decode with one outcome flag set by `set`; returns the next state.
    fn decode(set: fn(&mut ReplyStates, bool), nak_sent: bool) -> &'static str {
        let mut s = bench();
        s.nak_sent.next = nak_sent;
        s.decoding.next = true;
        strobe(&mut s, set);
        s.decoding.next = false;
        settle(&mut s);
        state(&s)
    }

    #[test]
    fn decode_outcomes_lead_to_their_states() {
        assert_eq!(decode(|_, _| {}, false), "HdrWrite", "an error reply");
        assert_eq!(decode(|s, v| s.decoded_info.next = v, false), "Exec");
        assert_eq!(decode(|s, v| s.decoded_stats.next = v, false), "Exec");
        assert_eq!(decode(|s, v| s.decoded_single.next = v, false), "Exec");
        assert_eq!(decode(|s, v| s.decoded_keyed.next = v, false), "Exec");
        assert_eq!(
            decode(|s, v| s.decoded_addressed.next = v, false),
            "Address"
        );
        assert_eq!(decode(|s, v| s.decoded_replay.next = v, false), "Send");
        let oos = |s: &mut ReplyStates, v| s.decoded_out_of_sequence.next = v;
        assert_eq!(decode(oos, false), "HdrWrite", "the first OOS is answered");
        assert_eq!(decode(oos, true), "Idle", "later ones are dropped");
    }

    #[test]
    fn idle_nak_and_busy_replies_go_to_the_header_unless_the_nak_was_sent() {
        for (nak, busy, nak_sent, want) in [
            (true, false, false, "HdrWrite"),
            (true, false, true, "Idle"),
            (false, true, true, "HdrWrite"),
        ] {
            let mut s = bench();
            s.take_nak.next = nak;
            s.take_busy.next = busy;
            s.nak_sent.next = nak_sent;
            cycle(&mut s);
            assert_eq!(state(&s), want, "nak {nak} busy {busy} sent {nak_sent}");
        }
    }

    #[test]
    fn exec_ends_a_cycle_after_its_work_then_fields_header_and_send() {
        let mut s = bench();
        s.decoding.next = true;
        strobe(&mut s, |s, v| s.decoded_stats.next = v);
        s.decoding.next = false;
        assert_eq!(state(&s), "Exec");
        s.has_fields.next = true;
        s.all_issued.next = true;
        cycle(&mut s);
        assert!(!s.exec_done.val(), "results outstanding");
        s.all_results.next = true;
        cycle(&mut s);
        assert!(s.exec_done.val() && state(&s) == "Exec");
        cycle(&mut s);
        assert_eq!(state(&s), "Fields");
        s.fields_last.next = true;
        s.serializer_idle.next = false;
        cycle(&mut s);
        assert_eq!(state(&s), "Fields", "until the serializer is done");
        s.serializer_idle.next = true;
        cycle(&mut s);
        assert_eq!(state(&s), "HdrWrite");
        cycle(&mut s);
        assert_eq!(state(&s), "HdrWrite", "until the length is written");
        strobe(&mut s, |s, v| s.header_length_written.next = v);
        assert_eq!(state(&s), "Send");
        cycle(&mut s);
        assert_eq!(state(&s), "Idle");
        assert!(!s.busy.val());
    }

    #[test]
    fn dump_and_load_check_their_range_and_load_its_words() {
        // (past the end, DUMP, validated) -> the state after Range/Validate
        for (past_end, dump, validated, want) in [
            (true, true, false, "HdrWrite"),
            (false, true, false, "Exec"),
            (false, false, true, "Exec"),
            (false, false, false, "HdrWrite"),
        ] {
            let mut s = bench();
            s.decoding.next = true;
            strobe(&mut s, |s, v| s.decoded_addressed.next = v);
            s.decoding.next = false;
            cycle(&mut s);
            assert_eq!(state(&s), "Address", "until the address is fetched");
            strobe(&mut s, |s, v| s.fetch_done.next = v);
            assert_eq!(state(&s), "Span");
            cycle(&mut s);
            assert_eq!(state(&s), "Range");
            s.past_end.next = past_end;
            s.op_dump.next = dump;
            cycle(&mut s);
            if !past_end && !dump {
                assert_eq!(state(&s), "Validate");
                cycle(&mut s);
                assert_eq!(state(&s), "Validate", "until the words are checked");
                s.validated.next = validated;
                s.refused.next = !validated;
                cycle(&mut s);
            }
            assert_eq!(state(&s), want, "past_end {past_end} dump {dump}");
            s.reset.next = true;
            cycle(&mut s);
            assert_eq!(state(&s), "Idle", "after reset");
        }
    }

    #[test]
    fn verilog_is_generated() {
        let mut s = ReplyStates::new();
        s.connect_all();
        assert!(generate_verilog(&s).contains("module top"));
    }
}
