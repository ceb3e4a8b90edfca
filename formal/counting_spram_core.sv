// Properties of the counting SPRAM engine's core
// (hdl/src/counting_spram_engine.rs: `CountingSpramCore`, 2 banks), bound
// to the ports of its generated Verilog (module `counting_spram_core`:
// hwfilter_hdl::formal).
//
// As for the plain SPRAM core (bloom_spram_core.sv): no mixer front (the
// hash pairs are any values), flip-flops free with the FSM idle, no reset,
// the SPRAM model of spram.sv (whose 8 shared words start with any
// counters, so counters stuck at 15 occur at once). `key` and `key2` are
// two different hash pairs; the environment deletes only what it
// inserted, as for the pipelined counting engine (counting_engine.sv).
//
// A keyed op's hash pair is narrowed to the bits the core and the SPRAM
// model use, and one more: bank 0's counter index is h0[15:0] and bank
// 1's h0[47:32] (32 bits apart for up to 4 banks), of which the model's 8
// words of 4 counters use bits 4..0; bit 5 of h0 is also free, so two
// keys can share every counter (a collision). Everything else is 0, as
// the pipelined engines' checks narrow their keys to 16 bits.
//
// With CLEAR_WALK (module `counting_spram_core_clear_formal`) the core's
// clear walk ends at the model's last word instead of the SPRAM's
// (hwfilter_hdl::formal::narrow_spram_clear_walk), as for the plain core,
// so a CLEAR and the ops behind it fit the bound, and the CLEAR property
// and its covers are checked.
`include "formal_defs.vh"

module counting_spram_core_formal #(
    parameter CLEAR_WALK = 0
) (
    input clock,
    input in_valid,
    input [2:0] in_op,
    input [63:0] in_x,
    input [63:0] in_h0,
    input out_ready,
    input [2:0] set_bits_bank
);
  wire in_ready, out_valid, out_hit, probe_idle;
  wire [2:0] out_op;
  wire [31:0] out_word, set_bits, stuck_counters, stuck_total;
  counting_spram_core dut (
      .probe_idle(probe_idle),
      .clock(clock), .reset(1'b0),
      .in_valid(in_valid), .in_ready(in_ready), .in_op(in_op), .in_x(in_x), .in_h0(in_h0),
      .out_valid(out_valid), .out_ready(out_ready),
      .out_op(out_op), .out_hit(out_hit), .out_word(out_word),
      .set_bits_bank(set_bits_bank), .set_bits(set_bits),
      .stuck_counters(stuck_counters), .stuck_total(stuck_total)
  );

  reg past_valid = 0;
  always @(posedge clock) past_valid <= 1;
  always @(*) if (!past_valid) assume (probe_idle);

  (* anyconst *) reg [63:0] key_x, key_h0, key2_x, key2_h0;
  localparam [63:0] H0_USED = 64'h0000_001f_0000_003f;
  always @(*) begin
    assume ({key_x, key_h0} != {key2_x, key2_h0});
    assume (key_x == 0 && key2_x == 0 && (key_h0 & ~H0_USED) == 0 && (key2_h0 & ~H0_USED) == 0);
  end

  stream_port #(.WIDTH(131), .IS_SINK(1)) op_port (
      .clock(clock), .reset(1'b0), .valid(in_valid), .ready(in_ready),
      .payload({in_op, in_x, in_h0})
  );
  stream_port #(.WIDTH(36)) result_port (
      .clock(clock), .reset(1'b0), .valid(out_valid), .ready(out_ready),
      .payload({out_op, out_hit, out_word})
  );

  wire op_in = in_valid && in_ready;
  wire result_out = out_valid && out_ready;
  wire is_key = in_x == key_x && in_h0 == key_h0;
  wire is_key2 = in_x == key2_x && in_h0 == key2_h0;
  wire keyed = in_op == `OP_QUERY || in_op == `OP_INSERT || in_op == `OP_DELETE;
  always @(*) if (keyed) assume (in_x == 0 && (in_h0 & ~H0_USED) == 0);
  wire is_insert = in_op == `OP_INSERT;
  wire is_delete = in_op == `OP_DELETE;
  wire is_clear = in_op == `OP_CLEAR;
  wire is_write = in_op == `OP_WRITE;

  // INSERTs minus DELETEs of each key taken since the last CLEAR or WRITE;
  // a DELETE is of `key` or `key2`, and only while that count is positive.
  reg [3:0] net_key = 0, net_key2 = 0;
  always @(*)
    if (in_valid && is_delete)
      assume ((is_key && net_key != 0) || (is_key2 && net_key2 != 0));
  reg key2_deleted = 0;  // since `key`'s first INSERT (for a cover)
  always @(posedge clock)
    if (op_in) begin
      if (is_clear || is_write) begin
        net_key <= 0;
        net_key2 <= 0;
      end else begin
        if (is_key && is_insert) net_key <= net_key + 1;
        if (is_key && is_delete) net_key <= net_key - 1;
        if (is_key2 && is_insert) net_key2 <= net_key2 + 1;
        if (is_key2 && is_delete) net_key2 <= net_key2 - 1;
      end
      if (is_key && is_insert && net_key == 0) key2_deleted <= 0;
      else if (is_key2 && is_delete) key2_deleted <= 1;
    end

  wire [2:0] head_op;
  wire head_must_hit, head_after_key2_delete;
  wire [4:0] in_flight;
  op_order #(.TAG(5)) ops (
      .clock(clock), .push(op_in),
      .tag({in_op, keyed && is_key && net_key != 0, key2_deleted}),
      .pop(result_out), .head({head_op, head_must_hit, head_after_key2_delete}),
      .in_flight(in_flight)
  );

  always @(*) begin
    // one op at a time: a result only for an op taken, in order
    if (out_valid) assert (in_flight == 1);
    assert (in_flight <= 1);
    if (result_out) assert (out_op == head_op);
    // no false negative: while `key`'s INSERTs outnumber its DELETEs, a
    // QUERY, INSERT or DELETE of it finds both its counters non-zero,
    // whatever `key2`'s DELETEs of shared counters and words did
    if (result_out && head_must_hit) assert (out_hit && out_word[3:0] != 0 && out_word[7:4] != 0);
  end

  // -- CLEAR: after a CLEAR's result, until an INSERT or WRITE is taken,
  //    every QUERY finds both counters zero and every READ answers 0 (the
  //    walk zeroed every word of both banks), and the live counts of
  //    non-zero and stuck counters read 0 for every bank. Only with the
  //    narrowed walk: the full one (16,384 cycles) ends past any bound, and
  //    the idle property costs the check above a third more time.
  reg cleared = 0;
  always @(posedge clock) begin
    if (result_out && head_op == `OP_CLEAR) cleared <= 1;
    if (op_in && (is_insert || is_write)) cleared <= 0;
  end
  generate
    if (CLEAR_WALK) begin : clear_empties
      always @(*) begin
        if (result_out && cleared && (head_op == `OP_QUERY || head_op == `OP_READ))
          assert (!out_hit && out_word == 0);
        if (cleared) assert (set_bits == 0 && stuck_counters == 0);
      end
    end
  endgenerate

  // -- non-vacuity
  generate
    if (CLEAR_WALK) begin : from_a_clear
      always @(*) begin
        // a QUERY and a READ answered behind a CLEAR's walk
        cover (result_out && cleared && head_op == `OP_QUERY);
        cover (result_out && cleared && head_op == `OP_READ);
      end
    end else begin : no_clear
      always @(*) begin
        cover (result_out && head_must_hit && head_op == `OP_QUERY);
        // `key2`'s DELETE went through since `key` was inserted
        cover (result_out && head_must_hit && head_op == `OP_QUERY && head_after_key2_delete);
        // a counter stuck at 15 read by a QUERY
        cover (result_out && head_op == `OP_QUERY && out_word[3:0] == 4'hf);
      end
    end
  endgenerate
endmodule

// The checks above with the clear walk narrowed to the model's 8 words.
module counting_spram_core_clear_formal (
    input clock,
    input in_valid,
    input [2:0] in_op,
    input [63:0] in_x,
    input [63:0] in_h0,
    input out_ready,
    input [2:0] set_bits_bank
);
  counting_spram_core_formal #(.CLEAR_WALK(1)) checks (
      .clock(clock), .in_valid(in_valid), .in_op(in_op), .in_x(in_x), .in_h0(in_h0),
      .out_ready(out_ready), .set_bits_bank(set_bits_bank)
  );
endmodule
