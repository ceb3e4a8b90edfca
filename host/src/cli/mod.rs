//! The `hwfilter` command line: its parser, one file per subcommand, and the
//! options they share. Parsing, progress display and output formatting live
//! here; every measurement and device operation lives in the rest of the
//! library.
//!
//! [`main`] is the whole program: the `hwfilter` binary calls it and nothing
//! else, and so does the end-to-end tests' copy of the binary (`tests/` at
//! the workspace root), so those tests run the code users run.

pub mod bench;
pub mod clear;
pub mod count;
pub mod delete;
pub mod demo;
pub mod dump;
pub mod fill;
pub mod flash;
pub mod guard_demo;
pub mod info;
pub mod insert;
pub mod keys;
pub mod load;
pub mod params;
pub mod query;
pub mod records;
pub mod remote;
pub mod serve;
pub mod serve_sim;
pub mod stats;
pub mod stream;
pub mod synth;

use std::io::{IsTerminal, Write};
use std::process::ExitCode;
use std::time::Duration;

use crate::client::{BaudRate, Client, ClientConfig, ClientEvent, DeleteResult, InsertResult};
use crate::transport::{SerialTransport, Transport};
use anyhow::{Context, bail};
use clap::{Args, Parser, Subcommand, ValueEnum};
use hwfilter_model::protocol::{FILL_BANKS, Filter, Info, Op, Stats};
use indicatif::{ProgressBar, ProgressStyle};
use serde::Serialize;

/// Host tool of the hwfilter Bloom/Cuckoo filter board: stream keys to a
/// board (or a simulated one), snapshot filters, size them, benchmark them,
/// build and flash the board's bitstream.
#[derive(Debug, Parser)]
// `bin_name`: usage lines and errors say `hwfilter` whatever the executable
// is called (clap would take it from argv[0]).
#[command(
    name = "hwfilter",
    bin_name = "hwfilter",
    version,
    about,
    propagate_version = true
)]
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
    Demo(demo::DemoArgs),
    Serve(serve::ServeArgs),
    GuardDemo(guard_demo::GuardDemoArgs),
    /// Serve a simulated board on a pseudo-terminal; print its path.
    ///
    /// Starts a simulated board (the Verilated board RTL behind its UART
    /// pins) on a pseudo-terminal, prints the terminal's path as the first
    /// line of stdout, and serves until killed (Ctrl-C). Other commands reach
    /// it with `--port PATH`; its filters persist between them.
    ServeSim(serve_sim::ServeSimArgs),
    /// Show the board's geometry, capacity, hash seed, link state and how
    /// full the Bloom filter is.
    Info(info::InfoArgs),
    /// Insert keys.
    Insert(insert::InsertArgs),
    /// Query keys: present (maybe a false positive) or absent.
    Query(query::QueryArgs),
    /// Delete keys from the cuckoo filter (only keys you inserted: see --help).
    ///
    /// A Bloom filter cannot delete. Only delete keys you inserted: the
    /// cuckoo filter stores fingerprints, not keys, so deleting a key that was
    /// never inserted can remove another key's matching fingerprint, and that
    /// key then reads as absent.
    Delete(delete::DeleteArgs),
    /// Empty a filter.
    Clear(clear::ClearArgs),
    /// Count the items in the cuckoo filter.
    Count(count::CountArgs),
    /// Show the board's link counters, how full the Bloom filter is, or
    /// the cuckoo engine's counters.
    Stats(stats::StatsArgs),
    /// Save a filter's memory to a snapshot file.
    Dump(dump::DumpArgs),
    /// Restore a filter from a snapshot file.
    ///
    /// Restores the filter the snapshot was taken from (CLEAR, then every
    /// word). A file that is corrupt, or was taken on a board with other
    /// filter parameters or another hash, is refused before anything is sent.
    Load(load::LoadArgs),
    /// Compute filter geometry for a capacity and false-positive rate.
    Params(params::ParamsArgs),
    /// Measure an engine's throughput and false-positive rate (Verilated
    /// RTL checked against the model) and compare with software filters.
    Bench(bench::BenchArgs),
    /// Build a board's bitstream: Verilog of the board top, yosys,
    /// nextpnr-ice40, icepack; report resources and Fmax.
    ///
    /// Writes the Verilog, constraints, every tool's log and the bitstream
    /// under --out (default target/hwfilter-synth/<board>). A design that
    /// misses the board's clock still gets its bitstream and exits 0 with
    /// timing_met false, unless --require-timing; a design that does not fit
    /// the part exits 1 and says by how much.
    Synth(synth::SynthArgs),
    /// Write a bitstream to the board's SPI flash with iceprog.
    ///
    /// Both boards are programmed through their FTDI USB chip; the default
    /// bitstream is the one `hwfilter synth --board <board>` wrote.
    Flash(flash::FlashArgs),
}

/// Runs `hwfilter` on the process's arguments: parses them, runs the
/// subcommand, prints its error on stderr. The `hwfilter` binary's `main`.
pub fn main() -> ExitCode {
    let cli = Cli::parse();
    let (conn, format) = (&cli.connection, cli.format);
    let result = match &cli.command {
        Command::Demo(a) => demo::run(a, conn, format),
        Command::Serve(a) => serve::run(a, conn),
        Command::GuardDemo(a) => guard_demo::run(a, conn, format),
        Command::ServeSim(a) => serve_sim::run(a),
        Command::Info(a) => info::run(a, conn, format),
        Command::Insert(a) => insert::run(a, conn, format),
        Command::Query(a) => query::run(a, conn, format),
        Command::Delete(a) => delete::run(a, conn, format),
        Command::Clear(a) => clear::run(a, conn, format),
        Command::Count(a) => count::run(a, conn, format),
        Command::Stats(a) => stats::run(a, conn, format),
        Command::Dump(a) => dump::run(a, conn, format),
        Command::Load(a) => load::run(a, conn, format),
        Command::Params(a) => params::run(a, format),
        Command::Bench(a) => bench::run(a, format),
        Command::Synth(a) => synth::run(a, format),
        Command::Flash(a) => flash::run(a, format),
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

/// How a report is written to stdout.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum Format {
    /// An aligned table with units, for people.
    Text,
    /// One JSON object, for scripts.
    Json,
}

/// A filter engine of the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum FilterArg {
    /// The partitioned Bloom filter (no deletes, no false negatives).
    Bloom,
    /// The cuckoo filter (deletes, counts its items).
    Cuckoo,
}

impl From<FilterArg> for Filter {
    fn from(f: FilterArg) -> Filter {
        match f {
            FilterArg::Bloom => Filter::Bloom,
            FilterArg::Cuckoo => Filter::Cuckoo,
        }
    }
}

/// Name of a filter in reports.
pub fn filter_name(f: Filter) -> &'static str {
    match f {
        Filter::Bloom => "bloom",
        Filter::Cuckoo => "cuckoo",
    }
}

/// Where the board is: global options of every board subcommand.
#[derive(Clone, Debug, Args)]
pub struct Connection {
    /// Serial port of the board (e.g. /dev/ttyUSB1, or the path `hwfilter
    /// serve-sim` printed). Without it (and without --server), each
    /// command starts its own simulated board. `serve` takes it more than
    /// once and spreads the keys over the boards.
    #[arg(long = "port", global = true, value_name = "PATH", env = "HWFILTER_PORT",
          action = clap::ArgAction::Append)]
    pub ports: Vec<String>,

    /// A running `hwfilter serve` (HOST:PORT, e.g. 127.0.0.1:6380) whose
    /// board the command uses, shared with every other client of it. Its
    /// password, if it has one, comes from HWFILTER_SERVER_PASSWORD.
    #[arg(long, global = true, value_name = "ADDR", env = "HWFILTER_SERVER",
          conflicts_with_all = ["ports", "baud"])]
    pub server: Option<String>,

    /// Baud rate of the serial port. Default: the Alchitry Cu's 12,000,000
    /// (60 MHz / 5), then the iCEBreaker's 3,000,000 (12 MHz / 4), whichever
    /// the board answers at.
    #[arg(long, global = true, value_name = "N", env = "HWFILTER_BAUD",
          value_parser = clap::value_parser!(u32).range(300..=100_000_000))]
    pub baud: Option<u32>,

    /// Silence, in milliseconds, after which unanswered frames are resent.
    #[arg(long, global = true, value_name = "MS", default_value_t = 500, env = "HWFILTER_TIMEOUT_MS",
          value_parser = clap::value_parser!(u64).range(1..=60_000))]
    pub timeout_ms: u64,
}

/// A connected board and what to call it.
pub struct Session {
    pub client: Client<Box<dyn Transport>>,
    /// The serial port's baud rate (None for a simulated board started
    /// here, whose pace is its divider).
    pub baud: Option<u32>,
}

impl Connection {
    /// The one board port given, if any; several are refused (only `serve`
    /// spreads keys over boards).
    pub fn port(&self) -> anyhow::Result<Option<&str>> {
        match self.ports.as_slice() {
            [] => Ok(None),
            [one] => Ok(Some(one)),
            many => bail!(
                "--port given {} times: only `hwfilter serve` spreads keys over several boards; \
                 run this command with one --port, or through that serve with --server",
                many.len()
            ),
        }
    }

    /// The record of `board`'s key normalisations ([`records`]): `None`
    /// for a simulated board started by this command, which ends with it
    /// (or when no state directory can be found).
    pub fn records(&self, board: &BoardLink) -> Option<records::Records> {
        let name = match (&self.server, self.ports.first()) {
            (Some(addr), _) => format!("server:{addr}"),
            (None, Some(port)) => records::port_board(port),
            (None, None) => return None,
        };
        records::Records::open(name, board.board_info().boot_epoch)
    }

    /// The board, through `--server` or over its port (or a simulated
    /// board started here): what every board subcommand talks to.
    pub fn open(&self) -> anyhow::Result<BoardLink> {
        match &self.server {
            Some(addr) => Ok(BoardLink::Server(remote::RemoteBoard::connect(addr)?)),
            None => Ok(BoardLink::Port(self.connect()?)),
        }
    }

    /// Opens the port (or starts a simulated board) and connects, for a
    /// command that needs the link itself (`demo`, `serve`).
    pub fn connect(&self) -> anyhow::Result<Session> {
        self.connect_with_div(None)
    }

    /// As [`connect`](Self::connect); a simulated board started here runs
    /// at `div` clock cycles per UART bit (default: the fastest, 4).
    pub fn connect_with_div(&self, div: Option<u16>) -> anyhow::Result<Session> {
        self.connect_to(self.port()?, div)
    }

    /// As [`connect_with_div`](Self::connect_with_div), to the board on
    /// `port` (a simulated board started here if `None`).
    pub fn connect_to(&self, port: Option<&str>, div: Option<u16>) -> anyhow::Result<Session> {
        if let Some(addr) = &self.server {
            bail!(
                "demo and serve need the board's own link, not a server in front of it: \
                 drop --server {addr} (and HWFILTER_SERVER); while serve holds a board's \
                 port, run them on another board or a simulated one"
            );
        }
        let config = ClientConfig {
            timeout: Duration::from_millis(self.timeout_ms),
            ..ClientConfig::default()
        };
        let (transport, embedded): (Box<dyn Transport>, bool) = match (port, self.baud) {
            (Some(path), Some(baud)) => (Box::new(SerialTransport::open(path, baud)?), false),
            (Some(path), None) => {
                let open = |baud| {
                    SerialTransport::open(path, baud).map(|t| Box::new(t) as Box<dyn Transport>)
                };
                let (client, rate) = Client::connect_probing(path, open, BOARD_RATES, config)?;
                note_latency(path, rate.baud, client.window());
                return Ok(Session {
                    client,
                    baud: Some(rate.baud),
                });
            }
            (None, _) => (embedded_board(div)?, true),
        };
        let client = Client::connect(transport, config)?;
        let baud = if embedded { None } else { self.baud };
        if let (Some(path), Some(baud)) = (port, baud) {
            note_latency(path, baud, client.window());
        }
        Ok(Session { client, baud })
    }
}

/// The board a subcommand talks to: over its port (or a simulated board
/// started for the command), or through a running `hwfilter serve`. Every
/// board subcommand runs the same code on either.
pub enum BoardLink {
    Port(Session),
    Server(remote::RemoteBoard),
}

impl BoardLink {
    /// The board's INFO as read when connecting.
    pub fn board_info(&self) -> &Info {
        match self {
            BoardLink::Port(s) => s.client.board_info(),
            BoardLink::Server(r) => r.board_info(),
        }
    }

    /// What to call the board in reports.
    pub fn name(&self) -> String {
        match self {
            BoardLink::Port(s) => s.client.transport().name(),
            BoardLink::Server(r) => r.name(),
        }
    }

    /// The 64-bit key of a user key (`docs/hashing.md`): the same whichever
    /// way the board is reached.
    pub fn reduce_key(&self, bytes: &[u8]) -> u64 {
        xxhash_rust::xxh3::xxh3_64_with_seed(bytes, self.board_info().key_seed())
    }

    /// Draws a progress bar for batches of at least `min_items`, over a
    /// port (the client's progress) or a server (its replies' progress).
    pub fn attach_progress(&mut self, min_items: u64) {
        match self {
            BoardLink::Port(s) => attach_progress(&mut s.client, min_items),
            BoardLink::Server(r) => {
                if let Some(bar) = progress_bar(min_items) {
                    r.set_observer(bar);
                }
            }
        }
    }

    pub fn info(&mut self) -> anyhow::Result<Info> {
        match self {
            BoardLink::Port(s) => Ok(s.client.info()?),
            BoardLink::Server(r) => r.info(),
        }
    }

    pub fn insert(&mut self, filter: Filter, keys: &[u64]) -> anyhow::Result<Vec<InsertResult>> {
        match self {
            BoardLink::Port(s) => Ok(s.client.insert(filter, keys)?),
            BoardLink::Server(r) => r.insert(filter, keys),
        }
    }

    pub fn query(&mut self, filter: Filter, keys: &[u64]) -> anyhow::Result<Vec<bool>> {
        match self {
            BoardLink::Port(s) => Ok(s.client.query(filter, keys)?),
            BoardLink::Server(r) => r.query(filter, keys),
        }
    }

    pub fn delete(&mut self, filter: Filter, keys: &[u64]) -> anyhow::Result<Vec<DeleteResult>> {
        match self {
            BoardLink::Port(s) => Ok(s.client.delete(filter, keys)?),
            BoardLink::Server(r) => r.delete(filter, keys),
        }
    }

    pub fn clear(&mut self, filter: Filter) -> anyhow::Result<()> {
        match self {
            BoardLink::Port(s) => Ok(s.client.clear(filter)?),
            BoardLink::Server(r) => r.clear(filter),
        }
    }

    pub fn count(&mut self) -> anyhow::Result<u32> {
        match self {
            BoardLink::Port(s) => Ok(s.client.count()?),
            BoardLink::Server(r) => r.count(),
        }
    }

    pub fn stats(&mut self, filter: Filter) -> anyhow::Result<Stats> {
        match self {
            BoardLink::Port(s) => Ok(s.client.stats(filter)?),
            BoardLink::Server(r) => r.stats(filter),
        }
    }

    /// STATS of `filter`, and the Bloom banks' set bits of each board
    /// behind the link: the board's own over a port; through a `serve`
    /// that spreads its keys over several boards, each one's (its STATS
    /// adds their counters up, but a board's fill is its own).
    pub fn stats_by_board(
        &mut self,
        filter: Filter,
    ) -> anyhow::Result<(Stats, Vec<[u32; FILL_BANKS]>)> {
        match self {
            BoardLink::Port(s) => {
                let stats = s.client.stats(filter)?;
                Ok((stats, vec![stats.bloom_set_bits]))
            }
            BoardLink::Server(r) => r.stats_by_board(filter),
        }
    }

    pub fn dump(&mut self, filter: Filter) -> anyhow::Result<Vec<u64>> {
        match self {
            BoardLink::Port(s) => Ok(s.client.dump(filter)?),
            BoardLink::Server(r) => r.dump(filter),
        }
    }

    pub fn load(&mut self, filter: Filter, words: &[u64]) -> anyhow::Result<()> {
        match self {
            BoardLink::Port(s) => Ok(s.client.load(filter, words)?),
            BoardLink::Server(r) => r.load(filter, words),
        }
    }
}

/// Says on stderr when the port's FTDI latency timer holds replies longer
/// than the client's window of frames lasts on the line at `baud`.
fn note_latency(path: &str, baud: u32, window: usize) {
    /// A full 60-key frame on the line (COBS and delimiter included).
    const FRAME_LINE_BYTES: u64 = 492;
    let sysfs = std::path::Path::new(crate::transport::SYSFS_USB_SERIAL);
    if let Some((tty, ms)) = crate::transport::ftdi_latency_ms(sysfs, path)
        && let Some(note) =
            crate::transport::latency_note(&tty, ms, baud, window as u64, FRAME_LINE_BYTES)
    {
        eprintln!("{note}");
    }
}

/// The boards' UART rates, tried in this order when `--baud` is not given
/// (`docs/boards.md`).
pub const BOARD_RATES: &[BaudRate] = &[
    BaudRate {
        baud: hwfilter_hdl::board::ALCHITRY_CU.baud(),
        board: hwfilter_hdl::board::ALCHITRY_CU.title,
    },
    BaudRate {
        baud: hwfilter_hdl::board::ICEBREAKER.baud(),
        board: "iCEBreaker, ULX3S",
    },
];

// The ULX3S runs at the iCEBreaker's 3 Mbaud (the FT231X's fastest rate).
const _: () = {
    use hwfilter_hdl::board::{ICEBREAKER, ULX3S_12F, ULX3S_85F};
    assert!(ULX3S_12F.baud() == ICEBREAKER.baud() && ULX3S_85F.baud() == ICEBREAKER.baud());
};

#[cfg(feature = "verilator")]
fn embedded_board(div: Option<u16>) -> anyhow::Result<Box<dyn Transport>> {
    use crate::transport::SimTransport;
    use hwfilter_sim::board::BAUD_DIV_FAST;
    Ok(Box::new(SimTransport::spawn(div.unwrap_or(BAUD_DIV_FAST))?))
}

#[cfg(not(feature = "verilator"))]
fn embedded_board(_div: Option<u16>) -> anyhow::Result<Box<dyn Transport>> {
    bail!(
        "no --port given and this hwfilter was built without the simulated board \
         (feature `verilator`): pass --port /dev/ttyUSB1 or set HWFILTER_PORT"
    )
}

/// Draws a progress bar on stderr for batches of at least `min_items`,
/// only when stderr is a terminal.
pub fn attach_progress(client: &mut Client<Box<dyn Transport>>, min_items: u64) {
    if let Some(bar) = progress_bar(min_items) {
        client.set_observer(bar);
    }
}

/// An observer of batch events that draws a progress bar on stderr for
/// batches of at least `min_items`; `None` when stderr is not a terminal.
fn progress_bar(min_items: u64) -> Option<impl FnMut(&ClientEvent) + Send + 'static> {
    if !std::io::stderr().is_terminal() {
        return None;
    }
    let bar = ProgressBar::hidden();
    bar.set_style(
        ProgressStyle::with_template("{msg:>7} [{bar:40}] {human_pos}/{human_len} ({eta} left)")
            .unwrap_or_else(|_| ProgressStyle::default_bar())
            .progress_chars("=> "),
    );
    Some(move |e: &ClientEvent| match e {
        ClientEvent::Started { op, total } if *total >= min_items => {
            bar.set_draw_target(indicatif::ProgressDrawTarget::stderr());
            bar.reset();
            bar.set_length(*total);
            bar.set_message(op_name(*op));
        }
        ClientEvent::Progress { done, .. } => bar.set_position(*done),
        ClientEvent::Finished { .. } => {
            bar.finish_and_clear();
            bar.set_draw_target(indicatif::ProgressDrawTarget::hidden());
        }
        _ => {}
    })
}

/// Lower-case name of an op.
pub fn op_name(op: Op) -> &'static str {
    match op {
        Op::Info => "info",
        Op::Clear => "clear",
        Op::Insert => "insert",
        Op::Query => "query",
        Op::Delete => "delete",
        Op::Count => "count",
        Op::Stats => "stats",
        Op::Dump => "dump",
        Op::Load => "load",
    }
}

/// Writes `report` to stdout as pretty JSON, or `text` as it is.
pub fn write_out<R: Serialize>(
    format: Format,
    report: &R,
    text: impl FnOnce() -> String,
) -> anyhow::Result<()> {
    let mut out = std::io::stdout().lock();
    match format {
        Format::Text => out.write_all(text().as_bytes()),
        Format::Json => serde_json::to_writer_pretty(&mut out, report)
            .map_err(std::io::Error::other)
            .and_then(|()| writeln!(out)),
    }
    .and_then(|()| out.flush())
    .context("cannot write to stdout")
}
