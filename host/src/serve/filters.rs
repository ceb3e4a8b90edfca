//! The BF.* and CF.* commands, with RedisBloom's argument syntax, replies
//! and error texts, on the board's shared tables ([`super::names`]).

use std::sync::Arc;

use hwfilter_model::protocol::Filter;

use super::board::{KeyOp, Outcome};
use super::names::{
    BF_DEFAULT_CAPACITY, BF_DEFAULT_ERROR_RATE, CF_DEFAULT_CAPACITY, Kind, NOT_FOUND, Named,
};
use super::resp::Reply;
use super::scandump;
use super::service::{Pending, Service, wrong_arity};

const FULL_BLOOM: &str = "ERR non scaling filter is full";
const FULL_CUCKOO: &str = "Filter is full";
/// The board's filters never grow: a filter is reserved at its size.
const NO_EXPANSION: &str = "ERR the board's filters do not expand: reserve the whole capacity (EXPANSION is not supported)";

fn int(a: &[u8]) -> Option<i64> {
    std::str::from_utf8(a).ok()?.parse().ok()
}

fn double(a: &[u8]) -> Option<f64> {
    std::str::from_utf8(a)
        .ok()?
        .parse::<f64>()
        .ok()
        .filter(|x| x.is_finite())
}

fn upper(a: &[u8]) -> String {
    String::from_utf8_lossy(a).to_ascii_uppercase()
}

/// Runs one filter command (its arity already checked).
pub async fn run(svc: &Arc<Service>, name: &str, req: &[Vec<u8>]) -> Pending {
    let key = req[1].as_slice();
    if name.starts_with("cf.")
        && let Err(e) = svc.names().cuckoo()
    {
        return Reply::Error(e).into();
    }
    match name {
        "bf.reserve" => bf_reserve(svc, req).into(),
        "bf.add" => bf_add(svc, key, &req[2..], None, false).await,
        "bf.madd" => bf_add(svc, key, &req[2..], None, true).await,
        "bf.insert" => match insert_options(&req[2..], Kind::Bloom) {
            Ok((opts, items)) => bf_add(svc, key, items, Some(opts), true).await,
            Err(e) => e.into(),
        },
        "bf.exists" => exists(svc, key, Kind::Bloom, &req[2..], false).await,
        "bf.mexists" => exists(svc, key, Kind::Bloom, &req[2..], true).await,
        "bf.info" => bf_info(svc, key, req.get(2)).into(),
        "bf.card" => match svc.names().get(key, Kind::Bloom) {
            Ok(n) => Reply::Int(n.map_or(0, |n| n.items as i64)),
            Err(e) => Reply::Error(e),
        }
        .into(),
        "cf.reserve" => cf_reserve(svc, req).into(),
        "cf.add" => cf_add(svc, key, &req[2..], None, false, false).await,
        "cf.addnx" => cf_add(svc, key, &req[2..], None, true, false).await,
        "cf.insert" | "cf.insertnx" => match insert_options(&req[2..], Kind::Cuckoo) {
            Ok((opts, items)) => {
                cf_add(svc, key, items, Some(opts), name == "cf.insertnx", true).await
            }
            Err(e) => e.into(),
        },
        "cf.exists" | "cf.count" => exists(svc, key, Kind::Cuckoo, &req[2..], false).await,
        "cf.mexists" => exists(svc, key, Kind::Cuckoo, &req[2..], true).await,
        "cf.del" => cf_del(svc, key, &req[2]).await,
        "cf.info" => cf_info(svc, key).into(),
        "bf.scandump" => scandump::scandump(svc, Kind::Bloom, key, &req[2]).await,
        "cf.scandump" => scandump::scandump(svc, Kind::Cuckoo, key, &req[2]).await,
        "bf.loadchunk" => scandump::loadchunk(svc, Kind::Bloom, key, &req[2], &req[3]).await,
        "cf.loadchunk" => scandump::loadchunk(svc, Kind::Cuckoo, key, &req[2], &req[3]).await,
        _ => wrong_arity(name).into(),
    }
}

fn bf_reserve(svc: &Service, req: &[Vec<u8>]) -> Reply {
    if req.len() > 7 {
        return wrong_arity("bf.reserve");
    }
    let Some(error_rate) = double(&req[2]) else {
        return Reply::err("ERR bad error rate");
    };
    if !(error_rate > 0.0 && error_rate < 1.0) {
        return Reply::err("ERR (0 < error rate range < 1) ");
    }
    let Some(capacity) = int(&req[3]) else {
        return Reply::err("ERR bad capacity");
    };
    if capacity <= 0 {
        return Reply::err("ERR (capacity should be larger than 0)");
    }
    for (i, a) in req[4..].iter().enumerate() {
        match upper(a).as_str() {
            "NONSCALING" => {}
            "EXPANSION" if 4 + i + 1 == req.len() => return Reply::err("ERR no expansion"),
            "EXPANSION" => return Reply::err(NO_EXPANSION),
            _ if i > 0 && upper(&req[4 + i - 1]) == "EXPANSION" => {}
            _ => return Reply::err("ERR syntax error"),
        }
    }
    match svc
        .names()
        .reserve_bloom(&req[1], error_rate, capacity as u64)
    {
        Ok(()) => Reply::ok(),
        Err(e) => Reply::Error(e),
    }
}

/// CAPACITY/ERROR/NOCREATE/NONSCALING options of BF.INSERT and
/// CF.INSERT(NX), and the items after ITEMS.
struct InsertOptions {
    capacity: Option<u64>,
    error_rate: Option<f64>,
    create: bool,
}

fn insert_options(args: &[Vec<u8>], kind: Kind) -> Result<(InsertOptions, &[Vec<u8>]), Reply> {
    let name = match kind {
        Kind::Bloom => "bf.insert",
        Kind::Cuckoo => "cf.insert",
    };
    let mut opts = InsertOptions {
        capacity: None,
        error_rate: None,
        create: true,
    };
    let mut i = 0;
    while i < args.len() {
        let word = upper(&args[i]);
        i += 1;
        match word.as_str() {
            "ITEMS" if i < args.len() => return Ok((opts, &args[i..])),
            "ITEMS" => return Err(wrong_arity(name)),
            "CAPACITY" => {
                let v = args.get(i).ok_or_else(|| wrong_arity(name))?;
                let c = int(v).ok_or_else(|| Reply::err("Bad capacity"))?;
                if kind == Kind::Cuckoo && c < 8 {
                    return Err(Reply::err("Capacity must be at least (BucketSize * 2)"));
                }
                if c < 1 {
                    return Err(Reply::err("Bad argument received"));
                }
                opts.capacity = Some(c as u64);
                i += 1;
            }
            "ERROR" if kind == Kind::Bloom => {
                let v = args.get(i).ok_or_else(|| wrong_arity(name))?;
                let e = double(v).ok_or_else(|| Reply::err("Bad error rate"))?;
                if !(e > 0.0 && e < 1.0) {
                    return Err(Reply::err("Bad argument received"));
                }
                opts.error_rate = Some(e);
                i += 1;
            }
            "EXPANSION" if kind == Kind::Bloom => return Err(Reply::err(NO_EXPANSION)),
            "NOCREATE" => opts.create = false,
            "NONSCALING" if kind == Kind::Bloom => {}
            _ => return Err(Reply::err("Unknown argument received")),
        }
    }
    Err(wrong_arity(name))
}

/// The name's reservation, created on demand as `opts` allow.
fn named(
    svc: &Service,
    key: &[u8],
    kind: Kind,
    opts: Option<&InsertOptions>,
) -> Result<Named, Reply> {
    let create = match (kind, opts) {
        (_, Some(o)) if !o.create => None,
        (Kind::Bloom, o) => Some((
            o.and_then(|o| o.error_rate)
                .unwrap_or(BF_DEFAULT_ERROR_RATE),
            o.and_then(|o| o.capacity).unwrap_or(BF_DEFAULT_CAPACITY),
        )),
        (Kind::Cuckoo, o) => Some((
            0.0,
            o.and_then(|o| o.capacity).unwrap_or(CF_DEFAULT_CAPACITY),
        )),
    };
    svc.names()
        .get_or_create(key, kind, create)
        .cloned()
        .map_err(Reply::Error)
}

/// The board keys of `items` of filter `key`, or the error reply of the
/// first that cannot be made.
fn keys_of(svc: &Service, key: &[u8], items: &[Vec<u8>]) -> Result<Vec<u64>, Reply> {
    let names = svc.names();
    items
        .iter()
        .map(|i| names.key(key, i).map_err(Reply::Error))
        .collect()
}

fn one_or_many(multi: bool, mut replies: Vec<Reply>) -> Reply {
    if multi {
        Reply::Array(replies)
    } else {
        replies.pop().unwrap_or(Reply::Nil)
    }
}

async fn bf_add(
    svc: &Arc<Service>,
    key: &[u8],
    items: &[Vec<u8>],
    opts: Option<InsertOptions>,
    multi: bool,
) -> Pending {
    let n = match named(svc, key, Kind::Bloom, opts.as_ref()) {
        Ok(n) => n,
        Err(e) => return e.into(),
    };
    // A name holds at most its capacity, so its false-positive rate stays
    // at what it reserved.
    if n.items >= n.capacity {
        return one_or_many(multi, vec![Reply::err(FULL_BLOOM); items.len()]).into();
    }
    let op = KeyOp::Insert(Kind::Bloom.filter());
    add(
        svc,
        key,
        items,
        op,
        move |o| Reply::Int((o == Outcome::Added) as i64),
        multi,
    )
    .await
}

/// Submits an add of `items` to `key` and counts what it added; each
/// outcome's reply is `reply(outcome)`.
async fn add(
    svc: &Arc<Service>,
    key: &[u8],
    items: &[Vec<u8>],
    op: KeyOp,
    reply: impl Fn(Outcome) -> Reply + Send + 'static,
    multi: bool,
) -> Pending {
    let keys = match keys_of(svc, key, items) {
        Ok(keys) => keys,
        Err(e) => return e.into(),
    };
    let rx = svc.boards.keys(op, keys).await;
    let (svc, key) = (svc.clone(), key.to_vec());
    Pending::Keys(
        rx,
        Box::new(move |outcomes| {
            let added = outcomes.iter().filter(|o| **o == Outcome::Added).count() as u64;
            svc.names().count(&key, added, 0);
            one_or_many(multi, outcomes.into_iter().map(reply).collect())
        }),
    )
}

async fn exists(
    svc: &Arc<Service>,
    key: &[u8],
    kind: Kind,
    items: &[Vec<u8>],
    multi: bool,
) -> Pending {
    match svc.names().get(key, kind) {
        Err(e) => return Reply::Error(e).into(),
        Ok(None) => return one_or_many(multi, vec![Reply::Int(0); items.len()]).into(),
        Ok(Some(_)) => {}
    }
    let keys = match keys_of(svc, key, items) {
        Ok(keys) => keys,
        Err(e) => return e.into(),
    };
    let rx = svc.boards.keys(KeyOp::Query(kind.filter()), keys).await;
    Pending::Keys(
        rx,
        Box::new(move |outcomes| {
            one_or_many(
                multi,
                outcomes
                    .into_iter()
                    .map(|o| Reply::Int((o == Outcome::Present) as i64))
                    .collect(),
            )
        }),
    )
}

fn bf_info(svc: &Service, key: &[u8], field: Option<&Vec<u8>>) -> Reply {
    let names = svc.names();
    let n = match names.get(key, Kind::Bloom) {
        Ok(Some(n)) => n.clone(),
        Ok(None) => return Reply::err(NOT_FOUND),
        Err(e) => return Reply::Error(e),
    };
    let size = (names.bloom_bits() / 8) as i64;
    let fields = [
        ("Capacity", "CAPACITY", Reply::Int(n.capacity as i64)),
        ("Size", "SIZE", Reply::Int(size)),
        ("Number of filters", "FILTERS", Reply::Int(1)),
        (
            "Number of items inserted",
            "ITEMS",
            Reply::Int(n.items as i64),
        ),
        // Non-scaling: RedisBloom answers nil.
        ("Expansion rate", "EXPANSION", Reply::Nil),
    ];
    match field {
        None => Reply::Map(
            fields
                .into_iter()
                .map(|(k, _, v)| (Reply::Simple(k.into()), v))
                .collect(),
        ),
        Some(f) => match fields.into_iter().find(|(_, name, _)| *name == upper(f)) {
            Some((_, _, v)) => Reply::Array(vec![v]),
            None => Reply::err("Invalid information value"),
        },
    }
}

fn cf_reserve(svc: &Service, req: &[Vec<u8>]) -> Reply {
    if req.len() % 2 == 0 {
        return wrong_arity("cf.reserve");
    }
    let Some(capacity) = int(&req[2]) else {
        return Reply::err("Bad capacity");
    };
    let max_kicks = svc.boards.info().cuckoo_max_kicks;
    for pair in req[3..].chunks(2) {
        let v = int(&pair[1]);
        match (upper(&pair[0]).as_str(), v) {
            ("BUCKETSIZE", None) => return Reply::err("Couldn't parse BUCKETSIZE"),
            ("BUCKETSIZE", Some(b)) if b <= 0 => {
                return Reply::err("BUCKETSIZE parameter needs to be a positive integer");
            }
            ("BUCKETSIZE", Some(4)) => {}
            ("BUCKETSIZE", Some(_)) => {
                return Reply::err(
                    "ERR the board's Cuckoo buckets hold 4 fingerprints: BUCKETSIZE must be 4",
                );
            }
            ("MAXITERATIONS", None) => return Reply::err("Couldn't parse MAXITERATIONS"),
            ("MAXITERATIONS", Some(m)) if m <= 0 => {
                return Reply::err("MAXITERATIONS parameter needs to be a positive integer");
            }
            ("MAXITERATIONS", Some(m)) if m > max_kicks as i64 => {
                return Reply::err(format!(
                    "ERR the board's Cuckoo engine kicks at most {max_kicks} times: MAXITERATIONS must be at most {max_kicks}"
                ));
            }
            ("MAXITERATIONS", Some(_)) => {}
            ("EXPANSION", None) => return Reply::err("Couldn't parse EXPANSION"),
            ("EXPANSION", Some(e)) if e < 0 => {
                return Reply::err("EXPANSION parameter needs to be a non-negative integer");
            }
            ("EXPANSION", Some(0)) => {}
            ("EXPANSION", Some(_)) => return Reply::err(NO_EXPANSION),
            _ => return Reply::err("ERR syntax error"),
        }
    }
    if capacity < 8 {
        return Reply::err("Capacity must be at least (BucketSize * 2)");
    }
    match svc.names().reserve_cuckoo(&req[1], capacity as u64) {
        Ok(()) => Reply::ok(),
        Err(e) => Reply::Error(e),
    }
}

async fn cf_add(
    svc: &Arc<Service>,
    key: &[u8],
    items: &[Vec<u8>],
    opts: Option<InsertOptions>,
    nx: bool,
    multi: bool,
) -> Pending {
    if let Err(e) = named(svc, key, Kind::Cuckoo, opts.as_ref()) {
        return e.into();
    }
    let op = if nx {
        KeyOp::InsertIfAbsent
    } else {
        KeyOp::Insert(Kind::Cuckoo.filter())
    };
    let reply = move |o| match o {
        Outcome::Added => Reply::Int(1),
        Outcome::Full if multi => Reply::Int(-1),
        Outcome::Full => Reply::err(FULL_CUCKOO),
        _ => Reply::Int(0),
    };
    add(svc, key, items, op, reply, multi).await
}

async fn cf_del(svc: &Arc<Service>, key: &[u8], item: &[u8]) -> Pending {
    match svc.names().get(key, Kind::Cuckoo) {
        Ok(Some(_)) => {}
        // RedisBloom's text for CF.DEL of a missing (or other) key.
        _ => return Reply::err("Not found").into(),
    }
    let keys = match keys_of(svc, key, &[item.to_vec()]) {
        Ok(keys) => keys,
        Err(e) => return e.into(),
    };
    let rx = svc.boards.keys(KeyOp::Delete(Filter::Cuckoo), keys).await;
    let (svc, key) = (svc.clone(), key.to_vec());
    Pending::Keys(
        rx,
        Box::new(move |outcomes| {
            let deleted = (outcomes.first() == Some(&Outcome::Deleted)) as u64;
            svc.names().count(&key, 0, deleted);
            Reply::Int(deleted as i64)
        }),
    )
}

fn cf_info(svc: &Service, key: &[u8]) -> Reply {
    let names = svc.names();
    let n = match names.get(key, Kind::Cuckoo) {
        Ok(Some(n)) => n.clone(),
        Ok(None) => return Reply::err(NOT_FOUND),
        Err(e) => return Reply::Error(e),
    };
    let p = match names.cuckoo() {
        Ok(p) => *p,
        Err(e) => return Reply::Error(e),
    };
    let size = (p.slots() * names.boards() * p.fp_bits() as u64 / 8) as i64;
    let text = |s: &str| Reply::Simple(s.into());
    Reply::Map(vec![
        (text("Size"), Reply::Int(size)),
        (
            text("Number of buckets"),
            Reply::Int(names.cuckoo_buckets() as i64),
        ),
        (text("Number of filters"), Reply::Int(1)),
        (text("Number of items inserted"), Reply::Int(n.items as i64)),
        (
            text("Number of items deleted"),
            Reply::Int(n.deleted as i64),
        ),
        (text("Bucket size"), Reply::Int(4)),
        (text("Expansion rate"), Reply::Int(0)),
        (text("Max iterations"), Reply::Int(p.max_kicks() as i64)),
    ])
}
