//! [`QueuedOp`]: the op the core has taken and not yet started, decoded
//! into what the SDRAM needs.

use hwfilter_model::blocked::POSITION_OFFSET;
use hwfilter_model::bloom::opcode;
use rust_hdl::prelude::*;

use super::core::{POSITION_BITS, SDRAM_BANK_BITS};

/// Holds one op from `take` on, decoded from the front's `h1:h0` (QUERY,
/// INSERT) or word address (READ, WRITE):
///
/// | output | QUERY, INSERT | READ, WRITE |
/// |--------|---------------|-------------|
/// | `bank`, `row` | the block `h1:h0[0 .. 2 + R]`: bank in its low 2 bits | the address's bits 9..11 and 11.. |
/// | `col[j]`, `bit_sel[j]` | position `j`, `h1:h0[32 + 13j ..][..13]`: bit in its low 4 bits, column in the next 9 | the address's column, bit 0 |
/// | `word_mask[j]` | every bit of the key in position `j`'s word | bit 0 |
/// | `first_in_word[j]` | no position before `j` is in its word | for position 0 only |
/// | `word` | - | WRITE's word (bits 32..48 of `in_x`) |
///
/// `word_mask` lets an INSERT's write slot merge its word with one OR (two
/// positions in one word set both bits), and `first_in_word` lets only the
/// first slot of a word write it; both come from the held positions, off
/// the path from `take`.
#[derive(LogicBlock)]
pub struct QueuedOp<const K: usize, const R: usize> {
    pub clock: Signal<In, Clock>,
    /// Load the offered op this cycle.
    pub take: Signal<In, Bit>,
    /// The offered op (`hwfilter_model::bloom::opcode`).
    pub in_op: Signal<In, Bits<3>>,
    /// h1 of the key, or the word address in bits 0..32 and the word in
    /// bits 32..48.
    pub in_x: Signal<In, Bits<64>>,
    /// h0 of the key.
    pub in_h0: Signal<In, Bits<64>>,
    // -- the op held
    pub op: Signal<Out, Bits<3>>,
    pub bank: Signal<Out, Bits<2>>,
    pub row: Signal<Out, Bits<13>>,
    pub col: [Signal<Out, Bits<9>>; K],
    pub bit_sel: [Signal<Out, Bits<4>>; K],
    pub word_mask: [Signal<Out, Bits<16>>; K],
    pub first_in_word: [Signal<Out, Bit>; K],
    pub word: Signal<Out, Bits<16>>,
    /// The eighth of the memory the op's block is in (its block address's
    /// top 3 bits): the set-bit count it changes.
    pub group: Signal<Out, Bits<3>>,
    op_q: DFF<Bits<3>>,
    bank_q: DFF<Bits<2>>,
    row_q: DFF<Bits<13>>,
    col_q: [DFF<Bits<9>>; K],
    bit_q: [DFF<Bits<4>>; K],
    word_q: DFF<Bits<16>>,
    /// `h1:h0`.
    wide: Signal<Local, Bits<128>>,
    is_key: Signal<Local, Bit>,
    group_q: DFF<Bits<3>>,
    /// Where the top 3 bits of the block address (`R + 2` bits) start in a
    /// key's h0 and in a word address.
    key_group_at: Constant<Bits<8>>,
    word_group_at: Constant<Bits<8>>,
    op_query: Constant<Bits<3>>,
    op_insert: Constant<Bits<3>>,
    one16: Constant<Bits<16>>,
    zero4: Constant<Bits<4>>,
    zero16: Constant<Bits<16>>,
    col_off: [Constant<Bits<8>>; K],
    bit_off: [Constant<Bits<8>>; K],
    row_off: Constant<Bits<8>>,
    /// Bits `0..j`: the positions before `j`.
    before: [Constant<Bits<8>>; K],
}

impl<const K: usize, const R: usize> QueuedOp<K, R> {
    /// Panics unless `1 <= K <= 7` (the positions fit the hash) and
    /// `1 <= R <= 13`.
    pub fn new() -> Self {
        assert!((1..=7).contains(&K), "1..=7 bits per key, got {K}");
        assert!((1..=13).contains(&R), "1..=13 row bits, got {R}");
        let at = |j: usize, skip: usize| {
            Constant::new(((POSITION_OFFSET as usize + j * POSITION_BITS + skip) as u64).to_bits())
        };
        QueuedOp {
            clock: Default::default(),
            take: Default::default(),
            in_op: Default::default(),
            in_x: Default::default(),
            in_h0: Default::default(),
            op: Default::default(),
            bank: Default::default(),
            row: Default::default(),
            col: std::array::from_fn(|_| Default::default()),
            bit_sel: std::array::from_fn(|_| Default::default()),
            word_mask: std::array::from_fn(|_| Default::default()),
            first_in_word: std::array::from_fn(|_| Default::default()),
            word: Default::default(),
            group: Default::default(),
            op_q: Default::default(),
            bank_q: Default::default(),
            row_q: Default::default(),
            col_q: std::array::from_fn(|_| Default::default()),
            bit_q: std::array::from_fn(|_| Default::default()),
            word_q: Default::default(),
            wide: Default::default(),
            is_key: Default::default(),
            group_q: Default::default(),
            // The block is h0's bits 0..R+2, a word address's 9..R+11.
            key_group_at: Constant::new(((R - 1) as u64).to_bits()),
            word_group_at: Constant::new(((R + 8) as u64).to_bits()),
            op_query: Constant::new((opcode::QUERY as u64).to_bits()),
            op_insert: Constant::new((opcode::INSERT as u64).to_bits()),
            one16: Constant::new(1u64.to_bits()),
            zero4: Constant::new(0u64.to_bits()),
            zero16: Constant::new(0u64.to_bits()),
            col_off: std::array::from_fn(|j| at(j, 4)),
            bit_off: std::array::from_fn(|j| at(j, 0)),
            row_off: Constant::new((SDRAM_BANK_BITS as u64).to_bits()),
            before: std::array::from_fn(|j| Constant::new(((1u64 << j) - 1).to_bits())),
        }
    }
}

impl<const K: usize, const R: usize> Default for QueuedOp<K, R> {
    fn default() -> Self {
        Self::new()
    }
}

impl<const K: usize, const R: usize> Logic for QueuedOp<K, R> {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, op_q, bank_q, row_q, word_q, group_q);
        for i in 0..K {
            self.col_q[i].clock.next = self.clock.val();
            self.col_q[i].d.next = self.col_q[i].q.val();
            self.bit_q[i].clock.next = self.clock.val();
            self.bit_q[i].d.next = self.bit_q[i].q.val();
        }
        self.wide.next =
            (bit_cast::<128, 64>(self.in_x.val()) << 64) | bit_cast::<128, 64>(self.in_h0.val());
        self.is_key.next =
            (self.in_op.val() == self.op_query.val()) | (self.in_op.val() == self.op_insert.val());
        if self.take.val() {
            self.op_q.d.next = self.in_op.val();
            self.word_q.d.next = self.in_x.val().get_bits::<16>(32);
            if self.is_key.val() {
                self.bank_q.d.next = self.in_h0.val().get_bits::<2>(0);
                self.group_q.d.next = self
                    .in_h0
                    .val()
                    .get_bits::<3>(self.key_group_at.val().index());
                self.row_q.d.next =
                    bit_cast::<13, R>(self.in_h0.val().get_bits::<R>(self.row_off.val().index()));
                for i in 0..K {
                    self.col_q[i].d.next =
                        self.wide.val().get_bits::<9>(self.col_off[i].val().index());
                    self.bit_q[i].d.next =
                        self.wide.val().get_bits::<4>(self.bit_off[i].val().index());
                }
            } else {
                // Every position is the addressed word.
                self.bank_q.d.next = self.in_x.val().get_bits::<2>(9);
                self.group_q.d.next = self
                    .in_x
                    .val()
                    .get_bits::<3>(self.word_group_at.val().index());
                self.row_q.d.next = bit_cast::<13, R>(self.in_x.val().get_bits::<R>(11));
                for i in 0..K {
                    self.col_q[i].d.next = self.in_x.val().get_bits::<9>(0);
                    self.bit_q[i].d.next = self.zero4.val();
                }
            }
        }
        self.op.next = self.op_q.q.val();
        self.bank.next = self.bank_q.q.val();
        self.row.next = self.row_q.q.val();
        self.word.next = self.word_q.q.val();
        self.group.next = self.group_q.q.val();
        for j in 0..K {
            self.col[j].next = self.col_q[j].q.val();
            self.bit_sel[j].next = self.bit_q[j].q.val();
            self.word_mask[j].next = self.zero16.val();
            for i in 0..K {
                if self.col_q[i].q.val() == self.col_q[j].q.val() {
                    self.word_mask[j].next =
                        self.word_mask[j].val() | (self.one16.val() << self.bit_q[i].q.val());
                }
            }
            self.first_in_word[j].next = true;
            for i in 0..K {
                if self.before[j].val().get_bit(i)
                    & (self.col_q[i].q.val() == self.col_q[j].q.val())
                {
                    self.first_in_word[j].next = false;
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::link::testbench::settle;
    use hwfilter_model::blocked::BlockedParams;
    use hwfilter_model::hash::Mixed;
    use hwfilter_model::rng::SplitMix64;

    const K: usize = 6;
    const R: usize = 4;

    fn load(q: &mut QueuedOp<K, R>, op: u8, x: u64, h0: u64) {
        q.take.next = true;
        q.in_op.next = (op as u64).to_bits();
        q.in_x.next = x.to_bits();
        q.in_h0.next = h0.to_bits();
        q.clock.next = Clock::from(true);
        settle(q);
        q.clock.next = Clock::from(false);
        q.take.next = false;
        q.in_op.next = 0u64.to_bits();
        settle(q);
    }

    /// A key's block and positions are the model's (the model's positions
    /// from the same `h1:h0`), and each position's mask holds every bit of
    /// the key in its word; a word op's every position is its word.
    #[test]
    fn an_op_decodes_as_the_model_places_it() {
        let mut q = QueuedOp::<K, R>::new();
        q.connect_all();
        settle(&mut q);
        let p = BlockedParams::new(2 + R as u32, 13, K as u32).unwrap();
        let mut rng = SplitMix64(9);
        let mut shared_words = 0;
        for i in 0..2000u64 {
            let (h0, h1) = (rng.next_u64(), rng.next_u64());
            // Every fourth key, positions 3 and 4 (h1 bits 7..20 and
            // 20..33) in one word: the column of 4 made that of 3.
            let h1 = if i % 4 == 0 {
                h1 & !(0x1ff << 24) | ((h1 >> 11) & 0x1ff) << 24
            } else {
                h1
            };
            let op = if i % 2 == 0 {
                opcode::QUERY
            } else {
                opcode::INSERT
            };
            load(&mut q, op, h1, h0);
            let m = Mixed { h0, h1 };
            let block = p.block_of(&m);
            assert_eq!(q.op.val().index() as u8, op);
            assert_eq!(q.bank.val().index() as u64, block & 3);
            assert_eq!(q.row.val().index() as u64, block >> 2);
            assert_eq!(q.group.val().index() as u64, block >> (R - 1));
            let positions: Vec<u64> = (0..K).map(|j| p.position(&m, j as u32)).collect();
            for j in 0..K {
                assert_eq!(q.col[j].val().index() as u64, positions[j] >> 4, "col {j}");
                assert_eq!(q.bit_sel[j].val().index() as u64, positions[j] & 15);
                let mask = positions
                    .iter()
                    .filter(|&&pos| pos >> 4 == positions[j] >> 4)
                    .fold(0u64, |m, pos| m | 1 << (pos & 15));
                assert_eq!(q.word_mask[j].val().index() as u64, mask, "mask {j}");
                let first = !positions[..j]
                    .iter()
                    .any(|&pos| pos >> 4 == positions[j] >> 4);
                assert_eq!(q.first_in_word[j].val(), first, "first {j}");
                shared_words += (mask.count_ones() > 1) as u32;
            }
        }
        assert!(
            shared_words >= 1000,
            "positions sharing a word: {shared_words}"
        );
        let address = 0b1011 << 11 | 0b10 << 9 | 0x1a3;
        load(&mut q, opcode::WRITE, 0xbeef << 32 | address, 0);
        assert_eq!((q.bank.val().index(), q.row.val().index()), (0b10, 0b1011));
        assert_eq!(q.word.val().index(), 0xbeef);
        // Block 0b101110 of 2^6: the eighth 0b101.
        assert_eq!(q.group.val().index(), 0b101);
        for j in 0..K {
            assert_eq!(q.col[j].val().index(), 0x1a3);
            assert_eq!(q.word_mask[j].val().index(), 1);
            assert_eq!(q.first_in_word[j].val(), j == 0);
        }
    }

    #[test]
    fn generated_verilog_has_the_ports() {
        let mut q = QueuedOp::<K, R>::new();
        q.connect_all();
        let v = generate_verilog(&q);
        for port in ["take", "in_h0", "word_mask$0", "col$5"] {
            assert!(v.contains(port), "no port {port}");
        }
    }
}
