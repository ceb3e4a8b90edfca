//! The board model against docs/protocol.md: byte-exact reply layouts,
//! resynchronisation on a line with garbage between frames, and every
//! opcode round-tripping through the wire encoding.

use hwfilter_model::protocol::{
    self, FrameAccumulator, FrameEvent, MAX_FRAME, Op, Reply, Request, Status, crc32, encode_wire,
    status,
};
use protocol::Filter::{Bloom, Cuckoo};

mod common;
use common::board::{assert_nak, board, raw_request};

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
    // INFO: 83 bytes; field 17 (the last) names a plain Bloom filter 0
    // and a Cuckoo filter 1.
    let out = b.on_frame(&Request::info(0).encode()).unwrap();
    assert_eq!(out.len(), 83);
    assert_eq!(&out[..11], [1, 0, 0x81, 0, 0, 0, 0, 1, 0, 0, 0]);
    assert_eq!(&out[7 + 68..7 + 72], [1, 1, 0, 0]);
    // STATS of the Bloom filter: 83 bytes, the largest reply with INFO; after the
    // Cuckoo counters (0), bank 0's set bits: the two Bloom keys inserted
    // above set one or two bits of it.
    let out = b.on_frame(&Request::stats(0, Bloom).encode()).unwrap();
    assert_eq!(out.len(), protocol::MAX_REPLY);
    assert_eq!(&out[..7], [1, 0, 0x87, 0, 0, 0, 0]);
    assert_eq!(&out[7 + 32..7 + 40], [0; 8]);
    let bank0 = u32::from_le_bytes(out[7 + 40..7 + 44].try_into().unwrap());
    assert_eq!(bank0 as u64, b.bloom().bank_popcounts()[0]);
    assert!((1..=2).contains(&bank0), "{bank0}");
    assert_eq!(&out[7 + 56..7 + 72], [0; 16], "banks 4..8 of a k = 4 build");
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
