//! The client against the model-backed board: pipelining, every recovery
//! path, and a long run through a faulty line whose final memory must equal
//! a fault-free model's bit for bit.

mod common;

use common::fault_run::faulty_run;

use std::sync::mpsc;
use std::time::Duration;

use hwfilter_host::client::{
    BaudRate, Client, ClientConfig, ClientError, DeleteResult, InsertResult,
};
use hwfilter_host::transport::{
    FakeConfig, FakeTransport, FaultConfig, FaultyTransport, LineCounters, Transport,
    TransportError,
};
use hwfilter_model::board::BoardModel;
use hwfilter_model::protocol::{Filter, MAX_KEYS, Op, Reply, Request, Status};
use hwfilter_model::rng::SplitMix64;

fn fast() -> ClientConfig {
    ClientConfig {
        timeout: Duration::from_millis(200),
        max_timeouts: 40,
        busy_backoff: Duration::from_micros(50),
        settle: Duration::from_millis(1),
        ..ClientConfig::default()
    }
}

/// The model board with 1% BUSY drops, behind a relay damaging `rate` of
/// the bytes.
fn faulty(rate: f64, seed: u64) -> FaultyTransport<FakeTransport> {
    FaultyTransport::new(
        FakeTransport::new(FakeConfig {
            busy_rate: 0.01,
            seed,
            ..FakeConfig::default()
        }),
        FaultConfig { rate, seed },
    )
}

fn keys(seed: u64, n: usize) -> Vec<u64> {
    let mut r = SplitMix64(seed);
    (0..n).map(|_| r.next_u64()).collect()
}

/// Counts the frames written between two reads that returned bytes.
struct Counting<T> {
    inner: T,
    unread_frames: usize,
    max_unread_frames: usize,
}

impl<T: Transport> Transport for Counting<T> {
    fn write_all(&mut self, bytes: &[u8]) -> Result<(), TransportError> {
        self.unread_frames += bytes.iter().filter(|&&b| b == 0).count();
        self.max_unread_frames = self.max_unread_frames.max(self.unread_frames);
        self.inner.write_all(bytes)
    }
    fn read(&mut self, buf: &mut [u8], t: Duration) -> Result<usize, TransportError> {
        let n = self.inner.read(buf, t)?;
        if n > 0 {
            self.unread_frames = 0;
        }
        Ok(n)
    }
    fn discard_input(&mut self) -> Result<(), TransportError> {
        self.inner.discard_input()
    }
    fn name(&self) -> String {
        self.inner.name()
    }
    fn line_counters(&self) -> Option<LineCounters> {
        None
    }
}

#[test]
fn batches_are_pipelined_with_the_full_window_and_never_resent_on_a_clean_line() {
    let t = Counting {
        inner: FakeTransport::new(FakeConfig::default()),
        unread_frames: 0,
        max_unread_frames: 0,
    };
    let mut c = Client::connect(t, fast()).unwrap();
    let k = keys(1, 6000);
    let r = c.insert(Filter::Bloom, &k).unwrap();
    assert_eq!(r.len(), 6000);
    assert!(c.query(Filter::Bloom, &k).unwrap().iter().all(|&p| p));
    let s = c.link_stats();
    assert_eq!(s.frames_sent, 200, "60 keys per frame");
    assert_eq!(
        s.frames_resent + s.timeouts + s.naks + s.corrupt_replies,
        0,
        "{s:?}"
    );
    // The client writes a whole window before it reads a reply: no round
    // trip per frame, let alone per key.
    assert_eq!(c.transport().max_unread_frames, 16);
}

#[test]
fn every_operation_agrees_with_the_model() {
    let mut c = Client::connect(FakeTransport::new(FakeConfig::default()), fast()).unwrap();
    let mut model = BoardModel::new(FakeConfig::default().board);
    let k = keys(2, 1000);
    let ins = c.insert(Filter::Cuckoo, &k).unwrap();
    assert!(ins.iter().all(|r| *r == InsertResult::Added));
    assert_eq!(c.count().unwrap(), 1000);
    let del = c.delete(Filter::Cuckoo, &k[..10]).unwrap();
    assert_eq!(del, vec![DeleteResult::Deleted; 10]);
    assert_eq!(c.count().unwrap(), 990);
    // The same ops straight into a model give the same memory.
    let mut seq = 0u8;
    let mut feed = |make: &dyn Fn(u8) -> Request| {
        let r = Reply::decode(&model.on_frame(&make(seq).encode()).unwrap()).unwrap();
        assert!(r.status <= 7, "{r:?}");
        seq = seq.wrapping_add(1);
    };
    for chunk in k.chunks(MAX_KEYS) {
        feed(&|s| Request::insert(s, Filter::Cuckoo, chunk));
    }
    feed(&|s| Request::delete(s, Filter::Cuckoo, &k[..10]));
    let dump = c.dump(Filter::Cuckoo).unwrap();
    let want: Vec<u64> = (0..1025)
        .map(|a| {
            model
                .cuckoo()
                .expect("a Cuckoo filter")
                .read_word(a)
                .unwrap()
        })
        .collect();
    assert_eq!(dump, want);
    // Restore onto a cleared filter.
    c.clear(Filter::Cuckoo).unwrap();
    assert_eq!(c.count().unwrap(), 0);
    c.load(Filter::Cuckoo, &dump).unwrap();
    assert_eq!(c.count().unwrap(), 990);
    assert_eq!(c.dump(Filter::Cuckoo).unwrap(), dump);
    let bloom = c.dump(Filter::Bloom).unwrap();
    assert_eq!(bloom.len(), 1 << 14);
    assert!(
        c.load(Filter::Bloom, &bloom[..10]).is_err(),
        "a partial snapshot is refused"
    );
    let stats = c.stats(Filter::Cuckoo).unwrap();
    assert_eq!(stats.bad_crc, 0);
    // A word the engine refuses (a bit above bank k) is refused whole; the
    // client reports the status and resynchronises for the next batch.
    let mut bad = vec![0u64; 1 << 14];
    bad[5] = 0xFF;
    let e = c.load(Filter::Bloom, &bad).unwrap_err();
    assert!(
        matches!(
            e,
            ClientError::Rejected {
                status: Status::BadParam,
                ..
            }
        ),
        "{e}"
    );
    assert_eq!(c.query(Filter::Cuckoo, &k[10..]).unwrap(), vec![true; 990]);
}

#[test]
fn busy_nacks_are_retried_without_applying_anything_twice() {
    let cfg = FakeConfig {
        busy_rate: 0.2,
        seed: 7,
        ..FakeConfig::default()
    };
    let mut c = Client::connect(FakeTransport::new(cfg), fast()).unwrap();
    let k = keys(3, 3000);
    c.insert(Filter::Cuckoo, &k).unwrap();
    assert_eq!(c.count().unwrap(), 3000, "each key inserted exactly once");
    assert!(c.query(Filter::Cuckoo, &k).unwrap().iter().all(|&p| p));
    let s = c.link_stats();
    assert!(s.busy > 10 && s.frames_resent > 0, "{s:?}");
    assert_eq!(c.transport().board().counters().busy as u64, s.busy);
}

/// A board of another version: `alter` rewrites each of the fake board's
/// replies, which then go out with a good CRC.
struct AlteredBoard {
    inner: FakeTransport,
    pending: Vec<u8>,
    alter: fn(&mut Reply),
}

impl AlteredBoard {
    fn new(alter: fn(&mut Reply)) -> Self {
        AlteredBoard {
            inner: FakeTransport::new(FakeConfig::default()),
            pending: vec![],
            alter,
        }
    }
}

impl Transport for AlteredBoard {
    fn write_all(&mut self, bytes: &[u8]) -> Result<(), TransportError> {
        self.inner.write_all(bytes)
    }
    fn read(&mut self, buf: &mut [u8], t: Duration) -> Result<usize, TransportError> {
        use hwfilter_model::protocol::{cobs_decode, encode_wire};
        let mut raw = vec![0u8; 4096];
        let n = self.inner.read(&mut raw, t)?;
        for frame in raw[..n].split(|&b| b == 0).filter(|f| !f.is_empty()) {
            let mut r = Reply::decode(&cobs_decode(frame).unwrap()).unwrap();
            (self.alter)(&mut r);
            self.pending.extend(encode_wire(&r.encode()));
        }
        let n = self.pending.len().min(buf.len());
        buf[..n].copy_from_slice(&self.pending[..n]);
        self.pending.drain(..n);
        Ok(n)
    }
    fn discard_input(&mut self) -> Result<(), TransportError> {
        self.pending.clear();
        self.inner.discard_input()
    }
    fn name(&self) -> String {
        self.inner.name()
    }
    fn line_counters(&self) -> Option<LineCounters> {
        None
    }
}

#[test]
fn a_board_of_another_version_is_named_at_once_not_retried() {
    // STATS of the protocol before the fill fields: 40 bytes.
    let t = AlteredBoard::new(|r| {
        if r.op == Op::Stats.reply_op() {
            r.payload.truncate(40);
        }
    });
    let mut c = Client::connect(t, fast()).unwrap();
    let start = std::time::Instant::now();
    let e = c.stats(Filter::Bloom).unwrap_err();
    assert!(
        matches!(
            e,
            ClientError::OtherVersion {
                expected: 72,
                got: 40,
                ..
            }
        ),
        "{e}"
    );
    assert!(e.to_string().contains("hwfilter flash"), "{e}");
    // One request, one reply: no timeout, no resend.
    assert_eq!(c.link_stats().frames_resent, 0);
    assert!(start.elapsed() < fast().timeout);

    // INFO of the protocol before the filter kinds: 68 bytes, refused at
    // connect.
    let t = AlteredBoard::new(|r| {
        if r.op == Op::Info.reply_op() {
            r.payload.truncate(68);
        }
    });
    let start = std::time::Instant::now();
    let e = Client::connect(t, fast()).unwrap_err();
    assert!(
        matches!(
            e,
            ClientError::OtherVersion {
                op: Op::Info,
                expected: 72,
                got: 68,
            }
        ),
        "{e}"
    );
    assert!(start.elapsed() < fast().timeout);
}

#[test]
fn a_board_of_an_engine_kind_this_host_does_not_know_is_refused_by_name() {
    // INFO field 17 (bytes 68..72): filter 0's engine of kind 4.
    let t = AlteredBoard::new(|r| {
        if r.op == Op::Info.reply_op() {
            r.payload[68] = 4;
        }
    });
    let e = Client::connect(t, fast()).unwrap_err();
    assert!(matches!(e, ClientError::Incompatible(_)), "{e}");
    assert!(e.to_string().contains("filter 0's engine kind 4"), "{e}");
    // A blocked filter (kind 3) of 8 bits per key: its positions do not
    // fit the hash, so no board has it.
    let t = AlteredBoard::new(|r| {
        if r.op == Op::Info.reply_op() {
            r.payload[68] = 3;
            r.payload[32] = 8;
        }
    });
    let e = Client::connect(t, fast()).unwrap_err();
    assert!(matches!(e, ClientError::Incompatible(_)), "{e}");
    assert!(e.to_string().contains("a blocked filter of k = 8"), "{e}");
}

#[test]
fn a_restarted_board_is_detected_by_its_boot_epoch() {
    let mut c = Client::connect(FakeTransport::new(FakeConfig::default()), fast()).unwrap();
    // Move the sequence numbers away from 0 so the restarted board's NAK
    // names a number outside the window.
    c.insert(Filter::Bloom, &keys(4, 600)).unwrap();
    c.transport_mut().restart();
    let e = c.insert(Filter::Bloom, &keys(5, 600)).unwrap_err();
    assert!(matches!(e, ClientError::BoardRestarted { .. }), "{e}");
    assert!(e.to_string().contains("restarted"));
}

#[test]
fn another_host_moving_the_sequence_numbers_is_reported_not_overwritten() {
    let mut c = Client::connect(FakeTransport::new(FakeConfig::default()), fast()).unwrap();
    c.insert(Filter::Cuckoo, &keys(6, 60)).unwrap();
    // Another program on the same port applies 100 requests behind this
    // client's back.
    let seq = c.next_seq();
    let board = c.transport_mut();
    for i in 0..100u8 {
        let req = Request::query(seq.wrapping_add(i), Filter::Cuckoo, &[1]);
        board
            .write_all(&hwfilter_model::protocol::encode_wire(&req.encode()))
            .unwrap();
    }
    board.discard_input().unwrap();
    let e = c.insert(Filter::Cuckoo, &keys(7, 600)).unwrap_err();
    assert!(matches!(e, ClientError::Desync { .. }), "{e}");
    assert!(e.to_string().contains("another program"), "{e}");
    // Nothing of this batch was applied.
    assert_eq!(
        c.transport()
            .board()
            .cuckoo()
            .expect("a Cuckoo filter")
            .items(),
        60
    );
}

/// A transport that never answers: the client gives up, it does not hang.
struct Silent;

impl Transport for Silent {
    fn write_all(&mut self, _: &[u8]) -> Result<(), TransportError> {
        Ok(())
    }
    fn read(&mut self, _: &mut [u8], _: Duration) -> Result<usize, TransportError> {
        Ok(0)
    }
    fn discard_input(&mut self) -> Result<(), TransportError> {
        Ok(())
    }
    fn name(&self) -> String {
        "/dev/ttyTEST at 3000000 baud".into()
    }
}

#[test]
fn a_silent_line_is_reported_as_no_answer_at_this_baud() {
    let e = Client::connect(Silent, fast()).unwrap_err();
    assert!(matches!(e, ClientError::NoAnswer { .. }));
    let msg = e.to_string();
    assert!(
        msg.contains("/dev/ttyTEST at 3000000 baud") && msg.contains("--baud"),
        "{msg}"
    );
}

const RATES: &[BaudRate] = &[
    BaudRate {
        baud: 12_000_000,
        board: "Alchitry Cu",
    },
    BaudRate {
        baud: 3_000_000,
        board: "iCEBreaker",
    },
];

#[test]
fn probing_connects_at_the_rate_the_board_answers_and_keeps_its_config() {
    // At the wrong rate every byte arrives damaged, both ways.
    let mut opened = Vec::new();
    let open = |baud: u32| -> Result<Box<dyn Transport>, TransportError> {
        opened.push(baud);
        let board = FakeTransport::new(FakeConfig::default());
        Ok(if baud == 3_000_000 {
            Box::new(board)
        } else {
            Box::new(FaultyTransport::new(
                board,
                FaultConfig { rate: 1.0, seed: 3 },
            ))
        })
    };
    let (mut c, rate) = Client::connect_probing("/dev/ttyTEST", open, RATES, fast()).unwrap();
    assert_eq!(rate, RATES[1]);
    assert_eq!(opened, [12_000_000, 3_000_000]);
    // The probe's short timeouts are gone, and the window is the board's.
    assert_eq!(c.config(), fast());
    assert_eq!(c.window(), 16);
    let keys: Vec<u64> = (0..200).collect();
    c.insert(Filter::Bloom, &keys).unwrap();
    assert!(c.query(Filter::Bloom, &keys).unwrap().iter().all(|&p| p));

    let mut opened = Vec::new();
    let open = |baud: u32| -> Result<Box<dyn Transport>, TransportError> {
        opened.push(baud);
        Ok(Box::new(FakeTransport::new(FakeConfig::default())))
    };
    let (_, rate) = Client::connect_probing("/dev/ttyTEST", open, RATES, fast()).unwrap();
    assert_eq!((rate, opened), (RATES[0], vec![12_000_000]));
}

#[test]
fn probing_a_silent_line_names_every_rate_tried_and_stops_at_a_port_error() {
    let open = |_| -> Result<Silent, TransportError> { Ok(Silent) };
    let e = Client::connect_probing("/dev/ttyTEST", open, RATES, fast()).unwrap_err();
    assert!(matches!(e, ClientError::NoAnswerAtAnyRate { .. }), "{e:?}");
    let msg = e.to_string();
    assert!(
        msg.contains(
            "no answer from /dev/ttyTEST at 12000000 baud (Alchitry Cu) or 3000000 baud (iCEBreaker):"
        ) && msg.contains("--baud"),
        "{msg}"
    );

    let mut opened = 0;
    let open = |_| -> Result<Silent, TransportError> {
        opened += 1;
        Err(TransportError::Sim("no such port".into()))
    };
    let e = Client::connect_probing("/dev/ttyTEST", open, RATES, fast()).unwrap_err();
    assert!(matches!(e, ClientError::Transport(_)), "{e:?}");
    assert_eq!(opened, 1);
}

/// Runs `f` on another thread and fails if it takes longer than `limit`.
fn within<R: Send + 'static>(limit: Duration, f: impl FnOnce() -> R + Send + 'static) -> R {
    let (tx, rx) = mpsc::channel();
    std::thread::spawn(move || {
        let _ = tx.send(f());
    });
    rx.recv_timeout(limit).expect("the client hung")
}

#[test]
fn a_long_run_through_a_line_damaging_one_byte_in_a_thousand_loses_and_repeats_nothing() {
    let run = within(Duration::from_secs(300), || {
        faulty_run(faulty(1e-3, 11), fast(), 11, 40, 1500)
    });
    eprintln!("{run:?}");
    assert!(run.ops >= 100_000, "{run:?}");
    assert!(run.damaged > 1_000 && run.resent > 100, "{run:?}");
    // Every frame was sent once plus its resends; the timeouts were the
    // recoveries of lost replies, not a stuck client.
    assert!(
        run.sent >= run.ops / 60 && run.timeouts < run.sent,
        "{run:?}"
    );
}

#[test]
fn a_heavily_damaged_line_still_converges() {
    // At 3e-3 per byte three full frames in four arrive damaged.
    let run = within(Duration::from_secs(120), || {
        faulty_run(faulty(3e-3, 12), fast(), 12, 4, 600)
    });
    eprintln!("{run:?}");
    assert!(run.damaged > 500, "{run:?}");
}

#[test]
fn a_bloom_only_board_serves_its_bloom_filter_and_cuckoo_ops_are_refused_unsent() {
    let cfg = FakeConfig {
        board: hwfilter_model::board::BoardConfig {
            cuckoo: None,
            ..FakeConfig::default().board
        },
        ..FakeConfig::default()
    };
    let mut c = Client::connect(FakeTransport::new(cfg), fast()).unwrap();
    assert!(!c.kinds().cuckoo);
    let members = keys(31, 300);
    c.insert(Filter::Bloom, &members).unwrap();
    assert!(c.query(Filter::Bloom, &members).unwrap().iter().all(|&h| h));
    assert_eq!(c.dump(Filter::Bloom).unwrap().len(), 1 << 14);
    let sent = c.link_stats().frames_sent;
    let refusals = [
        c.insert(Filter::Cuckoo, &members[..3]).map(|_| ()),
        c.query(Filter::Cuckoo, &members[..3]).map(|_| ()),
        c.delete(Filter::Cuckoo, &members[..3]).map(|_| ()),
        c.clear(Filter::Cuckoo),
        c.count().map(|_| ()),
        c.stats(Filter::Cuckoo).map(|_| ()),
        c.dump(Filter::Cuckoo).map(|_| ()),
        c.load(Filter::Cuckoo, &[0; 17]),
    ];
    for e in refusals {
        let e = e.unwrap_err();
        assert!(matches!(e, ClientError::InvalidArgument(_)), "{e}");
        assert!(e.to_string().contains("no Cuckoo filter"), "{e}");
    }
    assert_eq!(c.link_stats().frames_sent, sent, "nothing was sent");
    // The board is still in step.
    assert!(
        c.query(Filter::Bloom, &members[..60])
            .unwrap()
            .iter()
            .all(|&h| h)
    );
    assert_eq!(c.transport().board().counters().bad_request, 0);
}

/// A board whose filter 0 is a blocked Bloom filter (k = 6 in 2^4 blocks
/// of 8192 bits): its whole memory is 2^13 16-bit words, dumped 12 to a
/// reply and loaded back 240 to a request, and its eighths' set bits give
/// its fill; a DELETE on it is refused before anything is sent.
#[test]
fn a_blocked_boards_memory_dumps_and_loads_back_in_two_byte_words() {
    use hwfilter_host::fill::BoardsFill;
    use hwfilter_model::BloomParams;
    use hwfilter_model::protocol::{BloomKind, FilterKinds};
    let cfg = FakeConfig {
        board: hwfilter_model::board::BoardConfig {
            bloom: BloomParams::new(6, 4).unwrap(),
            bloom_kind: BloomKind::Blocked,
            ..FakeConfig::default().board
        },
        ..FakeConfig::default()
    };
    let mut c = Client::connect(FakeTransport::new(cfg), fast()).unwrap();
    assert_eq!(c.kinds(), FilterKinds::BLOCKED);
    let members = keys(37, 600);
    let others = keys(38, 600);
    c.insert(Filter::Bloom, &members).unwrap();
    let before = c.query(Filter::Bloom, &others).unwrap();
    let image = c.dump(Filter::Bloom).unwrap();
    assert_eq!(image.len(), 16 * 512);
    assert!(image.iter().all(|&w| w <= 0xffff) && image.iter().any(|&w| w != 0));
    c.clear(Filter::Bloom).unwrap();
    assert!(
        c.query(Filter::Bloom, &members)
            .unwrap()
            .iter()
            .all(|&h| !h)
    );
    c.load(Filter::Bloom, &image).unwrap();
    assert!(c.query(Filter::Bloom, &members).unwrap().iter().all(|&h| h));
    assert_eq!(c.query(Filter::Bloom, &others).unwrap(), before);
    assert_eq!(c.dump(Filter::Bloom).unwrap(), image);
    let stats = c.stats(Filter::Bloom).unwrap();
    let fill = BoardsFill::from_set_bits(c.board_info(), &[stats.bloom_set_bits], 0.01).unwrap();
    assert_eq!(fill.part, "eighth");
    let set: u64 = image.iter().map(|w| w.count_ones() as u64).sum();
    assert_eq!(fill.boards[0].set_bits.iter().sum::<u64>(), set);
    let err = (fill.estimated_keys - 600.0).abs() / 600.0;
    assert!(err < 0.05, "{} keys estimated for 600", fill.estimated_keys);
    assert!(c.delete(Filter::Bloom, &members[..3]).is_err());
}
