//! `ReadSelect`: which word of each bank the RAM reads now, and in which
//! order R takes the two words it answers (docs/timing.md).
//!
//! ```text
//!   read address, per bank:  an eviction's (kick_read, in the bank other than
//!                            the one it leaves) > P6's (front_read) > held
//!   held (registered):       ReinRead's (the stash entry's buckets), KickR's
//!                            (the chain's bucket again), P6's (advance), R's own
//!   R's word order (registered): bank 1's word is bucket a (`swap`); bucket
//!                            b is WRITE's new word (`use_new_word`)
//! ```
//!
//! Each choice for the next cycle is registered (`held_*`, `swap_q`,
//! `new_word_q`), so only the eviction's address, two XOR levels from
//! registers, and `front_read` stand before the RAM's address input, and R's
//! compare waits for no choice.

use hwfilter_model::cuckoo::opcode;
use rust_hdl::prelude::*;

/// The read port's addresses for two banks of `2^BA` words, `2^B` buckets.
#[derive(LogicBlock)]
pub struct ReadSelect<const B: usize, const BA: usize> {
    pub clock: Signal<In, Clock>,
    // -- P6's op, read when the front may take it
    /// The RAM reads P6's buckets now; `advance`: P6's op moves to R.
    pub front_read: Signal<In, Bit>,
    pub advance: Signal<In, Bit>,
    /// `hwfilter_model::cuckoo::opcode`.
    pub p6_op: Signal<In, Bits<3>>,
    pub p6_bank0_addr: Signal<In, Bits<BA>>,
    pub p6_bank1_addr: Signal<In, Bits<BA>>,
    /// The bank of P6's i1, and of its address (READ/WRITE).
    pub p6_i1_bank: Signal<In, Bit>,
    pub p6_addr_bank: Signal<In, Bit>,
    // -- R's op, read again while it waits
    pub r_op: Signal<In, Bits<3>>,
    pub r_bank0_addr: Signal<In, Bits<BA>>,
    pub r_bank1_addr: Signal<In, Bits<BA>>,
    pub r_i1_bank: Signal<In, Bit>,
    pub r_addr_bank: Signal<In, Bit>,
    // -- the FSM's reads (`LongOpFsm`, `KickChain`)
    /// An eviction reads word `kick_to_addr` of the bank other than
    /// `kick_from_bank` now.
    pub kick_read: Signal<In, Bit>,
    pub kick_from_bank: Signal<In, Bit>,
    pub kick_to_addr: Signal<In, Bits<BA>>,
    /// The states ReinRead and KickR now; the next state is ReinRead,
    /// KickR or Clearing.
    pub rein_read: Signal<In, Bit>,
    pub kick_reread: Signal<In, Bit>,
    pub next_rein_read: Signal<In, Bit>,
    pub next_kick_reread: Signal<In, Bit>,
    pub next_clearing: Signal<In, Bit>,
    /// The stash entry's buckets (ReinRead: `rein_i1`, and the word of the
    /// other, in the other bank), the chain's bucket (KickR).
    pub rein_i1: Signal<In, Bits<B>>,
    pub rein_word2: Signal<In, Bits<BA>>,
    pub moving_to: Signal<In, Bits<B>>,
    // -- the reads
    pub read_addr0: Signal<Out, Bits<BA>>,
    pub read_addr1: Signal<Out, Bits<BA>>,
    /// R's words at the next cycle are the answer to its own op's read.
    pub own_read: Signal<Out, Bit>,
    /// R's word order now.
    pub swap: Signal<Out, Bit>,
    pub use_new_word: Signal<Out, Bit>,

    /// The read addresses when neither the front advances nor an eviction
    /// reads: R's own, or the FSM's (ReinRead, KickR); `held_own`: R's own.
    held_addr0: DFF<Bits<BA>>,
    held_addr1: DFF<Bits<BA>>,
    held_own: DFF<Bit>,
    swap_q: DFF<Bit>,
    new_word_q: DFF<Bit>,
    op_read: Constant<Bits<3>>,
    op_write: Constant<Bits<3>>,
}

impl<const B: usize, const BA: usize> ReadSelect<B, BA> {
    pub fn new() -> Self {
        assert!(
            (2..=16).contains(&B) && BA + 1 == B,
            "B in 2..=16 and BA = B - 1"
        );
        ReadSelect {
            clock: Default::default(),
            front_read: Default::default(),
            advance: Default::default(),
            p6_op: Default::default(),
            p6_bank0_addr: Default::default(),
            p6_bank1_addr: Default::default(),
            p6_i1_bank: Default::default(),
            p6_addr_bank: Default::default(),
            r_op: Default::default(),
            r_bank0_addr: Default::default(),
            r_bank1_addr: Default::default(),
            r_i1_bank: Default::default(),
            r_addr_bank: Default::default(),
            kick_read: Default::default(),
            kick_from_bank: Default::default(),
            kick_to_addr: Default::default(),
            rein_read: Default::default(),
            kick_reread: Default::default(),
            next_rein_read: Default::default(),
            next_kick_reread: Default::default(),
            next_clearing: Default::default(),
            rein_i1: Default::default(),
            rein_word2: Default::default(),
            moving_to: Default::default(),
            read_addr0: Default::default(),
            read_addr1: Default::default(),
            own_read: Default::default(),
            swap: Default::default(),
            use_new_word: Default::default(),
            held_addr0: Default::default(),
            held_addr1: Default::default(),
            held_own: Default::default(),
            swap_q: Default::default(),
            new_word_q: Default::default(),
            op_read: Constant::new((opcode::READ as u64).to_bits()),
            op_write: Constant::new((opcode::WRITE as u64).to_bits()),
        }
    }
}

impl<const B: usize, const BA: usize> Default for ReadSelect<B, BA> {
    fn default() -> Self {
        Self::new()
    }
}

// Nested ifs mirror the Verilog #[hdl_gen] writes from them; collapsing
// them would reshape the generated logic and its golden copy.
#[allow(clippy::collapsible_else_if)]
impl<const B: usize, const BA: usize> Logic for ReadSelect<B, BA> {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(
            self, clock, held_addr0, held_addr1, held_own, swap_q, new_word_q
        );
        // R's own (re-read) unless the FSM reads, chosen at the last edge;
        // P6's when the front may take them; an eviction's (never at the
        // same time: `front_read` excludes every FSM read) is the last
        // choice, as its address settles last. R's words are its op's when
        // the front advances.
        self.read_addr0.next = self.held_addr0.q.val();
        self.read_addr1.next = self.held_addr1.q.val();
        self.own_read.next = self.held_own.q.val();
        if self.front_read.val() {
            self.read_addr0.next = self.p6_bank0_addr.val();
            self.read_addr1.next = self.p6_bank1_addr.val();
            self.own_read.next = self.advance.val();
        }
        if self.kick_read.val() {
            self.own_read.next = false;
            if !self.kick_from_bank.val() {
                self.read_addr1.next = self.kick_to_addr.val();
            } else {
                self.read_addr0.next = self.kick_to_addr.val();
            }
        }
        // The addresses held at the next cycle: R's next own (P6's when the
        // front advances), or the FSM's reads of ReinRead and KickR.
        if self.next_rein_read.val() {
            if self.rein_i1.val().get_bit(0) {
                self.held_addr1.d.next = self.rein_i1.val().get_bits::<BA>(1);
                self.held_addr0.d.next = self.rein_word2.val();
            } else {
                self.held_addr0.d.next = self.rein_i1.val().get_bits::<BA>(1);
                self.held_addr1.d.next = self.rein_word2.val();
            }
        } else if self.next_kick_reread.val() {
            if self.moving_to.val().get_bit(0) {
                self.held_addr0.d.next = self.r_bank0_addr.val();
                self.held_addr1.d.next = self.moving_to.val().get_bits::<BA>(1);
            } else {
                self.held_addr0.d.next = self.moving_to.val().get_bits::<BA>(1);
                self.held_addr1.d.next = self.r_bank1_addr.val();
            }
        } else if self.advance.val() {
            self.held_addr0.d.next = self.p6_bank0_addr.val();
            self.held_addr1.d.next = self.p6_bank1_addr.val();
        } else {
            self.held_addr0.d.next = self.r_bank0_addr.val();
            self.held_addr1.d.next = self.r_bank1_addr.val();
        }
        // Clearing: R reads again after the clearing writes.
        self.held_own.d.next =
            !(self.next_rein_read.val() | self.next_kick_reread.val() | self.next_clearing.val());
        // R's word order at the next cycle: the bucket an eviction reads
        // (KickA; when the eviction does not happen after all, R's op is not
        // fresh and its words are not used), the stash entry's bucket
        // (ReinA), or the next op's: i1's bank, or the address's for
        // READ/WRITE. (`advance`, which excludes the FSM's reads, settles
        // last: it is the outer choice.)
        if self.advance.val() {
            if (self.p6_op.val() == self.op_read.val()) | (self.p6_op.val() == self.op_write.val())
            {
                self.swap_q.d.next = self.p6_addr_bank.val();
            } else {
                self.swap_q.d.next = self.p6_i1_bank.val();
            }
            self.new_word_q.d.next = self.p6_op.val() == self.op_write.val();
        } else if self.kick_read.val() {
            self.swap_q.d.next = self.kick_from_bank.val();
            self.new_word_q.d.next = false;
        } else if self.rein_read.val() {
            self.swap_q.d.next = self.rein_i1.val().get_bit(0);
            self.new_word_q.d.next = false;
        } else if self.kick_reread.val() {
            self.swap_q.d.next = !self.moving_to.val().get_bit(0);
            self.new_word_q.d.next = false;
        } else {
            if (self.r_op.val() == self.op_read.val()) | (self.r_op.val() == self.op_write.val()) {
                self.swap_q.d.next = self.r_addr_bank.val();
            } else {
                self.swap_q.d.next = self.r_i1_bank.val();
            }
            self.new_word_q.d.next = self.r_op.val() == self.op_write.val();
        }
        self.swap.next = self.swap_q.q.val();
        self.use_new_word.next = self.new_word_q.q.val();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use hwfilter_model::rng::SplitMix64;

    type Select = ReadSelect<4, 3>;

    fn settle(r: &mut Select) {
        for _ in 0..20 {
            r.update_all();
            if !r.has_changed() {
                return;
            }
        }
        panic!("combinational logic did not settle");
    }

    /// Random cycles: each cycle's read addresses are the eviction's, else
    /// P6's, else the ones chosen at the last edge (the FSM's ReinRead and
    /// KickR reads, P6's after `advance`, else R's own); R's word order
    /// follows the read it answers.
    #[test]
    fn reads_follow_the_fsm_the_front_and_the_held_op() {
        let mut r = Select::new();
        r.connect_all();
        let mut rng = SplitMix64(29);
        // What the last edge chose: addresses, own read, swap, new word.
        let mut held = ([0u64, 0], false, false, false);
        for n in 0..5000 {
            let (front_read, advance) = (rng.chance(1, 2), rng.chance(1, 2));
            let kick_read = !front_read && rng.chance(1, 3);
            let next = rng.below(4); // 0: none, 1: ReinRead, 2: KickR, 3: Clearing
            let state = rng.below(3); // 0: other, 1: ReinRead, 2: KickR
            let (p6_op, r_op) = (rng.below(8), rng.below(8));
            let (p6, rr) = ([rng.below(8), rng.below(8)], [rng.below(8), rng.below(8)]);
            let (p6_i1, p6_addr, r_i1, r_addr) = (
                rng.chance(1, 2),
                rng.chance(1, 2),
                rng.chance(1, 2),
                rng.chance(1, 2),
            );
            let (from_bank, to_addr) = (rng.chance(1, 2), rng.below(8));
            let (rein_i1, rein_i2, moving_to) = (rng.below(16), rng.below(16), rng.below(16));
            r.front_read.next = front_read;
            r.advance.next = advance;
            r.p6_op.next = p6_op.to_bits();
            (r.p6_bank0_addr.next, r.p6_bank1_addr.next) = (p6[0].to_bits(), p6[1].to_bits());
            (r.p6_i1_bank.next, r.p6_addr_bank.next) = (p6_i1, p6_addr);
            r.r_op.next = r_op.to_bits();
            (r.r_bank0_addr.next, r.r_bank1_addr.next) = (rr[0].to_bits(), rr[1].to_bits());
            (r.r_i1_bank.next, r.r_addr_bank.next) = (r_i1, r_addr);
            (r.kick_read.next, r.kick_from_bank.next) = (kick_read, from_bank);
            r.kick_to_addr.next = to_addr.to_bits();
            (r.rein_read.next, r.kick_reread.next) = (state == 1, state == 2);
            (r.next_rein_read.next, r.next_kick_reread.next) = (next == 1, next == 2);
            r.next_clearing.next = next == 3;
            (r.rein_i1.next, r.rein_word2.next) = (rein_i1.to_bits(), (rein_i2 >> 1).to_bits());
            r.moving_to.next = moving_to.to_bits();
            r.clock.next = Clock::from(false);
            settle(&mut r);

            let (mut addrs, mut own) = (held.0, held.1);
            if front_read {
                (addrs, own) = (p6, advance);
            }
            if kick_read {
                addrs[!from_bank as usize] = to_addr;
                own = false;
            }
            let what = format!("cycle {n}");
            assert_eq!(r.read_addr0.val().index() as u64, addrs[0], "{what}");
            assert_eq!(r.read_addr1.val().index() as u64, addrs[1], "{what}");
            assert_eq!(r.own_read.val(), own, "{what}");
            assert_eq!(
                (r.swap.val(), r.use_new_word.val()),
                (held.2, held.3),
                "{what}"
            );

            let snapshot = |op: u64| op == 3 || op == 4;
            held.0 = match next {
                1 if rein_i1 & 1 == 1 => [rein_i2 >> 1, rein_i1 >> 1],
                1 => [rein_i1 >> 1, rein_i2 >> 1],
                2 if moving_to & 1 == 1 => [rr[0], moving_to >> 1],
                2 => [moving_to >> 1, rr[1]],
                _ if advance => p6,
                _ => rr,
            };
            held.1 = next == 0;
            (held.2, held.3) = if advance {
                (if snapshot(p6_op) { p6_addr } else { p6_i1 }, p6_op == 4)
            } else if kick_read {
                (from_bank, false)
            } else if state == 1 {
                (rein_i1 & 1 == 1, false)
            } else if state == 2 {
                (moving_to & 1 == 0, false)
            } else {
                (if snapshot(r_op) { r_addr } else { r_i1 }, r_op == 4)
            };
            r.clock.next = Clock::from(true);
            settle(&mut r);
        }
    }

    #[test]
    fn verilog_is_generated() {
        let mut r = Select::new();
        r.connect_all();
        assert!(generate_verilog(&r).contains("module top"));
    }
}
