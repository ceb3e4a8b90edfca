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
        let mut session = conn.connect()?;
        args.keys
            .check_normalization(conn, &session, filter, Use::Read)?;
        super::stream::run(Op::Query, filter, &args.keys, &mut session, |s, wire| {
            Ok(names(&s.client.query(filter, wire)?))
        })?;
        return Ok(());
    }
    let keys = args.keys.read()?;
    let mut session = conn.connect()?;
    super::attach_progress(&mut session.client, 10_000);
    let wire = args.keys.reduce(&keys, &session.client)?;
    args.keys
        .check_normalization(conn, &session, filter, Use::Read)?;
    let started = Instant::now();
    let results = session.client.query(filter, &wire)?;
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
