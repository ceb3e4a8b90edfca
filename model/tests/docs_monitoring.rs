//! docs/monitoring.md's error table is what the model measures: the block
//! between its markers is regenerated here, from seeded streams, and must
//! match (`HWFILTER_BLESS=1 cargo test -p hwfilter-model --test
//! docs_monitoring` rewrites it). The same run checks what the table
//! promises: the estimate within 5% of the true distinct count and the
//! live false-positive rate inside the interval of the measured one.

use hwfilter_model::confidence::wilson;
use hwfilter_model::fill::Fill;
use hwfilter_model::rng::SplitMix64;
use hwfilter_model::{BloomModel, BloomParams, CountingModel};

mod common;
use common::docs::{check_marked_block, group};

const BEGIN: &str = "<!-- error-table:begin (model/tests/docs_monitoring.rs) -->\n";
const END: &str = "<!-- error-table:end -->";

/// Keys never inserted that each row looks up to measure the rate.
const PROBES: u64 = 200_000;
/// The interval's width in standard deviations (Wilson score interval):
/// 4 leaves a chance of about 6 in 100,000 that a correct estimate falls
/// outside, per row.
const Z: f64 = 4.0;

/// The estimate's standard deviation, relative to `n`: each bank's count is
/// a linear-counting estimate with variance `m (e^t - t - 1)`, `t = n/m`
/// (Whang, Vander-Zanden and Taylor, 1990), and the mean of `k` banks
/// divides it by `k`.
fn sigma(params: BloomParams, n: u64) -> f64 {
    let m = params.bank_bits() as f64;
    let t = n as f64 / m;
    (m * (t.exp() - t - 1.0) / params.banks() as f64).sqrt() / n as f64
}

struct Row {
    filter: String,
    keys: u64,
    capacity: u64,
    fill: Fill,
    hits: u64,
}

impl Row {
    fn line(&self, params: BloomParams) -> String {
        let f = &self.fill;
        let err = (f.estimated_keys - self.keys as f64) / self.keys as f64;
        let (lo, hi) = wilson(self.hits, PROBES, Z);
        format!(
            "| {} | {} ({:.0}%) | {} | {:+.2}% | {:.2}% | {:.3}% | {:.3}% | {:.3}%..{:.3}% | {} |\n",
            self.filter,
            group(self.keys),
            100.0 * self.keys as f64 / self.capacity as f64,
            group(f.estimated_keys.round() as u64),
            100.0 * err,
            100.0 * sigma(params, self.keys),
            100.0 * f.live_fpr,
            100.0 * self.hits as f64 / PROBES as f64,
            100.0 * lo,
            100.0 * hi,
            f.state.name()
        )
    }

    /// What the docs promise of every row.
    fn check(&self) {
        let f = &self.fill;
        let err = (f.estimated_keys - self.keys as f64).abs() / self.keys as f64;
        assert!(
            err < 0.05,
            "{}: estimated {} for {} keys",
            self.filter,
            f.estimated_keys,
            self.keys
        );
        let (lo, hi) = wilson(self.hits, PROBES, Z);
        assert!(
            (lo..=hi).contains(&f.live_fpr),
            "{} at {} keys: live rate {} outside [{lo}, {hi}] ({} of {PROBES})",
            self.filter,
            self.keys,
            f.live_fpr,
            self.hits
        );
    }
}

/// The rows: the Alchitry Cu's plain Bloom filter (4 banks of 2^14 bits)
/// from 10% to 3 times its capacity, and the counting engine of `hwfilter
/// bench --engine counting` (4 banks of 2^12 counters) filled, then with
/// half its keys deleted.
fn rows() -> Vec<(BloomParams, Row)> {
    let mut out = Vec::new();
    let mut rng = SplitMix64(0x006d_6f6e_6974_6f72);

    let plain = BloomParams::new(4, 14).unwrap();
    let capacity = plain.capacity(0.01);
    let mut f = BloomModel::new(plain);
    let mut keys = 0u64;
    for share in [0.1, 0.5, 0.7, 0.9, 1.0, 1.5, 3.0] {
        while keys < (capacity as f64 * share).round() as u64 {
            f.insert(rng.next_u64());
            keys += 1;
        }
        let fill = Fill::new(plain, &f.bank_popcounts(), 0.01).unwrap();
        let hits = (0..PROBES).filter(|_| f.contains(rng.next_u64())).count() as u64;
        let filter = "plain, 4 x 2^14 bits".into();
        out.push((
            plain,
            Row {
                filter,
                keys,
                capacity,
                fill,
                hits,
            },
        ));
    }

    let counting = BloomParams::new(4, 12).unwrap();
    let capacity = counting.capacity(0.01);
    let mut f = CountingModel::new(counting);
    let inserted: Vec<u64> = (0..capacity).map(|_| rng.next_u64()).collect();
    for &k in &inserted {
        f.insert(k);
    }
    let mut stages = vec![("counting, 4 x 2^12 counters", capacity)];
    let deleted = capacity / 2;
    stages.push(("counting, after deleting half", capacity - deleted));
    for (i, (filter, keys)) in stages.into_iter().enumerate() {
        if i == 1 {
            for &k in &inserted[..deleted as usize] {
                assert!(f.delete(k), "an inserted key is deleted");
            }
            assert_eq!(f.stuck_counts().iter().sum::<u64>(), 0);
        }
        let fill = Fill::new(counting, &f.bank_popcounts(), 0.01).unwrap();
        let hits = (0..PROBES).filter(|_| f.contains(rng.next_u64())).count() as u64;
        out.push((
            counting,
            Row {
                filter: filter.into(),
                keys,
                capacity,
                fill,
                hits,
            },
        ));
    }
    out
}

fn table(rows: &[(BloomParams, Row)]) -> String {
    let mut t = format!(
        "| filter | keys in it (of capacity) | estimated | error | σ (theory) | live rate | measured rate ({} keys never inserted) | interval (z = {Z}) | state |\n\
         |--------|---------------------------|-----------|-------|------------|-----------|------------------|------------------|-------|\n",
        group(PROBES)
    );
    for (params, row) in rows {
        t.push_str(&row.line(*params));
    }
    t
}

#[test]
fn the_error_table_is_the_models_and_holds_what_it_promises() {
    let rows = rows();
    for (_, row) in &rows {
        row.check();
    }
    let want = table(&rows);
    check_marked_block("monitoring.md", BEGIN, END, &want, "--test docs_monitoring");
}
