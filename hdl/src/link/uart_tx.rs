//! `UartTx`: 8N1 transmitter with a run-time baud divider.
//!
//! ```text
//!  in_valid/in_ready/in_data ─► shift = {1, data, 0} ─► tx (LSB first, one bit per `div` cycles)
//! ```
//!
//! `tx` comes straight from a flip-flop (no glitches on the pin) and idles
//! high. `in_ready` is high while nothing is being sent; a byte takes
//! `10 * div` cycles.
use rust_hdl::prelude::*;

/// 8N1 UART transmitter.
#[derive(LogicBlock)]
pub struct UartTx {
    pub clock: Signal<In, Clock>,
    pub reset: Signal<In, Bit>,
    /// Clock cycles per bit, at least 2.
    pub div: Signal<In, Bits<16>>,
    // -- bytes to send (sink)
    pub in_valid: Signal<In, Bit>,
    pub in_ready: Signal<Out, Bit>,
    pub in_data: Signal<In, Bits<8>>,
    /// The TX pin.
    pub tx: Signal<Out, Bit>,
    /// Bits still to send, after the one on the pin (0 = idle).
    left: DFF<Bits<4>>,
    /// Inverted frame bits, so the reset value 0 drives the idle level 1.
    shift_n: DFF<Bits<10>>,
    cnt: DFF<Bits<16>>,
    /// `cnt != 0`, stepped with `cnt` (so `in_ready` is two flip-flops and
    /// a LUT), and `div != 1`, registered.
    cnz: DFF<Bit>,
    dnz: DFF<Bit>,
    one16: Constant<Bits<16>>,
    zero16: Constant<Bits<16>>,
    one4: Constant<Bits<4>>,
    zero4: Constant<Bits<4>>,
    nine: Constant<Bits<4>>,
    start_n: Constant<Bits<10>>,
    data_n: Signal<Local, Bits<8>>,
}

impl UartTx {
    pub fn new() -> Self {
        Self {
            clock: Default::default(),
            reset: Default::default(),
            div: Default::default(),
            in_valid: Default::default(),
            in_ready: Default::default(),
            in_data: Default::default(),
            tx: Default::default(),
            left: Default::default(),
            shift_n: Default::default(),
            cnt: Default::default(),
            cnz: Default::default(),
            dnz: Default::default(),
            one16: Constant::new(1u64.to_bits()),
            zero16: Constant::new(0u64.to_bits()),
            one4: Constant::new(1u64.to_bits()),
            zero4: Constant::new(0u64.to_bits()),
            nine: Constant::new(9u64.to_bits()),
            start_n: Constant::new(1u64.to_bits()),
            data_n: Default::default(),
        }
    }
}

impl Default for UartTx {
    fn default() -> Self {
        Self::new()
    }
}

impl Logic for UartTx {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, left, shift_n, cnt, cnz, dnz);
        self.tx.next = !self.shift_n.q.val().get_bit(0);
        // Invert at 8 bits: widened first, Verilog would invert the padding too.
        self.data_n.next = !self.in_data.val();
        self.dnz.d.next = self.div.val() != self.one16.val();
        self.in_ready.next =
            (self.left.q.val() == self.zero4.val()) & !self.cnz.q.val() & !self.reset.val();
        if !self.cnz.q.val() {
            if self.left.q.val() == self.zero4.val() {
                // Idle (or the stop bit just ended): take the next byte.
                self.shift_n.d.next = self.zero16.val().get_bits::<10>(0);
                if self.in_valid.val() {
                    // start bit 0 -> inverted 1; data inverted; stop bit 1 -> inverted 0
                    self.shift_n.d.next =
                        (bit_cast::<10, 8>(self.data_n.val()) << 1) | self.start_n.val();
                    self.left.d.next = self.nine.val();
                    self.cnt.d.next = self.div.val() - self.one16.val();
                    self.cnz.d.next = self.dnz.q.val();
                }
            } else {
                self.shift_n.d.next = self.shift_n.q.val() >> 1;
                self.left.d.next = self.left.q.val() - self.one4.val();
                self.cnt.d.next = self.div.val() - self.one16.val();
                self.cnz.d.next = self.dnz.q.val();
            }
        } else {
            self.cnt.d.next = self.cnt.q.val() - self.one16.val();
            self.cnz.d.next = self.cnt.q.val() != self.one16.val();
        }
        if self.reset.val() {
            self.left.d.next = self.zero4.val();
            self.shift_n.d.next = self.zero16.val().get_bits::<10>(0);
            self.cnt.d.next = self.zero16.val();
            self.cnz.d.next = false;
        }
    }
}
