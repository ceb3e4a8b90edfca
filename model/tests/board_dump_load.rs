//! The board model against docs/protocol.md: DUMP/CLEAR/LOAD restores and
//! the parameter checks of DUMP and LOAD.

use hwfilter_model::CuckooParams;
use hwfilter_model::board::BoardModel;
use hwfilter_model::protocol::{self, Reply, Request, Status};
use protocol::Filter::{Bloom, Cuckoo};

mod common;
use common::board::{assert_error, board, config_with, keys, send};

/// DUMPs every word of a filter (as many words per request as allowed).
fn dump_all(b: &mut BoardModel, seq: &mut u8, f: protocol::Filter) -> Vec<u64> {
    let total = b.config().words(f as u8) as u32;
    let kinds = b.config().kinds();
    let mut words = Vec::new();
    let mut addr = 0;
    while addr < total {
        let n = (kinds.dump_max_words(f) as u32).min(total - addr);
        let r = send(b, &Request::dump(*seq, f, addr, n as u16));
        *seq = seq.wrapping_add(1);
        assert_eq!(
            (r.op, r.filter, r.count, r.status),
            (0x88, f as u8, n as u16, 0)
        );
        assert_eq!(r.payload.len(), n as usize * kinds.word_bytes(f));
        words.extend(r.words_for(kinds).unwrap());
        addr += n;
    }
    words
}

fn load_all(b: &mut BoardModel, seq: &mut u8, f: protocol::Filter, words: &[u64]) {
    let kinds = b.config().kinds();
    let per = kinds.load_max_words(f);
    for (i, chunk) in words.chunks(per).enumerate() {
        let addr = (i * per) as u32;
        let r = send(b, &Request::load_for(*seq, f, addr, chunk, kinds));
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
        b.cuckoo().unwrap().stash().is_some(),
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
        assert_eq!(b.bloom().read_word(a as u64).unwrap(), w);
    }
    for (a, &w) in cuckoo_words.iter().enumerate() {
        assert_eq!(b.cuckoo().unwrap().read_word(a as u32).unwrap(), w);
    }
    let items = b.cuckoo().unwrap().items();

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
    assert_eq!(b.cuckoo().unwrap().stash(), Some((0x123, 3)));
    assert_eq!(b.cuckoo().unwrap().items(), 2);
    let before = (
        b.bloom().bank_popcounts(),
        b.cuckoo().unwrap().read_word(16).unwrap(),
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
            b.cuckoo().unwrap().read_word(16).unwrap()
        ),
        before
    );
    assert_eq!(b.cuckoo().unwrap().read_word(0).unwrap(), 0);
    assert_eq!(b.counters().bad_request, 15);
    // Widest valid words are accepted; an empty stash word empties it.
    ok(&mut b, &mut seq, Request::load(0, Bloom, 0, &[0xF]));
    ok(
        &mut b,
        &mut seq,
        Request::load(0, Cuckoo, 0, &[full_bucket]),
    );
    ok(&mut b, &mut seq, Request::load(0, Cuckoo, 16, &[0]));
    assert_eq!(b.cuckoo().unwrap().stash(), None);
    assert_eq!(b.cuckoo().unwrap().items(), 5);
}
