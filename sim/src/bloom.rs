//! Driving a Verilated `BloomEngine` and comparing it with the model.
//!
//! ```text
//!   stimulus ──► [offer: in_valid/in_op/in_key held until in_ready] ──► DUT ──► [out_ready: random] ──► compare
//!       │                                                                                   ▲
//!       └──────────► BloomModel::apply (when the DUT accepts) ──► expected FIFO ────────────┘
//! ```
//!
//! Each call to [`BloomDut::cycle`] is one clock: inputs are applied, the
//! model is evaluated with the clock low, the handshake signals are
//! sampled (a transfer happens when valid and ready are both high at the
//! rising edge), then the clock rises.

use std::collections::VecDeque;

use hwfilter_model::ParamError;
use hwfilter_model::rng::SplitMix64;
use hwfilter_model::{BloomModel, BloomOp, BloomParams, BloomResult};

use crate::cosim::{Hooks, Stream, StreamDut, StreamSample, trace_path};
pub use crate::cosim::{Traffic, trace_dir};
use crate::models;

/// The ports of a Verilated Bloom engine top (all geometries share them).
pub trait BloomPorts: Sized {
    /// Verilog module name.
    const MODULE: &'static str;
    /// Number of banks `k`.
    const BANKS: u32;
    /// Bank address width `A`.
    const ADDR_BITS: u32;
    /// Port order of [`Self::step`]'s inputs (Verilator's, not ours).
    const STEP_INPUTS: [&'static str; 6];
    /// Port order of [`Self::step`]'s outputs.
    const STEP_OUTPUTS: [&'static str; 6];
    /// A new instance (seed for random initial state, where built so).
    fn create(seed: u32) -> Self;
    fn set_clock(&mut self, v: u64);
    fn set_reset(&mut self, v: u64);
    fn set_in_valid(&mut self, v: u64);
    fn set_in_op(&mut self, v: u64);
    fn set_in_key(&mut self, v: u64);
    fn set_out_ready(&mut self, v: u64);
    fn eval(&mut self);
    /// One clock: inputs in `STEP_INPUTS` order in, outputs in
    /// `STEP_OUTPUTS` order sampled before the edge.
    fn step(&mut self, inp: &[u64; 6], out: &mut [u64; 6]);
    fn in_ready(&self) -> u64;
    fn out_valid(&self) -> u64;
    fn out_op(&self) -> u64;
    fn out_hit(&self) -> u64;
    fn out_word(&self) -> u64;
    fn trace_open(&mut self, path: &std::path::Path) -> std::io::Result<()>;
    fn trace_flush(&mut self);
}

macro_rules! bloom_ports {
    ($ty:ident, $k:expr, $a:expr) => {
        impl BloomPorts for models::$ty {
            const MODULE: &'static str = models::$ty::MODULE;
            const BANKS: u32 = $k;
            const ADDR_BITS: u32 = $a;
            const STEP_INPUTS: [&'static str; 6] = models::$ty::STEP_INPUTS;
            const STEP_OUTPUTS: [&'static str; 6] = models::$ty::STEP_OUTPUTS;
            fn create(seed: u32) -> Self {
                models::$ty::new(seed)
            }
            #[inline]
            fn set_clock(&mut self, v: u64) {
                models::$ty::set_clock(self, v)
            }
            #[inline]
            fn set_reset(&mut self, v: u64) {
                models::$ty::set_reset(self, v)
            }
            #[inline]
            fn set_in_valid(&mut self, v: u64) {
                models::$ty::set_in_valid(self, v)
            }
            #[inline]
            fn set_in_op(&mut self, v: u64) {
                models::$ty::set_in_op(self, v)
            }
            #[inline]
            fn set_in_key(&mut self, v: u64) {
                models::$ty::set_in_key(self, v)
            }
            #[inline]
            fn set_out_ready(&mut self, v: u64) {
                models::$ty::set_out_ready(self, v)
            }
            #[inline]
            fn eval(&mut self) {
                models::$ty::eval(self)
            }
            #[inline]
            fn step(&mut self, inp: &[u64; 6], out: &mut [u64; 6]) {
                models::$ty::step(self, inp, out)
            }
            #[inline]
            fn in_ready(&self) -> u64 {
                models::$ty::in_ready(self)
            }
            #[inline]
            fn out_valid(&self) -> u64 {
                models::$ty::out_valid(self)
            }
            #[inline]
            fn out_op(&self) -> u64 {
                models::$ty::out_op(self)
            }
            #[inline]
            fn out_hit(&self) -> u64 {
                models::$ty::out_hit(self)
            }
            #[inline]
            fn out_word(&self) -> u64 {
                models::$ty::out_word(self)
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

bloom_ports!(VlBloomK4A12, 4, 12);
#[cfg(feature = "test-models")]
bloom_ports!(VlBloomK8A14, 8, 14);
#[cfg(feature = "test-models")]
bloom_ports!(VlBloomK5A9, 5, 9);
#[cfg(feature = "test-models")]
bloom_ports!(VlBloomK6A19, 6, 19);
#[cfg(feature = "test-models")]
bloom_ports!(VlBloomK4A12Xu, 4, 12);
#[cfg(feature = "test-models")]
bloom_ports!(VlBloomK4A12Gl, 4, 12);
#[cfg(feature = "test-models")]
bloom_ports!(VlBloomSpramK4, 4, 18);
#[cfg(feature = "test-models")]
bloom_ports!(VlBloomSpramK4Gl, 4, 18);

/// The default engine geometry (k = 4 banks of 2^12 bits).
pub type DefaultBloom = models::VlBloomK4A12;
#[cfg(feature = "test-models")]
/// The largest co-simulated geometry (k = 8 banks of 2^14 bits).
pub type LargeBloom = models::VlBloomK8A14;
#[cfg(feature = "test-models")]
/// A small geometry with an odd bank count (k = 5 banks of 2^9 bits).
pub type SmallBloom = models::VlBloomK5A9;
#[cfg(feature = "test-models")]
/// The ULX3S 85F's geometry (k = 6 banks of 2^19 bits, the hash's wide
/// stride of 21).
pub type Ulx3s85fBloom = models::VlBloomK6A19;
#[cfg(feature = "test-models")]
/// The default geometry built with `--x-initial unique`: every register
/// and memory bit starts random.
pub type DefaultBloomRandomInit = models::VlBloomK4A12Xu;

#[cfg(feature = "test-models")]
/// The default geometry as synthesized by yosys for iCE40 (gate-level
/// netlist simulated with yosys's `cells_sim.v`).
pub type DefaultBloomNetlist = models::VlBloomK4A12Gl;

#[cfg(feature = "test-models")]
/// The SPRAM engine of the iCEBreaker (k = 4 banks of 2^18 bits, one
/// UP5K SPRAM each), simulated with yosys's SPRAM model and every register
/// and memory word starting random.
pub type SpramBloom = models::VlBloomSpramK4;
#[cfg(feature = "test-models")]
/// The SPRAM engine as synthesized by yosys for the UP5K.
pub type SpramBloomNetlist = models::VlBloomSpramK4Gl;

/// Pipeline latency of the engine, in cycles, with no stalls.
pub const LATENCY: u64 = 9;

/// Inputs for one clock.
#[derive(Clone, Copy, Debug, Default)]
pub struct Drive {
    pub in_valid: bool,
    pub op: u8,
    pub key: u64,
    pub out_ready: bool,
    /// The bank whose set bits `Sample::set_bits` shows two cycles later.
    pub set_bits_bank: u8,
}

/// Outputs sampled just before the rising edge.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Sample {
    pub in_ready: bool,
    pub out_valid: bool,
    pub result: BloomResult,
    /// Set bits of the bank driven the cycle before, as of the edge
    /// before that.
    pub set_bits: u64,
}

/// A Verilated engine with a cycle-level interface.
pub struct BloomDut<P: BloomPorts> {
    ports: P,
    cycles: u64,
    tracing: bool,
    /// Position in `P::STEP_INPUTS` of reset, in_valid, in_op, in_key,
    /// out_ready, set_bits_bank.
    in_pos: [usize; 6],
    /// Position in `P::STEP_OUTPUTS` of in_ready, out_valid, out_op,
    /// out_hit, out_word, set_bits.
    out_pos: [usize; 6],
}

/// Where each of `names` sits in a Verilated top's step port order.
pub(crate) fn positions<const N: usize, const M: usize>(
    order: &[&str; N],
    names: [&str; M],
) -> [usize; M] {
    names.map(|n| {
        order
            .iter()
            .position(|o| *o == n)
            .unwrap_or_else(|| panic!("Verilated top has no port {n} (ports: {order:?})"))
    })
}

impl<P: BloomPorts> BloomDut<P> {
    /// A new engine, held in reset for a few cycles. `seed` only matters
    /// for models built with random initial state.
    pub fn new(seed: u32) -> Self {
        let mut d = BloomDut {
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
                ],
            ),
        };
        d.reset();
        d
    }

    /// Starts a VCD trace at `path` (the directory is created).
    pub fn trace_to(&mut self, path: &std::path::Path) -> std::io::Result<()> {
        if let Some(dir) = path.parent() {
            std::fs::create_dir_all(dir)?;
        }
        self.ports.trace_open(path)?;
        self.tracing = true;
        Ok(())
    }

    /// Flushes the VCD trace (no-op without one).
    pub fn trace_flush(&mut self) {
        if self.tracing {
            self.ports.trace_flush();
        }
    }

    /// Synchronous reset for 4 cycles.
    pub fn reset(&mut self) {
        self.ports.set_reset(1);
        self.ports.set_in_valid(0);
        self.ports.set_out_ready(0);
        for _ in 0..4 {
            self.clock_edge();
        }
        self.ports.set_reset(0);
    }

    fn clock_edge(&mut self) {
        self.ports.set_clock(0);
        self.ports.eval();
        self.ports.set_clock(1);
        self.ports.eval();
        self.cycles += 1;
    }

    /// One clock with the given inputs; returns what was sampled before
    /// the edge (so `in_valid && in_ready` means the op was taken).
    #[inline]
    pub fn cycle(&mut self, d: Drive) -> Sample {
        let (ip, op) = (&self.in_pos, &self.out_pos);
        let mut inp = [0u64; 6];
        inp[ip[1]] = d.in_valid as u64;
        inp[ip[2]] = d.op as u64;
        inp[ip[3]] = d.key;
        inp[ip[4]] = d.out_ready as u64;
        inp[ip[5]] = d.set_bits_bank as u64;
        let mut out = [0u64; 6];
        self.ports.step(&inp, &mut out);
        self.cycles += 1;
        Sample {
            in_ready: out[op[0]] != 0,
            out_valid: out[op[1]] != 0,
            result: BloomResult {
                op: out[op[2]] as u8,
                hit: out[op[3]] != 0,
                word: out[op[4]] as u8,
            },
            set_bits: out[op[5]],
        }
    }

    /// The set bits of every bank, read through the engine's registered
    /// read port with no op offered (two cycles per bank). Exact once no
    /// op is in flight.
    pub fn read_set_bits(&mut self) -> Vec<u64> {
        (0..P::BANKS as u8)
            .map(|bank| {
                let idle = Drive {
                    set_bits_bank: bank,
                    ..Drive::default()
                };
                self.cycle(idle);
                self.cycle(idle);
                self.cycle(idle).set_bits
            })
            .collect()
    }

    /// Cycles clocked so far (reset included).
    pub fn cycles(&self) -> u64 {
        self.cycles
    }
}

/// Hazards a run exercised (each counted when it happened).
#[derive(Clone, Debug, Default)]
pub struct Hazards {
    /// `same_key_after_insert[d]`: ops on key K accepted with exactly `d`
    /// other ops between them and an earlier INSERT of K (d = 0..=LATENCY+1).
    pub same_key_after_insert: [u64; LATENCY as usize + 2],
    /// Ops accepted directly behind a WRITE to the same address.
    pub read_after_write: u64,
    /// CLEARs accepted while earlier ops were still in flight.
    pub clear_mid_stream: u64,
    /// Ops accepted while a CLEAR was in flight (they must wait for it).
    pub ops_behind_clear: u64,
    /// Cycles with a result offered and not taken.
    pub stall_cycles: u64,
    /// Long holds of out_ready low with the pipeline busy.
    pub long_holds: u64,
}

/// What a run did and measured.
#[derive(Clone, Debug, Default)]
pub struct Report {
    pub cycles: u64,
    pub ops: u64,
    pub results: u64,
    pub query_results: u64,
    pub query_hits: u64,
    pub hazards: Hazards,
    /// Times the set-bit counts were read and compared.
    pub fill_checks: u64,
    pub seconds: f64,
}

/// Ops between two comparisons of the set-bit counts in [`Cosim::run`]:
/// well under the random streams' CLEAR interval, so a miscount is seen
/// before a CLEAR erases it.
pub const FILL_CHECK_OPS: usize = 5_000;

impl Report {
    /// Simulated cycles per wall-clock second, measured in the checking loop.
    pub fn cycles_per_second(&self) -> f64 {
        self.cycles as f64 / self.seconds.max(1e-9)
    }
    /// Results per cycle.
    pub fn ops_per_cycle(&self) -> f64 {
        self.results as f64 / self.cycles.max(1) as f64
    }
}

/// The first disagreement between the RTL and the model.
pub type Mismatch = crate::cosim::Mismatch<BloomOp, BloomResult>;

impl<P: BloomPorts> StreamDut for BloomDut<P> {
    type Op = BloomOp;
    type Result = BloomResult;

    fn module(&self) -> &'static str {
        P::MODULE
    }

    fn step(&mut self, in_valid: bool, op: BloomOp, out_ready: bool) -> StreamSample<BloomResult> {
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
        self.trace_flush();
    }
}

/// What the hazard counters need to remember between ops.
#[derive(Debug, Default)]
struct HazardWindow {
    /// Keys of the last `LATENCY + 2` accepted ops, with whether each was an INSERT.
    recent: VecDeque<(u64, bool)>,
    last_write: Option<u32>,
    clear_in_flight: u64,
}

/// Co-simulation: one DUT and one model fed the same ops
/// ([`crate::cosim::Stream`]), with the Bloom engine's hazards counted.
pub struct Cosim<P: BloomPorts> {
    pub dut: BloomDut<P>,
    pub model: BloomModel,
    stream: Stream<BloomOp, BloomResult>,
    window: HazardWindow,
    report: Report,
    fill_check_ops: usize,
}

/// The model and the hazard bookkeeping, as the loop's [`Hooks`].
struct BloomHooks<'a> {
    model: &'a mut BloomModel,
    window: &'a mut HazardWindow,
    report: &'a mut Report,
}

impl Hooks<BloomOp, BloomResult> for BloomHooks<'_> {
    fn accept(&mut self, op: BloomOp, pending: usize) -> Result<BloomResult, ParamError> {
        let w = &mut *self.window;
        let h = &mut self.report.hazards;
        if w.clear_in_flight > 0 {
            h.ops_behind_clear += 1;
        }
        match op {
            BloomOp::Query(k) | BloomOp::Insert(k) => {
                // Distance to the latest INSERT of the same key still in the window.
                if let Some(d) = w.recent.iter().rev().position(|&(rk, ins)| ins && rk == k) {
                    h.same_key_after_insert[d] += 1;
                }
            }
            BloomOp::Clear => {
                if pending > 0 {
                    h.clear_mid_stream += 1;
                }
                w.clear_in_flight += 1;
                w.recent.clear();
            }
            BloomOp::Read(a) | BloomOp::Write(a, _) => {
                if w.last_write == Some(a) {
                    h.read_after_write += 1;
                }
            }
        }
        if w.recent.len() == LATENCY as usize + 2 {
            w.recent.pop_front();
        }
        match op {
            BloomOp::Query(k) => w.recent.push_back((k, false)),
            BloomOp::Insert(k) => w.recent.push_back((k, true)),
            // Not a key: the flag is false so it never matches.
            _ => w.recent.push_back((0, false)),
        }
        w.last_write = match op {
            BloomOp::Write(a, _) => Some(a),
            _ => None,
        };
        let r = self.model.apply(op)?;
        self.report.ops += 1;
        Ok(r)
    }

    fn checked(&mut self, op: &BloomOp, result: &BloomResult) {
        if matches!(op, BloomOp::Clear) {
            self.window.clear_in_flight -= 1;
        }
        if matches!(op, BloomOp::Query(_)) {
            self.report.query_results += 1;
            self.report.query_hits += result.hit as u64;
        }
        self.report.results += 1;
    }

    fn stall(&mut self) {
        self.report.hazards.stall_cycles += 1;
    }

    fn long_hold(&mut self, pending: usize) {
        if pending > 0 {
            self.report.hazards.long_holds += 1;
        }
    }
}

impl<P: BloomPorts> Cosim<P> {
    /// A fresh engine and model; `seed` drives the traffic pattern (and
    /// the random initial state of `--x-initial unique` builds). With
    /// `HWFILTER_TRACE` set, the run is traced to
    /// `target/hwfilter-traces/<module>-<name>.vcd`.
    pub fn new(name: &str, seed: u64) -> Self {
        let params = BloomParams::new(P::BANKS, P::ADDR_BITS).expect("geometry of a built model");
        let mut dut = BloomDut::<P>::new(seed as u32);
        let trace = trace_path(P::MODULE, name, |path| dut.trace_to(path));
        Cosim {
            dut,
            model: BloomModel::new(params),
            stream: Stream::new(seed ^ 0xC0FF_EE00, trace),
            window: HazardWindow::default(),
            report: Report::default(),
            fill_check_ops: FILL_CHECK_OPS,
        }
    }

    /// Compares the set-bit counts every `ops` ops instead of every
    /// [`FILL_CHECK_OPS`] (each comparison drains the pipeline, which a
    /// cycle count of a stream at full speed must not include; `usize::MAX`
    /// checks at the end of a run only).
    pub fn check_fill_every(&mut self, ops: usize) {
        self.fill_check_ops = ops.max(1);
    }

    /// Geometry under test.
    pub fn params(&self) -> BloomParams {
        self.model.params()
    }

    /// Runs every op of `ops` through the engine and the model with the
    /// given traffic, then drains; checks every result, and the engine's
    /// set-bit counts against the model's popcounts after every
    /// [`FILL_CHECK_OPS`] ops (see [`Self::check_fill_every`]) (drained there: the counts are read with no
    /// op in flight) and at the end.
    pub fn run<I: IntoIterator<Item = BloomOp>>(
        &mut self,
        ops: I,
        traffic: Traffic,
    ) -> Result<&Report, Mismatch> {
        // A clear of 2^14 words plus the longest hold bounds any wait.
        let idle_limit = (1 << 16) + traffic.hold_cycles.1 + 100;
        let mut ops = ops.into_iter().peekable();
        while ops.peek().is_some() {
            let chunk = ops.by_ref().take(self.fill_check_ops);
            let mut hooks = BloomHooks {
                model: &mut self.model,
                window: &mut self.window,
                report: &mut self.report,
            };
            let (cycles, seconds) = self.stream.run(
                &mut self.dut,
                chunk,
                traffic,
                BloomOp::Query(0),
                idle_limit,
                &mut hooks,
            )?;
            self.report.cycles += cycles;
            self.report.seconds += seconds;
            self.check_set_bits()?;
        }
        Ok(&self.report)
    }

    /// The engine's set-bit counts against the model's popcounts (no op
    /// may be in flight).
    pub fn check_set_bits(&mut self) -> Result<(), Mismatch> {
        let rtl = self.dut.read_set_bits();
        let model = self.model.bank_popcounts();
        self.report.fill_checks += 1;
        if rtl == model {
            return Ok(());
        }
        let mut m = self.stream.mismatch(&mut self.dut, None, None, None);
        let detail = format!("set bits per bank: RTL {rtl:?}, model {model:?}");
        m.detail = Some(Box::new(crate::cosim::Detail(detail)));
        Err(m)
    }

    /// The report so far.
    pub fn report(&self) -> &Report {
        &self.report
    }
}

/// A random op stream that keeps the filter in its useful range: inserts
/// and queries (a third of them on recently inserted keys, at every
/// distance), snapshot reads and writes, and a CLEAR about every
/// `2.5 x capacity` ops so the filter never saturates.
pub struct RandomOps {
    rng: SplitMix64,
    params: BloomParams,
    recent: Vec<u64>,
    left: u64,
    clear_every: u64,
}

impl RandomOps {
    pub fn new(params: BloomParams, seed: u64, count: u64) -> Self {
        let cap = params.capacity(0.01).max(16);
        RandomOps {
            rng: SplitMix64(seed),
            params,
            recent: Vec::with_capacity(16),
            left: count,
            clear_every: cap * 5 / 2,
        }
    }
}

impl Iterator for RandomOps {
    type Item = BloomOp;
    fn next(&mut self) -> Option<BloomOp> {
        if self.left == 0 {
            return None;
        }
        self.left -= 1;
        let r = self.rng.below(1000);
        let words = self.params.bank_bits();
        let full = ((1u16 << self.params.banks()) - 1) as u64;
        if self.rng.below(self.clear_every) == 0 {
            return Some(BloomOp::Clear);
        }
        let key = if !self.recent.is_empty() && self.rng.chance(1, 3) {
            self.recent[self.rng.below(self.recent.len() as u64) as usize]
        } else {
            self.rng.next_u64()
        };
        Some(match r {
            0..=399 => {
                if self.recent.len() == 16 {
                    let i = self.rng.below(16) as usize;
                    self.recent[i] = key;
                } else {
                    self.recent.push(key);
                }
                BloomOp::Insert(key)
            }
            400..=979 => BloomOp::Query(key),
            980..=994 => BloomOp::Read(self.rng.below(words) as u32),
            _ => BloomOp::Write(
                self.rng.below(words) as u32,
                (self.rng.next_u64() & full) as u8,
            ),
        })
    }
}
