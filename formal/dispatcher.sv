// Properties of the link's dispatcher (hdl/src/link/dispatcher/), bound
// to the ports of its generated Verilog (module `dispatcher`: a board with
// both engines, hwfilter_hdl::formal).
//
// Reset is held in the first cycle only. Everything around the dispatcher
// is free within its contract:
// - the frame receiver: a good frame lands in the buffer the receiver
//   fills next, if that one is free (`ev_good` with its `full` bit); a
//   buffer stays full, with its length (MIN_FRAME..MAX_FRAME), until the
//   dispatcher frees it, and is free from the next cycle on; the bytes
//   read from the buffers are any bytes (so every header, opcode, count,
//   sequence number and key occurs); the other events (bad CRC, bad
//   length, BUSY, UART error, start bit) come at any time, one frame's end
//   at a time;
// - the engines: `ready` at will; a result only for an op taken and not
//   yet answered, held until taken, with any contents;
// - the reply encoder: busy from a reply's start for as long as it likes,
//   reading any address of the reply RAM.
`include "formal_defs.vh"

module dispatcher_formal (
    input clock,
    input [15:0] baud_div,
    input ev_good,
    input ev_bad_crc,
    input ev_bad_length,
    input ev_busy,
    input [7:0] ev_busy_seq,
    input ev_uart_error,
    input ev_start_bit,
    input [9:0] new_len,
    input [7:0] buf_data,
    input bloom_ready,
    input cuckoo_ready,
    input bloom_out_valid,
    input bloom_out_hit,
    input [31:0] bloom_out_word,
    input [31:0] bloom_stuck_total,
    input [31:0] bloom_set_bits,
    input cuckoo_out_valid,
    input [1:0] cuckoo_out_code,
    input [63:0] cuckoo_out_data,
    input encoder_done,
    input [9:0] reply_addr
);
  reg past_valid = 0;
  always @(posedge clock) past_valid <= 1;
  wire reset = !past_valid;

  // -- the frame receiver's buffers
  reg [1:0] full_q = 0;
  reg [9:0] len0_q = 0, len1_q = 0;
  reg fill = 0;  // the buffer the receiver fills next
  wire [1:0] full = full_q | ((ev_good ? 2'b01 : 2'b00) << fill);
  wire [9:0] len0 = ev_good && !fill ? new_len : len0_q;
  wire [9:0] len1 = ev_good && fill ? new_len : len1_q;
  wire [9:0] buf_addr;
  wire buf_free, buf_free_idx;
  always @(*) begin
    if (ev_good) assume (!full_q[fill] && !reset);
    assume (new_len >= `MIN_FRAME && new_len <= `MAX_FRAME);
    // one frame's end at a time
    assume (ev_good + ev_bad_crc + ev_bad_length + ev_busy <= 1);
  end
  always @(posedge clock) begin
    if (ev_good) begin
      fill <= !fill;
      if (fill) len1_q <= new_len;
      else len0_q <= new_len;
    end
    full_q <= full & ~(buf_free ? (2'b01 << buf_free_idx) : 2'b00);
  end

  // -- the reply encoder: busy from a reply's start until it is done
  wire tx_start;
  wire [9:0] tx_base, tx_len_addr;
  reg tx_busy = 0;
  always @(posedge clock)
    if (tx_start) tx_busy <= 1;
    else if (encoder_done) tx_busy <= 0;

  wire [2:0] op_code;
  wire [63:0] op_key, op_data;
  wire bloom_valid, cuckoo_valid, bloom_out_ready, cuckoo_out_ready;
  wire [2:0] bloom_set_bits_bank;
  wire [7:0] reply_data;
  wire applied;
  wire probe_idle_acting;  // Idle acts (every other cycle while idle)
  dispatcher dut (
      .probe_idle_acting(probe_idle_acting),
      .clock(clock), .reset(reset), .baud_div(baud_div),
      .full(full), .len0(len0), .len1(len1),
      .buf_addr(buf_addr), .buf_data(buf_data), .buf_free(buf_free), .buf_free_idx(buf_free_idx),
      .ev_good(ev_good), .ev_bad_crc(ev_bad_crc), .ev_bad_length(ev_bad_length),
      .ev_busy(ev_busy), .ev_busy_seq(ev_busy_seq), .ev_uart_error(ev_uart_error),
      .ev_start_bit(ev_start_bit),
      .op_code(op_code), .op_key(op_key), .op_data(op_data),
      .bloom_valid(bloom_valid), .bloom_ready(bloom_ready),
      .cuckoo_valid(cuckoo_valid), .cuckoo_ready(cuckoo_ready),
      .bloom_out_valid(bloom_out_valid), .bloom_out_ready(bloom_out_ready),
      .bloom_out_hit(bloom_out_hit), .bloom_out_word(bloom_out_word),
      .bloom_stuck_total(bloom_stuck_total), .bloom_set_bits_bank(bloom_set_bits_bank),
      .bloom_set_bits(bloom_set_bits),
      .cuckoo_out_valid(cuckoo_out_valid), .cuckoo_out_ready(cuckoo_out_ready),
      .cuckoo_out_code(cuckoo_out_code), .cuckoo_out_data(cuckoo_out_data),
      .tx_start(tx_start), .tx_base(tx_base), .tx_len_addr(tx_len_addr),
      .tx_idle(!tx_busy), .reply_addr(reply_addr), .reply_data(reply_data),
      .applied(applied)
  );

  // -- the engines: ops out, results back, one per op in order
  stream_port #(.WIDTH(131)) bloom_op_port (
      .clock(clock), .reset(reset), .valid(bloom_valid), .ready(bloom_ready),
      .payload({op_code, op_key, op_data})
  );
  stream_port #(.WIDTH(131)) cuckoo_op_port (
      .clock(clock), .reset(reset), .valid(cuckoo_valid), .ready(cuckoo_ready),
      .payload({op_code, op_key, op_data})
  );
  stream_port #(.WIDTH(33), .IS_SINK(1)) bloom_result_port (
      .clock(clock), .reset(reset), .valid(bloom_out_valid), .ready(bloom_out_ready),
      .payload({bloom_out_hit, bloom_out_word})
  );
  stream_port #(.WIDTH(66), .IS_SINK(1)) cuckoo_result_port (
      .clock(clock), .reset(reset), .valid(cuckoo_out_valid), .ready(cuckoo_out_ready),
      .payload({cuckoo_out_code, cuckoo_out_data})
  );
  wire bloom_op = bloom_valid && bloom_ready;
  wire cuckoo_op = cuckoo_valid && cuckoo_ready;
  wire bloom_result = bloom_out_valid && bloom_out_ready;
  wire cuckoo_result = cuckoo_out_valid && cuckoo_out_ready;
  reg [7:0] bloom_waiting = 0, cuckoo_waiting = 0;  // ops taken, not answered
  always @(posedge clock) begin
    bloom_waiting <= bloom_waiting + bloom_op - bloom_result;
    cuckoo_waiting <= cuckoo_waiting + cuckoo_op - cuckoo_result;
  end
  always @(*) begin
    if (bloom_out_valid) assume (bloom_waiting != 0);
    if (cuckoo_out_valid) assume (cuckoo_waiting != 0);
  end

  // -- the replies' causes: a frame's end (good, damaged, or BUSY)
  reg [7:0] causes = 0, replies = 0, good_frames = 0;
  always @(posedge clock) begin
    causes <= causes + (ev_good || ev_bad_crc || ev_bad_length || ev_busy);
    good_frames <= good_frames + ev_good;
    replies <= replies + tx_start;
  end

  // A frame held since the dispatcher last idled, and whether it was
  // answered by an engine op.
  reg op_since_idle = 0;
  always @(posedge clock)
    if (probe_idle_acting) op_since_idle <= 0;
    else if (bloom_op || cuckoo_op) op_since_idle <= 1;

  // Cycles since a reply started with Idle not acting yet (0: none).
  reg [3:0] since_reply = 0;
  always @(posedge clock)
    if (tx_start) since_reply <= 1;
    else if (probe_idle_acting) since_reply <= 0;
    else if (since_reply != 0 && since_reply != 15) since_reply <= since_reply + 1;

  always @(*) if (!reset) begin
    // back to Idle once a reply is handed to the encoder, whatever the
    // encoder, the engines and the buffers do meanwhile
    assert (since_reply <= `DISPATCH_IDLE_AFTER_REPLY);
    // one engine at a time, only for a good frame still held
    assert (!(bloom_valid && cuckoo_valid));
    if (bloom_valid || cuckoo_valid) assert (full_q != 0);
    // a buffer is freed only while it holds a frame
    if (buf_free) assert (full_q[buf_free_idx]);
    // a reply only while the encoder is idle, with every op's result in
    if (tx_start) begin
      assert (!tx_busy);
      assert (bloom_waiting == 0 && cuckoo_waiting == 0);
    end
    // at most one reply per cause: every reply has its frame's end
    // before it (a retransmission's cached reply, a NAK, a BUSY alike)
    if (tx_start) assert (replies < causes);
  end

  // -- non-vacuity
  always @(*) begin
    cover (tx_start && op_since_idle && bloom_waiting == 0);
    cover (cuckoo_op);
    cover (bloom_op && op_code == `OP_INSERT);
    // a NAK or BUSY: a reply with no good frame yet
    cover (tx_start && good_frames == 0);
    cover (past_valid && probe_idle_acting && replies == 1 && !tx_busy);
  end
endmodule
