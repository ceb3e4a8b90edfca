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
//! [`LongOpFsm`] (the FSM, with CLEAR's [`ClearWalk`]), [`KickChain`] (an
//! eviction chain: the bucket the next eviction leaves, the fingerprint
//! moving and where to, the kick count), [`HazardCheck`] (whether R's op
//! waits), [`BucketTable`] (the two banks and W, their one writer),
//! [`ResultQueue`] (P8 and S), [`FilterCounters`] (`items`, `kicks`, `full`
//! and the LFSR) and [`VictimStash`] (the stash entry, its word and its
//! compare). This block wires them and holds R's registers and the read
//! addresses.
//!
//! * **Lookups at one op per cycle.** `i1` and `i2` differ in bit 0, so the
//!   two candidate buckets sit in different banks and P6 reads both in the
//!   same cycle. R puts the RAM's words in bucket order and registers them
//!   with each slot's match and empty flags and the fingerprint an eviction
//!   would take; D decides from those registers (docs/timing.md explains
//!   the split). An INSERT with a free slot in either bucket also takes one
//!   cycle. Results go to P8, with a skid entry S behind it, so D decides
//!   whenever the two have room, from registers, whatever `out_ready` does.
//! * **Read-modify-write hazards.** D registers the write it decides and W
//!   performs it at the next edge; the FSM's writes go through W too.
//!   Nothing is forwarded: the op in R may not move to D while D's op may
//!   write one of its buckets or a write decided but not yet landed is to
//!   one of them ([`HazardCheck`]). It waits and reads again, one or two
//!   cycles; a stalled R reads its buckets every cycle, so its data is never
//!   older than the last write.
//! * **The FSM.** An INSERT whose buckets are both full, a DELETE while the
//!   stash is occupied (re-insert), and CLEAR leave D into the FSM, which
//!   stalls the ops behind them. When it is done it offers the result, and
//!   the op in R, which read its buckets again at the FSM's last write,
//!   moves to D.

mod bucket_compare;
mod clear_walk;
mod counters;
mod decide;
mod decision;
mod front;
mod hazard_check;
mod kick_chain;
mod long_op_fsm;
mod read_select;
mod result_queue;
mod stash;
mod table;

pub use bucket_compare::BucketCompare;
pub use clear_walk::ClearWalk;
pub use counters::FilterCounters;
pub use decide::DecideStage;
pub use decision::OpDecision;
pub use front::CuckooFront;
pub use hazard_check::HazardCheck;
pub use kick_chain::KickChain;
pub use long_op_fsm::LongOpFsm;
pub use read_select::ReadSelect;
pub use result_queue::ResultQueue;
pub use stash::VictimStash;
pub use table::BucketTable;

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
    fsm: LongOpFsm<B, BA>,
    hazards: HazardCheck<B, BA>,
    reads: ReadSelect<B, BA>,

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
    // -- constants
    minus1_32: Constant<Bits<32>>,
    // -- combinational locals
    advance: Signal<Local, Bit>,
    result_room: Signal<Local, Bit>,
    r_go: Signal<Local, Bit>,
    /// The RAM reads P6's buckets (a superset of `advance`, from fewer
    /// registers: the address mux is off D's decision).
    front_read: Signal<Local, Bit>,
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
            fsm: LongOpFsm::new(),
            hazards: HazardCheck::new(),
            reads: ReadSelect::new(),
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
            minus1_32: Constant::new(0xffff_ffffu64.to_bits()),
            advance: Default::default(),
            result_room: Default::default(),
            r_go: Default::default(),
            front_read: Default::default(),
        }
    }
}

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
            r_fresh
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
        self.stage_d.busy.next = self.fsm.busy.val();
        // R's op read a bucket that D's op may write at this edge: it waits
        // and reads again after the write has landed.
        // So does COUNT behind an op that may change `items` (its change is
        // added an edge later), and any op behind one that may change the
        // stash (R compares the stash with its fingerprint).
        self.r_go.next = self.r_valid.q.val()
            & self.r_fresh.q.val()
            & !self.hazards.conflict.val()
            & (((!self.fsm.busy.val())
                & (!self.stage_d.valid.val()
                    | (self.stage_d.decide.val() & !self.stage_d.to_fsm.val())))
                | ((self.fsm.done.val()) & !self.stage_d.valid.val()));
        // Reset moves the front too, emptying it (the valid bits take
        // `!reset`), so its registers' enable is `advance` alone.
        self.advance.next = (((!self.fsm.busy.val()) | (self.fsm.done.val()))
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
            & ((!self.fsm.busy.val()) | self.fsm.done.val())
            & (!self.r_valid.q.val()
                | (self.r_fresh.q.val()
                    & !self.hazards.conflict.val()
                    & ((!self.fsm.busy.val()) | !self.stage_d.valid.val())));

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
        // Bucket a is i1 (or the word of READ/WRITE), bucket b i2 (or
        // WRITE's new word); in the FSM's capture cycles, the bucket it read.
        // Both choices are registered a cycle ahead (`reads`, below).
        self.compare.word0.next = self.buckets.read_word0.val();
        self.compare.word1.next = self.buckets.read_word1.val();
        self.compare.fp.next = self.r_fp.q.val().get_bits::<F>(0);
        self.compare.swap.next = self.reads.swap.val();
        self.compare.new_word.next = self.r_word.q.val().get_bits::<W>(0);
        self.compare.use_new_word.next = self.reads.use_new_word.val();
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
        self.stage_d.capture.next = self.fsm.capture.val();
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

        // The stash holds R's fingerprint for one of its buckets (D's `stash_hit`).
        self.stash.probe_fp.next = self.r_fp.q.val();
        self.stash.probe_i1.next = self.r_i1.q.val();
        self.stash.probe_i2.next = self.r_i2.q.val();

        // ---- the FSM: INSERTs that evict, DELETEs with the stash occupied
        // (re-insert) and CLEAR, handed over by D when it decides them
        self.fsm.clock.next = self.clock.val();
        self.fsm.reset.next = self.reset.val();
        self.fsm.decide.next = self.stage_d.decide.val();
        self.fsm.to_fsm.next = self.stage_d.to_fsm.val();
        self.fsm.insert_kicks.next = self.stage_d.insert_kicks.val();
        self.fsm.kick_first_now.next = self.stage_d.kick_first_now.val();
        self.fsm.d_op.next = self.stage_d.op.val();
        self.fsm.d_is_clear.next = self.stage_d.is_clear.val();
        self.fsm.d_is_delete.next = self.stage_d.is_delete.val();
        self.fsm.d_any_hit.next = self.stage_d.any_hit.val();
        self.fsm.d_stash_hit.next = self.stage_d.stash_hit.val();
        self.fsm.d_a_has_empty.next = self.stage_d.a_has_empty.val();
        self.fsm.d_b_has_empty.next = self.stage_d.b_has_empty.val();
        self.fsm.d_lowest_empty_a.next = self.stage_d.lowest_empty_a.val();
        self.fsm.d_lowest_empty_b.next = self.stage_d.lowest_empty_b.val();
        self.fsm.victim_slot.next = self.counters.victim_slot.val();
        self.fsm.room.next = self.result_room.val();
        self.fsm.stash_valid.next = self.stash.valid.val();
        self.fsm.stash_fp.next = self.stash.fp.val();
        self.fsm.stash_bucket.next = self.stash.bucket.val();
        self.fsm.stash_alt_bucket.next = self.stash.alt_bucket.val();
        self.fsm.moving_fp.next = self.chain.moving_fp.val();
        self.fsm.moving_to.next = self.chain.moving_to.val();
        self.fsm.chain_count.next = self.chain.count.val();
        self.fsm.chain_last.next = self.chain.last.val();
        self.fsm.chain_stale.next = self.chain.stale.val();
        // The eviction chain: it starts at D's i2 (or the stash entry's
        // other bucket, ReinA) and follows each eviction. Its registers take
        // their values whenever an eviction may happen (they are not read
        // until one does), so their enables do not wait for the decision.
        // The write landing at the edge of the first eviction's read (the one
        // decided by the op before) may be to the bucket read: KickA then reads
        // it again. Later evictions read at edges no write lands at.
        self.chain.victim.next = self.stage_d.victim.val();
        self.chain.load_first.next = self.r_go.val();
        self.chain.first_from.next = self.r_i2.q.val();
        self.chain.kick.next = self.fsm.evicting.val();
        self.chain.load_rein.next = self.fsm.rein_capture.val();
        self.chain.rein_from.next = self.fsm.rein_i2.val();
        self.chain.read_now.next = self.fsm.kick_read.val();
        self.chain.again.next = self.fsm.kick_place.val();
        self.chain.pending_valid.next = self.buckets.pending_valid.val();
        self.chain.pending_bank.next = self.buckets.pending_bank.val();
        self.chain.pending_addr.next = self.buckets.pending_addr.val();
        // The stash: a WRITE of it, ReinWait taking it (re-insert or
        // deleted), the last kick stashing, CLEAR (and reset). Its
        // fingerprint and bucket are only read while it is occupied, so they
        // load whenever it is empty (the value of the edge it fills at is
        // the one kept).
        self.stash.write.next = self.stage_d.decide.val() & self.stage_d.writes_stash.val();
        self.stash.write_valid.next = self.stage_d.word_valid.val();
        self.stash.write_fp.next = self.stage_d.word_b.val().get_bits::<16>(0);
        self.stash.write_bucket.next = self.stage_d.word_b.val().get_bits::<B>(16);
        self.stash.take.next = self.fsm.stash_take.val();
        self.stash.kicking.next = self.fsm.kick_place.val();
        self.stash.kick_to_stash.next = self.fsm.kick_to_stash.val();
        self.stash.kick_fp.next = self.chain.moving_fp.val();
        self.stash.kick_bucket.next = self.chain.moving_to.val();
        self.stash.clear.next = self.fsm.clear_done.val();
        // ---- the reads: an eviction's, P6's, or the ones held (R's own, the
        // FSM's); R's word order for the next cycle
        self.reads.clock.next = self.clock.val();
        self.reads.front_read.next = self.front_read.val();
        self.reads.advance.next = self.advance.val();
        self.reads.p6_op.next = self.front.out_op.val();
        self.reads.p6_bank0_addr.next = self.front.out_bank0_addr.val();
        self.reads.p6_bank1_addr.next = self.front.out_bank1_addr.val();
        self.reads.p6_i1_bank.next = self.front.out_i1.val().get_bit(0);
        self.reads.p6_addr_bank.next = self.front.out_addr.val().get_bit(0);
        self.reads.r_op.next = self.r_op.q.val();
        self.reads.r_bank0_addr.next = self.r_bank0_addr.q.val();
        self.reads.r_bank1_addr.next = self.r_bank1_addr.q.val();
        self.reads.r_i1_bank.next = self.r_i1.q.val().get_bit(0);
        self.reads.r_addr_bank.next = self.r_addr.q.val().get_bit(0);
        self.reads.kick_read.next = self.fsm.kick_read.val();
        self.reads.kick_from_bank.next = self.chain.from_bank.val();
        self.reads.kick_to_addr.next = self.chain.to_addr.val();
        self.reads.rein_read.next = self.fsm.rein_read.val();
        self.reads.kick_reread.next = self.fsm.kick_reread.val();
        self.reads.next_rein_read.next = self.fsm.next_rein_read.val();
        self.reads.next_kick_reread.next = self.fsm.next_kick_reread.val();
        self.reads.next_clearing.next = self.fsm.next_clearing.val();
        self.reads.rein_i1.next = self.fsm.rein_i1.val();
        self.reads.rein_word2.next = self.fsm.rein_i2.val().get_bits::<BA>(1);
        self.reads.moving_to.next = self.chain.moving_to.val();
        self.r_fresh.d.next = self.reads.own_read.val();

        // ---- whether R's op waits at the next cycle (docs/timing.md)
        self.hazards.clock.next = self.clock.val();
        self.hazards.reset.next = self.reset.val();
        self.hazards.advance.next = self.advance.val();
        self.hazards.p6_op.next = self.front.out_op.val();
        self.hazards.p6_bank0_addr.next = self.front.out_bank0_addr.val();
        self.hazards.p6_bank1_addr.next = self.front.out_bank1_addr.val();
        self.hazards.r_valid.next = self.r_valid.q.val();
        self.hazards.r_op.next = self.r_op.q.val();
        self.hazards.r_addr.next = self.r_addr.q.val();
        self.hazards.r_bank0_addr.next = self.r_bank0_addr.q.val();
        self.hazards.r_bank1_addr.next = self.r_bank1_addr.q.val();
        self.hazards.d_valid.next = self.stage_d.valid.val();
        self.hazards.d_decide.next = self.stage_d.decide.val();
        self.hazards.d_may_write.next = self.stage_d.may_write.val();
        self.hazards.d_writes_stash.next = self.stage_d.writes_stash.val();
        self.hazards.d_is_delete.next = self.stage_d.is_delete.val();
        self.hazards.d_bank0_addr.next = self.stage_d.bank0_addr.val();
        self.hazards.d_bank1_addr.next = self.stage_d.bank1_addr.val();
        self.hazards.stash_valid.next = self.stash.valid.val();
        self.hazards.kick_place.next = self.fsm.kick_place.val();
        self.hazards.moving_to.next = self.chain.moving_to.val();
        self.hazards.rein_place.next = self.fsm.rein_place.val();
        self.hazards.rein_word1.next = self.fsm.rein_i1.val().get_bits::<BA>(1);
        self.hazards.rein_word2.next = self.fsm.rein_i2.val().get_bits::<BA>(1);
        self.hazards.pending_valid.next = self.buckets.pending_valid.val();
        self.hazards.pending_bank.next = self.buckets.pending_bank.val();
        self.hazards.pending_addr.next = self.buckets.pending_addr.val();

        // The write decided this cycle, the FSM's (KickB, ReinB) or D's; W
        // registers it and performs it at the next edge.
        self.buckets.word_a.next = self.stage_d.word_a.val();
        self.buckets.word_b.next = self.stage_d.word_b.val();
        self.buckets.write_whole.next = self.stage_d.write_whole.val();
        if self.fsm.writes.val() {
            self.buckets.write_valid.next = self.fsm.write_valid.val();
            self.buckets.write_bank.next = self.fsm.write_bank.val();
            self.buckets.write_addr.next = self.fsm.write_addr.val();
            self.buckets.write_from_b.next = self.fsm.write_from_b.val();
            self.buckets.write_slot.next = self.fsm.write_slot.val();
            self.buckets.write_value.next = self.fsm.write_value.val();
            self.counters.evict.next = self.fsm.evict.val();
        } else {
            self.buckets.write_valid.next = self.stage_d.write_valid.val();
            self.buckets.write_bank.next = self.stage_d.write_bank.val();
            self.buckets.write_addr.next = self.stage_d.write_addr.val();
            self.buckets.write_from_b.next = self.stage_d.write_from_b.val();
            self.buckets.write_slot.next = self.stage_d.write_slot.val();
            self.buckets.write_value.next = self.stage_d.write_value.val();
            self.counters.evict.next = self.stage_d.evict.val();
        }

        // ---- the memory ports: the reads chosen above; W's write, or CLEAR's
        self.buckets.read_addr0.next = self.reads.read_addr0.val();
        self.buckets.read_addr1.next = self.reads.read_addr1.val();
        self.buckets.clear.next = self.fsm.clearing.val();
        self.buckets.clear_addr.next = self.fsm.clear_addr.val();

        // ---- the result queue (P8 and its skid entry S): a result enters
        // when there is room (`result_room`), whatever `out_ready` does in
        // this cycle: D's, or the FSM's when it is done.
        if self.fsm.done.val() {
            self.results.in_valid.next = self.result_room.val();
            self.results.in_op.next = self.fsm.result_op.val();
            self.results.in_code.next = self.fsm.result_code.val();
            self.results.in_data.next = self.fsm.result_data.val();
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
        // (`evict` above): D's, or the stash entry a DELETE took in ReinWait.
        if self.fsm.stash_deleted.val() {
            self.counters.items_delta.next = self.minus1_32.val();
        } else {
            self.counters.items_delta.next = self.stage_d.items_delta.val();
        }
        self.counters.full_answer.next = self.stage_d.full_answer.val();
        // CLEAR is done at this edge (no eviction or change of `items` is
        // pending then).
        self.counters.restart.next = self.fsm.clear_done.val();
        if self.reset.val() {
            self.r_fresh.d.next = false;
        }
    }
}

/// Against the model, op by op and cycle by cycle.
#[cfg(test)]
mod tests;
