//! Self-test tops: [`SelfTestCore`] on each board's pins, so a board can be
//! checked without the host (docs/boards.md, "Self-test bitstreams").
//!
//! Both tops keep the serial pins of their board's `.pcf` (TX idles high,
//! RX only lights an LED), so the same constraint files build them.
//!
//! - [`AlchitryCuSelfTest`]: the 100 MHz oscillator through the PLL to
//!   [`ALCHITRY_SELFTEST_HZ`] (60 MHz), as the board top: the Cuckoo engine
//!   does not meet 100 MHz yet (about 90 MHz), and a self-test runs at the
//!   clock the board top runs at. The engines are the Alchitry Cu top's.
//! - [`IcebreakerSelfTest`]: the 12 MHz oscillator, the iCEBreaker top's
//!   engines. Without the link it fits the UP5K, which the full top does
//!   not yet.

use rust_hdl::prelude::*;

use super::por::PowerOnReset;
use crate::pll::{Ice40Pll, PllConfig};
use crate::selftest::SelfTestCore;

/// The Alchitry Cu self-test's engines: those of `AlchitryCuCore`.
pub type AlchitryCuSelfTestCore = SelfTestCore<4, 14, 12, 48, 10, 9>;
/// The iCEBreaker self-test's engines: the block-RAM ones (Bloom 4 x 2^14,
/// Cuckoo f = 8 in 2^10 buckets); the link top's SPRAM Bloom filter and
/// one-op-at-a-time Cuckoo filter are checked by co-simulation.
pub type IcebreakerSelfTestCore = SelfTestCore<4, 14, 8, 32, 10, 9>;
/// The Alchitry Cu self-test's clock, from the PLL: the board top's.
pub const ALCHITRY_SELFTEST_HZ: u32 = super::ALCHITRY_CU.selftest.unwrap().clock_hz;
/// The Alchitry Cu self-test's PLL setting (100 MHz to 60 MHz).
pub const ALCHITRY_SELFTEST_PLL: PllConfig = match super::ALCHITRY_CU.selftest.unwrap().pll {
    Some(pll) => pll.ice40().unwrap(),
    None => panic!("the Alchitry Cu self-test runs from its PLL"),
};
/// The iCEBreaker self-test's clock: the oscillator.
pub const ICEBREAKER_SELFTEST_HZ: u32 = super::ICEBREAKER.selftest.unwrap().clock_hz;

/// Alchitry Cu self-test. LEDs (active high): 0 PASS (every run so far
/// matched the model), 1 FAIL (latched until reset), 2 the Bloom engine
/// failed, 3 the Cuckoo engine failed, 4 toggles every 512 runs (runs go
/// on: a run is about 35,000 cycles, 0.6 ms), 5 heartbeat (the 60 MHz clock runs: bit 24
/// of a counter, 0.28 s), 6 held in reset (button, or the PLL not
/// locked), 7 lit while `usb_rx` is low.
#[derive(LogicBlock)]
pub struct AlchitryCuSelfTest {
    /// 100 MHz oscillator (P7).
    pub clk: Signal<In, Clock>,
    /// Reset button, active low (P8): restarts the self-test.
    pub rst_n: Signal<In, Bit>,
    /// Serial data from the host (P14): only shown on LED 7.
    pub usb_rx: Signal<In, Bit>,
    /// Serial data to the host (M9): idle (high).
    pub usb_tx: Signal<Out, Bit>,
    pub led: Signal<Out, Bits<8>>,
    pll: Ice40Pll,
    por: PowerOnReset,
    core: AlchitryCuSelfTestCore,
    beat: DFF<Bits<25>>,
    rx_low: DFF<Bit>,
    runs: DFF<Bits<10>>,
    one10: Constant<Bits<10>>,
    zero8: Constant<Bits<8>>,
    one25: Constant<Bits<25>>,
}

impl AlchitryCuSelfTest {
    pub fn new() -> Self {
        Self {
            clk: Default::default(),
            rst_n: Default::default(),
            usb_rx: Default::default(),
            usb_tx: Default::default(),
            led: Default::default(),
            pll: Ice40Pll::new(ALCHITRY_SELFTEST_PLL),
            por: PowerOnReset::new(),
            core: SelfTestCore::new(),
            beat: Default::default(),
            rx_low: Default::default(),
            runs: Default::default(),
            one10: Constant::new(1u64.to_bits()),
            zero8: Constant::new(0u64.to_bits()),
            one25: Constant::new(1u64.to_bits()),
        }
    }
}

impl Default for AlchitryCuSelfTest {
    fn default() -> Self {
        Self::new()
    }
}

impl Logic for AlchitryCuSelfTest {
    #[hdl_gen]
    fn update(&mut self) {
        self.pll.clock_in.next = self.clk.val();
        self.beat.clock.next = self.pll.clock_out.val();
        self.rx_low.clock.next = self.pll.clock_out.val();
        self.runs.clock.next = self.pll.clock_out.val();
        self.runs.d.next = self.runs.q.val();
        if self.core.run_end.val() {
            self.runs.d.next = self.runs.q.val() + self.one10.val();
        }
        self.beat.d.next = self.beat.q.val() + self.one25.val();
        self.rx_low.d.next = !self.usb_rx.val();
        self.por.clock.next = self.pll.clock_out.val();
        self.por.button_n.next = self.rst_n.val() & self.pll.locked.val();
        self.core.clock.next = self.pll.clock_out.val();
        self.core.reset.next = self.por.reset.val();
        self.usb_tx.next = true;
        self.led.next = self
            .zero8
            .val()
            .replace_bit(0, self.core.pass.val())
            .replace_bit(1, self.core.fail.val())
            .replace_bit(2, self.core.bloom_fail.val())
            .replace_bit(3, self.core.cuckoo_fail.val())
            .replace_bit(4, self.runs.q.val().get_bit(9))
            .replace_bit(5, self.beat.q.val().get_bit(24))
            .replace_bit(6, self.por.reset.val())
            .replace_bit(7, self.rx_low.q.val());
    }
}

/// iCEBreaker self-test. Main board (active low): green PASS, red FAIL.
/// PMOD LEDs (active high): LED1 toggles every 256 runs (runs go on: a run
/// is about 35,000 cycles, 2.9 ms), LED2 the
/// Bloom engine failed, LED3 the Cuckoo engine failed, LED4 heartbeat
/// (bit 24 of a counter, 1.4 s at 12 MHz), LED5 held in reset (it also
/// flickers while the host sends on RX).
#[derive(LogicBlock)]
pub struct IcebreakerSelfTest {
    /// 12 MHz oscillator (pin 35).
    pub clk: Signal<In, Clock>,
    /// User button, active low (pin 10): restarts the self-test.
    pub btn_n: Signal<In, Bit>,
    /// Serial data from the host (pin 6): only shown on LED5.
    pub rx: Signal<In, Bit>,
    /// Serial data to the host (pin 9): idle (high).
    pub tx: Signal<Out, Bit>,
    pub ledr_n: Signal<Out, Bit>,
    pub ledg_n: Signal<Out, Bit>,
    pub leds: Signal<Out, Bits<5>>,
    por: PowerOnReset,
    core: IcebreakerSelfTestCore,
    beat: DFF<Bits<25>>,
    rx_low: DFF<Bit>,
    runs: DFF<Bits<9>>,
    one9: Constant<Bits<9>>,
    led5: Signal<Local, Bit>,
    zero5: Constant<Bits<5>>,
    one25: Constant<Bits<25>>,
}

impl IcebreakerSelfTest {
    pub fn new() -> Self {
        Self {
            clk: Default::default(),
            btn_n: Default::default(),
            rx: Default::default(),
            tx: Default::default(),
            ledr_n: Default::default(),
            ledg_n: Default::default(),
            leds: Default::default(),
            por: PowerOnReset::new(),
            core: SelfTestCore::new(),
            beat: Default::default(),
            rx_low: Default::default(),
            runs: Default::default(),
            one9: Constant::new(1u64.to_bits()),
            led5: Default::default(),
            zero5: Constant::new(0u64.to_bits()),
            one25: Constant::new(1u64.to_bits()),
        }
    }
}

impl Default for IcebreakerSelfTest {
    fn default() -> Self {
        Self::new()
    }
}

impl Logic for IcebreakerSelfTest {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clk, beat, rx_low, runs);
        if self.core.run_end.val() {
            self.runs.d.next = self.runs.q.val() + self.one9.val();
        }
        self.beat.d.next = self.beat.q.val() + self.one25.val();
        self.rx_low.d.next = !self.rx.val();
        self.por.clock.next = self.clk.val();
        self.por.button_n.next = self.btn_n.val();
        self.core.clock.next = self.clk.val();
        self.core.reset.next = self.por.reset.val();
        self.tx.next = true;
        self.ledg_n.next = !self.core.pass.val();
        self.ledr_n.next = !self.core.fail.val();
        self.led5.next = self.por.reset.val() | self.rx_low.q.val();
        self.leds.next = self
            .zero5
            .val()
            .replace_bit(0, self.runs.q.val().get_bit(8))
            .replace_bit(1, self.core.bloom_fail.val())
            .replace_bit(2, self.core.cuckoo_fail.val())
            .replace_bit(3, self.beat.q.val().get_bit(24))
            .replace_bit(4, self.led5.val());
    }
}

/// Verilog of the Alchitry Cu self-test top, top module named `module`.
pub fn alchitry_cu_selftest_verilog(module: &str) -> String {
    super::verilog_of(AlchitryCuSelfTest::new(), module)
}

/// Verilog of the Alchitry Cu self-test's core (no PLL, no pins): for
/// post-synthesis simulation, which has no model of the PLL.
pub fn alchitry_cu_selftest_core_verilog(module: &str) -> String {
    super::verilog_of(AlchitryCuSelfTestCore::new(), module)
}

/// Verilog of the iCEBreaker self-test top, top module named `module`.
pub fn icebreaker_selftest_verilog(module: &str) -> String {
    super::verilog_of(IcebreakerSelfTest::new(), module)
}
