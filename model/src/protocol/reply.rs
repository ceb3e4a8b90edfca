//! [`Reply`]: the board's packets, built by the board (and its model) and
//! decoded by the host, which accepts exactly what a correct board can send.

use super::crc::{check_frame, push_crc};
use super::payload::{fields, le_u32};
use super::{
    BloomKind, CRC_BYTES, Filter, FilterKinds, INFO_FIELDS, Info, MAX_KEYS, MAX_REPLY, MIN_REPLY,
    NAK, Op, ProtocolError, REPLY_FLAG, REPLY_HEADER, STATS_FIELDS, Stats, Status, VERSION, code,
    filter, status,
};

/// A reply packet (board to host), decoded. Raw bytes, so that the board
/// model can echo whatever a bad request carried.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Reply {
    pub version: u8,
    pub seq: u8,
    pub op: u8,
    pub filter: u8,
    pub count: u16,
    pub status: u8,
    pub payload: Vec<u8>,
}

impl Reply {
    /// A NAK: opcode `0xFF`, filter 0, count 0, no payload; `seq` is the
    /// board's expected number (BUSY: the dropped frame's).
    pub fn nak(seq: u8, status: Status) -> Self {
        Reply {
            version: VERSION,
            seq,
            op: NAK,
            filter: 0,
            count: 0,
            status: status as u8,
            payload: Vec::new(),
        }
    }

    /// An error reply echoing a request: opcode `request_op | 0x80`, the
    /// request's filter byte, count 0, no payload.
    pub fn error(seq: u8, request_op: u8, filter: u8, status: Status) -> Self {
        Reply {
            version: VERSION,
            seq,
            op: request_op | REPLY_FLAG,
            filter,
            count: 0,
            status: status as u8,
            payload: Vec::new(),
        }
    }

    /// A successful reply (status OK or FULL).
    pub fn success(
        seq: u8,
        op: Op,
        filter: u8,
        count: u16,
        status: Status,
        payload: Vec<u8>,
    ) -> Self {
        Reply {
            version: VERSION,
            seq,
            op: op.reply_op(),
            filter,
            count,
            status: status as u8,
            payload,
        }
    }

    /// The packet: header, payload, CRC.
    pub fn encode(&self) -> Vec<u8> {
        let mut out = Vec::with_capacity(MIN_REPLY + self.payload.len());
        out.extend_from_slice(&[self.version, self.seq, self.op, self.filter]);
        out.extend_from_slice(&self.count.to_le_bytes());
        out.push(self.status);
        out.extend_from_slice(&self.payload);
        push_crc(&mut out);
        out
    }

    /// Is this a NAK (opcode `0xFF` and a NAK status)? An UNKNOWN_OPCODE or
    /// UNSUPPORTED_VERSION reply to request opcode `0x7F`/`0xFF` also
    /// carries opcode `0xFF` but is not a NAK.
    pub fn is_nak(&self) -> bool {
        self.op == NAK && Status::try_from(self.status).is_ok_and(Status::is_nak)
    }

    /// The request opcode this replies to, if it is one of the table (None
    /// for NAKs and most replies to unknown opcodes; an UNKNOWN_OPCODE reply
    /// to request opcode `0x81..=0x89` maps to a table opcode, so check the
    /// status too).
    pub fn request_op(&self) -> Option<Op> {
        if self.op & REPLY_FLAG == 0 {
            return None;
        }
        Op::try_from(self.op & !REPLY_FLAG).ok()
    }

    /// Decodes a reply and checks that a correct board could have sent it
    /// (`docs/protocol.md` sections 2, 3 and 5): length, CRC, version,
    /// status, opcode, filter, and for OK/FULL replies count, payload
    /// length, per-key codes, padding bits and fixed fields. Any other
    /// reply is an error; nothing panics. A board of the default kinds
    /// (a plain Bloom filter 0); [`decode_for`](Self::decode_for) takes
    /// the board's.
    pub fn decode(frame: &[u8]) -> Result<Reply, ProtocolError> {
        Self::decode_for(frame, FilterKinds::default())
    }

    /// As [`decode`](Self::decode), from a board of `kinds` (INFO field
    /// 17): which filter takes DELETE, how wide its snapshot words are.
    pub fn decode_for(frame: &[u8], kinds: FilterKinds) -> Result<Reply, ProtocolError> {
        check_frame(frame, MIN_REPLY, MAX_REPLY)?;
        let r = Reply {
            version: frame[0],
            seq: frame[1],
            op: frame[2],
            filter: frame[3],
            count: u16::from_le_bytes([frame[4], frame[5]]),
            status: frame[6],
            payload: frame[REPLY_HEADER..frame.len() - CRC_BYTES].to_vec(),
        };
        r.validate_for(kinds)?;
        Ok(r)
    }

    /// The structural checks of [`decode`](Self::decode) on a reply in
    /// memory.
    pub fn validate(&self) -> Result<(), ProtocolError> {
        self.validate_for(FilterKinds::default())
    }

    /// The structural checks of [`decode_for`](Self::decode_for) on a
    /// reply in memory.
    pub fn validate_for(&self, kinds: FilterKinds) -> Result<(), ProtocolError> {
        if self.version != VERSION {
            return Err(ProtocolError::BadVersion(self.version));
        }
        let st = Status::try_from(self.status)?;
        let op = self.op;
        if op & REPLY_FLAG == 0 {
            return Err(ProtocolError::UnknownOpcode(op));
        }
        let req = Op::try_from(op & !REPLY_FLAG).ok();
        let bad_status = ProtocolError::BadStatus {
            op,
            status: self.status,
        };
        // The op must be one of the table and defined for the filter.
        let known = |req: Option<Op>| -> Result<Op, ProtocolError> {
            let r = req.ok_or(ProtocolError::UnknownOpcode(op))?;
            if !kinds.accepts(r, self.filter) {
                return Err(ProtocolError::BadFilter {
                    op,
                    filter: self.filter,
                });
            }
            Ok(r)
        };
        match st {
            Status::BadCrc | Status::Busy | Status::OutOfSequence => {
                if op != NAK {
                    return Err(bad_status);
                }
                self.check_nak()
            }
            Status::BadLength if op == NAK => self.check_nak(),
            Status::BadLength => {
                known(req)?;
                self.check_empty()
            }
            // Any opcode: a request opcode with bit 7 set is unknown, and its
            // reply opcode (`| 0x80`) is the same byte, 0x81..=0x89
            // included.
            Status::UnsupportedVersion | Status::UnknownOpcode => self.check_empty(),
            Status::BadFilter => {
                let r = req.ok_or(ProtocolError::UnknownOpcode(op))?;
                if kinds.accepts(r, self.filter) {
                    return Err(bad_status);
                }
                self.check_empty()
            }
            Status::BadParam => {
                let r = known(req)?;
                if !matches!(r, Op::Dump | Op::Load) {
                    return Err(bad_status);
                }
                self.check_empty()
            }
            Status::Ok | Status::Full => {
                let r = known(req)?;
                if st == Status::Full && !(r == Op::Insert && self.filter == filter::CUCKOO) {
                    return Err(bad_status);
                }
                self.check_success(r, st, kinds)
            }
        }
    }

    fn check_count(&self, ok: bool) -> Result<(), ProtocolError> {
        if ok {
            Ok(())
        } else {
            Err(ProtocolError::BadCount {
                op: self.op,
                count: self.count,
            })
        }
    }

    fn check_len(&self, expected: usize) -> Result<(), ProtocolError> {
        if self.payload.len() == expected {
            Ok(())
        } else {
            Err(ProtocolError::BadLength {
                op: self.op,
                expected,
                got: self.payload.len(),
            })
        }
    }

    fn check_empty(&self) -> Result<(), ProtocolError> {
        self.check_count(self.count == 0)?;
        self.check_len(0)
    }

    fn check_nak(&self) -> Result<(), ProtocolError> {
        if self.filter != 0 {
            return Err(ProtocolError::BadFilter {
                op: self.op,
                filter: self.filter,
            });
        }
        self.check_empty()
    }

    /// Bits of the last payload byte past `used` results of `width` bits
    /// must be zero.
    fn check_padding(&self, width: usize) -> Result<(), ProtocolError> {
        let used_bits = self.count as usize * width;
        let rem = used_bits % 8;
        if rem != 0 && self.payload.last().is_some_and(|&b| b >> rem != 0) {
            return Err(ProtocolError::BadPadding { op: self.op });
        }
        Ok(())
    }

    fn check_bitmap(&self) -> Result<(), ProtocolError> {
        let c = self.count as usize;
        self.check_count((1..=MAX_KEYS).contains(&c))?;
        self.check_len(c.div_ceil(8))?;
        self.check_padding(1)
    }

    fn check_success(&self, op: Op, st: Status, kinds: FilterKinds) -> Result<(), ProtocolError> {
        let c = self.count as usize;
        match op {
            Op::Info => {
                self.check_count(c == 0)?;
                self.check_len(4 * INFO_FIELDS)?;
                let epoch = le_u32(&self.payload, 0);
                if epoch & 1 == 0 {
                    return Err(ProtocolError::BadField {
                        op: self.op,
                        index: 0,
                        value: epoch,
                    });
                }
                Ok(())
            }
            Op::Stats => {
                self.check_count(c == 0)?;
                self.check_len(4 * STATS_FIELDS)?;
                // Bloom: no Cuckoo counters (a counting Bloom filter's
                // stuck counters in field 8); Cuckoo: no Bloom fill.
                let zero = match (self.filter == filter::BLOOM, kinds.bloom) {
                    (true, BloomKind::Plain | BloomKind::Blocked) => 8..10,
                    (true, BloomKind::Counting) => 9..10,
                    (false, _) => 10..STATS_FIELDS,
                };
                for index in zero {
                    let value = le_u32(&self.payload, 4 * index);
                    if value != 0 {
                        return Err(ProtocolError::BadField {
                            op: self.op,
                            index,
                            value,
                        });
                    }
                }
                Ok(())
            }
            Op::Clear | Op::Load => {
                self.check_count(c == 0)?;
                self.check_len(0)
            }
            Op::Count => {
                self.check_count(c == 0)?;
                self.check_len(4)
            }
            Op::Dump => {
                let f = Filter::try_from(self.filter)?;
                self.check_count((1..=kinds.dump_max_words(f)).contains(&c))?;
                self.check_len(c * kinds.word_bytes(f))
            }
            Op::Query => self.check_bitmap(),
            Op::Insert if self.filter == filter::BLOOM => self.check_bitmap(),
            Op::Insert | Op::Delete => {
                self.check_count((1..=MAX_KEYS).contains(&c))?;
                self.check_len(c.div_ceil(4))?;
                self.check_padding(2)?;
                let allowed = if op == Op::Insert {
                    code::FULL
                } else {
                    code::NOT_FOUND
                };
                let mut full = false;
                for index in 0..c {
                    let c = (self.payload[index / 4] >> (2 * (index % 4))) & 3;
                    if c != code::OK && c != allowed {
                        return Err(ProtocolError::BadResult {
                            op: self.op,
                            index,
                            code: c,
                        });
                    }
                    full |= c == code::FULL;
                }
                if op == Op::Insert && full != (st == Status::Full) {
                    return Err(ProtocolError::BadStatus {
                        op: self.op,
                        status: self.status,
                    });
                }
                Ok(())
            }
        }
    }

    /// Result `i` of a bitmap reply (QUERY, Bloom INSERT); `None` past
    /// `count` or the payload.
    pub fn bit(&self, i: usize) -> Option<bool> {
        if i >= self.count as usize {
            return None;
        }
        self.payload.get(i / 8).map(|b| (b >> (i % 8)) & 1 == 1)
    }

    /// Result `i` of a 2-bit-code reply (Cuckoo INSERT, DELETE); `None`
    /// past `count` or the payload.
    pub fn code(&self, i: usize) -> Option<u8> {
        if i >= self.count as usize {
            return None;
        }
        self.payload.get(i / 4).map(|b| (b >> (2 * (i % 4))) & 3)
    }

    /// Every result of a bitmap reply (as many as `count` and the payload
    /// hold).
    pub fn bits(&self) -> Vec<bool> {
        (0..self.count as usize)
            .map_while(|i| self.bit(i))
            .collect()
    }

    /// Every result of a 2-bit-code reply.
    pub fn codes(&self) -> Vec<u8> {
        (0..self.count as usize)
            .map_while(|i| self.code(i))
            .collect()
    }

    fn expect_ok(&self, op: Op, len: Option<usize>) -> Result<(), ProtocolError> {
        if self.op != op.reply_op() || self.status != status::OK {
            return Err(ProtocolError::WrongReply {
                want: op.reply_op(),
                op: self.op,
                status: self.status,
            });
        }
        match len {
            Some(n) => self.check_len(n),
            None => Ok(()),
        }
    }

    /// The fields of an OK INFO reply.
    pub fn info(&self) -> Result<Info, ProtocolError> {
        self.expect_ok(Op::Info, Some(4 * INFO_FIELDS))?;
        Ok(Info::from_fields(fields(&self.payload)))
    }

    /// The fields of an OK STATS reply.
    pub fn stats(&self) -> Result<Stats, ProtocolError> {
        self.expect_ok(Op::Stats, Some(4 * STATS_FIELDS))?;
        Ok(Stats::from_fields(fields(&self.payload)))
    }

    /// The item count of an OK COUNT reply.
    pub fn count_value(&self) -> Result<u32, ProtocolError> {
        self.expect_ok(Op::Count, Some(4))?;
        Ok(le_u32(&self.payload, 0))
    }

    /// The snapshot words of an OK DUMP reply from a board of the default
    /// kinds (Bloom words widened).
    pub fn words(&self) -> Result<Vec<u64>, ProtocolError> {
        self.words_for(FilterKinds::default())
    }

    /// The snapshot words of an OK DUMP reply from a board of `kinds`
    /// (widened to 64 bits).
    pub fn words_for(&self, kinds: FilterKinds) -> Result<Vec<u64>, ProtocolError> {
        self.expect_ok(Op::Dump, None)?;
        let f = Filter::try_from(self.filter)?;
        let wb = kinds.word_bytes(f);
        self.check_len(self.count as usize * wb)?;
        Ok(self
            .payload
            .chunks_exact(wb)
            .map(|c| {
                let mut w = [0u8; 8];
                w[..wb].copy_from_slice(c);
                u64::from_le_bytes(w)
            })
            .collect())
    }
}

#[cfg(test)]
mod tests {
    use super::Reply;
    use crate::protocol::{
        INFO_FIELDS, Info, Op, ProtocolError, Stats, Status, code, opcode, pack_codes, status,
    };

    fn ok_insert_cuckoo(codes: &[u8]) -> Reply {
        let st = if codes.contains(&code::FULL) {
            Status::Full
        } else {
            Status::Ok
        };
        Reply::success(3, Op::Insert, 1, codes.len() as u16, st, pack_codes(codes))
    }

    #[test]
    fn reply_round_trips() {
        let info = Info {
            boot_epoch: 5,
            window: 16,
            ..Info::default()
        };
        let stats = Stats {
            frames: 9,
            cuckoo_full: 2,
            ..Stats::default()
        };
        let replies = [
            Reply::nak(4, Status::BadCrc),
            Reply::nak(4, Status::Busy),
            Reply::error(1, 0x7F, 3, Status::UnknownOpcode),
            Reply::error(1, 0x42, 3, Status::UnsupportedVersion),
            Reply::error(1, opcode::QUERY, 7, Status::BadFilter),
            Reply::error(1, opcode::DUMP, 1, Status::BadParam),
            Reply::error(1, opcode::INFO, 9, Status::BadLength),
            Reply::success(0, Op::Info, 0x33, 0, Status::Ok, info.to_payload()),
            Reply::success(0, Op::Stats, 1, 0, Status::Ok, stats.to_payload()),
            Reply::success(0, Op::Count, 1, 0, Status::Ok, vec![1, 2, 3, 4]),
            Reply::success(0, Op::Clear, 0, 0, Status::Ok, vec![]),
            Reply::success(0, Op::Load, 1, 0, Status::Ok, vec![]),
            Reply::success(0, Op::Query, 1, 9, Status::Ok, vec![0xFF, 1]),
            Reply::success(0, Op::Insert, 0, 3, Status::Ok, vec![0b101]),
            ok_insert_cuckoo(&[0, 1, 0, 0, 1]),
            Reply::success(0, Op::Delete, 1, 2, Status::Ok, pack_codes(&[2, 0])),
            Reply::success(0, Op::Dump, 0, 24, Status::Ok, vec![7; 24]),
            Reply::success(0, Op::Dump, 1, 1, Status::Ok, vec![7; 8]),
        ];
        for r in replies {
            let p = r.encode();
            assert_eq!(Reply::decode(&p).as_ref(), Ok(&r), "{r:?}");
        }
        let r = Reply::success(0, Op::Info, 0, 0, Status::Ok, info.to_payload());
        assert_eq!(r.info().unwrap(), info);
        let r = Reply::success(0, Op::Stats, 1, 0, Status::Ok, stats.to_payload());
        assert_eq!(r.stats().unwrap(), stats);
        let r = Reply::success(0, Op::Count, 1, 0, Status::Ok, vec![1, 2, 3, 4]);
        assert_eq!(r.count_value().unwrap(), 0x0403_0201);
        let r = Reply::success(0, Op::Dump, 1, 2, Status::Ok, (1..=16).collect());
        assert_eq!(
            r.words().unwrap(),
            [0x0807_0605_0403_0201, 0x100f_0e0d_0c0b_0a09]
        );
        let r = Reply::success(0, Op::Dump, 0, 2, Status::Ok, vec![3, 4]);
        assert_eq!(r.words().unwrap(), [3, 4]);
        let r = Reply::success(0, Op::Query, 0, 9, Status::Ok, vec![0x81, 1]);
        assert_eq!(
            r.bits(),
            [true, false, false, false, false, false, false, true, true]
        );
        assert_eq!((r.bit(8), r.bit(9)), (Some(true), None));
        let r = ok_insert_cuckoo(&[0, 1, 0, 0, 1]);
        assert_eq!(r.codes(), [0, 1, 0, 0, 1]);
        assert_eq!(r.code(5), None);
        assert!(Reply::nak(0, Status::OutOfSequence).is_nak());
        assert!(!Reply::error(0, 0x7F, 0, Status::UnknownOpcode).is_nak());
        assert_eq!(r.request_op(), Some(Op::Insert));
        assert_eq!(Reply::nak(0, Status::Busy).request_op(), None);
    }

    #[test]
    fn reply_status_rules() {
        let d = |r: Reply| Reply::decode(&r.encode());
        // NAK statuses only in a NAK, a NAK only with NAK statuses.
        assert!(d(Reply::error(0, opcode::QUERY, 0, Status::Busy)).is_err());
        assert!(d(Reply::nak(0, Status::BadFilter)).is_err());
        assert!(d(Reply::nak(0, Status::Ok)).is_err());
        let mut nak = Reply::nak(0, Status::BadLength);
        nak.filter = 1;
        assert!(d(nak).is_err());
        let mut nak = Reply::nak(0, Status::BadCrc);
        nak.count = 1;
        assert!(d(nak).is_err());
        // UNKNOWN_OPCODE with any reply opcode: request opcode 0x84 is
        // unknown and answered with opcode 0x84.
        assert!(d(Reply::error(0, 0x84, 0, Status::UnknownOpcode)).is_ok());
        assert!(d(Reply::error(0, 0xFF, 5, Status::UnknownOpcode)).is_ok());
        assert!(d(Reply::error(0, 0xFF, 5, Status::UnsupportedVersion)).is_ok());
        // BAD_FILTER only when the filter is bad for the op.
        assert!(d(Reply::error(0, opcode::COUNT, 0, Status::BadFilter)).is_ok());
        assert!(d(Reply::error(0, opcode::COUNT, 1, Status::BadFilter)).is_err());
        assert!(d(Reply::error(0, opcode::INFO, 7, Status::BadFilter)).is_err());
        // BAD_PARAM only for DUMP/LOAD.
        assert!(d(Reply::error(0, opcode::LOAD, 0, Status::BadParam)).is_ok());
        assert!(d(Reply::error(0, opcode::QUERY, 0, Status::BadParam)).is_err());
        // Error replies carry nothing.
        let mut e = Reply::error(0, opcode::LOAD, 0, Status::BadParam);
        e.payload = vec![1];
        assert!(d(e).is_err());
        // FULL needs a FULL code, a FULL code needs FULL.
        let mut r = ok_insert_cuckoo(&[0, 1]);
        r.status = status::OK;
        assert!(d(r).is_err());
        let mut r = ok_insert_cuckoo(&[0, 0]);
        r.status = status::FULL;
        assert!(d(r).is_err());
        // FULL is Cuckoo INSERT only.
        let r = Reply::success(0, Op::Insert, 0, 1, Status::Full, vec![1]);
        assert!(d(r).is_err());
        // INFO epoch is nonzero.
        let r = Reply::success(0, Op::Info, 0, 0, Status::Ok, vec![0; 4 * INFO_FIELDS]);
        assert!(matches!(
            d(r),
            Err(ProtocolError::BadField { index: 0, .. })
        ));
    }
}
