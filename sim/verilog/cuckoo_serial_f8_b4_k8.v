

module cuckoo_serial_f8_b4_k8(clock,reset,in_valid,in_ready,in_op,in_key,in_data,out_valid,out_ready,out_op,out_code,out_data);
    
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
    reg  [63:0] core$in_data;
    wire  core$out_valid;
    reg  core$out_ready;
    wire  [2:0] core$out_op;
    wire  [1:0] core$out_code;
    wire  [63:0] core$out_data;
    
    // Sub module instances
    cuckoo_serial_f8_b4_k8$front front(
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
    cuckoo_serial_f8_b4_k8$core core(
        .clock(core$clock),
        .reset(core$reset),
        .in_valid(core$in_valid),
        .in_ready(core$in_ready),
        .in_op(core$in_op),
        .in_x(core$in_x),
        .in_h0(core$in_h0),
        .in_data(core$in_data),
        .out_valid(core$out_valid),
        .out_ready(core$out_ready),
        .out_op(core$out_op),
        .out_code(core$out_code),
        .out_data(core$out_data)
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
        front$in_data = in_data;
        front$in_tag = 1'b0;
        core$in_valid = front$out_valid;
        front$out_ready = core$in_ready;
        core$in_op = front$out_op;
        core$in_x = front$out_x;
        core$in_h0 = front$out_h0;
        core$in_data = front$out_data;
        out_valid = core$out_valid;
        core$out_ready = out_ready;
        out_op = core$out_op;
        out_code = core$out_code;
        out_data = core$out_data;
    end
    
endmodule // top


module cuckoo_serial_f8_b4_k8$core(clock,reset,in_valid,in_ready,in_op,in_x,in_h0,in_data,out_valid,out_ready,out_op,out_code,out_data);
    
    // Module arguments
    input wire  clock;
    input wire  reset;
    input wire  in_valid;
    output reg  in_ready;
    input wire  [2:0] in_op;
    input wire  [63:0] in_x;
    input wire  [63:0] in_h0;
    input wire  [63:0] in_data;
    output reg  out_valid;
    input wire  out_ready;
    output reg  [2:0] out_op;
    output reg  [1:0] out_code;
    output reg  [63:0] out_data;
    
    // Constant declarations
    localparam  max_kicks = 16'h8;
    localparam  lfsr_seed = 16'hace1;
    localparam  lfsr_taps = 16'hb400;
    localparam  fmask16 = 16'hff;
    localparam  amask16 = 16'h1f;
    localparam  stash_addr = 16'h10;
    localparam  stash_valid_bit = 64'h8000000000000000;
    localparam  zero_b = 4'h0;
    localparam  one_b = 4'h1;
    localparam  zero_w = 32'h0;
    localparam  zero16 = 16'h0;
    localparam  one16 = 16'h1;
    localparam  zero32 = 32'h0;
    localparam  one32 = 32'h1;
    localparam  minus1_32 = 32'hffffffff;
    localparam  sext4_32 = 32'hfffffff0;
    localparam  zero64 = 64'h0;
    localparam  op_delete = 3'b101;
    localparam  c_ok = 2'b0;
    localparam  c_full = 2'b1;
    localparam  c_nf = 2'b10;
    
    // Enums
    localparam SerialState$Idle = 0;
    localparam SerialState$ScanA = 1;
    localparam SerialState$ScanB = 2;
    localparam SerialState$Reinsert = 3;
    localparam SerialState$PlaceA = 4;
    localparam SerialState$Kick = 5;
    localparam SerialState$ReadData = 6;
    localparam SerialState$WriteData = 7;
    localparam SerialState$Clearing = 8;
    localparam SerialState$Result = 9;
    
    // Stub signals
    reg  [3:0] alt_u$index;
    reg  [15:0] alt_u$fp;
    wire  [3:0] alt_u$alt;
    reg  [31:0] scan$word;
    reg  [7:0] scan$fp;
    wire  scan$any_match;
    wire  [1:0] scan$lowest_match;
    wire  scan$any_empty;
    wire  [1:0] scan$lowest_empty;
    wire  [2:0] scan$occupied;
    reg  [31:0] scan_new$word;
    reg  [7:0] scan_new$fp;
    wire  scan_new$any_match;
    wire  [1:0] scan_new$lowest_match;
    wire  scan_new$any_empty;
    wire  [1:0] scan_new$lowest_empty;
    wire  [2:0] scan_new$occupied;
    reg  [31:0] slot_m$word;
    reg  [1:0] slot_m$slot;
    reg  [15:0] slot_m$value;
    wire  [15:0] slot_m$read;
    wire  [31:0] slot_m$written;
    reg  [3:0] buckets$read_address;
    reg  buckets$read_clock;
    wire  [31:0] buckets$read_data;
    reg  [3:0] buckets$write_address;
    reg  buckets$write_clock;
    reg  [31:0] buckets$write_data;
    reg  buckets$write_enable;
    reg  [3:0] st$d;
    wire  [3:0] st$q;
    reg  st$clock;
    reg  [2:0] r_op$d;
    wire  [2:0] r_op$q;
    reg  r_op$clock;
    reg  [1:0] r_code$d;
    wire  [1:0] r_code$q;
    reg  r_code$clock;
    reg  [63:0] r_data$d;
    wire  [63:0] r_data$q;
    reg  r_data$clock;
    reg  [15:0] fp$d;
    wire  [15:0] fp$q;
    reg  fp$clock;
    reg  [3:0] i1$d;
    wire  [3:0] i1$q;
    reg  i1$clock;
    reg  [3:0] cur$d;
    wire  [3:0] cur$q;
    reg  cur$clock;
    reg  [15:0] kc$d;
    wire  [15:0] kc$q;
    reg  kc$clock;
    reg  [3:0] clr$d;
    wire  [3:0] clr$q;
    reg  clr$clock;
    reg  stash_v$d;
    wire  stash_v$q;
    reg  stash_v$clock;
    reg  [15:0] stash_fp$d;
    wire  [15:0] stash_fp$q;
    reg  stash_fp$clock;
    reg  [3:0] stash_i$d;
    wire  [3:0] stash_i$q;
    reg  stash_i$clock;
    reg  [15:0] lfsr$d;
    wire  [15:0] lfsr$q;
    reg  lfsr$clock;
    reg  [31:0] items$d;
    wire  [31:0] items$q;
    reg  items$clock;
    reg  [31:0] kicks$d;
    wire  [31:0] kicks$q;
    reg  kicks$clock;
    reg  [31:0] full$d;
    wire  [31:0] full$q;
    reg  full$clock;
    
    // Local signals
    reg  [15:0] h_fp;
    reg  [3:0] h_i1;
    reg  [15:0] addr;
    reg  is_stash;
    reg  [63:0] stash_word;
    reg  stash_hit;
    reg  [15:0] lfsr_next;
    reg  [15:0] victim;
    reg  done;
    reg  [31:0] delta;
    reg  [3:0] wdiff;
    reg  zero_counts;
    reg  [3:0] ra;
    reg  we;
    reg  [3:0] wa;
    reg  [31:0] wd;
    
    // Sub module instances
    cuckoo_serial_f8_b4_k8$core$alt_u alt_u(
        .index(alt_u$index),
        .fp(alt_u$fp),
        .alt(alt_u$alt)
    );
    cuckoo_serial_f8_b4_k8$core$scan scan(
        .word(scan$word),
        .fp(scan$fp),
        .any_match(scan$any_match),
        .lowest_match(scan$lowest_match),
        .any_empty(scan$any_empty),
        .lowest_empty(scan$lowest_empty),
        .occupied(scan$occupied)
    );
    cuckoo_serial_f8_b4_k8$core$scan_new scan_new(
        .word(scan_new$word),
        .fp(scan_new$fp),
        .any_match(scan_new$any_match),
        .lowest_match(scan_new$lowest_match),
        .any_empty(scan_new$any_empty),
        .lowest_empty(scan_new$lowest_empty),
        .occupied(scan_new$occupied)
    );
    cuckoo_serial_f8_b4_k8$core$slot_m slot_m(
        .word(slot_m$word),
        .slot(slot_m$slot),
        .value(slot_m$value),
        .read(slot_m$read),
        .written(slot_m$written)
    );
    cuckoo_serial_f8_b4_k8$core$buckets buckets(
        .read_address(buckets$read_address),
        .read_clock(buckets$read_clock),
        .read_data(buckets$read_data),
        .write_address(buckets$write_address),
        .write_clock(buckets$write_clock),
        .write_data(buckets$write_data),
        .write_enable(buckets$write_enable)
    );
    cuckoo_serial_f8_b4_k8$core$st st(
        .d(st$d),
        .q(st$q),
        .clock(st$clock)
    );
    cuckoo_serial_f8_b4_k8$core$r_op r_op(
        .d(r_op$d),
        .q(r_op$q),
        .clock(r_op$clock)
    );
    cuckoo_serial_f8_b4_k8$core$r_code r_code(
        .d(r_code$d),
        .q(r_code$q),
        .clock(r_code$clock)
    );
    cuckoo_serial_f8_b4_k8$core$r_data r_data(
        .d(r_data$d),
        .q(r_data$q),
        .clock(r_data$clock)
    );
    cuckoo_serial_f8_b4_k8$core$fp fp(
        .d(fp$d),
        .q(fp$q),
        .clock(fp$clock)
    );
    cuckoo_serial_f8_b4_k8$core$i1 i1(
        .d(i1$d),
        .q(i1$q),
        .clock(i1$clock)
    );
    cuckoo_serial_f8_b4_k8$core$cur cur(
        .d(cur$d),
        .q(cur$q),
        .clock(cur$clock)
    );
    cuckoo_serial_f8_b4_k8$core$kc kc(
        .d(kc$d),
        .q(kc$q),
        .clock(kc$clock)
    );
    cuckoo_serial_f8_b4_k8$core$clr clr(
        .d(clr$d),
        .q(clr$q),
        .clock(clr$clock)
    );
    cuckoo_serial_f8_b4_k8$core$stash_v stash_v(
        .d(stash_v$d),
        .q(stash_v$q),
        .clock(stash_v$clock)
    );
    cuckoo_serial_f8_b4_k8$core$stash_fp stash_fp(
        .d(stash_fp$d),
        .q(stash_fp$q),
        .clock(stash_fp$clock)
    );
    cuckoo_serial_f8_b4_k8$core$stash_i stash_i(
        .d(stash_i$d),
        .q(stash_i$q),
        .clock(stash_i$clock)
    );
    cuckoo_serial_f8_b4_k8$core$lfsr lfsr(
        .d(lfsr$d),
        .q(lfsr$q),
        .clock(lfsr$clock)
    );
    cuckoo_serial_f8_b4_k8$core$items items(
        .d(items$d),
        .q(items$q),
        .clock(items$clock)
    );
    cuckoo_serial_f8_b4_k8$core$kicks kicks(
        .d(kicks$d),
        .q(kicks$q),
        .clock(kicks$clock)
    );
    cuckoo_serial_f8_b4_k8$core$full full(
        .d(full$d),
        .q(full$q),
        .clock(full$clock)
    );
    
    // Update code
    always @(*) begin
        st$clock = clock;
        r_op$clock = clock;
        r_code$clock = clock;
        r_data$clock = clock;
        fp$clock = clock;
        i1$clock = clock;
        cur$clock = clock;
        kc$clock = clock;
        clr$clock = clock;
        stash_v$clock = clock;
        stash_fp$clock = clock;
        stash_i$clock = clock;
        lfsr$clock = clock;
        items$clock = clock;
        kicks$clock = clock;
        full$clock = clock;
        st$d = st$q;
        r_op$d = r_op$q;
        r_code$d = r_code$q;
        r_data$d = r_data$q;
        fp$d = fp$q;
        i1$d = i1$q;
        cur$d = cur$q;
        kc$d = kc$q;
        clr$d = clr$q;
        stash_v$d = stash_v$q;
        stash_fp$d = stash_fp$q;
        stash_i$d = stash_i$q;
        lfsr$d = lfsr$q;
        items$d = items$q;
        kicks$d = kicks$q;
        full$d = full$q;
        buckets$read_clock = clock;
        buckets$write_clock = clock;
        if ((in_h0[(32'h0)+:(16)] & fmask16) == zero16) begin
            h_fp = one16;
        end
        else begin
            h_fp = in_h0[(32'h0)+:(16)] & fmask16;
        end
        h_i1 = in_h0[(32'h20)+:(4)];
        addr = in_x[(32'h0)+:(16)] & amask16;
        is_stash = addr == stash_addr;
        if (stash_v$q) begin
            stash_word = stash_valid_bit | (((stash_i$q) & 64'hffffffffffffffff) << 32'h10) | ((stash_fp$q) & 64'hffffffffffffffff);
        end
        else begin
            stash_word = zero64;
        end
        stash_hit = stash_v$q & (stash_fp$q == fp$q) & ((stash_i$q == i1$q) | (stash_i$q == cur$q));
        if (lfsr$q[32'h0]) begin
            lfsr_next = (lfsr$q >> 32'h1) ^ lfsr_taps;
        end
        else begin
            lfsr_next = lfsr$q >> 32'h1;
        end
        scan$word = buckets$read_data;
        scan$fp = fp$q[(32'h0)+:(8)];
        scan_new$word = in_data[(32'h0)+:(32)];
        scan_new$fp = fp$q[(32'h0)+:(8)];
        slot_m$word = buckets$read_data;
        slot_m$slot = scan$lowest_empty;
        slot_m$value = fp$q;
        victim = slot_m$read;
        alt_u$index = i1$q;
        alt_u$fp = fp$q;
        done = 1'b0;
        delta = zero32;
        zero_counts = 1'b0;
        wdiff = ((scan_new$occupied) & 4'hf) - ((scan$occupied) & 4'hf);
        ra = cur$q;
        we = 1'b0;
        wa = cur$q;
        wd = slot_m$written;
        out_valid = st$q == SerialState$Result;
        out_op = r_op$q;
        out_code = r_code$q;
        out_data = r_data$q;
        case (st$q)
            SerialState$Idle:
                begin
                    r_op$d = in_op;
                    r_code$d = c_ok;
                    r_data$d = zero64;
                    fp$d = h_fp;
                    i1$d = h_i1;
                    kc$d = zero16;
                    clr$d = zero_b;
                    ra = h_i1;
                    if (in_valid) begin
                        case (in_op)
                            0:
                                begin
                                    st$d = SerialState$ScanA;
                                end
                            5:
                                begin
                                    st$d = SerialState$ScanA;
                                end
                            1:
                                begin
                                    if (stash_v$q) begin
                                        full$d = full$q + one32;
                                        r_code$d = c_full;
                                        done = 1'b1;
                                    end
                                    else begin
                                        delta = one32;
                                        st$d = SerialState$PlaceA;
                                    end
                                end
                            2:
                                begin
                                    st$d = SerialState$Clearing;
                                end
                            3:
                                begin
                                    ra = addr[(32'h0)+:(4)];
                                    if (is_stash) begin
                                        r_data$d = stash_word;
                                        done = 1'b1;
                                    end
                                    else begin
                                        st$d = SerialState$ReadData;
                                    end
                                end
                            4:
                                begin
                                    ra = addr[(32'h0)+:(4)];
                                    if (is_stash) begin
                                        r_data$d = stash_word;
                                        stash_v$d = in_data[32'h3f];
                                        stash_i$d = in_data[(32'h10)+:(4)];
                                        stash_fp$d = in_data[(32'h0)+:(16)];
                                        if (in_data[32'h3f] & ~stash_v$q) begin
                                            delta = one32;
                                        end
                                        if (~in_data[32'h3f] & stash_v$q) begin
                                            delta = minus1_32;
                                        end
                                        done = 1'b1;
                                    end
                                    else begin
                                        st$d = SerialState$WriteData;
                                    end
                                end
                            6:
                                begin
                                    r_data$d = ((items$q) & 64'hffffffffffffffff);
                                    done = 1'b1;
                                end
                            default:
                                begin
                                    r_data$d = ((kicks$q) & 64'hffffffffffffffff) | (((full$q) & 64'hffffffffffffffff) << 32'h20);
                                    done = 1'b1;
                                end
                        endcase
                    end
                end
            SerialState$ScanA:
                begin
                    ra = alt_u$alt;
                    cur$d = alt_u$alt;
                    slot_m$slot = scan$lowest_match;
                    slot_m$value = zero16;
                    wa = i1$q;
                    if (scan$any_match) begin
                        if (r_op$q == op_delete) begin
                            we = 1'b1;
                            delta = minus1_32;
                            if (stash_v$q) begin
                                st$d = SerialState$Reinsert;
                            end
                            else begin
                                done = 1'b1;
                            end
                        end
                        else begin
                            done = 1'b1;
                        end
                    end
                    else begin
                        st$d = SerialState$ScanB;
                    end
                end
            SerialState$ScanB:
                begin
                    slot_m$slot = scan$lowest_match;
                    slot_m$value = zero16;
                    done = 1'b1;
                    if (r_op$q == op_delete) begin
                        if (scan$any_match) begin
                            we = 1'b1;
                            delta = minus1_32;
                            if (stash_v$q) begin
                                done = 1'b0;
                                st$d = SerialState$Reinsert;
                            end
                        end
                        else if (stash_hit) begin
                            stash_v$d = 1'b0;
                            delta = minus1_32;
                        end
                        else begin
                            r_code$d = c_nf;
                        end
                    end
                    else if (~(scan$any_match | stash_hit)) begin
                        r_code$d = c_nf;
                    end
                end
            SerialState$Reinsert:
                begin
                    stash_v$d = 1'b0;
                    fp$d = stash_fp$q;
                    i1$d = stash_i$q;
                    ra = stash_i$q;
                    st$d = SerialState$PlaceA;
                end
            SerialState$PlaceA:
                begin
                    wa = i1$q;
                    ra = alt_u$alt;
                    cur$d = alt_u$alt;
                    if (scan$any_empty) begin
                        we = 1'b1;
                        done = 1'b1;
                    end
                    else begin
                        st$d = SerialState$Kick;
                    end
                end
            SerialState$Kick:
                begin
                    r_data$d = ((kc$q) & 64'hffffffffffffffff);
                    if (scan$any_empty) begin
                        we = 1'b1;
                        done = 1'b1;
                    end
                    else if (kc$q == max_kicks) begin
                        stash_v$d = 1'b1;
                        stash_fp$d = fp$q;
                        stash_i$d = cur$q;
                        done = 1'b1;
                    end
                    else begin
                        slot_m$slot = lfsr_next[(32'h0)+:(2)];
                        alt_u$index = cur$q;
                        alt_u$fp = victim;
                        ra = alt_u$alt;
                        cur$d = alt_u$alt;
                        fp$d = victim;
                        lfsr$d = lfsr_next;
                        kicks$d = kicks$q + one32;
                        kc$d = kc$q + one16;
                        we = 1'b1;
                    end
                end
            SerialState$ReadData:
                begin
                    r_data$d = ((buckets$read_data) & 64'hffffffffffffffff);
                    done = 1'b1;
                end
            SerialState$WriteData:
                begin
                    r_data$d = ((buckets$read_data) & 64'hffffffffffffffff);
                    if (wdiff[32'h3]) begin
                        delta = sext4_32 | ((wdiff) & 32'hffffffff);
                    end
                    else begin
                        delta = ((wdiff) & 32'hffffffff);
                    end
                    we = 1'b1;
                    wa = addr[(32'h0)+:(4)];
                    wd = in_data[(32'h0)+:(32)];
                    done = 1'b1;
                end
            SerialState$Clearing:
                begin
                    we = 1'b1;
                    wa = clr$q;
                    wd = zero_w;
                    clr$d = clr$q + one_b;
                    if (&clr$q) begin
                        stash_v$d = 1'b0;
                        lfsr$d = lfsr_seed;
                        zero_counts = 1'b1;
                        done = 1'b1;
                    end
                end
            default:
                begin
                    if (out_ready) begin
                        st$d = SerialState$Idle;
                    end
                end
        endcase
        if (done) begin
            st$d = SerialState$Result;
        end
        items$d = items$q + delta;
        if (zero_counts) begin
            items$d = zero32;
            kicks$d = zero32;
            full$d = zero32;
        end
        in_ready = done & ~reset;
        buckets$read_address = ra;
        buckets$write_address = wa;
        buckets$write_data = wd;
        buckets$write_enable = we;
        if (reset) begin
            st$d = SerialState$Idle;
            stash_v$d = 1'b0;
            lfsr$d = lfsr_seed;
            items$d = zero32;
            kicks$d = zero32;
            full$d = zero32;
        end
    end
    
endmodule // top$core


module cuckoo_serial_f8_b4_k8$core$alt_u(index,fp,alt);
    
    // Module arguments
    input wire  [3:0] index;
    input wire  [15:0] fp;
    output reg  [3:0] alt;
    
    // Constant declarations
    localparam  rows$0 = 16'h6387;
    localparam  rows$1 = 16'heabd;
    localparam  rows$2 = 16'h826e;
    localparam  rows$3 = 16'hf80b;
    localparam  one = 4'h1;
    localparam  zero = 4'h0;
    
    // Local signals
    reg  [3:0] acc$0;
    reg  [3:0] acc$1;
    reg  [3:0] acc$2;
    reg  [3:0] acc$3;
    
    // Update code
    always @(*) begin
        acc$0 = (zero & ~(1 << (0)) | ((^(fp & rows$0)) << (0)));
        acc$1 = (acc$0 & ~(1 << (1)) | ((^(fp & rows$1)) << (1)));
        acc$2 = (acc$1 & ~(1 << (2)) | ((^(fp & rows$2)) << (2)));
        acc$3 = (acc$2 & ~(1 << (3)) | ((^(fp & rows$3)) << (3)));
        alt = index ^ (acc$3 | one);
    end
    
endmodule // top$core$alt_u


module cuckoo_serial_f8_b4_k8$core$buckets(read_address,read_clock,read_data,write_address,write_clock,write_data,write_enable);
    
    // Module arguments
    input wire  [3:0] read_address;
    input wire  read_clock;
    output reg  [31:0] read_data;
    input wire  [3:0] write_address;
    input wire  write_clock;
    input wire  [31:0] write_data;
    input wire  write_enable;
    
    // Update code (custom)
    reg[31:0] mem[15:0];
    
    
    
    always @(posedge read_clock) begin
       read_data <= mem[read_address];
    end
    
    always @(posedge write_clock) begin
       if (write_enable) begin
          mem[write_address] <= write_data;
       end
    end
                
endmodule // top$core$buckets


module cuckoo_serial_f8_b4_k8$core$clr(d,q,clock);
    
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
          
endmodule // top$core$clr


module cuckoo_serial_f8_b4_k8$core$cur(d,q,clock);
    
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
          
endmodule // top$core$cur


module cuckoo_serial_f8_b4_k8$core$fp(d,q,clock);
    
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
          
endmodule // top$core$fp


module cuckoo_serial_f8_b4_k8$core$full(d,q,clock);
    
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
          
endmodule // top$core$full


module cuckoo_serial_f8_b4_k8$core$i1(d,q,clock);
    
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
          
endmodule // top$core$i1


module cuckoo_serial_f8_b4_k8$core$items(d,q,clock);
    
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
          
endmodule // top$core$items


module cuckoo_serial_f8_b4_k8$core$kc(d,q,clock);
    
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
          
endmodule // top$core$kc


module cuckoo_serial_f8_b4_k8$core$kicks(d,q,clock);
    
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
          
endmodule // top$core$kicks


module cuckoo_serial_f8_b4_k8$core$lfsr(d,q,clock);
    
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
          
endmodule // top$core$lfsr


module cuckoo_serial_f8_b4_k8$core$r_code(d,q,clock);
    
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
          
endmodule // top$core$r_code


module cuckoo_serial_f8_b4_k8$core$r_data(d,q,clock);
    
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
          
endmodule // top$core$r_data


module cuckoo_serial_f8_b4_k8$core$r_op(d,q,clock);
    
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
          
endmodule // top$core$r_op


module cuckoo_serial_f8_b4_k8$core$scan(word,fp,any_match,lowest_match,any_empty,lowest_empty,occupied);
    
    // Module arguments
    input wire  [31:0] word;
    input wire  [7:0] fp;
    output reg  any_match;
    output reg  [1:0] lowest_match;
    output reg  any_empty;
    output reg  [1:0] lowest_empty;
    output reg  [2:0] occupied;
    
    // Stub signals
    reg  [31:0] flags$word;
    reg  [7:0] flags$fp;
    wire  [3:0] flags$hits;
    wire  [3:0] flags$empties;
    reg  [3:0] pick$hits;
    reg  [3:0] pick$empties;
    wire  pick$any_match;
    wire  [1:0] pick$lowest_match;
    wire  pick$any_empty;
    wire  [1:0] pick$lowest_empty;
    wire  [2:0] pick$occupied;
    
    // Sub module instances
    cuckoo_serial_f8_b4_k8$core$scan$flags flags(
        .word(flags$word),
        .fp(flags$fp),
        .hits(flags$hits),
        .empties(flags$empties)
    );
    cuckoo_serial_f8_b4_k8$core$scan$pick pick(
        .hits(pick$hits),
        .empties(pick$empties),
        .any_match(pick$any_match),
        .lowest_match(pick$lowest_match),
        .any_empty(pick$any_empty),
        .lowest_empty(pick$lowest_empty),
        .occupied(pick$occupied)
    );
    
    // Update code
    always @(*) begin
        flags$word = word;
        flags$fp = fp;
        pick$hits = flags$hits;
        pick$empties = flags$empties;
        any_match = pick$any_match;
        lowest_match = pick$lowest_match;
        any_empty = pick$any_empty;
        lowest_empty = pick$lowest_empty;
        occupied = pick$occupied;
    end
    
endmodule // top$core$scan


module cuckoo_serial_f8_b4_k8$core$scan$flags(word,fp,hits,empties);
    
    // Module arguments
    input wire  [31:0] word;
    input wire  [7:0] fp;
    output reg  [3:0] hits;
    output reg  [3:0] empties;
    
    // Constant declarations
    localparam  fbits = 8'h8;
    localparam  zero_f = 8'h0;
    localparam  zero4 = 4'h0;
    
    // Local signals
    reg  [7:0] s0;
    reg  [7:0] s1;
    reg  [7:0] s2;
    reg  [7:0] s3;
    reg  [7:0] fpf;
    reg  [3:0] m0;
    reg  [3:0] m1;
    reg  [3:0] m2;
    reg  [3:0] e0;
    reg  [3:0] e1;
    reg  [3:0] e2;
    
    // Update code
    always @(*) begin
        s0 = word[(32'h0)+:(8)];
        s1 = word[(fbits)+:(8)];
        s2 = word[(32'h2 * fbits)+:(8)];
        s3 = word[(32'h3 * fbits)+:(8)];
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
    
endmodule // top$core$scan$flags


module cuckoo_serial_f8_b4_k8$core$scan$pick(hits,empties,any_match,lowest_match,any_empty,lowest_empty,occupied);
    
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
    
endmodule // top$core$scan$pick


module cuckoo_serial_f8_b4_k8$core$scan_new(word,fp,any_match,lowest_match,any_empty,lowest_empty,occupied);
    
    // Module arguments
    input wire  [31:0] word;
    input wire  [7:0] fp;
    output reg  any_match;
    output reg  [1:0] lowest_match;
    output reg  any_empty;
    output reg  [1:0] lowest_empty;
    output reg  [2:0] occupied;
    
    // Stub signals
    reg  [31:0] flags$word;
    reg  [7:0] flags$fp;
    wire  [3:0] flags$hits;
    wire  [3:0] flags$empties;
    reg  [3:0] pick$hits;
    reg  [3:0] pick$empties;
    wire  pick$any_match;
    wire  [1:0] pick$lowest_match;
    wire  pick$any_empty;
    wire  [1:0] pick$lowest_empty;
    wire  [2:0] pick$occupied;
    
    // Sub module instances
    cuckoo_serial_f8_b4_k8$core$scan_new$flags flags(
        .word(flags$word),
        .fp(flags$fp),
        .hits(flags$hits),
        .empties(flags$empties)
    );
    cuckoo_serial_f8_b4_k8$core$scan_new$pick pick(
        .hits(pick$hits),
        .empties(pick$empties),
        .any_match(pick$any_match),
        .lowest_match(pick$lowest_match),
        .any_empty(pick$any_empty),
        .lowest_empty(pick$lowest_empty),
        .occupied(pick$occupied)
    );
    
    // Update code
    always @(*) begin
        flags$word = word;
        flags$fp = fp;
        pick$hits = flags$hits;
        pick$empties = flags$empties;
        any_match = pick$any_match;
        lowest_match = pick$lowest_match;
        any_empty = pick$any_empty;
        lowest_empty = pick$lowest_empty;
        occupied = pick$occupied;
    end
    
endmodule // top$core$scan_new


module cuckoo_serial_f8_b4_k8$core$scan_new$flags(word,fp,hits,empties);
    
    // Module arguments
    input wire  [31:0] word;
    input wire  [7:0] fp;
    output reg  [3:0] hits;
    output reg  [3:0] empties;
    
    // Constant declarations
    localparam  fbits = 8'h8;
    localparam  zero_f = 8'h0;
    localparam  zero4 = 4'h0;
    
    // Local signals
    reg  [7:0] s0;
    reg  [7:0] s1;
    reg  [7:0] s2;
    reg  [7:0] s3;
    reg  [7:0] fpf;
    reg  [3:0] m0;
    reg  [3:0] m1;
    reg  [3:0] m2;
    reg  [3:0] e0;
    reg  [3:0] e1;
    reg  [3:0] e2;
    
    // Update code
    always @(*) begin
        s0 = word[(32'h0)+:(8)];
        s1 = word[(fbits)+:(8)];
        s2 = word[(32'h2 * fbits)+:(8)];
        s3 = word[(32'h3 * fbits)+:(8)];
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
    
endmodule // top$core$scan_new$flags


module cuckoo_serial_f8_b4_k8$core$scan_new$pick(hits,empties,any_match,lowest_match,any_empty,lowest_empty,occupied);
    
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
    
endmodule // top$core$scan_new$pick


module cuckoo_serial_f8_b4_k8$core$slot_m(word,slot,value,read,written);
    
    // Module arguments
    input wire  [31:0] word;
    input wire  [1:0] slot;
    input wire  [15:0] value;
    output reg  [15:0] read;
    output reg  [31:0] written;
    
    // Stub signals
    reg  [31:0] rd$word;
    reg  [1:0] rd$slot;
    wire  [15:0] rd$read;
    reg  [31:0] wr$word;
    reg  [1:0] wr$slot;
    reg  [15:0] wr$value;
    wire  [31:0] wr$written;
    
    // Sub module instances
    cuckoo_serial_f8_b4_k8$core$slot_m$rd rd(
        .word(rd$word),
        .slot(rd$slot),
        .read(rd$read)
    );
    cuckoo_serial_f8_b4_k8$core$slot_m$wr wr(
        .word(wr$word),
        .slot(wr$slot),
        .value(wr$value),
        .written(wr$written)
    );
    
    // Update code
    always @(*) begin
        rd$word = word;
        rd$slot = slot;
        wr$word = word;
        wr$slot = slot;
        wr$value = value;
        read = rd$read;
        written = wr$written;
    end
    
endmodule // top$core$slot_m


module cuckoo_serial_f8_b4_k8$core$slot_m$rd(word,slot,read);
    
    // Module arguments
    input wire  [31:0] word;
    input wire  [1:0] slot;
    output reg  [15:0] read;
    
    // Constant declarations
    localparam  sh1 = 8'h8;
    localparam  sh2 = 8'h10;
    localparam  sh3 = 8'h18;
    
    // Update code
    always @(*) begin
        case (slot)
            0:
                begin
                    read = ((word[(32'h0)+:(8)]) & 16'hffff);
                end
            1:
                begin
                    read = ((word[(sh1)+:(8)]) & 16'hffff);
                end
            2:
                begin
                    read = ((word[(sh2)+:(8)]) & 16'hffff);
                end
            default:
                begin
                    read = ((word[(sh3)+:(8)]) & 16'hffff);
                end
        endcase
    end
    
endmodule // top$core$slot_m$rd


module cuckoo_serial_f8_b4_k8$core$slot_m$wr(word,slot,value,written);
    
    // Module arguments
    input wire  [31:0] word;
    input wire  [1:0] slot;
    input wire  [15:0] value;
    output reg  [31:0] written;
    
    // Constant declarations
    localparam  sh1 = 8'h8;
    localparam  sh2 = 8'h10;
    localparam  sh3 = 8'h18;
    localparam  fmask = 32'hff;
    
    // Local signals
    reg  [31:0] v;
    
    // Update code
    always @(*) begin
        v = ((value) & 32'hffffffff) & fmask;
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
    
endmodule // top$core$slot_m$wr


module cuckoo_serial_f8_b4_k8$core$st(d,q,clock);
    
    // Module arguments
    input wire  [3:0] d;
    output reg  [3:0] q;
    input wire  clock;
    
    // Enums
    localparam SerialState$Idle = 0;
    localparam SerialState$ScanA = 1;
    localparam SerialState$ScanB = 2;
    localparam SerialState$Reinsert = 3;
    localparam SerialState$PlaceA = 4;
    localparam SerialState$Kick = 5;
    localparam SerialState$ReadData = 6;
    localparam SerialState$WriteData = 7;
    localparam SerialState$Clearing = 8;
    localparam SerialState$Result = 9;
    
    // Update code (custom)
    initial begin
       q = 64'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$core$st


module cuckoo_serial_f8_b4_k8$core$stash_fp(d,q,clock);
    
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
          
endmodule // top$core$stash_fp


module cuckoo_serial_f8_b4_k8$core$stash_i(d,q,clock);
    
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
          
endmodule // top$core$stash_i


module cuckoo_serial_f8_b4_k8$core$stash_v(d,q,clock);
    
    // Module arguments
    input wire  d;
    output reg  q;
    input wire  clock;
    
    // Update code (custom)
    initial begin
       q = 1'h0;
    end
    
    always @(posedge clock) begin
       q <= d;
    end
          
endmodule // top$core$stash_v


module cuckoo_serial_f8_b4_k8$front(clock,reset,in_valid,in_ready,in_op,in_key,in_data,in_tag,out_valid,out_ready,out_op,out_x,out_h0,out_data,out_tag);
    
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
    cuckoo_serial_f8_b4_k8$front$mix mix(
        .x(mix$x),
        .round(mix$round),
        .out(mix$out)
    );
    cuckoo_serial_f8_b4_k8$front$state state(
        .d(state$d),
        .q(state$q),
        .clock(state$clock)
    );
    cuckoo_serial_f8_b4_k8$front$op op(
        .d(op$d),
        .q(op$q),
        .clock(op$clock)
    );
    cuckoo_serial_f8_b4_k8$front$x x(
        .d(x$d),
        .q(x$q),
        .clock(x$clock)
    );
    cuckoo_serial_f8_b4_k8$front$h0 h0(
        .d(h0$d),
        .q(h0$q),
        .clock(h0$clock)
    );
    cuckoo_serial_f8_b4_k8$front$data data(
        .d(data$d),
        .q(data$q),
        .clock(data$clock)
    );
    cuckoo_serial_f8_b4_k8$front$tag tag(
        .d(tag$d),
        .q(tag$q),
        .clock(tag$clock)
    );
    cuckoo_serial_f8_b4_k8$front$rnd rnd(
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


module cuckoo_serial_f8_b4_k8$front$data(d,q,clock);
    
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


module cuckoo_serial_f8_b4_k8$front$h0(d,q,clock);
    
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


module cuckoo_serial_f8_b4_k8$front$mix(x,round,out);
    
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


module cuckoo_serial_f8_b4_k8$front$op(d,q,clock);
    
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


module cuckoo_serial_f8_b4_k8$front$rnd(d,q,clock);
    
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


module cuckoo_serial_f8_b4_k8$front$state(d,q,clock);
    
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


module cuckoo_serial_f8_b4_k8$front$tag(d,q,clock);
    
    // Module arguments
    input wire  d;
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


module cuckoo_serial_f8_b4_k8$front$x(d,q,clock);
    
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
