//! `MixPipe`: the key front of the pipelined engines, an input register
//! and `ROUNDS` rounds of the hash mixer (docs/hashing.md), one register
//! per round, that move together.
//!
//! ```text
//!             advance (every stage takes the one before it)
//!   in_valid ───┐
//!   in_op    ──►P0 ─round 0─► P1 ─round 1─► ... ─round ROUNDS-1─► P[ROUNDS] ──► out_*
//!   in_x, in_addr        (a round passes x unchanged
//!                         for an op that carries no key)
//! ```
//!
//! An op whose code is in the block's key ops is mixed: `out_x` is the
//! state after `ROUNDS` rounds (h0 after four). Any other op passes its
//! `x` (an address, a word) unchanged. `in_addr` rides along untouched
//! for ops that need an address beside their word (the Cuckoo engine's
//! READ/WRITE). Nothing here waits: the engine behind decides when the
//! front moves, and every register loads only then, so an op held by a
//! stall keeps its fields.
//!
//! Reset empties the stages as they move: each stage's valid bit takes
//! the one before it and `!reset`, so the engine raises `advance` during
//! reset (its enable stays `advance` alone, with reset off the 64-bit
//! registers' enables).

use hwfilter_model::hash::MIX_ROUNDS;
use rust_hdl::prelude::*;

use crate::mixer::MixRound;

/// An input register and `ROUNDS` mixer rounds, moved by `advance`.
#[derive(LogicBlock)]
pub struct MixPipe<const ROUNDS: usize> {
    pub clock: Signal<In, Clock>,
    /// Synchronous, active high: the valid bits that move at this edge
    /// take 0 (the engine raises `advance` with it).
    pub reset: Signal<In, Bit>,
    /// Every stage takes the one before it; P0 takes `in_*`.
    pub advance: Signal<In, Bit>,
    // -- the op entering P0
    pub in_valid: Signal<In, Bit>,
    /// Op code; the key ops given to `new` are mixed.
    pub in_op: Signal<In, Bits<3>>,
    /// The key of a key op, else the op's word.
    pub in_x: Signal<In, Bits<64>>,
    /// Carried unchanged beside `x`.
    pub in_addr: Signal<In, Bits<16>>,
    // -- the op in the last stage, P[ROUNDS] (registers)
    pub out_valid: Signal<Out, Bit>,
    pub out_op: Signal<Out, Bits<3>>,
    /// The state after `ROUNDS` rounds (key ops), else `in_x` as it entered.
    pub out_x: Signal<Out, Bits<64>>,
    pub out_addr: Signal<Out, Bits<16>>,

    rounds: [MixRound; ROUNDS],
    /// P0: the input register.
    p0_valid: DFF<Bit>,
    p0_op: DFF<Bits<3>>,
    p0_x: DFF<Bits<64>>,
    p0_addr: DFF<Bits<16>>,
    /// P1..P[ROUNDS]: `stage_*[i]` is P[i+1], round `i`'s output.
    stage_valid: [DFF<Bit>; ROUNDS],
    stage_op: [DFF<Bits<3>>; ROUNDS],
    stage_x: [DFF<Bits<64>>; ROUNDS],
    stage_addr: [DFF<Bits<16>>; ROUNDS],
    /// Bit `op` is set for the ops that carry a key.
    key_ops: Constant<Bits<8>>,
}

impl<const ROUNDS: usize> MixPipe<ROUNDS> {
    /// The index of the last stage in `stage_*` (P[ROUNDS]).
    const LAST: usize = ROUNDS - 1;

    /// `ROUNDS` rounds that mix the ops whose codes are in `key_ops`.
    pub fn new(key_ops: &[u8]) -> Self {
        assert!(
            (1..=MIX_ROUNDS).contains(&ROUNDS),
            "the mixer has {MIX_ROUNDS} rounds, asked for {ROUNDS}"
        );
        let mut mask = 0u64;
        for &op in key_ops {
            assert!(op < 8, "op codes are 3 bits, got {op}");
            mask |= 1 << op;
        }
        MixPipe {
            clock: Default::default(),
            reset: Default::default(),
            advance: Default::default(),
            in_valid: Default::default(),
            in_op: Default::default(),
            in_x: Default::default(),
            in_addr: Default::default(),
            out_valid: Default::default(),
            out_op: Default::default(),
            out_x: Default::default(),
            out_addr: Default::default(),
            rounds: std::array::from_fn(MixRound::new),
            p0_valid: Default::default(),
            p0_op: Default::default(),
            p0_x: Default::default(),
            p0_addr: Default::default(),
            stage_valid: std::array::from_fn(|_| Default::default()),
            stage_op: std::array::from_fn(|_| Default::default()),
            stage_x: std::array::from_fn(|_| Default::default()),
            stage_addr: std::array::from_fn(|_| Default::default()),
            key_ops: Constant::new(mask.to_bits()),
        }
    }
}

// `for i in Self::LAST..ROUNDS` names the last stage: #[hdl_gen] evaluates
// an array index from loop variables and literals only.
impl<const ROUNDS: usize> Logic for MixPipe<ROUNDS> {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, p0_valid, p0_op, p0_x, p0_addr);
        for i in 0..ROUNDS {
            self.stage_valid[i].clock.next = self.clock.val();
            self.stage_op[i].clock.next = self.clock.val();
            self.stage_x[i].clock.next = self.clock.val();
            self.stage_addr[i].clock.next = self.clock.val();
            self.stage_valid[i].d.next = self.stage_valid[i].q.val();
            self.stage_op[i].d.next = self.stage_op[i].q.val();
            self.stage_x[i].d.next = self.stage_x[i].q.val();
            self.stage_addr[i].d.next = self.stage_addr[i].q.val();
        }
        self.rounds[0].x.next = self.p0_x.q.val();
        self.rounds[0].bypass.next = !self.key_ops.val().get_bit(self.p0_op.q.val().index());
        for i in 1..ROUNDS {
            self.rounds[i].x.next = self.stage_x[i - 1].q.val();
            self.rounds[i].bypass.next = !self
                .key_ops
                .val()
                .get_bit(self.stage_op[i - 1].q.val().index());
        }
        if self.advance.val() {
            self.p0_valid.d.next = self.in_valid.val() & !self.reset.val();
            self.p0_op.d.next = self.in_op.val();
            self.p0_x.d.next = self.in_x.val();
            self.p0_addr.d.next = self.in_addr.val();
            self.stage_valid[0].d.next = self.p0_valid.q.val() & !self.reset.val();
            self.stage_op[0].d.next = self.p0_op.q.val();
            self.stage_x[0].d.next = self.rounds[0].out.val();
            self.stage_addr[0].d.next = self.p0_addr.q.val();
            for i in 1..ROUNDS {
                self.stage_valid[i].d.next = self.stage_valid[i - 1].q.val() & !self.reset.val();
                self.stage_op[i].d.next = self.stage_op[i - 1].q.val();
                self.stage_x[i].d.next = self.rounds[i].out.val();
                self.stage_addr[i].d.next = self.stage_addr[i - 1].q.val();
            }
        }
        for i in Self::LAST..ROUNDS {
            self.out_valid.next = self.stage_valid[i].q.val();
            self.out_op.next = self.stage_op[i].q.val();
            self.out_x.next = self.stage_x[i].q.val();
            self.out_addr.next = self.stage_addr[i].q.val();
        }
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

    fn cycle<const ROUNDS: usize>(p: &mut MixPipe<ROUNDS>) {
        p.clock.next = Clock::from(false);
        settle(p);
        p.clock.next = Clock::from(true);
        settle(p);
    }

    /// Random ops enter under random stalls; each leaves P[ROUNDS] once, in
    /// order, `ROUNDS + 1` advances after it entered, with `x` mixed as the
    /// model mixes (h0 after four rounds, h1 after five) for key ops only.
    fn ops_leave_in_order_mixed_as_the_model<const ROUNDS: usize>(want: fn(u64) -> u64) {
        let key_ops = [0u8, 1, 5];
        let mut p = MixPipe::<ROUNDS>::new(&key_ops);
        p.connect_all();
        let mut rng = SplitMix64(ROUNDS as u64);
        p.reset.next = true;
        p.advance.next = true;
        cycle(&mut p);
        p.reset.next = false;
        let mut sent = std::collections::VecDeque::new();
        let mut seen = 0;
        for _ in 0..600 {
            let advance = !rng.chance(1, 4);
            let valid = !rng.chance(1, 3);
            let op = rng.below(8) as u8;
            let (x, addr) = (rng.next_u64(), rng.next_u64() as u16);
            p.advance.next = advance;
            p.in_valid.next = valid;
            p.in_op.next = (op as u64).to_bits();
            p.in_x.next = x.to_bits();
            p.in_addr.next = (addr as u64).to_bits();
            settle(&mut p);
            if advance && p.out_valid.val() {
                let (op, x, addr): (u8, u64, u16) = sent.pop_front().expect("an op left twice");
                let mixed = if key_ops.contains(&op) { want(x) } else { x };
                assert_eq!(p.out_op.val().index() as u8, op);
                assert_eq!(p.out_x.val().to_u64(), mixed, "op {op} x {x:#x}");
                assert_eq!(p.out_addr.val().index() as u16, addr);
                seen += 1;
            }
            if advance && valid {
                sent.push_back((op, x, addr));
            }
            cycle(&mut p);
        }
        assert!(seen > 200, "only {seen} ops left");
        assert!(sent.len() <= ROUNDS + 1, "{} ops lost", sent.len());
        // Reset empties every stage (the engine raises `advance` with it).
        p.reset.next = true;
        p.advance.next = true;
        cycle(&mut p);
        p.reset.next = false;
        p.in_valid.next = false;
        for _ in 0..ROUNDS + 1 {
            settle(&mut p);
            assert!(!p.out_valid.val(), "an op survived reset");
            cycle(&mut p);
        }
    }

    #[test]
    fn four_rounds_give_h0() {
        ops_leave_in_order_mixed_as_the_model::<4>(|k| mix(k).h0);
    }

    #[test]
    fn five_rounds_give_h1() {
        ops_leave_in_order_mixed_as_the_model::<5>(|k| mix(k).h1);
    }

    #[test]
    fn verilog_is_generated() {
        let mut p = MixPipe::<4>::new(&[0, 1, 5]);
        p.connect_all();
        let v = generate_verilog(&p);
        assert!(v.contains("module top"), "{v}");
        assert!(v.contains("stage_x$3"), "the last stage is named: {v}");
    }
}
