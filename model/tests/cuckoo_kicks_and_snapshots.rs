//! The Cuckoo filter model against docs/cuckoo.md: the kick limit parking
//! the victim in the stash, CLEAR, and the snapshot ports (read/write round
//! trips, refused addresses and words).

use hwfilter_model::cuckoo::{DEFAULT_MAX_KICKS, LFSR_SEED, code, lfsr_step, opcode};
use hwfilter_model::rng::SplitMix64;
use hwfilter_model::{CuckooModel, CuckooOp, ParamError};

mod common;
use common::cuckoo::{candidates, fill_until_full, member, non_member, params, snapshot};

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
