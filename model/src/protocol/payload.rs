//! Payload layouts: little-endian fields, packed per-key results, and the
//! INFO and STATS replies' fields.

use super::{FILL_BANKS, FilterKinds, INFO_FIELDS, STATS_FIELDS};

pub(super) fn le_u32(b: &[u8], at: usize) -> u32 {
    u32::from_le_bytes([b[at], b[at + 1], b[at + 2], b[at + 3]])
}

pub(super) fn le_u64(b: &[u8]) -> u64 {
    let mut w = [0u8; 8];
    w.copy_from_slice(&b[..8]);
    u64::from_le_bytes(w)
}

/// Packs result bits: result `i` is bit `i % 8` of byte `i / 8`.
///
/// ```
/// use hwfilter_model::protocol::pack_bits;
/// assert_eq!(pack_bits(&[true, false, false, true, false, false, false, false, true]), [0x09, 0x01]);
/// ```
pub fn pack_bits(bits: &[bool]) -> Vec<u8> {
    let mut out = vec![0u8; bits.len().div_ceil(8)];
    for (i, &b) in bits.iter().enumerate() {
        out[i / 8] |= (b as u8) << (i % 8);
    }
    out
}

/// Packs 2-bit codes: result `i` is bits `2(i % 4)..2(i % 4) + 2` of byte
/// `i / 4` (codes are masked to 2 bits).
///
/// ```
/// use hwfilter_model::protocol::pack_codes;
/// assert_eq!(pack_codes(&[0, 1, 2, 0, 2]), [0b0010_0100, 0b10]);
/// ```
pub fn pack_codes(codes: &[u8]) -> Vec<u8> {
    let mut out = vec![0u8; codes.len().div_ceil(4)];
    for (i, &c) in codes.iter().enumerate() {
        out[i / 4] |= (c & 3) << (2 * (i % 4));
    }
    out
}

/// The INFO reply: board and engine geometry (`docs/protocol.md`, table
/// "INFO reply"), field `i` at payload bytes `4i..4i+4`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Info {
    /// 0: boot epoch: bit 0 set (never 0), changes when the board restarts.
    pub boot_epoch: u32,
    /// 1: next expected sequence number.
    pub expected_seq: u32,
    /// 2: window (16).
    pub window: u32,
    /// 3: most keys per INSERT/QUERY/DELETE (60).
    pub max_keys: u32,
    /// 4: most DUMP bytes per reply (24).
    pub dump_max_bytes: u32,
    /// 5: hash version (`docs/hashing.md`).
    pub hash_version: u32,
    /// 6: key seed, low 32 bits.
    pub key_seed_low: u32,
    /// 7: key seed, high 32 bits.
    pub key_seed_high: u32,
    /// 8: Bloom banks `k`.
    pub bloom_banks: u32,
    /// 9: Bloom bank address bits `A`.
    pub bloom_addr_bits: u32,
    /// 10: Bloom capacity at 1% false positives.
    pub bloom_capacity: u32,
    /// 11: Cuckoo fingerprint bits `f`.
    pub cuckoo_fp_bits: u32,
    /// 12: Cuckoo bucket address bits `B`.
    pub cuckoo_bucket_bits: u32,
    /// 13: Cuckoo max kicks.
    pub cuckoo_max_kicks: u32,
    /// 14: Cuckoo capacity at 95% load.
    pub cuckoo_capacity: u32,
    /// 15: system clock in Hz.
    pub clock_hz: u32,
    /// 16: UART baud divider (clock cycles per bit).
    pub baud_div: u32,
    /// 17: the engine behind each filter byte ([`FilterKinds`]): byte 0
    /// filter 0's, byte 1 filter 1's.
    pub filter_kinds: u32,
}

impl Info {
    /// The fields in wire order.
    pub fn to_fields(&self) -> [u32; INFO_FIELDS] {
        [
            self.boot_epoch,
            self.expected_seq,
            self.window,
            self.max_keys,
            self.dump_max_bytes,
            self.hash_version,
            self.key_seed_low,
            self.key_seed_high,
            self.bloom_banks,
            self.bloom_addr_bits,
            self.bloom_capacity,
            self.cuckoo_fp_bits,
            self.cuckoo_bucket_bits,
            self.cuckoo_max_kicks,
            self.cuckoo_capacity,
            self.clock_hz,
            self.baud_div,
            self.filter_kinds,
        ]
    }

    /// From the fields in wire order.
    pub fn from_fields(f: [u32; INFO_FIELDS]) -> Self {
        Info {
            boot_epoch: f[0],
            expected_seq: f[1],
            window: f[2],
            max_keys: f[3],
            dump_max_bytes: f[4],
            hash_version: f[5],
            key_seed_low: f[6],
            key_seed_high: f[7],
            bloom_banks: f[8],
            bloom_addr_bits: f[9],
            bloom_capacity: f[10],
            cuckoo_fp_bits: f[11],
            cuckoo_bucket_bits: f[12],
            cuckoo_max_kicks: f[13],
            cuckoo_capacity: f[14],
            clock_hz: f[15],
            baud_div: f[16],
            filter_kinds: f[17],
        }
    }

    /// The 72-byte payload.
    pub fn to_payload(&self) -> Vec<u8> {
        self.to_fields()
            .iter()
            .flat_map(|f| f.to_le_bytes())
            .collect()
    }

    /// The 64-bit key seed.
    pub fn key_seed(&self) -> u64 {
        (self.key_seed_high as u64) << 32 | self.key_seed_low as u64
    }

    /// Field 17, read: the engine behind each filter. A blocked filter 0 must also have a geometry the model has
    /// ([`super::blocked_geometry`] of fields 8 and 9).
    pub fn filter_kinds(&self) -> Result<FilterKinds, String> {
        let kinds = FilterKinds::from_field(self.filter_kinds)?;
        if kinds.bloom == super::BloomKind::Blocked {
            super::blocked_geometry(self.bloom_banks, self.bloom_addr_bits)?;
        }
        Ok(kinds)
    }
}

/// The STATS reply: link counters since reset, the Cuckoo engine's
/// counters and the Bloom engine's set bits per bank (`docs/protocol.md`,
/// table "STATS reply").
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Stats {
    /// 0: frames received with a good CRC.
    pub frames: u32,
    /// 1: frames whose CRC failed.
    pub bad_crc: u32,
    /// 2: COBS errors, runt, oversize and wrong-length frames.
    pub bad_length: u32,
    /// 3: unknown opcode, unsupported version, bad filter/param.
    pub bad_request: u32,
    /// 4: sequenced frames ahead of the expected number.
    pub out_of_sequence: u32,
    /// 5: duplicates answered from the reply cache.
    pub replays: u32,
    /// 6: good frames dropped because both frame buffers were full.
    pub busy: u32,
    /// 7: UART framing errors and overruns.
    pub uart_errors: u32,
    /// 8: Cuckoo evictions since its last CLEAR (filter 1), else 0.
    pub cuckoo_kicks: u32,
    /// 9: Cuckoo FULL answers since its last CLEAR (filter 1), else 0.
    pub cuckoo_full: u32,
    /// 10 + i: set bits in Bloom bank `i` (filter 0), kept exactly by the
    /// engine as ops go; 0 for banks past the build's `k` and for filter 1.
    pub bloom_set_bits: [u32; FILL_BANKS],
}

impl Stats {
    /// The fields in wire order.
    pub fn to_fields(&self) -> [u32; STATS_FIELDS] {
        let head = [
            self.frames,
            self.bad_crc,
            self.bad_length,
            self.bad_request,
            self.out_of_sequence,
            self.replays,
            self.busy,
            self.uart_errors,
            self.cuckoo_kicks,
            self.cuckoo_full,
        ];
        let mut f = [0u32; STATS_FIELDS];
        f[..head.len()].copy_from_slice(&head);
        f[head.len()..].copy_from_slice(&self.bloom_set_bits);
        f
    }

    /// From the fields in wire order.
    pub fn from_fields(f: [u32; STATS_FIELDS]) -> Self {
        Stats {
            frames: f[0],
            bad_crc: f[1],
            bad_length: f[2],
            bad_request: f[3],
            out_of_sequence: f[4],
            replays: f[5],
            busy: f[6],
            uart_errors: f[7],
            cuckoo_kicks: f[8],
            cuckoo_full: f[9],
            bloom_set_bits: std::array::from_fn(|i| f[10 + i]),
        }
    }

    /// The 72-byte payload.
    pub fn to_payload(&self) -> Vec<u8> {
        self.to_fields()
            .iter()
            .flat_map(|f| f.to_le_bytes())
            .collect()
    }
}

pub(super) fn fields<const N: usize>(payload: &[u8]) -> [u32; N] {
    let mut f = [0u32; N];
    for (i, v) in f.iter_mut().enumerate() {
        *v = le_u32(payload, 4 * i);
    }
    f
}
