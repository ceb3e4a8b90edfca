//! `SdramBoardCore`: the link with a blocked Bloom filter 0 in SDRAM and
//! the pipelined Cuckoo filter — [`BoardCore`](super::BoardCore) with an
//! [`SdramBloomEngine`] in the Bloom engine's place, and the SDRAM's pins.
//!
//! ```text
//!  rx ─► LinkCore (dispatcher for a blocked filter 0) ─┬─► SdramBloomEngine<K, R> ─┐ ◄─► SDRAM pins
//!  tx ◄─                                               └─► CuckooEngine<F, W, B>  ─┤ results
//!                              set_bits_group ─► eighths' set bits ─► STATS 10..18 ┘
//! ```
//!
//! INFO field 17 says filter 0 is blocked, so hosts read 2-byte snapshot
//! words (the SDRAM's) and send it no DELETE; INFO's bank field holds its
//! `K` bits per key and its address field the block address bits, `R + 2`
//! (docs/protocol.md, docs/blocked-bloom.md). After reset the engine powers
//! the SDRAM up and clears it before it takes an op: the dispatcher simply
//! waits on its `in_ready`.
use hwfilter_toolchain::sdram::SdramCycles;
use rust_hdl::prelude::*;

use super::core::{BOARD_MAX_KICKS, LinkCore, blocked_board_info};
use crate::CuckooEngine;
use crate::link::BoardInfo;
use crate::sdram_bloom::SdramBloomEngine;

/// A blocked Bloom filter in SDRAM and a Cuckoo filter behind the UART
/// link: `K` bits per key in `4 x 2^R` rows of 2^13 bits.
#[derive(LogicBlock)]
pub struct SdramBoardCore<
    const K: usize,
    const R: usize,
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
    // -- SDRAM pins (commands active low; DQ split for the top's tristate)
    pub sdram_cs_n: Signal<Out, Bit>,
    pub sdram_ras_n: Signal<Out, Bit>,
    pub sdram_cas_n: Signal<Out, Bit>,
    pub sdram_we_n: Signal<Out, Bit>,
    pub sdram_ba: Signal<Out, Bits<2>>,
    pub sdram_addr: Signal<Out, Bits<13>>,
    pub sdram_dqm: Signal<Out, Bits<2>>,
    /// Write data, driven onto DQ while `sdram_dq_oe`.
    pub sdram_dq_out: Signal<Out, Bits<16>>,
    pub sdram_dq_oe: Signal<Out, Bit>,
    /// DQ as the pads see it.
    pub sdram_dq_in: Signal<In, Bits<16>>,
    link: LinkCore,
    bloom: SdramBloomEngine<K, R>,
    cuckoo: CuckooEngine<F, W, B, BA>,
    zero32: Constant<Bits<32>>,
}

impl<
    const K: usize,
    const R: usize,
    const F: usize,
    const W: usize,
    const B: usize,
    const BA: usize,
> SdramBoardCore<K, R, F, W, B, BA>
{
    /// A board with a `clock_hz` system clock (reported by INFO), its SDRAM
    /// of timing `t` in cycles of that clock, and the default Cuckoo
    /// eviction bound, [`BOARD_MAX_KICKS`].
    pub fn new(clock_hz: u32, t: SdramCycles) -> Self {
        Self::with_max_kicks(clock_hz, t, BOARD_MAX_KICKS)
    }

    /// As [`Self::new`], the Cuckoo filter evicting at most `max_kicks`
    /// times per insert (INFO reports it).
    pub fn with_max_kicks(clock_hz: u32, t: SdramCycles, max_kicks: u16) -> Self {
        Self {
            clock: Default::default(),
            reset: Default::default(),
            rx: Default::default(),
            tx: Default::default(),
            baud_div: Default::default(),
            leds: Default::default(),
            sdram_cs_n: Default::default(),
            sdram_ras_n: Default::default(),
            sdram_cas_n: Default::default(),
            sdram_we_n: Default::default(),
            sdram_ba: Default::default(),
            sdram_addr: Default::default(),
            sdram_dqm: Default::default(),
            sdram_dq_out: Default::default(),
            sdram_dq_oe: Default::default(),
            sdram_dq_in: Default::default(),
            link: LinkCore::new(Self::info(clock_hz, max_kicks)),
            bloom: SdramBloomEngine::new(t),
            cuckoo: CuckooEngine::new(max_kicks),
            zero32: Constant::new(0u64.to_bits()),
        }
    }

    /// What INFO reports: `K` bits per key in `2^(R + 2)` blocks, the
    /// Cuckoo filter's geometry, a blocked filter 0.
    pub fn info(clock_hz: u32, max_kicks: u16) -> BoardInfo {
        BoardInfo {
            cuckoo_max_kicks: max_kicks as u32,
            ..blocked_board_info(K as u32, R as u32 + 2, F as u32, B as u32, clock_hz)
        }
    }
}

impl<
    const K: usize,
    const R: usize,
    const F: usize,
    const W: usize,
    const B: usize,
    const BA: usize,
> Logic for SdramBoardCore<K, R, F, W, B, BA>
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
        self.link.bloom_out_word.next = bit_cast::<32, 16>(self.bloom.out_word.val());
        self.link.bloom_stuck_total.next = self.zero32.val();
        self.bloom.set_bits_group.next = self.link.bloom_set_bits_bank.val();
        self.link.bloom_set_bits.next = self.bloom.group_set_bits.val();

        self.sdram_cs_n.next = self.bloom.sdram_cs_n.val();
        self.sdram_ras_n.next = self.bloom.sdram_ras_n.val();
        self.sdram_cas_n.next = self.bloom.sdram_cas_n.val();
        self.sdram_we_n.next = self.bloom.sdram_we_n.val();
        self.sdram_ba.next = self.bloom.sdram_ba.val();
        self.sdram_addr.next = self.bloom.sdram_addr.val();
        self.sdram_dqm.next = self.bloom.sdram_dqm.val();
        self.sdram_dq_out.next = self.bloom.sdram_dq_out.val();
        self.sdram_dq_oe.next = self.bloom.sdram_dq_oe.val();
        self.bloom.sdram_dq_in.next = self.sdram_dq_in.val();

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

#[cfg(test)]
mod tests {
    use crate::board::{ULX3S_12F, Ulx3sSdramCore, ulx3s_sdram_core_verilog};
    use hwfilter_model::protocol::{FilterKinds, blocked_geometry};
    use hwfilter_toolchain::platform::ulx3s_sdram_cycles;

    /// INFO names a blocked filter 0 of 6 bits per key in 2^(R + 2) blocks
    /// and its capacity at 1%, as the model computes it, beside the 12F's
    /// Cuckoo filter.
    #[test]
    fn info_reports_the_blocked_filter_and_its_capacity() {
        let i = Ulx3sSdramCore::<13>::info(ULX3S_12F.clock_hz, 500);
        assert_eq!(i.filter_kinds, FilterKinds::BLOCKED);
        assert_eq!((i.bloom_banks, i.bloom_bank_bits), (6, 15));
        let p = blocked_geometry(6, 15).unwrap();
        assert_eq!(p.total_bits(), 1 << 28, "the whole 32 MB");
        assert_eq!(i.bloom_capacity as u64, p.capacity(0.01));
        assert!(i.bloom_capacity > 25_000_000, "{}", i.bloom_capacity);
        assert_eq!(
            (i.cuckoo_fp_bits, i.cuckoo_bucket_bits, i.cuckoo_max_kicks),
            (
                ULX3S_12F.engines.cuckoo_fp_bits,
                ULX3S_12F.engines.cuckoo_bucket_bits,
                500
            )
        );
        let small = Ulx3sSdramCore::<4>::info(ULX3S_12F.clock_hz, 500);
        assert_eq!(small.bloom_bank_bits, 6);
    }

    #[test]
    fn verilog_has_the_link_and_sdram_pins() {
        let v = ulx3s_sdram_core_verilog(4, "board_sdram").unwrap();
        assert!(v.contains("module board_sdram("));
        for port in ["rx", "tx", "sdram_ras_n", "sdram_dq_oe", "sdram_dq_in"] {
            assert!(v.contains(port), "no port {port}");
        }
        assert!(ulx3s_sdram_core_verilog(5, "x").is_err());
        assert!(ulx3s_sdram_core_verilog(4, "9x").is_err());
        assert!(ulx3s_sdram_cycles().cas_latency >= 2);
    }
}
