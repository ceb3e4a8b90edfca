// Properties of the counting Bloom engine (hdl/src/counting_bloom_engine.rs),
// bound to the ports of its generated Verilog (module `counting_engine`,
// 4 banks of 2^3 4-bit counters: hwfilter_hdl::formal).
//
// Reset is held in the first cycle only, and the counter RAMs start with
// any contents (so counters stuck at 15 occur at once). `key` and `key2`
// are two arbitrary, different keys for the whole trace. The environment
// deletes only what it inserted: a DELETE is of `key` or `key2`, and only
// while more of its INSERTs than DELETEs were taken since the last CLEAR
// or WRITE. (Deleting a key that was never inserted can take another key's
// counters to zero in any counting Bloom filter; that is the user's
// contract, not the engine's.) Every other op, key and stall is free.
//
// With CLEAR_FIRST (module `counting_engine_clear_formal`) the first or
// second op taken is a CLEAR, so what it leaves is within the bound (see
// bloom_engine.sv).
`include "formal_defs.vh"

module counting_engine_formal #(
    parameter CLEAR_FIRST = 0
) (
    input clock,
    input in_valid,
    input [2:0] in_op,
    input [63:0] in_key,
    input out_ready,
    input [2:0] set_bits_bank
);
  wire in_ready, out_valid, out_hit;
  wire [2:0] out_op;
  wire [31:0] out_word, set_bits, stuck_counters, stuck_total;
  reg past_valid = 0;
  always @(posedge clock) past_valid <= 1;
  wire reset = !past_valid;

  counting_engine dut (
      .clock(clock), .reset(reset),
      .in_valid(in_valid), .in_ready(in_ready), .in_op(in_op), .in_key(in_key),
      .out_valid(out_valid), .out_ready(out_ready),
      .out_op(out_op), .out_hit(out_hit), .out_word(out_word),
      .set_bits_bank(set_bits_bank), .set_bits(set_bits),
      .stuck_counters(stuck_counters), .stuck_total(stuck_total)
  );

  // 16-bit keys, as for the plain engine (docs/formal.md).
  (* anyconst *) reg [63:0] key;
  (* anyconst *) reg [63:0] key2;
  wire keyed = in_op == `OP_QUERY || in_op == `OP_INSERT || in_op == `OP_DELETE;
  always @(*) begin
    assume (key[63:16] == 0 && key2[63:16] == 0 && key != key2);
    if (keyed) assume (in_key[63:16] == 0);
  end

  stream_port #(.WIDTH(67), .IS_SINK(1)) op_port (
      .clock(clock), .reset(reset), .valid(in_valid), .ready(in_ready),
      .payload({in_op, in_key})
  );
  stream_port #(.WIDTH(36)) result_port (
      .clock(clock), .reset(reset), .valid(out_valid), .ready(out_ready),
      .payload({out_op, out_hit, out_word})
  );

  wire op_in = in_valid && in_ready;
  wire result_out = out_valid && out_ready;

  wire is_query = in_op == `OP_QUERY;
  wire is_insert = in_op == `OP_INSERT;
  wire is_delete = in_op == `OP_DELETE;
  wire is_clear = in_op == `OP_CLEAR;
  wire is_write = in_op == `OP_WRITE;
  wire is_read = in_op == `OP_READ;

  generate
    if (CLEAR_FIRST) begin : clear_first
      clear_soon first (.clock(clock), .op_in(op_in), .offered(in_valid), .is_clear(is_clear));
    end
  endgenerate
  // A CLEAR was taken, and no INSERT or WRITE after it (nor a DELETE,
  // which follows an INSERT).
  reg all_clear = 0;
  always @(posedge clock)
    if (op_in) begin
      if (is_clear) all_clear <= 1;
      else if (is_insert || is_write || is_delete) all_clear <= 0;
    end

  // INSERTs minus DELETEs of each key taken since the last CLEAR or WRITE.
  reg [4:0] net_key = 0, net_key2 = 0;
  always @(*)
    if (in_valid && is_delete)
      assume ((in_key == key && net_key != 0) || (in_key == key2 && net_key2 != 0));

  // For the covers: an INSERT of `key` taken right behind another; a
  // DELETE of `key2` taken since.
  reg last_was_key_insert = 0, key_inserted_back_to_back = 0, key2_deleted = 0;
  always @(posedge clock)
    if (op_in) begin
      if (is_clear || is_write) begin
        net_key <= 0;
        net_key2 <= 0;
        key_inserted_back_to_back <= 0;
        key2_deleted <= 0;
      end else begin
        if (in_key == key && is_insert) net_key <= net_key + 1;
        if (in_key == key && is_delete) net_key <= net_key - 1;
        if (in_key == key2 && is_insert) net_key2 <= net_key2 + 1;
        if (in_key == key2 && is_delete) net_key2 <= net_key2 - 1;
        if (in_key == key && is_insert && last_was_key_insert) key_inserted_back_to_back <= 1;
        if (in_key == key2 && is_delete) key2_deleted <= 1;
      end
      last_was_key_insert <= is_insert && in_key == key;
    end

  // -- the ops in flight, in order: the op code, whether its result must
  //    be a hit (a keyed op of `key` while it is in the filter), and what
  //    the covers look for
  wire [2:0] head_op;
  wire head_must_hit, head_must_miss, head_after_b2b, head_after_key2_delete;
  wire [4:0] in_flight;
  op_order #(.TAG(7)) ops (
      .clock(clock), .push(op_in),
      .tag({in_op, keyed && in_key == key && net_key != 0, (is_query || is_read) && all_clear,
            key_inserted_back_to_back, key2_deleted}),
      .pop(result_out),
      .head({head_op, head_must_hit, head_must_miss, head_after_b2b, head_after_key2_delete}),
      .in_flight(in_flight)
  );

  always @(*) begin
    // one result per op, in order; nine stages, nothing buffered beyond
    if (out_valid) assert (in_flight != 0);
    assert (in_flight <= `BLOOM_LATENCY);
    if (result_out) assert (out_op == head_op);
    // no false negative: while `key` has more INSERTs than DELETEs, every
    // QUERY, INSERT or DELETE of it finds all its counters non-zero,
    // whatever `key2`'s DELETEs share with it, however the ops stall, and
    // however close they follow each other (same-word forwarding)
    if (result_out && head_must_hit) assert (out_hit);
    // after a CLEAR (no INSERT or WRITE since), every QUERY answers absent
    // and every READ 0: the walk zeroed every counter of every bank
    if (result_out && head_must_miss) assert (!out_hit && out_word == 0);
  end

  // -- non-vacuity
  generate
    if (CLEAR_FIRST) begin : after_clear
      always @(*) begin
        // a QUERY and a READ answered behind the CLEAR's walk
        cover (result_out && head_must_miss && head_op == `OP_QUERY);
        cover (result_out && head_must_miss && head_op == `OP_READ);
      end
    end else begin : from_power_on
      always @(*) begin
        cover (result_out && head_must_hit && head_op == `OP_QUERY);
        // the forwarding path: INSERT, INSERT of the same key back to back,
        // then DELETE, then a QUERY still answered present
        cover (result_out && head_must_hit && head_op == `OP_QUERY && head_after_b2b);
        // another key's DELETE went through, and `key` is still present
        cover (result_out && head_must_hit && head_op == `OP_QUERY && head_after_key2_delete);
        // a counter stuck at 15
        cover (result_out && head_op == `OP_QUERY && out_word[3:0] == 4'hf);
        cover (in_flight == `BLOOM_LATENCY);
      end
    end
  endgenerate
endmodule

// The checks above with a CLEAR taken first or second (see the top).
module counting_engine_clear_formal (
    input clock,
    input in_valid,
    input [2:0] in_op,
    input [63:0] in_key,
    input out_ready,
    input [2:0] set_bits_bank
);
  counting_engine_formal #(.CLEAR_FIRST(1)) checks (
      .clock(clock), .in_valid(in_valid), .in_op(in_op), .in_key(in_key),
      .out_ready(out_ready), .set_bits_bank(set_bits_bank)
  );
endmodule
