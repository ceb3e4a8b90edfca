//! Subcommands, one file each, and the options they share.

pub mod bench;

use clap::ValueEnum;

/// How a report is written to stdout.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum Format {
    /// An aligned table with units, for people.
    Text,
    /// One JSON object, for scripts.
    Json,
}
