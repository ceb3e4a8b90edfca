//! The Bloom filter's fill in the reports of `stats` and `info`: read from
//! STATS (each board's set bits) and INFO (the geometry), shown as text
//! lines or the JSON `fill` object, and a warning on stderr when it is time
//! to plan a larger filter or rebuild ([`crate::fill`] combines several
//! boards behind one `serve`).

use clap::Args;
use hwfilter_model::fill::Fill;
use hwfilter_model::protocol::{FILL_BANKS, Filter, Info};
use serde::Serialize;

use super::{BoardLink, Format};
use crate::fill::{BoardsFill, DEFAULT_TARGET_FPR, check_target_fpr};

/// The option of the commands that show the fill.
#[derive(Debug, Args)]
pub struct FillArgs {
    /// False-positive rate the Bloom filter's capacity is measured at,
    /// strictly between 0 and 1 (INFO's capacity is at 0.01): the fill's
    /// capacity, capacity used and state are against it.
    #[arg(long, value_name = "P", default_value_t = DEFAULT_TARGET_FPR,
          value_parser = parse_target_fpr)]
    pub target_fpr: f64,
}

fn parse_target_fpr(s: &str) -> Result<f64, String> {
    let p: f64 = s
        .trim()
        .parse()
        .map_err(|_| format!("`{s}` is not a number (e.g. 0.01 for 1%)"))?;
    check_target_fpr(p)?;
    Ok(p)
}

/// The Bloom fill of the boards behind `board` (one over a port; each of a
/// `serve`'s), from their STATS and the geometry in `info`.
pub fn read(board: &mut BoardLink, info: &Info, target_fpr: f64) -> anyhow::Result<BoardsFill> {
    let (_, each) = board.stats_by_board(Filter::Bloom)?;
    fill_of(info, &each, target_fpr)
}

/// The fill of boards of `info`'s geometry whose STATS carried `each`'s
/// set bits.
pub fn fill_of(
    info: &Info,
    each: &[[u32; FILL_BANKS]],
    target_fpr: f64,
) -> anyhow::Result<BoardsFill> {
    BoardsFill::from_set_bits(info, each, target_fpr)
        .map_err(|e| anyhow::anyhow!("the board's Bloom fill: {e}"))
}

/// The `fill` object of the JSON reports: with one board its set bits per
/// bank at the top; with several, `boards` holds each board's figures and
/// the top holds the combined ones (keys and capacity added up, the live
/// rate the boards' mean, the state the worst board's).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct FillReport {
    /// Set bits per bank (one board).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub set_bits: Option<Vec<u64>>,
    /// Bits per bank.
    pub bank_bits: u64,
    /// What `set_bits` counts per: `bank`, or `eighth` of a blocked
    /// filter's blocks (`bank_bits` is then an eighth's bits).
    pub set_bits_per: &'static str,
    /// Distinct keys inserted, estimated from the set bits.
    pub estimated_keys: f64,
    /// Chance that a key never inserted answers present now.
    pub live_fpr: f64,
    /// The rate the capacity is designed for (`--target-fpr`).
    pub target_fpr: f64,
    /// Keys the filter holds at `target_fpr`.
    pub capacity: u64,
    /// `estimated_keys / capacity`.
    pub capacity_used: f64,
    /// `ok`, `filling` (70% of the capacity), `nearly_full` (90%), `over`
    /// (the capacity, or the live rate past the target).
    pub state: &'static str,
    /// What the state calls for; null when `ok`.
    pub warning: Option<String>,
    /// Each board's fill (several boards).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub boards: Vec<BoardFillReport>,
}

/// One board's fill, among several.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct BoardFillReport {
    pub set_bits: Vec<u64>,
    pub estimated_keys: f64,
    pub live_fpr: f64,
    pub capacity: u64,
    pub capacity_used: f64,
    pub state: &'static str,
}

impl BoardFillReport {
    fn new(f: &Fill) -> Self {
        BoardFillReport {
            set_bits: f.set_bits.clone(),
            estimated_keys: f.estimated_keys,
            live_fpr: f.live_fpr,
            capacity: f.capacity,
            capacity_used: f.capacity_used,
            state: f.state.name(),
        }
    }
}

impl FillReport {
    pub fn new(f: &BoardsFill) -> Self {
        let several = f.boards.len() > 1;
        FillReport {
            set_bits: (!several).then(|| f.boards[0].set_bits.clone()),
            bank_bits: f.boards[0].bank_bits,
            set_bits_per: f.part,
            estimated_keys: f.estimated_keys,
            live_fpr: f.live_fpr,
            target_fpr: f.target_fpr,
            capacity: f.capacity,
            capacity_used: f.capacity_used,
            state: f.state.name(),
            warning: f.warning(),
            boards: if several {
                f.boards.iter().map(BoardFillReport::new).collect()
            } else {
                vec![]
            },
        }
    }

    /// The summary line (without a label).
    pub fn summary(&self) -> String {
        let over = if self.boards.is_empty() {
            String::new()
        } else {
            format!(" over {} boards", self.boards.len())
        };
        format!(
            "~{:.0} distinct keys{over} (estimated), {} of the capacity at {} false positives \
             ({} keys); live false-positive rate {}; state {}",
            self.estimated_keys,
            used(self.capacity_used),
            pct(self.target_fpr),
            self.capacity,
            pct(self.live_fpr),
            self.state
        )
    }

    /// The lines under the summary: the set bits per bank, or each board's
    /// figures.
    pub fn details(&self) -> Vec<String> {
        let bits = |b: &[u64]| {
            let each: Vec<String> = b.iter().map(|x| x.to_string()).collect();
            format!(
                "set bits {} of {} per {}",
                each.join(" "),
                self.bank_bits,
                self.set_bits_per
            )
        };
        match &self.set_bits {
            Some(b) => vec![bits(b)],
            None => self
                .boards
                .iter()
                .enumerate()
                .map(|(i, b)| {
                    format!(
                        "board {}: ~{:.0} keys, {} of {}, live rate {}, {}; {}",
                        i + 1,
                        b.estimated_keys,
                        used(b.capacity_used),
                        b.capacity,
                        pct(b.live_fpr),
                        b.state,
                        bits(&b.set_bits)
                    )
                })
                .collect(),
        }
    }

    /// The summary after `label`, then the details, each line indented by
    /// `indent`.
    pub fn text(&self, label: &str, indent: &str) -> String {
        let mut t = format!("{label}{}\n", self.summary());
        for d in self.details() {
            t += &format!("{indent}{d}\n");
        }
        t
    }

    /// The warning line for stderr (text reports), if the state calls for
    /// one.
    pub fn warning_line(&self) -> Option<String> {
        self.warning
            .as_ref()
            .map(|w| format!("warning: bloom filter {w}"))
    }

    /// Prints the warning on stderr in text mode (JSON carries it in
    /// `fill.warning`).
    pub fn warn(&self, format: Format) {
        if format == Format::Text {
            if let Some(w) = self.warning_line() {
                eprintln!("{w}");
            }
        }
    }
}

/// A share of the capacity as a percentage with one decimal.
fn used(x: f64) -> String {
    if x.is_finite() {
        format!("{:.1}%", 100.0 * x)
    } else {
        "all".into()
    }
}

/// A rate as a percentage with three significant digits (`1%`, `0.521%`,
/// `0.000123%`), in scientific notation below 0.0001%.
pub fn pct(x: f64) -> String {
    let v = 100.0 * x;
    if v == 0.0 {
        return "0%".into();
    }
    if v < 1e-4 {
        return format!("{v:.2e}%");
    }
    let decimals = (2 - v.log10().floor() as i32).max(0) as usize;
    let mut s = format!("{v:.decimals$}");
    if s.contains('.') {
        s = s.trim_end_matches('0').trim_end_matches('.').to_string();
    }
    s + "%"
}

#[cfg(test)]
mod tests {
    use super::*;
    use hwfilter_model::BloomParams;

    fn sim() -> BloomParams {
        BloomParams::new(4, 14).unwrap()
    }

    #[test]
    fn rates_print_with_three_significant_digits() {
        assert_eq!(pct(0.01), "1%");
        assert_eq!(pct(0.001), "0.1%");
        assert_eq!(pct(0.00521345), "0.521%");
        assert_eq!(pct(0.5), "50%");
        assert_eq!(pct(1.0), "100%");
        assert_eq!(pct(0.0), "0%");
        assert_eq!(pct(1.234e-6), "0.000123%");
        assert_eq!(pct(2.5e-9), "2.50e-7%");
        assert_eq!(used(0.8049), "80.5%");
    }

    #[test]
    fn one_board_shows_its_set_bits_and_no_warning_when_ok() {
        let f = BoardsFill::new(sim(), &[vec![3000, 3010, 2990, 3005]], 0.01).unwrap();
        let r = FillReport::new(&f);
        assert_eq!(r.state, "ok");
        assert_eq!(r.warning, None);
        assert_eq!(r.warning_line(), None);
        let text = r.text("bloom fill: ", "  ");
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines.len(), 2, "{text}");
        assert!(
            lines[0].starts_with(&format!(
                "bloom fill: ~{:.0} distinct keys (estimated), ",
                f.estimated_keys
            )),
            "{text}"
        );
        assert!(
            lines[0].contains(
                " of the capacity at 1% false positives (6227 keys); live false-positive rate "
            ),
            "{text}"
        );
        assert!(lines[0].ends_with("; state ok"), "{text}");
        assert_eq!(lines[1], "  set bits 3000 3010 2990 3005 of 16384 per bank");
        let json = serde_json::to_value(&r).unwrap();
        assert_eq!(
            json["set_bits"],
            serde_json::json!([3000, 3010, 2990, 3005])
        );
        assert_eq!(json["bank_bits"], 16384);
        assert_eq!(json["capacity"], 6227);
        assert_eq!(json["target_fpr"], 0.01);
        assert_eq!(json["state"], "ok");
        assert!(json["warning"].is_null());
        assert!(json.get("boards").is_none());
        let keys = json["estimated_keys"].as_f64().unwrap();
        assert!((keys - f.estimated_keys).abs() < 1e-9);
        assert!((json["capacity_used"].as_f64().unwrap() - keys / 6227.0).abs() < 1e-12);
        assert!((json["live_fpr"].as_f64().unwrap() - f.live_fpr).abs() < 1e-15);
    }

    #[test]
    fn a_filling_board_warns_in_text_and_carries_the_warning_in_json() {
        // 75% of the capacity: bits set as 4,670 keys would set them.
        let m = 16384.0f64;
        let x = (m * (1.0 - (1.0 - 1.0 / m).powf(4670.0))).round() as u64;
        let f = BoardsFill::new(sim(), &[vec![x; 4]], 0.01).unwrap();
        let r = FillReport::new(&f);
        assert_eq!(r.state, "filling");
        assert_eq!(
            r.warning_line().unwrap(),
            "warning: bloom filter at 70% of its design capacity or more"
        );
        let json = serde_json::to_value(&r).unwrap();
        assert_eq!(json["state"], "filling");
        assert_eq!(json["warning"], "at 70% of its design capacity or more");
        assert!(
            r.summary().contains("75.0% of the capacity"),
            "{}",
            r.summary()
        );
        assert!(r.summary().ends_with("state filling"), "{}", r.summary());
        // Against a 0.1% target the capacity is smaller: over it.
        let strict = FillReport::new(&BoardsFill::new(sim(), &[vec![x; 4]], 0.001).unwrap());
        assert_eq!(strict.state, "over");
        assert!(
            strict.summary().contains("at 0.1% false positives"),
            "{}",
            strict.summary()
        );
        assert!(strict.warning_line().unwrap().contains("rebuild"));
    }

    #[test]
    fn several_boards_show_each_board_and_the_combined_figures() {
        let m = sim().bank_bits();
        let f = BoardsFill::new(sim(), &[vec![1000; 4], vec![m; 4]], 0.01).unwrap();
        let r = FillReport::new(&f);
        assert_eq!(r.set_bits, None);
        assert_eq!(r.capacity, 2 * 6227);
        assert_eq!(r.state, "over");
        assert!(r.warning.as_deref().unwrap().ends_with("(board 2 of 2)"));
        assert!(
            r.summary()
                .contains(" distinct keys over 2 boards (estimated)")
        );
        let d = r.details();
        assert_eq!(d.len(), 2);
        assert!(d[0].starts_with("board 1: ~"), "{}", d[0]);
        assert!(
            d[0].ends_with(", ok; set bits 1000 1000 1000 1000 of 16384 per bank"),
            "{}",
            d[0]
        );
        assert!(
            d[1].contains(", live rate 100%, over; set bits 16384 16384 16384 16384 "),
            "{}",
            d[1]
        );
        let json = serde_json::to_value(&r).unwrap();
        assert!(json.get("set_bits").is_none());
        assert_eq!(json["boards"].as_array().unwrap().len(), 2);
        assert_eq!(json["boards"][1]["state"], "over");
        assert_eq!(
            json["boards"][0]["set_bits"],
            serde_json::json!([1000, 1000, 1000, 1000])
        );
        assert_eq!(json["boards"][0]["capacity"], 6227);
    }

    #[test]
    fn the_target_rate_option_is_checked() {
        assert_eq!(parse_target_fpr("0.001"), Ok(0.001));
        for bad in ["0", "1", "-0.1", "1.5", "NaN", "x"] {
            let e = parse_target_fpr(bad).unwrap_err();
            assert!(
                e.contains("strictly between 0 and 1") || e.contains("not a number"),
                "{bad}: {e}"
            );
        }
    }
}

/// Boards for the reports' end-to-end tests: the model board over a
/// "port", and `serve` on several model boards.
#[cfg(test)]
pub(crate) mod test_boards {
    use super::BoardLink;
    use crate::cli::Session;
    use crate::cli::remote::RemoteBoard;
    use crate::client::{Client, ClientConfig};
    use crate::serve::{Background, ServeOptions, spawn_boards};
    use crate::transport::{FakeConfig, FakeTransport, Transport};
    use hwfilter_model::rng::SplitMix64;

    /// The model board of the simulated board's geometry (Bloom 4 banks of
    /// 2^14 bits: 6,227 keys at 1%), as over its port.
    pub fn model_port() -> BoardLink {
        let t: Box<dyn Transport> = Box::new(FakeTransport::new(FakeConfig::sim_board()));
        let client = Client::connect(t, ClientConfig::default()).unwrap();
        BoardLink::Port(Session { client, baud: None })
    }

    /// `serve` on `n` such model boards, and a `--server` link to it.
    pub fn model_serve(n: usize) -> (Background, BoardLink) {
        let clients = (0..n)
            .map(|_| {
                Client::connect(
                    FakeTransport::new(FakeConfig::sim_board()),
                    ClientConfig::default(),
                )
                .unwrap()
            })
            .collect();
        let opts = ServeOptions {
            listen: "127.0.0.1:0".into(),
            ..ServeOptions::default()
        };
        let server = spawn_boards(clients, &opts).unwrap();
        let link = RemoteBoard::connect(&server.addr().to_string()).unwrap();
        (server, BoardLink::Server(link))
    }

    /// `n` distinct random keys.
    pub fn keys(seed: u64, n: usize) -> Vec<u64> {
        let mut r = SplitMix64(seed);
        let mut seen = std::collections::HashSet::new();
        std::iter::from_fn(|| Some(r.next_u64()))
            .filter(|k| seen.insert(*k))
            .take(n)
            .collect()
    }
}
