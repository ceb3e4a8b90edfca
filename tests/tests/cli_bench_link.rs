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

    /// The ULX3S 12F's core at its own divider (60 MHz / 20 = 3 Mbaud):
    /// every reply the model's, and the line at least 95% busy with keys
    /// (the 3 Mbaud link's target) on every stream.
    #[test]
    fn the_ulx3s_12f_link_carries_95_percent_of_its_3_mbaud_line() {
        let r = json_report("link", &["--ops", "600", "--board", "ulx3s-12f"]);
        assert_eq!(r["board"], "ulx3s-12f");
        assert_eq!(u(&r, "baud_div"), 20);
        assert_eq!(u(&r, "clock_hz"), 60_000_000);
        assert_eq!(f(&r, "baud"), 3_000_000.0);
        assert_eq!(u(&r, "mismatches"), 0);
        let streams = r["streams"].as_array().expect("streams");
        assert_eq!(streams.len(), 4);
        for s in streams {
            assert_eq!(u(s, "frames"), 10);
            assert!(u(s, "cycles") >= 10 * 490 * 10 * 20, "{s}");
            let e = f(s, "efficiency");
            assert!((0.95..=480.0 / 490.0).contains(&e), "{s}");
        }
    }

    #[test]
    fn board_is_for_the_link_benchmark_only() {
        let o = super::common::hwfilter(&["bench", "--engine", "bloom", "--board", "ulx3s-12f"]);
        assert_eq!(o.status.code(), Some(1), "{}", super::common::stderr(&o));
        assert!(super::common::stderr(&o).contains("use it with --engine link"));
    }
}

#[cfg(not(feature = "verilator"))]
#[test]
fn link_bench_explains_how_to_get_verilator() {
    let o = common::hwfilter(&["bench", "--engine", "link"]);
    assert!(!o.status.success());
    assert!(common::stderr(&o).contains("verilator"));
}
