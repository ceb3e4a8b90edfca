//! Named filters. The board has one table per engine, so every name of a
//! kind shares it: a name is mixed into its items' hash ([`item_key`]), the
//! registry keeps each name's reservation and counts, and a reservation
//! the table cannot honour is refused.
//!
//! - Bloom: the names' capacities add up, and the sum must fit the table at
//!   the strictest error rate any of them asked for
//!   ([`BloomGeometry::capacity`], of banks or of blocks): then every
//!   name's false-positive rate stays at or below what it reserved while
//!   each holds no more than its capacity. A name is non-scaling: an add beyond its capacity is refused
//!   (`ERR non scaling filter is full`, as RedisBloom's NONSCALING filters
//!   answer).
//! - Cuckoo: the capacities add up to at most the table's planned capacity
//!   (95% of its slots). The table itself answers FULL when it has no room.

use std::collections::BTreeMap;

use crate::normalize::Normalization;
use hwfilter_model::CuckooParams;
use hwfilter_model::geometry::BloomGeometry;
use hwfilter_model::protocol::{Filter, Info};
use serde::{Deserialize, Serialize};

/// RedisBloom's defaults for a filter created by an add to a missing name.
pub const BF_DEFAULT_ERROR_RATE: f64 = 0.01;
pub const BF_DEFAULT_CAPACITY: u64 = 100;
pub const CF_DEFAULT_CAPACITY: u64 = 1024;

/// Redis' reply to a command on a name of the other kind.
pub const WRONGTYPE: &str = "WRONGTYPE Operation against a key holding the wrong kind of value";

/// The 64-bit key the board hashes for `item` of filter `name`: xxh3-64
/// of the item, seeded with the board's key seed XOR the xxh3-64 of the
/// name (`docs/hashing.md`). Two names never share an item's key (but for
/// a 2^-64 chance), so they behave as separate filters in one table.
pub fn item_key(key_seed: u64, name: &[u8], item: &[u8]) -> u64 {
    use xxhash_rust::xxh3::{xxh3_64, xxh3_64_with_seed};
    xxh3_64_with_seed(item, key_seed ^ xxh3_64(name))
}

/// One name's reservation and counts.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Named {
    pub kind: Kind,
    /// Keys reserved.
    pub capacity: u64,
    /// Bloom: the false-positive rate reserved (Cuckoo: the table's).
    pub error_rate: f64,
    /// Bloom: adds answered 1 (new). Cuckoo: items added less items
    /// deleted (RedisBloom's "Number of items inserted").
    pub items: u64,
    /// Cuckoo: items deleted.
    pub deleted: u64,
    /// How the name's items are normalised before hashing: the server's
    /// `--normalize` when the name was created (none in a names.json from
    /// before normalisations existed).
    #[serde(default)]
    pub normalization: Normalization,
}

#[derive(Serialize, Deserialize)]
struct SavedName {
    name_hex: String,
    #[serde(flatten)]
    filter: Named,
}

/// A name's kind.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Kind {
    Bloom,
    Cuckoo,
}

impl Kind {
    /// The board filter that holds names of this kind.
    pub fn filter(self) -> Filter {
        match self {
            Kind::Bloom => Filter::Bloom,
            Kind::Cuckoo => Filter::Cuckoo,
        }
    }
}

/// Every name, and the board geometry reservations are checked against.
#[derive(Clone, Debug)]
pub struct Registry {
    bloom: BloomGeometry,
    /// `None` on a Bloom-only board: every CF.* command is refused.
    cuckoo: Option<CuckooParams>,
    key_seed: u64,
    /// Boards of this geometry the keys are spread over: their capacities
    /// add up.
    boards: u64,
    /// What new names' items are normalised with (`serve --normalize`).
    normalization: Normalization,
    names: BTreeMap<Vec<u8>, Named>,
}

impl Registry {
    /// An empty registry for the board `info` describes.
    pub fn new(info: &Info) -> Result<Self, String> {
        let bloom =
            BloomGeometry::of(info).map_err(|e| format!("the board's Bloom geometry: {e}"))?;
        let has_cuckoo = info
            .filter_kinds()
            .map_err(|e| format!("the board's filter kinds: {e}"))?
            .cuckoo;
        let cuckoo = has_cuckoo
            .then(|| {
                CuckooParams::new(
                    info.cuckoo_fp_bits,
                    info.cuckoo_bucket_bits,
                    info.cuckoo_max_kicks,
                )
            })
            .transpose()
            .map_err(|e| format!("the board's Cuckoo geometry: {e}"))?;
        Ok(Registry {
            bloom,
            cuckoo,
            key_seed: info.key_seed(),
            boards: 1,
            normalization: Normalization::NONE,
            names: BTreeMap::new(),
        })
    }

    /// Normalises the items of names created from now on with `n`; names
    /// that exist keep theirs, and their commands are refused while it
    /// differs ([`key`](Self::key)).
    pub fn set_normalization(&mut self, n: Normalization) {
        self.normalization = n;
    }

    /// Spreads the keys over `boards` boards of this geometry.
    pub fn set_boards(&mut self, boards: usize) {
        self.boards = boards.max(1) as u64;
    }

    /// How many boards the keys are spread over.
    pub fn boards(&self) -> u64 {
        self.boards
    }

    /// Bits of every board's Bloom filter together.
    pub fn bloom_bits(&self) -> u64 {
        self.bloom.total_bits() * self.boards
    }

    /// Cuckoo buckets of every board together.
    pub fn cuckoo_buckets(&self) -> u64 {
        self.cuckoo
            .map_or(0, |c| (1u64 << c.bucket_bits()) * self.boards)
    }

    /// What "the board" is in error texts.
    fn whose(&self) -> String {
        if self.boards == 1 {
            "the board's".into()
        } else {
            format!("the {} boards'", self.boards)
        }
    }

    /// One board's Bloom geometry.
    pub fn bloom(&self) -> &BloomGeometry {
        &self.bloom
    }

    /// One board's Cuckoo geometry, or the reply to a CF.* command on a
    /// Bloom-only board.
    pub fn cuckoo(&self) -> Result<&CuckooParams, String> {
        self.cuckoo.as_ref().ok_or_else(|| NO_CUCKOO.into())
    }

    /// What new names' items are normalised with.
    pub fn normalization(&self) -> Normalization {
        self.normalization
    }

    /// The key the board hashes for `item` of `name`, after the name's
    /// normalisation. Refused (the error reply's text) when the name was
    /// created under another normalisation than the server's, or when the
    /// item cannot be normalised.
    pub fn key(&self, name: &[u8], item: &[u8]) -> Result<u64, String> {
        if let Some(named) = self.names.get(name)
            && named.normalization != self.normalization
        {
            return Err(format!(
                "ERR filter '{}' holds items normalised with `{}`, this server normalises \
                 with `{}`: restart it with --normalize {}",
                String::from_utf8_lossy(name),
                named.normalization,
                self.normalization,
                named.normalization
            ));
        }
        let item = self
            .normalization
            .apply(item)
            .map_err(|e| format!("ERR item cannot be normalised: {e}"))?;
        Ok(item_key(self.key_seed, name, &item))
    }

    /// Every name, in byte order.
    pub fn names(&self) -> impl Iterator<Item = (&[u8], &Named)> {
        self.names.iter().map(|(k, v)| (k.as_slice(), v))
    }

    /// `name` if it is of `kind`; `Ok(None)` if it does not exist; the
    /// WRONGTYPE error if it is of the other kind.
    pub fn get(&self, name: &[u8], kind: Kind) -> Result<Option<&Named>, String> {
        match self.names.get(name) {
            Some(n) if n.kind != kind => Err(WRONGTYPE.into()),
            other => Ok(other),
        }
    }

    /// Reserves a Bloom filter `name` of `capacity` keys at `error_rate`.
    pub fn reserve_bloom(
        &mut self,
        name: &[u8],
        error_rate: f64,
        capacity: u64,
    ) -> Result<(), String> {
        self.check_new(name)?;
        let strictest = self
            .of_kind(Kind::Bloom)
            .map(|n| n.error_rate)
            .fold(error_rate, f64::min);
        let reserved: u64 = self.of_kind(Kind::Bloom).map(|n| n.capacity).sum();
        let holds = self.bloom.capacity(strictest) * self.boards;
        if reserved.saturating_add(capacity) > holds {
            return Err(format!(
                "ERR {} Bloom filter ({} bits) holds {holds} keys at error rate {strictest}; \
                 {reserved} are reserved by {} filter(s), so {capacity} more do not fit",
                self.whose(),
                self.bloom_bits(),
                self.of_kind(Kind::Bloom).count()
            ));
        }
        self.insert(name, Kind::Bloom, capacity, error_rate);
        Ok(())
    }

    /// Reserves a Cuckoo filter `name` of `capacity` keys.
    pub fn reserve_cuckoo(&mut self, name: &[u8], capacity: u64) -> Result<(), String> {
        let cuckoo = *self.cuckoo()?;
        self.check_new(name)?;
        let reserved: u64 = self.of_kind(Kind::Cuckoo).map(|n| n.capacity).sum();
        let holds = cuckoo.capacity() * self.boards;
        if reserved.saturating_add(capacity) > holds {
            return Err(format!(
                "ERR {} Cuckoo filter holds {holds} keys (95% of its {} slots); \
                 {reserved} are reserved by {} filter(s), so {capacity} more do not fit",
                self.whose(),
                cuckoo.slots() * self.boards,
                self.of_kind(Kind::Cuckoo).count()
            ));
        }
        let fpr = cuckoo.theoretical_fpr();
        self.insert(name, Kind::Cuckoo, capacity, fpr);
        Ok(())
    }

    /// `name` of `kind`, created with RedisBloom's defaults (or `capacity`)
    /// if missing and `create` allows; `Err` with the reply text otherwise.
    pub fn get_or_create(
        &mut self,
        name: &[u8],
        kind: Kind,
        create: Option<(f64, u64)>,
    ) -> Result<&Named, String> {
        if self.get(name, kind)?.is_none() {
            let Some((error_rate, capacity)) = create else {
                return Err(NOT_FOUND.into());
            };
            match kind {
                Kind::Bloom => self.reserve_bloom(name, error_rate, capacity)?,
                Kind::Cuckoo => self.reserve_cuckoo(name, capacity)?,
            }
        }
        Ok(&self.names[name])
    }

    /// Counts `added` new items and `deleted` deletions of `name`.
    pub fn count(&mut self, name: &[u8], added: u64, deleted: u64) {
        if let Some(n) = self.names.get_mut(name) {
            n.items = (n.items + added).saturating_sub(deleted);
            n.deleted += deleted;
        }
    }

    /// `filter`'s table was cleared or loaded whole: every name of its
    /// kind shares it, so each holds none of the items it counted.
    pub fn reset_counts(&mut self, filter: Filter) {
        for n in self.names.values_mut() {
            if n.kind.filter() == filter {
                n.items = 0;
                n.deleted = 0;
            }
        }
    }

    /// Refuses to load a whole `kind` table under `name` (LOADCHUNK) when
    /// `name` is of the other kind or other names share that table: the
    /// load would replace their items.
    pub fn check_loadable(&self, name: &[u8], kind: Kind) -> Result<(), String> {
        self.get(name, kind)?;
        let others: Vec<String> = self
            .names
            .iter()
            .filter(|(n, f)| f.kind == kind && n.as_slice() != name)
            .map(|(n, _)| format!("'{}'", String::from_utf8_lossy(n)))
            .collect();
        if others.is_empty() {
            return Ok(());
        }
        Err(format!(
            "ERR LOADCHUNK replaces {} whole {} table, which {} share(s): load it on a \
             server where no other name uses that table",
            self.whose(),
            match kind {
                Kind::Bloom => "Bloom",
                Kind::Cuckoo => "Cuckoo",
            },
            others.join(", ")
        ))
    }

    /// Puts `named`, loaded from a dump, under `name` (after
    /// [`Registry::check_loadable`] and the table's LOAD).
    pub fn put(&mut self, name: &[u8], named: Named) {
        self.names.insert(name.to_vec(), named);
    }

    /// The names as JSON (names as hex, since they are bytes), for SAVE.
    pub fn to_json(&self) -> String {
        let list: Vec<SavedName> = self
            .names
            .iter()
            .map(|(k, v)| SavedName {
                name_hex: k.iter().map(|b| format!("{b:02x}")).collect(),
                filter: v.clone(),
            })
            .collect();
        serde_json::to_string_pretty(&list).expect("names serialize")
    }

    /// Replaces the names with those `to_json` wrote.
    pub fn restore_json(&mut self, json: &str) -> Result<(), String> {
        let list: Vec<SavedName> =
            serde_json::from_str(json).map_err(|e| format!("names.json: {e}"))?;
        let mut names = BTreeMap::new();
        for n in list {
            let h = n.name_hex.as_bytes();
            if h.len() % 2 != 0 {
                return Err(format!("names.json: name {:?} is not hex", n.name_hex));
            }
            let name = h
                .chunks(2)
                .map(|c| {
                    std::str::from_utf8(c)
                        .ok()
                        .and_then(|c| u8::from_str_radix(c, 16).ok())
                })
                .collect::<Option<Vec<u8>>>()
                .ok_or_else(|| format!("names.json: name {:?} is not hex", n.name_hex))?;
            if n.filter.kind == Kind::Cuckoo && self.cuckoo.is_none() {
                return Err(format!(
                    "names.json: Cuckoo filter '{}' was saved from a board with a Cuckoo \
                     filter; this one is a Bloom-only build",
                    String::from_utf8_lossy(&name)
                ));
            }
            names.insert(name, n.filter);
        }
        self.names = names;
        Ok(())
    }

    fn of_kind(&self, kind: Kind) -> impl Iterator<Item = &Named> {
        self.names.values().filter(move |n| n.kind == kind)
    }

    fn check_new(&self, name: &[u8]) -> Result<(), String> {
        if self.names.contains_key(name) {
            // RedisBloom's reply to RESERVE of an existing key of either kind.
            return Err("ERR item exists".into());
        }
        Ok(())
    }

    fn insert(&mut self, name: &[u8], kind: Kind, capacity: u64, error_rate: f64) {
        self.names.insert(
            name.to_vec(),
            Named {
                kind,
                capacity,
                error_rate,
                items: 0,
                deleted: 0,
                normalization: self.normalization,
            },
        );
    }
}

/// RedisBloom's reply for a missing name (CF.DEL says `Not found`).
pub const NOT_FOUND: &str = "ERR not found";

/// The reply to a CF.* command on a Bloom-only board (no filter 1).
pub const NO_CUCKOO: &str = "ERR this board has no Cuckoo filter (a Bloom-only build): CF.* \
                             commands and HWF.* ones on filter cuckoo are refused, BF.* \
                             commands work";

#[cfg(test)]
mod tests {
    use super::*;
    use hwfilter_model::protocol::FilterKinds;

    fn registry() -> Registry {
        let info = Info {
            bloom_banks: 4,
            bloom_addr_bits: 14,
            cuckoo_fp_bits: 12,
            cuckoo_bucket_bits: 10,
            cuckoo_max_kicks: 500,
            key_seed_low: 7,
            filter_kinds: FilterKinds::PLAIN.field(),
            ..Default::default()
        };
        Registry::new(&info).unwrap()
    }

    #[test]
    fn a_bloom_only_board_refuses_cuckoo_names_and_keeps_bloom_ones() {
        let info = Info {
            bloom_banks: 7,
            bloom_addr_bits: 14,
            key_seed_low: 7,
            filter_kinds: FilterKinds::BLOOM_ONLY.field(),
            ..Default::default()
        };
        let mut r = Registry::new(&info).unwrap();
        assert_eq!(r.cuckoo().unwrap_err(), NO_CUCKOO);
        assert_eq!(r.cuckoo_buckets(), 0);
        assert_eq!(r.reserve_cuckoo(b"c", 10).unwrap_err(), NO_CUCKOO);
        assert_eq!(
            r.get_or_create(b"c", Kind::Cuckoo, Some((0.0, 10)))
                .unwrap_err(),
            NO_CUCKOO
        );
        r.reserve_bloom(b"b", 0.01, 1000).unwrap();
        // A save of a two-filter board with a Cuckoo name is refused.
        let mut both = registry();
        both.reserve_cuckoo(b"c", 10).unwrap();
        let e = r.restore_json(&both.to_json()).unwrap_err();
        assert!(e.contains("Bloom-only build"), "{e}");
    }

    #[test]
    fn names_separate_the_same_item() {
        let r = registry();
        assert_ne!(r.key(b"a", b"x"), r.key(b"b", b"x"));
        assert_eq!(r.key(b"a", b"x"), r.key(b"a", b"x"));
    }

    #[test]
    fn a_name_keeps_the_normalisation_it_was_created_with() {
        let mut r = registry();
        r.set_normalization("trim,fold-case".parse().unwrap());
        r.reserve_cuckoo(b"users", 100).unwrap();
        assert_eq!(r.key(b"users", b" Alice"), r.key(b"users", b"alice"));
        assert_eq!(
            r.key(b"users", b"alice").unwrap(),
            item_key(r.key_seed, b"users", b"alice")
        );
        assert!(r.key(b"users", b"\xff").unwrap_err().contains("not UTF-8"));
        // Saved and restored under another --normalize: refused, naming
        // what it was filled with.
        let json = r.to_json();
        let mut other = registry();
        other.restore_json(&json).unwrap();
        let e = other.key(b"users", b"alice").unwrap_err();
        assert!(e.contains("--normalize trim,fold-case"), "{e}");
        // A names.json from before normalisations existed reads as none.
        let mut list: serde_json::Value = serde_json::from_str(&json).unwrap();
        list[0]
            .as_object_mut()
            .unwrap()
            .remove("normalization")
            .unwrap();
        other.restore_json(&list.to_string()).unwrap();
        assert_eq!(
            other.key(b"users", b"A").unwrap(),
            item_key(other.key_seed, b"users", b"A")
        );
    }

    #[test]
    fn bloom_reservations_add_up_at_the_strictest_rate() {
        let mut r = registry();
        let holds = r.bloom().capacity(0.01);
        r.reserve_bloom(b"a", 0.01, holds / 2).unwrap();
        assert_eq!(
            r.reserve_bloom(b"a", 0.01, 1).unwrap_err(),
            "ERR item exists"
        );
        // Half at 1% leaves the other half at 1%, but not at 0.1%.
        let err = r.reserve_bloom(b"b", 0.001, holds - holds / 2).unwrap_err();
        assert!(err.contains("do not fit"), "{err}");
        r.reserve_bloom(b"b", 0.01, holds - holds / 2).unwrap();
        assert!(r.reserve_bloom(b"c", 0.01, 1).is_err());
        assert_eq!(r.get(b"a", Kind::Cuckoo).unwrap_err(), WRONGTYPE);
    }

    #[test]
    fn cuckoo_reservations_fit_the_table() {
        let mut r = registry();
        let holds = r.cuckoo().unwrap().capacity();
        r.reserve_cuckoo(b"c", holds).unwrap();
        let err = r
            .get_or_create(b"d", Kind::Cuckoo, Some((0.0, 1)))
            .unwrap_err();
        assert!(err.contains("do not fit"), "{err}");
        assert_eq!(
            r.get_or_create(b"e", Kind::Cuckoo, None).unwrap_err(),
            "ERR not found"
        );
        r.count(b"c", 3, 1);
        let c = r.get(b"c", Kind::Cuckoo).unwrap().unwrap();
        assert_eq!((c.items, c.deleted), (2, 1));
        let mut back = registry();
        back.restore_json(&r.to_json()).unwrap();
        assert_eq!(
            back.names().collect::<Vec<_>>(),
            r.names().collect::<Vec<_>>()
        );
        assert!(back.restore_json("[{\"name_hex\": \"zz\"}]").is_err());
    }
}
