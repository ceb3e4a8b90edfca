//! `CountingBloomEngine`: a counting Bloom filter, one op per cycle.
//!
//! `K` banks of `2^A` 4-bit counters, each its own block RAM, indexed by the
//! plain Bloom engine's hash slices (a key has the same positions in both).
//! The op set and every result field are those of the model
//! (`hwfilter_model::counting`): QUERY, INSERT, DELETE, CLEAR, and READ and
//! WRITE of one snapshot word (one counter per bank, bank `i` in nibble `i`).
//!
//! ```text
//!   in_valid/in_ready                                                   out_valid/out_ready
//!        │                                                                     ▲
//!   in_* ┴► BloomFront (P0..P5) ─► P6 ──────► P7 ─────────────────► P8 ──┘
//!           input register,          idx,      counters read (or forwarded),
//!           mixer rounds, h0,h1      wdata     next counters ─► write back
//!                                          │ read        ▲   │
//!                                          ▼             │   ▼
//!                       K x RAM<Bits<4>, A> ── read_data ┘   write (as the op leaves P7)
//! ```
//!
//! * **Handshake.** valid/ready on both sides, as in the plain engine: the
//!   tail (P6 → P7 → P8) moves whenever the result register is empty or
//!   being taken (`advance_tail`), the head (P0..P6) also waits while a
//!   CLEAR walks (`advance`), and `in_ready` is `advance`. The banks read
//!   when P7 takes an op (a read enable), so a stalled P7 keeps its words.
//! * **Read-modify-write.** An op reads its counters as it enters P7 and
//!   writes the next ones as it leaves, at one op per cycle. The op behind
//!   it reads at that same edge, before the write lands: when it reads a
//!   word the op ahead writes (same bank, same address), the written value
//!   is forwarded (`fwd`, `fwd_count`) instead of the RAM's stale one. Any
//!   op further behind reads after the write landed, so one forwarding
//!   stage per bank is the whole hazard logic, whatever the back-pressure.
//! * **Counters.** INSERT adds one to each counter below 15, DELETE takes
//!   one from each counter below 15 when all `K` are non-zero and changes
//!   nothing otherwise, WRITE stores its word; a counter at 15 is stuck.
//!   `hit` is "all `K` counters non-zero" for QUERY, INSERT and DELETE.
//! * **CLEAR** waits in P6 until P7 holds no write, then writes zero to one
//!   word of every bank per cycle (`2^A` cycles), stalling the ops behind
//!   it. Then it answers like any op.
//! * **Fill and stuck counters.** Two [`FillCounters`] follow every write
//!   (registered a cycle after it, off the RAM path): one counts each
//!   bank's non-zero counters (the set bits of the plain Bloom filter this
//!   one answers like), one its counters stuck at 15. `set_bits_bank`
//!   selects the bank both show (STATS); `stuck_total` is every bank's
//!   stuck counters together (STATS field 8).
//! * **Reset** (synchronous, active high) empties the pipeline but keeps
//!   the memory and the counts exact: the op in P7 does not write, and a
//!   CLEAR cut mid-walk finishes its walk without a result.
//! * Op codes 6 and 7 are reserved: they change nothing and answer with
//!   `hit = 0`, `word = 0`.

use hwfilter_model::counting::opcode;
use hwfilter_model::params::{bank_stride, max_bank_addr_bits};
use rust_hdl::prelude::*;

use crate::bank_ram::HoldRam;
use crate::bloom_front::BloomFront;
use crate::fill_counters::FillCounters;

/// Counting Bloom filter engine with `K` banks of `2^A` 4-bit counters.
#[derive(LogicBlock)]
pub struct CountingBloomEngine<const K: usize, const A: usize> {
    // -- clock and synchronous active-high reset
    pub clock: Signal<In, Clock>,
    pub reset: Signal<In, Bit>,
    // -- op stream (sink)
    /// An op is offered.
    pub in_valid: Signal<In, Bit>,
    /// The engine takes the offered op this cycle.
    pub in_ready: Signal<Out, Bit>,
    /// Op code (`hwfilter_model::counting::opcode`).
    pub in_op: Signal<In, Bits<3>>,
    /// Key (QUERY/INSERT/DELETE), or address in bits 0..32 and word in
    /// bits 32..64 (READ/WRITE).
    pub in_key: Signal<In, Bits<64>>,
    // -- result stream (source)
    /// A result is offered; it and the fields below hold until taken.
    pub out_valid: Signal<Out, Bit>,
    /// The consumer takes the result this cycle.
    pub out_ready: Signal<In, Bit>,
    /// Op code of the op this result answers.
    pub out_op: Signal<Out, Bits<3>>,
    /// QUERY/INSERT/DELETE: all `K` counters were non-zero before the op.
    pub out_hit: Signal<Out, Bit>,
    /// Nibble `i` = bank `i`'s counter before the op (0 for CLEAR).
    pub out_word: Signal<Out, Bits<32>>,
    // -- fill (STATS)
    /// The bank whose counts `set_bits` and `stuck_counters` show after
    /// the next edge.
    pub set_bits_bank: Signal<In, Bits<3>>,
    /// Non-zero counters in bank `set_bits_bank` (0 past bank `K - 1`),
    /// counting every op that left P7 two edges ago or earlier.
    pub set_bits: Signal<Out, Bits<32>>,
    /// Counters stuck at 15 in bank `set_bits_bank`, likewise.
    pub stuck_counters: Signal<Out, Bits<32>>,
    /// Counters stuck at 15 in every bank together (STATS field 8),
    /// counting every op that left P7 two edges ago or earlier.
    pub stuck_total: Signal<Out, Bits<32>>,
    // -- pipeline
    /// P0..P5: input register, mixer rounds, h0 and h1.
    front: BloomFront,
    p6_v: DFF<Bit>,
    p6_op: DFF<Bits<3>>,
    p6_idx: [DFF<Bits<A>>; K],
    /// P6's op writes its counters as it leaves P7.
    p6_we: DFF<Bit>,
    p6_wdata: DFF<Bits<32>>,
    /// P6's CLEAR was cut by a reset: it finishes its walk and leaves no
    /// result.
    p6_silent: DFF<Bit>,
    p7_v: DFF<Bit>,
    p7_op: DFF<Bits<3>>,
    p7_idx: [DFF<Bits<A>>; K],
    p7_we: DFF<Bit>,
    p7_wdata: DFF<Bits<32>>,
    /// Bank `i`'s word was written as P7's op read it: take `fwd_count`.
    fwd: [DFF<Bit>; K],
    fwd_count: [DFF<Bits<4>>; K],
    p8_v: DFF<Bit>,
    p8_op: DFF<Bits<3>>,
    p8_hit: DFF<Bit>,
    /// P8's op answers `word = 0` (CLEAR, reserved codes).
    p8_zero: DFF<Bit>,
    p8_word: DFF<Bits<32>>,
    clr_cnt: DFF<Bits<A>>,
    clr_done: DFF<Bit>,
    banks: [HoldRam<Bits<4>, A>; K],
    /// Non-zero counters per bank.
    fill: FillCounters<K, A>,
    /// Counters at 15 per bank.
    stuck: FillCounters<K, A>,
    cnt_write: DFF<Bit>,
    cnt_clear: DFF<Bit>,
    cnt_old_nonzero: DFF<Bits<K>>,
    cnt_new_nonzero: DFF<Bits<K>>,
    cnt_old_stuck: DFF<Bits<K>>,
    cnt_new_stuck: DFF<Bits<K>>,
    // -- constants
    stride: Constant<Bits<8>>,
    nibble: Constant<Bits<8>>,
    zero4: Constant<Bits<4>>,
    one4: Constant<Bits<4>>,
    zero32: Constant<Bits<32>>,
    zero_k: Constant<Bits<K>>,
    zero_a: Constant<Bits<A>>,
    one_a: Constant<Bits<A>>,
    op_query: Constant<Bits<3>>,
    op_insert: Constant<Bits<3>>,
    op_delete: Constant<Bits<3>>,
    op_clear: Constant<Bits<3>>,
    op_read: Constant<Bits<3>>,
    op_write: Constant<Bits<3>>,
    // -- combinational locals
    advance: Signal<Local, Bit>,
    advance_tail: Signal<Local, Bit>,
    clearing: Signal<Local, Bit>,
    /// The CLEAR walk zeroes a word this cycle.
    walk: Signal<Local, Bit>,
    /// P7's op writes its counters at this edge.
    p7_fire: Signal<Local, Bit>,
    /// The counter P7's op reads in bank `i` (forwarded or from the RAM).
    old: [Signal<Local, Bits<4>>; K],
    /// The counter it leaves there.
    new: [Signal<Local, Bits<4>>; K],
    /// Banks 0..=i all hold a non-zero counter.
    nonzero_upto: [Signal<Local, Bit>; K],
    all_nonzero: Signal<Local, Bit>,
    /// `old` packed: nibbles 0..=i.
    word_upto: [Signal<Local, Bits<32>>; K],
    old_nonzero: [Signal<Local, Bits<K>>; K],
    new_nonzero: [Signal<Local, Bits<K>>; K],
    old_stuck: [Signal<Local, Bits<K>>; K],
    new_stuck: [Signal<Local, Bits<K>>; K],
}

impl<const K: usize, const A: usize> CountingBloomEngine<K, A> {
    /// A new engine. Panics if `(K, A)` is outside what the hash layout
    /// supports; use [`crate::BloomConfig`] for a checked constructor.
    pub fn new() -> Self {
        assert!((1..=8).contains(&K), "1..=8 banks supported, got {K}");
        let widest = max_bank_addr_bits(K as u32) as usize;
        assert!(
            (3..=widest).contains(&A),
            "bank address width {A} must be 3..={widest} for {K} banks"
        );
        let stride = bank_stride(K as u32, A as u32) as usize;
        let code = |c: u8| Constant::new((c as u64).to_bits());
        CountingBloomEngine {
            clock: Default::default(),
            reset: Default::default(),
            in_valid: Default::default(),
            in_ready: Default::default(),
            in_op: Default::default(),
            in_key: Default::default(),
            out_valid: Default::default(),
            out_ready: Default::default(),
            out_op: Default::default(),
            out_hit: Default::default(),
            out_word: Default::default(),
            set_bits_bank: Default::default(),
            set_bits: Default::default(),
            stuck_counters: Default::default(),
            stuck_total: Default::default(),
            front: BloomFront::new(&[opcode::QUERY, opcode::INSERT, opcode::DELETE]),
            p6_v: Default::default(),
            p6_op: Default::default(),
            p6_idx: std::array::from_fn(|_| Default::default()),
            p6_we: Default::default(),
            p6_wdata: Default::default(),
            p6_silent: Default::default(),
            p7_v: Default::default(),
            p7_op: Default::default(),
            p7_idx: std::array::from_fn(|_| Default::default()),
            p7_we: Default::default(),
            p7_wdata: Default::default(),
            fwd: std::array::from_fn(|_| Default::default()),
            fwd_count: std::array::from_fn(|_| Default::default()),
            p8_v: Default::default(),
            p8_op: Default::default(),
            p8_hit: Default::default(),
            p8_zero: Default::default(),
            p8_word: Default::default(),
            clr_cnt: Default::default(),
            clr_done: Default::default(),
            banks: std::array::from_fn(|_| Default::default()),
            fill: FillCounters::new(),
            stuck: FillCounters::new(),
            cnt_write: Default::default(),
            cnt_clear: Default::default(),
            cnt_old_nonzero: Default::default(),
            cnt_new_nonzero: Default::default(),
            cnt_old_stuck: Default::default(),
            cnt_new_stuck: Default::default(),
            stride: Constant::new((stride as u64).to_bits()),
            nibble: Constant::new(4_u64.to_bits()),
            zero4: Constant::new(0_u64.to_bits()),
            one4: Constant::new(1_u64.to_bits()),
            zero32: Constant::new(0_u64.to_bits()),
            zero_k: Constant::new(0_u64.to_bits()),
            zero_a: Constant::new(0_u64.to_bits()),
            one_a: Constant::new(1_u64.to_bits()),
            op_query: code(opcode::QUERY),
            op_insert: code(opcode::INSERT),
            op_delete: code(opcode::DELETE),
            op_clear: code(opcode::CLEAR),
            op_read: code(opcode::READ),
            op_write: code(opcode::WRITE),
            advance: Default::default(),
            advance_tail: Default::default(),
            clearing: Default::default(),
            walk: Default::default(),
            p7_fire: Default::default(),
            old: std::array::from_fn(|_| Default::default()),
            new: std::array::from_fn(|_| Default::default()),
            nonzero_upto: std::array::from_fn(|_| Default::default()),
            all_nonzero: Default::default(),
            word_upto: std::array::from_fn(|_| Default::default()),
            old_nonzero: std::array::from_fn(|_| Default::default()),
            new_nonzero: std::array::from_fn(|_| Default::default()),
            old_stuck: std::array::from_fn(|_| Default::default()),
            new_stuck: std::array::from_fn(|_| Default::default()),
        }
    }
}

impl<const K: usize, const A: usize> Default for CountingBloomEngine<K, A> {
    fn default() -> Self {
        Self::new()
    }
}

impl<const K: usize, const A: usize> Logic for CountingBloomEngine<K, A> {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(
            self,
            clock,
            p6_v,
            p6_op,
            p6_we,
            p6_wdata,
            p6_silent,
            p7_v,
            p7_op,
            p7_we,
            p7_wdata,
            p8_v,
            p8_op,
            p8_hit,
            p8_zero,
            p8_word,
            clr_cnt,
            clr_done,
            cnt_write,
            cnt_clear,
            cnt_old_nonzero,
            cnt_new_nonzero,
            cnt_old_stuck,
            cnt_new_stuck
        );
        for i in 0..K {
            self.p6_idx[i].clock.next = self.clock.val();
            self.p6_idx[i].d.next = self.p6_idx[i].q.val();
            self.p7_idx[i].clock.next = self.clock.val();
            self.p7_idx[i].d.next = self.p7_idx[i].q.val();
            self.fwd[i].clock.next = self.clock.val();
            self.fwd[i].d.next = self.fwd[i].q.val();
            self.fwd_count[i].clock.next = self.clock.val();
            self.fwd_count[i].d.next = self.fwd_count[i].q.val();
            self.banks[i].clock.next = self.clock.val();
        }

        // CLEAR sits in P6 until it has walked every address; it walks
        // only while P7 holds no write, so no op ahead of it writes after.
        self.clearing.next = self.p6_v.q.val()
            & (self.p6_op.q.val() == self.op_clear.val())
            & !self.clr_done.q.val();
        self.walk.next = self.clearing.val() & !(self.p7_v.q.val() & self.p7_we.q.val());
        self.advance_tail.next = !self.p8_v.q.val() | self.out_ready.val();
        self.advance.next = self.advance_tail.val() & !self.clearing.val();
        self.in_ready.next = self.advance.val() & !self.reset.val();
        self.p7_fire.next =
            self.advance_tail.val() & self.p7_v.q.val() & self.p7_we.q.val() & !self.reset.val();

        // P0..P5: the Bloom engines' key front (it empties with reset even
        // while a CLEAR holds the head).
        self.front.clock.next = self.clock.val();
        self.front.reset.next = self.reset.val();
        self.front.advance.next = self.advance.val() | self.reset.val();
        self.front.in_valid.next = self.in_valid.val();
        self.front.in_op.next = self.in_op.val();
        self.front.in_key.next = self.in_key.val();

        // P5 -> P6: bank i is indexed by H[i*stride +: A] (H = h1:h0),
        // READ/WRITE by the address.
        if self.advance.val() {
            self.p6_v.d.next = self.front.out_valid.val();
            self.p6_op.d.next = self.front.out_op.val();
            for i in 0..K {
                if (self.front.out_op.val() == self.op_read.val())
                    | (self.front.out_op.val() == self.op_write.val())
                {
                    self.p6_idx[i].d.next = self.front.out_h0.val().get_bits::<A>(0);
                } else {
                    self.p6_idx[i].d.next = self
                        .front
                        .out_h
                        .val()
                        .get_bits::<A>(i * self.stride.val().index());
                }
            }
            self.p6_wdata.d.next = self.front.out_h0.val().get_bits::<32>(32);
            self.p6_we.d.next = (self.front.out_op.val() == self.op_insert.val())
                | (self.front.out_op.val() == self.op_delete.val())
                | (self.front.out_op.val() == self.op_write.val());
            self.p6_silent.d.next = false;
        }

        // P7: the counters as the op reads them. The op ahead writes at the
        // edge this one reads: its value is forwarded.
        for i in 0..K {
            if self.fwd[i].q.val() {
                self.old[i].next = self.fwd_count[i].q.val();
            } else {
                self.old[i].next = self.banks[i].read_data.val();
            }
        }
        for i in 0..1 {
            self.nonzero_upto[i].next = self.old[i].val() != self.zero4.val();
            self.word_upto[i].next = self
                .zero32
                .val()
                .replace_bit(0, self.old[i].val().get_bit(0))
                .replace_bit(1, self.old[i].val().get_bit(1))
                .replace_bit(2, self.old[i].val().get_bit(2))
                .replace_bit(3, self.old[i].val().get_bit(3));
        }
        for i in 1..K {
            self.nonzero_upto[i].next =
                self.nonzero_upto[i - 1].val() & (self.old[i].val() != self.zero4.val());
            // Nibble i, bit by bit (rust-hdl casts no indexed signal in a loop).
            self.word_upto[i].next = self.word_upto[i - 1]
                .val()
                .replace_bit(i * self.nibble.val().index(), self.old[i].val().get_bit(0))
                .replace_bit(
                    i * self.nibble.val().index() + 1,
                    self.old[i].val().get_bit(1),
                )
                .replace_bit(
                    i * self.nibble.val().index() + 2,
                    self.old[i].val().get_bit(2),
                )
                .replace_bit(
                    i * self.nibble.val().index() + 3,
                    self.old[i].val().get_bit(3),
                );
        }
        for i in (K - 1)..K {
            self.all_nonzero.next = self.nonzero_upto[i].val();
        }
        // The next counters: a stuck counter (15) never moves.
        for i in 0..K {
            self.new[i].next = self.old[i].val();
            if self.p7_op.q.val() == self.op_write.val() {
                self.new[i].next = self
                    .p7_wdata
                    .q
                    .val()
                    .get_bits::<4>(i * self.nibble.val().index());
            } else if !self.old[i].val().all() {
                if self.p7_op.q.val() == self.op_insert.val() {
                    self.new[i].next = self.old[i].val() + self.one4.val();
                }
                if (self.p7_op.q.val() == self.op_delete.val()) & self.all_nonzero.val() {
                    self.new[i].next = self.old[i].val() - self.one4.val();
                }
            }
        }

        // P6 -> P7 (a bubble while the CLEAR walks). The banks read as P7
        // takes its op; P7's op writes as it leaves, and the forwarding
        // registers note where the op entering P7 reads that write.
        if self.advance_tail.val() {
            self.p7_v.d.next = self.p6_v.q.val() & !self.clearing.val() & !self.p6_silent.q.val();
            self.p7_op.d.next = self.p6_op.q.val();
            self.p7_we.d.next = self.p6_we.q.val();
            self.p7_wdata.d.next = self.p6_wdata.q.val();
            for i in 0..K {
                self.p7_idx[i].d.next = self.p6_idx[i].q.val();
                self.fwd[i].d.next =
                    self.p7_fire.val() & (self.p6_idx[i].q.val() == self.p7_idx[i].q.val());
                self.fwd_count[i].d.next = self.new[i].val();
            }
        }
        for i in 0..K {
            self.banks[i].read_address.next = self.p6_idx[i].q.val();
            self.banks[i].read_enable.next = self.advance_tail.val();
            if self.walk.val() {
                self.banks[i].write_address.next = self.clr_cnt.q.val();
                self.banks[i].write_data.next = self.zero4.val();
                self.banks[i].write_enable.next = true;
            } else {
                self.banks[i].write_address.next = self.p7_idx[i].q.val();
                self.banks[i].write_data.next = self.new[i].val();
                self.banks[i].write_enable.next = self.p7_fire.val();
            }
        }
        if self.walk.val() {
            self.clr_cnt.d.next = self.clr_cnt.q.val() + self.one_a.val();
            if self.clr_cnt.q.val().all() {
                self.clr_done.d.next = true;
            }
        }
        if self.advance.val() & self.p6_v.q.val() & (self.p6_op.q.val() == self.op_clear.val()) {
            self.clr_done.d.next = false;
        }

        // P8: the result register.
        if self.advance_tail.val() {
            self.p8_v.d.next = self.p7_v.q.val();
            self.p8_op.d.next = self.p7_op.q.val();
            self.p8_hit.d.next = self.all_nonzero.val()
                & ((self.p7_op.q.val() == self.op_query.val())
                    | (self.p7_op.q.val() == self.op_insert.val())
                    | (self.p7_op.q.val() == self.op_delete.val()));
            self.p8_zero.d.next = (self.p7_op.q.val() == self.op_clear.val())
                | (self.p7_op.q.val().get_bit(2) & self.p7_op.q.val().get_bit(1));
            for i in (K - 1)..K {
                self.p8_word.d.next = self.word_upto[i].val();
            }
        }

        // Fill and stuck counts: each write is taken as it fires, with the
        // counters before and after, and counted at the next edge. A CLEAR
        // zeroes them as it leaves P7 (its walk is done, the ops ahead have
        // counted, the ops behind have not written); a silent CLEAR as it
        // leaves P6.
        for i in 0..1 {
            self.old_nonzero[i].next = self
                .zero_k
                .val()
                .replace_bit(i, self.old[i].val() != self.zero4.val());
            self.new_nonzero[i].next = self
                .zero_k
                .val()
                .replace_bit(i, self.new[i].val() != self.zero4.val());
            self.old_stuck[i].next = self.zero_k.val().replace_bit(i, self.old[i].val().all());
            self.new_stuck[i].next = self.zero_k.val().replace_bit(i, self.new[i].val().all());
        }
        for i in 1..K {
            self.old_nonzero[i].next = self.old_nonzero[i - 1]
                .val()
                .replace_bit(i, self.old[i].val() != self.zero4.val());
            self.new_nonzero[i].next = self.new_nonzero[i - 1]
                .val()
                .replace_bit(i, self.new[i].val() != self.zero4.val());
            self.old_stuck[i].next = self.old_stuck[i - 1]
                .val()
                .replace_bit(i, self.old[i].val().all());
            self.new_stuck[i].next = self.new_stuck[i - 1]
                .val()
                .replace_bit(i, self.new[i].val().all());
        }
        self.cnt_write.d.next = self.p7_fire.val();
        for i in (K - 1)..K {
            self.cnt_old_nonzero.d.next = self.old_nonzero[i].val();
            self.cnt_new_nonzero.d.next = self.new_nonzero[i].val();
            self.cnt_old_stuck.d.next = self.old_stuck[i].val();
            self.cnt_new_stuck.d.next = self.new_stuck[i].val();
        }
        self.cnt_clear.d.next = (self.advance_tail.val()
            & self.p7_v.q.val()
            & (self.p7_op.q.val() == self.op_clear.val()))
            | (self.advance.val() & self.p6_v.q.val() & self.p6_silent.q.val());
        self.fill.clock.next = self.clock.val();
        self.fill.write.next = self.cnt_write.q.val();
        self.fill.old_bits.next = self.cnt_old_nonzero.q.val();
        self.fill.new_bits.next = self.cnt_new_nonzero.q.val();
        self.fill.clear.next = self.cnt_clear.q.val();
        self.fill.read_bank.next = self.set_bits_bank.val();
        self.set_bits.next = self.fill.count.val();
        self.stuck.clock.next = self.clock.val();
        self.stuck.write.next = self.cnt_write.q.val();
        self.stuck.old_bits.next = self.cnt_old_stuck.q.val();
        self.stuck.new_bits.next = self.cnt_new_stuck.q.val();
        self.stuck.clear.next = self.cnt_clear.q.val();
        self.stuck.read_bank.next = self.set_bits_bank.val();
        self.stuck_counters.next = self.stuck.count.val();
        self.stuck_total.next = self.stuck.total.val();

        self.out_valid.next = self.p8_v.q.val();
        self.out_op.next = self.p8_op.q.val();
        self.out_hit.next = self.p8_hit.q.val();
        if self.p8_zero.q.val() {
            self.out_word.next = self.zero32.val();
        } else {
            self.out_word.next = self.p8_word.q.val();
        }

        if self.reset.val() {
            self.p7_v.d.next = false;
            self.p8_v.d.next = false;
            if self.clearing.val() {
                // A CLEAR mid-walk finishes it, silently.
                self.p6_v.d.next = true;
                self.p6_silent.d.next = true;
            } else {
                self.p6_v.d.next = false;
                self.clr_cnt.d.next = self.zero_a.val();
                self.clr_done.d.next = false;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use hwfilter_model::{BloomParams, CountingModel, CountingOp};

    /// Settles combinational logic after an input change (rust-hdl's own
    /// event loop, by hand).
    fn settle<B: Block>(b: &mut B) {
        for _ in 0..200 {
            b.update_all();
            if !b.has_changed() {
                return;
            }
        }
        panic!("combinational logic did not settle");
    }

    fn cycle<const K: usize, const A: usize>(e: &mut CountingBloomEngine<K, A>) {
        e.clock.next = Clock::from(false);
        settle(e);
        e.clock.next = Clock::from(true);
        settle(e);
    }

    /// rust-hdl's own simulation of a small engine agrees with the model on
    /// a stream of back-to-back ops on one key (every op reads the word the
    /// op ahead writes: the forwarding path), a saturation, a DELETE of an
    /// absent key and the snapshot ports; Verilator runs the millions of
    /// ops with back-pressure (sim/tests/counting_cosim.rs).
    #[test]
    fn rust_hdl_simulation_matches_model() {
        let mut e = CountingBloomEngine::<4, 9>::new();
        e.connect_all();
        let mut model = CountingModel::new(BloomParams::new(4, 9).unwrap());
        let mut ops = vec![CountingOp::Insert(1); 17];
        ops.extend([
            CountingOp::Delete(1),
            CountingOp::Insert(2),
            CountingOp::Insert(2),
            CountingOp::Delete(2),
            CountingOp::Query(2),
            CountingOp::Delete(2),
            CountingOp::Delete(2),
            CountingOp::Query(2),
            CountingOp::Write(5, 0x0f21),
            CountingOp::Read(5),
            CountingOp::Write(5, 0x1000),
            CountingOp::Read(5),
            CountingOp::Query(1),
        ]);
        let expected: Vec<_> = ops.iter().map(|op| model.apply(*op).unwrap()).collect();
        e.reset.next = true;
        e.out_ready.next = true;
        for _ in 0..3 {
            cycle(&mut e);
        }
        e.reset.next = false;
        let mut got = vec![];
        let mut next = 0;
        for _ in 0..60 {
            let offer = next < ops.len();
            e.in_valid.next = offer;
            if offer {
                e.in_op.next = (ops[next].code() as u64).to_bits();
                e.in_key.next = ops[next].payload().to_bits();
            }
            e.clock.next = Clock::from(false);
            settle(&mut e);
            if offer && e.in_ready.val() {
                next += 1;
            }
            if e.out_valid.val() {
                got.push((
                    e.out_op.val().index() as u8,
                    e.out_hit.val(),
                    e.out_word.val().index() as u32,
                ));
            }
            e.clock.next = Clock::from(true);
            settle(&mut e);
        }
        let want: Vec<_> = expected.iter().map(|r| (r.op, r.hit, r.word)).collect();
        assert_eq!(got, want);
        assert_eq!(model.counters(1), 0xffff, "key 1 saturated");
        // The counts are the model's (registered: two edges).
        let (mut set, mut stuck) = (vec![], vec![]);
        for bank in 0..4u64 {
            e.set_bits_bank.next = bank.to_bits();
            cycle(&mut e);
            cycle(&mut e);
            set.push(e.set_bits.val().to_u64());
            stuck.push(e.stuck_counters.val().to_u64());
        }
        assert_eq!(set, model.bank_popcounts());
        assert_eq!(stuck, model.stuck_counts());
        assert!(stuck.iter().all(|&c| c == 1));
        assert_eq!(e.stuck_total.val().to_u64(), stuck.iter().sum::<u64>());
    }

    #[test]
    fn generated_verilog_has_the_ports() {
        let mut e = CountingBloomEngine::<4, 9>::new();
        e.connect_all();
        let v = generate_verilog(&e);
        for port in [
            "in_valid",
            "in_ready",
            "in_op",
            "in_key",
            "out_valid",
            "out_ready",
            "out_op",
            "out_hit",
            "out_word",
            "set_bits_bank",
            "set_bits",
            "stuck_counters",
            "stuck_total",
        ] {
            assert!(v.contains(port), "no port {port}");
        }
    }
}
