//! Property tests of the protocol codec and the board model: random and
//! mutated bytes never make a decoder panic, whatever a decoder accepts it
//! re-encodes to the same bytes, valid replies round-trip, COBS round-trips
//! and the streaming accumulator agrees with the one-shot decoder, and every
//! reply the board sends to random traffic passes the host's strict
//! `Reply::decode`.
//!
//! The default case count keeps the suite fast; set `PROPTEST_CASES` for a
//! longer run (e.g. `PROPTEST_CASES=100000 cargo test -p hwfilter-model
//! --test protocol_fuzz --release`).

use hwfilter_model::board::{BoardConfig, BoardModel};
use hwfilter_model::protocol::{
    FrameAccumulator, FrameError, FrameEvent, INFO_FIELDS, Info, MAX_FRAME, MAX_KEYS, Op, Reply,
    Request, STATS_FIELDS, Stats, Status, cobs_decode, cobs_encode, crc32, encode_wire, pack_bits,
    pack_codes,
};
use hwfilter_model::{BloomParams, CuckooParams};
use proptest::prelude::*;

/// Cases per property: `PROPTEST_CASES` if set, else `default`.
fn cases(default: u32) -> ProptestConfig {
    let cases = std::env::var("PROPTEST_CASES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default);
    ProptestConfig::with_cases(cases)
}

/// Replaces the last 4 bytes with the CRC of the rest (when there are at
/// least 4), so that mutations reach the checks after the CRC.
fn fix_crc(mut p: Vec<u8>) -> Vec<u8> {
    if p.len() >= 4 {
        let n = p.len() - 4;
        let c = crc32(&p[..n]);
        p[n..].copy_from_slice(&c.to_le_bytes());
    }
    p
}

/// A reply a correct board could send, built from random choices.
fn valid_reply(kind: u8, seq: u8, filter: u8, count: u8, bytes: &[u8]) -> Reply {
    let n = 1 + count as usize % MAX_KEYS;
    let byte = |i: usize| bytes.get(i).copied().unwrap_or(i as u8);
    let bits: Vec<bool> = (0..n).map(|i| byte(i) & 1 == 1).collect();
    let cuckoo = filter & 1 == 1;
    let fc = filter & 1;
    match kind % 14 {
        0 => {
            let st = [
                Status::BadCrc,
                Status::BadLength,
                Status::Busy,
                Status::OutOfSequence,
            ][filter as usize % 4];
            Reply::nak(seq, st)
        }
        1 => Reply::error(seq, byte(0), filter, Status::UnsupportedVersion),
        2 => {
            let op = match byte(0) & 0x7F {
                1..=9 => 0,
                o => o,
            };
            Reply::error(seq, op | (byte(1) & 0x80), filter, Status::UnknownOpcode)
        }
        3 => Reply::error(
            seq,
            [4, 5, 6][count as usize % 3],
            2 + filter % 200,
            Status::BadFilter,
        ),
        4 => Reply::error(seq, 8 + (count & 1), fc, Status::BadParam),
        5 => Reply::error(seq, 1 + count % 9, 1, Status::BadLength),
        6 => {
            let mut f: [u32; INFO_FIELDS] =
                std::array::from_fn(|i| u32::from(byte(i)) * 0x0101_0101);
            f[0] |= 1;
            Reply::success(
                seq,
                Op::Info,
                filter,
                0,
                Status::Ok,
                Info::from_fields(f).to_payload(),
            )
        }
        7 => {
            let mut f: [u32; STATS_FIELDS] =
                std::array::from_fn(|i| u32::from(byte(i)) << (i % 4 * 8));
            // Each filter's fields of the other engine are 0.
            let other = if cuckoo { 10..STATS_FIELDS } else { 8..10 };
            f[other].fill(0);
            let s = Stats::from_fields(f);
            Reply::success(seq, Op::Stats, fc, 0, Status::Ok, s.to_payload())
        }
        8 => Reply::success(
            seq,
            Op::Count,
            1,
            0,
            Status::Ok,
            bytes.iter().copied().chain([0; 4]).take(4).collect(),
        ),
        9 => {
            let op = if count & 1 == 0 { Op::Clear } else { Op::Load };
            Reply::success(seq, op, fc, 0, Status::Ok, vec![])
        }
        10 => Reply::success(seq, Op::Query, fc, n as u16, Status::Ok, pack_bits(&bits)),
        11 if !cuckoo => Reply::success(seq, Op::Insert, 0, n as u16, Status::Ok, pack_bits(&bits)),
        11 => {
            let codes: Vec<u8> = (0..n).map(|i| byte(i) & 1).collect();
            let st = if codes.contains(&1) {
                Status::Full
            } else {
                Status::Ok
            };
            Reply::success(seq, Op::Insert, 1, n as u16, st, pack_codes(&codes))
        }
        12 => {
            let codes: Vec<u8> = (0..n).map(|i| byte(i) & 2).collect();
            Reply::success(seq, Op::Delete, 1, n as u16, Status::Ok, pack_codes(&codes))
        }
        _ => {
            let (words, wb) = if cuckoo {
                (1 + n % 3, 8)
            } else {
                (1 + n % 24, 1)
            };
            let payload = (0..words * wb).map(byte).collect();
            Reply::success(seq, Op::Dump, fc, words as u16, Status::Ok, payload)
        }
    }
}

fn arb_valid_reply() -> impl Strategy<Value = Reply> {
    (
        any::<u8>(),
        any::<u8>(),
        any::<u8>(),
        any::<u8>(),
        prop::collection::vec(any::<u8>(), 0..72),
    )
        .prop_map(|(k, s, f, c, b)| valid_reply(k, s, f, c, &b))
}

/// One mutation of a packet.
#[derive(Clone, Debug)]
enum Mutation {
    Flip(usize, u8),
    Set(usize, u8),
    Truncate(usize),
    Insert(usize, u8),
    Remove(usize),
    Extend(Vec<u8>),
}

fn arb_mutation() -> impl Strategy<Value = Mutation> {
    prop_oneof![
        (any::<usize>(), 1..=255u8).prop_map(|(i, x)| Mutation::Flip(i, x)),
        (any::<usize>(), any::<u8>()).prop_map(|(i, x)| Mutation::Set(i, x)),
        any::<usize>().prop_map(Mutation::Truncate),
        (any::<usize>(), any::<u8>()).prop_map(|(i, x)| Mutation::Insert(i, x)),
        any::<usize>().prop_map(Mutation::Remove),
        prop::collection::vec(any::<u8>(), 1..16).prop_map(Mutation::Extend),
    ]
}

fn mutate(mut p: Vec<u8>, muts: &[Mutation]) -> Vec<u8> {
    for m in muts {
        let n = p.len();
        match *m {
            Mutation::Flip(i, x) if n > 0 => p[i % n] ^= x,
            Mutation::Set(i, x) if n > 0 => p[i % n] = x,
            Mutation::Truncate(i) => p.truncate(i % (n + 1)),
            Mutation::Insert(i, x) => p.insert(i % (n + 1), x),
            Mutation::Remove(i) if n > 0 => {
                p.remove(i % n);
            }
            Mutation::Extend(ref v) => p.extend(v),
            _ => {}
        }
    }
    p
}

/// Whatever `Reply::decode` accepts is consistent: it re-encodes to the
/// same bytes and passes `validate`.
fn check_reply_decode(bytes: &[u8]) {
    if let Ok(r) = Reply::decode(bytes) {
        assert_eq!(r.encode(), bytes);
        assert_eq!(r.validate(), Ok(()));
        // Accessors never panic on an accepted reply.
        let _ = (
            r.bits(),
            r.codes(),
            r.info(),
            r.stats(),
            r.count_value(),
            r.words(),
        );
        if r.status == 0 || r.status == 7 {
            assert!(!r.is_nak());
        }
    }
}

fn check_request_decode(bytes: &[u8]) {
    match Request::decode(bytes) {
        Ok(r) => {
            assert_eq!(r.encode(), bytes);
            let _ = (r.keys(), r.address(), r.load_words());
        }
        Err(e) => assert!(e.status().is_some(), "{e}: no status for the board"),
    }
}

/// Bytes a streaming decoder stores for a segment (no zero inside): the
/// data bytes present plus one implied zero before every block but the
/// first whose predecessor's code is below 0xFF.
fn stored_len(segment: &[u8]) -> usize {
    let (mut i, mut len, mut prev) = (0, 0, None::<u8>);
    while i < segment.len() {
        let c = segment[i] as usize;
        if prev.is_some_and(|p| p != 0xFF) {
            len += 1;
        }
        prev = Some(segment[i]);
        len += (i + c).min(segment.len()) - (i + 1);
        i += c;
    }
    len
}

/// The event a frame (the bytes between two delimiters) must produce:
/// nothing when empty, oversize when it stores more than `max` bytes, else
/// what the one-shot decoder says.
fn expected_event(segment: &[u8], max: usize) -> Option<FrameEvent> {
    if segment.is_empty() {
        return None;
    }
    if stored_len(segment) > max {
        return Some(FrameEvent::Error(FrameError::Oversize));
    }
    Some(match cobs_decode(segment) {
        Ok(d) => FrameEvent::Frame(d),
        Err(_) => FrameEvent::Error(FrameError::CobsStructure),
    })
}

/// A request from random choices, mostly well-formed, near `expected`.
fn request(choice: &[u8], keys: &[u64], expected: u8) -> Vec<u8> {
    let c = |i: usize| choice.get(i).copied().unwrap_or(0);
    // Mostly the expected request, else a duplicate, a gap or anything.
    let seq = match c(0) % 8 {
        0..=4 => expected,
        5 => expected.wrapping_sub(1 + c(0) / 8 % 17),
        6 => expected.wrapping_add(1 + c(0) / 8 % 4),
        _ => c(0),
    };
    let f = if c(1) < 120 {
        protocol_filter(0)
    } else {
        protocol_filter(1)
    };
    let n = 1 + c(2) as usize % keys.len().max(1);
    let ks = &keys[..n.min(keys.len())];
    // Mostly near the small board's address spaces (32 Bloom words, 3
    // Cuckoo words), sometimes far past them.
    let span = if c(1) < 120 { 34 } else { 5 };
    let addr = if c(4) % 4 == 0 {
        u32::from(c(3)) * 0x0100_0001
    } else {
        u32::from(c(3)) % span
    };
    let r = match c(5) % 11 {
        0 => Request::info(seq),
        1 => Request::clear(seq, f),
        2 => Request::insert(seq, f, ks),
        3 => Request::query(seq, f, ks),
        4 => Request::delete(seq, f, ks),
        5 => Request::count(seq, f),
        6 => Request::stats(seq, f),
        7 if c(6) < 200 => Request::dump(
            seq,
            f,
            addr,
            1 + u16::from(c(6))
                % hwfilter_model::protocol::FilterKinds::default().dump_max_words(f) as u16,
        ),
        7 => Request::dump(seq, f, addr, 1 + u16::from(c(6) % 25)),
        // Words of random widths (valid or not), and stash-like words.
        8 => Request::load(
            seq,
            f,
            addr,
            &ks.iter()
                .map(|&k| k & ((1u64 << (c(6) % 36)) - 1))
                .collect::<Vec<_>>(),
        ),
        9 => Request::load(
            seq,
            f,
            addr,
            &ks.iter()
                .map(|&k| k & 0x8000_0000_0001_01ff)
                .collect::<Vec<_>>(),
        ),
        _ => Request {
            version: c(6) % 3,
            op: c(7),
            filter: c(8) % 4,
            count: u16::from(c(9)),
            ..Request::info(seq)
        },
    };
    let mut p = r.encode();
    let n = p.len();
    match c(10) % 16 {
        0 => p[c(11) as usize % n] ^= 1 + c(12) % 255,
        1 => p.truncate(c(11) as usize % n),
        2 => p = fix_crc(mutate(p, &[Mutation::Set(c(11) as usize, c(12))])),
        _ => {}
    }
    p
}

fn protocol_filter(f: u8) -> hwfilter_model::protocol::Filter {
    if f == 0 {
        hwfilter_model::protocol::Filter::Bloom
    } else {
        hwfilter_model::protocol::Filter::Cuckoo
    }
}

fn small_board() -> BoardModel {
    BoardModel::new(BoardConfig {
        bloom: BloomParams::new(3, 5).unwrap(),
        bloom_kind: hwfilter_model::protocol::BloomKind::Plain,
        // 8 slots and 2 kicks: the stash fills and FULL answers come soon.
        cuckoo: Some(CuckooParams::new(8, 1, 2).unwrap()),
        clock_hz: 1_000_000,
        baud_div: 8,
    })
}

proptest! {
    #![proptest_config(cases(3000))]

    #[test]
    fn reply_decode_random_bytes(bytes in prop::collection::vec(any::<u8>(), 0..96)) {
        check_reply_decode(&bytes);
        check_reply_decode(&fix_crc(bytes));
    }

    #[test]
    fn valid_replies_round_trip(r in arb_valid_reply()) {
        let p = r.encode();
        prop_assert_eq!(Reply::decode(&p), Ok(r.clone()));
        let wire = encode_wire(&p);
        prop_assert_eq!(cobs_decode(&wire[..wire.len() - 1]), Ok(p));
    }

    #[test]
    fn mutated_replies(r in arb_valid_reply(), muts in prop::collection::vec(arb_mutation(), 1..4)) {
        let p = mutate(r.encode(), &muts);
        check_reply_decode(&p);
        check_reply_decode(&fix_crc(p));
    }

    #[test]
    fn request_decode_random_and_mutated(
        bytes in prop::collection::vec(any::<u8>(), 0..600),
        keys in prop::collection::vec(any::<u64>(), 0..70),
        muts in prop::collection::vec(arb_mutation(), 0..3),
    ) {
        check_request_decode(&bytes);
        check_request_decode(&fix_crc(bytes));
        let r = Request::insert(3, protocol_filter(keys.len() as u8 & 1), &keys);
        let ok = !keys.is_empty() && keys.len() <= MAX_KEYS;
        prop_assert_eq!(Request::decode(&r.encode()).is_ok(), ok);
        let p = mutate(r.encode(), &muts);
        check_request_decode(&p);
        check_request_decode(&fix_crc(p));
    }

    #[test]
    fn cobs_round_trips(data in prop::collection::vec(prop_oneof![Just(0u8), any::<u8>(), 1..=255u8], 0..700)) {
        let enc = cobs_encode(&data);
        prop_assert!(!enc.contains(&0));
        prop_assert!(enc.len() <= data.len() + data.len() / 254 + 1);
        prop_assert_eq!(cobs_decode(&enc), Ok(data.clone()));
        let mut acc = FrameAccumulator::new(MAX_FRAME);
        let evs: Vec<FrameEvent> = encode_wire(&data).iter().filter_map(|&b| acc.push(b)).collect();
        let want = if data.len() <= MAX_FRAME {
            FrameEvent::Frame(data)
        } else {
            FrameEvent::Error(FrameError::Oversize)
        };
        prop_assert_eq!(evs, vec![want]);
    }

    #[test]
    fn accumulator_agrees_with_cobs_decode(
        line in prop::collection::vec(prop_oneof![3 => Just(0u8), 5 => 1..=8u8, 4 => any::<u8>(), 1 => Just(0xFFu8)], 0..400),
        max in 0..40usize,
    ) {
        let mut acc = FrameAccumulator::new(max);
        let mut got = Vec::new();
        for &b in &line {
            if let Some(ev) = acc.push(b) {
                if let FrameEvent::Frame(f) = &ev {
                    prop_assert!(f.len() <= max);
                }
                got.push(ev);
            }
        }
        // Every complete segment (followed by a delimiter) gives exactly the
        // event the one-shot decoder predicts.
        let mut segments: Vec<&[u8]> = line.split(|&b| b == 0).collect();
        segments.pop(); // not followed by a delimiter
        let want: Vec<FrameEvent> = segments.iter().filter_map(|s| expected_event(s, max)).collect();
        prop_assert_eq!(got, want);
        let _ = cobs_decode(&line);
    }

    #[test]
    fn board_replies_to_random_traffic_are_valid(
        steps in prop::collection::vec((prop::collection::vec(any::<u8>(), 13), prop::collection::vec(any::<u64>(), 1..8)), 1..24),
        garbage in prop::collection::vec(any::<u8>(), 0..40),
    ) {
        let mut b = small_board();
        for (choice, keys) in &steps {
            let before = b.expected_seq();
            let frame = request(choice, keys, before);
            if let Some(out) = b.on_frame(&frame) {
                let r = Reply::decode(&out);
                prop_assert!(r.is_ok(), "frame {:02x?} -> reply {:02x?}: {:?}", frame, out, r);
                let r = r.unwrap();
                // expected moves only with an applied request of that seq.
                if b.expected_seq() != before {
                    prop_assert_eq!(b.expected_seq(), before.wrapping_add(1));
                    prop_assert_eq!(r.seq, before);
                    prop_assert!(r.status == 0 || r.status == 7);
                }
            } else {
                prop_assert!(b.nak_sent());
            }
            if choice[1] % 16 == 0 {
                let r = Reply::decode(&b.on_busy(choice[2]));
                prop_assert!(r.is_ok_and(|r| r.is_nak() && r.seq == choice[2]));
            }
            if choice[0] % 5 == 0 {
                // The same frame on the line, with garbage in front.
                let mut line = garbage.clone();
                line.push(0);
                line.extend(encode_wire(&frame));
                let out = b.feed(&line);
                let mut acc = FrameAccumulator::new(MAX_FRAME);
                for ev in out.iter().filter_map(|&x| acc.push(x)) {
                    match ev {
                        FrameEvent::Frame(f) => prop_assert!(Reply::decode(&f).is_ok()),
                        FrameEvent::Error(e) => prop_assert!(false, "bad frame {:?}", e),
                    }
                }
            }
        }
    }
}
