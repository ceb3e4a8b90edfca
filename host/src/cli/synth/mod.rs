//! `hwfilter synth --board B`: the board's bitstream, from the RTL in this
//! binary to the `.bin` that `hwfilter flash` writes.
//!
//! ```text
//!  BoardCore<4, A, F, 4F, B, B-1> (Alchitry Cu) or SerialBoardCore<4, F, 4F, B>
//!  (iCEBreaker) in a board top (rust-hdl, in process)
//!        | <top>.v, <board>.pcf                              <out>/
//!        v
//!  yosys synth_ice40 ─► nextpnr-ice40 (part, package, pcf, --freq = target, --seed)
//!        ─► icepack ─► <top>.bin          report: LCs, block RAMs, SPRAMs, Fmax, timing
//! ```
//!
//! The engine sizes are const generics of the RTL, so only a fixed menu of
//! them is compiled in ([`MENU`]); each entry costs host compile time.
//! Every tool keeps its complete log in the output directory. The target is
//! 1.2 x the clock the logic runs at (`TIMING_MARGIN`) unless `--target-mhz`
//! says otherwise; a second run on the same top (another seed) reuses
//! yosys's netlist.
//!
//! `--self-test` builds the board's self-test top instead
//! (`hwfilter_hdl::board::selftest`): the default engines driven by a
//! fixed program and checked against the model's signatures, PASS/FAIL on
//! the LEDs. It is timed at the clock its logic runs at (the Alchitry Cu's
//! PLL output, 60 MHz).

use std::fmt::Write as _;
use std::fs;
use std::io::IsTerminal;
use std::path::{Path, PathBuf};
use std::time::Instant;

use anyhow::{Context, bail};
use clap::{Args, ValueEnum};
use hwfilter_hdl::bloom_spram_engine::SPRAM_BANK_ADDR_BITS;
use hwfilter_hdl::board::selftest::{
    ALCHITRY_SELFTEST_HZ, ICEBREAKER_SELFTEST_HZ, alchitry_cu_selftest_verilog,
    icebreaker_selftest_verilog,
};
use hwfilter_hdl::board::{
    ALCHITRY_CU_HZ, ICEBREAKER_HZ, LINK_BLOCK_RAMS, alchitry_cu_top_of_verilog,
    alchitry_cu_top_verilog, board_block_rams, gate_mhz, icebreaker_top_of_verilog,
    icebreaker_top_verilog, serial_board_block_rams,
};
use hwfilter_model::{BloomParams, CuckooParams};
use hwfilter_toolchain::icestorm::{Device, Icestorm, ToolchainError, require_tool};
use serde::Serialize;

use super::Format;
use super::bench::group;

/// The boards this project builds for (`docs/boards.md`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum Board {
    /// Alchitry Cu: iCE40-HX8K cb132, 100 MHz oscillator, 60 MHz from
    /// the PLL, 12 Mbaud.
    AlchitryCu,
    /// iCEBreaker: iCE40-UP5K sg48, 12 MHz oscillator; the Bloom filter in
    /// the four SPRAMs.
    Icebreaker,
}

/// What the flow needs to know about a board: data, not logic.
#[derive(Debug)]
pub struct BoardSpec {
    /// The name on the command line.
    pub name: &'static str,
    /// Top module name; also the stem of every output file.
    pub top: &'static str,
    pub device: Device,
    pub package: &'static str,
    /// The clock the top's logic runs at, and where it comes from.
    pub clock_hz: u32,
    pub clock_source: &'static str,
    /// `constraints/<board>.pcf`, compiled in so the binary builds from any
    /// directory.
    pcf_name: &'static str,
    pcf: &'static str,
    /// Cuckoo fingerprint bits of this board's top.
    pub fp_bits: u32,
    /// The top `hwfilter_hdl::board` builds by default (and the simulated
    /// board runs, for the Alchitry Cu).
    pub default: Sizes,
    /// The Bloom filter is in SPRAM (`SerialBoardCore`: the Cuckoo filter
    /// is one bank of block RAM), not in block RAM (`BoardCore`).
    pub spram_bloom: bool,
    /// The self-test's engines (always in block RAM).
    pub selftest_sizes: Sizes,
    /// The self-test top's module name.
    pub selftest_top: &'static str,
    /// The self-test's logic clock, and where it comes from.
    pub selftest_clock_hz: u32,
    pub selftest_clock: &'static str,
    selftest_verilog: fn(&str) -> String,
}

const ALCHITRY_CU: BoardSpec = BoardSpec {
    name: "alchitry-cu",
    top: "alchitry_cu_top",
    device: Device::Hx8k,
    package: "cb132",
    clock_hz: ALCHITRY_CU_HZ,
    clock_source: "PLL from the 100 MHz oscillator",
    pcf_name: "alchitry_cu.pcf",
    pcf: include_str!("../../../../constraints/alchitry_cu.pcf"),
    fp_bits: 12,
    default: Sizes {
        bank_addr_bits: 14,
        bucket_bits: 10,
    },
    spram_bloom: false,
    selftest_sizes: Sizes {
        bank_addr_bits: 14,
        bucket_bits: 10,
    },
    selftest_top: "alchitry_cu_selftest_top",
    selftest_clock_hz: ALCHITRY_SELFTEST_HZ,
    selftest_clock: "PLL from the 100 MHz oscillator",
    selftest_verilog: alchitry_cu_selftest_verilog,
};

const ICEBREAKER: BoardSpec = BoardSpec {
    name: "icebreaker",
    top: "icebreaker_top",
    device: Device::Up5k,
    package: "sg48",
    clock_hz: ICEBREAKER_HZ,
    clock_source: "the 12 MHz oscillator",
    pcf_name: "icebreaker.pcf",
    pcf: include_str!("../../../../constraints/icebreaker.pcf"),
    fp_bits: 8,
    default: Sizes {
        bank_addr_bits: SPRAM_BANK_ADDR_BITS,
        bucket_bits: 10,
    },
    spram_bloom: true,
    selftest_sizes: Sizes {
        bank_addr_bits: 14,
        bucket_bits: 10,
    },
    selftest_top: "icebreaker_selftest_top",
    selftest_clock_hz: ICEBREAKER_SELFTEST_HZ,
    selftest_clock: "the 12 MHz oscillator",
    selftest_verilog: icebreaker_selftest_verilog,
};

impl Board {
    pub fn spec(self) -> &'static BoardSpec {
        match self {
            Board::AlchitryCu => &ALCHITRY_CU,
            Board::Icebreaker => &ICEBREAKER,
        }
    }
}

/// Bloom banks of every board top (the engine's smallest bank count).
pub const BLOOM_BANKS: u32 = 4;

/// Engine sizes of one board top: Bloom `BLOOM_BANKS` x 2^`bank_addr_bits`
/// bits, Cuckoo 2^`bucket_bits` buckets.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Sizes {
    pub bank_addr_bits: u32,
    pub bucket_bits: u32,
}

impl Sizes {
    pub fn bloom_bits(self) -> u64 {
        (BLOOM_BANKS as u64) << self.bank_addr_bits
    }

    pub fn buckets(self) -> u64 {
        1 << self.bucket_bits
    }
}

/// Declares the menu and the one generator per entry from a single list, so
/// the two cannot disagree. Each entry but the defaults is its own
/// monomorphization of the board top; `docs/host.md` has the compile time.
macro_rules! board_menu {
    ($( $board:ident ($a:literal, $b:literal) => $verilog:expr; )*) => {
        /// Every (board, Bloom bank address bits, Cuckoo bucket bits) compiled in.
        pub const MENU: &[(Board, Sizes)] = &[
            $( (Board::$board, Sizes { bank_addr_bits: $a, bucket_bits: $b }), )*
        ];

        /// The Verilog of a board top with `sizes`, top module `module`;
        /// `None` when the sizes are not in [`MENU`].
        fn top_verilog(board: Board, sizes: Sizes, module: &str) -> Option<String> {
            match (board, sizes.bank_addr_bits, sizes.bucket_bits) {
                $( (Board::$board, $a, $b) => Some(($verilog)(module)), )*
                _ => None,
            }
        }
    };
}

// Alchitry Cu: Bloom 4 x 2^12 or 2^14 bits, Cuckoo 2^8 or 2^10 buckets;
// the Cuckoo bank address is one bit narrower (even and odd buckets in two
// banks) and its word holds 4 fingerprints. Each non-default entry adds
// about 6 s to a cold build of this binary (docs/host.md). iCEBreaker: the
// Bloom filter fills the four SPRAMs (4 x 2^18 bits) and the part's logic
// is full (docs/boards.md), so its one top is the default; 2^8 buckets is
// there for a quicker build of the same design.
board_menu! {
    AlchitryCu(12, 8) => alchitry_cu_top_of_verilog::<4, 12, 12, 48, 8, 7>;
    AlchitryCu(12, 10) => alchitry_cu_top_of_verilog::<4, 12, 12, 48, 10, 9>;
    AlchitryCu(14, 8) => alchitry_cu_top_of_verilog::<4, 14, 12, 48, 8, 7>;
    AlchitryCu(14, 10) => alchitry_cu_top_verilog;
    Icebreaker(18, 8) => icebreaker_top_of_verilog::<8, 32, 8>;
    Icebreaker(18, 10) => icebreaker_top_verilog;
}

/// The menu entries of `board`, smallest first.
pub fn board_menu(board: Board) -> impl Iterator<Item = Sizes> {
    MENU.iter()
        .filter(move |(b, _)| *b == board)
        .map(|(_, s)| *s)
}

fn sorted_unique(mut v: Vec<u64>) -> Vec<u64> {
    v.sort_unstable();
    v.dedup();
    v
}

/// `--bloom-bits` values some board supports.
fn supported_bloom_bits() -> Vec<u64> {
    sorted_unique(MENU.iter().map(|(_, s)| s.bloom_bits()).collect())
}

/// `--cuckoo-buckets` values some board supports.
fn supported_buckets() -> Vec<u64> {
    sorted_unique(MENU.iter().map(|(_, s)| s.buckets()).collect())
}

fn list(values: &[u64]) -> String {
    values
        .iter()
        .map(u64::to_string)
        .collect::<Vec<_>>()
        .join(", ")
}

/// clap parser of `--target-mhz`: a frequency nextpnr can place for.
fn parse_mhz(s: &str) -> Result<f64, String> {
    let mhz: f64 = s
        .trim()
        .parse()
        .map_err(|e| format!("`{s}` is not a frequency in MHz ({e})"))?;
    if mhz.is_finite() && (1.0..=1000.0).contains(&mhz) {
        Ok(mhz)
    } else {
        Err(format!("{s} MHz is outside 1..1000 MHz"))
    }
}

/// Reads a whole number; `_` may group digits (`65_536`).
fn parse_count(s: &str) -> Result<u64, String> {
    s.trim()
        .replace('_', "")
        .parse::<u64>()
        .map_err(|e| format!("`{s}` is not a whole number ({e})"))
}

/// clap parser of `--bloom-bits`: total Bloom bits, one of the menu's.
pub fn parse_bloom_bits(s: &str) -> Result<u64, String> {
    let bits = parse_count(s)?;
    let supported = supported_bloom_bits();
    if supported.contains(&bits) {
        Ok(bits)
    } else {
        Err(format!(
            "{bits} Bloom bits is not built into this hwfilter; supported: {} \
             ({BLOOM_BANKS} banks x 2^A bits)",
            list(&supported)
        ))
    }
}

/// clap parser of `--cuckoo-buckets`: Cuckoo bucket count, one of the menu's.
pub fn parse_buckets(s: &str) -> Result<u64, String> {
    let buckets = parse_count(s)?;
    let supported = supported_buckets();
    if supported.contains(&buckets) {
        Ok(buckets)
    } else {
        Err(format!(
            "{buckets} Cuckoo buckets is not built into this hwfilter; supported: {}",
            list(&supported)
        ))
    }
}

/// The sizes `board` is built with for the requested totals (the board's
/// defaults for what is not given), or an error listing what it supports.
pub fn resolve_sizes(
    board: Board,
    bloom_bits: Option<u64>,
    buckets: Option<u64>,
) -> anyhow::Result<Sizes> {
    let spec = board.spec();
    let bloom_bits = bloom_bits.unwrap_or(spec.default.bloom_bits());
    let buckets = buckets.unwrap_or(spec.default.buckets());
    if let Some(sizes) =
        board_menu(board).find(|s| s.bloom_bits() == bloom_bits && s.buckets() == buckets)
    {
        return Ok(sizes);
    }
    let supported: Vec<String> = board_menu(board)
        .map(|s| {
            format!(
                "--bloom-bits {} --cuckoo-buckets {}",
                s.bloom_bits(),
                s.buckets()
            )
        })
        .collect();
    bail!(
        "{} is not built with {bloom_bits} Bloom bits and {buckets} Cuckoo buckets; supported: {}",
        spec.name,
        supported.join("; ")
    )
}

#[derive(Debug, Args)]
pub struct SynthArgs {
    /// The board to build for.
    #[arg(long, value_enum)]
    board: Board,

    /// Total Bloom bits, 4 banks x 2^A: Alchitry Cu 16384 or 65536 [default:
    /// 65536]; iCEBreaker 1048576, its four SPRAMs [default].
    #[arg(long, value_name = "BITS", value_parser = parse_bloom_bits)]
    bloom_bits: Option<u64>,

    /// Cuckoo buckets of 4 slots (256 or 1024) [default: 1024].
    #[arg(long, value_name = "N", value_parser = parse_buckets)]
    cuckoo_buckets: Option<u64>,

    /// nextpnr placer seed (placement, and so Fmax, varies with it).
    #[arg(long, value_name = "S", default_value_t = 1,
          value_parser = clap::value_parser!(u64).range(1..=i32::MAX as u64))]
    seed: u64,

    /// Output directory: Verilog, constraints, netlists, logs, bitstream
    /// [default: target/hwfilter-synth/<board>].
    #[arg(long, value_name = "DIR")]
    out: Option<PathBuf>,

    /// The frequency nextpnr places for and `--require-timing` checks, in
    /// MHz [default: 1.2 x the clock the logic runs at, 20% slack].
    #[arg(long, value_name = "MHZ", value_parser = parse_mhz)]
    target_mhz: Option<f64>,

    /// Exit with status 1 when the design misses the target (the bitstream
    /// is still written).
    #[arg(long)]
    require_timing: bool,

    /// Build the self-test bitstream instead: the board's default engines
    /// run a fixed program against the model's answers and show PASS or
    /// FAIL on the LEDs, no host needed (docs/boards.md).
    #[arg(long, conflicts_with_all = ["bloom_bits", "cuckoo_buckets"])]
    self_test: bool,
}

/// Where `synth` writes for `board` by default, relative to the current
/// directory (as cargo's `target/`).
pub fn default_out_dir(board: Board) -> PathBuf {
    Path::new("target")
        .join("hwfilter-synth")
        .join(board.spec().name)
}

/// The bitstream `synth` leaves in `dir` for `board` (its self-test with
/// `self_test`).
pub fn bitstream_path(dir: &Path, board: Board, self_test: bool) -> PathBuf {
    let spec = board.spec();
    let top = if self_test {
        spec.selftest_top
    } else {
        spec.top
    };
    dir.join(format!("{top}.bin"))
}

#[derive(Debug, Serialize)]
struct BloomSizes {
    banks: u32,
    bank_bits: u64,
    bits: u64,
    /// Keys at 1% FPR, as INFO reports it.
    capacity: u64,
}

#[derive(Debug, Serialize)]
struct CuckooSizes {
    fp_bits: u32,
    buckets: u64,
    slots: u64,
    /// Items at the expected load of the first FULL, as INFO reports it.
    capacity: u64,
}

/// yosys's cell counts before packing.
#[derive(Debug, Serialize)]
struct Cells {
    lut4: u64,
    carry: u64,
    dff: u64,
    ram40_4k: u64,
}

#[derive(Debug, Serialize)]
struct SynthReport {
    board: &'static str,
    lcs: u32,
    lcs_total: u32,
    brams: u32,
    brams_total: u32,
    /// What the engines' tables (and the link's buffers) need when every
    /// one is in block RAM; more or fewer placed means yosys mapped a table
    /// otherwise.
    brams_expected: u64,
    sprams: u32,
    /// Lowest post-route Fmax over the clocks; null without a clock.
    fmax_mhz: Option<f64>,
    /// The clock the logic runs at: the board's oscillator or its PLL
    /// output.
    clock_mhz: f64,
    clock_source: &'static str,
    /// What nextpnr placed for: `--target-mhz`, by default
    /// `TIMING_MARGIN` x `clock_mhz`.
    target_mhz: f64,
    self_test: bool,
    /// Fmax reached `target_mhz` on every clock.
    timing_met: bool,
    /// Fmax reached `clock_mhz`: the bitstream runs at its clock.
    clock_met: bool,
    /// The netlist of an earlier run with the same Verilog was reused.
    synthesis_reused: bool,
    bitstream: PathBuf,
    bitstream_bytes: u64,
    device: &'static str,
    package: &'static str,
    top: &'static str,
    seed: u64,
    bloom: BloomSizes,
    cuckoo: CuckooSizes,
    cells: Cells,
    /// Verilog, constraints, netlists and every tool's complete log.
    out_dir: PathBuf,
    nextpnr_log: PathBuf,
    seconds: f64,
}

/// Prints a step on stderr when a person is watching; synthesis takes minutes.
struct Steps {
    show: bool,
    start: Instant,
}

impl Steps {
    fn step(&self, what: &str) {
        if self.show {
            eprintln!("[{:6.1} s] {what}", self.start.elapsed().as_secs_f64());
        }
    }
}

fn write_file(path: &Path, text: &str) -> anyhow::Result<()> {
    fs::write(path, text).with_context(|| format!("cannot write {}", path.display()))
}

fn remove_stale(path: &Path) -> anyhow::Result<()> {
    match fs::remove_file(path) {
        Ok(()) => Ok(()),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(()),
        Err(e) => Err(e).with_context(|| format!("cannot remove the old {}", path.display())),
    }
}

pub fn run(args: &SynthArgs, format: Format) -> anyhow::Result<()> {
    let board = args.board;
    let spec = board.spec();
    let sizes = if args.self_test {
        spec.selftest_sizes
    } else {
        resolve_sizes(board, args.bloom_bits, args.cuckoo_buckets)?
    };
    // Before minutes of work: every tool the flow needs, with its install hint.
    for tool in ["yosys", "nextpnr-ice40", "icepack"] {
        require_tool(tool)?;
    }
    let steps = Steps {
        show: std::io::stderr().is_terminal(),
        start: Instant::now(),
    };
    let out = args.out.clone().unwrap_or_else(|| default_out_dir(board));
    fs::create_dir_all(&out)
        .with_context(|| format!("cannot create the output directory {}", out.display()))?;
    // A failed run must not leave an older bitstream looking like its result.
    let bitstream = bitstream_path(&out, board, args.self_test);
    remove_stale(&bitstream)?;

    let (top, clock_hz, clock_source) = if args.self_test {
        (
            spec.selftest_top,
            spec.selftest_clock_hz,
            spec.selftest_clock,
        )
    } else {
        (spec.top, spec.clock_hz, spec.clock_source)
    };
    steps.step(&format!(
        "generating the {} {}: Bloom {} x 2^{} bits, Cuckoo {} buckets",
        spec.name,
        if args.self_test {
            "self-test top"
        } else {
            "top"
        },
        BLOOM_BANKS,
        sizes.bank_addr_bits,
        sizes.buckets()
    ));
    let verilog_text = if args.self_test {
        (spec.selftest_verilog)(top)
    } else {
        top_verilog(board, sizes, top)
            .with_context(|| format!("{} has no top with {sizes:?}", spec.name))?
    };
    let verilog = out.join(format!("{top}.v"));
    write_file(&verilog, &verilog_text)?;
    let pcf = out.join(spec.pcf_name);
    write_file(&pcf, spec.pcf)?;

    let flow = Icestorm::new(spec.device, spec.package, &out)?;
    steps.step(&format!(
        "yosys synth_ice40 (log: {})",
        out.join(format!("{top}.yosys.log")).display()
    ));
    let synth = flow.synth(&[verilog], top)?;
    let clock_mhz = clock_hz as f64 / 1e6;
    let target_mhz = args.target_mhz.unwrap_or_else(|| gate_mhz(clock_hz));
    steps.step(&format!(
        "nextpnr-ice40 {} {} for {target_mhz:.1} MHz, seed {} (log: {})",
        spec.device.nextpnr_flag(),
        spec.package,
        args.seed,
        out.join(format!("{top}.seed{}.nextpnr.log", args.seed))
            .display()
    ));
    let pnr = match flow.pnr(&synth.json, top, target_mhz, args.seed, Some(&pcf)) {
        Ok(pnr) => pnr,
        Err(ToolchainError::DoesNotFit {
            resource,
            used,
            available,
            log,
            ..
        }) => bail!(
            "{}",
            does_not_fit(board, sizes, &resource, used, available, &log)
        ),
        Err(e) => return Err(e.into()),
    };
    steps.step("icepack");
    let packed = flow.pack(&pnr.asc)?;
    fs::rename(&packed, &bitstream).with_context(|| {
        format!(
            "cannot move {} to {}",
            packed.display(),
            bitstream.display()
        )
    })?;
    let bitstream_bytes = fs::metadata(&bitstream)
        .with_context(|| format!("cannot read {}", bitstream.display()))?
        .len();
    steps.step("done");

    let bloom = BloomParams::new(BLOOM_BANKS, sizes.bank_addr_bits)?;
    let cuckoo = CuckooParams::new(
        spec.fp_bits,
        sizes.bucket_bits,
        hwfilter_hdl::board::BOARD_MAX_KICKS as u32,
    )?;
    let c = &synth.cells;
    let report = SynthReport {
        board: spec.name,
        lcs: pnr.lcs,
        lcs_total: pnr.lcs_total,
        brams: pnr.brams,
        brams_total: pnr.brams_total,
        brams_expected: if args.self_test {
            board_block_rams(
                BLOOM_BANKS,
                sizes.bank_addr_bits,
                spec.fp_bits,
                sizes.bucket_bits,
            ) - LINK_BLOCK_RAMS
        } else if spec.spram_bloom {
            serial_board_block_rams(spec.fp_bits, sizes.bucket_bits)
        } else {
            board_block_rams(
                BLOOM_BANKS,
                sizes.bank_addr_bits,
                spec.fp_bits,
                sizes.bucket_bits,
            )
        },
        sprams: pnr.sprams,
        fmax_mhz: pnr.fmax_mhz,
        clock_mhz,
        clock_source,
        target_mhz,
        self_test: args.self_test,
        timing_met: pnr.timing_met,
        clock_met: pnr.fmax_mhz.is_some_and(|f| f >= clock_mhz),
        synthesis_reused: synth.reused,
        bitstream: bitstream.clone(),
        bitstream_bytes,
        device: spec.device.name(),
        package: spec.package,
        top,
        seed: pnr.seed,
        bloom: BloomSizes {
            banks: BLOOM_BANKS,
            bank_bits: bloom.bank_bits(),
            bits: bloom.total_bits(),
            capacity: bloom.capacity(0.01),
        },
        cuckoo: CuckooSizes {
            fp_bits: spec.fp_bits,
            buckets: cuckoo.buckets(),
            slots: cuckoo.slots(),
            capacity: cuckoo.capacity(),
        },
        cells: Cells {
            lut4: c.lut4,
            carry: c.carry,
            dff: c.dff,
            ram40_4k: c.ram40_4k,
        },
        out_dir: out.clone(),
        nextpnr_log: pnr.log.clone(),
        seconds: steps.start.elapsed().as_secs_f64(),
    };
    super::write_out(format, &report, || text_report(&report))?;
    if args.require_timing && !report.timing_met {
        bail!(
            "timing not met: Fmax {} against a target of {target_mhz:.1} MHz for a \
             {clock_mhz} MHz clock (--require-timing; the bitstream {} was written; \
             nextpnr log: {})",
            fmax_text(report.fmax_mhz),
            bitstream.display(),
            pnr.log.display()
        );
    }
    Ok(())
}

fn fmax_text(fmax: Option<f64>) -> String {
    fmax.map_or_else(|| "unknown".to_owned(), |f| format!("{f:.1} MHz"))
}

/// The one-line message for a design larger than the part, with what to try.
fn does_not_fit(
    board: Board,
    sizes: Sizes,
    resource: &str,
    used: u32,
    available: u32,
    log: &Path,
) -> String {
    let spec = board.spec();
    let what = match resource {
        "ICESTORM_LC" => "logic cells",
        "ICESTORM_RAM" => "block RAMs",
        "ICESTORM_SPRAM" => "SPRAMs",
        other => other,
    };
    let smallest = board_menu(board).min_by_key(|s| (s.bloom_bits(), s.buckets()));
    let fix = match smallest {
        Some(s) if s != sizes => format!(
            "try smaller engines: --bloom-bits {} --cuckoo-buckets {}",
            s.bloom_bits(),
            s.buckets()
        ),
        _ => "the smallest engines built in do not fit either; docs/boards.md says where \
              the logic goes"
            .to_owned(),
    };
    format!(
        "the {} top (Bloom {} bits, Cuckoo {} buckets) does not fit: {used}/{available} {what} \
         of the iCE40-{}; {fix} (nextpnr log: {})",
        spec.name,
        sizes.bloom_bits(),
        sizes.buckets(),
        spec.device.name().to_ascii_uppercase(),
        log.display()
    )
}

fn text_report(r: &SynthReport) -> String {
    let mut s = String::new();
    let pct = |used: u32, total: u32| {
        if total == 0 {
            String::new()
        } else {
            format!("  ({:.0}%)", 100.0 * used as f64 / total as f64)
        }
    };
    let _ = writeln!(
        s,
        "{}: iCE40-{} {}, top {}, placer seed {}\n",
        r.board,
        r.device.to_ascii_uppercase(),
        r.package,
        r.top,
        r.seed
    );
    let rows: Vec<(&str, String)> = vec![
        (
            "bloom",
            format!(
                "{} banks x {} bits = {} bits, {} keys at 1% FPR",
                r.bloom.banks,
                group(r.bloom.bank_bits),
                group(r.bloom.bits),
                group(r.bloom.capacity)
            ),
        ),
        (
            "cuckoo",
            format!(
                "f = {}, {} buckets x 4 slots, {} items",
                r.cuckoo.fp_bits,
                group(r.cuckoo.buckets),
                group(r.cuckoo.capacity)
            ),
        ),
        (
            "logic cells",
            format!(
                "{} / {}{}",
                group(r.lcs.into()),
                group(r.lcs_total.into()),
                pct(r.lcs, r.lcs_total)
            ),
        ),
        (
            "block RAM",
            format!(
                "{} / {}{}{}",
                r.brams,
                r.brams_total,
                pct(r.brams, r.brams_total),
                if r.brams as u64 == r.brams_expected {
                    String::new()
                } else {
                    format!(
                        "; the tables need {}: yosys mapped a memory otherwise (see its log)",
                        r.brams_expected
                    )
                }
            ),
        ),
        ("SPRAM", r.sprams.to_string()),
        (
            "Fmax",
            format!(
                "{}: target {:.1} MHz {} ({:.0}% over the {} MHz clock, {}), clock {}",
                fmax_text(r.fmax_mhz),
                r.target_mhz,
                if r.timing_met { "met" } else { "NOT met" },
                100.0 * (r.target_mhz / r.clock_mhz - 1.0),
                r.clock_mhz,
                r.clock_source,
                if r.clock_met { "met" } else { "NOT met" }
            ),
        ),
        (
            "bitstream",
            format!(
                "{} ({} bytes)",
                r.bitstream.display(),
                group(r.bitstream_bytes)
            ),
        ),
        (
            "logs",
            format!(
                "{} ({:.0} s{})",
                r.out_dir.display(),
                r.seconds,
                if r.synthesis_reused {
                    "; yosys's netlist of an earlier run reused"
                } else {
                    ""
                }
            ),
        ),
    ];
    for (label, value) in rows {
        let _ = writeln!(s, "  {label:<12} {value}");
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The self-test tops run the engines of `selftest_sizes`, which the
    /// report's sizes are taken from.
    #[test]
    fn self_tests_run_the_default_engines() {
        use hwfilter_hdl::board::selftest::{AlchitryCuSelfTestCore, IcebreakerSelfTestCore};
        for (board, (bloom, cuckoo)) in [
            (Board::AlchitryCu, AlchitryCuSelfTestCore::params()),
            (Board::Icebreaker, IcebreakerSelfTestCore::params()),
        ] {
            let spec = board.spec();
            assert_eq!(bloom.banks(), BLOOM_BANKS);
            assert_eq!(bloom.bank_addr_bits(), spec.selftest_sizes.bank_addr_bits);
            assert_eq!(cuckoo.bucket_bits(), spec.selftest_sizes.bucket_bits);
            assert_eq!(cuckoo.fp_bits(), spec.fp_bits);
            assert!((spec.selftest_verilog)("t").contains("module t("));
        }
    }

    #[test]
    fn menu_has_each_board_default_and_at_most_four_entries() {
        for board in [Board::AlchitryCu, Board::Icebreaker] {
            let entries: Vec<Sizes> = board_menu(board).collect();
            assert!(entries.contains(&board.spec().default), "{board:?}");
            assert!(entries.len() <= 4, "{board:?}: {entries:?}");
            for s in entries {
                // Every entry is a geometry the engines and the model accept.
                assert!(BloomParams::new(BLOOM_BANKS, s.bank_addr_bits).is_ok());
                assert!(CuckooParams::new(board.spec().fp_bits, s.bucket_bits, 500).is_ok());
            }
        }
    }

    #[test]
    fn sizes_resolve_to_menu_entries() {
        let cu = Board::AlchitryCu;
        assert_eq!(
            resolve_sizes(cu, None, None).ok(),
            Some(Sizes {
                bank_addr_bits: 14,
                bucket_bits: 10
            })
        );
        assert_eq!(
            resolve_sizes(cu, Some(16384), Some(256)).ok(),
            Some(Sizes {
                bank_addr_bits: 12,
                bucket_bits: 8
            })
        );
        assert_eq!(
            resolve_sizes(cu, Some(16384), None).ok(),
            Some(Sizes {
                bank_addr_bits: 12,
                bucket_bits: 10
            })
        );
        // The iCEBreaker's Bloom filter is its four SPRAMs.
        assert_eq!(
            resolve_sizes(Board::Icebreaker, None, None).ok(),
            Some(Sizes {
                bank_addr_bits: 18,
                bucket_bits: 10
            })
        );
        let err = resolve_sizes(Board::Icebreaker, Some(16384), None)
            .err()
            .map(|e| e.to_string())
            .unwrap_or_default();
        assert_eq!(
            err,
            "icebreaker is not built with 16384 Bloom bits and 1024 Cuckoo buckets; supported: \
             --bloom-bits 1048576 --cuckoo-buckets 256; --bloom-bits 1048576 --cuckoo-buckets 1024"
        );
        let err = resolve_sizes(cu, Some(32768), None)
            .err()
            .map(|e| e.to_string())
            .unwrap_or_default();
        assert!(
            err.contains("alchitry-cu is not built with 32768 Bloom bits")
                && err.contains("--bloom-bits 16384 --cuckoo-buckets 256"),
            "{err}"
        );
    }

    #[test]
    fn size_arguments_list_what_is_supported() {
        assert_eq!(parse_bloom_bits("65536"), Ok(65536));
        assert_eq!(parse_bloom_bits("16_384"), Ok(16384));
        assert_eq!(parse_buckets("256"), Ok(256));
        let e = parse_bloom_bits("32768").err().unwrap_or_default();
        assert!(e.contains("supported: 16384, 65536, 1048576"), "{e}");
        let e = parse_buckets("512").err().unwrap_or_default();
        assert!(e.contains("supported: 256, 1024"), "{e}");
        assert!(parse_bloom_bits("64k").is_err());
        assert!(parse_buckets("-1").is_err());
        assert!(parse_buckets("").is_err());
    }

    #[test]
    fn does_not_fit_names_cells_and_the_fix() {
        let log = Path::new("x.nextpnr.log");
        let big = Sizes {
            bank_addr_bits: 14,
            bucket_bits: 10,
        };
        let m = does_not_fit(Board::AlchitryCu, big, "ICESTORM_LC", 8093, 7680, log);
        assert!(
            m.contains("does not fit: 8093/7680 logic cells of the iCE40-HX8K")
                && m.contains("--bloom-bits 16384 --cuckoo-buckets 256")
                && m.contains("x.nextpnr.log"),
            "{m}"
        );
        let small = Sizes {
            bank_addr_bits: 18,
            bucket_bits: 8,
        };
        let m = does_not_fit(Board::Icebreaker, small, "ICESTORM_LC", 5300, 5280, log);
        assert!(m.contains("5300/5280 logic cells of the iCE40-UP5K"), "{m}");
        assert!(m.contains("smallest engines built in do not fit"), "{m}");
        assert!(!m.contains('\n'), "{m}");
    }
}
