//! `hwfilter serve-sim`: a persistent simulated board on a pseudo-terminal.

use clap::Args;

use super::synth::BloomArg;

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

    /// Filter 0's engine: the Alchitry Cu core with its plain Bloom filter
    /// (4 x 2^14 bits), or with a counting one in the same memory (4 x
    /// 2^12 4-bit counters, DELETE works): the cores `hwfilter synth
    /// --board alchitry-cu [--bloom counting]` builds.
    #[arg(long, value_enum, value_name = "KIND", default_value_t = BloomArg::Plain)]
    bloom: BloomArg,
}

#[cfg(feature = "verilator")]
pub fn run(args: &ServeSimArgs) -> anyhow::Result<()> {
    use std::io::Write;
    use std::sync::atomic::Ordering;
    use std::time::Duration;

    use anyhow::Context;

    use hwfilter_sim::models::{VlBoardCu, VlBoardCuCounting};
    use hwfilter_sim::pty::PtyBoard;

    let board = match args.bloom {
        BloomArg::Plain => PtyBoard::spawn_of::<VlBoardCu>(args.div),
        BloomArg::Counting => PtyBoard::spawn_of::<VlBoardCuCounting>(args.div),
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
        match args.bloom {
            BloomArg::Plain => "Alchitry Cu core",
            BloomArg::Counting => "Alchitry Cu core, counting Bloom filter",
        },
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
