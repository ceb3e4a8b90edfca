//! `AlchitryCuTop`: the Alchitry Cu board (iCE40-HX8K, cb132, 100 MHz
//! oscillator, FTDI USB serial bridge).
//!
//! ```text
//!  clk ──────────────────────────────┬──────────────┐
//!  rst_n ─► PowerOnReset ─► reset ───┤              │
//!  usb_rx ──────────────────────────►│ AlchitryCuCore├──► usb_tx
//!           baud_div = 33 ──────────►│              ├──► led[3:0]
//!                                    └──────────────┘
//! ```
//!
//! Port names are those of `constraints/alchitry_cu.pcf` (Alchitry's own
//! names). The UART runs at 100 MHz / 33 = 3.03 Mbaud, 1% from a 3 Mbaud
//! host, inside the 8N1 tolerance.
//!
//! LEDs (active high): 0 toggles per good frame, 1 per applied request, 2 per
//! damaged frame or UART error, 3 is a heartbeat (about 3 Hz); 4 is lit while
//! `usb_rx` is low and 5 while `usb_tx` is low (a glow while bytes flow), 6
//! while the board is held in reset; 7 is off.

use rust_hdl::prelude::*;

use super::por::PowerOnReset;
use super::{ALCHITRY_CU_BAUD_DIV, ALCHITRY_CU_HZ, AlchitryCuCore};

/// The Alchitry Cu top: both engines behind the USB serial link.
#[derive(LogicBlock)]
pub struct AlchitryCuTop {
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
    por: PowerOnReset,
    core: AlchitryCuCore,
    rx_low: DFF<Bit>,
    tx_low: DFF<Bit>,
    baud_div: Constant<Bits<16>>,
    zero8: Constant<Bits<8>>,
    core_leds: Signal<Local, Bits<4>>,
}

impl Default for AlchitryCuTop {
    fn default() -> Self {
        Self::new()
    }
}

impl AlchitryCuTop {
    pub fn new() -> Self {
        Self {
            clk: Default::default(),
            rst_n: Default::default(),
            usb_rx: Default::default(),
            usb_tx: Default::default(),
            led: Default::default(),
            por: PowerOnReset::new(),
            core: AlchitryCuCore::new(ALCHITRY_CU_HZ),
            rx_low: Default::default(),
            tx_low: Default::default(),
            baud_div: Constant::new((ALCHITRY_CU_BAUD_DIV as u64).to_bits()),
            zero8: Constant::new(0u64.to_bits()),
            core_leds: Default::default(),
        }
    }
}

impl Logic for AlchitryCuTop {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clk, rx_low, tx_low);
        self.por.clock.next = self.clk.val();
        self.por.button_n.next = self.rst_n.val();
        self.core.clock.next = self.clk.val();
        self.core.reset.next = self.por.reset.val();
        self.core.rx.next = self.usb_rx.val();
        self.core.baud_div.next = self.baud_div.val();
        self.usb_tx.next = self.core.tx.val();

        self.rx_low.d.next = !self.usb_rx.val();
        self.tx_low.d.next = !self.core.tx.val();
        self.core_leds.next = self.core.leds.val();
        self.led.next = self
            .zero8
            .val()
            .replace_bit(0, self.core_leds.val().get_bit(0))
            .replace_bit(1, self.core_leds.val().get_bit(1))
            .replace_bit(2, self.core_leds.val().get_bit(2))
            .replace_bit(3, self.core_leds.val().get_bit(3))
            .replace_bit(4, self.rx_low.q.val())
            .replace_bit(5, self.tx_low.q.val())
            .replace_bit(6, self.por.reset.val());
    }
}
