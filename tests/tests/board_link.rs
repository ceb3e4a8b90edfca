//! The simulated board (Verilated `BoardCore`, bytes through its UART pins)
//! against `hwfilter_model::board::BoardModel`, byte for byte on the wire:
//! every opcode on both filters, every malformed-frame class, replays,
//! go-back-N, DUMP/CLEAR/LOAD round trips.

use hwfilter_model::board::{BoardConfig, BoardModel};
use hwfilter_model::protocol::{Filter, FilterKinds, Reply, Request, encode_wire, status};
use hwfilter_model::rng::SplitMix64;
use hwfilter_model::{BloomParams, CuckooParams};
use hwfilter_sim::board::{
    AlchitryCuBoardNetlist, BoardPorts, CLOCK_HZ, IcebreakerBoard, IcebreakerBoardNetlist,
    SimBoard, Ulx3s12fBoard,
};
use hwfilter_sim::models::{VlBoardCu, VlBoardCuCounting};

const BLOOM: Filter = Filter::Bloom;
const CUCKOO: Filter = Filter::Cuckoo;

#[path = "common/board_pair.rs"]
mod board_pair;
use board_pair::{Pair, decode_all, decode_all_for, decode_one, decode_one_for, keys};

#[test]
fn every_opcode_on_both_filters_matches_the_model() {
    every_opcode::<VlBoardCu>();
}

fn every_opcode<P: BoardPorts>() {
    let mut p = Pair::<P>::of();
    let mut rng = SplitMix64(42);
    for filter in [BLOOM, CUCKOO] {
        let members = keys(&mut rng, 60);
        let others = keys(&mut rng, 60);
        let r = p.request(|s| Request::insert(s, filter, &members), "insert");
        assert_eq!(r.status, status::OK);
        p.request(|s| Request::query(s, filter, &members), "query members");
        p.request(|s| Request::query(s, filter, &others), "query others");
        p.request(
            |s| Request::insert(s, filter, &members[..7]),
            "insert again",
        );
        if filter == CUCKOO {
            p.request(|s| Request::delete(s, filter, &members[..13]), "delete");
            p.request(
                |s| Request::delete(s, filter, &others[..5]),
                "delete absent",
            );
            let c = p.request(|s| Request::count(s, filter), "count");
            assert_eq!(c.count_value().unwrap(), 47 + 7);
        }
        p.exchange(
            &encode_wire(&Request::stats(0xee, filter).encode()),
            "stats",
        );
        p.request(|s| Request::dump(s, filter, 0, 3), "dump");
        p.request(|s| Request::load(s, filter, 5, &[1, 0, 3]), "load");
        p.request(|s| Request::dump(s, filter, 4, 3), "dump after load");
        // The Bloom filter's set bits follow the LOAD's words, then CLEAR.
        p.exchange(
            &encode_wire(&Request::stats(0xef, filter).encode()),
            "stats after load",
        );
        p.request(|s| Request::clear(s, filter), "clear");
        p.exchange(
            &encode_wire(&Request::stats(0xf0, filter).encode()),
            "stats after clear",
        );
        p.request(|s| Request::query(s, filter, &members), "query after clear");
    }
    // The stash word and the last words of both memories.
    let cuckoo_words = p.model.config().words(CUCKOO as u8) as u32;
    let bloom_words = p.model.config().words(BLOOM as u8) as u32;
    p.request(
        |s| Request::dump(s, CUCKOO, cuckoo_words - 3, 3),
        "dump cuckoo end + stash",
    );
    p.request(
        |s| Request::dump(s, BLOOM, bloom_words - 24, 24),
        "dump bloom end",
    );
    p.exchange(&encode_wire(&Request::info(9).encode()), "info");
    assert_eq!(p.exchanges, 2 * 12 + 3 + 3, "every exchange above ran");
}

/// The Alchitry Cu core with a counting Bloom filter 0, byte for byte
/// against the model of a counting board: inserts through saturation,
/// DELETE of members and strangers, STATS with its stuck counters, 4-byte
/// DUMP/LOAD words and their refusals, CLEAR; the Cuckoo filter beside it.
#[test]
fn a_counting_core_answers_as_the_model_of_a_counting_board() {
    let mut p = Pair::<VlBoardCuCounting>::of();
    let kinds = p.model.config().kinds();
    assert_eq!(kinds, FilterKinds::COUNTING);
    let mut rng = SplitMix64(27);
    let (members, others) = (keys(&mut rng, 60), keys(&mut rng, 60));
    let hot = [0x5eed_5eed_5eed_5eedu64; 20];
    p.request(|s| Request::insert(s, BLOOM, &members), "insert");
    p.request(|s| Request::insert(s, BLOOM, &hot), "insert a hot key");
    let r = p.request(|s| Request::delete(s, BLOOM, &members[..40]), "delete");
    assert!(r.codes().iter().all(|&c| c == 0), "members delete: {r:?}");
    p.request(|s| Request::delete(s, BLOOM, &others), "delete strangers");
    let q = p.request(|s| Request::query(s, BLOOM, &members[40..]), "query");
    assert_eq!(q.bits(), vec![true; 20], "no false negative");
    let st = p.exchange(&encode_wire(&Request::stats(0xe0, BLOOM).encode()), "stats");
    let stats = decode_one_for(&st, kinds).stats().unwrap();
    assert_eq!(stats.cuckoo_kicks, 4, "the hot key's stuck counters");
    // Snapshot words: 6 per DUMP, 120 per LOAD, 4 bytes each.
    let words = p.model.config().words(BLOOM as u8) as u32;
    let d = p.request(|s| Request::dump(s, BLOOM, words - 6, 6), "dump the end");
    assert_eq!(d.payload.len(), 24);
    p.request(
        |s| Request::load_for(s, BLOOM, 100, &[0xffff, 0x1234, 0], kinds),
        "load",
    );
    p.request(|s| Request::dump(s, BLOOM, 96, 6), "dump after load");
    p.exchange(
        &encode_wire(&Request::stats(0xe1, BLOOM).encode()),
        "stats after load",
    );
    // Refused: 7 words, a counter past bank 3, a range past the end.
    let seq = p.seq;
    p.exchange(
        &encode_wire(&Request::dump(seq, BLOOM, 0, 7).encode()),
        "dump 7",
    );
    p.exchange(
        &encode_wire(&Request::load_for(seq, BLOOM, 0, &[1 << 16], kinds).encode()),
        "load bank 4",
    );
    p.exchange(
        &encode_wire(&Request::dump(seq, BLOOM, words - 2, 3).encode()),
        "dump past end",
    );
    p.request(
        |s| Request::delete(s, CUCKOO, &others[..4]),
        "cuckoo delete",
    );
    p.request(|s| Request::clear(s, BLOOM), "clear");
    p.exchange(
        &encode_wire(&Request::stats(0xe2, BLOOM).encode()),
        "stats after clear",
    );
    p.exchange(&encode_wire(&Request::info(0xe3).encode()), "info");
}

#[test]
fn bad_requests_get_their_error_and_change_nothing() {
    bad_requests::<VlBoardCu>();
}

fn bad_requests<P: BoardPorts>() {
    let mut p = Pair::<P>::of();
    let mut rng = SplitMix64(5);
    let k = keys(&mut rng, 4);
    let bloom_words = p.model.config().words(BLOOM as u8) as u32;
    // The stash's address, one past the last bucket; fingerprint bits.
    let stash = p.model.config().words(CUCKOO as u8) as u32 - 1;
    let f = p.model.config().cuckoo.expect("a Cuckoo filter").fp_bits();
    let expect = |p: &mut Pair<P>, req: Request, st: u8, what: &str| {
        let got = p.exchange(&encode_wire(&req.encode()), what);
        assert_eq!(decode_one(&got).status, st, "{what}");
    };
    let s = p.seq;
    expect(
        &mut p,
        Request::delete(s, BLOOM, &k),
        status::BAD_FILTER,
        "delete on bloom",
    );
    expect(
        &mut p,
        Request::count(s, BLOOM),
        status::BAD_FILTER,
        "count on bloom",
    );
    let mut r = Request::query(s, BLOOM, &k);
    r.filter = 7;
    expect(&mut p, r, status::BAD_FILTER, "filter 7");
    for op in [0u8, 10, 0x7f, 0x85] {
        let mut r = Request::clear(s, BLOOM);
        r.op = op;
        expect(&mut p, r, status::UNKNOWN_OPCODE, "unknown opcode");
    }
    let mut r = Request::clear(s, BLOOM);
    r.version = 2;
    expect(&mut p, r, status::UNSUPPORTED_VERSION, "version 2");
    let mut r = Request::query(s, BLOOM, &k);
    r.count = 3;
    expect(
        &mut p,
        r,
        status::BAD_LENGTH,
        "count does not match the keys",
    );
    let mut r = Request::query(s, BLOOM, &[]);
    r.count = 0;
    expect(&mut p, r, status::BAD_LENGTH, "no keys");
    let many = keys(&mut rng, 61);
    expect(
        &mut p,
        Request::query(s, BLOOM, &many),
        status::BAD_LENGTH,
        "61 keys",
    );
    expect(
        &mut p,
        Request::dump(s, BLOOM, 0, 25),
        status::BAD_LENGTH,
        "dump 25 words",
    );
    expect(
        &mut p,
        Request::dump(s, CUCKOO, 0, 4),
        status::BAD_LENGTH,
        "dump 4 cuckoo words",
    );
    expect(
        &mut p,
        Request::dump(s, BLOOM, bloom_words - 2, 3),
        status::BAD_PARAM,
        "dump past the end",
    );
    expect(
        &mut p,
        Request::dump(s, CUCKOO, stash + 1, 1),
        status::BAD_PARAM,
        "dump past the stash",
    );
    expect(
        &mut p,
        Request::dump(s, BLOOM, u32::MAX, 2),
        status::BAD_PARAM,
        "address wrap",
    );
    expect(
        &mut p,
        Request::load(s, CUCKOO, stash, &[0, 0]),
        status::BAD_PARAM,
        "load past the stash",
    );
    // LOAD words the engines cannot hold: the whole request is refused.
    expect(
        &mut p,
        Request::load(s, BLOOM, 0, &[0x01, 0x10]),
        status::BAD_PARAM,
        "bit above k",
    );
    expect(
        &mut p,
        Request::load(s, CUCKOO, 0, &[1 << (4 * f)]),
        status::BAD_PARAM,
        "bucket above 4f",
    );
    expect(
        &mut p,
        Request::load(s, CUCKOO, stash, &[1 << 63]),
        status::BAD_PARAM,
        "stash fp 0",
    );
    let wide_fp = (1u64 << 63) | (3 << 16) | (1 << f);
    expect(
        &mut p,
        Request::load(s, CUCKOO, stash - 1, &[5, wide_fp]),
        status::BAD_PARAM,
        "stash fp > f",
    );
    let far = (1u64 << 63) | ((stash as u64) << 16) | 0x23;
    expect(
        &mut p,
        Request::load(s, CUCKOO, stash, &[far]),
        status::BAD_PARAM,
        "stash bucket",
    );
    p.request(
        |s| Request::dump(s, CUCKOO, stash - 1, 2),
        "nothing was written",
    );
    // None of the errors moved the expected sequence number (the DUMP did).
    let r = p.request(|s| Request::insert(s, CUCKOO, &k), "insert after errors");
    assert_eq!(r.status, status::OK);
    assert_eq!(p.model.expected_seq(), 2);
}

#[test]
fn damaged_frames_get_one_nak_and_the_next_good_frame_decodes() {
    damaged_frames::<VlBoardCu>();
}

fn damaged_frames<P: BoardPorts>() {
    let mut p = Pair::<P>::of();
    let mut rng = SplitMix64(9);
    let k = keys(&mut rng, 20);
    p.request(|s| Request::insert(s, BLOOM, &k), "insert");
    let good = Request::query(p.seq, BLOOM, &k).encode();
    // Bad CRC: NAK with the expected sequence number.
    let mut bad = good.clone();
    bad[20] ^= 0x04;
    let got = p.exchange(&encode_wire(&bad), "bad crc");
    let nak = decode_one(&got);
    assert_eq!(
        (nak.op, nak.status, nak.seq),
        (0xff, status::BAD_CRC, p.seq)
    );
    // More damage before the next good frame: no second NAK.
    p.exchange(&encode_wire(&bad), "bad crc again (rate limited)");
    p.exchange(&encode_wire(&[1, 2, 3]), "runt");
    p.exchange(&[0x05, 0x11, 0x00], "cobs error");
    p.exchange(&encode_wire(&vec![0x5a; 600]), "oversize");
    let mut garbage: Vec<u8> = keys(&mut rng, 40).iter().map(|&x| x as u8 | 1).collect();
    garbage.push(0);
    p.exchange(&garbage, "garbage then delimiter");
    p.exchange(&[0, 0, 0], "empty frames");
    // A request ahead of the expected one: dropped (NAK already sent).
    p.exchange(
        &encode_wire(&Request::query(p.seq.wrapping_add(1), BLOOM, &k).encode()),
        "ahead",
    );
    let r = p.request(|s| Request::query(s, BLOOM, &k), "the good frame");
    assert_eq!(r.status, status::OK);
    // Expected moved: the next damage gets a NAK again.
    let got = p.exchange(&encode_wire(&bad), "bad crc after progress");
    assert_eq!(decode_all(&got).len(), 1);
    let st = p.exchange(&encode_wire(&Request::stats(0, BLOOM).encode()), "stats");
    let stats = decode_one(&st).stats().unwrap();
    assert!(stats.bad_crc >= 3 && stats.bad_length >= 4 && stats.out_of_sequence >= 1);
}

#[test]
fn a_replayed_sequence_number_gets_the_cached_reply_and_is_not_applied_twice() {
    replays::<VlBoardCu>();
}

fn replays<P: BoardPorts>() {
    let mut p = Pair::<P>::of();
    let mut rng = SplitMix64(77);
    let batches: Vec<Vec<u64>> = (0..20).map(|_| keys(&mut rng, 30)).collect();
    let mut sent = vec![];
    for b in &batches {
        let req = Request::insert(p.seq, CUCKOO, b);
        p.seq = p.seq.wrapping_add(1);
        sent.push(req.clone());
        p.exchange(&encode_wire(&req.encode()), "insert");
    }
    // Replay the last 16 (the window), oldest first, as a go-back-N host would.
    for req in &sent[4..] {
        p.exchange(&encode_wire(&req.encode()), "replay");
    }
    // 17 behind is outside the window: out of sequence.
    p.exchange(&encode_wire(&sent[3].encode()), "too old");
    let c = p.request(|s| Request::count(s, CUCKOO), "count");
    assert_eq!(c.count_value().unwrap(), 600, "each insert applied once");
    let st = p.exchange(&encode_wire(&Request::stats(0, CUCKOO).encode()), "stats");
    assert_eq!(decode_one(&st).stats().unwrap().replays, 16);
}

#[test]
fn pipelined_frames_back_to_back_match_the_model_and_wrap_the_sequence() {
    pipelined::<VlBoardCu>();
}

fn pipelined<P: BoardPorts>() {
    let mut p = Pair::<P>::of();
    let mut rng = SplitMix64(1234);
    // 300 frames (the sequence number wraps), sent in windows of 16 with
    // no gap between frames: the board must keep up at the line rate.
    for round in 0..19 {
        let mut wire = vec![];
        for _ in 0..16 {
            let filter = if rng.chance(1, 2) { BLOOM } else { CUCKOO };
            let n = 1 + rng.below(60) as usize;
            let ks = keys(&mut rng, n);
            let req = match rng.below(4) {
                0 | 1 => Request::insert(p.seq, filter, &ks),
                2 => Request::query(p.seq, filter, &ks),
                _ if filter == CUCKOO => Request::delete(p.seq, filter, &ks),
                _ => Request::query(p.seq, filter, &ks),
            };
            p.seq = p.seq.wrapping_add(1);
            wire.extend(encode_wire(&req.encode()));
        }
        p.exchange(&wire, &format!("round {round}"));
    }
    let st = p.exchange(&encode_wire(&Request::stats(0, CUCKOO).encode()), "stats");
    let stats = decode_one(&st).stats().unwrap();
    assert_eq!(stats.busy, 0);
    assert_eq!(p.model.expected_seq(), (19 * 16 % 256) as u8);
}

#[test]
fn dump_clear_load_restores_identical_answers() {
    dump_clear_load::<VlBoardCu>(&[BLOOM, CUCKOO]);
}

fn dump_clear_load<P: BoardPorts>(filters: &[Filter]) {
    let mut p = Pair::<P>::of();
    let mut rng = SplitMix64(31);
    let members = keys(&mut rng, 120);
    let probes = keys(&mut rng, 60);
    for &filter in filters {
        p.request(|s| Request::insert(s, filter, &members[..60]), "insert");
        p.request(|s| Request::insert(s, filter, &members[60..]), "insert");
        let before = [
            p.request(|s| Request::query(s, filter, &members[..60]), "query"),
            p.request(|s| Request::query(s, filter, &probes), "query"),
        ];
        // DUMP every word (bit for bit against the model's memory).
        let words = p.model.config().words(filter as u8) as u32;
        let per = if filter == BLOOM { 24 } else { 3 };
        let mut image = vec![];
        let mut addr = 0;
        while addr < words {
            let n = per.min(words - addr);
            let r = p.request(|s| Request::dump(s, filter, addr, n as u16), "dump");
            image.extend(r.words().unwrap());
            addr += n;
        }
        assert_eq!(image.len() as u32, words);
        p.request(|s| Request::clear(s, filter), "clear");
        let per = if filter == BLOOM { 480 } else { 60 };
        for (i, chunk) in image.chunks(per).enumerate() {
            let a = (i * per) as u32;
            p.request(|s| Request::load(s, filter, a, chunk), "load");
        }
        let after = [
            p.request(|s| Request::query(s, filter, &members[..60]), "query"),
            p.request(|s| Request::query(s, filter, &probes), "query"),
        ];
        assert_eq!(before[0].payload, after[0].payload);
        assert_eq!(before[1].payload, after[1].payload);
        let present: u32 = before[0].payload.iter().map(|b| b.count_ones()).sum();
        assert_eq!(present, 60, "no false negatives before the round trip");
    }
}

#[test]
fn the_boards_real_baud_divider_carries_the_same_bytes() {
    // 5 cycles per bit, as on the Alchitry Cu at 60 MHz (12 Mbaud).
    let mut board = SimBoard::new(hwfilter_sim::board::BAUD_DIV_BOARD, 3);
    let mut model = BoardModel::new(BoardConfig {
        bloom: BloomParams::new(4, 14).unwrap(),
        bloom_kind: hwfilter_model::protocol::BloomKind::Plain,
        cuckoo: Some(CuckooParams::new(12, 10, 500).unwrap()),
        clock_hz: CLOCK_HZ,
        baud_div: hwfilter_sim::board::BAUD_DIV_BOARD as u32,
    });
    let mut rng = SplitMix64(8);
    let ks = keys(&mut rng, 60);
    let mut wire = encode_wire(&Request::insert(0, BLOOM, &ks).encode());
    wire.extend(encode_wire(&Request::query(1, BLOOM, &ks).encode()));
    wire.extend(encode_wire(&Request::insert(2, CUCKOO, &ks).encode()));
    let want = model.feed(&wire);
    board.send(&wire);
    assert!(board.run_until_replies(3, 2_000, 2_000_000).unwrap());
    assert_eq!(board.take_received(), want);
}

/// A random request at sequence number `seq` (sometimes not the expected
/// one), and whether it must end its burst: a CLEAR walks 16k words and a
/// short request with a long reply (DUMP, INFO, STATS) waits for the line,
/// so frames right behind them could find both buffers full and get a
/// BUSY, which depends on timing the model does not have (BUSY has its own
/// test).
fn random_request(rng: &mut SplitMix64, seq: u8) -> (Request, bool) {
    let filter = if rng.chance(1, 2) { BLOOM } else { CUCKOO };
    let n = 1 + rng.below(60) as usize;
    let ks = keys(rng, n);
    match rng.below(20) {
        0..=6 => (Request::insert(seq, filter, &ks), false),
        7..=11 => (Request::query(seq, filter, &ks), false),
        12..=13 => (Request::delete(seq, CUCKOO, &ks), false),
        14 => (Request::count(seq, CUCKOO), false),
        15 => (Request::stats(seq, filter), true),
        16 => (Request::info(seq), true),
        17 => (
            Request::dump(seq, filter, rng.below(1000) as u32, 1 + rng.below(3) as u16),
            true,
        ),
        // Often enough that the Cuckoo table never fills (long kick chains).
        18 => (Request::clear(seq, filter), true),
        _ => (Request::query(seq, filter, &ks[..1]), false),
    }
}

/// Damages `wire` the ways a noisy line does.
fn damage(rng: &mut SplitMix64, wire: &mut Vec<u8>) -> &'static str {
    let at = rng.below(wire.len() as u64) as usize;
    match rng.below(6) {
        0 => {
            wire[at] ^= 1 << rng.below(8);
            "bit flip"
        }
        1 => {
            wire.remove(at);
            "dropped byte"
        }
        2 => {
            let b = wire[at];
            wire.insert(at, b);
            "duplicated byte"
        }
        3 => {
            let g: Vec<u8> = (0..1 + rng.below(24))
                .map(|_| rng.next_u64() as u8)
                .collect();
            wire.splice(at..at, g);
            "garbage"
        }
        4 => {
            wire.truncate(at);
            "truncated (delimiter lost)"
        }
        _ => {
            wire[at] = 0;
            "zero byte"
        }
    }
}

#[test]
fn line_damage_of_every_kind_keeps_the_board_byte_exact_with_the_model() {
    line_damage::<VlBoardCu>();
}

fn line_damage<P: BoardPorts>() {
    let mut p = Pair::<P>::of();
    let mut rng = SplitMix64(2024);
    let mut damaged = std::collections::BTreeMap::new();
    for round in 0..500 {
        // Several frames back to back, so replies, NAKs and the next frame
        // overlap in time on the board.
        let mut wire = vec![];
        for _ in 0..1 + rng.below(4) {
            let seq = match rng.below(10) {
                0 => p.model.expected_seq().wrapping_add(rng.below(256) as u8),
                1 => p.model.expected_seq().wrapping_sub(1 + rng.below(16) as u8),
                _ => p.seq,
            };
            let (req, last) = random_request(&mut rng, seq);
            let mut w = encode_wire(&req.encode());
            if rng.chance(1, 4) {
                *damaged.entry(damage(&mut rng, &mut w)).or_insert(0) += 1;
            }
            p.seq = p.seq.wrapping_add(1);
            wire.extend(w);
            if last {
                break;
            }
        }
        p.exchange(&wire, &format!("round {round}"));
        p.seq = p.model.expected_seq();
    }
    // Every damage class was exercised; the board still answers and counts as the model does.
    assert_eq!(damaged.len(), 6, "{damaged:?}");
    p.exchange(&[0], "flush a cut frame");
    p.exchange(&encode_wire(&Request::stats(0, CUCKOO).encode()), "stats");
    p.exchange(&encode_wire(&Request::info(0).encode()), "info");
    let r = p.request(|s| Request::count(s, CUCKOO), "count");
    assert_eq!(r.status, status::OK);
}

#[test]
fn a_flood_the_board_cannot_buffer_gets_busy_and_loses_nothing() {
    flood::<VlBoardCu>();
}

fn flood<P: BoardPorts>() {
    // DUMP requests are short and their replies long: sent back to back
    // they outrun the reply line, both frame buffers fill, and the board
    // must answer BUSY (the dropped frame's seq) instead of dropping silently.
    let mut p = Pair::<P>::of();
    let wire: Vec<u8> = (0..12u8)
        .flat_map(|i| encode_wire(&Request::dump(i, CUCKOO, 3 * i as u32, 3).encode()))
        .collect();
    p.board.send(&wire);
    assert!(p.board.run_until_replies(1, 400_000, 2_000_000).unwrap());
    let replies: Vec<Reply> = decode_all(&p.board.take_received())
        .into_iter()
        .map(|r| r.expect("well-formed reply"))
        .collect();
    let busy: Vec<u8> = replies
        .iter()
        .filter(|r| r.is_nak() && r.status == status::BUSY)
        .map(|r| r.seq)
        .collect();
    let dumps: Vec<u8> = replies
        .iter()
        .filter(|r| !r.is_nak())
        .map(|r| r.seq)
        .collect();
    assert!(!busy.is_empty(), "no BUSY in {replies:?}");
    // Frames apply in order up to the first one dropped; everything after
    // it is out of sequence (one NAK) until the host goes back.
    let first_busy = busy[0];
    assert_eq!(dumps, (0..first_busy).collect::<Vec<_>>(), "{replies:?}");
    // Go back N from the BUSY frame: the rest applies, in order, once.
    for i in first_busy..12 {
        let req = Request::dump(i, CUCKOO, 3 * i as u32, 3);
        p.board.send(&encode_wire(&req.encode()));
        assert!(p.board.run_until_replies(1, 2_000, 2_000_000).unwrap());
        let r = decode_one(&p.board.take_received());
        assert_eq!((r.seq, r.status), (i, status::OK));
    }
    let got = decode_one(&{
        p.board
            .send(&encode_wire(&Request::stats(0, CUCKOO).encode()));
        assert!(p.board.run_until_replies(1, 2_000, 2_000_000).unwrap());
        p.board.take_received()
    });
    let stats = got.stats().unwrap();
    assert!(stats.busy >= 1 && stats.busy as usize >= busy.len());
    let info = {
        p.board.send(&encode_wire(&Request::info(0).encode()));
        assert!(p.board.run_until_replies(1, 2_000, 2_000_000).unwrap());
        decode_one(&p.board.take_received()).info().unwrap()
    };
    assert_eq!(info.expected_seq, 12);
}

// ---- The iCEBreaker core (`IcebreakerCore`): the SPRAM Bloom filter
// (4 x 2^18 bits) and the one-op-at-a-time Cuckoo filter (f = 8, 2^10
// buckets) sharing a mixer, behind the same link: the same exchanges,
// byte for byte with the model of its geometry.

#[test]
fn icebreaker_every_opcode_on_both_filters_matches_the_model() {
    every_opcode::<IcebreakerBoard>();
}

#[test]
fn icebreaker_bad_requests_get_their_error_and_change_nothing() {
    bad_requests::<IcebreakerBoard>();
}

#[test]
fn icebreaker_damaged_frames_get_one_nak_and_the_next_good_frame_decodes() {
    damaged_frames::<IcebreakerBoard>();
}

#[test]
fn icebreaker_replayed_sequence_numbers_are_not_applied_twice() {
    replays::<IcebreakerBoard>();
}

#[test]
fn icebreaker_pipelined_frames_back_to_back_match_the_model() {
    pipelined::<IcebreakerBoard>();
}

/// The Cuckoo table round trip (its 1,025 words); the Bloom filter's
/// 262,144 words take 11,000 DUMP requests, and the SPRAM engine's READ and
/// WRITE are checked word for word by its own co-simulation.
#[test]
fn icebreaker_dump_clear_load_restores_identical_cuckoo_answers() {
    dump_clear_load::<IcebreakerBoard>(&[CUCKOO]);
}

#[test]
fn icebreaker_line_damage_keeps_the_board_byte_exact_with_the_model() {
    line_damage::<IcebreakerBoard>();
}

#[test]
fn icebreaker_a_flood_gets_busy_and_loses_nothing() {
    flood::<IcebreakerBoard>();
}

/// Post-synthesis simulation of the whole iCEBreaker core: its UP5K
/// netlist (yosys `synth_ice40`, simulated with yosys's cell models, the
/// SPRAMs included) at the board's own divider (4 cycles per bit, 3 Mbaud
/// at 12 MHz), fed full 60-key INSERT/QUERY/DELETE frames back to back in
/// windows of 16, byte for byte against the model; the Cuckoo filter is
/// cleared every 20 windows, so it goes from empty past FULL and back
/// (about 290 Cuckoo inserts a window against its 3,891 items).
///
/// The netlist simulates at about 42,000 cycles/s and a key is about 333
/// cycles on the line, so the run is split in two halves on two netlist
/// instances (different keys), which the test harness runs on both cores:
/// [`GL_WINDOWS`] windows each, 38,400 keys in all. `HWFILTER_GL_WINDOWS`
/// sets the windows of each half.
fn icebreaker_netlist_run(seed: u64) {
    netlist_run::<IcebreakerBoardNetlist>("iCEBreaker", seed, GL_WINDOWS);
}

/// Windows of 16 full frames each netlist run sends: the Cuckoo filter
/// first answers FULL within the first 19 and is cleared in the 20th
/// (`window % 20 == 19`), so 20 windows take it past FULL and back. Each
/// window is about 320,000 cycles, which the UP5K's netlist simulates at
/// about 42,000 cycles/s and the HX8K's at about 21,000 (docs/boards.md):
/// every window more costs the cosim tier 8 to 15 s a run.
const GL_WINDOWS: usize = 20;

/// Full frames back to back through a board netlist's pins, `windows`
/// windows of 16 (or `HWFILTER_GL_WINDOWS`), byte for byte against the
/// model.
fn netlist_run<P: BoardPorts>(board: &str, seed: u64, windows: usize) {
    let windows: usize = std::env::var("HWFILTER_GL_WINDOWS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(windows);
    let mut p = Pair::<P>::of();
    let mut rng = SplitMix64(seed);
    let (mut sent, mut full) = (0usize, 0usize);
    let t0 = std::time::Instant::now();
    for window in 0..windows {
        if window % 20 == 19 {
            p.request(|s| Request::clear(s, CUCKOO), "clear cuckoo");
        }
        let mut wire = vec![];
        for _ in 0..16 {
            let filter = if rng.chance(1, 2) { BLOOM } else { CUCKOO };
            let ks = keys(&mut rng, 60);
            let req = match rng.below(5) {
                0..=2 => Request::insert(p.seq, filter, &ks),
                3 => Request::query(p.seq, filter, &ks),
                _ if filter == CUCKOO => Request::delete(p.seq, filter, &ks),
                _ => Request::query(p.seq, filter, &ks),
            };
            p.seq = p.seq.wrapping_add(1);
            sent += ks.len();
            wire.extend(encode_wire(&req.encode()));
        }
        let got = p.exchange(&wire, &format!("window {window}"));
        full += decode_all(&got)
            .iter()
            .filter(|r| r.as_ref().is_ok_and(|r| r.status == status::FULL))
            .count();
    }
    assert_eq!(sent, windows * 16 * 60);
    if windows >= 19 {
        assert!(full > 0, "the Cuckoo filter never reached FULL");
    }
    let st = p.exchange(&encode_wire(&Request::stats(0, CUCKOO).encode()), "stats");
    assert_eq!(decode_one(&st).stats().unwrap().busy, 0);
    eprintln!(
        "{board} netlist (seed {seed}): {sent} keys in {} frames, {} cycles, {full} FULL replies, {:.0} s",
        windows * 16,
        p.board.cycles(),
        t0.elapsed().as_secs_f64()
    );
}

#[test]
fn icebreaker_netlist_carries_full_frames_byte_exact_with_the_model_first_half() {
    icebreaker_netlist_run(4242);
}

#[test]
fn icebreaker_netlist_carries_full_frames_byte_exact_with_the_model_second_half() {
    icebreaker_netlist_run(2424);
}

/// Post-synthesis simulation of the Alchitry Cu core: its HX8K netlist
/// (yosys `synth_ice40`, yosys's cell models; the top around it adds only
/// the PLL and the reset) through its UART pins, byte for byte against the
/// model. The iCEBreaker run above carries 38,400 keys through the same
/// link; the Cu engines' netlist answers 90,804 ops (three runs) in
/// `selftest_gl`. This run checks the HX8K mapping of the whole core with
/// the Cuckoo filter filled past FULL and cleared.
#[test]
fn alchitry_cu_netlist_carries_full_frames_byte_exact_with_the_model() {
    netlist_run::<AlchitryCuBoardNetlist>("Alchitry Cu", 77, GL_WINDOWS);
}

// The ULX3S 12F's core (Bloom 4 x 2^16 bits, Cuckoo f = 12 in 2^11
// buckets) at its size.

#[test]
fn ulx3s_12f_every_opcode_on_both_filters_matches_the_model() {
    every_opcode::<Ulx3s12fBoard>();
}

#[test]
fn ulx3s_12f_pipelined_frames_back_to_back_match_the_model() {
    pipelined::<Ulx3s12fBoard>();
}

#[test]
fn ulx3s_12f_dump_clear_load_restores_identical_answers() {
    dump_clear_load::<Ulx3s12fBoard>(&[BLOOM, CUCKOO]);
}

/// The 12F's Bloom filter filled to its capacity at 1% (INFO's, 24,912
/// keys) through the link in windows of 16 full frames, every reply byte
/// equal to the model's; then 24,000 keys never inserted answer present
/// at the theoretical rate (within four standard deviations of the
/// binomial), and every member still answers present.
#[test]
fn ulx3s_12f_bloom_filter_at_capacity_matches_the_model_and_the_theoretical_fpr() {
    let mut p = Pair::<Ulx3s12fBoard>::of();
    let bloom = BloomParams::new(
        Ulx3s12fBoard::PLATFORM.engines.bloom_banks,
        Ulx3s12fBoard::PLATFORM.engines.bloom_bank_addr_bits,
    )
    .unwrap();
    let capacity = bloom.capacity(0.01);
    assert_eq!(capacity, 24_912);
    let mut rng = SplitMix64(0x0123_4567);
    let members = keys(&mut rng, capacity as usize);
    let strangers = keys(&mut rng, 24_000);
    let kinds = p.model.config().kinds();
    let send = |p: &mut Pair<Ulx3s12fBoard>, ks: &[u64], insert: bool| -> Vec<bool> {
        let mut present = vec![];
        for window in ks.chunks(16 * 60) {
            let mut wire = vec![];
            for frame in window.chunks(60) {
                let req = if insert {
                    Request::insert(p.seq, BLOOM, frame)
                } else {
                    Request::query(p.seq, BLOOM, frame)
                };
                p.seq = p.seq.wrapping_add(1);
                wire.extend(encode_wire(&req.encode()));
            }
            let got = p.exchange(&wire, if insert { "insert" } else { "query" });
            for reply in decode_all_for(&got, kinds) {
                present.extend(reply.expect("a reply").bits());
            }
        }
        present
    };
    send(&mut p, &members, true);
    let found = send(&mut p, &members, false);
    assert_eq!(found.len(), members.len());
    assert!(found.iter().all(|&b| b), "a member answered absent");
    let false_positives = send(&mut p, &strangers, false)
        .iter()
        .filter(|&&b| b)
        .count();
    let n = strangers.len() as f64;
    let fpr = bloom.theoretical_fpr(capacity);
    let sigma = (n * fpr * (1.0 - fpr)).sqrt();
    println!(
        "ulx3s-12f at capacity ({capacity} keys): {false_positives} false positives in {n} \
         ({:.3}%), theory {:.3}%",
        100.0 * false_positives as f64 / n,
        100.0 * fpr
    );
    assert!(
        (false_positives as f64 - n * fpr).abs() <= 4.0 * sigma,
        "{false_positives} false positives in {n}, theory {:.1} +- {:.1}",
        n * fpr,
        sigma
    );
}
