//! `hwfilter delete`: remove keys from the cuckoo filter.

use std::time::Instant;

use crate::client::DeleteResult;
use clap::Args;
use hwfilter_model::protocol::{Filter, Op};

use super::keys::{self, KeyArgs};
use super::records::Use;
use super::{Connection, FilterArg, Format};

/// Deletes keys from the cuckoo filter, or from a counting Bloom filter (a
/// plain Bloom filter cannot delete; `hwfilter info` shows `bloom_kind`).
///
/// Only delete keys you inserted: the cuckoo filter stores fingerprints,
/// not keys, and a counting Bloom filter counts, so deleting a key that was
/// never inserted can remove another key's fingerprint or counts, and that
/// key then reads as absent.
#[derive(Debug, Args)]
pub struct DeleteArgs {
    /// Filter to delete from: `bloom` only when the board's Bloom filter
    /// is a counting one.
    #[arg(long, value_enum, default_value_t = FilterArg::Cuckoo)]
    filter: FilterArg,

    #[command(flatten)]
    keys: KeyArgs,
}

pub fn run(args: &DeleteArgs, conn: &Connection, format: Format) -> anyhow::Result<()> {
    let filter = Filter::from(args.filter);
    if format == Format::Text && args.keys.from_stdin() {
        let mut board = conn.open()?;
        args.keys
            .check_normalization(conn, &board, filter, Use::Read)?;
        super::stream::run(Op::Delete, filter, &args.keys, &mut board, |s, wire| {
            Ok(names(&s.delete(filter, wire)?))
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
    let results = board.delete(filter, &wire)?;
    keys::report(
        Op::Delete,
        filter,
        &args.keys,
        &keys,
        &names(&results),
        started,
        format,
    )
}

fn names(results: &[DeleteResult]) -> Vec<&'static str> {
    results
        .iter()
        .map(|r| match r {
            DeleteResult::Deleted => "deleted",
            DeleteResult::NotFound => "not-found",
        })
        .collect()
}
