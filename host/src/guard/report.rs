//! What the demo measured, as one JSON object or a table.

use std::fmt::Write;

use serde::Serialize;

use super::app::RunCounters;
use super::filter::Geometry;
use super::workload::Workload;
use crate::bench::group;

/// The guard's filter and what to expect of it.
#[derive(Debug, Serialize)]
pub struct FilterFacts {
    pub name: String,
    pub geometry: Geometry,
    /// Ids loaded (one per row).
    pub items: u64,
    /// items / slots of the board's table.
    pub load: f64,
    /// False-positive rate expected at that load (other names on the same
    /// board add to the table's load and to this rate).
    pub fpr_expected: f64,
}

/// Deleting rows: DELETE in the database, DEL in the cache, CF.DEL in the
/// guard; then every deleted key requested once.
#[derive(Debug, Serialize)]
pub struct Deletes {
    pub rows_deleted: u64,
    /// CF.DEL answers of 1.
    pub filter_deleted: u64,
    pub without_guard: RunCounters,
    pub with_guard: RunCounters,
}

/// Rows the guard refused although the database has them.
#[derive(Debug, Serialize)]
pub struct FalseNegatives {
    /// Among the requests of both guarded runs.
    pub in_requests: u64,
    /// CF.MEXISTS of every row right after loading.
    pub after_load: u64,
    pub rows_after_load: u64,
    /// CF.MEXISTS of every row left after the deletes.
    pub after_deletes: u64,
    pub rows_after_deletes: u64,
    pub total: u64,
}

/// Wall-clock seconds of each phase (the simulated board runs the RTL
/// cycle by cycle, far slower than a board).
#[derive(Debug, Serialize)]
pub struct Seconds {
    pub load: f64,
    pub without_guard: f64,
    pub with_guard: f64,
}

#[derive(Debug, Serialize)]
pub struct Report {
    /// Where the filter ran: the in-process server's board, or --server.
    pub server: String,
    pub redis_version: String,
    pub database: String,
    pub workload: Workload,
    pub concurrency: usize,
    pub ttl_s: u64,
    pub filter: FilterFacts,
    pub without_guard: RunCounters,
    pub with_guard: RunCounters,
    /// Database lookups the guard saved: without minus with.
    pub lookups_saved: i64,
    /// False positives over requests for keys that exist nowhere (guarded).
    pub fpr_measured: f64,
    pub deletes: Deletes,
    pub false_negatives: FalseNegatives,
    pub seconds: Seconds,
}

fn pct(num: u64, den: u64) -> String {
    if den == 0 {
        "-".into()
    } else {
        format!("{:.1}%", 100.0 * num as f64 / den as f64)
    }
}

impl Report {
    pub fn text(&self) -> String {
        let w = &self.workload;
        let (a, b) = (&self.without_guard, &self.with_guard);
        let f = &self.filter;
        let mut s = String::new();
        let _ = writeln!(
            s,
            "cache-penetration guard: {} rows in {}; redis-server {} as the cache (cache-aside, TTL {} s);",
            group(w.rows),
            self.database,
            self.redis_version,
            self.ttl_s
        );
        let _ = writeln!(
            s,
            "Cuckoo filter {:?} ({} ids, {:.1}% of {} slots, f = {}) on {}",
            f.name,
            group(f.items),
            100.0 * f.load,
            group(f.geometry.slots),
            f.geometry.fp_bits,
            self.server
        );
        let _ = writeln!(
            s,
            "{} requests: {:.0}% for keys that exist nowhere; of the rest {:.0}% over {} hot keys (Zipf s = {}), \
             the others uniform over all rows; seed {}; waves of {}\n",
            group(w.requests),
            100.0 * w.penetration,
            100.0 * w.hot_share,
            group(w.hot_keys),
            w.zipf,
            w.seed,
            self.concurrency
        );
        let row = |s: &mut String, label: &str, x: String, y: String| {
            let _ = writeln!(s, "  {label:<44}{x:>14}  {y:>16}");
        };
        let n = |v: u64| group(v);
        row(&mut s, "", "without guard".into(), "with guard".into());
        row(&mut s, "requests", n(a.requests), n(b.requests));
        row(
            &mut s,
            "  for keys that exist nowhere",
            n(a.missing_requests),
            n(b.missing_requests),
        );
        row(
            &mut s,
            "filter checks (CF.EXISTS)",
            n(a.filter_checks),
            n(b.filter_checks),
        );
        row(&mut s, "  refused by the filter", "-".into(), n(b.refused));
        row(&mut s, "cache hits", n(a.cache_hits), n(b.cache_hits));
        row(&mut s, "database lookups", n(a.db_lookups), n(b.db_lookups));
        row(
            &mut s,
            "  that found no row (penetration)",
            n(a.db_lookups_empty),
            n(b.db_lookups_empty),
        );
        row(
            &mut s,
            "  for keys that exist nowhere",
            n(a.missing_db_lookups),
            n(b.missing_db_lookups),
        );
        row(
            &mut s,
            "lookups the filter saved",
            "-".into(),
            format!(
                "{}{} ({})",
                if self.lookups_saved < 0 { "-" } else { "" },
                group(self.lookups_saved.unsigned_abs()),
                pct(self.lookups_saved.max(0) as u64, a.db_lookups)
            ),
        );
        row(
            &mut s,
            "false positives that reached the database",
            "-".into(),
            n(b.false_positives),
        );
        let _ = writeln!(
            s,
            "\n  false-positive rate {:.3}% ({} of {} keys that exist nowhere); expected {:.3}% at {:.1}% load, \
             {:.3}% for a full table",
            100.0 * self.fpr_measured,
            n(b.false_positives),
            n(b.missing_requests),
            100.0 * f.fpr_expected,
            100.0 * f.load,
            100.0 * f.geometry.fpr_bound
        );
        let d = &self.deletes;
        let _ = writeln!(
            s,
            "\n  deletes: {} rows deleted (database DELETE, cache DEL, CF.DEL answered 1 for {}), \
             then each requested once",
            n(d.rows_deleted),
            n(d.filter_deleted)
        );
        row(
            &mut s,
            "database lookups",
            n(d.without_guard.db_lookups),
            n(d.with_guard.db_lookups),
        );
        row(
            &mut s,
            "deleted keys refused after CF.DEL",
            "-".into(),
            format!(
                "{} of {}",
                n(d.with_guard.refused),
                n(d.with_guard.requests)
            ),
        );
        let fneg = &self.false_negatives;
        let _ = writeln!(
            s,
            "\n  false negatives (rows that exist, refused): {} in all: {} in the requests, {} of {} rows \
             after loading, {} of {} rows after the deletes",
            n(fneg.total),
            n(fneg.in_requests),
            n(fneg.after_load),
            n(fneg.rows_after_load),
            n(fneg.after_deletes),
            n(fneg.rows_after_deletes)
        );
        let t = &self.seconds;
        let _ = writeln!(
            s,
            "  wall clock: load {:.1} s, without guard {:.1} s, with guard {:.1} s",
            t.load, t.without_guard, t.with_guard
        );
        s
    }
}
