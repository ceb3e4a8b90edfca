//! How full a Bloom filter is, from the number of set bits in each bank.
//!
//! A partitioned Bloom filter sets one bit per bank per key. After `n`
//! distinct keys a bank of `m'` bits has, in expectation,
//! `X = m' (1 - (1 - 1/m')^n)` bits set, so each bank's count gives an
//! estimate of the distinct keys inserted,
//! `n = ln(1 - X/m') / ln(1 - 1/m')` (`-m' ln(1 - X/m')` for large `m'`),
//! and the banks' estimates are averaged. The chance that a key never
//! inserted finds its bit set in every bank is the live false-positive rate,
//! the product over banks of `X/m'`. Against the design capacity at a
//! target rate (`BloomParams::capacity`) that says when to rebuild: at 70%
//! and 90% of capacity, or once the live rate passes the target.
//!
//! ```
//! use hwfilter_model::fill::{Fill, FillState};
//! use hwfilter_model::{BloomModel, BloomParams};
//! let params = BloomParams::new(4, 12).unwrap();
//! let mut f = BloomModel::new(params);
//! for k in 0..300u64 {
//!     f.insert(k.wrapping_mul(0x9e37_79b9_7f4a_7c15));
//! }
//! let fill = Fill::new(params, &f.bank_popcounts(), 0.01).unwrap();
//! assert!((fill.estimated_keys - 300.0).abs() < 15.0);
//! assert_eq!(fill.state, FillState::Ok);
//! ```

use crate::params::BloomParams;

/// Share of the design capacity at which a filter is reported as filling.
pub const WARN_FILLING: f64 = 0.70;
/// Share of the design capacity at which a filter is reported as nearly
/// full.
pub const WARN_NEARLY_FULL: f64 = 0.90;

/// What a filter's fill calls for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FillState {
    /// Below 70% of the design capacity, live rate within the target.
    Ok,
    /// At 70% of the design capacity or more.
    Filling,
    /// At 90% or more.
    NearlyFull,
    /// At or past the design capacity, or the live false-positive rate
    /// above the target: rebuild (a larger filter, or a CLEAR and reload).
    Over,
}

impl FillState {
    /// The state's name in reports (`ok`, `filling`, `nearly_full`, `over`).
    pub fn name(self) -> &'static str {
        match self {
            FillState::Ok => "ok",
            FillState::Filling => "filling",
            FillState::NearlyFull => "nearly_full",
            FillState::Over => "over",
        }
    }

    /// The state of a filter at `capacity_used` of its design capacity
    /// whose live false-positive rate is `live_fpr`, against `target_fpr`.
    pub fn of(capacity_used: f64, live_fpr: f64, target_fpr: f64) -> FillState {
        if capacity_used >= 1.0 || live_fpr > target_fpr {
            FillState::Over
        } else if capacity_used >= WARN_NEARLY_FULL {
            FillState::NearlyFull
        } else if capacity_used >= WARN_FILLING {
            FillState::Filling
        } else {
            FillState::Ok
        }
    }

    /// A warning to print, if any.
    pub fn warning(self) -> Option<&'static str> {
        match self {
            FillState::Ok => None,
            FillState::Filling => Some("at 70% of its design capacity or more"),
            FillState::NearlyFull => {
                Some("at 90% of its design capacity or more: plan a larger filter")
            }
            FillState::Over => Some(
                "past its design capacity or its target false-positive rate: \
                 answers are less reliable than designed; rebuild it",
            ),
        }
    }
}

/// A Bloom filter's fill, from its banks' set-bit counts.
#[derive(Clone, Debug, PartialEq)]
pub struct Fill {
    /// Set bits in each bank.
    pub set_bits: Vec<u64>,
    /// Bits per bank.
    pub bank_bits: u64,
    /// Distinct keys inserted, estimated (the banks' estimates averaged;
    /// a full bank counts as the key count at which it would be expected
    /// to have its last bit unset, `m' ln m'`).
    pub estimated_keys: f64,
    /// Chance that a key never inserted answers present now.
    pub live_fpr: f64,
    /// The false-positive rate the capacity is designed for.
    pub target_fpr: f64,
    /// Keys the filter holds at `target_fpr`.
    pub capacity: u64,
    /// `estimated_keys / capacity`.
    pub capacity_used: f64,
    pub state: FillState,
}

impl Fill {
    /// The fill of a filter of `params` whose banks have `set_bits` bits
    /// set, against its capacity at `target_fpr`. Refuses counts that
    /// cannot be (one per bank, none above the bank's bits): a board that
    /// reports them is not one of this geometry.
    pub fn new(params: BloomParams, set_bits: &[u64], target_fpr: f64) -> Result<Fill, String> {
        if set_bits.len() != params.banks() as usize {
            return Err(format!(
                "{} set-bit counts for {} banks",
                set_bits.len(),
                params.banks()
            ));
        }
        let m = params.bank_bits();
        if let Some(x) = set_bits.iter().find(|&&x| x > m) {
            return Err(format!("{x} bits set in a bank of {m}"));
        }
        let mf = m as f64;
        let per_bank = |x: u64| {
            // A full bank: the count at which one bit is expected unset.
            let x = (x as f64).min(mf - 1.0);
            (-x / mf).ln_1p() / (-1.0 / mf).ln_1p()
        };
        let estimated_keys =
            set_bits.iter().map(|&x| per_bank(x)).sum::<f64>() / set_bits.len() as f64;
        let live_fpr = set_bits.iter().map(|&x| x as f64 / mf).product();
        let capacity = params.capacity(target_fpr);
        let capacity_used = if capacity == 0 {
            f64::INFINITY
        } else {
            estimated_keys / capacity as f64
        };
        let state = FillState::of(capacity_used, live_fpr, target_fpr);
        Ok(Fill {
            set_bits: set_bits.to_vec(),
            bank_bits: m,
            estimated_keys,
            live_fpr,
            target_fpr,
            capacity,
            capacity_used,
            state,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::BloomModel;
    use crate::confidence::wilson;
    use crate::rng::SplitMix64;

    #[test]
    fn the_estimate_and_the_live_rate_hold_from_empty_to_past_capacity() {
        // The simulated board's geometry: 4 banks of 2^14 bits.
        let params = BloomParams::new(4, 14).unwrap();
        let capacity = params.capacity(0.01);
        let mut rng = SplitMix64(7);
        let mut f = BloomModel::new(params);
        let mut inserted = 0u64;
        for (share, want) in [
            (0.1, FillState::Ok),
            (0.5, FillState::Ok),
            (0.75, FillState::Filling),
            (0.95, FillState::NearlyFull),
            (1.0, FillState::Over),
            (1.5, FillState::Over),
        ] {
            let target = (capacity as f64 * share) as u64;
            while inserted < target {
                f.insert(rng.next_u64());
                inserted += 1;
            }
            let fill = Fill::new(params, &f.bank_popcounts(), 0.01).unwrap();
            let err = (fill.estimated_keys - inserted as f64).abs() / inserted as f64;
            assert!(
                err < 0.05,
                "{share} of capacity: estimated {} for {inserted} keys",
                fill.estimated_keys
            );
            // Measured on keys never inserted (distinct random keys: a
            // collision with an inserted one has chance ~2^-50).
            let trials = 200_000u64;
            let hits = (0..trials).filter(|_| f.contains(rng.next_u64())).count() as u64;
            let (lo, hi) = wilson(hits, trials, 4.0);
            assert!(
                (lo..=hi).contains(&fill.live_fpr),
                "{share} of capacity: live rate {} outside [{lo}, {hi}] ({hits} of {trials})",
                fill.live_fpr
            );
            // At the chosen shares the capacity and the live rate agree on
            // the state (the live rate stays under 1% below capacity).
            assert_eq!(fill.state, want, "{share} of capacity: {fill:?}");
        }
    }

    #[test]
    fn an_empty_and_a_full_filter_have_finite_figures() {
        let params = BloomParams::new(4, 10).unwrap();
        let empty = Fill::new(params, &[0; 4], 0.01).unwrap();
        assert_eq!((empty.estimated_keys, empty.live_fpr), (0.0, 0.0));
        assert_eq!(empty.state, FillState::Ok);
        let full = Fill::new(params, &[1024; 4], 0.01).unwrap();
        assert!(full.estimated_keys.is_finite() && full.estimated_keys > 5000.0);
        assert_eq!(full.live_fpr, 1.0);
        assert_eq!(full.state, FillState::Over);
        assert!(full.state.warning().unwrap().contains("rebuild"));
        assert!(Fill::new(params, &[0; 3], 0.01).is_err());
        assert!(Fill::new(params, &[0, 0, 1025, 0], 0.01).is_err());
    }
}
