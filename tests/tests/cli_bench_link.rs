//! `hwfilter bench --engine link`: the board link's batched streams through
//! the built binary, every reply checked against the board model.

mod common;

#[cfg(feature = "verilator")]
mod verilated {
    use super::common::{f, json_report, u};

    #[test]
    fn link_report_counts_the_line_in_cycles_and_agrees_with_the_model() {
        let r = json_report("link", &["--ops", "300"]);
        assert_eq!(r["engine"], "link");
        assert_eq!(u(&r, "baud_div"), 5);
        assert_eq!(u(&r, "mismatches"), 0);
        assert_eq!(f(&r, "limit_3mbaud"), 37_500.0);
        assert_eq!(f(&r, "limit_12mbaud"), 150_000.0);
        let streams = r["streams"].as_array().expect("streams");
        assert_eq!(streams.len(), 4);
        for s in streams {
            assert_eq!(u(s, "keys"), 300);
            assert_eq!(u(s, "frames"), 5);
            // A 60-key frame is at least 490 bytes on the wire, 10 bit
            // times each, 5 cycles per bit: the stream cannot be shorter.
            assert!(u(s, "cycles") >= 5 * 490 * 10 * 5, "{s}");
            let e = f(s, "efficiency");
            assert!(e > 0.0 && e <= 480.0 / 490.0, "{s}");
        }
    }
}

#[cfg(not(feature = "verilator"))]
#[test]
fn link_bench_explains_how_to_get_verilator() {
    let o = common::hwfilter(&["bench", "--engine", "link"]);
    assert!(!o.status.success());
    assert!(common::stderr(&o).contains("verilator"));
}
