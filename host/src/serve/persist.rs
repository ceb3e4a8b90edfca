//! What keeps acknowledged writes: the recovery state the board worker
//! keeps in memory, and the save directory (`--dir`) that SAVE writes.
//!
//! - [`Recovery`]: the filters' memory at the last checkpoint (a DUMP of
//!   both filters) and the journal of every write acknowledged since (the
//!   keys of adds that stored something and of deletes that deleted). A
//!   board that restarts is given the checkpoint back (LOAD) and the journal
//!   replayed before any other operation runs, so nothing a client was
//!   told was stored is lost. A checkpoint is taken by SAVE and whenever
//!   the journal passes [`JOURNAL_LIMIT`] writes. A CLEAR or LOAD of one
//!   filter (HWF.CLEAR, HWF.LOAD) decides that filter's whole memory, so it
//!   becomes that filter's checkpoint (empty, or the loaded words) and its
//!   earlier journal entries go: nothing before it can matter again.
//! - [`SaveDir`]: `bloom.snap` and `cuckoo.snap` (the format of `hwfilter
//!   dump`, `host/src/snapshot.rs`) and `names.json` (the named filters),
//!   each written to a temporary file and renamed, so a crash leaves the
//!   previous save whole. `serve --dir` restores them before it accepts a
//!   client. A serve with several boards keeps one such directory per
//!   board, `board-1`, `board-2`, ... inside `--dir` ([`board_dirs`]).

use std::path::{Path, PathBuf};

use anyhow::Context;
use hwfilter_model::protocol::{Filter, Info};

use super::board::{KeyOp, Outcome};
use crate::client::{Client, ClientError};
use crate::snapshot::{Snapshot, SnapshotParams};
use crate::transport::Transport;

/// Journal length (writes) at which the worker takes a checkpoint.
pub const JOURNAL_LIMIT: usize = 1 << 20;

/// One acknowledged write.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Write {
    Insert(Filter, u64),
    Delete(Filter, u64),
}

impl Write {
    fn filter(self) -> Filter {
        match self {
            Write::Insert(f, _) | Write::Delete(f, _) => f,
        }
    }
}

fn slot(filter: Filter) -> usize {
    match filter {
        Filter::Bloom => 0,
        Filter::Cuckoo => 1,
    }
}

/// The last checkpoint and the writes since.
#[derive(Debug, Default)]
pub struct Recovery {
    /// Bloom and Cuckoo words at the checkpoint; `None`: an empty filter
    /// (as the board started, or as a CLEAR left it).
    base: [Option<Vec<u64>>; 2],
    journal: Vec<Write>,
    /// The Bloom filter counts: every insert is a write (it increments
    /// counters), not only one that set a bit.
    bloom_counts: bool,
}

impl Recovery {
    /// Starts from `base` (the words a restore loaded), or from empty
    /// filters.
    pub fn new(base: Option<[Vec<u64>; 2]>) -> Self {
        Recovery {
            base: match base {
                Some([bloom, cuckoo]) => [Some(bloom), Some(cuckoo)],
                None => [None, None],
            },
            journal: vec![],
            bloom_counts: false,
        }
    }

    /// Says whether the board's Bloom filter counts (INFO's filter kinds),
    /// which decides what of it [`Recovery::record`] journals.
    pub fn set_bloom_counts(&mut self, counts: bool) {
        self.bloom_counts = counts;
    }

    /// `filter` was cleared (`None`) or loaded with `words`: that is its
    /// checkpoint now, and its writes before it are history.
    pub fn replace(&mut self, filter: Filter, words: Option<Vec<u64>>) {
        self.journal.retain(|w| w.filter() != filter);
        self.base[slot(filter)] = words;
    }

    /// Writes acknowledged since the checkpoint.
    pub fn journal_len(&self) -> usize {
        self.journal.len()
    }

    /// Records the writes among `outcomes` of `op` on `keys`.
    pub fn record(&mut self, op: KeyOp, keys: &[u64], outcomes: &[Outcome]) {
        for (&k, &o) in keys.iter().zip(outcomes) {
            match (op, o) {
                (KeyOp::Insert(f), Outcome::Added) => self.journal.push(Write::Insert(f, k)),
                // A counting filter's insert of a present key still
                // incremented its counters: a delete later takes one off.
                (KeyOp::Insert(Filter::Bloom), Outcome::Present) if self.bloom_counts => {
                    self.journal.push(Write::Insert(Filter::Bloom, k))
                }
                (KeyOp::InsertIfAbsent, Outcome::Added) => {
                    self.journal.push(Write::Insert(Filter::Cuckoo, k))
                }
                (KeyOp::Delete(f), Outcome::Deleted) => self.journal.push(Write::Delete(f, k)),
                _ => {}
            }
        }
    }

    /// Takes a checkpoint: both filters' words, and an empty journal.
    pub fn checkpoint<T: Transport>(
        &mut self,
        client: &mut Client<T>,
    ) -> Result<[&[u64]; 2], ClientError> {
        let bloom = client.dump(Filter::Bloom)?;
        // A Bloom-only board has no filter 1: no words.
        let cuckoo = if client.kinds().cuckoo {
            client.dump(Filter::Cuckoo)?
        } else {
            Vec::new()
        };
        self.journal.clear();
        let [b, c] = &mut self.base;
        Ok([b.insert(bloom), c.insert(cuckoo)])
    }

    /// Brings a restarted (empty) board back to every acknowledged write:
    /// LOADs the checkpoint and replays the journal in order.
    pub fn restore<T: Transport>(&self, client: &mut Client<T>) -> Result<(), ClientError> {
        for filter in [Filter::Bloom, Filter::Cuckoo] {
            if let Some(words) = &self.base[slot(filter)]
                && client.kinds().has(filter)
            {
                client.load(filter, words)?;
            }
        }
        // Consecutive writes of one kind go in one pipelined call.
        let mut i = 0;
        while i < self.journal.len() {
            let first = self.journal[i];
            let run: Vec<u64> = self.journal[i..]
                .iter()
                .take_while(|w| same_kind(**w, first))
                .map(|w| match w {
                    Write::Insert(_, k) | Write::Delete(_, k) => *k,
                })
                .collect();
            i += run.len();
            match first {
                Write::Insert(f, _) => {
                    client.insert(f, &run)?;
                }
                Write::Delete(f, _) => {
                    client.delete(f, &run)?;
                }
            }
        }
        Ok(())
    }
}

fn same_kind(a: Write, b: Write) -> bool {
    match (a, b) {
        (Write::Insert(f, _), Write::Insert(g, _)) => f == g,
        (Write::Delete(f, _), Write::Delete(g, _)) => f == g,
        _ => false,
    }
}

/// The save directory of each of `boards` boards in `dir`: `dir` itself
/// for one board, `dir/board-1` ... for several. A save of another number
/// of boards is refused (its keys were placed for that number).
pub fn board_dirs(dir: &Path, boards: usize) -> anyhow::Result<Vec<SaveDir>> {
    let sub = |i: usize| dir.join(format!("board-{i}"));
    let refuse = |what: &str| {
        anyhow::anyhow!(
            "{} holds the save of {what}, and this serve has {boards}: keys are placed by \
             the number of boards, so serve it with as many boards, or use another --dir",
            dir.display()
        )
    };
    if boards == 1 {
        if sub(1).join(NAMES).exists() {
            return Err(refuse("several boards"));
        }
        return Ok(vec![SaveDir::new(dir)?]);
    }
    if dir.join(NAMES).exists() {
        return Err(refuse("one board"));
    }
    if sub(boards + 1).join(NAMES).exists() {
        return Err(refuse("more boards"));
    }
    (1..=boards).map(|i| SaveDir::new(&sub(i))).collect()
}

/// The directory SAVE writes and `serve --dir` restores from.
#[derive(Clone, Debug)]
pub struct SaveDir {
    dir: PathBuf,
}

/// A save read back.
#[derive(Debug)]
pub struct Saved {
    pub bloom: Vec<u64>,
    pub cuckoo: Vec<u64>,
    pub names: String,
}

const NAMES: &str = "names.json";

/// Has the board `info` describes `filter` (a Bloom-only build has no
/// Cuckoo filter)?
fn has_filter(info: &Info, filter: Filter) -> bool {
    info.filter_kinds().map_or(true, |k| k.has(filter))
}

fn file_of(filter: Filter) -> &'static str {
    match filter {
        Filter::Bloom => "bloom.snap",
        Filter::Cuckoo => "cuckoo.snap",
    }
}

impl SaveDir {
    /// `dir`, created if missing.
    pub fn new(dir: &Path) -> anyhow::Result<Self> {
        std::fs::create_dir_all(dir).with_context(|| format!("cannot create {}", dir.display()))?;
        Ok(SaveDir {
            dir: dir.to_path_buf(),
        })
    }

    /// The directory.
    pub fn path(&self) -> &Path {
        &self.dir
    }

    /// Writes both filters' words (the Bloom filter's alone on a Bloom-only
    /// board) and the names, each file whole or not at all.
    pub fn save(&self, info: &Info, words: [&[u64]; 2], names: &str) -> anyhow::Result<()> {
        for (filter, words) in [(Filter::Bloom, words[0]), (Filter::Cuckoo, words[1])] {
            if !has_filter(info, filter) {
                // No stale snapshot of another build beside this save.
                let path = self.dir.join(file_of(filter));
                match std::fs::remove_file(&path) {
                    Err(e) if e.kind() != std::io::ErrorKind::NotFound => {
                        return Err(e).with_context(|| format!("cannot remove {}", path.display()));
                    }
                    _ => continue,
                }
            }
            let snap = Snapshot {
                params: SnapshotParams::of(info, filter),
                words: words.to_vec(),
            };
            self.write(file_of(filter), &snap.encode())?;
        }
        self.write(NAMES, names.as_bytes())
    }

    fn write(&self, name: &str, bytes: &[u8]) -> anyhow::Result<()> {
        let path = self.dir.join(name);
        let tmp = self.dir.join(format!(".{name}.tmp"));
        std::fs::write(&tmp, bytes).with_context(|| format!("cannot write {}", tmp.display()))?;
        std::fs::rename(&tmp, &path).with_context(|| format!("cannot write {}", path.display()))
    }

    /// The last save, if there is one, checked against the board `info`
    /// describes (a save of another geometry or seed is refused).
    pub fn load(&self, info: &Info) -> anyhow::Result<Option<Saved>> {
        let names_path = self.dir.join(NAMES);
        if !names_path.exists() {
            return Ok(None);
        }
        let mut words = vec![];
        for filter in [Filter::Bloom, Filter::Cuckoo] {
            if !has_filter(info, filter) {
                words.push(Vec::new());
                continue;
            }
            let path = self.dir.join(file_of(filter));
            let bytes =
                std::fs::read(&path).with_context(|| format!("cannot read {}", path.display()))?;
            let snap = Snapshot::decode(&bytes).with_context(|| format!("{}", path.display()))?;
            snap.params
                .check(info)
                .with_context(|| format!("{}", path.display()))?;
            words.push(snap.words);
        }
        let names = std::fs::read_to_string(&names_path)
            .with_context(|| format!("cannot read {}", names_path.display()))?;
        let cuckoo = words.pop().expect("two filters");
        let bloom = words.pop().expect("two filters");
        Ok(Some(Saved {
            bloom,
            cuckoo,
            names,
        }))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::client::ClientConfig;
    use crate::transport::{FakeConfig, FakeTransport};

    fn client() -> Client<FakeTransport> {
        Client::of_fake_board()
    }

    #[test]
    fn a_restarted_board_gets_every_acknowledged_write_back() {
        let mut c = client();
        let mut r = Recovery::new(None);
        let keys: Vec<u64> = (0..300).collect();
        let out = |v: Vec<bool>| -> Vec<Outcome> {
            v.into_iter()
                .map(|p| if p { Outcome::Present } else { Outcome::Absent })
                .collect()
        };
        // Before the checkpoint: 0..100 in both filters.
        c.insert(Filter::Bloom, &keys[..100]).unwrap();
        c.insert(Filter::Cuckoo, &keys[..100]).unwrap();
        r.checkpoint(&mut c).unwrap();
        // After it: 100..300 added, 0..50 deleted from the Cuckoo filter.
        for op in [KeyOp::Insert(Filter::Bloom), KeyOp::Insert(Filter::Cuckoo)] {
            let KeyOp::Insert(f) = op else { unreachable!() };
            let res = c.insert(f, &keys[100..]).unwrap();
            let o: Vec<Outcome> = res.iter().map(|_| Outcome::Added).collect();
            r.record(op, &keys[100..], &o);
        }
        c.delete(Filter::Cuckoo, &keys[..50]).unwrap();
        r.record(
            KeyOp::Delete(Filter::Cuckoo),
            &keys[..50],
            &[Outcome::Deleted; 50],
        );
        assert_eq!(r.journal_len(), 450);
        let before = (
            out(c.query(Filter::Bloom, &keys).unwrap()),
            out(c.query(Filter::Cuckoo, &keys).unwrap()),
        );
        c.transport_mut().restart();
        let mut c = client_after_restart(c);
        assert!(c.query(Filter::Bloom, &keys).unwrap().iter().all(|p| !p));
        r.restore(&mut c).unwrap();
        let after = (
            out(c.query(Filter::Bloom, &keys).unwrap()),
            out(c.query(Filter::Cuckoo, &keys).unwrap()),
        );
        assert_eq!(before, after);
        assert_eq!(c.count().unwrap(), 250);
    }

    fn client_after_restart(c: Client<FakeTransport>) -> Client<FakeTransport> {
        Client::connect(c.into_transport(), ClientConfig::default()).unwrap()
    }

    #[test]
    fn a_save_reads_back_and_refuses_another_board() {
        let dir = tempfile::tempdir().unwrap();
        let save = SaveDir::new(&dir.path().join("s")).unwrap();
        let info = *client().board_info();
        assert!(save.load(&info).unwrap().is_none());
        let words = [
            (0..1u64 << info.bloom_addr_bits)
                .map(|w| w % 256)
                .collect::<Vec<u64>>(),
            (0..=1u64 << info.cuckoo_bucket_bits).collect::<Vec<u64>>(),
        ];
        save.save(&info, [&words[0], &words[1]], "[]").unwrap();
        let back = save.load(&info).unwrap().unwrap();
        assert_eq!([back.bloom, back.cuckoo], words);
        assert_eq!(back.names, "[]");
        let other = Info {
            bloom_banks: info.bloom_banks + 1,
            ..info
        };
        let err = format!("{:#}", save.load(&other).unwrap_err());
        assert!(err.contains("refusing to load it"), "{err}");
    }

    #[test]
    fn a_bloom_only_board_checkpoints_saves_and_restores_its_bloom_filter() {
        let bloom_only = || {
            let cfg = FakeConfig {
                board: hwfilter_model::board::BoardConfig {
                    cuckoo: None,
                    ..FakeConfig::default().board
                },
                ..FakeConfig::default()
            };
            Client::connect(FakeTransport::new(cfg), ClientConfig::default()).unwrap()
        };
        let mut c = bloom_only();
        let keys: Vec<u64> = (0..500).collect();
        c.insert(Filter::Bloom, &keys[..200]).unwrap();
        let mut r = Recovery::new(None);
        let [bloom, cuckoo] = r.checkpoint(&mut c).unwrap();
        assert!(cuckoo.is_empty());
        let (bloom, cuckoo) = (bloom.to_vec(), cuckoo.to_vec());
        let added = c.insert(Filter::Bloom, &keys[200..]).unwrap();
        r.record(
            KeyOp::Insert(Filter::Bloom),
            &keys[200..],
            &vec![Outcome::Added; added.len()],
        );
        // Saved without a cuckoo.snap (a stale one is removed), read back
        // with no Cuckoo words.
        let dir = tempfile::tempdir().unwrap();
        let save = SaveDir::new(dir.path()).unwrap();
        std::fs::write(dir.path().join("cuckoo.snap"), b"stale").unwrap();
        let info = *c.board_info();
        save.save(&info, [&bloom, &cuckoo], "[]").unwrap();
        assert!(!dir.path().join("cuckoo.snap").exists());
        let back = save.load(&info).unwrap().unwrap();
        assert_eq!((back.bloom, back.cuckoo), (bloom, vec![]));
        // A restarted board gets every acknowledged insert back.
        c.transport_mut().restart();
        let mut c = client_after_restart(c);
        r.restore(&mut c).unwrap();
        assert!(c.query(Filter::Bloom, &keys).unwrap().iter().all(|&p| p));
    }
}
