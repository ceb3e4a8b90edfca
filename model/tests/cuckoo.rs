//! The Cuckoo filter model against docs/cuckoo.md: hashing and LFSR
//! properties, no false negatives up to and past the first FULL, the load at
//! the first FULL, the false-positive rate, DELETE (with the stash
//! re-insert), CLEAR, the snapshot ports, parameter checks, and an op-by-op
//! comparison with a deliberately naive transcription of the spec.

use hwfilter_model::cuckoo::{
    self, DEFAULT_MAX_KICKS, GCOL, LFSR_SEED, LFSR_TAPS, alt, code, fingerprint, g, index1,
    lfsr_step, opcode,
};
use hwfilter_model::hash::mix;
use hwfilter_model::rng::SplitMix64;
use hwfilter_model::{CuckooModel, CuckooOp, CuckooParams, ParamError};

fn params(f: u32, b: u32, max_kicks: u32) -> CuckooParams {
    CuckooParams::new(f, b, max_kicks).expect("valid parameters")
}

/// Member keys have bit 63 clear, non-member keys have it set: the two sets
/// are disjoint by construction.
fn member(rng: &mut SplitMix64) -> u64 {
    rng.next_u64() & !(1 << 63)
}
fn non_member(rng: &mut SplitMix64) -> u64 {
    rng.next_u64() | 1 << 63
}

/// `(fp, i1, i2)` of a key.
fn candidates(p: &CuckooParams, key: u64) -> (u16, u32, u32) {
    let (fp, i1) = (fingerprint(p, key), index1(p, key));
    (fp, i1, alt(i1, fp, p.bucket_bits()))
}

/// Inserts fresh member keys until the first FULL answer. Returns the keys
/// whose insert answered OK and the load (items / slots) just before the
/// FULL answer.
fn fill_until_full(f: &mut CuckooModel, rng: &mut SplitMix64) -> (Vec<u64>, f64) {
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
fn snapshot(f: &CuckooModel) -> Vec<u64> {
    (0..=f.params().stash_addr())
        .map(|a| f.read_word(a).unwrap())
        .collect()
}

/// Non-empty slots plus the stash, counted from the buckets themselves.
fn recount(f: &CuckooModel) -> u64 {
    let slots: u64 = (0..f.params().buckets() as u32)
        .map(|i| f.bucket(i).iter().filter(|&&s| s != 0).count() as u64)
        .sum();
    slots + f.stash().is_some() as u64
}

fn assert_all_present(f: &CuckooModel, keys: &[u64], what: &str) {
    for (n, &k) in keys.iter().enumerate() {
        assert!(f.contains(k), "{what}: key #{n} ({k:#x}) is missing");
    }
}

// ---------------------------------------------------------------------------
// Constants, hashing, LFSR

/// docs/cuckoo.md is the specification: the constants in it are the model's.
#[test]
fn constants_match_the_doc_and_their_derivation() {
    let doc = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/../docs/cuckoo.md"))
        .expect("docs/cuckoo.md");
    let start = doc.find("`GCOL[0..16]` =").expect("GCOL list in the doc");
    let end = start + doc[start..].find("(SplitMix64").expect("end of GCOL list");
    let listed: Vec<u32> = doc[start..end]
        .split(|c: char| c.is_whitespace() || c == ',')
        .filter(|t| t.starts_with("0x"))
        .map(|t| u32::from_str_radix(&t[2..], 16).expect("hex constant"))
        .collect();
    assert_eq!(listed, GCOL.to_vec(), "GCOL differs from docs/cuckoo.md");

    // "SplitMix64 of the seed ASCII "cuckoo", low 32 bits" (big-endian seed).
    let seed = u64::from_be_bytes([0, 0, b'c', b'u', b'c', b'k', b'o', b'o']);
    let mut rng = SplitMix64(seed);
    let derived: Vec<u32> = (0..16).map(|_| rng.next_u64() as u32).collect();
    assert_eq!(derived, GCOL.to_vec());

    let flat = doc.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(flat.contains(&format!("seed `{LFSR_SEED:#X}`, taps `{LFSR_TAPS:#X}`")));
    assert!(flat.contains(&format!("| 1..=65535 | {DEFAULT_MAX_KICKS} |")));
    assert_eq!(cuckoo::SLOTS, 4);
    let ops = [
        opcode::QUERY,
        opcode::INSERT,
        opcode::CLEAR,
        opcode::READ,
        opcode::WRITE,
        opcode::DELETE,
        opcode::COUNT,
        opcode::STATS,
    ];
    assert_eq!(ops, [0, 1, 2, 3, 4, 5, 6, 7]);
    assert_eq!((code::OK, code::FULL, code::NOT_FOUND), (0, 1, 2));
    assert!(
        flat.contains("0 QUERY, 1 INSERT, 2 CLEAR, 3 READ, 4 WRITE, 5 DELETE, 6 COUNT, 7 STATS")
    );
}

#[test]
fn alt_is_an_involution_and_flips_bit_0() {
    let mut rng = SplitMix64(1);
    for b in 1..=20 {
        let mask = (1u32 << b) - 1;
        for fp in 1..=u16::MAX {
            let i = rng.next_u64() as u32 & mask;
            let j = alt(i, fp, b);
            assert!(j <= mask, "alt out of range: B {b} fp {fp:#x} i {i}");
            assert_eq!(
                alt(j, fp, b),
                i,
                "not an involution: B {b} fp {fp:#x} i {i}"
            );
            assert_eq!((i ^ j) & 1, 1, "same bank: B {b} fp {fp:#x} i {i}");
        }
    }
}

#[test]
fn g_is_linear() {
    assert_eq!(g(0), 0);
    for (j, &c) in GCOL.iter().enumerate() {
        assert_eq!(g(1 << j), c);
    }
    let mut rng = SplitMix64(2);
    for _ in 0..200_000 {
        let (a, b) = (rng.next_u64() as u16, rng.next_u64() as u16);
        assert_eq!(g(a ^ b), g(a) ^ g(b), "a {a:#x} b {b:#x}");
    }
}

#[test]
fn fingerprint_and_index_are_the_doc_slices_of_h0() {
    let mut rng = SplitMix64(3);
    let mut remapped = 0;
    for f in 8..=16 {
        for b in [1, 7, 12, 20, 30] {
            let p = params(f, b, 500);
            for n in 0..20_000u64 {
                // Also keys whose fp_raw is 0, found by search.
                let key = if n < 10_000 { rng.next_u64() } else { n };
                let h0 = mix(key).h0;
                let raw = (h0 & ((1 << f) - 1)) as u16;
                let fp = fingerprint(&p, key);
                assert_eq!(fp, if raw == 0 { 1 } else { raw });
                remapped += (raw == 0) as u32;
                assert_eq!(index1(&p, key) as u64, (h0 >> 32) & ((1 << b) - 1));
            }
        }
    }
    assert!(remapped > 0, "no key with fp_raw = 0 was tried");
}

#[test]
fn lfsr_has_period_65535_from_the_seed() {
    let mut seen = vec![false; 1 << 16];
    let mut x = LFSR_SEED;
    let mut n = 0u32;
    loop {
        assert_ne!(x, 0, "the LFSR reached 0");
        assert!(!seen[x as usize], "state {x:#x} repeats after {n} steps");
        seen[x as usize] = true;
        // The doc's literal step.
        let lsb = x & 1;
        let mut y = x >> 1;
        if lsb == 1 {
            y ^= LFSR_TAPS;
        }
        assert_eq!(lfsr_step(x), y);
        x = y;
        n += 1;
        if x == LFSR_SEED {
            break;
        }
    }
    assert_eq!(n, 65535);
}

// ---------------------------------------------------------------------------
// No false negatives, load at the first FULL, false-positive rate

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

/// Wilson score interval for `hits` successes out of `n` at `z` sigmas: also
/// correct when the expected count is small.
fn wilson(hits: u64, n: u64, z: f64) -> (f64, f64) {
    let (n, ph) = (n as f64, hits as f64 / n as f64);
    let z2 = z * z;
    let centre = (ph + z2 / (2.0 * n)) / (1.0 + z2 / n);
    let half = z / (1.0 + z2 / n) * (ph * (1.0 - ph) / n + z2 / (4.0 * n * n)).sqrt();
    ((centre - half).max(0.0), (centre + half).min(1.0))
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

// ---------------------------------------------------------------------------
// DELETE

#[test]
fn delete_then_query_misses_unless_a_twin_remains() {
    let p = params(16, 12, DEFAULT_MAX_KICKS);
    let mut m = CuckooModel::new(p);
    let mut rng = SplitMix64(20);
    let keys: Vec<u64> = (0..8000).map(|_| member(&mut rng)).collect();
    for &k in &keys {
        assert_eq!(m.insert(k), code::OK);
    }
    let twin_of = |k: u64, others: &[u64]| {
        let (fp, i1, i2) = candidates(&p, k);
        others.iter().any(|&o| {
            let (ofp, oi1, _) = candidates(&p, o);
            ofp == fp && (oi1 == i1 || oi1 == i2)
        })
    };
    let (gone, kept) = keys.split_at(4000);
    for (n, &k) in gone.iter().enumerate() {
        let items = m.items();
        assert_eq!(m.delete(k), code::OK, "delete of an inserted key");
        assert_eq!(m.items(), items - 1);
        let twin = twin_of(k, &gone[n + 1..]) || twin_of(k, kept);
        assert_eq!(
            m.contains(k),
            twin,
            "key {k:#x} after its delete (twin {twin})"
        );
    }
    assert_all_present(&m, kept, "after deleting the other half");
    assert_eq!(m.items(), 4000);
    assert_eq!(recount(&m), 4000);
}

#[test]
fn delete_of_a_never_inserted_key_is_not_found() {
    let p = params(16, 12, DEFAULT_MAX_KICKS);
    let mut m = CuckooModel::new(p);
    let mut rng = SplitMix64(21);
    let keys: Vec<u64> = (0..20).map(|_| member(&mut rng)).collect();
    for &k in &keys {
        m.insert(k);
    }
    let before = snapshot(&m);
    for _ in 0..100_000 {
        let r = m.apply(CuckooOp::Delete(non_member(&mut rng))).unwrap();
        assert_eq!((r.op, r.code, r.data), (opcode::DELETE, code::NOT_FOUND, 0));
    }
    assert_eq!(snapshot(&m), before);
    assert_eq!(m.items(), 20);
    assert_all_present(&m, &keys, "after failed deletes");
}

/// Random inserts (with repeats), deletes (of present and absent keys) and
/// queries: `items` is always exact and the LFSR has stepped once per
/// eviction.
#[test]
fn items_are_exact_through_insert_delete_sequences() {
    for (f, b, kicks, seed) in [(12, 8, 500, 30), (8, 5, 20, 31), (16, 3, 4, 32)] {
        let p = params(f, b, kicks);
        let mut m = CuckooModel::new(p);
        let mut rng = SplitMix64(seed);
        let pool: Vec<u64> = (0..p.slots() + 50).map(|_| member(&mut rng)).collect();
        let mut stored: Vec<u64> = Vec::new(); // one entry per OK insert
        let mut non_member_hits = 0;
        for step in 0..60_000u64 {
            let kicks_before = m.kicks();
            match rng.below(10) {
                0..=4 => {
                    let k = pool[rng.below(pool.len() as u64) as usize];
                    let r = m.apply(CuckooOp::Insert(k)).unwrap();
                    match r.code {
                        code::OK => stored.push(k),
                        code::FULL => assert_eq!(r.data, 0),
                        c => panic!("insert answered {c}"),
                    }
                    assert_eq!(m.kicks(), kicks_before + r.data);
                }
                5..=7 if !stored.is_empty() => {
                    let n = rng.below(stored.len() as u64) as usize;
                    let k = stored.swap_remove(n);
                    let r = m.apply(CuckooOp::Delete(k)).unwrap();
                    assert_eq!(r.code, code::OK, "delete of a stored key");
                    assert_eq!(m.kicks(), kicks_before + r.data);
                }
                8 => {
                    // A never-inserted key: when it answers OK it took the
                    // copy of a stored key with the same fingerprint and
                    // buckets (copies of such twins are interchangeable).
                    let k = non_member(&mut rng);
                    let r = m.apply(CuckooOp::Delete(k)).unwrap();
                    assert_eq!(m.kicks(), kicks_before + r.data);
                    let (fp, i1, i2) = candidates(&p, k);
                    let twin = stored.iter().position(|&o| {
                        let (ofp, oi1, _) = candidates(&p, o);
                        ofp == fp && (oi1 == i1 || oi1 == i2)
                    });
                    match (r.code, twin) {
                        (code::OK, Some(n)) => {
                            stored.swap_remove(n);
                            non_member_hits += 1;
                        }
                        (code::NOT_FOUND, None) => {}
                        (c, t) => panic!("non-member delete answered {c} with twin {t:?}"),
                    }
                }
                _ => {
                    let k = pool[rng.below(pool.len() as u64) as usize];
                    let present = m.contains(k);
                    assert!(present || !stored.contains(&k));
                }
            }
            assert_eq!(m.items(), stored.len() as u64, "step {step}");
            let count = m.apply(CuckooOp::Count).unwrap();
            assert_eq!(count.data, stored.len() as u64);
            if step % 1000 == 0 {
                assert_eq!(recount(&m), stored.len() as u64, "step {step}");
                assert_all_present(&m, &stored, "random sequence");
                let mut x = LFSR_SEED;
                for _ in 0..m.kicks() % 65535 {
                    x = lfsr_step(x);
                }
                assert_eq!(m.lfsr(), x, "LFSR after {} evictions", m.kicks());
            }
        }
        println!("f {f} B {b}: {non_member_hits} deletes of never-inserted keys took a twin");
        assert!(m.kicks() > 0 && m.full_answers() > 0, "f {f} B {b}");
    }
}

/// DELETE from a bucket while the stash is full re-inserts the stash: it
/// ends empty, or holds a victim after `max_kicks` evictions; `items` drops
/// by exactly the deleted key and every other key stays present.
#[test]
fn delete_reinserts_the_stash() {
    let (mut emptied, mut refilled) = (0, 0);
    for (kicks, seed) in [(500, 40), (8, 41)] {
        let p = params(12, 10, kicks);
        let mut m = CuckooModel::new(p);
        let mut rng = SplitMix64(seed);
        let (mut ok, _) = fill_until_full(&mut m, &mut rng);

        // First a key next to the stash entry: the slot it frees is one of the
        // stash entry's buckets, so the re-insert needs no eviction.
        let (sfp, sb) = m.stash().unwrap();
        let sj = alt(sb, sfp, 10);
        let n = ok
            .iter()
            .position(|&k| {
                // DELETE takes the copy in i1 if there is one, else in i2.
                let (fp, i1, i2) = candidates(&p, k);
                let from = if m.bucket(i1).contains(&fp) { i1 } else { i2 };
                from == sb && m.bucket(sb).contains(&fp)
            })
            .expect("a key stored in the stash entry's bucket");
        let k = ok.swap_remove(n);
        let (items, total_kicks) = (m.items(), m.kicks());
        let r = m.apply(CuckooOp::Delete(k)).unwrap();
        assert_eq!((r.code, r.data), (code::OK, 0));
        assert_eq!(m.stash(), None);
        assert_eq!((m.items(), m.kicks()), (items - 1, total_kicks));
        assert!(m.bucket(sb).contains(&sfp) || m.bucket(sj).contains(&sfp));
        assert_all_present(&m, &ok, "after the adjacent delete");

        // Then refill and delete random keys, many times.
        for round in 0..150 {
            while m.stash().is_none() {
                let k = member(&mut rng);
                assert_eq!(m.insert(k), code::OK);
                ok.push(k);
            }
            let before = m.stash();
            // A key whose copy is in a bucket (not the one only in the stash).
            let mut no_stash = m.clone();
            no_stash.write_word(p.stash_addr(), 0).unwrap();
            let n = loop {
                let n = rng.below(ok.len() as u64) as usize;
                if no_stash.contains(ok[n]) {
                    break n;
                }
            };
            let k = ok.swap_remove(n);
            let (items, total_kicks) = (m.items(), m.kicks());
            let r = m.apply(CuckooOp::Delete(k)).unwrap();
            assert_eq!(r.code, code::OK);
            assert_eq!(
                m.items(),
                items - 1,
                "round {round}: the re-insert changed items"
            );
            assert_eq!(m.kicks(), total_kicks + r.data);
            assert_eq!(recount(&m), items - 1);
            match m.stash() {
                None => emptied += 1,
                Some(s) => {
                    assert_eq!(
                        r.data, kicks as u64,
                        "a victim is parked only after max_kicks"
                    );
                    refilled += (Some(s) != before) as u32;
                }
            }
            assert_all_present(&m, &ok, &format!("max_kicks {kicks} round {round}"));
        }
    }
    println!("stash re-insert: emptied {emptied}, new victim {refilled}");
    assert!(
        emptied > 0 && refilled > 0,
        "emptied {emptied}, new victim {refilled}"
    );
}

#[test]
fn delete_from_the_stash() {
    let p = params(12, 10, DEFAULT_MAX_KICKS);
    let mut m = CuckooModel::new(p);
    let (ok, _) = fill_until_full(&mut m, &mut SplitMix64(42));
    let mut no_stash = m.clone();
    no_stash.write_word(p.stash_addr(), 0).unwrap();
    let k = *ok.iter().find(|&&k| !no_stash.contains(k)).unwrap();
    let (items, lfsr) = (m.items(), m.lfsr());
    let r = m.apply(CuckooOp::Delete(k)).unwrap();
    assert_eq!((r.code, r.data), (code::OK, 0));
    assert_eq!((m.stash(), m.items(), m.lfsr()), (None, items - 1, lfsr));
    assert!(!m.contains(k));
    assert_eq!(m.insert(k), code::OK, "the stash is free again");
}

/// Tables of 4..16 buckets, where most keys share buckets with others and
/// some keys are inserted several times.
#[test]
fn tiny_tables() {
    for b in 2..=4 {
        for f in [8, 12] {
            for seed in 0..40 {
                let p = params(f, b, if seed % 2 == 0 { 500 } else { 3 });
                let mut m = CuckooModel::new(p);
                let mut rng = SplitMix64(seed * 100 + b as u64 * 10 + f as u64);
                let mut ok: Vec<u64> = Vec::new();
                let mut fulls = 0;
                while fulls < 5 {
                    let k = if !ok.is_empty() && rng.chance(1, 5) {
                        ok[rng.below(ok.len() as u64) as usize]
                    } else {
                        member(&mut rng)
                    };
                    match m.insert(k) {
                        code::OK => ok.push(k),
                        code::FULL => fulls += 1,
                        c => panic!("insert answered {c}"),
                    }
                    assert_all_present(&m, &ok, &format!("B {b} f {f} seed {seed}"));
                }
                assert_eq!(m.items(), ok.len() as u64);
                assert_eq!(m.full_answers(), 5);
                // Delete everything, in random order.
                while !ok.is_empty() {
                    let n = rng.below(ok.len() as u64) as usize;
                    let k = ok.swap_remove(n);
                    assert_eq!(m.delete(k), code::OK, "B {b} f {f} seed {seed}");
                    assert_eq!(m.items(), ok.len() as u64);
                    assert_all_present(&m, &ok, &format!("B {b} f {f} seed {seed} deleting"));
                }
                assert_eq!((m.items(), m.stash()), (0, None));
                assert!(
                    snapshot(&m).iter().all(|&w| w == 0),
                    "B {b} f {f} seed {seed}"
                );
            }
        }
    }
}

// ---------------------------------------------------------------------------
// max_kicks, CLEAR, snapshots

#[test]
fn max_kicks_one_parks_the_victim() {
    // The same key 8 times fills both its buckets with its fingerprint.
    let p = params(12, 10, 1);
    let mut m = CuckooModel::new(p);
    let key = 0x1234;
    let (fp, i1, i2) = candidates(&p, key);
    for _ in 0..8 {
        let r = m.apply(CuckooOp::Insert(key)).unwrap();
        assert_eq!((r.code, r.data), (code::OK, 0));
    }
    assert_eq!((m.bucket(i1), m.bucket(i2)), ([fp; 4], [fp; 4]));
    let r = m.apply(CuckooOp::Insert(key)).unwrap();
    assert_eq!((r.code, r.data), (code::OK, 1));
    // Evicted from i2 (the walk starts at the alternate bucket); its next
    // bucket alt(i2, fp) = i1 is full, so (fp, i1) goes to the stash.
    assert_eq!(m.stash(), Some((fp, i1)));
    assert_eq!(
        (m.kicks(), m.items(), m.lfsr()),
        (1, 9, lfsr_step(LFSR_SEED))
    );
    let r = m.apply(CuckooOp::Insert(key ^ 1)).unwrap();
    assert_eq!((r.code, r.data), (code::FULL, 0));
    assert_eq!((m.full_answers(), m.kicks(), m.items()), (1, 1, 9));
    let stats = m.apply(CuckooOp::Stats).unwrap();
    assert_eq!(stats.data, 1 | 1 << 32);

    // Two buckets: every key has the pair {0, 1}. The ninth key evicts slot
    // (lfsr & 3) of its alternate bucket, and the victim goes to the stash
    // with its next bucket, the other one.
    let p = params(12, 1, 1);
    let mut m = CuckooModel::new(p);
    let mut rng = SplitMix64(50);
    for _ in 0..8 {
        assert_eq!(m.insert(member(&mut rng)), code::OK);
    }
    assert_eq!(m.kicks(), 0);
    let k = member(&mut rng);
    let (fp, _, j) = candidates(&p, k);
    let s = (lfsr_step(LFSR_SEED) & 3) as usize;
    let victim = m.bucket(j)[s];
    let mut expect_j = m.bucket(j);
    expect_j[s] = fp;
    assert_eq!(m.insert(k), code::OK);
    assert_eq!(m.last_op_kicks(), 1);
    assert_eq!(m.bucket(j), expect_j);
    assert_eq!(m.stash(), Some((victim, j ^ 1)));
    assert_eq!(m.insert(member(&mut rng)), code::FULL);
    assert_eq!(m.full_answers(), 1);
}

#[test]
fn clear_resets_table_stash_lfsr_and_counters() {
    let p = params(12, 8, DEFAULT_MAX_KICKS);
    let mut m = CuckooModel::new(p);
    let mut rng = SplitMix64(60);
    fill_until_full(&mut m, &mut rng);
    m.insert(1);
    assert!(m.kicks() > 0 && m.full_answers() > 0 && m.lfsr() != LFSR_SEED);
    let r = m.apply(CuckooOp::Clear).unwrap();
    assert_eq!((r.op, r.code, r.data), (opcode::CLEAR, code::OK, 0));
    assert_eq!((m.items(), m.kicks(), m.full_answers()), (0, 0, 0));
    assert_eq!(
        (m.stash(), m.lfsr(), m.last_op_kicks()),
        (None, LFSR_SEED, 0)
    );
    assert!(snapshot(&m).iter().all(|&w| w == 0));
    assert_eq!(m.apply(CuckooOp::Stats).unwrap().data, 0);
    assert_eq!(m.apply(CuckooOp::Count).unwrap().data, 0);
    // From here on it behaves exactly as a new model.
    let mut fresh = CuckooModel::new(p);
    for _ in 0..2000 {
        let op = match rng.below(3) {
            0 => CuckooOp::Insert(rng.below(3000)),
            1 => CuckooOp::Delete(rng.below(3000)),
            _ => CuckooOp::Query(rng.below(3000)),
        };
        assert_eq!(m.apply(op), fresh.apply(op), "{op:?}");
    }
    assert_eq!((m.lfsr(), m.kicks()), (fresh.lfsr(), fresh.kicks()));
}

#[test]
fn snapshot_read_write_restores_the_filter() {
    for (f, b) in [(12, 10), (8, 7), (16, 9)] {
        let p = params(f, b, DEFAULT_MAX_KICKS);
        let mut src = CuckooModel::new(p);
        let mut rng = SplitMix64(70 + f as u64);
        let (ok, _) = fill_until_full(&mut src, &mut rng);
        let (lfsr, kicks, full) = (src.lfsr(), src.kicks(), src.full_answers());
        let words: Vec<u64> = (0..=p.stash_addr())
            .map(|a| {
                let r = src.apply(CuckooOp::Read(a)).unwrap();
                assert_eq!((r.op, r.code), (opcode::READ, code::OK));
                r.data
            })
            .collect();
        assert_eq!(
            (src.lfsr(), src.kicks(), src.full_answers()),
            (lfsr, kicks, full)
        );
        assert_ne!(
            words[p.stash_addr() as usize],
            0,
            "the stash word is part of the snapshot"
        );
        // Layout: slot s at bits [s*f, (s+1)*f).
        for i in 0..p.buckets() as u32 {
            let w = words[i as usize];
            let slots = src.bucket(i);
            for (s, &v) in slots.iter().enumerate() {
                assert_eq!((w >> (s as u32 * f)) & ((1 << f) - 1), v as u64);
            }
            assert!(f == 16 || w >> (4 * f) == 0);
        }

        // Restore into a used model: CLEAR, then WRITE every word.
        let mut dst = CuckooModel::new(p);
        for k in 0..100 {
            dst.insert(k);
        }
        dst.apply(CuckooOp::Clear).unwrap();
        for (a, &w) in words.iter().enumerate() {
            let r = dst.apply(CuckooOp::Write(a as u32, w)).unwrap();
            assert_eq!((r.op, r.code, r.data), (opcode::WRITE, code::OK, 0));
        }
        assert_eq!(snapshot(&dst), words);
        assert_eq!(dst.items(), src.items());
        assert_eq!(dst.stash(), src.stash());
        assert_eq!(
            (dst.lfsr(), dst.kicks(), dst.full_answers()),
            (LFSR_SEED, 0, 0)
        );
        for n in 0..100_000 {
            let k = if n % 2 == 0 {
                ok[rng.below(ok.len() as u64) as usize]
            } else {
                non_member(&mut rng)
            };
            let (a, b) = (
                src.apply(CuckooOp::Query(k)).unwrap(),
                dst.apply(CuckooOp::Query(k)).unwrap(),
            );
            assert_eq!(a, b, "query {k:#x}");
        }

        // WRITE returns the previous word and keeps items consistent.
        let a = rng.below(p.buckets()) as u32;
        let old = dst.read_word(a).unwrap();
        let items = dst.items();
        let occupied = dst.bucket(a).iter().filter(|&&s| s != 0).count() as u64;
        assert_eq!(dst.write_word(a, 1).unwrap(), old);
        assert_eq!(dst.items(), items - occupied + 1);
        assert_eq!(dst.apply(CuckooOp::Write(a, old)).unwrap().data, 1);
        assert_eq!(dst.items(), items);
        let stash_word = words[p.stash_addr() as usize];
        assert_eq!(dst.write_word(p.stash_addr(), 0).unwrap(), stash_word);
        assert_eq!((dst.items(), dst.stash()), (items - 1, None));
        assert_eq!(dst.write_word(p.stash_addr(), stash_word).unwrap(), 0);
        assert_eq!(dst.items(), items);
    }
}

#[test]
fn snapshot_ports_refuse_bad_addresses_and_words() {
    let p = params(12, 10, DEFAULT_MAX_KICKS);
    let mut m = CuckooModel::new(p);
    fill_until_full(&mut m, &mut SplitMix64(80));
    let before = (
        snapshot(&m),
        m.items(),
        m.lfsr(),
        m.kicks(),
        m.full_answers(),
    );
    let stash = p.stash_addr();
    assert_eq!(stash, 1024);
    let valid = 1u64 << 63;
    let bad = [
        (CuckooOp::Read(stash + 1), "address"),
        (CuckooOp::Read(u32::MAX), "address"),
        (CuckooOp::Write(stash + 1, 0), "address"),
        (CuckooOp::Write(0, 1 << 48), "above its 48 bits"),
        (CuckooOp::Write(5, u64::MAX), "above its 48 bits"),
        (CuckooOp::Write(stash, valid | 0x1000), "12-bit fingerprint"),
        (CuckooOp::Write(stash, valid), "12-bit fingerprint"), // fp 0 while valid
        (
            CuckooOp::Write(stash, valid | 1024 << 16 | 5),
            "outside the table of 1024",
        ),
        (CuckooOp::Write(stash, valid | 1 << 48 | 5), "reserved"),
        (CuckooOp::Write(stash, 7 << 16 | 5), "reserved"), // fields while not valid
    ];
    for (op, msg) in bad {
        let e = m.apply(op).expect_err(&format!("{op:?} must be refused"));
        assert!(e.to_string().contains(msg), "{op:?}: {e}");
        let after = (
            snapshot(&m),
            m.items(),
            m.lfsr(),
            m.kicks(),
            m.full_answers(),
        );
        assert!(after == before, "{op:?} changed the state");
    }
    assert!(matches!(
        m.read_word(stash + 1),
        Err(ParamError::Address {
            addr: 1025,
            words: 1025
        })
    ));
    // f = 16: every 64-bit bucket word is valid.
    let mut w16 = CuckooModel::new(params(16, 4, 500));
    assert_eq!(w16.write_word(0, u64::MAX).unwrap(), 0);
    assert_eq!((w16.bucket(0), w16.items()), ([0xffff; 4], 4));
}

// ---------------------------------------------------------------------------
// Parameters and ops

#[test]
fn for_capacity_follows_the_sizing_rule() {
    let p = CuckooParams::for_capacity(1000, 0.01).unwrap();
    // f = ceil(log2(8 / 0.01)) = ceil(9.64) = 10; 1000 / 3.8 = 263.2 -> 512.
    assert_eq!((p.fp_bits(), p.bucket_bits(), p.max_kicks()), (10, 9, 500));
    assert_eq!((p.buckets(), p.slots(), p.capacity()), (512, 2048, 1945));
    assert_eq!(
        (p.word_bits(), p.stash_addr(), p.expected_max_load()),
        (40, 512, 0.95)
    );
    let cases = [
        // (n, p) -> (f, B)
        ((1, 0.5), (8, 1)),        // f clamps up to 8, at least 2 buckets
        ((7, 0.01), (10, 1)),      // 7 <= 7.6
        ((8, 0.01), (10, 2)),      // 8 > 7.6
        ((3891, 0.001), (13, 10)), // 4 * 1024 * 0.95 = 3891.2
        ((3892, 0.001), (13, 11)),
        ((1_000_000, 1e-9), (16, 19)), // f clamps down to 16; 2^18 * 3.8 < 1e6
        ((100, 1.0 / 32.0), (8, 5)),   // log2(256) = 8 exactly
        ((100, 1.0 / 64.0), (9, 5)),
    ];
    for ((n, fpr), want) in cases {
        let p = CuckooParams::for_capacity(n, fpr).unwrap();
        assert_eq!((p.fp_bits(), p.bucket_bits()), want, "({n}, {fpr})");
    }
    // The smallest power of two that holds n at 95% load.
    for n in (1..5000).chain([1 << 20, 123_456_789, 4_000_000_000]) {
        let p = CuckooParams::for_capacity(n, 0.01).unwrap();
        assert!(p.capacity() >= n, "n {n}");
        if p.bucket_bits() > 1 {
            let smaller = params(10, p.bucket_bits() - 1, 500);
            assert!(
                smaller.capacity() < n,
                "n {n}: B {} is not minimal",
                p.bucket_bits()
            );
        }
    }
    for fpr in [0.1, 0.01, 1e-3, 2e-4] {
        let p = CuckooParams::for_capacity(1000, fpr).unwrap();
        assert!(
            p.theoretical_fpr() <= fpr,
            "fpr {fpr}: {}",
            p.theoretical_fpr()
        );
    }
}

#[test]
fn derived_values() {
    for f in 8..=16 {
        let p = params(f, 12, 500);
        let q = 1.0 / ((1u64 << f) - 1) as f64;
        let want = 1.0 - (1.0 - q).powi(8);
        assert!((p.theoretical_fpr() - want).abs() <= 1e-12 * want, "f {f}");
        assert!(p.theoretical_fpr() < 8.0 * q);
        assert_eq!(p.capacity(), (0.95 * 16384.0f64).floor() as u64);
    }
    let p = params(16, 30, 65535);
    assert_eq!(
        (p.buckets(), p.slots(), p.stash_addr()),
        (1 << 30, 1 << 32, 1 << 30)
    );
    assert_eq!(p.word_bits(), 64);
}

#[test]
fn bad_parameters_are_refused_with_clear_errors() {
    let cases: [(Result<CuckooParams, ParamError>, &str); 8] = [
        (
            CuckooParams::new(7, 10, 500),
            "fingerprint width 7 is out of range: 8..=16",
        ),
        (
            CuckooParams::new(17, 10, 500),
            "fingerprint width 17 is out of range: 8..=16",
        ),
        (
            CuckooParams::new(12, 0, 500),
            "bucket address width 0 is out of range: 1..=30",
        ),
        (
            CuckooParams::new(12, 31, 500),
            "bucket address width 31 is out of range: 1..=30",
        ),
        (
            CuckooParams::new(12, 10, 0),
            "max_kicks 0 is out of range: 1..=65535",
        ),
        (
            CuckooParams::new(12, 10, 65536),
            "max_kicks 65536 is out of range: 1..=65535",
        ),
        (
            CuckooParams::for_capacity(0, 0.01),
            "capacity must be at least 1 key",
        ),
        (
            CuckooParams::for_capacity(5_000_000_000, 0.01),
            "more than 2^30 buckets",
        ),
    ];
    for (r, msg) in cases {
        let e = r.expect_err(msg);
        assert!(e.to_string().contains(msg), "{e} does not say {msg:?}");
    }
    for fpr in [0.0, 1.0, -0.1, 1.5, f64::NAN, f64::INFINITY] {
        let e = CuckooParams::for_capacity(1000, fpr).expect_err("bad fpr");
        assert!(e.to_string().contains("strictly between 0 and 1"), "{e}");
    }
    for (f, b, k) in [(8, 1, 1), (16, 30, 65535)] {
        assert!(CuckooParams::new(f, b, k).is_ok());
    }
}

#[test]
fn op_encoding() {
    let ops = [
        (CuckooOp::Query(5), opcode::QUERY, 5, 0),
        (CuckooOp::Insert(6), opcode::INSERT, 6, 0),
        (CuckooOp::Clear, opcode::CLEAR, 0, 0),
        (CuckooOp::Read(7), opcode::READ, 7, 0),
        (CuckooOp::Write(8, 9), opcode::WRITE, 8, 9),
        (CuckooOp::Delete(u64::MAX), opcode::DELETE, u64::MAX, 0),
        (CuckooOp::Count, opcode::COUNT, 0, 0),
        (CuckooOp::Stats, opcode::STATS, 0, 0),
    ];
    let mut m = CuckooModel::new(params(12, 4, 500));
    for (op, c, key, data) in ops {
        assert_eq!((op.code(), op.key(), op.data()), (c, key, data), "{op:?}");
        assert_eq!(m.apply(op).unwrap().op, c);
    }
}

// ---------------------------------------------------------------------------
// A literal transcription of docs/cuckoo.md, compared op by op

/// The spec written as plainly as possible: slots as arrays, G bit by bit,
/// no shortcuts. The model must agree with it on every result and on every
/// piece of state.
struct Literal {
    f: u32,
    b: u32,
    max_kicks: u32,
    t: Vec<[u16; 4]>,
    stash: Option<(u16, u32)>,
    lfsr: u16,
    items: u32,
    kicks: u32,
    full: u32,
}

impl Literal {
    fn new(p: &CuckooParams) -> Self {
        Literal {
            f: p.fp_bits(),
            b: p.bucket_bits(),
            max_kicks: p.max_kicks(),
            t: vec![[0; 4]; 1 << p.bucket_bits()],
            stash: None,
            lfsr: 0xACE1,
            items: 0,
            kicks: 0,
            full: 0,
        }
    }
    fn hash(&self, key: u64) -> (u16, u32) {
        let h0 = mix(key).h0;
        let raw = (h0 & ((1 << self.f) - 1)) as u16;
        let fp = if raw == 0 { 1 } else { raw };
        (fp, ((h0 >> 32) & ((1 << self.b) - 1)) as u32)
    }
    fn alt(&self, i: u32, fp: u16) -> u32 {
        let mut gv = 0u32;
        for (j, &c) in GCOL.iter().enumerate() {
            if fp >> j & 1 == 1 {
                gv ^= c;
            }
        }
        i ^ ((gv | 1) & ((1 << self.b) - 1))
    }
    fn put(&mut self, i: u32, fp: u16) -> bool {
        match self.t[i as usize].iter().position(|&s| s == 0) {
            Some(s) => {
                self.t[i as usize][s] = fp;
                true
            }
            None => false,
        }
    }
    fn place(&mut self, fp: u16, i: u32) -> u64 {
        let j = self.alt(i, fp);
        if self.put(i, fp) || self.put(j, fp) {
            return 0;
        }
        let (mut cur, mut x) = (j, fp);
        for n in 1..=self.max_kicks {
            let lsb = self.lfsr & 1;
            self.lfsr >>= 1;
            if lsb == 1 {
                self.lfsr ^= 0xB400;
            }
            let s = (self.lfsr & 3) as usize;
            std::mem::swap(&mut x, &mut self.t[cur as usize][s]);
            self.kicks = self.kicks.wrapping_add(1);
            cur = self.alt(cur, x);
            if self.put(cur, x) {
                return n as u64;
            }
        }
        self.stash = Some((x, cur));
        self.max_kicks as u64
    }
    fn read(&self, addr: u32) -> Option<u64> {
        let n = 1u32 << self.b;
        if addr == n {
            Some(
                self.stash
                    .map_or(0, |(fp, b)| 1 << 63 | (b as u64) << 16 | fp as u64),
            )
        } else if addr < n {
            let mut w = 0;
            for s in 0..4 {
                w |= (self.t[addr as usize][s] as u64) << (s as u32 * self.f);
            }
            Some(w)
        } else {
            None
        }
    }
    fn apply(&mut self, op: CuckooOp) -> Option<(u8, u64)> {
        Some(match op {
            CuckooOp::Query(k) => {
                let (fp, i1) = self.hash(k);
                let i2 = self.alt(i1, fp);
                let hit = self.t[i1 as usize].contains(&fp)
                    || self.t[i2 as usize].contains(&fp)
                    || self
                        .stash
                        .is_some_and(|(sf, sb)| sf == fp && (sb == i1 || sb == i2));
                (if hit { code::OK } else { code::NOT_FOUND }, 0)
            }
            CuckooOp::Insert(k) => {
                if self.stash.is_some() {
                    self.full = self.full.wrapping_add(1);
                    return Some((code::FULL, 0));
                }
                let (fp, i1) = self.hash(k);
                let n = self.place(fp, i1);
                self.items = self.items.wrapping_add(1);
                (code::OK, n)
            }
            CuckooOp::Delete(k) => {
                let (fp, i1) = self.hash(k);
                let i2 = self.alt(i1, fp);
                let mut from_bucket = false;
                for i in [i1, i2] {
                    if let Some(s) = self.t[i as usize].iter().position(|&v| v == fp) {
                        self.t[i as usize][s] = 0;
                        from_bucket = true;
                        break;
                    }
                }
                if !from_bucket {
                    match self.stash {
                        Some((sf, sb)) if sf == fp && (sb == i1 || sb == i2) => self.stash = None,
                        _ => return Some((code::NOT_FOUND, 0)),
                    }
                }
                self.items = self.items.wrapping_sub(1);
                let mut n = 0;
                if from_bucket && self.stash.is_some() {
                    let (sf, sb) = self.stash.take().unwrap();
                    n = self.place(sf, sb);
                }
                (code::OK, n)
            }
            CuckooOp::Clear => {
                let p = params(self.f, self.b, self.max_kicks);
                *self = Literal::new(&p);
                (code::OK, 0)
            }
            CuckooOp::Count => (code::OK, self.items as u64),
            CuckooOp::Stats => (code::OK, self.kicks as u64 | (self.full as u64) << 32),
            CuckooOp::Read(a) => (code::OK, self.read(a)?),
            CuckooOp::Write(a, w) => {
                let old = self.read(a)?;
                if a == 1 << self.b {
                    let new = if w == 0 {
                        None
                    } else {
                        let (fp, b) = (w & 0xffff, (w >> 16) & 0xffff_ffff);
                        let ok = w >> 63 == 1
                            && w >> 48 & 0x7fff == 0
                            && fp != 0
                            && fp < 1 << self.f
                            && b < 1 << self.b;
                        if !ok {
                            return None;
                        }
                        Some((fp as u16, b as u32))
                    };
                    self.items = self
                        .items
                        .wrapping_add(new.is_some() as u32)
                        .wrapping_sub(self.stash.is_some() as u32);
                    self.stash = new;
                } else {
                    if self.f < 16 && w >> (4 * self.f) != 0 {
                        return None;
                    }
                    let bucket = &mut self.t[a as usize];
                    for (s, slot) in bucket.iter_mut().enumerate() {
                        let v = ((w >> (s as u32 * self.f)) & ((1 << self.f) - 1)) as u16;
                        self.items = self
                            .items
                            .wrapping_sub((*slot != 0) as u32)
                            .wrapping_add((v != 0) as u32);
                        *slot = v;
                    }
                }
                (code::OK, old)
            }
        })
    }
}

#[test]
fn model_matches_a_literal_reading_of_the_doc() {
    let configs = [
        (8, 1, 2),
        (12, 3, 1),
        (16, 4, 7),
        (12, 6, 500),
        (9, 8, 30),
        (14, 5, 2000),
    ];
    for (ci, (f, b, kicks)) in configs.into_iter().enumerate() {
        let p = params(f, b, kicks);
        let mut m = CuckooModel::new(p);
        let mut lit = Literal::new(&p);
        let mut rng = SplitMix64(90 + ci as u64);
        let pool: Vec<u64> = (0..p.slots() * 2).map(|_| rng.next_u64()).collect();
        let key = |rng: &mut SplitMix64| pool[rng.below(pool.len() as u64) as usize];
        let words = p.stash_addr() as u64 + 1;
        let mut kinds = [0u32; 8];
        let (mut kicked, mut full) = (false, false);
        for step in 0..40_000 {
            let op = match rng.below(100) {
                0..=39 => CuckooOp::Insert(key(&mut rng)),
                40..=64 => CuckooOp::Delete(key(&mut rng)),
                65..=84 => CuckooOp::Query(key(&mut rng)),
                85 => CuckooOp::Clear,
                86 => CuckooOp::Count,
                87 => CuckooOp::Stats,
                88..=92 => CuckooOp::Read(rng.below(words + 2) as u32),
                _ => {
                    let a = rng.below(words + 1) as u32;
                    let w = match rng.below(4) {
                        // a word read elsewhere (valid layout)
                        0 => m.read_word(rng.below(words) as u32).unwrap(),
                        // a valid stash word or a random bucket word
                        1 => 1 << 63 | rng.below(1 << b) << 16 | (1 + rng.below((1 << f) - 1)),
                        2 => rng.next_u64() & ((1u128 << (4 * f)) - 1) as u64,
                        _ => rng.next_u64(),
                    };
                    CuckooOp::Write(a, w)
                }
            };
            let got = m.apply(op).ok().map(|r| {
                assert_eq!(r.op, op.code());
                (r.code, r.data)
            });
            let want = lit.apply(op);
            assert_eq!(got, want, "f {f} B {b} step {step}: {op:?}");
            kinds[op.code() as usize] += got.is_some() as u32;
            kicked |= matches!(op, CuckooOp::Insert(_)) && got.is_some_and(|(_, d)| d > 0);
            full |= got.is_some_and(|(c, _)| c == code::FULL);
            assert_eq!(m.stash(), lit.stash, "step {step}");
            assert_eq!(
                (m.lfsr(), m.items(), m.kicks(), m.full_answers()),
                (
                    lit.lfsr,
                    lit.items as u64,
                    lit.kicks as u64,
                    lit.full as u64
                ),
                "step {step}"
            );
            if step % 500 == 0 {
                for i in 0..p.buckets() as u32 {
                    assert_eq!(m.bucket(i), lit.t[i as usize], "step {step} bucket {i}");
                }
            }
        }
        assert!(kinds.iter().all(|&n| n > 0), "op mix {kinds:?}");
        assert!(kicked && full, "f {f} B {b}: kicked {kicked}, full {full}");
    }
}
