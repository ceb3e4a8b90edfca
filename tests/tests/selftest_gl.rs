//! Post-synthesis simulation of a whole board: the iCEBreaker self-test top
//! (`hwfilter_hdl::board::selftest`) after yosys `synth_ice40` for the UP5K,
//! simulated with yosys's iCE40 cell models, clocked at its `clk` pin with
//! the button released, until its LEDs report; and the Alchitry Cu
//! self-test's core for the HX8K (its top adds the PLL, which the cell
//! models leave unmodelled).
//!
//! The self-test checks every result of its program against signatures
//! the model computed (docs/boards.md), so PASS on the netlist means the
//! synthesized engines answered about 34,000 ops per run exactly as the
//! model, for three runs.

use hwfilter_hdl::board::POR_CYCLES;
use hwfilter_hdl::board::selftest::IcebreakerSelfTestCore;
use hwfilter_sim::models::VlSelftestIbGl;

#[test]
fn icebreaker_self_test_netlist_passes_three_runs() {
    let (b, c) = IcebreakerSelfTestCore::expected();
    let ops_per_run = b.results + c.results;
    let mut m = VlSelftestIbGl::new(1);
    m.set_btn_n(1);
    m.set_rx(1);
    m.eval();
    let leds = |m: &VlSelftestIbGl| (m.ledg_n() == 0, m.ledr_n() == 0);

    // No verdict before a run can have ended: a run issues every op of the
    // program, at most one op per cycle per engine.
    let min_run = b.results.max(c.results);
    m.tick_n(POR_CYCLES as u64 + min_run);
    assert_eq!(
        leds(&m),
        (false, false),
        "a verdict before the first run ended"
    );
    assert_eq!(m.tx(), 1, "TX idles high");

    // Three runs (about 35,000 cycles each), then PASS and never FAIL.
    let mut cycles = POR_CYCLES as u64 + min_run;
    let mut first_pass = None;
    while cycles < POR_CYCLES as u64 + 3 * 40_000 {
        m.tick_n(1_000);
        cycles += 1_000;
        let (pass, fail) = leds(&m);
        assert!(
            !fail,
            "the netlist's self-test failed after {cycles} cycles (PMOD LEDs {:05b})",
            m.leds()
        );
        if pass && first_pass.is_none() {
            first_pass = Some(cycles);
        }
    }
    let first = first_pass.expect("no PASS after three runs' worth of cycles");
    // The first run's length, as the LED docs quote it (about 35,000
    // cycles; the LEDs are sampled every 1,000).
    let first_run = first - POR_CYCLES as u64;
    assert!(
        (30_000..41_000).contains(&first_run),
        "the first PASS came {first_run} cycles after reset"
    );
    eprintln!(
        "iCEBreaker self-test netlist: PASS from cycle {first}, no FAIL through cycle {cycles} \
         ({} runs of {ops_per_run} ops at 35,330 cycles a run)",
        (cycles - POR_CYCLES as u64) / 35_330
    );
    assert_eq!(leds(&m), (true, false));
    assert_eq!(m.leds() & 0b00110, 0, "an engine's FAIL LED is lit");
}

/// The Alchitry Cu self-test's core (Bloom 4 x 2^14, Cuckoo f = 12, 2^10
/// buckets) after `synth_ice40` for the HX8K: three runs, each ending with
/// both signatures right (PASS, never FAIL).
#[test]
fn alchitry_cu_self_test_core_netlist_passes_three_runs() {
    use hwfilter_hdl::board::selftest::AlchitryCuSelfTestCore;
    use hwfilter_sim::models::VlSelftestCuGl;
    let (b, c) = AlchitryCuSelfTestCore::expected();
    let mut m = VlSelftestCuGl::new(1);
    m.set_reset(1);
    m.tick_n(3);
    m.set_reset(0);
    let (mut cycles, mut runs, mut run_start) = (0u64, 0u64, 0u64);
    while runs < 3 {
        m.tick_n(1);
        cycles += 1;
        assert!(
            cycles < 4 * 40_000,
            "three runs did not end: {runs} after {cycles} cycles"
        );
        assert_eq!(m.fail(), 0, "FAIL after {cycles} cycles, run {runs}");
        if m.run_end() == 1 {
            runs += 1;
            // The run length the LED docs quote (about 35,000 cycles).
            let length = cycles - run_start;
            assert!(
                (30_000..40_000).contains(&length),
                "run {runs} took {length} cycles"
            );
            run_start = cycles;
            // The verdict of the run that ends now is latched at this edge.
            m.tick_n(1);
            cycles += 1;
            assert_eq!((m.pass(), m.fail()), (1, 0), "run {runs}");
            assert_eq!((m.bloom_fail(), m.cuckoo_fail()), (0, 0), "run {runs}");
        }
    }
    eprintln!(
        "Alchitry Cu self-test core netlist: 3 runs of {} ops in {cycles} cycles, PASS",
        b.results + c.results
    );
}
