//! `IcebreakerTop`: the iCEBreaker board (iCE40-UP5K, sg48, 12 MHz
//! oscillator, FTDI USB serial bridge).
//!
//! ```text
//!  clk ──────────────────────────────┬──────────────┐
//!  btn_n ─► PowerOnReset ─► reset ───┤              │
//!  rx ──────────────────────────────►│ IcebreakerCore├──► tx
//!           baud_div = 4 ───────────►│              ├──► leds, ledr_n, ledg_n
//!                                    └──────────────┘
//! ```
//!
//! Port names are those of `constraints/icebreaker.pcf`. 12 MHz / 4 is
//! exactly 3 Mbaud, and 4 cycles per bit is the UART's minimum, so the board
//! runs the link at the host's 3 Mbaud straight from the oscillator: no PLL.
//!
//! The core is [`IcebreakerCore`]: the link of the Alchitry Cu's core with
//! the Bloom filter in the four SPRAMs (4 x 2^18 bits, 99,648 keys at 1%)
//! and a Cuckoo filter that takes one op at a time, sharing one mixer:
//! 5,071 of the UP5K's 5,280 logic cells, 12 MHz met (docs/boards.md).
//!
//! LEDs: the break-off PMOD's `leds[0..4]` (LED1..LED4, active high) are the
//! core's: 0 toggles per good frame, 1 per applied request, 2 per damaged
//! frame or UART error, 3 is a heartbeat (bit 24 of a cycle counter, a
//! 2.8 s period at 12 MHz); `leds[4]` (LED5, the centre one) is lit while the
//! board is held in reset. On the main board (active low) the red LED
//! follows the core's error LED and the green one the heartbeat.

use rust_hdl::prelude::*;

use super::por::PowerOnReset;
use super::{ICEBREAKER, IcebreakerCore, SerialBoardCore};

/// The iCEBreaker top with the engines of [`IcebreakerCore`].
pub type IcebreakerTop = IcebreakerTopOf<8, 32, 10>;

// The default top's core is exactly `IcebreakerCore`, which the block RAM
// budget is computed from.
const _: fn(IcebreakerTop) -> IcebreakerCore = |top| top.core;

/// The iCEBreaker top around a `SerialBoardCore<4, F, W, B>`: the Bloom
/// filter in the four SPRAMs and a Cuckoo filter of `2^B` buckets of `F`-bit
/// fingerprints behind the USB serial link. Other Cuckoo sizes than
/// [`IcebreakerTop`]'s are for `hwfilter synth --cuckoo-buckets`.
#[derive(LogicBlock)]
pub struct IcebreakerTopOf<const F: usize, const W: usize, const B: usize> {
    /// 12 MHz oscillator (pin 35).
    pub clk: Signal<In, Clock>,
    /// User button, active low (pin 10).
    pub btn_n: Signal<In, Bit>,
    /// Serial data from the host through the FTDI chip (pin 6).
    pub rx: Signal<In, Bit>,
    /// Serial data to the host through the FTDI chip (pin 9).
    pub tx: Signal<Out, Bit>,
    /// Red LED on the main board, active low (pin 11).
    pub ledr_n: Signal<Out, Bit>,
    /// Green LED on the main board, active low (pin 37).
    pub ledg_n: Signal<Out, Bit>,
    /// LED1..LED5 of the break-off PMOD, active high.
    pub leds: Signal<Out, Bits<5>>,
    por: PowerOnReset,
    core: SerialBoardCore<4, F, W, B>,
    baud_div: Constant<Bits<16>>,
    zero5: Constant<Bits<5>>,
    core_leds: Signal<Local, Bits<4>>,
}

impl<const F: usize, const W: usize, const B: usize> Default for IcebreakerTopOf<F, W, B> {
    fn default() -> Self {
        Self::new()
    }
}

impl<const F: usize, const W: usize, const B: usize> IcebreakerTopOf<F, W, B> {
    /// The top with the default Cuckoo eviction bound.
    pub fn new() -> Self {
        Self::with_max_kicks(super::BOARD_MAX_KICKS)
    }

    /// The top whose Cuckoo filter evicts at most `max_kicks` times per
    /// insert (INFO reports it).
    pub fn with_max_kicks(max_kicks: u16) -> Self {
        Self {
            clk: Default::default(),
            btn_n: Default::default(),
            rx: Default::default(),
            tx: Default::default(),
            ledr_n: Default::default(),
            ledg_n: Default::default(),
            leds: Default::default(),
            por: PowerOnReset::new(),
            core: SerialBoardCore::with_max_kicks(
                ICEBREAKER.clock_hz,
                ICEBREAKER.engines.bloom_fill_counted,
                max_kicks,
            ),
            baud_div: Constant::new((ICEBREAKER.baud_div as u64).to_bits()),
            zero5: Constant::new(0u64.to_bits()),
            core_leds: Default::default(),
        }
    }
}

impl<const F: usize, const W: usize, const B: usize> Logic for IcebreakerTopOf<F, W, B> {
    #[hdl_gen]
    fn update(&mut self) {
        self.por.clock.next = self.clk.val();
        self.por.button_n.next = self.btn_n.val();
        self.core.clock.next = self.clk.val();
        self.core.reset.next = self.por.reset.val();
        self.core.rx.next = self.rx.val();
        self.core.baud_div.next = self.baud_div.val();
        self.tx.next = self.core.tx.val();

        self.core_leds.next = self.core.leds.val();
        self.leds.next = self
            .zero5
            .val()
            .replace_bit(0, self.core_leds.val().get_bit(0))
            .replace_bit(1, self.core_leds.val().get_bit(1))
            .replace_bit(2, self.core_leds.val().get_bit(2))
            .replace_bit(3, self.core_leds.val().get_bit(3))
            .replace_bit(4, self.por.reset.val());
        self.ledr_n.next = !self.core_leds.val().get_bit(2);
        self.ledg_n.next = !self.core_leds.val().get_bit(3);
    }
}
