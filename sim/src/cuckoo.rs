//! Driving a Verilated `CuckooEngine` and comparing it with the model
//! (docs/cuckoo.md). Same structure as [`crate::bloom`]: one clock per
//! [`CuckooDut::cycle`], handshake sampled before the rising edge, every
//! result compared with `CuckooModel::apply` in order.

use std::collections::VecDeque;

use hwfilter_model::ParamError;
use hwfilter_model::rng::SplitMix64;
use hwfilter_model::{CuckooModel, CuckooOp, CuckooParams, CuckooResult};

use crate::bloom::positions;
use crate::cosim::{Hooks, Stream, StreamDut, StreamSample, Traffic, trace_path};
use crate::models;

/// The ports of a Verilated Cuckoo engine top.
pub trait CuckooPorts: Sized {
    const MODULE: &'static str;
    const FP_BITS: u32;
    const BUCKET_BITS: u32;
    const MAX_KICKS: u32;
    const STEP_INPUTS: [&'static str; 6];
    const STEP_OUTPUTS: [&'static str; 5];
    fn create(seed: u32) -> Self;
    fn set_clock(&mut self, v: u64);
    fn set_reset(&mut self, v: u64);
    fn set_in_valid(&mut self, v: u64);
    fn set_out_ready(&mut self, v: u64);
    fn eval(&mut self);
    fn step(&mut self, inp: &[u64; 6], out: &mut [u64; 5]);
    fn trace_open(&mut self, path: &std::path::Path) -> std::io::Result<()>;
    fn trace_flush(&mut self);
}

macro_rules! cuckoo_ports {
    ($ty:ident, $f:expr, $b:expr, $k:expr) => {
        impl CuckooPorts for models::$ty {
            const MODULE: &'static str = models::$ty::MODULE;
            const FP_BITS: u32 = $f;
            const BUCKET_BITS: u32 = $b;
            const MAX_KICKS: u32 = $k;
            const STEP_INPUTS: [&'static str; 6] = models::$ty::STEP_INPUTS;
            const STEP_OUTPUTS: [&'static str; 5] = models::$ty::STEP_OUTPUTS;
            fn create(seed: u32) -> Self {
                models::$ty::new(seed)
            }
            fn set_clock(&mut self, v: u64) {
                models::$ty::set_clock(self, v)
            }
            fn set_reset(&mut self, v: u64) {
                models::$ty::set_reset(self, v)
            }
            fn set_in_valid(&mut self, v: u64) {
                models::$ty::set_in_valid(self, v)
            }
            fn set_out_ready(&mut self, v: u64) {
                models::$ty::set_out_ready(self, v)
            }
            fn eval(&mut self) {
                models::$ty::eval(self)
            }
            #[inline]
            fn step(&mut self, inp: &[u64; 6], out: &mut [u64; 5]) {
                models::$ty::step(self, inp, out)
            }
            fn trace_open(&mut self, path: &std::path::Path) -> std::io::Result<()> {
                models::$ty::trace_open(self, path)
            }
            fn trace_flush(&mut self) {
                models::$ty::trace_flush(self)
            }
        }
    };
}

cuckoo_ports!(VlCuckooF12B10, 12, 10, 500);
#[cfg(feature = "test-models")]
cuckoo_ports!(VlCuckooF8B4K8, 8, 4, 8);
#[cfg(feature = "test-models")]
cuckoo_ports!(VlCuckooF8B2, 8, 2, 500);
#[cfg(feature = "test-models")]
cuckoo_ports!(VlCuckooF12B10Gl, 12, 10, 500);
#[cfg(feature = "test-models")]
cuckoo_ports!(VlCuckooSerialF8B10, 8, 10, 500);
#[cfg(feature = "test-models")]
cuckoo_ports!(VlCuckooSerialF8B4K8, 8, 4, 8);

/// The default geometry: 12-bit fingerprints, 1024 buckets, 500 kicks.
pub type DefaultCuckoo = models::VlCuckooF12B10;
#[cfg(feature = "test-models")]
/// 16 buckets of 8-bit fingerprints and at most 8 kicks: the stash and
/// the kick limit are reached constantly.
pub type TinyCuckoo = models::VlCuckooF8B4K8;
#[cfg(feature = "test-models")]
/// 4 buckets: every key shares its buckets with many others.
pub type FourBucketCuckoo = models::VlCuckooF8B2;

#[cfg(feature = "test-models")]
/// The iCEBreaker's engine: `CuckooSerialEngine`, one op at a time,
/// 8-bit fingerprints in 1024 buckets.
pub type SerialCuckoo = models::VlCuckooSerialF8B10;
#[cfg(feature = "test-models")]
/// `CuckooSerialEngine` with 16 buckets and at most 8 kicks.
pub type TinySerialCuckoo = models::VlCuckooSerialF8B4K8;

#[cfg(feature = "test-models")]
/// The default geometry as synthesized by yosys for iCE40 (gate-level
/// netlist simulated with yosys's `cells_sim.v`).
pub type DefaultCuckooNetlist = models::VlCuckooF12B10Gl;

/// Inputs for one clock.
#[derive(Clone, Copy, Debug, Default)]
pub struct CuckooDrive {
    pub in_valid: bool,
    pub op: u8,
    pub key: u64,
    pub data: u64,
    pub out_ready: bool,
}

/// Outputs sampled just before the rising edge.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CuckooSample {
    pub in_ready: bool,
    pub out_valid: bool,
    pub result: CuckooResult,
}

/// A Verilated Cuckoo engine with a cycle-level interface.
pub struct CuckooDut<P: CuckooPorts> {
    ports: P,
    cycles: u64,
    in_pos: [usize; 6],
    out_pos: [usize; 5],
}

impl<P: CuckooPorts> CuckooDut<P> {
    /// A new engine, held in reset for 4 cycles.
    pub fn new(seed: u32) -> Self {
        let in_names = [
            "reset",
            "in_valid",
            "in_op",
            "in_key",
            "in_data",
            "out_ready",
        ];
        let in_pos = in_names.map(|n| positions(&P::STEP_INPUTS, [n; 1])[0]);
        let out_pos = positions(
            &P::STEP_OUTPUTS,
            ["in_ready", "out_valid", "out_op", "out_code", "out_data"],
        );
        let mut d = CuckooDut {
            ports: P::create(seed),
            cycles: 0,
            in_pos,
            out_pos,
        };
        d.ports.set_reset(1);
        d.ports.set_in_valid(0);
        d.ports.set_out_ready(0);
        for _ in 0..4 {
            d.ports.set_clock(0);
            d.ports.eval();
            d.ports.set_clock(1);
            d.ports.eval();
            d.cycles += 1;
        }
        d.ports.set_reset(0);
        d
    }

    /// One clock with the given inputs.
    #[inline]
    pub fn cycle(&mut self, d: CuckooDrive) -> CuckooSample {
        let (ip, op) = (&self.in_pos, &self.out_pos);
        let mut inp = [0u64; 6];
        inp[ip[1]] = d.in_valid as u64;
        inp[ip[2]] = d.op as u64;
        inp[ip[3]] = d.key;
        inp[ip[4]] = d.data;
        inp[ip[5]] = d.out_ready as u64;
        let mut out = [0u64; 5];
        self.ports.step(&inp, &mut out);
        self.cycles += 1;
        CuckooSample {
            in_ready: out[op[0]] != 0,
            out_valid: out[op[1]] != 0,
            result: CuckooResult {
                op: out[op[2]] as u8,
                code: out[op[3]] as u8,
                data: out[op[4]],
            },
        }
    }

    pub fn cycles(&self) -> u64 {
        self.cycles
    }
}

/// What a Cuckoo co-simulation run did.
#[derive(Clone, Debug, Default)]
pub struct CuckooReport {
    pub cycles: u64,
    pub ops: u64,
    pub results: u64,
    /// Cycles from the first INSERT accepted to its result, summed, per
    /// INSERT (for the cycles-per-insert benchmark).
    pub insert_results: u64,
    /// Evictions over the run (CLEARs do not reset this count).
    pub kicks: u64,
    /// FULL answers over the run.
    pub full_answers: u64,
    pub stash_reinserts: u64,
    pub stall_cycles: u64,
    /// Ops on a key whose INSERT or DELETE was 0..=3 ops earlier.
    pub same_key_close: [u64; 4],
    pub seconds: f64,
}

/// The first disagreement between the RTL and the model.
pub type CuckooMismatch = crate::cosim::Mismatch<CuckooOp, CuckooResult>;

impl<P: CuckooPorts> StreamDut for CuckooDut<P> {
    type Op = CuckooOp;
    type Result = CuckooResult;

    fn module(&self) -> &'static str {
        P::MODULE
    }

    fn step(
        &mut self,
        in_valid: bool,
        op: CuckooOp,
        out_ready: bool,
    ) -> StreamSample<CuckooResult> {
        let s = self.cycle(CuckooDrive {
            in_valid,
            op: op.code(),
            key: op.key(),
            data: op.data(),
            out_ready,
        });
        StreamSample {
            in_ready: s.in_ready,
            out_valid: s.out_valid,
            result: s.result,
        }
    }

    fn cycles(&self) -> u64 {
        self.cycles
    }

    fn flush_trace(&mut self) {
        self.ports.trace_flush();
    }
}

/// Co-simulation of one Cuckoo engine and its model
/// ([`crate::cosim::Stream`]), with kicks, FULL answers, stash re-inserts
/// and same-key hazards counted.
pub struct CuckooCosim<P: CuckooPorts> {
    pub dut: CuckooDut<P>,
    pub model: CuckooModel,
    stream: Stream<CuckooOp, CuckooResult>,
    /// Keys of the last 4 accepted ops, with whether each wrote (INSERT, DELETE).
    recent: VecDeque<(u64, bool)>,
    report: CuckooReport,
}

/// The model and the bookkeeping, as the loop's [`Hooks`]; `on_result`
/// sees each checked result.
struct CuckooHooks<'a, F> {
    model: &'a mut CuckooModel,
    recent: &'a mut VecDeque<(u64, bool)>,
    report: &'a mut CuckooReport,
    on_result: F,
}

impl<F: FnMut(&CuckooOp, &CuckooResult)> Hooks<CuckooOp, CuckooResult> for CuckooHooks<'_, F> {
    fn accept(&mut self, op: CuckooOp, _pending: usize) -> Result<CuckooResult, ParamError> {
        if let CuckooOp::Query(k) | CuckooOp::Insert(k) | CuckooOp::Delete(k) = op
            && let Some(d) = self.recent.iter().rev().position(|&(rk, w)| w && rk == k)
            && d < 4
        {
            self.report.same_key_close[d] += 1;
        }
        if self.recent.len() == 4 {
            self.recent.pop_front();
        }
        self.recent.push_back(match op {
            CuckooOp::Insert(k) | CuckooOp::Delete(k) => (k, true),
            CuckooOp::Query(k) => (k, false),
            _ => (0, false),
        });
        let stash_before = self.model.stash().is_some();
        let r = self.model.apply(op)?;
        if matches!(op, CuckooOp::Delete(_))
            && stash_before
            && r.code == hwfilter_model::cuckoo::code::OK
        {
            self.report.stash_reinserts += 1;
        }
        if matches!(op, CuckooOp::Insert(_)) {
            self.report.insert_results += 1;
        }
        self.report.ops += 1;
        Ok(r)
    }

    fn checked(&mut self, op: &CuckooOp, result: &CuckooResult) {
        match op {
            CuckooOp::Insert(_) | CuckooOp::Delete(_) => self.report.kicks += result.data,
            _ => {}
        }
        if matches!(op, CuckooOp::Insert(_)) && result.code == hwfilter_model::cuckoo::code::FULL {
            self.report.full_answers += 1;
        }
        (self.on_result)(op, result);
        self.report.results += 1;
    }

    fn stall(&mut self) {
        self.report.stall_cycles += 1;
    }
}

impl<P: CuckooPorts> CuckooCosim<P> {
    pub fn new(name: &str, seed: u64) -> Self {
        let params = CuckooParams::new(P::FP_BITS, P::BUCKET_BITS, P::MAX_KICKS)
            .expect("geometry of a built model");
        let mut dut = CuckooDut::<P>::new(seed as u32);
        let trace = trace_path(P::MODULE, name, |path| dut.ports.trace_open(path));
        CuckooCosim {
            dut,
            model: CuckooModel::new(params),
            stream: Stream::new(seed ^ 0xC0C0_0000, trace),
            recent: VecDeque::new(),
            report: CuckooReport::default(),
        }
    }

    pub fn params(&self) -> CuckooParams {
        self.model.params()
    }

    pub fn report(&self) -> &CuckooReport {
        &self.report
    }

    /// Runs `ops` through engine and model with the given traffic, drains,
    /// and checks every result. `on_result` sees each checked result.
    pub fn run_with<I: IntoIterator<Item = CuckooOp>>(
        &mut self,
        ops: I,
        traffic: Traffic,
        on_result: impl FnMut(&CuckooOp, &CuckooResult),
    ) -> Result<&CuckooReport, CuckooMismatch> {
        // The longest wait: a CLEAR of 2^12 words, or 500 kicks of 2 cycles each.
        let idle_limit =
            (1u64 << P::BUCKET_BITS) + 4 * P::MAX_KICKS as u64 + traffic.hold_cycles.1 + 200;
        let mut hooks = CuckooHooks {
            model: &mut self.model,
            recent: &mut self.recent,
            report: &mut self.report,
            on_result,
        };
        let (cycles, seconds) = self.stream.run(
            &mut self.dut,
            ops,
            traffic,
            CuckooOp::Count,
            idle_limit,
            &mut hooks,
        )?;
        self.report.cycles += cycles;
        self.report.seconds += seconds;
        Ok(&self.report)
    }

    /// [`Self::run_with`] without a result callback.
    pub fn run<I: IntoIterator<Item = CuckooOp>>(
        &mut self,
        ops: I,
        traffic: Traffic,
    ) -> Result<&CuckooReport, CuckooMismatch> {
        self.run_with(ops, traffic, |_, _| {})
    }
}

/// A random op stream that sweeps the table from empty to FULL and back:
/// it fills to a random target load (sometimes past the first FULL),
/// querying members and non-members, re-touching recent keys at distances
/// 0..3, deleting members (so deletes hit the stash re-insert path), and
/// clearing now and then. A shadow model tells it which keys are stored.
pub struct CuckooRandomOps {
    rng: SplitMix64,
    shadow: CuckooModel,
    members: Vec<u64>,
    recent: VecDeque<u64>,
    target: f64,
    left: u64,
    /// Queries issued on keys the shadow model holds (each must hit).
    pub member_queries: u64,
}

impl CuckooRandomOps {
    pub fn new(params: CuckooParams, seed: u64, count: u64) -> Self {
        CuckooRandomOps {
            rng: SplitMix64(seed),
            shadow: CuckooModel::new(params),
            members: Vec::new(),
            recent: VecDeque::new(),
            target: 0.5,
            left: count,
            member_queries: 0,
        }
    }

    fn new_target(&mut self) {
        // Mostly moderate loads, often near or past the first FULL.
        self.target = match self.rng.below(8) {
            0..=3 => 0.3 + self.rng.below(50) as f64 / 100.0,
            4..=6 => 0.85 + self.rng.below(12) as f64 / 100.0,
            _ => 1.0 + self.rng.below(3) as f64 / 100.0,
        };
    }

    /// A random stored key (keys deleted through the "recent" path may
    /// linger in the list; the shadow model says whether they are stored).
    fn member_index(&mut self) -> Option<usize> {
        if self.members.is_empty() {
            return None;
        }
        Some(self.rng.below(self.members.len() as u64) as usize)
    }
}

impl Iterator for CuckooRandomOps {
    type Item = CuckooOp;
    fn next(&mut self) -> Option<CuckooOp> {
        if self.left == 0 {
            return None;
        }
        self.left -= 1;
        let load = self.shadow.load_factor();
        let r = self.rng.below(1000);
        // At the target load, clear soon: a table at FULL turns every DELETE
        // into a long stash re-insert chain, which is tested but costly.
        let at_target = load >= self.target || self.shadow.stash().is_some();
        let op = if at_target && r < 40 {
            self.new_target();
            CuckooOp::Clear
        } else if r < 12 {
            CuckooOp::Read(self.rng.below(self.shadow.params().buckets() + 1) as u32)
        } else if r < 15 {
            // WRITE: one slot of a bucket set to a random fingerprint (or
            // emptied), or the stash emptied or written back as it is.
            let buckets = self.shadow.params().buckets();
            let a = self.rng.below(buckets + 1) as u32;
            let old = self.shadow.read_word(a).expect("address in range");
            let word = if u64::from(a) == buckets {
                if self.rng.below(2) == 0 { 0 } else { old }
            } else {
                let f = self.shadow.params().fp_bits();
                let shift = self.rng.below(4) as u32 * f;
                let fp = self.rng.next_u64() & ((1 << f) - 1);
                (old & !(((1u64 << f) - 1) << shift)) | (fp << shift)
            };
            CuckooOp::Write(a, word)
        } else if r < 20 {
            if r < 18 {
                CuckooOp::Count
            } else {
                CuckooOp::Stats
            }
        } else if !self.recent.is_empty() && r < 200 {
            // Same key again right behind an INSERT/DELETE of it.
            let k = self.recent[self.rng.below(self.recent.len() as u64) as usize];
            match self.rng.below(3) {
                0 => CuckooOp::Query(k),
                1 => CuckooOp::Delete(k),
                _ => CuckooOp::Insert(k),
            }
        } else if load < self.target && r < 600 {
            CuckooOp::Insert(self.rng.next_u64())
        } else if r < 750 {
            match self.member_index() {
                Some(i) => CuckooOp::Delete(self.members.swap_remove(i)),
                None => CuckooOp::Insert(self.rng.next_u64()),
            }
        } else if r < 900 {
            match self.member_index() {
                Some(i) => {
                    let k = self.members[i];
                    if self.shadow.contains(k) {
                        self.member_queries += 1;
                    } else {
                        self.members.swap_remove(i);
                    }
                    CuckooOp::Query(k)
                }
                None => CuckooOp::Query(self.rng.next_u64()),
            }
        } else {
            CuckooOp::Query(self.rng.next_u64())
        };
        // Keep the shadow (and the member list) in step with the engine.
        match op {
            CuckooOp::Insert(k) => {
                if self.shadow.insert(k) == hwfilter_model::cuckoo::code::OK {
                    self.members.push(k);
                }
                self.recent.push_back(k);
            }
            CuckooOp::Delete(k) => {
                self.shadow.delete(k);
                self.recent.push_back(k);
            }
            CuckooOp::Clear => {
                self.shadow.clear();
                self.members.clear();
                self.recent.clear();
            }
            CuckooOp::Write(a, w) => {
                self.shadow.write_word(a, w).expect("a valid word");
            }
            _ => {}
        }
        if self.recent.len() > 4 {
            self.recent.pop_front();
        }
        Some(op)
    }
}
