//! The board model against docs/protocol.md: every opcode and every status,
//! the order of checks, the go-back-N reply cache (duplicates answered from
//! the cache and not re-applied, the wrap of `seq` at 256, slots never
//! written since reset), the NAK rate limit, the counters, DUMP/CLEAR/LOAD
//! restores, byte-exact reply layouts, and resynchronisation on a line with
//! garbage between frames. Every reply the board sends must pass the host's
//! strict `Reply::decode`.

use hwfilter_model::board::{BoardConfig, BoardModel, LinkCounters};
use hwfilter_model::cuckoo::code;
use hwfilter_model::hash::{HASH_VERSION, KEY_SEED};
use hwfilter_model::protocol::{
    self, FrameAccumulator, FrameEvent, MAX_FRAME, Op, Reply, Request, Status, crc32, encode_wire,
    opcode, status,
};
use hwfilter_model::rng::SplitMix64;
use hwfilter_model::{BloomModel, BloomParams, CuckooModel, CuckooParams};
use protocol::Filter::{Bloom, Cuckoo};

fn config_with(cuckoo: CuckooParams) -> BoardConfig {
    BoardConfig {
        bloom: BloomParams::new(4, 9).unwrap(),
        cuckoo,
        clock_hz: 48_000_000,
        baud_div: 16,
    }
}

/// Bloom: 4 banks of 512 bits (512 words). Cuckoo: 16 buckets (17 words).
fn config() -> BoardConfig {
    config_with(CuckooParams::new(12, 4, 500).unwrap())
}

fn board() -> BoardModel {
    BoardModel::new(config())
}

/// The bytes the board answers (a reply is expected), checked by the host's
/// strict decoder.
fn send_raw(b: &mut BoardModel, frame: &[u8]) -> Reply {
    let out = b.on_frame(frame).expect("the board answers");
    Reply::decode(&out).unwrap_or_else(|e| panic!("board reply {out:02x?} rejected: {e}"))
}

fn send(b: &mut BoardModel, r: &Request) -> Reply {
    send_raw(b, &r.encode())
}

/// A request frame with a correct CRC around arbitrary header and payload.
fn raw_request(version: u8, seq: u8, op: u8, filter: u8, count: u16, payload: &[u8]) -> Vec<u8> {
    let r = Request {
        version,
        seq,
        op,
        filter,
        count,
        payload: payload.to_vec(),
    };
    r.encode()
}

fn assert_nak(r: &Reply, seq: u8, st: Status) {
    assert!(r.is_nak(), "{r:?}");
    assert_eq!((r.seq, r.op, r.filter, r.count), (seq, 0xFF, 0, 0));
    assert_eq!(r.status, st as u8);
    assert!(r.payload.is_empty());
}

fn assert_error(r: &Reply, seq: u8, op: u8, filter: u8, st: Status) {
    assert_eq!(
        (r.seq, r.op, r.filter, r.count, r.status),
        (seq, op | 0x80, filter, 0, st as u8),
        "{r:?}"
    );
    assert!(r.payload.is_empty());
}

fn keys(seed: u64, n: usize) -> Vec<u64> {
    let mut rng = SplitMix64(seed);
    (0..n).map(|_| rng.next_u64()).collect()
}

#[test]
fn info_reports_the_configuration() {
    let mut b = board();
    b.set_epoch(0x1234);
    let r = send(&mut b, &Request::info(0x77));
    assert_eq!(
        (r.seq, r.op, r.filter, r.count, r.status),
        (0x77, 0x81, 0, 0, 0)
    );
    let i = r.info().unwrap();
    let c = config();
    assert_eq!(i.boot_epoch, 0x1235, "bit 0 is forced to 1");
    assert_eq!(i.expected_seq, 0);
    assert_eq!((i.window, i.max_keys, i.dump_max_bytes), (16, 60, 24));
    assert_eq!(i.hash_version, HASH_VERSION);
    assert_eq!(i.key_seed(), KEY_SEED);
    assert_eq!(
        (i.key_seed_low, i.key_seed_high),
        (0x6c74_6572, 0x6877_6669)
    );
    assert_eq!((i.bloom_banks, i.bloom_addr_bits), (4, 9));
    assert_eq!(i.bloom_capacity as u64, c.bloom.capacity(0.01));
    assert_eq!(
        (i.cuckoo_fp_bits, i.cuckoo_bucket_bits, i.cuckoo_max_kicks),
        (12, 4, 500)
    );
    assert_eq!(i.cuckoo_capacity, 60); // floor(0.95 * 64)
    assert_eq!((i.clock_hz, i.baud_div), (48_000_000, 16));
    assert_eq!(i, b.info());

    // Any filter byte, echoed; INFO is not sequenced and changes nothing.
    let r = send(
        &mut b,
        &Request {
            filter: 0xAB,
            ..Request::info(200)
        },
    );
    assert_eq!((r.seq, r.filter), (200, 0xAB));
    assert_eq!(b.expected_seq(), 0);
    send(&mut b, &Request::clear(0, Bloom));
    assert_eq!(
        send(&mut b, &Request::info(5)).info().unwrap().expected_seq,
        1
    );
    // A board that was never told its epoch reports 1.
    assert_eq!(board().info().boot_epoch, 1);
}

#[test]
fn bloom_insert_query_clear_follow_the_model() {
    let mut b = board();
    let mut model = BloomModel::new(config().bloom);
    let ks = keys(1, 60);
    let r = send(&mut b, &Request::insert(0, Bloom, &ks));
    assert_eq!((r.op, r.filter, r.count, r.status), (0x83, 0, 60, 0));
    let want: Vec<bool> = ks.iter().map(|&k| model.insert(k)).collect();
    assert_eq!(r.bits(), want);
    // Inserting again: every key was present.
    let r = send(&mut b, &Request::insert(1, Bloom, &ks[..10]));
    assert_eq!(r.bits(), [true; 10]);
    let probe: Vec<u64> = ks[..30].iter().copied().chain(keys(2, 30)).collect();
    let r = send(&mut b, &Request::query(2, Bloom, &probe));
    assert_eq!((r.op, r.count), (0x84, 60));
    let want: Vec<bool> = probe.iter().map(|&k| model.contains(k)).collect();
    assert_eq!(r.bits(), want);
    assert!(r.bits()[..30].iter().all(|&x| x));
    assert!(!r.bits()[30..].iter().all(|&x| x));
    assert_eq!(b.bloom().bank_popcounts(), model.bank_popcounts());
    // CLEAR empties the Bloom filter only.
    send(&mut b, &Request::insert(3, Cuckoo, &[7]));
    let r = send(&mut b, &Request::clear(4, Bloom));
    assert_eq!(
        (r.op, r.filter, r.count, r.status, r.payload.len()),
        (0x82, 0, 0, 0, 0)
    );
    assert_eq!(b.bloom().bank_popcounts(), [0; 4]);
    assert!(
        send(&mut b, &Request::query(5, Bloom, &ks))
            .bits()
            .iter()
            .all(|&x| !x)
    );
    assert_eq!(b.cuckoo().items(), 1);
}

#[test]
fn cuckoo_insert_query_delete_count_clear_follow_the_model() {
    let mut b = board();
    let mut model = CuckooModel::new(config().cuckoo);
    let ks = keys(3, 40);
    let r = send(&mut b, &Request::insert(0, Cuckoo, &ks));
    assert_eq!((r.op, r.filter, r.count, r.status), (0x83, 1, 40, 0));
    assert_eq!(r.payload.len(), 10);
    let want: Vec<u8> = ks.iter().map(|&k| model.insert(k)).collect();
    assert_eq!(r.codes(), want);
    let r = send(&mut b, &Request::count(1, Cuckoo));
    assert_eq!((r.op, r.count, r.count_value().unwrap()), (0x86, 0, 40));
    let probe: Vec<u64> = ks[..20].iter().copied().chain(keys(4, 20)).collect();
    let r = send(&mut b, &Request::query(2, Cuckoo, &probe));
    let want: Vec<bool> = probe.iter().map(|&k| model.contains(k)).collect();
    assert_eq!(r.bits(), want);
    // DELETE: members OK, then NOT_FOUND the second time.
    let del: Vec<u64> = ks[..5].to_vec();
    let r = send(&mut b, &Request::delete(3, Cuckoo, &del));
    assert_eq!((r.op, r.filter, r.status), (0x85, 1, 0));
    assert_eq!(r.codes(), [code::OK; 5]);
    let r = send(&mut b, &Request::delete(4, Cuckoo, &del));
    assert_eq!(r.codes(), [code::NOT_FOUND; 5]);
    assert_eq!(
        send(&mut b, &Request::count(5, Cuckoo)).count_value(),
        Ok(35)
    );
    let r = send(&mut b, &Request::clear(6, Cuckoo));
    assert_eq!((r.op, r.filter, r.status), (0x82, 1, 0));
    assert_eq!(
        send(&mut b, &Request::count(7, Cuckoo)).count_value(),
        Ok(0)
    );
}

#[test]
fn cuckoo_full_is_applied_cached_and_counted() {
    // Two buckets, one eviction: the 9th copy of a key goes to the stash
    // after one kick, the 10th answers FULL.
    let mut b = BoardModel::new(config_with(CuckooParams::new(8, 1, 1).unwrap()));
    let req = Request::insert(0, Cuckoo, &[5; 10]);
    let r = send(&mut b, &req);
    assert_eq!(r.status, status::FULL);
    assert_eq!(r.count, 10);
    let mut want = vec![code::OK; 9];
    want.push(code::FULL);
    assert_eq!(r.codes(), want);
    assert_eq!(b.expected_seq(), 1, "a FULL request was applied");
    assert_eq!(b.cuckoo().items(), 9);
    // The duplicate gets the same FULL reply, and nothing is re-applied.
    assert_eq!(send(&mut b, &req), r);
    assert_eq!(b.cuckoo().full_answers(), 1);
    // Every INSERT answers FULL while the stash is occupied.
    let r = send(&mut b, &Request::insert(1, Cuckoo, &[6, 7]));
    assert_eq!((r.status, r.codes()), (status::FULL, vec![code::FULL; 2]));
    let s = send(&mut b, &Request::stats(0, Cuckoo)).stats().unwrap();
    assert_eq!((s.cuckoo_kicks, s.cuckoo_full), (1, 3));
    let s = send(&mut b, &Request::stats(0, Bloom)).stats().unwrap();
    assert_eq!((s.cuckoo_kicks, s.cuckoo_full), (0, 0));
}

#[test]
fn duplicates_are_answered_from_the_cache_and_not_reapplied() {
    let mut b = board();
    let ins = Request::insert(0, Cuckoo, &[11, 12, 13]);
    let first = b.on_frame(&ins.encode()).unwrap();
    let count = Request::count(1, Cuckoo);
    let first_count = b.on_frame(&count.encode()).unwrap();
    assert_eq!(Reply::decode(&first_count).unwrap().count_value(), Ok(3));
    // Resend both: byte-identical replies, the filter still holds 3 items.
    assert_eq!(b.on_frame(&ins.encode()).unwrap(), first);
    assert_eq!(b.on_frame(&ins.encode()).unwrap(), first);
    assert_eq!(b.cuckoo().items(), 3);
    send(&mut b, &Request::insert(2, Cuckoo, &[14]));
    // The old COUNT reply is replayed, not recomputed.
    assert_eq!(b.on_frame(&count.encode()).unwrap(), first_count);
    assert_eq!(
        send(&mut b, &Request::count(3, Cuckoo)).count_value(),
        Ok(4)
    );
    // The board does not compare contents: a different request with a
    // duplicate seq gets the cached reply too.
    assert_eq!(
        b.on_frame(&Request::clear(0, Bloom).encode()).unwrap(),
        first
    );
    assert_eq!(b.counters().replays, 4);
    assert_eq!(b.expected_seq(), 4);
    let s = send(&mut b, &Request::stats(9, Bloom)).stats().unwrap();
    assert_eq!(s.replays, 4);
}

#[test]
fn out_of_sequence_naks_are_rate_limited_per_expected_value() {
    let mut b = board();
    assert_nak(
        &send(&mut b, &Request::query(3, Bloom, &[1])),
        0,
        Status::OutOfSequence,
    );
    assert!(b.nak_sent());
    // A burst of damage costs one NAK: further out-of-sequence, bad-CRC,
    // runt and oversize frames are silent, but counted.
    assert_eq!(b.on_frame(&Request::query(4, Bloom, &[1]).encode()), None);
    let mut bad = Request::query(0, Bloom, &[1]).encode();
    bad[6] ^= 1;
    assert_eq!(b.on_frame(&bad), None);
    assert_eq!(b.on_frame(&[1; 9]), None);
    assert_eq!(b.on_frame(&[1; 513]), None);
    assert_eq!(b.on_cobs_error(), None);
    // Replies that are not NAKs are still sent.
    send(&mut b, &Request::info(1));
    let r = send_raw(&mut b, &raw_request(2, 9, opcode::QUERY, 0, 1, &[0; 8]));
    assert_error(&r, 9, opcode::QUERY, 0, Status::UnsupportedVersion);
    assert_nak(&Reply::decode(&b.on_busy(12)).unwrap(), 12, Status::Busy);
    assert_eq!(
        b.counters(),
        LinkCounters {
            frames: 5, // 2 ahead, INFO, bad version, busy
            bad_crc: 1,
            bad_length: 3,
            bad_request: 1,
            out_of_sequence: 2,
            replays: 0,
            busy: 1,
            uart_errors: 0,
        }
    );
    // The expected request clears the limit: the next gap NAKs again.
    assert_eq!(send(&mut b, &Request::query(0, Bloom, &[1])).status, 0);
    assert!(!b.nak_sent());
    assert_nak(
        &send(&mut b, &Request::query(5, Bloom, &[1])),
        1,
        Status::OutOfSequence,
    );
    assert_eq!(b.on_frame(&bad), None);
    // Error replies and duplicates do not clear the flag.
    send_raw(&mut b, &raw_request(1, 1, 0x55, 0, 0, &[]));
    send(&mut b, &Request::query(0, Bloom, &[1]));
    assert_eq!(b.on_frame(&Request::query(5, Bloom, &[1]).encode()), None);
    // A damaged frame as the first thing after an advance NAKs with its own
    // status.
    send(&mut b, &Request::query(1, Bloom, &[1]));
    assert_nak(&send_raw(&mut b, &bad), 2, Status::BadCrc);
    send(&mut b, &Request::query(2, Bloom, &[1]));
    assert_nak(&send_raw(&mut b, &[0; 3]), 3, Status::BadLength);
}

#[test]
fn seq_wraps_at_256() {
    let mut b = board();
    let mut replies = Vec::new();
    for i in 0..300u32 {
        let seq = i as u8;
        let r = b
            .on_frame(&Request::insert(seq, Bloom, &[i as u64]).encode())
            .unwrap();
        assert_eq!(Reply::decode(&r).unwrap().status, 0, "request {i}");
        replies.push(r);
        if i == 257 {
            // expected = 2: seqs 242..=255, 0, 1 are duplicates.
            assert_eq!(b.expected_seq(), 2);
            for back in 1..=16u32 {
                let j = i + 1 - back;
                let dup = Request::insert(j as u8, Bloom, &[j as u64]).encode();
                assert_eq!(b.on_frame(&dup).unwrap(), replies[j as usize], "dup of {j}");
            }
            // 17 behind is "ahead of a lost frame".
            let r = send(&mut b, &Request::insert(241, Bloom, &[0]));
            assert_nak(&r, 2, Status::OutOfSequence);
        }
    }
    assert_eq!(b.expected_seq(), 44);
    assert_eq!(
        send(&mut b, &Request::info(0)).info().unwrap().expected_seq,
        44
    );
    // 28..=43 are the last 16: cached replies of requests 284..=299.
    for (j, reply) in replies.iter().enumerate().skip(284) {
        let dup = Request::insert(j as u8, Bloom, &[j as u64]).encode();
        assert_eq!(&b.on_frame(&dup).unwrap(), reply);
    }
    assert_eq!(b.counters().replays, 32);
    assert_nak(
        &send(&mut b, &Request::query(27, Bloom, &[0])),
        44,
        Status::OutOfSequence,
    );
}

#[test]
fn a_slot_never_written_since_reset_is_not_a_duplicate() {
    // A fresh board: every seq 240..=255 is "behind", but no slot is
    // written, so it is out of sequence.
    let mut b = board();
    assert_nak(
        &send(&mut b, &Request::query(250, Bloom, &[1])),
        0,
        Status::OutOfSequence,
    );
    for seq in 240..=255u8 {
        assert_eq!(b.on_frame(&Request::query(seq, Bloom, &[1]).encode()), None);
    }
    assert_eq!(b.counters().out_of_sequence, 17);
    assert_eq!(b.counters().replays, 0);
    // After three requests, seq 243 (d = 240) maps to slot 3, never written.
    for seq in 0..3 {
        send(&mut b, &Request::query(seq, Bloom, &[1]));
    }
    assert_nak(
        &send(&mut b, &Request::query(243, Bloom, &[1])),
        3,
        Status::OutOfSequence,
    );
    assert_eq!(send(&mut b, &Request::query(2, Bloom, &[1])).seq, 2);
    assert_eq!(b.counters().replays, 1);
    // A board reset forgets the cache (and expected, and the filters).
    send(&mut b, &Request::insert(3, Cuckoo, &[1]));
    b.reset();
    b.set_epoch(99);
    assert_eq!((b.expected_seq(), b.cuckoo().items()), (0, 0));
    assert_eq!(b.counters(), LinkCounters::default());
    assert_nak(
        &send(&mut b, &Request::query(2, Bloom, &[1])),
        0,
        Status::OutOfSequence,
    );
    assert_eq!(
        send(&mut b, &Request::info(0)).info().unwrap().boot_epoch,
        99
    );
}

#[test]
fn checks_run_in_the_specified_order() {
    let mut b = board();
    let mut c = LinkCounters::default();
    // Step 1: runt, oversize (NAK BAD_LENGTH); bad CRC (NAK BAD_CRC). Each
    // needs its own expected value to be heard.
    assert_nak(&send_raw(&mut b, &[]), 0, Status::BadLength);
    c.bad_length += 1;
    send(&mut b, &Request::clear(0, Bloom));
    c.frames += 1;
    assert_nak(&send_raw(&mut b, &vec![7; 513]), 1, Status::BadLength);
    c.bad_length += 1;
    send(&mut b, &Request::clear(1, Bloom));
    c.frames += 1;
    let mut bad = Request::clear(2, Bloom).encode();
    bad[9] ^= 0x80;
    assert_nak(&send_raw(&mut b, &bad), 2, Status::BadCrc);
    c.bad_crc += 1;
    // A 512-byte frame is not oversize: it is a wrong length.
    let mut big = raw_request(1, 2, opcode::INSERT, 0, 60, &[1; 502]);
    assert_eq!(big.len(), 512);
    assert_error(
        &send_raw(&mut b, &big),
        2,
        opcode::INSERT,
        0,
        Status::BadLength,
    );
    c.frames += 1;
    c.bad_length += 1;
    big.push(0);
    assert_eq!(b.on_frame(&big), None, "oversize, NAK already sent");
    c.bad_length += 1;
    send(&mut b, &Request::clear(2, Bloom));
    c.frames += 1;
    // Step 2 before 3, 3 before 4, 4 before 5.
    let r = send_raw(&mut b, &raw_request(0, 2, 0x7F, 9, 1, &[]));
    assert_error(&r, 2, 0x7F, 9, Status::UnsupportedVersion);
    assert_eq!(r.op, 0xFF);
    assert!(!r.is_nak());
    let r = send_raw(&mut b, &raw_request(1, 2, 0xFF, 9, 1, &[]));
    assert_error(&r, 2, 0xFF, 9, Status::UnknownOpcode);
    let r = send_raw(&mut b, &raw_request(1, 2, 0x00, 9, 1, &[]));
    assert_error(&r, 2, 0x00, 9, Status::UnknownOpcode);
    let r = send_raw(&mut b, &raw_request(1, 2, 0x0A, 0, 0, &[]));
    assert_error(&r, 2, 0x0A, 0, Status::UnknownOpcode);
    // Request opcodes 0x81..=0x89 are unknown; their replies carry the same
    // byte, which looks like a table opcode's reply (found by the fuzzer).
    let r = send_raw(&mut b, &raw_request(1, 2, 0x81, 0, 0, &[]));
    assert_error(&r, 2, 0x81, 0, Status::UnknownOpcode);
    assert_eq!((r.op, r.request_op()), (0x81, Some(Op::Info)));
    assert!(r.info().is_err());
    let r = send_raw(&mut b, &raw_request(1, 2, opcode::QUERY, 2, 0, &[]));
    assert_error(&r, 2, opcode::QUERY, 2, Status::BadFilter);
    let r = send_raw(&mut b, &raw_request(1, 2, opcode::COUNT, 0, 5, &[]));
    assert_error(&r, 2, opcode::COUNT, 0, Status::BadFilter);
    let r = send_raw(&mut b, &raw_request(1, 2, opcode::DELETE, 0, 1, &[0; 8]));
    assert_error(&r, 2, opcode::DELETE, 0, Status::BadFilter);
    let r = send_raw(&mut b, &raw_request(1, 2, opcode::STATS, 1, 1, &[]));
    assert_error(&r, 2, opcode::STATS, 1, Status::BadLength);
    c.frames += 9;
    c.bad_request += 8;
    c.bad_length += 1;
    // Step 5: count ranges and exact lengths; echoing seq, never rate-limited.
    for (op, f, count, len) in [
        (opcode::INFO, 0, 1, 0),
        (opcode::CLEAR, 0, 0, 1),
        (opcode::INSERT, 0, 0, 0),
        (opcode::INSERT, 1, 61, 488),
        (opcode::QUERY, 0, 2, 8),
        (opcode::DELETE, 1, 1, 9),
        (opcode::COUNT, 1, 0, 4),
        (opcode::DUMP, 0, 0, 4),
        (opcode::DUMP, 0, 25, 4),
        (opcode::DUMP, 1, 4, 4),
        (opcode::DUMP, 1, 1, 3),
        (opcode::LOAD, 0, 0, 4),
        (opcode::LOAD, 0, 2, 5),
        (opcode::LOAD, 1, 1, 11),
        (opcode::LOAD, 1, 61, 492),
    ] {
        let r = send_raw(&mut b, &raw_request(1, 77, op, f, count, &vec![0; len]));
        assert_error(&r, 77, op, f, Status::BadLength);
        c.frames += 1;
        c.bad_length += 1;
    }
    // Step 6 before 7: INFO and STATS with any seq are answered.
    assert_eq!(send(&mut b, &Request::stats(200, Cuckoo)).status, 0);
    c.frames += 1;
    // Step 7 before 8: an out-of-range DUMP that is ahead is a NAK, not
    // BAD_PARAM...
    let r = send(&mut b, &Request::dump(4, Bloom, 600, 1));
    assert_nak(&r, 3, Status::OutOfSequence);
    c.frames += 1;
    c.out_of_sequence += 1;
    // ... and one that is expected is BAD_PARAM.
    let r = send(&mut b, &Request::dump(3, Bloom, 600, 1));
    assert_error(&r, 3, opcode::DUMP, 0, Status::BadParam);
    c.frames += 1;
    c.bad_request += 1;
    assert_eq!(b.expected_seq(), 3);
    assert_eq!(b.counters(), c);
    let s = send(&mut b, &Request::stats(0, Bloom)).stats().unwrap();
    c.frames += 1; // STATS counts itself
    assert_eq!(
        s.to_fields()[..8],
        [
            c.frames,
            c.bad_crc,
            c.bad_length,
            c.bad_request,
            c.out_of_sequence,
            c.replays,
            c.busy,
            c.uart_errors
        ]
    );
}

#[test]
fn every_status_is_produced() {
    let mut seen = std::collections::BTreeSet::new();
    let mut b = BoardModel::new(config_with(CuckooParams::new(8, 1, 1).unwrap()));
    let mut note = |r: Reply| {
        seen.insert(r.status);
        r
    };
    note(send(&mut b, &Request::insert(0, Cuckoo, &[1; 10]))); // FULL
    note(send(&mut b, &Request::query(1, Cuckoo, &[1]))); // OK
    note(send_raw(&mut b, &[1; 11])); // BAD_CRC
    send(&mut b, &Request::query(2, Cuckoo, &[1]));
    note(send_raw(&mut b, &[1; 2])); // BAD_LENGTH (NAK)
    note(send_raw(&mut b, &raw_request(1, 3, 0x20, 0, 0, &[]))); // UNKNOWN_OPCODE
    note(send_raw(&mut b, &raw_request(7, 3, 0x02, 0, 0, &[]))); // UNSUPPORTED_VERSION
    note(send(&mut b, &Request::count(3, Bloom))); // BAD_FILTER
    note(send(&mut b, &Request::load(3, Cuckoo, 2, &[0, 0]))); // BAD_PARAM (3 words)
    note(Reply::decode(&b.on_busy(3)).unwrap()); // BUSY
    send(&mut b, &Request::query(3, Cuckoo, &[1])); // clears the NAK flag
    note(send(&mut b, &Request::query(9, Cuckoo, &[1]))); // OUT_OF_SEQUENCE
    assert_eq!(
        seen.into_iter().collect::<Vec<_>>(),
        (0..=9).collect::<Vec<u8>>()
    );
}

#[test]
fn busy_naks_carry_the_dropped_seq_and_are_not_rate_limited() {
    let mut b = board();
    assert_nak(
        &send(&mut b, &Request::query(5, Bloom, &[1])),
        0,
        Status::OutOfSequence,
    );
    for seq in [7, 7, 200] {
        let r = Reply::decode(&b.on_busy(seq)).unwrap();
        assert_nak(&r, seq, Status::Busy);
    }
    b.note_uart_error();
    b.note_uart_error();
    let c = b.counters();
    assert_eq!((c.frames, c.busy, c.uart_errors), (4, 3, 2));
    assert_eq!(b.expected_seq(), 0);
    let s = send(&mut b, &Request::stats(1, Bloom)).stats().unwrap();
    assert_eq!((s.frames, s.busy, s.uart_errors), (5, 3, 2));
}

/// DUMPs every word of a filter (as many words per request as allowed).
fn dump_all(b: &mut BoardModel, seq: &mut u8, f: protocol::Filter) -> Vec<u64> {
    let total = b.config().words(f as u8) as u32;
    let mut words = Vec::new();
    let mut addr = 0;
    while addr < total {
        let n = (f.dump_max_words() as u32).min(total - addr);
        let r = send(b, &Request::dump(*seq, f, addr, n as u16));
        *seq = seq.wrapping_add(1);
        assert_eq!(
            (r.op, r.filter, r.count, r.status),
            (0x88, f as u8, n as u16, 0)
        );
        assert_eq!(r.payload.len(), n as usize * f.word_bytes());
        words.extend(r.words().unwrap());
        addr += n;
    }
    words
}

fn load_all(b: &mut BoardModel, seq: &mut u8, f: protocol::Filter, words: &[u64]) {
    for (i, chunk) in words.chunks(f.load_max_words()).enumerate() {
        let addr = (i * f.load_max_words()) as u32;
        let r = send(b, &Request::load(*seq, f, addr, chunk));
        *seq = seq.wrapping_add(1);
        assert_eq!(
            (r.op, r.filter, r.count, r.status, r.payload.len()),
            (0x89, f as u8, 0, 0, 0)
        );
    }
}

#[test]
fn dump_clear_load_restores_identical_answers() {
    // A small Cuckoo table with few kicks, filled until its stash is
    // occupied, so the stash word is part of the snapshot.
    let mut b = BoardModel::new(config_with(CuckooParams::new(12, 4, 20).unwrap()));
    let mut seq = 0u8;
    let members = keys(10, 300);
    for chunk in members.chunks(60) {
        send(&mut b, &Request::insert(seq, Bloom, chunk));
        seq += 1;
        send(&mut b, &Request::insert(seq, Cuckoo, &chunk[..20]));
        seq += 1;
    }
    assert!(
        b.cuckoo().stash().is_some(),
        "the stash is part of the test"
    );
    let probe: Vec<u64> = members[..100]
        .iter()
        .copied()
        .chain(keys(11, 140))
        .collect();
    let answers = |b: &mut BoardModel, seq: &mut u8| {
        let mut out = Vec::new();
        for f in [Bloom, Cuckoo] {
            for chunk in probe.chunks(60) {
                out.extend(send(b, &Request::query(*seq, f, chunk)).bits());
                *seq += 1;
            }
        }
        out
    };
    let before = answers(&mut b, &mut seq);
    let bloom_words = dump_all(&mut b, &mut seq, Bloom);
    let cuckoo_words = dump_all(&mut b, &mut seq, Cuckoo);
    assert_eq!(bloom_words.len(), 512);
    assert_eq!(cuckoo_words.len(), 17);
    assert_eq!(*cuckoo_words.last().unwrap() >> 63, 1, "stash word valid");
    for (a, &w) in bloom_words.iter().enumerate() {
        assert_eq!(b.bloom().read_word(a as u64).unwrap() as u64, w);
    }
    for (a, &w) in cuckoo_words.iter().enumerate() {
        assert_eq!(b.cuckoo().read_word(a as u32).unwrap(), w);
    }
    let items = b.cuckoo().items();

    for f in [Bloom, Cuckoo] {
        send(&mut b, &Request::clear(seq, f));
        seq += 1;
    }
    assert_ne!(answers(&mut b, &mut seq), before);
    load_all(&mut b, &mut seq, Bloom, &bloom_words);
    load_all(&mut b, &mut seq, Cuckoo, &cuckoo_words);
    assert_eq!(answers(&mut b, &mut seq), before);
    assert_eq!(dump_all(&mut b, &mut seq, Bloom), bloom_words);
    assert_eq!(dump_all(&mut b, &mut seq, Cuckoo), cuckoo_words);
    assert_eq!(
        send(&mut b, &Request::count(seq, Cuckoo)).count_value(),
        Ok(items as u32)
    );
}

#[test]
fn dump_and_load_parameters() {
    let mut b = board();
    let stash = 1u64 << 63 | 3 << 16 | 0x123;
    let mut seq = 0u8;
    /// Sends `r` as the expected request; it must succeed.
    fn ok(b: &mut BoardModel, seq: &mut u8, r: Request) -> Reply {
        let reply = send(b, &Request { seq: *seq, ..r });
        assert_eq!(reply.status, 0, "{reply:?}");
        *seq += 1;
        reply
    }
    // The last words of each address space.
    ok(&mut b, &mut seq, Request::load(0, Bloom, 500, &[0xF; 12]));
    assert_eq!(
        ok(&mut b, &mut seq, Request::dump(0, Bloom, 488, 24))
            .words()
            .unwrap()[12..],
        [0xF; 12]
    );
    ok(
        &mut b,
        &mut seq,
        Request::load(0, Cuckoo, 15, &[0xABC, stash]),
    );
    let w = ok(&mut b, &mut seq, Request::dump(0, Cuckoo, 14, 3))
        .words()
        .unwrap();
    assert_eq!(w, [0, 0xABC, stash]);
    assert_eq!(b.cuckoo().stash(), Some((0x123, 3)));
    assert_eq!(b.cuckoo().items(), 2);
    let before = (
        b.bloom().bank_popcounts(),
        b.cuckoo().read_word(16).unwrap(),
    );
    let expected = b.expected_seq();

    // BAD_PARAM: not applied, expected unchanged, echoing seq.
    let full_bucket = (1u64 << 48) - 1;
    for r in [
        Request::dump(seq, Bloom, 489, 24),
        Request::dump(seq, Bloom, u32::MAX, 1),
        Request::dump(seq, Cuckoo, 15, 3),
        Request::dump(seq, Cuckoo, 17, 1),
        Request::load(seq, Bloom, 501, &[0; 12]),
        Request::load(seq, Bloom, u32::MAX, &[0]),
        Request::load(seq, Cuckoo, 16, &[0, 0]),
        // Words the engines refuse; the valid first word is not written.
        Request::load(seq, Bloom, 0, &[1, 0x10]),
        Request::load(seq, Cuckoo, 0, &[1, full_bucket + 1]),
        Request::load(seq, Cuckoo, 16, &[1 << 62 | 3 << 16 | 1]),
        Request::load(seq, Cuckoo, 16, &[3 << 16 | 1]),
        Request::load(seq, Cuckoo, 16, &[1 << 63 | 3 << 16]),
        Request::load(seq, Cuckoo, 16, &[1 << 63 | 3 << 16 | 0x1000]),
        Request::load(seq, Cuckoo, 16, &[1 << 63 | 16 << 16 | 1]),
        Request::load(seq, Cuckoo, 15, &[0, 1 << 48 | 1 << 63 | 1]),
    ] {
        let reply = send(&mut b, &r);
        assert_error(&reply, seq, r.op, r.filter, Status::BadParam);
    }
    assert_eq!(b.expected_seq(), expected);
    assert_eq!(
        (
            b.bloom().bank_popcounts(),
            b.cuckoo().read_word(16).unwrap()
        ),
        before
    );
    assert_eq!(b.cuckoo().read_word(0).unwrap(), 0);
    assert_eq!(b.counters().bad_request, 15);
    // Widest valid words are accepted; an empty stash word empties it.
    ok(&mut b, &mut seq, Request::load(0, Bloom, 0, &[0xF]));
    ok(
        &mut b,
        &mut seq,
        Request::load(0, Cuckoo, 0, &[full_bucket]),
    );
    ok(&mut b, &mut seq, Request::load(0, Cuckoo, 16, &[0]));
    assert_eq!(b.cuckoo().stash(), None);
    assert_eq!(b.cuckoo().items(), 5);
}

#[test]
fn reply_bytes_are_exactly_the_layout() {
    let with_crc = |mut v: Vec<u8>| {
        let c = crc32(&v);
        v.extend_from_slice(&c.to_le_bytes());
        v
    };
    let mut b = board();
    // NAK OUT_OF_SEQUENCE from a fresh board.
    let out = b
        .on_frame(&Request::query(9, Bloom, &[1]).encode())
        .unwrap();
    assert_eq!(out, with_crc(vec![1, 0, 0xFF, 0, 0, 0, 9]));
    // Cuckoo INSERT of 5 keys: count 5, 2 bytes of codes.
    let out = b
        .on_frame(&Request::insert(0, Cuckoo, &[1, 2, 3, 4, 5]).encode())
        .unwrap();
    assert_eq!(out, with_crc(vec![1, 0, 0x83, 1, 5, 0, 0, 0, 0]));
    // Bloom QUERY of 9 keys, 2 present: bitmap bits 0 and 8.
    b.on_frame(&Request::insert(1, Bloom, &[100, 200]).encode())
        .unwrap();
    let probe = [100, 1001, 1002, 1003, 1004, 1005, 1006, 1007, 200];
    let out = b
        .on_frame(&Request::query(2, Bloom, &probe).encode())
        .unwrap();
    assert_eq!(&out[..7], [1, 2, 0x84, 0, 9, 0, 0]);
    assert_eq!(out[7] & 1, 1);
    assert_eq!(out[8], 1);
    assert_eq!(out.len(), 13);
    // COUNT: u32 little-endian.
    let out = b.on_frame(&Request::count(3, Cuckoo).encode()).unwrap();
    assert_eq!(out, with_crc(vec![1, 3, 0x86, 1, 0, 0, 0, 5, 0, 0, 0]));
    // An error reply echoing seq, opcode and filter.
    let out = b
        .on_frame(&raw_request(3, 0x42, 0x31, 0x99, 7, &[]))
        .unwrap();
    assert_eq!(
        out,
        with_crc(vec![1, 0x42, 0xB1, 0x99, 0, 0, status::UNSUPPORTED_VERSION])
    );
    // BUSY NAK.
    assert_eq!(b.on_busy(0x33), with_crc(vec![1, 0x33, 0xFF, 0, 0, 0, 8]));
    // INFO: 79 bytes, the largest reply.
    let out = b.on_frame(&Request::info(0).encode()).unwrap();
    assert_eq!(out.len(), protocol::MAX_REPLY);
    assert_eq!(&out[..11], [1, 0, 0x81, 0, 0, 0, 0, 1, 0, 0, 0]);
}

/// Splits the board's output line into decoded, validated replies.
fn replies_on_line(line: &[u8]) -> Vec<Reply> {
    let mut acc = FrameAccumulator::new(MAX_FRAME);
    line.iter()
        .filter_map(|&x| acc.push(x))
        .map(|ev| match ev {
            FrameEvent::Frame(f) => Reply::decode(&f).expect("valid reply"),
            FrameEvent::Error(e) => panic!("bad frame from the board: {e:?}"),
        })
        .collect()
}

#[test]
fn feed_resynchronises_after_garbage() {
    let mut b = board();
    let mut line = vec![0x00]; // the host's opening delimiter
    line.extend([0x05, 0x11, 0x22]); // garbage: a block cut short
    line.push(0);
    line.extend(encode_wire(&Request::insert(0, Bloom, &[42]).encode()));
    line.extend([0x03, 0x37, 0x01]); // garbage: a runt (2 bytes)
    line.push(0);
    line.extend(encode_wire(&Request::insert(1, Bloom, &[42]).encode()));
    line.extend([0xFF; 600]); // garbage: oversize
    line.push(0);
    line.extend([0, 0, 0]); // empty frames: silent
    let mut crc_bad = encode_wire(&Request::query(2, Bloom, &[42]).encode());
    crc_bad[3] ^= 0x40;
    line.extend(&crc_bad); // silent: the oversize frame's NAK is out
    line.extend(encode_wire(&Request::query(2, Bloom, &[42]).encode()));
    line.extend(encode_wire(&Request::info(0).encode()));
    let out = b.feed(&line);
    let replies = replies_on_line(&out);
    assert_eq!(replies.len(), 7, "{replies:#?}");
    assert_nak(&replies[0], 0, Status::BadLength);
    assert_eq!((replies[1].seq, replies[1].bits()), (0, vec![false]));
    assert_nak(&replies[2], 1, Status::BadLength);
    assert_eq!((replies[3].seq, replies[3].bits()), (1, vec![true]));
    assert_nak(&replies[4], 2, Status::BadLength);
    assert_eq!(
        (replies[5].seq, replies[5].op, replies[5].bits()),
        (2, 0x84, vec![true])
    );
    assert_eq!(replies[6].info().unwrap().expected_seq, 3);
    let c = b.counters();
    assert_eq!((c.frames, c.bad_length, c.bad_crc), (4, 3, 1));

    // Bytes may arrive in any pieces: one byte at a time gives the same line.
    let mut b2 = board();
    let pieces: Vec<u8> = line.iter().flat_map(|&x| b2.feed(&[x])).collect();
    assert_eq!(pieces, out);
    // A frame cut by garbage without a delimiter is lost, and the next one
    // after a delimiter is heard.
    let mut b3 = board();
    let mut line = encode_wire(&Request::query(0, Bloom, &[1]).encode());
    line.truncate(5);
    line.extend([0x02, 0x07, 0x00]);
    line.extend(encode_wire(&Request::query(0, Bloom, &[1]).encode()));
    let replies = replies_on_line(&b3.feed(&line));
    assert_eq!(replies.len(), 2);
    assert!(replies[0].is_nak());
    assert_eq!((replies[1].op, replies[1].status), (0x84, 0));
}

#[test]
fn every_opcode_round_trips_through_the_wire() {
    let mut b = board();
    let reqs = [
        Request::info(0),
        Request::clear(0, Cuckoo),
        Request::insert(1, Cuckoo, &[1, 2]),
        Request::query(2, Cuckoo, &[1, 3]),
        Request::delete(3, Cuckoo, &[1, 3]),
        Request::count(4, Cuckoo),
        Request::stats(0, Cuckoo),
        Request::dump(5, Cuckoo, 0, 3),
        Request::load(6, Cuckoo, 0, &[0, 0, 0]),
    ];
    for (op, r) in Op::ALL.iter().zip(&reqs) {
        assert_eq!(r.op, *op as u8);
        let replies = replies_on_line(&b.feed(&encode_wire(&r.encode())));
        assert_eq!(replies.len(), 1);
        assert_eq!(
            (replies[0].op, replies[0].status),
            (op.reply_op(), 0),
            "{op:?}"
        );
    }
    assert_eq!(b.expected_seq(), 7);
}
