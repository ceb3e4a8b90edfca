//! `hwfilter demo`: the board's main job, end to end, with the numbers
//! that matter.

use std::time::Instant;

use crate::client::{Client, InsertResult};
use crate::transport::{LineCounters, Transport};
use anyhow::{Context, bail};
use clap::Args;
use hwfilter_model::CuckooParams;
use hwfilter_model::geometry::BloomGeometry;
use hwfilter_model::protocol::{Filter, Op};
use hwfilter_model::rng::SplitMix64;
use serde::Serialize;

use super::{Connection, Format, filter_name, op_name};

/// Fills each filter with a sample set sized from the board's capacity
/// (Bloom: its capacity at 1% false positives; cuckoo: 90% of its
/// capacity), queries every member and a set of non-members, and prints
/// the false-positive rate against theory, throughput and link efficiency.
/// Without --port it runs on a simulated board started for the demo.
#[derive(Debug, Args)]
pub struct DemoArgs {
    /// Non-member keys queried per filter.
    #[arg(long, value_name = "N", default_value_t = 20_000,
          value_parser = clap::value_parser!(u64).range(1..=10_000_000))]
    non_members: u64,

    /// Seed of the sample keys.
    #[arg(long, value_name = "S", default_value_t = 1)]
    seed: u64,

    /// Without --port: clock cycles per UART bit of the simulated board (4,
    /// the fastest, or 5, the Alchitry Cu's real 12 Mbaud at 60 MHz).
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u16).range(4..=65535))]
    div: Option<u16>,
}

/// One timed stream.
#[derive(Debug, Serialize)]
struct Stream {
    filter: &'static str,
    op: &'static str,
    keys: u64,
    seconds: f64,
    keys_per_s: f64,
    /// Key bytes over the line's capacity in the same time (8N1), where
    /// the transport knows the line's clock (simulated board) or its baud.
    link_efficiency: Option<f64>,
    /// Fraction of the time the host-to-board line carried bytes.
    line_busy: Option<f64>,
}

#[derive(Debug, Serialize)]
struct FilterResult {
    filter: &'static str,
    members: u64,
    members_present: u64,
    non_members: u64,
    false_positives: u64,
    fpr: f64,
    fpr_theory: f64,
    /// Cuckoo only: keys answered FULL on insert.
    full: u64,
}

#[derive(Debug, Serialize)]
struct Report {
    board: String,
    filters: Vec<FilterResult>,
    streams: Vec<Stream>,
}

fn measure(
    client: &mut Client<Box<dyn Transport>>,
    baud: Option<u32>,
    filter: Filter,
    op: Op,
    keys: u64,
    run: impl FnOnce(&mut Client<Box<dyn Transport>>) -> anyhow::Result<()>,
) -> anyhow::Result<Stream> {
    let before: Option<LineCounters> = client.transport().line_counters();
    let t = Instant::now();
    run(client)?;
    let seconds = t.elapsed().as_secs_f64();
    let after = client.transport().line_counters();
    let key_bits = keys as f64 * 8.0 * 10.0;
    let (link_efficiency, line_busy) = match (before, after, baud) {
        (Some(b), Some(a), _) if a.cycles > b.cycles && a.baud_div > 0 => {
            let bit_times = (a.cycles - b.cycles) as f64 / a.baud_div as f64;
            let line_bits = (a.bytes_to_board - b.bytes_to_board) as f64 * 10.0;
            (Some(key_bits / bit_times), Some(line_bits / bit_times))
        }
        (_, _, Some(baud)) => (Some(key_bits / (baud as f64 * seconds)), None),
        _ => (None, None),
    };
    Ok(Stream {
        filter: filter_name(filter),
        op: op_name(op),
        keys,
        seconds,
        keys_per_s: keys as f64 / seconds.max(1e-9),
        link_efficiency,
        line_busy,
    })
}

pub fn run(args: &DemoArgs, conn: &Connection, format: Format) -> anyhow::Result<()> {
    if args.div.is_some() && !conn.ports.is_empty() {
        bail!(
            "--div sets the divider of a simulated board started by demo: drop --port, or pass --div to serve-sim"
        );
    }
    let mut session = conn.connect_with_div(args.div)?;
    super::attach_progress(&mut session.client, 1_000);
    let info = *session.client.board_info();
    let baud = session.baud;
    let client = &mut session.client;
    let mut rng = SplitMix64(args.seed);
    let mut filters = Vec::new();
    let mut streams = Vec::new();
    let bloom = BloomGeometry::of(&info)
        .map_err(|e| anyhow::anyhow!("the board reports an invalid Bloom geometry: {e}"))?;
    let cuckoo = CuckooParams::new(
        info.cuckoo_fp_bits,
        info.cuckoo_bucket_bits,
        info.cuckoo_max_kicks,
    )
    .context("the board reports an invalid cuckoo geometry")?;
    let plans = [
        (Filter::Bloom, info.bloom_capacity as u64),
        (Filter::Cuckoo, info.cuckoo_capacity as u64 * 9 / 10),
    ];
    for (filter, n) in plans {
        if n == 0 {
            bail!("the board reports a {} capacity of 0", filter_name(filter));
        }
        let members: Vec<u64> = (0..n).map(|_| rng.next_u64()).collect();
        let others: Vec<u64> = (0..args.non_members).map(|_| rng.next_u64()).collect();
        client.clear(filter)?;
        let mut full = 0;
        streams.push(measure(client, baud, filter, Op::Insert, n, |c| {
            full = c
                .insert(filter, &members)?
                .iter()
                .filter(|r| **r == InsertResult::Full)
                .count() as u64;
            Ok(())
        })?);
        let mut present = 0;
        streams.push(measure(client, baud, filter, Op::Query, n, |c| {
            present = c.query(filter, &members)?.iter().filter(|p| **p).count() as u64;
            Ok(())
        })?);
        let mut fp = 0;
        let stream = measure(client, baud, filter, Op::Query, args.non_members, |c| {
            fp = c.query(filter, &others)?.iter().filter(|p| **p).count() as u64;
            Ok(())
        })?;
        streams.push(Stream {
            op: "query-others",
            ..stream
        });
        let fpr_theory = match filter {
            Filter::Bloom => bloom.theoretical_fpr(n),
            Filter::Cuckoo => {
                // 2 buckets x 4 slots, each holding a fingerprint with
                // probability `load`, each matching with 1 / (2^f - 1).
                let load = n as f64 / cuckoo.slots() as f64;
                let q = 1.0 / ((1u64 << cuckoo.fp_bits()) - 1) as f64;
                1.0 - (1.0 - q).powf(8.0 * load)
            }
        };
        filters.push(FilterResult {
            filter: filter_name(filter),
            members: n,
            members_present: present,
            non_members: args.non_members,
            false_positives: fp,
            fpr: fp as f64 / args.non_members as f64,
            fpr_theory,
            full,
        });
    }
    let r = Report {
        board: client.transport().name(),
        filters,
        streams,
    };
    super::write_out(format, &r, || text(&r))?;
    for f in &r.filters {
        if f.members_present + f.full < f.members {
            bail!(
                "{} of {} inserted keys read as absent on the {} filter: the board lost keys",
                f.members - f.members_present,
                f.members,
                f.filter
            );
        }
    }
    Ok(())
}

fn text(r: &Report) -> String {
    let mut s = format!("hwfilter demo on the {}\n\n", r.board);
    for f in &r.filters {
        s += &format!(
            "{:<7} {} keys inserted, {} of them present; {} non-members: {} false positives, \
             FPR {:.3}% (theory {:.3}%){}\n",
            f.filter,
            f.members,
            f.members_present,
            f.non_members,
            f.false_positives,
            100.0 * f.fpr,
            100.0 * f.fpr_theory,
            if f.full > 0 {
                format!(", {} FULL", f.full)
            } else {
                String::new()
            }
        );
    }
    s += "\nstream                     keys    seconds     keys/s   link efficiency  line busy\n";
    for st in &r.streams {
        let pct = |v: Option<f64>| v.map_or("-".to_string(), |v| format!("{:.1}%", 100.0 * v));
        s += &format!(
            "{:<7} {:<12} {:>10} {:>10.2} {:>10.0} {:>17} {:>10}\n",
            st.filter,
            st.op,
            st.keys,
            st.seconds,
            st.keys_per_s,
            pct(st.link_efficiency),
            pct(st.line_busy)
        );
    }
    s += "\nlink efficiency: key bytes per line bit time over the 8N1 limit (a 60-key \
          frame is 480 key bytes in 492 line bytes: 97.6% at most); on a simulated board \
          started by demo, in board clock cycles; on a --port, in wall-clock time at the port's baud rate\n";
    s
}
