

module bloom_k6_a19(clock,reset,in_valid,in_ready,in_op,in_key,out_valid,out_ready,out_op,out_hit,out_word,set_bits_bank,set_bits);
    
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
    localparam  stride = 8'h15;
    localparam  kmask = 8'h3f;
    localparam  zero8 = 8'h0;
    localparam  ones8 = 8'hff;
    localparam  zero_a = 19'b0;
    localparam  one_a = 19'b1;
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
    reg  [18:0] p6_idx$0$d;
    wire  [18:0] p6_idx$0$q;
    reg  p6_idx$0$clock;
    reg  [18:0] p6_idx$1$d;
    wire  [18:0] p6_idx$1$q;
    reg  p6_idx$1$clock;
    reg  [18:0] p6_idx$2$d;
    wire  [18:0] p6_idx$2$q;
    reg  p6_idx$2$clock;
    reg  [18:0] p6_idx$3$d;
    wire  [18:0] p6_idx$3$q;
    reg  p6_idx$3$clock;
    reg  [18:0] p6_idx$4$d;
    wire  [18:0] p6_idx$4$q;
    reg  p6_idx$4$clock;
    reg  [18:0] p6_idx$5$d;
    wire  [18:0] p6_idx$5$q;
    reg  p6_idx$5$clock;
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
    reg  [18:0] clr_cnt$d;
    wire  [18:0] clr_cnt$q;
    reg  clr_cnt$clock;
    reg  clr_done$d;
    wire  clr_done$q;
    reg  clr_done$clock;
    reg  [18:0] banks$0$read_address;
    reg  banks$0$read_enable;
    wire  banks$0$read_data;
    reg  [18:0] banks$0$write_address;
    reg  banks$0$write_data;
    reg  banks$0$write_enable;
    reg  banks$0$clock;
    reg  [18:0] banks$1$read_address;
    reg  banks$1$read_enable;
    wire  banks$1$read_data;
    reg  [18:0] banks$1$write_address;
    reg  banks$1$write_data;
    reg  banks$1$write_enable;
    reg  banks$1$clock;
    reg  [18:0] banks$2$read_address;
    reg  banks$2$read_enable;
    wire  banks$2$read_data;
    reg  [18:0] banks$2$write_address;
    reg  banks$2$write_data;
    reg  banks$2$write_enable;
    reg  banks$2$clock;
    reg  [18:0] banks$3$read_address;
    reg  banks$3$read_enable;
    wire  banks$3$read_data;
    reg  [18:0] banks$3$write_address;
    reg  banks$3$write_data;
    reg  banks$3$write_enable;
    reg  banks$3$clock;
    reg  [18:0] banks$4$read_address;
    reg  banks$4$read_enable;
    wire  banks$4$read_data;
    reg  [18:0] banks$4$write_address;
    reg  banks$4$write_data;
    reg  banks$4$write_enable;
    reg  banks$4$clock;
    reg  [18:0] banks$5$read_address;
    reg  banks$5$read_enable;
    wire  banks$5$read_data;
    reg  [18:0] banks$5$write_address;
    reg  banks$5$write_data;
    reg  banks$5$write_enable;
    reg  banks$5$clock;
    reg  fill$clock;
    reg  fill$write;
    reg  [5:0] fill$old_bits;
    reg  [5:0] fill$new_bits;
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
    reg  [5:0] cnt_old$d;
    wire  [5:0] cnt_old$q;
    reg  cnt_old$clock;
    reg  [5:0] cnt_new$d;
    wire  [5:0] cnt_new$q;
    reg  cnt_new$clock;
    
    // Local signals
    reg  advance;
    reg  advance_tail;
    reg  clearing;
    reg  [7:0] acc$0;
    reg  [7:0] acc$1;
    reg  [7:0] acc$2;
    reg  [7:0] acc$3;
    reg  [7:0] acc$4;
    reg  [7:0] acc$5;
    reg  [7:0] ram_word;
    
    // Sub module instances
    bloom_k6_a19$front front(
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
    bloom_k6_a19$p6_v p6_v(
        .d(p6_v$d),
        .q(p6_v$q),
        .clock(p6_v$clock)
    );
    bloom_k6_a19$p6_op p6_op(
        .d(p6_op$d),
        .q(p6_op$q),
        .clock(p6_op$clock)
    );
    bloom_k6_a19$p6_idx$0 p6_idx$0(
        .d(p6_idx$0$d),
        .q(p6_idx$0$q),
        .clock(p6_idx$0$clock)
    );
    bloom_k6_a19$p6_idx$1 p6_idx$1(
        .d(p6_idx$1$d),
        .q(p6_idx$1$q),
        .clock(p6_idx$1$clock)
    );
    bloom_k6_a19$p6_idx$2 p6_idx$2(
        .d(p6_idx$2$d),
        .q(p6_idx$2$q),
        .clock(p6_idx$2$clock)
    );
    bloom_k6_a19$p6_idx$3 p6_idx$3(
        .d(p6_idx$3$d),
        .q(p6_idx$3$q),
        .clock(p6_idx$3$clock)
    );
    bloom_k6_a19$p6_idx$4 p6_idx$4(
        .d(p6_idx$4$d),
        .q(p6_idx$4$q),
        .clock(p6_idx$4$clock)
    );
    bloom_k6_a19$p6_idx$5 p6_idx$5(
        .d(p6_idx$5$d),
        .q(p6_idx$5$q),
        .clock(p6_idx$5$clock)
    );
    bloom_k6_a19$p6_wdata p6_wdata(
        .d(p6_wdata$d),
        .q(p6_wdata$q),
        .clock(p6_wdata$clock)
    );
    bloom_k6_a19$p6_we p6_we(
        .d(p6_we$d),
        .q(p6_we$q),
        .clock(p6_we$clock)
    );
    bloom_k6_a19$p6_silent p6_silent(
        .d(p6_silent$d),
        .q(p6_silent$q),
        .clock(p6_silent$clock)
    );
    bloom_k6_a19$p7_v p7_v(
        .d(p7_v$d),
        .q(p7_v$q),
        .clock(p7_v$clock)
    );
    bloom_k6_a19$p7_op p7_op(
        .d(p7_op$d),
        .q(p7_op$q),
        .clock(p7_op$clock)
    );
    bloom_k6_a19$p7_we p7_we(
        .d(p7_we$d),
        .q(p7_we$q),
        .clock(p7_we$clock)
    );
    bloom_k6_a19$p7_wdata p7_wdata(
        .d(p7_wdata$d),
        .q(p7_wdata$q),
        .clock(p7_wdata$clock)
    );
    bloom_k6_a19$p8_v p8_v(
        .d(p8_v$d),
        .q(p8_v$q),
        .clock(p8_v$clock)
    );
    bloom_k6_a19$p8_op p8_op(
        .d(p8_op$d),
        .q(p8_op$q),
        .clock(p8_op$clock)
    );
    bloom_k6_a19$p8_qi p8_qi(
        .d(p8_qi$d),
        .q(p8_qi$q),
        .clock(p8_qi$clock)
    );
    bloom_k6_a19$p8_zero p8_zero(
        .d(p8_zero$d),
        .q(p8_zero$q),
        .clock(p8_zero$clock)
    );
    bloom_k6_a19$p8_word p8_word(
        .d(p8_word$d),
        .q(p8_word$q),
        .clock(p8_word$clock)
    );
    bloom_k6_a19$clr_cnt clr_cnt(
        .d(clr_cnt$d),
        .q(clr_cnt$q),
        .clock(clr_cnt$clock)
    );
    bloom_k6_a19$clr_done clr_done(
        .d(clr_done$d),
        .q(clr_done$q),
        .clock(clr_done$clock)
    );
    bloom_k6_a19$banks$0 banks$0(
        .read_address(banks$0$read_address),
        .read_enable(banks$0$read_enable),
        .read_data(banks$0$read_data),
        .write_address(banks$0$write_address),
        .write_data(banks$0$write_data),
        .write_enable(banks$0$write_enable),
        .clock(banks$0$clock)
    );
    bloom_k6_a19$banks$1 banks$1(
        .read_address(banks$1$read_address),
        .read_enable(banks$1$read_enable),
        .read_data(banks$1$read_data),
        .write_address(banks$1$write_address),
        .write_data(banks$1$write_data),
        .write_enable(banks$1$write_enable),
        .clock(banks$1$clock)
    );
    bloom_k6_a19$banks$2 banks$2(
        .read_address(banks$2$read_address),
        .read_enable(banks$2$read_enable),
        .read_data(banks$2$read_data),
        .write_address(banks$2$write_address),
        .write_data(banks$2$write_data),
        .write_enable(banks$2$write_enable),
        .clock(banks$2$clock)
    );
    bloom_k6_a19$banks$3 banks$3(
        .read_address(banks$3$read_address),
        .read_enable(banks$3$read_enable),
        .read_data(banks$3$read_data),
        .write_address(banks$3$write_address),
        .write_data(banks$3$write_data),
        .write_enable(banks$3$write_enable),
        .clock(banks$3$clock)
    );
    bloom_k6_a19$banks$4 banks$4(
        .read_address(banks$4$read_address),
        .read_enable(banks$4$read_enable),
        .read_data(banks$4$read_data),
        .write_address(banks$4$write_address),
        .write_data(banks$4$write_data),
        .write_enable(banks$4$write_enable),
        .clock(banks$4$clock)
    );
    bloom_k6_a19$banks$5 banks$5(
        .read_address(banks$5$read_address),
        .read_enable(banks$5$read_enable),
        .read_data(banks$5$read_data),
        .write_address(banks$5$write_address),
        .write_data(banks$5$write_data),
        .write_enable(banks$5$write_enable),
        .clock(banks$5$clock)
    );
    bloom_k6_a19$fill fill(
        .clock(fill$clock),
        .write(fill$write),
        .old_bits(fill$old_bits),
        .new_bits(fill$new_bits),
        .clear(fill$clear),
        .read_bank(fill$read_bank),
        .count(fill$count),
        .total(fill$total)
    );
    bloom_k6_a19$cnt_write cnt_write(
        .d(cnt_write$d),
        .q(cnt_write$q),
        .clock(cnt_write$clock)
    );
    bloom_k6_a19$cnt_clear cnt_clear(
        .d(cnt_clear$d),
        .q(cnt_clear$q),
        .clock(cnt_clear$clock)
    );
    bloom_k6_a19$cnt_old cnt_old(
        .d(cnt_old$d),
        .q(cnt_old$q),
        .clock(cnt_old$clock)
    );
    bloom_k6_a19$cnt_new cnt_new(
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
        p6_idx$4$clock = clock;
        p6_idx$4$d = p6_idx$4$q;
        banks$4$clock = clock;
        p6_idx$5$clock = clock;
        p6_idx$5$d = p6_idx$5$q;
        banks$5$clock = clock;
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
                p6_idx$0$d = front$out_h0[(32'h0)+:(19)];
            end
            else begin
                p6_idx$0$d = front$out_h[(0 * stride)+:(19)];
            end
            if ((front$out_op == op_read) | (front$out_op == op_write)) begin
                p6_idx$1$d = front$out_h0[(32'h0)+:(19)];
            end
            else begin
                p6_idx$1$d = front$out_h[(1 * stride)+:(19)];
            end
            if ((front$out_op == op_read) | (front$out_op == op_write)) begin
                p6_idx$2$d = front$out_h0[(32'h0)+:(19)];
            end
            else begin
                p6_idx$2$d = front$out_h[(2 * stride)+:(19)];
            end
            if ((front$out_op == op_read) | (front$out_op == op_write)) begin
                p6_idx$3$d = front$out_h0[(32'h0)+:(19)];
            end
            else begin
                p6_idx$3$d = front$out_h[(3 * stride)+:(19)];
            end
            if ((front$out_op == op_read) | (front$out_op == op_write)) begin
                p6_idx$4$d = front$out_h0[(32'h0)+:(19)];
            end
            else begin
                p6_idx$4$d = front$out_h[(4 * stride)+:(19)];
            end
            if ((front$out_op == op_read) | (front$out_op == op_write)) begin
                p6_idx$5$d = front$out_h0[(32'h0)+:(19)];
            end
            else begin
                p6_idx$5$d = front$out_h[(5 * stride)+:(19)];
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
        banks$4$read_address = p6_idx$4$q;
        banks$4$read_enable = advance_tail;
        if (clearing) begin
            banks$4$write_address = clr_cnt$q;
            banks$4$write_data = 1'b0;
            banks$4$write_enable = 1'b1;
        end
        else begin
            banks$4$write_address = p6_idx$4$q;
            banks$4$write_data = p6_wdata$q[4];
            banks$4$write_enable = advance & p6_v$q & p6_we$q & ~reset;
        end
        banks$5$read_address = p6_idx$5$q;
        banks$5$read_enable = advance_tail;
        if (clearing) begin
            banks$5$write_address = clr_cnt$q;
            banks$5$write_data = 1'b0;
            banks$5$write_enable = 1'b1;
        end
        else begin
            banks$5$write_address = p6_idx$5$q;
            banks$5$write_data = p6_wdata$q[5];
            banks$5$write_enable = advance & p6_v$q & p6_we$q & ~reset;
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
        acc$4 = (acc$3 & ~(1 << (4)) | ((banks$4$read_data) << (4)));
        acc$5 = (acc$4 & ~(1 << (5)) | ((banks$5$read_data) << (5)));
        ram_word = acc$5;
        if (advance_tail) begin
            p8_v$d = p7_v$q;
            p8_op$d = p7_op$q;
            p8_qi$d = (p7_op$q == op_query) | (p7_op$q == op_insert);
            p8_zero$d = (p7_op$q == op_clear) | (p7_op$q[32'h2] & (p7_op$q != op_write));
            p8_word$d = ram_word;
        end
        cnt_write$d = (advance_tail | reset) & p7_v$q & p7_we$q;
        cnt_old$d = ram_word[(32'h0)+:(6)];
        cnt_new$d = p7_wdata$q[(32'h0)+:(6)];
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
    
endmodule // top


module bloom_k6_a19$banks$0(read_address,read_enable,read_data,write_address,write_data,write_enable,clock);
    
    // Module arguments
    input wire  [18:0] read_address;
    input wire  read_enable;
    output reg  read_data;
    input wire  [18:0] write_address;
    input wire  write_data;
    input wire  write_enable;
    input wire  clock;
    
    // Update code (custom)
    reg[0:0] mem[524287:0];
    
    always @(posedge clock) begin
       if (read_enable) begin
          read_data <= mem[read_address];
       end
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
endmodule // top$banks$0


module bloom_k6_a19$banks$1(read_address,read_enable,read_data,write_address,write_data,write_enable,clock);
    
    // Module arguments
    input wire  [18:0] read_address;
    input wire  read_enable;
    output reg  read_data;
    input wire  [18:0] write_address;
    input wire  write_data;
    input wire  write_enable;
    input wire  clock;
    
    // Update code (custom)
    reg[0:0] mem[524287:0];
    
    always @(posedge clock) begin
       if (read_enable) begin
          read_data <= mem[read_address];
       end
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
endmodule // top$banks$1


module bloom_k6_a19$banks$2(read_address,read_enable,read_data,write_address,write_data,write_enable,clock);
    
    // Module arguments
    input wire  [18:0] read_address;
    input wire  read_enable;
    output reg  read_data;
    input wire  [18:0] write_address;
    input wire  write_data;
    input wire  write_enable;
    input wire  clock;
    
    // Update code (custom)
    reg[0:0] mem[524287:0];
    
    always @(posedge clock) begin
       if (read_enable) begin
          read_data <= mem[read_address];
       end
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
endmodule // top$banks$2


module bloom_k6_a19$banks$3(read_address,read_enable,read_data,write_address,write_data,write_enable,clock);
    
    // Module arguments
    input wire  [18:0] read_address;
    input wire  read_enable;
    output reg  read_data;
    input wire  [18:0] write_address;
    input wire  write_data;
    input wire  write_enable;
    input wire  clock;
    
    // Update code (custom)
    reg[0:0] mem[524287:0];
    
    always @(posedge clock) begin
       if (read_enable) begin
          read_data <= mem[read_address];
       end
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
endmodule // top$banks$3


module bloom_k6_a19$banks$4(read_address,read_enable,read_data,write_address,write_data,write_enable,clock);
    
    // Module arguments
    input wire  [18:0] read_address;
    input wire  read_enable;
    output reg  read_data;
    input wire  [18:0] write_address;
    input wire  write_data;
    input wire  write_enable;
    input wire  clock;
    
    // Update code (custom)
    reg[0:0] mem[524287:0];
    
    always @(posedge clock) begin
       if (read_enable) begin
          read_data <= mem[read_address];
       end
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
endmodule // top$banks$4


module bloom_k6_a19$banks$5(read_address,read_enable,read_data,write_address,write_data,write_enable,clock);
    
    // Module arguments
    input wire  [18:0] read_address;
    input wire  read_enable;
    output reg  read_data;
    input wire  [18:0] write_address;
    input wire  write_data;
    input wire  write_enable;
    input wire  clock;
    
    // Update code (custom)
    reg[0:0] mem[524287:0];
    
    always @(posedge clock) begin
       if (read_enable) begin
          read_data <= mem[read_address];
       end
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
endmodule // top$banks$5


module bloom_k6_a19$clr_cnt(d,q,clock);
    
    // Module arguments
    input wire  [18:0] d;
    output reg  [18:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 19'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$clr_cnt


module bloom_k6_a19$clr_done(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$clr_done


module bloom_k6_a19$cnt_clear(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$cnt_clear


module bloom_k6_a19$cnt_new(d,q,clock);
    
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
          
endmodule // top$cnt_new


module bloom_k6_a19$cnt_old(d,q,clock);
    
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
          
endmodule // top$cnt_old


module bloom_k6_a19$cnt_write(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$cnt_write


module bloom_k6_a19$fill(clock,write,old_bits,new_bits,clear,read_bank,count,total);
    
    // Module arguments
    input wire  clock;
    input wire  write;
    input wire  [5:0] old_bits;
    input wire  [5:0] new_bits;
    input wire  clear;
    input wire  [2:0] read_bank;
    output reg  [31:0] count;
    output reg  [31:0] total;
    
    // Constant declarations
    localparam  bank_id$0 = 3'b0;
    localparam  bank_id$1 = 3'b1;
    localparam  bank_id$2 = 3'b10;
    localparam  bank_id$3 = 3'b11;
    localparam  bank_id$4 = 3'b100;
    localparam  bank_id$5 = 3'b101;
    localparam  one_a = 19'b1;
    localparam  ones_a = 19'b1111111111111111111;
    localparam  zero_a = 19'b0;
    localparam  all_set = 32'h80000;
    localparam  one32 = 32'h1;
    localparam  ones32 = 32'hffffffff;
    localparam  zero32 = 32'h0;
    
    // Stub signals
    reg  [18:0] low$0$d;
    wire  [18:0] low$0$q;
    reg  low$0$clock;
    reg  [18:0] low$1$d;
    wire  [18:0] low$1$q;
    reg  low$1$clock;
    reg  [18:0] low$2$d;
    wire  [18:0] low$2$q;
    reg  low$2$clock;
    reg  [18:0] low$3$d;
    wire  [18:0] low$3$q;
    reg  low$3$clock;
    reg  [18:0] low$4$d;
    wire  [18:0] low$4$q;
    reg  low$4$clock;
    reg  [18:0] low$5$d;
    wire  [18:0] low$5$q;
    reg  low$5$clock;
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
    reg  full$4$d;
    wire  full$4$q;
    reg  full$4$clock;
    reg  full$5$d;
    wire  full$5$q;
    reg  full$5$clock;
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
    reg  [31:0] step_sum$4;
    reg  [31:0] step_sum$5;
    reg  [31:0] delta$0;
    reg  [31:0] delta$1;
    reg  [31:0] delta$2;
    reg  [31:0] delta$3;
    reg  [31:0] delta$4;
    reg  [31:0] delta$5;
    reg  up$0;
    reg  up$1;
    reg  up$2;
    reg  up$3;
    reg  up$4;
    reg  up$5;
    reg  down$0;
    reg  down$1;
    reg  down$2;
    reg  down$3;
    reg  down$4;
    reg  down$5;
    reg  [18:0] step$0;
    reg  [18:0] step$1;
    reg  [18:0] step$2;
    reg  [18:0] step$3;
    reg  [18:0] step$4;
    reg  [18:0] step$5;
    reg  [18:0] low_sel;
    reg  full_sel;
    
    // Sub module instances
    bloom_k6_a19$fill$low$0 low$0(
        .d(low$0$d),
        .q(low$0$q),
        .clock(low$0$clock)
    );
    bloom_k6_a19$fill$low$1 low$1(
        .d(low$1$d),
        .q(low$1$q),
        .clock(low$1$clock)
    );
    bloom_k6_a19$fill$low$2 low$2(
        .d(low$2$d),
        .q(low$2$q),
        .clock(low$2$clock)
    );
    bloom_k6_a19$fill$low$3 low$3(
        .d(low$3$d),
        .q(low$3$q),
        .clock(low$3$clock)
    );
    bloom_k6_a19$fill$low$4 low$4(
        .d(low$4$d),
        .q(low$4$q),
        .clock(low$4$clock)
    );
    bloom_k6_a19$fill$low$5 low$5(
        .d(low$5$d),
        .q(low$5$q),
        .clock(low$5$clock)
    );
    bloom_k6_a19$fill$full$0 full$0(
        .d(full$0$d),
        .q(full$0$q),
        .clock(full$0$clock)
    );
    bloom_k6_a19$fill$full$1 full$1(
        .d(full$1$d),
        .q(full$1$q),
        .clock(full$1$clock)
    );
    bloom_k6_a19$fill$full$2 full$2(
        .d(full$2$d),
        .q(full$2$q),
        .clock(full$2$clock)
    );
    bloom_k6_a19$fill$full$3 full$3(
        .d(full$3$d),
        .q(full$3$q),
        .clock(full$3$clock)
    );
    bloom_k6_a19$fill$full$4 full$4(
        .d(full$4$d),
        .q(full$4$q),
        .clock(full$4$clock)
    );
    bloom_k6_a19$fill$full$5 full$5(
        .d(full$5$d),
        .q(full$5$q),
        .clock(full$5$clock)
    );
    bloom_k6_a19$fill$count_q count_q(
        .d(count_q$d),
        .q(count_q$q),
        .clock(count_q$clock)
    );
    bloom_k6_a19$fill$total_q total_q(
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
        low$4$clock = clock;
        full$4$clock = clock;
        up$4 = write & new_bits[4] & ~old_bits[4];
        down$4 = write & ~new_bits[4] & old_bits[4];
        step$4 = zero_a;
        if (up$4) begin
            step$4 = one_a;
        end
        if (down$4) begin
            step$4 = ones_a;
        end
        low$4$d = low$4$q + step$4;
        full$4$d = (up$4 & &low$4$q) | (full$4$q & ~down$4);
        if (clear) begin
            low$4$d = zero_a;
            full$4$d = 1'b0;
        end
        low$5$clock = clock;
        full$5$clock = clock;
        up$5 = write & new_bits[5] & ~old_bits[5];
        down$5 = write & ~new_bits[5] & old_bits[5];
        step$5 = zero_a;
        if (up$5) begin
            step$5 = one_a;
        end
        if (down$5) begin
            step$5 = ones_a;
        end
        low$5$d = low$5$q + step$5;
        full$5$d = (up$5 & &low$5$q) | (full$5$q & ~down$5);
        if (clear) begin
            low$5$d = zero_a;
            full$5$d = 1'b0;
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
        delta$4 = zero32;
        if (up$4) begin
            delta$4 = one32;
        end
        if (down$4) begin
            delta$4 = ones32;
        end
        delta$5 = zero32;
        if (up$5) begin
            delta$5 = one32;
        end
        if (down$5) begin
            delta$5 = ones32;
        end
        step_sum$0 = delta$0;
        step_sum$1 = step_sum$0 + delta$1;
        step_sum$2 = step_sum$1 + delta$2;
        step_sum$3 = step_sum$2 + delta$3;
        step_sum$4 = step_sum$3 + delta$4;
        step_sum$5 = step_sum$4 + delta$5;
        total_q$d = total_q$q + step_sum$5;
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
        if (read_bank == bank_id$4) begin
            low_sel = low$4$q;
            full_sel = full$4$q;
        end
        if (read_bank == bank_id$5) begin
            low_sel = low$5$q;
            full_sel = full$5$q;
        end
        if (full_sel) begin
            count_q$d = all_set;
        end
        else begin
            count_q$d = ((low_sel) & 32'hffffffff);
        end
        count = count_q$q;
    end
    
endmodule // top$fill


module bloom_k6_a19$fill$count_q(d,q,clock);
    
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
          
endmodule // top$fill$count_q


module bloom_k6_a19$fill$full$0(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$fill$full$0


module bloom_k6_a19$fill$full$1(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$fill$full$1


module bloom_k6_a19$fill$full$2(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$fill$full$2


module bloom_k6_a19$fill$full$3(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$fill$full$3


module bloom_k6_a19$fill$full$4(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$fill$full$4


module bloom_k6_a19$fill$full$5(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$fill$full$5


module bloom_k6_a19$fill$low$0(d,q,clock);
    
    // Module arguments
    input wire  [18:0] d;
    output reg  [18:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 19'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$fill$low$0


module bloom_k6_a19$fill$low$1(d,q,clock);
    
    // Module arguments
    input wire  [18:0] d;
    output reg  [18:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 19'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$fill$low$1


module bloom_k6_a19$fill$low$2(d,q,clock);
    
    // Module arguments
    input wire  [18:0] d;
    output reg  [18:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 19'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$fill$low$2


module bloom_k6_a19$fill$low$3(d,q,clock);
    
    // Module arguments
    input wire  [18:0] d;
    output reg  [18:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 19'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$fill$low$3


module bloom_k6_a19$fill$low$4(d,q,clock);
    
    // Module arguments
    input wire  [18:0] d;
    output reg  [18:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 19'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$fill$low$4


module bloom_k6_a19$fill$low$5(d,q,clock);
    
    // Module arguments
    input wire  [18:0] d;
    output reg  [18:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 19'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$fill$low$5


module bloom_k6_a19$fill$total_q(d,q,clock);
    
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
          
endmodule // top$fill$total_q


module bloom_k6_a19$front(clock,reset,advance,in_valid,in_op,in_key,out_valid,out_op,out_h0,out_h);
    
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
    bloom_k6_a19$front$mix mix(
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
    bloom_k6_a19$front$round4 round4(
        .x(round4$x),
        .bypass(round4$bypass),
        .out(round4$out)
    );
    bloom_k6_a19$front$p5_valid p5_valid(
        .d(p5_valid$d),
        .q(p5_valid$q),
        .clock(p5_valid$clock)
    );
    bloom_k6_a19$front$p5_op p5_op(
        .d(p5_op$d),
        .q(p5_op$q),
        .clock(p5_op$clock)
    );
    bloom_k6_a19$front$p5_h0 p5_h0(
        .d(p5_h0$d),
        .q(p5_h0$q),
        .clock(p5_h0$clock)
    );
    bloom_k6_a19$front$p5_h1 p5_h1(
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
    
endmodule // top$front


module bloom_k6_a19$front$mix(clock,reset,advance,in_valid,in_op,in_x,in_addr,out_valid,out_op,out_x,out_addr);
    
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
    bloom_k6_a19$front$mix$rounds$0 rounds$0(
        .x(rounds$0$x),
        .bypass(rounds$0$bypass),
        .out(rounds$0$out)
    );
    bloom_k6_a19$front$mix$rounds$1 rounds$1(
        .x(rounds$1$x),
        .bypass(rounds$1$bypass),
        .out(rounds$1$out)
    );
    bloom_k6_a19$front$mix$rounds$2 rounds$2(
        .x(rounds$2$x),
        .bypass(rounds$2$bypass),
        .out(rounds$2$out)
    );
    bloom_k6_a19$front$mix$rounds$3 rounds$3(
        .x(rounds$3$x),
        .bypass(rounds$3$bypass),
        .out(rounds$3$out)
    );
    bloom_k6_a19$front$mix$p0_valid p0_valid(
        .d(p0_valid$d),
        .q(p0_valid$q),
        .clock(p0_valid$clock)
    );
    bloom_k6_a19$front$mix$p0_op p0_op(
        .d(p0_op$d),
        .q(p0_op$q),
        .clock(p0_op$clock)
    );
    bloom_k6_a19$front$mix$p0_x p0_x(
        .d(p0_x$d),
        .q(p0_x$q),
        .clock(p0_x$clock)
    );
    bloom_k6_a19$front$mix$p0_addr p0_addr(
        .d(p0_addr$d),
        .q(p0_addr$q),
        .clock(p0_addr$clock)
    );
    bloom_k6_a19$front$mix$stage_valid$0 stage_valid$0(
        .d(stage_valid$0$d),
        .q(stage_valid$0$q),
        .clock(stage_valid$0$clock)
    );
    bloom_k6_a19$front$mix$stage_valid$1 stage_valid$1(
        .d(stage_valid$1$d),
        .q(stage_valid$1$q),
        .clock(stage_valid$1$clock)
    );
    bloom_k6_a19$front$mix$stage_valid$2 stage_valid$2(
        .d(stage_valid$2$d),
        .q(stage_valid$2$q),
        .clock(stage_valid$2$clock)
    );
    bloom_k6_a19$front$mix$stage_valid$3 stage_valid$3(
        .d(stage_valid$3$d),
        .q(stage_valid$3$q),
        .clock(stage_valid$3$clock)
    );
    bloom_k6_a19$front$mix$stage_op$0 stage_op$0(
        .d(stage_op$0$d),
        .q(stage_op$0$q),
        .clock(stage_op$0$clock)
    );
    bloom_k6_a19$front$mix$stage_op$1 stage_op$1(
        .d(stage_op$1$d),
        .q(stage_op$1$q),
        .clock(stage_op$1$clock)
    );
    bloom_k6_a19$front$mix$stage_op$2 stage_op$2(
        .d(stage_op$2$d),
        .q(stage_op$2$q),
        .clock(stage_op$2$clock)
    );
    bloom_k6_a19$front$mix$stage_op$3 stage_op$3(
        .d(stage_op$3$d),
        .q(stage_op$3$q),
        .clock(stage_op$3$clock)
    );
    bloom_k6_a19$front$mix$stage_x$0 stage_x$0(
        .d(stage_x$0$d),
        .q(stage_x$0$q),
        .clock(stage_x$0$clock)
    );
    bloom_k6_a19$front$mix$stage_x$1 stage_x$1(
        .d(stage_x$1$d),
        .q(stage_x$1$q),
        .clock(stage_x$1$clock)
    );
    bloom_k6_a19$front$mix$stage_x$2 stage_x$2(
        .d(stage_x$2$d),
        .q(stage_x$2$q),
        .clock(stage_x$2$clock)
    );
    bloom_k6_a19$front$mix$stage_x$3 stage_x$3(
        .d(stage_x$3$d),
        .q(stage_x$3$q),
        .clock(stage_x$3$clock)
    );
    bloom_k6_a19$front$mix$stage_addr$0 stage_addr$0(
        .d(stage_addr$0$d),
        .q(stage_addr$0$q),
        .clock(stage_addr$0$clock)
    );
    bloom_k6_a19$front$mix$stage_addr$1 stage_addr$1(
        .d(stage_addr$1$d),
        .q(stage_addr$1$q),
        .clock(stage_addr$1$clock)
    );
    bloom_k6_a19$front$mix$stage_addr$2 stage_addr$2(
        .d(stage_addr$2$d),
        .q(stage_addr$2$q),
        .clock(stage_addr$2$clock)
    );
    bloom_k6_a19$front$mix$stage_addr$3 stage_addr$3(
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
    
endmodule // top$front$mix


module bloom_k6_a19$front$mix$p0_addr(d,q,clock);
    
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
          
endmodule // top$front$mix$p0_addr


module bloom_k6_a19$front$mix$p0_op(d,q,clock);
    
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
          
endmodule // top$front$mix$p0_op


module bloom_k6_a19$front$mix$p0_valid(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$front$mix$p0_valid


module bloom_k6_a19$front$mix$p0_x(d,q,clock);
    
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
          
endmodule // top$front$mix$p0_x


module bloom_k6_a19$front$mix$rounds$0(x,bypass,out);
    
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
    
endmodule // top$front$mix$rounds$0


module bloom_k6_a19$front$mix$rounds$1(x,bypass,out);
    
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
    
endmodule // top$front$mix$rounds$1


module bloom_k6_a19$front$mix$rounds$2(x,bypass,out);
    
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
    
endmodule // top$front$mix$rounds$2


module bloom_k6_a19$front$mix$rounds$3(x,bypass,out);
    
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
    
endmodule // top$front$mix$rounds$3


module bloom_k6_a19$front$mix$stage_addr$0(d,q,clock);
    
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
          
endmodule // top$front$mix$stage_addr$0


module bloom_k6_a19$front$mix$stage_addr$1(d,q,clock);
    
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
          
endmodule // top$front$mix$stage_addr$1


module bloom_k6_a19$front$mix$stage_addr$2(d,q,clock);
    
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
          
endmodule // top$front$mix$stage_addr$2


module bloom_k6_a19$front$mix$stage_addr$3(d,q,clock);
    
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
          
endmodule // top$front$mix$stage_addr$3


module bloom_k6_a19$front$mix$stage_op$0(d,q,clock);
    
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
          
endmodule // top$front$mix$stage_op$0


module bloom_k6_a19$front$mix$stage_op$1(d,q,clock);
    
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
          
endmodule // top$front$mix$stage_op$1


module bloom_k6_a19$front$mix$stage_op$2(d,q,clock);
    
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
          
endmodule // top$front$mix$stage_op$2


module bloom_k6_a19$front$mix$stage_op$3(d,q,clock);
    
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
          
endmodule // top$front$mix$stage_op$3


module bloom_k6_a19$front$mix$stage_valid$0(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$front$mix$stage_valid$0


module bloom_k6_a19$front$mix$stage_valid$1(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$front$mix$stage_valid$1


module bloom_k6_a19$front$mix$stage_valid$2(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$front$mix$stage_valid$2


module bloom_k6_a19$front$mix$stage_valid$3(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$front$mix$stage_valid$3


module bloom_k6_a19$front$mix$stage_x$0(d,q,clock);
    
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
          
endmodule // top$front$mix$stage_x$0


module bloom_k6_a19$front$mix$stage_x$1(d,q,clock);
    
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
          
endmodule // top$front$mix$stage_x$1


module bloom_k6_a19$front$mix$stage_x$2(d,q,clock);
    
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
          
endmodule // top$front$mix$stage_x$2


module bloom_k6_a19$front$mix$stage_x$3(d,q,clock);
    
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
          
endmodule // top$front$mix$stage_x$3


module bloom_k6_a19$front$p5_h0(d,q,clock);
    
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
          
endmodule // top$front$p5_h0


module bloom_k6_a19$front$p5_h1(d,q,clock);
    
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
          
endmodule // top$front$p5_h1


module bloom_k6_a19$front$p5_op(d,q,clock);
    
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
          
endmodule // top$front$p5_op


module bloom_k6_a19$front$p5_valid(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$front$p5_valid


module bloom_k6_a19$front$round4(x,bypass,out);
    
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
    
endmodule // top$front$round4


module bloom_k6_a19$p6_idx$0(d,q,clock);
    
    // Module arguments
    input wire  [18:0] d;
    output reg  [18:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 19'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$p6_idx$0


module bloom_k6_a19$p6_idx$1(d,q,clock);
    
    // Module arguments
    input wire  [18:0] d;
    output reg  [18:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 19'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$p6_idx$1


module bloom_k6_a19$p6_idx$2(d,q,clock);
    
    // Module arguments
    input wire  [18:0] d;
    output reg  [18:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 19'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$p6_idx$2


module bloom_k6_a19$p6_idx$3(d,q,clock);
    
    // Module arguments
    input wire  [18:0] d;
    output reg  [18:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 19'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$p6_idx$3


module bloom_k6_a19$p6_idx$4(d,q,clock);
    
    // Module arguments
    input wire  [18:0] d;
    output reg  [18:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 19'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$p6_idx$4


module bloom_k6_a19$p6_idx$5(d,q,clock);
    
    // Module arguments
    input wire  [18:0] d;
    output reg  [18:0] q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 19'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$p6_idx$5


module bloom_k6_a19$p6_op(d,q,clock);
    
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
          
endmodule // top$p6_op


module bloom_k6_a19$p6_silent(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$p6_silent


module bloom_k6_a19$p6_v(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$p6_v


module bloom_k6_a19$p6_wdata(d,q,clock);
    
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
          
endmodule // top$p6_wdata


module bloom_k6_a19$p6_we(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$p6_we


module bloom_k6_a19$p7_op(d,q,clock);
    
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
          
endmodule // top$p7_op


module bloom_k6_a19$p7_v(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$p7_v


module bloom_k6_a19$p7_wdata(d,q,clock);
    
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
          
endmodule // top$p7_wdata


module bloom_k6_a19$p7_we(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$p7_we


module bloom_k6_a19$p8_op(d,q,clock);
    
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
          
endmodule // top$p8_op


module bloom_k6_a19$p8_qi(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$p8_qi


module bloom_k6_a19$p8_v(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$p8_v


module bloom_k6_a19$p8_word(d,q,clock);
    
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
          
endmodule // top$p8_word


module bloom_k6_a19$p8_zero(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$p8_zero
