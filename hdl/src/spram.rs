//! `Spram256k`: one iCE40 UltraPlus single-port RAM (`SB_SPRAM256KA`,
//! 16,384 words of 16 bits) as a rust-hdl block.
//!
//! The UP5K has four of them (1 Mbit in all), next to its 30 block RAMs
//! (120 Kbit). Facts the engines built on it must respect (iCE40
//! UltraPlus SPRAM usage guide, TN1314/FPGA-TN-02022, and yosys's
//! `ice40/cells_sim.v` model, which the co-simulation uses):
//!
//! - **One port.** A cycle either reads (`write_enable` low: `data_out`
//!   holds the word on the next cycle) or writes, never both.
//! - **Nibble write mask.** `mask` bit `n` enables bits `4n..4n+4` of a
//!   write; a single bit cannot be written alone, so setting one bit is a
//!   read-modify-write.
//! - **No initial contents.** The memory is not initialised by the
//!   bitstream; whatever it holds after configuration is undefined, so a
//!   design clears it before use. (`data_out` is also undefined after a
//!   write cycle.)
//! - The RAM is always powered and awake here: `STANDBY`, `SLEEP` low,
//!   `POWEROFF` high (it is active low).
//!
//! In rust-hdl's own simulation `update()` models the RAM, starting from a
//! deterministic non-zero pattern so that a missing clear shows. In the
//! generated Verilog the block instantiates the primitive. A lint stub of
//! the primitive is appended under `ifndef SYNTHESIS` (yosys defines
//! `SYNTHESIS` and knows the real cell) and `ifndef HWFILTER_ICE40_CELLS`
//! (define it when compiling yosys's `cells_sim.v` with the design, as the
//! Verilator co-simulation does, to simulate the real model instead).

use rust_hdl::prelude::*;

/// Words of one SPRAM.
pub const SPRAM_WORDS: usize = 1 << 14;

/// Garbage the rust-hdl model starts from (and returns after a write): the
/// hardware's contents are undefined until written.
fn garbage(addr: usize) -> u16 {
    ((addr as u32).wrapping_mul(0x9E37_79B9) >> 16) as u16 | 0x8421
}

/// One `SB_SPRAM256KA`, always enabled and powered.
#[derive(LogicBlock)]
pub struct Spram256k {
    pub clock: Signal<In, Clock>,
    /// Word address.
    pub address: Signal<In, Bits<14>>,
    /// Data to write.
    pub data_in: Signal<In, Bits<16>>,
    /// Nibble write enables: bit `n` writes bits `4n..4n+4`.
    pub mask: Signal<In, Bits<4>>,
    /// High: write (masked) this cycle; low: read.
    pub write_enable: Signal<In, Bit>,
    /// Low: the RAM ignores the cycle and `data_out` holds.
    pub chip_select: Signal<In, Bit>,
    /// The word read on the previous cycle (read latency 1).
    pub data_out: Signal<Out, Bits<16>>,
    _sim: Vec<u16>,
}

impl Default for Spram256k {
    fn default() -> Self {
        Spram256k {
            clock: Default::default(),
            address: Default::default(),
            data_in: Default::default(),
            mask: Default::default(),
            write_enable: Default::default(),
            chip_select: Default::default(),
            data_out: Default::default(),
            _sim: (0..SPRAM_WORDS).map(garbage).collect(),
        }
    }
}

impl Logic for Spram256k {
    fn update(&mut self) {
        if self.clock.pos_edge() && self.chip_select.val() {
            let a = self.address.val().index();
            if self.write_enable.val() {
                let mask = self.mask.val().index();
                let data = self.data_in.val().index() as u16;
                let mut w = self._sim[a];
                for n in 0..4 {
                    if (mask >> n) & 1 == 1 {
                        let m = 0xfu16 << (4 * n);
                        w = (w & !m) | (data & m);
                    }
                }
                self._sim[a] = w;
                self.data_out.next = (garbage(a) as u64 ^ 0xffff).to_bits();
            } else {
                self.data_out.next = (self._sim[a] as u64).to_bits();
            }
        }
    }

    fn connect(&mut self) {
        self.data_out.connect();
    }

    fn hdl(&self) -> Verilog {
        Verilog::Wrapper(Wrapper {
            code: r#"
SB_SPRAM256KA spram (
    .ADDRESS(address),
    .DATAIN(data_in),
    .MASKWREN(mask),
    .WREN(write_enable),
    .CHIPSELECT(chip_select),
    .CLOCK(clock),
    .STANDBY(1'b0),
    .SLEEP(1'b0),
    .POWEROFF(1'b1),
    .DATAOUT(data_out)
);
"#
            .into(),
            cores: r#"
`ifndef SYNTHESIS
`ifndef HWFILTER_ICE40_CELLS
`ifndef HWFILTER_SPRAM_LINT_STUB
`define HWFILTER_SPRAM_LINT_STUB
// Lint-only stand-in for the iCE40 UltraPlus SPRAM: synthesis uses the
// real cell, simulation yosys's ice40/cells_sim.v (define
// HWFILTER_ICE40_CELLS). It reads, and never stores, so it cannot be
// mistaken for a model.
/* verilator lint_off UNUSEDSIGNAL */
module SB_SPRAM256KA (
    input [13:0] ADDRESS,
    input [15:0] DATAIN,
    input [3:0] MASKWREN,
    input WREN,
    input CHIPSELECT,
    input CLOCK,
    input STANDBY,
    input SLEEP,
    input POWEROFF,
    output reg [15:0] DATAOUT
);
    always @(posedge CLOCK) DATAOUT <= 16'hxxxx;
endmodule
/* verilator lint_on UNUSEDSIGNAL */
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
    use crate::link::testbench::settle;

    fn cycle(r: &mut Spram256k, addr: u64, data: u64, mask: u64, we: bool, cs: bool) -> u16 {
        r.address.next = addr.to_bits();
        r.data_in.next = data.to_bits();
        r.mask.next = mask.to_bits();
        r.write_enable.next = we;
        r.chip_select.next = cs;
        r.clock.next = Clock::from(false);
        settle(r);
        r.clock.next = Clock::from(true);
        settle(r);
        r.data_out.val().index() as u16
    }

    #[test]
    fn model_reads_writes_with_nibble_mask() {
        let mut r = Spram256k::default();
        r.connect_all();
        let g = cycle(&mut r, 7, 0, 0, false, true);
        assert_eq!(g, garbage(7), "starts from garbage");
        cycle(&mut r, 7, 0xabcd, 0b1111, true, true);
        assert_eq!(cycle(&mut r, 7, 0, 0, false, true), 0xabcd);
        cycle(&mut r, 7, 0x1234, 0b0101, true, true);
        assert_eq!(cycle(&mut r, 7, 0, 0, false, true), 0xa2c4);
        // Chip select low: nothing written, output held.
        cycle(&mut r, 7, 0xffff, 0b1111, true, false);
        assert_eq!(cycle(&mut r, 7, 0, 0, false, false), 0xa2c4);
        assert_eq!(cycle(&mut r, 7, 0, 0, false, true), 0xa2c4);
    }

    #[test]
    fn verilog_instantiates_the_primitive_once_stubbed() {
        let mut r = Spram256k::default();
        r.connect_all();
        let v = generate_verilog(&r);
        assert!(v.contains("SB_SPRAM256KA spram ("), "{v}");
        assert!(v.contains("`ifndef SYNTHESIS"), "{v}");
    }
}
