//! One engine operation ([`CuckooOp`]) and its result ([`CuckooResult`]), as
//! the hardware receives and answers them.

use super::opcode;

/// One engine operation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CuckooOp {
    Query(u64),
    Insert(u64),
    Delete(u64),
    Clear,
    Count,
    Stats,
    /// Read snapshot word `addr`.
    Read(u32),
    /// Write snapshot word `addr`.
    Write(u32, u64),
}

impl CuckooOp {
    /// The 3-bit op code the hardware receives.
    pub fn code(&self) -> u8 {
        match self {
            CuckooOp::Query(_) => opcode::QUERY,
            CuckooOp::Insert(_) => opcode::INSERT,
            CuckooOp::Clear => opcode::CLEAR,
            CuckooOp::Read(_) => opcode::READ,
            CuckooOp::Write(..) => opcode::WRITE,
            CuckooOp::Delete(_) => opcode::DELETE,
            CuckooOp::Count => opcode::COUNT,
            CuckooOp::Stats => opcode::STATS,
        }
    }

    /// The 64-bit key operand: the key, the address for `Read`/`Write`, else 0.
    ///
    /// ```
    /// use hwfilter_model::CuckooOp;
    /// assert_eq!(CuckooOp::Delete(7).key(), 7);
    /// assert_eq!(CuckooOp::Write(3, 0xff).key(), 3);
    /// assert_eq!(CuckooOp::Count.key(), 0);
    /// ```
    pub fn key(&self) -> u64 {
        match *self {
            CuckooOp::Query(k) | CuckooOp::Insert(k) | CuckooOp::Delete(k) => k,
            CuckooOp::Read(a) | CuckooOp::Write(a, _) => a as u64,
            CuckooOp::Clear | CuckooOp::Count | CuckooOp::Stats => 0,
        }
    }

    /// The 64-bit data operand: the word for `Write`, else 0.
    pub fn data(&self) -> u64 {
        match *self {
            CuckooOp::Write(_, w) => w,
            _ => 0,
        }
    }
}

/// One engine result: op code, result code ([`code`](super::code)) and
/// 64-bit data (see the module docs for each op's data).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CuckooResult {
    pub op: u8,
    pub code: u8,
    pub data: u64,
}
