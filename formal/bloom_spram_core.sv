// Properties of the SPRAM Bloom engine's core (hdl/src/bloom_spram_engine.rs:
// `BloomSpramCore`, 2 banks), bound to the ports of its generated Verilog
// (module `bloom_spram_core`: hwfilter_hdl::formal).
//
// The core takes the hash pair (h0, h1) from a mixer front, which the
// checks leave out: its inputs are any values, so every bank index and
// bit position occurs. Its flip-flops start in any state with the FSM
// idle (hwfilter_hdl::formal::free_initial_state, `probe_idle`), as after
// the 16,384-cycle clear walk its reset starts; reset is not asserted
// again. The SPRAMs are the small model in spram.sv. `key` is one arbitrary
// hash pair for the whole trace; the op stream keeps what it offers until
// taken.
//
// With CLEAR_WALK (module `bloom_spram_core_clear_formal`) the core's
// clear walk ends at the model's last word instead of the SPRAM's
// (hwfilter_hdl::formal::narrow_spram_clear_walk), so a CLEAR and the ops
// behind it fit the bound, and the CLEAR property and its covers are
// checked.
`include "formal_defs.vh"

module bloom_spram_core_formal #(
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
  wire [7:0] out_word;
  wire [31:0] set_bits;
  bloom_spram_core dut (
      .probe_idle(probe_idle),
      .clock(clock), .reset(1'b0),
      .in_valid(in_valid), .in_ready(in_ready), .in_op(in_op), .in_x(in_x), .in_h0(in_h0),
      .out_valid(out_valid), .out_ready(out_ready),
      .out_op(out_op), .out_hit(out_hit), .out_word(out_word),
      .set_bits_bank(set_bits_bank), .set_bits(set_bits)
  );

  reg past_valid = 0;
  always @(posedge clock) past_valid <= 1;
  always @(*) if (!past_valid) assume (probe_idle);

  (* anyconst *) reg [63:0] key_x, key_h0;

  stream_port #(.WIDTH(131), .IS_SINK(1)) op_port (
      .clock(clock), .reset(1'b0), .valid(in_valid), .ready(in_ready),
      .payload({in_op, in_x, in_h0})
  );
  stream_port #(.WIDTH(12)) result_port (
      .clock(clock), .reset(1'b0), .valid(out_valid), .ready(out_ready),
      .payload({out_op, out_hit, out_word})
  );

  wire op_in = in_valid && in_ready;
  wire result_out = out_valid && out_ready;
  wire is_key = in_x == key_x && in_h0 == key_h0;
  wire is_query = in_op == `OP_QUERY;
  wire is_insert = in_op == `OP_INSERT;
  wire is_clear = in_op == `OP_CLEAR;
  wire is_write = in_op == `OP_WRITE;

  // `key` was inserted, and no CLEAR or WRITE was taken after it; another
  // key's INSERT was taken since (for a cover).
  reg key_inserted = 0, other_insert_since = 0;
  always @(posedge clock)
    if (op_in) begin
      if (is_insert && is_key) key_inserted <= 1;
      else if (is_clear || is_write) key_inserted <= 0;
      if (is_insert) other_insert_since <= !is_key;
    end

  wire [2:0] head_op;
  wire head_must_hit, head_after_other;
  wire [4:0] in_flight;
  op_order #(.TAG(5)) ops (
      .clock(clock), .push(op_in),
      .tag({in_op, (is_query || is_insert) && is_key && key_inserted, other_insert_since}),
      .pop(result_out), .head({head_op, head_must_hit, head_after_other}),
      .in_flight(in_flight)
  );

  always @(*) begin
    // one op at a time: a result only for an op taken, in order
    if (out_valid) assert (in_flight == 1);
    assert (in_flight <= 1);
    if (result_out) assert (out_op == head_op);
    // no false negative: a QUERY (or INSERT) of `key` after its INSERT,
    // with no CLEAR or WRITE between, finds every bit set, whatever the
    // other keys' read-modify-writes of the same words did
    if (result_out && head_must_hit) assert (out_hit && out_word[1:0] == 2'b11);
  end

  // -- CLEAR: after a CLEAR's result, until an INSERT or WRITE is taken,
  //    every QUERY finds no bit set and every READ answers 0: the walk
  //    zeroed every word of both banks
  reg cleared = 0;
  always @(posedge clock) begin
    if (result_out && head_op == `OP_CLEAR) cleared <= 1;
    if (op_in && (is_insert || is_write)) cleared <= 0;
  end
  always @(*)
    if (result_out && cleared && (head_op == `OP_QUERY || head_op == `OP_READ))
      assert (!out_hit && out_word == 0);

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
        // ... with another key's INSERT between
        cover (result_out && head_must_hit && head_op == `OP_QUERY && head_after_other);
        // the first INSERT of `key` found a bit clear, and set it
        cover (result_out && head_op == `OP_INSERT && !out_hit && !key_inserted);
        // a result held while the consumer stalls
        cover (out_valid && !out_ready && in_flight == 1 && past_valid);
      end
    end
  endgenerate
endmodule

// The checks above with the clear walk narrowed to the model's 8 words.
module bloom_spram_core_clear_formal (
    input clock,
    input in_valid,
    input [2:0] in_op,
    input [63:0] in_x,
    input [63:0] in_h0,
    input out_ready,
    input [2:0] set_bits_bank
);
  bloom_spram_core_formal #(.CLEAR_WALK(1)) checks (
      .clock(clock), .in_valid(in_valid), .in_op(in_op), .in_x(in_x), .in_h0(in_h0),
      .out_ready(out_ready), .set_bits_bank(set_bits_bank)
  );
endmodule
