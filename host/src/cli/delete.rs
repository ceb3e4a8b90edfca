//! `hwfilter delete`: remove keys from the cuckoo filter.

use std::time::Instant;

use crate::client::DeleteResult;
use clap::Args;
use hwfilter_model::protocol::{Filter, Op};

use super::keys::{self, KeyArgs};
use super::records::Use;
use super::{Connection, Format};

/// Deletes keys from the cuckoo filter (a Bloom filter cannot delete).
///
/// Only delete keys you inserted: the filter stores fingerprints, not keys,
/// so deleting a key that was never inserted can remove another key's
/// matching fingerprint, and that key then reads as absent.
#[derive(Debug, Args)]
pub struct DeleteArgs {
    #[command(flatten)]
    keys: KeyArgs,
}

pub fn run(args: &DeleteArgs, conn: &Connection, format: Format) -> anyhow::Result<()> {
    if format == Format::Text && args.keys.from_stdin() {
        let mut board = conn.open()?;
        args.keys
            .check_normalization(conn, &board, Filter::Cuckoo, Use::Read)?;
        super::stream::run(
            Op::Delete,
            Filter::Cuckoo,
            &args.keys,
            &mut board,
            |s, wire| Ok(names(&s.delete(wire)?)),
        )?;
        return Ok(());
    }
    let keys = args.keys.read()?;
    let mut board = conn.open()?;
    board.attach_progress(10_000);
    let wire = args.keys.reduce(&keys, &board)?;
    args.keys
        .check_normalization(conn, &board, Filter::Cuckoo, Use::Read)?;
    let started = Instant::now();
    let results = board.delete(&wire)?;
    keys::report(
        Op::Delete,
        Filter::Cuckoo,
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
