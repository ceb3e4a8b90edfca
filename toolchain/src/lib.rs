//! # hwfilter-toolchain
//!
//! Typed drivers of the open FPGA toolchains: one step per tool, exit
//! status checked, the complete log kept, results read back.
//!
//! - [`icestorm`]: yosys `synth_ice40`, nextpnr-ice40, icepack, iceprog.

pub mod icestorm;
