//! [`ResultQueue`]: the engine's results, in order, two deep.

use rust_hdl::prelude::*;

/// The result register and a spare behind it. A result pushed while the
/// register stays full waits in the spare, and moves up as the register
/// empties, so the op that made it never waits for the consumer (an op
/// waiting with its row open would hold a REFRESH back). The pusher keeps
/// at most two results held or in flight, by `room_for_one` and
/// `room_for_two`: a third would overwrite the spare.
///
/// ```text
///  push ─► [spare] ─► [result register] ─► out_valid/out_ready
///     └──────────────►
/// ```
#[derive(LogicBlock)]
pub struct ResultQueue {
    pub clock: Signal<In, Clock>,
    pub reset: Signal<In, Bit>,
    // -- results in
    pub push: Signal<In, Bit>,
    pub push_op: Signal<In, Bits<3>>,
    pub push_hit: Signal<In, Bit>,
    pub push_word: Signal<In, Bits<16>>,
    /// After this cycle, with no push, nothing is held.
    pub room_for_two: Signal<Out, Bit>,
    /// After this cycle, with no push, at most one result is held.
    pub room_for_one: Signal<Out, Bit>,
    // -- result stream (source)
    pub out_valid: Signal<Out, Bit>,
    pub out_ready: Signal<In, Bit>,
    pub out_op: Signal<Out, Bits<3>>,
    pub out_hit: Signal<Out, Bit>,
    pub out_word: Signal<Out, Bits<16>>,
    out_full: DFF<Bit>,
    out_op_q: DFF<Bits<3>>,
    out_hit_q: DFF<Bit>,
    out_word_q: DFF<Bits<16>>,
    spare_full: DFF<Bit>,
    spare_op: DFF<Bits<3>>,
    spare_hit: DFF<Bit>,
    spare_word: DFF<Bits<16>>,
    /// The register is empty or emptied this cycle.
    out_free: Signal<Local, Bit>,
    /// The register stays full this cycle.
    out_stuck: Signal<Local, Bit>,
}

impl ResultQueue {
    pub fn new() -> Self {
        ResultQueue {
            clock: Default::default(),
            reset: Default::default(),
            push: Default::default(),
            push_op: Default::default(),
            push_hit: Default::default(),
            push_word: Default::default(),
            room_for_two: Default::default(),
            room_for_one: Default::default(),
            out_valid: Default::default(),
            out_ready: Default::default(),
            out_op: Default::default(),
            out_hit: Default::default(),
            out_word: Default::default(),
            out_full: Default::default(),
            out_op_q: Default::default(),
            out_hit_q: Default::default(),
            out_word_q: Default::default(),
            spare_full: Default::default(),
            spare_op: Default::default(),
            spare_hit: Default::default(),
            spare_word: Default::default(),
            out_free: Default::default(),
            out_stuck: Default::default(),
        }
    }
}

impl Default for ResultQueue {
    fn default() -> Self {
        Self::new()
    }
}

impl Logic for ResultQueue {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(
            self, clock, out_full, out_op_q, out_hit_q, out_word_q, spare_full, spare_op,
            spare_hit, spare_word
        );
        self.out_valid.next = self.out_full.q.val();
        self.out_op.next = self.out_op_q.q.val();
        self.out_hit.next = self.out_hit_q.q.val();
        self.out_word.next = self.out_word_q.q.val();
        self.out_free.next = !self.out_full.q.val() | self.out_ready.val();
        self.out_stuck.next = self.out_full.q.val() & !self.out_ready.val();
        self.room_for_two.next = !self.out_stuck.val() & !self.spare_full.q.val();
        self.room_for_one.next = !(self.out_stuck.val() & self.spare_full.q.val());

        if self.out_full.q.val() & self.out_ready.val() {
            self.out_full.d.next = false;
        }
        if self.spare_full.q.val() & self.out_free.val() {
            self.out_full.d.next = true;
            self.out_op_q.d.next = self.spare_op.q.val();
            self.out_hit_q.d.next = self.spare_hit.q.val();
            self.out_word_q.d.next = self.spare_word.q.val();
            self.spare_full.d.next = false;
        }
        if self.push.val() {
            if self.out_free.val() & !self.spare_full.q.val() {
                self.out_full.d.next = true;
                self.out_op_q.d.next = self.push_op.val();
                self.out_hit_q.d.next = self.push_hit.val();
                self.out_word_q.d.next = self.push_word.val();
            } else {
                self.spare_full.d.next = true;
                self.spare_op.d.next = self.push_op.val();
                self.spare_hit.d.next = self.push_hit.val();
                self.spare_word.d.next = self.push_word.val();
            }
        }
        if self.reset.val() {
            self.out_full.d.next = false;
            self.spare_full.d.next = false;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::link::testbench::settle;
    use hwfilter_model::rng::SplitMix64;
    use std::collections::VecDeque;

    /// Random pushes (within the room the queue reports) and a consumer
    /// ready at random: every result comes out once, in order, and the
    /// room flags count what is held.
    #[test]
    fn results_come_out_in_order_under_random_back_pressure() {
        let mut q = ResultQueue::new();
        q.connect_all();
        settle(&mut q);
        q.reset.next = true;
        q.clock.next = Clock::from(true);
        settle(&mut q);
        q.clock.next = Clock::from(false);
        q.reset.next = false;
        let mut rng = SplitMix64(5);
        let mut held: VecDeque<u16> = VecDeque::new();
        let (mut next, mut out) = (0u16, 0u16);
        let mut spare_used = 0;
        for _ in 0..20_000 {
            q.out_ready.next = rng.below(3) != 0;
            settle(&mut q);
            let taken = q.out_valid.val() && q.out_ready.val();
            let after = held.len() - taken as usize;
            assert_eq!(q.room_for_two.val(), after == 0);
            assert_eq!(q.room_for_one.val(), after <= 1);
            let push = rng.below(2) == 0 && q.room_for_one.val();
            q.push.next = push;
            q.push_op.next = ((next % 8) as u64).to_bits();
            q.push_hit.next = next % 3 == 0;
            q.push_word.next = (next as u64).to_bits();
            settle(&mut q);
            if taken {
                assert_eq!(q.out_word.val().index() as u16, out);
                assert_eq!(q.out_op.val().index() as u16, out % 8);
                assert_eq!(q.out_hit.val(), out % 3 == 0);
                assert_eq!(held.pop_front(), Some(out));
                out = out.wrapping_add(1);
            }
            if push {
                held.push_back(next);
                next = next.wrapping_add(1);
            }
            spare_used += (held.len() == 2) as u32;
            q.clock.next = Clock::from(true);
            settle(&mut q);
            q.clock.next = Clock::from(false);
            settle(&mut q);
            assert_eq!(q.out_valid.val(), !held.is_empty());
        }
        assert!(out > 5_000 && spare_used > 1_000, "{out} out, {spare_used}");
    }

    #[test]
    fn generated_verilog_has_the_ports() {
        let mut q = ResultQueue::new();
        q.connect_all();
        let v = generate_verilog(&q);
        for port in ["push_word", "room_for_one", "out_ready"] {
            assert!(v.contains(port), "no port {port}");
        }
    }
}
