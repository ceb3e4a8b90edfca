// Checkers shared by the harnesses.

// A stream port's contract: once `valid` is offered it stays offered, with
// the same `payload`, until `ready` takes it (no reset in between).
// Asserted of a block's source ports (IS_SINK = 0); assumed of what its
// environment offers a sink port (IS_SINK = 1).
module stream_port #(parameter WIDTH = 1, parameter IS_SINK = 0) (
    input clock,
    input reset,
    input valid,
    input ready,
    input [WIDTH-1:0] payload
);
  reg past_valid = 0;
  reg was_stalled = 0;
  reg [WIDTH-1:0] stalled_payload;
  always @(posedge clock) begin
    past_valid <= 1;
    was_stalled <= valid && !ready && !reset;
    stalled_payload <= payload;
  end
  wire held = !(past_valid && was_stalled && !reset) || (valid && payload == stalled_payload);
  generate
    if (IS_SINK) begin : environment
      always @(*) assume (held);
    end else begin : block
      always @(*) assert (held);
    end
  endgenerate
endmodule

// The ops a block has taken and not yet answered, oldest first: each op's
// `tag` (what the harness needs to judge its result) is pushed when the
// op is taken and popped when its result is; `head` is the oldest's.
module op_order #(parameter TAG = 1) (
    input clock,
    input push,
    input [TAG-1:0] tag,
    input pop,
    output [TAG-1:0] head,
    output [4:0] in_flight
);
  reg [TAG-1:0] queue[0:15];
  reg [3:0] head_index = 0, tail_index = 0;
  reg [4:0] count = 0;
  always @(posedge clock) begin
    if (push) begin
      queue[tail_index] <= tag;
      tail_index <= tail_index + 1;
    end
    if (pop) head_index <= head_index + 1;
    count <= count + push - pop;
  end
  assign head = queue[head_index];
  assign in_flight = count;
endmodule

// An environment whose first or second op taken is a CLEAR: once one op
// has been taken, only a CLEAR is offered until a CLEAR is taken (what a
// CLEAR leaves is then within a bounded check's reach; the op before it
// may still be in flight as it starts).
module clear_soon (
    input clock,
    input op_in,
    input offered,
    input is_clear
);
  reg clear_taken = 0, op_taken = 0;
  always @(posedge clock)
    if (op_in) begin
      op_taken <= 1;
      if (is_clear) clear_taken <= 1;
    end
  always @(*) if (offered && op_taken && !clear_taken) assume (is_clear);
endmodule
