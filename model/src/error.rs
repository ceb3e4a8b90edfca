//! Errors of the model's constructors.

/// A parameter outside what the engines support.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum ParamError {
    #[error("bank count {banks} is out of range: 1..={max} banks are supported")]
    Banks { banks: u32, max: u32 },
    #[error(
        "bank address width {bits} is out of range: {min}..={max} bits for {banks} banks \
         (2^{min}..2^{max} bits per bank)"
    )]
    BankAddrBits {
        bits: u32,
        banks: u32,
        min: u32,
        max: u32,
    },
    #[error("bits per bank must be a power of two, got {bits}")]
    NotPowerOfTwo { bits: u64 },
    #[error("capacity must be at least 1 key")]
    ZeroCapacity,
    #[error("false-positive rate must be strictly between 0 and 1, got {0}")]
    Fpr(f64),
    #[error(
        "{capacity} keys at FPR {fpr} need more than 2^{max_bank_addr_bits} bits in each of \
         {banks} banks; lower the capacity or raise the FPR"
    )]
    TooLarge {
        capacity: u64,
        fpr: f64,
        banks: u32,
        max_bank_addr_bits: u32,
    },
    #[error("address {addr} is outside the {words}-word memory")]
    Address { addr: u64, words: u64 },
}
