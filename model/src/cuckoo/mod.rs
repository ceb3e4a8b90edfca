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
//! stash reads as 0. The model refuses (with a
//! [`ParamError`](crate::ParamError), state unchanged) addresses above
//! `2^B`, bucket words with bits above `4f`, and
//! stash words with reserved bits set, a set field while the valid bit is
//! clear, a fingerprint that is 0 or wider than `f` bits, or a bucket
//! `>= 2^B`.
//!
//! # Counters
//! `items` (fingerprints stored, stash included), `kicks` (evictions since the
//! last CLEAR) and `full` (FULL answers since the last CLEAR) are 32-bit and
//! wrap, as in the hardware; the accessors widen them to `u64`.
// Three files: the fixed numbers and geometry (`params`), one op and its
// result (`ops`), and the model (`model`). Everything public is re-exported
// here: paths are `cuckoo::Name`.
mod model;
mod ops;
mod params;

pub use self::model::CuckooModel;
pub use self::ops::{CuckooOp, CuckooResult};
pub use self::params::{
    CuckooParams, DEFAULT_FP_BITS, DEFAULT_MAX_KICKS, GCOL, LFSR_SEED, LFSR_TAPS, MAX_BUCKET_BITS,
    MAX_FP_BITS, MAX_LOAD, MAX_MAX_KICKS, MIN_BUCKET_BITS, MIN_FP_BITS, SLOTS, STASH_BUCKET_SHIFT,
    STASH_VALID, alt, fingerprint, g, index1, lfsr_step,
};

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
