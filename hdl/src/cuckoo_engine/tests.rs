//! The whole engine in rust-hdl's simulation: random ops with random gaps
//! and back-pressure against the model (`CuckooModel`), result by result,
//! with a digest of the cycle each op and result moved at; lookups at one
//! per cycle; and that its Verilog is generated.
use super::*;
use hwfilter_model::rng::SplitMix64;
use hwfilter_model::{CuckooModel, CuckooOp, CuckooParams};

/// 16 buckets of 8-bit fingerprints and 8 kicks: the table fills, kicks
/// and stashes within a few hundred ops.
type Small = CuckooEngine<8, 32, 4, 3>;
const KICKS: u16 = 8;

fn settle<T: Block>(b: &mut T) {
    for _ in 0..200 {
        b.update_all();
        if !b.has_changed() {
            return;
        }
    }
    panic!("combinational logic did not settle");
}

fn cycle(e: &mut Small) {
    e.clock.next = Clock::from(false);
    settle(e);
    e.clock.next = Clock::from(true);
    settle(e);
}

fn random_op(rng: &mut SplitMix64) -> CuckooOp {
    let key = rng.below(96);
    match rng.below(100) {
        0..=44 => CuckooOp::Insert(key),
        45..=64 => CuckooOp::Query(key),
        65..=79 => CuckooOp::Delete(key),
        80..=84 => CuckooOp::Read(rng.below(17) as u32),
        85..=88 => {
            // A bucket of random fingerprints (0 is an empty slot), or
            // the stash emptied or holding a fingerprint for bucket 5.
            let addr = rng.below(17) as u32;
            let word = if addr == 16 {
                if rng.chance(1, 2) {
                    0
                } else {
                    1 << 63 | 5 << 16 | 0x5a
                }
            } else {
                rng.next_u64() & 0xffff_ffff
            };
            CuckooOp::Write(addr, word)
        }
        89..=93 => CuckooOp::Count,
        94..=98 => CuckooOp::Stats,
        _ => CuckooOp::Clear,
    }
}

/// Runs `n` random ops with random gaps and back-pressure through the
/// engine as rust-hdl simulates it; every result is the model's. Returns
/// a digest of the cycle each op was taken and each result left at.
fn run(seed: u64, n: usize, in_gap: u64, out_stall: u64) -> u64 {
    let mut e = Small::new(KICKS);
    e.connect_all();
    let mut model = CuckooModel::new(CuckooParams::new(8, 4, KICKS as u32).unwrap());
    let mut rng = SplitMix64(seed);
    e.reset.next = true;
    for _ in 0..2 {
        cycle(&mut e);
    }
    e.reset.next = false;
    let mut expected = std::collections::VecDeque::new();
    let (mut sent, mut got, mut digest) = (0, 0, 0u64);
    let (mut kicked, mut stashed) = (false, false);
    let mut op = random_op(&mut rng);
    for t in 0..n as u64 * 40 {
        let offer = sent < n && !rng.chance(in_gap, 100);
        e.in_valid.next = offer;
        e.in_op.next = (op.code() as u64).to_bits();
        e.in_key.next = op.key().to_bits();
        e.in_data.next = op.data().to_bits();
        e.out_ready.next = !rng.chance(out_stall, 100);
        e.clock.next = Clock::from(false);
        settle(&mut e);
        let mut mark = |what: u64| digest = (digest ^ what ^ t << 40).wrapping_mul(0x100_0000_01b3);
        if offer && e.in_ready.val() {
            let want = model.apply(op).expect("a valid op");
            kicked |= matches!(op, CuckooOp::Insert(_)) && want.data > 0;
            stashed |= model.stash().is_some();
            expected.push_back((op, want));
            mark(1);
            sent += 1;
            op = random_op(&mut rng);
        }
        if e.out_valid.val() && e.out_ready.val() {
            let (op, want) = expected.pop_front().expect("a result without an op");
            let result = (
                e.out_op.val().index() as u8,
                e.out_code.val().index() as u8,
                e.out_data.val().to_u64(),
            );
            assert_eq!(
                result,
                (want.op, want.code, want.data),
                "result {got} ({op:?}, cycle {t})"
            );
            mark(2 ^ want.data);
            got += 1;
        }
        e.clock.next = Clock::from(true);
        settle(&mut e);
        if got == n {
            assert!(kicked && stashed, "evicted: {kicked}, stashed: {stashed}");
            return digest;
        }
    }
    panic!("{got} of {n} results ({sent} ops taken)");
}

/// Random ops, gaps and back-pressure: every result is the model's, and
/// each op and result moves at the cycle it moved at before the engine
/// was split into blocks (the digests lock the timing).
#[test]
fn random_ops_match_the_model_cycle_for_cycle() {
    let full_speed = run(1, 600, 0, 0);
    let stalled = run(2, 600, 30, 40);
    assert_eq!(
        (full_speed, stalled),
        (1_522_138_482_552_020_658, 18_445_024_370_961_997_209)
    );
}

/// Lookups take one cycle each, whatever they find.
#[test]
fn lookups_at_one_per_cycle() {
    let mut e = Small::new(KICKS);
    e.connect_all();
    e.reset.next = true;
    cycle(&mut e);
    e.reset.next = false;
    e.out_ready.next = true;
    let (mut taken, mut results) = (0, 0);
    for t in 0..60u64 {
        // Two inserts, a pause for them to land, then 40 queries.
        let op = if t < 2 {
            CuckooOp::Insert(t)
        } else {
            CuckooOp::Query(t % 3)
        };
        e.in_valid.next = !(2..20).contains(&t);
        e.in_op.next = (op.code() as u64).to_bits();
        e.in_key.next = op.key().to_bits();
        e.clock.next = Clock::from(false);
        settle(&mut e);
        if t >= 20 {
            taken += e.in_ready.val() as u32;
        }
        results += e.out_valid.val() as u32;
        e.clock.next = Clock::from(true);
        settle(&mut e);
    }
    assert_eq!(taken, 40, "a lookup waited");
    assert!(results >= 2 + 30, "{results} results");
}

#[test]
fn verilog_is_generated() {
    let mut e = Small::new(KICKS);
    e.connect_all();
    assert!(generate_verilog(&e).contains("module top"));
}
