//! The board model: what the board answers to every frame, byte for byte.
//!
//! The board RTL (`hdl/src/link/`) is tested against this model: the same
//! frames in, the same reply bytes out. It implements `docs/protocol.md`
//! sections 3-5 in the order the specification gives ("Order of checks"):
//! framing and CRC, version, opcode, filter, length, INFO/STATS, sequence
//! classification against the reply cache, DUMP/LOAD parameters, then the
//! engines ([`BloomModel`], [`CuckooModel`]), with the link counters and the
//! NAK rate limit the hardware keeps.
//!
//! What the model cannot know is timing: when the hardware's two frame
//! buffers are both full (the caller reports it with
//! [`on_busy`](BoardModel::on_busy)), when the UART saw a framing error
//! ([`note_uart_error`](BoardModel::note_uart_error)), and the boot epoch
//! ([`set_epoch`](BoardModel::set_epoch)).
//!
//! ```
//! use hwfilter_model::board::{BoardConfig, BoardModel};
//! use hwfilter_model::protocol::{BloomKind, Filter, Reply, Request};
//! use hwfilter_model::{BloomParams, CuckooParams};
//! let mut board = BoardModel::new(BoardConfig {
//!     bloom: BloomParams::new(4, 10).unwrap(),
//!     bloom_kind: BloomKind::Plain,
//!     cuckoo: Some(CuckooParams::new(12, 6, 500).unwrap()),
//!     clock_hz: 12_000_000,
//!     baud_div: 4,
//! });
//! let reply = board.on_frame(&Request::insert(0, Filter::Cuckoo, &[1, 2]).encode()).unwrap();
//! let reply = Reply::decode(&reply).unwrap();
//! assert_eq!((reply.seq, reply.codes()), (0, vec![0, 0]));
//! assert_eq!(board.expected_seq(), 1);
//! ```

use crate::blocked::{BlockedBloomModel, BlockedOp};
use crate::bloom::{BloomModel, BloomOp};
use crate::counting::{CountingModel, CountingOp};
use crate::cuckoo::{CuckooModel, CuckooOp, CuckooParams, code};
use crate::geometry::BloomGeometry;
use crate::hash::{HASH_VERSION, KEY_SEED};
use crate::params::BloomParams;
use crate::protocol::{
    BLOCKED_FILL_GROUPS_LOG2, BloomKind, DUMP_MAX_BYTES, DUPLICATE_MIN_DISTANCE, FILL_BANKS,
    FILL_NOT_COUNTED, Filter, FilterKinds, FrameAccumulator, FrameEvent, Info, MAX_FRAME, MAX_KEYS,
    Op, ProtocolError, Reply, Request, Stats, Status, WINDOW, blocked_geometry, encode_wire,
    filter, pack_bits, pack_codes,
};

/// The board's build-time configuration: engine geometry and the numbers
/// INFO reports about the clock and the UART.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct BoardConfig {
    /// Bloom engine geometry: banks and bank address bits, or, for a
    /// blocked filter, `k` and the block address bits (INFO fields 8 and 9
    /// as the board reports them; [`blocked`](Self::blocked)).
    pub bloom: BloomParams,
    /// Filter 0's engine: a plain Bloom filter, a counting one or a blocked
    /// one (INFO field 17).
    pub bloom_kind: BloomKind,
    /// Cuckoo engine geometry; `None` for a Bloom-only build (no filter
    /// 1: INFO's Cuckoo fields read 0, and every op but INFO on filter 1
    /// is refused).
    pub cuckoo: Option<CuckooParams>,
    /// System clock in Hz (INFO field 15).
    pub clock_hz: u32,
    /// UART baud divider, clock cycles per bit (INFO field 16).
    pub baud_div: u32,
}

impl BoardConfig {
    /// Filter 0's geometry: banks, or a blocked filter's blocks.
    ///
    /// # Panics
    /// On a blocked geometry [`blocked_geometry`] refuses.
    pub fn geometry(&self) -> BloomGeometry {
        match self.bloom_kind {
            BloomKind::Blocked => BloomGeometry::Blocks(
                blocked_geometry(self.bloom.banks(), self.bloom.bank_addr_bits())
                    .unwrap_or_else(|e| panic!("board configuration: {e}")),
            ),
            BloomKind::Plain | BloomKind::Counting => BloomGeometry::Banks(self.bloom),
        }
    }

    /// Snapshot words of a filter's address space: Bloom `2^A`, blocked
    /// Bloom every 16-bit word of its memory, Cuckoo `2^B + 1` (the stash
    /// word last).
    pub fn words(&self, filter: u8) -> u64 {
        if filter == filter::CUCKOO {
            self.cuckoo.map_or(0, |c| c.words())
        } else {
            self.geometry().words()
        }
    }

    /// The engine behind each filter (INFO field 17).
    pub fn kinds(&self) -> FilterKinds {
        FilterKinds {
            bloom: self.bloom_kind,
            cuckoo: self.cuckoo.is_some(),
        }
    }

    /// Is `w` a word the engine's WRITE port accepts at `addr`
    /// (`docs/cuckoo.md`, `model/src/bloom.rs`, `model/src/counting.rs`):
    /// a bit per bank of a plain Bloom filter, a nibble per bank of a
    /// counting one, any 16-bit word of a blocked one?
    pub fn load_word_ok(&self, filter: u8, addr: u32, w: u64) -> bool {
        if filter != filter::CUCKOO {
            let word_bits = match self.bloom_kind {
                BloomKind::Plain => self.bloom.banks(),
                BloomKind::Counting => crate::counting::COUNTER_BITS * self.bloom.banks(),
                BloomKind::Blocked => crate::blocked::WORD_BITS,
            };
            return w >> word_bits == 0;
        }
        let Some(p) = self.cuckoo else {
            return false;
        };
        if addr != p.stash_addr() {
            return p.word_bits() >= 64 || w >> p.word_bits() == 0;
        }
        if w == 0 {
            return true;
        }
        let fp = w & 0xFFFF;
        let bucket = (w >> 16) & 0xFFFF_FFFF;
        w >> 63 == 1
            && (w >> 48) & 0x7FFF == 0
            && fp != 0
            && fp >> p.fp_bits() == 0
            && bucket < p.buckets()
    }
}

/// The link counters (STATS fields 0-7), 32-bit and wrapping.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct LinkCounters {
    /// Frames that passed step 1 (COBS, length, CRC), BUSY ones included.
    pub frames: u32,
    /// Frames whose CRC failed.
    pub bad_crc: u32,
    /// COBS errors, runt, oversize and wrong-length frames.
    pub bad_length: u32,
    /// Unsupported version, unknown opcode, bad filter, bad parameter.
    pub bad_request: u32,
    /// Sequenced frames ahead of the expected number.
    pub out_of_sequence: u32,
    /// Duplicates answered from the reply cache.
    pub replays: u32,
    /// Good frames dropped because both frame buffers were full.
    pub busy: u32,
    /// UART framing errors and overruns.
    pub uart_errors: u32,
}

fn inc(c: &mut u32) {
    *c = c.wrapping_add(1);
}

fn saturate(v: u64) -> u32 {
    u32::try_from(v).unwrap_or(u32::MAX)
}

/// Filter 0's engine: a plain, a counting or a blocked Bloom filter, as
/// the board was built ([`BoardConfig::bloom_kind`]).
#[derive(Clone, Debug)]
pub enum BloomEngineModel {
    Plain(BloomModel),
    Counting(CountingModel),
    Blocked(BlockedBloomModel),
}

impl BloomEngineModel {
    /// An empty filter of `kind` (for a blocked one, `params` holds `k` and
    /// the block address bits, as INFO reports them).
    ///
    /// # Panics
    /// On a blocked geometry [`blocked_geometry`] refuses.
    pub fn new(params: BloomParams, kind: BloomKind) -> Self {
        match kind {
            BloomKind::Plain => BloomEngineModel::Plain(BloomModel::new(params)),
            BloomKind::Counting => BloomEngineModel::Counting(CountingModel::new(params)),
            BloomKind::Blocked => {
                let p = blocked_geometry(params.banks(), params.bank_addr_bits())
                    .unwrap_or_else(|e| panic!("board configuration: {e}"));
                BloomEngineModel::Blocked(BlockedBloomModel::new(p))
            }
        }
    }

    /// The kind INFO reports.
    pub fn kind(&self) -> BloomKind {
        match self {
            BloomEngineModel::Plain(_) => BloomKind::Plain,
            BloomEngineModel::Counting(_) => BloomKind::Counting,
            BloomEngineModel::Blocked(_) => BloomKind::Blocked,
        }
    }

    /// One engine op as the dispatcher issues it: its 3-bit code and its
    /// key field (READ's address in bits 0..32; WRITE's address there and
    /// its word in bits 32..64). Returns the result's hit and word; an op
    /// the engine does not have (DELETE on a plain filter, reserved codes)
    /// or an address past the memory is refused.
    pub fn apply_code(&mut self, code: u8, key: u64) -> Result<(bool, u32), crate::ParamError> {
        let (addr, word) = (key as u32, (key >> 32) as u32);
        match self {
            BloomEngineModel::Plain(m) => {
                let op = match code {
                    0 => BloomOp::Query(key),
                    1 => BloomOp::Insert(key),
                    2 => BloomOp::Clear,
                    3 => BloomOp::Read(addr),
                    4 => BloomOp::Write(addr, word as u8),
                    c => return Err(crate::ParamError::OpCode(c)),
                };
                m.apply(op).map(|r| (r.hit, r.word as u32))
            }
            BloomEngineModel::Counting(m) => {
                let op = match code {
                    0 => CountingOp::Query(key),
                    1 => CountingOp::Insert(key),
                    2 => CountingOp::Clear,
                    3 => CountingOp::Read(addr),
                    4 => CountingOp::Write(addr, word),
                    5 => CountingOp::Delete(key),
                    c => return Err(crate::ParamError::OpCode(c)),
                };
                m.apply(op).map(|r| (r.hit, r.word))
            }
            BloomEngineModel::Blocked(m) => {
                let op = match code {
                    0 => BlockedOp::Query(key),
                    1 => BlockedOp::Insert(key),
                    2 => BlockedOp::Clear,
                    3 => BlockedOp::Read(addr as u64),
                    4 => BlockedOp::Write(addr as u64, word as u16),
                    c => return Err(crate::ParamError::OpCode(c)),
                };
                m.apply(op).map(|r| (r.hit, r.word as u32))
            }
        }
    }

    /// INSERT: was the key (maybe) present before?
    pub fn insert(&mut self, key: u64) -> bool {
        match self {
            BloomEngineModel::Plain(m) => m.apply(BloomOp::Insert(key)).is_ok_and(|r| r.hit),
            BloomEngineModel::Counting(m) => m.insert(key),
            BloomEngineModel::Blocked(m) => m.insert(key),
        }
    }

    /// QUERY: is the key (maybe) present?
    pub fn contains(&self, key: u64) -> bool {
        match self {
            BloomEngineModel::Plain(m) => m.contains(key),
            BloomEngineModel::Counting(m) => m.contains(key),
            BloomEngineModel::Blocked(m) => m.contains(key),
        }
    }

    /// DELETE on a counting filter: was the key deleted? `None` on a plain
    /// or blocked one (the board refuses DELETE on it before it gets here).
    pub fn delete(&mut self, key: u64) -> Option<bool> {
        match self {
            BloomEngineModel::Plain(_) | BloomEngineModel::Blocked(_) => None,
            BloomEngineModel::Counting(m) => Some(m.delete(key)),
        }
    }

    /// CLEAR.
    pub fn clear(&mut self) {
        match self {
            BloomEngineModel::Plain(m) => m.clear(),
            BloomEngineModel::Counting(m) => m.clear(),
            BloomEngineModel::Blocked(m) => m.clear(),
        }
    }

    /// Snapshot word `addr`: bit `i` (plain) or nibble `i` (counting) is
    /// bank `i`'s entry; a blocked filter's is its memory's 16-bit word.
    pub fn read_word(&self, addr: u64) -> Result<u64, crate::ParamError> {
        match self {
            BloomEngineModel::Plain(m) => m.read_word(addr).map(u64::from),
            BloomEngineModel::Counting(m) => m.read_word(addr).map(u64::from),
            BloomEngineModel::Blocked(m) => m.read_word(addr).map(u64::from),
        }
    }

    /// Writes snapshot word `addr` (as the engine's WRITE op).
    pub fn write_word(&mut self, addr: u32, word: u64) -> Result<(), crate::ParamError> {
        match self {
            BloomEngineModel::Plain(m) => m.apply(BloomOp::Write(addr, word as u8)).map(|_| ()),
            BloomEngineModel::Counting(m) => {
                m.apply(CountingOp::Write(addr, word as u32)).map(|_| ())
            }
            BloomEngineModel::Blocked(m) => m.write_word(addr as u64, word as u16).map(|_| ()),
        }
    }

    /// Set bits (plain) or non-zero counters (counting) per bank, set bits
    /// per eighth of the blocks (blocked): STATS fields 10 and on.
    pub fn bank_popcounts(&self) -> Vec<u64> {
        match self {
            BloomEngineModel::Plain(m) => m.bank_popcounts(),
            BloomEngineModel::Counting(m) => m.bank_popcounts(),
            BloomEngineModel::Blocked(m) => {
                m.set_bits_per_group(m.params().block_addr_bits() - BLOCKED_FILL_GROUPS_LOG2)
            }
        }
    }

    /// Counters stuck at 15, over every bank (STATS field 8 of a counting
    /// filter); 0 for a plain or blocked one.
    pub fn stuck_counters(&self) -> u64 {
        match self {
            BloomEngineModel::Plain(_) | BloomEngineModel::Blocked(_) => 0,
            BloomEngineModel::Counting(m) => m.stuck_counts().iter().sum(),
        }
    }
}

/// The board: both engines, the link state and the counters.
#[derive(Clone, Debug)]
pub struct BoardModel {
    config: BoardConfig,
    bloom: BloomEngineModel,
    cuckoo: Option<CuckooModel>,
    expected: u8,
    /// Reply cache, indexed by `seq % 16`; `None` = never written since
    /// reset.
    cache: [Option<Vec<u8>>; WINDOW],
    /// A rate-limited NAK was sent for the current `expected`.
    nak_sent: bool,
    counters: LinkCounters,
    epoch: u32,
    acc: FrameAccumulator,
    /// The build counts the Bloom banks' set bits (else STATS reports
    /// `FILL_NOT_COUNTED`).
    fill_counted: bool,
}

impl BoardModel {
    /// A board just out of reset: empty engines, `expected = 0`, an empty
    /// reply cache, counters 0, boot epoch 1.
    pub fn new(config: BoardConfig) -> Self {
        BoardModel {
            config,
            bloom: BloomEngineModel::new(config.bloom, config.bloom_kind),
            cuckoo: config.cuckoo.map(CuckooModel::new),
            expected: 0,
            cache: Default::default(),
            nak_sent: false,
            counters: LinkCounters::default(),
            epoch: 1,
            acc: FrameAccumulator::new(MAX_FRAME),
            fill_counted: true,
        }
    }

    /// Back to the state after reset (the epoch is kept: set the new one
    /// with [`set_epoch`](Self::set_epoch)).
    pub fn reset(&mut self) {
        let (epoch, fill_counted) = (self.epoch, self.fill_counted);
        *self = Self::new(self.config);
        self.epoch = epoch;
        self.fill_counted = fill_counted;
    }

    /// The configuration.
    pub fn config(&self) -> &BoardConfig {
        &self.config
    }
    /// Filter 0's engine.
    pub fn bloom(&self) -> &BloomEngineModel {
        &self.bloom
    }
    /// The Cuckoo engine, if the build has one.
    pub fn cuckoo(&self) -> Option<&CuckooModel> {
        self.cuckoo.as_ref()
    }
    /// The next expected sequence number.
    pub fn expected_seq(&self) -> u8 {
        self.expected
    }
    /// The link counters.
    pub fn counters(&self) -> LinkCounters {
        self.counters
    }
    /// Has a rate-limited NAK been sent for the current expected number?
    pub fn nak_sent(&self) -> bool {
        self.nak_sent
    }
    /// The boot epoch INFO reports.
    pub fn epoch(&self) -> u32 {
        self.epoch
    }
    /// Sets the boot epoch (the hardware's is a cycle count) with bit 0
    /// forced to 1, as the hardware does.
    pub fn set_epoch(&mut self, epoch: u32) {
        self.epoch = epoch | 1;
    }

    /// Models a build without the Bloom set-bit counters (`false`): STATS
    /// then reports `FILL_NOT_COUNTED` in every bank slot. Kept through
    /// [`reset`](Self::reset).
    pub fn set_fill_counted(&mut self, counted: bool) {
        self.fill_counted = counted;
    }

    /// The INFO fields the board reports now.
    pub fn info(&self) -> Info {
        let b = self.config.bloom;
        let c = self.config.cuckoo;
        Info {
            boot_epoch: self.epoch,
            expected_seq: self.expected as u32,
            window: WINDOW as u32,
            max_keys: MAX_KEYS as u32,
            dump_max_bytes: DUMP_MAX_BYTES as u32,
            hash_version: HASH_VERSION,
            key_seed_low: KEY_SEED as u32,
            key_seed_high: (KEY_SEED >> 32) as u32,
            bloom_banks: b.banks(),
            bloom_addr_bits: b.bank_addr_bits(),
            bloom_capacity: saturate(self.config.geometry().capacity(0.01)),
            cuckoo_fp_bits: c.map_or(0, |c| c.fp_bits()),
            cuckoo_bucket_bits: c.map_or(0, |c| c.bucket_bits()),
            cuckoo_max_kicks: c.map_or(0, |c| c.max_kicks()),
            cuckoo_capacity: c.map_or(0, |c| saturate(c.capacity())),
            clock_hz: self.config.clock_hz,
            baud_div: self.config.baud_div,
            filter_kinds: self.config.kinds().field(),
        }
    }

    /// The STATS fields the board reports now for `filter`: the Cuckoo
    /// counters for filter 1, the Bloom banks' set bits for filter 0.
    pub fn stats(&mut self, filter: u8) -> Stats {
        let l = self.counters;
        let mut bloom_set_bits = [0u32; FILL_BANKS];
        let (kicks, full) = if filter == filter::CUCKOO {
            let d = (self.cuckoo.as_mut())
                .and_then(|c| c.apply(CuckooOp::Stats).ok())
                .map_or(0, |r| r.data);
            (d as u32, (d >> 32) as u32)
        } else {
            if self.fill_counted {
                for (slot, set) in bloom_set_bits.iter_mut().zip(self.bloom.bank_popcounts()) {
                    *slot = saturate(set);
                }
            } else {
                bloom_set_bits = [FILL_NOT_COUNTED; FILL_BANKS];
            }
            (saturate(self.bloom.stuck_counters()), 0)
        };
        Stats {
            frames: l.frames,
            bad_crc: l.bad_crc,
            bad_length: l.bad_length,
            bad_request: l.bad_request,
            out_of_sequence: l.out_of_sequence,
            replays: l.replays,
            busy: l.busy,
            uart_errors: l.uart_errors,
            cuckoo_kicks: kicks,
            cuckoo_full: full,
            bloom_set_bits,
        }
    }

    /// A rate-limited NAK: at most one per value of `expected`.
    fn nak(&mut self, status: Status) -> Option<Vec<u8>> {
        if self.nak_sent {
            return None;
        }
        self.nak_sent = true;
        Some(Reply::nak(self.expected, status).encode())
    }

    /// A COBS structure error or an oversize frame: counted as
    /// `bad_length`, answered with a rate-limited NAK `BAD_LENGTH`.
    pub fn on_cobs_error(&mut self) -> Option<Vec<u8>> {
        inc(&mut self.counters.bad_length);
        self.nak(Status::BadLength)
    }

    /// A good frame (it passed step 1) dropped because both frame buffers
    /// were full: counted in `frames` and `busy`, answered with a NAK
    /// `BUSY` carrying the frame's `seq`. Not rate-limited; nothing else
    /// changes.
    pub fn on_busy(&mut self, seq: u8) -> Vec<u8> {
        inc(&mut self.counters.frames);
        inc(&mut self.counters.busy);
        Reply::nak(seq, Status::Busy).encode()
    }

    /// A UART framing error or overrun.
    pub fn note_uart_error(&mut self) {
        inc(&mut self.counters.uart_errors);
    }

    /// Line bytes in (COBS frames and delimiters), the line bytes of every
    /// reply out, in order.
    pub fn feed(&mut self, wire: &[u8]) -> Vec<u8> {
        let mut out = Vec::new();
        for &b in wire {
            let reply = match self.acc.push(b) {
                None => None,
                Some(FrameEvent::Frame(f)) => self.on_frame(&f),
                Some(FrameEvent::Error(_)) => self.on_cobs_error(),
            };
            if let Some(r) = reply {
                out.extend(encode_wire(&r));
            }
        }
        out
    }

    /// One decoded frame (the bytes between two delimiters after COBS
    /// decoding) in; the reply packet (decoded, CRC included) out, or
    /// `None` when the board stays silent (a rate-limited NAK).
    pub fn on_frame(&mut self, frame: &[u8]) -> Option<Vec<u8>> {
        // Steps 1-5.
        let req = match Request::decode_for(frame, self.config.kinds()) {
            Ok(r) => r,
            Err(e) => return self.refuse(frame, &e),
        };
        inc(&mut self.counters.frames);
        let Ok(op) = Op::try_from(req.op) else {
            return None; // decode accepted it: unreachable
        };
        // Step 6.
        match op {
            Op::Info => {
                let p = self.info().to_payload();
                return Some(Reply::success(req.seq, op, req.filter, 0, Status::Ok, p).encode());
            }
            Op::Stats => {
                let p = self.stats(req.filter).to_payload();
                return Some(Reply::success(req.seq, op, req.filter, 0, Status::Ok, p).encode());
            }
            _ => {}
        }
        // Step 7.
        let d = req.seq.wrapping_sub(self.expected);
        if d != 0 {
            if d >= DUPLICATE_MIN_DISTANCE
                && let Some(cached) = &self.cache[req.seq as usize % WINDOW]
            {
                let cached = cached.clone();
                inc(&mut self.counters.replays);
                return Some(cached);
            }
            inc(&mut self.counters.out_of_sequence);
            return self.nak(Status::OutOfSequence);
        }
        // Step 8.
        if matches!(op, Op::Dump | Op::Load) && !self.params_ok(&req) {
            inc(&mut self.counters.bad_request);
            return Some(Reply::error(req.seq, req.op, req.filter, Status::BadParam).encode());
        }
        // Step 9.
        let reply = self.apply(op, &req).encode();
        self.cache[req.seq as usize % WINDOW] = Some(reply.clone());
        self.expected = self.expected.wrapping_add(1);
        self.nak_sent = false;
        Some(reply)
    }

    /// The answer to a frame that failed steps 1-5.
    fn refuse(&mut self, frame: &[u8], e: &ProtocolError) -> Option<Vec<u8>> {
        match e {
            ProtocolError::TooShort { .. } | ProtocolError::TooLong { .. } => {
                inc(&mut self.counters.bad_length);
                self.nak(Status::BadLength)
            }
            ProtocolError::BadCrc { .. } => {
                inc(&mut self.counters.bad_crc);
                self.nak(Status::BadCrc)
            }
            _ => {
                inc(&mut self.counters.frames);
                let status = e.status().unwrap_or(Status::BadLength);
                if status == Status::BadLength {
                    inc(&mut self.counters.bad_length);
                } else {
                    inc(&mut self.counters.bad_request);
                }
                // The frame is at least a header and a CRC long here.
                let (seq, op, filter) = (frame[1], frame[2], frame[3]);
                Some(Reply::error(seq, op, filter, status).encode())
            }
        }
    }

    /// Step 8: the address range is inside the memory, and every LOAD word
    /// is one the engine's WRITE accepts.
    fn params_ok(&self, req: &Request) -> bool {
        let Some(addr) = req.address() else {
            return false;
        };
        if addr as u64 + req.count as u64 > self.config.words(req.filter) {
            return false;
        }
        if req.op != Op::Load as u8 {
            return true;
        }
        req.load_words_for(self.config.kinds())
            .iter()
            .enumerate()
            .all(|(i, &w)| self.config.load_word_ok(req.filter, addr + i as u32, w))
    }

    /// Step 9: runs a checked, expected request on its engine.
    fn apply(&mut self, op: Op, req: &Request) -> Reply {
        if req.filter != filter::CUCKOO {
            return self.apply_bloom(op, req);
        }
        match self.cuckoo.as_mut() {
            Some(c) => Self::apply_cuckoo(c, op, req),
            // Step 5 refused filter 1 of a board without it.
            None => Reply::error(req.seq, req.op, req.filter, Status::BadFilter),
        }
    }

    /// Step 9 on filter 0.
    fn apply_bloom(&mut self, op: Op, req: &Request) -> Reply {
        let (seq, f) = (req.seq, req.filter);
        let ok = |count: usize, payload: Vec<u8>| {
            Reply::success(seq, op, f, count as u16, Status::Ok, payload)
        };
        match op {
            Op::Clear => {
                self.bloom.clear();
                ok(0, Vec::new())
            }
            Op::Insert => {
                let bits: Vec<bool> = req.keys().iter().map(|&k| self.bloom.insert(k)).collect();
                ok(bits.len(), pack_bits(&bits))
            }
            Op::Query => {
                let bits: Vec<bool> = req.keys().iter().map(|&k| self.bloom.contains(k)).collect();
                ok(bits.len(), pack_bits(&bits))
            }
            Op::Delete => {
                let codes: Vec<u8> = req
                    .keys()
                    .iter()
                    .map(|&k| {
                        if self.bloom.delete(k) == Some(true) {
                            code::OK
                        } else {
                            code::NOT_FOUND
                        }
                    })
                    .collect();
                ok(codes.len(), pack_codes(&codes))
            }
            Op::Dump => {
                let addr = req.address().unwrap_or(0);
                let bytes = self.config.kinds().word_bytes(Filter::Bloom);
                let mut payload = Vec::new();
                for a in addr..addr + req.count as u32 {
                    let w = self.bloom.read_word(a as u64).unwrap_or(0);
                    payload.extend_from_slice(&w.to_le_bytes()[..bytes]);
                }
                ok(req.count as usize, payload)
            }
            Op::Load => {
                let addr = req.address().unwrap_or(0);
                let words = req.load_words_for(self.config.kinds());
                for (i, w) in words.into_iter().enumerate() {
                    let done = self.bloom.write_word(addr + i as u32, w).is_ok();
                    debug_assert!(done, "step 8 admitted a word the engine refuses");
                }
                ok(0, Vec::new())
            }
            // Refused at step 5 (COUNT) or answered at step 6.
            Op::Count | Op::Info | Op::Stats => ok(0, Vec::new()),
        }
    }

    /// Step 9 on the Cuckoo filter.
    fn apply_cuckoo(cuckoo: &mut CuckooModel, op: Op, req: &Request) -> Reply {
        let (seq, f) = (req.seq, req.filter);
        let ok = |count: usize, payload: Vec<u8>| {
            Reply::success(seq, op, f, count as u16, Status::Ok, payload)
        };
        match op {
            Op::Clear => {
                cuckoo.clear();
                ok(0, Vec::new())
            }
            Op::Insert => {
                let codes: Vec<u8> = req.keys().iter().map(|&k| cuckoo.insert(k)).collect();
                let status = if codes.contains(&code::FULL) {
                    Status::Full
                } else {
                    Status::Ok
                };
                Reply::success(seq, op, f, codes.len() as u16, status, pack_codes(&codes))
            }
            Op::Query => {
                let bits: Vec<bool> = req
                    .keys()
                    .iter()
                    .map(|&k| {
                        cuckoo
                            .apply(CuckooOp::Query(k))
                            .is_ok_and(|r| r.code == code::OK)
                    })
                    .collect();
                ok(bits.len(), pack_bits(&bits))
            }
            Op::Delete => {
                let codes: Vec<u8> = req.keys().iter().map(|&k| cuckoo.delete(k)).collect();
                ok(codes.len(), pack_codes(&codes))
            }
            Op::Count => {
                let items = cuckoo.apply(CuckooOp::Count).map_or(0, |r| r.data);
                ok(0, (items as u32).to_le_bytes().to_vec())
            }
            Op::Dump => {
                let addr = req.address().unwrap_or(0);
                let mut payload = Vec::new();
                for a in addr..addr + req.count as u32 {
                    let w = cuckoo.apply(CuckooOp::Read(a)).map_or(0, |r| r.data);
                    payload.extend_from_slice(&w.to_le_bytes());
                }
                ok(req.count as usize, payload)
            }
            Op::Load => {
                let addr = req.address().unwrap_or(0);
                for (i, w) in req.load_words().into_iter().enumerate() {
                    let done = cuckoo.apply(CuckooOp::Write(addr + i as u32, w)).is_ok();
                    debug_assert!(done, "step 8 admitted a word the engine refuses");
                }
                ok(0, Vec::new())
            }
            // Answered at step 6.
            Op::Info | Op::Stats => ok(0, Vec::new()),
        }
    }
}
