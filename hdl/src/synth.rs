//! Engine synthesis checks: generate an engine's Verilog, synthesize it with
//! yosys, place and route it with nextpnr on several seeds, and report what
//! a designer asks first: does the memory land in block RAM, how many logic
//! cells, and does it meet the clock.

use std::path::{Path, PathBuf};

use crate::{BloomConfig, HdlError};
use hwfilter_toolchain::icestorm::{CellCounts, Device, Icestorm, PnrReport, ToolchainError};

/// Why an engine synthesis check could not run.
#[derive(Debug, thiserror::Error)]
pub enum SynthError {
    #[error(transparent)]
    Hdl(#[from] HdlError),
    #[error(transparent)]
    Toolchain(#[from] ToolchainError),
    #[error("cannot write {path}: {source}")]
    Io {
        path: PathBuf,
        source: std::io::Error,
    },
}

/// Result of synthesizing one engine on one device.
#[derive(Debug, Clone)]
pub struct EngineSynthReport {
    pub module: String,
    pub device: Device,
    pub package: String,
    /// yosys's cell counts after `synth_ice40`.
    pub cells: CellCounts,
    /// Block RAMs the bank memory needs: one SB_RAM40_4K holds 4096 bits.
    pub brams_expected: u64,
    /// One place-and-route per seed.
    pub seeds: Vec<PnrReport>,
}

impl EngineSynthReport {
    /// Every bank landed in block RAM (none was built from logic cells).
    pub fn memory_in_bram(&self) -> bool {
        self.cells.ram40_4k == self.brams_expected
            && self
                .seeds
                .iter()
                .all(|s| s.brams as u64 == self.brams_expected)
    }
    /// Timing met on every seed.
    pub fn timing_met(&self) -> bool {
        !self.seeds.is_empty() && self.seeds.iter().all(|s| s.timing_met)
    }
    /// Lowest Fmax over seeds and clocks, in MHz.
    pub fn worst_fmax_mhz(&self) -> Option<f64> {
        self.seeds
            .iter()
            .filter_map(|s| s.fmax_mhz)
            .reduce(f64::min)
    }
}

/// [`bloom_engine`] for the counting engine of geometry `cfg` (4-bit
/// counters: four times the block RAM).
pub fn counting_engine(
    cfg: BloomConfig,
    device: Device,
    package: &str,
    freq_mhz: f64,
    seeds: &[u64],
    dir: &Path,
) -> Result<EngineSynthReport, SynthError> {
    let p = cfg.params();
    let module = format!("counting_engine_k{}_a{}", p.banks(), p.bank_addr_bits());
    let engine = HarnessEngine {
        verilog: cfg.counting_verilog(&module)?,
        module: module.clone(),
        ports: EnginePorts::Counting,
    };
    let brams_expected = p.banks() as u64 * (4 * p.bank_bits()).div_ceil(4096);
    let top = format!("{module}_harness");
    harness(
        &top,
        &[engine],
        brams_expected,
        device,
        package,
        freq_mhz,
        seeds,
        dir,
    )
}

/// Synthesizes the Bloom engine `cfg` for `device`/`package` in a harness
/// of its own ([`harness_verilog`]: its ports would not fit the pins) and
/// places and routes it at `freq_mhz` once per seed. Logs and outputs go
/// under `dir`.
pub fn bloom_engine(
    cfg: BloomConfig,
    device: Device,
    package: &str,
    freq_mhz: f64,
    seeds: &[u64],
    dir: &Path,
) -> Result<EngineSynthReport, SynthError> {
    let module = cfg.module_name();
    let engine = HarnessEngine {
        verilog: cfg.verilog(&module)?,
        module: module.clone(),
        ports: EnginePorts::Bloom,
    };
    let p = cfg.params();
    let brams_expected = p.banks() as u64 * p.bank_bits().div_ceil(4096);
    let top = format!("{module}_harness");
    harness(
        &top,
        &[engine],
        brams_expected,
        device,
        package,
        freq_mhz,
        seeds,
        dir,
    )
}

/// One engine instance inside a synthesis harness (see [`harness_verilog`]).
#[derive(Clone, Debug)]
pub struct HarnessEngine {
    /// The engine's Verilog (its top module named `module`).
    pub verilog: String,
    pub module: String,
    /// Which engine's ports it has.
    pub ports: EnginePorts,
}

/// The port sets of the engines a harness can hold.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EnginePorts {
    /// `out_hit`, 8-bit `out_word`, the set-bits read port.
    Bloom,
    /// `out_hit`, 32-bit `out_word`, the set-bits and stuck-counters read
    /// ports.
    Counting,
    /// `in_data`, `out_code`, 64-bit `out_data`.
    Cuckoo,
}

/// A top that fits an FPGA's pins: keys and write data arrive through two
/// 64-bit shift registers fed by one pin, each engine has its own
/// valid/op/ready pins, and the results (a Bloom engine's set-bit counts
/// too, their bank picked by the key register) are folded by XOR onto 8
/// pins, so no engine logic can be optimised away. The shift registers cost 128
/// logic cells of their own.
pub fn harness_verilog(top: &str, engines: &[HarnessEngine]) -> String {
    let mut v = String::new();
    let mut ports = vec![
        "input clock".to_string(),
        "input reset".into(),
        "input si".into(),
        "output [7:0] fold".into(),
    ];
    let mut body = String::from(
        "  reg [63:0] key_sr;\n  reg [63:0] data_sr;\n  always @(posedge clock) begin\n    key_sr <= {key_sr[62:0], si};\n    data_sr <= {data_sr[62:0], key_sr[63]};\n  end\n",
    );
    let mut folds = vec![];
    for (n, e) in engines.iter().enumerate() {
        ports.push(format!("input e{n}_in_valid"));
        ports.push(format!("input [2:0] e{n}_in_op"));
        ports.push(format!("input e{n}_out_ready"));
        ports.push(format!("output e{n}_in_ready"));
        ports.push(format!("output e{n}_out_valid"));
        ports.push(format!("output [2:0] e{n}_out_op"));
        if e.ports == EnginePorts::Counting {
            body.push_str(&format!(
                "  wire e{n}_hit;\n  wire [31:0] e{n}_word;\n  wire [31:0] e{n}_set_bits;\n  wire [31:0] e{n}_stuck;\n  {m} e{n}(.clock(clock), .reset(reset), .in_valid(e{n}_in_valid), .in_ready(e{n}_in_ready), .in_op(e{n}_in_op), .in_key(key_sr), .out_valid(e{n}_out_valid), .out_ready(e{n}_out_ready), .out_op(e{n}_out_op), .out_hit(e{n}_hit), .out_word(e{n}_word), .set_bits_bank(data_sr[2:0]), .set_bits(e{n}_set_bits), .stuck_counters(e{n}_stuck));\n",
                m = e.module
            ));
            body.push_str(&format!(
                "  wire [31:0] e{n}_mix = e{n}_word ^ e{n}_set_bits ^ e{n}_stuck;\n"
            ));
            folds.push(format!(
                "e{n}_mix[7:0] ^ e{n}_mix[15:8] ^ e{n}_mix[23:16] ^ e{n}_mix[31:24] ^ {{7'b0, e{n}_hit}}"
            ));
        } else if e.ports == EnginePorts::Cuckoo {
            body.push_str(&format!(
                "  wire [1:0] e{n}_code;\n  wire [63:0] e{n}_data;\n  {m} e{n}(.clock(clock), .reset(reset), .in_valid(e{n}_in_valid), .in_ready(e{n}_in_ready), .in_op(e{n}_in_op), .in_key(key_sr), .in_data(data_sr), .out_valid(e{n}_out_valid), .out_ready(e{n}_out_ready), .out_op(e{n}_out_op), .out_code(e{n}_code), .out_data(e{n}_data));\n",
                m = e.module
            ));
            folds.push(format!(
                "e{n}_data[7:0] ^ e{n}_data[15:8] ^ e{n}_data[23:16] ^ e{n}_data[31:24] ^ e{n}_data[39:32] ^ e{n}_data[47:40] ^ e{n}_data[55:48] ^ e{n}_data[63:56] ^ {{6'b0, e{n}_code}}"
            ));
        } else {
            body.push_str(&format!(
                "  wire e{n}_hit;\n  wire [7:0] e{n}_word;\n  wire [31:0] e{n}_set_bits;\n  {m} e{n}(.clock(clock), .reset(reset), .in_valid(e{n}_in_valid), .in_ready(e{n}_in_ready), .in_op(e{n}_in_op), .in_key(key_sr), .out_valid(e{n}_out_valid), .out_ready(e{n}_out_ready), .out_op(e{n}_out_op), .out_hit(e{n}_hit), .out_word(e{n}_word), .set_bits_bank(data_sr[2:0]), .set_bits(e{n}_set_bits));\n",
                m = e.module
            ));
            folds.push(format!(
                "e{n}_word ^ {{7'b0, e{n}_hit}} ^ e{n}_set_bits[7:0] ^ e{n}_set_bits[15:8] ^ e{n}_set_bits[23:16] ^ e{n}_set_bits[31:24]"
            ));
        }
    }
    v.push_str(&format!("module {top}(\n  {}\n);\n", ports.join(",\n  ")));
    v.push_str(&body);
    v.push_str(&format!(
        "  assign fold = {};\nendmodule\n",
        folds.join(" ^ ")
    ));
    for e in engines {
        v.push_str(&e.verilog);
    }
    v
}

/// Synthesizes `engines` together in one harness top and places and routes
/// it once per seed. `brams_expected` is the block RAM the engines' tables
/// need.
#[allow(clippy::too_many_arguments)] // each is one fact of the run, named at every call site
pub fn harness(
    top: &str,
    engines: &[HarnessEngine],
    brams_expected: u64,
    device: Device,
    package: &str,
    freq_mhz: f64,
    seeds: &[u64],
    dir: &Path,
) -> Result<EngineSynthReport, SynthError> {
    std::fs::create_dir_all(dir).map_err(|source| SynthError::Io {
        path: dir.into(),
        source,
    })?;
    let rtl = dir.join(format!("{top}.v"));
    std::fs::write(&rtl, harness_verilog(top, engines)).map_err(|source| SynthError::Io {
        path: rtl.clone(),
        source,
    })?;
    let flow = Icestorm::new(device, package, dir)?;
    let synth = flow.synth(&[rtl], top)?;
    let mut reports = vec![];
    for &seed in seeds {
        reports.push(flow.pnr(&synth.json, top, freq_mhz, seed, None)?);
    }
    Ok(EngineSynthReport {
        module: top.into(),
        device,
        package: package.into(),
        cells: synth.cells,
        brams_expected,
        seeds: reports,
    })
}

/// Block RAMs (4096 bits each) a Cuckoo geometry's two banks need.
pub fn cuckoo_brams(cfg: &crate::CuckooConfig) -> u64 {
    let p = cfg.params();
    2 * crate::board::wide_ram_blocks(p.buckets() / 2, p.word_bits() as u64)
}

/// One design of the engines' synthesis benchmark ([`bench`]).
#[derive(Debug, Clone)]
pub struct BenchRun {
    /// `bloom` (the Bloom engine alone, in a harness of its own) or a harness
    /// top's name (`cuckoo_harness`, ...).
    pub name: String,
    /// What nextpnr placed for.
    pub target_mhz: f64,
    pub report: EngineSynthReport,
}

/// The engines' synthesis benchmark: each engine (and the HX8K's two
/// together) placed for more than its board needs, 100 MHz on the HX8K and
/// 24 MHz on the UP5K, once per seed, under `dir`. `on_run` sees each
/// design as it finishes. `--example synth_bench` prints these and
/// `scripts/record-figures` records them (docs/figures.json); CI's gates
/// are `hdl/tests/synth.rs`.
pub fn bench(
    seeds: &[u64],
    dir: &Path,
    mut on_run: impl FnMut(&BenchRun),
) -> Result<Vec<BenchRun>, SynthError> {
    use crate::CuckooConfig;
    let bloom = BloomConfig::new(4, 12)?;
    let bloom_harnessed = HarnessEngine {
        verilog: bloom.verilog("bloom_engine_k4_a12")?,
        module: "bloom_engine_k4_a12".into(),
        ports: EnginePorts::Bloom,
    };
    let cuckoo = CuckooConfig::new(12, 10, 500)?;
    let cuckoo_engine = HarnessEngine {
        verilog: cuckoo.verilog("cuckoo_engine_f12_b10")?,
        module: "cuckoo_engine_f12_b10".into(),
        ports: EnginePorts::Cuckoo,
    };
    let spram = HarnessEngine {
        verilog: crate::verilog::bloom_spram_verilog(4, "bloom_spram_k4")?,
        module: "bloom_spram_k4".into(),
        ports: EnginePorts::Bloom,
    };
    let serial_cfg = CuckooConfig::new(8, 10, 500)?;
    let serial = HarnessEngine {
        verilog: serial_cfg.serial_verilog("cuckoo_serial_f8_b10")?,
        module: "cuckoo_serial_f8_b10".into(),
        ports: EnginePorts::Cuckoo,
    };
    let serial_brams = crate::board::wide_ram_blocks(serial_cfg.params().buckets(), 32);
    // (harness top, engines, block RAMs their tables need, part, package,
    // target in MHz)
    type Harness<'a> = (&'a str, Vec<HarnessEngine>, u64, Device, &'a str, f64);
    let harnesses: Vec<Harness> = vec![
        (
            "bloom_harness",
            vec![bloom_harnessed.clone()],
            4,
            Device::Hx8k,
            "cb132",
            100.0,
        ),
        (
            "cuckoo_harness",
            vec![cuckoo_engine.clone()],
            cuckoo_brams(&cuckoo),
            Device::Hx8k,
            "cb132",
            100.0,
        ),
        (
            "both_harness",
            vec![bloom_harnessed, cuckoo_engine],
            4 + cuckoo_brams(&cuckoo),
            Device::Hx8k,
            "cb132",
            100.0,
        ),
        (
            "bloom_spram_harness",
            vec![spram],
            0,
            Device::Up5k,
            "sg48",
            24.0,
        ),
        (
            "cuckoo_serial_harness",
            vec![serial],
            serial_brams,
            Device::Up5k,
            "sg48",
            24.0,
        ),
    ];
    let mut runs = vec![];
    // The Bloom engine alone (in a harness of its own), as the README quotes it.
    let report = bloom_engine(
        bloom,
        Device::Hx8k,
        "cb132",
        100.0,
        seeds,
        &dir.join("bloom"),
    )?;
    runs.push(BenchRun {
        name: "bloom".into(),
        target_mhz: 100.0,
        report,
    });
    on_run(&runs[0]);
    for (top, engines, brams, device, package, mhz) in harnesses {
        let report = harness(
            top,
            &engines,
            brams,
            device,
            package,
            mhz,
            seeds,
            &dir.join(top),
        )?;
        runs.push(BenchRun {
            name: top.into(),
            target_mhz: mhz,
            report,
        });
        on_run(runs.last().expect("just pushed"));
    }
    Ok(runs)
}
