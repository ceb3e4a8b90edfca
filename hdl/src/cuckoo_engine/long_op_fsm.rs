//! `LongOpFsm`: the Cuckoo engine's FSM, for the ops stage D cannot finish
//! in its one cycle (docs/cuckoo.md: INSERT's evictions, DELETE's
//! re-insert of the stash entry, CLEAR), with CLEAR's walk ([`ClearWalk`]);
//! it drives the eviction chain ([`KickChain`]) beside it.
//!
//! ```text
//!            D: INSERT, both full ──► KickA ◄──────────────┐ evict again
//!                                      │ (stale: KickR ─┘)  │
//!                                      ▼                    │
//!                                    KickB: place | stash | evict ──► Done
//!   Normal   D: DELETE, stash full ──► ReinWait ──► ReinRead ──► ReinA ──► ReinB: place ──► Done
//!   (D decides)                          └──► Done (took the stash, or nothing)   └ evict ──► KickA
//!            D: CLEAR ──► Clearing (one word of each bank per cycle) ──► Done
//!   Done: the result waits for room in the result queue, then Normal.
//! ```
//!
//! The state is one-hot (each bit's next value is a small function of
//! registers); all bits 0 is Normal, where D decides its op. An eviction
//! takes two cycles: D registers the bucket read (KickA), then the
//! fingerprint is placed or a victim evicted and the victim's alternate
//! bucket read (KickB). The first eviction's read is presented while D
//! holds the INSERT; if the write of the op before landed on that bucket at
//! the same edge, it is read again (KickR). `busy` and `done` are
//! registers only: the engine's `r_go` reads them and drives `load_first`.

use hwfilter_model::cuckoo::code;
use rust_hdl::prelude::*;

use super::clear_walk::ClearWalk;
#[cfg(doc)]
use super::kick_chain::KickChain;

/// The FSM of a `CuckooEngine` of `2^B` buckets in two banks of `2^BA`
/// words.
#[derive(LogicBlock)]
pub struct LongOpFsm<const B: usize, const BA: usize> {
    pub clock: Signal<In, Clock>,
    /// Synchronous, active high: back to Normal.
    pub reset: Signal<In, Bit>,
    // -- D's op (`DecideStage`), and what D decides now
    pub decide: Signal<In, Bit>,
    /// D's op goes on in the FSM (with `decide`).
    pub to_fsm: Signal<In, Bit>,
    /// D holds an INSERT that will evict; `kick_first_now`: it decides now.
    pub insert_kicks: Signal<In, Bit>,
    pub kick_first_now: Signal<In, Bit>,
    /// `hwfilter_model::cuckoo::opcode`.
    pub d_op: Signal<In, Bits<3>>,
    pub d_is_clear: Signal<In, Bit>,
    pub d_is_delete: Signal<In, Bit>,
    /// D's flags (a DELETE's; KickB's and ReinB's buckets after a capture).
    pub d_any_hit: Signal<In, Bit>,
    pub d_stash_hit: Signal<In, Bit>,
    pub d_a_has_empty: Signal<In, Bit>,
    pub d_b_has_empty: Signal<In, Bit>,
    pub d_lowest_empty_a: Signal<In, Bits<2>>,
    pub d_lowest_empty_b: Signal<In, Bits<2>>,
    /// The slot the next eviction takes (the LFSR's).
    pub victim_slot: Signal<In, Bits<2>>,
    /// The result queue can take a result (from registers).
    pub room: Signal<In, Bit>,
    // -- the stash entry (`VictimStash`)
    pub stash_valid: Signal<In, Bit>,
    pub stash_fp: Signal<In, Bits<16>>,
    pub stash_bucket: Signal<In, Bits<B>>,
    pub stash_alt_bucket: Signal<In, Bits<B>>,
    // -- the eviction chain (`KickChain`)
    /// The fingerprint being moved and the bucket it is moving to.
    pub moving_fp: Signal<In, Bits<16>>,
    pub moving_to: Signal<In, Bits<B>>,
    /// Kicks so far, whether it is `max_kicks`, and whether the bucket read
    /// was written at the edge it was read at.
    pub chain_count: Signal<In, Bits<16>>,
    pub chain_last: Signal<In, Bit>,
    pub chain_stale: Signal<In, Bit>,
    // -- the state (registers)
    /// Not Normal: D holds its op, R's op waits.
    pub busy: Signal<Out, Bit>,
    /// Done: the result waits for room in the result queue.
    pub done: Signal<Out, Bit>,
    /// D registers the bucket the FSM read (KickA, ReinA); ReinA alone.
    pub capture: Signal<Out, Bit>,
    pub rein_capture: Signal<Out, Bit>,
    /// KickB, KickR, ReinRead, ReinB, Clearing.
    pub kick_place: Signal<Out, Bit>,
    pub kick_reread: Signal<Out, Bit>,
    pub rein_read: Signal<Out, Bit>,
    pub rein_place: Signal<Out, Bit>,
    pub clearing: Signal<Out, Bit>,
    /// The next state is ReinRead / KickR / Clearing.
    pub next_rein_read: Signal<Out, Bit>,
    pub next_kick_reread: Signal<Out, Bit>,
    pub next_clearing: Signal<Out, Bit>,
    /// The stash entry being re-inserted: its two buckets.
    pub rein_i1: Signal<Out, Bits<B>>,
    pub rein_i2: Signal<Out, Bits<B>>,
    // -- the eviction chain's steps
    /// An eviction happens now (the chain's registers follow it).
    pub evicting: Signal<Out, Bit>,
    /// An eviction's read is presented now (the chain's `to_addr`).
    pub kick_read: Signal<Out, Bit>,
    // -- the FSM's write (W registers it) and its changes
    /// The FSM drives the write port now (KickB, ReinB); the fields as D's.
    pub writes: Signal<Out, Bit>,
    pub write_valid: Signal<Out, Bit>,
    pub write_bank: Signal<Out, Bit>,
    pub write_addr: Signal<Out, Bits<BA>>,
    pub write_from_b: Signal<Out, Bit>,
    pub write_slot: Signal<Out, Bits<2>>,
    pub write_value: Signal<Out, Bits<16>>,
    /// An eviction happens now (KickB, ReinB): step the LFSR, count a kick.
    pub evict: Signal<Out, Bit>,
    /// ReinWait: the DELETE took the stash entry (`items` falls by one).
    pub stash_deleted: Signal<Out, Bit>,
    /// The stash entry leaves; the last kick stashes the moving fingerprint.
    pub stash_take: Signal<Out, Bit>,
    pub kick_to_stash: Signal<Out, Bit>,
    /// Clearing: the word of each bank zeroed now; CLEAR is done at this edge.
    pub clear_addr: Signal<Out, Bits<BA>>,
    pub clear_done: Signal<Out, Bit>,
    // -- the result, offered in Done
    pub result_op: Signal<Out, Bits<3>>,
    /// NOT_FOUND (a DELETE that found nothing) or OK.
    pub result_code: Signal<Out, Bits<2>>,
    /// KickB's kick count, else 0.
    pub result_data: Signal<Out, Bits<64>>,

    walk: ClearWalk<BA>,
    /// The states of the diagram above: KickA, KickB, KickR, ReinWait,
    /// ReinRead, ReinA, ReinB, Clearing, Done; `st_busy`: not Normal.
    st_busy: DFF<Bit>,
    st_kick_read: DFF<Bit>,
    st_kick_place: DFF<Bit>,
    st_kick_reread: DFF<Bit>,
    st_rein_wait: DFF<Bit>,
    st_rein_read: DFF<Bit>,
    st_rein_capture: DFF<Bit>,
    st_rein_place: DFF<Bit>,
    st_clearing: DFF<Bit>,
    st_done: DFF<Bit>,
    fsm_op: DFF<Bits<3>>,
    /// The FSM's result is NOT_FOUND (a DELETE decided in ReinWait).
    fsm_not_found: DFF<Bit>,
    /// D's flags had a matching slot (ReinWait's choice, registered).
    del_found: DFF<Bit>,
    rein_fp: DFF<Bits<16>>,
    rein_bucket1: DFF<Bits<B>>,
    rein_bucket2: DFF<Bits<B>>,
    fsm_data: DFF<Bits<64>>,
    zero64: Constant<Bits<64>>,
    zero_ba: Constant<Bits<BA>>,
    c_ok: Constant<Bits<2>>,
    c_nf: Constant<Bits<2>>,
}

impl<const B: usize, const BA: usize> LongOpFsm<B, BA> {
    pub fn new() -> Self {
        assert!(
            (2..=16).contains(&B) && BA + 1 == B,
            "B in 2..=16 and BA = B - 1"
        );
        LongOpFsm {
            clock: Default::default(),
            reset: Default::default(),
            decide: Default::default(),
            to_fsm: Default::default(),
            insert_kicks: Default::default(),
            kick_first_now: Default::default(),
            d_op: Default::default(),
            d_is_clear: Default::default(),
            d_is_delete: Default::default(),
            d_any_hit: Default::default(),
            d_stash_hit: Default::default(),
            d_a_has_empty: Default::default(),
            d_b_has_empty: Default::default(),
            d_lowest_empty_a: Default::default(),
            d_lowest_empty_b: Default::default(),
            victim_slot: Default::default(),
            room: Default::default(),
            stash_valid: Default::default(),
            stash_fp: Default::default(),
            stash_bucket: Default::default(),
            stash_alt_bucket: Default::default(),
            moving_fp: Default::default(),
            moving_to: Default::default(),
            chain_count: Default::default(),
            chain_last: Default::default(),
            chain_stale: Default::default(),
            busy: Default::default(),
            done: Default::default(),
            capture: Default::default(),
            rein_capture: Default::default(),
            kick_place: Default::default(),
            kick_reread: Default::default(),
            rein_read: Default::default(),
            rein_place: Default::default(),
            clearing: Default::default(),
            next_rein_read: Default::default(),
            next_kick_reread: Default::default(),
            next_clearing: Default::default(),
            rein_i1: Default::default(),
            rein_i2: Default::default(),
            evicting: Default::default(),
            kick_read: Default::default(),
            writes: Default::default(),
            write_valid: Default::default(),
            write_bank: Default::default(),
            write_addr: Default::default(),
            write_from_b: Default::default(),
            write_slot: Default::default(),
            write_value: Default::default(),
            evict: Default::default(),
            stash_deleted: Default::default(),
            stash_take: Default::default(),
            kick_to_stash: Default::default(),
            clear_addr: Default::default(),
            clear_done: Default::default(),
            result_op: Default::default(),
            result_code: Default::default(),
            result_data: Default::default(),
            walk: ClearWalk::new(),
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
            fsm_op: Default::default(),
            fsm_not_found: Default::default(),
            del_found: Default::default(),
            rein_fp: Default::default(),
            rein_bucket1: Default::default(),
            rein_bucket2: Default::default(),
            fsm_data: Default::default(),
            zero64: Constant::new(0u64.to_bits()),
            zero_ba: Constant::new(0u64.to_bits()),
            c_ok: Constant::new((code::OK as u64).to_bits()),
            c_nf: Constant::new((code::NOT_FOUND as u64).to_bits()),
        }
    }
}

impl<const B: usize, const BA: usize> Default for LongOpFsm<B, BA> {
    fn default() -> Self {
        Self::new()
    }
}

impl<const B: usize, const BA: usize> Logic for LongOpFsm<B, BA> {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(
            self,
            clock,
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
            fsm_op,
            fsm_not_found,
            del_found,
            rein_fp,
            rein_bucket1,
            rein_bucket2,
            fsm_data
        );
        self.walk.clock.next = self.clock.val();
        self.walk.clearing.next = self.st_clearing.q.val();

        self.del_found.d.next = self.d_any_hit.val();
        if !self.st_busy.q.val() {
            // Normal. The registers for a DELETE or CLEAR handed over take
            // their values whether or not D decides (they are not read
            // until the FSM runs).
            self.fsm_not_found.d.next = false;
            self.fsm_op.d.next = self.d_op.val();
            self.rein_fp.d.next = self.stash_fp.val();
            self.rein_bucket1.d.next = self.stash_bucket.val();
            self.rein_bucket2.d.next = self.stash_alt_bucket.val();
        }
        // The write's fields follow the state alone; when the FSM does not
        // write they are D's defaults (word b, the LFSR's slot).
        self.writes.next = self.st_kick_place.q.val() | self.st_rein_place.q.val();
        self.write_valid.next = false;
        self.write_from_b.next = true;
        self.write_slot.next = self.victim_slot.val();
        self.write_value.next = self.moving_fp.val();
        self.write_bank.next = false;
        self.write_addr.next = self.zero_ba.val();
        self.evict.next = false;
        // KickB: place the evicted fingerprint (its bucket is D's word b), or
        // stash it at the last kick, or evict again.
        if self.st_kick_place.q.val() {
            self.write_value.next = self.moving_fp.val();
            self.write_bank.next = self.moving_to.val().get_bit(0);
            self.write_addr.next = self.moving_to.val().get_bits::<BA>(1);
            if self.d_b_has_empty.val() {
                self.write_slot.next = self.d_lowest_empty_b.val();
                self.write_valid.next = true;
            } else if !self.chain_last.val() {
                self.evict.next = true;
                self.write_valid.next = true;
            }
        }
        // ReinWait: D still holds the DELETE's flags (`del_found`). A slot was
        // freed: re-insert the stash entry (the DELETE's write lands at this
        // edge). Else the DELETE took the stash entry, or found nothing.
        self.stash_deleted.next =
            self.st_rein_wait.q.val() & !self.del_found.q.val() & self.d_stash_hit.val();
        if self.st_rein_wait.q.val() {
            self.fsm_not_found.d.next = !self.del_found.q.val() & !self.d_stash_hit.val();
        }
        // ReinB: the stash entry into its bucket ri (D's word a) or ri2
        // (word b), else evict from ri2, as an INSERT does.
        if self.st_rein_place.q.val() {
            self.write_value.next = self.rein_fp.q.val();
            self.write_valid.next = true;
            if self.d_a_has_empty.val() {
                self.write_from_b.next = false;
                self.write_slot.next = self.d_lowest_empty_a.val();
                self.write_bank.next = self.rein_bucket1.q.val().get_bit(0);
                self.write_addr.next = self.rein_bucket1.q.val().get_bits::<BA>(1);
            } else {
                self.write_bank.next = self.rein_bucket2.q.val().get_bit(0);
                self.write_addr.next = self.rein_bucket2.q.val().get_bits::<BA>(1);
                if self.d_b_has_empty.val() {
                    self.write_slot.next = self.d_lowest_empty_b.val();
                } else {
                    self.evict.next = true;
                }
            }
        }
        // The result (read in Done): KickB's kick count, else 0.
        if self.st_kick_place.q.val() {
            self.fsm_data.d.next = bit_cast::<64, 16>(self.chain_count.val());
        } else if !self.st_done.q.val() {
            self.fsm_data.d.next = self.zero64.val();
        }
        // The stash: ReinWait takes it (re-insert or deleted), the last kick
        // stashes, CLEAR empties it.
        self.stash_take.next =
            self.st_rein_wait.q.val() & (self.del_found.q.val() | self.d_stash_hit.val());
        self.kick_to_stash.next =
            self.st_kick_place.q.val() & !self.d_b_has_empty.val() & self.chain_last.val();
        self.clear_done.next = self.st_clearing.q.val() & self.walk.last.val();

        // The next state, one bit each.
        self.next_rein_read.next = self.st_rein_wait.q.val() & self.del_found.q.val();
        self.next_kick_reread.next = self.st_kick_read.q.val() & self.chain_stale.val();
        self.next_clearing.next = (self.decide.val() & self.d_is_clear.val())
            | (self.st_clearing.q.val() & !self.walk.last.val());
        self.st_kick_read.d.next = self.kick_first_now.val()
            | (self.st_kick_place.q.val() & !self.d_b_has_empty.val() & !self.chain_last.val())
            | self.st_kick_reread.q.val()
            | (self.st_rein_place.q.val() & !self.d_a_has_empty.val() & !self.d_b_has_empty.val());
        self.st_kick_place.d.next = self.st_kick_read.q.val() & !self.chain_stale.val();
        self.st_kick_reread.d.next = self.next_kick_reread.val();
        self.st_rein_wait.d.next =
            self.decide.val() & self.d_is_delete.val() & self.stash_valid.val();
        self.st_rein_read.d.next = self.next_rein_read.val();
        self.st_rein_capture.d.next = self.st_rein_read.q.val();
        self.st_rein_place.d.next = self.st_rein_capture.q.val();
        self.st_clearing.d.next = self.next_clearing.val();
        self.st_done.d.next = (self.st_rein_wait.q.val() & !self.del_found.q.val())
            | (self.st_kick_place.q.val() & (self.d_b_has_empty.val() | self.chain_last.val()))
            | (self.st_rein_place.q.val() & (self.d_a_has_empty.val() | self.d_b_has_empty.val()))
            | (self.st_clearing.q.val() & self.walk.last.val())
            | (self.st_done.q.val() & !self.room.val());
        self.st_busy.d.next = (self.st_busy.q.val() & !(self.st_done.q.val() & self.room.val()))
            | (self.decide.val() & self.to_fsm.val());
        if self.reset.val() {
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
        }

        // An eviction reads the victim's alternate bucket (in the bank other
        // than the bucket it leaves). The condition repeats the branches above
        // so that the address itself comes from registers only.
        // D's first eviction is read from the cycle D holds it, whether or not
        // it decides (R's op cannot follow it into D, and P6 waits).
        self.evicting.next = self.kick_first_now.val()
            | (self.st_kick_place.q.val() & !self.d_b_has_empty.val() & !self.chain_last.val())
            | (self.st_rein_place.q.val() & !self.d_a_has_empty.val() & !self.d_b_has_empty.val());
        // ReinB reads the alternate bucket whether or not it evicts, and
        // KickB when its bucket is full, even at the last kick (R's op then
        // reads again in Done): re-inserts and chain ends are rare.
        self.kick_read.next = self.insert_kicks.val()
            | (self.st_kick_place.q.val() & !self.d_b_has_empty.val())
            | self.st_rein_place.q.val();

        self.busy.next = self.st_busy.q.val();
        self.done.next = self.st_done.q.val();
        self.capture.next = self.st_kick_read.q.val() | self.st_rein_capture.q.val();
        self.kick_place.next = self.st_kick_place.q.val();
        self.kick_reread.next = self.st_kick_reread.q.val();
        self.rein_read.next = self.st_rein_read.q.val();
        self.rein_place.next = self.st_rein_place.q.val();
        self.clearing.next = self.st_clearing.q.val();
        self.rein_i1.next = self.rein_bucket1.q.val();
        self.rein_i2.next = self.rein_bucket2.q.val();
        self.rein_capture.next = self.st_rein_capture.q.val();
        self.clear_addr.next = self.walk.addr.val();
        self.result_op.next = self.fsm_op.q.val();
        if self.fsm_not_found.q.val() {
            self.result_code.next = self.c_nf.val();
        } else {
            self.result_code.next = self.c_ok.val();
        }
        self.result_data.next = self.fsm_data.q.val();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    type Fsm = LongOpFsm<4, 3>;

    fn settle(f: &mut Fsm) {
        for _ in 0..50 {
            f.update_all();
            if !f.has_changed() {
                return;
            }
        }
        panic!("combinational logic did not settle");
    }

    fn cycle(f: &mut Fsm) {
        f.clock.next = Clock::from(false);
        settle(f);
        f.clock.next = Clock::from(true);
        settle(f);
    }

    /// Out of reset, with the stash entry (0x33 for buckets 6 and 9).
    fn fsm() -> Fsm {
        let mut f = Fsm::new();
        f.connect_all();
        f.reset.next = true;
        f.room.next = true;
        f.stash_fp.next = 0x33u64.to_bits();
        f.stash_bucket.next = 6u64.to_bits();
        f.stash_alt_bucket.next = 9u64.to_bits();
        cycle(&mut f);
        f.reset.next = false;
        f
    }

    /// D hands its op over (`decide` and `to_fsm` for a cycle).
    fn hand_over(f: &mut Fsm, op: u64) {
        (f.decide.next, f.to_fsm.next, f.d_op.next) = (true, true, op.to_bits());
        cycle(f);
        (f.decide.next, f.to_fsm.next, f.kick_first_now.next) = (false, false, false);
        (f.insert_kicks.next, f.d_is_clear.next, f.d_is_delete.next) = (false, false, false);
    }

    /// Done waits for room, then Normal; the result is `op`, `code`, `data`.
    fn finish(f: &mut Fsm, op: u64, code: u8, data: u64) {
        f.room.next = false;
        cycle(f);
        assert!(f.done.val() && f.busy.val());
        f.room.next = true;
        settle(f);
        assert_eq!(f.result_op.val().index() as u64, op);
        assert_eq!(f.result_code.val().index() as u8, code);
        assert_eq!(f.result_data.val().to_u64(), data);
        cycle(f);
        assert!(!f.busy.val() && !f.done.val());
    }

    /// CLEAR zeroes word 0..8 of both banks, one per cycle, and is done at the last.
    #[test]
    fn clear_walks_the_table_then_answers() {
        let mut f = fsm();
        f.d_is_clear.next = true;
        hand_over(&mut f, 2);
        for word in 0..8 {
            assert!(f.busy.val() && f.clearing.val(), "word {word}");
            assert_eq!(f.clear_addr.val().index(), word);
            assert_eq!(f.clear_done.val(), word == 7);
            cycle(&mut f);
        }
        assert!(!f.clearing.val());
        finish(&mut f, 2, code::OK, 0);
    }

    /// An INSERT's evictions (the chain at 3 kicks at most): each KickB
    /// evicts again while its bucket is full, places the fingerprint in the
    /// first empty slot, or at the last kick stashes it; a bucket written
    /// at the edge it was read at is read again (KickR). The result is the
    /// kick count.
    #[test]
    fn evictions_place_or_stash_at_the_limit() {
        for placed_at in [1, 2, 0] {
            let mut f = fsm();
            (f.kick_first_now.next, f.insert_kicks.next) = (true, true);
            settle(&mut f);
            assert!(f.kick_read.val() && f.evicting.val());
            hand_over(&mut f, 1);
            for kick in 1..=3u64 {
                let (last, placed, stale) = (kick == 3, kick == placed_at, kick == 2);
                assert!(f.capture.val(), "KickA {kick}");
                f.chain_stale.next = stale;
                if stale {
                    cycle(&mut f);
                    assert!(f.kick_reread.val(), "KickR {kick}");
                    f.chain_stale.next = false;
                    cycle(&mut f);
                    assert!(f.capture.val(), "KickA again {kick}");
                }
                (f.d_b_has_empty.next, f.d_lowest_empty_b.next) = (placed, 2u64.to_bits());
                (f.chain_count.next, f.chain_last.next) = (kick.to_bits(), last);
                (f.moving_fp.next, f.moving_to.next) = ((0x40 + kick).to_bits(), 11u64.to_bits());
                f.victim_slot.next = 1u64.to_bits();
                cycle(&mut f);
                assert!(f.kick_place.val() && f.writes.val(), "KickB {kick}");
                assert_eq!(f.write_valid.val(), placed || !last);
                assert_eq!(f.evict.val(), !placed && !last);
                assert_eq!(f.evicting.val(), !placed && !last);
                assert_eq!(f.kick_read.val(), !placed);
                assert_eq!(f.kick_to_stash.val(), !placed && last);
                assert_eq!(f.write_value.val().index() as u64, 0x40 + kick);
                assert_eq!((f.write_bank.val(), f.write_addr.val().index()), (true, 5));
                assert_eq!(f.write_slot.val().index(), if placed { 2 } else { 1 });
                cycle(&mut f);
                if placed || last {
                    finish(&mut f, 1, code::OK, kick);
                    break;
                }
            }
        }
    }

    /// A DELETE with the stash occupied: a slot freed re-inserts the stash
    /// entry into its first bucket with an empty slot; else the DELETE took
    /// the stash entry (`items` falls), or found nothing (NOT_FOUND).
    #[test]
    fn deletes_reinsert_or_take_the_stash_entry() {
        for (found, in_stash) in [(true, false), (false, true), (false, false)] {
            let mut f = fsm();
            f.stash_valid.next = true;
            (f.d_is_delete.next, f.d_any_hit.next) = (true, found);
            f.d_stash_hit.next = in_stash;
            hand_over(&mut f, 5);
            f.d_any_hit.next = false;
            settle(&mut f);
            assert_eq!(f.stash_take.val(), found || in_stash);
            assert_eq!(f.stash_deleted.val(), !found && in_stash);
            assert_eq!(f.next_rein_read.val(), found);
            cycle(&mut f);
            if found {
                assert!(f.rein_read.val());
                assert_eq!((f.rein_i1.val().index(), f.rein_i2.val().index()), (6, 9));
                cycle(&mut f);
                assert!(f.capture.val());
                (f.d_a_has_empty.next, f.d_lowest_empty_a.next) = (true, 3u64.to_bits());
                cycle(&mut f);
                assert!(f.rein_place.val() && f.write_valid.val() && !f.write_from_b.val());
                assert_eq!(f.write_value.val().index(), 0x33);
                assert_eq!((f.write_bank.val(), f.write_addr.val().index()), (false, 3));
                assert_eq!(f.write_slot.val().index(), 3);
                cycle(&mut f);
            }
            let code = if found || in_stash {
                code::OK
            } else {
                code::NOT_FOUND
            };
            finish(&mut f, 5, code, 0);
        }
    }

    #[test]
    fn verilog_is_generated() {
        let mut f = Fsm::new();
        f.connect_all();
        assert!(generate_verilog(&f).contains("module top"));
    }
}
