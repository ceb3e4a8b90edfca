//! The wire protocol of `docs/protocol.md`, software side: CRC-32, COBS
//! framing, request and reply packets.
//!
//! The board RTL, the board model ([`crate::board`]) and the host all speak
//! this protocol, and the tests compare them byte for byte, so this module is
//! the reference encoding: every constant and every check below is the one
//! the specification names. Two directions, two levels of trust:
//!
//! - **Requests** are built by the host ([`Request::info`],
//!   [`Request::insert`], ...) and decoded by the board
//!   ([`Request::decode`], which runs the checks of "Order of checks", steps
//!   1-5, in order, so the first error is the one the board answers).
//! - **Replies** are built by the board and decoded by the host
//!   ([`Reply::decode`]). The host must not trust the line: `decode` accepts
//!   exactly the replies a correct board can send and rejects everything
//!   else with a typed [`ProtocolError`]. It never panics and never sizes an
//!   allocation from a length field.
//!
//! Framing: a packet (the *decoded* bytes, CRC included) travels COBS-encoded
//! and followed by a `0x00` delimiter ([`encode_wire`]); a receiver splits
//! the byte stream with a [`FrameAccumulator`], which decodes byte by byte in
//! bounded memory exactly as the hardware does.
//!
//! ```
//! use hwfilter_model::protocol::{Filter, Reply, Request, encode_wire, FrameAccumulator, FrameEvent, MAX_FRAME};
//! let req = Request::query(0, Filter::Bloom, &[1, 2, 3]);
//! let wire = encode_wire(&req.encode());
//! let mut acc = FrameAccumulator::new(MAX_FRAME);
//! let events: Vec<_> = wire.iter().filter_map(|&b| acc.push(b)).collect();
//! assert_eq!(events, vec![FrameEvent::Frame(req.encode())]);
//! assert_eq!(Request::decode(&req.encode()).unwrap(), req);
//! ```

// One file per concern: the header bytes' values (`opcodes`), errors, the
// CRC, COBS, framing on the line, payload layouts, requests and replies.
// Everything public is re-exported here: paths are `protocol::Name`.
mod cobs;
mod crc;
mod error;
mod framing;
mod kinds;
mod opcodes;
mod payload;
mod reply;
mod request;

pub use self::cobs::{CobsError, cobs_decode, cobs_encode};
pub use self::crc::{Crc32, crc32};
pub use self::error::ProtocolError;
pub use self::framing::{FrameAccumulator, FrameError, FrameEvent, encode_wire};
pub use self::kinds::{
    BLOCKED_BLOCK_BITS_LOG2, BLOCKED_BLOCK_WORDS_LOG2, BLOCKED_FILL_GROUPS_LOG2, BloomKind,
    CUCKOO_KIND, FilterKinds, blocked_geometry,
};
pub use self::opcodes::{Filter, Op, Status, code, filter, opcode, status};
pub use self::payload::{Info, Stats, pack_bits, pack_codes};
pub use self::reply::Reply;
pub use self::request::Request;

/// Protocol version (byte 0 of every packet).
pub const VERSION: u8 = 1;
/// Largest decoded frame, CRC included; longer frames are oversize.
pub const MAX_FRAME: usize = 512;
/// Request header bytes: version, seq, opcode, filter, count (u16).
pub const REQUEST_HEADER: usize = 6;
/// Reply header bytes: the request header plus status.
pub const REPLY_HEADER: usize = 7;
/// CRC bytes at the end of every packet.
pub const CRC_BYTES: usize = 4;
/// Bytes of a DUMP or LOAD request's start address (a little-endian u32
/// after the header).
pub const ADDRESS_BYTES: usize = 4;
/// Shortest request (header and CRC, no payload); shorter frames are runts.
pub const MIN_FRAME: usize = REQUEST_HEADER + CRC_BYTES;
/// Shortest reply.
pub const MIN_REPLY: usize = REPLY_HEADER + CRC_BYTES;
/// Longest reply (STATS: 7 + 72 + 4 bytes; INFO's 72-byte payload is as long).
pub const MAX_REPLY: usize = REPLY_HEADER + 4 * STATS_FIELDS + CRC_BYTES;
/// Most sequenced requests the host may have unanswered; entries of the
/// board's reply cache.
pub const WINDOW: usize = 16;
/// Most keys per INSERT/QUERY/DELETE request.
pub const MAX_KEYS: usize = 60;
/// Most bytes of snapshot words per DUMP reply.
pub const DUMP_MAX_BYTES: usize = 24;
/// Most bytes of snapshot words per LOAD request.
pub const LOAD_MAX_BYTES: usize = 480;
/// Opcode of a NAK reply.
pub const NAK: u8 = 0xFF;
/// Set in the opcode of every reply (`request opcode | REPLY_FLAG`).
pub const REPLY_FLAG: u8 = 0x80;
/// Fields (u32) of the INFO reply.
pub const INFO_FIELDS: usize = 18;
/// Fields (u32) of the STATS reply.
pub const STATS_FIELDS: usize = 10 + FILL_BANKS;
/// Bank slots of STATS' Bloom fill fields (10.. 10 + FILL_BANKS): one per
/// possible bank (1..=8); the slots of banks a build lacks are 0.
pub const FILL_BANKS: usize = 8;
/// STATS' Bloom fill fields (all eight slots) of a board built without
/// set-bit counters.
pub const FILL_NOT_COUNTED: u32 = u32::MAX;
/// CRC register (before the final XOR) after a good frame, CRC included.
pub const CRC_RESIDUE: u32 = 0xDEBB_20E3;
/// Smallest `(seq - expected) mod 256` of a duplicate (16 behind).
pub const DUPLICATE_MIN_DISTANCE: u8 = (256 - WINDOW) as u8;
