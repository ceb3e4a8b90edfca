//! `ResultQueue`: the Cuckoo engine's results, P8 (the output register)
//! with a skid entry S behind it.
//!
//! ```text
//!                     in_ready = !(P8 full & S full)   (registers only)
//!   in_valid ───┬──────────────► P8 ──► out_valid, out_op, out_code, out_data
//!   in_op,      │                ▲
//!   in_code,    └──► S ──────────┘  (S takes a result while P8 is full and not read)
//!   in_data
//! ```
//!
//! `in_ready` depends on the two valid bits alone, so the engine decides
//! whether a result may enter without `out_ready` on its path: a result
//! offered while `in_ready` is high enters whatever `out_ready` does in
//! that cycle. The engine offers one only then (a result offered without
//! room would be lost). With `out_ready` high every cycle a result a
//! cycle passes through P8 alone; S fills when `out_ready` falls and
//! drains before the next result enters P8, so the order is kept.

use rust_hdl::prelude::*;

/// A two-entry result queue whose room is known from registers.
#[derive(LogicBlock, Default)]
pub struct ResultQueue {
    pub clock: Signal<In, Clock>,
    /// Synchronous, active high: empties both entries.
    pub reset: Signal<In, Bit>,
    // -- results entering (sink)
    /// A result enters; only while `in_ready`.
    pub in_valid: Signal<In, Bit>,
    /// There is room for a result (not both entries full); from registers.
    pub in_ready: Signal<Out, Bit>,
    pub in_op: Signal<In, Bits<3>>,
    pub in_code: Signal<In, Bits<2>>,
    pub in_data: Signal<In, Bits<64>>,
    // -- results leaving (source): P8's registers
    pub out_valid: Signal<Out, Bit>,
    pub out_ready: Signal<In, Bit>,
    pub out_op: Signal<Out, Bits<3>>,
    pub out_code: Signal<Out, Bits<2>>,
    pub out_data: Signal<Out, Bits<64>>,

    /// P8, the output register.
    head_valid: DFF<Bit>,
    head_op: DFF<Bits<3>>,
    head_code: DFF<Bits<2>>,
    head_data: DFF<Bits<64>>,
    /// S, the skid entry: the older result of the two when both are full.
    skid_valid: DFF<Bit>,
    skid_op: DFF<Bits<3>>,
    skid_code: DFF<Bits<2>>,
    skid_data: DFF<Bits<64>>,
}

impl ResultQueue {
    pub fn new() -> Self {
        Self::default()
    }
}

impl Logic for ResultQueue {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(
            self, clock, head_valid, head_op, head_code, head_data, skid_valid, skid_op, skid_code,
            skid_data
        );
        self.in_ready.next = !(self.head_valid.q.val() & self.skid_valid.q.val());
        if !self.head_valid.q.val() | self.out_ready.val() {
            if self.skid_valid.q.val() {
                self.head_valid.d.next = true;
                self.head_op.d.next = self.skid_op.q.val();
                self.head_code.d.next = self.skid_code.q.val();
                self.head_data.d.next = self.skid_data.q.val();
                self.skid_valid.d.next = self.in_valid.val();
            } else {
                self.head_valid.d.next = self.in_valid.val();
                self.head_op.d.next = self.in_op.val();
                self.head_code.d.next = self.in_code.val();
                self.head_data.d.next = self.in_data.val();
            }
        } else if self.in_valid.val() {
            self.skid_valid.d.next = true;
        }
        // S's fields load whenever it is empty: the value of the edge it
        // fills at is the one kept.
        if !self.skid_valid.q.val() {
            self.skid_op.d.next = self.in_op.val();
            self.skid_code.d.next = self.in_code.val();
            self.skid_data.d.next = self.in_data.val();
        }
        self.out_valid.next = self.head_valid.q.val();
        self.out_op.next = self.head_op.q.val();
        self.out_code.next = self.head_code.q.val();
        self.out_data.next = self.head_data.q.val();
        if self.reset.val() {
            self.head_valid.d.next = false;
            self.skid_valid.d.next = false;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use hwfilter_model::rng::SplitMix64;

    fn settle(q: &mut ResultQueue) {
        for _ in 0..50 {
            q.update_all();
            if !q.has_changed() {
                return;
            }
        }
        panic!("combinational logic did not settle");
    }

    fn cycle(q: &mut ResultQueue) {
        q.clock.next = Clock::from(false);
        settle(q);
        q.clock.next = Clock::from(true);
        settle(q);
    }

    fn new_queue() -> ResultQueue {
        let mut q = ResultQueue::new();
        q.connect_all();
        q.reset.next = true;
        cycle(&mut q);
        q.reset.next = false;
        q
    }

    /// Under random offers and random back-pressure every result leaves
    /// once, in order, and `in_ready` never follows `out_ready`.
    #[test]
    fn results_leave_in_order_under_random_back_pressure() {
        for (seed, offer, stall) in [(1, 1, 2), (2, 9, 10), (3, 1, 10), (4, 9, 10)] {
            let mut q = new_queue();
            let mut rng = SplitMix64(seed);
            let (mut sent, mut taken) = (0u64, 0u64);
            let mut full_cycles = 0;
            for _ in 0..4000 {
                let ready = !rng.chance(stall, 20);
                q.out_ready.next = !ready;
                settle(&mut q);
                let room = q.in_ready.val();
                q.out_ready.next = ready;
                settle(&mut q);
                assert_eq!(q.in_ready.val(), room, "in_ready followed out_ready");
                full_cycles += !room as u32;
                let valid = room && !rng.chance(offer, 10);
                q.in_valid.next = valid;
                q.in_op.next = (sent % 8).to_bits();
                q.in_code.next = (sent % 3).to_bits();
                q.in_data.next = sent.wrapping_mul(0x9e37_79b9_7f4a_7c15).to_bits();
                settle(&mut q);
                if q.out_valid.val() && ready {
                    assert_eq!(q.out_op.val().to_u64(), taken % 8);
                    assert_eq!(q.out_code.val().to_u64(), taken % 3);
                    let data = taken.wrapping_mul(0x9e37_79b9_7f4a_7c15);
                    assert_eq!(q.out_data.val().to_u64(), data, "result {taken}");
                    taken += 1;
                }
                sent += valid as u64;
                cycle(&mut q);
            }
            assert!(
                taken > 300 && sent - taken <= 2,
                "{sent} sent, {taken} taken"
            );
            if stall > 2 {
                assert!(full_cycles > 0, "seed {seed}: the skid entry never filled");
            }
        }
    }

    /// With the consumer always ready, one result per cycle passes, each a
    /// cycle after it entered; reset empties the queue.
    #[test]
    fn one_result_per_cycle_when_read_and_reset_empties() {
        let mut q = new_queue();
        q.out_ready.next = true;
        q.in_valid.next = true;
        for i in 0..20u64 {
            q.in_data.next = i.to_bits();
            settle(&mut q);
            assert!(q.in_ready.val());
            if i > 0 {
                assert!(q.out_valid.val());
                assert_eq!(q.out_data.val().to_u64(), i - 1);
            }
            cycle(&mut q);
        }
        q.out_ready.next = false;
        cycle(&mut q);
        cycle(&mut q);
        settle(&mut q);
        assert!(!q.in_ready.val(), "both entries full");
        q.in_valid.next = false;
        q.reset.next = true;
        cycle(&mut q);
        q.reset.next = false;
        settle(&mut q);
        assert!(
            !q.out_valid.val() && q.in_ready.val(),
            "reset left a result"
        );
    }

    #[test]
    fn verilog_is_generated() {
        let mut q = ResultQueue::new();
        q.connect_all();
        assert!(generate_verilog(&q).contains("module top"));
    }
}
