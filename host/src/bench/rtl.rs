//! The RTL streams: the Verilated default engine, every result checked
//! against the model, with an always-ready consumer so the cycle counts
//! measure the engine and nothing else.

use std::time::Instant;

use hwfilter_model::{BloomOp, BloomParams};
use hwfilter_sim::bloom::{Cosim, DefaultBloom, Report, Traffic};

use super::keys::KeySets;
use super::{BenchConfig, BenchEvent, BloomBenchReport, Stage};

/// The first RTL/model disagreement, which ends the RTL part (the engine
/// state is no longer known, so later numbers would mean nothing).
struct Stopped {
    stage: Stage,
    detail: String,
}

/// Runs every RTL stream and fills the RTL fields of `report`.
pub(super) fn measure(
    params: BloomParams,
    config: &BenchConfig,
    keys: &KeySets,
    report: &mut BloomBenchReport,
    on_event: &mut impl FnMut(BenchEvent),
) {
    if let Err(stop) = measure_streams(params, config, keys, report, on_event) {
        report.mismatches = 1;
        report.first_mismatch = Some(format!("{}: {}", stop.stage, stop.detail));
        on_event(BenchEvent::Mismatch {
            stage: stop.stage,
            detail: stop.detail,
        });
    }
    if report.rtl_seconds > 0.0 {
        report.verilator_cycles_per_second = report.rtl_cycles as f64 / report.rtl_seconds;
    }
}

fn measure_streams(
    params: BloomParams,
    config: &BenchConfig,
    keys: &KeySets,
    report: &mut BloomBenchReport,
    on_event: &mut impl FnMut(BenchEvent),
) -> Result<(), Stopped> {
    // Throughput: `--ops` inserts of distinct keys into a fresh engine. The
    // cycle count does not depend on the filter's contents, so this stream
    // may run past capacity; the FPR below uses a separate fill.
    let mut cosim = Cosim::<DefaultBloom>::new("bench-insert", config.seed);
    // Cycle counts: the fill is compared once, at the stream's end (each
    // comparison drains the pipeline).
    cosim.check_fill_every(usize::MAX);
    let s = stream(
        &mut cosim,
        Stage::RtlInsert,
        config.ops,
        keys.fresh_inserts(config.ops),
        report,
        on_event,
    )?;
    report.ops_insert = Some(s.ops);
    report.cycles_insert = Some(s.cycles);
    report.ops_per_cycle_insert = Some(s.ops_per_cycle());

    // One CLEAR walks every bank word: its cost in cycles, pipeline included.
    let s = stream(
        &mut cosim,
        Stage::RtlClear,
        1,
        [BloomOp::Clear],
        report,
        on_event,
    )?;
    report.cycles_clear = Some(s.cycles);

    let mut cosim = Cosim::<DefaultBloom>::new("bench", config.seed);
    cosim.check_fill_every(usize::MAX);
    debug_assert_eq!(cosim.params(), params);
    let members = keys.members.len() as u64;
    stream(
        &mut cosim,
        Stage::RtlFill,
        members,
        keys.members.iter().map(|&k| BloomOp::Insert(k)),
        report,
        on_event,
    )?;

    // Reading every snapshot word back through the RTL (each word checked
    // against the model) makes the model's bank fill the RTL's, measured.
    let words = params.bank_bits();
    let verify = keys
        .members
        .iter()
        .map(|&k| BloomOp::Query(k))
        .chain((0..words).map(|a| BloomOp::Read(a as u32)));
    let s = stream(
        &mut cosim,
        Stage::RtlVerify,
        members + words,
        verify,
        report,
        on_event,
    )?;
    report.false_negatives = Some(members - s.query_hits);
    report.fpr_fill = Some(
        cosim
            .model
            .bank_popcounts()
            .iter()
            .map(|&set| set as f64 / params.bank_bits() as f64)
            .product(),
    );

    let s = stream(
        &mut cosim,
        Stage::RtlQuery,
        keys.queries.len() as u64,
        keys.queries.iter().map(|&k| BloomOp::Query(k)),
        report,
        on_event,
    )?;
    report.ops_query = Some(s.ops);
    report.cycles_query = Some(s.cycles);
    report.ops_per_cycle_query = Some(s.ops_per_cycle());

    let s = stream(
        &mut cosim,
        Stage::RtlFpr,
        keys.non_members.len() as u64,
        keys.non_members.iter().map(|&k| BloomOp::Query(k)),
        report,
        on_event,
    )?;
    report.false_positives = Some(s.query_hits);
    report.fpr_measured = Some(s.query_hits as f64 / s.query_results.max(1) as f64);

    // Interleaved inserts and queries (re-querying recent inserts at every
    // pipeline distance) on a fresh engine, without CLEARs: their cost is
    // `cycles_clear` each, reported on its own.
    let mut cosim = Cosim::<DefaultBloom>::new("bench-mixed", config.seed);
    cosim.check_fill_every(usize::MAX);
    let s = stream(
        &mut cosim,
        Stage::RtlMixed,
        config.ops,
        keys.mixed(u64::MAX, config.ops),
        report,
        on_event,
    )?;
    report.ops_mixed = Some(s.ops);
    report.cycles_mixed = Some(s.cycles);
    report.ops_per_cycle_mixed = Some(s.ops_per_cycle());
    Ok(())
}

/// Runs one stream at full speed and returns what it alone did (the
/// co-simulation's report accumulates over streams).
fn stream(
    cosim: &mut Cosim<DefaultBloom>,
    stage: Stage,
    ops_hint: u64,
    ops: impl IntoIterator<Item = BloomOp>,
    report: &mut BloomBenchReport,
    on_event: &mut impl FnMut(BenchEvent),
) -> Result<Report, Stopped> {
    on_event(BenchEvent::StageStarted {
        stage,
        ops: ops_hint,
    });
    let start = Instant::now();
    let before = cosim.report().clone();
    let after = cosim
        .run(ops, Traffic::FULL_SPEED)
        .map_err(|m| Stopped {
            stage,
            detail: m.to_string(),
        })?
        .clone();
    let s = Report {
        cycles: after.cycles - before.cycles,
        ops: after.ops - before.ops,
        results: after.results - before.results,
        query_results: after.query_results - before.query_results,
        query_hits: after.query_hits - before.query_hits,
        seconds: after.seconds - before.seconds,
        ..Report::default()
    };
    report.rtl_cycles += s.cycles;
    report.rtl_seconds += s.seconds;
    on_event(BenchEvent::StageFinished {
        stage,
        seconds: start.elapsed().as_secs_f64(),
    });
    Ok(s)
}
