// A source port's contract, checked: once `valid` is offered it stays
// offered, with the same `payload`, until `ready` takes it (no reset in
// between). Bind one to every output stream of a block.
module stream_source #(parameter WIDTH = 1) (
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
    if (past_valid && was_stalled && !reset) begin
      assert (valid);
      assert (payload == stalled_payload);
    end
  end
endmodule

// A sink port's contract, assumed of the block's environment: what the
// block is offered stays offered, unchanged, until it takes it.
module stream_sink #(parameter WIDTH = 1) (
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
  always @(*)
    if (past_valid && was_stalled && !reset) begin
      assume (valid);
      assume (payload == stalled_payload);
    end
endmodule
