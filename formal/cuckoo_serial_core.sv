// The one-op-at-a-time Cuckoo engine's core (hdl/src/cuckoo_serial/core.rs),
// module `cuckoo_serial_core`, given the ports of the pipelined engine
// (module `cuckoo_engine`), so formal/cuckoo_engine.sv checks it unchanged.
//
// The core sits behind a mixer front in the board (CuckooSerialEngine);
// here the front is replaced by what it hands the core with the mixer
// abstracted as in the pipelined engine's check: h0 = {4{key[15:0]}}, and
// the key (or READ/WRITE address) itself as `x`. The front holds an op's
// fields until the core's `in_ready`, which the harness assumes of its op
// stream.
module cuckoo_engine (
    output probe_stash_valid,
    output probe_evicting,
    output probe_chain_start,
    input clock,
    input reset,
    input in_valid,
    output in_ready,
    input [2:0] in_op,
    input [63:0] in_key,
    input [63:0] in_data,
    output out_valid,
    input out_ready,
    output [2:0] out_op,
    output [1:0] out_code,
    output [63:0] out_data
);
  cuckoo_serial_core core (
      .probe_stash_valid(probe_stash_valid), .probe_evicting(probe_evicting),
      .probe_chain_start(probe_chain_start),
      .clock(clock), .reset(reset),
      .in_valid(in_valid), .in_ready(in_ready), .in_op(in_op),
      .in_x(in_key), .in_h0({4{in_key[15:0]}}), .in_data(in_data),
      .out_valid(out_valid), .out_ready(out_ready),
      .out_op(out_op), .out_code(out_code), .out_data(out_data)
  );
endmodule
