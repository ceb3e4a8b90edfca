//! Generates the engines' Verilog with hwfilter-hdl and builds the
//! Verilator models the co-simulation runs (see vlbuild.rs for why the
//! binding is the project's own).

mod vlbuild;

use std::path::PathBuf;
use std::{env, fs, thread};

use hwfilter_hdl::icestorm::{self, Device, Icestorm};
use hwfilter_hdl::{BloomConfig, CuckooConfig};
use vlbuild::{Verilate, XInitial};

/// One model to build: module name, geometry, flavour.
struct Top {
    name: &'static str,
    banks: u32,
    bits: u32,
    x: XInitial,
}

/// The geometries co-simulated: the default engine, the largest and a
/// small odd one, plus the default with random initial state.
const TOPS: &[Top] = &[
    Top {
        name: "bloom_k4_a12",
        banks: 4,
        bits: 12,
        x: XInitial::Fast,
    },
    Top {
        name: "bloom_k8_a14",
        banks: 8,
        bits: 14,
        x: XInitial::Fast,
    },
    Top {
        name: "bloom_k5_a9",
        banks: 5,
        bits: 9,
        x: XInitial::Fast,
    },
    Top {
        name: "bloom_k4_a12_xu",
        banks: 4,
        bits: 12,
        x: XInitial::Unique,
    },
];

/// Cuckoo geometries: (module, fingerprint bits, bucket bits, max kicks,
/// the one-op-at-a-time `CuckooSerialEngine` rather than `CuckooEngine`).
const CUCKOO_TOPS: &[(&str, u32, u32, u32, bool)] = &[
    ("cuckoo_f12_b10", 12, 10, 500, false),
    ("cuckoo_f8_b4_k8", 8, 4, 8, false),
    ("cuckoo_f8_b2", 8, 2, 500, false),
    ("cuckoo_serial_f8_b10", 8, 10, 500, true),
    ("cuckoo_serial_f8_b4_k8", 8, 4, 8, true),
];

fn main() {
    println!("cargo:rerun-if-changed=build/main.rs");
    println!("cargo:rerun-if-changed=build/vlbuild.rs");
    if env::var_os("CARGO_FEATURE_VERILATOR").is_none() {
        return;
    }
    // Tracing costs ~20% of simulation speed even when no VCD is open, so
    // the models carry it only when HWFILTER_TRACE is set at build time; the
    // harness opens a VCD when it is set at run time (the same variable).
    println!("cargo:rerun-if-env-changed=HWFILTER_TRACE");
    let trace = env::var_os("HWFILTER_TRACE").is_some_and(|v| !v.is_empty() && v != "0");
    let out = PathBuf::from(env::var("OUT_DIR").expect("OUT_DIR"));
    let jobs: Vec<Verilate> = TOPS
        .iter()
        .map(|t| {
            let cfg = BloomConfig::new(t.banks, t.bits).expect("supported geometry");
            let v = cfg.verilog(t.name).expect("Verilog generation");
            let path = out.join(format!("{}.v", t.name));
            fs::write(&path, v).expect("write Verilog");
            Verilate::new(t.name, "clock")
                .file(&path)
                .x_initial(t.x)
                .trace(trace)
        })
        .collect();
    let mut jobs = jobs;
    for &(name, f, b, kicks, serial) in CUCKOO_TOPS {
        let cfg = CuckooConfig::new(f, b, kicks).expect("supported geometry");
        let path = out.join(format!("{name}.v"));
        let v = if serial {
            cfg.serial_verilog(name)
        } else {
            cfg.verilog(name)
        };
        fs::write(&path, v.expect("Verilog generation")).expect("write Verilog");
        jobs.push(Verilate::new(name, "clock").file(&path).trace(trace));
    }
    let bloom = BloomConfig::new(4, 12).expect("supported geometry");
    jobs.push(gate_level(
        &out,
        "bloom_k4_a12_gl",
        &bloom
            .verilog("bloom_k4_a12_gl")
            .expect("Verilog generation"),
    ));
    let cuckoo = CuckooConfig::new(12, 10, 500).expect("supported geometry");
    jobs.push(gate_level(
        &out,
        "cuckoo_f12_b10_gl",
        &cuckoo
            .verilog("cuckoo_f12_b10_gl")
            .expect("Verilog generation"),
    ));
    // The SPRAM Bloom engine (iCEBreaker) with yosys's model of the SPRAM
    // primitive, every register and memory word starting random: the
    // engine's clear after reset is what makes it agree with the model.
    let cells = icestorm::ice40_cells_sim().unwrap_or_else(|e| panic!("{e}"));
    let spram = out.join("bloom_spram_k4.v");
    fs::write(
        &spram,
        hwfilter_hdl::verilog::bloom_spram_verilog(4, "bloom_spram_k4")
            .expect("Verilog generation"),
    )
    .expect("write Verilog");
    jobs.push(
        Verilate::new("bloom_spram_k4", "clock")
            .file(&spram)
            .file(&cells)
            .arg(&format!("-D{}", icestorm::CELLS_SIM_DEFINE))
            .arg("-DHWFILTER_ICE40_CELLS")
            .arg("-Wno-lint")
            .arg("-Wno-style")
            .x_initial(XInitial::Unique)
            .trace(trace),
    );
    jobs.push(gate_level_on(
        &out,
        "bloom_spram_k4_gl",
        &hwfilter_hdl::verilog::bloom_spram_verilog(4, "bloom_spram_k4_gl")
            .expect("Verilog generation"),
        Device::Up5k,
        "sg48",
    ));
    // The simulated board: the Alchitry Cu core (both engines behind the link).
    let board = out.join("board_cu.v");
    fs::write(
        &board,
        hwfilter_hdl::board::alchitry_cu_core_verilog("board_cu"),
    )
    .expect("write Verilog");
    jobs.push(Verilate::new("board_cu", "clock").file(&board).trace(trace));
    // The iCEBreaker core (SPRAM Bloom filter, one-op-at-a-time Cuckoo
    // filter) with yosys's SPRAM model (block RAM starts at zero, as on an
    // iCE40; SPRAM is cleared by the engine after reset); and its UP5K
    // netlist, driven through the same pins.
    let board_ib = out.join("board_ib.v");
    fs::write(
        &board_ib,
        hwfilter_hdl::board::icebreaker_core_verilog("board_ib"),
    )
    .expect("write Verilog");
    jobs.push(
        Verilate::new("board_ib", "clock")
            .file(&board_ib)
            .file(&cells)
            .arg(&format!("-D{}", icestorm::CELLS_SIM_DEFINE))
            .arg("-DHWFILTER_ICE40_CELLS")
            .arg("-Wno-lint")
            .arg("-Wno-style")
            .trace(trace),
    );
    jobs.push(gate_level_on(
        &out,
        "board_ib_gl",
        &hwfilter_hdl::board::icebreaker_core_verilog("board_ib_gl"),
        Device::Up5k,
        "sg48",
    ));
    // The Alchitry Cu core after synthesis for the HX8K (the top adds the
    // PLL, which cells_sim.v does not model), driven through its pins.
    jobs.push(gate_level(
        &out,
        "board_cu_gl",
        &hwfilter_hdl::board::alchitry_cu_core_verilog("board_cu_gl"),
    ));
    // The iCEBreaker self-test top after synthesis for the UP5K: the whole
    // chip's netlist, run until its LEDs say PASS (sim/tests/selftest_gl.rs).
    jobs.push(gate_level_clocked(
        &out,
        "selftest_ib_gl",
        &hwfilter_hdl::board::selftest::icebreaker_selftest_verilog("selftest_ib_gl"),
        Device::Up5k,
        "sg48",
        "clk",
    ));
    // The Alchitry Cu self-test's core (its engines, f = 12) after synthesis
    // for the HX8K; the top itself has the PLL, which cells_sim.v does not
    // model.
    jobs.push(gate_level(
        &out,
        "selftest_cu_gl",
        &hwfilter_hdl::board::selftest::alchitry_cu_selftest_core_verilog("selftest_cu_gl"),
    ));
    run_parallel(jobs);
    vlbuild::build_runtime();
}

/// An engine after `yosys synth_ice40`, simulated with yosys's iCE40 cell
/// models: yosys rewrites every RAM (read-first emulation, bank packing,
/// bit masks), which simulating the RTL cannot see.
fn gate_level(out: &std::path::Path, name: &str, verilog: &str) -> Verilate {
    gate_level_on(out, name, verilog, Device::Hx8k, "cb132")
}

/// [`gate_level`] for a given part.
fn gate_level_on(
    out: &std::path::Path,
    name: &str,
    verilog: &str,
    device: Device,
    package: &str,
) -> Verilate {
    gate_level_clocked(out, name, verilog, device, package, "clock")
}

/// [`gate_level_on`] for a top whose clock port is `clock`.
fn gate_level_clocked(
    out: &std::path::Path,
    name: &str,
    verilog: &str,
    device: Device,
    package: &str,
    clock: &str,
) -> Verilate {
    let rtl = out.join(format!("{name}_rtl.v"));
    fs::write(&rtl, verilog).expect("write Verilog");
    let dir = out.join(format!("{name}_synth"));
    fs::create_dir_all(&dir).expect("create synthesis dir");
    let flow = Icestorm::new(device, package, &dir).expect("a valid part and package");
    let synth = flow.synth(&[rtl], name).unwrap_or_else(|e| {
        panic!("synthesis of {name} for post-synthesis simulation failed: {e}")
    });
    let cells = icestorm::ice40_cells_sim().unwrap_or_else(|e| panic!("{e}"));
    Verilate::new(name, clock)
        .file(&synth.netlist)
        .file(cells)
        .arg(&format!("-D{}", icestorm::CELLS_SIM_DEFINE))
        .arg("-Wno-lint")
        .arg("-Wno-style")
        .x_initial(XInitial::Zero)
}

/// Builds the models on as many threads as there are cores (at most 4).
fn run_parallel(jobs: Vec<Verilate>) {
    let workers = thread::available_parallelism()
        .map(|n| n.get())
        .unwrap_or(2)
        .clamp(1, 4);
    let queue = std::sync::Mutex::new(jobs);
    thread::scope(|s| {
        for _ in 0..workers {
            s.spawn(|| {
                loop {
                    let job = queue.lock().expect("queue").pop();
                    match job {
                        Some(j) => j.build(),
                        None => break,
                    }
                }
            });
        }
    });
}
