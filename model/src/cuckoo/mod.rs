//! The Cuckoo filter reference model: the single source of truth of what the
//! Cuckoo engine RTL answers, op by op. The full specification is
//! `docs/cuckoo.md`; this summary follows it.
//!
//! # Structure
//! `2^B` buckets of [`SLOTS`] = 4 slots, each slot an `f`-bit fingerprint
//! (`f` = 8..=16, 0 = empty), plus a one-entry victim stash
//! `(fp, bucket)`. Hashing (partial-key cuckoo hashing, Fan et al. 2014):
//!
//! ```text
//! h0 = mix(key).h0                      (docs/hashing.md, four rounds)
//! fp = h0[f-1:0], remapped 0 -> 1       (0 means "empty slot")
//! i1 = h0[32+B-1:32]
//! i2 = alt(i1, fp) = i1 ^ ((G(fp) | 1) & (2^B - 1))
//! G(fp) = XOR of GCOL[j] over the set bits j of fp
//! ```
//!
//! `alt` is an involution and `i1`, `i2` differ in bit 0 (even and odd
//! buckets live in two banks the hardware reads in the same cycle).
//!
//! # Operations and results
//! Every op produces exactly one result `(op, code, data)`, in order, with
//! code [`code::OK`], [`code::FULL`] or [`code::NOT_FOUND`]:
//!
//! | op | effect | code | `data` |
//! |----|--------|------|--------|
//! | `Query(key)` | none | OK if `fp` is in bucket `i1` or `i2` or in a matching stash, else NOT_FOUND | 0 |
//! | `Insert(key)` | FULL (and `full += 1`) if the stash is occupied; else *place* `(fp, i1)`, `items += 1` | OK / FULL | evictions made |
//! | `Delete(key)` | removes one copy (lowest slot of `i1`, else `i2`, else the stash); a copy taken from a bucket re-inserts a valid stash | OK / NOT_FOUND | evictions made |
//! | `Clear` | see below | OK | 0 |
//! | `Count` | none | OK | `items` |
//! | `Stats` | none | OK | `kicks \| full << 32` |
//! | `Read(addr)` | none | OK | word `addr` |
//! | `Write(addr, w)` | word `addr` := `w` | OK | word *before* the write |
//!
//! *Place* `(fp, i)`: the lowest empty slot of bucket `i`, else of
//! `j = alt(i, fp)`; else, starting with `cur = j`, up to `max_kicks` times:
//! step the LFSR, swap the carried fingerprint with slot `lfsr & 3` of bucket
//! `cur` (`kicks += 1`), move to `cur = alt(cur, victim)` and stop if that
//! bucket has an empty slot. After `max_kicks` evictions the last victim and
//! its next bucket go to the stash; the insert still answers OK.
//!
//! The LFSR is a 16-bit Galois LFSR ([`LFSR_SEED`], [`LFSR_TAPS`]) that steps
//! once per eviction, never otherwise.
//!
//! # State after CLEAR, READ and WRITE
//! - **CLEAR** zeroes every bucket, empties the stash, resets the LFSR to
//!   [`LFSR_SEED`] and the counters `items`, `kicks` and `full` to 0 (the
//!   model also zeroes [`CuckooModel::last_op_kicks`]). A new model is in the
//!   state CLEAR leaves.
//! - **READ** changes nothing.
//! - **WRITE** replaces one word and nothing else: it does not touch the LFSR,
//!   `kicks` or `full`, and it does not re-insert a stash entry. It keeps
//!   `items` consistent: it adds the non-empty slots (or the stash valid bit)
//!   written and subtracts those replaced. Writing the stash word fills or
//!   empties the stash (a valid stash makes every INSERT answer FULL until a
//!   DELETE re-inserts it). A restore is therefore CLEAR, then WRITE of every
//!   word.
//!
//! # Snapshot words
//! Addresses `0..2^B` are buckets: `4f` bits, slot `s` in bits
//! `[s*f, (s+1)*f)`. Address `2^B` ([`CuckooParams::stash_addr`]) is the
//! stash: bit 63 valid, bits 16..48 bucket, bits 0..16 fingerprint; an empty
//! stash reads as 0. The model refuses (with a [`ParamError`], state
//! unchanged) addresses above `2^B`, bucket words with bits above `4f`, and
//! stash words with reserved bits set, a set field while the valid bit is
//! clear, a fingerprint that is 0 or wider than `f` bits, or a bucket
//! `>= 2^B`.
//!
//! # Counters
//! `items` (fingerprints stored, stash included), `kicks` (evictions since the
//! last CLEAR) and `full` (FULL answers since the last CLEAR) are 32-bit and
//! wrap, as in the hardware; the accessors widen them to `u64`.

use crate::error::ParamError;
use crate::hash::mix;

/// Op codes as the hardware encodes them (3 bits).
pub mod opcode {
    pub const QUERY: u8 = 0;
    pub const INSERT: u8 = 1;
    pub const CLEAR: u8 = 2;
    pub const READ: u8 = 3;
    pub const WRITE: u8 = 4;
    pub const DELETE: u8 = 5;
    pub const COUNT: u8 = 6;
    pub const STATS: u8 = 7;
}

/// Result codes.
pub mod code {
    /// Done / present.
    pub const OK: u8 = 0;
    /// INSERT refused: the stash is occupied.
    pub const FULL: u8 = 1;
    /// QUERY or DELETE found no matching fingerprint.
    pub const NOT_FOUND: u8 = 2;
}

/// Slots per bucket (`b`).
pub const SLOTS: usize = 4;

/// Columns of the GF(2) matrix G: `G(fp)` is the XOR of `GCOL[j]` over the
/// set bits `j` of `fp`. SplitMix64 outputs of the seed ASCII "cuckoo"
/// (big-endian, `0x6375636b6f6f`), low 32 bits.
pub const GCOL: [u32; 16] = [
    0x815d_b36b,
    0x3d39_5c8d,
    0x6f30_b707,
    0x59b8_8ffe,
    0xce31_0512,
    0xa1c7_5846,
    0x20bc_3054,
    0xc146_f163,
    0x1110_fcd1,
    0x2848_aef7,
    0x284d_f060,
    0x4a06_66ea,
    0xd1b0_f728,
    0x6282_ddeb,
    0x3c32_17cb,
    0xa1bc_8dce,
];

/// Seed of the eviction LFSR (after CLEAR).
pub const LFSR_SEED: u16 = 0xACE1;
/// Taps of the Galois eviction LFSR (maximal: period 65535).
pub const LFSR_TAPS: u16 = 0xB400;
/// Default number of evictions before an item goes to the stash.
pub const DEFAULT_MAX_KICKS: u32 = 500;
/// Default fingerprint width.
pub const DEFAULT_FP_BITS: u32 = 12;
/// Smallest fingerprint width.
pub const MIN_FP_BITS: u32 = 8;
/// Largest fingerprint width.
pub const MAX_FP_BITS: u32 = 16;
/// Smallest bucket address width (2 buckets).
pub const MIN_BUCKET_BITS: u32 = 1;
/// Largest bucket address width the model supports (`2^30` buckets).
pub const MAX_BUCKET_BITS: u32 = 30;
/// Largest `max_kicks` (the hardware's eviction counter is 16 bits).
pub const MAX_MAX_KICKS: u32 = 65535;
/// Load at which a table of 4-slot buckets is expected to answer its first
/// FULL; the sizing rule plans for it.
pub const MAX_LOAD: f64 = 0.95;

/// Bit 63 of the stash word: the stash holds an entry.
pub const STASH_VALID: u64 = 1 << 63;
/// First bit of the bucket field of the stash word (32 bits wide).
pub const STASH_BUCKET_SHIFT: u32 = 16;

/// `G` restricted to one byte of the fingerprint, `shift` = 0 or 8.
const fn g_table(shift: usize) -> [u32; 256] {
    let mut t = [0u32; 256];
    let mut v = 0;
    while v < 256 {
        let mut acc = 0u32;
        let mut j = 0;
        while j < 8 {
            if (v >> j) & 1 == 1 {
                acc ^= GCOL[j + shift];
            }
            j += 1;
        }
        t[v] = acc;
        v += 1;
    }
    t
}

static G_LO: [u32; 256] = g_table(0);
static G_HI: [u32; 256] = g_table(8);

/// `G(fp)`: the XOR of `GCOL[j]` over the set bits `j` of `fp` (all 16
/// bits, whatever `f` is).
///
/// ```
/// use hwfilter_model::cuckoo::{g, GCOL};
/// assert_eq!(g(0), 0);
/// assert_eq!(g(1), GCOL[0]);
/// assert_eq!(g(0b101), GCOL[0] ^ GCOL[2]);
/// assert_eq!(g(0x1234 ^ 0x0f0f), g(0x1234) ^ g(0x0f0f)); // linear
/// ```
#[inline]
pub fn g(fp: u16) -> u32 {
    G_LO[(fp & 0xff) as usize] ^ G_HI[(fp >> 8) as usize]
}

/// `2^bits - 1` (all ones for 32 bits and more).
#[inline]
fn low_mask(bits: u32) -> u32 {
    if bits >= 32 {
        u32::MAX
    } else {
        (1u32 << bits) - 1
    }
}

/// The other candidate bucket: `i ^ ((G(fp) | 1) & (2^bucket_bits - 1))`.
/// Its own inverse, and (for `bucket_bits >= 1`) the two candidates differ
/// in bit 0.
///
/// ```
/// use hwfilter_model::cuckoo::alt;
/// let j = alt(100, 0x5a5, 10);
/// assert_eq!(alt(j, 0x5a5, 10), 100);
/// assert_eq!((j ^ 100) & 1, 1);
/// assert!(j < 1024);
/// ```
#[inline]
pub fn alt(i: u32, fp: u16, bucket_bits: u32) -> u32 {
    i ^ ((g(fp) | 1) & low_mask(bucket_bits))
}

/// One step of the eviction LFSR: `lsb = x & 1; x >>= 1; if lsb { x ^= 0xB400 }`.
///
/// ```
/// use hwfilter_model::cuckoo::{lfsr_step, LFSR_SEED};
/// assert_eq!(lfsr_step(LFSR_SEED), 0xE270); // 0xACE1 >> 1 = 0x5670, ^ 0xB400
/// assert_eq!(lfsr_step(2), 1);
/// ```
#[inline]
pub fn lfsr_step(x: u16) -> u16 {
    let lsb = x & 1;
    (x >> 1) ^ (lsb.wrapping_neg() & LFSR_TAPS)
}

/// Validated Cuckoo engine geometry: fingerprint width `f`, bucket address
/// width `B` and the eviction limit.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct CuckooParams {
    fp_bits: u32,
    bucket_bits: u32,
    max_kicks: u32,
}

impl CuckooParams {
    /// Geometry from `f` (8..=16), `B` (1..=30, `2^B` buckets) and
    /// `max_kicks` (1..=65535).
    ///
    /// ```
    /// use hwfilter_model::CuckooParams;
    /// let p = CuckooParams::new(12, 10, 500).unwrap();
    /// assert_eq!((p.buckets(), p.slots(), p.word_bits()), (1024, 4096, 48));
    /// assert!(CuckooParams::new(7, 10, 500).is_err());
    /// assert!(CuckooParams::new(12, 31, 500).is_err());
    /// assert!(CuckooParams::new(12, 10, 0).is_err());
    /// ```
    pub fn new(fp_bits: u32, bucket_bits: u32, max_kicks: u32) -> Result<Self, ParamError> {
        if !(MIN_FP_BITS..=MAX_FP_BITS).contains(&fp_bits) {
            return Err(ParamError::FingerprintBits {
                bits: fp_bits,
                min: MIN_FP_BITS,
                max: MAX_FP_BITS,
            });
        }
        if !(MIN_BUCKET_BITS..=MAX_BUCKET_BITS).contains(&bucket_bits) {
            return Err(ParamError::BucketBits {
                bits: bucket_bits,
                min: MIN_BUCKET_BITS,
                max: MAX_BUCKET_BITS,
            });
        }
        if !(1..=MAX_MAX_KICKS).contains(&max_kicks) {
            return Err(ParamError::MaxKicks {
                kicks: max_kicks,
                min: 1,
                max: MAX_MAX_KICKS,
            });
        }
        Ok(CuckooParams {
            fp_bits,
            bucket_bits,
            max_kicks,
        })
    }

    /// Sizes a filter for `capacity` keys at false-positive rate `fpr`:
    /// `f = clamp(ceil(log2(2b / fpr)), 8, 16)` and `2^B` the smallest power
    /// of two (at least 2) with `4 * 2^B * 0.95 >= capacity`, so
    /// [`capacity`](Self::capacity) `>= capacity`; `max_kicks` is
    /// [`DEFAULT_MAX_KICKS`]. Below `fpr` of about `1.2e-4` the clamp to 16
    /// bits means the target is not reached.
    ///
    /// ```
    /// use hwfilter_model::CuckooParams;
    /// let p = CuckooParams::for_capacity(1000, 0.01).unwrap();
    /// assert_eq!((p.fp_bits(), p.bucket_bits()), (10, 9)); // ceil(log2 800), 512 buckets
    /// assert!(p.capacity() >= 1000 && p.theoretical_fpr() <= 0.01);
    /// assert!(CuckooParams::for_capacity(0, 0.01).is_err());
    /// assert!(CuckooParams::for_capacity(1000, 1.0).is_err());
    /// ```
    pub fn for_capacity(capacity: u64, fpr: f64) -> Result<Self, ParamError> {
        if capacity == 0 {
            return Err(ParamError::ZeroCapacity);
        }
        if !(fpr > 0.0 && fpr < 1.0) {
            return Err(ParamError::Fpr(fpr));
        }
        let f = (2.0 * SLOTS as f64 / fpr)
            .log2()
            .ceil()
            .clamp(MIN_FP_BITS as f64, MAX_FP_BITS as f64) as u32;
        let b = (MIN_BUCKET_BITS..=MAX_BUCKET_BITS)
            .find(|&b| (SLOTS as u64 * (1u64 << b)) as f64 * MAX_LOAD >= capacity as f64)
            .ok_or(ParamError::CuckooTooLarge {
                capacity,
                max_bucket_bits: MAX_BUCKET_BITS,
            })?;
        Self::new(f, b, DEFAULT_MAX_KICKS)
    }

    /// Fingerprint width `f`.
    pub fn fp_bits(&self) -> u32 {
        self.fp_bits
    }
    /// Bucket address width `B`.
    pub fn bucket_bits(&self) -> u32 {
        self.bucket_bits
    }
    /// Evictions before an item goes to the stash.
    pub fn max_kicks(&self) -> u32 {
        self.max_kicks
    }
    /// Number of buckets, `2^B`.
    pub fn buckets(&self) -> u64 {
        1 << self.bucket_bits
    }
    /// Number of slots, `4 * 2^B` (the stash not included).
    pub fn slots(&self) -> u64 {
        SLOTS as u64 * self.buckets()
    }
    /// Theoretical FPR of a full table, `1 - (1 - 1/(2^f - 1))^(2b)`: a
    /// lookup compares its fingerprint with 8 slots.
    ///
    /// ```
    /// use hwfilter_model::CuckooParams;
    /// let p = CuckooParams::new(8, 10, 500).unwrap();
    /// assert!((p.theoretical_fpr() - 0.030945).abs() < 1e-6); // 1 - (254/255)^8
    /// assert!(p.theoretical_fpr() < 8.0 / 255.0);
    /// ```
    pub fn theoretical_fpr(&self) -> f64 {
        let q = 1.0 / ((1u64 << self.fp_bits) - 1) as f64;
        -((2 * SLOTS) as f64 * (-q).ln_1p()).exp_m1()
    }
    /// Load at which the first FULL is expected (0.95 for 4-slot buckets).
    pub fn expected_max_load(&self) -> f64 {
        MAX_LOAD
    }
    /// Planned number of keys, `floor(0.95 * slots)`.
    pub fn capacity(&self) -> u64 {
        (MAX_LOAD * self.slots() as f64).floor() as u64
    }
    /// Width of a bucket word, `4f`.
    pub fn word_bits(&self) -> u32 {
        SLOTS as u32 * self.fp_bits
    }
    /// Address of the stash word, `2^B` (one past the last bucket).
    pub fn stash_addr(&self) -> u32 {
        1 << self.bucket_bits
    }
    /// Number of snapshot words, `2^B + 1`.
    pub fn words(&self) -> u64 {
        self.buckets() + 1
    }
    /// Bits per key at the planned capacity (the stash not counted).
    pub fn bits_per_key(&self) -> f64 {
        (self.slots() * self.fp_bits as u64) as f64 / self.capacity().max(1) as f64
    }
}

/// `h0[f-1:0]`, remapped 0 -> 1.
#[inline]
fn fp_of(h0: u64, fp_bits: u32) -> u16 {
    let raw = (h0 & ((1u64 << fp_bits) - 1)) as u16;
    raw + (raw == 0) as u16
}

/// `h0[32+B-1:32]`.
#[inline]
fn index_of(h0: u64, bucket_bits: u32) -> u32 {
    (h0 >> 32) as u32 & low_mask(bucket_bits)
}

/// The key's fingerprint, `h0[f-1:0]` with 0 remapped to 1 (never 0).
///
/// ```
/// use hwfilter_model::CuckooParams;
/// use hwfilter_model::cuckoo::fingerprint;
/// let p = CuckooParams::new(12, 10, 500).unwrap();
/// let fp = fingerprint(&p, 1); // h0 = 0x19c73c155503f3d5
/// assert_eq!(fp, 0x3d5);
/// ```
#[inline]
pub fn fingerprint(params: &CuckooParams, key: u64) -> u16 {
    fp_of(mix(key).h0, params.fp_bits)
}

/// The key's first bucket, `h0[32+B-1:32]` (the second is
/// `alt(index1, fingerprint, B)`).
///
/// ```
/// use hwfilter_model::CuckooParams;
/// use hwfilter_model::cuckoo::index1;
/// let p = CuckooParams::new(12, 10, 500).unwrap();
/// assert_eq!(index1(&p, 1), 0x015); // h0 = 0x19c7_3c15_5503_f3d5
/// ```
#[inline]
pub fn index1(params: &CuckooParams, key: u64) -> u32 {
    index_of(mix(key).h0, params.bucket_bits)
}

/// One engine operation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CuckooOp {
    Query(u64),
    Insert(u64),
    Delete(u64),
    Clear,
    Count,
    Stats,
    /// Read snapshot word `addr`.
    Read(u32),
    /// Write snapshot word `addr`.
    Write(u32, u64),
}

impl CuckooOp {
    /// The 3-bit op code the hardware receives.
    pub fn code(&self) -> u8 {
        match self {
            CuckooOp::Query(_) => opcode::QUERY,
            CuckooOp::Insert(_) => opcode::INSERT,
            CuckooOp::Clear => opcode::CLEAR,
            CuckooOp::Read(_) => opcode::READ,
            CuckooOp::Write(..) => opcode::WRITE,
            CuckooOp::Delete(_) => opcode::DELETE,
            CuckooOp::Count => opcode::COUNT,
            CuckooOp::Stats => opcode::STATS,
        }
    }

    /// The 64-bit key operand: the key, the address for `Read`/`Write`, else 0.
    ///
    /// ```
    /// use hwfilter_model::CuckooOp;
    /// assert_eq!(CuckooOp::Delete(7).key(), 7);
    /// assert_eq!(CuckooOp::Write(3, 0xff).key(), 3);
    /// assert_eq!(CuckooOp::Count.key(), 0);
    /// ```
    pub fn key(&self) -> u64 {
        match *self {
            CuckooOp::Query(k) | CuckooOp::Insert(k) | CuckooOp::Delete(k) => k,
            CuckooOp::Read(a) | CuckooOp::Write(a, _) => a as u64,
            CuckooOp::Clear | CuckooOp::Count | CuckooOp::Stats => 0,
        }
    }

    /// The 64-bit data operand: the word for `Write`, else 0.
    pub fn data(&self) -> u64 {
        match *self {
            CuckooOp::Write(_, w) => w,
            _ => 0,
        }
    }
}

/// One engine result: op code, result code ([`code`]) and 64-bit data (see
/// the module docs for each op's data).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CuckooResult {
    pub op: u8,
    pub code: u8,
    pub data: u64,
}

// The model keeps each bucket in one u64 with slot `s` in the 16-bit lane
// `[16s, 16s+16)` whatever `f` is, so a bucket scan is a few word operations
// (SWAR). Snapshot words are packed to `4f` bits only on READ/WRITE.
const LANE_ONES: u64 = 0x0001_0001_0001_0001;
const LANE_TOPS: u64 = 0x8000_8000_8000_8000;

/// Nonzero iff some 16-bit lane of `w` is zero; its lowest set bit is the top
/// bit of the lowest zero lane (borrows only create flags above a zero lane).
#[inline]
fn zero_lanes(w: u64) -> u64 {
    w.wrapping_sub(LANE_ONES) & !w & LANE_TOPS
}

/// Lowest slot of bucket word `w` holding `v` (0 for the lowest empty slot).
#[inline]
fn first_slot(w: u64, v: u16) -> Option<u32> {
    let z = zero_lanes(w ^ (v as u64).wrapping_mul(LANE_ONES));
    if z == 0 {
        None
    } else {
        Some(z.trailing_zeros() / 16)
    }
}

#[inline]
fn lane(w: u64, s: u32) -> u16 {
    (w >> (16 * s)) as u16
}

#[inline]
fn with_lane(w: u64, s: u32, v: u16) -> u64 {
    (w & !(0xffff << (16 * s))) | (v as u64) << (16 * s)
}

/// Cuckoo filter, bit-exact with the hardware.
#[derive(Clone, Debug)]
pub struct CuckooModel {
    params: CuckooParams,
    /// `2^B - 1`.
    bucket_mask: u32,
    /// One word per bucket, slot `s` in bits `[16s, 16s+16)`.
    table: Vec<u64>,
    stash: Option<(u16, u32)>,
    lfsr: u16,
    items: u32,
    kicks: u32,
    full: u32,
    last_op_kicks: u32,
}

impl CuckooModel {
    /// An empty filter (the state CLEAR leaves).
    ///
    /// ```
    /// use hwfilter_model::cuckoo::{code, CuckooModel, LFSR_SEED};
    /// use hwfilter_model::CuckooParams;
    /// let mut f = CuckooModel::new(CuckooParams::new(12, 10, 500).unwrap());
    /// assert_eq!((f.items(), f.lfsr(), f.stash()), (0, LFSR_SEED, None));
    /// assert_eq!(f.insert(42), code::OK);
    /// assert!(f.contains(42));
    /// assert_eq!(f.items(), 1);
    /// ```
    pub fn new(params: CuckooParams) -> Self {
        CuckooModel {
            params,
            bucket_mask: low_mask(params.bucket_bits),
            table: vec![0; params.buckets() as usize],
            stash: None,
            lfsr: LFSR_SEED,
            items: 0,
            kicks: 0,
            full: 0,
            last_op_kicks: 0,
        }
    }

    /// The geometry.
    pub fn params(&self) -> CuckooParams {
        self.params
    }

    /// `(fp, i1)` of a key.
    #[inline]
    fn hash(&self, key: u64) -> (u16, u32) {
        let h0 = mix(key).h0;
        (
            fp_of(h0, self.params.fp_bits),
            (h0 >> 32) as u32 & self.bucket_mask,
        )
    }

    #[inline]
    fn alt(&self, i: u32, fp: u16) -> u32 {
        i ^ ((g(fp) | 1) & self.bucket_mask)
    }

    /// Writes `fp` into the lowest empty slot of bucket `i`, if any.
    #[inline]
    fn try_put(&mut self, i: u32, fp: u16) -> bool {
        let w = &mut self.table[i as usize];
        match first_slot(*w, 0) {
            Some(s) => {
                *w |= (fp as u64) << (16 * s);
                true
            }
            None => false,
        }
    }

    /// *Place* `(fp, i)` (docs/cuckoo.md): returns the evictions made. May
    /// leave the last victim in the stash, which must be empty on entry.
    fn place(&mut self, fp: u16, i: u32) -> u32 {
        debug_assert!(self.stash.is_none());
        if self.try_put(i, fp) {
            return 0;
        }
        let mut cur = self.alt(i, fp);
        if self.try_put(cur, fp) {
            return 0;
        }
        let mut x = fp;
        for n in 1..=self.params.max_kicks {
            self.lfsr = lfsr_step(self.lfsr);
            let s = (self.lfsr & 3) as u32;
            let w = &mut self.table[cur as usize];
            let victim = lane(*w, s);
            *w = with_lane(*w, s, x);
            x = victim;
            self.kicks = self.kicks.wrapping_add(1);
            cur = self.alt(cur, x);
            if self.try_put(cur, x) {
                return n;
            }
        }
        self.stash = Some((x, cur));
        self.params.max_kicks
    }

    #[inline]
    fn stash_matches(&self, fp: u16, i1: u32, i2: u32) -> bool {
        matches!(self.stash, Some((sf, sb)) if sf == fp && (sb == i1 || sb == i2))
    }

    /// QUERY: is the key (maybe) present? Never false for a key whose
    /// INSERT answered OK and that was not deleted since.
    ///
    /// ```
    /// use hwfilter_model::{CuckooModel, CuckooParams};
    /// let mut f = CuckooModel::new(CuckooParams::new(16, 8, 500).unwrap());
    /// assert!(!f.contains(5));
    /// f.insert(5);
    /// assert!(f.contains(5));
    /// ```
    #[inline]
    pub fn contains(&self, key: u64) -> bool {
        let (fp, i1) = self.hash(key);
        let i2 = self.alt(i1, fp);
        let pattern = (fp as u64).wrapping_mul(LANE_ONES);
        let (a, b) = (self.table[i1 as usize], self.table[i2 as usize]);
        (zero_lanes(a ^ pattern) | zero_lanes(b ^ pattern)) != 0 || self.stash_matches(fp, i1, i2)
    }

    /// INSERT: answers [`code::FULL`] (and counts it) when the stash is
    /// occupied, else stores the key's fingerprint and answers [`code::OK`].
    /// The evictions it made are [`last_op_kicks`](Self::last_op_kicks).
    ///
    /// ```
    /// use hwfilter_model::cuckoo::code;
    /// use hwfilter_model::{CuckooModel, CuckooParams};
    /// // Two buckets, 8 slots, at most one eviction: the 9th insert of the
    /// // same key evicts once and parks the victim in the stash.
    /// let mut f = CuckooModel::new(CuckooParams::new(12, 1, 1).unwrap());
    /// for _ in 0..9 {
    ///     assert_eq!(f.insert(3), code::OK);
    /// }
    /// assert_eq!((f.last_op_kicks(), f.items()), (1, 9));
    /// assert!(f.stash().is_some());
    /// assert_eq!(f.insert(4), code::FULL);
    /// assert_eq!(f.full_answers(), 1);
    /// ```
    #[inline]
    pub fn insert(&mut self, key: u64) -> u8 {
        if self.stash.is_some() {
            self.full = self.full.wrapping_add(1);
            self.last_op_kicks = 0;
            return code::FULL;
        }
        let (fp, i1) = self.hash(key);
        self.last_op_kicks = self.place(fp, i1);
        self.items = self.items.wrapping_add(1);
        code::OK
    }

    /// DELETE: removes one copy of the key's fingerprint (lowest matching
    /// slot of `i1`, else of `i2`, else the stash) and answers
    /// [`code::OK`], or answers [`code::NOT_FOUND`]. When the copy came from
    /// a bucket and the stash is occupied, the stash entry is re-inserted
    /// (with evictions, possibly parking a victim again; `items` unchanged).
    ///
    /// ```
    /// use hwfilter_model::cuckoo::code;
    /// use hwfilter_model::{CuckooModel, CuckooParams};
    /// let mut f = CuckooModel::new(CuckooParams::new(16, 10, 500).unwrap());
    /// f.insert(11);
    /// assert_eq!(f.delete(11), code::OK);
    /// assert_eq!(f.delete(11), code::NOT_FOUND);
    /// assert!(!f.contains(11));
    /// assert_eq!(f.items(), 0);
    /// ```
    pub fn delete(&mut self, key: u64) -> u8 {
        let (fp, i1) = self.hash(key);
        let i2 = self.alt(i1, fp);
        self.last_op_kicks = 0;
        let mut from_bucket = false;
        for i in [i1, i2] {
            let w = self.table[i as usize];
            if let Some(s) = first_slot(w, fp) {
                self.table[i as usize] = with_lane(w, s, 0);
                from_bucket = true;
                break;
            }
        }
        if !from_bucket {
            if !self.stash_matches(fp, i1, i2) {
                return code::NOT_FOUND;
            }
            self.stash = None;
        }
        self.items = self.items.wrapping_sub(1);
        let victim = if from_bucket { self.stash.take() } else { None };
        if let Some((sf, sb)) = victim {
            self.last_op_kicks = self.place(sf, sb);
        }
        code::OK
    }

    /// CLEAR: zeroes every bucket, empties the stash, resets the LFSR to
    /// [`LFSR_SEED`] and `items`, `kicks`, `full` (and `last_op_kicks`) to 0.
    pub fn clear(&mut self) {
        self.table.fill(0);
        self.stash = None;
        self.lfsr = LFSR_SEED;
        self.items = 0;
        self.kicks = 0;
        self.full = 0;
        self.last_op_kicks = 0;
    }

    /// Fingerprints stored, the stash included (32-bit, wrapping).
    pub fn items(&self) -> u64 {
        self.items as u64
    }
    /// Evictions since the last CLEAR (32-bit, wrapping).
    pub fn kicks(&self) -> u64 {
        self.kicks as u64
    }
    /// FULL answers since the last CLEAR (32-bit, wrapping).
    pub fn full_answers(&self) -> u64 {
        self.full as u64
    }
    /// `items / slots` (the stash counts as an item).
    pub fn load_factor(&self) -> f64 {
        self.items as f64 / self.params.slots() as f64
    }
    /// The stash entry `(fp, bucket)`, if occupied.
    pub fn stash(&self) -> Option<(u16, u32)> {
        self.stash
    }
    /// The eviction LFSR state.
    pub fn lfsr(&self) -> u16 {
        self.lfsr
    }
    /// Evictions the last INSERT or DELETE made (its result's data; 0 after
    /// FULL, NOT_FOUND, a new model or CLEAR).
    pub fn last_op_kicks(&self) -> u64 {
        self.last_op_kicks as u64
    }

    /// The four slots of bucket `i` (0 = empty). Panics if `i >= 2^B`.
    ///
    /// ```
    /// use hwfilter_model::cuckoo::{fingerprint, index1};
    /// use hwfilter_model::{CuckooModel, CuckooParams};
    /// let p = CuckooParams::new(12, 10, 500).unwrap();
    /// let mut f = CuckooModel::new(p);
    /// f.insert(9);
    /// assert_eq!(f.bucket(index1(&p, 9)), [fingerprint(&p, 9), 0, 0, 0]);
    /// ```
    pub fn bucket(&self, i: u32) -> [u16; SLOTS] {
        let w = self.table[i as usize];
        [lane(w, 0), lane(w, 1), lane(w, 2), lane(w, 3)]
    }

    /// Non-empty slots of a bucket (internal layout).
    fn occupancy(w: u64) -> u32 {
        SLOTS as u32 - (0..SLOTS as u32).filter(|&s| lane(w, s) == 0).count() as u32
    }

    fn check_addr(&self, addr: u32) -> Result<(), ParamError> {
        if addr as u64 > self.params.buckets() {
            return Err(ParamError::Address {
                addr: addr as u64,
                words: self.params.words(),
            });
        }
        Ok(())
    }

    /// Snapshot word `addr`: a bucket (`addr < 2^B`, slot `s` in bits
    /// `[s*f, (s+1)*f)`) or the stash (`addr == 2^B`: bit 63 valid, bits
    /// 16..48 bucket, bits 0..16 fingerprint; 0 when empty).
    ///
    /// ```
    /// use hwfilter_model::{CuckooModel, CuckooParams};
    /// let mut f = CuckooModel::new(CuckooParams::new(12, 4, 500).unwrap());
    /// f.write_word(3, 0x000_abc_000_123).unwrap();
    /// assert_eq!(f.bucket(3), [0x123, 0, 0xabc, 0]);
    /// assert_eq!(f.read_word(3).unwrap(), 0x000_abc_000_123);
    /// assert_eq!(f.read_word(16).unwrap(), 0); // empty stash
    /// assert!(f.read_word(17).is_err());
    /// ```
    pub fn read_word(&self, addr: u32) -> Result<u64, ParamError> {
        self.check_addr(addr)?;
        if addr == self.params.stash_addr() {
            return Ok(match self.stash {
                Some((fp, b)) => STASH_VALID | (b as u64) << STASH_BUCKET_SHIFT | fp as u64,
                None => 0,
            });
        }
        let w = self.table[addr as usize];
        let f = self.params.fp_bits;
        Ok((0..SLOTS as u32).fold(0, |acc, s| acc | (lane(w, s) as u64) << (s * f)))
    }

    /// Writes snapshot word `addr` (format as [`read_word`](Self::read_word))
    /// and returns the previous word. `items` follows the occupancy change;
    /// the LFSR, `kicks` and `full` are untouched. Refused, with the state
    /// unchanged: `addr > 2^B`, a bucket word wider than `4f` bits, a stash
    /// word with reserved bits (48..63) set, any field set while the valid
    /// bit is clear, a fingerprint of 0 or wider than `f` bits, or a bucket
    /// `>= 2^B`.
    ///
    /// ```
    /// use hwfilter_model::{CuckooModel, CuckooParams};
    /// let mut f = CuckooModel::new(CuckooParams::new(8, 4, 500).unwrap());
    /// assert_eq!(f.write_word(0, 0x0102_0304).unwrap(), 0);
    /// assert_eq!(f.items(), 4);
    /// assert_eq!(f.write_word(0, 0x0000_0005).unwrap(), 0x0102_0304);
    /// assert_eq!(f.items(), 1);
    /// assert!(f.write_word(0, 1 << 32).is_err()); // wider than 4 * 8 bits
    /// let stash = 1 << 63 | 7 << 16 | 0x42;
    /// assert_eq!(f.write_word(16, stash).unwrap(), 0);
    /// assert_eq!((f.stash(), f.items()), (Some((0x42, 7)), 2));
    /// assert!(f.write_word(16, 1 << 63 | 16 << 16 | 0x42).is_err()); // bucket 16 of 16
    /// ```
    pub fn write_word(&mut self, addr: u32, word: u64) -> Result<u64, ParamError> {
        let old = self.read_word(addr)?;
        let f = self.params.fp_bits;
        if addr == self.params.stash_addr() {
            let new = self.decode_stash(word)?;
            let delta = new.is_some() as u32;
            let before = self.stash.is_some() as u32;
            self.stash = new;
            self.items = self.items.wrapping_add(delta).wrapping_sub(before);
            return Ok(old);
        }
        let word_bits = self.params.word_bits();
        if word_bits < 64 && word >> word_bits != 0 {
            return Err(ParamError::BucketWord {
                addr,
                word,
                word_bits,
                fp_bits: f,
            });
        }
        let fp_mask = (1u64 << f) - 1;
        let new = (0..SLOTS as u32).fold(0u64, |acc, s| {
            acc | ((word >> (s * f)) & fp_mask) << (16 * s)
        });
        let w = &mut self.table[addr as usize];
        let before = Self::occupancy(*w);
        *w = new;
        self.items = self
            .items
            .wrapping_add(Self::occupancy(new))
            .wrapping_sub(before);
        Ok(old)
    }

    fn decode_stash(&self, word: u64) -> Result<Option<(u16, u32)>, ParamError> {
        const FIELDS: u64 = STASH_VALID | 0xffff_ffff << STASH_BUCKET_SHIFT | 0xffff;
        if word & STASH_VALID == 0 {
            if word != 0 {
                return Err(ParamError::StashReserved { word });
            }
            return Ok(None);
        }
        if word & !FIELDS != 0 {
            return Err(ParamError::StashReserved { word });
        }
        let fp = word & 0xffff;
        let f = self.params.fp_bits;
        if fp == 0 || fp >> f != 0 {
            return Err(ParamError::StashFingerprint { fp, fp_bits: f });
        }
        let bucket = (word >> STASH_BUCKET_SHIFT) & 0xffff_ffff;
        if bucket >= self.params.buckets() {
            return Err(ParamError::StashBucket {
                bucket,
                buckets: self.params.buckets(),
            });
        }
        Ok(Some((fp as u16, bucket as u32)))
    }

    /// Applies one engine op exactly as the hardware does and returns its
    /// result. Out-of-range addresses and words are refused (state
    /// unchanged).
    ///
    /// ```
    /// use hwfilter_model::cuckoo::{code, opcode};
    /// use hwfilter_model::{CuckooModel, CuckooOp, CuckooParams};
    /// let mut f = CuckooModel::new(CuckooParams::new(12, 10, 500).unwrap());
    /// assert_eq!(f.apply(CuckooOp::Insert(9)).unwrap().code, code::OK);
    /// assert_eq!(f.apply(CuckooOp::Query(9)).unwrap().code, code::OK);
    /// let r = f.apply(CuckooOp::Count).unwrap();
    /// assert_eq!((r.op, r.code, r.data), (opcode::COUNT, code::OK, 1));
    /// assert_eq!(f.apply(CuckooOp::Delete(9)).unwrap().code, code::OK);
    /// assert_eq!(f.apply(CuckooOp::Query(9)).unwrap().code, code::NOT_FOUND);
    /// assert!(f.apply(CuckooOp::Read(1025)).is_err());
    /// ```
    pub fn apply(&mut self, op: CuckooOp) -> Result<CuckooResult, ParamError> {
        let (code, data) = match op {
            CuckooOp::Query(k) => {
                let c = if self.contains(k) {
                    code::OK
                } else {
                    code::NOT_FOUND
                };
                (c, 0)
            }
            CuckooOp::Insert(k) => (self.insert(k), self.last_op_kicks()),
            CuckooOp::Delete(k) => (self.delete(k), self.last_op_kicks()),
            CuckooOp::Clear => {
                self.clear();
                (code::OK, 0)
            }
            CuckooOp::Count => (code::OK, self.items()),
            CuckooOp::Stats => (code::OK, self.kicks() | self.full_answers() << 32),
            CuckooOp::Read(a) => (code::OK, self.read_word(a)?),
            CuckooOp::Write(a, w) => (code::OK, self.write_word(a, w)?),
        };
        Ok(CuckooResult {
            op: op.code(),
            code,
            data,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn swar_scan_matches_naive_scan() {
        let mut s = 0x1234_5678_9abc_def0u64;
        for n in 0..200_000u32 {
            s = s
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            // Lanes drawn from a small alphabet so that zeros and matches are common.
            let mut w = 0u64;
            for l in 0..4 {
                let pick = (s >> (8 * l + 20)) & 7;
                let v = match pick {
                    0 | 1 => 0,
                    2 => 0x8000,
                    3 => 0xffff,
                    4 => 1,
                    _ => (s >> (16 * l)) & 0xffff,
                };
                w |= v << (16 * l);
            }
            let v = match n % 4 {
                0 => 0,
                1 => lane(w, (s >> 60) as u32 & 3),
                2 => 1,
                _ => (s >> 44) as u16,
            };
            let naive = (0..4).find(|&l| lane(w, l) == v);
            assert_eq!(first_slot(w, v), naive, "w {w:#018x} v {v:#x}");
        }
    }

    #[test]
    fn g_tables_match_definition() {
        for fp in 0..=u16::MAX {
            let want = (0..16)
                .filter(|j| (fp >> j) & 1 == 1)
                .fold(0, |a, j| a ^ GCOL[j]);
            assert_eq!(g(fp), want);
        }
    }
}
