//! The request stream: hot keys, cold keys and keys that exist nowhere.
//!
//! Rows have ids `1..=rows`. A request is, in this order of draws:
//! - with probability `penetration`, a key that exists nowhere: an id
//!   drawn uniformly from `rows + 1 .. rows + 2^40`, so nearly every one is
//!   new (the shape of an enumeration or a bot asking for random ids);
//! - otherwise, with probability `hot_share`, one of the `hot_keys` ids
//!   `1..=hot_keys`, ranked by a Zipf law of exponent `zipf` (rank 1 the
//!   most asked for);
//! - otherwise a cold key: any row, uniformly.
//!
//! The same seed gives the same stream.

use hwfilter_model::rng::SplitMix64;
use serde::Serialize;

/// Where the ids of keys that exist nowhere are drawn from, above the rows.
const MISSING_SPAN: u64 = 1 << 40;

/// What a request asks for (the generator's truth; the database decides
/// what it finds).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Kind {
    Hot,
    Cold,
    /// A key that exists nowhere: not in the cache, not in the database.
    Missing,
}

/// One request of the stream.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Request {
    pub id: u64,
    pub kind: Kind,
}

/// The shape of a request stream.
#[derive(Clone, Debug, Serialize)]
pub struct Workload {
    pub rows: u64,
    pub requests: u64,
    /// Share of requests for keys that exist nowhere.
    pub penetration: f64,
    pub hot_keys: u64,
    /// Share of the other requests that go to the hot keys.
    pub hot_share: f64,
    /// Zipf exponent over the hot keys.
    pub zipf: f64,
    pub seed: u64,
}

/// Uniform in [0, 1).
fn unit(rng: &mut SplitMix64) -> f64 {
    (rng.next_u64() >> 11) as f64 / (1u64 << 53) as f64
}

/// Draws ranks `0..n` with probability proportional to `1 / (rank + 1)^s`.
#[derive(Clone, Debug)]
pub struct Zipf {
    cdf: Vec<f64>,
}

impl Zipf {
    /// `n` ranks (at least 1), exponent `s` (0 is uniform).
    pub fn new(n: u64, s: f64) -> Zipf {
        let mut cdf = Vec::with_capacity(n as usize);
        let mut total = 0.0;
        for r in 1..=n.max(1) {
            total += (r as f64).powf(-s);
            cdf.push(total);
        }
        for c in &mut cdf {
            *c /= total;
        }
        Zipf { cdf }
    }

    pub fn sample(&self, rng: &mut SplitMix64) -> u64 {
        let u = unit(rng);
        (self.cdf.partition_point(|&c| c <= u) as u64).min(self.cdf.len() as u64 - 1)
    }
}

impl Workload {
    /// The whole stream, `requests` long.
    pub fn stream(&self) -> Vec<Request> {
        let mut rng = SplitMix64(self.seed);
        let zipf = Zipf::new(self.hot_keys.min(self.rows), self.zipf);
        (0..self.requests)
            .map(|_| {
                if unit(&mut rng) < self.penetration {
                    Request {
                        id: self.rows + 1 + rng.below(MISSING_SPAN),
                        kind: Kind::Missing,
                    }
                } else if self.hot_keys > 0 && unit(&mut rng) < self.hot_share {
                    Request {
                        id: 1 + zipf.sample(&mut rng),
                        kind: Kind::Hot,
                    }
                } else {
                    Request {
                        id: 1 + rng.below(self.rows),
                        kind: Kind::Cold,
                    }
                }
            })
            .collect()
    }

    /// `count` distinct rows to delete, drawn with the stream's seed.
    pub fn deletions(&self, count: u64) -> Vec<u64> {
        let mut rng = SplitMix64(self.seed ^ 0xde1e_7e5d_de1e_7e5d);
        let mut ids: Vec<u64> = (1..=self.rows).collect();
        let count = count.min(self.rows) as usize;
        // A partial Fisher-Yates shuffle: the first `count` are the sample.
        for i in 0..count {
            let j = i + rng.below((ids.len() - i) as u64) as usize;
            ids.swap(i, j);
        }
        ids.truncate(count);
        ids
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn workload(penetration: f64) -> Workload {
        Workload {
            rows: 1_000,
            requests: 100_000,
            penetration,
            hot_keys: 50,
            hot_share: 0.6,
            zipf: 1.0,
            seed: 7,
        }
    }

    #[test]
    fn shares_follow_the_settings() {
        let s = workload(0.3).stream();
        let missing = s.iter().filter(|r| r.kind == Kind::Missing).count() as f64;
        let hot = s.iter().filter(|r| r.kind == Kind::Hot).count() as f64;
        // Binomial: sd of 100,000 draws at 0.3 is 145; 5 sd apart.
        assert!((missing - 30_000.0).abs() < 725.0, "{missing}");
        assert!((hot - 42_000.0).abs() < 800.0, "{hot}");
        for r in &s {
            match r.kind {
                Kind::Missing => assert!(r.id > 1_000),
                Kind::Hot => assert!((1..=50).contains(&r.id)),
                Kind::Cold => assert!((1..=1_000).contains(&r.id)),
            }
        }
        assert_eq!(s, workload(0.3).stream(), "the seed fixes the stream");
        assert!(
            workload(0.0)
                .stream()
                .iter()
                .all(|r| r.kind != Kind::Missing)
        );
        assert!(
            workload(1.0)
                .stream()
                .iter()
                .all(|r| r.kind == Kind::Missing)
        );
    }

    #[test]
    fn zipf_ranks_fall_off() {
        let z = Zipf::new(100, 1.0);
        let mut rng = SplitMix64(3);
        let mut counts = [0u64; 100];
        for _ in 0..200_000 {
            counts[z.sample(&mut rng) as usize] += 1;
        }
        // P(rank 1) = 1 / H_100 = 0.1928; P(rank 2) half of it.
        let p1 = counts[0] as f64 / 200_000.0;
        assert!((p1 - 0.1928).abs() < 0.005, "{p1}");
        assert!((counts[0] as f64 / counts[1] as f64 - 2.0).abs() < 0.1);
        assert!(counts[99] > 0);
    }

    #[test]
    fn deletions_are_distinct_rows() {
        let d = workload(0.3).deletions(300);
        let mut sorted = d.clone();
        sorted.sort_unstable();
        sorted.dedup();
        assert_eq!(sorted.len(), 300);
        assert!(d.iter().all(|&id| (1..=1_000).contains(&id)));
        assert_eq!(workload(0.3).deletions(2_000).len(), 1_000);
    }
}
