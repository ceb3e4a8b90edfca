//! Generates the engines' Verilog with hwfilter-hdl and builds the
//! Verilator models the co-simulation runs (see vlbuild.rs for why the
//! binding is the project's own).

mod vlbuild;

use std::path::PathBuf;
use std::{env, fs, thread};

use hwfilter_hdl::BloomConfig;
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
    Top { name: "bloom_k4_a12", banks: 4, bits: 12, x: XInitial::Fast },
    Top { name: "bloom_k8_a14", banks: 8, bits: 14, x: XInitial::Fast },
    Top { name: "bloom_k5_a9", banks: 5, bits: 9, x: XInitial::Fast },
    Top { name: "bloom_k4_a12_xu", banks: 4, bits: 12, x: XInitial::Unique },
];

fn main() {
    println!("cargo:rerun-if-changed=build/main.rs");
    println!("cargo:rerun-if-changed=build/vlbuild.rs");
    if env::var_os("CARGO_FEATURE_VERILATOR").is_none() {
        return;
    }
    let out = PathBuf::from(env::var("OUT_DIR").expect("OUT_DIR"));
    let jobs: Vec<Verilate> = TOPS
        .iter()
        .map(|t| {
            let cfg = BloomConfig::new(t.banks, t.bits).expect("supported geometry");
            let v = cfg.verilog(t.name).expect("Verilog generation");
            let path = out.join(format!("{}.v", t.name));
            fs::write(&path, v).expect("write Verilog");
            Verilate::new(t.name, "clock").file(&path).x_initial(t.x).trace(true)
        })
        .collect();
    run_parallel(jobs);
    vlbuild::build_runtime();
}

/// Builds the models on as many threads as there are cores (at most 4).
fn run_parallel(jobs: Vec<Verilate>) {
    let workers = thread::available_parallelism().map(|n| n.get()).unwrap_or(2).clamp(1, 4);
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
