//! The board model against docs/protocol.md: the go-back-N reply cache
//! (duplicates answered from the cache and not re-applied, the wrap of `seq`
//! at 256, slots never written since reset) and the NAK rate limit.

use hwfilter_model::board::LinkCounters;
use hwfilter_model::protocol::{self, Reply, Request, Status, opcode};
use protocol::Filter::{Bloom, Cuckoo};

mod common;
use common::board::{assert_error, assert_nak, board, raw_request, send, send_raw};

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
    assert_eq!(b.cuckoo().unwrap().items(), 3);
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
    assert_eq!((b.expected_seq(), b.cuckoo().unwrap().items()), (0, 0));
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
