//! `ReplyBuilder`: the reply RAM and everything that writes it — the
//! payload serializer, the result packer and the header writer
//! (docs/protocol.md, section 4).
//!
//! ```text
//!  word, byte_count ─► serializer (a byte a cycle, at base + 7 + bytes_written) ─┐
//!  pack_bit / pack_code, pack_index ─► packer (bitmap / 2-bit codes) ─────────────┼─► write (registered) ─► reply RAM ─► read_data
//!  seq, op, filter, count, status, payload_len ─► header writer (8 cycles) ───────┘                    ▲ read_address
//! ```
//!
//! A reply lives in a region of the 1 KB RAM: the header's 7 bytes at
//! `base`, the payload after them, and its length (header + payload, no
//! CRC) in the byte at `len_address`. The three writers never run in the
//! same cycle (the dispatcher's states keep them apart): the serializer
//! while `serializer_idle` is low, the packer on a `pack_*` strobe, the
//! header writer while `write_header` is high (`header_length_now` marks
//! its eighth and last cycle, which writes the length byte). Every write
//! is registered and lands a cycle after it is decided, so the write port
//! is off the dispatcher's decision paths; the `ReplyEncoder` reads a
//! reply only after the dispatcher's Send state, a cycle after its last
//! write was decided.
use hwfilter_model::protocol::REPLY_HEADER;
use rust_hdl::prelude::*;

use crate::bank_ram::BankRam;

/// The reply RAM with its serializer, packer and header writer.
#[derive(LogicBlock)]
pub struct ReplyBuilder {
    pub clock: Signal<In, Clock>,
    /// Synchronous, active high: stops the serializer and any write.
    pub reset: Signal<In, Bit>,
    // -- read port (the ReplyEncoder's), one cycle
    pub read_address: Signal<In, Bits<10>>,
    pub read_data: Signal<Out, Bits<8>>,
    // -- the reply's region and header fields (held by the dispatcher)
    pub base: Signal<In, Bits<10>>,
    /// Where the length byte goes (the region's last byte).
    pub len_address: Signal<In, Bits<10>>,
    pub seq: Signal<In, Bits<8>>,
    pub op: Signal<In, Bits<8>>,
    pub filter: Signal<In, Bits<8>>,
    pub count: Signal<In, Bits<16>>,
    pub status: Signal<In, Bits<8>>,
    /// Payload bytes; the length byte is this plus the header.
    pub payload_len: Signal<In, Bits<8>>,
    /// Strobe: a new reply; the serializer and header writer start at 0.
    pub restart: Signal<In, Bit>,
    // -- serializer: `byte_count` bytes of `word`, low byte first
    /// Strobe: take `word` (the bytes go once `start_bytes` says how many).
    pub load_word: Signal<In, Bit>,
    pub word: Signal<In, Bits<64>>,
    /// Strobe: serialize `byte_count` bytes of the word taken.
    pub start_bytes: Signal<In, Bit>,
    pub byte_count: Signal<In, Bits<4>>,
    /// The word taken last (what is left of it once bytes have gone).
    pub word_held: Signal<Out, Bits<64>>,
    /// No byte left to serialize.
    pub serializer_idle: Signal<Out, Bit>,
    /// Payload bytes serialized since `restart`.
    pub bytes_written: Signal<Out, Bits<8>>,
    // -- packer: result `pack_index` into the payload
    /// Strobe: `pack_bit` is bit `pack_index % 8` of byte `pack_index / 8`.
    pub pack_bit_valid: Signal<In, Bit>,
    pub pack_bit: Signal<In, Bit>,
    /// Strobe: `pack_code` is code `pack_index % 4` of byte `pack_index / 4`.
    pub pack_code_valid: Signal<In, Bit>,
    pub pack_code: Signal<In, Bits<2>>,
    /// (13 bits: the byte index of either packing fits the 10-bit RAM.)
    pub pack_index: Signal<In, Bits<13>>,
    // -- header writer
    /// High for the header's 8 cycles (7 bytes, then the length byte).
    pub write_header: Signal<In, Bit>,
    /// This cycle writes the length byte: the header is done.
    pub header_length_now: Signal<Out, Bit>,

    replies: BankRam<Bits<8>, 10>,
    /// The serializer: the word, its bytes left, the payload bytes so far.
    ser_word: DFF<Bits<64>>,
    ser_left: DFF<Bits<4>>,
    ser_written: DFF<Bits<8>>,
    /// The payload byte being packed, as written so far.
    packed_byte: DFF<Bits<8>>,
    byte_next: Signal<Local, Bits<8>>,
    /// The header byte being written (7: the length byte).
    header_byte: DFF<Bits<3>>,
    /// The write decided this cycle, and registered for the RAM.
    wr_en: Signal<Local, Bit>,
    wr_addr: Signal<Local, Bits<10>>,
    wr_data: Signal<Local, Bits<8>>,
    write_en: DFF<Bit>,
    write_addr: DFF<Bits<10>>,
    write_data: DFF<Bits<8>>,
    version: Constant<Bits<8>>,
    header_len: Constant<Bits<8>>,
    zero3: Constant<Bits<3>>,
    zero4: Constant<Bits<4>>,
    zero8: Constant<Bits<8>>,
    one3: Constant<Bits<3>>,
    one4: Constant<Bits<4>>,
    one8: Constant<Bits<8>>,
}

impl ReplyBuilder {
    pub fn new() -> Self {
        assert_eq!(REPLY_HEADER, 7, "the header writer's byte arms");
        Self {
            clock: Default::default(),
            reset: Default::default(),
            read_address: Default::default(),
            read_data: Default::default(),
            base: Default::default(),
            len_address: Default::default(),
            seq: Default::default(),
            op: Default::default(),
            filter: Default::default(),
            count: Default::default(),
            status: Default::default(),
            payload_len: Default::default(),
            restart: Default::default(),
            load_word: Default::default(),
            word: Default::default(),
            start_bytes: Default::default(),
            byte_count: Default::default(),
            word_held: Default::default(),
            serializer_idle: Default::default(),
            bytes_written: Default::default(),
            pack_bit_valid: Default::default(),
            pack_bit: Default::default(),
            pack_code_valid: Default::default(),
            pack_code: Default::default(),
            pack_index: Default::default(),
            write_header: Default::default(),
            header_length_now: Default::default(),
            replies: Default::default(),
            ser_word: Default::default(),
            ser_left: Default::default(),
            ser_written: Default::default(),
            packed_byte: Default::default(),
            byte_next: Default::default(),
            header_byte: Default::default(),
            wr_en: Default::default(),
            wr_addr: Default::default(),
            wr_data: Default::default(),
            write_en: Default::default(),
            write_addr: Default::default(),
            write_data: Default::default(),
            version: Constant::new((hwfilter_model::protocol::VERSION as u64).to_bits()),
            header_len: Constant::new((REPLY_HEADER as u64).to_bits()),
            zero3: Constant::new(0u64.to_bits()),
            zero4: Constant::new(0u64.to_bits()),
            zero8: Constant::new(0u64.to_bits()),
            one3: Constant::new(1u64.to_bits()),
            one4: Constant::new(1u64.to_bits()),
            one8: Constant::new(1u64.to_bits()),
        }
    }
}

impl Default for ReplyBuilder {
    fn default() -> Self {
        Self::new()
    }
}

impl Logic for ReplyBuilder {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(
            self,
            clock,
            ser_word,
            ser_left,
            ser_written,
            packed_byte,
            header_byte,
            write_en,
            write_addr,
            write_data
        );
        self.replies.clock.next = self.clock.val();
        self.replies.read_address.next = self.read_address.val();
        self.read_data.next = self.replies.read_data.val();
        self.serializer_idle.next = self.ser_left.q.val() == self.zero4.val();
        self.bytes_written.next = self.ser_written.q.val();
        self.word_held.next = self.ser_word.q.val();
        self.header_length_now.next = self.header_byte.q.val().all();
        self.byte_next.next = self.packed_byte.q.val();

        // ---- serializer (the default write: the next payload byte)
        self.wr_en.next = false;
        self.wr_addr.next = self.base.val()
            + bit_cast::<10, 8>(self.header_len.val())
            + bit_cast::<10, 8>(self.ser_written.q.val());
        self.wr_data.next = self.ser_word.q.val().get_bits::<8>(0);
        if self.ser_left.q.val() != self.zero4.val() {
            self.wr_en.next = true;
            self.ser_word.d.next = self.ser_word.q.val() >> 8;
            self.ser_left.d.next = self.ser_left.q.val() - self.one4.val();
            self.ser_written.d.next = self.ser_written.q.val() + self.one8.val();
        }
        if self.load_word.val() {
            self.ser_word.d.next = self.word.val();
        }
        if self.start_bytes.val() {
            self.ser_left.d.next = self.byte_count.val();
        }
        if self.restart.val() {
            self.ser_written.d.next = self.zero8.val();
            self.header_byte.d.next = self.zero3.val();
        }

        // ---- packer: a byte is rewritten with every result it holds
        if self.pack_bit_valid.val() {
            if self.pack_index.val().get_bits::<3>(0) != self.zero3.val() {
                self.byte_next.next = self.packed_byte.q.val();
            } else {
                self.byte_next.next = self.zero8.val();
            }
            if self.pack_bit.val() {
                self.byte_next.next = self.byte_next.val()
                    | (self.one8.val() << bit_cast::<8, 3>(self.pack_index.val().get_bits::<3>(0)));
            }
            self.packed_byte.d.next = self.byte_next.val();
            self.wr_en.next = true;
            self.wr_addr.next = self.base.val()
                + bit_cast::<10, 8>(self.header_len.val())
                + self.pack_index.val().get_bits::<10>(3);
            self.wr_data.next = self.byte_next.val();
        }
        if self.pack_code_valid.val() {
            if self.pack_index.val().get_bits::<2>(0) == self.zero3.val().get_bits::<2>(0) {
                self.byte_next.next = bit_cast::<8, 2>(self.pack_code.val());
            } else {
                self.byte_next.next = self.packed_byte.q.val()
                    | (bit_cast::<8, 2>(self.pack_code.val())
                        << (bit_cast::<8, 2>(self.pack_index.val().get_bits::<2>(0)) << 1));
            }
            self.packed_byte.d.next = self.byte_next.val();
            self.wr_en.next = true;
            self.wr_addr.next = self.base.val()
                + bit_cast::<10, 8>(self.header_len.val())
                + self.pack_index.val().get_bits::<10>(2);
            self.wr_data.next = self.byte_next.val();
        }

        // ---- header writer: version, seq, op, filter, count (LE),
        // status, then the length byte at `len_address`
        if self.write_header.val() {
            self.wr_en.next = true;
            self.wr_addr.next = self.base.val() + bit_cast::<10, 3>(self.header_byte.q.val());
            self.header_byte.d.next = self.header_byte.q.val() + self.one3.val();
            match self.header_byte.q.val().index() {
                0 => {
                    self.wr_data.next = self.version.val();
                }
                1 => {
                    self.wr_data.next = self.seq.val();
                }
                2 => {
                    self.wr_data.next = self.op.val();
                }
                3 => {
                    self.wr_data.next = self.filter.val();
                }
                4 => {
                    self.wr_data.next = self.count.val().get_bits::<8>(0);
                }
                5 => {
                    self.wr_data.next = self.count.val().get_bits::<8>(8);
                }
                6 => {
                    self.wr_data.next = self.status.val();
                }
                _ => {
                    self.wr_addr.next = self.len_address.val();
                    self.wr_data.next = self.payload_len.val() + self.header_len.val();
                }
            }
        }

        self.write_en.d.next = self.wr_en.val();
        self.write_addr.d.next = self.wr_addr.val();
        self.write_data.d.next = self.wr_data.val();
        self.replies.write_enable.next = self.write_en.q.val();
        self.replies.write_address.next = self.write_addr.q.val();
        self.replies.write_data.next = self.write_data.q.val();
        if self.reset.val() {
            self.write_en.d.next = false;
            self.ser_left.d.next = self.zero4.val();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::link::testbench::settle;
    use hwfilter_model::rng::SplitMix64;

    fn cycle(b: &mut ReplyBuilder) {
        b.clock.next = false.into();
        settle(b);
        b.clock.next = true.into();
        settle(b);
    }

    /// Clears every strobe, as the dispatcher's defaults do.
    fn quiet(b: &mut ReplyBuilder) {
        b.restart.next = false;
        b.load_word.next = false;
        b.start_bytes.next = false;
        b.pack_bit_valid.next = false;
        b.pack_code_valid.next = false;
        b.write_header.next = false;
    }

    fn bench() -> ReplyBuilder {
        let mut b = ReplyBuilder::new();
        b.connect_all();
        quiet(&mut b);
        b.reset.next = true;
        cycle(&mut b);
        b.reset.next = false;
        b
    }

    /// Reads `len` bytes from `addr` through the read port.
    fn read(b: &mut ReplyBuilder, addr: u64, len: usize) -> Vec<u8> {
        quiet(b);
        (0..len as u64)
            .map(|i| {
                b.read_address.next = (addr + i).to_bits();
                cycle(b);
                b.read_data.val().to_u64() as u8
            })
            .collect()
    }

    fn header(b: &mut ReplyBuilder, base: u64, len_addr: u64, payload: u64) {
        b.base.next = base.to_bits();
        b.len_address.next = len_addr.to_bits();
        b.seq.next = 0x42u64.to_bits();
        b.op.next = 0x83u64.to_bits();
        b.filter.next = 1u64.to_bits();
        b.count.next = 0x0102u64.to_bits();
        b.status.next = 7u64.to_bits();
        b.payload_len.next = payload.to_bits();
        b.write_header.next = true;
        for i in 0..8 {
            settle(b);
            assert_eq!(b.header_length_now.val(), i == 7, "header cycle {i}");
            cycle(b);
        }
        b.write_header.next = false;
        cycle(b); // the last write lands
    }

    #[test]
    fn the_header_goes_to_base_and_the_length_to_its_byte() {
        let mut b = bench();
        b.restart.next = true;
        cycle(&mut b);
        quiet(&mut b);
        header(&mut b, 640, 671, 5);
        let v = hwfilter_model::protocol::VERSION;
        assert_eq!(read(&mut b, 640, 7), [v, 0x42, 0x83, 1, 0x02, 0x01, 7]);
        assert_eq!(read(&mut b, 671, 1), [12]);
    }

    #[test]
    fn words_are_serialized_low_byte_first_after_the_header() {
        let mut b = bench();
        b.base.next = 32u64.to_bits();
        b.restart.next = true;
        cycle(&mut b);
        quiet(&mut b);
        let words = [
            (0x1122_3344_5566_7788u64, 8u64),
            (0xa1a2_a3a4, 4),
            (0xff, 1),
        ];
        let mut want = vec![];
        for (w, n) in words {
            b.load_word.next = true;
            b.word.next = w.to_bits();
            cycle(&mut b);
            quiet(&mut b);
            b.start_bytes.next = true;
            b.byte_count.next = n.to_bits();
            cycle(&mut b);
            quiet(&mut b);
            for _ in 0..n {
                assert!(!b.serializer_idle.val());
                cycle(&mut b);
            }
            assert!(b.serializer_idle.val());
            want.extend_from_slice(&w.to_le_bytes()[..n as usize]);
        }
        assert_eq!(b.bytes_written.val().to_u64(), 13);
        cycle(&mut b);
        assert_eq!(read(&mut b, 32 + 7, want.len()), want);
    }

    #[test]
    fn results_pack_into_bitmaps_and_two_bit_codes() {
        let mut rng = SplitMix64(9);
        for codes in [false, true] {
            let mut b = bench();
            b.base.next = 64u64.to_bits();
            let n = 61usize;
            let results: Vec<u8> = (0..n)
                .map(|_| (rng.next_u64() % if codes { 4 } else { 2 }) as u8)
                .collect();
            for (i, &r) in results.iter().enumerate() {
                b.pack_index.next = (i as u64).to_bits();
                b.pack_bit.next = r == 1;
                b.pack_code.next = (r as u64).to_bits();
                b.pack_bit_valid.next = !codes;
                b.pack_code_valid.next = codes;
                cycle(&mut b);
                quiet(&mut b);
                // Idle cycles between results change nothing.
                if rng.next_u64().is_multiple_of(3) {
                    cycle(&mut b);
                }
            }
            cycle(&mut b);
            let per_byte = if codes { 4 } else { 8 };
            let mut want = vec![0u8; n.div_ceil(per_byte)];
            for (i, &r) in results.iter().enumerate() {
                want[i / per_byte] |= r << ((i % per_byte) * (8 / per_byte));
            }
            assert_eq!(read(&mut b, 64 + 7, want.len()), want, "codes: {codes}");
        }
    }

    #[test]
    fn reset_stops_the_serializer() {
        let mut b = bench();
        b.load_word.next = true;
        b.word.next = 0xabu64.to_bits();
        b.start_bytes.next = true;
        b.byte_count.next = 8u64.to_bits();
        cycle(&mut b);
        quiet(&mut b);
        b.reset.next = true;
        cycle(&mut b);
        assert!(b.serializer_idle.val());
    }

    #[test]
    fn verilog_is_generated() {
        let v = generate_verilog(&bench());
        assert!(v.contains("module top"));
    }
}
