//! `CuckooFront`: stages P0..P6 of the Cuckoo engine, from the op stream
//! to the two bank addresses the RAM reads (docs/cuckoo.md, "Hashing").
//!
//! ```text
//!   in_op,in_key,in_data ──► P0 ─R0─► P1 ─R1─► P2 ─R2─► P3 ─R3─► P4 ──► P5 ──────► P6 ──► out_*
//!                            MixPipe<4>: input register, mixer    h0    fp, i1,    i2, bank
//!                            rounds (bypassed for non-key ops)          address    addresses
//! ```
//!
//! Every register loads on `advance` (the engine's decision that the
//! whole front moves, raised during reset too), so P6's fields hold while
//! the engine stalls and the engine's read address is one multiplexer
//! from P6's registers. QUERY, INSERT and DELETE carry a key; READ and
//! WRITE carry an address in `in_key[15:0]` and WRITE its word in
//! `in_data`, which rides in the mixer's `x` (bypassed).

use hwfilter_model::cuckoo::opcode;
use rust_hdl::prelude::*;

use crate::cuckoo_parts::CuckooAlt;
use crate::mix_pipe::MixPipe;

/// The key front: `F`-bit fingerprints, `2^B` buckets in two banks of
/// `2^BA` words.
#[derive(LogicBlock)]
pub struct CuckooFront<const F: usize, const B: usize, const BA: usize> {
    pub clock: Signal<In, Clock>,
    /// Synchronous, active high: empties the front (with `advance` high).
    pub reset: Signal<In, Bit>,
    /// Every stage takes the one before it; P0 takes `in_*`.
    pub advance: Signal<In, Bit>,
    // -- the op entering P0 (the engine's op stream)
    pub in_valid: Signal<In, Bit>,
    pub in_op: Signal<In, Bits<3>>,
    /// Key (QUERY/INSERT/DELETE) or address in bits 0..16 (READ/WRITE).
    pub in_key: Signal<In, Bits<64>>,
    /// Word to write (WRITE).
    pub in_data: Signal<In, Bits<64>>,
    // -- P6: the op whose buckets the RAM reads next (registers)
    pub out_valid: Signal<Out, Bit>,
    pub out_op: Signal<Out, Bits<3>>,
    /// WRITE's word (h0 for key ops, unused).
    pub out_word: Signal<Out, Bits<64>>,
    /// READ/WRITE's address, its low `B + 1` bits (`2^B` is the stash).
    pub out_addr: Signal<Out, Bits<16>>,
    /// The fingerprint, 1..2^F-1.
    pub out_fp: Signal<Out, Bits<16>>,
    /// The key's buckets: `i1` from h0, `i2 = alt(i1, fp)`.
    pub out_i1: Signal<Out, Bits<B>>,
    pub out_i2: Signal<Out, Bits<B>>,
    /// The word each bank reads: the even and the odd bucket of `i1, i2`,
    /// or `addr >> 1` in both banks for READ/WRITE.
    pub out_bank0_addr: Signal<Out, Bits<BA>>,
    pub out_bank1_addr: Signal<Out, Bits<BA>>,

    mix: MixPipe<4>,
    alt_i2: CuckooAlt<B>,
    // -- P5: fingerprint and first bucket
    p5_valid: DFF<Bit>,
    p5_op: DFF<Bits<3>>,
    p5_word: DFF<Bits<64>>,
    p5_addr: DFF<Bits<16>>,
    p5_fp: DFF<Bits<16>>,
    p5_i1: DFF<Bits<B>>,
    // -- P6
    p6_valid: DFF<Bit>,
    p6_op: DFF<Bits<3>>,
    p6_word: DFF<Bits<64>>,
    p6_addr: DFF<Bits<16>>,
    p6_fp: DFF<Bits<16>>,
    p6_i1: DFF<Bits<B>>,
    p6_i2: DFF<Bits<B>>,
    p6_bank0_addr: DFF<Bits<BA>>,
    p6_bank1_addr: DFF<Bits<BA>>,
    /// P5's op carries a key (not READ/WRITE: their address picks the words).
    p5_keyed: Signal<Local, Bit>,
    p5_bank0_addr: Signal<Local, Bits<BA>>,
    p5_bank1_addr: Signal<Local, Bits<BA>>,
    fmask16: Constant<Bits<16>>,
    amask16: Constant<Bits<16>>,
    one16: Constant<Bits<16>>,
    zero16: Constant<Bits<16>>,
    op_read: Constant<Bits<3>>,
    op_write: Constant<Bits<3>>,
}

impl<const F: usize, const B: usize, const BA: usize> CuckooFront<F, B, BA> {
    pub fn new() -> Self {
        assert!((8..=16).contains(&F), "F in 8..=16");
        assert!(
            (2..=16).contains(&B) && BA + 1 == B,
            "B in 2..=16 and BA = B - 1"
        );
        CuckooFront {
            clock: Default::default(),
            reset: Default::default(),
            advance: Default::default(),
            in_valid: Default::default(),
            in_op: Default::default(),
            in_key: Default::default(),
            in_data: Default::default(),
            out_valid: Default::default(),
            out_op: Default::default(),
            out_word: Default::default(),
            out_addr: Default::default(),
            out_fp: Default::default(),
            out_i1: Default::default(),
            out_i2: Default::default(),
            out_bank0_addr: Default::default(),
            out_bank1_addr: Default::default(),
            mix: MixPipe::new(&[opcode::QUERY, opcode::INSERT, opcode::DELETE]),
            alt_i2: CuckooAlt::new(),
            p5_valid: Default::default(),
            p5_op: Default::default(),
            p5_word: Default::default(),
            p5_addr: Default::default(),
            p5_fp: Default::default(),
            p5_i1: Default::default(),
            p6_valid: Default::default(),
            p6_op: Default::default(),
            p6_word: Default::default(),
            p6_addr: Default::default(),
            p6_fp: Default::default(),
            p6_i1: Default::default(),
            p6_i2: Default::default(),
            p6_bank0_addr: Default::default(),
            p6_bank1_addr: Default::default(),
            p5_keyed: Default::default(),
            p5_bank0_addr: Default::default(),
            p5_bank1_addr: Default::default(),
            fmask16: Constant::new(((1u64 << F) - 1).to_bits()),
            amask16: Constant::new(((1u64 << (B + 1)) - 1).to_bits()),
            one16: Constant::new(1u64.to_bits()),
            zero16: Constant::new(0u64.to_bits()),
            op_read: Constant::new((opcode::READ as u64).to_bits()),
            op_write: Constant::new((opcode::WRITE as u64).to_bits()),
        }
    }
}

impl<const F: usize, const B: usize, const BA: usize> Default for CuckooFront<F, B, BA> {
    fn default() -> Self {
        Self::new()
    }
}

impl<const F: usize, const B: usize, const BA: usize> Logic for CuckooFront<F, B, BA> {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(
            self,
            clock,
            p5_valid,
            p5_op,
            p5_word,
            p5_addr,
            p5_fp,
            p5_i1,
            p6_valid,
            p6_op,
            p6_word,
            p6_addr,
            p6_fp,
            p6_i1,
            p6_i2,
            p6_bank0_addr,
            p6_bank1_addr
        );
        // ---- P0..P4: input register and mixer rounds 0..3
        self.mix.clock.next = self.clock.val();
        self.mix.reset.next = self.reset.val();
        self.mix.advance.next = self.advance.val();
        self.mix.in_valid.next = self.in_valid.val();
        self.mix.in_op.next = self.in_op.val();
        // READ/WRITE carry an address in `addr` and the word in `x`.
        if (self.in_op.val() == self.op_read.val()) | (self.in_op.val() == self.op_write.val()) {
            self.mix.in_x.next = self.in_data.val();
        } else {
            self.mix.in_x.next = self.in_key.val();
        }
        self.mix.in_addr.next = self.in_key.val().get_bits::<16>(0);

        // ---- P5: P6's bank addresses (even bucket in bank 0, odd in bank 1)
        self.alt_i2.index.next = self.p5_i1.q.val();
        self.alt_i2.fp.next = self.p5_fp.q.val();
        self.p5_keyed.next = !((self.p5_op.q.val() == self.op_read.val())
            | (self.p5_op.q.val() == self.op_write.val()));
        if self.p5_keyed.val() {
            if self.p5_i1.q.val().get_bit(0) {
                self.p5_bank0_addr.next = self.alt_i2.alt.val().get_bits::<BA>(1);
                self.p5_bank1_addr.next = self.p5_i1.q.val().get_bits::<BA>(1);
            } else {
                self.p5_bank0_addr.next = self.p5_i1.q.val().get_bits::<BA>(1);
                self.p5_bank1_addr.next = self.alt_i2.alt.val().get_bits::<BA>(1);
            }
        } else {
            self.p5_bank0_addr.next = self.p5_addr.q.val().get_bits::<BA>(1);
            self.p5_bank1_addr.next = self.p5_addr.q.val().get_bits::<BA>(1);
        }

        if self.advance.val() {
            self.p5_valid.d.next = self.mix.out_valid.val() & !self.reset.val();
            self.p5_op.d.next = self.mix.out_op.val();
            self.p5_word.d.next = self.mix.out_x.val();
            self.p5_addr.d.next = self.mix.out_addr.val() & self.amask16.val();
            // fp = h0[F-1:0], 0 remapped to 1; i1 = h0[32 +: B]
            if (self.mix.out_x.val().get_bits::<16>(0) & self.fmask16.val()) == self.zero16.val() {
                self.p5_fp.d.next = self.one16.val();
            } else {
                self.p5_fp.d.next = self.mix.out_x.val().get_bits::<16>(0) & self.fmask16.val();
            }
            self.p5_i1.d.next = self.mix.out_x.val().get_bits::<B>(32);
            self.p6_valid.d.next = self.p5_valid.q.val() & !self.reset.val();
            self.p6_op.d.next = self.p5_op.q.val();
            self.p6_word.d.next = self.p5_word.q.val();
            self.p6_addr.d.next = self.p5_addr.q.val();
            self.p6_fp.d.next = self.p5_fp.q.val();
            self.p6_i1.d.next = self.p5_i1.q.val();
            self.p6_i2.d.next = self.alt_i2.alt.val();
            self.p6_bank0_addr.d.next = self.p5_bank0_addr.val();
            self.p6_bank1_addr.d.next = self.p5_bank1_addr.val();
        }
        self.out_valid.next = self.p6_valid.q.val();
        self.out_op.next = self.p6_op.q.val();
        self.out_word.next = self.p6_word.q.val();
        self.out_addr.next = self.p6_addr.q.val();
        self.out_fp.next = self.p6_fp.q.val();
        self.out_i1.next = self.p6_i1.q.val();
        self.out_i2.next = self.p6_i2.q.val();
        self.out_bank0_addr.next = self.p6_bank0_addr.q.val();
        self.out_bank1_addr.next = self.p6_bank1_addr.q.val();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use hwfilter_model::cuckoo::alt;
    use hwfilter_model::hash::mix;
    use hwfilter_model::rng::SplitMix64;

    const F: usize = 12;
    const B: usize = 10;

    fn settle<T: Block>(b: &mut T) {
        for _ in 0..100 {
            b.update_all();
            if !b.has_changed() {
                return;
            }
        }
        panic!("combinational logic did not settle");
    }

    fn cycle(f: &mut CuckooFront<F, B, 9>) {
        f.clock.next = Clock::from(false);
        settle(f);
        f.clock.next = Clock::from(true);
        settle(f);
    }

    /// What P6 holds for an op, by docs/cuckoo.md's hashing (ops without a
    /// key carry their word, or their key unmixed, through the same fields).
    fn expected(op: u8, key: u64, data: u64) -> (u64, u16, u16, u32, u32, u32, u32) {
        let snapshot = op == opcode::READ || op == opcode::WRITE;
        let x = match op {
            opcode::QUERY | opcode::INSERT | opcode::DELETE => mix(key).h0,
            _ if snapshot => data,
            _ => key,
        };
        let raw = (x & ((1 << F) - 1)) as u16;
        let fp = if raw == 0 { 1 } else { raw };
        let i1 = ((x >> 32) & ((1 << B) - 1)) as u32;
        let i2 = alt(i1, fp, B as u32);
        let addr = (key & ((1 << (B + 1)) - 1)) as u16;
        if snapshot {
            let a = (addr >> 1) as u32 & ((1 << (B - 1)) - 1);
            (x, addr, fp, i1, i2, a, a)
        } else {
            let (even, odd) = if i1 & 1 == 0 { (i1, i2) } else { (i2, i1) };
            (x, addr, fp, i1, i2, even >> 1, odd >> 1)
        }
    }

    /// Random ops under random stalls reach P6 in order, each once, with
    /// the fingerprint, buckets and bank addresses the model's hashing gives.
    #[test]
    fn p6_holds_the_models_fingerprint_buckets_and_bank_addresses() {
        let mut f = CuckooFront::<F, B, 9>::new();
        f.connect_all();
        let mut rng = SplitMix64(7);
        f.reset.next = true;
        f.advance.next = true;
        cycle(&mut f);
        f.reset.next = false;
        let mut sent = std::collections::VecDeque::new();
        let mut seen = 0;
        for _ in 0..500 {
            let advance = !rng.chance(1, 4);
            let valid = !rng.chance(1, 4);
            let op = rng.below(8) as u8;
            let (key, data) = (rng.next_u64(), rng.next_u64());
            // Snapshot addresses are small; keep some stash addresses.
            let key = if op == opcode::READ || op == opcode::WRITE {
                key % ((1 << B) + 1)
            } else {
                key
            };
            f.advance.next = advance;
            f.in_valid.next = valid;
            f.in_op.next = (op as u64).to_bits();
            f.in_key.next = key.to_bits();
            f.in_data.next = data.to_bits();
            settle(&mut f);
            if advance && f.out_valid.val() {
                let (op, key, data): (u8, u64, u64) = sent.pop_front().expect("an op twice");
                let (word, addr, fp, i1, i2, a0, a1) = expected(op, key, data);
                let what = format!("op {op} key {key:#x}");
                assert_eq!(f.out_op.val().index() as u8, op, "{what}");
                assert_eq!(f.out_word.val().to_u64(), word, "{what}");
                assert_eq!(f.out_addr.val().index() as u16, addr, "{what}");
                assert_eq!(f.out_fp.val().index() as u16, fp, "{what}");
                assert_eq!(f.out_i1.val().index() as u32, i1, "{what}");
                assert_eq!(f.out_i2.val().index() as u32, i2, "{what}");
                assert_eq!(f.out_bank0_addr.val().index() as u32, a0, "{what}");
                assert_eq!(f.out_bank1_addr.val().index() as u32, a1, "{what}");
                seen += 1;
            }
            if advance && valid {
                sent.push_back((op, key, data));
            }
            cycle(&mut f);
        }
        assert!(seen > 150, "only {seen} ops reached P6");
        assert!(sent.len() <= 7, "{} ops lost", sent.len());
    }

    #[test]
    fn verilog_is_generated() {
        let mut f = CuckooFront::<F, B, 9>::new();
        f.connect_all();
        assert!(generate_verilog(&f).contains("module top"));
    }
}
