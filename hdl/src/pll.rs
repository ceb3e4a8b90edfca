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

/// Divider settings of one PLL configuration: board data, kept with the
/// boards ([`hwfilter_toolchain::platform`]).
pub use hwfilter_toolchain::platform::PllConfig;

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
