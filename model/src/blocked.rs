//! The blocked Bloom filter: every key's `k` bits in one block of `B` bits,
//! so an engine whose memory is an SDRAM opens one row per operation
//! (Putze, Sanders and Singler, "Cache-, hash- and space-efficient Bloom
//! filters"; `docs/blocked-bloom.md`).
//!
//! The memory is `2^a` blocks of `2^b` bits, stored as 16-bit words (the
//! SDRAM's word). From the 128-bit mixer output `h1:h0` ([`crate::hash`]):
//!
//! - the block is bits `0..a` (`a <= 32`);
//! - position `j` (`0..k`) inside the block is the `b` bits starting at bit
//!   `32 + j * b`, so `32 + k * b <= 128`. Positions are independent: two
//!   of a key's positions may coincide.
//!
//! Bit `p` of block `x` is bit `p % 16` of word `x * 2^b / 16 + p / 16`.
//!
//! With `n` keys, a block holds `i` of them with the binomial probability
//! `C(n, i) (1/2^a)^i (1 - 1/2^a)^(n-i)`, and a non-member's query hits with
//! probability `(1 - (1 - 2^-b)^(i k))^k` in a block of `i` keys: the sum of
//! the two products over `i` is [`BlockedParams::theoretical_fpr`]. Larger
//! blocks vary less and come closer to the classic filter's `bits / 9.585`
//! keys at 1%.

use crate::bloom::opcode;
use crate::error::ParamError;
use crate::hash::{Mixed, mix};

/// Bits of one memory word (the SDRAM's data width).
pub const WORD_BITS: u32 = 16;
/// First bit of `h1:h0` that indexes a position inside the block.
pub const POSITION_OFFSET: u32 = 32;
/// Widest block index (bits `0..32` of `h0`).
pub const MAX_BLOCK_ADDR_BITS: u32 = POSITION_OFFSET;
/// Smallest block: one 16-bit word.
pub const MIN_BLOCK_BITS_LOG2: u32 = 4;
/// Largest block: 2^16 bits (an SDRAM row is 2^13 or 2^14 bits).
pub const MAX_BLOCK_BITS_LOG2: u32 = 16;

/// Validated geometry of a blocked Bloom filter: `2^a` blocks of `2^b` bits
/// and `k` bits per key.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct BlockedParams {
    block_addr_bits: u32,
    block_bits_log2: u32,
    hashes: u32,
}

impl BlockedParams {
    /// `2^block_addr_bits` blocks of `2^block_bits_log2` bits, `hashes` bits
    /// per key. The positions must fit in the mixer's 128 bits:
    /// `32 + hashes * block_bits_log2 <= 128`.
    ///
    /// ```
    /// use hwfilter_model::blocked::BlockedParams;
    /// // The ULX3S's 32 MB: 2^15 rows of 2^13 bits, k = 6.
    /// let p = BlockedParams::new(15, 13, 6).unwrap();
    /// assert_eq!(p.total_bits(), 1 << 28);
    /// assert_eq!(p.words_per_block(), 512);
    /// assert!(BlockedParams::new(15, 13, 8).is_err()); // 32 + 8 * 13 > 128
    /// assert!(BlockedParams::new(15, 3, 6).is_err()); // smaller than a word
    /// ```
    pub fn new(
        block_addr_bits: u32,
        block_bits_log2: u32,
        hashes: u32,
    ) -> Result<Self, ParamError> {
        if block_addr_bits > MAX_BLOCK_ADDR_BITS {
            return Err(ParamError::BlockAddrBits {
                bits: block_addr_bits,
                max: MAX_BLOCK_ADDR_BITS,
            });
        }
        if !(MIN_BLOCK_BITS_LOG2..=MAX_BLOCK_BITS_LOG2).contains(&block_bits_log2) {
            return Err(ParamError::BlockBits {
                bits: block_bits_log2,
                min: MIN_BLOCK_BITS_LOG2,
                max: MAX_BLOCK_BITS_LOG2,
            });
        }
        let max = (128 - POSITION_OFFSET) / block_bits_log2;
        if hashes == 0 || hashes > max {
            return Err(ParamError::BlockHashes {
                hashes,
                block_bits_log2,
                max,
            });
        }
        Ok(BlockedParams {
            block_addr_bits,
            block_bits_log2,
            hashes,
        })
    }

    /// Address width `a` of the block index.
    pub fn block_addr_bits(&self) -> u32 {
        self.block_addr_bits
    }
    /// `b`: a block holds `2^b` bits.
    pub fn block_bits_log2(&self) -> u32 {
        self.block_bits_log2
    }
    /// Bits set per key, `k`.
    pub fn hashes(&self) -> u32 {
        self.hashes
    }
    /// Number of blocks, `2^a`.
    pub fn blocks(&self) -> u64 {
        1 << self.block_addr_bits
    }
    /// Bits per block, `B = 2^b`.
    pub fn block_bits(&self) -> u64 {
        1 << self.block_bits_log2
    }
    /// 16-bit words per block.
    pub fn words_per_block(&self) -> u64 {
        self.block_bits() / WORD_BITS as u64
    }
    /// Words of the whole memory.
    pub fn total_words(&self) -> u64 {
        self.blocks() * self.words_per_block()
    }
    /// Bits of the whole memory, `2^(a + b)`.
    pub fn total_bits(&self) -> u64 {
        self.blocks() * self.block_bits()
    }
    /// Bits of memory per key at `n` keys.
    pub fn bits_per_key(&self, n: u64) -> f64 {
        self.total_bits() as f64 / n as f64
    }

    /// The block of a mixed key: bits `0..a` of `h1:h0`.
    pub fn block_of(&self, m: &Mixed) -> u64 {
        m.slice(0, self.block_addr_bits)
    }

    /// The block of a 64-bit key.
    ///
    /// ```
    /// use hwfilter_model::blocked::BlockedParams;
    /// let p = BlockedParams::new(4, 13, 6).unwrap();
    /// assert_eq!(p.block(42), p.word_bits(42).next().unwrap().0 / p.words_per_block());
    /// ```
    pub fn block(&self, key: u64) -> u64 {
        self.block_of(&mix(key))
    }

    /// Position `j` inside the block: the `b` bits of `h1:h0` from bit
    /// `32 + j * b`.
    pub fn position(&self, m: &Mixed, j: u32) -> u64 {
        debug_assert!(j < self.hashes);
        m.slice(
            POSITION_OFFSET + j * self.block_bits_log2,
            self.block_bits_log2,
        )
    }

    /// The memory word and the bit within it of each of a key's `k` bits.
    ///
    /// ```
    /// use hwfilter_model::blocked::BlockedParams;
    /// let p = BlockedParams::new(10, 13, 6).unwrap();
    /// let bits: Vec<(u64, u32)> = p.word_bits(42).collect();
    /// assert_eq!(bits.len(), 6);
    /// let block = bits[0].0 / p.words_per_block();
    /// assert!(bits.iter().all(|&(w, b)| w / p.words_per_block() == block && b < 16));
    /// ```
    pub fn word_bits(&self, key: u64) -> impl Iterator<Item = (u64, u32)> + use<> {
        let m = mix(key);
        let p = *self;
        let base = p.block_of(&m) * p.words_per_block();
        (0..p.hashes).map(move |j| {
            let pos = p.position(&m, j);
            (
                base + pos / WORD_BITS as u64,
                (pos % WORD_BITS as u64) as u32,
            )
        })
    }

    /// False-positive rate of a non-member's query after `n` distinct keys:
    /// over the binomial number `i` of keys in its block, the mean of
    /// `(1 - (1 - 1/B)^(i k))^k`.
    ///
    /// ```
    /// use hwfilter_model::blocked::BlockedParams;
    /// let p = BlockedParams::new(21, 7, 6).unwrap(); // 2^28 bits, B = 128
    /// let at = |n| p.theoretical_fpr(n);
    /// assert!(at(24_900_000) < 0.01 && at(25_100_000) > 0.01);
    /// assert_eq!(at(0), 0.0);
    /// ```
    pub fn theoretical_fpr(&self, n: u64) -> f64 {
        if n == 0 {
            return 0.0;
        }
        let (k, blocks) = (self.hashes as f64, self.blocks() as f64);
        // ln(1 - 1/B), so (1 - 1/B)^(i k) = exp(i k ln_unset).
        let ln_unset = (-1.0 / self.block_bits() as f64).ln_1p();
        let hit = |i: u64| (-(i as f64 * k * ln_unset).exp_m1()).powf(k);
        if blocks == 1.0 {
            return hit(n);
        }
        // Binomial(n, 1/blocks) weights relative to the mode, walked out to
        // where they vanish; normalised by their own sum.
        let p = 1.0 / blocks;
        let odds = p / (1.0 - p);
        let mode = ((n as f64 + 1.0) * p).floor() as u64;
        let (mut weight_sum, mut hit_sum) = (1.0, hit(mode));
        let mut w = 1.0;
        for i in mode..n {
            w *= (n - i) as f64 / (i + 1) as f64 * odds;
            if w < 1e-18 {
                break;
            }
            weight_sum += w;
            hit_sum += w * hit(i + 1);
        }
        w = 1.0;
        for i in (1..=mode).rev() {
            w *= i as f64 / (n - i + 1) as f64 / odds;
            if w < 1e-18 {
                break;
            }
            weight_sum += w;
            hit_sum += w * hit(i - 1);
        }
        hit_sum / weight_sum
    }

    /// Largest number of keys whose theoretical FPR stays at or below `fpr`
    /// (0 when even one key exceeds it).
    ///
    /// ```
    /// use hwfilter_model::blocked::BlockedParams;
    /// let p = BlockedParams::new(12, 13, 6).unwrap();
    /// let n = p.capacity(0.01);
    /// assert!(p.theoretical_fpr(n) <= 0.01 && p.theoretical_fpr(n + 1) > 0.01);
    /// ```
    pub fn capacity(&self, fpr: f64) -> u64 {
        if !(fpr > 0.0 && fpr < 1.0) || self.theoretical_fpr(1) > fpr {
            return 0;
        }
        // The FPR grows with n: bisect between a load that meets the target
        // and one that does not (every bit's worth of keys surely does not).
        let (mut ok, mut over) = (1u64, self.total_bits());
        while over - ok > 1 {
            let mid = ok + (over - ok) / 2;
            if self.theoretical_fpr(mid) <= fpr {
                ok = mid;
            } else {
                over = mid;
            }
        }
        ok
    }
}

/// One op of the blocked Bloom engine (op codes of [`crate::bloom::opcode`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BlockedOp {
    Query(u64),
    Insert(u64),
    Clear,
    /// The 16-bit word at a word address.
    Read(u64),
    /// Replaces the word at a word address.
    Write(u64, u16),
}

impl BlockedOp {
    /// The engine's op code.
    pub fn code(&self) -> u8 {
        match self {
            BlockedOp::Query(_) => opcode::QUERY,
            BlockedOp::Insert(_) => opcode::INSERT,
            BlockedOp::Clear => opcode::CLEAR,
            BlockedOp::Read(_) => opcode::READ,
            BlockedOp::Write(..) => opcode::WRITE,
        }
    }

    /// The engine's 64-bit operand: the key, or the word address in bits
    /// 0..32 and the word in bits 32..48.
    pub fn payload(&self) -> u64 {
        match *self {
            BlockedOp::Query(k) | BlockedOp::Insert(k) => k,
            BlockedOp::Clear => 0,
            BlockedOp::Read(a) => a,
            BlockedOp::Write(a, w) => a | (w as u64) << 32,
        }
    }
}

/// What the engine answers to one op.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BlockedResult {
    pub op: u8,
    /// QUERY: every bit set; INSERT: every bit was already set.
    pub hit: bool,
    /// READ and WRITE: the word before the op; 0 otherwise.
    pub word: u16,
}

/// The blocked Bloom filter's memory, word for word as the engine holds it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BlockedBloomModel {
    params: BlockedParams,
    words: Vec<u16>,
}

impl BlockedBloomModel {
    /// An empty filter (every word zero).
    pub fn new(params: BlockedParams) -> Self {
        BlockedBloomModel {
            params,
            words: vec![0; params.total_words() as usize],
        }
    }

    /// The geometry.
    pub fn params(&self) -> BlockedParams {
        self.params
    }

    /// Is the key (maybe) present? Never false for an inserted key.
    ///
    /// ```
    /// use hwfilter_model::blocked::{BlockedBloomModel, BlockedParams};
    /// let mut f = BlockedBloomModel::new(BlockedParams::new(8, 13, 6).unwrap());
    /// assert!(!f.contains(7));
    /// assert!(!f.insert(7));
    /// assert!(f.contains(7) && f.insert(7));
    /// ```
    pub fn contains(&self, key: u64) -> bool {
        self.params
            .word_bits(key)
            .all(|(w, b)| self.words[w as usize] >> b & 1 == 1)
    }

    /// Inserts a key; returns whether it was already (maybe) present.
    pub fn insert(&mut self, key: u64) -> bool {
        let mut present = true;
        for (w, b) in self.params.word_bits(key) {
            let word = &mut self.words[w as usize];
            present &= *word >> b & 1 == 1;
            *word |= 1 << b;
        }
        present
    }

    /// Zeroes the whole memory.
    pub fn clear(&mut self) {
        self.words.fill(0);
    }

    /// Memory word `addr` (a snapshot's unit).
    pub fn read_word(&self, addr: u64) -> Result<u16, ParamError> {
        self.words
            .get(addr as usize)
            .copied()
            .ok_or(ParamError::Address {
                addr,
                words: self.params.total_words(),
            })
    }

    /// Replaces memory word `addr`; returns the old word.
    pub fn write_word(&mut self, addr: u64, word: u16) -> Result<u16, ParamError> {
        let words = self.params.total_words();
        let slot = self
            .words
            .get_mut(addr as usize)
            .ok_or(ParamError::Address { addr, words })?;
        Ok(std::mem::replace(slot, word))
    }

    /// Applies one op as the engine does.
    ///
    /// ```
    /// use hwfilter_model::blocked::{BlockedBloomModel, BlockedOp, BlockedParams};
    /// let mut f = BlockedBloomModel::new(BlockedParams::new(4, 13, 6).unwrap());
    /// assert!(!f.apply(BlockedOp::Insert(9)).unwrap().hit);
    /// assert!(f.apply(BlockedOp::Query(9)).unwrap().hit);
    /// assert_eq!(f.apply(BlockedOp::Write(3, 0xbeef)).unwrap().word, 0);
    /// assert_eq!(f.apply(BlockedOp::Read(3)).unwrap().word, 0xbeef);
    /// assert!(f.apply(BlockedOp::Read(1 << 13)).is_err());
    /// ```
    pub fn apply(&mut self, op: BlockedOp) -> Result<BlockedResult, ParamError> {
        let (hit, word) = match op {
            BlockedOp::Query(k) => (self.contains(k), 0),
            BlockedOp::Insert(k) => (self.insert(k), 0),
            BlockedOp::Clear => {
                self.clear();
                (false, 0)
            }
            BlockedOp::Read(a) => (false, self.read_word(a)?),
            BlockedOp::Write(a, w) => (false, self.write_word(a, w)?),
        };
        Ok(BlockedResult {
            op: op.code(),
            hit,
            word,
        })
    }

    /// Set bits of each group of `2^group_log2` consecutive blocks (a fill
    /// figure per group; one group per block when `group_log2` is 0).
    pub fn set_bits_per_group(&self, group_log2: u32) -> Vec<u64> {
        let group_words = (self.params.words_per_block() << group_log2) as usize;
        self.words
            .chunks(group_words)
            .map(|c| c.iter().map(|w| w.count_ones() as u64).sum())
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The capacities of the design facts, 2^28 bits at 1% (k = 6): blocks
    /// of 128 bits (one SDRAM burst of 8) hold about 25.0M keys, 512-bit
    /// blocks about 27.1M, a whole 8192-bit row within 0.6% of the ideal.
    #[test]
    fn capacities_of_a_32_megabyte_memory_at_one_percent() {
        let cap = |b: u32, k| BlockedParams::new(28 - b, b, k).unwrap().capacity(0.01);
        let ideal = (1u64 << 28) as f64 / 9.585;
        let near = |got: u64, want: f64| (got as f64 / want - 1.0).abs() < 0.003;
        assert!(near(cap(7, 6), 24.98e6), "{}", cap(7, 6));
        assert!(near(cap(8, 6), 26.38e6), "{}", cap(8, 6));
        assert!(near(cap(9, 6), 27.13e6), "{}", cap(9, 6));
        let row = cap(13, 6);
        assert!(row as f64 > 0.994 * ideal && (row as f64) < ideal, "{row}");
        // k = 7 is the optimum of a row-sized block, by a hair.
        assert!(cap(13, 7) > row && cap(13, 5) < row);
    }

    /// One block is the classic Bloom filter (with positions drawn with
    /// replacement): `(1 - (1 - 1/m)^(n k))^k`.
    #[test]
    fn a_single_block_is_the_classic_formula() {
        let p = BlockedParams::new(0, 12, 4).unwrap();
        let n = 500u64;
        let want = (1.0 - (1.0 - 1.0 / 4096.0f64).powf(n as f64 * 4.0)).powi(4);
        assert!((p.theoretical_fpr(n) - want).abs() < 1e-12);
    }

    /// The binomial walk agrees with a direct sum of the binomial terms.
    #[test]
    fn fpr_matches_a_direct_binomial_sum() {
        let p = BlockedParams::new(4, 6, 3).unwrap(); // 16 blocks of 64 bits
        let n = 40u64;
        let q = 1.0 / 16.0f64;
        let mut c = 1.0f64; // C(n, i)
        let mut want = 0.0;
        for i in 0..=n {
            if i > 0 {
                c *= (n - i + 1) as f64 / i as f64;
            }
            let pi = c * q.powi(i as i32) * (1.0 - q).powi((n - i) as i32);
            want += pi * (1.0 - (1.0 - 1.0 / 64.0f64).powf(i as f64 * 3.0)).powi(3);
        }
        assert!((p.theoretical_fpr(n) - want).abs() < 1e-12, "{want}");
    }

    #[test]
    fn every_bit_of_a_key_lies_in_its_block_and_the_words_cover_memory() {
        let p = BlockedParams::new(6, 7, 6).unwrap();
        let mut f = BlockedBloomModel::new(p);
        for key in 0..2000u64 {
            f.insert(key);
            let words: Vec<u64> = p.word_bits(key).map(|(w, _)| w).collect();
            let block = words[0] / p.words_per_block();
            assert!(words.iter().all(|w| w / p.words_per_block() == block));
        }
        assert!((0..2000u64).all(|k| f.contains(k)), "no false negative");
        let per_block = f.set_bits_per_group(0);
        assert_eq!(per_block.len(), 64);
        assert!(per_block.iter().all(|&s| s > 0), "every block used");
        assert_eq!(f.set_bits_per_group(6), vec![per_block.iter().sum::<u64>()]);
    }

    #[test]
    fn words_read_and_write_within_the_memory_only() {
        let p = BlockedParams::new(2, 4, 1).unwrap();
        let mut f = BlockedBloomModel::new(p);
        assert_eq!(f.write_word(3, 0xbeef), Ok(0));
        assert_eq!(f.read_word(3), Ok(0xbeef));
        assert_eq!(
            f.read_word(4),
            Err(ParamError::Address { addr: 4, words: 4 })
        );
        assert!(f.write_word(4, 1).is_err());
        f.clear();
        assert_eq!(f.read_word(3), Ok(0));
    }

    #[test]
    fn bad_geometry_is_refused_with_its_limits() {
        assert_eq!(
            BlockedParams::new(33, 13, 6),
            Err(ParamError::BlockAddrBits { bits: 33, max: 32 })
        );
        assert_eq!(
            BlockedParams::new(15, 17, 1),
            Err(ParamError::BlockBits {
                bits: 17,
                min: 4,
                max: 16
            })
        );
        assert_eq!(
            BlockedParams::new(15, 13, 0),
            Err(ParamError::BlockHashes {
                hashes: 0,
                block_bits_log2: 13,
                max: 7
            })
        );
        assert!(BlockedParams::new(15, 16, 6).is_ok());
    }
}
