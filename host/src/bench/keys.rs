//! The keys and op streams every contender shares.
//!
//! All keys come from one [`SplitMix64`] stream: its output is a bijection
//! of a state that steps by an odd constant, so the first 2^64 outputs are
//! distinct. Taking members first, then non-members, then the mixed
//! stream's fresh keys therefore makes "non-member" exact, with no
//! collision check.

use hwfilter_model::BloomOp;
use hwfilter_model::rng::SplitMix64;

/// Picks (which member to query, insert or query in the mixed stream)
/// come from their own stream, so changing how many picks a stream makes
/// never shifts the keys.
const PICK_SALT: u64 = u64::from_be_bytes(*b"querypik");
/// The mixed stream's picks, apart from the query stream's.
const MIXED_SALT: u64 = u64::from_be_bytes(*b"mixedpik");

/// Members, non-members and the query stream, shared by the RTL and the
/// software contenders.
pub(crate) struct KeySets {
    /// Distinct keys inserted (the filter's capacity).
    pub members: Vec<u64>,
    /// Distinct keys never inserted (`ops` of them).
    pub non_members: Vec<u64>,
    /// The query stream: members and non-members alternating.
    pub queries: Vec<u64>,
    /// Where fresh keys continue after `non_members` (for the mixed stream).
    fresh: SplitMix64,
    seed: u64,
}

impl KeySets {
    pub fn new(seed: u64, members: u64, ops: u64) -> Self {
        let mut keygen = SplitMix64(seed);
        let members: Vec<u64> = (0..members).map(|_| keygen.next_u64()).collect();
        let non_members: Vec<u64> = (0..ops).map(|_| keygen.next_u64()).collect();
        let mut pick = SplitMix64(seed ^ PICK_SALT);
        let queries = (0..ops as usize)
            .map(|i| {
                if i % 2 == 0 && !members.is_empty() {
                    members[pick.below(members.len() as u64) as usize]
                } else {
                    non_members[i / 2]
                }
            })
            .collect();
        KeySets {
            members,
            non_members,
            queries,
            fresh: keygen,
            seed,
        }
    }

    /// `ops` inserts of keys distinct from every member and non-member
    /// (the insert throughput stream).
    pub fn fresh_inserts(&self, ops: u64) -> impl Iterator<Item = BloomOp> + use<> {
        let mut fresh = self.fresh.clone();
        (0..ops).map(move |_| BloomOp::Insert(fresh.next_u64()))
    }

    /// The mixed stream: `ops` ops, about a quarter inserts of fresh keys
    /// and three quarters queries (half on recently inserted keys, so
    /// read-after-insert hazards happen at every distance, half on fresh
    /// non-members), and a CLEAR each time `capacity` keys have been
    /// inserted since the last one, so the filter never saturates.
    pub fn mixed(&self, capacity: u64, ops: u64) -> MixedOps {
        MixedOps {
            fresh: self.fresh.clone(),
            pick: SplitMix64(self.seed ^ MIXED_SALT),
            capacity: capacity.max(1),
            left: ops,
            since_clear: 0,
            recent: [0; RECENT],
            recent_len: 0,
            recent_next: 0,
        }
    }
}

/// Recently inserted keys the mixed stream re-queries: more than the
/// pipeline depth, so every hazard distance is exercised.
const RECENT: usize = 16;

/// Iterator of the mixed stream (see [`KeySets::mixed`]).
pub(crate) struct MixedOps {
    fresh: SplitMix64,
    pick: SplitMix64,
    capacity: u64,
    left: u64,
    since_clear: u64,
    recent: [u64; RECENT],
    recent_len: usize,
    recent_next: usize,
}

impl Iterator for MixedOps {
    type Item = BloomOp;

    fn next(&mut self) -> Option<BloomOp> {
        if self.left == 0 {
            return None;
        }
        self.left -= 1;
        if self.since_clear == self.capacity {
            self.since_clear = 0;
            self.recent_len = 0;
            return Some(BloomOp::Clear);
        }
        if self.pick.below(4) == 0 {
            let key = self.fresh.next_u64();
            self.since_clear += 1;
            self.recent[self.recent_next] = key;
            self.recent_next = (self.recent_next + 1) % RECENT;
            self.recent_len = (self.recent_len + 1).min(RECENT);
            Some(BloomOp::Insert(key))
        } else if self.recent_len > 0 && self.pick.chance(1, 2) {
            Some(BloomOp::Query(
                self.recent[self.pick.below(self.recent_len as u64) as usize],
            ))
        } else {
            Some(BloomOp::Query(self.fresh.next_u64()))
        }
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = usize::try_from(self.left).unwrap_or(usize::MAX);
        (n, Some(n))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashSet;

    #[test]
    fn members_and_non_members_are_disjoint_and_distinct() {
        let k = KeySets::new(7, 1000, 5000);
        let m: HashSet<u64> = k.members.iter().copied().collect();
        let n: HashSet<u64> = k.non_members.iter().copied().collect();
        assert_eq!(m.len(), 1000);
        assert_eq!(n.len(), 5000);
        assert!(m.is_disjoint(&n));
        assert_eq!(k.queries.len(), 5000);
        let member_queries = k.queries.iter().filter(|q| m.contains(q)).count();
        assert_eq!(member_queries, 2500);
    }

    #[test]
    fn mixed_stream_clears_at_capacity_and_counts_ops() {
        let k = KeySets::new(3, 100, 10);
        let ops: Vec<BloomOp> = k.mixed(100, 10_000).collect();
        assert_eq!(ops.len(), 10_000);
        let mut since = 0;
        for op in &ops {
            match op {
                BloomOp::Insert(_) => {
                    since += 1;
                    assert!(since <= 100);
                }
                BloomOp::Clear => {
                    assert_eq!(since, 100);
                    since = 0;
                }
                _ => {}
            }
        }
        let inserts = ops
            .iter()
            .filter(|o| matches!(o, BloomOp::Insert(_)))
            .count();
        assert!((2000..3000).contains(&inserts), "{inserts} inserts");
        // Fresh keys never repeat a member or non-member.
        let old: HashSet<u64> = k.members.iter().chain(&k.non_members).copied().collect();
        assert!(
            ops.iter()
                .all(|o| !matches!(o, BloomOp::Insert(x) if old.contains(x)))
        );
    }
}
