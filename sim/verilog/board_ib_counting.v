

module board_ib_counting(clock,reset,rx,tx,baud_div,leds);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  rx;
    output reg  tx;
    input wire  [15:0] baud_div;
    output reg  [3:0] leds;
    
    // Constant declarations
    localparam  zero2 = 2'b0;
    localparam  zero64 = 64'h0;
    
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
    wire  [31:0] bloom$out_word;
    reg  [2:0] bloom$set_bits_bank;
    wire  [31:0] bloom$set_bits;
    wire  [31:0] bloom$stuck_counters;
    wire  [31:0] bloom$stuck_total;
    
    // Sub module instances
    board_ib_counting$link link(
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
    board_ib_counting$bloom bloom(
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
        .set_bits(bloom$set_bits),
        .stuck_counters(bloom$stuck_counters),
        .stuck_total(bloom$stuck_total)
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
        bloom$in_valid = link$bloom_valid;
        bloom$in_op = link$op_code;
        bloom$in_key = link$op_key;
        link$bloom_ready = bloom$in_ready;
        bloom$out_ready = link$bloom_out_ready;
        link$bloom_out_valid = bloom$out_valid;
        link$bloom_out_hit = bloom$out_hit;
        link$bloom_out_word = bloom$out_word;
        link$bloom_stuck_total = bloom$stuck_total;
        bloom$set_bits_bank = link$bloom_set_bits_bank;
        link$bloom_set_bits = bloom$set_bits;
        link$cuckoo_ready = 1'b0;
        link$cuckoo_out_valid = 1'b0;
        link$cuckoo_out_code = zero2;
        link$cuckoo_out_data = zero64;
    end
    
endmodule // top


module board_ib_counting$bloom(clock,reset,in_valid,in_ready,in_op,in_key,out_valid,out_ready,out_op,out_hit,out_word,set_bits_bank,set_bits,stuck_counters,stuck_total);
    
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
    output reg  [31:0] out_word;
    input wire  [2:0] set_bits_bank;
    output reg  [31:0] set_bits;
    output reg  [31:0] stuck_counters;
    output reg  [31:0] stuck_total;
    
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
    wire  [31:0] core$out_word;
    reg  [2:0] core$set_bits_bank;
    wire  [31:0] core$set_bits;
    wire  [31:0] core$stuck_counters;
    wire  [31:0] core$stuck_total;
    
    // Sub module instances
    board_ib_counting$bloom$front front(
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
    board_ib_counting$bloom$core core(
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
        .set_bits_bank(core$set_bits_bank),
        .set_bits(core$set_bits),
        .stuck_counters(core$stuck_counters),
        .stuck_total(core$stuck_total)
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
        core$set_bits_bank = set_bits_bank;
        set_bits = core$set_bits;
        stuck_counters = core$stuck_counters;
        stuck_total = core$stuck_total;
    end
    
endmodule // top$bloom


module board_ib_counting$bloom$core(clock,reset,in_valid,in_ready,in_op,in_x,in_h0,out_valid,out_ready,out_op,out_hit,out_word,set_bits_bank,set_bits,stuck_counters,stuck_total);
    
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
    output reg  [31:0] out_word;
    input wire  [2:0] set_bits_bank;
    output reg  [31:0] set_bits;
    output reg  [31:0] stuck_counters;
    output reg  [31:0] stuck_total;
    
    // Constant declarations
    localparam  st_clear = 3'b0;
    localparam  st_idle = 3'b1;
    localparam  st_addr = 3'b11;
    localparam  st_read = 3'b100;
    localparam  st_data = 3'b101;
    localparam  st_write = 3'b110;
    localparam  st_result = 3'b111;
    localparam  stride = 8'h20;
    localparam  nibble = 8'h4;
    localparam  zero_k = 4'h0;
    localparam  zero4 = 4'h0;
    localparam  one4 = 4'h1;
    localparam  nibble_mask = 16'hf;
    localparam  zero14 = 14'b0;
    localparam  one14 = 14'b1;
    localparam  zero16 = 16'h0;
    localparam  zero32 = 32'h0;
    localparam  mask_all = 4'hf;
    localparam  op_query = 3'b0;
    localparam  op_insert = 3'b1;
    localparam  op_clear = 3'b10;
    localparam  op_read = 3'b11;
    localparam  op_write = 3'b100;
    localparam  op_delete = 3'b101;
    
    // Stub signals
    reg  [2:0] state$d;
    wire  [2:0] state$q;
    reg  state$clock;
    reg  [2:0] op$d;
    wire  [2:0] op$q;
    reg  op$clock;
    reg  report$d;
    wire  report$q;
    reg  report$clock;
    reg  [13:0] clr$d;
    wire  [13:0] clr$q;
    reg  clr$clock;
    reg  [13:0] widx$0$d;
    wire  [13:0] widx$0$q;
    reg  widx$0$clock;
    reg  [13:0] widx$1$d;
    wire  [13:0] widx$1$q;
    reg  widx$1$clock;
    reg  [13:0] widx$2$d;
    wire  [13:0] widx$2$q;
    reg  widx$2$clock;
    reg  [13:0] widx$3$d;
    wire  [13:0] widx$3$q;
    reg  widx$3$clock;
    reg  [3:0] shamt$0$d;
    wire  [3:0] shamt$0$q;
    reg  shamt$0$clock;
    reg  [3:0] shamt$1$d;
    wire  [3:0] shamt$1$q;
    reg  shamt$1$clock;
    reg  [3:0] shamt$2$d;
    wire  [3:0] shamt$2$q;
    reg  shamt$2$clock;
    reg  [3:0] shamt$3$d;
    wire  [3:0] shamt$3$q;
    reg  shamt$3$clock;
    reg  [15:0] newdata$0$d;
    wire  [15:0] newdata$0$q;
    reg  newdata$0$clock;
    reg  [15:0] newdata$1$d;
    wire  [15:0] newdata$1$q;
    reg  newdata$1$clock;
    reg  [15:0] newdata$2$d;
    wire  [15:0] newdata$2$q;
    reg  newdata$2$clock;
    reg  [15:0] newdata$3$d;
    wire  [15:0] newdata$3$q;
    reg  newdata$3$clock;
    reg  hit$d;
    wire  hit$q;
    reg  hit$clock;
    reg  [31:0] word$d;
    wire  [31:0] word$q;
    reg  word$clock;
    reg  banks$0$clock;
    reg  [13:0] banks$0$address;
    reg  [15:0] banks$0$data_in;
    reg  [3:0] banks$0$mask;
    reg  banks$0$write_enable;
    reg  banks$0$chip_select;
    wire  [15:0] banks$0$data_out;
    reg  banks$1$clock;
    reg  [13:0] banks$1$address;
    reg  [15:0] banks$1$data_in;
    reg  [3:0] banks$1$mask;
    reg  banks$1$write_enable;
    reg  banks$1$chip_select;
    wire  [15:0] banks$1$data_out;
    reg  banks$2$clock;
    reg  [13:0] banks$2$address;
    reg  [15:0] banks$2$data_in;
    reg  [3:0] banks$2$mask;
    reg  banks$2$write_enable;
    reg  banks$2$chip_select;
    wire  [15:0] banks$2$data_out;
    reg  banks$3$clock;
    reg  [13:0] banks$3$address;
    reg  [15:0] banks$3$data_in;
    reg  [3:0] banks$3$mask;
    reg  banks$3$write_enable;
    reg  banks$3$chip_select;
    wire  [15:0] banks$3$data_out;
    reg  fill$clock;
    reg  fill$write;
    reg  [3:0] fill$old_bits;
    reg  [3:0] fill$new_bits;
    reg  fill$clear;
    reg  [2:0] fill$read_bank;
    wire  [31:0] fill$count;
    wire  [31:0] fill$total;
    reg  stuck$clock;
    reg  stuck$write;
    reg  [3:0] stuck$old_bits;
    reg  [3:0] stuck$new_bits;
    reg  stuck$clear;
    reg  [2:0] stuck$read_bank;
    wire  [31:0] stuck$count;
    wire  [31:0] stuck$total;
    
    // Local signals
    reg  [127:0] wide;
    reg  [15:0] idx$0;
    reg  [15:0] idx$1;
    reg  [15:0] idx$2;
    reg  [15:0] idx$3;
    reg  [31:0] wword;
    reg  is_key;
    reg  is_addr;
    reg  writes;
    reg  takes;
    reg  [15:0] rd$0;
    reg  [15:0] rd$1;
    reg  [15:0] rd$2;
    reg  [15:0] rd$3;
    reg  [15:0] shifted$0;
    reg  [15:0] shifted$1;
    reg  [15:0] shifted$2;
    reg  [15:0] shifted$3;
    reg  [3:0] old$0;
    reg  [3:0] old$1;
    reg  [3:0] old$2;
    reg  [3:0] old$3;
    reg  [3:0] new$0;
    reg  [3:0] new$1;
    reg  [3:0] new$2;
    reg  [3:0] new$3;
    reg  [15:0] new16$0;
    reg  [15:0] new16$1;
    reg  [15:0] new16$2;
    reg  [15:0] new16$3;
    reg  nonzero_upto$0;
    reg  nonzero_upto$1;
    reg  nonzero_upto$2;
    reg  nonzero_upto$3;
    reg  [31:0] word_upto$0;
    reg  [31:0] word_upto$1;
    reg  [31:0] word_upto$2;
    reg  [31:0] word_upto$3;
    reg  all_nonzero;
    reg  [31:0] word_now;
    reg  [3:0] old_nonzero$0;
    reg  [3:0] old_nonzero$1;
    reg  [3:0] old_nonzero$2;
    reg  [3:0] old_nonzero$3;
    reg  [3:0] new_nonzero$0;
    reg  [3:0] new_nonzero$1;
    reg  [3:0] new_nonzero$2;
    reg  [3:0] new_nonzero$3;
    reg  [3:0] old_stuck$0;
    reg  [3:0] old_stuck$1;
    reg  [3:0] old_stuck$2;
    reg  [3:0] old_stuck$3;
    reg  [3:0] new_stuck$0;
    reg  [3:0] new_stuck$1;
    reg  [3:0] new_stuck$2;
    reg  [3:0] new_stuck$3;
    
    // Sub module instances
    board_ib_counting$bloom$core$state state(
        .d(state$d),
        .q(state$q),
        .clock(state$clock)
    );
    board_ib_counting$bloom$core$op op(
        .d(op$d),
        .q(op$q),
        .clock(op$clock)
    );
    board_ib_counting$bloom$core$report report(
        .d(report$d),
        .q(report$q),
        .clock(report$clock)
    );
    board_ib_counting$bloom$core$clr clr(
        .d(clr$d),
        .q(clr$q),
        .clock(clr$clock)
    );
    board_ib_counting$bloom$core$widx$0 widx$0(
        .d(widx$0$d),
        .q(widx$0$q),
        .clock(widx$0$clock)
    );
    board_ib_counting$bloom$core$widx$1 widx$1(
        .d(widx$1$d),
        .q(widx$1$q),
        .clock(widx$1$clock)
    );
    board_ib_counting$bloom$core$widx$2 widx$2(
        .d(widx$2$d),
        .q(widx$2$q),
        .clock(widx$2$clock)
    );
    board_ib_counting$bloom$core$widx$3 widx$3(
        .d(widx$3$d),
        .q(widx$3$q),
        .clock(widx$3$clock)
    );
    board_ib_counting$bloom$core$shamt$0 shamt$0(
        .d(shamt$0$d),
        .q(shamt$0$q),
        .clock(shamt$0$clock)
    );
    board_ib_counting$bloom$core$shamt$1 shamt$1(
        .d(shamt$1$d),
        .q(shamt$1$q),
        .clock(shamt$1$clock)
    );
    board_ib_counting$bloom$core$shamt$2 shamt$2(
        .d(shamt$2$d),
        .q(shamt$2$q),
        .clock(shamt$2$clock)
    );
    board_ib_counting$bloom$core$shamt$3 shamt$3(
        .d(shamt$3$d),
        .q(shamt$3$q),
        .clock(shamt$3$clock)
    );
    board_ib_counting$bloom$core$newdata$0 newdata$0(
        .d(newdata$0$d),
        .q(newdata$0$q),
        .clock(newdata$0$clock)
    );
    board_ib_counting$bloom$core$newdata$1 newdata$1(
        .d(newdata$1$d),
        .q(newdata$1$q),
        .clock(newdata$1$clock)
    );
    board_ib_counting$bloom$core$newdata$2 newdata$2(
        .d(newdata$2$d),
        .q(newdata$2$q),
        .clock(newdata$2$clock)
    );
    board_ib_counting$bloom$core$newdata$3 newdata$3(
        .d(newdata$3$d),
        .q(newdata$3$q),
        .clock(newdata$3$clock)
    );
    board_ib_counting$bloom$core$hit hit(
        .d(hit$d),
        .q(hit$q),
        .clock(hit$clock)
    );
    board_ib_counting$bloom$core$word word(
        .d(word$d),
        .q(word$q),
        .clock(word$clock)
    );
    board_ib_counting$bloom$core$banks$0 banks$0(
        .clock(banks$0$clock),
        .address(banks$0$address),
        .data_in(banks$0$data_in),
        .mask(banks$0$mask),
        .write_enable(banks$0$write_enable),
        .chip_select(banks$0$chip_select),
        .data_out(banks$0$data_out)
    );
    board_ib_counting$bloom$core$banks$1 banks$1(
        .clock(banks$1$clock),
        .address(banks$1$address),
        .data_in(banks$1$data_in),
        .mask(banks$1$mask),
        .write_enable(banks$1$write_enable),
        .chip_select(banks$1$chip_select),
        .data_out(banks$1$data_out)
    );
    board_ib_counting$bloom$core$banks$2 banks$2(
        .clock(banks$2$clock),
        .address(banks$2$address),
        .data_in(banks$2$data_in),
        .mask(banks$2$mask),
        .write_enable(banks$2$write_enable),
        .chip_select(banks$2$chip_select),
        .data_out(banks$2$data_out)
    );
    board_ib_counting$bloom$core$banks$3 banks$3(
        .clock(banks$3$clock),
        .address(banks$3$address),
        .data_in(banks$3$data_in),
        .mask(banks$3$mask),
        .write_enable(banks$3$write_enable),
        .chip_select(banks$3$chip_select),
        .data_out(banks$3$data_out)
    );
    board_ib_counting$bloom$core$fill fill(
        .clock(fill$clock),
        .write(fill$write),
        .old_bits(fill$old_bits),
        .new_bits(fill$new_bits),
        .clear(fill$clear),
        .read_bank(fill$read_bank),
        .count(fill$count),
        .total(fill$total)
    );
    board_ib_counting$bloom$core$stuck stuck(
        .clock(stuck$clock),
        .write(stuck$write),
        .old_bits(stuck$old_bits),
        .new_bits(stuck$new_bits),
        .clear(stuck$clear),
        .read_bank(stuck$read_bank),
        .count(stuck$count),
        .total(stuck$total)
    );
    
    // Update code
    always @(*) begin
        state$clock = clock;
        op$clock = clock;
        report$clock = clock;
        clr$clock = clock;
        hit$clock = clock;
        word$clock = clock;
        state$d = state$q;
        op$d = op$q;
        report$d = report$q;
        clr$d = clr$q;
        hit$d = hit$q;
        word$d = word$q;
        widx$0$clock = clock;
        widx$0$d = widx$0$q;
        shamt$0$clock = clock;
        shamt$0$d = shamt$0$q;
        newdata$0$clock = clock;
        newdata$0$d = newdata$0$q;
        banks$0$clock = clock;
        widx$1$clock = clock;
        widx$1$d = widx$1$q;
        shamt$1$clock = clock;
        shamt$1$d = shamt$1$q;
        newdata$1$clock = clock;
        newdata$1$d = newdata$1$q;
        banks$1$clock = clock;
        widx$2$clock = clock;
        widx$2$d = widx$2$q;
        shamt$2$clock = clock;
        shamt$2$d = shamt$2$q;
        newdata$2$clock = clock;
        newdata$2$d = newdata$2$q;
        banks$2$clock = clock;
        widx$3$clock = clock;
        widx$3$d = widx$3$q;
        shamt$3$clock = clock;
        shamt$3$d = shamt$3$q;
        newdata$3$clock = clock;
        newdata$3$d = newdata$3$q;
        banks$3$clock = clock;
        is_key = (op$q == op_query) | (op$q == op_insert) | (op$q == op_delete);
        is_addr = (op$q == op_read) | (op$q == op_write);
        writes = (op$q == op_insert) | (op$q == op_delete) | (op$q == op_write);
        wide = (((in_x) & 128'hffffffffffffffffffffffffffffffff) << 32'h40) | ((in_h0) & 128'hffffffffffffffffffffffffffffffff);
        wword = in_x[(32'h20)+:(32)];
        if (is_addr) begin
            idx$0 = in_x[(32'h0)+:(16)];
        end
        else begin
            idx$0 = wide[(0 * stride)+:(16)];
        end
        if (is_addr) begin
            idx$1 = in_x[(32'h0)+:(16)];
        end
        else begin
            idx$1 = wide[(1 * stride)+:(16)];
        end
        if (is_addr) begin
            idx$2 = in_x[(32'h0)+:(16)];
        end
        else begin
            idx$2 = wide[(2 * stride)+:(16)];
        end
        if (is_addr) begin
            idx$3 = in_x[(32'h0)+:(16)];
        end
        else begin
            idx$3 = wide[(3 * stride)+:(16)];
        end
        banks$0$address = widx$0$q;
        banks$0$data_in = newdata$0$q;
        banks$0$mask = mask_all;
        banks$0$write_enable = 1'b0;
        banks$0$chip_select = 1'b0;
        if (state$q == st_clear) begin
            banks$0$address = clr$q;
            banks$0$data_in = zero16;
            banks$0$write_enable = 1'b1;
            banks$0$chip_select = 1'b1;
        end
        if (state$q == st_read) begin
            banks$0$chip_select = 1'b1;
        end
        if (state$q == st_write) begin
            banks$0$write_enable = 1'b1;
            banks$0$chip_select = 1'b1;
        end
        banks$1$address = widx$1$q;
        banks$1$data_in = newdata$1$q;
        banks$1$mask = mask_all;
        banks$1$write_enable = 1'b0;
        banks$1$chip_select = 1'b0;
        if (state$q == st_clear) begin
            banks$1$address = clr$q;
            banks$1$data_in = zero16;
            banks$1$write_enable = 1'b1;
            banks$1$chip_select = 1'b1;
        end
        if (state$q == st_read) begin
            banks$1$chip_select = 1'b1;
        end
        if (state$q == st_write) begin
            banks$1$write_enable = 1'b1;
            banks$1$chip_select = 1'b1;
        end
        banks$2$address = widx$2$q;
        banks$2$data_in = newdata$2$q;
        banks$2$mask = mask_all;
        banks$2$write_enable = 1'b0;
        banks$2$chip_select = 1'b0;
        if (state$q == st_clear) begin
            banks$2$address = clr$q;
            banks$2$data_in = zero16;
            banks$2$write_enable = 1'b1;
            banks$2$chip_select = 1'b1;
        end
        if (state$q == st_read) begin
            banks$2$chip_select = 1'b1;
        end
        if (state$q == st_write) begin
            banks$2$write_enable = 1'b1;
            banks$2$chip_select = 1'b1;
        end
        banks$3$address = widx$3$q;
        banks$3$data_in = newdata$3$q;
        banks$3$mask = mask_all;
        banks$3$write_enable = 1'b0;
        banks$3$chip_select = 1'b0;
        if (state$q == st_clear) begin
            banks$3$address = clr$q;
            banks$3$data_in = zero16;
            banks$3$write_enable = 1'b1;
            banks$3$chip_select = 1'b1;
        end
        if (state$q == st_read) begin
            banks$3$chip_select = 1'b1;
        end
        if (state$q == st_write) begin
            banks$3$write_enable = 1'b1;
            banks$3$chip_select = 1'b1;
        end
        rd$0 = banks$0$data_out;
        shifted$0 = rd$0 >> shamt$0$q;
        old$0 = shifted$0[(32'h0)+:(4)];
        rd$1 = banks$1$data_out;
        shifted$1 = rd$1 >> shamt$1$q;
        old$1 = shifted$1[(32'h0)+:(4)];
        rd$2 = banks$2$data_out;
        shifted$2 = rd$2 >> shamt$2$q;
        old$2 = shifted$2[(32'h0)+:(4)];
        rd$3 = banks$3$data_out;
        shifted$3 = rd$3 >> shamt$3$q;
        old$3 = shifted$3[(32'h0)+:(4)];
        nonzero_upto$0 = old$0 != zero4;
        word_upto$0 = ((((zero32 & ~(1 << (32'h0)) | ((old$0[32'h0]) << (32'h0))) & ~(1 << (32'h1)) | ((old$0[32'h1]) << (32'h1))) & ~(1 << (32'h2)) | ((old$0[32'h2]) << (32'h2))) & ~(1 << (32'h3)) | ((old$0[32'h3]) << (32'h3)));
        nonzero_upto$1 = nonzero_upto$0 & (old$1 != zero4);
        word_upto$1 = ((((word_upto$0 & ~(1 << (1 * nibble)) | ((old$1[32'h0]) << (1 * nibble))) & ~(1 << (1 * nibble + 32'h1)) | ((old$1[32'h1]) << (1 * nibble + 32'h1))) & ~(1 << (1 * nibble + 32'h2)) | ((old$1[32'h2]) << (1 * nibble + 32'h2))) & ~(1 << (1 * nibble + 32'h3)) | ((old$1[32'h3]) << (1 * nibble + 32'h3)));
        nonzero_upto$2 = nonzero_upto$1 & (old$2 != zero4);
        word_upto$2 = ((((word_upto$1 & ~(1 << (2 * nibble)) | ((old$2[32'h0]) << (2 * nibble))) & ~(1 << (2 * nibble + 32'h1)) | ((old$2[32'h1]) << (2 * nibble + 32'h1))) & ~(1 << (2 * nibble + 32'h2)) | ((old$2[32'h2]) << (2 * nibble + 32'h2))) & ~(1 << (2 * nibble + 32'h3)) | ((old$2[32'h3]) << (2 * nibble + 32'h3)));
        nonzero_upto$3 = nonzero_upto$2 & (old$3 != zero4);
        word_upto$3 = ((((word_upto$2 & ~(1 << (3 * nibble)) | ((old$3[32'h0]) << (3 * nibble))) & ~(1 << (3 * nibble + 32'h1)) | ((old$3[32'h1]) << (3 * nibble + 32'h1))) & ~(1 << (3 * nibble + 32'h2)) | ((old$3[32'h2]) << (3 * nibble + 32'h2))) & ~(1 << (3 * nibble + 32'h3)) | ((old$3[32'h3]) << (3 * nibble + 32'h3)));
        all_nonzero = nonzero_upto$3;
        word_now = word_upto$3;
        new$0 = old$0;
        if (op$q == op_write) begin
            new$0 = wword[(0 * nibble)+:(4)];
        end
        else if (~&old$0) begin
            if (op$q == op_insert) begin
                new$0 = old$0 + one4;
            end
            if ((op$q == op_delete) & all_nonzero) begin
                new$0 = old$0 - one4;
            end
        end
        new16$0 = ((((zero16 & ~(1 << (32'h0)) | ((new$0[32'h0]) << (32'h0))) & ~(1 << (32'h1)) | ((new$0[32'h1]) << (32'h1))) & ~(1 << (32'h2)) | ((new$0[32'h2]) << (32'h2))) & ~(1 << (32'h3)) | ((new$0[32'h3]) << (32'h3)));
        new$1 = old$1;
        if (op$q == op_write) begin
            new$1 = wword[(1 * nibble)+:(4)];
        end
        else if (~&old$1) begin
            if (op$q == op_insert) begin
                new$1 = old$1 + one4;
            end
            if ((op$q == op_delete) & all_nonzero) begin
                new$1 = old$1 - one4;
            end
        end
        new16$1 = ((((zero16 & ~(1 << (32'h0)) | ((new$1[32'h0]) << (32'h0))) & ~(1 << (32'h1)) | ((new$1[32'h1]) << (32'h1))) & ~(1 << (32'h2)) | ((new$1[32'h2]) << (32'h2))) & ~(1 << (32'h3)) | ((new$1[32'h3]) << (32'h3)));
        new$2 = old$2;
        if (op$q == op_write) begin
            new$2 = wword[(2 * nibble)+:(4)];
        end
        else if (~&old$2) begin
            if (op$q == op_insert) begin
                new$2 = old$2 + one4;
            end
            if ((op$q == op_delete) & all_nonzero) begin
                new$2 = old$2 - one4;
            end
        end
        new16$2 = ((((zero16 & ~(1 << (32'h0)) | ((new$2[32'h0]) << (32'h0))) & ~(1 << (32'h1)) | ((new$2[32'h1]) << (32'h1))) & ~(1 << (32'h2)) | ((new$2[32'h2]) << (32'h2))) & ~(1 << (32'h3)) | ((new$2[32'h3]) << (32'h3)));
        new$3 = old$3;
        if (op$q == op_write) begin
            new$3 = wword[(3 * nibble)+:(4)];
        end
        else if (~&old$3) begin
            if (op$q == op_insert) begin
                new$3 = old$3 + one4;
            end
            if ((op$q == op_delete) & all_nonzero) begin
                new$3 = old$3 - one4;
            end
        end
        new16$3 = ((((zero16 & ~(1 << (32'h0)) | ((new$3[32'h0]) << (32'h0))) & ~(1 << (32'h1)) | ((new$3[32'h1]) << (32'h1))) & ~(1 << (32'h2)) | ((new$3[32'h2]) << (32'h2))) & ~(1 << (32'h3)) | ((new$3[32'h3]) << (32'h3)));
        takes = 1'b0;
        out_valid = state$q == st_result;
        out_op = op$q;
        out_hit = hit$q;
        out_word = word$q;
        if (state$q == st_clear) begin
            clr$d = clr$q + one14;
            if (&clr$q) begin
                if (report$q) begin
                    state$d = st_result;
                end
                else begin
                    state$d = st_idle;
                end
            end
        end
        if (state$q == st_idle) begin
            if (in_valid) begin
                op$d = in_op;
                hit$d = 1'b0;
                word$d = zero32;
                clr$d = zero14;
                report$d = 1'b1;
                if ((in_op == op_query) | (in_op == op_insert) | (in_op == op_delete) | (in_op == op_read) | (in_op == op_write)) begin
                    state$d = st_addr;
                end
                else if (in_op == op_clear) begin
                    takes = 1'b1;
                    state$d = st_clear;
                end
                else begin
                    takes = 1'b1;
                    state$d = st_result;
                end
            end
        end
        if (state$q == st_addr) begin
            widx$0$d = idx$0[(32'h2)+:(14)];
            shamt$0$d = ((zero4 & ~(1 << (32'h2)) | ((idx$0[32'h0]) << (32'h2))) & ~(1 << (32'h3)) | ((idx$0[32'h1]) << (32'h3)));
            widx$1$d = idx$1[(32'h2)+:(14)];
            shamt$1$d = ((zero4 & ~(1 << (32'h2)) | ((idx$1[32'h0]) << (32'h2))) & ~(1 << (32'h3)) | ((idx$1[32'h1]) << (32'h3)));
            widx$2$d = idx$2[(32'h2)+:(14)];
            shamt$2$d = ((zero4 & ~(1 << (32'h2)) | ((idx$2[32'h0]) << (32'h2))) & ~(1 << (32'h3)) | ((idx$2[32'h1]) << (32'h3)));
            widx$3$d = idx$3[(32'h2)+:(14)];
            shamt$3$d = ((zero4 & ~(1 << (32'h2)) | ((idx$3[32'h0]) << (32'h2))) & ~(1 << (32'h3)) | ((idx$3[32'h1]) << (32'h3)));
            state$d = st_read;
        end
        if (state$q == st_read) begin
            state$d = st_data;
        end
        if (state$q == st_data) begin
            takes = 1'b1;
            word$d = word_now;
            hit$d = is_key & all_nonzero;
            newdata$0$d = (rd$0 & ~(nibble_mask << shamt$0$q)) | (new16$0 << shamt$0$q);
            newdata$1$d = (rd$1 & ~(nibble_mask << shamt$1$q)) | (new16$1 << shamt$1$q);
            newdata$2$d = (rd$2 & ~(nibble_mask << shamt$2$q)) | (new16$2 << shamt$2$q);
            newdata$3$d = (rd$3 & ~(nibble_mask << shamt$3$q)) | (new16$3 << shamt$3$q);
            if (writes) begin
                state$d = st_write;
            end
            else begin
                state$d = st_result;
            end
        end
        if (state$q == st_write) begin
            state$d = st_result;
        end
        if (state$q == st_result) begin
            if (out_ready) begin
                state$d = st_idle;
            end
        end
        in_ready = takes & ~reset;
        old_nonzero$0 = (zero_k & ~(1 << (0)) | ((old$0 != zero4) << (0)));
        new_nonzero$0 = (zero_k & ~(1 << (0)) | ((new$0 != zero4) << (0)));
        old_stuck$0 = (zero_k & ~(1 << (0)) | ((&old$0) << (0)));
        new_stuck$0 = (zero_k & ~(1 << (0)) | ((&new$0) << (0)));
        old_nonzero$1 = (old_nonzero$0 & ~(1 << (1)) | ((old$1 != zero4) << (1)));
        new_nonzero$1 = (new_nonzero$0 & ~(1 << (1)) | ((new$1 != zero4) << (1)));
        old_stuck$1 = (old_stuck$0 & ~(1 << (1)) | ((&old$1) << (1)));
        new_stuck$1 = (new_stuck$0 & ~(1 << (1)) | ((&new$1) << (1)));
        old_nonzero$2 = (old_nonzero$1 & ~(1 << (2)) | ((old$2 != zero4) << (2)));
        new_nonzero$2 = (new_nonzero$1 & ~(1 << (2)) | ((new$2 != zero4) << (2)));
        old_stuck$2 = (old_stuck$1 & ~(1 << (2)) | ((&old$2) << (2)));
        new_stuck$2 = (new_stuck$1 & ~(1 << (2)) | ((&new$2) << (2)));
        old_nonzero$3 = (old_nonzero$2 & ~(1 << (3)) | ((old$3 != zero4) << (3)));
        new_nonzero$3 = (new_nonzero$2 & ~(1 << (3)) | ((new$3 != zero4) << (3)));
        old_stuck$3 = (old_stuck$2 & ~(1 << (3)) | ((&old$3) << (3)));
        new_stuck$3 = (new_stuck$2 & ~(1 << (3)) | ((&new$3) << (3)));
        fill$clock = clock;
        stuck$clock = clock;
        fill$write = (state$q == st_data) & writes;
        stuck$write = (state$q == st_data) & writes;
        fill$old_bits = old_nonzero$3;
        fill$new_bits = new_nonzero$3;
        stuck$old_bits = old_stuck$3;
        stuck$new_bits = new_stuck$3;
        fill$clear = state$q == st_clear;
        stuck$clear = state$q == st_clear;
        fill$read_bank = set_bits_bank;
        stuck$read_bank = set_bits_bank;
        set_bits = fill$count;
        stuck_counters = stuck$count;
        stuck_total = stuck$total;
        if (reset) begin
            state$d = st_clear;
            clr$d = zero14;
            report$d = 1'b0;
        end
    end
    
endmodule // top$bloom$core

// v-- Setting output parameters to net type for wrapped code.


module board_ib_counting$bloom$core$banks$0(clock,address,data_in,mask,write_enable,chip_select,data_out);
    
    // Module arguments
    input wire  clock;
    input wire  [13:0] address;
    input wire  [15:0] data_in;
    input wire  [3:0] mask;
    input wire  write_enable;
    input wire  chip_select;
    output wire  [15:0] data_out;
    
    // Update code (wrapper)
    
    SB_SPRAM256KA spram (
        .ADDRESS(address),
        .DATAIN(data_in),
        .MASKWREN(mask),
        .WREN(write_enable),
        .CHIPSELECT(chip_select),
        .CLOCK(clock),
        .STANDBY(1'b0),
        .SLEEP(1'b0),
        .POWEROFF(1'b1),
        .DATAOUT(data_out)
    );
endmodule // top$bloom$core$banks$0

// v-- Setting output parameters to net type for wrapped code.


module board_ib_counting$bloom$core$banks$1(clock,address,data_in,mask,write_enable,chip_select,data_out);
    
    // Module arguments
    input wire  clock;
    input wire  [13:0] address;
    input wire  [15:0] data_in;
    input wire  [3:0] mask;
    input wire  write_enable;
    input wire  chip_select;
    output wire  [15:0] data_out;
    
    // Update code (wrapper)
    
    SB_SPRAM256KA spram (
        .ADDRESS(address),
        .DATAIN(data_in),
        .MASKWREN(mask),
        .WREN(write_enable),
        .CHIPSELECT(chip_select),
        .CLOCK(clock),
        .STANDBY(1'b0),
        .SLEEP(1'b0),
        .POWEROFF(1'b1),
        .DATAOUT(data_out)
    );
endmodule // top$bloom$core$banks$1

// v-- Setting output parameters to net type for wrapped code.


module board_ib_counting$bloom$core$banks$2(clock,address,data_in,mask,write_enable,chip_select,data_out);
    
    // Module arguments
    input wire  clock;
    input wire  [13:0] address;
    input wire  [15:0] data_in;
    input wire  [3:0] mask;
    input wire  write_enable;
    input wire  chip_select;
    output wire  [15:0] data_out;
    
    // Update code (wrapper)
    
    SB_SPRAM256KA spram (
        .ADDRESS(address),
        .DATAIN(data_in),
        .MASKWREN(mask),
        .WREN(write_enable),
        .CHIPSELECT(chip_select),
        .CLOCK(clock),
        .STANDBY(1'b0),
        .SLEEP(1'b0),
        .POWEROFF(1'b1),
        .DATAOUT(data_out)
    );
endmodule // top$bloom$core$banks$2

// v-- Setting output parameters to net type for wrapped code.


module board_ib_counting$bloom$core$banks$3(clock,address,data_in,mask,write_enable,chip_select,data_out);
    
    // Module arguments
    input wire  clock;
    input wire  [13:0] address;
    input wire  [15:0] data_in;
    input wire  [3:0] mask;
    input wire  write_enable;
    input wire  chip_select;
    output wire  [15:0] data_out;
    
    // Update code (wrapper)
    
    SB_SPRAM256KA spram (
        .ADDRESS(address),
        .DATAIN(data_in),
        .MASKWREN(mask),
        .WREN(write_enable),
        .CHIPSELECT(chip_select),
        .CLOCK(clock),
        .STANDBY(1'b0),
        .SLEEP(1'b0),
        .POWEROFF(1'b1),
        .DATAOUT(data_out)
    );
endmodule // top$bloom$core$banks$3


module board_ib_counting$bloom$core$clr(d,q,clock);
    
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
          
endmodule // top$bloom$core$clr


module board_ib_counting$bloom$core$fill(clock,write,old_bits,new_bits,clear,read_bank,count,total);
    
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
    localparam  one_a = 16'h1;
    localparam  ones_a = 16'hffff;
    localparam  zero_a = 16'h0;
    localparam  all_set = 32'h10000;
    localparam  one32 = 32'h1;
    localparam  ones32 = 32'hffffffff;
    localparam  zero32 = 32'h0;
    
    // Stub signals
    reg  [15:0] low$0$d;
    wire  [15:0] low$0$q;
    reg  low$0$clock;
    reg  [15:0] low$1$d;
    wire  [15:0] low$1$q;
    reg  low$1$clock;
    reg  [15:0] low$2$d;
    wire  [15:0] low$2$q;
    reg  low$2$clock;
    reg  [15:0] low$3$d;
    wire  [15:0] low$3$q;
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
    reg  [15:0] step$0;
    reg  [15:0] step$1;
    reg  [15:0] step$2;
    reg  [15:0] step$3;
    reg  [15:0] low_sel;
    reg  full_sel;
    
    // Sub module instances
    board_ib_counting$bloom$core$fill$low$0 low$0(
        .d(low$0$d),
        .q(low$0$q),
        .clock(low$0$clock)
    );
    board_ib_counting$bloom$core$fill$low$1 low$1(
        .d(low$1$d),
        .q(low$1$q),
        .clock(low$1$clock)
    );
    board_ib_counting$bloom$core$fill$low$2 low$2(
        .d(low$2$d),
        .q(low$2$q),
        .clock(low$2$clock)
    );
    board_ib_counting$bloom$core$fill$low$3 low$3(
        .d(low$3$d),
        .q(low$3$q),
        .clock(low$3$clock)
    );
    board_ib_counting$bloom$core$fill$full$0 full$0(
        .d(full$0$d),
        .q(full$0$q),
        .clock(full$0$clock)
    );
    board_ib_counting$bloom$core$fill$full$1 full$1(
        .d(full$1$d),
        .q(full$1$q),
        .clock(full$1$clock)
    );
    board_ib_counting$bloom$core$fill$full$2 full$2(
        .d(full$2$d),
        .q(full$2$q),
        .clock(full$2$clock)
    );
    board_ib_counting$bloom$core$fill$full$3 full$3(
        .d(full$3$d),
        .q(full$3$q),
        .clock(full$3$clock)
    );
    board_ib_counting$bloom$core$fill$count_q count_q(
        .d(count_q$d),
        .q(count_q$q),
        .clock(count_q$clock)
    );
    board_ib_counting$bloom$core$fill$total_q total_q(
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
    
endmodule // top$bloom$core$fill


module board_ib_counting$bloom$core$fill$count_q(d,q,clock);
    
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
          
endmodule // top$bloom$core$fill$count_q


module board_ib_counting$bloom$core$fill$full$0(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$bloom$core$fill$full$0


module board_ib_counting$bloom$core$fill$full$1(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$bloom$core$fill$full$1


module board_ib_counting$bloom$core$fill$full$2(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$bloom$core$fill$full$2


module board_ib_counting$bloom$core$fill$full$3(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$bloom$core$fill$full$3


module board_ib_counting$bloom$core$fill$low$0(d,q,clock);
    
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
          
endmodule // top$bloom$core$fill$low$0


module board_ib_counting$bloom$core$fill$low$1(d,q,clock);
    
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
          
endmodule // top$bloom$core$fill$low$1


module board_ib_counting$bloom$core$fill$low$2(d,q,clock);
    
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
          
endmodule // top$bloom$core$fill$low$2


module board_ib_counting$bloom$core$fill$low$3(d,q,clock);
    
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
          
endmodule // top$bloom$core$fill$low$3


module board_ib_counting$bloom$core$fill$total_q(d,q,clock);
    
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
          
endmodule // top$bloom$core$fill$total_q


module board_ib_counting$bloom$core$hit(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$bloom$core$hit


module board_ib_counting$bloom$core$newdata$0(d,q,clock);
    
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
          
endmodule // top$bloom$core$newdata$0


module board_ib_counting$bloom$core$newdata$1(d,q,clock);
    
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
          
endmodule // top$bloom$core$newdata$1


module board_ib_counting$bloom$core$newdata$2(d,q,clock);
    
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
          
endmodule // top$bloom$core$newdata$2


module board_ib_counting$bloom$core$newdata$3(d,q,clock);
    
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
          
endmodule // top$bloom$core$newdata$3


module board_ib_counting$bloom$core$op(d,q,clock);
    
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


module board_ib_counting$bloom$core$report(d,q,clock);
    
    // Module arguments
    input wire  d;
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


module board_ib_counting$bloom$core$shamt$0(d,q,clock);
    
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
          
endmodule // top$bloom$core$shamt$0


module board_ib_counting$bloom$core$shamt$1(d,q,clock);
    
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
          
endmodule // top$bloom$core$shamt$1


module board_ib_counting$bloom$core$shamt$2(d,q,clock);
    
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
          
endmodule // top$bloom$core$shamt$2


module board_ib_counting$bloom$core$shamt$3(d,q,clock);
    
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
          
endmodule // top$bloom$core$shamt$3


module board_ib_counting$bloom$core$state(d,q,clock);
    
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
          
endmodule // top$bloom$core$state


module board_ib_counting$bloom$core$stuck(clock,write,old_bits,new_bits,clear,read_bank,count,total);
    
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
    localparam  one_a = 16'h1;
    localparam  ones_a = 16'hffff;
    localparam  zero_a = 16'h0;
    localparam  all_set = 32'h10000;
    localparam  one32 = 32'h1;
    localparam  ones32 = 32'hffffffff;
    localparam  zero32 = 32'h0;
    
    // Stub signals
    reg  [15:0] low$0$d;
    wire  [15:0] low$0$q;
    reg  low$0$clock;
    reg  [15:0] low$1$d;
    wire  [15:0] low$1$q;
    reg  low$1$clock;
    reg  [15:0] low$2$d;
    wire  [15:0] low$2$q;
    reg  low$2$clock;
    reg  [15:0] low$3$d;
    wire  [15:0] low$3$q;
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
    reg  [15:0] step$0;
    reg  [15:0] step$1;
    reg  [15:0] step$2;
    reg  [15:0] step$3;
    reg  [15:0] low_sel;
    reg  full_sel;
    
    // Sub module instances
    board_ib_counting$bloom$core$stuck$low$0 low$0(
        .d(low$0$d),
        .q(low$0$q),
        .clock(low$0$clock)
    );
    board_ib_counting$bloom$core$stuck$low$1 low$1(
        .d(low$1$d),
        .q(low$1$q),
        .clock(low$1$clock)
    );
    board_ib_counting$bloom$core$stuck$low$2 low$2(
        .d(low$2$d),
        .q(low$2$q),
        .clock(low$2$clock)
    );
    board_ib_counting$bloom$core$stuck$low$3 low$3(
        .d(low$3$d),
        .q(low$3$q),
        .clock(low$3$clock)
    );
    board_ib_counting$bloom$core$stuck$full$0 full$0(
        .d(full$0$d),
        .q(full$0$q),
        .clock(full$0$clock)
    );
    board_ib_counting$bloom$core$stuck$full$1 full$1(
        .d(full$1$d),
        .q(full$1$q),
        .clock(full$1$clock)
    );
    board_ib_counting$bloom$core$stuck$full$2 full$2(
        .d(full$2$d),
        .q(full$2$q),
        .clock(full$2$clock)
    );
    board_ib_counting$bloom$core$stuck$full$3 full$3(
        .d(full$3$d),
        .q(full$3$q),
        .clock(full$3$clock)
    );
    board_ib_counting$bloom$core$stuck$count_q count_q(
        .d(count_q$d),
        .q(count_q$q),
        .clock(count_q$clock)
    );
    board_ib_counting$bloom$core$stuck$total_q total_q(
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
    
endmodule // top$bloom$core$stuck


module board_ib_counting$bloom$core$stuck$count_q(d,q,clock);
    
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
          
endmodule // top$bloom$core$stuck$count_q


module board_ib_counting$bloom$core$stuck$full$0(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$bloom$core$stuck$full$0


module board_ib_counting$bloom$core$stuck$full$1(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$bloom$core$stuck$full$1


module board_ib_counting$bloom$core$stuck$full$2(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$bloom$core$stuck$full$2


module board_ib_counting$bloom$core$stuck$full$3(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$bloom$core$stuck$full$3


module board_ib_counting$bloom$core$stuck$low$0(d,q,clock);
    
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
          
endmodule // top$bloom$core$stuck$low$0


module board_ib_counting$bloom$core$stuck$low$1(d,q,clock);
    
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
          
endmodule // top$bloom$core$stuck$low$1


module board_ib_counting$bloom$core$stuck$low$2(d,q,clock);
    
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
          
endmodule // top$bloom$core$stuck$low$2


module board_ib_counting$bloom$core$stuck$low$3(d,q,clock);
    
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
          
endmodule // top$bloom$core$stuck$low$3


module board_ib_counting$bloom$core$stuck$total_q(d,q,clock);
    
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
          
endmodule // top$bloom$core$stuck$total_q


module board_ib_counting$bloom$core$widx$0(d,q,clock);
    
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
          
endmodule // top$bloom$core$widx$0


module board_ib_counting$bloom$core$widx$1(d,q,clock);
    
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
          
endmodule // top$bloom$core$widx$1


module board_ib_counting$bloom$core$widx$2(d,q,clock);
    
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
          
endmodule // top$bloom$core$widx$2


module board_ib_counting$bloom$core$widx$3(d,q,clock);
    
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
          
endmodule // top$bloom$core$widx$3


module board_ib_counting$bloom$core$word(d,q,clock);
    
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
          
endmodule // top$bloom$core$word


module board_ib_counting$bloom$front(clock,reset,in_valid,in_ready,in_op,in_key,in_data,in_tag,out_valid,out_ready,out_op,out_x,out_h0,out_data,out_tag);
    
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
    board_ib_counting$bloom$front$mix mix(
        .x(mix$x),
        .round(mix$round),
        .out(mix$out)
    );
    board_ib_counting$bloom$front$state state(
        .d(state$d),
        .q(state$q),
        .clock(state$clock)
    );
    board_ib_counting$bloom$front$op op(
        .d(op$d),
        .q(op$q),
        .clock(op$clock)
    );
    board_ib_counting$bloom$front$x x(
        .d(x$d),
        .q(x$q),
        .clock(x$clock)
    );
    board_ib_counting$bloom$front$h0 h0(
        .d(h0$d),
        .q(h0$q),
        .clock(h0$clock)
    );
    board_ib_counting$bloom$front$data data(
        .d(data$d),
        .q(data$q),
        .clock(data$clock)
    );
    board_ib_counting$bloom$front$tag tag(
        .d(tag$d),
        .q(tag$q),
        .clock(tag$clock)
    );
    board_ib_counting$bloom$front$rnd rnd(
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


module board_ib_counting$bloom$front$data(d,q,clock);
    
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


module board_ib_counting$bloom$front$h0(d,q,clock);
    
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


module board_ib_counting$bloom$front$mix(x,round,out);
    
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


module board_ib_counting$bloom$front$op(d,q,clock);
    
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


module board_ib_counting$bloom$front$rnd(d,q,clock);
    
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


module board_ib_counting$bloom$front$state(d,q,clock);
    
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


module board_ib_counting$bloom$front$tag(d,q,clock);
    
    // Module arguments
    input wire  d;
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


module board_ib_counting$bloom$front$x(d,q,clock);
    
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


module board_ib_counting$link(clock,reset,rx,tx,baud_div,leds,op_code,op_key,op_data,bloom_valid,bloom_ready,bloom_out_valid,bloom_out_ready,bloom_out_hit,bloom_out_word,bloom_stuck_total,bloom_set_bits_bank,bloom_set_bits,cuckoo_valid,cuckoo_ready,cuckoo_out_valid,cuckoo_out_ready,cuckoo_out_code,cuckoo_out_data);
    
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
    board_ib_counting$link$uart_rx uart_rx(
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
    board_ib_counting$link$receiver receiver(
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
    board_ib_counting$link$dispatcher dispatcher(
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
    board_ib_counting$link$encoder encoder(
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
    board_ib_counting$link$uart_tx uart_tx(
        .clock(uart_tx$clock),
        .reset(uart_tx$reset),
        .div(uart_tx$div),
        .in_valid(uart_tx$in_valid),
        .in_ready(uart_tx$in_ready),
        .in_data(uart_tx$in_data),
        .tx(uart_tx$tx)
    );
    board_ib_counting$link$led_frame led_frame(
        .d(led_frame$d),
        .q(led_frame$q),
        .clock(led_frame$clock)
    );
    board_ib_counting$link$led_applied led_applied(
        .d(led_applied$d),
        .q(led_applied$q),
        .clock(led_applied$clock)
    );
    board_ib_counting$link$led_error led_error(
        .d(led_error$d),
        .q(led_error$q),
        .clock(led_error$clock)
    );
    board_ib_counting$link$ev_frame ev_frame(
        .d(ev_frame$d),
        .q(ev_frame$q),
        .clock(ev_frame$clock)
    );
    board_ib_counting$link$ev_applied ev_applied(
        .d(ev_applied$d),
        .q(ev_applied$q),
        .clock(ev_applied$clock)
    );
    board_ib_counting$link$ev_error ev_error(
        .d(ev_error$d),
        .q(ev_error$q),
        .clock(ev_error$clock)
    );
    board_ib_counting$link$beat beat(
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


module board_ib_counting$link$beat(d,q,clock);
    
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


module board_ib_counting$link$dispatcher(clock,reset,baud_div,full,len0,len1,buf_addr,buf_data,buf_free,buf_free_idx,ev_good,ev_bad_crc,ev_bad_length,ev_busy,ev_busy_seq,ev_uart_error,ev_start_bit,op_code,op_key,op_data,bloom_valid,bloom_ready,cuckoo_valid,cuckoo_ready,bloom_out_valid,bloom_out_ready,bloom_out_hit,bloom_out_word,bloom_stuck_total,bloom_set_bits_bank,bloom_set_bits,cuckoo_out_valid,cuckoo_out_ready,cuckoo_out_code,cuckoo_out_data,tx_start,tx_base,tx_len_addr,tx_idle,reply_addr,reply_data,applied);
    
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
    board_ib_counting$link$dispatcher$composer composer(
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
    board_ib_counting$link$dispatcher$counters counters(
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
    board_ib_counting$link$dispatcher$fields fields(
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
    board_ib_counting$link$dispatcher$checks checks(
        .clock(checks$clock),
        .cuckoo(checks$cuckoo),
        .end_address(checks$end_address),
        .word(checks$word),
        .address(checks$address),
        .past_end(checks$past_end),
        .word_ok(checks$word_ok)
    );
    board_ib_counting$link$dispatcher$engines engines(
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
    board_ib_counting$link$dispatcher$sequencer sequencer(
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
    board_ib_counting$link$dispatcher$slots slots(
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
    board_ib_counting$link$dispatcher$decoder decoder(
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
    board_ib_counting$link$dispatcher$fetcher fetcher(
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
    board_ib_counting$link$dispatcher$request request(
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
    board_ib_counting$link$dispatcher$intake_states intake_states(
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
    board_ib_counting$link$dispatcher$reply_states reply_states(
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
    board_ib_counting$link$dispatcher$window window(
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


module board_ib_counting$link$dispatcher$checks(clock,cuckoo,end_address,word,address,past_end,word_ok);
    
    // Module arguments
    input wire  clock;
    input wire  cuckoo;
    input wire  [32:0] end_address;
    input wire  [63:0] word;
    input wire  [31:0] address;
    output reg  past_end;
    output reg  word_ok;
    
    // Constant declarations
    localparam  bloom_bad = 32'hffff0000;
    localparam  bucket_bad = 64'hfffffffffffffff0;
    localparam  stash_bad = 64'h7ffffffffffefffe;
    localparam  stash_addr = 32'h2;
    localparam  bloom_words = 33'h10000;
    localparam  cuckoo_words = 33'h3;
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
    board_ib_counting$link$dispatcher$checks$past_end_q past_end_q(
        .d(past_end_q$d),
        .q(past_end_q$q),
        .clock(past_end_q$clock)
    );
    board_ib_counting$link$dispatcher$checks$word_ok_q word_ok_q(
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


module board_ib_counting$link$dispatcher$checks$past_end_q(d,q,clock);
    
    // Module arguments
    input wire  d;
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


module board_ib_counting$link$dispatcher$checks$word_ok_q(d,q,clock);
    
    // Module arguments
    input wire  d;
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


module board_ib_counting$link$dispatcher$composer(clock,reset,read_address,read_data,idle_acting,take_nak,take_busy,nak_sent,expected,nak_status,busy_seq,seq,opcode,filter,count,op_query,op_insert,op_delete,op_count,op_stats,op_dump,decoding,bad_request,bad_request_status,bad_length,decoded_exempt,decoded_applied,decoded_keyed,decoded_replay,decoded_out_of_sequence,checking_range,past_end,validating,refused,executing,exec_done,result_ready,result_word,result_taken,result_hit,result_code,results,writing_fields,field,fields_last,writing_header,base,len_address,apply,serializer_idle,header_length_written,field_index,engine_stats);
    
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
    localparam  bloom_word_bytes = 4'h4;
    localparam  bloom_word_shift = 2'b10;
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
    board_ib_counting$link$dispatcher$composer$reply reply(
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
    board_ib_counting$link$dispatcher$composer$r_base r_base(
        .d(r_base$d),
        .q(r_base$q),
        .clock(r_base$clock)
    );
    board_ib_counting$link$dispatcher$composer$r_len_addr r_len_addr(
        .d(r_len_addr$d),
        .q(r_len_addr$q),
        .clock(r_len_addr$clock)
    );
    board_ib_counting$link$dispatcher$composer$r_seq r_seq(
        .d(r_seq$d),
        .q(r_seq$q),
        .clock(r_seq$clock)
    );
    board_ib_counting$link$dispatcher$composer$r_op r_op(
        .d(r_op$d),
        .q(r_op$q),
        .clock(r_op$clock)
    );
    board_ib_counting$link$dispatcher$composer$r_filter r_filter(
        .d(r_filter$d),
        .q(r_filter$q),
        .clock(r_filter$clock)
    );
    board_ib_counting$link$dispatcher$composer$r_count r_count(
        .d(r_count$d),
        .q(r_count$q),
        .clock(r_count$clock)
    );
    board_ib_counting$link$dispatcher$composer$r_status r_status(
        .d(r_status$d),
        .q(r_status$q),
        .clock(r_status$clock)
    );
    board_ib_counting$link$dispatcher$composer$plen plen(
        .d(plen$d),
        .q(plen$q),
        .clock(plen$clock)
    );
    board_ib_counting$link$dispatcher$composer$apply_q apply_q(
        .d(apply_q$d),
        .q(apply_q$q),
        .clock(apply_q$clock)
    );
    board_ib_counting$link$dispatcher$composer$any_full any_full(
        .d(any_full$d),
        .q(any_full$q),
        .clock(any_full$clock)
    );
    board_ib_counting$link$dispatcher$composer$stat stat(
        .d(stat$d),
        .q(stat$q),
        .clock(stat$clock)
    );
    board_ib_counting$link$dispatcher$composer$fidx fidx(
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


module board_ib_counting$link$dispatcher$composer$any_full(d,q,clock);
    
    // Module arguments
    input wire  d;
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


module board_ib_counting$link$dispatcher$composer$apply_q(d,q,clock);
    
    // Module arguments
    input wire  d;
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


module board_ib_counting$link$dispatcher$composer$fidx(d,q,clock);
    
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


module board_ib_counting$link$dispatcher$composer$plen(d,q,clock);
    
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


module board_ib_counting$link$dispatcher$composer$r_base(d,q,clock);
    
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


module board_ib_counting$link$dispatcher$composer$r_count(d,q,clock);
    
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


module board_ib_counting$link$dispatcher$composer$r_filter(d,q,clock);
    
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


module board_ib_counting$link$dispatcher$composer$r_len_addr(d,q,clock);
    
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


module board_ib_counting$link$dispatcher$composer$r_op(d,q,clock);
    
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


module board_ib_counting$link$dispatcher$composer$r_seq(d,q,clock);
    
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


module board_ib_counting$link$dispatcher$composer$r_status(d,q,clock);
    
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


module board_ib_counting$link$dispatcher$composer$reply(clock,reset,read_address,read_data,base,len_address,seq,op,filter,count,status,payload_len,restart,load_word,word,start_bytes,byte_count,word_held,serializer_idle,bytes_written,pack_bit_valid,pack_bit,pack_code_valid,pack_code,pack_index,write_header,header_length_now);
    
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
    board_ib_counting$link$dispatcher$composer$reply$replies replies(
        .read_address(replies$read_address),
        .read_data(replies$read_data),
        .write_address(replies$write_address),
        .write_data(replies$write_data),
        .write_enable(replies$write_enable),
        .clock(replies$clock)
    );
    board_ib_counting$link$dispatcher$composer$reply$ser_word ser_word(
        .d(ser_word$d),
        .q(ser_word$q),
        .clock(ser_word$clock)
    );
    board_ib_counting$link$dispatcher$composer$reply$ser_left ser_left(
        .d(ser_left$d),
        .q(ser_left$q),
        .clock(ser_left$clock)
    );
    board_ib_counting$link$dispatcher$composer$reply$ser_written ser_written(
        .d(ser_written$d),
        .q(ser_written$q),
        .clock(ser_written$clock)
    );
    board_ib_counting$link$dispatcher$composer$reply$packed_byte packed_byte(
        .d(packed_byte$d),
        .q(packed_byte$q),
        .clock(packed_byte$clock)
    );
    board_ib_counting$link$dispatcher$composer$reply$header_byte header_byte(
        .d(header_byte$d),
        .q(header_byte$q),
        .clock(header_byte$clock)
    );
    board_ib_counting$link$dispatcher$composer$reply$write_en write_en(
        .d(write_en$d),
        .q(write_en$q),
        .clock(write_en$clock)
    );
    board_ib_counting$link$dispatcher$composer$reply$write_addr write_addr(
        .d(write_addr$d),
        .q(write_addr$q),
        .clock(write_addr$clock)
    );
    board_ib_counting$link$dispatcher$composer$reply$write_data write_data(
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


module board_ib_counting$link$dispatcher$composer$reply$header_byte(d,q,clock);
    
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


module board_ib_counting$link$dispatcher$composer$reply$packed_byte(d,q,clock);
    
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


module board_ib_counting$link$dispatcher$composer$reply$replies(read_address,read_data,write_address,write_data,write_enable,clock);
    
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


module board_ib_counting$link$dispatcher$composer$reply$ser_left(d,q,clock);
    
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


module board_ib_counting$link$dispatcher$composer$reply$ser_word(d,q,clock);
    
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


module board_ib_counting$link$dispatcher$composer$reply$ser_written(d,q,clock);
    
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


module board_ib_counting$link$dispatcher$composer$reply$write_addr(d,q,clock);
    
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


module board_ib_counting$link$dispatcher$composer$reply$write_data(d,q,clock);
    
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


module board_ib_counting$link$dispatcher$composer$reply$write_en(d,q,clock);
    
    // Module arguments
    input wire  d;
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


module board_ib_counting$link$dispatcher$composer$stat(d,q,clock);
    
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


module board_ib_counting$link$dispatcher$counters(clock,reset,ev_good,ev_bad_crc,ev_bad_length,ev_busy,ev_uart_error,ev_start_bit,ev_length_mismatch,ev_bad_request,ev_replay,ev_out_of_sequence,frames,bad_crc,bad_length,bad_request,out_of_sequence,replays,busy,uart_errors,boot_epoch);
    
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
    board_ib_counting$link$dispatcher$counters$strobe_good strobe_good(
        .d(strobe_good$d),
        .q(strobe_good$q),
        .clock(strobe_good$clock)
    );
    board_ib_counting$link$dispatcher$counters$strobe_bad_crc strobe_bad_crc(
        .d(strobe_bad_crc$d),
        .q(strobe_bad_crc$q),
        .clock(strobe_bad_crc$clock)
    );
    board_ib_counting$link$dispatcher$counters$strobe_bad_length strobe_bad_length(
        .d(strobe_bad_length$d),
        .q(strobe_bad_length$q),
        .clock(strobe_bad_length$clock)
    );
    board_ib_counting$link$dispatcher$counters$strobe_busy strobe_busy(
        .d(strobe_busy$d),
        .q(strobe_busy$q),
        .clock(strobe_busy$clock)
    );
    board_ib_counting$link$dispatcher$counters$strobe_uart strobe_uart(
        .d(strobe_uart$d),
        .q(strobe_uart$q),
        .clock(strobe_uart$clock)
    );
    board_ib_counting$link$dispatcher$counters$strobe_bad_request strobe_bad_request(
        .d(strobe_bad_request$d),
        .q(strobe_bad_request$q),
        .clock(strobe_bad_request$clock)
    );
    board_ib_counting$link$dispatcher$counters$strobe_replay strobe_replay(
        .d(strobe_replay$d),
        .q(strobe_replay$q),
        .clock(strobe_replay$clock)
    );
    board_ib_counting$link$dispatcher$counters$strobe_out_of_sequence strobe_out_of_sequence(
        .d(strobe_out_of_sequence$d),
        .q(strobe_out_of_sequence$q),
        .clock(strobe_out_of_sequence$clock)
    );
    board_ib_counting$link$dispatcher$counters$count_frames count_frames(
        .d(count_frames$d),
        .q(count_frames$q),
        .clock(count_frames$clock)
    );
    board_ib_counting$link$dispatcher$counters$count_bad_crc count_bad_crc(
        .d(count_bad_crc$d),
        .q(count_bad_crc$q),
        .clock(count_bad_crc$clock)
    );
    board_ib_counting$link$dispatcher$counters$count_bad_length count_bad_length(
        .d(count_bad_length$d),
        .q(count_bad_length$q),
        .clock(count_bad_length$clock)
    );
    board_ib_counting$link$dispatcher$counters$count_bad_request count_bad_request(
        .d(count_bad_request$d),
        .q(count_bad_request$q),
        .clock(count_bad_request$clock)
    );
    board_ib_counting$link$dispatcher$counters$count_out_of_sequence count_out_of_sequence(
        .d(count_out_of_sequence$d),
        .q(count_out_of_sequence$q),
        .clock(count_out_of_sequence$clock)
    );
    board_ib_counting$link$dispatcher$counters$count_replays count_replays(
        .d(count_replays$d),
        .q(count_replays$q),
        .clock(count_replays$clock)
    );
    board_ib_counting$link$dispatcher$counters$count_busy count_busy(
        .d(count_busy$d),
        .q(count_busy$q),
        .clock(count_busy$clock)
    );
    board_ib_counting$link$dispatcher$counters$count_uart count_uart(
        .d(count_uart$d),
        .q(count_uart$q),
        .clock(count_uart$clock)
    );
    board_ib_counting$link$dispatcher$counters$cycles cycles(
        .d(cycles$d),
        .q(cycles$q),
        .clock(cycles$clock)
    );
    board_ib_counting$link$dispatcher$counters$epoch epoch(
        .d(epoch$d),
        .q(epoch$q),
        .clock(epoch$clock)
    );
    board_ib_counting$link$dispatcher$counters$epoch_set epoch_set(
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


module board_ib_counting$link$dispatcher$counters$count_bad_crc(d,q,clock);
    
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


module board_ib_counting$link$dispatcher$counters$count_bad_length(d,q,clock);
    
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


module board_ib_counting$link$dispatcher$counters$count_bad_request(d,q,clock);
    
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


module board_ib_counting$link$dispatcher$counters$count_busy(d,q,clock);
    
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


module board_ib_counting$link$dispatcher$counters$count_frames(d,q,clock);
    
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


module board_ib_counting$link$dispatcher$counters$count_out_of_sequence(d,q,clock);
    
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


module board_ib_counting$link$dispatcher$counters$count_replays(d,q,clock);
    
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


module board_ib_counting$link$dispatcher$counters$count_uart(d,q,clock);
    
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


module board_ib_counting$link$dispatcher$counters$cycles(d,q,clock);
    
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


module board_ib_counting$link$dispatcher$counters$epoch(d,q,clock);
    
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


module board_ib_counting$link$dispatcher$counters$epoch_set(d,q,clock);
    
    // Module arguments
    input wire  d;
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


module board_ib_counting$link$dispatcher$counters$strobe_bad_crc(d,q,clock);
    
    // Module arguments
    input wire  d;
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


module board_ib_counting$link$dispatcher$counters$strobe_bad_length(d,q,clock);
    
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


module board_ib_counting$link$dispatcher$counters$strobe_bad_request(d,q,clock);
    
    // Module arguments
    input wire  d;
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


module board_ib_counting$link$dispatcher$counters$strobe_busy(d,q,clock);
    
    // Module arguments
    input wire  d;
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


module board_ib_counting$link$dispatcher$counters$strobe_good(d,q,clock);
    
    // Module arguments
    input wire  d;
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


module board_ib_counting$link$dispatcher$counters$strobe_out_of_sequence(d,q,clock);
    
    // Module arguments
    input wire  d;
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


module board_ib_counting$link$dispatcher$counters$strobe_replay(d,q,clock);
    
    // Module arguments
    input wire  d;
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


module board_ib_counting$link$dispatcher$counters$strobe_uart(d,q,clock);
    
    // Module arguments
    input wire  d;
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


module board_ib_counting$link$dispatcher$decoder(clock,version,seq,opcode,filter,count,frame_len,expected,cache_valid,bad_request,bad_request_status,bad_length,info,stats,addressed,single,keyed,replay,out_of_sequence);
    
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
    localparam  dump_bloom = 16'h6;
    localparam  dump_cuckoo = 16'h3;
    localparam  load_bloom = 16'h78;
    localparam  load_cuckoo = 16'h3c;
    localparam  bloom_counts = 1'b1;
    localparam  bloom_word_shift = 2'b10;
    localparam  has_cuckoo = 1'b0;
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
    board_ib_counting$link$dispatcher$decoder$count_limit count_limit(
        .d(count_limit$d),
        .q(count_limit$q),
        .clock(count_limit$clock)
    );
    board_ib_counting$link$dispatcher$decoder$length_wanted length_wanted(
        .d(length_wanted$d),
        .q(length_wanted$q),
        .clock(length_wanted$clock)
    );
    board_ib_counting$link$dispatcher$decoder$count_within_limit count_within_limit(
        .d(count_within_limit$d),
        .q(count_within_limit$q),
        .clock(count_within_limit$clock)
    );
    board_ib_counting$link$dispatcher$decoder$count_nonzero count_nonzero(
        .d(count_nonzero$d),
        .q(count_nonzero$q),
        .clock(count_nonzero$clock)
    );
    board_ib_counting$link$dispatcher$decoder$takes_no_count takes_no_count(
        .d(takes_no_count$d),
        .q(takes_no_count$q),
        .clock(takes_no_count$clock)
    );
    board_ib_counting$link$dispatcher$decoder$length_matches length_matches(
        .d(length_matches$d),
        .q(length_matches$q),
        .clock(length_matches$clock)
    );
    board_ib_counting$link$dispatcher$decoder$version_ok version_ok(
        .d(version_ok$d),
        .q(version_ok$q),
        .clock(version_ok$clock)
    );
    board_ib_counting$link$dispatcher$decoder$opcode_ok opcode_ok(
        .d(opcode_ok$d),
        .q(opcode_ok$q),
        .clock(opcode_ok$clock)
    );
    board_ib_counting$link$dispatcher$decoder$filter_ok filter_ok(
        .d(filter_ok$d),
        .q(filter_ok$q),
        .clock(filter_ok$clock)
    );
    board_ib_counting$link$dispatcher$decoder$length_ok length_ok(
        .d(length_ok$d),
        .q(length_ok$q),
        .clock(length_ok$clock)
    );
    board_ib_counting$link$dispatcher$decoder$is_next is_next(
        .d(is_next$d),
        .q(is_next$q),
        .clock(is_next$clock)
    );
    board_ib_counting$link$dispatcher$decoder$in_window in_window(
        .d(in_window$d),
        .q(in_window$q),
        .clock(in_window$clock)
    );
    board_ib_counting$link$dispatcher$decoder$outcome_bad_request outcome_bad_request(
        .d(outcome_bad_request$d),
        .q(outcome_bad_request$q),
        .clock(outcome_bad_request$clock)
    );
    board_ib_counting$link$dispatcher$decoder$outcome_status outcome_status(
        .d(outcome_status$d),
        .q(outcome_status$q),
        .clock(outcome_status$clock)
    );
    board_ib_counting$link$dispatcher$decoder$outcome_bad_length outcome_bad_length(
        .d(outcome_bad_length$d),
        .q(outcome_bad_length$q),
        .clock(outcome_bad_length$clock)
    );
    board_ib_counting$link$dispatcher$decoder$outcome_info outcome_info(
        .d(outcome_info$d),
        .q(outcome_info$q),
        .clock(outcome_info$clock)
    );
    board_ib_counting$link$dispatcher$decoder$outcome_stats outcome_stats(
        .d(outcome_stats$d),
        .q(outcome_stats$q),
        .clock(outcome_stats$clock)
    );
    board_ib_counting$link$dispatcher$decoder$outcome_addressed outcome_addressed(
        .d(outcome_addressed$d),
        .q(outcome_addressed$q),
        .clock(outcome_addressed$clock)
    );
    board_ib_counting$link$dispatcher$decoder$outcome_single outcome_single(
        .d(outcome_single$d),
        .q(outcome_single$q),
        .clock(outcome_single$clock)
    );
    board_ib_counting$link$dispatcher$decoder$outcome_keyed outcome_keyed(
        .d(outcome_keyed$d),
        .q(outcome_keyed$q),
        .clock(outcome_keyed$clock)
    );
    board_ib_counting$link$dispatcher$decoder$outcome_replay outcome_replay(
        .d(outcome_replay$d),
        .q(outcome_replay$q),
        .clock(outcome_replay$clock)
    );
    board_ib_counting$link$dispatcher$decoder$outcome_out_of_sequence outcome_out_of_sequence(
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


module board_ib_counting$link$dispatcher$decoder$count_limit(d,q,clock);
    
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


module board_ib_counting$link$dispatcher$decoder$count_nonzero(d,q,clock);
    
    // Module arguments
    input wire  d;
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


module board_ib_counting$link$dispatcher$decoder$count_within_limit(d,q,clock);
    
    // Module arguments
    input wire  d;
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


module board_ib_counting$link$dispatcher$decoder$filter_ok(d,q,clock);
    
    // Module arguments
    input wire  d;
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


module board_ib_counting$link$dispatcher$decoder$in_window(d,q,clock);
    
    // Module arguments
    input wire  d;
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


module board_ib_counting$link$dispatcher$decoder$is_next(d,q,clock);
    
    // Module arguments
    input wire  d;
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


module board_ib_counting$link$dispatcher$decoder$length_matches(d,q,clock);
    
    // Module arguments
    input wire  d;
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


module board_ib_counting$link$dispatcher$decoder$length_ok(d,q,clock);
    
    // Module arguments
    input wire  d;
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


module board_ib_counting$link$dispatcher$decoder$length_wanted(d,q,clock);
    
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


module board_ib_counting$link$dispatcher$decoder$opcode_ok(d,q,clock);
    
    // Module arguments
    input wire  d;
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


module board_ib_counting$link$dispatcher$decoder$outcome_addressed(d,q,clock);
    
    // Module arguments
    input wire  d;
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


module board_ib_counting$link$dispatcher$decoder$outcome_bad_length(d,q,clock);
    
    // Module arguments
    input wire  d;
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


module board_ib_counting$link$dispatcher$decoder$outcome_bad_request(d,q,clock);
    
    // Module arguments
    input wire  d;
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


module board_ib_counting$link$dispatcher$decoder$outcome_info(d,q,clock);
    
    // Module arguments
    input wire  d;
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


module board_ib_counting$link$dispatcher$decoder$outcome_keyed(d,q,clock);
    
    // Module arguments
    input wire  d;
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


module board_ib_counting$link$dispatcher$decoder$outcome_out_of_sequence(d,q,clock);
    
    // Module arguments
    input wire  d;
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


module board_ib_counting$link$dispatcher$decoder$outcome_replay(d,q,clock);
    
    // Module arguments
    input wire  d;
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


module board_ib_counting$link$dispatcher$decoder$outcome_single(d,q,clock);
    
    // Module arguments
    input wire  d;
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


module board_ib_counting$link$dispatcher$decoder$outcome_stats(d,q,clock);
    
    // Module arguments
    input wire  d;
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


module board_ib_counting$link$dispatcher$decoder$outcome_status(d,q,clock);
    
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


module board_ib_counting$link$dispatcher$decoder$takes_no_count(d,q,clock);
    
    // Module arguments
    input wire  d;
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


module board_ib_counting$link$dispatcher$decoder$version_ok(d,q,clock);
    
    // Module arguments
    input wire  d;
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


module board_ib_counting$link$dispatcher$engines(clock,reset,cuckoo,req_clear,req_insert,req_delete,req_count,req_stats,req_dump,req_load,key_word,address,offer,engine_ready,op_code,op_key,op_data,bloom_valid,bloom_ready,cuckoo_valid,cuckoo_ready,bloom_out_valid,bloom_out_ready,bloom_out_hit,bloom_out_word,cuckoo_out_valid,cuckoo_out_ready,cuckoo_out_code,cuckoo_out_data,want_result,result_ready,result_word,result_taken,result_hit,result_code);
    
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
    localparam  bloom_word_drop = 6'b100000;
    
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
    board_ib_counting$link$dispatcher$engines$ready_q ready_q(
        .d(ready_q$d),
        .q(ready_q$q),
        .clock(ready_q$clock)
    );
    board_ib_counting$link$dispatcher$engines$taken_q taken_q(
        .d(taken_q$d),
        .q(taken_q$q),
        .clock(taken_q$clock)
    );
    board_ib_counting$link$dispatcher$engines$hit_q hit_q(
        .d(hit_q$d),
        .q(hit_q$q),
        .clock(hit_q$clock)
    );
    board_ib_counting$link$dispatcher$engines$code_q code_q(
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


module board_ib_counting$link$dispatcher$engines$code_q(d,q,clock);
    
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


module board_ib_counting$link$dispatcher$engines$hit_q(d,q,clock);
    
    // Module arguments
    input wire  d;
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


module board_ib_counting$link$dispatcher$engines$ready_q(d,q,clock);
    
    // Module arguments
    input wire  d;
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


module board_ib_counting$link$dispatcher$engines$taken_q(d,q,clock);
    
    // Module arguments
    input wire  d;
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


module board_ib_counting$link$dispatcher$fetcher(clock,reset,start,count,seek,offset,buffer,buf_addr,buf_data,word,done);
    
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
    board_ib_counting$link$dispatcher$fetcher$read_offset read_offset(
        .d(read_offset$d),
        .q(read_offset$q),
        .clock(read_offset$clock)
    );
    board_ib_counting$link$dispatcher$fetcher$bytes_left bytes_left(
        .d(bytes_left$d),
        .q(bytes_left$q),
        .clock(bytes_left$clock)
    );
    board_ib_counting$link$dispatcher$fetcher$asking asking(
        .d(asking$d),
        .q(asking$q),
        .clock(asking$clock)
    );
    board_ib_counting$link$dispatcher$fetcher$in_flight in_flight(
        .d(in_flight$d),
        .q(in_flight$q),
        .clock(in_flight$clock)
    );
    board_ib_counting$link$dispatcher$fetcher$acc acc(
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


module board_ib_counting$link$dispatcher$fetcher$acc(d,q,clock);
    
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


module board_ib_counting$link$dispatcher$fetcher$asking(d,q,clock);
    
    // Module arguments
    input wire  d;
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


module board_ib_counting$link$dispatcher$fetcher$bytes_left(d,q,clock);
    
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


module board_ib_counting$link$dispatcher$fetcher$in_flight(d,q,clock);
    
    // Module arguments
    input wire  d;
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


module board_ib_counting$link$dispatcher$fetcher$read_offset(d,q,clock);
    
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


module board_ib_counting$link$dispatcher$fields(clock,info_selected,stats_selected,field_index,boot_epoch,expected_seq,baud_div,frames,bad_crc,bad_length,bad_request,out_of_sequence,replays,busy,uart_errors,engine_stats,cuckoo,stuck_total,set_bits,set_bits_bank,field,last);
    
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
    localparam  info$8 = 32'h4;
    localparam  info$9 = 32'h10;
    localparam  info$10 = 32'h6150;
    localparam  info$11 = 32'h0;
    localparam  info$12 = 32'h0;
    localparam  info$13 = 32'h0;
    localparam  info$14 = 32'h0;
    localparam  info$15 = 32'hb71b00;
    localparam  info$16 = 32'h0;
    localparam  info$17 = 32'h2;
    localparam  n_info = 5'b10010;
    localparam  n_stats = 5'b10010;
    localparam  zero32 = 32'h0;
    localparam  two3 = 3'b10;
    localparam  bloom_counts = 1'b1;
    
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
    board_ib_counting$link$dispatcher$fields$field_q field_q(
        .d(field_q$d),
        .q(field_q$q),
        .clock(field_q$clock)
    );
    board_ib_counting$link$dispatcher$fields$last_q last_q(
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


module board_ib_counting$link$dispatcher$fields$field_q(d,q,clock);
    
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


module board_ib_counting$link$dispatcher$fields$last_q(d,q,clock);
    
    // Module arguments
    input wire  d;
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


module board_ib_counting$link$dispatcher$intake_states(clock,reset,encoder_idle,nak_due,busy_due,buffers_full,buffer,release_settling,later_busy,fetch_done,idle_acting,take_nak,take_busy,take_frame,fetching_header,decoding);
    
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
    board_ib_counting$link$dispatcher$intake_states$s_hdr s_hdr(
        .d(s_hdr$d),
        .q(s_hdr$q),
        .clock(s_hdr$clock)
    );
    board_ib_counting$link$dispatcher$intake_states$s_chk s_chk(
        .d(s_chk$d),
        .q(s_chk$q),
        .clock(s_chk$clock)
    );
    board_ib_counting$link$dispatcher$intake_states$s_chk2 s_chk2(
        .d(s_chk2$d),
        .q(s_chk2$q),
        .clock(s_chk2$clock)
    );
    board_ib_counting$link$dispatcher$intake_states$s_chk3 s_chk3(
        .d(s_chk3$d),
        .q(s_chk3$q),
        .clock(s_chk3$clock)
    );
    board_ib_counting$link$dispatcher$intake_states$s_chk4 s_chk4(
        .d(s_chk4$d),
        .q(s_chk4$q),
        .clock(s_chk4$clock)
    );
    board_ib_counting$link$dispatcher$intake_states$s_dec s_dec(
        .d(s_dec$d),
        .q(s_dec$q),
        .clock(s_dec$clock)
    );
    board_ib_counting$link$dispatcher$intake_states$i_nak i_nak(
        .d(i_nak$d),
        .q(i_nak$q),
        .clock(i_nak$clock)
    );
    board_ib_counting$link$dispatcher$intake_states$i_busy i_busy(
        .d(i_busy$d),
        .q(i_busy$q),
        .clock(i_busy$clock)
    );
    board_ib_counting$link$dispatcher$intake_states$i_frame i_frame(
        .d(i_frame$d),
        .q(i_frame$q),
        .clock(i_frame$clock)
    );
    board_ib_counting$link$dispatcher$intake_states$idle_ok idle_ok(
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


module board_ib_counting$link$dispatcher$intake_states$i_busy(d,q,clock);
    
    // Module arguments
    input wire  d;
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


module board_ib_counting$link$dispatcher$intake_states$i_frame(d,q,clock);
    
    // Module arguments
    input wire  d;
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


module board_ib_counting$link$dispatcher$intake_states$i_nak(d,q,clock);
    
    // Module arguments
    input wire  d;
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


module board_ib_counting$link$dispatcher$intake_states$idle_ok(d,q,clock);
    
    // Module arguments
    input wire  d;
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


module board_ib_counting$link$dispatcher$intake_states$s_chk(d,q,clock);
    
    // Module arguments
    input wire  d;
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


module board_ib_counting$link$dispatcher$intake_states$s_chk2(d,q,clock);
    
    // Module arguments
    input wire  d;
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


module board_ib_counting$link$dispatcher$intake_states$s_chk3(d,q,clock);
    
    // Module arguments
    input wire  d;
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


module board_ib_counting$link$dispatcher$intake_states$s_chk4(d,q,clock);
    
    // Module arguments
    input wire  d;
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


module board_ib_counting$link$dispatcher$intake_states$s_dec(d,q,clock);
    
    // Module arguments
    input wire  d;
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


module board_ib_counting$link$dispatcher$intake_states$s_hdr(d,q,clock);
    
    // Module arguments
    input wire  d;
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


module board_ib_counting$link$dispatcher$reply_states(clock,reset,take_nak,take_busy,nak_sent,decoding,decoded_info,decoded_stats,decoded_addressed,decoded_single,decoded_keyed,decoded_replay,decoded_out_of_sequence,fetch_done,past_end,op_dump,validated,refused,all_issued,all_results,serializer_idle,has_fields,fields_last,header_length_written,fetching_address,checking_range,validating,executing,exec_done,writing_fields,writing_header,sending,busy);
    
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
    board_ib_counting$link$dispatcher$reply_states$s_addr s_addr(
        .d(s_addr$d),
        .q(s_addr$q),
        .clock(s_addr$clock)
    );
    board_ib_counting$link$dispatcher$reply_states$s_span s_span(
        .d(s_span$d),
        .q(s_span$q),
        .clock(s_span$clock)
    );
    board_ib_counting$link$dispatcher$reply_states$s_range s_range(
        .d(s_range$d),
        .q(s_range$q),
        .clock(s_range$clock)
    );
    board_ib_counting$link$dispatcher$reply_states$s_val s_val(
        .d(s_val$d),
        .q(s_val$q),
        .clock(s_val$clock)
    );
    board_ib_counting$link$dispatcher$reply_states$s_exec s_exec(
        .d(s_exec$d),
        .q(s_exec$q),
        .clock(s_exec$clock)
    );
    board_ib_counting$link$dispatcher$reply_states$s_fields s_fields(
        .d(s_fields$d),
        .q(s_fields$q),
        .clock(s_fields$clock)
    );
    board_ib_counting$link$dispatcher$reply_states$s_hdrw s_hdrw(
        .d(s_hdrw$d),
        .q(s_hdrw$q),
        .clock(s_hdrw$clock)
    );
    board_ib_counting$link$dispatcher$reply_states$s_send s_send(
        .d(s_send$d),
        .q(s_send$q),
        .clock(s_send$clock)
    );
    board_ib_counting$link$dispatcher$reply_states$exec_done_q exec_done_q(
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


module board_ib_counting$link$dispatcher$reply_states$exec_done_q(d,q,clock);
    
    // Module arguments
    input wire  d;
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


module board_ib_counting$link$dispatcher$reply_states$s_addr(d,q,clock);
    
    // Module arguments
    input wire  d;
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


module board_ib_counting$link$dispatcher$reply_states$s_exec(d,q,clock);
    
    // Module arguments
    input wire  d;
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


module board_ib_counting$link$dispatcher$reply_states$s_fields(d,q,clock);
    
    // Module arguments
    input wire  d;
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


module board_ib_counting$link$dispatcher$reply_states$s_hdrw(d,q,clock);
    
    // Module arguments
    input wire  d;
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


module board_ib_counting$link$dispatcher$reply_states$s_range(d,q,clock);
    
    // Module arguments
    input wire  d;
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


module board_ib_counting$link$dispatcher$reply_states$s_send(d,q,clock);
    
    // Module arguments
    input wire  d;
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


module board_ib_counting$link$dispatcher$reply_states$s_span(d,q,clock);
    
    // Module arguments
    input wire  d;
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


module board_ib_counting$link$dispatcher$reply_states$s_val(d,q,clock);
    
    // Module arguments
    input wire  d;
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


module board_ib_counting$link$dispatcher$request(clock,take_frame,buffer,len0,len1,header_fetched,header,version,seq,opcode,filter,count,frame_len,cuckoo,op_info,op_clear,op_insert,op_query,op_delete,op_count,op_stats,op_dump,op_load);
    
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
    board_ib_counting$link$dispatcher$request$h_ver h_ver(
        .d(h_ver$d),
        .q(h_ver$q),
        .clock(h_ver$clock)
    );
    board_ib_counting$link$dispatcher$request$h_seq h_seq(
        .d(h_seq$d),
        .q(h_seq$q),
        .clock(h_seq$clock)
    );
    board_ib_counting$link$dispatcher$request$h_op h_op(
        .d(h_op$d),
        .q(h_op$q),
        .clock(h_op$clock)
    );
    board_ib_counting$link$dispatcher$request$h_filter h_filter(
        .d(h_filter$d),
        .q(h_filter$q),
        .clock(h_filter$clock)
    );
    board_ib_counting$link$dispatcher$request$h_count h_count(
        .d(h_count$d),
        .q(h_count$q),
        .clock(h_count$clock)
    );
    board_ib_counting$link$dispatcher$request$h_len h_len(
        .d(h_len$d),
        .q(h_len$q),
        .clock(h_len$clock)
    );
    board_ib_counting$link$dispatcher$request$o_info o_info(
        .d(o_info$d),
        .q(o_info$q),
        .clock(o_info$clock)
    );
    board_ib_counting$link$dispatcher$request$o_clear o_clear(
        .d(o_clear$d),
        .q(o_clear$q),
        .clock(o_clear$clock)
    );
    board_ib_counting$link$dispatcher$request$o_insert o_insert(
        .d(o_insert$d),
        .q(o_insert$q),
        .clock(o_insert$clock)
    );
    board_ib_counting$link$dispatcher$request$o_query o_query(
        .d(o_query$d),
        .q(o_query$q),
        .clock(o_query$clock)
    );
    board_ib_counting$link$dispatcher$request$o_delete o_delete(
        .d(o_delete$d),
        .q(o_delete$q),
        .clock(o_delete$clock)
    );
    board_ib_counting$link$dispatcher$request$o_count o_count(
        .d(o_count$d),
        .q(o_count$q),
        .clock(o_count$clock)
    );
    board_ib_counting$link$dispatcher$request$o_stats o_stats(
        .d(o_stats$d),
        .q(o_stats$q),
        .clock(o_stats$clock)
    );
    board_ib_counting$link$dispatcher$request$o_dump o_dump(
        .d(o_dump$d),
        .q(o_dump$q),
        .clock(o_dump$clock)
    );
    board_ib_counting$link$dispatcher$request$o_load o_load(
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


module board_ib_counting$link$dispatcher$request$h_count(d,q,clock);
    
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


module board_ib_counting$link$dispatcher$request$h_filter(d,q,clock);
    
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


module board_ib_counting$link$dispatcher$request$h_len(d,q,clock);
    
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


module board_ib_counting$link$dispatcher$request$h_op(d,q,clock);
    
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


module board_ib_counting$link$dispatcher$request$h_seq(d,q,clock);
    
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


module board_ib_counting$link$dispatcher$request$h_ver(d,q,clock);
    
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


module board_ib_counting$link$dispatcher$request$o_clear(d,q,clock);
    
    // Module arguments
    input wire  d;
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


module board_ib_counting$link$dispatcher$request$o_count(d,q,clock);
    
    // Module arguments
    input wire  d;
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


module board_ib_counting$link$dispatcher$request$o_delete(d,q,clock);
    
    // Module arguments
    input wire  d;
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


module board_ib_counting$link$dispatcher$request$o_dump(d,q,clock);
    
    // Module arguments
    input wire  d;
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


module board_ib_counting$link$dispatcher$request$o_info(d,q,clock);
    
    // Module arguments
    input wire  d;
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


module board_ib_counting$link$dispatcher$request$o_insert(d,q,clock);
    
    // Module arguments
    input wire  d;
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


module board_ib_counting$link$dispatcher$request$o_load(d,q,clock);
    
    // Module arguments
    input wire  d;
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


module board_ib_counting$link$dispatcher$request$o_query(d,q,clock);
    
    // Module arguments
    input wire  d;
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


module board_ib_counting$link$dispatcher$request$o_stats(d,q,clock);
    
    // Module arguments
    input wire  d;
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


module board_ib_counting$link$dispatcher$sequencer(clock,reset,start,start_count,start_state,address_valid,address,count,fetch_first,keyed,load,cuckoo,validate,word_ok,validated,refused,issue,fetch_done,fetch_next,fetch_count,rewind,offer,engine_ready,address_now,end_address,all_issued,result_taken,results,all_results);
    
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
    localparam  bloom_word_bytes = 4'h4;
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
    board_ib_counting$link$dispatcher$sequencer$state state(
        .d(state$d),
        .q(state$q),
        .clock(state$clock)
    );
    board_ib_counting$link$dispatcher$sequencer$ops ops(
        .d(ops$d),
        .q(ops$q),
        .clock(ops$clock)
    );
    board_ib_counting$link$dispatcher$sequencer$op_index op_index(
        .d(op_index$d),
        .q(op_index$q),
        .clock(op_index$clock)
    );
    board_ib_counting$link$dispatcher$sequencer$last_op last_op(
        .d(last_op$d),
        .q(last_op$q),
        .clock(last_op$clock)
    );
    board_ib_counting$link$dispatcher$sequencer$took took(
        .d(took$d),
        .q(took$q),
        .clock(took$clock)
    );
    board_ib_counting$link$dispatcher$sequencer$first_address first_address(
        .d(first_address$d),
        .q(first_address$q),
        .clock(first_address$clock)
    );
    board_ib_counting$link$dispatcher$sequencer$cur_address cur_address(
        .d(cur_address$d),
        .q(cur_address$q),
        .clock(cur_address$clock)
    );
    board_ib_counting$link$dispatcher$sequencer$end_address_q end_address_q(
        .d(end_address_q$d),
        .q(end_address_q$q),
        .clock(end_address_q$clock)
    );
    board_ib_counting$link$dispatcher$sequencer$result_count result_count(
        .d(result_count$d),
        .q(result_count$q),
        .clock(result_count$clock)
    );
    board_ib_counting$link$dispatcher$sequencer$all_results_q all_results_q(
        .d(all_results_q$d),
        .q(all_results_q$q),
        .clock(all_results_q$clock)
    );
    board_ib_counting$link$dispatcher$sequencer$validate_go validate_go(
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


module board_ib_counting$link$dispatcher$sequencer$all_results_q(d,q,clock);
    
    // Module arguments
    input wire  d;
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


module board_ib_counting$link$dispatcher$sequencer$cur_address(d,q,clock);
    
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


module board_ib_counting$link$dispatcher$sequencer$end_address_q(d,q,clock);
    
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


module board_ib_counting$link$dispatcher$sequencer$first_address(d,q,clock);
    
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


module board_ib_counting$link$dispatcher$sequencer$last_op(d,q,clock);
    
    // Module arguments
    input wire  d;
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


module board_ib_counting$link$dispatcher$sequencer$op_index(d,q,clock);
    
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


module board_ib_counting$link$dispatcher$sequencer$ops(d,q,clock);
    
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


module board_ib_counting$link$dispatcher$sequencer$result_count(d,q,clock);
    
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


module board_ib_counting$link$dispatcher$sequencer$state(d,q,clock);
    
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


module board_ib_counting$link$dispatcher$sequencer$took(d,q,clock);
    
    // Module arguments
    input wire  d;
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


module board_ib_counting$link$dispatcher$sequencer$validate_go(d,q,clock);
    
    // Module arguments
    input wire  d;
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


module board_ib_counting$link$dispatcher$slots(clock,reset,buffers_full,ev_bad_crc,ev_bad_length,ev_busy,ev_busy_seq,frame_released,nak_taken,busy_taken,nak_due,nak_status,busy_due,busy_seq,release_settling);
    
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
    board_ib_counting$link$dispatcher$slots$nak_event nak_event(
        .d(nak_event$d),
        .q(nak_event$q),
        .clock(nak_event$clock)
    );
    board_ib_counting$link$dispatcher$slots$nak_event_status nak_event_status(
        .d(nak_event_status$d),
        .q(nak_event_status$q),
        .clock(nak_event_status$clock)
    );
    board_ib_counting$link$dispatcher$slots$busy_event busy_event(
        .d(busy_event$d),
        .q(busy_event$q),
        .clock(busy_event$clock)
    );
    board_ib_counting$link$dispatcher$slots$busy_event_seq busy_event_seq(
        .d(busy_event_seq$d),
        .q(busy_event_seq$q),
        .clock(busy_event_seq$clock)
    );
    board_ib_counting$link$dispatcher$slots$released released(
        .d(released$d),
        .q(released$q),
        .clock(released$clock)
    );
    board_ib_counting$link$dispatcher$slots$slot_valid$0 slot_valid$0(
        .d(slot_valid$0$d),
        .q(slot_valid$0$q),
        .clock(slot_valid$0$clock)
    );
    board_ib_counting$link$dispatcher$slots$slot_valid$1 slot_valid$1(
        .d(slot_valid$1$d),
        .q(slot_valid$1$q),
        .clock(slot_valid$1$clock)
    );
    board_ib_counting$link$dispatcher$slots$slot_valid$2 slot_valid$2(
        .d(slot_valid$2$d),
        .q(slot_valid$2$q),
        .clock(slot_valid$2$clock)
    );
    board_ib_counting$link$dispatcher$slots$slot_status$0 slot_status$0(
        .d(slot_status$0$d),
        .q(slot_status$0$q),
        .clock(slot_status$0$clock)
    );
    board_ib_counting$link$dispatcher$slots$slot_status$1 slot_status$1(
        .d(slot_status$1$d),
        .q(slot_status$1$q),
        .clock(slot_status$1$clock)
    );
    board_ib_counting$link$dispatcher$slots$slot_status$2 slot_status$2(
        .d(slot_status$2$d),
        .q(slot_status$2$q),
        .clock(slot_status$2$clock)
    );
    board_ib_counting$link$dispatcher$slots$busy_pending busy_pending(
        .d(busy_pending$d),
        .q(busy_pending$q),
        .clock(busy_pending$clock)
    );
    board_ib_counting$link$dispatcher$slots$busy_seq_q busy_seq_q(
        .d(busy_seq_q$d),
        .q(busy_seq_q$q),
        .clock(busy_seq_q$clock)
    );
    board_ib_counting$link$dispatcher$slots$busy_wait busy_wait(
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


module board_ib_counting$link$dispatcher$slots$busy_event(d,q,clock);
    
    // Module arguments
    input wire  d;
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


module board_ib_counting$link$dispatcher$slots$busy_event_seq(d,q,clock);
    
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


module board_ib_counting$link$dispatcher$slots$busy_pending(d,q,clock);
    
    // Module arguments
    input wire  d;
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


module board_ib_counting$link$dispatcher$slots$busy_seq_q(d,q,clock);
    
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


module board_ib_counting$link$dispatcher$slots$busy_wait(d,q,clock);
    
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


module board_ib_counting$link$dispatcher$slots$nak_event(d,q,clock);
    
    // Module arguments
    input wire  d;
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


module board_ib_counting$link$dispatcher$slots$nak_event_status(d,q,clock);
    
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


module board_ib_counting$link$dispatcher$slots$released(d,q,clock);
    
    // Module arguments
    input wire  d;
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


module board_ib_counting$link$dispatcher$slots$slot_status$0(d,q,clock);
    
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


module board_ib_counting$link$dispatcher$slots$slot_status$1(d,q,clock);
    
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


module board_ib_counting$link$dispatcher$slots$slot_status$2(d,q,clock);
    
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


module board_ib_counting$link$dispatcher$slots$slot_valid$0(d,q,clock);
    
    // Module arguments
    input wire  d;
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


module board_ib_counting$link$dispatcher$slots$slot_valid$1(d,q,clock);
    
    // Module arguments
    input wire  d;
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


module board_ib_counting$link$dispatcher$slots$slot_valid$2(d,q,clock);
    
    // Module arguments
    input wire  d;
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


module board_ib_counting$link$dispatcher$window(clock,reset,idle_acting,take_nak,take_frame,decoding,out_of_sequence,sending,apply,slot,expected,cache_valid,nak_sent,buffer,free_buffer,applied);
    
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
    board_ib_counting$link$dispatcher$window$expected_q expected_q(
        .d(expected_q$d),
        .q(expected_q$q),
        .clock(expected_q$clock)
    );
    board_ib_counting$link$dispatcher$window$nak_sent_q nak_sent_q(
        .d(nak_sent_q$d),
        .q(nak_sent_q$q),
        .clock(nak_sent_q$clock)
    );
    board_ib_counting$link$dispatcher$window$cache_valid_q cache_valid_q(
        .d(cache_valid_q$d),
        .q(cache_valid_q$q),
        .clock(cache_valid_q$clock)
    );
    board_ib_counting$link$dispatcher$window$rbuf rbuf(
        .d(rbuf$d),
        .q(rbuf$q),
        .clock(rbuf$clock)
    );
    board_ib_counting$link$dispatcher$window$from_buf from_buf(
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


module board_ib_counting$link$dispatcher$window$cache_valid_q(d,q,clock);
    
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


module board_ib_counting$link$dispatcher$window$expected_q(d,q,clock);
    
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


module board_ib_counting$link$dispatcher$window$from_buf(d,q,clock);
    
    // Module arguments
    input wire  d;
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


module board_ib_counting$link$dispatcher$window$nak_sent_q(d,q,clock);
    
    // Module arguments
    input wire  d;
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


module board_ib_counting$link$dispatcher$window$rbuf(d,q,clock);
    
    // Module arguments
    input wire  d;
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


module board_ib_counting$link$encoder(clock,reset,start,base,len_addr,idle,rd_addr,rd_data,out_valid,out_ready,out_data);
    
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
    board_ib_counting$link$encoder$crc_step crc_step(
        .crc_in(crc_step$crc_in),
        .data_in(crc_step$data_in),
        .crc_out(crc_step$crc_out)
    );
    board_ib_counting$link$encoder$state state(
        .d(state$d),
        .q(state$q),
        .clock(state$clock)
    );
    board_ib_counting$link$encoder$base_r base_r(
        .d(base_r$d),
        .q(base_r$q),
        .clock(base_r$clock)
    );
    board_ib_counting$link$encoder$len_addr_r len_addr_r(
        .d(len_addr_r$d),
        .q(len_addr_r$q),
        .clock(len_addr_r$clock)
    );
    board_ib_counting$link$encoder$len len(
        .d(len$d),
        .q(len$q),
        .clock(len$clock)
    );
    board_ib_counting$link$encoder$pos pos(
        .d(pos$d),
        .q(pos$q),
        .clock(pos$clock)
    );
    board_ib_counting$link$encoder$k k(
        .d(k$d),
        .q(k$q),
        .clock(k$clock)
    );
    board_ib_counting$link$encoder$j j(
        .d(j$d),
        .q(j$q),
        .clock(j$clock)
    );
    board_ib_counting$link$encoder$at_end at_end(
        .d(at_end$d),
        .q(at_end$q),
        .clock(at_end$clock)
    );
    board_ib_counting$link$encoder$crc crc(
        .d(crc$d),
        .q(crc$q),
        .clock(crc$clock)
    );
    board_ib_counting$link$encoder$byte_r byte_r(
        .d(byte_r$d),
        .q(byte_r$q),
        .clock(byte_r$clock)
    );
    board_ib_counting$link$encoder$in_body in_body(
        .d(in_body$d),
        .q(in_body$q),
        .clock(in_body$clock)
    );
    board_ib_counting$link$encoder$crc_sel crc_sel(
        .d(crc_sel$d),
        .q(crc_sel$q),
        .clock(crc_sel$clock)
    );
    board_ib_counting$link$encoder$ix ix(
        .d(ix$d),
        .q(ix$q),
        .clock(ix$clock)
    );
    board_ib_counting$link$encoder$ra ra(
        .d(ra$d),
        .q(ra$q),
        .clock(ra$clock)
    );
    board_ib_counting$link$encoder$vz vz(
        .d(vz$d),
        .q(vz$q),
        .clock(vz$clock)
    );
    board_ib_counting$link$encoder$cb cb(
        .d(cb$d),
        .q(cb$q),
        .clock(cb$clock)
    );
    board_ib_counting$link$encoder$cb_v cb_v(
        .d(cb_v$d),
        .q(cb_v$q),
        .clock(cb_v$clock)
    );
    board_ib_counting$link$encoder$k_eq k_eq(
        .d(k_eq$d),
        .q(k_eq$q),
        .clock(k_eq$clock)
    );
    board_ib_counting$link$encoder$j_eq j_eq(
        .d(j_eq$d),
        .q(j_eq$q),
        .clock(j_eq$clock)
    );
    board_ib_counting$link$encoder$ix_end ix_end(
        .d(ix_end$d),
        .q(ix_end$q),
        .clock(ix_end$clock)
    );
    board_ib_counting$link$encoder$kz kz(
        .d(kz$d),
        .q(kz$q),
        .clock(kz$clock)
    );
    board_ib_counting$link$encoder$jn_eq jn_eq(
        .d(jn_eq$d),
        .q(jn_eq$q),
        .clock(jn_eq$clock)
    );
    board_ib_counting$link$encoder$lenm1 lenm1(
        .d(lenm1$d),
        .q(lenm1$q),
        .clock(lenm1$clock)
    );
    board_ib_counting$link$encoder$len4 len4(
        .d(len4$d),
        .q(len4$q),
        .clock(len4$clock)
    );
    board_ib_counting$link$encoder$km1 km1(
        .d(km1$d),
        .q(km1$q),
        .clock(km1$clock)
    );
    board_ib_counting$link$encoder$len3 len3(
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


module board_ib_counting$link$encoder$at_end(d,q,clock);
    
    // Module arguments
    input wire  d;
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


module board_ib_counting$link$encoder$base_r(d,q,clock);
    
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


module board_ib_counting$link$encoder$byte_r(d,q,clock);
    
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


module board_ib_counting$link$encoder$cb(d,q,clock);
    
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


module board_ib_counting$link$encoder$cb_v(d,q,clock);
    
    // Module arguments
    input wire  d;
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


module board_ib_counting$link$encoder$crc(d,q,clock);
    
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


module board_ib_counting$link$encoder$crc_sel(d,q,clock);
    
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


module board_ib_counting$link$encoder$crc_step(crc_in,data_in,crc_out);
    
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


module board_ib_counting$link$encoder$in_body(d,q,clock);
    
    // Module arguments
    input wire  d;
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


module board_ib_counting$link$encoder$ix(d,q,clock);
    
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


module board_ib_counting$link$encoder$ix_end(d,q,clock);
    
    // Module arguments
    input wire  d;
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


module board_ib_counting$link$encoder$j(d,q,clock);
    
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


module board_ib_counting$link$encoder$j_eq(d,q,clock);
    
    // Module arguments
    input wire  d;
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


module board_ib_counting$link$encoder$jn_eq(d,q,clock);
    
    // Module arguments
    input wire  d;
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


module board_ib_counting$link$encoder$k(d,q,clock);
    
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


module board_ib_counting$link$encoder$k_eq(d,q,clock);
    
    // Module arguments
    input wire  d;
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


module board_ib_counting$link$encoder$km1(d,q,clock);
    
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


module board_ib_counting$link$encoder$kz(d,q,clock);
    
    // Module arguments
    input wire  d;
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


module board_ib_counting$link$encoder$len(d,q,clock);
    
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


module board_ib_counting$link$encoder$len3(d,q,clock);
    
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


module board_ib_counting$link$encoder$len4(d,q,clock);
    
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


module board_ib_counting$link$encoder$len_addr_r(d,q,clock);
    
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


module board_ib_counting$link$encoder$lenm1(d,q,clock);
    
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


module board_ib_counting$link$encoder$pos(d,q,clock);
    
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


module board_ib_counting$link$encoder$ra(d,q,clock);
    
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


module board_ib_counting$link$encoder$state(d,q,clock);
    
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


module board_ib_counting$link$encoder$vz(d,q,clock);
    
    // Module arguments
    input wire  d;
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


module board_ib_counting$link$ev_applied(d,q,clock);
    
    // Module arguments
    input wire  d;
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


module board_ib_counting$link$ev_error(d,q,clock);
    
    // Module arguments
    input wire  d;
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


module board_ib_counting$link$ev_frame(d,q,clock);
    
    // Module arguments
    input wire  d;
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


module board_ib_counting$link$led_applied(d,q,clock);
    
    // Module arguments
    input wire  d;
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


module board_ib_counting$link$led_error(d,q,clock);
    
    // Module arguments
    input wire  d;
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


module board_ib_counting$link$led_frame(d,q,clock);
    
    // Module arguments
    input wire  d;
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


module board_ib_counting$link$receiver(clock,reset,in_valid,in_data,full,len0,len1,rd_addr,rd_data,buf_free,buf_free_idx,good,bad_crc,bad_length,busy,busy_seq);
    
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
    board_ib_counting$link$receiver$cobs cobs(
        .clock(cobs$clock),
        .reset(cobs$reset),
        .in_valid(cobs$in_valid),
        .in_data(cobs$in_data),
        .out_valid(cobs$out_valid),
        .out_data(cobs$out_data),
        .out_end(cobs$out_end),
        .out_error(cobs$out_error)
    );
    board_ib_counting$link$receiver$crc_step crc_step(
        .crc_in(crc_step$crc_in),
        .data_in(crc_step$data_in),
        .crc_out(crc_step$crc_out)
    );
    board_ib_counting$link$receiver$frames frames(
        .read_address(frames$read_address),
        .read_data(frames$read_data),
        .write_address(frames$write_address),
        .write_data(frames$write_data),
        .write_enable(frames$write_enable),
        .clock(frames$clock)
    );
    board_ib_counting$link$receiver$n n(
        .d(n$d),
        .q(n$q),
        .clock(n$clock)
    );
    board_ib_counting$link$receiver$crc crc(
        .d(crc$d),
        .q(crc$q),
        .clock(crc$clock)
    );
    board_ib_counting$link$receiver$oversize oversize(
        .d(oversize$d),
        .q(oversize$q),
        .clock(oversize$clock)
    );
    board_ib_counting$link$receiver$storing storing(
        .d(storing$d),
        .q(storing$q),
        .clock(storing$clock)
    );
    board_ib_counting$link$receiver$seq seq(
        .d(seq$d),
        .q(seq$q),
        .clock(seq$clock)
    );
    board_ib_counting$link$receiver$wbuf wbuf(
        .d(wbuf$d),
        .q(wbuf$q),
        .clock(wbuf$clock)
    );
    board_ib_counting$link$receiver$full0 full0(
        .d(full0$d),
        .q(full0$q),
        .clock(full0$clock)
    );
    board_ib_counting$link$receiver$full1 full1(
        .d(full1$d),
        .q(full1$q),
        .clock(full1$clock)
    );
    board_ib_counting$link$receiver$l0 l0(
        .d(l0$d),
        .q(l0$q),
        .clock(l0$clock)
    );
    board_ib_counting$link$receiver$l1 l1(
        .d(l1$d),
        .q(l1$q),
        .clock(l1$clock)
    );
    board_ib_counting$link$receiver$dv dv(
        .d(dv$d),
        .q(dv$q),
        .clock(dv$clock)
    );
    board_ib_counting$link$receiver$dd dd(
        .d(dd$d),
        .q(dd$q),
        .clock(dd$clock)
    );
    board_ib_counting$link$receiver$de de(
        .d(de$d),
        .q(de$q),
        .clock(de$clock)
    );
    board_ib_counting$link$receiver$derr derr(
        .d(derr$d),
        .q(derr$q),
        .clock(derr$clock)
    );
    board_ib_counting$link$receiver$n_nz n_nz(
        .d(n_nz$d),
        .q(n_nz$q),
        .clock(n_nz$clock)
    );
    board_ib_counting$link$receiver$n_one n_one(
        .d(n_one$d),
        .q(n_one$q),
        .clock(n_one$clock)
    );
    board_ib_counting$link$receiver$runt runt(
        .d(runt$d),
        .q(runt$q),
        .clock(runt$clock)
    );
    board_ib_counting$link$receiver$crc_ok crc_ok(
        .d(crc_ok$d),
        .q(crc_ok$q),
        .clock(crc_ok$clock)
    );
    board_ib_counting$link$receiver$de2 de2(
        .d(de2$d),
        .q(de2$q),
        .clock(de2$clock)
    );
    board_ib_counting$link$receiver$bad2 bad2(
        .d(bad2$d),
        .q(bad2$q),
        .clock(bad2$clock)
    );
    board_ib_counting$link$receiver$ok2 ok2(
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


module board_ib_counting$link$receiver$bad2(d,q,clock);
    
    // Module arguments
    input wire  d;
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


module board_ib_counting$link$receiver$cobs(clock,reset,in_valid,in_data,out_valid,out_data,out_end,out_error);
    
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
    board_ib_counting$link$receiver$cobs$remaining remaining(
        .d(remaining$d),
        .q(remaining$q),
        .clock(remaining$clock)
    );
    board_ib_counting$link$receiver$cobs$zero_pending zero_pending(
        .d(zero_pending$d),
        .q(zero_pending$q),
        .clock(zero_pending$clock)
    );
    board_ib_counting$link$receiver$cobs$in_frame in_frame(
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


module board_ib_counting$link$receiver$cobs$in_frame(d,q,clock);
    
    // Module arguments
    input wire  d;
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


module board_ib_counting$link$receiver$cobs$remaining(d,q,clock);
    
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


module board_ib_counting$link$receiver$cobs$zero_pending(d,q,clock);
    
    // Module arguments
    input wire  d;
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


module board_ib_counting$link$receiver$crc(d,q,clock);
    
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


module board_ib_counting$link$receiver$crc_ok(d,q,clock);
    
    // Module arguments
    input wire  d;
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


module board_ib_counting$link$receiver$crc_step(crc_in,data_in,crc_out);
    
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


module board_ib_counting$link$receiver$dd(d,q,clock);
    
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


module board_ib_counting$link$receiver$de(d,q,clock);
    
    // Module arguments
    input wire  d;
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


module board_ib_counting$link$receiver$de2(d,q,clock);
    
    // Module arguments
    input wire  d;
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


module board_ib_counting$link$receiver$derr(d,q,clock);
    
    // Module arguments
    input wire  d;
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


module board_ib_counting$link$receiver$dv(d,q,clock);
    
    // Module arguments
    input wire  d;
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


module board_ib_counting$link$receiver$frames(read_address,read_data,write_address,write_data,write_enable,clock);
    
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


module board_ib_counting$link$receiver$full0(d,q,clock);
    
    // Module arguments
    input wire  d;
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


module board_ib_counting$link$receiver$full1(d,q,clock);
    
    // Module arguments
    input wire  d;
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


module board_ib_counting$link$receiver$l0(d,q,clock);
    
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


module board_ib_counting$link$receiver$l1(d,q,clock);
    
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


module board_ib_counting$link$receiver$n(d,q,clock);
    
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


module board_ib_counting$link$receiver$n_nz(d,q,clock);
    
    // Module arguments
    input wire  d;
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


module board_ib_counting$link$receiver$n_one(d,q,clock);
    
    // Module arguments
    input wire  d;
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


module board_ib_counting$link$receiver$ok2(d,q,clock);
    
    // Module arguments
    input wire  d;
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


module board_ib_counting$link$receiver$oversize(d,q,clock);
    
    // Module arguments
    input wire  d;
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


module board_ib_counting$link$receiver$runt(d,q,clock);
    
    // Module arguments
    input wire  d;
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


module board_ib_counting$link$receiver$seq(d,q,clock);
    
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


module board_ib_counting$link$receiver$storing(d,q,clock);
    
    // Module arguments
    input wire  d;
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


module board_ib_counting$link$receiver$wbuf(d,q,clock);
    
    // Module arguments
    input wire  d;
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


module board_ib_counting$link$uart_rx(clock,reset,rx,div,out_valid,out_ready,out_data,framing_error,overrun,start_seen);
    
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
    board_ib_counting$link$uart_rx$sync1 sync1(
        .d(sync1$d),
        .q(sync1$q),
        .clock(sync1$clock)
    );
    board_ib_counting$link$uart_rx$sync2 sync2(
        .d(sync2$d),
        .q(sync2$q),
        .clock(sync2$clock)
    );
    board_ib_counting$link$uart_rx$state state(
        .d(state$d),
        .q(state$q),
        .clock(state$clock)
    );
    board_ib_counting$link$uart_rx$cnt cnt(
        .d(cnt$d),
        .q(cnt$q),
        .clock(cnt$clock)
    );
    board_ib_counting$link$uart_rx$bitn bitn(
        .d(bitn$d),
        .q(bitn$q),
        .clock(bitn$clock)
    );
    board_ib_counting$link$uart_rx$shift shift(
        .d(shift$d),
        .q(shift$q),
        .clock(shift$clock)
    );
    board_ib_counting$link$uart_rx$hold_v hold_v(
        .d(hold_v$d),
        .q(hold_v$q),
        .clock(hold_v$clock)
    );
    board_ib_counting$link$uart_rx$hold_d hold_d(
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


module board_ib_counting$link$uart_rx$bitn(d,q,clock);
    
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


module board_ib_counting$link$uart_rx$cnt(d,q,clock);
    
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


module board_ib_counting$link$uart_rx$hold_d(d,q,clock);
    
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


module board_ib_counting$link$uart_rx$hold_v(d,q,clock);
    
    // Module arguments
    input wire  d;
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


module board_ib_counting$link$uart_rx$shift(d,q,clock);
    
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


module board_ib_counting$link$uart_rx$state(d,q,clock);
    
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


module board_ib_counting$link$uart_rx$sync1(d,q,clock);
    
    // Module arguments
    input wire  d;
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


module board_ib_counting$link$uart_rx$sync2(d,q,clock);
    
    // Module arguments
    input wire  d;
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


module board_ib_counting$link$uart_tx(clock,reset,div,in_valid,in_ready,in_data,tx);
    
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
    board_ib_counting$link$uart_tx$left left(
        .d(left$d),
        .q(left$q),
        .clock(left$clock)
    );
    board_ib_counting$link$uart_tx$shift_n shift_n(
        .d(shift_n$d),
        .q(shift_n$q),
        .clock(shift_n$clock)
    );
    board_ib_counting$link$uart_tx$cnt cnt(
        .d(cnt$d),
        .q(cnt$q),
        .clock(cnt$clock)
    );
    board_ib_counting$link$uart_tx$cnz cnz(
        .d(cnz$d),
        .q(cnz$q),
        .clock(cnz$clock)
    );
    board_ib_counting$link$uart_tx$dnz dnz(
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


module board_ib_counting$link$uart_tx$cnt(d,q,clock);
    
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


module board_ib_counting$link$uart_tx$cnz(d,q,clock);
    
    // Module arguments
    input wire  d;
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


module board_ib_counting$link$uart_tx$dnz(d,q,clock);
    
    // Module arguments
    input wire  d;
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


module board_ib_counting$link$uart_tx$left(d,q,clock);
    
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


module board_ib_counting$link$uart_tx$shift_n(d,q,clock);
    
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

`ifndef SYNTHESIS
`ifndef HWFILTER_ICE40_CELLS
`ifndef HWFILTER_SPRAM_LINT_STUB
`define HWFILTER_SPRAM_LINT_STUB
// Lint-only stand-in for the iCE40 UltraPlus SPRAM: synthesis uses the
// real cell, simulation yosys's ice40/cells_sim.v (define
// HWFILTER_ICE40_CELLS). It reads, and never stores, so it cannot be
// mistaken for a model.
/* verilator lint_off UNUSEDSIGNAL */
module SB_SPRAM256KA (
    input [13:0] ADDRESS,
    input [15:0] DATAIN,
    input [3:0] MASKWREN,
    input WREN,
    input CHIPSELECT,
    input CLOCK,
    input STANDBY,
    input SLEEP,
    input POWEROFF,
    output reg [15:0] DATAOUT
);
    always @(posedge CLOCK) DATAOUT <= 16'hxxxx;
endmodule
/* verilator lint_on UNUSEDSIGNAL */
`endif
`endif
`endif

`ifndef SYNTHESIS
`ifndef HWFILTER_ICE40_CELLS
`ifndef HWFILTER_SPRAM_LINT_STUB
`define HWFILTER_SPRAM_LINT_STUB
// Lint-only stand-in for the iCE40 UltraPlus SPRAM: synthesis uses the
// real cell, simulation yosys's ice40/cells_sim.v (define
// HWFILTER_ICE40_CELLS). It reads, and never stores, so it cannot be
// mistaken for a model.
/* verilator lint_off UNUSEDSIGNAL */
module SB_SPRAM256KA (
    input [13:0] ADDRESS,
    input [15:0] DATAIN,
    input [3:0] MASKWREN,
    input WREN,
    input CHIPSELECT,
    input CLOCK,
    input STANDBY,
    input SLEEP,
    input POWEROFF,
    output reg [15:0] DATAOUT
);
    always @(posedge CLOCK) DATAOUT <= 16'hxxxx;
endmodule
/* verilator lint_on UNUSEDSIGNAL */
`endif
`endif
`endif

`ifndef SYNTHESIS
`ifndef HWFILTER_ICE40_CELLS
`ifndef HWFILTER_SPRAM_LINT_STUB
`define HWFILTER_SPRAM_LINT_STUB
// Lint-only stand-in for the iCE40 UltraPlus SPRAM: synthesis uses the
// real cell, simulation yosys's ice40/cells_sim.v (define
// HWFILTER_ICE40_CELLS). It reads, and never stores, so it cannot be
// mistaken for a model.
/* verilator lint_off UNUSEDSIGNAL */
module SB_SPRAM256KA (
    input [13:0] ADDRESS,
    input [15:0] DATAIN,
    input [3:0] MASKWREN,
    input WREN,
    input CHIPSELECT,
    input CLOCK,
    input STANDBY,
    input SLEEP,
    input POWEROFF,
    output reg [15:0] DATAOUT
);
    always @(posedge CLOCK) DATAOUT <= 16'hxxxx;
endmodule
/* verilator lint_on UNUSEDSIGNAL */
`endif
`endif
`endif

`ifndef SYNTHESIS
`ifndef HWFILTER_ICE40_CELLS
`ifndef HWFILTER_SPRAM_LINT_STUB
`define HWFILTER_SPRAM_LINT_STUB
// Lint-only stand-in for the iCE40 UltraPlus SPRAM: synthesis uses the
// real cell, simulation yosys's ice40/cells_sim.v (define
// HWFILTER_ICE40_CELLS). It reads, and never stores, so it cannot be
// mistaken for a model.
/* verilator lint_off UNUSEDSIGNAL */
module SB_SPRAM256KA (
    input [13:0] ADDRESS,
    input [15:0] DATAIN,
    input [3:0] MASKWREN,
    input WREN,
    input CHIPSELECT,
    input CLOCK,
    input STANDBY,
    input SLEEP,
    input POWEROFF,
    output reg [15:0] DATAOUT
);
    always @(posedge CLOCK) DATAOUT <= 16'hxxxx;
endmodule
/* verilator lint_on UNUSEDSIGNAL */
`endif
`endif
`endif
