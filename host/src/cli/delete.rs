//! `hwfilter delete`: remove keys from the cuckoo filter.

use std::time::Instant;

use crate::client::DeleteResult;
use clap::Args;
use hwfilter_model::protocol::{Filter, Op};

use super::keys::{self, KeyArgs};
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
    let keys = args.keys.read()?;
    let mut session = conn.connect()?;
    super::attach_progress(&mut session.client, 10_000);
    let wire = args.keys.reduce(&keys, &session.client)?;
    let started = Instant::now();
    let results = session.client.delete(&wire)?;
    let names: Vec<&'static str> = results
        .iter()
        .map(|r| match r {
            DeleteResult::Deleted => "deleted",
            DeleteResult::NotFound => "not-found",
        })
        .collect();
    keys::report(
        Op::Delete,
        Filter::Cuckoo,
        &args.keys,
        &keys,
        &names,
        started,
        format,
    )
}
