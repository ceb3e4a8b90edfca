//! The board self-test: both engines driven by a fixed op program, their
//! results folded into signatures that must equal the model's.
//!
//! A self-test bitstream checks a board without the host: after reset,
//! [`SelfTestCore`] runs a program of op phases on each engine, again and
//! again, and latches PASS or FAIL for the LEDs (docs/boards.md).
//!
//! ```text
//!            ┌──────────────────┐ ops  ┌──────────────┐
//!  start ──► │ SelfTestRunner b │ ───► │ BloomEngine  │
//!            │  phases, keys,   │ ◄─── │              │
//!            │  signature       │ res  └──────────────┘
//!            └──────────────────┘
//!            ┌──────────────────┐ ops  ┌──────────────┐
//!  start ──► │ SelfTestRunner c │ ───► │ CuckooEngine │
//!            └──────────────────┘ ◄─── └──────────────┘
//!  compare both signatures with the model's, latch PASS / FAIL, run again
//! ```
//!
//! * **Program.** A run is a list of [`Phase`]s: an op, a count, and where
//!   the keys come from: a xorshift64 stream from a seed ([`xorshift64`]:
//!   the first key is the seed itself) or the phase's op index (READ
//!   addresses). [`bloom_program`] and [`cuckoo_program`] size the phases
//!   from the engine's geometry: fill the filter to its capacity, query
//!   every stored key and as many absent ones, read back memory; the Cuckoo
//!   program also deletes, counts, and overfills the table until inserts
//!   answer FULL (kick chains, the stash).
//! * **Signature.** Every result becomes a 32-bit word
//!   ([`bloom_result_word`], [`cuckoo_result_word`]), folded in order:
//!   `sig = sig.rotate_left(1) ^ word`. [`expected`] runs the same program
//!   on the model (`hwfilter_model`) when the top is built, so the expected
//!   signature is a constant of the bitstream: one wrong bit in any result,
//!   a lost or extra result, changes it.
//! * **Invariants**, checked per result in hardware independently of the
//!   model: a query of a stored key is present (no false negative), and a
//!   delete of a stored key answers OK. A watchdog fails the run when no
//!   result comes for `watchdog` cycles while one is due (a wedged engine).

pub mod core;
pub mod program;
pub mod runner;

pub use self::core::{SelfTestCore, WATCHDOG_CYCLES};
pub use self::program::{
    Expected, Keys, Phase, Target, bloom_op, bloom_program, bloom_result_word, cuckoo_op,
    cuckoo_program, cuckoo_result_word, expected, signature_step, xorshift64,
};
pub use self::runner::{MAX_PHASE_OPS, MAX_PHASES, SelfTestRunner};

/// The self-test blocks' shared test fixtures: a small core, a clock cycle.
#[cfg(test)]
mod testbench {
    use rust_hdl::prelude::*;

    use super::SelfTestCore;
    use crate::link::testbench::settle;

    /// Small engines, so that rust-hdl simulates whole runs quickly: Bloom
    /// 4 x 256 bits, Cuckoo 16 buckets (64 slots).
    pub type Small = SelfTestCore<4, 8, 8, 32, 4, 3>;

    /// One clock cycle of `b`: `clock` low, settle, high, settle.
    pub fn cycle<T: Block>(b: &mut T, clock: impl Fn(&mut T, bool)) {
        clock(b, false);
        settle(b);
        clock(b, true);
        settle(b);
    }
}
