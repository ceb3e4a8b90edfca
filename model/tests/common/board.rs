//! Helpers of the board model tests (`board_*.rs`).

use hwfilter_model::board::{BoardConfig, BoardModel};
use hwfilter_model::protocol::{Reply, Request, Status};
use hwfilter_model::rng::SplitMix64;
use hwfilter_model::{BloomParams, CuckooParams};

pub fn config_with(cuckoo: CuckooParams) -> BoardConfig {
    BoardConfig {
        bloom: BloomParams::new(4, 9).unwrap(),
        bloom_kind: hwfilter_model::protocol::BloomKind::Plain,
        cuckoo: Some(cuckoo),
        clock_hz: 48_000_000,
        baud_div: 16,
    }
}

/// Bloom: 4 banks of 512 bits (512 words). Cuckoo: 16 buckets (17 words).
pub fn config() -> BoardConfig {
    config_with(CuckooParams::new(12, 4, 500).unwrap())
}

pub fn board() -> BoardModel {
    BoardModel::new(config())
}

/// As [`config`], with a counting Bloom filter 0 (4 banks of 512 4-bit
/// counters).
#[allow(dead_code)]
pub fn counting_config() -> BoardConfig {
    BoardConfig {
        bloom_kind: hwfilter_model::protocol::BloomKind::Counting,
        ..config()
    }
}

/// As [`config`], without filter 1 (a Bloom-only build).
#[allow(dead_code)]
pub fn bloom_only_config() -> BoardConfig {
    BoardConfig {
        cuckoo: None,
        ..config()
    }
}

/// The bytes the board answers (a reply is expected), checked by the host's
/// strict decoder.
pub fn send_raw(b: &mut BoardModel, frame: &[u8]) -> Reply {
    let out = b.on_frame(frame).expect("the board answers");
    Reply::decode_for(&out, b.config().kinds())
        .unwrap_or_else(|e| panic!("board reply {out:02x?} rejected: {e}"))
}

pub fn send(b: &mut BoardModel, r: &Request) -> Reply {
    send_raw(b, &r.encode())
}

/// A request frame with a correct CRC around arbitrary header and payload.
pub fn raw_request(
    version: u8,
    seq: u8,
    op: u8,
    filter: u8,
    count: u16,
    payload: &[u8],
) -> Vec<u8> {
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

pub fn assert_nak(r: &Reply, seq: u8, st: Status) {
    assert!(r.is_nak(), "{r:?}");
    assert_eq!((r.seq, r.op, r.filter, r.count), (seq, 0xFF, 0, 0));
    assert_eq!(r.status, st as u8);
    assert!(r.payload.is_empty());
}

pub fn assert_error(r: &Reply, seq: u8, op: u8, filter: u8, st: Status) {
    assert_eq!(
        (r.seq, r.op, r.filter, r.count, r.status),
        (seq, op | 0x80, filter, 0, st as u8),
        "{r:?}"
    );
    assert!(r.payload.is_empty());
}

pub fn keys(seed: u64, n: usize) -> Vec<u64> {
    let mut rng = SplitMix64(seed);
    (0..n).map(|_| rng.next_u64()).collect()
}
