//! The counting Bloom filter model: the single source of truth of what the
//! `CountingBloomEngine` RTL answers, op by op.
//!
//! The geometry is a plain Bloom filter's ([`BloomParams`]: `k` banks of
//! `2^A` entries, the same hash slices, so a key has the same positions in
//! both), but every entry is a 4-bit counter instead of a bit.
//!
//! # Counters
//! - INSERT adds one to each of the key's `k` counters.
//! - DELETE subtracts one from each, but only when all `k` are non-zero (the
//!   key may be present); otherwise it changes nothing and answers "absent".
//! - A counter that reaches 15 is *stuck*: no INSERT or DELETE changes it
//!   again (only CLEAR or a snapshot WRITE). A saturated counter has lost
//!   count of its keys, so decrementing it could one day take it to zero
//!   under a key still present, a false negative; stuck, it never can.
//!   Stuck counters are counted per bank ([`CountingModel::stuck_counts`]).
//! - QUERY answers "present" when all `k` counters are non-zero, exactly as
//!   a plain Bloom filter whose bit is "counter non-zero".
//!
//! # Operations and results
//! Every op produces exactly one result, in order. A result carries the op
//! code, `hit` and a 32-bit `word` whose nibble `i` (bits `4i..4i+4`) is
//! the counter read from bank `i`, before the op changed it (banks beyond
//! `k` read as 0):
//!
//! | op | effect | `word` | `hit` |
//! |----|--------|--------|-------|
//! | `Query(key)` | none | the key's counters | all `k` non-zero |
//! | `Insert(key)` | +1 on each counter below 15 | counters *before* | all `k` were non-zero |
//! | `Delete(key)` | if all `k` non-zero: -1 on each counter below 15 | counters *before* | all `k` were non-zero (the key was deleted) |
//! | `Clear` | zeroes every counter | 0 | false |
//! | `Read(addr)` | none | counter `addr` of each bank | false |
//! | `Write(addr, w)` | counter `addr` of bank `i` := nibble `i` of `w` | counters *before* | false |
//!
//! `Read`/`Write` are the snapshot ports: memory word `addr` (0..2^A) is
//! counter `addr` of every bank at once, so a snapshot is `2^A` words of
//! `4k` bits. The hardware uses only the low `A` bits of the address and
//! the low `4k` bits of a written word; the model refuses anything else.

use crate::error::ParamError;
use crate::hash::{Mixed, mix};
use crate::params::BloomParams;

/// Width of one counter, in bits.
pub const COUNTER_BITS: u32 = 4;
/// The value at which a counter sticks.
pub const STUCK: u8 = (1 << COUNTER_BITS) - 1;

/// Op codes as the hardware encodes them (3 bits). 0..=4 are the plain
/// Bloom engine's ([`crate::bloom::opcode`]); DELETE is new.
pub mod opcode {
    pub use crate::bloom::opcode::{CLEAR, INSERT, QUERY, READ, WRITE};
    pub const DELETE: u8 = 5;
}

/// One engine operation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CountingOp {
    Query(u64),
    Insert(u64),
    Delete(u64),
    Clear,
    Read(u32),
    Write(u32, u32),
}

impl CountingOp {
    /// The 3-bit op code the hardware receives.
    pub fn code(&self) -> u8 {
        match self {
            CountingOp::Query(_) => opcode::QUERY,
            CountingOp::Insert(_) => opcode::INSERT,
            CountingOp::Delete(_) => opcode::DELETE,
            CountingOp::Clear => opcode::CLEAR,
            CountingOp::Read(_) => opcode::READ,
            CountingOp::Write(..) => opcode::WRITE,
        }
    }

    /// The 64-bit payload the hardware receives with the op: the key, or
    /// the address in bits 0..32 and the written word in bits 32..64.
    pub fn payload(&self) -> u64 {
        match *self {
            CountingOp::Query(k) | CountingOp::Insert(k) | CountingOp::Delete(k) => k,
            CountingOp::Clear => 0,
            CountingOp::Read(a) => a as u64,
            CountingOp::Write(a, w) => a as u64 | (w as u64) << 32,
        }
    }
}

/// One engine result (see the module docs for each field's meaning).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CountingResult {
    pub op: u8,
    pub hit: bool,
    pub word: u32,
}

/// Counting Bloom filter with 4-bit saturating counters, bit-exact with the
/// hardware.
#[derive(Clone, Debug)]
pub struct CountingModel {
    params: BloomParams,
    /// One counter per byte, bank `b` entry `a` at `[b][a]`.
    banks: Vec<Vec<u8>>,
}

impl CountingModel {
    /// An empty filter.
    ///
    /// ```
    /// use hwfilter_model::{BloomParams, CountingModel};
    /// let mut f = CountingModel::new(BloomParams::new(4, 10).unwrap());
    /// assert!(!f.insert(42));
    /// assert!(f.contains(42));
    /// assert!(f.delete(42));
    /// assert!(!f.contains(42));
    /// assert!(!f.delete(42)); // absent: nothing changes
    /// ```
    pub fn new(params: BloomParams) -> Self {
        CountingModel {
            params,
            banks: vec![vec![0; params.bank_bits() as usize]; params.banks() as usize],
        }
    }

    /// The geometry.
    pub fn params(&self) -> BloomParams {
        self.params
    }

    #[inline]
    fn index_of(m: &Mixed, p: &BloomParams, bank: u32) -> usize {
        m.slice(p.bank_offset(bank), p.bank_addr_bits()) as usize
    }

    /// The key's entry in each bank.
    pub fn positions(&self, key: u64) -> Vec<usize> {
        let m = mix(key);
        (0..self.params.banks())
            .map(|b| Self::index_of(&m, &self.params, b))
            .collect()
    }

    fn word_at(&self, pos: &[usize]) -> u32 {
        pos.iter()
            .enumerate()
            .map(|(b, &a)| (self.banks[b][a] as u32) << (COUNTER_BITS * b as u32))
            .fold(0, |w, c| w | c)
    }

    /// The key's counters, bank `i` in nibble `i`.
    pub fn counters(&self, key: u64) -> u32 {
        self.word_at(&self.positions(key))
    }

    /// Is the key (maybe) present? Never false for a key inserted more
    /// often than it was deleted.
    pub fn contains(&self, key: u64) -> bool {
        let pos = self.positions(key);
        pos.iter().enumerate().all(|(b, &a)| self.banks[b][a] != 0)
    }

    /// Inserts a key; returns whether it was already (maybe) present.
    pub fn insert(&mut self, key: u64) -> bool {
        self.apply(CountingOp::Insert(key))
            .expect("keys are always valid")
            .hit
    }

    /// Deletes a key when it may be present; returns whether it did.
    pub fn delete(&mut self, key: u64) -> bool {
        self.apply(CountingOp::Delete(key))
            .expect("keys are always valid")
            .hit
    }

    /// Zeroes every counter.
    pub fn clear(&mut self) {
        for bank in &mut self.banks {
            bank.fill(0);
        }
    }

    /// Snapshot word `addr`: counter `addr` of each bank, bank `i` in
    /// nibble `i`.
    ///
    /// ```
    /// use hwfilter_model::{BloomParams, CountingModel};
    /// let mut f = CountingModel::new(BloomParams::new(3, 9).unwrap());
    /// f.write_word(5, 0xf21).unwrap();
    /// assert_eq!(f.read_word(5).unwrap(), 0xf21);
    /// assert!(f.read_word(512).is_err());
    /// assert!(f.write_word(5, 0x1000).is_err()); // a fourth bank's counter
    /// ```
    pub fn read_word(&self, addr: u64) -> Result<u32, ParamError> {
        self.check_addr(addr)?;
        let pos = vec![addr as usize; self.params.banks() as usize];
        Ok(self.word_at(&pos))
    }

    /// Writes snapshot word `addr`; returns the previous word. Nibbles
    /// above bank `k - 1` must be zero.
    pub fn write_word(&mut self, addr: u64, word: u32) -> Result<u32, ParamError> {
        let old = self.read_word(addr)?;
        let banks = self.params.banks();
        if banks < 8 && word >> (COUNTER_BITS * banks) != 0 {
            return Err(ParamError::CounterWord {
                word,
                last_bank: banks - 1,
            });
        }
        for b in 0..banks {
            self.banks[b as usize][addr as usize] = ((word >> (COUNTER_BITS * b)) & 0xf) as u8;
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

    /// Bank `bank`'s counters, entry `a` at `[a]`.
    pub fn bank(&self, bank: usize) -> &[u8] {
        &self.banks[bank]
    }

    /// Number of non-zero counters in each bank: the set bits of the plain
    /// Bloom filter this one answers like (the fill).
    pub fn bank_popcounts(&self) -> Vec<u64> {
        self.banks
            .iter()
            .map(|b| b.iter().filter(|&&c| c != 0).count() as u64)
            .collect()
    }

    /// Number of stuck counters (at 15) in each bank.
    pub fn stuck_counts(&self) -> Vec<u64> {
        self.banks
            .iter()
            .map(|b| b.iter().filter(|&&c| c == STUCK).count() as u64)
            .collect()
    }

    /// Applies one engine op exactly as the hardware does and returns its
    /// result. Out-of-range addresses and words are refused.
    ///
    /// ```
    /// use hwfilter_model::{BloomParams, CountingModel, CountingOp};
    /// let mut f = CountingModel::new(BloomParams::new(4, 10).unwrap());
    /// f.apply(CountingOp::Insert(9)).unwrap();
    /// f.apply(CountingOp::Insert(9)).unwrap();
    /// let r = f.apply(CountingOp::Query(9)).unwrap();
    /// assert!(r.hit && r.word == 0x2222);
    /// assert!(f.apply(CountingOp::Delete(9)).unwrap().hit);
    /// assert_eq!(f.counters(9), 0x1111);
    /// ```
    pub fn apply(&mut self, op: CountingOp) -> Result<CountingResult, ParamError> {
        let code = op.code();
        let k = self.params.banks() as usize;
        let (hit, word) = match op {
            CountingOp::Query(key) => {
                let pos = self.positions(key);
                let word = self.word_at(&pos);
                (Self::all_nonzero(word, k), word)
            }
            CountingOp::Insert(key) => {
                let pos = self.positions(key);
                let word = self.word_at(&pos);
                for (b, &a) in pos.iter().enumerate() {
                    let c = &mut self.banks[b][a];
                    if *c < STUCK {
                        *c += 1;
                    }
                }
                (Self::all_nonzero(word, k), word)
            }
            CountingOp::Delete(key) => {
                let pos = self.positions(key);
                let word = self.word_at(&pos);
                let present = Self::all_nonzero(word, k);
                if present {
                    for (b, &a) in pos.iter().enumerate() {
                        let c = &mut self.banks[b][a];
                        if *c < STUCK {
                            *c -= 1;
                        }
                    }
                }
                (present, word)
            }
            CountingOp::Clear => {
                self.clear();
                (false, 0)
            }
            CountingOp::Read(a) => (false, self.read_word(a as u64)?),
            CountingOp::Write(a, w) => (false, self.write_word(a as u64, w)?),
        };
        Ok(CountingResult {
            op: code,
            hit,
            word,
        })
    }

    fn all_nonzero(word: u32, k: usize) -> bool {
        (0..k).all(|b| (word >> (COUNTER_BITS as usize * b)) & 0xf != 0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::BloomModel;
    use crate::rng::SplitMix64;

    fn params() -> BloomParams {
        BloomParams::new(4, 9).unwrap()
    }

    #[test]
    fn answers_like_a_plain_bloom_filter_until_a_delete() {
        let mut c = CountingModel::new(params());
        let mut b = BloomModel::new(params());
        let mut rng = SplitMix64(3);
        for _ in 0..300 {
            let k = rng.next_u64();
            assert_eq!(c.insert(k), b.insert(k));
        }
        for _ in 0..2000 {
            let k = rng.next_u64();
            assert_eq!(c.contains(k), b.contains(k));
        }
        assert_eq!(c.bank_popcounts(), b.bank_popcounts());
    }

    #[test]
    fn no_false_negative_through_random_deletes_and_saturation() {
        // A small filter, filled far past its design so counters saturate.
        let mut f = CountingModel::new(BloomParams::new(3, 6).unwrap());
        let mut rng = SplitMix64(7);
        let mut live: Vec<u64> = vec![];
        for _ in 0..20_000 {
            if !live.is_empty() && rng.chance(2, 5) {
                let i = rng.below(live.len() as u64) as usize;
                let k = live.swap_remove(i);
                assert!(f.delete(k), "an inserted key must be deletable");
            } else {
                let k = rng.below(400);
                f.insert(k);
                live.push(k);
            }
            for &k in live.iter().rev().take(8) {
                assert!(f.contains(k), "false negative for {k}");
            }
        }
        for &k in &live {
            assert!(f.contains(k), "false negative for {k}");
        }
        assert!(
            f.stuck_counts().iter().sum::<u64>() > 0,
            "no counter saturated"
        );
    }

    #[test]
    fn a_stuck_counter_never_moves() {
        let mut f = CountingModel::new(params());
        for _ in 0..20 {
            f.insert(5);
        }
        assert_eq!(f.counters(5), 0xffff);
        assert_eq!(f.stuck_counts(), vec![1; 4]);
        for _ in 0..20 {
            assert!(f.delete(5));
        }
        assert_eq!(f.counters(5), 0xffff);
        f.clear();
        assert_eq!(f.counters(5), 0);
        assert_eq!(f.stuck_counts(), vec![0; 4]);
    }

    #[test]
    fn delete_of_an_absent_key_changes_nothing() {
        let mut f = CountingModel::new(params());
        f.insert(1);
        let before: Vec<Vec<u8>> = (0..4).map(|b| f.bank(b).to_vec()).collect();
        let mut rng = SplitMix64(11);
        let mut refused = 0;
        for _ in 0..200 {
            let k = rng.next_u64();
            if !f.contains(k) {
                let r = f.apply(CountingOp::Delete(k)).unwrap();
                assert!(!r.hit);
                refused += 1;
            }
        }
        assert!(refused > 100);
        let after: Vec<Vec<u8>> = (0..4).map(|b| f.bank(b).to_vec()).collect();
        assert_eq!(before, after);
    }

    #[test]
    fn results_report_the_counters_before_the_op() {
        let mut f = CountingModel::new(params());
        let r = f.apply(CountingOp::Insert(3)).unwrap();
        assert_eq!((r.op, r.hit, r.word), (opcode::INSERT, false, 0));
        let r = f.apply(CountingOp::Insert(3)).unwrap();
        assert_eq!((r.hit, r.word), (true, 0x1111));
        let r = f.apply(CountingOp::Delete(3)).unwrap();
        assert_eq!((r.op, r.hit, r.word), (opcode::DELETE, true, 0x2222));
        let r = f.apply(CountingOp::Clear).unwrap();
        assert_eq!((r.op, r.hit, r.word), (opcode::CLEAR, false, 0));
        let r = f.apply(CountingOp::Write(7, 0xf0a1)).unwrap();
        assert_eq!((r.op, r.word), (opcode::WRITE, 0));
        let r = f.apply(CountingOp::Read(7)).unwrap();
        assert_eq!((r.op, r.hit, r.word), (opcode::READ, false, 0xf0a1));
        assert_eq!(f.bank_popcounts(), vec![1, 1, 0, 1]);
        assert_eq!(f.stuck_counts(), vec![0, 0, 0, 1]);
    }

    #[test]
    fn payloads_carry_address_and_word() {
        assert_eq!(
            CountingOp::Write(3, 0xdead_beef).payload(),
            0xdead_beef_0000_0003
        );
        assert_eq!(CountingOp::Delete(9).payload(), 9);
        assert_eq!(CountingOp::Delete(9).code(), 5);
    }

    #[test]
    fn eight_banks_use_the_whole_word() {
        let mut f = CountingModel::new(BloomParams::new(8, 8).unwrap());
        f.write_word(1, 0xffff_ffff).unwrap();
        assert_eq!(f.read_word(1).unwrap(), 0xffff_ffff);
        assert_eq!(f.stuck_counts(), vec![1; 8]);
    }
}
