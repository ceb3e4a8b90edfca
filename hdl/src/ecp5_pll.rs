//! `Ecp5Pll`: the ECP5 PLL (`EHXPLLL`, feedback from its primary output
//! CLKOP) as a rust-hdl block.
//!
//! `f_out = f_in * CLKFB_DIV / CLKI_DIV`, with the phase detector at
//! `f_in / CLKI_DIV` in 3.125..=400 MHz and the VCO at `f_out * CLKOP_DIV`
//! in 400..=800 MHz (the limits Project Trellis's `ecppll` applies;
//! [`Ecp5PllConfig::output_hz`] checks them). The instance is the one
//! `ecppll` writes, its parameters from the board's platform data;
//! nextpnr-ecp5 derives the output clock's constraint from the input's
//! `FREQUENCY_PIN_CLKI` and the dividers.
//!
//! In rust-hdl's simulation, and in the lint-only stand-in appended to the
//! Verilog under `ifndef SYNTHESIS`, the output clock is the input clock
//! and the PLL is always locked: simulations count cycles of the output
//! clock.

use rust_hdl::prelude::*;

pub use hwfilter_toolchain::platform::Ecp5PllConfig;

/// One `EHXPLLL`, CLKOP fed back, its output on the global clock network.
#[derive(LogicBlock)]
pub struct Ecp5Pll {
    /// Reference clock (the board's oscillator).
    pub clock_in: Signal<In, Clock>,
    /// The PLL's output clock (`CLKOP`).
    pub clock_out: Signal<Out, Clock>,
    /// High once the PLL has locked; hold the logic in reset until then.
    pub locked: Signal<Out, Bit>,
    _cfg: Ecp5PllConfig,
    _in_mhz: u32,
}

impl Ecp5Pll {
    /// The PLL with settings `cfg` for a reference clock of `in_hz`
    /// (whole MHz: the frequency attribute nextpnr reads).
    pub fn new(cfg: Ecp5PllConfig, in_hz: u32) -> Self {
        assert_eq!(in_hz % 1_000_000, 0, "the reference clock is whole MHz");
        Ecp5Pll {
            clock_in: Default::default(),
            clock_out: Default::default(),
            locked: Default::default(),
            _cfg: cfg,
            _in_mhz: in_hz / 1_000_000,
        }
    }
}

impl Logic for Ecp5Pll {
    fn update(&mut self) {
        self.clock_out.next = self.clock_in.val();
        self.locked.next = true;
    }

    fn connect(&mut self) {
        self.clock_out.connect();
        self.locked.connect();
    }

    fn hdl(&self) -> Verilog {
        Verilog::Wrapper(Wrapper {
            code: ehxplll_instance(self._cfg, self._in_mhz, None),
            cores: EHXPLLL_STUB.into(),
        })
    }
}

/// The `EHXPLLL` instance `ecppll` writes for `c` from a reference of
/// `in_mhz`: CLKOP on `clock_out`, fed back, and `locked`. With
/// `clkos_lag`, a second output CLKOS on `clock_shifted` at CLKOP's
/// frequency, lagging it by that many VCO periods (each `1 / CLKOP_DIV` of
/// its period; `ecppll --phase1` sets CLKOS_CPHASE the same way).
pub(crate) fn ehxplll_instance(c: Ecp5PllConfig, in_mhz: u32, clkos_lag: Option<u8>) -> String {
    let out_hz = c
        .output_hz(in_mhz as u64 * 1_000_000)
        .expect("the platform's PLL settings are in range");
    let out_mhz = out_hz / 1e6;
    let (clkos_attr, clkos_params, clkos_pin) = match clkos_lag {
        Some(lag) => {
            assert!(lag < c.clkop_div, "a lag of less than one period");
            (
                format!("\n(* FREQUENCY_PIN_CLKOS=\"{out_mhz}\" *)"),
                format!(
                    "\n    .CLKOS_ENABLE(\"ENABLED\"),\n    .CLKOS_DIV({div}),\n    .CLKOS_CPHASE({cphase}),\n    .CLKOS_FPHASE(0),",
                    div = c.clkop_div,
                    cphase = c.clkop_cphase() + lag,
                ),
                "clock_shifted",
            )
        }
        None => (String::new(), String::new(), ""),
    };
    format!(
        r#"
(* FREQUENCY_PIN_CLKI="{in_mhz}" *)
(* FREQUENCY_PIN_CLKOP="{out_mhz}" *){clkos_attr}
(* ICP_CURRENT="12" *) (* LPF_RESISTOR="8" *) (* MFG_ENABLE_FILTEROPAMP="1" *) (* MFG_GMCREF_SEL="2" *)
EHXPLLL #(
    .PLLRST_ENA("DISABLED"),
    .INTFB_WAKE("DISABLED"),
    .STDBY_ENABLE("DISABLED"),
    .DPHASE_SOURCE("DISABLED"),
    .OUTDIVIDER_MUXA("DIVA"),
    .OUTDIVIDER_MUXB("DIVB"),
    .OUTDIVIDER_MUXC("DIVC"),
    .OUTDIVIDER_MUXD("DIVD"),
    .CLKI_DIV({clki}),
    .CLKOP_ENABLE("ENABLED"),
    .CLKOP_DIV({clkop}),
    .CLKOP_CPHASE({cphase}),
    .CLKOP_FPHASE(0),{clkos_params}
    .FEEDBK_PATH("CLKOP"),
    .CLKFB_DIV({clkfb})
) pll (
    .RST(1'b0),
    .STDBY(1'b0),
    .CLKI(clock_in),
    .CLKOP(clock_out),
    /* verilator lint_off PINCONNECTEMPTY */
    .CLKOS({clkos_pin}),
    /* verilator lint_on PINCONNECTEMPTY */
    .CLKFB(clock_out),
    .PHASESEL0(1'b0),
    .PHASESEL1(1'b0),
    .PHASEDIR(1'b1),
    .PHASESTEP(1'b1),
    .PHASELOADREG(1'b1),
    .PLLWAKESYNC(1'b0),
    .ENCLKOP(1'b0),
    .LOCK(locked)
);
"#,
        clki = c.clki_div,
        clkop = c.clkop_div,
        cphase = c.clkop_cphase(),
        clkfb = c.clkfb_div,
    )
}

/// Lint and simulation stand-in for `EHXPLLL`, appended to the Verilog
/// under `ifndef SYNTHESIS`: both outputs are the input clock, always
/// locked. Synthesis uses the real cell.
pub(crate) const EHXPLLL_STUB: &str = r#"
`ifndef SYNTHESIS
`ifndef HWFILTER_ECP5_PLL_STUB
`define HWFILTER_ECP5_PLL_STUB
// Lint and simulation stand-in for the ECP5 PLL: the output clocks are the
// input clock, always locked. Synthesis uses the real cell.
/* verilator lint_off UNUSEDPARAM */
/* verilator lint_off UNUSEDSIGNAL */
module EHXPLLL #(
    parameter PLLRST_ENA = "DISABLED",
    parameter INTFB_WAKE = "DISABLED",
    parameter STDBY_ENABLE = "DISABLED",
    parameter DPHASE_SOURCE = "DISABLED",
    parameter OUTDIVIDER_MUXA = "DIVA",
    parameter OUTDIVIDER_MUXB = "DIVB",
    parameter OUTDIVIDER_MUXC = "DIVC",
    parameter OUTDIVIDER_MUXD = "DIVD",
    parameter integer CLKI_DIV = 1,
    parameter CLKOP_ENABLE = "ENABLED",
    parameter integer CLKOP_DIV = 8,
    parameter integer CLKOP_CPHASE = 0,
    parameter integer CLKOP_FPHASE = 0,
    parameter CLKOS_ENABLE = "DISABLED",
    parameter integer CLKOS_DIV = 8,
    parameter integer CLKOS_CPHASE = 0,
    parameter integer CLKOS_FPHASE = 0,
    parameter FEEDBK_PATH = "CLKOP",
    parameter integer CLKFB_DIV = 1
) (
    input RST,
    input STDBY,
    input CLKI,
    output CLKOP,
    output CLKOS,
    input CLKFB,
    input PHASESEL0,
    input PHASESEL1,
    input PHASEDIR,
    input PHASESTEP,
    input PHASELOADREG,
    input PLLWAKESYNC,
    input ENCLKOP,
    output LOCK
);
    assign CLKOP = CLKI;
    assign CLKOS = CLKI;
    assign LOCK = 1'b1;
endmodule
/* verilator lint_on UNUSEDSIGNAL */
/* verilator lint_on UNUSEDPARAM */
`endif
`endif
"#;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_instance_carries_the_platform_settings() {
        let mut pll = Ecp5Pll::new(Ecp5PllConfig::MHZ25_TO_60, 25_000_000);
        pll.connect_all();
        let v = generate_verilog(&pll);
        for needle in [
            ".CLKI_DIV(5)",
            ".CLKFB_DIV(12)",
            ".CLKOP_DIV(10)",
            ".CLKOP_CPHASE(4)",
            "(* FREQUENCY_PIN_CLKI=\"25\" *)",
            "(* FREQUENCY_PIN_CLKOP=\"60\" *)",
        ] {
            assert!(v.contains(needle), "{needle} missing from\n{v}");
        }
    }
}
