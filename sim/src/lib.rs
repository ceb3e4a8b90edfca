//! # hwfilter-sim
//!
//! The hwfilter engines' Verilog, Verilated and driven from Rust, next to
//! the reference model.
//!
//! - [`models`]: the generated bindings, one struct per Verilated top.
//! - [`bloom`]: a cycle driver for the Bloom engine ports and a
//!   co-simulation harness that compares every result with
//!   [`hwfilter_model::BloomModel`].
//! - [`counting`]: the same for the counting Bloom engine and
//!   [`hwfilter_model::CountingModel`], with its read-modify-write hazards
//!   and false negatives counted.
//! - [`cuckoo`]: the same for the Cuckoo engine and
//!   [`hwfilter_model::CuckooModel`].
//! - [`board`]: the simulated board, the Verilated board core driven at its
//!   UART pins (docs/protocol.md).
//! - [`pty`]: that board served on a pseudo-terminal, for any serial client.
//! - [`sdram_bloom`]: the SDRAM Bloom engine on that chip, against
//!   [`hwfilter_model::blocked::BlockedBloomModel`].
//! - [`sdram_board`]: the ULX3S's SDRAM board core on that chip, a
//!   [`board::BoardPorts`] like the other cores.
//! - [`sdram_chip`]: a simulated SDR SDRAM that holds its data and fails on
//!   any breach of its datasheet timing (the SDRAM engine's memory).
//!
//! Everything but [`sdram_chip`] and [`cosim`] needs the `verilator` feature
//! (on by default).
//! Set `HWFILTER_TRACE=1` to make a harness write a VCD of its run under
//! `target/hwfilter-traces/`.

#[cfg(feature = "verilator")]
pub mod bloom;
#[cfg(feature = "verilator")]
pub mod board;
pub mod cosim;
#[cfg(feature = "verilator")]
pub mod counting;
#[cfg(feature = "verilator")]
pub mod cuckoo;
#[cfg(feature = "verilator")]
pub mod models;
#[cfg(feature = "verilator")]
pub mod pty;
#[cfg(feature = "verilator")]
pub mod sdram_bloom;
#[cfg(feature = "verilator")]
pub mod sdram_board;
pub mod sdram_chip;
