//! The engine's fixed numbers and geometry: constants, the hash matrix `G`,
//! `alt`, the eviction LFSR, [`CuckooParams`] and a key's fingerprint and
//! first bucket.

use crate::error::ParamError;
use crate::hash::mix;

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
pub(super) fn low_mask(bits: u32) -> u32 {
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
pub(super) fn fp_of(h0: u64, fp_bits: u32) -> u16 {
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

#[cfg(test)]
mod tests {
    use super::{GCOL, g};

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
