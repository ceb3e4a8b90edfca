//! `CuckooEngine`: a cuckoo filter with 4-slot buckets, bounded kicks and
//! a one-entry victim stash, exactly as docs/cuckoo.md and the model
//! (`hwfilter_model::cuckoo`) define it.
//!
//! ```text
//!  in_op,in_key,in_data                                                              out_op,out_code,out_data
//!   ──► P0 ─R0─► P1 ─R1─► P2 ─R2─► P3 ─R3─► P4 ─► P5 ─► P6 ─► R ──────► D ──────────────────► P8+S ──►
//!       input     mixer rounds (bypassed      h0   fp,i1, i2,  RAM out,  decide: query/delete/  result
//!       register  for non-key ops)                 bank  read  bucket    insert, or hand the   register
//!                                                  addr. │     order,    op to the FSM ──► kicks, stash and a
//!                                                        │     slot      │                 re-insert, skid
//!                                                        │     flags     │                 CLEAR    entry
//!                                                        ▼               ▼ W: the write decided at the last edge
//!                                  bank 0 (even buckets) + bank 1 (odd buckets): one read port each,
//!                                  one write per cycle; a read at the edge of a write to it is read again
//! ```
//!
//! The stages are blocks of their own, each in its file beside this one:
//! [`CuckooFront`] (P0..P6: input register, the mixer's rounds as a
//! [`MixPipe`](crate::mix_pipe::MixPipe), fingerprint, buckets and bank
//! addresses), [`BucketCompare`] (R's logic: the two words in bucket order,
//! compared slot by slot), [`BucketTable`] (the two banks and W, their one
//! writer), [`ResultQueue`] (P8 and S) and [`FilterCounters`] (`items`,
//! `kicks`, `full` and the LFSR). This block wires them and holds R's and
//! D's registers, D's decision, the FSM and the hazard checks.
//!
//! * **Lookups at one op per cycle.** `i1` and `i2` differ in bit 0, so the
//!   two candidate buckets sit in different banks and P6 reads both in the
//!   same cycle. R puts the RAM's words in bucket order and registers them
//!   with each slot's match and empty flags and the fingerprint an eviction
//!   would take; D decides from those registers (docs/timing.md explains
//!   the split). An INSERT with a free slot in either bucket also takes one
//!   cycle. Results go to P8, with a skid entry S behind it, so D decides
//!   whenever the two have room, from registers, whatever `out_ready` does.
//! * **Read-modify-write hazards.** D registers the write it decides (bank,
//!   address, word, slot, value) and W performs it at the next edge, so the
//!   written word's multiplexer is off D's decision path; the FSM's writes
//!   go through W too. Nothing is forwarded: the op in R may not move to D
//!   while D's op may write one of its buckets or a write decided but not
//!   yet landed is to one of them, including the one landing at the edge it
//!   read (the bank addresses are compared). It waits and reads again, one
//!   or two cycles. A stalled R reads its buckets every cycle, so its data
//!   is never older than the last write. The same wait keeps COUNT behind
//!   an op that changes `items` (its change is added an edge later) and any
//!   op behind one that may change the stash.
//! * **The FSM.** An INSERT whose buckets are both full, a DELETE that frees
//!   a slot while the stash is occupied (re-insert), and CLEAR leave D into
//!   the FSM, which stalls the ops behind them; R's op does not follow into
//!   D until the FSM is done. Each eviction takes two cycles: the bucket read
//!   is registered (with its empty flags and the fingerprint in the LFSR's
//!   slot), then the fingerprint is placed or a victim evicted and the
//!   victim's alternate bucket read. The first eviction's read is presented
//!   while D holds the INSERT, from registers; if the write of the op before
//!   landed on that bucket at the same edge, the bucket is read again
//!   (KickR). A re-insert reads the stash entry's buckets after the DELETE's
//!   write has landed (ReinWait). When the FSM is done it offers the result,
//!   and the op in R, which read its buckets again at the FSM's last write,
//!   moves to D.

mod bucket_compare;
mod counters;
mod front;
mod result_queue;
mod table;

pub use bucket_compare::BucketCompare;
pub use counters::FilterCounters;
pub use front::CuckooFront;
pub use result_queue::ResultQueue;
pub use table::BucketTable;

use hwfilter_model::cuckoo::{code, opcode};
use rust_hdl::prelude::*;

use crate::cuckoo_parts::{CuckooAlt, SlotPick};

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

    front: CuckooFront<F, B, BA>,
    compare: BucketCompare<F, W>,
    counters: FilterCounters,
    buckets: BucketTable<F, W, BA>,
    results: ResultQueue,
    alt_k: CuckooAlt<B>,
    alt_r: CuckooAlt<B>,
    pick_a: SlotPick,
    pick_b: SlotPick,
    /// WRITE's new word (`d_ex`): the slots it fills.
    pick_x: SlotPick,

    p7_v: DFF<Bit>,
    p7_op: DFF<Bits<3>>,
    p7_x: DFF<Bits<64>>,
    p7_a: DFF<Bits<16>>,
    p7_fp: DFF<Bits<16>>,
    p7_i1: DFF<Bits<B>>,
    p7_i2: DFF<Bits<B>>,
    p7_addr0: DFF<Bits<BA>>,
    p7_addr1: DFF<Bits<BA>>,
    /// R's data is the RAM's answer to a read of its own buckets at the last edge.
    r_fresh: DFF<Bit>,
    // -- D: the op deciding, with its buckets' words and slot flags
    d_v: DFF<Bit>,
    d_op: DFF<Bits<3>>,
    /// D's op is INSERT.
    d_ins: DFF<Bit>,
    /// The FSM's state, one-hot (each bit's next value is a small function
    /// of registers); all bits 0 is Normal, the state at power-up and after
    /// reset, where D decides its op. `st_nn`: not Normal.
    st_nn: DFF<Bit>,
    /// KickA: the bucket an evicted fingerprint moves to was read at the
    /// last edge; register it.
    st_ka: DFF<Bit>,
    /// KickB: place the evicted fingerprint, or stash it, or evict again
    /// (and read the next bucket).
    st_kb: DFF<Bit>,
    /// KickR: read the evicted fingerprint's bucket again; the write that
    /// landed at the edge of the first eviction's read was to it (`kfwd`).
    st_kr: DFF<Bit>,
    /// ReinWait: the DELETE's write lands; decide whether it re-inserts the
    /// stash entry, took it, or found nothing.
    st_rw: DFF<Bit>,
    /// ReinRead: read both buckets of the stash entry being re-inserted.
    st_rr: DFF<Bit>,
    /// ReinA: register them.
    st_ra: DFF<Bit>,
    /// ReinB: place the stash entry, or start evictions.
    st_rb: DFF<Bit>,
    /// Clearing: zero one word of each bank per cycle.
    st_cl: DFF<Bit>,
    /// Done: the FSM's result waits for room in the result queue.
    st_dn: DFF<Bit>,
    /// R's op will wait at the next cycle (`conflict`, computed a cycle ahead).
    c_q: DFF<Bit>,
    /// R's word order for the next cycle: bank 1's word is bucket a (`sel`);
    /// `wb` is WRITE's new word (`wx`).
    sel_q: DFF<Bit>,
    wx_q: DFF<Bit>,
    /// Bucket a / b has an empty slot, a slot matching; registered by R.
    d_nea: DFF<Bit>,
    d_neb: DFF<Bit>,
    /// D's op is an INSERT whose buckets are both full.
    d_full2: DFF<Bit>,
    /// D holds an op and the stash was empty when it entered (it cannot
    /// change while the op waits: R's op does not follow one that may
    /// change it, and the FSM is done with it when R's op moves).
    d_kok: DFF<Bit>,
    d_del: DFF<Bit>,
    d_clr: DFF<Bit>,
    d_wst: DFF<Bit>,
    d_fp: DFF<Bits<16>>,
    d_i1: DFF<Bits<B>>,
    d_i2: DFF<Bits<B>>,
    d_addr0: DFF<Bits<BA>>,
    d_addr1: DFF<Bits<BA>>,
    d_a0: DFF<Bit>,
    d_stash: DFF<Bit>,
    d_x63: DFF<Bit>,
    /// INSERT, DELETE or WRITE: may write a bucket.
    d_wr: DFF<Bit>,
    d_wa: DFF<Bits<W>>,
    d_wb: DFF<Bits<W>>,
    d_ma: DFF<Bits<4>>,
    d_mb: DFF<Bits<4>>,
    d_ea: DFF<Bits<4>>,
    d_eb: DFF<Bits<4>>,
    /// Empty slots of WRITE's new word (kept out of `d_eb`'s path from the RAM).
    d_ex: DFF<Bits<4>>,
    /// The fingerprint an eviction from `d_wb` takes (slot from the LFSR).
    d_victim: DFF<Bits<16>>,
    /// The stash holds D's fingerprint for one of its buckets.
    d_sh: DFF<Bit>,
    // -- FSM
    f_op: DFF<Bits<3>>,
    f_cur: DFF<Bits<B>>,
    f_x: DFF<Bits<16>>,
    f_kc: DFF<Bits<16>>,
    /// The bucket the next eviction leaves: D's i2, the FSM's current bucket
    /// (KickB) or the stash entry's alternate bucket (ReinB), kept in one
    /// register so that the eviction's read address is not behind a choice.
    k_idx: DFF<Bits<B>>,
    /// The write at the edge of the eviction read just made was to its bucket.
    kfwd: DFF<Bit>,
    /// The read addresses when neither the front advances nor an eviction
    /// reads: R's own, or the FSM's (ReinRead, KickR); `rh_own`: R's own.
    rh0: DFF<Bits<BA>>,
    rh1: DFF<Bits<BA>>,
    rh_own: DFF<Bit>,
    /// `f_kc == max_kicks`, registered with it (the compare is off KickB's path).
    f_last: DFF<Bit>,
    /// The FSM's result is NOT_FOUND (a DELETE decided in ReinWait).
    f_nf: DFF<Bit>,
    /// D's flags had a matching slot at the last edge (ReinWait's choice,
    /// registered: D's flags hold from the DELETE's decision).
    f_any: DFF<Bit>,
    f_rfp: DFF<Bits<16>>,
    f_ri: DFF<Bits<B>>,
    f_ri2: DFF<Bits<B>>,
    f_data: DFF<Bits<64>>,
    clr: DFF<Bits<BA>>,
    // -- filter state
    stash_v: DFF<Bit>,
    stash_fp: DFF<Bits<16>>,
    stash_i: DFF<Bits<B>>,
    /// The last cycle of CLEAR.
    clr_end: DFF<Bit>,
    // -- W: the write D (or the FSM) decided at the last edge
    // -- constants
    /// `max_kicks - 1`, and whether `max_kicks` is 1 (for `f_last`).
    max_m1: Constant<Bits<16>>,
    max_is1: Constant<Bit>,
    one16: Constant<Bits<16>>,
    stash_addr: Constant<Bits<16>>,
    zero64: Constant<Bits<64>>,
    stash_valid_bit: Constant<Bits<64>>,
    zero32: Constant<Bits<32>>,
    one32: Constant<Bits<32>>,
    minus1_32: Constant<Bits<32>>,
    sext4_32: Constant<Bits<32>>,
    zero_ba: Constant<Bits<BA>>,
    one_ba: Constant<Bits<BA>>,
    zero16: Constant<Bits<16>>,
    zero4: Constant<Bits<4>>,
    op_insert: Constant<Bits<3>>,
    op_read: Constant<Bits<3>>,
    op_write: Constant<Bits<3>>,
    op_delete: Constant<Bits<3>>,
    op_clear: Constant<Bits<3>>,
    op_count: Constant<Bits<3>>,
    c_ok: Constant<Bits<2>>,
    c_full: Constant<Bits<2>>,
    c_nf: Constant<Bits<2>>,
    // -- combinational locals
    advance: Signal<Local, Bit>,
    advance_tail: Signal<Local, Bit>,
    stash_word: Signal<Local, Bits<64>>,
    /// An eviction happens now.
    evict: Signal<Local, Bit>,
    we: Signal<Local, Bit>,
    w_bank: Signal<Local, Bit>,
    w_addr: Signal<Local, Bits<BA>>,
    ra0: Signal<Local, Bits<BA>>,
    ra1: Signal<Local, Bits<BA>>,
    res_v: Signal<Local, Bit>,
    res_code: Signal<Local, Bits<2>>,
    res_data: Signal<Local, Bits<64>>,
    r_rw: Signal<Local, Bit>,
    decide: Signal<Local, Bit>,
    ins_kick: Signal<Local, Bit>,
    to_fsm: Signal<Local, Bit>,
    fsm_port: Signal<Local, Bit>,
    /// D holds an INSERT that will evict (its first eviction read is
    /// presented from registers, before it decides).
    kq0: Signal<Local, Bit>,
    /// An eviction happens now (the FSM's registers follow it).
    kick_real: Signal<Local, Bit>,
    m_w6: Signal<Local, Bit>,
    m_w7: Signal<Local, Bit>,
    kick_now: Signal<Local, Bit>,
    /// The next state is ReinRead / KickR / Clearing (the FSM reads, or
    /// writes both banks).
    nx_rr: Signal<Local, Bit>,
    nx_kr: Signal<Local, Bit>,
    nx_cl: Signal<Local, Bit>,
    /// Either bucket of D's op has a matching slot.
    any_m: Signal<Local, Bit>,
    m_dp6: Signal<Local, Bit>,
    m_dp7: Signal<Local, Bit>,
    m_76: Signal<Local, Bit>,
    m_fsm: Signal<Local, Bit>,
    d_stays: Signal<Local, Bit>,
    p7_wr: Signal<Local, Bit>,
    conflict: Signal<Local, Bit>,
    r_go: Signal<Local, Bit>,
    /// The RAM reads P6's buckets (a superset of `advance`, from fewer
    /// registers: the address mux is off D's decision).
    front_rd: Signal<Local, Bit>,
    r_rd: Signal<Local, Bit>,
    ws_b: Signal<Local, Bit>,
    ws_slot: Signal<Local, Bits<2>>,
    ws_val: Signal<Local, Bits<16>>,
    ws_whole: Signal<Local, Bit>,
    /// What `items` changes by this cycle (one adder for every case).
    idelta: Signal<Local, Bits<32>>,
    /// WRITE: non-empty slots written minus those replaced.
    iwdiff: Signal<Local, Bits<4>>,
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
            front: CuckooFront::new(),
            compare: BucketCompare::new(),
            counters: FilterCounters::new(),
            buckets: BucketTable::new(),
            results: ResultQueue::new(),
            alt_k: CuckooAlt::new(),
            alt_r: CuckooAlt::new(),
            pick_a: SlotPick::new(),
            pick_b: SlotPick::new(),
            pick_x: SlotPick::new(),
            p7_v: Default::default(),
            p7_op: Default::default(),
            p7_x: Default::default(),
            p7_a: Default::default(),
            p7_fp: Default::default(),
            p7_i1: Default::default(),
            p7_i2: Default::default(),
            p7_addr0: Default::default(),
            p7_addr1: Default::default(),
            r_fresh: Default::default(),
            d_v: Default::default(),
            d_op: Default::default(),
            d_ins: Default::default(),
            st_nn: Default::default(),
            st_ka: Default::default(),
            st_kb: Default::default(),
            st_kr: Default::default(),
            st_rw: Default::default(),
            st_rr: Default::default(),
            st_ra: Default::default(),
            st_rb: Default::default(),
            st_cl: Default::default(),
            st_dn: Default::default(),
            c_q: Default::default(),
            sel_q: Default::default(),
            wx_q: Default::default(),
            d_nea: Default::default(),
            d_neb: Default::default(),
            d_full2: Default::default(),
            d_kok: Default::default(),
            d_del: Default::default(),
            d_clr: Default::default(),
            d_wst: Default::default(),
            d_fp: Default::default(),
            d_i1: Default::default(),
            d_i2: Default::default(),
            d_addr0: Default::default(),
            d_addr1: Default::default(),
            d_a0: Default::default(),
            d_stash: Default::default(),
            d_x63: Default::default(),
            d_wr: Default::default(),
            d_wa: Default::default(),
            d_wb: Default::default(),
            d_ma: Default::default(),
            d_mb: Default::default(),
            d_ea: Default::default(),
            d_eb: Default::default(),
            d_ex: Default::default(),
            d_victim: Default::default(),
            d_sh: Default::default(),
            f_op: Default::default(),
            f_cur: Default::default(),
            f_x: Default::default(),
            f_kc: Default::default(),
            k_idx: Default::default(),
            kfwd: Default::default(),
            rh0: Default::default(),
            rh1: Default::default(),
            rh_own: Default::default(),
            f_last: Default::default(),
            f_nf: Default::default(),
            f_any: Default::default(),
            f_rfp: Default::default(),
            f_ri: Default::default(),
            f_ri2: Default::default(),
            f_data: Default::default(),
            clr: Default::default(),
            stash_v: Default::default(),
            stash_fp: Default::default(),
            stash_i: Default::default(),
            clr_end: Default::default(),
            max_m1: Constant::new(((max_kicks - 1) as u64).to_bits()),
            max_is1: Constant::new(max_kicks == 1),
            one16: Constant::new(1u64.to_bits()),
            stash_addr: Constant::new((1u64 << B).to_bits()),
            zero64: Constant::new(0u64.to_bits()),
            stash_valid_bit: Constant::new((1u64 << 63).to_bits()),
            zero32: Constant::new(0u64.to_bits()),
            one32: Constant::new(1u64.to_bits()),
            minus1_32: Constant::new(0xffff_ffffu64.to_bits()),
            sext4_32: Constant::new(0xffff_fff0u64.to_bits()),
            zero_ba: Constant::new(0u64.to_bits()),
            one_ba: Constant::new(1u64.to_bits()),
            zero16: Constant::new(0u64.to_bits()),
            zero4: Constant::new(0u64.to_bits()),
            op_insert: Constant::new((opcode::INSERT as u64).to_bits()),
            op_read: Constant::new((opcode::READ as u64).to_bits()),
            op_write: Constant::new((opcode::WRITE as u64).to_bits()),
            op_delete: Constant::new((opcode::DELETE as u64).to_bits()),
            op_clear: Constant::new((opcode::CLEAR as u64).to_bits()),
            op_count: Constant::new((opcode::COUNT as u64).to_bits()),
            c_ok: Constant::new((code::OK as u64).to_bits()),
            c_full: Constant::new((code::FULL as u64).to_bits()),
            c_nf: Constant::new((code::NOT_FOUND as u64).to_bits()),
            advance: Default::default(),
            advance_tail: Default::default(),
            stash_word: Default::default(),
            evict: Default::default(),
            we: Default::default(),
            w_bank: Default::default(),
            w_addr: Default::default(),
            ra0: Default::default(),
            ra1: Default::default(),
            res_v: Default::default(),
            res_code: Default::default(),
            res_data: Default::default(),
            r_rw: Default::default(),
            decide: Default::default(),
            ins_kick: Default::default(),
            to_fsm: Default::default(),
            fsm_port: Default::default(),
            kq0: Default::default(),
            kick_real: Default::default(),
            m_w6: Default::default(),
            m_w7: Default::default(),
            kick_now: Default::default(),
            nx_rr: Default::default(),
            nx_kr: Default::default(),
            nx_cl: Default::default(),
            any_m: Default::default(),
            m_dp6: Default::default(),
            m_dp7: Default::default(),
            m_76: Default::default(),
            m_fsm: Default::default(),
            d_stays: Default::default(),
            p7_wr: Default::default(),
            conflict: Default::default(),
            r_go: Default::default(),
            front_rd: Default::default(),
            r_rd: Default::default(),
            ws_b: Default::default(),
            ws_slot: Default::default(),
            ws_val: Default::default(),
            ws_whole: Default::default(),
            idelta: Default::default(),
            iwdiff: Default::default(),
        }
    }
}

// The op codes as literals for `match` (rust-hdl hits on literals).
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

// Nested ifs and ifs inside match arms mirror the Verilog #[hdl_gen]
// writes from them (it has no match guards); collapsing them would
// reshape the generated logic, its golden copy and its timing.
#[allow(clippy::collapsible_if, clippy::collapsible_match)]
impl<const F: usize, const W: usize, const B: usize, const BA: usize> Logic
    for CuckooEngine<F, W, B, BA>
{
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(
            self, clock, p7_v, p7_op, p7_x, p7_a, p7_fp, p7_i1, p7_i2, p7_addr0, p7_addr1, r_fresh,
            d_v, d_op, d_ins, st_nn, st_ka, st_kb, st_kr, st_rw, st_rr, st_ra, st_rb, st_cl, st_dn,
            c_q, sel_q, wx_q, d_nea, d_neb, d_full2, d_kok, d_del, d_clr, d_wst, d_fp, d_i1, d_i2,
            d_addr0, d_addr1, d_a0, d_stash, d_x63, d_wr, d_wa, d_wb, d_ma, d_mb, d_ea, d_eb, d_ex,
            d_victim, d_sh, f_op, f_cur, f_x, f_kc, k_idx, kfwd, rh0, rh1, rh_own, f_last, f_nf,
            f_any, f_rfp, f_ri, f_ri2, f_data, clr, stash_v, stash_fp, stash_i, clr_end
        );
        self.buckets.clock.next = self.clock.val();
        self.buckets.reset.next = self.reset.val();
        self.results.clock.next = self.clock.val();
        self.counters.clock.next = self.clock.val();
        self.counters.reset.next = self.reset.val();
        self.results.reset.next = self.reset.val();

        // ---- handshake: the result queue (P8 and its skid entry S) can take
        // a value; from registers only, so `out_ready` is off every decision.
        self.advance_tail.next = self.results.in_ready.val();

        // ---- D takes R's op when it decides its own (or is empty)
        self.pick_a.hits.next = self.d_ma.q.val();
        self.pick_a.empties.next = self.d_ea.q.val();
        self.pick_b.hits.next = self.d_mb.q.val();
        self.pick_b.empties.next = self.d_eb.q.val();
        self.pick_x.hits.next = self.zero4.val();
        self.pick_x.empties.next = self.d_ex.q.val();
        self.decide.next = self.d_v.q.val() & self.advance_tail.val() & (!self.st_nn.q.val());
        // (`d_kok` stands for `d_v & !stash_v`, from one register.)
        self.ins_kick.next = self.d_full2.q.val() & self.d_kok.q.val();
        // D's op goes to the FSM: R's op may not follow it into D. A DELETE
        // while the stash is occupied goes too (whether it re-inserts is
        // decided in ReinWait, from D's flags, which hold); R's op waits
        // behind it through `conflict` as well.
        self.to_fsm.next =
            self.ins_kick.val() | self.d_clr.q.val() | (self.d_del.q.val() & self.stash_v.q.val());
        self.fsm_port.next = self.decide.val() & self.ins_kick.val();
        self.kq0.next = self.ins_kick.val();
        // R's op read a bucket that D's op may write at this edge: it waits
        // and reads again after the write has landed.
        // So does COUNT behind an op that may change `items` (its change is
        // added an edge later), and any op behind one that may change the
        // stash (R compares the stash with its fingerprint).
        self.conflict.next = self.c_q.q.val();
        self.r_go.next = self.p7_v.q.val()
            & self.r_fresh.q.val()
            & !self.conflict.val()
            & (((!self.st_nn.q.val())
                & (!self.d_v.q.val() | (self.decide.val() & !self.to_fsm.val())))
                | ((self.st_dn.q.val()) & !self.d_v.q.val()));
        // Reset moves the front too, emptying it (the valid bits take
        // `!reset`), so its registers' enable is `advance` alone.
        self.advance.next = (((!self.st_nn.q.val()) | (self.st_dn.q.val()))
            & ((!self.p7_v.q.val() & !self.kq0.val()) | self.r_go.val()))
            | self.reset.val();
        self.in_ready.next = self.advance.val() & !self.reset.val();
        // The RAM reads P6's buckets whenever the front may advance as far as
        // R and the FSM does not read: `advance` implies it (but for reset,
        // which empties the front), and it leaves out whether D decides (the
        // result queue's room, CLEAR). When the front then stays, R's op's
        // words were not read (`r_fresh` falls) and it reads them again at the
        // next edge: a cycle lost only under back-pressure or behind CLEAR.
        self.front_rd.next = !self.kq0.val()
            & ((!self.st_nn.q.val()) | self.st_dn.q.val())
            & (!self.p7_v.q.val()
                | (self.r_fresh.q.val()
                    & !self.conflict.val()
                    & ((!self.st_nn.q.val()) | !self.d_v.q.val())));

        // ---- P0..P6: the key front, moved by `advance`
        self.front.clock.next = self.clock.val();
        self.front.reset.next = self.reset.val();
        self.front.advance.next = self.advance.val();
        self.front.in_valid.next = self.in_valid.val();
        self.front.in_op.next = self.in_op.val();
        self.front.in_key.next = self.in_key.val();
        self.front.in_data.next = self.in_data.val();

        if self.advance.val() {
            self.p7_v.d.next = self.front.out_valid.val() & !self.reset.val();
            self.p7_op.d.next = self.front.out_op.val();
            self.p7_x.d.next = self.front.out_word.val();
            self.p7_a.d.next = self.front.out_addr.val();
            self.p7_fp.d.next = self.front.out_fp.val();
            self.p7_i1.d.next = self.front.out_i1.val();
            self.p7_i2.d.next = self.front.out_i2.val();
            self.p7_addr0.d.next = self.front.out_bank0_addr.val();
            self.p7_addr1.d.next = self.front.out_bank1_addr.val();
        }

        // ---- R: the RAM's output put in bucket order. Nothing is forwarded:
        // an op whose buckets are written at the edge it read them waits and
        // reads again (`conflict`), so R's words are the RAM's own.
        self.r_rw.next = (self.p7_op.q.val() == self.op_read.val())
            | (self.p7_op.q.val() == self.op_write.val());
        // Bucket a is i1 (or the word of READ/WRITE), bucket b i2 (or
        // WRITE's new word); in the FSM's capture cycles, the bucket it read.
        // Both choices are registered a cycle ahead (`sel_q`, `wx_q`, below).
        self.compare.word0.next = self.buckets.read_word0.val();
        self.compare.word1.next = self.buckets.read_word1.val();
        self.compare.fp.next = self.p7_fp.q.val().get_bits::<F>(0);
        self.compare.swap.next = self.sel_q.q.val();
        self.compare.new_word.next = self.p7_x.q.val().get_bits::<W>(0);
        self.compare.use_new_word.next = self.wx_q.q.val();
        // The slot an eviction from bucket b would take (the LFSR changes
        // only when no op moves from R to D).
        self.compare.victim_slot.next = self.counters.victim_slot.val();

        if self.r_go.val() {
            self.d_op.d.next = self.p7_op.q.val();
            self.d_ex.d.next = self.compare.new_word_empties.val();
            self.d_ins.d.next = self.p7_op.q.val() == self.op_insert.val();
            self.d_del.d.next = self.p7_op.q.val() == self.op_delete.val();
            self.d_full2.d.next =
                (self.p7_op.q.val() == self.op_insert.val()) & self.compare.both_full.val();
            self.d_clr.d.next = self.p7_op.q.val() == self.op_clear.val();
            self.d_wst.d.next = (self.p7_op.q.val() == self.op_write.val())
                & (self.p7_a.q.val() == self.stash_addr.val());
            self.d_fp.d.next = self.p7_fp.q.val();
            self.d_i1.d.next = self.p7_i1.q.val();
            self.d_i2.d.next = self.p7_i2.q.val();
            self.d_addr0.d.next = self.p7_addr0.q.val();
            self.d_addr1.d.next = self.p7_addr1.q.val();
            self.d_a0.d.next = self.p7_a.q.val().get_bit(0);
            self.d_stash.d.next = self.p7_a.q.val() == self.stash_addr.val();
            self.d_x63.d.next = self.p7_x.q.val().get_bit(63);
            self.d_sh.d.next = self.stash_v.q.val()
                & (self.stash_fp.q.val() == self.p7_fp.q.val())
                & ((self.stash_i.q.val() == self.p7_i1.q.val())
                    | (self.stash_i.q.val() == self.p7_i2.q.val()));
            self.d_wr.d.next = (self.p7_op.q.val() == self.op_insert.val())
                | (self.p7_op.q.val() == self.op_delete.val())
                | (self.p7_op.q.val() == self.op_write.val());
        }
        if self.r_go.val() | self.st_ka.q.val() | self.st_ra.q.val() {
            self.d_wa.d.next = self.compare.word_a.val();
            self.d_wb.d.next = self.compare.word_b.val();
            self.d_ma.d.next = self.compare.hits_a.val();
            self.d_mb.d.next = self.compare.hits_b.val();
            self.d_ea.d.next = self.compare.empties_a.val();
            self.d_eb.d.next = self.compare.empties_b.val();
            self.d_victim.d.next = self.compare.victim.val();
            self.d_nea.d.next = self.compare.empties_a.val().any();
            self.d_neb.d.next = self.compare.empties_b.val().any();
        }
        if self.r_go.val() {
            self.d_v.d.next = true;
            self.d_kok.d.next = !self.stash_v.q.val();
        } else if self.decide.val() {
            self.d_v.d.next = false;
            self.d_kok.d.next = false;
        }

        // An empty stash reads as 0 (docs/cuckoo.md).
        if self.stash_v.q.val() {
            self.stash_word.next = self.stash_valid_bit.val()
                | (bit_cast::<64, B>(self.stash_i.q.val()) << 16)
                | bit_cast::<64, 16>(self.stash_fp.q.val());
        } else {
            self.stash_word.next = self.zero64.val();
        }

        // ---- defaults
        // The written word: `ws_val` into slot `ws_slot` of D's word a or b
        // (`ws_b`), or WRITE's whole word (`ws_whole`); each case only sets
        // these few control bits, so the word's multiplexer stays shallow.
        self.ws_b.next = true;
        self.ws_slot.next = self.counters.victim_slot.val();
        self.ws_val.next = self.d_fp.q.val();
        self.ws_whole.next = false;
        // The bucket a victim is evicted from, by state alone (kicks present
        // its alternate bucket to the RAM, so nothing decided may select it).
        self.alt_k.index.next = self.k_idx.q.val();
        self.alt_k.fp.next = self.d_victim.q.val();
        self.alt_r.index.next = self.stash_i.q.val();
        self.alt_r.fp.next = self.stash_fp.q.val();
        self.we.next = false;
        self.evict.next = false;
        self.w_bank.next = false;
        self.w_addr.next = self.zero_ba.val();
        self.res_v.next = false;
        // The result's code and data follow D's op and flags alone, so the
        // decision (`decide`) is off their paths; only `res_v` waits for it.
        self.any_m.next = self.pick_a.any_match.val() | self.pick_b.any_match.val();
        self.res_code.next = self.c_ok.val();
        self.res_data.next = self.zero64.val();
        match self.d_op.q.val().index() {
            0 => {
                if !(self.any_m.val() | self.d_sh.q.val()) {
                    self.res_code.next = self.c_nf.val();
                }
            }
            1 => {
                if self.stash_v.q.val() {
                    self.res_code.next = self.c_full.val();
                }
            }
            5 => {
                if !(self.any_m.val() | self.d_sh.q.val()) {
                    self.res_code.next = self.c_nf.val();
                }
            }
            3 => {
                // READ: the word.
                if self.d_stash.q.val() {
                    self.res_data.next = self.stash_word.val();
                } else {
                    self.res_data.next = bit_cast::<64, W>(self.d_wa.q.val());
                }
            }
            4 => {
                // WRITE: the previous word.
                if self.d_stash.q.val() {
                    self.res_data.next = self.stash_word.val();
                } else {
                    self.res_data.next = bit_cast::<64, W>(self.d_wa.q.val());
                }
            }
            6 => {
                self.res_data.next = bit_cast::<64, 32>(self.counters.items.val());
            }
            7 => {
                self.res_data.next = bit_cast::<64, 32>(self.counters.kicks.val())
                    | (bit_cast::<64, 32>(self.counters.full.val()) << 32);
            }
            _ => {}
        }
        self.idelta.next = self.zero32.val();
        self.counters.full_answer.next = false;
        self.iwdiff.next = bit_cast::<4, 3>(self.pick_x.occupied.val())
            - bit_cast::<4, 3>(self.pick_a.occupied.val());
        // Read addresses: R's own (re-read) unless the FSM reads; P6's when
        // the front may take them, or an eviction's (`front_rd`, `kick_now`, below).
        // The address held for each bank (`rh0`, `rh1`: R's own, or the
        // FSM's in ReinRead and KickR) was chosen at the last edge.
        self.ra0.next = self.rh0.q.val();
        self.ra1.next = self.rh1.q.val();
        self.r_rd.next = self.rh_own.q.val();

        // ---- D's decision and the FSM's steps. The write's bank, address,
        // slot and value follow the state and D's op and flags alone; only
        // what must not happen unless D decides (`we`, `res_v`, `evict`,
        // `idelta`, the stash and the counters) waits for `decide`.
        self.f_any.d.next = self.any_m.val();
        if !self.st_nn.q.val() {
            // Normal. The FSM's registers for a DELETE or CLEAR handed to it
            // take their values whether or not D decides (they are not read
            // until the FSM runs).
            self.f_nf.d.next = false;
            self.f_op.d.next = self.d_op.q.val();
            self.f_rfp.d.next = self.stash_fp.q.val();
            self.f_ri.d.next = self.stash_i.q.val();
            self.f_ri2.d.next = self.alt_r.alt.val();
            match self.d_op.q.val().index() {
                1 => {
                    // INSERT: the first empty slot of i1, else of i2; both
                    // full: evict from i2 (slot from the LFSR), read the
                    // victim's alternate bucket and go on in the FSM
                    // (`kick_now`, `st_ka`). With the stash occupied: FULL.
                    if self.d_nea.q.val() {
                        self.ws_b.next = false;
                        self.ws_slot.next = self.pick_a.lowest_empty.val();
                        self.w_bank.next = self.d_i1.q.val().get_bit(0);
                        self.w_addr.next = self.d_i1.q.val().get_bits::<BA>(1);
                    } else {
                        if self.d_neb.q.val() {
                            self.ws_slot.next = self.pick_b.lowest_empty.val();
                        }
                        self.w_bank.next = self.d_i2.q.val().get_bit(0);
                        self.w_addr.next = self.d_i2.q.val().get_bits::<BA>(1);
                    }
                    if self.decide.val() {
                        if self.stash_v.q.val() {
                            self.counters.full_answer.next = true;
                        } else {
                            self.idelta.next = self.one32.val();
                            self.we.next = true;
                        }
                    }
                    self.res_v.next = self.decide.val() & !self.ins_kick.val();
                    self.evict.next = self.fsm_port.val();
                }
                5 => {
                    // DELETE: the first matching slot of i1, else of i2. With
                    // the stash occupied the FSM decides the stash (ReinWait).
                    self.ws_val.next = self.zero16.val();
                    if self.pick_a.any_match.val() {
                        self.ws_b.next = false;
                        self.ws_slot.next = self.pick_a.lowest_match.val();
                        self.w_bank.next = self.d_i1.q.val().get_bit(0);
                        self.w_addr.next = self.d_i1.q.val().get_bits::<BA>(1);
                    } else {
                        self.ws_slot.next = self.pick_b.lowest_match.val();
                        self.w_bank.next = self.d_i2.q.val().get_bit(0);
                        self.w_addr.next = self.d_i2.q.val().get_bits::<BA>(1);
                    }
                    if self.decide.val() & self.any_m.val() {
                        self.idelta.next = self.minus1_32.val();
                        self.we.next = true;
                    }
                    self.res_v.next = self.decide.val() & !self.stash_v.q.val();
                }
                4 => {
                    // WRITE (`d_wb` holds the new word): the previous word is
                    // the result; items follow the slots written.
                    self.res_v.next = self.decide.val();
                    self.w_bank.next = self.d_a0.q.val();
                    self.w_addr.next = self.d_addr0.q.val();
                    self.ws_whole.next = true;
                    if self.decide.val() {
                        if self.d_stash.q.val() {
                            if self.d_x63.q.val() & !self.stash_v.q.val() {
                                self.idelta.next = self.one32.val();
                            }
                            if !self.d_x63.q.val() & self.stash_v.q.val() {
                                self.idelta.next = self.minus1_32.val();
                            }
                        } else {
                            if self.iwdiff.val().get_bit(3) {
                                self.idelta.next =
                                    self.sext4_32.val() | bit_cast::<32, 4>(self.iwdiff.val());
                            } else {
                                self.idelta.next = bit_cast::<32, 4>(self.iwdiff.val());
                            }
                            self.we.next = true;
                        }
                    }
                }
                2 => {
                    // CLEAR: the FSM (`st_cl`).
                }
                _ => {
                    // QUERY, READ, COUNT, STATS
                    self.res_v.next = self.decide.val();
                }
            }
        }
        // KickB: place the evicted fingerprint (bucket f_cur is `d_wb`), or
        // stash it at the last kick, or evict again.
        if self.st_kb.q.val() {
            self.ws_val.next = self.f_x.q.val();
            self.w_bank.next = self.f_cur.q.val().get_bit(0);
            self.w_addr.next = self.f_cur.q.val().get_bits::<BA>(1);
            if self.d_neb.q.val() {
                self.ws_slot.next = self.pick_b.lowest_empty.val();
                self.we.next = true;
            } else if !self.f_last.q.val() {
                self.evict.next = true;
                self.we.next = true;
            }
        }
        // ReinWait: D still holds the DELETE's flags (`f_any`). A slot was
        // freed: re-insert the stash entry (the DELETE's write lands at this
        // edge). Else the DELETE took the stash entry, or found nothing.
        if self.st_rw.q.val() {
            if !self.f_any.q.val() & self.d_sh.q.val() {
                self.idelta.next = self.minus1_32.val();
            }
            self.f_nf.d.next = !self.f_any.q.val() & !self.d_sh.q.val();
        }
        // ReinB: the stash entry into its bucket ri (`d_wa`) or ri2 (`d_wb`),
        // else evict from ri2, as an INSERT does.
        if self.st_rb.q.val() {
            self.ws_val.next = self.f_rfp.q.val();
            self.we.next = true;
            if self.d_nea.q.val() {
                self.ws_b.next = false;
                self.ws_slot.next = self.pick_a.lowest_empty.val();
                self.w_bank.next = self.f_ri.q.val().get_bit(0);
                self.w_addr.next = self.f_ri.q.val().get_bits::<BA>(1);
            } else {
                self.w_bank.next = self.f_ri2.q.val().get_bit(0);
                self.w_addr.next = self.f_ri2.q.val().get_bits::<BA>(1);
                if self.d_neb.q.val() {
                    self.ws_slot.next = self.pick_b.lowest_empty.val();
                } else {
                    self.evict.next = true;
                }
            }
        }
        // Clearing: R reads again after the clearing writes (`rh_own` is 0).
        if self.st_cl.q.val() {
            self.clr.d.next = self.clr.q.val() + self.one_ba.val();
            if self.clr_end.q.val() {}
        } else {
            self.clr.d.next = self.zero_ba.val();
        }
        // The FSM's result (read in Done): KickB's kick count, else 0.
        if self.st_kb.q.val() {
            self.f_data.d.next = bit_cast::<64, 16>(self.f_kc.q.val());
        } else if !self.st_dn.q.val() {
            self.f_data.d.next = self.zero64.val();
        }
        // The stash: a WRITE of it, ReinWait taking it (re-insert or
        // deleted), the last kick stashing, CLEAR (and reset, below). Its
        // fingerprint and bucket are only read while it is occupied, so they
        // load whenever it is empty (the value of the edge it fills at is
        // the one kept).
        if self.decide.val() & self.d_wst.q.val() {
            self.stash_v.d.next = self.d_x63.q.val();
        }
        if self.st_rw.q.val() & (self.f_any.q.val() | self.d_sh.q.val()) {
            self.stash_v.d.next = false;
        }
        if self.st_kb.q.val() & !self.d_neb.q.val() & self.f_last.q.val() {
            self.stash_v.d.next = true;
        }
        if self.st_cl.q.val() & self.clr_end.q.val() {
            self.stash_v.d.next = false;
        }
        if !self.stash_v.q.val() | (self.decide.val() & self.d_wst.q.val()) {
            if self.st_kb.q.val() {
                self.stash_fp.d.next = self.f_x.q.val();
                self.stash_i.d.next = self.f_cur.q.val();
            } else {
                self.stash_i.d.next = self.d_wb.q.val().get_bits::<B>(16);
                self.stash_fp.d.next = self.d_wb.q.val().get_bits::<16>(0);
            }
        }
        // The next state, one bit each.
        self.nx_rr.next = self.st_rw.q.val() & self.f_any.q.val();
        self.nx_kr.next = self.st_ka.q.val() & self.kfwd.q.val();
        self.nx_cl.next =
            (self.decide.val() & self.d_clr.q.val()) | (self.st_cl.q.val() & !self.clr_end.q.val());
        self.st_ka.d.next = self.fsm_port.val()
            | (self.st_kb.q.val() & !self.d_neb.q.val() & !self.f_last.q.val())
            | self.st_kr.q.val()
            | (self.st_rb.q.val() & !self.d_nea.q.val() & !self.d_neb.q.val());
        self.st_kb.d.next = self.st_ka.q.val() & !self.kfwd.q.val();
        self.st_kr.d.next = self.nx_kr.val();
        self.st_rw.d.next = self.decide.val() & self.d_del.q.val() & self.stash_v.q.val();
        self.st_rr.d.next = self.nx_rr.val();
        self.st_ra.d.next = self.st_rr.q.val();
        self.st_rb.d.next = self.st_ra.q.val();
        self.st_cl.d.next = self.nx_cl.val();
        self.st_dn.d.next = (self.st_rw.q.val() & !self.f_any.q.val())
            | (self.st_kb.q.val() & (self.d_neb.q.val() | self.f_last.q.val()))
            | (self.st_rb.q.val() & (self.d_nea.q.val() | self.d_neb.q.val()))
            | (self.st_cl.q.val() & self.clr_end.q.val())
            | (self.st_dn.q.val() & !self.advance_tail.val());
        self.st_nn.d.next = (self.st_nn.q.val() & !(self.st_dn.q.val() & self.advance_tail.val()))
            | (self.decide.val() & self.to_fsm.val());
        // An eviction reads the victim's alternate bucket (in the bank other
        // than the bucket it leaves). The condition repeats the branches above
        // so that the address itself comes from registers only.
        // D's first eviction is read from the cycle D holds it, whether or not
        // it decides (R's op cannot follow it into D, and P6 waits).
        self.kick_real.next = self.fsm_port.val()
            | ((self.st_kb.q.val()) & !self.d_neb.q.val() & !self.f_last.q.val())
            | ((self.st_rb.q.val()) & !self.d_nea.q.val() & !self.d_neb.q.val());
        // ReinB reads the alternate bucket whether or not it evicts (R's op
        // then reads again in Done): re-inserts are rare.
        // (KickB reads when its bucket is full, even at the last kick, which
        // stashes instead: R's op then reads again in Done.)
        self.kick_now.next =
            self.kq0.val() | ((self.st_kb.q.val()) & !self.d_neb.q.val()) | self.st_rb.q.val();
        // The write landing at the edge of the first eviction's read (the one
        // decided by the op before) may be to the bucket read: KickA then reads
        // it again. Later evictions read at edges no write lands at.
        self.kfwd.d.next = self.buckets.pending_valid.val()
            & (self.buckets.pending_bank.val() != self.k_idx.q.val().get_bit(0))
            & (self.buckets.pending_addr.val() == self.alt_k.alt.val().get_bits::<BA>(1));
        if self.r_go.val() {
            self.k_idx.d.next = self.p7_i2.q.val();
        } else if self.kick_real.val() {
            self.k_idx.d.next = self.alt_k.alt.val();
        } else if self.st_ra.q.val() {
            self.k_idx.d.next = self.f_ri2.q.val();
        }
        // The FSM's registers for the eviction take their values whenever one
        // may happen (they are not read until it does), so their enables do
        // not wait for the decision either.
        if self.kick_now.val() {
            self.f_x.d.next = self.d_victim.q.val();
            self.f_cur.d.next = self.alt_k.alt.val();
            if self.st_kb.q.val() {
                self.f_kc.d.next = self.f_kc.q.val() + self.one16.val();
                self.f_last.d.next = self.f_kc.q.val() == self.max_m1.val();
            } else {
                self.f_kc.d.next = self.one16.val();
                self.f_last.d.next = self.max_is1.val();
            }
        }
        // P6's addresses when the front may take them; an eviction's read
        // (never at the same time: `front_rd` excludes every FSM read) is
        // the last choice, as its address (two XOR levels from registers)
        // settles last. R's words are its op's when the front advances.
        if self.front_rd.val() {
            self.ra0.next = self.front.out_bank0_addr.val();
            self.ra1.next = self.front.out_bank1_addr.val();
            self.r_rd.next = self.advance.val();
        }
        if self.kick_now.val() {
            self.r_rd.next = false;
            if !self.k_idx.q.val().get_bit(0) {
                self.ra1.next = self.alt_k.alt.val().get_bits::<BA>(1);
            } else {
                self.ra0.next = self.alt_k.alt.val().get_bits::<BA>(1);
            }
        }
        self.r_fresh.d.next = self.r_rd.val();
        // The addresses held at the next cycle: R's next own (P6's when the
        // front advances), or the FSM's reads of ReinRead and KickR.
        if self.nx_rr.val() {
            if self.f_ri.q.val().get_bit(0) {
                self.rh1.d.next = self.f_ri.q.val().get_bits::<BA>(1);
                self.rh0.d.next = self.f_ri2.q.val().get_bits::<BA>(1);
            } else {
                self.rh0.d.next = self.f_ri.q.val().get_bits::<BA>(1);
                self.rh1.d.next = self.f_ri2.q.val().get_bits::<BA>(1);
            }
        } else if self.nx_kr.val() {
            if self.f_cur.q.val().get_bit(0) {
                self.rh0.d.next = self.p7_addr0.q.val();
                self.rh1.d.next = self.f_cur.q.val().get_bits::<BA>(1);
            } else {
                self.rh0.d.next = self.f_cur.q.val().get_bits::<BA>(1);
                self.rh1.d.next = self.p7_addr1.q.val();
            }
        } else if self.advance.val() {
            self.rh0.d.next = self.front.out_bank0_addr.val();
            self.rh1.d.next = self.front.out_bank1_addr.val();
        } else {
            self.rh0.d.next = self.p7_addr0.q.val();
            self.rh1.d.next = self.p7_addr1.q.val();
        }
        self.rh_own.d.next = !(self.nx_rr.val() | self.nx_kr.val() | self.nx_cl.val());

        // ---- `conflict` for the next cycle (docs/timing.md). R's op then
        // waits when the op in D then may write one of its buckets (or is
        // ahead of a COUNT or may change the stash), or W's pending write, the
        // one decided now, may be to one of them. W's write is one of the
        // buckets of D's op, or the FSM's bucket: the bank addresses are
        // compared with each (a superset of the exact rule, which compares
        // the write's own address). R's next op is P6's when `advance`, else
        // its own; D's next op is R's when `r_go`, else its own if it does not
        // decide now.
        self.m_dp6.next = (self.d_addr0.q.val() == self.front.out_bank0_addr.val())
            | (self.d_addr1.q.val() == self.front.out_bank1_addr.val());
        self.m_dp7.next = (self.d_addr0.q.val() == self.p7_addr0.q.val())
            | (self.d_addr1.q.val() == self.p7_addr1.q.val());
        self.m_76.next = (self.p7_addr0.q.val() == self.front.out_bank0_addr.val())
            | (self.p7_addr1.q.val() == self.front.out_bank1_addr.val());
        // The FSM's write (KickB: bucket f_cur; ReinB: f_ri or f_ri2); R's op
        // stays while the FSM runs.
        self.m_fsm.next = (self.st_kb.q.val()
            & ((self.f_cur.q.val().get_bit(0)
                & (self.f_cur.q.val().get_bits::<BA>(1) == self.p7_addr1.q.val()))
                | (!self.f_cur.q.val().get_bit(0)
                    & (self.f_cur.q.val().get_bits::<BA>(1) == self.p7_addr0.q.val()))))
            | (self.st_rb.q.val()
                & ((self.f_ri.q.val().get_bits::<BA>(1) == self.p7_addr0.q.val())
                    | (self.f_ri.q.val().get_bits::<BA>(1) == self.p7_addr1.q.val())
                    | (self.f_ri2.q.val().get_bits::<BA>(1) == self.p7_addr0.q.val())
                    | (self.f_ri2.q.val().get_bits::<BA>(1) == self.p7_addr1.q.val())));
        // W's write, landing at this edge, is to a bucket P6's / R's op reads
        // at it: the op waits and reads again (nothing is forwarded).
        self.m_w6.next = self.buckets.pending_valid.val()
            & ((!self.buckets.pending_bank.val()
                & (self.buckets.pending_addr.val() == self.front.out_bank0_addr.val()))
                | (self.buckets.pending_bank.val()
                    & (self.buckets.pending_addr.val() == self.front.out_bank1_addr.val())));
        self.m_w7.next = self.buckets.pending_valid.val()
            & ((!self.buckets.pending_bank.val()
                & (self.buckets.pending_addr.val() == self.p7_addr0.q.val()))
                | (self.buckets.pending_bank.val()
                    & (self.buckets.pending_addr.val() == self.p7_addr1.q.val())));
        self.d_stays.next = self.d_v.q.val() & !self.decide.val();
        self.p7_wr.next = (self.p7_op.q.val() == self.op_insert.val())
            | (self.p7_op.q.val() == self.op_delete.val())
            | (self.p7_op.q.val() == self.op_write.val());
        // When the front advances, R's op (if any) moves to D and D's op
        // decides (or D is empty), so `d_stays` is 0; when R is empty, its
        // terms are 0 (`p7_v`): one expression covers both, and `advance`
        // is the last choice.
        if self.advance.val() {
            self.c_q.d.next = (self.p7_v.q.val()
                & ((self.p7_wr.val()
                    & (self.m_76.val() | (self.front.out_op.val() == self.op_count.val())))
                    | ((self.p7_op.q.val() == self.op_write.val())
                        & (self.p7_a.q.val() == self.stash_addr.val()))
                    | ((self.p7_op.q.val() == self.op_delete.val()) & self.stash_v.q.val())))
                | (self.d_v.q.val() & self.d_wr.q.val() & self.m_dp6.val())
                | self.m_w6.val()
                | (self.d_stays.val()
                    & ((self.d_wr.q.val() & (self.front.out_op.val() == self.op_count.val()))
                        | self.d_wst.q.val()
                        | (self.d_del.q.val() & self.stash_v.q.val())));
        } else {
            self.c_q.d.next = (self.d_v.q.val() & self.d_wr.q.val() & self.m_dp7.val())
                | (self.d_stays.val()
                    & ((self.d_wr.q.val() & (self.p7_op.q.val() == self.op_count.val()))
                        | self.d_wst.q.val()
                        | (self.d_del.q.val() & self.stash_v.q.val())))
                | self.m_fsm.val()
                | self.m_w7.val();
        }
        // R's word order at the next cycle: the bucket an eviction reads
        // (KickA; when the eviction does not happen after all, R's op is not
        // fresh and its words are not used), the stash entry's bucket
        // (ReinA), or the next op's: i1's bank, or the address's for
        // READ/WRITE.
        // (`advance`, which excludes the FSM's reads, settles last: it is the
        // outer choice.)
        if self.advance.val() {
            if (self.front.out_op.val() == self.op_read.val())
                | (self.front.out_op.val() == self.op_write.val())
            {
                self.sel_q.d.next = self.front.out_addr.val().get_bit(0);
            } else {
                self.sel_q.d.next = self.front.out_i1.val().get_bit(0);
            }
            self.wx_q.d.next = self.front.out_op.val() == self.op_write.val();
        } else if self.kick_now.val() {
            self.sel_q.d.next = self.k_idx.q.val().get_bit(0);
            self.wx_q.d.next = false;
        } else if self.st_rr.q.val() {
            self.sel_q.d.next = self.f_ri.q.val().get_bit(0);
            self.wx_q.d.next = false;
        } else if self.st_kr.q.val() {
            self.sel_q.d.next = !self.f_cur.q.val().get_bit(0);
            self.wx_q.d.next = false;
        } else {
            if self.r_rw.val() {
                self.sel_q.d.next = self.p7_a.q.val().get_bit(0);
            } else {
                self.sel_q.d.next = self.p7_i1.q.val().get_bit(0);
            }
            self.wx_q.d.next = self.p7_op.q.val() == self.op_write.val();
        }

        // The write decided this cycle; W registers it and performs it at
        // the next edge.
        self.buckets.write_valid.next = self.we.val();
        self.buckets.write_bank.next = self.w_bank.val();
        self.buckets.write_addr.next = self.w_addr.val();
        self.buckets.word_a.next = self.d_wa.q.val();
        self.buckets.word_b.next = self.d_wb.q.val();
        self.buckets.write_from_b.next = self.ws_b.val();
        self.buckets.write_slot.next = self.ws_slot.val();
        self.buckets.write_value.next = self.ws_val.val();
        self.buckets.write_whole.next = self.ws_whole.val();

        // ---- the memory ports: the reads chosen above; W's write, or CLEAR's
        self.buckets.read_addr0.next = self.ra0.val();
        self.buckets.read_addr1.next = self.ra1.val();
        self.buckets.clear.next = self.st_cl.q.val();
        self.buckets.clear_addr.next = self.clr.q.val();

        // ---- the result queue (P8 and its skid entry S): a result enters
        // when there is room (`advance_tail`), whatever `out_ready` does in
        // this cycle: D's, or the FSM's when it is done.
        if self.st_dn.q.val() {
            self.results.in_valid.next = self.advance_tail.val();
            self.results.in_op.next = self.f_op.q.val();
            if self.f_nf.q.val() {
                self.results.in_code.next = self.c_nf.val();
            } else {
                self.results.in_code.next = self.c_ok.val();
            }
            self.results.in_data.next = self.f_data.q.val();
        } else {
            self.results.in_valid.next = self.res_v.val();
            self.results.in_op.next = self.d_op.q.val();
            self.results.in_code.next = self.res_code.val();
            self.results.in_data.next = self.res_data.val();
        }
        self.results.out_ready.next = self.out_ready.val();
        self.out_valid.next = self.results.out_valid.val();
        self.out_op.next = self.results.out_op.val();
        self.out_code.next = self.results.out_code.val();
        self.out_data.next = self.results.out_data.val();

        // ---- the counters and the LFSR, each change applied at the next edge
        self.counters.items_delta.next = self.idelta.val();
        self.counters.evict.next = self.evict.val();
        // CLEAR is done at this edge (no eviction or change of `items` is
        // pending then).
        self.counters.restart.next = self.st_cl.q.val() & self.clr_end.q.val();
        self.clr_end.d.next = self.st_cl.q.val() & (self.clr.q.val() + self.one_ba.val()).all();
        if self.reset.val() {
            self.d_v.d.next = false;
            self.d_kok.d.next = false;
            self.r_fresh.d.next = false;
            self.st_nn.d.next = false;
            self.st_ka.d.next = false;
            self.st_kb.d.next = false;
            self.st_kr.d.next = false;
            self.st_rw.d.next = false;
            self.st_rr.d.next = false;
            self.st_ra.d.next = false;
            self.st_rb.d.next = false;
            self.st_cl.d.next = false;
            self.st_dn.d.next = false;
            self.c_q.d.next = false;
            self.stash_v.d.next = false;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use hwfilter_model::rng::SplitMix64;
    use hwfilter_model::{CuckooModel, CuckooOp, CuckooParams};

    /// 16 buckets of 8-bit fingerprints and 8 kicks: the table fills, kicks
    /// and stashes within a few hundred ops.
    type Small = CuckooEngine<8, 32, 4, 3>;
    const KICKS: u16 = 8;

    fn settle<T: Block>(b: &mut T) {
        for _ in 0..200 {
            b.update_all();
            if !b.has_changed() {
                return;
            }
        }
        panic!("combinational logic did not settle");
    }

    fn cycle(e: &mut Small) {
        e.clock.next = Clock::from(false);
        settle(e);
        e.clock.next = Clock::from(true);
        settle(e);
    }

    fn random_op(rng: &mut SplitMix64) -> CuckooOp {
        let key = rng.below(96);
        match rng.below(100) {
            0..=44 => CuckooOp::Insert(key),
            45..=64 => CuckooOp::Query(key),
            65..=79 => CuckooOp::Delete(key),
            80..=84 => CuckooOp::Read(rng.below(17) as u32),
            85..=88 => {
                // A bucket of random fingerprints (0 is an empty slot), or
                // the stash emptied or holding a fingerprint for bucket 5.
                let addr = rng.below(17) as u32;
                let word = if addr == 16 {
                    if rng.chance(1, 2) {
                        0
                    } else {
                        1 << 63 | 5 << 16 | 0x5a
                    }
                } else {
                    rng.next_u64() & 0xffff_ffff
                };
                CuckooOp::Write(addr, word)
            }
            89..=93 => CuckooOp::Count,
            94..=98 => CuckooOp::Stats,
            _ => CuckooOp::Clear,
        }
    }

    /// Runs `n` random ops with random gaps and back-pressure through the
    /// engine as rust-hdl simulates it; every result is the model's. Returns
    /// a digest of the cycle each op was taken and each result left at.
    fn run(seed: u64, n: usize, in_gap: u64, out_stall: u64) -> u64 {
        let mut e = Small::new(KICKS);
        e.connect_all();
        let mut model = CuckooModel::new(CuckooParams::new(8, 4, KICKS as u32).unwrap());
        let mut rng = SplitMix64(seed);
        e.reset.next = true;
        for _ in 0..2 {
            cycle(&mut e);
        }
        e.reset.next = false;
        let mut expected = std::collections::VecDeque::new();
        let (mut sent, mut got, mut digest) = (0, 0, 0u64);
        let (mut kicked, mut stashed) = (false, false);
        let mut op = random_op(&mut rng);
        for t in 0..n as u64 * 40 {
            let offer = sent < n && !rng.chance(in_gap, 100);
            e.in_valid.next = offer;
            e.in_op.next = (op.code() as u64).to_bits();
            e.in_key.next = op.key().to_bits();
            e.in_data.next = op.data().to_bits();
            e.out_ready.next = !rng.chance(out_stall, 100);
            e.clock.next = Clock::from(false);
            settle(&mut e);
            let mut mark =
                |what: u64| digest = (digest ^ what ^ t << 40).wrapping_mul(0x100_0000_01b3);
            if offer && e.in_ready.val() {
                let want = model.apply(op).expect("a valid op");
                kicked |= matches!(op, CuckooOp::Insert(_)) && want.data > 0;
                stashed |= model.stash().is_some();
                expected.push_back((op, want));
                mark(1);
                sent += 1;
                op = random_op(&mut rng);
            }
            if e.out_valid.val() && e.out_ready.val() {
                let (op, want) = expected.pop_front().expect("a result without an op");
                let result = (
                    e.out_op.val().index() as u8,
                    e.out_code.val().index() as u8,
                    e.out_data.val().to_u64(),
                );
                assert_eq!(
                    result,
                    (want.op, want.code, want.data),
                    "result {got} ({op:?}, cycle {t})"
                );
                mark(2 ^ want.data);
                got += 1;
            }
            e.clock.next = Clock::from(true);
            settle(&mut e);
            if got == n {
                assert!(kicked && stashed, "evicted: {kicked}, stashed: {stashed}");
                return digest;
            }
        }
        panic!("{got} of {n} results ({sent} ops taken)");
    }

    /// Random ops, gaps and back-pressure: every result is the model's, and
    /// each op and result moves at the cycle it moved at before the engine
    /// was split into blocks (the digests lock the timing).
    #[test]
    fn random_ops_match_the_model_cycle_for_cycle() {
        let full_speed = run(1, 600, 0, 0);
        let stalled = run(2, 600, 30, 40);
        assert_eq!(
            (full_speed, stalled),
            (1_522_138_482_552_020_658, 18_445_024_370_961_997_209)
        );
    }

    /// Lookups take one cycle each, whatever they find.
    #[test]
    fn lookups_at_one_per_cycle() {
        let mut e = Small::new(KICKS);
        e.connect_all();
        e.reset.next = true;
        cycle(&mut e);
        e.reset.next = false;
        e.out_ready.next = true;
        let (mut taken, mut results) = (0, 0);
        for t in 0..60u64 {
            // Two inserts, a pause for them to land, then 40 queries.
            let op = if t < 2 {
                CuckooOp::Insert(t)
            } else {
                CuckooOp::Query(t % 3)
            };
            e.in_valid.next = !(2..20).contains(&t);
            e.in_op.next = (op.code() as u64).to_bits();
            e.in_key.next = op.key().to_bits();
            e.clock.next = Clock::from(false);
            settle(&mut e);
            if t >= 20 {
                taken += e.in_ready.val() as u32;
            }
            results += e.out_valid.val() as u32;
            e.clock.next = Clock::from(true);
            settle(&mut e);
        }
        assert_eq!(taken, 40, "a lookup waited");
        assert!(results >= 2 + 30, "{results} results");
    }

    #[test]
    fn verilog_is_generated() {
        let mut e = Small::new(KICKS);
        e.connect_all();
        assert!(generate_verilog(&e).contains("module top"));
    }
}
