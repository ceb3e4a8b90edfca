//! `hwfilter`: the command line over the `hwfilter_host` library. Parsing,
//! progress display and output formatting live here; every measurement and
//! device operation lives in the library.

mod cli;

use std::process::ExitCode;

use clap::{Parser, Subcommand};

use cli::Format;

/// Host tool of the hwfilter Bloom/Cuckoo filter engines.
#[derive(Debug, Parser)]
#[command(name = "hwfilter", version, about, propagate_version = true)]
struct Cli {
    /// Output format of reports on stdout (progress goes to stderr, when it is a terminal).
    #[arg(long, global = true, value_enum, default_value_t = Format::Text, env = "HWFILTER_FORMAT")]
    format: Format,

    #[command(subcommand)]
    command: Command,
}

#[derive(Debug, Subcommand)]
enum Command {
    /// Measure an engine's throughput and false-positive rate (Verilated
    /// RTL checked against the model) and compare with software filters.
    Bench(cli::bench::BenchArgs),
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let result = match cli.command {
        Command::Bench(args) => cli::bench::run(&args, cli.format),
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
