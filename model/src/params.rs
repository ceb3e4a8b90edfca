//! Bloom filter parameter math.
//!
//! The filter is *partitioned*: `k` banks of `2^A` bits each, one bank per
//! hash function, so the hardware reads every bank in the same cycle. With
//! `n` keys inserted, a bank bit is set with probability
//! `q = 1 - (1 - 2^-A)^n` and a query of a non-member hits every bank with
//! probability `q^k`: that is [`theoretical_fpr`].
//!
//! Bank `i` is indexed by the `A` bits of the 128-bit mixer output `h1:h0`
//! that start at bit `i * stride` ([`bank_stride`], `docs/hashing.md`): 32
//! for up to 4 banks; 16 for 5..8 banks of up to 2^16 bits; `128 / k` for
//! 5..8 larger banks. So `A <= stride`.

use crate::error::ParamError;

/// Largest number of banks (hash functions) the engines support.
pub const MAX_BANKS: u32 = 8;
/// Smallest bank address width (8 bits per bank).
pub const MIN_BANK_ADDR_BITS: u32 = 3;
/// Largest bank address width the model supports (16 Mbit per bank); the
/// hash layout further limits it when there are more than 5 banks
/// ([`max_bank_addr_bits`]).
pub const MAX_BANK_ADDR_BITS: u32 = 24;

/// Bits of the mixer output `h1:h0` between the starts of consecutive bank
/// indices of `banks` banks of `2^bank_addr_bits` bits: 32 for up to 4
/// banks; 16 for 5..8 banks of up to 2^16 bits (the layout every build
/// before the wide banks used, kept so their snapshots stay valid); and
/// `128 / banks` for 5..8 wider banks (5: 25, 6: 21, 7: 18, 8: 16), so
/// every index lies inside the 128 bits (one may straddle h0 and h1).
/// [`max_bank_addr_bits`] is the widest bank a bank count allows.
///
/// ```
/// use hwfilter_model::params::bank_stride;
/// assert_eq!(bank_stride(4, 12), 32);
/// assert_eq!(bank_stride(8, 14), 16);
/// assert_eq!(bank_stride(6, 16), 16);
/// assert_eq!(bank_stride(6, 19), 21);
/// ```
pub const fn bank_stride(banks: u32, bank_addr_bits: u32) -> u32 {
    if banks <= 4 {
        32
    } else if bank_addr_bits <= 16 {
        16
    } else {
        128 / banks
    }
}

/// Widest bank address the hash layout gives `banks` (1..=8) banks, within
/// [`MAX_BANK_ADDR_BITS`]: 24 for up to 5 banks, then 21, 18 and 16.
///
/// ```
/// use hwfilter_model::params::max_bank_addr_bits;
/// assert_eq!(max_bank_addr_bits(4), 24);
/// assert_eq!(max_bank_addr_bits(6), 21);
/// assert_eq!(max_bank_addr_bits(8), 16);
/// ```
pub const fn max_bank_addr_bits(banks: u32) -> u32 {
    let layout = if banks <= 4 { 32 } else { 128 / banks };
    if layout < MAX_BANK_ADDR_BITS {
        layout
    } else {
        MAX_BANK_ADDR_BITS
    }
}

/// Total bits `m = -n ln p / (ln 2)^2` of a classic Bloom filter with `n`
/// keys and false-positive rate `p` (not rounded).
///
/// ```
/// use hwfilter_model::params::optimal_bits;
/// let m = optimal_bits(1000, 0.01);
/// assert!((m - 9585.06).abs() < 0.1);
/// ```
pub fn optimal_bits(n: u64, p: f64) -> f64 {
    -(n as f64) * p.ln() / (std::f64::consts::LN_2 * std::f64::consts::LN_2)
}

/// Optimal number of hash functions `k = round(m / n * ln 2)` (at least 1).
///
/// ```
/// use hwfilter_model::params::optimal_hashes;
/// assert_eq!(optimal_hashes(9585.0, 1000), 7);
/// ```
pub fn optimal_hashes(m: f64, n: u64) -> u32 {
    ((m / n as f64) * std::f64::consts::LN_2).round().max(1.0) as u32
}

/// Probability that one bit of a `2^bank_addr_bits`-bit bank is set after
/// `n` keys were inserted.
pub fn bank_fill(bank_addr_bits: u32, n: u64) -> f64 {
    let m = (1u64 << bank_addr_bits) as f64;
    1.0 - (n as f64 * (-1.0 / m).ln_1p()).exp()
}

/// Theoretical false-positive rate of a partitioned Bloom filter with
/// `banks` banks of `2^bank_addr_bits` bits holding `n` keys.
///
/// ```
/// use hwfilter_model::params::theoretical_fpr;
/// let p = theoretical_fpr(4, 12, 1000);
/// assert!((p - 0.002205).abs() < 1e-5); // (1 - (1 - 1/4096)^1000)^4
/// assert_eq!(theoretical_fpr(4, 12, 0), 0.0);
/// ```
pub fn theoretical_fpr(banks: u32, bank_addr_bits: u32, n: u64) -> f64 {
    bank_fill(bank_addr_bits, n).powi(banks as i32)
}

/// Validated Bloom engine geometry.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct BloomParams {
    banks: u32,
    bank_addr_bits: u32,
}

impl BloomParams {
    /// Geometry from a bank count and the address width of each bank
    /// (`2^bank_addr_bits` bits per bank).
    ///
    /// ```
    /// use hwfilter_model::params::BloomParams;
    /// let p = BloomParams::new(4, 12).unwrap();
    /// assert_eq!(p.total_bits(), 4 * 4096);
    /// assert!(BloomParams::new(9, 12).is_err());
    /// assert!(BloomParams::new(8, 17).is_err()); // 8 x 17 bits > 128
    /// assert!(BloomParams::new(6, 21).is_ok()); // stride 21
    /// assert!(BloomParams::new(6, 22).is_err());
    /// ```
    pub fn new(banks: u32, bank_addr_bits: u32) -> Result<Self, ParamError> {
        if banks == 0 || banks > MAX_BANKS {
            return Err(ParamError::Banks {
                banks,
                max: MAX_BANKS,
            });
        }
        let max = max_bank_addr_bits(banks);
        if !(MIN_BANK_ADDR_BITS..=max).contains(&bank_addr_bits) {
            return Err(ParamError::BankAddrBits {
                bits: bank_addr_bits,
                banks,
                min: MIN_BANK_ADDR_BITS,
                max,
            });
        }
        Ok(BloomParams {
            banks,
            bank_addr_bits,
        })
    }

    /// Geometry from a bank count and the number of bits per bank, which
    /// must be a power of two.
    ///
    /// ```
    /// use hwfilter_model::params::BloomParams;
    /// assert_eq!(BloomParams::from_bank_bits(4, 4096).unwrap().bank_addr_bits(), 12);
    /// assert!(BloomParams::from_bank_bits(4, 4000).is_err());
    /// ```
    pub fn from_bank_bits(banks: u32, bits_per_bank: u64) -> Result<Self, ParamError> {
        if !bits_per_bank.is_power_of_two() {
            return Err(ParamError::NotPowerOfTwo {
                bits: bits_per_bank,
            });
        }
        Self::new(banks, bits_per_bank.trailing_zeros())
    }

    /// Sizes a filter for `capacity` keys at false-positive rate `fpr`:
    /// `k = round(m/n ln 2)` banks (clamped to 1..=8), then the smallest
    /// power-of-two bank whose theoretical FPR at `capacity` keys is at most
    /// `fpr`.
    ///
    /// ```
    /// use hwfilter_model::params::BloomParams;
    /// let p = BloomParams::for_capacity(1000, 0.01).unwrap();
    /// assert_eq!(p.banks(), 7);
    /// assert!(p.theoretical_fpr(1000) <= 0.01);
    /// assert!(BloomParams::for_capacity(0, 0.01).is_err());
    /// assert!(BloomParams::for_capacity(1000, 1.5).is_err());
    /// ```
    pub fn for_capacity(capacity: u64, fpr: f64) -> Result<Self, ParamError> {
        if capacity == 0 {
            return Err(ParamError::ZeroCapacity);
        }
        if !(fpr > 0.0 && fpr < 1.0) {
            return Err(ParamError::Fpr(fpr));
        }
        let m = optimal_bits(capacity, fpr);
        let banks = optimal_hashes(m, capacity).clamp(1, MAX_BANKS);
        let max = max_bank_addr_bits(banks);
        (MIN_BANK_ADDR_BITS..=max)
            .find(|&a| theoretical_fpr(banks, a, capacity) <= fpr)
            .map(|a| BloomParams {
                banks,
                bank_addr_bits: a,
            })
            .ok_or(ParamError::TooLarge {
                capacity,
                fpr,
                banks,
                max_bank_addr_bits: max,
            })
    }

    /// Number of banks `k` (one hash function per bank).
    pub fn banks(&self) -> u32 {
        self.banks
    }
    /// Address width `A` of each bank.
    pub fn bank_addr_bits(&self) -> u32 {
        self.bank_addr_bits
    }
    /// Bits per bank, `2^A`.
    pub fn bank_bits(&self) -> u64 {
        1 << self.bank_addr_bits
    }
    /// Total filter bits `k * 2^A`.
    pub fn total_bits(&self) -> u64 {
        self.banks as u64 * self.bank_bits()
    }
    /// First bit of the mixer output `h1:h0` that indexes bank `bank`.
    pub fn bank_offset(&self, bank: u32) -> u32 {
        bank * bank_stride(self.banks, self.bank_addr_bits)
    }
    /// Theoretical FPR after `n` insertions of distinct keys.
    pub fn theoretical_fpr(&self, n: u64) -> f64 {
        theoretical_fpr(self.banks, self.bank_addr_bits, n)
    }
    /// Bits of memory per key at `n` keys.
    pub fn bits_per_key(&self, n: u64) -> f64 {
        self.total_bits() as f64 / n as f64
    }
    /// Largest number of keys for which the theoretical FPR stays at or
    /// below `fpr` (0 when even one key exceeds it).
    ///
    /// ```
    /// use hwfilter_model::params::BloomParams;
    /// let p = BloomParams::new(4, 12).unwrap();
    /// let n = p.capacity(0.01);
    /// assert!(p.theoretical_fpr(n) <= 0.01 && p.theoretical_fpr(n + 1) > 0.01);
    /// ```
    pub fn capacity(&self, fpr: f64) -> u64 {
        if !(fpr > 0.0 && fpr < 1.0) {
            return 0;
        }
        let q = fpr.powf(1.0 / self.banks as f64);
        let m = self.bank_bits() as f64;
        let mut n = ((-q).ln_1p() / (-1.0 / m).ln_1p()).floor() as u64;
        // The closed form can be off by one in floating point: settle it.
        while n > 0 && self.theoretical_fpr(n) > fpr {
            n -= 1;
        }
        while self.theoretical_fpr(n + 1) <= fpr {
            n += 1;
        }
        n
    }
}
