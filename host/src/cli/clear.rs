//! `hwfilter clear`: empty a filter.

use clap::Args;
use hwfilter_model::protocol::Filter;
use serde::Serialize;

use super::{Connection, FilterArg, Format, filter_name};

#[derive(Debug, Args)]
pub struct ClearArgs {
    /// Filter to empty.
    #[arg(long, value_enum, default_value_t = FilterArg::Bloom)]
    filter: FilterArg,
}

#[derive(Serialize)]
struct Report {
    filter: &'static str,
    cleared: bool,
}

pub fn run(args: &ClearArgs, conn: &Connection, format: Format) -> anyhow::Result<()> {
    let filter = Filter::from(args.filter);
    let mut board = conn.open()?;
    board.clear(filter)?;
    // An empty filter may be filled with any normalisation.
    if let Some(records) = conn.records(&board) {
        records.set(filter, None)?;
    }
    let r = Report {
        filter: filter_name(filter),
        cleared: true,
    };
    super::write_out(format, &r, || format!("cleared the {} filter\n", r.filter))
}
