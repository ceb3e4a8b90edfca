//! `Dispatcher`: executes checked frames on the engines and builds the
//! replies in the reply cache (docs/protocol.md, sections 3-5).
//!
//! Its blocks, each in its own file with its own tests:
//! - [`IntakeStates`], [`ReplyStates`]: the states, one-hot, and their
//!   next-state logic, from Idle to Decode and from Decode's outcome to
//!   the reply sent;
//! - [`FrameFetcher`]: reads the frame buffer into a word, a byte a cycle;
//! - [`RequestHeader`]: the request's header fields and its opcode, decoded;
//! - [`RequestDecoder`]: the header's checks and the frame's place in the
//!   sequence, reduced to one outcome;
//! - [`NakBusySlots`]: the NAK and BUSY replies owed, in line order;
//! - [`SequenceWindow`]: the expected sequence number, the reply cache's
//!   valid slots, the NAK rate limit, and the frame buffer in use;
//! - [`LinkCounters`]: the STATS counters and the boot epoch;
//! - [`ReplyFields`]: INFO's and STATS' fields, by index;
//! - [`ReplyComposer`]: each reply's header fields, region and payload,
//!   state by state, written by its [`ReplyBuilder`] (the reply RAM, with
//!   the payload serializer, the result packer and the header writer);
//! - [`SnapshotChecks`]: a DUMP/LOAD's range and LOAD's words;
//! - [`EnginePort`]: the engines' op and result streams;
//! - [`OpSequencer`]: a request's ops, a key or word at a time (LOAD's
//!   words checked first), and its result count.
//!
//! This file wires them and holds the states' other actions: the frame's
//! fetches, the ops' start and the link's events.
//!
//! ```text
//!  FrameReceiver ─► FrameFetcher ─► RequestHeader ─► RequestDecoder ─► outcome
//!  IntakeStates: Idle (NAK / BUSY / frame) ─► Header ─► Check1-4 ─► Decode ─┐
//!  ReplyStates: ┌─ errors, NAK, BUSY ──────────────────────────────┐        │
//!               ├─ Address ─► Range ─► Validate (LOAD) ─► Exec ───┼─► HdrWrite ─► Send ─► Idle
//!               ├─ Exec: OpSequencer ─► EnginePort ─► results ────┤
//!               ├─ Fields (INFO/STATS) ───────────────────────────┘
//!               └─ replay (cached reply) / drop
//!  ReplyComposer: the reply in reply RAM; SequenceWindow: go-back-N
//!
//!  reply RAM (1 KB): slots 0..15 of 32 bytes = the reply cache (seq % 16),
//!  512..639 = INFO/STATS replies, 640..671 = error and NAK replies;
//!  a region's last byte holds the reply length (header + payload, no CRC).
//! ```
//!
//! * One frame at a time, in arrival order. A reply is only built while the
//!   `ReplyEncoder` is idle, so the encoder never reads a region being
//!   written; a reply takes far less line time than the request before it.
//! * Ops are streamed into the selected engine as fast as its `in_ready`
//!   and the fetcher allow (8 cycles per key); results are packed into the
//!   reply as they come (bitmaps, 2-bit codes, words), so a 60-key frame
//!   executes in about 500 cycles.
//! * Replies leave in the order their causes arrived on the line. A damaged
//!   frame's NAK waits in a slot behind the frames already buffered, and a
//!   BUSY behind the two frames that filled the buffers ([`NakBusySlots`]).
use rust_hdl::prelude::*;

pub mod engine_port;
pub mod frame_fetcher;
pub mod intake_states;
pub mod link_counters;
pub mod nak_busy_slots;
pub mod op_sequencer;
pub mod reply_builder;
pub mod reply_composer;
pub mod reply_fields;
pub mod reply_states;
pub mod request_decoder;
pub mod request_header;
pub mod sequence_window;
pub mod snapshot_checks;

pub use engine_port::EnginePort;
pub use frame_fetcher::FrameFetcher;
pub use intake_states::IntakeStates;
pub use link_counters::LinkCounters;
pub use nak_busy_slots::NakBusySlots;
pub use op_sequencer::{IssueState, OpSequencer};
pub use reply_builder::ReplyBuilder;
pub use reply_composer::ReplyComposer;
pub use reply_fields::{BoardInfo, ReplyFields};
pub use reply_states::ReplyStates;
pub use request_decoder::RequestDecoder;
pub use request_header::RequestHeader;
pub use sequence_window::SequenceWindow;
pub use snapshot_checks::SnapshotChecks;

/// Base of the INFO/STATS region and of the error/NAK region in reply RAM.
pub const EXEMPT_BASE: u64 = 512;
pub const ERROR_BASE: u64 = 640;

/// Frame executor, reply builder and reply cache.
#[derive(LogicBlock)]
pub struct Dispatcher {
    pub clock: Signal<In, Clock>,
    pub reset: Signal<In, Bit>,
    /// UART bit time in cycles (reported by INFO).
    pub baud_div: Signal<In, Bits<16>>,
    // -- from the FrameReceiver
    pub full: Signal<In, Bits<2>>,
    pub len0: Signal<In, Bits<10>>,
    pub len1: Signal<In, Bits<10>>,
    pub buf_addr: Signal<Out, Bits<10>>,
    pub buf_data: Signal<In, Bits<8>>,
    pub buf_free: Signal<Out, Bit>,
    pub buf_free_idx: Signal<Out, Bit>,
    pub ev_good: Signal<In, Bit>,
    pub ev_bad_crc: Signal<In, Bit>,
    pub ev_bad_length: Signal<In, Bit>,
    pub ev_busy: Signal<In, Bit>,
    pub ev_busy_seq: Signal<In, Bits<8>>,
    pub ev_uart_error: Signal<In, Bit>,
    pub ev_start_bit: Signal<In, Bit>,
    // -- engine ops (shared fields, one valid per engine)
    pub op_code: Signal<Out, Bits<3>>,
    pub op_key: Signal<Out, Bits<64>>,
    pub op_data: Signal<Out, Bits<64>>,
    pub bloom_valid: Signal<Out, Bit>,
    pub bloom_ready: Signal<In, Bit>,
    pub cuckoo_valid: Signal<Out, Bit>,
    pub cuckoo_ready: Signal<In, Bit>,
    // -- engine results
    pub bloom_out_valid: Signal<In, Bit>,
    pub bloom_out_ready: Signal<Out, Bit>,
    pub bloom_out_hit: Signal<In, Bit>,
    /// A Bloom READ's word (a counting filter's nibbles; a plain one's
    /// bits, zero-extended).
    pub bloom_out_word: Signal<In, Bits<32>>,
    /// A counting Bloom filter's counters stuck at 15, every bank together
    /// (STATS field 8; unused by a plain filter's board).
    pub bloom_stuck_total: Signal<In, Bits<32>>,
    /// The Bloom bank whose set bits `bloom_set_bits` shows after the
    /// next edge (STATS fields 10..18).
    pub bloom_set_bits_bank: Signal<Out, Bits<3>>,
    /// Set bits in Bloom bank `bloom_set_bits_bank` (the engine's read port).
    pub bloom_set_bits: Signal<In, Bits<32>>,
    pub cuckoo_out_valid: Signal<In, Bit>,
    pub cuckoo_out_ready: Signal<Out, Bit>,
    pub cuckoo_out_code: Signal<In, Bits<2>>,
    pub cuckoo_out_data: Signal<In, Bits<64>>,
    // -- to the ReplyEncoder
    pub tx_start: Signal<Out, Bit>,
    pub tx_base: Signal<Out, Bits<10>>,
    pub tx_len_addr: Signal<Out, Bits<10>>,
    pub tx_idle: Signal<In, Bit>,
    pub reply_addr: Signal<In, Bits<10>>,
    pub reply_data: Signal<Out, Bits<8>>,
    /// Strobe: a request was applied (activity LED).
    pub applied: Signal<Out, Bit>,

    /// The reply's header fields, region and payload, and the reply RAM.
    composer: ReplyComposer,
    /// The link's event counters and boot epoch (STATS, INFO).
    counters: LinkCounters,
    /// INFO's and STATS' fields, by index.
    fields: ReplyFields,
    /// DUMP/LOAD: the range and every LOAD word (BAD_PARAM otherwise).
    checks: SnapshotChecks,
    /// The engines' op and result streams.
    engines: EnginePort,
    /// The request's ops, a key or word at a time, and its result count.
    sequencer: OpSequencer,
    /// NAKs and the BUSY owed, in line order.
    slots: NakBusySlots,
    /// The request's checks and place in the sequence (Check..Decode).
    decoder: RequestDecoder,
    /// Reads the frame buffer into a word, a byte a cycle.
    fetcher: FrameFetcher,
    /// The request's header fields and its opcode, decoded.
    request: RequestHeader,
    /// Where the header's fields, a DUMP/LOAD address and the payload start.
    header_at: Constant<Bits<9>>,
    address_at: Constant<Bits<9>>,
    payload_at: Constant<Bits<9>>,
    /// The states, one-hot, and their next-state logic: Idle to Decode,
    /// then Decode's outcome to the reply sent.
    intake_states: IntakeStates,
    reply_states: ReplyStates,
    /// The expected sequence number, the cache's valid slots, the NAK
    /// sent, and the frame buffer in use.
    window: SequenceWindow,
    k: [Constant<Bits<8>>; 16],
    zero16: Constant<Bits<16>>,
    one16: Constant<Bits<16>>,
}

// `self.k[n]` is the 8-bit constant n (rust-hdl indexes arrays only with
// literals): the fetches' byte counts, a key or header 8, an address 4.

impl Dispatcher {
    pub fn new(info: BoardInfo) -> Self {
        let c8 = |v: u64| Constant::new(v.to_bits());
        Self {
            clock: Default::default(),
            reset: Default::default(),
            baud_div: Default::default(),
            full: Default::default(),
            len0: Default::default(),
            len1: Default::default(),
            buf_addr: Default::default(),
            buf_data: Default::default(),
            buf_free: Default::default(),
            buf_free_idx: Default::default(),
            ev_good: Default::default(),
            ev_bad_crc: Default::default(),
            ev_bad_length: Default::default(),
            ev_busy: Default::default(),
            ev_busy_seq: Default::default(),
            ev_uart_error: Default::default(),
            ev_start_bit: Default::default(),
            op_code: Default::default(),
            op_key: Default::default(),
            op_data: Default::default(),
            bloom_valid: Default::default(),
            bloom_ready: Default::default(),
            cuckoo_valid: Default::default(),
            cuckoo_ready: Default::default(),
            bloom_out_valid: Default::default(),
            bloom_out_ready: Default::default(),
            bloom_out_hit: Default::default(),
            bloom_out_word: Default::default(),
            bloom_stuck_total: Default::default(),
            bloom_set_bits_bank: Default::default(),
            bloom_set_bits: Default::default(),
            cuckoo_out_valid: Default::default(),
            cuckoo_out_ready: Default::default(),
            cuckoo_out_code: Default::default(),
            cuckoo_out_data: Default::default(),
            tx_start: Default::default(),
            tx_base: Default::default(),
            tx_len_addr: Default::default(),
            tx_idle: Default::default(),
            reply_addr: Default::default(),
            reply_data: Default::default(),
            applied: Default::default(),
            composer: ReplyComposer::new(info.filter_kinds),
            counters: LinkCounters::new(),
            fields: ReplyFields::new(info),
            checks: SnapshotChecks::new(info),
            engines: EnginePort::new(info.filter_kinds),
            sequencer: OpSequencer::new(info.filter_kinds),
            slots: NakBusySlots::new(),
            decoder: RequestDecoder::new(info.filter_kinds),
            fetcher: FrameFetcher::new(),
            intake_states: IntakeStates::new(),
            window: SequenceWindow::new(),
            reply_states: ReplyStates::new(),
            request: RequestHeader::new(),
            header_at: Constant::new(0u64.to_bits()),
            address_at: Constant::new((hwfilter_model::protocol::REQUEST_HEADER as u64).to_bits()),
            payload_at: Constant::new(
                ((hwfilter_model::protocol::REQUEST_HEADER
                    + hwfilter_model::protocol::ADDRESS_BYTES) as u64)
                    .to_bits(),
            ),
            k: std::array::from_fn(|i| c8(i as u64)),
            zero16: Constant::new(0u64.to_bits()),
            one16: Constant::new(1u64.to_bits()),
        }
    }
}

// Nested ifs and ifs inside match arms mirror the Verilog #[hdl_gen]
// writes from them (it has no match guards); collapsing them would
// reshape the generated logic, its golden copy and its timing.
#[allow(clippy::collapsible_if, clippy::collapsible_match)]
impl Logic for Dispatcher {
    #[hdl_gen]
    fn update(&mut self) {
        // ---- the sequence, the frame buffer in use and its release
        self.window.clock.next = self.clock.val();
        self.window.reset.next = self.reset.val();
        self.window.idle_acting.next = self.intake_states.idle_acting.val();
        self.window.take_nak.next = self.intake_states.take_nak.val();
        self.window.take_frame.next = self.intake_states.take_frame.val();
        self.window.decoding.next = self.intake_states.decoding.val();
        self.window.out_of_sequence.next = self.decoder.out_of_sequence.val();
        self.window.sending.next = self.reply_states.sending.val();
        self.window.apply.next = self.composer.apply.val();
        self.window.slot.next = self.request.seq.val().get_bits::<4>(0);
        self.buf_free.next = self.window.free_buffer.val();
        self.buf_free_idx.next = self.window.buffer.val();
        self.applied.next = self.window.applied.val();
        // ---- the reply: its header fields, region and payload
        self.composer.clock.next = self.clock.val();
        self.composer.reset.next = self.reset.val();
        self.composer.read_address.next = self.reply_addr.val();
        self.reply_data.next = self.composer.read_data.val();
        self.composer.idle_acting.next = self.intake_states.idle_acting.val();
        self.composer.take_nak.next = self.intake_states.take_nak.val();
        self.composer.take_busy.next = self.intake_states.take_busy.val();
        self.composer.nak_sent.next = self.window.nak_sent.val();
        self.composer.expected.next = self.window.expected.val();
        self.composer.nak_status.next = self.slots.nak_status.val();
        self.composer.busy_seq.next = self.slots.busy_seq.val();
        self.composer.seq.next = self.request.seq.val();
        self.composer.opcode.next = self.request.opcode.val();
        self.composer.filter.next = self.request.filter.val();
        self.composer.count.next = self.request.count.val();
        self.composer.op_query.next = self.request.op_query.val();
        self.composer.op_insert.next = self.request.op_insert.val();
        self.composer.op_delete.next = self.request.op_delete.val();
        self.composer.op_count.next = self.request.op_count.val();
        self.composer.op_stats.next = self.request.op_stats.val();
        self.composer.op_dump.next = self.request.op_dump.val();
        self.composer.decoding.next = self.intake_states.decoding.val();
        self.composer.bad_request.next = self.decoder.bad_request.val();
        self.composer.bad_request_status.next = self.decoder.bad_request_status.val();
        self.composer.bad_length.next = self.decoder.bad_length.val();
        self.composer.decoded_exempt.next = self.decoder.info.val() | self.decoder.stats.val();
        self.composer.decoded_applied.next =
            self.decoder.addressed.val() | self.decoder.single.val() | self.decoder.keyed.val();
        self.composer.decoded_keyed.next = self.decoder.keyed.val();
        self.composer.decoded_replay.next = self.decoder.replay.val();
        self.composer.decoded_out_of_sequence.next = self.decoder.out_of_sequence.val();
        self.composer.checking_range.next = self.reply_states.checking_range.val();
        self.composer.past_end.next = self.checks.past_end.val();
        self.composer.validating.next = self.reply_states.validating.val();
        self.composer.refused.next = self.sequencer.refused.val();
        self.composer.executing.next = self.reply_states.executing.val();
        self.composer.exec_done.next = self.reply_states.exec_done.val();
        self.composer.result_ready.next = self.engines.result_ready.val();
        self.composer.result_word.next = self.engines.result_word.val();
        self.composer.result_taken.next = self.engines.result_taken.val();
        self.composer.result_hit.next = self.engines.result_hit.val();
        self.composer.result_code.next = self.engines.result_code.val();
        self.composer.results.next = self.sequencer.results.val();
        self.composer.writing_fields.next = self.reply_states.writing_fields.val();
        self.composer.field.next = self.fields.field.val();
        self.composer.fields_last.next = self.fields.last.val();
        self.composer.writing_header.next = self.reply_states.writing_header.val();

        self.tx_start.next = self.reply_states.sending.val();
        self.tx_base.next = self.composer.base.val();
        self.tx_len_addr.next = self.composer.len_address.val();

        // ---- events (set by the states); the link's counters count them
        self.counters.ev_bad_request.next = false;
        self.counters.ev_replay.next = false;
        self.counters.ev_out_of_sequence.next = false;
        self.counters.ev_length_mismatch.next = false;

        // ---- the frame's bytes, a field or key at a time
        self.fetcher.clock.next = self.clock.val();
        self.fetcher.reset.next = self.reset.val();
        self.fetcher.buffer.next = self.window.buffer.val();
        self.buf_addr.next = self.fetcher.buf_addr.val();
        self.fetcher.buf_data.next = self.buf_data.val();
        self.fetcher.start.next = false;
        self.fetcher.seek.next = false;
        self.fetcher.count.next = self.k[8].val().get_bits::<4>(0);
        self.fetcher.offset.next = self.header_at.val();

        // ---- the header's checks and the frame's place in the sequence
        self.decoder.clock.next = self.clock.val();
        self.decoder.version.next = self.request.version.val();
        self.decoder.seq.next = self.request.seq.val();
        self.decoder.opcode.next = self.request.opcode.val();
        self.decoder.filter.next = self.request.filter.val();
        self.decoder.count.next = self.request.count.val();
        self.decoder.frame_len.next = self.request.frame_len.val();
        self.decoder.expected.next = self.window.expected.val();
        self.decoder.cache_valid.next = self.window.cache_valid.val();

        // ---- the header (Idle, Header); its opcode decoded a cycle later
        self.request.clock.next = self.clock.val();
        self.request.take_frame.next = self.intake_states.take_frame.val();
        self.request.buffer.next = self.window.buffer.val();
        self.request.len0.next = self.len0.val();
        self.request.len1.next = self.len1.val();
        self.request.header_fetched.next =
            self.intake_states.fetching_header.val() & self.fetcher.done.val();
        self.request.header.next = self.fetcher.word.val().get_bits::<48>(0);

        // ---- the engines: this request's ops out, its results in
        self.engines.clock.next = self.clock.val();
        self.engines.reset.next = self.reset.val();
        self.engines.cuckoo.next = self.request.cuckoo.val();
        self.engines.req_clear.next = self.request.op_clear.val();
        self.engines.req_insert.next = self.request.op_insert.val();
        self.engines.req_delete.next = self.request.op_delete.val();
        self.engines.req_count.next = self.request.op_count.val();
        self.engines.req_stats.next = self.request.op_stats.val();
        self.engines.req_dump.next = self.request.op_dump.val();
        self.engines.req_load.next = self.request.op_load.val();
        self.engines.key_word.next = self.fetcher.word.val();
        self.engines.address.next = self.sequencer.address_now.val();
        self.engines.offer.next = self.sequencer.offer.val();
        self.op_code.next = self.engines.op_code.val();
        self.op_key.next = self.engines.op_key.val();
        self.op_data.next = self.engines.op_data.val();
        self.bloom_valid.next = self.engines.bloom_valid.val();
        self.engines.bloom_ready.next = self.bloom_ready.val();
        self.cuckoo_valid.next = self.engines.cuckoo_valid.val();
        self.engines.cuckoo_ready.next = self.cuckoo_ready.val();
        self.engines.bloom_out_valid.next = self.bloom_out_valid.val();
        self.bloom_out_ready.next = self.engines.bloom_out_ready.val();
        self.engines.bloom_out_hit.next = self.bloom_out_hit.val();
        self.engines.bloom_out_word.next = self.bloom_out_word.val();
        self.engines.cuckoo_out_valid.next = self.cuckoo_out_valid.val();
        self.cuckoo_out_ready.next = self.engines.cuckoo_out_ready.val();
        self.engines.cuckoo_out_code.next = self.cuckoo_out_code.val();
        self.engines.cuckoo_out_data.next = self.cuckoo_out_data.val();
        // Results are wanted in Exec with the serializer idle (a result may
        // start it); the port takes them from a flip-flop and presents each
        // a cycle later, from registers (the composer takes their word).
        self.engines.want_result.next = self.reply_states.executing.val()
            & !self.reply_states.exec_done.val()
            & self.composer.serializer_idle.val();

        // ---- INFO / STATS fields, `fidx` at a time
        self.fields.clock.next = self.clock.val();
        self.fields.info_selected.next = self.request.op_info.val();
        self.fields.stats_selected.next = self.request.op_stats.val();
        self.fields.field_index.next = self.composer.field_index.val();
        self.fields.boot_epoch.next = self.counters.boot_epoch.val();
        self.fields.expected_seq.next = self.window.expected.val();
        self.fields.baud_div.next = self.baud_div.val();
        self.fields.frames.next = self.counters.frames.val();
        self.fields.bad_crc.next = self.counters.bad_crc.val();
        self.fields.bad_length.next = self.counters.bad_length.val();
        self.fields.bad_request.next = self.counters.bad_request.val();
        self.fields.out_of_sequence.next = self.counters.out_of_sequence.val();
        self.fields.replays.next = self.counters.replays.val();
        self.fields.busy.next = self.counters.busy.val();
        self.fields.uart_errors.next = self.counters.uart_errors.val();
        self.fields.engine_stats.next = self.composer.engine_stats.val();
        self.fields.cuckoo.next = self.request.cuckoo.val();
        self.fields.set_bits.next = self.bloom_set_bits.val();
        self.fields.stuck_total.next = self.bloom_stuck_total.val();
        self.bloom_set_bits_bank.next = self.fields.set_bits_bank.val();

        // ---- DUMP/LOAD: the range (read in Range) and LOAD's words (in Validate)
        self.checks.clock.next = self.clock.val();
        self.checks.cuckoo.next = self.request.cuckoo.val();
        self.checks.end_address.next = self.sequencer.end_address.val();
        self.checks.word.next = self.fetcher.word.val();
        self.checks.address.next = self.sequencer.address_now.val();

        // ---- the request's ops (Validate, Exec) and its results
        self.sequencer.clock.next = self.clock.val();
        self.sequencer.reset.next = self.reset.val();
        self.sequencer.start.next = false;
        self.sequencer.start_count.next = self.request.count.val();
        self.sequencer.start_state.next = IssueState::Offer;
        self.sequencer.address_valid.next = false;
        self.sequencer.address.next = self.fetcher.word.val().get_bits::<32>(32);
        self.sequencer.count.next = self.request.count.val();
        self.sequencer.fetch_first.next = false;
        self.sequencer.keyed.next = self.request.op_insert.val()
            | self.request.op_query.val()
            | self.request.op_delete.val();
        self.sequencer.load.next = self.request.op_load.val();
        self.sequencer.cuckoo.next = self.request.cuckoo.val();
        self.sequencer.validate.next = self.reply_states.validating.val();
        self.sequencer.word_ok.next = self.checks.word_ok.val();
        self.sequencer.issue.next = self.reply_states.executing.val();
        self.sequencer.fetch_done.next = self.fetcher.done.val();
        self.sequencer.engine_ready.next = self.engines.engine_ready.val();
        self.sequencer.result_taken.next = self.engines.result_taken.val();
        // It drives the fetcher in Validate and Exec only.
        if self.sequencer.fetch_next.val() {
            self.fetcher.start.next = true;
            self.fetcher.count.next = self.sequencer.fetch_count.val();
        }
        if self.sequencer.rewind.val() {
            self.fetcher.seek.next = true;
            self.fetcher.offset.next = self.payload_at.val();
        }

        // ---- the state registers: the conditions each state waits for
        self.intake_states.clock.next = self.clock.val();
        self.intake_states.reset.next = self.reset.val();
        self.intake_states.encoder_idle.next = self.tx_idle.val();
        self.intake_states.nak_due.next = self.slots.nak_due.val();
        self.intake_states.busy_due.next = self.slots.busy_due.val();
        self.intake_states.buffers_full.next = self.full.val();
        self.intake_states.buffer.next = self.window.buffer.val();
        self.intake_states.release_settling.next = self.slots.release_settling.val();
        self.intake_states.later_busy.next = self.reply_states.busy.val();
        self.intake_states.fetch_done.next = self.fetcher.done.val();
        self.reply_states.clock.next = self.clock.val();
        self.reply_states.reset.next = self.reset.val();
        self.reply_states.take_nak.next = self.intake_states.take_nak.val();
        self.reply_states.take_busy.next = self.intake_states.take_busy.val();
        self.reply_states.nak_sent.next = self.window.nak_sent.val();
        self.reply_states.decoding.next = self.intake_states.decoding.val();
        self.reply_states.decoded_info.next = self.decoder.info.val();
        self.reply_states.decoded_stats.next = self.decoder.stats.val();
        self.reply_states.decoded_addressed.next = self.decoder.addressed.val();
        self.reply_states.decoded_single.next = self.decoder.single.val();
        self.reply_states.decoded_keyed.next = self.decoder.keyed.val();
        self.reply_states.decoded_replay.next = self.decoder.replay.val();
        self.reply_states.decoded_out_of_sequence.next = self.decoder.out_of_sequence.val();
        self.reply_states.fetch_done.next = self.fetcher.done.val();
        self.reply_states.past_end.next = self.checks.past_end.val();
        self.reply_states.op_dump.next = self.request.op_dump.val();
        self.reply_states.validated.next = self.sequencer.validated.val();
        self.reply_states.refused.next = self.sequencer.refused.val();
        self.reply_states.all_issued.next = self.sequencer.all_issued.val();
        self.reply_states.all_results.next = self.sequencer.all_results.val();
        self.reply_states.serializer_idle.next = self.composer.serializer_idle.val();
        self.reply_states.has_fields.next =
            self.request.op_info.val() | self.request.op_stats.val();
        self.reply_states.fields_last.next = self.fields.last.val();
        self.reply_states.header_length_written.next = self.composer.header_length_written.val();

        // ---- each state's actions (the reply's are the composer's)
        if self.intake_states.take_frame.val() {
            self.fetcher.seek.next = true;
            self.fetcher.offset.next = self.header_at.val();
            self.fetcher.start.next = true;
            self.fetcher.count.next = self.k[8].val().get_bits::<4>(0);
        }
        if self.intake_states.decoding.val() {
            self.sequencer.start.next = true;
            // One outcome flag is set (registered in Check4).
            if self.decoder.bad_request.val() {
                self.counters.ev_bad_request.next = true;
            }
            if self.decoder.bad_length.val() {
                self.counters.ev_length_mismatch.next = true;
            }
            if self.decoder.info.val() {
                self.sequencer.start_count.next = self.zero16.val();
                self.sequencer.start_state.next = IssueState::Done;
            }
            if self.decoder.stats.val() {
                if self.request.cuckoo.val() {
                    self.sequencer.start_count.next = self.one16.val();
                } else {
                    self.sequencer.start_count.next = self.zero16.val();
                    self.sequencer.start_state.next = IssueState::Done;
                }
            }
            if self.decoder.addressed.val() {
                self.fetcher.seek.next = true;
                self.fetcher.offset.next = self.address_at.val();
                self.fetcher.start.next = true;
                self.fetcher.count.next = self.k[4].val().get_bits::<4>(0);
            }
            if self.decoder.single.val() {
                self.sequencer.start_count.next = self.one16.val();
            }
            if self.decoder.keyed.val() {
                // INSERT / QUERY / DELETE: fetch the first key.
                self.fetcher.seek.next = true;
                self.fetcher.offset.next = self.address_at.val();
                self.fetcher.start.next = true;
                self.fetcher.count.next = self.k[8].val().get_bits::<4>(0);
                self.sequencer.start_state.next = IssueState::Fetch;
            }
            if self.decoder.replay.val() {
                // A duplicate inside the window: send its cached reply again.
                self.counters.ev_replay.next = true;
            }
            if self.decoder.out_of_sequence.val() {
                // Its reply, or its drop once a NAK went out: the window's.
                self.counters.ev_out_of_sequence.next = true;
            }
        }
        if self.reply_states.fetching_address.val() {
            if self.fetcher.done.val() {
                self.sequencer.address_valid.next = true;
            }
        }
        if self.reply_states.checking_range.val() {
            if self.checks.past_end.val() {
                self.counters.ev_bad_request.next = true;
            } else {
                if !self.request.op_dump.val() {
                    // LOAD: words follow the address; check them all first.
                    self.fetcher.seek.next = true;
                    self.fetcher.offset.next = self.payload_at.val();
                    self.fetcher.start.next = true;
                    // A word's bytes: the sequencer's, by filter and kind.
                    self.fetcher.count.next = self.sequencer.fetch_count.val();
                    self.sequencer.fetch_first.next = true;
                }
            }
        }
        if self.reply_states.validating.val() {
            // A LOAD word the engine cannot hold makes the whole request
            // BAD_PARAM before anything is written (the sequencer checks
            // every word, then rewinds to the first).
            if self.sequencer.refused.val() {
                self.counters.ev_bad_request.next = true;
            }
        }
        self.counters.clock.next = self.clock.val();
        self.counters.reset.next = self.reset.val();
        self.counters.ev_good.next = self.ev_good.val();
        self.counters.ev_bad_crc.next = self.ev_bad_crc.val();
        self.counters.ev_bad_length.next = self.ev_bad_length.val();
        self.counters.ev_busy.next = self.ev_busy.val();
        self.counters.ev_uart_error.next = self.ev_uart_error.val();
        self.counters.ev_start_bit.next = self.ev_start_bit.val();

        // ---- NAK and BUSY slots
        self.slots.clock.next = self.clock.val();
        self.slots.reset.next = self.reset.val();
        self.slots.buffers_full.next = self.full.val();
        self.slots.ev_bad_crc.next = self.ev_bad_crc.val();
        self.slots.ev_bad_length.next = self.ev_bad_length.val();
        self.slots.ev_busy.next = self.ev_busy.val();
        self.slots.ev_busy_seq.next = self.ev_busy_seq.val();
        self.slots.frame_released.next = self.window.free_buffer.val();
        self.slots.nak_taken.next = self.intake_states.take_nak.val();
        self.slots.busy_taken.next = self.intake_states.take_busy.val();
    }
}

/// Against the board model, frame by frame, in rust-hdl's simulation.
#[cfg(test)]
mod tests;
