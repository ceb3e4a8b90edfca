//! The Bloom filter reference model: the single source of truth of what the
//! `BloomEngine` RTL answers, op by op.
//!
//! # Operations and results
//! Every op produces exactly one result, in order. A result carries the op
//! code, `hit` and an 8-bit `word` whose bit `i` is the bit read from bank
//! `i` (banks beyond `k` read as 0):
//!
//! | op | effect | `word` | `hit` |
//! |----|--------|--------|-------|
//! | `Query(key)` | none | the key's bit in each bank | all `k` bits set |
//! | `Insert(key)` | sets the key's bit in each bank | bits *before* the insert | key was already present |
//! | `Clear` | zeroes every bank | 0 | false |
//! | `Read(addr)` | none | bit `addr` of each bank | false |
//! | `Write(addr, w)` | bit `addr` of bank `i` := bit `i` of `w` | bits *before* the write | false |
//!
//! `Read`/`Write` are the snapshot ports: memory word `addr` (0..2^A) is bit
//! `addr` of every bank at once, so a snapshot is `2^A` words of `k` bits.
//! The hardware uses only the low `A` bits of the address and the low `k`
//! bits of a written word; the model refuses anything else.

use crate::error::ParamError;
use crate::hash::{Mixed, mix};
use crate::params::BloomParams;

/// Op codes as the hardware encodes them (3 bits).
pub mod opcode {
    pub const QUERY: u8 = 0;
    pub const INSERT: u8 = 1;
    pub const CLEAR: u8 = 2;
    pub const READ: u8 = 3;
    pub const WRITE: u8 = 4;
}

/// One engine operation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BloomOp {
    Query(u64),
    Insert(u64),
    Clear,
    Read(u32),
    Write(u32, u8),
}

impl BloomOp {
    /// The 3-bit op code the hardware receives.
    pub fn code(&self) -> u8 {
        match self {
            BloomOp::Query(_) => opcode::QUERY,
            BloomOp::Insert(_) => opcode::INSERT,
            BloomOp::Clear => opcode::CLEAR,
            BloomOp::Read(_) => opcode::READ,
            BloomOp::Write(..) => opcode::WRITE,
        }
    }

    /// The 64-bit payload the hardware receives with the op: the key, or
    /// the address in bits 0..32 and the written word in bits 32..40.
    pub fn payload(&self) -> u64 {
        match *self {
            BloomOp::Query(k) | BloomOp::Insert(k) => k,
            BloomOp::Clear => 0,
            BloomOp::Read(a) => a as u64,
            BloomOp::Write(a, w) => a as u64 | (w as u64) << 32,
        }
    }
}

/// One engine result (see the module docs for each field's meaning).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BloomResult {
    pub op: u8,
    pub hit: bool,
    pub word: u8,
}

/// Partitioned Bloom filter, bit-exact with the hardware.
#[derive(Clone, Debug)]
pub struct BloomModel {
    params: BloomParams,
    /// One bitset per bank, 64 bits per element, bit `a` at `[a / 64] >> (a % 64)`.
    banks: Vec<Vec<u64>>,
}

impl BloomModel {
    /// An empty filter.
    ///
    /// ```
    /// use hwfilter_model::{BloomModel, BloomParams};
    /// let mut f = BloomModel::new(BloomParams::new(4, 12).unwrap());
    /// assert!(!f.insert(42));
    /// assert!(f.contains(42));
    /// assert!(f.insert(42)); // already present
    /// ```
    pub fn new(params: BloomParams) -> Self {
        let words = (params.bank_bits() as usize).div_ceil(64);
        BloomModel {
            params,
            banks: vec![vec![0; words]; params.banks() as usize],
        }
    }

    /// The geometry.
    pub fn params(&self) -> BloomParams {
        self.params
    }

    /// Bank indices of a 64-bit key (one per bank).
    ///
    /// ```
    /// use hwfilter_model::{BloomModel, BloomParams};
    /// let f = BloomModel::new(BloomParams::new(4, 12).unwrap());
    /// let ix: Vec<u64> = f.indices(7).collect();
    /// assert_eq!(ix.len(), 4);
    /// assert!(ix.iter().all(|&i| i < 4096));
    /// ```
    pub fn indices(&self, key: u64) -> impl Iterator<Item = u64> + use<> {
        let m = mix(key);
        let p = self.params;
        (0..p.banks()).map(move |b| Self::index_of(&m, &p, b))
    }

    #[inline]
    fn index_of(m: &Mixed, p: &BloomParams, bank: u32) -> u64 {
        m.slice(p.bank_offset(bank), p.bank_addr_bits())
    }

    #[inline]
    fn bit(&self, bank: usize, idx: u64) -> bool {
        (self.banks[bank][(idx / 64) as usize] >> (idx % 64)) & 1 == 1
    }

    #[inline]
    fn set(&mut self, bank: usize, idx: u64, v: bool) {
        let w = &mut self.banks[bank][(idx / 64) as usize];
        if v {
            *w |= 1 << (idx % 64);
        } else {
            *w &= !(1 << (idx % 64));
        }
    }

    /// The key's bit in each bank, bank `i` at bit `i`.
    fn key_word(&self, m: &Mixed) -> u8 {
        let mut w = 0u8;
        for b in 0..self.params.banks() {
            let idx = Self::index_of(m, &self.params, b);
            w |= (self.bit(b as usize, idx) as u8) << b;
        }
        w
    }

    fn full_word(&self) -> u8 {
        ((1u16 << self.params.banks()) - 1) as u8
    }

    /// Is the key (maybe) present? Never false for an inserted key.
    #[inline]
    pub fn contains(&self, key: u64) -> bool {
        let m = mix(key);
        let p = &self.params;
        (0..p.banks()).all(|b| self.bit(b as usize, Self::index_of(&m, p, b)))
    }

    /// Inserts a key; returns whether it was already (maybe) present.
    #[inline]
    pub fn insert(&mut self, key: u64) -> bool {
        let m = mix(key);
        let p = self.params;
        let mut present = true;
        for b in 0..p.banks() {
            let idx = Self::index_of(&m, &p, b);
            present &= self.bit(b as usize, idx);
            self.set(b as usize, idx, true);
        }
        present
    }

    /// Zeroes every bank.
    pub fn clear(&mut self) {
        for bank in &mut self.banks {
            bank.fill(0);
        }
    }

    /// Snapshot word `addr`: bit `addr` of each bank, bank `i` at bit `i`.
    ///
    /// ```
    /// use hwfilter_model::{BloomModel, BloomParams};
    /// let mut f = BloomModel::new(BloomParams::new(4, 9).unwrap());
    /// f.write_word(5, 0b1010).unwrap();
    /// assert_eq!(f.read_word(5).unwrap(), 0b1010);
    /// assert!(f.read_word(512).is_err());
    /// ```
    pub fn read_word(&self, addr: u64) -> Result<u8, ParamError> {
        self.check_addr(addr)?;
        let mut w = 0u8;
        for b in 0..self.params.banks() as usize {
            w |= (self.bit(b, addr) as u8) << b;
        }
        Ok(w)
    }

    /// Writes snapshot word `addr`; returns the previous word. Bits above
    /// bank `k - 1` must be zero.
    pub fn write_word(&mut self, addr: u64, word: u8) -> Result<u8, ParamError> {
        let old = self.read_word(addr)?;
        if word & !self.full_word() != 0 {
            return Err(ParamError::Banks {
                banks: 8 - word.leading_zeros(),
                max: self.params.banks(),
            });
        }
        for b in 0..self.params.banks() as usize {
            self.set(b, addr, (word >> b) & 1 == 1);
        }
        Ok(old)
    }

    fn check_addr(&self, addr: u64) -> Result<(), ParamError> {
        if addr >= self.params.bank_bits() {
            return Err(ParamError::Address {
                addr,
                words: self.params.bank_bits(),
            });
        }
        Ok(())
    }

    /// Bank `bank` as 64-bit words, bit `a` of the bank at word `a / 64`,
    /// bit `a % 64`.
    pub fn bank(&self, bank: usize) -> &[u64] {
        &self.banks[bank]
    }

    /// Number of set bits in each bank.
    pub fn bank_popcounts(&self) -> Vec<u64> {
        self.banks
            .iter()
            .map(|b| b.iter().map(|w| w.count_ones() as u64).sum())
            .collect()
    }

    /// Applies one engine op exactly as the hardware does and returns its
    /// result. Out-of-range addresses and words are refused.
    ///
    /// ```
    /// use hwfilter_model::{BloomModel, BloomOp, BloomParams};
    /// let mut f = BloomModel::new(BloomParams::new(4, 12).unwrap());
    /// assert!(!f.apply(BloomOp::Insert(9)).unwrap().hit);
    /// let r = f.apply(BloomOp::Query(9)).unwrap();
    /// assert!(r.hit && r.word == 0b1111);
    /// ```
    pub fn apply(&mut self, op: BloomOp) -> Result<BloomResult, ParamError> {
        let code = op.code();
        let (hit, word) = match op {
            BloomOp::Query(k) => {
                let w = self.key_word(&mix(k));
                (w == self.full_word(), w)
            }
            BloomOp::Insert(k) => {
                let w = self.key_word(&mix(k));
                self.insert(k);
                (w == self.full_word(), w)
            }
            BloomOp::Clear => {
                self.clear();
                (false, 0)
            }
            BloomOp::Read(a) => (false, self.read_word(a as u64)?),
            BloomOp::Write(a, w) => (false, self.write_word(a as u64, w)?),
        };
        Ok(BloomResult {
            op: code,
            hit,
            word,
        })
    }
}
