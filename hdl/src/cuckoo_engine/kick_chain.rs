//! `KickChain`: the state of an eviction chain (docs/cuckoo.md, INSERT's
//! steps 3 and 4): the bucket the next eviction leaves, the fingerprint
//! being moved and where to, and the kick count.
//!
//! ```text
//!   from (register) ──► to = alt(from, victim) ──► to_addr: the eviction's read address
//!     ▲  loads: first_from (an op enters D), to (a kick), rein_from (ReinA)
//!   read_now: moving_fp = victim, moving_to = to, count = 1 or count + 1,
//!             last = (count == max_kicks), registered with the count
//! ```
//!
//! The bucket the next eviction leaves is kept in one register, whichever
//! way the chain starts (an INSERT's `i2`, a re-insert's other bucket, or
//! the last eviction's target), so the eviction's read address is two XOR
//! levels from registers, not behind a choice. `stale` says the write that
//! landed at the edge of the eviction's read was to the bucket read (the
//! FSM then reads it again: KickR); later evictions read at edges no
//! write lands at.

use rust_hdl::prelude::*;

use crate::cuckoo_parts::CuckooAlt;

/// An eviction chain of at most `max_kicks` kicks, `2^B` buckets in two
/// banks of `2^BA` words.
#[derive(LogicBlock)]
pub struct KickChain<const B: usize, const BA: usize> {
    pub clock: Signal<In, Clock>,
    /// The fingerprint the next eviction takes (read by R).
    pub victim: Signal<In, Bits<16>>,
    // -- where the next eviction leaves from
    /// An op enters D: its `first_from` (i2) is where its first eviction leaves.
    pub load_first: Signal<In, Bit>,
    pub first_from: Signal<In, Bits<B>>,
    /// An eviction happens now: the next leaves `alt(from, victim)`.
    pub kick: Signal<In, Bit>,
    /// A re-insert was read (ReinA): its evictions leave `rein_from`.
    pub load_rein: Signal<In, Bit>,
    pub rein_from: Signal<In, Bits<B>>,
    // -- the eviction's read
    /// The eviction's read is presented now: register what moves where.
    pub read_now: Signal<In, Bit>,
    /// It continues a chain (KickB), else it is the chain's first.
    pub again: Signal<In, Bit>,
    /// The write landing at this edge (stage W's pending write).
    pub pending_valid: Signal<In, Bit>,
    pub pending_bank: Signal<In, Bit>,
    pub pending_addr: Signal<In, Bits<BA>>,
    // -- the chain
    /// The bank of the bucket the next eviction leaves (its read is in the
    /// other bank).
    pub from_bank: Signal<Out, Bit>,
    /// The word the eviction reads: `alt(from, victim) >> 1`.
    pub to_addr: Signal<Out, Bits<BA>>,
    /// The fingerprint being moved and the bucket it is moving to.
    pub moving_fp: Signal<Out, Bits<16>>,
    pub moving_to: Signal<Out, Bits<B>>,
    /// Kicks so far in this op, and whether it is `max_kicks`.
    pub count: Signal<Out, Bits<16>>,
    pub last: Signal<Out, Bit>,
    /// The write at the edge of the last eviction read was to its bucket.
    pub stale: Signal<Out, Bit>,

    alt_to: CuckooAlt<B>,
    from: DFF<Bits<B>>,
    fp: DFF<Bits<16>>,
    to: DFF<Bits<B>>,
    kicks: DFF<Bits<16>>,
    /// `kicks == max_kicks`, registered with it (the compare is off KickB's path).
    at_limit: DFF<Bit>,
    written: DFF<Bit>,
    /// `max_kicks - 1`, and whether `max_kicks` is 1.
    max_m1: Constant<Bits<16>>,
    max_is1: Constant<Bit>,
    one16: Constant<Bits<16>>,
}

impl<const B: usize, const BA: usize> KickChain<B, BA> {
    /// A chain of at most `max_kicks` evictions.
    pub fn new(max_kicks: u16) -> Self {
        assert!(
            (2..=16).contains(&B) && BA + 1 == B,
            "B in 2..=16 and BA = B - 1"
        );
        assert!(max_kicks >= 1, "max_kicks must be at least 1");
        KickChain {
            clock: Default::default(),
            victim: Default::default(),
            load_first: Default::default(),
            first_from: Default::default(),
            kick: Default::default(),
            load_rein: Default::default(),
            rein_from: Default::default(),
            read_now: Default::default(),
            again: Default::default(),
            pending_valid: Default::default(),
            pending_bank: Default::default(),
            pending_addr: Default::default(),
            from_bank: Default::default(),
            to_addr: Default::default(),
            moving_fp: Default::default(),
            moving_to: Default::default(),
            count: Default::default(),
            last: Default::default(),
            stale: Default::default(),
            alt_to: CuckooAlt::new(),
            from: Default::default(),
            fp: Default::default(),
            to: Default::default(),
            kicks: Default::default(),
            at_limit: Default::default(),
            written: Default::default(),
            max_m1: Constant::new(((max_kicks - 1) as u64).to_bits()),
            max_is1: Constant::new(max_kicks == 1),
            one16: Constant::new(1u64.to_bits()),
        }
    }
}

impl<const B: usize, const BA: usize> Logic for KickChain<B, BA> {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, from, fp, to, kicks, at_limit, written);
        self.alt_to.index.next = self.from.q.val();
        self.alt_to.fp.next = self.victim.val();
        self.written.d.next = self.pending_valid.val()
            & (self.pending_bank.val() != self.from.q.val().get_bit(0))
            & (self.pending_addr.val() == self.alt_to.alt.val().get_bits::<BA>(1));
        if self.load_first.val() {
            self.from.d.next = self.first_from.val();
        } else if self.kick.val() {
            self.from.d.next = self.alt_to.alt.val();
        } else if self.load_rein.val() {
            self.from.d.next = self.rein_from.val();
        }
        // Taken whenever an eviction may happen (they are not read until
        // one does), so their enables wait for no decision.
        if self.read_now.val() {
            self.fp.d.next = self.victim.val();
            self.to.d.next = self.alt_to.alt.val();
            if self.again.val() {
                self.kicks.d.next = self.kicks.q.val() + self.one16.val();
                self.at_limit.d.next = self.kicks.q.val() == self.max_m1.val();
            } else {
                self.kicks.d.next = self.one16.val();
                self.at_limit.d.next = self.max_is1.val();
            }
        }
        self.from_bank.next = self.from.q.val().get_bit(0);
        self.to_addr.next = self.alt_to.alt.val().get_bits::<BA>(1);
        self.moving_fp.next = self.fp.q.val();
        self.moving_to.next = self.to.q.val();
        self.count.next = self.kicks.q.val();
        self.last.next = self.at_limit.q.val();
        self.stale.next = self.written.q.val();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use hwfilter_model::cuckoo::alt;
    use hwfilter_model::rng::SplitMix64;

    const B: usize = 6;
    type Chain = KickChain<B, 5>;

    fn settle(k: &mut Chain) {
        for _ in 0..50 {
            k.update_all();
            if !k.has_changed() {
                return;
            }
        }
        panic!("combinational logic did not settle");
    }

    fn cycle(k: &mut Chain) {
        k.clock.next = Clock::from(false);
        settle(k);
        k.clock.next = Clock::from(true);
        settle(k);
    }

    /// Chains of random victims, started from an op's i2 or a re-insert's
    /// bucket, follow the model's alt() from bucket to bucket, count their
    /// kicks up to the limit and flag a write landing on the bucket read.
    #[test]
    fn chains_follow_alt_and_count_to_the_limit() {
        let max_kicks = 5;
        let mut k = Chain::new(max_kicks);
        k.connect_all();
        let mut rng = SplitMix64(13);
        for chain in 0..200 {
            let start = rng.below(1 << B) as u32;
            let rein = rng.chance(1, 3);
            k.load_first.next = !rein;
            k.load_rein.next = rein;
            k.first_from.next = (start as u64).to_bits();
            k.rein_from.next = (start as u64).to_bits();
            k.read_now.next = false;
            k.kick.next = false;
            cycle(&mut k);
            k.load_first.next = false;
            k.load_rein.next = false;
            let mut from = start;
            for n in 1..=max_kicks {
                let victim = 1 + rng.below(0xfff) as u16;
                let to = alt(from, victim, B as u32);
                // A write lands on the bucket read, in its bank, or not.
                let (bank, addr) = match rng.below(3) {
                    0 => (to & 1, to >> 1),
                    1 => (1 - (to & 1), to >> 1),
                    _ => (to & 1, (to >> 1) ^ 1),
                };
                let pending = rng.chance(1, 2);
                k.victim.next = (victim as u64).to_bits();
                k.read_now.next = true;
                k.again.next = n > 1;
                k.kick.next = true;
                k.pending_valid.next = pending;
                k.pending_bank.next = bank == 1;
                k.pending_addr.next = (addr as u64).to_bits();
                settle(&mut k);
                let what = format!("chain {chain} kick {n}");
                assert_eq!(k.from_bank.val(), from & 1 == 1, "{what}");
                assert_eq!(k.to_addr.val().index() as u32, to >> 1, "{what}");
                cycle(&mut k);
                settle(&mut k);
                assert_eq!(k.moving_fp.val().index() as u16, victim, "{what}");
                assert_eq!(k.moving_to.val().index() as u32, to, "{what}");
                assert_eq!(k.count.val().index() as u16, n, "{what}");
                assert_eq!(k.last.val(), n == max_kicks, "{what}");
                let landed = pending && bank != (from & 1) && addr == to >> 1;
                assert_eq!(k.stale.val(), landed, "{what}");
                from = to;
            }
        }
    }

    #[test]
    fn verilog_is_generated() {
        let mut k = Chain::new(500);
        k.connect_all();
        assert!(generate_verilog(&k).contains("module top"));
    }
}
