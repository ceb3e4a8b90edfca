//! `AlchitryCuTop`: the Alchitry Cu board (iCE40-HX8K, cb132, 100 MHz
//! oscillator, FTDI USB serial bridge).
//!
//! ```text
//!  clk ─► PLL (60 MHz) ──────────────┬──────────────┐
//!  rst_n, lock ─► PowerOnReset ──────┤              │
//!  usb_rx ──────────────────────────►│ AlchitryCuCore├──► usb_tx
//!           baud_div = 5 ───────────►│              ├──► led[3:0]
//!                                    └──────────────┘
//! ```
//!
//! Port names are those of `constraints/alchitry_cu.pcf` (Alchitry's own
//! names). The logic runs at 60 MHz from the PLL ([`super::ALCHITRY_CU`]:
//! the Cuckoo engine does not reach the oscillator's 100 MHz yet), and the
//! UART at 60 MHz / 5 = 12 Mbaud exactly, the FT2232H's fastest rate. Reset
//! is held until the PLL locks.
//!
//! The core is a const-generic [`BoardCore`] (plain Bloom filter),
//! [`CountingBoardCore`] (counting Bloom filter) or [`BloomOnlyCore`] (a
//! Bloom filter alone); one macro writes the top around each, so the two tops cannot drift apart (rust-hdl's `hdl_gen`
//! reads a sub-block's fields by name, so the core cannot be a type
//! parameter).
//!
//! LEDs (active high): 0 toggles per good frame, 1 per applied request, 2 per
//! damaged frame or UART error, 3 is a heartbeat (1.8 Hz); 4 is lit while
//! `usb_rx` is low and 5 while `usb_tx` is low (a glow while bytes flow), 6
//! while the board is held in reset (button, or the PLL not locked); 7 is
//! off.

use rust_hdl::prelude::*;

use super::link_leds::LinkLeds;
use super::por::PowerOnReset;
use super::{
    ALCHITRY_CU, AlchitryCuBloomOnlyCore, AlchitryCuCore, AlchitryCuCountingCore, BloomOnlyCore,
    BoardCore, CountingBoardCore,
};
use crate::pll::Ice40Pll;

/// Writes the Alchitry Cu top `$top` around the core `$core`, generic in
/// its const parameters `$g` (a [`BoardCore`], a [`CountingBoardCore`] or
/// a [`BloomOnlyCore`]: the same pins); `$top::around(core)` builds it.
macro_rules! alchitry_cu_top {
    ($(#[$doc:meta])* $top:ident < $($g:ident),* >, $core:ident) => {
    $(#[$doc])*
    #[derive(LogicBlock)]
    pub struct $top<$(const $g: usize),*> {
        /// 100 MHz oscillator (P7).
        pub clk: Signal<In, Clock>,
        /// Reset button, active low (P8).
        pub rst_n: Signal<In, Bit>,
        /// Serial data from the host through the FTDI chip (P14).
        pub usb_rx: Signal<In, Bit>,
        /// Serial data to the host through the FTDI chip (M9).
        pub usb_tx: Signal<Out, Bit>,
        /// The eight user LEDs, active high.
        pub led: Signal<Out, Bits<8>>,
        pll: Ice40Pll,
        por: PowerOnReset,
        core: $core<$($g),*>,
        leds: LinkLeds,
        baud_div: Constant<Bits<16>>,
    }

    impl<$(const $g: usize),*> $top<$($g),*> {
        /// The top around `core`, whose clock must be the PLL's
        /// ([`ALCHITRY_CU`]`.clock_hz`).
        pub fn around(core: $core<$($g),*>) -> Self {
            Self {
                clk: Default::default(),
                rst_n: Default::default(),
                usb_rx: Default::default(),
                usb_tx: Default::default(),
                led: Default::default(),
                pll: Ice40Pll::new(
                    ALCHITRY_CU
                        .pll
                        .and_then(|pll| pll.ice40())
                        .expect("the Alchitry Cu top runs from its iCE40 PLL"),
                ),
                por: PowerOnReset::new(),
                core,
                leds: Default::default(),
                baud_div: Constant::new((ALCHITRY_CU.baud_div as u64).to_bits()),
            }
        }
    }

    impl<$(const $g: usize),*> Logic for $top<$($g),*> {
        #[hdl_gen]
        fn update(&mut self) {
            self.pll.clock_in.next = self.clk.val();
            self.leds.clock.next = self.pll.clock_out.val();
            self.por.clock.next = self.pll.clock_out.val();
            self.por.button_n.next = self.rst_n.val() & self.pll.locked.val();
            self.core.clock.next = self.pll.clock_out.val();
            self.core.reset.next = self.por.reset.val();
            self.core.rx.next = self.usb_rx.val();
            self.core.baud_div.next = self.baud_div.val();
            self.usb_tx.next = self.core.tx.val();

            self.leds.core_leds.next = self.core.leds.val();
            self.leds.rx.next = self.usb_rx.val();
            self.leds.tx.next = self.core.tx.val();
            self.leds.reset.next = self.por.reset.val();
            self.led.next = self.leds.led.val();
        }
    }
    };
}

/// `new` and `with_max_kicks` of a top whose core has a Cuckoo filter.
macro_rules! with_cuckoo_constructors {
    ($top:ident, $core:ident) => {
        impl<
            const K: usize,
            const A: usize,
            const F: usize,
            const W: usize,
            const B: usize,
            const BA: usize,
        > $top<K, A, F, W, B, BA>
        {
            /// The top with the default Cuckoo eviction bound.
            pub fn new() -> Self {
                Self::with_max_kicks(super::BOARD_MAX_KICKS)
            }

            /// The top whose Cuckoo filter evicts at most `max_kicks`
            /// times per insert (INFO reports it).
            pub fn with_max_kicks(max_kicks: u16) -> Self {
                Self::around($core::with_max_kicks(ALCHITRY_CU.clock_hz, max_kicks))
            }
        }

        impl<
            const K: usize,
            const A: usize,
            const F: usize,
            const W: usize,
            const B: usize,
            const BA: usize,
        > Default for $top<K, A, F, W, B, BA>
        {
            fn default() -> Self {
                Self::new()
            }
        }
    };
}

alchitry_cu_top! {
    /// The Alchitry Cu top around a `BoardCore<K, A, F, W, B, BA>`: both
    /// engines behind the USB serial link. Other engine sizes than
    /// [`AlchitryCuTop`]'s are for `hwfilter synth --bloom-bits/--cuckoo-buckets`.
    AlchitryCuTopOf<K, A, F, W, B, BA>, BoardCore
}
with_cuckoo_constructors!(AlchitryCuTopOf, BoardCore);

alchitry_cu_top! {
    /// The Alchitry Cu top around a `CountingBoardCore<K, A, F, W, B, BA>`:
    /// a counting Bloom filter and the Cuckoo filter behind the USB serial
    /// link (`hwfilter synth --bloom counting`).
    AlchitryCuCountingTopOf<K, A, F, W, B, BA>, CountingBoardCore
}
with_cuckoo_constructors!(AlchitryCuCountingTopOf, CountingBoardCore);

alchitry_cu_top! {
    /// The Alchitry Cu top around a `BloomOnlyCore<K, A>`: a Bloom filter
    /// alone behind the USB serial link, in the block RAMs a Cuckoo filter
    /// would take (`hwfilter synth --engines bloom`).
    AlchitryCuBloomOnlyTopOf<K, A>, BloomOnlyCore
}

impl<const K: usize, const A: usize> AlchitryCuBloomOnlyTopOf<K, A> {
    /// The top.
    pub fn new() -> Self {
        Self::around(BloomOnlyCore::new(ALCHITRY_CU.clock_hz))
    }
}

impl<const K: usize, const A: usize> Default for AlchitryCuBloomOnlyTopOf<K, A> {
    fn default() -> Self {
        Self::new()
    }
}

/// The Alchitry Cu top with the engines of [`AlchitryCuCore`].
pub type AlchitryCuTop = AlchitryCuTopOf<4, 14, 12, 48, 10, 9>;

// The default top's core is exactly `AlchitryCuCore`, which the simulated
// board and the block RAM budget are computed from.
const _: fn(AlchitryCuTop) -> AlchitryCuCore = |top| top.core;

/// The Alchitry Cu top with the engines of [`AlchitryCuCountingCore`]: 4 x
/// 2^12 counters in the plain filter's block RAMs, the same Cuckoo filter.
pub type AlchitryCuCountingTop = AlchitryCuCountingTopOf<4, 12, 12, 48, 10, 9>;

const _: fn(AlchitryCuCountingTop) -> AlchitryCuCountingCore = |top| top.core;

/// The Alchitry Cu top with the engines of [`AlchitryCuBloomOnlyCore`]: a
/// Bloom filter of 7 x 2^14 bits in 28 block RAMs, no Cuckoo filter.
pub type AlchitryCuBloomOnlyTop = AlchitryCuBloomOnlyTopOf<7, 14>;

const _: fn(AlchitryCuBloomOnlyTop) -> AlchitryCuBloomOnlyCore = |top| top.core;
