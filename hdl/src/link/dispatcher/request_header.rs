//! `RequestHeader`: the current request's header fields, as the dispatcher's
//! Idle and Header states load them, and its opcode decoded into one flag
//! per request kind (docs/protocol.md, section 3).
//!
//! ```text
//!  take_frame ─► frame_len = buffer ? len1 : len0
//!  header_fetched ─► version, seq, opcode, filter, count = header[0..48]
//!                          │
//!                          └─ a cycle later ─► op_info .. op_load (registered)
//! ```
//!
//! * The fields hold from their load until the next frame's: everything
//!   from Check to Send reads them.
//! * The op flags are the opcode compared every cycle and registered, so
//!   the states from Check2 on read a flip-flop, not an 8-bit compare; the
//!   request decoder's checks read `opcode` itself.
use rust_hdl::prelude::*;

/// The request header's registers and its decoded opcode.
#[derive(LogicBlock)]
pub struct RequestHeader {
    pub clock: Signal<In, Clock>,
    // -- the frame's length (Idle takes a frame)
    /// Strobe: a frame is taken; latch the length of the buffer it is in.
    pub take_frame: Signal<In, Bit>,
    /// The buffer the frame is in (0 or 1) and both buffers' frame lengths.
    pub buffer: Signal<In, Bit>,
    pub len0: Signal<In, Bits<10>>,
    pub len1: Signal<In, Bits<10>>,
    // -- the header (Header: the fetcher has its first 8 bytes)
    /// Strobe: `header` holds the header's 6 bytes, the first lowest.
    pub header_fetched: Signal<In, Bit>,
    pub header: Signal<In, Bits<48>>,
    // -- the fields, held until the next frame's
    pub version: Signal<Out, Bits<8>>,
    pub seq: Signal<Out, Bits<8>>,
    pub opcode: Signal<Out, Bits<8>>,
    pub filter: Signal<Out, Bits<8>>,
    pub count: Signal<Out, Bits<16>>,
    /// The frame's length in bytes (header, payload and CRC).
    pub frame_len: Signal<Out, Bits<10>>,
    /// The request is for the Cuckoo filter (filter id bit 0).
    pub cuckoo: Signal<Out, Bit>,
    // -- `opcode` decoded, registered (a cycle after the header's load)
    pub op_info: Signal<Out, Bit>,
    pub op_clear: Signal<Out, Bit>,
    pub op_insert: Signal<Out, Bit>,
    pub op_query: Signal<Out, Bit>,
    pub op_delete: Signal<Out, Bit>,
    pub op_count: Signal<Out, Bit>,
    pub op_stats: Signal<Out, Bit>,
    pub op_dump: Signal<Out, Bit>,
    pub op_load: Signal<Out, Bit>,

    h_ver: DFF<Bits<8>>,
    h_seq: DFF<Bits<8>>,
    h_op: DFF<Bits<8>>,
    h_filter: DFF<Bits<8>>,
    h_count: DFF<Bits<16>>,
    h_len: DFF<Bits<10>>,
    o_info: DFF<Bit>,
    o_clear: DFF<Bit>,
    o_insert: DFF<Bit>,
    o_query: DFF<Bit>,
    o_delete: DFF<Bit>,
    o_count: DFF<Bit>,
    o_stats: DFF<Bit>,
    o_dump: DFF<Bit>,
    o_load: DFF<Bit>,
    /// `k[n]` is the opcode n (INFO 1 .. LOAD 9, `hwfilter_model::protocol`);
    /// rust-hdl indexes arrays only with literals.
    k: [Constant<Bits<8>>; 10],
}

impl RequestHeader {
    pub fn new() -> Self {
        Self {
            clock: Default::default(),
            take_frame: Default::default(),
            buffer: Default::default(),
            len0: Default::default(),
            len1: Default::default(),
            header_fetched: Default::default(),
            header: Default::default(),
            version: Default::default(),
            seq: Default::default(),
            opcode: Default::default(),
            filter: Default::default(),
            count: Default::default(),
            frame_len: Default::default(),
            cuckoo: Default::default(),
            op_info: Default::default(),
            op_clear: Default::default(),
            op_insert: Default::default(),
            op_query: Default::default(),
            op_delete: Default::default(),
            op_count: Default::default(),
            op_stats: Default::default(),
            op_dump: Default::default(),
            op_load: Default::default(),
            h_ver: Default::default(),
            h_seq: Default::default(),
            h_op: Default::default(),
            h_filter: Default::default(),
            h_count: Default::default(),
            h_len: Default::default(),
            o_info: Default::default(),
            o_clear: Default::default(),
            o_insert: Default::default(),
            o_query: Default::default(),
            o_delete: Default::default(),
            o_count: Default::default(),
            o_stats: Default::default(),
            o_dump: Default::default(),
            o_load: Default::default(),
            k: std::array::from_fn(|i| Constant::new((i as u64).to_bits())),
        }
    }
}

impl Default for RequestHeader {
    fn default() -> Self {
        Self::new()
    }
}

impl Logic for RequestHeader {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(
            self, clock, h_ver, h_seq, h_op, h_filter, h_count, h_len, o_info, o_clear, o_insert,
            o_query, o_delete, o_count, o_stats, o_dump, o_load
        );
        if self.take_frame.val() {
            if self.buffer.val() {
                self.h_len.d.next = self.len1.val();
            } else {
                self.h_len.d.next = self.len0.val();
            }
        }
        if self.header_fetched.val() {
            self.h_ver.d.next = self.header.val().get_bits::<8>(0);
            self.h_seq.d.next = self.header.val().get_bits::<8>(8);
            self.h_op.d.next = self.header.val().get_bits::<8>(16);
            self.h_filter.d.next = self.header.val().get_bits::<8>(24);
            self.h_count.d.next = self.header.val().get_bits::<16>(32);
        }
        self.version.next = self.h_ver.q.val();
        self.seq.next = self.h_seq.q.val();
        self.opcode.next = self.h_op.q.val();
        self.filter.next = self.h_filter.q.val();
        self.count.next = self.h_count.q.val();
        self.frame_len.next = self.h_len.q.val();
        self.cuckoo.next = self.h_filter.q.val().get_bit(0);
        self.o_info.d.next = self.h_op.q.val() == self.k[1].val();
        self.o_clear.d.next = self.h_op.q.val() == self.k[2].val();
        self.o_insert.d.next = self.h_op.q.val() == self.k[3].val();
        self.o_query.d.next = self.h_op.q.val() == self.k[4].val();
        self.o_delete.d.next = self.h_op.q.val() == self.k[5].val();
        self.o_count.d.next = self.h_op.q.val() == self.k[6].val();
        self.o_stats.d.next = self.h_op.q.val() == self.k[7].val();
        self.o_dump.d.next = self.h_op.q.val() == self.k[8].val();
        self.o_load.d.next = self.h_op.q.val() == self.k[9].val();
        self.op_info.next = self.o_info.q.val();
        self.op_clear.next = self.o_clear.q.val();
        self.op_insert.next = self.o_insert.q.val();
        self.op_query.next = self.o_query.q.val();
        self.op_delete.next = self.o_delete.q.val();
        self.op_count.next = self.o_count.q.val();
        self.op_stats.next = self.o_stats.q.val();
        self.op_dump.next = self.o_dump.q.val();
        self.op_load.next = self.o_load.q.val();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::link::testbench::settle;
    use hwfilter_model::protocol::opcode;

    /// The opcodes in the order of `ops`' flags.
    const OPCODES: [u8; 9] = [
        opcode::INFO,
        opcode::CLEAR,
        opcode::INSERT,
        opcode::QUERY,
        opcode::DELETE,
        opcode::COUNT,
        opcode::STATS,
        opcode::DUMP,
        opcode::LOAD,
    ];

    fn cycle(h: &mut RequestHeader) {
        h.clock.next = false.into();
        settle(h);
        h.clock.next = true.into();
        settle(h);
    }

    fn bench() -> RequestHeader {
        let mut h = RequestHeader::new();
        h.connect_all();
        h.len0.next = 111u64.to_bits();
        h.len1.next = 222u64.to_bits();
        cycle(&mut h);
        h
    }

    /// The op flags, INFO first.
    fn ops(h: &RequestHeader) -> [bool; 9] {
        [
            h.op_info.val(),
            h.op_clear.val(),
            h.op_insert.val(),
            h.op_query.val(),
            h.op_delete.val(),
            h.op_count.val(),
            h.op_stats.val(),
            h.op_dump.val(),
            h.op_load.val(),
        ]
    }

    fn load(h: &mut RequestHeader, header: [u8; 6]) {
        let mut word = [0u8; 8];
        word[..6].copy_from_slice(&header);
        h.header_fetched.next = true;
        h.header.next = u64::from_le_bytes(word).to_bits();
        cycle(h);
        h.header_fetched.next = false;
        h.header.next = 0u64.to_bits();
    }

    #[test]
    fn fields_hold_from_their_load_and_the_opcode_decodes_a_cycle_later() {
        let mut h = bench();
        h.take_frame.next = true;
        h.buffer.next = true;
        cycle(&mut h);
        h.take_frame.next = false;
        h.buffer.next = false;
        assert_eq!(h.frame_len.val().to_u64(), 222, "buffer 1's length");
        load(&mut h, [1, 0x5a, opcode::QUERY, 0x03, 0x34, 0x12]);
        assert_eq!(h.version.val().to_u64(), 1);
        assert_eq!(h.seq.val().to_u64(), 0x5a);
        assert_eq!(h.opcode.val().to_u64(), opcode::QUERY as u64);
        assert_eq!(h.filter.val().to_u64(), 3);
        assert!(h.cuckoo.val(), "filter bit 0");
        assert_eq!(h.count.val().to_u64(), 0x1234, "16 bits, little-endian");
        assert_eq!(ops(&h), [false; 9], "not decoded yet");
        cycle(&mut h);
        assert_eq!(
            ops(&h),
            [false, false, false, true, false, false, false, false, false]
        );
        // Held while nothing loads, whatever the input says.
        h.header.next = 0xffff_ffff_ffffu64.to_bits();
        for _ in 0..3 {
            cycle(&mut h);
        }
        assert_eq!(h.seq.val().to_u64(), 0x5a);
        assert_eq!(h.frame_len.val().to_u64(), 222);
    }

    #[test]
    fn each_opcode_sets_its_flag_and_others_none() {
        let mut h = bench();
        for op in 0u8..=12 {
            load(&mut h, [1, 0, op, 0, 0, 0]);
            cycle(&mut h);
            let want: [bool; 9] = std::array::from_fn(|i| OPCODES[i] == op);
            assert_eq!(ops(&h), want, "opcode {op}");
        }
    }

    #[test]
    fn verilog_is_generated() {
        let mut h = RequestHeader::new();
        h.connect_all();
        assert!(generate_verilog(&h).contains("module top"));
    }
}
