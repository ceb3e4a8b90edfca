//! The Cuckoo filter model against docs/cuckoo.md: no false negatives up to
//! and past the first FULL, the load at the first FULL, and the
//! false-positive rate against the exact bound of the table.

use hwfilter_model::CuckooModel;
use hwfilter_model::confidence::wilson;
use hwfilter_model::cuckoo::{DEFAULT_MAX_KICKS, alt, code};
use hwfilter_model::rng::SplitMix64;

mod common;
use common::cuckoo::{
    assert_all_present, fill_until_full, member, non_member, params, recount, snapshot,
};

#[test]
fn no_false_negatives_up_to_full_and_beyond() {
    for (f, b, seed) in [(12, 10, 10), (8, 6, 11), (16, 12, 12)] {
        let p = params(f, b, DEFAULT_MAX_KICKS);
        let mut m = CuckooModel::new(p);
        let mut rng = SplitMix64(seed);
        let (ok, _) = fill_until_full(&mut m, &mut rng);
        let what = format!("f {f} B {b}");
        assert!(m.stash().is_some(), "{what}: FULL without a stash entry");
        assert_eq!(m.items(), ok.len() as u64, "{what}");
        assert_eq!(recount(&m), ok.len() as u64, "{what}");
        assert_all_present(&m, &ok, &what);

        // The stash is part of the filter: some key is present only through it.
        let mut no_stash = m.clone();
        no_stash.write_word(p.stash_addr(), 0).unwrap();
        let only_in_stash = ok.iter().filter(|&&k| !no_stash.contains(k)).count();
        assert!(
            only_in_stash >= 1,
            "{what}: no key is found through the stash"
        );

        // Keep inserting to 98% attempted load: every insert answers FULL and
        // changes nothing but the FULL counter.
        let before = snapshot(&m);
        let (kicks, full) = (m.kicks(), m.full_answers());
        let mut attempts = ok.len() as u64 + 1;
        while attempts < (0.98 * p.slots() as f64).ceil() as u64 {
            assert_eq!(m.insert(member(&mut rng)), code::FULL, "{what}");
            attempts += 1;
        }
        assert_eq!(
            snapshot(&m),
            before,
            "{what}: a FULL insert changed the table"
        );
        assert_eq!(m.kicks(), kicks);
        assert_eq!(
            m.full_answers(),
            full + attempts - ok.len() as u64 - 1,
            "{what}"
        );
        assert_all_present(&m, &ok, &what);
    }
}

/// Fan et al. report a maximal load of about 95% for 4-slot buckets and 500
/// kicks: the first FULL must come, on average, at load >= 0.95.
#[test]
fn first_full_comes_at_95_percent_load_on_average() {
    for (b, seeds) in [(10u32, 16u64), (12, 8)] {
        let p = params(12, b, DEFAULT_MAX_KICKS);
        let mut loads = Vec::new();
        for seed in 0..seeds {
            let mut m = CuckooModel::new(p);
            let (_, load) = fill_until_full(&mut m, &mut SplitMix64(1000 + seed));
            loads.push(load);
        }
        let mean = loads.iter().sum::<f64>() / loads.len() as f64;
        let min = loads.iter().cloned().fold(1.0, f64::min);
        println!("f 12 B {b}: mean load at first FULL {mean:.4} (min {min:.4}) over {seeds} seeds");
        assert!(
            mean >= p.expected_max_load(),
            "f 12 B {b}: mean load at first FULL {mean:.4} < 0.95 (loads {loads:.4?})"
        );
    }
}

/// Exact false-positive probability of this table for a query with an ideal
/// hash: `fp_raw` uniform on `f` bits (so fp 1 has twice the weight of the
/// others) and `i1` uniform and independent of it. A fingerprint `v` in
/// bucket `i` is hit by queries `(v, i)` and, unless `v` is also in
/// `alt(i, v)`, by `(v, alt(i, v))`.
fn exact_fpr(m: &CuckooModel) -> f64 {
    let p = m.params();
    let (f, b) = (p.fp_bits(), p.bucket_bits());
    let weight = |v: u16| if v == 1 { 2.0 } else { 1.0 };
    let mut total = 0.0;
    for i in 0..p.buckets() as u32 {
        let slots = m.bucket(i);
        for (s, &v) in slots.iter().enumerate() {
            if v == 0 || slots[..s].contains(&v) {
                continue;
            }
            let other = m.bucket(alt(i, v, b));
            total += weight(v) * if other.contains(&v) { 1.0 } else { 2.0 };
        }
    }
    if let Some((v, i)) = m.stash() {
        let j = alt(i, v, b);
        if !m.bucket(i).contains(&v) && !m.bucket(j).contains(&v) {
            total += 2.0 * weight(v);
        }
    }
    total / (p.buckets() as f64 * (1u64 << f) as f64)
}

#[test]
fn false_positive_rate_at_95_percent_load() {
    // 4.5 sigma two-sided: a correct model fails with probability 7e-6.
    const Z: f64 = 4.5;
    for (f, queries) in [(8u32, 1_000_000u64), (12, 1_000_000), (16, 8_000_000)] {
        let p = params(f, 12, DEFAULT_MAX_KICKS);
        // The first seed whose first FULL comes at load >= 0.95.
        let (m, load) = (0..20)
            .map(|seed| {
                let mut m = CuckooModel::new(p);
                let (_, load) = fill_until_full(&mut m, &mut SplitMix64(77 + seed));
                (m, load)
            })
            .find(|(_, load)| *load >= 0.95)
            .expect("a table at >= 95% load");
        let mut rng = SplitMix64(0xf00d + f as u64);
        let hits = (0..queries)
            .filter(|_| m.contains(non_member(&mut rng)))
            .count() as u64;
        let measured = hits as f64 / queries as f64;
        let (lo, hi) = wilson(hits, queries, Z);
        let exact = exact_fpr(&m);
        let bound = p.theoretical_fpr();
        println!(
            "f {f} B 12 load {load:.4}: measured FPR {measured:.3e} ({hits}/{queries}, \
             [{lo:.3e}, {hi:.3e}]), this table {exact:.3e}, theory (full table) {bound:.3e}, \
             ratio {:.3}",
            measured / bound
        );
        assert!(
            (lo..=hi).contains(&exact),
            "f {f}: measured {measured:.3e} [{lo:.3e}, {hi:.3e}] vs {exact:.3e} expected for this table"
        );
        assert!(
            exact <= bound,
            "f {f}: table FPR {exact:.3e} > theory {bound:.3e}"
        );
        assert!(
            lo <= bound,
            "f {f}: measured {measured:.3e} [{lo:.3e}, ..] > theory {bound:.3e}"
        );
        assert!(
            measured <= 1.1 * bound,
            "f {f}: measured {measured:.3e} > 1.1 x theory {bound:.3e}"
        );
    }
}
