//! [`CuckooModel`]: the filter's state and what every op does to it.

use super::params::{fp_of, low_mask};
use super::{
    CuckooOp, CuckooParams, CuckooResult, LFSR_SEED, SLOTS, STASH_BUCKET_SHIFT, STASH_VALID, code,
    g, lfsr_step,
};
use crate::error::ParamError;
use crate::hash::mix;

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
            bucket_mask: low_mask(params.bucket_bits()),
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
            fp_of(h0, self.params.fp_bits()),
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
        for n in 1..=self.params.max_kicks() {
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
        self.params.max_kicks()
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
        let f = self.params.fp_bits();
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
        let f = self.params.fp_bits();
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
        let f = self.params.fp_bits();
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
    use super::{first_slot, lane};

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
}
