//! `BankRam`: a simple dual-port RAM (one read port, one write port, one
//! clock) for engines that never use a read made at the edge of a write
//! to the same word.
//!
//! rust-hdl's `RAM` says nothing about a read of the word written at the
//! same edge, so yosys keeps Verilog's answer (the old word) and, since the
//! iCE40 block RAM does not promise it, builds it out of logic: a compare
//! of the read and write addresses, registered, and a multiplexer on the
//! read data ("emulate_read_first" in its log). In the Cuckoo engine that
//! logic sat on the critical path twice: after the read address, which
//! depends on the pipeline's stall, and before the slot compares.
//!
//! `BankRam` marks its memory `(* no_rw_check *)`: such a read may return
//! either word, and yosys adds nothing. An engine that uses it must not
//! use the RAM's answer to a read at an edge that wrote the same address
//! (the Cuckoo engine's ops wait and read again, and its FSM reads such a
//! bucket again). Verilog simulation (Verilator) keeps the old word.

use rust_hdl::prelude::*;

/// `2^N` words of `D`; reads registered (one cycle), writes at the edge.
#[derive(LogicBlock, Default)]
pub struct BankRam<D: Synth, const N: usize> {
    pub read_address: Signal<In, Bits<N>>,
    pub read_data: Signal<Out, D>,
    pub write_address: Signal<In, Bits<N>>,
    pub write_data: Signal<In, D>,
    pub write_enable: Signal<In, bool>,
    pub clock: Signal<In, Clock>,
    _sim: std::collections::BTreeMap<Bits<N>, D>,
}

impl<D: Synth, const N: usize> Logic for BankRam<D, N> {
    fn update(&mut self) {
        if self.clock.pos_edge() {
            self.read_data.next = *self
                ._sim
                .get(&self.read_address.val())
                .unwrap_or(&D::default());
            if self.write_enable.val() {
                self._sim
                    .insert(self.write_address.val(), self.write_data.val());
            }
        }
    }

    fn connect(&mut self) {
        self.read_data.connect();
    }

    fn hdl(&self) -> Verilog {
        Verilog::Custom(format!(
            "\
(* no_rw_check *)
reg[{d}:0] mem[{last}:0];

always @(posedge clock) begin
   read_data <= mem[read_address];
   if (write_enable) begin
      mem[write_address] <= write_data;
   end
end
",
            d = D::BITS - 1,
            last = (1usize << N) - 1,
        ))
    }
}

/// `HoldRam`: a simple dual-port RAM whose read port has an enable: the
/// read data holds while `read_enable` is low (the block RAM's `RCLKE`),
/// so a stalled pipeline stage keeps its word without a multiplexer after
/// the RAM. A read at the edge of a write to the same word returns the old
/// word (read-first, as rust-hdl's `RAM`; yosys builds that out of logic).
#[derive(LogicBlock, Default)]
pub struct HoldRam<D: Synth, const N: usize> {
    pub read_address: Signal<In, Bits<N>>,
    pub read_enable: Signal<In, bool>,
    pub read_data: Signal<Out, D>,
    pub write_address: Signal<In, Bits<N>>,
    pub write_data: Signal<In, D>,
    pub write_enable: Signal<In, bool>,
    pub clock: Signal<In, Clock>,
    _sim: std::collections::BTreeMap<Bits<N>, D>,
}

impl<D: Synth, const N: usize> Logic for HoldRam<D, N> {
    fn update(&mut self) {
        if self.clock.pos_edge() {
            if self.read_enable.val() {
                self.read_data.next = *self
                    ._sim
                    .get(&self.read_address.val())
                    .unwrap_or(&D::default());
            }
            if self.write_enable.val() {
                self._sim
                    .insert(self.write_address.val(), self.write_data.val());
            }
        }
    }

    fn connect(&mut self) {
        self.read_data.connect();
    }

    fn hdl(&self) -> Verilog {
        Verilog::Custom(format!(
            "\
reg[{d}:0] mem[{last}:0];

always @(posedge clock) begin
   if (read_enable) begin
      read_data <= mem[read_address];
   end
   if (write_enable) begin
      mem[write_address] <= write_data;
   end
end
",
            d = D::BITS - 1,
            last = (1usize << N) - 1,
        ))
    }
}
