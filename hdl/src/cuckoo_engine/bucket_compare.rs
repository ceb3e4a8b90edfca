//! `BucketCompare`: stage R's logic, the RAM's two words put in bucket
//! order and compared with the fingerprint, slot by slot (combinational;
//! D registers every output).
//!
//! ```text
//!   word0 (bank 0) ──► flags (hits, empties) ──┐
//!   word1 (bank 1) ──► flags (hits, empties) ──┼─ swap ──► word_a, word_b, hits_a/b, empties_a/b
//!                                              │            (word_b: WRITE's new word if use_new_word)
//!   new_word ───────► empties ─────────────────┼──────────► new_word_empties
//!   victim_slot ────────────────────────────── └─ word b's slot ──► victim
//! ```
//!
//! The compares read the banks' words before the swap into bucket order,
//! so the swap (one multiplexer, its select from a register) is not in
//! front of them (docs/timing.md). Bucket a is the op's `i1` (or the word
//! of READ/WRITE), bucket b its `i2`; in the FSM's capture cycles, the
//! bucket it read.

use rust_hdl::prelude::*;

use crate::cuckoo_parts::{SlotFlags, SlotRead};

/// The two banks' words of stage R in bucket order, with their slot flags.
#[derive(LogicBlock)]
pub struct BucketCompare<const F: usize, const W: usize> {
    /// The words read from bank 0 and bank 1.
    pub word0: Signal<In, Bits<W>>,
    pub word1: Signal<In, Bits<W>>,
    /// The fingerprint the slots are compared with.
    pub fp: Signal<In, Bits<F>>,
    /// Bank 1's word is bucket a.
    pub swap: Signal<In, Bit>,
    /// WRITE's new word, which replaces `word_b` when `use_new_word`.
    pub new_word: Signal<In, Bits<W>>,
    pub use_new_word: Signal<In, Bit>,
    /// The slot an eviction from bucket b would take.
    pub victim_slot: Signal<In, Bits<2>>,
    // -- in bucket order
    pub word_a: Signal<Out, Bits<W>>,
    pub word_b: Signal<Out, Bits<W>>,
    /// Slots holding `fp`, and empty slots, one bit each.
    pub hits_a: Signal<Out, Bits<4>>,
    pub hits_b: Signal<Out, Bits<4>>,
    pub empties_a: Signal<Out, Bits<4>>,
    pub empties_b: Signal<Out, Bits<4>>,
    /// Neither bank's word has an empty slot.
    pub both_full: Signal<Out, Bit>,
    /// The empty slots of `new_word`.
    pub new_word_empties: Signal<Out, Bits<4>>,
    /// The fingerprint in slot `victim_slot` of bucket b as read.
    pub victim: Signal<Out, Bits<16>>,

    flags_0: SlotFlags<F, W>,
    flags_1: SlotFlags<F, W>,
    flags_x: SlotFlags<F, W>,
    slot_v: SlotRead<F, W>,
    /// Bucket b's word as read (`word_b` before WRITE's new word replaces it).
    word_b_read: Signal<Local, Bits<W>>,
}

impl<const F: usize, const W: usize> BucketCompare<F, W> {
    pub fn new() -> Self {
        assert!(
            (8..=16).contains(&F) && W == 4 * F,
            "F in 8..=16 and W = 4F"
        );
        BucketCompare {
            word0: Default::default(),
            word1: Default::default(),
            fp: Default::default(),
            swap: Default::default(),
            new_word: Default::default(),
            use_new_word: Default::default(),
            victim_slot: Default::default(),
            word_a: Default::default(),
            word_b: Default::default(),
            hits_a: Default::default(),
            hits_b: Default::default(),
            empties_a: Default::default(),
            empties_b: Default::default(),
            both_full: Default::default(),
            new_word_empties: Default::default(),
            victim: Default::default(),
            flags_0: SlotFlags::new(),
            flags_1: SlotFlags::new(),
            flags_x: SlotFlags::new(),
            slot_v: SlotRead::new(),
            word_b_read: Default::default(),
        }
    }
}

impl<const F: usize, const W: usize> Default for BucketCompare<F, W> {
    fn default() -> Self {
        Self::new()
    }
}

impl<const F: usize, const W: usize> Logic for BucketCompare<F, W> {
    #[hdl_gen]
    fn update(&mut self) {
        self.flags_0.word.next = self.word0.val();
        self.flags_0.fp.next = self.fp.val();
        self.flags_1.word.next = self.word1.val();
        self.flags_1.fp.next = self.fp.val();
        self.flags_x.word.next = self.new_word.val();
        self.flags_x.fp.next = self.fp.val();
        if self.swap.val() {
            self.word_a.next = self.word1.val();
            self.word_b_read.next = self.word0.val();
            self.hits_a.next = self.flags_1.hits.val();
            self.hits_b.next = self.flags_0.hits.val();
            self.empties_a.next = self.flags_1.empties.val();
            self.empties_b.next = self.flags_0.empties.val();
        } else {
            self.word_a.next = self.word0.val();
            self.word_b_read.next = self.word1.val();
            self.hits_a.next = self.flags_0.hits.val();
            self.hits_b.next = self.flags_1.hits.val();
            self.empties_a.next = self.flags_0.empties.val();
            self.empties_b.next = self.flags_1.empties.val();
        }
        if self.use_new_word.val() {
            self.word_b.next = self.new_word.val();
        } else {
            self.word_b.next = self.word_b_read.val();
        }
        self.both_full.next = !self.flags_0.empties.val().any() & !self.flags_1.empties.val().any();
        self.new_word_empties.next = self.flags_x.empties.val();
        self.slot_v.word.next = self.word_b_read.val();
        self.slot_v.slot.next = self.victim_slot.val();
        self.victim.next = self.slot_v.read.val();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use hwfilter_model::rng::SplitMix64;

    const F: usize = 12;

    fn settle(c: &mut BucketCompare<F, 48>) {
        for _ in 0..50 {
            c.update_all();
            if !c.has_changed() {
                return;
            }
        }
        panic!("combinational logic did not settle");
    }

    fn slot(w: u64, s: usize) -> u64 {
        (w >> (s * F)) & 0xfff
    }

    fn flags(w: u64, fp: u64) -> (u64, u64) {
        (0..4).fold((0, 0), |(h, e), s| {
            (
                h | ((slot(w, s) == fp) as u64) << s,
                e | ((slot(w, s) == 0) as u64) << s,
            )
        })
    }

    /// Random words with some empty and some matching slots: every output
    /// is what the bucket order and the slot compares say.
    #[test]
    fn words_and_flags_in_bucket_order() {
        let mut c = BucketCompare::<F, 48>::new();
        c.connect_all();
        let mut rng = SplitMix64(3);
        let fp = 0x5a5;
        let word = |rng: &mut SplitMix64| {
            (0..4).fold(0u64, |w, s| {
                let v = match rng.below(3) {
                    0 => 0,
                    1 => fp,
                    _ => rng.below(0x1000),
                };
                w | v << (s * F)
            })
        };
        for _ in 0..500 {
            let (w0, w1, wx) = (word(&mut rng), word(&mut rng), word(&mut rng));
            let (swap, use_new, vs) = (rng.chance(1, 2), rng.chance(1, 4), rng.below(4));
            c.word0.next = w0.to_bits();
            c.word1.next = w1.to_bits();
            c.new_word.next = wx.to_bits();
            c.fp.next = fp.to_bits();
            c.swap.next = swap;
            c.use_new_word.next = use_new;
            c.victim_slot.next = vs.to_bits();
            settle(&mut c);
            let (a, b) = if swap { (w1, w0) } else { (w0, w1) };
            assert_eq!(c.word_a.val().to_u64(), a);
            assert_eq!(c.word_b.val().to_u64(), if use_new { wx } else { b });
            let ((ha, ea), (hb, eb)) = (flags(a, fp), flags(b, fp));
            assert_eq!(c.hits_a.val().to_u64(), ha);
            assert_eq!(c.hits_b.val().to_u64(), hb);
            assert_eq!(c.empties_a.val().to_u64(), ea);
            assert_eq!(c.empties_b.val().to_u64(), eb);
            assert_eq!(c.both_full.val(), ea == 0 && eb == 0);
            assert_eq!(c.new_word_empties.val().to_u64(), flags(wx, fp).1);
            assert_eq!(c.victim.val().to_u64(), slot(b, vs as usize));
        }
    }

    #[test]
    fn verilog_is_generated() {
        let mut c = BucketCompare::<F, 48>::new();
        c.connect_all();
        assert!(generate_verilog(&c).contains("module top"));
    }
}
