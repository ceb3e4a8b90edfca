//! [`PositionRing`]: the positions of the op at the bus and the words read
//! for them.

use rust_hdl::prelude::*;

/// The `K` positions of the op at the SDRAM's bus (column, bit, and the
/// mask of every bit of the key in that position's word) and the `K`
/// words read for them. Positions rotate one place per READ and per WRITE
/// slot, so `col` is always the one to issue; words shift in at
/// `capture` (the first read ends first) and rotate with their positions
/// while they are written, so after `K` slots the order is back.
///
/// | output | |
/// |--------|-|
/// | `col` | the column of position 0, the next READ's or WRITE slot's |
/// | `all_set` | every position's bit is set in its word |
/// | `new_word` | the WRITE slot's word: an INSERT's word with every bit of the key in it set, or WRITE's `write_word` |
/// | `changed` | the slot writes: its position is the first in its word, and `new_word` differs from the word read |
/// | `word` | the word read for position 0 |
#[derive(LogicBlock)]
pub struct PositionRing<const K: usize> {
    pub clock: Signal<In, Clock>,
    // -- load the next op's positions
    pub load: Signal<In, Bit>,
    pub load_col: [Signal<In, Bits<9>>; K],
    pub load_bit: [Signal<In, Bits<4>>; K],
    pub load_mask: [Signal<In, Bits<16>>; K],
    pub load_first: [Signal<In, Bit>; K],
    /// A READ or a WRITE slot: the positions move on.
    pub rotate: Signal<In, Bit>,
    /// A WRITE slot: the words move on with them.
    pub rotate_words: Signal<In, Bit>,
    /// `dq` is a word read: it shifts in.
    pub capture: Signal<In, Bit>,
    pub dq: Signal<In, Bits<16>>,
    /// The op is an INSERT (else a WRITE, of `write_word`).
    pub insert: Signal<In, Bit>,
    pub write_word: Signal<In, Bits<16>>,
    pub col: Signal<Out, Bits<9>>,
    pub all_set: Signal<Out, Bit>,
    pub new_word: Signal<Out, Bits<16>>,
    pub changed: Signal<Out, Bit>,
    pub word: Signal<Out, Bits<16>>,
    cols: [DFF<Bits<9>>; K],
    bits: [DFF<Bits<4>>; K],
    masks: [DFF<Bits<16>>; K],
    /// No position before this one (in the order loaded) is in its word.
    firsts: [DFF<Bit>; K],
    data: [DFF<Bits<16>>; K],
    one16: Constant<Bits<16>>,
}

impl<const K: usize> PositionRing<K> {
    /// Panics unless `K >= 2`.
    pub fn new() -> Self {
        assert!(K >= 2, "a ring of {K} positions");
        PositionRing {
            clock: Default::default(),
            load: Default::default(),
            load_col: std::array::from_fn(|_| Default::default()),
            load_bit: std::array::from_fn(|_| Default::default()),
            load_mask: std::array::from_fn(|_| Default::default()),
            load_first: std::array::from_fn(|_| Default::default()),
            rotate: Default::default(),
            rotate_words: Default::default(),
            capture: Default::default(),
            dq: Default::default(),
            insert: Default::default(),
            write_word: Default::default(),
            col: Default::default(),
            all_set: Default::default(),
            new_word: Default::default(),
            changed: Default::default(),
            word: Default::default(),
            cols: std::array::from_fn(|_| Default::default()),
            bits: std::array::from_fn(|_| Default::default()),
            masks: std::array::from_fn(|_| Default::default()),
            firsts: std::array::from_fn(|_| Default::default()),
            data: std::array::from_fn(|_| Default::default()),
            one16: Constant::new(1u64.to_bits()),
        }
    }
}

impl<const K: usize> Default for PositionRing<K> {
    fn default() -> Self {
        Self::new()
    }
}

impl<const K: usize> Logic for PositionRing<K> {
    #[hdl_gen]
    fn update(&mut self) {
        for i in 0..K {
            self.cols[i].clock.next = self.clock.val();
            self.cols[i].d.next = self.cols[i].q.val();
            self.bits[i].clock.next = self.clock.val();
            self.bits[i].d.next = self.bits[i].q.val();
            self.masks[i].clock.next = self.clock.val();
            self.masks[i].d.next = self.masks[i].q.val();
            self.firsts[i].clock.next = self.clock.val();
            self.firsts[i].d.next = self.firsts[i].q.val();
            self.data[i].clock.next = self.clock.val();
            self.data[i].d.next = self.data[i].q.val();
        }
        self.col.next = self.cols[0].q.val();
        self.word.next = self.data[0].q.val();
        self.all_set.next = true;
        for i in 0..K {
            if !(self.data[i].q.val() & (self.one16.val() << self.bits[i].q.val())).any() {
                self.all_set.next = false;
            }
        }
        if self.insert.val() {
            self.new_word.next = self.data[0].q.val() | self.masks[0].q.val();
        } else {
            self.new_word.next = self.write_word.val();
        }
        self.changed.next = self.firsts[0].q.val() & (self.new_word.val() != self.data[0].q.val());

        if self.rotate.val() {
            for i in 0..(K - 1) {
                self.cols[i].d.next = self.cols[i + 1].q.val();
                self.bits[i].d.next = self.bits[i + 1].q.val();
                self.masks[i].d.next = self.masks[i + 1].q.val();
                self.firsts[i].d.next = self.firsts[i + 1].q.val();
            }
            for i in (K - 1)..K {
                self.cols[i].d.next = self.cols[0].q.val();
                self.bits[i].d.next = self.bits[0].q.val();
                self.masks[i].d.next = self.masks[0].q.val();
                self.firsts[i].d.next = self.firsts[0].q.val();
            }
        }
        if self.rotate_words.val() {
            for i in 0..(K - 1) {
                self.data[i].d.next = self.data[i + 1].q.val();
            }
            for i in (K - 1)..K {
                self.data[i].d.next = self.data[0].q.val();
            }
        }
        if self.capture.val() {
            for i in 0..(K - 1) {
                self.data[i].d.next = self.data[i + 1].q.val();
            }
            for i in (K - 1)..K {
                self.data[i].d.next = self.dq.val();
            }
        }
        if self.load.val() {
            for i in 0..K {
                self.cols[i].d.next = self.load_col[i].val();
                self.bits[i].d.next = self.load_bit[i].val();
                self.masks[i].d.next = self.load_mask[i].val();
                self.firsts[i].d.next = self.load_first[i].val();
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::link::testbench::settle;

    const K: usize = 3;

    fn cycle(r: &mut PositionRing<K>) {
        r.clock.next = Clock::from(true);
        settle(r);
        r.clock.next = Clock::from(false);
        r.load.next = false;
        r.rotate.next = false;
        r.rotate_words.next = false;
        r.capture.next = false;
        settle(r);
    }

    /// An INSERT's cycle: positions load, rotate through K READs, words
    /// come in; the WRITE slots give each word with the key's bits set
    /// (two positions in one word set both) and say which write (a word
    /// that changes, by its first slot only); after K slots the first
    /// position is back.
    #[test]
    fn an_inserts_slots_merge_each_word_and_come_back_around() {
        let mut r = PositionRing::<K>::new();
        r.connect_all();
        settle(&mut r);
        // Positions: column 5 bit 1, column 9 bit 2, column 5 bit 7.
        let (cols, bits) = ([5u64, 9, 5], [1u64, 2, 7]);
        let masks = [1 << 1 | 1 << 7, 1 << 2, 1 << 1 | 1 << 7];
        let firsts = [true, true, false];
        r.load.next = true;
        for i in 0..K {
            r.load_col[i].next = cols[i].to_bits();
            r.load_bit[i].next = bits[i].to_bits();
            r.load_mask[i].next = (masks[i] as u64).to_bits();
            r.load_first[i].next = firsts[i];
        }
        cycle(&mut r);
        for &c in &cols {
            assert_eq!(r.col.val().index() as u64, c);
            r.rotate.next = true;
            cycle(&mut r);
        }
        // Words read: column 5 has bit 1 set already, column 9 bit 2.
        for w in [0x0002u64, 0x0004, 0x0002] {
            r.capture.next = true;
            r.dq.next = w.to_bits();
            cycle(&mut r);
        }
        assert!(!r.all_set.val(), "bit 7 of column 5 is clear");
        r.insert.next = true;
        settle(&mut r);
        let mut slots = vec![];
        for _ in 0..K {
            slots.push((
                r.col.val().index(),
                r.new_word.val().index(),
                r.changed.val(),
            ));
            r.rotate.next = true;
            r.rotate_words.next = true;
            cycle(&mut r);
        }
        // Column 5's word is written once, by its first slot.
        assert_eq!(slots, [(5, 0x82, true), (9, 0x04, false), (5, 0x82, false)]);
        assert_eq!(r.col.val().index(), 5, "back around");
        assert_eq!(r.word.val().index(), 0x02);
        r.insert.next = false;
        r.write_word.next = 0x02u64.to_bits();
        settle(&mut r);
        assert!(!r.changed.val(), "a WRITE of the word it holds");
        r.write_word.next = 0x03u64.to_bits();
        settle(&mut r);
        assert!(r.changed.val(), "a WRITE of another word");
    }

    #[test]
    fn generated_verilog_has_the_ports() {
        let mut r = PositionRing::<K>::new();
        r.connect_all();
        let v = generate_verilog(&r);
        for port in ["load_mask$2", "rotate_words", "all_set", "changed"] {
            assert!(v.contains(port), "no port {port}");
        }
    }
}
