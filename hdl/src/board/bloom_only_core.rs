//! `BloomOnlyCore`: the link with a plain Bloom filter 0 and no filter 1 —
//! [`BoardCore`](super::BoardCore) without the Cuckoo engine, so the Bloom
//! filter can take the Cuckoo filter's memory.
//!
//! ```text
//!  rx ─► LinkCore (dispatcher for a Bloom-only board) ─► BloomEngine<K, A> ─┐
//!  tx ◄─                                                            results ┘
//! ```
//!
//! INFO field 17 says there is no filter 1 (docs/protocol.md), so the
//! dispatcher refuses every op on it but INFO with `BAD_FILTER` and never
//! drives its Cuckoo port; that port's inputs are tied off here (never
//! ready, no result). The Alchitry Cu's Bloom-only build is 7 banks of
//! 2^14 bits in 28 of its 32 block RAMs (the link has the other 4):
//! 11,955 keys at 1%, 99.9% of what its bits allow at the optimum.
use rust_hdl::prelude::*;

use super::core::{LinkCore, bloom_only_board_info};
use crate::BloomEngine;
use crate::link::BoardInfo;

/// A Bloom filter of `K` banks of `2^A` bits behind the UART link.
#[derive(LogicBlock)]
pub struct BloomOnlyCore<const K: usize, const A: usize> {
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
    bloom: BloomEngine<K, A>,
    /// A plain filter has no stuck counters.
    zero32: Constant<Bits<32>>,
    /// The absent Cuckoo engine's result fields.
    zero2: Constant<Bits<2>>,
    zero64: Constant<Bits<64>>,
}

impl<const K: usize, const A: usize> BloomOnlyCore<K, A> {
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
            bloom: BloomEngine::new(),
            zero32: Constant::new(0u64.to_bits()),
            zero2: Constant::new(0u64.to_bits()),
            zero64: Constant::new(0u64.to_bits()),
        }
    }

    /// What INFO reports: `K` banks of `2^A` bits, no filter 1.
    pub fn info(clock_hz: u32) -> BoardInfo {
        bloom_only_board_info(K as u32, A as u32, clock_hz)
    }
}

impl<const K: usize, const A: usize> Logic for BloomOnlyCore<K, A> {
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
        self.link.bloom_out_word.next = bit_cast::<32, 8>(self.bloom.out_word.val());
        self.link.bloom_stuck_total.next = self.zero32.val();
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
    use hwfilter_model::protocol::FilterKinds;

    #[test]
    fn info_reports_the_bloom_geometry_and_no_filter_1() {
        let i = BloomOnlyCore::<7, 14>::info(60_000_000);
        assert_eq!((i.bloom_banks, i.bloom_bank_bits), (7, 14));
        assert_eq!(i.filter_kinds, FilterKinds::BLOOM_ONLY);
        assert_eq!(
            (i.cuckoo_fp_bits, i.cuckoo_bucket_bits, i.cuckoo_capacity),
            (0, 0, 0)
        );
        // 99.9% of the bits / 9.585 optimum.
        let optimum = (7u64 << 14) as f64 / 9.585;
        assert!(i.bloom_capacity as f64 >= 0.95 * optimum, "{i:?}");
    }

    #[test]
    fn verilog_is_generated_without_a_cuckoo_engine() {
        let mut core = BloomOnlyCore::<5, 9>::new(12_000_000);
        core.connect_all();
        let v = generate_verilog(&core);
        assert!(v.contains("module top"), "a top module");
        // A Cuckoo engine's instance signals are named `cuckoo$...`, as in
        // the two-filter core.
        let mut both = crate::board::BoardCore::<4, 9, 8, 32, 4, 3>::new(12_000_000);
        both.connect_all();
        assert!(generate_verilog(&both).contains("cuckoo$"));
        assert!(!v.contains("cuckoo$"), "no Cuckoo engine");
    }
}
