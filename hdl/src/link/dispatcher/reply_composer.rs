//! `ReplyComposer`: what each reply says and where it goes, state by state
//! — its header fields, its region of the reply RAM, its payload length —
//! and the payload itself: results packed as they come, DUMP/COUNT words
//! serialized, INFO/STATS fields a field at a time (docs/protocol.md,
//! sections 4-5). It owns the [`ReplyBuilder`] that writes the RAM.
//!
//! ```text
//!  Idle:   take_nak / take_busy ─► NAK / BUSY header, error region
//!  Decode: outcome ─► echo header + status, region (error / INFO-STATS / cache slot), apply?
//!  Range, Validate: BAD_PARAM ─► error region
//!  Exec:   result_taken ─► pack bit / 2-bit code, or serialize the word ─► reply RAM
//!          exec_done ─► payload length (bitmap, codes), FULL if any code was FULL
//!  Fields: field (fidx) ─► 4 bytes ─► ... fields_last ─► payload length
//!  HdrWrite: base, seq, op, filter, count, status, length ─► header writer
//! ```
//!
//! The fields are registers, held through HdrWrite and Send (the encoder
//! reads the region after Send). `k[n]` is the 8-bit constant n (rust-hdl
//! indexes arrays only with literals): byte counts and the model's
//! statuses BAD_LENGTH 2, BAD_PARAM 6, FULL 7, BUSY 8, OUT_OF_SEQUENCE 9.
use super::{ERROR_BASE, EXEMPT_BASE, ReplyBuilder};
use hwfilter_model::protocol::{Filter, FilterKinds};
use rust_hdl::prelude::*;

/// A reply's header fields and payload, written into the reply RAM.
#[derive(LogicBlock)]
pub struct ReplyComposer {
    pub clock: Signal<In, Clock>,
    pub reset: Signal<In, Bit>,
    // -- the reply RAM's read port (the ReplyEncoder's), one cycle
    pub read_address: Signal<In, Bits<10>>,
    pub read_data: Signal<Out, Bits<8>>,
    // -- Idle: acts (a new reply), takes a NAK (unless `nak_sent`), a BUSY
    pub idle_acting: Signal<In, Bit>,
    pub take_nak: Signal<In, Bit>,
    pub take_busy: Signal<In, Bit>,
    /// A NAK for the expected sequence number (a NAK's, an OOS's) went out.
    pub nak_sent: Signal<In, Bit>,
    pub expected: Signal<In, Bits<8>>,
    /// The NAK's status; the BUSY frame's sequence number.
    pub nak_status: Signal<In, Bits<8>>,
    pub busy_seq: Signal<In, Bits<8>>,
    // -- the request (held from Header to Send); filter bit 0: Cuckoo
    pub seq: Signal<In, Bits<8>>,
    pub opcode: Signal<In, Bits<8>>,
    pub filter: Signal<In, Bits<8>>,
    pub count: Signal<In, Bits<16>>,
    pub op_query: Signal<In, Bit>,
    pub op_insert: Signal<In, Bit>,
    pub op_delete: Signal<In, Bit>,
    pub op_count: Signal<In, Bit>,
    pub op_stats: Signal<In, Bit>,
    pub op_dump: Signal<In, Bit>,
    // -- Decode: the request decoder's outcome (at most one set)
    pub decoding: Signal<In, Bit>,
    pub bad_request: Signal<In, Bit>,
    pub bad_request_status: Signal<In, Bits<8>>,
    pub bad_length: Signal<In, Bit>,
    /// INFO or STATS: the reply goes to the INFO/STATS region.
    pub decoded_exempt: Signal<In, Bit>,
    /// The expected request, applied: the reply goes to its cache slot.
    pub decoded_applied: Signal<In, Bit>,
    /// INSERT, QUERY or DELETE: the reply echoes the count.
    pub decoded_keyed: Signal<In, Bit>,
    /// A duplicate: its cached reply (its slot) goes again, unchanged.
    pub decoded_replay: Signal<In, Bit>,
    pub decoded_out_of_sequence: Signal<In, Bit>,
    // -- Range, Validate: a DUMP/LOAD refused (BAD_PARAM)
    pub checking_range: Signal<In, Bit>,
    pub past_end: Signal<In, Bit>,
    pub validating: Signal<In, Bit>,
    pub refused: Signal<In, Bit>,
    // -- Exec: the engine's results, from the engine port
    pub executing: Signal<In, Bit>,
    pub exec_done: Signal<In, Bit>,
    /// The port takes a result: the serializer takes `result_word`.
    pub result_ready: Signal<In, Bit>,
    pub result_word: Signal<In, Bits<64>>,
    /// Strobe: a result was taken at the last edge; its hit, code, index.
    pub result_taken: Signal<In, Bit>,
    pub result_hit: Signal<In, Bit>,
    pub result_code: Signal<In, Bits<2>>,
    pub results: Signal<In, Bits<13>>,
    // -- Fields (INFO/STATS): the field at `field_index`, or past the last
    pub writing_fields: Signal<In, Bit>,
    pub field: Signal<In, Bits<32>>,
    pub fields_last: Signal<In, Bit>,
    pub writing_header: Signal<In, Bit>,
    /// The reply's region: its first byte, its length byte.
    pub base: Signal<Out, Bits<10>>,
    pub len_address: Signal<Out, Bits<10>>,
    /// The reply is the expected request's: Send applies it.
    pub apply: Signal<Out, Bit>,
    /// The serializer is done; the header writer writes its last byte.
    pub serializer_idle: Signal<Out, Bit>,
    pub header_length_written: Signal<Out, Bit>,
    /// The INFO/STATS field to write next; STATS' engine word (Exec's).
    pub field_index: Signal<Out, Bits<5>>,
    pub engine_stats: Signal<Out, Bits<64>>,

    /// The reply RAM and its writers. Written only while the encoder is
    /// idle (Idle waits for it): no read-first logic.
    reply: ReplyBuilder,
    r_base: DFF<Bits<10>>,
    r_len_addr: DFF<Bits<10>>,
    r_seq: DFF<Bits<8>>,
    r_op: DFF<Bits<8>>,
    r_filter: DFF<Bits<8>>,
    r_count: DFF<Bits<16>>,
    r_status: DFF<Bits<8>>,
    plen: DFF<Bits<8>>,
    apply_q: DFF<Bit>,
    /// A DELETE or Cuckoo INSERT result was FULL.
    any_full: DFF<Bit>,
    stat: DFF<Bits<64>>,
    fidx: DFF<Bits<5>>,
    slot_base: Signal<Local, Bits<10>>,
    count7: Signal<Local, Bits<16>>,
    count3: Signal<Local, Bits<16>>,
    k: [Constant<Bits<8>>; 10],
    /// Filter 0 is a counting Bloom filter: 4-byte DUMP words.
    /// A Bloom snapshot word's bytes (1 plain, 2 blocked, 4 counting) and
    /// their log2.
    bloom_word_bytes: Constant<Bits<4>>,
    bloom_word_shift: Constant<Bits<2>>,
    k16: [Constant<Bits<16>>; 8],
    k5: [Constant<Bits<5>>; 2],
    zero64: Constant<Bits<64>>,
    ff: Constant<Bits<8>>,
    reply_flag: Constant<Bits<8>>,
    exempt_base: Constant<Bits<10>>,
    exempt_len: Constant<Bits<10>>,
    error_base: Constant<Bits<10>>,
    error_len: Constant<Bits<10>>,
    slot_last: Constant<Bits<10>>,
}

impl ReplyComposer {
    /// The composer of a board whose filters are of `kinds` (a counting
    /// Bloom filter's DUMP words are 4 bytes).
    pub fn new(kinds: FilterKinds) -> Self {
        let c8 = |v: u64| Constant::new(v.to_bits());
        let bloom_word_bytes = kinds.word_bytes(Filter::Bloom);
        assert!(
            bloom_word_bytes.is_power_of_two() && bloom_word_bytes <= 4,
            "a DUMP's payload length is a shift of its count"
        );
        Self {
            clock: Default::default(),
            reset: Default::default(),
            read_address: Default::default(),
            read_data: Default::default(),
            idle_acting: Default::default(),
            take_nak: Default::default(),
            take_busy: Default::default(),
            nak_sent: Default::default(),
            expected: Default::default(),
            nak_status: Default::default(),
            busy_seq: Default::default(),
            seq: Default::default(),
            opcode: Default::default(),
            filter: Default::default(),
            count: Default::default(),
            op_query: Default::default(),
            op_insert: Default::default(),
            op_delete: Default::default(),
            op_count: Default::default(),
            op_stats: Default::default(),
            op_dump: Default::default(),
            decoding: Default::default(),
            bad_request: Default::default(),
            bad_request_status: Default::default(),
            bad_length: Default::default(),
            decoded_exempt: Default::default(),
            decoded_applied: Default::default(),
            decoded_keyed: Default::default(),
            decoded_replay: Default::default(),
            decoded_out_of_sequence: Default::default(),
            checking_range: Default::default(),
            past_end: Default::default(),
            validating: Default::default(),
            refused: Default::default(),
            executing: Default::default(),
            exec_done: Default::default(),
            result_ready: Default::default(),
            result_word: Default::default(),
            result_taken: Default::default(),
            result_hit: Default::default(),
            result_code: Default::default(),
            results: Default::default(),
            writing_fields: Default::default(),
            field: Default::default(),
            fields_last: Default::default(),
            writing_header: Default::default(),
            base: Default::default(),
            len_address: Default::default(),
            apply: Default::default(),
            serializer_idle: Default::default(),
            header_length_written: Default::default(),
            field_index: Default::default(),
            engine_stats: Default::default(),
            reply: ReplyBuilder::new(),
            r_base: Default::default(),
            r_len_addr: Default::default(),
            r_seq: Default::default(),
            r_op: Default::default(),
            r_filter: Default::default(),
            r_count: Default::default(),
            r_status: Default::default(),
            plen: Default::default(),
            apply_q: Default::default(),
            any_full: Default::default(),
            stat: Default::default(),
            fidx: Default::default(),
            slot_base: Default::default(),
            count7: Default::default(),
            count3: Default::default(),
            k: std::array::from_fn(|i| c8(i as u64)),
            bloom_word_bytes: Constant::new((bloom_word_bytes as u64).to_bits()),
            bloom_word_shift: Constant::new((bloom_word_bytes.trailing_zeros() as u64).to_bits()),
            k16: std::array::from_fn(|i| Constant::new((i as u64).to_bits())),
            k5: std::array::from_fn(|i| Constant::new((i as u64).to_bits())),
            zero64: Constant::new(0u64.to_bits()),
            ff: c8(0xff),
            reply_flag: c8(0x80),
            exempt_base: Constant::new(EXEMPT_BASE.to_bits()),
            exempt_len: Constant::new((EXEMPT_BASE + 127).to_bits()),
            error_base: Constant::new(ERROR_BASE.to_bits()),
            error_len: Constant::new((ERROR_BASE + 31).to_bits()),
            slot_last: Constant::new(31u64.to_bits()),
        }
    }
}

impl Default for ReplyComposer {
    fn default() -> Self {
        Self::new(FilterKinds::default())
    }
}

// Nested ifs mirror the Verilog #[hdl_gen] writes from them.
#[allow(clippy::collapsible_if, clippy::collapsible_else_if)]
impl Logic for ReplyComposer {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(
            self, clock, r_base, r_len_addr, r_seq, r_op, r_filter, r_count, r_status, plen,
            apply_q, any_full, stat, fidx
        );
        self.reply.clock.next = self.clock.val();
        self.reply.reset.next = self.reset.val();
        self.reply.read_address.next = self.read_address.val();
        self.read_data.next = self.reply.read_data.val();
        self.reply.base.next = self.r_base.q.val();
        self.reply.len_address.next = self.r_len_addr.q.val();
        self.reply.seq.next = self.r_seq.q.val();
        self.reply.op.next = self.r_op.q.val();
        self.reply.filter.next = self.r_filter.q.val();
        self.reply.count.next = self.r_count.q.val();
        self.reply.status.next = self.r_status.q.val();
        self.reply.payload_len.next = self.plen.q.val();
        self.reply.restart.next = false;
        self.reply.start_bytes.next = false;
        self.reply.byte_count.next = self.k[0].val().get_bits::<4>(0);
        self.reply.pack_bit_valid.next = false;
        self.reply.pack_code_valid.next = false;
        self.reply.pack_index.next = self.results.val();
        self.reply.pack_bit.next = self.result_hit.val();
        self.reply.pack_code.next = self.result_code.val();
        self.reply.write_header.next = self.writing_header.val();
        // The serializer takes every word the port takes, result or not:
        // DUMP's, COUNT's, or STATS' (kept in `stat` with its result).
        self.reply.load_word.next = self.result_ready.val();
        self.reply.word.next = self.result_word.val();
        self.base.next = self.r_base.q.val();
        self.len_address.next = self.r_len_addr.q.val();
        self.apply.next = self.apply_q.q.val();
        self.serializer_idle.next = self.reply.serializer_idle.val();
        self.header_length_written.next = self.reply.header_length_now.val();
        self.field_index.next = self.fidx.q.val();
        self.engine_stats.next = self.stat.q.val();
        // The request's reply cache slot: `seq % 16`, 32 bytes each.
        self.slot_base.next = bit_cast::<10, 4>(self.seq.val().get_bits::<4>(0)) << 5;
        self.count7.next = self.count.val() + self.k16[7].val();
        self.count3.next = self.count.val() + self.k16[3].val();

        if self.idle_acting.val() {
            self.apply_q.d.next = false;
            self.reply.restart.next = true;
            // A NAK (a damaged frame arrived before the next pending one)
            // or a BUSY: no payload, in the error region.
            if (self.take_nak.val() & !self.nak_sent.val()) | self.take_busy.val() {
                self.r_op.d.next = self.ff.val();
                self.r_filter.d.next = self.k[0].val();
                self.r_count.d.next = self.k16[0].val();
                self.plen.d.next = self.k[0].val();
                self.r_base.d.next = self.error_base.val();
                self.r_len_addr.d.next = self.error_len.val();
                if self.take_busy.val() {
                    self.r_seq.d.next = self.busy_seq.val();
                    self.r_status.d.next = self.k[8].val();
                } else {
                    self.r_seq.d.next = self.expected.val();
                    self.r_status.d.next = self.nak_status.val();
                }
            }
        }
        if self.decoding.val() {
            // Defaults: an error reply echoing the request, in the error region.
            self.r_seq.d.next = self.seq.val();
            self.r_op.d.next = self.opcode.val() | self.reply_flag.val();
            self.r_filter.d.next = self.filter.val();
            self.r_count.d.next = self.k16[0].val();
            self.plen.d.next = self.k[0].val();
            self.r_base.d.next = self.error_base.val();
            self.r_len_addr.d.next = self.error_len.val();
            self.any_full.d.next = false;
            self.stat.d.next = self.zero64.val();
            self.fidx.d.next = self.k5[0].val();
            if self.bad_request.val() {
                self.r_status.d.next = self.bad_request_status.val();
            }
            if self.bad_length.val() {
                self.r_status.d.next = self.k[2].val();
            }
            if self.decoded_exempt.val() {
                self.r_status.d.next = self.k[0].val();
                self.r_base.d.next = self.exempt_base.val();
                self.r_len_addr.d.next = self.exempt_len.val();
            }
            if self.decoded_applied.val() {
                // The expected request: apply it into its cache slot.
                self.r_status.d.next = self.k[0].val();
                self.r_base.d.next = self.slot_base.val();
                self.r_len_addr.d.next = self.slot_base.val() + self.slot_last.val();
                self.apply_q.d.next = true;
            }
            if self.decoded_keyed.val() {
                self.r_count.d.next = self.count.val();
            }
            if self.decoded_replay.val() {
                self.r_base.d.next = self.slot_base.val();
                self.r_len_addr.d.next = self.slot_base.val() + self.slot_last.val();
            }
            if self.decoded_out_of_sequence.val() {
                if !self.nak_sent.val() {
                    self.r_seq.d.next = self.expected.val();
                    self.r_op.d.next = self.ff.val();
                    self.r_filter.d.next = self.k[0].val();
                    self.r_status.d.next = self.k[9].val();
                }
            }
        }
        if self.checking_range.val() {
            if self.past_end.val() {
                self.r_status.d.next = self.k[6].val();
                self.r_base.d.next = self.error_base.val();
                self.r_len_addr.d.next = self.error_len.val();
                self.apply_q.d.next = false;
            } else {
                if self.op_dump.val() {
                    self.r_count.d.next = self.count.val();
                    if self.filter.val().get_bit(0) {
                        self.plen.d.next = self.count.val().get_bits::<8>(0) << 3;
                    } else {
                        self.plen.d.next =
                            self.count.val().get_bits::<8>(0) << self.bloom_word_shift.val();
                    }
                }
            }
        }
        if self.validating.val() {
            if self.refused.val() {
                self.r_status.d.next = self.k[6].val();
                self.r_base.d.next = self.error_base.val();
                self.r_len_addr.d.next = self.error_len.val();
                self.apply_q.d.next = false;
            }
        }
        if self.executing.val() {
            if self.result_taken.val() {
                // Bitmaps (QUERY, Bloom INSERT) and 2-bit codes (DELETE,
                // Cuckoo INSERT) are packed into the payload.
                self.reply.pack_bit_valid.next =
                    self.op_query.val() | (self.op_insert.val() & !self.filter.val().get_bit(0));
                if self.op_delete.val() | (self.op_insert.val() & self.filter.val().get_bit(0)) {
                    self.reply.pack_code_valid.next = true;
                    if self.result_code.val() == self.k[1].val().get_bits::<2>(0) {
                        self.any_full.d.next = true;
                    }
                }
                // The serializer holds the result's word (taken with it).
                if self.op_dump.val() {
                    self.reply.start_bytes.next = true;
                    if self.filter.val().get_bit(0) {
                        self.reply.byte_count.next = self.k[8].val().get_bits::<4>(0);
                    } else {
                        self.reply.byte_count.next = self.bloom_word_bytes.val();
                    }
                }
                if self.op_count.val() {
                    self.reply.start_bytes.next = true;
                    self.reply.byte_count.next = self.k[4].val().get_bits::<4>(0);
                    self.plen.d.next = self.k[4].val();
                }
                if self.op_stats.val() {
                    self.stat.d.next = self.reply.word_held.val();
                }
            }
            if self.exec_done.val() {
                if self.op_query.val() | (self.op_insert.val() & !self.filter.val().get_bit(0)) {
                    self.plen.d.next = self.count7.val().get_bits::<8>(3);
                }
                if self.op_delete.val() | (self.op_insert.val() & self.filter.val().get_bit(0)) {
                    self.plen.d.next = self.count3.val().get_bits::<8>(2);
                    if self.any_full.q.val() {
                        self.r_status.d.next = self.k[7].val();
                    }
                }
            }
        }
        if self.writing_fields.val() {
            if self.reply.serializer_idle.val() {
                if self.fields_last.val() {
                    self.plen.d.next = self.reply.bytes_written.val();
                } else {
                    self.reply.load_word.next = true;
                    self.reply.word.next = bit_cast::<64, 32>(self.field.val());
                    self.reply.start_bytes.next = true;
                    self.reply.byte_count.next = self.k[4].val().get_bits::<4>(0);
                    self.fidx.d.next = self.fidx.q.val() + self.k5[1].val();
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::link::testbench::settle;
    use hwfilter_model::protocol::{
        NAK, REPLY_FLAG, VERSION, code, opcode, pack_bits, pack_codes, status,
    };
    use hwfilter_model::rng::SplitMix64;

    fn cycle(c: &mut ReplyComposer) {
        c.clock.next = false.into();
        settle(c);
        c.clock.next = true.into();
        settle(c);
    }

    fn bench() -> ReplyComposer {
        let mut c = ReplyComposer::default();
        c.connect_all();
        strobe(&mut c, |c, v| c.reset.next = v);
        c
    }

    /// One cycle with `set` applied to the inputs, then undone.
    fn strobe(c: &mut ReplyComposer, set: fn(&mut ReplyComposer, bool)) {
        set(c, true);
        cycle(c);
        set(c, false);
        settle(c);
    }

    /// Writes the header (8 cycles, the length byte last), then reads the
    /// region back as long as its length byte says.
    fn written(c: &mut ReplyComposer) -> Vec<u8> {
        c.writing_header.next = true;
        for i in 0..8 {
            settle(c);
            assert_eq!(c.header_length_written.val(), i == 7);
            cycle(c);
        }
        c.writing_header.next = false;
        cycle(c);
        let read = |c: &mut ReplyComposer, at: u64| {
            c.read_address.next = at.to_bits();
            cycle(c);
            c.read_data.val().to_u64() as u8
        };
        let (base, len_at) = (c.base.val().to_u64(), c.len_address.val().to_u64());
        let len = read(c, len_at) as u64;
        (base..base + len).map(|a| read(c, a)).collect()
    }

    /// Idle, then Decode of a request with `set` naming its outcome.
    fn decode(c: &mut ReplyComposer, header: [u8; 6], set: fn(&mut ReplyComposer, bool)) {
        strobe(c, |c, v| c.idle_acting.next = v);
        c.seq.next = (header[1] as u64).to_bits();
        c.opcode.next = (header[2] as u64).to_bits();
        c.filter.next = (header[3] as u64).to_bits();
        c.count.next = (u16::from_le_bytes([header[4], header[5]]) as u64).to_bits();
        c.decoding.next = true;
        strobe(c, set);
        c.decoding.next = false;
        settle(c);
    }

    /// A reply header as the model writes it.
    fn header(seq: u8, op: u8, filter: u8, count: u16, st: u8) -> Vec<u8> {
        let c = count.to_le_bytes();
        vec![VERSION, seq, op, filter, c[0], c[1], st]
    }

    #[test]
    fn nak_busy_and_error_replies_go_to_the_error_region() {
        let mut c = bench();
        c.expected.next = 0x21u64.to_bits();
        c.nak_status.next = (status::BAD_CRC as u64).to_bits();
        c.busy_seq.next = 0x33u64.to_bits();
        strobe(&mut c, |c, v| {
            (c.idle_acting.next, c.take_nak.next) = (v, v)
        });
        assert_eq!(c.base.val().to_u64(), ERROR_BASE);
        assert!(!c.apply.val());
        assert_eq!(written(&mut c), header(0x21, NAK, 0, 0, status::BAD_CRC));
        strobe(&mut c, |c, v| {
            (c.idle_acting.next, c.take_busy.next) = (v, v)
        });
        assert_eq!(written(&mut c), header(0x33, NAK, 0, 0, status::BUSY));
        // A bad length echoes the request; an OOS names the expected seq.
        let query = [1, 0x47, opcode::QUERY, 1, 3, 0];
        decode(&mut c, query, |c, v| c.bad_length.next = v);
        assert_eq!(c.base.val().to_u64(), ERROR_BASE);
        let op = opcode::QUERY | REPLY_FLAG;
        assert_eq!(written(&mut c), header(0x47, op, 1, 0, status::BAD_LENGTH));
        decode(&mut c, query, |c, v| c.decoded_out_of_sequence.next = v);
        let want = header(0x21, NAK, 0, 0, status::OUT_OF_SEQUENCE);
        assert_eq!(written(&mut c), want);
    }

    /// Exec: the results (hits or codes) taken one by one, then done.
    fn execute(c: &mut ReplyComposer, results: &[u8]) {
        c.executing.next = true;
        for (i, &r) in results.iter().enumerate() {
            c.results.next = (i as u64).to_bits();
            c.result_hit.next = r == 1;
            c.result_code.next = (r as u64).to_bits();
            strobe(c, |c, v| c.result_taken.next = v);
            cycle(c);
        }
        strobe(c, |c, v| c.exec_done.next = v);
        c.executing.next = false;
    }

    #[test]
    fn results_are_packed_into_the_slot_and_the_length_follows_the_count() {
        let mut rng = SplitMix64(5);
        // Bloom QUERY: a bitmap; Cuckoo DELETE: 2-bit codes, FULL if any.
        for (op, filter, n) in [(opcode::QUERY, 0u8, 13usize), (opcode::DELETE, 1, 6)] {
            let mut c = bench();
            let codes = filter == 1;
            c.op_query.next = op == opcode::QUERY;
            c.op_delete.next = op == opcode::DELETE;
            let request = [1, 0x13, op, filter, n as u8, 0];
            decode(&mut c, request, |c, v| {
                (c.decoded_applied.next, c.decoded_keyed.next) = (v, v)
            });
            assert_eq!(c.base.val().to_u64(), 3 * 32, "slot 3");
            assert_eq!(c.len_address.val().to_u64(), 3 * 32 + 31);
            assert!(c.apply.val());
            let results: Vec<u8> = (0..n)
                .map(|_| (rng.next_u64() % if codes { 3 } else { 2 }) as u8)
                .collect();
            execute(&mut c, &results);
            let full = codes && results.contains(&code::FULL);
            let st = if full { status::FULL } else { status::OK };
            let mut want = header(0x13, op | REPLY_FLAG, filter, n as u16, st);
            if codes {
                want.extend(pack_codes(&results));
            } else {
                let hits: Vec<bool> = results.iter().map(|&r| r == 1).collect();
                want.extend(pack_bits(&hits));
            }
            assert_eq!(written(&mut c), want, "{op} {results:?}");
        }
    }

    #[test]
    fn info_fields_go_four_bytes_each_to_the_info_region() {
        let mut c = bench();
        let info = [1, 0x05, opcode::INFO, 0, 0, 0];
        decode(&mut c, info, |c, v| c.decoded_exempt.next = v);
        assert_eq!(c.base.val().to_u64(), EXEMPT_BASE);
        assert!(!c.apply.val(), "not cached");
        c.writing_fields.next = true;
        for _ in 0..100 {
            let i = c.field_index.val().to_u64();
            c.field.next = (0x0a0b_0c00 + i).to_bits();
            c.fields_last.next = i == 3;
            settle(&mut c);
            let done = c.fields_last.val() && c.serializer_idle.val();
            cycle(&mut c);
            if done {
                break;
            }
        }
        c.writing_fields.next = false;
        let mut want = header(0x05, opcode::INFO | REPLY_FLAG, 0, 0, status::OK);
        want.extend((0..3u32).flat_map(|i| (0x0a0b_0c00 + i).to_le_bytes()));
        assert_eq!(written(&mut c), want);
    }

    #[test]
    fn verilog_is_generated() {
        let mut c = ReplyComposer::default();
        c.connect_all();
        assert!(generate_verilog(&c).contains("module top"));
    }
}
