//! `HazardCheck`: whether R's op must wait at the next cycle (`conflict`,
//! docs/timing.md), computed a cycle ahead and registered.
//!
//! ```text
//!   R's next op (P6's when `advance`, else R's own) waits when
//!     D's next op may write one of its buckets (the bank addresses compared),
//!     or W's write decided now (D's or the FSM's) may be to one of them,
//!     or D's op stays ahead of a COUNT and may change `items`,
//!     or D's op stays and may change the stash (R compares it);
//!   and an op entering R waits behind itself when it may write a bucket
//!   P6 reads, or P6 holds a COUNT behind it, or it may change the stash.
//! ```
//!
//! Nothing is forwarded: an op whose buckets are written at the edge it
//! read them waits and reads again. The bank addresses are compared with
//! each bucket a write may be to (a superset of the exact rule, which
//! compares the write's own address), so the check waits for no decision.

use hwfilter_model::cuckoo::opcode;
use rust_hdl::prelude::*;

/// The hazard check of a `CuckooEngine` of `2^B` buckets in two banks of
/// `2^BA` words.
#[derive(LogicBlock)]
pub struct HazardCheck<const B: usize, const BA: usize> {
    pub clock: Signal<In, Clock>,
    /// Synchronous, active high: no conflict.
    pub reset: Signal<In, Bit>,
    /// The front advances: R's next op is P6's, D's next op is R's.
    pub advance: Signal<In, Bit>,
    // -- P6's op (`hwfilter_model::cuckoo::opcode`) and bank addresses
    pub p6_op: Signal<In, Bits<3>>,
    pub p6_bank0_addr: Signal<In, Bits<BA>>,
    pub p6_bank1_addr: Signal<In, Bits<BA>>,
    // -- R's op
    pub r_valid: Signal<In, Bit>,
    pub r_op: Signal<In, Bits<3>>,
    /// READ/WRITE's address (`2^B` is the stash word).
    pub r_addr: Signal<In, Bits<16>>,
    pub r_bank0_addr: Signal<In, Bits<BA>>,
    pub r_bank1_addr: Signal<In, Bits<BA>>,
    // -- D's op (`DecideStage`)
    pub d_valid: Signal<In, Bit>,
    pub d_decide: Signal<In, Bit>,
    pub d_may_write: Signal<In, Bit>,
    pub d_writes_stash: Signal<In, Bit>,
    pub d_is_delete: Signal<In, Bit>,
    pub d_bank0_addr: Signal<In, Bits<BA>>,
    pub d_bank1_addr: Signal<In, Bits<BA>>,
    pub stash_valid: Signal<In, Bit>,
    // -- the FSM's write: KickB's to the chain's bucket `moving_to`, ReinB's
    // to one of the stash entry's buckets (their words, in either bank)
    pub kick_place: Signal<In, Bit>,
    pub moving_to: Signal<In, Bits<B>>,
    pub rein_place: Signal<In, Bit>,
    pub rein_word1: Signal<In, Bits<BA>>,
    pub rein_word2: Signal<In, Bits<BA>>,
    // -- W's write, landing at this edge
    pub pending_valid: Signal<In, Bit>,
    pub pending_bank: Signal<In, Bit>,
    pub pending_addr: Signal<In, Bits<BA>>,
    /// R's op waits now (decided at the last edge).
    pub conflict: Signal<Out, Bit>,

    conflict_q: DFF<Bit>,
    /// A bank address of one op equals one of another's (D's, R's, P6's),
    /// or the FSM's or W's write is to one of R's or P6's buckets.
    d_meets_p6: Signal<Local, Bit>,
    d_meets_r: Signal<Local, Bit>,
    r_meets_p6: Signal<Local, Bit>,
    fsm_meets_r: Signal<Local, Bit>,
    pending_meets_p6: Signal<Local, Bit>,
    pending_meets_r: Signal<Local, Bit>,
    /// D holds an op it does not decide now.
    d_stays: Signal<Local, Bit>,
    r_may_write: Signal<Local, Bit>,
    stash_addr: Constant<Bits<16>>,
    op_insert: Constant<Bits<3>>,
    op_write: Constant<Bits<3>>,
    op_delete: Constant<Bits<3>>,
    op_count: Constant<Bits<3>>,
}

impl<const B: usize, const BA: usize> HazardCheck<B, BA> {
    pub fn new() -> Self {
        assert!(
            (2..=16).contains(&B) && BA + 1 == B,
            "B in 2..=16 and BA = B - 1"
        );
        HazardCheck {
            clock: Default::default(),
            reset: Default::default(),
            advance: Default::default(),
            p6_op: Default::default(),
            p6_bank0_addr: Default::default(),
            p6_bank1_addr: Default::default(),
            r_valid: Default::default(),
            r_op: Default::default(),
            r_addr: Default::default(),
            r_bank0_addr: Default::default(),
            r_bank1_addr: Default::default(),
            d_valid: Default::default(),
            d_decide: Default::default(),
            d_may_write: Default::default(),
            d_writes_stash: Default::default(),
            d_is_delete: Default::default(),
            d_bank0_addr: Default::default(),
            d_bank1_addr: Default::default(),
            stash_valid: Default::default(),
            kick_place: Default::default(),
            moving_to: Default::default(),
            rein_place: Default::default(),
            rein_word1: Default::default(),
            rein_word2: Default::default(),
            pending_valid: Default::default(),
            pending_bank: Default::default(),
            pending_addr: Default::default(),
            conflict: Default::default(),
            conflict_q: Default::default(),
            d_meets_p6: Default::default(),
            d_meets_r: Default::default(),
            r_meets_p6: Default::default(),
            fsm_meets_r: Default::default(),
            pending_meets_p6: Default::default(),
            pending_meets_r: Default::default(),
            d_stays: Default::default(),
            r_may_write: Default::default(),
            stash_addr: Constant::new((1u64 << B).to_bits()),
            op_insert: Constant::new((opcode::INSERT as u64).to_bits()),
            op_write: Constant::new((opcode::WRITE as u64).to_bits()),
            op_delete: Constant::new((opcode::DELETE as u64).to_bits()),
            op_count: Constant::new((opcode::COUNT as u64).to_bits()),
        }
    }
}

impl<const B: usize, const BA: usize> Default for HazardCheck<B, BA> {
    fn default() -> Self {
        Self::new()
    }
}

impl<const B: usize, const BA: usize> Logic for HazardCheck<B, BA> {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, conflict_q);
        self.conflict.next = self.conflict_q.q.val();
        self.d_meets_p6.next = (self.d_bank0_addr.val() == self.p6_bank0_addr.val())
            | (self.d_bank1_addr.val() == self.p6_bank1_addr.val());
        self.d_meets_r.next = (self.d_bank0_addr.val() == self.r_bank0_addr.val())
            | (self.d_bank1_addr.val() == self.r_bank1_addr.val());
        self.r_meets_p6.next = (self.r_bank0_addr.val() == self.p6_bank0_addr.val())
            | (self.r_bank1_addr.val() == self.p6_bank1_addr.val());
        // The FSM's write; R's op stays while the FSM runs.
        self.fsm_meets_r.next = (self.kick_place.val()
            & ((self.moving_to.val().get_bit(0)
                & (self.moving_to.val().get_bits::<BA>(1) == self.r_bank1_addr.val()))
                | (!self.moving_to.val().get_bit(0)
                    & (self.moving_to.val().get_bits::<BA>(1) == self.r_bank0_addr.val()))))
            | (self.rein_place.val()
                & ((self.rein_word1.val() == self.r_bank0_addr.val())
                    | (self.rein_word1.val() == self.r_bank1_addr.val())
                    | (self.rein_word2.val() == self.r_bank0_addr.val())
                    | (self.rein_word2.val() == self.r_bank1_addr.val())));
        // W's write, landing at this edge, is to a bucket P6's / R's op reads
        // at it: the op waits and reads again.
        self.pending_meets_p6.next = self.pending_valid.val()
            & ((!self.pending_bank.val() & (self.pending_addr.val() == self.p6_bank0_addr.val()))
                | (self.pending_bank.val()
                    & (self.pending_addr.val() == self.p6_bank1_addr.val())));
        self.pending_meets_r.next = self.pending_valid.val()
            & ((!self.pending_bank.val() & (self.pending_addr.val() == self.r_bank0_addr.val()))
                | (self.pending_bank.val() & (self.pending_addr.val() == self.r_bank1_addr.val())));
        self.d_stays.next = self.d_valid.val() & !self.d_decide.val();
        self.r_may_write.next = (self.r_op.val() == self.op_insert.val())
            | (self.r_op.val() == self.op_delete.val())
            | (self.r_op.val() == self.op_write.val());
        // When the front advances, R's op (if any) moves to D and D's op
        // decides (or D is empty), so `d_stays` is 0; when R is empty, its
        // terms are 0 (`r_valid`): one expression covers both, and `advance`
        // is the last choice.
        if self.advance.val() {
            self.conflict_q.d.next = (self.r_valid.val()
                & ((self.r_may_write.val()
                    & (self.r_meets_p6.val() | (self.p6_op.val() == self.op_count.val())))
                    | ((self.r_op.val() == self.op_write.val())
                        & (self.r_addr.val() == self.stash_addr.val()))
                    | ((self.r_op.val() == self.op_delete.val()) & self.stash_valid.val())))
                | (self.d_valid.val() & self.d_may_write.val() & self.d_meets_p6.val())
                | self.pending_meets_p6.val()
                | (self.d_stays.val()
                    & ((self.d_may_write.val() & (self.p6_op.val() == self.op_count.val()))
                        | self.d_writes_stash.val()
                        | (self.d_is_delete.val() & self.stash_valid.val())));
        } else {
            self.conflict_q.d.next =
                (self.d_valid.val() & self.d_may_write.val() & self.d_meets_r.val())
                    | (self.d_stays.val()
                        & ((self.d_may_write.val() & (self.r_op.val() == self.op_count.val()))
                            | self.d_writes_stash.val()
                            | (self.d_is_delete.val() & self.stash_valid.val())))
                    | self.fsm_meets_r.val()
                    | self.pending_meets_r.val();
        }
        if self.reset.val() {
            self.conflict_q.d.next = false;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use hwfilter_model::rng::SplitMix64;

    type Check = HazardCheck<4, 3>;

    fn settle(h: &mut Check) {
        for _ in 0..20 {
            h.update_all();
            if !h.has_changed() {
                return;
            }
        }
        panic!("combinational logic did not settle");
    }

    fn cycle(h: &mut Check) {
        h.clock.next = Clock::from(false);
        settle(h);
        h.clock.next = Clock::from(true);
        settle(h);
    }

    /// Random ops in P6, R and D, writes of the FSM and W: the conflict
    /// registered at each edge is the rule above, spelled out op by op.
    #[test]
    fn conflicts_follow_the_rule_a_cycle_ahead() {
        let mut h = Check::new();
        h.connect_all();
        let mut rng = SplitMix64(17);
        let (insert, write, delete, count) = (1, 4, 5, 6);
        for n in 0..5000 {
            let advance = rng.chance(1, 2);
            let (p6_op, r_op) = (rng.below(8), rng.below(8));
            // Few words, so that addresses often meet.
            let mut addr = || rng.below(3);
            let (p6, r, d) = ([addr(), addr()], [addr(), addr()], [addr(), addr()]);
            let (pending, moving_to, rein) = ([addr(), addr()], addr() * 2, [addr(), addr()]);
            let r_addr = if rng.chance(1, 3) { 16 } else { rng.below(16) };
            let (r_valid, d_valid, d_decide) =
                (rng.chance(2, 3), rng.chance(2, 3), rng.chance(1, 2));
            let (may_write, writes_stash, is_delete) =
                (rng.chance(1, 2), rng.chance(1, 5), rng.chance(1, 4));
            let stash_valid = rng.chance(1, 3);
            let (kick_place, rein_place, pending_valid) =
                (rng.chance(1, 5), rng.chance(1, 5), rng.chance(1, 2));
            let moving_to = moving_to | rng.below(2);
            h.advance.next = advance;
            h.p6_op.next = p6_op.to_bits();
            (h.p6_bank0_addr.next, h.p6_bank1_addr.next) = (p6[0].to_bits(), p6[1].to_bits());
            (h.r_valid.next, h.r_op.next, h.r_addr.next) =
                (r_valid, r_op.to_bits(), r_addr.to_bits());
            (h.r_bank0_addr.next, h.r_bank1_addr.next) = (r[0].to_bits(), r[1].to_bits());
            (h.d_valid.next, h.d_decide.next) = (d_valid, d_valid && d_decide);
            (h.d_may_write.next, h.d_writes_stash.next) = (may_write, writes_stash);
            (h.d_is_delete.next, h.stash_valid.next) = (is_delete, stash_valid);
            (h.d_bank0_addr.next, h.d_bank1_addr.next) = (d[0].to_bits(), d[1].to_bits());
            (h.kick_place.next, h.moving_to.next) = (kick_place, moving_to.to_bits());
            h.rein_place.next = rein_place;
            (h.rein_word1.next, h.rein_word2.next) = (rein[0].to_bits(), rein[1].to_bits());
            h.pending_valid.next = pending_valid;
            h.pending_bank.next = pending[0] == 1;
            h.pending_addr.next = pending[1].to_bits();
            cycle(&mut h);

            let meets = |a: [u64; 2], b: [u64; 2]| a[0] == b[0] || a[1] == b[1];
            let pending_meets =
                |ops: [u64; 2]| pending_valid && pending[1] == ops[(pending[0] == 1) as usize];
            let d_stays = d_valid && !d_decide;
            let d_ahead = |next_op: u64| {
                d_stays
                    && ((may_write && next_op == count)
                        || writes_stash
                        || (is_delete && stash_valid))
            };
            let want = if advance {
                let r_may_write = [insert, write, delete].contains(&r_op);
                (r_valid
                    && ((r_may_write && (meets(r, p6) || p6_op == count))
                        || (r_op == write && r_addr == 16)
                        || (r_op == delete && stash_valid)))
                    || (d_valid && may_write && meets(d, p6))
                    || pending_meets(p6)
                    || d_ahead(p6_op)
            } else {
                let kick = kick_place && r[(moving_to & 1) as usize] == moving_to >> 1;
                let rein_words = [rein[0], rein[1]];
                let reinsert = rein_place && rein_words.iter().any(|w| r.contains(w));
                (d_valid && may_write && meets(d, r))
                    || d_ahead(r_op)
                    || kick
                    || reinsert
                    || pending_meets(r)
            };
            assert_eq!(h.conflict.val(), want, "step {n}");
        }
        h.reset.next = true;
        cycle(&mut h);
        assert!(!h.conflict.val());
    }

    #[test]
    fn verilog_is_generated() {
        let mut h = Check::new();
        h.connect_all();
        assert!(generate_verilog(&h).contains("module top"));
    }
}
