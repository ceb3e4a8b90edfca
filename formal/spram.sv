// The iCE40 UltraPlus SPRAM for the formal checks of the SPRAM engines
// cores (their generated Verilog instantiates `SB_SPRAM256KA`;
// hwfilter_hdl::formal defines HWFILTER_ICE40_CELLS so that its own lint
// stub is left out).
//
// The SPRAM as the core may rely on it (iCE40 UltraPlus SPRAM usage
// guide, hdl/src/spram.rs): one port, a read's word on the next cycle, a
// nibble write mask, any contents at power-on, and `DATAOUT` undefined
// (any value) after a write cycle and held while not selected. It keeps
// 8 words: the address's low three bits pick one, so words 8 apart share
// it. That is the core with a hash onto fewer words, and every property
// the checks state holds for any hash; sharing makes hazards between
// different keys' words more frequent, not less.
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
  reg [15:0] words[0:7];
  (* anyseq *) reg [15:0] undefined;
  wire [2:0] at = ADDRESS[2:0];
  integer n;
  always @(posedge CLOCK)
    if (CHIPSELECT) begin
      if (WREN) begin
        for (n = 0; n < 4; n = n + 1)
          if (MASKWREN[n]) words[at][4*n +: 4] <= DATAIN[4*n +: 4];
        DATAOUT <= undefined;
      end else DATAOUT <= words[at];
    end
endmodule
