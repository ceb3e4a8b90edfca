//! The key families every FPR test queries with: a hash that maps key
//! ranges onto cosets (XOR-linear) or correlates its outputs fails on one of
//! them.

use hwfilter_model::rng::SplitMix64;

#[derive(Clone, Copy, Debug)]
pub enum Family {
    Random,
    Sequential,
    Strided,
    HighBit,
}

pub const FAMILIES: [Family; 4] = [
    Family::Random,
    Family::Sequential,
    Family::Strided,
    Family::HighBit,
];

impl Family {
    /// The family's `i`-th key; distinct `i` give distinct keys.
    pub fn key(self, i: u64) -> u64 {
        match self {
            Family::Random => SplitMix64(i ^ 0x5eed_0000_0000).next_u64(),
            Family::Sequential => i,
            Family::Strided => i << 20,
            Family::HighBit => i << 48 | i,
        }
    }
}
