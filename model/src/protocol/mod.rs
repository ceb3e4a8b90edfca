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

use thiserror::Error;

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
/// Shortest request (header and CRC, no payload); shorter frames are runts.
pub const MIN_FRAME: usize = REQUEST_HEADER + CRC_BYTES;
/// Shortest reply.
pub const MIN_REPLY: usize = REPLY_HEADER + CRC_BYTES;
/// Longest reply (INFO: 7 + 68 + 4 bytes).
pub const MAX_REPLY: usize = REPLY_HEADER + 4 * INFO_FIELDS + CRC_BYTES;
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
pub const INFO_FIELDS: usize = 17;
/// Fields (u32) of the STATS reply.
pub const STATS_FIELDS: usize = 10;
/// CRC register (before the final XOR) after a good frame, CRC included.
pub const CRC_RESIDUE: u32 = 0xDEBB_20E3;
/// Smallest `(seq - expected) mod 256` of a duplicate (16 behind).
pub const DUPLICATE_MIN_DISTANCE: u8 = (256 - WINDOW) as u8;

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
    /// The request's version is not [`VERSION`](super::VERSION).
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

    /// Is the op defined for this filter byte? INFO accepts any byte,
    /// DELETE and COUNT only the Cuckoo filter, the others 0 and 1.
    pub fn accepts(self, filter: u8) -> bool {
        match self {
            Op::Info => true,
            Op::Delete | Op::Count => filter == filter::CUCKOO,
            _ => filter <= filter::CUCKOO,
        }
    }

    /// The opcode of its replies, `op | REPLY_FLAG`.
    pub fn reply_op(self) -> u8 {
        self as u8 | REPLY_FLAG
    }

    /// Does the request carry `count` keys?
    pub fn has_keys(self) -> bool {
        matches!(self, Op::Insert | Op::Query | Op::Delete)
    }

    /// Request payload length for `(filter, count)`, or `None` when `count`
    /// is outside the op's range: 0 for INFO/CLEAR/COUNT/STATS;
    /// `1..=MAX_KEYS` keys; `1..=` the filter's DUMP/LOAD maximum words.
    /// `filter` must be one the op [accepts](Self::accepts).
    pub fn request_payload_len(self, filter: u8, count: u16) -> Option<usize> {
        let c = count as usize;
        let wb = Filter::try_from(filter).map_or(8, Filter::word_bytes);
        match self {
            Op::Info | Op::Clear | Op::Count | Op::Stats => (c == 0).then_some(0),
            Op::Insert | Op::Query | Op::Delete => (1..=MAX_KEYS).contains(&c).then_some(8 * c),
            Op::Dump => (1..=DUMP_MAX_BYTES / wb).contains(&c).then_some(4),
            Op::Load => (1..=LOAD_MAX_BYTES / wb).contains(&c).then_some(4 + c * wb),
        }
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

impl Filter {
    /// Bytes per snapshot word on the wire: 1 (Bloom) or 8 (Cuckoo, LE).
    pub fn word_bytes(self) -> usize {
        match self {
            Filter::Bloom => 1,
            Filter::Cuckoo => 8,
        }
    }
    /// Most words per DUMP reply (24 Bloom, 3 Cuckoo).
    pub fn dump_max_words(self) -> usize {
        DUMP_MAX_BYTES / self.word_bytes()
    }
    /// Most words per LOAD request (480 Bloom, 60 Cuckoo).
    pub fn load_max_words(self) -> usize {
        LOAD_MAX_BYTES / self.word_bytes()
    }
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

/// Everything that can be wrong with a packet. The request variants map to
/// the status the board answers ([`status`](Self::status)).
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum ProtocolError {
    /// Shorter than a header and a CRC (a runt).
    #[error("packet of {len} bytes is shorter than the {min}-byte minimum")]
    TooShort { len: usize, min: usize },
    /// Longer than [`MAX_FRAME`] (a reply: longer than [`MAX_REPLY`]).
    #[error("packet of {len} bytes is longer than the {max}-byte maximum")]
    TooLong { len: usize, max: usize },
    /// The CRC does not match: `expected` is computed over the packet,
    /// `got` is the one it carries.
    #[error("CRC mismatch: computed {expected:#010x}, packet carries {got:#010x}")]
    BadCrc { expected: u32, got: u32 },
    /// Version byte other than [`VERSION`].
    #[error("unsupported protocol version {0} (this is version 1)")]
    BadVersion(u8),
    /// An opcode outside the table (a reply opcode without [`REPLY_FLAG`],
    /// or with an unknown request opcode where a known one is required).
    #[error("unknown opcode {0:#04x}")]
    UnknownOpcode(u8),
    /// A status byte outside 0..=9.
    #[error("unknown status {0}")]
    UnknownStatus(u8),
    /// A filter byte other than 0 or 1 ([`Filter::try_from`]).
    #[error("unknown filter {0}")]
    UnknownFilter(u8),
    /// The filter byte is not 0 or 1, or the op is not defined for it (or,
    /// in a NAK, not 0).
    #[error("filter {filter} is not valid for opcode {op:#04x}")]
    BadFilter { op: u8, filter: u8 },
    /// `count` outside the op's range.
    #[error("count {count} is out of range for opcode {op:#04x}")]
    BadCount { op: u8, count: u16 },
    /// The payload length does not match opcode, filter and count.
    #[error("opcode {op:#04x}: payload of {got} bytes, expected {expected}")]
    BadLength { op: u8, expected: usize, got: usize },
    /// A status this opcode cannot carry (e.g. OK in a NAK, FULL on a
    /// QUERY, FULL without a FULL code), or a status a correct board never
    /// sends for it.
    #[error("status {status} is not valid for opcode {op:#04x}")]
    BadStatus { op: u8, status: u8 },
    /// A per-key code the op cannot answer (INSERT: OK/FULL; DELETE:
    /// OK/NOT_FOUND; 3 never).
    #[error("result {index} has code {code}, impossible for opcode {op:#04x}")]
    BadResult { op: u8, index: usize, code: u8 },
    /// Result bits past `count` in the last payload byte are not zero.
    #[error("opcode {op:#04x}: padding bits after the last result are set")]
    BadPadding { op: u8 },
    /// A field with a value the specification excludes (an INFO epoch with
    /// bit 0 clear, STATS Cuckoo counters on the Bloom filter).
    #[error("opcode {op:#04x}: field {index} = {value} is not allowed")]
    BadField { op: u8, index: usize, value: u32 },
    /// A typed accessor called on a reply of another opcode or an error
    /// status.
    #[error("expected an OK reply with opcode {want:#04x}, got opcode {op:#04x} status {status}")]
    WrongReply { want: u8, op: u8, status: u8 },
}

impl ProtocolError {
    /// The status the board answers a request that fails with this error
    /// (`None` for the reply-only errors). TooShort, TooLong and BadCrc are
    /// NAKs (step 1), the others echo the request's `seq`.
    pub fn status(&self) -> Option<Status> {
        Some(match self {
            ProtocolError::TooShort { .. } | ProtocolError::TooLong { .. } => Status::BadLength,
            ProtocolError::BadCrc { .. } => Status::BadCrc,
            ProtocolError::BadVersion(_) => Status::UnsupportedVersion,
            ProtocolError::UnknownOpcode(_) => Status::UnknownOpcode,
            ProtocolError::UnknownFilter(_) | ProtocolError::BadFilter { .. } => Status::BadFilter,
            ProtocolError::BadCount { .. } | ProtocolError::BadLength { .. } => Status::BadLength,
            _ => return None,
        })
    }
}

// ---------------------------------------------------------------- CRC-32

const fn crc_table() -> [u32; 256] {
    let mut t = [0u32; 256];
    let mut i = 0;
    while i < 256 {
        let mut c = i as u32;
        let mut k = 0;
        while k < 8 {
            c = if c & 1 != 0 {
                0xEDB8_8320 ^ (c >> 1)
            } else {
                c >> 1
            };
            k += 1;
        }
        t[i] = c;
        i += 1;
    }
    t
}

/// Byte-at-a-time table of the reflected polynomial `0xEDB88320`.
const CRC_TABLE: [u32; 256] = crc_table();

/// Incremental CRC-32/ISO-HDLC (IEEE 802.3, zlib): the receiver's view,
/// one byte at a time, as the hardware computes it.
///
/// ```
/// use hwfilter_model::protocol::{Crc32, CRC_RESIDUE};
/// let mut c = Crc32::new();
/// c.update_slice(b"123456789");
/// assert_eq!(c.finish(), 0xCBF4_3926);
/// c.update_slice(&0xCBF4_3926u32.to_le_bytes());
/// assert_eq!(c.register(), CRC_RESIDUE);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Crc32 {
    reg: u32,
}

impl Crc32 {
    /// The register after reset, `0xFFFFFFFF`.
    pub const fn new() -> Self {
        Crc32 { reg: 0xFFFF_FFFF }
    }
    /// Shifts one byte in.
    #[inline]
    pub fn update(&mut self, byte: u8) {
        self.reg = CRC_TABLE[((self.reg ^ byte as u32) & 0xFF) as usize] ^ (self.reg >> 8);
    }
    /// Shifts bytes in.
    pub fn update_slice(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.update(b);
        }
    }
    /// The CRC of the bytes so far (the register XOR `0xFFFFFFFF`).
    pub fn finish(&self) -> u32 {
        !self.reg
    }
    /// The raw register; [`CRC_RESIDUE`] after a good frame CRC included.
    pub fn register(&self) -> u32 {
        self.reg
    }
}

impl Default for Crc32 {
    fn default() -> Self {
        Self::new()
    }
}

/// CRC-32/ISO-HDLC of `data`: `crc32(b"123456789") == 0xCBF43926`.
pub fn crc32(data: &[u8]) -> u32 {
    let mut c = Crc32::new();
    c.update_slice(data);
    c.finish()
}

/// Appends the little-endian CRC of `packet` to it.
fn push_crc(packet: &mut Vec<u8>) {
    let c = crc32(packet);
    packet.extend_from_slice(&c.to_le_bytes());
}

/// Length (`min..=max`) then CRC of a packet.
fn check_frame(frame: &[u8], min: usize, max: usize) -> Result<(), ProtocolError> {
    let len = frame.len();
    if len < min {
        return Err(ProtocolError::TooShort { len, min });
    }
    if len > max {
        return Err(ProtocolError::TooLong { len, max });
    }
    let (body, tail) = frame.split_at(len - CRC_BYTES);
    let got = u32::from_le_bytes([tail[0], tail[1], tail[2], tail[3]]);
    let expected = crc32(body);
    if got != expected {
        return Err(ProtocolError::BadCrc { expected, got });
    }
    Ok(())
}

// ------------------------------------------------------------------ COBS

/// A COBS-encoded frame that does not decode.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum CobsError {
    /// A `0x00` byte inside the frame (it can only be a delimiter).
    #[error("zero byte at offset {at} inside a COBS frame")]
    ZeroByte { at: usize },
    /// The block code at `at` points past the end of the frame.
    #[error("COBS code {code:#04x} at offset {at} points past the end of the frame")]
    Truncated { at: usize, code: u8 },
}

/// COBS-encodes `data` (no delimiter). Blocks are at most 254 data bytes
/// (code `0xFF`); a final full block is not followed by an empty `0x01`
/// block (the canonical form; decoders accept both).
///
/// ```
/// use hwfilter_model::protocol::{cobs_decode, cobs_encode};
/// assert_eq!(cobs_encode(&[0x11, 0x00, 0x22]), [0x02, 0x11, 0x02, 0x22]);
/// assert_eq!(cobs_encode(&[]), [0x01]);
/// assert_eq!(cobs_decode(&[0x02, 0x11, 0x02, 0x22]).unwrap(), [0x11, 0x00, 0x22]);
/// ```
pub fn cobs_encode(data: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(data.len() + data.len() / 254 + 1);
    let mut code_at = 0;
    out.push(0);
    let mut code = 1u8;
    for (i, &b) in data.iter().enumerate() {
        if b == 0 {
            out[code_at] = code;
            code_at = out.len();
            out.push(0);
            code = 1;
        } else {
            out.push(b);
            code += 1;
            if code == 0xFF && i + 1 < data.len() {
                out[code_at] = code;
                code_at = out.len();
                out.push(0);
                code = 1;
            }
        }
    }
    out[code_at] = code;
    out
}

/// Decodes one COBS frame (the bytes between two delimiters, delimiters
/// excluded). An empty input decodes to an empty packet.
pub fn cobs_decode(encoded: &[u8]) -> Result<Vec<u8>, CobsError> {
    let mut out = Vec::with_capacity(encoded.len());
    let mut i = 0;
    while i < encoded.len() {
        let at = i;
        let code = encoded[i];
        if code == 0 {
            return Err(CobsError::ZeroByte { at });
        }
        i += 1;
        for _ in 1..code {
            match encoded.get(i) {
                None => return Err(CobsError::Truncated { at, code }),
                Some(0) => return Err(CobsError::ZeroByte { at: i }),
                Some(&b) => out.push(b),
            }
            i += 1;
        }
        if code != 0xFF && i < encoded.len() {
            out.push(0);
        }
    }
    Ok(out)
}

/// COBS-encodes a packet and appends the `0x00` delimiter: the bytes that
/// go on the line.
pub fn encode_wire(packet: &[u8]) -> Vec<u8> {
    let mut w = cobs_encode(packet);
    w.push(0);
    w
}

/// Why a frame between two delimiters was thrown away.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FrameError {
    /// A block code points past the delimiter.
    CobsStructure,
    /// The decoded frame exceeded the accumulator's maximum length.
    Oversize,
}

/// What a [`FrameAccumulator`] reports at a delimiter.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FrameEvent {
    /// A decoded frame (possibly shorter than a header: runts are the
    /// packet layer's business).
    Frame(Vec<u8>),
    /// A bad frame, discarded.
    Error(FrameError),
}

/// Streaming COBS decoder: bytes in, one [`FrameEvent`] per non-empty frame
/// out, at its delimiter. It decodes as the hardware does, byte by byte:
/// a block's implied zero is emitted only when the next block code arrives,
/// so the decoded length is exact and memory never exceeds `max_len`
/// bytes. A frame that decodes to more than `max_len` bytes stops being
/// stored and is reported as [`FrameError::Oversize`] at its delimiter; an
/// empty frame (two delimiters in a row) produces nothing.
///
/// ```
/// use hwfilter_model::protocol::{FrameAccumulator, FrameError, FrameEvent};
/// let mut acc = FrameAccumulator::new(4);
/// let mut ev = |bytes: &[u8]| bytes.iter().filter_map(|&b| acc.push(b)).collect::<Vec<_>>();
/// assert_eq!(ev(&[0, 0, 0x02, 0x11, 0x02, 0x22, 0]), [FrameEvent::Frame(vec![0x11, 0, 0x22])]);
/// assert_eq!(ev(&[0x06, 1, 2, 3, 4, 5, 0]), [FrameEvent::Error(FrameError::Oversize)]);
/// assert_eq!(ev(&[0x05, 1, 0]), [FrameEvent::Error(FrameError::CobsStructure)]);
/// ```
#[derive(Clone, Debug)]
pub struct FrameAccumulator {
    buf: Vec<u8>,
    max_len: usize,
    /// Data bytes left in the current block (0: the next byte is a code).
    remaining: u8,
    /// The current block's code is below `0xFF`: a zero follows it if
    /// another block starts.
    zero_owed: bool,
    /// A byte arrived since the last delimiter.
    in_frame: bool,
    oversize: bool,
}

impl FrameAccumulator {
    /// An idle accumulator for frames of at most `max_len` decoded bytes
    /// ([`MAX_FRAME`] for the board).
    pub fn new(max_len: usize) -> Self {
        FrameAccumulator {
            buf: Vec::with_capacity(max_len),
            max_len,
            remaining: 0,
            zero_owed: false,
            in_frame: false,
            oversize: false,
        }
    }

    /// The maximum decoded length.
    pub fn max_len(&self) -> usize {
        self.max_len
    }

    /// Is a frame in progress (a byte arrived since the last delimiter)?
    pub fn in_frame(&self) -> bool {
        self.in_frame
    }

    /// Drops any frame in progress.
    pub fn reset(&mut self) {
        self.buf.clear();
        self.remaining = 0;
        self.zero_owed = false;
        self.in_frame = false;
        self.oversize = false;
    }

    fn store(&mut self, b: u8) {
        if self.oversize {
            return;
        }
        if self.buf.len() >= self.max_len {
            self.oversize = true;
            self.buf.clear();
        } else {
            self.buf.push(b);
        }
    }

    /// Takes one line byte; returns an event at the delimiter that ends a
    /// non-empty frame.
    pub fn push(&mut self, byte: u8) -> Option<FrameEvent> {
        if byte == 0 {
            if !self.in_frame {
                return None;
            }
            let ev = if self.oversize {
                FrameEvent::Error(FrameError::Oversize)
            } else if self.remaining != 0 {
                FrameEvent::Error(FrameError::CobsStructure)
            } else {
                FrameEvent::Frame(std::mem::replace(
                    &mut self.buf,
                    Vec::with_capacity(self.max_len),
                ))
            };
            self.reset();
            return Some(ev);
        }
        self.in_frame = true;
        if self.remaining == 0 {
            if self.zero_owed {
                self.store(0);
            }
            self.remaining = byte - 1;
            self.zero_owed = byte != 0xFF;
        } else {
            self.store(byte);
            self.remaining -= 1;
        }
        None
    }
}

// --------------------------------------------------------------- payloads

fn le_u32(b: &[u8], at: usize) -> u32 {
    u32::from_le_bytes([b[at], b[at + 1], b[at + 2], b[at + 3]])
}

fn le_u64(b: &[u8]) -> u64 {
    let mut w = [0u8; 8];
    w.copy_from_slice(&b[..8]);
    u64::from_le_bytes(w)
}

/// Packs result bits: result `i` is bit `i % 8` of byte `i / 8`.
///
/// ```
/// use hwfilter_model::protocol::pack_bits;
/// assert_eq!(pack_bits(&[true, false, false, true, false, false, false, false, true]), [0x09, 0x01]);
/// ```
pub fn pack_bits(bits: &[bool]) -> Vec<u8> {
    let mut out = vec![0u8; bits.len().div_ceil(8)];
    for (i, &b) in bits.iter().enumerate() {
        out[i / 8] |= (b as u8) << (i % 8);
    }
    out
}

/// Packs 2-bit codes: result `i` is bits `2(i % 4)..2(i % 4) + 2` of byte
/// `i / 4` (codes are masked to 2 bits).
///
/// ```
/// use hwfilter_model::protocol::pack_codes;
/// assert_eq!(pack_codes(&[0, 1, 2, 0, 2]), [0b0010_0100, 0b10]);
/// ```
pub fn pack_codes(codes: &[u8]) -> Vec<u8> {
    let mut out = vec![0u8; codes.len().div_ceil(4)];
    for (i, &c) in codes.iter().enumerate() {
        out[i / 4] |= (c & 3) << (2 * (i % 4));
    }
    out
}

/// The INFO reply: board and engine geometry (`docs/protocol.md`, table
/// "INFO reply"), field `i` at payload bytes `4i..4i+4`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Info {
    /// 0: boot epoch: bit 0 set (never 0), changes when the board restarts.
    pub boot_epoch: u32,
    /// 1: next expected sequence number.
    pub expected_seq: u32,
    /// 2: window (16).
    pub window: u32,
    /// 3: most keys per INSERT/QUERY/DELETE (60).
    pub max_keys: u32,
    /// 4: most DUMP bytes per reply (24).
    pub dump_max_bytes: u32,
    /// 5: hash version (`docs/hashing.md`).
    pub hash_version: u32,
    /// 6: key seed, low 32 bits.
    pub key_seed_low: u32,
    /// 7: key seed, high 32 bits.
    pub key_seed_high: u32,
    /// 8: Bloom banks `k`.
    pub bloom_banks: u32,
    /// 9: Bloom bank address bits `A`.
    pub bloom_addr_bits: u32,
    /// 10: Bloom capacity at 1% false positives.
    pub bloom_capacity: u32,
    /// 11: Cuckoo fingerprint bits `f`.
    pub cuckoo_fp_bits: u32,
    /// 12: Cuckoo bucket address bits `B`.
    pub cuckoo_bucket_bits: u32,
    /// 13: Cuckoo max kicks.
    pub cuckoo_max_kicks: u32,
    /// 14: Cuckoo capacity at 95% load.
    pub cuckoo_capacity: u32,
    /// 15: system clock in Hz.
    pub clock_hz: u32,
    /// 16: UART baud divider (clock cycles per bit).
    pub baud_div: u32,
}

impl Info {
    /// The fields in wire order.
    pub fn to_fields(&self) -> [u32; INFO_FIELDS] {
        [
            self.boot_epoch,
            self.expected_seq,
            self.window,
            self.max_keys,
            self.dump_max_bytes,
            self.hash_version,
            self.key_seed_low,
            self.key_seed_high,
            self.bloom_banks,
            self.bloom_addr_bits,
            self.bloom_capacity,
            self.cuckoo_fp_bits,
            self.cuckoo_bucket_bits,
            self.cuckoo_max_kicks,
            self.cuckoo_capacity,
            self.clock_hz,
            self.baud_div,
        ]
    }

    /// From the fields in wire order.
    pub fn from_fields(f: [u32; INFO_FIELDS]) -> Self {
        Info {
            boot_epoch: f[0],
            expected_seq: f[1],
            window: f[2],
            max_keys: f[3],
            dump_max_bytes: f[4],
            hash_version: f[5],
            key_seed_low: f[6],
            key_seed_high: f[7],
            bloom_banks: f[8],
            bloom_addr_bits: f[9],
            bloom_capacity: f[10],
            cuckoo_fp_bits: f[11],
            cuckoo_bucket_bits: f[12],
            cuckoo_max_kicks: f[13],
            cuckoo_capacity: f[14],
            clock_hz: f[15],
            baud_div: f[16],
        }
    }

    /// The 68-byte payload.
    pub fn to_payload(&self) -> Vec<u8> {
        self.to_fields()
            .iter()
            .flat_map(|f| f.to_le_bytes())
            .collect()
    }

    /// The 64-bit key seed.
    pub fn key_seed(&self) -> u64 {
        (self.key_seed_high as u64) << 32 | self.key_seed_low as u64
    }
}

/// The STATS reply: link counters since reset and the Cuckoo engine's
/// counters (`docs/protocol.md`, table "STATS reply").
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Stats {
    /// 0: frames received with a good CRC.
    pub frames: u32,
    /// 1: frames whose CRC failed.
    pub bad_crc: u32,
    /// 2: COBS errors, runt, oversize and wrong-length frames.
    pub bad_length: u32,
    /// 3: unknown opcode, unsupported version, bad filter/param.
    pub bad_request: u32,
    /// 4: sequenced frames ahead of the expected number.
    pub out_of_sequence: u32,
    /// 5: duplicates answered from the reply cache.
    pub replays: u32,
    /// 6: good frames dropped because both frame buffers were full.
    pub busy: u32,
    /// 7: UART framing errors and overruns.
    pub uart_errors: u32,
    /// 8: Cuckoo evictions since its last CLEAR (filter 1), else 0.
    pub cuckoo_kicks: u32,
    /// 9: Cuckoo FULL answers since its last CLEAR (filter 1), else 0.
    pub cuckoo_full: u32,
}

impl Stats {
    /// The fields in wire order.
    pub fn to_fields(&self) -> [u32; STATS_FIELDS] {
        [
            self.frames,
            self.bad_crc,
            self.bad_length,
            self.bad_request,
            self.out_of_sequence,
            self.replays,
            self.busy,
            self.uart_errors,
            self.cuckoo_kicks,
            self.cuckoo_full,
        ]
    }

    /// From the fields in wire order.
    pub fn from_fields(f: [u32; STATS_FIELDS]) -> Self {
        Stats {
            frames: f[0],
            bad_crc: f[1],
            bad_length: f[2],
            bad_request: f[3],
            out_of_sequence: f[4],
            replays: f[5],
            busy: f[6],
            uart_errors: f[7],
            cuckoo_kicks: f[8],
            cuckoo_full: f[9],
        }
    }

    /// The 40-byte payload.
    pub fn to_payload(&self) -> Vec<u8> {
        self.to_fields()
            .iter()
            .flat_map(|f| f.to_le_bytes())
            .collect()
    }
}

fn fields<const N: usize>(payload: &[u8]) -> [u32; N] {
    let mut f = [0u32; N];
    for (i, v) in f.iter_mut().enumerate() {
        *v = le_u32(payload, 4 * i);
    }
    f
}

// -------------------------------------------------------------- requests

/// A request packet (host to board), decoded. `op` and `filter` are raw
/// bytes so that malformed requests can be built for tests; `count` is
/// what the header says, whatever the payload holds.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Request {
    pub version: u8,
    pub seq: u8,
    pub op: u8,
    pub filter: u8,
    pub count: u16,
    pub payload: Vec<u8>,
}

/// `len` as a count field, saturating (a request with more than 65535
/// items is invalid anyway).
fn count_of(len: usize) -> u16 {
    u16::try_from(len).unwrap_or(u16::MAX)
}

impl Request {
    /// A version-1 request.
    pub fn new(seq: u8, op: Op, filter: u8, count: u16, payload: Vec<u8>) -> Self {
        Request {
            version: VERSION,
            seq,
            op: op as u8,
            filter,
            count,
            payload,
        }
    }

    /// INFO (filter 0).
    pub fn info(seq: u8) -> Self {
        Self::new(seq, Op::Info, filter::BLOOM, 0, Vec::new())
    }

    /// CLEAR.
    pub fn clear(seq: u8, filter: Filter) -> Self {
        Self::new(seq, Op::Clear, filter as u8, 0, Vec::new())
    }

    fn keys_request(seq: u8, op: Op, filter: Filter, keys: &[u64]) -> Self {
        let payload = keys.iter().flat_map(|k| k.to_le_bytes()).collect();
        Self::new(seq, op, filter as u8, count_of(keys.len()), payload)
    }

    /// INSERT of `keys` (the caller keeps to 1..=[`MAX_KEYS`]).
    pub fn insert(seq: u8, filter: Filter, keys: &[u64]) -> Self {
        Self::keys_request(seq, Op::Insert, filter, keys)
    }

    /// QUERY of `keys`.
    pub fn query(seq: u8, filter: Filter, keys: &[u64]) -> Self {
        Self::keys_request(seq, Op::Query, filter, keys)
    }

    /// DELETE of `keys` (defined for the Cuckoo filter only).
    pub fn delete(seq: u8, filter: Filter, keys: &[u64]) -> Self {
        Self::keys_request(seq, Op::Delete, filter, keys)
    }

    /// COUNT (defined for the Cuckoo filter only).
    pub fn count(seq: u8, filter: Filter) -> Self {
        Self::new(seq, Op::Count, filter as u8, 0, Vec::new())
    }

    /// STATS.
    pub fn stats(seq: u8, filter: Filter) -> Self {
        Self::new(seq, Op::Stats, filter as u8, 0, Vec::new())
    }

    /// DUMP of `words` snapshot words from `addr`.
    pub fn dump(seq: u8, filter: Filter, addr: u32, words: u16) -> Self {
        Self::new(
            seq,
            Op::Dump,
            filter as u8,
            words,
            addr.to_le_bytes().to_vec(),
        )
    }

    /// LOAD of `words` from `addr`: Bloom words go as 1 byte each (bits
    /// above 8 are dropped), Cuckoo words as 8 bytes little-endian.
    pub fn load(seq: u8, filter: Filter, addr: u32, words: &[u64]) -> Self {
        let mut payload = addr.to_le_bytes().to_vec();
        for &w in words {
            payload.extend_from_slice(&w.to_le_bytes()[..filter.word_bytes()]);
        }
        Self::new(seq, Op::Load, filter as u8, count_of(words.len()), payload)
    }

    /// The packet: header, payload, CRC.
    pub fn encode(&self) -> Vec<u8> {
        let mut out = Vec::with_capacity(MIN_FRAME + self.payload.len());
        out.extend_from_slice(&[self.version, self.seq, self.op, self.filter]);
        out.extend_from_slice(&self.count.to_le_bytes());
        out.extend_from_slice(&self.payload);
        push_crc(&mut out);
        out
    }

    /// Decodes and validates a request the way the board does, steps 1-5 of
    /// "Order of checks", first failure first: length `10..=512`
    /// (TooShort/TooLong), CRC (BadCrc), version (BadVersion), opcode
    /// (UnknownOpcode), filter (BadFilter), count (BadCount) and payload
    /// length (BadLength).
    pub fn decode(frame: &[u8]) -> Result<Request, ProtocolError> {
        check_frame(frame, MIN_FRAME, MAX_FRAME)?;
        let version = frame[0];
        if version != VERSION {
            return Err(ProtocolError::BadVersion(version));
        }
        let op = Op::try_from(frame[2])?;
        let filter = frame[3];
        if !op.accepts(filter) {
            return Err(ProtocolError::BadFilter {
                op: op as u8,
                filter,
            });
        }
        let count = u16::from_le_bytes([frame[4], frame[5]]);
        let payload = &frame[REQUEST_HEADER..frame.len() - CRC_BYTES];
        let expected = op
            .request_payload_len(filter, count)
            .ok_or(ProtocolError::BadCount {
                op: op as u8,
                count,
            })?;
        if payload.len() != expected {
            return Err(ProtocolError::BadLength {
                op: op as u8,
                expected,
                got: payload.len(),
            });
        }
        Ok(Request {
            version,
            seq: frame[1],
            op: op as u8,
            filter,
            count,
            payload: payload.to_vec(),
        })
    }

    /// The keys of an INSERT/QUERY/DELETE (whole 8-byte groups of the
    /// payload).
    pub fn keys(&self) -> Vec<u64> {
        self.payload.chunks_exact(8).map(le_u64).collect()
    }

    /// The first address of a DUMP/LOAD (the first 4 payload bytes).
    pub fn address(&self) -> Option<u32> {
        (self.payload.len() >= 4).then(|| le_u32(&self.payload, 0))
    }

    /// The words of a LOAD (after the address; 1 byte each on the Bloom
    /// filter, 8 bytes little-endian otherwise).
    pub fn load_words(&self) -> Vec<u64> {
        let wb = Filter::try_from(self.filter).map_or(8, Filter::word_bytes);
        self.payload
            .get(4..)
            .unwrap_or_default()
            .chunks_exact(wb)
            .map(|c| {
                let mut w = [0u8; 8];
                w[..wb].copy_from_slice(c);
                u64::from_le_bytes(w)
            })
            .collect()
    }
}

// --------------------------------------------------------------- replies

/// A reply packet (board to host), decoded. Raw bytes, so that the board
/// model can echo whatever a bad request carried.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Reply {
    pub version: u8,
    pub seq: u8,
    pub op: u8,
    pub filter: u8,
    pub count: u16,
    pub status: u8,
    pub payload: Vec<u8>,
}

impl Reply {
    /// A NAK: opcode `0xFF`, filter 0, count 0, no payload; `seq` is the
    /// board's expected number (BUSY: the dropped frame's).
    pub fn nak(seq: u8, status: Status) -> Self {
        Reply {
            version: VERSION,
            seq,
            op: NAK,
            filter: 0,
            count: 0,
            status: status as u8,
            payload: Vec::new(),
        }
    }

    /// An error reply echoing a request: opcode `request_op | 0x80`, the
    /// request's filter byte, count 0, no payload.
    pub fn error(seq: u8, request_op: u8, filter: u8, status: Status) -> Self {
        Reply {
            version: VERSION,
            seq,
            op: request_op | REPLY_FLAG,
            filter,
            count: 0,
            status: status as u8,
            payload: Vec::new(),
        }
    }

    /// A successful reply (status OK or FULL).
    pub fn success(
        seq: u8,
        op: Op,
        filter: u8,
        count: u16,
        status: Status,
        payload: Vec<u8>,
    ) -> Self {
        Reply {
            version: VERSION,
            seq,
            op: op.reply_op(),
            filter,
            count,
            status: status as u8,
            payload,
        }
    }

    /// The packet: header, payload, CRC.
    pub fn encode(&self) -> Vec<u8> {
        let mut out = Vec::with_capacity(MIN_REPLY + self.payload.len());
        out.extend_from_slice(&[self.version, self.seq, self.op, self.filter]);
        out.extend_from_slice(&self.count.to_le_bytes());
        out.push(self.status);
        out.extend_from_slice(&self.payload);
        push_crc(&mut out);
        out
    }

    /// Is this a NAK (opcode `0xFF` and a NAK status)? An UNKNOWN_OPCODE or
    /// UNSUPPORTED_VERSION reply to request opcode `0x7F`/`0xFF` also
    /// carries opcode `0xFF` but is not a NAK.
    pub fn is_nak(&self) -> bool {
        self.op == NAK && Status::try_from(self.status).is_ok_and(Status::is_nak)
    }

    /// The request opcode this replies to, if it is one of the table (None
    /// for NAKs and most replies to unknown opcodes; an UNKNOWN_OPCODE reply
    /// to request opcode `0x81..=0x89` maps to a table opcode, so check the
    /// status too).
    pub fn request_op(&self) -> Option<Op> {
        if self.op & REPLY_FLAG == 0 {
            return None;
        }
        Op::try_from(self.op & !REPLY_FLAG).ok()
    }

    /// Decodes a reply and checks that a correct board could have sent it
    /// (`docs/protocol.md` sections 2, 3 and 5): length, CRC, version,
    /// status, opcode, filter, and for OK/FULL replies count, payload
    /// length, per-key codes, padding bits and fixed fields. Any other
    /// reply is an error; nothing panics.
    pub fn decode(frame: &[u8]) -> Result<Reply, ProtocolError> {
        check_frame(frame, MIN_REPLY, MAX_REPLY)?;
        let r = Reply {
            version: frame[0],
            seq: frame[1],
            op: frame[2],
            filter: frame[3],
            count: u16::from_le_bytes([frame[4], frame[5]]),
            status: frame[6],
            payload: frame[REPLY_HEADER..frame.len() - CRC_BYTES].to_vec(),
        };
        r.validate()?;
        Ok(r)
    }

    /// The structural checks of [`decode`](Self::decode) on a reply in
    /// memory.
    pub fn validate(&self) -> Result<(), ProtocolError> {
        if self.version != VERSION {
            return Err(ProtocolError::BadVersion(self.version));
        }
        let st = Status::try_from(self.status)?;
        let op = self.op;
        if op & REPLY_FLAG == 0 {
            return Err(ProtocolError::UnknownOpcode(op));
        }
        let req = Op::try_from(op & !REPLY_FLAG).ok();
        let bad_status = ProtocolError::BadStatus {
            op,
            status: self.status,
        };
        // The op must be one of the table and defined for the filter.
        let known = |req: Option<Op>| -> Result<Op, ProtocolError> {
            let r = req.ok_or(ProtocolError::UnknownOpcode(op))?;
            if !r.accepts(self.filter) {
                return Err(ProtocolError::BadFilter {
                    op,
                    filter: self.filter,
                });
            }
            Ok(r)
        };
        match st {
            Status::BadCrc | Status::Busy | Status::OutOfSequence => {
                if op != NAK {
                    return Err(bad_status);
                }
                self.check_nak()
            }
            Status::BadLength if op == NAK => self.check_nak(),
            Status::BadLength => {
                known(req)?;
                self.check_empty()
            }
            // Any opcode: a request opcode with bit 7 set is unknown, and its
            // reply opcode (`| 0x80`) is the same byte, 0x81..=0x89
            // included.
            Status::UnsupportedVersion | Status::UnknownOpcode => self.check_empty(),
            Status::BadFilter => {
                let r = req.ok_or(ProtocolError::UnknownOpcode(op))?;
                if r.accepts(self.filter) {
                    return Err(bad_status);
                }
                self.check_empty()
            }
            Status::BadParam => {
                let r = known(req)?;
                if !matches!(r, Op::Dump | Op::Load) {
                    return Err(bad_status);
                }
                self.check_empty()
            }
            Status::Ok | Status::Full => {
                let r = known(req)?;
                if st == Status::Full && !(r == Op::Insert && self.filter == filter::CUCKOO) {
                    return Err(bad_status);
                }
                self.check_success(r, st)
            }
        }
    }

    fn check_count(&self, ok: bool) -> Result<(), ProtocolError> {
        if ok {
            Ok(())
        } else {
            Err(ProtocolError::BadCount {
                op: self.op,
                count: self.count,
            })
        }
    }

    fn check_len(&self, expected: usize) -> Result<(), ProtocolError> {
        if self.payload.len() == expected {
            Ok(())
        } else {
            Err(ProtocolError::BadLength {
                op: self.op,
                expected,
                got: self.payload.len(),
            })
        }
    }

    fn check_empty(&self) -> Result<(), ProtocolError> {
        self.check_count(self.count == 0)?;
        self.check_len(0)
    }

    fn check_nak(&self) -> Result<(), ProtocolError> {
        if self.filter != 0 {
            return Err(ProtocolError::BadFilter {
                op: self.op,
                filter: self.filter,
            });
        }
        self.check_empty()
    }

    /// Bits of the last payload byte past `used` results of `width` bits
    /// must be zero.
    fn check_padding(&self, width: usize) -> Result<(), ProtocolError> {
        let used_bits = self.count as usize * width;
        let rem = used_bits % 8;
        if rem != 0 && self.payload.last().is_some_and(|&b| b >> rem != 0) {
            return Err(ProtocolError::BadPadding { op: self.op });
        }
        Ok(())
    }

    fn check_bitmap(&self) -> Result<(), ProtocolError> {
        let c = self.count as usize;
        self.check_count((1..=MAX_KEYS).contains(&c))?;
        self.check_len(c.div_ceil(8))?;
        self.check_padding(1)
    }

    fn check_success(&self, op: Op, st: Status) -> Result<(), ProtocolError> {
        let c = self.count as usize;
        match op {
            Op::Info => {
                self.check_count(c == 0)?;
                self.check_len(4 * INFO_FIELDS)?;
                let epoch = le_u32(&self.payload, 0);
                if epoch & 1 == 0 {
                    return Err(ProtocolError::BadField {
                        op: self.op,
                        index: 0,
                        value: epoch,
                    });
                }
                Ok(())
            }
            Op::Stats => {
                self.check_count(c == 0)?;
                self.check_len(4 * STATS_FIELDS)?;
                if self.filter == filter::BLOOM {
                    for index in [8, 9] {
                        let value = le_u32(&self.payload, 4 * index);
                        if value != 0 {
                            return Err(ProtocolError::BadField {
                                op: self.op,
                                index,
                                value,
                            });
                        }
                    }
                }
                Ok(())
            }
            Op::Clear | Op::Load => {
                self.check_count(c == 0)?;
                self.check_len(0)
            }
            Op::Count => {
                self.check_count(c == 0)?;
                self.check_len(4)
            }
            Op::Dump => {
                let f = Filter::try_from(self.filter)?;
                self.check_count((1..=f.dump_max_words()).contains(&c))?;
                self.check_len(c * f.word_bytes())
            }
            Op::Query => self.check_bitmap(),
            Op::Insert if self.filter == filter::BLOOM => self.check_bitmap(),
            Op::Insert | Op::Delete => {
                self.check_count((1..=MAX_KEYS).contains(&c))?;
                self.check_len(c.div_ceil(4))?;
                self.check_padding(2)?;
                let allowed = if op == Op::Insert {
                    code::FULL
                } else {
                    code::NOT_FOUND
                };
                let mut full = false;
                for index in 0..c {
                    let c = (self.payload[index / 4] >> (2 * (index % 4))) & 3;
                    if c != code::OK && c != allowed {
                        return Err(ProtocolError::BadResult {
                            op: self.op,
                            index,
                            code: c,
                        });
                    }
                    full |= c == code::FULL;
                }
                if op == Op::Insert && full != (st == Status::Full) {
                    return Err(ProtocolError::BadStatus {
                        op: self.op,
                        status: self.status,
                    });
                }
                Ok(())
            }
        }
    }

    /// Result `i` of a bitmap reply (QUERY, Bloom INSERT); `None` past
    /// `count` or the payload.
    pub fn bit(&self, i: usize) -> Option<bool> {
        if i >= self.count as usize {
            return None;
        }
        self.payload.get(i / 8).map(|b| (b >> (i % 8)) & 1 == 1)
    }

    /// Result `i` of a 2-bit-code reply (Cuckoo INSERT, DELETE); `None`
    /// past `count` or the payload.
    pub fn code(&self, i: usize) -> Option<u8> {
        if i >= self.count as usize {
            return None;
        }
        self.payload.get(i / 4).map(|b| (b >> (2 * (i % 4))) & 3)
    }

    /// Every result of a bitmap reply (as many as `count` and the payload
    /// hold).
    pub fn bits(&self) -> Vec<bool> {
        (0..self.count as usize)
            .map_while(|i| self.bit(i))
            .collect()
    }

    /// Every result of a 2-bit-code reply.
    pub fn codes(&self) -> Vec<u8> {
        (0..self.count as usize)
            .map_while(|i| self.code(i))
            .collect()
    }

    fn expect_ok(&self, op: Op, len: Option<usize>) -> Result<(), ProtocolError> {
        if self.op != op.reply_op() || self.status != status::OK {
            return Err(ProtocolError::WrongReply {
                want: op.reply_op(),
                op: self.op,
                status: self.status,
            });
        }
        match len {
            Some(n) => self.check_len(n),
            None => Ok(()),
        }
    }

    /// The fields of an OK INFO reply.
    pub fn info(&self) -> Result<Info, ProtocolError> {
        self.expect_ok(Op::Info, Some(4 * INFO_FIELDS))?;
        Ok(Info::from_fields(fields(&self.payload)))
    }

    /// The fields of an OK STATS reply.
    pub fn stats(&self) -> Result<Stats, ProtocolError> {
        self.expect_ok(Op::Stats, Some(4 * STATS_FIELDS))?;
        Ok(Stats::from_fields(fields(&self.payload)))
    }

    /// The item count of an OK COUNT reply.
    pub fn count_value(&self) -> Result<u32, ProtocolError> {
        self.expect_ok(Op::Count, Some(4))?;
        Ok(le_u32(&self.payload, 0))
    }

    /// The snapshot words of an OK DUMP reply (Bloom words widened).
    pub fn words(&self) -> Result<Vec<u64>, ProtocolError> {
        self.expect_ok(Op::Dump, None)?;
        let f = Filter::try_from(self.filter)?;
        let wb = f.word_bytes();
        self.check_len(self.count as usize * wb)?;
        Ok(self
            .payload
            .chunks_exact(wb)
            .map(|c| {
                let mut w = [0u8; 8];
                w[..wb].copy_from_slice(c);
                u64::from_le_bytes(w)
            })
            .collect())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn reencode_crc(mut p: Vec<u8>) -> Vec<u8> {
        p.truncate(p.len() - CRC_BYTES);
        push_crc(&mut p);
        p
    }

    /// A reply's bytes with header byte `at` replaced (CRC fixed).
    fn patched(r: &Reply, at: usize, v: u8) -> Vec<u8> {
        let mut p = r.encode();
        p[at] = v;
        reencode_crc(p)
    }

    fn ok_insert_cuckoo(codes: &[u8]) -> Reply {
        let st = if codes.contains(&code::FULL) {
            Status::Full
        } else {
            Status::Ok
        };
        Reply::success(3, Op::Insert, 1, codes.len() as u16, st, pack_codes(codes))
    }

    #[test]
    fn crc_check_value_and_residue() {
        assert_eq!(crc32(b"123456789"), 0xCBF4_3926);
        assert_eq!(crc32(b""), 0);
        for data in [&b""[..], b"a", b"hwfilter", &[0u8; 100]] {
            let mut c = Crc32::new();
            c.update_slice(data);
            c.update_slice(&crc32(data).to_le_bytes());
            assert_eq!(c.register(), CRC_RESIDUE);
        }
    }

    #[test]
    fn cobs_vectors() {
        // Wikipedia's examples.
        let cases: Vec<(Vec<u8>, Vec<u8>)> = vec![
            (vec![0x00], vec![0x01, 0x01]),
            (vec![0x00, 0x00], vec![0x01, 0x01, 0x01]),
            (vec![0x00, 0x11, 0x00], vec![0x01, 0x02, 0x11, 0x01]),
            (
                vec![0x11, 0x22, 0x00, 0x33],
                vec![0x03, 0x11, 0x22, 0x02, 0x33],
            ),
            (
                vec![0x11, 0x22, 0x33, 0x44],
                vec![0x05, 0x11, 0x22, 0x33, 0x44],
            ),
            (
                vec![0x11, 0x00, 0x00, 0x00],
                vec![0x02, 0x11, 0x01, 0x01, 0x01],
            ),
        ];
        for (raw, enc) in cases {
            assert_eq!(cobs_encode(&raw), enc, "{raw:02x?}");
            assert_eq!(cobs_decode(&enc).unwrap(), raw);
        }
        let run: Vec<u8> = (1..=254).collect();
        let mut enc = vec![0xFF];
        enc.extend(&run);
        assert_eq!(cobs_encode(&run), enc);
        assert_eq!(cobs_decode(&enc).unwrap(), run);
        // The non-canonical trailing empty block decodes the same.
        enc.push(0x01);
        assert_eq!(cobs_decode(&enc).unwrap(), run);
        let mut zero_then: Vec<u8> = vec![0];
        zero_then.extend(1..=255u8);
        let enc = cobs_encode(&zero_then);
        assert_eq!(enc[..2], [0x01, 0xFF]);
        assert_eq!(enc[enc.len() - 2..], [0x02, 0xFF]);
        assert_eq!(cobs_decode(&enc).unwrap(), zero_then);
        // 254 non-zero bytes then a zero: FF block, then 01 01.
        let mut run0 = run.clone();
        run0.push(0);
        let enc = cobs_encode(&run0);
        assert_eq!(enc[enc.len() - 2..], [0x01, 0x01]);
        assert_eq!(cobs_decode(&enc).unwrap(), run0);
    }

    #[test]
    fn cobs_errors() {
        assert_eq!(
            cobs_decode(&[0x03, 0x11]),
            Err(CobsError::Truncated { at: 0, code: 3 })
        );
        assert_eq!(
            cobs_decode(&[0x03, 0x11, 0x00]),
            Err(CobsError::ZeroByte { at: 2 })
        );
        assert_eq!(
            cobs_decode(&[0x01, 0x00]),
            Err(CobsError::ZeroByte { at: 1 })
        );
        assert_eq!(cobs_decode(&[]), Ok(vec![]));
    }

    #[test]
    fn accumulator_matches_cobs_decode_and_bounds() {
        let mut acc = FrameAccumulator::new(MAX_FRAME);
        let data: Vec<u8> = (0..600u32).map(|i| (i % 7) as u8).collect();
        for len in [0, 1, 9, 10, 253, 254, 255, 508, 512] {
            let enc = cobs_encode(&data[..len]);
            let mut evs = Vec::new();
            for &b in enc.iter().chain(&[0]) {
                evs.extend(acc.push(b));
            }
            assert_eq!(evs, vec![FrameEvent::Frame(data[..len].to_vec())]);
        }
        let enc = cobs_encode(&data[..513]);
        let evs: Vec<_> = enc
            .iter()
            .chain(&[0])
            .filter_map(|&b| acc.push(b))
            .collect();
        assert_eq!(evs, vec![FrameEvent::Error(FrameError::Oversize)]);
        assert!(acc.buf.capacity() <= MAX_FRAME);
        // Empty frames are silent; the next frame is intact.
        let evs: Vec<_> = [0, 0, 0, 0x02, 0x07, 0]
            .iter()
            .filter_map(|&b| acc.push(b))
            .collect();
        assert_eq!(evs, vec![FrameEvent::Frame(vec![0x07])]);
        // A single 0x01 is a frame of zero bytes, not an empty frame.
        assert_eq!(acc.push(0x01), None);
        assert_eq!(acc.push(0), Some(FrameEvent::Frame(vec![])));
        // A block code pointing past the delimiter.
        for &b in &[0x04, 0x01, 0x02] {
            assert_eq!(acc.push(b), None);
        }
        assert!(acc.in_frame());
        assert_eq!(
            acc.push(0),
            Some(FrameEvent::Error(FrameError::CobsStructure))
        );
        assert!(!acc.in_frame());
    }

    #[test]
    fn request_round_trips() {
        let reqs = [
            Request::info(7),
            Request::clear(1, Filter::Cuckoo),
            Request::insert(2, Filter::Bloom, &[1, u64::MAX, 0]),
            Request::query(3, Filter::Cuckoo, &(0..60).collect::<Vec<_>>()),
            Request::delete(4, Filter::Cuckoo, &[9]),
            Request::count(5, Filter::Cuckoo),
            Request::stats(6, Filter::Bloom),
            Request::dump(7, Filter::Bloom, 100, 24),
            Request::dump(8, Filter::Cuckoo, 1 << 20, 3),
            Request::load(9, Filter::Bloom, 5, &[1, 2, 0xFF]),
            Request::load(10, Filter::Cuckoo, 0, &[u64::MAX, 1 << 63]),
        ];
        for r in reqs {
            let p = r.encode();
            assert_eq!(p.len(), MIN_FRAME + r.payload.len());
            assert_eq!(Request::decode(&p).unwrap(), r);
        }
        let r = Request::insert(0, Filter::Bloom, &[5, 6]);
        assert_eq!(r.keys(), [5, 6]);
        let r = Request::load(0, Filter::Cuckoo, 17, &[3, 4]);
        assert_eq!((r.address(), r.load_words()), (Some(17), vec![3, 4]));
        let r = Request::load(0, Filter::Bloom, 17, &[0x1FF, 4]);
        assert_eq!(r.load_words(), [0xFF, 4]);
        assert_eq!(Request::info(0).address(), None);
        // The largest requests fit in a frame.
        let p = Request::insert(0, Filter::Bloom, &[1; MAX_KEYS]).encode();
        assert_eq!(p.len(), 490);
        let p = Request::load(0, Filter::Bloom, 0, &[1; 480]).encode();
        assert_eq!(p.len(), 494);
    }

    #[test]
    fn request_errors_in_order() {
        let e = |p: &[u8]| Request::decode(p).unwrap_err();
        assert_eq!(e(&[1; 9]), ProtocolError::TooShort { len: 9, min: 10 });
        assert_eq!(e(&[1; 513]), ProtocolError::TooLong { len: 513, max: 512 });
        let mut p = Request::info(0).encode();
        p[9] ^= 1;
        assert!(matches!(e(&p), ProtocolError::BadCrc { .. }));
        let fix = |r: Request| r.encode();
        let base = Request::query(0, Filter::Bloom, &[1]);
        // Bad version wins over a bad opcode.
        let r = Request {
            version: 2,
            op: 0x40,
            ..base.clone()
        };
        assert_eq!(e(&fix(r)), ProtocolError::BadVersion(2));
        let r = Request {
            op: 0,
            filter: 9,
            ..base.clone()
        };
        assert_eq!(e(&fix(r)), ProtocolError::UnknownOpcode(0));
        let r = Request {
            filter: 2,
            count: 0,
            ..base.clone()
        };
        assert_eq!(e(&fix(r)), ProtocolError::BadFilter { op: 4, filter: 2 });
        let r = Request::delete(0, Filter::Bloom, &[1]);
        assert_eq!(e(&fix(r)), ProtocolError::BadFilter { op: 5, filter: 0 });
        let r = Request {
            count: 0,
            ..base.clone()
        };
        assert_eq!(e(&fix(r)), ProtocolError::BadCount { op: 4, count: 0 });
        let r = Request::query(0, Filter::Bloom, &[1; 61]);
        assert_eq!(e(&fix(r)), ProtocolError::BadCount { op: 4, count: 61 });
        let r = Request {
            count: 2,
            ..base.clone()
        };
        assert_eq!(
            e(&fix(r)),
            ProtocolError::BadLength {
                op: 4,
                expected: 16,
                got: 8
            }
        );
        assert!(matches!(
            e(&Request::dump(0, Filter::Cuckoo, 0, 4).encode()),
            ProtocolError::BadCount { count: 4, .. }
        ));
        assert!(Request::decode(&Request::dump(0, Filter::Bloom, 0, 24).encode()).is_ok());
        assert!(matches!(
            e(&Request::load(0, Filter::Cuckoo, 0, &[0; 61]).encode()),
            ProtocolError::BadCount { count: 61, .. }
        ));
        let r = Request {
            count: 1,
            ..Request::info(0)
        };
        assert!(matches!(e(&fix(r)), ProtocolError::BadCount { .. }));
        // INFO takes any filter byte.
        let r = Request {
            filter: 0xEE,
            ..Request::info(0)
        };
        assert!(Request::decode(&fix(r)).is_ok());
    }

    #[test]
    fn reply_round_trips() {
        let info = Info {
            boot_epoch: 5,
            window: 16,
            ..Info::default()
        };
        let stats = Stats {
            frames: 9,
            cuckoo_full: 2,
            ..Stats::default()
        };
        let replies = [
            Reply::nak(4, Status::BadCrc),
            Reply::nak(4, Status::Busy),
            Reply::error(1, 0x7F, 3, Status::UnknownOpcode),
            Reply::error(1, 0x42, 3, Status::UnsupportedVersion),
            Reply::error(1, opcode::QUERY, 7, Status::BadFilter),
            Reply::error(1, opcode::DUMP, 1, Status::BadParam),
            Reply::error(1, opcode::INFO, 9, Status::BadLength),
            Reply::success(0, Op::Info, 0x33, 0, Status::Ok, info.to_payload()),
            Reply::success(0, Op::Stats, 1, 0, Status::Ok, stats.to_payload()),
            Reply::success(0, Op::Count, 1, 0, Status::Ok, vec![1, 2, 3, 4]),
            Reply::success(0, Op::Clear, 0, 0, Status::Ok, vec![]),
            Reply::success(0, Op::Load, 1, 0, Status::Ok, vec![]),
            Reply::success(0, Op::Query, 1, 9, Status::Ok, vec![0xFF, 1]),
            Reply::success(0, Op::Insert, 0, 3, Status::Ok, vec![0b101]),
            ok_insert_cuckoo(&[0, 1, 0, 0, 1]),
            Reply::success(0, Op::Delete, 1, 2, Status::Ok, pack_codes(&[2, 0])),
            Reply::success(0, Op::Dump, 0, 24, Status::Ok, vec![7; 24]),
            Reply::success(0, Op::Dump, 1, 1, Status::Ok, vec![7; 8]),
        ];
        for r in replies {
            let p = r.encode();
            assert_eq!(Reply::decode(&p).as_ref(), Ok(&r), "{r:?}");
        }
        let r = Reply::success(0, Op::Info, 0, 0, Status::Ok, info.to_payload());
        assert_eq!(r.info().unwrap(), info);
        let r = Reply::success(0, Op::Stats, 1, 0, Status::Ok, stats.to_payload());
        assert_eq!(r.stats().unwrap(), stats);
        let r = Reply::success(0, Op::Count, 1, 0, Status::Ok, vec![1, 2, 3, 4]);
        assert_eq!(r.count_value().unwrap(), 0x0403_0201);
        let r = Reply::success(0, Op::Dump, 1, 2, Status::Ok, (1..=16).collect());
        assert_eq!(
            r.words().unwrap(),
            [0x0807_0605_0403_0201, 0x100f_0e0d_0c0b_0a09]
        );
        let r = Reply::success(0, Op::Dump, 0, 2, Status::Ok, vec![3, 4]);
        assert_eq!(r.words().unwrap(), [3, 4]);
        let r = Reply::success(0, Op::Query, 0, 9, Status::Ok, vec![0x81, 1]);
        assert_eq!(
            r.bits(),
            [true, false, false, false, false, false, false, true, true]
        );
        assert_eq!((r.bit(8), r.bit(9)), (Some(true), None));
        let r = ok_insert_cuckoo(&[0, 1, 0, 0, 1]);
        assert_eq!(r.codes(), [0, 1, 0, 0, 1]);
        assert_eq!(r.code(5), None);
        assert!(Reply::nak(0, Status::OutOfSequence).is_nak());
        assert!(!Reply::error(0, 0x7F, 0, Status::UnknownOpcode).is_nak());
        assert_eq!(r.request_op(), Some(Op::Insert));
        assert_eq!(Reply::nak(0, Status::Busy).request_op(), None);
    }

    /// Every error variant, reached through the public API.
    #[test]
    fn every_error_variant() {
        let d = |p: Vec<u8>| Reply::decode(&p).unwrap_err();
        let q = Reply::success(0, Op::Query, 0, 3, Status::Ok, vec![0b101]);
        assert_eq!(d(vec![0; 10]), ProtocolError::TooShort { len: 10, min: 11 });
        assert_eq!(d(vec![0; 80]), ProtocolError::TooLong { len: 80, max: 79 });
        let mut p = q.encode();
        p[7] ^= 0x40;
        assert!(matches!(d(p), ProtocolError::BadCrc { .. }));
        assert_eq!(d(patched(&q, 0, 0)), ProtocolError::BadVersion(0));
        assert_eq!(d(patched(&q, 6, 10)), ProtocolError::UnknownStatus(10));
        assert_eq!(d(patched(&q, 2, 0x04)), ProtocolError::UnknownOpcode(0x04));
        assert_eq!(d(patched(&q, 2, 0x8A)), ProtocolError::UnknownOpcode(0x8A));
        assert_eq!(
            d(patched(&q, 3, 2)),
            ProtocolError::BadFilter {
                op: 0x84,
                filter: 2
            }
        );
        assert_eq!(
            d(patched(&q, 4, 0)),
            ProtocolError::BadCount { op: 0x84, count: 0 }
        );
        assert_eq!(
            d(patched(&q, 4, 9)),
            ProtocolError::BadLength {
                op: 0x84,
                expected: 2,
                got: 1
            }
        );
        assert_eq!(
            d(patched(&q, 6, status::FULL)),
            ProtocolError::BadStatus {
                op: 0x84,
                status: 7
            }
        );
        assert_eq!(
            d(patched(&q, 7, 0b1101)),
            ProtocolError::BadPadding { op: 0x84 }
        );
        let del = Reply::success(0, Op::Delete, 1, 2, Status::Ok, pack_codes(&[0, 1]));
        assert_eq!(
            d(del.encode()),
            ProtocolError::BadResult {
                op: 0x85,
                index: 1,
                code: 1
            }
        );
        let ins = Reply::success(0, Op::Insert, 1, 1, Status::Ok, pack_codes(&[3]));
        assert!(matches!(
            d(ins.encode()),
            ProtocolError::BadResult { code: 3, .. }
        ));
        let st = Reply::success(0, Op::Stats, 0, 0, Status::Ok, vec![1; 40]);
        assert_eq!(
            d(st.encode()),
            ProtocolError::BadField {
                op: 0x87,
                index: 8,
                value: 0x0101_0101
            }
        );
        assert_eq!(Filter::try_from(2), Err(ProtocolError::UnknownFilter(2)));
        assert_eq!(
            q.info(),
            Err(ProtocolError::WrongReply {
                want: 0x81,
                op: 0x84,
                status: 0
            })
        );
        // status() maps request errors to the board's answer.
        assert_eq!(
            ProtocolError::BadCount { op: 3, count: 0 }.status(),
            Some(Status::BadLength)
        );
        assert_eq!(ProtocolError::BadPadding { op: 3 }.status(), None);
    }

    #[test]
    fn reply_status_rules() {
        let d = |r: Reply| Reply::decode(&r.encode());
        // NAK statuses only in a NAK, a NAK only with NAK statuses.
        assert!(d(Reply::error(0, opcode::QUERY, 0, Status::Busy)).is_err());
        assert!(d(Reply::nak(0, Status::BadFilter)).is_err());
        assert!(d(Reply::nak(0, Status::Ok)).is_err());
        let mut nak = Reply::nak(0, Status::BadLength);
        nak.filter = 1;
        assert!(d(nak).is_err());
        let mut nak = Reply::nak(0, Status::BadCrc);
        nak.count = 1;
        assert!(d(nak).is_err());
        // UNKNOWN_OPCODE with any reply opcode: request opcode 0x84 is
        // unknown and answered with opcode 0x84.
        assert!(d(Reply::error(0, 0x84, 0, Status::UnknownOpcode)).is_ok());
        assert!(d(Reply::error(0, 0xFF, 5, Status::UnknownOpcode)).is_ok());
        assert!(d(Reply::error(0, 0xFF, 5, Status::UnsupportedVersion)).is_ok());
        // BAD_FILTER only when the filter is bad for the op.
        assert!(d(Reply::error(0, opcode::COUNT, 0, Status::BadFilter)).is_ok());
        assert!(d(Reply::error(0, opcode::COUNT, 1, Status::BadFilter)).is_err());
        assert!(d(Reply::error(0, opcode::INFO, 7, Status::BadFilter)).is_err());
        // BAD_PARAM only for DUMP/LOAD.
        assert!(d(Reply::error(0, opcode::LOAD, 0, Status::BadParam)).is_ok());
        assert!(d(Reply::error(0, opcode::QUERY, 0, Status::BadParam)).is_err());
        // Error replies carry nothing.
        let mut e = Reply::error(0, opcode::LOAD, 0, Status::BadParam);
        e.payload = vec![1];
        assert!(d(e).is_err());
        // FULL needs a FULL code, a FULL code needs FULL.
        let mut r = ok_insert_cuckoo(&[0, 1]);
        r.status = status::OK;
        assert!(d(r).is_err());
        let mut r = ok_insert_cuckoo(&[0, 0]);
        r.status = status::FULL;
        assert!(d(r).is_err());
        // FULL is Cuckoo INSERT only.
        let r = Reply::success(0, Op::Insert, 0, 1, Status::Full, vec![1]);
        assert!(d(r).is_err());
        // INFO epoch is nonzero.
        let r = Reply::success(0, Op::Info, 0, 0, Status::Ok, vec![0; 68]);
        assert!(matches!(
            d(r),
            Err(ProtocolError::BadField { index: 0, .. })
        ));
    }
}
