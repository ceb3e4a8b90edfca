//! [`SdramBloomCore`]: the blocked Bloom filter's op sequencer (the design
//! is in [`super`]). Two ops are in flight: the queued op opens its row
//! while the op before it reads and writes another bank.

use hwfilter_model::blocked::POSITION_OFFSET;
use hwfilter_model::bloom::opcode;
use hwfilter_toolchain::sdram::SdramCycles;
use rust_hdl::prelude::*;

use super::pins::SdramPinRegisters;
use super::power_up::SdramPowerUp;
use super::timers::BankTimers;

/// Column address bits of the SDRAM (512 words of 16 bits per row: a block
/// of 2^13 bits).
pub const SDRAM_COL_BITS: usize = 9;
/// Bank address bits (4 banks).
pub const SDRAM_BANK_BITS: usize = 2;
/// Bits of an in-block position: a column and a bit of its word.
pub const POSITION_BITS: usize = SDRAM_COL_BITS + 4;
/// Columns the CLEAR walk writes per row activation (2^6): short enough
/// that a refresh never waits long.
pub const CLEAR_CHUNK_BITS: usize = 6;
/// The longest a REFRESH can wait for the bus once due (a CLEAR chunk:
/// ACTIVE, tRCD, 64 WRITEs, tWR, PRECHARGE, tRP; or two ops, the queued
/// and the one at the bus), with room: a REFRESH falls due this many
/// cycles before the interval ends.
pub const REFRESH_MARGIN: u32 = 128;

/// The blocked Bloom filter in SDRAM: `K` bits per key in a block of one
/// row (2^13 bits) of `4 x 2^R` rows. Behind a [`crate::MixFront`] (which
/// gives the key's h0 and h1), in front of the SDRAM's pins (registered;
/// active-low as on the part).
///
/// ```text
///            take                 ACTIVE when its bank allows       all words in, result register free
///  in ──► [queued op] ──────────────────────────────────────────► [op at the bus] ──► result register ──► out
///                                                                   READ x K (─► WRITE x K for INSERT, WRITE)
///                                                                   then its bank's PRECHARGE is left pending
/// ```
#[derive(LogicBlock)]
pub struct SdramBloomCore<const K: usize, const R: usize> {
    // -- clock and synchronous active-high reset (reset restarts the
    //    SDRAM's power-up sequence and the clear)
    pub clock: Signal<In, Clock>,
    pub reset: Signal<In, Bit>,
    // -- op stream (sink), from the front
    /// An op is offered.
    pub in_valid: Signal<In, Bit>,
    /// The core takes the offered op this cycle (it copies what it needs).
    pub in_ready: Signal<Out, Bit>,
    /// Op code (`hwfilter_model::bloom::opcode`).
    pub in_op: Signal<In, Bits<3>>,
    /// h1 of the key (QUERY/INSERT), or the word address in bits 0..32 and
    /// the word in bits 32..48 (READ/WRITE).
    pub in_x: Signal<In, Bits<64>>,
    /// h0 of the key (QUERY/INSERT).
    pub in_h0: Signal<In, Bits<64>>,
    // -- result stream (source)
    /// A result is offered; it and the fields below hold until taken.
    pub out_valid: Signal<Out, Bit>,
    /// The consumer takes the result this cycle.
    pub out_ready: Signal<In, Bit>,
    pub out_op: Signal<Out, Bits<3>>,
    /// QUERY: all `K` bits set; INSERT: all were already set.
    pub out_hit: Signal<Out, Bit>,
    /// READ and WRITE: the word before the op (0 for the other ops).
    pub out_word: Signal<Out, Bits<16>>,
    /// The power-up sequence and the clear after reset are done.
    pub ready: Signal<Out, Bit>,
    // -- SDRAM pins
    pub sdram_cs_n: Signal<Out, Bit>,
    pub sdram_ras_n: Signal<Out, Bit>,
    pub sdram_cas_n: Signal<Out, Bit>,
    pub sdram_we_n: Signal<Out, Bit>,
    pub sdram_ba: Signal<Out, Bits<2>>,
    pub sdram_addr: Signal<Out, Bits<13>>,
    pub sdram_dqm: Signal<Out, Bits<2>>,
    /// Write data, driven onto DQ while `sdram_dq_oe`.
    pub sdram_dq_out: Signal<Out, Bits<16>>,
    pub sdram_dq_oe: Signal<Out, Bit>,
    /// DQ as the pads see it.
    pub sdram_dq_in: Signal<In, Bits<16>>,
    // -- blocks
    power_up: SdramPowerUp,
    timers: BankTimers,
    pins: SdramPinRegisters,
    /// The clear after power-up has been started.
    started: DFF<Bit>,
    booted: DFF<Bit>,
    // -- the queued op: taken, its row opened as soon as its bank allows
    queued: DFF<Bit>,
    /// Its ACTIVE is issued.
    queued_opened: DFF<Bit>,
    queued_op: DFF<Bits<3>>,
    queued_bank: DFF<Bits<2>>,
    queued_row: DFF<Bits<13>>,
    queued_col: [DFF<Bits<9>>; K],
    queued_bit: [DFF<Bits<4>>; K],
    queued_word: DFF<Bits<16>>,
    // -- the op at the bus (or the CLEAR walk)
    phase: DFF<Bits<3>>,
    op: DFF<Bits<3>>,
    bank: DFF<Bits<2>>,
    /// Column and bit of each position; rotated one place per READ and per
    /// WRITE slot, so `col[0]` is the one being issued and after `K` the
    /// order is back.
    col: [DFF<Bits<9>>; K],
    bit_sel: [DFF<Bits<4>>; K],
    /// Per position, every bit of the key in that position's word (set
    /// from the queued op's positions as it moves to the bus, so the WRITE
    /// slot's merge is one OR); rotated with the positions.
    word_mask: [DFF<Bits<16>>; K],
    /// WRITE's new word.
    write_word: DFF<Bits<16>>,
    /// Positions issued (READs, then WRITE slots), words captured.
    issued: DFF<Bits<4>>,
    captured: DFF<Bits<4>>,
    /// Bit `i` set `i + 1` cycles after a READ was decided: its word is in
    /// the pins' `dq_in` when bit `CL + 1` is set.
    read_pipe: DFF<Bits<8>>,
    /// The words read, in position order once all `K` are in.
    data: [DFF<Bits<16>>; K],
    // -- the row of the last op, left open for its PRECHARGE
    close_pending: DFF<Bit>,
    close_bank: DFF<Bits<2>>,
    // -- CLEAR
    clearing: DFF<Bit>,
    /// The CLEAR answers when done (reset's does not).
    report: DFF<Bit>,
    /// Next word to zero: column in bits 0..9, bank 9..11, row 11...
    clear_addr: DFF<Bits<24>>,
    // -- result register, and a spare behind it: an op at the bus never
    //    waits for the consumer (its row would stay open, and a REFRESH
    //    wait), so an op is only taken when its result has a place
    out_full: DFF<Bit>,
    out_op_q: DFF<Bits<3>>,
    out_hit_q: DFF<Bit>,
    out_word_q: DFF<Bits<16>>,
    spare_full: DFF<Bit>,
    spare_op: DFF<Bits<3>>,
    spare_hit: DFF<Bit>,
    spare_word: DFF<Bits<16>>,
    // -- constants
    p_idle: Constant<Bits<3>>,
    p_reads: Constant<Bits<3>>,
    p_capture: Constant<Bits<3>>,
    p_writes: Constant<Bits<3>>,
    p_finish: Constant<Bits<3>>,
    p_clear_act: Constant<Bits<3>>,
    p_clear_writes: Constant<Bits<3>>,
    op_query: Constant<Bits<3>>,
    op_insert: Constant<Bits<3>>,
    op_clear: Constant<Bits<3>>,
    op_read: Constant<Bits<3>>,
    op_write: Constant<Bits<3>>,
    one4: Constant<Bits<4>>,
    one8: Constant<Bits<8>>,
    one16: Constant<Bits<16>>,
    one24: Constant<Bits<24>>,
    zero2: Constant<Bits<2>>,
    zero4: Constant<Bits<4>>,
    zero8: Constant<Bits<8>>,
    zero13: Constant<Bits<13>>,
    zero16: Constant<Bits<16>>,
    zero24: Constant<Bits<24>>,
    capture_tap: Constant<Bits<8>>,
    last_position: Constant<Bits<4>>,
    positions: Constant<Bits<4>>,
    last_clear_addr: Constant<Bits<24>>,
    chunk_end: Constant<Bits<24>>,
    col_off: [Constant<Bits<8>>; K],
    bit_off: [Constant<Bits<8>>; K],
    row_off: Constant<Bits<8>>,
    // -- the command decided this cycle (active high), to the pins'
    //    registers and the bank timers
    cmd_cs: Signal<Local, Bit>,
    cmd_ras: Signal<Local, Bit>,
    cmd_cas: Signal<Local, Bit>,
    cmd_we: Signal<Local, Bit>,
    cmd_ba: Signal<Local, Bits<2>>,
    cmd_addr: Signal<Local, Bits<13>>,
    cmd_dq: Signal<Local, Bits<16>>,
    cmd_dq_oe: Signal<Local, Bit>,
    // -- combinational locals
    /// The bank timers' word for one bank: the op's, the closing row's,
    /// the CLEAR's, the queued op's.
    bank_rcd_ok: Signal<Local, Bit>,
    close_ok: Signal<Local, Bit>,
    clear_act_ok: Signal<Local, Bit>,
    queued_act_ok: Signal<Local, Bit>,
    clear_bank: Signal<Local, Bits<2>>,
    wide: Signal<Local, Bits<128>>,
    is_key: Signal<Local, Bit>,
    in_is_key: Signal<Local, Bit>,
    in_is_word: Signal<Local, Bit>,
    takes: Signal<Local, Bit>,
    capture: Signal<Local, Bit>,
    issue_read: Signal<Local, Bit>,
    write_slot: Signal<Local, Bit>,
    bit_set: [Signal<Local, Bit>; K],
    all_set: Signal<Local, Bit>,
    /// The queued op's `word_mask`.
    queued_mask: [Signal<Local, Bits<16>>; K],
    merged: Signal<Local, Bits<16>>,
    /// The word the current WRITE slot writes, and whether it changes.
    new_word: Signal<Local, Bits<16>>,
    changed: Signal<Local, Bit>,
    /// The result register is empty or emptied this cycle.
    out_free: Signal<Local, Bit>,
    /// The result register stays full this cycle.
    out_stuck: Signal<Local, Bit>,
    /// The taken op's result will have a place: the ops in flight and the
    /// results held stay at most 2.
    room: Signal<Local, Bit>,
    /// The op's result, as it goes into the result register or the spare.
    result_hit: Signal<Local, Bit>,
    result_word: Signal<Local, Bits<16>>,
    /// The op's result goes into the result register this cycle.
    finish_now: Signal<Local, Bit>,
    /// The offered op's bank and row.
    take_bank: Signal<Local, Bits<2>>,
    take_row: Signal<Local, Bits<13>>,
}

impl<const K: usize, const R: usize> SdramBloomCore<K, R> {
    /// A core for an SDRAM with timing `t` (in cycles of this core's
    /// clock). Panics unless `1 <= K <= 7` (the positions fit the hash)
    /// and `1 <= R <= 13`, or if a delay does not fit the timers.
    pub fn new(t: SdramCycles) -> Self {
        assert!((1..=7).contains(&K), "1..=7 bits per key, got {K}");
        assert!((1..=13).contains(&R), "1..=13 row bits, got {R}");
        assert!(t.refresh_interval > 2 * REFRESH_MARGIN);
        let words_log2 = R + SDRAM_BANK_BITS + SDRAM_COL_BITS;
        let c3 = |v: u64| Constant::new(v.to_bits());
        SdramBloomCore {
            clock: Default::default(),
            reset: Default::default(),
            in_valid: Default::default(),
            in_ready: Default::default(),
            in_op: Default::default(),
            in_x: Default::default(),
            in_h0: Default::default(),
            out_valid: Default::default(),
            out_ready: Default::default(),
            out_op: Default::default(),
            out_hit: Default::default(),
            out_word: Default::default(),
            ready: Default::default(),
            sdram_cs_n: Default::default(),
            sdram_ras_n: Default::default(),
            sdram_cas_n: Default::default(),
            sdram_we_n: Default::default(),
            sdram_ba: Default::default(),
            sdram_addr: Default::default(),
            sdram_dqm: Default::default(),
            sdram_dq_out: Default::default(),
            sdram_dq_oe: Default::default(),
            sdram_dq_in: Default::default(),
            power_up: SdramPowerUp::new(t),
            timers: BankTimers::new(t, REFRESH_MARGIN),
            pins: SdramPinRegisters::new(),
            started: Default::default(),
            booted: Default::default(),
            queued: Default::default(),
            queued_opened: Default::default(),
            queued_op: Default::default(),
            queued_bank: Default::default(),
            queued_row: Default::default(),
            queued_col: std::array::from_fn(|_| Default::default()),
            queued_bit: std::array::from_fn(|_| Default::default()),
            queued_word: Default::default(),
            phase: Default::default(),
            op: Default::default(),
            bank: Default::default(),
            col: std::array::from_fn(|_| Default::default()),
            bit_sel: std::array::from_fn(|_| Default::default()),
            word_mask: std::array::from_fn(|_| Default::default()),
            write_word: Default::default(),
            issued: Default::default(),
            captured: Default::default(),
            read_pipe: Default::default(),
            data: std::array::from_fn(|_| Default::default()),
            close_pending: Default::default(),
            close_bank: Default::default(),
            clearing: Default::default(),
            report: Default::default(),
            clear_addr: Default::default(),
            out_full: Default::default(),
            out_op_q: Default::default(),
            out_hit_q: Default::default(),
            out_word_q: Default::default(),
            spare_full: Default::default(),
            spare_op: Default::default(),
            spare_hit: Default::default(),
            spare_word: Default::default(),
            p_idle: c3(0),
            p_reads: c3(1),
            p_capture: c3(2),
            p_writes: c3(3),
            p_finish: c3(4),
            p_clear_act: c3(5),
            p_clear_writes: c3(6),
            op_query: c3(opcode::QUERY as u64),
            op_insert: c3(opcode::INSERT as u64),
            op_clear: c3(opcode::CLEAR as u64),
            op_read: c3(opcode::READ as u64),
            op_write: c3(opcode::WRITE as u64),
            one4: Constant::new(1u64.to_bits()),
            one8: Constant::new(1u64.to_bits()),
            one16: Constant::new(1u64.to_bits()),
            one24: Constant::new(1u64.to_bits()),
            zero2: Constant::new(0u64.to_bits()),
            zero4: Constant::new(0u64.to_bits()),
            zero8: Constant::new(0u64.to_bits()),
            zero13: Constant::new(0u64.to_bits()),
            zero16: Constant::new(0u64.to_bits()),
            zero24: Constant::new(0u64.to_bits()),
            capture_tap: Constant::new((1u64 << (t.cas_latency + 1)).to_bits()),
            last_position: Constant::new(((K - 1) as u64).to_bits()),
            positions: Constant::new((K as u64).to_bits()),
            last_clear_addr: Constant::new(((1u64 << words_log2) - 1).to_bits()),
            chunk_end: Constant::new(((1u64 << CLEAR_CHUNK_BITS) - 1).to_bits()),
            col_off: std::array::from_fn(|j| {
                Constant::new(((POSITION_OFFSET as usize + j * POSITION_BITS + 4) as u64).to_bits())
            }),
            bit_off: std::array::from_fn(|j| {
                Constant::new(((POSITION_OFFSET as usize + j * POSITION_BITS) as u64).to_bits())
            }),
            row_off: Constant::new((SDRAM_BANK_BITS as u64).to_bits()),
            cmd_cs: Default::default(),
            cmd_ras: Default::default(),
            cmd_cas: Default::default(),
            cmd_we: Default::default(),
            cmd_ba: Default::default(),
            cmd_addr: Default::default(),
            cmd_dq: Default::default(),
            cmd_dq_oe: Default::default(),
            bank_rcd_ok: Default::default(),
            close_ok: Default::default(),
            clear_act_ok: Default::default(),
            queued_act_ok: Default::default(),
            clear_bank: Default::default(),
            wide: Default::default(),
            is_key: Default::default(),
            in_is_key: Default::default(),
            in_is_word: Default::default(),
            takes: Default::default(),
            capture: Default::default(),
            issue_read: Default::default(),
            write_slot: Default::default(),
            bit_set: std::array::from_fn(|_| Default::default()),
            all_set: Default::default(),
            queued_mask: std::array::from_fn(|_| Default::default()),
            merged: Default::default(),
            new_word: Default::default(),
            changed: Default::default(),
            out_free: Default::default(),
            out_stuck: Default::default(),
            room: Default::default(),
            result_hit: Default::default(),
            result_word: Default::default(),
            finish_now: Default::default(),
            take_bank: Default::default(),
            take_row: Default::default(),
        }
    }
}

// Nested ifs mirror the Verilog #[hdl_gen] writes from them.
#[allow(
    clippy::collapsible_if,
    clippy::collapsible_else_if,
    clippy::collapsible_match
)]
impl<const K: usize, const R: usize> Logic for SdramBloomCore<K, R> {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(
            self,
            clock,
            started,
            booted,
            queued,
            queued_opened,
            queued_op,
            queued_bank,
            queued_row,
            queued_word,
            phase,
            op,
            bank,
            write_word,
            issued,
            captured,
            read_pipe,
            close_pending,
            close_bank,
            clearing,
            report,
            clear_addr,
            out_full,
            out_op_q,
            out_hit_q,
            out_word_q,
            spare_full,
            spare_op,
            spare_hit,
            spare_word
        );
        for i in 0..K {
            self.queued_col[i].clock.next = self.clock.val();
            self.queued_col[i].d.next = self.queued_col[i].q.val();
            self.queued_bit[i].clock.next = self.clock.val();
            self.queued_bit[i].d.next = self.queued_bit[i].q.val();
            self.col[i].clock.next = self.clock.val();
            self.col[i].d.next = self.col[i].q.val();
            self.bit_sel[i].clock.next = self.clock.val();
            self.bit_sel[i].d.next = self.bit_sel[i].q.val();
            self.word_mask[i].clock.next = self.clock.val();
            self.word_mask[i].d.next = self.word_mask[i].q.val();
            self.data[i].clock.next = self.clock.val();
            self.data[i].d.next = self.data[i].q.val();
        }
        self.power_up.clock.next = self.clock.val();
        self.power_up.reset.next = self.reset.val();
        self.timers.clock.next = self.clock.val();
        self.timers.reset.next = self.reset.val();
        self.pins.clock.next = self.clock.val();
        self.pins.reset.next = self.reset.val();
        self.pins.sdram_dq_in.next = self.sdram_dq_in.val();
        self.sdram_cs_n.next = self.pins.sdram_cs_n.val();
        self.sdram_ras_n.next = self.pins.sdram_ras_n.val();
        self.sdram_cas_n.next = self.pins.sdram_cas_n.val();
        self.sdram_we_n.next = self.pins.sdram_we_n.val();
        self.sdram_ba.next = self.pins.sdram_ba.val();
        self.sdram_addr.next = self.pins.sdram_addr.val();
        self.sdram_dqm.next = self.pins.sdram_dqm.val();
        self.sdram_dq_out.next = self.pins.sdram_dq_out.val();
        self.sdram_dq_oe.next = self.pins.sdram_dq_oe.val();

        // What the banks allow, for the op at the bus, the row to close,
        // the CLEAR's next chunk and the queued op.
        self.clear_bank.next = self.clear_addr.q.val().get_bits::<2>(9);
        self.bank_rcd_ok.next =
            ((self.timers.rcd_ok.val() >> self.bank.q.val()) & self.one4.val()).any();
        self.close_ok.next =
            ((self.timers.pre_ok.val() >> self.close_bank.q.val()) & self.one4.val()).any();
        self.clear_act_ok.next =
            ((self.timers.act_ok.val() >> self.clear_bank.val()) & self.one4.val()).any();
        self.queued_act_ok.next =
            ((self.timers.act_ok.val() >> self.queued_bank.q.val()) & self.one4.val()).any();
        self.is_key.next =
            (self.op.q.val() == self.op_query.val()) | (self.op.q.val() == self.op_insert.val());
        self.in_is_key.next =
            (self.in_op.val() == self.op_query.val()) | (self.in_op.val() == self.op_insert.val());
        self.in_is_word.next =
            (self.in_op.val() == self.op_read.val()) | (self.in_op.val() == self.op_write.val());
        self.out_free.next = !self.out_full.q.val() | self.out_ready.val();
        self.out_stuck.next = self.out_full.q.val() & !self.out_ready.val();
        if self.phase.q.val() == self.p_idle.val() {
            self.room.next = !(self.out_stuck.val() & self.spare_full.q.val());
        } else {
            self.room.next = !self.out_stuck.val() & !self.spare_full.q.val();
        }

        // Read data: the word a READ asked for is in the pins' `dq_in`
        // CL + 2 cycles after the READ was decided. Words shift into
        // `data` from the top, so the first read ends in `data[0]`.
        self.capture.next = (self.read_pipe.q.val() & self.capture_tap.val()).any();
        if self.capture.val() {
            self.captured.d.next = self.captured.q.val() + self.one4.val();
            for i in 0..(K - 1) {
                self.data[i].d.next = self.data[i + 1].q.val();
            }
            for i in (K - 1)..K {
                self.data[i].d.next = self.pins.dq_in.val();
            }
        }

        // Each position's bit in its word; the word of the WRITE slot
        // (position 0) with every bit of the key that falls in it set.
        for i in 0..K {
            self.bit_set[i].next =
                (self.data[i].q.val() & (self.one16.val() << self.bit_sel[i].q.val())).any();
        }
        self.merged.next = self.data[0].q.val() | self.word_mask[0].q.val();
        for j in 0..K {
            self.queued_mask[j].next = self.zero16.val();
            for i in 0..K {
                if self.queued_col[i].q.val() == self.queued_col[j].q.val() {
                    self.queued_mask[j].next = self.queued_mask[j].val()
                        | (self.one16.val() << self.queued_bit[i].q.val());
                }
            }
        }
        self.all_set.next = true;
        for i in 0..K {
            if !self.bit_set[i].val() {
                self.all_set.next = false;
            }
        }
        if self.op.q.val() == self.op_insert.val() {
            self.new_word.next = self.merged.val();
        } else {
            self.new_word.next = self.write_word.q.val();
        }
        self.changed.next = self.new_word.val() != self.data[0].q.val();

        // The hash: H = h1:h0; block = H[0..2+R] (bank, then row),
        // position j = H[32 + 13j ..][..13] (bit, then column).
        self.wide.next =
            (bit_cast::<128, 64>(self.in_x.val()) << 64) | bit_cast::<128, 64>(self.in_h0.val());
        if self.in_is_key.val() {
            self.take_bank.next = self.in_h0.val().get_bits::<2>(0);
            self.take_row.next =
                bit_cast::<13, R>(self.in_h0.val().get_bits::<R>(self.row_off.val().index()));
        } else {
            self.take_bank.next = self.in_x.val().get_bits::<2>(9);
            self.take_row.next = bit_cast::<13, R>(self.in_x.val().get_bits::<R>(11));
        }

        // Result register; the spare moves in as it empties.
        self.out_valid.next = self.out_full.q.val();
        self.out_op.next = self.out_op_q.q.val();
        self.out_hit.next = self.out_hit_q.q.val();
        self.out_word.next = self.out_word_q.q.val();
        if self.out_full.q.val() & self.out_ready.val() {
            self.out_full.d.next = false;
        }
        if self.spare_full.q.val() & self.out_free.val() {
            self.out_full.d.next = true;
            self.out_op_q.d.next = self.spare_op.q.val();
            self.out_hit_q.d.next = self.spare_hit.q.val();
            self.out_word_q.d.next = self.spare_word.q.val();
            self.spare_full.d.next = false;
        }
        self.ready.next = self.booted.q.val();

        // The command bus: the power-up sequence's until it is done; then
        // the READ or WRITE of the op at the bus; else, by priority, the
        // last row's PRECHARGE, a REFRESH, the CLEAR's next ACTIVE or the
        // queued op's ACTIVE.
        self.cmd_cs.next = self.power_up.cmd_cs.val();
        self.cmd_ras.next = self.power_up.cmd_ras.val();
        self.cmd_cas.next = self.power_up.cmd_cas.val();
        self.cmd_we.next = self.power_up.cmd_we.val();
        self.cmd_ba.next = self.zero2.val();
        self.cmd_addr.next = self.power_up.cmd_addr.val();
        self.cmd_dq.next = self.zero16.val();
        self.cmd_dq_oe.next = false;
        self.issue_read.next = false;
        self.write_slot.next = false;
        self.takes.next = false;
        self.finish_now.next = false;
        if self.power_up.done.val() {
            match self.phase.q.val().index() {
                0 => {
                    // P_IDLE: the CLEAR's next chunk, if clearing (nothing
                    // is queued then).
                    if self.clearing.q.val() {
                        self.phase.d.next = self.p_clear_act.val();
                    }
                }
                1 => {
                    // P_READS: one READ per position, one a cycle, once
                    // tRCD has passed.
                    if self.bank_rcd_ok.val() {
                        self.cmd_cs.next = true;
                        self.cmd_cas.next = true;
                        self.cmd_ba.next = self.bank.q.val();
                        self.cmd_addr.next = bit_cast::<13, 9>(self.col[0].q.val());
                        self.issue_read.next = true;
                        self.issued.d.next = self.issued.q.val() + self.one4.val();
                        if self.issued.q.val() == self.last_position.val() {
                            if (self.op.q.val() == self.op_query.val())
                                | (self.op.q.val() == self.op_read.val())
                            {
                                self.phase.d.next = self.p_finish.val();
                            } else {
                                self.phase.d.next = self.p_capture.val();
                            }
                        }
                    }
                }
                2 => {
                    // P_CAPTURE: INSERT and WRITE wait for every word (the
                    // last comes in as the phase moves on).
                    if (self.captured.q.val() == self.positions.val())
                        | (self.capture.val() & (self.captured.q.val() == self.last_position.val()))
                    {
                        self.issued.d.next = self.zero4.val();
                        self.phase.d.next = self.p_writes.val();
                    }
                }
                3 => {
                    // P_WRITES: one slot per position; a WRITE where the
                    // word changes. The result goes out with the last slot
                    // if it can.
                    self.write_slot.next = true;
                    if self.changed.val() {
                        self.cmd_cs.next = true;
                        self.cmd_cas.next = true;
                        self.cmd_we.next = true;
                        self.cmd_ba.next = self.bank.q.val();
                        self.cmd_addr.next = bit_cast::<13, 9>(self.col[0].q.val());
                        self.cmd_dq.next = self.new_word.val();
                        self.cmd_dq_oe.next = true;
                    }
                    self.issued.d.next = self.issued.q.val() + self.one4.val();
                    if self.issued.q.val() == self.last_position.val() {
                        self.phase.d.next = self.p_finish.val();
                        if !self.close_pending.q.val() {
                            self.finish_now.next = true;
                        }
                    }
                }
                4 => {
                    // P_FINISH: every word in and the row before closed.
                    if (self.captured.q.val() == self.positions.val()) & !self.close_pending.q.val()
                    {
                        self.finish_now.next = true;
                    }
                }
                6 => {
                    // P_CLEAR_WRITES: zero one column a cycle to the
                    // chunk's end.
                    if self.bank_rcd_ok.val() {
                        self.cmd_cs.next = true;
                        self.cmd_cas.next = true;
                        self.cmd_we.next = true;
                        self.cmd_ba.next = self.bank.q.val();
                        self.cmd_addr.next =
                            bit_cast::<13, 9>(self.clear_addr.q.val().get_bits::<9>(0));
                        self.cmd_dq.next = self.zero16.val();
                        self.cmd_dq_oe.next = true;
                        self.clear_addr.d.next = self.clear_addr.q.val() + self.one24.val();
                        if (self.clear_addr.q.val() & self.chunk_end.val()) == self.chunk_end.val()
                        {
                            self.close_pending.d.next = true;
                            self.close_bank.d.next = self.bank.q.val();
                            self.phase.d.next = self.p_idle.val();
                            if self.clear_addr.q.val() == self.last_clear_addr.val() {
                                self.clearing.d.next = false;
                                self.booted.d.next = true;
                                if self.report.q.val() {
                                    self.out_full.d.next = true;
                                    self.out_op_q.d.next = self.op_clear.val();
                                    self.out_hit_q.d.next = false;
                                    self.out_word_q.d.next = self.zero16.val();
                                }
                            }
                        }
                    }
                }
                _ => {}
            }
            if !self.cmd_cs.val() {
                if self.close_pending.q.val() & self.close_ok.val() {
                    // PRECHARGE the last op's row.
                    self.cmd_cs.next = true;
                    self.cmd_ras.next = true;
                    self.cmd_we.next = true;
                    self.cmd_ba.next = self.close_bank.q.val();
                    self.cmd_addr.next = self.zero13.val();
                    self.close_pending.d.next = false;
                } else if self.timers.refresh_due.val()
                    & self.timers.refresh_ok.val()
                    & !self.queued.q.val()
                    & ((self.phase.q.val() == self.p_idle.val())
                        | (self.phase.q.val() == self.p_clear_act.val()))
                {
                    // REFRESH, every bank closed.
                    self.cmd_cs.next = true;
                    self.cmd_ras.next = true;
                    self.cmd_cas.next = true;
                } else if (self.phase.q.val() == self.p_clear_act.val())
                    & self.clear_act_ok.val()
                    & !self.close_pending.q.val()
                    & !self.timers.refresh_due.val()
                {
                    // Open the CLEAR's next chunk.
                    self.cmd_cs.next = true;
                    self.cmd_ras.next = true;
                    self.cmd_ba.next = self.clear_bank.val();
                    self.cmd_addr.next =
                        bit_cast::<13, R>(self.clear_addr.q.val().get_bits::<R>(11));
                    self.bank.d.next = self.clear_bank.val();
                    self.phase.d.next = self.p_clear_writes.val();
                } else if self.queued.q.val()
                    & !self.queued_opened.q.val()
                    & self.queued_act_ok.val()
                {
                    // Open the queued op's row.
                    self.cmd_cs.next = true;
                    self.cmd_ras.next = true;
                    self.cmd_ba.next = self.queued_bank.q.val();
                    self.cmd_addr.next = self.queued_row.q.val();
                    self.queued_opened.d.next = true;
                }
            }
        }

        // The op's result, once every word is in: to the result register,
        // or the spare if that stays full.
        self.result_hit.next = self.is_key.val() & self.all_set.val();
        if self.is_key.val() {
            self.result_word.next = self.zero16.val();
        } else {
            self.result_word.next = self.data[0].q.val();
        }
        if self.finish_now.val() {
            if self.out_free.val() & !self.spare_full.q.val() {
                self.out_full.d.next = true;
                self.out_op_q.d.next = self.op.q.val();
                self.out_hit_q.d.next = self.result_hit.val();
                self.out_word_q.d.next = self.result_word.val();
            } else {
                self.spare_full.d.next = true;
                self.spare_op.d.next = self.op.q.val();
                self.spare_hit.d.next = self.result_hit.val();
                self.spare_word.d.next = self.result_word.val();
            }
            self.close_pending.d.next = true;
            self.close_bank.d.next = self.bank.q.val();
            self.phase.d.next = self.p_idle.val();
        }

        // Positions rotate one place per READ and per WRITE slot; the words
        // rotate with them while they are written.
        if self.issue_read.val() | self.write_slot.val() {
            for i in 0..(K - 1) {
                self.col[i].d.next = self.col[i + 1].q.val();
                self.bit_sel[i].d.next = self.bit_sel[i + 1].q.val();
            }
            for i in 0..(K - 1) {
                self.word_mask[i].d.next = self.word_mask[i + 1].q.val();
            }
            for i in (K - 1)..K {
                self.col[i].d.next = self.col[0].q.val();
                self.bit_sel[i].d.next = self.bit_sel[0].q.val();
                self.word_mask[i].d.next = self.word_mask[0].q.val();
            }
        }
        if self.write_slot.val() {
            for i in 0..(K - 1) {
                self.data[i].d.next = self.data[i + 1].q.val();
            }
            for i in (K - 1)..K {
                self.data[i].d.next = self.data[0].q.val();
            }
        }
        if self.issue_read.val() {
            self.read_pipe.d.next = (self.read_pipe.q.val() << 1) | self.one8.val();
        } else {
            self.read_pipe.d.next = self.read_pipe.q.val() << 1;
        }

        // The queued op moves to the bus once its row is opening and the
        // op there is done.
        if ((self.phase.q.val() == self.p_idle.val()) | self.finish_now.val())
            & self.queued.q.val()
            & self.queued_opened.q.val()
        {
            self.queued.d.next = false;
            self.op.d.next = self.queued_op.q.val();
            self.bank.d.next = self.queued_bank.q.val();
            self.write_word.d.next = self.queued_word.q.val();
            for i in 0..K {
                self.col[i].d.next = self.queued_col[i].q.val();
                self.bit_sel[i].d.next = self.queued_bit[i].q.val();
                self.word_mask[i].d.next = self.queued_mask[i].val();
            }
            self.issued.d.next = self.zero4.val();
            self.captured.d.next = self.zero4.val();
            self.phase.d.next = self.p_reads.val();
        }

        // After power-up: the clear of the whole memory.
        if self.power_up.done.val() & !self.started.q.val() {
            self.started.d.next = true;
            self.clearing.d.next = true;
            self.report.d.next = false;
            self.clear_addr.d.next = self.zero24.val();
        }

        // Take an op into the queue: not while clearing or a REFRESH is
        // due, and only if its result will have a place. A CLEAR, and a
        // reserved op code (answered at once, with no change), wait until
        // nothing is in flight and nothing is held, to keep results in
        // order.
        if self.booted.q.val()
            & !self.clearing.q.val()
            & !self.queued.q.val()
            & !self.timers.refresh_due.val()
            & self.in_valid.val()
        {
            if (self.in_is_key.val() | self.in_is_word.val()) & self.room.val() {
                self.takes.next = true;
                self.queued.d.next = true;
                self.queued_opened.d.next = false;
                self.queued_op.d.next = self.in_op.val();
                self.queued_bank.d.next = self.take_bank.val();
                self.queued_row.d.next = self.take_row.val();
                self.queued_word.d.next = self.in_x.val().get_bits::<16>(32);
                if self.in_is_key.val() {
                    for i in 0..K {
                        self.queued_col[i].d.next =
                            self.wide.val().get_bits::<9>(self.col_off[i].val().index());
                        self.queued_bit[i].d.next =
                            self.wide.val().get_bits::<4>(self.bit_off[i].val().index());
                    }
                } else {
                    // Every position is the addressed word.
                    for i in 0..K {
                        self.queued_col[i].d.next = self.in_x.val().get_bits::<9>(0);
                        self.queued_bit[i].d.next = self.zero4.val();
                    }
                }
            } else if !self.in_is_key.val()
                & !self.in_is_word.val()
                & (self.phase.q.val() == self.p_idle.val())
                & self.out_free.val()
                & !self.spare_full.q.val()
            {
                self.takes.next = true;
                if self.in_op.val() == self.op_clear.val() {
                    self.clearing.d.next = true;
                    self.report.d.next = true;
                    self.clear_addr.d.next = self.zero24.val();
                } else {
                    self.out_full.d.next = true;
                    self.out_op_q.d.next = self.in_op.val();
                    self.out_hit_q.d.next = false;
                    self.out_word_q.d.next = self.zero16.val();
                }
            }
        }
        self.in_ready.next = self.takes.val() & !self.reset.val();

        self.pins.cmd_cs.next = self.cmd_cs.val();
        self.pins.cmd_ras.next = self.cmd_ras.val();
        self.pins.cmd_cas.next = self.cmd_cas.val();
        self.pins.cmd_we.next = self.cmd_we.val();
        self.pins.cmd_ba.next = self.cmd_ba.val();
        self.pins.cmd_addr.next = self.cmd_addr.val();
        self.pins.cmd_dq.next = self.cmd_dq.val();
        self.pins.cmd_dq_oe.next = self.cmd_dq_oe.val();
        self.timers.cmd_cs.next = self.cmd_cs.val();
        self.timers.cmd_ras.next = self.cmd_ras.val();
        self.timers.cmd_cas.next = self.cmd_cas.val();
        self.timers.cmd_we.next = self.cmd_we.val();
        self.timers.cmd_ba.next = self.cmd_ba.val();
        self.timers.cmd_a10.next = self.cmd_addr.val().get_bit(10);

        if self.reset.val() {
            self.started.d.next = false;
            self.booted.d.next = false;
            self.queued.d.next = false;
            self.phase.d.next = self.p_idle.val();
            self.out_full.d.next = false;
            self.spare_full.d.next = false;
            self.clearing.d.next = false;
            self.close_pending.d.next = false;
            self.read_pipe.d.next = self.zero8.val();
        }
    }
}
