//! `RequestDecoder`: the checks of a request header and its place in the
//! sequence, in the order docs/protocol.md (section 4) gives them, reduced
//! to one outcome the dispatcher acts on.
//!
//! ```text
//!  header fields ─► limits (Check) ─► compares (Check2) ─► checks (Check3)
//!  (held from Header                                            │
//!   to the frame's end)                          outcome flags ◄┘ (Check4, valid in Decode)
//! ```
//!
//! Everything is registered every cycle from the header registers the
//! dispatcher holds, so the outcome is valid four cycles after Header loaded
//! them (the dispatcher's Check..Check4 states wait for it). Splitting the
//! 16-bit compares and their AND over three register stages keeps every
//! path a few LUT levels deep (docs/timing.md, "The serial link").
//!
//! Exactly one outcome flag is set: a bad version, opcode or filter
//! (`bad_request`, with its status), a count that disagrees with the frame's
//! length (`bad_length`), INFO or STATS (answered whatever the sequence
//! number), and for the sequenced ops: the next expected frame
//! (`addressed` DUMP/LOAD, `single` CLEAR/COUNT, `keyed`
//! INSERT/QUERY/DELETE), a replay of one of the last 16 (`replay`), or
//! anything else (`out_of_sequence`).
use hwfilter_model::protocol::{
    ADDRESS_BYTES, BloomKind, Filter, FilterKinds, MAX_KEYS, MIN_FRAME, VERSION, filter, opcode,
    status,
};
use rust_hdl::prelude::*;

/// Header checks and sequence classification of one request.
#[derive(LogicBlock)]
pub struct RequestDecoder {
    pub clock: Signal<In, Clock>,
    // -- the request header, held by the dispatcher
    pub version: Signal<In, Bits<8>>,
    pub seq: Signal<In, Bits<8>>,
    pub opcode: Signal<In, Bits<8>>,
    pub filter: Signal<In, Bits<8>>,
    pub count: Signal<In, Bits<16>>,
    /// Frame length, header to CRC.
    pub frame_len: Signal<In, Bits<10>>,
    // -- the link's sequencing state
    /// The sequence number the board expects next.
    pub expected: Signal<In, Bits<8>>,
    /// Reply cache slot `i` holds the reply to the last seq with `seq % 16 == i`.
    pub cache_valid: Signal<In, Bits<16>>,
    // -- the outcome, one flag set (registered)
    pub bad_request: Signal<Out, Bit>,
    /// UNSUPPORTED_VERSION, UNKNOWN_OPCODE or BAD_FILTER, in that priority.
    pub bad_request_status: Signal<Out, Bits<8>>,
    pub bad_length: Signal<Out, Bit>,
    pub info: Signal<Out, Bit>,
    pub stats: Signal<Out, Bit>,
    /// The next frame, a DUMP or LOAD (an address follows the header).
    pub addressed: Signal<Out, Bit>,
    /// The next frame, a CLEAR or COUNT (one op, no payload).
    pub single: Signal<Out, Bit>,
    /// The next frame, an INSERT, QUERY or DELETE (keys follow).
    pub keyed: Signal<Out, Bit>,
    /// One of the 16 frames before the next, its reply cached.
    pub replay: Signal<Out, Bit>,
    pub out_of_sequence: Signal<Out, Bit>,
    // Check: the op's count limit and the frame length it implies.
    count_limit: DFF<Bits<16>>,
    length_wanted: DFF<Bits<16>>,
    // Check2: the compares.
    count_within_limit: DFF<Bit>,
    count_nonzero: DFF<Bit>,
    takes_no_count: DFF<Bit>,
    length_matches: DFF<Bit>,
    // Check3: the checks.
    version_ok: DFF<Bit>,
    opcode_ok: DFF<Bit>,
    filter_ok: DFF<Bit>,
    length_ok: DFF<Bit>,
    is_next: DFF<Bit>,
    in_window: DFF<Bit>,
    // Check4: the outcome.
    outcome_bad_request: DFF<Bit>,
    outcome_status: DFF<Bits<8>>,
    outcome_bad_length: DFF<Bit>,
    outcome_info: DFF<Bit>,
    outcome_stats: DFF<Bit>,
    outcome_addressed: DFF<Bit>,
    outcome_single: DFF<Bit>,
    outcome_keyed: DFF<Bit>,
    outcome_replay: DFF<Bit>,
    outcome_out_of_sequence: DFF<Bit>,
    // combinational
    is_cuckoo: Signal<Local, Bit>,
    filter_allowed: Signal<Local, Bit>,
    count_limit_now: Signal<Local, Bits<16>>,
    length_wanted_now: Signal<Local, Bits<16>>,
    count_ok: Signal<Local, Bit>,
    /// `seq - expected`: 0 for the next frame, 0xF0..=0xFF for the 16 before.
    seq_distance: Signal<Local, Bits<8>>,
    /// The reply cache slot of `seq`, shifted down to bit 0.
    cached: Signal<Local, Bits<16>>,
    header_ok: Signal<Local, Bit>,
    sequenced: Signal<Local, Bit>,
    // constants
    op_info: Constant<Bits<8>>,
    op_clear: Constant<Bits<8>>,
    op_insert: Constant<Bits<8>>,
    op_query: Constant<Bits<8>>,
    op_delete: Constant<Bits<8>>,
    op_count: Constant<Bits<8>>,
    op_stats: Constant<Bits<8>>,
    op_dump: Constant<Bits<8>>,
    op_load: Constant<Bits<8>>,
    no_op: Constant<Bits<8>>,
    filter_bloom: Constant<Bits<8>>,
    filter_cuckoo: Constant<Bits<8>>,
    protocol_version: Constant<Bits<8>>,
    status_bad_filter: Constant<Bits<8>>,
    status_unknown_opcode: Constant<Bits<8>>,
    status_unsupported_version: Constant<Bits<8>>,
    max_keys: Constant<Bits<16>>,
    /// DUMP's word limits: Bloom bytes, Cuckoo 8-byte words.
    dump_bloom: Constant<Bits<16>>,
    dump_cuckoo: Constant<Bits<16>>,
    /// LOAD's word limits: Bloom bytes, Cuckoo 8-byte words.
    load_bloom: Constant<Bits<16>>,
    load_cuckoo: Constant<Bits<16>>,
    /// Filter 0 is a counting Bloom filter (it takes DELETE; its words are
    /// 4 bytes).
    /// Filter 0 takes DELETE (a counting Bloom filter).
    bloom_counts: Constant<Bit>,
    /// log2 of a Bloom snapshot word's bytes (1 plain, 2 blocked, 4
    /// counting).
    bloom_word_shift: Constant<Bits<2>>,
    /// The board has filter 1 (a Cuckoo filter); a Bloom-only build has
    /// not, and refuses every op on it but INFO.
    has_cuckoo: Constant<Bit>,
    /// Header and CRC; with the address.
    min_frame: Constant<Bits<16>>,
    addressed_frame: Constant<Bits<16>>,
    window_behind: Constant<Bits<4>>,
    zero8: Constant<Bits<8>>,
    zero16: Constant<Bits<16>>,
}

impl RequestDecoder {
    /// The checks of a board whose filters are of `kinds`: DELETE on filter
    /// 0 and the width of its snapshot words follow filter 0's kind.
    pub fn new(kinds: FilterKinds) -> Self {
        let c8 = |v: u8| Constant::new((v as u64).to_bits());
        let c16 = |v: usize| Constant::new((v as u64).to_bits());
        let bloom_word_bytes = kinds.word_bytes(Filter::Bloom);
        assert!(
            bloom_word_bytes.is_power_of_two() && bloom_word_bytes <= 4,
            "LOAD lengths are shifts"
        );
        Self {
            clock: Default::default(),
            version: Default::default(),
            seq: Default::default(),
            opcode: Default::default(),
            filter: Default::default(),
            count: Default::default(),
            frame_len: Default::default(),
            expected: Default::default(),
            cache_valid: Default::default(),
            bad_request: Default::default(),
            bad_request_status: Default::default(),
            bad_length: Default::default(),
            info: Default::default(),
            stats: Default::default(),
            addressed: Default::default(),
            single: Default::default(),
            keyed: Default::default(),
            replay: Default::default(),
            out_of_sequence: Default::default(),
            count_limit: Default::default(),
            length_wanted: Default::default(),
            count_within_limit: Default::default(),
            count_nonzero: Default::default(),
            takes_no_count: Default::default(),
            length_matches: Default::default(),
            version_ok: Default::default(),
            opcode_ok: Default::default(),
            filter_ok: Default::default(),
            length_ok: Default::default(),
            is_next: Default::default(),
            in_window: Default::default(),
            outcome_bad_request: Default::default(),
            outcome_status: Default::default(),
            outcome_bad_length: Default::default(),
            outcome_info: Default::default(),
            outcome_stats: Default::default(),
            outcome_addressed: Default::default(),
            outcome_single: Default::default(),
            outcome_keyed: Default::default(),
            outcome_replay: Default::default(),
            outcome_out_of_sequence: Default::default(),
            is_cuckoo: Default::default(),
            filter_allowed: Default::default(),
            count_limit_now: Default::default(),
            length_wanted_now: Default::default(),
            count_ok: Default::default(),
            seq_distance: Default::default(),
            cached: Default::default(),
            header_ok: Default::default(),
            sequenced: Default::default(),
            op_info: c8(opcode::INFO),
            op_clear: c8(opcode::CLEAR),
            op_insert: c8(opcode::INSERT),
            op_query: c8(opcode::QUERY),
            op_delete: c8(opcode::DELETE),
            op_count: c8(opcode::COUNT),
            op_stats: c8(opcode::STATS),
            op_dump: c8(opcode::DUMP),
            op_load: c8(opcode::LOAD),
            no_op: c8(0),
            filter_bloom: c8(filter::BLOOM),
            filter_cuckoo: c8(filter::CUCKOO),
            protocol_version: c8(VERSION),
            status_bad_filter: c8(status::BAD_FILTER),
            status_unknown_opcode: c8(status::UNKNOWN_OPCODE),
            status_unsupported_version: c8(status::UNSUPPORTED_VERSION),
            max_keys: c16(MAX_KEYS),
            dump_bloom: c16(kinds.dump_max_words(Filter::Bloom)),
            dump_cuckoo: c16(kinds.dump_max_words(Filter::Cuckoo)),
            load_bloom: c16(kinds.load_max_words(Filter::Bloom)),
            load_cuckoo: c16(kinds.load_max_words(Filter::Cuckoo)),
            bloom_counts: Constant::new(kinds.bloom == BloomKind::Counting),
            bloom_word_shift: Constant::new((bloom_word_bytes.trailing_zeros() as u64).to_bits()),
            has_cuckoo: Constant::new(kinds.cuckoo),
            min_frame: c16(MIN_FRAME),
            addressed_frame: c16(MIN_FRAME + ADDRESS_BYTES),
            window_behind: Constant::new(0xFu64.to_bits()),
            zero8: c8(0),
            zero16: c16(0),
        }
    }
}

impl Default for RequestDecoder {
    fn default() -> Self {
        Self::new(FilterKinds::default())
    }
}

impl Logic for RequestDecoder {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(
            self,
            clock,
            count_limit,
            length_wanted,
            count_within_limit,
            count_nonzero,
            takes_no_count,
            length_matches,
            version_ok,
            opcode_ok,
            filter_ok,
            length_ok,
            is_next,
            in_window,
            outcome_bad_request,
            outcome_status,
            outcome_bad_length,
            outcome_info,
            outcome_stats,
            outcome_addressed,
            outcome_single,
            outcome_keyed,
            outcome_replay,
            outcome_out_of_sequence
        );
        self.is_cuckoo.next = self.filter.val().get_bit(0);
        // Which filters the op takes: COUNT only the Cuckoo, DELETE the
        // Cuckoo and a counting Bloom, INFO either (it ignores the field),
        // the rest both; filter 1 only on a board that has it.
        self.filter_allowed.next = (self.filter.val() == self.filter_bloom.val())
            | ((self.filter.val() == self.filter_cuckoo.val()) & self.has_cuckoo.val());
        if self.opcode.val() == self.op_count.val() {
            self.filter_allowed.next =
                (self.filter.val() == self.filter_cuckoo.val()) & self.has_cuckoo.val();
        }
        if self.opcode.val() == self.op_delete.val() {
            self.filter_allowed.next = ((self.filter.val() == self.filter_cuckoo.val())
                & self.has_cuckoo.val())
                | (self.bloom_counts.val() & (self.filter.val() == self.filter_bloom.val()));
        }
        if self.opcode.val() == self.op_info.val() {
            self.filter_allowed.next = true;
        }
        // The count an op may carry (0: none) and the frame length it implies.
        self.count_limit_now.next = self.zero16.val();
        self.length_wanted_now.next = self.min_frame.val();
        if (self.opcode.val() == self.op_insert.val())
            | (self.opcode.val() == self.op_query.val())
            | (self.opcode.val() == self.op_delete.val())
        {
            self.count_limit_now.next = self.max_keys.val();
            self.length_wanted_now.next = self.min_frame.val() + (self.count.val() << 3);
        }
        if self.opcode.val() == self.op_dump.val() {
            if self.is_cuckoo.val() {
                self.count_limit_now.next = self.dump_cuckoo.val();
            } else {
                self.count_limit_now.next = self.dump_bloom.val();
            }
            self.length_wanted_now.next = self.addressed_frame.val();
        }
        if self.opcode.val() == self.op_load.val() {
            if self.is_cuckoo.val() {
                self.count_limit_now.next = self.load_cuckoo.val();
                self.length_wanted_now.next = self.addressed_frame.val() + (self.count.val() << 3);
            } else {
                self.count_limit_now.next = self.load_bloom.val();
                self.length_wanted_now.next =
                    self.addressed_frame.val() + (self.count.val() << self.bloom_word_shift.val());
            }
        }
        self.count_limit.d.next = self.count_limit_now.val();
        self.length_wanted.d.next = self.length_wanted_now.val();
        self.count_within_limit.d.next = self.count.val() <= self.count_limit.q.val();
        self.count_nonzero.d.next = self.count.val() != self.zero16.val();
        self.takes_no_count.d.next = self.count_limit.q.val() == self.zero16.val();
        self.length_matches.d.next =
            bit_cast::<16, 10>(self.frame_len.val()) == self.length_wanted.q.val();
        if self.takes_no_count.q.val() {
            self.count_ok.next = !self.count_nonzero.q.val();
        } else {
            self.count_ok.next = self.count_nonzero.q.val() & self.count_within_limit.q.val();
        }

        self.seq_distance.next = self.seq.val() - self.expected.val();
        self.cached.next =
            self.cache_valid.val() >> bit_cast::<16, 4>(self.seq.val().get_bits::<4>(0));
        self.version_ok.d.next = self.version.val() == self.protocol_version.val();
        self.opcode_ok.d.next =
            (self.opcode.val() != self.no_op.val()) & (self.opcode.val() <= self.op_load.val());
        self.filter_ok.d.next = self.filter_allowed.val();
        self.length_ok.d.next = self.count_ok.val() & self.length_matches.q.val();
        self.is_next.d.next = self.seq_distance.val() == self.zero8.val();
        self.in_window.d.next = (self.seq_distance.val().get_bits::<4>(4)
            == self.window_behind.val())
            & self.cached.val().get_bit(0);

        self.outcome_bad_request.d.next =
            !(self.version_ok.q.val() & self.opcode_ok.q.val() & self.filter_ok.q.val());
        self.outcome_status.d.next = self.status_bad_filter.val();
        if !self.opcode_ok.q.val() {
            self.outcome_status.d.next = self.status_unknown_opcode.val();
        }
        if !self.version_ok.q.val() {
            self.outcome_status.d.next = self.status_unsupported_version.val();
        }
        self.header_ok.next = self.version_ok.q.val()
            & self.opcode_ok.q.val()
            & self.filter_ok.q.val()
            & self.length_ok.q.val();
        self.outcome_bad_length.d.next =
            !self.outcome_bad_request.d.val() & !self.length_ok.q.val();
        self.outcome_info.d.next = self.header_ok.val() & (self.opcode.val() == self.op_info.val());
        self.outcome_stats.d.next =
            self.header_ok.val() & (self.opcode.val() == self.op_stats.val());
        self.sequenced.next = self.header_ok.val()
            & (self.opcode.val() != self.op_info.val())
            & (self.opcode.val() != self.op_stats.val());
        self.outcome_addressed.d.next = self.sequenced.val()
            & self.is_next.q.val()
            & ((self.opcode.val() == self.op_dump.val())
                | (self.opcode.val() == self.op_load.val()));
        self.outcome_single.d.next = self.sequenced.val()
            & self.is_next.q.val()
            & ((self.opcode.val() == self.op_clear.val())
                | (self.opcode.val() == self.op_count.val()));
        self.outcome_keyed.d.next = self.sequenced.val()
            & self.is_next.q.val()
            & (self.opcode.val() != self.op_clear.val())
            & (self.opcode.val() != self.op_count.val())
            & (self.opcode.val() != self.op_dump.val())
            & (self.opcode.val() != self.op_load.val());
        self.outcome_replay.d.next =
            self.sequenced.val() & !self.is_next.q.val() & self.in_window.q.val();
        self.outcome_out_of_sequence.d.next =
            self.sequenced.val() & !self.is_next.q.val() & !self.in_window.q.val();

        self.bad_request.next = self.outcome_bad_request.q.val();
        self.bad_request_status.next = self.outcome_status.q.val();
        self.bad_length.next = self.outcome_bad_length.q.val();
        self.info.next = self.outcome_info.q.val();
        self.stats.next = self.outcome_stats.q.val();
        self.addressed.next = self.outcome_addressed.q.val();
        self.single.next = self.outcome_single.q.val();
        self.keyed.next = self.outcome_keyed.q.val();
        self.replay.next = self.outcome_replay.q.val();
        self.out_of_sequence.next = self.outcome_out_of_sequence.q.val();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::link::testbench::settle;
    use hwfilter_model::protocol::Op;
    use hwfilter_model::rng::SplitMix64;

    /// What the decoder must conclude, written from docs/protocol.md's order
    /// of checks (not from the RTL).
    #[derive(Debug, PartialEq, Eq, Clone, Copy)]
    enum Outcome {
        BadRequest(u8),
        BadLength,
        Info,
        Stats,
        Addressed,
        Single,
        Keyed,
        Replay,
        OutOfSequence,
    }

    struct Header {
        version: u8,
        seq: u8,
        opcode: u8,
        filter: u8,
        count: u16,
        frame_len: u16,
    }

    /// The model's checks (`FilterKinds`) of a board of `kinds`.
    fn expected_outcome(h: &Header, expected: u8, cache_valid: u16, kinds: FilterKinds) -> Outcome {
        if h.version != VERSION {
            return Outcome::BadRequest(status::UNSUPPORTED_VERSION);
        }
        let Ok(op) = Op::try_from(h.opcode) else {
            return Outcome::BadRequest(status::UNKNOWN_OPCODE);
        };
        if !kinds.accepts(op, h.filter) {
            return Outcome::BadRequest(status::BAD_FILTER);
        }
        let len = kinds
            .request_payload_len(op, h.filter, h.count)
            .map(|payload| MIN_FRAME + payload);
        if len != Some(h.frame_len as usize) {
            return Outcome::BadLength;
        }
        match h.opcode {
            opcode::INFO => return Outcome::Info,
            opcode::STATS => return Outcome::Stats,
            _ => {}
        }
        let distance = h.seq.wrapping_sub(expected);
        if distance == 0 {
            match h.opcode {
                opcode::DUMP | opcode::LOAD => Outcome::Addressed,
                opcode::CLEAR | opcode::COUNT => Outcome::Single,
                _ => Outcome::Keyed,
            }
        } else if distance >= 0xF0 && cache_valid >> (h.seq % 16) & 1 == 1 {
            Outcome::Replay
        } else {
            Outcome::OutOfSequence
        }
    }

    fn decode(d: &mut RequestDecoder, h: &Header, expected: u8, cache_valid: u16) -> Outcome {
        d.version.next = (h.version as u64).to_bits();
        d.seq.next = (h.seq as u64).to_bits();
        d.opcode.next = (h.opcode as u64).to_bits();
        d.filter.next = (h.filter as u64).to_bits();
        d.count.next = (h.count as u64).to_bits();
        d.frame_len.next = (h.frame_len as u64).to_bits();
        d.expected.next = (expected as u64).to_bits();
        d.cache_valid.next = (cache_valid as u64).to_bits();
        // Check, Check2, Check3, Check4: the outcome is registered at the 4th edge.
        for _ in 0..4 {
            d.clock.next = false.into();
            settle(d);
            d.clock.next = true.into();
            settle(d);
        }
        let flags = [
            d.bad_request.val(),
            d.bad_length.val(),
            d.info.val(),
            d.stats.val(),
            d.addressed.val(),
            d.single.val(),
            d.keyed.val(),
            d.replay.val(),
            d.out_of_sequence.val(),
        ];
        assert_eq!(
            flags.iter().filter(|&&f| f).count(),
            1,
            "one outcome: {flags:?}"
        );
        match flags.iter().position(|&f| f).unwrap() {
            0 => Outcome::BadRequest(d.bad_request_status.val().to_u64() as u8),
            1 => Outcome::BadLength,
            2 => Outcome::Info,
            3 => Outcome::Stats,
            4 => Outcome::Addressed,
            5 => Outcome::Single,
            6 => Outcome::Keyed,
            7 => Outcome::Replay,
            _ => Outcome::OutOfSequence,
        }
    }

    #[test]
    fn every_header_gets_the_outcome_of_the_documented_checks() {
        for kinds in FilterKinds::ALL {
            every_header_gets_the_outcome_of_the_checks_of(kinds);
        }
    }

    fn every_header_gets_the_outcome_of_the_checks_of(kinds: FilterKinds) {
        let mut d = RequestDecoder::new(kinds);
        d.connect_all();
        let mut rng = SplitMix64(25);
        let mut seen = std::collections::HashSet::new();
        for i in 0..4_000 {
            let r = rng.next_u64();
            let opcode = (r % 11) as u8;
            let filter = ((r >> 8) % 3) as u8;
            let count = match (r >> 16) % 4 {
                0 => 0,
                1 => 1 + ((r >> 20) % 60) as u16,
                2 => ((r >> 20) % 600) as u16,
                _ => [3, 6, 7, 24, 60, 61, 120, 121, 480, 481][((r >> 20) % 10) as usize],
            };
            let base = if matches!(opcode, opcode::DUMP | opcode::LOAD) {
                14
            } else {
                10
            };
            let frame_len = match (r >> 32) % 4 {
                0 => base,
                1 => base + 8 * count,
                2 => base + 4 * count,
                _ => base + count,
            };
            let expected = (r >> 40) as u8;
            let seq = match (r >> 48) % 3 {
                0 => expected,
                1 => expected.wrapping_sub(1 + ((r >> 50) % 20) as u8),
                _ => (r >> 52) as u8,
            };
            let h = Header {
                version: if i % 50 == 0 { 2 } else { VERSION },
                seq,
                opcode,
                filter,
                count,
                frame_len: frame_len.min(1023),
            };
            let cache_valid = (r >> 24) as u16;
            let want = expected_outcome(&h, expected, cache_valid, kinds);
            assert_eq!(
                decode(&mut d, &h, expected, cache_valid),
                want,
                "header {i} of a board of {kinds:?}"
            );
            seen.insert(std::mem::discriminant(&want));
        }
        assert_eq!(seen.len(), 9, "every outcome was reached");
    }

    #[test]
    fn verilog_is_generated() {
        let mut d = RequestDecoder::default();
        d.connect_all();
        let v = generate_verilog(&d);
        assert!(v.contains("module top"));
    }
}
