//! The board model with a counting Bloom filter 0 against docs/protocol.md:
//! INFO names the kind, DELETE works on filter 0 (and only there on such a
//! board), snapshot words are 4 bytes with a nibble per bank, and STATS
//! carries the stuck counters.

use hwfilter_model::board::BoardModel;
use hwfilter_model::protocol::{
    BloomKind, Filter::Bloom, Filter::Cuckoo, FilterKinds, Reply, Request, Status, code, opcode,
};
use hwfilter_model::{BloomParams, CountingModel};

mod common;
use common::board::{assert_error, board, counting_config, keys, send};

fn counting_board() -> BoardModel {
    BoardModel::new(counting_config())
}

/// Sends `r` as request `*seq` and moves `seq` on.
fn next(b: &mut BoardModel, seq: &mut u8, r: Request) -> Reply {
    let reply = send(b, &Request { seq: *seq, ..r });
    *seq = seq.wrapping_add(1);
    reply
}

#[test]
fn info_names_the_counting_filter_and_its_geometry() {
    let b = counting_board();
    let info = b.info();
    assert_eq!(info.filter_kinds, 0x0102);
    assert_eq!(info.filter_kinds().unwrap().bloom, BloomKind::Counting);
    // The capacity is the plain filter's of the same banks and entries.
    assert_eq!(
        info.bloom_capacity as u64,
        BloomParams::new(4, 9).unwrap().capacity(0.01)
    );
    assert_eq!(
        board().info().filter_kinds().unwrap(),
        FilterKinds::default()
    );
}

#[test]
fn delete_takes_inserted_keys_out_and_refuses_absent_ones() {
    let mut b = counting_board();
    let mut model = CountingModel::new(b.config().bloom);
    let mut seq = 0u8;
    let members = keys(1, 120);
    for chunk in members.chunks(60) {
        let r = next(&mut b, &mut seq, Request::insert(0, Bloom, chunk));
        let want: Vec<bool> = chunk.iter().map(|&k| model.insert(k)).collect();
        assert_eq!(r.bits(), want);
    }
    // Half the members out: each answers OK and is then absent (unless
    // its counters are shared with members still in: the model says).
    let (gone, kept) = members.split_at(60);
    let r = next(&mut b, &mut seq, Request::delete(0, Bloom, gone));
    assert_eq!(r.status, Status::Ok as u8);
    let want: Vec<u8> = gone
        .iter()
        .map(|&k| {
            if model.delete(k) {
                code::OK
            } else {
                code::NOT_FOUND
            }
        })
        .collect();
    assert_eq!(r.codes(), want);
    assert!(want.iter().all(|&c| c == code::OK), "every member deletes");
    // No false negative for the keys kept.
    let r = next(&mut b, &mut seq, Request::query(0, Bloom, kept));
    assert!(r.bits().iter().all(|&hit| hit));
    // A key never inserted: NOT_FOUND, and nothing changes.
    let strangers = keys(2, 60);
    let before = b.bloom().bank_popcounts();
    let r = next(&mut b, &mut seq, Request::delete(0, Bloom, &strangers));
    let want: Vec<u8> = strangers
        .iter()
        .map(|&k| {
            if model.delete(k) {
                code::OK
            } else {
                code::NOT_FOUND
            }
        })
        .collect();
    assert_eq!(r.codes(), want);
    assert!(want.contains(&code::NOT_FOUND));
    if want.iter().all(|&c| c == code::NOT_FOUND) {
        assert_eq!(b.bloom().bank_popcounts(), before);
    }
    assert_eq!(b.bloom().bank_popcounts(), model.bank_popcounts());
    // The Cuckoo filter's DELETE is unchanged beside it.
    let r = next(&mut b, &mut seq, Request::delete(0, Cuckoo, &[5]));
    assert_eq!(r.codes(), [code::NOT_FOUND]);
}

#[test]
fn a_plain_board_refuses_delete_on_filter_zero() {
    let mut b = board();
    let r = send(&mut b, &Request::delete(0, Bloom, &[1, 2]));
    assert_error(&r, 0, opcode::DELETE, 0, Status::BadFilter);
    assert_eq!(b.expected_seq(), 0, "a refused request is not applied");
}

#[test]
fn snapshot_words_are_four_bytes_with_a_nibble_per_bank() {
    let mut b = counting_board();
    let kinds = b.config().kinds();
    let mut seq = 0u8;
    // A hot key saturates its counters (15 inserts), others count 1 or 2.
    let hot = 0x1234_5678_9abc_def0u64;
    for _ in 0..16 {
        next(&mut b, &mut seq, Request::insert(0, Bloom, &[hot]));
    }
    next(&mut b, &mut seq, Request::insert(0, Bloom, &keys(3, 60)));
    // DUMP: at most 6 words a reply, 4 bytes each.
    let total = b.config().words(0) as u32;
    let mut words = Vec::new();
    for addr in (0..total).step_by(6) {
        let n = 6.min(total - addr) as u16;
        let r = next(&mut b, &mut seq, Request::dump(0, Bloom, addr, n));
        assert_eq!(r.payload.len(), 4 * n as usize);
        words.extend(r.words_for(kinds).unwrap());
    }
    for (a, &w) in words.iter().enumerate() {
        assert_eq!(b.bloom().read_word(a as u64).unwrap(), w);
        assert_eq!(w >> 16, 0, "4 banks: 16 bits");
    }
    assert!(words.iter().any(|&w| w & 0xF == 0xF), "a stuck counter");
    // A 7-word DUMP is too long for this filter's words.
    let r = send(&mut b, &Request::dump(seq, Bloom, 0, 7));
    assert_error(&r, seq, opcode::DUMP, 0, Status::BadLength);

    // STATS: field 8 counts the stuck counters, 10.. the non-zero ones.
    // (STATS is not sequenced: `seq` stays.)
    let stats = send(&mut b, &Request::stats(seq, Bloom));
    let stats = Reply::decode_for(&stats.encode(), kinds)
        .unwrap()
        .stats()
        .unwrap();
    assert_eq!(stats.cuckoo_kicks, 4, "the hot key's four counters");
    assert_eq!(stats.cuckoo_full, 0);
    let nonzero = b.bloom().bank_popcounts();
    for (bank, &n) in nonzero.iter().enumerate() {
        assert_eq!(stats.bloom_set_bits[bank] as u64, n);
    }
    // A plain host's decoder refuses the nonzero field 8.
    assert!(Reply::decode(&send(&mut b, &Request::stats(seq, Bloom)).encode()).is_err());

    // CLEAR, LOAD (120 words a request) and the same memory again.
    let answers = |b: &mut BoardModel, seq: &mut u8| {
        let probe: Vec<u64> = std::iter::once(hot).chain(keys(3, 59)).collect();
        next(b, seq, Request::query(0, Bloom, &probe)).bits()
    };
    let before = answers(&mut b, &mut seq);
    next(&mut b, &mut seq, Request::clear(0, Bloom));
    assert!(answers(&mut b, &mut seq).iter().all(|&hit| !hit));
    for (i, chunk) in words.chunks(120).enumerate() {
        let load = Request::load_for(0, Bloom, (i * 120) as u32, chunk, kinds);
        assert_eq!(load.payload.len(), 4 + 4 * chunk.len());
        let r = next(&mut b, &mut seq, load);
        assert_eq!(r.status, Status::Ok as u8);
    }
    assert_eq!(answers(&mut b, &mut seq), before);
    for (a, &w) in words.iter().enumerate() {
        assert_eq!(b.bloom().read_word(a as u64).unwrap(), w);
    }
    assert_eq!(b.bloom().stuck_counters(), 4);

    // A word with a counter past bank 3 is BAD_PARAM, and changes nothing.
    let bad = Request::load_for(seq, Bloom, 0, &[0x1_0000], kinds);
    let r = send(&mut b, &bad);
    assert_error(&r, seq, opcode::LOAD, 0, Status::BadParam);
    assert_eq!(b.bloom().read_word(0).unwrap(), words[0]);
}

#[test]
fn engine_op_codes_are_those_of_the_filters_kind() {
    use hwfilter_model::ParamError;
    use hwfilter_model::board::BloomEngineModel;
    let params = BloomParams::new(4, 9).unwrap();
    let mut plain = BloomEngineModel::new(params, BloomKind::Plain);
    let mut counting = BloomEngineModel::new(params, BloomKind::Counting);
    assert_eq!(plain.apply_code(5, 7), Err(ParamError::OpCode(5)));
    assert_eq!(counting.apply_code(6, 7), Err(ParamError::OpCode(6)));
    // INSERT, then DELETE by code; WRITE takes its word from bits 32..64.
    assert_eq!(counting.apply_code(1, 7), Ok((false, 0)));
    assert!(counting.apply_code(5, 7).unwrap().0);
    assert_eq!(counting.apply_code(4, 0x1234_0000_0003), Ok((false, 0)));
    assert_eq!(counting.apply_code(3, 3), Ok((false, 0x1234)));
    assert_eq!(plain.apply_code(4, 0x5_0000_0003), Ok((false, 0)));
    assert_eq!(plain.apply_code(3, 3), Ok((false, 5)));
    assert_eq!(counting.kind(), BloomKind::Counting);
    assert_eq!(plain.kind(), BloomKind::Plain);
    // A blocked filter (k = 4, 2^9 blocks): no DELETE, 16-bit words.
    let mut blocked = BloomEngineModel::new(params, BloomKind::Blocked);
    assert_eq!(blocked.kind(), BloomKind::Blocked);
    assert_eq!(blocked.apply_code(5, 7), Err(ParamError::OpCode(5)));
    assert_eq!(blocked.apply_code(4, 0xbeef_0003_ffff), Ok((false, 0)));
    assert_eq!(blocked.apply_code(3, 0x3_ffff), Ok((false, 0xbeef)));
    assert!(
        blocked.apply_code(3, 1 << 18).is_err(),
        "past 2^9 x 512 words"
    );
    assert_eq!(blocked.apply_code(1, 7), Ok((false, 0)));
    assert_eq!(blocked.apply_code(0, 7), Ok((true, 0)));
}
