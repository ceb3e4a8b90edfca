//! How full a blocked Bloom filter is, from the set bits of each group of
//! `2^g` blocks (an engine counts the bits its writes set).
//!
//! A block of `B` bits holding `i` keys has, in expectation,
//! `B (1 - (1 - 1/B)^(i k))` bits set. A group whose blocks have a share `p`
//! of their bits set is taken to hold `2^g ln(1 - p) / (k ln(1 - 1/B))` keys;
//! the groups' estimates add up. A stranger's `k` positions all hit set bits
//! with probability `(X/B)^k` in a block with `X` set: with one count per
//! block (`g = 0`) the live false-positive rate is their mean, exactly; a
//! coarser count takes each group's blocks as equally full, which reads
//! the rate low by under 1% at the design capacity for row-sized blocks
//! (`k (k - 1) / 2` times the square of the fill's relative spread between
//! blocks). The state against the design capacity is
//! [`crate::fill::FillState`]'s.
//!
//! ```
//! use hwfilter_model::blocked::{BlockedBloomModel, BlockedParams};
//! use hwfilter_model::blocked_fill::BlockedFill;
//! let params = BlockedParams::new(6, 13, 6).unwrap();
//! let mut f = BlockedBloomModel::new(params);
//! for k in 0..20_000u64 {
//!     f.insert(k.wrapping_mul(0x9e37_79b9_7f4a_7c15));
//! }
//! let fill = BlockedFill::new(params, 2, &f.set_bits_per_group(2), 0.01).unwrap();
//! assert!((fill.estimated_keys - 20_000.0).abs() < 400.0);
//! ```

use crate::blocked::BlockedParams;
use crate::fill::FillState;

/// A blocked Bloom filter's fill, from its groups' set-bit counts.
#[derive(Clone, Debug, PartialEq)]
pub struct BlockedFill {
    /// Blocks per group, log2.
    pub group_log2: u32,
    /// Set bits in each group.
    pub set_bits: Vec<u64>,
    /// Distinct keys inserted, estimated (a full group counts as the keys
    /// at which one bit of it is expected unset).
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

impl BlockedFill {
    /// The fill of a filter of `params` whose groups of `2^group_log2`
    /// blocks have `set_bits` bits set, against its capacity at
    /// `target_fpr`. Refuses counts that cannot be (one per group, none
    /// above the group's bits).
    pub fn new(
        params: BlockedParams,
        group_log2: u32,
        set_bits: &[u64],
        target_fpr: f64,
    ) -> Result<BlockedFill, String> {
        if group_log2 > params.block_addr_bits() {
            return Err(format!(
                "groups of 2^{group_log2} blocks in a filter of 2^{} blocks",
                params.block_addr_bits()
            ));
        }
        let groups = params.blocks() >> group_log2;
        if set_bits.len() as u64 != groups {
            return Err(format!(
                "{} set-bit counts for {groups} groups",
                set_bits.len()
            ));
        }
        let group_bits = params.block_bits() << group_log2;
        if let Some(x) = set_bits.iter().find(|&&x| x > group_bits) {
            return Err(format!("{x} bits set in a group of {group_bits}"));
        }
        let (k, b) = (params.hashes() as f64, params.block_bits() as f64);
        let gb = group_bits as f64;
        let per_group = |x: u64| {
            let x = (x as f64).min(gb - 1.0);
            (1u64 << group_log2) as f64 * (-x / gb).ln_1p() / (k * (-1.0 / b).ln_1p())
        };
        let estimated_keys = set_bits.iter().map(|&x| per_group(x)).sum::<f64>();
        let live_fpr = set_bits
            .iter()
            .map(|&x| (x as f64 / gb).powf(k))
            .sum::<f64>()
            / groups as f64;
        let capacity = params.capacity(target_fpr);
        let capacity_used = if capacity == 0 {
            f64::INFINITY
        } else {
            estimated_keys / capacity as f64
        };
        Ok(BlockedFill {
            group_log2,
            set_bits: set_bits.to_vec(),
            estimated_keys,
            live_fpr,
            target_fpr,
            capacity,
            capacity_used,
            state: FillState::of(capacity_used, live_fpr, target_fpr),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::blocked::BlockedBloomModel;
    use crate::confidence::wilson;
    use crate::rng::SplitMix64;

    /// 2^10 row-sized blocks (8 Mbit): at 10%, 50%, 95%, 100% and 150% of the
    /// capacity at 1%, the estimate is within 5% of the keys inserted and
    /// the live rate within the Wilson interval (4 sigma) of 200,000
    /// strangers' rate, whether counted per block, per 16 blocks or once.
    #[test]
    fn the_estimate_and_the_live_rate_hold_per_block_per_group_and_overall() {
        let params = BlockedParams::new(10, 13, 6).unwrap();
        let capacity = params.capacity(0.01);
        let mut rng = SplitMix64(3);
        let mut f = BlockedBloomModel::new(params);
        let mut inserted = 0u64;
        // At exactly the capacity the state is whichever side of it the
        // estimate's noise falls.
        for (share, want) in [
            (0.1, Some(FillState::Ok)),
            (0.5, Some(FillState::Ok)),
            (0.95, Some(FillState::NearlyFull)),
            (1.0, None),
            (1.5, Some(FillState::Over)),
        ] {
            let target = (capacity as f64 * share) as u64;
            while inserted < target {
                f.insert(rng.next_u64());
                inserted += 1;
            }
            let trials = 200_000u64;
            let hits = (0..trials).filter(|_| f.contains(rng.next_u64())).count() as u64;
            let (lo, hi) = wilson(hits, trials, 4.0);
            for group_log2 in [0, 4, 10] {
                let fill =
                    BlockedFill::new(params, group_log2, &f.set_bits_per_group(group_log2), 0.01)
                        .unwrap();
                let err = (fill.estimated_keys - inserted as f64).abs() / inserted as f64;
                assert!(
                    err < 0.05,
                    "{share} of capacity, groups of 2^{group_log2}: estimated {} for {inserted}",
                    fill.estimated_keys
                );
                assert!(
                    (lo..=hi).contains(&fill.live_fpr),
                    "{share} of capacity, groups of 2^{group_log2}: live rate {} outside \
                     [{lo}, {hi}] ({hits} of {trials})",
                    fill.live_fpr
                );
                if let Some(want) = want {
                    assert_eq!(fill.state, want, "{share} of capacity");
                }
            }
        }
    }

    #[test]
    fn impossible_counts_are_refused_and_extremes_are_finite() {
        let params = BlockedParams::new(4, 13, 6).unwrap();
        assert!(BlockedFill::new(params, 5, &[0], 0.01).is_err());
        assert!(BlockedFill::new(params, 2, &[0; 3], 0.01).is_err());
        assert!(BlockedFill::new(params, 0, &[8193; 16], 0.01).is_err());
        let empty = BlockedFill::new(params, 0, &[0; 16], 0.01).unwrap();
        assert_eq!((empty.estimated_keys, empty.live_fpr), (0.0, 0.0));
        let full = BlockedFill::new(params, 4, &[16 * 8192], 0.01).unwrap();
        assert!(full.estimated_keys.is_finite() && full.live_fpr == 1.0);
        assert_eq!(full.state, FillState::Over);
    }
}
