//! One round of the shared hash mixer (docs/hashing.md), as combinational
//! logic. The engines register the output of every round, so one round is
//! one pipeline stage:
//!
//! ```text
//!   x ──► ^SEED ──► t ──┬──────────────► lane16 add ──► y ──┬──────► ^ ──► mix ──┐
//!                       └─► rotl(ROT_A) ──►┘                └─► rotl(ROT_B) ─┘    ├─► out
//!   x ─────────────────────────────────────────────────────────────────── bypass ─┘
//! ```
//!
//! The adds are four separate 16-bit adders, so the longest carry chain is
//! 16 bits. `bypass` passes `x` through unchanged: ops that carry an address
//! instead of a key (snapshot reads and writes) ride the same pipeline
//! registers, which costs one LUT input per bit instead of a parallel
//! register file.

use hwfilter_model::hash::{MIX_ROUNDS, MIX_SEEDS, ROT_A, ROT_B};
use rust_hdl::prelude::*;

/// One mixer round with a bypass.
#[derive(LogicBlock)]
pub struct MixRound {
    /// State into the round.
    pub x: Signal<In, Bits<64>>,
    /// When high, `out = x` (the op carries no key).
    pub bypass: Signal<In, Bit>,
    /// State after the round (or `x` when bypassed).
    pub out: Signal<Out, Bits<64>>,
    seed: Constant<Bits<64>>,
    rot_a: Constant<Bits<7>>,
    rot_a_rev: Constant<Bits<7>>,
    rot_b: Constant<Bits<7>>,
    rot_b_rev: Constant<Bits<7>>,
    t: Signal<Local, Bits<64>>,
    t_rot: Signal<Local, Bits<64>>,
    lane0: Signal<Local, Bits<16>>,
    lane1: Signal<Local, Bits<16>>,
    lane2: Signal<Local, Bits<16>>,
    lane3: Signal<Local, Bits<16>>,
    y: Signal<Local, Bits<64>>,
    y_rot: Signal<Local, Bits<64>>,
}

impl MixRound {
    /// Round `r` (0-based) of the frozen mixer.
    pub fn new(r: usize) -> Self {
        assert!(
            r < MIX_ROUNDS,
            "the mixer has {MIX_ROUNDS} rounds, asked for round {r}"
        );
        let (a, b) = (ROT_A[r] as u64, ROT_B[r] as u64);
        assert!(
            (1..64).contains(&a) && (1..64).contains(&b),
            "rotations must be 1..63"
        );
        MixRound {
            x: Default::default(),
            bypass: Default::default(),
            out: Default::default(),
            seed: Constant::new(MIX_SEEDS[r].to_bits()),
            rot_a: Constant::new(a.to_bits()),
            rot_a_rev: Constant::new((64 - a).to_bits()),
            rot_b: Constant::new(b.to_bits()),
            rot_b_rev: Constant::new((64 - b).to_bits()),
            t: Default::default(),
            t_rot: Default::default(),
            lane0: Default::default(),
            lane1: Default::default(),
            lane2: Default::default(),
            lane3: Default::default(),
            y: Default::default(),
            y_rot: Default::default(),
        }
    }
}

impl Logic for MixRound {
    #[hdl_gen]
    fn update(&mut self) {
        self.t.next = self.x.val() ^ self.seed.val();
        self.t_rot.next =
            (self.t.val() << self.rot_a.val()) | (self.t.val() >> self.rot_a_rev.val());
        self.lane0.next = self.t.val().get_bits::<16>(0) + self.t_rot.val().get_bits::<16>(0);
        self.lane1.next = self.t.val().get_bits::<16>(16) + self.t_rot.val().get_bits::<16>(16);
        self.lane2.next = self.t.val().get_bits::<16>(32) + self.t_rot.val().get_bits::<16>(32);
        self.lane3.next = self.t.val().get_bits::<16>(48) + self.t_rot.val().get_bits::<16>(48);
        self.y.next = bit_cast::<64, 16>(self.lane0.val())
            | (bit_cast::<64, 16>(self.lane1.val()) << 16)
            | (bit_cast::<64, 16>(self.lane2.val()) << 32)
            | (bit_cast::<64, 16>(self.lane3.val()) << 48);
        self.y_rot.next =
            (self.y.val() << self.rot_b.val()) | (self.y.val() >> self.rot_b_rev.val());
        if self.bypass.val() {
            self.out.next = self.x.val();
        } else {
            self.out.next = self.y.val() ^ self.y_rot.val();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use hwfilter_model::hash::round;

    /// rust-hdl's own evaluation of the round equals the model's round.
    /// (Verilator checks the generated Verilog against the model in the
    /// co-simulation tests.)
    #[test]
    fn round_matches_model_in_rust_hdl_simulation() {
        for r in 0..MIX_ROUNDS {
            let mut uut = MixRound::new(r);
            uut.connect_all();
            let mut x = 0x0123_4567_89ab_cdefu64;
            for _ in 0..200 {
                uut.x.next = x.to_bits();
                uut.bypass.next = false;
                // Combinational settle: a few update passes.
                for _ in 0..8 {
                    uut.update_all();
                }
                assert_eq!(uut.out.val().to_u64(), round(x, r), "round {r} of {x:#x}");
                uut.bypass.next = true;
                for _ in 0..8 {
                    uut.update_all();
                }
                assert_eq!(uut.out.val().to_u64(), x);
                x = x.rotate_left(7).wrapping_add(0x9e37_79b9_7f4a_7c15);
            }
        }
    }

    #[test]
    fn verilog_is_generated() {
        let mut uut = MixRound::new(0);
        uut.connect_all();
        let v = generate_verilog(&uut);
        assert!(v.contains("module top"), "{v}");
    }
}
