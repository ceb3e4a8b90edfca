//! `hwfilter bench`: runs `hwfilter_host::bench` and prints its report.

use std::fmt::Write as _;
use std::io::{IsTerminal, Write as _};

use anyhow::{Context, bail};
use clap::{Args, ValueEnum};
use hwfilter_host::bench::{self, BenchConfig, BenchEvent, BloomBenchReport, DEFAULT_OPS, MAX_OPS};

use super::Format;

/// Engines `bench` knows of.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum Engine {
    /// The partitioned Bloom filter engine (k = 4 banks of 4096 bits).
    Bloom,
    /// The cuckoo filter engine (not implemented yet).
    Cuckoo,
}

#[derive(Debug, Args)]
pub struct BenchArgs {
    /// Engine to benchmark.
    #[arg(long, value_enum)]
    engine: Engine,

    /// Ops in each of the query, false-positive and mixed streams, and
    /// timed ops of the software filters. The insert stream always fills
    /// the filter to its capacity at 1% FPR.
    #[arg(long, value_name = "N", default_value_t = DEFAULT_OPS,
          value_parser = clap::value_parser!(u64).range(1..=MAX_OPS))]
    ops: u64,

    /// Seed of every key and op stream (same seed, same stimulus).
    #[arg(long, value_name = "S", default_value_t = 1)]
    seed: u64,
}

pub fn run(args: &BenchArgs, format: Format) -> anyhow::Result<()> {
    if args.engine == Engine::Cuckoo {
        bail!("the cuckoo engine is not implemented yet; only `--engine bloom` can be benchmarked");
    }
    let config = BenchConfig {
        ops: args.ops,
        seed: args.seed,
    };
    // Progress is for a person watching; keep pipes and logs to the report.
    let show_progress = std::io::stderr().is_terminal();
    let report = bench::run_bloom(&config, |e| {
        if show_progress {
            progress(&e);
        }
    })
    .context("cannot benchmark the bloom engine")?;

    let mut out = std::io::stdout().lock();
    match format {
        Format::Text => out.write_all(render_text(&report).as_bytes()),
        Format::Json => serde_json::to_writer_pretty(&mut out, &report)
            .map_err(std::io::Error::other)
            .and_then(|()| writeln!(out)),
    }
    .and_then(|()| out.flush())
    .context("cannot write the report to stdout")?;

    if let Some(detail) = &report.first_mismatch {
        bail!("the RTL disagreed with the model in {detail}");
    }
    // With no mismatch this would be a model bug: a Bloom filter must
    // never forget a key.
    if let Some(n @ 1..) = report.false_negatives {
        bail!("{n} inserted keys were reported absent (a Bloom filter has no false negatives)");
    }
    Ok(())
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
        _ => Ok(()),
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
    label(w, "mismatches");
    let _ = writeln!(
        w,
        "{}{}",
        r.mismatches,
        if r.mismatches > 0 {
            " (details below)"
        } else {
            ""
        }
    );
    label(w, "false negatives");
    let _ = writeln!(
        w,
        "{} of {} inserted keys",
        opt(r.false_negatives.map(group)),
        group(r.keys_inserted)
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

fn ns(v: f64) -> String {
    format!("{v:.1} ns/op")
}

fn pct(p: f64) -> String {
    format!("{:.3}%", p * 100.0)
}

fn opt(v: Option<String>) -> String {
    v.unwrap_or_else(|| "-".into())
}

/// `1234567` as `1,234,567`.
fn group(n: u64) -> String {
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

#[cfg(test)]
mod tests {
    use super::{group, render_text};
    use hwfilter_host::bench::BloomBenchReport;

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
