//! [`ProtocolError`]: everything that can be wrong with a packet, and the
//! status the board answers for it.

use thiserror::Error;

use super::Status;

/// Everything that can be wrong with a packet. The request variants map to
/// the status the board answers ([`status`](Self::status)).
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum ProtocolError {
    /// Shorter than a header and a CRC (a runt).
    #[error("packet of {len} bytes is shorter than the {min}-byte minimum")]
    TooShort { len: usize, min: usize },
    /// Longer than [`MAX_FRAME`](super::MAX_FRAME) (a reply: longer than
    /// [`MAX_REPLY`](super::MAX_REPLY)).
    #[error("packet of {len} bytes is longer than the {max}-byte maximum")]
    TooLong { len: usize, max: usize },
    /// The CRC does not match: `expected` is computed over the packet,
    /// `got` is the one it carries.
    #[error("CRC mismatch: computed {expected:#010x}, packet carries {got:#010x}")]
    BadCrc { expected: u32, got: u32 },
    /// Version byte other than [`VERSION`](super::VERSION).
    #[error("unsupported protocol version {0} (this is version 1)")]
    BadVersion(u8),
    /// An opcode outside the table (a reply opcode without [`REPLY_FLAG`](super::REPLY_FLAG),
    /// or with an unknown request opcode where a known one is required).
    #[error("unknown opcode {0:#04x}")]
    UnknownOpcode(u8),
    /// A status byte outside 0..=9.
    #[error("unknown status {0}")]
    UnknownStatus(u8),
    /// A filter byte other than 0 or 1 ([`Filter::try_from`](super::Filter::try_from)).
    #[error("unknown filter {0}")]
    UnknownFilter(u8),
    /// The filter byte is not 0 or 1, or the op is not defined for it (or,
    /// in a NAK, not 0).
    #[error("filter {filter} is not valid for opcode {op:#04x}")]
    BadFilter { op: u8, filter: u8 },
    /// `count` outside the op's range.
    #[error("count {count} is out of range for opcode {op:#04x}")]
    BadCount { op: u8, count: u16 },
    /// The payload length does not match opcode, filter and count.
    #[error("opcode {op:#04x}: payload of {got} bytes, expected {expected}")]
    BadLength { op: u8, expected: usize, got: usize },
    /// A status this opcode cannot carry (e.g. OK in a NAK, FULL on a
    /// QUERY, FULL without a FULL code), or a status a correct board never
    /// sends for it.
    #[error("status {status} is not valid for opcode {op:#04x}")]
    BadStatus { op: u8, status: u8 },
    /// A per-key code the op cannot answer (INSERT: OK/FULL; DELETE:
    /// OK/NOT_FOUND; 3 never).
    #[error("result {index} has code {code}, impossible for opcode {op:#04x}")]
    BadResult { op: u8, index: usize, code: u8 },
    /// Result bits past `count` in the last payload byte are not zero.
    #[error("opcode {op:#04x}: padding bits after the last result are set")]
    BadPadding { op: u8 },
    /// A field with a value the specification excludes (an INFO epoch with
    /// bit 0 clear, STATS Cuckoo counters on the Bloom filter).
    #[error("opcode {op:#04x}: field {index} = {value} is not allowed")]
    BadField { op: u8, index: usize, value: u32 },
    /// A typed accessor called on a reply of another opcode or an error
    /// status.
    #[error("expected an OK reply with opcode {want:#04x}, got opcode {op:#04x} status {status}")]
    WrongReply { want: u8, op: u8, status: u8 },
}

impl ProtocolError {
    /// The status the board answers a request that fails with this error
    /// (`None` for the reply-only errors). TooShort, TooLong and BadCrc are
    /// NAKs (step 1), the others echo the request's `seq`.
    pub fn status(&self) -> Option<Status> {
        Some(match self {
            ProtocolError::TooShort { .. } | ProtocolError::TooLong { .. } => Status::BadLength,
            ProtocolError::BadCrc { .. } => Status::BadCrc,
            ProtocolError::BadVersion(_) => Status::UnsupportedVersion,
            ProtocolError::UnknownOpcode(_) => Status::UnknownOpcode,
            ProtocolError::UnknownFilter(_) | ProtocolError::BadFilter { .. } => Status::BadFilter,
            ProtocolError::BadCount { .. } | ProtocolError::BadLength { .. } => Status::BadLength,
            _ => return None,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::ProtocolError;
    use crate::protocol::crc::push_crc;
    use crate::protocol::{CRC_BYTES, Filter, Op, Reply, Status, pack_codes, status};

    fn reencode_crc(mut p: Vec<u8>) -> Vec<u8> {
        p.truncate(p.len() - CRC_BYTES);
        push_crc(&mut p);
        p
    }

    /// A reply's bytes with header byte `at` replaced (CRC fixed).
    fn patched(r: &Reply, at: usize, v: u8) -> Vec<u8> {
        let mut p = r.encode();
        p[at] = v;
        reencode_crc(p)
    }

    /// Every error variant, reached through the public API.
    #[test]
    fn every_error_variant() {
        let d = |p: Vec<u8>| Reply::decode(&p).unwrap_err();
        let q = Reply::success(0, Op::Query, 0, 3, Status::Ok, vec![0b101]);
        assert_eq!(d(vec![0; 10]), ProtocolError::TooShort { len: 10, min: 11 });
        assert_eq!(d(vec![0; 84]), ProtocolError::TooLong { len: 84, max: 83 });
        let mut p = q.encode();
        p[7] ^= 0x40;
        assert!(matches!(d(p), ProtocolError::BadCrc { .. }));
        assert_eq!(d(patched(&q, 0, 0)), ProtocolError::BadVersion(0));
        assert_eq!(d(patched(&q, 6, 10)), ProtocolError::UnknownStatus(10));
        assert_eq!(d(patched(&q, 2, 0x04)), ProtocolError::UnknownOpcode(0x04));
        assert_eq!(d(patched(&q, 2, 0x8A)), ProtocolError::UnknownOpcode(0x8A));
        assert_eq!(
            d(patched(&q, 3, 2)),
            ProtocolError::BadFilter {
                op: 0x84,
                filter: 2
            }
        );
        assert_eq!(
            d(patched(&q, 4, 0)),
            ProtocolError::BadCount { op: 0x84, count: 0 }
        );
        assert_eq!(
            d(patched(&q, 4, 9)),
            ProtocolError::BadLength {
                op: 0x84,
                expected: 2,
                got: 1
            }
        );
        assert_eq!(
            d(patched(&q, 6, status::FULL)),
            ProtocolError::BadStatus {
                op: 0x84,
                status: 7
            }
        );
        assert_eq!(
            d(patched(&q, 7, 0b1101)),
            ProtocolError::BadPadding { op: 0x84 }
        );
        let del = Reply::success(0, Op::Delete, 1, 2, Status::Ok, pack_codes(&[0, 1]));
        assert_eq!(
            d(del.encode()),
            ProtocolError::BadResult {
                op: 0x85,
                index: 1,
                code: 1
            }
        );
        let ins = Reply::success(0, Op::Insert, 1, 1, Status::Ok, pack_codes(&[3]));
        assert!(matches!(
            d(ins.encode()),
            ProtocolError::BadResult { code: 3, .. }
        ));
        let st = Reply::success(0, Op::Stats, 0, 0, Status::Ok, vec![1; 72]);
        assert_eq!(
            d(st.encode()),
            ProtocolError::BadField {
                op: 0x87,
                index: 8,
                value: 0x0101_0101
            }
        );
        let st = Reply::success(0, Op::Stats, 1, 0, Status::Ok, vec![1; 72]);
        assert_eq!(
            d(st.encode()),
            ProtocolError::BadField {
                op: 0x87,
                index: 10,
                value: 0x0101_0101
            }
        );
        // A board from before the fill fields: a clear length error.
        let st = Reply::success(0, Op::Stats, 0, 0, Status::Ok, vec![0; 40]);
        assert_eq!(
            d(st.encode()),
            ProtocolError::BadLength {
                op: 0x87,
                expected: 72,
                got: 40
            }
        );
        assert_eq!(Filter::try_from(2), Err(ProtocolError::UnknownFilter(2)));
        assert_eq!(
            q.info(),
            Err(ProtocolError::WrongReply {
                want: 0x81,
                op: 0x84,
                status: 0
            })
        );
        // status() maps request errors to the board's answer.
        assert_eq!(
            ProtocolError::BadCount { op: 3, count: 0 }.status(),
            Some(Status::BadLength)
        );
        assert_eq!(ProtocolError::BadPadding { op: 3 }.status(), None);
    }
}
