//! The board model against docs/protocol.md: INFO, and every Bloom and
//! Cuckoo opcode following the filter models, FULL included. Every reply the
//! board sends must pass the host's strict `Reply::decode`.

use hwfilter_model::board::BoardModel;
use hwfilter_model::cuckoo::code;
use hwfilter_model::hash::{HASH_VERSION, KEY_SEED};
use hwfilter_model::protocol::{self, Request, status};
use hwfilter_model::{BloomModel, CuckooModel, CuckooParams};
use protocol::Filter::{Bloom, Cuckoo};

mod common;
use common::board::{board, config, config_with, keys, send};

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
    assert_eq!(b.cuckoo().unwrap().items(), 1);
}

#[test]
fn cuckoo_insert_query_delete_count_clear_follow_the_model() {
    let mut b = board();
    let mut model = CuckooModel::new(config().cuckoo.unwrap());
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
    assert_eq!(b.cuckoo().unwrap().items(), 9);
    // The duplicate gets the same FULL reply, and nothing is re-applied.
    assert_eq!(send(&mut b, &req), r);
    assert_eq!(b.cuckoo().unwrap().full_answers(), 1);
    // Every INSERT answers FULL while the stash is occupied.
    let r = send(&mut b, &Request::insert(1, Cuckoo, &[6, 7]));
    assert_eq!((r.status, r.codes()), (status::FULL, vec![code::FULL; 2]));
    let s = send(&mut b, &Request::stats(0, Cuckoo)).stats().unwrap();
    assert_eq!((s.cuckoo_kicks, s.cuckoo_full), (1, 3));
    let s = send(&mut b, &Request::stats(0, Bloom)).stats().unwrap();
    assert_eq!((s.cuckoo_kicks, s.cuckoo_full), (0, 0));
}
