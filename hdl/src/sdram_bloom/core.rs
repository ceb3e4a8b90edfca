//! [`SdramBloomCore`]: the blocked Bloom filter's op sequencer (the design
//! is in [`super`]). Two ops are in flight: the queued op opens its row
//! while the op before it reads and writes another bank.

use hwfilter_model::bloom::opcode;
use hwfilter_toolchain::sdram::SdramCycles;
use rust_hdl::prelude::*;

use super::pins::SdramPinRegisters;
use super::position_ring::PositionRing;
use super::power_up::SdramPowerUp;
use super::queued_op::QueuedOp;
use super::results::ResultQueue;
use super::set_bits::SetBitCounter;
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
///         take (room for            ACTIVE when its      all words in (and
///         its result)               bank allows          WRITEs issued)
///  in ──► QueuedOp ──────────────────────────────────► PositionRing ──► ResultQueue ──► out
///                                                       READ x K (─► WRITE x K for INSERT, WRITE);
///                                                       its bank's PRECHARGE is left pending
///  commands: SdramPowerUp's until done, else this core's ──► BankTimers, SdramPinRegisters ──► pins
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
    /// Bits set in the whole memory (two cycles behind a WRITE).
    pub set_bits: Signal<Out, Bits<32>>,
    /// The eighth of the memory whose set bits `group_set_bits` shows
    /// after the next edge (STATS fields 10..18).
    pub set_bits_group: Signal<In, Bits<3>>,
    pub group_set_bits: Signal<Out, Bits<32>>,
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
    /// The queued op, decoded.
    next_op: QueuedOp<K, R>,
    /// The positions of the op at the bus and its words.
    ring: PositionRing<K>,
    results: ResultQueue,
    set_bit_counter: SetBitCounter,
    /// The clear after power-up has been started.
    started: DFF<Bit>,
    booted: DFF<Bit>,
    // -- the queued op: taken, its row opened as soon as its bank allows
    queued: DFF<Bit>,
    /// Its ACTIVE is issued.
    queued_opened: DFF<Bit>,
    // -- the op at the bus (or the CLEAR walk)
    phase: DFF<Bits<3>>,
    op: DFF<Bits<3>>,
    bank: DFF<Bits<2>>,
    /// The eighth of the memory its block is in.
    group: DFF<Bits<3>>,
    /// WRITE's new word.
    write_word: DFF<Bits<16>>,
    /// Positions issued (READs, then WRITE slots), words captured.
    issued: DFF<Bits<4>>,
    captured: DFF<Bits<4>>,
    /// Bit `i` set `i + 1` cycles after a READ was decided: its word is in
    /// the pins' `dq_in` when bit `CL + 1` is set.
    read_pipe: DFF<Bits<8>>,
    // -- the row of the last op, left open for its PRECHARGE
    close_pending: DFF<Bit>,
    close_bank: DFF<Bits<2>>,
    // -- CLEAR
    clearing: DFF<Bit>,
    /// The CLEAR answers when done (reset's does not).
    report: DFF<Bit>,
    /// Next word to zero: column in bits 0..9, bank 9..11, row 11...
    clear_addr: DFF<Bits<24>>,
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
    is_key: Signal<Local, Bit>,
    in_is_key: Signal<Local, Bit>,
    in_is_word: Signal<Local, Bit>,
    takes: Signal<Local, Bit>,
    capture: Signal<Local, Bit>,
    issue_read: Signal<Local, Bit>,
    write_slot: Signal<Local, Bit>,
    /// The taken op's result will have a place: the ops in flight and the
    /// results held stay at most 2.
    room: Signal<Local, Bit>,
    /// The op's result goes into the result register this cycle.
    finish_now: Signal<Local, Bit>,
}

impl<const K: usize, const R: usize> SdramBloomCore<K, R> {
    /// A core for an SDRAM with timing `t` (in cycles of this core's
    /// clock). Panics unless `1 <= K <= 7` (the positions fit the hash)
    /// and `1 <= R <= 13`, if a delay does not fit the timers, or if the
    /// clock is so slow that the refresh interval is under twice
    /// [`REFRESH_MARGIN`] (below about 33 MHz for the ULX3S's part: the
    /// engine would spend half its time refreshing).
    pub fn new(t: SdramCycles) -> Self {
        assert!((1..=7).contains(&K), "1..=7 bits per key, got {K}");
        assert!((1..=13).contains(&R), "1..=13 row bits, got {R}");
        assert!(
            t.refresh_interval > 2 * REFRESH_MARGIN,
            "a REFRESH every {} cycles at this clock is under twice the engine's \
             {REFRESH_MARGIN}-cycle margin: clock the engine faster",
            t.refresh_interval
        );
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
            set_bits: Default::default(),
            set_bits_group: Default::default(),
            group_set_bits: Default::default(),
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
            next_op: QueuedOp::new(),
            ring: PositionRing::new(),
            results: ResultQueue::new(),
            set_bit_counter: SetBitCounter::new(),
            started: Default::default(),
            booted: Default::default(),
            queued: Default::default(),
            queued_opened: Default::default(),
            phase: Default::default(),
            op: Default::default(),
            bank: Default::default(),
            group: Default::default(),
            write_word: Default::default(),
            issued: Default::default(),
            captured: Default::default(),
            read_pipe: Default::default(),
            close_pending: Default::default(),
            close_bank: Default::default(),
            clearing: Default::default(),
            report: Default::default(),
            clear_addr: Default::default(),
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
            is_key: Default::default(),
            in_is_key: Default::default(),
            in_is_word: Default::default(),
            takes: Default::default(),
            capture: Default::default(),
            issue_read: Default::default(),
            write_slot: Default::default(),
            room: Default::default(),
            finish_now: Default::default(),
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
            phase,
            op,
            bank,
            group,
            write_word,
            issued,
            captured,
            read_pipe,
            close_pending,
            close_bank,
            clearing,
            report,
            clear_addr
        );
        self.power_up.clock.next = self.clock.val();
        self.power_up.reset.next = self.reset.val();
        self.timers.clock.next = self.clock.val();
        self.timers.reset.next = self.reset.val();
        self.pins.clock.next = self.clock.val();
        self.pins.reset.next = self.reset.val();
        self.pins.sdram_dq_in.next = self.sdram_dq_in.val();
        self.next_op.clock.next = self.clock.val();
        self.next_op.take.next = false;
        self.next_op.in_op.next = self.in_op.val();
        self.next_op.in_x.next = self.in_x.val();
        self.next_op.in_h0.next = self.in_h0.val();
        self.ring.clock.next = self.clock.val();
        self.ring.load.next = false;
        for i in 0..K {
            self.ring.load_col[i].next = self.next_op.col[i].val();
            self.ring.load_bit[i].next = self.next_op.bit_sel[i].val();
            self.ring.load_mask[i].next = self.next_op.word_mask[i].val();
            self.ring.load_first[i].next = self.next_op.first_in_word[i].val();
        }
        self.ring.dq.next = self.pins.dq_in.val();
        self.ring.insert.next = self.op.q.val() == self.op_insert.val();
        self.ring.write_word.next = self.write_word.q.val();
        self.set_bit_counter.clock.next = self.clock.val();
        self.set_bit_counter.reset.next = self.reset.val();
        self.set_bit_counter.clear.next = false;
        self.set_bit_counter.old_word.next = self.ring.word.val();
        self.set_bit_counter.new_word.next = self.ring.new_word.val();
        self.set_bit_counter.group.next = self.group.q.val();
        self.set_bits.next = self.set_bit_counter.count.val();
        self.set_bit_counter.read_group.next = self.set_bits_group.val();
        self.group_set_bits.next = self.set_bit_counter.group_count.val();
        self.results.clock.next = self.clock.val();
        self.results.reset.next = self.reset.val();
        self.results.out_ready.next = self.out_ready.val();
        self.out_valid.next = self.results.out_valid.val();
        self.out_op.next = self.results.out_op.val();
        self.out_hit.next = self.results.out_hit.val();
        self.out_word.next = self.results.out_word.val();
        self.results.push.next = false;
        self.results.push_op.next = self.op.q.val();
        self.results.push_hit.next = false;
        self.results.push_word.next = self.zero16.val();
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
            ((self.timers.act_ok.val() >> self.next_op.bank.val()) & self.one4.val()).any();
        self.is_key.next =
            (self.op.q.val() == self.op_query.val()) | (self.op.q.val() == self.op_insert.val());
        self.in_is_key.next =
            (self.in_op.val() == self.op_query.val()) | (self.in_op.val() == self.op_insert.val());
        self.in_is_word.next =
            (self.in_op.val() == self.op_read.val()) | (self.in_op.val() == self.op_write.val());
        // Room for the result of an op taken now: with one at the bus, for
        // two more results.
        if self.phase.q.val() == self.p_idle.val() {
            self.room.next = self.results.room_for_one.val();
        } else {
            self.room.next = self.results.room_for_two.val();
        }

        // Read data: the word a READ asked for is in the pins' `dq_in`
        // CL + 2 cycles after the READ was decided; it shifts into the
        // ring.
        self.capture.next = (self.read_pipe.q.val() & self.capture_tap.val()).any();
        self.ring.capture.next = self.capture.val();
        if self.capture.val() {
            self.captured.d.next = self.captured.q.val() + self.one4.val();
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
                        self.cmd_addr.next = bit_cast::<13, 9>(self.ring.col.val());
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
                    if self.ring.changed.val() {
                        self.cmd_cs.next = true;
                        self.cmd_cas.next = true;
                        self.cmd_we.next = true;
                        self.cmd_ba.next = self.bank.q.val();
                        self.cmd_addr.next = bit_cast::<13, 9>(self.ring.col.val());
                        self.cmd_dq.next = self.ring.new_word.val();
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
                                    self.results.push.next = true;
                                    self.results.push_op.next = self.op_clear.val();
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
                    self.cmd_ba.next = self.next_op.bank.val();
                    self.cmd_addr.next = self.next_op.row.val();
                    self.queued_opened.d.next = true;
                }
            }
        }

        // The op's result, once every word is in.
        if self.finish_now.val() {
            self.results.push.next = true;
            self.results.push_hit.next = self.is_key.val() & self.ring.all_set.val();
            if !self.is_key.val() {
                self.results.push_word.next = self.ring.word.val();
            }
            self.close_pending.d.next = true;
            self.close_bank.d.next = self.bank.q.val();
            self.phase.d.next = self.p_idle.val();
        }

        // Positions rotate one place per READ and per WRITE slot; the words
        // rotate with them while they are written.
        self.ring.rotate.next = self.issue_read.val() | self.write_slot.val();
        self.set_bit_counter.write.next = self.write_slot.val() & self.ring.changed.val();
        self.ring.rotate_words.next = self.write_slot.val();
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
            self.op.d.next = self.next_op.op.val();
            self.bank.d.next = self.next_op.bank.val();
            self.group.d.next = self.next_op.group.val();
            self.write_word.d.next = self.next_op.word.val();
            self.ring.load.next = true;
            self.issued.d.next = self.zero4.val();
            self.captured.d.next = self.zero4.val();
            self.phase.d.next = self.p_reads.val();
        }

        // After power-up: the clear of the whole memory.
        if self.power_up.done.val() & !self.started.q.val() {
            self.set_bit_counter.clear.next = true;
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
                self.next_op.take.next = true;
            } else if !self.in_is_key.val()
                & !self.in_is_word.val()
                & (self.phase.q.val() == self.p_idle.val())
                & self.results.room_for_two.val()
            {
                self.takes.next = true;
                if self.in_op.val() == self.op_clear.val() {
                    self.set_bit_counter.clear.next = true;
                    self.clearing.d.next = true;
                    self.report.d.next = true;
                    self.clear_addr.d.next = self.zero24.val();
                } else {
                    self.results.push.next = true;
                    self.results.push_op.next = self.in_op.val();
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
            self.clearing.d.next = false;
            self.close_pending.d.next = false;
            self.read_pipe.d.next = self.zero8.val();
        }
    }
}
