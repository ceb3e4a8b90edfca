//! # hwfilter-toolchain
//!
//! Typed drivers of the open FPGA toolchains: one step per tool, exit
//! status checked, the complete log kept, results read back.
//!
//! - [`icestorm`]: yosys `synth_ice40`, nextpnr-ice40, icepack, iceprog.
//! - [`trellis`]: yosys `synth_ecp5`, nextpnr-ecp5, ecppack (YoWASP builds).
//! - [`platform`]: the boards as data (part, pins, clocks, UART, engines).
//! - [`sdram`]: the boards' SDRAM parts (geometry, timing, refresh).
//! - [`sby`]: SymbiYosys (YoWASP) and Yices for the formal proofs.

pub mod icestorm;
pub mod platform;
pub mod sby;
pub mod sdram;
pub mod trellis;
