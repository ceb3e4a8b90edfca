//! The Cuckoo engine benchmark: its keys, the plan the model makes, the
//! RTL streams and the software contenders.
//!
//! The model alone first plays the whole insert sequence (it is bit-exact
//! with the RTL), which says where each load window ends and how many
//! inserts the first FULL takes; the RTL then runs exactly that plan, every
//! result checked against the co-simulation's own model, and its first FULL
//! must come where the plan said.

use std::time::Instant;

use hwfilter_model::cuckoo::{self, code};
use hwfilter_model::rng::SplitMix64;
use hwfilter_model::{CuckooModel, CuckooOp, CuckooParams};
use hwfilter_sim::bloom::Traffic;
use hwfilter_sim::cuckoo::{CuckooCosim, CuckooPorts, DefaultCuckoo};

use super::software::{self, Cuckoofilter};
use super::{
    BenchConfig, BenchError, BenchEvent, CUCKOO_FPR_LOAD, CUCKOO_LOAD_WINDOWS, CUCKOO_LOOKUP_LOAD,
    CuckooBenchReport, InsertWindow, Stage, timed,
};

/// Picks of the lookup stream's members come from their own stream, apart
/// from the keys.
const PICK_SALT: u64 = u64::from_be_bytes(*b"cuckopik");

/// The keys every contender shares. All come from one [`SplitMix64`]
/// stream (distinct outputs, see `keys.rs`): the insert sequence first,
/// then the non-members, so "non-member" is exact.
struct CuckooKeys {
    /// Distinct keys in insert order: `slots + 2` of them, enough to reach
    /// the first FULL whatever the seed (at most `slots + 1` inserts are
    /// stored, the stash included; the next one answers FULL).
    inserts: Vec<u64>,
    /// `ops` distinct keys never inserted.
    non_members: Vec<u64>,
}

impl CuckooKeys {
    fn new(seed: u64, slots: u64, ops: u64) -> Self {
        let mut keygen = SplitMix64(seed);
        let inserts = (0..slots + 2).map(|_| keygen.next_u64()).collect();
        let non_members = (0..ops).map(|_| keygen.next_u64()).collect();
        CuckooKeys {
            inserts,
            non_members,
        }
    }

    /// The lookup stream: `ops` queries alternating between a random one of
    /// the first `members` inserted keys and the next non-member.
    fn lookups(&self, seed: u64, members: usize, ops: u64) -> Vec<u64> {
        let mut pick = SplitMix64(seed ^ PICK_SALT);
        (0..ops as usize)
            .map(|i| {
                if i % 2 == 0 && members > 0 {
                    self.inserts[pick.below(members as u64) as usize]
                } else {
                    self.non_members[i / 2]
                }
            })
            .collect()
    }
}

/// Inserts `keys` into an empty model until the first FULL answer and
/// returns how many were stored then (the stash included), or `None` if
/// the keys ran out first.
fn first_full_items(params: CuckooParams, keys: impl IntoIterator<Item = u64>) -> Option<u64> {
    let mut model = CuckooModel::new(params);
    for key in keys {
        if model.insert(key) == code::FULL {
            return Some(model.items());
        }
    }
    None
}

/// The load at the first FULL for `seed`'s insert sequence, the model alone.
fn first_full_load(params: CuckooParams, seed: u64) -> f64 {
    let mut keygen = SplitMix64(seed);
    // At most `slots + 1` inserts are stored, so this always ends.
    let keys = std::iter::repeat_with(move || keygen.next_u64()).take(params.slots() as usize + 2);
    let items = first_full_items(params, keys).expect("a FULL within slots + 2 inserts");
    items as f64 / params.slots() as f64
}

/// Where the streams start and stop, in inserts from the empty engine.
struct Plan {
    /// End of each load window: `ceil(to * slots)`, or the insert that
    /// filled the stash when that comes first.
    window_ends: [usize; CUCKOO_LOAD_WINDOWS.len()],
    /// Inserts stored when the first FULL is answered (the one after them
    /// answers it).
    first_full: usize,
}

impl Plan {
    fn new(params: CuckooParams, keys: &CuckooKeys) -> Self {
        let first_full = first_full_items(params, keys.inserts.iter().copied())
            .expect("a FULL within slots + 2 inserts") as usize;
        let slots = params.slots() as f64;
        let window_ends =
            CUCKOO_LOAD_WINDOWS.map(|(_, to)| ((to * slots).ceil() as usize).min(first_full));
        Plan {
            window_ends,
            first_full,
        }
    }

    /// Inserts stored after the window ending at `load`.
    fn end_at(&self, load: f64) -> usize {
        let w = CUCKOO_LOAD_WINDOWS
            .iter()
            .position(|&(_, to)| to == load)
            .expect("a window ends at that load");
        self.window_ends[w]
    }
}

/// The exact FPR of the table's contents: the share of every `(fp_raw, i1)`
/// pair (uniform for a non-member; `fp_raw = 0` counts as fingerprint 1)
/// whose fingerprint is in bucket `i1`, bucket `alt(i1, fp)` or a matching
/// stash.
fn table_fpr(model: &CuckooModel) -> f64 {
    let p = model.params();
    let (f, b) = (p.fp_bits(), p.bucket_bits());
    let buckets: Vec<[u16; cuckoo::SLOTS]> =
        (0..p.buckets() as u32).map(|i| model.bucket(i)).collect();
    let stash = model.stash();
    let mut hits = 0u64;
    for i1 in 0..p.buckets() as u32 {
        for raw in 0..1u32 << f {
            let fp = raw.max(1) as u16;
            let i2 = cuckoo::alt(i1, fp, b);
            let hit = buckets[i1 as usize].contains(&fp)
                || buckets[i2 as usize].contains(&fp)
                || matches!(stash, Some((sf, sb)) if sf == fp && (sb == i1 || sb == i2));
            hits += hit as u64;
        }
    }
    hits as f64 / (p.buckets() << f) as f64
}

/// Runs the whole Cuckoo benchmark (see the module docs of `bench`).
pub(super) fn run(
    config: &BenchConfig,
    mut on_event: impl FnMut(BenchEvent),
) -> Result<CuckooBenchReport, BenchError> {
    let params = CuckooParams::new(
        DefaultCuckoo::FP_BITS,
        DefaultCuckoo::BUCKET_BITS,
        DefaultCuckoo::MAX_KICKS,
    )
    .map_err(BenchError::Geometry)?;
    let keys = CuckooKeys::new(config.seed, params.slots(), config.ops);
    let plan = Plan::new(params, &keys);
    let slots = params.slots();
    let stored = plan.end_at(CUCKOO_FPR_LOAD);
    let lookups = keys.lookups(config.seed, plan.end_at(CUCKOO_LOOKUP_LOAD), config.ops);

    let mut report = CuckooBenchReport {
        engine: "cuckoo",
        seed: config.seed,
        fp_bits: params.fp_bits(),
        buckets: params.buckets(),
        slots_per_bucket: cuckoo::SLOTS as u64,
        slots,
        max_kicks: params.max_kicks(),
        lookup_load: plan.end_at(CUCKOO_LOOKUP_LOAD) as f64 / slots as f64,
        keys_stored: stored as u64,
        fpr_load: stored as f64 / slots as f64,
        queries: config.ops,
        fpr_theory: params.theoretical_fpr(),
        first_full_seeds: config.first_full_seeds,
        ..CuckooBenchReport::default()
    };

    rtl(
        params,
        config,
        &keys,
        &plan,
        &lookups,
        &mut report,
        &mut on_event,
    );

    // The mean load at the first FULL, the model alone. The first seed's
    // sequence is the one the RTL just ran, and its load is checked above.
    let loads: Vec<f64> = timed(
        Stage::ModelFirstFull,
        config.first_full_seeds as u64,
        &mut on_event,
        || {
            (0..config.first_full_seeds as u64)
                .map(|s| first_full_load(params, config.seed.wrapping_add(s)))
                .collect()
        },
    );
    debug_assert_eq!(loads[0], plan.first_full as f64 / slots as f64);
    report.load_at_first_full_mean = loads.iter().sum::<f64>() / loads.len() as f64;
    report.load_at_first_full_min = loads.iter().copied().fold(f64::INFINITY, f64::min);
    report.load_at_first_full_max = loads.iter().copied().fold(f64::NEG_INFINITY, f64::max);
    report.first_full_loads = loads;

    // Software: the keys stored at the FPR point, the lookup stream, the
    // same non-members.
    let members = &keys.inserts[..stored];
    let model = timed(Stage::Model, config.ops, &mut on_event, || {
        software::measure_on(
            &mut CuckooModel::new(params),
            members,
            &lookups,
            &keys.non_members,
            config.ops,
        )
    });
    let capacity = params.capacity() as usize;
    let mut crate_filter = Cuckoofilter::with_capacity(capacity);
    let crate_timing = timed(Stage::Cuckoofilter, config.ops, &mut on_event, || {
        software::measure_on(
            &mut crate_filter,
            members,
            &lookups,
            &keys.non_members,
            config.ops,
        )
    });
    report.model_insert_ns = model.insert_ns;
    report.model_query_ns = model.query_ns;
    report.cuckoofilter_insert_ns = crate_timing.insert_ns;
    report.cuckoofilter_query_ns = crate_timing.query_ns;
    report.cuckoofilter_fpr = crate_timing.fpr;
    report.cuckoofilter_fp_bits = 8;
    report.cuckoofilter_slots = Cuckoofilter::slots(capacity);
    report.cuckoofilter_load = crate_filter.len() as f64 / report.cuckoofilter_slots as f64;
    report.cuckoofilter_failed_inserts = crate_filter.failed;
    report.model_vs_cuckoofilter_query_ratio =
        model.query_ns / crate_timing.query_ns.max(f64::MIN_POSITIVE);
    Ok(report)
}

/// The first RTL/model disagreement, which ends the RTL part.
struct Stopped {
    stage: Stage,
    detail: String,
}

/// Runs the RTL streams and fills the RTL fields of `report`.
fn rtl(
    params: CuckooParams,
    config: &BenchConfig,
    keys: &CuckooKeys,
    plan: &Plan,
    lookups: &[u64],
    report: &mut CuckooBenchReport,
    on_event: &mut impl FnMut(BenchEvent),
) {
    if let Err(stop) = rtl_streams(params, config, keys, plan, lookups, report, on_event) {
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

fn rtl_streams(
    params: CuckooParams,
    config: &BenchConfig,
    keys: &CuckooKeys,
    plan: &Plan,
    lookups: &[u64],
    report: &mut CuckooBenchReport,
    on_event: &mut impl FnMut(BenchEvent),
) -> Result<(), Stopped> {
    let mut cosim = CuckooCosim::<DefaultCuckoo>::new("bench", config.seed);
    debug_assert_eq!(cosim.params(), params);
    let slots = params.slots() as f64;

    // The pipeline fill: one QUERY alone (it changes nothing).
    let s = stream(
        &mut cosim,
        Stage::RtlLatency,
        [CuckooOp::Query(
            keys.non_members.first().copied().unwrap_or(0),
        )],
        report,
        on_event,
    )?;
    report.latency_cycles = Some(s.cycles);

    let mut stored = 0;
    let mut to_0_9 = (0u64, 0u64);
    for (&(from, to), &end) in CUCKOO_LOAD_WINDOWS.iter().zip(&plan.window_ends) {
        let window = &keys.inserts[stored..end.max(stored)];
        let stage = Stage::RtlInsertWindow {
            from: (from * 1000.0).round() as u16,
            to: (to * 1000.0).round() as u16,
        };
        let s = if window.is_empty() {
            Segment::default()
        } else {
            stream(
                &mut cosim,
                stage,
                window.iter().map(|&k| CuckooOp::Insert(k)),
                report,
                on_event,
            )?
        };
        if s.insert_ok != window.len() as u64 {
            return Err(Stopped {
                stage,
                detail: format!(
                    "{} of {} inserts answered OK, the plan expected all",
                    s.insert_ok,
                    window.len()
                ),
            });
        }
        stored = stored.max(end);
        let n = window.len() as u64;
        let per = |x: u64| {
            if n == 0 {
                f64::NAN
            } else {
                x as f64 / n as f64
            }
        };
        report.insert_windows.push(InsertWindow {
            from,
            to,
            load_end: stored as f64 / slots,
            inserts: n,
            cycles: s.cycles,
            cycles_per_insert: per(s.cycles),
            kicks: s.kicks,
            kicks_per_insert: per(s.kicks),
        });
        if to <= CUCKOO_LOOKUP_LOAD {
            to_0_9.0 += s.cycles;
            to_0_9.1 += n;
        }

        if to == CUCKOO_LOOKUP_LOAD {
            report.cycles_per_insert_to_0_9 = Some(to_0_9.0 as f64 / to_0_9.1.max(1) as f64);
            let s = stream(
                &mut cosim,
                Stage::RtlQuery,
                lookups.iter().map(|&k| CuckooOp::Query(k)),
                report,
                on_event,
            )?;
            report.ops_lookup = Some(s.ops);
            report.cycles_lookup = Some(s.cycles);
            report.ops_per_cycle_lookup = Some(s.ops as f64 / s.cycles.max(1) as f64);
        }
    }

    // At >= 95 % load (or where the stash filled): the FPR, against the
    // exact FPR of what the table holds, and every stored key.
    report.fpr_table = Some(table_fpr(&cosim.model));
    let s = stream(
        &mut cosim,
        Stage::RtlFpr,
        keys.non_members.iter().map(|&k| CuckooOp::Query(k)),
        report,
        on_event,
    )?;
    let fpr = s.query_hits as f64 / s.query_results.max(1) as f64;
    report.false_positives = Some(s.query_hits);
    report.fpr_measured = Some(fpr);
    report.fpr_ratio = Some(fpr / report.fpr_theory);
    let s = stream(
        &mut cosim,
        Stage::RtlMembers,
        keys.inserts[..stored].iter().map(|&k| CuckooOp::Query(k)),
        report,
        on_event,
    )?;
    report.false_negatives = Some(stored as u64 - s.query_hits);

    // On to the first FULL: the plan's inserts and one more, which must be
    // the first to answer FULL.
    let rest = &keys.inserts[stored..plan.first_full + 1];
    let s = stream(
        &mut cosim,
        Stage::RtlFirstFull,
        rest.iter().map(|&k| CuckooOp::Insert(k)),
        report,
        on_event,
    )?;
    let Some(ok_before) = s.ok_before_first_full else {
        return Err(Stopped {
            stage: Stage::RtlFirstFull,
            detail: format!("no FULL answer after {} inserts", plan.first_full + 1),
        });
    };
    let rtl_items = stored as u64 + ok_before;
    report.load_at_first_full_rtl = Some(rtl_items as f64 / slots);
    // The mean over seeds trusts the model alone; this proves it for
    // this seed.
    let model_items = first_full_items(params, keys.inserts.iter().copied());
    if model_items != Some(rtl_items) {
        return Err(Stopped {
            stage: Stage::RtlFirstFull,
            detail: format!(
                "the RTL answered its first FULL with {rtl_items} items stored, \
                 the model alone with {model_items:?}"
            ),
        });
    }
    Ok(())
}

/// What one stream alone did.
#[derive(Default)]
struct Segment {
    ops: u64,
    cycles: u64,
    query_results: u64,
    /// QUERY results answering OK (present).
    query_hits: u64,
    /// INSERT results answering OK.
    insert_ok: u64,
    /// Evictions: the sum of the INSERT results' data.
    kicks: u64,
    /// INSERTs answered OK before the first FULL, if one came.
    ok_before_first_full: Option<u64>,
}

/// Runs one stream at full speed, every result checked by the
/// co-simulation, and returns what it alone did.
fn stream(
    cosim: &mut CuckooCosim<DefaultCuckoo>,
    stage: Stage,
    ops: impl IntoIterator<Item = CuckooOp, IntoIter: ExactSizeIterator>,
    report: &mut CuckooBenchReport,
    on_event: &mut impl FnMut(BenchEvent),
) -> Result<Segment, Stopped> {
    let ops = ops.into_iter();
    on_event(BenchEvent::StageStarted {
        stage,
        ops: ops.len() as u64,
    });
    let start = Instant::now();
    let (cycles_before, seconds_before, ops_before) = {
        let r = cosim.report();
        (r.cycles, r.seconds, r.ops)
    };
    let mut s = Segment::default();
    let after = cosim
        .run_with(ops, Traffic::FULL_SPEED, |op, result| match op {
            CuckooOp::Query(_) => {
                s.query_results += 1;
                s.query_hits += (result.code == code::OK) as u64;
            }
            CuckooOp::Insert(_) => {
                if result.code == code::FULL && s.ok_before_first_full.is_none() {
                    s.ok_before_first_full = Some(s.insert_ok);
                }
                if result.code == code::OK {
                    s.insert_ok += 1;
                }
                s.kicks += result.data;
            }
            _ => {}
        })
        .map_err(|m| Stopped {
            stage,
            detail: m.to_string(),
        })?;
    s.cycles = after.cycles - cycles_before;
    s.ops = after.ops - ops_before;
    let seconds = after.seconds - seconds_before;
    report.rtl_cycles += s.cycles;
    report.rtl_seconds += seconds;
    on_event(BenchEvent::StageFinished {
        stage,
        seconds: start.elapsed().as_secs_f64(),
    });
    Ok(s)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn params() -> CuckooParams {
        CuckooParams::new(12, 10, 500).unwrap()
    }

    #[test]
    fn plan_windows_end_at_their_loads_and_before_the_first_full() {
        let p = params();
        let keys = CuckooKeys::new(3, p.slots(), 10);
        let plan = Plan::new(p, &keys);
        assert_eq!(plan.window_ends[0], 2048);
        assert_eq!(plan.window_ends[1], 3277);
        assert_eq!(plan.window_ends[2], 3687);
        assert!(plan.window_ends[3] <= 3892);
        assert!(plan.window_ends[3] <= plan.first_full);
        assert_eq!(
            plan.first_full as f64 / p.slots() as f64,
            first_full_load(p, 3)
        );
    }

    #[test]
    fn lookups_alternate_members_and_non_members() {
        let p = params();
        let keys = CuckooKeys::new(5, p.slots(), 1000);
        let q = keys.lookups(5, 100, 1000);
        assert_eq!(q.len(), 1000);
        assert!(q.iter().step_by(2).all(|k| keys.inserts[..100].contains(k)));
        assert!(
            q.iter()
                .skip(1)
                .step_by(2)
                .all(|k| keys.non_members.contains(k))
        );
        assert!(keys.non_members.iter().all(|k| !keys.inserts.contains(k)));
    }

    #[test]
    fn table_fpr_is_exact_on_small_tables() {
        let p = CuckooParams::new(8, 2, 500).unwrap();
        let mut m = CuckooModel::new(p);
        assert_eq!(table_fpr(&m), 0.0);
        // One fingerprint in one bucket: it matches when the non-member's
        // fingerprint is that one (fp_raw = 0 counts as 1) and the bucket
        // is one of its two.
        m.write_word(0, 0x07).unwrap();
        let hits = (0..4u32)
            .flat_map(|i1| (0..256u32).map(move |raw| (i1, raw.max(1) as u16)))
            .filter(|&(i1, fp)| fp == 7 && (i1 == 0 || cuckoo::alt(i1, fp, 2) == 0))
            .count();
        assert_eq!(hits, 2);
        assert_eq!(table_fpr(&m), hits as f64 / 1024.0);
    }
}
