//! `DecideStage`: stage D of the Cuckoo engine: the op whose buckets'
//! words and slot flags R has registered, decided in one cycle
//! ([`OpDecision`]: result, write, counters) or handed to the FSM.
//!
//! ```text
//!   load (R's op moves in) ──► op, fp, i1, i2, bank addresses, stash hit, ...
//!   load | capture ──────────► words a/b, hits, empties, victim (R's compare)
//!   decide = valid & room & !busy ──► OpDecision ──► result, write, counters
//!   to_fsm: INSERT with both buckets full, DELETE with the stash occupied, CLEAR
//! ```
//!
//! While the FSM runs (`busy`) D holds its op and decides nothing; the FSM
//! reads D's words and flags (its captures replace them) and starts its
//! writes from D's write outputs, which are then defaults.

use hwfilter_model::cuckoo::opcode;
use rust_hdl::prelude::*;

use super::decision::OpDecision;

/// Stage D of a `CuckooEngine` of `F`-bit fingerprints in `W = 4F`-bit
/// buckets, `2^B` buckets in two banks of `2^BA` words.
#[derive(LogicBlock)]
pub struct DecideStage<const F: usize, const W: usize, const B: usize, const BA: usize> {
    pub clock: Signal<In, Clock>,
    /// Synchronous, active high: D empties.
    pub reset: Signal<In, Bit>,
    // -- R's op, moving into D at this edge when `load`
    pub load: Signal<In, Bit>,
    /// `hwfilter_model::cuckoo::opcode`.
    pub in_op: Signal<In, Bits<3>>,
    pub in_fp: Signal<In, Bits<16>>,
    pub in_i1: Signal<In, Bits<B>>,
    pub in_i2: Signal<In, Bits<B>>,
    pub in_bank0_addr: Signal<In, Bits<BA>>,
    pub in_bank1_addr: Signal<In, Bits<BA>>,
    /// READ/WRITE's address (`2^B` is the stash word).
    pub in_addr: Signal<In, Bits<16>>,
    /// Bit 63 of WRITE's word: the stash word it writes holds an entry.
    pub in_word_valid: Signal<In, Bit>,
    /// The stash holds the op's fingerprint for one of its buckets.
    pub in_stash_hit: Signal<In, Bit>,
    /// Both of the op's buckets are full.
    pub in_both_full: Signal<In, Bit>,
    /// The empty slots of WRITE's new word.
    pub in_new_empties: Signal<In, Bits<4>>,
    // -- R's words in bucket order and their flags, taken when `load` or
    // `capture` (the FSM registers a bucket it read: KickA, ReinA)
    pub capture: Signal<In, Bit>,
    pub in_word_a: Signal<In, Bits<W>>,
    pub in_word_b: Signal<In, Bits<W>>,
    pub in_hits_a: Signal<In, Bits<4>>,
    pub in_hits_b: Signal<In, Bits<4>>,
    pub in_empties_a: Signal<In, Bits<4>>,
    pub in_empties_b: Signal<In, Bits<4>>,
    /// The fingerprint an eviction from word b takes.
    pub in_victim: Signal<In, Bits<16>>,
    // -- what the decision reads
    /// The result queue can take a result (from registers).
    pub room: Signal<In, Bit>,
    /// The FSM runs: D holds its op.
    pub busy: Signal<In, Bit>,
    pub stash_valid: Signal<In, Bit>,
    /// The stash word (READ's format).
    pub stash_word: Signal<In, Bits<64>>,
    pub items: Signal<In, Bits<32>>,
    pub kicks: Signal<In, Bits<32>>,
    pub full: Signal<In, Bits<32>>,
    /// The slot the next eviction takes (the LFSR's).
    pub victim_slot: Signal<In, Bits<2>>,
    // -- D's op and registers
    /// D holds an op.
    pub valid: Signal<Out, Bit>,
    pub op: Signal<Out, Bits<3>>,
    /// INSERT, DELETE or WRITE: may write a bucket.
    pub may_write: Signal<Out, Bit>,
    pub is_delete: Signal<Out, Bit>,
    pub is_clear: Signal<Out, Bit>,
    /// A WRITE of the stash word.
    pub writes_stash: Signal<Out, Bit>,
    pub bank0_addr: Signal<Out, Bits<BA>>,
    pub bank1_addr: Signal<Out, Bits<BA>>,
    pub word_a: Signal<Out, Bits<W>>,
    pub word_b: Signal<Out, Bits<W>>,
    pub victim: Signal<Out, Bits<16>>,
    pub stash_hit: Signal<Out, Bit>,
    /// WRITE's stash word holds an entry.
    pub word_valid: Signal<Out, Bit>,
    /// Word a / b has an empty slot, and the lowest one.
    pub a_has_empty: Signal<Out, Bit>,
    pub b_has_empty: Signal<Out, Bit>,
    pub lowest_empty_a: Signal<Out, Bits<2>>,
    pub lowest_empty_b: Signal<Out, Bits<2>>,
    /// Either word has a slot matching D's fingerprint.
    pub any_hit: Signal<Out, Bit>,
    // -- the decision
    /// D decides its op now (it holds one, the result queue has room, the
    /// FSM does not run).
    pub decide: Signal<Out, Bit>,
    /// D's op is an INSERT that will evict (both buckets full, stash empty).
    pub insert_kicks: Signal<Out, Bit>,
    /// ... and D decides it now.
    pub kick_first_now: Signal<Out, Bit>,
    /// D's op goes on in the FSM.
    pub to_fsm: Signal<Out, Bit>,
    /// D's result, entering the result queue when `result_valid`.
    pub result_valid: Signal<Out, Bit>,
    /// `hwfilter_model::cuckoo::code`.
    pub result_code: Signal<Out, Bits<2>>,
    pub result_data: Signal<Out, Bits<64>>,
    /// The write decided now (W registers it): bank, address, and the
    /// word: `write_value` into slot `write_slot` of word a or b
    /// (`write_from_b`), or WRITE's whole word b (`write_whole`).
    pub write_valid: Signal<Out, Bit>,
    pub write_bank: Signal<Out, Bit>,
    pub write_addr: Signal<Out, Bits<BA>>,
    pub write_from_b: Signal<Out, Bit>,
    pub write_slot: Signal<Out, Bits<2>>,
    pub write_value: Signal<Out, Bits<16>>,
    pub write_whole: Signal<Out, Bit>,
    /// D's INSERT evicts now (the first eviction of its chain).
    pub evict: Signal<Out, Bit>,
    /// What `items` changes by (one adder for every case).
    pub items_delta: Signal<Out, Bits<32>>,
    /// D answers FULL now.
    pub full_answer: Signal<Out, Bit>,

    decision: OpDecision<W, B, BA>,
    d_valid: DFF<Bit>,
    d_op: DFF<Bits<3>>,
    /// Word a / b has an empty slot (R's flags).
    d_a_has_empty: DFF<Bit>,
    d_b_has_empty: DFF<Bit>,
    /// D's op is an INSERT whose buckets are both full.
    d_both_full: DFF<Bit>,
    /// D holds an op and the stash was empty when it entered (it cannot
    /// change while the op waits: R's op does not follow one that may
    /// change it, and the FSM is done with it when R's op moves).
    d_stash_free: DFF<Bit>,
    d_is_delete: DFF<Bit>,
    d_is_clear: DFF<Bit>,
    d_writes_stash: DFF<Bit>,
    d_fp: DFF<Bits<16>>,
    d_i1: DFF<Bits<B>>,
    d_i2: DFF<Bits<B>>,
    d_bank0_addr: DFF<Bits<BA>>,
    d_bank1_addr: DFF<Bits<BA>>,
    d_addr_bank: DFF<Bit>,
    d_addr_is_stash: DFF<Bit>,
    d_new_stash_valid: DFF<Bit>,
    d_may_write: DFF<Bit>,
    d_word_a: DFF<Bits<W>>,
    d_word_b: DFF<Bits<W>>,
    d_hits_a: DFF<Bits<4>>,
    d_hits_b: DFF<Bits<4>>,
    d_empties_a: DFF<Bits<4>>,
    d_empties_b: DFF<Bits<4>>,
    /// Empty slots of WRITE's new word (kept out of `d_empties_b`'s path from the RAM).
    d_new_empties: DFF<Bits<4>>,
    /// The fingerprint an eviction from `d_word_b` takes (slot from the LFSR).
    d_victim: DFF<Bits<16>>,
    d_stash_hit: DFF<Bit>,
    stash_addr: Constant<Bits<16>>,
    op_insert: Constant<Bits<3>>,
    op_write: Constant<Bits<3>>,
    op_delete: Constant<Bits<3>>,
    op_clear: Constant<Bits<3>>,
}

impl<const F: usize, const W: usize, const B: usize, const BA: usize> DecideStage<F, W, B, BA> {
    pub fn new() -> Self {
        assert!(
            (8..=16).contains(&F) && W == 4 * F,
            "F in 8..=16 and W = 4F"
        );
        assert!(
            (2..=16).contains(&B) && BA + 1 == B,
            "B in 2..=16 and BA = B - 1"
        );
        DecideStage {
            clock: Default::default(),
            reset: Default::default(),
            load: Default::default(),
            in_op: Default::default(),
            in_fp: Default::default(),
            in_i1: Default::default(),
            in_i2: Default::default(),
            in_bank0_addr: Default::default(),
            in_bank1_addr: Default::default(),
            in_addr: Default::default(),
            in_word_valid: Default::default(),
            in_stash_hit: Default::default(),
            in_both_full: Default::default(),
            in_new_empties: Default::default(),
            capture: Default::default(),
            in_word_a: Default::default(),
            in_word_b: Default::default(),
            in_hits_a: Default::default(),
            in_hits_b: Default::default(),
            in_empties_a: Default::default(),
            in_empties_b: Default::default(),
            in_victim: Default::default(),
            room: Default::default(),
            busy: Default::default(),
            stash_valid: Default::default(),
            stash_word: Default::default(),
            items: Default::default(),
            kicks: Default::default(),
            full: Default::default(),
            victim_slot: Default::default(),
            valid: Default::default(),
            op: Default::default(),
            may_write: Default::default(),
            is_delete: Default::default(),
            is_clear: Default::default(),
            writes_stash: Default::default(),
            bank0_addr: Default::default(),
            bank1_addr: Default::default(),
            word_a: Default::default(),
            word_b: Default::default(),
            victim: Default::default(),
            stash_hit: Default::default(),
            word_valid: Default::default(),
            a_has_empty: Default::default(),
            b_has_empty: Default::default(),
            lowest_empty_a: Default::default(),
            lowest_empty_b: Default::default(),
            any_hit: Default::default(),
            decide: Default::default(),
            insert_kicks: Default::default(),
            kick_first_now: Default::default(),
            to_fsm: Default::default(),
            result_valid: Default::default(),
            result_code: Default::default(),
            result_data: Default::default(),
            write_valid: Default::default(),
            write_bank: Default::default(),
            write_addr: Default::default(),
            write_from_b: Default::default(),
            write_slot: Default::default(),
            write_value: Default::default(),
            write_whole: Default::default(),
            evict: Default::default(),
            items_delta: Default::default(),
            full_answer: Default::default(),
            decision: OpDecision::new(),
            d_valid: Default::default(),
            d_op: Default::default(),
            d_a_has_empty: Default::default(),
            d_b_has_empty: Default::default(),
            d_both_full: Default::default(),
            d_stash_free: Default::default(),
            d_is_delete: Default::default(),
            d_is_clear: Default::default(),
            d_writes_stash: Default::default(),
            d_fp: Default::default(),
            d_i1: Default::default(),
            d_i2: Default::default(),
            d_bank0_addr: Default::default(),
            d_bank1_addr: Default::default(),
            d_addr_bank: Default::default(),
            d_addr_is_stash: Default::default(),
            d_new_stash_valid: Default::default(),
            d_may_write: Default::default(),
            d_word_a: Default::default(),
            d_word_b: Default::default(),
            d_hits_a: Default::default(),
            d_hits_b: Default::default(),
            d_empties_a: Default::default(),
            d_empties_b: Default::default(),
            d_new_empties: Default::default(),
            d_victim: Default::default(),
            d_stash_hit: Default::default(),
            stash_addr: Constant::new((1u64 << B).to_bits()),
            op_insert: Constant::new((opcode::INSERT as u64).to_bits()),
            op_write: Constant::new((opcode::WRITE as u64).to_bits()),
            op_delete: Constant::new((opcode::DELETE as u64).to_bits()),
            op_clear: Constant::new((opcode::CLEAR as u64).to_bits()),
        }
    }
}

impl<const F: usize, const W: usize, const B: usize, const BA: usize> Default
    for DecideStage<F, W, B, BA>
{
    fn default() -> Self {
        Self::new()
    }
}

impl<const F: usize, const W: usize, const B: usize, const BA: usize> Logic
    for DecideStage<F, W, B, BA>
{
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(
            self,
            clock,
            d_valid,
            d_op,
            d_a_has_empty,
            d_b_has_empty,
            d_both_full,
            d_stash_free,
            d_is_delete,
            d_is_clear,
            d_writes_stash,
            d_fp,
            d_i1,
            d_i2,
            d_bank0_addr,
            d_bank1_addr,
            d_addr_bank,
            d_addr_is_stash,
            d_new_stash_valid,
            d_may_write,
            d_word_a,
            d_word_b,
            d_hits_a,
            d_hits_b,
            d_empties_a,
            d_empties_b,
            d_new_empties,
            d_victim,
            d_stash_hit
        );
        self.decide.next = self.d_valid.q.val() & self.room.val() & (!self.busy.val());
        // (`d_stash_free` stands for `d_valid & !stash_valid`, from one register.)
        self.insert_kicks.next = self.d_both_full.q.val() & self.d_stash_free.q.val();
        // A DELETE while the stash is occupied goes to the FSM too (whether
        // it re-inserts is decided in ReinWait, from D's flags, which hold).
        self.to_fsm.next = self.insert_kicks.val()
            | self.d_is_clear.q.val()
            | (self.d_is_delete.q.val() & self.stash_valid.val());
        self.kick_first_now.next = self.decide.val() & self.insert_kicks.val();

        if self.load.val() {
            self.d_op.d.next = self.in_op.val();
            self.d_new_empties.d.next = self.in_new_empties.val();
            self.d_is_delete.d.next = self.in_op.val() == self.op_delete.val();
            self.d_both_full.d.next =
                (self.in_op.val() == self.op_insert.val()) & self.in_both_full.val();
            self.d_is_clear.d.next = self.in_op.val() == self.op_clear.val();
            self.d_writes_stash.d.next = (self.in_op.val() == self.op_write.val())
                & (self.in_addr.val() == self.stash_addr.val());
            self.d_fp.d.next = self.in_fp.val();
            self.d_i1.d.next = self.in_i1.val();
            self.d_i2.d.next = self.in_i2.val();
            self.d_bank0_addr.d.next = self.in_bank0_addr.val();
            self.d_bank1_addr.d.next = self.in_bank1_addr.val();
            self.d_addr_bank.d.next = self.in_addr.val().get_bit(0);
            self.d_addr_is_stash.d.next = self.in_addr.val() == self.stash_addr.val();
            self.d_new_stash_valid.d.next = self.in_word_valid.val();
            self.d_stash_hit.d.next = self.in_stash_hit.val();
            self.d_may_write.d.next = (self.in_op.val() == self.op_insert.val())
                | (self.in_op.val() == self.op_delete.val())
                | (self.in_op.val() == self.op_write.val());
        }
        if self.load.val() | self.capture.val() {
            self.d_word_a.d.next = self.in_word_a.val();
            self.d_word_b.d.next = self.in_word_b.val();
            self.d_hits_a.d.next = self.in_hits_a.val();
            self.d_hits_b.d.next = self.in_hits_b.val();
            self.d_empties_a.d.next = self.in_empties_a.val();
            self.d_empties_b.d.next = self.in_empties_b.val();
            self.d_victim.d.next = self.in_victim.val();
            self.d_a_has_empty.d.next = self.in_empties_a.val().any();
            self.d_b_has_empty.d.next = self.in_empties_b.val().any();
        }
        // (`decide` spelled out: Verilator sees a loop through the engine's
        // `r_go` in a statement that reads both `load` and `decide`.)
        if self.load.val() {
            self.d_valid.d.next = true;
            self.d_stash_free.d.next = !self.stash_valid.val();
        } else if self.d_valid.q.val() & self.room.val() & !self.busy.val() {
            self.d_valid.d.next = false;
            self.d_stash_free.d.next = false;
        }

        // ---- the decision, from D's registers
        self.decision.decide.next = self.decide.val();
        self.decision.busy.next = self.busy.val();
        self.decision.op.next = self.d_op.q.val();
        self.decision.fp.next = self.d_fp.q.val();
        self.decision.i1.next = self.d_i1.q.val();
        self.decision.i2.next = self.d_i2.q.val();
        self.decision.addr_bank.next = self.d_addr_bank.q.val();
        self.decision.addr_word.next = self.d_bank0_addr.q.val();
        self.decision.addr_is_stash.next = self.d_addr_is_stash.q.val();
        self.decision.word_valid.next = self.d_new_stash_valid.q.val();
        self.decision.word_a.next = self.d_word_a.q.val();
        self.decision.hits_a.next = self.d_hits_a.q.val();
        self.decision.hits_b.next = self.d_hits_b.q.val();
        self.decision.empties_a.next = self.d_empties_a.q.val();
        self.decision.empties_b.next = self.d_empties_b.q.val();
        self.decision.a_has_empty.next = self.d_a_has_empty.q.val();
        self.decision.b_has_empty.next = self.d_b_has_empty.q.val();
        self.decision.new_empties.next = self.d_new_empties.q.val();
        self.decision.stash_hit.next = self.d_stash_hit.q.val();
        self.decision.insert_kicks.next = self.insert_kicks.val();
        self.decision.stash_valid.next = self.stash_valid.val();
        self.decision.stash_word.next = self.stash_word.val();
        self.decision.items.next = self.items.val();
        self.decision.kicks.next = self.kicks.val();
        self.decision.full.next = self.full.val();
        self.decision.victim_slot.next = self.victim_slot.val();
        self.any_hit.next = self.decision.any_hit.val();
        self.lowest_empty_a.next = self.decision.lowest_empty_a.val();
        self.lowest_empty_b.next = self.decision.lowest_empty_b.val();
        self.result_valid.next = self.decision.result_valid.val();
        self.result_code.next = self.decision.result_code.val();
        self.result_data.next = self.decision.result_data.val();
        self.write_valid.next = self.decision.write_valid.val();
        self.write_bank.next = self.decision.write_bank.val();
        self.write_addr.next = self.decision.write_addr.val();
        self.write_from_b.next = self.decision.write_from_b.val();
        self.write_slot.next = self.decision.write_slot.val();
        self.write_value.next = self.decision.write_value.val();
        self.write_whole.next = self.decision.write_whole.val();
        self.evict.next = self.decision.evict.val();
        self.items_delta.next = self.decision.items_delta.val();
        self.full_answer.next = self.decision.full_answer.val();
        if self.reset.val() {
            self.d_valid.d.next = false;
            self.d_stash_free.d.next = false;
        }

        self.valid.next = self.d_valid.q.val();
        self.op.next = self.d_op.q.val();
        self.may_write.next = self.d_may_write.q.val();
        self.is_delete.next = self.d_is_delete.q.val();
        self.is_clear.next = self.d_is_clear.q.val();
        self.writes_stash.next = self.d_writes_stash.q.val();
        self.bank0_addr.next = self.d_bank0_addr.q.val();
        self.bank1_addr.next = self.d_bank1_addr.q.val();
        self.word_a.next = self.d_word_a.q.val();
        self.word_b.next = self.d_word_b.q.val();
        self.victim.next = self.d_victim.q.val();
        self.stash_hit.next = self.d_stash_hit.q.val();
        self.word_valid.next = self.d_new_stash_valid.q.val();
        self.a_has_empty.next = self.d_a_has_empty.q.val();
        self.b_has_empty.next = self.d_b_has_empty.q.val();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use hwfilter_model::rng::SplitMix64;

    const B: usize = 4;
    type Stage = DecideStage<8, 32, B, 3>;
    const STASH: u64 = 1 << B;

    fn settle(d: &mut Stage) {
        for _ in 0..50 {
            d.update_all();
            if !d.has_changed() {
                return;
            }
        }
        panic!("combinational logic did not settle");
    }

    fn cycle(d: &mut Stage) {
        d.clock.next = Clock::from(false);
        settle(d);
        d.clock.next = Clock::from(true);
        settle(d);
    }

    /// Random ops with random slot flags, loaded from R, decided with and
    /// without room, with the FSM running or not and the stash occupied or
    /// not: D holds the op until it decides, its result is the op's, and it
    /// hands INSERTs that evict, DELETEs with the stash occupied and CLEAR
    /// to the FSM; a capture replaces the words, not the op.
    #[test]
    fn decisions_follow_the_op_and_its_flags() {
        let mut d = Stage::new();
        d.connect_all();
        d.reset.next = true;
        cycle(&mut d);
        d.reset.next = false;
        let mut rng = SplitMix64(21);
        for n in 0..4000 {
            let op = rng.below(8);
            let (fp, i1, i2) = (1 + rng.below(255), rng.below(16), rng.below(16));
            let addr = rng.below(STASH + 1);
            let (e_a, e_b) = (rng.below(16) * rng.below(2), rng.below(16) * rng.below(2));
            let (h_a, h_b) = (rng.below(16) & !e_a, rng.below(16) & !e_b);
            let new_empties = rng.below(16);
            let (word_a, word_b) = (rng.next_u64() & 0xffff_ffff, rng.next_u64() & 0xffff_ffff);
            let (stash_hit, word_valid) = (rng.chance(1, 4), rng.chance(1, 2));
            let stash_valid = rng.chance(1, 3);
            let (room, busy) = (rng.chance(3, 4), rng.chance(1, 5));
            let (items, kicks, full) = (rng.below(1000), rng.below(1000), rng.below(1000));
            let (slot, stash_word) = (rng.below(4), rng.next_u64());
            d.load.next = true;
            d.in_op.next = op.to_bits();
            d.in_fp.next = fp.to_bits();
            d.in_i1.next = i1.to_bits();
            d.in_i2.next = i2.to_bits();
            d.in_bank0_addr.next = ((addr >> 1) & 7).to_bits();
            d.in_bank1_addr.next = ((addr >> 1) & 7).to_bits();
            d.in_addr.next = addr.to_bits();
            d.in_word_valid.next = word_valid;
            d.in_stash_hit.next = stash_hit;
            d.in_both_full.next = e_a == 0 && e_b == 0;
            d.in_new_empties.next = new_empties.to_bits();
            d.in_word_a.next = word_a.to_bits();
            d.in_word_b.next = word_b.to_bits();
            d.in_hits_a.next = h_a.to_bits();
            d.in_hits_b.next = h_b.to_bits();
            d.in_empties_a.next = e_a.to_bits();
            d.in_empties_b.next = e_b.to_bits();
            d.in_victim.next = fp.to_bits();
            d.stash_valid.next = stash_valid;
            d.room.next = false;
            cycle(&mut d);
            d.load.next = false;
            d.room.next = room;
            d.busy.next = busy;
            d.stash_word.next = stash_word.to_bits();
            d.items.next = items.to_bits();
            d.kicks.next = kicks.to_bits();
            d.full.next = full.to_bits();
            d.victim_slot.next = slot.to_bits();
            settle(&mut d);

            let what = format!("op {n}: {op}");
            let decide = room && !busy;
            let any_hit = h_a != 0 || h_b != 0;
            let kicks_now = op == 1 && e_a == 0 && e_b == 0 && !stash_valid;
            assert!(d.valid.val(), "{what}");
            assert_eq!(d.decide.val(), decide, "{what}");
            assert_eq!(d.insert_kicks.val(), kicks_now, "{what}");
            let to_fsm = kicks_now || op == 2 || (op == 5 && stash_valid);
            assert_eq!(d.to_fsm.val(), to_fsm, "{what}");
            assert_eq!(d.any_hit.val(), any_hit, "{what}");
            let want_data = match op {
                3 | 4 if addr == STASH => stash_word,
                3 | 4 => word_a,
                6 => items,
                7 => kicks | full << 32,
                _ => 0,
            };
            assert_eq!(d.result_data.val().to_u64(), want_data, "{what}");
            let result_valid = !busy
                && match op {
                    1 => decide && !kicks_now,
                    5 => decide && !stash_valid,
                    2 => false,
                    _ => decide,
                };
            assert_eq!(d.result_valid.val(), result_valid, "{what}");

            // The write is `OpDecision`'s (its tests tell it apart): INSERT's here.
            if op == 1 {
                assert_eq!(d.write_valid.val(), decide && !stash_valid, "{what}");
            }
            assert_eq!(
                d.full_answer.val(),
                decide && op == 1 && stash_valid,
                "{what}"
            );
            assert_eq!(d.evict.val(), decide && kicks_now, "{what}");
            assert_eq!(d.kick_first_now.val(), decide && kicks_now, "{what}");

            // D's registers hold the op; it leaves when decided.
            assert_eq!(d.word_a.val().to_u64(), word_a, "{what}");
            assert_eq!(d.word_b.val().to_u64(), word_b, "{what}");
            assert_eq!(d.stash_hit.val(), stash_hit, "{what}");
            assert_eq!(d.may_write.val(), [1, 4, 5].contains(&op), "{what}");
            assert_eq!(d.writes_stash.val(), op == 4 && addr == STASH, "{what}");
            cycle(&mut d);
            assert_eq!(d.valid.val(), !decide, "{what}");
            if !decide {
                // The FSM captures a bucket it read: the words change, the op stays.
                d.capture.next = true;
                d.in_word_a.next = (word_a ^ 1).to_bits();
                cycle(&mut d);
                d.capture.next = false;
                assert_eq!(d.word_a.val().to_u64(), word_a ^ 1, "{what}");
                assert_eq!(d.op.val().index() as u64, op, "{what}");
                d.room.next = true;
                d.busy.next = false;
                cycle(&mut d);
                assert!(!d.valid.val(), "{what}");
            }
        }
    }

    #[test]
    fn verilog_is_generated() {
        let mut d = Stage::new();
        d.connect_all();
        assert!(generate_verilog(&d).contains("module top"));
    }
}
