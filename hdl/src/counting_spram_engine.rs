//! `CountingSpramEngine`: the counting Bloom filter with each bank's
//! counters in one UP5K single-port RAM ([`Spram256k`]), for the iCEBreaker.
//!
//! `K` (1..=4) banks of `2^16` 4-bit counters: 16,384 words of 16 bits,
//! counter `a` of a bank at word `a >> 2`, nibble `a & 3`. The op set and
//! every result field are those of [`crate::CountingBloomEngine`] and of the
//! model (`hwfilter_model::counting`) with `A = 16`, so the same
//! co-simulation checks both: QUERY, INSERT, DELETE, CLEAR, and READ and
//! WRITE of one snapshot word (bank `i`'s counter in nibble `i`).
//!
//! ```text
//!  in ──► MixFront ──► IDLE ─► ADDR ─► READ ─► DATA ─┬─► WRITE ─┬─► RESULT ──► out
//!         (5 mixer cycles)     │                     │ (INSERT,  │
//!                              │                     │ DELETE,   │
//!                              │                     │ WRITE)    │
//!                              ├── CLEAR ─► CLEAR walk (16,384 cycles) ┘
//!                              └── reserved 6, 7 ─────────────────────┘
//! reset ─► CLEAR walk ─► IDLE
//! ```
//!
//! * **One op at a time**, as the plain SPRAM engine
//!   ([`crate::bloom_spram_engine`]): a single-port RAM holds the port for
//!   two cycles of a read-modify-write, so the core is a small FSM that
//!   takes the next op only after the write. An op on the same word right
//!   behind reads the counters written: no hazard can occur. A QUERY or
//!   READ answers 10 cycles after the engine takes it, an INSERT, DELETE or
//!   WRITE 11 (`out_ready` high), far less than the 320 cycles a key takes
//!   on the iCEBreaker's 3 Mbaud line.
//! * **Counters** as in the model: INSERT adds one to each counter below
//!   15; DELETE takes one from each counter below 15 when all `K` are
//!   non-zero and changes nothing otherwise; WRITE stores its word; a
//!   counter at 15 is stuck. `hit` is "all `K` counters non-zero" for
//!   QUERY, INSERT and DELETE; `word` holds the counters before the op.
//! * **Fill and stuck counters.** Two [`FillCounters`] count, in DATA where
//!   the core has read the counters and chosen the ones it writes back,
//!   each bank's non-zero counters (the set bits of the plain filter this
//!   one answers like) and its counters stuck at 15; the clear walks zero
//!   both with the memory.
//! * **CLEAR** writes zero to one word of every bank per cycle: 16,384
//!   cycles, then it answers. SPRAM has no defined contents after
//!   configuration, so **reset also clears** (without a result) before the
//!   first op: a reset empties the filter.
//! * Op codes 6 and 7 are reserved: they change nothing and answer with
//!   `hit = 0`, `word = 0`.

use hwfilter_model::counting::opcode;
use hwfilter_model::params::bank_stride;
use rust_hdl::prelude::*;

use crate::bloom_spram_engine::SPRAM_CLEAR_CYCLES;
use crate::fill_counters::FillCounters;
use crate::mix_front::MixFront;
use crate::spram::Spram256k;

/// Counter address bits of a bank of the SPRAM counting engine: one 256
/// Kbit SPRAM holds `2^16` 4-bit counters.
pub const SPRAM_COUNTER_ADDR_BITS: u32 = 16;

const _: () = assert!(SPRAM_CLEAR_CYCLES == 1 << (SPRAM_COUNTER_ADDR_BITS - 2));

/// [`CountingSpramEngine`] without its mixer: it takes the op with its hash
/// from a [`MixFront`] and keeps the front's registers until it has read
/// the banks (`in_ready` rises for one cycle then).
#[derive(LogicBlock)]
pub struct CountingSpramCore<const K: usize> {
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
    /// h1 of the key (QUERY/INSERT/DELETE), or address in bits 0..32 and
    /// word in bits 32..64 (READ/WRITE).
    pub in_x: Signal<In, Bits<64>>,
    /// h0 of the key (QUERY/INSERT/DELETE).
    pub in_h0: Signal<In, Bits<64>>,
    // -- result stream (source)
    /// A result is offered; it and the fields below hold until taken.
    pub out_valid: Signal<Out, Bit>,
    /// The consumer takes the result this cycle.
    pub out_ready: Signal<In, Bit>,
    /// Op code of the op this result answers.
    pub out_op: Signal<Out, Bits<3>>,
    /// QUERY, INSERT, DELETE: all `K` counters were non-zero.
    pub out_hit: Signal<Out, Bit>,
    /// Nibble `i` = bank `i`'s counter before the op.
    pub out_word: Signal<Out, Bits<32>>,
    // -- fill (STATS fields 8, 10..18)
    /// The bank whose counts `set_bits` and `stuck_counters` show after
    /// the next edge.
    pub set_bits_bank: Signal<In, Bits<3>>,
    /// Non-zero counters in bank `set_bits_bank` (0 past bank `K - 1`).
    pub set_bits: Signal<Out, Bits<32>>,
    /// Counters stuck at 15 in bank `set_bits_bank`.
    pub stuck_counters: Signal<Out, Bits<32>>,
    /// Counters stuck at 15 in every bank (STATS field 8).
    pub stuck_total: Signal<Out, Bits<32>>,
    // -- state
    state: DFF<Bits<3>>,
    op: DFF<Bits<3>>,
    /// The CLEAR in progress answers when done (reset's does not).
    report: DFF<Bit>,
    clr: DFF<Bits<14>>,
    widx: [DFF<Bits<14>>; K],
    /// The addressed counter's bit offset in its word: 0, 4, 8 or 12.
    shamt: [DFF<Bits<4>>; K],
    newdata: [DFF<Bits<16>>; K],
    hit: DFF<Bit>,
    word: DFF<Bits<32>>,
    banks: [Spram256k; K],
    fill: FillCounters<K, 16>,
    stuck: FillCounters<K, 16>,
    // -- constants
    st_clear: Constant<Bits<3>>,
    st_idle: Constant<Bits<3>>,
    st_addr: Constant<Bits<3>>,
    st_read: Constant<Bits<3>>,
    st_data: Constant<Bits<3>>,
    st_write: Constant<Bits<3>>,
    st_result: Constant<Bits<3>>,
    stride: Constant<Bits<8>>,
    nibble: Constant<Bits<8>>,
    zero_k: Constant<Bits<K>>,
    zero4: Constant<Bits<4>>,
    one4: Constant<Bits<4>>,
    nibble_mask: Constant<Bits<16>>,
    zero14: Constant<Bits<14>>,
    one14: Constant<Bits<14>>,
    zero16: Constant<Bits<16>>,
    zero32: Constant<Bits<32>>,
    mask_all: Constant<Bits<4>>,
    op_query: Constant<Bits<3>>,
    op_insert: Constant<Bits<3>>,
    op_clear: Constant<Bits<3>>,
    op_read: Constant<Bits<3>>,
    op_write: Constant<Bits<3>>,
    op_delete: Constant<Bits<3>>,
    // -- combinational locals
    wide: Signal<Local, Bits<128>>,
    idx: [Signal<Local, Bits<16>>; K],
    wword: Signal<Local, Bits<32>>,
    is_key: Signal<Local, Bit>,
    is_addr: Signal<Local, Bit>,
    writes: Signal<Local, Bit>,
    takes: Signal<Local, Bit>,
    rd: [Signal<Local, Bits<16>>; K],
    shifted: [Signal<Local, Bits<16>>; K],
    old: [Signal<Local, Bits<4>>; K],
    new: [Signal<Local, Bits<4>>; K],
    new16: [Signal<Local, Bits<16>>; K],
    nonzero_upto: [Signal<Local, Bit>; K],
    word_upto: [Signal<Local, Bits<32>>; K],
    all_nonzero: Signal<Local, Bit>,
    word_now: Signal<Local, Bits<32>>,
    old_nonzero: [Signal<Local, Bits<K>>; K],
    new_nonzero: [Signal<Local, Bits<K>>; K],
    old_stuck: [Signal<Local, Bits<K>>; K],
    new_stuck: [Signal<Local, Bits<K>>; K],
}

impl<const K: usize> Default for CountingSpramCore<K> {
    fn default() -> Self {
        Self::new()
    }
}

impl<const K: usize> CountingSpramCore<K> {
    /// A new core. Panics unless `1 <= K <= 4` (one SPRAM per bank; the
    /// UP5K has four).
    pub fn new() -> Self {
        assert!((1..=4).contains(&K), "1..=4 SPRAM banks supported, got {K}");
        let stride = bank_stride(K as u32, SPRAM_COUNTER_ADDR_BITS) as u64;
        assert!(stride >= SPRAM_COUNTER_ADDR_BITS as u64);
        let c3 = |v: u8| Constant::new((v as u64).to_bits());
        CountingSpramCore {
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
            set_bits_bank: Default::default(),
            set_bits: Default::default(),
            stuck_counters: Default::default(),
            stuck_total: Default::default(),
            state: Default::default(),
            op: Default::default(),
            report: Default::default(),
            clr: Default::default(),
            widx: std::array::from_fn(|_| Default::default()),
            shamt: std::array::from_fn(|_| Default::default()),
            newdata: std::array::from_fn(|_| Default::default()),
            hit: Default::default(),
            word: Default::default(),
            banks: std::array::from_fn(|_| Default::default()),
            fill: FillCounters::new(),
            stuck: FillCounters::new(),
            st_clear: c3(0),
            st_idle: c3(1),
            st_addr: c3(3),
            st_read: c3(4),
            st_data: c3(5),
            st_write: c3(6),
            st_result: c3(7),
            stride: Constant::new(stride.to_bits()),
            nibble: Constant::new(4u64.to_bits()),
            zero_k: Constant::new(0u64.to_bits()),
            zero4: Constant::new(0u64.to_bits()),
            one4: Constant::new(1u64.to_bits()),
            nibble_mask: Constant::new(0xfu64.to_bits()),
            zero14: Constant::new(0u64.to_bits()),
            one14: Constant::new(1u64.to_bits()),
            zero16: Constant::new(0u64.to_bits()),
            zero32: Constant::new(0u64.to_bits()),
            mask_all: Constant::new(0xfu64.to_bits()),
            op_query: c3(opcode::QUERY),
            op_insert: c3(opcode::INSERT),
            op_clear: c3(opcode::CLEAR),
            op_read: c3(opcode::READ),
            op_write: c3(opcode::WRITE),
            op_delete: c3(opcode::DELETE),
            wide: Default::default(),
            idx: std::array::from_fn(|_| Default::default()),
            wword: Default::default(),
            is_key: Default::default(),
            is_addr: Default::default(),
            writes: Default::default(),
            takes: Default::default(),
            rd: std::array::from_fn(|_| Default::default()),
            shifted: std::array::from_fn(|_| Default::default()),
            old: std::array::from_fn(|_| Default::default()),
            new: std::array::from_fn(|_| Default::default()),
            new16: std::array::from_fn(|_| Default::default()),
            nonzero_upto: std::array::from_fn(|_| Default::default()),
            word_upto: std::array::from_fn(|_| Default::default()),
            all_nonzero: Default::default(),
            word_now: Default::default(),
            old_nonzero: std::array::from_fn(|_| Default::default()),
            new_nonzero: std::array::from_fn(|_| Default::default()),
            old_stuck: std::array::from_fn(|_| Default::default()),
            new_stuck: std::array::from_fn(|_| Default::default()),
        }
    }
}

// Nested ifs mirror the Verilog #[hdl_gen] writes from them; collapsing
// them would reshape the generated logic and its golden copy.
#[allow(clippy::collapsible_if, clippy::collapsible_match)]
impl<const K: usize> Logic for CountingSpramCore<K> {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, state, op, report, clr, hit, word);
        for i in 0..K {
            self.widx[i].clock.next = self.clock.val();
            self.widx[i].d.next = self.widx[i].q.val();
            self.shamt[i].clock.next = self.clock.val();
            self.shamt[i].d.next = self.shamt[i].q.val();
            self.newdata[i].clock.next = self.clock.val();
            self.newdata[i].d.next = self.newdata[i].q.val();
            self.banks[i].clock.next = self.clock.val();
        }

        self.is_key.next = (self.op.q.val() == self.op_query.val())
            | (self.op.q.val() == self.op_insert.val())
            | (self.op.q.val() == self.op_delete.val());
        self.is_addr.next =
            (self.op.q.val() == self.op_read.val()) | (self.op.q.val() == self.op_write.val());
        self.writes.next = (self.op.q.val() == self.op_insert.val())
            | (self.op.q.val() == self.op_delete.val())
            | (self.op.q.val() == self.op_write.val());

        // H = h1:h0; bank i's counter is H[i*stride +: 16], READ/WRITE's
        // the address in x; WRITE's word is x's top half.
        self.wide.next =
            (bit_cast::<128, 64>(self.in_x.val()) << 64) | bit_cast::<128, 64>(self.in_h0.val());
        self.wword.next = self.in_x.val().get_bits::<32>(32);
        for i in 0..K {
            if self.is_addr.val() {
                self.idx[i].next = self.in_x.val().get_bits::<16>(0);
            } else {
                self.idx[i].next = self
                    .wide
                    .val()
                    .get_bits::<16>(i * self.stride.val().index());
            }
        }

        // The RAMs: idle unless the state uses them.
        for i in 0..K {
            self.banks[i].address.next = self.widx[i].q.val();
            self.banks[i].data_in.next = self.newdata[i].q.val();
            self.banks[i].mask.next = self.mask_all.val();
            self.banks[i].write_enable.next = false;
            self.banks[i].chip_select.next = false;
            if self.state.q.val() == self.st_clear.val() {
                self.banks[i].address.next = self.clr.q.val();
                self.banks[i].data_in.next = self.zero16.val();
                self.banks[i].write_enable.next = true;
                self.banks[i].chip_select.next = true;
            }
            if self.state.q.val() == self.st_read.val() {
                self.banks[i].chip_select.next = true;
            }
            if self.state.q.val() == self.st_write.val() {
                self.banks[i].write_enable.next = true;
                self.banks[i].chip_select.next = true;
            }
        }

        // DATA: each bank's counter, whether all are non-zero, the packed
        // word, and the counters written back.
        for i in 0..K {
            self.rd[i].next = self.banks[i].data_out.val();
            self.shifted[i].next = self.rd[i].val() >> self.shamt[i].q.val();
            self.old[i].next = self.shifted[i].val().get_bits::<4>(0);
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
            self.word_now.next = self.word_upto[i].val();
        }
        // The next counters: a stuck counter (15) never moves.
        for i in 0..K {
            self.new[i].next = self.old[i].val();
            if self.op.q.val() == self.op_write.val() {
                self.new[i].next = self
                    .wword
                    .val()
                    .get_bits::<4>(i * self.nibble.val().index());
            } else if !self.old[i].val().all() {
                if self.op.q.val() == self.op_insert.val() {
                    self.new[i].next = self.old[i].val() + self.one4.val();
                }
                if (self.op.q.val() == self.op_delete.val()) & self.all_nonzero.val() {
                    self.new[i].next = self.old[i].val() - self.one4.val();
                }
            }
            self.new16[i].next = self
                .zero16
                .val()
                .replace_bit(0, self.new[i].val().get_bit(0))
                .replace_bit(1, self.new[i].val().get_bit(1))
                .replace_bit(2, self.new[i].val().get_bit(2))
                .replace_bit(3, self.new[i].val().get_bit(3));
        }

        self.takes.next = false;
        self.out_valid.next = self.state.q.val() == self.st_result.val();
        self.out_op.next = self.op.q.val();
        self.out_hit.next = self.hit.q.val();
        self.out_word.next = self.word.q.val();

        if self.state.q.val() == self.st_clear.val() {
            self.clr.d.next = self.clr.q.val() + self.one14.val();
            if self.clr.q.val().all() {
                if self.report.q.val() {
                    self.state.d.next = self.st_result.val();
                } else {
                    self.state.d.next = self.st_idle.val();
                }
            }
        }
        if self.state.q.val() == self.st_idle.val() {
            if self.in_valid.val() {
                self.op.d.next = self.in_op.val();
                self.hit.d.next = false;
                self.word.d.next = self.zero32.val();
                self.clr.d.next = self.zero14.val();
                self.report.d.next = true;
                if (self.in_op.val() == self.op_query.val())
                    | (self.in_op.val() == self.op_insert.val())
                    | (self.in_op.val() == self.op_delete.val())
                    | (self.in_op.val() == self.op_read.val())
                    | (self.in_op.val() == self.op_write.val())
                {
                    self.state.d.next = self.st_addr.val();
                } else if self.in_op.val() == self.op_clear.val() {
                    self.takes.next = true;
                    self.state.d.next = self.st_clear.val();
                } else {
                    self.takes.next = true;
                    self.state.d.next = self.st_result.val();
                }
            }
        }
        if self.state.q.val() == self.st_addr.val() {
            for i in 0..K {
                self.widx[i].d.next = self.idx[i].val().get_bits::<14>(2);
                self.shamt[i].d.next = self
                    .zero4
                    .val()
                    .replace_bit(2, self.idx[i].val().get_bit(0))
                    .replace_bit(3, self.idx[i].val().get_bit(1));
            }
            self.state.d.next = self.st_read.val();
        }
        if self.state.q.val() == self.st_read.val() {
            self.state.d.next = self.st_data.val();
        }
        if self.state.q.val() == self.st_data.val() {
            self.takes.next = true;
            self.word.d.next = self.word_now.val();
            self.hit.d.next = self.is_key.val() & self.all_nonzero.val();
            for i in 0..K {
                self.newdata[i].d.next = (self.rd[i].val()
                    & !(self.nibble_mask.val() << self.shamt[i].q.val()))
                    | (self.new16[i].val() << self.shamt[i].q.val());
            }
            if self.writes.val() {
                self.state.d.next = self.st_write.val();
            } else {
                self.state.d.next = self.st_result.val();
            }
        }
        if self.state.q.val() == self.st_write.val() {
            self.state.d.next = self.st_result.val();
        }
        if self.state.q.val() == self.st_result.val() {
            if self.out_ready.val() {
                self.state.d.next = self.st_idle.val();
            }
        }

        self.in_ready.next = self.takes.val() & !self.reset.val();

        // Fill and stuck counts: a write's counters before and after count
        // in DATA (the write always follows: a reset then starts a clear
        // walk, which zeroes the counts with the memory).
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
        self.fill.clock.next = self.clock.val();
        self.stuck.clock.next = self.clock.val();
        self.fill.write.next = (self.state.q.val() == self.st_data.val()) & self.writes.val();
        self.stuck.write.next = (self.state.q.val() == self.st_data.val()) & self.writes.val();
        for i in (K - 1)..K {
            self.fill.old_bits.next = self.old_nonzero[i].val();
            self.fill.new_bits.next = self.new_nonzero[i].val();
            self.stuck.old_bits.next = self.old_stuck[i].val();
            self.stuck.new_bits.next = self.new_stuck[i].val();
        }
        self.fill.clear.next = self.state.q.val() == self.st_clear.val();
        self.stuck.clear.next = self.state.q.val() == self.st_clear.val();
        self.fill.read_bank.next = self.set_bits_bank.val();
        self.stuck.read_bank.next = self.set_bits_bank.val();
        self.set_bits.next = self.fill.count.val();
        self.stuck_counters.next = self.stuck.count.val();
        self.stuck_total.next = self.stuck.total.val();

        if self.reset.val() {
            self.state.d.next = self.st_clear.val();
            self.clr.d.next = self.zero14.val();
            self.report.d.next = false;
        }
    }
}

/// Counting Bloom filter engine with `K` banks of `2^16` 4-bit counters in
/// SPRAM: a [`CountingSpramCore`] behind its own [`MixFront`]. Its ports are
/// [`crate::CountingBloomEngine`]'s.
#[derive(LogicBlock)]
pub struct CountingSpramEngine<const K: usize> {
    pub clock: Signal<In, Clock>,
    pub reset: Signal<In, Bit>,
    pub in_valid: Signal<In, Bit>,
    pub in_ready: Signal<Out, Bit>,
    /// Op code (`hwfilter_model::counting::opcode`).
    pub in_op: Signal<In, Bits<3>>,
    /// Key (QUERY/INSERT/DELETE), or address in bits 0..32 and word in
    /// bits 32..64 (READ/WRITE).
    pub in_key: Signal<In, Bits<64>>,
    pub out_valid: Signal<Out, Bit>,
    pub out_ready: Signal<In, Bit>,
    pub out_op: Signal<Out, Bits<3>>,
    /// QUERY, INSERT, DELETE: all `K` counters were non-zero.
    pub out_hit: Signal<Out, Bit>,
    /// Nibble `i` = bank `i`'s counter before the op.
    pub out_word: Signal<Out, Bits<32>>,
    /// The bank whose counts `set_bits` and `stuck_counters` show after
    /// the next edge.
    pub set_bits_bank: Signal<In, Bits<3>>,
    /// Non-zero counters in bank `set_bits_bank`.
    pub set_bits: Signal<Out, Bits<32>>,
    /// Counters stuck at 15 in bank `set_bits_bank`.
    pub stuck_counters: Signal<Out, Bits<32>>,
    /// Counters stuck at 15 in every bank (STATS field 8).
    pub stuck_total: Signal<Out, Bits<32>>,
    front: MixFront,
    core: CountingSpramCore<K>,
    zero64: Constant<Bits<64>>,
}

impl<const K: usize> Default for CountingSpramEngine<K> {
    fn default() -> Self {
        Self::new()
    }
}

impl<const K: usize> CountingSpramEngine<K> {
    /// A new engine. Panics unless `1 <= K <= 4`.
    pub fn new() -> Self {
        CountingSpramEngine {
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
            front: MixFront::new(),
            core: CountingSpramCore::new(),
            zero64: Constant::new(0u64.to_bits()),
        }
    }
}

impl<const K: usize> Logic for CountingSpramEngine<K> {
    #[hdl_gen]
    fn update(&mut self) {
        self.front.clock.next = self.clock.val();
        self.front.reset.next = self.reset.val();
        self.core.clock.next = self.clock.val();
        self.core.reset.next = self.reset.val();
        self.front.in_valid.next = self.in_valid.val();
        self.in_ready.next = self.front.in_ready.val();
        self.front.in_op.next = self.in_op.val();
        self.front.in_key.next = self.in_key.val();
        self.front.in_data.next = self.zero64.val();
        self.front.in_tag.next = false;
        self.core.in_valid.next = self.front.out_valid.val();
        self.front.out_ready.next = self.core.in_ready.val();
        self.core.in_op.next = self.front.out_op.val();
        self.core.in_x.next = self.front.out_x.val();
        self.core.in_h0.next = self.front.out_h0.val();
        self.out_valid.next = self.core.out_valid.val();
        self.core.out_ready.next = self.out_ready.val();
        self.out_op.next = self.core.out_op.val();
        self.out_hit.next = self.core.out_hit.val();
        self.out_word.next = self.core.out_word.val();
        self.core.set_bits_bank.next = self.set_bits_bank.val();
        self.set_bits.next = self.core.set_bits.val();
        self.stuck_counters.next = self.core.stuck_counters.val();
        self.stuck_total.next = self.core.stuck_total.val();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::link::testbench::settle;
    use hwfilter_model::{BloomParams, CountingModel, CountingOp};

    /// Runs `ops` through the engine (after the clear that reset starts),
    /// `out_ready` high; the (op, hit, word) of every result.
    fn run(ops: &[CountingOp]) -> (Vec<(u8, bool, u32)>, CountingSpramEngine<4>) {
        let mut e = CountingSpramEngine::<4>::new();
        e.connect_all();
        e.reset.next = true;
        e.out_ready.next = true;
        for _ in 0..3 {
            e.clock.next = Clock::from(false);
            settle(&mut e);
            e.clock.next = Clock::from(true);
            settle(&mut e);
        }
        e.reset.next = false;
        let mut got = vec![];
        let (mut next, mut cycles) = (0, 0);
        while got.len() < ops.len() {
            cycles += 1;
            assert!(
                cycles < 3 * SPRAM_CLEAR_CYCLES + 1000,
                "engine stuck: {got:?}"
            );
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
        (got, e)
    }

    /// rust-hdl's own simulation (its SPRAM model starting from garbage)
    /// agrees with the model after reset's clear: inserts, a refused and an
    /// accepted delete, a counter driven to 15 and stuck there, snapshot
    /// words next to each other in one SPRAM word, CLEAR. Verilator runs
    /// the long streams with yosys's SPRAM model.
    #[test]
    fn rust_hdl_simulation_matches_model() {
        let mut model = CountingModel::new(BloomParams::new(4, SPRAM_COUNTER_ADDR_BITS).unwrap());
        let mut ops = vec![
            CountingOp::Read(5),
            CountingOp::Insert(1),
            CountingOp::Query(1),
            CountingOp::Delete(2),
            CountingOp::Insert(2),
            CountingOp::Insert(2),
            CountingOp::Delete(2),
            CountingOp::Query(2),
            CountingOp::Write(4, 0x1234),
            CountingOp::Write(5, 0xf0a1),
            CountingOp::Write(6, 0x0001),
            CountingOp::Read(4),
            CountingOp::Read(5),
            CountingOp::Read(6),
            CountingOp::Read(7),
        ];
        ops.extend([CountingOp::Insert(9); 17]);
        ops.extend([CountingOp::Delete(9); 3]);
        ops.extend([
            CountingOp::Query(9),
            CountingOp::Query(1),
            CountingOp::Clear,
            CountingOp::Query(1),
            CountingOp::Read(5),
        ]);
        let want: Vec<_> = ops
            .iter()
            .map(|&op| {
                let r = model.apply(op).unwrap();
                (r.op, r.hit, r.word)
            })
            .collect();
        let (got, _) = run(&ops);
        assert_eq!(got, want);
    }

    /// The fill and stuck counts follow the model's.
    #[test]
    fn fill_and_stuck_counts_follow_the_model() {
        let params = BloomParams::new(4, SPRAM_COUNTER_ADDR_BITS).unwrap();
        let mut model = CountingModel::new(params);
        let mut ops: Vec<CountingOp> = (0..40).map(CountingOp::Insert).collect();
        ops.extend([CountingOp::Insert(7); 20]);
        ops.extend((0..10).map(CountingOp::Delete));
        for &op in &ops {
            model.apply(op).unwrap();
        }
        let (_, mut e) = run(&ops);
        let mut set = vec![];
        let mut stuck = vec![];
        for bank in 0..4u64 {
            e.set_bits_bank.next = bank.to_bits();
            for _ in 0..2 {
                e.clock.next = Clock::from(false);
                settle(&mut e);
                e.clock.next = Clock::from(true);
                settle(&mut e);
            }
            set.push(e.set_bits.val().to_u64());
            stuck.push(e.stuck_counters.val().to_u64());
        }
        assert_eq!(set, model.bank_popcounts());
        assert_eq!(stuck, model.stuck_counts());
        assert_eq!(e.stuck_total.val().to_u64(), stuck.iter().sum::<u64>());
        assert!(stuck.iter().all(|&c| c == 1), "{stuck:?}");
    }

    #[test]
    fn generated_verilog_instantiates_one_spram_per_bank() {
        let mut e = CountingSpramEngine::<4>::new();
        e.connect_all();
        let v = generate_verilog(&e);
        assert_eq!(v.matches("SB_SPRAM256KA spram (").count(), 4);
    }
}
