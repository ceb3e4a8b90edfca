//! `hwfilter insert`: add keys to a filter, pipelined.

use std::time::Instant;

use crate::client::InsertResult;
use clap::Args;
use hwfilter_model::protocol::{Filter, Op};

use super::keys::{self, KeyArgs};
use super::records::Use;
use super::{Connection, FilterArg, Format};

#[derive(Debug, Args)]
pub struct InsertArgs {
    /// Filter to insert into.
    #[arg(long, value_enum, default_value_t = FilterArg::Bloom)]
    filter: FilterArg,

    #[command(flatten)]
    keys: KeyArgs,
}

pub fn run(args: &InsertArgs, conn: &Connection, format: Format) -> anyhow::Result<()> {
    let filter = Filter::from(args.filter);
    if format == Format::Text && args.keys.from_stdin() {
        let mut board = conn.open()?;
        args.keys
            .check_normalization(conn, &board, filter, Use::Fill)?;
        let summary = super::stream::run(Op::Insert, filter, &args.keys, &mut board, |s, wire| {
            Ok(names(&s.insert(filter, wire)?))
        })?;
        return full_error(summary.get("full").copied().unwrap_or(0));
    }
    let keys = args.keys.read()?;
    let mut board = conn.open()?;
    board.attach_progress(10_000);
    let wire = args.keys.reduce(&keys, &board)?;
    args.keys
        .check_normalization(conn, &board, filter, Use::Fill)?;
    let started = Instant::now();
    let results = board.insert(filter, &wire)?;
    keys::report(
        Op::Insert,
        filter,
        &args.keys,
        &keys,
        &names(&results),
        started,
        format,
    )?;
    full_error(results.iter().filter(|r| **r == InsertResult::Full).count() as u64)
}

fn names(results: &[InsertResult]) -> Vec<&'static str> {
    results
        .iter()
        .map(|r| match r {
            InsertResult::Added => "added",
            InsertResult::AlreadyPresent => "already-present",
            InsertResult::Full => "full",
        })
        .collect()
}

fn full_error(full: u64) -> anyhow::Result<()> {
    if full > 0 {
        anyhow::bail!(
            "{full} keys did not fit: the cuckoo filter is full (delete keys, or clear it)"
        );
    }
    Ok(())
}
