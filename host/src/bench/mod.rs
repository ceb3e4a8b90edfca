//! Benchmarks of the filter engines.
//!
//! One run of [`run_bloom`] measures three contenders on the same keys:
//!
//! ```text
//!                 ┌──► Verilated BloomEngine ◄── every result compared ──► BloomModel ─► cycles, FPR
//!  seed ─► keys ──┼──► BloomModel alone (wall clock)                                ─► ns/op
//!                 └──► fastbloom, same bits and hashes (wall clock)                 ─► ns/op, FPR
//! ```
//!
//! The RTL streams run with an always-ready consumer, so their cycle counts
//! are the engine's throughput, exact and independent of the host. Every
//! result is compared with the model; a disagreement stops the RTL part and
//! is reported in [`BloomBenchReport::mismatches`] rather than as an error,
//! so the caller still gets every number measured up to that point.
//!
//! Keys: the filter is filled to its capacity at 1 % FPR
//! ([`BloomParams::capacity`]), not beyond: a saturated Bloom filter
//! answers "maybe" to everything and proves nothing.

// Only the Verilated run uses these; without it `run_bloom` stops first.
#[cfg(feature = "verilator")]
mod keys;
#[cfg(feature = "verilator")]
mod rtl;
#[cfg(feature = "verilator")]
mod software;

use std::fmt;

use hwfilter_model::{BloomParams, ParamError};
use serde::Serialize;

/// Largest `ops` a run accepts. The key sets are held in memory (16 bytes
/// per op), so this bounds a run to about 1.6 GB instead of letting a typo
/// abort the process on allocation failure.
pub const MAX_OPS: u64 = 100_000_000;

/// Default `ops`: enough for the FPR estimate's binomial error (about
/// ±1 % relative at 1 % FPR) to be well below the effects worth seeing.
pub const DEFAULT_OPS: u64 = 1_000_000;

/// The FPR at which the benchmark fills the filter.
pub const FILL_FPR: f64 = 0.01;

/// What to run.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BenchConfig {
    /// Ops in each of the query, FPR and mixed streams, and the number of
    /// timed ops for the software contenders. The insert stream always
    /// holds exactly the filter's capacity at [`FILL_FPR`].
    pub ops: u64,
    /// Seed of every key and op stream, so two runs with the same seed
    /// feed every contender identical stimulus.
    pub seed: u64,
}

impl Default for BenchConfig {
    fn default() -> Self {
        BenchConfig {
            ops: DEFAULT_OPS,
            seed: 1,
        }
    }
}

impl BenchConfig {
    /// Checks the config before any work starts.
    ///
    /// ```
    /// use hwfilter_host::bench::{BenchConfig, BenchError};
    /// assert!(BenchConfig::default().validate().is_ok());
    /// let zero = BenchConfig { ops: 0, ..BenchConfig::default() };
    /// assert!(matches!(zero.validate(), Err(BenchError::Ops { .. })));
    /// ```
    pub fn validate(&self) -> Result<(), BenchError> {
        if !(1..=MAX_OPS).contains(&self.ops) {
            return Err(BenchError::Ops {
                ops: self.ops,
                max: MAX_OPS,
            });
        }
        Ok(())
    }
}

/// Why a benchmark could not run. An RTL/model disagreement is not one of
/// these: it is a measurement, reported in [`BloomBenchReport`].
#[derive(Debug, thiserror::Error)]
pub enum BenchError {
    /// `ops` out of `1..=max`.
    #[error("--ops must be between 1 and {max}, got {ops}")]
    Ops { ops: u64, max: u64 },
    /// The binary has no Verilated models to run.
    #[error(
        "this hwfilter was built without Verilator support, so it cannot simulate the RTL; \
         rebuild it with the `verilator` feature, which is on by default \
         (e.g. `cargo build --release -p hwfilter-host`; needs verilator, yosys and a C++ compiler)"
    )]
    NoVerilator,
    /// The engine geometry is invalid (a bug: the geometries are built in).
    #[error("invalid engine geometry")]
    Geometry(#[source] ParamError),
}

/// A step of a benchmark run, as reported in [`BenchEvent`]s.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stage {
    /// The insert throughput stream (`--ops` distinct keys, fresh engine).
    RtlInsert,
    /// One CLEAR, for its cost in cycles.
    RtlClear,
    /// Inserting the filter's capacity of distinct keys (for the FPR).
    RtlFill,
    /// Querying every inserted key and reading every snapshot word back
    /// through the RTL (false negatives and the bank fill).
    RtlVerify,
    /// The query-only stream (half members, half non-members).
    RtlQuery,
    /// Non-member queries for the measured FPR.
    RtlFpr,
    /// Interleaved inserts and queries on a fresh engine.
    RtlMixed,
    /// Timing the reference model.
    Model,
    /// Timing `fastbloom`.
    Fastbloom,
}

impl fmt::Display for Stage {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Stage::RtlInsert => "RTL insert stream",
            Stage::RtlClear => "RTL clear",
            Stage::RtlFill => "RTL fill to capacity",
            Stage::RtlVerify => "RTL member queries and snapshot read-back",
            Stage::RtlQuery => "RTL query stream",
            Stage::RtlFpr => "RTL false-positive stream",
            Stage::RtlMixed => "RTL mixed stream",
            Stage::Model => "model timing",
            Stage::Fastbloom => "fastbloom timing",
        })
    }
}

/// Progress of a run, so a front end can draw it (the library never
/// prints).
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub enum BenchEvent {
    /// A stage began; it processes about `ops` ops.
    StageStarted { stage: Stage, ops: u64 },
    /// A stage ended after `seconds` of wall time.
    StageFinished { stage: Stage, seconds: f64 },
    /// The RTL disagreed with the model during `stage`; the remaining RTL
    /// stages are skipped.
    Mismatch { stage: Stage, detail: String },
}

/// Everything one Bloom benchmark run measured. Serialized as one flat
/// JSON object so scripts can compare runs field by field.
///
/// RTL fields are `None` (JSON `null`) when a mismatch stopped the RTL
/// part before their stream ran. `Default` is "nothing measured", for
/// front ends that render partial or synthetic reports.
#[derive(Clone, Debug, Default, PartialEq, Serialize)]
pub struct BloomBenchReport {
    /// Engine benchmarked (`"bloom"`).
    pub engine: &'static str,
    /// Seed of every stream.
    pub seed: u64,
    /// Number of banks `k` (one hash function per bank).
    pub banks: u32,
    /// Bits per bank, `2^A`.
    pub bank_bits: u64,
    /// Total filter bits, `k * 2^A`.
    pub total_bits: u64,
    /// Pipeline latency in cycles; every stream's cycle count includes one
    /// pipeline fill.
    pub latency_cycles: u64,

    /// Distinct keys inserted: the filter's capacity at 1 % FPR.
    pub keys_inserted: u64,
    /// Ops of the insert-only stream (distinct keys; throughput only, the
    /// cycle count does not depend on the filter's contents).
    pub ops_insert: Option<u64>,
    /// Cycles of the insert-only stream.
    pub cycles_insert: Option<u64>,
    /// Results per cycle of the insert-only stream.
    pub ops_per_cycle_insert: Option<f64>,
    /// Ops of the query-only stream (half members, half non-members).
    pub ops_query: Option<u64>,
    /// Cycles of the query-only stream.
    pub cycles_query: Option<u64>,
    /// Results per cycle of the query-only stream.
    pub ops_per_cycle_query: Option<f64>,
    /// Ops of the mixed stream (a quarter inserts, no CLEARs).
    pub ops_mixed: Option<u64>,
    /// Cycles of the mixed stream.
    pub cycles_mixed: Option<u64>,
    /// Results per cycle of the mixed stream.
    pub ops_per_cycle_mixed: Option<f64>,
    /// Cycles of one CLEAR from accept to result: one per bank word plus
    /// the pipeline.
    pub cycles_clear: Option<u64>,

    /// Non-member queries behind `fpr_measured`.
    pub queries: u64,
    /// Of those, how many the RTL answered "maybe present".
    pub false_positives: Option<u64>,
    /// `false_positives / queries`.
    pub fpr_measured: Option<f64>,
    /// The FPR the actual bank fill predicts: the product over banks of
    /// the fraction of set bits, read back through the RTL. The measured
    /// FPR is binomial around this, without the fill's own randomness.
    pub fpr_fill: Option<f64>,
    /// Theoretical FPR at `keys_inserted` keys.
    pub fpr_theory: f64,
    /// Inserted keys the RTL then reported absent (must be 0).
    pub false_negatives: Option<u64>,
    /// RTL/model disagreements: 0, or 1 when the first one stopped the
    /// RTL part.
    pub mismatches: u64,
    /// Where and how the RTL disagreed, when it did.
    pub first_mismatch: Option<String>,
    /// Simulated cycles over all RTL streams.
    pub rtl_cycles: u64,
    /// Wall time of the checking loop over all RTL streams.
    pub rtl_seconds: f64,
    /// `rtl_cycles / rtl_seconds` (0 when nothing ran).
    pub verilator_cycles_per_second: f64,

    /// Model: wall-clock nanoseconds per insert.
    pub model_insert_ns: f64,
    /// Model: wall-clock nanoseconds per query.
    pub model_query_ns: f64,
    /// fastbloom: wall-clock nanoseconds per insert.
    pub fastbloom_insert_ns: f64,
    /// fastbloom: wall-clock nanoseconds per query.
    pub fastbloom_query_ns: f64,
    /// fastbloom's FPR on the same non-member keys.
    pub fastbloom_fpr: f64,
    /// fastbloom's actual size (it rounds up to whole 512-bit blocks).
    pub fastbloom_bits: u64,
    /// fastbloom's hashes per key.
    pub fastbloom_hashes: u32,
    /// `model_query_ns / fastbloom_query_ns`: above 1 the model is slower.
    pub model_vs_fastbloom_query_ratio: f64,
}

impl BloomBenchReport {
    /// A report with the geometry filled in and nothing measured yet.
    #[cfg_attr(not(feature = "verilator"), allow(dead_code))]
    fn new(params: BloomParams, config: &BenchConfig, latency: u64) -> Self {
        let keys = params.capacity(FILL_FPR);
        BloomBenchReport {
            engine: "bloom",
            seed: config.seed,
            banks: params.banks(),
            bank_bits: params.bank_bits(),
            total_bits: params.total_bits(),
            latency_cycles: latency,
            keys_inserted: keys,
            queries: config.ops,
            fpr_theory: params.theoretical_fpr(keys),
            ..BloomBenchReport::default()
        }
    }
}

/// Benchmarks the default Bloom engine (the Verilated RTL against the
/// model) and the two software contenders; see the module docs.
///
/// Progress goes to `on_event`. Fails only when the run cannot start
/// (bad config, no Verilator in this build); a RTL/model disagreement is
/// reported in the returned report.
pub fn run_bloom(
    config: &BenchConfig,
    on_event: impl FnMut(BenchEvent),
) -> Result<BloomBenchReport, BenchError> {
    config.validate()?;
    #[cfg(feature = "verilator")]
    {
        run_bloom_verilated(config, on_event)
    }
    #[cfg(not(feature = "verilator"))]
    {
        let _ = on_event;
        Err(BenchError::NoVerilator)
    }
}

#[cfg(feature = "verilator")]
fn run_bloom_verilated(
    config: &BenchConfig,
    mut on_event: impl FnMut(BenchEvent),
) -> Result<BloomBenchReport, BenchError> {
    use hwfilter_sim::bloom::{BloomPorts, DefaultBloom, LATENCY};

    let params = BloomParams::new(DefaultBloom::BANKS, DefaultBloom::ADDR_BITS)
        .map_err(BenchError::Geometry)?;
    let mut report = BloomBenchReport::new(params, config, LATENCY);
    let keys = keys::KeySets::new(config.seed, report.keys_inserted, config.ops);

    rtl::measure(params, config, &keys, &mut report, &mut on_event);

    let model = timed(Stage::Model, config.ops, &mut on_event, || {
        software::measure(hwfilter_model::BloomModel::new(params), &keys, config.ops)
    });
    let fastbloom_filter = fastbloom::BloomFilter::with_num_bits(params.total_bits() as usize)
        .seed(&u128::from(config.seed))
        .hashes(params.banks());
    report.fastbloom_bits = fastbloom_filter.num_bits() as u64;
    report.fastbloom_hashes = fastbloom_filter.num_hashes();
    let fast = timed(Stage::Fastbloom, config.ops, &mut on_event, || {
        software::measure(fastbloom_filter, &keys, config.ops)
    });
    report.model_insert_ns = model.insert_ns;
    report.model_query_ns = model.query_ns;
    report.fastbloom_insert_ns = fast.insert_ns;
    report.fastbloom_query_ns = fast.query_ns;
    report.fastbloom_fpr = fast.fpr;
    report.model_vs_fastbloom_query_ratio = model.query_ns / fast.query_ns.max(f64::MIN_POSITIVE);
    Ok(report)
}

/// Runs `f` as `stage`, announcing its start and end.
#[cfg(feature = "verilator")]
fn timed<T>(
    stage: Stage,
    ops: u64,
    on_event: &mut impl FnMut(BenchEvent),
    f: impl FnOnce() -> T,
) -> T {
    on_event(BenchEvent::StageStarted { stage, ops });
    let start = std::time::Instant::now();
    let out = f();
    on_event(BenchEvent::StageFinished {
        stage,
        seconds: start.elapsed().as_secs_f64(),
    });
    out
}
