//! The Cuckoo filter model against docs/cuckoo.md, compared op by op with a
//! deliberately naive transcription of the spec.

use hwfilter_model::cuckoo::{GCOL, code};
use hwfilter_model::hash::mix;
use hwfilter_model::rng::SplitMix64;
use hwfilter_model::{CuckooModel, CuckooOp, CuckooParams};

mod common;
use common::cuckoo::params;

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
