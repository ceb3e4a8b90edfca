//! The one co-simulation loop: an engine behind valid/ready streams and
//! its model, fed the same ops, every result compared.
//!
//! ```text
//!  ops ─► offer (random gaps) ─► in_valid/in_ready ─► engine ─► out_valid/out_ready ◄─ ready (random, long holds)
//!          │ accepted                                               │ taken
//!          ▼                                                        ▼
//!        model.apply ─► expected queue ───────────────────────► compare ─► Mismatch (with the trace path)
//! ```
//!
//! [`Stream::run`] owns the stimulus (the [`Traffic`] pattern: random
//! valid gaps, random ready, long back-pressure holds), the scoreboard and
//! the deadlock check; an engine's harness ([`crate::bloom::Cosim`],
//! [`crate::cuckoo::CuckooCosim`]) supplies the engine as a [`StreamDut`]
//! and its model and hazard bookkeeping as [`Hooks`].

use std::collections::VecDeque;
use std::path::{Path, PathBuf};
use std::time::Instant;

use hwfilter_model::ParamError;
use hwfilter_model::rng::SplitMix64;

/// Back-pressure and gap pattern of a run.
#[derive(Clone, Copy, Debug)]
pub struct Traffic {
    /// Probability (per 1024) that the producer offers an op in a cycle.
    pub valid_per_1024: u64,
    /// Probability (per 1024) that the consumer is ready in a cycle.
    pub ready_per_1024: u64,
    /// Probability (per 1M cycles) of starting a long back-pressure hold.
    pub hold_per_million: u64,
    /// Length range of a long hold, in cycles.
    pub hold_cycles: (u64, u64),
}

impl Traffic {
    /// Producer and consumer always ready: the throughput case.
    pub const FULL_SPEED: Traffic = Traffic {
        valid_per_1024: 1024,
        ready_per_1024: 1024,
        hold_per_million: 0,
        hold_cycles: (0, 0),
    };
    /// Random gaps on both sides plus occasional long stalls.
    pub const RANDOM: Traffic = Traffic {
        valid_per_1024: 870,
        ready_per_1024: 800,
        hold_per_million: 300,
        hold_cycles: (16, 400),
    };
}

/// What the stream ports showed in one cycle, sampled before the edge.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct StreamSample<R> {
    pub in_ready: bool,
    pub out_valid: bool,
    pub result: R,
}

/// An engine with one op stream in and one result stream out.
pub trait StreamDut {
    type Op: Copy + std::fmt::Debug;
    type Result: Copy + std::fmt::Debug + PartialEq;
    /// The Verilated module's name (for messages).
    fn module(&self) -> &'static str;
    /// One clock: `in_valid` with `op`, and `out_ready`.
    fn step(&mut self, in_valid: bool, op: Self::Op, out_ready: bool)
    -> StreamSample<Self::Result>;
    /// Cycles clocked so far.
    fn cycles(&self) -> u64;
    /// Flushes the VCD trace, if there is one.
    fn flush_trace(&mut self);
}

/// What an engine's harness adds to the loop: the model's prediction and
/// the bookkeeping of the hazards a run exercised.
pub trait Hooks<Op, R> {
    /// The engine took `op` with `pending` results still owed: return the
    /// model's result for it.
    fn accept(&mut self, op: Op, pending: usize) -> Result<R, ParamError>;
    /// A result came out and equals the model's.
    fn checked(&mut self, _op: &Op, _result: &R) {}
    /// A result was offered and not taken this cycle.
    fn stall(&mut self) {}
    /// A long back-pressure hold began with `pending` results owed.
    fn long_hold(&mut self, _pending: usize) {}
}

/// The first disagreement between the RTL and the model.
#[derive(Clone, Debug, PartialEq)]
pub struct Mismatch<Op, R> {
    pub module: &'static str,
    /// Results checked before this one.
    pub result_index: u64,
    pub cycle: u64,
    /// The op whose result was wrong (or late); none for a result nobody asked for.
    pub op: Option<Op>,
    pub expected: Option<R>,
    /// What the RTL gave; none when it gave nothing in time.
    pub actual: Option<R>,
    /// The run's waveform, when traced (`HWFILTER_TRACE`).
    pub trace: Option<Box<Path>>,
    /// What disagreed besides a result (e.g. the engine's fill counts);
    /// boxed thin so a `Result` carrying a mismatch stays small.
    pub detail: Option<Box<Detail>>,
}

/// A mismatch's description beyond the result fields.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Detail(pub String);

impl<Op: std::fmt::Debug, R: std::fmt::Debug> std::fmt::Display for Mismatch<Op, R> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "{}: result #{} at cycle {}: op {:?}: expected {:?}, RTL gave {:?}",
            self.module, self.result_index, self.cycle, self.op, self.expected, self.actual
        )?;
        if let Some(d) = &self.detail {
            write!(f, ": {}", d.0)?;
        }
        match &self.trace {
            Some(p) => write!(f, " (waveform: {})", p.display()),
            None => write!(f, " (set HWFILTER_TRACE=1 for a waveform)"),
        }
    }
}

impl<Op: std::fmt::Debug, R: std::fmt::Debug> std::error::Error for Mismatch<Op, R> {}

/// Where traces go: `target/hwfilter-traces/` of this workspace.
pub fn trace_dir() -> PathBuf {
    let target = std::env::var_os("CARGO_TARGET_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from(concat!(env!("CARGO_MANIFEST_DIR"), "/../target")));
    target.join("hwfilter-traces")
}

/// With `HWFILTER_TRACE` set, where a run called `name` of `module` is
/// traced, after `open` started the trace there; none otherwise (or when
/// the trace cannot be opened, with a warning).
pub fn trace_path(
    module: &str,
    name: &str,
    open: impl FnOnce(&std::path::Path) -> std::io::Result<()>,
) -> Option<PathBuf> {
    std::env::var_os("HWFILTER_TRACE")?;
    let path = trace_dir().join(format!("{module}-{name}.vcd"));
    let _ = std::fs::create_dir_all(trace_dir());
    match open(&path) {
        Ok(()) => Some(path),
        Err(e) => {
            eprintln!("warning: no trace for {name}: {e}");
            None
        }
    }
}

/// The stimulus and scoreboard of one engine's co-simulation, kept across
/// runs (the results owed, the random pattern, a hold in progress).
#[derive(Debug)]
pub struct Stream<Op, R> {
    rng: SplitMix64,
    hold_left: u64,
    expected: VecDeque<(Op, R)>,
    /// Results checked, over every run.
    results: u64,
    trace: Option<PathBuf>,
}

impl<Op: Copy + std::fmt::Debug, R: Copy + std::fmt::Debug + PartialEq> Stream<Op, R> {
    /// A stream whose random pattern is drawn from `seed`; mismatches name
    /// `trace` as the run's waveform.
    pub fn new(seed: u64, trace: Option<PathBuf>) -> Self {
        Stream {
            rng: SplitMix64(seed),
            hold_left: 0,
            expected: VecDeque::new(),
            results: 0,
            trace,
        }
    }

    /// Results checked so far.
    pub fn results(&self) -> u64 {
        self.results
    }

    pub(crate) fn mismatch<D: StreamDut>(
        &self,
        dut: &mut D,
        op: Option<Op>,
        expected: Option<R>,
        actual: Option<R>,
    ) -> Mismatch<Op, R> {
        dut.flush_trace();
        Mismatch {
            module: dut.module(),
            result_index: self.results,
            cycle: dut.cycles(),
            op,
            expected,
            actual,
            trace: self.trace.clone().map(PathBuf::into_boxed_path),
            detail: None,
        }
    }

    /// Offers every op of `ops` to `dut` with the `traffic` pattern (the
    /// cycle after the last, `idle_op` with `in_valid` low), takes results
    /// as `traffic` allows, checks each against the model's, and drains.
    /// Fails at the first wrong or unexpected result, or when nothing comes
    /// out for `idle_limit` cycles while results are owed. Returns the
    /// cycles and wall-clock seconds the run took.
    pub fn run<D, I, H>(
        &mut self,
        dut: &mut D,
        ops: I,
        traffic: Traffic,
        idle_op: Op,
        idle_limit: u64,
        hooks: &mut H,
    ) -> Result<(u64, f64), Mismatch<Op, R>>
    where
        D: StreamDut<Op = Op, Result = R>,
        I: IntoIterator<Item = Op>,
        H: Hooks<Op, R>,
    {
        let start = Instant::now();
        let start_cycles = dut.cycles();
        let mut ops = ops.into_iter().peekable();
        let mut idle = 0u64;
        loop {
            let pending = ops.peek().copied();
            if pending.is_none() && self.expected.is_empty() {
                break;
            }
            let offer = pending.is_some() && self.rng.below(1024) < traffic.valid_per_1024;
            let ready = if self.hold_left > 0 {
                self.hold_left -= 1;
                false
            } else if traffic.hold_per_million > 0
                && self.rng.below(1_000_000) < traffic.hold_per_million
            {
                let (lo, hi) = traffic.hold_cycles;
                self.hold_left = lo + self.rng.below(hi - lo + 1);
                hooks.long_hold(self.expected.len());
                false
            } else {
                self.rng.below(1024) < traffic.ready_per_1024
            };
            let op = pending.unwrap_or(idle_op);
            let s = dut.step(offer, op, ready);
            if s.out_valid && !ready {
                hooks.stall();
            }
            if s.out_valid && ready {
                let Some((eop, exp)) = self.expected.pop_front() else {
                    return Err(self.mismatch(dut, None, None, Some(s.result)));
                };
                if s.result != exp {
                    return Err(self.mismatch(dut, Some(eop), Some(exp), Some(s.result)));
                }
                hooks.checked(&eop, &exp);
                self.results += 1;
                idle = 0;
            } else {
                idle += 1;
                if idle > idle_limit {
                    let front = self.expected.front().copied();
                    return Err(self.mismatch(dut, front.map(|e| e.0), front.map(|e| e.1), None));
                }
            }
            if offer && s.in_ready {
                ops.next();
                match hooks.accept(op, self.expected.len()) {
                    Ok(r) => self.expected.push_back((op, r)),
                    Err(_) => return Err(self.mismatch(dut, Some(op), None, None)),
                }
            }
        }
        dut.flush_trace();
        Ok((dut.cycles() - start_cycles, start.elapsed().as_secs_f64()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A software engine: results `x + 1` after a fixed latency, a FIFO of
    /// `depth` results, and a fault to inject.
    struct Adder {
        in_flight: VecDeque<(u64, u64)>,
        out: VecDeque<u64>,
        depth: usize,
        cycles: u64,
        /// Result number that comes out wrong (+2), or that never comes out.
        corrupt: Option<u64>,
        lose: Option<u64>,
        produced: u64,
    }

    impl Adder {
        fn new() -> Self {
            Adder {
                in_flight: VecDeque::new(),
                out: VecDeque::new(),
                depth: 8,
                cycles: 0,
                corrupt: None,
                lose: None,
                produced: 0,
            }
        }
    }

    impl StreamDut for Adder {
        type Op = u64;
        type Result = u64;
        fn module(&self) -> &'static str {
            "adder"
        }
        fn step(&mut self, in_valid: bool, op: u64, out_ready: bool) -> StreamSample<u64> {
            let in_ready = self.in_flight.len() + self.out.len() < self.depth;
            let s = StreamSample {
                in_ready,
                out_valid: !self.out.is_empty(),
                result: self.out.front().copied().unwrap_or(0),
            };
            if s.out_valid && out_ready {
                self.out.pop_front();
            }
            while let Some(&(due, x)) = self.in_flight.front() {
                if due > self.cycles {
                    break;
                }
                self.in_flight.pop_front();
                let n = self.produced;
                self.produced += 1;
                if self.lose != Some(n) {
                    self.out.push_back(if self.corrupt == Some(n) {
                        x + 2
                    } else {
                        x + 1
                    });
                }
            }
            if in_valid && in_ready {
                self.in_flight.push_back((self.cycles + 3, op));
            }
            self.cycles += 1;
            s
        }
        fn cycles(&self) -> u64 {
            self.cycles
        }
        fn flush_trace(&mut self) {}
    }

    #[derive(Default)]
    struct Count {
        accepted: u64,
        checked: u64,
        stalls: u64,
        holds: u64,
    }

    impl Hooks<u64, u64> for Count {
        fn accept(&mut self, op: u64, _pending: usize) -> Result<u64, ParamError> {
            self.accepted += 1;
            Ok(op + 1)
        }
        fn checked(&mut self, op: &u64, result: &u64) {
            assert_eq!(*result, op + 1);
            self.checked += 1;
        }
        fn stall(&mut self) {
            self.stalls += 1;
        }
        fn long_hold(&mut self, _pending: usize) {
            self.holds += 1;
        }
    }

    const BUSY: Traffic = Traffic {
        valid_per_1024: 700,
        ready_per_1024: 600,
        hold_per_million: 20_000,
        hold_cycles: (5, 30),
    };

    #[test]
    fn a_correct_engine_passes_under_back_pressure_and_every_result_is_checked() {
        let mut dut = Adder::new();
        let mut stream = Stream::new(1, None);
        let mut hooks = Count::default();
        let (cycles, _) = stream
            .run(&mut dut, 0..5_000u64, BUSY, 0, 100, &mut hooks)
            .unwrap();
        assert_eq!((hooks.accepted, hooks.checked), (5_000, 5_000));
        assert_eq!(stream.results(), 5_000);
        assert!(
            hooks.stalls > 100 && hooks.holds > 10,
            "{} {}",
            hooks.stalls,
            hooks.holds
        );
        assert!(cycles > 5_000);
        // Full speed: one op a cycle once the pipe is full.
        let mut dut = Adder::new();
        let (cycles, _) = Stream::new(2, None)
            .run(
                &mut dut,
                0..1_000u64,
                Traffic::FULL_SPEED,
                0,
                100,
                &mut Count::default(),
            )
            .unwrap();
        assert!(cycles <= 1_000 + 5, "{cycles} cycles");
    }

    #[test]
    fn a_wrong_result_and_a_lost_one_are_reported_with_their_op() {
        let mut dut = Adder::new();
        dut.corrupt = Some(700);
        let e = Stream::new(3, None)
            .run(&mut dut, 0..2_000u64, BUSY, 0, 100, &mut Count::default())
            .unwrap_err();
        assert_eq!((e.module, e.result_index, e.op), ("adder", 700, Some(700)));
        assert_eq!((e.expected, e.actual), (Some(701), Some(702)));
        assert!(e.to_string().contains("result #700"), "{e}");

        let mut dut = Adder::new();
        dut.lose = Some(1_999);
        let e = Stream::new(4, None)
            .run(&mut dut, 0..2_000u64, BUSY, 0, 100, &mut Count::default())
            .unwrap_err();
        assert_eq!(
            (e.op, e.expected, e.actual),
            (Some(1_999), Some(2_000), None)
        );
    }
}
