//! `UartRx`: 8N1 receiver with a run-time baud divider.
//!
//! ```text
//!  rx ─► sync1 ─► sync2 ─► FSM: Idle ─start─► Start ─½ bit─► Data x8 ─► Stop ─► hold ─► out_valid/out_data
//!                                               │ glitch                     │ stop = 0: framing_error,
//!                                               └──► Idle                    └─► Break (wait for rx = 1)
//! ```
//!
//! * `rx` crosses into the clock domain through two flip-flops (they reset
//!   to the idle level 1, so reset does not look like a start bit).
//! * `div` is the bit time in clock cycles (at least 4). A start bit is
//!   checked half a bit after the falling edge; data bits are sampled every
//!   `div` cycles from there, so the sample point drifts only by the rate
//!   error of one frame (1% at 100 MHz / 3 Mbaud with `div` = 33).
//! * Received bytes wait in a one-byte holding register (valid/ready). A byte
//!   that completes while the previous one is still held is dropped and
//!   `overrun` strobes; a stop bit read as 0 strobes `framing_error` and the
//!   receiver waits for the line to go idle before looking for a start bit.
use rust_hdl::prelude::*;

#[derive(Copy, Clone, PartialEq, Debug, LogicState)]
pub enum RxState {
    Idle,
    Start,
    Data,
    Stop,
    Break,
}

/// 8N1 UART receiver.
#[derive(LogicBlock)]
pub struct UartRx {
    pub clock: Signal<In, Clock>,
    pub reset: Signal<In, Bit>,
    /// The RX pin (asynchronous).
    pub rx: Signal<In, Bit>,
    /// Clock cycles per bit, at least 4.
    pub div: Signal<In, Bits<16>>,
    // -- received bytes (source)
    pub out_valid: Signal<Out, Bit>,
    pub out_ready: Signal<In, Bit>,
    pub out_data: Signal<Out, Bits<8>>,
    /// One-cycle strobe: a stop bit was 0.
    pub framing_error: Signal<Out, Bit>,
    /// One-cycle strobe: a byte arrived while the previous one was held.
    pub overrun: Signal<Out, Bit>,
    /// One-cycle strobe: a start bit was seen (activity, boot epoch).
    pub start_seen: Signal<Out, Bit>,
    sync1: DFF<Bit>,
    sync2: DFF<Bit>,
    state: DFF<RxState>,
    cnt: DFF<Bits<16>>,
    bitn: DFF<Bits<3>>,
    shift: DFF<Bits<8>>,
    hold_v: DFF<Bit>,
    hold_d: DFF<Bits<8>>,
    one16: Constant<Bits<16>>,
    zero16: Constant<Bits<16>>,
    one3: Constant<Bits<3>>,
    seven: Constant<Bits<3>>,
    zero3: Constant<Bits<3>>,
    msb: Constant<Bits<8>>,
}

impl UartRx {
    pub fn new() -> Self {
        Self {
            clock: Default::default(),
            reset: Default::default(),
            rx: Default::default(),
            div: Default::default(),
            out_valid: Default::default(),
            out_ready: Default::default(),
            out_data: Default::default(),
            framing_error: Default::default(),
            overrun: Default::default(),
            start_seen: Default::default(),
            sync1: Default::default(),
            sync2: Default::default(),
            state: Default::default(),
            cnt: Default::default(),
            bitn: Default::default(),
            shift: Default::default(),
            hold_v: Default::default(),
            hold_d: Default::default(),
            one16: Constant::new(1u64.to_bits()),
            zero16: Constant::new(0u64.to_bits()),
            one3: Constant::new(1u64.to_bits()),
            seven: Constant::new(7u64.to_bits()),
            zero3: Constant::new(0u64.to_bits()),
            msb: Constant::new(0x80u64.to_bits()),
        }
    }
}

impl Default for UartRx {
    fn default() -> Self {
        Self::new()
    }
}

impl Logic for UartRx {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(
            self, clock, sync1, sync2, state, cnt, bitn, shift, hold_v, hold_d
        );
        // The synchronisers hold the inverted line, so their reset value 0 means idle.
        self.sync1.d.next = !self.rx.val();
        self.sync2.d.next = self.sync1.q.val();

        self.out_valid.next = self.hold_v.q.val();
        self.out_data.next = self.hold_d.q.val();
        self.framing_error.next = false;
        self.overrun.next = false;
        self.start_seen.next = false;
        if self.out_ready.val() {
            self.hold_v.d.next = false;
        }
        self.cnt.d.next = self.cnt.q.val() - self.one16.val();

        match self.state.q.val() {
            RxState::Idle => {
                if self.sync2.q.val() {
                    self.state.d.next = RxState::Start;
                    self.cnt.d.next = (self.div.val() >> 1) - self.one16.val();
                    self.start_seen.next = true;
                }
            }
            RxState::Start => {
                if self.cnt.q.val() == self.zero16.val() {
                    if self.sync2.q.val() {
                        self.state.d.next = RxState::Data;
                        self.cnt.d.next = self.div.val() - self.one16.val();
                        self.bitn.d.next = self.zero3.val();
                    } else {
                        self.state.d.next = RxState::Idle;
                    }
                }
            }
            RxState::Data => {
                if self.cnt.q.val() == self.zero16.val() {
                    if self.sync2.q.val() {
                        self.shift.d.next = self.shift.q.val() >> 1;
                    } else {
                        self.shift.d.next = (self.shift.q.val() >> 1) | self.msb.val();
                    }
                    self.bitn.d.next = self.bitn.q.val() + self.one3.val();
                    self.cnt.d.next = self.div.val() - self.one16.val();
                    if self.bitn.q.val() == self.seven.val() {
                        self.state.d.next = RxState::Stop;
                    }
                }
            }
            RxState::Stop => {
                if self.cnt.q.val() == self.zero16.val() {
                    if self.sync2.q.val() {
                        self.framing_error.next = true;
                        self.state.d.next = RxState::Break;
                    } else {
                        self.state.d.next = RxState::Idle;
                        if self.hold_v.q.val() & !self.out_ready.val() {
                            self.overrun.next = true;
                        } else {
                            self.hold_v.d.next = true;
                            self.hold_d.d.next = self.shift.q.val();
                        }
                    }
                }
            }
            RxState::Break => {
                if !self.sync2.q.val() {
                    self.state.d.next = RxState::Idle;
                }
            }
            _ => {
                self.state.d.next = RxState::Idle;
            }
        }

        if self.reset.val() {
            self.state.d.next = RxState::Idle;
            self.hold_v.d.next = false;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::link::UartTx;
    use crate::link::testbench::settle;
    use hwfilter_model::rng::SplitMix64;

    /// UartTx wired to UartRx, stepped by hand.
    #[derive(LogicBlock)]
    struct Loopback {
        clock: Signal<In, Clock>,
        reset: Signal<In, Bit>,
        div: Signal<In, Bits<16>>,
        in_valid: Signal<In, Bit>,
        in_data: Signal<In, Bits<8>>,
        in_ready: Signal<Out, Bit>,
        out_valid: Signal<Out, Bit>,
        out_ready: Signal<In, Bit>,
        out_data: Signal<Out, Bits<8>>,
        framing_error: Signal<Out, Bit>,
        overrun: Signal<Out, Bit>,
        /// Forces the line low (a broken stop bit) when set.
        force_low: Signal<In, Bit>,
        tx: UartTx,
        rx: UartRx,
    }

    impl Logic for Loopback {
        #[hdl_gen]
        fn update(&mut self) {
            self.tx.clock.next = self.clock.val();
            self.rx.clock.next = self.clock.val();
            self.tx.reset.next = self.reset.val();
            self.rx.reset.next = self.reset.val();
            self.tx.div.next = self.div.val();
            self.rx.div.next = self.div.val();
            self.tx.in_valid.next = self.in_valid.val();
            self.tx.in_data.next = self.in_data.val();
            self.in_ready.next = self.tx.in_ready.val();
            self.rx.rx.next = self.tx.tx.val() & !self.force_low.val();
            self.out_valid.next = self.rx.out_valid.val();
            self.out_data.next = self.rx.out_data.val();
            self.rx.out_ready.next = self.out_ready.val();
            self.framing_error.next = self.rx.framing_error.val();
            self.overrun.next = self.rx.overrun.val();
        }
    }

    fn new_loopback(div: u64) -> Loopback {
        let mut l = Loopback {
            clock: Default::default(),
            reset: Default::default(),
            div: Default::default(),
            in_valid: Default::default(),
            in_data: Default::default(),
            in_ready: Default::default(),
            out_valid: Default::default(),
            out_ready: Default::default(),
            out_data: Default::default(),
            framing_error: Default::default(),
            overrun: Default::default(),
            force_low: Default::default(),
            tx: UartTx::new(),
            rx: UartRx::new(),
        };
        l.connect_all();
        l.div.next = div.to_bits();
        l.reset.next = true;
        for _ in 0..3 {
            step(&mut l);
        }
        l.reset.next = false;
        l
    }

    fn step(l: &mut Loopback) {
        l.clock.next = Clock::from(false);
        settle(l);
        l.clock.next = Clock::from(true);
        settle(l);
    }

    #[derive(Default)]
    struct Seen {
        bytes: Vec<u8>,
        framing: usize,
        overruns: usize,
    }

    /// Offers `bytes` back to back; `sink_every` = take a received byte every n cycles.
    fn run(l: &mut Loopback, bytes: &[u8], cycles: usize, sink_every: usize) -> Seen {
        let mut seen = Seen::default();
        let mut next = 0;
        for c in 0..cycles {
            l.in_valid.next = next < bytes.len();
            if next < bytes.len() {
                l.in_data.next = (bytes[next] as u64).to_bits();
            }
            l.out_ready.next = c % sink_every == 0;
            l.clock.next = Clock::from(false);
            settle(l);
            if l.in_valid.val() && l.in_ready.val() {
                next += 1;
            }
            if l.out_valid.val() && l.out_ready.val() {
                seen.bytes.push(l.out_data.val().index() as u8);
            }
            seen.framing += l.framing_error.val() as usize;
            seen.overruns += l.overrun.val() as usize;
            l.clock.next = Clock::from(true);
            settle(l);
        }
        seen
    }

    #[test]
    fn loopback_delivers_random_bytes_at_several_dividers() {
        let mut rng = SplitMix64(7);
        for div in [4u64, 5, 8, 33] {
            let mut l = new_loopback(div);
            let bytes: Vec<u8> = (0..40).map(|_| rng.next_u64() as u8).collect();
            let cycles = (bytes.len() + 2) * 10 * div as usize;
            let seen = run(&mut l, &bytes, cycles, 1);
            assert_eq!(seen.bytes, bytes, "div {div}");
            assert_eq!((seen.framing, seen.overruns), (0, 0), "div {div}");
        }
    }

    #[test]
    fn back_to_back_bytes_take_exactly_ten_bit_times() {
        let div = 6u64;
        let mut l = new_loopback(div);
        let mut accepted_at = vec![];
        for c in 0..400 {
            l.in_valid.next = true;
            l.in_data.next = 0x5au64.to_bits();
            l.out_ready.next = true;
            l.clock.next = Clock::from(false);
            settle(&mut l);
            if l.in_ready.val() {
                accepted_at.push(c);
            }
            l.clock.next = Clock::from(true);
            settle(&mut l);
        }
        let gaps: Vec<usize> = accepted_at.windows(2).map(|w| w[1] - w[0]).collect();
        assert!(gaps.len() >= 5);
        assert!(gaps.iter().all(|&g| g == 10 * div as usize), "{gaps:?}");
    }

    #[test]
    fn a_held_byte_is_kept_and_the_next_one_is_an_overrun() {
        let mut l = new_loopback(4);
        // Nobody takes bytes for a long time: the first stays, the second overruns.
        let seen = run(&mut l, &[0x11, 0x22], 2 * 10 * 4 + 20, usize::MAX);
        assert_eq!(seen.overruns, 1);
        let seen = run(&mut l, &[], 4, 1);
        assert_eq!(seen.bytes, [0x11]);
    }

    #[test]
    fn a_zero_stop_bit_is_a_framing_error_and_the_receiver_recovers() {
        let div = 4usize;
        let mut l = new_loopback(div as u64);
        let mut seen = Seen::default();
        // Send 0xff and hold the line low from bit 8 on (through the stop bit).
        for c in 0..(14 * div) {
            l.in_valid.next = c == 0;
            l.in_data.next = 0xffu64.to_bits();
            l.out_ready.next = true;
            l.force_low.next = c >= 9 * div && c < 12 * div;
            l.clock.next = Clock::from(false);
            settle(&mut l);
            seen.framing += l.framing_error.val() as usize;
            if l.out_valid.val() {
                seen.bytes.push(l.out_data.val().index() as u8);
            }
            l.clock.next = Clock::from(true);
            settle(&mut l);
        }
        l.force_low.next = false;
        assert_eq!(seen.framing, 1);
        assert!(seen.bytes.is_empty(), "{:?}", seen.bytes);
        let after = run(&mut l, &[0xa5, 0x00], 30 * div, 1);
        assert_eq!(after.bytes, [0xa5, 0x00]);
    }

    #[test]
    fn verilog_is_generated() {
        let mut rx = UartRx::new();
        rx.connect_all();
        let v = generate_verilog(&rx);
        assert!(v.contains("module top"));
    }
}
