//! `hwfilter insert`: add keys to a filter, pipelined.

use std::time::Instant;

use crate::client::InsertResult;
use clap::Args;
use hwfilter_model::protocol::{Filter, Op};

use super::keys::{self, KeyArgs};
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
    let keys = args.keys.read()?;
    let mut session = conn.connect()?;
    super::attach_progress(&mut session.client, 10_000);
    let wire = args.keys.reduce(&keys, &session.client)?;
    let started = Instant::now();
    let results = session.client.insert(filter, &wire)?;
    let names: Vec<&'static str> = results
        .iter()
        .map(|r| match r {
            InsertResult::Added => "added",
            InsertResult::AlreadyPresent => "already-present",
            InsertResult::Full => "full",
        })
        .collect();
    keys::report(
        Op::Insert,
        filter,
        &args.keys,
        &keys,
        &names,
        started,
        format,
    )?;
    let full = results.iter().filter(|r| **r == InsertResult::Full).count();
    if full > 0 {
        anyhow::bail!(
            "{full} keys did not fit: the cuckoo filter is full (delete keys, or clear it)"
        );
    }
    Ok(())
}
