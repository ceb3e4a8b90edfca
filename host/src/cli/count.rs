//! `hwfilter count`: items stored in the cuckoo filter.

use clap::Args;
use serde::Serialize;

use super::{Connection, Format};

/// Prints the number of items the cuckoo filter holds (a Bloom filter does
/// not count its keys).
#[derive(Debug, Args)]
pub struct CountArgs {}

#[derive(Serialize)]
struct Report {
    filter: &'static str,
    items: u32,
    capacity: u32,
    load: f64,
}

pub fn run(_args: &CountArgs, conn: &Connection, format: Format) -> anyhow::Result<()> {
    let mut board = conn.open()?;
    let items = board.count()?;
    let info = *board.board_info();
    let slots = 4u64 << info.cuckoo_bucket_bits.min(40);
    let r = Report {
        filter: "cuckoo",
        items,
        capacity: info.cuckoo_capacity,
        load: items as f64 / slots as f64,
    };
    super::write_out(format, &r, || {
        format!(
            "{} items in the cuckoo filter ({:.1}% of {} slots; capacity {} at 95% load)\n",
            r.items,
            100.0 * r.load,
            slots,
            r.capacity
        )
    })
}
