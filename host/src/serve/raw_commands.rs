//! The HWF.* commands: the board's own operations on 64-bit keys, for
//! `hwfilter --server` (`host/src/cli/remote.rs`). The keys are the ones the
//! CLI sends a board over its port (reduced by the CLI: xxh3-64 with the
//! board's seed, or `--raw-u64`), so a key inserted through the server is
//! the same key as one inserted over the port; named filters' items
//! (BF.*, CF.*) are hashed under their name and never collide with them.
//!
//! Every command goes through the board worker like BF.* and CF.* do, so
//! its keys share frames with other clients' and each connection's order
//! holds. CLEAR and LOAD replace a whole table: the worker makes that
//! table's recovery checkpoint follow (`persist.rs`) and resets the counts
//! of every name sharing it.

use std::sync::Arc;

use hwfilter_model::protocol::{FILL_BANKS, Filter, INFO_FIELDS, Info, STATS_FIELDS, Stats};

use super::board::{Call, CallResult, KeyOp, Outcome};
use super::names::NO_CUCKOO;
use super::resp::Reply;
use super::service::{Pending, Service, wrong_arity};
use crate::snapshot::{Snapshot, SnapshotParams};

/// The names of HWF.INFO's fields, in INFO's wire order
/// (`docs/protocol.md`).
pub const INFO_NAMES: [&str; INFO_FIELDS] = [
    "boot_epoch",
    "expected_seq",
    "window",
    "max_keys",
    "dump_max_bytes",
    "hash_version",
    "key_seed_low",
    "key_seed_high",
    "bloom_banks",
    "bloom_addr_bits",
    "bloom_capacity",
    "cuckoo_fp_bits",
    "cuckoo_bucket_bits",
    "cuckoo_max_kicks",
    "cuckoo_capacity",
    "clock_hz",
    "baud_div",
    "filter_kinds",
];

/// The names of HWF.STATS's fields, in STATS's wire order.
pub const STATS_NAMES: [&str; STATS_FIELDS] = [
    "frames",
    "bad_crc",
    "bad_length",
    "bad_request",
    "out_of_sequence",
    "replays",
    "busy",
    "uart_errors",
    "cuckoo_kicks",
    "cuckoo_full",
    "bloom_set_bits_0",
    "bloom_set_bits_1",
    "bloom_set_bits_2",
    "bloom_set_bits_3",
    "bloom_set_bits_4",
    "bloom_set_bits_5",
    "bloom_set_bits_6",
    "bloom_set_bits_7",
];

/// HWF.INFO's field counting the boards the keys are spread over (the
/// other fields are the build they share; the link names each board's).
/// HWF.STATS has it too.
pub const INFO_BOARDS: &str = "boards";

/// HWF.STATS's field holding board `board`'s (1-based, as INFO's
/// `board_<i>:` lines) set bits in Bloom bank `bank`:
/// `board_<board>_bloom_set_bits_<bank>`. With several boards, the
/// `bloom_set_bits_<bank>` fields are the boards' sum (as every STATS
/// field), which is no filter's fill: each board is a filter of its own,
/// so its fill is worked out from its own counts (`crate::fill`).
pub fn board_set_bits_name(board: usize, bank: usize) -> String {
    format!("board_{board}_bloom_set_bits_{bank}")
}
/// HWF.INFO's field naming the server's link to the board.
pub const INFO_LINK: &str = "link";

fn filter_name(a: &[u8]) -> Result<Filter, Reply> {
    match a.to_ascii_lowercase().as_slice() {
        b"bloom" => Ok(Filter::Bloom),
        b"cuckoo" => Ok(Filter::Cuckoo),
        _ => Err(Reply::err(format!(
            "ERR unknown filter '{}': bloom or cuckoo",
            String::from_utf8_lossy(a)
        ))),
    }
}

/// `f` if the board has it (a Bloom-only build has no Cuckoo filter),
/// else the error reply; nothing reaches the board.
fn present(svc: &Service, f: Filter) -> Result<Filter, Reply> {
    if svc.boards.info().filter_kinds().is_ok_and(|k| !k.has(f)) {
        return Err(Reply::err(NO_CUCKOO));
    }
    Ok(f)
}

/// The filter argument `a`, of a filter the board has.
fn filter(svc: &Service, a: &[u8]) -> Result<Filter, Reply> {
    present(svc, filter_name(a)?)
}

fn keys(args: &[Vec<u8>]) -> Result<Vec<u64>, Reply> {
    args.iter()
        .map(|a| {
            std::str::from_utf8(a)
                .ok()
                .and_then(|s| s.parse::<u64>().ok())
                .ok_or_else(|| {
                    Reply::err(format!(
                        "ERR key '{}' is not an unsigned 64-bit decimal integer",
                        String::from_utf8_lossy(a)
                    ))
                })
        })
        .collect()
}

fn fields(names: &[&str], values: &[u32]) -> Vec<(Reply, Reply)> {
    names
        .iter()
        .zip(values)
        .map(|(n, v)| (Reply::Simple((*n).into()), Reply::Int(*v as i64)))
        .collect()
}

/// Runs one HWF.* command (its arity already checked).
pub async fn run(svc: &Arc<Service>, name: &str, req: &[Vec<u8>]) -> Pending {
    match run_checked(svc, name, req).await {
        Ok(p) => p,
        Err(e) => e.into(),
    }
}

async fn run_checked(svc: &Arc<Service>, name: &str, req: &[Vec<u8>]) -> Result<Pending, Reply> {
    Ok(match name {
        "hwf.insert" => {
            let op = KeyOp::Insert(filter(svc, &req[1])?);
            keyed(svc, op, keys(&req[2..])?, |o| match o {
                Outcome::Added => 1,
                Outcome::Full => -1,
                _ => 0,
            })
            .await
        }
        "hwf.query" => {
            let op = KeyOp::Query(filter(svc, &req[1])?);
            keyed(svc, op, keys(&req[2..])?, |o| {
                (o == Outcome::Present) as i64
            })
            .await
        }
        "hwf.delete" => {
            // HWF.DELETE [bloom|cuckoo] KEY...: the Cuckoo filter unless a
            // filter is named (keys are decimal, so a name cannot be one).
            let (f, first) = match req.get(1).map(|a| filter_name(a)) {
                Some(Ok(f)) => (f, 2),
                _ => (Filter::Cuckoo, 1),
            };
            let f = present(svc, f)?;
            keyed(svc, KeyOp::Delete(f), keys(&req[first..])?, |o| {
                (o == Outcome::Deleted) as i64
            })
            .await
        }
        "hwf.clear" => call(svc, Call::Clear(filter(svc, &req[1])?), |_| Reply::ok()).await,
        "hwf.count" => {
            present(svc, Filter::Cuckoo)?;
            call(svc, Call::Count, |r| match r {
                CallResult::Count(n) => Reply::Int(n as i64),
                _ => unexpected(),
            })
            .await
        }
        "hwf.info" => {
            let boards = svc.boards.len() as i64;
            call(svc, Call::Info, move |r| match r {
                CallResult::Info(info, link) => {
                    let mut map = fields(&INFO_NAMES, &info.to_fields());
                    map.push((Reply::Simple(INFO_LINK.into()), Reply::Bulk(link.into())));
                    map.push((Reply::Simple(INFO_BOARDS.into()), Reply::Int(boards)));
                    Reply::Map(map)
                }
                _ => unexpected(),
            })
            .await
        }
        "hwf.stats" => {
            let n = svc.boards.len();
            let rx = svc
                .boards
                .each(vec![Call::Stats(filter(svc, &req[1])?); n])
                .await;
            Pending::Call(
                rx,
                Box::new(|r| match r {
                    CallResult::Boards(each) => {
                        let stats: Option<Vec<Stats>> = each
                            .into_iter()
                            .map(|r| match r {
                                CallResult::Stats(s) => Some(s),
                                _ => None,
                            })
                            .collect();
                        stats.map_or_else(unexpected, |s| stats_reply(&s))
                    }
                    _ => unexpected(),
                }),
            )
        }
        "hwf.dump" => {
            let f = filter(svc, &req[1])?;
            let svc2 = svc.clone();
            call(svc, Call::Dump(f), move |r| match r {
                CallResult::Words(words) => {
                    let snap = Snapshot {
                        params: SnapshotParams::of(&svc2.boards.info(), f),
                        words,
                    };
                    Reply::Bulk(snap.encode())
                }
                _ => unexpected(),
            })
            .await
        }
        "hwf.load" => {
            let snap =
                Snapshot::decode(&req[1]).map_err(|e| Reply::err(format!("ERR snapshot: {e}")))?;
            snap.params
                .check(&svc.boards.info())
                .map_err(|e| Reply::err(format!("ERR snapshot: {e}")))?;
            let f = snap.params.filter;
            call(svc, Call::Load(f, snap.words), |_| Reply::ok()).await
        }
        _ => wrong_arity(name).into(),
    })
}

fn unexpected() -> Reply {
    Reply::err("ERR the board worker answered another call")
}

async fn keyed(
    svc: &Service,
    op: KeyOp,
    keys: Vec<u64>,
    code: impl Fn(Outcome) -> i64 + Send + 'static,
) -> Pending {
    let rx = svc.boards.keys(op, keys).await;
    Pending::Keys(
        rx,
        Box::new(move |outcomes| {
            Reply::Array(outcomes.into_iter().map(|o| Reply::Int(code(o))).collect())
        }),
    )
}

async fn call(
    svc: &Service,
    c: Call,
    finish: impl FnOnce(CallResult) -> Reply + Send + 'static,
) -> Pending {
    let rx = svc.boards.call(c).await;
    Pending::Call(rx, Box::new(finish))
}

/// HWF.STATS's reply to each board's STATS: the boards' sum by
/// [`STATS_NAMES`], `boards`, and each board's Bloom set bits
/// ([`board_set_bits_name`]).
fn stats_reply(each: &[Stats]) -> Reply {
    let sum = each
        .iter()
        .skip(1)
        .fold(each[0], |a, b| super::shards::add_stats(&a, b));
    let mut map = fields(&STATS_NAMES, &sum.to_fields());
    map.push((
        Reply::Simple(INFO_BOARDS.into()),
        Reply::Int(each.len() as i64),
    ));
    for (b, s) in each.iter().enumerate() {
        for (bank, &bits) in s.bloom_set_bits.iter().enumerate() {
            map.push((
                Reply::Simple(board_set_bits_name(b + 1, bank)),
                Reply::Int(bits as i64),
            ));
        }
    }
    Reply::Map(map)
}

/// Each board's Bloom set bits from HWF.STATS's reply, for the client
/// (`None` if `boards` or one of the boards' fields is missing: a serve
/// from before they were reported).
pub fn board_set_bits_from(pairs: &[(String, i64)]) -> Option<Vec<[u32; FILL_BANKS]>> {
    let get = |name: &str| pairs.iter().find(|(k, _)| k == name).map(|(_, v)| *v);
    let boards = usize::try_from(get(INFO_BOARDS)?).ok()?;
    (1..=boards)
        .map(|b| {
            let mut bits = [0u32; FILL_BANKS];
            for (bank, slot) in bits.iter_mut().enumerate() {
                *slot = u32::try_from(get(&board_set_bits_name(b, bank))?).ok()?;
            }
            Some(bits)
        })
        .collect()
}

/// HWF.STATS's reply as a [`Stats`], for the client (`None` if a field
/// is missing).
pub fn stats_from(pairs: &[(String, i64)]) -> Option<Stats> {
    let mut f = [0u32; STATS_FIELDS];
    for (i, name) in STATS_NAMES.iter().enumerate() {
        f[i] = u32::try_from(pairs.iter().find(|(k, _)| k == name)?.1).ok()?;
    }
    Some(Stats::from_fields(f))
}

/// HWF.INFO's reply as an [`Info`], for the client (`None` if a field is
/// missing).
pub fn info_from(pairs: &[(String, i64)]) -> Option<Info> {
    let mut f = [0u32; INFO_FIELDS];
    for (i, name) in INFO_NAMES.iter().enumerate() {
        f[i] = u32::try_from(pairs.iter().find(|(k, _)| k == name)?.1).ok()?;
    }
    Some(Info::from_fields(f))
}

#[cfg(test)]
mod tests {
    use std::sync::atomic::{AtomicBool, Ordering};
    use std::sync::{Arc, Mutex};
    use std::time::Duration;

    use super::*;
    use crate::client::{Client, ClientConfig};
    use crate::serve::board::Board;
    use crate::serve::names::Registry;
    use crate::serve::persist::Recovery;
    use crate::serve::service::{Conn, execute};
    use crate::transport::{FakeConfig, FakeTransport, Transport, TransportError};

    /// The model board, power-cycled before its next write when `restart`
    /// is set.
    struct Restartable {
        board: FakeTransport,
        restart: Arc<AtomicBool>,
    }

    impl Transport for Restartable {
        fn write_all(&mut self, bytes: &[u8]) -> Result<(), TransportError> {
            if self.restart.swap(false, Ordering::SeqCst) {
                self.board.restart();
            }
            self.board.write_all(bytes)
        }
        fn read(&mut self, buf: &mut [u8], timeout: Duration) -> Result<usize, TransportError> {
            self.board.read(buf, timeout)
        }
        fn discard_input(&mut self) -> Result<(), TransportError> {
            self.board.discard_input()
        }
        fn name(&self) -> String {
            self.board.name()
        }
    }

    fn service() -> (Arc<Service>, Arc<AtomicBool>) {
        service_of(FakeConfig::default())
    }

    fn service_of(config: FakeConfig) -> (Arc<Service>, Arc<AtomicBool>) {
        let restart = Arc::new(AtomicBool::new(false));
        let t = Restartable {
            board: FakeTransport::new(config),
            restart: restart.clone(),
        };
        let client = Client::connect(t, ClientConfig::default()).unwrap();
        let names = Arc::new(Mutex::new(Registry::new(client.board_info()).unwrap()));
        let board = Board::start(client, Recovery::default(), None, names.clone()).unwrap();
        let svc = Service::new(board, names, None, None, "test".into());
        (Arc::new(svc), restart)
    }

    async fn ask(svc: &Arc<Service>, args: &[&[u8]]) -> Reply {
        let mut conn = Conn::new(svc);
        let req = args.iter().map(|a| a.to_vec()).collect();
        execute(svc, &mut conn, req).await.resolve().await
    }

    fn ints(v: &[i64]) -> Reply {
        Reply::Array(v.iter().map(|&i| Reply::Int(i)).collect())
    }

    #[tokio::test]
    async fn keys_go_to_the_board_as_the_cli_sends_them() {
        let (svc, _) = service();
        assert_eq!(
            ask(&svc, &[b"HWF.INSERT", b"cuckoo", b"1", b"2", b"3"]).await,
            ints(&[1, 1, 1])
        );
        assert_eq!(
            ask(&svc, &[b"hwf.query", b"CUCKOO", b"1", b"2", b"3", b"4"]).await,
            ints(&[1, 1, 1, 0])
        );
        assert_eq!(ask(&svc, &[b"HWF.DELETE", b"2", b"4"]).await, ints(&[1, 0]));
        assert_eq!(ask(&svc, &[b"HWF.COUNT"]).await, Reply::Int(2));
        let max = u64::MAX.to_string();
        assert_eq!(
            ask(&svc, &[b"HWF.INSERT", b"bloom", max.as_bytes()]).await,
            ints(&[1])
        );
        assert_eq!(
            ask(&svc, &[b"HWF.INSERT", b"bloom", max.as_bytes()]).await,
            ints(&[0])
        );
        let Reply::Map(info) = ask(&svc, &[b"HWF.INFO"]).await else {
            panic!("HWF.INFO is not a map")
        };
        let pairs: Vec<(String, i64)> = info
            .iter()
            .filter_map(|(k, v)| match (k, v) {
                (Reply::Simple(k), Reply::Int(v)) => Some((k.clone(), *v)),
                _ => None,
            })
            .collect();
        let got = info_from(&pairs).unwrap();
        let want = svc.boards.info();
        assert_eq!(
            (got.key_seed(), got.bloom_addr_bits, got.cuckoo_bucket_bits),
            (
                want.key_seed(),
                want.bloom_addr_bits,
                want.cuckoo_bucket_bits
            )
        );
        let Reply::Map(stats) = ask(&svc, &[b"HWF.STATS", b"cuckoo"]).await else {
            panic!("HWF.STATS is not a map")
        };
        // STATS' fields, `boards` and the board's own set bits.
        assert_eq!(stats.len(), STATS_FIELDS + 1 + FILL_BANKS);
    }

    /// `(name, value)` of a map reply's integer fields.
    fn int_fields(r: Reply) -> Vec<(String, i64)> {
        let Reply::Map(m) = r else {
            panic!("{r:?} is not a map")
        };
        m.into_iter()
            .filter_map(|(k, v)| match (k, v) {
                (Reply::Simple(k), Reply::Int(v)) => Some((k, v)),
                _ => None,
            })
            .collect()
    }

    #[tokio::test]
    async fn stats_reports_each_boards_set_bits_beside_the_sum() {
        use crate::serve::shards::shard_of;
        use hwfilter_model::BloomModel;
        let n = 3;
        let svc = crate::serve::testkit::service(n, FakeConfig::default());
        let keys: Vec<Vec<u8>> = (0..900u64)
            .map(|k| {
                k.wrapping_mul(0x9e37_79b9_7f4a_7c15)
                    .to_string()
                    .into_bytes()
            })
            .collect();
        let mut insert: Vec<&[u8]> = vec![b"HWF.INSERT", b"bloom"];
        insert.extend(keys.iter().map(|k| k.as_slice()));
        ask(&svc, &insert).await;
        let pairs = int_fields(ask(&svc, &[b"HWF.STATS", b"bloom"]).await);
        let get = |name: &str| pairs.iter().find(|(k, _)| k == name).unwrap().1;
        assert_eq!(get("boards"), 3);
        let each = board_set_bits_from(&pairs).unwrap();
        assert_eq!(each.len(), 3);
        // Each board's counts are its share's, in placement order.
        let params = svc.boards.info();
        let params =
            hwfilter_model::BloomParams::new(params.bloom_banks, params.bloom_addr_bits).unwrap();
        for (b, bits) in each.iter().enumerate() {
            let mut model = BloomModel::new(params);
            for k in &keys {
                let k: u64 = std::str::from_utf8(k).unwrap().parse().unwrap();
                if shard_of(k, n) == b {
                    model.insert(k);
                }
            }
            let want = model.bank_popcounts();
            assert_eq!(
                &bits[..4],
                &want.iter().map(|&x| x as u32).collect::<Vec<_>>()[..]
            );
            assert_eq!(&bits[4..], &[0; 4]);
        }
        // The plain fields are the boards' sum, as every STATS field.
        for bank in 0..FILL_BANKS {
            let sum: u32 = each.iter().map(|b| b[bank]).sum();
            assert_eq!(get(&format!("bloom_set_bits_{bank}")), i64::from(sum));
        }
        assert_eq!(
            stats_from(&pairs).unwrap().bloom_set_bits,
            std::array::from_fn(|bank| each.iter().map(|b| b[bank]).sum::<u32>())
        );
        // A reply without the boards' fields (a serve from before them).
        let old: Vec<(String, i64)> = pairs
            .iter()
            .filter(|(k, _)| !k.starts_with("board"))
            .cloned()
            .collect();
        assert_eq!(board_set_bits_from(&old), None);
        assert!(stats_from(&old).is_some());
    }

    #[tokio::test]
    async fn bad_arguments_get_errors_and_the_board_keeps_serving() {
        let (svc, _) = service();
        let err = |r: Reply| match r {
            Reply::Error(e) => e,
            other => panic!("{other:?} is not an error"),
        };
        let e = err(ask(&svc, &[b"HWF.INSERT", b"bloom", b"12", b"x1"]).await);
        assert_eq!(e, "ERR key 'x1' is not an unsigned 64-bit decimal integer");
        let e = err(ask(&svc, &[b"HWF.QUERY", b"bloom", b"-1"]).await);
        assert!(e.contains("'-1'"), "{e}");
        let e = err(ask(&svc, &[b"HWF.QUERY", b"cuckoo", b"18446744073709551616"]).await);
        assert!(e.contains("not an unsigned 64-bit"), "{e}");
        let e = err(ask(&svc, &[b"HWF.CLEAR", b"xor"]).await);
        assert_eq!(e, "ERR unknown filter 'xor': bloom or cuckoo");
        let e = err(ask(&svc, &[b"HWF.INSERT", b"bloom"]).await);
        assert_eq!(e, "ERR wrong number of arguments for 'hwf.insert' command");
        let e = err(ask(&svc, &[b"HWF.COUNT", b"cuckoo"]).await);
        assert!(e.contains("wrong number of arguments"), "{e}");
        let e = err(ask(&svc, &[b"HWF.LOAD", b"not a snapshot"]).await);
        assert!(e.starts_with("ERR snapshot: "), "{e}");
        // A snapshot of another board's geometry is refused.
        let other = Info {
            bloom_addr_bits: 3,
            ..svc.boards.info()
        };
        let snap = Snapshot {
            params: SnapshotParams::of(&other, Filter::Bloom),
            words: vec![0; 8],
        };
        let e = err(ask(&svc, &[b"HWF.LOAD", &snap.encode()]).await);
        assert!(e.starts_with("ERR snapshot: "), "{e}");
        // A damaged one too.
        let Reply::Bulk(mut good) = ask(&svc, &[b"HWF.DUMP", b"bloom"]).await else {
            panic!("HWF.DUMP is not a bulk string")
        };
        good[50] ^= 1;
        let e = err(ask(&svc, &[b"HWF.LOAD", &good]).await);
        assert!(e.starts_with("ERR snapshot: "), "{e}");
        assert_eq!(
            ask(&svc, &[b"HWF.INSERT", b"bloom", b"5"]).await,
            ints(&[1])
        );
    }

    #[tokio::test]
    async fn dump_clear_load_restores_and_clear_resets_the_names_sharing_the_table() {
        let (svc, _) = service();
        let keys: Vec<Vec<u8>> = (0..500u64).map(|k| k.to_string().into_bytes()).collect();
        let mut insert: Vec<&[u8]> = vec![b"HWF.INSERT", b"bloom"];
        insert.extend(keys.iter().map(|k| k.as_slice()));
        ask(&svc, &insert).await;
        let Reply::Bulk(snap) = ask(&svc, &[b"HWF.DUMP", b"bloom"]).await else {
            panic!("HWF.DUMP is not a bulk string")
        };
        assert_eq!(
            ask(&svc, &[b"BF.ADD", b"users", b"alice"]).await,
            Reply::Int(1)
        );
        assert_eq!(ask(&svc, &[b"BF.CARD", b"users"]).await, Reply::Int(1));
        assert_eq!(ask(&svc, &[b"HWF.CLEAR", b"bloom"]).await, Reply::ok());
        assert_eq!(ask(&svc, &[b"BF.CARD", b"users"]).await, Reply::Int(0));
        assert_eq!(
            ask(&svc, &[b"BF.EXISTS", b"users", b"alice"]).await,
            Reply::Int(0)
        );
        let mut query: Vec<&[u8]> = vec![b"HWF.QUERY", b"bloom"];
        query.extend(keys.iter().map(|k| k.as_slice()));
        assert_eq!(ask(&svc, &query).await, ints(&[0; 500]));
        assert_eq!(ask(&svc, &[b"HWF.LOAD", &snap]).await, Reply::ok());
        assert_eq!(ask(&svc, &query).await, ints(&[1; 500]));
    }

    #[tokio::test]
    async fn a_restarted_board_comes_back_as_clear_and_load_left_it() {
        let (svc, restart) = service();
        // Cuckoo: 1..=3 added, then cleared, then 7 added: a restart must
        // bring back 7 alone, not 1..=3 from before the clear.
        ask(&svc, &[b"HWF.INSERT", b"cuckoo", b"1", b"2", b"3"]).await;
        assert_eq!(ask(&svc, &[b"HWF.CLEAR", b"cuckoo"]).await, Reply::ok());
        ask(&svc, &[b"HWF.INSERT", b"cuckoo", b"7"]).await;
        // Bloom: 10 added and dumped; 11 added; the dump loaded (10 alone);
        // 12 added: a restart must bring back 10 and 12.
        ask(&svc, &[b"HWF.INSERT", b"bloom", b"10"]).await;
        let Reply::Bulk(snap) = ask(&svc, &[b"HWF.DUMP", b"bloom"]).await else {
            panic!("HWF.DUMP is not a bulk string")
        };
        ask(&svc, &[b"HWF.INSERT", b"bloom", b"11"]).await;
        assert_eq!(ask(&svc, &[b"HWF.LOAD", &snap]).await, Reply::ok());
        ask(&svc, &[b"HWF.INSERT", b"bloom", b"12"]).await;
        restart.store(true, Ordering::SeqCst);
        assert_eq!(
            ask(&svc, &[b"HWF.QUERY", b"cuckoo", b"1", b"2", b"3", b"7"]).await,
            ints(&[0, 0, 0, 1])
        );
        assert_eq!(svc.boards.total(|c| &c.restores), 1);
        assert_eq!(ask(&svc, &[b"HWF.COUNT"]).await, Reply::Int(1));
        assert_eq!(
            ask(&svc, &[b"HWF.QUERY", b"bloom", b"10", b"11", b"12"]).await,
            ints(&[1, 0, 1])
        );
    }

    /// A counting Bloom filter deletes through HWF.DELETE bloom; a key
    /// inserted twice is present until its second delete, and a restarted
    /// board is given back both inserts (the second set no bit, but it
    /// counted), so one delete after the restart leaves it present.
    #[tokio::test]
    async fn a_counting_bloom_filter_deletes_and_a_restart_keeps_every_count() {
        let mut config = FakeConfig::default();
        config.board.bloom_kind = hwfilter_model::protocol::BloomKind::Counting;
        config.board.bloom = hwfilter_model::BloomParams::new(4, 12).unwrap();
        let (svc, restart) = service_of(config);
        assert_eq!(
            ask(&svc, &[b"HWF.INSERT", b"bloom", b"5", b"5", b"6"]).await,
            ints(&[1, 0, 1])
        );
        assert_eq!(
            ask(&svc, &[b"HWF.DELETE", b"bloom", b"6", b"9"]).await,
            ints(&[1, 0])
        );
        restart.store(true, Ordering::SeqCst);
        assert_eq!(
            ask(&svc, &[b"HWF.QUERY", b"bloom", b"5", b"6"]).await,
            ints(&[1, 0])
        );
        assert_eq!(svc.boards.total(|c| &c.restores), 1);
        assert_eq!(
            ask(&svc, &[b"HWF.DELETE", b"bloom", b"5"]).await,
            ints(&[1])
        );
        assert_eq!(ask(&svc, &[b"HWF.QUERY", b"bloom", b"5"]).await, ints(&[1]));
        assert_eq!(
            ask(&svc, &[b"HWF.DELETE", b"bloom", b"5"]).await,
            ints(&[1])
        );
        assert_eq!(ask(&svc, &[b"HWF.QUERY", b"bloom", b"5"]).await, ints(&[0]));
        // Without a filter word HWF.DELETE is the Cuckoo filter's.
        ask(&svc, &[b"HWF.INSERT", b"cuckoo", b"5"]).await;
        assert_eq!(ask(&svc, &[b"HWF.DELETE", b"5"]).await, ints(&[1]));
    }

    #[tokio::test]
    async fn a_plain_bloom_filter_refuses_deletes() {
        let (svc, _) = service();
        ask(&svc, &[b"HWF.INSERT", b"bloom", b"5"]).await;
        let Reply::Error(e) = ask(&svc, &[b"HWF.DELETE", b"bloom", b"5"]).await else {
            panic!("HWF.DELETE bloom on a plain filter is not an error")
        };
        assert!(e.contains("cannot delete"), "{e}");
        assert_eq!(ask(&svc, &[b"HWF.QUERY", b"bloom", b"5"]).await, ints(&[1]));
    }
}
