//! The board model against docs/protocol.md: the order of checks, every
//! status, and BUSY NAKs and the counters.

use hwfilter_model::CuckooParams;
use hwfilter_model::board::{BoardModel, LinkCounters};
use hwfilter_model::protocol::{self, Op, Reply, Request, Status, opcode};
use protocol::Filter::{Bloom, Cuckoo};

mod common;
use common::board::{assert_error, assert_nak, board, config_with, raw_request, send, send_raw};

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
