//! `Ulx3sSdramTopOf`: the ULX3S with its SDRAM — a blocked Bloom filter in
//! the 32 MB IS42S16160G beside the 12F's Cuckoo filter, behind the
//! FT231X's serial link.
//!
//! ```text
//!  clk_25mhz ─► EHXPLLL ─┬─ CLKOP 60 MHz ─────────────┬─────────────────┐
//!                        └─ CLKOS 60 MHz, shifted ─► Ecp5SdramPads ◄─►  │ sdram_clk, sdram_d
//!  btn_pwr_n, lock ─► PowerOnReset ─────────────────────┤ SdramBoardCore ├─► sdram_csn .. sdram_dqm
//!  ftdi_txd ───────────────────────────────────────────►│                ├─► ftdi_rxd, led[3:0]
//!                                                       └────────────────┘
//! ```
//!
//! Port names are those of `constraints/ulx3s.lpf`, which has the SDRAM's
//! pins from the board's own pin file. The logic and the SDRAM run at
//! 60 MHz on either part (the 12F's clock, [`ulx3s_sdram_cycles`]); the
//! SDRAM's clock is the PLL's second output, [`ULX3S_SDRAM_CLOCK_LAG`] VCO
//! periods behind the logic's, through an IO register (docs/blocked-bloom.md
//! has the timing at the pins). CKE is held high: the engine never powers
//! the part down. After reset the engine waits out the part's power-up and
//! clears all 32 MB before it takes an op.
//!
//! LEDs as on [`Ulx3sTopOf`](super::Ulx3sTopOf): 0 toggles per good frame,
//! 1 per applied request, 2 per damaged frame or UART error, 3 is a
//! heartbeat; 4 and 5 glow while bytes flow in and out, 6 is lit while the
//! board is held in reset; 7 is off.

use rust_hdl::prelude::*;

use super::BOARD_MAX_KICKS;
use super::link_leds::LinkLeds;
use super::por::PowerOnReset;
use super::ulx3s::Ulx3sSdramCore;
use crate::ecp5_pll_shifted::Ecp5PllShifted;
use crate::ecp5_sdram_pads::Ecp5SdramPads;
use hwfilter_toolchain::platform::{ULX3S_12F, ULX3S_SDRAM_CLOCK_LAG, ulx3s_sdram_cycles};

/// The ULX3S top around an [`Ulx3sSdramCore<R>`]: `4 x 2^R` rows of the
/// SDRAM hold the blocked Bloom filter (`R` = 13: all of it).
#[derive(LogicBlock)]
pub struct Ulx3sSdramTopOf<const R: usize> {
    /// 25 MHz oscillator (G2).
    pub clk_25mhz: Signal<In, Clock>,
    /// The PWR button, 0 while pressed (D6): reset.
    pub btn_pwr_n: Signal<In, Bit>,
    /// Serial data from the host: the FT231X's TXD (M1).
    pub ftdi_txd: Signal<In, Bit>,
    /// Serial data to the host: the FT231X's RXD (L4).
    pub ftdi_rxd: Signal<Out, Bit>,
    /// The eight user LEDs, active high.
    pub led: Signal<Out, Bits<8>>,
    // -- the SDRAM's pins (commands active low)
    pub sdram_clk: Signal<Out, Bit>,
    pub sdram_cke: Signal<Out, Bit>,
    pub sdram_csn: Signal<Out, Bit>,
    pub sdram_rasn: Signal<Out, Bit>,
    pub sdram_casn: Signal<Out, Bit>,
    pub sdram_wen: Signal<Out, Bit>,
    pub sdram_ba: Signal<Out, Bits<2>>,
    pub sdram_a: Signal<Out, Bits<13>>,
    pub sdram_dqm: Signal<Out, Bits<2>>,
    pub sdram_d: Signal<InOut, Bits<16>>,
    pll: Ecp5PllShifted,
    por: PowerOnReset,
    core: Ulx3sSdramCore<R>,
    pads: Ecp5SdramPads,
    leds: LinkLeds,
    baud_div: Constant<Bits<16>>,
}

impl<const R: usize> Ulx3sSdramTopOf<R> {
    /// The top at the 12F's clock and UART divider, with the default
    /// Cuckoo eviction bound.
    pub fn new() -> Self {
        Self::with_max_kicks(BOARD_MAX_KICKS)
    }

    /// The top whose Cuckoo filter evicts at most `max_kicks` times per
    /// insert (INFO reports it).
    pub fn with_max_kicks(max_kicks: u16) -> Self {
        let p = &ULX3S_12F;
        let pll = p
            .pll
            .and_then(|pll| pll.ecp5())
            .expect("the ULX3S top runs from its ECP5 PLL");
        Self {
            clk_25mhz: Default::default(),
            btn_pwr_n: Default::default(),
            ftdi_txd: Default::default(),
            ftdi_rxd: Default::default(),
            led: Default::default(),
            sdram_clk: Default::default(),
            sdram_cke: Default::default(),
            sdram_csn: Default::default(),
            sdram_rasn: Default::default(),
            sdram_casn: Default::default(),
            sdram_wen: Default::default(),
            sdram_ba: Default::default(),
            sdram_a: Default::default(),
            sdram_dqm: Default::default(),
            sdram_d: Default::default(),
            pll: Ecp5PllShifted::new(pll, p.osc_hz, ULX3S_SDRAM_CLOCK_LAG),
            por: PowerOnReset::new(),
            core: Ulx3sSdramCore::with_max_kicks(p.clock_hz, ulx3s_sdram_cycles(), max_kicks),
            pads: Default::default(),
            leds: Default::default(),
            baud_div: Constant::new((p.baud_div as u64).to_bits()),
        }
    }
}

impl<const R: usize> Default for Ulx3sSdramTopOf<R> {
    fn default() -> Self {
        Self::new()
    }
}

impl<const R: usize> Logic for Ulx3sSdramTopOf<R> {
    #[hdl_gen]
    fn update(&mut self) {
        self.pll.clock_in.next = self.clk_25mhz.val();
        self.leds.clock.next = self.pll.clock_out.val();
        self.por.clock.next = self.pll.clock_out.val();
        self.por.button_n.next = self.btn_pwr_n.val() & self.pll.locked.val();
        self.core.clock.next = self.pll.clock_out.val();
        self.core.reset.next = self.por.reset.val();
        self.core.rx.next = self.ftdi_txd.val();
        self.core.baud_div.next = self.baud_div.val();
        self.ftdi_rxd.next = self.core.tx.val();

        self.pads.clock_sdram.next = self.pll.clock_shifted.val();
        self.sdram_clk.next = self.pads.sdram_clk.val();
        self.sdram_cke.next = true;
        self.sdram_csn.next = self.core.sdram_cs_n.val();
        self.sdram_rasn.next = self.core.sdram_ras_n.val();
        self.sdram_casn.next = self.core.sdram_cas_n.val();
        self.sdram_wen.next = self.core.sdram_we_n.val();
        self.sdram_ba.next = self.core.sdram_ba.val();
        self.sdram_a.next = self.core.sdram_addr.val();
        self.sdram_dqm.next = self.core.sdram_dqm.val();
        self.pads.dq_out.next = self.core.sdram_dq_out.val();
        self.pads.dq_oe.next = self.core.sdram_dq_oe.val();
        self.core.sdram_dq_in.next = self.pads.dq_in.val();
        Signal::<InOut, Bits<16>>::link(&mut self.sdram_d, &mut self.pads.sdram_d);

        self.leds.core_leds.next = self.core.leds.val();
        self.leds.rx.next = self.ftdi_txd.val();
        self.leds.tx.next = self.core.tx.val();
        self.leds.reset.next = self.por.reset.val();
        self.led.next = self.leds.led.val();
    }
}

/// The ULX3S SDRAM top with the whole 32 MB: 2^15 blocks of 2^13 bits.
pub type Ulx3sSdramTop = Ulx3sSdramTopOf<13>;

/// Verilog of [`Ulx3sSdramTop`], top module named `module`, its Cuckoo
/// filter evicting at most `max_kicks` times per insert; its ports are the
/// names `constraints/ulx3s.lpf` places.
pub fn ulx3s_sdram_top_verilog(module: &str, max_kicks: u16) -> String {
    super::verilog_of(Ulx3sSdramTop::with_max_kicks(max_kicks), module)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_top_has_the_board_s_sdram_pins_and_its_shifted_clock() {
        let v = ulx3s_sdram_top_verilog("ulx3s_12f_top", BOARD_MAX_KICKS);
        assert!(v.contains("module ulx3s_12f_top("));
        for port in [
            "sdram_clk",
            "sdram_cke",
            "sdram_csn",
            "sdram_rasn",
            "sdram_casn",
            "sdram_wen",
            "sdram_ba",
            "sdram_a",
            "sdram_dqm",
            "sdram_d",
            "ftdi_txd",
            "ftdi_rxd",
        ] {
            assert!(v.contains(port), "no port {port}");
        }
        assert!(
            v.lines()
                .any(|l| l.trim_start().starts_with("inout") && l.ends_with("[15:0] sdram_d;")),
            "DQ is not an inout of the top"
        );
        assert!(v.contains(".CLKOS(clock_shifted)"));
        assert!(v.contains("ODDRX1F"));
    }
}
