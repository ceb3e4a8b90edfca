//! # hwfilter-model
//!
//! The bit-exact reference of the hwfilter engines. The RTL, the simulated
//! board and the host agree with this crate bit for bit, and the tests prove
//! it. No hardware dependencies.
//!
//! - [`hash`]: the key reduction (xxh3-64) and the shared mixer the hardware
//!   computes (frozen in `docs/hashing.md`).
//! - [`params`]: Bloom parameter math, from (capacity, FPR) to geometry and
//!   back.
//! - [`bloom`]: the partitioned Bloom filter model and its op/result set.
//! - [`blocked`]: the blocked Bloom filter of the SDRAM engine (every key's
//!   bits in one block), its FPR formula and capacity.
//! - [`blocked_fill`]: a blocked Bloom filter's fill from set-bit counts per
//!   group of blocks: the keys estimated, the live false-positive rate.
//! - [`counting`]: the counting Bloom filter model (4-bit saturating
//!   counters: insert, query, delete) and its op/result set.
//! - [`geometry`]: filter 0's geometry from INFO, banks or blocks: its bits
//!   and its capacity at a rate.
//! - [`fill`]: a Bloom filter's fill from its banks' set-bit counts: the
//!   distinct keys estimated, the live false-positive rate, the warnings.
//! - [`cuckoo`]: the Cuckoo filter model (4-slot buckets, partial-key cuckoo
//!   hashing, one-entry stash), its parameters and op/result set
//!   (specified in `docs/cuckoo.md`).
//! - [`rng`]: the deterministic generator tests and benchmarks share.
//! - [`protocol`]: the host-board wire protocol (`docs/protocol.md`): CRC-32,
//!   COBS framing, request and reply packets, strict reply validation.
//! - [`board`]: the board model: what the board answers to every frame
//!   (sequencing, reply cache, NAKs, counters), byte for byte.

pub mod blocked;
pub mod blocked_fill;
pub mod bloom;
pub mod board;
pub mod confidence;
pub mod counting;
pub mod cuckoo;
pub mod error;
pub mod fill;
pub mod geometry;
pub mod hash;
pub mod params;
pub mod protocol;
pub mod rng;

pub use bloom::{BloomModel, BloomOp, BloomResult};
pub use counting::{CountingModel, CountingOp, CountingResult};
pub use cuckoo::{CuckooModel, CuckooOp, CuckooParams, CuckooResult};
pub use error::ParamError;
pub use params::BloomParams;
