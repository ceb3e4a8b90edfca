//! `Ecp5SdramPads`: an SDR SDRAM's clock and data pads on an ECP5.
//!
//! ```text
//!  clock_sdram ─► ODDRX1F (D0 = 1, D1 = 0) ─► sdram_clk
//!  dq_out, dq_oe ─► tristate ─┬─► sdram_d (16 pads, both ways)
//!  dq_in ◄────────────────────┘
//! ```
//!
//! The SDRAM's clock leaves through an output DDR register clocked by the
//! clock it copies, so its delay to the pad is the IO register's, not a
//! route through the fabric's; the command and data registers before these
//! pads are the engine's (its `SdramPinRegisters`).
//! yosys turns the tristate into each pad's output enable (`TRELLIS_IO`'s
//! `T`). In rust-hdl's simulation and the lint stand-in, `sdram_clk` is
//! `clock_sdram`.

use rust_hdl::prelude::*;

/// The SDRAM's clock pad and its 16 bidirectional data pads.
#[derive(LogicBlock, Default)]
pub struct Ecp5SdramPads {
    /// The clock the SDRAM runs on (the logic's, shifted in phase).
    pub clock_sdram: Signal<In, Clock>,
    /// The SDRAM's CLK pin: `clock_sdram` through an IO register.
    pub sdram_clk: Signal<Out, Bit>,
    /// Driven onto `sdram_d` while `dq_oe` is high.
    pub dq_out: Signal<In, Bits<16>>,
    pub dq_oe: Signal<In, Bit>,
    /// `sdram_d` as the pads see it.
    pub dq_in: Signal<Out, Bits<16>>,
    /// The SDRAM's DQ pins.
    pub sdram_d: Signal<InOut, Bits<16>>,
}

impl Logic for Ecp5SdramPads {
    fn update(&mut self) {
        self.sdram_clk.next = self.clock_sdram.val().clk;
        if self.dq_oe.val() {
            self.sdram_d.next = self.dq_out.val();
        }
        self.sdram_d.set_tristate_is_output(self.dq_oe.val());
        self.dq_in.next = self.sdram_d.val();
    }

    fn connect(&mut self) {
        self.sdram_clk.connect();
        self.sdram_d.connect();
        self.dq_in.connect();
    }

    fn hdl(&self) -> Verilog {
        Verilog::Wrapper(Wrapper {
            code: r#"
ODDRX1F sdram_clk_ddr (
    .SCLK(clock_sdram),
    .RST(1'b0),
    .D0(1'b1),
    .D1(1'b0),
    .Q(sdram_clk)
);
assign sdram_d = dq_oe ? dq_out : 16'bz;
assign dq_in = sdram_d;
"#
            .into(),
            cores: r#"
`ifndef SYNTHESIS
`ifndef HWFILTER_ODDRX1F_STUB
`define HWFILTER_ODDRX1F_STUB
// Lint and simulation stand-in for the ECP5 output DDR register: high for
// the clock's first half, low for its second. Synthesis uses the real cell.
/* verilator lint_off UNUSEDSIGNAL */
module ODDRX1F(input SCLK, input RST, input D0, input D1, output Q);
    assign Q = SCLK ? D0 : D1;
endmodule
/* verilator lint_on UNUSEDSIGNAL */
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
    fn the_clock_leaves_through_a_ddr_register_and_dq_is_a_tristate() {
        let mut pads = Ecp5SdramPads::default();
        pads.connect_all();
        let v = generate_verilog(&pads);
        for needle in [
            "ODDRX1F sdram_clk_ddr",
            ".SCLK(clock_sdram)",
            ".Q(sdram_clk)",
            "assign sdram_d = dq_oe ? dq_out : 16'bz;",
            "inout",
        ] {
            assert!(v.contains(needle), "{needle} missing from\n{v}");
        }
    }
}
