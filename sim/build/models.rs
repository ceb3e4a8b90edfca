//! The Verilator models this crate builds: one row each, data only.
//! `src/models.rs` includes the Rust binding of each; the golden Verilog
//! they are built from is `sim/verilog/<design>.v`.

use hwfilter_toolchain::icestorm::Device;

use super::vlbuild::XInitial;

/// Who needs the model.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tier {
    /// The CLI (`serve-sim`, `demo`, `bench`): always built.
    Main,
    /// Only the tests: built with the `test-models` feature.
    Test,
}

/// What is Verilated.
#[derive(Clone, Copy, Debug)]
pub enum Flavour {
    /// The RTL as generated.
    Rtl(XInitial),
    /// The RTL with yosys's iCE40 cell models (the SPRAM primitive).
    WithIce40Cells(XInitial),
    /// The netlist after `yosys synth_ice40` for `device`, with yosys's
    /// cell models.
    GateLevel {
        device: Device,
        package: &'static str,
    },
}

#[derive(Debug)]
pub struct Model {
    /// Top module of the model; its binding is `Vl<CamelCase name>`.
    pub name: &'static str,
    /// The golden Verilog it is built from, `sim/verilog/<design>.v`.
    pub design: &'static str,
    pub clock: &'static str,
    pub flavour: Flavour,
    pub tier: Tier,
}

const fn rtl(name: &'static str, design: &'static str, x: XInitial, tier: Tier) -> Model {
    Model {
        name,
        design,
        clock: "clock",
        flavour: Flavour::Rtl(x),
        tier,
    }
}

const fn with_cells(name: &'static str, x: XInitial, tier: Tier) -> Model {
    Model {
        name,
        design: name,
        clock: "clock",
        flavour: Flavour::WithIce40Cells(x),
        tier,
    }
}

const fn gate_level(
    name: &'static str,
    design: &'static str,
    clock: &'static str,
    device: Device,
    package: &'static str,
) -> Model {
    Model {
        name,
        design,
        clock,
        flavour: Flavour::GateLevel { device, package },
        tier: Tier::Test,
    }
}

const HX8K: (Device, &str) = (Device::Hx8k, "cb132");
const UP5K: (Device, &str) = (Device::Up5k, "sg48");

/// Built last to first, so the slowest builds (the whole boards' netlists)
/// come last and start first.
pub const MODELS: &[Model] = &[
    // The default engines (`bench`) and the simulated board (`serve-sim`).
    rtl("bloom_k4_a12", "bloom_k4_a12", XInitial::Fast, Tier::Main),
    rtl(
        "cuckoo_f12_b10",
        "cuckoo_f12_b10",
        XInitial::Fast,
        Tier::Main,
    ),
    rtl("board_cu", "board_cu", XInitial::Fast, Tier::Main),
    rtl(
        "counting_k4_a12",
        "counting_k4_a12",
        XInitial::Fast,
        Tier::Main,
    ),
    // The counting Bloom engine at a small odd geometry, where counters
    // saturate and ops share words all the time, with every register and
    // memory word starting random (the engine must not depend on either).
    rtl(
        "counting_k5_a9",
        "counting_k5_a9",
        XInitial::Unique,
        Tier::Test,
    ),
    // The Alchitry Cu core with a counting Bloom filter 0 (`serve-sim
    // --bloom counting`).
    rtl(
        "board_cu_counting",
        "board_cu_counting",
        XInitial::Fast,
        Tier::Main,
    ),
    // The Alchitry Cu's Bloom-only core: 7 banks, no filter 1 (`serve-sim
    // --engines bloom`).
    rtl(
        "board_cu_bloom_only",
        "board_cu_bloom_only",
        XInitial::Fast,
        Tier::Main,
    ),
    // Bloom: the largest and a small odd geometry, and the default with
    // every register and memory word starting random.
    rtl("bloom_k8_a14", "bloom_k8_a14", XInitial::Fast, Tier::Test),
    rtl("bloom_k5_a9", "bloom_k5_a9", XInitial::Fast, Tier::Test),
    // The ULX3S 85F's engine (6 x 2^19 bits, the hash's wide stride).
    rtl("bloom_k6_a19", "bloom_k6_a19", XInitial::Fast, Tier::Test),
    // The SDRAM Bloom engine on a scaled memory (4 x 16 rows of 8192
    // bits), driving the timing-checked chip model; its registers start
    // random (the SDRAM's contents start as garbage in the chip model).
    rtl(
        "sdram_bloom_k6_r4",
        "sdram_bloom_k6_r4",
        XInitial::Unique,
        Tier::Test,
    ),
    rtl(
        "bloom_k4_a12_xu",
        "bloom_k4_a12",
        XInitial::Unique,
        Tier::Test,
    ),
    // Cuckoo: 16 buckets and 8 kicks (stash and kick limit reached
    // constantly), 4 buckets, and the one-op-at-a-time engine.
    rtl(
        "cuckoo_f8_b4_k8",
        "cuckoo_f8_b4_k8",
        XInitial::Fast,
        Tier::Test,
    ),
    rtl("cuckoo_f8_b2", "cuckoo_f8_b2", XInitial::Fast, Tier::Test),
    rtl(
        "cuckoo_serial_f8_b10",
        "cuckoo_serial_f8_b10",
        XInitial::Fast,
        Tier::Test,
    ),
    rtl(
        "cuckoo_serial_f8_b4_k8",
        "cuckoo_serial_f8_b4_k8",
        XInitial::Fast,
        Tier::Test,
    ),
    // The SPRAM Bloom engine (iCEBreaker) with yosys's SPRAM model, every
    // register and memory word starting random: the engine's clear after
    // reset is what makes it agree with the model.
    with_cells("bloom_spram_k4", XInitial::Unique, Tier::Test),
    // The counting SPRAM engine (the iCEBreaker's counters), the same way.
    with_cells("counting_spram_k4", XInitial::Unique, Tier::Test),
    // The iCEBreaker core (`serve-sim --board icebreaker`): block RAM
    // starts at zero, as on an iCE40; SPRAM is cleared by the engine after
    // reset.
    with_cells("board_ib", XInitial::Fast, Tier::Main),
    // The ULX3S 12F's core (`serve-sim --board ulx3s-12f`): both
    // pipelined engines at the 12F's sizes, block RAM starting at zero as
    // on an ECP5.
    rtl(
        "board_ulx3s_12f",
        "board_ulx3s_12f",
        XInitial::Fast,
        Tier::Main,
    ),
    // The ULX3S's SDRAM core on a scaled memory (4 x 16 rows of 8192
    // bits), driving the timing-checked chip model at its SDRAM pins.
    rtl(
        "board_ulx3s_sdram_r4",
        "board_ulx3s_sdram_r4",
        XInitial::Fast,
        Tier::Test,
    ),
    // The same core on the whole 32 MB (`serve-sim --board ulx3s-12f
    // --bloom blocked`).
    rtl(
        "board_ulx3s_sdram",
        "board_ulx3s_sdram",
        XInitial::Fast,
        Tier::Main,
    ),
    // The iCEBreaker's counting core (`serve-sim --board icebreaker
    // --engines bloom --bloom counting`): its counters in SPRAM, cleared by
    // the engine after reset.
    with_cells("board_ib_counting", XInitial::Fast, Tier::Main),
    // After synthesis: the engines, the iCEBreaker self-test (the whole
    // chip, run until its LEDs say PASS) and the Alchitry Cu self-test's
    // core and board core (their tops add the PLL, which cells_sim.v does
    // not model), driven through their pins.
    gate_level("bloom_k4_a12_gl", "bloom_k4_a12", "clock", HX8K.0, HX8K.1),
    gate_level(
        "cuckoo_f12_b10_gl",
        "cuckoo_f12_b10",
        "clock",
        HX8K.0,
        HX8K.1,
    ),
    gate_level(
        "bloom_spram_k4_gl",
        "bloom_spram_k4",
        "clock",
        UP5K.0,
        UP5K.1,
    ),
    gate_level("selftest_cu_gl", "selftest_cu", "clock", HX8K.0, HX8K.1),
    gate_level("selftest_ib_gl", "selftest_ib", "clk", UP5K.0, UP5K.1),
    gate_level("board_ib_gl", "board_ib", "clock", UP5K.0, UP5K.1),
    gate_level("board_cu_gl", "board_cu", "clock", HX8K.0, HX8K.1),
];
