//! `BloomFront`: the key front of the pipelined Bloom engines (plain and
//! counting): the input register and the five mixer rounds
//! (docs/hashing.md), P0..P5, moved together by the engine.
//!
//! ```text
//!             advance (every stage takes the one before it)
//!   in_valid ───┐
//!   in_op    ──►MixPipe<4>: P0 ─ rounds 0..3 ─► P4 ─ round 4 ─► P5 ──► out_valid, out_op,
//!   in_key                                      (h0)             (h0, h1)   out_h0, out_h
//! ```
//!
//! P5 holds `h0` (the state after four rounds) and `h1` (after five) of a
//! key op, and `out_h` is `h1:h0`, which the engine slices into one bank
//! index per bank (`hwfilter_model::params::BloomParams::bank_offset`). Any
//! other op passes its payload unchanged as `h0` (READ/WRITE: the address
//! and the written word). Every register loads only on `advance`, so an op
//! held by a stall keeps its fields. Reset empties the stages as they
//! move: the engine raises `advance` with it.

use rust_hdl::prelude::*;

use crate::mix_pipe::MixPipe;
use crate::mixer::MixRound;

/// Input register, mixer rounds 0..4 and the hash register P5.
#[derive(LogicBlock)]
pub struct BloomFront {
    pub clock: Signal<In, Clock>,
    /// Synchronous, active high: the valid bits that move at this edge
    /// take 0 (raise `advance` with it).
    pub reset: Signal<In, Bit>,
    /// Every stage takes the one before it; P0 takes `in_*`.
    pub advance: Signal<In, Bit>,
    // -- the op entering P0
    pub in_valid: Signal<In, Bit>,
    /// Op code; the key ops given to `new` are mixed.
    pub in_op: Signal<In, Bits<3>>,
    /// The key of a key op, else the op's payload.
    pub in_key: Signal<In, Bits<64>>,
    // -- the op in P5 (registers)
    pub out_valid: Signal<Out, Bit>,
    pub out_op: Signal<Out, Bits<3>>,
    /// h0 of a key op, else the payload as it entered.
    pub out_h0: Signal<Out, Bits<64>>,
    /// `h1:h0`, the bank indices' source (key ops).
    pub out_h: Signal<Out, Bits<128>>,
    mix: MixPipe<4>,
    round4: MixRound,
    p5_valid: DFF<Bit>,
    p5_op: DFF<Bits<3>>,
    p5_h0: DFF<Bits<64>>,
    p5_h1: DFF<Bits<64>>,
}

impl BloomFront {
    /// A front that mixes the ops whose codes are in `key_ops`.
    pub fn new(key_ops: &[u8]) -> Self {
        BloomFront {
            clock: Default::default(),
            reset: Default::default(),
            advance: Default::default(),
            in_valid: Default::default(),
            in_op: Default::default(),
            in_key: Default::default(),
            out_valid: Default::default(),
            out_op: Default::default(),
            out_h0: Default::default(),
            out_h: Default::default(),
            mix: MixPipe::new(key_ops),
            round4: MixRound::new(4),
            p5_valid: Default::default(),
            p5_op: Default::default(),
            p5_h0: Default::default(),
            p5_h1: Default::default(),
        }
    }
}

impl Logic for BloomFront {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, p5_valid, p5_op, p5_h0, p5_h1);
        self.mix.clock.next = self.clock.val();
        self.mix.reset.next = self.reset.val();
        self.mix.advance.next = self.advance.val();
        self.mix.in_valid.next = self.in_valid.val();
        self.mix.in_op.next = self.in_op.val();
        self.mix.in_x.next = self.in_key.val();
        self.mix.in_addr.next = self.in_key.val().get_bits::<16>(0);
        // Round 4 of a non-key op gives an h1 nobody reads.
        self.round4.x.next = self.mix.out_x.val();
        self.round4.bypass.next = false;
        if self.advance.val() {
            self.p5_valid.d.next = self.mix.out_valid.val() & !self.reset.val();
            self.p5_op.d.next = self.mix.out_op.val();
            self.p5_h0.d.next = self.mix.out_x.val();
            self.p5_h1.d.next = self.round4.out.val();
        }
        self.out_valid.next = self.p5_valid.q.val();
        self.out_op.next = self.p5_op.q.val();
        self.out_h0.next = self.p5_h0.q.val();
        self.out_h.next = (bit_cast::<128, 64>(self.p5_h1.q.val()) << 64)
            | bit_cast::<128, 64>(self.p5_h0.q.val());
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use hwfilter_model::hash::mix;
    use hwfilter_model::rng::SplitMix64;

    fn settle<B: Block>(b: &mut B) {
        for _ in 0..100 {
            b.update_all();
            if !b.has_changed() {
                return;
            }
        }
        panic!("combinational logic did not settle");
    }

    fn cycle(f: &mut BloomFront) {
        f.clock.next = Clock::from(false);
        settle(f);
        f.clock.next = Clock::from(true);
        settle(f);
    }

    /// Random ops enter under random stalls; each leaves P5 once, in
    /// order, with h0 and h1 as the model mixes them (key ops) or its
    /// payload unchanged (other ops); reset empties every stage.
    #[test]
    fn ops_leave_in_order_hashed_as_the_model() {
        let key_ops = [0u8, 1, 5];
        let mut f = BloomFront::new(&key_ops);
        f.connect_all();
        let mut rng = SplitMix64(3);
        f.reset.next = true;
        f.advance.next = true;
        cycle(&mut f);
        f.reset.next = false;
        let mut sent = std::collections::VecDeque::new();
        let mut seen = 0;
        for _ in 0..600 {
            let advance = !rng.chance(1, 4);
            let valid = !rng.chance(1, 3);
            let (op, key) = (rng.below(8) as u8, rng.next_u64());
            f.advance.next = advance;
            f.in_valid.next = valid;
            f.in_op.next = (op as u64).to_bits();
            f.in_key.next = key.to_bits();
            settle(&mut f);
            if advance && f.out_valid.val() {
                let (op, key): (u8, u64) = sent.pop_front().expect("an op left twice");
                assert_eq!(f.out_op.val().index() as u8, op);
                if key_ops.contains(&op) {
                    let m = mix(key);
                    assert_eq!(f.out_h0.val().to_u64(), m.h0);
                    let h = f.out_h.val();
                    assert_eq!(h.get_bits::<64>(0).to_u64(), m.h0);
                    assert_eq!(h.get_bits::<64>(64).to_u64(), m.h1);
                } else {
                    assert_eq!(f.out_h0.val().to_u64(), key, "op {op}");
                }
                seen += 1;
            }
            if advance && valid {
                sent.push_back((op, key));
            }
            cycle(&mut f);
        }
        assert!(seen > 200, "only {seen} ops left");
        f.reset.next = true;
        f.advance.next = true;
        cycle(&mut f);
        f.reset.next = false;
        f.in_valid.next = false;
        for _ in 0..6 {
            settle(&mut f);
            assert!(!f.out_valid.val(), "an op survived reset");
            cycle(&mut f);
        }
    }
}
