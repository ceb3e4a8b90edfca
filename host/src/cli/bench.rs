//! `hwfilter bench`: runs `crate::bench` and prints its report.

use std::fmt::Write as _;
use std::io::{IsTerminal, Write as _};

use crate::bench::{
    self, BenchConfig, BenchEvent, BloomBenchReport, CountingBenchReport, CuckooBenchReport,
    DEFAULT_FIRST_FULL_SEEDS, DEFAULT_OPS, LinkBenchReport, LinkBoard, MAX_FIRST_FULL_SEEDS,
    MAX_OPS,
};
use anyhow::{Context, bail};
use clap::{Args, ValueEnum};
use serde::Serialize;

use super::Format;

/// Engines `bench` knows of.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum Engine {
    /// The partitioned Bloom filter engine (k = 4 banks of 4096 bits).
    Bloom,
    /// The counting Bloom filter engine (k = 4 banks of 4096 4-bit
    /// counters): throughput of insert, query, delete and mixed streams,
    /// the FPR before and after deletes, and a random workload with
    /// back-pressure (no false negatives, no model mismatches).
    Counting,
    /// The cuckoo filter engine (1024 buckets of 4 slots, 12-bit
    /// fingerprints, at most 500 kicks, one-entry stash).
    Cuckoo,
    /// The simulated board's serial link at its real baud divider:
    /// batched INSERT/QUERY frames, key bytes per line bit time.
    Link,
}

#[derive(Debug, Args)]
pub struct BenchArgs {
    /// Engine to benchmark.
    #[arg(long, value_enum)]
    engine: Engine,

    /// Ops in each of the query and false-positive streams (and the mixed
    /// stream of the Bloom engine), and timed ops of the software filters.
    /// Bloom: the insert stream fills the filter to its capacity at 1% FPR.
    /// Cuckoo: inserts fill the table in load windows up to 95% and then to
    /// the first FULL, whatever N is. Link: keys per stream (default 6000,
    /// at most 90% of the Cuckoo table). [default: 1000000]
    #[arg(long, value_name = "N",
          value_parser = clap::value_parser!(u64).range(1..=MAX_OPS))]
    ops: Option<u64>,

    /// Seed of every key and op stream (same seed, same stimulus).
    #[arg(long, value_name = "S", default_value_t = 1)]
    seed: u64,

    /// Cuckoo only: seeds S, S+1, ... of the mean load at the first FULL
    /// (the model alone; seed S also runs through the RTL).
    #[arg(long, value_name = "N", default_value_t = DEFAULT_FIRST_FULL_SEEDS,
          value_parser = clap::value_parser!(u32).range(1..=MAX_FIRST_FULL_SEEDS as i64))]
    full_seeds: u32,

    /// Link only: the simulated board core whose link is measured, at its
    /// own clock and divider (alchitry-cu: 12 Mbaud; ulx3s-12f: 3 Mbaud).
    #[arg(long, value_enum, value_name = "BOARD", default_value_t = LinkBoard::AlchitryCu)]
    board: LinkBoard,
}

pub fn run(args: &BenchArgs, format: Format) -> anyhow::Result<()> {
    if args.board != LinkBoard::AlchitryCu && args.engine != Engine::Link {
        bail!("--board picks the link benchmark's board: use it with --engine link");
    }
    let default_ops = match args.engine {
        Engine::Link => bench::DEFAULT_LINK_KEYS,
        Engine::Bloom | Engine::Counting | Engine::Cuckoo => DEFAULT_OPS,
    };
    let config = BenchConfig {
        ops: args.ops.unwrap_or(default_ops),
        seed: args.seed,
        first_full_seeds: args.full_seeds,
    };
    // Progress is for a person watching; keep pipes and logs to the report.
    let show_progress = std::io::stderr().is_terminal();
    let on_event = |e: BenchEvent| {
        if show_progress {
            progress(&e);
        }
    };
    match args.engine {
        Engine::Bloom => {
            let report =
                bench::run_bloom(&config, on_event).context("cannot benchmark the bloom engine")?;
            write_report(&report, format, render_text)?;
            if let Some(detail) = &report.first_mismatch {
                bail!("the RTL disagreed with the model in {detail}");
            }
            // With no mismatch this would be a model bug: a Bloom filter must
            // never forget a key.
            if let Some(n @ 1..) = report.false_negatives {
                bail!(
                    "{n} inserted keys were reported absent (a Bloom filter has no false negatives)"
                );
            }
        }
        Engine::Counting => {
            let report = bench::run_counting(&config, on_event)
                .context("cannot benchmark the counting engine")?;
            write_report(&report, format, CountingBenchReport::text)?;
            if let Some(detail) = &report.first_mismatch {
                bail!("the RTL disagreed with the model in {detail}");
            }
            let lost = report.random_false_negatives.unwrap_or(0)
                + report.false_negatives_after_delete.unwrap_or(0);
            if lost > 0 {
                bail!(
                    "{lost} keys inserted more often than deleted were reported absent \
                     (a counting Bloom filter deleting only its keys has no false negatives)"
                );
            }
        }
        Engine::Cuckoo => {
            let report = bench::run_cuckoo(&config, on_event)
                .context("cannot benchmark the cuckoo engine")?;
            write_report(&report, format, render_cuckoo_text)?;
            if let Some(detail) = &report.first_mismatch {
                bail!("the RTL disagreed with the model in {detail}");
            }
            if let Some(n @ 1..) = report.false_negatives {
                bail!(
                    "{n} stored keys were reported absent (a cuckoo filter without deletes has \
                     no false negatives)"
                );
            }
        }
        Engine::Link => {
            let report = bench::run_link(args.board, &config, on_event)
                .context("cannot benchmark the board link")?;
            write_report(&report, format, LinkBenchReport::text)?;
            if report.mismatches > 0 {
                bail!(
                    "{} board replies differed from the model's",
                    report.mismatches
                );
            }
        }
    }
    Ok(())
}

/// Writes the report to stdout as text or JSON.
fn write_report<R: Serialize>(
    report: &R,
    format: Format,
    text: fn(&R) -> String,
) -> anyhow::Result<()> {
    let mut out = std::io::stdout().lock();
    match format {
        Format::Text => out.write_all(text(report).as_bytes()),
        Format::Json => serde_json::to_writer_pretty(&mut out, report)
            .map_err(std::io::Error::other)
            .and_then(|()| writeln!(out)),
    }
    .and_then(|()| out.flush())
    .context("cannot write the report to stdout")
}

fn progress(e: &BenchEvent) {
    let mut err = std::io::stderr().lock();
    // Progress is best effort: a closed stderr must not stop the benchmark.
    let _ = match e {
        BenchEvent::StageStarted { stage, ops } => {
            write!(err, "{stage} ({} ops) ... ", group(*ops))
        }
        BenchEvent::StageFinished { seconds, .. } => writeln!(err, "{seconds:.2} s"),
        BenchEvent::Mismatch { .. } => writeln!(err, "MISMATCH"),
    };
    let _ = err.flush();
}

/// The report as an aligned table with units.
fn render_text(r: &BloomBenchReport) -> String {
    let mut s = String::new();
    // Writing to a String cannot fail.
    let w = &mut s;
    let _ = writeln!(
        w,
        "bloom engine: {} banks x {} bits = {} bits, seed {}",
        r.banks,
        group(r.bank_bits),
        group(r.total_bits),
        r.seed
    );
    let _ = writeln!(w);
    let _ = writeln!(
        w,
        "RTL (Verilator, every result checked against the model, consumer always ready)"
    );
    let _ = writeln!(
        w,
        "  {:<8} {:>13} {:>13} {:>10}",
        "stream", "ops", "cycles", "ops/cycle"
    );
    let rows = [
        (
            "insert",
            r.ops_insert,
            r.cycles_insert,
            r.ops_per_cycle_insert,
            String::new(),
        ),
        (
            "query",
            r.ops_query,
            r.cycles_query,
            r.ops_per_cycle_query,
            "  half members, half non-members".into(),
        ),
        (
            "mixed",
            r.ops_mixed,
            r.cycles_mixed,
            r.ops_per_cycle_mixed,
            "  25% inserts, no CLEARs".to_string(),
        ),
    ];
    for (name, ops, cycles, opc, note) in rows {
        match (ops, cycles, opc) {
            (Some(ops), Some(cycles), Some(opc)) => {
                let _ = writeln!(
                    w,
                    "  {name:<8} {:>13} {:>13} {opc:>10.4}{note}",
                    group(ops),
                    group(cycles)
                );
            }
            _ => {
                let _ = writeln!(w, "  {name:<8} {:>13}", "not run (stopped at the mismatch)");
            }
        }
    }
    let _ = writeln!(
        w,
        "  (each stream's cycles include one pipeline fill of {} cycles)",
        r.latency_cycles
    );
    if let Some(c) = r.cycles_clear {
        let _ = writeln!(
            w,
            "  one CLEAR takes {} cycles ({} bank words, one per cycle)",
            group(c),
            group(r.bank_bits)
        );
    }
    let _ = writeln!(w);
    let label = |w: &mut String, l: &str| {
        let _ = write!(w, "  {l:<22}");
    };
    write_checks(
        w,
        r.mismatches,
        r.false_negatives,
        r.keys_inserted,
        "inserted",
    );
    label(w, "FPR measured");
    let _ = match (r.fpr_measured, r.false_positives) {
        (Some(p), Some(fp)) => {
            writeln!(
                w,
                "{} ({} of {} non-members)",
                pct(p),
                group(fp),
                group(r.queries)
            )
        }
        _ => writeln!(w, "-"),
    };
    label(w, "FPR from bank fill");
    let _ = writeln!(w, "{}", opt(r.fpr_fill.map(pct)));
    label(w, "FPR theory");
    let _ = writeln!(
        w,
        "{} at {} keys",
        pct(r.fpr_theory),
        group(r.keys_inserted)
    );
    label(w, "simulation speed");
    let _ = writeln!(
        w,
        "{:.2} Mcycles/s ({} cycles in {:.2} s)",
        r.verilator_cycles_per_second / 1e6,
        group(r.rtl_cycles),
        r.rtl_seconds
    );
    let _ = writeln!(w);
    let _ = writeln!(w, "Software on this host (wall clock, same keys)");
    let _ = writeln!(
        w,
        "  {:<10} {:>12} {:>12} {:>9}",
        "filter", "insert", "query", "FPR"
    );
    let _ = writeln!(
        w,
        "  {:<10} {:>12} {:>12} {:>9}",
        "model",
        ns(r.model_insert_ns),
        ns(r.model_query_ns),
        "= RTL"
    );
    let _ = writeln!(
        w,
        "  {:<10} {:>12} {:>12} {:>9}  ({} bits, {} hashes, 512-bit blocks, SipHash-1-3)",
        "fastbloom",
        ns(r.fastbloom_insert_ns),
        ns(r.fastbloom_query_ns),
        pct(r.fastbloom_fpr),
        group(r.fastbloom_bits),
        r.fastbloom_hashes
    );
    let _ = writeln!(
        w,
        "  model / fastbloom query time: {:.2}x",
        r.model_vs_fastbloom_query_ratio
    );
    s
}

/// The Cuckoo report as an aligned table with units.
fn render_cuckoo_text(r: &CuckooBenchReport) -> String {
    let mut s = String::new();
    // Writing to a String cannot fail.
    let w = &mut s;
    let _ = writeln!(
        w,
        "cuckoo engine: {} buckets x {} slots = {} slots, {}-bit fingerprints, \
         at most {} kicks, seed {}",
        group(r.buckets),
        r.slots_per_bucket,
        group(r.slots),
        r.fp_bits,
        r.max_kicks,
        r.seed
    );
    let _ = writeln!(w);
    let _ = writeln!(
        w,
        "RTL (Verilator, every result checked against the model, consumer always ready)"
    );
    let _ = writeln!(
        w,
        "  {:<22} {:>13} {:>13} {:>10}",
        "stream", "ops", "cycles", "ops/cycle"
    );
    match (r.ops_lookup, r.cycles_lookup, r.ops_per_cycle_lookup) {
        (Some(ops), Some(cycles), Some(opc)) => {
            let _ = writeln!(
                w,
                "  {:<22} {:>13} {:>13} {opc:>10.4}  half members, half non-members",
                format!("lookup at {} load", pct1(r.lookup_load)),
                group(ops),
                group(cycles)
            );
        }
        _ => {
            let _ = writeln!(
                w,
                "  {:<22} {:>13}",
                "lookup", "not run (stopped at the mismatch)"
            );
        }
    }
    let _ = writeln!(w);
    let _ = writeln!(
        w,
        "  inserts of distinct keys into an empty engine, one stream per load window"
    );
    let _ = writeln!(
        w,
        "  {:<22} {:>13} {:>13} {:>13} {:>10} {:>12}",
        "load window", "inserts", "cycles", "cycles/insert", "kicks", "kicks/insert"
    );
    for win in &r.insert_windows {
        let name = if (win.load_end - win.to).abs() < 1.0 / r.slots.max(1) as f64 {
            format!("{} - {}", pct0(win.from), pct0(win.to))
        } else {
            format!("{} - {} (FULL)", pct0(win.from), pct1(win.load_end))
        };
        let _ = writeln!(
            w,
            "  {name:<22} {:>13} {:>13} {:>13} {:>10} {:>12}",
            group(win.inserts),
            group(win.cycles),
            fixed(win.cycles_per_insert, 3),
            group(win.kicks),
            fixed(win.kicks_per_insert, 3)
        );
    }
    if r.insert_windows.len() < 4 {
        let _ = writeln!(
            w,
            "  {:<22} not run (stopped at the mismatch)",
            "later windows"
        );
    }
    if let Some(c) = r.cycles_per_insert_to_0_9 {
        let _ = writeln!(w, "  {:<22} {:>41}", "0% - 90% together", fixed(c, 3));
    }
    let _ = writeln!(
        w,
        "  (each stream's cycles include one pipeline fill: a lone QUERY takes {} cycles)",
        opt(r.latency_cycles.map(group))
    );
    let _ = writeln!(w);
    let label = |w: &mut String, l: &str| {
        let _ = write!(w, "  {l:<22}");
    };
    label(w, "load at first FULL");
    let _ = writeln!(
        w,
        "{} through the RTL (seed {}{})",
        opt(r.load_at_first_full_rtl.map(pct2)),
        r.seed,
        if r.mismatches == 0 {
            ", the model alone agrees"
        } else {
            ""
        }
    );
    label(w, "");
    let _ = writeln!(
        w,
        "mean {}, min {}, max {} over {} seeds (the model alone)",
        pct2(r.load_at_first_full_mean),
        pct2(r.load_at_first_full_min),
        pct2(r.load_at_first_full_max),
        r.first_full_seeds
    );
    write_checks(w, r.mismatches, r.false_negatives, r.keys_stored, "stored");
    label(w, "FPR measured");
    let _ = match (r.fpr_measured, r.false_positives) {
        (Some(p), Some(fp)) => writeln!(
            w,
            "{} ({} of {} non-members) at {} load",
            pct(p),
            group(fp),
            group(r.queries),
            pct2(r.fpr_load)
        ),
        _ => writeln!(w, "-"),
    };
    label(w, "FPR of the table");
    let _ = writeln!(
        w,
        "{} (exact for the fingerprints stored)",
        opt(r.fpr_table.map(pct))
    );
    label(w, "FPR bound (theory)");
    let _ = writeln!(
        w,
        "{} (1 - (1 - 1/(2^{} - 1))^8, a full table)",
        pct(r.fpr_theory),
        r.fp_bits
    );
    label(w, "FPR measured / bound");
    let _ = writeln!(
        w,
        "{} (target <= 1.1)",
        opt(r.fpr_ratio.map(|x| fixed(x, 3)))
    );
    label(w, "simulation speed");
    let _ = writeln!(
        w,
        "{:.2} Mcycles/s ({} cycles in {:.2} s)",
        r.verilator_cycles_per_second / 1e6,
        group(r.rtl_cycles),
        r.rtl_seconds
    );
    if let Some(detail) = &r.first_mismatch {
        let _ = writeln!(w);
        let _ = writeln!(w, "first mismatch: {detail}");
    }
    let _ = writeln!(w);
    let _ = writeln!(
        w,
        "Software on this host (wall clock, same keys; an insert pass fills an empty table to {})",
        pct2(r.fpr_load)
    );
    let _ = writeln!(
        w,
        "  {:<12} {:>12} {:>12} {:>9}",
        "filter", "insert", "query", "FPR"
    );
    let _ = writeln!(
        w,
        "  {:<12} {:>12} {:>12} {:>9}  ({}-bit fingerprints)",
        "model",
        ns(r.model_insert_ns),
        ns(r.model_query_ns),
        "= RTL",
        r.fp_bits
    );
    let _ = writeln!(
        w,
        "  {:<12} {:>12} {:>12} {:>9}  ({}-bit fingerprints, {} slots, SipHash-1-3, no stash,",
        "cuckoofilter",
        ns(r.cuckoofilter_insert_ns),
        ns(r.cuckoofilter_query_ns),
        pct(r.cuckoofilter_fpr),
        r.cuckoofilter_fp_bits,
        group(r.cuckoofilter_slots),
    );
    let _ = writeln!(
        w,
        "  {:<49}  same keys: {} load, {} failed inserts)",
        "",
        pct2(r.cuckoofilter_load),
        group(r.cuckoofilter_failed_inserts)
    );
    let _ = writeln!(
        w,
        "  model / cuckoofilter query time: {:.2}x",
        r.model_vs_cuckoofilter_query_ratio
    );
    s
}

/// `v` with `digits` decimals, or `-` when not a number.
fn fixed(v: f64, digits: usize) -> String {
    if v.is_finite() {
        format!("{v:.digits$}")
    } else {
        "-".into()
    }
}

/// A load as `50%`.
fn pct0(p: f64) -> String {
    format!("{:.0}%", p * 100.0)
}

/// A load as `90.0%`.
fn pct1(p: f64) -> String {
    format!("{:.1}%", p * 100.0)
}

/// A load as `95.02%`.
fn pct2(p: f64) -> String {
    format!("{:.2}%", p * 100.0)
}

fn ns(v: f64) -> String {
    format!("{v:.1} ns/op")
}

fn pct(p: f64) -> String {
    format!("{:.3}%", p * 100.0)
}

fn opt(v: Option<String>) -> String {
    v.unwrap_or_else(|| "-".into())
}

pub(super) use crate::bench::group;

/// The two correctness lines both reports carry: RTL/model mismatches and
/// false negatives among the `keys` keys the filter holds.
fn write_checks(
    w: &mut String,
    mismatches: u64,
    false_negatives: Option<u64>,
    keys: u64,
    kind: &str,
) {
    let details = if mismatches > 0 {
        " (details below)"
    } else {
        ""
    };
    let _ = writeln!(w, "  {:<22}{mismatches}{details}", "mismatches");
    let _ = writeln!(
        w,
        "  {:<22}{} of {} {kind} keys",
        "false negatives",
        opt(false_negatives.map(group)),
        group(keys)
    );
}

#[cfg(test)]
mod tests {
    use super::{group, render_cuckoo_text, render_text};
    use crate::bench::{BloomBenchReport, CuckooBenchReport, InsertWindow};

    #[test]
    fn a_cuckoo_run_stopped_by_a_mismatch_still_renders() {
        let r = CuckooBenchReport {
            engine: "cuckoo",
            buckets: 1024,
            slots_per_bucket: 4,
            slots: 4096,
            insert_windows: vec![InsertWindow {
                from: 0.0,
                to: 0.5,
                load_end: 0.5,
                inserts: 2048,
                cycles: 2100,
                cycles_per_insert: 2100.0 / 2048.0,
                kicks: 16,
                kicks_per_insert: 16.0 / 2048.0,
            }],
            mismatches: 1,
            first_mismatch: Some("RTL inserts from 50% to 80% load: result #3".into()),
            ..CuckooBenchReport::default()
        };
        let t = render_cuckoo_text(&r);
        assert!(t.contains("1.025"), "{t}");
        assert!(t.contains("cycles/insert"), "{t}");
        assert!(t.contains("not run (stopped at the mismatch)"), "{t}");
        assert!(t.contains("1 (details below)"), "{t}");
        assert!(t.contains("first mismatch: RTL inserts from 50%"), "{t}");
        assert!(!t.contains("the model alone agrees"), "{t}");
    }

    #[test]
    fn a_run_stopped_by_a_mismatch_still_renders() {
        let r = BloomBenchReport {
            engine: "bloom",
            banks: 4,
            bank_bits: 4096,
            ops_insert: Some(1556),
            cycles_insert: Some(1565),
            ops_per_cycle_insert: Some(0.9942),
            mismatches: 1,
            first_mismatch: Some("RTL query stream: result #3".into()),
            ..BloomBenchReport::default()
        };
        let t = render_text(&r);
        assert!(t.contains("0.9942"), "{t}");
        assert!(t.contains("not run (stopped at the mismatch)"), "{t}");
        assert!(t.contains("1 (details below)"), "{t}");
    }

    #[test]
    fn groups_thousands() {
        assert_eq!(group(0), "0");
        assert_eq!(group(999), "999");
        assert_eq!(group(1000), "1,000");
        assert_eq!(group(1_234_567), "1,234,567");
    }
}
