//! `Ecp5PllShifted`: the ECP5 PLL with a second output at the same
//! frequency, shifted in phase — the clock an SDRAM's CLK pin gets, so
//! the commands meet the part's setup and hold at its pins and its read
//! data lands in the cycle the logic expects (docs/blocked-bloom.md).
//!
//! CLKOP (fed back) is the logic's clock, as in [`Ecp5Pll`](crate::ecp5_pll::Ecp5Pll);
//! CLKOS lags it by `lag` VCO periods, each `1 / CLKOP_DIV` of a period
//! (a lag of `CLKOP_DIV - n` is a lead of `n`). In rust-hdl's simulation
//! and the lint stand-in both outputs are the input clock.

use rust_hdl::prelude::*;

use crate::ecp5_pll::{EHXPLLL_STUB, ehxplll_instance};
pub use hwfilter_toolchain::platform::Ecp5PllConfig;

/// One `EHXPLLL`: CLKOP fed back and CLKOS, both on global clock networks.
#[derive(LogicBlock)]
pub struct Ecp5PllShifted {
    /// Reference clock (the board's oscillator).
    pub clock_in: Signal<In, Clock>,
    /// The logic's clock (`CLKOP`).
    pub clock_out: Signal<Out, Clock>,
    /// `clock_out`'s frequency, `lag` VCO periods later (`CLKOS`).
    pub clock_shifted: Signal<Out, Clock>,
    /// High once the PLL has locked; hold the logic in reset until then.
    pub locked: Signal<Out, Bit>,
    _cfg: Ecp5PllConfig,
    _in_mhz: u32,
    _lag: u8,
}

impl Ecp5PllShifted {
    /// The PLL with settings `cfg` for a reference clock of `in_hz` (whole
    /// MHz), its CLKOS `lag` VCO periods (less than `cfg.clkop_div`) behind
    /// CLKOP.
    pub fn new(cfg: Ecp5PllConfig, in_hz: u32, lag: u8) -> Self {
        assert_eq!(in_hz % 1_000_000, 0, "the reference clock is whole MHz");
        assert!(lag < cfg.clkop_div, "a lag of less than one period");
        Ecp5PllShifted {
            clock_in: Default::default(),
            clock_out: Default::default(),
            clock_shifted: Default::default(),
            locked: Default::default(),
            _cfg: cfg,
            _in_mhz: in_hz / 1_000_000,
            _lag: lag,
        }
    }
}

impl Logic for Ecp5PllShifted {
    fn update(&mut self) {
        self.clock_out.next = self.clock_in.val();
        self.clock_shifted.next = self.clock_in.val();
        self.locked.next = true;
    }

    fn connect(&mut self) {
        self.clock_out.connect();
        self.clock_shifted.connect();
        self.locked.connect();
    }

    fn hdl(&self) -> Verilog {
        Verilog::Wrapper(Wrapper {
            code: ehxplll_instance(self._cfg, self._in_mhz, Some(self._lag)),
            cores: EHXPLLL_STUB.into(),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn clkos_runs_at_clkop_s_frequency_lag_periods_later() {
        let mut pll = Ecp5PllShifted::new(Ecp5PllConfig::MHZ25_TO_60, 25_000_000, 8);
        pll.connect_all();
        let v = generate_verilog(&pll);
        for needle in [
            ".CLKOP_DIV(10)",
            ".CLKOP_CPHASE(4)",
            ".CLKOS_ENABLE(\"ENABLED\")",
            ".CLKOS_DIV(10)",
            // CLKOP's 4 and 8 more VCO periods: 288 degrees later.
            ".CLKOS_CPHASE(12)",
            ".CLKOS(clock_shifted)",
            "(* FREQUENCY_PIN_CLKOS=\"60\" *)",
        ] {
            assert!(v.contains(needle), "{needle} missing from\n{v}");
        }
    }

    #[test]
    #[should_panic(expected = "less than one period")]
    fn a_lag_of_a_whole_period_is_refused() {
        Ecp5PllShifted::new(Ecp5PllConfig::MHZ25_TO_60, 25_000_000, 10);
    }
}
