//! BF/CF.SCANDUMP and BF/CF.LOADCHUNK: a named filter moved between
//! servers in chunks, on the board's DUMP and LOAD.
//!
//! `SCANDUMP key 0` takes the dump: one DUMP of the name's table per board,
//! queued in order with every other operation, so the dump is one
//! consistent cut. The server keeps the dump's bytes and hands them out in
//! chunks of [`CHUNK_BYTES`]: iterator `i` (0 first) answers chunk `i` and
//! the iterator to ask next, `[i + 1, chunk]`; past the last chunk it
//! answers `[0, ""]` and forgets the dump. `LOADCHUNK key it chunk` takes
//! the chunks with the iterators SCANDUMP gave them, in order (1 first;
//! iterator 1 starts again), and on the last one checks the whole dump and
//! LOADs each board's table.
//!
//! The dump (`HWFSCAN1`, little-endian):
//!
//! ```text
//! magic "HWFSCAN1" | u64 total bytes | u32 n | n bytes: the name's record (JSON)
//! | u32 boards | per board: u32 n | n bytes: a snapshot file (hwfilter dump's format)
//! | u32 CRC-32 of everything before it
//! ```
//!
//! A name's items live in its kind's one table, which every name of that
//! kind shares: the dump carries the whole table (other names' items only
//! add to its fill) and the name's record (kind, capacity, error rate,
//! counts, normalisation). A load replaces the whole table, so it is
//! refused while other names use it, and needs the same board count and
//! geometry (keys are placed by both).

use std::collections::VecDeque;
use std::sync::Arc;

use hwfilter_model::protocol::crc32;

use super::board::{Call, CallResult};
use super::names::{Kind, NOT_FOUND, Named};
use super::resp::Reply;
use super::service::{Pending, Service};
use crate::snapshot::{Snapshot, SnapshotParams};

/// Bytes per chunk: a few round trips for the simulated board's tables,
/// small enough that no reply holds up a connection for long.
pub const CHUNK_BYTES: usize = 8 * 1024;
const MAGIC: &[u8; 8] = b"HWFSCAN1";
/// Dumps handed out and loads being assembled that the server keeps at
/// once; a newer one evicts the oldest.
const KEPT: usize = 4;
/// Largest name record a load accepts.
const MAX_RECORD: u64 = 64 * 1024;
const BAD_DATA: &str = "ERR received bad data";

/// The dump of `named` whose tables are `snapshots` (one file per board).
pub fn encode(named: &Named, snapshots: &[Vec<u8>]) -> Vec<u8> {
    let record = serde_json::to_vec(named).expect("a name's record serializes");
    let mut out = MAGIC.to_vec();
    out.extend_from_slice(&[0; 8]);
    out.extend_from_slice(&(record.len() as u32).to_le_bytes());
    out.extend_from_slice(&record);
    out.extend_from_slice(&(snapshots.len() as u32).to_le_bytes());
    for s in snapshots {
        out.extend_from_slice(&(s.len() as u32).to_le_bytes());
        out.extend_from_slice(s);
    }
    let total = out.len() as u64 + 4;
    out[8..16].copy_from_slice(&total.to_le_bytes());
    let crc = crc32(&out);
    out.extend_from_slice(&crc.to_le_bytes());
    out
}

/// Parses a whole dump: the name's record and each board's snapshot.
pub fn decode(bytes: &[u8]) -> Result<(Named, Vec<Snapshot>), String> {
    let bad = |why: &str| format!("{BAD_DATA}: {why}");
    if bytes.len() < 16 + 4 + 4 + 4 || &bytes[..8] != MAGIC {
        return Err(bad("not an hwfilter SCANDUMP"));
    }
    if declared_len(bytes) != Some(bytes.len() as u64) {
        return Err(bad("the dump's length is not the one its header declares"));
    }
    let (body, crc) = bytes.split_at(bytes.len() - 4);
    if crc32(body).to_le_bytes() != crc {
        return Err(bad("CRC mismatch: a chunk is damaged or missing"));
    }
    let mut at = 16;
    let record = take(body, &mut at, "the name's record")?;
    let named: Named =
        serde_json::from_slice(record).map_err(|e| bad(&format!("the name's record: {e}")))?;
    let boards = body
        .get(at..at + 4)
        .map(|b| u32::from_le_bytes(b.try_into().expect("4 bytes")))
        .ok_or_else(|| bad("the board count cut short"))?;
    at += 4;
    let mut snapshots = vec![];
    for b in 1..=boards {
        let file = take(body, &mut at, &format!("board {b}'s snapshot"))?;
        snapshots
            .push(Snapshot::decode(file).map_err(|e| bad(&format!("board {b}'s snapshot: {e}")))?);
    }
    if at != body.len() {
        return Err(bad("bytes after the last snapshot"));
    }
    Ok((named, snapshots))
}

/// The length-prefixed field at `at`, moving `at` past it.
fn take<'a>(body: &'a [u8], at: &mut usize, what: &str) -> Result<&'a [u8], String> {
    let cut = || format!("{BAD_DATA}: {what} cut short");
    let len = body
        .get(*at..*at + 4)
        .map(|b| u32::from_le_bytes(b.try_into().expect("4 bytes")) as usize)
        .ok_or_else(cut)?;
    let value = body.get(*at + 4..*at + 4 + len).ok_or_else(cut)?;
    *at += 4 + len;
    Ok(value)
}

/// The total length a dump's first bytes declare.
fn declared_len(first: &[u8]) -> Option<u64> {
    (first.len() >= 16 && &first[..8] == MAGIC)
        .then(|| u64::from_le_bytes(first[8..16].try_into().expect("8 bytes")))
}

/// Chunk `index` of `dump`, if it has one.
pub fn chunk(dump: &[u8], index: usize, size: usize) -> Option<&[u8]> {
    let start = index.checked_mul(size)?;
    (start < dump.len()).then(|| &dump[start..dump.len().min(start + size)])
}

type Key = (Kind, Vec<u8>);

/// A load being assembled.
struct Load {
    /// The iterator the next chunk carries.
    next: i64,
    bytes: Vec<u8>,
}

/// The dumps handed out and the loads being assembled, by kind and name.
#[derive(Default)]
pub struct Transfers {
    dumps: VecDeque<(Key, Arc<Vec<u8>>)>,
    loads: VecDeque<(Key, Load)>,
}

impl std::fmt::Debug for Transfers {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "Transfers({} dumps, {} loads)",
            self.dumps.len(),
            self.loads.len()
        )
    }
}

fn keep<T>(list: &mut VecDeque<(Key, T)>, key: Key, value: T) {
    list.retain(|(k, _)| *k != key);
    if list.len() == KEPT {
        list.pop_front();
    }
    list.push_back((key, value));
}

impl Transfers {
    fn put_dump(&mut self, key: Key, dump: Arc<Vec<u8>>) {
        keep(&mut self.dumps, key, dump);
    }

    fn dump(&self, key: &Key) -> Option<Arc<Vec<u8>>> {
        self.dumps
            .iter()
            .find(|(k, _)| k == key)
            .map(|(_, d)| d.clone())
    }

    fn forget_dump(&mut self, key: &Key) {
        self.dumps.retain(|(k, _)| k != key);
    }

    /// Adds the chunk of iterator `it`; the whole dump once the last chunk
    /// is in. A dump may not declare more than `max_len` bytes.
    fn add_chunk(
        &mut self,
        key: Key,
        it: i64,
        data: &[u8],
        max_len: u64,
    ) -> Result<Option<Vec<u8>>, String> {
        if it == 1 {
            let declared = declared_len(data).ok_or_else(|| {
                format!("{BAD_DATA}: not the first chunk of an hwfilter SCANDUMP")
            })?;
            if declared > max_len {
                return Err(format!(
                    "{BAD_DATA}: the dump declares {declared} bytes, more than a dump of this \
                     server's boards can hold ({max_len})"
                ));
            }
            keep(
                &mut self.loads,
                key.clone(),
                Load {
                    next: 1,
                    bytes: Vec::with_capacity(declared as usize),
                },
            );
        }
        let at = self.loads.iter().position(|(k, _)| *k == key);
        let Some(at) = at else {
            return Err(format!(
                "{BAD_DATA}: chunk {it} before chunk 1 (LOADCHUNK takes the chunks in \
                 SCANDUMP's order, from iterator 1)"
            ));
        };
        let load = &mut self.loads[at].1;
        if it != load.next {
            let want = load.next;
            self.loads.remove(at);
            return Err(format!(
                "{BAD_DATA}: chunk {it} where chunk {want} was due (the load is dropped: \
                 start again from iterator 1)"
            ));
        }
        let declared = declared_len(&load.bytes)
            .or_else(|| declared_len(data))
            .unwrap_or(0);
        if (load.bytes.len() + data.len()) as u64 > declared {
            self.loads.remove(at);
            return Err(format!(
                "{BAD_DATA}: the chunks run past the {declared} bytes the dump declares"
            ));
        }
        load.bytes.extend_from_slice(data);
        load.next += 1;
        if (load.bytes.len() as u64) < declared {
            return Ok(None);
        }
        let (_, done) = self.loads.remove(at).expect("the load just found");
        Ok(Some(done.bytes))
    }
}

fn iterator(a: &[u8]) -> Option<i64> {
    std::str::from_utf8(a)
        .ok()?
        .parse()
        .ok()
        .filter(|i: &i64| *i >= 0)
}

fn transfers(svc: &Service) -> std::sync::MutexGuard<'_, Transfers> {
    svc.transfers.lock().unwrap_or_else(|e| e.into_inner())
}

/// `BF.SCANDUMP` / `CF.SCANDUMP key iterator`.
pub async fn scandump(svc: &Arc<Service>, kind: Kind, name: &[u8], it: &[u8]) -> Pending {
    let Some(it) = iterator(it) else {
        return Reply::err("ERR Invalid iterator").into();
    };
    match svc.names().get(name, kind) {
        Ok(Some(_)) => {}
        Ok(None) => return Reply::err(NOT_FOUND).into(),
        Err(e) => return Reply::Error(e).into(),
    }
    let key = (kind, name.to_vec());
    if it > 0 {
        let Some(dump) = transfers(svc).dump(&key) else {
            return Reply::err(
                "ERR no SCANDUMP of this key in progress (or it was evicted by newer ones): \
                 start again from iterator 0",
            )
            .into();
        };
        return match chunk(&dump, it as usize, CHUNK_BYTES) {
            Some(c) => Reply::Array(vec![Reply::Int(it + 1), Reply::Bulk(c.to_vec())]),
            None => {
                transfers(svc).forget_dump(&key);
                Reply::Array(vec![Reply::Int(0), Reply::Bulk(vec![])])
            }
        }
        .into();
    }
    let filter = kind.filter();
    let rx = svc
        .boards
        .each(vec![Call::Dump(filter); svc.boards.len()])
        .await;
    let svc = svc.clone();
    Pending::Call(
        rx,
        Box::new(move |r| {
            let CallResult::Boards(results) = r else {
                return Reply::err("ERR the board worker answered another call");
            };
            let params = SnapshotParams::of(&svc.boards.info(), filter);
            let mut files = vec![];
            for r in results {
                let CallResult::Words(words) = r else {
                    return Reply::err("ERR the board worker answered another call");
                };
                files.push(Snapshot { params, words }.encode());
            }
            let named = match svc.names().get(&key.1, kind) {
                Ok(Some(n)) => n.clone(),
                Ok(None) => return Reply::err(NOT_FOUND),
                Err(e) => return Reply::Error(e),
            };
            let dump = Arc::new(encode(&named, &files));
            let first = chunk(&dump, 0, CHUNK_BYTES)
                .expect("a dump has bytes")
                .to_vec();
            transfers(&svc).put_dump(key, dump);
            Reply::Array(vec![Reply::Int(1), Reply::Bulk(first)])
        }),
    )
}

/// `BF.LOADCHUNK` / `CF.LOADCHUNK key iterator data`.
pub async fn loadchunk(
    svc: &Arc<Service>,
    kind: Kind,
    name: &[u8],
    it: &[u8],
    data: &[u8],
) -> Pending {
    let Some(it) = iterator(it).filter(|i| *i > 0) else {
        return Reply::err("ERR Invalid iterator").into();
    };
    if let Err(e) = svc.names().check_loadable(name, kind) {
        return Reply::Error(e).into();
    }
    let info = svc.boards.info();
    let filter = kind.filter();
    let boards = svc.boards.len();
    let file_len = SnapshotParams::of(&info, filter)
        .file_len()
        .expect("the board's geometry is sane");
    let max_len = 16 + 4 + MAX_RECORD + 4 + boards as u64 * (4 + file_len) + 4;
    let key = (kind, name.to_vec());
    let dump = match transfers(svc).add_chunk(key, it, data, max_len) {
        Ok(None) => return Reply::ok().into(),
        Ok(Some(dump)) => dump,
        Err(e) => return Reply::Error(e).into(),
    };
    let (named, snapshots) = match decode(&dump) {
        Ok(d) => d,
        Err(e) => return Reply::Error(e).into(),
    };
    if named.kind != kind {
        return Reply::err("WRONGTYPE the dump is of the other kind of filter").into();
    }
    if snapshots.len() != boards {
        return Reply::err(format!(
            "ERR the dump holds {} board(s)' tables and this server spreads its keys over \
             {boards}: keys are placed by the number of boards, so load it on a server with \
             as many",
            snapshots.len()
        ))
        .into();
    }
    let mut loads = vec![];
    for (b, snap) in snapshots.into_iter().enumerate() {
        if snap.params.filter != filter {
            return Reply::err(format!(
                "{BAD_DATA}: board {}'s table is of the other filter",
                b + 1
            ))
            .into();
        }
        if let Err(e) = snap.params.check(&info) {
            return Reply::err(format!("ERR snapshot of board {}: {e}", b + 1)).into();
        }
        loads.push(Call::Load(filter, snap.words));
    }
    // Checked again: another connection may have created a name meanwhile.
    if let Err(e) = svc.names().check_loadable(name, kind) {
        return Reply::Error(e).into();
    }
    let rx = svc.boards.each(loads).await;
    let (svc, name) = (svc.clone(), name.to_vec());
    Pending::Call(
        rx,
        Box::new(move |_| {
            // The LOAD set every count of the table's names to 0; the
            // loaded name keeps the counts of its dump.
            svc.names().put(&name, named);
            Reply::ok()
        }),
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::normalize::Normalization;
    use hwfilter_model::protocol::Filter;

    fn named() -> Named {
        Named {
            kind: Kind::Cuckoo,
            capacity: 1000,
            error_rate: 0.01,
            items: 17,
            deleted: 2,
            normalization: Normalization::NONE,
        }
    }

    fn snapshot(words: u64) -> Vec<u8> {
        let params = SnapshotParams {
            filter: Filter::Bloom,
            hash_version: 1,
            key_seed: 7,
            a: 4,
            b: 3,
            c: 0,
            normalization: Normalization::NONE,
        };
        Snapshot {
            params,
            words: (0..8).map(|i| (i * words) & 0xff).collect(),
        }
        .encode()
    }

    #[test]
    fn a_dump_decodes_to_what_was_encoded() {
        let files = vec![snapshot(3), snapshot(5)];
        let dump = encode(&named(), &files);
        let (n, snaps) = decode(&dump).unwrap();
        assert_eq!(n, named());
        assert_eq!(snaps.len(), 2);
        assert_eq!(snaps[1].encode(), files[1]);
    }

    #[test]
    fn a_damaged_or_cut_dump_is_refused() {
        let dump = encode(&named(), &[snapshot(3)]);
        for bad in [
            dump[..dump.len() - 1].to_vec(),
            [&dump[..], &[0][..]].concat(),
            {
                let mut d = dump.clone();
                d[40] ^= 1;
                d
            },
            b"HWFSCAN0xxxxxxxxxxxxxxxxxxxxxx".to_vec(),
        ] {
            let e = decode(&bad).unwrap_err();
            assert!(e.starts_with(BAD_DATA), "{e}");
        }
    }

    #[test]
    fn chunks_cover_the_dump_once() {
        let dump: Vec<u8> = (0..1000u32).map(|i| i as u8).collect();
        let chunks: Vec<&[u8]> = (0..).map_while(|i| chunk(&dump, i, 300)).collect();
        assert_eq!(chunks.len(), 4);
        assert_eq!(chunks.concat(), dump);
        assert!(chunk(&dump, usize::MAX, 300).is_none());
    }

    #[test]
    fn chunks_assemble_in_order_only() {
        let dump = encode(&named(), &[snapshot(3)]);
        let parts: Vec<&[u8]> = (0..).map_while(|i| chunk(&dump, i, 40)).collect();
        let key = (Kind::Cuckoo, b"k".to_vec());
        let mut t = Transfers::default();
        let max = 1 << 20;
        // In order: the whole dump on the last chunk.
        for (i, p) in parts.iter().enumerate() {
            let got = t.add_chunk(key.clone(), i as i64 + 1, p, max).unwrap();
            assert_eq!(got.is_some(), i + 1 == parts.len());
            if let Some(d) = got {
                assert_eq!(d, dump);
            }
        }
        // A chunk out of order drops the load; a later chunk 1 restarts it.
        t.add_chunk(key.clone(), 1, parts[0], max).unwrap();
        let e = t.add_chunk(key.clone(), 3, parts[2], max).unwrap_err();
        assert!(e.contains("chunk 3 where chunk 2 was due"), "{e}");
        let e = t.add_chunk(key.clone(), 2, parts[1], max).unwrap_err();
        assert!(e.contains("before chunk 1"), "{e}");
        // A first chunk that declares more than the server's boards hold.
        let e = t.add_chunk(key.clone(), 1, parts[0], 10).unwrap_err();
        assert!(e.contains("more than a dump"), "{e}");
        // Chunks past the declared length.
        t.add_chunk(key.clone(), 1, parts[0], max).unwrap();
        let e = t
            .add_chunk(key.clone(), 2, &vec![0; dump.len()], max)
            .unwrap_err();
        assert!(e.contains("run past"), "{e}");
    }

    mod served {
        use super::*;
        use crate::serve::testkit::{self, ask};
        use crate::transport::FakeConfig;

        fn service(n: usize) -> Arc<Service> {
            testkit::service(n, FakeConfig::sim_board())
        }

        fn err(r: Reply) -> String {
            match r {
                Reply::Error(e) => e,
                other => panic!("{other:?} is not an error"),
            }
        }

        /// SCANDUMP's chunks, with their iterators.
        async fn scandump(svc: &Arc<Service>, cmd: &[u8], key: &[u8]) -> Vec<(i64, Vec<u8>)> {
            let mut it = 0i64;
            let mut chunks = vec![];
            loop {
                let r = ask(svc, &[cmd, key, it.to_string().as_bytes()]).await;
                let Reply::Array(pair) = r else {
                    panic!("SCANDUMP answered {r:?}")
                };
                let [Reply::Int(next), Reply::Bulk(data)] = &pair[..] else {
                    panic!("SCANDUMP answered {pair:?}")
                };
                if *next == 0 {
                    assert!(data.is_empty());
                    return chunks;
                }
                chunks.push((*next, data.clone()));
                it = *next;
            }
        }

        async fn loadchunks(svc: &Arc<Service>, cmd: &[u8], key: &[u8], chunks: &[(i64, Vec<u8>)]) {
            for (it, data) in chunks {
                let r = ask(svc, &[cmd, key, it.to_string().as_bytes(), data]).await;
                assert_eq!(r, Reply::ok());
            }
        }

        #[tokio::test]
        async fn a_filter_moves_to_another_server_with_its_items_and_counts() {
            for boards in [1, 2] {
                let (from, to) = (service(boards), service(boards));
                let items: Vec<Vec<u8>> =
                    (0..300).map(|i| format!("item:{i}").into_bytes()).collect();
                let mut madd: Vec<&[u8]> = vec![b"BF.MADD", b"seen"];
                madd.extend(items.iter().map(Vec::as_slice));
                ask(&from, &madd).await;
                for i in &items[..200] {
                    assert_eq!(ask(&from, &[b"CF.ADD", b"ids", i]).await, Reply::Int(1));
                }
                assert_eq!(
                    ask(&from, &[b"CF.DEL", b"ids", &items[0]]).await,
                    Reply::Int(1)
                );
                let bloom = scandump(&from, b"BF.SCANDUMP", b"seen").await;
                let cuckoo = scandump(&from, b"CF.SCANDUMP", b"ids").await;
                assert!(bloom.len() > 1, "{} chunk(s)", bloom.len());
                loadchunks(&to, b"BF.LOADCHUNK", b"seen", &bloom).await;
                loadchunks(&to, b"CF.LOADCHUNK", b"ids", &cuckoo).await;
                let mut mexists: Vec<&[u8]> = vec![b"BF.MEXISTS", b"seen"];
                mexists.extend(items.iter().map(Vec::as_slice));
                assert_eq!(ask(&to, &mexists).await, ask(&from, &mexists).await);
                assert_eq!(ask(&to, &[b"BF.CARD", b"seen"]).await, Reply::Int(300));
                let mut cf: Vec<&[u8]> = vec![b"CF.MEXISTS", b"ids"];
                cf.extend(items[..200].iter().map(Vec::as_slice));
                let want = ask(&from, &cf).await;
                assert_eq!(ask(&to, &cf).await, want);
                assert_eq!(
                    ask(&to, &[b"CF.INFO", b"ids"]).await,
                    ask(&from, &[b"CF.INFO", b"ids"]).await
                );
                // The same dump loads again over itself.
                loadchunks(&to, b"CF.LOADCHUNK", b"ids", &cuckoo).await;
                assert_eq!(ask(&to, &cf).await, want);
            }
        }

        /// LOADCHUNKs every chunk, each but the last answered OK; the last
        /// one's error.
        async fn load_to_the_last(
            svc: &Arc<Service>,
            cmd: &[u8],
            key: &[u8],
            chunks: &[(i64, Vec<u8>)],
        ) -> String {
            let (last, before) = chunks.split_last().expect("a dump has chunks");
            loadchunks(svc, cmd, key, before).await;
            let (it, data) = last;
            err(ask(svc, &[cmd, key, it.to_string().as_bytes(), data]).await)
        }

        #[tokio::test]
        async fn bad_requests_get_clear_errors() {
            let (svc, other) = (service(1), service(1));
            ask(&svc, &[b"BF.ADD", b"b", b"x"]).await;
            ask(&svc, &[b"CF.ADD", b"c", b"x"]).await;
            assert_eq!(
                err(ask(&svc, &[b"BF.SCANDUMP", b"nope", b"0"]).await),
                NOT_FOUND
            );
            assert!(err(ask(&svc, &[b"CF.SCANDUMP", b"b", b"0"]).await).starts_with("WRONGTYPE"));
            for it in [&b"-1"[..], b"x", b""] {
                assert_eq!(
                    err(ask(&svc, &[b"BF.SCANDUMP", b"b", it]).await),
                    "ERR Invalid iterator"
                );
            }
            assert_eq!(
                err(ask(&svc, &[b"BF.LOADCHUNK", b"b", b"0", b"x"]).await),
                "ERR Invalid iterator"
            );
            let e = err(ask(&svc, &[b"BF.SCANDUMP", b"b", b"3"]).await);
            assert!(e.contains("start again from iterator 0"), "{e}");
            let bloom = scandump(&svc, b"BF.SCANDUMP", b"b").await;
            // The table is shared with 'b': a load under another name is refused.
            let e = err(ask(&svc, &[b"BF.LOADCHUNK", b"b2", b"1", &bloom[0].1]).await);
            assert!(e.contains("'b'"), "{e}");
            // Garbage, a damaged chunk, a dump of the other kind.
            let e = err(ask(&other, &[b"BF.LOADCHUNK", b"b", b"1", b"garbage"]).await);
            assert!(e.starts_with(BAD_DATA), "{e}");
            let mut damaged = bloom.clone();
            damaged[1].1[100] ^= 0x40;
            let e = load_to_the_last(&other, b"BF.LOADCHUNK", b"b", &damaged).await;
            assert!(e.contains("CRC"), "{e}");
            let cuckoo = scandump(&svc, b"CF.SCANDUMP", b"c").await;
            let e = load_to_the_last(&other, b"BF.LOADCHUNK", b"b", &cuckoo).await;
            assert!(
                e.starts_with("WRONGTYPE the dump is of the other kind"),
                "{e}"
            );
            // Nothing was loaded by any of it.
            assert_eq!(
                err(ask(&other, &[b"BF.SCANDUMP", b"b", b"0"]).await),
                NOT_FOUND
            );
            // A dump of one board on a server of two.
            let e = load_to_the_last(&service(2), b"BF.LOADCHUNK", b"b", &bloom).await;
            assert!(
                e.contains("1 board(s)' tables") && e.contains("over 2"),
                "{e}"
            );
        }
    }

    #[test]
    fn at_most_a_few_transfers_are_kept() {
        let mut t = Transfers::default();
        for i in 0..10u8 {
            t.put_dump((Kind::Bloom, vec![i]), Arc::new(vec![i]));
        }
        assert_eq!(t.dumps.len(), KEPT);
        assert!(t.dump(&(Kind::Bloom, vec![0])).is_none());
        assert!(t.dump(&(Kind::Bloom, vec![9])).is_some());
    }
}
