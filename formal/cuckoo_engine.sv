// Properties of the pipelined Cuckoo engine (hdl/src/cuckoo_engine/),
// bound to the ports of its generated Verilog (module `cuckoo_engine`:
// 8-bit fingerprints, 4 buckets, 1 kick: hwfilter_hdl::formal).
//
// Reset is held in the first cycle only, the table RAM starts with any
// contents, the op stream keeps what it offers until taken, and `key` is
// one arbitrary key for the whole trace. What the filter holds is judged
// from the results, which come out in op order: when a result is taken,
// every earlier op's result has been.
`include "formal_defs.vh"

module cuckoo_engine_formal (
    input clock,
    input in_valid,
    input [2:0] in_op,
    input [63:0] in_key,
    input [63:0] in_data,
    input out_ready
);
  wire in_ready, out_valid;
  wire [2:0] out_op;
  wire [1:0] out_code;
  wire [63:0] out_data;
  reg past_valid = 0;
  always @(posedge clock) past_valid <= 1;
  wire reset = !past_valid;

  wire probe_stash_valid, probe_evicting, probe_chain_start;
  cuckoo_engine dut (
      .probe_stash_valid(probe_stash_valid), .probe_evicting(probe_evicting),
      .probe_chain_start(probe_chain_start),
      .clock(clock), .reset(reset),
      .in_valid(in_valid), .in_ready(in_ready), .in_op(in_op), .in_key(in_key), .in_data(in_data),
      .out_valid(out_valid), .out_ready(out_ready),
      .out_op(out_op), .out_code(out_code), .out_data(out_data)
  );

  // The proof's keys are 16-bit (docs/formal.md: the mixer is replaced by
  // a pure function that spreads them over every hash bit).
  (* anyconst *) reg [63:0] key;
  always @(*) begin
    assume (key[63:16] == 0);
    if (in_op == `CF_QUERY || in_op == `CF_INSERT || in_op == `CF_DELETE)
      assume (in_key[63:16] == 0);
  end

  stream_port #(.WIDTH(131), .IS_SINK(1)) op_port (
      .clock(clock), .reset(reset), .valid(in_valid), .ready(in_ready),
      .payload({in_op, in_key, in_data})
  );
  stream_port #(.WIDTH(69)) result_port (
      .clock(clock), .reset(reset), .valid(out_valid), .ready(out_ready),
      .payload({out_op, out_code, out_data})
  );

  wire op_in = in_valid && in_ready;
  wire result_out = out_valid && out_ready;

  // -- `key`'s stash word (docs/cuckoo.md, READ/WRITE): valid, bucket i1,
  //    fingerprint. With the mixer abstracted, h0 = {4{key[15:0]}}, so
  //    fp = h0[F-1:0] (1 if that is 0) and i1 = h0[32+B-1:32] = key[B-1:0].
  wire [`CF_FP_BITS-1:0] key_fp_raw = key[`CF_FP_BITS-1:0];
  wire [15:0] key_fp = key_fp_raw == 0 ? 16'd1 : {{(16-`CF_FP_BITS){1'b0}}, key_fp_raw};
  wire [31:0] key_i1 = {{(32-`CF_BUCKET_BITS){1'b0}}, key[`CF_BUCKET_BITS-1:0]};
  wire [63:0] key_stash_word = {1'b1, 15'd0, key_i1, key_fp};
  wire stashes_key = in_op == `CF_WRITE && in_key == (64'd1 << `CF_BUCKET_BITS)
      && in_data == key_stash_word;

  // -- the ops in flight, in order: op code, whether the key is `key`, the
  //    address `addr`, and whether it is a WRITE of `key` into the stash
  wire [2:0] head_op;
  wire head_is_key, head_is_addr, head_stashes_key;
  wire [4:0] in_flight;
  op_order #(.TAG(6)) ops (
      .clock(clock), .push(op_in),
      .tag({in_op, in_key == key, in_key[15:0] == addr, stashes_key}),
      .pop(result_out), .head({head_op, head_is_key, head_is_addr, head_stashes_key}),
      .in_flight(in_flight)
  );

  // -- what the results so far say the filter holds
  // `key` was inserted (OK), or written into the stash, and since then no
  // CLEAR, DELETE or other WRITE.
  reg key_stored = 0;
  // ... and it was stored by the WRITE into the stash (the table may not
  // hold it: a QUERY finds it only if the stash is searched).
  reg key_stashed = 0;
  // The engine's item count, known since power-on or the last CLEAR
  // (a WRITE of a snapshot word changes it by what the word holds).
  reg [31:0] items = 0;
  reg items_known = 1;
  always @(posedge clock)
    if (result_out) begin
      case (head_op)
        `CF_INSERT: begin
          if (head_is_key && out_code == `CF_OK) begin
            key_stored <= 1;
            key_stashed <= 0;
          end
          if (out_code == `CF_OK) items <= items + 1;
        end
        `CF_DELETE: begin
          key_stored <= 0;
          key_stashed <= 0;
          if (out_code == `CF_OK) items <= items - 1;
        end
        `CF_CLEAR: begin
          key_stored <= 0;
          key_stashed <= 0;
          items <= 0;
          items_known <= 1;
        end
        `CF_WRITE: begin
          key_stored <= head_stashes_key;
          key_stashed <= head_stashes_key;
          items_known <= 0;
        end
        default: ;
      endcase
    end

  // -- FULL only with the stash occupied: the stash empties only through
  //    a DELETE, CLEAR or WRITE, so when an INSERT's FULL is taken with
  //    none of those in flight behind it, the stash is still occupied
  //    (`probe_stash_valid`: hwfilter_hdl::formal::expose)
  function empties_stash(input [2:0] op);
    empties_stash = op == `CF_DELETE || op == `CF_CLEAR || op == `CF_WRITE;
  endfunction
  reg [4:0] emptying_in_flight = 0;
  always @(posedge clock)
    emptying_in_flight <= emptying_in_flight + (op_in && empties_stash(in_op))
        - (result_out && empties_stash(head_op));
  wire full_taken = result_out && head_op == `CF_INSERT && out_code == `CF_FULL;
  always @(*) if (full_taken && emptying_in_flight == 0) assert (probe_stash_valid);

  // -- STATS: `kicks` grows by at most max kicks per INSERT or DELETE (a
  //    DELETE may re-insert the stash), and `full` by one per FULL answer;
  //    both are 0 at power-on and after a CLEAR, and known from a STATS
  reg stats_known = 1;
  reg [31:0] stats_kicks = 0, stats_full = 0;
  reg [7:0] placing_since = 0;  // INSERTs and DELETEs answered since
  reg [31:0] full_since = 0;  // FULL answers since
  // -- a rejected INSERT changes nothing: the word at `addr`, as a READ
  //    answered it, until an op that may change the table is answered
  (* anyconst *) reg [15:0] addr;
  reg word_known = 0, word_rejected_since = 0;
  reg [63:0] word = 0;
  wire changes_table = head_op == `CF_CLEAR || head_op == `CF_WRITE
      || ((head_op == `CF_INSERT || head_op == `CF_DELETE) && out_code == `CF_OK);
  always @(posedge clock)
    if (result_out) begin
      if (head_op == `CF_STATS) begin
        stats_known <= 1;
        stats_kicks <= out_data[31:0];
        stats_full <= out_data[63:32];
        placing_since <= 0;
        full_since <= 0;
      end else if (head_op == `CF_CLEAR) begin
        stats_known <= 1;
        stats_kicks <= 0;
        stats_full <= 0;
        placing_since <= 0;
        full_since <= 0;
      end else begin
        if (head_op == `CF_INSERT || head_op == `CF_DELETE) placing_since <= placing_since + 1;
        if (head_op == `CF_INSERT && out_code == `CF_FULL) full_since <= full_since + 1;
      end
      if (head_op == `CF_READ && head_is_addr) begin
        word_known <= 1;
        word <= out_data;
        word_rejected_since <= 0;
      end else if (changes_table) word_known <= 0;
      else if (head_op == `CF_INSERT) word_rejected_since <= 1;
    end

  always @(*) begin
    if (result_out && head_op == `CF_STATS && stats_known) begin
      assert (out_data[31:0] - stats_kicks <= placing_since * `CF_MAX_KICKS);
      assert (out_data[63:32] - stats_full == full_since);
    end
    if (result_out && head_op == `CF_READ && head_is_addr && word_known) assert (out_data == word);
  end

  always @(*) begin
    // one result per op, in order
    if (out_valid) assert (in_flight != 0);
    if (result_out) assert (out_op == head_op);
    // no false negative: an inserted key stays findable, through other
    // inserts' kicks and the stash, until a DELETE, CLEAR or WRITE
    if (result_out && head_op == `CF_QUERY && head_is_key && key_stored)
      assert (out_code == `CF_OK);
    // COUNT is the successful inserts minus the successful deletes
    if (result_out && head_op == `CF_COUNT && items_known)
      assert (out_data[31:0] == items);
  end

  // -- CLEAR empties the table and the stash: after its result, until an
  //    INSERT answers OK or a WRITE is answered, every READ answers 0,
  //    every QUERY NOT_FOUND and every INSERT OK (the stash is empty; a
  //    DELETE finds nothing to remove or move)
  reg cleared = 0;
  always @(posedge clock)
    if (result_out) begin
      if (head_op == `CF_CLEAR) cleared <= 1;
      else if (head_op == `CF_WRITE || (head_op == `CF_INSERT && out_code == `CF_OK))
        cleared <= 0;
    end
  always @(*) if (result_out && cleared) begin
    if (head_op == `CF_READ) assert (out_data == 0);
    if (head_op == `CF_QUERY) assert (out_code == `CF_NOT_FOUND);
    if (head_op == `CF_INSERT) assert (out_code == `CF_OK);
  end

  // -- at most max kicks per op (docs/cuckoo.md, INSERT's step 4): the
  //    evictions an INSERT or DELETE answers, and those its chain makes,
  //    counted as they happen (`probe_evicting`, one per eviction;
  //    `probe_chain_start`, an op entering the decision stage or a
  //    DELETE's re-insert starting its own chain)
  reg [7:0] chain_evictions = 0;
  always @(posedge clock)
    if (probe_chain_start) chain_evictions <= 0;
    else if (probe_evicting) chain_evictions <= chain_evictions + 1;
  always @(*) begin
    if (result_out && (head_op == `CF_INSERT || head_op == `CF_DELETE))
      assert (out_data <= `CF_MAX_KICKS);
    assert (chain_evictions <= `CF_MAX_KICKS);
  end
  // The stash starts empty and only a WRITE or a kick chain fills it.
  reg written = 0;
  always @(posedge clock) if (op_in && in_op == `CF_WRITE) written <= 1;

  // -- non-vacuity
  always @(*) begin
    // a READ and a QUERY answered behind a CLEAR
    cover (result_out && cleared && head_op == `CF_READ);
    cover (result_out && cleared && head_op == `CF_QUERY);
    // a kick chain that reached the stash, after max kicks evictions
    cover (!written && probe_stash_valid);
    cover (chain_evictions == `CF_MAX_KICKS);
    // a QUERY of `key` found only through the stash
    cover (result_out && head_op == `CF_QUERY && head_is_key && key_stashed);
    cover (result_out && head_op == `CF_QUERY && head_is_key && key_stored);
    cover (full_taken && emptying_in_flight == 0);
    cover (result_out && head_op == `CF_COUNT && items_known && items >= 2);
    // an INSERT's kick counted between two STATS
    cover (result_out && head_op == `CF_STATS && stats_known && out_data[31:0] != stats_kicks);
    // a READ repeated across a rejected INSERT
    cover (result_out && head_op == `CF_READ && head_is_addr && word_known && word_rejected_since);
  end
endmodule
