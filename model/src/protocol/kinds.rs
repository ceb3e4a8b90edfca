//! Which engine answers each filter byte (INFO field 17), and what that
//! changes on the wire: the ops a filter takes and the size of its
//! snapshot words (`docs/protocol.md`, sections 3 and 5.1).
//!
//! | filter | kind | ops | snapshot word on the wire |
//! |--------|------|-----|---------------------------|
//! | 0 | [`BloomKind::Plain`] | INSERT, QUERY, CLEAR, STATS, DUMP, LOAD | 1 byte: bit `i` = bank `i` |
//! | 0 | [`BloomKind::Counting`] | those and DELETE | 4 bytes LE: nibble `i` = bank `i`'s counter |
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
}

impl BloomKind {
    /// Its name in INFO output, JSON and snapshots.
    pub fn name(self) -> &'static str {
        match self {
            BloomKind::Plain => "bloom",
            BloomKind::Counting => "counting",
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

    /// Every kind of board this host knows.
    pub const ALL: [FilterKinds; 3] = [Self::PLAIN, Self::COUNTING, Self::BLOOM_ONLY];

    /// The field's value.
    pub fn field(self) -> u32 {
        let cuckoo = if self.cuckoo { CUCKOO_KIND } else { NO_FILTER };
        self.bloom as u32 | (cuckoo as u32) << 8
    }

    /// The build's name: `bloom+cuckoo`, `counting+cuckoo`, `bloom`.
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
            k => {
                return Err(format!(
                    "filter 0's engine kind {k} (known: 1 bloom, 2 counting)"
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
    /// counting one's 4 (little-endian), the Cuckoo filter's 8
    /// (little-endian).
    pub fn word_bytes(self, filter: Filter) -> usize {
        match (filter, self.bloom) {
            (Filter::Bloom, BloomKind::Plain) => 1,
            (Filter::Bloom, BloomKind::Counting) => 4,
            (Filter::Cuckoo, _) => 8,
        }
    }

    /// Most words per DUMP reply (24 plain Bloom, 6 counting, 3 Cuckoo).
    pub fn dump_max_words(self, filter: Filter) -> usize {
        DUMP_MAX_BYTES / self.word_bytes(filter)
    }

    /// Most words per LOAD request (480 plain Bloom, 120 counting, 60
    /// Cuckoo).
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
        for bloom in [BloomKind::Plain, BloomKind::Counting] {
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
        let e = FilterKinds::from_field(0x0103).unwrap_err();
        assert!(e.contains("filter 0's engine kind 3"), "{e}");
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
