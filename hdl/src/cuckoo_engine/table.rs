//! `BucketTable`: the Cuckoo engine's two banks of buckets and stage W,
//! their one writer.
//!
//! ```text
//!   write_* (decided this cycle) ──► pending write (registers) ──► slot mux ──► bank 0 / bank 1
//!   clear, clear_addr ─────────────────────────────── zero both banks' word ──►      │
//!   read_addr0, read_addr1 ──────────────────────────────────────────────────► read_word0/1
//!                                                                        (a cycle later)
//! ```
//!
//! Bucket `i` is word `i >> 1` of bank `i & 1`. A write is decided with
//! the word it changes (the bucket as D read it), a slot and a value, or
//! a whole word; it is registered at the edge it is decided at and lands
//! in the bank at the next edge, so the slot multiplexer is off the
//! decision's path. The pending write's bank and address are outputs: an
//! op that read a bucket the pending write lands on reads it again
//! (nothing is forwarded; the banks are [`BankRam`]s, whose read at the
//! edge of a write to the same word must not be used). While `clear` is
//! high both banks write zero at `clear_addr` instead.

use rust_hdl::prelude::*;

use crate::bank_ram::BankRam;
use crate::cuckoo_parts::SlotWrite;

/// Two banks of `2^BA` bucket words of `W = 4F` bits, one pending write.
#[derive(LogicBlock)]
pub struct BucketTable<const F: usize, const W: usize, const BA: usize> {
    pub clock: Signal<In, Clock>,
    /// Synchronous, active high: drops the pending write.
    pub reset: Signal<In, Bit>,
    // -- reads: the words at these addresses a cycle later
    pub read_addr0: Signal<In, Bits<BA>>,
    pub read_addr1: Signal<In, Bits<BA>>,
    pub read_word0: Signal<Out, Bits<W>>,
    pub read_word1: Signal<Out, Bits<W>>,
    // -- the write decided this cycle
    pub write_valid: Signal<In, Bit>,
    pub write_bank: Signal<In, Bit>,
    pub write_addr: Signal<In, Bits<BA>>,
    /// The word written is `word_b` when `write_from_b`, else `word_a`,
    /// with slot `write_slot` set to `write_value` (or whole: `write_whole`).
    pub word_a: Signal<In, Bits<W>>,
    pub word_b: Signal<In, Bits<W>>,
    pub write_from_b: Signal<In, Bit>,
    pub write_slot: Signal<In, Bits<2>>,
    pub write_value: Signal<In, Bits<16>>,
    pub write_whole: Signal<In, Bit>,
    // -- CLEAR: zero word `clear_addr` of both banks now
    pub clear: Signal<In, Bit>,
    pub clear_addr: Signal<In, Bits<BA>>,
    // -- the write landing at the next edge (registers)
    pub pending_valid: Signal<Out, Bit>,
    pub pending_bank: Signal<Out, Bit>,
    pub pending_addr: Signal<Out, Bits<BA>>,

    banks: [BankRam<Bits<W>, BA>; 2],
    slot_write: SlotWrite<F, W>,
    pend_valid: DFF<Bit>,
    pend_bank: DFF<Bit>,
    pend_addr: DFF<Bits<BA>>,
    pend_word: DFF<Bits<W>>,
    pend_slot: DFF<Bits<2>>,
    pend_value: DFF<Bits<16>>,
    pend_whole: DFF<Bit>,
    /// The word the pending write stores.
    written: Signal<Local, Bits<W>>,
    zero_w: Constant<Bits<W>>,
}

impl<const F: usize, const W: usize, const BA: usize> BucketTable<F, W, BA> {
    pub fn new() -> Self {
        assert!(
            (8..=16).contains(&F) && W == 4 * F,
            "F in 8..=16 and W = 4F"
        );
        assert!((1..=15).contains(&BA), "BA in 1..=15");
        BucketTable {
            clock: Default::default(),
            reset: Default::default(),
            read_addr0: Default::default(),
            read_addr1: Default::default(),
            read_word0: Default::default(),
            read_word1: Default::default(),
            write_valid: Default::default(),
            write_bank: Default::default(),
            write_addr: Default::default(),
            word_a: Default::default(),
            word_b: Default::default(),
            write_from_b: Default::default(),
            write_slot: Default::default(),
            write_value: Default::default(),
            write_whole: Default::default(),
            clear: Default::default(),
            clear_addr: Default::default(),
            pending_valid: Default::default(),
            pending_bank: Default::default(),
            pending_addr: Default::default(),
            banks: std::array::from_fn(|_| Default::default()),
            slot_write: SlotWrite::new(),
            pend_valid: Default::default(),
            pend_bank: Default::default(),
            pend_addr: Default::default(),
            pend_word: Default::default(),
            pend_slot: Default::default(),
            pend_value: Default::default(),
            pend_whole: Default::default(),
            written: Default::default(),
            zero_w: Constant::new(0u64.to_bits()),
        }
    }
}

impl<const F: usize, const W: usize, const BA: usize> Default for BucketTable<F, W, BA> {
    fn default() -> Self {
        Self::new()
    }
}

impl<const F: usize, const W: usize, const BA: usize> Logic for BucketTable<F, W, BA> {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(
            self, clock, pend_valid, pend_bank, pend_addr, pend_word, pend_slot, pend_value,
            pend_whole
        );
        for i in 0..2 {
            self.banks[i].clock.next = self.clock.val();
        }
        // The write decided this cycle is registered; it lands at the next edge.
        self.pend_valid.d.next = self.write_valid.val();
        self.pend_bank.d.next = self.write_bank.val();
        self.pend_addr.d.next = self.write_addr.val();
        if self.write_from_b.val() {
            self.pend_word.d.next = self.word_b.val();
        } else {
            self.pend_word.d.next = self.word_a.val();
        }
        self.pend_slot.d.next = self.write_slot.val();
        self.pend_value.d.next = self.write_value.val();
        self.pend_whole.d.next = self.write_whole.val();

        self.slot_write.word.next = self.pend_word.q.val();
        self.slot_write.slot.next = self.pend_slot.q.val();
        self.slot_write.value.next = self.pend_value.q.val();
        if self.pend_whole.q.val() {
            self.written.next = self.pend_word.q.val();
        } else {
            self.written.next = self.slot_write.written.val();
        }
        for i in 0..2 {
            self.banks[i].write_data.next = self.written.val();
            self.banks[i].write_address.next = self.pend_addr.q.val();
        }
        self.banks[0].read_address.next = self.read_addr0.val();
        self.banks[1].read_address.next = self.read_addr1.val();
        self.banks[0].write_enable.next = self.pend_valid.q.val() & !self.pend_bank.q.val();
        self.banks[1].write_enable.next = self.pend_valid.q.val() & self.pend_bank.q.val();
        if self.clear.val() {
            for i in 0..2 {
                self.banks[i].write_enable.next = true;
                self.banks[i].write_address.next = self.clear_addr.val();
                self.banks[i].write_data.next = self.zero_w.val();
            }
        }
        self.read_word0.next = self.banks[0].read_data.val();
        self.read_word1.next = self.banks[1].read_data.val();
        self.pending_valid.next = self.pend_valid.q.val();
        self.pending_bank.next = self.pend_bank.q.val();
        self.pending_addr.next = self.pend_addr.q.val();
        if self.reset.val() {
            self.pend_valid.d.next = false;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use hwfilter_model::rng::SplitMix64;

    const F: usize = 8;
    type Table = BucketTable<F, 32, 3>;

    fn settle(t: &mut Table) {
        for _ in 0..50 {
            t.update_all();
            if !t.has_changed() {
                return;
            }
        }
        panic!("combinational logic did not settle");
    }

    fn cycle(t: &mut Table) {
        t.clock.next = Clock::from(false);
        settle(t);
        t.clock.next = Clock::from(true);
        settle(t);
    }

    /// Random slot writes, whole-word writes and clears against a plain
    /// array: a write lands an edge after it is decided, a read answers a
    /// cycle later with the word before the write landing at its edge.
    #[test]
    fn writes_land_an_edge_after_their_decision() {
        let mut t = Table::new();
        t.connect_all();
        t.reset.next = true;
        cycle(&mut t);
        t.reset.next = false;
        let mut mem = [[0u64; 8]; 2];
        let mut rng = SplitMix64(5);
        let mut pending: Option<(usize, usize, u64)> = None;
        let mut reads: Option<(u64, u64)> = None;
        for step in 0..3000 {
            let (a0, a1) = (rng.below(8) as usize, rng.below(8) as usize);
            let (word_a, word_b) = (rng.next_u64() as u32 as u64, rng.next_u64() as u32 as u64);
            let write = rng.chance(2, 3);
            let (bank, addr) = (rng.below(2) as usize, rng.below(8) as usize);
            let (from_b, whole) = (rng.chance(1, 2), rng.chance(1, 4));
            let (slot, value) = (rng.below(4) as u32, rng.below(256));
            let clear = rng.chance(1, 50);
            t.read_addr0.next = (a0 as u64).to_bits();
            t.read_addr1.next = (a1 as u64).to_bits();
            t.write_valid.next = write;
            t.write_bank.next = bank == 1;
            t.write_addr.next = (addr as u64).to_bits();
            t.word_a.next = word_a.to_bits();
            t.word_b.next = word_b.to_bits();
            t.write_from_b.next = from_b;
            t.write_slot.next = (slot as u64).to_bits();
            t.write_value.next = value.to_bits();
            t.write_whole.next = whole;
            t.clear.next = clear;
            let clear_addr = rng.below(8) as usize;
            t.clear_addr.next = (clear_addr as u64).to_bits();
            settle(&mut t);
            if let Some((w0, w1)) = reads {
                assert_eq!(t.read_word0.val().to_u64(), w0, "step {step}");
                assert_eq!(t.read_word1.val().to_u64(), w1, "step {step}");
            }
            match pending {
                Some((b, a, _)) => {
                    assert!(t.pending_valid.val());
                    assert_eq!(
                        (t.pending_bank.val() as usize, t.pending_addr.val().index()),
                        (b, a)
                    );
                }
                None => assert!(!t.pending_valid.val()),
            }
            // This edge: the reads see the words before it, then the
            // pending write (or the clear) lands.
            reads = Some((mem[0][a0], mem[1][a1]));
            if clear {
                mem[0][clear_addr] = 0;
                mem[1][clear_addr] = 0;
            } else if let Some((b, a, w)) = pending {
                mem[b][a] = w;
            }
            let base = if from_b { word_b } else { word_a };
            let shift = slot * F as u32;
            let written = if whole {
                base
            } else {
                base & !(0xff << shift) | (value & 0xff) << shift
            };
            pending = write.then_some((bank, addr, written));
            cycle(&mut t);
        }
    }

    #[test]
    fn verilog_is_generated() {
        let mut t = Table::new();
        t.connect_all();
        assert!(generate_verilog(&t).contains("module top"));
    }
}
