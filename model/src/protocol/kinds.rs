//! Which engine answers each filter byte (INFO field 17), and what that
//! changes on the wire: the ops a filter takes and the size of its
//! snapshot words (`docs/protocol.md`, sections 3 and 5.1).
//!
//! | filter | kind | ops | snapshot word on the wire |
//! |--------|------|-----|---------------------------|
//! | 0 | [`BloomKind::Plain`] | INSERT, QUERY, CLEAR, STATS, DUMP, LOAD | 1 byte: bit `i` = bank `i` |
//! | 0 | [`BloomKind::Counting`] | those and DELETE | 4 bytes LE: nibble `i` = bank `i`'s counter |
//! | 0 | [`BloomKind::Blocked`] | INSERT, QUERY, CLEAR, STATS, DUMP, LOAD | 2 bytes LE: a 16-bit memory word |
//! | 1 | Cuckoo | all but INFO's filter-free ones, COUNT included | 8 bytes LE (`docs/cuckoo.md`) |
//!
//! A Bloom-only build has no filter 1 (byte 1 of the field is 0): every op
//! but INFO on filter 1 is refused with `BAD_FILTER`, and INFO's Cuckoo
//! fields read 0. INFO accepts any filter byte. A request or reply is valid only against
//! the kinds of the board it goes to: [`Request::decode_for`] and
//! [`Reply::decode_for`] take them (`decode` assumes the default kinds, a
//! plain Bloom filter 0).
//!
//! [`Request::decode_for`]: super::Request::decode_for
//! [`Reply::decode_for`]: super::Reply::decode_for

use super::{DUMP_MAX_BYTES, Filter, LOAD_MAX_BYTES, MAX_KEYS, Op, filter};

/// Filter 0's engine (INFO field 17, byte 0).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum BloomKind {
    /// A Bloom filter of one bit per bank entry (snapshot words of `k`
    /// bits, one byte on the wire).
    #[default]
    Plain = 1,
    /// A counting Bloom filter of 4-bit counters (`model/src/counting.rs`):
    /// DELETE works, snapshot words hold one nibble per bank.
    Counting = 2,
    /// A blocked Bloom filter in an SDRAM (`model/src/blocked.rs`): every
    /// key's bits in one block of `2^13` bits ([`BLOCKED_BLOCK_BITS_LOG2`],
    /// one row). INFO's bank field holds `k`, its address field the block
    /// address bits; snapshot words are the memory's 16-bit words; STATS
    /// counts set bits per eighth of the blocks ([`blocked_geometry`]).
    Blocked = 3,
}

/// Blocks of a [`BloomKind::Blocked`] filter hold `2^13` bits: one row of
/// the SDRAM (512 words of 16 bits), opened once per op.
pub const BLOCKED_BLOCK_BITS_LOG2: u32 = 13;

/// A [`BloomKind::Blocked`] block's 16-bit words (snapshot words), log2:
/// 512 to a block.
pub const BLOCKED_BLOCK_WORDS_LOG2: u32 = BLOCKED_BLOCK_BITS_LOG2 - 4;

/// STATS' fill slots of a [`BloomKind::Blocked`] filter: set bits of each
/// eighth of the blocks, group `g` = blocks `g * 2^(a-3) .. (g+1) * 2^(a-3)`.
pub const BLOCKED_FILL_GROUPS_LOG2: u32 = 3;

/// A blocked filter's geometry from INFO's fields 8 and 9 (its `k` and
/// block address bits; [`BloomKind::Blocked`]), or what is wrong with it.
///
/// ```
/// use hwfilter_model::protocol::blocked_geometry;
/// let p = blocked_geometry(6, 15).unwrap(); // the ULX3S's 32 MB
/// assert_eq!(p.total_bits(), 1 << 28);
/// assert!(blocked_geometry(8, 15).is_err()); // 32 + 8 * 13 bits > 128
/// assert!(blocked_geometry(6, 2).is_err()); // fewer blocks than groups
/// ```
pub fn blocked_geometry(
    hashes: u32,
    block_addr_bits: u32,
) -> Result<crate::blocked::BlockedParams, String> {
    if block_addr_bits < BLOCKED_FILL_GROUPS_LOG2 {
        return Err(format!(
            "a blocked filter of 2^{block_addr_bits} blocks (at least 2^{BLOCKED_FILL_GROUPS_LOG2},              one per STATS fill group)"
        ));
    }
    crate::blocked::BlockedParams::new(block_addr_bits, BLOCKED_BLOCK_BITS_LOG2, hashes)
        .map_err(|e| format!("a blocked filter of k = {hashes}, 2^{block_addr_bits} blocks: {e}"))
}

impl BloomKind {
    /// Its name in INFO output, JSON and snapshots.
    pub fn name(self) -> &'static str {
        match self {
            BloomKind::Plain => "bloom",
            BloomKind::Counting => "counting",
            BloomKind::Blocked => "blocked",
        }
    }
}

/// Filter 1's engine (INFO field 17, byte 1): the Cuckoo filter.
pub const CUCKOO_KIND: u8 = 1;

/// INFO field 17, byte 1, of a build without filter 1 (Bloom only).
pub const NO_FILTER: u8 = 0;

/// INFO field 17: which engine answers each filter byte. A code this host
/// does not know is an error where it is read, not a guess: a board of
/// another engine answers differently.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct FilterKinds {
    pub bloom: BloomKind,
    /// Filter 1 is a Cuckoo filter (`false`: the build has no filter 1).
    pub cuckoo: bool,
}

impl Default for FilterKinds {
    /// Both engines, filter 0 a plain Bloom filter.
    fn default() -> Self {
        FilterKinds::PLAIN
    }
}

impl FilterKinds {
    /// A plain Bloom filter 0 and a Cuckoo filter 1 (the default build).
    pub const PLAIN: FilterKinds = FilterKinds {
        bloom: BloomKind::Plain,
        cuckoo: true,
    };

    /// A board whose filter 0 is a counting Bloom filter.
    pub const COUNTING: FilterKinds = FilterKinds {
        bloom: BloomKind::Counting,
        cuckoo: true,
    };

    /// A board with a plain Bloom filter 0 and no filter 1.
    pub const BLOOM_ONLY: FilterKinds = FilterKinds {
        bloom: BloomKind::Plain,
        cuckoo: false,
    };

    /// A board whose filter 0 is a blocked Bloom filter in SDRAM, with a
    /// Cuckoo filter 1.
    pub const BLOCKED: FilterKinds = FilterKinds {
        bloom: BloomKind::Blocked,
        cuckoo: true,
    };

    /// Every kind of board this host knows.
    pub const ALL: [FilterKinds; 4] =
        [Self::PLAIN, Self::COUNTING, Self::BLOOM_ONLY, Self::BLOCKED];

    /// The field's value.
    pub fn field(self) -> u32 {
        let cuckoo = if self.cuckoo { CUCKOO_KIND } else { NO_FILTER };
        self.bloom as u32 | (cuckoo as u32) << 8
    }

    /// The build's name: `bloom+cuckoo`, `counting+cuckoo`, `bloom`,
    /// `blocked+cuckoo`.
    pub fn name(self) -> String {
        if self.cuckoo {
            format!("{}+cuckoo", self.bloom.name())
        } else {
            self.bloom.name().to_string()
        }
    }

    /// From the field, or what about it this host does not know.
    pub fn from_field(f: u32) -> Result<FilterKinds, String> {
        let bloom = match f & 0xFF {
            1 => BloomKind::Plain,
            2 => BloomKind::Counting,
            3 => BloomKind::Blocked,
            k => {
                return Err(format!(
                    "filter 0's engine kind {k} (known: 1 bloom, 2 counting, 3 blocked)"
                ));
            }
        };
        let cuckoo = match (f >> 8) & 0xFF {
            1 => true,
            0 => false,
            k => {
                return Err(format!(
                    "filter 1's engine kind {k} (known: 0 none, 1 cuckoo)"
                ));
            }
        };
        if f >> 16 != 0 {
            return Err(format!("filter kinds {f:#010x}: bits 16..32 are not 0"));
        }
        Ok(FilterKinds { bloom, cuckoo })
    }

    /// Does the board have filter `f`?
    pub fn has(self, f: Filter) -> bool {
        match f {
            Filter::Bloom => true,
            Filter::Cuckoo => self.cuckoo,
        }
    }

    /// Is the op defined for this filter byte? INFO accepts any byte, COUNT
    /// only the Cuckoo filter, DELETE the Cuckoo filter and a counting
    /// Bloom filter, the others 0 and 1 — filter 1 only on a board that
    /// has it.
    pub fn accepts(self, op: Op, filter: u8) -> bool {
        if op == Op::Info {
            return true;
        }
        if filter == filter::CUCKOO && !self.cuckoo {
            return false;
        }
        match op {
            Op::Count => filter == filter::CUCKOO,
            Op::Delete => {
                filter == filter::CUCKOO
                    || (filter == filter::BLOOM && self.bloom == BloomKind::Counting)
            }
            _ => filter <= filter::CUCKOO,
        }
    }

    /// Bytes per snapshot word on the wire: a plain Bloom filter's 1, a
    /// blocked one's 2, a counting one's 4, the Cuckoo filter's 8 (all
    /// little-endian).
    pub fn word_bytes(self, filter: Filter) -> usize {
        match (filter, self.bloom) {
            (Filter::Bloom, BloomKind::Plain) => 1,
            (Filter::Bloom, BloomKind::Blocked) => 2,
            (Filter::Bloom, BloomKind::Counting) => 4,
            (Filter::Cuckoo, _) => 8,
        }
    }

    /// Most words per DUMP reply (24 plain Bloom, 12 blocked, 6 counting,
    /// 3 Cuckoo).
    pub fn dump_max_words(self, filter: Filter) -> usize {
        DUMP_MAX_BYTES / self.word_bytes(filter)
    }

    /// Most words per LOAD request (480 plain Bloom, 240 blocked, 120
    /// counting, 60 Cuckoo).
    pub fn load_max_words(self, filter: Filter) -> usize {
        LOAD_MAX_BYTES / self.word_bytes(filter)
    }

    /// Request payload length for `(op, filter, count)`, or `None` when
    /// `count` is outside the op's range: 0 for INFO/CLEAR/COUNT/STATS;
    /// `1..=MAX_KEYS` keys; `1..=` the filter's DUMP/LOAD maximum words.
    /// `filter` must be one the op [accepts](Self::accepts).
    pub fn request_payload_len(self, op: Op, filter: u8, count: u16) -> Option<usize> {
        let c = count as usize;
        let f = Filter::try_from(filter).unwrap_or(Filter::Cuckoo);
        let wb = self.word_bytes(f);
        match op {
            Op::Info | Op::Clear | Op::Count | Op::Stats => (c == 0).then_some(0),
            Op::Insert | Op::Query | Op::Delete => (1..=MAX_KEYS).contains(&c).then_some(8 * c),
            Op::Dump => (1..=DUMP_MAX_BYTES / wb).contains(&c).then_some(4),
            Op::Load => (1..=LOAD_MAX_BYTES / wb).contains(&c).then_some(4 + c * wb),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::protocol::Info;

    #[test]
    fn filter_kinds_round_trip_and_unknown_kinds_are_named() {
        for bloom in [BloomKind::Plain, BloomKind::Counting, BloomKind::Blocked] {
            for cuckoo in [false, true] {
                let k = FilterKinds { bloom, cuckoo };
                assert_eq!(FilterKinds::from_field(k.field()), Ok(k));
            }
        }
        assert_eq!(FilterKinds::default().field(), 0x0101);
        assert_eq!(FilterKinds::COUNTING.field(), 0x0102);
        assert_eq!(FilterKinds::BLOOM_ONLY.field(), 0x0001);
        assert_eq!(FilterKinds::BLOOM_ONLY.name(), "bloom");
        assert_eq!(FilterKinds::COUNTING.name(), "counting+cuckoo");
        assert_eq!(BloomKind::Counting.name(), "counting");
        assert_eq!(FilterKinds::BLOCKED.field(), 0x0103);
        assert_eq!(FilterKinds::BLOCKED.name(), "blocked+cuckoo");
        let e = FilterKinds::from_field(0x0104).unwrap_err();
        assert!(e.contains("filter 0's engine kind 4"), "{e}");
        let e = FilterKinds::from_field(0x0201).unwrap_err();
        assert!(e.contains("filter 1's engine kind 2"), "{e}");
        assert!(FilterKinds::from_field(0x1_0101).is_err());
        // A board whose INFO predates the field reads 0 there.
        assert!(Info::default().filter_kinds().is_err());
    }

    #[test]
    fn delete_and_word_sizes_follow_filter_zeros_kind() {
        let (plain, counting) = (FilterKinds::default(), FilterKinds::COUNTING);
        assert!(!plain.accepts(Op::Delete, filter::BLOOM));
        assert!(counting.accepts(Op::Delete, filter::BLOOM));
        for k in [plain, counting] {
            assert!(k.accepts(Op::Delete, filter::CUCKOO));
            assert!(!k.accepts(Op::Count, filter::BLOOM));
            assert!(!k.accepts(Op::Query, 2));
            assert!(k.accepts(Op::Info, 0x99));
            assert_eq!(k.word_bytes(Filter::Cuckoo), 8);
        }
        assert_eq!(
            (
                plain.dump_max_words(Filter::Bloom),
                plain.load_max_words(Filter::Bloom)
            ),
            (24, 480)
        );
        assert_eq!(
            (
                counting.dump_max_words(Filter::Bloom),
                counting.load_max_words(Filter::Bloom)
            ),
            (6, 120)
        );
        assert_eq!(
            counting.request_payload_len(Op::Load, 0, 120),
            Some(4 + 480)
        );
        assert_eq!(counting.request_payload_len(Op::Load, 0, 121), None);
        assert_eq!(plain.request_payload_len(Op::Load, 0, 121), Some(4 + 121));
        assert_eq!(counting.request_payload_len(Op::Dump, 0, 7), None);
    }

    #[test]
    fn a_blocked_filter_has_2_byte_words_and_no_delete() {
        let k = FilterKinds::BLOCKED;
        assert!(!k.accepts(Op::Delete, filter::BLOOM));
        assert!(k.accepts(Op::Delete, filter::CUCKOO));
        assert_eq!(k.word_bytes(Filter::Bloom), 2);
        assert_eq!(
            (
                k.dump_max_words(Filter::Bloom),
                k.load_max_words(Filter::Bloom)
            ),
            (12, 240)
        );
        assert_eq!(k.request_payload_len(Op::Load, 0, 240), Some(4 + 480));
        assert_eq!(k.request_payload_len(Op::Load, 0, 241), None);
        assert_eq!(k.request_payload_len(Op::Dump, 0, 13), None);
        let p = blocked_geometry(6, 15).unwrap();
        assert_eq!(
            (p.hashes(), p.block_addr_bits(), p.block_bits()),
            (6, 15, 8192)
        );
        for (k, a) in [(0, 10), (8, 10), (6, 33)] {
            let e = blocked_geometry(k, a).unwrap_err();
            assert!(
                e.starts_with(&format!("a blocked filter of k = {k}")),
                "{e}"
            );
        }
        let e = blocked_geometry(6, 2).unwrap_err();
        assert!(e.contains("at least 2^3"), "{e}");
    }

    #[test]
    fn a_bloom_only_board_refuses_every_op_on_filter_1_but_info() {
        let k = FilterKinds::BLOOM_ONLY;
        for op in [
            Op::Insert,
            Op::Query,
            Op::Delete,
            Op::Clear,
            Op::Count,
            Op::Stats,
            Op::Dump,
            Op::Load,
        ] {
            assert!(!k.accepts(op, filter::CUCKOO), "{op:?}");
        }
        assert!(k.accepts(Op::Info, filter::CUCKOO));
        assert!(k.accepts(Op::Insert, filter::BLOOM));
        assert!(!k.accepts(Op::Delete, filter::BLOOM));
        assert!(!k.has(Filter::Cuckoo) && k.has(Filter::Bloom));
    }
}
