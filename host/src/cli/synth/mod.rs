//! `hwfilter synth --board B`: the board's bitstream, from the RTL in this
//! binary to the `.bin` that `hwfilter flash` writes.
//!
//! ```text
//!  BoardCore<4, A, F, 4F, B, B-1> (Alchitry Cu) or SerialBoardCore<4, F, 4F, B>
//!  (iCEBreaker) in a board top (rust-hdl, in process)
//!        | <top>.v, <board>.pcf                              <out>/
//!        v
//!  yosys synth_ice40 ─► nextpnr-ice40 (part, package, pcf, --freq = target, --seed)
//!        ─► icepack ─► <top>.bin          report: LCs, block RAMs, SPRAMs, Fmax, timing
//! ```
//!
//! The engine sizes are const generics of the RTL, so only a fixed menu of
//! them is compiled in ([`MENU`](board::MENU)); each entry costs host
//! compile time. Every tool keeps its complete log in the output directory.
//! The target is 1.2 x the clock the logic runs at (`TIMING_MARGIN`)
//! unless `--target-mhz` says otherwise; a second run on the same top
//! (another seed) reuses yosys's netlist.
//!
//! `--self-test` builds the board's self-test top instead
//! (`hwfilter_hdl::board::selftest`): the default engines driven by a
//! fixed program and checked against the model's signatures, PASS/FAIL on
//! the LEDs. It is timed at the clock its logic runs at (the Alchitry Cu's
//! PLL output, 60 MHz).

mod args;
mod board;
pub mod config;
mod flow;
mod report;

pub use args::{BloomArg, EnginesArg, SynthArgs, bitstream_path, default_out_dir};
pub use board::{Board, kind_name};
pub use config::{Build, BuildConfig};
pub use flow::run;
