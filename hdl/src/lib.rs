//! # hwfilter-hdl
//!
//! The hwfilter engines as rust-hdl blocks, and the functions that turn them
//! into Verilog for Verilator and the iCE40 toolchain.
//!
//! - [`BloomEngine`]: the partitioned Bloom filter engine.
//! - [`bloom_front::BloomFront`]: the key front of the pipelined Bloom engines (input register, mixer, h0/h1).
//! - [`BloomSpramEngine`]: the Bloom engine with its banks in UP5K SPRAM.
//! - [`CountingBloomEngine`]: the counting Bloom filter engine (4-bit counters, DELETE).
//! - [`CuckooEngine`]: the cuckoo filter engine (docs/cuckoo.md).
//! - [`CuckooSerialEngine`]: the cuckoo filter one op at a time, for small parts.
//! - [`sdram_bloom::SdramBloomEngine`]: the blocked Bloom filter in SDRAM (one row per key).
//! - [`MixFront`]: the hash mixer in front of one-op-at-a-time engines.
//! - [`MixPipe`]: the key front of the pipelined engines (input register and mixer rounds).
//! - [`MixRound`]: one round of the shared hash mixer (docs/hashing.md).
//! - [`verilog`]: generated Verilog per engine geometry, with checks.
//! - [`selftest`]: the board self-test (both engines against the model's signatures).
//! - [`pll`]: the iCE40 PLL as a rust-hdl block.
//! - [`synth`]: engine synthesis checks (block RAM inference, LCs, Fmax per seed).

pub mod bank_ram;
pub mod bloom_engine;
pub mod bloom_front;
pub mod bloom_spram_engine;
pub mod board;
pub mod counting_bloom_engine;
pub mod counting_spram_engine;
pub mod cuckoo_engine;
pub mod cuckoo_parts;
pub mod cuckoo_serial;
pub mod ecp5_pll;
pub mod ecp5_pll_shifted;
pub mod ecp5_sdram_pads;
pub mod fill_counters;
pub mod formal;
pub mod link;
pub mod mix_front;
pub mod mix_pipe;
pub mod mixer;
pub mod pll;
pub mod sdram_bloom;
pub mod selftest;
pub mod serial_engines;
pub mod spram;
pub mod synth;
pub mod verilog;

pub use bloom_engine::BloomEngine;
pub use bloom_spram_engine::BloomSpramEngine;
pub use counting_bloom_engine::CountingBloomEngine;
pub use counting_spram_engine::CountingSpramEngine;
pub use cuckoo_engine::CuckooEngine;
pub use cuckoo_serial::CuckooSerialEngine;
pub use mix_front::MixFront;
pub use mix_pipe::MixPipe;
pub use mixer::{MixRound, MixStep};
pub use verilog::{BloomConfig, CuckooConfig, HdlError};
