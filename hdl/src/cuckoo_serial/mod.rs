//! `CuckooSerialEngine`: the Cuckoo filter of docs/cuckoo.md for small
//! parts, one op at a time; the iCEBreaker's Cuckoo engine.
//!
//! [`crate::CuckooEngine`] answers a lookup per cycle with a 9-stage
//! pipeline, two bucket scans, write forwarding and its own 4-round mixer:
//! about 3,200 logic cells, more than the UP5K can spare next to the link.
//! Behind a UART a key comes every few hundred cycles, so this engine does
//! one op at a time: one bucket scan, one slot multiplexer, one
//! alternate-bucket unit, one block RAM bank of `2^B` bucket words, and no
//! forwarding (a bucket is never read in the cycle it is written). Its ops,
//! ports and every result are those of `CuckooEngine` and of the model
//! (`hwfilter_model::cuckoo`), so the same co-simulation checks both.
//!
//! ```text
//!  in ─► MixFront ─► IDLE ─┬─ QUERY/DELETE ─► SCAN i1 ─► SCAN i2 ─┬──────────────► RESULT ─► out
//!        (h0, h1)          │                                      └─ DELETE, stash full: DEL ─┐
//!                          ├─ INSERT ─► PLACE i1 ─► KICK (i2, then 1 cycle per eviction) ◄────┘
//!                          ├─ READ/WRITE bucket ─► READ/WRITE DATA (─► WRITE COUNT) ─► RESULT
//!                          ├─ CLEAR ─► CLEARING (2^B cycles) ─► RESULT
//!                          └─ COUNT/STATS, stash READ/WRITE, INSERT while the stash is full ─► RESULT
//! ```
//!
//! Cycles from the op's arrival at the core (after the front's 5 mixer
//! cycles for keyed ops): QUERY 2-3, INSERT 2-3 plus one per eviction,
//! DELETE 2-3 (4 and a placement when it re-inserts the stash), READ and
//! WRITE 2-3, CLEAR `2^B + 1`. From the cycle the engine takes an op to
//! the cycle its result is offered (rust-hdl simulation, 16 buckets,
//! consumer ready): QUERY 8 (found in i1) or 9, INSERT into a free slot of
//! i1 8, DELETE from i1 8, READ and WRITE 3, COUNT 2, CLEAR 18.
//!
//! [`CuckooSerialCore`] is the engine without the mixer: it takes the op
//! with its hash from a [`MixFront`](crate::MixFront) (and keeps the
//! front's registers until it answers), so two engines can share one front.

pub mod core;
pub mod engine;

pub use self::core::{CuckooSerialCore, SerialState};
pub use self::engine::CuckooSerialEngine;
