//! Fuzzing the host side of the link: the frame accumulator, the reply
//! decoder and the client's reply handling must never panic, never hold
//! more than a reply's worth of bytes, and never accept a wrong answer.
//!
//! A normal test run tries 2,000 cases per property; the long run is
//!
//! ```text
//! HWFILTER_FUZZ_CASES=1000000 cargo test -p hwfilter-host --test fuzz_decoder
//! ```

use std::collections::VecDeque;
use std::time::Duration;

use hwfilter_host::client::{Client, ClientConfig};
use hwfilter_host::transport::{
    FakeConfig, FakeTransport, FaultConfig, FaultyTransport, Transport, TransportError,
};
use hwfilter_model::board::BoardModel;
use hwfilter_model::protocol::{
    FrameAccumulator, FrameEvent, MAX_REPLY, Op, Reply, Request, encode_wire,
};
use proptest::prelude::*;
use proptest::test_runner::{Config, TestRunner};

fn cases() -> u32 {
    std::env::var("HWFILTER_FUZZ_CASES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(2_000)
}

fn runner() -> TestRunner {
    TestRunner::new(Config {
        cases: cases(),
        failure_persistence: None,
        ..Config::default()
    })
}

fn quick() -> ClientConfig {
    ClientConfig {
        timeout: Duration::from_millis(50),
        max_timeouts: 3,
        busy_backoff: Duration::ZERO,
        settle: Duration::ZERO,
        ..ClientConfig::default()
    }
}

/// Valid replies of every kind, to mutate.
fn seeds() -> Vec<Vec<u8>> {
    let mut board = BoardModel::new(FakeConfig::default().board);
    let f = hwfilter_model::protocol::Filter::Cuckoo;
    let b = hwfilter_model::protocol::Filter::Bloom;
    let reqs = [
        Request::info(0),
        Request::insert(0, f, &[1, 2, 3]),
        Request::insert(1, b, &[1, 2, 3, 4, 5, 6, 7, 8, 9]),
        Request::query(2, f, &[1, 9]),
        Request::delete(3, f, &[1, 77]),
        Request::count(4, f),
        Request::stats(4, f),
        Request::dump(4, f, 0, 3),
        Request::dump(5, b, 8, 24),
        Request::clear(6, b),
        Request::query(9, b, &[1]),
    ];
    reqs.iter()
        .filter_map(|r| board.on_frame(&r.encode()))
        .collect()
}

#[test]
fn arbitrary_line_bytes_decode_without_panic_or_oversized_frames() {
    runner()
        .run(&proptest::collection::vec(any::<u8>(), 0..2048), |bytes| {
            let mut acc = FrameAccumulator::new(MAX_REPLY);
            for b in bytes {
                if let Some(FrameEvent::Frame(f)) = acc.push(b) {
                    prop_assert!(f.len() <= MAX_REPLY);
                    if let Ok(r) = Reply::decode(&f) {
                        // Whatever decodes re-encodes to the same bytes.
                        prop_assert_eq!(r.encode(), f);
                    }
                }
            }
            Ok(())
        })
        .unwrap();
}

#[test]
fn mutated_valid_replies_are_rejected_or_decode_to_a_valid_reply() {
    let seeds = seeds();
    let n = seeds.len();
    let strat = (
        0..n,
        proptest::collection::vec((any::<u16>(), any::<u8>(), 0u8..3), 1..6),
    );
    runner()
        .run(&strat, |(i, edits)| {
            let mut f = seeds[i].clone();
            for (at, v, kind) in edits {
                let at = at as usize % (f.len() + 1);
                match kind {
                    0 if at < f.len() => f[at] ^= v | 1,
                    1 => f.insert(at, v),
                    _ if at < f.len() => {
                        f.remove(at);
                    }
                    _ => {}
                }
            }
            if let Ok(r) = Reply::decode(&f) {
                prop_assert!(r.validate().is_ok());
                prop_assert_eq!(r.encode(), f);
            }
            Ok(())
        })
        .unwrap();
}

/// A board that answers INFO correctly and anything else with scripted
/// bytes, then falls silent.
struct Scripted {
    model: BoardModel,
    acc: FrameAccumulator,
    script: VecDeque<Vec<u8>>,
    rx: VecDeque<u8>,
}

impl Transport for Scripted {
    fn write_all(&mut self, bytes: &[u8]) -> Result<(), TransportError> {
        for &b in bytes {
            if let Some(FrameEvent::Frame(f)) = self.acc.push(b) {
                if f.get(2) == Some(&(Op::Info as u8)) {
                    if let Some(r) = self.model.on_frame(&f) {
                        self.rx.extend(encode_wire(&r));
                    }
                } else if let Some(s) = self.script.pop_front() {
                    self.rx.extend(s);
                }
            }
        }
        Ok(())
    }
    fn read(&mut self, buf: &mut [u8], _: Duration) -> Result<usize, TransportError> {
        let n = buf.len().min(self.rx.len());
        for (d, s) in buf.iter_mut().zip(self.rx.drain(..n)) {
            *d = s;
        }
        Ok(n)
    }
    fn discard_input(&mut self) -> Result<(), TransportError> {
        Ok(())
    }
    fn name(&self) -> String {
        "scripted board".into()
    }
}

#[test]
fn the_client_survives_arbitrary_replies_and_stops() {
    let strat = proptest::collection::vec(proptest::collection::vec(any::<u8>(), 0..200), 0..8);
    runner()
        .run(&strat, |script| {
            let t = Scripted {
                model: BoardModel::new(FakeConfig::default().board),
                acc: FrameAccumulator::new(4096),
                script: script.into(),
                rx: VecDeque::new(),
            };
            let mut c = Client::connect(t, quick()).expect("INFO is answered");
            // Garbage never passes for an answer: an error, or (for a
            // script that happens to hold no reply at all) a timeout.
            let r = c.query(hwfilter_model::protocol::Filter::Bloom, &[1, 2, 3]);
            prop_assert!(r.is_err(), "{r:?}");
            Ok(())
        })
        .unwrap();
}

#[test]
fn through_any_damage_the_client_returns_the_models_answers_or_an_error() {
    let cases = (cases() / 20).max(50);
    let mut runner = TestRunner::new(Config {
        cases,
        failure_persistence: None,
        ..Config::default()
    });
    let strat = (any::<u64>(), 0.0f64..0.02);
    runner
        .run(&strat, |(seed, rate)| {
            let t = FaultyTransport::new(
                FakeTransport::new(FakeConfig::default()),
                FaultConfig { rate, seed },
            );
            let Ok(mut c) = Client::connect(t, quick()) else {
                return Ok(());
            };
            let f = hwfilter_model::protocol::Filter::Cuckoo;
            let keys: Vec<u64> = (0..200).map(|i| seed.wrapping_add(i)).collect();
            if c.insert(f, &keys).is_ok() {
                let mut model = hwfilter_model::CuckooModel::new(
                    FakeConfig::default().board.cuckoo.expect("a Cuckoo filter"),
                );
                for &k in &keys {
                    model.insert(k);
                }
                if let Ok(n) = c.count() {
                    prop_assert_eq!(n as u64, model.items());
                }
            }
            Ok(())
        })
        .unwrap();
}
