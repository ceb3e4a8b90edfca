//! The dispatcher on its own, in rust-hdl's simulation: checked frames
//! are put into its two frame buffers the way `FrameReceiver` does, the
//! engines are the models (`BloomModel`, `CuckooModel`) behind random
//! `ready`s and result delays, and the reply cache is read the way
//! `ReplyEncoder` does. Every reply must be the board model's, byte for
//! byte (header, status, payload; the CRC is the encoder's).
use std::collections::VecDeque;

use super::*;
use crate::board::{blocked_board_info, bloom_only_board_info, board_info};
use crate::link::testbench::{crc32, settle};
use hwfilter_model::board::{BloomEngineModel, BoardConfig, BoardModel};
use hwfilter_model::protocol::{
    BloomKind, Filter, FilterKinds, Reply, Request, cobs_decode, encode_wire, status,
};
use hwfilter_model::rng::SplitMix64;
use hwfilter_model::{BloomParams, CuckooModel, CuckooOp, CuckooParams};

const CLOCK_HZ: u32 = 12_000_000;

/// The dispatcher with everything around it simulated in software.
struct Bench {
    d: Dispatcher,
    rng: SplitMix64,
    bufs: [Vec<u8>; 2],
    full: [bool; 2],
    lens: [usize; 2],
    wbuf: usize,
    pending: VecDeque<Vec<u8>>,
    /// Filter 0's geometry as INFO reports it.
    bloom_params: BloomParams,
    bloom: BloomEngineModel,
    /// `None` on a Bloom-only board.
    cuckoo: Option<CuckooModel>,
    /// (due cycle, engine op code, key field)
    bloom_results: VecDeque<(u64, u8, u64)>,
    cuckoo_results: VecDeque<(u64, CuckooOp)>,
    /// Reply being read: (base, its length once read, bytes so far);
    /// None = idle.
    tx: Option<(u64, Option<usize>, Vec<u8>)>,
    /// The length byte's address, read a cycle after the start.
    tx_len_addr: Option<u64>,
    replies: Vec<Vec<u8>>,
    cycle: u64,
    ops: u64,
    /// The Bloom engine's registered set-bits read port.
    set_bits_q: u64,
}

impl Bench {
    fn new(seed: u64) -> Self {
        Self::with_kinds(seed, FilterKinds::PLAIN)
    }

    /// A bench of a board whose filters are of `kinds`.
    fn with_kinds(seed: u64, kinds: FilterKinds) -> Self {
        let kind = kinds.bloom;
        let info = if kind == BloomKind::Blocked {
            // k = 4 in 2^9 blocks of 2^13 bits.
            blocked_board_info(4, 9, 8, 8, CLOCK_HZ)
        } else if kinds.cuckoo {
            BoardInfo {
                filter_kinds: kinds,
                ..board_info(4, 9, 8, 8, CLOCK_HZ)
            }
        } else {
            bloom_only_board_info(4, 9, CLOCK_HZ)
        };
        let mut d = Dispatcher::new(info);
        d.connect_all();
        let bloom = BloomParams::new(4, 9).unwrap();
        let cuckoo = CuckooParams::new(8, 8, 500).unwrap();
        let mut b = Bench {
            d,
            rng: SplitMix64(seed),
            bufs: [vec![0; 512], vec![0; 512]],
            full: [false; 2],
            lens: [0; 2],
            wbuf: 0,
            pending: VecDeque::new(),
            bloom_params: bloom,
            bloom: BloomEngineModel::new(bloom, kind),
            cuckoo: kinds.cuckoo.then(|| CuckooModel::new(cuckoo)),
            bloom_results: VecDeque::new(),
            cuckoo_results: VecDeque::new(),
            tx: None,
            tx_len_addr: None,
            replies: vec![],
            cycle: 0,
            ops: 0,
            set_bits_q: 0,
        };
        b.d.baud_div.next = 4u64.to_bits();
        b.d.reset.next = true;
        b.step();
        b.step();
        b.d.reset.next = false;
        b
    }

    fn model(&self) -> BoardModel {
        let mut m = BoardModel::new(BoardConfig {
            bloom: self.bloom_params,
            bloom_kind: self.bloom.kind(),
            cuckoo: self.cuckoo.as_ref().map(|c| c.params()),
            clock_hz: CLOCK_HZ,
            baud_div: 4,
        });
        m.set_epoch(0);
        m
    }

    /// One clock: inputs, settle, sample the handshakes, edge.
    fn step(&mut self) {
        let d = &mut self.d;
        // Frame buffers: a checked frame goes into the free buffer.
        let mut good = false;
        if !self.full[self.wbuf]
            && let Some(f) = self.pending.pop_front()
        {
            self.bufs[self.wbuf][..f.len()].copy_from_slice(&f);
            self.lens[self.wbuf] = f.len();
            self.full[self.wbuf] = true;
            self.wbuf ^= 1;
            good = true;
        }
        d.ev_good.next = good;
        d.full.next = ((self.full[0] as u64) | (self.full[1] as u64) << 1).to_bits();
        d.len0.next = (self.lens[0] as u64).to_bits();
        d.len1.next = (self.lens[1] as u64).to_bits();
        // Engines: random ready, results after a random delay, in order.
        d.bloom_ready.next = !self.rng.next_u64().is_multiple_of(4);
        d.cuckoo_ready.next = !self.rng.next_u64().is_multiple_of(4);
        let due_b = self
            .bloom_results
            .front()
            .is_some_and(|r| r.0 <= self.cycle);
        let due_c = self
            .cuckoo_results
            .front()
            .is_some_and(|r| r.0 <= self.cycle);
        d.bloom_out_valid.next = due_b;
        if let Some(&(_, code, key)) = self.bloom_results.front().filter(|_| due_b) {
            let (hit, word) = self.bloom.clone().apply_code(code, key).unwrap();
            d.bloom_out_hit.next = hit;
            d.bloom_out_word.next = (word as u64).to_bits();
        }
        d.cuckoo_out_valid.next = due_c;
        if let Some((_, op)) = self.cuckoo_results.front().filter(|_| due_c) {
            let mut cuckoo = self.cuckoo.clone().expect("a Cuckoo engine");
            let r = cuckoo.apply(*op).unwrap();
            d.cuckoo_out_code.next = (r.code as u64).to_bits();
            d.cuckoo_out_data.next = r.data.to_bits();
        }
        d.bloom_set_bits.next = self.set_bits_q.to_bits();
        d.bloom_stuck_total.next = self.bloom.stuck_counters().to_bits();
        d.tx_idle.next = self.tx.is_none();
        // The first start bit on the line fixes the boot epoch.
        d.ev_start_bit.next = self.cycle == 5;
        d.clock.next = Clock::from(false);
        settle(d);

        // Sample before the edge.
        let buf_addr = d.buf_addr.val().index();
        if d.buf_free.val() {
            self.full[d.buf_free_idx.val() as usize] = false;
        }
        let code = d.op_code.val().index() as u8;
        let key = d.op_key.val().to_u64();
        let data = d.op_data.val().to_u64();
        let delay = 1 + self.rng.next_u64() % 6;
        let bank = d.bloom_set_bits_bank.val().index();
        let set_bits_next = self.bloom.bank_popcounts().get(bank).copied().unwrap_or(0);
        if d.bloom_valid.val() && d.bloom_ready.val() {
            let at = self.bloom_results.back().map_or(0, |r| r.0).max(self.cycle) + delay;
            self.bloom_results.push_back((at, code, key));
            self.ops += 1;
        }
        if d.cuckoo_valid.val() && d.cuckoo_ready.val() {
            assert!(
                self.cuckoo.is_some(),
                "an op for a Cuckoo engine the board has not"
            );
            let op = match code {
                0 => CuckooOp::Query(key),
                1 => CuckooOp::Insert(key),
                2 => CuckooOp::Clear,
                3 => CuckooOp::Read(key as u32),
                4 => CuckooOp::Write(key as u32, data),
                5 => CuckooOp::Delete(key),
                6 => CuckooOp::Count,
                _ => CuckooOp::Stats,
            };
            let at = self
                .cuckoo_results
                .back()
                .map_or(0, |r| r.0)
                .max(self.cycle)
                + delay;
            self.cuckoo_results.push_back((at, op));
            self.ops += 1;
        }
        if due_b && d.bloom_out_ready.val() {
            let (_, code, key) = self.bloom_results.pop_front().unwrap();
            self.bloom.apply_code(code, key).unwrap();
        }
        if due_c && d.cuckoo_out_ready.val() {
            let (_, op) = self.cuckoo_results.pop_front().unwrap();
            let cuckoo = self.cuckoo.as_mut().expect("a Cuckoo engine");
            cuckoo.apply(op).unwrap();
        }
        // The encoder: on start, read the length byte at the next cycle
        // (as ReplyEncoder's LenIssue does), then the reply.
        let mut read_addr = None;
        match self.tx.as_mut() {
            None if d.tx_start.val() => {
                self.tx = Some((d.tx_base.val().index() as u64, None, vec![]));
                self.tx_len_addr = Some(d.tx_len_addr.val().index() as u64);
            }
            Some(_) if self.tx_len_addr.is_some() => read_addr = self.tx_len_addr.take(),
            Some((base, _, got)) => read_addr = Some(*base + got.len() as u64),
            None => {}
        }
        if let Some(a) = read_addr {
            d.reply_addr.next = a.to_bits();
            settle(d);
        }
        d.clock.next = Clock::from(true);
        settle(d);
        self.cycle += 1;
        self.set_bits_q = set_bits_next;

        // After the edge: the RAMs' read data.
        d.buf_data.next = (self.bufs[buf_addr >> 9][buf_addr & 511] as u64).to_bits();
        if read_addr.is_some() {
            let byte = d.reply_data.val().index() as u8;
            let done = match self.tx.as_mut().unwrap() {
                (_, len @ None, _) => {
                    *len = Some(byte as usize);
                    false
                }
                (_, Some(len), got) => {
                    got.push(byte);
                    got.len() == *len
                }
            };
            if done {
                let (_, _, got) = self.tx.take().unwrap();
                self.replies.push(got);
            }
        }
    }

    /// Runs until `n` replies have been read out.
    fn run_until(&mut self, n: usize) {
        let limit = self.cycle + 200_000;
        while self.replies.len() < n {
            assert!(self.cycle < limit, "{} replies of {n}", self.replies.len());
            self.step();
        }
    }
}

/// The model's reply to `frame`, without its CRC.
fn expected(model: &mut BoardModel, frame: &[u8]) -> Vec<Vec<u8>> {
    model
        .feed(&encode_wire(frame))
        .split(|&b| b == 0)
        .filter(|f| !f.is_empty())
        .map(|f| {
            let mut r = cobs_decode(f).unwrap();
            r.truncate(r.len() - 4);
            r
        })
        .collect()
}

fn decode(reply: &[u8]) -> Reply {
    decode_for(reply, FilterKinds::default())
}

fn decode_for(reply: &[u8], kinds: FilterKinds) -> Reply {
    let mut r = reply.to_vec();
    r.extend_from_slice(&crc32(reply).to_le_bytes());
    Reply::decode_for(&r, kinds).unwrap()
}

#[test]
fn every_request_kind_matches_the_board_model_with_random_engine_timing() {
    let mut b = Bench::new(3);
    let mut model = b.model();
    let mut rng = SplitMix64(17);
    let mut k = |n: usize| (0..n).map(|_| rng.next_u64()).collect::<Vec<_>>();
    let (bl, cu) = (Filter::Bloom, Filter::Cuckoo);
    let (m1, m2, others) = (k(60), k(25), k(40));
    // The boot epoch is the dispatcher's: take it from INFO.
    let info = Request::info(0).encode();
    b.pending.push_back(info.clone());
    b.run_until(1);
    let epoch = decode(&b.replies[0]).info().unwrap().boot_epoch;
    model.set_epoch(epoch);
    assert_eq!(b.replies[0], expected(&mut model, &info)[0], "INFO");

    // INFO and STATS are exempt from sequencing (seq 0, no advance).
    let requests = vec![
        Request::insert(0, bl, &m1),
        Request::query(1, bl, &m1),
        Request::query(2, bl, &others),
        Request::insert(3, cu, &m1),
        Request::insert(4, cu, &m2),
        Request::query(5, cu, &others),
        Request::delete(6, cu, &m1[..20]),
        Request::delete(7, cu, &others[..5]),
        Request::count(8, cu),
        Request::stats(0, cu),
        Request::stats(0, bl),
        Request::dump(9, bl, 500, 12),
        Request::dump(10, cu, 254, 3),
        Request::load(11, bl, 3, &[0xf, 0, 5]),
        Request::load(12, cu, 2, &[0x0102_0304, 0]),
        Request::dump(13, cu, 0, 3),
        // The dispatcher's own checks: nothing applied, expected stays 14.
        Request::count(14, bl),
        Request::dump(14, bl, 510, 3),
        Request::load(14, cu, 0, &[1 << 40]),
        // Replays from the window get the cached reply (whatever the
        // frame says); a frame ahead of expected gets a NAK.
        Request::query(5, cu, &others),
        Request::insert(12, cu, &m2),
        Request::query(16, cu, &m2),
        Request::clear(14, cu),
        Request::count(15, cu),
        Request::info(0),
    ];
    let mut want = vec![];
    // Two at a time, so a frame waits in the second buffer while the
    // first executes; but STATS and INFO last in their group, as the
    // frame counter they report counts the frames already received.
    let mut i = 0;
    while i < requests.len() {
        let reports = |r: &Request| r.op == Request::stats(0, bl).op || r.op == info[2];
        let n = if reports(&requests[i]) || i + 1 == requests.len() {
            1
        } else {
            2
        };
        for r in &requests[i..i + n] {
            let f = r.encode();
            want.extend(expected(&mut model, &f));
            b.pending.push_back(f);
        }
        b.run_until(1 + want.len());
        i += n;
    }
    for _ in 0..2000 {
        b.step();
    }
    let got = &b.replies[1..];
    assert_eq!(got.len(), want.len(), "replies");
    for (i, (g, w)) in got.iter().zip(&want).enumerate() {
        assert_eq!(g, w, "reply {i}: {:?} vs {:?}", decode(g), decode(w));
    }
    // Every status the list provokes was seen.
    let statuses: Vec<u8> = got.iter().map(|r| decode(r).status).collect();
    for st in [
        status::OK,
        status::BAD_FILTER,
        status::BAD_PARAM,
        status::OUT_OF_SEQUENCE,
    ] {
        assert!(statuses.contains(&st), "{st} not in {statuses:?}");
    }
    assert!(b.ops > 300, "{} engine ops", b.ops);
}

/// Sends `requests` one after another (each once the replies before it
/// are in), asserts every reply is the model's byte for byte, and returns
/// them decoded for a board of `kinds` (the bench's first reply, INFO,
/// left out).
fn replies_match_the_model(
    b: &mut Bench,
    model: &mut BoardModel,
    requests: &[Request],
    kinds: FilterKinds,
) -> Vec<Reply> {
    let mut want = vec![];
    for r in requests {
        let f = r.encode();
        want.extend(expected(model, &f));
        b.pending.push_back(f);
        b.run_until(1 + want.len());
    }
    for _ in 0..2000 {
        b.step();
    }
    let got = &b.replies[1..];
    assert_eq!(got.len(), want.len(), "replies");
    for (i, (g, w)) in got.iter().zip(&want).enumerate() {
        assert_eq!(
            g,
            w,
            "reply {i}: {:?} vs {:?}",
            decode_for(g, kinds),
            decode_for(w, kinds)
        );
    }
    got.iter().map(|r| decode_for(r, kinds)).collect()
}

#[test]
fn a_counting_filter_zero_matches_the_board_model_with_random_engine_timing() {
    let kinds = FilterKinds::COUNTING;
    let mut b = Bench::with_kinds(5, kinds);
    let mut model = b.model();
    let mut rng = SplitMix64(19);
    let mut k = |n: usize| (0..n).map(|_| rng.next_u64()).collect::<Vec<_>>();
    let (bl, cu) = (Filter::Bloom, Filter::Cuckoo);
    let (m1, others) = (k(44), k(40));
    // A hot key 16 times: its four counters stick at 15.
    let hot = vec![0x0123_4567_89ab_cdef; 16];
    let info = Request::info(0).encode();
    b.pending.push_back(info.clone());
    b.run_until(1);
    let epoch = decode_for(&b.replies[0], kinds).info().unwrap().boot_epoch;
    model.set_epoch(epoch);
    assert_eq!(b.replies[0], expected(&mut model, &info)[0], "INFO");

    let load = |seq, addr, words: &[u64]| Request::load_for(seq, bl, addr, words, kinds);
    let requests = vec![
        Request::insert(0, bl, &[m1.clone(), hot].concat()),
        Request::query(1, bl, &m1),
        Request::delete(2, bl, &m1[..30]),
        Request::delete(3, bl, &others),
        Request::query(4, bl, &m1),
        Request::stats(0, bl),
        Request::dump(5, bl, 0, 6),
        Request::dump(6, bl, 506, 6),
        load(7, 3, &[0xffff, 0, 0x1234]),
        Request::dump(8, bl, 0, 6),
        Request::stats(0, bl),
        Request::delete(9, cu, &others[..3]),
        // The dispatcher's own checks: nothing applied, expected stays 10.
        Request::dump(10, bl, 0, 7),
        load(10, 0, &[0x1_0000]),
        Request::dump(10, bl, 510, 3),
        Request::clear(10, bl),
        Request::stats(0, bl),
        Request::info(0),
    ];
    let replies = replies_match_the_model(&mut b, &mut model, &requests, kinds);
    // Deletes of members answered OK, of strangers mostly NOT_FOUND; the
    // stuck counters showed in STATS; a 7-word DUMP and a bad nibble were
    // refused.
    assert!(replies[2].codes().iter().all(|&c| c == 0));
    assert!(replies[3].codes().contains(&2));
    assert_eq!(replies[5].stats().unwrap().cuckoo_kicks, 4);
    assert_eq!(replies[6].payload.len(), 24);
    let statuses: Vec<u8> = replies.iter().map(|r| r.status).collect();
    for st in [status::OK, status::BAD_LENGTH, status::BAD_PARAM] {
        assert!(statuses.contains(&st), "{st} not in {statuses:?}");
    }
}

#[test]
fn a_bloom_only_board_refuses_filter_1_and_matches_the_board_model() {
    let kinds = FilterKinds::BLOOM_ONLY;
    let mut b = Bench::with_kinds(6, kinds);
    let mut model = b.model();
    let mut rng = SplitMix64(23);
    let mut k = |n: usize| (0..n).map(|_| rng.next_u64()).collect::<Vec<_>>();
    let (bl, cu) = (Filter::Bloom, Filter::Cuckoo);
    let (m1, others) = (k(60), k(60));
    let info = Request::info(0).encode();
    b.pending.push_back(info.clone());
    b.run_until(1);
    let epoch = decode_for(&b.replies[0], kinds).info().unwrap().boot_epoch;
    model.set_epoch(epoch);
    assert_eq!(b.replies[0], expected(&mut model, &info)[0], "INFO");

    let requests = vec![
        Request::insert(0, bl, &m1),
        // Every op on filter 1 is refused; expected stays 1.
        Request::insert(1, cu, &others[..4]),
        Request::query(1, cu, &m1[..4]),
        Request::delete(1, cu, &m1[..4]),
        Request::clear(1, cu),
        Request::count(1, cu),
        Request::stats(0, cu),
        Request::dump(1, cu, 0, 3),
        Request::load(1, cu, 0, &[0]),
        Request::query(1, bl, &m1),
        Request::query(2, bl, &others),
        Request::delete(3, bl, &m1[..2]),
        Request::stats(0, bl),
        Request::dump(3, bl, 100, 24),
        Request::info(0),
    ];
    let replies = replies_match_the_model(&mut b, &mut model, &requests, kinds);
    for r in &replies[1..9] {
        assert_eq!(r.status, status::BAD_FILTER, "{r:?}");
    }
    assert!(replies[9].bits().iter().all(|&h| h), "no false negative");
    assert_eq!(
        replies[11].status,
        status::BAD_FILTER,
        "DELETE on a plain filter"
    );
    let info = replies.last().unwrap().info().unwrap();
    assert_eq!((info.filter_kinds, info.cuckoo_fp_bits), (0x0001, 0));
}

#[test]
fn a_blocked_filter_zero_matches_the_board_model_with_random_engine_timing() {
    let kinds = FilterKinds::BLOCKED;
    let mut b = Bench::with_kinds(7, kinds);
    let mut model = b.model();
    let mut rng = SplitMix64(29);
    let mut k = |n: usize| (0..n).map(|_| rng.next_u64()).collect::<Vec<_>>();
    let (bl, cu) = (Filter::Bloom, Filter::Cuckoo);
    let (m1, others) = (k(60), k(60));
    let info = Request::info(0).encode();
    b.pending.push_back(info.clone());
    b.run_until(1);
    let epoch = decode_for(&b.replies[0], kinds).info().unwrap().boot_epoch;
    model.set_epoch(epoch);
    assert_eq!(b.replies[0], expected(&mut model, &info)[0], "INFO");

    // 2^9 blocks of 512 words: the last word is 2^18 - 1.
    let last = (1u32 << 18) - 1;
    let load = |seq, addr, words: &[u64]| Request::load_for(seq, bl, addr, words, kinds);
    let requests = vec![
        Request::insert(0, bl, &m1),
        Request::query(1, bl, &m1),
        Request::query(2, bl, &others),
        Request::stats(0, bl),
        load(3, 40, &[0xbeef, 0x0001, 0x8000]),
        Request::dump(4, bl, 38, 12),
        load(5, last - 1, &[0xffff, 0x1234]),
        Request::dump(6, bl, last - 11, 12),
        Request::insert(7, cu, &others[..8]),
        // The dispatcher's own checks: nothing applied, expected stays 8.
        Request::dump(8, bl, 0, 13),
        Request::dump(8, bl, last, 2),
        load(8, last, &[1, 2]),
        Request::delete(8, bl, &m1[..2]),
        Request::clear(8, bl),
        Request::query(9, bl, &m1),
        Request::stats(0, bl),
        Request::info(0),
    ];
    let replies = replies_match_the_model(&mut b, &mut model, &requests, kinds);
    assert!(replies[1].bits().iter().all(|&h| h), "no false negative");
    assert_eq!(
        replies[5].payload[4..10],
        [0xef, 0xbe, 0x01, 0x00, 0x00, 0x80]
    );
    assert_eq!(replies[7].payload[20..24], [0xff, 0xff, 0x34, 0x12]);
    for r in &replies[9..12] {
        assert!(
            [status::BAD_LENGTH, status::BAD_PARAM].contains(&r.status),
            "{r:?}"
        );
    }
    assert_eq!(
        replies[12].status,
        status::BAD_FILTER,
        "DELETE on a blocked filter"
    );
    let set = replies[3].stats().unwrap().bloom_set_bits;
    assert!(set.iter().sum::<u32>() > 200, "{set:?}");
    assert!(replies[14].bits().iter().all(|&h| !h), "CLEAR emptied it");
    let info = replies.last().unwrap().info().unwrap();
    assert_eq!(
        (info.filter_kinds, info.bloom_banks, info.bloom_addr_bits),
        (0x0103, 4, 9)
    );
}
