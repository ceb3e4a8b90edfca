//! `hwfilter bench` end to end: the built binary, its exit status and its
//! output, as a script would use them.

mod common;

use common::{hwfilter, stderr};

#[test]
fn zero_ops_is_rejected() {
    let o = hwfilter(&["bench", "--engine", "bloom", "--ops", "0"]);
    assert!(!o.status.success());
    assert!(stderr(&o).contains("--ops"), "{}", stderr(&o));
    assert!(o.stdout.is_empty());
}

#[test]
fn unknown_values_are_rejected() {
    for args in [
        &["bench", "--engine", "xor"][..],
        &["bench", "--engine", "bloom", "--format", "yaml"],
        &["bench", "--engine", "bloom", "--ops", "-5"],
        &["bench", "--engine", "bloom", "--seed", "x"],
        &["bench", "--engine", "cuckoo", "--full-seeds", "0"],
        &["bench", "--engine", "cuckoo", "--ops", "0"],
        &["bench"],
    ] {
        let o = hwfilter(args);
        assert_eq!(o.status.code(), Some(2), "{args:?}: {}", stderr(&o));
    }
}

#[cfg(not(feature = "verilator"))]
#[test]
fn bench_explains_how_to_get_verilator() {
    let o = hwfilter(&["bench", "--engine", "bloom"]);
    assert!(!o.status.success());
    let e = stderr(&o);
    assert!(
        e.contains("without Verilator support") && e.contains("verilator` feature"),
        "{e}"
    );
    assert_eq!(e.trim_end().lines().count(), 1, "{e}");
}

#[cfg(feature = "verilator")]
mod verilated {
    use super::common::{self, f, u, wilson};
    use super::*;
    use serde_json::Value;
    use std::process::Command;

    const OPS: u64 = 20_000;

    const REQUIRED: &[&str] = &[
        "engine",
        "banks",
        "bank_bits",
        "ops_per_cycle_insert",
        "ops_per_cycle_query",
        "ops_per_cycle_mixed",
        "cycles_insert",
        "cycles_query",
        "cycles_mixed",
        "cycles_clear",
        "ops_insert",
        "ops_query",
        "ops_mixed",
        "fpr_measured",
        "fpr_theory",
        "false_negatives",
        "mismatches",
        "verilator_cycles_per_second",
        "model_insert_ns",
        "model_query_ns",
        "fastbloom_insert_ns",
        "fastbloom_query_ns",
        "fastbloom_fpr",
        "model_vs_fastbloom_query_ratio",
        "keys_inserted",
        "queries",
    ];

    fn json_report(extra: &[&str]) -> Value {
        common::json_report("bloom", extra)
    }

    #[test]
    fn json_report_is_complete_and_checked() {
        let r = json_report(&["--ops", &OPS.to_string()]);
        for k in REQUIRED {
            assert!(
                r.get(k).is_some_and(|v| !v.is_null()),
                "missing {k} in {r:#}"
            );
        }
        assert_eq!(r["engine"], "bloom");
        assert_eq!(u(&r, "mismatches"), 0, "{}", r["first_mismatch"]);
        assert_eq!(u(&r, "false_negatives"), 0);
        assert_eq!((u(&r, "banks"), u(&r, "bank_bits")), (4, 4096));

        let keys = u(&r, "keys_inserted");
        assert_eq!(u(&r, "ops_insert"), OPS);
        assert_eq!(u(&r, "ops_query"), OPS);
        assert_eq!(u(&r, "ops_mixed"), OPS);
        assert_eq!(u(&r, "queries"), OPS);

        // Cycle counts are exact (not wall time): one result per cycle
        // after a 9-cycle pipeline fill.
        assert!(
            f(&r, "ops_per_cycle_query") >= 0.99,
            "{}",
            r["ops_per_cycle_query"]
        );
        assert!(
            f(&r, "ops_per_cycle_insert") >= 0.99,
            "{}",
            r["ops_per_cycle_insert"]
        );
        let latency = u(&r, "latency_cycles");
        assert!(u(&r, "cycles_query") >= OPS && u(&r, "cycles_query") <= OPS + 2 * latency);
        assert!(
            f(&r, "ops_per_cycle_mixed") >= 0.99,
            "{}",
            r["ops_per_cycle_mixed"]
        );
        for stream in ["cycles_insert", "cycles_mixed"] {
            assert!(
                u(&r, stream) >= OPS && u(&r, stream) <= OPS + 2 * latency,
                "{stream}: {}",
                r[stream]
            );
        }
        // A CLEAR walks every bank word, one per cycle.
        let clear = u(&r, "cycles_clear");
        assert!(
            clear >= u(&r, "bank_bits") && clear <= u(&r, "bank_bits") + 2 * latency,
            "{clear}"
        );

        // The filter holds its capacity at 1 % FPR, not more.
        let theory = f(&r, "fpr_theory");
        assert!(theory <= 0.01 && theory > 0.009, "{theory}");

        // Given the bank fill read back from the RTL, each non-member
        // query is a Bernoulli trial with p = fpr_fill.
        let fp = u(&r, "false_positives");
        let (lo, hi) = wilson(fp, OPS, 5.0);
        let fill = f(&r, "fpr_fill");
        assert!(
            (lo..=hi).contains(&fill),
            "fill FPR {fill} outside [{lo}, {hi}] ({fp} of {OPS})"
        );
        assert!((f(&r, "fpr_measured") - fp as f64 / OPS as f64).abs() < 1e-12);

        // Against theory, the fill's own spread adds to the binomial one:
        // a bank of m bits after n keys has Var(set bits) ~ m e^-l (1 - (1 + l) e^-l),
        // l = n / m, and the FPR is the product of k independent bank fills.
        let (k, m, n) = (
            u(&r, "banks") as f64,
            u(&r, "bank_bits") as f64,
            keys as f64,
        );
        let l = n / m;
        let set_frac = 1.0 - (-l).exp();
        let fill_var = m * (-l).exp() * (1.0 - (1.0 + l) * (-l).exp());
        let rel_var = k * fill_var / (m * set_frac).powi(2);
        let sd = (theory * (1.0 - theory) / OPS as f64 + theory * theory * rel_var).sqrt();
        let measured = f(&r, "fpr_measured");
        assert!(
            (measured - theory).abs() <= 5.0 * sd,
            "measured {measured} vs theory {theory} (sd {sd})"
        );

        // fastbloom is blocked, so a little worse than a classic filter,
        // but the same order.
        let fb = f(&r, "fastbloom_fpr");
        assert!(fb > theory / 3.0 && fb < theory * 3.0, "fastbloom FPR {fb}");
        assert!(u(&r, "fastbloom_bits") >= u(&r, "total_bits"));

        for k in [
            "model_insert_ns",
            "model_query_ns",
            "fastbloom_insert_ns",
            "fastbloom_query_ns",
        ] {
            assert!(f(&r, k) > 0.0, "{k}");
        }
        let ratio = f(&r, "model_query_ns") / f(&r, "fastbloom_query_ns");
        assert!((f(&r, "model_vs_fastbloom_query_ratio") - ratio).abs() < 1e-9 * ratio.max(1.0));
        assert!(f(&r, "verilator_cycles_per_second") > 0.0);
    }

    #[test]
    fn same_seed_same_cycles_and_fpr() {
        let a = json_report(&["--ops", "3000", "--seed", "9"]);
        let b = json_report(&["--ops", "3000", "--seed", "9"]);
        for k in [
            "cycles_insert",
            "cycles_query",
            "cycles_mixed",
            "false_positives",
            "fastbloom_fpr",
        ] {
            assert_eq!(a[k], b[k], "{k}");
        }
    }

    #[test]
    fn text_report_is_a_table_with_units() {
        let o = hwfilter(&["bench", "--engine", "bloom", "--ops", "2000"]);
        assert!(o.status.success(), "{}", stderr(&o));
        let out = String::from_utf8_lossy(&o.stdout);
        for needle in [
            "ops/cycle",
            "ns/op",
            "Mcycles/s",
            "false negatives",
            "FPR theory",
        ] {
            assert!(out.contains(needle), "no {needle:?} in\n{out}");
        }
        // Not a terminal: no progress lines.
        assert!(o.stderr.is_empty(), "{}", stderr(&o));
    }

    #[test]
    fn format_falls_back_to_the_environment() {
        let o = Command::new(common::HWFILTER)
            .args(["bench", "--engine", "bloom", "--ops", "1000"])
            .env("HWFILTER_FORMAT", "json")
            .output()
            .unwrap();
        assert!(o.status.success(), "{}", stderr(&o));
        let r: Value = serde_json::from_slice(&o.stdout).unwrap();
        assert_eq!(r["ops_query"], 1000);
    }
}
