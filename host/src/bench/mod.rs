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
//!
//! One run of [`run_cuckoo`] measures the Cuckoo engine the same way:
//!
//! ```text
//!                 ┌──► Verilated CuckooEngine ◄── every result compared ──► CuckooModel ─► cycles per lookup and
//!                 │                                                          per insert by load window, kicks,
//!  seed ─► keys ──┤                                                          first FULL, FPR at 95 % load
//!                 ├──► CuckooModel alone, more seeds                         ─► mean load at the first FULL
//!                 ├──► CuckooModel alone (wall clock)                        ─► ns/op
//!                 └──► cuckoofilter crate, same capacity (wall clock)        ─► ns/op, FPR
//! ```
//!
//! Keys: distinct keys are inserted into an empty engine in load windows
//! (0-50 %, 50-80 %, 80-90 %, 90-95 % of the slots, one stream each), then
//! until the first FULL answer. The model alone plans the run first (it is
//! bit-exact with the RTL, which the run then proves op by op), so no stream
//! ever inserts past the first FULL by accident.

// Only the Verilated run uses these; without it `run_bloom` stops first.
mod counting;
#[cfg(feature = "verilator")]
mod cuckoo;
#[cfg(feature = "verilator")]
mod keys;
mod link;
pub use counting::CountingBenchReport;
pub use link::{DEFAULT_LINK_KEYS, LinkBenchReport, LinkBoard, LinkStream};

/// `n` with thousands separators (`1,234,567`), as every report prints counts.
pub fn group(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::with_capacity(digits.len() + digits.len() / 3);
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i) % 3 == 0 {
            out.push(',');
        }
        out.push(c);
    }
    out
}

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

/// Default number of seeds of the Cuckoo engine's mean load at the first
/// FULL (the model alone; the first seed also runs through the RTL).
pub const DEFAULT_FIRST_FULL_SEEDS: u32 = 8;

/// Largest number of first-FULL seeds a run accepts (each one is a few
/// thousand model inserts).
pub const MAX_FIRST_FULL_SEEDS: u32 = 100_000;

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
    /// Cuckoo only: seeds `seed, seed + 1, ...` of the mean load at the
    /// first FULL (the model alone).
    pub first_full_seeds: u32,
}

impl Default for BenchConfig {
    fn default() -> Self {
        BenchConfig {
            ops: DEFAULT_OPS,
            seed: 1,
            first_full_seeds: DEFAULT_FIRST_FULL_SEEDS,
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
        if !(1..=MAX_FIRST_FULL_SEEDS).contains(&self.first_full_seeds) {
            return Err(BenchError::Seeds {
                seeds: self.first_full_seeds,
                max: MAX_FIRST_FULL_SEEDS,
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
    /// `first_full_seeds` out of `1..=max`.
    #[error("--full-seeds must be between 1 and {max}, got {seeds}")]
    Seeds { seeds: u32, max: u32 },
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
    /// Counting: DELETEs of inserted keys.
    RtlDelete,
    /// Counting: the random workload with random back-pressure.
    RtlRandom,
    /// Cuckoo: one QUERY alone on the empty engine (the pipeline fill).
    RtlLatency,
    /// Cuckoo: distinct inserts from `from` to `to` per mille of the slots.
    RtlInsertWindow { from: u16, to: u16 },
    /// Cuckoo: querying every stored key (false negatives).
    RtlMembers,
    /// Cuckoo: inserting distinct keys until the first FULL answer.
    RtlFirstFull,
    /// Cuckoo: the model alone, inserting until the first FULL, per seed.
    ModelFirstFull,
    /// Timing the `cuckoofilter` crate.
    Cuckoofilter,
    /// The board link: one batched stream of `op` on `filter`.
    Link {
        filter: &'static str,
        op: &'static str,
    },
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
            Stage::RtlDelete => "RTL delete stream",
            Stage::RtlRandom => "RTL random workload with back-pressure",
            Stage::RtlLatency => "RTL lone query (pipeline fill)",
            Stage::RtlInsertWindow { from, to } => {
                return write!(
                    f,
                    "RTL inserts from {}% to {}% load",
                    permille_pct(*from),
                    permille_pct(*to)
                );
            }
            Stage::RtlMembers => "RTL queries of every stored key",
            Stage::RtlFirstFull => "RTL inserts until the first FULL",
            Stage::ModelFirstFull => "model inserts until the first FULL, per seed",
            Stage::Cuckoofilter => "cuckoofilter timing",
            Stage::Link { filter, op } => {
                return write!(
                    f,
                    "board link: {filter} {op} frames at the board's baud divider"
                );
            }
        })
    }
}

/// `500` as `50`, `925` as `92.5`.
fn permille_pct(p: u16) -> String {
    if p % 10 == 0 {
        format!("{}", p / 10)
    } else {
        format!("{}.{}", p / 10, p % 10)
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

/// The load windows of the Cuckoo insert benchmark, as fractions of the
/// slots: each is one stream of distinct inserts, continuing where the
/// previous one stopped.
pub const CUCKOO_LOAD_WINDOWS: [(f64, f64); 4] = [(0.0, 0.5), (0.5, 0.8), (0.8, 0.9), (0.9, 0.95)];

/// Load after which the lookup stream runs (the end of a load window).
pub const CUCKOO_LOOKUP_LOAD: f64 = 0.9;

/// Target load of the FPR measurement (the end of the last load window).
pub const CUCKOO_FPR_LOAD: f64 = 0.95;

/// One load window of the Cuckoo insert benchmark: distinct keys inserted
/// as one stream, from `from` to `to` of the slots (fewer when the first
/// FULL comes earlier; `load_end` says where the window really ended).
#[derive(Clone, Debug, Default, PartialEq, Serialize)]
pub struct InsertWindow {
    /// Load at the start, as a fraction of the slots (nominal).
    pub from: f64,
    /// Load at the end, as a fraction of the slots (nominal).
    pub to: f64,
    /// Load reached at the end: `ceil(to * slots)` items, or fewer if the
    /// insert that filled the stash came first.
    pub load_end: f64,
    /// Distinct keys inserted in this window (every one answered OK).
    pub inserts: u64,
    /// Cycles of the stream, one pipeline fill included.
    pub cycles: u64,
    /// `cycles / inserts` (`null` for an empty window).
    pub cycles_per_insert: f64,
    /// Evictions in the window: the sum of the INSERT results' data.
    pub kicks: u64,
    /// `kicks / inserts` (`null` for an empty window).
    pub kicks_per_insert: f64,
}

/// Everything one Cuckoo benchmark run measured, as one flat JSON object
/// (but for the list of load windows).
///
/// RTL fields are `None` (JSON `null`) when a mismatch stopped the RTL
/// part before their stream ran, and `insert_windows` then lists only the
/// windows that ran.
#[derive(Clone, Debug, Default, PartialEq, Serialize)]
pub struct CuckooBenchReport {
    /// Engine benchmarked (`"cuckoo"`).
    pub engine: &'static str,
    /// Seed of every stream (and the first of the first-FULL seeds).
    pub seed: u64,
    /// Fingerprint bits `f`.
    pub fp_bits: u32,
    /// Number of buckets, `2^B`.
    pub buckets: u64,
    /// Slots per bucket (4).
    pub slots_per_bucket: u64,
    /// Slots, `4 * 2^B` (the stash not counted).
    pub slots: u64,
    /// Evictions before an item goes to the stash.
    pub max_kicks: u32,
    /// Cycles of one QUERY alone on the empty engine, offered to result:
    /// the pipeline fill that every stream's cycle count includes once.
    pub latency_cycles: Option<u64>,

    /// Load when the lookup stream ran (the end of the 80-90 % window).
    pub lookup_load: f64,
    /// QUERY ops of the lookup stream (half members, half non-members).
    pub ops_lookup: Option<u64>,
    /// Cycles of the lookup stream.
    pub cycles_lookup: Option<u64>,
    /// Results per cycle of the lookup stream.
    pub ops_per_cycle_lookup: Option<f64>,

    /// The insert streams, one per load window, in order.
    pub insert_windows: Vec<InsertWindow>,
    /// Cycles per insert over the windows up to 90 % load together.
    pub cycles_per_insert_to_0_9: Option<f64>,

    /// Load (items, the stash included, over slots) when the RTL answered
    /// its first FULL, for `seed`.
    pub load_at_first_full_rtl: Option<f64>,
    /// Mean over `first_full_seeds` seeds of the load at the first FULL
    /// (the model alone, which the RTL run proves bit-exact for `seed`).
    pub load_at_first_full_mean: f64,
    /// Smallest load at the first FULL over those seeds.
    pub load_at_first_full_min: f64,
    /// Largest load at the first FULL over those seeds.
    pub load_at_first_full_max: f64,
    /// Seeds `seed, seed + 1, ...` behind the mean.
    pub first_full_seeds: u32,
    /// The load at the first FULL for each of those seeds, in order.
    pub first_full_loads: Vec<f64>,

    /// Distinct keys stored when the FPR was measured.
    pub keys_stored: u64,
    /// Load when the FPR was measured: at least 95 %, unless the first FULL
    /// came earlier (then the load at the insert that filled the stash).
    pub fpr_load: f64,
    /// Non-member queries behind `fpr_measured`.
    pub queries: u64,
    /// Of those, how many the RTL answered OK (present).
    pub false_positives: Option<u64>,
    /// `false_positives / queries`.
    pub fpr_measured: Option<f64>,
    /// The FPR the stored fingerprints predict, exactly: the share of all
    /// `(fingerprint, first bucket)` pairs a non-member can hash to that
    /// find a match. The measured FPR is binomial around this.
    pub fpr_table: Option<f64>,
    /// Theoretical FPR bound of a full table, `1 - (1 - 1/(2^f - 1))^8`.
    pub fpr_theory: f64,
    /// `fpr_measured / fpr_theory` (target: at most 1.1).
    pub fpr_ratio: Option<f64>,
    /// Stored keys the RTL then reported absent (must be 0).
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

    /// Model: wall-clock nanoseconds per insert, filling an empty table to
    /// `fpr_load` with the stored keys.
    pub model_insert_ns: f64,
    /// Model: wall-clock nanoseconds per query (the lookup stream's keys).
    pub model_query_ns: f64,
    /// cuckoofilter: wall-clock nanoseconds per insert, same keys.
    pub cuckoofilter_insert_ns: f64,
    /// cuckoofilter: wall-clock nanoseconds per query, same keys.
    pub cuckoofilter_query_ns: f64,
    /// cuckoofilter's FPR on the same non-members, holding the same keys.
    pub cuckoofilter_fpr: f64,
    /// cuckoofilter's fingerprint bits (fixed at 8 by the crate).
    pub cuckoofilter_fp_bits: u32,
    /// cuckoofilter's slots (`with_capacity` rounds to a power of two).
    pub cuckoofilter_slots: u64,
    /// cuckoofilter's load after inserting the stored keys.
    pub cuckoofilter_load: f64,
    /// Inserts cuckoofilter refused (each also drops a stored item: the
    /// crate has no stash).
    pub cuckoofilter_failed_inserts: u64,
    /// `model_query_ns / cuckoofilter_query_ns`: above 1 the model is slower.
    pub model_vs_cuckoofilter_query_ratio: f64,
}

/// Measures a simulated board's link efficiency (see `link.rs`): batched
/// INSERT and QUERY streams on both filters at the board's real baud
/// divider, every reply compared with the board model.
pub fn run_link(
    board: LinkBoard,
    config: &BenchConfig,
    on_event: impl FnMut(BenchEvent),
) -> Result<LinkBenchReport, BenchError> {
    config.validate()?;
    #[cfg(feature = "verilator")]
    {
        link::run(board, config, on_event)
    }
    #[cfg(not(feature = "verilator"))]
    {
        let _ = (board, on_event);
        Err(BenchError::NoVerilator)
    }
}

/// Benchmarks the default Cuckoo engine (the Verilated RTL against the
/// model), the model alone and the `cuckoofilter` crate; see the module
/// docs.
///
/// Progress goes to `on_event`. Fails only when the run cannot start
/// (bad config, no Verilator in this build); a RTL/model disagreement is
/// reported in the returned report.
pub fn run_cuckoo(
    config: &BenchConfig,
    on_event: impl FnMut(BenchEvent),
) -> Result<CuckooBenchReport, BenchError> {
    config.validate()?;
    #[cfg(feature = "verilator")]
    {
        cuckoo::run(config, on_event)
    }
    #[cfg(not(feature = "verilator"))]
    {
        let _ = on_event;
        Err(BenchError::NoVerilator)
    }
}

/// Benchmarks the default counting Bloom engine (the Verilated RTL
/// against the model): throughput per op kind, the FPR before and after
/// deletes, and a random workload with back-pressure.
///
/// Fails only when the run cannot start; a RTL/model disagreement is
/// reported in the returned report.
pub fn run_counting(
    config: &BenchConfig,
    on_event: impl FnMut(BenchEvent),
) -> Result<CountingBenchReport, BenchError> {
    config.validate()?;
    #[cfg(feature = "verilator")]
    {
        counting::run(config, on_event)
    }
    #[cfg(not(feature = "verilator"))]
    {
        let _ = on_event;
        Err(BenchError::NoVerilator)
    }
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
