//! `hwfilter stats`: the board's link counters and the cuckoo engine's.

use clap::Args;
use hwfilter_model::protocol::Filter;
use serde::Serialize;

use super::{Connection, FilterArg, Format, filter_name};

#[derive(Debug, Args)]
pub struct StatsArgs {
    /// Filter whose engine counters to read (the link counters are shared).
    #[arg(long, value_enum, default_value_t = FilterArg::Bloom)]
    filter: FilterArg,
}

#[derive(Serialize)]
struct Report {
    filter: &'static str,
    frames: u32,
    bad_crc: u32,
    bad_length: u32,
    bad_request: u32,
    out_of_sequence: u32,
    replays: u32,
    busy: u32,
    uart_errors: u32,
    cuckoo_kicks: u32,
    cuckoo_full: u32,
}

pub fn run(args: &StatsArgs, conn: &Connection, format: Format) -> anyhow::Result<()> {
    let filter = Filter::from(args.filter);
    let mut board = conn.open()?;
    let s = board.stats(filter)?;
    let r = Report {
        filter: filter_name(filter),
        frames: s.frames,
        bad_crc: s.bad_crc,
        bad_length: s.bad_length,
        bad_request: s.bad_request,
        out_of_sequence: s.out_of_sequence,
        replays: s.replays,
        busy: s.busy,
        uart_errors: s.uart_errors,
        cuckoo_kicks: s.cuckoo_kicks,
        cuckoo_full: s.cuckoo_full,
    };
    super::write_out(format, &r, || {
        let mut t = format!(
            "frames {} (bad CRC {}, bad length {}, bad request {}), out of sequence {}, \
             replays {}, busy {}, UART errors {}\n",
            r.frames,
            r.bad_crc,
            r.bad_length,
            r.bad_request,
            r.out_of_sequence,
            r.replays,
            r.busy,
            r.uart_errors
        );
        if filter == Filter::Cuckoo {
            t += &format!(
                "cuckoo: {} kicks, {} FULL answers\n",
                r.cuckoo_kicks, r.cuckoo_full
            );
        }
        t
    })
}
