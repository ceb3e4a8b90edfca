//! The self-test's software side: the op programs ([`Phase`],
//! [`bloom_program`], [`cuckoo_program`]) and their key streams
//! ([`xorshift64`]), a result as the signature sees it, the model's ops for
//! a phase, and the model run that gives a run's [`Expected`] signature.

use hwfilter_model::{
    BloomModel, BloomOp, BloomParams, CuckooModel, CuckooOp, CuckooParams, bloom, cuckoo,
};

use super::runner::MAX_PHASE_OPS;

/// One xorshift64 step (Marsaglia's 13, 7, 17): the self-test's key stream.
pub fn xorshift64(x: u64) -> u64 {
    let x = x ^ (x << 13);
    let x = x ^ (x >> 7);
    x ^ (x << 17)
}

/// Where a phase's keys come from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Keys {
    /// `seed`, `xorshift64(seed)`, ... (`seed` must not be 0).
    Stream(u64),
    /// 0, 1, 2, ...: word addresses for READ.
    Index,
}

/// One phase of a self-test program.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Phase {
    /// The engine's op code (`hwfilter_model::bloom::opcode` or
    /// `hwfilter_model::cuckoo::opcode`).
    pub op: u8,
    /// Ops in the phase, 1..=[`MAX_PHASE_OPS`].
    pub count: u32,
    pub keys: Keys,
    /// Every result of the phase must be OK (Cuckoo) or a hit (Bloom).
    pub expect_ok: bool,
}

impl Phase {
    /// The phase's keys, in issue order.
    pub fn keys(&self) -> impl Iterator<Item = u64> + use<> {
        let keys = self.keys;
        let mut x = match keys {
            Keys::Stream(s) => s,
            Keys::Index => 0,
        };
        (0..self.count as u64).map(move |i| match keys {
            Keys::Stream(_) => {
                let k = x;
                x = xorshift64(x);
                k
            }
            Keys::Index => i,
        })
    }
}

// Seeds of the key streams: A1 and A2 are stored, B never is, C overfills.
const SEED_A1: u64 = 0x9E37_79B9_7F4A_7C15;
const SEED_A2: u64 = 0xBF58_476D_1CE4_E5B9;
const SEED_B: u64 = 0x94D0_49BB_1331_11EB;
const SEED_C: u64 = 0x2545_F491_4F6C_DD1D;

pub(super) fn phase(op: u8, count: u64, keys: Keys, expect_ok: bool) -> Phase {
    Phase {
        op,
        count: count.clamp(1, MAX_PHASE_OPS as u64) as u32,
        keys,
        expect_ok,
    }
}

/// The Bloom program: CLEAR; insert two halves of the filter's capacity at
/// 1% FPR; query both halves (all must hit) and as many absent keys; read
/// 256 snapshot words (fewer if the bank is smaller).
pub fn bloom_program(params: BloomParams) -> Vec<Phase> {
    use bloom::opcode::*;
    let half = (params.capacity(0.01) / 2).max(1);
    vec![
        phase(CLEAR, 1, Keys::Index, false),
        phase(INSERT, half, Keys::Stream(SEED_A1), false),
        phase(INSERT, half, Keys::Stream(SEED_A2), false),
        phase(QUERY, half, Keys::Stream(SEED_A1), true),
        phase(QUERY, half, Keys::Stream(SEED_A2), true),
        phase(QUERY, 2 * half, Keys::Stream(SEED_B), false),
        phase(READ, params.bank_bits().min(256), Keys::Index, false),
    ]
}

/// The Cuckoo program: CLEAR; insert two quarters of the slots; query both
/// (all must be found) and half the slots' worth of absent keys; delete the
/// first quarter (all must answer OK); COUNT; insert three quarters more,
/// past FULL (kick chains to `max_kicks`, the stash); query the second
/// quarter again (nothing stored is lost); COUNT, STATS; read 64 words
/// and the stash.
pub fn cuckoo_program(params: CuckooParams) -> Vec<Phase> {
    use cuckoo::opcode::*;
    let q = (params.slots() / 4).max(1);
    vec![
        phase(CLEAR, 1, Keys::Index, false),
        phase(INSERT, q, Keys::Stream(SEED_A1), false),
        phase(INSERT, q, Keys::Stream(SEED_A2), false),
        phase(QUERY, q, Keys::Stream(SEED_A1), true),
        phase(QUERY, q, Keys::Stream(SEED_A2), true),
        phase(QUERY, 2 * q, Keys::Stream(SEED_B), false),
        phase(DELETE, q, Keys::Stream(SEED_A1), true),
        phase(COUNT, 1, Keys::Index, false),
        phase(INSERT, 3 * q, Keys::Stream(SEED_C), false),
        phase(QUERY, q, Keys::Stream(SEED_A2), true),
        phase(COUNT, 1, Keys::Index, false),
        phase(STATS, 1, Keys::Index, false),
        phase(READ, params.words().min(64), Keys::Index, false),
        phase(READ, 1, Keys::Stream(params.stash_addr() as u64), false),
    ]
}

/// A Bloom result as the signature sees it: `word | hit << 8 | op << 9`.
pub fn bloom_result_word(op: u8, hit: bool, word: u8) -> u32 {
    word as u32 | (hit as u32) << 8 | (op as u32 & 7) << 9
}

/// A Cuckoo result as the signature sees it: the data's two halves XORed,
/// XOR `code << 24`, XOR `op << 26`.
pub fn cuckoo_result_word(op: u8, code: u8, data: u64) -> u32 {
    data as u32 ^ (data >> 32) as u32 ^ (code as u32 & 3) << 24 ^ (op as u32 & 7) << 26
}

/// One signature step.
pub fn signature_step(sig: u32, word: u32) -> u32 {
    sig.rotate_left(1) ^ word
}

/// The model's Bloom op for a phase's op code and key.
///
/// # Panics
/// On WRITE or a reserved code: programs do not write.
pub fn bloom_op(op: u8, key: u64) -> BloomOp {
    match op {
        bloom::opcode::QUERY => BloomOp::Query(key),
        bloom::opcode::INSERT => BloomOp::Insert(key),
        bloom::opcode::CLEAR => BloomOp::Clear,
        bloom::opcode::READ => BloomOp::Read(key as u32),
        other => panic!("self-test: Bloom op {other} not supported"),
    }
}

/// The model's Cuckoo op for a phase's op code and key.
///
/// # Panics
/// On WRITE: programs do not write.
pub fn cuckoo_op(op: u8, key: u64) -> CuckooOp {
    match op {
        cuckoo::opcode::QUERY => CuckooOp::Query(key),
        cuckoo::opcode::INSERT => CuckooOp::Insert(key),
        cuckoo::opcode::DELETE => CuckooOp::Delete(key),
        cuckoo::opcode::CLEAR => CuckooOp::Clear,
        cuckoo::opcode::COUNT => CuckooOp::Count,
        cuckoo::opcode::STATS => CuckooOp::Stats,
        cuckoo::opcode::READ => CuckooOp::Read(key as u32),
        other => panic!("self-test: Cuckoo op {other} not supported"),
    }
}

/// What a run must produce.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Expected {
    pub signature: u32,
    /// Results in a run (one per op).
    pub results: u64,
    /// Results of `expect_ok` phases that the model answers otherwise:
    /// 0 for a correct program.
    pub invariant_failures: u64,
}

/// The engine a program runs on, for [`expected`].
#[derive(Clone, Copy, Debug)]
pub enum Target {
    Bloom(BloomParams),
    Cuckoo(CuckooParams),
}

/// Runs `program` on the model of `target` and returns the signature the
/// hardware must produce.
///
/// # Panics
/// If the program holds an op the model refuses (an address out of range);
/// [`bloom_program`] and [`cuckoo_program`] never do.
pub fn expected(target: Target, program: &[Phase]) -> Expected {
    let mut e = Expected {
        signature: 0,
        results: 0,
        invariant_failures: 0,
    };
    let mut bloom = match target {
        Target::Bloom(p) => Some(BloomModel::new(p)),
        Target::Cuckoo(_) => None,
    };
    let mut cuckoo = match target {
        Target::Cuckoo(p) => Some(CuckooModel::new(p)),
        Target::Bloom(_) => None,
    };
    for ph in program {
        for key in ph.keys() {
            let (word, ok) = if let Some(m) = bloom.as_mut() {
                let r = m
                    .apply(bloom_op(ph.op, key))
                    .expect("self-test Bloom op within the geometry");
                (bloom_result_word(r.op, r.hit, r.word), r.hit)
            } else {
                let m = cuckoo.as_mut().expect("one model");
                let r = m
                    .apply(cuckoo_op(ph.op, key))
                    .expect("self-test Cuckoo op within the geometry");
                (
                    cuckoo_result_word(r.op, r.code, r.data),
                    r.code == cuckoo::code::OK,
                )
            };
            e.signature = signature_step(e.signature, word);
            e.results += 1;
            if ph.expect_ok && !ok {
                e.invariant_failures += 1;
            }
        }
    }
    e
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::selftest::MAX_PHASES;
    use crate::selftest::testbench::Small;

    #[test]
    fn board_programs_are_valid_and_exercise_full_and_false_positives() {
        for (bp, cp) in [
            crate::board::selftest::AlchitryCuSelfTestCore::params(),
            crate::board::selftest::IcebreakerSelfTestCore::params(),
            Small::params(),
        ] {
            let bprog = bloom_program(bp);
            let cprog = cuckoo_program(cp);
            assert!(bprog.len() <= MAX_PHASES && cprog.len() <= MAX_PHASES);
            let b = expected(Target::Bloom(bp), &bprog);
            let c = expected(Target::Cuckoo(cp), &cprog);
            assert_eq!(b.invariant_failures, 0, "{bp:?}");
            assert_eq!(c.invariant_failures, 0, "{cp:?}");
            let ops = |p: &[Phase]| p.iter().map(|p| p.count as u64).sum::<u64>();
            assert_eq!(b.results, ops(&bprog));
            assert_eq!(c.results, ops(&cprog));

            // The absent-key queries see some false positives, not all.
            let mut m = BloomModel::new(bp);
            for k in bprog[1].keys().chain(bprog[2].keys()) {
                m.insert(k);
            }
            let fp = bprog[5].keys().filter(|&k| m.contains(k)).count();
            assert!(
                fp > 0 && fp < bprog[5].count as usize / 10,
                "{fp} false positives"
            );

            // The overfill phase reaches FULL after a kick chain to the stash.
            let mut m = CuckooModel::new(cp);
            let mut full = 0;
            for ph in &cprog[..9] {
                for k in ph.keys() {
                    if m.apply(cuckoo_op(ph.op, k)).unwrap().code == cuckoo::code::FULL {
                        full += 1;
                    }
                }
            }
            assert!(full > 0, "the overfill never answered FULL");
            assert!(
                m.apply(CuckooOp::Read(cp.stash_addr())).unwrap().data & cuckoo::STASH_VALID != 0
            );
        }
    }

    #[test]
    fn key_streams_follow_xorshift64() {
        let p = phase(0, 3, Keys::Stream(1), false);
        assert_eq!(
            p.keys().collect::<Vec<_>>(),
            vec![1, xorshift64(1), xorshift64(xorshift64(1))]
        );
        assert_eq!(xorshift64(1), 0x4082_2041);
        let p = phase(3, 4, Keys::Index, false);
        assert_eq!(p.keys().collect::<Vec<_>>(), vec![0, 1, 2, 3]);
    }
}
