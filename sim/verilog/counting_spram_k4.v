

module counting_spram_k4(clock,reset,in_valid,in_ready,in_op,in_key,out_valid,out_ready,out_op,out_hit,out_word,set_bits_bank,set_bits,stuck_counters,stuck_total);
    
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
    counting_spram_k4$front front(
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
    counting_spram_k4$core core(
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
    
endmodule // top


module counting_spram_k4$core(clock,reset,in_valid,in_ready,in_op,in_x,in_h0,out_valid,out_ready,out_op,out_hit,out_word,set_bits_bank,set_bits,stuck_counters,stuck_total);
    
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
    counting_spram_k4$core$state state(
        .d(state$d),
        .q(state$q),
        .clock(state$clock)
    );
    counting_spram_k4$core$op op(
        .d(op$d),
        .q(op$q),
        .clock(op$clock)
    );
    counting_spram_k4$core$report report(
        .d(report$d),
        .q(report$q),
        .clock(report$clock)
    );
    counting_spram_k4$core$clr clr(
        .d(clr$d),
        .q(clr$q),
        .clock(clr$clock)
    );
    counting_spram_k4$core$widx$0 widx$0(
        .d(widx$0$d),
        .q(widx$0$q),
        .clock(widx$0$clock)
    );
    counting_spram_k4$core$widx$1 widx$1(
        .d(widx$1$d),
        .q(widx$1$q),
        .clock(widx$1$clock)
    );
    counting_spram_k4$core$widx$2 widx$2(
        .d(widx$2$d),
        .q(widx$2$q),
        .clock(widx$2$clock)
    );
    counting_spram_k4$core$widx$3 widx$3(
        .d(widx$3$d),
        .q(widx$3$q),
        .clock(widx$3$clock)
    );
    counting_spram_k4$core$shamt$0 shamt$0(
        .d(shamt$0$d),
        .q(shamt$0$q),
        .clock(shamt$0$clock)
    );
    counting_spram_k4$core$shamt$1 shamt$1(
        .d(shamt$1$d),
        .q(shamt$1$q),
        .clock(shamt$1$clock)
    );
    counting_spram_k4$core$shamt$2 shamt$2(
        .d(shamt$2$d),
        .q(shamt$2$q),
        .clock(shamt$2$clock)
    );
    counting_spram_k4$core$shamt$3 shamt$3(
        .d(shamt$3$d),
        .q(shamt$3$q),
        .clock(shamt$3$clock)
    );
    counting_spram_k4$core$newdata$0 newdata$0(
        .d(newdata$0$d),
        .q(newdata$0$q),
        .clock(newdata$0$clock)
    );
    counting_spram_k4$core$newdata$1 newdata$1(
        .d(newdata$1$d),
        .q(newdata$1$q),
        .clock(newdata$1$clock)
    );
    counting_spram_k4$core$newdata$2 newdata$2(
        .d(newdata$2$d),
        .q(newdata$2$q),
        .clock(newdata$2$clock)
    );
    counting_spram_k4$core$newdata$3 newdata$3(
        .d(newdata$3$d),
        .q(newdata$3$q),
        .clock(newdata$3$clock)
    );
    counting_spram_k4$core$hit hit(
        .d(hit$d),
        .q(hit$q),
        .clock(hit$clock)
    );
    counting_spram_k4$core$word word(
        .d(word$d),
        .q(word$q),
        .clock(word$clock)
    );
    counting_spram_k4$core$banks$0 banks$0(
        .clock(banks$0$clock),
        .address(banks$0$address),
        .data_in(banks$0$data_in),
        .mask(banks$0$mask),
        .write_enable(banks$0$write_enable),
        .chip_select(banks$0$chip_select),
        .data_out(banks$0$data_out)
    );
    counting_spram_k4$core$banks$1 banks$1(
        .clock(banks$1$clock),
        .address(banks$1$address),
        .data_in(banks$1$data_in),
        .mask(banks$1$mask),
        .write_enable(banks$1$write_enable),
        .chip_select(banks$1$chip_select),
        .data_out(banks$1$data_out)
    );
    counting_spram_k4$core$banks$2 banks$2(
        .clock(banks$2$clock),
        .address(banks$2$address),
        .data_in(banks$2$data_in),
        .mask(banks$2$mask),
        .write_enable(banks$2$write_enable),
        .chip_select(banks$2$chip_select),
        .data_out(banks$2$data_out)
    );
    counting_spram_k4$core$banks$3 banks$3(
        .clock(banks$3$clock),
        .address(banks$3$address),
        .data_in(banks$3$data_in),
        .mask(banks$3$mask),
        .write_enable(banks$3$write_enable),
        .chip_select(banks$3$chip_select),
        .data_out(banks$3$data_out)
    );
    counting_spram_k4$core$fill fill(
        .clock(fill$clock),
        .write(fill$write),
        .old_bits(fill$old_bits),
        .new_bits(fill$new_bits),
        .clear(fill$clear),
        .read_bank(fill$read_bank),
        .count(fill$count),
        .total(fill$total)
    );
    counting_spram_k4$core$stuck stuck(
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
    
endmodule // top$core

// v-- Setting output parameters to net type for wrapped code.


module counting_spram_k4$core$banks$0(clock,address,data_in,mask,write_enable,chip_select,data_out);
    
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
endmodule // top$core$banks$0

// v-- Setting output parameters to net type for wrapped code.


module counting_spram_k4$core$banks$1(clock,address,data_in,mask,write_enable,chip_select,data_out);
    
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
endmodule // top$core$banks$1

// v-- Setting output parameters to net type for wrapped code.


module counting_spram_k4$core$banks$2(clock,address,data_in,mask,write_enable,chip_select,data_out);
    
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
endmodule // top$core$banks$2

// v-- Setting output parameters to net type for wrapped code.


module counting_spram_k4$core$banks$3(clock,address,data_in,mask,write_enable,chip_select,data_out);
    
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
endmodule // top$core$banks$3


module counting_spram_k4$core$clr(d,q,clock);
    
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
          
endmodule // top$core$clr


module counting_spram_k4$core$fill(clock,write,old_bits,new_bits,clear,read_bank,count,total);
    
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
    counting_spram_k4$core$fill$low$0 low$0(
        .d(low$0$d),
        .q(low$0$q),
        .clock(low$0$clock)
    );
    counting_spram_k4$core$fill$low$1 low$1(
        .d(low$1$d),
        .q(low$1$q),
        .clock(low$1$clock)
    );
    counting_spram_k4$core$fill$low$2 low$2(
        .d(low$2$d),
        .q(low$2$q),
        .clock(low$2$clock)
    );
    counting_spram_k4$core$fill$low$3 low$3(
        .d(low$3$d),
        .q(low$3$q),
        .clock(low$3$clock)
    );
    counting_spram_k4$core$fill$full$0 full$0(
        .d(full$0$d),
        .q(full$0$q),
        .clock(full$0$clock)
    );
    counting_spram_k4$core$fill$full$1 full$1(
        .d(full$1$d),
        .q(full$1$q),
        .clock(full$1$clock)
    );
    counting_spram_k4$core$fill$full$2 full$2(
        .d(full$2$d),
        .q(full$2$q),
        .clock(full$2$clock)
    );
    counting_spram_k4$core$fill$full$3 full$3(
        .d(full$3$d),
        .q(full$3$q),
        .clock(full$3$clock)
    );
    counting_spram_k4$core$fill$count_q count_q(
        .d(count_q$d),
        .q(count_q$q),
        .clock(count_q$clock)
    );
    counting_spram_k4$core$fill$total_q total_q(
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
    
endmodule // top$core$fill


module counting_spram_k4$core$fill$count_q(d,q,clock);
    
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
          
endmodule // top$core$fill$count_q


module counting_spram_k4$core$fill$full$0(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$core$fill$full$0


module counting_spram_k4$core$fill$full$1(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$core$fill$full$1


module counting_spram_k4$core$fill$full$2(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$core$fill$full$2


module counting_spram_k4$core$fill$full$3(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$core$fill$full$3


module counting_spram_k4$core$fill$low$0(d,q,clock);
    
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
          
endmodule // top$core$fill$low$0


module counting_spram_k4$core$fill$low$1(d,q,clock);
    
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
          
endmodule // top$core$fill$low$1


module counting_spram_k4$core$fill$low$2(d,q,clock);
    
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
          
endmodule // top$core$fill$low$2


module counting_spram_k4$core$fill$low$3(d,q,clock);
    
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
          
endmodule // top$core$fill$low$3


module counting_spram_k4$core$fill$total_q(d,q,clock);
    
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
          
endmodule // top$core$fill$total_q


module counting_spram_k4$core$hit(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$core$hit


module counting_spram_k4$core$newdata$0(d,q,clock);
    
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
          
endmodule // top$core$newdata$0


module counting_spram_k4$core$newdata$1(d,q,clock);
    
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
          
endmodule // top$core$newdata$1


module counting_spram_k4$core$newdata$2(d,q,clock);
    
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
          
endmodule // top$core$newdata$2


module counting_spram_k4$core$newdata$3(d,q,clock);
    
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
          
endmodule // top$core$newdata$3


module counting_spram_k4$core$op(d,q,clock);
    
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


module counting_spram_k4$core$report(d,q,clock);
    
    // Module arguments
    input wire  d;
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


module counting_spram_k4$core$shamt$0(d,q,clock);
    
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
          
endmodule // top$core$shamt$0


module counting_spram_k4$core$shamt$1(d,q,clock);
    
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
          
endmodule // top$core$shamt$1


module counting_spram_k4$core$shamt$2(d,q,clock);
    
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
          
endmodule // top$core$shamt$2


module counting_spram_k4$core$shamt$3(d,q,clock);
    
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
          
endmodule // top$core$shamt$3


module counting_spram_k4$core$state(d,q,clock);
    
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
          
endmodule // top$core$state


module counting_spram_k4$core$stuck(clock,write,old_bits,new_bits,clear,read_bank,count,total);
    
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
    counting_spram_k4$core$stuck$low$0 low$0(
        .d(low$0$d),
        .q(low$0$q),
        .clock(low$0$clock)
    );
    counting_spram_k4$core$stuck$low$1 low$1(
        .d(low$1$d),
        .q(low$1$q),
        .clock(low$1$clock)
    );
    counting_spram_k4$core$stuck$low$2 low$2(
        .d(low$2$d),
        .q(low$2$q),
        .clock(low$2$clock)
    );
    counting_spram_k4$core$stuck$low$3 low$3(
        .d(low$3$d),
        .q(low$3$q),
        .clock(low$3$clock)
    );
    counting_spram_k4$core$stuck$full$0 full$0(
        .d(full$0$d),
        .q(full$0$q),
        .clock(full$0$clock)
    );
    counting_spram_k4$core$stuck$full$1 full$1(
        .d(full$1$d),
        .q(full$1$q),
        .clock(full$1$clock)
    );
    counting_spram_k4$core$stuck$full$2 full$2(
        .d(full$2$d),
        .q(full$2$q),
        .clock(full$2$clock)
    );
    counting_spram_k4$core$stuck$full$3 full$3(
        .d(full$3$d),
        .q(full$3$q),
        .clock(full$3$clock)
    );
    counting_spram_k4$core$stuck$count_q count_q(
        .d(count_q$d),
        .q(count_q$q),
        .clock(count_q$clock)
    );
    counting_spram_k4$core$stuck$total_q total_q(
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
    
endmodule // top$core$stuck


module counting_spram_k4$core$stuck$count_q(d,q,clock);
    
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
          
endmodule // top$core$stuck$count_q


module counting_spram_k4$core$stuck$full$0(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$core$stuck$full$0


module counting_spram_k4$core$stuck$full$1(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$core$stuck$full$1


module counting_spram_k4$core$stuck$full$2(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$core$stuck$full$2


module counting_spram_k4$core$stuck$full$3(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$core$stuck$full$3


module counting_spram_k4$core$stuck$low$0(d,q,clock);
    
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
          
endmodule // top$core$stuck$low$0


module counting_spram_k4$core$stuck$low$1(d,q,clock);
    
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
          
endmodule // top$core$stuck$low$1


module counting_spram_k4$core$stuck$low$2(d,q,clock);
    
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
          
endmodule // top$core$stuck$low$2


module counting_spram_k4$core$stuck$low$3(d,q,clock);
    
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
          
endmodule // top$core$stuck$low$3


module counting_spram_k4$core$stuck$total_q(d,q,clock);
    
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
          
endmodule // top$core$stuck$total_q


module counting_spram_k4$core$widx$0(d,q,clock);
    
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
          
endmodule // top$core$widx$0


module counting_spram_k4$core$widx$1(d,q,clock);
    
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
          
endmodule // top$core$widx$1


module counting_spram_k4$core$widx$2(d,q,clock);
    
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
          
endmodule // top$core$widx$2


module counting_spram_k4$core$widx$3(d,q,clock);
    
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
          
endmodule // top$core$widx$3


module counting_spram_k4$core$word(d,q,clock);
    
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
          
endmodule // top$core$word


module counting_spram_k4$front(clock,reset,in_valid,in_ready,in_op,in_key,in_data,in_tag,out_valid,out_ready,out_op,out_x,out_h0,out_data,out_tag);
    
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
    counting_spram_k4$front$mix mix(
        .x(mix$x),
        .round(mix$round),
        .out(mix$out)
    );
    counting_spram_k4$front$state state(
        .d(state$d),
        .q(state$q),
        .clock(state$clock)
    );
    counting_spram_k4$front$op op(
        .d(op$d),
        .q(op$q),
        .clock(op$clock)
    );
    counting_spram_k4$front$x x(
        .d(x$d),
        .q(x$q),
        .clock(x$clock)
    );
    counting_spram_k4$front$h0 h0(
        .d(h0$d),
        .q(h0$q),
        .clock(h0$clock)
    );
    counting_spram_k4$front$data data(
        .d(data$d),
        .q(data$q),
        .clock(data$clock)
    );
    counting_spram_k4$front$tag tag(
        .d(tag$d),
        .q(tag$q),
        .clock(tag$clock)
    );
    counting_spram_k4$front$rnd rnd(
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


module counting_spram_k4$front$data(d,q,clock);
    
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


module counting_spram_k4$front$h0(d,q,clock);
    
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


module counting_spram_k4$front$mix(x,round,out);
    
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


module counting_spram_k4$front$op(d,q,clock);
    
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


module counting_spram_k4$front$rnd(d,q,clock);
    
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


module counting_spram_k4$front$state(d,q,clock);
    
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


module counting_spram_k4$front$tag(d,q,clock);
    
    // Module arguments
    input wire  d;
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


module counting_spram_k4$front$x(d,q,clock);
    
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
