//! `OpDecision`: what stage D decides for its op: the result, the write,
//! and what the op changes in the counters (docs/cuckoo.md: QUERY, INSERT,
//! DELETE, READ, WRITE, COUNT, STATS).
//!
//! ```text
//!   D's op, fingerprint, buckets, slot flags ──► result code and data
//!                                           └──► bank, address, slot, value | whole word
//!   decide ─► result_valid, write_valid, items_delta, full_answer, evict
//! ```
//!
//! Combinational, from D's registers. The result's code and data and the
//! write's bank, address, slot and value follow the op and its flags
//! alone, so `decide` is off their paths; only what must not happen unless
//! D decides waits for it. While the FSM runs (`busy`) the write outputs
//! are the defaults the FSM's writes start from: no write, slot
//! `victim_slot` of word b, value `fp`.

use hwfilter_model::cuckoo::{code, opcode};
use rust_hdl::prelude::*;

use crate::cuckoo_parts::SlotPick;

/// D's decision, for `W`-bit buckets, `2^B` of them in two banks of
/// `2^BA` words.
#[derive(LogicBlock)]
pub struct OpDecision<const W: usize, const B: usize, const BA: usize> {
    /// D decides its op now.
    pub decide: Signal<In, Bit>,
    /// The FSM runs (D decides nothing).
    pub busy: Signal<In, Bit>,
    // -- D's op
    /// `hwfilter_model::cuckoo::opcode`.
    pub op: Signal<In, Bits<3>>,
    pub fp: Signal<In, Bits<16>>,
    pub i1: Signal<In, Bits<B>>,
    pub i2: Signal<In, Bits<B>>,
    /// WRITE: the bank and word of its address, whether it is the stash
    /// word, and whether the stash word it writes holds an entry.
    pub addr_bank: Signal<In, Bit>,
    pub addr_word: Signal<In, Bits<BA>>,
    pub addr_is_stash: Signal<In, Bit>,
    pub word_valid: Signal<In, Bit>,
    // -- its buckets' words and slot flags (word a: i1, word b: i2)
    pub word_a: Signal<In, Bits<W>>,
    pub hits_a: Signal<In, Bits<4>>,
    pub hits_b: Signal<In, Bits<4>>,
    pub empties_a: Signal<In, Bits<4>>,
    pub empties_b: Signal<In, Bits<4>>,
    /// Word a / b has an empty slot (registered by R with the flags).
    pub a_has_empty: Signal<In, Bit>,
    pub b_has_empty: Signal<In, Bit>,
    /// The empty slots of WRITE's new word.
    pub new_empties: Signal<In, Bits<4>>,
    /// The stash holds `fp` for one of the op's buckets.
    pub stash_hit: Signal<In, Bit>,
    /// D's op is an INSERT that will evict (both buckets full, stash empty).
    pub insert_kicks: Signal<In, Bit>,
    pub stash_valid: Signal<In, Bit>,
    /// The stash word (READ's format).
    pub stash_word: Signal<In, Bits<64>>,
    pub items: Signal<In, Bits<32>>,
    pub kicks: Signal<In, Bits<32>>,
    pub full: Signal<In, Bits<32>>,
    /// The slot the next eviction takes (the LFSR's).
    pub victim_slot: Signal<In, Bits<2>>,
    // -- the flags D's op and the FSM read
    /// Either word has a slot matching `fp`.
    pub any_hit: Signal<Out, Bit>,
    pub lowest_empty_a: Signal<Out, Bits<2>>,
    pub lowest_empty_b: Signal<Out, Bits<2>>,
    // -- the result, entering the result queue when `result_valid`
    pub result_valid: Signal<Out, Bit>,
    /// `hwfilter_model::cuckoo::code`.
    pub result_code: Signal<Out, Bits<2>>,
    pub result_data: Signal<Out, Bits<64>>,
    // -- the write: `write_value` into slot `write_slot` of word a or b
    // (`write_from_b`), or WRITE's whole word b (`write_whole`)
    pub write_valid: Signal<Out, Bit>,
    pub write_bank: Signal<Out, Bit>,
    pub write_addr: Signal<Out, Bits<BA>>,
    pub write_from_b: Signal<Out, Bit>,
    pub write_slot: Signal<Out, Bits<2>>,
    pub write_value: Signal<Out, Bits<16>>,
    pub write_whole: Signal<Out, Bit>,
    // -- the counters' changes
    /// D's INSERT evicts now (the first eviction of its chain).
    pub evict: Signal<Out, Bit>,
    /// What `items` changes by (one adder for every case).
    pub items_delta: Signal<Out, Bits<32>>,
    /// D answers FULL now.
    pub full_answer: Signal<Out, Bit>,

    pick_a: SlotPick,
    pick_b: SlotPick,
    /// WRITE's new word: the slots it fills.
    pick_x: SlotPick,
    /// WRITE: non-empty slots written minus those replaced.
    items_diff: Signal<Local, Bits<4>>,
    zero64: Constant<Bits<64>>,
    zero4: Constant<Bits<4>>,
    c_ok: Constant<Bits<2>>,
    c_full: Constant<Bits<2>>,
    c_nf: Constant<Bits<2>>,
    zero32: Constant<Bits<32>>,
    one32: Constant<Bits<32>>,
    minus1_32: Constant<Bits<32>>,
    sext4_32: Constant<Bits<32>>,
    zero_ba: Constant<Bits<BA>>,
    zero16: Constant<Bits<16>>,
}

impl<const W: usize, const B: usize, const BA: usize> OpDecision<W, B, BA> {
    pub fn new() -> Self {
        assert!(
            (32..=64).contains(&W) && W.is_multiple_of(4),
            "W = 4F, F in 8..=16"
        );
        assert!(
            (2..=16).contains(&B) && BA + 1 == B,
            "B in 2..=16 and BA = B - 1"
        );
        OpDecision {
            decide: Default::default(),
            busy: Default::default(),
            op: Default::default(),
            fp: Default::default(),
            i1: Default::default(),
            i2: Default::default(),
            addr_bank: Default::default(),
            addr_word: Default::default(),
            addr_is_stash: Default::default(),
            word_valid: Default::default(),
            word_a: Default::default(),
            hits_a: Default::default(),
            hits_b: Default::default(),
            empties_a: Default::default(),
            empties_b: Default::default(),
            a_has_empty: Default::default(),
            b_has_empty: Default::default(),
            new_empties: Default::default(),
            stash_hit: Default::default(),
            insert_kicks: Default::default(),
            stash_valid: Default::default(),
            stash_word: Default::default(),
            items: Default::default(),
            kicks: Default::default(),
            full: Default::default(),
            victim_slot: Default::default(),
            any_hit: Default::default(),
            lowest_empty_a: Default::default(),
            lowest_empty_b: Default::default(),
            result_valid: Default::default(),
            result_code: Default::default(),
            result_data: Default::default(),
            write_valid: Default::default(),
            write_bank: Default::default(),
            write_addr: Default::default(),
            write_from_b: Default::default(),
            write_slot: Default::default(),
            write_value: Default::default(),
            write_whole: Default::default(),
            evict: Default::default(),
            items_delta: Default::default(),
            full_answer: Default::default(),
            pick_a: SlotPick::new(),
            pick_b: SlotPick::new(),
            pick_x: SlotPick::new(),
            items_diff: Default::default(),
            zero64: Constant::new(0u64.to_bits()),
            zero4: Constant::new(0u64.to_bits()),
            c_ok: Constant::new((code::OK as u64).to_bits()),
            c_full: Constant::new((code::FULL as u64).to_bits()),
            c_nf: Constant::new((code::NOT_FOUND as u64).to_bits()),
            zero32: Constant::new(0u64.to_bits()),
            one32: Constant::new(1u64.to_bits()),
            minus1_32: Constant::new(0xffff_ffffu64.to_bits()),
            sext4_32: Constant::new(0xffff_fff0u64.to_bits()),
            zero_ba: Constant::new(0u64.to_bits()),
            zero16: Constant::new(0u64.to_bits()),
        }
    }
}

impl<const W: usize, const B: usize, const BA: usize> Default for OpDecision<W, B, BA> {
    fn default() -> Self {
        Self::new()
    }
}

// The op codes as literals for `match` (rust-hdl hits on literals).
const _: () = assert!(
    opcode::QUERY == 0
        && opcode::INSERT == 1
        && opcode::CLEAR == 2
        && opcode::READ == 3
        && opcode::WRITE == 4
        && opcode::DELETE == 5
        && opcode::COUNT == 6
        && opcode::STATS == 7
);

// Nested ifs and ifs inside match arms mirror the Verilog #[hdl_gen]
// writes from them (it has no match guards); collapsing them would
// reshape the generated logic, its golden copy and its timing.
#[allow(clippy::collapsible_if, clippy::collapsible_match)]
impl<const W: usize, const B: usize, const BA: usize> Logic for OpDecision<W, B, BA> {
    #[hdl_gen]
    fn update(&mut self) {
        self.pick_a.hits.next = self.hits_a.val();
        self.pick_a.empties.next = self.empties_a.val();
        self.pick_b.hits.next = self.hits_b.val();
        self.pick_b.empties.next = self.empties_b.val();
        self.pick_x.hits.next = self.zero4.val();
        self.pick_x.empties.next = self.new_empties.val();
        self.any_hit.next = self.pick_a.any_match.val() | self.pick_b.any_match.val();
        self.lowest_empty_a.next = self.pick_a.lowest_empty.val();
        self.lowest_empty_b.next = self.pick_b.lowest_empty.val();
        // The result's code and data follow the op and its flags alone.
        self.result_code.next = self.c_ok.val();
        self.result_data.next = self.zero64.val();
        match self.op.val().index() {
            0 => {
                if !(self.any_hit.val() | self.stash_hit.val()) {
                    self.result_code.next = self.c_nf.val();
                }
            }
            1 => {
                if self.stash_valid.val() {
                    self.result_code.next = self.c_full.val();
                }
            }
            5 => {
                if !(self.any_hit.val() | self.stash_hit.val()) {
                    self.result_code.next = self.c_nf.val();
                }
            }
            3 => {
                // READ: the word.
                if self.addr_is_stash.val() {
                    self.result_data.next = self.stash_word.val();
                } else {
                    self.result_data.next = bit_cast::<64, W>(self.word_a.val());
                }
            }
            4 => {
                // WRITE: the previous word.
                if self.addr_is_stash.val() {
                    self.result_data.next = self.stash_word.val();
                } else {
                    self.result_data.next = bit_cast::<64, W>(self.word_a.val());
                }
            }
            6 => {
                self.result_data.next = bit_cast::<64, 32>(self.items.val());
            }
            7 => {
                self.result_data.next = bit_cast::<64, 32>(self.kicks.val())
                    | (bit_cast::<64, 32>(self.full.val()) << 32);
            }
            _ => {}
        }
        self.result_valid.next = false;
        // Each case only sets a few control bits, so the written word's
        // multiplexer (W's) stays shallow.
        self.write_from_b.next = true;
        self.write_slot.next = self.victim_slot.val();
        self.write_value.next = self.fp.val();
        self.write_whole.next = false;
        self.write_valid.next = false;
        self.evict.next = false;
        self.write_bank.next = false;
        self.write_addr.next = self.zero_ba.val();
        self.items_delta.next = self.zero32.val();
        self.full_answer.next = false;
        self.items_diff.next = bit_cast::<4, 3>(self.pick_x.occupied.val())
            - bit_cast::<4, 3>(self.pick_a.occupied.val());
        if !self.busy.val() {
            match self.op.val().index() {
                1 => {
                    // INSERT: the first empty slot of i1, else of i2; both
                    // full: evict from i2 (slot from the LFSR) and go on in
                    // the FSM. With the stash occupied: FULL.
                    if self.a_has_empty.val() {
                        self.write_from_b.next = false;
                        self.write_slot.next = self.pick_a.lowest_empty.val();
                        self.write_bank.next = self.i1.val().get_bit(0);
                        self.write_addr.next = self.i1.val().get_bits::<BA>(1);
                    } else {
                        if self.b_has_empty.val() {
                            self.write_slot.next = self.pick_b.lowest_empty.val();
                        }
                        self.write_bank.next = self.i2.val().get_bit(0);
                        self.write_addr.next = self.i2.val().get_bits::<BA>(1);
                    }
                    if self.decide.val() {
                        if self.stash_valid.val() {
                            self.full_answer.next = true;
                        } else {
                            self.items_delta.next = self.one32.val();
                            self.write_valid.next = true;
                        }
                    }
                    self.result_valid.next = self.decide.val() & !self.insert_kicks.val();
                    self.evict.next = self.decide.val() & self.insert_kicks.val();
                }
                5 => {
                    // DELETE: the first matching slot of i1, else of i2. With
                    // the stash occupied the FSM decides the stash (ReinWait).
                    self.write_value.next = self.zero16.val();
                    if self.pick_a.any_match.val() {
                        self.write_from_b.next = false;
                        self.write_slot.next = self.pick_a.lowest_match.val();
                        self.write_bank.next = self.i1.val().get_bit(0);
                        self.write_addr.next = self.i1.val().get_bits::<BA>(1);
                    } else {
                        self.write_slot.next = self.pick_b.lowest_match.val();
                        self.write_bank.next = self.i2.val().get_bit(0);
                        self.write_addr.next = self.i2.val().get_bits::<BA>(1);
                    }
                    if self.decide.val() & self.any_hit.val() {
                        self.items_delta.next = self.minus1_32.val();
                        self.write_valid.next = true;
                    }
                    self.result_valid.next = self.decide.val() & !self.stash_valid.val();
                }
                4 => {
                    // WRITE (word b holds the new word): the previous word is
                    // the result; items follow the slots written.
                    self.result_valid.next = self.decide.val();
                    self.write_bank.next = self.addr_bank.val();
                    self.write_addr.next = self.addr_word.val();
                    self.write_whole.next = true;
                    if self.decide.val() {
                        if self.addr_is_stash.val() {
                            if self.word_valid.val() & !self.stash_valid.val() {
                                self.items_delta.next = self.one32.val();
                            }
                            if !self.word_valid.val() & self.stash_valid.val() {
                                self.items_delta.next = self.minus1_32.val();
                            }
                        } else {
                            if self.items_diff.val().get_bit(3) {
                                self.items_delta.next =
                                    self.sext4_32.val() | bit_cast::<32, 4>(self.items_diff.val());
                            } else {
                                self.items_delta.next = bit_cast::<32, 4>(self.items_diff.val());
                            }
                            self.write_valid.next = true;
                        }
                    }
                }
                2 => {
                    // CLEAR: the FSM.
                }
                _ => {
                    // QUERY, READ, COUNT, STATS
                    self.result_valid.next = self.decide.val();
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use hwfilter_model::rng::SplitMix64;

    type Decision = OpDecision<32, 4, 3>;

    fn settle(w: &mut Decision) {
        for _ in 0..20 {
            w.update_all();
            if !w.has_changed() {
                return;
            }
        }
        panic!("combinational logic did not settle");
    }

    fn lowest(flags: u64) -> u64 {
        flags.trailing_zeros() as u64
    }

    /// Random ops and slot flags: QUERY and DELETE find a matching slot or
    /// the stash entry; INSERT takes i1's first empty slot, else i2's, and
    /// answers FULL while the stash is occupied; DELETE clears i1's first
    /// matching slot, else i2's; READ and WRITE answer the (previous) word
    /// and WRITE writes its whole word, moving `items` by the slots it
    /// fills; COUNT and STATS answer the counters. Nothing enters the result
    /// queue, is written or counted unless D decides, and while the FSM runs
    /// the write outputs are defaults.
    #[test]
    fn results_and_writes_follow_the_op_and_its_flags() {
        let mut w = Decision::new();
        w.connect_all();
        let mut rng = SplitMix64(5);
        for n in 0..5000 {
            let op = rng.below(8);
            let (fp, i1, i2) = (1 + rng.below(0xffff), rng.below(16), rng.below(16));
            let (addr, addr_is_stash) = (rng.below(16), rng.chance(1, 4));
            let (e_a, e_b) = (rng.below(16) * rng.below(2), rng.below(16) * rng.below(2));
            let (h_a, h_b) = (rng.below(16) & !e_a, rng.below(16) & !e_b);
            let new_empties = rng.below(16);
            let (decide, busy) = (rng.chance(3, 4), rng.chance(1, 5));
            let (stash_valid, word_valid) = (rng.chance(1, 3), rng.chance(1, 2));
            let stash_hit = rng.chance(1, 4);
            let kicks_now = op == 1 && e_a == 0 && e_b == 0 && !stash_valid;
            let (word_a, stash_word) = (rng.next_u64() & 0xffff_ffff, rng.next_u64());
            let (items, kicks, full) = (rng.below(1000), rng.below(1000), rng.below(1000));
            let slot = rng.below(4);
            w.decide.next = decide && !busy;
            w.busy.next = busy;
            w.op.next = op.to_bits();
            w.fp.next = fp.to_bits();
            w.i1.next = i1.to_bits();
            w.i2.next = i2.to_bits();
            w.addr_bank.next = addr & 1 == 1;
            w.addr_word.next = (addr >> 1).to_bits();
            w.addr_is_stash.next = addr_is_stash;
            w.word_valid.next = word_valid;
            w.word_a.next = word_a.to_bits();
            w.hits_a.next = h_a.to_bits();
            w.hits_b.next = h_b.to_bits();
            w.empties_a.next = e_a.to_bits();
            w.empties_b.next = e_b.to_bits();
            w.a_has_empty.next = e_a != 0;
            w.b_has_empty.next = e_b != 0;
            w.new_empties.next = new_empties.to_bits();
            w.stash_hit.next = stash_hit;
            w.insert_kicks.next = kicks_now;
            w.stash_valid.next = stash_valid;
            w.stash_word.next = stash_word.to_bits();
            w.items.next = items.to_bits();
            w.kicks.next = kicks.to_bits();
            w.full.next = full.to_bits();
            w.victim_slot.next = slot.to_bits();
            settle(&mut w);

            let what = format!("op {n}: {op}");
            let decide = decide && !busy;
            let any_hit = h_a != 0 || h_b != 0;
            assert_eq!(w.any_hit.val(), any_hit, "{what}");
            let want_code = match op {
                0 | 5 if !(any_hit || stash_hit) => code::NOT_FOUND,
                1 if stash_valid => code::FULL,
                _ => code::OK,
            };
            assert_eq!(w.result_code.val().index() as u8, want_code, "{what}");
            let want_data = match op {
                3 | 4 if addr_is_stash => stash_word,
                3 | 4 => word_a,
                6 => items,
                7 => kicks | full << 32,
                _ => 0,
            };
            assert_eq!(w.result_data.val().to_u64(), want_data, "{what}");
            let result_valid = match op {
                1 => decide && !kicks_now,
                5 => decide && !stash_valid,
                2 => false,
                _ => decide,
            };
            assert_eq!(w.result_valid.val(), result_valid, "{what}");

            // (from_b, slot, value, bank, word, whole), items, FULL.
            let mut write = None;
            let (mut delta, mut full_answer) = (0i64, false);
            match op {
                1 if decide && stash_valid => full_answer = true,
                1 if decide => {
                    delta = 1;
                    write = Some(if e_a != 0 {
                        (false, lowest(e_a), fp, i1 & 1, i1 >> 1, false)
                    } else {
                        let s = if e_b != 0 { lowest(e_b) } else { slot };
                        (true, s, fp, i2 & 1, i2 >> 1, false)
                    });
                }
                5 if decide && h_a != 0 => {
                    delta = -1;
                    write = Some((false, lowest(h_a), 0, i1 & 1, i1 >> 1, false));
                }
                5 if decide && h_b != 0 => {
                    delta = -1;
                    write = Some((true, lowest(h_b), 0, i2 & 1, i2 >> 1, false));
                }
                4 if decide && addr_is_stash => delta = word_valid as i64 - stash_valid as i64,
                4 if decide => {
                    let occupied = |empties: u64| 4 - empties.count_ones() as i64;
                    delta = occupied(new_empties) - occupied(e_a);
                    write = Some((true, slot, fp, addr & 1, addr >> 1, true));
                }
                _ => {}
            }
            assert_eq!(w.write_valid.val(), write.is_some(), "{what}");
            if let Some((from_b, slot, value, bank, word, whole)) = write {
                assert_eq!(w.write_from_b.val(), from_b, "{what}");
                assert_eq!(w.write_whole.val(), whole, "{what}");
                if !whole {
                    assert_eq!(w.write_slot.val().index() as u64, slot, "{what}");
                    assert_eq!(w.write_value.val().index() as u64, value, "{what}");
                }
                assert_eq!(w.write_bank.val(), bank == 1, "{what}");
                assert_eq!(w.write_addr.val().index() as u64, word, "{what}");
            }
            assert_eq!(
                w.items_delta.val().to_u64() as u32 as i32,
                delta as i32,
                "{what}"
            );
            assert_eq!(w.full_answer.val(), full_answer, "{what}");
            assert_eq!(w.evict.val(), decide && kicks_now, "{what}");
            if busy {
                // The defaults the FSM's writes start from.
                assert!(w.write_from_b.val() && !w.write_whole.val(), "{what}");
                assert_eq!(w.write_slot.val().index() as u64, slot, "{what}");
                assert_eq!(w.write_value.val().index() as u64, fp, "{what}");
            }
        }
    }

    #[test]
    fn verilog_is_generated() {
        let mut w = Decision::new();
        w.connect_all();
        assert!(generate_verilog(&w).contains("module top"));
    }
}
