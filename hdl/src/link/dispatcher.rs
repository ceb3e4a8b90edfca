//! `Dispatcher`: executes checked frames on the engines and builds the
//! replies in the reply cache (docs/protocol.md, sections 3-5).
//!
//! ```text
//!  FrameReceiver buffers ──rd──► fetcher (1 byte/cycle) ─► acc ─┐
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
//!   limit live here; the link counters and the boot epoch in
//!   [`LinkCounters`].
//! * Replies leave in the order their causes arrived on the line. A damaged
//!   frame's NAK waits in a slot behind the frames already buffered (slot
//!   0, 1 or 2), and a BUSY behind the two frames that filled the buffers,
//!   so a NAK is never overtaken by a later frame (which could move
//!   `expected` and change the NAK's sequence number or rate limit).
use rust_hdl::prelude::*;

use crate::bank_ram::BankRam;
use crate::link::link_counters::LinkCounters;
use crate::link::nak_busy_slots::NakBusySlots;

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
    // NAKs due before the 1st / 2nd pending frame and after both, so
    // replies keep the order of the events on the line.
    /// Pending frames to execute before the BUSY reply.
    // counters
    // Counter increments, registered: the counters trail their events by a
    // cycle, which keeps the receiver's and Decode's logic off their adders.
    // The state machine's registered decisions (docs/timing.md, "The
    // serial link"); the counters follow them.
    /// `word_ok` registered, and `val_go`: Validate acts on a word once
    /// both hold. `val_go` is `fetch_done` a cycle late, in Validate and
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
    // fetcher
    foff: DFF<Bits<9>>,
    f_left: DFF<Bits<4>>,
    /// `f_left != 0`, set wherever `f_left` is, so that `fetch_done`
    /// reads two flip-flops.
    f_nz: DFF<Bit>,
    f_pend: DFF<Bit>,
    acc: DFF<Bits<64>>,
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
    // The request checks, registered in Check so Decode starts from flip-flops.
    chk_ver: DFF<Bit>,
    chk_op: DFF<Bit>,
    chk_filter: DFF<Bit>,
    chk_len: DFF<Bit>,
    /// The request's count limit and frame length, registered (Check) so
    /// that the compares into `chk_len`'s parts (Check2) start at flip-flops.
    max_q: DFF<Bits<16>>,
    want_q: DFF<Bits<16>>,
    /// `chk_len`'s parts, registered (Check2), so that neither the 16-bit
    /// compares nor their AND sit alone in front of `chk_len` (Check3):
    /// `h_count <= max_q`, `h_count != 0`, `max_q == 0`, `h_len == want_q`.
    cnt_le: DFF<Bit>,
    cnt_nz: DFF<Bit>,
    max_z: DFF<Bit>,
    len_eq: DFF<Bit>,
    chk_next: DFF<Bit>,
    chk_dup: DFF<Bit>,
    /// Decode's outcome, registered in Check4 from the checks: one flag
    /// each (exclusive), and the status of a bad version, op or filter.
    dc_req: DFF<Bit>,
    dc_st: DFF<Bits<8>>,
    dc_len: DFF<Bit>,
    dc_info: DFF<Bit>,
    dc_stats: DFF<Bit>,
    dc_addr: DFF<Bit>,
    dc_one: DFF<Bit>,
    dc_keys: DFF<Bit>,
    dc_dup: DFF<Bit>,
    dc_oos: DFF<Bit>,
    /// The receiver's NAK and BUSY events, registered (with the NAK's
    /// status and the BUSY's seq), and a buffer's release, registered: the
    /// NAK and BUSY slots move a cycle after each, when the receiver's
    /// `full` already shows the release.
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
    d: Signal<Local, Bits<8>>,
    slot: Signal<Local, Bits<4>>,
    slot_base: Signal<Local, Bits<10>>,
    len_ok: Signal<Local, Bit>,
    filter_ok: Signal<Local, Bit>,
    count_ok: Signal<Local, Bit>,
    max_count: Signal<Local, Bits<16>>,
    want_len: Signal<Local, Bits<16>>,
    fetch_done: Signal<Local, Bit>,
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
    req_ok: Signal<Local, Bit>,
    /// The reply RAM write decided this cycle; it lands a cycle later from
    /// `rw_*` (the encoder reads a reply only after Send, a cycle after its
    /// last write is decided).
    wr_en: Signal<Local, Bit>,
    wr_addr: Signal<Local, Bits<10>>,
    wr_data: Signal<Local, Bits<8>>,
    /// Not Idle: some state's flip-flop is set.
    s_busy: Signal<Local, Bit>,
    seq_ok: Signal<Local, Bit>,
    word_ok: Signal<Local, Bit>,
    inc_req: Signal<Local, Bit>,
    inc_rep: Signal<Local, Bit>,
    inc_oos: Signal<Local, Bit>,
    bloom_bad: Constant<Bits<8>>,
    bucket_bad: Constant<Bits<64>>,
    stash_bad: Constant<Bits<64>>,
    stash_addr: Constant<Bits<32>>,
    cached: Signal<Local, Bits<16>>,
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
    one9: Constant<Bits<9>>,
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
    max_keys: Constant<Bits<16>>,
    dump_bloom: Constant<Bits<16>>,
    dump_cuckoo: Constant<Bits<16>>,
    load_bloom: Constant<Bits<16>>,
    load_cuckoo: Constant<Bits<16>>,
    ten16: Constant<Bits<16>>,
    fourteen16: Constant<Bits<16>>,
    n_info: Constant<Bits<5>>,
    n_stats: Constant<Bits<5>>,
    one5: Constant<Bits<5>>,
    zero5: Constant<Bits<5>>,
    off0: Constant<Bits<9>>,
    off6: Constant<Bits<9>>,
    off10: Constant<Bits<9>>,
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
            foff: Default::default(),
            f_left: Default::default(),
            f_nz: Default::default(),
            f_pend: Default::default(),
            acc: Default::default(),
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
            d: Default::default(),
            slot: Default::default(),
            slot_base: Default::default(),
            len_ok: Default::default(),
            filter_ok: Default::default(),
            count_ok: Default::default(),
            max_count: Default::default(),
            want_len: Default::default(),
            fetch_done: Default::default(),
            res_valid: Default::default(),
            res_ready: Default::default(),
            res_bit: Default::default(),
            eng_ready: Default::default(),
            cur_addr: Default::default(),
            end_addr: Default::default(),
            past_end: Default::default(),
            chk_ver: Default::default(),
            chk_op: Default::default(),
            chk_filter: Default::default(),
            chk_len: Default::default(),
            max_q: Default::default(),
            want_q: Default::default(),
            cnt_le: Default::default(),
            cnt_nz: Default::default(),
            max_z: Default::default(),
            len_eq: Default::default(),
            chk_next: Default::default(),
            chk_dup: Default::default(),
            dc_req: Default::default(),
            dc_st: Default::default(),
            dc_len: Default::default(),
            dc_info: Default::default(),
            dc_stats: Default::default(),
            dc_addr: Default::default(),
            dc_one: Default::default(),
            dc_keys: Default::default(),
            dc_dup: Default::default(),
            dc_oos: Default::default(),
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
            req_ok: Default::default(),
            wr_en: Default::default(),
            wr_addr: Default::default(),
            wr_data: Default::default(),
            s_busy: Default::default(),
            seq_ok: Default::default(),
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
            cached: Default::default(),
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
            one9: Constant::new(1u64.to_bits()),
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
            max_keys: Constant::new(60u64.to_bits()),
            dump_bloom: Constant::new(24u64.to_bits()),
            dump_cuckoo: Constant::new(3u64.to_bits()),
            load_bloom: Constant::new(480u64.to_bits()),
            load_cuckoo: Constant::new(60u64.to_bits()),
            ten16: Constant::new(10u64.to_bits()),
            fourteen16: Constant::new(14u64.to_bits()),
            n_info: Constant::new(17u64.to_bits()),
            n_stats: Constant::new(10u64.to_bits()),
            one5: Constant::new(1u64.to_bits()),
            zero5: Constant::new(0u64.to_bits()),
            off0: Constant::new(0u64.to_bits()),
            off6: Constant::new(6u64.to_bits()),
            off10: Constant::new(10u64.to_bits()),
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
            foff,
            f_left,
            f_nz,
            f_pend,
            acc,
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
            chk_ver,
            chk_op,
            chk_filter,
            chk_len,
            max_q,
            want_q,
            cnt_le,
            cnt_nz,
            max_z,
            len_eq,
            chk_next,
            chk_dup,
            dc_req,
            dc_st,
            dc_len,
            dc_info,
            dc_stats,
            dc_addr,
            dc_one,
            dc_keys,
            dc_dup,
            dc_oos,
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

        // ---- fetcher: f_left bytes from the current buffer at foff, one per cycle,
        // shifted into acc from the top (little-endian).
        self.buf_addr.next = bit_cast::<10, 9>(self.foff.q.val()).replace_bit(9, self.rbuf.q.val());
        self.f_pend.d.next = false;
        if self.f_nz.q.val() {
            self.foff.d.next = self.foff.q.val() + self.one9.val();
            self.f_left.d.next = self.f_left.q.val() - self.one4.val();
            self.f_nz.d.next = self.f_left.q.val() != self.k[1].val().get_bits::<4>(0);
            self.f_pend.d.next = true;
        }
        if self.f_pend.q.val() {
            self.acc.d.next =
                (self.acc.q.val() >> 8) | (bit_cast::<64, 8>(self.buf_data.val()) << 56);
        }
        self.fetch_done.next = !self.f_nz.q.val() & !self.f_pend.q.val();

        // ---- sequence classification of the current frame
        self.d.next = self.h_seq.q.val() - self.expected.q.val();
        self.slot.next = self.h_seq.q.val().get_bits::<4>(0);
        self.slot_base.next = bit_cast::<10, 4>(self.slot.val()) << 5;
        self.cached.next = self.cache_valid.q.val() >> bit_cast::<16, 4>(self.slot.val());

        // ---- request checks (docs/protocol.md, order of checks)
        self.filter_ok.next =
            (self.h_filter.q.val() == self.k[0].val()) | (self.h_filter.q.val() == self.k[1].val());
        if (self.h_op.q.val() == self.k[5].val()) | (self.h_op.q.val() == self.k[6].val()) {
            self.filter_ok.next = self.h_filter.q.val() == self.k[1].val();
        }
        if self.h_op.q.val() == self.k[1].val() {
            self.filter_ok.next = true;
        }
        self.max_count.next = self.zero16.val();
        self.want_len.next = self.ten16.val();
        if (self.h_op.q.val() == self.k[3].val())
            | (self.h_op.q.val() == self.k[4].val())
            | (self.h_op.q.val() == self.k[5].val())
        {
            self.max_count.next = self.max_keys.val();
            self.want_len.next = self.ten16.val() + (self.h_count.q.val() << 3);
        }
        if self.h_op.q.val() == self.k[8].val() {
            if self.cuckoo.val() {
                self.max_count.next = self.dump_cuckoo.val();
            } else {
                self.max_count.next = self.dump_bloom.val();
            }
            self.want_len.next = self.fourteen16.val();
        }
        if self.h_op.q.val() == self.k[9].val() {
            if self.cuckoo.val() {
                self.max_count.next = self.load_cuckoo.val();
                self.want_len.next = self.fourteen16.val() + (self.h_count.q.val() << 3);
            } else {
                self.max_count.next = self.load_bloom.val();
                self.want_len.next = self.fourteen16.val() + self.h_count.q.val();
            }
        }
        self.max_q.d.next = self.max_count.val();
        self.want_q.d.next = self.want_len.val();
        self.cnt_le.d.next = self.h_count.q.val() <= self.max_q.q.val();
        self.cnt_nz.d.next = self.h_count.q.val() != self.zero16.val();
        self.max_z.d.next = self.max_q.q.val() == self.zero16.val();
        self.len_eq.d.next = bit_cast::<16, 10>(self.h_len.q.val()) == self.want_q.q.val();
        if self.max_z.q.val() {
            self.count_ok.next = !self.cnt_nz.q.val();
        } else {
            self.count_ok.next = self.cnt_nz.q.val() & self.cnt_le.q.val();
        }
        self.len_ok.next = self.count_ok.val() & self.len_eq.q.val();
        // Registered every cycle; Decode's outcome reads them three cycles
        // (Check, Check2, Check3) after Header loaded the fields they depend
        // on (`chk_len` after `max_q`, `want_q` (Check) and its parts
        // (Check2)).
        self.chk_ver.d.next = self.h_ver.q.val() == self.k[1].val();
        self.chk_op.d.next =
            (self.h_op.q.val() != self.k[0].val()) & (self.h_op.q.val() <= self.k[9].val());
        self.chk_filter.d.next = self.filter_ok.val();
        self.chk_len.d.next = self.len_ok.val();
        self.chk_next.d.next = self.d.val() == self.zero8.val();
        self.chk_dup.d.next = (self.d.val().get_bits::<4>(4) == self.k[15].val().get_bits::<4>(0))
            & self.cached.val().get_bit(0);
        // Decode's outcome, in the checks' order (docs/protocol.md); valid
        // in Decode, a cycle after Check4 read the checks.
        self.dc_req.d.next =
            !(self.chk_ver.q.val() & self.chk_op.q.val() & self.chk_filter.q.val());
        self.dc_st.d.next = self.k[5].val();
        if !self.chk_op.q.val() {
            self.dc_st.d.next = self.k[3].val();
        }
        if !self.chk_ver.q.val() {
            self.dc_st.d.next = self.k[4].val();
        }
        self.req_ok.next = self.chk_ver.q.val()
            & self.chk_op.q.val()
            & self.chk_filter.q.val()
            & self.chk_len.q.val();
        self.dc_len.d.next = !self.dc_req.d.val() & !self.chk_len.q.val();
        self.dc_info.d.next = self.req_ok.val() & (self.h_op.q.val() == self.k[1].val());
        self.dc_stats.d.next = self.req_ok.val() & (self.h_op.q.val() == self.k[7].val());
        self.seq_ok.next = self.req_ok.val()
            & (self.h_op.q.val() != self.k[1].val())
            & (self.h_op.q.val() != self.k[7].val());
        self.dc_addr.d.next = self.seq_ok.val()
            & self.chk_next.q.val()
            & ((self.h_op.q.val() == self.k[8].val()) | (self.h_op.q.val() == self.k[9].val()));
        self.dc_one.d.next = self.seq_ok.val()
            & self.chk_next.q.val()
            & ((self.h_op.q.val() == self.k[2].val()) | (self.h_op.q.val() == self.k[6].val()));
        self.dc_keys.d.next = self.seq_ok.val()
            & self.chk_next.q.val()
            & (self.h_op.q.val() != self.k[2].val())
            & (self.h_op.q.val() != self.k[6].val())
            & (self.h_op.q.val() != self.k[8].val())
            & (self.h_op.q.val() != self.k[9].val());
        self.dc_dup.d.next = self.seq_ok.val() & !self.chk_next.q.val() & self.chk_dup.q.val();
        self.dc_oos.d.next = self.seq_ok.val() & !self.chk_next.q.val() & !self.chk_dup.q.val();

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
        self.op_key.next = self.acc.q.val();
        self.op_data.next = self.acc.q.val();
        if self.o_dump.q.val() {
            self.op_key.next = bit_cast::<64, 32>(self.cur_addr.q.val());
        }
        if self.o_load.q.val() {
            if self.cuckoo.val() {
                self.op_key.next = bit_cast::<64, 32>(self.cur_addr.q.val());
            } else {
                self.op_key.next = bit_cast::<64, 32>(self.cur_addr.q.val())
                    | (bit_cast::<64, 8>(self.acc.q.val().get_bits::<8>(56)) << 32);
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
                self.word_ok.next = (self.acc.q.val() == self.zero64.val())
                    | (self.acc.q.val().get_bit(63)
                        & ((self.acc.q.val() & self.stash_bad.val()) == self.zero64.val())
                        & (self.acc.q.val().get_bits::<16>(0) != self.zero16.val()));
            } else {
                self.word_ok.next = (self.acc.q.val() & self.bucket_bad.val()) == self.zero64.val();
            }
        } else {
            self.word_ok.next =
                (self.acc.q.val().get_bits::<8>(56) & self.bloom_bad.val()) == self.zero8.val();
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
                self.foff.d.next = self.off0.val();
                self.f_left.d.next = self.k[8].val().get_bits::<4>(0);
                self.f_nz.d.next = true;
                self.s_hdrw.d.next = false;
                self.s_hdr.d.next = true;
            }
        }
        if self.s_hdr.q.val() {
            if self.fetch_done.val() {
                self.h_ver.d.next = self.acc.q.val().get_bits::<8>(0);
                self.h_seq.d.next = self.acc.q.val().get_bits::<8>(8);
                self.h_op.d.next = self.acc.q.val().get_bits::<8>(16);
                self.h_filter.d.next = self.acc.q.val().get_bits::<8>(24);
                self.h_count.d.next = self.acc.q.val().get_bits::<16>(32);
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
            if self.dc_req.q.val() {
                self.r_status.d.next = self.dc_st.q.val();
                self.inc_req.next = true;
            }
            if self.dc_len.q.val() {
                self.r_status.d.next = self.k[2].val();
                self.len_mismatch.next = true;
            }
            if self.dc_info.q.val() {
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
            if self.dc_stats.q.val() {
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
            if self.dc_addr.q.val() | self.dc_one.q.val() | self.dc_keys.q.val() {
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
            if self.dc_addr.q.val() {
                self.foff.d.next = self.off6.val();
                self.f_left.d.next = self.k[4].val().get_bits::<4>(0);
                self.f_nz.d.next = true;
                self.s_dec.d.next = false;
                self.s_addr.d.next = true;
                self.s_exec.d.next = false;
                self.s_hdrw.d.next = false;
                self.s_send.d.next = false;
            }
            if self.dc_one.q.val() {
                self.n_ops.d.next = self.one16.val();
            }
            if self.dc_keys.q.val() {
                // INSERT / QUERY / DELETE: fetch the first key.
                self.r_count.d.next = self.h_count.q.val();
                self.foff.d.next = self.off6.val();
                self.f_left.d.next = self.k[8].val().get_bits::<4>(0);
                self.f_nz.d.next = true;
                self.ist.d.next = IssueState::Fetch;
            }
            if self.dc_dup.q.val() {
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
            if self.dc_oos.q.val() {
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
            if self.fetch_done.val() {
                self.addr.d.next = self.acc.q.val().get_bits::<32>(32);
                self.cur_addr.d.next = self.acc.q.val().get_bits::<32>(32);
                self.end_addr.d.next = bit_cast::<33, 32>(self.acc.q.val().get_bits::<32>(32))
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
                    self.foff.d.next = self.off10.val();
                    if self.cuckoo.val() {
                        self.f_left.d.next = self.k[8].val().get_bits::<4>(0);
                        self.f_nz.d.next = true;
                    } else {
                        self.f_left.d.next = self.k[1].val().get_bits::<4>(0);
                        self.f_nz.d.next = true;
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
                        self.foff.d.next = self.off10.val();
                        self.s_val.d.next = false;
                        self.s_exec.d.next = true;
                        self.s_hdrw.d.next = false;
                    }
                    if self.cuckoo.val() {
                        self.f_left.d.next = self.k[8].val().get_bits::<4>(0);
                        self.f_nz.d.next = true;
                    } else {
                        self.f_left.d.next = self.k[1].val().get_bits::<4>(0);
                        self.f_nz.d.next = true;
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
                    if self.fetch_done.val() {
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
                            self.f_left.d.next = self.k[8].val().get_bits::<4>(0);
                            self.f_nz.d.next = true;
                            self.ist.d.next = IssueState::Fetch;
                        } else if self.o_load.q.val() {
                            if self.cuckoo.val() {
                                self.f_left.d.next = self.k[8].val().get_bits::<4>(0);
                                self.f_nz.d.next = true;
                            } else {
                                self.f_left.d.next = self.k[1].val().get_bits::<4>(0);
                                self.f_nz.d.next = true;
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
        self.val_go.d.next = self.fetch_done.val() & self.s_val.q.val() & !self.val_go.q.val();

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
            self.f_left.d.next = self.k[0].val().get_bits::<4>(0);
            self.f_nz.d.next = false;
            self.ser_n.d.next = self.k[0].val().get_bits::<4>(0);
            self.took.d.next = false;
        }
    }
}

/// The dispatcher on its own, in rust-hdl's simulation: checked frames
/// are put into its two frame buffers the way `FrameReceiver` does, the
/// engines are the models (`BloomModel`, `CuckooModel`) behind random
/// `ready`s and result delays, and the reply cache is read the way
/// `ReplyEncoder` does. Every reply must be the board model's, byte for
/// byte (header, status, payload; the CRC is the encoder's).
#[cfg(test)]
mod tests {
    use std::collections::VecDeque;

    use super::*;
    use crate::board::board_info;
    use crate::link::testbench::{crc32, settle};
    use hwfilter_model::board::{BoardConfig, BoardModel};
    use hwfilter_model::protocol::{Filter, Reply, Request, cobs_decode, encode_wire, status};
    use hwfilter_model::rng::SplitMix64;
    use hwfilter_model::{BloomModel, BloomOp, BloomParams, CuckooModel, CuckooOp, CuckooParams};

    const CLOCK_HZ: u32 = 12_000_000;

    /// The dispatcher with everything around it simulated in software.
    struct Bench {
        d: Dispatcher,
        rng: SplitMix64,
        bufs: [Vec<u8>; 2],
        full: [bool; 2],
        lens: [usize; 2],
        wbuf: usize,
        pending: VecDeque<Vec<u8>>,
        bloom: BloomModel,
        cuckoo: CuckooModel,
        bloom_results: VecDeque<(u64, BloomOp)>,
        cuckoo_results: VecDeque<(u64, CuckooOp)>,
        /// Reply being read: (base, its length once read, bytes so far);
        /// None = idle.
        tx: Option<(u64, Option<usize>, Vec<u8>)>,
        /// The length byte's address, read a cycle after the start.
        tx_len_addr: Option<u64>,
        replies: Vec<Vec<u8>>,
        cycle: u64,
        ops: u64,
    }

    impl Bench {
        fn new(seed: u64) -> Self {
            let mut d = Dispatcher::new(board_info(4, 9, 8, 8, CLOCK_HZ));
            d.connect_all();
            let bloom = BloomParams::new(4, 9).unwrap();
            let cuckoo = CuckooParams::new(8, 8, 500).unwrap();
            let mut b = Bench {
                d,
                rng: SplitMix64(seed),
                bufs: [vec![0; 512], vec![0; 512]],
                full: [false; 2],
                lens: [0; 2],
                wbuf: 0,
                pending: VecDeque::new(),
                bloom: BloomModel::new(bloom),
                cuckoo: CuckooModel::new(cuckoo),
                bloom_results: VecDeque::new(),
                cuckoo_results: VecDeque::new(),
                tx: None,
                tx_len_addr: None,
                replies: vec![],
                cycle: 0,
                ops: 0,
            };
            b.d.baud_div.next = 4u64.to_bits();
            b.d.reset.next = true;
            b.step();
            b.step();
            b.d.reset.next = false;
            b
        }

        fn model(&self) -> BoardModel {
            let mut m = BoardModel::new(BoardConfig {
                bloom: self.bloom.params(),
                cuckoo: self.cuckoo.params(),
                clock_hz: CLOCK_HZ,
                baud_div: 4,
            });
            m.set_epoch(0);
            m
        }

        /// One clock: inputs, settle, sample the handshakes, edge.
        fn step(&mut self) {
            let d = &mut self.d;
            // Frame buffers: a checked frame goes into the free buffer.
            let mut good = false;
            if !self.full[self.wbuf]
                && let Some(f) = self.pending.pop_front()
            {
                self.bufs[self.wbuf][..f.len()].copy_from_slice(&f);
                self.lens[self.wbuf] = f.len();
                self.full[self.wbuf] = true;
                self.wbuf ^= 1;
                good = true;
            }
            d.ev_good.next = good;
            d.full.next = ((self.full[0] as u64) | (self.full[1] as u64) << 1).to_bits();
            d.len0.next = (self.lens[0] as u64).to_bits();
            d.len1.next = (self.lens[1] as u64).to_bits();
            // Engines: random ready, results after a random delay, in order.
            d.bloom_ready.next = !self.rng.next_u64().is_multiple_of(4);
            d.cuckoo_ready.next = !self.rng.next_u64().is_multiple_of(4);
            let due_b = self
                .bloom_results
                .front()
                .is_some_and(|r| r.0 <= self.cycle);
            let due_c = self
                .cuckoo_results
                .front()
                .is_some_and(|r| r.0 <= self.cycle);
            d.bloom_out_valid.next = due_b;
            if let Some((_, op)) = self.bloom_results.front().filter(|_| due_b) {
                let r = self.bloom.clone().apply(*op).unwrap();
                d.bloom_out_hit.next = r.hit;
                d.bloom_out_word.next = (r.word as u64).to_bits();
            }
            d.cuckoo_out_valid.next = due_c;
            if let Some((_, op)) = self.cuckoo_results.front().filter(|_| due_c) {
                let r = self.cuckoo.clone().apply(*op).unwrap();
                d.cuckoo_out_code.next = (r.code as u64).to_bits();
                d.cuckoo_out_data.next = r.data.to_bits();
            }
            d.tx_idle.next = self.tx.is_none();
            // The first start bit on the line fixes the boot epoch.
            d.ev_start_bit.next = self.cycle == 5;
            d.clock.next = Clock::from(false);
            settle(d);

            // Sample before the edge.
            let buf_addr = d.buf_addr.val().index();
            if d.buf_free.val() {
                self.full[d.buf_free_idx.val() as usize] = false;
            }
            let code = d.op_code.val().index() as u8;
            let key = d.op_key.val().to_u64();
            let data = d.op_data.val().to_u64();
            let delay = 1 + self.rng.next_u64() % 6;
            if d.bloom_valid.val() && d.bloom_ready.val() {
                let op = match code {
                    0 => BloomOp::Query(key),
                    1 => BloomOp::Insert(key),
                    2 => BloomOp::Clear,
                    3 => BloomOp::Read(key as u32),
                    4 => BloomOp::Write(key as u32, (key >> 32) as u8),
                    c => panic!("Bloom op {c} issued"),
                };
                let at = self.bloom_results.back().map_or(0, |r| r.0).max(self.cycle) + delay;
                self.bloom_results.push_back((at, op));
                self.ops += 1;
            }
            if d.cuckoo_valid.val() && d.cuckoo_ready.val() {
                let op = match code {
                    0 => CuckooOp::Query(key),
                    1 => CuckooOp::Insert(key),
                    2 => CuckooOp::Clear,
                    3 => CuckooOp::Read(key as u32),
                    4 => CuckooOp::Write(key as u32, data),
                    5 => CuckooOp::Delete(key),
                    6 => CuckooOp::Count,
                    _ => CuckooOp::Stats,
                };
                let at = self
                    .cuckoo_results
                    .back()
                    .map_or(0, |r| r.0)
                    .max(self.cycle)
                    + delay;
                self.cuckoo_results.push_back((at, op));
                self.ops += 1;
            }
            if due_b && d.bloom_out_ready.val() {
                let (_, op) = self.bloom_results.pop_front().unwrap();
                self.bloom.apply(op).unwrap();
            }
            if due_c && d.cuckoo_out_ready.val() {
                let (_, op) = self.cuckoo_results.pop_front().unwrap();
                self.cuckoo.apply(op).unwrap();
            }
            // The encoder: on start, read the length byte at the next cycle
            // (as ReplyEncoder's LenIssue does), then the reply.
            let mut read_addr = None;
            match self.tx.as_mut() {
                None if d.tx_start.val() => {
                    self.tx = Some((d.tx_base.val().index() as u64, None, vec![]));
                    self.tx_len_addr = Some(d.tx_len_addr.val().index() as u64);
                }
                Some(_) if self.tx_len_addr.is_some() => read_addr = self.tx_len_addr.take(),
                Some((base, _, got)) => read_addr = Some(*base + got.len() as u64),
                None => {}
            }
            if let Some(a) = read_addr {
                d.reply_addr.next = a.to_bits();
                settle(d);
            }
            d.clock.next = Clock::from(true);
            settle(d);
            self.cycle += 1;

            // After the edge: the RAMs' read data.
            d.buf_data.next = (self.bufs[buf_addr >> 9][buf_addr & 511] as u64).to_bits();
            if read_addr.is_some() {
                let byte = d.reply_data.val().index() as u8;
                let done = match self.tx.as_mut().unwrap() {
                    (_, len @ None, _) => {
                        *len = Some(byte as usize);
                        false
                    }
                    (_, Some(len), got) => {
                        got.push(byte);
                        got.len() == *len
                    }
                };
                if done {
                    let (_, _, got) = self.tx.take().unwrap();
                    self.replies.push(got);
                }
            }
        }

        /// Runs until `n` replies have been read out.
        fn run_until(&mut self, n: usize) {
            let limit = self.cycle + 200_000;
            while self.replies.len() < n {
                assert!(self.cycle < limit, "{} replies of {n}", self.replies.len());
                self.step();
            }
        }
    }

    /// The model's reply to `frame`, without its CRC.
    fn expected(model: &mut BoardModel, frame: &[u8]) -> Vec<Vec<u8>> {
        model
            .feed(&encode_wire(frame))
            .split(|&b| b == 0)
            .filter(|f| !f.is_empty())
            .map(|f| {
                let mut r = cobs_decode(f).unwrap();
                r.truncate(r.len() - 4);
                r
            })
            .collect()
    }

    fn decode(reply: &[u8]) -> Reply {
        let mut r = reply.to_vec();
        r.extend_from_slice(&crc32(reply).to_le_bytes());
        Reply::decode(&r).unwrap()
    }

    #[test]
    fn every_request_kind_matches_the_board_model_with_random_engine_timing() {
        let mut b = Bench::new(3);
        let mut model = b.model();
        let mut rng = SplitMix64(17);
        let mut k = |n: usize| (0..n).map(|_| rng.next_u64()).collect::<Vec<_>>();
        let (bl, cu) = (Filter::Bloom, Filter::Cuckoo);
        let (m1, m2, others) = (k(60), k(25), k(40));
        // The boot epoch is the dispatcher's: take it from INFO.
        let info = Request::info(0).encode();
        b.pending.push_back(info.clone());
        b.run_until(1);
        let epoch = decode(&b.replies[0]).info().unwrap().boot_epoch;
        model.set_epoch(epoch);
        assert_eq!(b.replies[0], expected(&mut model, &info)[0], "INFO");

        // INFO and STATS are exempt from sequencing (seq 0, no advance).
        let requests = vec![
            Request::insert(0, bl, &m1),
            Request::query(1, bl, &m1),
            Request::query(2, bl, &others),
            Request::insert(3, cu, &m1),
            Request::insert(4, cu, &m2),
            Request::query(5, cu, &others),
            Request::delete(6, cu, &m1[..20]),
            Request::delete(7, cu, &others[..5]),
            Request::count(8, cu),
            Request::stats(0, cu),
            Request::stats(0, bl),
            Request::dump(9, bl, 500, 12),
            Request::dump(10, cu, 254, 3),
            Request::load(11, bl, 3, &[0xf, 0, 5]),
            Request::load(12, cu, 2, &[0x0102_0304, 0]),
            Request::dump(13, cu, 0, 3),
            // The dispatcher's own checks: nothing applied, expected stays 14.
            Request::count(14, bl),
            Request::dump(14, bl, 510, 3),
            Request::load(14, cu, 0, &[1 << 40]),
            // Replays from the window get the cached reply (whatever the
            // frame says); a frame ahead of expected gets a NAK.
            Request::query(5, cu, &others),
            Request::insert(12, cu, &m2),
            Request::query(16, cu, &m2),
            Request::clear(14, cu),
            Request::count(15, cu),
            Request::info(0),
        ];
        let mut want = vec![];
        // Two at a time, so a frame waits in the second buffer while the
        // first executes; but STATS and INFO last in their group, as the
        // frame counter they report counts the frames already received.
        let mut i = 0;
        while i < requests.len() {
            let reports = |r: &Request| r.op == Request::stats(0, bl).op || r.op == info[2];
            let n = if reports(&requests[i]) || i + 1 == requests.len() {
                1
            } else {
                2
            };
            for r in &requests[i..i + n] {
                let f = r.encode();
                want.extend(expected(&mut model, &f));
                b.pending.push_back(f);
            }
            b.run_until(1 + want.len());
            i += n;
        }
        for _ in 0..2000 {
            b.step();
        }
        let got = &b.replies[1..];
        assert_eq!(got.len(), want.len(), "replies");
        for (i, (g, w)) in got.iter().zip(&want).enumerate() {
            assert_eq!(g, w, "reply {i}: {:?} vs {:?}", decode(g), decode(w));
        }
        // Every status the list provokes was seen.
        let statuses: Vec<u8> = got.iter().map(|r| decode(r).status).collect();
        for st in [
            status::OK,
            status::BAD_FILTER,
            status::BAD_PARAM,
            status::OUT_OF_SEQUENCE,
        ] {
            assert!(statuses.contains(&st), "{st} not in {statuses:?}");
        }
        assert!(b.ops > 300, "{} engine ops", b.ops);
    }
}
