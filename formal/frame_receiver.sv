// Properties of the link's frame receiver (hdl/src/link/frame_receiver.rs:
// COBS decoder, CRC check, two frame buffers), bound to the ports of its
// generated Verilog (module `frame_receiver`: hwfilter_hdl::formal).
//
// Reset is held in the first cycle only. The line bytes are any bytes at
// all, at most one every other cycle (the receiver's documented rate; the
// UART delivers one per 40 cycles or more), and the dispatcher frees
// buffers at will. A reference written here, independently of the RTL
// (a COBS decoder, and a bitwise CRC-32 over each frame's bytes, which a
// good frame leaves at the CRC's residue), judges every frame; the
// receiver must judge each one the same, two cycles after its delimiter.
// Its CRC register (`probe_crc`, hwfilter_hdl::formal::expose) must equal
// the reference's after every byte: that checks the parallel CRC step
// byte by byte, and lets the solver reason one byte at a time.
`include "formal_defs.vh"

module frame_receiver_formal (
    input clock,
    input in_valid,
    input [7:0] in_data,
    input [9:0] rd_addr,
    input buf_free,
    input buf_free_idx
);
  reg past_valid = 0;
  always @(posedge clock) past_valid <= 1;
  wire reset = !past_valid;

  reg last_in = 0;
  always @(posedge clock) last_in <= in_valid;
  always @(*) begin
    if (last_in || reset) assume (!in_valid);
  end

  wire [1:0] full;
  wire [9:0] len0, len1;
  wire [7:0] rd_data, busy_seq;
  wire good, bad_crc, bad_length, busy;
  wire [31:0] probe_crc;
  frame_receiver dut (
      .probe_crc(probe_crc),
      .clock(clock), .reset(reset), .in_valid(in_valid), .in_data(in_data),
      .full(full), .len0(len0), .len1(len1), .rd_addr(rd_addr), .rd_data(rd_data),
      .buf_free(buf_free), .buf_free_idx(buf_free_idx),
      .good(good), .bad_crc(bad_crc), .bad_length(bad_length), .busy(busy),
      .busy_seq(busy_seq)
  );

  // -- the reference: CRC-32/ISO-HDLC, one bit at a time
  function [31:0] crc_byte(input [31:0] crc, input [7:0] data);
    integer i;
    reg [31:0] x;
    begin
      x = crc ^ {24'b0, data};
      for (i = 0; i < 8; i = i + 1) x = x[0] ? (x >> 1) ^ 32'hedb88320 : x >> 1;
      crc_byte = x;
    end
  endfunction

  // COBS: `left` data bytes remain in the block; a block whose code was
  // below 0xFF stands for a zero, emitted when the next block starts.
  reg [7:0] left = 0;
  reg zero_pending = 0;
  reg started = 0;  // a byte other than the delimiter since the last one
  reg [9:0] len = 0;  // decoded bytes, saturating
  reg [31:0] crc = 32'hffffffff;  // over the frame's decoded bytes

  wire delimiter = in_valid && in_data == 0;
  wire code_byte = in_valid && in_data != 0 && left == 0;
  reg decoded_valid;
  reg [7:0] decoded;
  always @(*) begin
    decoded_valid = 0;
    decoded = 0;
    if (in_valid && in_data != 0) begin
      if (left == 0) decoded_valid = started && zero_pending;
      else begin
        decoded_valid = 1;
        decoded = in_data;
      end
    end
  end

  always @(posedge clock)
    if (delimiter) begin
      left <= 0;
      zero_pending <= 0;
      started <= 0;
      len <= 0;
      crc <= 32'hffffffff;
    end else if (in_valid) begin
      started <= 1;
      if (code_byte) begin
        left <= in_data - 1;
        zero_pending <= in_data != 8'hff;
      end else left <= left - 1;
      if (decoded_valid) begin
        if (len != 10'h3ff) len <= len + 1;
        crc <= crc_byte(crc, decoded);
      end
    end

  // The verdict on the frame a delimiter ends (an empty frame has none).
  wire frame_end = delimiter && started;
  wire frame_bad_length = left != 0 || len < `MIN_FRAME || len > `MAX_FRAME;
  wire frame_bad_crc = !frame_bad_length && crc != `CRC32_RESIDUE;
  wire frame_good = !frame_bad_length && !frame_bad_crc;
  reg [2:0] verdict1 = 0, verdict2 = 0;  // {good, bad_crc, bad_length}
  // a byte decoded two cycles ago: the receiver's CRC register has it now
  reg decoded1 = 0, decoded2 = 0;
  always @(posedge clock) begin
    decoded1 <= decoded_valid && !reset;
    decoded2 <= decoded1;
  end
  reg saw_bad = 0;
  always @(posedge clock) begin
    verdict1 <= frame_end ? {frame_good, frame_bad_crc, frame_bad_length} : 3'b000;
    verdict2 <= verdict1;
    if (bad_crc || bad_length) saw_bad <= 1;
  end

  reg [1:0] full_before = 0;
  reg released = 0;  // last cycle: a good frame was stored
  always @(posedge clock) begin
    full_before <= full;
    released <= good && !busy;
  end

  always @(*)
    if (!reset) begin
      // every frame judged as the reference judges it, two cycles after
      // its delimiter, whatever came before (no wedge, no leak between
      // frames); no other strobe
      assert ({good, bad_crc, bad_length} == verdict2);
      if (decoded2) assert (probe_crc == crc);
      assert (!busy || good);
      // a buffer is handed to the dispatcher only for a good frame: a
      // frame with a bad CRC or length changes nothing it can see
      assert ((full & ~full_before) == 0 || released);
    end

  // -- non-vacuity
  always @(*) begin
    cover (good && !busy);
    cover (bad_crc);
    cover (bad_length && verdict2 == 3'b001);
    // a good frame after a bad one: resynchronised
    cover (good && saw_bad);
  end
endmodule
