//! The board model of a Bloom-only build (no filter 1) against
//! docs/protocol.md: INFO says filter 1 is absent and reads 0 in its Cuckoo
//! fields, every op but INFO on filter 1 is refused with `BAD_FILTER` (and
//! counted, and it does not advance the sequence), and filter 0 works as on
//! a board with both filters.

use hwfilter_model::board::BoardModel;
use hwfilter_model::protocol::{
    Filter::Bloom, Filter::Cuckoo, FilterKinds, Reply, Request, Status, opcode,
};

mod common;
use common::board::{assert_error, bloom_only_config, board, keys, raw_request, send};

fn bloom_only_board() -> BoardModel {
    BoardModel::new(bloom_only_config())
}

#[test]
fn info_says_filter_1_is_absent_and_its_fields_read_0() {
    let b = bloom_only_board();
    let info = b.info();
    assert_eq!(info.filter_kinds, 0x0001);
    assert_eq!(info.filter_kinds().unwrap(), FilterKinds::BLOOM_ONLY);
    assert_eq!(
        (
            info.cuckoo_fp_bits,
            info.cuckoo_bucket_bits,
            info.cuckoo_max_kicks,
            info.cuckoo_capacity
        ),
        (0, 0, 0, 0)
    );
    // Filter 0 is the same as on the two-filter board of the same sizes.
    let both = board().info();
    assert_eq!(
        (info.bloom_banks, info.bloom_addr_bits, info.bloom_capacity),
        (both.bloom_banks, both.bloom_addr_bits, both.bloom_capacity)
    );
    assert!(b.cuckoo().is_none());
}

#[test]
fn every_op_on_filter_1_but_info_is_refused_and_changes_nothing() {
    let mut b = bloom_only_board();
    let k = keys(3, 5);
    let refused: Vec<Vec<u8>> = vec![
        Request::insert(0, Cuckoo, &k).encode(),
        Request::query(0, Cuckoo, &k).encode(),
        Request::delete(0, Cuckoo, &k).encode(),
        raw_request(1, 0, opcode::CLEAR, 1, 0, &[]),
        raw_request(1, 0, opcode::COUNT, 1, 0, &[]),
        raw_request(1, 0, opcode::STATS, 1, 0, &[]),
        raw_request(1, 0, opcode::DUMP, 1, 1, &0u32.to_le_bytes()),
        raw_request(
            1,
            0,
            opcode::LOAD,
            1,
            1,
            &[0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
        ),
    ];
    for (i, frame) in refused.iter().enumerate() {
        let r = send_raw_frame(&mut b, frame);
        assert_error(&r, 0, frame[2], 1, Status::BadFilter);
        assert_eq!(b.counters().bad_request, i as u32 + 1);
        assert_eq!(b.expected_seq(), 0, "a refused request is not applied");
    }
    let info = send_raw_frame(&mut b, &raw_request(1, 0, opcode::INFO, 1, 0, &[]));
    assert_eq!(info.status, Status::Ok as u8);
}

fn send_raw_frame(b: &mut BoardModel, frame: &[u8]) -> Reply {
    common::board::send_raw(b, frame)
}

#[test]
fn filter_0_inserts_queries_and_snapshots_as_on_a_two_filter_board() {
    let (mut only, mut both) = (bloom_only_board(), board());
    let members = keys(7, 60);
    let others = keys(8, 60);
    for (seq, r) in [
        Request::insert(0, Bloom, &members),
        Request::query(1, Bloom, &members),
        Request::query(2, Bloom, &others),
        Request::dump(3, Bloom, 100, 24),
    ]
    .into_iter()
    .enumerate()
    {
        let (a, z) = (send(&mut only, &r), send(&mut both, &r));
        assert_eq!(a, z, "request {seq}");
        assert_eq!(a.status, Status::Ok as u8);
    }
    let hits = send(&mut only, &Request::query(4, Bloom, &members)).bits();
    assert!(hits.iter().all(|&h| h), "no false negative");
    assert_eq!(only.stats(0).bloom_set_bits, both.stats(0).bloom_set_bits);
}
