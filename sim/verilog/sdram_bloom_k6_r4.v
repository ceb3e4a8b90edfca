

module sdram_bloom_k6_r4(clock,reset,in_valid,in_ready,in_op,in_key,out_valid,out_ready,out_op,out_hit,out_word,ready,sdram_cs_n,sdram_ras_n,sdram_cas_n,sdram_we_n,sdram_ba,sdram_addr,sdram_dqm,sdram_dq_out,sdram_dq_oe,sdram_dq_in);
    
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


module sdram_bloom_k6_r4$core(clock,reset,in_valid,in_ready,in_op,in_x,in_h0,out_valid,out_ready,out_op,out_hit,out_word,ready,sdram_cs_n,sdram_ras_n,sdram_cas_n,sdram_we_n,sdram_ba,sdram_addr,sdram_dqm,sdram_dq_out,sdram_dq_oe,sdram_dq_in);
    
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
    localparam  st_wait = 5'b0;
    localparam  st_init_pre = 5'b1;
    localparam  st_init_ref = 5'b10;
    localparam  st_init_mode = 5'b11;
    localparam  st_idle = 5'b100;
    localparam  st_ref = 5'b101;
    localparam  st_act = 5'b110;
    localparam  st_reads = 5'b111;
    localparam  st_capture = 5'b1000;
    localparam  st_writes = 5'b1010;
    localparam  st_pre = 5'b1011;
    localparam  st_finish = 5'b1100;
    localparam  st_clr_act = 5'b1101;
    localparam  st_clr_writes = 5'b1110;
    localparam  op_query = 3'b0;
    localparam  op_insert = 3'b1;
    localparam  op_clear = 3'b10;
    localparam  op_read = 3'b11;
    localparam  op_write = 3'b100;
    localparam  one4 = 4'h1;
    localparam  one6 = 6'b1;
    localparam  one8 = 8'h1;
    localparam  one12 = 12'h1;
    localparam  one16 = 16'h1;
    localparam  one24 = 24'h1;
    localparam  zero2 = 2'b0;
    localparam  zero4 = 4'h0;
    localparam  zero8 = 8'h0;
    localparam  zero12 = 12'h0;
    localparam  zero13 = 13'b0;
    localparam  zero16 = 16'h0;
    localparam  zero24 = 24'h0;
    localparam  sat6 = 6'b111111;
    localparam  pre_all = 13'b10000000000;
    localparam  t_power_up = 16'h4e20;
    localparam  w_rcd = 16'h0;
    localparam  w_rp = 16'h0;
    localparam  w_rc = 16'h5;
    localparam  w_mrd = 16'h0;
    localparam  t_ras = 6'b101;
    localparam  t_rc = 6'b111;
    localparam  t_wr = 6'b10;
    localparam  t_rp = 6'b10;
    localparam  refresh_due_age = 12'h28d;
    localparam  n_init_refreshes = 4'h8;
    localparam  mode = 13'b100000;
    localparam  capture_tap = 8'h8;
    localparam  last_position = 4'h5;
    localparam  positions = 4'h6;
    localparam  last_clear_addr = 24'h7fff;
    localparam  chunk_end = 24'h3f;
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
    
    // Stub signals
    reg  cmd_cs$d;
    wire  cmd_cs$q;
    reg  cmd_cs$clock;
    reg  cmd_ras$d;
    wire  cmd_ras$q;
    reg  cmd_ras$clock;
    reg  cmd_cas$d;
    wire  cmd_cas$q;
    reg  cmd_cas$clock;
    reg  cmd_we$d;
    wire  cmd_we$q;
    reg  cmd_we$clock;
    reg  [1:0] cmd_ba$d;
    wire  [1:0] cmd_ba$q;
    reg  cmd_ba$clock;
    reg  [12:0] cmd_addr$d;
    wire  [12:0] cmd_addr$q;
    reg  cmd_addr$clock;
    reg  [15:0] dq_out$d;
    wire  [15:0] dq_out$q;
    reg  dq_out$clock;
    reg  dq_oe$d;
    wire  dq_oe$q;
    reg  dq_oe$clock;
    reg  [15:0] dq_in$d;
    wire  [15:0] dq_in$q;
    reg  dq_in$clock;
    reg  [4:0] state$d;
    wire  [4:0] state$q;
    reg  state$clock;
    reg  [4:0] resume$d;
    wire  [4:0] resume$q;
    reg  resume$clock;
    reg  [15:0] delay$d;
    wire  [15:0] delay$q;
    reg  delay$clock;
    reg  [5:0] since_act$d;
    wire  [5:0] since_act$q;
    reg  since_act$clock;
    reg  [5:0] since_write$d;
    wire  [5:0] since_write$q;
    reg  since_write$clock;
    reg  [5:0] since_pre$d;
    wire  [5:0] since_pre$q;
    reg  since_pre$clock;
    reg  [11:0] refresh_age$d;
    wire  [11:0] refresh_age$q;
    reg  refresh_age$clock;
    reg  [3:0] init_refreshes$d;
    wire  [3:0] init_refreshes$q;
    reg  init_refreshes$clock;
    reg  booted$d;
    wire  booted$q;
    reg  booted$clock;
    reg  [2:0] op$d;
    wire  [2:0] op$q;
    reg  op$clock;
    reg  [1:0] bank$d;
    wire  [1:0] bank$q;
    reg  bank$clock;
    reg  [12:0] row$d;
    wire  [12:0] row$q;
    reg  row$clock;
    reg  [8:0] col$0$d;
    wire  [8:0] col$0$q;
    reg  col$0$clock;
    reg  [8:0] col$1$d;
    wire  [8:0] col$1$q;
    reg  col$1$clock;
    reg  [8:0] col$2$d;
    wire  [8:0] col$2$q;
    reg  col$2$clock;
    reg  [8:0] col$3$d;
    wire  [8:0] col$3$q;
    reg  col$3$clock;
    reg  [8:0] col$4$d;
    wire  [8:0] col$4$q;
    reg  col$4$clock;
    reg  [8:0] col$5$d;
    wire  [8:0] col$5$q;
    reg  col$5$clock;
    reg  [3:0] bit_sel$0$d;
    wire  [3:0] bit_sel$0$q;
    reg  bit_sel$0$clock;
    reg  [3:0] bit_sel$1$d;
    wire  [3:0] bit_sel$1$q;
    reg  bit_sel$1$clock;
    reg  [3:0] bit_sel$2$d;
    wire  [3:0] bit_sel$2$q;
    reg  bit_sel$2$clock;
    reg  [3:0] bit_sel$3$d;
    wire  [3:0] bit_sel$3$q;
    reg  bit_sel$3$clock;
    reg  [3:0] bit_sel$4$d;
    wire  [3:0] bit_sel$4$q;
    reg  bit_sel$4$clock;
    reg  [3:0] bit_sel$5$d;
    wire  [3:0] bit_sel$5$q;
    reg  bit_sel$5$clock;
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
    reg  clearing$d;
    wire  clearing$q;
    reg  clearing$clock;
    reg  clear_chunk$d;
    wire  clear_chunk$q;
    reg  clear_chunk$clock;
    reg  report$d;
    wire  report$q;
    reg  report$clock;
    reg  [23:0] clear_addr$d;
    wire  [23:0] clear_addr$q;
    reg  clear_addr$clock;
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
    
    // Local signals
    reg  [127:0] wide;
    reg  is_key;
    reg  refresh_due;
    reg  takes;
    reg  capture;
    reg  issue_read;
    reg  bit_set$0;
    reg  bit_set$1;
    reg  bit_set$2;
    reg  bit_set$3;
    reg  bit_set$4;
    reg  bit_set$5;
    reg  all_set;
    reg  [15:0] mask;
    reg  [15:0] merged;
    reg  [15:0] new_word;
    reg  changed;
    reg  act_ok;
    reg  finish_now;
    reg  [1:0] take_bank;
    reg  [12:0] take_row;
    
    // Sub module instances
    sdram_bloom_k6_r4$core$cmd_cs cmd_cs(
        .d(cmd_cs$d),
        .q(cmd_cs$q),
        .clock(cmd_cs$clock)
    );
    sdram_bloom_k6_r4$core$cmd_ras cmd_ras(
        .d(cmd_ras$d),
        .q(cmd_ras$q),
        .clock(cmd_ras$clock)
    );
    sdram_bloom_k6_r4$core$cmd_cas cmd_cas(
        .d(cmd_cas$d),
        .q(cmd_cas$q),
        .clock(cmd_cas$clock)
    );
    sdram_bloom_k6_r4$core$cmd_we cmd_we(
        .d(cmd_we$d),
        .q(cmd_we$q),
        .clock(cmd_we$clock)
    );
    sdram_bloom_k6_r4$core$cmd_ba cmd_ba(
        .d(cmd_ba$d),
        .q(cmd_ba$q),
        .clock(cmd_ba$clock)
    );
    sdram_bloom_k6_r4$core$cmd_addr cmd_addr(
        .d(cmd_addr$d),
        .q(cmd_addr$q),
        .clock(cmd_addr$clock)
    );
    sdram_bloom_k6_r4$core$dq_out dq_out(
        .d(dq_out$d),
        .q(dq_out$q),
        .clock(dq_out$clock)
    );
    sdram_bloom_k6_r4$core$dq_oe dq_oe(
        .d(dq_oe$d),
        .q(dq_oe$q),
        .clock(dq_oe$clock)
    );
    sdram_bloom_k6_r4$core$dq_in dq_in(
        .d(dq_in$d),
        .q(dq_in$q),
        .clock(dq_in$clock)
    );
    sdram_bloom_k6_r4$core$state state(
        .d(state$d),
        .q(state$q),
        .clock(state$clock)
    );
    sdram_bloom_k6_r4$core$resume resume(
        .d(resume$d),
        .q(resume$q),
        .clock(resume$clock)
    );
    sdram_bloom_k6_r4$core$delay delay(
        .d(delay$d),
        .q(delay$q),
        .clock(delay$clock)
    );
    sdram_bloom_k6_r4$core$since_act since_act(
        .d(since_act$d),
        .q(since_act$q),
        .clock(since_act$clock)
    );
    sdram_bloom_k6_r4$core$since_write since_write(
        .d(since_write$d),
        .q(since_write$q),
        .clock(since_write$clock)
    );
    sdram_bloom_k6_r4$core$since_pre since_pre(
        .d(since_pre$d),
        .q(since_pre$q),
        .clock(since_pre$clock)
    );
    sdram_bloom_k6_r4$core$refresh_age refresh_age(
        .d(refresh_age$d),
        .q(refresh_age$q),
        .clock(refresh_age$clock)
    );
    sdram_bloom_k6_r4$core$init_refreshes init_refreshes(
        .d(init_refreshes$d),
        .q(init_refreshes$q),
        .clock(init_refreshes$clock)
    );
    sdram_bloom_k6_r4$core$booted booted(
        .d(booted$d),
        .q(booted$q),
        .clock(booted$clock)
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
    sdram_bloom_k6_r4$core$row row(
        .d(row$d),
        .q(row$q),
        .clock(row$clock)
    );
    sdram_bloom_k6_r4$core$col$0 col$0(
        .d(col$0$d),
        .q(col$0$q),
        .clock(col$0$clock)
    );
    sdram_bloom_k6_r4$core$col$1 col$1(
        .d(col$1$d),
        .q(col$1$q),
        .clock(col$1$clock)
    );
    sdram_bloom_k6_r4$core$col$2 col$2(
        .d(col$2$d),
        .q(col$2$q),
        .clock(col$2$clock)
    );
    sdram_bloom_k6_r4$core$col$3 col$3(
        .d(col$3$d),
        .q(col$3$q),
        .clock(col$3$clock)
    );
    sdram_bloom_k6_r4$core$col$4 col$4(
        .d(col$4$d),
        .q(col$4$q),
        .clock(col$4$clock)
    );
    sdram_bloom_k6_r4$core$col$5 col$5(
        .d(col$5$d),
        .q(col$5$q),
        .clock(col$5$clock)
    );
    sdram_bloom_k6_r4$core$bit_sel$0 bit_sel$0(
        .d(bit_sel$0$d),
        .q(bit_sel$0$q),
        .clock(bit_sel$0$clock)
    );
    sdram_bloom_k6_r4$core$bit_sel$1 bit_sel$1(
        .d(bit_sel$1$d),
        .q(bit_sel$1$q),
        .clock(bit_sel$1$clock)
    );
    sdram_bloom_k6_r4$core$bit_sel$2 bit_sel$2(
        .d(bit_sel$2$d),
        .q(bit_sel$2$q),
        .clock(bit_sel$2$clock)
    );
    sdram_bloom_k6_r4$core$bit_sel$3 bit_sel$3(
        .d(bit_sel$3$d),
        .q(bit_sel$3$q),
        .clock(bit_sel$3$clock)
    );
    sdram_bloom_k6_r4$core$bit_sel$4 bit_sel$4(
        .d(bit_sel$4$d),
        .q(bit_sel$4$q),
        .clock(bit_sel$4$clock)
    );
    sdram_bloom_k6_r4$core$bit_sel$5 bit_sel$5(
        .d(bit_sel$5$d),
        .q(bit_sel$5$q),
        .clock(bit_sel$5$clock)
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
    sdram_bloom_k6_r4$core$data$0 data$0(
        .d(data$0$d),
        .q(data$0$q),
        .clock(data$0$clock)
    );
    sdram_bloom_k6_r4$core$data$1 data$1(
        .d(data$1$d),
        .q(data$1$q),
        .clock(data$1$clock)
    );
    sdram_bloom_k6_r4$core$data$2 data$2(
        .d(data$2$d),
        .q(data$2$q),
        .clock(data$2$clock)
    );
    sdram_bloom_k6_r4$core$data$3 data$3(
        .d(data$3$d),
        .q(data$3$q),
        .clock(data$3$clock)
    );
    sdram_bloom_k6_r4$core$data$4 data$4(
        .d(data$4$d),
        .q(data$4$q),
        .clock(data$4$clock)
    );
    sdram_bloom_k6_r4$core$data$5 data$5(
        .d(data$5$d),
        .q(data$5$q),
        .clock(data$5$clock)
    );
    sdram_bloom_k6_r4$core$clearing clearing(
        .d(clearing$d),
        .q(clearing$q),
        .clock(clearing$clock)
    );
    sdram_bloom_k6_r4$core$clear_chunk clear_chunk(
        .d(clear_chunk$d),
        .q(clear_chunk$q),
        .clock(clear_chunk$clock)
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
    sdram_bloom_k6_r4$core$out_full out_full(
        .d(out_full$d),
        .q(out_full$q),
        .clock(out_full$clock)
    );
    sdram_bloom_k6_r4$core$out_op_q out_op_q(
        .d(out_op_q$d),
        .q(out_op_q$q),
        .clock(out_op_q$clock)
    );
    sdram_bloom_k6_r4$core$out_hit_q out_hit_q(
        .d(out_hit_q$d),
        .q(out_hit_q$q),
        .clock(out_hit_q$clock)
    );
    sdram_bloom_k6_r4$core$out_word_q out_word_q(
        .d(out_word_q$d),
        .q(out_word_q$q),
        .clock(out_word_q$clock)
    );
    
    // Update code
    always @(*) begin
        cmd_ba$clock = clock;
        cmd_addr$clock = clock;
        dq_out$clock = clock;
        state$clock = clock;
        resume$clock = clock;
        delay$clock = clock;
        since_act$clock = clock;
        since_write$clock = clock;
        since_pre$clock = clock;
        refresh_age$clock = clock;
        init_refreshes$clock = clock;
        booted$clock = clock;
        op$clock = clock;
        bank$clock = clock;
        row$clock = clock;
        write_word$clock = clock;
        issued$clock = clock;
        captured$clock = clock;
        read_pipe$clock = clock;
        clearing$clock = clock;
        clear_chunk$clock = clock;
        report$clock = clock;
        clear_addr$clock = clock;
        out_full$clock = clock;
        out_op_q$clock = clock;
        out_hit_q$clock = clock;
        out_word_q$clock = clock;
        cmd_ba$d = cmd_ba$q;
        cmd_addr$d = cmd_addr$q;
        dq_out$d = dq_out$q;
        state$d = state$q;
        resume$d = resume$q;
        delay$d = delay$q;
        since_act$d = since_act$q;
        since_write$d = since_write$q;
        since_pre$d = since_pre$q;
        refresh_age$d = refresh_age$q;
        init_refreshes$d = init_refreshes$q;
        booted$d = booted$q;
        op$d = op$q;
        bank$d = bank$q;
        row$d = row$q;
        write_word$d = write_word$q;
        issued$d = issued$q;
        captured$d = captured$q;
        read_pipe$d = read_pipe$q;
        clearing$d = clearing$q;
        clear_chunk$d = clear_chunk$q;
        report$d = report$q;
        clear_addr$d = clear_addr$q;
        out_full$d = out_full$q;
        out_op_q$d = out_op_q$q;
        out_hit_q$d = out_hit_q$q;
        out_word_q$d = out_word_q$q;
        cmd_cs$clock = clock;
        cmd_ras$clock = clock;
        cmd_cas$clock = clock;
        cmd_we$clock = clock;
        dq_oe$clock = clock;
        dq_in$clock = clock;
        cmd_cs$d = 1'b0;
        cmd_ras$d = 1'b0;
        cmd_cas$d = 1'b0;
        cmd_we$d = 1'b0;
        dq_oe$d = 1'b0;
        dq_in$d = sdram_dq_in;
        col$0$clock = clock;
        col$0$d = col$0$q;
        bit_sel$0$clock = clock;
        bit_sel$0$d = bit_sel$0$q;
        data$0$clock = clock;
        data$0$d = data$0$q;
        col$1$clock = clock;
        col$1$d = col$1$q;
        bit_sel$1$clock = clock;
        bit_sel$1$d = bit_sel$1$q;
        data$1$clock = clock;
        data$1$d = data$1$q;
        col$2$clock = clock;
        col$2$d = col$2$q;
        bit_sel$2$clock = clock;
        bit_sel$2$d = bit_sel$2$q;
        data$2$clock = clock;
        data$2$d = data$2$q;
        col$3$clock = clock;
        col$3$d = col$3$q;
        bit_sel$3$clock = clock;
        bit_sel$3$d = bit_sel$3$q;
        data$3$clock = clock;
        data$3$d = data$3$q;
        col$4$clock = clock;
        col$4$d = col$4$q;
        bit_sel$4$clock = clock;
        bit_sel$4$d = bit_sel$4$q;
        data$4$clock = clock;
        data$4$d = data$4$q;
        col$5$clock = clock;
        col$5$d = col$5$q;
        bit_sel$5$clock = clock;
        bit_sel$5$d = bit_sel$5$q;
        data$5$clock = clock;
        data$5$d = data$5$q;
        sdram_cs_n = ~cmd_cs$q;
        sdram_ras_n = ~cmd_ras$q;
        sdram_cas_n = ~cmd_cas$q;
        sdram_we_n = ~cmd_we$q;
        sdram_ba = cmd_ba$q;
        sdram_addr = cmd_addr$q;
        sdram_dqm = zero2;
        sdram_dq_out = dq_out$q;
        sdram_dq_oe = dq_oe$q;
        if (~&since_act$q) begin
            since_act$d = since_act$q + one6;
        end
        if (~&since_write$q) begin
            since_write$d = since_write$q + one6;
        end
        if (~&since_pre$q) begin
            since_pre$d = since_pre$q + one6;
        end
        act_ok = (since_act$q >= t_rc) & (since_pre$q >= t_rp);
        if (~&refresh_age$q) begin
            refresh_age$d = refresh_age$q + one12;
        end
        refresh_due = refresh_age$q >= refresh_due_age;
        is_key = (op$q == op_query) | (op$q == op_insert);
        issue_read = 1'b0;
        capture = |(read_pipe$q & capture_tap);
        if (capture) begin
            captured$d = captured$q + one4;
        end
        if (capture) begin
            data$0$d = data$1$q;
            data$1$d = data$2$q;
            data$2$d = data$3$q;
            data$3$d = data$4$q;
            data$4$d = data$5$q;
            data$5$d = dq_in$q;
        end
        mask = zero16;
        bit_set$0 = |(data$0$q & (one16 << bit_sel$0$q));
        if (col$0$q == col$0$q) begin
            mask = mask | (one16 << bit_sel$0$q);
        end
        bit_set$1 = |(data$1$q & (one16 << bit_sel$1$q));
        if (col$1$q == col$0$q) begin
            mask = mask | (one16 << bit_sel$1$q);
        end
        bit_set$2 = |(data$2$q & (one16 << bit_sel$2$q));
        if (col$2$q == col$0$q) begin
            mask = mask | (one16 << bit_sel$2$q);
        end
        bit_set$3 = |(data$3$q & (one16 << bit_sel$3$q));
        if (col$3$q == col$0$q) begin
            mask = mask | (one16 << bit_sel$3$q);
        end
        bit_set$4 = |(data$4$q & (one16 << bit_sel$4$q));
        if (col$4$q == col$0$q) begin
            mask = mask | (one16 << bit_sel$4$q);
        end
        bit_set$5 = |(data$5$q & (one16 << bit_sel$5$q));
        if (col$5$q == col$0$q) begin
            mask = mask | (one16 << bit_sel$5$q);
        end
        merged = data$0$q | mask;
        all_set = 1'b1;
        if (~bit_set$0) begin
            all_set = 1'b0;
        end
        if (~bit_set$1) begin
            all_set = 1'b0;
        end
        if (~bit_set$2) begin
            all_set = 1'b0;
        end
        if (~bit_set$3) begin
            all_set = 1'b0;
        end
        if (~bit_set$4) begin
            all_set = 1'b0;
        end
        if (~bit_set$5) begin
            all_set = 1'b0;
        end
        if (op$q == op_insert) begin
            new_word = merged;
        end
        else begin
            new_word = write_word$q;
        end
        changed = new_word != data$0$q;
        wide = (((in_x) & 128'hffffffffffffffffffffffffffffffff) << 32'h40) | ((in_h0) & 128'hffffffffffffffffffffffffffffffff);
        if ((in_op == op_query) | (in_op == op_insert)) begin
            take_bank = in_h0[(32'h0)+:(2)];
            take_row = ((in_h0[(row_off)+:(4)]) & 13'h1fff);
        end
        else begin
            take_bank = in_x[(32'h9)+:(2)];
            take_row = ((in_x[(32'hb)+:(4)]) & 13'h1fff);
        end
        out_valid = out_full$q;
        out_op = out_op_q$q;
        out_hit = out_hit_q$q;
        out_word = out_word_q$q;
        if (out_full$q & out_ready) begin
            out_full$d = 1'b0;
        end
        ready = booted$q;
        takes = 1'b0;
        finish_now = 1'b0;
        case (state$q)
            0:
                begin
                    if (|delay$q) begin
                        delay$d = delay$q - one16;
                    end
                    else begin
                        state$d = resume$q;
                    end
                end
            1:
                begin
                    cmd_cs$d = 1'b1;
                    cmd_ras$d = 1'b1;
                    cmd_we$d = 1'b1;
                    cmd_addr$d = pre_all;
                    init_refreshes$d = zero4;
                    since_pre$d = one6;
                    delay$d = w_rp;
                    state$d = st_wait;
                    resume$d = st_init_ref;
                end
            2:
                begin
                    cmd_cs$d = 1'b1;
                    cmd_ras$d = 1'b1;
                    cmd_cas$d = 1'b1;
                    refresh_age$d = zero12;
                    init_refreshes$d = init_refreshes$q + one4;
                    delay$d = w_rc;
                    state$d = st_wait;
                    if (init_refreshes$q + one4 == n_init_refreshes) begin
                        resume$d = st_init_mode;
                    end
                    else begin
                        resume$d = st_init_ref;
                    end
                end
            3:
                begin
                    cmd_cs$d = 1'b1;
                    cmd_ras$d = 1'b1;
                    cmd_cas$d = 1'b1;
                    cmd_we$d = 1'b1;
                    cmd_addr$d = mode;
                    clearing$d = 1'b1;
                    report$d = 1'b0;
                    clear_addr$d = zero24;
                    delay$d = w_mrd;
                    state$d = st_wait;
                    resume$d = st_idle;
                end
            4:
                begin
                    if (refresh_due) begin
                        state$d = st_ref;
                    end
                    else if (clearing$q) begin
                        state$d = st_clr_act;
                    end
                    else if (in_valid & (~out_full$q | out_ready)) begin
                        takes = 1'b1;
                        op$d = in_op;
                        issued$d = zero4;
                        captured$d = zero4;
                        write_word$d = in_x[(32'h20)+:(16)];
                        bank$d = take_bank;
                        row$d = take_row;
                        if ((in_op == op_query) | (in_op == op_insert) | (in_op == op_read) | (in_op == op_write)) begin
                            if (act_ok) begin
                                cmd_cs$d = 1'b1;
                                cmd_ras$d = 1'b1;
                                cmd_ba$d = take_bank;
                                cmd_addr$d = take_row;
                                since_act$d = one6;
                                delay$d = w_rcd;
                                state$d = st_wait;
                                resume$d = st_reads;
                            end
                            else begin
                                state$d = st_act;
                            end
                        end
                        if ((in_op == op_query) | (in_op == op_insert)) begin
                            col$0$d = wide[(col_off$0)+:(9)];
                            bit_sel$0$d = wide[(bit_off$0)+:(4)];
                            col$1$d = wide[(col_off$1)+:(9)];
                            bit_sel$1$d = wide[(bit_off$1)+:(4)];
                            col$2$d = wide[(col_off$2)+:(9)];
                            bit_sel$2$d = wide[(bit_off$2)+:(4)];
                            col$3$d = wide[(col_off$3)+:(9)];
                            bit_sel$3$d = wide[(bit_off$3)+:(4)];
                            col$4$d = wide[(col_off$4)+:(9)];
                            bit_sel$4$d = wide[(bit_off$4)+:(4)];
                            col$5$d = wide[(col_off$5)+:(9)];
                            bit_sel$5$d = wide[(bit_off$5)+:(4)];
                        end
                        else if ((in_op == op_read) | (in_op == op_write)) begin
                            col$0$d = in_x[(32'h0)+:(9)];
                            bit_sel$0$d = zero4;
                            col$1$d = in_x[(32'h0)+:(9)];
                            bit_sel$1$d = zero4;
                            col$2$d = in_x[(32'h0)+:(9)];
                            bit_sel$2$d = zero4;
                            col$3$d = in_x[(32'h0)+:(9)];
                            bit_sel$3$d = zero4;
                            col$4$d = in_x[(32'h0)+:(9)];
                            bit_sel$4$d = zero4;
                            col$5$d = in_x[(32'h0)+:(9)];
                            bit_sel$5$d = zero4;
                        end
                        else if (in_op == op_clear) begin
                            clearing$d = 1'b1;
                            report$d = 1'b1;
                            clear_addr$d = zero24;
                        end
                        else begin
                            out_full$d = 1'b1;
                            out_op_q$d = in_op;
                            out_hit_q$d = 1'b0;
                            out_word_q$d = zero16;
                        end
                    end
                end
            5:
                begin
                    if (since_pre$q >= t_rp) begin
                        cmd_cs$d = 1'b1;
                        cmd_ras$d = 1'b1;
                        cmd_cas$d = 1'b1;
                        refresh_age$d = zero12;
                        delay$d = w_rc;
                        state$d = st_wait;
                        resume$d = st_idle;
                    end
                end
            6:
                begin
                    if (act_ok) begin
                        cmd_cs$d = 1'b1;
                        cmd_ras$d = 1'b1;
                        cmd_ba$d = bank$q;
                        cmd_addr$d = row$q;
                        since_act$d = one6;
                        delay$d = w_rcd;
                        state$d = st_wait;
                        resume$d = st_reads;
                    end
                end
            7:
                begin
                    cmd_cs$d = 1'b1;
                    cmd_cas$d = 1'b1;
                    cmd_ba$d = bank$q;
                    cmd_addr$d = ((col$0$q) & 13'h1fff);
                    issue_read = 1'b1;
                    issued$d = issued$q + one4;
                    if (issued$q == last_position) begin
                        if ((op$q == op_query) | (op$q == op_read)) begin
                            state$d = st_pre;
                        end
                        else begin
                            state$d = st_capture;
                        end
                    end
                end
            8:
                begin
                    if ((captured$q == positions) | (capture & (captured$q == last_position))) begin
                        issued$d = zero4;
                        state$d = st_writes;
                    end
                end
            10:
                begin
                    if (changed) begin
                        cmd_cs$d = 1'b1;
                        cmd_cas$d = 1'b1;
                        cmd_we$d = 1'b1;
                        cmd_ba$d = bank$q;
                        cmd_addr$d = ((col$0$q) & 13'h1fff);
                        dq_out$d = new_word;
                        dq_oe$d = 1'b1;
                        since_write$d = one6;
                    end
                    issued$d = issued$q + one4;
                    if (issued$q == last_position) begin
                        state$d = st_pre;
                    end
                end
            11:
                begin
                    if ((since_act$q >= t_ras) & (since_write$q >= t_wr)) begin
                        cmd_cs$d = 1'b1;
                        cmd_ras$d = 1'b1;
                        cmd_we$d = 1'b1;
                        cmd_ba$d = bank$q;
                        cmd_addr$d = zero13;
                        since_pre$d = one6;
                        if (clear_chunk$q) begin
                            clear_chunk$d = 1'b0;
                            state$d = st_idle;
                        end
                        else if (captured$q == positions) begin
                            finish_now = 1'b1;
                        end
                        else begin
                            state$d = st_finish;
                        end
                    end
                end
            12:
                begin
                    if (captured$q == positions) begin
                        finish_now = 1'b1;
                    end
                end
            13:
                begin
                    if (act_ok) begin
                        cmd_cs$d = 1'b1;
                        cmd_ras$d = 1'b1;
                        cmd_ba$d = clear_addr$q[(32'h9)+:(2)];
                        cmd_addr$d = ((clear_addr$q[(32'hb)+:(4)]) & 13'h1fff);
                        bank$d = clear_addr$q[(32'h9)+:(2)];
                        clear_chunk$d = 1'b1;
                        since_act$d = one6;
                        delay$d = w_rcd;
                        state$d = st_wait;
                        resume$d = st_clr_writes;
                    end
                end
            14:
                begin
                    cmd_cs$d = 1'b1;
                    cmd_cas$d = 1'b1;
                    cmd_we$d = 1'b1;
                    cmd_ba$d = bank$q;
                    cmd_addr$d = ((clear_addr$q[(32'h0)+:(9)]) & 13'h1fff);
                    dq_out$d = zero16;
                    dq_oe$d = 1'b1;
                    since_write$d = one6;
                    clear_addr$d = clear_addr$q + one24;
                    if ((clear_addr$q & chunk_end) == chunk_end) begin
                        state$d = st_pre;
                        if (clear_addr$q == last_clear_addr) begin
                            clearing$d = 1'b0;
                            booted$d = 1'b1;
                            if (report$q) begin
                                out_full$d = 1'b1;
                                out_op_q$d = op_clear;
                                out_hit_q$d = 1'b0;
                                out_word_q$d = zero16;
                            end
                        end
                    end
                end
            default:
                begin
                    state$d = st_idle;
                end
        endcase
        if (finish_now) begin
            out_full$d = 1'b1;
            out_op_q$d = op$q;
            out_hit_q$d = is_key & all_set;
            if (is_key) begin
                out_word_q$d = zero16;
            end
            else begin
                out_word_q$d = data$0$q;
            end
            state$d = st_idle;
        end
        if (issue_read | (state$q == st_writes)) begin
            col$0$d = col$1$q;
            bit_sel$0$d = bit_sel$1$q;
            col$1$d = col$2$q;
            bit_sel$1$d = bit_sel$2$q;
            col$2$d = col$3$q;
            bit_sel$2$d = bit_sel$3$q;
            col$3$d = col$4$q;
            bit_sel$3$d = bit_sel$4$q;
            col$4$d = col$5$q;
            bit_sel$4$d = bit_sel$5$q;
            col$5$d = col$0$q;
            bit_sel$5$d = bit_sel$0$q;
        end
        if (state$q == st_writes) begin
            data$0$d = data$1$q;
            data$1$d = data$2$q;
            data$2$d = data$3$q;
            data$3$d = data$4$q;
            data$4$d = data$5$q;
            data$5$d = data$0$q;
        end
        if (issue_read) begin
            read_pipe$d = (read_pipe$q << 32'h1) | one8;
        end
        else begin
            read_pipe$d = read_pipe$q << 32'h1;
        end
        in_ready = takes & ~reset;
        if (reset) begin
            state$d = st_wait;
            delay$d = t_power_up;
            resume$d = st_init_pre;
            cmd_cs$d = 1'b0;
            dq_oe$d = 1'b0;
            out_full$d = 1'b0;
            clearing$d = 1'b0;
            clear_chunk$d = 1'b0;
            booted$d = 1'b0;
            read_pipe$d = zero8;
            since_act$d = sat6;
            since_write$d = sat6;
            since_pre$d = sat6;
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


module sdram_bloom_k6_r4$core$bit_sel$0(d,q,clock);
    
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
          
endmodule // top$core$bit_sel$0


module sdram_bloom_k6_r4$core$bit_sel$1(d,q,clock);
    
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
          
endmodule // top$core$bit_sel$1


module sdram_bloom_k6_r4$core$bit_sel$2(d,q,clock);
    
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
          
endmodule // top$core$bit_sel$2


module sdram_bloom_k6_r4$core$bit_sel$3(d,q,clock);
    
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
          
endmodule // top$core$bit_sel$3


module sdram_bloom_k6_r4$core$bit_sel$4(d,q,clock);
    
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
          
endmodule // top$core$bit_sel$4


module sdram_bloom_k6_r4$core$bit_sel$5(d,q,clock);
    
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
          
endmodule // top$core$bit_sel$5


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


module sdram_bloom_k6_r4$core$clear_chunk(d,q,clock);
    
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
          
endmodule // top$core$clear_chunk


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


module sdram_bloom_k6_r4$core$cmd_addr(d,q,clock);
    
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
          
endmodule // top$core$cmd_addr


module sdram_bloom_k6_r4$core$cmd_ba(d,q,clock);
    
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
          
endmodule // top$core$cmd_ba


module sdram_bloom_k6_r4$core$cmd_cas(d,q,clock);
    
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
          
endmodule // top$core$cmd_cas


module sdram_bloom_k6_r4$core$cmd_cs(d,q,clock);
    
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
          
endmodule // top$core$cmd_cs


module sdram_bloom_k6_r4$core$cmd_ras(d,q,clock);
    
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
          
endmodule // top$core$cmd_ras


module sdram_bloom_k6_r4$core$cmd_we(d,q,clock);
    
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
          
endmodule // top$core$cmd_we


module sdram_bloom_k6_r4$core$col$0(d,q,clock);
    
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
          
endmodule // top$core$col$0


module sdram_bloom_k6_r4$core$col$1(d,q,clock);
    
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
          
endmodule // top$core$col$1


module sdram_bloom_k6_r4$core$col$2(d,q,clock);
    
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
          
endmodule // top$core$col$2


module sdram_bloom_k6_r4$core$col$3(d,q,clock);
    
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
          
endmodule // top$core$col$3


module sdram_bloom_k6_r4$core$col$4(d,q,clock);
    
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
          
endmodule // top$core$col$4


module sdram_bloom_k6_r4$core$col$5(d,q,clock);
    
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
          
endmodule // top$core$col$5


module sdram_bloom_k6_r4$core$data$0(d,q,clock);
    
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
          
endmodule // top$core$data$0


module sdram_bloom_k6_r4$core$data$1(d,q,clock);
    
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
          
endmodule // top$core$data$1


module sdram_bloom_k6_r4$core$data$2(d,q,clock);
    
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
          
endmodule // top$core$data$2


module sdram_bloom_k6_r4$core$data$3(d,q,clock);
    
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
          
endmodule // top$core$data$3


module sdram_bloom_k6_r4$core$data$4(d,q,clock);
    
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
          
endmodule // top$core$data$4


module sdram_bloom_k6_r4$core$data$5(d,q,clock);
    
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
          
endmodule // top$core$data$5


module sdram_bloom_k6_r4$core$delay(d,q,clock);
    
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
          
endmodule // top$core$delay


module sdram_bloom_k6_r4$core$dq_in(d,q,clock);
    
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
          
endmodule // top$core$dq_in


module sdram_bloom_k6_r4$core$dq_oe(d,q,clock);
    
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
          
endmodule // top$core$dq_oe


module sdram_bloom_k6_r4$core$dq_out(d,q,clock);
    
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
          
endmodule // top$core$dq_out


module sdram_bloom_k6_r4$core$init_refreshes(d,q,clock);
    
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
          
endmodule // top$core$init_refreshes


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


module sdram_bloom_k6_r4$core$out_full(d,q,clock);
    
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
          
endmodule // top$core$out_full


module sdram_bloom_k6_r4$core$out_hit_q(d,q,clock);
    
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
          
endmodule // top$core$out_hit_q


module sdram_bloom_k6_r4$core$out_op_q(d,q,clock);
    
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
          
endmodule // top$core$out_op_q


module sdram_bloom_k6_r4$core$out_word_q(d,q,clock);
    
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
          
endmodule // top$core$out_word_q


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


module sdram_bloom_k6_r4$core$refresh_age(d,q,clock);
    
    // Module arguments
    input wire  [11:0] d;
    output reg  [11:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 12'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$core$refresh_age


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


module sdram_bloom_k6_r4$core$resume(d,q,clock);
    
    // Module arguments
    input wire  [4:0] d;
    output reg  [4:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 5'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$core$resume


module sdram_bloom_k6_r4$core$row(d,q,clock);
    
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
          
endmodule // top$core$row


module sdram_bloom_k6_r4$core$since_act(d,q,clock);
    
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
          
endmodule // top$core$since_act


module sdram_bloom_k6_r4$core$since_pre(d,q,clock);
    
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
          
endmodule // top$core$since_pre


module sdram_bloom_k6_r4$core$since_write(d,q,clock);
    
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
          
endmodule // top$core$since_write


module sdram_bloom_k6_r4$core$state(d,q,clock);
    
    // Module arguments
    input wire  [4:0] d;
    output reg  [4:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 5'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$core$state


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
