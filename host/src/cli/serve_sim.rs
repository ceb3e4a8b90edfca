//! `hwfilter serve-sim`: a persistent simulated board on a pseudo-terminal.

use clap::Args;

use super::synth::{BloomArg, Board, Build, BuildConfig, EnginesArg, kind_name};

/// Starts a simulated board (the Verilated board RTL behind its UART pins)
/// on a pseudo-terminal, prints the terminal's path as the first line of
/// stdout, and serves until killed (Ctrl-C). Other commands reach it with
/// `--port PATH`; its filters persist between them. SIGHUP power-cycles
/// the board (`kill -HUP PID`): its filters empty and its boot epoch
/// changes, as when a real board is unplugged, to test how hosts recover.
/// SIGUSR1 prints the board's counters as a line of stdout (`cycles=N
/// bytes_to_board=N bytes_from_board=N div=N grace_cycles=N`): the clock
/// cycles simulated so far, which a benchmark reads before and after a load
/// to measure keys per board cycle (scripts/bench-serve). The clock only
/// runs while there is work, and for `grace_cycles` after the last byte.
#[derive(Debug, Args)]
pub struct ServeSimArgs {
    /// Clock cycles per UART bit: 4 is the fastest simulation, 5 the
    /// Alchitry Cu's real 12 Mbaud at 60 MHz.
    #[arg(long, value_name = "N", default_value_t = 4,
          value_parser = clap::value_parser!(u16).range(4..=65535))]
    div: u16,

    /// The board whose core runs: the Alchitry Cu's (Bloom 4 x 2^14 bits
    /// in block RAM, the pipelined Cuckoo filter), the iCEBreaker's
    /// (Bloom 4 x 2^18 bits in its SPRAMs, one Cuckoo op at a time) or the
    /// ULX3S 12F's (Bloom 4 x 2^16 bits, Cuckoo 2^11 buckets, both
    /// pipelined; the 85F's is not simulated).
    #[arg(long, value_enum, default_value_t = Board::AlchitryCu)]
    board: Board,

    /// Filter 0's engine: a plain Bloom filter, a counting one in the
    /// same memory (Alchitry Cu: 4 x 2^12 4-bit counters, DELETE works),
    /// or the ULX3S's blocked Bloom filter in its 32 MB of SDRAM (the
    /// SDRAM simulated with its timing checked; the board clears it before
    /// serving, about 18 million cycles).
    #[arg(long, value_enum, value_name = "KIND", default_value_t = BloomArg::Plain)]
    bloom: BloomArg,

    /// The filters the board has: both, or a Bloom filter alone (the
    /// Alchitry Cu's Bloom-only build: 7 x 2^14 bits, no filter 1).
    #[arg(long, value_enum, value_name = "ENGINES", default_value_t = EnginesArg::BloomCuckoo)]
    engines: EnginesArg,

    /// The build of `hwfilter synth --config FILE` to run instead: it must
    /// be one this binary has a simulated core of (each board's default
    /// build, and the Alchitry Cu's counting and Bloom-only builds).
    #[arg(long, value_name = "FILE", conflicts_with_all = ["board", "bloom", "engines"])]
    config: Option<std::path::PathBuf>,
}

/// The Verilated cores this binary carries.
#[cfg_attr(not(feature = "verilator"), allow(dead_code))]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum SimCore {
    AlchitryCu,
    AlchitryCuCounting,
    AlchitryCuBloomOnly,
    Icebreaker,
    IcebreakerCounting,
    Ulx3s12f,
    Ulx3sSdram,
}

impl SimCore {
    fn describe(self) -> &'static str {
        match self {
            SimCore::AlchitryCu => "Alchitry Cu core",
            SimCore::AlchitryCuCounting => "Alchitry Cu core, counting Bloom filter",
            SimCore::AlchitryCuBloomOnly => "Alchitry Cu core, Bloom filter alone",
            SimCore::Icebreaker => "iCEBreaker core",
            SimCore::IcebreakerCounting => "iCEBreaker core, counting Bloom filter alone",
            SimCore::Ulx3s12f => "ULX3S 12F core",
            SimCore::Ulx3sSdram => {
                "ULX3S SDRAM core, blocked Bloom filter in 32 MB of simulated SDRAM"
            }
        }
    }
}

/// The simulated core of `build`, or an error naming the builds there are.
#[cfg_attr(not(feature = "verilator"), allow(dead_code))]
fn sim_core(build: &Build) -> anyhow::Result<SimCore> {
    use hwfilter_model::protocol::BloomKind;
    let spec = build.board.spec();
    let default = spec.default_sizes(build.bloom, build.cuckoo);
    let is_default = build.bloom_bits.unwrap_or(default.bloom_bits()) == default.bloom_bits()
        && build.cuckoo_buckets.or(default.buckets()) == default.buckets()
        && build.cuckoo_max_kicks == hwfilter_hdl::board::BOARD_MAX_KICKS;
    match (build.board, build.bloom, build.cuckoo) {
        (Board::AlchitryCu, BloomKind::Plain, true) if is_default => Ok(SimCore::AlchitryCu),
        (Board::AlchitryCu, BloomKind::Counting, true) if is_default => {
            Ok(SimCore::AlchitryCuCounting)
        }
        (Board::AlchitryCu, BloomKind::Plain, false) if is_default => {
            Ok(SimCore::AlchitryCuBloomOnly)
        }
        (Board::Icebreaker, BloomKind::Plain, true) if is_default => Ok(SimCore::Icebreaker),
        (Board::Icebreaker, BloomKind::Counting, false) if is_default => {
            Ok(SimCore::IcebreakerCounting)
        }
        (Board::Ulx3s12f, BloomKind::Plain, true) if is_default => Ok(SimCore::Ulx3s12f),
        // The same design on either part.
        (Board::Ulx3s12f | Board::Ulx3s85f, BloomKind::Blocked, true) if is_default => {
            Ok(SimCore::Ulx3sSdram)
        }
        _ => anyhow::bail!(
            "serve-sim has no simulated core of this build ({} {} Bloom filter{}{}); it runs \
             alchitry-cu (plain, --bloom counting or --engines bloom), icebreaker \
             (plain, or --engines bloom --bloom counting) and ulx3s-12f (plain, or \
             --bloom blocked, as ulx3s-85f), each with its default sizes and 500 kicks; \
             `hwfilter synth` builds the others",
            spec.name,
            kind_name(build.bloom),
            if build.cuckoo { "" } else { " alone" },
            if is_default {
                ""
            } else {
                ", other sizes or kicks"
            }
        ),
    }
}

#[cfg_attr(not(feature = "verilator"), allow(dead_code))]
fn resolve(args: &ServeSimArgs) -> anyhow::Result<SimCore> {
    let build = match &args.config {
        Some(path) => BuildConfig::read(path)?.resolve(None)?,
        None => Build {
            board: args.board,
            cuckoo: args.engines.cuckoo(),
            bloom: args.bloom.into(),
            bloom_bits: None,
            cuckoo_buckets: None,
            cuckoo_max_kicks: hwfilter_hdl::board::BOARD_MAX_KICKS,
        },
    };
    sim_core(&build)
}

#[cfg(feature = "verilator")]
pub fn run(args: &ServeSimArgs) -> anyhow::Result<()> {
    use std::io::Write;
    use std::sync::atomic::Ordering;
    use std::time::Duration;

    use anyhow::Context;

    use hwfilter_sim::models::{
        VlBoardCu, VlBoardCuBloomOnly, VlBoardCuCounting, VlBoardIb, VlBoardIbCounting,
        VlBoardUlx3s12f,
    };
    use hwfilter_sim::pty::PtyBoard;
    use hwfilter_sim::sdram_board::SdramBoard;

    let core = resolve(args)?;
    if core == SimCore::Ulx3sSdram {
        eprintln!(
            "the simulated board powers its SDRAM up and clears all 32 MB first \
             (about 18 million clock cycles)"
        );
    }
    let board = match core {
        SimCore::AlchitryCu => PtyBoard::spawn_of::<VlBoardCu>(args.div),
        SimCore::AlchitryCuCounting => PtyBoard::spawn_of::<VlBoardCuCounting>(args.div),
        SimCore::AlchitryCuBloomOnly => PtyBoard::spawn_of::<VlBoardCuBloomOnly>(args.div),
        SimCore::Icebreaker => PtyBoard::spawn_of::<VlBoardIb>(args.div),
        SimCore::IcebreakerCounting => PtyBoard::spawn_of::<VlBoardIbCounting>(args.div),
        SimCore::Ulx3s12f => PtyBoard::spawn_of::<VlBoardUlx3s12f>(args.div),
        SimCore::Ulx3sSdram => PtyBoard::spawn_of::<SdramBoard>(args.div),
    }
    .context("cannot start the simulated board")?;
    // Before the path is printed, so a signal sent once it is read is handled.
    let hangup = std::sync::Arc::new(std::sync::atomic::AtomicBool::new(false));
    signal_hook::flag::register(signal_hook::consts::SIGHUP, hangup.clone())
        .context("cannot handle SIGHUP")?;
    let report = std::sync::Arc::new(std::sync::atomic::AtomicBool::new(false));
    signal_hook::flag::register(signal_hook::consts::SIGUSR1, report.clone())
        .context("cannot handle SIGUSR1")?;
    let mut out = std::io::stdout().lock();
    writeln!(out, "{}", board.path()).context("cannot write to stdout")?;
    out.flush().context("cannot write to stdout")?;
    drop(out);
    eprintln!(
        "simulated board ({}) on {} ({} cycles per bit); use --port {} (Ctrl-C stops it)",
        core.describe(),
        board.path(),
        args.div,
        board.path()
    );
    while board.is_running() {
        std::thread::sleep(Duration::from_millis(50));
        if hangup.swap(false, Ordering::Relaxed) {
            eprintln!("SIGHUP: power-cycling the simulated board");
            board.restart();
        }
        if report.swap(false, Ordering::Relaxed) {
            let s = board.stats();
            let mut out = std::io::stdout().lock();
            // Best effort: a reader that closed stdout after the path
            // must not stop the board.
            let _ = writeln!(
                out,
                "cycles={} bytes_to_board={} bytes_from_board={} div={} grace_cycles={}",
                s.cycles.load(Ordering::Relaxed),
                s.bytes_in.load(Ordering::Relaxed),
                s.bytes_out.load(Ordering::Relaxed),
                args.div,
                hwfilter_sim::pty::GRACE_CYCLES
            )
            .and_then(|()| out.flush());
        }
    }
    board.stop().context("the simulated board stopped")
}

#[cfg(not(feature = "verilator"))]
pub fn run(_args: &ServeSimArgs) -> anyhow::Result<()> {
    anyhow::bail!(
        "this hwfilter was built without the simulated board: rebuild with the `verilator` \
         feature (the default; it needs verilator, yosys and a C++ compiler)"
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use hwfilter_model::protocol::BloomKind;

    fn build(board: Board, bloom: BloomKind) -> Build {
        Build {
            board,
            cuckoo: true,
            bloom,
            bloom_bits: None,
            cuckoo_buckets: None,
            cuckoo_max_kicks: 500,
        }
    }

    #[test]
    fn each_default_build_has_its_core_and_others_are_refused_by_name() {
        let cu = build(Board::AlchitryCu, BloomKind::Plain);
        assert_eq!(sim_core(&cu).ok(), Some(SimCore::AlchitryCu));
        let counting = build(Board::AlchitryCu, BloomKind::Counting);
        assert_eq!(sim_core(&counting).ok(), Some(SimCore::AlchitryCuCounting));
        let explicit = Build {
            bloom_bits: Some(16384),
            cuckoo_buckets: Some(1024),
            ..counting
        };
        assert_eq!(sim_core(&explicit).ok(), Some(SimCore::AlchitryCuCounting));
        let ib = build(Board::Icebreaker, BloomKind::Plain);
        assert_eq!(sim_core(&ib).ok(), Some(SimCore::Icebreaker));
        let bloom_only = Build {
            cuckoo: false,
            ..cu
        };
        assert_eq!(
            sim_core(&bloom_only).ok(),
            Some(SimCore::AlchitryCuBloomOnly)
        );
        let ib_counting = Build {
            cuckoo: false,
            ..build(Board::Icebreaker, BloomKind::Counting)
        };
        assert_eq!(
            sim_core(&ib_counting).ok(),
            Some(SimCore::IcebreakerCounting)
        );
        let ulx3s = build(Board::Ulx3s12f, BloomKind::Plain);
        assert_eq!(sim_core(&ulx3s).ok(), Some(SimCore::Ulx3s12f));
        let sdram = build(Board::Ulx3s12f, BloomKind::Blocked);
        assert_eq!(sim_core(&sdram).ok(), Some(SimCore::Ulx3sSdram));
        let sdram_85f = build(Board::Ulx3s85f, BloomKind::Blocked);
        assert_eq!(sim_core(&sdram_85f).ok(), Some(SimCore::Ulx3sSdram));
        for other in [
            Build {
                bloom_bits: Some(16384),
                ..cu
            },
            Build {
                cuckoo_max_kicks: 100,
                ..cu
            },
            build(Board::Icebreaker, BloomKind::Counting),
            Build {
                cuckoo: false,
                ..ib
            },
            Build {
                cuckoo: false,
                ..counting
            },
            build(Board::Ulx3s85f, BloomKind::Plain),
            Build {
                cuckoo: false,
                ..sdram
            },
        ] {
            let e = sim_core(&other)
                .err()
                .map(|e| e.to_string())
                .unwrap_or_default();
            assert!(
                e.starts_with("serve-sim has no simulated core of this build"),
                "{e}"
            );
        }
    }
}
