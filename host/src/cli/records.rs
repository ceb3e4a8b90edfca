//! The CLI's record of how each board filter's keys were normalised, so
//! that a command using another normalisation than the inserts is refused
//! rather than silently missing (docs/hashing.md, section 1).
//!
//! The board stores bits and fingerprints, not how the keys were spelled,
//! so the record lives on the host: one JSON file,
//! `$HWFILTER_STATE_DIR/filters.json` (default
//! `$XDG_STATE_HOME/hwfilter`, else `~/.local/state/hwfilter`), with one
//! entry per board (its port, or the `serve` address) holding the board's
//! boot epoch and each filter's normalisation:
//!
//! - the first `insert` into a filter with no record records its
//!   normalisation; `insert`, `query` and `delete` with another one are
//!   refused;
//! - `clear` forgets the filter's record, `load` sets it from the
//!   snapshot, `dump` writes it into the snapshot;
//! - a new boot epoch means the board restarted with empty filters: the
//!   entry starts afresh.
//!
//! A simulated board started by the command itself (no `--port`) lives
//! only as long as the command, so it has no record. `--raw-u64` keys are
//! not hashed by the host and are not checked.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use anyhow::Context;
use hwfilter_model::protocol::Filter;
use serde::{Deserialize, Serialize};

use super::filter_name;
use crate::normalize::Normalization;

/// Environment variable naming the directory of the record file.
pub const STATE_DIR_ENV: &str = "HWFILTER_STATE_DIR";
const FILE: &str = "filters.json";

/// One board's filters, as recorded.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
struct BoardEntry {
    boot_epoch: u32,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    bloom: Option<Normalization>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    cuckoo: Option<Normalization>,
}

impl BoardEntry {
    fn slot(&mut self, filter: Filter) -> &mut Option<Normalization> {
        match filter {
            Filter::Bloom => &mut self.bloom,
            Filter::Cuckoo => &mut self.cuckoo,
        }
    }
}

#[derive(Debug, Default, Serialize, Deserialize)]
struct RecordFile {
    boards: BTreeMap<String, BoardEntry>,
}

/// The record of one board's filters, as seen at one boot epoch.
#[derive(Clone, Debug)]
pub struct Records {
    path: PathBuf,
    board: String,
    boot_epoch: u32,
}

/// What an operation does with the record.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Use {
    /// Adds keys: records the normalisation if the filter has none.
    Fill,
    /// Reads or removes keys: only checks.
    Read,
}

impl Records {
    /// The record of the board named `board` (e.g. `port:/dev/ttyUSB1`)
    /// that reported `boot_epoch`, in the default state directory; `None`
    /// when no directory can be found (no HOME), with a note on stderr.
    pub fn open(board: String, boot_epoch: u32) -> Option<Records> {
        match state_dir() {
            Some(dir) => Some(Records::in_dir(&dir, board, boot_epoch)),
            None => {
                eprintln!(
                    "note: no state directory (set {STATE_DIR_ENV} or HOME): \
                     key normalisations are not recorded"
                );
                None
            }
        }
    }

    /// The record in `dir`.
    pub fn in_dir(dir: &Path, board: String, boot_epoch: u32) -> Records {
        Records {
            path: dir.join(FILE),
            board,
            boot_epoch,
        }
    }

    /// The normalisation `filter` was filled with, if recorded.
    pub fn get(&self, filter: Filter) -> anyhow::Result<Option<Normalization>> {
        self.update(|entry| Ok((*entry.slot(filter), false)))
    }

    /// Refuses `used` if `filter` was filled with another normalisation;
    /// with [`Use::Fill`], records `used` when nothing is recorded.
    pub fn check(&self, filter: Filter, used: Normalization, how: Use) -> anyhow::Result<()> {
        self.update(|entry| match *entry.slot(filter) {
            Some(recorded) => {
                used.check_same(recorded, format!("{} filter", filter_name(filter)))?;
                Ok(((), false))
            }
            None if how == Use::Fill => {
                *entry.slot(filter) = Some(used);
                Ok(((), true))
            }
            None => Ok(((), false)),
        })
    }

    /// Records `n` for `filter` (a loaded snapshot), or forgets it (`None`:
    /// a cleared filter).
    pub fn set(&self, filter: Filter, n: Option<Normalization>) -> anyhow::Result<()> {
        self.update(|entry| {
            *entry.slot(filter) = n;
            Ok(((), true))
        })
    }

    /// Runs `f` on this board's entry (afresh if the board restarted
    /// since) with the record locked against other `hwfilter` processes;
    /// writes the file back when `f` says it changed the entry.
    fn update<R>(
        &self,
        f: impl FnOnce(&mut BoardEntry) -> anyhow::Result<(R, bool)>,
    ) -> anyhow::Result<R> {
        let dir = self.path.parent().unwrap_or(Path::new("."));
        std::fs::create_dir_all(dir)
            .with_context(|| format!("cannot create the state directory {}", dir.display()))?;
        let lock = LockFile::acquire(self.path.with_extension("lock"))?;
        let mut file = self.read()?;
        let entry = file.boards.entry(self.board.clone()).or_default();
        let restarted = entry.boot_epoch != self.boot_epoch;
        if restarted {
            *entry = BoardEntry {
                boot_epoch: self.boot_epoch,
                ..BoardEntry::default()
            };
        }
        let (result, changed) = f(entry)?;
        if changed || restarted {
            self.write(&file)?;
        }
        drop(lock);
        Ok(result)
    }

    /// The file, or an empty record if there is none; a file that does not
    /// parse is reported and treated as empty (the next write replaces it).
    fn read(&self) -> anyhow::Result<RecordFile> {
        match std::fs::read_to_string(&self.path) {
            Ok(text) => Ok(serde_json::from_str(&text).unwrap_or_else(|e| {
                eprintln!(
                    "warning: {} is not a valid record ({e}); starting a new one",
                    self.path.display()
                );
                RecordFile::default()
            })),
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(RecordFile::default()),
            Err(e) => Err(e).with_context(|| format!("cannot read {}", self.path.display())),
        }
    }

    /// Writes the file whole (temporary file, then rename), under the lock.
    fn write(&self, file: &RecordFile) -> anyhow::Result<()> {
        let tmp = self
            .path
            .with_extension(format!("json.{}", std::process::id()));
        let text = serde_json::to_string_pretty(file).context("cannot encode the record")?;
        std::fs::write(&tmp, text + "\n")
            .and_then(|()| std::fs::rename(&tmp, &self.path))
            .with_context(|| format!("cannot write {}", self.path.display()))
    }
}

/// A lock file held while the record is read and rewritten: created
/// exclusively, removed on drop. One left by a process that died is taken
/// over once it is [`STALE_LOCK`] old.
struct LockFile(PathBuf);

/// Age after which a lock file is taken to be left by a dead process (an
/// update takes milliseconds).
const STALE_LOCK: std::time::Duration = std::time::Duration::from_secs(10);

impl LockFile {
    fn acquire(path: PathBuf) -> anyhow::Result<LockFile> {
        let started = std::time::Instant::now();
        loop {
            match std::fs::OpenOptions::new()
                .write(true)
                .create_new(true)
                .open(&path)
            {
                Ok(_) => return Ok(LockFile(path)),
                Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => {
                    let age = std::fs::metadata(&path)
                        .and_then(|m| m.modified())
                        .ok()
                        .and_then(|t| t.elapsed().ok());
                    if age.is_some_and(|a| a > STALE_LOCK) {
                        let _ = std::fs::remove_file(&path);
                    } else if started.elapsed() > 2 * STALE_LOCK {
                        anyhow::bail!("{} stays locked: remove it", path.display());
                    }
                    std::thread::sleep(std::time::Duration::from_millis(5));
                }
                Err(e) => {
                    return Err(e).with_context(|| format!("cannot lock {}", path.display()));
                }
            }
        }
    }
}

impl Drop for LockFile {
    fn drop(&mut self) {
        let _ = std::fs::remove_file(&self.0);
    }
}

/// `$HWFILTER_STATE_DIR`, `$XDG_STATE_HOME/hwfilter` or
/// `~/.local/state/hwfilter`.
fn state_dir() -> Option<PathBuf> {
    let var = |k| {
        std::env::var_os(k)
            .filter(|v| !v.is_empty())
            .map(PathBuf::from)
    };
    var(STATE_DIR_ENV)
        .or_else(|| var("XDG_STATE_HOME").map(|d| d.join("hwfilter")))
        .or_else(|| var("HOME").map(|d| d.join(".local/state/hwfilter")))
}

/// The name a board's record is kept under: its serial port, resolved
/// through symbolic links (so /dev/serial/by-id/... and /dev/ttyUSB1 are
/// one board).
pub fn port_board(path: &str) -> String {
    let resolved = std::fs::canonicalize(path).unwrap_or_else(|_| PathBuf::from(path));
    format!("port:{}", resolved.display())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn n(s: &str) -> Normalization {
        s.parse().unwrap()
    }

    #[test]
    fn the_first_fill_records_and_others_must_match() {
        let dir = tempfile::tempdir().unwrap();
        let r = Records::in_dir(dir.path(), "port:/dev/x".into(), 7);
        // Reads before any fill are not refused and record nothing.
        r.check(Filter::Bloom, n("trim"), Use::Read).unwrap();
        assert_eq!(r.get(Filter::Bloom).unwrap(), None);
        r.check(Filter::Bloom, n("fold-case"), Use::Fill).unwrap();
        assert_eq!(r.get(Filter::Bloom).unwrap(), Some(n("fold-case")));
        r.check(Filter::Bloom, n("fold-case"), Use::Read).unwrap();
        let e = r
            .check(Filter::Bloom, Normalization::NONE, Use::Read)
            .unwrap_err();
        assert!(e.to_string().contains("--normalize fold-case"), "{e}");
        assert!(r.check(Filter::Bloom, n("trim"), Use::Fill).is_err());
        // The other filter is apart.
        r.check(Filter::Cuckoo, Normalization::NONE, Use::Fill)
            .unwrap();
        assert_eq!(r.get(Filter::Cuckoo).unwrap(), Some(Normalization::NONE));
    }

    #[test]
    fn clear_forgets_load_sets_and_a_restart_starts_afresh() {
        let dir = tempfile::tempdir().unwrap();
        let r = Records::in_dir(dir.path(), "port:/dev/x".into(), 7);
        r.check(Filter::Bloom, n("nfc"), Use::Fill).unwrap();
        r.set(Filter::Bloom, None).unwrap();
        r.check(Filter::Bloom, n("trim"), Use::Fill).unwrap();
        r.set(Filter::Bloom, Some(n("nfc"))).unwrap();
        assert_eq!(r.get(Filter::Bloom).unwrap(), Some(n("nfc")));
        // Another board is apart; the same board after a restart is empty.
        let other = Records::in_dir(dir.path(), "port:/dev/y".into(), 7);
        assert_eq!(other.get(Filter::Bloom).unwrap(), None);
        let restarted = Records::in_dir(dir.path(), "port:/dev/x".into(), 8);
        restarted
            .check(Filter::Bloom, n("trim"), Use::Read)
            .unwrap();
        assert_eq!(restarted.get(Filter::Bloom).unwrap(), None);
    }

    #[test]
    fn concurrent_updates_of_two_boards_lose_neither() {
        let dir = tempfile::tempdir().unwrap();
        let threads: Vec<_> = (0..8)
            .map(|i| {
                let dir = dir.path().to_path_buf();
                std::thread::spawn(move || {
                    let r = Records::in_dir(&dir, format!("port:/dev/{i}"), 1);
                    r.check(Filter::Bloom, n("trim"), Use::Fill).unwrap();
                })
            })
            .collect();
        for t in threads {
            t.join().unwrap();
        }
        for i in 0..8 {
            let r = Records::in_dir(dir.path(), format!("port:/dev/{i}"), 1);
            assert_eq!(r.get(Filter::Bloom).unwrap(), Some(n("trim")), "board {i}");
        }
        // A lock left by a dead process is taken over.
        let lock = dir.path().join("filters.lock");
        std::fs::write(&lock, b"").unwrap();
        let old = std::time::SystemTime::now() - 2 * STALE_LOCK;
        std::fs::File::options()
            .write(true)
            .open(&lock)
            .unwrap()
            .set_modified(old)
            .unwrap();
        Records::in_dir(dir.path(), "port:/dev/0".into(), 1)
            .get(Filter::Bloom)
            .unwrap();
        assert!(!lock.exists());
    }

    #[test]
    fn a_corrupt_file_is_replaced_not_fatal() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(dir.path().join(FILE), "{not json").unwrap();
        let r = Records::in_dir(dir.path(), "server:127.0.0.1:6380".into(), 1);
        r.check(Filter::Cuckoo, n("trim"), Use::Fill).unwrap();
        assert_eq!(r.get(Filter::Cuckoo).unwrap(), Some(n("trim")));
    }
}
