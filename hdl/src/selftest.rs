//! The board self-test: both engines driven by a fixed op program, their
//! results folded into signatures that must equal the model's.
//!
//! A self-test bitstream checks a board without the host: after reset,
//! [`SelfTestCore`] runs a program of op phases on each engine, again and
//! again, and latches PASS or FAIL for the LEDs (docs/boards.md).
//!
//! ```text
//!            ┌──────────────────┐ ops  ┌──────────────┐
//!  start ──► │ SelfTestRunner b │ ───► │ BloomEngine  │
//!            │  phases, keys,   │ ◄─── │              │
//!            │  signature       │ res  └──────────────┘
//!            └──────────────────┘
//!            ┌──────────────────┐ ops  ┌──────────────┐
//!  start ──► │ SelfTestRunner c │ ───► │ CuckooEngine │
//!            └──────────────────┘ ◄─── └──────────────┘
//!  compare both signatures with the model's, latch PASS / FAIL, run again
//! ```
//!
//! * **Program.** A run is a list of [`Phase`]s: an op, a count, and where
//!   the keys come from: a xorshift64 stream from a seed ([`xorshift64`]:
//!   the first key is the seed itself) or the phase's op index (READ
//!   addresses). [`bloom_program`] and [`cuckoo_program`] size the phases
//!   from the engine's geometry: fill the filter to its capacity, query
//!   every stored key and as many absent ones, read back memory; the Cuckoo
//!   program also deletes, counts, and overfills the table until inserts
//!   answer FULL (kick chains, the stash).
//! * **Signature.** Every result becomes a 32-bit word
//!   ([`bloom_result_word`], [`cuckoo_result_word`]), folded in order:
//!   `sig = sig.rotate_left(1) ^ word`. [`expected`] runs the same program
//!   on the model (`hwfilter_model`) when the top is built, so the expected
//!   signature is a constant of the bitstream: one wrong bit in any result,
//!   a lost or extra result, changes it.
//! * **Invariants**, checked per result in hardware independently of the
//!   model: a query of a stored key is present (no false negative), and a
//!   delete of a stored key answers OK. A watchdog fails the run when no
//!   result comes for `watchdog` cycles while one is due (a wedged engine).

use hwfilter_model::{
    BloomModel, BloomOp, BloomParams, CuckooModel, CuckooOp, CuckooParams, bloom, cuckoo,
};
use rust_hdl::prelude::*;

use crate::{BloomEngine, CuckooEngine};

/// Phases a [`SelfTestRunner`] holds.
pub const MAX_PHASES: usize = 16;
/// Ops one phase can issue.
pub const MAX_PHASE_OPS: u32 = 1 << 16;
/// Cycles without a result, while one is due, after which a run fails:
/// about 0.28 s at 60 MHz; a Bloom CLEAR of 2^14 words, or 500 kicks, take
/// far fewer.
pub const WATCHDOG_CYCLES: u32 = (1 << 24) - 1;

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

fn phase(op: u8, count: u64, keys: Keys, expect_ok: bool) -> Phase {
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

/// Drives one engine through a program and folds its results
/// (module docs). `start` (one cycle, while idle) begins a run; `done`
/// rises when the last result has come or the watchdog fired, and stays
/// until the next start. `sig`, `invariant` and `timeout` are valid with
/// `done`.
#[derive(LogicBlock)]
pub struct SelfTestRunner {
    pub clock: Signal<In, Clock>,
    pub reset: Signal<In, Bit>,
    pub start: Signal<In, Bit>,
    // -- op stream to the engine
    pub op_valid: Signal<Out, Bit>,
    pub op_ready: Signal<In, Bit>,
    pub op: Signal<Out, Bits<3>>,
    pub key: Signal<Out, Bits<64>>,
    // -- results from the engine (always taken)
    pub res_valid: Signal<In, Bit>,
    pub res_word: Signal<In, Bits<32>>,
    /// The result is OK (Cuckoo) or a hit (Bloom).
    pub res_ok: Signal<In, Bit>,
    // -- run status
    pub busy: Signal<Out, Bit>,
    pub done: Signal<Out, Bit>,
    pub sig: Signal<Out, Bits<32>>,
    pub invariant: Signal<Out, Bit>,
    pub timeout: Signal<Out, Bit>,
    i_active: DFF<Bit>,
    i_phase: DFF<Bits<4>>,
    i_idx: DFF<Bits<16>>,
    i_x: DFF<Bits<64>>,
    c_active: DFF<Bit>,
    c_phase: DFF<Bits<4>>,
    c_idx: DFF<Bits<16>>,
    sig_q: DFF<Bits<32>>,
    inv_q: DFF<Bit>,
    timeout_q: DFF<Bit>,
    done_q: DFF<Bit>,
    wd: DFF<Bits<24>>,
    p_idx: [Constant<Bits<4>>; MAX_PHASES],
    p_op: [Constant<Bits<3>>; MAX_PHASES],
    p_last: [Constant<Bits<16>>; MAX_PHASES],
    /// Bit 0: keys are the op index; bit 1: every result must be OK.
    p_flags: [Constant<Bits<2>>; MAX_PHASES],
    /// The seed of phase 0.
    seed0: Constant<Bits<64>>,
    /// The seed of the phase after phase `i`.
    p_next_seed: [Constant<Bits<64>>; MAX_PHASES],
    last_phase: Constant<Bits<4>>,
    wd_limit: Constant<Bits<24>>,
    zero4: Constant<Bits<4>>,
    one4: Constant<Bits<4>>,
    zero16: Constant<Bits<16>>,
    one16: Constant<Bits<16>>,
    zero24: Constant<Bits<24>>,
    one24: Constant<Bits<24>>,
    zero32: Constant<Bits<32>>,
    cur_op: Signal<Local, Bits<3>>,
    cur_last: Signal<Local, Bits<16>>,
    cur_index_keys: Signal<Local, Bit>,
    next_seed: Signal<Local, Bits<64>>,
    chk_last: Signal<Local, Bits<16>>,
    chk_expect: Signal<Local, Bit>,
    xs1: Signal<Local, Bits<64>>,
    xs2: Signal<Local, Bits<64>>,
    xs3: Signal<Local, Bits<64>>,
}

impl SelfTestRunner {
    /// A runner of `program` (1..=[`MAX_PHASES`] phases) whose watchdog
    /// fires after `watchdog` cycles (1..2^24) without a due result.
    ///
    /// # Panics
    /// On an empty or too long program, a phase count out of
    /// 1..=[`MAX_PHASE_OPS`], a zero stream seed, or a watchdog out of range.
    pub fn new(program: &[Phase], watchdog: u32) -> Self {
        assert!(
            (1..=MAX_PHASES).contains(&program.len()),
            "a self-test program has 1..={MAX_PHASES} phases"
        );
        for p in program {
            assert!(
                (1..=MAX_PHASE_OPS).contains(&p.count),
                "a phase issues 1..={MAX_PHASE_OPS} ops"
            );
            assert!(p.op < 8, "op codes are 3 bits");
            assert!(p.keys != Keys::Stream(0), "xorshift64 stays at 0 from 0");
        }
        assert!(
            (1..1 << 24).contains(&watchdog),
            "the watchdog counts 1..2^24 cycles"
        );
        let at = |i: usize| program.get(i).copied();
        let seed = |p: Option<Phase>| match p.map(|p| p.keys) {
            Some(Keys::Stream(s)) => s,
            _ => 0,
        };
        SelfTestRunner {
            clock: Default::default(),
            reset: Default::default(),
            start: Default::default(),
            op_valid: Default::default(),
            op_ready: Default::default(),
            op: Default::default(),
            key: Default::default(),
            res_valid: Default::default(),
            res_word: Default::default(),
            res_ok: Default::default(),
            busy: Default::default(),
            done: Default::default(),
            sig: Default::default(),
            invariant: Default::default(),
            timeout: Default::default(),
            i_active: Default::default(),
            i_phase: Default::default(),
            i_idx: Default::default(),
            i_x: Default::default(),
            c_active: Default::default(),
            c_phase: Default::default(),
            c_idx: Default::default(),
            sig_q: Default::default(),
            inv_q: Default::default(),
            timeout_q: Default::default(),
            done_q: Default::default(),
            wd: Default::default(),
            p_idx: std::array::from_fn(|i| Constant::new((i as u64).to_bits())),
            p_op: std::array::from_fn(|i| {
                Constant::new((at(i).map_or(0, |p| p.op) as u64).to_bits())
            }),
            p_last: std::array::from_fn(|i| {
                Constant::new((at(i).map_or(0, |p| p.count - 1) as u64).to_bits())
            }),
            p_flags: std::array::from_fn(|i| {
                let f = at(i).map_or(0, |p| {
                    (p.keys == Keys::Index) as u64 | (p.expect_ok as u64) << 1
                });
                Constant::new(f.to_bits())
            }),
            seed0: Constant::new(seed(at(0)).to_bits()),
            p_next_seed: std::array::from_fn(|i| Constant::new(seed(at(i + 1)).to_bits())),
            last_phase: Constant::new(((program.len() - 1) as u64).to_bits()),
            wd_limit: Constant::new((watchdog as u64).to_bits()),
            zero4: Constant::new(0u64.to_bits()),
            one4: Constant::new(1u64.to_bits()),
            zero16: Constant::new(0u64.to_bits()),
            one16: Constant::new(1u64.to_bits()),
            zero24: Constant::new(0u64.to_bits()),
            one24: Constant::new(1u64.to_bits()),
            zero32: Constant::new(0u64.to_bits()),
            cur_op: Default::default(),
            cur_last: Default::default(),
            cur_index_keys: Default::default(),
            next_seed: Default::default(),
            chk_last: Default::default(),
            chk_expect: Default::default(),
            xs1: Default::default(),
            xs2: Default::default(),
            xs3: Default::default(),
        }
    }
}

impl Logic for SelfTestRunner {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(
            self, clock, i_active, i_phase, i_idx, i_x, c_active, c_phase, c_idx, sig_q, inv_q,
            timeout_q, done_q, wd
        );
        // ---- the current phase's constants (a LUT per bit: the table is fixed)
        self.cur_op.next = self.p_op[0].val();
        self.cur_last.next = self.p_last[0].val();
        self.cur_index_keys.next = self.p_flags[0].val().get_bit(0);
        self.next_seed.next = self.p_next_seed[0].val();
        self.chk_last.next = self.p_last[0].val();
        self.chk_expect.next = self.p_flags[0].val().get_bit(1);
        for i in 0..MAX_PHASES {
            if self.i_phase.q.val() == self.p_idx[i].val() {
                self.cur_op.next = self.p_op[i].val();
                self.cur_last.next = self.p_last[i].val();
                self.cur_index_keys.next = self.p_flags[i].val().get_bit(0);
                self.next_seed.next = self.p_next_seed[i].val();
            }
            if self.c_phase.q.val() == self.p_idx[i].val() {
                self.chk_last.next = self.p_last[i].val();
                self.chk_expect.next = self.p_flags[i].val().get_bit(1);
            }
        }
        self.xs1.next = self.i_x.q.val() ^ (self.i_x.q.val() << 13);
        self.xs2.next = self.xs1.val() ^ (self.xs1.val() >> 7);
        self.xs3.next = self.xs2.val() ^ (self.xs2.val() << 17);

        // ---- issue
        self.op_valid.next = self.i_active.q.val();
        self.op.next = self.cur_op.val();
        if self.cur_index_keys.val() {
            self.key.next = bit_cast::<64, 16>(self.i_idx.q.val());
        } else {
            self.key.next = self.i_x.q.val();
        }
        if self.i_active.q.val() & self.op_ready.val() {
            if self.i_idx.q.val() == self.cur_last.val() {
                self.i_idx.d.next = self.zero16.val();
                self.i_x.d.next = self.next_seed.val();
                if self.i_phase.q.val() == self.last_phase.val() {
                    self.i_active.d.next = false;
                } else {
                    self.i_phase.d.next = self.i_phase.q.val() + self.one4.val();
                }
            } else {
                self.i_idx.d.next = self.i_idx.q.val() + self.one16.val();
                self.i_x.d.next = self.xs3.val();
            }
        }

        // ---- check
        if self.c_active.q.val() & self.res_valid.val() {
            self.sig_q.d.next =
                ((self.sig_q.q.val() << 1) | (self.sig_q.q.val() >> 31)) ^ self.res_word.val();
            if self.chk_expect.val() & !self.res_ok.val() {
                self.inv_q.d.next = true;
            }
            self.wd.d.next = self.zero24.val();
            if self.c_idx.q.val() == self.chk_last.val() {
                self.c_idx.d.next = self.zero16.val();
                if self.c_phase.q.val() == self.last_phase.val() {
                    self.c_active.d.next = false;
                    self.done_q.d.next = true;
                } else {
                    self.c_phase.d.next = self.c_phase.q.val() + self.one4.val();
                }
            } else {
                self.c_idx.d.next = self.c_idx.q.val() + self.one16.val();
            }
        } else if self.c_active.q.val() {
            self.wd.d.next = self.wd.q.val() + self.one24.val();
            if self.wd.q.val() == self.wd_limit.val() {
                self.timeout_q.d.next = true;
                self.done_q.d.next = true;
                self.c_active.d.next = false;
                self.i_active.d.next = false;
            }
        }

        // ---- start a run
        if self.start.val() & !self.c_active.q.val() {
            self.i_active.d.next = true;
            self.i_phase.d.next = self.zero4.val();
            self.i_idx.d.next = self.zero16.val();
            self.i_x.d.next = self.seed0.val();
            self.c_active.d.next = true;
            self.c_phase.d.next = self.zero4.val();
            self.c_idx.d.next = self.zero16.val();
            self.sig_q.d.next = self.zero32.val();
            self.inv_q.d.next = false;
            self.timeout_q.d.next = false;
            self.done_q.d.next = false;
            self.wd.d.next = self.zero24.val();
        }
        if self.reset.val() {
            self.i_active.d.next = false;
            self.c_active.d.next = false;
            self.done_q.d.next = false;
        }

        self.busy.next = self.c_active.q.val();
        self.done.next = self.done_q.q.val();
        self.sig.next = self.sig_q.q.val();
        self.invariant.next = self.inv_q.q.val();
        self.timeout.next = self.timeout_q.q.val();
    }
}

/// Both engines under self-test, run after run (module docs).
///
/// Outputs: `pass` once a run has ended and while every run so far
/// matched the model; `fail` (latched until reset) with `bloom_fail` /
/// `cuckoo_fail` naming the engine; `run_end` pulses for one cycle as each
/// run ends.
#[derive(LogicBlock)]
pub struct SelfTestCore<
    const K: usize,
    const A: usize,
    const F: usize,
    const W: usize,
    const B: usize,
    const BA: usize,
> {
    pub clock: Signal<In, Clock>,
    pub reset: Signal<In, Bit>,
    pub pass: Signal<Out, Bit>,
    pub fail: Signal<Out, Bit>,
    pub bloom_fail: Signal<Out, Bit>,
    pub cuckoo_fail: Signal<Out, Bit>,
    pub run_end: Signal<Out, Bit>,
    bloom: BloomEngine<K, A>,
    cuckoo: CuckooEngine<F, W, B, BA>,
    run_b: SelfTestRunner,
    run_c: SelfTestRunner,
    started: DFF<Bit>,
    bfail: DFF<Bit>,
    cfail: DFF<Bit>,
    ran: DFF<Bit>,
    expect_b: Constant<Bits<32>>,
    expect_c: Constant<Bits<32>>,
    ok_code: Constant<Bits<2>>,
    hit_bit: Constant<Bits<32>>,
    zero64: Constant<Bits<64>>,
    run_end_l: Signal<Local, Bit>,
}

impl<
    const K: usize,
    const A: usize,
    const F: usize,
    const W: usize,
    const B: usize,
    const BA: usize,
> SelfTestCore<K, A, F, W, B, BA>
{
    /// The engine geometries' models.
    pub fn params() -> (BloomParams, CuckooParams) {
        (
            BloomParams::new(K as u32, A as u32).expect("BloomEngine geometry"),
            CuckooParams::new(F as u32, B as u32, crate::board::BOARD_MAX_KICKS as u32)
                .expect("CuckooEngine geometry"),
        )
    }

    /// The expected results of one run on each engine.
    pub fn expected() -> (Expected, Expected) {
        let (bp, cp) = Self::params();
        (
            expected(Target::Bloom(bp), &bloom_program(bp)),
            expected(Target::Cuckoo(cp), &cuckoo_program(cp)),
        )
    }

    /// The self-test of [`bloom_program`] and [`cuckoo_program`] against
    /// the model's signatures.
    pub fn new() -> Self {
        let (b, c) = Self::expected();
        Self::with_signatures(b.signature, c.signature)
    }

    /// The same programs checked against given signatures (a wrong one
    /// shows that the check can fail).
    pub fn with_signatures(bloom_sig: u32, cuckoo_sig: u32) -> Self {
        let (bp, cp) = Self::params();
        SelfTestCore {
            clock: Default::default(),
            reset: Default::default(),
            pass: Default::default(),
            fail: Default::default(),
            bloom_fail: Default::default(),
            cuckoo_fail: Default::default(),
            run_end: Default::default(),
            bloom: BloomEngine::new(),
            cuckoo: CuckooEngine::new(crate::board::BOARD_MAX_KICKS),
            run_b: SelfTestRunner::new(&bloom_program(bp), WATCHDOG_CYCLES),
            run_c: SelfTestRunner::new(&cuckoo_program(cp), WATCHDOG_CYCLES),
            started: Default::default(),
            bfail: Default::default(),
            cfail: Default::default(),
            ran: Default::default(),
            expect_b: Constant::new((bloom_sig as u64).to_bits()),
            expect_c: Constant::new((cuckoo_sig as u64).to_bits()),
            ok_code: Constant::new((cuckoo::code::OK as u64).to_bits()),
            hit_bit: Constant::new((1u64 << 8).to_bits()),
            zero64: Constant::new(0u64.to_bits()),
            run_end_l: Default::default(),
        }
    }
}

impl<
    const K: usize,
    const A: usize,
    const F: usize,
    const W: usize,
    const B: usize,
    const BA: usize,
> Default for SelfTestCore<K, A, F, W, B, BA>
{
    fn default() -> Self {
        Self::new()
    }
}

impl<
    const K: usize,
    const A: usize,
    const F: usize,
    const W: usize,
    const B: usize,
    const BA: usize,
> Logic for SelfTestCore<K, A, F, W, B, BA>
{
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, started, bfail, cfail, ran);
        self.bloom.clock.next = self.clock.val();
        self.bloom.reset.next = self.reset.val();
        self.cuckoo.clock.next = self.clock.val();
        self.cuckoo.reset.next = self.reset.val();
        self.run_b.clock.next = self.clock.val();
        self.run_b.reset.next = self.reset.val();
        self.run_c.clock.next = self.clock.val();
        self.run_c.reset.next = self.reset.val();

        self.bloom.in_valid.next = self.run_b.op_valid.val();
        self.bloom.in_op.next = self.run_b.op.val();
        self.bloom.in_key.next = self.run_b.key.val();
        self.run_b.op_ready.next = self.bloom.in_ready.val();
        self.bloom.out_ready.next = true;
        self.run_b.res_valid.next = self.bloom.out_valid.val();
        self.run_b.res_ok.next = self.bloom.out_hit.val();
        self.run_b.res_word.next = bit_cast::<32, 8>(self.bloom.out_word.val())
            | (bit_cast::<32, 3>(self.bloom.out_op.val()) << 9);
        if self.bloom.out_hit.val() {
            self.run_b.res_word.next = bit_cast::<32, 8>(self.bloom.out_word.val())
                | self.hit_bit.val()
                | (bit_cast::<32, 3>(self.bloom.out_op.val()) << 9);
        }

        self.cuckoo.in_valid.next = self.run_c.op_valid.val();
        self.cuckoo.in_op.next = self.run_c.op.val();
        self.cuckoo.in_key.next = self.run_c.key.val();
        self.cuckoo.in_data.next = self.zero64.val();
        self.run_c.op_ready.next = self.cuckoo.in_ready.val();
        self.cuckoo.out_ready.next = true;
        self.run_c.res_valid.next = self.cuckoo.out_valid.val();
        self.run_c.res_ok.next = self.cuckoo.out_code.val() == self.ok_code.val();
        self.run_c.res_word.next = self.cuckoo.out_data.val().get_bits::<32>(0)
            ^ self.cuckoo.out_data.val().get_bits::<32>(32)
            ^ (bit_cast::<32, 2>(self.cuckoo.out_code.val()) << 24)
            ^ (bit_cast::<32, 3>(self.cuckoo.out_op.val()) << 26);

        // Start both runners one cycle after reset and after each run.
        self.run_end_l.next = self.started.q.val()
            & self.run_b.done.val()
            & self.run_c.done.val()
            & !self.run_b.busy.val()
            & !self.run_c.busy.val();
        self.run_b.start.next = !self.started.q.val();
        self.run_c.start.next = !self.started.q.val();
        self.started.d.next = true;
        if self.run_end_l.val() {
            self.started.d.next = false;
            self.ran.d.next = true;
            if (self.run_b.sig.val() != self.expect_b.val())
                | self.run_b.invariant.val()
                | self.run_b.timeout.val()
            {
                self.bfail.d.next = true;
            }
            if (self.run_c.sig.val() != self.expect_c.val())
                | self.run_c.invariant.val()
                | self.run_c.timeout.val()
            {
                self.cfail.d.next = true;
            }
        }
        if self.reset.val() {
            self.started.d.next = false;
            self.bfail.d.next = false;
            self.cfail.d.next = false;
            self.ran.d.next = false;
        }
        self.fail.next = self.bfail.q.val() | self.cfail.q.val();
        self.pass.next = self.ran.q.val() & !self.bfail.q.val() & !self.cfail.q.val();
        self.bloom_fail.next = self.bfail.q.val();
        self.cuckoo_fail.next = self.cfail.q.val();
        self.run_end.next = self.run_end_l.val();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::link::testbench::settle;

    /// Small engines, so that rust-hdl simulates whole runs quickly: Bloom
    /// 4 x 256 bits, Cuckoo 16 buckets (64 slots).
    type Small = SelfTestCore<4, 8, 8, 32, 4, 3>;

    fn cycle<T: Block>(b: &mut T, clock: impl Fn(&mut T, bool)) {
        clock(b, false);
        settle(b);
        clock(b, true);
        settle(b);
    }

    /// Runs `c` from reset until `runs` runs have ended; returns the cycles.
    fn run_core<
        const K: usize,
        const A: usize,
        const F: usize,
        const W: usize,
        const B: usize,
        const BA: usize,
    >(
        c: &mut SelfTestCore<K, A, F, W, B, BA>,
        runs: u64,
    ) -> u64 {
        c.reset.next = true;
        for _ in 0..3 {
            core_cycle(c);
        }
        c.reset.next = false;
        let (mut cycles, mut ended) = (0, 0);
        while ended < runs {
            settle(c);
            ended += c.run_end.val() as u64;
            core_cycle(c);
            cycles += 1;
            assert!(
                cycles < 200_000 * runs,
                "self-test did not finish {runs} runs"
            );
        }
        cycles
    }

    fn core_cycle<
        const K: usize,
        const A: usize,
        const F: usize,
        const W: usize,
        const B: usize,
        const BA: usize,
    >(
        c: &mut SelfTestCore<K, A, F, W, B, BA>,
    ) {
        cycle(c, |c, v| c.clock.next = Clock::from(v));
    }

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

    /// The engines, driven by the runners, produce exactly the model's
    /// signatures run after run: PASS, never FAIL.
    #[test]
    fn rust_hdl_simulation_passes_against_the_model() {
        let mut c = Small::new();
        c.connect_all();
        let (b, k) = Small::expected();
        run_core(&mut c, 1);
        assert_eq!(c.run_b.sig.val().index() as u32, b.signature);
        assert_eq!(c.run_c.sig.val().index() as u32, k.signature);
        assert!(!c.run_b.invariant.val() && !c.run_c.invariant.val());
        run_core(&mut c, 3);
        assert!(c.pass.val() && !c.fail.val());
        assert!(!c.bloom_fail.val() && !c.cuckoo_fail.val());
    }

    /// One wrong bit in an expected signature fails that engine, and only it.
    #[test]
    fn a_wrong_signature_fails_its_engine() {
        let (b, k) = Small::expected();
        let mut c = Small::with_signatures(b.signature, k.signature ^ 0x10);
        c.connect_all();
        run_core(&mut c, 1);
        core_cycle(&mut c);
        assert!(c.fail.val() && !c.pass.val());
        assert!(c.cuckoo_fail.val() && !c.bloom_fail.val());
        let mut c = Small::with_signatures(b.signature ^ 1, k.signature);
        c.connect_all();
        run_core(&mut c, 1);
        core_cycle(&mut c);
        assert!(c.fail.val() && c.bloom_fail.val() && !c.cuckoo_fail.val());
    }

    /// A runner against a scripted engine that answers each op one cycle
    /// later with `key as u32`, `ok` unless told otherwise, and can drop a
    /// result: the signature, the invariant check and the watchdog.
    fn scripted(program: &[Phase], bad_ok: Option<usize>, drop: Option<usize>) -> SelfTestRunner {
        let mut r = SelfTestRunner::new(program, 50);
        r.connect_all();
        let tick = |r: &mut SelfTestRunner| cycle(r, |r, v| r.clock.next = Clock::from(v));
        r.reset.next = true;
        tick(&mut r);
        r.reset.next = false;
        r.start.next = true;
        r.op_ready.next = true;
        tick(&mut r);
        r.start.next = false;
        let mut issued = 0;
        let mut pending: Option<(u64, bool)> = None;
        for _ in 0..1000 {
            match pending.take() {
                Some((key, ok)) => {
                    r.res_valid.next = true;
                    r.res_word.next = (key & 0xffff_ffff).to_bits();
                    r.res_ok.next = ok;
                }
                None => r.res_valid.next = false,
            }
            settle(&mut r);
            if r.op_valid.val() {
                let key = r.key.val().to_u64();
                if drop != Some(issued) {
                    pending = Some((key, bad_ok != Some(issued)));
                }
                issued += 1;
            }
            tick(&mut r);
            if r.done.val() {
                break;
            }
        }
        assert!(r.done.val(), "runner never finished");
        r
    }

    #[test]
    fn runner_signature_invariant_and_watchdog() {
        let prog = [
            phase(0, 3, Keys::Stream(7), true),
            phase(1, 2, Keys::Index, false),
        ];
        let keys: Vec<u64> = prog.iter().flat_map(|p| p.keys()).collect();
        let sig = keys.iter().fold(0u32, |s, &k| signature_step(s, k as u32));
        let r = scripted(&prog, None, None);
        assert_eq!(r.sig.val().index() as u32, sig);
        assert!(!r.invariant.val() && !r.timeout.val());
        // A not-OK result in an expect-OK phase; in the other phase it is fine.
        let r = scripted(&prog, Some(1), None);
        assert!(r.invariant.val() && !r.timeout.val());
        let r = scripted(&prog, Some(4), None);
        assert!(!r.invariant.val());
        assert_eq!(r.sig.val().index() as u32, sig);
        // A lost result: the watchdog ends the run.
        let r = scripted(&prog, None, Some(2));
        assert!(r.timeout.val() && !r.busy.val());
    }
}
