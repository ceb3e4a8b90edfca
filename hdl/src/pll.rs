//! `Ice40Pll`: the iCE40 PLL (`SB_PLL40_CORE`, simple feedback) as a
//! rust-hdl block.
//!
//! `f_out = f_in * (DIVF + 1) / ((DIVR + 1) * 2^DIVQ)`, with the phase
//! detector at `f_in / (DIVR + 1)` in 10..=133 MHz and the VCO at
//! `f_in * (DIVF + 1) / (DIVR + 1)` in 533..=1066 MHz (iCE40 sysCLOCK PLL
//! design guide, TN1251; the same limits `icepll` applies). nextpnr-ice40
//! derives the output clock's timing constraint from the input's `--freq`.
//!
//! In rust-hdl's simulation, and in the lint-only stand-in appended to the
//! Verilog under `ifndef SYNTHESIS` / `ifndef HWFILTER_ICE40_CELLS`, the
//! output clock is the input clock and the PLL is always locked: simulations
//! count cycles of the output clock.

use rust_hdl::prelude::*;

/// Divider settings of one PLL configuration.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PllConfig {
    pub divr: u8,
    pub divf: u8,
    pub divq: u8,
    pub filter_range: u8,
}

impl PllConfig {
    /// 100 MHz in, 30 MHz out (`icepll -i 100 -o 30`: DIVR 4, DIVF 47,
    /// DIVQ 5, FILTER_RANGE 2; PFD 20 MHz, VCO 960 MHz).
    pub const MHZ100_TO_30: PllConfig = PllConfig {
        divr: 4,
        divf: 47,
        divq: 5,
        filter_range: 2,
    };

    /// 100 MHz in, 60 MHz out (`icepll -i 100 -o 60`: DIVR 4, DIVF 47,
    /// DIVQ 4, FILTER_RANGE 2; PFD 20 MHz, VCO 960 MHz). 60 MHz / 5 is
    /// 12 Mbaud, the FT2232H's fastest rate.
    pub const MHZ100_TO_60: PllConfig = PllConfig {
        divr: 4,
        divf: 47,
        divq: 4,
        filter_range: 2,
    };

    /// The output frequency for `f_in_hz`, after checking the phase
    /// detector and VCO ranges and the dividers' widths.
    pub fn output_hz(&self, f_in_hz: u64) -> Result<f64, String> {
        if self.divr > 15
            || self.divf > 127
            || !(1..=6).contains(&self.divq)
            || self.filter_range > 7
        {
            return Err(format!("divider out of range: {self:?}"));
        }
        let pfd = f_in_hz as f64 / (self.divr as f64 + 1.0);
        if !(10e6..=133e6).contains(&pfd) {
            return Err(format!(
                "phase detector at {:.3} MHz, outside 10..=133 MHz",
                pfd / 1e6
            ));
        }
        let vco = pfd * (self.divf as f64 + 1.0);
        if !(533e6..=1066e6).contains(&vco) {
            return Err(format!(
                "VCO at {:.3} MHz, outside 533..=1066 MHz",
                vco / 1e6
            ));
        }
        Ok(vco / (1u64 << self.divq) as f64)
    }
}

/// One `SB_PLL40_CORE` with simple feedback, its output on a global net.
#[derive(LogicBlock)]
pub struct Ice40Pll {
    /// Reference clock (the board's oscillator).
    pub clock_in: Signal<In, Clock>,
    /// The PLL's output clock (`PLLOUTGLOBAL`).
    pub clock_out: Signal<Out, Clock>,
    /// High once the PLL has locked; hold the logic in reset until then.
    pub locked: Signal<Out, Bit>,
    _cfg: PllConfig,
}

impl Ice40Pll {
    pub fn new(cfg: PllConfig) -> Self {
        Ice40Pll {
            clock_in: Default::default(),
            clock_out: Default::default(),
            locked: Default::default(),
            _cfg: cfg,
        }
    }
}

impl Logic for Ice40Pll {
    fn update(&mut self) {
        self.clock_out.next = self.clock_in.val();
        self.locked.next = true;
    }

    fn connect(&mut self) {
        self.clock_out.connect();
        self.locked.connect();
    }

    fn hdl(&self) -> Verilog {
        let c = self._cfg;
        Verilog::Wrapper(Wrapper {
            code: format!(
                r#"
SB_PLL40_CORE #(
    .FEEDBACK_PATH("SIMPLE"),
    .DIVR(4'd{}),
    .DIVF(7'd{}),
    .DIVQ(3'd{}),
    .FILTER_RANGE(3'd{})
) pll (
    .REFERENCECLK(clock_in),
    .PLLOUTGLOBAL(clock_out),
    .LOCK(locked),
    .RESETB(1'b1),
    .BYPASS(1'b0)
);
"#,
                c.divr, c.divf, c.divq, c.filter_range
            ),
            cores: r#"
`ifndef SYNTHESIS
`ifndef HWFILTER_ICE40_CELLS
`ifndef HWFILTER_PLL_STUB
`define HWFILTER_PLL_STUB
// Lint and simulation stand-in for the iCE40 PLL: the output clock is the
// input clock, always locked. Synthesis uses the real cell.
/* verilator lint_off UNUSEDPARAM */
/* verilator lint_off UNUSEDSIGNAL */
module SB_PLL40_CORE #(
    parameter FEEDBACK_PATH = "SIMPLE",
    parameter [3:0] DIVR = 4'd0,
    parameter [6:0] DIVF = 7'd0,
    parameter [2:0] DIVQ = 3'd0,
    parameter [2:0] FILTER_RANGE = 3'd0
) (
    input REFERENCECLK,
    output PLLOUTGLOBAL,
    output LOCK,
    input RESETB,
    input BYPASS
);
    assign PLLOUTGLOBAL = REFERENCECLK;
    assign LOCK = 1'b1;
endmodule
/* verilator lint_on UNUSEDSIGNAL */
/* verilator lint_on UNUSEDPARAM */
`endif
`endif
`endif
"#
            .into(),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn alchitry_pll_settings_give_exactly_30_and_60_mhz_within_the_ranges() {
        assert_eq!(PllConfig::MHZ100_TO_30.output_hz(100_000_000), Ok(30e6));
        assert_eq!(PllConfig::MHZ100_TO_60.output_hz(100_000_000), Ok(60e6));
    }

    #[test]
    fn out_of_range_settings_are_refused() {
        let c = PllConfig {
            divr: 0,
            ..PllConfig::MHZ100_TO_30
        };
        // PFD 100 MHz, VCO 4.8 GHz.
        assert!(c.output_hz(100_000_000).unwrap_err().contains("VCO"));
        assert!(
            PllConfig::MHZ100_TO_30
                .output_hz(12_000_000)
                .unwrap_err()
                .contains("phase detector")
        );
        let c = PllConfig {
            divq: 0,
            ..PllConfig::MHZ100_TO_30
        };
        assert!(c.output_hz(100_000_000).is_err());
    }
}
