//! # hwfilter-hdl
//!
//! The hwfilter engines as rust-hdl blocks, and the functions that turn them
//! into Verilog for Verilator and the iCE40 toolchain.
//!
//! - [`BloomEngine`]: the partitioned Bloom filter engine.
//! - [`MixRound`]: one round of the shared hash mixer (docs/hashing.md).
//! - [`verilog`]: generated Verilog per engine geometry, with checks.
//! - [`icestorm`]: the typed yosys / nextpnr-ice40 / icepack / iceprog wrapper.
//! - [`synth`]: engine synthesis checks (block RAM inference, LCs, Fmax per seed).

pub mod bloom_engine;
pub mod icestorm;
pub mod mixer;
pub mod synth;
pub mod verilog;

pub use bloom_engine::BloomEngine;
pub use mixer::MixRound;
pub use verilog::{BloomConfig, HdlError};
