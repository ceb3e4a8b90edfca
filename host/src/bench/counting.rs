//! `bench --engine counting`: the Verilated counting Bloom engine against
//! its model.
//!
//! ```text
//!  seed ─► keys ─► full-speed streams (insert, query, delete, mixed) ─► cycles per op
//!              ├─► fill to capacity, non-member queries, delete half,
//!              │   non-member queries again                          ─► FPR before and after deletes
//!              └─► random workload with random back-pressure         ─► 0 mismatches, 0 false negatives
//! ```
//!
//! Every result of every stream is compared with the model; the first
//! disagreement stops the RTL part and is reported, not raised.

use serde::Serialize;

#[cfg(feature = "verilator")]
pub(super) use runner::run;

/// Everything one counting-engine benchmark measured, as one flat JSON
/// object. RTL fields are `None` when a mismatch stopped the run first.
#[derive(Clone, Debug, Default, PartialEq, Serialize)]
pub struct CountingBenchReport {
    /// Engine benchmarked (`"counting"`).
    pub engine: &'static str,
    pub seed: u64,
    /// Banks `k`.
    pub banks: u32,
    /// Counters per bank, `2^A`.
    pub bank_counters: u64,
    /// Bits per counter.
    pub counter_bits: u32,
    /// Pipeline latency in cycles (every stream's count includes one fill).
    pub latency_cycles: u64,

    /// Full-speed streams (always-ready consumer): ops, cycles, ops/cycle.
    pub ops_insert: Option<u64>,
    pub cycles_insert: Option<u64>,
    pub ops_per_cycle_insert: Option<f64>,
    pub ops_query: Option<u64>,
    pub cycles_query: Option<u64>,
    pub ops_per_cycle_query: Option<f64>,
    /// DELETEs of the inserted keys, each once (all answered "deleted").
    pub ops_delete: Option<u64>,
    pub cycles_delete: Option<u64>,
    pub ops_per_cycle_delete: Option<f64>,
    /// The random workload's op mix (no CLEARs) at full speed.
    pub ops_mixed: Option<u64>,
    pub cycles_mixed: Option<u64>,
    pub ops_per_cycle_mixed: Option<f64>,

    /// Distinct keys inserted for the FPR: the capacity at 1 % of a plain
    /// Bloom filter of the same geometry.
    pub keys_inserted: u64,
    /// Non-member queries behind each measured FPR.
    pub queries: u64,
    /// Measured FPR with `keys_inserted` keys, and the theory.
    pub fpr_full: Option<f64>,
    pub fpr_full_theory: f64,
    /// After deleting half of those keys: measured FPR and the theory at
    /// half the load (what a filter rebuilt from the other half gives).
    pub fpr_after_delete: Option<f64>,
    pub fpr_after_delete_theory: f64,
    /// Keys still inserted that the RTL answered absent after the
    /// deletes (must be 0).
    pub false_negatives_after_delete: Option<u64>,

    /// The random workload with random back-pressure on both sides.
    pub random_ops: Option<u64>,
    pub random_cycles: Option<u64>,
    /// DELETEs done and refused in it.
    pub random_deletes_done: Option<u64>,
    pub random_deletes_refused: Option<u64>,
    /// QUERYs of keys inserted more often than deleted, and how many of
    /// them answered absent (must be 0).
    pub random_live_queries: Option<u64>,
    pub random_false_negatives: Option<u64>,
    /// Most counters stuck at 15 seen at a count check.
    pub random_max_stuck: Option<u64>,
    /// Per-bank counts compared with the model.
    pub random_count_checks: Option<u64>,

    /// RTL/model disagreements: 0, or 1 when the first one stopped the run.
    pub mismatches: u64,
    pub first_mismatch: Option<String>,
    /// Simulated cycles and wall time over all RTL streams.
    pub rtl_cycles: u64,
    pub rtl_seconds: f64,
    pub verilator_cycles_per_second: f64,
}

impl CountingBenchReport {
    /// The report as an aligned table with units.
    pub fn text(&self) -> String {
        use std::fmt::Write as _;

        use super::group;
        let pct = |p: Option<f64>| p.map_or("-".to_string(), |p| format!("{:.3}%", p * 100.0));
        let num = |n: Option<u64>| n.map_or("-".to_string(), group);
        let mut s = String::new();
        let w = &mut s;
        // Writing to a String cannot fail.
        let _ = writeln!(
            w,
            "counting bloom engine: {} banks x {} counters of {} bits, seed {}\n",
            self.banks,
            group(self.bank_counters),
            self.counter_bits,
            self.seed
        );
        let _ = writeln!(
            w,
            "RTL (Verilator, every result checked against the model, consumer always ready)"
        );
        let _ = writeln!(
            w,
            "  {:<8} {:>13} {:>13} {:>10}",
            "stream", "ops", "cycles", "ops/cycle"
        );
        for (name, ops, cycles, opc) in [
            (
                "insert",
                self.ops_insert,
                self.cycles_insert,
                self.ops_per_cycle_insert,
            ),
            (
                "query",
                self.ops_query,
                self.cycles_query,
                self.ops_per_cycle_query,
            ),
            (
                "delete",
                self.ops_delete,
                self.cycles_delete,
                self.ops_per_cycle_delete,
            ),
            (
                "mixed",
                self.ops_mixed,
                self.cycles_mixed,
                self.ops_per_cycle_mixed,
            ),
        ] {
            let opc = opc.map_or("-".to_string(), |o| format!("{o:.4}"));
            let _ = writeln!(
                w,
                "  {name:<8} {:>13} {:>13} {opc:>10}",
                num(ops),
                num(cycles)
            );
        }
        let _ = writeln!(
            w,
            "  (each stream's cycles include one pipeline fill of {} cycles)\n",
            self.latency_cycles
        );
        let label = |w: &mut String, l: String| {
            let _ = write!(w, "  {l:<28}");
        };
        label(w, format!("FPR at {} keys", group(self.keys_inserted)));
        let _ = writeln!(
            w,
            "{} (theory {})",
            pct(self.fpr_full),
            pct(Some(self.fpr_full_theory))
        );
        label(w, "FPR after deleting half".into());
        let _ = writeln!(
            w,
            "{} (theory at half the keys {})",
            pct(self.fpr_after_delete),
            pct(Some(self.fpr_after_delete_theory))
        );
        label(w, "kept keys answered absent".into());
        let _ = writeln!(w, "{}\n", num(self.false_negatives_after_delete));
        let _ = writeln!(w, "random workload, random back-pressure on both sides");
        let _ = writeln!(
            w,
            "  ops {}, cycles {}, deletes done {} / refused {}",
            num(self.random_ops),
            num(self.random_cycles),
            num(self.random_deletes_done),
            num(self.random_deletes_refused)
        );
        let _ = writeln!(
            w,
            "  live-key queries {}, false negatives {}, most stuck counters {}, count checks {}",
            num(self.random_live_queries),
            num(self.random_false_negatives),
            num(self.random_max_stuck),
            num(self.random_count_checks)
        );
        let _ = writeln!(
            w,
            "\nmismatches {}{}",
            self.mismatches,
            self.first_mismatch
                .as_ref()
                .map_or(String::new(), |m| format!(": {m}"))
        );
        let _ = writeln!(
            w,
            "simulation speed {:.2} Mcycles/s ({} cycles in {:.2} s)",
            self.verilator_cycles_per_second / 1e6,
            group(self.rtl_cycles),
            self.rtl_seconds
        );
        s
    }
}

/// The Verilated run (only with the `verilator` feature).
#[cfg(feature = "verilator")]
mod runner {
    use hwfilter_model::rng::SplitMix64;
    use hwfilter_model::{BloomParams, CountingOp};
    use hwfilter_sim::counting::{
        CountingCosim, CountingOps, CountingPorts, DefaultCounting, LATENCY, Report, Traffic,
    };

    use super::super::{BenchConfig, BenchError, BenchEvent, FILL_FPR, Stage};
    use super::CountingBenchReport;

    /// What one stream alone did.
    struct Delta {
        ops: u64,
        cycles: u64,
    }

    impl Delta {
        fn ops_per_cycle(&self) -> f64 {
            self.ops as f64 / self.cycles.max(1) as f64
        }
    }

    struct Run<'a, E: FnMut(BenchEvent)> {
        report: &'a mut CountingBenchReport,
        on_event: E,
    }

    impl<E: FnMut(BenchEvent)> Run<'_, E> {
        /// Runs one stream and returns what it alone did.
        fn stream<P: CountingPorts>(
            &mut self,
            cosim: &mut CountingCosim<P>,
            stage: Stage,
            ops_hint: u64,
            ops: impl IntoIterator<Item = CountingOp>,
            traffic: Traffic,
        ) -> Result<Delta, (Stage, String)> {
            (self.on_event)(BenchEvent::StageStarted {
                stage,
                ops: ops_hint,
            });
            let start = std::time::Instant::now();
            let before = cosim.report().clone();
            let after = cosim
                .run(ops, traffic)
                .map_err(|m| (stage, m.to_string()))?
                .clone();
            let d = Delta {
                ops: after.results - before.results,
                cycles: after.cycles - before.cycles,
            };
            self.report.rtl_cycles += d.cycles;
            self.report.rtl_seconds += after.seconds - before.seconds;
            (self.on_event)(BenchEvent::StageFinished {
                stage,
                seconds: start.elapsed().as_secs_f64(),
            });
            Ok(d)
        }
    }

    /// Benchmarks the default counting engine; see the module docs.
    pub(in crate::bench) fn run(
        config: &BenchConfig,
        on_event: impl FnMut(BenchEvent),
    ) -> Result<CountingBenchReport, BenchError> {
        let params = BloomParams::new(DefaultCounting::BANKS, DefaultCounting::ADDR_BITS)
            .map_err(BenchError::Geometry)?;
        let keys_inserted = params.capacity(FILL_FPR);
        let mut report = CountingBenchReport {
            engine: "counting",
            seed: config.seed,
            banks: params.banks(),
            bank_counters: params.bank_bits(),
            counter_bits: hwfilter_model::counting::COUNTER_BITS,
            latency_cycles: LATENCY,
            keys_inserted,
            queries: config.ops,
            fpr_full_theory: params.theoretical_fpr(keys_inserted),
            fpr_after_delete_theory: params.theoretical_fpr(keys_inserted - keys_inserted / 2),
            ..CountingBenchReport::default()
        };
        let mut run = Run {
            report: &mut report,
            on_event,
        };
        if let Err((stage, detail)) = measure(params, config, &mut run) {
            run.report.mismatches = 1;
            run.report.first_mismatch = Some(format!("{stage}: {detail}"));
            (run.on_event)(BenchEvent::Mismatch { stage, detail });
        }
        if report.rtl_seconds > 0.0 {
            report.verilator_cycles_per_second = report.rtl_cycles as f64 / report.rtl_seconds;
        }
        Ok(report)
    }

    fn measure<E: FnMut(BenchEvent)>(
        params: BloomParams,
        config: &BenchConfig,
        run: &mut Run<'_, E>,
    ) -> Result<(), (Stage, String)> {
        let n = config.ops;
        let mut keygen = SplitMix64(config.seed);
        // Throughput: N inserts of keys from a pool of 4x capacity (so deletes
        // below find them), N queries, N deletes of those inserts, N mixed ops.
        let pool: Vec<u64> = (0..throughput_pool_keys(params))
            .map(|_| keygen.next_u64())
            .collect();
        let at = |i: u64| pool[(i % pool.len() as u64) as usize];
        let mut cosim = CountingCosim::<DefaultCounting>::new("bench-throughput", config.seed);
        cosim.check_counts_every(usize::MAX);
        let full = Traffic::FULL_SPEED;
        let d = run.stream(
            &mut cosim,
            Stage::RtlInsert,
            n,
            (0..n).map(|i| CountingOp::Insert(at(i))),
            full,
        )?;
        (run.report.ops_insert, run.report.cycles_insert) = (Some(d.ops), Some(d.cycles));
        run.report.ops_per_cycle_insert = Some(d.ops_per_cycle());
        let d = run.stream(
            &mut cosim,
            Stage::RtlQuery,
            n,
            (0..n).map(|i| CountingOp::Query(at(i * 7 + 3))),
            full,
        )?;
        (run.report.ops_query, run.report.cycles_query) = (Some(d.ops), Some(d.cycles));
        run.report.ops_per_cycle_query = Some(d.ops_per_cycle());
        let d = run.stream(
            &mut cosim,
            Stage::RtlDelete,
            n,
            (0..n).map(|i| CountingOp::Delete(at(i))),
            full,
        )?;
        (run.report.ops_delete, run.report.cycles_delete) = (Some(d.ops), Some(d.cycles));
        run.report.ops_per_cycle_delete = Some(d.ops_per_cycle());
        let mixed = CountingOps::new(params, config.seed ^ 0x6d69_7865, n)
            .without_writes()
            .map(|op| match op {
                // A CLEAR walks 2^A cycles: its cost is not a per-op figure.
                CountingOp::Clear => CountingOp::Query(0),
                op => op,
            });
        let d = run.stream(&mut cosim, Stage::RtlMixed, n, mixed, full)?;
        (run.report.ops_mixed, run.report.cycles_mixed) = (Some(d.ops), Some(d.cycles));
        run.report.ops_per_cycle_mixed = Some(d.ops_per_cycle());

        // FPR at capacity, and after deleting half of the keys.
        let mut cosim = CountingCosim::<DefaultCounting>::new("bench-fpr", config.seed);
        cosim.check_counts_every(usize::MAX);
        let members: Vec<u64> = (0..run.report.keys_inserted)
            .map(|_| keygen.next_u64())
            .collect();
        let fill = members.iter().map(|&k| CountingOp::Insert(k));
        run.stream(&mut cosim, Stage::RtlFill, members.len() as u64, fill, full)?;
        let mut non_members = keygen.clone();
        let queries = (0..n).map(|_| CountingOp::Query(non_members.next_u64()));
        let before = cosim.report().clone();
        run.stream(&mut cosim, Stage::RtlFpr, n, queries, full)?;
        let hits = query_hits(&cosim, &before);
        run.report.fpr_full = Some(hits as f64 / n as f64);
        let (gone, kept) = members.split_at(members.len() / 2);
        let deletes = gone.iter().map(|&k| CountingOp::Delete(k));
        run.stream(
            &mut cosim,
            Stage::RtlDelete,
            gone.len() as u64,
            deletes,
            full,
        )?;
        let before = cosim.report().clone();
        let kept_queries = kept.iter().map(|&k| CountingOp::Query(k));
        run.stream(
            &mut cosim,
            Stage::RtlVerify,
            kept.len() as u64,
            kept_queries,
            full,
        )?;
        run.report.false_negatives_after_delete =
            Some(kept.len() as u64 - query_hits(&cosim, &before));
        let mut non_members = keygen.clone();
        let queries = (0..n).map(|_| CountingOp::Query(non_members.next_u64()));
        let before = cosim.report().clone();
        run.stream(&mut cosim, Stage::RtlFpr, n, queries, full)?;
        run.report.fpr_after_delete = Some(query_hits(&cosim, &before) as f64 / n as f64);

        // The random workload with random back-pressure, counts checked as it goes.
        let mut cosim = CountingCosim::<DefaultCounting>::new("bench-random", config.seed);
        let ops = CountingOps::new(params, config.seed, n).without_writes();
        let d = run.stream(&mut cosim, Stage::RtlRandom, n, ops, Traffic::RANDOM)?;
        // A fresh co-simulation: its totals are this stream's.
        let r = cosim.report();
        run.report.random_ops = Some(d.ops);
        run.report.random_cycles = Some(d.cycles);
        run.report.random_deletes_done = Some(r.deletes_done);
        run.report.random_deletes_refused = Some(r.deletes_refused);
        run.report.random_live_queries = Some(r.live_queries);
        run.report.random_false_negatives = Some(r.false_negatives);
        run.report.random_max_stuck = Some(r.max_stuck);
        run.report.random_count_checks = Some(r.count_checks);
        Ok(())
    }

    /// Keys the throughput streams cycle through: four times the capacity,
    /// so the inserted keys fill the filter past its design and the deletes
    /// find every one of them.
    fn throughput_pool_keys(params: BloomParams) -> u64 {
        params.capacity(FILL_FPR) * 4
    }

    /// QUERY hits since `before`.
    fn query_hits<P: CountingPorts>(cosim: &CountingCosim<P>, before: &Report) -> u64 {
        cosim.report().query_hits - before.query_hits
    }
}
