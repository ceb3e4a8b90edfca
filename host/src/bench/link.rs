//! Link efficiency of a simulated board at its real baud divider: the
//! Alchitry Cu's core (12 Mbaud, 5 cycles a bit) or the ULX3S 12F's
//! (3 Mbaud, 20 cycles a bit), [`LinkBoard`].
//!
//! ```text
//!  keys ─► INSERT/QUERY frames of 60 keys ─► window of 16 ─► SimBoard rx pin (div cycles/bit)
//!                                                 ▲                 │
//!                                                 └── replies ◄─────┘ tx pin  (every reply compared
//!                                                                              with BoardModel)
//! ```
//!
//! The host keeps up to 16 frames unanswered, as the protocol's window
//! allows, so the RX line is never idle while keys remain. The stream's
//! time runs from the first start bit to the last reply byte, in simulated
//! clock cycles, so the figure is exact: key bytes delivered per RX bit
//! time, against the 8N1 limit of one byte per 10 bit times.

use std::fmt::Write as _;

use serde::Serialize;

use super::group;
#[cfg(feature = "verilator")]
use {
    super::{BenchConfig, BenchError, BenchEvent, Stage},
    hwfilter_model::board::BoardModel,
    hwfilter_model::protocol::{Filter, MAX_KEYS, Request, WINDOW, encode_wire},
    hwfilter_model::rng::SplitMix64,
    hwfilter_sim::board::{BoardPorts, SimBoard},
    hwfilter_sim::models::{VlBoardCu, VlBoardUlx3s12f},
    std::time::Instant,
};

/// The simulated board core whose link is measured.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, clap::ValueEnum)]
#[serde(rename_all = "kebab-case")]
pub enum LinkBoard {
    /// The Alchitry Cu's core: 60 MHz, 5 cycles a bit (12 Mbaud).
    #[default]
    AlchitryCu,
    /// The ULX3S 12F's core: 60 MHz, 20 cycles a bit (3 Mbaud).
    #[serde(rename = "ulx3s-12f")]
    #[value(name = "ulx3s-12f")]
    Ulx3s12f,
}

impl LinkBoard {
    /// The board's name in reports.
    pub fn title(self) -> &'static str {
        match self {
            LinkBoard::AlchitryCu => "Alchitry Cu core",
            LinkBoard::Ulx3s12f => "ULX3S 12F core",
        }
    }
}

/// One stream's measurement.
#[derive(Clone, Debug, Default, PartialEq, Serialize)]
pub struct LinkStream {
    /// `"bloom insert"`, `"cuckoo query"`, ...
    pub stream: String,
    pub keys: u64,
    pub frames: u64,
    /// Bytes sent on the RX line (COBS framing and delimiters included).
    pub wire_bytes: u64,
    /// Simulated cycles from the first start bit to the last reply byte.
    pub cycles: u64,
    /// Key bytes per RX bit time, over the 8N1 limit (1 byte per 10 bits).
    pub efficiency: f64,
    /// Keys per second at the board clock.
    pub keys_per_s: f64,
    /// Replies that differed from the model's.
    pub mismatches: u64,
}

/// Everything one link benchmark measured.
#[derive(Clone, Debug, Default, PartialEq, Serialize)]
pub struct LinkBenchReport {
    pub engine: &'static str,
    /// The simulated board core.
    pub board: LinkBoard,
    pub seed: u64,
    pub clock_hz: u32,
    pub baud_div: u16,
    /// `clock_hz / baud_div`.
    pub baud: f64,
    /// 8-byte keys per second at the 8N1 limit of this baud rate.
    pub limit_keys_per_s: f64,
    /// The same limit at exactly 3 and 12 Mbaud (37,500 and 150,000).
    pub limit_3mbaud: f64,
    pub limit_12mbaud: f64,
    pub streams: Vec<LinkStream>,
    /// Lowest efficiency over the streams.
    pub worst_efficiency: f64,
    pub mismatches: u64,
}

impl LinkBenchReport {
    /// The report as `hwfilter bench --engine link` prints it: one line per
    /// stream, next to the 8N1 limit (README quotes it through
    /// docs/figures.json).
    pub fn text(&self) -> String {
        let r = self;
        let mut s = String::new();
        let w = &mut s;
        let _ = writeln!(
            w,
            "board link ({}): {} Hz / {} = {:.0} baud, 8N1 limit {:.0} keys/s of 8 bytes \
             (37,500 at 3 Mbaud, 150,000 at 12 Mbaud), seed {}",
            r.board.title(),
            r.clock_hz,
            r.baud_div,
            r.baud,
            r.limit_keys_per_s,
            r.seed
        );
        for st in &r.streams {
            let _ = writeln!(
                w,
                "  {:<14} {:>7} keys in {:>4} frames, {:>9} cycles: {:>8.0} keys/s = {:.1}% of the line",
                st.stream,
                group(st.keys),
                st.frames,
                group(st.cycles),
                st.keys_per_s,
                100.0 * st.efficiency
            );
        }
        let _ = writeln!(
            w,
            "  worst {:.1}% of the 8N1 limit; replies differing from the model: {}",
            100.0 * r.worst_efficiency,
            r.mismatches
        );
        s
    }
}

/// Default keys per stream (100 full frames).
pub const DEFAULT_LINK_KEYS: u64 = 6_000;

#[cfg(feature = "verilator")]
pub(super) fn run(
    board: LinkBoard,
    config: &BenchConfig,
    on_event: impl FnMut(BenchEvent),
) -> Result<LinkBenchReport, BenchError> {
    match board {
        LinkBoard::AlchitryCu => run_on::<VlBoardCu>(board, config, on_event),
        LinkBoard::Ulx3s12f => run_on::<VlBoardUlx3s12f>(board, config, on_event),
    }
}

/// The streams on board core `P` at its platform's divider; keys per
/// stream at most 90% of its Cuckoo table.
#[cfg(feature = "verilator")]
fn run_on<P: BoardPorts>(
    which: LinkBoard,
    config: &BenchConfig,
    mut on_event: impl FnMut(BenchEvent),
) -> Result<LinkBenchReport, BenchError> {
    let div = P::PLATFORM.baud_div;
    let clock_hz = P::CLOCK_HZ;
    let mut board = SimBoard::<P>::of(div, 1);
    let mut model = BoardModel::new(board.model_config());
    let cuckoo = model
        .config()
        .cuckoo
        .expect("the link is measured on cores with both filters");
    let keys_per_stream = config.ops.min(cuckoo.capacity() * 9 / 10);
    let mut rng = SplitMix64(config.seed);
    let keys: Vec<u64> = (0..keys_per_stream).map(|_| rng.next_u64()).collect();
    let mut seq = 0u8;
    let mut streams = vec![];
    for (filter, fname) in [(Filter::Bloom, "bloom"), (Filter::Cuckoo, "cuckoo")] {
        for (insert, oname) in [(true, "insert"), (false, "query")] {
            let stage = Stage::Link {
                filter: fname,
                op: oname,
            };
            on_event(BenchEvent::StageStarted {
                stage,
                ops: keys.len() as u64,
            });
            let t = Instant::now();
            let frames: Vec<Vec<u8>> = keys
                .chunks(MAX_KEYS)
                .map(|chunk| {
                    let req = if insert {
                        Request::insert(seq, filter, chunk)
                    } else {
                        Request::query(seq, filter, chunk)
                    };
                    seq = seq.wrapping_add(1);
                    encode_wire(&req.encode())
                })
                .collect();
            let s = stream(&mut board, &mut model, &frames, keys.len() as u64, clock_hz);
            on_event(BenchEvent::StageFinished {
                stage,
                seconds: t.elapsed().as_secs_f64(),
            });
            streams.push(LinkStream {
                stream: format!("{fname} {oname}"),
                ..s
            });
        }
    }
    let baud = clock_hz as f64 / div as f64;
    let limit = |baud: f64| baud / 10.0 / 8.0;
    Ok(LinkBenchReport {
        engine: "link",
        board: which,
        seed: config.seed,
        clock_hz,
        baud_div: div,
        baud,
        limit_keys_per_s: limit(baud),
        limit_3mbaud: limit(3e6),
        limit_12mbaud: limit(12e6),
        worst_efficiency: streams
            .iter()
            .map(|s| s.efficiency)
            .fold(f64::INFINITY, f64::min),
        mismatches: streams.iter().map(|s| s.mismatches).sum(),
        streams,
    })
}

/// Sends `frames` with at most `WINDOW` unanswered and measures the stream.
#[cfg(feature = "verilator")]
fn stream<P: BoardPorts>(
    board: &mut SimBoard<P>,
    model: &mut BoardModel,
    frames: &[Vec<u8>],
    keys: u64,
    clock_hz: u32,
) -> LinkStream {
    let start = board.cycles();
    let mut sent = 0;
    let mut answered = 0;
    let mut got = vec![];
    let mut want = vec![];
    let mut wire_bytes = 0u64;
    while answered < frames.len() {
        while sent < frames.len() && sent - answered < WINDOW {
            board.send(&frames[sent]);
            want.extend(model.feed(&frames[sent]));
            wire_bytes += frames[sent].len() as u64;
            sent += 1;
        }
        if board.step().is_err() {
            break;
        }
        let bytes = board.take_received();
        answered += bytes.iter().filter(|&&b| b == 0).count();
        got.extend(bytes);
    }
    let cycles = board.cycles() - start;
    let mismatches = got
        .split(|&b| b == 0)
        .zip(want.split(|&b| b == 0))
        .filter(|(a, b)| a != b)
        .count() as u64
        + (got.len() != want.len()) as u64;
    let bit_times = cycles as f64 / board.div() as f64;
    LinkStream {
        keys,
        frames: frames.len() as u64,
        wire_bytes,
        cycles,
        efficiency: keys as f64 * 8.0 * 10.0 / bit_times,
        keys_per_s: keys as f64 * clock_hz as f64 / cycles as f64,
        mismatches,
        ..Default::default()
    }
}
