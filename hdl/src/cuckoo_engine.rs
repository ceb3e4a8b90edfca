//! `CuckooEngine`: a cuckoo filter with 4-slot buckets, bounded kicks and
//! a one-entry victim stash, exactly as docs/cuckoo.md and the model
//! (`hwfilter_model::cuckoo`) define it.
//!
//! ```text
//!  in_op,in_key,in_data                                                        out_op,out_code,out_data
//!   ──► P0 ─R0─► P1 ─R1─► P2 ─R2─► P3 ─R3─► P4 ─► P5 ─► P6 ─► P7 ─────────────────────► P8 ──►
//!       input     mixer rounds (bypassed      h0   fp,i1  i2   decide: query/delete/      result
//!       register  for non-key ops)                      │     insert, or hand the op    register
//!                                                       ▼     to the FSM ──► kicks, stash re-insert, CLEAR
//!                                  bank 0 (even buckets) + bank 1 (odd buckets): one read port each,
//!                                  one write per cycle, written word forwarded to the next read
//! ```
//!
//! * **Lookups at one op per cycle.** `i1` and `i2` differ in bit 0, so the
//!   two candidate buckets sit in different banks and P6 reads both in the
//!   same cycle; QUERY and DELETE decide in P7 with the stash compared in
//!   parallel. An INSERT with a free slot in either bucket also takes one
//!   cycle.
//! * **Read-modify-write hazards.** P7 writes at the end of its cycle; the op
//!   behind it read the RAM at that same edge (read-first), so the written
//!   word is forwarded when bank and address match. When P7 stalls it
//!   re-reads its own buckets every cycle, so its data is never older than
//!   the last write.
//! * **The FSM.** An INSERT whose buckets are both full, a DELETE that frees
//!   a slot while the stash is occupied (re-insert), and CLEAR leave P7 into
//!   the FSM, which stalls the ops behind them. Each eviction takes two
//!   cycles (evict and write, then read the alternate bucket). When the FSM
//!   is done it offers the result, and the op waiting in P7 re-reads its
//!   buckets before it is decided.

use hwfilter_model::cuckoo::{LFSR_SEED, LFSR_TAPS, code, opcode};
use rust_hdl::prelude::*;

use crate::cuckoo_parts::{CuckooAlt, SlotMux, SlotScan};
use crate::mixer::MixRound;

#[derive(Copy, Clone, PartialEq, Debug, LogicState)]
pub enum CuckooState {
    /// P7 decides its op when the result register can take a value.
    Normal,
    /// Reading the bucket an evicted fingerprint moves to.
    KickRead,
    /// Placing the evicted fingerprint, or evicting again, or stashing it.
    Kick,
    /// Reading both buckets of the stash entry being re-inserted.
    ReinRead,
    /// Placing the stash entry, or starting evictions.
    ReinCheck,
    /// Zeroing one word of each bank per cycle.
    Clearing,
    /// The FSM's result waits for the result register.
    Done,
}

/// Cuckoo filter engine: `F`-bit fingerprints, bucket words of `W = 4F`
/// bits, `2^B` buckets in two banks of `2^BA` words (`BA = B - 1`).
#[derive(LogicBlock)]
pub struct CuckooEngine<const F: usize, const W: usize, const B: usize, const BA: usize> {
    pub clock: Signal<In, Clock>,
    pub reset: Signal<In, Bit>,
    // -- op stream (sink)
    pub in_valid: Signal<In, Bit>,
    pub in_ready: Signal<Out, Bit>,
    /// `hwfilter_model::cuckoo::opcode`.
    pub in_op: Signal<In, Bits<3>>,
    /// Key (QUERY/INSERT/DELETE) or address in bits 0..16 (READ/WRITE).
    pub in_key: Signal<In, Bits<64>>,
    /// Word to write (WRITE).
    pub in_data: Signal<In, Bits<64>>,
    // -- result stream (source)
    pub out_valid: Signal<Out, Bit>,
    pub out_ready: Signal<In, Bit>,
    pub out_op: Signal<Out, Bits<3>>,
    /// `hwfilter_model::cuckoo::code`.
    pub out_code: Signal<Out, Bits<2>>,
    pub out_data: Signal<Out, Bits<64>>,

    rounds: [MixRound; 4],
    alt_p: CuckooAlt<B>,
    alt_k: CuckooAlt<B>,
    alt_r: CuckooAlt<B>,
    scan_a: SlotScan<F, W>,
    scan_b: SlotScan<F, W>,
    slot_w: SlotMux<F, W>,
    banks: [RAM<Bits<W>, BA>; 2],

    p0_v: DFF<Bit>,
    p0_op: DFF<Bits<3>>,
    p0_x: DFF<Bits<64>>,
    p0_a: DFF<Bits<16>>,
    p1_v: DFF<Bit>,
    p1_op: DFF<Bits<3>>,
    p1_x: DFF<Bits<64>>,
    p1_a: DFF<Bits<16>>,
    p2_v: DFF<Bit>,
    p2_op: DFF<Bits<3>>,
    p2_x: DFF<Bits<64>>,
    p2_a: DFF<Bits<16>>,
    p3_v: DFF<Bit>,
    p3_op: DFF<Bits<3>>,
    p3_x: DFF<Bits<64>>,
    p3_a: DFF<Bits<16>>,
    p4_v: DFF<Bit>,
    p4_op: DFF<Bits<3>>,
    p4_x: DFF<Bits<64>>,
    p4_a: DFF<Bits<16>>,
    p5_v: DFF<Bit>,
    p5_op: DFF<Bits<3>>,
    p5_x: DFF<Bits<64>>,
    p5_a: DFF<Bits<16>>,
    p5_fp: DFF<Bits<16>>,
    p5_i1: DFF<Bits<B>>,
    p6_v: DFF<Bit>,
    p6_op: DFF<Bits<3>>,
    p6_x: DFF<Bits<64>>,
    p6_a: DFF<Bits<16>>,
    p6_fp: DFF<Bits<16>>,
    p6_i1: DFF<Bits<B>>,
    p6_i2: DFF<Bits<B>>,
    p7_v: DFF<Bit>,
    p7_op: DFF<Bits<3>>,
    p7_x: DFF<Bits<64>>,
    p7_a: DFF<Bits<16>>,
    p7_fp: DFF<Bits<16>>,
    p7_i1: DFF<Bits<B>>,
    p7_i2: DFF<Bits<B>>,
    p7_addr0: DFF<Bits<BA>>,
    p7_addr1: DFF<Bits<BA>>,
    p8_v: DFF<Bit>,
    p8_op: DFF<Bits<3>>,
    p8_code: DFF<Bits<2>>,
    p8_data: DFF<Bits<64>>,
    // -- FSM
    st: DFF<CuckooState>,
    f_op: DFF<Bits<3>>,
    f_cur: DFF<Bits<B>>,
    f_x: DFF<Bits<16>>,
    f_kc: DFF<Bits<16>>,
    f_rfp: DFF<Bits<16>>,
    f_ri: DFF<Bits<B>>,
    f_ri2: DFF<Bits<B>>,
    f_data: DFF<Bits<64>>,
    clr: DFF<Bits<BA>>,
    // -- filter state
    stash_v: DFF<Bit>,
    stash_fp: DFF<Bits<16>>,
    stash_i: DFF<Bits<B>>,
    lfsr: DFF<Bits<16>>,
    items: DFF<Bits<32>>,
    kicks: DFF<Bits<32>>,
    full: DFF<Bits<32>>,
    // -- write forwarding: the write at the last edge and the addresses read at it
    wb_v: DFF<Bit>,
    wb_bank: DFF<Bit>,
    wb_addr: DFF<Bits<BA>>,
    wb_data: DFF<Bits<W>>,
    rd0: DFF<Bits<BA>>,
    rd1: DFF<Bits<BA>>,
    // -- constants
    max_kicks: Constant<Bits<16>>,
    lfsr_seed: Constant<Bits<16>>,
    lfsr_taps: Constant<Bits<16>>,
    one16: Constant<Bits<16>>,
    fmask16: Constant<Bits<16>>,
    stash_addr: Constant<Bits<16>>,
    amask16: Constant<Bits<16>>,
    zero_w: Constant<Bits<W>>,
    zero64: Constant<Bits<64>>,
    stash_valid_bit: Constant<Bits<64>>,
    zero32: Constant<Bits<32>>,
    one32: Constant<Bits<32>>,
    minus1_32: Constant<Bits<32>>,
    sext4_32: Constant<Bits<32>>,
    zero_ba: Constant<Bits<BA>>,
    one_ba: Constant<Bits<BA>>,
    zero16: Constant<Bits<16>>,
    op_query: Constant<Bits<3>>,
    op_insert: Constant<Bits<3>>,
    op_read: Constant<Bits<3>>,
    op_write: Constant<Bits<3>>,
    op_delete: Constant<Bits<3>>,
    c_ok: Constant<Bits<2>>,
    c_full: Constant<Bits<2>>,
    c_nf: Constant<Bits<2>>,
    // -- combinational locals
    advance: Signal<Local, Bit>,
    advance_tail: Signal<Local, Bit>,
    key_op4: Signal<Local, Bit>,
    w0: Signal<Local, Bits<W>>,
    w1: Signal<Local, Bits<W>>,
    wa: Signal<Local, Bits<W>>,
    wb: Signal<Local, Bits<W>>,
    mem_word: Signal<Local, Bits<W>>,
    stash_word: Signal<Local, Bits<64>>,
    stash_hit: Signal<Local, Bit>,
    lfsr_next: Signal<Local, Bits<16>>,
    we: Signal<Local, Bit>,
    w_bank: Signal<Local, Bit>,
    w_addr: Signal<Local, Bits<BA>>,
    w_data: Signal<Local, Bits<W>>,
    ra0: Signal<Local, Bits<BA>>,
    ra1: Signal<Local, Bits<BA>>,
    p6_ra0: Signal<Local, Bits<BA>>,
    p6_ra1: Signal<Local, Bits<BA>>,
    res_v: Signal<Local, Bit>,
    res_code: Signal<Local, Bits<2>>,
    res_data: Signal<Local, Bits<64>>,
    victim: Signal<Local, Bits<16>>,
    /// What `items` changes by this cycle (one adder for every case).
    idelta: Signal<Local, Bits<32>>,
    /// WRITE: non-empty slots written minus those replaced.
    iwdiff: Signal<Local, Bits<4>>,
    /// CLEAR is done: `items` to 0.
    izero: Signal<Local, Bit>,
}

impl<const F: usize, const W: usize, const B: usize, const BA: usize> CuckooEngine<F, W, B, BA> {
    /// A new engine evicting at most `max_kicks` times per insert.
    pub fn new(max_kicks: u16) -> Self {
        assert!(
            (8..=16).contains(&F) && W == 4 * F,
            "F in 8..=16 and W = 4F"
        );
        assert!(
            (2..=16).contains(&B) && BA + 1 == B,
            "B in 2..=16 and BA = B - 1"
        );
        assert!(max_kicks >= 1, "max_kicks must be at least 1");
        CuckooEngine {
            clock: Default::default(),
            reset: Default::default(),
            in_valid: Default::default(),
            in_ready: Default::default(),
            in_op: Default::default(),
            in_key: Default::default(),
            in_data: Default::default(),
            out_valid: Default::default(),
            out_ready: Default::default(),
            out_op: Default::default(),
            out_code: Default::default(),
            out_data: Default::default(),
            rounds: std::array::from_fn(MixRound::new),
            alt_p: CuckooAlt::new(),
            alt_k: CuckooAlt::new(),
            alt_r: CuckooAlt::new(),
            scan_a: SlotScan::new(),
            scan_b: SlotScan::new(),
            slot_w: SlotMux::new(),
            banks: std::array::from_fn(|_| Default::default()),
            p0_v: Default::default(),
            p0_op: Default::default(),
            p0_x: Default::default(),
            p0_a: Default::default(),
            p1_v: Default::default(),
            p1_op: Default::default(),
            p1_x: Default::default(),
            p1_a: Default::default(),
            p2_v: Default::default(),
            p2_op: Default::default(),
            p2_x: Default::default(),
            p2_a: Default::default(),
            p3_v: Default::default(),
            p3_op: Default::default(),
            p3_x: Default::default(),
            p3_a: Default::default(),
            p4_v: Default::default(),
            p4_op: Default::default(),
            p4_x: Default::default(),
            p4_a: Default::default(),
            p5_v: Default::default(),
            p5_op: Default::default(),
            p5_x: Default::default(),
            p5_a: Default::default(),
            p5_fp: Default::default(),
            p5_i1: Default::default(),
            p6_v: Default::default(),
            p6_op: Default::default(),
            p6_x: Default::default(),
            p6_a: Default::default(),
            p6_fp: Default::default(),
            p6_i1: Default::default(),
            p6_i2: Default::default(),
            p7_v: Default::default(),
            p7_op: Default::default(),
            p7_x: Default::default(),
            p7_a: Default::default(),
            p7_fp: Default::default(),
            p7_i1: Default::default(),
            p7_i2: Default::default(),
            p7_addr0: Default::default(),
            p7_addr1: Default::default(),
            p8_v: Default::default(),
            p8_op: Default::default(),
            p8_code: Default::default(),
            p8_data: Default::default(),
            st: Default::default(),
            f_op: Default::default(),
            f_cur: Default::default(),
            f_x: Default::default(),
            f_kc: Default::default(),
            f_rfp: Default::default(),
            f_ri: Default::default(),
            f_ri2: Default::default(),
            f_data: Default::default(),
            clr: Default::default(),
            stash_v: Default::default(),
            stash_fp: Default::default(),
            stash_i: Default::default(),
            lfsr: Default::default(),
            items: Default::default(),
            kicks: Default::default(),
            full: Default::default(),
            wb_v: Default::default(),
            wb_bank: Default::default(),
            wb_addr: Default::default(),
            wb_data: Default::default(),
            rd0: Default::default(),
            rd1: Default::default(),
            max_kicks: Constant::new((max_kicks as u64).to_bits()),
            lfsr_seed: Constant::new((LFSR_SEED as u64).to_bits()),
            lfsr_taps: Constant::new((LFSR_TAPS as u64).to_bits()),
            one16: Constant::new(1u64.to_bits()),
            fmask16: Constant::new(((1u64 << F) - 1).to_bits()),
            stash_addr: Constant::new((1u64 << B).to_bits()),
            amask16: Constant::new(((1u64 << (B + 1)) - 1).to_bits()),
            zero_w: Constant::new(0u64.to_bits()),
            zero64: Constant::new(0u64.to_bits()),
            stash_valid_bit: Constant::new((1u64 << 63).to_bits()),
            zero32: Constant::new(0u64.to_bits()),
            one32: Constant::new(1u64.to_bits()),
            minus1_32: Constant::new(0xffff_ffffu64.to_bits()),
            sext4_32: Constant::new(0xffff_fff0u64.to_bits()),
            zero_ba: Constant::new(0u64.to_bits()),
            one_ba: Constant::new(1u64.to_bits()),
            zero16: Constant::new(0u64.to_bits()),
            op_query: Constant::new((opcode::QUERY as u64).to_bits()),
            op_insert: Constant::new((opcode::INSERT as u64).to_bits()),
            op_read: Constant::new((opcode::READ as u64).to_bits()),
            op_write: Constant::new((opcode::WRITE as u64).to_bits()),
            op_delete: Constant::new((opcode::DELETE as u64).to_bits()),
            c_ok: Constant::new((code::OK as u64).to_bits()),
            c_full: Constant::new((code::FULL as u64).to_bits()),
            c_nf: Constant::new((code::NOT_FOUND as u64).to_bits()),
            advance: Default::default(),
            advance_tail: Default::default(),
            key_op4: Default::default(),
            w0: Default::default(),
            w1: Default::default(),
            wa: Default::default(),
            wb: Default::default(),
            mem_word: Default::default(),
            stash_word: Default::default(),
            stash_hit: Default::default(),
            lfsr_next: Default::default(),
            we: Default::default(),
            w_bank: Default::default(),
            w_addr: Default::default(),
            w_data: Default::default(),
            ra0: Default::default(),
            ra1: Default::default(),
            p6_ra0: Default::default(),
            p6_ra1: Default::default(),
            res_v: Default::default(),
            res_code: Default::default(),
            res_data: Default::default(),
            victim: Default::default(),
            idelta: Default::default(),
            iwdiff: Default::default(),
            izero: Default::default(),
        }
    }
}

// The op codes as literals for `match` (rust-hdl matches on literals).
const _: () = assert!(
    opcode::QUERY == 0
        && opcode::INSERT == 1
        && opcode::CLEAR == 2
        && opcode::READ == 3
        && opcode::WRITE == 4
        && opcode::DELETE == 5
        && opcode::COUNT == 6
        && opcode::STATS == 7
);

impl<const F: usize, const W: usize, const B: usize, const BA: usize> Logic
    for CuckooEngine<F, W, B, BA>
{
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(
            self, clock, p0_v, p0_op, p0_x, p0_a, p1_v, p1_op, p1_x, p1_a, p2_v, p2_op, p2_x, p2_a,
            p3_v, p3_op, p3_x, p3_a, p4_v, p4_op, p4_x, p4_a, p5_v, p5_op, p5_x, p5_a, p5_fp,
            p5_i1, p6_v, p6_op, p6_x, p6_a, p6_fp, p6_i1, p6_i2, p7_v, p7_op, p7_x, p7_a, p7_fp,
            p7_i1, p7_i2, p7_addr0, p7_addr1, p8_v, p8_op, p8_code, p8_data, st, f_op, f_cur, f_x,
            f_kc, f_rfp, f_ri, f_ri2, f_data, clr, stash_v, stash_fp, stash_i, lfsr, items, kicks,
            full, wb_v, wb_bank, wb_addr, wb_data, rd0, rd1
        );
        for i in 0..2 {
            self.banks[i].read_clock.next = self.clock.val();
            self.banks[i].write_clock.next = self.clock.val();
        }

        // ---- handshake: the head waits while the FSM owns the memory
        self.advance_tail.next = !self.p8_v.q.val() | self.out_ready.val();
        self.advance.next = self.advance_tail.val() & (self.st.q.val() == CuckooState::Normal);
        self.in_ready.next = self.advance.val() & !self.reset.val();

        // ---- P0..P5: input register, mixer rounds 0..3, fingerprint and i1
        self.rounds[0].x.next = self.p0_x.q.val();
        self.rounds[1].x.next = self.p1_x.q.val();
        self.rounds[2].x.next = self.p2_x.q.val();
        self.rounds[3].x.next = self.p3_x.q.val();
        // Only QUERY (0), INSERT (1) and DELETE (5) carry a key.
        self.rounds[0].bypass.next = !((self.p0_op.q.val() == self.op_query.val())
            | (self.p0_op.q.val() == self.op_insert.val())
            | (self.p0_op.q.val() == self.op_delete.val()));
        self.rounds[1].bypass.next = !((self.p1_op.q.val() == self.op_query.val())
            | (self.p1_op.q.val() == self.op_insert.val())
            | (self.p1_op.q.val() == self.op_delete.val()));
        self.rounds[2].bypass.next = !((self.p2_op.q.val() == self.op_query.val())
            | (self.p2_op.q.val() == self.op_insert.val())
            | (self.p2_op.q.val() == self.op_delete.val()));
        self.rounds[3].bypass.next = !((self.p3_op.q.val() == self.op_query.val())
            | (self.p3_op.q.val() == self.op_insert.val())
            | (self.p3_op.q.val() == self.op_delete.val()));
        self.alt_p.index.next = self.p5_i1.q.val();
        self.alt_p.fp.next = self.p5_fp.q.val();
        // ---- P6: bank addresses (even bucket in bank 0, odd in bank 1)
        self.key_op4.next = !((self.p6_op.q.val() == self.op_read.val())
            | (self.p6_op.q.val() == self.op_write.val()));
        if self.key_op4.val() {
            if self.p6_i1.q.val().get_bit(0) {
                self.p6_ra0.next = self.p6_i2.q.val().get_bits::<BA>(1);
                self.p6_ra1.next = self.p6_i1.q.val().get_bits::<BA>(1);
            } else {
                self.p6_ra0.next = self.p6_i1.q.val().get_bits::<BA>(1);
                self.p6_ra1.next = self.p6_i2.q.val().get_bits::<BA>(1);
            }
        } else {
            self.p6_ra0.next = self.p6_a.q.val().get_bits::<BA>(1);
            self.p6_ra1.next = self.p6_a.q.val().get_bits::<BA>(1);
        }

        if self.advance.val() {
            self.p0_v.d.next = self.in_valid.val();
            self.p0_op.d.next = self.in_op.val();
            // READ/WRITE carry an address in `a` and the word in `x`.
            if (self.in_op.val() == self.op_read.val()) | (self.in_op.val() == self.op_write.val())
            {
                self.p0_x.d.next = self.in_data.val();
            } else {
                self.p0_x.d.next = self.in_key.val();
            }
            self.p0_a.d.next = self.in_key.val().get_bits::<16>(0);
            self.p1_v.d.next = self.p0_v.q.val();
            self.p1_op.d.next = self.p0_op.q.val();
            self.p1_x.d.next = self.rounds[0].out.val();
            self.p1_a.d.next = self.p0_a.q.val();
            self.p2_v.d.next = self.p1_v.q.val();
            self.p2_op.d.next = self.p1_op.q.val();
            self.p2_x.d.next = self.rounds[1].out.val();
            self.p2_a.d.next = self.p1_a.q.val();
            self.p3_v.d.next = self.p2_v.q.val();
            self.p3_op.d.next = self.p2_op.q.val();
            self.p3_x.d.next = self.rounds[2].out.val();
            self.p3_a.d.next = self.p2_a.q.val();
            self.p4_v.d.next = self.p3_v.q.val();
            self.p4_op.d.next = self.p3_op.q.val();
            self.p4_x.d.next = self.rounds[3].out.val();
            self.p4_a.d.next = self.p3_a.q.val();
            self.p5_v.d.next = self.p4_v.q.val();
            self.p5_op.d.next = self.p4_op.q.val();
            self.p5_x.d.next = self.p4_x.q.val();
            self.p5_a.d.next = self.p4_a.q.val() & self.amask16.val();
            // fp = h0[F-1:0], 0 remapped to 1; i1 = h0[32 +: B]
            if (self.p4_x.q.val().get_bits::<16>(0) & self.fmask16.val()) == self.zero16.val() {
                self.p5_fp.d.next = self.one16.val();
            } else {
                self.p5_fp.d.next = self.p4_x.q.val().get_bits::<16>(0) & self.fmask16.val();
            }
            self.p5_i1.d.next = self.p4_x.q.val().get_bits::<B>(32);
            self.p6_v.d.next = self.p5_v.q.val();
            self.p6_op.d.next = self.p5_op.q.val();
            self.p6_x.d.next = self.p5_x.q.val();
            self.p6_a.d.next = self.p5_a.q.val();
            self.p6_fp.d.next = self.p5_fp.q.val();
            self.p6_i1.d.next = self.p5_i1.q.val();
            self.p6_i2.d.next = self.alt_p.alt.val();
            self.p7_v.d.next = self.p6_v.q.val();
            self.p7_op.d.next = self.p6_op.q.val();
            self.p7_x.d.next = self.p6_x.q.val();
            self.p7_a.d.next = self.p6_a.q.val();
            self.p7_fp.d.next = self.p6_fp.q.val();
            self.p7_i1.d.next = self.p6_i1.q.val();
            self.p7_i2.d.next = self.p6_i2.q.val();
            self.p7_addr0.d.next = self.p6_ra0.val();
            self.p7_addr1.d.next = self.p6_ra1.val();
        }

        // ---- P7 data: RAM output, or the word written at the edge it was read
        if self.wb_v.q.val() & !self.wb_bank.q.val() & (self.wb_addr.q.val() == self.rd0.q.val()) {
            self.w0.next = self.wb_data.q.val();
        } else {
            self.w0.next = self.banks[0].read_data.val();
        }
        if self.wb_v.q.val() & self.wb_bank.q.val() & (self.wb_addr.q.val() == self.rd1.q.val()) {
            self.w1.next = self.wb_data.q.val();
        } else {
            self.w1.next = self.banks[1].read_data.val();
        }
        if self.p7_i1.q.val().get_bit(0) {
            self.wa.next = self.w1.val();
            self.wb.next = self.w0.val();
        } else {
            self.wa.next = self.w0.val();
            self.wb.next = self.w1.val();
        }
        if self.p7_a.q.val().get_bit(0) {
            self.mem_word.next = self.w1.val();
        } else {
            self.mem_word.next = self.w0.val();
        }
        // An empty stash reads as 0 (docs/cuckoo.md).
        if self.stash_v.q.val() {
            self.stash_word.next = self.stash_valid_bit.val()
                | (bit_cast::<64, B>(self.stash_i.q.val()) << 16)
                | bit_cast::<64, 16>(self.stash_fp.q.val());
        } else {
            self.stash_word.next = self.zero64.val();
        }
        self.stash_hit.next = self.stash_v.q.val()
            & (self.stash_fp.q.val() == self.p7_fp.q.val())
            & ((self.stash_i.q.val() == self.p7_i1.q.val())
                | (self.stash_i.q.val() == self.p7_i2.q.val()));
        // One Galois LFSR step (taken only when an eviction happens).
        if self.lfsr.q.val().get_bit(0) {
            self.lfsr_next.next = (self.lfsr.q.val() >> 1) ^ self.lfsr_taps.val();
        } else {
            self.lfsr_next.next = self.lfsr.q.val() >> 1;
        }

        // ---- defaults
        self.scan_a.word.next = self.wa.val();
        self.scan_b.word.next = self.wb.val();
        self.scan_a.fp.next = self.p7_fp.q.val().get_bits::<F>(0);
        self.scan_b.fp.next = self.p7_fp.q.val().get_bits::<F>(0);
        self.slot_w.word.next = self.wb.val();
        self.slot_w.slot.next = self.lfsr_next.val().get_bits::<2>(0);
        self.slot_w.value.next = self.p7_fp.q.val();
        self.victim.next = self.slot_w.read.val();
        self.alt_k.index.next = self.p7_i2.q.val();
        self.alt_k.fp.next = self.victim.val();
        self.alt_r.index.next = self.stash_i.q.val();
        self.alt_r.fp.next = self.stash_fp.q.val();
        self.we.next = false;
        self.w_bank.next = false;
        self.w_addr.next = self.zero_ba.val();
        self.w_data.next = self.zero_w.val();
        self.res_v.next = false;
        self.res_code.next = self.c_ok.val();
        self.res_data.next = self.zero64.val();
        self.idelta.next = self.zero32.val();
        self.izero.next = false;
        self.iwdiff.next = bit_cast::<4, 3>(self.scan_b.occupied.val())
            - bit_cast::<4, 3>(self.scan_a.occupied.val());
        // Read addresses: P6's when P7 takes it, else P7's own (re-read).
        if self.advance.val() {
            self.ra0.next = self.p6_ra0.val();
            self.ra1.next = self.p6_ra1.val();
        } else {
            self.ra0.next = self.p7_addr0.q.val();
            self.ra1.next = self.p7_addr1.q.val();
        }

        match self.st.q.val() {
            CuckooState::Normal => {
                if self.p7_v.q.val() & self.advance_tail.val() {
                    match self.p7_op.q.val().index() {
                        0 => {
                            // QUERY
                            self.res_v.next = true;
                            if self.scan_a.any_match.val()
                                | self.scan_b.any_match.val()
                                | self.stash_hit.val()
                            {
                                self.res_code.next = self.c_ok.val();
                            } else {
                                self.res_code.next = self.c_nf.val();
                            }
                        }
                        1 => {
                            // INSERT
                            if self.stash_v.q.val() {
                                self.res_v.next = true;
                                self.res_code.next = self.c_full.val();
                                self.full.d.next = self.full.q.val() + self.one32.val();
                            } else if self.scan_a.any_empty.val() {
                                self.res_v.next = true;
                                self.idelta.next = self.one32.val();
                                self.slot_w.word.next = self.wa.val();
                                self.slot_w.slot.next = self.scan_a.lowest_empty.val();
                                self.we.next = true;
                                self.w_bank.next = self.p7_i1.q.val().get_bit(0);
                                self.w_addr.next = self.p7_i1.q.val().get_bits::<BA>(1);
                                self.w_data.next = self.slot_w.written.val();
                            } else if self.scan_b.any_empty.val() {
                                self.res_v.next = true;
                                self.idelta.next = self.one32.val();
                                self.slot_w.slot.next = self.scan_b.lowest_empty.val();
                                self.we.next = true;
                                self.w_bank.next = self.p7_i2.q.val().get_bit(0);
                                self.w_addr.next = self.p7_i2.q.val().get_bits::<BA>(1);
                                self.w_data.next = self.slot_w.written.val();
                            } else {
                                // Both full: evict from i2 (slot from the LFSR) and go on in the FSM.
                                self.idelta.next = self.one32.val();
                                self.lfsr.d.next = self.lfsr_next.val();
                                self.kicks.d.next = self.kicks.q.val() + self.one32.val();
                                self.we.next = true;
                                self.w_bank.next = self.p7_i2.q.val().get_bit(0);
                                self.w_addr.next = self.p7_i2.q.val().get_bits::<BA>(1);
                                self.w_data.next = self.slot_w.written.val();
                                self.f_op.d.next = self.p7_op.q.val();
                                self.f_x.d.next = self.victim.val();
                                self.f_cur.d.next = self.alt_k.alt.val();
                                self.f_kc.d.next = self.one16.val();
                                self.st.d.next = CuckooState::KickRead;
                            }
                        }
                        5 => {
                            // DELETE
                            if self.scan_a.any_match.val() | self.scan_b.any_match.val() {
                                self.idelta.next = self.minus1_32.val();
                                self.slot_w.value.next = self.zero16.val();
                                self.we.next = true;
                                self.w_data.next = self.slot_w.written.val();
                                if self.scan_a.any_match.val() {
                                    self.slot_w.word.next = self.wa.val();
                                    self.slot_w.slot.next = self.scan_a.lowest_match.val();
                                    self.w_bank.next = self.p7_i1.q.val().get_bit(0);
                                    self.w_addr.next = self.p7_i1.q.val().get_bits::<BA>(1);
                                } else {
                                    self.slot_w.word.next = self.wb.val();
                                    self.slot_w.slot.next = self.scan_b.lowest_match.val();
                                    self.w_bank.next = self.p7_i2.q.val().get_bit(0);
                                    self.w_addr.next = self.p7_i2.q.val().get_bits::<BA>(1);
                                }
                                if self.stash_v.q.val() {
                                    // A slot is free now: re-insert the stash entry.
                                    self.stash_v.d.next = false;
                                    self.f_op.d.next = self.p7_op.q.val();
                                    self.f_rfp.d.next = self.stash_fp.q.val();
                                    self.f_ri.d.next = self.stash_i.q.val();
                                    self.f_ri2.d.next = self.alt_r.alt.val();
                                    self.f_kc.d.next = self.zero16.val();
                                    self.st.d.next = CuckooState::ReinRead;
                                } else {
                                    self.res_v.next = true;
                                }
                            } else if self.stash_hit.val() {
                                self.res_v.next = true;
                                self.stash_v.d.next = false;
                                self.idelta.next = self.minus1_32.val();
                            } else {
                                self.res_v.next = true;
                                self.res_code.next = self.c_nf.val();
                            }
                        }
                        2 => {
                            // CLEAR
                            self.f_op.d.next = self.p7_op.q.val();
                            self.clr.d.next = self.zero_ba.val();
                            self.st.d.next = CuckooState::Clearing;
                        }
                        3 => {
                            // READ
                            self.res_v.next = true;
                            if self.p7_a.q.val() == self.stash_addr.val() {
                                self.res_data.next = self.stash_word.val();
                            } else {
                                self.res_data.next = bit_cast::<64, W>(self.mem_word.val());
                            }
                        }
                        4 => {
                            // WRITE: the previous word is the result; items follow the slots written.
                            self.res_v.next = true;
                            if self.p7_a.q.val() == self.stash_addr.val() {
                                self.res_data.next = self.stash_word.val();
                                self.stash_v.d.next = self.p7_x.q.val().get_bit(63);
                                self.stash_i.d.next = self.p7_x.q.val().get_bits::<B>(16);
                                self.stash_fp.d.next = self.p7_x.q.val().get_bits::<16>(0);
                                if self.p7_x.q.val().get_bit(63) & !self.stash_v.q.val() {
                                    self.idelta.next = self.one32.val();
                                }
                                if !self.p7_x.q.val().get_bit(63) & self.stash_v.q.val() {
                                    self.idelta.next = self.minus1_32.val();
                                }
                            } else {
                                self.res_data.next = bit_cast::<64, W>(self.mem_word.val());
                                self.scan_a.word.next = self.mem_word.val();
                                self.scan_b.word.next = self.p7_x.q.val().get_bits::<W>(0);
                                if self.iwdiff.val().get_bit(3) {
                                    self.idelta.next =
                                        self.sext4_32.val() | bit_cast::<32, 4>(self.iwdiff.val());
                                } else {
                                    self.idelta.next = bit_cast::<32, 4>(self.iwdiff.val());
                                }
                                self.we.next = true;
                                self.w_bank.next = self.p7_a.q.val().get_bit(0);
                                self.w_addr.next = self.p7_a.q.val().get_bits::<BA>(1);
                                self.w_data.next = self.p7_x.q.val().get_bits::<W>(0);
                            }
                        }
                        6 => {
                            // COUNT
                            self.res_v.next = true;
                            self.res_data.next = bit_cast::<64, 32>(self.items.q.val());
                        }
                        _ => {
                            // STATS
                            self.res_v.next = true;
                            self.res_data.next = bit_cast::<64, 32>(self.kicks.q.val())
                                | (bit_cast::<64, 32>(self.full.q.val()) << 32);
                        }
                    }
                }
            }
            CuckooState::KickRead => {
                // Read the bucket the evicted fingerprint moves to.
                if self.f_cur.q.val().get_bit(0) {
                    self.ra1.next = self.f_cur.q.val().get_bits::<BA>(1);
                } else {
                    self.ra0.next = self.f_cur.q.val().get_bits::<BA>(1);
                }
                self.st.d.next = CuckooState::Kick;
            }
            CuckooState::Kick => {
                if self.f_cur.q.val().get_bit(0) {
                    self.scan_a.word.next = self.w1.val();
                    self.slot_w.word.next = self.w1.val();
                } else {
                    self.scan_a.word.next = self.w0.val();
                    self.slot_w.word.next = self.w0.val();
                }
                self.slot_w.value.next = self.f_x.q.val();
                self.w_bank.next = self.f_cur.q.val().get_bit(0);
                self.w_addr.next = self.f_cur.q.val().get_bits::<BA>(1);
                self.w_data.next = self.slot_w.written.val();
                self.alt_k.index.next = self.f_cur.q.val();
                if self.scan_a.any_empty.val() {
                    self.slot_w.slot.next = self.scan_a.lowest_empty.val();
                    self.we.next = true;
                    self.f_data.d.next = bit_cast::<64, 16>(self.f_kc.q.val());
                    self.st.d.next = CuckooState::Done;
                } else if self.f_kc.q.val() == self.max_kicks.val() {
                    self.stash_v.d.next = true;
                    self.stash_fp.d.next = self.f_x.q.val();
                    self.stash_i.d.next = self.f_cur.q.val();
                    self.f_data.d.next = bit_cast::<64, 16>(self.f_kc.q.val());
                    self.st.d.next = CuckooState::Done;
                } else {
                    self.lfsr.d.next = self.lfsr_next.val();
                    self.kicks.d.next = self.kicks.q.val() + self.one32.val();
                    self.we.next = true;
                    self.f_x.d.next = self.victim.val();
                    self.f_cur.d.next = self.alt_k.alt.val();
                    self.f_kc.d.next = self.f_kc.q.val() + self.one16.val();
                    self.st.d.next = CuckooState::KickRead;
                }
            }
            CuckooState::ReinRead => {
                if self.f_ri.q.val().get_bit(0) {
                    self.ra1.next = self.f_ri.q.val().get_bits::<BA>(1);
                    self.ra0.next = self.f_ri2.q.val().get_bits::<BA>(1);
                } else {
                    self.ra0.next = self.f_ri.q.val().get_bits::<BA>(1);
                    self.ra1.next = self.f_ri2.q.val().get_bits::<BA>(1);
                }
                self.st.d.next = CuckooState::ReinCheck;
            }
            CuckooState::ReinCheck => {
                // scan_a: bucket ri, scan_b: bucket ri2 (the other bank).
                if self.f_ri.q.val().get_bit(0) {
                    self.scan_a.word.next = self.w1.val();
                    self.scan_b.word.next = self.w0.val();
                } else {
                    self.scan_a.word.next = self.w0.val();
                    self.scan_b.word.next = self.w1.val();
                }
                self.slot_w.value.next = self.f_rfp.q.val();
                self.we.next = true;
                self.w_data.next = self.slot_w.written.val();
                if self.scan_a.any_empty.val() {
                    if self.f_ri.q.val().get_bit(0) {
                        self.slot_w.word.next = self.w1.val();
                    } else {
                        self.slot_w.word.next = self.w0.val();
                    }
                    self.slot_w.slot.next = self.scan_a.lowest_empty.val();
                    self.w_bank.next = self.f_ri.q.val().get_bit(0);
                    self.w_addr.next = self.f_ri.q.val().get_bits::<BA>(1);
                    self.f_data.d.next = self.zero64.val();
                    self.st.d.next = CuckooState::Done;
                } else {
                    if self.f_ri.q.val().get_bit(0) {
                        self.slot_w.word.next = self.w0.val();
                    } else {
                        self.slot_w.word.next = self.w1.val();
                    }
                    self.w_bank.next = self.f_ri2.q.val().get_bit(0);
                    self.w_addr.next = self.f_ri2.q.val().get_bits::<BA>(1);
                    if self.scan_b.any_empty.val() {
                        self.slot_w.slot.next = self.scan_b.lowest_empty.val();
                        self.f_data.d.next = self.zero64.val();
                        self.st.d.next = CuckooState::Done;
                    } else {
                        // Evict from the alternate bucket, as an INSERT does.
                        self.alt_k.index.next = self.f_ri2.q.val();
                        self.lfsr.d.next = self.lfsr_next.val();
                        self.kicks.d.next = self.kicks.q.val() + self.one32.val();
                        self.f_x.d.next = self.victim.val();
                        self.f_cur.d.next = self.alt_k.alt.val();
                        self.f_kc.d.next = self.one16.val();
                        self.st.d.next = CuckooState::KickRead;
                    }
                }
            }
            CuckooState::Clearing => {
                self.clr.d.next = self.clr.q.val() + self.one_ba.val();
                if self.clr.q.val().all() {
                    self.stash_v.d.next = false;
                    self.lfsr.d.next = self.lfsr_seed.val();
                    self.izero.next = true;
                    self.kicks.d.next = self.zero32.val();
                    self.full.d.next = self.zero32.val();
                    self.f_data.d.next = self.zero64.val();
                    self.st.d.next = CuckooState::Done;
                }
            }
            _ => {
                // Done: offer the FSM's result; the op in P7 re-reads meanwhile.
                if self.advance_tail.val() {
                    self.st.d.next = CuckooState::Normal;
                }
            }
        }

        self.items.d.next = self.items.q.val() + self.idelta.val();
        if self.izero.val() {
            self.items.d.next = self.zero32.val();
        }

        // ---- memory ports
        for i in 0..2 {
            self.banks[i].write_data.next = self.w_data.val();
            self.banks[i].write_address.next = self.w_addr.val();
        }
        self.banks[0].read_address.next = self.ra0.val();
        self.banks[1].read_address.next = self.ra1.val();
        self.banks[0].write_enable.next = self.we.val() & !self.w_bank.val();
        self.banks[1].write_enable.next = self.we.val() & self.w_bank.val();
        if self.st.q.val() == CuckooState::Clearing {
            for i in 0..2 {
                self.banks[i].write_enable.next = true;
                self.banks[i].write_address.next = self.clr.q.val();
                self.banks[i].write_data.next = self.zero_w.val();
            }
        }
        self.wb_v.d.next = self.we.val();
        self.wb_bank.d.next = self.w_bank.val();
        self.wb_addr.d.next = self.w_addr.val();
        self.wb_data.d.next = self.w_data.val();
        self.rd0.d.next = self.ra0.val();
        self.rd1.d.next = self.ra1.val();

        // ---- P8: the result register
        if self.advance_tail.val() {
            if self.st.q.val() == CuckooState::Done {
                self.p8_v.d.next = true;
                self.p8_op.d.next = self.f_op.q.val();
                self.p8_code.d.next = self.c_ok.val();
                self.p8_data.d.next = self.f_data.q.val();
            } else {
                self.p8_v.d.next = self.res_v.val();
                self.p8_op.d.next = self.p7_op.q.val();
                self.p8_code.d.next = self.res_code.val();
                if self.p7_op.q.val() == self.op_insert.val() {
                    self.p8_data.d.next = self.zero64.val();
                } else {
                    self.p8_data.d.next = self.res_data.val();
                }
            }
        }
        self.out_valid.next = self.p8_v.q.val();
        self.out_op.next = self.p8_op.q.val();
        self.out_code.next = self.p8_code.q.val();
        self.out_data.next = self.p8_data.q.val();

        if self.reset.val() {
            self.p0_v.d.next = false;
            self.p1_v.d.next = false;
            self.p2_v.d.next = false;
            self.p3_v.d.next = false;
            self.p4_v.d.next = false;
            self.p5_v.d.next = false;
            self.p6_v.d.next = false;
            self.p7_v.d.next = false;
            self.p8_v.d.next = false;
            self.st.d.next = CuckooState::Normal;
            self.wb_v.d.next = false;
            self.stash_v.d.next = false;
            self.lfsr.d.next = self.lfsr_seed.val();
            self.items.d.next = self.zero32.val();
            self.kicks.d.next = self.zero32.val();
            self.full.d.next = self.zero32.val();
        }
    }
}
