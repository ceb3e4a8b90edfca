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

/// Any round of the mixer, chosen at run time: `out = round(x, round)`
/// for `round` in `0..MIX_ROUNDS` (other values give `x`). One instance
/// and a state register compute the whole mixer in `MIX_ROUNDS` cycles,
/// for engines that take one key at a time. It saves the pipeline
/// registers, not logic: each rotation becomes a 5-way multiplexer over
/// the rounds' fixed rotations, so the step costs about as many LUTs as
/// the five pipelined rounds (767 against 5 x 155 `SB_LUT4`: yosys 0.23
/// `synth_ice40; stat` on each block's `generate_verilog` output).
#[derive(LogicBlock)]
pub struct MixStep {
    /// State into the round.
    pub x: Signal<In, Bits<64>>,
    /// Round number.
    pub round: Signal<In, Bits<3>>,
    /// State after the round.
    pub out: Signal<Out, Bits<64>>,
    seeds: [Constant<Bits<64>>; MIX_ROUNDS],
    rot_a: [Constant<Bits<7>>; MIX_ROUNDS],
    rot_a_rev: [Constant<Bits<7>>; MIX_ROUNDS],
    rot_b: [Constant<Bits<7>>; MIX_ROUNDS],
    rot_b_rev: [Constant<Bits<7>>; MIX_ROUNDS],
    t: Signal<Local, Bits<64>>,
    t_rot: Signal<Local, Bits<64>>,
    lane0: Signal<Local, Bits<16>>,
    lane1: Signal<Local, Bits<16>>,
    lane2: Signal<Local, Bits<16>>,
    lane3: Signal<Local, Bits<16>>,
    y: Signal<Local, Bits<64>>,
}

impl Default for MixStep {
    fn default() -> Self {
        Self::new()
    }
}

impl MixStep {
    pub fn new() -> Self {
        MixStep {
            x: Default::default(),
            round: Default::default(),
            out: Default::default(),
            seeds: std::array::from_fn(|r| Constant::new(MIX_SEEDS[r].to_bits())),
            rot_a: std::array::from_fn(|r| Constant::new((ROT_A[r] as u64).to_bits())),
            rot_a_rev: std::array::from_fn(|r| Constant::new((64 - ROT_A[r] as u64).to_bits())),
            rot_b: std::array::from_fn(|r| Constant::new((ROT_B[r] as u64).to_bits())),
            rot_b_rev: std::array::from_fn(|r| Constant::new((64 - ROT_B[r] as u64).to_bits())),
            t: Default::default(),
            t_rot: Default::default(),
            lane0: Default::default(),
            lane1: Default::default(),
            lane2: Default::default(),
            lane3: Default::default(),
            y: Default::default(),
        }
    }
}

impl Logic for MixStep {
    #[hdl_gen]
    fn update(&mut self) {
        self.t.next = self.x.val();
        self.t_rot.next = self.x.val();
        match self.round.val().index() {
            0 => {
                self.t.next = self.x.val() ^ self.seeds[0].val();
                self.t_rot.next = ((self.x.val() ^ self.seeds[0].val()) << self.rot_a[0].val())
                    | ((self.x.val() ^ self.seeds[0].val()) >> self.rot_a_rev[0].val());
            }
            1 => {
                self.t.next = self.x.val() ^ self.seeds[1].val();
                self.t_rot.next = ((self.x.val() ^ self.seeds[1].val()) << self.rot_a[1].val())
                    | ((self.x.val() ^ self.seeds[1].val()) >> self.rot_a_rev[1].val());
            }
            2 => {
                self.t.next = self.x.val() ^ self.seeds[2].val();
                self.t_rot.next = ((self.x.val() ^ self.seeds[2].val()) << self.rot_a[2].val())
                    | ((self.x.val() ^ self.seeds[2].val()) >> self.rot_a_rev[2].val());
            }
            3 => {
                self.t.next = self.x.val() ^ self.seeds[3].val();
                self.t_rot.next = ((self.x.val() ^ self.seeds[3].val()) << self.rot_a[3].val())
                    | ((self.x.val() ^ self.seeds[3].val()) >> self.rot_a_rev[3].val());
            }
            4 => {
                self.t.next = self.x.val() ^ self.seeds[4].val();
                self.t_rot.next = ((self.x.val() ^ self.seeds[4].val()) << self.rot_a[4].val())
                    | ((self.x.val() ^ self.seeds[4].val()) >> self.rot_a_rev[4].val());
            }
            _ => {}
        }
        self.lane0.next = self.t.val().get_bits::<16>(0) + self.t_rot.val().get_bits::<16>(0);
        self.lane1.next = self.t.val().get_bits::<16>(16) + self.t_rot.val().get_bits::<16>(16);
        self.lane2.next = self.t.val().get_bits::<16>(32) + self.t_rot.val().get_bits::<16>(32);
        self.lane3.next = self.t.val().get_bits::<16>(48) + self.t_rot.val().get_bits::<16>(48);
        self.y.next = bit_cast::<64, 16>(self.lane0.val())
            | (bit_cast::<64, 16>(self.lane1.val()) << 16)
            | (bit_cast::<64, 16>(self.lane2.val()) << 32)
            | (bit_cast::<64, 16>(self.lane3.val()) << 48);
        self.out.next = self.x.val();
        match self.round.val().index() {
            0 => {
                self.out.next = self.y.val()
                    ^ ((self.y.val() << self.rot_b[0].val())
                        | (self.y.val() >> self.rot_b_rev[0].val()));
            }
            1 => {
                self.out.next = self.y.val()
                    ^ ((self.y.val() << self.rot_b[1].val())
                        | (self.y.val() >> self.rot_b_rev[1].val()));
            }
            2 => {
                self.out.next = self.y.val()
                    ^ ((self.y.val() << self.rot_b[2].val())
                        | (self.y.val() >> self.rot_b_rev[2].val()));
            }
            3 => {
                self.out.next = self.y.val()
                    ^ ((self.y.val() << self.rot_b[3].val())
                        | (self.y.val() >> self.rot_b_rev[3].val()));
            }
            4 => {
                self.out.next = self.y.val()
                    ^ ((self.y.val() << self.rot_b[4].val())
                        | (self.y.val() >> self.rot_b_rev[4].val()));
            }
            _ => {}
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
    fn step_matches_every_round_in_rust_hdl_simulation() {
        let mut uut = MixStep::new();
        uut.connect_all();
        let mut x = 0x0123_4567_89ab_cdefu64;
        for _ in 0..100 {
            for r in 0..8usize {
                uut.x.next = x.to_bits();
                uut.round.next = (r as u64).to_bits();
                for _ in 0..8 {
                    uut.update_all();
                }
                let want = if r < MIX_ROUNDS { round(x, r) } else { x };
                assert_eq!(uut.out.val().to_u64(), want, "round {r} of {x:#x}");
            }
            x = x.rotate_left(11).wrapping_add(0x9e37_79b9_7f4a_7c15);
        }
        let v = generate_verilog(&uut);
        assert!(v.contains("module top"), "{v}");
    }

    #[test]
    fn verilog_is_generated() {
        let mut uut = MixRound::new(0);
        uut.connect_all();
        let v = generate_verilog(&uut);
        assert!(v.contains("module top"), "{v}");
    }
}
