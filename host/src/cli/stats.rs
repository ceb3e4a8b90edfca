//! `hwfilter stats`: the board's link counters, the cuckoo engine's, and
//! how full the Bloom filter is.

use clap::Args;
use hwfilter_model::protocol::{BloomKind, Filter};
use serde::Serialize;

use super::fill::{FillArgs, FillReport};
use super::{BoardLink, Connection, FilterArg, Format, filter_name};

#[derive(Debug, Args)]
pub struct StatsArgs {
    /// Filter whose engine counters to read (the link counters are
    /// shared): the Bloom filter's fill, or the cuckoo engine's kicks and
    /// FULL answers.
    #[arg(long, value_enum, default_value_t = FilterArg::Bloom)]
    filter: FilterArg,

    #[command(flatten)]
    fill: FillArgs,
}

#[derive(Debug, Serialize)]
pub struct Report {
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
    /// A counting Bloom filter's counters stuck at 15 (STATS field 8 of
    /// filter 0; `--filter bloom` on a counting board only): they never
    /// change again, so keys on them cannot be fully deleted.
    #[serde(skip_serializing_if = "Option::is_none")]
    stuck_counters: Option<u32>,
    /// The Bloom filter's fill (`--filter bloom`).
    #[serde(skip_serializing_if = "Option::is_none")]
    fill: Option<FillReport>,
}

impl Report {
    pub fn text(&self) -> String {
        let mut t = format!(
            "frames {} (bad CRC {}, bad length {}, bad request {}), out of sequence {}, \
             replays {}, busy {}, UART errors {}\n",
            self.frames,
            self.bad_crc,
            self.bad_length,
            self.bad_request,
            self.out_of_sequence,
            self.replays,
            self.busy,
            self.uart_errors
        );
        if self.filter == filter_name(Filter::Cuckoo) {
            t += &format!(
                "cuckoo: {} kicks, {} FULL answers\n",
                self.cuckoo_kicks, self.cuckoo_full
            );
        }
        if let Some(stuck) = self.stuck_counters {
            t += &format!(
                "counting bloom: {stuck} counters stuck at 15 (never changed again; \
                 docs/counting.md)\n"
            );
        }
        if let Some(f) = &self.fill {
            t += &f.text("bloom fill: ", "  ");
        }
        t
    }
}

/// STATS of the filter `args` names, from `board`; the Bloom filter's with
/// its fill.
pub fn report(args: &StatsArgs, board: &mut BoardLink) -> anyhow::Result<Report> {
    let filter = Filter::from(args.filter);
    let (s, each) = board.stats_by_board(filter)?;
    let counting = board
        .board_info()
        .filter_kinds()
        .is_ok_and(|k| k.bloom == BloomKind::Counting);
    // On filter 0 of a counting board, field 8 counts stuck counters.
    let (cuckoo_kicks, stuck_counters) = match filter {
        Filter::Bloom if counting => (0, Some(s.cuckoo_kicks)),
        _ => (s.cuckoo_kicks, None),
    };
    let fill = match filter {
        Filter::Bloom => {
            let info = *board.board_info();
            match super::fill::fill_of(&info, &each, args.fill.target_fpr) {
                Ok(f) => Some(FillReport::new(&f)),
                // The counters are still STATS: a board built without
                // them (or reporting counts that cannot be) has no fill.
                Err(e) => {
                    eprintln!("note: no Bloom fill: {e:#}");
                    None
                }
            }
        }
        Filter::Cuckoo => None,
    };
    Ok(Report {
        filter: filter_name(filter),
        frames: s.frames,
        bad_crc: s.bad_crc,
        bad_length: s.bad_length,
        bad_request: s.bad_request,
        out_of_sequence: s.out_of_sequence,
        replays: s.replays,
        busy: s.busy,
        uart_errors: s.uart_errors,
        cuckoo_kicks,
        cuckoo_full: s.cuckoo_full,
        stuck_counters,
        fill,
    })
}

pub fn run(args: &StatsArgs, conn: &Connection, format: Format) -> anyhow::Result<()> {
    let mut board = conn.open()?;
    let r = report(args, &mut board)?;
    super::write_out(format, &r, || r.text())?;
    if let Some(f) = &r.fill {
        f.warn(format);
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cli::fill::FillArgs;
    use crate::cli::fill::test_boards::{keys, model_port, model_serve};
    use crate::serve::shards::shard_of;
    use hwfilter_model::BloomModel;
    use hwfilter_model::BloomParams;

    fn args(filter: FilterArg, target_fpr: f64) -> StatsArgs {
        StatsArgs {
            filter,
            fill: FillArgs { target_fpr },
        }
    }

    fn bloom() -> StatsArgs {
        args(FilterArg::Bloom, 0.01)
    }

    fn within_5_percent(estimate: f64, n: usize) {
        let err = (estimate - n as f64).abs() / n as f64;
        assert!(err < 0.05, "estimated {estimate} for {n} keys");
    }

    /// A counting board's STATS field 8 is its stuck counters: a key
    /// inserted 16 times sticks its 4 counters at 15.
    #[test]
    fn a_counting_board_reports_its_stuck_counters() {
        use crate::client::{Client, ClientConfig};
        use crate::transport::{FakeConfig, FakeTransport, Transport};
        let mut config = FakeConfig::sim_board();
        config.board.bloom_kind = BloomKind::Counting;
        config.board.bloom = BloomParams::new(4, 12).unwrap();
        let t: Box<dyn Transport> = Box::new(FakeTransport::new(config));
        let client = Client::connect(t, ClientConfig::default()).unwrap();
        let mut board = BoardLink::Port(crate::cli::Session { client, baud: None });
        let r = report(&bloom(), &mut board).unwrap();
        assert_eq!(r.stuck_counters, Some(0));
        board.insert(Filter::Bloom, &[42; 16]).unwrap();
        let r = report(&bloom(), &mut board).unwrap();
        assert_eq!(r.stuck_counters, Some(4));
        assert!(
            r.text().contains("counting bloom: 4 counters stuck at 15"),
            "{}",
            r.text()
        );
        assert_eq!(serde_json::to_value(&r).unwrap()["stuck_counters"], 4);
        // A plain board has none to report.
        let r = report(&bloom(), &mut model_port()).unwrap();
        assert_eq!(r.stuck_counters, None);
        assert!(!r.text().contains("stuck"));
    }

    #[test]
    fn a_model_board_at_a_known_fill_reports_it() {
        let mut board = model_port();
        let keys = keys(5, 5000);
        let empty = report(&bloom(), &mut board).unwrap();
        let f = empty.fill.as_ref().unwrap();
        assert_eq!((f.estimated_keys, f.live_fpr, f.state), (0.0, 0.0, "ok"));
        assert_eq!(f.set_bits.as_deref(), Some(&[0u64; 4][..]));
        // 1,000 keys (16% of 6,227), then 5,000 (80%).
        let mut done = 0;
        for (n, state) in [(1000, "ok"), (5000, "filling")] {
            board.insert(Filter::Bloom, &keys[done..n]).unwrap();
            done = n;
            let r = report(&bloom(), &mut board).unwrap();
            let f = r.fill.as_ref().unwrap();
            within_5_percent(f.estimated_keys, n);
            assert_eq!(f.capacity, 6227);
            assert_eq!(f.state, state, "{n} keys");
            assert!((f.capacity_used - f.estimated_keys / 6227.0).abs() < 1e-12);
            let text = r.text();
            assert!(text.contains("\nbloom fill: ~"), "{text}");
            assert!(text.contains("\n  set bits "), "{text}");
            let json = serde_json::to_value(&r).unwrap();
            assert_eq!(json["fill"]["state"], state);
            assert_eq!(json["filter"], "bloom");
        }
        // The fill counts distinct keys: the same keys again change nothing.
        let before = report(&bloom(), &mut board).unwrap().fill.unwrap();
        board.insert(Filter::Bloom, &keys[..2000]).unwrap();
        let after = report(&bloom(), &mut board).unwrap().fill.unwrap();
        assert_eq!(before.set_bits, after.set_bits);
        assert_eq!(before.estimated_keys, after.estimated_keys);
        assert_eq!(
            after.warning_line().unwrap(),
            "warning: bloom filter at 70% of its design capacity or more"
        );
        // Against a 0.4% target (4,745 keys) the same keys are past the
        // capacity.
        let strict = report(&args(FilterArg::Bloom, 0.004), &mut board).unwrap();
        let s = strict.fill.unwrap();
        assert_eq!((s.capacity, s.target_fpr), (4745, 0.004));
        assert_eq!(s.state, "over");
        // The cuckoo filter's STATS shows no fill.
        let cuckoo = report(&args(FilterArg::Cuckoo, 0.01), &mut board).unwrap();
        assert!(cuckoo.fill.is_none());
        assert!(!cuckoo.text().contains("bloom"), "{}", cuckoo.text());
        let json = serde_json::to_value(&cuckoo).unwrap();
        assert!(json.get("fill").is_none(), "{json}");
        assert_eq!(json["filter"], "cuckoo");
    }

    #[test]
    fn a_serve_of_two_model_boards_reports_each_boards_fill() {
        let (server, mut board) = model_serve(2);
        // 8,000 keys: 64% of the two boards' 12,454.
        let keys = keys(9, 8000);
        board.insert(Filter::Bloom, &keys).unwrap();
        let r = report(&bloom(), &mut board).unwrap();
        let f = r.fill.as_ref().unwrap();
        within_5_percent(f.estimated_keys, keys.len());
        assert_eq!(f.capacity, 2 * 6227);
        assert_eq!(f.state, "ok");
        assert_eq!(f.set_bits, None);
        assert_eq!(f.boards.len(), 2);
        // Each board's set bits are exactly its share's, placed as serve
        // places keys, and its estimate is its share's count.
        let params = BloomParams::new(4, 14).unwrap();
        for (i, b) in f.boards.iter().enumerate() {
            let mut model = BloomModel::new(params);
            let mine: Vec<u64> = keys
                .iter()
                .copied()
                .filter(|&k| shard_of(k, 2) == i)
                .collect();
            for &k in &mine {
                model.insert(k);
            }
            assert_eq!(b.set_bits, model.bank_popcounts(), "board {}", i + 1);
            within_5_percent(b.estimated_keys, mine.len());
            assert_eq!(b.capacity, 6227);
        }
        let mean = (f.boards[0].live_fpr + f.boards[1].live_fpr) / 2.0;
        assert!((f.live_fpr - mean).abs() < 1e-15);
        let text = r.text();
        assert!(text.contains(" distinct keys over 2 boards "), "{text}");
        assert!(
            text.contains("\n  board 1: ~") && text.contains("\n  board 2: ~"),
            "{text}"
        );
        // The counters still add the boards up.
        assert!(r.frames > 0);
        drop(board);
        server.stop().unwrap();
    }
}
