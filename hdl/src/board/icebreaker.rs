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
//! and a Cuckoo filter that takes one op at a time, sharing one mixer
//! (docs/boards.md). The counting build ([`IcebreakerCountingTop`]) has a
//! [`SpramCountingCore`] instead: 4 x 2^16 counters in the same SPRAMs and
//! no Cuckoo filter. One macro writes both tops.
//!
//! LEDs: the break-off PMOD's `leds[0..4]` (LED1..LED4, active high) are the
//! core's: 0 toggles per good frame, 1 per applied request, 2 per damaged
//! frame or UART error, 3 is a heartbeat (bit 24 of a cycle counter, a
//! 2.8 s period at 12 MHz); `leds[4]` (LED5, the centre one) is lit while the
//! board is held in reset. On the main board (active low) the red LED
//! follows the core's error LED and the green one the heartbeat.

use rust_hdl::prelude::*;

use super::por::PowerOnReset;
use super::{ICEBREAKER, IcebreakerCore, SerialBoardCore, SpramCountingCore};

/// Writes the iCEBreaker top `$top`, generic in its const parameters `$g`,
/// around the core `$core`; `$top::around(core)` builds it.
macro_rules! icebreaker_top {
    ($(#[$doc:meta])* $top:ident < $($g:ident),* >, $core:ty) => {
    $(#[$doc])*
    #[derive(LogicBlock)]
    pub struct $top<$(const $g: usize),*> {
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
        core: $core,
        baud_div: Constant<Bits<16>>,
        zero5: Constant<Bits<5>>,
        core_leds: Signal<Local, Bits<4>>,
    }

    impl<$(const $g: usize),*> $top<$($g),*> {
        /// The top around `core`, whose clock is the oscillator's.
        pub fn around(core: $core) -> Self {
            Self {
                clk: Default::default(),
                btn_n: Default::default(),
                rx: Default::default(),
                tx: Default::default(),
                ledr_n: Default::default(),
                ledg_n: Default::default(),
                leds: Default::default(),
                por: PowerOnReset::new(),
                core,
                baud_div: Constant::new((ICEBREAKER.baud_div as u64).to_bits()),
                zero5: Constant::new(0u64.to_bits()),
                core_leds: Default::default(),
            }
        }
    }

    impl<$(const $g: usize),*> Logic for $top<$($g),*> {
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
    };
}

icebreaker_top! {
    /// The iCEBreaker top around a `SerialBoardCore<4, F, W, B>`: the SPRAM
    /// Bloom filter and a Cuckoo filter of `F`-bit fingerprints in `2^B`
    /// buckets. Other Cuckoo sizes than [`IcebreakerTop`]'s are for
    /// `hwfilter synth --cuckoo-buckets`.
    IcebreakerTopOf<F, W, B>, SerialBoardCore<4, F, W, B>
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
        Self::around(SerialBoardCore::with_max_kicks(
            ICEBREAKER.clock_hz,
            ICEBREAKER.engines.bloom_fill_counted,
            max_kicks,
        ))
    }
}

/// The iCEBreaker top with the engines of [`IcebreakerCore`].
pub type IcebreakerTop = IcebreakerTopOf<8, 32, 10>;

// The default top's core is exactly `IcebreakerCore`, which the simulated
// board and the block RAM budget are computed from.
const _: fn(IcebreakerTop) -> IcebreakerCore = |top| top.core;

icebreaker_top! {
    /// The iCEBreaker top around a `SpramCountingCore<K>`: a counting Bloom
    /// filter of `K` banks of 2^16 counters in the SPRAMs, no Cuckoo filter
    /// (`hwfilter synth --board icebreaker --engines bloom --bloom counting`).
    IcebreakerCountingTopOf<K>, SpramCountingCore<K>
}

impl<const K: usize> Default for IcebreakerCountingTopOf<K> {
    fn default() -> Self {
        Self::new()
    }
}

impl<const K: usize> IcebreakerCountingTopOf<K> {
    /// The top.
    pub fn new() -> Self {
        Self::around(SpramCountingCore::new(ICEBREAKER.clock_hz))
    }
}

/// The iCEBreaker's counting build: 4 banks of 2^16 counters in the four
/// SPRAMs.
pub type IcebreakerCountingTop = IcebreakerCountingTopOf<4>;
