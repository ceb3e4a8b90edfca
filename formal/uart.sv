// Properties of the link's UART (hdl/src/link/uart_rx.rs, uart_tx.rs),
// bound to the ports of their generated Verilog (modules `uart_rx` and
// `uart_tx`: hwfilter_hdl::formal). The receiver's flip-flops start in
// any state (their initial values are removed,
// hwfilter_hdl::formal::free_initial_state) but one the receiver can
// never be in: a bit counter beyond the bit time while a frame is read
// (it is loaded with at most `div` - 1 and counts down). Its reset is
// never asserted: what is shown holds without a reset, from wherever
// noise, glitches or a power-on left it. The bit time `div` is any
// constant from 4 (the receiver's minimum) to `UART_DIV_MAX`.
//
// Two checks, which together say: whatever state the receiver is in, a
// byte sent after the line has idled for 11 bit times arrives intact.
//   uart_rx_recovers_formal: from any state, after any noise, the
//     receiver is idle once the line has been high for 11 bit times
//     (a frame cut anywhere ends within 10, a break ends with the line
//     high) and then stays idle while the line does.
//   uart_loopback_formal: from any idle state (its counters, shift
//     register and held byte anything), a byte the transmitter sends
//     arrives intact, once, within its frame time, with no error, and
//     the transmitter is busy for exactly that time.
`include "formal_defs.vh"

`define RX_IDLE 3'd0
`define RX_BREAK 3'd4

// The receiver's states it can be in: a bit counter within the bit time
// while it reads a frame (Start, Data, Stop).
module uart_rx_reachable (
    input [15:0] div,
    input [2:0] state,
    input [15:0] cnt,
    output ok
);
  assign ok = state == `RX_IDLE || state >= `RX_BREAK || cnt < div;
endmodule

module uart_rx_recovers_formal (
    input clock,
    input noise,
    input go,
    input out_ready
);
  (* anyconst *) reg [15:0] div;
  always @(*) assume (div >= 4 && div <= `UART_DIV_MAX);

  reg going = 0;
  always @(posedge clock) if (go) going <= 1;
  wire line = going ? 1'b1 : noise;

  wire out_valid, framing_error, overrun, start_seen;
  wire [7:0] out_data;
  wire [2:0] probe_state;
  wire [15:0] probe_cnt;
  uart_rx rx (
      .probe_state(probe_state), .probe_cnt(probe_cnt),
      .clock(clock), .reset(1'b0), .rx(line), .div(div),
      .out_valid(out_valid), .out_ready(out_ready), .out_data(out_data),
      .framing_error(framing_error), .overrun(overrun), .start_seen(start_seen)
  );

  reg past_valid = 0;
  always @(posedge clock) past_valid <= 1;
  wire reachable;
  uart_rx_reachable start_state (.div(div), .state(probe_state), .cnt(probe_cnt), .ok(reachable));
  always @(*) if (!past_valid) assume (reachable);

  // Cycles the line has been high since `go`, saturating.
  reg [7:0] idle = 0;
  always @(posedge clock) if (going && idle != 8'hff) idle <= idle + 1;

  always @(*) begin
    if (going && idle >= 11 * div) assert (probe_state == `RX_IDLE);
    // and the states it goes through are ones it can be in
    assert (reachable);
    // (the harness's own count, stated for the induction)
    if (!going) assert (idle == 0);
  end

  // -- non-vacuity: recovered from a break, and from a frame cut short
  reg was_break = 0, was_busy = 0;
  always @(posedge clock)
    if (go && !going) begin
      was_break <= probe_state == `RX_BREAK;
      was_busy <= probe_state != `RX_IDLE && probe_state != `RX_BREAK;
    end
  always @(*) begin
    cover (going && was_break && probe_state == `RX_IDLE);
    cover (going && was_busy && probe_state == `RX_IDLE && idle >= 10 * div);
  end
endmodule

module uart_loopback_formal (
    input clock,
    input start
);
  reg past_valid = 0;
  always @(posedge clock) past_valid <= 1;

  (* anyconst *) reg [15:0] div;
  (* anyconst *) reg [7:0] data;
  always @(*) assume (div >= 4 && div <= `UART_DIV_MAX);

  wire tx_pin, tx_ready;
  wire out_valid, framing_error, overrun, start_seen;
  wire [7:0] out_data;
  wire [2:0] probe_state;
  wire [15:0] probe_cnt;

  // The transmitter comes out of its reset (the first cycle); it sends
  // `data` once, when `start` says, from the third cycle on.
  reg sent = 0;
  wire send = start && !sent && past_valid;
  uart_tx tx (
      .clock(clock), .reset(!past_valid), .div(div),
      .in_valid(send), .in_ready(tx_ready), .in_data(data), .tx(tx_pin)
  );
  // The receiver starts idle, the rest of its state anything; its
  // consumer takes every byte.
  uart_rx rx (
      .probe_state(probe_state), .probe_cnt(probe_cnt),
      .clock(clock), .reset(1'b0), .rx(tx_pin), .div(div),
      .out_valid(out_valid), .out_ready(1'b1), .out_data(out_data),
      .framing_error(framing_error), .overrun(overrun), .start_seen(start_seen)
  );
  always @(*) if (!past_valid) assume (probe_state == `RX_IDLE);

  // Cycles since the transmitter took `data`; the byte received since.
  reg [8:0] elapsed = 0;
  reg received = 0;
  always @(posedge clock) begin
    if (send && tx_ready) sent <= 1;
    if (sent && elapsed != 9'h1ff) elapsed <= elapsed + 1;
    if (sent && out_valid) received <= 1;
  end

  always @(*) begin
    // the transmitter's pin idles high until it sends
    if (past_valid && !sent) assert (tx_pin);
    // it is busy for the byte's ten bit times, and free after them
    if (sent && elapsed < 10 * div - 1) assert (!tx_ready);
    if (sent && elapsed >= 10 * div + 1) assert (tx_ready);
    // the byte arrives intact, once, within its frame time plus the
    // synchroniser's delay, and nothing is reported wrong with it
    if (sent && out_valid) assert (!received && out_data == data);
    if (sent && elapsed > 10 * div + 4) assert (received);
    if (sent) assert (!framing_error && !overrun);
  end

  // -- non-vacuity
  always @(*) cover (received);
endmodule
