

module sdram_bloom_k6_r4(clock,reset,in_valid,in_ready,in_op,in_key,out_valid,out_ready,out_op,out_hit,out_word,ready,set_bits,set_bits_group,group_set_bits,sdram_cs_n,sdram_ras_n,sdram_cas_n,sdram_we_n,sdram_ba,sdram_addr,sdram_dqm,sdram_dq_out,sdram_dq_oe,sdram_dq_in);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  in_valid;
    output reg  in_ready;
    input wire  [2:0] in_op;
    input wire  [63:0] in_key;
    output reg  out_valid;
    input wire  out_ready;
    output reg  [2:0] out_op;
    output reg  out_hit;
    output reg  [15:0] out_word;
    output reg  ready;
    output reg  [31:0] set_bits;
    input wire  [2:0] set_bits_group;
    output reg  [31:0] group_set_bits;
    output reg  sdram_cs_n;
    output reg  sdram_ras_n;
    output reg  sdram_cas_n;
    output reg  sdram_we_n;
    output reg  [1:0] sdram_ba;
    output reg  [12:0] sdram_addr;
    output reg  [1:0] sdram_dqm;
    output reg  [15:0] sdram_dq_out;
    output reg  sdram_dq_oe;
    input wire  [15:0] sdram_dq_in;
    
    // Constant declarations
    localparam  zero64 = 64'h0;
    
    // Stub signals
    reg  front$clock;
    reg  front$reset;
    reg  front$in_valid;
    wire  front$in_ready;
    reg  [2:0] front$in_op;
    reg  [63:0] front$in_key;
    reg  [63:0] front$in_data;
    reg  front$in_tag;
    wire  front$out_valid;
    reg  front$out_ready;
    wire  [2:0] front$out_op;
    wire  [63:0] front$out_x;
    wire  [63:0] front$out_h0;
    wire  [63:0] front$out_data;
    wire  front$out_tag;
    reg  core$clock;
    reg  core$reset;
    reg  core$in_valid;
    wire  core$in_ready;
    reg  [2:0] core$in_op;
    reg  [63:0] core$in_x;
    reg  [63:0] core$in_h0;
    wire  core$out_valid;
    reg  core$out_ready;
    wire  [2:0] core$out_op;
    wire  core$out_hit;
    wire  [15:0] core$out_word;
    wire  core$ready;
    wire  [31:0] core$set_bits;
    reg  [2:0] core$set_bits_group;
    wire  [31:0] core$group_set_bits;
    wire  core$sdram_cs_n;
    wire  core$sdram_ras_n;
    wire  core$sdram_cas_n;
    wire  core$sdram_we_n;
    wire  [1:0] core$sdram_ba;
    wire  [12:0] core$sdram_addr;
    wire  [1:0] core$sdram_dqm;
    wire  [15:0] core$sdram_dq_out;
    wire  core$sdram_dq_oe;
    reg  [15:0] core$sdram_dq_in;
    
    // Sub module instances
    sdram_bloom_k6_r4$front front(
        .clock(front$clock),
        .reset(front$reset),
        .in_valid(front$in_valid),
        .in_ready(front$in_ready),
        .in_op(front$in_op),
        .in_key(front$in_key),
        .in_data(front$in_data),
        .in_tag(front$in_tag),
        .out_valid(front$out_valid),
        .out_ready(front$out_ready),
        .out_op(front$out_op),
        .out_x(front$out_x),
        .out_h0(front$out_h0),
        .out_data(front$out_data),
        .out_tag(front$out_tag)
    );
    sdram_bloom_k6_r4$core core(
        .clock(core$clock),
        .reset(core$reset),
        .in_valid(core$in_valid),
        .in_ready(core$in_ready),
        .in_op(core$in_op),
        .in_x(core$in_x),
        .in_h0(core$in_h0),
        .out_valid(core$out_valid),
        .out_ready(core$out_ready),
        .out_op(core$out_op),
        .out_hit(core$out_hit),
        .out_word(core$out_word),
        .ready(core$ready),
        .set_bits(core$set_bits),
        .set_bits_group(core$set_bits_group),
        .group_set_bits(core$group_set_bits),
        .sdram_cs_n(core$sdram_cs_n),
        .sdram_ras_n(core$sdram_ras_n),
        .sdram_cas_n(core$sdram_cas_n),
        .sdram_we_n(core$sdram_we_n),
        .sdram_ba(core$sdram_ba),
        .sdram_addr(core$sdram_addr),
        .sdram_dqm(core$sdram_dqm),
        .sdram_dq_out(core$sdram_dq_out),
        .sdram_dq_oe(core$sdram_dq_oe),
        .sdram_dq_in(core$sdram_dq_in)
    );
    
    // Update code
    always @(*) begin
        front$clock = clock;
        front$reset = reset;
        core$clock = clock;
        core$reset = reset;
        front$in_valid = in_valid;
        in_ready = front$in_ready;
        front$in_op = in_op;
        front$in_key = in_key;
        front$in_data = zero64;
        front$in_tag = 1'b0;
        core$in_valid = front$out_valid;
        front$out_ready = core$in_ready;
        core$in_op = front$out_op;
        core$in_x = front$out_x;
        core$in_h0 = front$out_h0;
        out_valid = core$out_valid;
        core$out_ready = out_ready;
        out_op = core$out_op;
        out_hit = core$out_hit;
        out_word = core$out_word;
        ready = core$ready;
        set_bits = core$set_bits;
        core$set_bits_group = set_bits_group;
        group_set_bits = core$group_set_bits;
        sdram_cs_n = core$sdram_cs_n;
        sdram_ras_n = core$sdram_ras_n;
        sdram_cas_n = core$sdram_cas_n;
        sdram_we_n = core$sdram_we_n;
        sdram_ba = core$sdram_ba;
        sdram_addr = core$sdram_addr;
        sdram_dqm = core$sdram_dqm;
        sdram_dq_out = core$sdram_dq_out;
        sdram_dq_oe = core$sdram_dq_oe;
        core$sdram_dq_in = sdram_dq_in;
    end
    
endmodule // top


module sdram_bloom_k6_r4$core(clock,reset,in_valid,in_ready,in_op,in_x,in_h0,out_valid,out_ready,out_op,out_hit,out_word,ready,set_bits,set_bits_group,group_set_bits,sdram_cs_n,sdram_ras_n,sdram_cas_n,sdram_we_n,sdram_ba,sdram_addr,sdram_dqm,sdram_dq_out,sdram_dq_oe,sdram_dq_in);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  in_valid;
    output reg  in_ready;
    input wire  [2:0] in_op;
    input wire  [63:0] in_x;
    input wire  [63:0] in_h0;
    output reg  out_valid;
    input wire  out_ready;
    output reg  [2:0] out_op;
    output reg  out_hit;
    output reg  [15:0] out_word;
    output reg  ready;
    output reg  [31:0] set_bits;
    input wire  [2:0] set_bits_group;
    output reg  [31:0] group_set_bits;
    output reg  sdram_cs_n;
    output reg  sdram_ras_n;
    output reg  sdram_cas_n;
    output reg  sdram_we_n;
    output reg  [1:0] sdram_ba;
    output reg  [12:0] sdram_addr;
    output reg  [1:0] sdram_dqm;
    output reg  [15:0] sdram_dq_out;
    output reg  sdram_dq_oe;
    input wire  [15:0] sdram_dq_in;
    
    // Constant declarations
    localparam  p_idle = 3'b0;
    localparam  p_reads = 3'b1;
    localparam  p_capture = 3'b10;
    localparam  p_writes = 3'b11;
    localparam  p_finish = 3'b100;
    localparam  p_clear_act = 3'b101;
    localparam  p_clear_writes = 3'b110;
    localparam  op_query = 3'b0;
    localparam  op_insert = 3'b1;
    localparam  op_clear = 3'b10;
    localparam  op_read = 3'b11;
    localparam  op_write = 3'b100;
    localparam  one4 = 4'h1;
    localparam  one8 = 8'h1;
    localparam  one24 = 24'h1;
    localparam  zero2 = 2'b0;
    localparam  zero4 = 4'h0;
    localparam  zero8 = 8'h0;
    localparam  zero13 = 13'b0;
    localparam  zero16 = 16'h0;
    localparam  zero24 = 24'h0;
    localparam  capture_tap = 8'h8;
    localparam  last_position = 4'h5;
    localparam  positions = 4'h6;
    localparam  last_clear_addr = 24'h7fff;
    localparam  chunk_end = 24'h3f;
    
    // Stub signals
    reg  power_up$clock;
    reg  power_up$reset;
    wire  power_up$done;
    wire  power_up$cmd_cs;
    wire  power_up$cmd_ras;
    wire  power_up$cmd_cas;
    wire  power_up$cmd_we;
    wire  [12:0] power_up$cmd_addr;
    reg  timers$clock;
    reg  timers$reset;
    reg  timers$cmd_cs;
    reg  timers$cmd_ras;
    reg  timers$cmd_cas;
    reg  timers$cmd_we;
    reg  [1:0] timers$cmd_ba;
    reg  timers$cmd_a10;
    wire  [3:0] timers$act_ok;
    wire  [3:0] timers$rcd_ok;
    wire  [3:0] timers$pre_ok;
    wire  timers$refresh_ok;
    wire  timers$refresh_due;
    reg  pins$clock;
    reg  pins$reset;
    reg  pins$cmd_cs;
    reg  pins$cmd_ras;
    reg  pins$cmd_cas;
    reg  pins$cmd_we;
    reg  [1:0] pins$cmd_ba;
    reg  [12:0] pins$cmd_addr;
    reg  [15:0] pins$cmd_dq;
    reg  pins$cmd_dq_oe;
    wire  [15:0] pins$dq_in;
    wire  pins$sdram_cs_n;
    wire  pins$sdram_ras_n;
    wire  pins$sdram_cas_n;
    wire  pins$sdram_we_n;
    wire  [1:0] pins$sdram_ba;
    wire  [12:0] pins$sdram_addr;
    wire  [1:0] pins$sdram_dqm;
    wire  [15:0] pins$sdram_dq_out;
    wire  pins$sdram_dq_oe;
    reg  [15:0] pins$sdram_dq_in;
    reg  next_op$clock;
    reg  next_op$take;
    reg  [2:0] next_op$in_op;
    reg  [63:0] next_op$in_x;
    reg  [63:0] next_op$in_h0;
    wire  [2:0] next_op$op;
    wire  [1:0] next_op$bank;
    wire  [12:0] next_op$row;
    wire  [8:0] next_op$col$0;
    wire  [8:0] next_op$col$1;
    wire  [8:0] next_op$col$2;
    wire  [8:0] next_op$col$3;
    wire  [8:0] next_op$col$4;
    wire  [8:0] next_op$col$5;
    wire  [3:0] next_op$bit_sel$0;
    wire  [3:0] next_op$bit_sel$1;
    wire  [3:0] next_op$bit_sel$2;
    wire  [3:0] next_op$bit_sel$3;
    wire  [3:0] next_op$bit_sel$4;
    wire  [3:0] next_op$bit_sel$5;
    wire  [15:0] next_op$word_mask$0;
    wire  [15:0] next_op$word_mask$1;
    wire  [15:0] next_op$word_mask$2;
    wire  [15:0] next_op$word_mask$3;
    wire  [15:0] next_op$word_mask$4;
    wire  [15:0] next_op$word_mask$5;
    wire  next_op$first_in_word$0;
    wire  next_op$first_in_word$1;
    wire  next_op$first_in_word$2;
    wire  next_op$first_in_word$3;
    wire  next_op$first_in_word$4;
    wire  next_op$first_in_word$5;
    wire  [15:0] next_op$word;
    wire  [2:0] next_op$group;
    reg  ring$clock;
    reg  ring$load;
    reg  [8:0] ring$load_col$0;
    reg  [8:0] ring$load_col$1;
    reg  [8:0] ring$load_col$2;
    reg  [8:0] ring$load_col$3;
    reg  [8:0] ring$load_col$4;
    reg  [8:0] ring$load_col$5;
    reg  [3:0] ring$load_bit$0;
    reg  [3:0] ring$load_bit$1;
    reg  [3:0] ring$load_bit$2;
    reg  [3:0] ring$load_bit$3;
    reg  [3:0] ring$load_bit$4;
    reg  [3:0] ring$load_bit$5;
    reg  [15:0] ring$load_mask$0;
    reg  [15:0] ring$load_mask$1;
    reg  [15:0] ring$load_mask$2;
    reg  [15:0] ring$load_mask$3;
    reg  [15:0] ring$load_mask$4;
    reg  [15:0] ring$load_mask$5;
    reg  ring$load_first$0;
    reg  ring$load_first$1;
    reg  ring$load_first$2;
    reg  ring$load_first$3;
    reg  ring$load_first$4;
    reg  ring$load_first$5;
    reg  ring$rotate;
    reg  ring$rotate_words;
    reg  ring$capture;
    reg  [15:0] ring$dq;
    reg  ring$insert;
    reg  [15:0] ring$write_word;
    wire  [8:0] ring$col;
    wire  ring$all_set;
    wire  [15:0] ring$new_word;
    wire  ring$changed;
    wire  [15:0] ring$word;
    reg  results$clock;
    reg  results$reset;
    reg  results$push;
    reg  [2:0] results$push_op;
    reg  results$push_hit;
    reg  [15:0] results$push_word;
    wire  results$room_for_two;
    wire  results$room_for_one;
    wire  results$out_valid;
    reg  results$out_ready;
    wire  [2:0] results$out_op;
    wire  results$out_hit;
    wire  [15:0] results$out_word;
    reg  set_bit_counter$clock;
    reg  set_bit_counter$reset;
    reg  set_bit_counter$clear;
    reg  set_bit_counter$write;
    reg  [15:0] set_bit_counter$old_word;
    reg  [15:0] set_bit_counter$new_word;
    reg  [2:0] set_bit_counter$group;
    wire  [31:0] set_bit_counter$count;
    reg  [2:0] set_bit_counter$read_group;
    wire  [31:0] set_bit_counter$group_count;
    reg  started$d;
    wire  started$q;
    reg  started$clock;
    reg  booted$d;
    wire  booted$q;
    reg  booted$clock;
    reg  queued$d;
    wire  queued$q;
    reg  queued$clock;
    reg  queued_opened$d;
    wire  queued_opened$q;
    reg  queued_opened$clock;
    reg  [2:0] phase$d;
    wire  [2:0] phase$q;
    reg  phase$clock;
    reg  [2:0] op$d;
    wire  [2:0] op$q;
    reg  op$clock;
    reg  [1:0] bank$d;
    wire  [1:0] bank$q;
    reg  bank$clock;
    reg  [2:0] group$d;
    wire  [2:0] group$q;
    reg  group$clock;
    reg  [15:0] write_word$d;
    wire  [15:0] write_word$q;
    reg  write_word$clock;
    reg  [3:0] issued$d;
    wire  [3:0] issued$q;
    reg  issued$clock;
    reg  [3:0] captured$d;
    wire  [3:0] captured$q;
    reg  captured$clock;
    reg  [7:0] read_pipe$d;
    wire  [7:0] read_pipe$q;
    reg  read_pipe$clock;
    reg  close_pending$d;
    wire  close_pending$q;
    reg  close_pending$clock;
    reg  [1:0] close_bank$d;
    wire  [1:0] close_bank$q;
    reg  close_bank$clock;
    reg  clearing$d;
    wire  clearing$q;
    reg  clearing$clock;
    reg  report$d;
    wire  report$q;
    reg  report$clock;
    reg  [23:0] clear_addr$d;
    wire  [23:0] clear_addr$q;
    reg  clear_addr$clock;
    
    // Local signals
    reg  cmd_cs;
    reg  cmd_ras;
    reg  cmd_cas;
    reg  cmd_we;
    reg  [1:0] cmd_ba;
    reg  [12:0] cmd_addr;
    reg  [15:0] cmd_dq;
    reg  cmd_dq_oe;
    reg  bank_rcd_ok;
    reg  close_ok;
    reg  clear_act_ok;
    reg  queued_act_ok;
    reg  [1:0] clear_bank;
    reg  is_key;
    reg  in_is_key;
    reg  in_is_word;
    reg  takes;
    reg  capture;
    reg  issue_read;
    reg  write_slot;
    reg  room;
    reg  finish_now;
    
    // Sub module instances
    sdram_bloom_k6_r4$core$power_up power_up(
        .clock(power_up$clock),
        .reset(power_up$reset),
        .done(power_up$done),
        .cmd_cs(power_up$cmd_cs),
        .cmd_ras(power_up$cmd_ras),
        .cmd_cas(power_up$cmd_cas),
        .cmd_we(power_up$cmd_we),
        .cmd_addr(power_up$cmd_addr)
    );
    sdram_bloom_k6_r4$core$timers timers(
        .clock(timers$clock),
        .reset(timers$reset),
        .cmd_cs(timers$cmd_cs),
        .cmd_ras(timers$cmd_ras),
        .cmd_cas(timers$cmd_cas),
        .cmd_we(timers$cmd_we),
        .cmd_ba(timers$cmd_ba),
        .cmd_a10(timers$cmd_a10),
        .act_ok(timers$act_ok),
        .rcd_ok(timers$rcd_ok),
        .pre_ok(timers$pre_ok),
        .refresh_ok(timers$refresh_ok),
        .refresh_due(timers$refresh_due)
    );
    sdram_bloom_k6_r4$core$pins pins(
        .clock(pins$clock),
        .reset(pins$reset),
        .cmd_cs(pins$cmd_cs),
        .cmd_ras(pins$cmd_ras),
        .cmd_cas(pins$cmd_cas),
        .cmd_we(pins$cmd_we),
        .cmd_ba(pins$cmd_ba),
        .cmd_addr(pins$cmd_addr),
        .cmd_dq(pins$cmd_dq),
        .cmd_dq_oe(pins$cmd_dq_oe),
        .dq_in(pins$dq_in),
        .sdram_cs_n(pins$sdram_cs_n),
        .sdram_ras_n(pins$sdram_ras_n),
        .sdram_cas_n(pins$sdram_cas_n),
        .sdram_we_n(pins$sdram_we_n),
        .sdram_ba(pins$sdram_ba),
        .sdram_addr(pins$sdram_addr),
        .sdram_dqm(pins$sdram_dqm),
        .sdram_dq_out(pins$sdram_dq_out),
        .sdram_dq_oe(pins$sdram_dq_oe),
        .sdram_dq_in(pins$sdram_dq_in)
    );
    sdram_bloom_k6_r4$core$next_op next_op(
        .clock(next_op$clock),
        .take(next_op$take),
        .in_op(next_op$in_op),
        .in_x(next_op$in_x),
        .in_h0(next_op$in_h0),
        .op(next_op$op),
        .bank(next_op$bank),
        .row(next_op$row),
        .col$0(next_op$col$0),
        .col$1(next_op$col$1),
        .col$2(next_op$col$2),
        .col$3(next_op$col$3),
        .col$4(next_op$col$4),
        .col$5(next_op$col$5),
        .bit_sel$0(next_op$bit_sel$0),
        .bit_sel$1(next_op$bit_sel$1),
        .bit_sel$2(next_op$bit_sel$2),
        .bit_sel$3(next_op$bit_sel$3),
        .bit_sel$4(next_op$bit_sel$4),
        .bit_sel$5(next_op$bit_sel$5),
        .word_mask$0(next_op$word_mask$0),
        .word_mask$1(next_op$word_mask$1),
        .word_mask$2(next_op$word_mask$2),
        .word_mask$3(next_op$word_mask$3),
        .word_mask$4(next_op$word_mask$4),
        .word_mask$5(next_op$word_mask$5),
        .first_in_word$0(next_op$first_in_word$0),
        .first_in_word$1(next_op$first_in_word$1),
        .first_in_word$2(next_op$first_in_word$2),
        .first_in_word$3(next_op$first_in_word$3),
        .first_in_word$4(next_op$first_in_word$4),
        .first_in_word$5(next_op$first_in_word$5),
        .word(next_op$word),
        .group(next_op$group)
    );
    sdram_bloom_k6_r4$core$ring ring(
        .clock(ring$clock),
        .load(ring$load),
        .load_col$0(ring$load_col$0),
        .load_col$1(ring$load_col$1),
        .load_col$2(ring$load_col$2),
        .load_col$3(ring$load_col$3),
        .load_col$4(ring$load_col$4),
        .load_col$5(ring$load_col$5),
        .load_bit$0(ring$load_bit$0),
        .load_bit$1(ring$load_bit$1),
        .load_bit$2(ring$load_bit$2),
        .load_bit$3(ring$load_bit$3),
        .load_bit$4(ring$load_bit$4),
        .load_bit$5(ring$load_bit$5),
        .load_mask$0(ring$load_mask$0),
        .load_mask$1(ring$load_mask$1),
        .load_mask$2(ring$load_mask$2),
        .load_mask$3(ring$load_mask$3),
        .load_mask$4(ring$load_mask$4),
        .load_mask$5(ring$load_mask$5),
        .load_first$0(ring$load_first$0),
        .load_first$1(ring$load_first$1),
        .load_first$2(ring$load_first$2),
        .load_first$3(ring$load_first$3),
        .load_first$4(ring$load_first$4),
        .load_first$5(ring$load_first$5),
        .rotate(ring$rotate),
        .rotate_words(ring$rotate_words),
        .capture(ring$capture),
        .dq(ring$dq),
        .insert(ring$insert),
        .write_word(ring$write_word),
        .col(ring$col),
        .all_set(ring$all_set),
        .new_word(ring$new_word),
        .changed(ring$changed),
        .word(ring$word)
    );
    sdram_bloom_k6_r4$core$results results(
        .clock(results$clock),
        .reset(results$reset),
        .push(results$push),
        .push_op(results$push_op),
        .push_hit(results$push_hit),
        .push_word(results$push_word),
        .room_for_two(results$room_for_two),
        .room_for_one(results$room_for_one),
        .out_valid(results$out_valid),
        .out_ready(results$out_ready),
        .out_op(results$out_op),
        .out_hit(results$out_hit),
        .out_word(results$out_word)
    );
    sdram_bloom_k6_r4$core$set_bit_counter set_bit_counter(
        .clock(set_bit_counter$clock),
        .reset(set_bit_counter$reset),
        .clear(set_bit_counter$clear),
        .write(set_bit_counter$write),
        .old_word(set_bit_counter$old_word),
        .new_word(set_bit_counter$new_word),
        .group(set_bit_counter$group),
        .count(set_bit_counter$count),
        .read_group(set_bit_counter$read_group),
        .group_count(set_bit_counter$group_count)
    );
    sdram_bloom_k6_r4$core$started started(
        .d(started$d),
        .q(started$q),
        .clock(started$clock)
    );
    sdram_bloom_k6_r4$core$booted booted(
        .d(booted$d),
        .q(booted$q),
        .clock(booted$clock)
    );
    sdram_bloom_k6_r4$core$queued queued(
        .d(queued$d),
        .q(queued$q),
        .clock(queued$clock)
    );
    sdram_bloom_k6_r4$core$queued_opened queued_opened(
        .d(queued_opened$d),
        .q(queued_opened$q),
        .clock(queued_opened$clock)
    );
    sdram_bloom_k6_r4$core$phase phase(
        .d(phase$d),
        .q(phase$q),
        .clock(phase$clock)
    );
    sdram_bloom_k6_r4$core$op op(
        .d(op$d),
        .q(op$q),
        .clock(op$clock)
    );
    sdram_bloom_k6_r4$core$bank bank(
        .d(bank$d),
        .q(bank$q),
        .clock(bank$clock)
    );
    sdram_bloom_k6_r4$core$group group(
        .d(group$d),
        .q(group$q),
        .clock(group$clock)
    );
    sdram_bloom_k6_r4$core$write_word write_word(
        .d(write_word$d),
        .q(write_word$q),
        .clock(write_word$clock)
    );
    sdram_bloom_k6_r4$core$issued issued(
        .d(issued$d),
        .q(issued$q),
        .clock(issued$clock)
    );
    sdram_bloom_k6_r4$core$captured captured(
        .d(captured$d),
        .q(captured$q),
        .clock(captured$clock)
    );
    sdram_bloom_k6_r4$core$read_pipe read_pipe(
        .d(read_pipe$d),
        .q(read_pipe$q),
        .clock(read_pipe$clock)
    );
    sdram_bloom_k6_r4$core$close_pending close_pending(
        .d(close_pending$d),
        .q(close_pending$q),
        .clock(close_pending$clock)
    );
    sdram_bloom_k6_r4$core$close_bank close_bank(
        .d(close_bank$d),
        .q(close_bank$q),
        .clock(close_bank$clock)
    );
    sdram_bloom_k6_r4$core$clearing clearing(
        .d(clearing$d),
        .q(clearing$q),
        .clock(clearing$clock)
    );
    sdram_bloom_k6_r4$core$report report(
        .d(report$d),
        .q(report$q),
        .clock(report$clock)
    );
    sdram_bloom_k6_r4$core$clear_addr clear_addr(
        .d(clear_addr$d),
        .q(clear_addr$q),
        .clock(clear_addr$clock)
    );
    
    // Update code
    always @(*) begin
        started$clock = clock;
        booted$clock = clock;
        queued$clock = clock;
        queued_opened$clock = clock;
        phase$clock = clock;
        op$clock = clock;
        bank$clock = clock;
        group$clock = clock;
        write_word$clock = clock;
        issued$clock = clock;
        captured$clock = clock;
        read_pipe$clock = clock;
        close_pending$clock = clock;
        close_bank$clock = clock;
        clearing$clock = clock;
        report$clock = clock;
        clear_addr$clock = clock;
        started$d = started$q;
        booted$d = booted$q;
        queued$d = queued$q;
        queued_opened$d = queued_opened$q;
        phase$d = phase$q;
        op$d = op$q;
        bank$d = bank$q;
        group$d = group$q;
        write_word$d = write_word$q;
        issued$d = issued$q;
        captured$d = captured$q;
        read_pipe$d = read_pipe$q;
        close_pending$d = close_pending$q;
        close_bank$d = close_bank$q;
        clearing$d = clearing$q;
        report$d = report$q;
        clear_addr$d = clear_addr$q;
        power_up$clock = clock;
        power_up$reset = reset;
        timers$clock = clock;
        timers$reset = reset;
        pins$clock = clock;
        pins$reset = reset;
        pins$sdram_dq_in = sdram_dq_in;
        next_op$clock = clock;
        next_op$take = 1'b0;
        next_op$in_op = in_op;
        next_op$in_x = in_x;
        next_op$in_h0 = in_h0;
        ring$clock = clock;
        ring$load = 1'b0;
        ring$load_col$0 = next_op$col$0;
        ring$load_bit$0 = next_op$bit_sel$0;
        ring$load_mask$0 = next_op$word_mask$0;
        ring$load_first$0 = next_op$first_in_word$0;
        ring$load_col$1 = next_op$col$1;
        ring$load_bit$1 = next_op$bit_sel$1;
        ring$load_mask$1 = next_op$word_mask$1;
        ring$load_first$1 = next_op$first_in_word$1;
        ring$load_col$2 = next_op$col$2;
        ring$load_bit$2 = next_op$bit_sel$2;
        ring$load_mask$2 = next_op$word_mask$2;
        ring$load_first$2 = next_op$first_in_word$2;
        ring$load_col$3 = next_op$col$3;
        ring$load_bit$3 = next_op$bit_sel$3;
        ring$load_mask$3 = next_op$word_mask$3;
        ring$load_first$3 = next_op$first_in_word$3;
        ring$load_col$4 = next_op$col$4;
        ring$load_bit$4 = next_op$bit_sel$4;
        ring$load_mask$4 = next_op$word_mask$4;
        ring$load_first$4 = next_op$first_in_word$4;
        ring$load_col$5 = next_op$col$5;
        ring$load_bit$5 = next_op$bit_sel$5;
        ring$load_mask$5 = next_op$word_mask$5;
        ring$load_first$5 = next_op$first_in_word$5;
        ring$dq = pins$dq_in;
        ring$insert = op$q == op_insert;
        ring$write_word = write_word$q;
        set_bit_counter$clock = clock;
        set_bit_counter$reset = reset;
        set_bit_counter$clear = 1'b0;
        set_bit_counter$old_word = ring$word;
        set_bit_counter$new_word = ring$new_word;
        set_bit_counter$group = group$q;
        set_bits = set_bit_counter$count;
        set_bit_counter$read_group = set_bits_group;
        group_set_bits = set_bit_counter$group_count;
        results$clock = clock;
        results$reset = reset;
        results$out_ready = out_ready;
        out_valid = results$out_valid;
        out_op = results$out_op;
        out_hit = results$out_hit;
        out_word = results$out_word;
        results$push = 1'b0;
        results$push_op = op$q;
        results$push_hit = 1'b0;
        results$push_word = zero16;
        sdram_cs_n = pins$sdram_cs_n;
        sdram_ras_n = pins$sdram_ras_n;
        sdram_cas_n = pins$sdram_cas_n;
        sdram_we_n = pins$sdram_we_n;
        sdram_ba = pins$sdram_ba;
        sdram_addr = pins$sdram_addr;
        sdram_dqm = pins$sdram_dqm;
        sdram_dq_out = pins$sdram_dq_out;
        sdram_dq_oe = pins$sdram_dq_oe;
        clear_bank = clear_addr$q[(32'h9)+:(2)];
        bank_rcd_ok = |((timers$rcd_ok >> bank$q) & one4);
        close_ok = |((timers$pre_ok >> close_bank$q) & one4);
        clear_act_ok = |((timers$act_ok >> clear_bank) & one4);
        queued_act_ok = |((timers$act_ok >> next_op$bank) & one4);
        is_key = (op$q == op_query) | (op$q == op_insert);
        in_is_key = (in_op == op_query) | (in_op == op_insert);
        in_is_word = (in_op == op_read) | (in_op == op_write);
        if (phase$q == p_idle) begin
            room = results$room_for_one;
        end
        else begin
            room = results$room_for_two;
        end
        capture = |(read_pipe$q & capture_tap);
        ring$capture = capture;
        if (capture) begin
            captured$d = captured$q + one4;
        end
        ready = booted$q;
        cmd_cs = power_up$cmd_cs;
        cmd_ras = power_up$cmd_ras;
        cmd_cas = power_up$cmd_cas;
        cmd_we = power_up$cmd_we;
        cmd_ba = zero2;
        cmd_addr = power_up$cmd_addr;
        cmd_dq = zero16;
        cmd_dq_oe = 1'b0;
        issue_read = 1'b0;
        write_slot = 1'b0;
        takes = 1'b0;
        finish_now = 1'b0;
        if (power_up$done) begin
            case (phase$q)
                0:
                    begin
                        if (clearing$q) begin
                            phase$d = p_clear_act;
                        end
                    end
                1:
                    begin
                        if (bank_rcd_ok) begin
                            cmd_cs = 1'b1;
                            cmd_cas = 1'b1;
                            cmd_ba = bank$q;
                            cmd_addr = ((ring$col) & 13'h1fff);
                            issue_read = 1'b1;
                            issued$d = issued$q + one4;
                            if (issued$q == last_position) begin
                                if ((op$q == op_query) | (op$q == op_read)) begin
                                    phase$d = p_finish;
                                end
                                else begin
                                    phase$d = p_capture;
                                end
                            end
                        end
                    end
                2:
                    begin
                        if ((captured$q == positions) | (capture & (captured$q == last_position))) begin
                            issued$d = zero4;
                            phase$d = p_writes;
                        end
                    end
                3:
                    begin
                        write_slot = 1'b1;
                        if (ring$changed) begin
                            cmd_cs = 1'b1;
                            cmd_cas = 1'b1;
                            cmd_we = 1'b1;
                            cmd_ba = bank$q;
                            cmd_addr = ((ring$col) & 13'h1fff);
                            cmd_dq = ring$new_word;
                            cmd_dq_oe = 1'b1;
                        end
                        issued$d = issued$q + one4;
                        if (issued$q == last_position) begin
                            phase$d = p_finish;
                            if (~close_pending$q) begin
                                finish_now = 1'b1;
                            end
                        end
                    end
                4:
                    begin
                        if ((captured$q == positions) & ~close_pending$q) begin
                            finish_now = 1'b1;
                        end
                    end
                6:
                    begin
                        if (bank_rcd_ok) begin
                            cmd_cs = 1'b1;
                            cmd_cas = 1'b1;
                            cmd_we = 1'b1;
                            cmd_ba = bank$q;
                            cmd_addr = ((clear_addr$q[(32'h0)+:(9)]) & 13'h1fff);
                            cmd_dq = zero16;
                            cmd_dq_oe = 1'b1;
                            clear_addr$d = clear_addr$q + one24;
                            if ((clear_addr$q & chunk_end) == chunk_end) begin
                                close_pending$d = 1'b1;
                                close_bank$d = bank$q;
                                phase$d = p_idle;
                                if (clear_addr$q == last_clear_addr) begin
                                    clearing$d = 1'b0;
                                    booted$d = 1'b1;
                                    if (report$q) begin
                                        results$push = 1'b1;
                                        results$push_op = op_clear;
                                    end
                                end
                            end
                        end
                    end
                default:
                    begin
                    end
            endcase
            if (~cmd_cs) begin
                if (close_pending$q & close_ok) begin
                    cmd_cs = 1'b1;
                    cmd_ras = 1'b1;
                    cmd_we = 1'b1;
                    cmd_ba = close_bank$q;
                    cmd_addr = zero13;
                    close_pending$d = 1'b0;
                end
                else if (timers$refresh_due & timers$refresh_ok & ~queued$q & ((phase$q == p_idle) | (phase$q == p_clear_act))) begin
                    cmd_cs = 1'b1;
                    cmd_ras = 1'b1;
                    cmd_cas = 1'b1;
                end
                else if ((phase$q == p_clear_act) & clear_act_ok & ~close_pending$q & ~timers$refresh_due) begin
                    cmd_cs = 1'b1;
                    cmd_ras = 1'b1;
                    cmd_ba = clear_bank;
                    cmd_addr = ((clear_addr$q[(32'hb)+:(4)]) & 13'h1fff);
                    bank$d = clear_bank;
                    phase$d = p_clear_writes;
                end
                else if (queued$q & ~queued_opened$q & queued_act_ok) begin
                    cmd_cs = 1'b1;
                    cmd_ras = 1'b1;
                    cmd_ba = next_op$bank;
                    cmd_addr = next_op$row;
                    queued_opened$d = 1'b1;
                end
            end
        end
        if (finish_now) begin
            results$push = 1'b1;
            results$push_hit = is_key & ring$all_set;
            if (~is_key) begin
                results$push_word = ring$word;
            end
            close_pending$d = 1'b1;
            close_bank$d = bank$q;
            phase$d = p_idle;
        end
        ring$rotate = issue_read | write_slot;
        set_bit_counter$write = write_slot & ring$changed;
        ring$rotate_words = write_slot;
        if (issue_read) begin
            read_pipe$d = (read_pipe$q << 32'h1) | one8;
        end
        else begin
            read_pipe$d = read_pipe$q << 32'h1;
        end
        if (((phase$q == p_idle) | finish_now) & queued$q & queued_opened$q) begin
            queued$d = 1'b0;
            op$d = next_op$op;
            bank$d = next_op$bank;
            group$d = next_op$group;
            write_word$d = next_op$word;
            ring$load = 1'b1;
            issued$d = zero4;
            captured$d = zero4;
            phase$d = p_reads;
        end
        if (power_up$done & ~started$q) begin
            set_bit_counter$clear = 1'b1;
            started$d = 1'b1;
            clearing$d = 1'b1;
            report$d = 1'b0;
            clear_addr$d = zero24;
        end
        if (booted$q & ~clearing$q & ~queued$q & ~timers$refresh_due & in_valid) begin
            if ((in_is_key | in_is_word) & room) begin
                takes = 1'b1;
                queued$d = 1'b1;
                queued_opened$d = 1'b0;
                next_op$take = 1'b1;
            end
            else if (~in_is_key & ~in_is_word & (phase$q == p_idle) & results$room_for_two) begin
                takes = 1'b1;
                if (in_op == op_clear) begin
                    set_bit_counter$clear = 1'b1;
                    clearing$d = 1'b1;
                    report$d = 1'b1;
                    clear_addr$d = zero24;
                end
                else begin
                    results$push = 1'b1;
                    results$push_op = in_op;
                end
            end
        end
        in_ready = takes & ~reset;
        pins$cmd_cs = cmd_cs;
        pins$cmd_ras = cmd_ras;
        pins$cmd_cas = cmd_cas;
        pins$cmd_we = cmd_we;
        pins$cmd_ba = cmd_ba;
        pins$cmd_addr = cmd_addr;
        pins$cmd_dq = cmd_dq;
        pins$cmd_dq_oe = cmd_dq_oe;
        timers$cmd_cs = cmd_cs;
        timers$cmd_ras = cmd_ras;
        timers$cmd_cas = cmd_cas;
        timers$cmd_we = cmd_we;
        timers$cmd_ba = cmd_ba;
        timers$cmd_a10 = cmd_addr[32'ha];
        if (reset) begin
            started$d = 1'b0;
            booted$d = 1'b0;
            queued$d = 1'b0;
            phase$d = p_idle;
            clearing$d = 1'b0;
            close_pending$d = 1'b0;
            read_pipe$d = zero8;
        end
    end
    
endmodule // top$core


module sdram_bloom_k6_r4$core$bank(d,q,clock);
    
    // Module arguments
    input wire  [1:0] d;
    output reg  [1:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 2'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$core$bank


module sdram_bloom_k6_r4$core$booted(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$core$booted


module sdram_bloom_k6_r4$core$captured(d,q,clock);
    
    // Module arguments
    input wire  [3:0] d;
    output reg  [3:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 4'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$core$captured


module sdram_bloom_k6_r4$core$clear_addr(d,q,clock);
    
    // Module arguments
    input wire  [23:0] d;
    output reg  [23:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 24'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$core$clear_addr


module sdram_bloom_k6_r4$core$clearing(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$core$clearing


module sdram_bloom_k6_r4$core$close_bank(d,q,clock);
    
    // Module arguments
    input wire  [1:0] d;
    output reg  [1:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 2'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$core$close_bank


module sdram_bloom_k6_r4$core$close_pending(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$core$close_pending


module sdram_bloom_k6_r4$core$group(d,q,clock);
    
    // Module arguments
    input wire  [2:0] d;
    output reg  [2:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 3'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$core$group


module sdram_bloom_k6_r4$core$issued(d,q,clock);
    
    // Module arguments
    input wire  [3:0] d;
    output reg  [3:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 4'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$core$issued


module sdram_bloom_k6_r4$core$next_op(clock,take,in_op,in_x,in_h0,op,bank,row,col$0,col$1,col$2,col$3,col$4,col$5,bit_sel$0,bit_sel$1,bit_sel$2,bit_sel$3,bit_sel$4,bit_sel$5,word_mask$0,word_mask$1,word_mask$2,word_mask$3,word_mask$4,word_mask$5,first_in_word$0,first_in_word$1,first_in_word$2,first_in_word$3,first_in_word$4,first_in_word$5,word,group);
    
    // Module arguments
    input wire  clock;
    input wire  take;
    input wire  [2:0] in_op;
    input wire  [63:0] in_x;
    input wire  [63:0] in_h0;
    output reg  [2:0] op;
    output reg  [1:0] bank;
    output reg  [12:0] row;
    output reg  [8:0] col$0;
    output reg  [8:0] col$1;
    output reg  [8:0] col$2;
    output reg  [8:0] col$3;
    output reg  [8:0] col$4;
    output reg  [8:0] col$5;
    output reg  [3:0] bit_sel$0;
    output reg  [3:0] bit_sel$1;
    output reg  [3:0] bit_sel$2;
    output reg  [3:0] bit_sel$3;
    output reg  [3:0] bit_sel$4;
    output reg  [3:0] bit_sel$5;
    output reg  [15:0] word_mask$0;
    output reg  [15:0] word_mask$1;
    output reg  [15:0] word_mask$2;
    output reg  [15:0] word_mask$3;
    output reg  [15:0] word_mask$4;
    output reg  [15:0] word_mask$5;
    output reg  first_in_word$0;
    output reg  first_in_word$1;
    output reg  first_in_word$2;
    output reg  first_in_word$3;
    output reg  first_in_word$4;
    output reg  first_in_word$5;
    output reg  [15:0] word;
    output reg  [2:0] group;
    
    // Constant declarations
    localparam  key_group_at = 8'h3;
    localparam  word_group_at = 8'hc;
    localparam  op_query = 3'b0;
    localparam  op_insert = 3'b1;
    localparam  one16 = 16'h1;
    localparam  zero4 = 4'h0;
    localparam  zero16 = 16'h0;
    localparam  col_off$0 = 8'h24;
    localparam  col_off$1 = 8'h31;
    localparam  col_off$2 = 8'h3e;
    localparam  col_off$3 = 8'h4b;
    localparam  col_off$4 = 8'h58;
    localparam  col_off$5 = 8'h65;
    localparam  bit_off$0 = 8'h20;
    localparam  bit_off$1 = 8'h2d;
    localparam  bit_off$2 = 8'h3a;
    localparam  bit_off$3 = 8'h47;
    localparam  bit_off$4 = 8'h54;
    localparam  bit_off$5 = 8'h61;
    localparam  row_off = 8'h2;
    localparam  before$0 = 8'h0;
    localparam  before$1 = 8'h1;
    localparam  before$2 = 8'h3;
    localparam  before$3 = 8'h7;
    localparam  before$4 = 8'hf;
    localparam  before$5 = 8'h1f;
    
    // Stub signals
    reg  [2:0] op_q$d;
    wire  [2:0] op_q$q;
    reg  op_q$clock;
    reg  [1:0] bank_q$d;
    wire  [1:0] bank_q$q;
    reg  bank_q$clock;
    reg  [12:0] row_q$d;
    wire  [12:0] row_q$q;
    reg  row_q$clock;
    reg  [8:0] col_q$0$d;
    wire  [8:0] col_q$0$q;
    reg  col_q$0$clock;
    reg  [8:0] col_q$1$d;
    wire  [8:0] col_q$1$q;
    reg  col_q$1$clock;
    reg  [8:0] col_q$2$d;
    wire  [8:0] col_q$2$q;
    reg  col_q$2$clock;
    reg  [8:0] col_q$3$d;
    wire  [8:0] col_q$3$q;
    reg  col_q$3$clock;
    reg  [8:0] col_q$4$d;
    wire  [8:0] col_q$4$q;
    reg  col_q$4$clock;
    reg  [8:0] col_q$5$d;
    wire  [8:0] col_q$5$q;
    reg  col_q$5$clock;
    reg  [3:0] bit_q$0$d;
    wire  [3:0] bit_q$0$q;
    reg  bit_q$0$clock;
    reg  [3:0] bit_q$1$d;
    wire  [3:0] bit_q$1$q;
    reg  bit_q$1$clock;
    reg  [3:0] bit_q$2$d;
    wire  [3:0] bit_q$2$q;
    reg  bit_q$2$clock;
    reg  [3:0] bit_q$3$d;
    wire  [3:0] bit_q$3$q;
    reg  bit_q$3$clock;
    reg  [3:0] bit_q$4$d;
    wire  [3:0] bit_q$4$q;
    reg  bit_q$4$clock;
    reg  [3:0] bit_q$5$d;
    wire  [3:0] bit_q$5$q;
    reg  bit_q$5$clock;
    reg  [15:0] word_q$d;
    wire  [15:0] word_q$q;
    reg  word_q$clock;
    reg  [2:0] group_q$d;
    wire  [2:0] group_q$q;
    reg  group_q$clock;
    
    // Local signals
    reg  [127:0] wide;
    reg  is_key;
    
    // Sub module instances
    sdram_bloom_k6_r4$core$next_op$op_q op_q(
        .d(op_q$d),
        .q(op_q$q),
        .clock(op_q$clock)
    );
    sdram_bloom_k6_r4$core$next_op$bank_q bank_q(
        .d(bank_q$d),
        .q(bank_q$q),
        .clock(bank_q$clock)
    );
    sdram_bloom_k6_r4$core$next_op$row_q row_q(
        .d(row_q$d),
        .q(row_q$q),
        .clock(row_q$clock)
    );
    sdram_bloom_k6_r4$core$next_op$col_q$0 col_q$0(
        .d(col_q$0$d),
        .q(col_q$0$q),
        .clock(col_q$0$clock)
    );
    sdram_bloom_k6_r4$core$next_op$col_q$1 col_q$1(
        .d(col_q$1$d),
        .q(col_q$1$q),
        .clock(col_q$1$clock)
    );
    sdram_bloom_k6_r4$core$next_op$col_q$2 col_q$2(
        .d(col_q$2$d),
        .q(col_q$2$q),
        .clock(col_q$2$clock)
    );
    sdram_bloom_k6_r4$core$next_op$col_q$3 col_q$3(
        .d(col_q$3$d),
        .q(col_q$3$q),
        .clock(col_q$3$clock)
    );
    sdram_bloom_k6_r4$core$next_op$col_q$4 col_q$4(
        .d(col_q$4$d),
        .q(col_q$4$q),
        .clock(col_q$4$clock)
    );
    sdram_bloom_k6_r4$core$next_op$col_q$5 col_q$5(
        .d(col_q$5$d),
        .q(col_q$5$q),
        .clock(col_q$5$clock)
    );
    sdram_bloom_k6_r4$core$next_op$bit_q$0 bit_q$0(
        .d(bit_q$0$d),
        .q(bit_q$0$q),
        .clock(bit_q$0$clock)
    );
    sdram_bloom_k6_r4$core$next_op$bit_q$1 bit_q$1(
        .d(bit_q$1$d),
        .q(bit_q$1$q),
        .clock(bit_q$1$clock)
    );
    sdram_bloom_k6_r4$core$next_op$bit_q$2 bit_q$2(
        .d(bit_q$2$d),
        .q(bit_q$2$q),
        .clock(bit_q$2$clock)
    );
    sdram_bloom_k6_r4$core$next_op$bit_q$3 bit_q$3(
        .d(bit_q$3$d),
        .q(bit_q$3$q),
        .clock(bit_q$3$clock)
    );
    sdram_bloom_k6_r4$core$next_op$bit_q$4 bit_q$4(
        .d(bit_q$4$d),
        .q(bit_q$4$q),
        .clock(bit_q$4$clock)
    );
    sdram_bloom_k6_r4$core$next_op$bit_q$5 bit_q$5(
        .d(bit_q$5$d),
        .q(bit_q$5$q),
        .clock(bit_q$5$clock)
    );
    sdram_bloom_k6_r4$core$next_op$word_q word_q(
        .d(word_q$d),
        .q(word_q$q),
        .clock(word_q$clock)
    );
    sdram_bloom_k6_r4$core$next_op$group_q group_q(
        .d(group_q$d),
        .q(group_q$q),
        .clock(group_q$clock)
    );
    
    // Update code
    always @(*) begin
        op_q$clock = clock;
        bank_q$clock = clock;
        row_q$clock = clock;
        word_q$clock = clock;
        group_q$clock = clock;
        op_q$d = op_q$q;
        bank_q$d = bank_q$q;
        row_q$d = row_q$q;
        word_q$d = word_q$q;
        group_q$d = group_q$q;
        col_q$0$clock = clock;
        col_q$0$d = col_q$0$q;
        bit_q$0$clock = clock;
        bit_q$0$d = bit_q$0$q;
        col_q$1$clock = clock;
        col_q$1$d = col_q$1$q;
        bit_q$1$clock = clock;
        bit_q$1$d = bit_q$1$q;
        col_q$2$clock = clock;
        col_q$2$d = col_q$2$q;
        bit_q$2$clock = clock;
        bit_q$2$d = bit_q$2$q;
        col_q$3$clock = clock;
        col_q$3$d = col_q$3$q;
        bit_q$3$clock = clock;
        bit_q$3$d = bit_q$3$q;
        col_q$4$clock = clock;
        col_q$4$d = col_q$4$q;
        bit_q$4$clock = clock;
        bit_q$4$d = bit_q$4$q;
        col_q$5$clock = clock;
        col_q$5$d = col_q$5$q;
        bit_q$5$clock = clock;
        bit_q$5$d = bit_q$5$q;
        wide = (((in_x) & 128'hffffffffffffffffffffffffffffffff) << 32'h40) | ((in_h0) & 128'hffffffffffffffffffffffffffffffff);
        is_key = (in_op == op_query) | (in_op == op_insert);
        if (take) begin
            op_q$d = in_op;
            word_q$d = in_x[(32'h20)+:(16)];
            if (is_key) begin
                bank_q$d = in_h0[(32'h0)+:(2)];
                group_q$d = in_h0[(key_group_at)+:(3)];
                row_q$d = ((in_h0[(row_off)+:(4)]) & 13'h1fff);
                col_q$0$d = wide[(col_off$0)+:(9)];
                bit_q$0$d = wide[(bit_off$0)+:(4)];
                col_q$1$d = wide[(col_off$1)+:(9)];
                bit_q$1$d = wide[(bit_off$1)+:(4)];
                col_q$2$d = wide[(col_off$2)+:(9)];
                bit_q$2$d = wide[(bit_off$2)+:(4)];
                col_q$3$d = wide[(col_off$3)+:(9)];
                bit_q$3$d = wide[(bit_off$3)+:(4)];
                col_q$4$d = wide[(col_off$4)+:(9)];
                bit_q$4$d = wide[(bit_off$4)+:(4)];
                col_q$5$d = wide[(col_off$5)+:(9)];
                bit_q$5$d = wide[(bit_off$5)+:(4)];
            end
            else begin
                bank_q$d = in_x[(32'h9)+:(2)];
                group_q$d = in_x[(word_group_at)+:(3)];
                row_q$d = ((in_x[(32'hb)+:(4)]) & 13'h1fff);
                col_q$0$d = in_x[(32'h0)+:(9)];
                bit_q$0$d = zero4;
                col_q$1$d = in_x[(32'h0)+:(9)];
                bit_q$1$d = zero4;
                col_q$2$d = in_x[(32'h0)+:(9)];
                bit_q$2$d = zero4;
                col_q$3$d = in_x[(32'h0)+:(9)];
                bit_q$3$d = zero4;
                col_q$4$d = in_x[(32'h0)+:(9)];
                bit_q$4$d = zero4;
                col_q$5$d = in_x[(32'h0)+:(9)];
                bit_q$5$d = zero4;
            end
        end
        op = op_q$q;
        bank = bank_q$q;
        row = row_q$q;
        word = word_q$q;
        group = group_q$q;
        col$0 = col_q$0$q;
        bit_sel$0 = bit_q$0$q;
        word_mask$0 = zero16;
        if (col_q$0$q == col_q$0$q) begin
            word_mask$0 = word_mask$0 | (one16 << bit_q$0$q);
        end
        if (col_q$1$q == col_q$0$q) begin
            word_mask$0 = word_mask$0 | (one16 << bit_q$1$q);
        end
        if (col_q$2$q == col_q$0$q) begin
            word_mask$0 = word_mask$0 | (one16 << bit_q$2$q);
        end
        if (col_q$3$q == col_q$0$q) begin
            word_mask$0 = word_mask$0 | (one16 << bit_q$3$q);
        end
        if (col_q$4$q == col_q$0$q) begin
            word_mask$0 = word_mask$0 | (one16 << bit_q$4$q);
        end
        if (col_q$5$q == col_q$0$q) begin
            word_mask$0 = word_mask$0 | (one16 << bit_q$5$q);
        end
        first_in_word$0 = 1'b1;
        if (before$0[0] & (col_q$0$q == col_q$0$q)) begin
            first_in_word$0 = 1'b0;
        end
        if (before$0[1] & (col_q$1$q == col_q$0$q)) begin
            first_in_word$0 = 1'b0;
        end
        if (before$0[2] & (col_q$2$q == col_q$0$q)) begin
            first_in_word$0 = 1'b0;
        end
        if (before$0[3] & (col_q$3$q == col_q$0$q)) begin
            first_in_word$0 = 1'b0;
        end
        if (before$0[4] & (col_q$4$q == col_q$0$q)) begin
            first_in_word$0 = 1'b0;
        end
        if (before$0[5] & (col_q$5$q == col_q$0$q)) begin
            first_in_word$0 = 1'b0;
        end
        col$1 = col_q$1$q;
        bit_sel$1 = bit_q$1$q;
        word_mask$1 = zero16;
        if (col_q$0$q == col_q$1$q) begin
            word_mask$1 = word_mask$1 | (one16 << bit_q$0$q);
        end
        if (col_q$1$q == col_q$1$q) begin
            word_mask$1 = word_mask$1 | (one16 << bit_q$1$q);
        end
        if (col_q$2$q == col_q$1$q) begin
            word_mask$1 = word_mask$1 | (one16 << bit_q$2$q);
        end
        if (col_q$3$q == col_q$1$q) begin
            word_mask$1 = word_mask$1 | (one16 << bit_q$3$q);
        end
        if (col_q$4$q == col_q$1$q) begin
            word_mask$1 = word_mask$1 | (one16 << bit_q$4$q);
        end
        if (col_q$5$q == col_q$1$q) begin
            word_mask$1 = word_mask$1 | (one16 << bit_q$5$q);
        end
        first_in_word$1 = 1'b1;
        if (before$1[0] & (col_q$0$q == col_q$1$q)) begin
            first_in_word$1 = 1'b0;
        end
        if (before$1[1] & (col_q$1$q == col_q$1$q)) begin
            first_in_word$1 = 1'b0;
        end
        if (before$1[2] & (col_q$2$q == col_q$1$q)) begin
            first_in_word$1 = 1'b0;
        end
        if (before$1[3] & (col_q$3$q == col_q$1$q)) begin
            first_in_word$1 = 1'b0;
        end
        if (before$1[4] & (col_q$4$q == col_q$1$q)) begin
            first_in_word$1 = 1'b0;
        end
        if (before$1[5] & (col_q$5$q == col_q$1$q)) begin
            first_in_word$1 = 1'b0;
        end
        col$2 = col_q$2$q;
        bit_sel$2 = bit_q$2$q;
        word_mask$2 = zero16;
        if (col_q$0$q == col_q$2$q) begin
            word_mask$2 = word_mask$2 | (one16 << bit_q$0$q);
        end
        if (col_q$1$q == col_q$2$q) begin
            word_mask$2 = word_mask$2 | (one16 << bit_q$1$q);
        end
        if (col_q$2$q == col_q$2$q) begin
            word_mask$2 = word_mask$2 | (one16 << bit_q$2$q);
        end
        if (col_q$3$q == col_q$2$q) begin
            word_mask$2 = word_mask$2 | (one16 << bit_q$3$q);
        end
        if (col_q$4$q == col_q$2$q) begin
            word_mask$2 = word_mask$2 | (one16 << bit_q$4$q);
        end
        if (col_q$5$q == col_q$2$q) begin
            word_mask$2 = word_mask$2 | (one16 << bit_q$5$q);
        end
        first_in_word$2 = 1'b1;
        if (before$2[0] & (col_q$0$q == col_q$2$q)) begin
            first_in_word$2 = 1'b0;
        end
        if (before$2[1] & (col_q$1$q == col_q$2$q)) begin
            first_in_word$2 = 1'b0;
        end
        if (before$2[2] & (col_q$2$q == col_q$2$q)) begin
            first_in_word$2 = 1'b0;
        end
        if (before$2[3] & (col_q$3$q == col_q$2$q)) begin
            first_in_word$2 = 1'b0;
        end
        if (before$2[4] & (col_q$4$q == col_q$2$q)) begin
            first_in_word$2 = 1'b0;
        end
        if (before$2[5] & (col_q$5$q == col_q$2$q)) begin
            first_in_word$2 = 1'b0;
        end
        col$3 = col_q$3$q;
        bit_sel$3 = bit_q$3$q;
        word_mask$3 = zero16;
        if (col_q$0$q == col_q$3$q) begin
            word_mask$3 = word_mask$3 | (one16 << bit_q$0$q);
        end
        if (col_q$1$q == col_q$3$q) begin
            word_mask$3 = word_mask$3 | (one16 << bit_q$1$q);
        end
        if (col_q$2$q == col_q$3$q) begin
            word_mask$3 = word_mask$3 | (one16 << bit_q$2$q);
        end
        if (col_q$3$q == col_q$3$q) begin
            word_mask$3 = word_mask$3 | (one16 << bit_q$3$q);
        end
        if (col_q$4$q == col_q$3$q) begin
            word_mask$3 = word_mask$3 | (one16 << bit_q$4$q);
        end
        if (col_q$5$q == col_q$3$q) begin
            word_mask$3 = word_mask$3 | (one16 << bit_q$5$q);
        end
        first_in_word$3 = 1'b1;
        if (before$3[0] & (col_q$0$q == col_q$3$q)) begin
            first_in_word$3 = 1'b0;
        end
        if (before$3[1] & (col_q$1$q == col_q$3$q)) begin
            first_in_word$3 = 1'b0;
        end
        if (before$3[2] & (col_q$2$q == col_q$3$q)) begin
            first_in_word$3 = 1'b0;
        end
        if (before$3[3] & (col_q$3$q == col_q$3$q)) begin
            first_in_word$3 = 1'b0;
        end
        if (before$3[4] & (col_q$4$q == col_q$3$q)) begin
            first_in_word$3 = 1'b0;
        end
        if (before$3[5] & (col_q$5$q == col_q$3$q)) begin
            first_in_word$3 = 1'b0;
        end
        col$4 = col_q$4$q;
        bit_sel$4 = bit_q$4$q;
        word_mask$4 = zero16;
        if (col_q$0$q == col_q$4$q) begin
            word_mask$4 = word_mask$4 | (one16 << bit_q$0$q);
        end
        if (col_q$1$q == col_q$4$q) begin
            word_mask$4 = word_mask$4 | (one16 << bit_q$1$q);
        end
        if (col_q$2$q == col_q$4$q) begin
            word_mask$4 = word_mask$4 | (one16 << bit_q$2$q);
        end
        if (col_q$3$q == col_q$4$q) begin
            word_mask$4 = word_mask$4 | (one16 << bit_q$3$q);
        end
        if (col_q$4$q == col_q$4$q) begin
            word_mask$4 = word_mask$4 | (one16 << bit_q$4$q);
        end
        if (col_q$5$q == col_q$4$q) begin
            word_mask$4 = word_mask$4 | (one16 << bit_q$5$q);
        end
        first_in_word$4 = 1'b1;
        if (before$4[0] & (col_q$0$q == col_q$4$q)) begin
            first_in_word$4 = 1'b0;
        end
        if (before$4[1] & (col_q$1$q == col_q$4$q)) begin
            first_in_word$4 = 1'b0;
        end
        if (before$4[2] & (col_q$2$q == col_q$4$q)) begin
            first_in_word$4 = 1'b0;
        end
        if (before$4[3] & (col_q$3$q == col_q$4$q)) begin
            first_in_word$4 = 1'b0;
        end
        if (before$4[4] & (col_q$4$q == col_q$4$q)) begin
            first_in_word$4 = 1'b0;
        end
        if (before$4[5] & (col_q$5$q == col_q$4$q)) begin
            first_in_word$4 = 1'b0;
        end
        col$5 = col_q$5$q;
        bit_sel$5 = bit_q$5$q;
        word_mask$5 = zero16;
        if (col_q$0$q == col_q$5$q) begin
            word_mask$5 = word_mask$5 | (one16 << bit_q$0$q);
        end
        if (col_q$1$q == col_q$5$q) begin
            word_mask$5 = word_mask$5 | (one16 << bit_q$1$q);
        end
        if (col_q$2$q == col_q$5$q) begin
            word_mask$5 = word_mask$5 | (one16 << bit_q$2$q);
        end
        if (col_q$3$q == col_q$5$q) begin
            word_mask$5 = word_mask$5 | (one16 << bit_q$3$q);
        end
        if (col_q$4$q == col_q$5$q) begin
            word_mask$5 = word_mask$5 | (one16 << bit_q$4$q);
        end
        if (col_q$5$q == col_q$5$q) begin
            word_mask$5 = word_mask$5 | (one16 << bit_q$5$q);
        end
        first_in_word$5 = 1'b1;
        if (before$5[0] & (col_q$0$q == col_q$5$q)) begin
            first_in_word$5 = 1'b0;
        end
        if (before$5[1] & (col_q$1$q == col_q$5$q)) begin
            first_in_word$5 = 1'b0;
        end
        if (before$5[2] & (col_q$2$q == col_q$5$q)) begin
            first_in_word$5 = 1'b0;
        end
        if (before$5[3] & (col_q$3$q == col_q$5$q)) begin
            first_in_word$5 = 1'b0;
        end
        if (before$5[4] & (col_q$4$q == col_q$5$q)) begin
            first_in_word$5 = 1'b0;
        end
        if (before$5[5] & (col_q$5$q == col_q$5$q)) begin
            first_in_word$5 = 1'b0;
        end
    end
    
endmodule // top$core$next_op


module sdram_bloom_k6_r4$core$next_op$bank_q(d,q,clock);
    
    // Module arguments
    input wire  [1:0] d;
    output reg  [1:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 2'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$core$next_op$bank_q


module sdram_bloom_k6_r4$core$next_op$bit_q$0(d,q,clock);
    
    // Module arguments
    input wire  [3:0] d;
    output reg  [3:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 4'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$core$next_op$bit_q$0


module sdram_bloom_k6_r4$core$next_op$bit_q$1(d,q,clock);
    
    // Module arguments
    input wire  [3:0] d;
    output reg  [3:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 4'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$core$next_op$bit_q$1


module sdram_bloom_k6_r4$core$next_op$bit_q$2(d,q,clock);
    
    // Module arguments
    input wire  [3:0] d;
    output reg  [3:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 4'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$core$next_op$bit_q$2


module sdram_bloom_k6_r4$core$next_op$bit_q$3(d,q,clock);
    
    // Module arguments
    input wire  [3:0] d;
    output reg  [3:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 4'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$core$next_op$bit_q$3


module sdram_bloom_k6_r4$core$next_op$bit_q$4(d,q,clock);
    
    // Module arguments
    input wire  [3:0] d;
    output reg  [3:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 4'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$core$next_op$bit_q$4


module sdram_bloom_k6_r4$core$next_op$bit_q$5(d,q,clock);
    
    // Module arguments
    input wire  [3:0] d;
    output reg  [3:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 4'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$core$next_op$bit_q$5


module sdram_bloom_k6_r4$core$next_op$col_q$0(d,q,clock);
    
    // Module arguments
    input wire  [8:0] d;
    output reg  [8:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 9'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$core$next_op$col_q$0


module sdram_bloom_k6_r4$core$next_op$col_q$1(d,q,clock);
    
    // Module arguments
    input wire  [8:0] d;
    output reg  [8:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 9'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$core$next_op$col_q$1


module sdram_bloom_k6_r4$core$next_op$col_q$2(d,q,clock);
    
    // Module arguments
    input wire  [8:0] d;
    output reg  [8:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 9'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$core$next_op$col_q$2


module sdram_bloom_k6_r4$core$next_op$col_q$3(d,q,clock);
    
    // Module arguments
    input wire  [8:0] d;
    output reg  [8:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 9'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$core$next_op$col_q$3


module sdram_bloom_k6_r4$core$next_op$col_q$4(d,q,clock);
    
    // Module arguments
    input wire  [8:0] d;
    output reg  [8:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 9'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$core$next_op$col_q$4


module sdram_bloom_k6_r4$core$next_op$col_q$5(d,q,clock);
    
    // Module arguments
    input wire  [8:0] d;
    output reg  [8:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 9'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$core$next_op$col_q$5


module sdram_bloom_k6_r4$core$next_op$group_q(d,q,clock);
    
    // Module arguments
    input wire  [2:0] d;
    output reg  [2:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 3'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$core$next_op$group_q


module sdram_bloom_k6_r4$core$next_op$op_q(d,q,clock);
    
    // Module arguments
    input wire  [2:0] d;
    output reg  [2:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 3'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$core$next_op$op_q


module sdram_bloom_k6_r4$core$next_op$row_q(d,q,clock);
    
    // Module arguments
    input wire  [12:0] d;
    output reg  [12:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 13'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$core$next_op$row_q


module sdram_bloom_k6_r4$core$next_op$word_q(d,q,clock);
    
    // Module arguments
    input wire  [15:0] d;
    output reg  [15:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 16'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$core$next_op$word_q


module sdram_bloom_k6_r4$core$op(d,q,clock);
    
    // Module arguments
    input wire  [2:0] d;
    output reg  [2:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 3'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$core$op


module sdram_bloom_k6_r4$core$phase(d,q,clock);
    
    // Module arguments
    input wire  [2:0] d;
    output reg  [2:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 3'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$core$phase


module sdram_bloom_k6_r4$core$pins(clock,reset,cmd_cs,cmd_ras,cmd_cas,cmd_we,cmd_ba,cmd_addr,cmd_dq,cmd_dq_oe,dq_in,sdram_cs_n,sdram_ras_n,sdram_cas_n,sdram_we_n,sdram_ba,sdram_addr,sdram_dqm,sdram_dq_out,sdram_dq_oe,sdram_dq_in);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  cmd_cs;
    input wire  cmd_ras;
    input wire  cmd_cas;
    input wire  cmd_we;
    input wire  [1:0] cmd_ba;
    input wire  [12:0] cmd_addr;
    input wire  [15:0] cmd_dq;
    input wire  cmd_dq_oe;
    output reg  [15:0] dq_in;
    output reg  sdram_cs_n;
    output reg  sdram_ras_n;
    output reg  sdram_cas_n;
    output reg  sdram_we_n;
    output reg  [1:0] sdram_ba;
    output reg  [12:0] sdram_addr;
    output reg  [1:0] sdram_dqm;
    output reg  [15:0] sdram_dq_out;
    output reg  sdram_dq_oe;
    input wire  [15:0] sdram_dq_in;
    
    // Constant declarations
    localparam  zero2 = 2'b0;
    
    // Stub signals
    reg  cs$d;
    wire  cs$q;
    reg  cs$clock;
    reg  ras$d;
    wire  ras$q;
    reg  ras$clock;
    reg  cas$d;
    wire  cas$q;
    reg  cas$clock;
    reg  we$d;
    wire  we$q;
    reg  we$clock;
    reg  [1:0] ba$d;
    wire  [1:0] ba$q;
    reg  ba$clock;
    reg  [12:0] addr$d;
    wire  [12:0] addr$q;
    reg  addr$clock;
    reg  [15:0] dq_out$d;
    wire  [15:0] dq_out$q;
    reg  dq_out$clock;
    reg  dq_oe$d;
    wire  dq_oe$q;
    reg  dq_oe$clock;
    reg  [15:0] dq_in_q$d;
    wire  [15:0] dq_in_q$q;
    reg  dq_in_q$clock;
    
    // Sub module instances
    sdram_bloom_k6_r4$core$pins$cs cs(
        .d(cs$d),
        .q(cs$q),
        .clock(cs$clock)
    );
    sdram_bloom_k6_r4$core$pins$ras ras(
        .d(ras$d),
        .q(ras$q),
        .clock(ras$clock)
    );
    sdram_bloom_k6_r4$core$pins$cas cas(
        .d(cas$d),
        .q(cas$q),
        .clock(cas$clock)
    );
    sdram_bloom_k6_r4$core$pins$we we(
        .d(we$d),
        .q(we$q),
        .clock(we$clock)
    );
    sdram_bloom_k6_r4$core$pins$ba ba(
        .d(ba$d),
        .q(ba$q),
        .clock(ba$clock)
    );
    sdram_bloom_k6_r4$core$pins$addr addr(
        .d(addr$d),
        .q(addr$q),
        .clock(addr$clock)
    );
    sdram_bloom_k6_r4$core$pins$dq_out dq_out(
        .d(dq_out$d),
        .q(dq_out$q),
        .clock(dq_out$clock)
    );
    sdram_bloom_k6_r4$core$pins$dq_oe dq_oe(
        .d(dq_oe$d),
        .q(dq_oe$q),
        .clock(dq_oe$clock)
    );
    sdram_bloom_k6_r4$core$pins$dq_in_q dq_in_q(
        .d(dq_in_q$d),
        .q(dq_in_q$q),
        .clock(dq_in_q$clock)
    );
    
    // Update code
    always @(*) begin
        cs$clock = clock;
        ras$clock = clock;
        cas$clock = clock;
        we$clock = clock;
        ba$clock = clock;
        addr$clock = clock;
        dq_out$clock = clock;
        dq_oe$clock = clock;
        dq_in_q$clock = clock;
        cs$d = cs$q;
        ras$d = ras$q;
        cas$d = cas$q;
        we$d = we$q;
        ba$d = ba$q;
        addr$d = addr$q;
        dq_out$d = dq_out$q;
        dq_oe$d = dq_oe$q;
        dq_in_q$d = dq_in_q$q;
        cs$d = cmd_cs;
        ras$d = cmd_ras;
        cas$d = cmd_cas;
        we$d = cmd_we;
        ba$d = cmd_ba;
        addr$d = cmd_addr;
        dq_out$d = cmd_dq;
        dq_oe$d = cmd_dq_oe;
        dq_in_q$d = sdram_dq_in;
        if (reset) begin
            cs$d = 1'b0;
            dq_oe$d = 1'b0;
        end
        sdram_cs_n = ~cs$q;
        sdram_ras_n = ~ras$q;
        sdram_cas_n = ~cas$q;
        sdram_we_n = ~we$q;
        sdram_ba = ba$q;
        sdram_addr = addr$q;
        sdram_dqm = zero2;
        sdram_dq_out = dq_out$q;
        sdram_dq_oe = dq_oe$q;
        dq_in = dq_in_q$q;
    end
    
endmodule // top$core$pins


module sdram_bloom_k6_r4$core$pins$addr(d,q,clock);
    
    // Module arguments
    input wire  [12:0] d;
    output reg  [12:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 13'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$core$pins$addr


module sdram_bloom_k6_r4$core$pins$ba(d,q,clock);
    
    // Module arguments
    input wire  [1:0] d;
    output reg  [1:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 2'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$core$pins$ba


module sdram_bloom_k6_r4$core$pins$cas(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$core$pins$cas


module sdram_bloom_k6_r4$core$pins$cs(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$core$pins$cs


module sdram_bloom_k6_r4$core$pins$dq_in_q(d,q,clock);
    
    // Module arguments
    input wire  [15:0] d;
    output reg  [15:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 16'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$core$pins$dq_in_q


module sdram_bloom_k6_r4$core$pins$dq_oe(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$core$pins$dq_oe


module sdram_bloom_k6_r4$core$pins$dq_out(d,q,clock);
    
    // Module arguments
    input wire  [15:0] d;
    output reg  [15:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 16'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$core$pins$dq_out


module sdram_bloom_k6_r4$core$pins$ras(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$core$pins$ras


module sdram_bloom_k6_r4$core$pins$we(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$core$pins$we


module sdram_bloom_k6_r4$core$power_up(clock,reset,done,cmd_cs,cmd_ras,cmd_cas,cmd_we,cmd_addr);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    output reg  done;
    output reg  cmd_cs;
    output reg  cmd_ras;
    output reg  cmd_cas;
    output reg  cmd_we;
    output reg  [12:0] cmd_addr;
    
    // Constant declarations
    localparam  st_wait_power = 3'b0;
    localparam  st_precharge = 3'b1;
    localparam  st_refresh = 3'b10;
    localparam  st_mode = 3'b11;
    localparam  st_mode_wait = 3'b100;
    localparam  st_done = 3'b101;
    localparam  one4 = 4'h1;
    localparam  one16 = 16'h1;
    localparam  zero4 = 4'h0;
    localparam  zero13 = 13'b0;
    localparam  t_power_up = 16'h4e20;
    localparam  w_rp = 16'h1;
    localparam  w_rc = 16'h6;
    localparam  w_mrd = 16'h1;
    localparam  n_refreshes = 4'h8;
    localparam  all_banks = 13'b10000000000;
    localparam  mode = 13'b100000;
    
    // Stub signals
    reg  [2:0] step$d;
    wire  [2:0] step$q;
    reg  step$clock;
    reg  [15:0] delay$d;
    wire  [15:0] delay$q;
    reg  delay$clock;
    reg  [3:0] refreshes$d;
    wire  [3:0] refreshes$q;
    reg  refreshes$clock;
    
    // Sub module instances
    sdram_bloom_k6_r4$core$power_up$step step(
        .d(step$d),
        .q(step$q),
        .clock(step$clock)
    );
    sdram_bloom_k6_r4$core$power_up$delay delay(
        .d(delay$d),
        .q(delay$q),
        .clock(delay$clock)
    );
    sdram_bloom_k6_r4$core$power_up$refreshes refreshes(
        .d(refreshes$d),
        .q(refreshes$q),
        .clock(refreshes$clock)
    );
    
    // Update code
    always @(*) begin
        step$clock = clock;
        delay$clock = clock;
        refreshes$clock = clock;
        step$d = step$q;
        delay$d = delay$q;
        refreshes$d = refreshes$q;
        cmd_cs = 1'b0;
        cmd_ras = 1'b0;
        cmd_cas = 1'b0;
        cmd_we = 1'b0;
        cmd_addr = zero13;
        done = step$q == st_done;
        if (|delay$q) begin
            delay$d = delay$q - one16;
        end
        else begin
            case (step$q)
                0:
                    begin
                        step$d = st_precharge;
                    end
                1:
                    begin
                        cmd_cs = 1'b1;
                        cmd_ras = 1'b1;
                        cmd_we = 1'b1;
                        cmd_addr = all_banks;
                        refreshes$d = zero4;
                        delay$d = w_rp;
                        step$d = st_refresh;
                    end
                2:
                    begin
                        cmd_cs = 1'b1;
                        cmd_ras = 1'b1;
                        cmd_cas = 1'b1;
                        refreshes$d = refreshes$q + one4;
                        delay$d = w_rc;
                        if (refreshes$q + one4 == n_refreshes) begin
                            step$d = st_mode;
                        end
                    end
                3:
                    begin
                        cmd_cs = 1'b1;
                        cmd_ras = 1'b1;
                        cmd_cas = 1'b1;
                        cmd_we = 1'b1;
                        cmd_addr = mode;
                        delay$d = w_mrd;
                        step$d = st_mode_wait;
                    end
                4:
                    begin
                        step$d = st_done;
                    end
                default:
                    begin
                    end
            endcase
        end
        if (reset) begin
            step$d = st_wait_power;
            delay$d = t_power_up;
        end
    end
    
endmodule // top$core$power_up


module sdram_bloom_k6_r4$core$power_up$delay(d,q,clock);
    
    // Module arguments
    input wire  [15:0] d;
    output reg  [15:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 16'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$core$power_up$delay


module sdram_bloom_k6_r4$core$power_up$refreshes(d,q,clock);
    
    // Module arguments
    input wire  [3:0] d;
    output reg  [3:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 4'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$core$power_up$refreshes


module sdram_bloom_k6_r4$core$power_up$step(d,q,clock);
    
    // Module arguments
    input wire  [2:0] d;
    output reg  [2:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 3'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$core$power_up$step


module sdram_bloom_k6_r4$core$queued(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$core$queued


module sdram_bloom_k6_r4$core$queued_opened(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$core$queued_opened


module sdram_bloom_k6_r4$core$read_pipe(d,q,clock);
    
    // Module arguments
    input wire  [7:0] d;
    output reg  [7:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 8'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$core$read_pipe


module sdram_bloom_k6_r4$core$report(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$core$report


module sdram_bloom_k6_r4$core$results(clock,reset,push,push_op,push_hit,push_word,room_for_two,room_for_one,out_valid,out_ready,out_op,out_hit,out_word);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  push;
    input wire  [2:0] push_op;
    input wire  push_hit;
    input wire  [15:0] push_word;
    output reg  room_for_two;
    output reg  room_for_one;
    output reg  out_valid;
    input wire  out_ready;
    output reg  [2:0] out_op;
    output reg  out_hit;
    output reg  [15:0] out_word;
    
    // Stub signals
    reg  out_full$d;
    wire  out_full$q;
    reg  out_full$clock;
    reg  [2:0] out_op_q$d;
    wire  [2:0] out_op_q$q;
    reg  out_op_q$clock;
    reg  out_hit_q$d;
    wire  out_hit_q$q;
    reg  out_hit_q$clock;
    reg  [15:0] out_word_q$d;
    wire  [15:0] out_word_q$q;
    reg  out_word_q$clock;
    reg  spare_full$d;
    wire  spare_full$q;
    reg  spare_full$clock;
    reg  [2:0] spare_op$d;
    wire  [2:0] spare_op$q;
    reg  spare_op$clock;
    reg  spare_hit$d;
    wire  spare_hit$q;
    reg  spare_hit$clock;
    reg  [15:0] spare_word$d;
    wire  [15:0] spare_word$q;
    reg  spare_word$clock;
    
    // Local signals
    reg  out_free;
    reg  out_stuck;
    
    // Sub module instances
    sdram_bloom_k6_r4$core$results$out_full out_full(
        .d(out_full$d),
        .q(out_full$q),
        .clock(out_full$clock)
    );
    sdram_bloom_k6_r4$core$results$out_op_q out_op_q(
        .d(out_op_q$d),
        .q(out_op_q$q),
        .clock(out_op_q$clock)
    );
    sdram_bloom_k6_r4$core$results$out_hit_q out_hit_q(
        .d(out_hit_q$d),
        .q(out_hit_q$q),
        .clock(out_hit_q$clock)
    );
    sdram_bloom_k6_r4$core$results$out_word_q out_word_q(
        .d(out_word_q$d),
        .q(out_word_q$q),
        .clock(out_word_q$clock)
    );
    sdram_bloom_k6_r4$core$results$spare_full spare_full(
        .d(spare_full$d),
        .q(spare_full$q),
        .clock(spare_full$clock)
    );
    sdram_bloom_k6_r4$core$results$spare_op spare_op(
        .d(spare_op$d),
        .q(spare_op$q),
        .clock(spare_op$clock)
    );
    sdram_bloom_k6_r4$core$results$spare_hit spare_hit(
        .d(spare_hit$d),
        .q(spare_hit$q),
        .clock(spare_hit$clock)
    );
    sdram_bloom_k6_r4$core$results$spare_word spare_word(
        .d(spare_word$d),
        .q(spare_word$q),
        .clock(spare_word$clock)
    );
    
    // Update code
    always @(*) begin
        out_full$clock = clock;
        out_op_q$clock = clock;
        out_hit_q$clock = clock;
        out_word_q$clock = clock;
        spare_full$clock = clock;
        spare_op$clock = clock;
        spare_hit$clock = clock;
        spare_word$clock = clock;
        out_full$d = out_full$q;
        out_op_q$d = out_op_q$q;
        out_hit_q$d = out_hit_q$q;
        out_word_q$d = out_word_q$q;
        spare_full$d = spare_full$q;
        spare_op$d = spare_op$q;
        spare_hit$d = spare_hit$q;
        spare_word$d = spare_word$q;
        out_valid = out_full$q;
        out_op = out_op_q$q;
        out_hit = out_hit_q$q;
        out_word = out_word_q$q;
        out_free = ~out_full$q | out_ready;
        out_stuck = out_full$q & ~out_ready;
        room_for_two = ~out_stuck & ~spare_full$q;
        room_for_one = ~(out_stuck & spare_full$q);
        if (out_full$q & out_ready) begin
            out_full$d = 1'b0;
        end
        if (spare_full$q & out_free) begin
            out_full$d = 1'b1;
            out_op_q$d = spare_op$q;
            out_hit_q$d = spare_hit$q;
            out_word_q$d = spare_word$q;
            spare_full$d = 1'b0;
        end
        if (push) begin
            if (out_free & ~spare_full$q) begin
                out_full$d = 1'b1;
                out_op_q$d = push_op;
                out_hit_q$d = push_hit;
                out_word_q$d = push_word;
            end
            else begin
                spare_full$d = 1'b1;
                spare_op$d = push_op;
                spare_hit$d = push_hit;
                spare_word$d = push_word;
            end
        end
        if (reset) begin
            out_full$d = 1'b0;
            spare_full$d = 1'b0;
        end
    end
    
endmodule // top$core$results


module sdram_bloom_k6_r4$core$results$out_full(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$core$results$out_full


module sdram_bloom_k6_r4$core$results$out_hit_q(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$core$results$out_hit_q


module sdram_bloom_k6_r4$core$results$out_op_q(d,q,clock);
    
    // Module arguments
    input wire  [2:0] d;
    output reg  [2:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 3'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$core$results$out_op_q


module sdram_bloom_k6_r4$core$results$out_word_q(d,q,clock);
    
    // Module arguments
    input wire  [15:0] d;
    output reg  [15:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 16'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$core$results$out_word_q


module sdram_bloom_k6_r4$core$results$spare_full(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$core$results$spare_full


module sdram_bloom_k6_r4$core$results$spare_hit(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$core$results$spare_hit


module sdram_bloom_k6_r4$core$results$spare_op(d,q,clock);
    
    // Module arguments
    input wire  [2:0] d;
    output reg  [2:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 3'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$core$results$spare_op


module sdram_bloom_k6_r4$core$results$spare_word(d,q,clock);
    
    // Module arguments
    input wire  [15:0] d;
    output reg  [15:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 16'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$core$results$spare_word


module sdram_bloom_k6_r4$core$ring(clock,load,load_col$0,load_col$1,load_col$2,load_col$3,load_col$4,load_col$5,load_bit$0,load_bit$1,load_bit$2,load_bit$3,load_bit$4,load_bit$5,load_mask$0,load_mask$1,load_mask$2,load_mask$3,load_mask$4,load_mask$5,load_first$0,load_first$1,load_first$2,load_first$3,load_first$4,load_first$5,rotate,rotate_words,capture,dq,insert,write_word,col,all_set,new_word,changed,word);
    
    // Module arguments
    input wire  clock;
    input wire  load;
    input wire  [8:0] load_col$0;
    input wire  [8:0] load_col$1;
    input wire  [8:0] load_col$2;
    input wire  [8:0] load_col$3;
    input wire  [8:0] load_col$4;
    input wire  [8:0] load_col$5;
    input wire  [3:0] load_bit$0;
    input wire  [3:0] load_bit$1;
    input wire  [3:0] load_bit$2;
    input wire  [3:0] load_bit$3;
    input wire  [3:0] load_bit$4;
    input wire  [3:0] load_bit$5;
    input wire  [15:0] load_mask$0;
    input wire  [15:0] load_mask$1;
    input wire  [15:0] load_mask$2;
    input wire  [15:0] load_mask$3;
    input wire  [15:0] load_mask$4;
    input wire  [15:0] load_mask$5;
    input wire  load_first$0;
    input wire  load_first$1;
    input wire  load_first$2;
    input wire  load_first$3;
    input wire  load_first$4;
    input wire  load_first$5;
    input wire  rotate;
    input wire  rotate_words;
    input wire  capture;
    input wire  [15:0] dq;
    input wire  insert;
    input wire  [15:0] write_word;
    output reg  [8:0] col;
    output reg  all_set;
    output reg  [15:0] new_word;
    output reg  changed;
    output reg  [15:0] word;
    
    // Constant declarations
    localparam  one16 = 16'h1;
    
    // Stub signals
    reg  [8:0] cols$0$d;
    wire  [8:0] cols$0$q;
    reg  cols$0$clock;
    reg  [8:0] cols$1$d;
    wire  [8:0] cols$1$q;
    reg  cols$1$clock;
    reg  [8:0] cols$2$d;
    wire  [8:0] cols$2$q;
    reg  cols$2$clock;
    reg  [8:0] cols$3$d;
    wire  [8:0] cols$3$q;
    reg  cols$3$clock;
    reg  [8:0] cols$4$d;
    wire  [8:0] cols$4$q;
    reg  cols$4$clock;
    reg  [8:0] cols$5$d;
    wire  [8:0] cols$5$q;
    reg  cols$5$clock;
    reg  [3:0] bits$0$d;
    wire  [3:0] bits$0$q;
    reg  bits$0$clock;
    reg  [3:0] bits$1$d;
    wire  [3:0] bits$1$q;
    reg  bits$1$clock;
    reg  [3:0] bits$2$d;
    wire  [3:0] bits$2$q;
    reg  bits$2$clock;
    reg  [3:0] bits$3$d;
    wire  [3:0] bits$3$q;
    reg  bits$3$clock;
    reg  [3:0] bits$4$d;
    wire  [3:0] bits$4$q;
    reg  bits$4$clock;
    reg  [3:0] bits$5$d;
    wire  [3:0] bits$5$q;
    reg  bits$5$clock;
    reg  [15:0] masks$0$d;
    wire  [15:0] masks$0$q;
    reg  masks$0$clock;
    reg  [15:0] masks$1$d;
    wire  [15:0] masks$1$q;
    reg  masks$1$clock;
    reg  [15:0] masks$2$d;
    wire  [15:0] masks$2$q;
    reg  masks$2$clock;
    reg  [15:0] masks$3$d;
    wire  [15:0] masks$3$q;
    reg  masks$3$clock;
    reg  [15:0] masks$4$d;
    wire  [15:0] masks$4$q;
    reg  masks$4$clock;
    reg  [15:0] masks$5$d;
    wire  [15:0] masks$5$q;
    reg  masks$5$clock;
    reg  firsts$0$d;
    wire  firsts$0$q;
    reg  firsts$0$clock;
    reg  firsts$1$d;
    wire  firsts$1$q;
    reg  firsts$1$clock;
    reg  firsts$2$d;
    wire  firsts$2$q;
    reg  firsts$2$clock;
    reg  firsts$3$d;
    wire  firsts$3$q;
    reg  firsts$3$clock;
    reg  firsts$4$d;
    wire  firsts$4$q;
    reg  firsts$4$clock;
    reg  firsts$5$d;
    wire  firsts$5$q;
    reg  firsts$5$clock;
    reg  [15:0] data$0$d;
    wire  [15:0] data$0$q;
    reg  data$0$clock;
    reg  [15:0] data$1$d;
    wire  [15:0] data$1$q;
    reg  data$1$clock;
    reg  [15:0] data$2$d;
    wire  [15:0] data$2$q;
    reg  data$2$clock;
    reg  [15:0] data$3$d;
    wire  [15:0] data$3$q;
    reg  data$3$clock;
    reg  [15:0] data$4$d;
    wire  [15:0] data$4$q;
    reg  data$4$clock;
    reg  [15:0] data$5$d;
    wire  [15:0] data$5$q;
    reg  data$5$clock;
    
    // Sub module instances
    sdram_bloom_k6_r4$core$ring$cols$0 cols$0(
        .d(cols$0$d),
        .q(cols$0$q),
        .clock(cols$0$clock)
    );
    sdram_bloom_k6_r4$core$ring$cols$1 cols$1(
        .d(cols$1$d),
        .q(cols$1$q),
        .clock(cols$1$clock)
    );
    sdram_bloom_k6_r4$core$ring$cols$2 cols$2(
        .d(cols$2$d),
        .q(cols$2$q),
        .clock(cols$2$clock)
    );
    sdram_bloom_k6_r4$core$ring$cols$3 cols$3(
        .d(cols$3$d),
        .q(cols$3$q),
        .clock(cols$3$clock)
    );
    sdram_bloom_k6_r4$core$ring$cols$4 cols$4(
        .d(cols$4$d),
        .q(cols$4$q),
        .clock(cols$4$clock)
    );
    sdram_bloom_k6_r4$core$ring$cols$5 cols$5(
        .d(cols$5$d),
        .q(cols$5$q),
        .clock(cols$5$clock)
    );
    sdram_bloom_k6_r4$core$ring$bits$0 bits$0(
        .d(bits$0$d),
        .q(bits$0$q),
        .clock(bits$0$clock)
    );
    sdram_bloom_k6_r4$core$ring$bits$1 bits$1(
        .d(bits$1$d),
        .q(bits$1$q),
        .clock(bits$1$clock)
    );
    sdram_bloom_k6_r4$core$ring$bits$2 bits$2(
        .d(bits$2$d),
        .q(bits$2$q),
        .clock(bits$2$clock)
    );
    sdram_bloom_k6_r4$core$ring$bits$3 bits$3(
        .d(bits$3$d),
        .q(bits$3$q),
        .clock(bits$3$clock)
    );
    sdram_bloom_k6_r4$core$ring$bits$4 bits$4(
        .d(bits$4$d),
        .q(bits$4$q),
        .clock(bits$4$clock)
    );
    sdram_bloom_k6_r4$core$ring$bits$5 bits$5(
        .d(bits$5$d),
        .q(bits$5$q),
        .clock(bits$5$clock)
    );
    sdram_bloom_k6_r4$core$ring$masks$0 masks$0(
        .d(masks$0$d),
        .q(masks$0$q),
        .clock(masks$0$clock)
    );
    sdram_bloom_k6_r4$core$ring$masks$1 masks$1(
        .d(masks$1$d),
        .q(masks$1$q),
        .clock(masks$1$clock)
    );
    sdram_bloom_k6_r4$core$ring$masks$2 masks$2(
        .d(masks$2$d),
        .q(masks$2$q),
        .clock(masks$2$clock)
    );
    sdram_bloom_k6_r4$core$ring$masks$3 masks$3(
        .d(masks$3$d),
        .q(masks$3$q),
        .clock(masks$3$clock)
    );
    sdram_bloom_k6_r4$core$ring$masks$4 masks$4(
        .d(masks$4$d),
        .q(masks$4$q),
        .clock(masks$4$clock)
    );
    sdram_bloom_k6_r4$core$ring$masks$5 masks$5(
        .d(masks$5$d),
        .q(masks$5$q),
        .clock(masks$5$clock)
    );
    sdram_bloom_k6_r4$core$ring$firsts$0 firsts$0(
        .d(firsts$0$d),
        .q(firsts$0$q),
        .clock(firsts$0$clock)
    );
    sdram_bloom_k6_r4$core$ring$firsts$1 firsts$1(
        .d(firsts$1$d),
        .q(firsts$1$q),
        .clock(firsts$1$clock)
    );
    sdram_bloom_k6_r4$core$ring$firsts$2 firsts$2(
        .d(firsts$2$d),
        .q(firsts$2$q),
        .clock(firsts$2$clock)
    );
    sdram_bloom_k6_r4$core$ring$firsts$3 firsts$3(
        .d(firsts$3$d),
        .q(firsts$3$q),
        .clock(firsts$3$clock)
    );
    sdram_bloom_k6_r4$core$ring$firsts$4 firsts$4(
        .d(firsts$4$d),
        .q(firsts$4$q),
        .clock(firsts$4$clock)
    );
    sdram_bloom_k6_r4$core$ring$firsts$5 firsts$5(
        .d(firsts$5$d),
        .q(firsts$5$q),
        .clock(firsts$5$clock)
    );
    sdram_bloom_k6_r4$core$ring$data$0 data$0(
        .d(data$0$d),
        .q(data$0$q),
        .clock(data$0$clock)
    );
    sdram_bloom_k6_r4$core$ring$data$1 data$1(
        .d(data$1$d),
        .q(data$1$q),
        .clock(data$1$clock)
    );
    sdram_bloom_k6_r4$core$ring$data$2 data$2(
        .d(data$2$d),
        .q(data$2$q),
        .clock(data$2$clock)
    );
    sdram_bloom_k6_r4$core$ring$data$3 data$3(
        .d(data$3$d),
        .q(data$3$q),
        .clock(data$3$clock)
    );
    sdram_bloom_k6_r4$core$ring$data$4 data$4(
        .d(data$4$d),
        .q(data$4$q),
        .clock(data$4$clock)
    );
    sdram_bloom_k6_r4$core$ring$data$5 data$5(
        .d(data$5$d),
        .q(data$5$q),
        .clock(data$5$clock)
    );
    
    // Update code
    always @(*) begin
        cols$0$clock = clock;
        cols$0$d = cols$0$q;
        bits$0$clock = clock;
        bits$0$d = bits$0$q;
        masks$0$clock = clock;
        masks$0$d = masks$0$q;
        firsts$0$clock = clock;
        firsts$0$d = firsts$0$q;
        data$0$clock = clock;
        data$0$d = data$0$q;
        cols$1$clock = clock;
        cols$1$d = cols$1$q;
        bits$1$clock = clock;
        bits$1$d = bits$1$q;
        masks$1$clock = clock;
        masks$1$d = masks$1$q;
        firsts$1$clock = clock;
        firsts$1$d = firsts$1$q;
        data$1$clock = clock;
        data$1$d = data$1$q;
        cols$2$clock = clock;
        cols$2$d = cols$2$q;
        bits$2$clock = clock;
        bits$2$d = bits$2$q;
        masks$2$clock = clock;
        masks$2$d = masks$2$q;
        firsts$2$clock = clock;
        firsts$2$d = firsts$2$q;
        data$2$clock = clock;
        data$2$d = data$2$q;
        cols$3$clock = clock;
        cols$3$d = cols$3$q;
        bits$3$clock = clock;
        bits$3$d = bits$3$q;
        masks$3$clock = clock;
        masks$3$d = masks$3$q;
        firsts$3$clock = clock;
        firsts$3$d = firsts$3$q;
        data$3$clock = clock;
        data$3$d = data$3$q;
        cols$4$clock = clock;
        cols$4$d = cols$4$q;
        bits$4$clock = clock;
        bits$4$d = bits$4$q;
        masks$4$clock = clock;
        masks$4$d = masks$4$q;
        firsts$4$clock = clock;
        firsts$4$d = firsts$4$q;
        data$4$clock = clock;
        data$4$d = data$4$q;
        cols$5$clock = clock;
        cols$5$d = cols$5$q;
        bits$5$clock = clock;
        bits$5$d = bits$5$q;
        masks$5$clock = clock;
        masks$5$d = masks$5$q;
        firsts$5$clock = clock;
        firsts$5$d = firsts$5$q;
        data$5$clock = clock;
        data$5$d = data$5$q;
        col = cols$0$q;
        word = data$0$q;
        all_set = 1'b1;
        if (~|(data$0$q & (one16 << bits$0$q))) begin
            all_set = 1'b0;
        end
        if (~|(data$1$q & (one16 << bits$1$q))) begin
            all_set = 1'b0;
        end
        if (~|(data$2$q & (one16 << bits$2$q))) begin
            all_set = 1'b0;
        end
        if (~|(data$3$q & (one16 << bits$3$q))) begin
            all_set = 1'b0;
        end
        if (~|(data$4$q & (one16 << bits$4$q))) begin
            all_set = 1'b0;
        end
        if (~|(data$5$q & (one16 << bits$5$q))) begin
            all_set = 1'b0;
        end
        if (insert) begin
            new_word = data$0$q | masks$0$q;
        end
        else begin
            new_word = write_word;
        end
        changed = firsts$0$q & (new_word != data$0$q);
        if (rotate) begin
            cols$0$d = cols$1$q;
            bits$0$d = bits$1$q;
            masks$0$d = masks$1$q;
            firsts$0$d = firsts$1$q;
            cols$1$d = cols$2$q;
            bits$1$d = bits$2$q;
            masks$1$d = masks$2$q;
            firsts$1$d = firsts$2$q;
            cols$2$d = cols$3$q;
            bits$2$d = bits$3$q;
            masks$2$d = masks$3$q;
            firsts$2$d = firsts$3$q;
            cols$3$d = cols$4$q;
            bits$3$d = bits$4$q;
            masks$3$d = masks$4$q;
            firsts$3$d = firsts$4$q;
            cols$4$d = cols$5$q;
            bits$4$d = bits$5$q;
            masks$4$d = masks$5$q;
            firsts$4$d = firsts$5$q;
            cols$5$d = cols$0$q;
            bits$5$d = bits$0$q;
            masks$5$d = masks$0$q;
            firsts$5$d = firsts$0$q;
        end
        if (rotate_words) begin
            data$0$d = data$1$q;
            data$1$d = data$2$q;
            data$2$d = data$3$q;
            data$3$d = data$4$q;
            data$4$d = data$5$q;
            data$5$d = data$0$q;
        end
        if (capture) begin
            data$0$d = data$1$q;
            data$1$d = data$2$q;
            data$2$d = data$3$q;
            data$3$d = data$4$q;
            data$4$d = data$5$q;
            data$5$d = dq;
        end
        if (load) begin
            cols$0$d = load_col$0;
            bits$0$d = load_bit$0;
            masks$0$d = load_mask$0;
            firsts$0$d = load_first$0;
            cols$1$d = load_col$1;
            bits$1$d = load_bit$1;
            masks$1$d = load_mask$1;
            firsts$1$d = load_first$1;
            cols$2$d = load_col$2;
            bits$2$d = load_bit$2;
            masks$2$d = load_mask$2;
            firsts$2$d = load_first$2;
            cols$3$d = load_col$3;
            bits$3$d = load_bit$3;
            masks$3$d = load_mask$3;
            firsts$3$d = load_first$3;
            cols$4$d = load_col$4;
            bits$4$d = load_bit$4;
            masks$4$d = load_mask$4;
            firsts$4$d = load_first$4;
            cols$5$d = load_col$5;
            bits$5$d = load_bit$5;
            masks$5$d = load_mask$5;
            firsts$5$d = load_first$5;
        end
    end
    
endmodule // top$core$ring


module sdram_bloom_k6_r4$core$ring$bits$0(d,q,clock);
    
    // Module arguments
    input wire  [3:0] d;
    output reg  [3:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 4'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$core$ring$bits$0


module sdram_bloom_k6_r4$core$ring$bits$1(d,q,clock);
    
    // Module arguments
    input wire  [3:0] d;
    output reg  [3:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 4'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$core$ring$bits$1


module sdram_bloom_k6_r4$core$ring$bits$2(d,q,clock);
    
    // Module arguments
    input wire  [3:0] d;
    output reg  [3:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 4'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$core$ring$bits$2


module sdram_bloom_k6_r4$core$ring$bits$3(d,q,clock);
    
    // Module arguments
    input wire  [3:0] d;
    output reg  [3:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 4'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$core$ring$bits$3


module sdram_bloom_k6_r4$core$ring$bits$4(d,q,clock);
    
    // Module arguments
    input wire  [3:0] d;
    output reg  [3:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 4'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$core$ring$bits$4


module sdram_bloom_k6_r4$core$ring$bits$5(d,q,clock);
    
    // Module arguments
    input wire  [3:0] d;
    output reg  [3:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 4'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$core$ring$bits$5


module sdram_bloom_k6_r4$core$ring$cols$0(d,q,clock);
    
    // Module arguments
    input wire  [8:0] d;
    output reg  [8:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 9'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$core$ring$cols$0


module sdram_bloom_k6_r4$core$ring$cols$1(d,q,clock);
    
    // Module arguments
    input wire  [8:0] d;
    output reg  [8:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 9'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$core$ring$cols$1


module sdram_bloom_k6_r4$core$ring$cols$2(d,q,clock);
    
    // Module arguments
    input wire  [8:0] d;
    output reg  [8:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 9'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$core$ring$cols$2


module sdram_bloom_k6_r4$core$ring$cols$3(d,q,clock);
    
    // Module arguments
    input wire  [8:0] d;
    output reg  [8:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 9'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$core$ring$cols$3


module sdram_bloom_k6_r4$core$ring$cols$4(d,q,clock);
    
    // Module arguments
    input wire  [8:0] d;
    output reg  [8:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 9'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$core$ring$cols$4


module sdram_bloom_k6_r4$core$ring$cols$5(d,q,clock);
    
    // Module arguments
    input wire  [8:0] d;
    output reg  [8:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 9'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$core$ring$cols$5


module sdram_bloom_k6_r4$core$ring$data$0(d,q,clock);
    
    // Module arguments
    input wire  [15:0] d;
    output reg  [15:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 16'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$core$ring$data$0


module sdram_bloom_k6_r4$core$ring$data$1(d,q,clock);
    
    // Module arguments
    input wire  [15:0] d;
    output reg  [15:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 16'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$core$ring$data$1


module sdram_bloom_k6_r4$core$ring$data$2(d,q,clock);
    
    // Module arguments
    input wire  [15:0] d;
    output reg  [15:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 16'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$core$ring$data$2


module sdram_bloom_k6_r4$core$ring$data$3(d,q,clock);
    
    // Module arguments
    input wire  [15:0] d;
    output reg  [15:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 16'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$core$ring$data$3


module sdram_bloom_k6_r4$core$ring$data$4(d,q,clock);
    
    // Module arguments
    input wire  [15:0] d;
    output reg  [15:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 16'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$core$ring$data$4


module sdram_bloom_k6_r4$core$ring$data$5(d,q,clock);
    
    // Module arguments
    input wire  [15:0] d;
    output reg  [15:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 16'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$core$ring$data$5


module sdram_bloom_k6_r4$core$ring$firsts$0(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$core$ring$firsts$0


module sdram_bloom_k6_r4$core$ring$firsts$1(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$core$ring$firsts$1


module sdram_bloom_k6_r4$core$ring$firsts$2(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$core$ring$firsts$2


module sdram_bloom_k6_r4$core$ring$firsts$3(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$core$ring$firsts$3


module sdram_bloom_k6_r4$core$ring$firsts$4(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$core$ring$firsts$4


module sdram_bloom_k6_r4$core$ring$firsts$5(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$core$ring$firsts$5


module sdram_bloom_k6_r4$core$ring$masks$0(d,q,clock);
    
    // Module arguments
    input wire  [15:0] d;
    output reg  [15:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 16'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$core$ring$masks$0


module sdram_bloom_k6_r4$core$ring$masks$1(d,q,clock);
    
    // Module arguments
    input wire  [15:0] d;
    output reg  [15:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 16'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$core$ring$masks$1


module sdram_bloom_k6_r4$core$ring$masks$2(d,q,clock);
    
    // Module arguments
    input wire  [15:0] d;
    output reg  [15:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 16'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$core$ring$masks$2


module sdram_bloom_k6_r4$core$ring$masks$3(d,q,clock);
    
    // Module arguments
    input wire  [15:0] d;
    output reg  [15:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 16'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$core$ring$masks$3


module sdram_bloom_k6_r4$core$ring$masks$4(d,q,clock);
    
    // Module arguments
    input wire  [15:0] d;
    output reg  [15:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 16'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$core$ring$masks$4


module sdram_bloom_k6_r4$core$ring$masks$5(d,q,clock);
    
    // Module arguments
    input wire  [15:0] d;
    output reg  [15:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 16'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$core$ring$masks$5


module sdram_bloom_k6_r4$core$set_bit_counter(clock,reset,clear,write,old_word,new_word,group,count,read_group,group_count);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  clear;
    input wire  write;
    input wire  [15:0] old_word;
    input wire  [15:0] new_word;
    input wire  [2:0] group;
    output reg  [31:0] count;
    input wire  [2:0] read_group;
    output reg  [31:0] group_count;
    
    // Constant declarations
    localparam  group_id$0 = 3'b0;
    localparam  group_id$1 = 3'b1;
    localparam  group_id$2 = 3'b10;
    localparam  group_id$3 = 3'b11;
    localparam  group_id$4 = 3'b100;
    localparam  group_id$5 = 3'b101;
    localparam  group_id$6 = 3'b110;
    localparam  group_id$7 = 3'b111;
    localparam  m1 = 16'h5555;
    localparam  m2 = 16'h3333;
    localparam  m4 = 16'hf0f;
    localparam  m8 = 16'hff;
    localparam  zero32 = 32'h0;
    
    // Stub signals
    reg  [31:0] total$d;
    wire  [31:0] total$q;
    reg  total$clock;
    reg  [31:0] groups$0$d;
    wire  [31:0] groups$0$q;
    reg  groups$0$clock;
    reg  [31:0] groups$1$d;
    wire  [31:0] groups$1$q;
    reg  groups$1$clock;
    reg  [31:0] groups$2$d;
    wire  [31:0] groups$2$q;
    reg  groups$2$clock;
    reg  [31:0] groups$3$d;
    wire  [31:0] groups$3$q;
    reg  groups$3$clock;
    reg  [31:0] groups$4$d;
    wire  [31:0] groups$4$q;
    reg  groups$4$clock;
    reg  [31:0] groups$5$d;
    wire  [31:0] groups$5$q;
    reg  groups$5$clock;
    reg  [31:0] groups$6$d;
    wire  [31:0] groups$6$q;
    reg  groups$6$clock;
    reg  [31:0] groups$7$d;
    wire  [31:0] groups$7$q;
    reg  groups$7$clock;
    reg  [2:0] group_q$d;
    wire  [2:0] group_q$q;
    reg  group_q$clock;
    reg  [31:0] group_count_q$d;
    wire  [31:0] group_count_q$q;
    reg  group_count_q$clock;
    reg  [31:0] gained_q$d;
    wire  [31:0] gained_q$q;
    reg  gained_q$clock;
    reg  [31:0] lost_q$d;
    wire  [31:0] lost_q$q;
    reg  lost_q$clock;
    
    // Local signals
    reg  [31:0] group_sel;
    reg  [15:0] gained;
    reg  [15:0] lost;
    reg  [15:0] g1;
    reg  [15:0] g2;
    reg  [15:0] g3;
    reg  [15:0] g4;
    reg  [15:0] l1;
    reg  [15:0] l2;
    reg  [15:0] l3;
    reg  [15:0] l4;
    
    // Sub module instances
    sdram_bloom_k6_r4$core$set_bit_counter$total total(
        .d(total$d),
        .q(total$q),
        .clock(total$clock)
    );
    sdram_bloom_k6_r4$core$set_bit_counter$groups$0 groups$0(
        .d(groups$0$d),
        .q(groups$0$q),
        .clock(groups$0$clock)
    );
    sdram_bloom_k6_r4$core$set_bit_counter$groups$1 groups$1(
        .d(groups$1$d),
        .q(groups$1$q),
        .clock(groups$1$clock)
    );
    sdram_bloom_k6_r4$core$set_bit_counter$groups$2 groups$2(
        .d(groups$2$d),
        .q(groups$2$q),
        .clock(groups$2$clock)
    );
    sdram_bloom_k6_r4$core$set_bit_counter$groups$3 groups$3(
        .d(groups$3$d),
        .q(groups$3$q),
        .clock(groups$3$clock)
    );
    sdram_bloom_k6_r4$core$set_bit_counter$groups$4 groups$4(
        .d(groups$4$d),
        .q(groups$4$q),
        .clock(groups$4$clock)
    );
    sdram_bloom_k6_r4$core$set_bit_counter$groups$5 groups$5(
        .d(groups$5$d),
        .q(groups$5$q),
        .clock(groups$5$clock)
    );
    sdram_bloom_k6_r4$core$set_bit_counter$groups$6 groups$6(
        .d(groups$6$d),
        .q(groups$6$q),
        .clock(groups$6$clock)
    );
    sdram_bloom_k6_r4$core$set_bit_counter$groups$7 groups$7(
        .d(groups$7$d),
        .q(groups$7$q),
        .clock(groups$7$clock)
    );
    sdram_bloom_k6_r4$core$set_bit_counter$group_q group_q(
        .d(group_q$d),
        .q(group_q$q),
        .clock(group_q$clock)
    );
    sdram_bloom_k6_r4$core$set_bit_counter$group_count_q group_count_q(
        .d(group_count_q$d),
        .q(group_count_q$q),
        .clock(group_count_q$clock)
    );
    sdram_bloom_k6_r4$core$set_bit_counter$gained_q gained_q(
        .d(gained_q$d),
        .q(gained_q$q),
        .clock(gained_q$clock)
    );
    sdram_bloom_k6_r4$core$set_bit_counter$lost_q lost_q(
        .d(lost_q$d),
        .q(lost_q$q),
        .clock(lost_q$clock)
    );
    
    // Update code
    always @(*) begin
        total$clock = clock;
        gained_q$clock = clock;
        lost_q$clock = clock;
        group_q$clock = clock;
        group_count_q$clock = clock;
        total$d = total$q;
        gained_q$d = gained_q$q;
        lost_q$d = lost_q$q;
        group_q$d = group_q$q;
        group_count_q$d = group_count_q$q;
        count = total$q;
        gained = new_word & ~old_word;
        lost = old_word & ~new_word;
        g1 = (gained & m1) + ((gained >> 32'h1) & m1);
        g2 = (g1 & m2) + ((g1 >> 32'h2) & m2);
        g3 = (g2 & m4) + ((g2 >> 32'h4) & m4);
        g4 = (g3 & m8) + ((g3 >> 32'h8) & m8);
        l1 = (lost & m1) + ((lost >> 32'h1) & m1);
        l2 = (l1 & m2) + ((l1 >> 32'h2) & m2);
        l3 = (l2 & m4) + ((l2 >> 32'h4) & m4);
        l4 = (l3 & m8) + ((l3 >> 32'h8) & m8);
        if (write) begin
            gained_q$d = ((g4) & 32'hffffffff);
            lost_q$d = ((l4) & 32'hffffffff);
        end
        else begin
            gained_q$d = zero32;
            lost_q$d = zero32;
        end
        group_q$d = group;
        total$d = total$q + gained_q$q - lost_q$q;
        groups$0$clock = clock;
        groups$0$d = groups$0$q;
        if (group_q$q == group_id$0) begin
            groups$0$d = groups$0$q + gained_q$q - lost_q$q;
        end
        groups$1$clock = clock;
        groups$1$d = groups$1$q;
        if (group_q$q == group_id$1) begin
            groups$1$d = groups$1$q + gained_q$q - lost_q$q;
        end
        groups$2$clock = clock;
        groups$2$d = groups$2$q;
        if (group_q$q == group_id$2) begin
            groups$2$d = groups$2$q + gained_q$q - lost_q$q;
        end
        groups$3$clock = clock;
        groups$3$d = groups$3$q;
        if (group_q$q == group_id$3) begin
            groups$3$d = groups$3$q + gained_q$q - lost_q$q;
        end
        groups$4$clock = clock;
        groups$4$d = groups$4$q;
        if (group_q$q == group_id$4) begin
            groups$4$d = groups$4$q + gained_q$q - lost_q$q;
        end
        groups$5$clock = clock;
        groups$5$d = groups$5$q;
        if (group_q$q == group_id$5) begin
            groups$5$d = groups$5$q + gained_q$q - lost_q$q;
        end
        groups$6$clock = clock;
        groups$6$d = groups$6$q;
        if (group_q$q == group_id$6) begin
            groups$6$d = groups$6$q + gained_q$q - lost_q$q;
        end
        groups$7$clock = clock;
        groups$7$d = groups$7$q;
        if (group_q$q == group_id$7) begin
            groups$7$d = groups$7$q + gained_q$q - lost_q$q;
        end
        if (clear | reset) begin
            total$d = zero32;
            gained_q$d = zero32;
            lost_q$d = zero32;
            groups$0$d = zero32;
            groups$1$d = zero32;
            groups$2$d = zero32;
            groups$3$d = zero32;
            groups$4$d = zero32;
            groups$5$d = zero32;
            groups$6$d = zero32;
            groups$7$d = zero32;
        end
        group_sel = zero32;
        if (read_group == group_id$0) begin
            group_sel = groups$0$q;
        end
        if (read_group == group_id$1) begin
            group_sel = groups$1$q;
        end
        if (read_group == group_id$2) begin
            group_sel = groups$2$q;
        end
        if (read_group == group_id$3) begin
            group_sel = groups$3$q;
        end
        if (read_group == group_id$4) begin
            group_sel = groups$4$q;
        end
        if (read_group == group_id$5) begin
            group_sel = groups$5$q;
        end
        if (read_group == group_id$6) begin
            group_sel = groups$6$q;
        end
        if (read_group == group_id$7) begin
            group_sel = groups$7$q;
        end
        group_count_q$d = group_sel;
        group_count = group_count_q$q;
    end
    
endmodule // top$core$set_bit_counter


module sdram_bloom_k6_r4$core$set_bit_counter$gained_q(d,q,clock);
    
    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 32'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$core$set_bit_counter$gained_q


module sdram_bloom_k6_r4$core$set_bit_counter$group_count_q(d,q,clock);
    
    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 32'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$core$set_bit_counter$group_count_q


module sdram_bloom_k6_r4$core$set_bit_counter$group_q(d,q,clock);
    
    // Module arguments
    input wire  [2:0] d;
    output reg  [2:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 3'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$core$set_bit_counter$group_q


module sdram_bloom_k6_r4$core$set_bit_counter$groups$0(d,q,clock);
    
    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 32'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$core$set_bit_counter$groups$0


module sdram_bloom_k6_r4$core$set_bit_counter$groups$1(d,q,clock);
    
    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 32'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$core$set_bit_counter$groups$1


module sdram_bloom_k6_r4$core$set_bit_counter$groups$2(d,q,clock);
    
    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 32'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$core$set_bit_counter$groups$2


module sdram_bloom_k6_r4$core$set_bit_counter$groups$3(d,q,clock);
    
    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 32'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$core$set_bit_counter$groups$3


module sdram_bloom_k6_r4$core$set_bit_counter$groups$4(d,q,clock);
    
    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 32'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$core$set_bit_counter$groups$4


module sdram_bloom_k6_r4$core$set_bit_counter$groups$5(d,q,clock);
    
    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 32'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$core$set_bit_counter$groups$5


module sdram_bloom_k6_r4$core$set_bit_counter$groups$6(d,q,clock);
    
    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 32'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$core$set_bit_counter$groups$6


module sdram_bloom_k6_r4$core$set_bit_counter$groups$7(d,q,clock);
    
    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 32'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$core$set_bit_counter$groups$7


module sdram_bloom_k6_r4$core$set_bit_counter$lost_q(d,q,clock);
    
    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 32'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$core$set_bit_counter$lost_q


module sdram_bloom_k6_r4$core$set_bit_counter$total(d,q,clock);
    
    // Module arguments
    input wire  [31:0] d;
    output reg  [31:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 32'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$core$set_bit_counter$total


module sdram_bloom_k6_r4$core$started(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$core$started


module sdram_bloom_k6_r4$core$timers(clock,reset,cmd_cs,cmd_ras,cmd_cas,cmd_we,cmd_ba,cmd_a10,act_ok,rcd_ok,pre_ok,refresh_ok,refresh_due);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  cmd_cs;
    input wire  cmd_ras;
    input wire  cmd_cas;
    input wire  cmd_we;
    input wire  [1:0] cmd_ba;
    input wire  cmd_a10;
    output reg  [3:0] act_ok;
    output reg  [3:0] rcd_ok;
    output reg  [3:0] pre_ok;
    output reg  refresh_ok;
    output reg  refresh_due;
    
    // Constant declarations
    localparam  bank_id$0 = 2'b0;
    localparam  bank_id$1 = 2'b1;
    localparam  bank_id$2 = 2'b10;
    localparam  bank_id$3 = 2'b11;
    localparam  bank_bit$0 = 4'h1;
    localparam  bank_bit$1 = 4'h2;
    localparam  bank_bit$2 = 4'h4;
    localparam  bank_bit$3 = 4'h8;
    localparam  one6 = 6'b1;
    localparam  one16 = 16'h1;
    localparam  sat6 = 6'b111111;
    localparam  zero4 = 4'h0;
    localparam  all4 = 4'hf;
    localparam  zero16 = 16'h0;
    localparam  rcd_m1 = 6'b1;
    localparam  rp_m1 = 6'b1;
    localparam  ras_m1 = 6'b100;
    localparam  rc_m1 = 6'b110;
    localparam  rrd_m1 = 6'b1;
    localparam  wr_m1 = 6'b1;
    localparam  rcd_short = 1'b0;
    localparam  rp_short = 1'b0;
    localparam  ras_short = 1'b0;
    localparam  rc_short = 1'b0;
    localparam  rrd_short = 1'b0;
    localparam  wr_short = 1'b0;
    localparam  refresh_due_m1 = 16'h28c;
    
    // Stub signals
    reg  [5:0] since_act$0$d;
    wire  [5:0] since_act$0$q;
    reg  since_act$0$clock;
    reg  [5:0] since_act$1$d;
    wire  [5:0] since_act$1$q;
    reg  since_act$1$clock;
    reg  [5:0] since_act$2$d;
    wire  [5:0] since_act$2$q;
    reg  since_act$2$clock;
    reg  [5:0] since_act$3$d;
    wire  [5:0] since_act$3$q;
    reg  since_act$3$clock;
    reg  [5:0] since_pre$0$d;
    wire  [5:0] since_pre$0$q;
    reg  since_pre$0$clock;
    reg  [5:0] since_pre$1$d;
    wire  [5:0] since_pre$1$q;
    reg  since_pre$1$clock;
    reg  [5:0] since_pre$2$d;
    wire  [5:0] since_pre$2$q;
    reg  since_pre$2$clock;
    reg  [5:0] since_pre$3$d;
    wire  [5:0] since_pre$3$q;
    reg  since_pre$3$clock;
    reg  [5:0] since_write$0$d;
    wire  [5:0] since_write$0$q;
    reg  since_write$0$clock;
    reg  [5:0] since_write$1$d;
    wire  [5:0] since_write$1$q;
    reg  since_write$1$clock;
    reg  [5:0] since_write$2$d;
    wire  [5:0] since_write$2$q;
    reg  since_write$2$clock;
    reg  [5:0] since_write$3$d;
    wire  [5:0] since_write$3$q;
    reg  since_write$3$clock;
    reg  open$0$d;
    wire  open$0$q;
    reg  open$0$clock;
    reg  open$1$d;
    wire  open$1$q;
    reg  open$1$clock;
    reg  open$2$d;
    wire  open$2$q;
    reg  open$2$clock;
    reg  open$3$d;
    wire  open$3$q;
    reg  open$3$clock;
    reg  [5:0] since_any_act$d;
    wire  [5:0] since_any_act$q;
    reg  since_any_act$clock;
    reg  [5:0] since_refresh$d;
    wire  [5:0] since_refresh$q;
    reg  since_refresh$clock;
    reg  [15:0] refresh_age$d;
    wire  [15:0] refresh_age$q;
    reg  refresh_age$clock;
    reg  [3:0] act_ok_q$d;
    wire  [3:0] act_ok_q$q;
    reg  act_ok_q$clock;
    reg  [3:0] rcd_ok_q$d;
    wire  [3:0] rcd_ok_q$q;
    reg  rcd_ok_q$clock;
    reg  [3:0] pre_ok_q$d;
    wire  [3:0] pre_ok_q$q;
    reg  pre_ok_q$clock;
    reg  refresh_ok_q$d;
    wire  refresh_ok_q$q;
    reg  refresh_ok_q$clock;
    reg  refresh_due_q$d;
    wire  refresh_due_q$q;
    reg  refresh_due_q$clock;
    
    // Local signals
    reg  is_act;
    reg  is_pre;
    reg  is_write;
    reg  is_refresh;
    reg  act_here$0;
    reg  act_here$1;
    reg  act_here$2;
    reg  act_here$3;
    reg  pre_here$0;
    reg  pre_here$1;
    reg  pre_here$2;
    reg  pre_here$3;
    reg  write_here$0;
    reg  write_here$1;
    reg  write_here$2;
    reg  write_here$3;
    reg  rp_met$0;
    reg  rp_met$1;
    reg  rp_met$2;
    reg  rp_met$3;
    reg  rc_met$0;
    reg  rc_met$1;
    reg  rc_met$2;
    reg  rc_met$3;
    reg  rcd_met$0;
    reg  rcd_met$1;
    reg  rcd_met$2;
    reg  rcd_met$3;
    reg  ras_met$0;
    reg  ras_met$1;
    reg  ras_met$2;
    reg  ras_met$3;
    reg  wr_met$0;
    reg  wr_met$1;
    reg  wr_met$2;
    reg  wr_met$3;
    reg  rrd_met;
    reg  refresh_rc_met;
    reg  open_next$0;
    reg  open_next$1;
    reg  open_next$2;
    reg  open_next$3;
    reg  [3:0] act_ok_next;
    reg  [3:0] rcd_ok_next;
    reg  [3:0] pre_ok_next;
    reg  refresh_ok_next;
    
    // Sub module instances
    sdram_bloom_k6_r4$core$timers$since_act$0 since_act$0(
        .d(since_act$0$d),
        .q(since_act$0$q),
        .clock(since_act$0$clock)
    );
    sdram_bloom_k6_r4$core$timers$since_act$1 since_act$1(
        .d(since_act$1$d),
        .q(since_act$1$q),
        .clock(since_act$1$clock)
    );
    sdram_bloom_k6_r4$core$timers$since_act$2 since_act$2(
        .d(since_act$2$d),
        .q(since_act$2$q),
        .clock(since_act$2$clock)
    );
    sdram_bloom_k6_r4$core$timers$since_act$3 since_act$3(
        .d(since_act$3$d),
        .q(since_act$3$q),
        .clock(since_act$3$clock)
    );
    sdram_bloom_k6_r4$core$timers$since_pre$0 since_pre$0(
        .d(since_pre$0$d),
        .q(since_pre$0$q),
        .clock(since_pre$0$clock)
    );
    sdram_bloom_k6_r4$core$timers$since_pre$1 since_pre$1(
        .d(since_pre$1$d),
        .q(since_pre$1$q),
        .clock(since_pre$1$clock)
    );
    sdram_bloom_k6_r4$core$timers$since_pre$2 since_pre$2(
        .d(since_pre$2$d),
        .q(since_pre$2$q),
        .clock(since_pre$2$clock)
    );
    sdram_bloom_k6_r4$core$timers$since_pre$3 since_pre$3(
        .d(since_pre$3$d),
        .q(since_pre$3$q),
        .clock(since_pre$3$clock)
    );
    sdram_bloom_k6_r4$core$timers$since_write$0 since_write$0(
        .d(since_write$0$d),
        .q(since_write$0$q),
        .clock(since_write$0$clock)
    );
    sdram_bloom_k6_r4$core$timers$since_write$1 since_write$1(
        .d(since_write$1$d),
        .q(since_write$1$q),
        .clock(since_write$1$clock)
    );
    sdram_bloom_k6_r4$core$timers$since_write$2 since_write$2(
        .d(since_write$2$d),
        .q(since_write$2$q),
        .clock(since_write$2$clock)
    );
    sdram_bloom_k6_r4$core$timers$since_write$3 since_write$3(
        .d(since_write$3$d),
        .q(since_write$3$q),
        .clock(since_write$3$clock)
    );
    sdram_bloom_k6_r4$core$timers$open$0 open$0(
        .d(open$0$d),
        .q(open$0$q),
        .clock(open$0$clock)
    );
    sdram_bloom_k6_r4$core$timers$open$1 open$1(
        .d(open$1$d),
        .q(open$1$q),
        .clock(open$1$clock)
    );
    sdram_bloom_k6_r4$core$timers$open$2 open$2(
        .d(open$2$d),
        .q(open$2$q),
        .clock(open$2$clock)
    );
    sdram_bloom_k6_r4$core$timers$open$3 open$3(
        .d(open$3$d),
        .q(open$3$q),
        .clock(open$3$clock)
    );
    sdram_bloom_k6_r4$core$timers$since_any_act since_any_act(
        .d(since_any_act$d),
        .q(since_any_act$q),
        .clock(since_any_act$clock)
    );
    sdram_bloom_k6_r4$core$timers$since_refresh since_refresh(
        .d(since_refresh$d),
        .q(since_refresh$q),
        .clock(since_refresh$clock)
    );
    sdram_bloom_k6_r4$core$timers$refresh_age refresh_age(
        .d(refresh_age$d),
        .q(refresh_age$q),
        .clock(refresh_age$clock)
    );
    sdram_bloom_k6_r4$core$timers$act_ok_q act_ok_q(
        .d(act_ok_q$d),
        .q(act_ok_q$q),
        .clock(act_ok_q$clock)
    );
    sdram_bloom_k6_r4$core$timers$rcd_ok_q rcd_ok_q(
        .d(rcd_ok_q$d),
        .q(rcd_ok_q$q),
        .clock(rcd_ok_q$clock)
    );
    sdram_bloom_k6_r4$core$timers$pre_ok_q pre_ok_q(
        .d(pre_ok_q$d),
        .q(pre_ok_q$q),
        .clock(pre_ok_q$clock)
    );
    sdram_bloom_k6_r4$core$timers$refresh_ok_q refresh_ok_q(
        .d(refresh_ok_q$d),
        .q(refresh_ok_q$q),
        .clock(refresh_ok_q$clock)
    );
    sdram_bloom_k6_r4$core$timers$refresh_due_q refresh_due_q(
        .d(refresh_due_q$d),
        .q(refresh_due_q$q),
        .clock(refresh_due_q$clock)
    );
    
    // Update code
    always @(*) begin
        since_any_act$clock = clock;
        since_refresh$clock = clock;
        refresh_age$clock = clock;
        act_ok_q$clock = clock;
        rcd_ok_q$clock = clock;
        pre_ok_q$clock = clock;
        refresh_ok_q$clock = clock;
        refresh_due_q$clock = clock;
        since_any_act$d = since_any_act$q;
        since_refresh$d = since_refresh$q;
        refresh_age$d = refresh_age$q;
        act_ok_q$d = act_ok_q$q;
        rcd_ok_q$d = rcd_ok_q$q;
        pre_ok_q$d = pre_ok_q$q;
        refresh_ok_q$d = refresh_ok_q$q;
        refresh_due_q$d = refresh_due_q$q;
        since_act$0$clock = clock;
        since_pre$0$clock = clock;
        since_write$0$clock = clock;
        open$0$clock = clock;
        since_act$0$d = since_act$0$q;
        since_pre$0$d = since_pre$0$q;
        since_write$0$d = since_write$0$q;
        open_next$0 = open$0$q;
        since_act$1$clock = clock;
        since_pre$1$clock = clock;
        since_write$1$clock = clock;
        open$1$clock = clock;
        since_act$1$d = since_act$1$q;
        since_pre$1$d = since_pre$1$q;
        since_write$1$d = since_write$1$q;
        open_next$1 = open$1$q;
        since_act$2$clock = clock;
        since_pre$2$clock = clock;
        since_write$2$clock = clock;
        open$2$clock = clock;
        since_act$2$d = since_act$2$q;
        since_pre$2$d = since_pre$2$q;
        since_write$2$d = since_write$2$q;
        open_next$2 = open$2$q;
        since_act$3$clock = clock;
        since_pre$3$clock = clock;
        since_write$3$clock = clock;
        open$3$clock = clock;
        since_act$3$d = since_act$3$q;
        since_pre$3$d = since_pre$3$q;
        since_write$3$d = since_write$3$q;
        open_next$3 = open$3$q;
        act_ok = act_ok_q$q;
        rcd_ok = rcd_ok_q$q;
        pre_ok = pre_ok_q$q;
        refresh_ok = refresh_ok_q$q;
        refresh_due = refresh_due_q$q;
        is_act = cmd_cs & cmd_ras & ~cmd_cas & ~cmd_we;
        is_pre = cmd_cs & cmd_ras & ~cmd_cas & cmd_we;
        is_write = cmd_cs & ~cmd_ras & cmd_cas & cmd_we;
        is_refresh = cmd_cs & cmd_ras & cmd_cas & ~cmd_we;
        if (~&since_any_act$q) begin
            since_any_act$d = since_any_act$q + one6;
        end
        if (~&since_refresh$q) begin
            since_refresh$d = since_refresh$q + one6;
        end
        if (~&refresh_age$q) begin
            refresh_age$d = refresh_age$q + one16;
        end
        if (is_act) begin
            since_any_act$d = one6;
        end
        if (is_refresh) begin
            since_refresh$d = one6;
            refresh_age$d = one16;
        end
        act_here$0 = is_act & (cmd_ba == bank_id$0);
        write_here$0 = is_write & (cmd_ba == bank_id$0);
        pre_here$0 = is_pre & ((cmd_ba == bank_id$0) | cmd_a10);
        if (~&since_act$0$q) begin
            since_act$0$d = since_act$0$q + one6;
        end
        if (~&since_pre$0$q) begin
            since_pre$0$d = since_pre$0$q + one6;
        end
        if (~&since_write$0$q) begin
            since_write$0$d = since_write$0$q + one6;
        end
        if (act_here$0) begin
            since_act$0$d = one6;
            open_next$0 = 1'b1;
        end
        if (write_here$0) begin
            since_write$0$d = one6;
        end
        if (pre_here$0) begin
            since_pre$0$d = one6;
            open_next$0 = 1'b0;
        end
        open$0$d = open_next$0;
        act_here$1 = is_act & (cmd_ba == bank_id$1);
        write_here$1 = is_write & (cmd_ba == bank_id$1);
        pre_here$1 = is_pre & ((cmd_ba == bank_id$1) | cmd_a10);
        if (~&since_act$1$q) begin
            since_act$1$d = since_act$1$q + one6;
        end
        if (~&since_pre$1$q) begin
            since_pre$1$d = since_pre$1$q + one6;
        end
        if (~&since_write$1$q) begin
            since_write$1$d = since_write$1$q + one6;
        end
        if (act_here$1) begin
            since_act$1$d = one6;
            open_next$1 = 1'b1;
        end
        if (write_here$1) begin
            since_write$1$d = one6;
        end
        if (pre_here$1) begin
            since_pre$1$d = one6;
            open_next$1 = 1'b0;
        end
        open$1$d = open_next$1;
        act_here$2 = is_act & (cmd_ba == bank_id$2);
        write_here$2 = is_write & (cmd_ba == bank_id$2);
        pre_here$2 = is_pre & ((cmd_ba == bank_id$2) | cmd_a10);
        if (~&since_act$2$q) begin
            since_act$2$d = since_act$2$q + one6;
        end
        if (~&since_pre$2$q) begin
            since_pre$2$d = since_pre$2$q + one6;
        end
        if (~&since_write$2$q) begin
            since_write$2$d = since_write$2$q + one6;
        end
        if (act_here$2) begin
            since_act$2$d = one6;
            open_next$2 = 1'b1;
        end
        if (write_here$2) begin
            since_write$2$d = one6;
        end
        if (pre_here$2) begin
            since_pre$2$d = one6;
            open_next$2 = 1'b0;
        end
        open$2$d = open_next$2;
        act_here$3 = is_act & (cmd_ba == bank_id$3);
        write_here$3 = is_write & (cmd_ba == bank_id$3);
        pre_here$3 = is_pre & ((cmd_ba == bank_id$3) | cmd_a10);
        if (~&since_act$3$q) begin
            since_act$3$d = since_act$3$q + one6;
        end
        if (~&since_pre$3$q) begin
            since_pre$3$d = since_pre$3$q + one6;
        end
        if (~&since_write$3$q) begin
            since_write$3$d = since_write$3$q + one6;
        end
        if (act_here$3) begin
            since_act$3$d = one6;
            open_next$3 = 1'b1;
        end
        if (write_here$3) begin
            since_write$3$d = one6;
        end
        if (pre_here$3) begin
            since_pre$3$d = one6;
            open_next$3 = 1'b0;
        end
        open$3$d = open_next$3;
        if (is_act) begin
            rrd_met = rrd_short;
        end
        else begin
            rrd_met = since_any_act$q >= rrd_m1;
        end
        if (is_refresh) begin
            refresh_rc_met = rc_short;
        end
        else begin
            refresh_rc_met = since_refresh$q >= rc_m1;
        end
        act_ok_next = zero4;
        rcd_ok_next = zero4;
        pre_ok_next = zero4;
        refresh_ok_next = refresh_rc_met;
        if (act_here$0) begin
            rc_met$0 = rc_short;
            rcd_met$0 = rcd_short;
            ras_met$0 = ras_short;
        end
        else begin
            rc_met$0 = since_act$0$q >= rc_m1;
            rcd_met$0 = since_act$0$q >= rcd_m1;
            ras_met$0 = since_act$0$q >= ras_m1;
        end
        if (pre_here$0) begin
            rp_met$0 = rp_short;
        end
        else begin
            rp_met$0 = since_pre$0$q >= rp_m1;
        end
        if (write_here$0) begin
            wr_met$0 = wr_short;
        end
        else begin
            wr_met$0 = since_write$0$q >= wr_m1;
        end
        if (~open_next$0 & rp_met$0 & rc_met$0 & refresh_rc_met & rrd_met) begin
            act_ok_next = act_ok_next | bank_bit$0;
        end
        if (rcd_met$0) begin
            rcd_ok_next = rcd_ok_next | bank_bit$0;
        end
        if (ras_met$0 & wr_met$0) begin
            pre_ok_next = pre_ok_next | bank_bit$0;
        end
        if (open_next$0 | ~rp_met$0 | ~rc_met$0) begin
            refresh_ok_next = 1'b0;
        end
        if (act_here$1) begin
            rc_met$1 = rc_short;
            rcd_met$1 = rcd_short;
            ras_met$1 = ras_short;
        end
        else begin
            rc_met$1 = since_act$1$q >= rc_m1;
            rcd_met$1 = since_act$1$q >= rcd_m1;
            ras_met$1 = since_act$1$q >= ras_m1;
        end
        if (pre_here$1) begin
            rp_met$1 = rp_short;
        end
        else begin
            rp_met$1 = since_pre$1$q >= rp_m1;
        end
        if (write_here$1) begin
            wr_met$1 = wr_short;
        end
        else begin
            wr_met$1 = since_write$1$q >= wr_m1;
        end
        if (~open_next$1 & rp_met$1 & rc_met$1 & refresh_rc_met & rrd_met) begin
            act_ok_next = act_ok_next | bank_bit$1;
        end
        if (rcd_met$1) begin
            rcd_ok_next = rcd_ok_next | bank_bit$1;
        end
        if (ras_met$1 & wr_met$1) begin
            pre_ok_next = pre_ok_next | bank_bit$1;
        end
        if (open_next$1 | ~rp_met$1 | ~rc_met$1) begin
            refresh_ok_next = 1'b0;
        end
        if (act_here$2) begin
            rc_met$2 = rc_short;
            rcd_met$2 = rcd_short;
            ras_met$2 = ras_short;
        end
        else begin
            rc_met$2 = since_act$2$q >= rc_m1;
            rcd_met$2 = since_act$2$q >= rcd_m1;
            ras_met$2 = since_act$2$q >= ras_m1;
        end
        if (pre_here$2) begin
            rp_met$2 = rp_short;
        end
        else begin
            rp_met$2 = since_pre$2$q >= rp_m1;
        end
        if (write_here$2) begin
            wr_met$2 = wr_short;
        end
        else begin
            wr_met$2 = since_write$2$q >= wr_m1;
        end
        if (~open_next$2 & rp_met$2 & rc_met$2 & refresh_rc_met & rrd_met) begin
            act_ok_next = act_ok_next | bank_bit$2;
        end
        if (rcd_met$2) begin
            rcd_ok_next = rcd_ok_next | bank_bit$2;
        end
        if (ras_met$2 & wr_met$2) begin
            pre_ok_next = pre_ok_next | bank_bit$2;
        end
        if (open_next$2 | ~rp_met$2 | ~rc_met$2) begin
            refresh_ok_next = 1'b0;
        end
        if (act_here$3) begin
            rc_met$3 = rc_short;
            rcd_met$3 = rcd_short;
            ras_met$3 = ras_short;
        end
        else begin
            rc_met$3 = since_act$3$q >= rc_m1;
            rcd_met$3 = since_act$3$q >= rcd_m1;
            ras_met$3 = since_act$3$q >= ras_m1;
        end
        if (pre_here$3) begin
            rp_met$3 = rp_short;
        end
        else begin
            rp_met$3 = since_pre$3$q >= rp_m1;
        end
        if (write_here$3) begin
            wr_met$3 = wr_short;
        end
        else begin
            wr_met$3 = since_write$3$q >= wr_m1;
        end
        if (~open_next$3 & rp_met$3 & rc_met$3 & refresh_rc_met & rrd_met) begin
            act_ok_next = act_ok_next | bank_bit$3;
        end
        if (rcd_met$3) begin
            rcd_ok_next = rcd_ok_next | bank_bit$3;
        end
        if (ras_met$3 & wr_met$3) begin
            pre_ok_next = pre_ok_next | bank_bit$3;
        end
        if (open_next$3 | ~rp_met$3 | ~rc_met$3) begin
            refresh_ok_next = 1'b0;
        end
        act_ok_q$d = act_ok_next;
        rcd_ok_q$d = rcd_ok_next;
        pre_ok_q$d = pre_ok_next;
        refresh_ok_q$d = refresh_ok_next;
        if (is_refresh) begin
            refresh_due_q$d = 1'b0;
        end
        else begin
            refresh_due_q$d = refresh_age$q >= refresh_due_m1;
        end
        if (reset) begin
            since_any_act$d = sat6;
            since_refresh$d = sat6;
            refresh_age$d = zero16;
            act_ok_q$d = all4;
            rcd_ok_q$d = all4;
            pre_ok_q$d = all4;
            refresh_ok_q$d = 1'b1;
            refresh_due_q$d = 1'b0;
            since_act$0$d = sat6;
            since_pre$0$d = sat6;
            since_write$0$d = sat6;
            open$0$d = 1'b0;
            since_act$1$d = sat6;
            since_pre$1$d = sat6;
            since_write$1$d = sat6;
            open$1$d = 1'b0;
            since_act$2$d = sat6;
            since_pre$2$d = sat6;
            since_write$2$d = sat6;
            open$2$d = 1'b0;
            since_act$3$d = sat6;
            since_pre$3$d = sat6;
            since_write$3$d = sat6;
            open$3$d = 1'b0;
        end
    end
    
endmodule // top$core$timers


module sdram_bloom_k6_r4$core$timers$act_ok_q(d,q,clock);
    
    // Module arguments
    input wire  [3:0] d;
    output reg  [3:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 4'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$core$timers$act_ok_q


module sdram_bloom_k6_r4$core$timers$open$0(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$core$timers$open$0


module sdram_bloom_k6_r4$core$timers$open$1(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$core$timers$open$1


module sdram_bloom_k6_r4$core$timers$open$2(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$core$timers$open$2


module sdram_bloom_k6_r4$core$timers$open$3(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$core$timers$open$3


module sdram_bloom_k6_r4$core$timers$pre_ok_q(d,q,clock);
    
    // Module arguments
    input wire  [3:0] d;
    output reg  [3:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 4'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$core$timers$pre_ok_q


module sdram_bloom_k6_r4$core$timers$rcd_ok_q(d,q,clock);
    
    // Module arguments
    input wire  [3:0] d;
    output reg  [3:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 4'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$core$timers$rcd_ok_q


module sdram_bloom_k6_r4$core$timers$refresh_age(d,q,clock);
    
    // Module arguments
    input wire  [15:0] d;
    output reg  [15:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 16'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$core$timers$refresh_age


module sdram_bloom_k6_r4$core$timers$refresh_due_q(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$core$timers$refresh_due_q


module sdram_bloom_k6_r4$core$timers$refresh_ok_q(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$core$timers$refresh_ok_q


module sdram_bloom_k6_r4$core$timers$since_act$0(d,q,clock);
    
    // Module arguments
    input wire  [5:0] d;
    output reg  [5:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 6'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$core$timers$since_act$0


module sdram_bloom_k6_r4$core$timers$since_act$1(d,q,clock);
    
    // Module arguments
    input wire  [5:0] d;
    output reg  [5:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 6'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$core$timers$since_act$1


module sdram_bloom_k6_r4$core$timers$since_act$2(d,q,clock);
    
    // Module arguments
    input wire  [5:0] d;
    output reg  [5:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 6'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$core$timers$since_act$2


module sdram_bloom_k6_r4$core$timers$since_act$3(d,q,clock);
    
    // Module arguments
    input wire  [5:0] d;
    output reg  [5:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 6'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$core$timers$since_act$3


module sdram_bloom_k6_r4$core$timers$since_any_act(d,q,clock);
    
    // Module arguments
    input wire  [5:0] d;
    output reg  [5:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 6'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$core$timers$since_any_act


module sdram_bloom_k6_r4$core$timers$since_pre$0(d,q,clock);
    
    // Module arguments
    input wire  [5:0] d;
    output reg  [5:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 6'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$core$timers$since_pre$0


module sdram_bloom_k6_r4$core$timers$since_pre$1(d,q,clock);
    
    // Module arguments
    input wire  [5:0] d;
    output reg  [5:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 6'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$core$timers$since_pre$1


module sdram_bloom_k6_r4$core$timers$since_pre$2(d,q,clock);
    
    // Module arguments
    input wire  [5:0] d;
    output reg  [5:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 6'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$core$timers$since_pre$2


module sdram_bloom_k6_r4$core$timers$since_pre$3(d,q,clock);
    
    // Module arguments
    input wire  [5:0] d;
    output reg  [5:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 6'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$core$timers$since_pre$3


module sdram_bloom_k6_r4$core$timers$since_refresh(d,q,clock);
    
    // Module arguments
    input wire  [5:0] d;
    output reg  [5:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 6'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$core$timers$since_refresh


module sdram_bloom_k6_r4$core$timers$since_write$0(d,q,clock);
    
    // Module arguments
    input wire  [5:0] d;
    output reg  [5:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 6'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$core$timers$since_write$0


module sdram_bloom_k6_r4$core$timers$since_write$1(d,q,clock);
    
    // Module arguments
    input wire  [5:0] d;
    output reg  [5:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 6'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$core$timers$since_write$1


module sdram_bloom_k6_r4$core$timers$since_write$2(d,q,clock);
    
    // Module arguments
    input wire  [5:0] d;
    output reg  [5:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 6'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$core$timers$since_write$2


module sdram_bloom_k6_r4$core$timers$since_write$3(d,q,clock);
    
    // Module arguments
    input wire  [5:0] d;
    output reg  [5:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 6'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$core$timers$since_write$3


module sdram_bloom_k6_r4$core$write_word(d,q,clock);
    
    // Module arguments
    input wire  [15:0] d;
    output reg  [15:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 16'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$core$write_word


module sdram_bloom_k6_r4$front(clock,reset,in_valid,in_ready,in_op,in_key,in_data,in_tag,out_valid,out_ready,out_op,out_x,out_h0,out_data,out_tag);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  in_valid;
    output reg  in_ready;
    input wire  [2:0] in_op;
    input wire  [63:0] in_key;
    input wire  [63:0] in_data;
    input wire  in_tag;
    output reg  out_valid;
    input wire  out_ready;
    output reg  [2:0] out_op;
    output reg  [63:0] out_x;
    output reg  [63:0] out_h0;
    output reg  [63:0] out_data;
    output reg  out_tag;
    
    // Constant declarations
    localparam  st_empty = 2'b0;
    localparam  st_mix = 2'b1;
    localparam  st_full = 2'b10;
    localparam  zero3 = 3'b0;
    localparam  one3 = 3'b1;
    localparam  round_h0 = 3'b11;
    localparam  round_h1 = 3'b100;
    localparam  op_query = 3'b0;
    localparam  op_insert = 3'b1;
    localparam  op_delete = 3'b101;
    
    // Stub signals
    reg  [63:0] mix$x;
    reg  [2:0] mix$round;
    wire  [63:0] mix$out;
    reg  [1:0] state$d;
    wire  [1:0] state$q;
    reg  state$clock;
    reg  [2:0] op$d;
    wire  [2:0] op$q;
    reg  op$clock;
    reg  [63:0] x$d;
    wire  [63:0] x$q;
    reg  x$clock;
    reg  [63:0] h0$d;
    wire  [63:0] h0$q;
    reg  h0$clock;
    reg  [63:0] data$d;
    wire  [63:0] data$q;
    reg  data$clock;
    reg  tag$d;
    wire  tag$q;
    reg  tag$clock;
    reg  [2:0] rnd$d;
    wire  [2:0] rnd$q;
    reg  rnd$clock;
    
    // Sub module instances
    sdram_bloom_k6_r4$front$mix mix(
        .x(mix$x),
        .round(mix$round),
        .out(mix$out)
    );
    sdram_bloom_k6_r4$front$state state(
        .d(state$d),
        .q(state$q),
        .clock(state$clock)
    );
    sdram_bloom_k6_r4$front$op op(
        .d(op$d),
        .q(op$q),
        .clock(op$clock)
    );
    sdram_bloom_k6_r4$front$x x(
        .d(x$d),
        .q(x$q),
        .clock(x$clock)
    );
    sdram_bloom_k6_r4$front$h0 h0(
        .d(h0$d),
        .q(h0$q),
        .clock(h0$clock)
    );
    sdram_bloom_k6_r4$front$data data(
        .d(data$d),
        .q(data$q),
        .clock(data$clock)
    );
    sdram_bloom_k6_r4$front$tag tag(
        .d(tag$d),
        .q(tag$q),
        .clock(tag$clock)
    );
    sdram_bloom_k6_r4$front$rnd rnd(
        .d(rnd$d),
        .q(rnd$q),
        .clock(rnd$clock)
    );
    
    // Update code
    always @(*) begin
        state$clock = clock;
        op$clock = clock;
        x$clock = clock;
        h0$clock = clock;
        data$clock = clock;
        tag$clock = clock;
        rnd$clock = clock;
        state$d = state$q;
        op$d = op$q;
        x$d = x$q;
        h0$d = h0$q;
        data$d = data$q;
        tag$d = tag$q;
        rnd$d = rnd$q;
        mix$x = x$q;
        mix$round = rnd$q;
        in_ready = (state$q == st_empty) & ~reset;
        out_valid = state$q == st_full;
        out_op = op$q;
        out_x = x$q;
        out_h0 = h0$q;
        out_data = data$q;
        out_tag = tag$q;
        if (state$q == st_empty) begin
            if (in_valid) begin
                op$d = in_op;
                x$d = in_key;
                data$d = in_data;
                tag$d = in_tag;
                rnd$d = zero3;
                if ((in_op == op_query) | (in_op == op_insert) | (in_op == op_delete)) begin
                    state$d = st_mix;
                end
                else begin
                    state$d = st_full;
                end
            end
        end
        if (state$q == st_mix) begin
            x$d = mix$out;
            rnd$d = rnd$q + one3;
            if (rnd$q == round_h0) begin
                h0$d = mix$out;
            end
            if (rnd$q == round_h1) begin
                state$d = st_full;
            end
        end
        if ((state$q == st_full) & out_ready) begin
            state$d = st_empty;
        end
        if (reset) begin
            state$d = st_empty;
        end
    end
    
endmodule // top$front


module sdram_bloom_k6_r4$front$data(d,q,clock);
    
    // Module arguments
    input wire  [63:0] d;
    output reg  [63:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 64'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$front$data


module sdram_bloom_k6_r4$front$h0(d,q,clock);
    
    // Module arguments
    input wire  [63:0] d;
    output reg  [63:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 64'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$front$h0


module sdram_bloom_k6_r4$front$mix(x,round,out);
    
    // Module arguments
    input wire  [63:0] x;
    input wire  [2:0] round;
    output reg  [63:0] out;
    
    // Constant declarations
    localparam  seeds$0 = 64'h243f6a8885a308d3;
    localparam  seeds$1 = 64'h13198a2e03707344;
    localparam  seeds$2 = 64'ha4093822299f31d0;
    localparam  seeds$3 = 64'h82efa98ec4e6c89;
    localparam  seeds$4 = 64'h452821e638d01377;
    localparam  rot_a$0 = 7'b10111;
    localparam  rot_a$1 = 7'b101001;
    localparam  rot_a$2 = 7'b1101;
    localparam  rot_a$3 = 7'b11101;
    localparam  rot_a$4 = 7'b100101;
    localparam  rot_a_rev$0 = 7'b101001;
    localparam  rot_a_rev$1 = 7'b10111;
    localparam  rot_a_rev$2 = 7'b110011;
    localparam  rot_a_rev$3 = 7'b100011;
    localparam  rot_a_rev$4 = 7'b11011;
    localparam  rot_b$0 = 7'b10001;
    localparam  rot_b$1 = 7'b111;
    localparam  rot_b$2 = 7'b101011;
    localparam  rot_b$3 = 7'b1011;
    localparam  rot_b$4 = 7'b11111;
    localparam  rot_b_rev$0 = 7'b101111;
    localparam  rot_b_rev$1 = 7'b111001;
    localparam  rot_b_rev$2 = 7'b10101;
    localparam  rot_b_rev$3 = 7'b110101;
    localparam  rot_b_rev$4 = 7'b100001;
    
    // Local signals
    reg  [63:0] t;
    reg  [63:0] t_rot;
    reg  [15:0] lane0;
    reg  [15:0] lane1;
    reg  [15:0] lane2;
    reg  [15:0] lane3;
    reg  [63:0] y;
    
    // Update code
    always @(*) begin
        t = x;
        t_rot = x;
        case (round)
            0:
                begin
                    t = x ^ seeds$0;
                    t_rot = ((x ^ seeds$0) << rot_a$0) | ((x ^ seeds$0) >> rot_a_rev$0);
                end
            1:
                begin
                    t = x ^ seeds$1;
                    t_rot = ((x ^ seeds$1) << rot_a$1) | ((x ^ seeds$1) >> rot_a_rev$1);
                end
            2:
                begin
                    t = x ^ seeds$2;
                    t_rot = ((x ^ seeds$2) << rot_a$2) | ((x ^ seeds$2) >> rot_a_rev$2);
                end
            3:
                begin
                    t = x ^ seeds$3;
                    t_rot = ((x ^ seeds$3) << rot_a$3) | ((x ^ seeds$3) >> rot_a_rev$3);
                end
            4:
                begin
                    t = x ^ seeds$4;
                    t_rot = ((x ^ seeds$4) << rot_a$4) | ((x ^ seeds$4) >> rot_a_rev$4);
                end
            default:
                begin
                end
        endcase
        lane0 = t[(32'h0)+:(16)] + t_rot[(32'h0)+:(16)];
        lane1 = t[(32'h10)+:(16)] + t_rot[(32'h10)+:(16)];
        lane2 = t[(32'h20)+:(16)] + t_rot[(32'h20)+:(16)];
        lane3 = t[(32'h30)+:(16)] + t_rot[(32'h30)+:(16)];
        y = ((lane0) & 64'hffffffffffffffff) | (((lane1) & 64'hffffffffffffffff) << 32'h10) | (((lane2) & 64'hffffffffffffffff) << 32'h20) | (((lane3) & 64'hffffffffffffffff) << 32'h30);
        out = x;
        case (round)
            0:
                begin
                    out = y ^ ((y << rot_b$0) | (y >> rot_b_rev$0));
                end
            1:
                begin
                    out = y ^ ((y << rot_b$1) | (y >> rot_b_rev$1));
                end
            2:
                begin
                    out = y ^ ((y << rot_b$2) | (y >> rot_b_rev$2));
                end
            3:
                begin
                    out = y ^ ((y << rot_b$3) | (y >> rot_b_rev$3));
                end
            4:
                begin
                    out = y ^ ((y << rot_b$4) | (y >> rot_b_rev$4));
                end
            default:
                begin
                end
        endcase
    end
    
endmodule // top$front$mix


module sdram_bloom_k6_r4$front$op(d,q,clock);
    
    // Module arguments
    input wire  [2:0] d;
    output reg  [2:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 3'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$front$op


module sdram_bloom_k6_r4$front$rnd(d,q,clock);
    
    // Module arguments
    input wire  [2:0] d;
    output reg  [2:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 3'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$front$rnd


module sdram_bloom_k6_r4$front$state(d,q,clock);
    
    // Module arguments
    input wire  [1:0] d;
    output reg  [1:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 2'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$front$state


module sdram_bloom_k6_r4$front$tag(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$front$tag


module sdram_bloom_k6_r4$front$x(d,q,clock);
    
    // Module arguments
    input wire  [63:0] d;
    output reg  [63:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 64'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$front$x
