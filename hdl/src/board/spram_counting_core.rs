//! `SpramCountingCore`: the link with a counting Bloom filter 0 in SPRAM
//! and no filter 1 — the iCEBreaker's counting build.
//!
//! ```text
//!  rx ─► LinkCore (dispatcher for a counting, Bloom-only board) ─► CountingSpramEngine<K> ─┐
//!  tx ◄─                                       stuck_total ─► STATS field 8        results ┘
//! ```
//!
//! INFO field 17 says filter 0 counts and there is no filter 1
//! (docs/protocol.md): hosts send DELETE to filter 0, read 4-byte snapshot
//! words, and every op on filter 1 but INFO is refused with `BAD_FILTER`.
//! `K` banks of `2^16` 4-bit counters fill `K` of the UP5K's four SPRAMs,
//! the memory of the plain filter's 4 x 2^18 bits. The UP5K's logic holds
//! the link and one engine with its mixer, so the Cuckoo filter is left out
//! (the two-filter build has it, beside the plain filter).
use hwfilter_model::protocol::{BloomKind, FilterKinds};
use rust_hdl::prelude::*;

use super::core::{LinkCore, bloom_only_board_info};
use crate::CountingSpramEngine;
use crate::counting_spram_engine::SPRAM_COUNTER_ADDR_BITS;
use crate::link::BoardInfo;

/// A counting Bloom filter of `K` SPRAM banks behind the UART link.
#[derive(LogicBlock)]
pub struct SpramCountingCore<const K: usize> {
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
    bloom: CountingSpramEngine<K>,
    /// The absent Cuckoo engine's result fields.
    zero2: Constant<Bits<2>>,
    zero64: Constant<Bits<64>>,
}

impl<const K: usize> SpramCountingCore<K> {
    /// A board with a `clock_hz` system clock (reported by INFO).
    pub fn new(clock_hz: u32) -> Self {
        Self {
            clock: Default::default(),
            reset: Default::default(),
            rx: Default::default(),
            tx: Default::default(),
            baud_div: Default::default(),
            leds: Default::default(),
            link: LinkCore::new(Self::info(clock_hz)),
            bloom: CountingSpramEngine::new(),
            zero2: Constant::new(0u64.to_bits()),
            zero64: Constant::new(0u64.to_bits()),
        }
    }

    /// What INFO reports: `K` banks of `2^16` counters that count, no
    /// filter 1.
    pub fn info(clock_hz: u32) -> BoardInfo {
        BoardInfo {
            filter_kinds: FilterKinds {
                bloom: BloomKind::Counting,
                cuckoo: false,
            },
            ..bloom_only_board_info(K as u32, SPRAM_COUNTER_ADDR_BITS, clock_hz)
        }
    }
}

impl<const K: usize> Logic for SpramCountingCore<K> {
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

        // No filter 1: the dispatcher never issues to this port.
        self.link.cuckoo_ready.next = false;
        self.link.cuckoo_out_valid.next = false;
        self.link.cuckoo_out_code.next = self.zero2.val();
        self.link.cuckoo_out_data.next = self.zero64.val();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn info_reports_counting_spram_banks_and_no_filter_1() {
        let i = SpramCountingCore::<4>::info(12_000_000);
        assert_eq!((i.bloom_banks, i.bloom_bank_bits), (4, 16));
        assert_eq!(i.filter_kinds.field(), 0x0002);
        assert_eq!((i.cuckoo_fp_bits, i.cuckoo_capacity), (0, 0));
        let capacity = hwfilter_model::BloomParams::new(4, 16)
            .unwrap()
            .capacity(0.01);
        assert_eq!(i.bloom_capacity as u64, capacity);
    }
}
