// Properties of the Bloom engine (hdl/src/bloom_engine.rs), bound to the
// ports of its generated Verilog (module `bloom_engine`, 4 banks of 2^3
// bits: hwfilter_hdl::formal). `formal_defs.vh` is written by the runner
// from the model's constants (op codes, pipeline latency).
//
// Every input is free in every cycle except where assumed: reset is held
// in the first cycle only (the board's power-on; the RAM's contents are
// free), the op stream keeps what it offers until taken, and `key` is one
// arbitrary key for the whole trace (anyconst).
//
// With CLEAR_FIRST (module `bloom_engine_clear_formal`) the first or
// second op taken is a CLEAR (streams.sv: `clear_soon`): what a CLEAR
// leaves is then within the bound (its walk of the banks and a QUERY
// behind it take 18 cycles), and the solver spends no steps on the
// traffic before it, which the RAM's free contents stand for.
`include "formal_defs.vh"

module bloom_engine_formal #(
    parameter CLEAR_FIRST = 0
) (
    input clock,
    input reset,
    input in_valid,
    input [2:0] in_op,
    input [63:0] in_key,
    input out_ready,
    input [2:0] set_bits_bank
);
  wire in_ready, out_valid, out_hit;
  wire [2:0] out_op;
  wire [7:0] out_word;
  wire [31:0] set_bits;
  bloom_engine dut (
      .clock(clock), .reset(reset),
      .in_valid(in_valid), .in_ready(in_ready), .in_op(in_op), .in_key(in_key),
      .out_valid(out_valid), .out_ready(out_ready),
      .out_op(out_op), .out_hit(out_hit), .out_word(out_word),
      .set_bits_bank(set_bits_bank), .set_bits(set_bits)
  );

  // The proof's keys are 16-bit (docs/formal.md: the mixer is replaced by
  // a pure function that spreads them over every index bit).
  (* anyconst *) reg [63:0] key;
  always @(*) begin
    assume (key[63:16] == 0);
    if (in_op == `OP_QUERY || in_op == `OP_INSERT) assume (in_key[63:16] == 0);
  end

  reg past_valid = 0;
  always @(posedge clock) past_valid <= 1;
  always @(*) assume (reset == !past_valid);

  stream_port #(.WIDTH(67), .IS_SINK(1)) op_port (
      .clock(clock), .reset(reset), .valid(in_valid), .ready(in_ready),
      .payload({in_op, in_key})
  );
  stream_port #(.WIDTH(12)) result_port (
      .clock(clock), .reset(reset), .valid(out_valid), .ready(out_ready),
      .payload({out_op, out_hit, out_word})
  );

  wire op_in = in_valid && in_ready;
  wire result_out = out_valid && out_ready;

  // `key` was inserted, and no CLEAR or WRITE was taken after it.
  reg key_inserted = 0;
  // A CLEAR was taken, and no INSERT or WRITE after it.
  reg all_clear = 0;
  // The op taken last cycle was an INSERT of `key`.
  reg last_was_key_insert = 0;

  wire is_query = in_op == `OP_QUERY;
  wire is_insert = in_op == `OP_INSERT;
  wire is_clear = in_op == `OP_CLEAR;
  wire is_write = in_op == `OP_WRITE;
  wire is_read = in_op == `OP_READ;

  generate
    if (CLEAR_FIRST) begin : clear_first
      clear_soon first (.clock(clock), .op_in(op_in), .offered(in_valid), .is_clear(is_clear));
    end
  endgenerate

  always @(posedge clock) begin
    if (op_in) begin
      if (is_insert && in_key == key) key_inserted <= 1;
      else if (is_clear || is_write) key_inserted <= 0;
      if (is_clear) all_clear <= 1;
      else if (is_insert || is_write) all_clear <= 0;
    end
    last_was_key_insert <= op_in ? is_insert && in_key == key : last_was_key_insert;
  end

  // -- the ops in flight, in order: each one's op code and what its result
  //    must say
  wire [2:0] head_op;
  wire head_must_hit, head_must_miss, head_behind_insert;
  wire [4:0] in_flight;
  op_order #(.TAG(6)) ops (
      .clock(clock), .push(op_in),
      .tag({in_op, is_query && in_key == key && key_inserted, (is_query || is_read) && all_clear,
            is_query && in_key == key && last_was_key_insert}),
      .pop(result_out),
      .head({head_op, head_must_hit, head_must_miss, head_behind_insert}),
      .in_flight(in_flight)
  );

  // -- ops in = results out, in order
  always @(*) begin
    if (out_valid) assert (in_flight != 0);
    // P0..P8: nine stages hold an op each; nothing is buffered beyond them
    assert (in_flight <= `BLOOM_LATENCY);
    if (result_out) assert (out_op == head_op);
  end

  // -- no false negative: a query of `key` after its insert (no CLEAR or
  //    WRITE between) answers present, whatever the traffic, back-pressure
  //    and hazards (the query may follow the insert in the next cycle)
  always @(*) if (result_out && head_must_hit) assert (out_hit);

  // -- after a CLEAR (no INSERT or WRITE since), every QUERY of any key
  //    answers absent and every READ of any word answers 0: the walk
  //    zeroed every word of every bank, whatever was in flight around it
  always @(*) if (result_out && head_must_miss) assert (!out_hit && out_word == 0);

  // -- non-vacuity
  generate
    if (CLEAR_FIRST) begin : after_clear
      always @(*) begin
        // a QUERY and a READ answered behind the CLEAR's walk
        cover (result_out && head_must_miss && head_op == `OP_QUERY);
        cover (result_out && head_must_miss && head_op == `OP_READ);
        cover (in_flight == `BLOOM_LATENCY);
      end
    end else begin : from_power_on
      always @(*) begin
        cover (result_out && head_must_hit);
        cover (result_out && head_behind_insert && out_hit);
        // a CLEAR's walk, then a QUERY's answer behind it
        cover (result_out && head_must_miss && !out_hit);
        cover (in_flight == `BLOOM_LATENCY);
      end
    end
  endgenerate
endmodule

// The checks above with a CLEAR taken first or second (see the top).
module bloom_engine_clear_formal (
    input clock,
    input reset,
    input in_valid,
    input [2:0] in_op,
    input [63:0] in_key,
    input out_ready,
    input [2:0] set_bits_bank
);
  bloom_engine_formal #(.CLEAR_FIRST(1)) checks (
      .clock(clock), .reset(reset), .in_valid(in_valid), .in_op(in_op), .in_key(in_key),
      .out_ready(out_ready), .set_bits_bank(set_bits_bank)
  );
endmodule
