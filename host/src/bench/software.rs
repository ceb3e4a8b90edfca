//! Wall-clock timing of software filters, one procedure for every
//! contender so the numbers compare.

use std::collections::hash_map::DefaultHasher;
use std::hash::BuildHasher;
use std::hint::black_box;
use std::time::{Duration, Instant};

use hwfilter_model::{BloomModel, CuckooModel};

use super::keys::KeySets;

/// A software filter under test.
pub(crate) trait Contender {
    fn insert(&mut self, key: u64);
    fn contains(&self, key: u64) -> bool;
    fn clear(&mut self);
}

impl Contender for BloomModel {
    #[inline]
    fn insert(&mut self, key: u64) {
        black_box(BloomModel::insert(self, key));
    }
    #[inline]
    fn contains(&self, key: u64) -> bool {
        BloomModel::contains(self, key)
    }
    fn clear(&mut self) {
        BloomModel::clear(self)
    }
}

impl<const BLOCK_BITS: usize, S: BuildHasher> Contender for fastbloom::BloomFilter<BLOCK_BITS, S> {
    #[inline]
    fn insert(&mut self, key: u64) {
        black_box(fastbloom::BloomFilter::insert(self, &key));
    }
    #[inline]
    fn contains(&self, key: u64) -> bool {
        fastbloom::BloomFilter::contains(self, &key)
    }
    fn clear(&mut self) {
        fastbloom::BloomFilter::clear(self)
    }
}

impl Contender for CuckooModel {
    #[inline]
    fn insert(&mut self, key: u64) {
        black_box(CuckooModel::insert(self, key));
    }
    #[inline]
    fn contains(&self, key: u64) -> bool {
        CuckooModel::contains(self, key)
    }
    fn clear(&mut self) {
        CuckooModel::clear(self)
    }
}

/// The `cuckoofilter` crate's filter (8-bit fingerprints, 4-slot buckets,
/// SipHash-1-3 of the key, at most 500 evictions and no stash: a failed
/// insert drops the last evicted item). It has no `clear`, so clearing
/// builds a new one (untimed, as every clear here).
pub(crate) struct Cuckoofilter {
    filter: cuckoofilter::CuckooFilter<DefaultHasher>,
    capacity: usize,
    /// Inserts refused since the last clear.
    pub failed: u64,
}

impl Cuckoofilter {
    pub fn with_capacity(capacity: usize) -> Self {
        Cuckoofilter {
            filter: cuckoofilter::CuckooFilter::with_capacity(capacity),
            capacity,
            failed: 0,
        }
    }

    /// Slots of a filter built `with_capacity(capacity)`: the crate rounds
    /// the capacity up to a power of two, in buckets of 4.
    pub fn slots(capacity: usize) -> u64 {
        (capacity.next_power_of_two() / 4).max(1) as u64 * 4
    }

    /// Fingerprints stored.
    pub fn len(&self) -> u64 {
        self.filter.len() as u64
    }
}

impl Contender for Cuckoofilter {
    #[inline]
    fn insert(&mut self, key: u64) {
        if self.filter.add(&key).is_err() {
            self.failed += 1;
        }
    }
    #[inline]
    fn contains(&self, key: u64) -> bool {
        self.filter.contains(&key)
    }
    fn clear(&mut self) {
        self.filter = cuckoofilter::CuckooFilter::with_capacity(self.capacity);
        self.failed = 0;
    }
}

/// What [`measure`] found.
pub(crate) struct Timing {
    pub insert_ns: f64,
    pub query_ns: f64,
    /// Share of the non-members reported present, with the members in.
    pub fpr: f64,
}

/// Timed repetitions of each measurement; the fastest is reported, since
/// on a shared host interference only ever adds time.
const REPEATS: u32 = 5;

/// Times inserts of the members (repeated, with an untimed clear between
/// rounds, until about `ops` inserts: the filter never holds more than its
/// capacity) and queries of the query stream, each after one untimed
/// warm-up pass and as the best of [`REPEATS`]; then counts false
/// positives on the non-members.
pub(crate) fn measure<C: Contender>(mut filter: C, keys: &KeySets, ops: u64) -> Timing {
    measure_on(
        &mut filter,
        &keys.members,
        &keys.queries,
        &keys.non_members,
        ops,
    )
}

/// [`measure`] on explicit key sets, leaving `filter` holding `members`
/// (for a look at its state afterwards).
pub(crate) fn measure_on<C: Contender>(
    filter: &mut C,
    members: &[u64],
    queries: &[u64],
    non_members: &[u64],
    ops: u64,
) -> Timing {
    let rounds = ops.div_ceil(members.len().max(1) as u64).max(1);
    let insert_pass = |filter: &mut C| {
        let mut t = Duration::ZERO;
        for _ in 0..rounds {
            filter.clear();
            let start = Instant::now();
            for &k in members {
                filter.insert(black_box(k));
            }
            t += start.elapsed();
        }
        t
    };
    insert_pass(filter);
    let insert_time = (0..REPEATS)
        .map(|_| insert_pass(filter))
        .min()
        .unwrap_or_default();
    let inserts = rounds * members.len() as u64;

    let query_pass = |filter: &C| {
        let start = Instant::now();
        let mut hits = 0u64;
        for &k in queries {
            hits += filter.contains(black_box(k)) as u64;
        }
        black_box(hits);
        start.elapsed()
    };
    query_pass(filter);
    let query_time = (0..REPEATS)
        .map(|_| query_pass(filter))
        .min()
        .unwrap_or_default();

    // The last insert pass left exactly the members in.
    let false_positives = non_members.iter().filter(|&&k| filter.contains(k)).count();
    Timing {
        insert_ns: per_op_ns(insert_time, inserts),
        query_ns: per_op_ns(query_time, queries.len() as u64),
        fpr: false_positives as f64 / non_members.len().max(1) as f64,
    }
}

fn per_op_ns(t: Duration, ops: u64) -> f64 {
    t.as_secs_f64() * 1e9 / ops.max(1) as f64
}

#[cfg(test)]
mod tests {
    use super::*;
    use hwfilter_model::BloomParams;

    #[test]
    fn model_fpr_is_near_theory_and_times_are_positive() {
        let p = BloomParams::new(4, 12).unwrap();
        let n = p.capacity(0.01);
        let keys = KeySets::new(5, n, 100_000);
        let t = measure(BloomModel::new(p), &keys, 20_000);
        assert!(t.insert_ns > 0.0 && t.query_ns > 0.0);
        // 100k trials at p ~ 0.01: sigma ~ 3e-4; the fill adds ~2 % relative.
        assert!(
            (t.fpr - p.theoretical_fpr(n)).abs() < 0.002,
            "fpr {}",
            t.fpr
        );
    }
}
