//! Filter 0's geometry as a board's INFO gives it: banks of bits (or of
//! counters), or blocks (a blocked filter in SDRAM). What the host sizes
//! with it — the bits a board holds, the keys it takes at a rate — is the
//! same question for both.
//!
//! ```
//! use hwfilter_model::geometry::BloomGeometry;
//! use hwfilter_model::protocol::{FilterKinds, Info};
//! let blocked = Info {
//!     bloom_banks: 6,
//!     bloom_addr_bits: 15,
//!     filter_kinds: FilterKinds::BLOCKED.field(),
//!     ..Default::default()
//! };
//! let g = BloomGeometry::of(&blocked).unwrap();
//! assert_eq!(g.total_bits(), 1 << 28);
//! assert!(g.capacity(0.01) > 25_000_000);
//! ```

use crate::BloomParams;
use crate::blocked::BlockedParams;
use crate::protocol::{BloomKind, Info, blocked_geometry};

/// Banks or blocks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BloomGeometry {
    /// `k` banks of `2^A` entries (a plain filter's bits, a counting one's
    /// counters).
    Banks(BloomParams),
    /// `2^A` blocks of 2^13 bits, `k` bits per key.
    Blocks(BlockedParams),
}

impl BloomGeometry {
    /// Filter 0's geometry from INFO's fields 8, 9 and 17, or what is wrong
    /// with them.
    pub fn of(info: &Info) -> Result<Self, String> {
        let kinds = info.filter_kinds()?;
        Self::new(kinds.bloom, info.bloom_banks, info.bloom_addr_bits)
    }

    /// The geometry of a filter 0 of `kind` with `k` banks (bits per key
    /// of a blocked filter) and `a` bank (block) address bits, or what is
    /// wrong with them.
    pub fn new(kind: BloomKind, k: u32, a: u32) -> Result<Self, String> {
        match kind {
            BloomKind::Blocked => blocked_geometry(k, a).map(BloomGeometry::Blocks),
            BloomKind::Plain | BloomKind::Counting => BloomParams::new(k, a)
                .map(BloomGeometry::Banks)
                .map_err(|e| e.to_string()),
        }
    }

    /// Snapshot words of the filter's memory: a bank's `2^A` (one entry
    /// of each bank to a word), or every 16-bit word of the blocks.
    pub fn words(&self) -> u64 {
        match self {
            BloomGeometry::Banks(p) => p.bank_bits(),
            BloomGeometry::Blocks(p) => p.total_words(),
        }
    }

    /// Entries of the filter's memory: bits, or a counting filter's
    /// counters.
    pub fn total_bits(&self) -> u64 {
        match self {
            BloomGeometry::Banks(p) => p.total_bits(),
            BloomGeometry::Blocks(p) => p.total_bits(),
        }
    }

    /// The false-positive rate expected with `n` distinct keys in.
    pub fn theoretical_fpr(&self, n: u64) -> f64 {
        match self {
            BloomGeometry::Banks(p) => p.theoretical_fpr(n),
            BloomGeometry::Blocks(p) => p.theoretical_fpr(n),
        }
    }

    /// Keys the filter holds at false-positive rate `fpr` (INFO field 10
    /// at 1%).
    pub fn capacity(&self, fpr: f64) -> u64 {
        match self {
            BloomGeometry::Banks(p) => p.capacity(fpr),
            BloomGeometry::Blocks(p) => p.capacity(fpr),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::{BoardConfig, BoardModel};
    use crate::protocol::FilterKinds;

    /// The capacity at 1% is INFO's, for banks and for blocks; a blocked
    /// geometry the hash cannot place is refused.
    #[test]
    fn capacity_at_one_percent_is_infos() {
        for (kind, k, a) in [
            (BloomKind::Plain, 4, 14),
            (BloomKind::Counting, 4, 12),
            (BloomKind::Blocked, 6, 10),
        ] {
            let board = BoardModel::new(BoardConfig {
                bloom: BloomParams::new(k, a).unwrap(),
                bloom_kind: kind,
                cuckoo: None,
                clock_hz: 60_000_000,
                baud_div: 4,
            });
            let info = board.info();
            let g = BloomGeometry::of(&info).unwrap();
            assert_eq!(g.capacity(0.01), u64::from(info.bloom_capacity), "{kind:?}");
        }
        let bad = Info {
            bloom_banks: 8,
            bloom_addr_bits: 10,
            filter_kinds: FilterKinds::BLOCKED.field(),
            ..Default::default()
        };
        assert!(BloomGeometry::of(&bad).is_err());
    }
}
