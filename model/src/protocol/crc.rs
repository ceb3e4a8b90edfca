//! CRC-32/ISO-HDLC, the checksum at the end of every packet, and the
//! packet-level length and CRC check both directions share.

use super::{CRC_BYTES, ProtocolError};

const fn crc_table() -> [u32; 256] {
    let mut t = [0u32; 256];
    let mut i = 0;
    while i < 256 {
        let mut c = i as u32;
        let mut k = 0;
        while k < 8 {
            c = if c & 1 != 0 {
                0xEDB8_8320 ^ (c >> 1)
            } else {
                c >> 1
            };
            k += 1;
        }
        t[i] = c;
        i += 1;
    }
    t
}

/// Byte-at-a-time table of the reflected polynomial `0xEDB88320`.
const CRC_TABLE: [u32; 256] = crc_table();

/// Incremental CRC-32/ISO-HDLC (IEEE 802.3, zlib): the receiver's view,
/// one byte at a time, as the hardware computes it.
///
/// ```
/// use hwfilter_model::protocol::{Crc32, CRC_RESIDUE};
/// let mut c = Crc32::new();
/// c.update_slice(b"123456789");
/// assert_eq!(c.finish(), 0xCBF4_3926);
/// c.update_slice(&0xCBF4_3926u32.to_le_bytes());
/// assert_eq!(c.register(), CRC_RESIDUE);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Crc32 {
    reg: u32,
}

impl Crc32 {
    /// The register after reset, `0xFFFFFFFF`.
    pub const fn new() -> Self {
        Crc32 { reg: 0xFFFF_FFFF }
    }
    /// Shifts one byte in.
    #[inline]
    pub fn update(&mut self, byte: u8) {
        self.reg = CRC_TABLE[((self.reg ^ byte as u32) & 0xFF) as usize] ^ (self.reg >> 8);
    }
    /// Shifts bytes in.
    pub fn update_slice(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.update(b);
        }
    }
    /// The CRC of the bytes so far (the register XOR `0xFFFFFFFF`).
    pub fn finish(&self) -> u32 {
        !self.reg
    }
    /// The raw register; [`CRC_RESIDUE`](super::CRC_RESIDUE) after a good frame CRC included.
    pub fn register(&self) -> u32 {
        self.reg
    }
}

impl Default for Crc32 {
    fn default() -> Self {
        Self::new()
    }
}

/// CRC-32/ISO-HDLC of `data`: `crc32(b"123456789") == 0xCBF43926`.
pub fn crc32(data: &[u8]) -> u32 {
    let mut c = Crc32::new();
    c.update_slice(data);
    c.finish()
}

/// Appends the little-endian CRC of `packet` to it.
pub(super) fn push_crc(packet: &mut Vec<u8>) {
    let c = crc32(packet);
    packet.extend_from_slice(&c.to_le_bytes());
}

/// Length (`min..=max`) then CRC of a packet.
pub(super) fn check_frame(frame: &[u8], min: usize, max: usize) -> Result<(), ProtocolError> {
    let len = frame.len();
    if len < min {
        return Err(ProtocolError::TooShort { len, min });
    }
    if len > max {
        return Err(ProtocolError::TooLong { len, max });
    }
    let (body, tail) = frame.split_at(len - CRC_BYTES);
    let got = u32::from_le_bytes([tail[0], tail[1], tail[2], tail[3]]);
    let expected = crc32(body);
    if got != expected {
        return Err(ProtocolError::BadCrc { expected, got });
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use proptest::collection::vec;
    use proptest::prelude::*;
    use proptest::sample::Index;

    use super::{Crc32, crc32};
    use crate::protocol::CRC_RESIDUE;

    /// The `crc` crate's CRC-32/ISO-HDLC: an implementation written
    /// independently of ours, from the catalogue's parameters.
    const REFERENCE: ::crc::Crc<u32> = ::crc::Crc::<u32>::new(&::crc::CRC_32_ISO_HDLC);

    #[test]
    fn crc_check_value_and_residue() {
        assert_eq!(crc32(b"123456789"), 0xCBF4_3926);
        assert_eq!(crc32(b""), 0);
        for data in [&b""[..], b"a", b"hwfilter", &[0u8; 100]] {
            let mut c = Crc32::new();
            c.update_slice(data);
            c.update_slice(&crc32(data).to_le_bytes());
            assert_eq!(c.register(), CRC_RESIDUE);
        }
    }

    /// Our check value and residue are the catalogue's.
    #[test]
    fn check_value_and_residue_are_the_catalogues() {
        assert_eq!(crc32(b"123456789"), ::crc::CRC_32_ISO_HDLC.check);
        assert_eq!(CRC_RESIDUE, ::crc::CRC_32_ISO_HDLC.residue);
    }

    proptest! {
        #[test]
        fn crc32_matches_the_crc_crate(data in vec(any::<u8>(), 0..=1100)) {
            prop_assert_eq!(crc32(&data), REFERENCE.checksum(&data));
        }

        /// Fed in pieces (whole slices and single bytes, alternately), the
        /// incremental CRC agrees with the crate's digest after every piece,
        /// and appending the CRC leaves the residue in the register.
        #[test]
        fn incremental_crc_matches_the_crc_crate(
            data in vec(any::<u8>(), 0..=1100),
            cuts in vec(any::<Index>(), 0..8),
        ) {
            let mut cuts: Vec<usize> = cuts.iter().map(|c| c.index(data.len() + 1)).collect();
            cuts.sort_unstable();
            cuts.push(data.len());
            let mut ours = Crc32::new();
            let mut theirs = REFERENCE.digest();
            let mut at = 0;
            for (n, &cut) in cuts.iter().enumerate() {
                let piece = &data[at..cut];
                if n % 2 == 0 {
                    ours.update_slice(piece);
                } else {
                    piece.iter().for_each(|&b| ours.update(b));
                }
                theirs.update(piece);
                prop_assert_eq!(ours.finish(), theirs.clone().finalize());
                at = cut;
            }
            prop_assert_eq!(ours.finish(), crc32(&data));
            let crc = ours.finish();
            ours.update_slice(&crc.to_le_bytes());
            prop_assert_eq!(ours.register(), CRC_RESIDUE);
        }
    }
}
