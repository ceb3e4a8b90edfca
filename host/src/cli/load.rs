//! `hwfilter load FILE`: restore a filter from a snapshot file.

use std::io::Read;
use std::path::PathBuf;

use crate::snapshot::{MAX_FILE, Snapshot};
use anyhow::{Context, bail};
use clap::Args;
use serde::Serialize;

use super::{Connection, Format, filter_name};

/// Restores the filter a snapshot was taken from (CLEAR, then every word).
/// A file that is corrupt, or was taken on a board with other filter
/// parameters or another hash, is refused before anything is sent.
#[derive(Debug, Args)]
pub struct LoadArgs {
    /// Snapshot file written by `hwfilter dump`.
    #[arg(value_name = "FILE")]
    file: PathBuf,
}

#[derive(Serialize)]
struct Report {
    filter: &'static str,
    words: usize,
    file: String,
}

pub fn run(args: &LoadArgs, conn: &Connection, format: Format) -> anyhow::Result<()> {
    let name = args.file.display().to_string();
    let mut bytes = Vec::new();
    std::fs::File::open(&args.file)
        .and_then(|f| f.take(MAX_FILE as u64 + 1).read_to_end(&mut bytes))
        .with_context(|| format!("cannot read {name}"))?;
    if bytes.len() > MAX_FILE {
        bail!("{name} is larger than any snapshot: not a snapshot file");
    }
    let snap = Snapshot::decode(&bytes).with_context(|| format!("cannot load {name}"))?;
    let mut board = conn.open()?;
    snap.params
        .check(board.board_info())
        .with_context(|| format!("cannot load {name}"))?;
    board.attach_progress(1);
    board.load(snap.params.filter, &snap.words)?;
    // The filter now holds keys normalised as the snapshot's were.
    if let Some(records) = conn.records(&board) {
        records.set(snap.params.filter, Some(snap.params.normalization))?;
    }
    let r = Report {
        filter: filter_name(snap.params.filter),
        words: snap.words.len(),
        file: name,
    };
    super::write_out(format, &r, || {
        format!(
            "restored the {} filter ({} words) from {}\n",
            r.filter, r.words, r.file
        )
    })
}
