// Properties of the COBS decoder (hdl/src/link/cobs_decoder.rs), bound to
// the ports of its generated Verilog (module `cobs_decoder`).
//
// Resynchronisation ("always returns to idle, whatever came before"): two
// copies of the decoder, `a` and `b`, each get any bytes and resets of
// their own until each has taken a delimiter (0x00), after which it waits
// for the other; from the moment both have, they get the same bytes, and
// every output of `a` must equal `b`'s. So after a delimiter the decoder's
// behaviour depends on nothing that came before it: no input wedges it or
// leaks into the next frame.

module cobs_decoder_formal (
    input clock,
    input reset_a,
    input valid_a,
    input [7:0] data_a,
    input reset_b,
    input valid_b,
    input [7:0] data_b
);
  reg past_valid = 0;
  always @(posedge clock) past_valid <= 1;

  // Each copy has taken a delimiter (and waits for the other); both have.
  reg delim_a = 0, delim_b = 0;
  wire synced = delim_a && delim_b;
  wire in_reset_a = !past_valid || (!synced && reset_a);
  wire in_reset_b = !past_valid || (!synced && reset_b);
  wire take_a = valid_a && (synced || !delim_a);
  wire take_b = synced ? valid_a : !delim_b && valid_b;
  wire [7:0] byte_a = data_a;
  wire [7:0] byte_b = synced ? data_a : data_b;
  always @(posedge clock) begin
    if (take_a && byte_a == 8'h00 && !in_reset_a) delim_a <= 1;
    if (take_b && byte_b == 8'h00 && !in_reset_b) delim_b <= 1;
  end

  wire out_valid_a, out_end_a, out_error_a, out_valid_b, out_end_b, out_error_b;
  wire [7:0] out_data_a, out_data_b;
  cobs_decoder a (
      .clock(clock), .reset(in_reset_a), .in_valid(take_a), .in_data(byte_a),
      .out_valid(out_valid_a), .out_data(out_data_a), .out_end(out_end_a), .out_error(out_error_a)
  );
  cobs_decoder b (
      .clock(clock), .reset(in_reset_b), .in_valid(take_b), .in_data(byte_b),
      .out_valid(out_valid_b), .out_data(out_data_b), .out_end(out_end_b), .out_error(out_error_b)
  );

  // Since both copies last took a delimiter, the bytes each has decoded
  // (to tell a finished frame from an empty one in the covers).
  reg [7:0] decoded = 0;
  always @(posedge clock)
    if (synced) decoded <= out_end_a ? 0 : decoded + (out_valid_a && decoded != 8'hff);

  always @(*) begin
    // one strobe at a time, and an error only with a frame's end
    assert (!(out_valid_a && out_end_a));
    assert (!out_error_a || out_end_a);
    if (synced) begin
      assert (out_valid_a == out_valid_b);
      assert (out_end_a == out_end_b);
      assert (out_error_a == out_error_b);
      if (out_valid_a) assert (out_data_a == out_data_b);
    end
  end

  // -- non-vacuity: both copies resynchronised, one of them from the middle
  //    of a block, then a frame of two bytes decoded, and one cut short
  reg a_cut_mid_block = 0;
  always @(posedge clock)
    if (!delim_a && take_a && byte_a == 8'h00 && out_error_a) a_cut_mid_block <= 1;
  always @(*) begin
    cover (synced && a_cut_mid_block && out_end_a && !out_error_a && decoded >= 2);
    cover (synced && out_end_a && out_error_a);
  end
endmodule
