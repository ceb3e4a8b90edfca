//! `LinkLeds`: the eight LEDs of a board whose core shows four, as the
//! Alchitry Cu and ULX3S tops light them.
//!
//! ```text
//!  core_leds[3:0] ─────────────────► led[3:0]
//!  rx ─► !rx, registered ──────────► led[4]   (glows while bytes come in)
//!  tx ─► !tx, registered ──────────► led[5]   (glows while bytes go out)
//!  reset ──────────────────────────► led[6]
//!                             0 ───► led[7]
//! ```
//!
//! The core's four are its own: 0 toggles per good frame, 1 per applied
//! request, 2 per damaged frame or UART error, 3 is a heartbeat. The line
//! LEDs are registered so the pins see a flip-flop, not the UART's pins.

use rust_hdl::prelude::*;

/// The eight user LEDs (active high) from a core's four, the UART's lines
/// and the reset.
#[derive(LogicBlock)]
pub struct LinkLeds {
    pub clock: Signal<In, Clock>,
    /// The core's four LEDs.
    pub core_leds: Signal<In, Bits<4>>,
    /// The UART's RX pin, as it comes in.
    pub rx: Signal<In, Bit>,
    /// The UART's TX pin, as it goes out.
    pub tx: Signal<In, Bit>,
    /// The board is held in reset.
    pub reset: Signal<In, Bit>,
    pub led: Signal<Out, Bits<8>>,
    rx_low: DFF<Bit>,
    tx_low: DFF<Bit>,
    zero8: Constant<Bits<8>>,
}

impl Default for LinkLeds {
    fn default() -> Self {
        Self {
            clock: Default::default(),
            core_leds: Default::default(),
            rx: Default::default(),
            tx: Default::default(),
            reset: Default::default(),
            led: Default::default(),
            rx_low: Default::default(),
            tx_low: Default::default(),
            zero8: Constant::new(0u64.to_bits()),
        }
    }
}

impl Logic for LinkLeds {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, rx_low, tx_low);
        self.rx_low.d.next = !self.rx.val();
        self.tx_low.d.next = !self.tx.val();
        self.led.next = self
            .zero8
            .val()
            .replace_bit(0, self.core_leds.val().get_bit(0))
            .replace_bit(1, self.core_leds.val().get_bit(1))
            .replace_bit(2, self.core_leds.val().get_bit(2))
            .replace_bit(3, self.core_leds.val().get_bit(3))
            .replace_bit(4, self.rx_low.q.val())
            .replace_bit(5, self.tx_low.q.val())
            .replace_bit(6, self.reset.val());
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_led_shows_its_signal_and_the_lines_from_their_registers() {
        let mut uut = LinkLeds::default();
        uut.connect_all();
        let mut sim = Simulation::new();
        sim.add_clock(5, |x: &mut Box<LinkLeds>| x.clock.next = !x.clock.val());
        sim.add_testbench(move |mut ep: Sim<LinkLeds>| {
            let mut x = ep.init()?;
            x.rx.next = true;
            x.tx.next = true;
            x.core_leds.next = 0b1010.into();
            wait_clock_cycles!(ep, clock, x, 2);
            sim_assert_eq!(ep, x.led.val(), bits::<8>(0b0000_1010), x);
            x.rx.next = false;
            x.reset.next = true;
            x.core_leds.next = 0b0101.into();
            wait_clock_cycle!(ep, clock, x);
            // The core's LEDs and the reset as they are; RX low from its
            // register, which took it at the edge.
            sim_assert_eq!(ep, x.led.val(), bits::<8>(0b0101_0101), x);
            x.tx.next = false;
            wait_clock_cycle!(ep, clock, x);
            sim_assert_eq!(ep, x.led.val(), bits::<8>(0b0111_0101), x);
            ep.done(x)
        });
        sim.run(Box::new(uut), 1_000).unwrap();
    }
}
