//! `hwfilter`: the command line over the `hwfilter_host` library. Parsing,
//! progress display and output formatting live here; every measurement and
//! device operation lives in the library.

mod cli;

use std::process::ExitCode;

use clap::{Parser, Subcommand};

use cli::{Connection, Format};

/// Host tool of the hwfilter Bloom/Cuckoo filter board: stream keys to a
/// board (or a simulated one), snapshot filters, size them, benchmark them,
/// build and flash the board's bitstream.
#[derive(Debug, Parser)]
#[command(name = "hwfilter", version, about, propagate_version = true)]
struct Cli {
    /// Output format of reports on stdout (progress goes to stderr, when it is a terminal).
    #[arg(long, global = true, value_enum, default_value_t = Format::Text, env = "HWFILTER_FORMAT")]
    format: Format,

    #[command(flatten)]
    connection: Connection,

    #[command(subcommand)]
    command: Command,
}

#[derive(Debug, Subcommand)]
enum Command {
    /// Fill both filters with a sample set sized from the board's capacity,
    /// query members and non-members, and report FPR vs theory, throughput
    /// and link efficiency.
    Demo(cli::demo::DemoArgs),
    /// Serve a simulated board on a pseudo-terminal; print its path.
    ///
    /// Starts a simulated board (the Verilated board RTL behind its UART
    /// pins) on a pseudo-terminal, prints the terminal's path as the first
    /// line of stdout, and serves until killed (Ctrl-C). Other commands reach
    /// it with `--port PATH`; its filters persist between them.
    ServeSim(cli::serve_sim::ServeSimArgs),
    /// Show the board's geometry, capacity, hash seed and link state.
    Info(cli::info::InfoArgs),
    /// Insert keys.
    Insert(cli::insert::InsertArgs),
    /// Query keys: present (maybe a false positive) or absent.
    Query(cli::query::QueryArgs),
    /// Delete keys from the cuckoo filter (only keys you inserted: see --help).
    ///
    /// A Bloom filter cannot delete. Only delete keys you inserted: the
    /// cuckoo filter stores fingerprints, not keys, so deleting a key that was
    /// never inserted can remove another key's matching fingerprint, and that
    /// key then reads as absent.
    Delete(cli::delete::DeleteArgs),
    /// Empty a filter.
    Clear(cli::clear::ClearArgs),
    /// Count the items in the cuckoo filter.
    Count(cli::count::CountArgs),
    /// Show the board's link counters and the cuckoo engine's.
    Stats(cli::stats::StatsArgs),
    /// Save a filter's memory to a snapshot file.
    Dump(cli::dump::DumpArgs),
    /// Restore a filter from a snapshot file.
    ///
    /// Restores the filter the snapshot was taken from (CLEAR, then every
    /// word). A file that is corrupt, or was taken on a board with other
    /// filter parameters or another hash, is refused before anything is sent.
    Load(cli::load::LoadArgs),
    /// Compute filter geometry for a capacity and false-positive rate.
    Params(cli::params::ParamsArgs),
    /// Measure an engine's throughput and false-positive rate (Verilated
    /// RTL checked against the model) and compare with software filters.
    Bench(cli::bench::BenchArgs),
    /// Build a board's bitstream: Verilog of the board top, yosys,
    /// nextpnr-ice40, icepack; report resources and Fmax.
    ///
    /// Writes the Verilog, constraints, every tool's log and the bitstream
    /// under --out (default target/hwfilter-synth/<board>). A design that
    /// misses the board's clock still gets its bitstream and exits 0 with
    /// timing_met false, unless --require-timing; a design that does not fit
    /// the part exits 1 and says by how much.
    Synth(cli::synth::SynthArgs),
    /// Write a bitstream to the board's SPI flash with iceprog.
    ///
    /// Both boards are programmed through their FTDI USB chip; the default
    /// bitstream is the one `hwfilter synth --board <board>` wrote.
    Flash(cli::flash::FlashArgs),
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let (conn, format) = (&cli.connection, cli.format);
    let result = match &cli.command {
        Command::Demo(a) => cli::demo::run(a, conn, format),
        Command::ServeSim(a) => cli::serve_sim::run(a),
        Command::Info(a) => cli::info::run(a, conn, format),
        Command::Insert(a) => cli::insert::run(a, conn, format),
        Command::Query(a) => cli::query::run(a, conn, format),
        Command::Delete(a) => cli::delete::run(a, conn, format),
        Command::Clear(a) => cli::clear::run(a, conn, format),
        Command::Count(a) => cli::count::run(a, conn, format),
        Command::Stats(a) => cli::stats::run(a, conn, format),
        Command::Dump(a) => cli::dump::run(a, conn, format),
        Command::Load(a) => cli::load::run(a, conn, format),
        Command::Params(a) => cli::params::run(a, format),
        Command::Bench(a) => cli::bench::run(a, format),
        Command::Synth(a) => cli::synth::run(a, format),
        Command::Flash(a) => cli::flash::run(a, format),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            // `{:#}` prints the context chain on one line, each cause once.
            eprintln!("error: {e:#}");
            ExitCode::FAILURE
        }
    }
}
