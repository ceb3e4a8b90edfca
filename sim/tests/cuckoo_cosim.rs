//! Co-simulation of the Verilated CuckooEngine against the model
//! (docs/cuckoo.md): every result of every op is compared (op, code, data).

use hwfilter_model::CuckooOp;
use hwfilter_model::cuckoo::code;
use hwfilter_model::rng::SplitMix64;
use hwfilter_sim::bloom::Traffic;
use hwfilter_sim::cuckoo::*;

fn run<P: CuckooPorts>(
    c: &mut CuckooCosim<P>,
    ops: impl IntoIterator<Item = CuckooOp>,
    t: Traffic,
) -> CuckooReport {
    match c.run(ops, t) {
        Ok(r) => r.clone(),
        Err(m) => panic!("{m}"),
    }
}

/// Random ops from empty to FULL and back with random back-pressure;
/// every query of a stored key must hit.
fn random<P: CuckooPorts>(name: &str, seed: u64, n: u64, t: Traffic) -> CuckooReport {
    let mut c = CuckooCosim::<P>::new(name, seed);
    let mut ops = CuckooRandomOps::new(c.params(), seed ^ 0xabc, n);
    let mut member_hits = 0u64;
    let r = c
        .run_with(&mut ops, t, |_, _| {})
        .cloned()
        .unwrap_or_else(|m| panic!("{m}"));
    // The stream counted its member queries; the model answered them all OK
    // (no false negatives), and the RTL agreed with the model on each.
    member_hits += ops.member_queries;
    assert!(member_hits > 0);
    assert!(
        r.full_answers > 0,
        "{name}: the run never reached FULL: {r:?}"
    );
    assert!(
        r.kicks > 0 && r.stash_reinserts > 0,
        "{name}: no kicks or no stash re-insert: {r:?}"
    );
    for (d, n) in r.same_key_close.iter().enumerate() {
        assert!(
            *n > 0,
            "{name}: no op on a key {d} ops after its INSERT/DELETE: {r:?}"
        );
    }
    eprintln!("{name}: {r:?}");
    r
}

#[test]
fn two_million_random_ops_default_geometry() {
    let r = random::<DefaultCuckoo>("random_2m", 1, 2_000_000, Traffic::RANDOM);
    assert_eq!(r.results, 2_000_000);
}

#[test]
fn random_ops_sixteen_buckets_eight_kicks() {
    random::<TinyCuckoo>("random_tiny", 2, 300_000, Traffic::RANDOM);
}

#[test]
fn random_ops_four_buckets() {
    random::<FourBucketCuckoo>("random_four", 3, 300_000, Traffic::RANDOM);
}

#[test]
fn full_speed_random_ops() {
    random::<DefaultCuckoo>("full_speed", 4, 300_000, Traffic::FULL_SPEED);
}

/// Insert past the first FULL to 98% attempted load: every key whose
/// INSERT answered OK is still present; DELETE of each answers OK.
#[test]
fn nothing_stored_is_lost_at_full() {
    fn check<P: CuckooPorts>(name: &str) {
        let mut c = CuckooCosim::<P>::new(name, 5);
        let slots = c.params().slots();
        let mut rng = SplitMix64(77);
        let keys: Vec<u64> = (0..slots * 98 / 100 + 8).map(|_| rng.next_u64()).collect();
        let mut stored = vec![];
        let mut full = 0;
        c.run_with(
            keys.iter().map(|&k| CuckooOp::Insert(k)),
            Traffic::RANDOM,
            |op, r| {
                if let CuckooOp::Insert(k) = op {
                    if r.code == code::OK {
                        stored.push(*k);
                    } else {
                        full += 1;
                    }
                }
            },
        )
        .unwrap_or_else(|m| panic!("{m}"));
        assert!(full > 0, "{name}: never FULL");
        let mut misses = 0;
        c.run_with(
            stored.iter().map(|&k| CuckooOp::Query(k)),
            Traffic::RANDOM,
            |_, r| {
                misses += (r.code != code::OK) as u64;
            },
        )
        .unwrap_or_else(|m| panic!("{m}"));
        assert_eq!(misses, 0, "{name}: stored keys lost");
        let mut not_found = 0;
        c.run_with(
            stored.iter().map(|&k| CuckooOp::Delete(k)),
            Traffic::RANDOM,
            |_, r| {
                not_found += (r.code != code::OK) as u64;
            },
        )
        .unwrap_or_else(|m| panic!("{m}"));
        assert_eq!(not_found, 0);
        assert_eq!(c.model.items(), 0);
        assert!(c.model.stash().is_none());
    }
    check::<DefaultCuckoo>("lost_default");
    check::<TinyCuckoo>("lost_tiny");
    check::<FourBucketCuckoo>("lost_four");
    check::<SerialCuckoo>("lost_serial");
    check::<TinySerialCuckoo>("lost_serial_tiny");
}

/// Back-to-back hazards on one key at every distance, at full speed:
/// INSERT then QUERY, DELETE then QUERY, INSERT then DELETE.
#[test]
fn same_key_hazards_back_to_back() {
    hazards::<DefaultCuckoo>("hazards");
}

fn hazards<P: CuckooPorts>(name: &str) {
    let mut c = CuckooCosim::<P>::new(name, 6);
    let mut rng = SplitMix64(8);
    let mut ops = vec![];
    for d in 0..4 {
        for _ in 0..64 {
            let k = rng.next_u64();
            let fill = |ops: &mut Vec<CuckooOp>, rng: &mut SplitMix64| {
                for _ in 0..d {
                    ops.push(CuckooOp::Query(rng.next_u64()));
                }
            };
            ops.push(CuckooOp::Insert(k));
            fill(&mut ops, &mut rng);
            ops.push(CuckooOp::Query(k));
            ops.push(CuckooOp::Delete(k));
            fill(&mut ops, &mut rng);
            ops.push(CuckooOp::Query(k));
            ops.push(CuckooOp::Insert(k));
            fill(&mut ops, &mut rng);
            ops.push(CuckooOp::Delete(k));
        }
    }
    let r = run(&mut c, ops, Traffic::FULL_SPEED);
    for (d, n) in r.same_key_close.iter().enumerate() {
        assert!(*n >= 64, "distance {d}: {n}");
    }
}

/// Kick chains that reach max_kicks, the stash (hit, delete, re-insert
/// after a delete) on a 16-bucket table with 8 kicks at most.
#[test]
fn kick_limit_and_stash() {
    stash::<TinyCuckoo>("stash");
}

fn stash<P: CuckooPorts>(name: &str) {
    let mut c = CuckooCosim::<P>::new(name, 7);
    let mut rng = SplitMix64(9);
    let mut keys = vec![];
    // Fill until the stash is occupied.
    while c.model.stash().is_none() {
        let k = rng.next_u64();
        keys.push(k);
        run(&mut c, [CuckooOp::Insert(k)], Traffic::FULL_SPEED);
        assert!(keys.len() < 200, "stash never filled");
    }
    // FULL while the stash is occupied; every stored key is found (one via the stash).
    let r = run(
        &mut c,
        [CuckooOp::Insert(rng.next_u64())],
        Traffic::FULL_SPEED,
    );
    assert_eq!(r.full_answers, 1);
    run(
        &mut c,
        keys.iter().map(|&k| CuckooOp::Query(k)),
        Traffic::FULL_SPEED,
    );
    // A DELETE of an absent key while the stash is occupied answers
    // NOT_FOUND (the engine decides it after D, in its FSM) and changes
    // nothing; back to back with a QUERY and a COUNT behind it.
    let absent = (0..)
        .map(|_| rng.next_u64())
        .find(|&k| !c.model.contains(k))
        .unwrap();
    let items = c.model.items();
    let stash = c.model.stash();
    run(
        &mut c,
        [
            CuckooOp::Delete(absent),
            CuckooOp::Query(keys[0]),
            CuckooOp::Count,
        ],
        Traffic::FULL_SPEED,
    );
    assert_eq!((c.model.items(), c.model.stash()), (items, stash));
    // Snapshot of the stash word, then a delete from a bucket re-inserts it.
    let (fp, _) = c.model.stash().unwrap();
    let stash_addr = c.params().stash_addr();
    run(&mut c, [CuckooOp::Read(stash_addr)], Traffic::FULL_SPEED);
    let victim = keys
        .iter()
        .copied()
        .find(|&k| hwfilter_model::cuckoo::fingerprint(&c.params(), k) != fp)
        .unwrap();
    run(
        &mut c,
        [CuckooOp::Delete(victim), CuckooOp::Count, CuckooOp::Stats],
        Traffic::FULL_SPEED,
    );
    assert!(c.report().stash_reinserts >= 1);
    // Deleting every key drains the stash too.
    run(
        &mut c,
        keys.iter()
            .filter(|&&k| k != victim)
            .map(|&k| CuckooOp::Delete(k)),
        Traffic::RANDOM,
    );
    run(
        &mut c,
        [CuckooOp::Count, CuckooOp::Stats, CuckooOp::Read(stash_addr)],
        Traffic::FULL_SPEED,
    );
    assert_eq!(c.model.items(), 0);
}

/// READ every word, CLEAR, WRITE every word back: identical answers.
#[test]
fn snapshot_round_trip() {
    snapshot::<DefaultCuckoo>("snapshot");
}

fn snapshot<P: CuckooPorts>(name: &str) {
    let mut c = CuckooCosim::<P>::new(name, 10);
    let mut rng = SplitMix64(11);
    let keys: Vec<u64> = (0..3500).map(|_| rng.next_u64()).collect();
    run(
        &mut c,
        keys.iter().map(|&k| CuckooOp::Insert(k)),
        Traffic::RANDOM,
    );
    let words = c.params().buckets() as u32 + 1;
    let mut snapshot = vec![];
    c.run_with(
        (0..words).map(CuckooOp::Read),
        Traffic::FULL_SPEED,
        |op, r| {
            if let CuckooOp::Read(a) = op {
                snapshot.push((*a, r.data));
            }
        },
    )
    .unwrap_or_else(|m| panic!("{m}"));
    let items = c.model.items();
    run(
        &mut c,
        [CuckooOp::Clear, CuckooOp::Count],
        Traffic::FULL_SPEED,
    );
    run(
        &mut c,
        snapshot.iter().map(|&(a, w)| CuckooOp::Write(a, w)),
        Traffic::RANDOM,
    );
    run(&mut c, [CuckooOp::Count], Traffic::FULL_SPEED);
    assert_eq!(c.model.items(), items);
    let mut hits = 0;
    c.run_with(
        keys.iter().map(|&k| CuckooOp::Query(k)),
        Traffic::FULL_SPEED,
        |_, r| hits += (r.code == code::OK) as u64,
    )
    .unwrap_or_else(|m| panic!("{m}"));
    assert!(hits as f64 >= 0.95 * keys.len() as f64);
}

/// Lookups (QUERY) run at one per cycle: N queries take N + pipeline cycles.
#[test]
fn lookups_at_one_per_cycle() {
    let mut c = CuckooCosim::<DefaultCuckoo>::new("lookup_rate", 12);
    let mut rng = SplitMix64(13);
    run(
        &mut c,
        (0..3000).map(|_| CuckooOp::Insert(rng.next_u64())),
        Traffic::FULL_SPEED,
    );
    let before = c.report().cycles;
    let n = 100_000u64;
    let r = run(
        &mut c,
        (0..n).map(|_| CuckooOp::Query(rng.next_u64())),
        Traffic::FULL_SPEED,
    );
    let cycles = r.cycles - before;
    assert!(cycles <= n + 12, "{n} queries took {cycles} cycles");
}

/// Post-synthesis simulation: the yosys netlist of the default engine, with
/// yosys's iCE40 cell models, against the model, from empty to FULL.
#[test]
fn synthesized_netlist_matches_model() {
    let r = random::<DefaultCuckooNetlist>("netlist", 14, 150_000, Traffic::RANDOM);
    assert_eq!(r.results, 150_000);
}

// ---- CuckooSerialEngine (the iCEBreaker's): one op at a time, same ops,
// same results, the same checks.

#[test]
fn serial_engine_one_million_random_ops() {
    let r = random::<SerialCuckoo>("serial_random_1m", 21, 1_000_000, Traffic::RANDOM);
    assert_eq!(r.results, 1_000_000);
}

#[test]
fn serial_engine_random_ops_sixteen_buckets_eight_kicks() {
    random::<TinySerialCuckoo>("serial_random_tiny", 22, 300_000, Traffic::RANDOM);
}

#[test]
fn serial_engine_full_speed_random_ops() {
    random::<SerialCuckoo>("serial_full_speed", 23, 200_000, Traffic::FULL_SPEED);
}

#[test]
fn serial_engine_same_key_hazards_back_to_back() {
    hazards::<SerialCuckoo>("serial_hazards");
}

#[test]
fn serial_engine_kick_limit_and_stash() {
    stash::<TinySerialCuckoo>("serial_stash");
}

#[test]
fn serial_engine_snapshot_round_trip() {
    snapshot::<SerialCuckoo>("serial_snapshot");
}
