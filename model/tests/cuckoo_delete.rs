//! The Cuckoo filter model against docs/cuckoo.md: DELETE (twins, absent
//! keys, the stash re-insert, deleting the stash itself), exact `items`
//! through random sequences, and tiny tables.

use hwfilter_model::cuckoo::{DEFAULT_MAX_KICKS, LFSR_SEED, alt, code, lfsr_step, opcode};
use hwfilter_model::rng::SplitMix64;
use hwfilter_model::{CuckooModel, CuckooOp};

mod common;
use common::cuckoo::{
    assert_all_present, candidates, fill_until_full, member, non_member, params, recount, snapshot,
};

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
