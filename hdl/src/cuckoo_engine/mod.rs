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
//! compared slot by slot), [`DecideStage`] (D's registers, and through
//! [`OpDecision`] its result, its write and the counters' changes),
//! [`BucketTable`] (the two banks and W, their one writer),
//! [`ResultQueue`] (P8 and S), [`FilterCounters`] (`items`, `kicks`,
//! `full` and the LFSR), [`KickChain`] (an eviction chain: the bucket the
//! next eviction leaves, the fingerprint moving and where to, the kick
//! count) and [`VictimStash`] (the stash entry, its word and its compare).
//! This block wires them and holds R's registers, the FSM's states and the
//! hazard checks.
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
mod decide;
mod decision;
mod front;
mod kick_chain;
mod result_queue;
mod stash;
mod table;

pub use bucket_compare::BucketCompare;
pub use counters::FilterCounters;
pub use decide::DecideStage;
pub use decision::OpDecision;
pub use front::CuckooFront;
pub use kick_chain::KickChain;
pub use result_queue::ResultQueue;
pub use stash::VictimStash;
pub use table::BucketTable;

use hwfilter_model::cuckoo::{code, opcode};
use rust_hdl::prelude::*;

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
    chain: KickChain<B, BA>,
    stash: VictimStash<B>,
    compare: BucketCompare<F, W>,
    counters: FilterCounters,
    buckets: BucketTable<F, W, BA>,
    results: ResultQueue,
    stage_d: DecideStage<F, W, B, BA>,

    // -- R: the op whose buckets the RAM answers (P6's, a stage on)
    r_valid: DFF<Bit>,
    r_op: DFF<Bits<3>>,
    r_word: DFF<Bits<64>>,
    r_addr: DFF<Bits<16>>,
    r_fp: DFF<Bits<16>>,
    r_i1: DFF<Bits<B>>,
    r_i2: DFF<Bits<B>>,
    r_bank0_addr: DFF<Bits<BA>>,
    r_bank1_addr: DFF<Bits<BA>>,
    /// R's data is the RAM's answer to a read of its own buckets at the last edge.
    r_fresh: DFF<Bit>,
    // -- the FSM
    /// The FSM's state, one-hot (each bit's next value is a small function
    /// of registers); all bits 0 is Normal, the state at power-up and after
    /// reset, where D decides its op. `st_busy`: not Normal.
    st_busy: DFF<Bit>,
    /// KickA: the bucket an evicted fingerprint moves to was read at the
    /// last edge; register it.
    st_kick_read: DFF<Bit>,
    /// KickB: place the evicted fingerprint, or stash it, or evict again
    /// (and read the next bucket).
    st_kick_place: DFF<Bit>,
    /// KickR: read the evicted fingerprint's bucket again; the write that
    /// landed at the edge of the first eviction's read was to it
    /// (the chain's `stale`).
    st_kick_reread: DFF<Bit>,
    /// ReinWait: the DELETE's write lands; decide whether it re-inserts the
    /// stash entry, took it, or found nothing.
    st_rein_wait: DFF<Bit>,
    /// ReinRead: read both buckets of the stash entry being re-inserted.
    st_rein_read: DFF<Bit>,
    /// ReinA: register them.
    st_rein_capture: DFF<Bit>,
    /// ReinB: place the stash entry, or start evictions.
    st_rein_place: DFF<Bit>,
    /// Clearing: zero one word of each bank per cycle.
    st_clearing: DFF<Bit>,
    /// Done: the FSM's result waits for room in the result queue.
    st_done: DFF<Bit>,
    /// R's op will wait at the next cycle (`conflict`, computed a cycle ahead).
    conflict_q: DFF<Bit>,
    /// R's word order for the next cycle: bank 1's word is bucket a
    /// (`swap_q`); bucket b's word is WRITE's new word (`new_word_q`).
    swap_q: DFF<Bit>,
    new_word_q: DFF<Bit>,
    fsm_op: DFF<Bits<3>>,
    /// The read addresses when neither the front advances nor an eviction
    /// reads: R's own, or the FSM's (ReinRead, KickR); `held_own`: R's own.
    held_addr0: DFF<Bits<BA>>,
    held_addr1: DFF<Bits<BA>>,
    held_own: DFF<Bit>,
    /// The FSM's result is NOT_FOUND (a DELETE decided in ReinWait).
    fsm_not_found: DFF<Bit>,
    /// D's flags had a matching slot at the last edge (ReinWait's choice,
    /// registered: D's flags hold from the DELETE's decision).
    del_found: DFF<Bit>,
    rein_fp: DFF<Bits<16>>,
    rein_i1: DFF<Bits<B>>,
    rein_i2: DFF<Bits<B>>,
    fsm_data: DFF<Bits<64>>,
    /// Clearing: the word of each bank zeroed now, and whether it is the last.
    clear_addr: DFF<Bits<BA>>,
    clear_last: DFF<Bit>,
    // -- constants
    stash_addr: Constant<Bits<16>>,
    zero64: Constant<Bits<64>>,
    minus1_32: Constant<Bits<32>>,
    zero_ba: Constant<Bits<BA>>,
    one_ba: Constant<Bits<BA>>,
    op_insert: Constant<Bits<3>>,
    op_read: Constant<Bits<3>>,
    op_write: Constant<Bits<3>>,
    op_delete: Constant<Bits<3>>,
    op_count: Constant<Bits<3>>,
    c_ok: Constant<Bits<2>>,
    c_nf: Constant<Bits<2>>,
    // -- combinational locals
    advance: Signal<Local, Bit>,
    result_room: Signal<Local, Bit>,
    /// An eviction happens now.
    evict: Signal<Local, Bit>,
    /// The write decided now (W registers it): bank, address, and the
    /// word (`write_from_b`, `write_slot`, `write_value`, `write_whole`).
    write_valid: Signal<Local, Bit>,
    write_bank: Signal<Local, Bit>,
    write_addr: Signal<Local, Bits<BA>>,
    read_addr0: Signal<Local, Bits<BA>>,
    read_addr1: Signal<Local, Bits<BA>>,
    r_snapshot: Signal<Local, Bit>,
    /// An eviction happens now (the FSM's registers follow it).
    evicting: Signal<Local, Bit>,
    /// An eviction's read is presented now.
    kick_read: Signal<Local, Bit>,
    /// The next state is ReinRead / KickR / Clearing (the FSM reads, or
    /// writes both banks).
    next_rein_read: Signal<Local, Bit>,
    next_kick_reread: Signal<Local, Bit>,
    next_clearing: Signal<Local, Bit>,
    /// A bank address of one op equals one of another's (D's, R's, P6's),
    /// or the FSM's or W's write is to one of R's or P6's buckets.
    d_meets_p6: Signal<Local, Bit>,
    d_meets_r: Signal<Local, Bit>,
    r_meets_p6: Signal<Local, Bit>,
    fsm_meets_r: Signal<Local, Bit>,
    pending_meets_p6: Signal<Local, Bit>,
    pending_meets_r: Signal<Local, Bit>,
    d_stays: Signal<Local, Bit>,
    r_may_write: Signal<Local, Bit>,
    conflict: Signal<Local, Bit>,
    r_go: Signal<Local, Bit>,
    /// The RAM reads P6's buckets (a superset of `advance`, from fewer
    /// registers: the address mux is off D's decision).
    front_read: Signal<Local, Bit>,
    /// R's words at the next cycle are the answer to its own op's read.
    r_read: Signal<Local, Bit>,
    write_from_b: Signal<Local, Bit>,
    write_slot: Signal<Local, Bits<2>>,
    write_value: Signal<Local, Bits<16>>,
    write_whole: Signal<Local, Bit>,
    /// What `items` changes by this cycle (one adder for every case).
    items_delta: Signal<Local, Bits<32>>,
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
            chain: KickChain::new(max_kicks),
            stash: VictimStash::new(),
            compare: BucketCompare::new(),
            counters: FilterCounters::new(),
            buckets: BucketTable::new(),
            results: ResultQueue::new(),
            stage_d: DecideStage::new(),
            r_valid: Default::default(),
            r_op: Default::default(),
            r_word: Default::default(),
            r_addr: Default::default(),
            r_fp: Default::default(),
            r_i1: Default::default(),
            r_i2: Default::default(),
            r_bank0_addr: Default::default(),
            r_bank1_addr: Default::default(),
            r_fresh: Default::default(),
            st_busy: Default::default(),
            st_kick_read: Default::default(),
            st_kick_place: Default::default(),
            st_kick_reread: Default::default(),
            st_rein_wait: Default::default(),
            st_rein_read: Default::default(),
            st_rein_capture: Default::default(),
            st_rein_place: Default::default(),
            st_clearing: Default::default(),
            st_done: Default::default(),
            conflict_q: Default::default(),
            swap_q: Default::default(),
            new_word_q: Default::default(),
            fsm_op: Default::default(),
            held_addr0: Default::default(),
            held_addr1: Default::default(),
            held_own: Default::default(),
            fsm_not_found: Default::default(),
            del_found: Default::default(),
            rein_fp: Default::default(),
            rein_i1: Default::default(),
            rein_i2: Default::default(),
            fsm_data: Default::default(),
            clear_addr: Default::default(),
            clear_last: Default::default(),
            stash_addr: Constant::new((1u64 << B).to_bits()),
            zero64: Constant::new(0u64.to_bits()),
            minus1_32: Constant::new(0xffff_ffffu64.to_bits()),
            zero_ba: Constant::new(0u64.to_bits()),
            one_ba: Constant::new(1u64.to_bits()),
            op_insert: Constant::new((opcode::INSERT as u64).to_bits()),
            op_read: Constant::new((opcode::READ as u64).to_bits()),
            op_write: Constant::new((opcode::WRITE as u64).to_bits()),
            op_delete: Constant::new((opcode::DELETE as u64).to_bits()),
            op_count: Constant::new((opcode::COUNT as u64).to_bits()),
            c_ok: Constant::new((code::OK as u64).to_bits()),
            c_nf: Constant::new((code::NOT_FOUND as u64).to_bits()),
            advance: Default::default(),
            result_room: Default::default(),
            evict: Default::default(),
            write_valid: Default::default(),
            write_bank: Default::default(),
            write_addr: Default::default(),
            read_addr0: Default::default(),
            read_addr1: Default::default(),
            r_snapshot: Default::default(),
            evicting: Default::default(),
            pending_meets_p6: Default::default(),
            pending_meets_r: Default::default(),
            kick_read: Default::default(),
            next_rein_read: Default::default(),
            next_kick_reread: Default::default(),
            next_clearing: Default::default(),
            d_meets_p6: Default::default(),
            d_meets_r: Default::default(),
            r_meets_p6: Default::default(),
            fsm_meets_r: Default::default(),
            d_stays: Default::default(),
            r_may_write: Default::default(),
            conflict: Default::default(),
            r_go: Default::default(),
            front_read: Default::default(),
            r_read: Default::default(),
            write_from_b: Default::default(),
            write_slot: Default::default(),
            write_value: Default::default(),
            write_whole: Default::default(),
            items_delta: Default::default(),
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
            self,
            clock,
            r_valid,
            r_op,
            r_word,
            r_addr,
            r_fp,
            r_i1,
            r_i2,
            r_bank0_addr,
            r_bank1_addr,
            r_fresh,
            st_busy,
            st_kick_read,
            st_kick_place,
            st_kick_reread,
            st_rein_wait,
            st_rein_read,
            st_rein_capture,
            st_rein_place,
            st_clearing,
            st_done,
            conflict_q,
            swap_q,
            new_word_q,
            fsm_op,
            held_addr0,
            held_addr1,
            held_own,
            fsm_not_found,
            del_found,
            rein_fp,
            rein_i1,
            rein_i2,
            fsm_data,
            clear_addr,
            clear_last
        );
        self.buckets.clock.next = self.clock.val();
        self.buckets.reset.next = self.reset.val();
        self.results.clock.next = self.clock.val();
        self.chain.clock.next = self.clock.val();
        self.stash.clock.next = self.clock.val();
        self.stash.reset.next = self.reset.val();
        self.counters.clock.next = self.clock.val();
        self.counters.reset.next = self.reset.val();
        self.results.reset.next = self.reset.val();

        // ---- handshake: the result queue (P8 and its skid entry S) can take
        // a value; from registers only, so `out_ready` is off every decision.
        self.result_room.next = self.results.in_ready.val();

        // ---- D decides its op when the result queue has room and the FSM
        // does not run; R's op may not follow one that goes to the FSM
        // (`to_fsm`), and waits behind it through `conflict` as well.
        // (From the queue directly: through `result_room`, which statements
        // reading D's decision read too, Verilator would see a loop.)
        self.stage_d.room.next = self.results.in_ready.val();
        self.stage_d.busy.next = self.st_busy.q.val();
        // R's op read a bucket that D's op may write at this edge: it waits
        // and reads again after the write has landed.
        // So does COUNT behind an op that may change `items` (its change is
        // added an edge later), and any op behind one that may change the
        // stash (R compares the stash with its fingerprint).
        self.conflict.next = self.conflict_q.q.val();
        self.r_go.next = self.r_valid.q.val()
            & self.r_fresh.q.val()
            & !self.conflict.val()
            & (((!self.st_busy.q.val())
                & (!self.stage_d.valid.val()
                    | (self.stage_d.decide.val() & !self.stage_d.to_fsm.val())))
                | ((self.st_done.q.val()) & !self.stage_d.valid.val()));
        // Reset moves the front too, emptying it (the valid bits take
        // `!reset`), so its registers' enable is `advance` alone.
        self.advance.next = (((!self.st_busy.q.val()) | (self.st_done.q.val()))
            & ((!self.r_valid.q.val() & !self.stage_d.insert_kicks.val()) | self.r_go.val()))
            | self.reset.val();
        self.in_ready.next = self.advance.val() & !self.reset.val();
        // The RAM reads P6's buckets whenever the front may advance as far as
        // R and the FSM does not read: `advance` implies it (but for reset,
        // which empties the front), and it leaves out whether D decides (the
        // result queue's room, CLEAR). When the front then stays, R's op's
        // words were not read (`r_fresh` falls) and it reads them again at the
        // next edge: a cycle lost only under back-pressure or behind CLEAR.
        self.front_read.next = !self.stage_d.insert_kicks.val()
            & ((!self.st_busy.q.val()) | self.st_done.q.val())
            & (!self.r_valid.q.val()
                | (self.r_fresh.q.val()
                    & !self.conflict.val()
                    & ((!self.st_busy.q.val()) | !self.stage_d.valid.val())));

        // ---- P0..P6: the key front, moved by `advance`
        self.front.clock.next = self.clock.val();
        self.front.reset.next = self.reset.val();
        self.front.advance.next = self.advance.val();
        self.front.in_valid.next = self.in_valid.val();
        self.front.in_op.next = self.in_op.val();
        self.front.in_key.next = self.in_key.val();
        self.front.in_data.next = self.in_data.val();

        if self.advance.val() {
            self.r_valid.d.next = self.front.out_valid.val() & !self.reset.val();
            self.r_op.d.next = self.front.out_op.val();
            self.r_word.d.next = self.front.out_word.val();
            self.r_addr.d.next = self.front.out_addr.val();
            self.r_fp.d.next = self.front.out_fp.val();
            self.r_i1.d.next = self.front.out_i1.val();
            self.r_i2.d.next = self.front.out_i2.val();
            self.r_bank0_addr.d.next = self.front.out_bank0_addr.val();
            self.r_bank1_addr.d.next = self.front.out_bank1_addr.val();
        }

        // ---- R: the RAM's output put in bucket order. Nothing is forwarded:
        // an op whose buckets are written at the edge it read them waits and
        // reads again (`conflict`), so R's words are the RAM's own.
        self.r_snapshot.next =
            (self.r_op.q.val() == self.op_read.val()) | (self.r_op.q.val() == self.op_write.val());
        // Bucket a is i1 (or the word of READ/WRITE), bucket b i2 (or
        // WRITE's new word); in the FSM's capture cycles, the bucket it read.
        // Both choices are registered a cycle ahead (`swap_q`, `new_word_q`, below).
        self.compare.word0.next = self.buckets.read_word0.val();
        self.compare.word1.next = self.buckets.read_word1.val();
        self.compare.fp.next = self.r_fp.q.val().get_bits::<F>(0);
        self.compare.swap.next = self.swap_q.q.val();
        self.compare.new_word.next = self.r_word.q.val().get_bits::<W>(0);
        self.compare.use_new_word.next = self.new_word_q.q.val();
        // The slot an eviction from bucket b would take (the LFSR changes
        // only when no op moves from R to D).
        self.compare.victim_slot.next = self.counters.victim_slot.val();

        // ---- D: R's op moves in when `r_go`; R's words and flags are also
        // taken when the FSM registers a bucket it read (KickA, ReinA).
        self.stage_d.clock.next = self.clock.val();
        self.stage_d.reset.next = self.reset.val();
        self.stage_d.load.next = self.r_go.val();
        self.stage_d.in_op.next = self.r_op.q.val();
        self.stage_d.in_fp.next = self.r_fp.q.val();
        self.stage_d.in_i1.next = self.r_i1.q.val();
        self.stage_d.in_i2.next = self.r_i2.q.val();
        self.stage_d.in_bank0_addr.next = self.r_bank0_addr.q.val();
        self.stage_d.in_bank1_addr.next = self.r_bank1_addr.q.val();
        self.stage_d.in_addr.next = self.r_addr.q.val();
        self.stage_d.in_word_valid.next = self.r_word.q.val().get_bit(63);
        self.stage_d.in_stash_hit.next = self.stash.hit.val();
        self.stage_d.in_both_full.next = self.compare.both_full.val();
        self.stage_d.in_new_empties.next = self.compare.new_word_empties.val();
        self.stage_d.capture.next = self.st_kick_read.q.val() | self.st_rein_capture.q.val();
        self.stage_d.in_word_a.next = self.compare.word_a.val();
        self.stage_d.in_word_b.next = self.compare.word_b.val();
        self.stage_d.in_hits_a.next = self.compare.hits_a.val();
        self.stage_d.in_hits_b.next = self.compare.hits_b.val();
        self.stage_d.in_empties_a.next = self.compare.empties_a.val();
        self.stage_d.in_empties_b.next = self.compare.empties_b.val();
        self.stage_d.in_victim.next = self.compare.victim.val();
        self.stage_d.stash_valid.next = self.stash.valid.val();
        self.stage_d.stash_word.next = self.stash.word.val();
        self.stage_d.items.next = self.counters.items.val();
        self.stage_d.kicks.next = self.counters.kicks.val();
        self.stage_d.full.next = self.counters.full.val();
        self.stage_d.victim_slot.next = self.counters.victim_slot.val();

        // The stash holds R's fingerprint for one of its buckets (`d_stash_hit`).
        self.stash.probe_fp.next = self.r_fp.q.val();
        self.stash.probe_i1.next = self.r_i1.q.val();
        self.stash.probe_i2.next = self.r_i2.q.val();

        // ---- D's decision: its write (W registers it), or the FSM's below
        self.write_from_b.next = self.stage_d.write_from_b.val();
        self.write_slot.next = self.stage_d.write_slot.val();
        self.write_value.next = self.stage_d.write_value.val();
        self.write_whole.next = self.stage_d.write_whole.val();
        self.write_valid.next = self.stage_d.write_valid.val();
        self.evict.next = self.stage_d.evict.val();
        self.write_bank.next = self.stage_d.write_bank.val();
        self.write_addr.next = self.stage_d.write_addr.val();
        self.items_delta.next = self.stage_d.items_delta.val();
        self.counters.full_answer.next = self.stage_d.full_answer.val();
        // Read addresses: R's own (re-read) unless the FSM reads; P6's when
        // the front may take them, or an eviction's (`front_read`, `kick_read`, below).
        // The address held for each bank (`held_addr0`, `held_addr1`: R's own, or the
        // FSM's in ReinRead and KickR) was chosen at the last edge.
        self.read_addr0.next = self.held_addr0.q.val();
        self.read_addr1.next = self.held_addr1.q.val();
        self.r_read.next = self.held_own.q.val();

        // ---- the FSM's steps. The write's bank, address, slot and value
        // follow the state alone; what must not happen unless the FSM
        // places a fingerprint (`write_valid`, `evict`, `items_delta`, the
        // stash) waits for it.
        self.del_found.d.next = self.stage_d.any_hit.val();
        if !self.st_busy.q.val() {
            // Normal. The FSM's registers for a DELETE or CLEAR handed to it
            // take their values whether or not D decides (they are not read
            // until the FSM runs).
            self.fsm_not_found.d.next = false;
            self.fsm_op.d.next = self.stage_d.op.val();
            self.rein_fp.d.next = self.stash.fp.val();
            self.rein_i1.d.next = self.stash.bucket.val();
            self.rein_i2.d.next = self.stash.alt_bucket.val();
        }
        // KickB: place the evicted fingerprint (its bucket is `d_word_b`), or
        // stash it at the last kick, or evict again.
        if self.st_kick_place.q.val() {
            self.write_value.next = self.chain.moving_fp.val();
            self.write_bank.next = self.chain.moving_to.val().get_bit(0);
            self.write_addr.next = self.chain.moving_to.val().get_bits::<BA>(1);
            if self.stage_d.b_has_empty.val() {
                self.write_slot.next = self.stage_d.lowest_empty_b.val();
                self.write_valid.next = true;
            } else if !self.chain.last.val() {
                self.evict.next = true;
                self.write_valid.next = true;
            }
        }
        // ReinWait: D still holds the DELETE's flags (`del_found`). A slot was
        // freed: re-insert the stash entry (the DELETE's write lands at this
        // edge). Else the DELETE took the stash entry, or found nothing.
        if self.st_rein_wait.q.val() {
            if !self.del_found.q.val() & self.stage_d.stash_hit.val() {
                self.items_delta.next = self.minus1_32.val();
            }
            self.fsm_not_found.d.next = !self.del_found.q.val() & !self.stage_d.stash_hit.val();
        }
        // ReinB: the stash entry into its bucket ri (`d_word_a`) or ri2 (`d_word_b`),
        // else evict from ri2, as an INSERT does.
        if self.st_rein_place.q.val() {
            self.write_value.next = self.rein_fp.q.val();
            self.write_valid.next = true;
            if self.stage_d.a_has_empty.val() {
                self.write_from_b.next = false;
                self.write_slot.next = self.stage_d.lowest_empty_a.val();
                self.write_bank.next = self.rein_i1.q.val().get_bit(0);
                self.write_addr.next = self.rein_i1.q.val().get_bits::<BA>(1);
            } else {
                self.write_bank.next = self.rein_i2.q.val().get_bit(0);
                self.write_addr.next = self.rein_i2.q.val().get_bits::<BA>(1);
                if self.stage_d.b_has_empty.val() {
                    self.write_slot.next = self.stage_d.lowest_empty_b.val();
                } else {
                    self.evict.next = true;
                }
            }
        }
        // Clearing: R reads again after the clearing writes (`held_own` is 0).
        if self.st_clearing.q.val() {
            self.clear_addr.d.next = self.clear_addr.q.val() + self.one_ba.val();
        } else {
            self.clear_addr.d.next = self.zero_ba.val();
        }
        // The FSM's result (read in Done): KickB's kick count, else 0.
        if self.st_kick_place.q.val() {
            self.fsm_data.d.next = bit_cast::<64, 16>(self.chain.count.val());
        } else if !self.st_done.q.val() {
            self.fsm_data.d.next = self.zero64.val();
        }
        // The stash: a WRITE of it, ReinWait taking it (re-insert or
        // deleted), the last kick stashing, CLEAR (and reset, below). Its
        // fingerprint and bucket are only read while it is occupied, so they
        // load whenever it is empty (the value of the edge it fills at is
        // the one kept).
        self.stash.write.next = self.stage_d.decide.val() & self.stage_d.writes_stash.val();
        self.stash.write_valid.next = self.stage_d.word_valid.val();
        self.stash.write_fp.next = self.stage_d.word_b.val().get_bits::<16>(0);
        self.stash.write_bucket.next = self.stage_d.word_b.val().get_bits::<B>(16);
        self.stash.take.next =
            self.st_rein_wait.q.val() & (self.del_found.q.val() | self.stage_d.stash_hit.val());
        self.stash.kicking.next = self.st_kick_place.q.val();
        self.stash.kick_to_stash.next =
            self.st_kick_place.q.val() & !self.stage_d.b_has_empty.val() & self.chain.last.val();
        self.stash.kick_fp.next = self.chain.moving_fp.val();
        self.stash.kick_bucket.next = self.chain.moving_to.val();
        self.stash.clear.next = self.st_clearing.q.val() & self.clear_last.q.val();
        // The next state, one bit each.
        self.next_rein_read.next = self.st_rein_wait.q.val() & self.del_found.q.val();
        self.next_kick_reread.next = self.st_kick_read.q.val() & self.chain.stale.val();
        self.next_clearing.next = (self.stage_d.decide.val() & self.stage_d.is_clear.val())
            | (self.st_clearing.q.val() & !self.clear_last.q.val());
        self.st_kick_read.d.next = self.stage_d.kick_first_now.val()
            | (self.st_kick_place.q.val()
                & !self.stage_d.b_has_empty.val()
                & !self.chain.last.val())
            | self.st_kick_reread.q.val()
            | (self.st_rein_place.q.val()
                & !self.stage_d.a_has_empty.val()
                & !self.stage_d.b_has_empty.val());
        self.st_kick_place.d.next = self.st_kick_read.q.val() & !self.chain.stale.val();
        self.st_kick_reread.d.next = self.next_kick_reread.val();
        self.st_rein_wait.d.next =
            self.stage_d.decide.val() & self.stage_d.is_delete.val() & self.stash.valid.val();
        self.st_rein_read.d.next = self.next_rein_read.val();
        self.st_rein_capture.d.next = self.st_rein_read.q.val();
        self.st_rein_place.d.next = self.st_rein_capture.q.val();
        self.st_clearing.d.next = self.next_clearing.val();
        self.st_done.d.next = (self.st_rein_wait.q.val() & !self.del_found.q.val())
            | (self.st_kick_place.q.val()
                & (self.stage_d.b_has_empty.val() | self.chain.last.val()))
            | (self.st_rein_place.q.val()
                & (self.stage_d.a_has_empty.val() | self.stage_d.b_has_empty.val()))
            | (self.st_clearing.q.val() & self.clear_last.q.val())
            | (self.st_done.q.val() & !self.result_room.val());
        self.st_busy.d.next = (self.st_busy.q.val()
            & !(self.st_done.q.val() & self.result_room.val()))
            | (self.stage_d.decide.val() & self.stage_d.to_fsm.val());
        // An eviction reads the victim's alternate bucket (in the bank other
        // than the bucket it leaves). The condition repeats the branches above
        // so that the address itself comes from registers only.
        // D's first eviction is read from the cycle D holds it, whether or not
        // it decides (R's op cannot follow it into D, and P6 waits).
        self.evicting.next = self.stage_d.kick_first_now.val()
            | ((self.st_kick_place.q.val())
                & !self.stage_d.b_has_empty.val()
                & !self.chain.last.val())
            | ((self.st_rein_place.q.val())
                & !self.stage_d.a_has_empty.val()
                & !self.stage_d.b_has_empty.val());
        // ReinB reads the alternate bucket whether or not it evicts (R's op
        // then reads again in Done): re-inserts are rare.
        // (KickB reads when its bucket is full, even at the last kick, which
        // stashes instead: R's op then reads again in Done.)
        self.kick_read.next = self.stage_d.insert_kicks.val()
            | ((self.st_kick_place.q.val()) & !self.stage_d.b_has_empty.val())
            | self.st_rein_place.q.val();
        // The write landing at the edge of the first eviction's read (the one
        // decided by the op before) may be to the bucket read: KickA then reads
        // it again. Later evictions read at edges no write lands at.
        self.chain.victim.next = self.stage_d.victim.val();
        self.chain.load_first.next = self.r_go.val();
        self.chain.first_from.next = self.r_i2.q.val();
        self.chain.kick.next = self.evicting.val();
        self.chain.load_rein.next = self.st_rein_capture.q.val();
        self.chain.rein_from.next = self.rein_i2.q.val();
        // The chain's registers take their values whenever an eviction may
        // happen (they are not read until one does), so their enables do
        // not wait for the decision either.
        self.chain.read_now.next = self.kick_read.val();
        self.chain.again.next = self.st_kick_place.q.val();
        self.chain.pending_valid.next = self.buckets.pending_valid.val();
        self.chain.pending_bank.next = self.buckets.pending_bank.val();
        self.chain.pending_addr.next = self.buckets.pending_addr.val();
        // P6's addresses when the front may take them; an eviction's read
        // (never at the same time: `front_read` excludes every FSM read) is
        // the last choice, as its address (two XOR levels from registers)
        // settles last. R's words are its op's when the front advances.
        if self.front_read.val() {
            self.read_addr0.next = self.front.out_bank0_addr.val();
            self.read_addr1.next = self.front.out_bank1_addr.val();
            self.r_read.next = self.advance.val();
        }
        if self.kick_read.val() {
            self.r_read.next = false;
            if !self.chain.from_bank.val() {
                self.read_addr1.next = self.chain.to_addr.val();
            } else {
                self.read_addr0.next = self.chain.to_addr.val();
            }
        }
        self.r_fresh.d.next = self.r_read.val();
        // The addresses held at the next cycle: R's next own (P6's when the
        // front advances), or the FSM's reads of ReinRead and KickR.
        if self.next_rein_read.val() {
            if self.rein_i1.q.val().get_bit(0) {
                self.held_addr1.d.next = self.rein_i1.q.val().get_bits::<BA>(1);
                self.held_addr0.d.next = self.rein_i2.q.val().get_bits::<BA>(1);
            } else {
                self.held_addr0.d.next = self.rein_i1.q.val().get_bits::<BA>(1);
                self.held_addr1.d.next = self.rein_i2.q.val().get_bits::<BA>(1);
            }
        } else if self.next_kick_reread.val() {
            if self.chain.moving_to.val().get_bit(0) {
                self.held_addr0.d.next = self.r_bank0_addr.q.val();
                self.held_addr1.d.next = self.chain.moving_to.val().get_bits::<BA>(1);
            } else {
                self.held_addr0.d.next = self.chain.moving_to.val().get_bits::<BA>(1);
                self.held_addr1.d.next = self.r_bank1_addr.q.val();
            }
        } else if self.advance.val() {
            self.held_addr0.d.next = self.front.out_bank0_addr.val();
            self.held_addr1.d.next = self.front.out_bank1_addr.val();
        } else {
            self.held_addr0.d.next = self.r_bank0_addr.q.val();
            self.held_addr1.d.next = self.r_bank1_addr.q.val();
        }
        self.held_own.d.next =
            !(self.next_rein_read.val() | self.next_kick_reread.val() | self.next_clearing.val());

        // ---- `conflict` for the next cycle (docs/timing.md). R's op then
        // waits when the op in D then may write one of its buckets (or is
        // ahead of a COUNT or may change the stash), or W's pending write, the
        // one decided now, may be to one of them. W's write is one of the
        // buckets of D's op, or the FSM's bucket: the bank addresses are
        // compared with each (a superset of the exact rule, which compares
        // the write's own address). R's next op is P6's when `advance`, else
        // its own; D's next op is R's when `r_go`, else its own if it does not
        // decide now.
        self.d_meets_p6.next = (self.stage_d.bank0_addr.val() == self.front.out_bank0_addr.val())
            | (self.stage_d.bank1_addr.val() == self.front.out_bank1_addr.val());
        self.d_meets_r.next = (self.stage_d.bank0_addr.val() == self.r_bank0_addr.q.val())
            | (self.stage_d.bank1_addr.val() == self.r_bank1_addr.q.val());
        self.r_meets_p6.next = (self.r_bank0_addr.q.val() == self.front.out_bank0_addr.val())
            | (self.r_bank1_addr.q.val() == self.front.out_bank1_addr.val());
        // The FSM's write (KickB: the chain's bucket; ReinB: rein_i1 or rein_i2); R's op
        // stays while the FSM runs.
        self.fsm_meets_r.next = (self.st_kick_place.q.val()
            & ((self.chain.moving_to.val().get_bit(0)
                & (self.chain.moving_to.val().get_bits::<BA>(1) == self.r_bank1_addr.q.val()))
                | (!self.chain.moving_to.val().get_bit(0)
                    & (self.chain.moving_to.val().get_bits::<BA>(1)
                        == self.r_bank0_addr.q.val()))))
            | (self.st_rein_place.q.val()
                & ((self.rein_i1.q.val().get_bits::<BA>(1) == self.r_bank0_addr.q.val())
                    | (self.rein_i1.q.val().get_bits::<BA>(1) == self.r_bank1_addr.q.val())
                    | (self.rein_i2.q.val().get_bits::<BA>(1) == self.r_bank0_addr.q.val())
                    | (self.rein_i2.q.val().get_bits::<BA>(1) == self.r_bank1_addr.q.val())));
        // W's write, landing at this edge, is to a bucket P6's / R's op reads
        // at it: the op waits and reads again (nothing is forwarded).
        self.pending_meets_p6.next = self.buckets.pending_valid.val()
            & ((!self.buckets.pending_bank.val()
                & (self.buckets.pending_addr.val() == self.front.out_bank0_addr.val()))
                | (self.buckets.pending_bank.val()
                    & (self.buckets.pending_addr.val() == self.front.out_bank1_addr.val())));
        self.pending_meets_r.next = self.buckets.pending_valid.val()
            & ((!self.buckets.pending_bank.val()
                & (self.buckets.pending_addr.val() == self.r_bank0_addr.q.val()))
                | (self.buckets.pending_bank.val()
                    & (self.buckets.pending_addr.val() == self.r_bank1_addr.q.val())));
        self.d_stays.next = self.stage_d.valid.val() & !self.stage_d.decide.val();
        self.r_may_write.next = (self.r_op.q.val() == self.op_insert.val())
            | (self.r_op.q.val() == self.op_delete.val())
            | (self.r_op.q.val() == self.op_write.val());
        // When the front advances, R's op (if any) moves to D and D's op
        // decides (or D is empty), so `d_stays` is 0; when R is empty, its
        // terms are 0 (`r_valid`): one expression covers both, and `advance`
        // is the last choice.
        if self.advance.val() {
            self.conflict_q.d.next = (self.r_valid.q.val()
                & ((self.r_may_write.val()
                    & (self.r_meets_p6.val() | (self.front.out_op.val() == self.op_count.val())))
                    | ((self.r_op.q.val() == self.op_write.val())
                        & (self.r_addr.q.val() == self.stash_addr.val()))
                    | ((self.r_op.q.val() == self.op_delete.val()) & self.stash.valid.val())))
                | (self.stage_d.valid.val() & self.stage_d.may_write.val() & self.d_meets_p6.val())
                | self.pending_meets_p6.val()
                | (self.d_stays.val()
                    & ((self.stage_d.may_write.val()
                        & (self.front.out_op.val() == self.op_count.val()))
                        | self.stage_d.writes_stash.val()
                        | (self.stage_d.is_delete.val() & self.stash.valid.val())));
        } else {
            self.conflict_q.d.next =
                (self.stage_d.valid.val() & self.stage_d.may_write.val() & self.d_meets_r.val())
                    | (self.d_stays.val()
                        & ((self.stage_d.may_write.val()
                            & (self.r_op.q.val() == self.op_count.val()))
                            | self.stage_d.writes_stash.val()
                            | (self.stage_d.is_delete.val() & self.stash.valid.val())))
                    | self.fsm_meets_r.val()
                    | self.pending_meets_r.val();
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
                self.swap_q.d.next = self.front.out_addr.val().get_bit(0);
            } else {
                self.swap_q.d.next = self.front.out_i1.val().get_bit(0);
            }
            self.new_word_q.d.next = self.front.out_op.val() == self.op_write.val();
        } else if self.kick_read.val() {
            self.swap_q.d.next = self.chain.from_bank.val();
            self.new_word_q.d.next = false;
        } else if self.st_rein_read.q.val() {
            self.swap_q.d.next = self.rein_i1.q.val().get_bit(0);
            self.new_word_q.d.next = false;
        } else if self.st_kick_reread.q.val() {
            self.swap_q.d.next = !self.chain.moving_to.val().get_bit(0);
            self.new_word_q.d.next = false;
        } else {
            if self.r_snapshot.val() {
                self.swap_q.d.next = self.r_addr.q.val().get_bit(0);
            } else {
                self.swap_q.d.next = self.r_i1.q.val().get_bit(0);
            }
            self.new_word_q.d.next = self.r_op.q.val() == self.op_write.val();
        }

        // The write decided this cycle; W registers it and performs it at
        // the next edge.
        self.buckets.write_valid.next = self.write_valid.val();
        self.buckets.write_bank.next = self.write_bank.val();
        self.buckets.write_addr.next = self.write_addr.val();
        self.buckets.word_a.next = self.stage_d.word_a.val();
        self.buckets.word_b.next = self.stage_d.word_b.val();
        self.buckets.write_from_b.next = self.write_from_b.val();
        self.buckets.write_slot.next = self.write_slot.val();
        self.buckets.write_value.next = self.write_value.val();
        self.buckets.write_whole.next = self.write_whole.val();

        // ---- the memory ports: the reads chosen above; W's write, or CLEAR's
        self.buckets.read_addr0.next = self.read_addr0.val();
        self.buckets.read_addr1.next = self.read_addr1.val();
        self.buckets.clear.next = self.st_clearing.q.val();
        self.buckets.clear_addr.next = self.clear_addr.q.val();

        // ---- the result queue (P8 and its skid entry S): a result enters
        // when there is room (`result_room`), whatever `out_ready` does in
        // this cycle: D's, or the FSM's when it is done.
        if self.st_done.q.val() {
            self.results.in_valid.next = self.result_room.val();
            self.results.in_op.next = self.fsm_op.q.val();
            if self.fsm_not_found.q.val() {
                self.results.in_code.next = self.c_nf.val();
            } else {
                self.results.in_code.next = self.c_ok.val();
            }
            self.results.in_data.next = self.fsm_data.q.val();
        } else {
            self.results.in_valid.next = self.stage_d.result_valid.val();
            self.results.in_op.next = self.stage_d.op.val();
            self.results.in_code.next = self.stage_d.result_code.val();
            self.results.in_data.next = self.stage_d.result_data.val();
        }
        self.results.out_ready.next = self.out_ready.val();
        self.out_valid.next = self.results.out_valid.val();
        self.out_op.next = self.results.out_op.val();
        self.out_code.next = self.results.out_code.val();
        self.out_data.next = self.results.out_data.val();

        // ---- the counters and the LFSR, each change applied at the next edge
        self.counters.items_delta.next = self.items_delta.val();
        self.counters.evict.next = self.evict.val();
        // CLEAR is done at this edge (no eviction or change of `items` is
        // pending then).
        self.counters.restart.next = self.st_clearing.q.val() & self.clear_last.q.val();
        self.clear_last.d.next =
            self.st_clearing.q.val() & (self.clear_addr.q.val() + self.one_ba.val()).all();
        if self.reset.val() {
            self.r_fresh.d.next = false;
            self.st_busy.d.next = false;
            self.st_kick_read.d.next = false;
            self.st_kick_place.d.next = false;
            self.st_kick_reread.d.next = false;
            self.st_rein_wait.d.next = false;
            self.st_rein_read.d.next = false;
            self.st_rein_capture.d.next = false;
            self.st_rein_place.d.next = false;
            self.st_clearing.d.next = false;
            self.st_done.d.next = false;
            self.conflict_q.d.next = false;
        }
    }
}

/// Against the model, op by op and cycle by cycle.
#[cfg(test)]
mod tests;
