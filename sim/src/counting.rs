//! Driving a Verilated `CountingBloomEngine` and comparing it with the
//! model, through the one co-simulation loop ([`crate::cosim::Stream`]).
//!
//! Besides every result, a run checks what only a counting filter can get
//! wrong: the read-modify-write hazards (an op reading a counter the op
//! ahead of it writes, same key or only the same word), no false negative
//! for a key inserted more often than deleted, and the engine's per-bank
//! counts of non-zero and stuck counters against the model's.

use std::collections::HashMap;

use hwfilter_model::ParamError;
use hwfilter_model::rng::SplitMix64;
use hwfilter_model::{BloomParams, CountingModel, CountingOp, CountingResult};

use crate::bloom::positions;
use crate::cosim::{Hooks, Stream, StreamDut, StreamSample, trace_path};
pub use crate::cosim::{Traffic, trace_dir};
use crate::models;

/// The ports of a Verilated counting engine (all geometries share them).
pub trait CountingPorts: Sized {
    const MODULE: &'static str;
    /// Number of banks `k`.
    const BANKS: u32;
    /// Bank address width `A`.
    const ADDR_BITS: u32;
    const STEP_INPUTS: [&'static str; 6];
    const STEP_OUTPUTS: [&'static str; 8];
    fn create(seed: u32) -> Self;
    fn set_reset(&mut self, v: u64);
    fn set_in_valid(&mut self, v: u64);
    fn set_out_ready(&mut self, v: u64);
    fn tick(&mut self);
    /// One clock: inputs in `STEP_INPUTS` order in, outputs in
    /// `STEP_OUTPUTS` order sampled before the edge.
    fn step(&mut self, inp: &[u64; 6], out: &mut [u64; 8]);
    fn trace_open(&mut self, path: &std::path::Path) -> std::io::Result<()>;
    fn trace_flush(&mut self);
}

macro_rules! counting_ports {
    ($ty:ident, $k:expr, $a:expr) => {
        impl CountingPorts for models::$ty {
            const MODULE: &'static str = models::$ty::MODULE;
            const BANKS: u32 = $k;
            const ADDR_BITS: u32 = $a;
            const STEP_INPUTS: [&'static str; 6] = models::$ty::STEP_INPUTS;
            const STEP_OUTPUTS: [&'static str; 8] = models::$ty::STEP_OUTPUTS;
            fn create(seed: u32) -> Self {
                models::$ty::new(seed)
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
            fn tick(&mut self) {
                models::$ty::tick_n(self, 1)
            }
            #[inline]
            fn step(&mut self, inp: &[u64; 6], out: &mut [u64; 8]) {
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

counting_ports!(VlCountingK4A12, 4, 12);
#[cfg(feature = "test-models")]
counting_ports!(VlCountingK5A9, 5, 9);

/// The default geometry (k = 4 banks of 2^12 counters, 16 block RAMs).
pub type DefaultCounting = models::VlCountingK4A12;
#[cfg(feature = "test-models")]
/// A small odd geometry (k = 5 banks of 2^9 counters), where counters
/// saturate and ops share words all the time, built with every register
/// and memory word starting random.
pub type SmallCounting = models::VlCountingK5A9;
#[cfg(feature = "test-models")]
counting_ports!(VlCountingSpramK4, 4, 16);
#[cfg(feature = "test-models")]
/// The iCEBreaker's counting engine: 4 banks of 2^16 counters, each in one
/// SPRAM (yosys's model), one op at a time, every register and memory word
/// starting random (the clear after reset empties it).
pub type SpramCounting = models::VlCountingSpramK4;

/// Pipeline latency of the engine, in cycles, with no stalls.
pub const LATENCY: u64 = 9;

/// Inputs for one clock.
#[derive(Clone, Copy, Debug, Default)]
pub struct Drive {
    pub in_valid: bool,
    pub op: u8,
    pub key: u64,
    pub out_ready: bool,
    /// The bank whose counts `Sample` shows two cycles later.
    pub set_bits_bank: u8,
}

/// Outputs sampled just before the rising edge.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Sample {
    pub in_ready: bool,
    pub out_valid: bool,
    pub result: CountingResult,
    /// Non-zero counters of the bank driven two cycles before.
    pub set_bits: u64,
    /// Counters stuck at 15 in that bank.
    pub stuck_counters: u64,
    /// Counters stuck at 15 in every bank together (STATS field 8).
    pub stuck_total: u64,
}

/// A Verilated counting engine with a cycle-level interface.
pub struct CountingDut<P: CountingPorts> {
    ports: P,
    cycles: u64,
    tracing: bool,
    /// Positions in `P::STEP_INPUTS` of reset, in_valid, in_op, in_key,
    /// out_ready, set_bits_bank.
    in_pos: [usize; 6],
    /// Positions in `P::STEP_OUTPUTS` of in_ready, out_valid, out_op,
    /// out_hit, out_word, set_bits, stuck_counters, stuck_total.
    out_pos: [usize; 8],
}

impl<P: CountingPorts> CountingDut<P> {
    /// A new engine, held in reset for a few cycles. `seed` only matters
    /// for models built with random initial state.
    pub fn new(seed: u32) -> Self {
        let mut d = CountingDut {
            ports: P::create(seed),
            cycles: 0,
            tracing: false,
            in_pos: positions(
                &P::STEP_INPUTS,
                [
                    "reset",
                    "in_valid",
                    "in_op",
                    "in_key",
                    "out_ready",
                    "set_bits_bank",
                ],
            ),
            out_pos: positions(
                &P::STEP_OUTPUTS,
                [
                    "in_ready",
                    "out_valid",
                    "out_op",
                    "out_hit",
                    "out_word",
                    "set_bits",
                    "stuck_counters",
                    "stuck_total",
                ],
            ),
        };
        d.reset();
        d
    }

    /// Synchronous reset for 4 cycles.
    pub fn reset(&mut self) {
        self.ports.set_reset(1);
        self.ports.set_in_valid(0);
        self.ports.set_out_ready(0);
        for _ in 0..4 {
            self.ports.tick();
            self.cycles += 1;
        }
        self.ports.set_reset(0);
    }

    /// One clock with the given inputs; returns what was sampled before
    /// the edge.
    #[inline]
    pub fn cycle(&mut self, d: Drive) -> Sample {
        let (ip, op) = (&self.in_pos, &self.out_pos);
        let mut inp = [0u64; 6];
        inp[ip[1]] = d.in_valid as u64;
        inp[ip[2]] = d.op as u64;
        inp[ip[3]] = d.key;
        inp[ip[4]] = d.out_ready as u64;
        inp[ip[5]] = d.set_bits_bank as u64;
        let mut out = [0u64; 8];
        self.ports.step(&inp, &mut out);
        self.cycles += 1;
        Sample {
            in_ready: out[op[0]] != 0,
            out_valid: out[op[1]] != 0,
            result: CountingResult {
                op: out[op[2]] as u8,
                hit: out[op[3]] != 0,
                word: out[op[4]] as u32,
            },
            set_bits: out[op[5]],
            stuck_counters: out[op[6]],
            stuck_total: out[op[7]],
        }
    }

    /// Every bank's (non-zero, stuck) counts and the stuck total, read
    /// with no op offered (two cycles per bank). Exact once no op is in
    /// flight.
    pub fn read_counts(&mut self) -> (Vec<u64>, Vec<u64>, u64) {
        let mut total = 0;
        let (set, stuck) = (0..P::BANKS as u8)
            .map(|bank| {
                let idle = Drive {
                    set_bits_bank: bank,
                    ..Drive::default()
                };
                self.cycle(idle);
                self.cycle(idle);
                let s = self.cycle(idle);
                total = s.stuck_total;
                (s.set_bits, s.stuck_counters)
            })
            .unzip();
        (set, stuck, total)
    }

    /// Starts a VCD trace at `path`.
    pub fn trace_to(&mut self, path: &std::path::Path) -> std::io::Result<()> {
        if let Some(dir) = path.parent() {
            std::fs::create_dir_all(dir)?;
        }
        self.ports.trace_open(path)?;
        self.tracing = true;
        Ok(())
    }
}

impl<P: CountingPorts> StreamDut for CountingDut<P> {
    type Op = CountingOp;
    type Result = CountingResult;

    fn module(&self) -> &'static str {
        P::MODULE
    }

    fn step(
        &mut self,
        in_valid: bool,
        op: CountingOp,
        out_ready: bool,
    ) -> StreamSample<CountingResult> {
        let s = self.cycle(Drive {
            in_valid,
            op: op.code(),
            key: op.payload(),
            out_ready,
            set_bits_bank: 0,
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
        if self.tracing {
            self.ports.trace_flush();
        }
    }
}

/// What a run exercised and measured.
#[derive(Clone, Debug, Default)]
pub struct Report {
    pub cycles: u64,
    pub ops: u64,
    pub results: u64,
    /// QUERY results, and how many answered "present".
    pub query_results: u64,
    pub query_hits: u64,
    /// `same_key[d]`: ops on key K accepted with exactly `d` other ops
    /// between them and an earlier INSERT or DELETE of K (d = 0..=LATENCY).
    pub same_key: [u64; LATENCY as usize + 1],
    /// Ops accepted directly behind an INSERT or DELETE of another key
    /// whose counter they share in some bank (the forwarding path without
    /// a same-key match).
    pub same_word_other_key: u64,
    /// DELETEs that removed a key / that were refused (key absent).
    pub deletes_done: u64,
    pub deletes_refused: u64,
    /// QUERYs of keys inserted more often than deleted since the last
    /// CLEAR or WRITE, and how many of them answered "absent" (must be 0).
    pub live_queries: u64,
    pub false_negatives: u64,
    /// Most counters stuck at 15 at a count check.
    pub max_stuck: u64,
    /// Times the per-bank counts were read and compared.
    pub count_checks: u64,
    pub stall_cycles: u64,
    pub seconds: f64,
}

impl Report {
    /// Results per cycle.
    pub fn ops_per_cycle(&self) -> f64 {
        self.results as f64 / self.cycles.max(1) as f64
    }
}

/// The first disagreement between the RTL and the model.
pub type Mismatch = crate::cosim::Mismatch<CountingOp, CountingResult>;

/// Ops between two comparisons of the per-bank counts in
/// [`CountingCosim::run`] (each drains the pipeline).
pub const COUNT_CHECK_OPS: usize = 5_000;

/// The model, the live keys and the hazard window, as the loop's [`Hooks`].
struct CountingHooks<'a> {
    model: &'a mut CountingModel,
    report: &'a mut Report,
    /// Keys inserted more often than deleted since the last CLEAR/WRITE.
    live: &'a mut HashMap<u64, u32>,
    /// The last `LATENCY + 1` accepted ops: key and positions when it
    /// changed counters (INSERT, DELETE).
    recent: &'a mut Vec<Option<(u64, Vec<usize>)>>,
}

impl Hooks<CountingOp, CountingResult> for CountingHooks<'_> {
    fn accept(&mut self, op: CountingOp, _pending: usize) -> Result<CountingResult, ParamError> {
        let r = self.model.apply(op)?;
        self.report.ops += 1;
        let mut entry = None;
        match op {
            CountingOp::Query(k) | CountingOp::Insert(k) | CountingOp::Delete(k) => {
                let pos = self.model.positions(k);
                if let Some(d) = self
                    .recent
                    .iter()
                    .rev()
                    .position(|e| e.as_ref().is_some_and(|(rk, _)| *rk == k))
                {
                    self.report.same_key[d] += 1;
                }
                if let Some(Some((rk, rpos))) = self.recent.last()
                    && *rk != k
                    && rpos.iter().zip(&pos).any(|(a, b)| a == b)
                {
                    self.report.same_word_other_key += 1;
                }
                match op {
                    CountingOp::Query(_) => {
                        if self.live.contains_key(&k) {
                            self.report.live_queries += 1;
                            self.report.false_negatives += !r.hit as u64;
                        }
                    }
                    CountingOp::Insert(_) => {
                        *self.live.entry(k).or_default() += 1;
                        entry = Some((k, pos));
                    }
                    _ => {
                        if r.hit {
                            self.report.deletes_done += 1;
                            if let Some(n) = self.live.get_mut(&k) {
                                *n -= 1;
                                if *n == 0 {
                                    self.live.remove(&k);
                                }
                            }
                        } else {
                            self.report.deletes_refused += 1;
                        }
                        entry = Some((k, pos));
                    }
                }
            }
            CountingOp::Clear | CountingOp::Write(..) => self.live.clear(),
            CountingOp::Read(_) => {}
        }
        if self.recent.len() == LATENCY as usize + 1 {
            self.recent.remove(0);
        }
        self.recent.push(entry);
        Ok(r)
    }

    fn checked(&mut self, op: &CountingOp, result: &CountingResult) {
        self.report.results += 1;
        if matches!(op, CountingOp::Query(_)) {
            self.report.query_results += 1;
            self.report.query_hits += result.hit as u64;
        }
    }

    fn stall(&mut self) {
        self.report.stall_cycles += 1;
    }
}

/// Co-simulation of one counting engine against the model.
pub struct CountingCosim<P: CountingPorts> {
    pub dut: CountingDut<P>,
    pub model: CountingModel,
    stream: Stream<CountingOp, CountingResult>,
    live: HashMap<u64, u32>,
    recent: Vec<Option<(u64, Vec<usize>)>>,
    report: Report,
    check_every: usize,
}

impl<P: CountingPorts> CountingCosim<P> {
    /// A fresh engine and model; `seed` drives the traffic pattern (and
    /// the random initial state of `--x-initial unique` builds). With
    /// `HWFILTER_TRACE` set, the run is traced.
    pub fn new(name: &str, seed: u64) -> Self {
        let params = BloomParams::new(P::BANKS, P::ADDR_BITS).expect("geometry of a built model");
        let mut dut = CountingDut::<P>::new(seed as u32);
        let trace = trace_path(P::MODULE, name, |path| dut.trace_to(path));
        CountingCosim {
            dut,
            model: CountingModel::new(params),
            stream: Stream::new(seed ^ 0xC0C0_A000, trace),
            live: HashMap::new(),
            recent: vec![],
            report: Report::default(),
            check_every: COUNT_CHECK_OPS,
        }
    }

    /// Compares the counts every `ops` ops (`usize::MAX`: at the end only,
    /// so a full-speed cycle count has no drains in it).
    pub fn check_counts_every(&mut self, ops: usize) {
        self.check_every = ops.max(1);
    }

    /// Geometry under test.
    pub fn params(&self) -> BloomParams {
        self.model.params()
    }

    /// Runs every op through the engine and the model with the given
    /// traffic, then drains; checks every result, and the counts every
    /// [`COUNT_CHECK_OPS`] ops and at the end.
    pub fn run<I: IntoIterator<Item = CountingOp>>(
        &mut self,
        ops: I,
        traffic: Traffic,
    ) -> Result<&Report, Mismatch> {
        let idle_limit = (1 << 16) + traffic.hold_cycles.1 + 100;
        let mut ops = ops.into_iter().peekable();
        while ops.peek().is_some() {
            let chunk = ops.by_ref().take(self.check_every);
            let mut hooks = CountingHooks {
                model: &mut self.model,
                report: &mut self.report,
                live: &mut self.live,
                recent: &mut self.recent,
            };
            let (cycles, seconds) = self.stream.run(
                &mut self.dut,
                chunk,
                traffic,
                CountingOp::Query(0),
                idle_limit,
                &mut hooks,
            )?;
            self.report.cycles += cycles;
            self.report.seconds += seconds;
            self.check_counts()?;
        }
        Ok(&self.report)
    }

    /// The engine's per-bank counts against the model's (no op may be in
    /// flight).
    pub fn check_counts(&mut self) -> Result<(), Mismatch> {
        let (set, stuck, total) = self.dut.read_counts();
        let (want_set, want_stuck) = (self.model.bank_popcounts(), self.model.stuck_counts());
        let want_total: u64 = want_stuck.iter().sum();
        self.report.count_checks += 1;
        self.report.max_stuck = self.report.max_stuck.max(want_total);
        if set == want_set && stuck == want_stuck && total == want_total {
            return Ok(());
        }
        let mut m = self.stream.mismatch(&mut self.dut, None, None, None);
        let detail = format!(
            "non-zero counters per bank: RTL {set:?}, model {want_set:?}; \
             stuck: RTL {stuck:?} (total {total}), model {want_stuck:?} (total {want_total})"
        );
        m.detail = Some(Box::new(crate::cosim::Detail(detail)));
        Err(m)
    }

    /// The report so far.
    pub fn report(&self) -> &Report {
        &self.report
    }
}

/// A random counting-filter workload: inserts (half of them from a small
/// pool of hot keys, so counters climb to 15 and ops on one key follow
/// each other at every distance), deletes of live keys and of absent
/// ones, queries, snapshot reads and writes, and a CLEAR now and then.
///
/// The stream keeps its own model so that it only deletes keys that are
/// live or certainly absent: deleting a never-inserted key that happens to
/// be a false positive takes counts from other keys, the one way a
/// counting Bloom filter gives a false negative, and not the engine's
/// fault.
pub struct CountingOps {
    rng: SplitMix64,
    shadow: CountingModel,
    hot: Vec<u64>,
    live: Vec<u64>,
    left: u64,
    clear_every: u64,
    writes: bool,
}

impl CountingOps {
    /// `count` ops on a filter of `params`, snapshot writes included.
    pub fn new(params: BloomParams, seed: u64, count: u64) -> Self {
        let mut rng = SplitMix64(seed);
        let hot = (0..32).map(|_| rng.next_u64()).collect();
        CountingOps {
            rng,
            shadow: CountingModel::new(params),
            hot,
            live: vec![],
            left: count,
            clear_every: params.capacity(0.01).max(16) * 4,
            writes: true,
        }
    }

    /// The same stream without snapshot WRITEs (a WRITE forgets which
    /// keys are live, so a stream meant to count false negatives over
    /// long stretches leaves them out).
    pub fn without_writes(mut self) -> Self {
        self.writes = false;
        self
    }

    fn pick_op(&mut self) -> CountingOp {
        let p = self.shadow.params();
        if self.rng.below(self.clear_every) == 0 {
            self.live.clear();
            return CountingOp::Clear;
        }
        let r = self.rng.below(1000);
        match r {
            0..=379 => {
                let k = if self.rng.chance(1, 2) {
                    self.hot[self.rng.below(self.hot.len() as u64) as usize]
                } else {
                    self.rng.next_u64()
                };
                self.live.push(k);
                CountingOp::Insert(k)
            }
            380..=619 => {
                if !self.live.is_empty() && self.rng.chance(4, 5) {
                    // The newest keys most often: deletes right behind inserts.
                    let n = self.live.len() as u64;
                    let i = if self.rng.chance(1, 2) {
                        n - 1 - self.rng.below(n.min(12))
                    } else {
                        self.rng.below(n)
                    };
                    CountingOp::Delete(self.live.swap_remove(i as usize))
                } else {
                    let k = self.rng.next_u64();
                    if self.shadow.contains(k) {
                        CountingOp::Query(k)
                    } else {
                        CountingOp::Delete(k)
                    }
                }
            }
            620..=969 => {
                let k = if !self.live.is_empty() && self.rng.chance(1, 2) {
                    self.live[self.rng.below(self.live.len() as u64) as usize]
                } else {
                    self.rng.next_u64()
                };
                CountingOp::Query(k)
            }
            970..=989 => CountingOp::Read(self.rng.below(p.bank_bits()) as u32),
            _ if self.writes => {
                self.live.clear();
                let mask = if p.banks() == 8 {
                    u32::MAX
                } else {
                    (1u32 << (4 * p.banks())) - 1
                };
                CountingOp::Write(
                    self.rng.below(p.bank_bits()) as u32,
                    self.rng.next_u64() as u32 & mask,
                )
            }
            _ => CountingOp::Read(self.rng.below(p.bank_bits()) as u32),
        }
    }
}

impl Iterator for CountingOps {
    type Item = CountingOp;
    fn next(&mut self) -> Option<CountingOp> {
        if self.left == 0 {
            return None;
        }
        self.left -= 1;
        let op = self.pick_op();
        self.shadow.apply(op).expect("ops in range");
        Some(op)
    }
}
