//! [`SdramBloomCore`]: the blocked Bloom filter's op sequencer and SDRAM
//! command generator (the design is in [`super`]).

use hwfilter_model::blocked::POSITION_OFFSET;
use hwfilter_model::bloom::opcode;
use hwfilter_toolchain::sdram::SdramCycles;
use rust_hdl::prelude::*;

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
/// The longest the sequencer can be busy between two looks at the refresh
/// timer (a CLEAR chunk: ACTIVE, tRCD, 64 WRITEs, tWR, PRECHARGE, tRP),
/// with room: a refresh is started this many cycles before it is due.
pub const REFRESH_MARGIN: u32 = 128;

/// The blocked Bloom filter in SDRAM, one op at a time: `K` bits per key
/// in a block of one row (2^13 bits) of `4 x 2^R` rows. Behind a
/// [`crate::MixFront`] (which gives the key's h0 and h1), in front of the
/// SDRAM's pins (registered; active-low as on the part).
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
    // -- the pins' registers (commands active high inside)
    cmd_cs: DFF<Bit>,
    cmd_ras: DFF<Bit>,
    cmd_cas: DFF<Bit>,
    cmd_we: DFF<Bit>,
    cmd_ba: DFF<Bits<2>>,
    cmd_addr: DFF<Bits<13>>,
    dq_out: DFF<Bits<16>>,
    dq_oe: DFF<Bit>,
    dq_in: DFF<Bits<16>>,
    // -- sequencer
    state: DFF<Bits<5>>,
    /// Where `S_WAIT` goes when `delay` reaches 0.
    resume: DFF<Bits<5>>,
    delay: DFF<Bits<16>>,
    /// Cycles since the last ACTIVE and the last WRITE (saturating).
    since_act: DFF<Bits<6>>,
    since_write: DFF<Bits<6>>,
    /// Cycles since the last PRECHARGE (saturating): an ACTIVE or REFRESH
    /// waits for tRP here, so an op answers while its bank precharges.
    since_pre: DFF<Bits<6>>,
    /// Cycles since the last REFRESH (saturating), REFRESHes of power-up.
    refresh_age: DFF<Bits<12>>,
    init_refreshes: DFF<Bits<4>>,
    booted: DFF<Bit>,
    // -- the op
    op: DFF<Bits<3>>,
    bank: DFF<Bits<2>>,
    row: DFF<Bits<13>>,
    /// Column and bit of each position; rotated one place per READ and per
    /// WRITE, so `col[0]` is the one being issued and after `K` the order
    /// is back.
    col: [DFF<Bits<9>>; K],
    bit_sel: [DFF<Bits<4>>; K],
    /// READ/WRITE: every position is the addressed word; WRITE's new word.
    write_word: DFF<Bits<16>>,
    /// Positions issued (READs, then WRITEs), words captured.
    issued: DFF<Bits<4>>,
    captured: DFF<Bits<4>>,
    /// Bit `i` set `i + 1` cycles after a READ was issued: the word comes
    /// in when bit `CL + 1` is set.
    read_pipe: DFF<Bits<8>>,
    /// The words read, in position order once all `K` are in.
    data: [DFF<Bits<16>>; K],
    // -- CLEAR
    clearing: DFF<Bit>,
    /// The row open is a CLEAR chunk's (its PRECHARGE goes back to IDLE).
    clear_chunk: DFF<Bit>,
    /// The CLEAR answers when done (reset's does not).
    report: DFF<Bit>,
    /// Next word to zero: column in bits 0..9, bank 9..11, row 11...
    clear_addr: DFF<Bits<24>>,
    // -- result register
    out_full: DFF<Bit>,
    out_op_q: DFF<Bits<3>>,
    out_hit_q: DFF<Bit>,
    out_word_q: DFF<Bits<16>>,
    // -- constants
    st_wait: Constant<Bits<5>>,
    st_init_pre: Constant<Bits<5>>,
    st_init_ref: Constant<Bits<5>>,
    st_init_mode: Constant<Bits<5>>,
    st_idle: Constant<Bits<5>>,
    st_ref: Constant<Bits<5>>,
    st_act: Constant<Bits<5>>,
    st_reads: Constant<Bits<5>>,
    st_capture: Constant<Bits<5>>,
    st_writes: Constant<Bits<5>>,
    st_pre: Constant<Bits<5>>,
    st_finish: Constant<Bits<5>>,
    st_clr_act: Constant<Bits<5>>,
    st_clr_writes: Constant<Bits<5>>,
    op_query: Constant<Bits<3>>,
    op_insert: Constant<Bits<3>>,
    op_clear: Constant<Bits<3>>,
    op_read: Constant<Bits<3>>,
    op_write: Constant<Bits<3>>,
    one4: Constant<Bits<4>>,
    one6: Constant<Bits<6>>,
    one8: Constant<Bits<8>>,
    one12: Constant<Bits<12>>,
    one16: Constant<Bits<16>>,
    one24: Constant<Bits<24>>,
    zero2: Constant<Bits<2>>,
    zero4: Constant<Bits<4>>,
    zero8: Constant<Bits<8>>,
    zero12: Constant<Bits<12>>,
    zero13: Constant<Bits<13>>,
    zero16: Constant<Bits<16>>,
    zero24: Constant<Bits<24>>,
    sat6: Constant<Bits<6>>,
    pre_all: Constant<Bits<13>>,
    t_power_up: Constant<Bits<16>>,
    /// `t - 2` of each delay `t` (see `S_WAIT`), at least 0.
    w_rcd: Constant<Bits<16>>,
    w_rp: Constant<Bits<16>>,
    w_rc: Constant<Bits<16>>,
    w_mrd: Constant<Bits<16>>,
    t_ras: Constant<Bits<6>>,
    t_rc: Constant<Bits<6>>,
    t_wr: Constant<Bits<6>>,
    t_rp: Constant<Bits<6>>,
    refresh_due_age: Constant<Bits<12>>,
    n_init_refreshes: Constant<Bits<4>>,
    mode: Constant<Bits<13>>,
    capture_tap: Constant<Bits<8>>,
    last_position: Constant<Bits<4>>,
    positions: Constant<Bits<4>>,
    last_clear_addr: Constant<Bits<24>>,
    chunk_end: Constant<Bits<24>>,
    col_off: [Constant<Bits<8>>; K],
    bit_off: [Constant<Bits<8>>; K],
    row_off: Constant<Bits<8>>,
    // -- combinational locals
    wide: Signal<Local, Bits<128>>,
    is_key: Signal<Local, Bit>,
    refresh_due: Signal<Local, Bit>,
    takes: Signal<Local, Bit>,
    capture: Signal<Local, Bit>,
    issue_read: Signal<Local, Bit>,
    bit_set: [Signal<Local, Bit>; K],
    all_set: Signal<Local, Bit>,
    mask: Signal<Local, Bits<16>>,
    merged: Signal<Local, Bits<16>>,
    /// The word the current WRITE slot writes, and whether it changes.
    new_word: Signal<Local, Bits<16>>,
    changed: Signal<Local, Bit>,
    /// An ACTIVE may be issued this cycle (tRC, tRP).
    act_ok: Signal<Local, Bit>,
    /// The op's result goes into the result register this cycle.
    finish_now: Signal<Local, Bit>,
    /// The offered op's bank and row.
    take_bank: Signal<Local, Bits<2>>,
    take_row: Signal<Local, Bits<13>>,
}

impl<const K: usize, const R: usize> SdramBloomCore<K, R> {
    /// A core for an SDRAM with timing `t` (in cycles of this core's
    /// clock). Panics unless `1 <= K <= 7` (the positions fit the hash)
    /// and `1 <= R <= 13`.
    pub fn new(t: SdramCycles) -> Self {
        assert!((1..=7).contains(&K), "1..=7 bits per key, got {K}");
        assert!((1..=13).contains(&R), "1..=13 row bits, got {R}");
        assert!((2..=6).contains(&t.cas_latency), "CAS latency 2..=6");
        assert!(t.refresh_interval > 2 * REFRESH_MARGIN);
        let w = |c: u32| ((c.max(2) - 2) as u64).to_bits::<16>();
        let c6 = |c: u32| {
            assert!(c < 64, "a delay of {c} cycles is over this core's 63");
            (c as u64).to_bits::<6>()
        };
        let words_log2 = R + SDRAM_BANK_BITS + SDRAM_COL_BITS;
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
            cmd_cs: Default::default(),
            cmd_ras: Default::default(),
            cmd_cas: Default::default(),
            cmd_we: Default::default(),
            cmd_ba: Default::default(),
            cmd_addr: Default::default(),
            dq_out: Default::default(),
            dq_oe: Default::default(),
            dq_in: Default::default(),
            state: Default::default(),
            resume: Default::default(),
            delay: Default::default(),
            since_act: Default::default(),
            since_write: Default::default(),
            since_pre: Default::default(),
            refresh_age: Default::default(),
            init_refreshes: Default::default(),
            booted: Default::default(),
            op: Default::default(),
            bank: Default::default(),
            row: Default::default(),
            col: std::array::from_fn(|_| Default::default()),
            bit_sel: std::array::from_fn(|_| Default::default()),
            write_word: Default::default(),
            issued: Default::default(),
            captured: Default::default(),
            read_pipe: Default::default(),
            data: std::array::from_fn(|_| Default::default()),
            clearing: Default::default(),
            clear_chunk: Default::default(),
            report: Default::default(),
            clear_addr: Default::default(),
            out_full: Default::default(),
            out_op_q: Default::default(),
            out_hit_q: Default::default(),
            out_word_q: Default::default(),
            st_wait: Constant::new(0u64.to_bits()),
            st_init_pre: Constant::new(1u64.to_bits()),
            st_init_ref: Constant::new(2u64.to_bits()),
            st_init_mode: Constant::new(3u64.to_bits()),
            st_idle: Constant::new(4u64.to_bits()),
            st_ref: Constant::new(5u64.to_bits()),
            st_act: Constant::new(6u64.to_bits()),
            st_reads: Constant::new(7u64.to_bits()),
            st_capture: Constant::new(8u64.to_bits()),
            st_writes: Constant::new(10u64.to_bits()),
            st_pre: Constant::new(11u64.to_bits()),
            st_finish: Constant::new(12u64.to_bits()),
            st_clr_act: Constant::new(13u64.to_bits()),
            st_clr_writes: Constant::new(14u64.to_bits()),
            op_query: Constant::new((opcode::QUERY as u64).to_bits()),
            op_insert: Constant::new((opcode::INSERT as u64).to_bits()),
            op_clear: Constant::new((opcode::CLEAR as u64).to_bits()),
            op_read: Constant::new((opcode::READ as u64).to_bits()),
            op_write: Constant::new((opcode::WRITE as u64).to_bits()),
            one4: Constant::new(1u64.to_bits()),
            one6: Constant::new(1u64.to_bits()),
            one8: Constant::new(1u64.to_bits()),
            one12: Constant::new(1u64.to_bits()),
            one16: Constant::new(1u64.to_bits()),
            one24: Constant::new(1u64.to_bits()),
            zero2: Constant::new(0u64.to_bits()),
            zero4: Constant::new(0u64.to_bits()),
            zero8: Constant::new(0u64.to_bits()),
            zero12: Constant::new(0u64.to_bits()),
            zero13: Constant::new(0u64.to_bits()),
            zero16: Constant::new(0u64.to_bits()),
            zero24: Constant::new(0u64.to_bits()),
            sat6: Constant::new(63u64.to_bits()),
            pre_all: Constant::new(1024u64.to_bits()),
            t_power_up: Constant::new((t.power_up as u64).to_bits()),
            w_rcd: Constant::new(w(t.t_rcd)),
            w_rp: Constant::new(w(t.t_rp)),
            w_rc: Constant::new(w(t.t_rc)),
            w_mrd: Constant::new(w(t.t_mrd)),
            t_ras: Constant::new(c6(t.t_ras)),
            t_rc: Constant::new(c6(t.t_rc)),
            t_wr: Constant::new(c6(t.t_wr)),
            t_rp: Constant::new(c6(t.t_rp)),
            refresh_due_age: Constant::new(
                ((t.refresh_interval - REFRESH_MARGIN) as u64).to_bits(),
            ),
            n_init_refreshes: Constant::new((t.init_refreshes as u64).to_bits()),
            mode: Constant::new(((t.cas_latency as u64) << 4).to_bits()),
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
            wide: Default::default(),
            is_key: Default::default(),
            refresh_due: Default::default(),
            takes: Default::default(),
            capture: Default::default(),
            issue_read: Default::default(),
            bit_set: std::array::from_fn(|_| Default::default()),
            all_set: Default::default(),
            mask: Default::default(),
            merged: Default::default(),
            new_word: Default::default(),
            changed: Default::default(),
            act_ok: Default::default(),
            finish_now: Default::default(),
            take_bank: Default::default(),
            take_row: Default::default(),
        }
    }
}

// Nested ifs mirror the Verilog #[hdl_gen] writes from them.
#[allow(clippy::collapsible_if, clippy::collapsible_else_if)]
impl<const K: usize, const R: usize> Logic for SdramBloomCore<K, R> {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(
            self,
            clock,
            cmd_ba,
            cmd_addr,
            dq_out,
            state,
            resume,
            delay,
            since_act,
            since_write,
            since_pre,
            refresh_age,
            init_refreshes,
            booted,
            op,
            bank,
            row,
            write_word,
            issued,
            captured,
            read_pipe,
            clearing,
            clear_chunk,
            report,
            clear_addr,
            out_full,
            out_op_q,
            out_hit_q,
            out_word_q
        );
        // Commands and the DQ driver default to deselect and released.
        self.cmd_cs.clock.next = self.clock.val();
        self.cmd_ras.clock.next = self.clock.val();
        self.cmd_cas.clock.next = self.clock.val();
        self.cmd_we.clock.next = self.clock.val();
        self.dq_oe.clock.next = self.clock.val();
        self.dq_in.clock.next = self.clock.val();
        self.cmd_cs.d.next = false;
        self.cmd_ras.d.next = false;
        self.cmd_cas.d.next = false;
        self.cmd_we.d.next = false;
        self.dq_oe.d.next = false;
        self.dq_in.d.next = self.sdram_dq_in.val();
        for i in 0..K {
            self.col[i].clock.next = self.clock.val();
            self.col[i].d.next = self.col[i].q.val();
            self.bit_sel[i].clock.next = self.clock.val();
            self.bit_sel[i].d.next = self.bit_sel[i].q.val();
            self.data[i].clock.next = self.clock.val();
            self.data[i].d.next = self.data[i].q.val();
        }

        self.sdram_cs_n.next = !self.cmd_cs.q.val();
        self.sdram_ras_n.next = !self.cmd_ras.q.val();
        self.sdram_cas_n.next = !self.cmd_cas.q.val();
        self.sdram_we_n.next = !self.cmd_we.q.val();
        self.sdram_ba.next = self.cmd_ba.q.val();
        self.sdram_addr.next = self.cmd_addr.q.val();
        self.sdram_dqm.next = self.zero2.val();
        self.sdram_dq_out.next = self.dq_out.q.val();
        self.sdram_dq_oe.next = self.dq_oe.q.val();

        // Timers.
        if !self.since_act.q.val().all() {
            self.since_act.d.next = self.since_act.q.val() + self.one6.val();
        }
        if !self.since_write.q.val().all() {
            self.since_write.d.next = self.since_write.q.val() + self.one6.val();
        }
        if !self.since_pre.q.val().all() {
            self.since_pre.d.next = self.since_pre.q.val() + self.one6.val();
        }
        self.act_ok.next = (self.since_act.q.val() >= self.t_rc.val())
            & (self.since_pre.q.val() >= self.t_rp.val());
        if !self.refresh_age.q.val().all() {
            self.refresh_age.d.next = self.refresh_age.q.val() + self.one12.val();
        }
        self.refresh_due.next = self.refresh_age.q.val() >= self.refresh_due_age.val();
        self.is_key.next =
            (self.op.q.val() == self.op_query.val()) | (self.op.q.val() == self.op_insert.val());

        // Read data: the word a READ asked for is in `dq_in` CL + 2 cycles
        // after the READ was decided (the command's register, the CAS
        // latency, the input register). Words shift into `data` from the
        // top, so the first read ends in `data[0]`.
        self.issue_read.next = false;
        self.capture.next = (self.read_pipe.q.val() & self.capture_tap.val()).any();
        if self.capture.val() {
            self.captured.d.next = self.captured.q.val() + self.one4.val();
        }
        if self.capture.val() {
            for i in 0..(K - 1) {
                self.data[i].d.next = self.data[i + 1].q.val();
            }
            for i in (K - 1)..K {
                self.data[i].d.next = self.dq_in.q.val();
            }
        }

        // Each position's bit in its word; the word of the WRITE slot
        // (position 0) with every bit of the key that falls in it set.
        self.mask.next = self.zero16.val();
        for i in 0..K {
            self.bit_set[i].next =
                (self.data[i].q.val() & (self.one16.val() << self.bit_sel[i].q.val())).any();
            if self.col[i].q.val() == self.col[0].q.val() {
                self.mask.next = self.mask.val() | (self.one16.val() << self.bit_sel[i].q.val());
            }
        }
        self.merged.next = self.data[0].q.val() | self.mask.val();
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
        if (self.in_op.val() == self.op_query.val()) | (self.in_op.val() == self.op_insert.val()) {
            self.take_bank.next = self.in_h0.val().get_bits::<2>(0);
            self.take_row.next =
                bit_cast::<13, R>(self.in_h0.val().get_bits::<R>(self.row_off.val().index()));
        } else {
            self.take_bank.next = self.in_x.val().get_bits::<2>(9);
            self.take_row.next = bit_cast::<13, R>(self.in_x.val().get_bits::<R>(11));
        }

        // Result register: one result outstanding.
        self.out_valid.next = self.out_full.q.val();
        self.out_op.next = self.out_op_q.q.val();
        self.out_hit.next = self.out_hit_q.q.val();
        self.out_word.next = self.out_word_q.q.val();
        if self.out_full.q.val() & self.out_ready.val() {
            self.out_full.d.next = false;
        }
        self.ready.next = self.booted.q.val();

        self.takes.next = false;
        self.finish_now.next = false;
        match self.state.q.val().index() {
            0 => {
                // S_WAIT
                if self.delay.q.val().any() {
                    self.delay.d.next = self.delay.q.val() - self.one16.val();
                } else {
                    self.state.d.next = self.resume.q.val();
                }
            }
            1 => {
                // S_INIT_PRE: PRECHARGE ALL.
                self.cmd_cs.d.next = true;
                self.cmd_ras.d.next = true;
                self.cmd_we.d.next = true;
                self.cmd_addr.d.next = self.pre_all.val();
                self.init_refreshes.d.next = self.zero4.val();
                self.since_pre.d.next = self.one6.val();
                self.delay.d.next = self.w_rp.val();
                self.state.d.next = self.st_wait.val();
                self.resume.d.next = self.st_init_ref.val();
            }
            2 => {
                // S_INIT_REF
                self.cmd_cs.d.next = true;
                self.cmd_ras.d.next = true;
                self.cmd_cas.d.next = true;
                self.refresh_age.d.next = self.zero12.val();
                self.init_refreshes.d.next = self.init_refreshes.q.val() + self.one4.val();
                self.delay.d.next = self.w_rc.val();
                self.state.d.next = self.st_wait.val();
                if self.init_refreshes.q.val() + self.one4.val() == self.n_init_refreshes.val() {
                    self.resume.d.next = self.st_init_mode.val();
                } else {
                    self.resume.d.next = self.st_init_ref.val();
                }
            }
            3 => {
                // S_INIT_MODE: LOAD MODE (burst length 1, CAS latency),
                // then the clear after reset.
                self.cmd_cs.d.next = true;
                self.cmd_ras.d.next = true;
                self.cmd_cas.d.next = true;
                self.cmd_we.d.next = true;
                self.cmd_addr.d.next = self.mode.val();
                self.clearing.d.next = true;
                self.report.d.next = false;
                self.clear_addr.d.next = self.zero24.val();
                self.delay.d.next = self.w_mrd.val();
                self.state.d.next = self.st_wait.val();
                self.resume.d.next = self.st_idle.val();
            }
            4 => {
                // S_IDLE: refresh first, then the clear's next chunk, then
                // an op (one result outstanding at most).
                if self.refresh_due.val() {
                    self.state.d.next = self.st_ref.val();
                } else if self.clearing.q.val() {
                    self.state.d.next = self.st_clr_act.val();
                } else if self.in_valid.val() & (!self.out_full.q.val() | self.out_ready.val()) {
                    self.takes.next = true;
                    self.op.d.next = self.in_op.val();
                    self.issued.d.next = self.zero4.val();
                    self.captured.d.next = self.zero4.val();
                    self.write_word.d.next = self.in_x.val().get_bits::<16>(32);
                    self.bank.d.next = self.take_bank.val();
                    self.row.d.next = self.take_row.val();
                    if (self.in_op.val() == self.op_query.val())
                        | (self.in_op.val() == self.op_insert.val())
                        | (self.in_op.val() == self.op_read.val())
                        | (self.in_op.val() == self.op_write.val())
                    {
                        // Open the row now if tRC and tRP allow, else in S_ACT.
                        if self.act_ok.val() {
                            self.cmd_cs.d.next = true;
                            self.cmd_ras.d.next = true;
                            self.cmd_ba.d.next = self.take_bank.val();
                            self.cmd_addr.d.next = self.take_row.val();
                            self.since_act.d.next = self.one6.val();
                            self.delay.d.next = self.w_rcd.val();
                            self.state.d.next = self.st_wait.val();
                            self.resume.d.next = self.st_reads.val();
                        } else {
                            self.state.d.next = self.st_act.val();
                        }
                    }
                    if (self.in_op.val() == self.op_query.val())
                        | (self.in_op.val() == self.op_insert.val())
                    {
                        for i in 0..K {
                            self.col[i].d.next =
                                self.wide.val().get_bits::<9>(self.col_off[i].val().index());
                            self.bit_sel[i].d.next =
                                self.wide.val().get_bits::<4>(self.bit_off[i].val().index());
                        }
                    } else if (self.in_op.val() == self.op_read.val())
                        | (self.in_op.val() == self.op_write.val())
                    {
                        // Every position is the addressed word.
                        for i in 0..K {
                            self.col[i].d.next = self.in_x.val().get_bits::<9>(0);
                            self.bit_sel[i].d.next = self.zero4.val();
                        }
                    } else if self.in_op.val() == self.op_clear.val() {
                        self.clearing.d.next = true;
                        self.report.d.next = true;
                        self.clear_addr.d.next = self.zero24.val();
                    } else {
                        // Reserved op codes change nothing.
                        self.out_full.d.next = true;
                        self.out_op_q.d.next = self.in_op.val();
                        self.out_hit_q.d.next = false;
                        self.out_word_q.d.next = self.zero16.val();
                    }
                }
            }
            5 => {
                // S_REF (every bank is idle in S_IDLE; tRP since the last
                // PRECHARGE)
                if self.since_pre.q.val() >= self.t_rp.val() {
                    self.cmd_cs.d.next = true;
                    self.cmd_ras.d.next = true;
                    self.cmd_cas.d.next = true;
                    self.refresh_age.d.next = self.zero12.val();
                    self.delay.d.next = self.w_rc.val();
                    self.state.d.next = self.st_wait.val();
                    self.resume.d.next = self.st_idle.val();
                }
            }
            6 => {
                // S_ACT: open the block's row (tRC since the last ACTIVE,
                // tRP since the last PRECHARGE).
                if self.act_ok.val() {
                    self.cmd_cs.d.next = true;
                    self.cmd_ras.d.next = true;
                    self.cmd_ba.d.next = self.bank.q.val();
                    self.cmd_addr.d.next = self.row.q.val();
                    self.since_act.d.next = self.one6.val();
                    self.delay.d.next = self.w_rcd.val();
                    self.state.d.next = self.st_wait.val();
                    self.resume.d.next = self.st_reads.val();
                }
            }
            7 => {
                // S_READS: one READ per position, one per cycle.
                self.cmd_cs.d.next = true;
                self.cmd_cas.d.next = true;
                self.cmd_ba.d.next = self.bank.q.val();
                self.cmd_addr.d.next = bit_cast::<13, 9>(self.col[0].q.val());
                self.issue_read.next = true;
                self.issued.d.next = self.issued.q.val() + self.one4.val();
                if self.issued.q.val() == self.last_position.val() {
                    // QUERY and READ close the row while their words
                    // come in; INSERT and WRITE need them first.
                    if (self.op.q.val() == self.op_query.val())
                        | (self.op.q.val() == self.op_read.val())
                    {
                        self.state.d.next = self.st_pre.val();
                    } else {
                        self.state.d.next = self.st_capture.val();
                    }
                }
            }
            8 => {
                // S_CAPTURE: INSERT and WRITE wait for every word (the
                // last comes in as the state moves on).
                if (self.captured.q.val() == self.positions.val())
                    | (self.capture.val() & (self.captured.q.val() == self.last_position.val()))
                {
                    self.issued.d.next = self.zero4.val();
                    self.state.d.next = self.st_writes.val();
                }
            }
            10 => {
                // S_WRITES: one slot per position; a WRITE where the word
                // changes.
                if self.changed.val() {
                    self.cmd_cs.d.next = true;
                    self.cmd_cas.d.next = true;
                    self.cmd_we.d.next = true;
                    self.cmd_ba.d.next = self.bank.q.val();
                    self.cmd_addr.d.next = bit_cast::<13, 9>(self.col[0].q.val());
                    self.dq_out.d.next = self.new_word.val();
                    self.dq_oe.d.next = true;
                    self.since_write.d.next = self.one6.val();
                }
                self.issued.d.next = self.issued.q.val() + self.one4.val();
                if self.issued.q.val() == self.last_position.val() {
                    self.state.d.next = self.st_pre.val();
                }
            }
            11 => {
                // S_PRE: close the row (tRAS after ACTIVE, tWR after the
                // last write), then tRP.
                if (self.since_act.q.val() >= self.t_ras.val())
                    & (self.since_write.q.val() >= self.t_wr.val())
                {
                    self.cmd_cs.d.next = true;
                    self.cmd_ras.d.next = true;
                    self.cmd_we.d.next = true;
                    self.cmd_ba.d.next = self.bank.q.val();
                    self.cmd_addr.d.next = self.zero13.val();
                    self.since_pre.d.next = self.one6.val();
                    if self.clear_chunk.q.val() {
                        self.clear_chunk.d.next = false;
                        self.state.d.next = self.st_idle.val();
                    } else if self.captured.q.val() == self.positions.val() {
                        // INSERT and WRITE have their words: answer now.
                        self.finish_now.next = true;
                    } else {
                        self.state.d.next = self.st_finish.val();
                    }
                }
            }
            12 => {
                // S_FINISH: every word in; the result.
                if self.captured.q.val() == self.positions.val() {
                    self.finish_now.next = true;
                }
            }
            13 => {
                // S_CLR_ACT: open the next chunk's row.
                if self.act_ok.val() {
                    self.cmd_cs.d.next = true;
                    self.cmd_ras.d.next = true;
                    self.cmd_ba.d.next = self.clear_addr.q.val().get_bits::<2>(9);
                    self.cmd_addr.d.next =
                        bit_cast::<13, R>(self.clear_addr.q.val().get_bits::<R>(11));
                    self.bank.d.next = self.clear_addr.q.val().get_bits::<2>(9);
                    self.clear_chunk.d.next = true;
                    self.since_act.d.next = self.one6.val();
                    self.delay.d.next = self.w_rcd.val();
                    self.state.d.next = self.st_wait.val();
                    self.resume.d.next = self.st_clr_writes.val();
                }
            }
            14 => {
                // S_CLR_WRITES: zero one column a cycle to the chunk's end.
                self.cmd_cs.d.next = true;
                self.cmd_cas.d.next = true;
                self.cmd_we.d.next = true;
                self.cmd_ba.d.next = self.bank.q.val();
                self.cmd_addr.d.next = bit_cast::<13, 9>(self.clear_addr.q.val().get_bits::<9>(0));
                self.dq_out.d.next = self.zero16.val();
                self.dq_oe.d.next = true;
                self.since_write.d.next = self.one6.val();
                self.clear_addr.d.next = self.clear_addr.q.val() + self.one24.val();
                if (self.clear_addr.q.val() & self.chunk_end.val()) == self.chunk_end.val() {
                    self.state.d.next = self.st_pre.val();
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
            _ => {
                self.state.d.next = self.st_idle.val();
            }
        }

        // The op's result, once every word is in.
        if self.finish_now.val() {
            self.out_full.d.next = true;
            self.out_op_q.d.next = self.op.q.val();
            self.out_hit_q.d.next = self.is_key.val() & self.all_set.val();
            if self.is_key.val() {
                self.out_word_q.d.next = self.zero16.val();
            } else {
                self.out_word_q.d.next = self.data[0].q.val();
            }
            self.state.d.next = self.st_idle.val();
        }

        // Positions rotate one place per READ and per WRITE slot.
        if self.issue_read.val() | (self.state.q.val() == self.st_writes.val()) {
            for i in 0..(K - 1) {
                self.col[i].d.next = self.col[i + 1].q.val();
                self.bit_sel[i].d.next = self.bit_sel[i + 1].q.val();
            }
            for i in (K - 1)..K {
                self.col[i].d.next = self.col[0].q.val();
                self.bit_sel[i].d.next = self.bit_sel[0].q.val();
            }
        }
        // The words rotate with their positions while they are written.
        if self.state.q.val() == self.st_writes.val() {
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
        self.in_ready.next = self.takes.val() & !self.reset.val();

        if self.reset.val() {
            self.state.d.next = self.st_wait.val();
            self.delay.d.next = self.t_power_up.val();
            self.resume.d.next = self.st_init_pre.val();
            self.cmd_cs.d.next = false;
            self.dq_oe.d.next = false;
            self.out_full.d.next = false;
            self.clearing.d.next = false;
            self.clear_chunk.d.next = false;
            self.booted.d.next = false;
            self.read_pipe.d.next = self.zero8.val();
            self.since_act.d.next = self.sat6.val();
            self.since_write.d.next = self.sat6.val();
            self.since_pre.d.next = self.sat6.val();
        }
    }
}
