//! `hwfilter query`: ask a filter whether keys are present, pipelined.

use std::time::Instant;

use clap::Args;
use hwfilter_model::protocol::{Filter, Op};

use super::keys::{self, KeyArgs};
use super::records::Use;
use super::{Connection, FilterArg, Format};

#[derive(Debug, Args)]
pub struct QueryArgs {
    /// Filter to query. "present" may be a false positive; "absent" is
    /// certain (for the cuckoo filter: unless a delete removed the key's
    /// fingerprint).
    #[arg(long, value_enum, default_value_t = FilterArg::Bloom)]
    filter: FilterArg,

    #[command(flatten)]
    keys: KeyArgs,
}

pub fn run(args: &QueryArgs, conn: &Connection, format: Format) -> anyhow::Result<()> {
    let filter = Filter::from(args.filter);
    if format == Format::Text && args.keys.from_stdin() {
        let mut board = conn.open()?;
        args.keys
            .check_normalization(conn, &board, filter, Use::Read)?;
        super::stream::run(Op::Query, filter, &args.keys, &mut board, |s, wire| {
            Ok(names(&s.query(filter, wire)?))
        })?;
        return Ok(());
    }
    let keys = args.keys.read()?;
    let mut board = conn.open()?;
    board.attach_progress(10_000);
    let wire = args.keys.reduce(&keys, &board)?;
    args.keys
        .check_normalization(conn, &board, filter, Use::Read)?;
    let started = Instant::now();
    let results = board.query(filter, &wire)?;
    keys::report(
        Op::Query,
        filter,
        &args.keys,
        &keys,
        &names(&results),
        started,
        format,
    )
}

fn names(results: &[bool]) -> Vec<&'static str> {
    results
        .iter()
        .map(|&p| if p { "present" } else { "absent" })
        .collect()
}
