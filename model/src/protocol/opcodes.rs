//! The header bytes' values: opcodes, statuses, filter numbers and per-key
//! result codes, as constants (the specification's tables) and as enums.

use super::{ProtocolError, REPLY_FLAG};

/// Request opcodes (byte 2); a reply carries `opcode | REPLY_FLAG`.
pub mod opcode {
    /// Board and engine geometry (not sequenced).
    pub const INFO: u8 = 0x01;
    /// Empty a filter.
    pub const CLEAR: u8 = 0x02;
    /// Insert keys.
    pub const INSERT: u8 = 0x03;
    /// Query keys.
    pub const QUERY: u8 = 0x04;
    /// Delete keys (Cuckoo only).
    pub const DELETE: u8 = 0x05;
    /// Items stored (Cuckoo only).
    pub const COUNT: u8 = 0x06;
    /// Link and engine counters (not sequenced).
    pub const STATS: u8 = 0x07;
    /// Read snapshot words.
    pub const DUMP: u8 = 0x08;
    /// Write snapshot words.
    pub const LOAD: u8 = 0x09;
}

/// Reply status codes (byte 6 of a reply).
pub mod status {
    /// Done.
    pub const OK: u8 = 0;
    /// NAK: a frame's CRC failed.
    pub const BAD_CRC: u8 = 1;
    /// NAK: COBS error, runt or oversize frame; or, echoing `seq`, a length
    /// that does not match opcode and count.
    pub const BAD_LENGTH: u8 = 2;
    /// The opcode is not one of the table.
    pub const UNKNOWN_OPCODE: u8 = 3;
    /// The request's version is not [`VERSION`](crate::protocol::VERSION).
    pub const UNSUPPORTED_VERSION: u8 = 4;
    /// Filter not 0 or 1, or the op is not defined for it.
    pub const BAD_FILTER: u8 = 5;
    /// DUMP/LOAD address range past the end (or a LOAD word the engine
    /// does not accept).
    pub const BAD_PARAM: u8 = 6;
    /// Cuckoo INSERT: at least one key answered FULL (the request was
    /// applied).
    pub const FULL: u8 = 7;
    /// NAK: frame dropped, both frame buffers full.
    pub const BUSY: u8 = 8;
    /// NAK: a sequenced request ahead of the expected number.
    pub const OUT_OF_SEQUENCE: u8 = 9;
}

/// Filter numbers (byte 3).
pub mod filter {
    /// The Bloom engine.
    pub const BLOOM: u8 = 0;
    /// The Cuckoo engine.
    pub const CUCKOO: u8 = 1;
}

/// Per-key result codes of Cuckoo INSERT/DELETE replies (the engine's,
/// `docs/cuckoo.md`).
pub mod code {
    pub use crate::cuckoo::code::{FULL, NOT_FOUND, OK};
}

/// A request opcode.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[repr(u8)]
pub enum Op {
    Info = opcode::INFO,
    Clear = opcode::CLEAR,
    Insert = opcode::INSERT,
    Query = opcode::QUERY,
    Delete = opcode::DELETE,
    Count = opcode::COUNT,
    Stats = opcode::STATS,
    Dump = opcode::DUMP,
    Load = opcode::LOAD,
}

impl Op {
    /// Every opcode, in numeric order.
    pub const ALL: [Op; 9] = [
        Op::Info,
        Op::Clear,
        Op::Insert,
        Op::Query,
        Op::Delete,
        Op::Count,
        Op::Stats,
        Op::Dump,
        Op::Load,
    ];

    /// Does the request carry a sequence number the board checks (every op
    /// but INFO and STATS)?
    pub fn sequenced(self) -> bool {
        !matches!(self, Op::Info | Op::Stats)
    }

    /// The opcode of its replies, `op | REPLY_FLAG`.
    pub fn reply_op(self) -> u8 {
        self as u8 | REPLY_FLAG
    }

    /// Does the request carry `count` keys?
    pub fn has_keys(self) -> bool {
        matches!(self, Op::Insert | Op::Query | Op::Delete)
    }
}

impl TryFrom<u8> for Op {
    type Error = ProtocolError;
    fn try_from(v: u8) -> Result<Self, ProtocolError> {
        match v {
            opcode::INFO..=opcode::LOAD => Ok(Op::ALL[(v - 1) as usize]),
            _ => Err(ProtocolError::UnknownOpcode(v)),
        }
    }
}

impl From<Op> for u8 {
    fn from(op: Op) -> u8 {
        op as u8
    }
}

/// A filter (engine).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[repr(u8)]
pub enum Filter {
    Bloom = filter::BLOOM,
    Cuckoo = filter::CUCKOO,
}

impl TryFrom<u8> for Filter {
    type Error = ProtocolError;
    fn try_from(v: u8) -> Result<Self, ProtocolError> {
        match v {
            filter::BLOOM => Ok(Filter::Bloom),
            filter::CUCKOO => Ok(Filter::Cuckoo),
            _ => Err(ProtocolError::UnknownFilter(v)),
        }
    }
}

impl From<Filter> for u8 {
    fn from(f: Filter) -> u8 {
        f as u8
    }
}

/// A reply status.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[repr(u8)]
pub enum Status {
    Ok = status::OK,
    BadCrc = status::BAD_CRC,
    BadLength = status::BAD_LENGTH,
    UnknownOpcode = status::UNKNOWN_OPCODE,
    UnsupportedVersion = status::UNSUPPORTED_VERSION,
    BadFilter = status::BAD_FILTER,
    BadParam = status::BAD_PARAM,
    Full = status::FULL,
    Busy = status::BUSY,
    OutOfSequence = status::OUT_OF_SEQUENCE,
}

impl Status {
    /// Every status, in numeric order.
    pub const ALL: [Status; 10] = [
        Status::Ok,
        Status::BadCrc,
        Status::BadLength,
        Status::UnknownOpcode,
        Status::UnsupportedVersion,
        Status::BadFilter,
        Status::BadParam,
        Status::Full,
        Status::Busy,
        Status::OutOfSequence,
    ];

    /// An error status: the reply has count 0 and no payload (all but OK
    /// and FULL).
    pub fn is_error(self) -> bool {
        !matches!(self, Status::Ok | Status::Full)
    }

    /// A status a NAK (opcode `0xFF`) can carry.
    pub fn is_nak(self) -> bool {
        matches!(
            self,
            Status::BadCrc | Status::BadLength | Status::Busy | Status::OutOfSequence
        )
    }
}

impl TryFrom<u8> for Status {
    type Error = ProtocolError;
    fn try_from(v: u8) -> Result<Self, ProtocolError> {
        Status::ALL
            .get(v as usize)
            .copied()
            .ok_or(ProtocolError::UnknownStatus(v))
    }
}

impl From<Status> for u8 {
    fn from(s: Status) -> u8 {
        s as u8
    }
}
