//! Snapshot files: one filter's memory, as DUMP read it, with everything
//! needed to refuse restoring it onto a board that would read it
//! differently.
//!
//! Layout (version 1, all fields little-endian):
//!
//! ```text
//! offset  size  field
//! 0       8     magic "HWFSNAP\0"
//! 8       2     format version (1)
//! 10      1     filter: 0 Bloom, 1 Cuckoo
//! 11      1     key normalisation: bit 0 trim, bit 1 fold-case, bit 2 nfc
//!               (crate::normalize; 0 = none; other bits are refused)
//! 12      4     hash version (docs/hashing.md)
//! 16      8     key seed (xxh3-64 seed of the host's key reduction)
//! 24      4     Bloom: banks k        Cuckoo: fingerprint bits f
//! 28      4     Bloom: address bits A Cuckoo: bucket address bits B
//! 32      4     Bloom: kind           Cuckoo: max kicks
//!               (0 a plain Bloom filter, 2 a counting one: INFO field 17's
//!               code; files taken before the field hold 0)
//! 36      4     bytes per word (Bloom 1, counting Bloom 4, Cuckoo 8)
//! 40      4     words (Bloom 2^A, Cuckoo 2^B + 1)
//! 44      n     the words (n = words x bytes per word)
//! 44+n    4     CRC-32 (docs/protocol.md's) of every byte before it
//! ```
//!
//! ```
//! use hwfilter_host::snapshot::{Snapshot, SnapshotParams};
//! use hwfilter_model::protocol::{Filter, Info};
//! let info = Info { bloom_banks: 4, bloom_addr_bits: 3, hash_version: 1, ..Default::default() };
//! let snap = Snapshot { params: SnapshotParams::of(&info, Filter::Bloom), words: vec![0, 1, 2, 3, 4, 5, 6, 7] };
//! let bytes = snap.encode();
//! assert_eq!(Snapshot::decode(&bytes).unwrap(), snap);
//! snap.params.check(&info).unwrap();
//! ```

use crate::normalize::Normalization;
use hwfilter_model::protocol::{
    BLOCKED_BLOCK_WORDS_LOG2, BloomKind, Filter, FilterKinds, Info, crc32,
};
use thiserror::Error;

/// First bytes of every snapshot file.
pub const MAGIC: [u8; 8] = *b"HWFSNAP\0";
/// Format version this code writes and reads.
pub const FORMAT_VERSION: u16 = 1;
/// Header bytes before the words.
pub const HEADER: usize = 44;
/// Largest snapshot this code reads (a board's memory is far smaller).
pub const MAX_FILE: usize = 256 << 20;

/// Why a snapshot file cannot be used.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum SnapshotError {
    #[error("not an hwfilter snapshot (no HWFSNAP header)")]
    NotASnapshot,
    #[error("snapshot format version {0} is not supported (this hwfilter reads version 1)")]
    UnsupportedVersion(u16),
    #[error(
        "the snapshot is {len} bytes, its header says {want}: the file is truncated or corrupt"
    )]
    Length { len: usize, want: u64 },
    #[error("the snapshot's CRC does not match: the file is corrupt")]
    BadCrc,
    #[error("the snapshot header is invalid: {0}")]
    BadHeader(&'static str),
    #[error(
        "the snapshot was taken with {what} {file}, this board has {board}: refusing to load it"
    )]
    Mismatch {
        what: &'static str,
        file: String,
        board: String,
    },
}

/// Header field `c` of a plain Bloom filter's snapshot.
pub const BLOOM_KIND_PLAIN: u32 = 0;
/// Header field `c` of a counting Bloom filter's snapshot (INFO field 17's
/// code for it).
pub const BLOOM_KIND_COUNTING: u32 = BloomKind::Counting as u32;
/// Header field `c` of a blocked Bloom filter's snapshot (INFO field 17's
/// code for it): its words are the SDRAM's, `b` its block address bits.
pub const BLOOM_KIND_BLOCKED: u32 = BloomKind::Blocked as u32;

/// The Bloom kind of header field `c`, if it names one.
fn bloom_kind_of(c: u32) -> Option<BloomKind> {
    match c {
        BLOOM_KIND_PLAIN => Some(BloomKind::Plain),
        BLOOM_KIND_COUNTING => Some(BloomKind::Counting),
        BLOOM_KIND_BLOCKED => Some(BloomKind::Blocked),
        _ => None,
    }
}

/// The parameters a snapshot was taken with.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct SnapshotParams {
    pub filter: Filter,
    pub hash_version: u32,
    pub key_seed: u64,
    /// Bloom banks `k`, or Cuckoo fingerprint bits `f`.
    pub a: u32,
    /// Bloom bank address bits `A`, or Cuckoo bucket address bits `B`.
    pub b: u32,
    /// Bloom: the filter's kind ([`BLOOM_KIND_PLAIN`],
    /// [`BLOOM_KIND_COUNTING`] or [`BLOOM_KIND_BLOCKED`]); Cuckoo: max
    /// kicks.
    pub c: u32,
    /// How the keys were normalised before hashing (the host's record of
    /// the filter; not checked against the board, which cannot know).
    pub normalization: Normalization,
}

impl SnapshotParams {
    /// The parameters of `filter` on the board that answered `info`.
    pub fn of(info: &Info, filter: Filter) -> Self {
        let (a, b, c) = match filter {
            Filter::Bloom => (
                info.bloom_banks,
                info.bloom_addr_bits,
                match info.filter_kinds().map(|k| k.bloom) {
                    Ok(BloomKind::Counting) => BLOOM_KIND_COUNTING,
                    Ok(BloomKind::Blocked) => BLOOM_KIND_BLOCKED,
                    _ => BLOOM_KIND_PLAIN,
                },
            ),
            Filter::Cuckoo => (
                info.cuckoo_fp_bits,
                info.cuckoo_bucket_bits,
                info.cuckoo_max_kicks,
            ),
        };
        SnapshotParams {
            filter,
            hash_version: info.hash_version,
            key_seed: info.key_seed(),
            a,
            b,
            c,
            normalization: Normalization::NONE,
        }
    }

    /// The engine kinds a board that takes this snapshot has (for its
    /// filter; the other's is the default).
    pub fn kinds(&self) -> FilterKinds {
        match (self.filter, bloom_kind_of(self.c)) {
            (Filter::Bloom, Some(BloomKind::Counting)) => FilterKinds::COUNTING,
            (Filter::Bloom, Some(BloomKind::Blocked)) => FilterKinds::BLOCKED,
            _ => FilterKinds::default(),
        }
    }

    /// Bytes per word in the file: as on the wire.
    pub fn word_bytes(&self) -> usize {
        self.kinds().word_bytes(self.filter)
    }

    /// Words of the filter's memory, if the address bits are sane: a
    /// blocked filter's `2^b` blocks of 512 words, a bank's `2^b` words, a
    /// Cuckoo filter's `2^b` buckets and its stash word.
    pub fn words(&self) -> Option<u64> {
        let bits = match self.kinds().bloom {
            BloomKind::Blocked if self.filter == Filter::Bloom => {
                self.b.checked_add(BLOCKED_BLOCK_WORDS_LOG2)?
            }
            _ => self.b,
        };
        (bits <= 30).then(|| (1u64 << bits) + (self.filter == Filter::Cuckoo) as u64)
    }

    /// Bytes of a snapshot file of these parameters, if the address bits
    /// are sane.
    pub fn file_len(&self) -> Option<u64> {
        Some(HEADER as u64 + self.words()? * self.word_bytes() as u64 + 4)
    }

    /// Refuses a board whose filter would read these words differently.
    pub fn check(&self, info: &Info) -> Result<(), SnapshotError> {
        let board = Self::of(info, self.filter);
        // A table holds the same items whatever its max kicks: not checked.
        let names: Vec<(&'static str, u64, u64)> = match self.filter {
            Filter::Bloom => vec![
                ("Bloom filter kind", self.c.into(), board.c.into()),
                (
                    "hash version",
                    self.hash_version.into(),
                    board.hash_version.into(),
                ),
                ("key seed", self.key_seed, board.key_seed),
                ("Bloom banks", self.a.into(), board.a.into()),
                ("Bloom bank address bits", self.b.into(), board.b.into()),
            ],
            Filter::Cuckoo => vec![
                (
                    "hash version",
                    self.hash_version.into(),
                    board.hash_version.into(),
                ),
                ("key seed", self.key_seed, board.key_seed),
                ("Cuckoo fingerprint bits", self.a.into(), board.a.into()),
                ("Cuckoo bucket address bits", self.b.into(), board.b.into()),
            ],
        };
        for (what, file, board) in names {
            if file != board {
                let show = |v: u64| match what {
                    "key seed" => format!("{v:#018x}"),
                    "Bloom filter kind" => u32::try_from(v)
                        .ok()
                        .and_then(bloom_kind_of)
                        .map_or_else(|| format!("kind {v}"), |k| k.name().into()),
                    _ => v.to_string(),
                };
                return Err(SnapshotError::Mismatch {
                    what,
                    file: show(file),
                    board: show(board),
                });
            }
        }
        Ok(())
    }
}

/// A filter's memory and the parameters it was taken with.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Snapshot {
    pub params: SnapshotParams,
    /// Snapshot words (Bloom words in the low 8 bits).
    pub words: Vec<u64>,
}

fn u32_at(b: &[u8], at: usize) -> u32 {
    u32::from_le_bytes([b[at], b[at + 1], b[at + 2], b[at + 3]])
}

impl Snapshot {
    /// The file's bytes.
    pub fn encode(&self) -> Vec<u8> {
        let p = &self.params;
        let wb = p.word_bytes();
        let mut out = Vec::with_capacity(HEADER + self.words.len() * wb + 4);
        out.extend_from_slice(&MAGIC);
        out.extend_from_slice(&FORMAT_VERSION.to_le_bytes());
        out.push(p.filter as u8);
        out.push(p.normalization.bits());
        out.extend_from_slice(&p.hash_version.to_le_bytes());
        out.extend_from_slice(&p.key_seed.to_le_bytes());
        for v in [p.a, p.b, p.c, wb as u32, self.words.len() as u32] {
            out.extend_from_slice(&v.to_le_bytes());
        }
        for w in &self.words {
            out.extend_from_slice(&w.to_le_bytes()[..wb]);
        }
        let crc = crc32(&out);
        out.extend_from_slice(&crc.to_le_bytes());
        out
    }

    /// Parses and checks a file: magic, version, length, CRC, then the
    /// header's consistency. Never allocates more than the input's size.
    pub fn decode(bytes: &[u8]) -> Result<Snapshot, SnapshotError> {
        if bytes.len() < MAGIC.len() || bytes[..MAGIC.len()] != MAGIC {
            return Err(SnapshotError::NotASnapshot);
        }
        if bytes.len() < HEADER + 4 {
            return Err(SnapshotError::Length {
                len: bytes.len(),
                want: (HEADER + 4) as u64,
            });
        }
        let version = u16::from_le_bytes([bytes[8], bytes[9]]);
        if version != FORMAT_VERSION {
            return Err(SnapshotError::UnsupportedVersion(version));
        }
        let wb = u32_at(bytes, 36) as u64;
        let words = u32_at(bytes, 40) as u64;
        let want = HEADER as u64 + wb * words + 4;
        if bytes.len() as u64 != want {
            return Err(SnapshotError::Length {
                len: bytes.len(),
                want,
            });
        }
        let (body, crc) = bytes.split_at(bytes.len() - 4);
        if crc32(body).to_le_bytes() != crc {
            return Err(SnapshotError::BadCrc);
        }
        let filter =
            Filter::try_from(bytes[10]).map_err(|_| SnapshotError::BadHeader("unknown filter"))?;
        let normalization = Normalization::from_bits(bytes[11])
            .ok_or(SnapshotError::BadHeader("unknown key normalisation bits"))?;
        let mut seed = [0u8; 8];
        seed.copy_from_slice(&bytes[16..24]);
        let params = SnapshotParams {
            filter,
            hash_version: u32_at(bytes, 12),
            key_seed: u64::from_le_bytes(seed),
            a: u32_at(bytes, 24),
            b: u32_at(bytes, 28),
            c: u32_at(bytes, 32),
            normalization,
        };
        if filter == Filter::Bloom && bloom_kind_of(params.c).is_none() {
            return Err(SnapshotError::BadHeader("unknown Bloom filter kind"));
        }
        if wb != params.word_bytes() as u64 {
            return Err(SnapshotError::BadHeader(
                "bytes per word do not fit the filter",
            ));
        }
        if params.words() != Some(words) {
            return Err(SnapshotError::BadHeader(
                "word count does not fit the address bits",
            ));
        }
        let words = body[HEADER..]
            .chunks_exact(wb as usize)
            .map(|c| {
                let mut w = [0u8; 8];
                w[..c.len()].copy_from_slice(c);
                u64::from_le_bytes(w)
            })
            .collect();
        Ok(Snapshot { params, words })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn info() -> Info {
        Info {
            hash_version: 1,
            key_seed_low: 7,
            bloom_banks: 4,
            bloom_addr_bits: 4,
            cuckoo_fp_bits: 12,
            cuckoo_bucket_bits: 2,
            cuckoo_max_kicks: 500,
            ..Default::default()
        }
    }

    fn cuckoo() -> Snapshot {
        Snapshot {
            params: SnapshotParams::of(&info(), Filter::Cuckoo),
            words: (0..5).map(|i| i * 0x0123_4567_89ab).collect(),
        }
    }

    #[test]
    fn round_trip_and_every_corruption_is_refused() {
        let s = cuckoo();
        let bytes = s.encode();
        assert_eq!(bytes.len(), HEADER + 5 * 8 + 4);
        assert_eq!(Snapshot::decode(&bytes).unwrap(), s);
        for i in 0..bytes.len() {
            let mut b = bytes.clone();
            b[i] ^= 0x10;
            assert!(Snapshot::decode(&b).is_err(), "flip at {i} accepted");
        }
        for n in 0..bytes.len() {
            assert!(
                Snapshot::decode(&bytes[..n]).is_err(),
                "truncation to {n} accepted"
            );
        }
        let mut long = bytes.clone();
        long.push(0);
        assert!(Snapshot::decode(&long).is_err());
    }

    #[test]
    fn the_normalisation_round_trips_and_unknown_bits_are_refused() {
        let mut s = cuckoo();
        s.params.normalization = "trim,nfc".parse().unwrap();
        let bytes = s.encode();
        assert_eq!(bytes[11], 0b101);
        assert_eq!(Snapshot::decode(&bytes).unwrap(), s);
        // A snapshot from before normalisations existed reads as none.
        assert_eq!(
            Snapshot::decode(&cuckoo().encode())
                .unwrap()
                .params
                .normalization,
            Normalization::NONE
        );
        let mut bad = bytes.clone();
        bad[11] = 0b1000;
        let crc = crc32(&bad[..bad.len() - 4]).to_le_bytes();
        let at = bad.len() - 4;
        bad[at..].copy_from_slice(&crc);
        assert!(matches!(
            Snapshot::decode(&bad),
            Err(SnapshotError::BadHeader(_))
        ));
    }

    #[test]
    fn a_board_with_other_parameters_is_refused() {
        let s = cuckoo();
        s.params.check(&info()).unwrap();
        let other = Info {
            cuckoo_bucket_bits: 3,
            ..info()
        };
        let e = s.params.check(&other).unwrap_err();
        assert!(e.to_string().contains("bucket address bits 2"), "{e}");
        let seed = Info {
            key_seed_high: 1,
            ..info()
        };
        assert!(matches!(
            s.params.check(&seed),
            Err(SnapshotError::Mismatch {
                what: "key seed",
                ..
            })
        ));
    }

    #[test]
    fn a_counting_filters_snapshot_has_four_byte_words_and_loads_on_its_kind_only() {
        let counting = Info {
            filter_kinds: FilterKinds::COUNTING.field(),
            ..info()
        };
        let s = Snapshot {
            params: SnapshotParams::of(&counting, Filter::Bloom),
            words: (0..16).map(|i| 0xF00F_u64 ^ i).collect(),
        };
        assert_eq!(
            (s.params.c, s.params.word_bytes()),
            (BLOOM_KIND_COUNTING, 4)
        );
        let bytes = s.encode();
        assert_eq!(bytes.len(), HEADER + 16 * 4 + 4);
        assert_eq!(Snapshot::decode(&bytes).unwrap(), s);
        s.params.check(&counting).unwrap();
        // Onto a plain filter of the same geometry, and the other way.
        let e = s.params.check(&info()).unwrap_err();
        assert_eq!(
            e.to_string(),
            "the snapshot was taken with Bloom filter kind counting, this board has bloom: refusing to load it"
        );
        let plain = SnapshotParams::of(&info(), Filter::Bloom);
        assert_eq!((plain.c, plain.word_bytes()), (BLOOM_KIND_PLAIN, 1));
        assert!(plain.check(&counting).is_err());
        // An unknown kind in the header is refused by name.
        let mut bad = bytes.clone();
        bad[32] = 4;
        let at = bad.len() - 4;
        let crc = crc32(&bad[..at]).to_le_bytes();
        bad[at..].copy_from_slice(&crc);
        assert_eq!(
            Snapshot::decode(&bad),
            Err(SnapshotError::BadHeader("unknown Bloom filter kind"))
        );
    }

    /// A blocked filter's snapshot: its memory's 16-bit words, 2 bytes
    /// each, `2^b` blocks of 512 of them; it loads on a blocked board of
    /// its geometry only.
    #[test]
    fn a_blocked_filters_snapshot_has_two_byte_words_of_every_block() {
        let blocked = Info {
            filter_kinds: FilterKinds::BLOCKED.field(),
            bloom_banks: 6,
            bloom_addr_bits: 3,
            ..info()
        };
        let params = SnapshotParams::of(&blocked, Filter::Bloom);
        assert_eq!((params.c, params.word_bytes()), (BLOOM_KIND_BLOCKED, 2));
        assert_eq!(params.words(), Some(8 * 512));
        let s = Snapshot {
            params,
            words: (0..8 * 512).map(|i| (i * 0x9e37) & 0xffff).collect(),
        };
        let bytes = s.encode();
        assert_eq!(bytes.len(), HEADER + 8 * 512 * 2 + 4);
        assert_eq!(Snapshot::decode(&bytes).unwrap(), s);
        s.params.check(&blocked).unwrap();
        let e = s.params.check(&info()).unwrap_err();
        assert_eq!(
            e.to_string(),
            "the snapshot was taken with Bloom filter kind blocked, this board has bloom: refusing to load it"
        );
        let bigger = Info {
            bloom_addr_bits: 4,
            ..blocked
        };
        assert!(s.params.check(&bigger).is_err());
    }

    #[test]
    fn a_header_claiming_huge_sizes_is_refused_without_allocating() {
        let mut b = cuckoo().encode();
        b[40..44].copy_from_slice(&u32::MAX.to_le_bytes());
        assert!(matches!(
            Snapshot::decode(&b),
            Err(SnapshotError::Length { .. })
        ));
    }
}
