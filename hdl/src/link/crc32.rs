//! `Crc32Step`: one byte of CRC-32/ISO-HDLC (IEEE 802.3, zlib), the CRC of
//! docs/protocol.md, as combinational logic.
//!
//! The register is kept raw (initial `0xFFFFFFFF`, no final XOR): a frame
//! whose own CRC bytes have been run through it leaves the residue
//! `0xDEBB20E3`; a sender sends the complement of the raw register.
//! Eight unrolled steps of the reflected polynomial `0xEDB88320`: each
//! output bit is an XOR of at most about 20 inputs, a few LUT levels.
use rust_hdl::prelude::*;

/// The reflected CRC-32 polynomial.
pub const CRC32_POLY: u32 = 0xEDB8_8320;
/// Raw register after a good frame, CRC bytes included.
pub const CRC32_RESIDUE: u32 = 0xDEBB_20E3;

/// `crc_out = crc32_update(crc_in, byte)` (raw register).
#[derive(LogicBlock)]
pub struct Crc32Step {
    pub crc_in: Signal<In, Bits<32>>,
    pub data_in: Signal<In, Bits<8>>,
    pub crc_out: Signal<Out, Bits<32>>,
    poly: Constant<Bits<32>>,
    step: [Signal<Local, Bits<32>>; 8],
    byte32: Signal<Local, Bits<32>>,
}

impl Crc32Step {
    pub fn new() -> Self {
        Self {
            crc_in: Default::default(),
            data_in: Default::default(),
            crc_out: Default::default(),
            poly: Constant::new((CRC32_POLY as u64).to_bits()),
            step: std::array::from_fn(|_| Default::default()),
            byte32: Default::default(),
        }
    }
}

impl Default for Crc32Step {
    fn default() -> Self {
        Self::new()
    }
}

impl Logic for Crc32Step {
    #[hdl_gen]
    fn update(&mut self) {
        // Reflected CRC: XOR the byte into the low bits, then shift out 8 bits.
        self.byte32.next = self.crc_in.val() ^ bit_cast::<32, 8>(self.data_in.val());
        for i in 0..1 {
            if self.byte32.val().get_bit(i) {
                self.step[i].next = (self.byte32.val() >> 1) ^ self.poly.val();
            } else {
                self.step[i].next = self.byte32.val() >> 1;
            }
        }
        for i in 1..8 {
            if self.step[i - 1].val().get_bit(0) {
                self.step[i].next = (self.step[i - 1].val() >> 1) ^ self.poly.val();
            } else {
                self.step[i].next = self.step[i - 1].val() >> 1;
            }
        }
        for i in 7..8 {
            self.crc_out.next = self.step[i].val();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::link::testbench::{crc32, settle};
    use hwfilter_model::rng::SplitMix64;

    fn run(data: &[u8]) -> u32 {
        let mut s = Crc32Step::new();
        s.connect_all();
        let mut c = 0xffff_ffffu64;
        for &b in data {
            s.crc_in.next = c.to_bits();
            s.data_in.next = (b as u64).to_bits();
            settle(&mut s);
            c = s.crc_out.val().to_u64();
        }
        c as u32
    }

    #[test]
    fn matches_the_bitwise_reference_and_leaves_the_residue() {
        assert_eq!(!run(b"123456789"), 0xcbf4_3926);
        let mut rng = SplitMix64(11);
        for len in [1usize, 2, 7, 64, 333] {
            let mut data: Vec<u8> = (0..len).map(|_| rng.next_u64() as u8).collect();
            let crc = crc32(&data);
            assert_eq!(!run(&data), crc);
            data.extend(crc.to_le_bytes());
            assert_eq!(run(&data), CRC32_RESIDUE);
        }
    }
}
