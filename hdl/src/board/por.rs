//! `PowerOnReset`: the board tops' reset — held after configuration and
//! while the reset button is pressed.
//!
//! ```text
//!  button_n ─► sync1 ─► sync2 ─► pressed ─► count := 0
//!                                           else count += 1 until bit 12
//!  reset = !released,  released <= count[12]
//! ```
//!
//! * Every register starts at 0 after configuration (iCE40 flip-flops power
//!   up cleared), so `reset` is asserted from the first cycle on without any
//!   reset of its own.
//! * iCE40 block RAM reads zeros for a while after configuration, so the
//!   design is held in reset for 2^12 = 4096 cycles: 68 us at 60 MHz,
//!   341 us at 12 MHz, well past that window.
//! * The button (active low, asynchronous) crosses into the clock domain
//!   through two flip-flops; while it reads pressed the count stays at 0, so
//!   a press resets the board and the release is followed by the same 4096
//!   cycles of reset, which also rides out contact bounce shorter than that.

use rust_hdl::prelude::*;

/// Cycles the reset is held after configuration and after the button is released.
pub const POR_CYCLES: u32 = 1 << 12;

/// Power-on reset generator and reset-button synchroniser.
#[derive(LogicBlock)]
pub struct PowerOnReset {
    pub clock: Signal<In, Clock>,
    /// The reset button pin, active low (asynchronous).
    pub button_n: Signal<In, Bit>,
    /// Synchronous reset, active high.
    pub reset: Signal<Out, Bit>,
    sync1: DFF<Bit>,
    sync2: DFF<Bit>,
    count: DFF<Bits<13>>,
    released: DFF<Bit>,
    one13: Constant<Bits<13>>,
    zero13: Constant<Bits<13>>,
}

impl Default for PowerOnReset {
    fn default() -> Self {
        Self::new()
    }
}

impl PowerOnReset {
    pub fn new() -> Self {
        Self {
            clock: Default::default(),
            button_n: Default::default(),
            reset: Default::default(),
            sync1: Default::default(),
            sync2: Default::default(),
            count: Default::default(),
            released: Default::default(),
            one13: Constant::new(1u64.to_bits()),
            zero13: Constant::new(0u64.to_bits()),
        }
    }
}

impl Logic for PowerOnReset {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, sync1, sync2, count, released);
        self.sync1.d.next = self.button_n.val();
        self.sync2.d.next = self.sync1.q.val();
        if !self.sync2.q.val() {
            self.count.d.next = self.zero13.val();
        } else if !self.count.q.val().get_bit(12) {
            self.count.d.next = self.count.q.val() + self.one13.val();
        }
        self.released.d.next = self.count.q.val().get_bit(12);
        self.reset.next = !self.released.q.val();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::link::testbench::settle;

    fn tick(p: &mut PowerOnReset) {
        p.clock.next = Clock::from(true);
        settle(p);
        p.clock.next = Clock::from(false);
        settle(p);
    }

    #[test]
    fn reset_is_held_for_por_cycles_after_configuration_and_after_a_press() {
        let mut p = PowerOnReset::new();
        p.connect_all();
        p.button_n.next = true;
        p.clock.next = Clock::from(false);
        settle(&mut p);
        let mut held = 0;
        while p.reset.val() {
            tick(&mut p);
            held += 1;
            assert!(held < 2 * POR_CYCLES, "reset never released");
        }
        // Two synchroniser cycles, the count, and the output register.
        assert!(
            (POR_CYCLES..POR_CYCLES + 4).contains(&held),
            "held {held} cycles"
        );
        for _ in 0..100 {
            tick(&mut p);
            assert!(!p.reset.val(), "reset came back without a press");
        }
        p.button_n.next = false;
        settle(&mut p);
        let mut n = 0;
        while !p.reset.val() {
            tick(&mut p);
            n += 1;
            assert!(n < 10, "press not seen");
        }
        for _ in 0..10 * POR_CYCLES {
            tick(&mut p);
            assert!(p.reset.val(), "released while the button is pressed");
        }
        p.button_n.next = true;
        settle(&mut p);
        held = 0;
        while p.reset.val() {
            tick(&mut p);
            held += 1;
            assert!(held < 2 * POR_CYCLES, "reset never released");
        }
        assert!(
            (POR_CYCLES..POR_CYCLES + 4).contains(&held),
            "held {held} cycles after release"
        );
    }
}
