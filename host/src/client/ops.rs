//! The filter operations: INSERT, QUERY and DELETE batches, DUMP and LOAD
//! of a filter's memory, CLEAR, COUNT, INFO and STATS.

use hwfilter_model::protocol::{
    BLOCKED_BLOCK_WORDS_LOG2, BloomKind, Filter, Info, Op, ProtocolError, Reply, Request, Stats,
    code,
};

use crate::transport::Transport;

use super::window::Job;
use super::{Client, ClientError};

/// Widest snapshot address a board may report (16 M words; the iCE40
/// boards have 2^14).
pub const MAX_ADDR_BITS: u32 = 24;

/// Result of inserting one key.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum InsertResult {
    /// Stored (Bloom: at least one of its bits was clear).
    Added,
    /// Bloom: every bit was already set (the key, or a false positive).
    AlreadyPresent,
    /// Cuckoo: no room (the table is full or its stash is occupied).
    Full,
}

/// Result of deleting one key.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum DeleteResult {
    /// One matching fingerprint was removed.
    Deleted,
    /// No matching fingerprint.
    NotFound,
}

/// An INSERT reply's result per key: Bloom answers the old bits (all set:
/// already present), Cuckoo a code (FULL: no room).
pub(super) fn insert_results(filter: Filter, r: &Reply) -> Vec<InsertResult> {
    match filter {
        Filter::Bloom => r
            .bits()
            .into_iter()
            .map(|b| {
                if b {
                    InsertResult::AlreadyPresent
                } else {
                    InsertResult::Added
                }
            })
            .collect(),
        Filter::Cuckoo => r
            .codes()
            .into_iter()
            .map(|c| {
                if c == code::FULL {
                    InsertResult::Full
                } else {
                    InsertResult::Added
                }
            })
            .collect(),
    }
}

/// A DELETE reply's result per key.
pub(super) fn delete_results(r: &Reply) -> Vec<DeleteResult> {
    r.codes()
        .into_iter()
        .map(|c| {
            if c == code::OK {
                DeleteResult::Deleted
            } else {
                DeleteResult::NotFound
            }
        })
        .collect()
}

impl<T: Transport> Client<T> {
    /// Asks INFO now; fails with [`ClientError::BoardRestarted`] if the
    /// boot epoch changed since connect.
    pub fn info(&mut self) -> Result<Info, ClientError> {
        let info = self.fetch_info()?;
        if info.boot_epoch != self.epoch {
            return Err(ClientError::BoardRestarted {
                old: self.epoch,
                new: info.boot_epoch,
            });
        }
        Ok(info)
    }

    /// STATS of `filter` (link counters, and the Cuckoo engine's kicks and
    /// FULL answers).
    pub fn stats(&mut self, filter: Filter) -> Result<Stats, ClientError> {
        Ok(self.unsequenced(Op::Stats, filter)?.stats()?)
    }

    fn keys_batch(
        &mut self,
        op: Op,
        filter: Filter,
        keys: &[u64],
        mut each: impl FnMut(usize, &Reply) -> Result<(), ClientError>,
    ) -> Result<(), ClientError> {
        let per = self.max_keys;
        let jobs = keys.chunks(per).map(|c| Job::keys(op, filter, c));
        self.pipeline(op, keys.len() as u64, jobs, |index, _, reply| {
            each(index as usize * per, reply)
        })
    }

    /// Inserts `keys`, pipelined; one result per key, in order.
    pub fn insert(
        &mut self,
        filter: Filter,
        keys: &[u64],
    ) -> Result<Vec<InsertResult>, ClientError> {
        let mut out = Vec::with_capacity(keys.len());
        self.keys_batch(Op::Insert, filter, keys, |_, r| {
            out.extend(insert_results(filter, r));
            Ok(())
        })?;
        Ok(out)
    }

    /// Queries `keys`, pipelined: true = present (or a false positive).
    pub fn query(&mut self, filter: Filter, keys: &[u64]) -> Result<Vec<bool>, ClientError> {
        let mut out = Vec::with_capacity(keys.len());
        self.keys_batch(Op::Query, filter, keys, |_, r| {
            out.extend(r.bits());
            Ok(())
        })?;
        Ok(out)
    }

    /// Deletes `keys` from `filter`: the Cuckoo filter, or a counting Bloom
    /// filter (INFO's filter kinds say which a board has; a plain Bloom
    /// filter cannot delete, and is refused here before anything is sent).
    /// Deleting a key that was never inserted can remove another key's
    /// matching fingerprint (Cuckoo) or counts (counting Bloom).
    pub fn delete(
        &mut self,
        filter: Filter,
        keys: &[u64],
    ) -> Result<Vec<DeleteResult>, ClientError> {
        self.require_delete(filter)?;
        let mut out = Vec::with_capacity(keys.len());
        self.keys_batch(Op::Delete, filter, keys, |_, r| {
            out.extend(delete_results(r));
            Ok(())
        })?;
        Ok(out)
    }

    /// Refuses a DELETE from `filter` unless this board has it and it can
    /// delete (the Cuckoo filter, or a counting Bloom filter).
    pub fn require_delete(&self, filter: Filter) -> Result<(), ClientError> {
        self.require(filter)?;
        if !self.kinds().accepts(Op::Delete, filter.into()) {
            return Err(ClientError::InvalidArgument(
                "this board's Bloom filter is a plain one and cannot delete (a counting Bloom \
                 filter can: `hwfilter synth --bloom counting`, docs/counting.md)"
                    .to_owned(),
            ));
        }
        Ok(())
    }

    fn single(&mut self, job: Job) -> Result<Reply, ClientError> {
        let op = job.op;
        let mut out = None;
        self.pipeline(op, 0, std::iter::once(job), |_, _, r| {
            out = Some(r.clone());
            Ok(())
        })?;
        out.ok_or(ClientError::Protocol(ProtocolError::WrongReply {
            want: op.reply_op(),
            op: 0,
            status: 0,
        }))
    }

    /// Empties a filter.
    pub fn clear(&mut self, filter: Filter) -> Result<(), ClientError> {
        self.single(Job::bare(Op::Clear, filter)).map(|_| ())
    }

    /// Items stored in the Cuckoo filter.
    pub fn count(&mut self) -> Result<u32, ClientError> {
        Ok(self
            .single(Job::bare(Op::Count, Filter::Cuckoo))?
            .count_value()?)
    }

    /// Snapshot words of a filter's memory: Bloom `2^A` words (bit `i` =
    /// bank `i`), a blocked Bloom filter's `2^A` blocks of 512 16-bit
    /// words, Cuckoo `2^B` bucket words and the stash word.
    pub fn words(&self, filter: Filter) -> Result<u64, ClientError> {
        self.require(filter)?;
        let bits = match filter {
            Filter::Bloom if self.kinds().bloom == BloomKind::Blocked => {
                self.info.bloom_addr_bits + BLOCKED_BLOCK_WORDS_LOG2
            }
            Filter::Bloom => self.info.bloom_addr_bits,
            Filter::Cuckoo => self.info.cuckoo_bucket_bits,
        };
        // INFO comes from the line: a memory no board of this design has
        // must not size an allocation.
        if bits > MAX_ADDR_BITS {
            return Err(ClientError::Incompatible(format!(
                "a {filter:?} memory of 2^{bits} words (at most 2^{MAX_ADDR_BITS} are supported)"
            )));
        }
        Ok((1u64 << bits) + (filter == Filter::Cuckoo) as u64)
    }

    /// Reads a filter's whole memory (DUMP, pipelined).
    pub fn dump(&mut self, filter: Filter) -> Result<Vec<u64>, ClientError> {
        let words = self.words(filter)?;
        let kinds = self.kinds();
        let per = (self.info.dump_max_bytes as usize / kinds.word_bytes(filter))
            .clamp(1, kinds.dump_max_words(filter)) as u64;
        let jobs = (0..words).step_by(per as usize).map(move |addr| {
            let n = per.min(words - addr);
            Job {
                op: Op::Dump,
                filter,
                count: n as u16,
                payload: (addr as u32).to_le_bytes().to_vec(),
                items: n,
            }
        });
        let mut out = Vec::with_capacity(words as usize);
        self.pipeline(Op::Dump, words, jobs, |_, _, r| {
            out.extend(r.words_for(kinds)?);
            Ok(())
        })?;
        Ok(out)
    }

    /// Restores a filter's memory: CLEAR, then LOAD of every word, in one
    /// pipelined batch. `words` must be the filter's whole memory.
    pub fn load(&mut self, filter: Filter, words: &[u64]) -> Result<(), ClientError> {
        let want = self.words(filter)?;
        if words.len() as u64 != want {
            return Err(ClientError::InvalidArgument(format!(
                "a {filter:?} snapshot of this board has {want} words, not {}",
                words.len()
            )));
        }
        let kinds = self.kinds();
        let per = kinds.load_max_words(filter);
        let clear = std::iter::once(Job::bare(Op::Clear, filter));
        let loads = words.chunks(per).enumerate().map(move |(i, chunk)| {
            let req = Request::load_for(0, filter, (i * per) as u32, chunk, kinds);
            Job {
                op: Op::Load,
                filter,
                count: req.count,
                payload: req.payload,
                items: chunk.len() as u64,
            }
        });
        self.pipeline(Op::Load, want, clear.chain(loads), |_, _, _| Ok(()))
    }
}
