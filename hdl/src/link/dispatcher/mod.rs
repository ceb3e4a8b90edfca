//! `Dispatcher`: executes checked frames on the engines and builds the
//! replies in the reply cache (docs/protocol.md, sections 3-5).
//!
//! Its blocks, each in its own file with its own tests:
//! - [`FrameFetcher`]: reads the frame buffer into a word, a byte a cycle;
//! - [`RequestDecoder`]: the header's checks and the frame's place in the
//!   sequence, reduced to one outcome;
//! - [`NakBusySlots`]: the NAK and BUSY replies owed, in line order;
//! - [`LinkCounters`]: the STATS counters and the boot epoch.
//!
//! This file is the state machine that sequences them: per opcode, the ops
//! it streams to an engine, the results it packs, DUMP/LOAD, INFO/STATS
//! fields, and the reply header.
//!
//! ```text
//!  FrameReceiver buffers ──rd──► FrameFetcher (1 byte/cycle) ─► word ┐
//!                                                                │
//!  Idle ─► Header ─► Decode ─┬─► errors ─────────────────────────┼─► HdrWrite ─► Send ─► Idle
//!   │                        ├─► Addr ─► Range ─► Exec ──────────┤      │
//!   │ NAK / BUSY             ├─► Exec: issue ops ─► engines ─► results ─► reply RAM
//!   └────────────────────────┤   Fields (INFO/STATS) ────────────┘
//!                            └─► replay (cached reply) / drop
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
//! * Sequencing (go-back-N), the reply cache's written flags, the NAK rate
//!   limit live here.
//! * Replies leave in the order their causes arrived on the line. A damaged
//!   frame's NAK waits in a slot behind the frames already buffered, and a
//!   BUSY behind the two frames that filled the buffers ([`NakBusySlots`]).
use rust_hdl::prelude::*;

use crate::bank_ram::BankRam;
pub mod frame_fetcher;
pub mod link_counters;
pub mod nak_busy_slots;
pub mod request_decoder;

pub use frame_fetcher::FrameFetcher;
pub use link_counters::LinkCounters;
pub use nak_busy_slots::NakBusySlots;
pub use request_decoder::RequestDecoder;

/// Reply header bytes before the payload.
pub const REPLY_HEADER: u64 = 7;
/// Base of the INFO/STATS region and of the error/NAK region in reply RAM.
pub const EXEMPT_BASE: u64 = 512;
pub const ERROR_BASE: u64 = 640;

#[derive(Copy, Clone, PartialEq, Debug, LogicState)]
pub enum IssueState {
    Fetch,
    Offer,
    Done,
}

/// What INFO reports about the board, fixed when the RTL is generated.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BoardInfo {
    pub bloom_banks: u32,
    pub bloom_bank_bits: u32,
    pub bloom_capacity: u32,
    pub cuckoo_fp_bits: u32,
    pub cuckoo_bucket_bits: u32,
    pub cuckoo_max_kicks: u32,
    pub cuckoo_capacity: u32,
    pub clock_hz: u32,
}

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
    pub bloom_out_word: Signal<In, Bits<8>>,
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

    /// Written only while the encoder is idle (every frame waits for it in
    /// Idle), so no read it uses meets a write: no read-first logic.
    replies: BankRam<Bits<8>, 10>,
    /// The link's event counters and boot epoch (STATS, INFO).
    counters: LinkCounters,
    /// NAKs and the BUSY owed, in line order.
    slots: NakBusySlots,
    /// The request's checks and place in the sequence (Check..Decode).
    decoder: RequestDecoder,
    /// Reads the frame buffer into a word, a byte a cycle.
    fetcher: FrameFetcher,
    /// Where the header's fields, a DUMP/LOAD address and the payload start.
    header_at: Constant<Bits<9>>,
    address_at: Constant<Bits<9>>,
    payload_at: Constant<Bits<9>>,
    /// The main state machine, one-hot: a flip-flop per state, all low in
    /// Idle (so each state's choices and each register's enable read a
    /// bit or two instead of a decoded state code).
    s_hdr: DFF<Bit>,
    s_chk: DFF<Bit>,
    s_chk2: DFF<Bit>,
    s_chk3: DFF<Bit>,
    s_chk4: DFF<Bit>,
    s_dec: DFF<Bit>,
    s_addr: DFF<Bit>,
    s_span: DFF<Bit>,
    s_range: DFF<Bit>,
    s_val: DFF<Bit>,
    s_exec: DFF<Bit>,
    s_fields: DFF<Bit>,
    s_hdrw: DFF<Bit>,
    s_send: DFF<Bit>,
    ist: DFF<IssueState>,
    rbuf: DFF<Bit>,
    from_buf: DFF<Bit>,
    // sequencing
    expected: DFF<Bits<8>>,
    nak_sent: DFF<Bit>,
    cache_valid: DFF<Bits<16>>,
    // The state machine's registered decisions (docs/timing.md, "The
    // serial link").
    /// `word_ok` registered, and `val_go`: Validate acts on a word once
    /// both hold. `val_go` is the fetcher's `done` a cycle late, in Validate and
    /// not just acted on. Only Validate's own action reloads the fetcher
    /// there, so the word is still complete when it acts, and the choice
    /// reads three flip-flops.
    word_ok_q: DFF<Bit>,
    val_go: DFF<Bit>,
    /// The engine took the op offered at the last edge.
    took: DFF<Bit>,
    /// Exec's work is done: it ends at the next edge.
    exec_done: DFF<Bit>,
    /// `iss + 1 == n_ops`.
    iss_last: DFF<Bit>,
    /// `res == n_ops`, registered (read at least a cycle after either changed).
    res_eq: DFF<Bit>,
    rw_en: DFF<Bit>,
    rw_addr: DFF<Bits<10>>,
    rw_data: DFF<Bits<8>>,
    /// INFO/STATS: field `fidx` and whether it is past the last, registered
    /// (Fields reads them at least four cycles after `fidx` moved).
    fv: DFF<Bits<32>>,
    f_last: DFF<Bit>,
    /// `h_op` decoded, registered: valid from Check2 to the frame's end.
    o_info: DFF<Bit>,
    o_clear: DFF<Bit>,
    o_insert: DFF<Bit>,
    o_query: DFF<Bit>,
    o_delete: DFF<Bit>,
    o_count: DFF<Bit>,
    o_stats: DFF<Bit>,
    o_dump: DFF<Bit>,
    o_load: DFF<Bit>,
    /// The result `ready` offered to the engines.
    res_rdy: DFF<Bit>,
    /// A result was taken at the last edge: it is counted and stored now,
    /// from registers (its hit bit and code here, its word in `ser`).
    rq_v: DFF<Bit>,
    rq_bit: DFF<Bit>,
    rq_code: DFF<Bits<2>>,
    // the frame
    h_ver: DFF<Bits<8>>,
    h_seq: DFF<Bits<8>>,
    h_op: DFF<Bits<8>>,
    h_filter: DFF<Bits<8>>,
    h_count: DFF<Bits<16>>,
    h_len: DFF<Bits<10>>,
    addr: DFF<Bits<32>>,
    /// `addr + iss`, kept in step with `iss` so no adder sits on the
    /// stash compare or the op key.
    cur_addr: DFF<Bits<32>>,
    /// `addr + count`, summed as the address arrives, for the range check.
    end_addr: DFF<Bits<33>>,
    /// `end_addr > words`, registered in Span for Range.
    past_end: DFF<Bit>,
    /// Idle's choices, registered (a NAK, a BUSY, the next frame), and
    /// `idle_ok`: Idle acts on every other cycle, so the choices it acts
    /// on were registered in Idle, after the last change they depend on.
    i_nak: DFF<Bit>,
    i_busy: DFF<Bit>,
    i_frame: DFF<Bit>,
    idle_ok: DFF<Bit>,
    // execution
    n_ops: DFF<Bits<16>>,
    iss: DFF<Bits<16>>,
    res: DFF<Bits<16>>,
    accb: DFF<Bits<8>>,
    ser: DFF<Bits<64>>,
    ser_n: DFF<Bits<4>>,
    wptr: DFF<Bits<8>>,
    any_full: DFF<Bit>,
    stat: DFF<Bits<64>>,
    fidx: DFF<Bits<5>>,
    hk: DFF<Bits<3>>,
    // the reply
    r_base: DFF<Bits<10>>,
    r_len_addr: DFF<Bits<10>>,
    r_seq: DFF<Bits<8>>,
    r_op: DFF<Bits<8>>,
    r_filter: DFF<Bits<8>>,
    r_count: DFF<Bits<16>>,
    r_status: DFF<Bits<8>>,
    plen: DFF<Bits<8>>,
    apply: DFF<Bit>,
    // combinational
    cuckoo: Signal<Local, Bit>,
    slot: Signal<Local, Bits<4>>,
    slot_base: Signal<Local, Bits<10>>,
    res_valid: Signal<Local, Bit>,
    res_ready: Signal<Local, Bit>,
    res_bit: Signal<Local, Bit>,
    eng_ready: Signal<Local, Bit>,
    fval: Signal<Local, Bits<32>>,
    words: Signal<Local, Bits<33>>,
    /// Decode found a count that disagrees with the frame's length.
    len_mismatch: Signal<Local, Bit>,
    newb: Signal<Local, Bits<8>>,
    nak_taken: Signal<Local, Bit>,
    busy_taken: Signal<Local, Bit>,
    releasing: Signal<Local, Bit>,
    /// The reply RAM write decided this cycle; it lands a cycle later from
    /// `rw_*` (the encoder reads a reply only after Send, a cycle after its
    /// last write is decided).
    wr_en: Signal<Local, Bit>,
    wr_addr: Signal<Local, Bits<10>>,
    wr_data: Signal<Local, Bits<8>>,
    /// Not Idle: some state's flip-flop is set.
    s_busy: Signal<Local, Bit>,
    word_ok: Signal<Local, Bit>,
    inc_req: Signal<Local, Bit>,
    inc_rep: Signal<Local, Bit>,
    inc_oos: Signal<Local, Bit>,
    bloom_bad: Constant<Bits<8>>,
    bucket_bad: Constant<Bits<64>>,
    stash_bad: Constant<Bits<64>>,
    stash_addr: Constant<Bits<32>>,
    count7: Signal<Local, Bits<16>>,
    count3: Signal<Local, Bits<16>>,
    // constants
    k: [Constant<Bits<8>>; 16],
    k16: [Constant<Bits<16>>; 4],
    zero8: Constant<Bits<8>>,
    zero16: Constant<Bits<16>>,
    zero32: Constant<Bits<32>>,
    zero64: Constant<Bits<64>>,
    one4: Constant<Bits<4>>,
    one8: Constant<Bits<8>>,
    one16: Constant<Bits<16>>,
    one32: Constant<Bits<32>>,
    ff: Constant<Bits<8>>,
    reply_flag: Constant<Bits<8>>,
    exempt_base: Constant<Bits<10>>,
    exempt_len: Constant<Bits<10>>,
    error_base: Constant<Bits<10>>,
    error_len: Constant<Bits<10>>,
    bloom_words: Constant<Bits<33>>,
    cuckoo_words: Constant<Bits<33>>,
    info: [Constant<Bits<32>>; 17],
    n_info: Constant<Bits<5>>,
    n_stats: Constant<Bits<5>>,
    one5: Constant<Bits<5>>,
    zero5: Constant<Bits<5>>,
    one3: Constant<Bits<3>>,
    zero3: Constant<Bits<3>>,
    slot_last: Constant<Bits<10>>,
    seven16: Constant<Bits<16>>,
    three16: Constant<Bits<16>>,
}

// `self.k[n]` is the 8-bit constant n: rust-hdl indexes arrays only with
// literals, so the protocol's opcodes (INFO 1 .. LOAD 9) and statuses
// (BAD_CRC 1 .. OUT_OF_SEQUENCE 9, `hwfilter_model::protocol`) appear as
// literal indices; the board tests check every one of them byte for byte.

impl Dispatcher {
    pub fn new(info: BoardInfo) -> Self {
        let c8 = |v: u64| Constant::new(v.to_bits());
        let key_seed = hwfilter_model::hash::KEY_SEED;
        let info_fields: [u64; 17] = [
            0, // epoch (run time)
            0, // expected (run time)
            16,
            60,
            24,
            hwfilter_model::hash::HASH_VERSION as u64,
            key_seed & 0xffff_ffff,
            key_seed >> 32,
            info.bloom_banks as u64,
            info.bloom_bank_bits as u64,
            info.bloom_capacity as u64,
            info.cuckoo_fp_bits as u64,
            info.cuckoo_bucket_bits as u64,
            info.cuckoo_max_kicks as u64,
            info.cuckoo_capacity as u64,
            info.clock_hz as u64,
            0, // baud divider (run time)
        ];
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
            replies: Default::default(),
            counters: LinkCounters::new(),
            slots: NakBusySlots::new(),
            decoder: RequestDecoder::new(),
            fetcher: FrameFetcher::new(),
            header_at: Constant::new(0u64.to_bits()),
            address_at: Constant::new((hwfilter_model::protocol::REQUEST_HEADER as u64).to_bits()),
            payload_at: Constant::new(
                ((hwfilter_model::protocol::REQUEST_HEADER
                    + hwfilter_model::protocol::ADDRESS_BYTES) as u64)
                    .to_bits(),
            ),
            s_hdr: Default::default(),
            s_chk: Default::default(),
            s_chk2: Default::default(),
            s_chk3: Default::default(),
            s_chk4: Default::default(),
            s_dec: Default::default(),
            s_addr: Default::default(),
            s_span: Default::default(),
            s_range: Default::default(),
            s_val: Default::default(),
            s_exec: Default::default(),
            s_fields: Default::default(),
            s_hdrw: Default::default(),
            s_send: Default::default(),
            ist: Default::default(),
            rbuf: Default::default(),
            from_buf: Default::default(),
            expected: Default::default(),
            nak_sent: Default::default(),
            cache_valid: Default::default(),
            word_ok_q: Default::default(),
            val_go: Default::default(),
            took: Default::default(),
            exec_done: Default::default(),
            iss_last: Default::default(),
            res_eq: Default::default(),
            rw_en: Default::default(),
            rw_addr: Default::default(),
            rw_data: Default::default(),
            fv: Default::default(),
            f_last: Default::default(),
            o_info: Default::default(),
            o_clear: Default::default(),
            o_insert: Default::default(),
            o_query: Default::default(),
            o_delete: Default::default(),
            o_count: Default::default(),
            o_stats: Default::default(),
            o_dump: Default::default(),
            o_load: Default::default(),
            res_rdy: Default::default(),
            rq_v: Default::default(),
            rq_bit: Default::default(),
            rq_code: Default::default(),
            inc_req: Default::default(),
            inc_rep: Default::default(),
            inc_oos: Default::default(),
            h_ver: Default::default(),
            h_seq: Default::default(),
            h_op: Default::default(),
            h_filter: Default::default(),
            h_count: Default::default(),
            h_len: Default::default(),
            addr: Default::default(),
            n_ops: Default::default(),
            iss: Default::default(),
            res: Default::default(),
            accb: Default::default(),
            ser: Default::default(),
            ser_n: Default::default(),
            wptr: Default::default(),
            any_full: Default::default(),
            stat: Default::default(),
            fidx: Default::default(),
            hk: Default::default(),
            r_base: Default::default(),
            r_len_addr: Default::default(),
            r_seq: Default::default(),
            r_op: Default::default(),
            r_filter: Default::default(),
            r_count: Default::default(),
            r_status: Default::default(),
            plen: Default::default(),
            apply: Default::default(),
            cuckoo: Default::default(),
            slot: Default::default(),
            slot_base: Default::default(),
            res_valid: Default::default(),
            res_ready: Default::default(),
            res_bit: Default::default(),
            eng_ready: Default::default(),
            cur_addr: Default::default(),
            end_addr: Default::default(),
            past_end: Default::default(),
            i_nak: Default::default(),
            i_busy: Default::default(),
            i_frame: Default::default(),
            idle_ok: Default::default(),
            fval: Default::default(),
            words: Default::default(),
            len_mismatch: Default::default(),
            newb: Default::default(),
            nak_taken: Default::default(),
            busy_taken: Default::default(),
            releasing: Default::default(),
            wr_en: Default::default(),
            wr_addr: Default::default(),
            wr_data: Default::default(),
            s_busy: Default::default(),
            word_ok: Default::default(),
            bloom_bad: Constant::new((!((1u64 << info.bloom_banks) - 1) & 0xff).to_bits()),
            bucket_bad: Constant::new(
                (if 4 * info.cuckoo_fp_bits >= 64 {
                    0
                } else {
                    !0u64 << (4 * info.cuckoo_fp_bits)
                })
                .to_bits(),
            ),
            stash_bad: Constant::new(
                ((0x7fffu64 << 48)
                    | (((1u64 << (32 - info.cuckoo_bucket_bits)) - 1)
                        << (16 + info.cuckoo_bucket_bits))
                    | ((0xffffu64 >> info.cuckoo_fp_bits) << info.cuckoo_fp_bits))
                    .to_bits(),
            ),
            stash_addr: Constant::new((1u64 << info.cuckoo_bucket_bits).to_bits()),
            count7: Default::default(),
            count3: Default::default(),
            k: std::array::from_fn(|i| c8(i as u64)),
            k16: std::array::from_fn(|i| Constant::new((i as u64).to_bits())),
            zero8: c8(0),
            zero16: Constant::new(0u64.to_bits()),
            zero32: Constant::new(0u64.to_bits()),
            zero64: Constant::new(0u64.to_bits()),
            one4: Constant::new(1u64.to_bits()),
            one8: c8(1),
            one16: Constant::new(1u64.to_bits()),
            one32: Constant::new(1u64.to_bits()),
            ff: c8(0xff),
            reply_flag: c8(0x80),
            exempt_base: Constant::new(EXEMPT_BASE.to_bits()),
            exempt_len: Constant::new((EXEMPT_BASE + 127).to_bits()),
            error_base: Constant::new(ERROR_BASE.to_bits()),
            error_len: Constant::new((ERROR_BASE + 31).to_bits()),
            bloom_words: Constant::new((1u64 << info.bloom_bank_bits).to_bits()),
            cuckoo_words: Constant::new(((1u64 << info.cuckoo_bucket_bits) + 1).to_bits()),
            info: std::array::from_fn(|i| Constant::new(info_fields[i].to_bits())),
            n_info: Constant::new(17u64.to_bits()),
            n_stats: Constant::new(10u64.to_bits()),
            one5: Constant::new(1u64.to_bits()),
            zero5: Constant::new(0u64.to_bits()),
            one3: Constant::new(1u64.to_bits()),
            zero3: Constant::new(0u64.to_bits()),
            slot_last: Constant::new(31u64.to_bits()),
            seven16: Constant::new(7u64.to_bits()),
            three16: Constant::new(3u64.to_bits()),
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
        dff_setup!(
            self,
            clock,
            s_hdr,
            s_chk,
            s_chk2,
            s_chk3,
            s_chk4,
            s_dec,
            s_addr,
            s_span,
            s_range,
            s_val,
            s_exec,
            s_fields,
            s_hdrw,
            s_send,
            ist,
            rbuf,
            from_buf,
            expected,
            nak_sent,
            cache_valid,
            word_ok_q,
            val_go,
            took,
            exec_done,
            iss_last,
            res_eq,
            rw_en,
            rw_addr,
            rw_data,
            fv,
            f_last,
            o_info,
            o_clear,
            o_insert,
            o_query,
            o_delete,
            o_count,
            o_stats,
            o_dump,
            o_load,
            res_rdy,
            rq_v,
            rq_bit,
            rq_code,
            h_ver,
            h_seq,
            h_op,
            h_filter,
            h_count,
            h_len,
            addr,
            cur_addr,
            end_addr,
            past_end,
            i_nak,
            i_busy,
            i_frame,
            idle_ok,
            n_ops,
            iss,
            res,
            accb,
            ser,
            ser_n,
            wptr,
            any_full,
            stat,
            fidx,
            hk,
            r_base,
            r_len_addr,
            r_seq,
            r_op,
            r_filter,
            r_count,
            r_status,
            plen,
            apply
        );
        self.s_busy.next = self.s_hdr.q.val()
            | self.s_chk.q.val()
            | self.s_chk2.q.val()
            | self.s_chk3.q.val()
            | self.s_chk4.q.val()
            | self.s_dec.q.val()
            | self.s_addr.q.val()
            | self.s_span.q.val()
            | self.s_range.q.val()
            | self.s_val.q.val()
            | self.s_exec.q.val()
            | self.s_fields.q.val()
            | self.s_hdrw.q.val()
            | self.s_send.q.val();
        self.replies.clock.next = self.clock.val();
        self.replies.read_address.next = self.reply_addr.val();
        self.reply_data.next = self.replies.read_data.val();
        self.wr_en.next = false;
        self.wr_addr.next = self.r_base.q.val()
            + bit_cast::<10, 8>(self.k[7].val())
            + bit_cast::<10, 8>(self.wptr.q.val());
        self.wr_data.next = self.ser.q.val().get_bits::<8>(0);

        self.cuckoo.next = self.h_filter.q.val().get_bit(0);
        self.buf_free.next = false;
        self.buf_free_idx.next = self.rbuf.q.val();
        self.tx_start.next = false;
        self.tx_base.next = self.r_base.q.val();
        self.tx_len_addr.next = self.r_len_addr.q.val();
        self.applied.next = false;

        // ---- events (any state); the link's counters count them
        self.inc_req.next = false;
        self.took.d.next = false;
        self.inc_rep.next = false;
        self.inc_oos.next = false;
        self.len_mismatch.next = false;
        self.nak_taken.next = false;
        self.busy_taken.next = false;
        self.releasing.next = false;

        // ---- the frame's bytes, a field or key at a time
        self.fetcher.clock.next = self.clock.val();
        self.fetcher.reset.next = self.reset.val();
        self.fetcher.buffer.next = self.rbuf.q.val();
        self.buf_addr.next = self.fetcher.buf_addr.val();
        self.fetcher.buf_data.next = self.buf_data.val();
        self.fetcher.start.next = false;
        self.fetcher.seek.next = false;
        self.fetcher.count.next = self.k[8].val().get_bits::<4>(0);
        self.fetcher.offset.next = self.header_at.val();

        // ---- the current frame's reply cache slot, and its checks
        self.slot.next = self.h_seq.q.val().get_bits::<4>(0);
        self.slot_base.next = bit_cast::<10, 4>(self.slot.val()) << 5;
        self.decoder.clock.next = self.clock.val();
        self.decoder.version.next = self.h_ver.q.val();
        self.decoder.seq.next = self.h_seq.q.val();
        self.decoder.opcode.next = self.h_op.q.val();
        self.decoder.filter.next = self.h_filter.q.val();
        self.decoder.count.next = self.h_count.q.val();
        self.decoder.frame_len.next = self.h_len.q.val();
        self.decoder.expected.next = self.expected.q.val();
        self.decoder.cache_valid.next = self.cache_valid.q.val();

        // Idle's choices, in priority order: a NAK due (sent or dropped by
        // the rate limit), a BUSY whose frames have gone, the next frame.
        // Each holds once true while Idle waits (only Idle clears them; a
        // frame or event arriving meanwhile lands behind the frames
        // pending), so a choice registered a cycle earlier is still right.
        self.i_nak.d.next = self.tx_idle.val() & self.slots.nak_due.val();
        self.i_busy.d.next =
            self.tx_idle.val() & !self.slots.nak_due.val() & self.slots.busy_due.val();
        self.i_frame.d.next = self.tx_idle.val()
            & !self.slots.nak_due.val()
            & !self.slots.busy_due.val()
            & (self.full.val().get_bit(0) & !self.rbuf.q.val()
                | self.full.val().get_bit(1) & self.rbuf.q.val());
        self.idle_ok.d.next =
            !self.s_busy.val() & !self.idle_ok.q.val() & !self.slots.release_settling.val();

        // ---- h_op decoded, a cycle after Header loaded it (the checks
        // above read h_op itself; everything from Check3 on reads these).
        self.o_info.d.next = self.h_op.q.val() == self.k[1].val();
        self.o_clear.d.next = self.h_op.q.val() == self.k[2].val();
        self.o_insert.d.next = self.h_op.q.val() == self.k[3].val();
        self.o_query.d.next = self.h_op.q.val() == self.k[4].val();
        self.o_delete.d.next = self.h_op.q.val() == self.k[5].val();
        self.o_count.d.next = self.h_op.q.val() == self.k[6].val();
        self.o_stats.d.next = self.h_op.q.val() == self.k[7].val();
        self.o_dump.d.next = self.h_op.q.val() == self.k[8].val();
        self.o_load.d.next = self.h_op.q.val() == self.k[9].val();

        // ---- engine op and result plumbing
        self.op_code.next = self.k[0].val().get_bits::<3>(0);
        if self.o_clear.q.val() {
            self.op_code.next = self.k[2].val().get_bits::<3>(0);
        }
        if self.o_insert.q.val() {
            self.op_code.next = self.k[1].val().get_bits::<3>(0);
        }
        if self.o_delete.q.val() {
            self.op_code.next = self.k[5].val().get_bits::<3>(0);
        }
        if self.o_count.q.val() {
            self.op_code.next = self.k[6].val().get_bits::<3>(0);
        }
        if self.o_stats.q.val() {
            self.op_code.next = self.k[7].val().get_bits::<3>(0);
        }
        if self.o_dump.q.val() {
            self.op_code.next = self.k[3].val().get_bits::<3>(0);
        }
        if self.o_load.q.val() {
            self.op_code.next = self.k[4].val().get_bits::<3>(0);
        }
        self.count7.next = self.h_count.q.val() + self.seven16.val();
        self.count3.next = self.h_count.q.val() + self.three16.val();
        self.op_key.next = self.fetcher.word.val();
        self.op_data.next = self.fetcher.word.val();
        if self.o_dump.q.val() {
            self.op_key.next = bit_cast::<64, 32>(self.cur_addr.q.val());
        }
        if self.o_load.q.val() {
            if self.cuckoo.val() {
                self.op_key.next = bit_cast::<64, 32>(self.cur_addr.q.val());
            } else {
                self.op_key.next = bit_cast::<64, 32>(self.cur_addr.q.val())
                    | (bit_cast::<64, 8>(self.fetcher.word.val().get_bits::<8>(56)) << 32);
            }
        }
        self.bloom_valid.next = false;
        self.cuckoo_valid.next = false;
        if self.cuckoo.val() {
            self.eng_ready.next = self.cuckoo_ready.val();
            self.res_valid.next = self.cuckoo_out_valid.val();
            self.res_bit.next = self.cuckoo_out_code.val() == self.k[0].val().get_bits::<2>(0);
        } else {
            self.eng_ready.next = self.bloom_ready.val();
            self.res_valid.next = self.bloom_out_valid.val();
            self.res_bit.next = self.bloom_out_hit.val();
        }
        // Ready for a result, from a register: in Exec with the serializer
        // idle, no result taken at the last edge and none being stored now
        // (either may start the serializer), so the engines' hand-shake
        // starts at a flip-flop.
        self.res_ready.next = self.res_rdy.q.val();
        self.res_rdy.d.next = self.s_exec.q.val()
            & !self.exec_done.q.val()
            & (self.ser_n.q.val() == self.k[0].val().get_bits::<4>(0))
            & !(self.res_valid.val() & self.res_ready.val())
            & !self.rq_v.q.val();
        // A result taken is registered and stored at the next cycle, so the
        // engines' `out_valid` is one LUT from the registers it reaches.
        // While `ready` is high the serializer is idle (above), so it takes
        // the engine's word whether or not a result comes: READ's word,
        // COUNT's, or STATS' (kept in `stat` when the result is stored).
        self.rq_v.d.next = self.res_valid.val() & self.res_ready.val();
        if self.res_ready.val() {
            self.rq_bit.d.next = self.res_bit.val();
            self.rq_code.d.next = self.cuckoo_out_code.val();
        }
        self.bloom_out_ready.next = self.res_ready.val() | self.cuckoo.val();
        self.cuckoo_out_ready.next = self.res_ready.val() | !self.cuckoo.val();

        // ---- serializer: ser_n bytes of ser into the payload at wptr
        if self.ser_n.q.val() != self.k[0].val().get_bits::<4>(0) {
            self.wr_en.next = true;
            self.ser.d.next = self.ser.q.val() >> 8;
            self.ser_n.d.next = self.ser_n.q.val() - self.one4.val();
            self.wptr.d.next = self.wptr.q.val() + self.one8.val();
        }
        if self.res_ready.val() {
            if self.o_count.q.val() {
                self.ser.d.next = bit_cast::<64, 32>(self.cuckoo_out_data.val().get_bits::<32>(0));
            } else if (self.o_dump.q.val()) & !self.cuckoo.val() {
                self.ser.d.next = bit_cast::<64, 8>(self.bloom_out_word.val());
            } else {
                self.ser.d.next = self.cuckoo_out_data.val();
            }
        }

        // ---- INFO / STATS fields
        self.fval.next = self.zero32.val();
        if self.o_info.q.val() {
            match self.fidx.q.val().index() {
                0 => {
                    self.fval.next = self.counters.boot_epoch.val();
                }
                1 => {
                    self.fval.next = bit_cast::<32, 8>(self.expected.q.val());
                }
                2 => {
                    self.fval.next = self.info[2].val();
                }
                3 => {
                    self.fval.next = self.info[3].val();
                }
                4 => {
                    self.fval.next = self.info[4].val();
                }
                5 => {
                    self.fval.next = self.info[5].val();
                }
                6 => {
                    self.fval.next = self.info[6].val();
                }
                7 => {
                    self.fval.next = self.info[7].val();
                }
                8 => {
                    self.fval.next = self.info[8].val();
                }
                9 => {
                    self.fval.next = self.info[9].val();
                }
                10 => {
                    self.fval.next = self.info[10].val();
                }
                11 => {
                    self.fval.next = self.info[11].val();
                }
                12 => {
                    self.fval.next = self.info[12].val();
                }
                13 => {
                    self.fval.next = self.info[13].val();
                }
                14 => {
                    self.fval.next = self.info[14].val();
                }
                15 => {
                    self.fval.next = self.info[15].val();
                }
                16 => {
                    self.fval.next = bit_cast::<32, 16>(self.baud_div.val());
                }
                _ => {}
            }
        } else {
            match self.fidx.q.val().index() {
                0 => {
                    self.fval.next = self.counters.frames.val();
                }
                1 => {
                    self.fval.next = self.counters.bad_crc.val();
                }
                2 => {
                    self.fval.next = self.counters.bad_length.val();
                }
                3 => {
                    self.fval.next = self.counters.bad_request.val();
                }
                4 => {
                    self.fval.next = self.counters.out_of_sequence.val();
                }
                5 => {
                    self.fval.next = self.counters.replays.val();
                }
                6 => {
                    self.fval.next = self.counters.busy.val();
                }
                7 => {
                    self.fval.next = self.counters.uart_errors.val();
                }
                8 => {
                    self.fval.next = self.stat.q.val().get_bits::<32>(0);
                }
                9 => {
                    self.fval.next = self.stat.q.val().get_bits::<32>(32);
                }
                _ => {}
            }
        }

        self.fv.d.next = self.fval.val();
        self.f_last.d.next = (self.o_info.q.val() & (self.fidx.q.val() == self.n_info.val()))
            | (self.o_stats.q.val() & (self.fidx.q.val() == self.n_stats.val()));

        // LOAD word checks (hwfilter_model::board): Bloom words have no bits
        // above k; bucket words none above 4f; the stash word is 0 or valid
        // with a nonzero f-bit fingerprint and a bucket below 2^B.
        if self.cuckoo.val() {
            if self.cur_addr.q.val() == self.stash_addr.val() {
                self.word_ok.next = (self.fetcher.word.val() == self.zero64.val())
                    | (self.fetcher.word.val().get_bit(63)
                        & ((self.fetcher.word.val() & self.stash_bad.val()) == self.zero64.val())
                        & (self.fetcher.word.val().get_bits::<16>(0) != self.zero16.val()));
            } else {
                self.word_ok.next =
                    (self.fetcher.word.val() & self.bucket_bad.val()) == self.zero64.val();
            }
        } else {
            self.word_ok.next = (self.fetcher.word.val().get_bits::<8>(56) & self.bloom_bad.val())
                == self.zero8.val();
        }
        self.words.next = self.bloom_words.val();
        if self.cuckoo.val() {
            self.words.next = self.cuckoo_words.val();
        }
        self.past_end.d.next = self.end_addr.q.val() > self.words.val();

        // ---- the main state machine
        // ---- the main state machine, one arm per state (one-hot)
        // (idle_ok is only ever high in Idle)
        if self.idle_ok.q.val() {
            self.from_buf.d.next = false;
            self.apply.d.next = false;
            self.wptr.d.next = self.zero8.val();
            self.hk.d.next = self.zero3.val();
            if self.idle_ok.q.val() & self.i_nak.q.val() {
                // A damaged frame arrived before the next pending one.
                self.nak_taken.next = true;
                if !self.nak_sent.q.val() {
                    self.nak_sent.d.next = true;
                    self.r_seq.d.next = self.expected.q.val();
                    self.r_status.d.next = self.slots.nak_status.val();
                    self.r_op.d.next = self.ff.val();
                    self.r_filter.d.next = self.zero8.val();
                    self.r_count.d.next = self.zero16.val();
                    self.plen.d.next = self.zero8.val();
                    self.r_base.d.next = self.error_base.val();
                    self.r_len_addr.d.next = self.error_len.val();
                    self.s_hdrw.d.next = true;
                    self.s_hdr.d.next = false;
                }
            }
            if self.idle_ok.q.val() & self.i_busy.q.val() {
                self.busy_taken.next = true;
                self.r_seq.d.next = self.slots.busy_seq.val();
                self.r_status.d.next = self.k[8].val();
                self.r_op.d.next = self.ff.val();
                self.r_filter.d.next = self.zero8.val();
                self.r_count.d.next = self.zero16.val();
                self.plen.d.next = self.zero8.val();
                self.r_base.d.next = self.error_base.val();
                self.r_len_addr.d.next = self.error_len.val();
                self.s_hdrw.d.next = true;
                self.s_hdr.d.next = false;
            }
            if self.idle_ok.q.val() & self.i_frame.q.val() {
                self.from_buf.d.next = true;
                if self.rbuf.q.val() {
                    self.h_len.d.next = self.len1.val();
                } else {
                    self.h_len.d.next = self.len0.val();
                }
                self.fetcher.seek.next = true;
                self.fetcher.offset.next = self.header_at.val();
                self.fetcher.start.next = true;
                self.fetcher.count.next = self.k[8].val().get_bits::<4>(0);
                self.s_hdrw.d.next = false;
                self.s_hdr.d.next = true;
            }
        }
        if self.s_hdr.q.val() {
            if self.fetcher.done.val() {
                self.h_ver.d.next = self.fetcher.word.val().get_bits::<8>(0);
                self.h_seq.d.next = self.fetcher.word.val().get_bits::<8>(8);
                self.h_op.d.next = self.fetcher.word.val().get_bits::<8>(16);
                self.h_filter.d.next = self.fetcher.word.val().get_bits::<8>(24);
                self.h_count.d.next = self.fetcher.word.val().get_bits::<16>(32);
                self.s_hdr.d.next = false;
                self.s_chk.d.next = true;
            }
        }
        if self.s_chk.q.val() {
            self.s_chk.d.next = false;
            self.s_chk2.d.next = true;
        }
        if self.s_chk2.q.val() {
            self.s_chk2.d.next = false;
            self.s_chk3.d.next = true;
        }
        if self.s_chk3.q.val() {
            self.s_chk3.d.next = false;
            self.s_chk4.d.next = true;
        }
        if self.s_chk4.q.val() {
            self.s_chk4.d.next = false;
            self.s_dec.d.next = true;
        }
        if self.s_dec.q.val() {
            // Defaults: an error reply echoing the request, in the error region.
            self.r_seq.d.next = self.h_seq.q.val();
            self.r_op.d.next = self.h_op.q.val() | self.reply_flag.val();
            self.r_filter.d.next = self.h_filter.q.val();
            self.r_count.d.next = self.zero16.val();
            self.plen.d.next = self.zero8.val();
            self.r_base.d.next = self.error_base.val();
            self.r_len_addr.d.next = self.error_len.val();
            self.s_dec.d.next = false;
            self.s_addr.d.next = false;
            self.s_exec.d.next = false;
            self.s_hdrw.d.next = true;
            self.s_send.d.next = false;
            self.any_full.d.next = false;
            self.res.d.next = self.zero16.val();
            self.iss.d.next = self.zero16.val();
            self.cur_addr.d.next = self.addr.q.val();
            self.stat.d.next = self.zero64.val();
            self.fidx.d.next = self.zero5.val();
            self.n_ops.d.next = self.h_count.q.val();
            self.ist.d.next = IssueState::Offer;
            // One outcome flag is set (registered in Check4).
            if self.decoder.bad_request.val() {
                self.r_status.d.next = self.decoder.bad_request_status.val();
                self.inc_req.next = true;
            }
            if self.decoder.bad_length.val() {
                self.r_status.d.next = self.k[2].val();
                self.len_mismatch.next = true;
            }
            if self.decoder.info.val() {
                self.r_status.d.next = self.zero8.val();
                self.r_base.d.next = self.exempt_base.val();
                self.r_len_addr.d.next = self.exempt_len.val();
                self.n_ops.d.next = self.zero16.val();
                self.ist.d.next = IssueState::Done;
                self.s_dec.d.next = false;
                self.s_addr.d.next = false;
                self.s_exec.d.next = true;
                self.s_hdrw.d.next = false;
                self.s_send.d.next = false;
            }
            if self.decoder.stats.val() {
                self.r_status.d.next = self.zero8.val();
                self.r_base.d.next = self.exempt_base.val();
                self.r_len_addr.d.next = self.exempt_len.val();
                if self.cuckoo.val() {
                    self.n_ops.d.next = self.one16.val();
                } else {
                    self.n_ops.d.next = self.zero16.val();
                    self.ist.d.next = IssueState::Done;
                }
                self.s_dec.d.next = false;
                self.s_addr.d.next = false;
                self.s_exec.d.next = true;
                self.s_hdrw.d.next = false;
                self.s_send.d.next = false;
            }
            if self.decoder.addressed.val() | self.decoder.single.val() | self.decoder.keyed.val() {
                // The expected request: apply it into its cache slot.
                self.r_status.d.next = self.zero8.val();
                self.r_base.d.next = self.slot_base.val();
                self.r_len_addr.d.next = self.slot_base.val() + self.slot_last.val();
                self.apply.d.next = true;
                self.s_dec.d.next = false;
                self.s_addr.d.next = false;
                self.s_exec.d.next = true;
                self.s_hdrw.d.next = false;
                self.s_send.d.next = false;
            }
            if self.decoder.addressed.val() {
                self.fetcher.seek.next = true;
                self.fetcher.offset.next = self.address_at.val();
                self.fetcher.start.next = true;
                self.fetcher.count.next = self.k[4].val().get_bits::<4>(0);
                self.s_dec.d.next = false;
                self.s_addr.d.next = true;
                self.s_exec.d.next = false;
                self.s_hdrw.d.next = false;
                self.s_send.d.next = false;
            }
            if self.decoder.single.val() {
                self.n_ops.d.next = self.one16.val();
            }
            if self.decoder.keyed.val() {
                // INSERT / QUERY / DELETE: fetch the first key.
                self.r_count.d.next = self.h_count.q.val();
                self.fetcher.seek.next = true;
                self.fetcher.offset.next = self.address_at.val();
                self.fetcher.start.next = true;
                self.fetcher.count.next = self.k[8].val().get_bits::<4>(0);
                self.ist.d.next = IssueState::Fetch;
            }
            if self.decoder.replay.val() {
                // A duplicate inside the window: send its cached reply again.
                self.inc_rep.next = true;
                self.r_base.d.next = self.slot_base.val();
                self.r_len_addr.d.next = self.slot_base.val() + self.slot_last.val();
                self.s_dec.d.next = false;
                self.s_addr.d.next = false;
                self.s_exec.d.next = false;
                self.s_hdrw.d.next = false;
                self.s_send.d.next = true;
            }
            if self.decoder.out_of_sequence.val() {
                self.inc_oos.next = true;
                if self.nak_sent.q.val() {
                    // Already told the host where to resume: drop.
                    self.buf_free.next = true;
                    self.releasing.next = true;
                    self.rbuf.d.next = !self.rbuf.q.val();
                    self.s_dec.d.next = false;
                    self.s_addr.d.next = false;
                    self.s_exec.d.next = false;
                    self.s_hdrw.d.next = false;
                    self.s_send.d.next = false;
                } else {
                    self.nak_sent.d.next = true;
                    self.r_seq.d.next = self.expected.q.val();
                    self.r_op.d.next = self.ff.val();
                    self.r_filter.d.next = self.zero8.val();
                    self.r_status.d.next = self.k[9].val();
                }
            }
        }
        if self.s_addr.q.val() {
            if self.fetcher.done.val() {
                self.addr.d.next = self.fetcher.word.val().get_bits::<32>(32);
                self.cur_addr.d.next = self.fetcher.word.val().get_bits::<32>(32);
                self.end_addr.d.next =
                    bit_cast::<33, 32>(self.fetcher.word.val().get_bits::<32>(32))
                        + bit_cast::<33, 16>(self.h_count.q.val());
                self.s_addr.d.next = false;
                self.s_span.d.next = true;
            }
        }
        if self.s_span.q.val() {
            self.s_span.d.next = false;
            self.s_range.d.next = true;
        }
        if self.s_range.q.val() {
            if self.past_end.q.val() {
                self.r_status.d.next = self.k[6].val();
                self.inc_req.next = true;
                self.r_base.d.next = self.error_base.val();
                self.r_len_addr.d.next = self.error_len.val();
                self.apply.d.next = false;
                self.s_range.d.next = false;
                self.s_exec.d.next = false;
                self.s_hdrw.d.next = true;
                self.s_val.d.next = false;
            } else {
                self.s_range.d.next = false;
                self.s_exec.d.next = true;
                self.s_hdrw.d.next = false;
                self.s_val.d.next = false;
                if self.o_dump.q.val() {
                    self.r_count.d.next = self.h_count.q.val();
                    if self.cuckoo.val() {
                        self.plen.d.next = self.h_count.q.val().get_bits::<8>(0) << 3;
                    } else {
                        self.plen.d.next = self.h_count.q.val().get_bits::<8>(0);
                    }
                } else {
                    // LOAD: words follow the address; check them all first.
                    self.fetcher.seek.next = true;
                    self.fetcher.offset.next = self.payload_at.val();
                    if self.cuckoo.val() {
                        self.fetcher.start.next = true;
                        self.fetcher.count.next = self.k[8].val().get_bits::<4>(0);
                    } else {
                        self.fetcher.start.next = true;
                        self.fetcher.count.next = self.k[1].val().get_bits::<4>(0);
                    }
                    self.ist.d.next = IssueState::Fetch;
                    self.s_range.d.next = false;
                    self.s_exec.d.next = false;
                    self.s_hdrw.d.next = false;
                    self.s_val.d.next = true;
                }
            }
        }
        if self.s_val.q.val() {
            // A LOAD word the engine cannot hold makes the whole request
            // BAD_PARAM before anything is written. Its check is
            // registered: the word is taken a cycle after it is fetched.
            if self.val_go.q.val() {
                if self.word_ok_q.q.val() {
                    self.iss.d.next = self.iss.q.val() + self.one16.val();
                    self.cur_addr.d.next = self.cur_addr.q.val() + self.one32.val();
                    if self.iss_last.q.val() {
                        self.iss.d.next = self.zero16.val();
                        self.cur_addr.d.next = self.addr.q.val();
                        self.fetcher.seek.next = true;
                        self.fetcher.offset.next = self.payload_at.val();
                        self.s_val.d.next = false;
                        self.s_exec.d.next = true;
                        self.s_hdrw.d.next = false;
                    }
                    if self.cuckoo.val() {
                        self.fetcher.start.next = true;
                        self.fetcher.count.next = self.k[8].val().get_bits::<4>(0);
                    } else {
                        self.fetcher.start.next = true;
                        self.fetcher.count.next = self.k[1].val().get_bits::<4>(0);
                    }
                } else {
                    self.r_status.d.next = self.k[6].val();
                    self.inc_req.next = true;
                    self.r_base.d.next = self.error_base.val();
                    self.r_len_addr.d.next = self.error_len.val();
                    self.apply.d.next = false;
                    self.s_val.d.next = false;
                    self.s_exec.d.next = false;
                    self.s_hdrw.d.next = true;
                }
            }
        }
        if self.s_exec.q.val() {
            // Issue side.
            match self.ist.q.val() {
                IssueState::Fetch => {
                    if self.fetcher.done.val() {
                        self.ist.d.next = IssueState::Offer;
                    }
                }
                IssueState::Offer => {
                    // The engine's ready only sets `took`; the issue
                    // moves on at the next cycle, with valid low, so
                    // the engines' ready is not in front of the counters.
                    if !self.took.q.val() {
                        self.bloom_valid.next = !self.cuckoo.val();
                        self.cuckoo_valid.next = self.cuckoo.val();
                        self.took.d.next = self.eng_ready.val();
                    } else {
                        self.iss.d.next = self.iss.q.val() + self.one16.val();
                        self.cur_addr.d.next = self.cur_addr.q.val() + self.one32.val();
                        if self.iss_last.q.val() {
                            self.ist.d.next = IssueState::Done;
                        } else if (self.o_insert.q.val())
                            | (self.o_query.q.val())
                            | (self.o_delete.q.val())
                        {
                            self.fetcher.start.next = true;
                            self.fetcher.count.next = self.k[8].val().get_bits::<4>(0);
                            self.ist.d.next = IssueState::Fetch;
                        } else if self.o_load.q.val() {
                            if self.cuckoo.val() {
                                self.fetcher.start.next = true;
                                self.fetcher.count.next = self.k[8].val().get_bits::<4>(0);
                            } else {
                                self.fetcher.start.next = true;
                                self.fetcher.count.next = self.k[1].val().get_bits::<4>(0);
                            }
                            self.ist.d.next = IssueState::Fetch;
                        }
                    }
                }
                _ => {}
            }
            // Result side: the result taken at the last edge.
            if self.rq_v.q.val() {
                self.res.d.next = self.res.q.val() + self.one16.val();
                if (self.o_query.q.val()) | ((self.o_insert.q.val()) & !self.cuckoo.val()) {
                    // Bitmap: bit res%8 of byte res/8.
                    if self.res.q.val().get_bits::<3>(0) == self.zero3.val() {
                        self.newb.next = self.zero8.val();
                    } else {
                        self.newb.next = self.accb.q.val();
                    }
                    if self.rq_bit.q.val() {
                        self.newb.next = self.newb.val()
                            | (self.one8.val()
                                << bit_cast::<8, 3>(self.res.q.val().get_bits::<3>(0)));
                    }
                    self.accb.d.next = self.newb.val();
                    self.wr_en.next = true;
                    self.wr_addr.next = self.r_base.q.val()
                        + bit_cast::<10, 8>(self.k[7].val())
                        + self.res.q.val().get_bits::<10>(3);
                    self.wr_data.next = self.newb.val();
                }
                if (self.o_delete.q.val()) | ((self.o_insert.q.val()) & self.cuckoo.val()) {
                    // 2-bit codes: code res%4 of byte res/4.
                    if self.rq_code.q.val() == self.k[1].val().get_bits::<2>(0) {
                        self.any_full.d.next = true;
                    }
                    if self.res.q.val().get_bits::<2>(0) == self.zero3.val().get_bits::<2>(0) {
                        self.newb.next = bit_cast::<8, 2>(self.rq_code.q.val());
                    } else {
                        self.newb.next = self.accb.q.val()
                            | (bit_cast::<8, 2>(self.rq_code.q.val())
                                << (bit_cast::<8, 2>(self.res.q.val().get_bits::<2>(0)) << 1));
                    }
                    self.accb.d.next = self.newb.val();
                    self.wr_en.next = true;
                    self.wr_addr.next = self.r_base.q.val()
                        + bit_cast::<10, 8>(self.k[7].val())
                        + self.res.q.val().get_bits::<10>(2);
                    self.wr_data.next = self.newb.val();
                }
                // `ser` holds the result's word (taken with it).
                if self.o_dump.q.val() {
                    if self.cuckoo.val() {
                        self.ser_n.d.next = self.k[8].val().get_bits::<4>(0);
                    } else {
                        self.ser_n.d.next = self.k[1].val().get_bits::<4>(0);
                    }
                }
                if self.o_count.q.val() {
                    self.ser_n.d.next = self.k[4].val().get_bits::<4>(0);
                    self.plen.d.next = self.k[4].val();
                }
                if self.o_stats.q.val() {
                    self.stat.d.next = self.ser.q.val();
                }
            }
            if self.exec_done.q.val() {
                if (self.o_info.q.val()) | (self.o_stats.q.val()) {
                    self.s_exec.d.next = false;
                    self.s_fields.d.next = true;
                    self.s_hdrw.d.next = false;
                } else {
                    self.s_exec.d.next = false;
                    self.s_fields.d.next = false;
                    self.s_hdrw.d.next = true;
                }
                if (self.o_query.q.val()) | ((self.o_insert.q.val()) & !self.cuckoo.val()) {
                    self.plen.d.next = self.count7.val().get_bits::<8>(3);
                }
                if (self.o_delete.q.val()) | ((self.o_insert.q.val()) & self.cuckoo.val()) {
                    self.plen.d.next = self.count3.val().get_bits::<8>(2);
                    if self.any_full.q.val() {
                        self.r_status.d.next = self.k[7].val();
                    }
                }
            }
        }
        if self.s_fields.q.val() {
            if self.ser_n.q.val() == self.k[0].val().get_bits::<4>(0) {
                if self.f_last.q.val() {
                    self.plen.d.next = self.wptr.q.val();
                    self.s_fields.d.next = false;
                    self.s_hdrw.d.next = true;
                } else {
                    self.ser.d.next = bit_cast::<64, 32>(self.fv.q.val());
                    self.ser_n.d.next = self.k[4].val().get_bits::<4>(0);
                    self.fidx.d.next = self.fidx.q.val() + self.one5.val();
                }
            }
        }
        if self.s_hdrw.q.val() {
            self.wr_en.next = true;
            self.wr_addr.next = self.r_base.q.val() + bit_cast::<10, 3>(self.hk.q.val());
            self.hk.d.next = self.hk.q.val() + self.one3.val();
            match self.hk.q.val().index() {
                0 => {
                    self.wr_data.next = self.k[1].val();
                }
                1 => {
                    self.wr_data.next = self.r_seq.q.val();
                }
                2 => {
                    self.wr_data.next = self.r_op.q.val();
                }
                3 => {
                    self.wr_data.next = self.r_filter.q.val();
                }
                4 => {
                    self.wr_data.next = self.r_count.q.val().get_bits::<8>(0);
                }
                5 => {
                    self.wr_data.next = self.r_count.q.val().get_bits::<8>(8);
                }
                6 => {
                    self.wr_data.next = self.r_status.q.val();
                }
                _ => {
                    self.wr_addr.next = self.r_len_addr.q.val();
                    self.wr_data.next = self.plen.q.val() + self.k[7].val();
                    self.s_hdrw.d.next = false;
                    self.s_send.d.next = true;
                }
            }
        }
        if self.s_send.q.val() {
            self.tx_start.next = true;
            if self.from_buf.q.val() {
                self.buf_free.next = true;
                self.releasing.next = true;
                self.rbuf.d.next = !self.rbuf.q.val();
            }
            if self.apply.q.val() {
                self.applied.next = true;
                self.expected.d.next = self.expected.q.val() + self.one8.val();
                self.nak_sent.d.next = false;
                self.cache_valid.d.next = self.cache_valid.q.val()
                    | (self.k16[1].val() << bit_cast::<16, 4>(self.slot.val()));
            }
            self.s_send.d.next = false;
        }
        self.counters.clock.next = self.clock.val();
        self.counters.reset.next = self.reset.val();
        self.counters.ev_good.next = self.ev_good.val();
        self.counters.ev_bad_crc.next = self.ev_bad_crc.val();
        self.counters.ev_bad_length.next = self.ev_bad_length.val();
        self.counters.ev_busy.next = self.ev_busy.val();
        self.counters.ev_uart_error.next = self.ev_uart_error.val();
        self.counters.ev_start_bit.next = self.ev_start_bit.val();
        self.counters.ev_length_mismatch.next = self.len_mismatch.val();
        self.counters.ev_bad_request.next = self.inc_req.val();
        self.counters.ev_replay.next = self.inc_rep.val();
        self.counters.ev_out_of_sequence.next = self.inc_oos.val();
        self.word_ok_q.d.next = self.word_ok.val();
        // The op at `iss` is the last; read at least a cycle after `iss`
        // or `n_ops` last changed.
        self.iss_last.d.next = (self.iss.q.val() + self.one16.val()) == self.n_ops.q.val();
        // Every op issued, every result in and serialized: Exec ends at the
        // next edge (these hold until it does).
        // `res_eq` is a cycle old. In Exec's first cycle it is Decode's,
        // which matters only where ist starts at Done (INFO, Bloom STATS:
        // no ops): it is then false at worst, and Exec ends a cycle later.
        self.res_eq.d.next = self.res.q.val() == self.n_ops.q.val();
        self.exec_done.d.next = self.s_exec.q.val()
            & (self.ist.q.val() == IssueState::Done)
            & self.res_eq.q.val()
            & (self.ser_n.q.val() == self.k[0].val().get_bits::<4>(0));
        self.val_go.d.next = self.fetcher.done.val() & self.s_val.q.val() & !self.val_go.q.val();

        // ---- NAK and BUSY slots
        self.slots.clock.next = self.clock.val();
        self.slots.reset.next = self.reset.val();
        self.slots.buffers_full.next = self.full.val();
        self.slots.ev_bad_crc.next = self.ev_bad_crc.val();
        self.slots.ev_bad_length.next = self.ev_bad_length.val();
        self.slots.ev_busy.next = self.ev_busy.val();
        self.slots.ev_busy_seq.next = self.ev_busy_seq.val();
        self.slots.frame_released.next = self.releasing.val();
        self.slots.nak_taken.next = self.nak_taken.val();
        self.slots.busy_taken.next = self.busy_taken.val();

        self.rw_en.d.next = self.wr_en.val();
        self.rw_addr.d.next = self.wr_addr.val();
        self.rw_data.d.next = self.wr_data.val();
        self.replies.write_enable.next = self.rw_en.q.val();
        self.replies.write_address.next = self.rw_addr.q.val();
        self.replies.write_data.next = self.rw_data.q.val();

        if self.reset.val() {
            self.rw_en.d.next = false;
            self.s_hdr.d.next = false;
            self.s_chk.d.next = false;
            self.s_chk2.d.next = false;
            self.s_chk3.d.next = false;
            self.s_chk4.d.next = false;
            self.s_dec.d.next = false;
            self.s_addr.d.next = false;
            self.s_span.d.next = false;
            self.s_range.d.next = false;
            self.s_val.d.next = false;
            self.s_exec.d.next = false;
            self.s_fields.d.next = false;
            self.s_hdrw.d.next = false;
            self.s_send.d.next = false;
            self.rq_v.d.next = false;
            self.rbuf.d.next = false;
            self.expected.d.next = self.zero8.val();
            self.nak_sent.d.next = false;
            self.cache_valid.d.next = self.zero16.val();
            self.ser_n.d.next = self.k[0].val().get_bits::<4>(0);
            self.took.d.next = false;
        }
    }
}

/// Against the board model, frame by frame, in rust-hdl's simulation.
#[cfg(test)]
mod tests;
