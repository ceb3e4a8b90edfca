//! A long mixed run through a faulty line, checked against a fault-free
//! board model: every answer, every COUNT, and the final memories.

use hwfilter_host::client::{Client, ClientConfig, DeleteResult, InsertResult};
use hwfilter_host::transport::{FakeConfig, FaultyTransport, Transport};
use hwfilter_model::board::BoardModel;
use hwfilter_model::protocol::{Filter, MAX_KEYS, Reply, Request};
use hwfilter_model::rng::SplitMix64;

/// What one faulty-line run proved.
#[derive(Debug)]
pub struct FaultRun {
    pub ops: u64,
    pub damaged: u64,
    pub sent: u64,
    pub resent: u64,
    pub timeouts: u64,
}

/// `rounds` of: insert a batch into both filters, query it and older
/// keys, delete half of the cuckoo batch. The same ops go into a
/// fault-free model; the board's final memories must equal the model's.
pub fn faulty_run<T: Transport>(
    transport: FaultyTransport<T>,
    config: ClientConfig,
    seed: u64,
    rounds: usize,
    batch: usize,
) -> FaultRun {
    let mut c = Client::connect(transport, config).expect("connect through the faulty line");
    let mut model = BoardModel::new(FakeConfig::default().board);
    let mut mseq = 0u8;
    let mut apply = |req: fn(u8, Filter, &[u64]) -> Request, f: Filter, ks: &[u64]| {
        let mut out = Vec::new();
        for chunk in ks.chunks(MAX_KEYS) {
            let r = model.on_frame(&req(mseq, f, chunk).encode()).unwrap();
            out.push(Reply::decode(&r).unwrap());
            mseq = mseq.wrapping_add(1);
        }
        out
    };
    let mut rng = SplitMix64(seed);
    let mut ops = 0u64;
    let mut live: Vec<u64> = Vec::new();
    let mut bloom_keys: Vec<u64> = Vec::new();
    for round in 0..rounds {
        let k: Vec<u64> = (0..batch).map(|_| rng.next_u64()).collect();
        // Bloom: keep under its capacity so that queries mean something.
        if bloom_keys.len() + batch <= 6000 {
            let got = c.insert(Filter::Bloom, &k).expect("bloom insert");
            let want = apply(Request::insert, Filter::Bloom, &k);
            let want: Vec<bool> = want.iter().flat_map(|r| r.bits()).collect();
            assert_eq!(
                got.iter()
                    .map(|r| *r == InsertResult::AlreadyPresent)
                    .collect::<Vec<_>>(),
                want,
                "round {round}"
            );
            bloom_keys.extend(&k);
            ops += batch as u64;
        }
        let got = c.insert(Filter::Cuckoo, &k).expect("cuckoo insert");
        apply(Request::insert, Filter::Cuckoo, &k);
        assert!(
            got.iter().all(|r| *r == InsertResult::Added),
            "round {round}"
        );
        live.extend(&k);
        ops += batch as u64;
        // Every acknowledged insert is present.
        let q = c.query(Filter::Cuckoo, &live).expect("cuckoo query");
        apply(Request::query, Filter::Cuckoo, &live);
        assert!(
            q.iter().all(|&p| p),
            "round {round}: a stored key is missing"
        );
        ops += live.len() as u64;
        let qb = c.query(Filter::Bloom, &bloom_keys).expect("bloom query");
        apply(Request::query, Filter::Bloom, &bloom_keys);
        assert!(
            qb.iter().all(|&p| p),
            "round {round}: a Bloom key is missing"
        );
        ops += bloom_keys.len() as u64;
        // Delete half of what is stored, oldest first.
        let gone: Vec<u64> = live.drain(..live.len() / 2).collect();
        let d = c.delete(Filter::Cuckoo, &gone).expect("cuckoo delete");
        apply(Request::delete, Filter::Cuckoo, &gone);
        assert!(
            d.iter().all(|r| *r == DeleteResult::Deleted),
            "round {round}"
        );
        ops += gone.len() as u64;
        // COUNT proves no insert or delete was applied twice.
        assert_eq!(
            c.count().expect("count") as usize,
            live.len(),
            "round {round}"
        );
        apply(|s, f, _| Request::count(s, f), Filter::Cuckoo, &[0]);
    }
    let cuckoo = c.dump(Filter::Cuckoo).expect("cuckoo dump");
    let want: Vec<u64> = (0..1025)
        .map(|a| {
            model
                .cuckoo()
                .expect("a Cuckoo filter")
                .read_word(a)
                .unwrap()
        })
        .collect();
    assert_eq!(cuckoo, want, "cuckoo memory differs from the model's");
    let bloom = c.dump(Filter::Bloom).expect("bloom dump");
    let want: Vec<u64> = (0..1u64 << 14)
        .map(|a| model.bloom().read_word(a).unwrap())
        .collect();
    assert_eq!(bloom, want, "bloom memory differs from the model's");
    // The board itself recovered: it answers cleanly once the line is.
    c.transport_mut().set_rate(0.0);
    let before = c.link_stats();
    c.query(Filter::Cuckoo, &live)
        .expect("query on a clean line");
    let after = c.link_stats();
    assert_eq!(
        (after.timeouts, after.corrupt_replies),
        (before.timeouts, before.corrupt_replies)
    );
    eprintln!("{:?}", c.link_stats());
    FaultRun {
        ops,
        damaged: c.transport().counters().total(),
        sent: after.frames_sent,
        resent: after.frames_resent,
        timeouts: after.timeouts,
    }
}
