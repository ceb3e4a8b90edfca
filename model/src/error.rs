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
    #[error("block address width {bits} is out of range: at most {max} bits (2^{max} blocks)")]
    BlockAddrBits { bits: u32, max: u32 },
    #[error(
        "block size 2^{bits} bits is out of range: 2^{min}..=2^{max} bits (one 16-bit word to \
         64 Kbit)"
    )]
    BlockBits { bits: u32, min: u32, max: u32 },
    #[error(
        "{hashes} bits per key do not fit blocks of 2^{block_bits_log2} bits: 1..={max} \
         (each position takes {block_bits_log2} of the mixer's 96 position bits)"
    )]
    BlockHashes {
        hashes: u32,
        block_bits_log2: u32,
        max: u32,
    },
    #[error("address {addr} is outside the {words}-word memory")]
    Address { addr: u64, words: u64 },
    #[error(
        "counter word {word:#x} sets counters above bank {last_bank}: a word holds one \
         4-bit counter per bank, bank i in bits 4i..4i+4"
    )]
    CounterWord { word: u32, last_bank: u32 },
    #[error("engine op code {0} is not one this filter has")]
    OpCode(u8),
    #[error("fingerprint width {bits} is out of range: {min}..={max} bits are supported")]
    FingerprintBits { bits: u32, min: u32, max: u32 },
    #[error(
        "bucket address width {bits} is out of range: {min}..={max} bits \
         (2^{min}..2^{max} buckets of 4 slots)"
    )]
    BucketBits { bits: u32, min: u32, max: u32 },
    #[error("max_kicks {kicks} is out of range: {min}..={max} evictions are supported")]
    MaxKicks { kicks: u32, min: u32, max: u32 },
    #[error(
        "{capacity} keys need more than 2^{max_bucket_bits} buckets of 4 slots at 95% load; \
         lower the capacity"
    )]
    CuckooTooLarge { capacity: u64, max_bucket_bits: u32 },
    #[error(
        "bucket word {word:#x} at address {addr} sets bits above its {word_bits} bits \
         (4 slots of {fp_bits}-bit fingerprints)"
    )]
    BucketWord {
        addr: u32,
        word: u64,
        word_bits: u32,
        fp_bits: u32,
    },
    #[error(
        "stash word {word:#x} sets reserved bits: only bit 63 (valid), bits 16..48 (bucket) \
         and bits 0..16 (fingerprint) may be set, and none when the valid bit is clear"
    )]
    StashReserved { word: u64 },
    #[error(
        "stash fingerprint {fp:#x} is not a {fp_bits}-bit fingerprint: 1..2^{fp_bits} \
         (0 means empty)"
    )]
    StashFingerprint { fp: u64, fp_bits: u32 },
    #[error("stash bucket {bucket} is outside the table of {buckets} buckets")]
    StashBucket { bucket: u64, buckets: u64 },
}
