//! The ULX3S's SDRAM core (Verilated `SdramBoardCore`: the blocked Bloom
//! filter in SDRAM and the Cuckoo filter, bytes through its UART pins) on
//! the timing-checked chip model, against the model of a blocked board,
//! byte for byte on the wire. The memory is scaled (4 x 16 rows: 2^6
//! blocks of 8192 bits), so a test can dump and restore all of it; the
//! chip fails the test on any breach of its timing.

use hwfilter_model::protocol::{Filter, FilterKinds, Reply, Request, encode_wire, status};
use hwfilter_model::rng::SplitMix64;
use hwfilter_sim::sdram_board::ScaledSdramBoard;
use hwfilter_toolchain::platform::ulx3s_sdram_cycles;

#[path = "common/board_pair.rs"]
mod board_pair;
use board_pair::{Pair, decode_one_for, keys};

const BLOOM: Filter = Filter::Bloom;
const CUCKOO: Filter = Filter::Cuckoo;

/// The board and its model, once the engine has powered the SDRAM up and
/// cleared it (a host connects long after that; frames sent before it wait
/// in the two frame buffers, and a third is BUSY).
fn pair() -> Pair<ScaledSdramBoard> {
    let mut p = Pair::<ScaledSdramBoard>::of();
    assert_eq!(p.model.config().kinds(), FilterKinds::BLOCKED);
    // INFO was answered during the boot: count from reset.
    let booted = p.board.run_until_booted().expect("TX framing");
    assert!(booted.is_some(), "booted");
    let words = p.model.config().words(BLOOM as u8);
    let clear = p.board.cycles() - ulx3s_sdram_cycles().power_up as u64;
    // The clear writes a word in about 1.1 cycles (refresh and row changes).
    assert!((words..words * 13 / 10).contains(&clear), "{clear} cycles");
    p
}

/// A request the board refuses: it keeps its expected sequence number, so
/// the next request reuses this one's.
fn refused(p: &mut Pair<ScaledSdramBoard>, req: Request, what: &str) -> Reply {
    let got = p.exchange(&encode_wire(&req.encode()), what);
    let r = decode_one_for(&got, FilterKinds::BLOCKED);
    assert_ne!(r.status, status::OK, "{what}: {r:?}");
    r
}

/// Every opcode on both filters, and what a blocked filter 0 refuses:
/// DELETE, a DUMP of 13 words, a range past its memory.
#[test]
fn every_opcode_on_both_filters_matches_the_model_of_a_blocked_board() {
    let mut p = pair();
    let mut rng = SplitMix64(42);
    let kinds = FilterKinds::BLOCKED;
    let words = p.model.config().words(BLOOM as u8) as u32;
    assert_eq!(words, 1 << 15, "2^6 blocks of 512 words");
    for filter in [BLOOM, CUCKOO] {
        let members = keys(&mut rng, 60);
        let others = keys(&mut rng, 60);
        let r = p.request(|s| Request::insert(s, filter, &members), "insert");
        assert_eq!(r.status, status::OK);
        let q = p.request(|s| Request::query(s, filter, &members), "members");
        assert!(q.bits().iter().all(|&h| h), "no false negative");
        p.request(|s| Request::query(s, filter, &others), "others");
        p.request(|s| Request::insert(s, filter, &members[..7]), "again");
        if filter == BLOOM {
            let delete = Request::delete(p.seq, filter, &members[..13]);
            let r = refused(&mut p, delete, "delete");
            assert_eq!(r.status, status::BAD_FILTER, "DELETE on a blocked filter");
        } else {
            p.request(|s| Request::delete(s, filter, &members[..13]), "delete");
            p.request(|s| Request::count(s, filter), "count");
        }
        let stats = |p: &mut Pair<ScaledSdramBoard>, what| {
            p.exchange(&encode_wire(&Request::stats(0xee, filter).encode()), what)
        };
        stats(&mut p, "stats");
        let per = kinds.dump_max_words(filter) as u16;
        p.request(|s| Request::dump(s, filter, 0, per), "dump");
        let too_many = Request::dump(p.seq, filter, 0, per + 1);
        let r = refused(&mut p, too_many, "13 words");
        assert_eq!(r.status, status::BAD_LENGTH);
        let load = [0xbeef, 0, 0x8001];
        p.request(|s| Request::load_for(s, filter, 5, &load, kinds), "load");
        let d = p.request(
            |s| Request::dump(s, filter, 4, per.min(4)),
            "dump after load",
        );
        if filter == BLOOM {
            assert_eq!(d.payload[2..8], [0xef, 0xbe, 0, 0, 0x01, 0x80]);
        }
        stats(&mut p, "stats after load");
        p.request(|s| Request::clear(s, filter), "clear");
        stats(&mut p, "stats after clear");
        let q = p.request(|s| Request::query(s, filter, &members), "after clear");
        assert!(q.bits().iter().all(|&h| !h), "CLEAR emptied it");
    }
    p.request(
        |s| Request::dump(s, BLOOM, words - 12, 12),
        "the last words",
    );
    let past = Request::dump(p.seq, BLOOM, words - 11, 12);
    let r = refused(&mut p, past, "dump past the end");
    assert_eq!(r.status, status::BAD_PARAM);
    p.exchange(&encode_wire(&Request::info(9).encode()), "info");
}

/// 3,000 keys (6% of what 2^6 blocks hold at 1%), 60 to a frame,
/// pipelined 8 frames deep; the eighths' set bits in STATS; then the whole
/// memory dumped, cleared and loaded back: the same answers as before, and
/// the chip's contents equal to the model's words.
#[test]
fn a_filled_memory_dumps_and_loads_back_to_identical_answers() {
    let mut p = pair();
    let mut rng = SplitMix64(7);
    let members = keys(&mut rng, 3000);
    let probes = keys(&mut rng, 600);
    for window in members.chunks(480) {
        let mut wire = vec![];
        for chunk in window.chunks(60) {
            let seq = p.seq;
            p.seq = p.seq.wrapping_add(1);
            wire.extend(encode_wire(&Request::insert(seq, BLOOM, chunk).encode()));
        }
        p.exchange(&wire, "pipelined inserts");
    }
    let stats = p.exchange(&encode_wire(&Request::stats(0, BLOOM).encode()), "stats");
    assert!(!stats.is_empty());
    let query = |p: &mut Pair<ScaledSdramBoard>, ks: &[u64]| -> Vec<bool> {
        ks.chunks(60)
            .flat_map(|c| p.request(|s| Request::query(s, BLOOM, c), "query").bits())
            .collect()
    };
    let before = (query(&mut p, &members[..600]), query(&mut p, &probes));
    assert!(before.0.iter().all(|&h| h), "no false negative");

    let words = p.model.config().words(BLOOM as u8) as u32;
    let mut image = vec![];
    for addr in (0..words).step_by(12) {
        let n = 12.min(words - addr) as u16;
        let r = p.request(|s| Request::dump(s, BLOOM, addr, n), "dump");
        image.extend(r.words_for(FilterKinds::BLOCKED).unwrap());
    }
    assert_eq!(image.len() as u32, words);
    assert!(image.iter().any(|&w| w != 0));
    p.request(|s| Request::clear(s, BLOOM), "clear");
    for (i, chunk) in image.chunks(240).enumerate() {
        let a = (i * 240) as u32;
        p.request(
            |s| Request::load_for(s, BLOOM, a, chunk, FilterKinds::BLOCKED),
            "load",
        );
    }
    let after = (query(&mut p, &members[..600]), query(&mut p, &probes));
    assert_eq!(before, after);
    p.exchange(
        &encode_wire(&Request::stats(1, BLOOM).encode()),
        "stats after load",
    );
}
