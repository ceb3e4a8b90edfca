//! The Cuckoo filter model against docs/cuckoo.md: the constants and their
//! derivation, the hashing (fingerprint, index, alt(), G) and the LFSR, the
//! parameter checks and sizing rule, and the op encoding.

use hwfilter_model::cuckoo::{
    self, DEFAULT_MAX_KICKS, GCOL, LFSR_SEED, LFSR_TAPS, alt, code, fingerprint, g, index1,
    lfsr_step, opcode,
};
use hwfilter_model::hash::mix;
use hwfilter_model::rng::SplitMix64;
use hwfilter_model::{CuckooModel, CuckooOp, CuckooParams, ParamError};

mod common;
use common::cuckoo::params;

/// docs/cuckoo.md is the specification: the constants in it are the model's.
#[test]
fn constants_match_the_doc_and_their_derivation() {
    let doc = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/../docs/cuckoo.md"))
        .expect("docs/cuckoo.md");
    let start = doc
        .find("`GCOL[0]` to `GCOL[15]` =")
        .expect("GCOL list in the doc");
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
