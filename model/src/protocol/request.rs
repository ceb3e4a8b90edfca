//! [`Request`]: the host's packets, built by the host and decoded and
//! checked by the board in the specification's order.

use super::crc::{check_frame, push_crc};
use super::payload::{le_u32, le_u64};
use super::{
    CRC_BYTES, Filter, FilterKinds, MAX_FRAME, MIN_FRAME, Op, ProtocolError, REQUEST_HEADER,
    VERSION, filter,
};

/// A request packet (host to board), decoded. `op` and `filter` are raw
/// bytes so that malformed requests can be built for tests; `count` is
/// what the header says, whatever the payload holds.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Request {
    pub version: u8,
    pub seq: u8,
    pub op: u8,
    pub filter: u8,
    pub count: u16,
    pub payload: Vec<u8>,
}

/// `len` as a count field, saturating (a request with more than 65535
/// items is invalid anyway).
fn count_of(len: usize) -> u16 {
    u16::try_from(len).unwrap_or(u16::MAX)
}

impl Request {
    /// A version-1 request.
    pub fn new(seq: u8, op: Op, filter: u8, count: u16, payload: Vec<u8>) -> Self {
        Request {
            version: VERSION,
            seq,
            op: op as u8,
            filter,
            count,
            payload,
        }
    }

    /// INFO (filter 0).
    pub fn info(seq: u8) -> Self {
        Self::new(seq, Op::Info, filter::BLOOM, 0, Vec::new())
    }

    /// CLEAR.
    pub fn clear(seq: u8, filter: Filter) -> Self {
        Self::new(seq, Op::Clear, filter as u8, 0, Vec::new())
    }

    fn keys_request(seq: u8, op: Op, filter: Filter, keys: &[u64]) -> Self {
        let payload = keys.iter().flat_map(|k| k.to_le_bytes()).collect();
        Self::new(seq, op, filter as u8, count_of(keys.len()), payload)
    }

    /// INSERT of `keys` (the caller keeps to 1..=[`MAX_KEYS`](super::MAX_KEYS)).
    pub fn insert(seq: u8, filter: Filter, keys: &[u64]) -> Self {
        Self::keys_request(seq, Op::Insert, filter, keys)
    }

    /// QUERY of `keys`.
    pub fn query(seq: u8, filter: Filter, keys: &[u64]) -> Self {
        Self::keys_request(seq, Op::Query, filter, keys)
    }

    /// DELETE of `keys` (defined for the Cuckoo filter only).
    pub fn delete(seq: u8, filter: Filter, keys: &[u64]) -> Self {
        Self::keys_request(seq, Op::Delete, filter, keys)
    }

    /// COUNT (defined for the Cuckoo filter only).
    pub fn count(seq: u8, filter: Filter) -> Self {
        Self::new(seq, Op::Count, filter as u8, 0, Vec::new())
    }

    /// STATS.
    pub fn stats(seq: u8, filter: Filter) -> Self {
        Self::new(seq, Op::Stats, filter as u8, 0, Vec::new())
    }

    /// DUMP of `words` snapshot words from `addr`.
    pub fn dump(seq: u8, filter: Filter, addr: u32, words: u16) -> Self {
        Self::new(
            seq,
            Op::Dump,
            filter as u8,
            words,
            addr.to_le_bytes().to_vec(),
        )
    }

    /// LOAD of `words` from `addr` to a board of the default kinds: Bloom
    /// words go as 1 byte each (bits above 8 are dropped), Cuckoo words as
    /// 8 bytes little-endian.
    pub fn load(seq: u8, filter: Filter, addr: u32, words: &[u64]) -> Self {
        Self::load_for(seq, filter, addr, words, FilterKinds::default())
    }

    /// LOAD of `words` from `addr` to a board of `kinds`: each word as
    /// its filter's [`word_bytes`](FilterKinds::word_bytes), little-endian
    /// (higher bits are dropped).
    pub fn load_for(seq: u8, filter: Filter, addr: u32, words: &[u64], kinds: FilterKinds) -> Self {
        let mut payload = addr.to_le_bytes().to_vec();
        for &w in words {
            payload.extend_from_slice(&w.to_le_bytes()[..kinds.word_bytes(filter)]);
        }
        Self::new(seq, Op::Load, filter as u8, count_of(words.len()), payload)
    }

    /// The packet: header, payload, CRC.
    pub fn encode(&self) -> Vec<u8> {
        let mut out = Vec::with_capacity(MIN_FRAME + self.payload.len());
        out.extend_from_slice(&[self.version, self.seq, self.op, self.filter]);
        out.extend_from_slice(&self.count.to_le_bytes());
        out.extend_from_slice(&self.payload);
        push_crc(&mut out);
        out
    }

    /// Decodes and validates a request the way the board does, steps 1-5 of
    /// "Order of checks", first failure first: length `10..=512`
    /// (TooShort/TooLong), CRC (BadCrc), version (BadVersion), opcode
    /// (UnknownOpcode), filter (BadFilter), count (BadCount) and payload
    /// length (BadLength); to a board of the default kinds.
    pub fn decode(frame: &[u8]) -> Result<Request, ProtocolError> {
        Self::decode_for(frame, FilterKinds::default())
    }

    /// As [`decode`](Self::decode), to a board of `kinds` (INFO field 17):
    /// which filter takes DELETE, how wide its snapshot words are.
    pub fn decode_for(frame: &[u8], kinds: FilterKinds) -> Result<Request, ProtocolError> {
        check_frame(frame, MIN_FRAME, MAX_FRAME)?;
        let version = frame[0];
        if version != VERSION {
            return Err(ProtocolError::BadVersion(version));
        }
        let op = Op::try_from(frame[2])?;
        let filter = frame[3];
        if !kinds.accepts(op, filter) {
            return Err(ProtocolError::BadFilter {
                op: op as u8,
                filter,
            });
        }
        let count = u16::from_le_bytes([frame[4], frame[5]]);
        let payload = &frame[REQUEST_HEADER..frame.len() - CRC_BYTES];
        let expected =
            kinds
                .request_payload_len(op, filter, count)
                .ok_or(ProtocolError::BadCount {
                    op: op as u8,
                    count,
                })?;
        if payload.len() != expected {
            return Err(ProtocolError::BadLength {
                op: op as u8,
                expected,
                got: payload.len(),
            });
        }
        Ok(Request {
            version,
            seq: frame[1],
            op: op as u8,
            filter,
            count,
            payload: payload.to_vec(),
        })
    }

    /// The keys of an INSERT/QUERY/DELETE (whole 8-byte groups of the
    /// payload).
    pub fn keys(&self) -> Vec<u64> {
        self.payload.chunks_exact(8).map(le_u64).collect()
    }

    /// The first address of a DUMP/LOAD (the first 4 payload bytes).
    pub fn address(&self) -> Option<u32> {
        (self.payload.len() >= 4).then(|| le_u32(&self.payload, 0))
    }

    /// The words of a LOAD to a board of the default kinds (after the
    /// address; 1 byte each on the Bloom filter, 8 bytes little-endian
    /// otherwise).
    pub fn load_words(&self) -> Vec<u64> {
        self.load_words_for(FilterKinds::default())
    }

    /// The words of a LOAD to a board of `kinds`, each its filter's
    /// [`word_bytes`](FilterKinds::word_bytes), little-endian.
    pub fn load_words_for(&self, kinds: FilterKinds) -> Vec<u64> {
        let wb = Filter::try_from(self.filter).map_or(8, |f| kinds.word_bytes(f));
        self.payload
            .get(4..)
            .unwrap_or_default()
            .chunks_exact(wb)
            .map(|c| {
                let mut w = [0u8; 8];
                w[..wb].copy_from_slice(c);
                u64::from_le_bytes(w)
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::Request;
    use crate::protocol::{Filter, MAX_KEYS, MIN_FRAME, ProtocolError};

    #[test]
    fn request_round_trips() {
        let reqs = [
            Request::info(7),
            Request::clear(1, Filter::Cuckoo),
            Request::insert(2, Filter::Bloom, &[1, u64::MAX, 0]),
            Request::query(3, Filter::Cuckoo, &(0..60).collect::<Vec<_>>()),
            Request::delete(4, Filter::Cuckoo, &[9]),
            Request::count(5, Filter::Cuckoo),
            Request::stats(6, Filter::Bloom),
            Request::dump(7, Filter::Bloom, 100, 24),
            Request::dump(8, Filter::Cuckoo, 1 << 20, 3),
            Request::load(9, Filter::Bloom, 5, &[1, 2, 0xFF]),
            Request::load(10, Filter::Cuckoo, 0, &[u64::MAX, 1 << 63]),
        ];
        for r in reqs {
            let p = r.encode();
            assert_eq!(p.len(), MIN_FRAME + r.payload.len());
            assert_eq!(Request::decode(&p).unwrap(), r);
        }
        let r = Request::insert(0, Filter::Bloom, &[5, 6]);
        assert_eq!(r.keys(), [5, 6]);
        let r = Request::load(0, Filter::Cuckoo, 17, &[3, 4]);
        assert_eq!((r.address(), r.load_words()), (Some(17), vec![3, 4]));
        let r = Request::load(0, Filter::Bloom, 17, &[0x1FF, 4]);
        assert_eq!(r.load_words(), [0xFF, 4]);
        assert_eq!(Request::info(0).address(), None);
        // The largest requests fit in a frame.
        let p = Request::insert(0, Filter::Bloom, &[1; MAX_KEYS]).encode();
        assert_eq!(p.len(), 490);
        let p = Request::load(0, Filter::Bloom, 0, &[1; 480]).encode();
        assert_eq!(p.len(), 494);
    }

    #[test]
    fn request_errors_in_order() {
        let e = |p: &[u8]| Request::decode(p).unwrap_err();
        assert_eq!(e(&[1; 9]), ProtocolError::TooShort { len: 9, min: 10 });
        assert_eq!(e(&[1; 513]), ProtocolError::TooLong { len: 513, max: 512 });
        let mut p = Request::info(0).encode();
        p[9] ^= 1;
        assert!(matches!(e(&p), ProtocolError::BadCrc { .. }));
        let fix = |r: Request| r.encode();
        let base = Request::query(0, Filter::Bloom, &[1]);
        // Bad version wins over a bad opcode.
        let r = Request {
            version: 2,
            op: 0x40,
            ..base.clone()
        };
        assert_eq!(e(&fix(r)), ProtocolError::BadVersion(2));
        let r = Request {
            op: 0,
            filter: 9,
            ..base.clone()
        };
        assert_eq!(e(&fix(r)), ProtocolError::UnknownOpcode(0));
        let r = Request {
            filter: 2,
            count: 0,
            ..base.clone()
        };
        assert_eq!(e(&fix(r)), ProtocolError::BadFilter { op: 4, filter: 2 });
        let r = Request::delete(0, Filter::Bloom, &[1]);
        assert_eq!(e(&fix(r)), ProtocolError::BadFilter { op: 5, filter: 0 });
        let r = Request {
            count: 0,
            ..base.clone()
        };
        assert_eq!(e(&fix(r)), ProtocolError::BadCount { op: 4, count: 0 });
        let r = Request::query(0, Filter::Bloom, &[1; 61]);
        assert_eq!(e(&fix(r)), ProtocolError::BadCount { op: 4, count: 61 });
        let r = Request {
            count: 2,
            ..base.clone()
        };
        assert_eq!(
            e(&fix(r)),
            ProtocolError::BadLength {
                op: 4,
                expected: 16,
                got: 8
            }
        );
        assert!(matches!(
            e(&Request::dump(0, Filter::Cuckoo, 0, 4).encode()),
            ProtocolError::BadCount { count: 4, .. }
        ));
        assert!(Request::decode(&Request::dump(0, Filter::Bloom, 0, 24).encode()).is_ok());
        assert!(matches!(
            e(&Request::load(0, Filter::Cuckoo, 0, &[0; 61]).encode()),
            ProtocolError::BadCount { count: 61, .. }
        ));
        let r = Request {
            count: 1,
            ..Request::info(0)
        };
        assert!(matches!(e(&fix(r)), ProtocolError::BadCount { .. }));
        // INFO takes any filter byte.
        let r = Request {
            filter: 0xEE,
            ..Request::info(0)
        };
        assert!(Request::decode(&fix(r)).is_ok());
    }
}
