//! Helpers of the Cuckoo filter tests (`cuckoo_*.rs`).

use hwfilter_model::cuckoo::{alt, code, fingerprint, index1};
use hwfilter_model::rng::SplitMix64;
use hwfilter_model::{CuckooModel, CuckooParams};

pub fn params(f: u32, b: u32, max_kicks: u32) -> CuckooParams {
    CuckooParams::new(f, b, max_kicks).expect("valid parameters")
}

/// Member keys have bit 63 clear, non-member keys have it set: the two sets
/// are disjoint by construction.
pub fn member(rng: &mut SplitMix64) -> u64 {
    rng.next_u64() & !(1 << 63)
}
pub fn non_member(rng: &mut SplitMix64) -> u64 {
    rng.next_u64() | 1 << 63
}

/// `(fp, i1, i2)` of a key.
pub fn candidates(p: &CuckooParams, key: u64) -> (u16, u32, u32) {
    let (fp, i1) = (fingerprint(p, key), index1(p, key));
    (fp, i1, alt(i1, fp, p.bucket_bits()))
}

/// Inserts fresh member keys until the first FULL answer. Returns the keys
/// whose insert answered OK and the load (items / slots) just before the
/// FULL answer.
pub fn fill_until_full(f: &mut CuckooModel, rng: &mut SplitMix64) -> (Vec<u64>, f64) {
    let mut ok = Vec::new();
    loop {
        let k = member(rng);
        let load = f.load_factor();
        match f.insert(k) {
            code::OK => ok.push(k),
            code::FULL => return (ok, load),
            c => panic!("insert answered {c}"),
        }
        assert!(
            ok.len() as u64 <= f.params().slots() + 1,
            "no FULL after filling every slot"
        );
    }
}

/// Every snapshot word.
pub fn snapshot(f: &CuckooModel) -> Vec<u64> {
    (0..=f.params().stash_addr())
        .map(|a| f.read_word(a).unwrap())
        .collect()
}

/// Non-empty slots plus the stash, counted from the buckets themselves.
pub fn recount(f: &CuckooModel) -> u64 {
    let slots: u64 = (0..f.params().buckets() as u32)
        .map(|i| f.bucket(i).iter().filter(|&&s| s != 0).count() as u64)
        .sum();
    slots + f.stash().is_some() as u64
}

pub fn assert_all_present(f: &CuckooModel, keys: &[u64], what: &str) {
    for (n, &k) in keys.iter().enumerate() {
        assert!(f.contains(k), "{what}: key #{n} ({k:#x}) is missing");
    }
}
