//! `hwfilter bench --engine counting` end to end: the built binary, its
//! exit status and its report, as a script would use them.

mod common;

use common::{hwfilter, stderr};

#[cfg(not(feature = "verilator"))]
#[test]
fn bench_explains_how_to_get_verilator() {
    let o = hwfilter(&["bench", "--engine", "counting"]);
    assert!(!o.status.success());
    assert!(stderr(&o).contains("without Verilator support"));
}

#[cfg(feature = "verilator")]
mod verilated {
    use super::common::{f, u, wilson};
    use super::*;
    use serde_json::Value;

    const OPS: u64 = 100_000;

    fn json_report(args: &[&str]) -> Value {
        let mut all = vec!["--format", "json", "bench", "--engine", "counting"];
        all.extend_from_slice(args);
        let o = hwfilter(&all);
        assert!(o.status.success(), "{}", stderr(&o));
        serde_json::from_slice(&o.stdout).expect("the report is JSON")
    }

    /// One op per cycle on every stream, no mismatch, no false negative,
    /// and FPRs (at capacity, and after deleting half the keys) within the
    /// confidence interval of a plain Bloom filter's theory.
    #[test]
    fn json_report_is_complete_and_checked() {
        let r = json_report(&["--ops", &OPS.to_string()]);
        assert_eq!(r["engine"], "counting");
        assert_eq!(u(&r, "counter_bits"), 4);
        for s in ["insert", "query", "delete", "mixed"] {
            assert_eq!(u(&r, &format!("ops_{s}")), OPS);
            assert_eq!(
                u(&r, &format!("cycles_{s}")),
                OPS + u(&r, "latency_cycles"),
                "{s}: not one op per cycle"
            );
        }
        assert_eq!(u(&r, "mismatches"), 0, "{}", r["first_mismatch"]);
        assert_eq!(u(&r, "random_false_negatives"), 0);
        assert_eq!(u(&r, "false_negatives_after_delete"), 0);
        assert_eq!(u(&r, "random_ops"), OPS);
        assert!(u(&r, "random_live_queries") > OPS / 10);
        assert!(u(&r, "random_deletes_done") > 0 && u(&r, "random_deletes_refused") > 0);
        assert!(u(&r, "random_max_stuck") > 0, "no counter saturated");
        assert!(u(&r, "random_cycles") > OPS, "no back-pressure");
        let n = u(&r, "queries");
        for (measured, theory) in [
            ("fpr_full", "fpr_full_theory"),
            ("fpr_after_delete", "fpr_after_delete_theory"),
        ] {
            let hits = (f(&r, measured) * n as f64).round() as u64;
            let (lo, hi) = wilson(hits, n, 4.0);
            let t = f(&r, theory);
            assert!(
                (lo..=hi).contains(&t),
                "{measured} {} outside [{lo}, {hi}] around theory {t}",
                f(&r, measured)
            );
        }
        assert!(f(&r, "fpr_after_delete") < f(&r, "fpr_full") / 4.0);
    }

    #[test]
    fn text_report_is_a_table_with_units() {
        let o = hwfilter(&["bench", "--engine", "counting", "--ops", "5000"]);
        assert!(o.status.success(), "{}", stderr(&o));
        let t = String::from_utf8_lossy(&o.stdout);
        for needle in [
            "ops/cycle",
            "delete",
            "FPR after deleting half",
            "false negatives 0",
        ] {
            assert!(t.contains(needle), "no {needle:?} in:\n{t}");
        }
    }
}
