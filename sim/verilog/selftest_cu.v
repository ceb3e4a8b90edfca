

module selftest_cu(clock,reset,pass,fail,bloom_fail,cuckoo_fail,run_end);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    output reg  pass;
    output reg  fail;
    output reg  bloom_fail;
    output reg  cuckoo_fail;
    output reg  run_end;
    
    // Constant declarations
    localparam  expect_b = 32'haaf77bcd;
    localparam  expect_c = 32'h5632713c;
    localparam  ok_code = 2'b0;
    localparam  hit_bit = 32'h100;
    localparam  zero64 = 64'h0;
    
    // Stub signals
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
    wire  [7:0] bloom$out_word;
    reg  [2:0] bloom$set_bits_bank;
    wire  [31:0] bloom$set_bits;
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
    reg  run_b$clock;
    reg  run_b$reset;
    reg  run_b$start;
    wire  run_b$op_valid;
    reg  run_b$op_ready;
    wire  [2:0] run_b$op;
    wire  [63:0] run_b$key;
    reg  run_b$res_valid;
    reg  [31:0] run_b$res_word;
    reg  run_b$res_ok;
    wire  run_b$busy;
    wire  run_b$done;
    wire  [31:0] run_b$sig;
    wire  run_b$invariant;
    wire  run_b$timeout;
    reg  run_c$clock;
    reg  run_c$reset;
    reg  run_c$start;
    wire  run_c$op_valid;
    reg  run_c$op_ready;
    wire  [2:0] run_c$op;
    wire  [63:0] run_c$key;
    reg  run_c$res_valid;
    reg  [31:0] run_c$res_word;
    reg  run_c$res_ok;
    wire  run_c$busy;
    wire  run_c$done;
    wire  [31:0] run_c$sig;
    wire  run_c$invariant;
    wire  run_c$timeout;
    reg  started$d;
    wire  started$q;
    reg  started$clock;
    reg  bfail$d;
    wire  bfail$q;
    reg  bfail$clock;
    reg  cfail$d;
    wire  cfail$q;
    reg  cfail$clock;
    reg  ran$d;
    wire  ran$q;
    reg  ran$clock;
    
    // Local signals
    reg  run_end_l;
    
    // Sub module instances
    selftest_cu$bloom bloom(
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
        .set_bits_bank(bloom$set_bits_bank),
        .set_bits(bloom$set_bits)
    );
    selftest_cu$cuckoo cuckoo(
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
    selftest_cu$run_b run_b(
        .clock(run_b$clock),
        .reset(run_b$reset),
        .start(run_b$start),
        .op_valid(run_b$op_valid),
        .op_ready(run_b$op_ready),
        .op(run_b$op),
        .key(run_b$key),
        .res_valid(run_b$res_valid),
        .res_word(run_b$res_word),
        .res_ok(run_b$res_ok),
        .busy(run_b$busy),
        .done(run_b$done),
        .sig(run_b$sig),
        .invariant(run_b$invariant),
        .timeout(run_b$timeout)
    );
    selftest_cu$run_c run_c(
        .clock(run_c$clock),
        .reset(run_c$reset),
        .start(run_c$start),
        .op_valid(run_c$op_valid),
        .op_ready(run_c$op_ready),
        .op(run_c$op),
        .key(run_c$key),
        .res_valid(run_c$res_valid),
        .res_word(run_c$res_word),
        .res_ok(run_c$res_ok),
        .busy(run_c$busy),
        .done(run_c$done),
        .sig(run_c$sig),
        .invariant(run_c$invariant),
        .timeout(run_c$timeout)
    );
    selftest_cu$started started(
        .d(started$d),
        .q(started$q),
        .clock(started$clock)
    );
    selftest_cu$bfail bfail(
        .d(bfail$d),
        .q(bfail$q),
        .clock(bfail$clock)
    );
    selftest_cu$cfail cfail(
        .d(cfail$d),
        .q(cfail$q),
        .clock(cfail$clock)
    );
    selftest_cu$ran ran(
        .d(ran$d),
        .q(ran$q),
        .clock(ran$clock)
    );
    
    // Update code
    always @(*) begin
        started$clock = clock;
        bfail$clock = clock;
        cfail$clock = clock;
        ran$clock = clock;
        started$d = started$q;
        bfail$d = bfail$q;
        cfail$d = cfail$q;
        ran$d = ran$q;
        bloom$clock = clock;
        bloom$reset = reset;
        cuckoo$clock = clock;
        cuckoo$reset = reset;
        run_b$clock = clock;
        run_b$reset = reset;
        run_c$clock = clock;
        run_c$reset = reset;
        bloom$in_valid = run_b$op_valid;
        bloom$in_op = run_b$op;
        bloom$in_key = run_b$key;
        run_b$op_ready = bloom$in_ready;
        bloom$out_ready = 1'b1;
        bloom$set_bits_bank = zero64[(32'h0)+:(3)];
        run_b$res_valid = bloom$out_valid;
        run_b$res_ok = bloom$out_hit;
        run_b$res_word = ((bloom$out_word) & 32'hffffffff) | (((bloom$out_op) & 32'hffffffff) << 32'h9);
        if (bloom$out_hit) begin
            run_b$res_word = ((bloom$out_word) & 32'hffffffff) | hit_bit | (((bloom$out_op) & 32'hffffffff) << 32'h9);
        end
        cuckoo$in_valid = run_c$op_valid;
        cuckoo$in_op = run_c$op;
        cuckoo$in_key = run_c$key;
        cuckoo$in_data = zero64;
        run_c$op_ready = cuckoo$in_ready;
        cuckoo$out_ready = 1'b1;
        run_c$res_valid = cuckoo$out_valid;
        run_c$res_ok = cuckoo$out_code == ok_code;
        run_c$res_word = cuckoo$out_data[(32'h0)+:(32)] ^ cuckoo$out_data[(32'h20)+:(32)] ^ (((cuckoo$out_code) & 32'hffffffff) << 32'h18) ^ (((cuckoo$out_op) & 32'hffffffff) << 32'h1a);
        run_end_l = started$q & run_b$done & run_c$done & ~run_b$busy & ~run_c$busy;
        run_b$start = ~started$q;
        run_c$start = ~started$q;
        started$d = 1'b1;
        if (run_end_l) begin
            started$d = 1'b0;
            ran$d = 1'b1;
            if ((run_b$sig != expect_b) | run_b$invariant | run_b$timeout) begin
                bfail$d = 1'b1;
            end
            if ((run_c$sig != expect_c) | run_c$invariant | run_c$timeout) begin
                cfail$d = 1'b1;
            end
        end
        if (reset) begin
            started$d = 1'b0;
            bfail$d = 1'b0;
            cfail$d = 1'b0;
            ran$d = 1'b0;
        end
        fail = bfail$q | cfail$q;
        pass = ran$q & ~bfail$q & ~cfail$q;
        bloom_fail = bfail$q;
        cuckoo_fail = cfail$q;
        run_end = run_end_l;
    end
    
endmodule // top


module selftest_cu$bfail(d,q,clock);
    
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
          
endmodule // top$bfail


module selftest_cu$bloom(clock,reset,in_valid,in_ready,in_op,in_key,out_valid,out_ready,out_op,out_hit,out_word,set_bits_bank,set_bits);
    
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
    output reg  [7:0] out_word;
    input wire  [2:0] set_bits_bank;
    output reg  [31:0] set_bits;
    
    // Constant declarations
    localparam  stride = 8'h20;
    localparam  kmask = 8'hf;
    localparam  zero8 = 8'h0;
    localparam  ones8 = 8'hff;
    localparam  zero_a = 14'b0;
    localparam  one_a = 14'b1;
    localparam  op_query = 3'b0;
    localparam  op_insert = 3'b1;
    localparam  op_clear = 3'b10;
    localparam  op_read = 3'b11;
    localparam  op_write = 3'b100;
    
    // Stub signals
    reg  front$clock;
    reg  front$reset;
    reg  front$advance;
    reg  front$in_valid;
    reg  [2:0] front$in_op;
    reg  [63:0] front$in_key;
    wire  front$out_valid;
    wire  [2:0] front$out_op;
    wire  [63:0] front$out_h0;
    wire  [127:0] front$out_h;
    reg  p6_v$d;
    wire  p6_v$q;
    reg  p6_v$clock;
    reg  [2:0] p6_op$d;
    wire  [2:0] p6_op$q;
    reg  p6_op$clock;
    reg  [13:0] p6_idx$0$d;
    wire  [13:0] p6_idx$0$q;
    reg  p6_idx$0$clock;
    reg  [13:0] p6_idx$1$d;
    wire  [13:0] p6_idx$1$q;
    reg  p6_idx$1$clock;
    reg  [13:0] p6_idx$2$d;
    wire  [13:0] p6_idx$2$q;
    reg  p6_idx$2$clock;
    reg  [13:0] p6_idx$3$d;
    wire  [13:0] p6_idx$3$q;
    reg  p6_idx$3$clock;
    reg  [7:0] p6_wdata$d;
    wire  [7:0] p6_wdata$q;
    reg  p6_wdata$clock;
    reg  p6_we$d;
    wire  p6_we$q;
    reg  p6_we$clock;
    reg  p6_silent$d;
    wire  p6_silent$q;
    reg  p6_silent$clock;
    reg  p7_v$d;
    wire  p7_v$q;
    reg  p7_v$clock;
    reg  [2:0] p7_op$d;
    wire  [2:0] p7_op$q;
    reg  p7_op$clock;
    reg  p7_we$d;
    wire  p7_we$q;
    reg  p7_we$clock;
    reg  [7:0] p7_wdata$d;
    wire  [7:0] p7_wdata$q;
    reg  p7_wdata$clock;
    reg  p8_v$d;
    wire  p8_v$q;
    reg  p8_v$clock;
    reg  [2:0] p8_op$d;
    wire  [2:0] p8_op$q;
    reg  p8_op$clock;
    reg  p8_qi$d;
    wire  p8_qi$q;
    reg  p8_qi$clock;
    reg  p8_zero$d;
    wire  p8_zero$q;
    reg  p8_zero$clock;
    reg  [7:0] p8_word$d;
    wire  [7:0] p8_word$q;
    reg  p8_word$clock;
    reg  [13:0] clr_cnt$d;
    wire  [13:0] clr_cnt$q;
    reg  clr_cnt$clock;
    reg  clr_done$d;
    wire  clr_done$q;
    reg  clr_done$clock;
    reg  [13:0] banks$0$read_address;
    reg  banks$0$read_enable;
    wire  banks$0$read_data;
    reg  [13:0] banks$0$write_address;
    reg  banks$0$write_data;
    reg  banks$0$write_enable;
    reg  banks$0$clock;
    reg  [13:0] banks$1$read_address;
    reg  banks$1$read_enable;
    wire  banks$1$read_data;
    reg  [13:0] banks$1$write_address;
    reg  banks$1$write_data;
    reg  banks$1$write_enable;
    reg  banks$1$clock;
    reg  [13:0] banks$2$read_address;
    reg  banks$2$read_enable;
    wire  banks$2$read_data;
    reg  [13:0] banks$2$write_address;
    reg  banks$2$write_data;
    reg  banks$2$write_enable;
    reg  banks$2$clock;
    reg  [13:0] banks$3$read_address;
    reg  banks$3$read_enable;
    wire  banks$3$read_data;
    reg  [13:0] banks$3$write_address;
    reg  banks$3$write_data;
    reg  banks$3$write_enable;
    reg  banks$3$clock;
    reg  fill$clock;
    reg  fill$write;
    reg  [3:0] fill$old_bits;
    reg  [3:0] fill$new_bits;
    reg  fill$clear;
    reg  [2:0] fill$read_bank;
    wire  [31:0] fill$count;
    wire  [31:0] fill$total;
    reg  cnt_write$d;
    wire  cnt_write$q;
    reg  cnt_write$clock;
    reg  cnt_clear$d;
    wire  cnt_clear$q;
    reg  cnt_clear$clock;
    reg  [3:0] cnt_old$d;
    wire  [3:0] cnt_old$q;
    reg  cnt_old$clock;
    reg  [3:0] cnt_new$d;
    wire  [3:0] cnt_new$q;
    reg  cnt_new$clock;
    
    // Local signals
    reg  advance;
    reg  advance_tail;
    reg  clearing;
    reg  [7:0] acc$0;
    reg  [7:0] acc$1;
    reg  [7:0] acc$2;
    reg  [7:0] acc$3;
    reg  [7:0] ram_word;
    
    // Sub module instances
    selftest_cu$bloom$front front(
        .clock(front$clock),
        .reset(front$reset),
        .advance(front$advance),
        .in_valid(front$in_valid),
        .in_op(front$in_op),
        .in_key(front$in_key),
        .out_valid(front$out_valid),
        .out_op(front$out_op),
        .out_h0(front$out_h0),
        .out_h(front$out_h)
    );
    selftest_cu$bloom$p6_v p6_v(
        .d(p6_v$d),
        .q(p6_v$q),
        .clock(p6_v$clock)
    );
    selftest_cu$bloom$p6_op p6_op(
        .d(p6_op$d),
        .q(p6_op$q),
        .clock(p6_op$clock)
    );
    selftest_cu$bloom$p6_idx$0 p6_idx$0(
        .d(p6_idx$0$d),
        .q(p6_idx$0$q),
        .clock(p6_idx$0$clock)
    );
    selftest_cu$bloom$p6_idx$1 p6_idx$1(
        .d(p6_idx$1$d),
        .q(p6_idx$1$q),
        .clock(p6_idx$1$clock)
    );
    selftest_cu$bloom$p6_idx$2 p6_idx$2(
        .d(p6_idx$2$d),
        .q(p6_idx$2$q),
        .clock(p6_idx$2$clock)
    );
    selftest_cu$bloom$p6_idx$3 p6_idx$3(
        .d(p6_idx$3$d),
        .q(p6_idx$3$q),
        .clock(p6_idx$3$clock)
    );
    selftest_cu$bloom$p6_wdata p6_wdata(
        .d(p6_wdata$d),
        .q(p6_wdata$q),
        .clock(p6_wdata$clock)
    );
    selftest_cu$bloom$p6_we p6_we(
        .d(p6_we$d),
        .q(p6_we$q),
        .clock(p6_we$clock)
    );
    selftest_cu$bloom$p6_silent p6_silent(
        .d(p6_silent$d),
        .q(p6_silent$q),
        .clock(p6_silent$clock)
    );
    selftest_cu$bloom$p7_v p7_v(
        .d(p7_v$d),
        .q(p7_v$q),
        .clock(p7_v$clock)
    );
    selftest_cu$bloom$p7_op p7_op(
        .d(p7_op$d),
        .q(p7_op$q),
        .clock(p7_op$clock)
    );
    selftest_cu$bloom$p7_we p7_we(
        .d(p7_we$d),
        .q(p7_we$q),
        .clock(p7_we$clock)
    );
    selftest_cu$bloom$p7_wdata p7_wdata(
        .d(p7_wdata$d),
        .q(p7_wdata$q),
        .clock(p7_wdata$clock)
    );
    selftest_cu$bloom$p8_v p8_v(
        .d(p8_v$d),
        .q(p8_v$q),
        .clock(p8_v$clock)
    );
    selftest_cu$bloom$p8_op p8_op(
        .d(p8_op$d),
        .q(p8_op$q),
        .clock(p8_op$clock)
    );
    selftest_cu$bloom$p8_qi p8_qi(
        .d(p8_qi$d),
        .q(p8_qi$q),
        .clock(p8_qi$clock)
    );
    selftest_cu$bloom$p8_zero p8_zero(
        .d(p8_zero$d),
        .q(p8_zero$q),
        .clock(p8_zero$clock)
    );
    selftest_cu$bloom$p8_word p8_word(
        .d(p8_word$d),
        .q(p8_word$q),
        .clock(p8_word$clock)
    );
    selftest_cu$bloom$clr_cnt clr_cnt(
        .d(clr_cnt$d),
        .q(clr_cnt$q),
        .clock(clr_cnt$clock)
    );
    selftest_cu$bloom$clr_done clr_done(
        .d(clr_done$d),
        .q(clr_done$q),
        .clock(clr_done$clock)
    );
    selftest_cu$bloom$banks$0 banks$0(
        .read_address(banks$0$read_address),
        .read_enable(banks$0$read_enable),
        .read_data(banks$0$read_data),
        .write_address(banks$0$write_address),
        .write_data(banks$0$write_data),
        .write_enable(banks$0$write_enable),
        .clock(banks$0$clock)
    );
    selftest_cu$bloom$banks$1 banks$1(
        .read_address(banks$1$read_address),
        .read_enable(banks$1$read_enable),
        .read_data(banks$1$read_data),
        .write_address(banks$1$write_address),
        .write_data(banks$1$write_data),
        .write_enable(banks$1$write_enable),
        .clock(banks$1$clock)
    );
    selftest_cu$bloom$banks$2 banks$2(
        .read_address(banks$2$read_address),
        .read_enable(banks$2$read_enable),
        .read_data(banks$2$read_data),
        .write_address(banks$2$write_address),
        .write_data(banks$2$write_data),
        .write_enable(banks$2$write_enable),
        .clock(banks$2$clock)
    );
    selftest_cu$bloom$banks$3 banks$3(
        .read_address(banks$3$read_address),
        .read_enable(banks$3$read_enable),
        .read_data(banks$3$read_data),
        .write_address(banks$3$write_address),
        .write_data(banks$3$write_data),
        .write_enable(banks$3$write_enable),
        .clock(banks$3$clock)
    );
    selftest_cu$bloom$fill fill(
        .clock(fill$clock),
        .write(fill$write),
        .old_bits(fill$old_bits),
        .new_bits(fill$new_bits),
        .clear(fill$clear),
        .read_bank(fill$read_bank),
        .count(fill$count),
        .total(fill$total)
    );
    selftest_cu$bloom$cnt_write cnt_write(
        .d(cnt_write$d),
        .q(cnt_write$q),
        .clock(cnt_write$clock)
    );
    selftest_cu$bloom$cnt_clear cnt_clear(
        .d(cnt_clear$d),
        .q(cnt_clear$q),
        .clock(cnt_clear$clock)
    );
    selftest_cu$bloom$cnt_old cnt_old(
        .d(cnt_old$d),
        .q(cnt_old$q),
        .clock(cnt_old$clock)
    );
    selftest_cu$bloom$cnt_new cnt_new(
        .d(cnt_new$d),
        .q(cnt_new$q),
        .clock(cnt_new$clock)
    );
    
    // Update code
    always @(*) begin
        p6_v$clock = clock;
        p6_op$clock = clock;
        p6_wdata$clock = clock;
        p6_we$clock = clock;
        p6_silent$clock = clock;
        p7_v$clock = clock;
        p7_op$clock = clock;
        p7_we$clock = clock;
        p7_wdata$clock = clock;
        p8_v$clock = clock;
        p8_op$clock = clock;
        p8_qi$clock = clock;
        p8_zero$clock = clock;
        p8_word$clock = clock;
        clr_cnt$clock = clock;
        clr_done$clock = clock;
        cnt_write$clock = clock;
        cnt_clear$clock = clock;
        cnt_old$clock = clock;
        cnt_new$clock = clock;
        p6_v$d = p6_v$q;
        p6_op$d = p6_op$q;
        p6_wdata$d = p6_wdata$q;
        p6_we$d = p6_we$q;
        p6_silent$d = p6_silent$q;
        p7_v$d = p7_v$q;
        p7_op$d = p7_op$q;
        p7_we$d = p7_we$q;
        p7_wdata$d = p7_wdata$q;
        p8_v$d = p8_v$q;
        p8_op$d = p8_op$q;
        p8_qi$d = p8_qi$q;
        p8_zero$d = p8_zero$q;
        p8_word$d = p8_word$q;
        clr_cnt$d = clr_cnt$q;
        clr_done$d = clr_done$q;
        cnt_write$d = cnt_write$q;
        cnt_clear$d = cnt_clear$q;
        cnt_old$d = cnt_old$q;
        cnt_new$d = cnt_new$q;
        p6_idx$0$clock = clock;
        p6_idx$0$d = p6_idx$0$q;
        banks$0$clock = clock;
        p6_idx$1$clock = clock;
        p6_idx$1$d = p6_idx$1$q;
        banks$1$clock = clock;
        p6_idx$2$clock = clock;
        p6_idx$2$d = p6_idx$2$q;
        banks$2$clock = clock;
        p6_idx$3$clock = clock;
        p6_idx$3$d = p6_idx$3$q;
        banks$3$clock = clock;
        clearing = p6_v$q & (p6_op$q == op_clear) & ~clr_done$q;
        advance_tail = ~p8_v$q | out_ready;
        advance = advance_tail & ~clearing;
        in_ready = advance & ~reset;
        front$clock = clock;
        front$reset = reset;
        front$advance = advance | reset;
        front$in_valid = in_valid;
        front$in_op = in_op;
        front$in_key = in_key;
        if (advance) begin
            p6_v$d = front$out_valid;
            p6_op$d = front$out_op;
            if ((front$out_op == op_read) | (front$out_op == op_write)) begin
                p6_idx$0$d = front$out_h0[(32'h0)+:(14)];
            end
            else begin
                p6_idx$0$d = front$out_h[(0 * stride)+:(14)];
            end
            if ((front$out_op == op_read) | (front$out_op == op_write)) begin
                p6_idx$1$d = front$out_h0[(32'h0)+:(14)];
            end
            else begin
                p6_idx$1$d = front$out_h[(1 * stride)+:(14)];
            end
            if ((front$out_op == op_read) | (front$out_op == op_write)) begin
                p6_idx$2$d = front$out_h0[(32'h0)+:(14)];
            end
            else begin
                p6_idx$2$d = front$out_h[(2 * stride)+:(14)];
            end
            if ((front$out_op == op_read) | (front$out_op == op_write)) begin
                p6_idx$3$d = front$out_h0[(32'h0)+:(14)];
            end
            else begin
                p6_idx$3$d = front$out_h[(3 * stride)+:(14)];
            end
            if (front$out_op == op_write) begin
                p6_wdata$d = front$out_h0[(32'h20)+:(8)];
            end
            else begin
                p6_wdata$d = ones8;
            end
            p6_we$d = (front$out_op == op_insert) | (front$out_op == op_write);
            p6_silent$d = 1'b0;
        end
        if (advance_tail) begin
            p7_v$d = p6_v$q & ~clearing & ~p6_silent$q;
            p7_op$d = p6_op$q;
            p7_we$d = p6_we$q;
            p7_wdata$d = p6_wdata$q;
        end
        banks$0$read_address = p6_idx$0$q;
        banks$0$read_enable = advance_tail;
        if (clearing) begin
            banks$0$write_address = clr_cnt$q;
            banks$0$write_data = 1'b0;
            banks$0$write_enable = 1'b1;
        end
        else begin
            banks$0$write_address = p6_idx$0$q;
            banks$0$write_data = p6_wdata$q[0];
            banks$0$write_enable = advance & p6_v$q & p6_we$q & ~reset;
        end
        banks$1$read_address = p6_idx$1$q;
        banks$1$read_enable = advance_tail;
        if (clearing) begin
            banks$1$write_address = clr_cnt$q;
            banks$1$write_data = 1'b0;
            banks$1$write_enable = 1'b1;
        end
        else begin
            banks$1$write_address = p6_idx$1$q;
            banks$1$write_data = p6_wdata$q[1];
            banks$1$write_enable = advance & p6_v$q & p6_we$q & ~reset;
        end
        banks$2$read_address = p6_idx$2$q;
        banks$2$read_enable = advance_tail;
        if (clearing) begin
            banks$2$write_address = clr_cnt$q;
            banks$2$write_data = 1'b0;
            banks$2$write_enable = 1'b1;
        end
        else begin
            banks$2$write_address = p6_idx$2$q;
            banks$2$write_data = p6_wdata$q[2];
            banks$2$write_enable = advance & p6_v$q & p6_we$q & ~reset;
        end
        banks$3$read_address = p6_idx$3$q;
        banks$3$read_enable = advance_tail;
        if (clearing) begin
            banks$3$write_address = clr_cnt$q;
            banks$3$write_data = 1'b0;
            banks$3$write_enable = 1'b1;
        end
        else begin
            banks$3$write_address = p6_idx$3$q;
            banks$3$write_data = p6_wdata$q[3];
            banks$3$write_enable = advance & p6_v$q & p6_we$q & ~reset;
        end
        if (clearing) begin
            clr_cnt$d = clr_cnt$q + one_a;
            if (&clr_cnt$q) begin
                clr_done$d = 1'b1;
            end
        end
        if (advance & p6_v$q & (p6_op$q == op_clear)) begin
            clr_done$d = 1'b0;
        end
        acc$0 = (zero8 & ~(1 << (0)) | ((banks$0$read_data) << (0)));
        acc$1 = (acc$0 & ~(1 << (1)) | ((banks$1$read_data) << (1)));
        acc$2 = (acc$1 & ~(1 << (2)) | ((banks$2$read_data) << (2)));
        acc$3 = (acc$2 & ~(1 << (3)) | ((banks$3$read_data) << (3)));
        ram_word = acc$3;
        if (advance_tail) begin
            p8_v$d = p7_v$q;
            p8_op$d = p7_op$q;
            p8_qi$d = (p7_op$q == op_query) | (p7_op$q == op_insert);
            p8_zero$d = (p7_op$q == op_clear) | (p7_op$q[32'h2] & (p7_op$q != op_write));
            p8_word$d = ram_word;
        end
        cnt_write$d = (advance_tail | reset) & p7_v$q & p7_we$q;
        cnt_old$d = ram_word[(32'h0)+:(4)];
        cnt_new$d = p7_wdata$q[(32'h0)+:(4)];
        cnt_clear$d = ((advance_tail | reset) & p7_v$q & (p7_op$q == op_clear)) | (advance & p6_v$q & p6_silent$q);
        fill$clock = clock;
        fill$write = cnt_write$q;
        fill$old_bits = cnt_old$q;
        fill$new_bits = cnt_new$q;
        fill$clear = cnt_clear$q;
        fill$read_bank = set_bits_bank;
        set_bits = fill$count;
        out_valid = p8_v$q;
        out_op = p8_op$q;
        out_hit = p8_qi$q & ((p8_word$q & kmask) == kmask);
        if (p8_zero$q) begin
            out_word = zero8;
        end
        else begin
            out_word = p8_word$q;
        end
        if (reset) begin
            p7_v$d = 1'b0;
            p8_v$d = 1'b0;
            if (clearing) begin
                p6_v$d = 1'b1;
                p6_silent$d = 1'b1;
            end
            else begin
                p6_v$d = 1'b0;
                clr_cnt$d = zero_a;
                clr_done$d = 1'b0;
            end
        end
    end
    
endmodule // top$bloom


module selftest_cu$bloom$banks$0(read_address,read_enable,read_data,write_address,write_data,write_enable,clock);
    
    // Module arguments
    input wire  [13:0] read_address;
    input wire  read_enable;
    output reg  read_data;
    input wire  [13:0] write_address;
    input wire  write_data;
    input wire  write_enable;
    input wire  clock;
    
    // Update code (custom)
    reg[0:0] mem[16383:0];
    
    always @(posedge clock) begin
       if (read_enable) begin
          read_data <= mem[read_address];
       end
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
endmodule // top$bloom$banks$0


module selftest_cu$bloom$banks$1(read_address,read_enable,read_data,write_address,write_data,write_enable,clock);
    
    // Module arguments
    input wire  [13:0] read_address;
    input wire  read_enable;
    output reg  read_data;
    input wire  [13:0] write_address;
    input wire  write_data;
    input wire  write_enable;
    input wire  clock;
    
    // Update code (custom)
    reg[0:0] mem[16383:0];
    
    always @(posedge clock) begin
       if (read_enable) begin
          read_data <= mem[read_address];
       end
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
endmodule // top$bloom$banks$1


module selftest_cu$bloom$banks$2(read_address,read_enable,read_data,write_address,write_data,write_enable,clock);
    
    // Module arguments
    input wire  [13:0] read_address;
    input wire  read_enable;
    output reg  read_data;
    input wire  [13:0] write_address;
    input wire  write_data;
    input wire  write_enable;
    input wire  clock;
    
    // Update code (custom)
    reg[0:0] mem[16383:0];
    
    always @(posedge clock) begin
       if (read_enable) begin
          read_data <= mem[read_address];
       end
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
endmodule // top$bloom$banks$2


module selftest_cu$bloom$banks$3(read_address,read_enable,read_data,write_address,write_data,write_enable,clock);
    
    // Module arguments
    input wire  [13:0] read_address;
    input wire  read_enable;
    output reg  read_data;
    input wire  [13:0] write_address;
    input wire  write_data;
    input wire  write_enable;
    input wire  clock;
    
    // Update code (custom)
    reg[0:0] mem[16383:0];
    
    always @(posedge clock) begin
       if (read_enable) begin
          read_data <= mem[read_address];
       end
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
endmodule // top$bloom$banks$3


module selftest_cu$bloom$clr_cnt(d,q,clock);
    
    // Module arguments
    input wire  [13:0] d;
    output reg  [13:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 14'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$bloom$clr_cnt


module selftest_cu$bloom$clr_done(d,q,clock);
    
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
          
endmodule // top$bloom$clr_done


module selftest_cu$bloom$cnt_clear(d,q,clock);
    
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
          
endmodule // top$bloom$cnt_clear


module selftest_cu$bloom$cnt_new(d,q,clock);
    
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
          
endmodule // top$bloom$cnt_new


module selftest_cu$bloom$cnt_old(d,q,clock);
    
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
          
endmodule // top$bloom$cnt_old


module selftest_cu$bloom$cnt_write(d,q,clock);
    
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
          
endmodule // top$bloom$cnt_write


module selftest_cu$bloom$fill(clock,write,old_bits,new_bits,clear,read_bank,count,total);
    
    // Module arguments
    input wire  clock;
    input wire  write;
    input wire  [3:0] old_bits;
    input wire  [3:0] new_bits;
    input wire  clear;
    input wire  [2:0] read_bank;
    output reg  [31:0] count;
    output reg  [31:0] total;
    
    // Constant declarations
    localparam  bank_id$0 = 3'b0;
    localparam  bank_id$1 = 3'b1;
    localparam  bank_id$2 = 3'b10;
    localparam  bank_id$3 = 3'b11;
    localparam  one_a = 14'b1;
    localparam  ones_a = 14'b11111111111111;
    localparam  zero_a = 14'b0;
    localparam  all_set = 32'h4000;
    localparam  one32 = 32'h1;
    localparam  ones32 = 32'hffffffff;
    localparam  zero32 = 32'h0;
    
    // Stub signals
    reg  [13:0] low$0$d;
    wire  [13:0] low$0$q;
    reg  low$0$clock;
    reg  [13:0] low$1$d;
    wire  [13:0] low$1$q;
    reg  low$1$clock;
    reg  [13:0] low$2$d;
    wire  [13:0] low$2$q;
    reg  low$2$clock;
    reg  [13:0] low$3$d;
    wire  [13:0] low$3$q;
    reg  low$3$clock;
    reg  full$0$d;
    wire  full$0$q;
    reg  full$0$clock;
    reg  full$1$d;
    wire  full$1$q;
    reg  full$1$clock;
    reg  full$2$d;
    wire  full$2$q;
    reg  full$2$clock;
    reg  full$3$d;
    wire  full$3$q;
    reg  full$3$clock;
    reg  [31:0] count_q$d;
    wire  [31:0] count_q$q;
    reg  count_q$clock;
    reg  [31:0] total_q$d;
    wire  [31:0] total_q$q;
    reg  total_q$clock;
    
    // Local signals
    reg  [31:0] step_sum$0;
    reg  [31:0] step_sum$1;
    reg  [31:0] step_sum$2;
    reg  [31:0] step_sum$3;
    reg  [31:0] delta$0;
    reg  [31:0] delta$1;
    reg  [31:0] delta$2;
    reg  [31:0] delta$3;
    reg  up$0;
    reg  up$1;
    reg  up$2;
    reg  up$3;
    reg  down$0;
    reg  down$1;
    reg  down$2;
    reg  down$3;
    reg  [13:0] step$0;
    reg  [13:0] step$1;
    reg  [13:0] step$2;
    reg  [13:0] step$3;
    reg  [13:0] low_sel;
    reg  full_sel;
    
    // Sub module instances
    selftest_cu$bloom$fill$low$0 low$0(
        .d(low$0$d),
        .q(low$0$q),
        .clock(low$0$clock)
    );
    selftest_cu$bloom$fill$low$1 low$1(
        .d(low$1$d),
        .q(low$1$q),
        .clock(low$1$clock)
    );
    selftest_cu$bloom$fill$low$2 low$2(
        .d(low$2$d),
        .q(low$2$q),
        .clock(low$2$clock)
    );
    selftest_cu$bloom$fill$low$3 low$3(
        .d(low$3$d),
        .q(low$3$q),
        .clock(low$3$clock)
    );
    selftest_cu$bloom$fill$full$0 full$0(
        .d(full$0$d),
        .q(full$0$q),
        .clock(full$0$clock)
    );
    selftest_cu$bloom$fill$full$1 full$1(
        .d(full$1$d),
        .q(full$1$q),
        .clock(full$1$clock)
    );
    selftest_cu$bloom$fill$full$2 full$2(
        .d(full$2$d),
        .q(full$2$q),
        .clock(full$2$clock)
    );
    selftest_cu$bloom$fill$full$3 full$3(
        .d(full$3$d),
        .q(full$3$q),
        .clock(full$3$clock)
    );
    selftest_cu$bloom$fill$count_q count_q(
        .d(count_q$d),
        .q(count_q$q),
        .clock(count_q$clock)
    );
    selftest_cu$bloom$fill$total_q total_q(
        .d(total_q$d),
        .q(total_q$q),
        .clock(total_q$clock)
    );
    
    // Update code
    always @(*) begin
        count_q$clock = clock;
        total_q$clock = clock;
        count_q$d = count_q$q;
        total_q$d = total_q$q;
        low$0$clock = clock;
        full$0$clock = clock;
        up$0 = write & new_bits[0] & ~old_bits[0];
        down$0 = write & ~new_bits[0] & old_bits[0];
        step$0 = zero_a;
        if (up$0) begin
            step$0 = one_a;
        end
        if (down$0) begin
            step$0 = ones_a;
        end
        low$0$d = low$0$q + step$0;
        full$0$d = (up$0 & &low$0$q) | (full$0$q & ~down$0);
        if (clear) begin
            low$0$d = zero_a;
            full$0$d = 1'b0;
        end
        low$1$clock = clock;
        full$1$clock = clock;
        up$1 = write & new_bits[1] & ~old_bits[1];
        down$1 = write & ~new_bits[1] & old_bits[1];
        step$1 = zero_a;
        if (up$1) begin
            step$1 = one_a;
        end
        if (down$1) begin
            step$1 = ones_a;
        end
        low$1$d = low$1$q + step$1;
        full$1$d = (up$1 & &low$1$q) | (full$1$q & ~down$1);
        if (clear) begin
            low$1$d = zero_a;
            full$1$d = 1'b0;
        end
        low$2$clock = clock;
        full$2$clock = clock;
        up$2 = write & new_bits[2] & ~old_bits[2];
        down$2 = write & ~new_bits[2] & old_bits[2];
        step$2 = zero_a;
        if (up$2) begin
            step$2 = one_a;
        end
        if (down$2) begin
            step$2 = ones_a;
        end
        low$2$d = low$2$q + step$2;
        full$2$d = (up$2 & &low$2$q) | (full$2$q & ~down$2);
        if (clear) begin
            low$2$d = zero_a;
            full$2$d = 1'b0;
        end
        low$3$clock = clock;
        full$3$clock = clock;
        up$3 = write & new_bits[3] & ~old_bits[3];
        down$3 = write & ~new_bits[3] & old_bits[3];
        step$3 = zero_a;
        if (up$3) begin
            step$3 = one_a;
        end
        if (down$3) begin
            step$3 = ones_a;
        end
        low$3$d = low$3$q + step$3;
        full$3$d = (up$3 & &low$3$q) | (full$3$q & ~down$3);
        if (clear) begin
            low$3$d = zero_a;
            full$3$d = 1'b0;
        end
        delta$0 = zero32;
        if (up$0) begin
            delta$0 = one32;
        end
        if (down$0) begin
            delta$0 = ones32;
        end
        delta$1 = zero32;
        if (up$1) begin
            delta$1 = one32;
        end
        if (down$1) begin
            delta$1 = ones32;
        end
        delta$2 = zero32;
        if (up$2) begin
            delta$2 = one32;
        end
        if (down$2) begin
            delta$2 = ones32;
        end
        delta$3 = zero32;
        if (up$3) begin
            delta$3 = one32;
        end
        if (down$3) begin
            delta$3 = ones32;
        end
        step_sum$0 = delta$0;
        step_sum$1 = step_sum$0 + delta$1;
        step_sum$2 = step_sum$1 + delta$2;
        step_sum$3 = step_sum$2 + delta$3;
        total_q$d = total_q$q + step_sum$3;
        if (clear) begin
            total_q$d = zero32;
        end
        total = total_q$q;
        low_sel = zero_a;
        full_sel = 1'b0;
        if (read_bank == bank_id$0) begin
            low_sel = low$0$q;
            full_sel = full$0$q;
        end
        if (read_bank == bank_id$1) begin
            low_sel = low$1$q;
            full_sel = full$1$q;
        end
        if (read_bank == bank_id$2) begin
            low_sel = low$2$q;
            full_sel = full$2$q;
        end
        if (read_bank == bank_id$3) begin
            low_sel = low$3$q;
            full_sel = full$3$q;
        end
        if (full_sel) begin
            count_q$d = all_set;
        end
        else begin
            count_q$d = ((low_sel) & 32'hffffffff);
        end
        count = count_q$q;
    end
    
endmodule // top$bloom$fill


module selftest_cu$bloom$fill$count_q(d,q,clock);
    
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
          
endmodule // top$bloom$fill$count_q


module selftest_cu$bloom$fill$full$0(d,q,clock);
    
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
          
endmodule // top$bloom$fill$full$0


module selftest_cu$bloom$fill$full$1(d,q,clock);
    
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
          
endmodule // top$bloom$fill$full$1


module selftest_cu$bloom$fill$full$2(d,q,clock);
    
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
          
endmodule // top$bloom$fill$full$2


module selftest_cu$bloom$fill$full$3(d,q,clock);
    
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
          
endmodule // top$bloom$fill$full$3


module selftest_cu$bloom$fill$low$0(d,q,clock);
    
    // Module arguments
    input wire  [13:0] d;
    output reg  [13:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 14'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$bloom$fill$low$0


module selftest_cu$bloom$fill$low$1(d,q,clock);
    
    // Module arguments
    input wire  [13:0] d;
    output reg  [13:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 14'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$bloom$fill$low$1


module selftest_cu$bloom$fill$low$2(d,q,clock);
    
    // Module arguments
    input wire  [13:0] d;
    output reg  [13:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 14'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$bloom$fill$low$2


module selftest_cu$bloom$fill$low$3(d,q,clock);
    
    // Module arguments
    input wire  [13:0] d;
    output reg  [13:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 14'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$bloom$fill$low$3


module selftest_cu$bloom$fill$total_q(d,q,clock);
    
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
          
endmodule // top$bloom$fill$total_q


module selftest_cu$bloom$front(clock,reset,advance,in_valid,in_op,in_key,out_valid,out_op,out_h0,out_h);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  advance;
    input wire  in_valid;
    input wire  [2:0] in_op;
    input wire  [63:0] in_key;
    output reg  out_valid;
    output reg  [2:0] out_op;
    output reg  [63:0] out_h0;
    output reg  [127:0] out_h;
    
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
    reg  [63:0] round4$x;
    reg  round4$bypass;
    wire  [63:0] round4$out;
    reg  p5_valid$d;
    wire  p5_valid$q;
    reg  p5_valid$clock;
    reg  [2:0] p5_op$d;
    wire  [2:0] p5_op$q;
    reg  p5_op$clock;
    reg  [63:0] p5_h0$d;
    wire  [63:0] p5_h0$q;
    reg  p5_h0$clock;
    reg  [63:0] p5_h1$d;
    wire  [63:0] p5_h1$q;
    reg  p5_h1$clock;
    
    // Sub module instances
    selftest_cu$bloom$front$mix mix(
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
    selftest_cu$bloom$front$round4 round4(
        .x(round4$x),
        .bypass(round4$bypass),
        .out(round4$out)
    );
    selftest_cu$bloom$front$p5_valid p5_valid(
        .d(p5_valid$d),
        .q(p5_valid$q),
        .clock(p5_valid$clock)
    );
    selftest_cu$bloom$front$p5_op p5_op(
        .d(p5_op$d),
        .q(p5_op$q),
        .clock(p5_op$clock)
    );
    selftest_cu$bloom$front$p5_h0 p5_h0(
        .d(p5_h0$d),
        .q(p5_h0$q),
        .clock(p5_h0$clock)
    );
    selftest_cu$bloom$front$p5_h1 p5_h1(
        .d(p5_h1$d),
        .q(p5_h1$q),
        .clock(p5_h1$clock)
    );
    
    // Update code
    always @(*) begin
        p5_valid$clock = clock;
        p5_op$clock = clock;
        p5_h0$clock = clock;
        p5_h1$clock = clock;
        p5_valid$d = p5_valid$q;
        p5_op$d = p5_op$q;
        p5_h0$d = p5_h0$q;
        p5_h1$d = p5_h1$q;
        mix$clock = clock;
        mix$reset = reset;
        mix$advance = advance;
        mix$in_valid = in_valid;
        mix$in_op = in_op;
        mix$in_x = in_key;
        mix$in_addr = in_key[(32'h0)+:(16)];
        round4$x = mix$out_x;
        round4$bypass = 1'b0;
        if (advance) begin
            p5_valid$d = mix$out_valid & ~reset;
            p5_op$d = mix$out_op;
            p5_h0$d = mix$out_x;
            p5_h1$d = round4$out;
        end
        out_valid = p5_valid$q;
        out_op = p5_op$q;
        out_h0 = p5_h0$q;
        out_h = (((p5_h1$q) & 128'hffffffffffffffffffffffffffffffff) << 32'h40) | ((p5_h0$q) & 128'hffffffffffffffffffffffffffffffff);
    end
    
endmodule // top$bloom$front


module selftest_cu$bloom$front$mix(clock,reset,advance,in_valid,in_op,in_x,in_addr,out_valid,out_op,out_x,out_addr);
    
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
    localparam  key_ops = 8'h3;
    
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
    selftest_cu$bloom$front$mix$rounds$0 rounds$0(
        .x(rounds$0$x),
        .bypass(rounds$0$bypass),
        .out(rounds$0$out)
    );
    selftest_cu$bloom$front$mix$rounds$1 rounds$1(
        .x(rounds$1$x),
        .bypass(rounds$1$bypass),
        .out(rounds$1$out)
    );
    selftest_cu$bloom$front$mix$rounds$2 rounds$2(
        .x(rounds$2$x),
        .bypass(rounds$2$bypass),
        .out(rounds$2$out)
    );
    selftest_cu$bloom$front$mix$rounds$3 rounds$3(
        .x(rounds$3$x),
        .bypass(rounds$3$bypass),
        .out(rounds$3$out)
    );
    selftest_cu$bloom$front$mix$p0_valid p0_valid(
        .d(p0_valid$d),
        .q(p0_valid$q),
        .clock(p0_valid$clock)
    );
    selftest_cu$bloom$front$mix$p0_op p0_op(
        .d(p0_op$d),
        .q(p0_op$q),
        .clock(p0_op$clock)
    );
    selftest_cu$bloom$front$mix$p0_x p0_x(
        .d(p0_x$d),
        .q(p0_x$q),
        .clock(p0_x$clock)
    );
    selftest_cu$bloom$front$mix$p0_addr p0_addr(
        .d(p0_addr$d),
        .q(p0_addr$q),
        .clock(p0_addr$clock)
    );
    selftest_cu$bloom$front$mix$stage_valid$0 stage_valid$0(
        .d(stage_valid$0$d),
        .q(stage_valid$0$q),
        .clock(stage_valid$0$clock)
    );
    selftest_cu$bloom$front$mix$stage_valid$1 stage_valid$1(
        .d(stage_valid$1$d),
        .q(stage_valid$1$q),
        .clock(stage_valid$1$clock)
    );
    selftest_cu$bloom$front$mix$stage_valid$2 stage_valid$2(
        .d(stage_valid$2$d),
        .q(stage_valid$2$q),
        .clock(stage_valid$2$clock)
    );
    selftest_cu$bloom$front$mix$stage_valid$3 stage_valid$3(
        .d(stage_valid$3$d),
        .q(stage_valid$3$q),
        .clock(stage_valid$3$clock)
    );
    selftest_cu$bloom$front$mix$stage_op$0 stage_op$0(
        .d(stage_op$0$d),
        .q(stage_op$0$q),
        .clock(stage_op$0$clock)
    );
    selftest_cu$bloom$front$mix$stage_op$1 stage_op$1(
        .d(stage_op$1$d),
        .q(stage_op$1$q),
        .clock(stage_op$1$clock)
    );
    selftest_cu$bloom$front$mix$stage_op$2 stage_op$2(
        .d(stage_op$2$d),
        .q(stage_op$2$q),
        .clock(stage_op$2$clock)
    );
    selftest_cu$bloom$front$mix$stage_op$3 stage_op$3(
        .d(stage_op$3$d),
        .q(stage_op$3$q),
        .clock(stage_op$3$clock)
    );
    selftest_cu$bloom$front$mix$stage_x$0 stage_x$0(
        .d(stage_x$0$d),
        .q(stage_x$0$q),
        .clock(stage_x$0$clock)
    );
    selftest_cu$bloom$front$mix$stage_x$1 stage_x$1(
        .d(stage_x$1$d),
        .q(stage_x$1$q),
        .clock(stage_x$1$clock)
    );
    selftest_cu$bloom$front$mix$stage_x$2 stage_x$2(
        .d(stage_x$2$d),
        .q(stage_x$2$q),
        .clock(stage_x$2$clock)
    );
    selftest_cu$bloom$front$mix$stage_x$3 stage_x$3(
        .d(stage_x$3$d),
        .q(stage_x$3$q),
        .clock(stage_x$3$clock)
    );
    selftest_cu$bloom$front$mix$stage_addr$0 stage_addr$0(
        .d(stage_addr$0$d),
        .q(stage_addr$0$q),
        .clock(stage_addr$0$clock)
    );
    selftest_cu$bloom$front$mix$stage_addr$1 stage_addr$1(
        .d(stage_addr$1$d),
        .q(stage_addr$1$q),
        .clock(stage_addr$1$clock)
    );
    selftest_cu$bloom$front$mix$stage_addr$2 stage_addr$2(
        .d(stage_addr$2$d),
        .q(stage_addr$2$q),
        .clock(stage_addr$2$clock)
    );
    selftest_cu$bloom$front$mix$stage_addr$3 stage_addr$3(
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
    
endmodule // top$bloom$front$mix


module selftest_cu$bloom$front$mix$p0_addr(d,q,clock);
    
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
          
endmodule // top$bloom$front$mix$p0_addr


module selftest_cu$bloom$front$mix$p0_op(d,q,clock);
    
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
          
endmodule // top$bloom$front$mix$p0_op


module selftest_cu$bloom$front$mix$p0_valid(d,q,clock);
    
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
          
endmodule // top$bloom$front$mix$p0_valid


module selftest_cu$bloom$front$mix$p0_x(d,q,clock);
    
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
          
endmodule // top$bloom$front$mix$p0_x


module selftest_cu$bloom$front$mix$rounds$0(x,bypass,out);
    
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
    
endmodule // top$bloom$front$mix$rounds$0


module selftest_cu$bloom$front$mix$rounds$1(x,bypass,out);
    
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
    
endmodule // top$bloom$front$mix$rounds$1


module selftest_cu$bloom$front$mix$rounds$2(x,bypass,out);
    
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
    
endmodule // top$bloom$front$mix$rounds$2


module selftest_cu$bloom$front$mix$rounds$3(x,bypass,out);
    
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
    
endmodule // top$bloom$front$mix$rounds$3


module selftest_cu$bloom$front$mix$stage_addr$0(d,q,clock);
    
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
          
endmodule // top$bloom$front$mix$stage_addr$0


module selftest_cu$bloom$front$mix$stage_addr$1(d,q,clock);
    
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
          
endmodule // top$bloom$front$mix$stage_addr$1


module selftest_cu$bloom$front$mix$stage_addr$2(d,q,clock);
    
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
          
endmodule // top$bloom$front$mix$stage_addr$2


module selftest_cu$bloom$front$mix$stage_addr$3(d,q,clock);
    
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
          
endmodule // top$bloom$front$mix$stage_addr$3


module selftest_cu$bloom$front$mix$stage_op$0(d,q,clock);
    
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
          
endmodule // top$bloom$front$mix$stage_op$0


module selftest_cu$bloom$front$mix$stage_op$1(d,q,clock);
    
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
          
endmodule // top$bloom$front$mix$stage_op$1


module selftest_cu$bloom$front$mix$stage_op$2(d,q,clock);
    
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
          
endmodule // top$bloom$front$mix$stage_op$2


module selftest_cu$bloom$front$mix$stage_op$3(d,q,clock);
    
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
          
endmodule // top$bloom$front$mix$stage_op$3


module selftest_cu$bloom$front$mix$stage_valid$0(d,q,clock);
    
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
          
endmodule // top$bloom$front$mix$stage_valid$0


module selftest_cu$bloom$front$mix$stage_valid$1(d,q,clock);
    
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
          
endmodule // top$bloom$front$mix$stage_valid$1


module selftest_cu$bloom$front$mix$stage_valid$2(d,q,clock);
    
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
          
endmodule // top$bloom$front$mix$stage_valid$2


module selftest_cu$bloom$front$mix$stage_valid$3(d,q,clock);
    
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
          
endmodule // top$bloom$front$mix$stage_valid$3


module selftest_cu$bloom$front$mix$stage_x$0(d,q,clock);
    
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
          
endmodule // top$bloom$front$mix$stage_x$0


module selftest_cu$bloom$front$mix$stage_x$1(d,q,clock);
    
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
          
endmodule // top$bloom$front$mix$stage_x$1


module selftest_cu$bloom$front$mix$stage_x$2(d,q,clock);
    
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
          
endmodule // top$bloom$front$mix$stage_x$2


module selftest_cu$bloom$front$mix$stage_x$3(d,q,clock);
    
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
          
endmodule // top$bloom$front$mix$stage_x$3


module selftest_cu$bloom$front$p5_h0(d,q,clock);
    
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
          
endmodule // top$bloom$front$p5_h0


module selftest_cu$bloom$front$p5_h1(d,q,clock);
    
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
          
endmodule // top$bloom$front$p5_h1


module selftest_cu$bloom$front$p5_op(d,q,clock);
    
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
          
endmodule // top$bloom$front$p5_op


module selftest_cu$bloom$front$p5_valid(d,q,clock);
    
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
          
endmodule // top$bloom$front$p5_valid


module selftest_cu$bloom$front$round4(x,bypass,out);
    
    // Module arguments
    input wire  [63:0] x;
    input wire  bypass;
    output reg  [63:0] out;
    
    // Constant declarations
    localparam  seed = 64'h452821e638d01377;
    localparam  rot_a = 7'b100101;
    localparam  rot_a_rev = 7'b11011;
    localparam  rot_b = 7'b11111;
    localparam  rot_b_rev = 7'b100001;
    
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
    
endmodule // top$bloom$front$round4


module selftest_cu$bloom$p6_idx$0(d,q,clock);
    
    // Module arguments
    input wire  [13:0] d;
    output reg  [13:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 14'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$bloom$p6_idx$0


module selftest_cu$bloom$p6_idx$1(d,q,clock);
    
    // Module arguments
    input wire  [13:0] d;
    output reg  [13:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 14'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$bloom$p6_idx$1


module selftest_cu$bloom$p6_idx$2(d,q,clock);
    
    // Module arguments
    input wire  [13:0] d;
    output reg  [13:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 14'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$bloom$p6_idx$2


module selftest_cu$bloom$p6_idx$3(d,q,clock);
    
    // Module arguments
    input wire  [13:0] d;
    output reg  [13:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 14'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$bloom$p6_idx$3


module selftest_cu$bloom$p6_op(d,q,clock);
    
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
          
endmodule // top$bloom$p6_op


module selftest_cu$bloom$p6_silent(d,q,clock);
    
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
          
endmodule // top$bloom$p6_silent


module selftest_cu$bloom$p6_v(d,q,clock);
    
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
          
endmodule // top$bloom$p6_v


module selftest_cu$bloom$p6_wdata(d,q,clock);
    
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
          
endmodule // top$bloom$p6_wdata


module selftest_cu$bloom$p6_we(d,q,clock);
    
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
          
endmodule // top$bloom$p6_we


module selftest_cu$bloom$p7_op(d,q,clock);
    
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
          
endmodule // top$bloom$p7_op


module selftest_cu$bloom$p7_v(d,q,clock);
    
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
          
endmodule // top$bloom$p7_v


module selftest_cu$bloom$p7_wdata(d,q,clock);
    
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
          
endmodule // top$bloom$p7_wdata


module selftest_cu$bloom$p7_we(d,q,clock);
    
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
          
endmodule // top$bloom$p7_we


module selftest_cu$bloom$p8_op(d,q,clock);
    
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
          
endmodule // top$bloom$p8_op


module selftest_cu$bloom$p8_qi(d,q,clock);
    
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
          
endmodule // top$bloom$p8_qi


module selftest_cu$bloom$p8_v(d,q,clock);
    
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
          
endmodule // top$bloom$p8_v


module selftest_cu$bloom$p8_word(d,q,clock);
    
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
          
endmodule // top$bloom$p8_word


module selftest_cu$bloom$p8_zero(d,q,clock);
    
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
          
endmodule // top$bloom$p8_zero


module selftest_cu$cfail(d,q,clock);
    
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
          
endmodule // top$cfail


module selftest_cu$cuckoo(clock,reset,in_valid,in_ready,in_op,in_key,in_data,out_valid,out_ready,out_op,out_code,out_data);
    
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
    wire  [9:0] front$out_i1;
    wire  [9:0] front$out_i2;
    wire  [8:0] front$out_bank0_addr;
    wire  [8:0] front$out_bank1_addr;
    reg  chain$clock;
    reg  [15:0] chain$victim;
    reg  chain$load_first;
    reg  [9:0] chain$first_from;
    reg  chain$kick;
    reg  chain$load_rein;
    reg  [9:0] chain$rein_from;
    reg  chain$read_now;
    reg  chain$again;
    reg  chain$pending_valid;
    reg  chain$pending_bank;
    reg  [8:0] chain$pending_addr;
    wire  chain$from_bank;
    wire  [8:0] chain$to_addr;
    wire  [15:0] chain$moving_fp;
    wire  [9:0] chain$moving_to;
    wire  [15:0] chain$count;
    wire  chain$last;
    wire  chain$stale;
    reg  stash$clock;
    reg  stash$reset;
    reg  stash$write;
    reg  stash$write_valid;
    reg  [15:0] stash$write_fp;
    reg  [9:0] stash$write_bucket;
    reg  stash$take;
    reg  stash$kicking;
    reg  stash$kick_to_stash;
    reg  [15:0] stash$kick_fp;
    reg  [9:0] stash$kick_bucket;
    reg  stash$clear;
    reg  [15:0] stash$probe_fp;
    reg  [9:0] stash$probe_i1;
    reg  [9:0] stash$probe_i2;
    wire  stash$hit;
    wire  stash$valid;
    wire  [15:0] stash$fp;
    wire  [9:0] stash$bucket;
    wire  [9:0] stash$alt_bucket;
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
    reg  [8:0] buckets$read_addr0;
    reg  [8:0] buckets$read_addr1;
    wire  [47:0] buckets$read_word0;
    wire  [47:0] buckets$read_word1;
    reg  buckets$write_valid;
    reg  buckets$write_bank;
    reg  [8:0] buckets$write_addr;
    reg  [47:0] buckets$word_a;
    reg  [47:0] buckets$word_b;
    reg  buckets$write_from_b;
    reg  [1:0] buckets$write_slot;
    reg  [15:0] buckets$write_value;
    reg  buckets$write_whole;
    reg  buckets$clear;
    reg  [8:0] buckets$clear_addr;
    wire  buckets$pending_valid;
    wire  buckets$pending_bank;
    wire  [8:0] buckets$pending_addr;
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
    reg  [9:0] stage_d$in_i1;
    reg  [9:0] stage_d$in_i2;
    reg  [8:0] stage_d$in_bank0_addr;
    reg  [8:0] stage_d$in_bank1_addr;
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
    wire  [8:0] stage_d$bank0_addr;
    wire  [8:0] stage_d$bank1_addr;
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
    wire  [8:0] stage_d$write_addr;
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
    reg  [9:0] fsm$stash_bucket;
    reg  [9:0] fsm$stash_alt_bucket;
    reg  [15:0] fsm$moving_fp;
    reg  [9:0] fsm$moving_to;
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
    wire  [9:0] fsm$rein_i1;
    wire  [9:0] fsm$rein_i2;
    wire  fsm$evicting;
    wire  fsm$kick_read;
    wire  fsm$writes;
    wire  fsm$write_valid;
    wire  fsm$write_bank;
    wire  [8:0] fsm$write_addr;
    wire  fsm$write_from_b;
    wire  [1:0] fsm$write_slot;
    wire  [15:0] fsm$write_value;
    wire  fsm$evict;
    wire  fsm$stash_deleted;
    wire  fsm$stash_take;
    wire  fsm$kick_to_stash;
    wire  [8:0] fsm$clear_addr;
    wire  fsm$clear_done;
    wire  [2:0] fsm$result_op;
    wire  [1:0] fsm$result_code;
    wire  [63:0] fsm$result_data;
    reg  hazards$clock;
    reg  hazards$reset;
    reg  hazards$advance;
    reg  [2:0] hazards$p6_op;
    reg  [8:0] hazards$p6_bank0_addr;
    reg  [8:0] hazards$p6_bank1_addr;
    reg  hazards$r_valid;
    reg  [2:0] hazards$r_op;
    reg  [15:0] hazards$r_addr;
    reg  [8:0] hazards$r_bank0_addr;
    reg  [8:0] hazards$r_bank1_addr;
    reg  hazards$d_valid;
    reg  hazards$d_decide;
    reg  hazards$d_may_write;
    reg  hazards$d_writes_stash;
    reg  hazards$d_is_delete;
    reg  [8:0] hazards$d_bank0_addr;
    reg  [8:0] hazards$d_bank1_addr;
    reg  hazards$stash_valid;
    reg  hazards$kick_place;
    reg  [9:0] hazards$moving_to;
    reg  hazards$rein_place;
    reg  [8:0] hazards$rein_word1;
    reg  [8:0] hazards$rein_word2;
    reg  hazards$pending_valid;
    reg  hazards$pending_bank;
    reg  [8:0] hazards$pending_addr;
    wire  hazards$conflict;
    reg  reads$clock;
    reg  reads$front_read;
    reg  reads$advance;
    reg  [2:0] reads$p6_op;
    reg  [8:0] reads$p6_bank0_addr;
    reg  [8:0] reads$p6_bank1_addr;
    reg  reads$p6_i1_bank;
    reg  reads$p6_addr_bank;
    reg  [2:0] reads$r_op;
    reg  [8:0] reads$r_bank0_addr;
    reg  [8:0] reads$r_bank1_addr;
    reg  reads$r_i1_bank;
    reg  reads$r_addr_bank;
    reg  reads$kick_read;
    reg  reads$kick_from_bank;
    reg  [8:0] reads$kick_to_addr;
    reg  reads$rein_read;
    reg  reads$kick_reread;
    reg  reads$next_rein_read;
    reg  reads$next_kick_reread;
    reg  reads$next_clearing;
    reg  [9:0] reads$rein_i1;
    reg  [8:0] reads$rein_word2;
    reg  [9:0] reads$moving_to;
    wire  [8:0] reads$read_addr0;
    wire  [8:0] reads$read_addr1;
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
    reg  [9:0] r_i1$d;
    wire  [9:0] r_i1$q;
    reg  r_i1$clock;
    reg  [9:0] r_i2$d;
    wire  [9:0] r_i2$q;
    reg  r_i2$clock;
    reg  [8:0] r_bank0_addr$d;
    wire  [8:0] r_bank0_addr$q;
    reg  r_bank0_addr$clock;
    reg  [8:0] r_bank1_addr$d;
    wire  [8:0] r_bank1_addr$q;
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
    selftest_cu$cuckoo$front front(
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
    selftest_cu$cuckoo$chain chain(
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
    selftest_cu$cuckoo$stash stash(
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
    selftest_cu$cuckoo$compare compare(
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
    selftest_cu$cuckoo$counters counters(
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
    selftest_cu$cuckoo$buckets buckets(
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
    selftest_cu$cuckoo$results results(
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
    selftest_cu$cuckoo$stage_d stage_d(
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
    selftest_cu$cuckoo$fsm fsm(
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
    selftest_cu$cuckoo$hazards hazards(
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
    selftest_cu$cuckoo$reads reads(
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
    selftest_cu$cuckoo$r_valid r_valid(
        .d(r_valid$d),
        .q(r_valid$q),
        .clock(r_valid$clock)
    );
    selftest_cu$cuckoo$r_op r_op(
        .d(r_op$d),
        .q(r_op$q),
        .clock(r_op$clock)
    );
    selftest_cu$cuckoo$r_word r_word(
        .d(r_word$d),
        .q(r_word$q),
        .clock(r_word$clock)
    );
    selftest_cu$cuckoo$r_addr r_addr(
        .d(r_addr$d),
        .q(r_addr$q),
        .clock(r_addr$clock)
    );
    selftest_cu$cuckoo$r_fp r_fp(
        .d(r_fp$d),
        .q(r_fp$q),
        .clock(r_fp$clock)
    );
    selftest_cu$cuckoo$r_i1 r_i1(
        .d(r_i1$d),
        .q(r_i1$q),
        .clock(r_i1$clock)
    );
    selftest_cu$cuckoo$r_i2 r_i2(
        .d(r_i2$d),
        .q(r_i2$q),
        .clock(r_i2$clock)
    );
    selftest_cu$cuckoo$r_bank0_addr r_bank0_addr(
        .d(r_bank0_addr$d),
        .q(r_bank0_addr$q),
        .clock(r_bank0_addr$clock)
    );
    selftest_cu$cuckoo$r_bank1_addr r_bank1_addr(
        .d(r_bank1_addr$d),
        .q(r_bank1_addr$q),
        .clock(r_bank1_addr$clock)
    );
    selftest_cu$cuckoo$r_fresh r_fresh(
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
        stash$write_bucket = stage_d$word_b[(32'h10)+:(10)];
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
        reads$rein_word2 = fsm$rein_i2[(32'h1)+:(9)];
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
        hazards$rein_word1 = fsm$rein_i1[(32'h1)+:(9)];
        hazards$rein_word2 = fsm$rein_i2[(32'h1)+:(9)];
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


module selftest_cu$cuckoo$buckets(clock,reset,read_addr0,read_addr1,read_word0,read_word1,write_valid,write_bank,write_addr,word_a,word_b,write_from_b,write_slot,write_value,write_whole,clear,clear_addr,pending_valid,pending_bank,pending_addr);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  [8:0] read_addr0;
    input wire  [8:0] read_addr1;
    output reg  [47:0] read_word0;
    output reg  [47:0] read_word1;
    input wire  write_valid;
    input wire  write_bank;
    input wire  [8:0] write_addr;
    input wire  [47:0] word_a;
    input wire  [47:0] word_b;
    input wire  write_from_b;
    input wire  [1:0] write_slot;
    input wire  [15:0] write_value;
    input wire  write_whole;
    input wire  clear;
    input wire  [8:0] clear_addr;
    output reg  pending_valid;
    output reg  pending_bank;
    output reg  [8:0] pending_addr;
    
    // Constant declarations
    localparam  zero_w = 48'h0;
    
    // Stub signals
    reg  [8:0] banks$0$read_address;
    wire  [47:0] banks$0$read_data;
    reg  [8:0] banks$0$write_address;
    reg  [47:0] banks$0$write_data;
    reg  banks$0$write_enable;
    reg  banks$0$clock;
    reg  [8:0] banks$1$read_address;
    wire  [47:0] banks$1$read_data;
    reg  [8:0] banks$1$write_address;
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
    reg  [8:0] pend_addr$d;
    wire  [8:0] pend_addr$q;
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
    selftest_cu$cuckoo$buckets$banks$0 banks$0(
        .read_address(banks$0$read_address),
        .read_data(banks$0$read_data),
        .write_address(banks$0$write_address),
        .write_data(banks$0$write_data),
        .write_enable(banks$0$write_enable),
        .clock(banks$0$clock)
    );
    selftest_cu$cuckoo$buckets$banks$1 banks$1(
        .read_address(banks$1$read_address),
        .read_data(banks$1$read_data),
        .write_address(banks$1$write_address),
        .write_data(banks$1$write_data),
        .write_enable(banks$1$write_enable),
        .clock(banks$1$clock)
    );
    selftest_cu$cuckoo$buckets$slot_write slot_write(
        .word(slot_write$word),
        .slot(slot_write$slot),
        .value(slot_write$value),
        .written(slot_write$written)
    );
    selftest_cu$cuckoo$buckets$pend_valid pend_valid(
        .d(pend_valid$d),
        .q(pend_valid$q),
        .clock(pend_valid$clock)
    );
    selftest_cu$cuckoo$buckets$pend_bank pend_bank(
        .d(pend_bank$d),
        .q(pend_bank$q),
        .clock(pend_bank$clock)
    );
    selftest_cu$cuckoo$buckets$pend_addr pend_addr(
        .d(pend_addr$d),
        .q(pend_addr$q),
        .clock(pend_addr$clock)
    );
    selftest_cu$cuckoo$buckets$pend_word pend_word(
        .d(pend_word$d),
        .q(pend_word$q),
        .clock(pend_word$clock)
    );
    selftest_cu$cuckoo$buckets$pend_slot pend_slot(
        .d(pend_slot$d),
        .q(pend_slot$q),
        .clock(pend_slot$clock)
    );
    selftest_cu$cuckoo$buckets$pend_value pend_value(
        .d(pend_value$d),
        .q(pend_value$q),
        .clock(pend_value$clock)
    );
    selftest_cu$cuckoo$buckets$pend_whole pend_whole(
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


module selftest_cu$cuckoo$buckets$banks$0(read_address,read_data,write_address,write_data,write_enable,clock);
    
    // Module arguments
    input wire  [8:0] read_address;
    output reg  [47:0] read_data;
    input wire  [8:0] write_address;
    input wire  [47:0] write_data;
    input wire  write_enable;
    input wire  clock;
    
    // Update code (custom)
    (* no_rw_check *)
    reg[47:0] mem[511:0];
    
    always @(posedge clock) begin
       read_data <= mem[read_address];
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
endmodule // top$cuckoo$buckets$banks$0


module selftest_cu$cuckoo$buckets$banks$1(read_address,read_data,write_address,write_data,write_enable,clock);
    
    // Module arguments
    input wire  [8:0] read_address;
    output reg  [47:0] read_data;
    input wire  [8:0] write_address;
    input wire  [47:0] write_data;
    input wire  write_enable;
    input wire  clock;
    
    // Update code (custom)
    (* no_rw_check *)
    reg[47:0] mem[511:0];
    
    always @(posedge clock) begin
       read_data <= mem[read_address];
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
endmodule // top$cuckoo$buckets$banks$1


module selftest_cu$cuckoo$buckets$pend_addr(d,q,clock);
    
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
          
endmodule // top$cuckoo$buckets$pend_addr


module selftest_cu$cuckoo$buckets$pend_bank(d,q,clock);
    
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


module selftest_cu$cuckoo$buckets$pend_slot(d,q,clock);
    
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


module selftest_cu$cuckoo$buckets$pend_valid(d,q,clock);
    
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


module selftest_cu$cuckoo$buckets$pend_value(d,q,clock);
    
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


module selftest_cu$cuckoo$buckets$pend_whole(d,q,clock);
    
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


module selftest_cu$cuckoo$buckets$pend_word(d,q,clock);
    
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


module selftest_cu$cuckoo$buckets$slot_write(word,slot,value,written);
    
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


module selftest_cu$cuckoo$chain(clock,victim,load_first,first_from,kick,load_rein,rein_from,read_now,again,pending_valid,pending_bank,pending_addr,from_bank,to_addr,moving_fp,moving_to,count,last,stale);
    
    // Module arguments
    input wire  clock;
    input wire  [15:0] victim;
    input wire  load_first;
    input wire  [9:0] first_from;
    input wire  kick;
    input wire  load_rein;
    input wire  [9:0] rein_from;
    input wire  read_now;
    input wire  again;
    input wire  pending_valid;
    input wire  pending_bank;
    input wire  [8:0] pending_addr;
    output reg  from_bank;
    output reg  [8:0] to_addr;
    output reg  [15:0] moving_fp;
    output reg  [9:0] moving_to;
    output reg  [15:0] count;
    output reg  last;
    output reg  stale;
    
    // Constant declarations
    localparam  max_m1 = 16'h1f3;
    localparam  max_is1 = 1'b0;
    localparam  one16 = 16'h1;
    
    // Stub signals
    reg  [9:0] alt_to$index;
    reg  [15:0] alt_to$fp;
    wire  [9:0] alt_to$alt;
    reg  [9:0] from$d;
    wire  [9:0] from$q;
    reg  from$clock;
    reg  [15:0] fp$d;
    wire  [15:0] fp$q;
    reg  fp$clock;
    reg  [9:0] to$d;
    wire  [9:0] to$q;
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
    selftest_cu$cuckoo$chain$alt_to alt_to(
        .index(alt_to$index),
        .fp(alt_to$fp),
        .alt(alt_to$alt)
    );
    selftest_cu$cuckoo$chain$from from(
        .d(from$d),
        .q(from$q),
        .clock(from$clock)
    );
    selftest_cu$cuckoo$chain$fp fp(
        .d(fp$d),
        .q(fp$q),
        .clock(fp$clock)
    );
    selftest_cu$cuckoo$chain$to to(
        .d(to$d),
        .q(to$q),
        .clock(to$clock)
    );
    selftest_cu$cuckoo$chain$kicks kicks(
        .d(kicks$d),
        .q(kicks$q),
        .clock(kicks$clock)
    );
    selftest_cu$cuckoo$chain$at_limit at_limit(
        .d(at_limit$d),
        .q(at_limit$q),
        .clock(at_limit$clock)
    );
    selftest_cu$cuckoo$chain$written written(
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
        written$d = pending_valid & (pending_bank != from$q[32'h0]) & (pending_addr == alt_to$alt[(32'h1)+:(9)]);
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
        to_addr = alt_to$alt[(32'h1)+:(9)];
        moving_fp = fp$q;
        moving_to = to$q;
        count = kicks$q;
        last = at_limit$q;
        stale = written$q;
    end
    
endmodule // top$cuckoo$chain


module selftest_cu$cuckoo$chain$alt_to(index,fp,alt);
    
    // Module arguments
    input wire  [9:0] index;
    input wire  [15:0] fp;
    output reg  [9:0] alt;
    
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
    localparam  one = 10'b1;
    localparam  zero = 10'b0;
    
    // Local signals
    reg  [9:0] acc$0;
    reg  [9:0] acc$1;
    reg  [9:0] acc$2;
    reg  [9:0] acc$3;
    reg  [9:0] acc$4;
    reg  [9:0] acc$5;
    reg  [9:0] acc$6;
    reg  [9:0] acc$7;
    reg  [9:0] acc$8;
    reg  [9:0] acc$9;
    
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
        alt = index ^ (acc$9 | one);
    end
    
endmodule // top$cuckoo$chain$alt_to


module selftest_cu$cuckoo$chain$at_limit(d,q,clock);
    
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


module selftest_cu$cuckoo$chain$fp(d,q,clock);
    
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


module selftest_cu$cuckoo$chain$from(d,q,clock);
    
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
          
endmodule // top$cuckoo$chain$from


module selftest_cu$cuckoo$chain$kicks(d,q,clock);
    
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


module selftest_cu$cuckoo$chain$to(d,q,clock);
    
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
          
endmodule // top$cuckoo$chain$to


module selftest_cu$cuckoo$chain$written(d,q,clock);
    
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


module selftest_cu$cuckoo$compare(word0,word1,fp,swap,new_word,use_new_word,victim_slot,word_a,word_b,hits_a,hits_b,empties_a,empties_b,both_full,new_word_empties,victim);
    
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
    selftest_cu$cuckoo$compare$flags_0 flags_0(
        .word(flags_0$word),
        .fp(flags_0$fp),
        .hits(flags_0$hits),
        .empties(flags_0$empties)
    );
    selftest_cu$cuckoo$compare$flags_1 flags_1(
        .word(flags_1$word),
        .fp(flags_1$fp),
        .hits(flags_1$hits),
        .empties(flags_1$empties)
    );
    selftest_cu$cuckoo$compare$flags_x flags_x(
        .word(flags_x$word),
        .fp(flags_x$fp),
        .hits(flags_x$hits),
        .empties(flags_x$empties)
    );
    selftest_cu$cuckoo$compare$slot_v slot_v(
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


module selftest_cu$cuckoo$compare$flags_0(word,fp,hits,empties);
    
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


module selftest_cu$cuckoo$compare$flags_1(word,fp,hits,empties);
    
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


module selftest_cu$cuckoo$compare$flags_x(word,fp,hits,empties);
    
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


module selftest_cu$cuckoo$compare$slot_v(word,slot,read);
    
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


module selftest_cu$cuckoo$counters(clock,reset,items_delta,evict,full_answer,restart,items,kicks,full,victim_slot);
    
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
    selftest_cu$cuckoo$counters$items_reg items_reg(
        .d(items_reg$d),
        .q(items_reg$q),
        .clock(items_reg$clock)
    );
    selftest_cu$cuckoo$counters$kicks_reg kicks_reg(
        .d(kicks_reg$d),
        .q(kicks_reg$q),
        .clock(kicks_reg$clock)
    );
    selftest_cu$cuckoo$counters$full_reg full_reg(
        .d(full_reg$d),
        .q(full_reg$q),
        .clock(full_reg$clock)
    );
    selftest_cu$cuckoo$counters$lfsr lfsr(
        .d(lfsr$d),
        .q(lfsr$q),
        .clock(lfsr$clock)
    );
    selftest_cu$cuckoo$counters$delta delta(
        .d(delta$d),
        .q(delta$q),
        .clock(delta$clock)
    );
    selftest_cu$cuckoo$counters$evicted evicted(
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


module selftest_cu$cuckoo$counters$delta(d,q,clock);
    
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


module selftest_cu$cuckoo$counters$evicted(d,q,clock);
    
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


module selftest_cu$cuckoo$counters$full_reg(d,q,clock);
    
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


module selftest_cu$cuckoo$counters$items_reg(d,q,clock);
    
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


module selftest_cu$cuckoo$counters$kicks_reg(d,q,clock);
    
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


module selftest_cu$cuckoo$counters$lfsr(d,q,clock);
    
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


module selftest_cu$cuckoo$front(clock,reset,advance,in_valid,in_op,in_key,in_data,out_valid,out_op,out_word,out_addr,out_fp,out_i1,out_i2,out_bank0_addr,out_bank1_addr);
    
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
    output reg  [9:0] out_i1;
    output reg  [9:0] out_i2;
    output reg  [8:0] out_bank0_addr;
    output reg  [8:0] out_bank1_addr;
    
    // Constant declarations
    localparam  fmask16 = 16'hfff;
    localparam  amask16 = 16'h7ff;
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
    reg  [9:0] alt_i2$index;
    reg  [15:0] alt_i2$fp;
    wire  [9:0] alt_i2$alt;
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
    reg  [9:0] p5_i1$d;
    wire  [9:0] p5_i1$q;
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
    reg  [9:0] p6_i1$d;
    wire  [9:0] p6_i1$q;
    reg  p6_i1$clock;
    reg  [9:0] p6_i2$d;
    wire  [9:0] p6_i2$q;
    reg  p6_i2$clock;
    reg  [8:0] p6_bank0_addr$d;
    wire  [8:0] p6_bank0_addr$q;
    reg  p6_bank0_addr$clock;
    reg  [8:0] p6_bank1_addr$d;
    wire  [8:0] p6_bank1_addr$q;
    reg  p6_bank1_addr$clock;
    
    // Local signals
    reg  p5_keyed;
    reg  [8:0] p5_bank0_addr;
    reg  [8:0] p5_bank1_addr;
    
    // Sub module instances
    selftest_cu$cuckoo$front$mix mix(
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
    selftest_cu$cuckoo$front$alt_i2 alt_i2(
        .index(alt_i2$index),
        .fp(alt_i2$fp),
        .alt(alt_i2$alt)
    );
    selftest_cu$cuckoo$front$p5_valid p5_valid(
        .d(p5_valid$d),
        .q(p5_valid$q),
        .clock(p5_valid$clock)
    );
    selftest_cu$cuckoo$front$p5_op p5_op(
        .d(p5_op$d),
        .q(p5_op$q),
        .clock(p5_op$clock)
    );
    selftest_cu$cuckoo$front$p5_word p5_word(
        .d(p5_word$d),
        .q(p5_word$q),
        .clock(p5_word$clock)
    );
    selftest_cu$cuckoo$front$p5_addr p5_addr(
        .d(p5_addr$d),
        .q(p5_addr$q),
        .clock(p5_addr$clock)
    );
    selftest_cu$cuckoo$front$p5_fp p5_fp(
        .d(p5_fp$d),
        .q(p5_fp$q),
        .clock(p5_fp$clock)
    );
    selftest_cu$cuckoo$front$p5_i1 p5_i1(
        .d(p5_i1$d),
        .q(p5_i1$q),
        .clock(p5_i1$clock)
    );
    selftest_cu$cuckoo$front$p6_valid p6_valid(
        .d(p6_valid$d),
        .q(p6_valid$q),
        .clock(p6_valid$clock)
    );
    selftest_cu$cuckoo$front$p6_op p6_op(
        .d(p6_op$d),
        .q(p6_op$q),
        .clock(p6_op$clock)
    );
    selftest_cu$cuckoo$front$p6_word p6_word(
        .d(p6_word$d),
        .q(p6_word$q),
        .clock(p6_word$clock)
    );
    selftest_cu$cuckoo$front$p6_addr p6_addr(
        .d(p6_addr$d),
        .q(p6_addr$q),
        .clock(p6_addr$clock)
    );
    selftest_cu$cuckoo$front$p6_fp p6_fp(
        .d(p6_fp$d),
        .q(p6_fp$q),
        .clock(p6_fp$clock)
    );
    selftest_cu$cuckoo$front$p6_i1 p6_i1(
        .d(p6_i1$d),
        .q(p6_i1$q),
        .clock(p6_i1$clock)
    );
    selftest_cu$cuckoo$front$p6_i2 p6_i2(
        .d(p6_i2$d),
        .q(p6_i2$q),
        .clock(p6_i2$clock)
    );
    selftest_cu$cuckoo$front$p6_bank0_addr p6_bank0_addr(
        .d(p6_bank0_addr$d),
        .q(p6_bank0_addr$q),
        .clock(p6_bank0_addr$clock)
    );
    selftest_cu$cuckoo$front$p6_bank1_addr p6_bank1_addr(
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
                p5_bank0_addr = alt_i2$alt[(32'h1)+:(9)];
                p5_bank1_addr = p5_i1$q[(32'h1)+:(9)];
            end
            else begin
                p5_bank0_addr = p5_i1$q[(32'h1)+:(9)];
                p5_bank1_addr = alt_i2$alt[(32'h1)+:(9)];
            end
        end
        else begin
            p5_bank0_addr = p5_addr$q[(32'h1)+:(9)];
            p5_bank1_addr = p5_addr$q[(32'h1)+:(9)];
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
            p5_i1$d = mix$out_x[(32'h20)+:(10)];
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


module selftest_cu$cuckoo$front$alt_i2(index,fp,alt);
    
    // Module arguments
    input wire  [9:0] index;
    input wire  [15:0] fp;
    output reg  [9:0] alt;
    
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
    localparam  one = 10'b1;
    localparam  zero = 10'b0;
    
    // Local signals
    reg  [9:0] acc$0;
    reg  [9:0] acc$1;
    reg  [9:0] acc$2;
    reg  [9:0] acc$3;
    reg  [9:0] acc$4;
    reg  [9:0] acc$5;
    reg  [9:0] acc$6;
    reg  [9:0] acc$7;
    reg  [9:0] acc$8;
    reg  [9:0] acc$9;
    
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
        alt = index ^ (acc$9 | one);
    end
    
endmodule // top$cuckoo$front$alt_i2


module selftest_cu$cuckoo$front$mix(clock,reset,advance,in_valid,in_op,in_x,in_addr,out_valid,out_op,out_x,out_addr);
    
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
    selftest_cu$cuckoo$front$mix$rounds$0 rounds$0(
        .x(rounds$0$x),
        .bypass(rounds$0$bypass),
        .out(rounds$0$out)
    );
    selftest_cu$cuckoo$front$mix$rounds$1 rounds$1(
        .x(rounds$1$x),
        .bypass(rounds$1$bypass),
        .out(rounds$1$out)
    );
    selftest_cu$cuckoo$front$mix$rounds$2 rounds$2(
        .x(rounds$2$x),
        .bypass(rounds$2$bypass),
        .out(rounds$2$out)
    );
    selftest_cu$cuckoo$front$mix$rounds$3 rounds$3(
        .x(rounds$3$x),
        .bypass(rounds$3$bypass),
        .out(rounds$3$out)
    );
    selftest_cu$cuckoo$front$mix$p0_valid p0_valid(
        .d(p0_valid$d),
        .q(p0_valid$q),
        .clock(p0_valid$clock)
    );
    selftest_cu$cuckoo$front$mix$p0_op p0_op(
        .d(p0_op$d),
        .q(p0_op$q),
        .clock(p0_op$clock)
    );
    selftest_cu$cuckoo$front$mix$p0_x p0_x(
        .d(p0_x$d),
        .q(p0_x$q),
        .clock(p0_x$clock)
    );
    selftest_cu$cuckoo$front$mix$p0_addr p0_addr(
        .d(p0_addr$d),
        .q(p0_addr$q),
        .clock(p0_addr$clock)
    );
    selftest_cu$cuckoo$front$mix$stage_valid$0 stage_valid$0(
        .d(stage_valid$0$d),
        .q(stage_valid$0$q),
        .clock(stage_valid$0$clock)
    );
    selftest_cu$cuckoo$front$mix$stage_valid$1 stage_valid$1(
        .d(stage_valid$1$d),
        .q(stage_valid$1$q),
        .clock(stage_valid$1$clock)
    );
    selftest_cu$cuckoo$front$mix$stage_valid$2 stage_valid$2(
        .d(stage_valid$2$d),
        .q(stage_valid$2$q),
        .clock(stage_valid$2$clock)
    );
    selftest_cu$cuckoo$front$mix$stage_valid$3 stage_valid$3(
        .d(stage_valid$3$d),
        .q(stage_valid$3$q),
        .clock(stage_valid$3$clock)
    );
    selftest_cu$cuckoo$front$mix$stage_op$0 stage_op$0(
        .d(stage_op$0$d),
        .q(stage_op$0$q),
        .clock(stage_op$0$clock)
    );
    selftest_cu$cuckoo$front$mix$stage_op$1 stage_op$1(
        .d(stage_op$1$d),
        .q(stage_op$1$q),
        .clock(stage_op$1$clock)
    );
    selftest_cu$cuckoo$front$mix$stage_op$2 stage_op$2(
        .d(stage_op$2$d),
        .q(stage_op$2$q),
        .clock(stage_op$2$clock)
    );
    selftest_cu$cuckoo$front$mix$stage_op$3 stage_op$3(
        .d(stage_op$3$d),
        .q(stage_op$3$q),
        .clock(stage_op$3$clock)
    );
    selftest_cu$cuckoo$front$mix$stage_x$0 stage_x$0(
        .d(stage_x$0$d),
        .q(stage_x$0$q),
        .clock(stage_x$0$clock)
    );
    selftest_cu$cuckoo$front$mix$stage_x$1 stage_x$1(
        .d(stage_x$1$d),
        .q(stage_x$1$q),
        .clock(stage_x$1$clock)
    );
    selftest_cu$cuckoo$front$mix$stage_x$2 stage_x$2(
        .d(stage_x$2$d),
        .q(stage_x$2$q),
        .clock(stage_x$2$clock)
    );
    selftest_cu$cuckoo$front$mix$stage_x$3 stage_x$3(
        .d(stage_x$3$d),
        .q(stage_x$3$q),
        .clock(stage_x$3$clock)
    );
    selftest_cu$cuckoo$front$mix$stage_addr$0 stage_addr$0(
        .d(stage_addr$0$d),
        .q(stage_addr$0$q),
        .clock(stage_addr$0$clock)
    );
    selftest_cu$cuckoo$front$mix$stage_addr$1 stage_addr$1(
        .d(stage_addr$1$d),
        .q(stage_addr$1$q),
        .clock(stage_addr$1$clock)
    );
    selftest_cu$cuckoo$front$mix$stage_addr$2 stage_addr$2(
        .d(stage_addr$2$d),
        .q(stage_addr$2$q),
        .clock(stage_addr$2$clock)
    );
    selftest_cu$cuckoo$front$mix$stage_addr$3 stage_addr$3(
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


module selftest_cu$cuckoo$front$mix$p0_addr(d,q,clock);
    
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


module selftest_cu$cuckoo$front$mix$p0_op(d,q,clock);
    
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


module selftest_cu$cuckoo$front$mix$p0_valid(d,q,clock);
    
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


module selftest_cu$cuckoo$front$mix$p0_x(d,q,clock);
    
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


module selftest_cu$cuckoo$front$mix$rounds$0(x,bypass,out);
    
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


module selftest_cu$cuckoo$front$mix$rounds$1(x,bypass,out);
    
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


module selftest_cu$cuckoo$front$mix$rounds$2(x,bypass,out);
    
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


module selftest_cu$cuckoo$front$mix$rounds$3(x,bypass,out);
    
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


module selftest_cu$cuckoo$front$mix$stage_addr$0(d,q,clock);
    
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


module selftest_cu$cuckoo$front$mix$stage_addr$1(d,q,clock);
    
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


module selftest_cu$cuckoo$front$mix$stage_addr$2(d,q,clock);
    
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


module selftest_cu$cuckoo$front$mix$stage_addr$3(d,q,clock);
    
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


module selftest_cu$cuckoo$front$mix$stage_op$0(d,q,clock);
    
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


module selftest_cu$cuckoo$front$mix$stage_op$1(d,q,clock);
    
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


module selftest_cu$cuckoo$front$mix$stage_op$2(d,q,clock);
    
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


module selftest_cu$cuckoo$front$mix$stage_op$3(d,q,clock);
    
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


module selftest_cu$cuckoo$front$mix$stage_valid$0(d,q,clock);
    
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


module selftest_cu$cuckoo$front$mix$stage_valid$1(d,q,clock);
    
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


module selftest_cu$cuckoo$front$mix$stage_valid$2(d,q,clock);
    
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


module selftest_cu$cuckoo$front$mix$stage_valid$3(d,q,clock);
    
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


module selftest_cu$cuckoo$front$mix$stage_x$0(d,q,clock);
    
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


module selftest_cu$cuckoo$front$mix$stage_x$1(d,q,clock);
    
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


module selftest_cu$cuckoo$front$mix$stage_x$2(d,q,clock);
    
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


module selftest_cu$cuckoo$front$mix$stage_x$3(d,q,clock);
    
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


module selftest_cu$cuckoo$front$p5_addr(d,q,clock);
    
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


module selftest_cu$cuckoo$front$p5_fp(d,q,clock);
    
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


module selftest_cu$cuckoo$front$p5_i1(d,q,clock);
    
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
          
endmodule // top$cuckoo$front$p5_i1


module selftest_cu$cuckoo$front$p5_op(d,q,clock);
    
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


module selftest_cu$cuckoo$front$p5_valid(d,q,clock);
    
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


module selftest_cu$cuckoo$front$p5_word(d,q,clock);
    
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


module selftest_cu$cuckoo$front$p6_addr(d,q,clock);
    
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


module selftest_cu$cuckoo$front$p6_bank0_addr(d,q,clock);
    
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
          
endmodule // top$cuckoo$front$p6_bank0_addr


module selftest_cu$cuckoo$front$p6_bank1_addr(d,q,clock);
    
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
          
endmodule // top$cuckoo$front$p6_bank1_addr


module selftest_cu$cuckoo$front$p6_fp(d,q,clock);
    
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


module selftest_cu$cuckoo$front$p6_i1(d,q,clock);
    
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
          
endmodule // top$cuckoo$front$p6_i1


module selftest_cu$cuckoo$front$p6_i2(d,q,clock);
    
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
          
endmodule // top$cuckoo$front$p6_i2


module selftest_cu$cuckoo$front$p6_op(d,q,clock);
    
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


module selftest_cu$cuckoo$front$p6_valid(d,q,clock);
    
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


module selftest_cu$cuckoo$front$p6_word(d,q,clock);
    
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


module selftest_cu$cuckoo$fsm(clock,reset,decide,to_fsm,insert_kicks,kick_first_now,d_op,d_is_clear,d_is_delete,d_any_hit,d_stash_hit,d_a_has_empty,d_b_has_empty,d_lowest_empty_a,d_lowest_empty_b,victim_slot,room,stash_valid,stash_fp,stash_bucket,stash_alt_bucket,moving_fp,moving_to,chain_count,chain_last,chain_stale,busy,done,capture,rein_capture,kick_place,kick_reread,rein_read,rein_place,clearing,next_rein_read,next_kick_reread,next_clearing,rein_i1,rein_i2,evicting,kick_read,writes,write_valid,write_bank,write_addr,write_from_b,write_slot,write_value,evict,stash_deleted,stash_take,kick_to_stash,clear_addr,clear_done,result_op,result_code,result_data);
    
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
    input wire  [9:0] stash_bucket;
    input wire  [9:0] stash_alt_bucket;
    input wire  [15:0] moving_fp;
    input wire  [9:0] moving_to;
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
    output reg  [9:0] rein_i1;
    output reg  [9:0] rein_i2;
    output reg  evicting;
    output reg  kick_read;
    output reg  writes;
    output reg  write_valid;
    output reg  write_bank;
    output reg  [8:0] write_addr;
    output reg  write_from_b;
    output reg  [1:0] write_slot;
    output reg  [15:0] write_value;
    output reg  evict;
    output reg  stash_deleted;
    output reg  stash_take;
    output reg  kick_to_stash;
    output reg  [8:0] clear_addr;
    output reg  clear_done;
    output reg  [2:0] result_op;
    output reg  [1:0] result_code;
    output reg  [63:0] result_data;
    
    // Constant declarations
    localparam  zero64 = 64'h0;
    localparam  zero_ba = 9'b0;
    localparam  c_ok = 2'b0;
    localparam  c_nf = 2'b10;
    
    // Stub signals
    reg  walk$clock;
    reg  walk$clearing;
    wire  [8:0] walk$addr;
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
    reg  [9:0] rein_bucket1$d;
    wire  [9:0] rein_bucket1$q;
    reg  rein_bucket1$clock;
    reg  [9:0] rein_bucket2$d;
    wire  [9:0] rein_bucket2$q;
    reg  rein_bucket2$clock;
    reg  [63:0] fsm_data$d;
    wire  [63:0] fsm_data$q;
    reg  fsm_data$clock;
    
    // Sub module instances
    selftest_cu$cuckoo$fsm$walk walk(
        .clock(walk$clock),
        .clearing(walk$clearing),
        .addr(walk$addr),
        .last(walk$last)
    );
    selftest_cu$cuckoo$fsm$st_busy st_busy(
        .d(st_busy$d),
        .q(st_busy$q),
        .clock(st_busy$clock)
    );
    selftest_cu$cuckoo$fsm$st_kick_read st_kick_read(
        .d(st_kick_read$d),
        .q(st_kick_read$q),
        .clock(st_kick_read$clock)
    );
    selftest_cu$cuckoo$fsm$st_kick_place st_kick_place(
        .d(st_kick_place$d),
        .q(st_kick_place$q),
        .clock(st_kick_place$clock)
    );
    selftest_cu$cuckoo$fsm$st_kick_reread st_kick_reread(
        .d(st_kick_reread$d),
        .q(st_kick_reread$q),
        .clock(st_kick_reread$clock)
    );
    selftest_cu$cuckoo$fsm$st_rein_wait st_rein_wait(
        .d(st_rein_wait$d),
        .q(st_rein_wait$q),
        .clock(st_rein_wait$clock)
    );
    selftest_cu$cuckoo$fsm$st_rein_read st_rein_read(
        .d(st_rein_read$d),
        .q(st_rein_read$q),
        .clock(st_rein_read$clock)
    );
    selftest_cu$cuckoo$fsm$st_rein_capture st_rein_capture(
        .d(st_rein_capture$d),
        .q(st_rein_capture$q),
        .clock(st_rein_capture$clock)
    );
    selftest_cu$cuckoo$fsm$st_rein_place st_rein_place(
        .d(st_rein_place$d),
        .q(st_rein_place$q),
        .clock(st_rein_place$clock)
    );
    selftest_cu$cuckoo$fsm$st_clearing st_clearing(
        .d(st_clearing$d),
        .q(st_clearing$q),
        .clock(st_clearing$clock)
    );
    selftest_cu$cuckoo$fsm$st_done st_done(
        .d(st_done$d),
        .q(st_done$q),
        .clock(st_done$clock)
    );
    selftest_cu$cuckoo$fsm$fsm_op fsm_op(
        .d(fsm_op$d),
        .q(fsm_op$q),
        .clock(fsm_op$clock)
    );
    selftest_cu$cuckoo$fsm$fsm_not_found fsm_not_found(
        .d(fsm_not_found$d),
        .q(fsm_not_found$q),
        .clock(fsm_not_found$clock)
    );
    selftest_cu$cuckoo$fsm$del_found del_found(
        .d(del_found$d),
        .q(del_found$q),
        .clock(del_found$clock)
    );
    selftest_cu$cuckoo$fsm$rein_fp rein_fp(
        .d(rein_fp$d),
        .q(rein_fp$q),
        .clock(rein_fp$clock)
    );
    selftest_cu$cuckoo$fsm$rein_bucket1 rein_bucket1(
        .d(rein_bucket1$d),
        .q(rein_bucket1$q),
        .clock(rein_bucket1$clock)
    );
    selftest_cu$cuckoo$fsm$rein_bucket2 rein_bucket2(
        .d(rein_bucket2$d),
        .q(rein_bucket2$q),
        .clock(rein_bucket2$clock)
    );
    selftest_cu$cuckoo$fsm$fsm_data fsm_data(
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
            write_addr = moving_to[(32'h1)+:(9)];
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
                write_addr = rein_bucket1$q[(32'h1)+:(9)];
            end
            else begin
                write_bank = rein_bucket2$q[32'h0];
                write_addr = rein_bucket2$q[(32'h1)+:(9)];
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


module selftest_cu$cuckoo$fsm$del_found(d,q,clock);
    
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


module selftest_cu$cuckoo$fsm$fsm_data(d,q,clock);
    
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


module selftest_cu$cuckoo$fsm$fsm_not_found(d,q,clock);
    
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


module selftest_cu$cuckoo$fsm$fsm_op(d,q,clock);
    
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


module selftest_cu$cuckoo$fsm$rein_bucket1(d,q,clock);
    
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
          
endmodule // top$cuckoo$fsm$rein_bucket1


module selftest_cu$cuckoo$fsm$rein_bucket2(d,q,clock);
    
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
          
endmodule // top$cuckoo$fsm$rein_bucket2


module selftest_cu$cuckoo$fsm$rein_fp(d,q,clock);
    
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


module selftest_cu$cuckoo$fsm$st_busy(d,q,clock);
    
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


module selftest_cu$cuckoo$fsm$st_clearing(d,q,clock);
    
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


module selftest_cu$cuckoo$fsm$st_done(d,q,clock);
    
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


module selftest_cu$cuckoo$fsm$st_kick_place(d,q,clock);
    
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


module selftest_cu$cuckoo$fsm$st_kick_read(d,q,clock);
    
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


module selftest_cu$cuckoo$fsm$st_kick_reread(d,q,clock);
    
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


module selftest_cu$cuckoo$fsm$st_rein_capture(d,q,clock);
    
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


module selftest_cu$cuckoo$fsm$st_rein_place(d,q,clock);
    
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


module selftest_cu$cuckoo$fsm$st_rein_read(d,q,clock);
    
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


module selftest_cu$cuckoo$fsm$st_rein_wait(d,q,clock);
    
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


module selftest_cu$cuckoo$fsm$walk(clock,clearing,addr,last);
    
    // Module arguments
    input wire  clock;
    input wire  clearing;
    output reg  [8:0] addr;
    output reg  last;
    
    // Constant declarations
    localparam  zero_ba = 9'b0;
    localparam  one_ba = 9'b1;
    
    // Stub signals
    reg  [8:0] word$d;
    wire  [8:0] word$q;
    reg  word$clock;
    reg  at_last$d;
    wire  at_last$q;
    reg  at_last$clock;
    
    // Sub module instances
    selftest_cu$cuckoo$fsm$walk$word word(
        .d(word$d),
        .q(word$q),
        .clock(word$clock)
    );
    selftest_cu$cuckoo$fsm$walk$at_last at_last(
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


module selftest_cu$cuckoo$fsm$walk$at_last(d,q,clock);
    
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


module selftest_cu$cuckoo$fsm$walk$word(d,q,clock);
    
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
          
endmodule // top$cuckoo$fsm$walk$word


module selftest_cu$cuckoo$hazards(clock,reset,advance,p6_op,p6_bank0_addr,p6_bank1_addr,r_valid,r_op,r_addr,r_bank0_addr,r_bank1_addr,d_valid,d_decide,d_may_write,d_writes_stash,d_is_delete,d_bank0_addr,d_bank1_addr,stash_valid,kick_place,moving_to,rein_place,rein_word1,rein_word2,pending_valid,pending_bank,pending_addr,conflict);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  advance;
    input wire  [2:0] p6_op;
    input wire  [8:0] p6_bank0_addr;
    input wire  [8:0] p6_bank1_addr;
    input wire  r_valid;
    input wire  [2:0] r_op;
    input wire  [15:0] r_addr;
    input wire  [8:0] r_bank0_addr;
    input wire  [8:0] r_bank1_addr;
    input wire  d_valid;
    input wire  d_decide;
    input wire  d_may_write;
    input wire  d_writes_stash;
    input wire  d_is_delete;
    input wire  [8:0] d_bank0_addr;
    input wire  [8:0] d_bank1_addr;
    input wire  stash_valid;
    input wire  kick_place;
    input wire  [9:0] moving_to;
    input wire  rein_place;
    input wire  [8:0] rein_word1;
    input wire  [8:0] rein_word2;
    input wire  pending_valid;
    input wire  pending_bank;
    input wire  [8:0] pending_addr;
    output reg  conflict;
    
    // Constant declarations
    localparam  stash_addr = 16'h400;
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
    selftest_cu$cuckoo$hazards$conflict_q conflict_q(
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
        fsm_meets_r = (kick_place & ((moving_to[32'h0] & (moving_to[(32'h1)+:(9)] == r_bank1_addr)) | (~moving_to[32'h0] & (moving_to[(32'h1)+:(9)] == r_bank0_addr)))) | (rein_place & ((rein_word1 == r_bank0_addr) | (rein_word1 == r_bank1_addr) | (rein_word2 == r_bank0_addr) | (rein_word2 == r_bank1_addr)));
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


module selftest_cu$cuckoo$hazards$conflict_q(d,q,clock);
    
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


module selftest_cu$cuckoo$r_addr(d,q,clock);
    
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


module selftest_cu$cuckoo$r_bank0_addr(d,q,clock);
    
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
          
endmodule // top$cuckoo$r_bank0_addr


module selftest_cu$cuckoo$r_bank1_addr(d,q,clock);
    
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
          
endmodule // top$cuckoo$r_bank1_addr


module selftest_cu$cuckoo$r_fp(d,q,clock);
    
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


module selftest_cu$cuckoo$r_fresh(d,q,clock);
    
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


module selftest_cu$cuckoo$r_i1(d,q,clock);
    
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
          
endmodule // top$cuckoo$r_i1


module selftest_cu$cuckoo$r_i2(d,q,clock);
    
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
          
endmodule // top$cuckoo$r_i2


module selftest_cu$cuckoo$r_op(d,q,clock);
    
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


module selftest_cu$cuckoo$r_valid(d,q,clock);
    
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


module selftest_cu$cuckoo$r_word(d,q,clock);
    
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


module selftest_cu$cuckoo$reads(clock,front_read,advance,p6_op,p6_bank0_addr,p6_bank1_addr,p6_i1_bank,p6_addr_bank,r_op,r_bank0_addr,r_bank1_addr,r_i1_bank,r_addr_bank,kick_read,kick_from_bank,kick_to_addr,rein_read,kick_reread,next_rein_read,next_kick_reread,next_clearing,rein_i1,rein_word2,moving_to,read_addr0,read_addr1,own_read,swap,use_new_word);
    
    // Module arguments
    input wire  clock;
    input wire  front_read;
    input wire  advance;
    input wire  [2:0] p6_op;
    input wire  [8:0] p6_bank0_addr;
    input wire  [8:0] p6_bank1_addr;
    input wire  p6_i1_bank;
    input wire  p6_addr_bank;
    input wire  [2:0] r_op;
    input wire  [8:0] r_bank0_addr;
    input wire  [8:0] r_bank1_addr;
    input wire  r_i1_bank;
    input wire  r_addr_bank;
    input wire  kick_read;
    input wire  kick_from_bank;
    input wire  [8:0] kick_to_addr;
    input wire  rein_read;
    input wire  kick_reread;
    input wire  next_rein_read;
    input wire  next_kick_reread;
    input wire  next_clearing;
    input wire  [9:0] rein_i1;
    input wire  [8:0] rein_word2;
    input wire  [9:0] moving_to;
    output reg  [8:0] read_addr0;
    output reg  [8:0] read_addr1;
    output reg  own_read;
    output reg  swap;
    output reg  use_new_word;
    
    // Constant declarations
    localparam  op_read = 3'b11;
    localparam  op_write = 3'b100;
    
    // Stub signals
    reg  [8:0] held_addr0$d;
    wire  [8:0] held_addr0$q;
    reg  held_addr0$clock;
    reg  [8:0] held_addr1$d;
    wire  [8:0] held_addr1$q;
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
    selftest_cu$cuckoo$reads$held_addr0 held_addr0(
        .d(held_addr0$d),
        .q(held_addr0$q),
        .clock(held_addr0$clock)
    );
    selftest_cu$cuckoo$reads$held_addr1 held_addr1(
        .d(held_addr1$d),
        .q(held_addr1$q),
        .clock(held_addr1$clock)
    );
    selftest_cu$cuckoo$reads$held_own held_own(
        .d(held_own$d),
        .q(held_own$q),
        .clock(held_own$clock)
    );
    selftest_cu$cuckoo$reads$swap_q swap_q(
        .d(swap_q$d),
        .q(swap_q$q),
        .clock(swap_q$clock)
    );
    selftest_cu$cuckoo$reads$new_word_q new_word_q(
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
                held_addr1$d = rein_i1[(32'h1)+:(9)];
                held_addr0$d = rein_word2;
            end
            else begin
                held_addr0$d = rein_i1[(32'h1)+:(9)];
                held_addr1$d = rein_word2;
            end
        end
        else if (next_kick_reread) begin
            if (moving_to[32'h0]) begin
                held_addr0$d = r_bank0_addr;
                held_addr1$d = moving_to[(32'h1)+:(9)];
            end
            else begin
                held_addr0$d = moving_to[(32'h1)+:(9)];
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


module selftest_cu$cuckoo$reads$held_addr0(d,q,clock);
    
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
          
endmodule // top$cuckoo$reads$held_addr0


module selftest_cu$cuckoo$reads$held_addr1(d,q,clock);
    
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
          
endmodule // top$cuckoo$reads$held_addr1


module selftest_cu$cuckoo$reads$held_own(d,q,clock);
    
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


module selftest_cu$cuckoo$reads$new_word_q(d,q,clock);
    
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


module selftest_cu$cuckoo$reads$swap_q(d,q,clock);
    
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


module selftest_cu$cuckoo$results(clock,reset,in_valid,in_ready,in_op,in_code,in_data,out_valid,out_ready,out_op,out_code,out_data);
    
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
    selftest_cu$cuckoo$results$head_valid head_valid(
        .d(head_valid$d),
        .q(head_valid$q),
        .clock(head_valid$clock)
    );
    selftest_cu$cuckoo$results$head_op head_op(
        .d(head_op$d),
        .q(head_op$q),
        .clock(head_op$clock)
    );
    selftest_cu$cuckoo$results$head_code head_code(
        .d(head_code$d),
        .q(head_code$q),
        .clock(head_code$clock)
    );
    selftest_cu$cuckoo$results$head_data head_data(
        .d(head_data$d),
        .q(head_data$q),
        .clock(head_data$clock)
    );
    selftest_cu$cuckoo$results$skid_valid skid_valid(
        .d(skid_valid$d),
        .q(skid_valid$q),
        .clock(skid_valid$clock)
    );
    selftest_cu$cuckoo$results$skid_op skid_op(
        .d(skid_op$d),
        .q(skid_op$q),
        .clock(skid_op$clock)
    );
    selftest_cu$cuckoo$results$skid_code skid_code(
        .d(skid_code$d),
        .q(skid_code$q),
        .clock(skid_code$clock)
    );
    selftest_cu$cuckoo$results$skid_data skid_data(
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


module selftest_cu$cuckoo$results$head_code(d,q,clock);
    
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


module selftest_cu$cuckoo$results$head_data(d,q,clock);
    
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


module selftest_cu$cuckoo$results$head_op(d,q,clock);
    
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


module selftest_cu$cuckoo$results$head_valid(d,q,clock);
    
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


module selftest_cu$cuckoo$results$skid_code(d,q,clock);
    
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


module selftest_cu$cuckoo$results$skid_data(d,q,clock);
    
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


module selftest_cu$cuckoo$results$skid_op(d,q,clock);
    
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


module selftest_cu$cuckoo$results$skid_valid(d,q,clock);
    
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


module selftest_cu$cuckoo$stage_d(clock,reset,load,in_op,in_fp,in_i1,in_i2,in_bank0_addr,in_bank1_addr,in_addr,in_word_valid,in_stash_hit,in_both_full,in_new_empties,capture,in_word_a,in_word_b,in_hits_a,in_hits_b,in_empties_a,in_empties_b,in_victim,room,busy,stash_valid,stash_word,items,kicks,full,victim_slot,valid,op,may_write,is_delete,is_clear,writes_stash,bank0_addr,bank1_addr,word_a,word_b,victim,stash_hit,word_valid,a_has_empty,b_has_empty,lowest_empty_a,lowest_empty_b,any_hit,decide,insert_kicks,kick_first_now,to_fsm,result_valid,result_code,result_data,write_valid,write_bank,write_addr,write_from_b,write_slot,write_value,write_whole,evict,items_delta,full_answer);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  load;
    input wire  [2:0] in_op;
    input wire  [15:0] in_fp;
    input wire  [9:0] in_i1;
    input wire  [9:0] in_i2;
    input wire  [8:0] in_bank0_addr;
    input wire  [8:0] in_bank1_addr;
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
    output reg  [8:0] bank0_addr;
    output reg  [8:0] bank1_addr;
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
    output reg  [8:0] write_addr;
    output reg  write_from_b;
    output reg  [1:0] write_slot;
    output reg  [15:0] write_value;
    output reg  write_whole;
    output reg  evict;
    output reg  [31:0] items_delta;
    output reg  full_answer;
    
    // Constant declarations
    localparam  stash_addr = 16'h400;
    localparam  op_insert = 3'b1;
    localparam  op_write = 3'b100;
    localparam  op_delete = 3'b101;
    localparam  op_clear = 3'b10;
    
    // Stub signals
    reg  decision$decide;
    reg  decision$busy;
    reg  [2:0] decision$op;
    reg  [15:0] decision$fp;
    reg  [9:0] decision$i1;
    reg  [9:0] decision$i2;
    reg  decision$addr_bank;
    reg  [8:0] decision$addr_word;
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
    wire  [8:0] decision$write_addr;
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
    reg  [9:0] d_i1$d;
    wire  [9:0] d_i1$q;
    reg  d_i1$clock;
    reg  [9:0] d_i2$d;
    wire  [9:0] d_i2$q;
    reg  d_i2$clock;
    reg  [8:0] d_bank0_addr$d;
    wire  [8:0] d_bank0_addr$q;
    reg  d_bank0_addr$clock;
    reg  [8:0] d_bank1_addr$d;
    wire  [8:0] d_bank1_addr$q;
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
    selftest_cu$cuckoo$stage_d$decision decision(
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
    selftest_cu$cuckoo$stage_d$d_valid d_valid(
        .d(d_valid$d),
        .q(d_valid$q),
        .clock(d_valid$clock)
    );
    selftest_cu$cuckoo$stage_d$d_op d_op(
        .d(d_op$d),
        .q(d_op$q),
        .clock(d_op$clock)
    );
    selftest_cu$cuckoo$stage_d$d_a_has_empty d_a_has_empty(
        .d(d_a_has_empty$d),
        .q(d_a_has_empty$q),
        .clock(d_a_has_empty$clock)
    );
    selftest_cu$cuckoo$stage_d$d_b_has_empty d_b_has_empty(
        .d(d_b_has_empty$d),
        .q(d_b_has_empty$q),
        .clock(d_b_has_empty$clock)
    );
    selftest_cu$cuckoo$stage_d$d_both_full d_both_full(
        .d(d_both_full$d),
        .q(d_both_full$q),
        .clock(d_both_full$clock)
    );
    selftest_cu$cuckoo$stage_d$d_stash_free d_stash_free(
        .d(d_stash_free$d),
        .q(d_stash_free$q),
        .clock(d_stash_free$clock)
    );
    selftest_cu$cuckoo$stage_d$d_is_delete d_is_delete(
        .d(d_is_delete$d),
        .q(d_is_delete$q),
        .clock(d_is_delete$clock)
    );
    selftest_cu$cuckoo$stage_d$d_is_clear d_is_clear(
        .d(d_is_clear$d),
        .q(d_is_clear$q),
        .clock(d_is_clear$clock)
    );
    selftest_cu$cuckoo$stage_d$d_writes_stash d_writes_stash(
        .d(d_writes_stash$d),
        .q(d_writes_stash$q),
        .clock(d_writes_stash$clock)
    );
    selftest_cu$cuckoo$stage_d$d_fp d_fp(
        .d(d_fp$d),
        .q(d_fp$q),
        .clock(d_fp$clock)
    );
    selftest_cu$cuckoo$stage_d$d_i1 d_i1(
        .d(d_i1$d),
        .q(d_i1$q),
        .clock(d_i1$clock)
    );
    selftest_cu$cuckoo$stage_d$d_i2 d_i2(
        .d(d_i2$d),
        .q(d_i2$q),
        .clock(d_i2$clock)
    );
    selftest_cu$cuckoo$stage_d$d_bank0_addr d_bank0_addr(
        .d(d_bank0_addr$d),
        .q(d_bank0_addr$q),
        .clock(d_bank0_addr$clock)
    );
    selftest_cu$cuckoo$stage_d$d_bank1_addr d_bank1_addr(
        .d(d_bank1_addr$d),
        .q(d_bank1_addr$q),
        .clock(d_bank1_addr$clock)
    );
    selftest_cu$cuckoo$stage_d$d_addr_bank d_addr_bank(
        .d(d_addr_bank$d),
        .q(d_addr_bank$q),
        .clock(d_addr_bank$clock)
    );
    selftest_cu$cuckoo$stage_d$d_addr_is_stash d_addr_is_stash(
        .d(d_addr_is_stash$d),
        .q(d_addr_is_stash$q),
        .clock(d_addr_is_stash$clock)
    );
    selftest_cu$cuckoo$stage_d$d_new_stash_valid d_new_stash_valid(
        .d(d_new_stash_valid$d),
        .q(d_new_stash_valid$q),
        .clock(d_new_stash_valid$clock)
    );
    selftest_cu$cuckoo$stage_d$d_may_write d_may_write(
        .d(d_may_write$d),
        .q(d_may_write$q),
        .clock(d_may_write$clock)
    );
    selftest_cu$cuckoo$stage_d$d_word_a d_word_a(
        .d(d_word_a$d),
        .q(d_word_a$q),
        .clock(d_word_a$clock)
    );
    selftest_cu$cuckoo$stage_d$d_word_b d_word_b(
        .d(d_word_b$d),
        .q(d_word_b$q),
        .clock(d_word_b$clock)
    );
    selftest_cu$cuckoo$stage_d$d_hits_a d_hits_a(
        .d(d_hits_a$d),
        .q(d_hits_a$q),
        .clock(d_hits_a$clock)
    );
    selftest_cu$cuckoo$stage_d$d_hits_b d_hits_b(
        .d(d_hits_b$d),
        .q(d_hits_b$q),
        .clock(d_hits_b$clock)
    );
    selftest_cu$cuckoo$stage_d$d_empties_a d_empties_a(
        .d(d_empties_a$d),
        .q(d_empties_a$q),
        .clock(d_empties_a$clock)
    );
    selftest_cu$cuckoo$stage_d$d_empties_b d_empties_b(
        .d(d_empties_b$d),
        .q(d_empties_b$q),
        .clock(d_empties_b$clock)
    );
    selftest_cu$cuckoo$stage_d$d_new_empties d_new_empties(
        .d(d_new_empties$d),
        .q(d_new_empties$q),
        .clock(d_new_empties$clock)
    );
    selftest_cu$cuckoo$stage_d$d_victim d_victim(
        .d(d_victim$d),
        .q(d_victim$q),
        .clock(d_victim$clock)
    );
    selftest_cu$cuckoo$stage_d$d_stash_hit d_stash_hit(
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


module selftest_cu$cuckoo$stage_d$d_a_has_empty(d,q,clock);
    
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


module selftest_cu$cuckoo$stage_d$d_addr_bank(d,q,clock);
    
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


module selftest_cu$cuckoo$stage_d$d_addr_is_stash(d,q,clock);
    
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


module selftest_cu$cuckoo$stage_d$d_b_has_empty(d,q,clock);
    
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


module selftest_cu$cuckoo$stage_d$d_bank0_addr(d,q,clock);
    
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
          
endmodule // top$cuckoo$stage_d$d_bank0_addr


module selftest_cu$cuckoo$stage_d$d_bank1_addr(d,q,clock);
    
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
          
endmodule // top$cuckoo$stage_d$d_bank1_addr


module selftest_cu$cuckoo$stage_d$d_both_full(d,q,clock);
    
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


module selftest_cu$cuckoo$stage_d$d_empties_a(d,q,clock);
    
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


module selftest_cu$cuckoo$stage_d$d_empties_b(d,q,clock);
    
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


module selftest_cu$cuckoo$stage_d$d_fp(d,q,clock);
    
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


module selftest_cu$cuckoo$stage_d$d_hits_a(d,q,clock);
    
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


module selftest_cu$cuckoo$stage_d$d_hits_b(d,q,clock);
    
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


module selftest_cu$cuckoo$stage_d$d_i1(d,q,clock);
    
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
          
endmodule // top$cuckoo$stage_d$d_i1


module selftest_cu$cuckoo$stage_d$d_i2(d,q,clock);
    
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
          
endmodule // top$cuckoo$stage_d$d_i2


module selftest_cu$cuckoo$stage_d$d_is_clear(d,q,clock);
    
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


module selftest_cu$cuckoo$stage_d$d_is_delete(d,q,clock);
    
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


module selftest_cu$cuckoo$stage_d$d_may_write(d,q,clock);
    
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


module selftest_cu$cuckoo$stage_d$d_new_empties(d,q,clock);
    
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


module selftest_cu$cuckoo$stage_d$d_new_stash_valid(d,q,clock);
    
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


module selftest_cu$cuckoo$stage_d$d_op(d,q,clock);
    
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


module selftest_cu$cuckoo$stage_d$d_stash_free(d,q,clock);
    
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


module selftest_cu$cuckoo$stage_d$d_stash_hit(d,q,clock);
    
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


module selftest_cu$cuckoo$stage_d$d_valid(d,q,clock);
    
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


module selftest_cu$cuckoo$stage_d$d_victim(d,q,clock);
    
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


module selftest_cu$cuckoo$stage_d$d_word_a(d,q,clock);
    
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


module selftest_cu$cuckoo$stage_d$d_word_b(d,q,clock);
    
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


module selftest_cu$cuckoo$stage_d$d_writes_stash(d,q,clock);
    
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


module selftest_cu$cuckoo$stage_d$decision(decide,busy,op,fp,i1,i2,addr_bank,addr_word,addr_is_stash,word_valid,word_a,hits_a,hits_b,empties_a,empties_b,a_has_empty,b_has_empty,new_empties,stash_hit,insert_kicks,stash_valid,stash_word,items,kicks,full,victim_slot,any_hit,lowest_empty_a,lowest_empty_b,result_valid,result_code,result_data,write_valid,write_bank,write_addr,write_from_b,write_slot,write_value,write_whole,evict,items_delta,full_answer);
    
    // Module arguments
    input wire  decide;
    input wire  busy;
    input wire  [2:0] op;
    input wire  [15:0] fp;
    input wire  [9:0] i1;
    input wire  [9:0] i2;
    input wire  addr_bank;
    input wire  [8:0] addr_word;
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
    output reg  [8:0] write_addr;
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
    localparam  zero_ba = 9'b0;
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
    selftest_cu$cuckoo$stage_d$decision$pick_a pick_a(
        .hits(pick_a$hits),
        .empties(pick_a$empties),
        .any_match(pick_a$any_match),
        .lowest_match(pick_a$lowest_match),
        .any_empty(pick_a$any_empty),
        .lowest_empty(pick_a$lowest_empty),
        .occupied(pick_a$occupied)
    );
    selftest_cu$cuckoo$stage_d$decision$pick_b pick_b(
        .hits(pick_b$hits),
        .empties(pick_b$empties),
        .any_match(pick_b$any_match),
        .lowest_match(pick_b$lowest_match),
        .any_empty(pick_b$any_empty),
        .lowest_empty(pick_b$lowest_empty),
        .occupied(pick_b$occupied)
    );
    selftest_cu$cuckoo$stage_d$decision$pick_x pick_x(
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
                            write_addr = i1[(32'h1)+:(9)];
                        end
                        else begin
                            if (b_has_empty) begin
                                write_slot = pick_b$lowest_empty;
                            end
                            write_bank = i2[32'h0];
                            write_addr = i2[(32'h1)+:(9)];
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
                            write_addr = i1[(32'h1)+:(9)];
                        end
                        else begin
                            write_slot = pick_b$lowest_match;
                            write_bank = i2[32'h0];
                            write_addr = i2[(32'h1)+:(9)];
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


module selftest_cu$cuckoo$stage_d$decision$pick_a(hits,empties,any_match,lowest_match,any_empty,lowest_empty,occupied);
    
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


module selftest_cu$cuckoo$stage_d$decision$pick_b(hits,empties,any_match,lowest_match,any_empty,lowest_empty,occupied);
    
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


module selftest_cu$cuckoo$stage_d$decision$pick_x(hits,empties,any_match,lowest_match,any_empty,lowest_empty,occupied);
    
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


module selftest_cu$cuckoo$stash(clock,reset,write,write_valid,write_fp,write_bucket,take,kicking,kick_to_stash,kick_fp,kick_bucket,clear,probe_fp,probe_i1,probe_i2,hit,valid,fp,bucket,alt_bucket,word);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  write;
    input wire  write_valid;
    input wire  [15:0] write_fp;
    input wire  [9:0] write_bucket;
    input wire  take;
    input wire  kicking;
    input wire  kick_to_stash;
    input wire  [15:0] kick_fp;
    input wire  [9:0] kick_bucket;
    input wire  clear;
    input wire  [15:0] probe_fp;
    input wire  [9:0] probe_i1;
    input wire  [9:0] probe_i2;
    output reg  hit;
    output reg  valid;
    output reg  [15:0] fp;
    output reg  [9:0] bucket;
    output reg  [9:0] alt_bucket;
    output reg  [63:0] word;
    
    // Constant declarations
    localparam  valid_bit = 64'h8000000000000000;
    localparam  zero64 = 64'h0;
    
    // Stub signals
    reg  [9:0] alt_entry$index;
    reg  [15:0] alt_entry$fp;
    wire  [9:0] alt_entry$alt;
    reg  entry_valid$d;
    wire  entry_valid$q;
    reg  entry_valid$clock;
    reg  [15:0] entry_fp$d;
    wire  [15:0] entry_fp$q;
    reg  entry_fp$clock;
    reg  [9:0] entry_bucket$d;
    wire  [9:0] entry_bucket$q;
    reg  entry_bucket$clock;
    
    // Sub module instances
    selftest_cu$cuckoo$stash$alt_entry alt_entry(
        .index(alt_entry$index),
        .fp(alt_entry$fp),
        .alt(alt_entry$alt)
    );
    selftest_cu$cuckoo$stash$entry_valid entry_valid(
        .d(entry_valid$d),
        .q(entry_valid$q),
        .clock(entry_valid$clock)
    );
    selftest_cu$cuckoo$stash$entry_fp entry_fp(
        .d(entry_fp$d),
        .q(entry_fp$q),
        .clock(entry_fp$clock)
    );
    selftest_cu$cuckoo$stash$entry_bucket entry_bucket(
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


module selftest_cu$cuckoo$stash$alt_entry(index,fp,alt);
    
    // Module arguments
    input wire  [9:0] index;
    input wire  [15:0] fp;
    output reg  [9:0] alt;
    
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
    localparam  one = 10'b1;
    localparam  zero = 10'b0;
    
    // Local signals
    reg  [9:0] acc$0;
    reg  [9:0] acc$1;
    reg  [9:0] acc$2;
    reg  [9:0] acc$3;
    reg  [9:0] acc$4;
    reg  [9:0] acc$5;
    reg  [9:0] acc$6;
    reg  [9:0] acc$7;
    reg  [9:0] acc$8;
    reg  [9:0] acc$9;
    
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
        alt = index ^ (acc$9 | one);
    end
    
endmodule // top$cuckoo$stash$alt_entry


module selftest_cu$cuckoo$stash$entry_bucket(d,q,clock);
    
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
          
endmodule // top$cuckoo$stash$entry_bucket


module selftest_cu$cuckoo$stash$entry_fp(d,q,clock);
    
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


module selftest_cu$cuckoo$stash$entry_valid(d,q,clock);
    
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


module selftest_cu$ran(d,q,clock);
    
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
          
endmodule // top$ran


module selftest_cu$run_b(clock,reset,start,op_valid,op_ready,op,key,res_valid,res_word,res_ok,busy,done,sig,invariant,timeout);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  start;
    output reg  op_valid;
    input wire  op_ready;
    output reg  [2:0] op;
    output reg  [63:0] key;
    input wire  res_valid;
    input wire  [31:0] res_word;
    input wire  res_ok;
    output reg  busy;
    output reg  done;
    output reg  [31:0] sig;
    output reg  invariant;
    output reg  timeout;
    
    // Constant declarations
    localparam  p_idx$0 = 4'h0;
    localparam  p_idx$1 = 4'h1;
    localparam  p_idx$2 = 4'h2;
    localparam  p_idx$3 = 4'h3;
    localparam  p_idx$4 = 4'h4;
    localparam  p_idx$5 = 4'h5;
    localparam  p_idx$6 = 4'h6;
    localparam  p_idx$7 = 4'h7;
    localparam  p_idx$8 = 4'h8;
    localparam  p_idx$9 = 4'h9;
    localparam  p_idx$10 = 4'ha;
    localparam  p_idx$11 = 4'hb;
    localparam  p_idx$12 = 4'hc;
    localparam  p_idx$13 = 4'hd;
    localparam  p_idx$14 = 4'he;
    localparam  p_idx$15 = 4'hf;
    localparam  p_op$0 = 3'b10;
    localparam  p_op$1 = 3'b1;
    localparam  p_op$2 = 3'b1;
    localparam  p_op$3 = 3'b0;
    localparam  p_op$4 = 3'b0;
    localparam  p_op$5 = 3'b0;
    localparam  p_op$6 = 3'b11;
    localparam  p_op$7 = 3'b0;
    localparam  p_op$8 = 3'b0;
    localparam  p_op$9 = 3'b0;
    localparam  p_op$10 = 3'b0;
    localparam  p_op$11 = 3'b0;
    localparam  p_op$12 = 3'b0;
    localparam  p_op$13 = 3'b0;
    localparam  p_op$14 = 3'b0;
    localparam  p_op$15 = 3'b0;
    localparam  p_last$0 = 16'h0;
    localparam  p_last$1 = 16'hc28;
    localparam  p_last$2 = 16'hc28;
    localparam  p_last$3 = 16'hc28;
    localparam  p_last$4 = 16'hc28;
    localparam  p_last$5 = 16'h1851;
    localparam  p_last$6 = 16'hff;
    localparam  p_last$7 = 16'h0;
    localparam  p_last$8 = 16'h0;
    localparam  p_last$9 = 16'h0;
    localparam  p_last$10 = 16'h0;
    localparam  p_last$11 = 16'h0;
    localparam  p_last$12 = 16'h0;
    localparam  p_last$13 = 16'h0;
    localparam  p_last$14 = 16'h0;
    localparam  p_last$15 = 16'h0;
    localparam  p_flags$0 = 2'b1;
    localparam  p_flags$1 = 2'b0;
    localparam  p_flags$2 = 2'b0;
    localparam  p_flags$3 = 2'b10;
    localparam  p_flags$4 = 2'b10;
    localparam  p_flags$5 = 2'b0;
    localparam  p_flags$6 = 2'b1;
    localparam  p_flags$7 = 2'b0;
    localparam  p_flags$8 = 2'b0;
    localparam  p_flags$9 = 2'b0;
    localparam  p_flags$10 = 2'b0;
    localparam  p_flags$11 = 2'b0;
    localparam  p_flags$12 = 2'b0;
    localparam  p_flags$13 = 2'b0;
    localparam  p_flags$14 = 2'b0;
    localparam  p_flags$15 = 2'b0;
    localparam  seed0 = 64'h0;
    localparam  p_next_seed$0 = 64'h9e3779b97f4a7c15;
    localparam  p_next_seed$1 = 64'hbf58476d1ce4e5b9;
    localparam  p_next_seed$2 = 64'h9e3779b97f4a7c15;
    localparam  p_next_seed$3 = 64'hbf58476d1ce4e5b9;
    localparam  p_next_seed$4 = 64'h94d049bb133111eb;
    localparam  p_next_seed$5 = 64'h0;
    localparam  p_next_seed$6 = 64'h0;
    localparam  p_next_seed$7 = 64'h0;
    localparam  p_next_seed$8 = 64'h0;
    localparam  p_next_seed$9 = 64'h0;
    localparam  p_next_seed$10 = 64'h0;
    localparam  p_next_seed$11 = 64'h0;
    localparam  p_next_seed$12 = 64'h0;
    localparam  p_next_seed$13 = 64'h0;
    localparam  p_next_seed$14 = 64'h0;
    localparam  p_next_seed$15 = 64'h0;
    localparam  last_phase = 4'h6;
    localparam  wd_limit = 24'hffffff;
    localparam  zero4 = 4'h0;
    localparam  one4 = 4'h1;
    localparam  zero16 = 16'h0;
    localparam  one16 = 16'h1;
    localparam  zero24 = 24'h0;
    localparam  one24 = 24'h1;
    localparam  zero32 = 32'h0;
    
    // Stub signals
    reg  i_active$d;
    wire  i_active$q;
    reg  i_active$clock;
    reg  [3:0] i_phase$d;
    wire  [3:0] i_phase$q;
    reg  i_phase$clock;
    reg  [15:0] i_idx$d;
    wire  [15:0] i_idx$q;
    reg  i_idx$clock;
    reg  [63:0] i_x$d;
    wire  [63:0] i_x$q;
    reg  i_x$clock;
    reg  c_active$d;
    wire  c_active$q;
    reg  c_active$clock;
    reg  [3:0] c_phase$d;
    wire  [3:0] c_phase$q;
    reg  c_phase$clock;
    reg  [15:0] c_idx$d;
    wire  [15:0] c_idx$q;
    reg  c_idx$clock;
    reg  [31:0] sig_q$d;
    wire  [31:0] sig_q$q;
    reg  sig_q$clock;
    reg  inv_q$d;
    wire  inv_q$q;
    reg  inv_q$clock;
    reg  timeout_q$d;
    wire  timeout_q$q;
    reg  timeout_q$clock;
    reg  done_q$d;
    wire  done_q$q;
    reg  done_q$clock;
    reg  [23:0] wd$d;
    wire  [23:0] wd$q;
    reg  wd$clock;
    
    // Local signals
    reg  [2:0] cur_op;
    reg  [15:0] cur_last;
    reg  cur_index_keys;
    reg  [63:0] next_seed;
    reg  [15:0] chk_last;
    reg  chk_expect;
    reg  [63:0] xs1;
    reg  [63:0] xs2;
    reg  [63:0] xs3;
    
    // Sub module instances
    selftest_cu$run_b$i_active i_active(
        .d(i_active$d),
        .q(i_active$q),
        .clock(i_active$clock)
    );
    selftest_cu$run_b$i_phase i_phase(
        .d(i_phase$d),
        .q(i_phase$q),
        .clock(i_phase$clock)
    );
    selftest_cu$run_b$i_idx i_idx(
        .d(i_idx$d),
        .q(i_idx$q),
        .clock(i_idx$clock)
    );
    selftest_cu$run_b$i_x i_x(
        .d(i_x$d),
        .q(i_x$q),
        .clock(i_x$clock)
    );
    selftest_cu$run_b$c_active c_active(
        .d(c_active$d),
        .q(c_active$q),
        .clock(c_active$clock)
    );
    selftest_cu$run_b$c_phase c_phase(
        .d(c_phase$d),
        .q(c_phase$q),
        .clock(c_phase$clock)
    );
    selftest_cu$run_b$c_idx c_idx(
        .d(c_idx$d),
        .q(c_idx$q),
        .clock(c_idx$clock)
    );
    selftest_cu$run_b$sig_q sig_q(
        .d(sig_q$d),
        .q(sig_q$q),
        .clock(sig_q$clock)
    );
    selftest_cu$run_b$inv_q inv_q(
        .d(inv_q$d),
        .q(inv_q$q),
        .clock(inv_q$clock)
    );
    selftest_cu$run_b$timeout_q timeout_q(
        .d(timeout_q$d),
        .q(timeout_q$q),
        .clock(timeout_q$clock)
    );
    selftest_cu$run_b$done_q done_q(
        .d(done_q$d),
        .q(done_q$q),
        .clock(done_q$clock)
    );
    selftest_cu$run_b$wd wd(
        .d(wd$d),
        .q(wd$q),
        .clock(wd$clock)
    );
    
    // Update code
    always @(*) begin
        i_active$clock = clock;
        i_phase$clock = clock;
        i_idx$clock = clock;
        i_x$clock = clock;
        c_active$clock = clock;
        c_phase$clock = clock;
        c_idx$clock = clock;
        sig_q$clock = clock;
        inv_q$clock = clock;
        timeout_q$clock = clock;
        done_q$clock = clock;
        wd$clock = clock;
        i_active$d = i_active$q;
        i_phase$d = i_phase$q;
        i_idx$d = i_idx$q;
        i_x$d = i_x$q;
        c_active$d = c_active$q;
        c_phase$d = c_phase$q;
        c_idx$d = c_idx$q;
        sig_q$d = sig_q$q;
        inv_q$d = inv_q$q;
        timeout_q$d = timeout_q$q;
        done_q$d = done_q$q;
        wd$d = wd$q;
        cur_op = p_op$0;
        cur_last = p_last$0;
        cur_index_keys = p_flags$0[32'h0];
        next_seed = p_next_seed$0;
        chk_last = p_last$0;
        chk_expect = p_flags$0[32'h1];
        if (i_phase$q == p_idx$0) begin
            cur_op = p_op$0;
            cur_last = p_last$0;
            cur_index_keys = p_flags$0[32'h0];
            next_seed = p_next_seed$0;
        end
        if (c_phase$q == p_idx$0) begin
            chk_last = p_last$0;
            chk_expect = p_flags$0[32'h1];
        end
        if (i_phase$q == p_idx$1) begin
            cur_op = p_op$1;
            cur_last = p_last$1;
            cur_index_keys = p_flags$1[32'h0];
            next_seed = p_next_seed$1;
        end
        if (c_phase$q == p_idx$1) begin
            chk_last = p_last$1;
            chk_expect = p_flags$1[32'h1];
        end
        if (i_phase$q == p_idx$2) begin
            cur_op = p_op$2;
            cur_last = p_last$2;
            cur_index_keys = p_flags$2[32'h0];
            next_seed = p_next_seed$2;
        end
        if (c_phase$q == p_idx$2) begin
            chk_last = p_last$2;
            chk_expect = p_flags$2[32'h1];
        end
        if (i_phase$q == p_idx$3) begin
            cur_op = p_op$3;
            cur_last = p_last$3;
            cur_index_keys = p_flags$3[32'h0];
            next_seed = p_next_seed$3;
        end
        if (c_phase$q == p_idx$3) begin
            chk_last = p_last$3;
            chk_expect = p_flags$3[32'h1];
        end
        if (i_phase$q == p_idx$4) begin
            cur_op = p_op$4;
            cur_last = p_last$4;
            cur_index_keys = p_flags$4[32'h0];
            next_seed = p_next_seed$4;
        end
        if (c_phase$q == p_idx$4) begin
            chk_last = p_last$4;
            chk_expect = p_flags$4[32'h1];
        end
        if (i_phase$q == p_idx$5) begin
            cur_op = p_op$5;
            cur_last = p_last$5;
            cur_index_keys = p_flags$5[32'h0];
            next_seed = p_next_seed$5;
        end
        if (c_phase$q == p_idx$5) begin
            chk_last = p_last$5;
            chk_expect = p_flags$5[32'h1];
        end
        if (i_phase$q == p_idx$6) begin
            cur_op = p_op$6;
            cur_last = p_last$6;
            cur_index_keys = p_flags$6[32'h0];
            next_seed = p_next_seed$6;
        end
        if (c_phase$q == p_idx$6) begin
            chk_last = p_last$6;
            chk_expect = p_flags$6[32'h1];
        end
        if (i_phase$q == p_idx$7) begin
            cur_op = p_op$7;
            cur_last = p_last$7;
            cur_index_keys = p_flags$7[32'h0];
            next_seed = p_next_seed$7;
        end
        if (c_phase$q == p_idx$7) begin
            chk_last = p_last$7;
            chk_expect = p_flags$7[32'h1];
        end
        if (i_phase$q == p_idx$8) begin
            cur_op = p_op$8;
            cur_last = p_last$8;
            cur_index_keys = p_flags$8[32'h0];
            next_seed = p_next_seed$8;
        end
        if (c_phase$q == p_idx$8) begin
            chk_last = p_last$8;
            chk_expect = p_flags$8[32'h1];
        end
        if (i_phase$q == p_idx$9) begin
            cur_op = p_op$9;
            cur_last = p_last$9;
            cur_index_keys = p_flags$9[32'h0];
            next_seed = p_next_seed$9;
        end
        if (c_phase$q == p_idx$9) begin
            chk_last = p_last$9;
            chk_expect = p_flags$9[32'h1];
        end
        if (i_phase$q == p_idx$10) begin
            cur_op = p_op$10;
            cur_last = p_last$10;
            cur_index_keys = p_flags$10[32'h0];
            next_seed = p_next_seed$10;
        end
        if (c_phase$q == p_idx$10) begin
            chk_last = p_last$10;
            chk_expect = p_flags$10[32'h1];
        end
        if (i_phase$q == p_idx$11) begin
            cur_op = p_op$11;
            cur_last = p_last$11;
            cur_index_keys = p_flags$11[32'h0];
            next_seed = p_next_seed$11;
        end
        if (c_phase$q == p_idx$11) begin
            chk_last = p_last$11;
            chk_expect = p_flags$11[32'h1];
        end
        if (i_phase$q == p_idx$12) begin
            cur_op = p_op$12;
            cur_last = p_last$12;
            cur_index_keys = p_flags$12[32'h0];
            next_seed = p_next_seed$12;
        end
        if (c_phase$q == p_idx$12) begin
            chk_last = p_last$12;
            chk_expect = p_flags$12[32'h1];
        end
        if (i_phase$q == p_idx$13) begin
            cur_op = p_op$13;
            cur_last = p_last$13;
            cur_index_keys = p_flags$13[32'h0];
            next_seed = p_next_seed$13;
        end
        if (c_phase$q == p_idx$13) begin
            chk_last = p_last$13;
            chk_expect = p_flags$13[32'h1];
        end
        if (i_phase$q == p_idx$14) begin
            cur_op = p_op$14;
            cur_last = p_last$14;
            cur_index_keys = p_flags$14[32'h0];
            next_seed = p_next_seed$14;
        end
        if (c_phase$q == p_idx$14) begin
            chk_last = p_last$14;
            chk_expect = p_flags$14[32'h1];
        end
        if (i_phase$q == p_idx$15) begin
            cur_op = p_op$15;
            cur_last = p_last$15;
            cur_index_keys = p_flags$15[32'h0];
            next_seed = p_next_seed$15;
        end
        if (c_phase$q == p_idx$15) begin
            chk_last = p_last$15;
            chk_expect = p_flags$15[32'h1];
        end
        xs1 = i_x$q ^ (i_x$q << 32'hd);
        xs2 = xs1 ^ (xs1 >> 32'h7);
        xs3 = xs2 ^ (xs2 << 32'h11);
        op_valid = i_active$q;
        op = cur_op;
        if (cur_index_keys) begin
            key = ((i_idx$q) & 64'hffffffffffffffff);
        end
        else begin
            key = i_x$q;
        end
        if (i_active$q & op_ready) begin
            if (i_idx$q == cur_last) begin
                i_idx$d = zero16;
                i_x$d = next_seed;
                if (i_phase$q == last_phase) begin
                    i_active$d = 1'b0;
                end
                else begin
                    i_phase$d = i_phase$q + one4;
                end
            end
            else begin
                i_idx$d = i_idx$q + one16;
                i_x$d = xs3;
            end
        end
        if (c_active$q & res_valid) begin
            sig_q$d = ((sig_q$q << 32'h1) | (sig_q$q >> 32'h1f)) ^ res_word;
            if (chk_expect & ~res_ok) begin
                inv_q$d = 1'b1;
            end
            wd$d = zero24;
            if (c_idx$q == chk_last) begin
                c_idx$d = zero16;
                if (c_phase$q == last_phase) begin
                    c_active$d = 1'b0;
                    done_q$d = 1'b1;
                end
                else begin
                    c_phase$d = c_phase$q + one4;
                end
            end
            else begin
                c_idx$d = c_idx$q + one16;
            end
        end
        else if (c_active$q) begin
            wd$d = wd$q + one24;
            if (wd$q == wd_limit) begin
                timeout_q$d = 1'b1;
                done_q$d = 1'b1;
                c_active$d = 1'b0;
                i_active$d = 1'b0;
            end
        end
        if (start & ~c_active$q) begin
            i_active$d = 1'b1;
            i_phase$d = zero4;
            i_idx$d = zero16;
            i_x$d = seed0;
            c_active$d = 1'b1;
            c_phase$d = zero4;
            c_idx$d = zero16;
            sig_q$d = zero32;
            inv_q$d = 1'b0;
            timeout_q$d = 1'b0;
            done_q$d = 1'b0;
            wd$d = zero24;
        end
        if (reset) begin
            i_active$d = 1'b0;
            c_active$d = 1'b0;
            done_q$d = 1'b0;
        end
        busy = c_active$q;
        done = done_q$q;
        sig = sig_q$q;
        invariant = inv_q$q;
        timeout = timeout_q$q;
    end
    
endmodule // top$run_b


module selftest_cu$run_b$c_active(d,q,clock);
    
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
          
endmodule // top$run_b$c_active


module selftest_cu$run_b$c_idx(d,q,clock);
    
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
          
endmodule // top$run_b$c_idx


module selftest_cu$run_b$c_phase(d,q,clock);
    
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
          
endmodule // top$run_b$c_phase


module selftest_cu$run_b$done_q(d,q,clock);
    
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
          
endmodule // top$run_b$done_q


module selftest_cu$run_b$i_active(d,q,clock);
    
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
          
endmodule // top$run_b$i_active


module selftest_cu$run_b$i_idx(d,q,clock);
    
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
          
endmodule // top$run_b$i_idx


module selftest_cu$run_b$i_phase(d,q,clock);
    
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
          
endmodule // top$run_b$i_phase


module selftest_cu$run_b$i_x(d,q,clock);
    
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
          
endmodule // top$run_b$i_x


module selftest_cu$run_b$inv_q(d,q,clock);
    
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
          
endmodule // top$run_b$inv_q


module selftest_cu$run_b$sig_q(d,q,clock);
    
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
          
endmodule // top$run_b$sig_q


module selftest_cu$run_b$timeout_q(d,q,clock);
    
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
          
endmodule // top$run_b$timeout_q


module selftest_cu$run_b$wd(d,q,clock);
    
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
          
endmodule // top$run_b$wd


module selftest_cu$run_c(clock,reset,start,op_valid,op_ready,op,key,res_valid,res_word,res_ok,busy,done,sig,invariant,timeout);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  start;
    output reg  op_valid;
    input wire  op_ready;
    output reg  [2:0] op;
    output reg  [63:0] key;
    input wire  res_valid;
    input wire  [31:0] res_word;
    input wire  res_ok;
    output reg  busy;
    output reg  done;
    output reg  [31:0] sig;
    output reg  invariant;
    output reg  timeout;
    
    // Constant declarations
    localparam  p_idx$0 = 4'h0;
    localparam  p_idx$1 = 4'h1;
    localparam  p_idx$2 = 4'h2;
    localparam  p_idx$3 = 4'h3;
    localparam  p_idx$4 = 4'h4;
    localparam  p_idx$5 = 4'h5;
    localparam  p_idx$6 = 4'h6;
    localparam  p_idx$7 = 4'h7;
    localparam  p_idx$8 = 4'h8;
    localparam  p_idx$9 = 4'h9;
    localparam  p_idx$10 = 4'ha;
    localparam  p_idx$11 = 4'hb;
    localparam  p_idx$12 = 4'hc;
    localparam  p_idx$13 = 4'hd;
    localparam  p_idx$14 = 4'he;
    localparam  p_idx$15 = 4'hf;
    localparam  p_op$0 = 3'b10;
    localparam  p_op$1 = 3'b1;
    localparam  p_op$2 = 3'b1;
    localparam  p_op$3 = 3'b0;
    localparam  p_op$4 = 3'b0;
    localparam  p_op$5 = 3'b0;
    localparam  p_op$6 = 3'b101;
    localparam  p_op$7 = 3'b110;
    localparam  p_op$8 = 3'b1;
    localparam  p_op$9 = 3'b0;
    localparam  p_op$10 = 3'b110;
    localparam  p_op$11 = 3'b111;
    localparam  p_op$12 = 3'b11;
    localparam  p_op$13 = 3'b11;
    localparam  p_op$14 = 3'b0;
    localparam  p_op$15 = 3'b0;
    localparam  p_last$0 = 16'h0;
    localparam  p_last$1 = 16'h3ff;
    localparam  p_last$2 = 16'h3ff;
    localparam  p_last$3 = 16'h3ff;
    localparam  p_last$4 = 16'h3ff;
    localparam  p_last$5 = 16'h7ff;
    localparam  p_last$6 = 16'h3ff;
    localparam  p_last$7 = 16'h0;
    localparam  p_last$8 = 16'hbff;
    localparam  p_last$9 = 16'h3ff;
    localparam  p_last$10 = 16'h0;
    localparam  p_last$11 = 16'h0;
    localparam  p_last$12 = 16'h3f;
    localparam  p_last$13 = 16'h0;
    localparam  p_last$14 = 16'h0;
    localparam  p_last$15 = 16'h0;
    localparam  p_flags$0 = 2'b1;
    localparam  p_flags$1 = 2'b0;
    localparam  p_flags$2 = 2'b0;
    localparam  p_flags$3 = 2'b10;
    localparam  p_flags$4 = 2'b10;
    localparam  p_flags$5 = 2'b0;
    localparam  p_flags$6 = 2'b10;
    localparam  p_flags$7 = 2'b1;
    localparam  p_flags$8 = 2'b0;
    localparam  p_flags$9 = 2'b10;
    localparam  p_flags$10 = 2'b1;
    localparam  p_flags$11 = 2'b1;
    localparam  p_flags$12 = 2'b1;
    localparam  p_flags$13 = 2'b0;
    localparam  p_flags$14 = 2'b0;
    localparam  p_flags$15 = 2'b0;
    localparam  seed0 = 64'h0;
    localparam  p_next_seed$0 = 64'h9e3779b97f4a7c15;
    localparam  p_next_seed$1 = 64'hbf58476d1ce4e5b9;
    localparam  p_next_seed$2 = 64'h9e3779b97f4a7c15;
    localparam  p_next_seed$3 = 64'hbf58476d1ce4e5b9;
    localparam  p_next_seed$4 = 64'h94d049bb133111eb;
    localparam  p_next_seed$5 = 64'h9e3779b97f4a7c15;
    localparam  p_next_seed$6 = 64'h0;
    localparam  p_next_seed$7 = 64'h2545f4914f6cdd1d;
    localparam  p_next_seed$8 = 64'hbf58476d1ce4e5b9;
    localparam  p_next_seed$9 = 64'h0;
    localparam  p_next_seed$10 = 64'h0;
    localparam  p_next_seed$11 = 64'h0;
    localparam  p_next_seed$12 = 64'h400;
    localparam  p_next_seed$13 = 64'h0;
    localparam  p_next_seed$14 = 64'h0;
    localparam  p_next_seed$15 = 64'h0;
    localparam  last_phase = 4'hd;
    localparam  wd_limit = 24'hffffff;
    localparam  zero4 = 4'h0;
    localparam  one4 = 4'h1;
    localparam  zero16 = 16'h0;
    localparam  one16 = 16'h1;
    localparam  zero24 = 24'h0;
    localparam  one24 = 24'h1;
    localparam  zero32 = 32'h0;
    
    // Stub signals
    reg  i_active$d;
    wire  i_active$q;
    reg  i_active$clock;
    reg  [3:0] i_phase$d;
    wire  [3:0] i_phase$q;
    reg  i_phase$clock;
    reg  [15:0] i_idx$d;
    wire  [15:0] i_idx$q;
    reg  i_idx$clock;
    reg  [63:0] i_x$d;
    wire  [63:0] i_x$q;
    reg  i_x$clock;
    reg  c_active$d;
    wire  c_active$q;
    reg  c_active$clock;
    reg  [3:0] c_phase$d;
    wire  [3:0] c_phase$q;
    reg  c_phase$clock;
    reg  [15:0] c_idx$d;
    wire  [15:0] c_idx$q;
    reg  c_idx$clock;
    reg  [31:0] sig_q$d;
    wire  [31:0] sig_q$q;
    reg  sig_q$clock;
    reg  inv_q$d;
    wire  inv_q$q;
    reg  inv_q$clock;
    reg  timeout_q$d;
    wire  timeout_q$q;
    reg  timeout_q$clock;
    reg  done_q$d;
    wire  done_q$q;
    reg  done_q$clock;
    reg  [23:0] wd$d;
    wire  [23:0] wd$q;
    reg  wd$clock;
    
    // Local signals
    reg  [2:0] cur_op;
    reg  [15:0] cur_last;
    reg  cur_index_keys;
    reg  [63:0] next_seed;
    reg  [15:0] chk_last;
    reg  chk_expect;
    reg  [63:0] xs1;
    reg  [63:0] xs2;
    reg  [63:0] xs3;
    
    // Sub module instances
    selftest_cu$run_c$i_active i_active(
        .d(i_active$d),
        .q(i_active$q),
        .clock(i_active$clock)
    );
    selftest_cu$run_c$i_phase i_phase(
        .d(i_phase$d),
        .q(i_phase$q),
        .clock(i_phase$clock)
    );
    selftest_cu$run_c$i_idx i_idx(
        .d(i_idx$d),
        .q(i_idx$q),
        .clock(i_idx$clock)
    );
    selftest_cu$run_c$i_x i_x(
        .d(i_x$d),
        .q(i_x$q),
        .clock(i_x$clock)
    );
    selftest_cu$run_c$c_active c_active(
        .d(c_active$d),
        .q(c_active$q),
        .clock(c_active$clock)
    );
    selftest_cu$run_c$c_phase c_phase(
        .d(c_phase$d),
        .q(c_phase$q),
        .clock(c_phase$clock)
    );
    selftest_cu$run_c$c_idx c_idx(
        .d(c_idx$d),
        .q(c_idx$q),
        .clock(c_idx$clock)
    );
    selftest_cu$run_c$sig_q sig_q(
        .d(sig_q$d),
        .q(sig_q$q),
        .clock(sig_q$clock)
    );
    selftest_cu$run_c$inv_q inv_q(
        .d(inv_q$d),
        .q(inv_q$q),
        .clock(inv_q$clock)
    );
    selftest_cu$run_c$timeout_q timeout_q(
        .d(timeout_q$d),
        .q(timeout_q$q),
        .clock(timeout_q$clock)
    );
    selftest_cu$run_c$done_q done_q(
        .d(done_q$d),
        .q(done_q$q),
        .clock(done_q$clock)
    );
    selftest_cu$run_c$wd wd(
        .d(wd$d),
        .q(wd$q),
        .clock(wd$clock)
    );
    
    // Update code
    always @(*) begin
        i_active$clock = clock;
        i_phase$clock = clock;
        i_idx$clock = clock;
        i_x$clock = clock;
        c_active$clock = clock;
        c_phase$clock = clock;
        c_idx$clock = clock;
        sig_q$clock = clock;
        inv_q$clock = clock;
        timeout_q$clock = clock;
        done_q$clock = clock;
        wd$clock = clock;
        i_active$d = i_active$q;
        i_phase$d = i_phase$q;
        i_idx$d = i_idx$q;
        i_x$d = i_x$q;
        c_active$d = c_active$q;
        c_phase$d = c_phase$q;
        c_idx$d = c_idx$q;
        sig_q$d = sig_q$q;
        inv_q$d = inv_q$q;
        timeout_q$d = timeout_q$q;
        done_q$d = done_q$q;
        wd$d = wd$q;
        cur_op = p_op$0;
        cur_last = p_last$0;
        cur_index_keys = p_flags$0[32'h0];
        next_seed = p_next_seed$0;
        chk_last = p_last$0;
        chk_expect = p_flags$0[32'h1];
        if (i_phase$q == p_idx$0) begin
            cur_op = p_op$0;
            cur_last = p_last$0;
            cur_index_keys = p_flags$0[32'h0];
            next_seed = p_next_seed$0;
        end
        if (c_phase$q == p_idx$0) begin
            chk_last = p_last$0;
            chk_expect = p_flags$0[32'h1];
        end
        if (i_phase$q == p_idx$1) begin
            cur_op = p_op$1;
            cur_last = p_last$1;
            cur_index_keys = p_flags$1[32'h0];
            next_seed = p_next_seed$1;
        end
        if (c_phase$q == p_idx$1) begin
            chk_last = p_last$1;
            chk_expect = p_flags$1[32'h1];
        end
        if (i_phase$q == p_idx$2) begin
            cur_op = p_op$2;
            cur_last = p_last$2;
            cur_index_keys = p_flags$2[32'h0];
            next_seed = p_next_seed$2;
        end
        if (c_phase$q == p_idx$2) begin
            chk_last = p_last$2;
            chk_expect = p_flags$2[32'h1];
        end
        if (i_phase$q == p_idx$3) begin
            cur_op = p_op$3;
            cur_last = p_last$3;
            cur_index_keys = p_flags$3[32'h0];
            next_seed = p_next_seed$3;
        end
        if (c_phase$q == p_idx$3) begin
            chk_last = p_last$3;
            chk_expect = p_flags$3[32'h1];
        end
        if (i_phase$q == p_idx$4) begin
            cur_op = p_op$4;
            cur_last = p_last$4;
            cur_index_keys = p_flags$4[32'h0];
            next_seed = p_next_seed$4;
        end
        if (c_phase$q == p_idx$4) begin
            chk_last = p_last$4;
            chk_expect = p_flags$4[32'h1];
        end
        if (i_phase$q == p_idx$5) begin
            cur_op = p_op$5;
            cur_last = p_last$5;
            cur_index_keys = p_flags$5[32'h0];
            next_seed = p_next_seed$5;
        end
        if (c_phase$q == p_idx$5) begin
            chk_last = p_last$5;
            chk_expect = p_flags$5[32'h1];
        end
        if (i_phase$q == p_idx$6) begin
            cur_op = p_op$6;
            cur_last = p_last$6;
            cur_index_keys = p_flags$6[32'h0];
            next_seed = p_next_seed$6;
        end
        if (c_phase$q == p_idx$6) begin
            chk_last = p_last$6;
            chk_expect = p_flags$6[32'h1];
        end
        if (i_phase$q == p_idx$7) begin
            cur_op = p_op$7;
            cur_last = p_last$7;
            cur_index_keys = p_flags$7[32'h0];
            next_seed = p_next_seed$7;
        end
        if (c_phase$q == p_idx$7) begin
            chk_last = p_last$7;
            chk_expect = p_flags$7[32'h1];
        end
        if (i_phase$q == p_idx$8) begin
            cur_op = p_op$8;
            cur_last = p_last$8;
            cur_index_keys = p_flags$8[32'h0];
            next_seed = p_next_seed$8;
        end
        if (c_phase$q == p_idx$8) begin
            chk_last = p_last$8;
            chk_expect = p_flags$8[32'h1];
        end
        if (i_phase$q == p_idx$9) begin
            cur_op = p_op$9;
            cur_last = p_last$9;
            cur_index_keys = p_flags$9[32'h0];
            next_seed = p_next_seed$9;
        end
        if (c_phase$q == p_idx$9) begin
            chk_last = p_last$9;
            chk_expect = p_flags$9[32'h1];
        end
        if (i_phase$q == p_idx$10) begin
            cur_op = p_op$10;
            cur_last = p_last$10;
            cur_index_keys = p_flags$10[32'h0];
            next_seed = p_next_seed$10;
        end
        if (c_phase$q == p_idx$10) begin
            chk_last = p_last$10;
            chk_expect = p_flags$10[32'h1];
        end
        if (i_phase$q == p_idx$11) begin
            cur_op = p_op$11;
            cur_last = p_last$11;
            cur_index_keys = p_flags$11[32'h0];
            next_seed = p_next_seed$11;
        end
        if (c_phase$q == p_idx$11) begin
            chk_last = p_last$11;
            chk_expect = p_flags$11[32'h1];
        end
        if (i_phase$q == p_idx$12) begin
            cur_op = p_op$12;
            cur_last = p_last$12;
            cur_index_keys = p_flags$12[32'h0];
            next_seed = p_next_seed$12;
        end
        if (c_phase$q == p_idx$12) begin
            chk_last = p_last$12;
            chk_expect = p_flags$12[32'h1];
        end
        if (i_phase$q == p_idx$13) begin
            cur_op = p_op$13;
            cur_last = p_last$13;
            cur_index_keys = p_flags$13[32'h0];
            next_seed = p_next_seed$13;
        end
        if (c_phase$q == p_idx$13) begin
            chk_last = p_last$13;
            chk_expect = p_flags$13[32'h1];
        end
        if (i_phase$q == p_idx$14) begin
            cur_op = p_op$14;
            cur_last = p_last$14;
            cur_index_keys = p_flags$14[32'h0];
            next_seed = p_next_seed$14;
        end
        if (c_phase$q == p_idx$14) begin
            chk_last = p_last$14;
            chk_expect = p_flags$14[32'h1];
        end
        if (i_phase$q == p_idx$15) begin
            cur_op = p_op$15;
            cur_last = p_last$15;
            cur_index_keys = p_flags$15[32'h0];
            next_seed = p_next_seed$15;
        end
        if (c_phase$q == p_idx$15) begin
            chk_last = p_last$15;
            chk_expect = p_flags$15[32'h1];
        end
        xs1 = i_x$q ^ (i_x$q << 32'hd);
        xs2 = xs1 ^ (xs1 >> 32'h7);
        xs3 = xs2 ^ (xs2 << 32'h11);
        op_valid = i_active$q;
        op = cur_op;
        if (cur_index_keys) begin
            key = ((i_idx$q) & 64'hffffffffffffffff);
        end
        else begin
            key = i_x$q;
        end
        if (i_active$q & op_ready) begin
            if (i_idx$q == cur_last) begin
                i_idx$d = zero16;
                i_x$d = next_seed;
                if (i_phase$q == last_phase) begin
                    i_active$d = 1'b0;
                end
                else begin
                    i_phase$d = i_phase$q + one4;
                end
            end
            else begin
                i_idx$d = i_idx$q + one16;
                i_x$d = xs3;
            end
        end
        if (c_active$q & res_valid) begin
            sig_q$d = ((sig_q$q << 32'h1) | (sig_q$q >> 32'h1f)) ^ res_word;
            if (chk_expect & ~res_ok) begin
                inv_q$d = 1'b1;
            end
            wd$d = zero24;
            if (c_idx$q == chk_last) begin
                c_idx$d = zero16;
                if (c_phase$q == last_phase) begin
                    c_active$d = 1'b0;
                    done_q$d = 1'b1;
                end
                else begin
                    c_phase$d = c_phase$q + one4;
                end
            end
            else begin
                c_idx$d = c_idx$q + one16;
            end
        end
        else if (c_active$q) begin
            wd$d = wd$q + one24;
            if (wd$q == wd_limit) begin
                timeout_q$d = 1'b1;
                done_q$d = 1'b1;
                c_active$d = 1'b0;
                i_active$d = 1'b0;
            end
        end
        if (start & ~c_active$q) begin
            i_active$d = 1'b1;
            i_phase$d = zero4;
            i_idx$d = zero16;
            i_x$d = seed0;
            c_active$d = 1'b1;
            c_phase$d = zero4;
            c_idx$d = zero16;
            sig_q$d = zero32;
            inv_q$d = 1'b0;
            timeout_q$d = 1'b0;
            done_q$d = 1'b0;
            wd$d = zero24;
        end
        if (reset) begin
            i_active$d = 1'b0;
            c_active$d = 1'b0;
            done_q$d = 1'b0;
        end
        busy = c_active$q;
        done = done_q$q;
        sig = sig_q$q;
        invariant = inv_q$q;
        timeout = timeout_q$q;
    end
    
endmodule // top$run_c


module selftest_cu$run_c$c_active(d,q,clock);
    
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
          
endmodule // top$run_c$c_active


module selftest_cu$run_c$c_idx(d,q,clock);
    
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
          
endmodule // top$run_c$c_idx


module selftest_cu$run_c$c_phase(d,q,clock);
    
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
          
endmodule // top$run_c$c_phase


module selftest_cu$run_c$done_q(d,q,clock);
    
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
          
endmodule // top$run_c$done_q


module selftest_cu$run_c$i_active(d,q,clock);
    
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
          
endmodule // top$run_c$i_active


module selftest_cu$run_c$i_idx(d,q,clock);
    
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
          
endmodule // top$run_c$i_idx


module selftest_cu$run_c$i_phase(d,q,clock);
    
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
          
endmodule // top$run_c$i_phase


module selftest_cu$run_c$i_x(d,q,clock);
    
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
          
endmodule // top$run_c$i_x


module selftest_cu$run_c$inv_q(d,q,clock);
    
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
          
endmodule // top$run_c$inv_q


module selftest_cu$run_c$sig_q(d,q,clock);
    
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
          
endmodule // top$run_c$sig_q


module selftest_cu$run_c$timeout_q(d,q,clock);
    
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
          
endmodule // top$run_c$timeout_q


module selftest_cu$run_c$wd(d,q,clock);
    
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
          
endmodule // top$run_c$wd


module selftest_cu$started(d,q,clock);
    
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
          
endmodule // top$started
