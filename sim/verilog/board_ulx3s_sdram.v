

module board_ulx3s_sdram(clock,reset,rx,tx,baud_div,leds,sdram_cs_n,sdram_ras_n,sdram_cas_n,sdram_we_n,sdram_ba,sdram_addr,sdram_dqm,sdram_dq_out,sdram_dq_oe,sdram_dq_in);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  rx;
    output reg  tx;
    input wire  [15:0] baud_div;
    output reg  [3:0] leds;
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
    localparam  zero32 = 32'h0;
    
    // Stub signals
    reg  link$clock;
    reg  link$reset;
    reg  link$rx;
    wire  link$tx;
    reg  [15:0] link$baud_div;
    wire  [3:0] link$leds;
    wire  [2:0] link$op_code;
    wire  [63:0] link$op_key;
    wire  [63:0] link$op_data;
    wire  link$bloom_valid;
    reg  link$bloom_ready;
    reg  link$bloom_out_valid;
    wire  link$bloom_out_ready;
    reg  link$bloom_out_hit;
    reg  [31:0] link$bloom_out_word;
    reg  [31:0] link$bloom_stuck_total;
    wire  [2:0] link$bloom_set_bits_bank;
    reg  [31:0] link$bloom_set_bits;
    wire  link$cuckoo_valid;
    reg  link$cuckoo_ready;
    reg  link$cuckoo_out_valid;
    wire  link$cuckoo_out_ready;
    reg  [1:0] link$cuckoo_out_code;
    reg  [63:0] link$cuckoo_out_data;
    reg  bloom$clock;
    reg  bloom$reset;
    reg  bloom$in_valid;
    wire  bloom$in_ready;
    reg  [2:0] bloom$in_op;
    reg  [63:0] bloom$in_key;
    wire  bloom$out_valid;
    reg  bloom$out_ready;
    wire  [2:0] bloom$out_op;
    wire  bloom$out_hit;
    wire  [15:0] bloom$out_word;
    wire  bloom$ready;
    wire  [31:0] bloom$set_bits;
    reg  [2:0] bloom$set_bits_group;
    wire  [31:0] bloom$group_set_bits;
    wire  bloom$sdram_cs_n;
    wire  bloom$sdram_ras_n;
    wire  bloom$sdram_cas_n;
    wire  bloom$sdram_we_n;
    wire  [1:0] bloom$sdram_ba;
    wire  [12:0] bloom$sdram_addr;
    wire  [1:0] bloom$sdram_dqm;
    wire  [15:0] bloom$sdram_dq_out;
    wire  bloom$sdram_dq_oe;
    reg  [15:0] bloom$sdram_dq_in;
    reg  cuckoo$clock;
    reg  cuckoo$reset;
    reg  cuckoo$in_valid;
    wire  cuckoo$in_ready;
    reg  [2:0] cuckoo$in_op;
    reg  [63:0] cuckoo$in_key;
    reg  [63:0] cuckoo$in_data;
    wire  cuckoo$out_valid;
    reg  cuckoo$out_ready;
    wire  [2:0] cuckoo$out_op;
    wire  [1:0] cuckoo$out_code;
    wire  [63:0] cuckoo$out_data;
    
    // Sub module instances
    board_ulx3s_sdram$link link(
        .clock(link$clock),
        .reset(link$reset),
        .rx(link$rx),
        .tx(link$tx),
        .baud_div(link$baud_div),
        .leds(link$leds),
        .op_code(link$op_code),
        .op_key(link$op_key),
        .op_data(link$op_data),
        .bloom_valid(link$bloom_valid),
        .bloom_ready(link$bloom_ready),
        .bloom_out_valid(link$bloom_out_valid),
        .bloom_out_ready(link$bloom_out_ready),
        .bloom_out_hit(link$bloom_out_hit),
        .bloom_out_word(link$bloom_out_word),
        .bloom_stuck_total(link$bloom_stuck_total),
        .bloom_set_bits_bank(link$bloom_set_bits_bank),
        .bloom_set_bits(link$bloom_set_bits),
        .cuckoo_valid(link$cuckoo_valid),
        .cuckoo_ready(link$cuckoo_ready),
        .cuckoo_out_valid(link$cuckoo_out_valid),
        .cuckoo_out_ready(link$cuckoo_out_ready),
        .cuckoo_out_code(link$cuckoo_out_code),
        .cuckoo_out_data(link$cuckoo_out_data)
    );
    board_ulx3s_sdram$bloom bloom(
        .clock(bloom$clock),
        .reset(bloom$reset),
        .in_valid(bloom$in_valid),
        .in_ready(bloom$in_ready),
        .in_op(bloom$in_op),
        .in_key(bloom$in_key),
        .out_valid(bloom$out_valid),
        .out_ready(bloom$out_ready),
        .out_op(bloom$out_op),
        .out_hit(bloom$out_hit),
        .out_word(bloom$out_word),
        .ready(bloom$ready),
        .set_bits(bloom$set_bits),
        .set_bits_group(bloom$set_bits_group),
        .group_set_bits(bloom$group_set_bits),
        .sdram_cs_n(bloom$sdram_cs_n),
        .sdram_ras_n(bloom$sdram_ras_n),
        .sdram_cas_n(bloom$sdram_cas_n),
        .sdram_we_n(bloom$sdram_we_n),
        .sdram_ba(bloom$sdram_ba),
        .sdram_addr(bloom$sdram_addr),
        .sdram_dqm(bloom$sdram_dqm),
        .sdram_dq_out(bloom$sdram_dq_out),
        .sdram_dq_oe(bloom$sdram_dq_oe),
        .sdram_dq_in(bloom$sdram_dq_in)
    );
    board_ulx3s_sdram$cuckoo cuckoo(
        .clock(cuckoo$clock),
        .reset(cuckoo$reset),
        .in_valid(cuckoo$in_valid),
        .in_ready(cuckoo$in_ready),
        .in_op(cuckoo$in_op),
        .in_key(cuckoo$in_key),
        .in_data(cuckoo$in_data),
        .out_valid(cuckoo$out_valid),
        .out_ready(cuckoo$out_ready),
        .out_op(cuckoo$out_op),
        .out_code(cuckoo$out_code),
        .out_data(cuckoo$out_data)
    );
    
    // Update code
    always @(*) begin
        link$clock = clock;
        link$reset = reset;
        link$rx = rx;
        link$baud_div = baud_div;
        tx = link$tx;
        leds = link$leds;
        bloom$clock = clock;
        bloom$reset = reset;
        cuckoo$clock = clock;
        cuckoo$reset = reset;
        bloom$in_valid = link$bloom_valid;
        bloom$in_op = link$op_code;
        bloom$in_key = link$op_key;
        link$bloom_ready = bloom$in_ready;
        bloom$out_ready = link$bloom_out_ready;
        link$bloom_out_valid = bloom$out_valid;
        link$bloom_out_hit = bloom$out_hit;
        link$bloom_out_word = ((bloom$out_word) & 32'hffffffff);
        link$bloom_stuck_total = zero32;
        bloom$set_bits_group = link$bloom_set_bits_bank;
        link$bloom_set_bits = bloom$group_set_bits;
        sdram_cs_n = bloom$sdram_cs_n;
        sdram_ras_n = bloom$sdram_ras_n;
        sdram_cas_n = bloom$sdram_cas_n;
        sdram_we_n = bloom$sdram_we_n;
        sdram_ba = bloom$sdram_ba;
        sdram_addr = bloom$sdram_addr;
        sdram_dqm = bloom$sdram_dqm;
        sdram_dq_out = bloom$sdram_dq_out;
        sdram_dq_oe = bloom$sdram_dq_oe;
        bloom$sdram_dq_in = sdram_dq_in;
        cuckoo$in_valid = link$cuckoo_valid;
        cuckoo$in_op = link$op_code;
        cuckoo$in_key = link$op_key;
        cuckoo$in_data = link$op_data;
        link$cuckoo_ready = cuckoo$in_ready;
        cuckoo$out_ready = link$cuckoo_out_ready;
        link$cuckoo_out_valid = cuckoo$out_valid;
        link$cuckoo_out_code = cuckoo$out_code;
        link$cuckoo_out_data = cuckoo$out_data;
    end
    
endmodule // top


module board_ulx3s_sdram$bloom(clock,reset,in_valid,in_ready,in_op,in_key,out_valid,out_ready,out_op,out_hit,out_word,ready,set_bits,set_bits_group,group_set_bits,sdram_cs_n,sdram_ras_n,sdram_cas_n,sdram_we_n,sdram_ba,sdram_addr,sdram_dqm,sdram_dq_out,sdram_dq_oe,sdram_dq_in);
    
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
    board_ulx3s_sdram$bloom$front front(
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
    board_ulx3s_sdram$bloom$core core(
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
    
endmodule // top$bloom


module board_ulx3s_sdram$bloom$core(clock,reset,in_valid,in_ready,in_op,in_x,in_h0,out_valid,out_ready,out_op,out_hit,out_word,ready,set_bits,set_bits_group,group_set_bits,sdram_cs_n,sdram_ras_n,sdram_cas_n,sdram_we_n,sdram_ba,sdram_addr,sdram_dqm,sdram_dq_out,sdram_dq_oe,sdram_dq_in);
    
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
    localparam  last_clear_addr = 24'hffffff;
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
    board_ulx3s_sdram$bloom$core$power_up power_up(
        .clock(power_up$clock),
        .reset(power_up$reset),
        .done(power_up$done),
        .cmd_cs(power_up$cmd_cs),
        .cmd_ras(power_up$cmd_ras),
        .cmd_cas(power_up$cmd_cas),
        .cmd_we(power_up$cmd_we),
        .cmd_addr(power_up$cmd_addr)
    );
    board_ulx3s_sdram$bloom$core$timers timers(
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
    board_ulx3s_sdram$bloom$core$pins pins(
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
    board_ulx3s_sdram$bloom$core$next_op next_op(
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
    board_ulx3s_sdram$bloom$core$ring ring(
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
    board_ulx3s_sdram$bloom$core$results results(
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
    board_ulx3s_sdram$bloom$core$set_bit_counter set_bit_counter(
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
    board_ulx3s_sdram$bloom$core$started started(
        .d(started$d),
        .q(started$q),
        .clock(started$clock)
    );
    board_ulx3s_sdram$bloom$core$booted booted(
        .d(booted$d),
        .q(booted$q),
        .clock(booted$clock)
    );
    board_ulx3s_sdram$bloom$core$queued queued(
        .d(queued$d),
        .q(queued$q),
        .clock(queued$clock)
    );
    board_ulx3s_sdram$bloom$core$queued_opened queued_opened(
        .d(queued_opened$d),
        .q(queued_opened$q),
        .clock(queued_opened$clock)
    );
    board_ulx3s_sdram$bloom$core$phase phase(
        .d(phase$d),
        .q(phase$q),
        .clock(phase$clock)
    );
    board_ulx3s_sdram$bloom$core$op op(
        .d(op$d),
        .q(op$q),
        .clock(op$clock)
    );
    board_ulx3s_sdram$bloom$core$bank bank(
        .d(bank$d),
        .q(bank$q),
        .clock(bank$clock)
    );
    board_ulx3s_sdram$bloom$core$group group(
        .d(group$d),
        .q(group$q),
        .clock(group$clock)
    );
    board_ulx3s_sdram$bloom$core$write_word write_word(
        .d(write_word$d),
        .q(write_word$q),
        .clock(write_word$clock)
    );
    board_ulx3s_sdram$bloom$core$issued issued(
        .d(issued$d),
        .q(issued$q),
        .clock(issued$clock)
    );
    board_ulx3s_sdram$bloom$core$captured captured(
        .d(captured$d),
        .q(captured$q),
        .clock(captured$clock)
    );
    board_ulx3s_sdram$bloom$core$read_pipe read_pipe(
        .d(read_pipe$d),
        .q(read_pipe$q),
        .clock(read_pipe$clock)
    );
    board_ulx3s_sdram$bloom$core$close_pending close_pending(
        .d(close_pending$d),
        .q(close_pending$q),
        .clock(close_pending$clock)
    );
    board_ulx3s_sdram$bloom$core$close_bank close_bank(
        .d(close_bank$d),
        .q(close_bank$q),
        .clock(close_bank$clock)
    );
    board_ulx3s_sdram$bloom$core$clearing clearing(
        .d(clearing$d),
        .q(clearing$q),
        .clock(clearing$clock)
    );
    board_ulx3s_sdram$bloom$core$report report(
        .d(report$d),
        .q(report$q),
        .clock(report$clock)
    );
    board_ulx3s_sdram$bloom$core$clear_addr clear_addr(
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
                    cmd_addr = ((clear_addr$q[(32'hb)+:(13)]) & 13'h1fff);
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
    
endmodule // top$bloom$core


module board_ulx3s_sdram$bloom$core$bank(d,q,clock);
    
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
          
endmodule // top$bloom$core$bank


module board_ulx3s_sdram$bloom$core$booted(d,q,clock);
    
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
          
endmodule // top$bloom$core$booted


module board_ulx3s_sdram$bloom$core$captured(d,q,clock);
    
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
          
endmodule // top$bloom$core$captured


module board_ulx3s_sdram$bloom$core$clear_addr(d,q,clock);
    
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
          
endmodule // top$bloom$core$clear_addr


module board_ulx3s_sdram$bloom$core$clearing(d,q,clock);
    
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
          
endmodule // top$bloom$core$clearing


module board_ulx3s_sdram$bloom$core$close_bank(d,q,clock);
    
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
          
endmodule // top$bloom$core$close_bank


module board_ulx3s_sdram$bloom$core$close_pending(d,q,clock);
    
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
          
endmodule // top$bloom$core$close_pending


module board_ulx3s_sdram$bloom$core$group(d,q,clock);
    
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
          
endmodule // top$bloom$core$group


module board_ulx3s_sdram$bloom$core$issued(d,q,clock);
    
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
          
endmodule // top$bloom$core$issued


module board_ulx3s_sdram$bloom$core$next_op(clock,take,in_op,in_x,in_h0,op,bank,row,col$0,col$1,col$2,col$3,col$4,col$5,bit_sel$0,bit_sel$1,bit_sel$2,bit_sel$3,bit_sel$4,bit_sel$5,word_mask$0,word_mask$1,word_mask$2,word_mask$3,word_mask$4,word_mask$5,first_in_word$0,first_in_word$1,first_in_word$2,first_in_word$3,first_in_word$4,first_in_word$5,word,group);
    
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
    localparam  key_group_at = 8'hc;
    localparam  word_group_at = 8'h15;
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
    board_ulx3s_sdram$bloom$core$next_op$op_q op_q(
        .d(op_q$d),
        .q(op_q$q),
        .clock(op_q$clock)
    );
    board_ulx3s_sdram$bloom$core$next_op$bank_q bank_q(
        .d(bank_q$d),
        .q(bank_q$q),
        .clock(bank_q$clock)
    );
    board_ulx3s_sdram$bloom$core$next_op$row_q row_q(
        .d(row_q$d),
        .q(row_q$q),
        .clock(row_q$clock)
    );
    board_ulx3s_sdram$bloom$core$next_op$col_q$0 col_q$0(
        .d(col_q$0$d),
        .q(col_q$0$q),
        .clock(col_q$0$clock)
    );
    board_ulx3s_sdram$bloom$core$next_op$col_q$1 col_q$1(
        .d(col_q$1$d),
        .q(col_q$1$q),
        .clock(col_q$1$clock)
    );
    board_ulx3s_sdram$bloom$core$next_op$col_q$2 col_q$2(
        .d(col_q$2$d),
        .q(col_q$2$q),
        .clock(col_q$2$clock)
    );
    board_ulx3s_sdram$bloom$core$next_op$col_q$3 col_q$3(
        .d(col_q$3$d),
        .q(col_q$3$q),
        .clock(col_q$3$clock)
    );
    board_ulx3s_sdram$bloom$core$next_op$col_q$4 col_q$4(
        .d(col_q$4$d),
        .q(col_q$4$q),
        .clock(col_q$4$clock)
    );
    board_ulx3s_sdram$bloom$core$next_op$col_q$5 col_q$5(
        .d(col_q$5$d),
        .q(col_q$5$q),
        .clock(col_q$5$clock)
    );
    board_ulx3s_sdram$bloom$core$next_op$bit_q$0 bit_q$0(
        .d(bit_q$0$d),
        .q(bit_q$0$q),
        .clock(bit_q$0$clock)
    );
    board_ulx3s_sdram$bloom$core$next_op$bit_q$1 bit_q$1(
        .d(bit_q$1$d),
        .q(bit_q$1$q),
        .clock(bit_q$1$clock)
    );
    board_ulx3s_sdram$bloom$core$next_op$bit_q$2 bit_q$2(
        .d(bit_q$2$d),
        .q(bit_q$2$q),
        .clock(bit_q$2$clock)
    );
    board_ulx3s_sdram$bloom$core$next_op$bit_q$3 bit_q$3(
        .d(bit_q$3$d),
        .q(bit_q$3$q),
        .clock(bit_q$3$clock)
    );
    board_ulx3s_sdram$bloom$core$next_op$bit_q$4 bit_q$4(
        .d(bit_q$4$d),
        .q(bit_q$4$q),
        .clock(bit_q$4$clock)
    );
    board_ulx3s_sdram$bloom$core$next_op$bit_q$5 bit_q$5(
        .d(bit_q$5$d),
        .q(bit_q$5$q),
        .clock(bit_q$5$clock)
    );
    board_ulx3s_sdram$bloom$core$next_op$word_q word_q(
        .d(word_q$d),
        .q(word_q$q),
        .clock(word_q$clock)
    );
    board_ulx3s_sdram$bloom$core$next_op$group_q group_q(
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
                row_q$d = ((in_h0[(row_off)+:(13)]) & 13'h1fff);
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
                row_q$d = ((in_x[(32'hb)+:(13)]) & 13'h1fff);
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
    
endmodule // top$bloom$core$next_op


module board_ulx3s_sdram$bloom$core$next_op$bank_q(d,q,clock);
    
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
          
endmodule // top$bloom$core$next_op$bank_q


module board_ulx3s_sdram$bloom$core$next_op$bit_q$0(d,q,clock);
    
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
          
endmodule // top$bloom$core$next_op$bit_q$0


module board_ulx3s_sdram$bloom$core$next_op$bit_q$1(d,q,clock);
    
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
          
endmodule // top$bloom$core$next_op$bit_q$1


module board_ulx3s_sdram$bloom$core$next_op$bit_q$2(d,q,clock);
    
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
          
endmodule // top$bloom$core$next_op$bit_q$2


module board_ulx3s_sdram$bloom$core$next_op$bit_q$3(d,q,clock);
    
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
          
endmodule // top$bloom$core$next_op$bit_q$3


module board_ulx3s_sdram$bloom$core$next_op$bit_q$4(d,q,clock);
    
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
          
endmodule // top$bloom$core$next_op$bit_q$4


module board_ulx3s_sdram$bloom$core$next_op$bit_q$5(d,q,clock);
    
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
          
endmodule // top$bloom$core$next_op$bit_q$5


module board_ulx3s_sdram$bloom$core$next_op$col_q$0(d,q,clock);
    
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
          
endmodule // top$bloom$core$next_op$col_q$0


module board_ulx3s_sdram$bloom$core$next_op$col_q$1(d,q,clock);
    
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
          
endmodule // top$bloom$core$next_op$col_q$1


module board_ulx3s_sdram$bloom$core$next_op$col_q$2(d,q,clock);
    
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
          
endmodule // top$bloom$core$next_op$col_q$2


module board_ulx3s_sdram$bloom$core$next_op$col_q$3(d,q,clock);
    
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
          
endmodule // top$bloom$core$next_op$col_q$3


module board_ulx3s_sdram$bloom$core$next_op$col_q$4(d,q,clock);
    
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
          
endmodule // top$bloom$core$next_op$col_q$4


module board_ulx3s_sdram$bloom$core$next_op$col_q$5(d,q,clock);
    
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
          
endmodule // top$bloom$core$next_op$col_q$5


module board_ulx3s_sdram$bloom$core$next_op$group_q(d,q,clock);
    
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
          
endmodule // top$bloom$core$next_op$group_q


module board_ulx3s_sdram$bloom$core$next_op$op_q(d,q,clock);
    
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
          
endmodule // top$bloom$core$next_op$op_q


module board_ulx3s_sdram$bloom$core$next_op$row_q(d,q,clock);
    
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
          
endmodule // top$bloom$core$next_op$row_q


module board_ulx3s_sdram$bloom$core$next_op$word_q(d,q,clock);
    
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
          
endmodule // top$bloom$core$next_op$word_q


module board_ulx3s_sdram$bloom$core$op(d,q,clock);
    
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
          
endmodule // top$bloom$core$op


module board_ulx3s_sdram$bloom$core$phase(d,q,clock);
    
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
          
endmodule // top$bloom$core$phase


module board_ulx3s_sdram$bloom$core$pins(clock,reset,cmd_cs,cmd_ras,cmd_cas,cmd_we,cmd_ba,cmd_addr,cmd_dq,cmd_dq_oe,dq_in,sdram_cs_n,sdram_ras_n,sdram_cas_n,sdram_we_n,sdram_ba,sdram_addr,sdram_dqm,sdram_dq_out,sdram_dq_oe,sdram_dq_in);
    
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
    board_ulx3s_sdram$bloom$core$pins$cs cs(
        .d(cs$d),
        .q(cs$q),
        .clock(cs$clock)
    );
    board_ulx3s_sdram$bloom$core$pins$ras ras(
        .d(ras$d),
        .q(ras$q),
        .clock(ras$clock)
    );
    board_ulx3s_sdram$bloom$core$pins$cas cas(
        .d(cas$d),
        .q(cas$q),
        .clock(cas$clock)
    );
    board_ulx3s_sdram$bloom$core$pins$we we(
        .d(we$d),
        .q(we$q),
        .clock(we$clock)
    );
    board_ulx3s_sdram$bloom$core$pins$ba ba(
        .d(ba$d),
        .q(ba$q),
        .clock(ba$clock)
    );
    board_ulx3s_sdram$bloom$core$pins$addr addr(
        .d(addr$d),
        .q(addr$q),
        .clock(addr$clock)
    );
    board_ulx3s_sdram$bloom$core$pins$dq_out dq_out(
        .d(dq_out$d),
        .q(dq_out$q),
        .clock(dq_out$clock)
    );
    board_ulx3s_sdram$bloom$core$pins$dq_oe dq_oe(
        .d(dq_oe$d),
        .q(dq_oe$q),
        .clock(dq_oe$clock)
    );
    board_ulx3s_sdram$bloom$core$pins$dq_in_q dq_in_q(
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
    
endmodule // top$bloom$core$pins


module board_ulx3s_sdram$bloom$core$pins$addr(d,q,clock);
    
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
          
endmodule // top$bloom$core$pins$addr


module board_ulx3s_sdram$bloom$core$pins$ba(d,q,clock);
    
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
          
endmodule // top$bloom$core$pins$ba


module board_ulx3s_sdram$bloom$core$pins$cas(d,q,clock);
    
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
          
endmodule // top$bloom$core$pins$cas


module board_ulx3s_sdram$bloom$core$pins$cs(d,q,clock);
    
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
          
endmodule // top$bloom$core$pins$cs


module board_ulx3s_sdram$bloom$core$pins$dq_in_q(d,q,clock);
    
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
          
endmodule // top$bloom$core$pins$dq_in_q


module board_ulx3s_sdram$bloom$core$pins$dq_oe(d,q,clock);
    
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
          
endmodule // top$bloom$core$pins$dq_oe


module board_ulx3s_sdram$bloom$core$pins$dq_out(d,q,clock);
    
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
          
endmodule // top$bloom$core$pins$dq_out


module board_ulx3s_sdram$bloom$core$pins$ras(d,q,clock);
    
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
          
endmodule // top$bloom$core$pins$ras


module board_ulx3s_sdram$bloom$core$pins$we(d,q,clock);
    
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
          
endmodule // top$bloom$core$pins$we


module board_ulx3s_sdram$bloom$core$power_up(clock,reset,done,cmd_cs,cmd_ras,cmd_cas,cmd_we,cmd_addr);
    
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
    localparam  t_power_up = 16'h2ee0;
    localparam  w_rp = 16'h1;
    localparam  w_rc = 16'h4;
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
    board_ulx3s_sdram$bloom$core$power_up$step step(
        .d(step$d),
        .q(step$q),
        .clock(step$clock)
    );
    board_ulx3s_sdram$bloom$core$power_up$delay delay(
        .d(delay$d),
        .q(delay$q),
        .clock(delay$clock)
    );
    board_ulx3s_sdram$bloom$core$power_up$refreshes refreshes(
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
    
endmodule // top$bloom$core$power_up


module board_ulx3s_sdram$bloom$core$power_up$delay(d,q,clock);
    
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
          
endmodule // top$bloom$core$power_up$delay


module board_ulx3s_sdram$bloom$core$power_up$refreshes(d,q,clock);
    
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
          
endmodule // top$bloom$core$power_up$refreshes


module board_ulx3s_sdram$bloom$core$power_up$step(d,q,clock);
    
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
          
endmodule // top$bloom$core$power_up$step


module board_ulx3s_sdram$bloom$core$queued(d,q,clock);
    
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
          
endmodule // top$bloom$core$queued


module board_ulx3s_sdram$bloom$core$queued_opened(d,q,clock);
    
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
          
endmodule // top$bloom$core$queued_opened


module board_ulx3s_sdram$bloom$core$read_pipe(d,q,clock);
    
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
          
endmodule // top$bloom$core$read_pipe


module board_ulx3s_sdram$bloom$core$report(d,q,clock);
    
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
          
endmodule // top$bloom$core$report


module board_ulx3s_sdram$bloom$core$results(clock,reset,push,push_op,push_hit,push_word,room_for_two,room_for_one,out_valid,out_ready,out_op,out_hit,out_word);
    
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
    board_ulx3s_sdram$bloom$core$results$out_full out_full(
        .d(out_full$d),
        .q(out_full$q),
        .clock(out_full$clock)
    );
    board_ulx3s_sdram$bloom$core$results$out_op_q out_op_q(
        .d(out_op_q$d),
        .q(out_op_q$q),
        .clock(out_op_q$clock)
    );
    board_ulx3s_sdram$bloom$core$results$out_hit_q out_hit_q(
        .d(out_hit_q$d),
        .q(out_hit_q$q),
        .clock(out_hit_q$clock)
    );
    board_ulx3s_sdram$bloom$core$results$out_word_q out_word_q(
        .d(out_word_q$d),
        .q(out_word_q$q),
        .clock(out_word_q$clock)
    );
    board_ulx3s_sdram$bloom$core$results$spare_full spare_full(
        .d(spare_full$d),
        .q(spare_full$q),
        .clock(spare_full$clock)
    );
    board_ulx3s_sdram$bloom$core$results$spare_op spare_op(
        .d(spare_op$d),
        .q(spare_op$q),
        .clock(spare_op$clock)
    );
    board_ulx3s_sdram$bloom$core$results$spare_hit spare_hit(
        .d(spare_hit$d),
        .q(spare_hit$q),
        .clock(spare_hit$clock)
    );
    board_ulx3s_sdram$bloom$core$results$spare_word spare_word(
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
    
endmodule // top$bloom$core$results


module board_ulx3s_sdram$bloom$core$results$out_full(d,q,clock);
    
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
          
endmodule // top$bloom$core$results$out_full


module board_ulx3s_sdram$bloom$core$results$out_hit_q(d,q,clock);
    
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
          
endmodule // top$bloom$core$results$out_hit_q


module board_ulx3s_sdram$bloom$core$results$out_op_q(d,q,clock);
    
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
          
endmodule // top$bloom$core$results$out_op_q


module board_ulx3s_sdram$bloom$core$results$out_word_q(d,q,clock);
    
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
          
endmodule // top$bloom$core$results$out_word_q


module board_ulx3s_sdram$bloom$core$results$spare_full(d,q,clock);
    
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
          
endmodule // top$bloom$core$results$spare_full


module board_ulx3s_sdram$bloom$core$results$spare_hit(d,q,clock);
    
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
          
endmodule // top$bloom$core$results$spare_hit


module board_ulx3s_sdram$bloom$core$results$spare_op(d,q,clock);
    
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
          
endmodule // top$bloom$core$results$spare_op


module board_ulx3s_sdram$bloom$core$results$spare_word(d,q,clock);
    
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
          
endmodule // top$bloom$core$results$spare_word


module board_ulx3s_sdram$bloom$core$ring(clock,load,load_col$0,load_col$1,load_col$2,load_col$3,load_col$4,load_col$5,load_bit$0,load_bit$1,load_bit$2,load_bit$3,load_bit$4,load_bit$5,load_mask$0,load_mask$1,load_mask$2,load_mask$3,load_mask$4,load_mask$5,load_first$0,load_first$1,load_first$2,load_first$3,load_first$4,load_first$5,rotate,rotate_words,capture,dq,insert,write_word,col,all_set,new_word,changed,word);
    
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
    board_ulx3s_sdram$bloom$core$ring$cols$0 cols$0(
        .d(cols$0$d),
        .q(cols$0$q),
        .clock(cols$0$clock)
    );
    board_ulx3s_sdram$bloom$core$ring$cols$1 cols$1(
        .d(cols$1$d),
        .q(cols$1$q),
        .clock(cols$1$clock)
    );
    board_ulx3s_sdram$bloom$core$ring$cols$2 cols$2(
        .d(cols$2$d),
        .q(cols$2$q),
        .clock(cols$2$clock)
    );
    board_ulx3s_sdram$bloom$core$ring$cols$3 cols$3(
        .d(cols$3$d),
        .q(cols$3$q),
        .clock(cols$3$clock)
    );
    board_ulx3s_sdram$bloom$core$ring$cols$4 cols$4(
        .d(cols$4$d),
        .q(cols$4$q),
        .clock(cols$4$clock)
    );
    board_ulx3s_sdram$bloom$core$ring$cols$5 cols$5(
        .d(cols$5$d),
        .q(cols$5$q),
        .clock(cols$5$clock)
    );
    board_ulx3s_sdram$bloom$core$ring$bits$0 bits$0(
        .d(bits$0$d),
        .q(bits$0$q),
        .clock(bits$0$clock)
    );
    board_ulx3s_sdram$bloom$core$ring$bits$1 bits$1(
        .d(bits$1$d),
        .q(bits$1$q),
        .clock(bits$1$clock)
    );
    board_ulx3s_sdram$bloom$core$ring$bits$2 bits$2(
        .d(bits$2$d),
        .q(bits$2$q),
        .clock(bits$2$clock)
    );
    board_ulx3s_sdram$bloom$core$ring$bits$3 bits$3(
        .d(bits$3$d),
        .q(bits$3$q),
        .clock(bits$3$clock)
    );
    board_ulx3s_sdram$bloom$core$ring$bits$4 bits$4(
        .d(bits$4$d),
        .q(bits$4$q),
        .clock(bits$4$clock)
    );
    board_ulx3s_sdram$bloom$core$ring$bits$5 bits$5(
        .d(bits$5$d),
        .q(bits$5$q),
        .clock(bits$5$clock)
    );
    board_ulx3s_sdram$bloom$core$ring$masks$0 masks$0(
        .d(masks$0$d),
        .q(masks$0$q),
        .clock(masks$0$clock)
    );
    board_ulx3s_sdram$bloom$core$ring$masks$1 masks$1(
        .d(masks$1$d),
        .q(masks$1$q),
        .clock(masks$1$clock)
    );
    board_ulx3s_sdram$bloom$core$ring$masks$2 masks$2(
        .d(masks$2$d),
        .q(masks$2$q),
        .clock(masks$2$clock)
    );
    board_ulx3s_sdram$bloom$core$ring$masks$3 masks$3(
        .d(masks$3$d),
        .q(masks$3$q),
        .clock(masks$3$clock)
    );
    board_ulx3s_sdram$bloom$core$ring$masks$4 masks$4(
        .d(masks$4$d),
        .q(masks$4$q),
        .clock(masks$4$clock)
    );
    board_ulx3s_sdram$bloom$core$ring$masks$5 masks$5(
        .d(masks$5$d),
        .q(masks$5$q),
        .clock(masks$5$clock)
    );
    board_ulx3s_sdram$bloom$core$ring$firsts$0 firsts$0(
        .d(firsts$0$d),
        .q(firsts$0$q),
        .clock(firsts$0$clock)
    );
    board_ulx3s_sdram$bloom$core$ring$firsts$1 firsts$1(
        .d(firsts$1$d),
        .q(firsts$1$q),
        .clock(firsts$1$clock)
    );
    board_ulx3s_sdram$bloom$core$ring$firsts$2 firsts$2(
        .d(firsts$2$d),
        .q(firsts$2$q),
        .clock(firsts$2$clock)
    );
    board_ulx3s_sdram$bloom$core$ring$firsts$3 firsts$3(
        .d(firsts$3$d),
        .q(firsts$3$q),
        .clock(firsts$3$clock)
    );
    board_ulx3s_sdram$bloom$core$ring$firsts$4 firsts$4(
        .d(firsts$4$d),
        .q(firsts$4$q),
        .clock(firsts$4$clock)
    );
    board_ulx3s_sdram$bloom$core$ring$firsts$5 firsts$5(
        .d(firsts$5$d),
        .q(firsts$5$q),
        .clock(firsts$5$clock)
    );
    board_ulx3s_sdram$bloom$core$ring$data$0 data$0(
        .d(data$0$d),
        .q(data$0$q),
        .clock(data$0$clock)
    );
    board_ulx3s_sdram$bloom$core$ring$data$1 data$1(
        .d(data$1$d),
        .q(data$1$q),
        .clock(data$1$clock)
    );
    board_ulx3s_sdram$bloom$core$ring$data$2 data$2(
        .d(data$2$d),
        .q(data$2$q),
        .clock(data$2$clock)
    );
    board_ulx3s_sdram$bloom$core$ring$data$3 data$3(
        .d(data$3$d),
        .q(data$3$q),
        .clock(data$3$clock)
    );
    board_ulx3s_sdram$bloom$core$ring$data$4 data$4(
        .d(data$4$d),
        .q(data$4$q),
        .clock(data$4$clock)
    );
    board_ulx3s_sdram$bloom$core$ring$data$5 data$5(
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
    
endmodule // top$bloom$core$ring


module board_ulx3s_sdram$bloom$core$ring$bits$0(d,q,clock);
    
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
          
endmodule // top$bloom$core$ring$bits$0


module board_ulx3s_sdram$bloom$core$ring$bits$1(d,q,clock);
    
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
          
endmodule // top$bloom$core$ring$bits$1


module board_ulx3s_sdram$bloom$core$ring$bits$2(d,q,clock);
    
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
          
endmodule // top$bloom$core$ring$bits$2


module board_ulx3s_sdram$bloom$core$ring$bits$3(d,q,clock);
    
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
          
endmodule // top$bloom$core$ring$bits$3


module board_ulx3s_sdram$bloom$core$ring$bits$4(d,q,clock);
    
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
          
endmodule // top$bloom$core$ring$bits$4


module board_ulx3s_sdram$bloom$core$ring$bits$5(d,q,clock);
    
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
          
endmodule // top$bloom$core$ring$bits$5


module board_ulx3s_sdram$bloom$core$ring$cols$0(d,q,clock);
    
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
          
endmodule // top$bloom$core$ring$cols$0


module board_ulx3s_sdram$bloom$core$ring$cols$1(d,q,clock);
    
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
          
endmodule // top$bloom$core$ring$cols$1


module board_ulx3s_sdram$bloom$core$ring$cols$2(d,q,clock);
    
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
          
endmodule // top$bloom$core$ring$cols$2


module board_ulx3s_sdram$bloom$core$ring$cols$3(d,q,clock);
    
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
          
endmodule // top$bloom$core$ring$cols$3


module board_ulx3s_sdram$bloom$core$ring$cols$4(d,q,clock);
    
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
          
endmodule // top$bloom$core$ring$cols$4


module board_ulx3s_sdram$bloom$core$ring$cols$5(d,q,clock);
    
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
          
endmodule // top$bloom$core$ring$cols$5


module board_ulx3s_sdram$bloom$core$ring$data$0(d,q,clock);
    
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
          
endmodule // top$bloom$core$ring$data$0


module board_ulx3s_sdram$bloom$core$ring$data$1(d,q,clock);
    
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
          
endmodule // top$bloom$core$ring$data$1


module board_ulx3s_sdram$bloom$core$ring$data$2(d,q,clock);
    
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
          
endmodule // top$bloom$core$ring$data$2


module board_ulx3s_sdram$bloom$core$ring$data$3(d,q,clock);
    
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
          
endmodule // top$bloom$core$ring$data$3


module board_ulx3s_sdram$bloom$core$ring$data$4(d,q,clock);
    
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
          
endmodule // top$bloom$core$ring$data$4


module board_ulx3s_sdram$bloom$core$ring$data$5(d,q,clock);
    
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
          
endmodule // top$bloom$core$ring$data$5


module board_ulx3s_sdram$bloom$core$ring$firsts$0(d,q,clock);
    
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
          
endmodule // top$bloom$core$ring$firsts$0


module board_ulx3s_sdram$bloom$core$ring$firsts$1(d,q,clock);
    
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
          
endmodule // top$bloom$core$ring$firsts$1


module board_ulx3s_sdram$bloom$core$ring$firsts$2(d,q,clock);
    
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
          
endmodule // top$bloom$core$ring$firsts$2


module board_ulx3s_sdram$bloom$core$ring$firsts$3(d,q,clock);
    
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
          
endmodule // top$bloom$core$ring$firsts$3


module board_ulx3s_sdram$bloom$core$ring$firsts$4(d,q,clock);
    
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
          
endmodule // top$bloom$core$ring$firsts$4


module board_ulx3s_sdram$bloom$core$ring$firsts$5(d,q,clock);
    
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
          
endmodule // top$bloom$core$ring$firsts$5


module board_ulx3s_sdram$bloom$core$ring$masks$0(d,q,clock);
    
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
          
endmodule // top$bloom$core$ring$masks$0


module board_ulx3s_sdram$bloom$core$ring$masks$1(d,q,clock);
    
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
          
endmodule // top$bloom$core$ring$masks$1


module board_ulx3s_sdram$bloom$core$ring$masks$2(d,q,clock);
    
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
          
endmodule // top$bloom$core$ring$masks$2


module board_ulx3s_sdram$bloom$core$ring$masks$3(d,q,clock);
    
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
          
endmodule // top$bloom$core$ring$masks$3


module board_ulx3s_sdram$bloom$core$ring$masks$4(d,q,clock);
    
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
          
endmodule // top$bloom$core$ring$masks$4


module board_ulx3s_sdram$bloom$core$ring$masks$5(d,q,clock);
    
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
          
endmodule // top$bloom$core$ring$masks$5


module board_ulx3s_sdram$bloom$core$set_bit_counter(clock,reset,clear,write,old_word,new_word,group,count,read_group,group_count);
    
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
    board_ulx3s_sdram$bloom$core$set_bit_counter$total total(
        .d(total$d),
        .q(total$q),
        .clock(total$clock)
    );
    board_ulx3s_sdram$bloom$core$set_bit_counter$groups$0 groups$0(
        .d(groups$0$d),
        .q(groups$0$q),
        .clock(groups$0$clock)
    );
    board_ulx3s_sdram$bloom$core$set_bit_counter$groups$1 groups$1(
        .d(groups$1$d),
        .q(groups$1$q),
        .clock(groups$1$clock)
    );
    board_ulx3s_sdram$bloom$core$set_bit_counter$groups$2 groups$2(
        .d(groups$2$d),
        .q(groups$2$q),
        .clock(groups$2$clock)
    );
    board_ulx3s_sdram$bloom$core$set_bit_counter$groups$3 groups$3(
        .d(groups$3$d),
        .q(groups$3$q),
        .clock(groups$3$clock)
    );
    board_ulx3s_sdram$bloom$core$set_bit_counter$groups$4 groups$4(
        .d(groups$4$d),
        .q(groups$4$q),
        .clock(groups$4$clock)
    );
    board_ulx3s_sdram$bloom$core$set_bit_counter$groups$5 groups$5(
        .d(groups$5$d),
        .q(groups$5$q),
        .clock(groups$5$clock)
    );
    board_ulx3s_sdram$bloom$core$set_bit_counter$groups$6 groups$6(
        .d(groups$6$d),
        .q(groups$6$q),
        .clock(groups$6$clock)
    );
    board_ulx3s_sdram$bloom$core$set_bit_counter$groups$7 groups$7(
        .d(groups$7$d),
        .q(groups$7$q),
        .clock(groups$7$clock)
    );
    board_ulx3s_sdram$bloom$core$set_bit_counter$group_q group_q(
        .d(group_q$d),
        .q(group_q$q),
        .clock(group_q$clock)
    );
    board_ulx3s_sdram$bloom$core$set_bit_counter$group_count_q group_count_q(
        .d(group_count_q$d),
        .q(group_count_q$q),
        .clock(group_count_q$clock)
    );
    board_ulx3s_sdram$bloom$core$set_bit_counter$gained_q gained_q(
        .d(gained_q$d),
        .q(gained_q$q),
        .clock(gained_q$clock)
    );
    board_ulx3s_sdram$bloom$core$set_bit_counter$lost_q lost_q(
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
    
endmodule // top$bloom$core$set_bit_counter


module board_ulx3s_sdram$bloom$core$set_bit_counter$gained_q(d,q,clock);
    
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
          
endmodule // top$bloom$core$set_bit_counter$gained_q


module board_ulx3s_sdram$bloom$core$set_bit_counter$group_count_q(d,q,clock);
    
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
          
endmodule // top$bloom$core$set_bit_counter$group_count_q


module board_ulx3s_sdram$bloom$core$set_bit_counter$group_q(d,q,clock);
    
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
          
endmodule // top$bloom$core$set_bit_counter$group_q


module board_ulx3s_sdram$bloom$core$set_bit_counter$groups$0(d,q,clock);
    
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
          
endmodule // top$bloom$core$set_bit_counter$groups$0


module board_ulx3s_sdram$bloom$core$set_bit_counter$groups$1(d,q,clock);
    
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
          
endmodule // top$bloom$core$set_bit_counter$groups$1


module board_ulx3s_sdram$bloom$core$set_bit_counter$groups$2(d,q,clock);
    
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
          
endmodule // top$bloom$core$set_bit_counter$groups$2


module board_ulx3s_sdram$bloom$core$set_bit_counter$groups$3(d,q,clock);
    
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
          
endmodule // top$bloom$core$set_bit_counter$groups$3


module board_ulx3s_sdram$bloom$core$set_bit_counter$groups$4(d,q,clock);
    
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
          
endmodule // top$bloom$core$set_bit_counter$groups$4


module board_ulx3s_sdram$bloom$core$set_bit_counter$groups$5(d,q,clock);
    
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
          
endmodule // top$bloom$core$set_bit_counter$groups$5


module board_ulx3s_sdram$bloom$core$set_bit_counter$groups$6(d,q,clock);
    
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
          
endmodule // top$bloom$core$set_bit_counter$groups$6


module board_ulx3s_sdram$bloom$core$set_bit_counter$groups$7(d,q,clock);
    
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
          
endmodule // top$bloom$core$set_bit_counter$groups$7


module board_ulx3s_sdram$bloom$core$set_bit_counter$lost_q(d,q,clock);
    
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
          
endmodule // top$bloom$core$set_bit_counter$lost_q


module board_ulx3s_sdram$bloom$core$set_bit_counter$total(d,q,clock);
    
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
          
endmodule // top$bloom$core$set_bit_counter$total


module board_ulx3s_sdram$bloom$core$started(d,q,clock);
    
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
          
endmodule // top$bloom$core$started


module board_ulx3s_sdram$bloom$core$timers(clock,reset,cmd_cs,cmd_ras,cmd_cas,cmd_we,cmd_ba,cmd_a10,act_ok,rcd_ok,pre_ok,refresh_ok,refresh_due);
    
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
    localparam  ras_m1 = 6'b10;
    localparam  rc_m1 = 6'b100;
    localparam  rrd_m1 = 6'b0;
    localparam  wr_m1 = 6'b0;
    localparam  rcd_short = 1'b0;
    localparam  rp_short = 1'b0;
    localparam  ras_short = 1'b0;
    localparam  rc_short = 1'b0;
    localparam  rrd_short = 1'b1;
    localparam  wr_short = 1'b1;
    localparam  refresh_due_m1 = 16'h153;
    
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
    board_ulx3s_sdram$bloom$core$timers$since_act$0 since_act$0(
        .d(since_act$0$d),
        .q(since_act$0$q),
        .clock(since_act$0$clock)
    );
    board_ulx3s_sdram$bloom$core$timers$since_act$1 since_act$1(
        .d(since_act$1$d),
        .q(since_act$1$q),
        .clock(since_act$1$clock)
    );
    board_ulx3s_sdram$bloom$core$timers$since_act$2 since_act$2(
        .d(since_act$2$d),
        .q(since_act$2$q),
        .clock(since_act$2$clock)
    );
    board_ulx3s_sdram$bloom$core$timers$since_act$3 since_act$3(
        .d(since_act$3$d),
        .q(since_act$3$q),
        .clock(since_act$3$clock)
    );
    board_ulx3s_sdram$bloom$core$timers$since_pre$0 since_pre$0(
        .d(since_pre$0$d),
        .q(since_pre$0$q),
        .clock(since_pre$0$clock)
    );
    board_ulx3s_sdram$bloom$core$timers$since_pre$1 since_pre$1(
        .d(since_pre$1$d),
        .q(since_pre$1$q),
        .clock(since_pre$1$clock)
    );
    board_ulx3s_sdram$bloom$core$timers$since_pre$2 since_pre$2(
        .d(since_pre$2$d),
        .q(since_pre$2$q),
        .clock(since_pre$2$clock)
    );
    board_ulx3s_sdram$bloom$core$timers$since_pre$3 since_pre$3(
        .d(since_pre$3$d),
        .q(since_pre$3$q),
        .clock(since_pre$3$clock)
    );
    board_ulx3s_sdram$bloom$core$timers$since_write$0 since_write$0(
        .d(since_write$0$d),
        .q(since_write$0$q),
        .clock(since_write$0$clock)
    );
    board_ulx3s_sdram$bloom$core$timers$since_write$1 since_write$1(
        .d(since_write$1$d),
        .q(since_write$1$q),
        .clock(since_write$1$clock)
    );
    board_ulx3s_sdram$bloom$core$timers$since_write$2 since_write$2(
        .d(since_write$2$d),
        .q(since_write$2$q),
        .clock(since_write$2$clock)
    );
    board_ulx3s_sdram$bloom$core$timers$since_write$3 since_write$3(
        .d(since_write$3$d),
        .q(since_write$3$q),
        .clock(since_write$3$clock)
    );
    board_ulx3s_sdram$bloom$core$timers$open$0 open$0(
        .d(open$0$d),
        .q(open$0$q),
        .clock(open$0$clock)
    );
    board_ulx3s_sdram$bloom$core$timers$open$1 open$1(
        .d(open$1$d),
        .q(open$1$q),
        .clock(open$1$clock)
    );
    board_ulx3s_sdram$bloom$core$timers$open$2 open$2(
        .d(open$2$d),
        .q(open$2$q),
        .clock(open$2$clock)
    );
    board_ulx3s_sdram$bloom$core$timers$open$3 open$3(
        .d(open$3$d),
        .q(open$3$q),
        .clock(open$3$clock)
    );
    board_ulx3s_sdram$bloom$core$timers$since_any_act since_any_act(
        .d(since_any_act$d),
        .q(since_any_act$q),
        .clock(since_any_act$clock)
    );
    board_ulx3s_sdram$bloom$core$timers$since_refresh since_refresh(
        .d(since_refresh$d),
        .q(since_refresh$q),
        .clock(since_refresh$clock)
    );
    board_ulx3s_sdram$bloom$core$timers$refresh_age refresh_age(
        .d(refresh_age$d),
        .q(refresh_age$q),
        .clock(refresh_age$clock)
    );
    board_ulx3s_sdram$bloom$core$timers$act_ok_q act_ok_q(
        .d(act_ok_q$d),
        .q(act_ok_q$q),
        .clock(act_ok_q$clock)
    );
    board_ulx3s_sdram$bloom$core$timers$rcd_ok_q rcd_ok_q(
        .d(rcd_ok_q$d),
        .q(rcd_ok_q$q),
        .clock(rcd_ok_q$clock)
    );
    board_ulx3s_sdram$bloom$core$timers$pre_ok_q pre_ok_q(
        .d(pre_ok_q$d),
        .q(pre_ok_q$q),
        .clock(pre_ok_q$clock)
    );
    board_ulx3s_sdram$bloom$core$timers$refresh_ok_q refresh_ok_q(
        .d(refresh_ok_q$d),
        .q(refresh_ok_q$q),
        .clock(refresh_ok_q$clock)
    );
    board_ulx3s_sdram$bloom$core$timers$refresh_due_q refresh_due_q(
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
    
endmodule // top$bloom$core$timers


module board_ulx3s_sdram$bloom$core$timers$act_ok_q(d,q,clock);
    
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
          
endmodule // top$bloom$core$timers$act_ok_q


module board_ulx3s_sdram$bloom$core$timers$open$0(d,q,clock);
    
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
          
endmodule // top$bloom$core$timers$open$0


module board_ulx3s_sdram$bloom$core$timers$open$1(d,q,clock);
    
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
          
endmodule // top$bloom$core$timers$open$1


module board_ulx3s_sdram$bloom$core$timers$open$2(d,q,clock);
    
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
          
endmodule // top$bloom$core$timers$open$2


module board_ulx3s_sdram$bloom$core$timers$open$3(d,q,clock);
    
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
          
endmodule // top$bloom$core$timers$open$3


module board_ulx3s_sdram$bloom$core$timers$pre_ok_q(d,q,clock);
    
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
          
endmodule // top$bloom$core$timers$pre_ok_q


module board_ulx3s_sdram$bloom$core$timers$rcd_ok_q(d,q,clock);
    
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
          
endmodule // top$bloom$core$timers$rcd_ok_q


module board_ulx3s_sdram$bloom$core$timers$refresh_age(d,q,clock);
    
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
          
endmodule // top$bloom$core$timers$refresh_age


module board_ulx3s_sdram$bloom$core$timers$refresh_due_q(d,q,clock);
    
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
          
endmodule // top$bloom$core$timers$refresh_due_q


module board_ulx3s_sdram$bloom$core$timers$refresh_ok_q(d,q,clock);
    
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
          
endmodule // top$bloom$core$timers$refresh_ok_q


module board_ulx3s_sdram$bloom$core$timers$since_act$0(d,q,clock);
    
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
          
endmodule // top$bloom$core$timers$since_act$0


module board_ulx3s_sdram$bloom$core$timers$since_act$1(d,q,clock);
    
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
          
endmodule // top$bloom$core$timers$since_act$1


module board_ulx3s_sdram$bloom$core$timers$since_act$2(d,q,clock);
    
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
          
endmodule // top$bloom$core$timers$since_act$2


module board_ulx3s_sdram$bloom$core$timers$since_act$3(d,q,clock);
    
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
          
endmodule // top$bloom$core$timers$since_act$3


module board_ulx3s_sdram$bloom$core$timers$since_any_act(d,q,clock);
    
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
          
endmodule // top$bloom$core$timers$since_any_act


module board_ulx3s_sdram$bloom$core$timers$since_pre$0(d,q,clock);
    
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
          
endmodule // top$bloom$core$timers$since_pre$0


module board_ulx3s_sdram$bloom$core$timers$since_pre$1(d,q,clock);
    
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
          
endmodule // top$bloom$core$timers$since_pre$1


module board_ulx3s_sdram$bloom$core$timers$since_pre$2(d,q,clock);
    
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
          
endmodule // top$bloom$core$timers$since_pre$2


module board_ulx3s_sdram$bloom$core$timers$since_pre$3(d,q,clock);
    
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
          
endmodule // top$bloom$core$timers$since_pre$3


module board_ulx3s_sdram$bloom$core$timers$since_refresh(d,q,clock);
    
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
          
endmodule // top$bloom$core$timers$since_refresh


module board_ulx3s_sdram$bloom$core$timers$since_write$0(d,q,clock);
    
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
          
endmodule // top$bloom$core$timers$since_write$0


module board_ulx3s_sdram$bloom$core$timers$since_write$1(d,q,clock);
    
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
          
endmodule // top$bloom$core$timers$since_write$1


module board_ulx3s_sdram$bloom$core$timers$since_write$2(d,q,clock);
    
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
          
endmodule // top$bloom$core$timers$since_write$2


module board_ulx3s_sdram$bloom$core$timers$since_write$3(d,q,clock);
    
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
          
endmodule // top$bloom$core$timers$since_write$3


module board_ulx3s_sdram$bloom$core$write_word(d,q,clock);
    
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
          
endmodule // top$bloom$core$write_word


module board_ulx3s_sdram$bloom$front(clock,reset,in_valid,in_ready,in_op,in_key,in_data,in_tag,out_valid,out_ready,out_op,out_x,out_h0,out_data,out_tag);
    
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
    board_ulx3s_sdram$bloom$front$mix mix(
        .x(mix$x),
        .round(mix$round),
        .out(mix$out)
    );
    board_ulx3s_sdram$bloom$front$state state(
        .d(state$d),
        .q(state$q),
        .clock(state$clock)
    );
    board_ulx3s_sdram$bloom$front$op op(
        .d(op$d),
        .q(op$q),
        .clock(op$clock)
    );
    board_ulx3s_sdram$bloom$front$x x(
        .d(x$d),
        .q(x$q),
        .clock(x$clock)
    );
    board_ulx3s_sdram$bloom$front$h0 h0(
        .d(h0$d),
        .q(h0$q),
        .clock(h0$clock)
    );
    board_ulx3s_sdram$bloom$front$data data(
        .d(data$d),
        .q(data$q),
        .clock(data$clock)
    );
    board_ulx3s_sdram$bloom$front$tag tag(
        .d(tag$d),
        .q(tag$q),
        .clock(tag$clock)
    );
    board_ulx3s_sdram$bloom$front$rnd rnd(
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
    
endmodule // top$bloom$front


module board_ulx3s_sdram$bloom$front$data(d,q,clock);
    
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
          
endmodule // top$bloom$front$data


module board_ulx3s_sdram$bloom$front$h0(d,q,clock);
    
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
          
endmodule // top$bloom$front$h0


module board_ulx3s_sdram$bloom$front$mix(x,round,out);
    
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
    
endmodule // top$bloom$front$mix


module board_ulx3s_sdram$bloom$front$op(d,q,clock);
    
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
          
endmodule // top$bloom$front$op


module board_ulx3s_sdram$bloom$front$rnd(d,q,clock);
    
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
          
endmodule // top$bloom$front$rnd


module board_ulx3s_sdram$bloom$front$state(d,q,clock);
    
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
          
endmodule // top$bloom$front$state


module board_ulx3s_sdram$bloom$front$tag(d,q,clock);
    
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
          
endmodule // top$bloom$front$tag


module board_ulx3s_sdram$bloom$front$x(d,q,clock);
    
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
          
endmodule // top$bloom$front$x


module board_ulx3s_sdram$cuckoo(clock,reset,in_valid,in_ready,in_op,in_key,in_data,out_valid,out_ready,out_op,out_code,out_data);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  in_valid;
    output reg  in_ready;
    input wire  [2:0] in_op;
    input wire  [63:0] in_key;
    input wire  [63:0] in_data;
    output reg  out_valid;
    input wire  out_ready;
    output reg  [2:0] out_op;
    output reg  [1:0] out_code;
    output reg  [63:0] out_data;
    
    // Constant declarations
    localparam  minus1_32 = 32'hffffffff;
    
    // Stub signals
    reg  front$clock;
    reg  front$reset;
    reg  front$advance;
    reg  front$in_valid;
    reg  [2:0] front$in_op;
    reg  [63:0] front$in_key;
    reg  [63:0] front$in_data;
    wire  front$out_valid;
    wire  [2:0] front$out_op;
    wire  [63:0] front$out_word;
    wire  [15:0] front$out_addr;
    wire  [15:0] front$out_fp;
    wire  [10:0] front$out_i1;
    wire  [10:0] front$out_i2;
    wire  [9:0] front$out_bank0_addr;
    wire  [9:0] front$out_bank1_addr;
    reg  chain$clock;
    reg  [15:0] chain$victim;
    reg  chain$load_first;
    reg  [10:0] chain$first_from;
    reg  chain$kick;
    reg  chain$load_rein;
    reg  [10:0] chain$rein_from;
    reg  chain$read_now;
    reg  chain$again;
    reg  chain$pending_valid;
    reg  chain$pending_bank;
    reg  [9:0] chain$pending_addr;
    wire  chain$from_bank;
    wire  [9:0] chain$to_addr;
    wire  [15:0] chain$moving_fp;
    wire  [10:0] chain$moving_to;
    wire  [15:0] chain$count;
    wire  chain$last;
    wire  chain$stale;
    reg  stash$clock;
    reg  stash$reset;
    reg  stash$write;
    reg  stash$write_valid;
    reg  [15:0] stash$write_fp;
    reg  [10:0] stash$write_bucket;
    reg  stash$take;
    reg  stash$kicking;
    reg  stash$kick_to_stash;
    reg  [15:0] stash$kick_fp;
    reg  [10:0] stash$kick_bucket;
    reg  stash$clear;
    reg  [15:0] stash$probe_fp;
    reg  [10:0] stash$probe_i1;
    reg  [10:0] stash$probe_i2;
    wire  stash$hit;
    wire  stash$valid;
    wire  [15:0] stash$fp;
    wire  [10:0] stash$bucket;
    wire  [10:0] stash$alt_bucket;
    wire  [63:0] stash$word;
    reg  [47:0] compare$word0;
    reg  [47:0] compare$word1;
    reg  [11:0] compare$fp;
    reg  compare$swap;
    reg  [47:0] compare$new_word;
    reg  compare$use_new_word;
    reg  [1:0] compare$victim_slot;
    wire  [47:0] compare$word_a;
    wire  [47:0] compare$word_b;
    wire  [3:0] compare$hits_a;
    wire  [3:0] compare$hits_b;
    wire  [3:0] compare$empties_a;
    wire  [3:0] compare$empties_b;
    wire  compare$both_full;
    wire  [3:0] compare$new_word_empties;
    wire  [15:0] compare$victim;
    reg  counters$clock;
    reg  counters$reset;
    reg  [31:0] counters$items_delta;
    reg  counters$evict;
    reg  counters$full_answer;
    reg  counters$restart;
    wire  [31:0] counters$items;
    wire  [31:0] counters$kicks;
    wire  [31:0] counters$full;
    wire  [1:0] counters$victim_slot;
    reg  buckets$clock;
    reg  buckets$reset;
    reg  [9:0] buckets$read_addr0;
    reg  [9:0] buckets$read_addr1;
    wire  [47:0] buckets$read_word0;
    wire  [47:0] buckets$read_word1;
    reg  buckets$write_valid;
    reg  buckets$write_bank;
    reg  [9:0] buckets$write_addr;
    reg  [47:0] buckets$word_a;
    reg  [47:0] buckets$word_b;
    reg  buckets$write_from_b;
    reg  [1:0] buckets$write_slot;
    reg  [15:0] buckets$write_value;
    reg  buckets$write_whole;
    reg  buckets$clear;
    reg  [9:0] buckets$clear_addr;
    wire  buckets$pending_valid;
    wire  buckets$pending_bank;
    wire  [9:0] buckets$pending_addr;
    reg  results$clock;
    reg  results$reset;
    reg  results$in_valid;
    wire  results$in_ready;
    reg  [2:0] results$in_op;
    reg  [1:0] results$in_code;
    reg  [63:0] results$in_data;
    wire  results$out_valid;
    reg  results$out_ready;
    wire  [2:0] results$out_op;
    wire  [1:0] results$out_code;
    wire  [63:0] results$out_data;
    reg  stage_d$clock;
    reg  stage_d$reset;
    reg  stage_d$load;
    reg  [2:0] stage_d$in_op;
    reg  [15:0] stage_d$in_fp;
    reg  [10:0] stage_d$in_i1;
    reg  [10:0] stage_d$in_i2;
    reg  [9:0] stage_d$in_bank0_addr;
    reg  [9:0] stage_d$in_bank1_addr;
    reg  [15:0] stage_d$in_addr;
    reg  stage_d$in_word_valid;
    reg  stage_d$in_stash_hit;
    reg  stage_d$in_both_full;
    reg  [3:0] stage_d$in_new_empties;
    reg  stage_d$capture;
    reg  [47:0] stage_d$in_word_a;
    reg  [47:0] stage_d$in_word_b;
    reg  [3:0] stage_d$in_hits_a;
    reg  [3:0] stage_d$in_hits_b;
    reg  [3:0] stage_d$in_empties_a;
    reg  [3:0] stage_d$in_empties_b;
    reg  [15:0] stage_d$in_victim;
    reg  stage_d$room;
    reg  stage_d$busy;
    reg  stage_d$stash_valid;
    reg  [63:0] stage_d$stash_word;
    reg  [31:0] stage_d$items;
    reg  [31:0] stage_d$kicks;
    reg  [31:0] stage_d$full;
    reg  [1:0] stage_d$victim_slot;
    wire  stage_d$valid;
    wire  [2:0] stage_d$op;
    wire  stage_d$may_write;
    wire  stage_d$is_delete;
    wire  stage_d$is_clear;
    wire  stage_d$writes_stash;
    wire  [9:0] stage_d$bank0_addr;
    wire  [9:0] stage_d$bank1_addr;
    wire  [47:0] stage_d$word_a;
    wire  [47:0] stage_d$word_b;
    wire  [15:0] stage_d$victim;
    wire  stage_d$stash_hit;
    wire  stage_d$word_valid;
    wire  stage_d$a_has_empty;
    wire  stage_d$b_has_empty;
    wire  [1:0] stage_d$lowest_empty_a;
    wire  [1:0] stage_d$lowest_empty_b;
    wire  stage_d$any_hit;
    wire  stage_d$decide;
    wire  stage_d$insert_kicks;
    wire  stage_d$kick_first_now;
    wire  stage_d$to_fsm;
    wire  stage_d$result_valid;
    wire  [1:0] stage_d$result_code;
    wire  [63:0] stage_d$result_data;
    wire  stage_d$write_valid;
    wire  stage_d$write_bank;
    wire  [9:0] stage_d$write_addr;
    wire  stage_d$write_from_b;
    wire  [1:0] stage_d$write_slot;
    wire  [15:0] stage_d$write_value;
    wire  stage_d$write_whole;
    wire  stage_d$evict;
    wire  [31:0] stage_d$items_delta;
    wire  stage_d$full_answer;
    reg  fsm$clock;
    reg  fsm$reset;
    reg  fsm$decide;
    reg  fsm$to_fsm;
    reg  fsm$insert_kicks;
    reg  fsm$kick_first_now;
    reg  [2:0] fsm$d_op;
    reg  fsm$d_is_clear;
    reg  fsm$d_is_delete;
    reg  fsm$d_any_hit;
    reg  fsm$d_stash_hit;
    reg  fsm$d_a_has_empty;
    reg  fsm$d_b_has_empty;
    reg  [1:0] fsm$d_lowest_empty_a;
    reg  [1:0] fsm$d_lowest_empty_b;
    reg  [1:0] fsm$victim_slot;
    reg  fsm$room;
    reg  fsm$stash_valid;
    reg  [15:0] fsm$stash_fp;
    reg  [10:0] fsm$stash_bucket;
    reg  [10:0] fsm$stash_alt_bucket;
    reg  [15:0] fsm$moving_fp;
    reg  [10:0] fsm$moving_to;
    reg  [15:0] fsm$chain_count;
    reg  fsm$chain_last;
    reg  fsm$chain_stale;
    wire  fsm$busy;
    wire  fsm$done;
    wire  fsm$capture;
    wire  fsm$rein_capture;
    wire  fsm$kick_place;
    wire  fsm$kick_reread;
    wire  fsm$rein_read;
    wire  fsm$rein_place;
    wire  fsm$clearing;
    wire  fsm$next_rein_read;
    wire  fsm$next_kick_reread;
    wire  fsm$next_clearing;
    wire  [10:0] fsm$rein_i1;
    wire  [10:0] fsm$rein_i2;
    wire  fsm$evicting;
    wire  fsm$kick_read;
    wire  fsm$writes;
    wire  fsm$write_valid;
    wire  fsm$write_bank;
    wire  [9:0] fsm$write_addr;
    wire  fsm$write_from_b;
    wire  [1:0] fsm$write_slot;
    wire  [15:0] fsm$write_value;
    wire  fsm$evict;
    wire  fsm$stash_deleted;
    wire  fsm$stash_take;
    wire  fsm$kick_to_stash;
    wire  [9:0] fsm$clear_addr;
    wire  fsm$clear_done;
    wire  [2:0] fsm$result_op;
    wire  [1:0] fsm$result_code;
    wire  [63:0] fsm$result_data;
    reg  hazards$clock;
    reg  hazards$reset;
    reg  hazards$advance;
    reg  [2:0] hazards$p6_op;
    reg  [9:0] hazards$p6_bank0_addr;
    reg  [9:0] hazards$p6_bank1_addr;
    reg  hazards$r_valid;
    reg  [2:0] hazards$r_op;
    reg  [15:0] hazards$r_addr;
    reg  [9:0] hazards$r_bank0_addr;
    reg  [9:0] hazards$r_bank1_addr;
    reg  hazards$d_valid;
    reg  hazards$d_decide;
    reg  hazards$d_may_write;
    reg  hazards$d_writes_stash;
    reg  hazards$d_is_delete;
    reg  [9:0] hazards$d_bank0_addr;
    reg  [9:0] hazards$d_bank1_addr;
    reg  hazards$stash_valid;
    reg  hazards$kick_place;
    reg  [10:0] hazards$moving_to;
    reg  hazards$rein_place;
    reg  [9:0] hazards$rein_word1;
    reg  [9:0] hazards$rein_word2;
    reg  hazards$pending_valid;
    reg  hazards$pending_bank;
    reg  [9:0] hazards$pending_addr;
    wire  hazards$conflict;
    reg  reads$clock;
    reg  reads$front_read;
    reg  reads$advance;
    reg  [2:0] reads$p6_op;
    reg  [9:0] reads$p6_bank0_addr;
    reg  [9:0] reads$p6_bank1_addr;
    reg  reads$p6_i1_bank;
    reg  reads$p6_addr_bank;
    reg  [2:0] reads$r_op;
    reg  [9:0] reads$r_bank0_addr;
    reg  [9:0] reads$r_bank1_addr;
    reg  reads$r_i1_bank;
    reg  reads$r_addr_bank;
    reg  reads$kick_read;
    reg  reads$kick_from_bank;
    reg  [9:0] reads$kick_to_addr;
    reg  reads$rein_read;
    reg  reads$kick_reread;
    reg  reads$next_rein_read;
    reg  reads$next_kick_reread;
    reg  reads$next_clearing;
    reg  [10:0] reads$rein_i1;
    reg  [9:0] reads$rein_word2;
    reg  [10:0] reads$moving_to;
    wire  [9:0] reads$read_addr0;
    wire  [9:0] reads$read_addr1;
    wire  reads$own_read;
    wire  reads$swap;
    wire  reads$use_new_word;
    reg  r_valid$d;
    wire  r_valid$q;
    reg  r_valid$clock;
    reg  [2:0] r_op$d;
    wire  [2:0] r_op$q;
    reg  r_op$clock;
    reg  [63:0] r_word$d;
    wire  [63:0] r_word$q;
    reg  r_word$clock;
    reg  [15:0] r_addr$d;
    wire  [15:0] r_addr$q;
    reg  r_addr$clock;
    reg  [15:0] r_fp$d;
    wire  [15:0] r_fp$q;
    reg  r_fp$clock;
    reg  [10:0] r_i1$d;
    wire  [10:0] r_i1$q;
    reg  r_i1$clock;
    reg  [10:0] r_i2$d;
    wire  [10:0] r_i2$q;
    reg  r_i2$clock;
    reg  [9:0] r_bank0_addr$d;
    wire  [9:0] r_bank0_addr$q;
    reg  r_bank0_addr$clock;
    reg  [9:0] r_bank1_addr$d;
    wire  [9:0] r_bank1_addr$q;
    reg  r_bank1_addr$clock;
    reg  r_fresh$d;
    wire  r_fresh$q;
    reg  r_fresh$clock;
    
    // Local signals
    reg  advance;
    reg  result_room;
    reg  r_go;
    reg  front_read;
    
    // Sub module instances
    board_ulx3s_sdram$cuckoo$front front(
        .clock(front$clock),
        .reset(front$reset),
        .advance(front$advance),
        .in_valid(front$in_valid),
        .in_op(front$in_op),
        .in_key(front$in_key),
        .in_data(front$in_data),
        .out_valid(front$out_valid),
        .out_op(front$out_op),
        .out_word(front$out_word),
        .out_addr(front$out_addr),
        .out_fp(front$out_fp),
        .out_i1(front$out_i1),
        .out_i2(front$out_i2),
        .out_bank0_addr(front$out_bank0_addr),
        .out_bank1_addr(front$out_bank1_addr)
    );
    board_ulx3s_sdram$cuckoo$chain chain(
        .clock(chain$clock),
        .victim(chain$victim),
        .load_first(chain$load_first),
        .first_from(chain$first_from),
        .kick(chain$kick),
        .load_rein(chain$load_rein),
        .rein_from(chain$rein_from),
        .read_now(chain$read_now),
        .again(chain$again),
        .pending_valid(chain$pending_valid),
        .pending_bank(chain$pending_bank),
        .pending_addr(chain$pending_addr),
        .from_bank(chain$from_bank),
        .to_addr(chain$to_addr),
        .moving_fp(chain$moving_fp),
        .moving_to(chain$moving_to),
        .count(chain$count),
        .last(chain$last),
        .stale(chain$stale)
    );
    board_ulx3s_sdram$cuckoo$stash stash(
        .clock(stash$clock),
        .reset(stash$reset),
        .write(stash$write),
        .write_valid(stash$write_valid),
        .write_fp(stash$write_fp),
        .write_bucket(stash$write_bucket),
        .take(stash$take),
        .kicking(stash$kicking),
        .kick_to_stash(stash$kick_to_stash),
        .kick_fp(stash$kick_fp),
        .kick_bucket(stash$kick_bucket),
        .clear(stash$clear),
        .probe_fp(stash$probe_fp),
        .probe_i1(stash$probe_i1),
        .probe_i2(stash$probe_i2),
        .hit(stash$hit),
        .valid(stash$valid),
        .fp(stash$fp),
        .bucket(stash$bucket),
        .alt_bucket(stash$alt_bucket),
        .word(stash$word)
    );
    board_ulx3s_sdram$cuckoo$compare compare(
        .word0(compare$word0),
        .word1(compare$word1),
        .fp(compare$fp),
        .swap(compare$swap),
        .new_word(compare$new_word),
        .use_new_word(compare$use_new_word),
        .victim_slot(compare$victim_slot),
        .word_a(compare$word_a),
        .word_b(compare$word_b),
        .hits_a(compare$hits_a),
        .hits_b(compare$hits_b),
        .empties_a(compare$empties_a),
        .empties_b(compare$empties_b),
        .both_full(compare$both_full),
        .new_word_empties(compare$new_word_empties),
        .victim(compare$victim)
    );
    board_ulx3s_sdram$cuckoo$counters counters(
        .clock(counters$clock),
        .reset(counters$reset),
        .items_delta(counters$items_delta),
        .evict(counters$evict),
        .full_answer(counters$full_answer),
        .restart(counters$restart),
        .items(counters$items),
        .kicks(counters$kicks),
        .full(counters$full),
        .victim_slot(counters$victim_slot)
    );
    board_ulx3s_sdram$cuckoo$buckets buckets(
        .clock(buckets$clock),
        .reset(buckets$reset),
        .read_addr0(buckets$read_addr0),
        .read_addr1(buckets$read_addr1),
        .read_word0(buckets$read_word0),
        .read_word1(buckets$read_word1),
        .write_valid(buckets$write_valid),
        .write_bank(buckets$write_bank),
        .write_addr(buckets$write_addr),
        .word_a(buckets$word_a),
        .word_b(buckets$word_b),
        .write_from_b(buckets$write_from_b),
        .write_slot(buckets$write_slot),
        .write_value(buckets$write_value),
        .write_whole(buckets$write_whole),
        .clear(buckets$clear),
        .clear_addr(buckets$clear_addr),
        .pending_valid(buckets$pending_valid),
        .pending_bank(buckets$pending_bank),
        .pending_addr(buckets$pending_addr)
    );
    board_ulx3s_sdram$cuckoo$results results(
        .clock(results$clock),
        .reset(results$reset),
        .in_valid(results$in_valid),
        .in_ready(results$in_ready),
        .in_op(results$in_op),
        .in_code(results$in_code),
        .in_data(results$in_data),
        .out_valid(results$out_valid),
        .out_ready(results$out_ready),
        .out_op(results$out_op),
        .out_code(results$out_code),
        .out_data(results$out_data)
    );
    board_ulx3s_sdram$cuckoo$stage_d stage_d(
        .clock(stage_d$clock),
        .reset(stage_d$reset),
        .load(stage_d$load),
        .in_op(stage_d$in_op),
        .in_fp(stage_d$in_fp),
        .in_i1(stage_d$in_i1),
        .in_i2(stage_d$in_i2),
        .in_bank0_addr(stage_d$in_bank0_addr),
        .in_bank1_addr(stage_d$in_bank1_addr),
        .in_addr(stage_d$in_addr),
        .in_word_valid(stage_d$in_word_valid),
        .in_stash_hit(stage_d$in_stash_hit),
        .in_both_full(stage_d$in_both_full),
        .in_new_empties(stage_d$in_new_empties),
        .capture(stage_d$capture),
        .in_word_a(stage_d$in_word_a),
        .in_word_b(stage_d$in_word_b),
        .in_hits_a(stage_d$in_hits_a),
        .in_hits_b(stage_d$in_hits_b),
        .in_empties_a(stage_d$in_empties_a),
        .in_empties_b(stage_d$in_empties_b),
        .in_victim(stage_d$in_victim),
        .room(stage_d$room),
        .busy(stage_d$busy),
        .stash_valid(stage_d$stash_valid),
        .stash_word(stage_d$stash_word),
        .items(stage_d$items),
        .kicks(stage_d$kicks),
        .full(stage_d$full),
        .victim_slot(stage_d$victim_slot),
        .valid(stage_d$valid),
        .op(stage_d$op),
        .may_write(stage_d$may_write),
        .is_delete(stage_d$is_delete),
        .is_clear(stage_d$is_clear),
        .writes_stash(stage_d$writes_stash),
        .bank0_addr(stage_d$bank0_addr),
        .bank1_addr(stage_d$bank1_addr),
        .word_a(stage_d$word_a),
        .word_b(stage_d$word_b),
        .victim(stage_d$victim),
        .stash_hit(stage_d$stash_hit),
        .word_valid(stage_d$word_valid),
        .a_has_empty(stage_d$a_has_empty),
        .b_has_empty(stage_d$b_has_empty),
        .lowest_empty_a(stage_d$lowest_empty_a),
        .lowest_empty_b(stage_d$lowest_empty_b),
        .any_hit(stage_d$any_hit),
        .decide(stage_d$decide),
        .insert_kicks(stage_d$insert_kicks),
        .kick_first_now(stage_d$kick_first_now),
        .to_fsm(stage_d$to_fsm),
        .result_valid(stage_d$result_valid),
        .result_code(stage_d$result_code),
        .result_data(stage_d$result_data),
        .write_valid(stage_d$write_valid),
        .write_bank(stage_d$write_bank),
        .write_addr(stage_d$write_addr),
        .write_from_b(stage_d$write_from_b),
        .write_slot(stage_d$write_slot),
        .write_value(stage_d$write_value),
        .write_whole(stage_d$write_whole),
        .evict(stage_d$evict),
        .items_delta(stage_d$items_delta),
        .full_answer(stage_d$full_answer)
    );
    board_ulx3s_sdram$cuckoo$fsm fsm(
        .clock(fsm$clock),
        .reset(fsm$reset),
        .decide(fsm$decide),
        .to_fsm(fsm$to_fsm),
        .insert_kicks(fsm$insert_kicks),
        .kick_first_now(fsm$kick_first_now),
        .d_op(fsm$d_op),
        .d_is_clear(fsm$d_is_clear),
        .d_is_delete(fsm$d_is_delete),
        .d_any_hit(fsm$d_any_hit),
        .d_stash_hit(fsm$d_stash_hit),
        .d_a_has_empty(fsm$d_a_has_empty),
        .d_b_has_empty(fsm$d_b_has_empty),
        .d_lowest_empty_a(fsm$d_lowest_empty_a),
        .d_lowest_empty_b(fsm$d_lowest_empty_b),
        .victim_slot(fsm$victim_slot),
        .room(fsm$room),
        .stash_valid(fsm$stash_valid),
        .stash_fp(fsm$stash_fp),
        .stash_bucket(fsm$stash_bucket),
        .stash_alt_bucket(fsm$stash_alt_bucket),
        .moving_fp(fsm$moving_fp),
        .moving_to(fsm$moving_to),
        .chain_count(fsm$chain_count),
        .chain_last(fsm$chain_last),
        .chain_stale(fsm$chain_stale),
        .busy(fsm$busy),
        .done(fsm$done),
        .capture(fsm$capture),
        .rein_capture(fsm$rein_capture),
        .kick_place(fsm$kick_place),
        .kick_reread(fsm$kick_reread),
        .rein_read(fsm$rein_read),
        .rein_place(fsm$rein_place),
        .clearing(fsm$clearing),
        .next_rein_read(fsm$next_rein_read),
        .next_kick_reread(fsm$next_kick_reread),
        .next_clearing(fsm$next_clearing),
        .rein_i1(fsm$rein_i1),
        .rein_i2(fsm$rein_i2),
        .evicting(fsm$evicting),
        .kick_read(fsm$kick_read),
        .writes(fsm$writes),
        .write_valid(fsm$write_valid),
        .write_bank(fsm$write_bank),
        .write_addr(fsm$write_addr),
        .write_from_b(fsm$write_from_b),
        .write_slot(fsm$write_slot),
        .write_value(fsm$write_value),
        .evict(fsm$evict),
        .stash_deleted(fsm$stash_deleted),
        .stash_take(fsm$stash_take),
        .kick_to_stash(fsm$kick_to_stash),
        .clear_addr(fsm$clear_addr),
        .clear_done(fsm$clear_done),
        .result_op(fsm$result_op),
        .result_code(fsm$result_code),
        .result_data(fsm$result_data)
    );
    board_ulx3s_sdram$cuckoo$hazards hazards(
        .clock(hazards$clock),
        .reset(hazards$reset),
        .advance(hazards$advance),
        .p6_op(hazards$p6_op),
        .p6_bank0_addr(hazards$p6_bank0_addr),
        .p6_bank1_addr(hazards$p6_bank1_addr),
        .r_valid(hazards$r_valid),
        .r_op(hazards$r_op),
        .r_addr(hazards$r_addr),
        .r_bank0_addr(hazards$r_bank0_addr),
        .r_bank1_addr(hazards$r_bank1_addr),
        .d_valid(hazards$d_valid),
        .d_decide(hazards$d_decide),
        .d_may_write(hazards$d_may_write),
        .d_writes_stash(hazards$d_writes_stash),
        .d_is_delete(hazards$d_is_delete),
        .d_bank0_addr(hazards$d_bank0_addr),
        .d_bank1_addr(hazards$d_bank1_addr),
        .stash_valid(hazards$stash_valid),
        .kick_place(hazards$kick_place),
        .moving_to(hazards$moving_to),
        .rein_place(hazards$rein_place),
        .rein_word1(hazards$rein_word1),
        .rein_word2(hazards$rein_word2),
        .pending_valid(hazards$pending_valid),
        .pending_bank(hazards$pending_bank),
        .pending_addr(hazards$pending_addr),
        .conflict(hazards$conflict)
    );
    board_ulx3s_sdram$cuckoo$reads reads(
        .clock(reads$clock),
        .front_read(reads$front_read),
        .advance(reads$advance),
        .p6_op(reads$p6_op),
        .p6_bank0_addr(reads$p6_bank0_addr),
        .p6_bank1_addr(reads$p6_bank1_addr),
        .p6_i1_bank(reads$p6_i1_bank),
        .p6_addr_bank(reads$p6_addr_bank),
        .r_op(reads$r_op),
        .r_bank0_addr(reads$r_bank0_addr),
        .r_bank1_addr(reads$r_bank1_addr),
        .r_i1_bank(reads$r_i1_bank),
        .r_addr_bank(reads$r_addr_bank),
        .kick_read(reads$kick_read),
        .kick_from_bank(reads$kick_from_bank),
        .kick_to_addr(reads$kick_to_addr),
        .rein_read(reads$rein_read),
        .kick_reread(reads$kick_reread),
        .next_rein_read(reads$next_rein_read),
        .next_kick_reread(reads$next_kick_reread),
        .next_clearing(reads$next_clearing),
        .rein_i1(reads$rein_i1),
        .rein_word2(reads$rein_word2),
        .moving_to(reads$moving_to),
        .read_addr0(reads$read_addr0),
        .read_addr1(reads$read_addr1),
        .own_read(reads$own_read),
        .swap(reads$swap),
        .use_new_word(reads$use_new_word)
    );
    board_ulx3s_sdram$cuckoo$r_valid r_valid(
        .d(r_valid$d),
        .q(r_valid$q),
        .clock(r_valid$clock)
    );
    board_ulx3s_sdram$cuckoo$r_op r_op(
        .d(r_op$d),
        .q(r_op$q),
        .clock(r_op$clock)
    );
    board_ulx3s_sdram$cuckoo$r_word r_word(
        .d(r_word$d),
        .q(r_word$q),
        .clock(r_word$clock)
    );
    board_ulx3s_sdram$cuckoo$r_addr r_addr(
        .d(r_addr$d),
        .q(r_addr$q),
        .clock(r_addr$clock)
    );
    board_ulx3s_sdram$cuckoo$r_fp r_fp(
        .d(r_fp$d),
        .q(r_fp$q),
        .clock(r_fp$clock)
    );
    board_ulx3s_sdram$cuckoo$r_i1 r_i1(
        .d(r_i1$d),
        .q(r_i1$q),
        .clock(r_i1$clock)
    );
    board_ulx3s_sdram$cuckoo$r_i2 r_i2(
        .d(r_i2$d),
        .q(r_i2$q),
        .clock(r_i2$clock)
    );
    board_ulx3s_sdram$cuckoo$r_bank0_addr r_bank0_addr(
        .d(r_bank0_addr$d),
        .q(r_bank0_addr$q),
        .clock(r_bank0_addr$clock)
    );
    board_ulx3s_sdram$cuckoo$r_bank1_addr r_bank1_addr(
        .d(r_bank1_addr$d),
        .q(r_bank1_addr$q),
        .clock(r_bank1_addr$clock)
    );
    board_ulx3s_sdram$cuckoo$r_fresh r_fresh(
        .d(r_fresh$d),
        .q(r_fresh$q),
        .clock(r_fresh$clock)
    );
    
    // Update code
    always @(*) begin
        r_valid$clock = clock;
        r_op$clock = clock;
        r_word$clock = clock;
        r_addr$clock = clock;
        r_fp$clock = clock;
        r_i1$clock = clock;
        r_i2$clock = clock;
        r_bank0_addr$clock = clock;
        r_bank1_addr$clock = clock;
        r_fresh$clock = clock;
        r_valid$d = r_valid$q;
        r_op$d = r_op$q;
        r_word$d = r_word$q;
        r_addr$d = r_addr$q;
        r_fp$d = r_fp$q;
        r_i1$d = r_i1$q;
        r_i2$d = r_i2$q;
        r_bank0_addr$d = r_bank0_addr$q;
        r_bank1_addr$d = r_bank1_addr$q;
        r_fresh$d = r_fresh$q;
        buckets$clock = clock;
        buckets$reset = reset;
        results$clock = clock;
        chain$clock = clock;
        stash$clock = clock;
        stash$reset = reset;
        counters$clock = clock;
        counters$reset = reset;
        results$reset = reset;
        result_room = results$in_ready;
        stage_d$room = results$in_ready;
        stage_d$busy = fsm$busy;
        r_go = r_valid$q & r_fresh$q & ~hazards$conflict & (((~fsm$busy) & (~stage_d$valid | (stage_d$decide & ~stage_d$to_fsm))) | ((fsm$done) & ~stage_d$valid));
        advance = (((~fsm$busy) | (fsm$done)) & ((~r_valid$q & ~stage_d$insert_kicks) | r_go)) | reset;
        in_ready = advance & ~reset;
        front_read = ~stage_d$insert_kicks & ((~fsm$busy) | fsm$done) & (~r_valid$q | (r_fresh$q & ~hazards$conflict & ((~fsm$busy) | ~stage_d$valid)));
        front$clock = clock;
        front$reset = reset;
        front$advance = advance;
        front$in_valid = in_valid;
        front$in_op = in_op;
        front$in_key = in_key;
        front$in_data = in_data;
        if (advance) begin
            r_valid$d = front$out_valid & ~reset;
            r_op$d = front$out_op;
            r_word$d = front$out_word;
            r_addr$d = front$out_addr;
            r_fp$d = front$out_fp;
            r_i1$d = front$out_i1;
            r_i2$d = front$out_i2;
            r_bank0_addr$d = front$out_bank0_addr;
            r_bank1_addr$d = front$out_bank1_addr;
        end
        compare$word0 = buckets$read_word0;
        compare$word1 = buckets$read_word1;
        compare$fp = r_fp$q[(32'h0)+:(12)];
        compare$swap = reads$swap;
        compare$new_word = r_word$q[(32'h0)+:(48)];
        compare$use_new_word = reads$use_new_word;
        compare$victim_slot = counters$victim_slot;
        stage_d$clock = clock;
        stage_d$reset = reset;
        stage_d$load = r_go;
        stage_d$in_op = r_op$q;
        stage_d$in_fp = r_fp$q;
        stage_d$in_i1 = r_i1$q;
        stage_d$in_i2 = r_i2$q;
        stage_d$in_bank0_addr = r_bank0_addr$q;
        stage_d$in_bank1_addr = r_bank1_addr$q;
        stage_d$in_addr = r_addr$q;
        stage_d$in_word_valid = r_word$q[32'h3f];
        stage_d$in_stash_hit = stash$hit;
        stage_d$in_both_full = compare$both_full;
        stage_d$in_new_empties = compare$new_word_empties;
        stage_d$capture = fsm$capture;
        stage_d$in_word_a = compare$word_a;
        stage_d$in_word_b = compare$word_b;
        stage_d$in_hits_a = compare$hits_a;
        stage_d$in_hits_b = compare$hits_b;
        stage_d$in_empties_a = compare$empties_a;
        stage_d$in_empties_b = compare$empties_b;
        stage_d$in_victim = compare$victim;
        stage_d$stash_valid = stash$valid;
        stage_d$stash_word = stash$word;
        stage_d$items = counters$items;
        stage_d$kicks = counters$kicks;
        stage_d$full = counters$full;
        stage_d$victim_slot = counters$victim_slot;
        stash$probe_fp = r_fp$q;
        stash$probe_i1 = r_i1$q;
        stash$probe_i2 = r_i2$q;
        fsm$clock = clock;
        fsm$reset = reset;
        fsm$decide = stage_d$decide;
        fsm$to_fsm = stage_d$to_fsm;
        fsm$insert_kicks = stage_d$insert_kicks;
        fsm$kick_first_now = stage_d$kick_first_now;
        fsm$d_op = stage_d$op;
        fsm$d_is_clear = stage_d$is_clear;
        fsm$d_is_delete = stage_d$is_delete;
        fsm$d_any_hit = stage_d$any_hit;
        fsm$d_stash_hit = stage_d$stash_hit;
        fsm$d_a_has_empty = stage_d$a_has_empty;
        fsm$d_b_has_empty = stage_d$b_has_empty;
        fsm$d_lowest_empty_a = stage_d$lowest_empty_a;
        fsm$d_lowest_empty_b = stage_d$lowest_empty_b;
        fsm$victim_slot = counters$victim_slot;
        fsm$room = result_room;
        fsm$stash_valid = stash$valid;
        fsm$stash_fp = stash$fp;
        fsm$stash_bucket = stash$bucket;
        fsm$stash_alt_bucket = stash$alt_bucket;
        fsm$moving_fp = chain$moving_fp;
        fsm$moving_to = chain$moving_to;
        fsm$chain_count = chain$count;
        fsm$chain_last = chain$last;
        fsm$chain_stale = chain$stale;
        chain$victim = stage_d$victim;
        chain$load_first = r_go;
        chain$first_from = r_i2$q;
        chain$kick = fsm$evicting;
        chain$load_rein = fsm$rein_capture;
        chain$rein_from = fsm$rein_i2;
        chain$read_now = fsm$kick_read;
        chain$again = fsm$kick_place;
        chain$pending_valid = buckets$pending_valid;
        chain$pending_bank = buckets$pending_bank;
        chain$pending_addr = buckets$pending_addr;
        stash$write = stage_d$decide & stage_d$writes_stash;
        stash$write_valid = stage_d$word_valid;
        stash$write_fp = stage_d$word_b[(32'h0)+:(16)];
        stash$write_bucket = stage_d$word_b[(32'h10)+:(11)];
        stash$take = fsm$stash_take;
        stash$kicking = fsm$kick_place;
        stash$kick_to_stash = fsm$kick_to_stash;
        stash$kick_fp = chain$moving_fp;
        stash$kick_bucket = chain$moving_to;
        stash$clear = fsm$clear_done;
        reads$clock = clock;
        reads$front_read = front_read;
        reads$advance = advance;
        reads$p6_op = front$out_op;
        reads$p6_bank0_addr = front$out_bank0_addr;
        reads$p6_bank1_addr = front$out_bank1_addr;
        reads$p6_i1_bank = front$out_i1[32'h0];
        reads$p6_addr_bank = front$out_addr[32'h0];
        reads$r_op = r_op$q;
        reads$r_bank0_addr = r_bank0_addr$q;
        reads$r_bank1_addr = r_bank1_addr$q;
        reads$r_i1_bank = r_i1$q[32'h0];
        reads$r_addr_bank = r_addr$q[32'h0];
        reads$kick_read = fsm$kick_read;
        reads$kick_from_bank = chain$from_bank;
        reads$kick_to_addr = chain$to_addr;
        reads$rein_read = fsm$rein_read;
        reads$kick_reread = fsm$kick_reread;
        reads$next_rein_read = fsm$next_rein_read;
        reads$next_kick_reread = fsm$next_kick_reread;
        reads$next_clearing = fsm$next_clearing;
        reads$rein_i1 = fsm$rein_i1;
        reads$rein_word2 = fsm$rein_i2[(32'h1)+:(10)];
        reads$moving_to = chain$moving_to;
        r_fresh$d = reads$own_read;
        hazards$clock = clock;
        hazards$reset = reset;
        hazards$advance = advance;
        hazards$p6_op = front$out_op;
        hazards$p6_bank0_addr = front$out_bank0_addr;
        hazards$p6_bank1_addr = front$out_bank1_addr;
        hazards$r_valid = r_valid$q;
        hazards$r_op = r_op$q;
        hazards$r_addr = r_addr$q;
        hazards$r_bank0_addr = r_bank0_addr$q;
        hazards$r_bank1_addr = r_bank1_addr$q;
        hazards$d_valid = stage_d$valid;
        hazards$d_decide = stage_d$decide;
        hazards$d_may_write = stage_d$may_write;
        hazards$d_writes_stash = stage_d$writes_stash;
        hazards$d_is_delete = stage_d$is_delete;
        hazards$d_bank0_addr = stage_d$bank0_addr;
        hazards$d_bank1_addr = stage_d$bank1_addr;
        hazards$stash_valid = stash$valid;
        hazards$kick_place = fsm$kick_place;
        hazards$moving_to = chain$moving_to;
        hazards$rein_place = fsm$rein_place;
        hazards$rein_word1 = fsm$rein_i1[(32'h1)+:(10)];
        hazards$rein_word2 = fsm$rein_i2[(32'h1)+:(10)];
        hazards$pending_valid = buckets$pending_valid;
        hazards$pending_bank = buckets$pending_bank;
        hazards$pending_addr = buckets$pending_addr;
        buckets$word_a = stage_d$word_a;
        buckets$word_b = stage_d$word_b;
        buckets$write_whole = stage_d$write_whole;
        if (fsm$writes) begin
            buckets$write_valid = fsm$write_valid;
            buckets$write_bank = fsm$write_bank;
            buckets$write_addr = fsm$write_addr;
            buckets$write_from_b = fsm$write_from_b;
            buckets$write_slot = fsm$write_slot;
            buckets$write_value = fsm$write_value;
            counters$evict = fsm$evict;
        end
        else begin
            buckets$write_valid = stage_d$write_valid;
            buckets$write_bank = stage_d$write_bank;
            buckets$write_addr = stage_d$write_addr;
            buckets$write_from_b = stage_d$write_from_b;
            buckets$write_slot = stage_d$write_slot;
            buckets$write_value = stage_d$write_value;
            counters$evict = stage_d$evict;
        end
        buckets$read_addr0 = reads$read_addr0;
        buckets$read_addr1 = reads$read_addr1;
        buckets$clear = fsm$clearing;
        buckets$clear_addr = fsm$clear_addr;
        if (fsm$done) begin
            results$in_valid = result_room;
            results$in_op = fsm$result_op;
            results$in_code = fsm$result_code;
            results$in_data = fsm$result_data;
        end
        else begin
            results$in_valid = stage_d$result_valid;
            results$in_op = stage_d$op;
            results$in_code = stage_d$result_code;
            results$in_data = stage_d$result_data;
        end
        results$out_ready = out_ready;
        out_valid = results$out_valid;
        out_op = results$out_op;
        out_code = results$out_code;
        out_data = results$out_data;
        if (fsm$stash_deleted) begin
            counters$items_delta = minus1_32;
        end
        else begin
            counters$items_delta = stage_d$items_delta;
        end
        counters$full_answer = stage_d$full_answer;
        counters$restart = fsm$clear_done;
        if (reset) begin
            r_fresh$d = 1'b0;
        end
    end
    
endmodule // top$cuckoo


module board_ulx3s_sdram$cuckoo$buckets(clock,reset,read_addr0,read_addr1,read_word0,read_word1,write_valid,write_bank,write_addr,word_a,word_b,write_from_b,write_slot,write_value,write_whole,clear,clear_addr,pending_valid,pending_bank,pending_addr);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  [9:0] read_addr0;
    input wire  [9:0] read_addr1;
    output reg  [47:0] read_word0;
    output reg  [47:0] read_word1;
    input wire  write_valid;
    input wire  write_bank;
    input wire  [9:0] write_addr;
    input wire  [47:0] word_a;
    input wire  [47:0] word_b;
    input wire  write_from_b;
    input wire  [1:0] write_slot;
    input wire  [15:0] write_value;
    input wire  write_whole;
    input wire  clear;
    input wire  [9:0] clear_addr;
    output reg  pending_valid;
    output reg  pending_bank;
    output reg  [9:0] pending_addr;
    
    // Constant declarations
    localparam  zero_w = 48'h0;
    
    // Stub signals
    reg  [9:0] banks$0$read_address;
    wire  [47:0] banks$0$read_data;
    reg  [9:0] banks$0$write_address;
    reg  [47:0] banks$0$write_data;
    reg  banks$0$write_enable;
    reg  banks$0$clock;
    reg  [9:0] banks$1$read_address;
    wire  [47:0] banks$1$read_data;
    reg  [9:0] banks$1$write_address;
    reg  [47:0] banks$1$write_data;
    reg  banks$1$write_enable;
    reg  banks$1$clock;
    reg  [47:0] slot_write$word;
    reg  [1:0] slot_write$slot;
    reg  [15:0] slot_write$value;
    wire  [47:0] slot_write$written;
    reg  pend_valid$d;
    wire  pend_valid$q;
    reg  pend_valid$clock;
    reg  pend_bank$d;
    wire  pend_bank$q;
    reg  pend_bank$clock;
    reg  [9:0] pend_addr$d;
    wire  [9:0] pend_addr$q;
    reg  pend_addr$clock;
    reg  [47:0] pend_word$d;
    wire  [47:0] pend_word$q;
    reg  pend_word$clock;
    reg  [1:0] pend_slot$d;
    wire  [1:0] pend_slot$q;
    reg  pend_slot$clock;
    reg  [15:0] pend_value$d;
    wire  [15:0] pend_value$q;
    reg  pend_value$clock;
    reg  pend_whole$d;
    wire  pend_whole$q;
    reg  pend_whole$clock;
    
    // Local signals
    reg  [47:0] written;
    
    // Sub module instances
    board_ulx3s_sdram$cuckoo$buckets$banks$0 banks$0(
        .read_address(banks$0$read_address),
        .read_data(banks$0$read_data),
        .write_address(banks$0$write_address),
        .write_data(banks$0$write_data),
        .write_enable(banks$0$write_enable),
        .clock(banks$0$clock)
    );
    board_ulx3s_sdram$cuckoo$buckets$banks$1 banks$1(
        .read_address(banks$1$read_address),
        .read_data(banks$1$read_data),
        .write_address(banks$1$write_address),
        .write_data(banks$1$write_data),
        .write_enable(banks$1$write_enable),
        .clock(banks$1$clock)
    );
    board_ulx3s_sdram$cuckoo$buckets$slot_write slot_write(
        .word(slot_write$word),
        .slot(slot_write$slot),
        .value(slot_write$value),
        .written(slot_write$written)
    );
    board_ulx3s_sdram$cuckoo$buckets$pend_valid pend_valid(
        .d(pend_valid$d),
        .q(pend_valid$q),
        .clock(pend_valid$clock)
    );
    board_ulx3s_sdram$cuckoo$buckets$pend_bank pend_bank(
        .d(pend_bank$d),
        .q(pend_bank$q),
        .clock(pend_bank$clock)
    );
    board_ulx3s_sdram$cuckoo$buckets$pend_addr pend_addr(
        .d(pend_addr$d),
        .q(pend_addr$q),
        .clock(pend_addr$clock)
    );
    board_ulx3s_sdram$cuckoo$buckets$pend_word pend_word(
        .d(pend_word$d),
        .q(pend_word$q),
        .clock(pend_word$clock)
    );
    board_ulx3s_sdram$cuckoo$buckets$pend_slot pend_slot(
        .d(pend_slot$d),
        .q(pend_slot$q),
        .clock(pend_slot$clock)
    );
    board_ulx3s_sdram$cuckoo$buckets$pend_value pend_value(
        .d(pend_value$d),
        .q(pend_value$q),
        .clock(pend_value$clock)
    );
    board_ulx3s_sdram$cuckoo$buckets$pend_whole pend_whole(
        .d(pend_whole$d),
        .q(pend_whole$q),
        .clock(pend_whole$clock)
    );
    
    // Update code
    always @(*) begin
        pend_valid$clock = clock;
        pend_bank$clock = clock;
        pend_addr$clock = clock;
        pend_word$clock = clock;
        pend_slot$clock = clock;
        pend_value$clock = clock;
        pend_whole$clock = clock;
        pend_valid$d = pend_valid$q;
        pend_bank$d = pend_bank$q;
        pend_addr$d = pend_addr$q;
        pend_word$d = pend_word$q;
        pend_slot$d = pend_slot$q;
        pend_value$d = pend_value$q;
        pend_whole$d = pend_whole$q;
        banks$0$clock = clock;
        banks$1$clock = clock;
        pend_valid$d = write_valid;
        pend_bank$d = write_bank;
        pend_addr$d = write_addr;
        if (write_from_b) begin
            pend_word$d = word_b;
        end
        else begin
            pend_word$d = word_a;
        end
        pend_slot$d = write_slot;
        pend_value$d = write_value;
        pend_whole$d = write_whole;
        slot_write$word = pend_word$q;
        slot_write$slot = pend_slot$q;
        slot_write$value = pend_value$q;
        if (pend_whole$q) begin
            written = pend_word$q;
        end
        else begin
            written = slot_write$written;
        end
        banks$0$write_data = written;
        banks$0$write_address = pend_addr$q;
        banks$1$write_data = written;
        banks$1$write_address = pend_addr$q;
        banks$0$read_address = read_addr0;
        banks$1$read_address = read_addr1;
        banks$0$write_enable = pend_valid$q & ~pend_bank$q;
        banks$1$write_enable = pend_valid$q & pend_bank$q;
        if (clear) begin
            banks$0$write_enable = 1'b1;
            banks$0$write_address = clear_addr;
            banks$0$write_data = zero_w;
            banks$1$write_enable = 1'b1;
            banks$1$write_address = clear_addr;
            banks$1$write_data = zero_w;
        end
        read_word0 = banks$0$read_data;
        read_word1 = banks$1$read_data;
        pending_valid = pend_valid$q;
        pending_bank = pend_bank$q;
        pending_addr = pend_addr$q;
        if (reset) begin
            pend_valid$d = 1'b0;
        end
    end
    
endmodule // top$cuckoo$buckets


module board_ulx3s_sdram$cuckoo$buckets$banks$0(read_address,read_data,write_address,write_data,write_enable,clock);
    
    // Module arguments
    input wire  [9:0] read_address;
    output reg  [47:0] read_data;
    input wire  [9:0] write_address;
    input wire  [47:0] write_data;
    input wire  write_enable;
    input wire  clock;
    
    // Update code (custom)
    (* no_rw_check *)
    reg[47:0] mem[1023:0];
    
    always @(posedge clock) begin
       read_data <= mem[read_address];
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
endmodule // top$cuckoo$buckets$banks$0


module board_ulx3s_sdram$cuckoo$buckets$banks$1(read_address,read_data,write_address,write_data,write_enable,clock);
    
    // Module arguments
    input wire  [9:0] read_address;
    output reg  [47:0] read_data;
    input wire  [9:0] write_address;
    input wire  [47:0] write_data;
    input wire  write_enable;
    input wire  clock;
    
    // Update code (custom)
    (* no_rw_check *)
    reg[47:0] mem[1023:0];
    
    always @(posedge clock) begin
       read_data <= mem[read_address];
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
endmodule // top$cuckoo$buckets$banks$1


module board_ulx3s_sdram$cuckoo$buckets$pend_addr(d,q,clock);
    
    // Module arguments
    input wire  [9:0] d;
    output reg  [9:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 10'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$cuckoo$buckets$pend_addr


module board_ulx3s_sdram$cuckoo$buckets$pend_bank(d,q,clock);
    
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
          
endmodule // top$cuckoo$buckets$pend_bank


module board_ulx3s_sdram$cuckoo$buckets$pend_slot(d,q,clock);
    
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
          
endmodule // top$cuckoo$buckets$pend_slot


module board_ulx3s_sdram$cuckoo$buckets$pend_valid(d,q,clock);
    
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
          
endmodule // top$cuckoo$buckets$pend_valid


module board_ulx3s_sdram$cuckoo$buckets$pend_value(d,q,clock);
    
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
          
endmodule // top$cuckoo$buckets$pend_value


module board_ulx3s_sdram$cuckoo$buckets$pend_whole(d,q,clock);
    
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
          
endmodule // top$cuckoo$buckets$pend_whole


module board_ulx3s_sdram$cuckoo$buckets$pend_word(d,q,clock);
    
    // Module arguments
    input wire  [47:0] d;
    output reg  [47:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 48'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$cuckoo$buckets$pend_word


module board_ulx3s_sdram$cuckoo$buckets$slot_write(word,slot,value,written);
    
    // Module arguments
    input wire  [47:0] word;
    input wire  [1:0] slot;
    input wire  [15:0] value;
    output reg  [47:0] written;
    
    // Constant declarations
    localparam  sh1 = 8'hc;
    localparam  sh2 = 8'h18;
    localparam  sh3 = 8'h24;
    localparam  fmask = 48'hfff;
    
    // Local signals
    reg  [47:0] v;
    
    // Update code
    always @(*) begin
        v = ((value) & 48'hffffffffffff) & fmask;
        case (slot)
            0:
                begin
                    written = (word & ~fmask) | v;
                end
            1:
                begin
                    written = (word & ~(fmask << sh1)) | (v << sh1);
                end
            2:
                begin
                    written = (word & ~(fmask << sh2)) | (v << sh2);
                end
            default:
                begin
                    written = (word & ~(fmask << sh3)) | (v << sh3);
                end
        endcase
    end
    
endmodule // top$cuckoo$buckets$slot_write


module board_ulx3s_sdram$cuckoo$chain(clock,victim,load_first,first_from,kick,load_rein,rein_from,read_now,again,pending_valid,pending_bank,pending_addr,from_bank,to_addr,moving_fp,moving_to,count,last,stale);
    
    // Module arguments
    input wire  clock;
    input wire  [15:0] victim;
    input wire  load_first;
    input wire  [10:0] first_from;
    input wire  kick;
    input wire  load_rein;
    input wire  [10:0] rein_from;
    input wire  read_now;
    input wire  again;
    input wire  pending_valid;
    input wire  pending_bank;
    input wire  [9:0] pending_addr;
    output reg  from_bank;
    output reg  [9:0] to_addr;
    output reg  [15:0] moving_fp;
    output reg  [10:0] moving_to;
    output reg  [15:0] count;
    output reg  last;
    output reg  stale;
    
    // Constant declarations
    localparam  max_m1 = 16'h1f3;
    localparam  max_is1 = 1'b0;
    localparam  one16 = 16'h1;
    
    // Stub signals
    reg  [10:0] alt_to$index;
    reg  [15:0] alt_to$fp;
    wire  [10:0] alt_to$alt;
    reg  [10:0] from$d;
    wire  [10:0] from$q;
    reg  from$clock;
    reg  [15:0] fp$d;
    wire  [15:0] fp$q;
    reg  fp$clock;
    reg  [10:0] to$d;
    wire  [10:0] to$q;
    reg  to$clock;
    reg  [15:0] kicks$d;
    wire  [15:0] kicks$q;
    reg  kicks$clock;
    reg  at_limit$d;
    wire  at_limit$q;
    reg  at_limit$clock;
    reg  written$d;
    wire  written$q;
    reg  written$clock;
    
    // Sub module instances
    board_ulx3s_sdram$cuckoo$chain$alt_to alt_to(
        .index(alt_to$index),
        .fp(alt_to$fp),
        .alt(alt_to$alt)
    );
    board_ulx3s_sdram$cuckoo$chain$from from(
        .d(from$d),
        .q(from$q),
        .clock(from$clock)
    );
    board_ulx3s_sdram$cuckoo$chain$fp fp(
        .d(fp$d),
        .q(fp$q),
        .clock(fp$clock)
    );
    board_ulx3s_sdram$cuckoo$chain$to to(
        .d(to$d),
        .q(to$q),
        .clock(to$clock)
    );
    board_ulx3s_sdram$cuckoo$chain$kicks kicks(
        .d(kicks$d),
        .q(kicks$q),
        .clock(kicks$clock)
    );
    board_ulx3s_sdram$cuckoo$chain$at_limit at_limit(
        .d(at_limit$d),
        .q(at_limit$q),
        .clock(at_limit$clock)
    );
    board_ulx3s_sdram$cuckoo$chain$written written(
        .d(written$d),
        .q(written$q),
        .clock(written$clock)
    );
    
    // Update code
    always @(*) begin
        from$clock = clock;
        fp$clock = clock;
        to$clock = clock;
        kicks$clock = clock;
        at_limit$clock = clock;
        written$clock = clock;
        from$d = from$q;
        fp$d = fp$q;
        to$d = to$q;
        kicks$d = kicks$q;
        at_limit$d = at_limit$q;
        written$d = written$q;
        alt_to$index = from$q;
        alt_to$fp = victim;
        written$d = pending_valid & (pending_bank != from$q[32'h0]) & (pending_addr == alt_to$alt[(32'h1)+:(10)]);
        if (load_first) begin
            from$d = first_from;
        end
        else if (kick) begin
            from$d = alt_to$alt;
        end
        else if (load_rein) begin
            from$d = rein_from;
        end
        if (read_now) begin
            fp$d = victim;
            to$d = alt_to$alt;
            if (again) begin
                kicks$d = kicks$q + one16;
                at_limit$d = kicks$q == max_m1;
            end
            else begin
                kicks$d = one16;
                at_limit$d = max_is1;
            end
        end
        from_bank = from$q[32'h0];
        to_addr = alt_to$alt[(32'h1)+:(10)];
        moving_fp = fp$q;
        moving_to = to$q;
        count = kicks$q;
        last = at_limit$q;
        stale = written$q;
    end
    
endmodule // top$cuckoo$chain


module board_ulx3s_sdram$cuckoo$chain$alt_to(index,fp,alt);
    
    // Module arguments
    input wire  [10:0] index;
    input wire  [15:0] fp;
    output reg  [10:0] alt;
    
    // Constant declarations
    localparam  rows$0 = 16'h6387;
    localparam  rows$1 = 16'heabd;
    localparam  rows$2 = 16'h826e;
    localparam  rows$3 = 16'hf80b;
    localparam  rows$4 = 16'h358;
    localparam  rows$5 = 16'h3e89;
    localparam  rows$6 = 16'hefe9;
    localparam  rows$7 = 16'heb0a;
    localparam  rows$8 = 16'hf09d;
    localparam  rows$9 = 16'h5a0d;
    localparam  rows$10 = 16'hfb1e;
    localparam  one = 11'b1;
    localparam  zero = 11'b0;
    
    // Local signals
    reg  [10:0] acc$0;
    reg  [10:0] acc$1;
    reg  [10:0] acc$2;
    reg  [10:0] acc$3;
    reg  [10:0] acc$4;
    reg  [10:0] acc$5;
    reg  [10:0] acc$6;
    reg  [10:0] acc$7;
    reg  [10:0] acc$8;
    reg  [10:0] acc$9;
    reg  [10:0] acc$10;
    
    // Update code
    always @(*) begin
        acc$0 = (zero & ~(1 << (0)) | ((^(fp & rows$0)) << (0)));
        acc$1 = (acc$0 & ~(1 << (1)) | ((^(fp & rows$1)) << (1)));
        acc$2 = (acc$1 & ~(1 << (2)) | ((^(fp & rows$2)) << (2)));
        acc$3 = (acc$2 & ~(1 << (3)) | ((^(fp & rows$3)) << (3)));
        acc$4 = (acc$3 & ~(1 << (4)) | ((^(fp & rows$4)) << (4)));
        acc$5 = (acc$4 & ~(1 << (5)) | ((^(fp & rows$5)) << (5)));
        acc$6 = (acc$5 & ~(1 << (6)) | ((^(fp & rows$6)) << (6)));
        acc$7 = (acc$6 & ~(1 << (7)) | ((^(fp & rows$7)) << (7)));
        acc$8 = (acc$7 & ~(1 << (8)) | ((^(fp & rows$8)) << (8)));
        acc$9 = (acc$8 & ~(1 << (9)) | ((^(fp & rows$9)) << (9)));
        acc$10 = (acc$9 & ~(1 << (10)) | ((^(fp & rows$10)) << (10)));
        alt = index ^ (acc$10 | one);
    end
    
endmodule // top$cuckoo$chain$alt_to


module board_ulx3s_sdram$cuckoo$chain$at_limit(d,q,clock);
    
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
          
endmodule // top$cuckoo$chain$at_limit


module board_ulx3s_sdram$cuckoo$chain$fp(d,q,clock);
    
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
          
endmodule // top$cuckoo$chain$fp


module board_ulx3s_sdram$cuckoo$chain$from(d,q,clock);
    
    // Module arguments
    input wire  [10:0] d;
    output reg  [10:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 11'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$cuckoo$chain$from


module board_ulx3s_sdram$cuckoo$chain$kicks(d,q,clock);
    
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
          
endmodule // top$cuckoo$chain$kicks


module board_ulx3s_sdram$cuckoo$chain$to(d,q,clock);
    
    // Module arguments
    input wire  [10:0] d;
    output reg  [10:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 11'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$cuckoo$chain$to


module board_ulx3s_sdram$cuckoo$chain$written(d,q,clock);
    
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
          
endmodule // top$cuckoo$chain$written


module board_ulx3s_sdram$cuckoo$compare(word0,word1,fp,swap,new_word,use_new_word,victim_slot,word_a,word_b,hits_a,hits_b,empties_a,empties_b,both_full,new_word_empties,victim);
    
    // Module arguments
    input wire  [47:0] word0;
    input wire  [47:0] word1;
    input wire  [11:0] fp;
    input wire  swap;
    input wire  [47:0] new_word;
    input wire  use_new_word;
    input wire  [1:0] victim_slot;
    output reg  [47:0] word_a;
    output reg  [47:0] word_b;
    output reg  [3:0] hits_a;
    output reg  [3:0] hits_b;
    output reg  [3:0] empties_a;
    output reg  [3:0] empties_b;
    output reg  both_full;
    output reg  [3:0] new_word_empties;
    output reg  [15:0] victim;
    
    // Stub signals
    reg  [47:0] flags_0$word;
    reg  [11:0] flags_0$fp;
    wire  [3:0] flags_0$hits;
    wire  [3:0] flags_0$empties;
    reg  [47:0] flags_1$word;
    reg  [11:0] flags_1$fp;
    wire  [3:0] flags_1$hits;
    wire  [3:0] flags_1$empties;
    reg  [47:0] flags_x$word;
    reg  [11:0] flags_x$fp;
    wire  [3:0] flags_x$hits;
    wire  [3:0] flags_x$empties;
    reg  [47:0] slot_v$word;
    reg  [1:0] slot_v$slot;
    wire  [15:0] slot_v$read;
    
    // Local signals
    reg  [47:0] word_b_read;
    
    // Sub module instances
    board_ulx3s_sdram$cuckoo$compare$flags_0 flags_0(
        .word(flags_0$word),
        .fp(flags_0$fp),
        .hits(flags_0$hits),
        .empties(flags_0$empties)
    );
    board_ulx3s_sdram$cuckoo$compare$flags_1 flags_1(
        .word(flags_1$word),
        .fp(flags_1$fp),
        .hits(flags_1$hits),
        .empties(flags_1$empties)
    );
    board_ulx3s_sdram$cuckoo$compare$flags_x flags_x(
        .word(flags_x$word),
        .fp(flags_x$fp),
        .hits(flags_x$hits),
        .empties(flags_x$empties)
    );
    board_ulx3s_sdram$cuckoo$compare$slot_v slot_v(
        .word(slot_v$word),
        .slot(slot_v$slot),
        .read(slot_v$read)
    );
    
    // Update code
    always @(*) begin
        flags_0$word = word0;
        flags_0$fp = fp;
        flags_1$word = word1;
        flags_1$fp = fp;
        flags_x$word = new_word;
        flags_x$fp = fp;
        if (swap) begin
            word_a = word1;
            word_b_read = word0;
            hits_a = flags_1$hits;
            hits_b = flags_0$hits;
            empties_a = flags_1$empties;
            empties_b = flags_0$empties;
        end
        else begin
            word_a = word0;
            word_b_read = word1;
            hits_a = flags_0$hits;
            hits_b = flags_1$hits;
            empties_a = flags_0$empties;
            empties_b = flags_1$empties;
        end
        if (use_new_word) begin
            word_b = new_word;
        end
        else begin
            word_b = word_b_read;
        end
        both_full = ~|flags_0$empties & ~|flags_1$empties;
        new_word_empties = flags_x$empties;
        slot_v$word = word_b_read;
        slot_v$slot = victim_slot;
        victim = slot_v$read;
    end
    
endmodule // top$cuckoo$compare


module board_ulx3s_sdram$cuckoo$compare$flags_0(word,fp,hits,empties);
    
    // Module arguments
    input wire  [47:0] word;
    input wire  [11:0] fp;
    output reg  [3:0] hits;
    output reg  [3:0] empties;
    
    // Constant declarations
    localparam  fbits = 8'hc;
    localparam  zero_f = 12'h0;
    localparam  zero4 = 4'h0;
    
    // Local signals
    reg  [11:0] s0;
    reg  [11:0] s1;
    reg  [11:0] s2;
    reg  [11:0] s3;
    reg  [11:0] fpf;
    reg  [3:0] m0;
    reg  [3:0] m1;
    reg  [3:0] m2;
    reg  [3:0] e0;
    reg  [3:0] e1;
    reg  [3:0] e2;
    
    // Update code
    always @(*) begin
        s0 = word[(32'h0)+:(12)];
        s1 = word[(fbits)+:(12)];
        s2 = word[(32'h2 * fbits)+:(12)];
        s3 = word[(32'h3 * fbits)+:(12)];
        fpf = fp;
        m0 = (zero4 & ~(1 << (32'h0)) | ((s0 == fpf) << (32'h0)));
        m1 = (m0 & ~(1 << (32'h1)) | ((s1 == fpf) << (32'h1)));
        m2 = (m1 & ~(1 << (32'h2)) | ((s2 == fpf) << (32'h2)));
        hits = (m2 & ~(1 << (32'h3)) | ((s3 == fpf) << (32'h3)));
        e0 = (zero4 & ~(1 << (32'h0)) | ((s0 == zero_f) << (32'h0)));
        e1 = (e0 & ~(1 << (32'h1)) | ((s1 == zero_f) << (32'h1)));
        e2 = (e1 & ~(1 << (32'h2)) | ((s2 == zero_f) << (32'h2)));
        empties = (e2 & ~(1 << (32'h3)) | ((s3 == zero_f) << (32'h3)));
    end
    
endmodule // top$cuckoo$compare$flags_0


module board_ulx3s_sdram$cuckoo$compare$flags_1(word,fp,hits,empties);
    
    // Module arguments
    input wire  [47:0] word;
    input wire  [11:0] fp;
    output reg  [3:0] hits;
    output reg  [3:0] empties;
    
    // Constant declarations
    localparam  fbits = 8'hc;
    localparam  zero_f = 12'h0;
    localparam  zero4 = 4'h0;
    
    // Local signals
    reg  [11:0] s0;
    reg  [11:0] s1;
    reg  [11:0] s2;
    reg  [11:0] s3;
    reg  [11:0] fpf;
    reg  [3:0] m0;
    reg  [3:0] m1;
    reg  [3:0] m2;
    reg  [3:0] e0;
    reg  [3:0] e1;
    reg  [3:0] e2;
    
    // Update code
    always @(*) begin
        s0 = word[(32'h0)+:(12)];
        s1 = word[(fbits)+:(12)];
        s2 = word[(32'h2 * fbits)+:(12)];
        s3 = word[(32'h3 * fbits)+:(12)];
        fpf = fp;
        m0 = (zero4 & ~(1 << (32'h0)) | ((s0 == fpf) << (32'h0)));
        m1 = (m0 & ~(1 << (32'h1)) | ((s1 == fpf) << (32'h1)));
        m2 = (m1 & ~(1 << (32'h2)) | ((s2 == fpf) << (32'h2)));
        hits = (m2 & ~(1 << (32'h3)) | ((s3 == fpf) << (32'h3)));
        e0 = (zero4 & ~(1 << (32'h0)) | ((s0 == zero_f) << (32'h0)));
        e1 = (e0 & ~(1 << (32'h1)) | ((s1 == zero_f) << (32'h1)));
        e2 = (e1 & ~(1 << (32'h2)) | ((s2 == zero_f) << (32'h2)));
        empties = (e2 & ~(1 << (32'h3)) | ((s3 == zero_f) << (32'h3)));
    end
    
endmodule // top$cuckoo$compare$flags_1


module board_ulx3s_sdram$cuckoo$compare$flags_x(word,fp,hits,empties);
    
    // Module arguments
    input wire  [47:0] word;
    input wire  [11:0] fp;
    output reg  [3:0] hits;
    output reg  [3:0] empties;
    
    // Constant declarations
    localparam  fbits = 8'hc;
    localparam  zero_f = 12'h0;
    localparam  zero4 = 4'h0;
    
    // Local signals
    reg  [11:0] s0;
    reg  [11:0] s1;
    reg  [11:0] s2;
    reg  [11:0] s3;
    reg  [11:0] fpf;
    reg  [3:0] m0;
    reg  [3:0] m1;
    reg  [3:0] m2;
    reg  [3:0] e0;
    reg  [3:0] e1;
    reg  [3:0] e2;
    
    // Update code
    always @(*) begin
        s0 = word[(32'h0)+:(12)];
        s1 = word[(fbits)+:(12)];
        s2 = word[(32'h2 * fbits)+:(12)];
        s3 = word[(32'h3 * fbits)+:(12)];
        fpf = fp;
        m0 = (zero4 & ~(1 << (32'h0)) | ((s0 == fpf) << (32'h0)));
        m1 = (m0 & ~(1 << (32'h1)) | ((s1 == fpf) << (32'h1)));
        m2 = (m1 & ~(1 << (32'h2)) | ((s2 == fpf) << (32'h2)));
        hits = (m2 & ~(1 << (32'h3)) | ((s3 == fpf) << (32'h3)));
        e0 = (zero4 & ~(1 << (32'h0)) | ((s0 == zero_f) << (32'h0)));
        e1 = (e0 & ~(1 << (32'h1)) | ((s1 == zero_f) << (32'h1)));
        e2 = (e1 & ~(1 << (32'h2)) | ((s2 == zero_f) << (32'h2)));
        empties = (e2 & ~(1 << (32'h3)) | ((s3 == zero_f) << (32'h3)));
    end
    
endmodule // top$cuckoo$compare$flags_x


module board_ulx3s_sdram$cuckoo$compare$slot_v(word,slot,read);
    
    // Module arguments
    input wire  [47:0] word;
    input wire  [1:0] slot;
    output reg  [15:0] read;
    
    // Constant declarations
    localparam  sh1 = 8'hc;
    localparam  sh2 = 8'h18;
    localparam  sh3 = 8'h24;
    
    // Update code
    always @(*) begin
        case (slot)
            0:
                begin
                    read = ((word[(32'h0)+:(12)]) & 16'hffff);
                end
            1:
                begin
                    read = ((word[(sh1)+:(12)]) & 16'hffff);
                end
            2:
                begin
                    read = ((word[(sh2)+:(12)]) & 16'hffff);
                end
            default:
                begin
                    read = ((word[(sh3)+:(12)]) & 16'hffff);
                end
        endcase
    end
    
endmodule // top$cuckoo$compare$slot_v


module board_ulx3s_sdram$cuckoo$counters(clock,reset,items_delta,evict,full_answer,restart,items,kicks,full,victim_slot);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  [31:0] items_delta;
    input wire  evict;
    input wire  full_answer;
    input wire  restart;
    output reg  [31:0] items;
    output reg  [31:0] kicks;
    output reg  [31:0] full;
    output reg  [1:0] victim_slot;
    
    // Constant declarations
    localparam  lfsr_seed = 16'hace1;
    localparam  lfsr_taps = 16'hb400;
    localparam  zero32 = 32'h0;
    localparam  one32 = 32'h1;
    
    // Stub signals
    reg  [31:0] items_reg$d;
    wire  [31:0] items_reg$q;
    reg  items_reg$clock;
    reg  [31:0] kicks_reg$d;
    wire  [31:0] kicks_reg$q;
    reg  kicks_reg$clock;
    reg  [31:0] full_reg$d;
    wire  [31:0] full_reg$q;
    reg  full_reg$clock;
    reg  [15:0] lfsr$d;
    wire  [15:0] lfsr$q;
    reg  lfsr$clock;
    reg  [31:0] delta$d;
    wire  [31:0] delta$q;
    reg  delta$clock;
    reg  evicted$d;
    wire  evicted$q;
    reg  evicted$clock;
    
    // Local signals
    reg  [15:0] lfsr_1;
    reg  [1:0] lfsr_2;
    
    // Sub module instances
    board_ulx3s_sdram$cuckoo$counters$items_reg items_reg(
        .d(items_reg$d),
        .q(items_reg$q),
        .clock(items_reg$clock)
    );
    board_ulx3s_sdram$cuckoo$counters$kicks_reg kicks_reg(
        .d(kicks_reg$d),
        .q(kicks_reg$q),
        .clock(kicks_reg$clock)
    );
    board_ulx3s_sdram$cuckoo$counters$full_reg full_reg(
        .d(full_reg$d),
        .q(full_reg$q),
        .clock(full_reg$clock)
    );
    board_ulx3s_sdram$cuckoo$counters$lfsr lfsr(
        .d(lfsr$d),
        .q(lfsr$q),
        .clock(lfsr$clock)
    );
    board_ulx3s_sdram$cuckoo$counters$delta delta(
        .d(delta$d),
        .q(delta$q),
        .clock(delta$clock)
    );
    board_ulx3s_sdram$cuckoo$counters$evicted evicted(
        .d(evicted$d),
        .q(evicted$q),
        .clock(evicted$clock)
    );
    
    // Update code
    always @(*) begin
        items_reg$clock = clock;
        kicks_reg$clock = clock;
        full_reg$clock = clock;
        lfsr$clock = clock;
        delta$clock = clock;
        evicted$clock = clock;
        items_reg$d = items_reg$q;
        kicks_reg$d = kicks_reg$q;
        full_reg$d = full_reg$q;
        lfsr$d = lfsr$q;
        delta$d = delta$q;
        evicted$d = evicted$q;
        if (lfsr$q[32'h0]) begin
            lfsr_1 = (lfsr$q >> 32'h1) ^ lfsr_taps;
        end
        else begin
            lfsr_1 = lfsr$q >> 32'h1;
        end
        if (lfsr_1[32'h0]) begin
            lfsr_2 = lfsr_1[(32'h1)+:(2)] ^ lfsr_taps[(32'h0)+:(2)];
        end
        else begin
            lfsr_2 = lfsr_1[(32'h1)+:(2)];
        end
        if (evicted$q) begin
            victim_slot = lfsr_2;
        end
        else begin
            victim_slot = lfsr_1[(32'h0)+:(2)];
        end
        delta$d = items_delta;
        items_reg$d = items_reg$q + delta$q;
        evicted$d = evict;
        if (evicted$q) begin
            lfsr$d = lfsr_1;
            kicks_reg$d = kicks_reg$q + one32;
        end
        if (full_answer) begin
            full_reg$d = full_reg$q + one32;
        end
        if (restart) begin
            delta$d = zero32;
            items_reg$d = zero32;
            full_reg$d = zero32;
            lfsr$d = lfsr_seed;
            kicks_reg$d = zero32;
        end
        items = items_reg$q;
        kicks = kicks_reg$q;
        full = full_reg$q;
        if (reset) begin
            lfsr$d = lfsr_seed;
            evicted$d = 1'b0;
            items_reg$d = zero32;
            delta$d = zero32;
            kicks_reg$d = zero32;
            full_reg$d = zero32;
        end
    end
    
endmodule // top$cuckoo$counters


module board_ulx3s_sdram$cuckoo$counters$delta(d,q,clock);
    
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
          
endmodule // top$cuckoo$counters$delta


module board_ulx3s_sdram$cuckoo$counters$evicted(d,q,clock);
    
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
          
endmodule // top$cuckoo$counters$evicted


module board_ulx3s_sdram$cuckoo$counters$full_reg(d,q,clock);
    
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
          
endmodule // top$cuckoo$counters$full_reg


module board_ulx3s_sdram$cuckoo$counters$items_reg(d,q,clock);
    
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
          
endmodule // top$cuckoo$counters$items_reg


module board_ulx3s_sdram$cuckoo$counters$kicks_reg(d,q,clock);
    
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
          
endmodule // top$cuckoo$counters$kicks_reg


module board_ulx3s_sdram$cuckoo$counters$lfsr(d,q,clock);
    
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
          
endmodule // top$cuckoo$counters$lfsr


module board_ulx3s_sdram$cuckoo$front(clock,reset,advance,in_valid,in_op,in_key,in_data,out_valid,out_op,out_word,out_addr,out_fp,out_i1,out_i2,out_bank0_addr,out_bank1_addr);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  advance;
    input wire  in_valid;
    input wire  [2:0] in_op;
    input wire  [63:0] in_key;
    input wire  [63:0] in_data;
    output reg  out_valid;
    output reg  [2:0] out_op;
    output reg  [63:0] out_word;
    output reg  [15:0] out_addr;
    output reg  [15:0] out_fp;
    output reg  [10:0] out_i1;
    output reg  [10:0] out_i2;
    output reg  [9:0] out_bank0_addr;
    output reg  [9:0] out_bank1_addr;
    
    // Constant declarations
    localparam  fmask16 = 16'hfff;
    localparam  amask16 = 16'hfff;
    localparam  one16 = 16'h1;
    localparam  zero16 = 16'h0;
    localparam  op_read = 3'b11;
    localparam  op_write = 3'b100;
    
    // Stub signals
    reg  mix$clock;
    reg  mix$reset;
    reg  mix$advance;
    reg  mix$in_valid;
    reg  [2:0] mix$in_op;
    reg  [63:0] mix$in_x;
    reg  [15:0] mix$in_addr;
    wire  mix$out_valid;
    wire  [2:0] mix$out_op;
    wire  [63:0] mix$out_x;
    wire  [15:0] mix$out_addr;
    reg  [10:0] alt_i2$index;
    reg  [15:0] alt_i2$fp;
    wire  [10:0] alt_i2$alt;
    reg  p5_valid$d;
    wire  p5_valid$q;
    reg  p5_valid$clock;
    reg  [2:0] p5_op$d;
    wire  [2:0] p5_op$q;
    reg  p5_op$clock;
    reg  [63:0] p5_word$d;
    wire  [63:0] p5_word$q;
    reg  p5_word$clock;
    reg  [15:0] p5_addr$d;
    wire  [15:0] p5_addr$q;
    reg  p5_addr$clock;
    reg  [15:0] p5_fp$d;
    wire  [15:0] p5_fp$q;
    reg  p5_fp$clock;
    reg  [10:0] p5_i1$d;
    wire  [10:0] p5_i1$q;
    reg  p5_i1$clock;
    reg  p6_valid$d;
    wire  p6_valid$q;
    reg  p6_valid$clock;
    reg  [2:0] p6_op$d;
    wire  [2:0] p6_op$q;
    reg  p6_op$clock;
    reg  [63:0] p6_word$d;
    wire  [63:0] p6_word$q;
    reg  p6_word$clock;
    reg  [15:0] p6_addr$d;
    wire  [15:0] p6_addr$q;
    reg  p6_addr$clock;
    reg  [15:0] p6_fp$d;
    wire  [15:0] p6_fp$q;
    reg  p6_fp$clock;
    reg  [10:0] p6_i1$d;
    wire  [10:0] p6_i1$q;
    reg  p6_i1$clock;
    reg  [10:0] p6_i2$d;
    wire  [10:0] p6_i2$q;
    reg  p6_i2$clock;
    reg  [9:0] p6_bank0_addr$d;
    wire  [9:0] p6_bank0_addr$q;
    reg  p6_bank0_addr$clock;
    reg  [9:0] p6_bank1_addr$d;
    wire  [9:0] p6_bank1_addr$q;
    reg  p6_bank1_addr$clock;
    
    // Local signals
    reg  p5_keyed;
    reg  [9:0] p5_bank0_addr;
    reg  [9:0] p5_bank1_addr;
    
    // Sub module instances
    board_ulx3s_sdram$cuckoo$front$mix mix(
        .clock(mix$clock),
        .reset(mix$reset),
        .advance(mix$advance),
        .in_valid(mix$in_valid),
        .in_op(mix$in_op),
        .in_x(mix$in_x),
        .in_addr(mix$in_addr),
        .out_valid(mix$out_valid),
        .out_op(mix$out_op),
        .out_x(mix$out_x),
        .out_addr(mix$out_addr)
    );
    board_ulx3s_sdram$cuckoo$front$alt_i2 alt_i2(
        .index(alt_i2$index),
        .fp(alt_i2$fp),
        .alt(alt_i2$alt)
    );
    board_ulx3s_sdram$cuckoo$front$p5_valid p5_valid(
        .d(p5_valid$d),
        .q(p5_valid$q),
        .clock(p5_valid$clock)
    );
    board_ulx3s_sdram$cuckoo$front$p5_op p5_op(
        .d(p5_op$d),
        .q(p5_op$q),
        .clock(p5_op$clock)
    );
    board_ulx3s_sdram$cuckoo$front$p5_word p5_word(
        .d(p5_word$d),
        .q(p5_word$q),
        .clock(p5_word$clock)
    );
    board_ulx3s_sdram$cuckoo$front$p5_addr p5_addr(
        .d(p5_addr$d),
        .q(p5_addr$q),
        .clock(p5_addr$clock)
    );
    board_ulx3s_sdram$cuckoo$front$p5_fp p5_fp(
        .d(p5_fp$d),
        .q(p5_fp$q),
        .clock(p5_fp$clock)
    );
    board_ulx3s_sdram$cuckoo$front$p5_i1 p5_i1(
        .d(p5_i1$d),
        .q(p5_i1$q),
        .clock(p5_i1$clock)
    );
    board_ulx3s_sdram$cuckoo$front$p6_valid p6_valid(
        .d(p6_valid$d),
        .q(p6_valid$q),
        .clock(p6_valid$clock)
    );
    board_ulx3s_sdram$cuckoo$front$p6_op p6_op(
        .d(p6_op$d),
        .q(p6_op$q),
        .clock(p6_op$clock)
    );
    board_ulx3s_sdram$cuckoo$front$p6_word p6_word(
        .d(p6_word$d),
        .q(p6_word$q),
        .clock(p6_word$clock)
    );
    board_ulx3s_sdram$cuckoo$front$p6_addr p6_addr(
        .d(p6_addr$d),
        .q(p6_addr$q),
        .clock(p6_addr$clock)
    );
    board_ulx3s_sdram$cuckoo$front$p6_fp p6_fp(
        .d(p6_fp$d),
        .q(p6_fp$q),
        .clock(p6_fp$clock)
    );
    board_ulx3s_sdram$cuckoo$front$p6_i1 p6_i1(
        .d(p6_i1$d),
        .q(p6_i1$q),
        .clock(p6_i1$clock)
    );
    board_ulx3s_sdram$cuckoo$front$p6_i2 p6_i2(
        .d(p6_i2$d),
        .q(p6_i2$q),
        .clock(p6_i2$clock)
    );
    board_ulx3s_sdram$cuckoo$front$p6_bank0_addr p6_bank0_addr(
        .d(p6_bank0_addr$d),
        .q(p6_bank0_addr$q),
        .clock(p6_bank0_addr$clock)
    );
    board_ulx3s_sdram$cuckoo$front$p6_bank1_addr p6_bank1_addr(
        .d(p6_bank1_addr$d),
        .q(p6_bank1_addr$q),
        .clock(p6_bank1_addr$clock)
    );
    
    // Update code
    always @(*) begin
        p5_valid$clock = clock;
        p5_op$clock = clock;
        p5_word$clock = clock;
        p5_addr$clock = clock;
        p5_fp$clock = clock;
        p5_i1$clock = clock;
        p6_valid$clock = clock;
        p6_op$clock = clock;
        p6_word$clock = clock;
        p6_addr$clock = clock;
        p6_fp$clock = clock;
        p6_i1$clock = clock;
        p6_i2$clock = clock;
        p6_bank0_addr$clock = clock;
        p6_bank1_addr$clock = clock;
        p5_valid$d = p5_valid$q;
        p5_op$d = p5_op$q;
        p5_word$d = p5_word$q;
        p5_addr$d = p5_addr$q;
        p5_fp$d = p5_fp$q;
        p5_i1$d = p5_i1$q;
        p6_valid$d = p6_valid$q;
        p6_op$d = p6_op$q;
        p6_word$d = p6_word$q;
        p6_addr$d = p6_addr$q;
        p6_fp$d = p6_fp$q;
        p6_i1$d = p6_i1$q;
        p6_i2$d = p6_i2$q;
        p6_bank0_addr$d = p6_bank0_addr$q;
        p6_bank1_addr$d = p6_bank1_addr$q;
        mix$clock = clock;
        mix$reset = reset;
        mix$advance = advance;
        mix$in_valid = in_valid;
        mix$in_op = in_op;
        if ((in_op == op_read) | (in_op == op_write)) begin
            mix$in_x = in_data;
        end
        else begin
            mix$in_x = in_key;
        end
        mix$in_addr = in_key[(32'h0)+:(16)];
        alt_i2$index = p5_i1$q;
        alt_i2$fp = p5_fp$q;
        p5_keyed = ~((p5_op$q == op_read) | (p5_op$q == op_write));
        if (p5_keyed) begin
            if (p5_i1$q[32'h0]) begin
                p5_bank0_addr = alt_i2$alt[(32'h1)+:(10)];
                p5_bank1_addr = p5_i1$q[(32'h1)+:(10)];
            end
            else begin
                p5_bank0_addr = p5_i1$q[(32'h1)+:(10)];
                p5_bank1_addr = alt_i2$alt[(32'h1)+:(10)];
            end
        end
        else begin
            p5_bank0_addr = p5_addr$q[(32'h1)+:(10)];
            p5_bank1_addr = p5_addr$q[(32'h1)+:(10)];
        end
        if (advance) begin
            p5_valid$d = mix$out_valid & ~reset;
            p5_op$d = mix$out_op;
            p5_word$d = mix$out_x;
            p5_addr$d = mix$out_addr & amask16;
            if ((mix$out_x[(32'h0)+:(16)] & fmask16) == zero16) begin
                p5_fp$d = one16;
            end
            else begin
                p5_fp$d = mix$out_x[(32'h0)+:(16)] & fmask16;
            end
            p5_i1$d = mix$out_x[(32'h20)+:(11)];
            p6_valid$d = p5_valid$q & ~reset;
            p6_op$d = p5_op$q;
            p6_word$d = p5_word$q;
            p6_addr$d = p5_addr$q;
            p6_fp$d = p5_fp$q;
            p6_i1$d = p5_i1$q;
            p6_i2$d = alt_i2$alt;
            p6_bank0_addr$d = p5_bank0_addr;
            p6_bank1_addr$d = p5_bank1_addr;
        end
        out_valid = p6_valid$q;
        out_op = p6_op$q;
        out_word = p6_word$q;
        out_addr = p6_addr$q;
        out_fp = p6_fp$q;
        out_i1 = p6_i1$q;
        out_i2 = p6_i2$q;
        out_bank0_addr = p6_bank0_addr$q;
        out_bank1_addr = p6_bank1_addr$q;
    end
    
endmodule // top$cuckoo$front


module board_ulx3s_sdram$cuckoo$front$alt_i2(index,fp,alt);
    
    // Module arguments
    input wire  [10:0] index;
    input wire  [15:0] fp;
    output reg  [10:0] alt;
    
    // Constant declarations
    localparam  rows$0 = 16'h6387;
    localparam  rows$1 = 16'heabd;
    localparam  rows$2 = 16'h826e;
    localparam  rows$3 = 16'hf80b;
    localparam  rows$4 = 16'h358;
    localparam  rows$5 = 16'h3e89;
    localparam  rows$6 = 16'hefe9;
    localparam  rows$7 = 16'heb0a;
    localparam  rows$8 = 16'hf09d;
    localparam  rows$9 = 16'h5a0d;
    localparam  rows$10 = 16'hfb1e;
    localparam  one = 11'b1;
    localparam  zero = 11'b0;
    
    // Local signals
    reg  [10:0] acc$0;
    reg  [10:0] acc$1;
    reg  [10:0] acc$2;
    reg  [10:0] acc$3;
    reg  [10:0] acc$4;
    reg  [10:0] acc$5;
    reg  [10:0] acc$6;
    reg  [10:0] acc$7;
    reg  [10:0] acc$8;
    reg  [10:0] acc$9;
    reg  [10:0] acc$10;
    
    // Update code
    always @(*) begin
        acc$0 = (zero & ~(1 << (0)) | ((^(fp & rows$0)) << (0)));
        acc$1 = (acc$0 & ~(1 << (1)) | ((^(fp & rows$1)) << (1)));
        acc$2 = (acc$1 & ~(1 << (2)) | ((^(fp & rows$2)) << (2)));
        acc$3 = (acc$2 & ~(1 << (3)) | ((^(fp & rows$3)) << (3)));
        acc$4 = (acc$3 & ~(1 << (4)) | ((^(fp & rows$4)) << (4)));
        acc$5 = (acc$4 & ~(1 << (5)) | ((^(fp & rows$5)) << (5)));
        acc$6 = (acc$5 & ~(1 << (6)) | ((^(fp & rows$6)) << (6)));
        acc$7 = (acc$6 & ~(1 << (7)) | ((^(fp & rows$7)) << (7)));
        acc$8 = (acc$7 & ~(1 << (8)) | ((^(fp & rows$8)) << (8)));
        acc$9 = (acc$8 & ~(1 << (9)) | ((^(fp & rows$9)) << (9)));
        acc$10 = (acc$9 & ~(1 << (10)) | ((^(fp & rows$10)) << (10)));
        alt = index ^ (acc$10 | one);
    end
    
endmodule // top$cuckoo$front$alt_i2


module board_ulx3s_sdram$cuckoo$front$mix(clock,reset,advance,in_valid,in_op,in_x,in_addr,out_valid,out_op,out_x,out_addr);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  advance;
    input wire  in_valid;
    input wire  [2:0] in_op;
    input wire  [63:0] in_x;
    input wire  [15:0] in_addr;
    output reg  out_valid;
    output reg  [2:0] out_op;
    output reg  [63:0] out_x;
    output reg  [15:0] out_addr;
    
    // Constant declarations
    localparam  key_ops = 8'h23;
    
    // Stub signals
    reg  [63:0] rounds$0$x;
    reg  rounds$0$bypass;
    wire  [63:0] rounds$0$out;
    reg  [63:0] rounds$1$x;
    reg  rounds$1$bypass;
    wire  [63:0] rounds$1$out;
    reg  [63:0] rounds$2$x;
    reg  rounds$2$bypass;
    wire  [63:0] rounds$2$out;
    reg  [63:0] rounds$3$x;
    reg  rounds$3$bypass;
    wire  [63:0] rounds$3$out;
    reg  p0_valid$d;
    wire  p0_valid$q;
    reg  p0_valid$clock;
    reg  [2:0] p0_op$d;
    wire  [2:0] p0_op$q;
    reg  p0_op$clock;
    reg  [63:0] p0_x$d;
    wire  [63:0] p0_x$q;
    reg  p0_x$clock;
    reg  [15:0] p0_addr$d;
    wire  [15:0] p0_addr$q;
    reg  p0_addr$clock;
    reg  stage_valid$0$d;
    wire  stage_valid$0$q;
    reg  stage_valid$0$clock;
    reg  stage_valid$1$d;
    wire  stage_valid$1$q;
    reg  stage_valid$1$clock;
    reg  stage_valid$2$d;
    wire  stage_valid$2$q;
    reg  stage_valid$2$clock;
    reg  stage_valid$3$d;
    wire  stage_valid$3$q;
    reg  stage_valid$3$clock;
    reg  [2:0] stage_op$0$d;
    wire  [2:0] stage_op$0$q;
    reg  stage_op$0$clock;
    reg  [2:0] stage_op$1$d;
    wire  [2:0] stage_op$1$q;
    reg  stage_op$1$clock;
    reg  [2:0] stage_op$2$d;
    wire  [2:0] stage_op$2$q;
    reg  stage_op$2$clock;
    reg  [2:0] stage_op$3$d;
    wire  [2:0] stage_op$3$q;
    reg  stage_op$3$clock;
    reg  [63:0] stage_x$0$d;
    wire  [63:0] stage_x$0$q;
    reg  stage_x$0$clock;
    reg  [63:0] stage_x$1$d;
    wire  [63:0] stage_x$1$q;
    reg  stage_x$1$clock;
    reg  [63:0] stage_x$2$d;
    wire  [63:0] stage_x$2$q;
    reg  stage_x$2$clock;
    reg  [63:0] stage_x$3$d;
    wire  [63:0] stage_x$3$q;
    reg  stage_x$3$clock;
    reg  [15:0] stage_addr$0$d;
    wire  [15:0] stage_addr$0$q;
    reg  stage_addr$0$clock;
    reg  [15:0] stage_addr$1$d;
    wire  [15:0] stage_addr$1$q;
    reg  stage_addr$1$clock;
    reg  [15:0] stage_addr$2$d;
    wire  [15:0] stage_addr$2$q;
    reg  stage_addr$2$clock;
    reg  [15:0] stage_addr$3$d;
    wire  [15:0] stage_addr$3$q;
    reg  stage_addr$3$clock;
    
    // Sub module instances
    board_ulx3s_sdram$cuckoo$front$mix$rounds$0 rounds$0(
        .x(rounds$0$x),
        .bypass(rounds$0$bypass),
        .out(rounds$0$out)
    );
    board_ulx3s_sdram$cuckoo$front$mix$rounds$1 rounds$1(
        .x(rounds$1$x),
        .bypass(rounds$1$bypass),
        .out(rounds$1$out)
    );
    board_ulx3s_sdram$cuckoo$front$mix$rounds$2 rounds$2(
        .x(rounds$2$x),
        .bypass(rounds$2$bypass),
        .out(rounds$2$out)
    );
    board_ulx3s_sdram$cuckoo$front$mix$rounds$3 rounds$3(
        .x(rounds$3$x),
        .bypass(rounds$3$bypass),
        .out(rounds$3$out)
    );
    board_ulx3s_sdram$cuckoo$front$mix$p0_valid p0_valid(
        .d(p0_valid$d),
        .q(p0_valid$q),
        .clock(p0_valid$clock)
    );
    board_ulx3s_sdram$cuckoo$front$mix$p0_op p0_op(
        .d(p0_op$d),
        .q(p0_op$q),
        .clock(p0_op$clock)
    );
    board_ulx3s_sdram$cuckoo$front$mix$p0_x p0_x(
        .d(p0_x$d),
        .q(p0_x$q),
        .clock(p0_x$clock)
    );
    board_ulx3s_sdram$cuckoo$front$mix$p0_addr p0_addr(
        .d(p0_addr$d),
        .q(p0_addr$q),
        .clock(p0_addr$clock)
    );
    board_ulx3s_sdram$cuckoo$front$mix$stage_valid$0 stage_valid$0(
        .d(stage_valid$0$d),
        .q(stage_valid$0$q),
        .clock(stage_valid$0$clock)
    );
    board_ulx3s_sdram$cuckoo$front$mix$stage_valid$1 stage_valid$1(
        .d(stage_valid$1$d),
        .q(stage_valid$1$q),
        .clock(stage_valid$1$clock)
    );
    board_ulx3s_sdram$cuckoo$front$mix$stage_valid$2 stage_valid$2(
        .d(stage_valid$2$d),
        .q(stage_valid$2$q),
        .clock(stage_valid$2$clock)
    );
    board_ulx3s_sdram$cuckoo$front$mix$stage_valid$3 stage_valid$3(
        .d(stage_valid$3$d),
        .q(stage_valid$3$q),
        .clock(stage_valid$3$clock)
    );
    board_ulx3s_sdram$cuckoo$front$mix$stage_op$0 stage_op$0(
        .d(stage_op$0$d),
        .q(stage_op$0$q),
        .clock(stage_op$0$clock)
    );
    board_ulx3s_sdram$cuckoo$front$mix$stage_op$1 stage_op$1(
        .d(stage_op$1$d),
        .q(stage_op$1$q),
        .clock(stage_op$1$clock)
    );
    board_ulx3s_sdram$cuckoo$front$mix$stage_op$2 stage_op$2(
        .d(stage_op$2$d),
        .q(stage_op$2$q),
        .clock(stage_op$2$clock)
    );
    board_ulx3s_sdram$cuckoo$front$mix$stage_op$3 stage_op$3(
        .d(stage_op$3$d),
        .q(stage_op$3$q),
        .clock(stage_op$3$clock)
    );
    board_ulx3s_sdram$cuckoo$front$mix$stage_x$0 stage_x$0(
        .d(stage_x$0$d),
        .q(stage_x$0$q),
        .clock(stage_x$0$clock)
    );
    board_ulx3s_sdram$cuckoo$front$mix$stage_x$1 stage_x$1(
        .d(stage_x$1$d),
        .q(stage_x$1$q),
        .clock(stage_x$1$clock)
    );
    board_ulx3s_sdram$cuckoo$front$mix$stage_x$2 stage_x$2(
        .d(stage_x$2$d),
        .q(stage_x$2$q),
        .clock(stage_x$2$clock)
    );
    board_ulx3s_sdram$cuckoo$front$mix$stage_x$3 stage_x$3(
        .d(stage_x$3$d),
        .q(stage_x$3$q),
        .clock(stage_x$3$clock)
    );
    board_ulx3s_sdram$cuckoo$front$mix$stage_addr$0 stage_addr$0(
        .d(stage_addr$0$d),
        .q(stage_addr$0$q),
        .clock(stage_addr$0$clock)
    );
    board_ulx3s_sdram$cuckoo$front$mix$stage_addr$1 stage_addr$1(
        .d(stage_addr$1$d),
        .q(stage_addr$1$q),
        .clock(stage_addr$1$clock)
    );
    board_ulx3s_sdram$cuckoo$front$mix$stage_addr$2 stage_addr$2(
        .d(stage_addr$2$d),
        .q(stage_addr$2$q),
        .clock(stage_addr$2$clock)
    );
    board_ulx3s_sdram$cuckoo$front$mix$stage_addr$3 stage_addr$3(
        .d(stage_addr$3$d),
        .q(stage_addr$3$q),
        .clock(stage_addr$3$clock)
    );
    
    // Update code
    always @(*) begin
        p0_valid$clock = clock;
        p0_op$clock = clock;
        p0_x$clock = clock;
        p0_addr$clock = clock;
        p0_valid$d = p0_valid$q;
        p0_op$d = p0_op$q;
        p0_x$d = p0_x$q;
        p0_addr$d = p0_addr$q;
        stage_valid$0$clock = clock;
        stage_op$0$clock = clock;
        stage_x$0$clock = clock;
        stage_addr$0$clock = clock;
        stage_valid$0$d = stage_valid$0$q;
        stage_op$0$d = stage_op$0$q;
        stage_x$0$d = stage_x$0$q;
        stage_addr$0$d = stage_addr$0$q;
        stage_valid$1$clock = clock;
        stage_op$1$clock = clock;
        stage_x$1$clock = clock;
        stage_addr$1$clock = clock;
        stage_valid$1$d = stage_valid$1$q;
        stage_op$1$d = stage_op$1$q;
        stage_x$1$d = stage_x$1$q;
        stage_addr$1$d = stage_addr$1$q;
        stage_valid$2$clock = clock;
        stage_op$2$clock = clock;
        stage_x$2$clock = clock;
        stage_addr$2$clock = clock;
        stage_valid$2$d = stage_valid$2$q;
        stage_op$2$d = stage_op$2$q;
        stage_x$2$d = stage_x$2$q;
        stage_addr$2$d = stage_addr$2$q;
        stage_valid$3$clock = clock;
        stage_op$3$clock = clock;
        stage_x$3$clock = clock;
        stage_addr$3$clock = clock;
        stage_valid$3$d = stage_valid$3$q;
        stage_op$3$d = stage_op$3$q;
        stage_x$3$d = stage_x$3$q;
        stage_addr$3$d = stage_addr$3$q;
        rounds$0$x = p0_x$q;
        rounds$0$bypass = ~key_ops[p0_op$q];
        rounds$1$x = stage_x$0$q;
        rounds$1$bypass = ~key_ops[stage_op$0$q];
        rounds$2$x = stage_x$1$q;
        rounds$2$bypass = ~key_ops[stage_op$1$q];
        rounds$3$x = stage_x$2$q;
        rounds$3$bypass = ~key_ops[stage_op$2$q];
        if (advance) begin
            p0_valid$d = in_valid & ~reset;
            p0_op$d = in_op;
            p0_x$d = in_x;
            p0_addr$d = in_addr;
            stage_valid$0$d = p0_valid$q & ~reset;
            stage_op$0$d = p0_op$q;
            stage_x$0$d = rounds$0$out;
            stage_addr$0$d = p0_addr$q;
            stage_valid$1$d = stage_valid$0$q & ~reset;
            stage_op$1$d = stage_op$0$q;
            stage_x$1$d = rounds$1$out;
            stage_addr$1$d = stage_addr$0$q;
            stage_valid$2$d = stage_valid$1$q & ~reset;
            stage_op$2$d = stage_op$1$q;
            stage_x$2$d = rounds$2$out;
            stage_addr$2$d = stage_addr$1$q;
            stage_valid$3$d = stage_valid$2$q & ~reset;
            stage_op$3$d = stage_op$2$q;
            stage_x$3$d = rounds$3$out;
            stage_addr$3$d = stage_addr$2$q;
        end
        out_valid = stage_valid$3$q;
        out_op = stage_op$3$q;
        out_x = stage_x$3$q;
        out_addr = stage_addr$3$q;
    end
    
endmodule // top$cuckoo$front$mix


module board_ulx3s_sdram$cuckoo$front$mix$p0_addr(d,q,clock);
    
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
          
endmodule // top$cuckoo$front$mix$p0_addr


module board_ulx3s_sdram$cuckoo$front$mix$p0_op(d,q,clock);
    
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
          
endmodule // top$cuckoo$front$mix$p0_op


module board_ulx3s_sdram$cuckoo$front$mix$p0_valid(d,q,clock);
    
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
          
endmodule // top$cuckoo$front$mix$p0_valid


module board_ulx3s_sdram$cuckoo$front$mix$p0_x(d,q,clock);
    
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
          
endmodule // top$cuckoo$front$mix$p0_x


module board_ulx3s_sdram$cuckoo$front$mix$rounds$0(x,bypass,out);
    
    // Module arguments
    input wire  [63:0] x;
    input wire  bypass;
    output reg  [63:0] out;
    
    // Constant declarations
    localparam  seed = 64'h243f6a8885a308d3;
    localparam  rot_a = 7'b10111;
    localparam  rot_a_rev = 7'b101001;
    localparam  rot_b = 7'b10001;
    localparam  rot_b_rev = 7'b101111;
    
    // Local signals
    reg  [63:0] t;
    reg  [63:0] t_rot;
    reg  [15:0] lane0;
    reg  [15:0] lane1;
    reg  [15:0] lane2;
    reg  [15:0] lane3;
    reg  [63:0] y;
    reg  [63:0] y_rot;
    
    // Update code
    always @(*) begin
        t = x ^ seed;
        t_rot = (t << rot_a) | (t >> rot_a_rev);
        lane0 = t[(32'h0)+:(16)] + t_rot[(32'h0)+:(16)];
        lane1 = t[(32'h10)+:(16)] + t_rot[(32'h10)+:(16)];
        lane2 = t[(32'h20)+:(16)] + t_rot[(32'h20)+:(16)];
        lane3 = t[(32'h30)+:(16)] + t_rot[(32'h30)+:(16)];
        y = ((lane0) & 64'hffffffffffffffff) | (((lane1) & 64'hffffffffffffffff) << 32'h10) | (((lane2) & 64'hffffffffffffffff) << 32'h20) | (((lane3) & 64'hffffffffffffffff) << 32'h30);
        y_rot = (y << rot_b) | (y >> rot_b_rev);
        if (bypass) begin
            out = x;
        end
        else begin
            out = y ^ y_rot;
        end
    end
    
endmodule // top$cuckoo$front$mix$rounds$0


module board_ulx3s_sdram$cuckoo$front$mix$rounds$1(x,bypass,out);
    
    // Module arguments
    input wire  [63:0] x;
    input wire  bypass;
    output reg  [63:0] out;
    
    // Constant declarations
    localparam  seed = 64'h13198a2e03707344;
    localparam  rot_a = 7'b101001;
    localparam  rot_a_rev = 7'b10111;
    localparam  rot_b = 7'b111;
    localparam  rot_b_rev = 7'b111001;
    
    // Local signals
    reg  [63:0] t;
    reg  [63:0] t_rot;
    reg  [15:0] lane0;
    reg  [15:0] lane1;
    reg  [15:0] lane2;
    reg  [15:0] lane3;
    reg  [63:0] y;
    reg  [63:0] y_rot;
    
    // Update code
    always @(*) begin
        t = x ^ seed;
        t_rot = (t << rot_a) | (t >> rot_a_rev);
        lane0 = t[(32'h0)+:(16)] + t_rot[(32'h0)+:(16)];
        lane1 = t[(32'h10)+:(16)] + t_rot[(32'h10)+:(16)];
        lane2 = t[(32'h20)+:(16)] + t_rot[(32'h20)+:(16)];
        lane3 = t[(32'h30)+:(16)] + t_rot[(32'h30)+:(16)];
        y = ((lane0) & 64'hffffffffffffffff) | (((lane1) & 64'hffffffffffffffff) << 32'h10) | (((lane2) & 64'hffffffffffffffff) << 32'h20) | (((lane3) & 64'hffffffffffffffff) << 32'h30);
        y_rot = (y << rot_b) | (y >> rot_b_rev);
        if (bypass) begin
            out = x;
        end
        else begin
            out = y ^ y_rot;
        end
    end
    
endmodule // top$cuckoo$front$mix$rounds$1


module board_ulx3s_sdram$cuckoo$front$mix$rounds$2(x,bypass,out);
    
    // Module arguments
    input wire  [63:0] x;
    input wire  bypass;
    output reg  [63:0] out;
    
    // Constant declarations
    localparam  seed = 64'ha4093822299f31d0;
    localparam  rot_a = 7'b1101;
    localparam  rot_a_rev = 7'b110011;
    localparam  rot_b = 7'b101011;
    localparam  rot_b_rev = 7'b10101;
    
    // Local signals
    reg  [63:0] t;
    reg  [63:0] t_rot;
    reg  [15:0] lane0;
    reg  [15:0] lane1;
    reg  [15:0] lane2;
    reg  [15:0] lane3;
    reg  [63:0] y;
    reg  [63:0] y_rot;
    
    // Update code
    always @(*) begin
        t = x ^ seed;
        t_rot = (t << rot_a) | (t >> rot_a_rev);
        lane0 = t[(32'h0)+:(16)] + t_rot[(32'h0)+:(16)];
        lane1 = t[(32'h10)+:(16)] + t_rot[(32'h10)+:(16)];
        lane2 = t[(32'h20)+:(16)] + t_rot[(32'h20)+:(16)];
        lane3 = t[(32'h30)+:(16)] + t_rot[(32'h30)+:(16)];
        y = ((lane0) & 64'hffffffffffffffff) | (((lane1) & 64'hffffffffffffffff) << 32'h10) | (((lane2) & 64'hffffffffffffffff) << 32'h20) | (((lane3) & 64'hffffffffffffffff) << 32'h30);
        y_rot = (y << rot_b) | (y >> rot_b_rev);
        if (bypass) begin
            out = x;
        end
        else begin
            out = y ^ y_rot;
        end
    end
    
endmodule // top$cuckoo$front$mix$rounds$2


module board_ulx3s_sdram$cuckoo$front$mix$rounds$3(x,bypass,out);
    
    // Module arguments
    input wire  [63:0] x;
    input wire  bypass;
    output reg  [63:0] out;
    
    // Constant declarations
    localparam  seed = 64'h82efa98ec4e6c89;
    localparam  rot_a = 7'b11101;
    localparam  rot_a_rev = 7'b100011;
    localparam  rot_b = 7'b1011;
    localparam  rot_b_rev = 7'b110101;
    
    // Local signals
    reg  [63:0] t;
    reg  [63:0] t_rot;
    reg  [15:0] lane0;
    reg  [15:0] lane1;
    reg  [15:0] lane2;
    reg  [15:0] lane3;
    reg  [63:0] y;
    reg  [63:0] y_rot;
    
    // Update code
    always @(*) begin
        t = x ^ seed;
        t_rot = (t << rot_a) | (t >> rot_a_rev);
        lane0 = t[(32'h0)+:(16)] + t_rot[(32'h0)+:(16)];
        lane1 = t[(32'h10)+:(16)] + t_rot[(32'h10)+:(16)];
        lane2 = t[(32'h20)+:(16)] + t_rot[(32'h20)+:(16)];
        lane3 = t[(32'h30)+:(16)] + t_rot[(32'h30)+:(16)];
        y = ((lane0) & 64'hffffffffffffffff) | (((lane1) & 64'hffffffffffffffff) << 32'h10) | (((lane2) & 64'hffffffffffffffff) << 32'h20) | (((lane3) & 64'hffffffffffffffff) << 32'h30);
        y_rot = (y << rot_b) | (y >> rot_b_rev);
        if (bypass) begin
            out = x;
        end
        else begin
            out = y ^ y_rot;
        end
    end
    
endmodule // top$cuckoo$front$mix$rounds$3


module board_ulx3s_sdram$cuckoo$front$mix$stage_addr$0(d,q,clock);
    
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
          
endmodule // top$cuckoo$front$mix$stage_addr$0


module board_ulx3s_sdram$cuckoo$front$mix$stage_addr$1(d,q,clock);
    
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
          
endmodule // top$cuckoo$front$mix$stage_addr$1


module board_ulx3s_sdram$cuckoo$front$mix$stage_addr$2(d,q,clock);
    
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
          
endmodule // top$cuckoo$front$mix$stage_addr$2


module board_ulx3s_sdram$cuckoo$front$mix$stage_addr$3(d,q,clock);
    
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
          
endmodule // top$cuckoo$front$mix$stage_addr$3


module board_ulx3s_sdram$cuckoo$front$mix$stage_op$0(d,q,clock);
    
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
          
endmodule // top$cuckoo$front$mix$stage_op$0


module board_ulx3s_sdram$cuckoo$front$mix$stage_op$1(d,q,clock);
    
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
          
endmodule // top$cuckoo$front$mix$stage_op$1


module board_ulx3s_sdram$cuckoo$front$mix$stage_op$2(d,q,clock);
    
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
          
endmodule // top$cuckoo$front$mix$stage_op$2


module board_ulx3s_sdram$cuckoo$front$mix$stage_op$3(d,q,clock);
    
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
          
endmodule // top$cuckoo$front$mix$stage_op$3


module board_ulx3s_sdram$cuckoo$front$mix$stage_valid$0(d,q,clock);
    
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
          
endmodule // top$cuckoo$front$mix$stage_valid$0


module board_ulx3s_sdram$cuckoo$front$mix$stage_valid$1(d,q,clock);
    
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
          
endmodule // top$cuckoo$front$mix$stage_valid$1


module board_ulx3s_sdram$cuckoo$front$mix$stage_valid$2(d,q,clock);
    
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
          
endmodule // top$cuckoo$front$mix$stage_valid$2


module board_ulx3s_sdram$cuckoo$front$mix$stage_valid$3(d,q,clock);
    
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
          
endmodule // top$cuckoo$front$mix$stage_valid$3


module board_ulx3s_sdram$cuckoo$front$mix$stage_x$0(d,q,clock);
    
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
          
endmodule // top$cuckoo$front$mix$stage_x$0


module board_ulx3s_sdram$cuckoo$front$mix$stage_x$1(d,q,clock);
    
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
          
endmodule // top$cuckoo$front$mix$stage_x$1


module board_ulx3s_sdram$cuckoo$front$mix$stage_x$2(d,q,clock);
    
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
          
endmodule // top$cuckoo$front$mix$stage_x$2


module board_ulx3s_sdram$cuckoo$front$mix$stage_x$3(d,q,clock);
    
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
          
endmodule // top$cuckoo$front$mix$stage_x$3


module board_ulx3s_sdram$cuckoo$front$p5_addr(d,q,clock);
    
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
          
endmodule // top$cuckoo$front$p5_addr


module board_ulx3s_sdram$cuckoo$front$p5_fp(d,q,clock);
    
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
          
endmodule // top$cuckoo$front$p5_fp


module board_ulx3s_sdram$cuckoo$front$p5_i1(d,q,clock);
    
    // Module arguments
    input wire  [10:0] d;
    output reg  [10:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 11'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$cuckoo$front$p5_i1


module board_ulx3s_sdram$cuckoo$front$p5_op(d,q,clock);
    
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
          
endmodule // top$cuckoo$front$p5_op


module board_ulx3s_sdram$cuckoo$front$p5_valid(d,q,clock);
    
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
          
endmodule // top$cuckoo$front$p5_valid


module board_ulx3s_sdram$cuckoo$front$p5_word(d,q,clock);
    
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
          
endmodule // top$cuckoo$front$p5_word


module board_ulx3s_sdram$cuckoo$front$p6_addr(d,q,clock);
    
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
          
endmodule // top$cuckoo$front$p6_addr


module board_ulx3s_sdram$cuckoo$front$p6_bank0_addr(d,q,clock);
    
    // Module arguments
    input wire  [9:0] d;
    output reg  [9:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 10'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$cuckoo$front$p6_bank0_addr


module board_ulx3s_sdram$cuckoo$front$p6_bank1_addr(d,q,clock);
    
    // Module arguments
    input wire  [9:0] d;
    output reg  [9:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 10'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$cuckoo$front$p6_bank1_addr


module board_ulx3s_sdram$cuckoo$front$p6_fp(d,q,clock);
    
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
          
endmodule // top$cuckoo$front$p6_fp


module board_ulx3s_sdram$cuckoo$front$p6_i1(d,q,clock);
    
    // Module arguments
    input wire  [10:0] d;
    output reg  [10:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 11'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$cuckoo$front$p6_i1


module board_ulx3s_sdram$cuckoo$front$p6_i2(d,q,clock);
    
    // Module arguments
    input wire  [10:0] d;
    output reg  [10:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 11'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$cuckoo$front$p6_i2


module board_ulx3s_sdram$cuckoo$front$p6_op(d,q,clock);
    
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
          
endmodule // top$cuckoo$front$p6_op


module board_ulx3s_sdram$cuckoo$front$p6_valid(d,q,clock);
    
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
          
endmodule // top$cuckoo$front$p6_valid


module board_ulx3s_sdram$cuckoo$front$p6_word(d,q,clock);
    
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
          
endmodule // top$cuckoo$front$p6_word


module board_ulx3s_sdram$cuckoo$fsm(clock,reset,decide,to_fsm,insert_kicks,kick_first_now,d_op,d_is_clear,d_is_delete,d_any_hit,d_stash_hit,d_a_has_empty,d_b_has_empty,d_lowest_empty_a,d_lowest_empty_b,victim_slot,room,stash_valid,stash_fp,stash_bucket,stash_alt_bucket,moving_fp,moving_to,chain_count,chain_last,chain_stale,busy,done,capture,rein_capture,kick_place,kick_reread,rein_read,rein_place,clearing,next_rein_read,next_kick_reread,next_clearing,rein_i1,rein_i2,evicting,kick_read,writes,write_valid,write_bank,write_addr,write_from_b,write_slot,write_value,evict,stash_deleted,stash_take,kick_to_stash,clear_addr,clear_done,result_op,result_code,result_data);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  decide;
    input wire  to_fsm;
    input wire  insert_kicks;
    input wire  kick_first_now;
    input wire  [2:0] d_op;
    input wire  d_is_clear;
    input wire  d_is_delete;
    input wire  d_any_hit;
    input wire  d_stash_hit;
    input wire  d_a_has_empty;
    input wire  d_b_has_empty;
    input wire  [1:0] d_lowest_empty_a;
    input wire  [1:0] d_lowest_empty_b;
    input wire  [1:0] victim_slot;
    input wire  room;
    input wire  stash_valid;
    input wire  [15:0] stash_fp;
    input wire  [10:0] stash_bucket;
    input wire  [10:0] stash_alt_bucket;
    input wire  [15:0] moving_fp;
    input wire  [10:0] moving_to;
    input wire  [15:0] chain_count;
    input wire  chain_last;
    input wire  chain_stale;
    output reg  busy;
    output reg  done;
    output reg  capture;
    output reg  rein_capture;
    output reg  kick_place;
    output reg  kick_reread;
    output reg  rein_read;
    output reg  rein_place;
    output reg  clearing;
    output reg  next_rein_read;
    output reg  next_kick_reread;
    output reg  next_clearing;
    output reg  [10:0] rein_i1;
    output reg  [10:0] rein_i2;
    output reg  evicting;
    output reg  kick_read;
    output reg  writes;
    output reg  write_valid;
    output reg  write_bank;
    output reg  [9:0] write_addr;
    output reg  write_from_b;
    output reg  [1:0] write_slot;
    output reg  [15:0] write_value;
    output reg  evict;
    output reg  stash_deleted;
    output reg  stash_take;
    output reg  kick_to_stash;
    output reg  [9:0] clear_addr;
    output reg  clear_done;
    output reg  [2:0] result_op;
    output reg  [1:0] result_code;
    output reg  [63:0] result_data;
    
    // Constant declarations
    localparam  zero64 = 64'h0;
    localparam  zero_ba = 10'b0;
    localparam  c_ok = 2'b0;
    localparam  c_nf = 2'b10;
    
    // Stub signals
    reg  walk$clock;
    reg  walk$clearing;
    wire  [9:0] walk$addr;
    wire  walk$last;
    reg  st_busy$d;
    wire  st_busy$q;
    reg  st_busy$clock;
    reg  st_kick_read$d;
    wire  st_kick_read$q;
    reg  st_kick_read$clock;
    reg  st_kick_place$d;
    wire  st_kick_place$q;
    reg  st_kick_place$clock;
    reg  st_kick_reread$d;
    wire  st_kick_reread$q;
    reg  st_kick_reread$clock;
    reg  st_rein_wait$d;
    wire  st_rein_wait$q;
    reg  st_rein_wait$clock;
    reg  st_rein_read$d;
    wire  st_rein_read$q;
    reg  st_rein_read$clock;
    reg  st_rein_capture$d;
    wire  st_rein_capture$q;
    reg  st_rein_capture$clock;
    reg  st_rein_place$d;
    wire  st_rein_place$q;
    reg  st_rein_place$clock;
    reg  st_clearing$d;
    wire  st_clearing$q;
    reg  st_clearing$clock;
    reg  st_done$d;
    wire  st_done$q;
    reg  st_done$clock;
    reg  [2:0] fsm_op$d;
    wire  [2:0] fsm_op$q;
    reg  fsm_op$clock;
    reg  fsm_not_found$d;
    wire  fsm_not_found$q;
    reg  fsm_not_found$clock;
    reg  del_found$d;
    wire  del_found$q;
    reg  del_found$clock;
    reg  [15:0] rein_fp$d;
    wire  [15:0] rein_fp$q;
    reg  rein_fp$clock;
    reg  [10:0] rein_bucket1$d;
    wire  [10:0] rein_bucket1$q;
    reg  rein_bucket1$clock;
    reg  [10:0] rein_bucket2$d;
    wire  [10:0] rein_bucket2$q;
    reg  rein_bucket2$clock;
    reg  [63:0] fsm_data$d;
    wire  [63:0] fsm_data$q;
    reg  fsm_data$clock;
    
    // Sub module instances
    board_ulx3s_sdram$cuckoo$fsm$walk walk(
        .clock(walk$clock),
        .clearing(walk$clearing),
        .addr(walk$addr),
        .last(walk$last)
    );
    board_ulx3s_sdram$cuckoo$fsm$st_busy st_busy(
        .d(st_busy$d),
        .q(st_busy$q),
        .clock(st_busy$clock)
    );
    board_ulx3s_sdram$cuckoo$fsm$st_kick_read st_kick_read(
        .d(st_kick_read$d),
        .q(st_kick_read$q),
        .clock(st_kick_read$clock)
    );
    board_ulx3s_sdram$cuckoo$fsm$st_kick_place st_kick_place(
        .d(st_kick_place$d),
        .q(st_kick_place$q),
        .clock(st_kick_place$clock)
    );
    board_ulx3s_sdram$cuckoo$fsm$st_kick_reread st_kick_reread(
        .d(st_kick_reread$d),
        .q(st_kick_reread$q),
        .clock(st_kick_reread$clock)
    );
    board_ulx3s_sdram$cuckoo$fsm$st_rein_wait st_rein_wait(
        .d(st_rein_wait$d),
        .q(st_rein_wait$q),
        .clock(st_rein_wait$clock)
    );
    board_ulx3s_sdram$cuckoo$fsm$st_rein_read st_rein_read(
        .d(st_rein_read$d),
        .q(st_rein_read$q),
        .clock(st_rein_read$clock)
    );
    board_ulx3s_sdram$cuckoo$fsm$st_rein_capture st_rein_capture(
        .d(st_rein_capture$d),
        .q(st_rein_capture$q),
        .clock(st_rein_capture$clock)
    );
    board_ulx3s_sdram$cuckoo$fsm$st_rein_place st_rein_place(
        .d(st_rein_place$d),
        .q(st_rein_place$q),
        .clock(st_rein_place$clock)
    );
    board_ulx3s_sdram$cuckoo$fsm$st_clearing st_clearing(
        .d(st_clearing$d),
        .q(st_clearing$q),
        .clock(st_clearing$clock)
    );
    board_ulx3s_sdram$cuckoo$fsm$st_done st_done(
        .d(st_done$d),
        .q(st_done$q),
        .clock(st_done$clock)
    );
    board_ulx3s_sdram$cuckoo$fsm$fsm_op fsm_op(
        .d(fsm_op$d),
        .q(fsm_op$q),
        .clock(fsm_op$clock)
    );
    board_ulx3s_sdram$cuckoo$fsm$fsm_not_found fsm_not_found(
        .d(fsm_not_found$d),
        .q(fsm_not_found$q),
        .clock(fsm_not_found$clock)
    );
    board_ulx3s_sdram$cuckoo$fsm$del_found del_found(
        .d(del_found$d),
        .q(del_found$q),
        .clock(del_found$clock)
    );
    board_ulx3s_sdram$cuckoo$fsm$rein_fp rein_fp(
        .d(rein_fp$d),
        .q(rein_fp$q),
        .clock(rein_fp$clock)
    );
    board_ulx3s_sdram$cuckoo$fsm$rein_bucket1 rein_bucket1(
        .d(rein_bucket1$d),
        .q(rein_bucket1$q),
        .clock(rein_bucket1$clock)
    );
    board_ulx3s_sdram$cuckoo$fsm$rein_bucket2 rein_bucket2(
        .d(rein_bucket2$d),
        .q(rein_bucket2$q),
        .clock(rein_bucket2$clock)
    );
    board_ulx3s_sdram$cuckoo$fsm$fsm_data fsm_data(
        .d(fsm_data$d),
        .q(fsm_data$q),
        .clock(fsm_data$clock)
    );
    
    // Update code
    always @(*) begin
        st_busy$clock = clock;
        st_kick_read$clock = clock;
        st_kick_place$clock = clock;
        st_kick_reread$clock = clock;
        st_rein_wait$clock = clock;
        st_rein_read$clock = clock;
        st_rein_capture$clock = clock;
        st_rein_place$clock = clock;
        st_clearing$clock = clock;
        st_done$clock = clock;
        fsm_op$clock = clock;
        fsm_not_found$clock = clock;
        del_found$clock = clock;
        rein_fp$clock = clock;
        rein_bucket1$clock = clock;
        rein_bucket2$clock = clock;
        fsm_data$clock = clock;
        st_busy$d = st_busy$q;
        st_kick_read$d = st_kick_read$q;
        st_kick_place$d = st_kick_place$q;
        st_kick_reread$d = st_kick_reread$q;
        st_rein_wait$d = st_rein_wait$q;
        st_rein_read$d = st_rein_read$q;
        st_rein_capture$d = st_rein_capture$q;
        st_rein_place$d = st_rein_place$q;
        st_clearing$d = st_clearing$q;
        st_done$d = st_done$q;
        fsm_op$d = fsm_op$q;
        fsm_not_found$d = fsm_not_found$q;
        del_found$d = del_found$q;
        rein_fp$d = rein_fp$q;
        rein_bucket1$d = rein_bucket1$q;
        rein_bucket2$d = rein_bucket2$q;
        fsm_data$d = fsm_data$q;
        walk$clock = clock;
        walk$clearing = st_clearing$q;
        del_found$d = d_any_hit;
        if (~st_busy$q) begin
            fsm_not_found$d = 1'b0;
            fsm_op$d = d_op;
            rein_fp$d = stash_fp;
            rein_bucket1$d = stash_bucket;
            rein_bucket2$d = stash_alt_bucket;
        end
        writes = st_kick_place$q | st_rein_place$q;
        write_valid = 1'b0;
        write_from_b = 1'b1;
        write_slot = victim_slot;
        write_value = moving_fp;
        write_bank = 1'b0;
        write_addr = zero_ba;
        evict = 1'b0;
        if (st_kick_place$q) begin
            write_value = moving_fp;
            write_bank = moving_to[32'h0];
            write_addr = moving_to[(32'h1)+:(10)];
            if (d_b_has_empty) begin
                write_slot = d_lowest_empty_b;
                write_valid = 1'b1;
            end
            else if (~chain_last) begin
                evict = 1'b1;
                write_valid = 1'b1;
            end
        end
        stash_deleted = st_rein_wait$q & ~del_found$q & d_stash_hit;
        if (st_rein_wait$q) begin
            fsm_not_found$d = ~del_found$q & ~d_stash_hit;
        end
        if (st_rein_place$q) begin
            write_value = rein_fp$q;
            write_valid = 1'b1;
            if (d_a_has_empty) begin
                write_from_b = 1'b0;
                write_slot = d_lowest_empty_a;
                write_bank = rein_bucket1$q[32'h0];
                write_addr = rein_bucket1$q[(32'h1)+:(10)];
            end
            else begin
                write_bank = rein_bucket2$q[32'h0];
                write_addr = rein_bucket2$q[(32'h1)+:(10)];
                if (d_b_has_empty) begin
                    write_slot = d_lowest_empty_b;
                end
                else begin
                    evict = 1'b1;
                end
            end
        end
        if (st_kick_place$q) begin
            fsm_data$d = ((chain_count) & 64'hffffffffffffffff);
        end
        else if (~st_done$q) begin
            fsm_data$d = zero64;
        end
        stash_take = st_rein_wait$q & (del_found$q | d_stash_hit);
        kick_to_stash = st_kick_place$q & ~d_b_has_empty & chain_last;
        clear_done = st_clearing$q & walk$last;
        next_rein_read = st_rein_wait$q & del_found$q;
        next_kick_reread = st_kick_read$q & chain_stale;
        next_clearing = (decide & d_is_clear) | (st_clearing$q & ~walk$last);
        st_kick_read$d = kick_first_now | (st_kick_place$q & ~d_b_has_empty & ~chain_last) | st_kick_reread$q | (st_rein_place$q & ~d_a_has_empty & ~d_b_has_empty);
        st_kick_place$d = st_kick_read$q & ~chain_stale;
        st_kick_reread$d = next_kick_reread;
        st_rein_wait$d = decide & d_is_delete & stash_valid;
        st_rein_read$d = next_rein_read;
        st_rein_capture$d = st_rein_read$q;
        st_rein_place$d = st_rein_capture$q;
        st_clearing$d = next_clearing;
        st_done$d = (st_rein_wait$q & ~del_found$q) | (st_kick_place$q & (d_b_has_empty | chain_last)) | (st_rein_place$q & (d_a_has_empty | d_b_has_empty)) | (st_clearing$q & walk$last) | (st_done$q & ~room);
        st_busy$d = (st_busy$q & ~(st_done$q & room)) | (decide & to_fsm);
        if (reset) begin
            st_busy$d = 1'b0;
            st_kick_read$d = 1'b0;
            st_kick_place$d = 1'b0;
            st_kick_reread$d = 1'b0;
            st_rein_wait$d = 1'b0;
            st_rein_read$d = 1'b0;
            st_rein_capture$d = 1'b0;
            st_rein_place$d = 1'b0;
            st_clearing$d = 1'b0;
            st_done$d = 1'b0;
        end
        evicting = kick_first_now | (st_kick_place$q & ~d_b_has_empty & ~chain_last) | (st_rein_place$q & ~d_a_has_empty & ~d_b_has_empty);
        kick_read = insert_kicks | (st_kick_place$q & ~d_b_has_empty) | st_rein_place$q;
        busy = st_busy$q;
        done = st_done$q;
        capture = st_kick_read$q | st_rein_capture$q;
        kick_place = st_kick_place$q;
        kick_reread = st_kick_reread$q;
        rein_read = st_rein_read$q;
        rein_place = st_rein_place$q;
        clearing = st_clearing$q;
        rein_i1 = rein_bucket1$q;
        rein_i2 = rein_bucket2$q;
        rein_capture = st_rein_capture$q;
        clear_addr = walk$addr;
        result_op = fsm_op$q;
        if (fsm_not_found$q) begin
            result_code = c_nf;
        end
        else begin
            result_code = c_ok;
        end
        result_data = fsm_data$q;
    end
    
endmodule // top$cuckoo$fsm


module board_ulx3s_sdram$cuckoo$fsm$del_found(d,q,clock);
    
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
          
endmodule // top$cuckoo$fsm$del_found


module board_ulx3s_sdram$cuckoo$fsm$fsm_data(d,q,clock);
    
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
          
endmodule // top$cuckoo$fsm$fsm_data


module board_ulx3s_sdram$cuckoo$fsm$fsm_not_found(d,q,clock);
    
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
          
endmodule // top$cuckoo$fsm$fsm_not_found


module board_ulx3s_sdram$cuckoo$fsm$fsm_op(d,q,clock);
    
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
          
endmodule // top$cuckoo$fsm$fsm_op


module board_ulx3s_sdram$cuckoo$fsm$rein_bucket1(d,q,clock);
    
    // Module arguments
    input wire  [10:0] d;
    output reg  [10:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 11'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$cuckoo$fsm$rein_bucket1


module board_ulx3s_sdram$cuckoo$fsm$rein_bucket2(d,q,clock);
    
    // Module arguments
    input wire  [10:0] d;
    output reg  [10:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 11'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$cuckoo$fsm$rein_bucket2


module board_ulx3s_sdram$cuckoo$fsm$rein_fp(d,q,clock);
    
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
          
endmodule // top$cuckoo$fsm$rein_fp


module board_ulx3s_sdram$cuckoo$fsm$st_busy(d,q,clock);
    
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
          
endmodule // top$cuckoo$fsm$st_busy


module board_ulx3s_sdram$cuckoo$fsm$st_clearing(d,q,clock);
    
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
          
endmodule // top$cuckoo$fsm$st_clearing


module board_ulx3s_sdram$cuckoo$fsm$st_done(d,q,clock);
    
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
          
endmodule // top$cuckoo$fsm$st_done


module board_ulx3s_sdram$cuckoo$fsm$st_kick_place(d,q,clock);
    
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
          
endmodule // top$cuckoo$fsm$st_kick_place


module board_ulx3s_sdram$cuckoo$fsm$st_kick_read(d,q,clock);
    
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
          
endmodule // top$cuckoo$fsm$st_kick_read


module board_ulx3s_sdram$cuckoo$fsm$st_kick_reread(d,q,clock);
    
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
          
endmodule // top$cuckoo$fsm$st_kick_reread


module board_ulx3s_sdram$cuckoo$fsm$st_rein_capture(d,q,clock);
    
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
          
endmodule // top$cuckoo$fsm$st_rein_capture


module board_ulx3s_sdram$cuckoo$fsm$st_rein_place(d,q,clock);
    
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
          
endmodule // top$cuckoo$fsm$st_rein_place


module board_ulx3s_sdram$cuckoo$fsm$st_rein_read(d,q,clock);
    
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
          
endmodule // top$cuckoo$fsm$st_rein_read


module board_ulx3s_sdram$cuckoo$fsm$st_rein_wait(d,q,clock);
    
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
          
endmodule // top$cuckoo$fsm$st_rein_wait


module board_ulx3s_sdram$cuckoo$fsm$walk(clock,clearing,addr,last);
    
    // Module arguments
    input wire  clock;
    input wire  clearing;
    output reg  [9:0] addr;
    output reg  last;
    
    // Constant declarations
    localparam  zero_ba = 10'b0;
    localparam  one_ba = 10'b1;
    
    // Stub signals
    reg  [9:0] word$d;
    wire  [9:0] word$q;
    reg  word$clock;
    reg  at_last$d;
    wire  at_last$q;
    reg  at_last$clock;
    
    // Sub module instances
    board_ulx3s_sdram$cuckoo$fsm$walk$word word(
        .d(word$d),
        .q(word$q),
        .clock(word$clock)
    );
    board_ulx3s_sdram$cuckoo$fsm$walk$at_last at_last(
        .d(at_last$d),
        .q(at_last$q),
        .clock(at_last$clock)
    );
    
    // Update code
    always @(*) begin
        word$clock = clock;
        at_last$clock = clock;
        word$d = word$q;
        at_last$d = at_last$q;
        if (clearing) begin
            word$d = word$q + one_ba;
        end
        else begin
            word$d = zero_ba;
        end
        at_last$d = clearing & &(word$q + one_ba);
        addr = word$q;
        last = at_last$q;
    end
    
endmodule // top$cuckoo$fsm$walk


module board_ulx3s_sdram$cuckoo$fsm$walk$at_last(d,q,clock);
    
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
          
endmodule // top$cuckoo$fsm$walk$at_last


module board_ulx3s_sdram$cuckoo$fsm$walk$word(d,q,clock);
    
    // Module arguments
    input wire  [9:0] d;
    output reg  [9:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 10'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$cuckoo$fsm$walk$word


module board_ulx3s_sdram$cuckoo$hazards(clock,reset,advance,p6_op,p6_bank0_addr,p6_bank1_addr,r_valid,r_op,r_addr,r_bank0_addr,r_bank1_addr,d_valid,d_decide,d_may_write,d_writes_stash,d_is_delete,d_bank0_addr,d_bank1_addr,stash_valid,kick_place,moving_to,rein_place,rein_word1,rein_word2,pending_valid,pending_bank,pending_addr,conflict);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  advance;
    input wire  [2:0] p6_op;
    input wire  [9:0] p6_bank0_addr;
    input wire  [9:0] p6_bank1_addr;
    input wire  r_valid;
    input wire  [2:0] r_op;
    input wire  [15:0] r_addr;
    input wire  [9:0] r_bank0_addr;
    input wire  [9:0] r_bank1_addr;
    input wire  d_valid;
    input wire  d_decide;
    input wire  d_may_write;
    input wire  d_writes_stash;
    input wire  d_is_delete;
    input wire  [9:0] d_bank0_addr;
    input wire  [9:0] d_bank1_addr;
    input wire  stash_valid;
    input wire  kick_place;
    input wire  [10:0] moving_to;
    input wire  rein_place;
    input wire  [9:0] rein_word1;
    input wire  [9:0] rein_word2;
    input wire  pending_valid;
    input wire  pending_bank;
    input wire  [9:0] pending_addr;
    output reg  conflict;
    
    // Constant declarations
    localparam  stash_addr = 16'h800;
    localparam  op_insert = 3'b1;
    localparam  op_write = 3'b100;
    localparam  op_delete = 3'b101;
    localparam  op_count = 3'b110;
    
    // Stub signals
    reg  conflict_q$d;
    wire  conflict_q$q;
    reg  conflict_q$clock;
    
    // Local signals
    reg  d_meets_p6;
    reg  d_meets_r;
    reg  r_meets_p6;
    reg  fsm_meets_r;
    reg  pending_meets_p6;
    reg  pending_meets_r;
    reg  d_stays;
    reg  r_may_write;
    
    // Sub module instances
    board_ulx3s_sdram$cuckoo$hazards$conflict_q conflict_q(
        .d(conflict_q$d),
        .q(conflict_q$q),
        .clock(conflict_q$clock)
    );
    
    // Update code
    always @(*) begin
        conflict_q$clock = clock;
        conflict_q$d = conflict_q$q;
        conflict = conflict_q$q;
        d_meets_p6 = (d_bank0_addr == p6_bank0_addr) | (d_bank1_addr == p6_bank1_addr);
        d_meets_r = (d_bank0_addr == r_bank0_addr) | (d_bank1_addr == r_bank1_addr);
        r_meets_p6 = (r_bank0_addr == p6_bank0_addr) | (r_bank1_addr == p6_bank1_addr);
        fsm_meets_r = (kick_place & ((moving_to[32'h0] & (moving_to[(32'h1)+:(10)] == r_bank1_addr)) | (~moving_to[32'h0] & (moving_to[(32'h1)+:(10)] == r_bank0_addr)))) | (rein_place & ((rein_word1 == r_bank0_addr) | (rein_word1 == r_bank1_addr) | (rein_word2 == r_bank0_addr) | (rein_word2 == r_bank1_addr)));
        pending_meets_p6 = pending_valid & ((~pending_bank & (pending_addr == p6_bank0_addr)) | (pending_bank & (pending_addr == p6_bank1_addr)));
        pending_meets_r = pending_valid & ((~pending_bank & (pending_addr == r_bank0_addr)) | (pending_bank & (pending_addr == r_bank1_addr)));
        d_stays = d_valid & ~d_decide;
        r_may_write = (r_op == op_insert) | (r_op == op_delete) | (r_op == op_write);
        if (advance) begin
            conflict_q$d = (r_valid & ((r_may_write & (r_meets_p6 | (p6_op == op_count))) | ((r_op == op_write) & (r_addr == stash_addr)) | ((r_op == op_delete) & stash_valid))) | (d_valid & d_may_write & d_meets_p6) | pending_meets_p6 | (d_stays & ((d_may_write & (p6_op == op_count)) | d_writes_stash | (d_is_delete & stash_valid)));
        end
        else begin
            conflict_q$d = (d_valid & d_may_write & d_meets_r) | (d_stays & ((d_may_write & (r_op == op_count)) | d_writes_stash | (d_is_delete & stash_valid))) | fsm_meets_r | pending_meets_r;
        end
        if (reset) begin
            conflict_q$d = 1'b0;
        end
    end
    
endmodule // top$cuckoo$hazards


module board_ulx3s_sdram$cuckoo$hazards$conflict_q(d,q,clock);
    
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
          
endmodule // top$cuckoo$hazards$conflict_q


module board_ulx3s_sdram$cuckoo$r_addr(d,q,clock);
    
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
          
endmodule // top$cuckoo$r_addr


module board_ulx3s_sdram$cuckoo$r_bank0_addr(d,q,clock);
    
    // Module arguments
    input wire  [9:0] d;
    output reg  [9:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 10'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$cuckoo$r_bank0_addr


module board_ulx3s_sdram$cuckoo$r_bank1_addr(d,q,clock);
    
    // Module arguments
    input wire  [9:0] d;
    output reg  [9:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 10'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$cuckoo$r_bank1_addr


module board_ulx3s_sdram$cuckoo$r_fp(d,q,clock);
    
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
          
endmodule // top$cuckoo$r_fp


module board_ulx3s_sdram$cuckoo$r_fresh(d,q,clock);
    
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
          
endmodule // top$cuckoo$r_fresh


module board_ulx3s_sdram$cuckoo$r_i1(d,q,clock);
    
    // Module arguments
    input wire  [10:0] d;
    output reg  [10:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 11'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$cuckoo$r_i1


module board_ulx3s_sdram$cuckoo$r_i2(d,q,clock);
    
    // Module arguments
    input wire  [10:0] d;
    output reg  [10:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 11'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$cuckoo$r_i2


module board_ulx3s_sdram$cuckoo$r_op(d,q,clock);
    
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
          
endmodule // top$cuckoo$r_op


module board_ulx3s_sdram$cuckoo$r_valid(d,q,clock);
    
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
          
endmodule // top$cuckoo$r_valid


module board_ulx3s_sdram$cuckoo$r_word(d,q,clock);
    
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
          
endmodule // top$cuckoo$r_word


module board_ulx3s_sdram$cuckoo$reads(clock,front_read,advance,p6_op,p6_bank0_addr,p6_bank1_addr,p6_i1_bank,p6_addr_bank,r_op,r_bank0_addr,r_bank1_addr,r_i1_bank,r_addr_bank,kick_read,kick_from_bank,kick_to_addr,rein_read,kick_reread,next_rein_read,next_kick_reread,next_clearing,rein_i1,rein_word2,moving_to,read_addr0,read_addr1,own_read,swap,use_new_word);
    
    // Module arguments
    input wire  clock;
    input wire  front_read;
    input wire  advance;
    input wire  [2:0] p6_op;
    input wire  [9:0] p6_bank0_addr;
    input wire  [9:0] p6_bank1_addr;
    input wire  p6_i1_bank;
    input wire  p6_addr_bank;
    input wire  [2:0] r_op;
    input wire  [9:0] r_bank0_addr;
    input wire  [9:0] r_bank1_addr;
    input wire  r_i1_bank;
    input wire  r_addr_bank;
    input wire  kick_read;
    input wire  kick_from_bank;
    input wire  [9:0] kick_to_addr;
    input wire  rein_read;
    input wire  kick_reread;
    input wire  next_rein_read;
    input wire  next_kick_reread;
    input wire  next_clearing;
    input wire  [10:0] rein_i1;
    input wire  [9:0] rein_word2;
    input wire  [10:0] moving_to;
    output reg  [9:0] read_addr0;
    output reg  [9:0] read_addr1;
    output reg  own_read;
    output reg  swap;
    output reg  use_new_word;
    
    // Constant declarations
    localparam  op_read = 3'b11;
    localparam  op_write = 3'b100;
    
    // Stub signals
    reg  [9:0] held_addr0$d;
    wire  [9:0] held_addr0$q;
    reg  held_addr0$clock;
    reg  [9:0] held_addr1$d;
    wire  [9:0] held_addr1$q;
    reg  held_addr1$clock;
    reg  held_own$d;
    wire  held_own$q;
    reg  held_own$clock;
    reg  swap_q$d;
    wire  swap_q$q;
    reg  swap_q$clock;
    reg  new_word_q$d;
    wire  new_word_q$q;
    reg  new_word_q$clock;
    
    // Sub module instances
    board_ulx3s_sdram$cuckoo$reads$held_addr0 held_addr0(
        .d(held_addr0$d),
        .q(held_addr0$q),
        .clock(held_addr0$clock)
    );
    board_ulx3s_sdram$cuckoo$reads$held_addr1 held_addr1(
        .d(held_addr1$d),
        .q(held_addr1$q),
        .clock(held_addr1$clock)
    );
    board_ulx3s_sdram$cuckoo$reads$held_own held_own(
        .d(held_own$d),
        .q(held_own$q),
        .clock(held_own$clock)
    );
    board_ulx3s_sdram$cuckoo$reads$swap_q swap_q(
        .d(swap_q$d),
        .q(swap_q$q),
        .clock(swap_q$clock)
    );
    board_ulx3s_sdram$cuckoo$reads$new_word_q new_word_q(
        .d(new_word_q$d),
        .q(new_word_q$q),
        .clock(new_word_q$clock)
    );
    
    // Update code
    always @(*) begin
        held_addr0$clock = clock;
        held_addr1$clock = clock;
        held_own$clock = clock;
        swap_q$clock = clock;
        new_word_q$clock = clock;
        held_addr0$d = held_addr0$q;
        held_addr1$d = held_addr1$q;
        held_own$d = held_own$q;
        swap_q$d = swap_q$q;
        new_word_q$d = new_word_q$q;
        read_addr0 = held_addr0$q;
        read_addr1 = held_addr1$q;
        own_read = held_own$q;
        if (front_read) begin
            read_addr0 = p6_bank0_addr;
            read_addr1 = p6_bank1_addr;
            own_read = advance;
        end
        if (kick_read) begin
            own_read = 1'b0;
            if (~kick_from_bank) begin
                read_addr1 = kick_to_addr;
            end
            else begin
                read_addr0 = kick_to_addr;
            end
        end
        if (next_rein_read) begin
            if (rein_i1[32'h0]) begin
                held_addr1$d = rein_i1[(32'h1)+:(10)];
                held_addr0$d = rein_word2;
            end
            else begin
                held_addr0$d = rein_i1[(32'h1)+:(10)];
                held_addr1$d = rein_word2;
            end
        end
        else if (next_kick_reread) begin
            if (moving_to[32'h0]) begin
                held_addr0$d = r_bank0_addr;
                held_addr1$d = moving_to[(32'h1)+:(10)];
            end
            else begin
                held_addr0$d = moving_to[(32'h1)+:(10)];
                held_addr1$d = r_bank1_addr;
            end
        end
        else if (advance) begin
            held_addr0$d = p6_bank0_addr;
            held_addr1$d = p6_bank1_addr;
        end
        else begin
            held_addr0$d = r_bank0_addr;
            held_addr1$d = r_bank1_addr;
        end
        held_own$d = ~(next_rein_read | next_kick_reread | next_clearing);
        if (advance) begin
            if ((p6_op == op_read) | (p6_op == op_write)) begin
                swap_q$d = p6_addr_bank;
            end
            else begin
                swap_q$d = p6_i1_bank;
            end
            new_word_q$d = p6_op == op_write;
        end
        else if (kick_read) begin
            swap_q$d = kick_from_bank;
            new_word_q$d = 1'b0;
        end
        else if (rein_read) begin
            swap_q$d = rein_i1[32'h0];
            new_word_q$d = 1'b0;
        end
        else if (kick_reread) begin
            swap_q$d = ~moving_to[32'h0];
            new_word_q$d = 1'b0;
        end
        else begin
            if ((r_op == op_read) | (r_op == op_write)) begin
                swap_q$d = r_addr_bank;
            end
            else begin
                swap_q$d = r_i1_bank;
            end
            new_word_q$d = r_op == op_write;
        end
        swap = swap_q$q;
        use_new_word = new_word_q$q;
    end
    
endmodule // top$cuckoo$reads


module board_ulx3s_sdram$cuckoo$reads$held_addr0(d,q,clock);
    
    // Module arguments
    input wire  [9:0] d;
    output reg  [9:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 10'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$cuckoo$reads$held_addr0


module board_ulx3s_sdram$cuckoo$reads$held_addr1(d,q,clock);
    
    // Module arguments
    input wire  [9:0] d;
    output reg  [9:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 10'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$cuckoo$reads$held_addr1


module board_ulx3s_sdram$cuckoo$reads$held_own(d,q,clock);
    
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
          
endmodule // top$cuckoo$reads$held_own


module board_ulx3s_sdram$cuckoo$reads$new_word_q(d,q,clock);
    
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
          
endmodule // top$cuckoo$reads$new_word_q


module board_ulx3s_sdram$cuckoo$reads$swap_q(d,q,clock);
    
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
          
endmodule // top$cuckoo$reads$swap_q


module board_ulx3s_sdram$cuckoo$results(clock,reset,in_valid,in_ready,in_op,in_code,in_data,out_valid,out_ready,out_op,out_code,out_data);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  in_valid;
    output reg  in_ready;
    input wire  [2:0] in_op;
    input wire  [1:0] in_code;
    input wire  [63:0] in_data;
    output reg  out_valid;
    input wire  out_ready;
    output reg  [2:0] out_op;
    output reg  [1:0] out_code;
    output reg  [63:0] out_data;
    
    // Stub signals
    reg  head_valid$d;
    wire  head_valid$q;
    reg  head_valid$clock;
    reg  [2:0] head_op$d;
    wire  [2:0] head_op$q;
    reg  head_op$clock;
    reg  [1:0] head_code$d;
    wire  [1:0] head_code$q;
    reg  head_code$clock;
    reg  [63:0] head_data$d;
    wire  [63:0] head_data$q;
    reg  head_data$clock;
    reg  skid_valid$d;
    wire  skid_valid$q;
    reg  skid_valid$clock;
    reg  [2:0] skid_op$d;
    wire  [2:0] skid_op$q;
    reg  skid_op$clock;
    reg  [1:0] skid_code$d;
    wire  [1:0] skid_code$q;
    reg  skid_code$clock;
    reg  [63:0] skid_data$d;
    wire  [63:0] skid_data$q;
    reg  skid_data$clock;
    
    // Sub module instances
    board_ulx3s_sdram$cuckoo$results$head_valid head_valid(
        .d(head_valid$d),
        .q(head_valid$q),
        .clock(head_valid$clock)
    );
    board_ulx3s_sdram$cuckoo$results$head_op head_op(
        .d(head_op$d),
        .q(head_op$q),
        .clock(head_op$clock)
    );
    board_ulx3s_sdram$cuckoo$results$head_code head_code(
        .d(head_code$d),
        .q(head_code$q),
        .clock(head_code$clock)
    );
    board_ulx3s_sdram$cuckoo$results$head_data head_data(
        .d(head_data$d),
        .q(head_data$q),
        .clock(head_data$clock)
    );
    board_ulx3s_sdram$cuckoo$results$skid_valid skid_valid(
        .d(skid_valid$d),
        .q(skid_valid$q),
        .clock(skid_valid$clock)
    );
    board_ulx3s_sdram$cuckoo$results$skid_op skid_op(
        .d(skid_op$d),
        .q(skid_op$q),
        .clock(skid_op$clock)
    );
    board_ulx3s_sdram$cuckoo$results$skid_code skid_code(
        .d(skid_code$d),
        .q(skid_code$q),
        .clock(skid_code$clock)
    );
    board_ulx3s_sdram$cuckoo$results$skid_data skid_data(
        .d(skid_data$d),
        .q(skid_data$q),
        .clock(skid_data$clock)
    );
    
    // Update code
    always @(*) begin
        head_valid$clock = clock;
        head_op$clock = clock;
        head_code$clock = clock;
        head_data$clock = clock;
        skid_valid$clock = clock;
        skid_op$clock = clock;
        skid_code$clock = clock;
        skid_data$clock = clock;
        head_valid$d = head_valid$q;
        head_op$d = head_op$q;
        head_code$d = head_code$q;
        head_data$d = head_data$q;
        skid_valid$d = skid_valid$q;
        skid_op$d = skid_op$q;
        skid_code$d = skid_code$q;
        skid_data$d = skid_data$q;
        in_ready = ~(head_valid$q & skid_valid$q);
        if (~head_valid$q | out_ready) begin
            if (skid_valid$q) begin
                head_valid$d = 1'b1;
                head_op$d = skid_op$q;
                head_code$d = skid_code$q;
                head_data$d = skid_data$q;
                skid_valid$d = in_valid;
            end
            else begin
                head_valid$d = in_valid;
                head_op$d = in_op;
                head_code$d = in_code;
                head_data$d = in_data;
            end
        end
        else if (in_valid) begin
            skid_valid$d = 1'b1;
        end
        if (~skid_valid$q) begin
            skid_op$d = in_op;
            skid_code$d = in_code;
            skid_data$d = in_data;
        end
        out_valid = head_valid$q;
        out_op = head_op$q;
        out_code = head_code$q;
        out_data = head_data$q;
        if (reset) begin
            head_valid$d = 1'b0;
            skid_valid$d = 1'b0;
        end
    end
    
endmodule // top$cuckoo$results


module board_ulx3s_sdram$cuckoo$results$head_code(d,q,clock);
    
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
          
endmodule // top$cuckoo$results$head_code


module board_ulx3s_sdram$cuckoo$results$head_data(d,q,clock);
    
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
          
endmodule // top$cuckoo$results$head_data


module board_ulx3s_sdram$cuckoo$results$head_op(d,q,clock);
    
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
          
endmodule // top$cuckoo$results$head_op


module board_ulx3s_sdram$cuckoo$results$head_valid(d,q,clock);
    
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
          
endmodule // top$cuckoo$results$head_valid


module board_ulx3s_sdram$cuckoo$results$skid_code(d,q,clock);
    
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
          
endmodule // top$cuckoo$results$skid_code


module board_ulx3s_sdram$cuckoo$results$skid_data(d,q,clock);
    
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
          
endmodule // top$cuckoo$results$skid_data


module board_ulx3s_sdram$cuckoo$results$skid_op(d,q,clock);
    
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
          
endmodule // top$cuckoo$results$skid_op


module board_ulx3s_sdram$cuckoo$results$skid_valid(d,q,clock);
    
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
          
endmodule // top$cuckoo$results$skid_valid


module board_ulx3s_sdram$cuckoo$stage_d(clock,reset,load,in_op,in_fp,in_i1,in_i2,in_bank0_addr,in_bank1_addr,in_addr,in_word_valid,in_stash_hit,in_both_full,in_new_empties,capture,in_word_a,in_word_b,in_hits_a,in_hits_b,in_empties_a,in_empties_b,in_victim,room,busy,stash_valid,stash_word,items,kicks,full,victim_slot,valid,op,may_write,is_delete,is_clear,writes_stash,bank0_addr,bank1_addr,word_a,word_b,victim,stash_hit,word_valid,a_has_empty,b_has_empty,lowest_empty_a,lowest_empty_b,any_hit,decide,insert_kicks,kick_first_now,to_fsm,result_valid,result_code,result_data,write_valid,write_bank,write_addr,write_from_b,write_slot,write_value,write_whole,evict,items_delta,full_answer);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  load;
    input wire  [2:0] in_op;
    input wire  [15:0] in_fp;
    input wire  [10:0] in_i1;
    input wire  [10:0] in_i2;
    input wire  [9:0] in_bank0_addr;
    input wire  [9:0] in_bank1_addr;
    input wire  [15:0] in_addr;
    input wire  in_word_valid;
    input wire  in_stash_hit;
    input wire  in_both_full;
    input wire  [3:0] in_new_empties;
    input wire  capture;
    input wire  [47:0] in_word_a;
    input wire  [47:0] in_word_b;
    input wire  [3:0] in_hits_a;
    input wire  [3:0] in_hits_b;
    input wire  [3:0] in_empties_a;
    input wire  [3:0] in_empties_b;
    input wire  [15:0] in_victim;
    input wire  room;
    input wire  busy;
    input wire  stash_valid;
    input wire  [63:0] stash_word;
    input wire  [31:0] items;
    input wire  [31:0] kicks;
    input wire  [31:0] full;
    input wire  [1:0] victim_slot;
    output reg  valid;
    output reg  [2:0] op;
    output reg  may_write;
    output reg  is_delete;
    output reg  is_clear;
    output reg  writes_stash;
    output reg  [9:0] bank0_addr;
    output reg  [9:0] bank1_addr;
    output reg  [47:0] word_a;
    output reg  [47:0] word_b;
    output reg  [15:0] victim;
    output reg  stash_hit;
    output reg  word_valid;
    output reg  a_has_empty;
    output reg  b_has_empty;
    output reg  [1:0] lowest_empty_a;
    output reg  [1:0] lowest_empty_b;
    output reg  any_hit;
    output reg  decide;
    output reg  insert_kicks;
    output reg  kick_first_now;
    output reg  to_fsm;
    output reg  result_valid;
    output reg  [1:0] result_code;
    output reg  [63:0] result_data;
    output reg  write_valid;
    output reg  write_bank;
    output reg  [9:0] write_addr;
    output reg  write_from_b;
    output reg  [1:0] write_slot;
    output reg  [15:0] write_value;
    output reg  write_whole;
    output reg  evict;
    output reg  [31:0] items_delta;
    output reg  full_answer;
    
    // Constant declarations
    localparam  stash_addr = 16'h800;
    localparam  op_insert = 3'b1;
    localparam  op_write = 3'b100;
    localparam  op_delete = 3'b101;
    localparam  op_clear = 3'b10;
    
    // Stub signals
    reg  decision$decide;
    reg  decision$busy;
    reg  [2:0] decision$op;
    reg  [15:0] decision$fp;
    reg  [10:0] decision$i1;
    reg  [10:0] decision$i2;
    reg  decision$addr_bank;
    reg  [9:0] decision$addr_word;
    reg  decision$addr_is_stash;
    reg  decision$word_valid;
    reg  [47:0] decision$word_a;
    reg  [3:0] decision$hits_a;
    reg  [3:0] decision$hits_b;
    reg  [3:0] decision$empties_a;
    reg  [3:0] decision$empties_b;
    reg  decision$a_has_empty;
    reg  decision$b_has_empty;
    reg  [3:0] decision$new_empties;
    reg  decision$stash_hit;
    reg  decision$insert_kicks;
    reg  decision$stash_valid;
    reg  [63:0] decision$stash_word;
    reg  [31:0] decision$items;
    reg  [31:0] decision$kicks;
    reg  [31:0] decision$full;
    reg  [1:0] decision$victim_slot;
    wire  decision$any_hit;
    wire  [1:0] decision$lowest_empty_a;
    wire  [1:0] decision$lowest_empty_b;
    wire  decision$result_valid;
    wire  [1:0] decision$result_code;
    wire  [63:0] decision$result_data;
    wire  decision$write_valid;
    wire  decision$write_bank;
    wire  [9:0] decision$write_addr;
    wire  decision$write_from_b;
    wire  [1:0] decision$write_slot;
    wire  [15:0] decision$write_value;
    wire  decision$write_whole;
    wire  decision$evict;
    wire  [31:0] decision$items_delta;
    wire  decision$full_answer;
    reg  d_valid$d;
    wire  d_valid$q;
    reg  d_valid$clock;
    reg  [2:0] d_op$d;
    wire  [2:0] d_op$q;
    reg  d_op$clock;
    reg  d_a_has_empty$d;
    wire  d_a_has_empty$q;
    reg  d_a_has_empty$clock;
    reg  d_b_has_empty$d;
    wire  d_b_has_empty$q;
    reg  d_b_has_empty$clock;
    reg  d_both_full$d;
    wire  d_both_full$q;
    reg  d_both_full$clock;
    reg  d_stash_free$d;
    wire  d_stash_free$q;
    reg  d_stash_free$clock;
    reg  d_is_delete$d;
    wire  d_is_delete$q;
    reg  d_is_delete$clock;
    reg  d_is_clear$d;
    wire  d_is_clear$q;
    reg  d_is_clear$clock;
    reg  d_writes_stash$d;
    wire  d_writes_stash$q;
    reg  d_writes_stash$clock;
    reg  [15:0] d_fp$d;
    wire  [15:0] d_fp$q;
    reg  d_fp$clock;
    reg  [10:0] d_i1$d;
    wire  [10:0] d_i1$q;
    reg  d_i1$clock;
    reg  [10:0] d_i2$d;
    wire  [10:0] d_i2$q;
    reg  d_i2$clock;
    reg  [9:0] d_bank0_addr$d;
    wire  [9:0] d_bank0_addr$q;
    reg  d_bank0_addr$clock;
    reg  [9:0] d_bank1_addr$d;
    wire  [9:0] d_bank1_addr$q;
    reg  d_bank1_addr$clock;
    reg  d_addr_bank$d;
    wire  d_addr_bank$q;
    reg  d_addr_bank$clock;
    reg  d_addr_is_stash$d;
    wire  d_addr_is_stash$q;
    reg  d_addr_is_stash$clock;
    reg  d_new_stash_valid$d;
    wire  d_new_stash_valid$q;
    reg  d_new_stash_valid$clock;
    reg  d_may_write$d;
    wire  d_may_write$q;
    reg  d_may_write$clock;
    reg  [47:0] d_word_a$d;
    wire  [47:0] d_word_a$q;
    reg  d_word_a$clock;
    reg  [47:0] d_word_b$d;
    wire  [47:0] d_word_b$q;
    reg  d_word_b$clock;
    reg  [3:0] d_hits_a$d;
    wire  [3:0] d_hits_a$q;
    reg  d_hits_a$clock;
    reg  [3:0] d_hits_b$d;
    wire  [3:0] d_hits_b$q;
    reg  d_hits_b$clock;
    reg  [3:0] d_empties_a$d;
    wire  [3:0] d_empties_a$q;
    reg  d_empties_a$clock;
    reg  [3:0] d_empties_b$d;
    wire  [3:0] d_empties_b$q;
    reg  d_empties_b$clock;
    reg  [3:0] d_new_empties$d;
    wire  [3:0] d_new_empties$q;
    reg  d_new_empties$clock;
    reg  [15:0] d_victim$d;
    wire  [15:0] d_victim$q;
    reg  d_victim$clock;
    reg  d_stash_hit$d;
    wire  d_stash_hit$q;
    reg  d_stash_hit$clock;
    
    // Sub module instances
    board_ulx3s_sdram$cuckoo$stage_d$decision decision(
        .decide(decision$decide),
        .busy(decision$busy),
        .op(decision$op),
        .fp(decision$fp),
        .i1(decision$i1),
        .i2(decision$i2),
        .addr_bank(decision$addr_bank),
        .addr_word(decision$addr_word),
        .addr_is_stash(decision$addr_is_stash),
        .word_valid(decision$word_valid),
        .word_a(decision$word_a),
        .hits_a(decision$hits_a),
        .hits_b(decision$hits_b),
        .empties_a(decision$empties_a),
        .empties_b(decision$empties_b),
        .a_has_empty(decision$a_has_empty),
        .b_has_empty(decision$b_has_empty),
        .new_empties(decision$new_empties),
        .stash_hit(decision$stash_hit),
        .insert_kicks(decision$insert_kicks),
        .stash_valid(decision$stash_valid),
        .stash_word(decision$stash_word),
        .items(decision$items),
        .kicks(decision$kicks),
        .full(decision$full),
        .victim_slot(decision$victim_slot),
        .any_hit(decision$any_hit),
        .lowest_empty_a(decision$lowest_empty_a),
        .lowest_empty_b(decision$lowest_empty_b),
        .result_valid(decision$result_valid),
        .result_code(decision$result_code),
        .result_data(decision$result_data),
        .write_valid(decision$write_valid),
        .write_bank(decision$write_bank),
        .write_addr(decision$write_addr),
        .write_from_b(decision$write_from_b),
        .write_slot(decision$write_slot),
        .write_value(decision$write_value),
        .write_whole(decision$write_whole),
        .evict(decision$evict),
        .items_delta(decision$items_delta),
        .full_answer(decision$full_answer)
    );
    board_ulx3s_sdram$cuckoo$stage_d$d_valid d_valid(
        .d(d_valid$d),
        .q(d_valid$q),
        .clock(d_valid$clock)
    );
    board_ulx3s_sdram$cuckoo$stage_d$d_op d_op(
        .d(d_op$d),
        .q(d_op$q),
        .clock(d_op$clock)
    );
    board_ulx3s_sdram$cuckoo$stage_d$d_a_has_empty d_a_has_empty(
        .d(d_a_has_empty$d),
        .q(d_a_has_empty$q),
        .clock(d_a_has_empty$clock)
    );
    board_ulx3s_sdram$cuckoo$stage_d$d_b_has_empty d_b_has_empty(
        .d(d_b_has_empty$d),
        .q(d_b_has_empty$q),
        .clock(d_b_has_empty$clock)
    );
    board_ulx3s_sdram$cuckoo$stage_d$d_both_full d_both_full(
        .d(d_both_full$d),
        .q(d_both_full$q),
        .clock(d_both_full$clock)
    );
    board_ulx3s_sdram$cuckoo$stage_d$d_stash_free d_stash_free(
        .d(d_stash_free$d),
        .q(d_stash_free$q),
        .clock(d_stash_free$clock)
    );
    board_ulx3s_sdram$cuckoo$stage_d$d_is_delete d_is_delete(
        .d(d_is_delete$d),
        .q(d_is_delete$q),
        .clock(d_is_delete$clock)
    );
    board_ulx3s_sdram$cuckoo$stage_d$d_is_clear d_is_clear(
        .d(d_is_clear$d),
        .q(d_is_clear$q),
        .clock(d_is_clear$clock)
    );
    board_ulx3s_sdram$cuckoo$stage_d$d_writes_stash d_writes_stash(
        .d(d_writes_stash$d),
        .q(d_writes_stash$q),
        .clock(d_writes_stash$clock)
    );
    board_ulx3s_sdram$cuckoo$stage_d$d_fp d_fp(
        .d(d_fp$d),
        .q(d_fp$q),
        .clock(d_fp$clock)
    );
    board_ulx3s_sdram$cuckoo$stage_d$d_i1 d_i1(
        .d(d_i1$d),
        .q(d_i1$q),
        .clock(d_i1$clock)
    );
    board_ulx3s_sdram$cuckoo$stage_d$d_i2 d_i2(
        .d(d_i2$d),
        .q(d_i2$q),
        .clock(d_i2$clock)
    );
    board_ulx3s_sdram$cuckoo$stage_d$d_bank0_addr d_bank0_addr(
        .d(d_bank0_addr$d),
        .q(d_bank0_addr$q),
        .clock(d_bank0_addr$clock)
    );
    board_ulx3s_sdram$cuckoo$stage_d$d_bank1_addr d_bank1_addr(
        .d(d_bank1_addr$d),
        .q(d_bank1_addr$q),
        .clock(d_bank1_addr$clock)
    );
    board_ulx3s_sdram$cuckoo$stage_d$d_addr_bank d_addr_bank(
        .d(d_addr_bank$d),
        .q(d_addr_bank$q),
        .clock(d_addr_bank$clock)
    );
    board_ulx3s_sdram$cuckoo$stage_d$d_addr_is_stash d_addr_is_stash(
        .d(d_addr_is_stash$d),
        .q(d_addr_is_stash$q),
        .clock(d_addr_is_stash$clock)
    );
    board_ulx3s_sdram$cuckoo$stage_d$d_new_stash_valid d_new_stash_valid(
        .d(d_new_stash_valid$d),
        .q(d_new_stash_valid$q),
        .clock(d_new_stash_valid$clock)
    );
    board_ulx3s_sdram$cuckoo$stage_d$d_may_write d_may_write(
        .d(d_may_write$d),
        .q(d_may_write$q),
        .clock(d_may_write$clock)
    );
    board_ulx3s_sdram$cuckoo$stage_d$d_word_a d_word_a(
        .d(d_word_a$d),
        .q(d_word_a$q),
        .clock(d_word_a$clock)
    );
    board_ulx3s_sdram$cuckoo$stage_d$d_word_b d_word_b(
        .d(d_word_b$d),
        .q(d_word_b$q),
        .clock(d_word_b$clock)
    );
    board_ulx3s_sdram$cuckoo$stage_d$d_hits_a d_hits_a(
        .d(d_hits_a$d),
        .q(d_hits_a$q),
        .clock(d_hits_a$clock)
    );
    board_ulx3s_sdram$cuckoo$stage_d$d_hits_b d_hits_b(
        .d(d_hits_b$d),
        .q(d_hits_b$q),
        .clock(d_hits_b$clock)
    );
    board_ulx3s_sdram$cuckoo$stage_d$d_empties_a d_empties_a(
        .d(d_empties_a$d),
        .q(d_empties_a$q),
        .clock(d_empties_a$clock)
    );
    board_ulx3s_sdram$cuckoo$stage_d$d_empties_b d_empties_b(
        .d(d_empties_b$d),
        .q(d_empties_b$q),
        .clock(d_empties_b$clock)
    );
    board_ulx3s_sdram$cuckoo$stage_d$d_new_empties d_new_empties(
        .d(d_new_empties$d),
        .q(d_new_empties$q),
        .clock(d_new_empties$clock)
    );
    board_ulx3s_sdram$cuckoo$stage_d$d_victim d_victim(
        .d(d_victim$d),
        .q(d_victim$q),
        .clock(d_victim$clock)
    );
    board_ulx3s_sdram$cuckoo$stage_d$d_stash_hit d_stash_hit(
        .d(d_stash_hit$d),
        .q(d_stash_hit$q),
        .clock(d_stash_hit$clock)
    );
    
    // Update code
    always @(*) begin
        d_valid$clock = clock;
        d_op$clock = clock;
        d_a_has_empty$clock = clock;
        d_b_has_empty$clock = clock;
        d_both_full$clock = clock;
        d_stash_free$clock = clock;
        d_is_delete$clock = clock;
        d_is_clear$clock = clock;
        d_writes_stash$clock = clock;
        d_fp$clock = clock;
        d_i1$clock = clock;
        d_i2$clock = clock;
        d_bank0_addr$clock = clock;
        d_bank1_addr$clock = clock;
        d_addr_bank$clock = clock;
        d_addr_is_stash$clock = clock;
        d_new_stash_valid$clock = clock;
        d_may_write$clock = clock;
        d_word_a$clock = clock;
        d_word_b$clock = clock;
        d_hits_a$clock = clock;
        d_hits_b$clock = clock;
        d_empties_a$clock = clock;
        d_empties_b$clock = clock;
        d_new_empties$clock = clock;
        d_victim$clock = clock;
        d_stash_hit$clock = clock;
        d_valid$d = d_valid$q;
        d_op$d = d_op$q;
        d_a_has_empty$d = d_a_has_empty$q;
        d_b_has_empty$d = d_b_has_empty$q;
        d_both_full$d = d_both_full$q;
        d_stash_free$d = d_stash_free$q;
        d_is_delete$d = d_is_delete$q;
        d_is_clear$d = d_is_clear$q;
        d_writes_stash$d = d_writes_stash$q;
        d_fp$d = d_fp$q;
        d_i1$d = d_i1$q;
        d_i2$d = d_i2$q;
        d_bank0_addr$d = d_bank0_addr$q;
        d_bank1_addr$d = d_bank1_addr$q;
        d_addr_bank$d = d_addr_bank$q;
        d_addr_is_stash$d = d_addr_is_stash$q;
        d_new_stash_valid$d = d_new_stash_valid$q;
        d_may_write$d = d_may_write$q;
        d_word_a$d = d_word_a$q;
        d_word_b$d = d_word_b$q;
        d_hits_a$d = d_hits_a$q;
        d_hits_b$d = d_hits_b$q;
        d_empties_a$d = d_empties_a$q;
        d_empties_b$d = d_empties_b$q;
        d_new_empties$d = d_new_empties$q;
        d_victim$d = d_victim$q;
        d_stash_hit$d = d_stash_hit$q;
        decide = d_valid$q & room & (~busy);
        insert_kicks = d_both_full$q & d_stash_free$q;
        to_fsm = insert_kicks | d_is_clear$q | (d_is_delete$q & stash_valid);
        kick_first_now = decide & insert_kicks;
        if (load) begin
            d_op$d = in_op;
            d_new_empties$d = in_new_empties;
            d_is_delete$d = in_op == op_delete;
            d_both_full$d = (in_op == op_insert) & in_both_full;
            d_is_clear$d = in_op == op_clear;
            d_writes_stash$d = (in_op == op_write) & (in_addr == stash_addr);
            d_fp$d = in_fp;
            d_i1$d = in_i1;
            d_i2$d = in_i2;
            d_bank0_addr$d = in_bank0_addr;
            d_bank1_addr$d = in_bank1_addr;
            d_addr_bank$d = in_addr[32'h0];
            d_addr_is_stash$d = in_addr == stash_addr;
            d_new_stash_valid$d = in_word_valid;
            d_stash_hit$d = in_stash_hit;
            d_may_write$d = (in_op == op_insert) | (in_op == op_delete) | (in_op == op_write);
        end
        if (load | capture) begin
            d_word_a$d = in_word_a;
            d_word_b$d = in_word_b;
            d_hits_a$d = in_hits_a;
            d_hits_b$d = in_hits_b;
            d_empties_a$d = in_empties_a;
            d_empties_b$d = in_empties_b;
            d_victim$d = in_victim;
            d_a_has_empty$d = |in_empties_a;
            d_b_has_empty$d = |in_empties_b;
        end
        if (load) begin
            d_valid$d = 1'b1;
            d_stash_free$d = ~stash_valid;
        end
        else if (d_valid$q & room & ~busy) begin
            d_valid$d = 1'b0;
            d_stash_free$d = 1'b0;
        end
        decision$decide = decide;
        decision$busy = busy;
        decision$op = d_op$q;
        decision$fp = d_fp$q;
        decision$i1 = d_i1$q;
        decision$i2 = d_i2$q;
        decision$addr_bank = d_addr_bank$q;
        decision$addr_word = d_bank0_addr$q;
        decision$addr_is_stash = d_addr_is_stash$q;
        decision$word_valid = d_new_stash_valid$q;
        decision$word_a = d_word_a$q;
        decision$hits_a = d_hits_a$q;
        decision$hits_b = d_hits_b$q;
        decision$empties_a = d_empties_a$q;
        decision$empties_b = d_empties_b$q;
        decision$a_has_empty = d_a_has_empty$q;
        decision$b_has_empty = d_b_has_empty$q;
        decision$new_empties = d_new_empties$q;
        decision$stash_hit = d_stash_hit$q;
        decision$insert_kicks = insert_kicks;
        decision$stash_valid = stash_valid;
        decision$stash_word = stash_word;
        decision$items = items;
        decision$kicks = kicks;
        decision$full = full;
        decision$victim_slot = victim_slot;
        any_hit = decision$any_hit;
        lowest_empty_a = decision$lowest_empty_a;
        lowest_empty_b = decision$lowest_empty_b;
        result_valid = decision$result_valid;
        result_code = decision$result_code;
        result_data = decision$result_data;
        write_valid = decision$write_valid;
        write_bank = decision$write_bank;
        write_addr = decision$write_addr;
        write_from_b = decision$write_from_b;
        write_slot = decision$write_slot;
        write_value = decision$write_value;
        write_whole = decision$write_whole;
        evict = decision$evict;
        items_delta = decision$items_delta;
        full_answer = decision$full_answer;
        if (reset) begin
            d_valid$d = 1'b0;
            d_stash_free$d = 1'b0;
        end
        valid = d_valid$q;
        op = d_op$q;
        may_write = d_may_write$q;
        is_delete = d_is_delete$q;
        is_clear = d_is_clear$q;
        writes_stash = d_writes_stash$q;
        bank0_addr = d_bank0_addr$q;
        bank1_addr = d_bank1_addr$q;
        word_a = d_word_a$q;
        word_b = d_word_b$q;
        victim = d_victim$q;
        stash_hit = d_stash_hit$q;
        word_valid = d_new_stash_valid$q;
        a_has_empty = d_a_has_empty$q;
        b_has_empty = d_b_has_empty$q;
    end
    
endmodule // top$cuckoo$stage_d


module board_ulx3s_sdram$cuckoo$stage_d$d_a_has_empty(d,q,clock);
    
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
          
endmodule // top$cuckoo$stage_d$d_a_has_empty


module board_ulx3s_sdram$cuckoo$stage_d$d_addr_bank(d,q,clock);
    
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
          
endmodule // top$cuckoo$stage_d$d_addr_bank


module board_ulx3s_sdram$cuckoo$stage_d$d_addr_is_stash(d,q,clock);
    
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
          
endmodule // top$cuckoo$stage_d$d_addr_is_stash


module board_ulx3s_sdram$cuckoo$stage_d$d_b_has_empty(d,q,clock);
    
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
          
endmodule // top$cuckoo$stage_d$d_b_has_empty


module board_ulx3s_sdram$cuckoo$stage_d$d_bank0_addr(d,q,clock);
    
    // Module arguments
    input wire  [9:0] d;
    output reg  [9:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 10'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$cuckoo$stage_d$d_bank0_addr


module board_ulx3s_sdram$cuckoo$stage_d$d_bank1_addr(d,q,clock);
    
    // Module arguments
    input wire  [9:0] d;
    output reg  [9:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 10'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$cuckoo$stage_d$d_bank1_addr


module board_ulx3s_sdram$cuckoo$stage_d$d_both_full(d,q,clock);
    
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
          
endmodule // top$cuckoo$stage_d$d_both_full


module board_ulx3s_sdram$cuckoo$stage_d$d_empties_a(d,q,clock);
    
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
          
endmodule // top$cuckoo$stage_d$d_empties_a


module board_ulx3s_sdram$cuckoo$stage_d$d_empties_b(d,q,clock);
    
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
          
endmodule // top$cuckoo$stage_d$d_empties_b


module board_ulx3s_sdram$cuckoo$stage_d$d_fp(d,q,clock);
    
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
          
endmodule // top$cuckoo$stage_d$d_fp


module board_ulx3s_sdram$cuckoo$stage_d$d_hits_a(d,q,clock);
    
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
          
endmodule // top$cuckoo$stage_d$d_hits_a


module board_ulx3s_sdram$cuckoo$stage_d$d_hits_b(d,q,clock);
    
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
          
endmodule // top$cuckoo$stage_d$d_hits_b


module board_ulx3s_sdram$cuckoo$stage_d$d_i1(d,q,clock);
    
    // Module arguments
    input wire  [10:0] d;
    output reg  [10:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 11'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$cuckoo$stage_d$d_i1


module board_ulx3s_sdram$cuckoo$stage_d$d_i2(d,q,clock);
    
    // Module arguments
    input wire  [10:0] d;
    output reg  [10:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 11'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$cuckoo$stage_d$d_i2


module board_ulx3s_sdram$cuckoo$stage_d$d_is_clear(d,q,clock);
    
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
          
endmodule // top$cuckoo$stage_d$d_is_clear


module board_ulx3s_sdram$cuckoo$stage_d$d_is_delete(d,q,clock);
    
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
          
endmodule // top$cuckoo$stage_d$d_is_delete


module board_ulx3s_sdram$cuckoo$stage_d$d_may_write(d,q,clock);
    
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
          
endmodule // top$cuckoo$stage_d$d_may_write


module board_ulx3s_sdram$cuckoo$stage_d$d_new_empties(d,q,clock);
    
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
          
endmodule // top$cuckoo$stage_d$d_new_empties


module board_ulx3s_sdram$cuckoo$stage_d$d_new_stash_valid(d,q,clock);
    
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
          
endmodule // top$cuckoo$stage_d$d_new_stash_valid


module board_ulx3s_sdram$cuckoo$stage_d$d_op(d,q,clock);
    
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
          
endmodule // top$cuckoo$stage_d$d_op


module board_ulx3s_sdram$cuckoo$stage_d$d_stash_free(d,q,clock);
    
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
          
endmodule // top$cuckoo$stage_d$d_stash_free


module board_ulx3s_sdram$cuckoo$stage_d$d_stash_hit(d,q,clock);
    
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
          
endmodule // top$cuckoo$stage_d$d_stash_hit


module board_ulx3s_sdram$cuckoo$stage_d$d_valid(d,q,clock);
    
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
          
endmodule // top$cuckoo$stage_d$d_valid


module board_ulx3s_sdram$cuckoo$stage_d$d_victim(d,q,clock);
    
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
          
endmodule // top$cuckoo$stage_d$d_victim


module board_ulx3s_sdram$cuckoo$stage_d$d_word_a(d,q,clock);
    
    // Module arguments
    input wire  [47:0] d;
    output reg  [47:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 48'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$cuckoo$stage_d$d_word_a


module board_ulx3s_sdram$cuckoo$stage_d$d_word_b(d,q,clock);
    
    // Module arguments
    input wire  [47:0] d;
    output reg  [47:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 48'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$cuckoo$stage_d$d_word_b


module board_ulx3s_sdram$cuckoo$stage_d$d_writes_stash(d,q,clock);
    
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
          
endmodule // top$cuckoo$stage_d$d_writes_stash


module board_ulx3s_sdram$cuckoo$stage_d$decision(decide,busy,op,fp,i1,i2,addr_bank,addr_word,addr_is_stash,word_valid,word_a,hits_a,hits_b,empties_a,empties_b,a_has_empty,b_has_empty,new_empties,stash_hit,insert_kicks,stash_valid,stash_word,items,kicks,full,victim_slot,any_hit,lowest_empty_a,lowest_empty_b,result_valid,result_code,result_data,write_valid,write_bank,write_addr,write_from_b,write_slot,write_value,write_whole,evict,items_delta,full_answer);
    
    // Module arguments
    input wire  decide;
    input wire  busy;
    input wire  [2:0] op;
    input wire  [15:0] fp;
    input wire  [10:0] i1;
    input wire  [10:0] i2;
    input wire  addr_bank;
    input wire  [9:0] addr_word;
    input wire  addr_is_stash;
    input wire  word_valid;
    input wire  [47:0] word_a;
    input wire  [3:0] hits_a;
    input wire  [3:0] hits_b;
    input wire  [3:0] empties_a;
    input wire  [3:0] empties_b;
    input wire  a_has_empty;
    input wire  b_has_empty;
    input wire  [3:0] new_empties;
    input wire  stash_hit;
    input wire  insert_kicks;
    input wire  stash_valid;
    input wire  [63:0] stash_word;
    input wire  [31:0] items;
    input wire  [31:0] kicks;
    input wire  [31:0] full;
    input wire  [1:0] victim_slot;
    output reg  any_hit;
    output reg  [1:0] lowest_empty_a;
    output reg  [1:0] lowest_empty_b;
    output reg  result_valid;
    output reg  [1:0] result_code;
    output reg  [63:0] result_data;
    output reg  write_valid;
    output reg  write_bank;
    output reg  [9:0] write_addr;
    output reg  write_from_b;
    output reg  [1:0] write_slot;
    output reg  [15:0] write_value;
    output reg  write_whole;
    output reg  evict;
    output reg  [31:0] items_delta;
    output reg  full_answer;
    
    // Constant declarations
    localparam  zero64 = 64'h0;
    localparam  zero4 = 4'h0;
    localparam  c_ok = 2'b0;
    localparam  c_full = 2'b1;
    localparam  c_nf = 2'b10;
    localparam  zero32 = 32'h0;
    localparam  one32 = 32'h1;
    localparam  minus1_32 = 32'hffffffff;
    localparam  sext4_32 = 32'hfffffff0;
    localparam  zero_ba = 10'b0;
    localparam  zero16 = 16'h0;
    
    // Stub signals
    reg  [3:0] pick_a$hits;
    reg  [3:0] pick_a$empties;
    wire  pick_a$any_match;
    wire  [1:0] pick_a$lowest_match;
    wire  pick_a$any_empty;
    wire  [1:0] pick_a$lowest_empty;
    wire  [2:0] pick_a$occupied;
    reg  [3:0] pick_b$hits;
    reg  [3:0] pick_b$empties;
    wire  pick_b$any_match;
    wire  [1:0] pick_b$lowest_match;
    wire  pick_b$any_empty;
    wire  [1:0] pick_b$lowest_empty;
    wire  [2:0] pick_b$occupied;
    reg  [3:0] pick_x$hits;
    reg  [3:0] pick_x$empties;
    wire  pick_x$any_match;
    wire  [1:0] pick_x$lowest_match;
    wire  pick_x$any_empty;
    wire  [1:0] pick_x$lowest_empty;
    wire  [2:0] pick_x$occupied;
    
    // Local signals
    reg  [3:0] items_diff;
    
    // Sub module instances
    board_ulx3s_sdram$cuckoo$stage_d$decision$pick_a pick_a(
        .hits(pick_a$hits),
        .empties(pick_a$empties),
        .any_match(pick_a$any_match),
        .lowest_match(pick_a$lowest_match),
        .any_empty(pick_a$any_empty),
        .lowest_empty(pick_a$lowest_empty),
        .occupied(pick_a$occupied)
    );
    board_ulx3s_sdram$cuckoo$stage_d$decision$pick_b pick_b(
        .hits(pick_b$hits),
        .empties(pick_b$empties),
        .any_match(pick_b$any_match),
        .lowest_match(pick_b$lowest_match),
        .any_empty(pick_b$any_empty),
        .lowest_empty(pick_b$lowest_empty),
        .occupied(pick_b$occupied)
    );
    board_ulx3s_sdram$cuckoo$stage_d$decision$pick_x pick_x(
        .hits(pick_x$hits),
        .empties(pick_x$empties),
        .any_match(pick_x$any_match),
        .lowest_match(pick_x$lowest_match),
        .any_empty(pick_x$any_empty),
        .lowest_empty(pick_x$lowest_empty),
        .occupied(pick_x$occupied)
    );
    
    // Update code
    always @(*) begin
        pick_a$hits = hits_a;
        pick_a$empties = empties_a;
        pick_b$hits = hits_b;
        pick_b$empties = empties_b;
        pick_x$hits = zero4;
        pick_x$empties = new_empties;
        any_hit = pick_a$any_match | pick_b$any_match;
        lowest_empty_a = pick_a$lowest_empty;
        lowest_empty_b = pick_b$lowest_empty;
        result_code = c_ok;
        result_data = zero64;
        case (op)
            0:
                begin
                    if (~(any_hit | stash_hit)) begin
                        result_code = c_nf;
                    end
                end
            1:
                begin
                    if (stash_valid) begin
                        result_code = c_full;
                    end
                end
            5:
                begin
                    if (~(any_hit | stash_hit)) begin
                        result_code = c_nf;
                    end
                end
            3:
                begin
                    if (addr_is_stash) begin
                        result_data = stash_word;
                    end
                    else begin
                        result_data = ((word_a) & 64'hffffffffffffffff);
                    end
                end
            4:
                begin
                    if (addr_is_stash) begin
                        result_data = stash_word;
                    end
                    else begin
                        result_data = ((word_a) & 64'hffffffffffffffff);
                    end
                end
            6:
                begin
                    result_data = ((items) & 64'hffffffffffffffff);
                end
            7:
                begin
                    result_data = ((kicks) & 64'hffffffffffffffff) | (((full) & 64'hffffffffffffffff) << 32'h20);
                end
            default:
                begin
                end
        endcase
        result_valid = 1'b0;
        write_from_b = 1'b1;
        write_slot = victim_slot;
        write_value = fp;
        write_whole = 1'b0;
        write_valid = 1'b0;
        evict = 1'b0;
        write_bank = 1'b0;
        write_addr = zero_ba;
        items_delta = zero32;
        full_answer = 1'b0;
        items_diff = ((pick_x$occupied) & 4'hf) - ((pick_a$occupied) & 4'hf);
        if (~busy) begin
            case (op)
                1:
                    begin
                        if (a_has_empty) begin
                            write_from_b = 1'b0;
                            write_slot = pick_a$lowest_empty;
                            write_bank = i1[32'h0];
                            write_addr = i1[(32'h1)+:(10)];
                        end
                        else begin
                            if (b_has_empty) begin
                                write_slot = pick_b$lowest_empty;
                            end
                            write_bank = i2[32'h0];
                            write_addr = i2[(32'h1)+:(10)];
                        end
                        if (decide) begin
                            if (stash_valid) begin
                                full_answer = 1'b1;
                            end
                            else begin
                                items_delta = one32;
                                write_valid = 1'b1;
                            end
                        end
                        result_valid = decide & ~insert_kicks;
                        evict = decide & insert_kicks;
                    end
                5:
                    begin
                        write_value = zero16;
                        if (pick_a$any_match) begin
                            write_from_b = 1'b0;
                            write_slot = pick_a$lowest_match;
                            write_bank = i1[32'h0];
                            write_addr = i1[(32'h1)+:(10)];
                        end
                        else begin
                            write_slot = pick_b$lowest_match;
                            write_bank = i2[32'h0];
                            write_addr = i2[(32'h1)+:(10)];
                        end
                        if (decide & any_hit) begin
                            items_delta = minus1_32;
                            write_valid = 1'b1;
                        end
                        result_valid = decide & ~stash_valid;
                    end
                4:
                    begin
                        result_valid = decide;
                        write_bank = addr_bank;
                        write_addr = addr_word;
                        write_whole = 1'b1;
                        if (decide) begin
                            if (addr_is_stash) begin
                                if (word_valid & ~stash_valid) begin
                                    items_delta = one32;
                                end
                                if (~word_valid & stash_valid) begin
                                    items_delta = minus1_32;
                                end
                            end
                            else begin
                                if (items_diff[32'h3]) begin
                                    items_delta = sext4_32 | ((items_diff) & 32'hffffffff);
                                end
                                else begin
                                    items_delta = ((items_diff) & 32'hffffffff);
                                end
                                write_valid = 1'b1;
                            end
                        end
                    end
                2:
                    begin
                    end
                default:
                    begin
                        result_valid = decide;
                    end
            endcase
        end
    end
    
endmodule // top$cuckoo$stage_d$decision


module board_ulx3s_sdram$cuckoo$stage_d$decision$pick_a(hits,empties,any_match,lowest_match,any_empty,lowest_empty,occupied);
    
    // Module arguments
    input wire  [3:0] hits;
    input wire  [3:0] empties;
    output reg  any_match;
    output reg  [1:0] lowest_match;
    output reg  any_empty;
    output reg  [1:0] lowest_empty;
    output reg  [2:0] occupied;
    
    // Constant declarations
    localparam  k$0 = 2'b0;
    localparam  k$1 = 2'b1;
    localparam  k$2 = 2'b10;
    localparam  k$3 = 2'b11;
    localparam  n$0 = 3'b0;
    localparam  n$1 = 3'b1;
    localparam  n$2 = 3'b10;
    localparam  n$3 = 3'b11;
    localparam  n$4 = 3'b100;
    
    // Update code
    always @(*) begin
        any_match = |hits;
        any_empty = |empties;
        if (hits[32'h0]) begin
            lowest_match = k$0;
        end
        else if (hits[32'h1]) begin
            lowest_match = k$1;
        end
        else if (hits[32'h2]) begin
            lowest_match = k$2;
        end
        else begin
            lowest_match = k$3;
        end
        if (empties[32'h0]) begin
            lowest_empty = k$0;
        end
        else if (empties[32'h1]) begin
            lowest_empty = k$1;
        end
        else if (empties[32'h2]) begin
            lowest_empty = k$2;
        end
        else begin
            lowest_empty = k$3;
        end
        case (empties)
            0:
                begin
                    occupied = n$4;
                end
            1:
                begin
                    occupied = n$3;
                end
            2:
                begin
                    occupied = n$3;
                end
            3:
                begin
                    occupied = n$2;
                end
            4:
                begin
                    occupied = n$3;
                end
            5:
                begin
                    occupied = n$2;
                end
            6:
                begin
                    occupied = n$2;
                end
            7:
                begin
                    occupied = n$1;
                end
            8:
                begin
                    occupied = n$3;
                end
            9:
                begin
                    occupied = n$2;
                end
            10:
                begin
                    occupied = n$2;
                end
            11:
                begin
                    occupied = n$1;
                end
            12:
                begin
                    occupied = n$2;
                end
            13:
                begin
                    occupied = n$1;
                end
            14:
                begin
                    occupied = n$1;
                end
            default:
                begin
                    occupied = n$0;
                end
        endcase
    end
    
endmodule // top$cuckoo$stage_d$decision$pick_a


module board_ulx3s_sdram$cuckoo$stage_d$decision$pick_b(hits,empties,any_match,lowest_match,any_empty,lowest_empty,occupied);
    
    // Module arguments
    input wire  [3:0] hits;
    input wire  [3:0] empties;
    output reg  any_match;
    output reg  [1:0] lowest_match;
    output reg  any_empty;
    output reg  [1:0] lowest_empty;
    output reg  [2:0] occupied;
    
    // Constant declarations
    localparam  k$0 = 2'b0;
    localparam  k$1 = 2'b1;
    localparam  k$2 = 2'b10;
    localparam  k$3 = 2'b11;
    localparam  n$0 = 3'b0;
    localparam  n$1 = 3'b1;
    localparam  n$2 = 3'b10;
    localparam  n$3 = 3'b11;
    localparam  n$4 = 3'b100;
    
    // Update code
    always @(*) begin
        any_match = |hits;
        any_empty = |empties;
        if (hits[32'h0]) begin
            lowest_match = k$0;
        end
        else if (hits[32'h1]) begin
            lowest_match = k$1;
        end
        else if (hits[32'h2]) begin
            lowest_match = k$2;
        end
        else begin
            lowest_match = k$3;
        end
        if (empties[32'h0]) begin
            lowest_empty = k$0;
        end
        else if (empties[32'h1]) begin
            lowest_empty = k$1;
        end
        else if (empties[32'h2]) begin
            lowest_empty = k$2;
        end
        else begin
            lowest_empty = k$3;
        end
        case (empties)
            0:
                begin
                    occupied = n$4;
                end
            1:
                begin
                    occupied = n$3;
                end
            2:
                begin
                    occupied = n$3;
                end
            3:
                begin
                    occupied = n$2;
                end
            4:
                begin
                    occupied = n$3;
                end
            5:
                begin
                    occupied = n$2;
                end
            6:
                begin
                    occupied = n$2;
                end
            7:
                begin
                    occupied = n$1;
                end
            8:
                begin
                    occupied = n$3;
                end
            9:
                begin
                    occupied = n$2;
                end
            10:
                begin
                    occupied = n$2;
                end
            11:
                begin
                    occupied = n$1;
                end
            12:
                begin
                    occupied = n$2;
                end
            13:
                begin
                    occupied = n$1;
                end
            14:
                begin
                    occupied = n$1;
                end
            default:
                begin
                    occupied = n$0;
                end
        endcase
    end
    
endmodule // top$cuckoo$stage_d$decision$pick_b


module board_ulx3s_sdram$cuckoo$stage_d$decision$pick_x(hits,empties,any_match,lowest_match,any_empty,lowest_empty,occupied);
    
    // Module arguments
    input wire  [3:0] hits;
    input wire  [3:0] empties;
    output reg  any_match;
    output reg  [1:0] lowest_match;
    output reg  any_empty;
    output reg  [1:0] lowest_empty;
    output reg  [2:0] occupied;
    
    // Constant declarations
    localparam  k$0 = 2'b0;
    localparam  k$1 = 2'b1;
    localparam  k$2 = 2'b10;
    localparam  k$3 = 2'b11;
    localparam  n$0 = 3'b0;
    localparam  n$1 = 3'b1;
    localparam  n$2 = 3'b10;
    localparam  n$3 = 3'b11;
    localparam  n$4 = 3'b100;
    
    // Update code
    always @(*) begin
        any_match = |hits;
        any_empty = |empties;
        if (hits[32'h0]) begin
            lowest_match = k$0;
        end
        else if (hits[32'h1]) begin
            lowest_match = k$1;
        end
        else if (hits[32'h2]) begin
            lowest_match = k$2;
        end
        else begin
            lowest_match = k$3;
        end
        if (empties[32'h0]) begin
            lowest_empty = k$0;
        end
        else if (empties[32'h1]) begin
            lowest_empty = k$1;
        end
        else if (empties[32'h2]) begin
            lowest_empty = k$2;
        end
        else begin
            lowest_empty = k$3;
        end
        case (empties)
            0:
                begin
                    occupied = n$4;
                end
            1:
                begin
                    occupied = n$3;
                end
            2:
                begin
                    occupied = n$3;
                end
            3:
                begin
                    occupied = n$2;
                end
            4:
                begin
                    occupied = n$3;
                end
            5:
                begin
                    occupied = n$2;
                end
            6:
                begin
                    occupied = n$2;
                end
            7:
                begin
                    occupied = n$1;
                end
            8:
                begin
                    occupied = n$3;
                end
            9:
                begin
                    occupied = n$2;
                end
            10:
                begin
                    occupied = n$2;
                end
            11:
                begin
                    occupied = n$1;
                end
            12:
                begin
                    occupied = n$2;
                end
            13:
                begin
                    occupied = n$1;
                end
            14:
                begin
                    occupied = n$1;
                end
            default:
                begin
                    occupied = n$0;
                end
        endcase
    end
    
endmodule // top$cuckoo$stage_d$decision$pick_x


module board_ulx3s_sdram$cuckoo$stash(clock,reset,write,write_valid,write_fp,write_bucket,take,kicking,kick_to_stash,kick_fp,kick_bucket,clear,probe_fp,probe_i1,probe_i2,hit,valid,fp,bucket,alt_bucket,word);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  write;
    input wire  write_valid;
    input wire  [15:0] write_fp;
    input wire  [10:0] write_bucket;
    input wire  take;
    input wire  kicking;
    input wire  kick_to_stash;
    input wire  [15:0] kick_fp;
    input wire  [10:0] kick_bucket;
    input wire  clear;
    input wire  [15:0] probe_fp;
    input wire  [10:0] probe_i1;
    input wire  [10:0] probe_i2;
    output reg  hit;
    output reg  valid;
    output reg  [15:0] fp;
    output reg  [10:0] bucket;
    output reg  [10:0] alt_bucket;
    output reg  [63:0] word;
    
    // Constant declarations
    localparam  valid_bit = 64'h8000000000000000;
    localparam  zero64 = 64'h0;
    
    // Stub signals
    reg  [10:0] alt_entry$index;
    reg  [15:0] alt_entry$fp;
    wire  [10:0] alt_entry$alt;
    reg  entry_valid$d;
    wire  entry_valid$q;
    reg  entry_valid$clock;
    reg  [15:0] entry_fp$d;
    wire  [15:0] entry_fp$q;
    reg  entry_fp$clock;
    reg  [10:0] entry_bucket$d;
    wire  [10:0] entry_bucket$q;
    reg  entry_bucket$clock;
    
    // Sub module instances
    board_ulx3s_sdram$cuckoo$stash$alt_entry alt_entry(
        .index(alt_entry$index),
        .fp(alt_entry$fp),
        .alt(alt_entry$alt)
    );
    board_ulx3s_sdram$cuckoo$stash$entry_valid entry_valid(
        .d(entry_valid$d),
        .q(entry_valid$q),
        .clock(entry_valid$clock)
    );
    board_ulx3s_sdram$cuckoo$stash$entry_fp entry_fp(
        .d(entry_fp$d),
        .q(entry_fp$q),
        .clock(entry_fp$clock)
    );
    board_ulx3s_sdram$cuckoo$stash$entry_bucket entry_bucket(
        .d(entry_bucket$d),
        .q(entry_bucket$q),
        .clock(entry_bucket$clock)
    );
    
    // Update code
    always @(*) begin
        entry_valid$clock = clock;
        entry_fp$clock = clock;
        entry_bucket$clock = clock;
        entry_valid$d = entry_valid$q;
        entry_fp$d = entry_fp$q;
        entry_bucket$d = entry_bucket$q;
        if (write) begin
            entry_valid$d = write_valid;
        end
        if (take) begin
            entry_valid$d = 1'b0;
        end
        if (kick_to_stash) begin
            entry_valid$d = 1'b1;
        end
        if (clear) begin
            entry_valid$d = 1'b0;
        end
        if (~entry_valid$q | write) begin
            if (kicking) begin
                entry_fp$d = kick_fp;
                entry_bucket$d = kick_bucket;
            end
            else begin
                entry_bucket$d = write_bucket;
                entry_fp$d = write_fp;
            end
        end
        if (reset) begin
            entry_valid$d = 1'b0;
        end
        hit = entry_valid$q & (entry_fp$q == probe_fp) & ((entry_bucket$q == probe_i1) | (entry_bucket$q == probe_i2));
        alt_entry$index = entry_bucket$q;
        alt_entry$fp = entry_fp$q;
        alt_bucket = alt_entry$alt;
        if (entry_valid$q) begin
            word = valid_bit | (((entry_bucket$q) & 64'hffffffffffffffff) << 32'h10) | ((entry_fp$q) & 64'hffffffffffffffff);
        end
        else begin
            word = zero64;
        end
        valid = entry_valid$q;
        fp = entry_fp$q;
        bucket = entry_bucket$q;
    end
    
endmodule // top$cuckoo$stash


module board_ulx3s_sdram$cuckoo$stash$alt_entry(index,fp,alt);
    
    // Module arguments
    input wire  [10:0] index;
    input wire  [15:0] fp;
    output reg  [10:0] alt;
    
    // Constant declarations
    localparam  rows$0 = 16'h6387;
    localparam  rows$1 = 16'heabd;
    localparam  rows$2 = 16'h826e;
    localparam  rows$3 = 16'hf80b;
    localparam  rows$4 = 16'h358;
    localparam  rows$5 = 16'h3e89;
    localparam  rows$6 = 16'hefe9;
    localparam  rows$7 = 16'heb0a;
    localparam  rows$8 = 16'hf09d;
    localparam  rows$9 = 16'h5a0d;
    localparam  rows$10 = 16'hfb1e;
    localparam  one = 11'b1;
    localparam  zero = 11'b0;
    
    // Local signals
    reg  [10:0] acc$0;
    reg  [10:0] acc$1;
    reg  [10:0] acc$2;
    reg  [10:0] acc$3;
    reg  [10:0] acc$4;
    reg  [10:0] acc$5;
    reg  [10:0] acc$6;
    reg  [10:0] acc$7;
    reg  [10:0] acc$8;
    reg  [10:0] acc$9;
    reg  [10:0] acc$10;
    
    // Update code
    always @(*) begin
        acc$0 = (zero & ~(1 << (0)) | ((^(fp & rows$0)) << (0)));
        acc$1 = (acc$0 & ~(1 << (1)) | ((^(fp & rows$1)) << (1)));
        acc$2 = (acc$1 & ~(1 << (2)) | ((^(fp & rows$2)) << (2)));
        acc$3 = (acc$2 & ~(1 << (3)) | ((^(fp & rows$3)) << (3)));
        acc$4 = (acc$3 & ~(1 << (4)) | ((^(fp & rows$4)) << (4)));
        acc$5 = (acc$4 & ~(1 << (5)) | ((^(fp & rows$5)) << (5)));
        acc$6 = (acc$5 & ~(1 << (6)) | ((^(fp & rows$6)) << (6)));
        acc$7 = (acc$6 & ~(1 << (7)) | ((^(fp & rows$7)) << (7)));
        acc$8 = (acc$7 & ~(1 << (8)) | ((^(fp & rows$8)) << (8)));
        acc$9 = (acc$8 & ~(1 << (9)) | ((^(fp & rows$9)) << (9)));
        acc$10 = (acc$9 & ~(1 << (10)) | ((^(fp & rows$10)) << (10)));
        alt = index ^ (acc$10 | one);
    end
    
endmodule // top$cuckoo$stash$alt_entry


module board_ulx3s_sdram$cuckoo$stash$entry_bucket(d,q,clock);
    
    // Module arguments
    input wire  [10:0] d;
    output reg  [10:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 11'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$cuckoo$stash$entry_bucket


module board_ulx3s_sdram$cuckoo$stash$entry_fp(d,q,clock);
    
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
          
endmodule // top$cuckoo$stash$entry_fp


module board_ulx3s_sdram$cuckoo$stash$entry_valid(d,q,clock);
    
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
          
endmodule // top$cuckoo$stash$entry_valid


module board_ulx3s_sdram$link(clock,reset,rx,tx,baud_div,leds,op_code,op_key,op_data,bloom_valid,bloom_ready,bloom_out_valid,bloom_out_ready,bloom_out_hit,bloom_out_word,bloom_stuck_total,bloom_set_bits_bank,bloom_set_bits,cuckoo_valid,cuckoo_ready,cuckoo_out_valid,cuckoo_out_ready,cuckoo_out_code,cuckoo_out_data);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  rx;
    output reg  tx;
    input wire  [15:0] baud_div;
    output reg  [3:0] leds;
    output reg  [2:0] op_code;
    output reg  [63:0] op_key;
    output reg  [63:0] op_data;
    output reg  bloom_valid;
    input wire  bloom_ready;
    input wire  bloom_out_valid;
    output reg  bloom_out_ready;
    input wire  bloom_out_hit;
    input wire  [31:0] bloom_out_word;
    input wire  [31:0] bloom_stuck_total;
    output reg  [2:0] bloom_set_bits_bank;
    input wire  [31:0] bloom_set_bits;
    output reg  cuckoo_valid;
    input wire  cuckoo_ready;
    input wire  cuckoo_out_valid;
    output reg  cuckoo_out_ready;
    input wire  [1:0] cuckoo_out_code;
    input wire  [63:0] cuckoo_out_data;
    
    // Constant declarations
    localparam  one25 = 25'h1;
    localparam  zero4 = 4'h0;
    
    // Stub signals
    reg  uart_rx$clock;
    reg  uart_rx$reset;
    reg  uart_rx$rx;
    reg  [15:0] uart_rx$div;
    wire  uart_rx$out_valid;
    reg  uart_rx$out_ready;
    wire  [7:0] uart_rx$out_data;
    wire  uart_rx$framing_error;
    wire  uart_rx$overrun;
    wire  uart_rx$start_seen;
    reg  receiver$clock;
    reg  receiver$reset;
    reg  receiver$in_valid;
    reg  [7:0] receiver$in_data;
    wire  [1:0] receiver$full;
    wire  [9:0] receiver$len0;
    wire  [9:0] receiver$len1;
    reg  [9:0] receiver$rd_addr;
    wire  [7:0] receiver$rd_data;
    reg  receiver$buf_free;
    reg  receiver$buf_free_idx;
    wire  receiver$good;
    wire  receiver$bad_crc;
    wire  receiver$bad_length;
    wire  receiver$busy;
    wire  [7:0] receiver$busy_seq;
    reg  dispatcher$clock;
    reg  dispatcher$reset;
    reg  [15:0] dispatcher$baud_div;
    reg  [1:0] dispatcher$full;
    reg  [9:0] dispatcher$len0;
    reg  [9:0] dispatcher$len1;
    wire  [9:0] dispatcher$buf_addr;
    reg  [7:0] dispatcher$buf_data;
    wire  dispatcher$buf_free;
    wire  dispatcher$buf_free_idx;
    reg  dispatcher$ev_good;
    reg  dispatcher$ev_bad_crc;
    reg  dispatcher$ev_bad_length;
    reg  dispatcher$ev_busy;
    reg  [7:0] dispatcher$ev_busy_seq;
    reg  dispatcher$ev_uart_error;
    reg  dispatcher$ev_start_bit;
    wire  [2:0] dispatcher$op_code;
    wire  [63:0] dispatcher$op_key;
    wire  [63:0] dispatcher$op_data;
    wire  dispatcher$bloom_valid;
    reg  dispatcher$bloom_ready;
    wire  dispatcher$cuckoo_valid;
    reg  dispatcher$cuckoo_ready;
    reg  dispatcher$bloom_out_valid;
    wire  dispatcher$bloom_out_ready;
    reg  dispatcher$bloom_out_hit;
    reg  [31:0] dispatcher$bloom_out_word;
    reg  [31:0] dispatcher$bloom_stuck_total;
    wire  [2:0] dispatcher$bloom_set_bits_bank;
    reg  [31:0] dispatcher$bloom_set_bits;
    reg  dispatcher$cuckoo_out_valid;
    wire  dispatcher$cuckoo_out_ready;
    reg  [1:0] dispatcher$cuckoo_out_code;
    reg  [63:0] dispatcher$cuckoo_out_data;
    wire  dispatcher$tx_start;
    wire  [9:0] dispatcher$tx_base;
    wire  [9:0] dispatcher$tx_len_addr;
    reg  dispatcher$tx_idle;
    reg  [9:0] dispatcher$reply_addr;
    wire  [7:0] dispatcher$reply_data;
    wire  dispatcher$applied;
    reg  encoder$clock;
    reg  encoder$reset;
    reg  encoder$start;
    reg  [9:0] encoder$base;
    reg  [9:0] encoder$len_addr;
    wire  encoder$idle;
    wire  [9:0] encoder$rd_addr;
    reg  [7:0] encoder$rd_data;
    wire  encoder$out_valid;
    reg  encoder$out_ready;
    wire  [7:0] encoder$out_data;
    reg  uart_tx$clock;
    reg  uart_tx$reset;
    reg  [15:0] uart_tx$div;
    reg  uart_tx$in_valid;
    wire  uart_tx$in_ready;
    reg  [7:0] uart_tx$in_data;
    wire  uart_tx$tx;
    reg  led_frame$d;
    wire  led_frame$q;
    reg  led_frame$clock;
    reg  led_applied$d;
    wire  led_applied$q;
    reg  led_applied$clock;
    reg  led_error$d;
    wire  led_error$q;
    reg  led_error$clock;
    reg  ev_frame$d;
    wire  ev_frame$q;
    reg  ev_frame$clock;
    reg  ev_applied$d;
    wire  ev_applied$q;
    reg  ev_applied$clock;
    reg  ev_error$d;
    wire  ev_error$q;
    reg  ev_error$clock;
    reg  [24:0] beat$d;
    wire  [24:0] beat$q;
    reg  beat$clock;
    
    // Sub module instances
    board_ulx3s_sdram$link$uart_rx uart_rx(
        .clock(uart_rx$clock),
        .reset(uart_rx$reset),
        .rx(uart_rx$rx),
        .div(uart_rx$div),
        .out_valid(uart_rx$out_valid),
        .out_ready(uart_rx$out_ready),
        .out_data(uart_rx$out_data),
        .framing_error(uart_rx$framing_error),
        .overrun(uart_rx$overrun),
        .start_seen(uart_rx$start_seen)
    );
    board_ulx3s_sdram$link$receiver receiver(
        .clock(receiver$clock),
        .reset(receiver$reset),
        .in_valid(receiver$in_valid),
        .in_data(receiver$in_data),
        .full(receiver$full),
        .len0(receiver$len0),
        .len1(receiver$len1),
        .rd_addr(receiver$rd_addr),
        .rd_data(receiver$rd_data),
        .buf_free(receiver$buf_free),
        .buf_free_idx(receiver$buf_free_idx),
        .good(receiver$good),
        .bad_crc(receiver$bad_crc),
        .bad_length(receiver$bad_length),
        .busy(receiver$busy),
        .busy_seq(receiver$busy_seq)
    );
    board_ulx3s_sdram$link$dispatcher dispatcher(
        .clock(dispatcher$clock),
        .reset(dispatcher$reset),
        .baud_div(dispatcher$baud_div),
        .full(dispatcher$full),
        .len0(dispatcher$len0),
        .len1(dispatcher$len1),
        .buf_addr(dispatcher$buf_addr),
        .buf_data(dispatcher$buf_data),
        .buf_free(dispatcher$buf_free),
        .buf_free_idx(dispatcher$buf_free_idx),
        .ev_good(dispatcher$ev_good),
        .ev_bad_crc(dispatcher$ev_bad_crc),
        .ev_bad_length(dispatcher$ev_bad_length),
        .ev_busy(dispatcher$ev_busy),
        .ev_busy_seq(dispatcher$ev_busy_seq),
        .ev_uart_error(dispatcher$ev_uart_error),
        .ev_start_bit(dispatcher$ev_start_bit),
        .op_code(dispatcher$op_code),
        .op_key(dispatcher$op_key),
        .op_data(dispatcher$op_data),
        .bloom_valid(dispatcher$bloom_valid),
        .bloom_ready(dispatcher$bloom_ready),
        .cuckoo_valid(dispatcher$cuckoo_valid),
        .cuckoo_ready(dispatcher$cuckoo_ready),
        .bloom_out_valid(dispatcher$bloom_out_valid),
        .bloom_out_ready(dispatcher$bloom_out_ready),
        .bloom_out_hit(dispatcher$bloom_out_hit),
        .bloom_out_word(dispatcher$bloom_out_word),
        .bloom_stuck_total(dispatcher$bloom_stuck_total),
        .bloom_set_bits_bank(dispatcher$bloom_set_bits_bank),
        .bloom_set_bits(dispatcher$bloom_set_bits),
        .cuckoo_out_valid(dispatcher$cuckoo_out_valid),
        .cuckoo_out_ready(dispatcher$cuckoo_out_ready),
        .cuckoo_out_code(dispatcher$cuckoo_out_code),
        .cuckoo_out_data(dispatcher$cuckoo_out_data),
        .tx_start(dispatcher$tx_start),
        .tx_base(dispatcher$tx_base),
        .tx_len_addr(dispatcher$tx_len_addr),
        .tx_idle(dispatcher$tx_idle),
        .reply_addr(dispatcher$reply_addr),
        .reply_data(dispatcher$reply_data),
        .applied(dispatcher$applied)
    );
    board_ulx3s_sdram$link$encoder encoder(
        .clock(encoder$clock),
        .reset(encoder$reset),
        .start(encoder$start),
        .base(encoder$base),
        .len_addr(encoder$len_addr),
        .idle(encoder$idle),
        .rd_addr(encoder$rd_addr),
        .rd_data(encoder$rd_data),
        .out_valid(encoder$out_valid),
        .out_ready(encoder$out_ready),
        .out_data(encoder$out_data)
    );
    board_ulx3s_sdram$link$uart_tx uart_tx(
        .clock(uart_tx$clock),
        .reset(uart_tx$reset),
        .div(uart_tx$div),
        .in_valid(uart_tx$in_valid),
        .in_ready(uart_tx$in_ready),
        .in_data(uart_tx$in_data),
        .tx(uart_tx$tx)
    );
    board_ulx3s_sdram$link$led_frame led_frame(
        .d(led_frame$d),
        .q(led_frame$q),
        .clock(led_frame$clock)
    );
    board_ulx3s_sdram$link$led_applied led_applied(
        .d(led_applied$d),
        .q(led_applied$q),
        .clock(led_applied$clock)
    );
    board_ulx3s_sdram$link$led_error led_error(
        .d(led_error$d),
        .q(led_error$q),
        .clock(led_error$clock)
    );
    board_ulx3s_sdram$link$ev_frame ev_frame(
        .d(ev_frame$d),
        .q(ev_frame$q),
        .clock(ev_frame$clock)
    );
    board_ulx3s_sdram$link$ev_applied ev_applied(
        .d(ev_applied$d),
        .q(ev_applied$q),
        .clock(ev_applied$clock)
    );
    board_ulx3s_sdram$link$ev_error ev_error(
        .d(ev_error$d),
        .q(ev_error$q),
        .clock(ev_error$clock)
    );
    board_ulx3s_sdram$link$beat beat(
        .d(beat$d),
        .q(beat$q),
        .clock(beat$clock)
    );
    
    // Update code
    always @(*) begin
        led_frame$clock = clock;
        led_applied$clock = clock;
        led_error$clock = clock;
        ev_frame$clock = clock;
        ev_applied$clock = clock;
        ev_error$clock = clock;
        beat$clock = clock;
        led_frame$d = led_frame$q;
        led_applied$d = led_applied$q;
        led_error$d = led_error$q;
        ev_frame$d = ev_frame$q;
        ev_applied$d = ev_applied$q;
        ev_error$d = ev_error$q;
        beat$d = beat$q;
        uart_rx$clock = clock;
        uart_rx$reset = reset;
        receiver$clock = clock;
        receiver$reset = reset;
        dispatcher$clock = clock;
        dispatcher$reset = reset;
        encoder$clock = clock;
        encoder$reset = reset;
        uart_tx$clock = clock;
        uart_tx$reset = reset;
        uart_rx$rx = rx;
        uart_rx$div = baud_div;
        uart_rx$out_ready = 1'b1;
        receiver$in_valid = uart_rx$out_valid;
        receiver$in_data = uart_rx$out_data;
        dispatcher$baud_div = baud_div;
        dispatcher$full = receiver$full;
        dispatcher$len0 = receiver$len0;
        dispatcher$len1 = receiver$len1;
        receiver$rd_addr = dispatcher$buf_addr;
        dispatcher$buf_data = receiver$rd_data;
        receiver$buf_free = dispatcher$buf_free;
        receiver$buf_free_idx = dispatcher$buf_free_idx;
        dispatcher$ev_good = receiver$good;
        dispatcher$ev_bad_crc = receiver$bad_crc;
        dispatcher$ev_bad_length = receiver$bad_length;
        dispatcher$ev_busy = receiver$busy;
        dispatcher$ev_busy_seq = receiver$busy_seq;
        dispatcher$ev_uart_error = uart_rx$framing_error | uart_rx$overrun;
        dispatcher$ev_start_bit = uart_rx$start_seen;
        op_code = dispatcher$op_code;
        op_key = dispatcher$op_key;
        op_data = dispatcher$op_data;
        bloom_valid = dispatcher$bloom_valid;
        dispatcher$bloom_ready = bloom_ready;
        bloom_out_ready = dispatcher$bloom_out_ready;
        dispatcher$bloom_out_valid = bloom_out_valid;
        dispatcher$bloom_out_hit = bloom_out_hit;
        dispatcher$bloom_out_word = bloom_out_word;
        dispatcher$bloom_stuck_total = bloom_stuck_total;
        bloom_set_bits_bank = dispatcher$bloom_set_bits_bank;
        dispatcher$bloom_set_bits = bloom_set_bits;
        cuckoo_valid = dispatcher$cuckoo_valid;
        dispatcher$cuckoo_ready = cuckoo_ready;
        cuckoo_out_ready = dispatcher$cuckoo_out_ready;
        dispatcher$cuckoo_out_valid = cuckoo_out_valid;
        dispatcher$cuckoo_out_code = cuckoo_out_code;
        dispatcher$cuckoo_out_data = cuckoo_out_data;
        encoder$start = dispatcher$tx_start;
        encoder$base = dispatcher$tx_base;
        encoder$len_addr = dispatcher$tx_len_addr;
        dispatcher$tx_idle = encoder$idle;
        dispatcher$reply_addr = encoder$rd_addr;
        encoder$rd_data = dispatcher$reply_data;
        uart_tx$div = baud_div;
        uart_tx$in_valid = encoder$out_valid;
        uart_tx$in_data = encoder$out_data;
        encoder$out_ready = uart_tx$in_ready;
        tx = uart_tx$tx;
        beat$d = beat$q + one25;
        ev_frame$d = receiver$good;
        ev_applied$d = dispatcher$applied;
        ev_error$d = receiver$bad_crc | receiver$bad_length | uart_rx$framing_error | uart_rx$overrun;
        if (ev_frame$q) begin
            led_frame$d = ~led_frame$q;
        end
        if (ev_applied$q) begin
            led_applied$d = ~led_applied$q;
        end
        if (ev_error$q) begin
            led_error$d = ~led_error$q;
        end
        leds = ((((zero4 & ~(1 << (32'h0)) | ((led_frame$q) << (32'h0))) & ~(1 << (32'h1)) | ((led_applied$q) << (32'h1))) & ~(1 << (32'h2)) | ((led_error$q) << (32'h2))) & ~(1 << (32'h3)) | ((beat$q[32'h18]) << (32'h3)));
    end
    
endmodule // top$link


module board_ulx3s_sdram$link$beat(d,q,clock);
    
    // Module arguments
    input wire  [24:0] d;
    output reg  [24:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 25'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$link$beat


module board_ulx3s_sdram$link$dispatcher(clock,reset,baud_div,full,len0,len1,buf_addr,buf_data,buf_free,buf_free_idx,ev_good,ev_bad_crc,ev_bad_length,ev_busy,ev_busy_seq,ev_uart_error,ev_start_bit,op_code,op_key,op_data,bloom_valid,bloom_ready,cuckoo_valid,cuckoo_ready,bloom_out_valid,bloom_out_ready,bloom_out_hit,bloom_out_word,bloom_stuck_total,bloom_set_bits_bank,bloom_set_bits,cuckoo_out_valid,cuckoo_out_ready,cuckoo_out_code,cuckoo_out_data,tx_start,tx_base,tx_len_addr,tx_idle,reply_addr,reply_data,applied);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  [15:0] baud_div;
    input wire  [1:0] full;
    input wire  [9:0] len0;
    input wire  [9:0] len1;
    output reg  [9:0] buf_addr;
    input wire  [7:0] buf_data;
    output reg  buf_free;
    output reg  buf_free_idx;
    input wire  ev_good;
    input wire  ev_bad_crc;
    input wire  ev_bad_length;
    input wire  ev_busy;
    input wire  [7:0] ev_busy_seq;
    input wire  ev_uart_error;
    input wire  ev_start_bit;
    output reg  [2:0] op_code;
    output reg  [63:0] op_key;
    output reg  [63:0] op_data;
    output reg  bloom_valid;
    input wire  bloom_ready;
    output reg  cuckoo_valid;
    input wire  cuckoo_ready;
    input wire  bloom_out_valid;
    output reg  bloom_out_ready;
    input wire  bloom_out_hit;
    input wire  [31:0] bloom_out_word;
    input wire  [31:0] bloom_stuck_total;
    output reg  [2:0] bloom_set_bits_bank;
    input wire  [31:0] bloom_set_bits;
    input wire  cuckoo_out_valid;
    output reg  cuckoo_out_ready;
    input wire  [1:0] cuckoo_out_code;
    input wire  [63:0] cuckoo_out_data;
    output reg  tx_start;
    output reg  [9:0] tx_base;
    output reg  [9:0] tx_len_addr;
    input wire  tx_idle;
    input wire  [9:0] reply_addr;
    output reg  [7:0] reply_data;
    output reg  applied;
    
    // Constant declarations
    localparam  header_at = 9'b0;
    localparam  address_at = 9'b110;
    localparam  payload_at = 9'b1010;
    localparam  k$0 = 8'h0;
    localparam  k$1 = 8'h1;
    localparam  k$2 = 8'h2;
    localparam  k$3 = 8'h3;
    localparam  k$4 = 8'h4;
    localparam  k$5 = 8'h5;
    localparam  k$6 = 8'h6;
    localparam  k$7 = 8'h7;
    localparam  k$8 = 8'h8;
    localparam  k$9 = 8'h9;
    localparam  k$10 = 8'ha;
    localparam  k$11 = 8'hb;
    localparam  k$12 = 8'hc;
    localparam  k$13 = 8'hd;
    localparam  k$14 = 8'he;
    localparam  k$15 = 8'hf;
    localparam  zero16 = 16'h0;
    localparam  one16 = 16'h1;
    
    // Enums
    localparam IssueState$Fetch = 0;
    localparam IssueState$Offer = 1;
    localparam IssueState$Done = 2;
    
    // Stub signals
    reg  composer$clock;
    reg  composer$reset;
    reg  [9:0] composer$read_address;
    wire  [7:0] composer$read_data;
    reg  composer$idle_acting;
    reg  composer$take_nak;
    reg  composer$take_busy;
    reg  composer$nak_sent;
    reg  [7:0] composer$expected;
    reg  [7:0] composer$nak_status;
    reg  [7:0] composer$busy_seq;
    reg  [7:0] composer$seq;
    reg  [7:0] composer$opcode;
    reg  [7:0] composer$filter;
    reg  [15:0] composer$count;
    reg  composer$op_query;
    reg  composer$op_insert;
    reg  composer$op_delete;
    reg  composer$op_count;
    reg  composer$op_stats;
    reg  composer$op_dump;
    reg  composer$decoding;
    reg  composer$bad_request;
    reg  [7:0] composer$bad_request_status;
    reg  composer$bad_length;
    reg  composer$decoded_exempt;
    reg  composer$decoded_applied;
    reg  composer$decoded_keyed;
    reg  composer$decoded_replay;
    reg  composer$decoded_out_of_sequence;
    reg  composer$checking_range;
    reg  composer$past_end;
    reg  composer$validating;
    reg  composer$refused;
    reg  composer$executing;
    reg  composer$exec_done;
    reg  composer$result_ready;
    reg  [63:0] composer$result_word;
    reg  composer$result_taken;
    reg  composer$result_hit;
    reg  [1:0] composer$result_code;
    reg  [12:0] composer$results;
    reg  composer$writing_fields;
    reg  [31:0] composer$field;
    reg  composer$fields_last;
    reg  composer$writing_header;
    wire  [9:0] composer$base;
    wire  [9:0] composer$len_address;
    wire  composer$apply;
    wire  composer$serializer_idle;
    wire  composer$header_length_written;
    wire  [4:0] composer$field_index;
    wire  [63:0] composer$engine_stats;
    reg  counters$clock;
    reg  counters$reset;
    reg  counters$ev_good;
    reg  counters$ev_bad_crc;
    reg  counters$ev_bad_length;
    reg  counters$ev_busy;
    reg  counters$ev_uart_error;
    reg  counters$ev_start_bit;
    reg  counters$ev_length_mismatch;
    reg  counters$ev_bad_request;
    reg  counters$ev_replay;
    reg  counters$ev_out_of_sequence;
    wire  [31:0] counters$frames;
    wire  [31:0] counters$bad_crc;
    wire  [31:0] counters$bad_length;
    wire  [31:0] counters$bad_request;
    wire  [31:0] counters$out_of_sequence;
    wire  [31:0] counters$replays;
    wire  [31:0] counters$busy;
    wire  [31:0] counters$uart_errors;
    wire  [31:0] counters$boot_epoch;
    reg  fields$clock;
    reg  fields$info_selected;
    reg  fields$stats_selected;
    reg  [4:0] fields$field_index;
    reg  [31:0] fields$boot_epoch;
    reg  [7:0] fields$expected_seq;
    reg  [15:0] fields$baud_div;
    reg  [31:0] fields$frames;
    reg  [31:0] fields$bad_crc;
    reg  [31:0] fields$bad_length;
    reg  [31:0] fields$bad_request;
    reg  [31:0] fields$out_of_sequence;
    reg  [31:0] fields$replays;
    reg  [31:0] fields$busy;
    reg  [31:0] fields$uart_errors;
    reg  [63:0] fields$engine_stats;
    reg  fields$cuckoo;
    reg  [31:0] fields$stuck_total;
    reg  [31:0] fields$set_bits;
    wire  [2:0] fields$set_bits_bank;
    wire  [31:0] fields$field;
    wire  fields$last;
    reg  checks$clock;
    reg  checks$cuckoo;
    reg  [32:0] checks$end_address;
    reg  [63:0] checks$word;
    reg  [31:0] checks$address;
    wire  checks$past_end;
    wire  checks$word_ok;
    reg  engines$clock;
    reg  engines$reset;
    reg  engines$cuckoo;
    reg  engines$req_clear;
    reg  engines$req_insert;
    reg  engines$req_delete;
    reg  engines$req_count;
    reg  engines$req_stats;
    reg  engines$req_dump;
    reg  engines$req_load;
    reg  [63:0] engines$key_word;
    reg  [31:0] engines$address;
    reg  engines$offer;
    wire  engines$engine_ready;
    wire  [2:0] engines$op_code;
    wire  [63:0] engines$op_key;
    wire  [63:0] engines$op_data;
    wire  engines$bloom_valid;
    reg  engines$bloom_ready;
    wire  engines$cuckoo_valid;
    reg  engines$cuckoo_ready;
    reg  engines$bloom_out_valid;
    wire  engines$bloom_out_ready;
    reg  engines$bloom_out_hit;
    reg  [31:0] engines$bloom_out_word;
    reg  engines$cuckoo_out_valid;
    wire  engines$cuckoo_out_ready;
    reg  [1:0] engines$cuckoo_out_code;
    reg  [63:0] engines$cuckoo_out_data;
    reg  engines$want_result;
    wire  engines$result_ready;
    wire  [63:0] engines$result_word;
    wire  engines$result_taken;
    wire  engines$result_hit;
    wire  [1:0] engines$result_code;
    reg  sequencer$clock;
    reg  sequencer$reset;
    reg  sequencer$start;
    reg  [15:0] sequencer$start_count;
    reg  [1:0] sequencer$start_state;
    reg  sequencer$address_valid;
    reg  [31:0] sequencer$address;
    reg  [15:0] sequencer$count;
    reg  sequencer$fetch_first;
    reg  sequencer$keyed;
    reg  sequencer$load;
    reg  sequencer$cuckoo;
    reg  sequencer$validate;
    reg  sequencer$word_ok;
    wire  sequencer$validated;
    wire  sequencer$refused;
    reg  sequencer$issue;
    reg  sequencer$fetch_done;
    wire  sequencer$fetch_next;
    wire  [3:0] sequencer$fetch_count;
    wire  sequencer$rewind;
    wire  sequencer$offer;
    reg  sequencer$engine_ready;
    wire  [31:0] sequencer$address_now;
    wire  [32:0] sequencer$end_address;
    wire  sequencer$all_issued;
    reg  sequencer$result_taken;
    wire  [12:0] sequencer$results;
    wire  sequencer$all_results;
    reg  slots$clock;
    reg  slots$reset;
    reg  [1:0] slots$buffers_full;
    reg  slots$ev_bad_crc;
    reg  slots$ev_bad_length;
    reg  slots$ev_busy;
    reg  [7:0] slots$ev_busy_seq;
    reg  slots$frame_released;
    reg  slots$nak_taken;
    reg  slots$busy_taken;
    wire  slots$nak_due;
    wire  [7:0] slots$nak_status;
    wire  slots$busy_due;
    wire  [7:0] slots$busy_seq;
    wire  slots$release_settling;
    reg  decoder$clock;
    reg  [7:0] decoder$version;
    reg  [7:0] decoder$seq;
    reg  [7:0] decoder$opcode;
    reg  [7:0] decoder$filter;
    reg  [15:0] decoder$count;
    reg  [9:0] decoder$frame_len;
    reg  [7:0] decoder$expected;
    reg  [15:0] decoder$cache_valid;
    wire  decoder$bad_request;
    wire  [7:0] decoder$bad_request_status;
    wire  decoder$bad_length;
    wire  decoder$info;
    wire  decoder$stats;
    wire  decoder$addressed;
    wire  decoder$single;
    wire  decoder$keyed;
    wire  decoder$replay;
    wire  decoder$out_of_sequence;
    reg  fetcher$clock;
    reg  fetcher$reset;
    reg  fetcher$start;
    reg  [3:0] fetcher$count;
    reg  fetcher$seek;
    reg  [8:0] fetcher$offset;
    reg  fetcher$buffer;
    wire  [9:0] fetcher$buf_addr;
    reg  [7:0] fetcher$buf_data;
    wire  [63:0] fetcher$word;
    wire  fetcher$done;
    reg  request$clock;
    reg  request$take_frame;
    reg  request$buffer;
    reg  [9:0] request$len0;
    reg  [9:0] request$len1;
    reg  request$header_fetched;
    reg  [47:0] request$header;
    wire  [7:0] request$version;
    wire  [7:0] request$seq;
    wire  [7:0] request$opcode;
    wire  [7:0] request$filter;
    wire  [15:0] request$count;
    wire  [9:0] request$frame_len;
    wire  request$cuckoo;
    wire  request$op_info;
    wire  request$op_clear;
    wire  request$op_insert;
    wire  request$op_query;
    wire  request$op_delete;
    wire  request$op_count;
    wire  request$op_stats;
    wire  request$op_dump;
    wire  request$op_load;
    reg  intake_states$clock;
    reg  intake_states$reset;
    reg  intake_states$encoder_idle;
    reg  intake_states$nak_due;
    reg  intake_states$busy_due;
    reg  [1:0] intake_states$buffers_full;
    reg  intake_states$buffer;
    reg  intake_states$release_settling;
    reg  intake_states$later_busy;
    reg  intake_states$fetch_done;
    wire  intake_states$idle_acting;
    wire  intake_states$take_nak;
    wire  intake_states$take_busy;
    wire  intake_states$take_frame;
    wire  intake_states$fetching_header;
    wire  intake_states$decoding;
    reg  reply_states$clock;
    reg  reply_states$reset;
    reg  reply_states$take_nak;
    reg  reply_states$take_busy;
    reg  reply_states$nak_sent;
    reg  reply_states$decoding;
    reg  reply_states$decoded_info;
    reg  reply_states$decoded_stats;
    reg  reply_states$decoded_addressed;
    reg  reply_states$decoded_single;
    reg  reply_states$decoded_keyed;
    reg  reply_states$decoded_replay;
    reg  reply_states$decoded_out_of_sequence;
    reg  reply_states$fetch_done;
    reg  reply_states$past_end;
    reg  reply_states$op_dump;
    reg  reply_states$validated;
    reg  reply_states$refused;
    reg  reply_states$all_issued;
    reg  reply_states$all_results;
    reg  reply_states$serializer_idle;
    reg  reply_states$has_fields;
    reg  reply_states$fields_last;
    reg  reply_states$header_length_written;
    wire  reply_states$fetching_address;
    wire  reply_states$checking_range;
    wire  reply_states$validating;
    wire  reply_states$executing;
    wire  reply_states$exec_done;
    wire  reply_states$writing_fields;
    wire  reply_states$writing_header;
    wire  reply_states$sending;
    wire  reply_states$busy;
    reg  window$clock;
    reg  window$reset;
    reg  window$idle_acting;
    reg  window$take_nak;
    reg  window$take_frame;
    reg  window$decoding;
    reg  window$out_of_sequence;
    reg  window$sending;
    reg  window$apply;
    reg  [3:0] window$slot;
    wire  [7:0] window$expected;
    wire  [15:0] window$cache_valid;
    wire  window$nak_sent;
    wire  window$buffer;
    wire  window$free_buffer;
    wire  window$applied;
    
    // Sub module instances
    board_ulx3s_sdram$link$dispatcher$composer composer(
        .clock(composer$clock),
        .reset(composer$reset),
        .read_address(composer$read_address),
        .read_data(composer$read_data),
        .idle_acting(composer$idle_acting),
        .take_nak(composer$take_nak),
        .take_busy(composer$take_busy),
        .nak_sent(composer$nak_sent),
        .expected(composer$expected),
        .nak_status(composer$nak_status),
        .busy_seq(composer$busy_seq),
        .seq(composer$seq),
        .opcode(composer$opcode),
        .filter(composer$filter),
        .count(composer$count),
        .op_query(composer$op_query),
        .op_insert(composer$op_insert),
        .op_delete(composer$op_delete),
        .op_count(composer$op_count),
        .op_stats(composer$op_stats),
        .op_dump(composer$op_dump),
        .decoding(composer$decoding),
        .bad_request(composer$bad_request),
        .bad_request_status(composer$bad_request_status),
        .bad_length(composer$bad_length),
        .decoded_exempt(composer$decoded_exempt),
        .decoded_applied(composer$decoded_applied),
        .decoded_keyed(composer$decoded_keyed),
        .decoded_replay(composer$decoded_replay),
        .decoded_out_of_sequence(composer$decoded_out_of_sequence),
        .checking_range(composer$checking_range),
        .past_end(composer$past_end),
        .validating(composer$validating),
        .refused(composer$refused),
        .executing(composer$executing),
        .exec_done(composer$exec_done),
        .result_ready(composer$result_ready),
        .result_word(composer$result_word),
        .result_taken(composer$result_taken),
        .result_hit(composer$result_hit),
        .result_code(composer$result_code),
        .results(composer$results),
        .writing_fields(composer$writing_fields),
        .field(composer$field),
        .fields_last(composer$fields_last),
        .writing_header(composer$writing_header),
        .base(composer$base),
        .len_address(composer$len_address),
        .apply(composer$apply),
        .serializer_idle(composer$serializer_idle),
        .header_length_written(composer$header_length_written),
        .field_index(composer$field_index),
        .engine_stats(composer$engine_stats)
    );
    board_ulx3s_sdram$link$dispatcher$counters counters(
        .clock(counters$clock),
        .reset(counters$reset),
        .ev_good(counters$ev_good),
        .ev_bad_crc(counters$ev_bad_crc),
        .ev_bad_length(counters$ev_bad_length),
        .ev_busy(counters$ev_busy),
        .ev_uart_error(counters$ev_uart_error),
        .ev_start_bit(counters$ev_start_bit),
        .ev_length_mismatch(counters$ev_length_mismatch),
        .ev_bad_request(counters$ev_bad_request),
        .ev_replay(counters$ev_replay),
        .ev_out_of_sequence(counters$ev_out_of_sequence),
        .frames(counters$frames),
        .bad_crc(counters$bad_crc),
        .bad_length(counters$bad_length),
        .bad_request(counters$bad_request),
        .out_of_sequence(counters$out_of_sequence),
        .replays(counters$replays),
        .busy(counters$busy),
        .uart_errors(counters$uart_errors),
        .boot_epoch(counters$boot_epoch)
    );
    board_ulx3s_sdram$link$dispatcher$fields fields(
        .clock(fields$clock),
        .info_selected(fields$info_selected),
        .stats_selected(fields$stats_selected),
        .field_index(fields$field_index),
        .boot_epoch(fields$boot_epoch),
        .expected_seq(fields$expected_seq),
        .baud_div(fields$baud_div),
        .frames(fields$frames),
        .bad_crc(fields$bad_crc),
        .bad_length(fields$bad_length),
        .bad_request(fields$bad_request),
        .out_of_sequence(fields$out_of_sequence),
        .replays(fields$replays),
        .busy(fields$busy),
        .uart_errors(fields$uart_errors),
        .engine_stats(fields$engine_stats),
        .cuckoo(fields$cuckoo),
        .stuck_total(fields$stuck_total),
        .set_bits(fields$set_bits),
        .set_bits_bank(fields$set_bits_bank),
        .field(fields$field),
        .last(fields$last)
    );
    board_ulx3s_sdram$link$dispatcher$checks checks(
        .clock(checks$clock),
        .cuckoo(checks$cuckoo),
        .end_address(checks$end_address),
        .word(checks$word),
        .address(checks$address),
        .past_end(checks$past_end),
        .word_ok(checks$word_ok)
    );
    board_ulx3s_sdram$link$dispatcher$engines engines(
        .clock(engines$clock),
        .reset(engines$reset),
        .cuckoo(engines$cuckoo),
        .req_clear(engines$req_clear),
        .req_insert(engines$req_insert),
        .req_delete(engines$req_delete),
        .req_count(engines$req_count),
        .req_stats(engines$req_stats),
        .req_dump(engines$req_dump),
        .req_load(engines$req_load),
        .key_word(engines$key_word),
        .address(engines$address),
        .offer(engines$offer),
        .engine_ready(engines$engine_ready),
        .op_code(engines$op_code),
        .op_key(engines$op_key),
        .op_data(engines$op_data),
        .bloom_valid(engines$bloom_valid),
        .bloom_ready(engines$bloom_ready),
        .cuckoo_valid(engines$cuckoo_valid),
        .cuckoo_ready(engines$cuckoo_ready),
        .bloom_out_valid(engines$bloom_out_valid),
        .bloom_out_ready(engines$bloom_out_ready),
        .bloom_out_hit(engines$bloom_out_hit),
        .bloom_out_word(engines$bloom_out_word),
        .cuckoo_out_valid(engines$cuckoo_out_valid),
        .cuckoo_out_ready(engines$cuckoo_out_ready),
        .cuckoo_out_code(engines$cuckoo_out_code),
        .cuckoo_out_data(engines$cuckoo_out_data),
        .want_result(engines$want_result),
        .result_ready(engines$result_ready),
        .result_word(engines$result_word),
        .result_taken(engines$result_taken),
        .result_hit(engines$result_hit),
        .result_code(engines$result_code)
    );
    board_ulx3s_sdram$link$dispatcher$sequencer sequencer(
        .clock(sequencer$clock),
        .reset(sequencer$reset),
        .start(sequencer$start),
        .start_count(sequencer$start_count),
        .start_state(sequencer$start_state),
        .address_valid(sequencer$address_valid),
        .address(sequencer$address),
        .count(sequencer$count),
        .fetch_first(sequencer$fetch_first),
        .keyed(sequencer$keyed),
        .load(sequencer$load),
        .cuckoo(sequencer$cuckoo),
        .validate(sequencer$validate),
        .word_ok(sequencer$word_ok),
        .validated(sequencer$validated),
        .refused(sequencer$refused),
        .issue(sequencer$issue),
        .fetch_done(sequencer$fetch_done),
        .fetch_next(sequencer$fetch_next),
        .fetch_count(sequencer$fetch_count),
        .rewind(sequencer$rewind),
        .offer(sequencer$offer),
        .engine_ready(sequencer$engine_ready),
        .address_now(sequencer$address_now),
        .end_address(sequencer$end_address),
        .all_issued(sequencer$all_issued),
        .result_taken(sequencer$result_taken),
        .results(sequencer$results),
        .all_results(sequencer$all_results)
    );
    board_ulx3s_sdram$link$dispatcher$slots slots(
        .clock(slots$clock),
        .reset(slots$reset),
        .buffers_full(slots$buffers_full),
        .ev_bad_crc(slots$ev_bad_crc),
        .ev_bad_length(slots$ev_bad_length),
        .ev_busy(slots$ev_busy),
        .ev_busy_seq(slots$ev_busy_seq),
        .frame_released(slots$frame_released),
        .nak_taken(slots$nak_taken),
        .busy_taken(slots$busy_taken),
        .nak_due(slots$nak_due),
        .nak_status(slots$nak_status),
        .busy_due(slots$busy_due),
        .busy_seq(slots$busy_seq),
        .release_settling(slots$release_settling)
    );
    board_ulx3s_sdram$link$dispatcher$decoder decoder(
        .clock(decoder$clock),
        .version(decoder$version),
        .seq(decoder$seq),
        .opcode(decoder$opcode),
        .filter(decoder$filter),
        .count(decoder$count),
        .frame_len(decoder$frame_len),
        .expected(decoder$expected),
        .cache_valid(decoder$cache_valid),
        .bad_request(decoder$bad_request),
        .bad_request_status(decoder$bad_request_status),
        .bad_length(decoder$bad_length),
        .info(decoder$info),
        .stats(decoder$stats),
        .addressed(decoder$addressed),
        .single(decoder$single),
        .keyed(decoder$keyed),
        .replay(decoder$replay),
        .out_of_sequence(decoder$out_of_sequence)
    );
    board_ulx3s_sdram$link$dispatcher$fetcher fetcher(
        .clock(fetcher$clock),
        .reset(fetcher$reset),
        .start(fetcher$start),
        .count(fetcher$count),
        .seek(fetcher$seek),
        .offset(fetcher$offset),
        .buffer(fetcher$buffer),
        .buf_addr(fetcher$buf_addr),
        .buf_data(fetcher$buf_data),
        .word(fetcher$word),
        .done(fetcher$done)
    );
    board_ulx3s_sdram$link$dispatcher$request request(
        .clock(request$clock),
        .take_frame(request$take_frame),
        .buffer(request$buffer),
        .len0(request$len0),
        .len1(request$len1),
        .header_fetched(request$header_fetched),
        .header(request$header),
        .version(request$version),
        .seq(request$seq),
        .opcode(request$opcode),
        .filter(request$filter),
        .count(request$count),
        .frame_len(request$frame_len),
        .cuckoo(request$cuckoo),
        .op_info(request$op_info),
        .op_clear(request$op_clear),
        .op_insert(request$op_insert),
        .op_query(request$op_query),
        .op_delete(request$op_delete),
        .op_count(request$op_count),
        .op_stats(request$op_stats),
        .op_dump(request$op_dump),
        .op_load(request$op_load)
    );
    board_ulx3s_sdram$link$dispatcher$intake_states intake_states(
        .clock(intake_states$clock),
        .reset(intake_states$reset),
        .encoder_idle(intake_states$encoder_idle),
        .nak_due(intake_states$nak_due),
        .busy_due(intake_states$busy_due),
        .buffers_full(intake_states$buffers_full),
        .buffer(intake_states$buffer),
        .release_settling(intake_states$release_settling),
        .later_busy(intake_states$later_busy),
        .fetch_done(intake_states$fetch_done),
        .idle_acting(intake_states$idle_acting),
        .take_nak(intake_states$take_nak),
        .take_busy(intake_states$take_busy),
        .take_frame(intake_states$take_frame),
        .fetching_header(intake_states$fetching_header),
        .decoding(intake_states$decoding)
    );
    board_ulx3s_sdram$link$dispatcher$reply_states reply_states(
        .clock(reply_states$clock),
        .reset(reply_states$reset),
        .take_nak(reply_states$take_nak),
        .take_busy(reply_states$take_busy),
        .nak_sent(reply_states$nak_sent),
        .decoding(reply_states$decoding),
        .decoded_info(reply_states$decoded_info),
        .decoded_stats(reply_states$decoded_stats),
        .decoded_addressed(reply_states$decoded_addressed),
        .decoded_single(reply_states$decoded_single),
        .decoded_keyed(reply_states$decoded_keyed),
        .decoded_replay(reply_states$decoded_replay),
        .decoded_out_of_sequence(reply_states$decoded_out_of_sequence),
        .fetch_done(reply_states$fetch_done),
        .past_end(reply_states$past_end),
        .op_dump(reply_states$op_dump),
        .validated(reply_states$validated),
        .refused(reply_states$refused),
        .all_issued(reply_states$all_issued),
        .all_results(reply_states$all_results),
        .serializer_idle(reply_states$serializer_idle),
        .has_fields(reply_states$has_fields),
        .fields_last(reply_states$fields_last),
        .header_length_written(reply_states$header_length_written),
        .fetching_address(reply_states$fetching_address),
        .checking_range(reply_states$checking_range),
        .validating(reply_states$validating),
        .executing(reply_states$executing),
        .exec_done(reply_states$exec_done),
        .writing_fields(reply_states$writing_fields),
        .writing_header(reply_states$writing_header),
        .sending(reply_states$sending),
        .busy(reply_states$busy)
    );
    board_ulx3s_sdram$link$dispatcher$window window(
        .clock(window$clock),
        .reset(window$reset),
        .idle_acting(window$idle_acting),
        .take_nak(window$take_nak),
        .take_frame(window$take_frame),
        .decoding(window$decoding),
        .out_of_sequence(window$out_of_sequence),
        .sending(window$sending),
        .apply(window$apply),
        .slot(window$slot),
        .expected(window$expected),
        .cache_valid(window$cache_valid),
        .nak_sent(window$nak_sent),
        .buffer(window$buffer),
        .free_buffer(window$free_buffer),
        .applied(window$applied)
    );
    
    // Update code
    always @(*) begin
        window$clock = clock;
        window$reset = reset;
        window$idle_acting = intake_states$idle_acting;
        window$take_nak = intake_states$take_nak;
        window$take_frame = intake_states$take_frame;
        window$decoding = intake_states$decoding;
        window$out_of_sequence = decoder$out_of_sequence;
        window$sending = reply_states$sending;
        window$apply = composer$apply;
        window$slot = request$seq[(32'h0)+:(4)];
        buf_free = window$free_buffer;
        buf_free_idx = window$buffer;
        applied = window$applied;
        composer$clock = clock;
        composer$reset = reset;
        composer$read_address = reply_addr;
        reply_data = composer$read_data;
        composer$idle_acting = intake_states$idle_acting;
        composer$take_nak = intake_states$take_nak;
        composer$take_busy = intake_states$take_busy;
        composer$nak_sent = window$nak_sent;
        composer$expected = window$expected;
        composer$nak_status = slots$nak_status;
        composer$busy_seq = slots$busy_seq;
        composer$seq = request$seq;
        composer$opcode = request$opcode;
        composer$filter = request$filter;
        composer$count = request$count;
        composer$op_query = request$op_query;
        composer$op_insert = request$op_insert;
        composer$op_delete = request$op_delete;
        composer$op_count = request$op_count;
        composer$op_stats = request$op_stats;
        composer$op_dump = request$op_dump;
        composer$decoding = intake_states$decoding;
        composer$bad_request = decoder$bad_request;
        composer$bad_request_status = decoder$bad_request_status;
        composer$bad_length = decoder$bad_length;
        composer$decoded_exempt = decoder$info | decoder$stats;
        composer$decoded_applied = decoder$addressed | decoder$single | decoder$keyed;
        composer$decoded_keyed = decoder$keyed;
        composer$decoded_replay = decoder$replay;
        composer$decoded_out_of_sequence = decoder$out_of_sequence;
        composer$checking_range = reply_states$checking_range;
        composer$past_end = checks$past_end;
        composer$validating = reply_states$validating;
        composer$refused = sequencer$refused;
        composer$executing = reply_states$executing;
        composer$exec_done = reply_states$exec_done;
        composer$result_ready = engines$result_ready;
        composer$result_word = engines$result_word;
        composer$result_taken = engines$result_taken;
        composer$result_hit = engines$result_hit;
        composer$result_code = engines$result_code;
        composer$results = sequencer$results;
        composer$writing_fields = reply_states$writing_fields;
        composer$field = fields$field;
        composer$fields_last = fields$last;
        composer$writing_header = reply_states$writing_header;
        tx_start = reply_states$sending;
        tx_base = composer$base;
        tx_len_addr = composer$len_address;
        counters$ev_bad_request = 1'b0;
        counters$ev_replay = 1'b0;
        counters$ev_out_of_sequence = 1'b0;
        counters$ev_length_mismatch = 1'b0;
        fetcher$clock = clock;
        fetcher$reset = reset;
        fetcher$buffer = window$buffer;
        buf_addr = fetcher$buf_addr;
        fetcher$buf_data = buf_data;
        fetcher$start = 1'b0;
        fetcher$seek = 1'b0;
        fetcher$count = k$8[(32'h0)+:(4)];
        fetcher$offset = header_at;
        decoder$clock = clock;
        decoder$version = request$version;
        decoder$seq = request$seq;
        decoder$opcode = request$opcode;
        decoder$filter = request$filter;
        decoder$count = request$count;
        decoder$frame_len = request$frame_len;
        decoder$expected = window$expected;
        decoder$cache_valid = window$cache_valid;
        request$clock = clock;
        request$take_frame = intake_states$take_frame;
        request$buffer = window$buffer;
        request$len0 = len0;
        request$len1 = len1;
        request$header_fetched = intake_states$fetching_header & fetcher$done;
        request$header = fetcher$word[(32'h0)+:(48)];
        engines$clock = clock;
        engines$reset = reset;
        engines$cuckoo = request$cuckoo;
        engines$req_clear = request$op_clear;
        engines$req_insert = request$op_insert;
        engines$req_delete = request$op_delete;
        engines$req_count = request$op_count;
        engines$req_stats = request$op_stats;
        engines$req_dump = request$op_dump;
        engines$req_load = request$op_load;
        engines$key_word = fetcher$word;
        engines$address = sequencer$address_now;
        engines$offer = sequencer$offer;
        op_code = engines$op_code;
        op_key = engines$op_key;
        op_data = engines$op_data;
        bloom_valid = engines$bloom_valid;
        engines$bloom_ready = bloom_ready;
        cuckoo_valid = engines$cuckoo_valid;
        engines$cuckoo_ready = cuckoo_ready;
        engines$bloom_out_valid = bloom_out_valid;
        bloom_out_ready = engines$bloom_out_ready;
        engines$bloom_out_hit = bloom_out_hit;
        engines$bloom_out_word = bloom_out_word;
        engines$cuckoo_out_valid = cuckoo_out_valid;
        cuckoo_out_ready = engines$cuckoo_out_ready;
        engines$cuckoo_out_code = cuckoo_out_code;
        engines$cuckoo_out_data = cuckoo_out_data;
        engines$want_result = reply_states$executing & ~reply_states$exec_done & composer$serializer_idle;
        fields$clock = clock;
        fields$info_selected = request$op_info;
        fields$stats_selected = request$op_stats;
        fields$field_index = composer$field_index;
        fields$boot_epoch = counters$boot_epoch;
        fields$expected_seq = window$expected;
        fields$baud_div = baud_div;
        fields$frames = counters$frames;
        fields$bad_crc = counters$bad_crc;
        fields$bad_length = counters$bad_length;
        fields$bad_request = counters$bad_request;
        fields$out_of_sequence = counters$out_of_sequence;
        fields$replays = counters$replays;
        fields$busy = counters$busy;
        fields$uart_errors = counters$uart_errors;
        fields$engine_stats = composer$engine_stats;
        fields$cuckoo = request$cuckoo;
        fields$set_bits = bloom_set_bits;
        fields$stuck_total = bloom_stuck_total;
        bloom_set_bits_bank = fields$set_bits_bank;
        checks$clock = clock;
        checks$cuckoo = request$cuckoo;
        checks$end_address = sequencer$end_address;
        checks$word = fetcher$word;
        checks$address = sequencer$address_now;
        sequencer$clock = clock;
        sequencer$reset = reset;
        sequencer$start = 1'b0;
        sequencer$start_count = request$count;
        sequencer$start_state = IssueState$Offer;
        sequencer$address_valid = 1'b0;
        sequencer$address = fetcher$word[(32'h20)+:(32)];
        sequencer$count = request$count;
        sequencer$fetch_first = 1'b0;
        sequencer$keyed = request$op_insert | request$op_query | request$op_delete;
        sequencer$load = request$op_load;
        sequencer$cuckoo = request$cuckoo;
        sequencer$validate = reply_states$validating;
        sequencer$word_ok = checks$word_ok;
        sequencer$issue = reply_states$executing;
        sequencer$fetch_done = fetcher$done;
        sequencer$engine_ready = engines$engine_ready;
        sequencer$result_taken = engines$result_taken;
        if (sequencer$fetch_next) begin
            fetcher$start = 1'b1;
            fetcher$count = sequencer$fetch_count;
        end
        if (sequencer$rewind) begin
            fetcher$seek = 1'b1;
            fetcher$offset = payload_at;
        end
        intake_states$clock = clock;
        intake_states$reset = reset;
        intake_states$encoder_idle = tx_idle;
        intake_states$nak_due = slots$nak_due;
        intake_states$busy_due = slots$busy_due;
        intake_states$buffers_full = full;
        intake_states$buffer = window$buffer;
        intake_states$release_settling = slots$release_settling;
        intake_states$later_busy = reply_states$busy;
        intake_states$fetch_done = fetcher$done;
        reply_states$clock = clock;
        reply_states$reset = reset;
        reply_states$take_nak = intake_states$take_nak;
        reply_states$take_busy = intake_states$take_busy;
        reply_states$nak_sent = window$nak_sent;
        reply_states$decoding = intake_states$decoding;
        reply_states$decoded_info = decoder$info;
        reply_states$decoded_stats = decoder$stats;
        reply_states$decoded_addressed = decoder$addressed;
        reply_states$decoded_single = decoder$single;
        reply_states$decoded_keyed = decoder$keyed;
        reply_states$decoded_replay = decoder$replay;
        reply_states$decoded_out_of_sequence = decoder$out_of_sequence;
        reply_states$fetch_done = fetcher$done;
        reply_states$past_end = checks$past_end;
        reply_states$op_dump = request$op_dump;
        reply_states$validated = sequencer$validated;
        reply_states$refused = sequencer$refused;
        reply_states$all_issued = sequencer$all_issued;
        reply_states$all_results = sequencer$all_results;
        reply_states$serializer_idle = composer$serializer_idle;
        reply_states$has_fields = request$op_info | request$op_stats;
        reply_states$fields_last = fields$last;
        reply_states$header_length_written = composer$header_length_written;
        if (intake_states$take_frame) begin
            fetcher$seek = 1'b1;
            fetcher$offset = header_at;
            fetcher$start = 1'b1;
            fetcher$count = k$8[(32'h0)+:(4)];
        end
        if (intake_states$decoding) begin
            sequencer$start = 1'b1;
            if (decoder$bad_request) begin
                counters$ev_bad_request = 1'b1;
            end
            if (decoder$bad_length) begin
                counters$ev_length_mismatch = 1'b1;
            end
            if (decoder$info) begin
                sequencer$start_count = zero16;
                sequencer$start_state = IssueState$Done;
            end
            if (decoder$stats) begin
                if (request$cuckoo) begin
                    sequencer$start_count = one16;
                end
                else begin
                    sequencer$start_count = zero16;
                    sequencer$start_state = IssueState$Done;
                end
            end
            if (decoder$addressed) begin
                fetcher$seek = 1'b1;
                fetcher$offset = address_at;
                fetcher$start = 1'b1;
                fetcher$count = k$4[(32'h0)+:(4)];
            end
            if (decoder$single) begin
                sequencer$start_count = one16;
            end
            if (decoder$keyed) begin
                fetcher$seek = 1'b1;
                fetcher$offset = address_at;
                fetcher$start = 1'b1;
                fetcher$count = k$8[(32'h0)+:(4)];
                sequencer$start_state = IssueState$Fetch;
            end
            if (decoder$replay) begin
                counters$ev_replay = 1'b1;
            end
            if (decoder$out_of_sequence) begin
                counters$ev_out_of_sequence = 1'b1;
            end
        end
        if (reply_states$fetching_address) begin
            if (fetcher$done) begin
                sequencer$address_valid = 1'b1;
            end
        end
        if (reply_states$checking_range) begin
            if (checks$past_end) begin
                counters$ev_bad_request = 1'b1;
            end
            else begin
                if (~request$op_dump) begin
                    fetcher$seek = 1'b1;
                    fetcher$offset = payload_at;
                    fetcher$start = 1'b1;
                    fetcher$count = sequencer$fetch_count;
                    sequencer$fetch_first = 1'b1;
                end
            end
        end
        if (reply_states$validating) begin
            if (sequencer$refused) begin
                counters$ev_bad_request = 1'b1;
            end
        end
        counters$clock = clock;
        counters$reset = reset;
        counters$ev_good = ev_good;
        counters$ev_bad_crc = ev_bad_crc;
        counters$ev_bad_length = ev_bad_length;
        counters$ev_busy = ev_busy;
        counters$ev_uart_error = ev_uart_error;
        counters$ev_start_bit = ev_start_bit;
        slots$clock = clock;
        slots$reset = reset;
        slots$buffers_full = full;
        slots$ev_bad_crc = ev_bad_crc;
        slots$ev_bad_length = ev_bad_length;
        slots$ev_busy = ev_busy;
        slots$ev_busy_seq = ev_busy_seq;
        slots$frame_released = window$free_buffer;
        slots$nak_taken = intake_states$take_nak;
        slots$busy_taken = intake_states$take_busy;
    end
    
endmodule // top$link$dispatcher


module board_ulx3s_sdram$link$dispatcher$checks(clock,cuckoo,end_address,word,address,past_end,word_ok);
    
    // Module arguments
    input wire  clock;
    input wire  cuckoo;
    input wire  [32:0] end_address;
    input wire  [63:0] word;
    input wire  [31:0] address;
    output reg  past_end;
    output reg  word_ok;
    
    // Constant declarations
    localparam  bloom_bad = 32'h0;
    localparam  bucket_bad = 64'hffff000000000000;
    localparam  stash_bad = 64'h7ffffffff800f000;
    localparam  stash_addr = 32'h800;
    localparam  bloom_words = 33'h1000000;
    localparam  cuckoo_words = 33'h801;
    localparam  zero16 = 16'h0;
    localparam  zero32 = 32'h0;
    localparam  zero64 = 64'h0;
    
    // Stub signals
    reg  past_end_q$d;
    wire  past_end_q$q;
    reg  past_end_q$clock;
    reg  word_ok_q$d;
    wire  word_ok_q$q;
    reg  word_ok_q$clock;
    
    // Local signals
    reg  [32:0] words;
    reg  word_ok_now;
    
    // Sub module instances
    board_ulx3s_sdram$link$dispatcher$checks$past_end_q past_end_q(
        .d(past_end_q$d),
        .q(past_end_q$q),
        .clock(past_end_q$clock)
    );
    board_ulx3s_sdram$link$dispatcher$checks$word_ok_q word_ok_q(
        .d(word_ok_q$d),
        .q(word_ok_q$q),
        .clock(word_ok_q$clock)
    );
    
    // Update code
    always @(*) begin
        past_end_q$clock = clock;
        word_ok_q$clock = clock;
        past_end_q$d = past_end_q$q;
        word_ok_q$d = word_ok_q$q;
        if (cuckoo) begin
            if (address == stash_addr) begin
                word_ok_now = (word == zero64) | (word[32'h3f] & ((word & stash_bad) == zero64) & (word[(32'h0)+:(16)] != zero16));
            end
            else begin
                word_ok_now = (word & bucket_bad) == zero64;
            end
        end
        else begin
            word_ok_now = (word[(32'h20)+:(32)] & bloom_bad) == zero32;
        end
        words = bloom_words;
        if (cuckoo) begin
            words = cuckoo_words;
        end
        word_ok_q$d = word_ok_now;
        past_end_q$d = end_address > words;
        word_ok = word_ok_q$q;
        past_end = past_end_q$q;
    end
    
endmodule // top$link$dispatcher$checks


module board_ulx3s_sdram$link$dispatcher$checks$past_end_q(d,q,clock);
    
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
          
endmodule // top$link$dispatcher$checks$past_end_q


module board_ulx3s_sdram$link$dispatcher$checks$word_ok_q(d,q,clock);
    
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
          
endmodule // top$link$dispatcher$checks$word_ok_q


module board_ulx3s_sdram$link$dispatcher$composer(clock,reset,read_address,read_data,idle_acting,take_nak,take_busy,nak_sent,expected,nak_status,busy_seq,seq,opcode,filter,count,op_query,op_insert,op_delete,op_count,op_stats,op_dump,decoding,bad_request,bad_request_status,bad_length,decoded_exempt,decoded_applied,decoded_keyed,decoded_replay,decoded_out_of_sequence,checking_range,past_end,validating,refused,executing,exec_done,result_ready,result_word,result_taken,result_hit,result_code,results,writing_fields,field,fields_last,writing_header,base,len_address,apply,serializer_idle,header_length_written,field_index,engine_stats);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  [9:0] read_address;
    output reg  [7:0] read_data;
    input wire  idle_acting;
    input wire  take_nak;
    input wire  take_busy;
    input wire  nak_sent;
    input wire  [7:0] expected;
    input wire  [7:0] nak_status;
    input wire  [7:0] busy_seq;
    input wire  [7:0] seq;
    input wire  [7:0] opcode;
    input wire  [7:0] filter;
    input wire  [15:0] count;
    input wire  op_query;
    input wire  op_insert;
    input wire  op_delete;
    input wire  op_count;
    input wire  op_stats;
    input wire  op_dump;
    input wire  decoding;
    input wire  bad_request;
    input wire  [7:0] bad_request_status;
    input wire  bad_length;
    input wire  decoded_exempt;
    input wire  decoded_applied;
    input wire  decoded_keyed;
    input wire  decoded_replay;
    input wire  decoded_out_of_sequence;
    input wire  checking_range;
    input wire  past_end;
    input wire  validating;
    input wire  refused;
    input wire  executing;
    input wire  exec_done;
    input wire  result_ready;
    input wire  [63:0] result_word;
    input wire  result_taken;
    input wire  result_hit;
    input wire  [1:0] result_code;
    input wire  [12:0] results;
    input wire  writing_fields;
    input wire  [31:0] field;
    input wire  fields_last;
    input wire  writing_header;
    output reg  [9:0] base;
    output reg  [9:0] len_address;
    output reg  apply;
    output reg  serializer_idle;
    output reg  header_length_written;
    output reg  [4:0] field_index;
    output reg  [63:0] engine_stats;
    
    // Constant declarations
    localparam  k$0 = 8'h0;
    localparam  k$1 = 8'h1;
    localparam  k$2 = 8'h2;
    localparam  k$3 = 8'h3;
    localparam  k$4 = 8'h4;
    localparam  k$5 = 8'h5;
    localparam  k$6 = 8'h6;
    localparam  k$7 = 8'h7;
    localparam  k$8 = 8'h8;
    localparam  k$9 = 8'h9;
    localparam  bloom_word_bytes = 4'h2;
    localparam  bloom_word_shift = 2'b1;
    localparam  k16$0 = 16'h0;
    localparam  k16$1 = 16'h1;
    localparam  k16$2 = 16'h2;
    localparam  k16$3 = 16'h3;
    localparam  k16$4 = 16'h4;
    localparam  k16$5 = 16'h5;
    localparam  k16$6 = 16'h6;
    localparam  k16$7 = 16'h7;
    localparam  k5$0 = 5'b0;
    localparam  k5$1 = 5'b1;
    localparam  zero64 = 64'h0;
    localparam  ff = 8'hff;
    localparam  reply_flag = 8'h80;
    localparam  exempt_base = 10'b1000000000;
    localparam  exempt_len = 10'b1001111111;
    localparam  error_base = 10'b1010000000;
    localparam  error_len = 10'b1010011111;
    localparam  slot_last = 10'b11111;
    
    // Stub signals
    reg  reply$clock;
    reg  reply$reset;
    reg  [9:0] reply$read_address;
    wire  [7:0] reply$read_data;
    reg  [9:0] reply$base;
    reg  [9:0] reply$len_address;
    reg  [7:0] reply$seq;
    reg  [7:0] reply$op;
    reg  [7:0] reply$filter;
    reg  [15:0] reply$count;
    reg  [7:0] reply$status;
    reg  [7:0] reply$payload_len;
    reg  reply$restart;
    reg  reply$load_word;
    reg  [63:0] reply$word;
    reg  reply$start_bytes;
    reg  [3:0] reply$byte_count;
    wire  [63:0] reply$word_held;
    wire  reply$serializer_idle;
    wire  [7:0] reply$bytes_written;
    reg  reply$pack_bit_valid;
    reg  reply$pack_bit;
    reg  reply$pack_code_valid;
    reg  [1:0] reply$pack_code;
    reg  [12:0] reply$pack_index;
    reg  reply$write_header;
    wire  reply$header_length_now;
    reg  [9:0] r_base$d;
    wire  [9:0] r_base$q;
    reg  r_base$clock;
    reg  [9:0] r_len_addr$d;
    wire  [9:0] r_len_addr$q;
    reg  r_len_addr$clock;
    reg  [7:0] r_seq$d;
    wire  [7:0] r_seq$q;
    reg  r_seq$clock;
    reg  [7:0] r_op$d;
    wire  [7:0] r_op$q;
    reg  r_op$clock;
    reg  [7:0] r_filter$d;
    wire  [7:0] r_filter$q;
    reg  r_filter$clock;
    reg  [15:0] r_count$d;
    wire  [15:0] r_count$q;
    reg  r_count$clock;
    reg  [7:0] r_status$d;
    wire  [7:0] r_status$q;
    reg  r_status$clock;
    reg  [7:0] plen$d;
    wire  [7:0] plen$q;
    reg  plen$clock;
    reg  apply_q$d;
    wire  apply_q$q;
    reg  apply_q$clock;
    reg  any_full$d;
    wire  any_full$q;
    reg  any_full$clock;
    reg  [63:0] stat$d;
    wire  [63:0] stat$q;
    reg  stat$clock;
    reg  [4:0] fidx$d;
    wire  [4:0] fidx$q;
    reg  fidx$clock;
    
    // Local signals
    reg  [9:0] slot_base;
    reg  [15:0] count7;
    reg  [15:0] count3;
    
    // Sub module instances
    board_ulx3s_sdram$link$dispatcher$composer$reply reply(
        .clock(reply$clock),
        .reset(reply$reset),
        .read_address(reply$read_address),
        .read_data(reply$read_data),
        .base(reply$base),
        .len_address(reply$len_address),
        .seq(reply$seq),
        .op(reply$op),
        .filter(reply$filter),
        .count(reply$count),
        .status(reply$status),
        .payload_len(reply$payload_len),
        .restart(reply$restart),
        .load_word(reply$load_word),
        .word(reply$word),
        .start_bytes(reply$start_bytes),
        .byte_count(reply$byte_count),
        .word_held(reply$word_held),
        .serializer_idle(reply$serializer_idle),
        .bytes_written(reply$bytes_written),
        .pack_bit_valid(reply$pack_bit_valid),
        .pack_bit(reply$pack_bit),
        .pack_code_valid(reply$pack_code_valid),
        .pack_code(reply$pack_code),
        .pack_index(reply$pack_index),
        .write_header(reply$write_header),
        .header_length_now(reply$header_length_now)
    );
    board_ulx3s_sdram$link$dispatcher$composer$r_base r_base(
        .d(r_base$d),
        .q(r_base$q),
        .clock(r_base$clock)
    );
    board_ulx3s_sdram$link$dispatcher$composer$r_len_addr r_len_addr(
        .d(r_len_addr$d),
        .q(r_len_addr$q),
        .clock(r_len_addr$clock)
    );
    board_ulx3s_sdram$link$dispatcher$composer$r_seq r_seq(
        .d(r_seq$d),
        .q(r_seq$q),
        .clock(r_seq$clock)
    );
    board_ulx3s_sdram$link$dispatcher$composer$r_op r_op(
        .d(r_op$d),
        .q(r_op$q),
        .clock(r_op$clock)
    );
    board_ulx3s_sdram$link$dispatcher$composer$r_filter r_filter(
        .d(r_filter$d),
        .q(r_filter$q),
        .clock(r_filter$clock)
    );
    board_ulx3s_sdram$link$dispatcher$composer$r_count r_count(
        .d(r_count$d),
        .q(r_count$q),
        .clock(r_count$clock)
    );
    board_ulx3s_sdram$link$dispatcher$composer$r_status r_status(
        .d(r_status$d),
        .q(r_status$q),
        .clock(r_status$clock)
    );
    board_ulx3s_sdram$link$dispatcher$composer$plen plen(
        .d(plen$d),
        .q(plen$q),
        .clock(plen$clock)
    );
    board_ulx3s_sdram$link$dispatcher$composer$apply_q apply_q(
        .d(apply_q$d),
        .q(apply_q$q),
        .clock(apply_q$clock)
    );
    board_ulx3s_sdram$link$dispatcher$composer$any_full any_full(
        .d(any_full$d),
        .q(any_full$q),
        .clock(any_full$clock)
    );
    board_ulx3s_sdram$link$dispatcher$composer$stat stat(
        .d(stat$d),
        .q(stat$q),
        .clock(stat$clock)
    );
    board_ulx3s_sdram$link$dispatcher$composer$fidx fidx(
        .d(fidx$d),
        .q(fidx$q),
        .clock(fidx$clock)
    );
    
    // Update code
    always @(*) begin
        r_base$clock = clock;
        r_len_addr$clock = clock;
        r_seq$clock = clock;
        r_op$clock = clock;
        r_filter$clock = clock;
        r_count$clock = clock;
        r_status$clock = clock;
        plen$clock = clock;
        apply_q$clock = clock;
        any_full$clock = clock;
        stat$clock = clock;
        fidx$clock = clock;
        r_base$d = r_base$q;
        r_len_addr$d = r_len_addr$q;
        r_seq$d = r_seq$q;
        r_op$d = r_op$q;
        r_filter$d = r_filter$q;
        r_count$d = r_count$q;
        r_status$d = r_status$q;
        plen$d = plen$q;
        apply_q$d = apply_q$q;
        any_full$d = any_full$q;
        stat$d = stat$q;
        fidx$d = fidx$q;
        reply$clock = clock;
        reply$reset = reset;
        reply$read_address = read_address;
        read_data = reply$read_data;
        reply$base = r_base$q;
        reply$len_address = r_len_addr$q;
        reply$seq = r_seq$q;
        reply$op = r_op$q;
        reply$filter = r_filter$q;
        reply$count = r_count$q;
        reply$status = r_status$q;
        reply$payload_len = plen$q;
        reply$restart = 1'b0;
        reply$start_bytes = 1'b0;
        reply$byte_count = k$0[(32'h0)+:(4)];
        reply$pack_bit_valid = 1'b0;
        reply$pack_code_valid = 1'b0;
        reply$pack_index = results;
        reply$pack_bit = result_hit;
        reply$pack_code = result_code;
        reply$write_header = writing_header;
        reply$load_word = result_ready;
        reply$word = result_word;
        base = r_base$q;
        len_address = r_len_addr$q;
        apply = apply_q$q;
        serializer_idle = reply$serializer_idle;
        header_length_written = reply$header_length_now;
        field_index = fidx$q;
        engine_stats = stat$q;
        slot_base = ((seq[(32'h0)+:(4)]) & 10'h3ff) << 32'h5;
        count7 = count + k16$7;
        count3 = count + k16$3;
        if (idle_acting) begin
            apply_q$d = 1'b0;
            reply$restart = 1'b1;
            if ((take_nak & ~nak_sent) | take_busy) begin
                r_op$d = ff;
                r_filter$d = k$0;
                r_count$d = k16$0;
                plen$d = k$0;
                r_base$d = error_base;
                r_len_addr$d = error_len;
                if (take_busy) begin
                    r_seq$d = busy_seq;
                    r_status$d = k$8;
                end
                else begin
                    r_seq$d = expected;
                    r_status$d = nak_status;
                end
            end
        end
        if (decoding) begin
            r_seq$d = seq;
            r_op$d = opcode | reply_flag;
            r_filter$d = filter;
            r_count$d = k16$0;
            plen$d = k$0;
            r_base$d = error_base;
            r_len_addr$d = error_len;
            any_full$d = 1'b0;
            stat$d = zero64;
            fidx$d = k5$0;
            if (bad_request) begin
                r_status$d = bad_request_status;
            end
            if (bad_length) begin
                r_status$d = k$2;
            end
            if (decoded_exempt) begin
                r_status$d = k$0;
                r_base$d = exempt_base;
                r_len_addr$d = exempt_len;
            end
            if (decoded_applied) begin
                r_status$d = k$0;
                r_base$d = slot_base;
                r_len_addr$d = slot_base + slot_last;
                apply_q$d = 1'b1;
            end
            if (decoded_keyed) begin
                r_count$d = count;
            end
            if (decoded_replay) begin
                r_base$d = slot_base;
                r_len_addr$d = slot_base + slot_last;
            end
            if (decoded_out_of_sequence) begin
                if (~nak_sent) begin
                    r_seq$d = expected;
                    r_op$d = ff;
                    r_filter$d = k$0;
                    r_status$d = k$9;
                end
            end
        end
        if (checking_range) begin
            if (past_end) begin
                r_status$d = k$6;
                r_base$d = error_base;
                r_len_addr$d = error_len;
                apply_q$d = 1'b0;
            end
            else begin
                if (op_dump) begin
                    r_count$d = count;
                    if (filter[32'h0]) begin
                        plen$d = count[(32'h0)+:(8)] << 32'h3;
                    end
                    else begin
                        plen$d = count[(32'h0)+:(8)] << bloom_word_shift;
                    end
                end
            end
        end
        if (validating) begin
            if (refused) begin
                r_status$d = k$6;
                r_base$d = error_base;
                r_len_addr$d = error_len;
                apply_q$d = 1'b0;
            end
        end
        if (executing) begin
            if (result_taken) begin
                reply$pack_bit_valid = op_query | (op_insert & ~filter[32'h0]);
                if (op_delete | (op_insert & filter[32'h0])) begin
                    reply$pack_code_valid = 1'b1;
                    if (result_code == k$1[(32'h0)+:(2)]) begin
                        any_full$d = 1'b1;
                    end
                end
                if (op_dump) begin
                    reply$start_bytes = 1'b1;
                    if (filter[32'h0]) begin
                        reply$byte_count = k$8[(32'h0)+:(4)];
                    end
                    else begin
                        reply$byte_count = bloom_word_bytes;
                    end
                end
                if (op_count) begin
                    reply$start_bytes = 1'b1;
                    reply$byte_count = k$4[(32'h0)+:(4)];
                    plen$d = k$4;
                end
                if (op_stats) begin
                    stat$d = reply$word_held;
                end
            end
            if (exec_done) begin
                if (op_query | (op_insert & ~filter[32'h0])) begin
                    plen$d = count7[(32'h3)+:(8)];
                end
                if (op_delete | (op_insert & filter[32'h0])) begin
                    plen$d = count3[(32'h2)+:(8)];
                    if (any_full$q) begin
                        r_status$d = k$7;
                    end
                end
            end
        end
        if (writing_fields) begin
            if (reply$serializer_idle) begin
                if (fields_last) begin
                    plen$d = reply$bytes_written;
                end
                else begin
                    reply$load_word = 1'b1;
                    reply$word = ((field) & 64'hffffffffffffffff);
                    reply$start_bytes = 1'b1;
                    reply$byte_count = k$4[(32'h0)+:(4)];
                    fidx$d = fidx$q + k5$1;
                end
            end
        end
    end
    
endmodule // top$link$dispatcher$composer


module board_ulx3s_sdram$link$dispatcher$composer$any_full(d,q,clock);
    
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
          
endmodule // top$link$dispatcher$composer$any_full


module board_ulx3s_sdram$link$dispatcher$composer$apply_q(d,q,clock);
    
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
          
endmodule // top$link$dispatcher$composer$apply_q


module board_ulx3s_sdram$link$dispatcher$composer$fidx(d,q,clock);
    
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
          
endmodule // top$link$dispatcher$composer$fidx


module board_ulx3s_sdram$link$dispatcher$composer$plen(d,q,clock);
    
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
          
endmodule // top$link$dispatcher$composer$plen


module board_ulx3s_sdram$link$dispatcher$composer$r_base(d,q,clock);
    
    // Module arguments
    input wire  [9:0] d;
    output reg  [9:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 10'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$link$dispatcher$composer$r_base


module board_ulx3s_sdram$link$dispatcher$composer$r_count(d,q,clock);
    
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
          
endmodule // top$link$dispatcher$composer$r_count


module board_ulx3s_sdram$link$dispatcher$composer$r_filter(d,q,clock);
    
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
          
endmodule // top$link$dispatcher$composer$r_filter


module board_ulx3s_sdram$link$dispatcher$composer$r_len_addr(d,q,clock);
    
    // Module arguments
    input wire  [9:0] d;
    output reg  [9:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 10'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$link$dispatcher$composer$r_len_addr


module board_ulx3s_sdram$link$dispatcher$composer$r_op(d,q,clock);
    
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
          
endmodule // top$link$dispatcher$composer$r_op


module board_ulx3s_sdram$link$dispatcher$composer$r_seq(d,q,clock);
    
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
          
endmodule // top$link$dispatcher$composer$r_seq


module board_ulx3s_sdram$link$dispatcher$composer$r_status(d,q,clock);
    
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
          
endmodule // top$link$dispatcher$composer$r_status


module board_ulx3s_sdram$link$dispatcher$composer$reply(clock,reset,read_address,read_data,base,len_address,seq,op,filter,count,status,payload_len,restart,load_word,word,start_bytes,byte_count,word_held,serializer_idle,bytes_written,pack_bit_valid,pack_bit,pack_code_valid,pack_code,pack_index,write_header,header_length_now);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  [9:0] read_address;
    output reg  [7:0] read_data;
    input wire  [9:0] base;
    input wire  [9:0] len_address;
    input wire  [7:0] seq;
    input wire  [7:0] op;
    input wire  [7:0] filter;
    input wire  [15:0] count;
    input wire  [7:0] status;
    input wire  [7:0] payload_len;
    input wire  restart;
    input wire  load_word;
    input wire  [63:0] word;
    input wire  start_bytes;
    input wire  [3:0] byte_count;
    output reg  [63:0] word_held;
    output reg  serializer_idle;
    output reg  [7:0] bytes_written;
    input wire  pack_bit_valid;
    input wire  pack_bit;
    input wire  pack_code_valid;
    input wire  [1:0] pack_code;
    input wire  [12:0] pack_index;
    input wire  write_header;
    output reg  header_length_now;
    
    // Constant declarations
    localparam  version = 8'h1;
    localparam  header_len = 8'h7;
    localparam  zero3 = 3'b0;
    localparam  zero4 = 4'h0;
    localparam  zero8 = 8'h0;
    localparam  one3 = 3'b1;
    localparam  one4 = 4'h1;
    localparam  one8 = 8'h1;
    
    // Stub signals
    reg  [9:0] replies$read_address;
    wire  [7:0] replies$read_data;
    reg  [9:0] replies$write_address;
    reg  [7:0] replies$write_data;
    reg  replies$write_enable;
    reg  replies$clock;
    reg  [63:0] ser_word$d;
    wire  [63:0] ser_word$q;
    reg  ser_word$clock;
    reg  [3:0] ser_left$d;
    wire  [3:0] ser_left$q;
    reg  ser_left$clock;
    reg  [7:0] ser_written$d;
    wire  [7:0] ser_written$q;
    reg  ser_written$clock;
    reg  [7:0] packed_byte$d;
    wire  [7:0] packed_byte$q;
    reg  packed_byte$clock;
    reg  [2:0] header_byte$d;
    wire  [2:0] header_byte$q;
    reg  header_byte$clock;
    reg  write_en$d;
    wire  write_en$q;
    reg  write_en$clock;
    reg  [9:0] write_addr$d;
    wire  [9:0] write_addr$q;
    reg  write_addr$clock;
    reg  [7:0] write_data$d;
    wire  [7:0] write_data$q;
    reg  write_data$clock;
    
    // Local signals
    reg  [7:0] byte_next;
    reg  wr_en;
    reg  [9:0] wr_addr;
    reg  [7:0] wr_data;
    
    // Sub module instances
    board_ulx3s_sdram$link$dispatcher$composer$reply$replies replies(
        .read_address(replies$read_address),
        .read_data(replies$read_data),
        .write_address(replies$write_address),
        .write_data(replies$write_data),
        .write_enable(replies$write_enable),
        .clock(replies$clock)
    );
    board_ulx3s_sdram$link$dispatcher$composer$reply$ser_word ser_word(
        .d(ser_word$d),
        .q(ser_word$q),
        .clock(ser_word$clock)
    );
    board_ulx3s_sdram$link$dispatcher$composer$reply$ser_left ser_left(
        .d(ser_left$d),
        .q(ser_left$q),
        .clock(ser_left$clock)
    );
    board_ulx3s_sdram$link$dispatcher$composer$reply$ser_written ser_written(
        .d(ser_written$d),
        .q(ser_written$q),
        .clock(ser_written$clock)
    );
    board_ulx3s_sdram$link$dispatcher$composer$reply$packed_byte packed_byte(
        .d(packed_byte$d),
        .q(packed_byte$q),
        .clock(packed_byte$clock)
    );
    board_ulx3s_sdram$link$dispatcher$composer$reply$header_byte header_byte(
        .d(header_byte$d),
        .q(header_byte$q),
        .clock(header_byte$clock)
    );
    board_ulx3s_sdram$link$dispatcher$composer$reply$write_en write_en(
        .d(write_en$d),
        .q(write_en$q),
        .clock(write_en$clock)
    );
    board_ulx3s_sdram$link$dispatcher$composer$reply$write_addr write_addr(
        .d(write_addr$d),
        .q(write_addr$q),
        .clock(write_addr$clock)
    );
    board_ulx3s_sdram$link$dispatcher$composer$reply$write_data write_data(
        .d(write_data$d),
        .q(write_data$q),
        .clock(write_data$clock)
    );
    
    // Update code
    always @(*) begin
        ser_word$clock = clock;
        ser_left$clock = clock;
        ser_written$clock = clock;
        packed_byte$clock = clock;
        header_byte$clock = clock;
        write_en$clock = clock;
        write_addr$clock = clock;
        write_data$clock = clock;
        ser_word$d = ser_word$q;
        ser_left$d = ser_left$q;
        ser_written$d = ser_written$q;
        packed_byte$d = packed_byte$q;
        header_byte$d = header_byte$q;
        write_en$d = write_en$q;
        write_addr$d = write_addr$q;
        write_data$d = write_data$q;
        replies$clock = clock;
        replies$read_address = read_address;
        read_data = replies$read_data;
        serializer_idle = ser_left$q == zero4;
        bytes_written = ser_written$q;
        word_held = ser_word$q;
        header_length_now = &header_byte$q;
        byte_next = packed_byte$q;
        wr_en = 1'b0;
        wr_addr = base + ((header_len) & 10'h3ff) + ((ser_written$q) & 10'h3ff);
        wr_data = ser_word$q[(32'h0)+:(8)];
        if (ser_left$q != zero4) begin
            wr_en = 1'b1;
            ser_word$d = ser_word$q >> 32'h8;
            ser_left$d = ser_left$q - one4;
            ser_written$d = ser_written$q + one8;
        end
        if (load_word) begin
            ser_word$d = word;
        end
        if (start_bytes) begin
            ser_left$d = byte_count;
        end
        if (restart) begin
            ser_written$d = zero8;
            header_byte$d = zero3;
        end
        if (pack_bit_valid) begin
            if (pack_index[(32'h0)+:(3)] != zero3) begin
                byte_next = packed_byte$q;
            end
            else begin
                byte_next = zero8;
            end
            if (pack_bit) begin
                byte_next = byte_next | (one8 << ((pack_index[(32'h0)+:(3)]) & 8'hff));
            end
            packed_byte$d = byte_next;
            wr_en = 1'b1;
            wr_addr = base + ((header_len) & 10'h3ff) + pack_index[(32'h3)+:(10)];
            wr_data = byte_next;
        end
        if (pack_code_valid) begin
            if (pack_index[(32'h0)+:(2)] == zero3[(32'h0)+:(2)]) begin
                byte_next = ((pack_code) & 8'hff);
            end
            else begin
                byte_next = packed_byte$q | (((pack_code) & 8'hff) << (((pack_index[(32'h0)+:(2)]) & 8'hff) << 32'h1));
            end
            packed_byte$d = byte_next;
            wr_en = 1'b1;
            wr_addr = base + ((header_len) & 10'h3ff) + pack_index[(32'h2)+:(10)];
            wr_data = byte_next;
        end
        if (write_header) begin
            wr_en = 1'b1;
            wr_addr = base + ((header_byte$q) & 10'h3ff);
            header_byte$d = header_byte$q + one3;
            case (header_byte$q)
                0:
                    begin
                        wr_data = version;
                    end
                1:
                    begin
                        wr_data = seq;
                    end
                2:
                    begin
                        wr_data = op;
                    end
                3:
                    begin
                        wr_data = filter;
                    end
                4:
                    begin
                        wr_data = count[(32'h0)+:(8)];
                    end
                5:
                    begin
                        wr_data = count[(32'h8)+:(8)];
                    end
                6:
                    begin
                        wr_data = status;
                    end
                default:
                    begin
                        wr_addr = len_address;
                        wr_data = payload_len + header_len;
                    end
            endcase
        end
        write_en$d = wr_en;
        write_addr$d = wr_addr;
        write_data$d = wr_data;
        replies$write_enable = write_en$q;
        replies$write_address = write_addr$q;
        replies$write_data = write_data$q;
        if (reset) begin
            write_en$d = 1'b0;
            ser_left$d = zero4;
        end
    end
    
endmodule // top$link$dispatcher$composer$reply


module board_ulx3s_sdram$link$dispatcher$composer$reply$header_byte(d,q,clock);
    
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
          
endmodule // top$link$dispatcher$composer$reply$header_byte


module board_ulx3s_sdram$link$dispatcher$composer$reply$packed_byte(d,q,clock);
    
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
          
endmodule // top$link$dispatcher$composer$reply$packed_byte


module board_ulx3s_sdram$link$dispatcher$composer$reply$replies(read_address,read_data,write_address,write_data,write_enable,clock);
    
    // Module arguments
    input wire  [9:0] read_address;
    output reg  [7:0] read_data;
    input wire  [9:0] write_address;
    input wire  [7:0] write_data;
    input wire  write_enable;
    input wire  clock;
    
    // Update code (custom)
    (* no_rw_check *)
    reg[7:0] mem[1023:0];
    
    always @(posedge clock) begin
       read_data <= mem[read_address];
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
endmodule // top$link$dispatcher$composer$reply$replies


module board_ulx3s_sdram$link$dispatcher$composer$reply$ser_left(d,q,clock);
    
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
          
endmodule // top$link$dispatcher$composer$reply$ser_left


module board_ulx3s_sdram$link$dispatcher$composer$reply$ser_word(d,q,clock);
    
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
          
endmodule // top$link$dispatcher$composer$reply$ser_word


module board_ulx3s_sdram$link$dispatcher$composer$reply$ser_written(d,q,clock);
    
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
          
endmodule // top$link$dispatcher$composer$reply$ser_written


module board_ulx3s_sdram$link$dispatcher$composer$reply$write_addr(d,q,clock);
    
    // Module arguments
    input wire  [9:0] d;
    output reg  [9:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 10'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$link$dispatcher$composer$reply$write_addr


module board_ulx3s_sdram$link$dispatcher$composer$reply$write_data(d,q,clock);
    
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
          
endmodule // top$link$dispatcher$composer$reply$write_data


module board_ulx3s_sdram$link$dispatcher$composer$reply$write_en(d,q,clock);
    
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
          
endmodule // top$link$dispatcher$composer$reply$write_en


module board_ulx3s_sdram$link$dispatcher$composer$stat(d,q,clock);
    
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
          
endmodule // top$link$dispatcher$composer$stat


module board_ulx3s_sdram$link$dispatcher$counters(clock,reset,ev_good,ev_bad_crc,ev_bad_length,ev_busy,ev_uart_error,ev_start_bit,ev_length_mismatch,ev_bad_request,ev_replay,ev_out_of_sequence,frames,bad_crc,bad_length,bad_request,out_of_sequence,replays,busy,uart_errors,boot_epoch);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  ev_good;
    input wire  ev_bad_crc;
    input wire  ev_bad_length;
    input wire  ev_busy;
    input wire  ev_uart_error;
    input wire  ev_start_bit;
    input wire  ev_length_mismatch;
    input wire  ev_bad_request;
    input wire  ev_replay;
    input wire  ev_out_of_sequence;
    output reg  [31:0] frames;
    output reg  [31:0] bad_crc;
    output reg  [31:0] bad_length;
    output reg  [31:0] bad_request;
    output reg  [31:0] out_of_sequence;
    output reg  [31:0] replays;
    output reg  [31:0] busy;
    output reg  [31:0] uart_errors;
    output reg  [31:0] boot_epoch;
    
    // Constant declarations
    localparam  one32 = 32'h1;
    localparam  zero2 = 2'b0;
    localparam  one2 = 2'b1;
    localparam  zero32 = 32'h0;
    
    // Stub signals
    reg  strobe_good$d;
    wire  strobe_good$q;
    reg  strobe_good$clock;
    reg  strobe_bad_crc$d;
    wire  strobe_bad_crc$q;
    reg  strobe_bad_crc$clock;
    reg  [1:0] strobe_bad_length$d;
    wire  [1:0] strobe_bad_length$q;
    reg  strobe_bad_length$clock;
    reg  strobe_busy$d;
    wire  strobe_busy$q;
    reg  strobe_busy$clock;
    reg  strobe_uart$d;
    wire  strobe_uart$q;
    reg  strobe_uart$clock;
    reg  strobe_bad_request$d;
    wire  strobe_bad_request$q;
    reg  strobe_bad_request$clock;
    reg  strobe_replay$d;
    wire  strobe_replay$q;
    reg  strobe_replay$clock;
    reg  strobe_out_of_sequence$d;
    wire  strobe_out_of_sequence$q;
    reg  strobe_out_of_sequence$clock;
    reg  [31:0] count_frames$d;
    wire  [31:0] count_frames$q;
    reg  count_frames$clock;
    reg  [31:0] count_bad_crc$d;
    wire  [31:0] count_bad_crc$q;
    reg  count_bad_crc$clock;
    reg  [31:0] count_bad_length$d;
    wire  [31:0] count_bad_length$q;
    reg  count_bad_length$clock;
    reg  [31:0] count_bad_request$d;
    wire  [31:0] count_bad_request$q;
    reg  count_bad_request$clock;
    reg  [31:0] count_out_of_sequence$d;
    wire  [31:0] count_out_of_sequence$q;
    reg  count_out_of_sequence$clock;
    reg  [31:0] count_replays$d;
    wire  [31:0] count_replays$q;
    reg  count_replays$clock;
    reg  [31:0] count_busy$d;
    wire  [31:0] count_busy$q;
    reg  count_busy$clock;
    reg  [31:0] count_uart$d;
    wire  [31:0] count_uart$q;
    reg  count_uart$clock;
    reg  [31:0] cycles$d;
    wire  [31:0] cycles$q;
    reg  cycles$clock;
    reg  [31:0] epoch$d;
    wire  [31:0] epoch$q;
    reg  epoch$clock;
    reg  epoch_set$d;
    wire  epoch_set$q;
    reg  epoch_set$clock;
    
    // Local signals
    reg  [1:0] bad_lengths;
    
    // Sub module instances
    board_ulx3s_sdram$link$dispatcher$counters$strobe_good strobe_good(
        .d(strobe_good$d),
        .q(strobe_good$q),
        .clock(strobe_good$clock)
    );
    board_ulx3s_sdram$link$dispatcher$counters$strobe_bad_crc strobe_bad_crc(
        .d(strobe_bad_crc$d),
        .q(strobe_bad_crc$q),
        .clock(strobe_bad_crc$clock)
    );
    board_ulx3s_sdram$link$dispatcher$counters$strobe_bad_length strobe_bad_length(
        .d(strobe_bad_length$d),
        .q(strobe_bad_length$q),
        .clock(strobe_bad_length$clock)
    );
    board_ulx3s_sdram$link$dispatcher$counters$strobe_busy strobe_busy(
        .d(strobe_busy$d),
        .q(strobe_busy$q),
        .clock(strobe_busy$clock)
    );
    board_ulx3s_sdram$link$dispatcher$counters$strobe_uart strobe_uart(
        .d(strobe_uart$d),
        .q(strobe_uart$q),
        .clock(strobe_uart$clock)
    );
    board_ulx3s_sdram$link$dispatcher$counters$strobe_bad_request strobe_bad_request(
        .d(strobe_bad_request$d),
        .q(strobe_bad_request$q),
        .clock(strobe_bad_request$clock)
    );
    board_ulx3s_sdram$link$dispatcher$counters$strobe_replay strobe_replay(
        .d(strobe_replay$d),
        .q(strobe_replay$q),
        .clock(strobe_replay$clock)
    );
    board_ulx3s_sdram$link$dispatcher$counters$strobe_out_of_sequence strobe_out_of_sequence(
        .d(strobe_out_of_sequence$d),
        .q(strobe_out_of_sequence$q),
        .clock(strobe_out_of_sequence$clock)
    );
    board_ulx3s_sdram$link$dispatcher$counters$count_frames count_frames(
        .d(count_frames$d),
        .q(count_frames$q),
        .clock(count_frames$clock)
    );
    board_ulx3s_sdram$link$dispatcher$counters$count_bad_crc count_bad_crc(
        .d(count_bad_crc$d),
        .q(count_bad_crc$q),
        .clock(count_bad_crc$clock)
    );
    board_ulx3s_sdram$link$dispatcher$counters$count_bad_length count_bad_length(
        .d(count_bad_length$d),
        .q(count_bad_length$q),
        .clock(count_bad_length$clock)
    );
    board_ulx3s_sdram$link$dispatcher$counters$count_bad_request count_bad_request(
        .d(count_bad_request$d),
        .q(count_bad_request$q),
        .clock(count_bad_request$clock)
    );
    board_ulx3s_sdram$link$dispatcher$counters$count_out_of_sequence count_out_of_sequence(
        .d(count_out_of_sequence$d),
        .q(count_out_of_sequence$q),
        .clock(count_out_of_sequence$clock)
    );
    board_ulx3s_sdram$link$dispatcher$counters$count_replays count_replays(
        .d(count_replays$d),
        .q(count_replays$q),
        .clock(count_replays$clock)
    );
    board_ulx3s_sdram$link$dispatcher$counters$count_busy count_busy(
        .d(count_busy$d),
        .q(count_busy$q),
        .clock(count_busy$clock)
    );
    board_ulx3s_sdram$link$dispatcher$counters$count_uart count_uart(
        .d(count_uart$d),
        .q(count_uart$q),
        .clock(count_uart$clock)
    );
    board_ulx3s_sdram$link$dispatcher$counters$cycles cycles(
        .d(cycles$d),
        .q(cycles$q),
        .clock(cycles$clock)
    );
    board_ulx3s_sdram$link$dispatcher$counters$epoch epoch(
        .d(epoch$d),
        .q(epoch$q),
        .clock(epoch$clock)
    );
    board_ulx3s_sdram$link$dispatcher$counters$epoch_set epoch_set(
        .d(epoch_set$d),
        .q(epoch_set$q),
        .clock(epoch_set$clock)
    );
    
    // Update code
    always @(*) begin
        strobe_good$clock = clock;
        strobe_bad_crc$clock = clock;
        strobe_bad_length$clock = clock;
        strobe_busy$clock = clock;
        strobe_uart$clock = clock;
        strobe_bad_request$clock = clock;
        strobe_replay$clock = clock;
        strobe_out_of_sequence$clock = clock;
        count_frames$clock = clock;
        count_bad_crc$clock = clock;
        count_bad_length$clock = clock;
        count_bad_request$clock = clock;
        count_out_of_sequence$clock = clock;
        count_replays$clock = clock;
        count_busy$clock = clock;
        count_uart$clock = clock;
        cycles$clock = clock;
        epoch$clock = clock;
        epoch_set$clock = clock;
        strobe_good$d = strobe_good$q;
        strobe_bad_crc$d = strobe_bad_crc$q;
        strobe_bad_length$d = strobe_bad_length$q;
        strobe_busy$d = strobe_busy$q;
        strobe_uart$d = strobe_uart$q;
        strobe_bad_request$d = strobe_bad_request$q;
        strobe_replay$d = strobe_replay$q;
        strobe_out_of_sequence$d = strobe_out_of_sequence$q;
        count_frames$d = count_frames$q;
        count_bad_crc$d = count_bad_crc$q;
        count_bad_length$d = count_bad_length$q;
        count_bad_request$d = count_bad_request$q;
        count_out_of_sequence$d = count_out_of_sequence$q;
        count_replays$d = count_replays$q;
        count_busy$d = count_busy$q;
        count_uart$d = count_uart$q;
        cycles$d = cycles$q;
        epoch$d = epoch$q;
        epoch_set$d = epoch_set$q;
        cycles$d = cycles$q + one32;
        if (ev_start_bit & ~epoch_set$q) begin
            epoch$d = cycles$q | one32;
            epoch_set$d = 1'b1;
        end
        strobe_good$d = ev_good;
        strobe_bad_crc$d = ev_bad_crc;
        bad_lengths = zero2;
        if (ev_bad_length) begin
            bad_lengths = one2;
        end
        if (ev_length_mismatch) begin
            bad_lengths = bad_lengths + one2;
        end
        strobe_bad_length$d = bad_lengths;
        strobe_busy$d = ev_busy;
        strobe_uart$d = ev_uart_error;
        strobe_bad_request$d = ev_bad_request;
        strobe_replay$d = ev_replay;
        strobe_out_of_sequence$d = ev_out_of_sequence;
        if (strobe_good$q) begin
            count_frames$d = count_frames$q + one32;
        end
        if (strobe_bad_crc$q) begin
            count_bad_crc$d = count_bad_crc$q + one32;
        end
        count_bad_length$d = count_bad_length$q + ((strobe_bad_length$q) & 32'hffffffff);
        if (strobe_bad_request$q) begin
            count_bad_request$d = count_bad_request$q + one32;
        end
        if (strobe_out_of_sequence$q) begin
            count_out_of_sequence$d = count_out_of_sequence$q + one32;
        end
        if (strobe_replay$q) begin
            count_replays$d = count_replays$q + one32;
        end
        if (strobe_busy$q) begin
            count_busy$d = count_busy$q + one32;
        end
        if (strobe_uart$q) begin
            count_uart$d = count_uart$q + one32;
        end
        frames = count_frames$q;
        bad_crc = count_bad_crc$q;
        bad_length = count_bad_length$q;
        bad_request = count_bad_request$q;
        out_of_sequence = count_out_of_sequence$q;
        replays = count_replays$q;
        busy = count_busy$q;
        uart_errors = count_uart$q;
        boot_epoch = epoch$q;
        if (reset) begin
            epoch_set$d = 1'b0;
            cycles$d = zero32;
            count_frames$d = zero32;
            count_bad_crc$d = zero32;
            count_bad_length$d = zero32;
            count_bad_request$d = zero32;
            count_out_of_sequence$d = zero32;
            count_replays$d = zero32;
            count_busy$d = zero32;
            count_uart$d = zero32;
            strobe_good$d = 1'b0;
            strobe_bad_crc$d = 1'b0;
            strobe_bad_length$d = zero2;
            strobe_busy$d = 1'b0;
            strobe_uart$d = 1'b0;
            strobe_bad_request$d = 1'b0;
            strobe_replay$d = 1'b0;
            strobe_out_of_sequence$d = 1'b0;
        end
    end
    
endmodule // top$link$dispatcher$counters


module board_ulx3s_sdram$link$dispatcher$counters$count_bad_crc(d,q,clock);
    
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
          
endmodule // top$link$dispatcher$counters$count_bad_crc


module board_ulx3s_sdram$link$dispatcher$counters$count_bad_length(d,q,clock);
    
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
          
endmodule // top$link$dispatcher$counters$count_bad_length


module board_ulx3s_sdram$link$dispatcher$counters$count_bad_request(d,q,clock);
    
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
          
endmodule // top$link$dispatcher$counters$count_bad_request


module board_ulx3s_sdram$link$dispatcher$counters$count_busy(d,q,clock);
    
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
          
endmodule // top$link$dispatcher$counters$count_busy


module board_ulx3s_sdram$link$dispatcher$counters$count_frames(d,q,clock);
    
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
          
endmodule // top$link$dispatcher$counters$count_frames


module board_ulx3s_sdram$link$dispatcher$counters$count_out_of_sequence(d,q,clock);
    
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
          
endmodule // top$link$dispatcher$counters$count_out_of_sequence


module board_ulx3s_sdram$link$dispatcher$counters$count_replays(d,q,clock);
    
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
          
endmodule // top$link$dispatcher$counters$count_replays


module board_ulx3s_sdram$link$dispatcher$counters$count_uart(d,q,clock);
    
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
          
endmodule // top$link$dispatcher$counters$count_uart


module board_ulx3s_sdram$link$dispatcher$counters$cycles(d,q,clock);
    
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
          
endmodule // top$link$dispatcher$counters$cycles


module board_ulx3s_sdram$link$dispatcher$counters$epoch(d,q,clock);
    
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
          
endmodule // top$link$dispatcher$counters$epoch


module board_ulx3s_sdram$link$dispatcher$counters$epoch_set(d,q,clock);
    
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
          
endmodule // top$link$dispatcher$counters$epoch_set


module board_ulx3s_sdram$link$dispatcher$counters$strobe_bad_crc(d,q,clock);
    
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
          
endmodule // top$link$dispatcher$counters$strobe_bad_crc


module board_ulx3s_sdram$link$dispatcher$counters$strobe_bad_length(d,q,clock);
    
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
          
endmodule // top$link$dispatcher$counters$strobe_bad_length


module board_ulx3s_sdram$link$dispatcher$counters$strobe_bad_request(d,q,clock);
    
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
          
endmodule // top$link$dispatcher$counters$strobe_bad_request


module board_ulx3s_sdram$link$dispatcher$counters$strobe_busy(d,q,clock);
    
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
          
endmodule // top$link$dispatcher$counters$strobe_busy


module board_ulx3s_sdram$link$dispatcher$counters$strobe_good(d,q,clock);
    
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
          
endmodule // top$link$dispatcher$counters$strobe_good


module board_ulx3s_sdram$link$dispatcher$counters$strobe_out_of_sequence(d,q,clock);
    
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
          
endmodule // top$link$dispatcher$counters$strobe_out_of_sequence


module board_ulx3s_sdram$link$dispatcher$counters$strobe_replay(d,q,clock);
    
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
          
endmodule // top$link$dispatcher$counters$strobe_replay


module board_ulx3s_sdram$link$dispatcher$counters$strobe_uart(d,q,clock);
    
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
          
endmodule // top$link$dispatcher$counters$strobe_uart


module board_ulx3s_sdram$link$dispatcher$decoder(clock,version,seq,opcode,filter,count,frame_len,expected,cache_valid,bad_request,bad_request_status,bad_length,info,stats,addressed,single,keyed,replay,out_of_sequence);
    
    // Module arguments
    input wire  clock;
    input wire  [7:0] version;
    input wire  [7:0] seq;
    input wire  [7:0] opcode;
    input wire  [7:0] filter;
    input wire  [15:0] count;
    input wire  [9:0] frame_len;
    input wire  [7:0] expected;
    input wire  [15:0] cache_valid;
    output reg  bad_request;
    output reg  [7:0] bad_request_status;
    output reg  bad_length;
    output reg  info;
    output reg  stats;
    output reg  addressed;
    output reg  single;
    output reg  keyed;
    output reg  replay;
    output reg  out_of_sequence;
    
    // Constant declarations
    localparam  op_info = 8'h1;
    localparam  op_clear = 8'h2;
    localparam  op_insert = 8'h3;
    localparam  op_query = 8'h4;
    localparam  op_delete = 8'h5;
    localparam  op_count = 8'h6;
    localparam  op_stats = 8'h7;
    localparam  op_dump = 8'h8;
    localparam  op_load = 8'h9;
    localparam  no_op = 8'h0;
    localparam  filter_bloom = 8'h0;
    localparam  filter_cuckoo = 8'h1;
    localparam  protocol_version = 8'h1;
    localparam  status_bad_filter = 8'h5;
    localparam  status_unknown_opcode = 8'h3;
    localparam  status_unsupported_version = 8'h4;
    localparam  max_keys = 16'h3c;
    localparam  dump_bloom = 16'hc;
    localparam  dump_cuckoo = 16'h3;
    localparam  load_bloom = 16'hf0;
    localparam  load_cuckoo = 16'h3c;
    localparam  bloom_counts = 1'b0;
    localparam  bloom_word_shift = 2'b1;
    localparam  has_cuckoo = 1'b1;
    localparam  min_frame = 16'ha;
    localparam  addressed_frame = 16'he;
    localparam  window_behind = 4'hf;
    localparam  zero8 = 8'h0;
    localparam  zero16 = 16'h0;
    
    // Stub signals
    reg  [15:0] count_limit$d;
    wire  [15:0] count_limit$q;
    reg  count_limit$clock;
    reg  [15:0] length_wanted$d;
    wire  [15:0] length_wanted$q;
    reg  length_wanted$clock;
    reg  count_within_limit$d;
    wire  count_within_limit$q;
    reg  count_within_limit$clock;
    reg  count_nonzero$d;
    wire  count_nonzero$q;
    reg  count_nonzero$clock;
    reg  takes_no_count$d;
    wire  takes_no_count$q;
    reg  takes_no_count$clock;
    reg  length_matches$d;
    wire  length_matches$q;
    reg  length_matches$clock;
    reg  version_ok$d;
    wire  version_ok$q;
    reg  version_ok$clock;
    reg  opcode_ok$d;
    wire  opcode_ok$q;
    reg  opcode_ok$clock;
    reg  filter_ok$d;
    wire  filter_ok$q;
    reg  filter_ok$clock;
    reg  length_ok$d;
    wire  length_ok$q;
    reg  length_ok$clock;
    reg  is_next$d;
    wire  is_next$q;
    reg  is_next$clock;
    reg  in_window$d;
    wire  in_window$q;
    reg  in_window$clock;
    reg  outcome_bad_request$d;
    wire  outcome_bad_request$q;
    reg  outcome_bad_request$clock;
    reg  [7:0] outcome_status$d;
    wire  [7:0] outcome_status$q;
    reg  outcome_status$clock;
    reg  outcome_bad_length$d;
    wire  outcome_bad_length$q;
    reg  outcome_bad_length$clock;
    reg  outcome_info$d;
    wire  outcome_info$q;
    reg  outcome_info$clock;
    reg  outcome_stats$d;
    wire  outcome_stats$q;
    reg  outcome_stats$clock;
    reg  outcome_addressed$d;
    wire  outcome_addressed$q;
    reg  outcome_addressed$clock;
    reg  outcome_single$d;
    wire  outcome_single$q;
    reg  outcome_single$clock;
    reg  outcome_keyed$d;
    wire  outcome_keyed$q;
    reg  outcome_keyed$clock;
    reg  outcome_replay$d;
    wire  outcome_replay$q;
    reg  outcome_replay$clock;
    reg  outcome_out_of_sequence$d;
    wire  outcome_out_of_sequence$q;
    reg  outcome_out_of_sequence$clock;
    
    // Local signals
    reg  is_cuckoo;
    reg  filter_allowed;
    reg  [15:0] count_limit_now;
    reg  [15:0] length_wanted_now;
    reg  count_ok;
    reg  [7:0] seq_distance;
    reg  [15:0] cached;
    reg  header_ok;
    reg  sequenced;
    
    // Sub module instances
    board_ulx3s_sdram$link$dispatcher$decoder$count_limit count_limit(
        .d(count_limit$d),
        .q(count_limit$q),
        .clock(count_limit$clock)
    );
    board_ulx3s_sdram$link$dispatcher$decoder$length_wanted length_wanted(
        .d(length_wanted$d),
        .q(length_wanted$q),
        .clock(length_wanted$clock)
    );
    board_ulx3s_sdram$link$dispatcher$decoder$count_within_limit count_within_limit(
        .d(count_within_limit$d),
        .q(count_within_limit$q),
        .clock(count_within_limit$clock)
    );
    board_ulx3s_sdram$link$dispatcher$decoder$count_nonzero count_nonzero(
        .d(count_nonzero$d),
        .q(count_nonzero$q),
        .clock(count_nonzero$clock)
    );
    board_ulx3s_sdram$link$dispatcher$decoder$takes_no_count takes_no_count(
        .d(takes_no_count$d),
        .q(takes_no_count$q),
        .clock(takes_no_count$clock)
    );
    board_ulx3s_sdram$link$dispatcher$decoder$length_matches length_matches(
        .d(length_matches$d),
        .q(length_matches$q),
        .clock(length_matches$clock)
    );
    board_ulx3s_sdram$link$dispatcher$decoder$version_ok version_ok(
        .d(version_ok$d),
        .q(version_ok$q),
        .clock(version_ok$clock)
    );
    board_ulx3s_sdram$link$dispatcher$decoder$opcode_ok opcode_ok(
        .d(opcode_ok$d),
        .q(opcode_ok$q),
        .clock(opcode_ok$clock)
    );
    board_ulx3s_sdram$link$dispatcher$decoder$filter_ok filter_ok(
        .d(filter_ok$d),
        .q(filter_ok$q),
        .clock(filter_ok$clock)
    );
    board_ulx3s_sdram$link$dispatcher$decoder$length_ok length_ok(
        .d(length_ok$d),
        .q(length_ok$q),
        .clock(length_ok$clock)
    );
    board_ulx3s_sdram$link$dispatcher$decoder$is_next is_next(
        .d(is_next$d),
        .q(is_next$q),
        .clock(is_next$clock)
    );
    board_ulx3s_sdram$link$dispatcher$decoder$in_window in_window(
        .d(in_window$d),
        .q(in_window$q),
        .clock(in_window$clock)
    );
    board_ulx3s_sdram$link$dispatcher$decoder$outcome_bad_request outcome_bad_request(
        .d(outcome_bad_request$d),
        .q(outcome_bad_request$q),
        .clock(outcome_bad_request$clock)
    );
    board_ulx3s_sdram$link$dispatcher$decoder$outcome_status outcome_status(
        .d(outcome_status$d),
        .q(outcome_status$q),
        .clock(outcome_status$clock)
    );
    board_ulx3s_sdram$link$dispatcher$decoder$outcome_bad_length outcome_bad_length(
        .d(outcome_bad_length$d),
        .q(outcome_bad_length$q),
        .clock(outcome_bad_length$clock)
    );
    board_ulx3s_sdram$link$dispatcher$decoder$outcome_info outcome_info(
        .d(outcome_info$d),
        .q(outcome_info$q),
        .clock(outcome_info$clock)
    );
    board_ulx3s_sdram$link$dispatcher$decoder$outcome_stats outcome_stats(
        .d(outcome_stats$d),
        .q(outcome_stats$q),
        .clock(outcome_stats$clock)
    );
    board_ulx3s_sdram$link$dispatcher$decoder$outcome_addressed outcome_addressed(
        .d(outcome_addressed$d),
        .q(outcome_addressed$q),
        .clock(outcome_addressed$clock)
    );
    board_ulx3s_sdram$link$dispatcher$decoder$outcome_single outcome_single(
        .d(outcome_single$d),
        .q(outcome_single$q),
        .clock(outcome_single$clock)
    );
    board_ulx3s_sdram$link$dispatcher$decoder$outcome_keyed outcome_keyed(
        .d(outcome_keyed$d),
        .q(outcome_keyed$q),
        .clock(outcome_keyed$clock)
    );
    board_ulx3s_sdram$link$dispatcher$decoder$outcome_replay outcome_replay(
        .d(outcome_replay$d),
        .q(outcome_replay$q),
        .clock(outcome_replay$clock)
    );
    board_ulx3s_sdram$link$dispatcher$decoder$outcome_out_of_sequence outcome_out_of_sequence(
        .d(outcome_out_of_sequence$d),
        .q(outcome_out_of_sequence$q),
        .clock(outcome_out_of_sequence$clock)
    );
    
    // Update code
    always @(*) begin
        count_limit$clock = clock;
        length_wanted$clock = clock;
        count_within_limit$clock = clock;
        count_nonzero$clock = clock;
        takes_no_count$clock = clock;
        length_matches$clock = clock;
        version_ok$clock = clock;
        opcode_ok$clock = clock;
        filter_ok$clock = clock;
        length_ok$clock = clock;
        is_next$clock = clock;
        in_window$clock = clock;
        outcome_bad_request$clock = clock;
        outcome_status$clock = clock;
        outcome_bad_length$clock = clock;
        outcome_info$clock = clock;
        outcome_stats$clock = clock;
        outcome_addressed$clock = clock;
        outcome_single$clock = clock;
        outcome_keyed$clock = clock;
        outcome_replay$clock = clock;
        outcome_out_of_sequence$clock = clock;
        count_limit$d = count_limit$q;
        length_wanted$d = length_wanted$q;
        count_within_limit$d = count_within_limit$q;
        count_nonzero$d = count_nonzero$q;
        takes_no_count$d = takes_no_count$q;
        length_matches$d = length_matches$q;
        version_ok$d = version_ok$q;
        opcode_ok$d = opcode_ok$q;
        filter_ok$d = filter_ok$q;
        length_ok$d = length_ok$q;
        is_next$d = is_next$q;
        in_window$d = in_window$q;
        outcome_bad_request$d = outcome_bad_request$q;
        outcome_status$d = outcome_status$q;
        outcome_bad_length$d = outcome_bad_length$q;
        outcome_info$d = outcome_info$q;
        outcome_stats$d = outcome_stats$q;
        outcome_addressed$d = outcome_addressed$q;
        outcome_single$d = outcome_single$q;
        outcome_keyed$d = outcome_keyed$q;
        outcome_replay$d = outcome_replay$q;
        outcome_out_of_sequence$d = outcome_out_of_sequence$q;
        is_cuckoo = filter[32'h0];
        filter_allowed = (filter == filter_bloom) | ((filter == filter_cuckoo) & has_cuckoo);
        if (opcode == op_count) begin
            filter_allowed = (filter == filter_cuckoo) & has_cuckoo;
        end
        if (opcode == op_delete) begin
            filter_allowed = ((filter == filter_cuckoo) & has_cuckoo) | (bloom_counts & (filter == filter_bloom));
        end
        if (opcode == op_info) begin
            filter_allowed = 1'b1;
        end
        count_limit_now = zero16;
        length_wanted_now = min_frame;
        if ((opcode == op_insert) | (opcode == op_query) | (opcode == op_delete)) begin
            count_limit_now = max_keys;
            length_wanted_now = min_frame + (count << 32'h3);
        end
        if (opcode == op_dump) begin
            if (is_cuckoo) begin
                count_limit_now = dump_cuckoo;
            end
            else begin
                count_limit_now = dump_bloom;
            end
            length_wanted_now = addressed_frame;
        end
        if (opcode == op_load) begin
            if (is_cuckoo) begin
                count_limit_now = load_cuckoo;
                length_wanted_now = addressed_frame + (count << 32'h3);
            end
            else begin
                count_limit_now = load_bloom;
                length_wanted_now = addressed_frame + (count << bloom_word_shift);
            end
        end
        count_limit$d = count_limit_now;
        length_wanted$d = length_wanted_now;
        count_within_limit$d = count <= count_limit$q;
        count_nonzero$d = count != zero16;
        takes_no_count$d = count_limit$q == zero16;
        length_matches$d = ((frame_len) & 16'hffff) == length_wanted$q;
        if (takes_no_count$q) begin
            count_ok = ~count_nonzero$q;
        end
        else begin
            count_ok = count_nonzero$q & count_within_limit$q;
        end
        seq_distance = seq - expected;
        cached = cache_valid >> ((seq[(32'h0)+:(4)]) & 16'hffff);
        version_ok$d = version == protocol_version;
        opcode_ok$d = (opcode != no_op) & (opcode <= op_load);
        filter_ok$d = filter_allowed;
        length_ok$d = count_ok & length_matches$q;
        is_next$d = seq_distance == zero8;
        in_window$d = (seq_distance[(32'h4)+:(4)] == window_behind) & cached[32'h0];
        outcome_bad_request$d = ~(version_ok$q & opcode_ok$q & filter_ok$q);
        outcome_status$d = status_bad_filter;
        if (~opcode_ok$q) begin
            outcome_status$d = status_unknown_opcode;
        end
        if (~version_ok$q) begin
            outcome_status$d = status_unsupported_version;
        end
        header_ok = version_ok$q & opcode_ok$q & filter_ok$q & length_ok$q;
        outcome_bad_length$d = ~outcome_bad_request$d & ~length_ok$q;
        outcome_info$d = header_ok & (opcode == op_info);
        outcome_stats$d = header_ok & (opcode == op_stats);
        sequenced = header_ok & (opcode != op_info) & (opcode != op_stats);
        outcome_addressed$d = sequenced & is_next$q & ((opcode == op_dump) | (opcode == op_load));
        outcome_single$d = sequenced & is_next$q & ((opcode == op_clear) | (opcode == op_count));
        outcome_keyed$d = sequenced & is_next$q & (opcode != op_clear) & (opcode != op_count) & (opcode != op_dump) & (opcode != op_load);
        outcome_replay$d = sequenced & ~is_next$q & in_window$q;
        outcome_out_of_sequence$d = sequenced & ~is_next$q & ~in_window$q;
        bad_request = outcome_bad_request$q;
        bad_request_status = outcome_status$q;
        bad_length = outcome_bad_length$q;
        info = outcome_info$q;
        stats = outcome_stats$q;
        addressed = outcome_addressed$q;
        single = outcome_single$q;
        keyed = outcome_keyed$q;
        replay = outcome_replay$q;
        out_of_sequence = outcome_out_of_sequence$q;
    end
    
endmodule // top$link$dispatcher$decoder


module board_ulx3s_sdram$link$dispatcher$decoder$count_limit(d,q,clock);
    
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
          
endmodule // top$link$dispatcher$decoder$count_limit


module board_ulx3s_sdram$link$dispatcher$decoder$count_nonzero(d,q,clock);
    
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
          
endmodule // top$link$dispatcher$decoder$count_nonzero


module board_ulx3s_sdram$link$dispatcher$decoder$count_within_limit(d,q,clock);
    
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
          
endmodule // top$link$dispatcher$decoder$count_within_limit


module board_ulx3s_sdram$link$dispatcher$decoder$filter_ok(d,q,clock);
    
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
          
endmodule // top$link$dispatcher$decoder$filter_ok


module board_ulx3s_sdram$link$dispatcher$decoder$in_window(d,q,clock);
    
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
          
endmodule // top$link$dispatcher$decoder$in_window


module board_ulx3s_sdram$link$dispatcher$decoder$is_next(d,q,clock);
    
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
          
endmodule // top$link$dispatcher$decoder$is_next


module board_ulx3s_sdram$link$dispatcher$decoder$length_matches(d,q,clock);
    
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
          
endmodule // top$link$dispatcher$decoder$length_matches


module board_ulx3s_sdram$link$dispatcher$decoder$length_ok(d,q,clock);
    
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
          
endmodule // top$link$dispatcher$decoder$length_ok


module board_ulx3s_sdram$link$dispatcher$decoder$length_wanted(d,q,clock);
    
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
          
endmodule // top$link$dispatcher$decoder$length_wanted


module board_ulx3s_sdram$link$dispatcher$decoder$opcode_ok(d,q,clock);
    
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
          
endmodule // top$link$dispatcher$decoder$opcode_ok


module board_ulx3s_sdram$link$dispatcher$decoder$outcome_addressed(d,q,clock);
    
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
          
endmodule // top$link$dispatcher$decoder$outcome_addressed


module board_ulx3s_sdram$link$dispatcher$decoder$outcome_bad_length(d,q,clock);
    
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
          
endmodule // top$link$dispatcher$decoder$outcome_bad_length


module board_ulx3s_sdram$link$dispatcher$decoder$outcome_bad_request(d,q,clock);
    
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
          
endmodule // top$link$dispatcher$decoder$outcome_bad_request


module board_ulx3s_sdram$link$dispatcher$decoder$outcome_info(d,q,clock);
    
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
          
endmodule // top$link$dispatcher$decoder$outcome_info


module board_ulx3s_sdram$link$dispatcher$decoder$outcome_keyed(d,q,clock);
    
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
          
endmodule // top$link$dispatcher$decoder$outcome_keyed


module board_ulx3s_sdram$link$dispatcher$decoder$outcome_out_of_sequence(d,q,clock);
    
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
          
endmodule // top$link$dispatcher$decoder$outcome_out_of_sequence


module board_ulx3s_sdram$link$dispatcher$decoder$outcome_replay(d,q,clock);
    
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
          
endmodule // top$link$dispatcher$decoder$outcome_replay


module board_ulx3s_sdram$link$dispatcher$decoder$outcome_single(d,q,clock);
    
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
          
endmodule // top$link$dispatcher$decoder$outcome_single


module board_ulx3s_sdram$link$dispatcher$decoder$outcome_stats(d,q,clock);
    
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
          
endmodule // top$link$dispatcher$decoder$outcome_stats


module board_ulx3s_sdram$link$dispatcher$decoder$outcome_status(d,q,clock);
    
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
          
endmodule // top$link$dispatcher$decoder$outcome_status


module board_ulx3s_sdram$link$dispatcher$decoder$takes_no_count(d,q,clock);
    
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
          
endmodule // top$link$dispatcher$decoder$takes_no_count


module board_ulx3s_sdram$link$dispatcher$decoder$version_ok(d,q,clock);
    
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
          
endmodule // top$link$dispatcher$decoder$version_ok


module board_ulx3s_sdram$link$dispatcher$engines(clock,reset,cuckoo,req_clear,req_insert,req_delete,req_count,req_stats,req_dump,req_load,key_word,address,offer,engine_ready,op_code,op_key,op_data,bloom_valid,bloom_ready,cuckoo_valid,cuckoo_ready,bloom_out_valid,bloom_out_ready,bloom_out_hit,bloom_out_word,cuckoo_out_valid,cuckoo_out_ready,cuckoo_out_code,cuckoo_out_data,want_result,result_ready,result_word,result_taken,result_hit,result_code);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  cuckoo;
    input wire  req_clear;
    input wire  req_insert;
    input wire  req_delete;
    input wire  req_count;
    input wire  req_stats;
    input wire  req_dump;
    input wire  req_load;
    input wire  [63:0] key_word;
    input wire  [31:0] address;
    input wire  offer;
    output reg  engine_ready;
    output reg  [2:0] op_code;
    output reg  [63:0] op_key;
    output reg  [63:0] op_data;
    output reg  bloom_valid;
    input wire  bloom_ready;
    output reg  cuckoo_valid;
    input wire  cuckoo_ready;
    input wire  bloom_out_valid;
    output reg  bloom_out_ready;
    input wire  bloom_out_hit;
    input wire  [31:0] bloom_out_word;
    input wire  cuckoo_out_valid;
    output reg  cuckoo_out_ready;
    input wire  [1:0] cuckoo_out_code;
    input wire  [63:0] cuckoo_out_data;
    input wire  want_result;
    output reg  result_ready;
    output reg  [63:0] result_word;
    output reg  result_taken;
    output reg  result_hit;
    output reg  [1:0] result_code;
    
    // Constant declarations
    localparam  eng_query = 3'b0;
    localparam  eng_insert = 3'b1;
    localparam  eng_clear = 3'b10;
    localparam  eng_read = 3'b11;
    localparam  eng_write = 3'b100;
    localparam  eng_delete = 3'b101;
    localparam  eng_count = 3'b110;
    localparam  eng_stats = 3'b111;
    localparam  code_ok = 2'b0;
    localparam  code_not_found = 2'b10;
    localparam  bloom_word_drop = 6'b110000;
    
    // Stub signals
    reg  ready_q$d;
    wire  ready_q$q;
    reg  ready_q$clock;
    reg  taken_q$d;
    wire  taken_q$q;
    reg  taken_q$clock;
    reg  hit_q$d;
    wire  hit_q$q;
    reg  hit_q$clock;
    reg  [1:0] code_q$d;
    wire  [1:0] code_q$q;
    reg  code_q$clock;
    
    // Local signals
    reg  out_valid;
    reg  out_hit;
    
    // Sub module instances
    board_ulx3s_sdram$link$dispatcher$engines$ready_q ready_q(
        .d(ready_q$d),
        .q(ready_q$q),
        .clock(ready_q$clock)
    );
    board_ulx3s_sdram$link$dispatcher$engines$taken_q taken_q(
        .d(taken_q$d),
        .q(taken_q$q),
        .clock(taken_q$clock)
    );
    board_ulx3s_sdram$link$dispatcher$engines$hit_q hit_q(
        .d(hit_q$d),
        .q(hit_q$q),
        .clock(hit_q$clock)
    );
    board_ulx3s_sdram$link$dispatcher$engines$code_q code_q(
        .d(code_q$d),
        .q(code_q$q),
        .clock(code_q$clock)
    );
    
    // Update code
    always @(*) begin
        ready_q$clock = clock;
        taken_q$clock = clock;
        hit_q$clock = clock;
        code_q$clock = clock;
        ready_q$d = ready_q$q;
        taken_q$d = taken_q$q;
        hit_q$d = hit_q$q;
        code_q$d = code_q$q;
        op_code = eng_query;
        if (req_clear) begin
            op_code = eng_clear;
        end
        if (req_insert) begin
            op_code = eng_insert;
        end
        if (req_delete) begin
            op_code = eng_delete;
        end
        if (req_count) begin
            op_code = eng_count;
        end
        if (req_stats) begin
            op_code = eng_stats;
        end
        if (req_dump) begin
            op_code = eng_read;
        end
        if (req_load) begin
            op_code = eng_write;
        end
        op_key = key_word;
        op_data = key_word;
        if (req_dump) begin
            op_key = ((address) & 64'hffffffffffffffff);
        end
        if (req_load) begin
            if (cuckoo) begin
                op_key = ((address) & 64'hffffffffffffffff);
            end
            else begin
                op_key = ((address) & 64'hffffffffffffffff) | ((key_word >> bloom_word_drop) << 32'h20);
            end
        end
        bloom_valid = offer & ~cuckoo;
        cuckoo_valid = offer & cuckoo;
        if (cuckoo) begin
            engine_ready = cuckoo_ready;
            out_valid = cuckoo_out_valid;
            out_hit = cuckoo_out_code == code_ok;
        end
        else begin
            engine_ready = bloom_ready;
            out_valid = bloom_out_valid;
            out_hit = bloom_out_hit;
        end
        result_ready = ready_q$q;
        ready_q$d = want_result & ~(out_valid & ready_q$q) & ~taken_q$q;
        taken_q$d = out_valid & ready_q$q;
        if (ready_q$q) begin
            hit_q$d = out_hit;
            if (cuckoo) begin
                code_q$d = cuckoo_out_code;
            end
            else if (out_hit) begin
                code_q$d = code_ok;
            end
            else begin
                code_q$d = code_not_found;
            end
        end
        result_taken = taken_q$q;
        result_hit = hit_q$q;
        result_code = code_q$q;
        bloom_out_ready = ready_q$q | cuckoo;
        cuckoo_out_ready = ready_q$q | ~cuckoo;
        if (req_count) begin
            result_word = ((cuckoo_out_data[(32'h0)+:(32)]) & 64'hffffffffffffffff);
        end
        else if (req_dump & ~cuckoo) begin
            result_word = ((bloom_out_word) & 64'hffffffffffffffff);
        end
        else begin
            result_word = cuckoo_out_data;
        end
        if (reset) begin
            taken_q$d = 1'b0;
        end
    end
    
endmodule // top$link$dispatcher$engines


module board_ulx3s_sdram$link$dispatcher$engines$code_q(d,q,clock);
    
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
          
endmodule // top$link$dispatcher$engines$code_q


module board_ulx3s_sdram$link$dispatcher$engines$hit_q(d,q,clock);
    
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
          
endmodule // top$link$dispatcher$engines$hit_q


module board_ulx3s_sdram$link$dispatcher$engines$ready_q(d,q,clock);
    
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
          
endmodule // top$link$dispatcher$engines$ready_q


module board_ulx3s_sdram$link$dispatcher$engines$taken_q(d,q,clock);
    
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
          
endmodule // top$link$dispatcher$engines$taken_q


module board_ulx3s_sdram$link$dispatcher$fetcher(clock,reset,start,count,seek,offset,buffer,buf_addr,buf_data,word,done);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  start;
    input wire  [3:0] count;
    input wire  seek;
    input wire  [8:0] offset;
    input wire  buffer;
    output reg  [9:0] buf_addr;
    input wire  [7:0] buf_data;
    output reg  [63:0] word;
    output reg  done;
    
    // Constant declarations
    localparam  one9 = 9'b1;
    localparam  one4 = 4'h1;
    localparam  zero4 = 4'h0;
    
    // Stub signals
    reg  [8:0] read_offset$d;
    wire  [8:0] read_offset$q;
    reg  read_offset$clock;
    reg  [3:0] bytes_left$d;
    wire  [3:0] bytes_left$q;
    reg  bytes_left$clock;
    reg  asking$d;
    wire  asking$q;
    reg  asking$clock;
    reg  in_flight$d;
    wire  in_flight$q;
    reg  in_flight$clock;
    reg  [63:0] acc$d;
    wire  [63:0] acc$q;
    reg  acc$clock;
    
    // Sub module instances
    board_ulx3s_sdram$link$dispatcher$fetcher$read_offset read_offset(
        .d(read_offset$d),
        .q(read_offset$q),
        .clock(read_offset$clock)
    );
    board_ulx3s_sdram$link$dispatcher$fetcher$bytes_left bytes_left(
        .d(bytes_left$d),
        .q(bytes_left$q),
        .clock(bytes_left$clock)
    );
    board_ulx3s_sdram$link$dispatcher$fetcher$asking asking(
        .d(asking$d),
        .q(asking$q),
        .clock(asking$clock)
    );
    board_ulx3s_sdram$link$dispatcher$fetcher$in_flight in_flight(
        .d(in_flight$d),
        .q(in_flight$q),
        .clock(in_flight$clock)
    );
    board_ulx3s_sdram$link$dispatcher$fetcher$acc acc(
        .d(acc$d),
        .q(acc$q),
        .clock(acc$clock)
    );
    
    // Update code
    always @(*) begin
        read_offset$clock = clock;
        bytes_left$clock = clock;
        asking$clock = clock;
        in_flight$clock = clock;
        acc$clock = clock;
        read_offset$d = read_offset$q;
        bytes_left$d = bytes_left$q;
        asking$d = asking$q;
        in_flight$d = in_flight$q;
        acc$d = acc$q;
        buf_addr = (((read_offset$q) & 10'h3ff) & ~(1 << (32'h9)) | ((buffer) << (32'h9)));
        in_flight$d = 1'b0;
        if (asking$q) begin
            read_offset$d = read_offset$q + one9;
            bytes_left$d = bytes_left$q - one4;
            asking$d = bytes_left$q != one4;
            in_flight$d = 1'b1;
        end
        if (start) begin
            bytes_left$d = count;
            asking$d = 1'b1;
        end
        if (seek) begin
            read_offset$d = offset;
        end
        if (in_flight$q) begin
            acc$d = (acc$q >> 32'h8) | (((buf_data) & 64'hffffffffffffffff) << 32'h38);
        end
        word = acc$q;
        done = ~asking$q & ~in_flight$q;
        if (reset) begin
            bytes_left$d = zero4;
            asking$d = 1'b0;
        end
    end
    
endmodule // top$link$dispatcher$fetcher


module board_ulx3s_sdram$link$dispatcher$fetcher$acc(d,q,clock);
    
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
          
endmodule // top$link$dispatcher$fetcher$acc


module board_ulx3s_sdram$link$dispatcher$fetcher$asking(d,q,clock);
    
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
          
endmodule // top$link$dispatcher$fetcher$asking


module board_ulx3s_sdram$link$dispatcher$fetcher$bytes_left(d,q,clock);
    
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
          
endmodule // top$link$dispatcher$fetcher$bytes_left


module board_ulx3s_sdram$link$dispatcher$fetcher$in_flight(d,q,clock);
    
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
          
endmodule // top$link$dispatcher$fetcher$in_flight


module board_ulx3s_sdram$link$dispatcher$fetcher$read_offset(d,q,clock);
    
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
          
endmodule // top$link$dispatcher$fetcher$read_offset


module board_ulx3s_sdram$link$dispatcher$fields(clock,info_selected,stats_selected,field_index,boot_epoch,expected_seq,baud_div,frames,bad_crc,bad_length,bad_request,out_of_sequence,replays,busy,uart_errors,engine_stats,cuckoo,stuck_total,set_bits,set_bits_bank,field,last);
    
    // Module arguments
    input wire  clock;
    input wire  info_selected;
    input wire  stats_selected;
    input wire  [4:0] field_index;
    input wire  [31:0] boot_epoch;
    input wire  [7:0] expected_seq;
    input wire  [15:0] baud_div;
    input wire  [31:0] frames;
    input wire  [31:0] bad_crc;
    input wire  [31:0] bad_length;
    input wire  [31:0] bad_request;
    input wire  [31:0] out_of_sequence;
    input wire  [31:0] replays;
    input wire  [31:0] busy;
    input wire  [31:0] uart_errors;
    input wire  [63:0] engine_stats;
    input wire  cuckoo;
    input wire  [31:0] stuck_total;
    input wire  [31:0] set_bits;
    output reg  [2:0] set_bits_bank;
    output reg  [31:0] field;
    output reg  last;
    
    // Constant declarations
    localparam  info$0 = 32'h0;
    localparam  info$1 = 32'h0;
    localparam  info$2 = 32'h10;
    localparam  info$3 = 32'h3c;
    localparam  info$4 = 32'h18;
    localparam  info$5 = 32'h1;
    localparam  info$6 = 32'h6c746572;
    localparam  info$7 = 32'h68776669;
    localparam  info$8 = 32'h6;
    localparam  info$9 = 32'hf;
    localparam  info$10 = 32'h1a9289c;
    localparam  info$11 = 32'hc;
    localparam  info$12 = 32'hb;
    localparam  info$13 = 32'h1f4;
    localparam  info$14 = 32'h1e66;
    localparam  info$15 = 32'h3938700;
    localparam  info$16 = 32'h0;
    localparam  info$17 = 32'h103;
    localparam  n_info = 5'b10010;
    localparam  n_stats = 5'b10010;
    localparam  zero32 = 32'h0;
    localparam  two3 = 3'b10;
    localparam  bloom_counts = 1'b0;
    
    // Stub signals
    reg  [31:0] field_q$d;
    wire  [31:0] field_q$q;
    reg  field_q$clock;
    reg  last_q$d;
    wire  last_q$q;
    reg  last_q$clock;
    
    // Local signals
    reg  [31:0] field_now;
    reg  [31:0] stats_low;
    reg  [31:0] stats_high;
    reg  [31:0] bloom_set_bits;
    reg  [2:0] index_low;
    
    // Sub module instances
    board_ulx3s_sdram$link$dispatcher$fields$field_q field_q(
        .d(field_q$d),
        .q(field_q$q),
        .clock(field_q$clock)
    );
    board_ulx3s_sdram$link$dispatcher$fields$last_q last_q(
        .d(last_q$d),
        .q(last_q$q),
        .clock(last_q$clock)
    );
    
    // Update code
    always @(*) begin
        field_q$clock = clock;
        last_q$clock = clock;
        field_q$d = field_q$q;
        last_q$d = last_q$q;
        field_now = zero32;
        bloom_set_bits = set_bits;
        if (cuckoo) begin
            bloom_set_bits = zero32;
        end
        stats_low = zero32;
        stats_high = zero32;
        if (cuckoo) begin
            stats_low = engine_stats[(32'h0)+:(32)];
            stats_high = engine_stats[(32'h20)+:(32)];
        end
        else if (bloom_counts) begin
            stats_low = stuck_total;
        end
        if (info_selected) begin
            case (field_index)
                0:
                    begin
                        field_now = boot_epoch;
                    end
                1:
                    begin
                        field_now = ((expected_seq) & 32'hffffffff);
                    end
                2:
                    begin
                        field_now = info$2;
                    end
                3:
                    begin
                        field_now = info$3;
                    end
                4:
                    begin
                        field_now = info$4;
                    end
                5:
                    begin
                        field_now = info$5;
                    end
                6:
                    begin
                        field_now = info$6;
                    end
                7:
                    begin
                        field_now = info$7;
                    end
                8:
                    begin
                        field_now = info$8;
                    end
                9:
                    begin
                        field_now = info$9;
                    end
                10:
                    begin
                        field_now = info$10;
                    end
                11:
                    begin
                        field_now = info$11;
                    end
                12:
                    begin
                        field_now = info$12;
                    end
                13:
                    begin
                        field_now = info$13;
                    end
                14:
                    begin
                        field_now = info$14;
                    end
                15:
                    begin
                        field_now = info$15;
                    end
                16:
                    begin
                        field_now = ((baud_div) & 32'hffffffff);
                    end
                17:
                    begin
                        field_now = info$17;
                    end
                default:
                    begin
                    end
            endcase
        end
        else begin
            case (field_index)
                0:
                    begin
                        field_now = frames;
                    end
                1:
                    begin
                        field_now = bad_crc;
                    end
                2:
                    begin
                        field_now = bad_length;
                    end
                3:
                    begin
                        field_now = bad_request;
                    end
                4:
                    begin
                        field_now = out_of_sequence;
                    end
                5:
                    begin
                        field_now = replays;
                    end
                6:
                    begin
                        field_now = busy;
                    end
                7:
                    begin
                        field_now = uart_errors;
                    end
                8:
                    begin
                        field_now = stats_low;
                    end
                9:
                    begin
                        field_now = stats_high;
                    end
                10:
                    begin
                        field_now = bloom_set_bits;
                    end
                11:
                    begin
                        field_now = bloom_set_bits;
                    end
                12:
                    begin
                        field_now = bloom_set_bits;
                    end
                13:
                    begin
                        field_now = bloom_set_bits;
                    end
                14:
                    begin
                        field_now = bloom_set_bits;
                    end
                15:
                    begin
                        field_now = bloom_set_bits;
                    end
                16:
                    begin
                        field_now = bloom_set_bits;
                    end
                17:
                    begin
                        field_now = bloom_set_bits;
                    end
                default:
                    begin
                    end
            endcase
        end
        index_low = field_index[(32'h0)+:(3)];
        set_bits_bank = index_low - two3;
        field_q$d = field_now;
        last_q$d = (info_selected & (field_index == n_info)) | (stats_selected & (field_index == n_stats));
        field = field_q$q;
        last = last_q$q;
    end
    
endmodule // top$link$dispatcher$fields


module board_ulx3s_sdram$link$dispatcher$fields$field_q(d,q,clock);
    
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
          
endmodule // top$link$dispatcher$fields$field_q


module board_ulx3s_sdram$link$dispatcher$fields$last_q(d,q,clock);
    
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
          
endmodule // top$link$dispatcher$fields$last_q


module board_ulx3s_sdram$link$dispatcher$intake_states(clock,reset,encoder_idle,nak_due,busy_due,buffers_full,buffer,release_settling,later_busy,fetch_done,idle_acting,take_nak,take_busy,take_frame,fetching_header,decoding);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  encoder_idle;
    input wire  nak_due;
    input wire  busy_due;
    input wire  [1:0] buffers_full;
    input wire  buffer;
    input wire  release_settling;
    input wire  later_busy;
    input wire  fetch_done;
    output reg  idle_acting;
    output reg  take_nak;
    output reg  take_busy;
    output reg  take_frame;
    output reg  fetching_header;
    output reg  decoding;
    
    // Stub signals
    reg  s_hdr$d;
    wire  s_hdr$q;
    reg  s_hdr$clock;
    reg  s_chk$d;
    wire  s_chk$q;
    reg  s_chk$clock;
    reg  s_chk2$d;
    wire  s_chk2$q;
    reg  s_chk2$clock;
    reg  s_chk3$d;
    wire  s_chk3$q;
    reg  s_chk3$clock;
    reg  s_chk4$d;
    wire  s_chk4$q;
    reg  s_chk4$clock;
    reg  s_dec$d;
    wire  s_dec$q;
    reg  s_dec$clock;
    reg  i_nak$d;
    wire  i_nak$q;
    reg  i_nak$clock;
    reg  i_busy$d;
    wire  i_busy$q;
    reg  i_busy$clock;
    reg  i_frame$d;
    wire  i_frame$q;
    reg  i_frame$clock;
    reg  idle_ok$d;
    wire  idle_ok$q;
    reg  idle_ok$clock;
    
    // Local signals
    reg  own_busy;
    
    // Sub module instances
    board_ulx3s_sdram$link$dispatcher$intake_states$s_hdr s_hdr(
        .d(s_hdr$d),
        .q(s_hdr$q),
        .clock(s_hdr$clock)
    );
    board_ulx3s_sdram$link$dispatcher$intake_states$s_chk s_chk(
        .d(s_chk$d),
        .q(s_chk$q),
        .clock(s_chk$clock)
    );
    board_ulx3s_sdram$link$dispatcher$intake_states$s_chk2 s_chk2(
        .d(s_chk2$d),
        .q(s_chk2$q),
        .clock(s_chk2$clock)
    );
    board_ulx3s_sdram$link$dispatcher$intake_states$s_chk3 s_chk3(
        .d(s_chk3$d),
        .q(s_chk3$q),
        .clock(s_chk3$clock)
    );
    board_ulx3s_sdram$link$dispatcher$intake_states$s_chk4 s_chk4(
        .d(s_chk4$d),
        .q(s_chk4$q),
        .clock(s_chk4$clock)
    );
    board_ulx3s_sdram$link$dispatcher$intake_states$s_dec s_dec(
        .d(s_dec$d),
        .q(s_dec$q),
        .clock(s_dec$clock)
    );
    board_ulx3s_sdram$link$dispatcher$intake_states$i_nak i_nak(
        .d(i_nak$d),
        .q(i_nak$q),
        .clock(i_nak$clock)
    );
    board_ulx3s_sdram$link$dispatcher$intake_states$i_busy i_busy(
        .d(i_busy$d),
        .q(i_busy$q),
        .clock(i_busy$clock)
    );
    board_ulx3s_sdram$link$dispatcher$intake_states$i_frame i_frame(
        .d(i_frame$d),
        .q(i_frame$q),
        .clock(i_frame$clock)
    );
    board_ulx3s_sdram$link$dispatcher$intake_states$idle_ok idle_ok(
        .d(idle_ok$d),
        .q(idle_ok$q),
        .clock(idle_ok$clock)
    );
    
    // Update code
    always @(*) begin
        s_hdr$clock = clock;
        s_chk$clock = clock;
        s_chk2$clock = clock;
        s_chk3$clock = clock;
        s_chk4$clock = clock;
        s_dec$clock = clock;
        i_nak$clock = clock;
        i_busy$clock = clock;
        i_frame$clock = clock;
        idle_ok$clock = clock;
        s_hdr$d = s_hdr$q;
        s_chk$d = s_chk$q;
        s_chk2$d = s_chk2$q;
        s_chk3$d = s_chk3$q;
        s_chk4$d = s_chk4$q;
        s_dec$d = s_dec$q;
        i_nak$d = i_nak$q;
        i_busy$d = i_busy$q;
        i_frame$d = i_frame$q;
        idle_ok$d = idle_ok$q;
        own_busy = s_hdr$q | s_chk$q | s_chk2$q | s_chk3$q | s_chk4$q | s_dec$q;
        i_nak$d = encoder_idle & nak_due;
        i_busy$d = encoder_idle & ~nak_due & busy_due;
        i_frame$d = encoder_idle & ~nak_due & ~busy_due & (buffers_full[32'h0] & ~buffer | buffers_full[32'h1] & buffer);
        idle_ok$d = ~own_busy & ~later_busy & ~idle_ok$q & ~release_settling;
        idle_acting = idle_ok$q;
        take_nak = idle_ok$q & i_nak$q;
        take_busy = idle_ok$q & i_busy$q;
        take_frame = idle_ok$q & i_frame$q;
        fetching_header = s_hdr$q;
        decoding = s_dec$q;
        if (idle_ok$q & i_frame$q) begin
            s_hdr$d = 1'b1;
        end
        if (s_hdr$q & fetch_done) begin
            s_hdr$d = 1'b0;
            s_chk$d = 1'b1;
        end
        if (s_chk$q) begin
            s_chk$d = 1'b0;
            s_chk2$d = 1'b1;
        end
        if (s_chk2$q) begin
            s_chk2$d = 1'b0;
            s_chk3$d = 1'b1;
        end
        if (s_chk3$q) begin
            s_chk3$d = 1'b0;
            s_chk4$d = 1'b1;
        end
        if (s_chk4$q) begin
            s_chk4$d = 1'b0;
            s_dec$d = 1'b1;
        end
        if (s_dec$q) begin
            s_dec$d = 1'b0;
        end
        if (reset) begin
            s_hdr$d = 1'b0;
            s_chk$d = 1'b0;
            s_chk2$d = 1'b0;
            s_chk3$d = 1'b0;
            s_chk4$d = 1'b0;
            s_dec$d = 1'b0;
        end
    end
    
endmodule // top$link$dispatcher$intake_states


module board_ulx3s_sdram$link$dispatcher$intake_states$i_busy(d,q,clock);
    
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
          
endmodule // top$link$dispatcher$intake_states$i_busy


module board_ulx3s_sdram$link$dispatcher$intake_states$i_frame(d,q,clock);
    
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
          
endmodule // top$link$dispatcher$intake_states$i_frame


module board_ulx3s_sdram$link$dispatcher$intake_states$i_nak(d,q,clock);
    
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
          
endmodule // top$link$dispatcher$intake_states$i_nak


module board_ulx3s_sdram$link$dispatcher$intake_states$idle_ok(d,q,clock);
    
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
          
endmodule // top$link$dispatcher$intake_states$idle_ok


module board_ulx3s_sdram$link$dispatcher$intake_states$s_chk(d,q,clock);
    
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
          
endmodule // top$link$dispatcher$intake_states$s_chk


module board_ulx3s_sdram$link$dispatcher$intake_states$s_chk2(d,q,clock);
    
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
          
endmodule // top$link$dispatcher$intake_states$s_chk2


module board_ulx3s_sdram$link$dispatcher$intake_states$s_chk3(d,q,clock);
    
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
          
endmodule // top$link$dispatcher$intake_states$s_chk3


module board_ulx3s_sdram$link$dispatcher$intake_states$s_chk4(d,q,clock);
    
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
          
endmodule // top$link$dispatcher$intake_states$s_chk4


module board_ulx3s_sdram$link$dispatcher$intake_states$s_dec(d,q,clock);
    
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
          
endmodule // top$link$dispatcher$intake_states$s_dec


module board_ulx3s_sdram$link$dispatcher$intake_states$s_hdr(d,q,clock);
    
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
          
endmodule // top$link$dispatcher$intake_states$s_hdr


module board_ulx3s_sdram$link$dispatcher$reply_states(clock,reset,take_nak,take_busy,nak_sent,decoding,decoded_info,decoded_stats,decoded_addressed,decoded_single,decoded_keyed,decoded_replay,decoded_out_of_sequence,fetch_done,past_end,op_dump,validated,refused,all_issued,all_results,serializer_idle,has_fields,fields_last,header_length_written,fetching_address,checking_range,validating,executing,exec_done,writing_fields,writing_header,sending,busy);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  take_nak;
    input wire  take_busy;
    input wire  nak_sent;
    input wire  decoding;
    input wire  decoded_info;
    input wire  decoded_stats;
    input wire  decoded_addressed;
    input wire  decoded_single;
    input wire  decoded_keyed;
    input wire  decoded_replay;
    input wire  decoded_out_of_sequence;
    input wire  fetch_done;
    input wire  past_end;
    input wire  op_dump;
    input wire  validated;
    input wire  refused;
    input wire  all_issued;
    input wire  all_results;
    input wire  serializer_idle;
    input wire  has_fields;
    input wire  fields_last;
    input wire  header_length_written;
    output reg  fetching_address;
    output reg  checking_range;
    output reg  validating;
    output reg  executing;
    output reg  exec_done;
    output reg  writing_fields;
    output reg  writing_header;
    output reg  sending;
    output reg  busy;
    
    // Stub signals
    reg  s_addr$d;
    wire  s_addr$q;
    reg  s_addr$clock;
    reg  s_span$d;
    wire  s_span$q;
    reg  s_span$clock;
    reg  s_range$d;
    wire  s_range$q;
    reg  s_range$clock;
    reg  s_val$d;
    wire  s_val$q;
    reg  s_val$clock;
    reg  s_exec$d;
    wire  s_exec$q;
    reg  s_exec$clock;
    reg  s_fields$d;
    wire  s_fields$q;
    reg  s_fields$clock;
    reg  s_hdrw$d;
    wire  s_hdrw$q;
    reg  s_hdrw$clock;
    reg  s_send$d;
    wire  s_send$q;
    reg  s_send$clock;
    reg  exec_done_q$d;
    wire  exec_done_q$q;
    reg  exec_done_q$clock;
    
    // Sub module instances
    board_ulx3s_sdram$link$dispatcher$reply_states$s_addr s_addr(
        .d(s_addr$d),
        .q(s_addr$q),
        .clock(s_addr$clock)
    );
    board_ulx3s_sdram$link$dispatcher$reply_states$s_span s_span(
        .d(s_span$d),
        .q(s_span$q),
        .clock(s_span$clock)
    );
    board_ulx3s_sdram$link$dispatcher$reply_states$s_range s_range(
        .d(s_range$d),
        .q(s_range$q),
        .clock(s_range$clock)
    );
    board_ulx3s_sdram$link$dispatcher$reply_states$s_val s_val(
        .d(s_val$d),
        .q(s_val$q),
        .clock(s_val$clock)
    );
    board_ulx3s_sdram$link$dispatcher$reply_states$s_exec s_exec(
        .d(s_exec$d),
        .q(s_exec$q),
        .clock(s_exec$clock)
    );
    board_ulx3s_sdram$link$dispatcher$reply_states$s_fields s_fields(
        .d(s_fields$d),
        .q(s_fields$q),
        .clock(s_fields$clock)
    );
    board_ulx3s_sdram$link$dispatcher$reply_states$s_hdrw s_hdrw(
        .d(s_hdrw$d),
        .q(s_hdrw$q),
        .clock(s_hdrw$clock)
    );
    board_ulx3s_sdram$link$dispatcher$reply_states$s_send s_send(
        .d(s_send$d),
        .q(s_send$q),
        .clock(s_send$clock)
    );
    board_ulx3s_sdram$link$dispatcher$reply_states$exec_done_q exec_done_q(
        .d(exec_done_q$d),
        .q(exec_done_q$q),
        .clock(exec_done_q$clock)
    );
    
    // Update code
    always @(*) begin
        s_addr$clock = clock;
        s_span$clock = clock;
        s_range$clock = clock;
        s_val$clock = clock;
        s_exec$clock = clock;
        s_fields$clock = clock;
        s_hdrw$clock = clock;
        s_send$clock = clock;
        exec_done_q$clock = clock;
        s_addr$d = s_addr$q;
        s_span$d = s_span$q;
        s_range$d = s_range$q;
        s_val$d = s_val$q;
        s_exec$d = s_exec$q;
        s_fields$d = s_fields$q;
        s_hdrw$d = s_hdrw$q;
        s_send$d = s_send$q;
        exec_done_q$d = exec_done_q$q;
        busy = s_addr$q | s_span$q | s_range$q | s_val$q | s_exec$q | s_fields$q | s_hdrw$q | s_send$q;
        fetching_address = s_addr$q;
        checking_range = s_range$q;
        validating = s_val$q;
        executing = s_exec$q;
        exec_done = exec_done_q$q;
        writing_fields = s_fields$q;
        writing_header = s_hdrw$q;
        sending = s_send$q;
        exec_done_q$d = s_exec$q & all_issued & all_results & serializer_idle;
        if (take_nak) begin
            if (~nak_sent) begin
                s_hdrw$d = 1'b1;
            end
        end
        if (take_busy) begin
            s_hdrw$d = 1'b1;
        end
        if (decoding) begin
            s_addr$d = 1'b0;
            s_exec$d = 1'b0;
            s_hdrw$d = 1'b1;
            s_send$d = 1'b0;
            if (decoded_info | decoded_stats | decoded_addressed | decoded_single | decoded_keyed) begin
                s_addr$d = 1'b0;
                s_exec$d = 1'b1;
                s_hdrw$d = 1'b0;
                s_send$d = 1'b0;
            end
            if (decoded_addressed) begin
                s_addr$d = 1'b1;
                s_exec$d = 1'b0;
                s_hdrw$d = 1'b0;
                s_send$d = 1'b0;
            end
            if (decoded_replay) begin
                s_addr$d = 1'b0;
                s_exec$d = 1'b0;
                s_hdrw$d = 1'b0;
                s_send$d = 1'b1;
            end
            if (decoded_out_of_sequence) begin
                if (nak_sent) begin
                    s_addr$d = 1'b0;
                    s_exec$d = 1'b0;
                    s_hdrw$d = 1'b0;
                    s_send$d = 1'b0;
                end
            end
        end
        if (s_addr$q) begin
            if (fetch_done) begin
                s_addr$d = 1'b0;
                s_span$d = 1'b1;
            end
        end
        if (s_span$q) begin
            s_span$d = 1'b0;
            s_range$d = 1'b1;
        end
        if (s_range$q) begin
            if (past_end) begin
                s_range$d = 1'b0;
                s_exec$d = 1'b0;
                s_hdrw$d = 1'b1;
                s_val$d = 1'b0;
            end
            else begin
                s_range$d = 1'b0;
                s_exec$d = 1'b1;
                s_hdrw$d = 1'b0;
                s_val$d = 1'b0;
                if (~op_dump) begin
                    s_exec$d = 1'b0;
                    s_val$d = 1'b1;
                end
            end
        end
        if (s_val$q) begin
            if (validated) begin
                s_val$d = 1'b0;
                s_exec$d = 1'b1;
                s_hdrw$d = 1'b0;
            end
            if (refused) begin
                s_val$d = 1'b0;
                s_exec$d = 1'b0;
                s_hdrw$d = 1'b1;
            end
        end
        if (s_exec$q) begin
            if (exec_done_q$q) begin
                if (has_fields) begin
                    s_exec$d = 1'b0;
                    s_fields$d = 1'b1;
                    s_hdrw$d = 1'b0;
                end
                else begin
                    s_exec$d = 1'b0;
                    s_fields$d = 1'b0;
                    s_hdrw$d = 1'b1;
                end
            end
        end
        if (s_fields$q) begin
            if (serializer_idle) begin
                if (fields_last) begin
                    s_fields$d = 1'b0;
                    s_hdrw$d = 1'b1;
                end
            end
        end
        if (s_hdrw$q & header_length_written) begin
            s_hdrw$d = 1'b0;
            s_send$d = 1'b1;
        end
        if (s_send$q) begin
            s_send$d = 1'b0;
        end
        if (reset) begin
            s_addr$d = 1'b0;
            s_span$d = 1'b0;
            s_range$d = 1'b0;
            s_val$d = 1'b0;
            s_exec$d = 1'b0;
            s_fields$d = 1'b0;
            s_hdrw$d = 1'b0;
            s_send$d = 1'b0;
        end
    end
    
endmodule // top$link$dispatcher$reply_states


module board_ulx3s_sdram$link$dispatcher$reply_states$exec_done_q(d,q,clock);
    
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
          
endmodule // top$link$dispatcher$reply_states$exec_done_q


module board_ulx3s_sdram$link$dispatcher$reply_states$s_addr(d,q,clock);
    
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
          
endmodule // top$link$dispatcher$reply_states$s_addr


module board_ulx3s_sdram$link$dispatcher$reply_states$s_exec(d,q,clock);
    
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
          
endmodule // top$link$dispatcher$reply_states$s_exec


module board_ulx3s_sdram$link$dispatcher$reply_states$s_fields(d,q,clock);
    
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
          
endmodule // top$link$dispatcher$reply_states$s_fields


module board_ulx3s_sdram$link$dispatcher$reply_states$s_hdrw(d,q,clock);
    
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
          
endmodule // top$link$dispatcher$reply_states$s_hdrw


module board_ulx3s_sdram$link$dispatcher$reply_states$s_range(d,q,clock);
    
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
          
endmodule // top$link$dispatcher$reply_states$s_range


module board_ulx3s_sdram$link$dispatcher$reply_states$s_send(d,q,clock);
    
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
          
endmodule // top$link$dispatcher$reply_states$s_send


module board_ulx3s_sdram$link$dispatcher$reply_states$s_span(d,q,clock);
    
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
          
endmodule // top$link$dispatcher$reply_states$s_span


module board_ulx3s_sdram$link$dispatcher$reply_states$s_val(d,q,clock);
    
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
          
endmodule // top$link$dispatcher$reply_states$s_val


module board_ulx3s_sdram$link$dispatcher$request(clock,take_frame,buffer,len0,len1,header_fetched,header,version,seq,opcode,filter,count,frame_len,cuckoo,op_info,op_clear,op_insert,op_query,op_delete,op_count,op_stats,op_dump,op_load);
    
    // Module arguments
    input wire  clock;
    input wire  take_frame;
    input wire  buffer;
    input wire  [9:0] len0;
    input wire  [9:0] len1;
    input wire  header_fetched;
    input wire  [47:0] header;
    output reg  [7:0] version;
    output reg  [7:0] seq;
    output reg  [7:0] opcode;
    output reg  [7:0] filter;
    output reg  [15:0] count;
    output reg  [9:0] frame_len;
    output reg  cuckoo;
    output reg  op_info;
    output reg  op_clear;
    output reg  op_insert;
    output reg  op_query;
    output reg  op_delete;
    output reg  op_count;
    output reg  op_stats;
    output reg  op_dump;
    output reg  op_load;
    
    // Constant declarations
    localparam  k$0 = 8'h0;
    localparam  k$1 = 8'h1;
    localparam  k$2 = 8'h2;
    localparam  k$3 = 8'h3;
    localparam  k$4 = 8'h4;
    localparam  k$5 = 8'h5;
    localparam  k$6 = 8'h6;
    localparam  k$7 = 8'h7;
    localparam  k$8 = 8'h8;
    localparam  k$9 = 8'h9;
    
    // Stub signals
    reg  [7:0] h_ver$d;
    wire  [7:0] h_ver$q;
    reg  h_ver$clock;
    reg  [7:0] h_seq$d;
    wire  [7:0] h_seq$q;
    reg  h_seq$clock;
    reg  [7:0] h_op$d;
    wire  [7:0] h_op$q;
    reg  h_op$clock;
    reg  [7:0] h_filter$d;
    wire  [7:0] h_filter$q;
    reg  h_filter$clock;
    reg  [15:0] h_count$d;
    wire  [15:0] h_count$q;
    reg  h_count$clock;
    reg  [9:0] h_len$d;
    wire  [9:0] h_len$q;
    reg  h_len$clock;
    reg  o_info$d;
    wire  o_info$q;
    reg  o_info$clock;
    reg  o_clear$d;
    wire  o_clear$q;
    reg  o_clear$clock;
    reg  o_insert$d;
    wire  o_insert$q;
    reg  o_insert$clock;
    reg  o_query$d;
    wire  o_query$q;
    reg  o_query$clock;
    reg  o_delete$d;
    wire  o_delete$q;
    reg  o_delete$clock;
    reg  o_count$d;
    wire  o_count$q;
    reg  o_count$clock;
    reg  o_stats$d;
    wire  o_stats$q;
    reg  o_stats$clock;
    reg  o_dump$d;
    wire  o_dump$q;
    reg  o_dump$clock;
    reg  o_load$d;
    wire  o_load$q;
    reg  o_load$clock;
    
    // Sub module instances
    board_ulx3s_sdram$link$dispatcher$request$h_ver h_ver(
        .d(h_ver$d),
        .q(h_ver$q),
        .clock(h_ver$clock)
    );
    board_ulx3s_sdram$link$dispatcher$request$h_seq h_seq(
        .d(h_seq$d),
        .q(h_seq$q),
        .clock(h_seq$clock)
    );
    board_ulx3s_sdram$link$dispatcher$request$h_op h_op(
        .d(h_op$d),
        .q(h_op$q),
        .clock(h_op$clock)
    );
    board_ulx3s_sdram$link$dispatcher$request$h_filter h_filter(
        .d(h_filter$d),
        .q(h_filter$q),
        .clock(h_filter$clock)
    );
    board_ulx3s_sdram$link$dispatcher$request$h_count h_count(
        .d(h_count$d),
        .q(h_count$q),
        .clock(h_count$clock)
    );
    board_ulx3s_sdram$link$dispatcher$request$h_len h_len(
        .d(h_len$d),
        .q(h_len$q),
        .clock(h_len$clock)
    );
    board_ulx3s_sdram$link$dispatcher$request$o_info o_info(
        .d(o_info$d),
        .q(o_info$q),
        .clock(o_info$clock)
    );
    board_ulx3s_sdram$link$dispatcher$request$o_clear o_clear(
        .d(o_clear$d),
        .q(o_clear$q),
        .clock(o_clear$clock)
    );
    board_ulx3s_sdram$link$dispatcher$request$o_insert o_insert(
        .d(o_insert$d),
        .q(o_insert$q),
        .clock(o_insert$clock)
    );
    board_ulx3s_sdram$link$dispatcher$request$o_query o_query(
        .d(o_query$d),
        .q(o_query$q),
        .clock(o_query$clock)
    );
    board_ulx3s_sdram$link$dispatcher$request$o_delete o_delete(
        .d(o_delete$d),
        .q(o_delete$q),
        .clock(o_delete$clock)
    );
    board_ulx3s_sdram$link$dispatcher$request$o_count o_count(
        .d(o_count$d),
        .q(o_count$q),
        .clock(o_count$clock)
    );
    board_ulx3s_sdram$link$dispatcher$request$o_stats o_stats(
        .d(o_stats$d),
        .q(o_stats$q),
        .clock(o_stats$clock)
    );
    board_ulx3s_sdram$link$dispatcher$request$o_dump o_dump(
        .d(o_dump$d),
        .q(o_dump$q),
        .clock(o_dump$clock)
    );
    board_ulx3s_sdram$link$dispatcher$request$o_load o_load(
        .d(o_load$d),
        .q(o_load$q),
        .clock(o_load$clock)
    );
    
    // Update code
    always @(*) begin
        h_ver$clock = clock;
        h_seq$clock = clock;
        h_op$clock = clock;
        h_filter$clock = clock;
        h_count$clock = clock;
        h_len$clock = clock;
        o_info$clock = clock;
        o_clear$clock = clock;
        o_insert$clock = clock;
        o_query$clock = clock;
        o_delete$clock = clock;
        o_count$clock = clock;
        o_stats$clock = clock;
        o_dump$clock = clock;
        o_load$clock = clock;
        h_ver$d = h_ver$q;
        h_seq$d = h_seq$q;
        h_op$d = h_op$q;
        h_filter$d = h_filter$q;
        h_count$d = h_count$q;
        h_len$d = h_len$q;
        o_info$d = o_info$q;
        o_clear$d = o_clear$q;
        o_insert$d = o_insert$q;
        o_query$d = o_query$q;
        o_delete$d = o_delete$q;
        o_count$d = o_count$q;
        o_stats$d = o_stats$q;
        o_dump$d = o_dump$q;
        o_load$d = o_load$q;
        if (take_frame) begin
            if (buffer) begin
                h_len$d = len1;
            end
            else begin
                h_len$d = len0;
            end
        end
        if (header_fetched) begin
            h_ver$d = header[(32'h0)+:(8)];
            h_seq$d = header[(32'h8)+:(8)];
            h_op$d = header[(32'h10)+:(8)];
            h_filter$d = header[(32'h18)+:(8)];
            h_count$d = header[(32'h20)+:(16)];
        end
        version = h_ver$q;
        seq = h_seq$q;
        opcode = h_op$q;
        filter = h_filter$q;
        count = h_count$q;
        frame_len = h_len$q;
        cuckoo = h_filter$q[32'h0];
        o_info$d = h_op$q == k$1;
        o_clear$d = h_op$q == k$2;
        o_insert$d = h_op$q == k$3;
        o_query$d = h_op$q == k$4;
        o_delete$d = h_op$q == k$5;
        o_count$d = h_op$q == k$6;
        o_stats$d = h_op$q == k$7;
        o_dump$d = h_op$q == k$8;
        o_load$d = h_op$q == k$9;
        op_info = o_info$q;
        op_clear = o_clear$q;
        op_insert = o_insert$q;
        op_query = o_query$q;
        op_delete = o_delete$q;
        op_count = o_count$q;
        op_stats = o_stats$q;
        op_dump = o_dump$q;
        op_load = o_load$q;
    end
    
endmodule // top$link$dispatcher$request


module board_ulx3s_sdram$link$dispatcher$request$h_count(d,q,clock);
    
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
          
endmodule // top$link$dispatcher$request$h_count


module board_ulx3s_sdram$link$dispatcher$request$h_filter(d,q,clock);
    
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
          
endmodule // top$link$dispatcher$request$h_filter


module board_ulx3s_sdram$link$dispatcher$request$h_len(d,q,clock);
    
    // Module arguments
    input wire  [9:0] d;
    output reg  [9:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 10'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$link$dispatcher$request$h_len


module board_ulx3s_sdram$link$dispatcher$request$h_op(d,q,clock);
    
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
          
endmodule // top$link$dispatcher$request$h_op


module board_ulx3s_sdram$link$dispatcher$request$h_seq(d,q,clock);
    
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
          
endmodule // top$link$dispatcher$request$h_seq


module board_ulx3s_sdram$link$dispatcher$request$h_ver(d,q,clock);
    
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
          
endmodule // top$link$dispatcher$request$h_ver


module board_ulx3s_sdram$link$dispatcher$request$o_clear(d,q,clock);
    
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
          
endmodule // top$link$dispatcher$request$o_clear


module board_ulx3s_sdram$link$dispatcher$request$o_count(d,q,clock);
    
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
          
endmodule // top$link$dispatcher$request$o_count


module board_ulx3s_sdram$link$dispatcher$request$o_delete(d,q,clock);
    
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
          
endmodule // top$link$dispatcher$request$o_delete


module board_ulx3s_sdram$link$dispatcher$request$o_dump(d,q,clock);
    
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
          
endmodule // top$link$dispatcher$request$o_dump


module board_ulx3s_sdram$link$dispatcher$request$o_info(d,q,clock);
    
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
          
endmodule // top$link$dispatcher$request$o_info


module board_ulx3s_sdram$link$dispatcher$request$o_insert(d,q,clock);
    
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
          
endmodule // top$link$dispatcher$request$o_insert


module board_ulx3s_sdram$link$dispatcher$request$o_load(d,q,clock);
    
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
          
endmodule // top$link$dispatcher$request$o_load


module board_ulx3s_sdram$link$dispatcher$request$o_query(d,q,clock);
    
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
          
endmodule // top$link$dispatcher$request$o_query


module board_ulx3s_sdram$link$dispatcher$request$o_stats(d,q,clock);
    
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
          
endmodule // top$link$dispatcher$request$o_stats


module board_ulx3s_sdram$link$dispatcher$sequencer(clock,reset,start,start_count,start_state,address_valid,address,count,fetch_first,keyed,load,cuckoo,validate,word_ok,validated,refused,issue,fetch_done,fetch_next,fetch_count,rewind,offer,engine_ready,address_now,end_address,all_issued,result_taken,results,all_results);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  start;
    input wire  [15:0] start_count;
    input wire  [1:0] start_state;
    input wire  address_valid;
    input wire  [31:0] address;
    input wire  [15:0] count;
    input wire  fetch_first;
    input wire  keyed;
    input wire  load;
    input wire  cuckoo;
    input wire  validate;
    input wire  word_ok;
    output reg  validated;
    output reg  refused;
    input wire  issue;
    input wire  fetch_done;
    output reg  fetch_next;
    output reg  [3:0] fetch_count;
    output reg  rewind;
    output reg  offer;
    input wire  engine_ready;
    output reg  [31:0] address_now;
    output reg  [32:0] end_address;
    output reg  all_issued;
    input wire  result_taken;
    output reg  [12:0] results;
    output reg  all_results;
    
    // Constant declarations
    localparam  zero16 = 16'h0;
    localparam  one16 = 16'h1;
    localparam  one32 = 32'h1;
    localparam  bloom_word_bytes = 4'h2;
    localparam  eight4 = 4'h8;
    
    // Enums
    localparam IssueState$Fetch = 0;
    localparam IssueState$Offer = 1;
    localparam IssueState$Done = 2;
    
    // Stub signals
    reg  [1:0] state$d;
    wire  [1:0] state$q;
    reg  state$clock;
    reg  [15:0] ops$d;
    wire  [15:0] ops$q;
    reg  ops$clock;
    reg  [15:0] op_index$d;
    wire  [15:0] op_index$q;
    reg  op_index$clock;
    reg  last_op$d;
    wire  last_op$q;
    reg  last_op$clock;
    reg  took$d;
    wire  took$q;
    reg  took$clock;
    reg  [31:0] first_address$d;
    wire  [31:0] first_address$q;
    reg  first_address$clock;
    reg  [31:0] cur_address$d;
    wire  [31:0] cur_address$q;
    reg  cur_address$clock;
    reg  [32:0] end_address_q$d;
    wire  [32:0] end_address_q$q;
    reg  end_address_q$clock;
    reg  [15:0] result_count$d;
    wire  [15:0] result_count$q;
    reg  result_count$clock;
    reg  all_results_q$d;
    wire  all_results_q$q;
    reg  all_results_q$clock;
    reg  validate_go$d;
    wire  validate_go$q;
    reg  validate_go$clock;
    
    // Local signals
    reg  [3:0] word_bytes;
    
    // Sub module instances
    board_ulx3s_sdram$link$dispatcher$sequencer$state state(
        .d(state$d),
        .q(state$q),
        .clock(state$clock)
    );
    board_ulx3s_sdram$link$dispatcher$sequencer$ops ops(
        .d(ops$d),
        .q(ops$q),
        .clock(ops$clock)
    );
    board_ulx3s_sdram$link$dispatcher$sequencer$op_index op_index(
        .d(op_index$d),
        .q(op_index$q),
        .clock(op_index$clock)
    );
    board_ulx3s_sdram$link$dispatcher$sequencer$last_op last_op(
        .d(last_op$d),
        .q(last_op$q),
        .clock(last_op$clock)
    );
    board_ulx3s_sdram$link$dispatcher$sequencer$took took(
        .d(took$d),
        .q(took$q),
        .clock(took$clock)
    );
    board_ulx3s_sdram$link$dispatcher$sequencer$first_address first_address(
        .d(first_address$d),
        .q(first_address$q),
        .clock(first_address$clock)
    );
    board_ulx3s_sdram$link$dispatcher$sequencer$cur_address cur_address(
        .d(cur_address$d),
        .q(cur_address$q),
        .clock(cur_address$clock)
    );
    board_ulx3s_sdram$link$dispatcher$sequencer$end_address_q end_address_q(
        .d(end_address_q$d),
        .q(end_address_q$q),
        .clock(end_address_q$clock)
    );
    board_ulx3s_sdram$link$dispatcher$sequencer$result_count result_count(
        .d(result_count$d),
        .q(result_count$q),
        .clock(result_count$clock)
    );
    board_ulx3s_sdram$link$dispatcher$sequencer$all_results_q all_results_q(
        .d(all_results_q$d),
        .q(all_results_q$q),
        .clock(all_results_q$clock)
    );
    board_ulx3s_sdram$link$dispatcher$sequencer$validate_go validate_go(
        .d(validate_go$d),
        .q(validate_go$q),
        .clock(validate_go$clock)
    );
    
    // Update code
    always @(*) begin
        state$clock = clock;
        ops$clock = clock;
        op_index$clock = clock;
        last_op$clock = clock;
        took$clock = clock;
        first_address$clock = clock;
        cur_address$clock = clock;
        end_address_q$clock = clock;
        result_count$clock = clock;
        all_results_q$clock = clock;
        validate_go$clock = clock;
        state$d = state$q;
        ops$d = ops$q;
        op_index$d = op_index$q;
        last_op$d = last_op$q;
        took$d = took$q;
        first_address$d = first_address$q;
        cur_address$d = cur_address$q;
        end_address_q$d = end_address_q$q;
        result_count$d = result_count$q;
        all_results_q$d = all_results_q$q;
        validate_go$d = validate_go$q;
        address_now = cur_address$q;
        end_address = end_address_q$q;
        results = result_count$q[(32'h0)+:(13)];
        all_results = all_results_q$q;
        all_issued = state$q == IssueState$Done;
        word_bytes = bloom_word_bytes;
        if (cuckoo) begin
            word_bytes = eight4;
        end
        fetch_next = 1'b0;
        fetch_count = word_bytes;
        rewind = 1'b0;
        offer = 1'b0;
        validated = 1'b0;
        refused = 1'b0;
        took$d = 1'b0;
        if (start) begin
            result_count$d = zero16;
            op_index$d = zero16;
            cur_address$d = first_address$q;
            ops$d = start_count;
            state$d = start_state;
        end
        if (address_valid) begin
            first_address$d = address;
            cur_address$d = address;
            end_address_q$d = ((address) & 33'h1ffffffff) + ((count) & 33'h1ffffffff);
        end
        if (fetch_first) begin
            state$d = IssueState$Fetch;
        end
        if (validate & validate_go$q) begin
            if (word_ok) begin
                op_index$d = op_index$q + one16;
                cur_address$d = cur_address$q + one32;
                if (last_op$q) begin
                    op_index$d = zero16;
                    cur_address$d = first_address$q;
                    rewind = 1'b1;
                    validated = 1'b1;
                end
                fetch_next = 1'b1;
            end
            else begin
                refused = 1'b1;
            end
        end
        if (issue) begin
            case (state$q)
                IssueState$Fetch:
                    begin
                        if (fetch_done) begin
                            state$d = IssueState$Offer;
                        end
                    end
                IssueState$Offer:
                    begin
                        if (~took$q) begin
                            offer = 1'b1;
                            took$d = engine_ready;
                        end
                        else begin
                            op_index$d = op_index$q + one16;
                            cur_address$d = cur_address$q + one32;
                            if (last_op$q) begin
                                state$d = IssueState$Done;
                            end
                            else if (keyed) begin
                                fetch_next = 1'b1;
                                fetch_count = eight4;
                                state$d = IssueState$Fetch;
                            end
                            else if (load) begin
                                fetch_next = 1'b1;
                                state$d = IssueState$Fetch;
                            end
                        end
                    end
                default:
                    begin
                    end
            endcase
        end
        if (result_taken) begin
            result_count$d = result_count$q + one16;
        end
        last_op$d = (op_index$q + one16) == ops$q;
        all_results_q$d = result_count$q == ops$q;
        validate_go$d = fetch_done & validate & ~validate_go$q;
        if (reset) begin
            took$d = 1'b0;
        end
    end
    
endmodule // top$link$dispatcher$sequencer


module board_ulx3s_sdram$link$dispatcher$sequencer$all_results_q(d,q,clock);
    
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
          
endmodule // top$link$dispatcher$sequencer$all_results_q


module board_ulx3s_sdram$link$dispatcher$sequencer$cur_address(d,q,clock);
    
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
          
endmodule // top$link$dispatcher$sequencer$cur_address


module board_ulx3s_sdram$link$dispatcher$sequencer$end_address_q(d,q,clock);
    
    // Module arguments
    input wire  [32:0] d;
    output reg  [32:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 33'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$link$dispatcher$sequencer$end_address_q


module board_ulx3s_sdram$link$dispatcher$sequencer$first_address(d,q,clock);
    
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
          
endmodule // top$link$dispatcher$sequencer$first_address


module board_ulx3s_sdram$link$dispatcher$sequencer$last_op(d,q,clock);
    
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
          
endmodule // top$link$dispatcher$sequencer$last_op


module board_ulx3s_sdram$link$dispatcher$sequencer$op_index(d,q,clock);
    
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
          
endmodule // top$link$dispatcher$sequencer$op_index


module board_ulx3s_sdram$link$dispatcher$sequencer$ops(d,q,clock);
    
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
          
endmodule // top$link$dispatcher$sequencer$ops


module board_ulx3s_sdram$link$dispatcher$sequencer$result_count(d,q,clock);
    
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
          
endmodule // top$link$dispatcher$sequencer$result_count


module board_ulx3s_sdram$link$dispatcher$sequencer$state(d,q,clock);
    
    // Module arguments
    input wire  [1:0] d;
    output reg  [1:0] q;
    input wire  clock;
    
    // Enums
    localparam IssueState$Fetch = 0;
    localparam IssueState$Offer = 1;
    localparam IssueState$Done = 2;
    
    // Update code (custom)
    initial begin
       q = 64'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$link$dispatcher$sequencer$state


module board_ulx3s_sdram$link$dispatcher$sequencer$took(d,q,clock);
    
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
          
endmodule // top$link$dispatcher$sequencer$took


module board_ulx3s_sdram$link$dispatcher$sequencer$validate_go(d,q,clock);
    
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
          
endmodule // top$link$dispatcher$sequencer$validate_go


module board_ulx3s_sdram$link$dispatcher$slots(clock,reset,buffers_full,ev_bad_crc,ev_bad_length,ev_busy,ev_busy_seq,frame_released,nak_taken,busy_taken,nak_due,nak_status,busy_due,busy_seq,release_settling);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  [1:0] buffers_full;
    input wire  ev_bad_crc;
    input wire  ev_bad_length;
    input wire  ev_busy;
    input wire  [7:0] ev_busy_seq;
    input wire  frame_released;
    input wire  nak_taken;
    input wire  busy_taken;
    output reg  nak_due;
    output reg  [7:0] nak_status;
    output reg  busy_due;
    output reg  [7:0] busy_seq;
    output reg  release_settling;
    
    // Constant declarations
    localparam  status_bad_crc = 8'h1;
    localparam  status_bad_length = 8'h2;
    localparam  zero2 = 2'b0;
    localparam  one2 = 2'b1;
    
    // Stub signals
    reg  nak_event$d;
    wire  nak_event$q;
    reg  nak_event$clock;
    reg  [7:0] nak_event_status$d;
    wire  [7:0] nak_event_status$q;
    reg  nak_event_status$clock;
    reg  busy_event$d;
    wire  busy_event$q;
    reg  busy_event$clock;
    reg  [7:0] busy_event_seq$d;
    wire  [7:0] busy_event_seq$q;
    reg  busy_event_seq$clock;
    reg  released$d;
    wire  released$q;
    reg  released$clock;
    reg  slot_valid$0$d;
    wire  slot_valid$0$q;
    reg  slot_valid$0$clock;
    reg  slot_valid$1$d;
    wire  slot_valid$1$q;
    reg  slot_valid$1$clock;
    reg  slot_valid$2$d;
    wire  slot_valid$2$q;
    reg  slot_valid$2$clock;
    reg  [7:0] slot_status$0$d;
    wire  [7:0] slot_status$0$q;
    reg  slot_status$0$clock;
    reg  [7:0] slot_status$1$d;
    wire  [7:0] slot_status$1$q;
    reg  slot_status$1$clock;
    reg  [7:0] slot_status$2$d;
    wire  [7:0] slot_status$2$q;
    reg  slot_status$2$clock;
    reg  busy_pending$d;
    wire  busy_pending$q;
    reg  busy_pending$clock;
    reg  [7:0] busy_seq_q$d;
    wire  [7:0] busy_seq_q$q;
    reg  busy_seq_q$clock;
    reg  [1:0] busy_wait$d;
    wire  [1:0] busy_wait$q;
    reg  busy_wait$clock;
    
    // Local signals
    reg  next_valid$0;
    reg  next_valid$1;
    reg  next_valid$2;
    reg  [7:0] next_status$0;
    reg  [7:0] next_status$1;
    reg  [7:0] next_status$2;
    reg  [1:0] frames_buffered;
    
    // Sub module instances
    board_ulx3s_sdram$link$dispatcher$slots$nak_event nak_event(
        .d(nak_event$d),
        .q(nak_event$q),
        .clock(nak_event$clock)
    );
    board_ulx3s_sdram$link$dispatcher$slots$nak_event_status nak_event_status(
        .d(nak_event_status$d),
        .q(nak_event_status$q),
        .clock(nak_event_status$clock)
    );
    board_ulx3s_sdram$link$dispatcher$slots$busy_event busy_event(
        .d(busy_event$d),
        .q(busy_event$q),
        .clock(busy_event$clock)
    );
    board_ulx3s_sdram$link$dispatcher$slots$busy_event_seq busy_event_seq(
        .d(busy_event_seq$d),
        .q(busy_event_seq$q),
        .clock(busy_event_seq$clock)
    );
    board_ulx3s_sdram$link$dispatcher$slots$released released(
        .d(released$d),
        .q(released$q),
        .clock(released$clock)
    );
    board_ulx3s_sdram$link$dispatcher$slots$slot_valid$0 slot_valid$0(
        .d(slot_valid$0$d),
        .q(slot_valid$0$q),
        .clock(slot_valid$0$clock)
    );
    board_ulx3s_sdram$link$dispatcher$slots$slot_valid$1 slot_valid$1(
        .d(slot_valid$1$d),
        .q(slot_valid$1$q),
        .clock(slot_valid$1$clock)
    );
    board_ulx3s_sdram$link$dispatcher$slots$slot_valid$2 slot_valid$2(
        .d(slot_valid$2$d),
        .q(slot_valid$2$q),
        .clock(slot_valid$2$clock)
    );
    board_ulx3s_sdram$link$dispatcher$slots$slot_status$0 slot_status$0(
        .d(slot_status$0$d),
        .q(slot_status$0$q),
        .clock(slot_status$0$clock)
    );
    board_ulx3s_sdram$link$dispatcher$slots$slot_status$1 slot_status$1(
        .d(slot_status$1$d),
        .q(slot_status$1$q),
        .clock(slot_status$1$clock)
    );
    board_ulx3s_sdram$link$dispatcher$slots$slot_status$2 slot_status$2(
        .d(slot_status$2$d),
        .q(slot_status$2$q),
        .clock(slot_status$2$clock)
    );
    board_ulx3s_sdram$link$dispatcher$slots$busy_pending busy_pending(
        .d(busy_pending$d),
        .q(busy_pending$q),
        .clock(busy_pending$clock)
    );
    board_ulx3s_sdram$link$dispatcher$slots$busy_seq_q busy_seq_q(
        .d(busy_seq_q$d),
        .q(busy_seq_q$q),
        .clock(busy_seq_q$clock)
    );
    board_ulx3s_sdram$link$dispatcher$slots$busy_wait busy_wait(
        .d(busy_wait$d),
        .q(busy_wait$q),
        .clock(busy_wait$clock)
    );
    
    // Update code
    always @(*) begin
        nak_event$clock = clock;
        nak_event_status$clock = clock;
        busy_event$clock = clock;
        busy_event_seq$clock = clock;
        released$clock = clock;
        busy_pending$clock = clock;
        busy_seq_q$clock = clock;
        busy_wait$clock = clock;
        nak_event$d = nak_event$q;
        nak_event_status$d = nak_event_status$q;
        busy_event$d = busy_event$q;
        busy_event_seq$d = busy_event_seq$q;
        released$d = released$q;
        busy_pending$d = busy_pending$q;
        busy_seq_q$d = busy_seq_q$q;
        busy_wait$d = busy_wait$q;
        slot_valid$0$clock = clock;
        slot_status$0$clock = clock;
        slot_valid$0$d = slot_valid$0$q;
        slot_status$0$d = slot_status$0$q;
        slot_valid$1$clock = clock;
        slot_status$1$clock = clock;
        slot_valid$1$d = slot_valid$1$q;
        slot_status$1$d = slot_status$1$q;
        slot_valid$2$clock = clock;
        slot_status$2$clock = clock;
        slot_valid$2$d = slot_valid$2$q;
        slot_status$2$d = slot_status$2$q;
        nak_event$d = ev_bad_crc | ev_bad_length;
        nak_event_status$d = status_bad_length;
        if (ev_bad_crc) begin
            nak_event_status$d = status_bad_crc;
        end
        busy_event$d = ev_busy;
        busy_event_seq$d = ev_busy_seq;
        released$d = frame_released;
        frames_buffered = ((buffers_full[(32'h0)+:(1)]) & 2'h3) + ((buffers_full[(32'h1)+:(1)]) & 2'h3);
        next_valid$0 = slot_valid$0$q & ~nak_taken;
        next_valid$1 = slot_valid$1$q;
        next_valid$2 = slot_valid$2$q;
        next_status$0 = slot_status$0$q;
        next_status$1 = slot_status$1$q;
        next_status$2 = slot_status$2$q;
        if (released$q) begin
            next_valid$0 = slot_valid$1$q;
            next_status$0 = slot_status$1$q;
            next_valid$1 = slot_valid$2$q;
            next_status$1 = slot_status$2$q;
            next_valid$2 = 1'b0;
        end
        if (nak_event$q) begin
            if (frames_buffered == zero2) begin
                if (~next_valid$0) begin
                    next_valid$0 = 1'b1;
                    next_status$0 = nak_event_status$q;
                end
            end
            else if (frames_buffered == one2) begin
                if (~next_valid$1) begin
                    next_valid$1 = 1'b1;
                    next_status$1 = nak_event_status$q;
                end
            end
            else if (~next_valid$2) begin
                next_valid$2 = 1'b1;
                next_status$2 = nak_event_status$q;
            end
        end
        slot_valid$0$d = next_valid$0;
        slot_status$0$d = next_status$0;
        slot_valid$1$d = next_valid$1;
        slot_status$1$d = next_status$1;
        slot_valid$2$d = next_valid$2;
        slot_status$2$d = next_status$2;
        if (busy_taken) begin
            busy_pending$d = 1'b0;
        end
        if (released$q & (busy_wait$q != zero2)) begin
            busy_wait$d = busy_wait$q - one2;
        end
        if (busy_event$q & ~busy_pending$q) begin
            busy_pending$d = 1'b1;
            busy_seq_q$d = busy_event_seq$q;
            busy_wait$d = frames_buffered;
        end
        nak_due = slot_valid$0$q;
        nak_status = slot_status$0$q;
        busy_due = busy_pending$q & (busy_wait$q == zero2);
        busy_seq = busy_seq_q$q;
        release_settling = released$q;
        if (reset) begin
            slot_valid$0$d = 1'b0;
            slot_valid$1$d = 1'b0;
            slot_valid$2$d = 1'b0;
            busy_pending$d = 1'b0;
            nak_event$d = 1'b0;
            busy_event$d = 1'b0;
            released$d = 1'b0;
        end
    end
    
endmodule // top$link$dispatcher$slots


module board_ulx3s_sdram$link$dispatcher$slots$busy_event(d,q,clock);
    
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
          
endmodule // top$link$dispatcher$slots$busy_event


module board_ulx3s_sdram$link$dispatcher$slots$busy_event_seq(d,q,clock);
    
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
          
endmodule // top$link$dispatcher$slots$busy_event_seq


module board_ulx3s_sdram$link$dispatcher$slots$busy_pending(d,q,clock);
    
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
          
endmodule // top$link$dispatcher$slots$busy_pending


module board_ulx3s_sdram$link$dispatcher$slots$busy_seq_q(d,q,clock);
    
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
          
endmodule // top$link$dispatcher$slots$busy_seq_q


module board_ulx3s_sdram$link$dispatcher$slots$busy_wait(d,q,clock);
    
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
          
endmodule // top$link$dispatcher$slots$busy_wait


module board_ulx3s_sdram$link$dispatcher$slots$nak_event(d,q,clock);
    
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
          
endmodule // top$link$dispatcher$slots$nak_event


module board_ulx3s_sdram$link$dispatcher$slots$nak_event_status(d,q,clock);
    
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
          
endmodule // top$link$dispatcher$slots$nak_event_status


module board_ulx3s_sdram$link$dispatcher$slots$released(d,q,clock);
    
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
          
endmodule // top$link$dispatcher$slots$released


module board_ulx3s_sdram$link$dispatcher$slots$slot_status$0(d,q,clock);
    
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
          
endmodule // top$link$dispatcher$slots$slot_status$0


module board_ulx3s_sdram$link$dispatcher$slots$slot_status$1(d,q,clock);
    
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
          
endmodule // top$link$dispatcher$slots$slot_status$1


module board_ulx3s_sdram$link$dispatcher$slots$slot_status$2(d,q,clock);
    
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
          
endmodule // top$link$dispatcher$slots$slot_status$2


module board_ulx3s_sdram$link$dispatcher$slots$slot_valid$0(d,q,clock);
    
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
          
endmodule // top$link$dispatcher$slots$slot_valid$0


module board_ulx3s_sdram$link$dispatcher$slots$slot_valid$1(d,q,clock);
    
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
          
endmodule // top$link$dispatcher$slots$slot_valid$1


module board_ulx3s_sdram$link$dispatcher$slots$slot_valid$2(d,q,clock);
    
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
          
endmodule // top$link$dispatcher$slots$slot_valid$2


module board_ulx3s_sdram$link$dispatcher$window(clock,reset,idle_acting,take_nak,take_frame,decoding,out_of_sequence,sending,apply,slot,expected,cache_valid,nak_sent,buffer,free_buffer,applied);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  idle_acting;
    input wire  take_nak;
    input wire  take_frame;
    input wire  decoding;
    input wire  out_of_sequence;
    input wire  sending;
    input wire  apply;
    input wire  [3:0] slot;
    output reg  [7:0] expected;
    output reg  [15:0] cache_valid;
    output reg  nak_sent;
    output reg  buffer;
    output reg  free_buffer;
    output reg  applied;
    
    // Constant declarations
    localparam  one8 = 8'h1;
    localparam  zero8 = 8'h0;
    localparam  one16 = 16'h1;
    localparam  zero16 = 16'h0;
    
    // Stub signals
    reg  [7:0] expected_q$d;
    wire  [7:0] expected_q$q;
    reg  expected_q$clock;
    reg  nak_sent_q$d;
    wire  nak_sent_q$q;
    reg  nak_sent_q$clock;
    reg  [15:0] cache_valid_q$d;
    wire  [15:0] cache_valid_q$q;
    reg  cache_valid_q$clock;
    reg  rbuf$d;
    wire  rbuf$q;
    reg  rbuf$clock;
    reg  from_buf$d;
    wire  from_buf$q;
    reg  from_buf$clock;
    
    // Sub module instances
    board_ulx3s_sdram$link$dispatcher$window$expected_q expected_q(
        .d(expected_q$d),
        .q(expected_q$q),
        .clock(expected_q$clock)
    );
    board_ulx3s_sdram$link$dispatcher$window$nak_sent_q nak_sent_q(
        .d(nak_sent_q$d),
        .q(nak_sent_q$q),
        .clock(nak_sent_q$clock)
    );
    board_ulx3s_sdram$link$dispatcher$window$cache_valid_q cache_valid_q(
        .d(cache_valid_q$d),
        .q(cache_valid_q$q),
        .clock(cache_valid_q$clock)
    );
    board_ulx3s_sdram$link$dispatcher$window$rbuf rbuf(
        .d(rbuf$d),
        .q(rbuf$q),
        .clock(rbuf$clock)
    );
    board_ulx3s_sdram$link$dispatcher$window$from_buf from_buf(
        .d(from_buf$d),
        .q(from_buf$q),
        .clock(from_buf$clock)
    );
    
    // Update code
    always @(*) begin
        expected_q$clock = clock;
        nak_sent_q$clock = clock;
        cache_valid_q$clock = clock;
        rbuf$clock = clock;
        from_buf$clock = clock;
        expected_q$d = expected_q$q;
        nak_sent_q$d = nak_sent_q$q;
        cache_valid_q$d = cache_valid_q$q;
        rbuf$d = rbuf$q;
        from_buf$d = from_buf$q;
        expected = expected_q$q;
        cache_valid = cache_valid_q$q;
        nak_sent = nak_sent_q$q;
        buffer = rbuf$q;
        free_buffer = 1'b0;
        applied = 1'b0;
        if (idle_acting) begin
            from_buf$d = 1'b0;
            if (take_nak & ~nak_sent_q$q) begin
                nak_sent_q$d = 1'b1;
            end
            if (take_frame) begin
                from_buf$d = 1'b1;
            end
        end
        if (decoding & out_of_sequence) begin
            if (nak_sent_q$q) begin
                free_buffer = 1'b1;
                rbuf$d = ~rbuf$q;
            end
            else begin
                nak_sent_q$d = 1'b1;
            end
        end
        if (sending) begin
            if (from_buf$q) begin
                free_buffer = 1'b1;
                rbuf$d = ~rbuf$q;
            end
            if (apply) begin
                applied = 1'b1;
                expected_q$d = expected_q$q + one8;
                nak_sent_q$d = 1'b0;
                cache_valid_q$d = cache_valid_q$q | (one16 << ((slot) & 16'hffff));
            end
        end
        if (reset) begin
            rbuf$d = 1'b0;
            expected_q$d = zero8;
            nak_sent_q$d = 1'b0;
            cache_valid_q$d = zero16;
        end
    end
    
endmodule // top$link$dispatcher$window


module board_ulx3s_sdram$link$dispatcher$window$cache_valid_q(d,q,clock);
    
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
          
endmodule // top$link$dispatcher$window$cache_valid_q


module board_ulx3s_sdram$link$dispatcher$window$expected_q(d,q,clock);
    
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
          
endmodule // top$link$dispatcher$window$expected_q


module board_ulx3s_sdram$link$dispatcher$window$from_buf(d,q,clock);
    
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
          
endmodule // top$link$dispatcher$window$from_buf


module board_ulx3s_sdram$link$dispatcher$window$nak_sent_q(d,q,clock);
    
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
          
endmodule // top$link$dispatcher$window$nak_sent_q


module board_ulx3s_sdram$link$dispatcher$window$rbuf(d,q,clock);
    
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
          
endmodule // top$link$dispatcher$window$rbuf


module board_ulx3s_sdram$link$encoder(clock,reset,start,base,len_addr,idle,rd_addr,rd_data,out_valid,out_ready,out_data);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  start;
    input wire  [9:0] base;
    input wire  [9:0] len_addr;
    output reg  idle;
    output reg  [9:0] rd_addr;
    input wire  [7:0] rd_data;
    output reg  out_valid;
    input wire  out_ready;
    output reg  [7:0] out_data;
    
    // Constant declarations
    localparam  zero8 = 8'h0;
    localparam  one8 = 8'h1;
    localparam  three8 = 8'h3;
    localparam  four8 = 8'h4;
    localparam  one10 = 10'b1;
    localparam  ones32 = 32'hffffffff;
    
    // Enums
    localparam TxState$Idle = 0;
    localparam TxState$LenIssue = 1;
    localparam TxState$LenUse = 2;
    localparam TxState$CrcIssue = 3;
    localparam TxState$CrcUse = 4;
    localparam TxState$CrcEnd = 5;
    localparam TxState$ScanIssue = 6;
    localparam TxState$ScanUse = 7;
    localparam TxState$ScanTest = 8;
    localparam TxState$Code = 9;
    localparam TxState$DataIssue = 10;
    localparam TxState$DataUse = 11;
    localparam TxState$DataOut = 12;
    localparam TxState$Skip = 13;
    localparam TxState$Delim = 14;
    
    // Stub signals
    reg  [31:0] crc_step$crc_in;
    reg  [7:0] crc_step$data_in;
    wire  [31:0] crc_step$crc_out;
    reg  [3:0] state$d;
    wire  [3:0] state$q;
    reg  state$clock;
    reg  [9:0] base_r$d;
    wire  [9:0] base_r$q;
    reg  base_r$clock;
    reg  [9:0] len_addr_r$d;
    wire  [9:0] len_addr_r$q;
    reg  len_addr_r$clock;
    reg  [7:0] len$d;
    wire  [7:0] len$q;
    reg  len$clock;
    reg  [7:0] pos$d;
    wire  [7:0] pos$q;
    reg  pos$clock;
    reg  [7:0] k$d;
    wire  [7:0] k$q;
    reg  k$clock;
    reg  [7:0] j$d;
    wire  [7:0] j$q;
    reg  j$clock;
    reg  at_end$d;
    wire  at_end$q;
    reg  at_end$clock;
    reg  [31:0] crc$d;
    wire  [31:0] crc$q;
    reg  crc$clock;
    reg  [7:0] byte_r$d;
    wire  [7:0] byte_r$q;
    reg  byte_r$clock;
    reg  in_body$d;
    wire  in_body$q;
    reg  in_body$clock;
    reg  [1:0] crc_sel$d;
    wire  [1:0] crc_sel$q;
    reg  crc_sel$clock;
    reg  [7:0] ix$d;
    wire  [7:0] ix$q;
    reg  ix$clock;
    reg  [9:0] ra$d;
    wire  [9:0] ra$q;
    reg  ra$clock;
    reg  vz$d;
    wire  vz$q;
    reg  vz$clock;
    reg  [7:0] cb$d;
    wire  [7:0] cb$q;
    reg  cb$clock;
    reg  cb_v$d;
    wire  cb_v$q;
    reg  cb_v$clock;
    reg  k_eq$d;
    wire  k_eq$q;
    reg  k_eq$clock;
    reg  j_eq$d;
    wire  j_eq$q;
    reg  j_eq$clock;
    reg  ix_end$d;
    wire  ix_end$q;
    reg  ix_end$clock;
    reg  kz$d;
    wire  kz$q;
    reg  kz$clock;
    reg  jn_eq$d;
    wire  jn_eq$q;
    reg  jn_eq$clock;
    reg  [7:0] lenm1$d;
    wire  [7:0] lenm1$q;
    reg  lenm1$clock;
    reg  [7:0] len4$d;
    wire  [7:0] len4$q;
    reg  len4$clock;
    reg  [7:0] km1$d;
    wire  [7:0] km1$q;
    reg  km1$clock;
    reg  [7:0] len3$d;
    wire  [7:0] len3$q;
    reg  len3$clock;
    
    // Local signals
    reg  [7:0] vbyte;
    reg  [7:0] crc_off;
    reg  [31:0] crc_n;
    
    // Sub module instances
    board_ulx3s_sdram$link$encoder$crc_step crc_step(
        .crc_in(crc_step$crc_in),
        .data_in(crc_step$data_in),
        .crc_out(crc_step$crc_out)
    );
    board_ulx3s_sdram$link$encoder$state state(
        .d(state$d),
        .q(state$q),
        .clock(state$clock)
    );
    board_ulx3s_sdram$link$encoder$base_r base_r(
        .d(base_r$d),
        .q(base_r$q),
        .clock(base_r$clock)
    );
    board_ulx3s_sdram$link$encoder$len_addr_r len_addr_r(
        .d(len_addr_r$d),
        .q(len_addr_r$q),
        .clock(len_addr_r$clock)
    );
    board_ulx3s_sdram$link$encoder$len len(
        .d(len$d),
        .q(len$q),
        .clock(len$clock)
    );
    board_ulx3s_sdram$link$encoder$pos pos(
        .d(pos$d),
        .q(pos$q),
        .clock(pos$clock)
    );
    board_ulx3s_sdram$link$encoder$k k(
        .d(k$d),
        .q(k$q),
        .clock(k$clock)
    );
    board_ulx3s_sdram$link$encoder$j j(
        .d(j$d),
        .q(j$q),
        .clock(j$clock)
    );
    board_ulx3s_sdram$link$encoder$at_end at_end(
        .d(at_end$d),
        .q(at_end$q),
        .clock(at_end$clock)
    );
    board_ulx3s_sdram$link$encoder$crc crc(
        .d(crc$d),
        .q(crc$q),
        .clock(crc$clock)
    );
    board_ulx3s_sdram$link$encoder$byte_r byte_r(
        .d(byte_r$d),
        .q(byte_r$q),
        .clock(byte_r$clock)
    );
    board_ulx3s_sdram$link$encoder$in_body in_body(
        .d(in_body$d),
        .q(in_body$q),
        .clock(in_body$clock)
    );
    board_ulx3s_sdram$link$encoder$crc_sel crc_sel(
        .d(crc_sel$d),
        .q(crc_sel$q),
        .clock(crc_sel$clock)
    );
    board_ulx3s_sdram$link$encoder$ix ix(
        .d(ix$d),
        .q(ix$q),
        .clock(ix$clock)
    );
    board_ulx3s_sdram$link$encoder$ra ra(
        .d(ra$d),
        .q(ra$q),
        .clock(ra$clock)
    );
    board_ulx3s_sdram$link$encoder$vz vz(
        .d(vz$d),
        .q(vz$q),
        .clock(vz$clock)
    );
    board_ulx3s_sdram$link$encoder$cb cb(
        .d(cb$d),
        .q(cb$q),
        .clock(cb$clock)
    );
    board_ulx3s_sdram$link$encoder$cb_v cb_v(
        .d(cb_v$d),
        .q(cb_v$q),
        .clock(cb_v$clock)
    );
    board_ulx3s_sdram$link$encoder$k_eq k_eq(
        .d(k_eq$d),
        .q(k_eq$q),
        .clock(k_eq$clock)
    );
    board_ulx3s_sdram$link$encoder$j_eq j_eq(
        .d(j_eq$d),
        .q(j_eq$q),
        .clock(j_eq$clock)
    );
    board_ulx3s_sdram$link$encoder$ix_end ix_end(
        .d(ix_end$d),
        .q(ix_end$q),
        .clock(ix_end$clock)
    );
    board_ulx3s_sdram$link$encoder$kz kz(
        .d(kz$d),
        .q(kz$q),
        .clock(kz$clock)
    );
    board_ulx3s_sdram$link$encoder$jn_eq jn_eq(
        .d(jn_eq$d),
        .q(jn_eq$q),
        .clock(jn_eq$clock)
    );
    board_ulx3s_sdram$link$encoder$lenm1 lenm1(
        .d(lenm1$d),
        .q(lenm1$q),
        .clock(lenm1$clock)
    );
    board_ulx3s_sdram$link$encoder$len4 len4(
        .d(len4$d),
        .q(len4$q),
        .clock(len4$clock)
    );
    board_ulx3s_sdram$link$encoder$km1 km1(
        .d(km1$d),
        .q(km1$q),
        .clock(km1$clock)
    );
    board_ulx3s_sdram$link$encoder$len3 len3(
        .d(len3$d),
        .q(len3$q),
        .clock(len3$clock)
    );
    
    // Update code
    always @(*) begin
        state$clock = clock;
        base_r$clock = clock;
        len_addr_r$clock = clock;
        len$clock = clock;
        pos$clock = clock;
        k$clock = clock;
        j$clock = clock;
        at_end$clock = clock;
        crc$clock = clock;
        byte_r$clock = clock;
        in_body$clock = clock;
        crc_sel$clock = clock;
        ix$clock = clock;
        ra$clock = clock;
        vz$clock = clock;
        cb$clock = clock;
        cb_v$clock = clock;
        k_eq$clock = clock;
        j_eq$clock = clock;
        ix_end$clock = clock;
        kz$clock = clock;
        jn_eq$clock = clock;
        lenm1$clock = clock;
        len4$clock = clock;
        km1$clock = clock;
        len3$clock = clock;
        state$d = state$q;
        base_r$d = base_r$q;
        len_addr_r$d = len_addr_r$q;
        len$d = len$q;
        pos$d = pos$q;
        k$d = k$q;
        j$d = j$q;
        at_end$d = at_end$q;
        crc$d = crc$q;
        byte_r$d = byte_r$q;
        in_body$d = in_body$q;
        crc_sel$d = crc_sel$q;
        ix$d = ix$q;
        ra$d = ra$q;
        vz$d = vz$q;
        cb$d = cb$q;
        cb_v$d = cb_v$q;
        k_eq$d = k_eq$q;
        j_eq$d = j_eq$q;
        ix_end$d = ix_end$q;
        kz$d = kz$q;
        jn_eq$d = jn_eq$q;
        lenm1$d = lenm1$q;
        len4$d = len4$q;
        km1$d = km1$q;
        len3$d = len3$q;
        idle = state$q == TxState$Idle;
        out_valid = 1'b0;
        out_data = byte_r$q;
        crc_step$crc_in = crc$q;
        crc_step$data_in = cb$q;
        cb$d = rd_data;
        cb_v$d = 1'b0;
        if (cb_v$q) begin
            crc$d = crc_step$crc_out;
        end
        rd_addr = ra$q;
        len3$d = len$q + three8;
        lenm1$d = len$q - one8;
        km1$d = k$q - one8;
        kz$d = k$q == zero8;
        jn_eq$d = j$q == km1$q;
        len4$d = len$q + four8;
        ix_end$d = ix$q == len4$q;
        crc_off = ix$q - len$q;
        crc_n = ~crc$q;
        in_body$d = ix$q < len$q;
        crc_sel$d = crc_off[(32'h0)+:(2)];
        if (in_body$q) begin
            vbyte = rd_data;
        end
        else begin
            if (crc_sel$q[32'h1]) begin
                if (crc_sel$q[32'h0]) begin
                    vbyte = crc_n[(32'h18)+:(8)];
                end
                else begin
                    vbyte = crc_n[(32'h10)+:(8)];
                end
            end
            else if (crc_sel$q[32'h0]) begin
                vbyte = crc_n[(32'h8)+:(8)];
            end
            else begin
                vbyte = crc_n[(32'h0)+:(8)];
            end
        end
        vz$d = vbyte == zero8;
        case (state$q)
            TxState$Idle:
                begin
                    if (start) begin
                        base_r$d = base;
                        len_addr_r$d = len_addr;
                        state$d = TxState$LenIssue;
                    end
                end
            TxState$LenIssue:
                begin
                    rd_addr = len_addr_r$q;
                    state$d = TxState$LenUse;
                end
            TxState$LenUse:
                begin
                    len$d = rd_data;
                    crc$d = ones32;
                    pos$d = zero8;
                    k$d = zero8;
                    ix$d = zero8;
                    ra$d = base_r$q;
                    k_eq$d = rd_data == zero8;
                    state$d = TxState$CrcIssue;
                end
            TxState$CrcIssue:
                begin
                    if (k_eq$q) begin
                        state$d = TxState$CrcEnd;
                    end
                    else begin
                        state$d = TxState$CrcUse;
                    end
                end
            TxState$CrcUse:
                begin
                    cb_v$d = 1'b1;
                    k_eq$d = k$q == lenm1$q;
                    k$d = k$q + one8;
                    ix$d = ix$q + one8;
                    ra$d = ra$q + one10;
                    state$d = TxState$CrcIssue;
                end
            TxState$CrcEnd:
                begin
                    k$d = zero8;
                    ix_end$d = 1'b0;
                    ix$d = zero8;
                    ra$d = base_r$q;
                    state$d = TxState$ScanIssue;
                end
            TxState$ScanIssue:
                begin
                    if (ix_end$q) begin
                        at_end$d = 1'b1;
                        state$d = TxState$Code;
                    end
                    else begin
                        state$d = TxState$ScanUse;
                    end
                end
            TxState$ScanUse:
                begin
                    ix$d = ix$q + one8;
                    ra$d = ra$q + one10;
                    state$d = TxState$ScanTest;
                end
            TxState$ScanTest:
                begin
                    if (vz$q) begin
                        at_end$d = 1'b0;
                        state$d = TxState$Code;
                    end
                    else begin
                        k$d = k$q + one8;
                        state$d = TxState$ScanIssue;
                    end
                end
            TxState$Code:
                begin
                    out_valid = 1'b1;
                    out_data = k$q + one8;
                    ix$d = pos$q;
                    ra$d = base_r$q + ((pos$q) & 10'h3ff);
                    if (out_ready) begin
                        j$d = zero8;
                        j_eq$d = kz$q;
                        state$d = TxState$DataIssue;
                    end
                end
            TxState$DataIssue:
                begin
                    if (j_eq$q) begin
                        if (at_end$q) begin
                            state$d = TxState$Delim;
                        end
                        else begin
                            state$d = TxState$Skip;
                        end
                    end
                    else begin
                        state$d = TxState$DataUse;
                    end
                end
            TxState$DataUse:
                begin
                    byte_r$d = vbyte;
                    ix$d = ix$q + one8;
                    ra$d = ra$q + one10;
                    state$d = TxState$DataOut;
                end
            TxState$DataOut:
                begin
                    out_valid = 1'b1;
                    if (out_ready) begin
                        j$d = j$q + one8;
                        j_eq$d = jn_eq$q;
                        state$d = TxState$DataIssue;
                    end
                end
            TxState$Skip:
                begin
                    pos$d = ix$q + one8;
                    ix$d = ix$q + one8;
                    ra$d = ra$q + one10;
                    ix_end$d = ix$q == len3$q;
                    k$d = zero8;
                    state$d = TxState$ScanIssue;
                end
            TxState$Delim:
                begin
                    out_valid = 1'b1;
                    out_data = zero8;
                    if (out_ready) begin
                        state$d = TxState$Idle;
                    end
                end
            default:
                begin
                    state$d = TxState$Idle;
                end
        endcase
        if (reset) begin
            state$d = TxState$Idle;
        end
    end
    
endmodule // top$link$encoder


module board_ulx3s_sdram$link$encoder$at_end(d,q,clock);
    
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
          
endmodule // top$link$encoder$at_end


module board_ulx3s_sdram$link$encoder$base_r(d,q,clock);
    
    // Module arguments
    input wire  [9:0] d;
    output reg  [9:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 10'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$link$encoder$base_r


module board_ulx3s_sdram$link$encoder$byte_r(d,q,clock);
    
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
          
endmodule // top$link$encoder$byte_r


module board_ulx3s_sdram$link$encoder$cb(d,q,clock);
    
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
          
endmodule // top$link$encoder$cb


module board_ulx3s_sdram$link$encoder$cb_v(d,q,clock);
    
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
          
endmodule // top$link$encoder$cb_v


module board_ulx3s_sdram$link$encoder$crc(d,q,clock);
    
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
          
endmodule // top$link$encoder$crc


module board_ulx3s_sdram$link$encoder$crc_sel(d,q,clock);
    
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
          
endmodule // top$link$encoder$crc_sel


module board_ulx3s_sdram$link$encoder$crc_step(crc_in,data_in,crc_out);
    
    // Module arguments
    input wire  [31:0] crc_in;
    input wire  [7:0] data_in;
    output reg  [31:0] crc_out;
    
    // Constant declarations
    localparam  poly = 32'hedb88320;
    
    // Local signals
    reg  [31:0] step$0;
    reg  [31:0] step$1;
    reg  [31:0] step$2;
    reg  [31:0] step$3;
    reg  [31:0] step$4;
    reg  [31:0] step$5;
    reg  [31:0] step$6;
    reg  [31:0] step$7;
    reg  [31:0] byte32;
    
    // Update code
    always @(*) begin
        byte32 = crc_in ^ ((data_in) & 32'hffffffff);
        if (byte32[0]) begin
            step$0 = (byte32 >> 32'h1) ^ poly;
        end
        else begin
            step$0 = byte32 >> 32'h1;
        end
        if (step$0[32'h0]) begin
            step$1 = (step$0 >> 32'h1) ^ poly;
        end
        else begin
            step$1 = step$0 >> 32'h1;
        end
        if (step$1[32'h0]) begin
            step$2 = (step$1 >> 32'h1) ^ poly;
        end
        else begin
            step$2 = step$1 >> 32'h1;
        end
        if (step$2[32'h0]) begin
            step$3 = (step$2 >> 32'h1) ^ poly;
        end
        else begin
            step$3 = step$2 >> 32'h1;
        end
        if (step$3[32'h0]) begin
            step$4 = (step$3 >> 32'h1) ^ poly;
        end
        else begin
            step$4 = step$3 >> 32'h1;
        end
        if (step$4[32'h0]) begin
            step$5 = (step$4 >> 32'h1) ^ poly;
        end
        else begin
            step$5 = step$4 >> 32'h1;
        end
        if (step$5[32'h0]) begin
            step$6 = (step$5 >> 32'h1) ^ poly;
        end
        else begin
            step$6 = step$5 >> 32'h1;
        end
        if (step$6[32'h0]) begin
            step$7 = (step$6 >> 32'h1) ^ poly;
        end
        else begin
            step$7 = step$6 >> 32'h1;
        end
        crc_out = step$7;
    end
    
endmodule // top$link$encoder$crc_step


module board_ulx3s_sdram$link$encoder$in_body(d,q,clock);
    
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
          
endmodule // top$link$encoder$in_body


module board_ulx3s_sdram$link$encoder$ix(d,q,clock);
    
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
          
endmodule // top$link$encoder$ix


module board_ulx3s_sdram$link$encoder$ix_end(d,q,clock);
    
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
          
endmodule // top$link$encoder$ix_end


module board_ulx3s_sdram$link$encoder$j(d,q,clock);
    
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
          
endmodule // top$link$encoder$j


module board_ulx3s_sdram$link$encoder$j_eq(d,q,clock);
    
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
          
endmodule // top$link$encoder$j_eq


module board_ulx3s_sdram$link$encoder$jn_eq(d,q,clock);
    
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
          
endmodule // top$link$encoder$jn_eq


module board_ulx3s_sdram$link$encoder$k(d,q,clock);
    
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
          
endmodule // top$link$encoder$k


module board_ulx3s_sdram$link$encoder$k_eq(d,q,clock);
    
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
          
endmodule // top$link$encoder$k_eq


module board_ulx3s_sdram$link$encoder$km1(d,q,clock);
    
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
          
endmodule // top$link$encoder$km1


module board_ulx3s_sdram$link$encoder$kz(d,q,clock);
    
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
          
endmodule // top$link$encoder$kz


module board_ulx3s_sdram$link$encoder$len(d,q,clock);
    
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
          
endmodule // top$link$encoder$len


module board_ulx3s_sdram$link$encoder$len3(d,q,clock);
    
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
          
endmodule // top$link$encoder$len3


module board_ulx3s_sdram$link$encoder$len4(d,q,clock);
    
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
          
endmodule // top$link$encoder$len4


module board_ulx3s_sdram$link$encoder$len_addr_r(d,q,clock);
    
    // Module arguments
    input wire  [9:0] d;
    output reg  [9:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 10'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$link$encoder$len_addr_r


module board_ulx3s_sdram$link$encoder$lenm1(d,q,clock);
    
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
          
endmodule // top$link$encoder$lenm1


module board_ulx3s_sdram$link$encoder$pos(d,q,clock);
    
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
          
endmodule // top$link$encoder$pos


module board_ulx3s_sdram$link$encoder$ra(d,q,clock);
    
    // Module arguments
    input wire  [9:0] d;
    output reg  [9:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 10'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$link$encoder$ra


module board_ulx3s_sdram$link$encoder$state(d,q,clock);
    
    // Module arguments
    input wire  [3:0] d;
    output reg  [3:0] q;
    input wire  clock;
    
    // Enums
    localparam TxState$Idle = 0;
    localparam TxState$LenIssue = 1;
    localparam TxState$LenUse = 2;
    localparam TxState$CrcIssue = 3;
    localparam TxState$CrcUse = 4;
    localparam TxState$CrcEnd = 5;
    localparam TxState$ScanIssue = 6;
    localparam TxState$ScanUse = 7;
    localparam TxState$ScanTest = 8;
    localparam TxState$Code = 9;
    localparam TxState$DataIssue = 10;
    localparam TxState$DataUse = 11;
    localparam TxState$DataOut = 12;
    localparam TxState$Skip = 13;
    localparam TxState$Delim = 14;
    
    // Update code (custom)
    initial begin
       q = 64'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$link$encoder$state


module board_ulx3s_sdram$link$encoder$vz(d,q,clock);
    
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
          
endmodule // top$link$encoder$vz


module board_ulx3s_sdram$link$ev_applied(d,q,clock);
    
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
          
endmodule // top$link$ev_applied


module board_ulx3s_sdram$link$ev_error(d,q,clock);
    
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
          
endmodule // top$link$ev_error


module board_ulx3s_sdram$link$ev_frame(d,q,clock);
    
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
          
endmodule // top$link$ev_frame


module board_ulx3s_sdram$link$led_applied(d,q,clock);
    
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
          
endmodule // top$link$led_applied


module board_ulx3s_sdram$link$led_error(d,q,clock);
    
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
          
endmodule // top$link$led_error


module board_ulx3s_sdram$link$led_frame(d,q,clock);
    
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
          
endmodule // top$link$led_frame


module board_ulx3s_sdram$link$receiver(clock,reset,in_valid,in_data,full,len0,len1,rd_addr,rd_data,buf_free,buf_free_idx,good,bad_crc,bad_length,busy,busy_seq);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  in_valid;
    input wire  [7:0] in_data;
    output reg  [1:0] full;
    output reg  [9:0] len0;
    output reg  [9:0] len1;
    input wire  [9:0] rd_addr;
    output reg  [7:0] rd_data;
    input wire  buf_free;
    input wire  buf_free_idx;
    output reg  good;
    output reg  bad_crc;
    output reg  bad_length;
    output reg  busy;
    output reg  [7:0] busy_seq;
    
    // Constant declarations
    localparam  ones32 = 32'hffffffff;
    localparam  residue = 32'hdebb20e3;
    localparam  zero10 = 10'b0;
    localparam  one10 = 10'b1;
    localparam  offset_mask = 10'b111111111;
    localparam  min_frame = 10'b1010;
    localparam  zero2 = 2'b0;
    
    // Stub signals
    reg  cobs$clock;
    reg  cobs$reset;
    reg  cobs$in_valid;
    reg  [7:0] cobs$in_data;
    wire  cobs$out_valid;
    wire  [7:0] cobs$out_data;
    wire  cobs$out_end;
    wire  cobs$out_error;
    reg  [31:0] crc_step$crc_in;
    reg  [7:0] crc_step$data_in;
    wire  [31:0] crc_step$crc_out;
    reg  [9:0] frames$read_address;
    wire  [7:0] frames$read_data;
    reg  [9:0] frames$write_address;
    reg  [7:0] frames$write_data;
    reg  frames$write_enable;
    reg  frames$clock;
    reg  [9:0] n$d;
    wire  [9:0] n$q;
    reg  n$clock;
    reg  [31:0] crc$d;
    wire  [31:0] crc$q;
    reg  crc$clock;
    reg  oversize$d;
    wire  oversize$q;
    reg  oversize$clock;
    reg  storing$d;
    wire  storing$q;
    reg  storing$clock;
    reg  [7:0] seq$d;
    wire  [7:0] seq$q;
    reg  seq$clock;
    reg  wbuf$d;
    wire  wbuf$q;
    reg  wbuf$clock;
    reg  full0$d;
    wire  full0$q;
    reg  full0$clock;
    reg  full1$d;
    wire  full1$q;
    reg  full1$clock;
    reg  [9:0] l0$d;
    wire  [9:0] l0$q;
    reg  l0$clock;
    reg  [9:0] l1$d;
    wire  [9:0] l1$q;
    reg  l1$clock;
    reg  dv$d;
    wire  dv$q;
    reg  dv$clock;
    reg  [7:0] dd$d;
    wire  [7:0] dd$q;
    reg  dd$clock;
    reg  de$d;
    wire  de$q;
    reg  de$clock;
    reg  derr$d;
    wire  derr$q;
    reg  derr$clock;
    reg  n_nz$d;
    wire  n_nz$q;
    reg  n_nz$clock;
    reg  n_one$d;
    wire  n_one$q;
    reg  n_one$clock;
    reg  runt$d;
    wire  runt$q;
    reg  runt$clock;
    reg  crc_ok$d;
    wire  crc_ok$q;
    reg  crc_ok$clock;
    reg  de2$d;
    wire  de2$q;
    reg  de2$clock;
    reg  bad2$d;
    wire  bad2$q;
    reg  bad2$clock;
    reg  ok2$d;
    wire  ok2$q;
    reg  ok2$clock;
    
    // Sub module instances
    board_ulx3s_sdram$link$receiver$cobs cobs(
        .clock(cobs$clock),
        .reset(cobs$reset),
        .in_valid(cobs$in_valid),
        .in_data(cobs$in_data),
        .out_valid(cobs$out_valid),
        .out_data(cobs$out_data),
        .out_end(cobs$out_end),
        .out_error(cobs$out_error)
    );
    board_ulx3s_sdram$link$receiver$crc_step crc_step(
        .crc_in(crc_step$crc_in),
        .data_in(crc_step$data_in),
        .crc_out(crc_step$crc_out)
    );
    board_ulx3s_sdram$link$receiver$frames frames(
        .read_address(frames$read_address),
        .read_data(frames$read_data),
        .write_address(frames$write_address),
        .write_data(frames$write_data),
        .write_enable(frames$write_enable),
        .clock(frames$clock)
    );
    board_ulx3s_sdram$link$receiver$n n(
        .d(n$d),
        .q(n$q),
        .clock(n$clock)
    );
    board_ulx3s_sdram$link$receiver$crc crc(
        .d(crc$d),
        .q(crc$q),
        .clock(crc$clock)
    );
    board_ulx3s_sdram$link$receiver$oversize oversize(
        .d(oversize$d),
        .q(oversize$q),
        .clock(oversize$clock)
    );
    board_ulx3s_sdram$link$receiver$storing storing(
        .d(storing$d),
        .q(storing$q),
        .clock(storing$clock)
    );
    board_ulx3s_sdram$link$receiver$seq seq(
        .d(seq$d),
        .q(seq$q),
        .clock(seq$clock)
    );
    board_ulx3s_sdram$link$receiver$wbuf wbuf(
        .d(wbuf$d),
        .q(wbuf$q),
        .clock(wbuf$clock)
    );
    board_ulx3s_sdram$link$receiver$full0 full0(
        .d(full0$d),
        .q(full0$q),
        .clock(full0$clock)
    );
    board_ulx3s_sdram$link$receiver$full1 full1(
        .d(full1$d),
        .q(full1$q),
        .clock(full1$clock)
    );
    board_ulx3s_sdram$link$receiver$l0 l0(
        .d(l0$d),
        .q(l0$q),
        .clock(l0$clock)
    );
    board_ulx3s_sdram$link$receiver$l1 l1(
        .d(l1$d),
        .q(l1$q),
        .clock(l1$clock)
    );
    board_ulx3s_sdram$link$receiver$dv dv(
        .d(dv$d),
        .q(dv$q),
        .clock(dv$clock)
    );
    board_ulx3s_sdram$link$receiver$dd dd(
        .d(dd$d),
        .q(dd$q),
        .clock(dd$clock)
    );
    board_ulx3s_sdram$link$receiver$de de(
        .d(de$d),
        .q(de$q),
        .clock(de$clock)
    );
    board_ulx3s_sdram$link$receiver$derr derr(
        .d(derr$d),
        .q(derr$q),
        .clock(derr$clock)
    );
    board_ulx3s_sdram$link$receiver$n_nz n_nz(
        .d(n_nz$d),
        .q(n_nz$q),
        .clock(n_nz$clock)
    );
    board_ulx3s_sdram$link$receiver$n_one n_one(
        .d(n_one$d),
        .q(n_one$q),
        .clock(n_one$clock)
    );
    board_ulx3s_sdram$link$receiver$runt runt(
        .d(runt$d),
        .q(runt$q),
        .clock(runt$clock)
    );
    board_ulx3s_sdram$link$receiver$crc_ok crc_ok(
        .d(crc_ok$d),
        .q(crc_ok$q),
        .clock(crc_ok$clock)
    );
    board_ulx3s_sdram$link$receiver$de2 de2(
        .d(de2$d),
        .q(de2$q),
        .clock(de2$clock)
    );
    board_ulx3s_sdram$link$receiver$bad2 bad2(
        .d(bad2$d),
        .q(bad2$q),
        .clock(bad2$clock)
    );
    board_ulx3s_sdram$link$receiver$ok2 ok2(
        .d(ok2$d),
        .q(ok2$q),
        .clock(ok2$clock)
    );
    
    // Update code
    always @(*) begin
        n$clock = clock;
        crc$clock = clock;
        oversize$clock = clock;
        storing$clock = clock;
        seq$clock = clock;
        wbuf$clock = clock;
        full0$clock = clock;
        full1$clock = clock;
        l0$clock = clock;
        l1$clock = clock;
        dv$clock = clock;
        dd$clock = clock;
        de$clock = clock;
        derr$clock = clock;
        n_nz$clock = clock;
        n_one$clock = clock;
        runt$clock = clock;
        crc_ok$clock = clock;
        de2$clock = clock;
        bad2$clock = clock;
        ok2$clock = clock;
        n$d = n$q;
        crc$d = crc$q;
        oversize$d = oversize$q;
        storing$d = storing$q;
        seq$d = seq$q;
        wbuf$d = wbuf$q;
        full0$d = full0$q;
        full1$d = full1$q;
        l0$d = l0$q;
        l1$d = l1$q;
        dv$d = dv$q;
        dd$d = dd$q;
        de$d = de$q;
        derr$d = derr$q;
        n_nz$d = n_nz$q;
        n_one$d = n_one$q;
        runt$d = runt$q;
        crc_ok$d = crc_ok$q;
        de2$d = de2$q;
        bad2$d = bad2$q;
        ok2$d = ok2$q;
        cobs$clock = clock;
        cobs$reset = reset;
        frames$clock = clock;
        cobs$in_valid = in_valid;
        cobs$in_data = in_data;
        dv$d = cobs$out_valid;
        dd$d = cobs$out_data;
        de$d = cobs$out_end;
        derr$d = cobs$out_error;
        runt$d = n$q < min_frame;
        crc_ok$d = crc$q == residue;
        de2$d = de$q;
        bad2$d = derr$q | oversize$q | runt$q;
        ok2$d = ~(derr$q | oversize$q | runt$q) & crc_ok$q & storing$q;
        if (n_nz$q) begin
            crc_step$crc_in = crc$q;
        end
        else begin
            crc_step$crc_in = ones32;
        end
        crc_step$data_in = dd$q;
        full = ((zero2 & ~(1 << (32'h0)) | ((full0$q) << (32'h0))) & ~(1 << (32'h1)) | ((full1$q) << (32'h1)));
        len0 = l0$q;
        len1 = l1$q;
        frames$read_address = rd_addr;
        rd_data = frames$read_data;
        good = 1'b0;
        bad_crc = 1'b0;
        bad_length = 1'b0;
        busy = 1'b0;
        busy_seq = seq$q;
        frames$write_enable = 1'b0;
        frames$write_address = ((n$q & offset_mask) & ~(1 << (32'h9)) | ((wbuf$q) << (32'h9)));
        frames$write_data = dd$q;
        if (dv$q) begin
            crc$d = crc_step$crc_out;
            n_nz$d = 1'b1;
            n_one$d = ~n_nz$q;
            if (~n_nz$q) begin
                if (wbuf$q) begin
                    storing$d = ~full1$q;
                    frames$write_enable = ~full1$q;
                end
                else begin
                    storing$d = ~full0$q;
                    frames$write_enable = ~full0$q;
                end
            end
            else begin
                frames$write_enable = storing$q & ~n$q[32'h9];
            end
            if (n_one$q) begin
                seq$d = dd$q;
            end
            if (n$q[32'h9]) begin
                oversize$d = 1'b1;
            end
            else begin
                n$d = n$q + one10;
            end
        end
        if (de2$q) begin
            if (bad2$q) begin
                bad_length = 1'b1;
            end
            else if (~crc_ok$q) begin
                bad_crc = 1'b1;
            end
            else begin
                good = 1'b1;
                if (~storing$q) begin
                    busy = 1'b1;
                end
            end
        end
        if (de2$q & ok2$q) begin
            if (wbuf$q) begin
                full1$d = 1'b1;
                l1$d = n$q;
            end
            else begin
                full0$d = 1'b1;
                l0$d = n$q;
            end
            wbuf$d = ~wbuf$q;
        end
        if (de2$q) begin
            n$d = zero10;
            n_nz$d = 1'b0;
            n_one$d = 1'b0;
            oversize$d = 1'b0;
            storing$d = 1'b0;
        end
        if (buf_free) begin
            if (buf_free_idx) begin
                full1$d = 1'b0;
            end
            else begin
                full0$d = 1'b0;
            end
        end
        if (reset) begin
            n$d = zero10;
            n_nz$d = 1'b0;
            n_one$d = 1'b0;
            dv$d = 1'b0;
            de$d = 1'b0;
            de2$d = 1'b0;
            oversize$d = 1'b0;
            storing$d = 1'b0;
            wbuf$d = 1'b0;
            full0$d = 1'b0;
            full1$d = 1'b0;
        end
    end
    
endmodule // top$link$receiver


module board_ulx3s_sdram$link$receiver$bad2(d,q,clock);
    
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
          
endmodule // top$link$receiver$bad2


module board_ulx3s_sdram$link$receiver$cobs(clock,reset,in_valid,in_data,out_valid,out_data,out_end,out_error);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  in_valid;
    input wire  [7:0] in_data;
    output reg  out_valid;
    output reg  [7:0] out_data;
    output reg  out_end;
    output reg  out_error;
    
    // Constant declarations
    localparam  zero8 = 8'h0;
    localparam  one8 = 8'h1;
    localparam  ff = 8'hff;
    
    // Stub signals
    reg  [7:0] remaining$d;
    wire  [7:0] remaining$q;
    reg  remaining$clock;
    reg  zero_pending$d;
    wire  zero_pending$q;
    reg  zero_pending$clock;
    reg  in_frame$d;
    wire  in_frame$q;
    reg  in_frame$clock;
    
    // Sub module instances
    board_ulx3s_sdram$link$receiver$cobs$remaining remaining(
        .d(remaining$d),
        .q(remaining$q),
        .clock(remaining$clock)
    );
    board_ulx3s_sdram$link$receiver$cobs$zero_pending zero_pending(
        .d(zero_pending$d),
        .q(zero_pending$q),
        .clock(zero_pending$clock)
    );
    board_ulx3s_sdram$link$receiver$cobs$in_frame in_frame(
        .d(in_frame$d),
        .q(in_frame$q),
        .clock(in_frame$clock)
    );
    
    // Update code
    always @(*) begin
        remaining$clock = clock;
        zero_pending$clock = clock;
        in_frame$clock = clock;
        remaining$d = remaining$q;
        zero_pending$d = zero_pending$q;
        in_frame$d = in_frame$q;
        out_valid = 1'b0;
        out_data = in_data;
        out_end = 1'b0;
        out_error = 1'b0;
        if (in_valid) begin
            if (in_data == zero8) begin
                out_end = in_frame$q;
                out_error = remaining$q != zero8;
                remaining$d = zero8;
                zero_pending$d = 1'b0;
                in_frame$d = 1'b0;
            end
            else if (remaining$q == zero8) begin
                out_valid = in_frame$q & zero_pending$q;
                out_data = zero8;
                remaining$d = in_data - one8;
                zero_pending$d = in_data != ff;
                in_frame$d = 1'b1;
            end
            else begin
                out_valid = 1'b1;
                remaining$d = remaining$q - one8;
            end
        end
        if (reset) begin
            remaining$d = zero8;
            zero_pending$d = 1'b0;
            in_frame$d = 1'b0;
        end
    end
    
endmodule // top$link$receiver$cobs


module board_ulx3s_sdram$link$receiver$cobs$in_frame(d,q,clock);
    
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
          
endmodule // top$link$receiver$cobs$in_frame


module board_ulx3s_sdram$link$receiver$cobs$remaining(d,q,clock);
    
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
          
endmodule // top$link$receiver$cobs$remaining


module board_ulx3s_sdram$link$receiver$cobs$zero_pending(d,q,clock);
    
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
          
endmodule // top$link$receiver$cobs$zero_pending


module board_ulx3s_sdram$link$receiver$crc(d,q,clock);
    
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
          
endmodule // top$link$receiver$crc


module board_ulx3s_sdram$link$receiver$crc_ok(d,q,clock);
    
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
          
endmodule // top$link$receiver$crc_ok


module board_ulx3s_sdram$link$receiver$crc_step(crc_in,data_in,crc_out);
    
    // Module arguments
    input wire  [31:0] crc_in;
    input wire  [7:0] data_in;
    output reg  [31:0] crc_out;
    
    // Constant declarations
    localparam  poly = 32'hedb88320;
    
    // Local signals
    reg  [31:0] step$0;
    reg  [31:0] step$1;
    reg  [31:0] step$2;
    reg  [31:0] step$3;
    reg  [31:0] step$4;
    reg  [31:0] step$5;
    reg  [31:0] step$6;
    reg  [31:0] step$7;
    reg  [31:0] byte32;
    
    // Update code
    always @(*) begin
        byte32 = crc_in ^ ((data_in) & 32'hffffffff);
        if (byte32[0]) begin
            step$0 = (byte32 >> 32'h1) ^ poly;
        end
        else begin
            step$0 = byte32 >> 32'h1;
        end
        if (step$0[32'h0]) begin
            step$1 = (step$0 >> 32'h1) ^ poly;
        end
        else begin
            step$1 = step$0 >> 32'h1;
        end
        if (step$1[32'h0]) begin
            step$2 = (step$1 >> 32'h1) ^ poly;
        end
        else begin
            step$2 = step$1 >> 32'h1;
        end
        if (step$2[32'h0]) begin
            step$3 = (step$2 >> 32'h1) ^ poly;
        end
        else begin
            step$3 = step$2 >> 32'h1;
        end
        if (step$3[32'h0]) begin
            step$4 = (step$3 >> 32'h1) ^ poly;
        end
        else begin
            step$4 = step$3 >> 32'h1;
        end
        if (step$4[32'h0]) begin
            step$5 = (step$4 >> 32'h1) ^ poly;
        end
        else begin
            step$5 = step$4 >> 32'h1;
        end
        if (step$5[32'h0]) begin
            step$6 = (step$5 >> 32'h1) ^ poly;
        end
        else begin
            step$6 = step$5 >> 32'h1;
        end
        if (step$6[32'h0]) begin
            step$7 = (step$6 >> 32'h1) ^ poly;
        end
        else begin
            step$7 = step$6 >> 32'h1;
        end
        crc_out = step$7;
    end
    
endmodule // top$link$receiver$crc_step


module board_ulx3s_sdram$link$receiver$dd(d,q,clock);
    
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
          
endmodule // top$link$receiver$dd


module board_ulx3s_sdram$link$receiver$de(d,q,clock);
    
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
          
endmodule // top$link$receiver$de


module board_ulx3s_sdram$link$receiver$de2(d,q,clock);
    
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
          
endmodule // top$link$receiver$de2


module board_ulx3s_sdram$link$receiver$derr(d,q,clock);
    
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
          
endmodule // top$link$receiver$derr


module board_ulx3s_sdram$link$receiver$dv(d,q,clock);
    
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
          
endmodule // top$link$receiver$dv


module board_ulx3s_sdram$link$receiver$frames(read_address,read_data,write_address,write_data,write_enable,clock);
    
    // Module arguments
    input wire  [9:0] read_address;
    output reg  [7:0] read_data;
    input wire  [9:0] write_address;
    input wire  [7:0] write_data;
    input wire  write_enable;
    input wire  clock;
    
    // Update code (custom)
    (* no_rw_check *)
    reg[7:0] mem[1023:0];
    
    always @(posedge clock) begin
       read_data <= mem[read_address];
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
endmodule // top$link$receiver$frames


module board_ulx3s_sdram$link$receiver$full0(d,q,clock);
    
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
          
endmodule // top$link$receiver$full0


module board_ulx3s_sdram$link$receiver$full1(d,q,clock);
    
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
          
endmodule // top$link$receiver$full1


module board_ulx3s_sdram$link$receiver$l0(d,q,clock);
    
    // Module arguments
    input wire  [9:0] d;
    output reg  [9:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 10'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$link$receiver$l0


module board_ulx3s_sdram$link$receiver$l1(d,q,clock);
    
    // Module arguments
    input wire  [9:0] d;
    output reg  [9:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 10'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$link$receiver$l1


module board_ulx3s_sdram$link$receiver$n(d,q,clock);
    
    // Module arguments
    input wire  [9:0] d;
    output reg  [9:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 10'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$link$receiver$n


module board_ulx3s_sdram$link$receiver$n_nz(d,q,clock);
    
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
          
endmodule // top$link$receiver$n_nz


module board_ulx3s_sdram$link$receiver$n_one(d,q,clock);
    
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
          
endmodule // top$link$receiver$n_one


module board_ulx3s_sdram$link$receiver$ok2(d,q,clock);
    
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
          
endmodule // top$link$receiver$ok2


module board_ulx3s_sdram$link$receiver$oversize(d,q,clock);
    
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
          
endmodule // top$link$receiver$oversize


module board_ulx3s_sdram$link$receiver$runt(d,q,clock);
    
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
          
endmodule // top$link$receiver$runt


module board_ulx3s_sdram$link$receiver$seq(d,q,clock);
    
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
          
endmodule // top$link$receiver$seq


module board_ulx3s_sdram$link$receiver$storing(d,q,clock);
    
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
          
endmodule // top$link$receiver$storing


module board_ulx3s_sdram$link$receiver$wbuf(d,q,clock);
    
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
          
endmodule // top$link$receiver$wbuf


module board_ulx3s_sdram$link$uart_rx(clock,reset,rx,div,out_valid,out_ready,out_data,framing_error,overrun,start_seen);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  rx;
    input wire  [15:0] div;
    output reg  out_valid;
    input wire  out_ready;
    output reg  [7:0] out_data;
    output reg  framing_error;
    output reg  overrun;
    output reg  start_seen;
    
    // Constant declarations
    localparam  one16 = 16'h1;
    localparam  zero16 = 16'h0;
    localparam  one3 = 3'b1;
    localparam  seven = 3'b111;
    localparam  zero3 = 3'b0;
    localparam  msb = 8'h80;
    
    // Enums
    localparam RxState$Idle = 0;
    localparam RxState$Start = 1;
    localparam RxState$Data = 2;
    localparam RxState$Stop = 3;
    localparam RxState$Break = 4;
    
    // Stub signals
    reg  sync1$d;
    wire  sync1$q;
    reg  sync1$clock;
    reg  sync2$d;
    wire  sync2$q;
    reg  sync2$clock;
    reg  [2:0] state$d;
    wire  [2:0] state$q;
    reg  state$clock;
    reg  [15:0] cnt$d;
    wire  [15:0] cnt$q;
    reg  cnt$clock;
    reg  [2:0] bitn$d;
    wire  [2:0] bitn$q;
    reg  bitn$clock;
    reg  [7:0] shift$d;
    wire  [7:0] shift$q;
    reg  shift$clock;
    reg  hold_v$d;
    wire  hold_v$q;
    reg  hold_v$clock;
    reg  [7:0] hold_d$d;
    wire  [7:0] hold_d$q;
    reg  hold_d$clock;
    
    // Sub module instances
    board_ulx3s_sdram$link$uart_rx$sync1 sync1(
        .d(sync1$d),
        .q(sync1$q),
        .clock(sync1$clock)
    );
    board_ulx3s_sdram$link$uart_rx$sync2 sync2(
        .d(sync2$d),
        .q(sync2$q),
        .clock(sync2$clock)
    );
    board_ulx3s_sdram$link$uart_rx$state state(
        .d(state$d),
        .q(state$q),
        .clock(state$clock)
    );
    board_ulx3s_sdram$link$uart_rx$cnt cnt(
        .d(cnt$d),
        .q(cnt$q),
        .clock(cnt$clock)
    );
    board_ulx3s_sdram$link$uart_rx$bitn bitn(
        .d(bitn$d),
        .q(bitn$q),
        .clock(bitn$clock)
    );
    board_ulx3s_sdram$link$uart_rx$shift shift(
        .d(shift$d),
        .q(shift$q),
        .clock(shift$clock)
    );
    board_ulx3s_sdram$link$uart_rx$hold_v hold_v(
        .d(hold_v$d),
        .q(hold_v$q),
        .clock(hold_v$clock)
    );
    board_ulx3s_sdram$link$uart_rx$hold_d hold_d(
        .d(hold_d$d),
        .q(hold_d$q),
        .clock(hold_d$clock)
    );
    
    // Update code
    always @(*) begin
        sync1$clock = clock;
        sync2$clock = clock;
        state$clock = clock;
        cnt$clock = clock;
        bitn$clock = clock;
        shift$clock = clock;
        hold_v$clock = clock;
        hold_d$clock = clock;
        sync1$d = sync1$q;
        sync2$d = sync2$q;
        state$d = state$q;
        cnt$d = cnt$q;
        bitn$d = bitn$q;
        shift$d = shift$q;
        hold_v$d = hold_v$q;
        hold_d$d = hold_d$q;
        sync1$d = ~rx;
        sync2$d = sync1$q;
        out_valid = hold_v$q;
        out_data = hold_d$q;
        framing_error = 1'b0;
        overrun = 1'b0;
        start_seen = 1'b0;
        if (out_ready) begin
            hold_v$d = 1'b0;
        end
        cnt$d = cnt$q - one16;
        case (state$q)
            RxState$Idle:
                begin
                    if (sync2$q) begin
                        state$d = RxState$Start;
                        cnt$d = (div >> 32'h1) - one16;
                        start_seen = 1'b1;
                    end
                end
            RxState$Start:
                begin
                    if (cnt$q == zero16) begin
                        if (sync2$q) begin
                            state$d = RxState$Data;
                            cnt$d = div - one16;
                            bitn$d = zero3;
                        end
                        else begin
                            state$d = RxState$Idle;
                        end
                    end
                end
            RxState$Data:
                begin
                    if (cnt$q == zero16) begin
                        if (sync2$q) begin
                            shift$d = shift$q >> 32'h1;
                        end
                        else begin
                            shift$d = (shift$q >> 32'h1) | msb;
                        end
                        bitn$d = bitn$q + one3;
                        cnt$d = div - one16;
                        if (bitn$q == seven) begin
                            state$d = RxState$Stop;
                        end
                    end
                end
            RxState$Stop:
                begin
                    if (cnt$q == zero16) begin
                        if (sync2$q) begin
                            framing_error = 1'b1;
                            state$d = RxState$Break;
                        end
                        else begin
                            state$d = RxState$Idle;
                            if (hold_v$q & ~out_ready) begin
                                overrun = 1'b1;
                            end
                            else begin
                                hold_v$d = 1'b1;
                                hold_d$d = shift$q;
                            end
                        end
                    end
                end
            RxState$Break:
                begin
                    if (~sync2$q) begin
                        state$d = RxState$Idle;
                    end
                end
            default:
                begin
                    state$d = RxState$Idle;
                end
        endcase
        if (reset) begin
            state$d = RxState$Idle;
            hold_v$d = 1'b0;
        end
    end
    
endmodule // top$link$uart_rx


module board_ulx3s_sdram$link$uart_rx$bitn(d,q,clock);
    
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
          
endmodule // top$link$uart_rx$bitn


module board_ulx3s_sdram$link$uart_rx$cnt(d,q,clock);
    
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
          
endmodule // top$link$uart_rx$cnt


module board_ulx3s_sdram$link$uart_rx$hold_d(d,q,clock);
    
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
          
endmodule // top$link$uart_rx$hold_d


module board_ulx3s_sdram$link$uart_rx$hold_v(d,q,clock);
    
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
          
endmodule // top$link$uart_rx$hold_v


module board_ulx3s_sdram$link$uart_rx$shift(d,q,clock);
    
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
          
endmodule // top$link$uart_rx$shift


module board_ulx3s_sdram$link$uart_rx$state(d,q,clock);
    
    // Module arguments
    input wire  [2:0] d;
    output reg  [2:0] q;
    input wire  clock;
    
    // Enums
    localparam RxState$Idle = 0;
    localparam RxState$Start = 1;
    localparam RxState$Data = 2;
    localparam RxState$Stop = 3;
    localparam RxState$Break = 4;
    
    // Update code (custom)
    initial begin
       q = 64'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$link$uart_rx$state


module board_ulx3s_sdram$link$uart_rx$sync1(d,q,clock);
    
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
          
endmodule // top$link$uart_rx$sync1


module board_ulx3s_sdram$link$uart_rx$sync2(d,q,clock);
    
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
          
endmodule // top$link$uart_rx$sync2


module board_ulx3s_sdram$link$uart_tx(clock,reset,div,in_valid,in_ready,in_data,tx);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  [15:0] div;
    input wire  in_valid;
    output reg  in_ready;
    input wire  [7:0] in_data;
    output reg  tx;
    
    // Constant declarations
    localparam  one16 = 16'h1;
    localparam  zero16 = 16'h0;
    localparam  one4 = 4'h1;
    localparam  zero4 = 4'h0;
    localparam  nine = 4'h9;
    localparam  start_n = 10'b1;
    
    // Stub signals
    reg  [3:0] left$d;
    wire  [3:0] left$q;
    reg  left$clock;
    reg  [9:0] shift_n$d;
    wire  [9:0] shift_n$q;
    reg  shift_n$clock;
    reg  [15:0] cnt$d;
    wire  [15:0] cnt$q;
    reg  cnt$clock;
    reg  cnz$d;
    wire  cnz$q;
    reg  cnz$clock;
    reg  dnz$d;
    wire  dnz$q;
    reg  dnz$clock;
    
    // Local signals
    reg  [7:0] data_n;
    
    // Sub module instances
    board_ulx3s_sdram$link$uart_tx$left left(
        .d(left$d),
        .q(left$q),
        .clock(left$clock)
    );
    board_ulx3s_sdram$link$uart_tx$shift_n shift_n(
        .d(shift_n$d),
        .q(shift_n$q),
        .clock(shift_n$clock)
    );
    board_ulx3s_sdram$link$uart_tx$cnt cnt(
        .d(cnt$d),
        .q(cnt$q),
        .clock(cnt$clock)
    );
    board_ulx3s_sdram$link$uart_tx$cnz cnz(
        .d(cnz$d),
        .q(cnz$q),
        .clock(cnz$clock)
    );
    board_ulx3s_sdram$link$uart_tx$dnz dnz(
        .d(dnz$d),
        .q(dnz$q),
        .clock(dnz$clock)
    );
    
    // Update code
    always @(*) begin
        left$clock = clock;
        shift_n$clock = clock;
        cnt$clock = clock;
        cnz$clock = clock;
        dnz$clock = clock;
        left$d = left$q;
        shift_n$d = shift_n$q;
        cnt$d = cnt$q;
        cnz$d = cnz$q;
        dnz$d = dnz$q;
        tx = ~shift_n$q[32'h0];
        data_n = ~in_data;
        dnz$d = div != one16;
        in_ready = (left$q == zero4) & ~cnz$q & ~reset;
        if (~cnz$q) begin
            if (left$q == zero4) begin
                shift_n$d = zero16[(32'h0)+:(10)];
                if (in_valid) begin
                    shift_n$d = (((data_n) & 10'h3ff) << 32'h1) | start_n;
                    left$d = nine;
                    cnt$d = div - one16;
                    cnz$d = dnz$q;
                end
            end
            else begin
                shift_n$d = shift_n$q >> 32'h1;
                left$d = left$q - one4;
                cnt$d = div - one16;
                cnz$d = dnz$q;
            end
        end
        else begin
            cnt$d = cnt$q - one16;
            cnz$d = cnt$q != one16;
        end
        if (reset) begin
            left$d = zero4;
            shift_n$d = zero16[(32'h0)+:(10)];
            cnt$d = zero16;
            cnz$d = 1'b0;
        end
    end
    
endmodule // top$link$uart_tx


module board_ulx3s_sdram$link$uart_tx$cnt(d,q,clock);
    
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
          
endmodule // top$link$uart_tx$cnt


module board_ulx3s_sdram$link$uart_tx$cnz(d,q,clock);
    
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
          
endmodule // top$link$uart_tx$cnz


module board_ulx3s_sdram$link$uart_tx$dnz(d,q,clock);
    
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
          
endmodule // top$link$uart_tx$dnz


module board_ulx3s_sdram$link$uart_tx$left(d,q,clock);
    
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
          
endmodule // top$link$uart_tx$left


module board_ulx3s_sdram$link$uart_tx$shift_n(d,q,clock);
    
    // Module arguments
    input wire  [9:0] d;
    output reg  [9:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 10'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$link$uart_tx$shift_n
