//! `CountingBoardCore`: the link with a counting Bloom filter 0 and the
//! pipelined Cuckoo filter — [`BoardCore`](super::BoardCore) with a
//! [`CountingBloomEngine`] in the plain Bloom engine's place.
//!
//! ```text
//!  rx ─► LinkCore (dispatcher for a counting filter 0) ─┬─► CountingBloomEngine<K, A> ─┐
//!  tx ◄─                                                └─► CuckooEngine<F, W, B>      ─┤ results
//!                                                          stuck_total ─► STATS field 8 ┘
//! ```
//!
//! INFO field 17 says filter 0 counts, so hosts send it DELETE and read
//! 4-byte snapshot words (docs/protocol.md, docs/counting.md). `K` banks of
//! `2^A` 4-bit counters take the memory of a plain filter of `K` banks of
//! `2^(A + 2)` bits: the Alchitry Cu's 16 block RAMs hold 4 x 2^12
//! counters.
use hwfilter_model::protocol::FilterKinds;
use rust_hdl::prelude::*;

use super::core::{BOARD_MAX_KICKS, LinkCore, board_info};
use crate::link::BoardInfo;
use crate::{CountingBloomEngine, CuckooEngine};

/// A counting Bloom filter and a Cuckoo filter behind the UART link.
#[derive(LogicBlock)]
pub struct CountingBoardCore<
    const K: usize,
    const A: usize,
    const F: usize,
    const W: usize,
    const B: usize,
    const BA: usize,
> {
    pub clock: Signal<In, Clock>,
    /// Synchronous, active high.
    pub reset: Signal<In, Bit>,
    /// UART RX pin (asynchronous).
    pub rx: Signal<In, Bit>,
    /// UART TX pin.
    pub tx: Signal<Out, Bit>,
    /// Clock cycles per UART bit (at least 4).
    pub baud_div: Signal<In, Bits<16>>,
    pub leds: Signal<Out, Bits<4>>,
    link: LinkCore,
    bloom: CountingBloomEngine<K, A>,
    cuckoo: CuckooEngine<F, W, B, BA>,
}

impl<
    const K: usize,
    const A: usize,
    const F: usize,
    const W: usize,
    const B: usize,
    const BA: usize,
> CountingBoardCore<K, A, F, W, B, BA>
{
    /// A board with a `clock_hz` system clock (reported by INFO) and the
    /// default Cuckoo eviction bound, [`BOARD_MAX_KICKS`].
    pub fn new(clock_hz: u32) -> Self {
        Self::with_max_kicks(clock_hz, BOARD_MAX_KICKS)
    }

    /// As [`Self::new`], the Cuckoo filter evicting at most `max_kicks`
    /// times per insert (INFO reports it).
    pub fn with_max_kicks(clock_hz: u32, max_kicks: u16) -> Self {
        Self {
            clock: Default::default(),
            reset: Default::default(),
            rx: Default::default(),
            tx: Default::default(),
            baud_div: Default::default(),
            leds: Default::default(),
            link: LinkCore::new(Self::info(clock_hz, max_kicks)),
            bloom: CountingBloomEngine::new(),
            cuckoo: CuckooEngine::new(max_kicks),
        }
    }

    /// What INFO reports: the plain core's geometry fields for `K` banks
    /// of `2^A` counters, and a counting filter 0.
    pub fn info(clock_hz: u32, max_kicks: u16) -> BoardInfo {
        BoardInfo {
            filter_kinds: FilterKinds::COUNTING,
            cuckoo_max_kicks: max_kicks as u32,
            ..board_info(K as u32, A as u32, F as u32, B as u32, clock_hz)
        }
    }
}

impl<
    const K: usize,
    const A: usize,
    const F: usize,
    const W: usize,
    const B: usize,
    const BA: usize,
> Logic for CountingBoardCore<K, A, F, W, B, BA>
{
    #[hdl_gen]
    fn update(&mut self) {
        self.link.clock.next = self.clock.val();
        self.link.reset.next = self.reset.val();
        self.link.rx.next = self.rx.val();
        self.link.baud_div.next = self.baud_div.val();
        self.tx.next = self.link.tx.val();
        self.leds.next = self.link.leds.val();
        self.bloom.clock.next = self.clock.val();
        self.bloom.reset.next = self.reset.val();
        self.cuckoo.clock.next = self.clock.val();
        self.cuckoo.reset.next = self.reset.val();

        self.bloom.in_valid.next = self.link.bloom_valid.val();
        self.bloom.in_op.next = self.link.op_code.val();
        self.bloom.in_key.next = self.link.op_key.val();
        self.link.bloom_ready.next = self.bloom.in_ready.val();
        self.bloom.out_ready.next = self.link.bloom_out_ready.val();
        self.link.bloom_out_valid.next = self.bloom.out_valid.val();
        self.link.bloom_out_hit.next = self.bloom.out_hit.val();
        self.link.bloom_out_word.next = self.bloom.out_word.val();
        self.link.bloom_stuck_total.next = self.bloom.stuck_total.val();
        self.bloom.set_bits_bank.next = self.link.bloom_set_bits_bank.val();
        self.link.bloom_set_bits.next = self.bloom.set_bits.val();

        self.cuckoo.in_valid.next = self.link.cuckoo_valid.val();
        self.cuckoo.in_op.next = self.link.op_code.val();
        self.cuckoo.in_key.next = self.link.op_key.val();
        self.cuckoo.in_data.next = self.link.op_data.val();
        self.link.cuckoo_ready.next = self.cuckoo.in_ready.val();
        self.cuckoo.out_ready.next = self.link.cuckoo_out_ready.val();
        self.link.cuckoo_out_valid.next = self.cuckoo.out_valid.val();
        self.link.cuckoo_out_code.next = self.cuckoo.out_code.val();
        self.link.cuckoo_out_data.next = self.cuckoo.out_data.val();
    }
}
