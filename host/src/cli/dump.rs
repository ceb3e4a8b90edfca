//! `hwfilter dump -o FILE`: save a filter's memory to a snapshot file.

use std::path::PathBuf;

use crate::normalize::Normalization;
use crate::snapshot::{Snapshot, SnapshotParams};
use anyhow::Context;
use clap::Args;
use hwfilter_model::protocol::Filter;
use serde::Serialize;

use super::{Connection, FilterArg, Format, filter_name};

#[derive(Debug, Args)]
pub struct DumpArgs {
    /// Filter to save.
    #[arg(long, value_enum, default_value_t = FilterArg::Bloom)]
    filter: FilterArg,

    /// Snapshot file to write (with the filter's parameters, the hash
    /// version and seed, the key normalisation on record, and a CRC).
    #[arg(short, long, value_name = "FILE")]
    output: PathBuf,
}

#[derive(Serialize)]
struct Report {
    filter: &'static str,
    words: usize,
    bytes: usize,
    file: String,
}

pub fn run(args: &DumpArgs, conn: &Connection, format: Format) -> anyhow::Result<()> {
    let filter = Filter::from(args.filter);
    let mut board = conn.open()?;
    board.attach_progress(1);
    let words = board.dump(filter)?;
    let normalization = match conn.records(&board) {
        Some(records) => records.get(filter)?,
        None => None,
    };
    let snap = Snapshot {
        params: SnapshotParams {
            normalization: normalization.unwrap_or(Normalization::NONE),
            ..SnapshotParams::of(board.board_info(), filter)
        },
        words,
    };
    let bytes = snap.encode();
    // Write beside the target and rename, so a failed write never leaves
    // half a snapshot under the requested name.
    let tmp = args.output.with_extension("partial");
    std::fs::write(&tmp, &bytes).with_context(|| format!("cannot write {}", tmp.display()))?;
    std::fs::rename(&tmp, &args.output)
        .with_context(|| format!("cannot write {}", args.output.display()))?;
    let r = Report {
        filter: filter_name(filter),
        words: snap.words.len(),
        bytes: bytes.len(),
        file: args.output.display().to_string(),
    };
    super::write_out(format, &r, || {
        format!(
            "saved the {} filter ({} words) to {} ({} bytes)\n",
            r.filter, r.words, r.file, r.bytes
        )
    })
}
