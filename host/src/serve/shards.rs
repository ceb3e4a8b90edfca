//! The boards one `serve` spreads its keys over (`--port` repeated, or
//! `--boards N` simulated boards): each key lives on one board, chosen by
//! its hash ([`shard_of`]), and every command sees the boards as one.
//!
//! ```text
//!                        ┌─► board 1's worker (its own queue, link, recovery)
//!  job (op, keys) ─split─┼─► board 2's worker
//!                        └─► ...            ──► outcomes back in the keys' order
//! ```
//!
//! - A key batch is split by board and each part submitted to its board's
//!   worker, in submission order, so every connection's order holds on
//!   every board; one task joins the parts' outcomes back into the keys'
//!   order. With one board the job goes straight to it.
//! - Calls that concern every board (SAVE, CLEAR) go to each; COUNT and
//!   STATS add the boards' answers up (HWF.STATS also reports each board's
//!   Bloom set bits: a board's fill is its own). DUMP and LOAD move one
//!   board's memory, so they are refused when there are several (SAVE
//!   writes every board's).
//! - The boards must be of one build (geometry and key seed,
//!   [`same_build`]): a key's reduction and a name's capacity then mean
//!   the same on each, and a board's share of the keys is its share of
//!   the memory.

use std::sync::atomic::{AtomicU64, Ordering};

use hwfilter_model::protocol::{Info, STATS_FIELDS, Stats};
use tokio::sync::oneshot;

use super::board::{Board, BoardCounters, Call, CallResult, KeyOp, LinkSnapshot, Outcome, stopped};

/// The board (0-based) that holds `key` among `boards`: the top of a
/// 64-bit mix of the key (the SplitMix64 finaliser), scaled to `boards`.
/// It is independent of the bits each board's own hash takes from the
/// key, so every board's share is spread over its whole table.
pub fn shard_of(key: u64, boards: usize) -> usize {
    let mut z = key ^ 0x9e37_79b9_7f4a_7c15;
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^= z >> 31;
    ((u128::from(z) * boards as u128) >> 64) as usize
}

/// Whether `other` is of `first`'s build: the same hash, key seed and
/// geometry (its epoch, link and clock may differ). `Err` says what
/// differs.
pub fn same_build(first: &Info, other: &Info) -> Result<(), String> {
    let fields = [
        ("hash version", first.hash_version, other.hash_version),
        ("key seed (low)", first.key_seed_low, other.key_seed_low),
        ("key seed (high)", first.key_seed_high, other.key_seed_high),
        ("filter kinds", first.filter_kinds, other.filter_kinds),
        ("Bloom banks", first.bloom_banks, other.bloom_banks),
        (
            "Bloom bank address bits",
            first.bloom_addr_bits,
            other.bloom_addr_bits,
        ),
        (
            "Cuckoo fingerprint bits",
            first.cuckoo_fp_bits,
            other.cuckoo_fp_bits,
        ),
        (
            "Cuckoo bucket bits",
            first.cuckoo_bucket_bits,
            other.cuckoo_bucket_bits,
        ),
        (
            "Cuckoo max kicks",
            first.cuckoo_max_kicks,
            other.cuckoo_max_kicks,
        ),
    ];
    for (what, a, b) in fields {
        if a != b {
            return Err(format!("{what} {b:#x}, not {a:#x}"));
        }
    }
    Ok(())
}

/// One or more boards, seen as one.
#[derive(Clone, Debug)]
pub struct Boards {
    boards: Vec<Board>,
}

impl From<Board> for Boards {
    fn from(board: Board) -> Self {
        Boards {
            boards: vec![board],
        }
    }
}

impl Boards {
    /// `boards`, in placement order (at least one).
    pub fn new(boards: Vec<Board>) -> Self {
        assert!(!boards.is_empty(), "a serve needs a board");
        Boards { boards }
    }

    /// How many boards.
    pub fn len(&self) -> usize {
        self.boards.len()
    }

    /// Never: there is at least one board.
    pub fn is_empty(&self) -> bool {
        false
    }

    /// Each board, in placement order.
    pub fn iter(&self) -> impl Iterator<Item = &Board> {
        self.boards.iter()
    }

    /// The first board's INFO as its worker last read it: the build every
    /// board shares.
    pub fn info(&self) -> Info {
        self.link(0).info
    }

    /// Board `i`'s link, as its worker last reported it.
    pub fn link(&self, i: usize) -> LinkSnapshot {
        self.boards[i]
            .link
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .clone()
    }

    /// A worker counter added up over the boards.
    pub fn total(&self, counter: impl Fn(&BoardCounters) -> &AtomicU64) -> u64 {
        self.boards
            .iter()
            .map(|b| counter(&b.counters).load(Ordering::Relaxed))
            .sum()
    }

    /// Submits a key batch: each key to its board. The receiver gets one
    /// outcome per key, in the keys' order, or the first board error.
    pub async fn keys(
        &self,
        op: KeyOp,
        keys: Vec<u64>,
    ) -> oneshot::Receiver<Result<Vec<Outcome>, String>> {
        let n = self.boards.len();
        if n == 1 {
            return self.boards[0].keys(op, keys).await;
        }
        let mut parts: Vec<Vec<u64>> = vec![vec![]; n];
        let placed: Vec<usize> = keys
            .iter()
            .map(|&k| {
                let s = shard_of(k, n);
                parts[s].push(k);
                s
            })
            .collect();
        let mut pending = Vec::with_capacity(n);
        for (board, part) in self.boards.iter().zip(parts) {
            pending.push(if part.is_empty() {
                None
            } else {
                Some(board.keys(op, part).await)
            });
        }
        let (done, rx) = oneshot::channel();
        tokio::spawn(async move {
            let mut outcomes = Vec::with_capacity(n);
            for p in pending {
                let part = match p {
                    None => Ok(vec![]),
                    Some(rx) => rx.await.unwrap_or_else(|_| Err(stopped())),
                };
                match part {
                    Ok(o) => outcomes.push(o.into_iter()),
                    Err(e) => {
                        let _ = done.send(Err(e));
                        return;
                    }
                }
            }
            let joined = placed
                .into_iter()
                .map(|s| outcomes[s].next().expect("one outcome per key"))
                .collect();
            let _ = done.send(Ok(joined));
        });
        rx
    }

    /// Submits a call to the boards it concerns; the receiver gets the
    /// boards' answers as one.
    pub async fn call(&self, call: Call) -> oneshot::Receiver<Result<CallResult, String>> {
        let n = self.boards.len();
        if n == 1 {
            return self.boards[0].call(call).await;
        }
        let (done, rx) = oneshot::channel();
        if let Call::Dump(_) | Call::Load(..) = call {
            let _ = done.send(Err(format!(
                "ERR this server spreads its keys over {n} boards and a filter's memory is \
                 per board: SAVE (with serve --dir) saves every board's"
            )));
            return rx;
        }
        self.each_joined(vec![call; n], join).await
    }

    /// Submits `calls[i]` to board `i` (one call per board, e.g. each its
    /// own LOAD); the receiver gets every board's answer, in board order,
    /// as [`CallResult::Boards`], or the first board error.
    pub async fn each(&self, calls: Vec<Call>) -> oneshot::Receiver<Result<CallResult, String>> {
        self.each_joined(calls, |results| Ok(CallResult::Boards(results)))
            .await
    }

    /// Submits `calls[i]` to board `i`; the receiver gets `join` of every
    /// board's answer, in board order, or the first board error.
    async fn each_joined(
        &self,
        calls: Vec<Call>,
        join: fn(Vec<CallResult>) -> Result<CallResult, String>,
    ) -> oneshot::Receiver<Result<CallResult, String>> {
        assert_eq!(calls.len(), self.boards.len(), "one call per board");
        let mut pending = Vec::with_capacity(calls.len());
        for (board, call) in self.boards.iter().zip(calls) {
            pending.push(board.call(call).await);
        }
        let (done, rx) = oneshot::channel();
        tokio::spawn(async move {
            let mut results = Vec::with_capacity(pending.len());
            for p in pending {
                match p.await.unwrap_or_else(|_| Err(stopped())) {
                    Ok(r) => results.push(r),
                    Err(e) => {
                        let _ = done.send(Err(e));
                        return;
                    }
                }
            }
            let _ = done.send(join(results));
        });
        rx
    }
}

/// Two boards' STATS added up, field by field (saturating). The Bloom set
/// bits too: the sum counts the set bits of bank `i` over the boards, which
/// is no filter's fill (each board is a filter of its own,
/// [`crate::fill`]).
pub fn add_stats(a: &Stats, b: &Stats) -> Stats {
    let (a, b) = (a.to_fields(), b.to_fields());
    let mut sum = [0u32; STATS_FIELDS];
    for i in 0..STATS_FIELDS {
        sum[i] = a[i].saturating_add(b[i]);
    }
    Stats::from_fields(sum)
}

/// Every board's answer to one call, as one.
fn join(results: Vec<CallResult>) -> Result<CallResult, String> {
    let mut results = results.into_iter();
    let mut joined = results.next().ok_or("ERR no board answered")?;
    for r in results {
        joined = match (joined, r) {
            (CallResult::Done, CallResult::Done) => CallResult::Done,
            (CallResult::Count(a), CallResult::Count(b)) => CallResult::Count(a.saturating_add(b)),
            (CallResult::Stats(a), CallResult::Stats(b)) => CallResult::Stats(add_stats(&a, &b)),
            // The build is the first board's; the links are every board's.
            (CallResult::Info(info, a), CallResult::Info(_, b)) => {
                CallResult::Info(info, format!("{a} + {b}"))
            }
            _ => return Err("ERR the boards answered a call differently".into()),
        };
    }
    Ok(joined)
}

#[cfg(test)]
mod tests {
    use hwfilter_model::protocol::Filter;

    use super::*;
    use crate::transport::FakeConfig;

    fn boards(n: usize) -> Boards {
        crate::serve::testkit::boards(n, FakeConfig::default()).0
    }

    #[test]
    fn keys_spread_evenly_over_the_boards() {
        for n in [2usize, 3, 4] {
            let mut per = vec![0u32; n];
            for k in 0..60_000u64 {
                per[shard_of(k, n)] += 1;
            }
            let even = 60_000 / n as u32;
            for c in per {
                assert!(c.abs_diff(even) < even / 20, "{n} boards: {c} of {even}");
            }
        }
        assert!((0..1000).all(|k| shard_of(k, 1) == 0));
    }

    #[tokio::test]
    async fn each_key_lives_on_one_board_and_answers_come_back_in_order() {
        let b = boards(2);
        let keys: Vec<u64> = (0..500).map(|i| i * 7919).collect();
        let added = b.keys(KeyOp::Insert(Filter::Cuckoo), keys.clone()).await;
        assert!(
            added
                .await
                .unwrap()
                .unwrap()
                .iter()
                .all(|o| *o == Outcome::Added)
        );
        // Each board holds its share, and only it.
        for (i, board) in b.iter().enumerate() {
            let mine: Vec<u64> = keys
                .iter()
                .copied()
                .filter(|&k| shard_of(k, 2) == i)
                .collect();
            assert!(!mine.is_empty() && mine.len() < keys.len());
            let count = board.call(Call::Count).await.await.unwrap().unwrap();
            assert_eq!(count, CallResult::Count(mine.len() as u32));
        }
        let total = b.call(Call::Count).await.await.unwrap().unwrap();
        assert_eq!(total, CallResult::Count(500));
        // Present and absent keys interleaved come back in their order.
        let mixed: Vec<u64> = (0..200)
            .map(|i| if i % 2 == 0 { keys[i] } else { 1 + keys[i] })
            .collect();
        let q = b
            .keys(KeyOp::Query(Filter::Cuckoo), mixed)
            .await
            .await
            .unwrap()
            .unwrap();
        for (i, o) in q.iter().enumerate() {
            let want = if i % 2 == 0 {
                Outcome::Present
            } else {
                Outcome::Absent
            };
            assert_eq!(*o, want, "key {i}");
        }
        let del = b
            .keys(KeyOp::Delete(Filter::Cuckoo), vec![keys[3], keys[3]])
            .await
            .await
            .unwrap()
            .unwrap();
        assert_eq!(del, [Outcome::Deleted, Outcome::NotFound]);
    }

    #[tokio::test]
    async fn calls_reach_every_board_and_dump_is_refused() {
        let b = boards(3);
        let keys: Vec<u64> = (0..300).collect();
        b.keys(KeyOp::Insert(Filter::Bloom), keys.clone())
            .await
            .await
            .unwrap()
            .unwrap();
        let stats = b
            .call(Call::Stats(Filter::Bloom))
            .await
            .await
            .unwrap()
            .unwrap();
        let one = b
            .iter()
            .next()
            .unwrap()
            .call(Call::Stats(Filter::Bloom))
            .await
            .await
            .unwrap()
            .unwrap();
        let (CallResult::Stats(all), CallResult::Stats(one)) = (stats, one) else {
            panic!("stats")
        };
        assert!(
            all.to_fields()
                .iter()
                .zip(one.to_fields())
                .all(|(a, o)| *a >= o)
        );
        assert!(
            all.to_fields() != one.to_fields(),
            "the sum of three boards"
        );
        let cleared = b.call(Call::Clear(Filter::Bloom)).await.await.unwrap();
        assert_eq!(cleared, Ok(CallResult::Done));
        let q = b
            .keys(KeyOp::Query(Filter::Bloom), keys)
            .await
            .await
            .unwrap()
            .unwrap();
        assert!(
            q.iter().all(|o| *o == Outcome::Absent),
            "every board cleared"
        );
        let e = b
            .call(Call::Dump(Filter::Bloom))
            .await
            .await
            .unwrap()
            .unwrap_err();
        assert!(e.contains("3 boards") && e.contains("SAVE"), "{e}");
    }

    #[test]
    fn another_build_is_named() {
        let a = Info {
            bloom_banks: 4,
            ..Info::default()
        };
        let b = Info {
            bloom_banks: 5,
            ..a
        };
        assert_eq!(same_build(&a, &a), Ok(()));
        assert!(same_build(&a, &b).unwrap_err().contains("Bloom banks"));
    }
}
