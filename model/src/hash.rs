//! The hash specification shared by the host, the model and the hardware.
//!
//! Frozen in `docs/hashing.md` (with test vectors, checked by
//! `tests/hash_vectors.rs`). Changing anything here changes which bits every
//! filter sets: bump [`HASH_VERSION`] and the vectors together.
//!
//! Two steps:
//!
//! 1. **Key reduction (host only).** A user key is bytes; the host reduces it
//!    to a 64-bit key with xxh3-64 and the fixed seed [`KEY_SEED`]. Integer
//!    keys (`--raw-u64`) skip this step. No normalisation is applied here: the
//!    bytes given are the bytes hashed.
//! 2. **Mixer (hardware and model).** [`mix`] turns the 64-bit key into two
//!    64-bit words `(h0, h1)` with [`MIX_ROUNDS`] rounds of
//!    xor-seed + 16-bit-lane add of a rotation + xor of a rotation. No
//!    multiplier, no carry chain longer than 16 bits: one round is one
//!    pipeline stage in the FPGA. `h0` is the state after round
//!    `MIX_ROUNDS - 1`, `h1` one round later, so the hardware computes both
//!    with one shared pipeline.
//!
//! ```text
//!  key ──► R0 ──► R1 ──► R2 ──► R3 ──┬──► h0
//!                                     └─► R4 ──► h1
//!  Rr(x): t = x ^ SEED[r]
//!         y = lane16_add(t, rotl(t, ROT_A[r]))
//!         x' = y ^ rotl(y, ROT_B[r])
//! ```
//!
//! The addition makes the mixer nonlinear over GF(2): a purely XOR-linear
//! (H3) hash maps a range of sequential keys onto a coset, so a whole range
//! of queries would hit or miss together.

/// Seed of the xxh3-64 key reduction (ASCII "hwfilter", big-endian).
pub const KEY_SEED: u64 = 0x6877_6669_6c74_6572;

/// Version of this specification, reported by INFO and stored in snapshots.
pub const HASH_VERSION: u32 = 1;

/// Number of mixer rounds up to `h1` (`h0` is one round earlier).
pub const MIX_ROUNDS: usize = 5;

/// Per-round seeds (xored into the state before the lane add).
pub const MIX_SEEDS: [u64; MIX_ROUNDS] = [
    0x243f_6a88_85a3_08d3,
    0x1319_8a2e_0370_7344,
    0xa409_3822_299f_31d0,
    0x082e_fa98_ec4e_6c89,
    0x4528_21e6_38d0_1377,
];

/// Rotation (left) of the addend in each round.
pub const ROT_A: [u32; MIX_ROUNDS] = [23, 41, 13, 29, 37];

/// Rotation (left) of the final xor in each round.
pub const ROT_B: [u32; MIX_ROUNDS] = [17, 7, 43, 11, 31];

/// Reduces a byte key to the 64-bit key the hardware receives
/// (xxh3-64 with [`KEY_SEED`]).
///
/// ```
/// use hwfilter_model::hash::key_from_bytes;
/// assert_eq!(key_from_bytes(b"hello"), key_from_bytes(b"hello"));
/// assert_ne!(key_from_bytes(b"hello"), key_from_bytes(b"Hello"));
/// ```
#[inline]
pub fn key_from_bytes(bytes: &[u8]) -> u64 {
    xxhash_rust::xxh3::xxh3_64_with_seed(bytes, KEY_SEED)
}

/// Four independent 16-bit additions (carries never cross a lane boundary).
///
/// ```
/// use hwfilter_model::hash::lane16_add;
/// assert_eq!(lane16_add(0xffff, 1), 0); // the carry out of lane 0 is dropped
/// assert_eq!(lane16_add(0x0001_0002, 0x0003_0004), 0x0004_0006);
/// ```
#[inline]
pub const fn lane16_add(a: u64, b: u64) -> u64 {
    const LOW15: u64 = 0x7fff_7fff_7fff_7fff;
    const TOP: u64 = 0x8000_8000_8000_8000;
    ((a & LOW15) + (b & LOW15)) ^ ((a ^ b) & TOP)
}

/// One mixer round (one pipeline stage in hardware).
#[inline]
pub const fn round(x: u64, r: usize) -> u64 {
    let t = x ^ MIX_SEEDS[r];
    let y = lane16_add(t, t.rotate_left(ROT_A[r]));
    y ^ y.rotate_left(ROT_B[r])
}

/// The two mixer outputs for a 64-bit key.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Mixed {
    /// State after round `MIX_ROUNDS - 1`.
    pub h0: u64,
    /// State after round `MIX_ROUNDS`.
    pub h1: u64,
}

impl Mixed {
    /// `bits` bits of the 128-bit value `h1:h0` starting at bit `offset`.
    /// A slice never straddles `h0` and `h1` in the layouts this crate
    /// uses, but the function is total.
    ///
    /// ```
    /// use hwfilter_model::hash::Mixed;
    /// let m = Mixed { h0: 0x1234, h1: 0xab };
    /// assert_eq!(m.slice(0, 8), 0x34);
    /// assert_eq!(m.slice(64, 4), 0xb);
    /// ```
    #[inline]
    pub fn slice(&self, offset: u32, bits: u32) -> u64 {
        debug_assert!(bits <= 64 && offset < 128);
        let wide = ((self.h1 as u128) << 64) | self.h0 as u128;
        let v = (wide >> offset) as u64;
        if bits == 64 {
            v
        } else {
            v & ((1u64 << bits) - 1)
        }
    }
}

/// The mixer: `key -> (h0, h1)`, exactly as the hardware computes it.
///
/// ```
/// use hwfilter_model::hash::mix;
/// let a = mix(1);
/// let b = mix(2);
/// assert_ne!(a.h0, b.h0);
/// assert_ne!(a.h1, b.h1);
/// ```
#[inline]
pub const fn mix(key: u64) -> Mixed {
    let mut x = key;
    let mut r = 0;
    while r < MIX_ROUNDS - 1 {
        x = round(x, r);
        r += 1;
    }
    Mixed {
        h0: x,
        h1: round(x, MIX_ROUNDS - 1),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lane_add_matches_per_lane_wrapping_add() {
        let mut s = 0x9e37_79b9_7f4a_7c15u64;
        for _ in 0..10_000 {
            s = s
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            let a = s;
            let b = s.rotate_left(29) ^ 0x5555;
            let mut want = 0u64;
            for l in 0..4 {
                let x = (a >> (16 * l)) as u16;
                let y = (b >> (16 * l)) as u16;
                want |= (x.wrapping_add(y) as u64) << (16 * l);
            }
            assert_eq!(lane16_add(a, b), want);
        }
    }

    /// Strict avalanche: flipping any key bit flips each output bit with
    /// probability close to 1/2 (checked on h0 and h1 over many keys).
    #[test]
    fn avalanche() {
        const N: u64 = 4000;
        let mut worst: f64 = 0.0;
        for out in 0..2 {
            for ib in 0..64 {
                let mut counts = [0u32; 64];
                for k in 0..N {
                    let key = k.wrapping_mul(0x9e37_79b9_7f4a_7c15) ^ (k << 40);
                    let (a, b) = (mix(key), mix(key ^ (1 << ib)));
                    let d = if out == 0 { a.h0 ^ b.h0 } else { a.h1 ^ b.h1 };
                    for (ob, c) in counts.iter_mut().enumerate() {
                        *c += ((d >> ob) & 1) as u32;
                    }
                }
                for c in counts {
                    worst = worst.max((c as f64 / N as f64 - 0.5).abs());
                }
            }
        }
        // 4000 trials: sigma = 0.0079; 8192 cells -> expect max ~ 4 sigma.
        assert!(worst < 0.05, "worst avalanche bias {worst}");
    }
}
