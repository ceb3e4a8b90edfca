//! `BoardCore`: both engines behind the serial link — everything a board top
//! needs except its clock, power-on reset and fixed baud divider.
//!
//! ```text
//!  rx ─► UartRx ─► FrameReceiver ─► Dispatcher ─┬─► BloomEngine<K, A>      ─┐
//!                                     ▲    │     └─► CuckooEngine<F, W, B>  ─┤ results
//!                                     │    └─────────────────────────────────┘
//!  tx ◄─ UartTx ◄─ ReplyEncoder ◄─ reply RAM
//! ```
//!
//! The simulated board is this block, Verilated with the Alchitry Cu sizes
//! (`board_cu`): its `baud_div` is an input so one model runs baud-accurate
//! (10 cycles per bit, as on the Alchitry Cu) or fast (4).
//!
//! LEDs: 0 toggles per good frame, 1 per applied request, 2 per damaged
//! frame or UART error, 3 is a heartbeat (bit 24 of a cycle counter).
use hwfilter_model::{BloomParams, CuckooParams};
use rust_hdl::prelude::*;

use crate::link::{BoardInfo, Dispatcher, FrameReceiver, ReplyEncoder, UartRx, UartTx};
use crate::{BloomEngine, CuckooEngine};

/// Both filters behind the UART link.
#[derive(LogicBlock)]
pub struct BoardCore<
    const K: usize,
    const A: usize,
    const F: usize,
    const W: usize,
    const B: usize,
    const BA: usize,
> {
    pub clock: Signal<In, Clock>,
    /// Synchronous, active high.
    pub reset: Signal<In, Bit>,
    /// UART RX pin (asynchronous).
    pub rx: Signal<In, Bit>,
    /// UART TX pin.
    pub tx: Signal<Out, Bit>,
    /// Clock cycles per UART bit (at least 4).
    pub baud_div: Signal<In, Bits<16>>,
    pub leds: Signal<Out, Bits<4>>,
    uart_rx: UartRx,
    receiver: FrameReceiver,
    dispatcher: Dispatcher,
    encoder: ReplyEncoder,
    uart_tx: UartTx,
    bloom: BloomEngine<K, A>,
    cuckoo: CuckooEngine<F, W, B, BA>,
    led_frame: DFF<Bit>,
    led_applied: DFF<Bit>,
    led_error: DFF<Bit>,
    beat: DFF<Bits<25>>,
    one25: Constant<Bits<25>>,
    zero4: Constant<Bits<4>>,
}

/// Default Cuckoo eviction bound (docs/cuckoo.md).
pub const BOARD_MAX_KICKS: u16 = 500;

impl<
    const K: usize,
    const A: usize,
    const F: usize,
    const W: usize,
    const B: usize,
    const BA: usize,
> BoardCore<K, A, F, W, B, BA>
{
    /// A board with a `clock_hz` system clock (reported by INFO).
    pub fn new(clock_hz: u32) -> Self {
        Self {
            clock: Default::default(),
            reset: Default::default(),
            rx: Default::default(),
            tx: Default::default(),
            baud_div: Default::default(),
            leds: Default::default(),
            uart_rx: UartRx::new(),
            receiver: FrameReceiver::new(),
            dispatcher: Dispatcher::new(Self::info(clock_hz)),
            encoder: ReplyEncoder::new(),
            uart_tx: UartTx::new(),
            bloom: BloomEngine::new(),
            cuckoo: CuckooEngine::new(BOARD_MAX_KICKS),
            led_frame: Default::default(),
            led_applied: Default::default(),
            led_error: Default::default(),
            beat: Default::default(),
            one25: Constant::new(1u64.to_bits()),
            zero4: Constant::new(0u64.to_bits()),
        }
    }

    /// What INFO reports for this geometry.
    pub fn info(clock_hz: u32) -> BoardInfo {
        let bloom = BloomParams::new(K as u32, A as u32).expect("BloomEngine geometry");
        let cuckoo = CuckooParams::new(F as u32, B as u32, BOARD_MAX_KICKS as u32)
            .expect("CuckooEngine geometry");
        BoardInfo {
            bloom_banks: K as u32,
            bloom_bank_bits: A as u32,
            bloom_capacity: bloom.capacity(0.01).min(u32::MAX as u64) as u32,
            cuckoo_fp_bits: F as u32,
            cuckoo_bucket_bits: B as u32,
            cuckoo_max_kicks: BOARD_MAX_KICKS as u32,
            cuckoo_capacity: cuckoo.capacity().min(u32::MAX as u64) as u32,
            clock_hz,
        }
    }
}

impl<
    const K: usize,
    const A: usize,
    const F: usize,
    const W: usize,
    const B: usize,
    const BA: usize,
> Logic for BoardCore<K, A, F, W, B, BA>
{
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, led_frame, led_applied, led_error, beat);
        self.uart_rx.clock.next = self.clock.val();
        self.uart_rx.reset.next = self.reset.val();
        self.receiver.clock.next = self.clock.val();
        self.receiver.reset.next = self.reset.val();
        self.dispatcher.clock.next = self.clock.val();
        self.dispatcher.reset.next = self.reset.val();
        self.encoder.clock.next = self.clock.val();
        self.encoder.reset.next = self.reset.val();
        self.uart_tx.clock.next = self.clock.val();
        self.uart_tx.reset.next = self.reset.val();
        self.bloom.clock.next = self.clock.val();
        self.bloom.reset.next = self.reset.val();
        self.cuckoo.clock.next = self.clock.val();
        self.cuckoo.reset.next = self.reset.val();

        self.uart_rx.rx.next = self.rx.val();
        self.uart_rx.div.next = self.baud_div.val();
        self.uart_rx.out_ready.next = true;
        self.receiver.in_valid.next = self.uart_rx.out_valid.val();
        self.receiver.in_data.next = self.uart_rx.out_data.val();

        self.dispatcher.baud_div.next = self.baud_div.val();
        self.dispatcher.full.next = self.receiver.full.val();
        self.dispatcher.len0.next = self.receiver.len0.val();
        self.dispatcher.len1.next = self.receiver.len1.val();
        self.receiver.rd_addr.next = self.dispatcher.buf_addr.val();
        self.dispatcher.buf_data.next = self.receiver.rd_data.val();
        self.receiver.buf_free.next = self.dispatcher.buf_free.val();
        self.receiver.buf_free_idx.next = self.dispatcher.buf_free_idx.val();
        self.dispatcher.ev_good.next = self.receiver.good.val();
        self.dispatcher.ev_bad_crc.next = self.receiver.bad_crc.val();
        self.dispatcher.ev_bad_length.next = self.receiver.bad_length.val();
        self.dispatcher.ev_busy.next = self.receiver.busy.val();
        self.dispatcher.ev_busy_seq.next = self.receiver.busy_seq.val();
        self.dispatcher.ev_uart_error.next =
            self.uart_rx.framing_error.val() | self.uart_rx.overrun.val();
        self.dispatcher.ev_start_bit.next = self.uart_rx.start_seen.val();

        self.bloom.in_valid.next = self.dispatcher.bloom_valid.val();
        self.bloom.in_op.next = self.dispatcher.op_code.val();
        self.bloom.in_key.next = self.dispatcher.op_key.val();
        self.dispatcher.bloom_ready.next = self.bloom.in_ready.val();
        self.bloom.out_ready.next = self.dispatcher.bloom_out_ready.val();
        self.dispatcher.bloom_out_valid.next = self.bloom.out_valid.val();
        self.dispatcher.bloom_out_hit.next = self.bloom.out_hit.val();
        self.dispatcher.bloom_out_word.next = self.bloom.out_word.val();

        self.cuckoo.in_valid.next = self.dispatcher.cuckoo_valid.val();
        self.cuckoo.in_op.next = self.dispatcher.op_code.val();
        self.cuckoo.in_key.next = self.dispatcher.op_key.val();
        self.cuckoo.in_data.next = self.dispatcher.op_data.val();
        self.dispatcher.cuckoo_ready.next = self.cuckoo.in_ready.val();
        self.cuckoo.out_ready.next = self.dispatcher.cuckoo_out_ready.val();
        self.dispatcher.cuckoo_out_valid.next = self.cuckoo.out_valid.val();
        self.dispatcher.cuckoo_out_code.next = self.cuckoo.out_code.val();
        self.dispatcher.cuckoo_out_data.next = self.cuckoo.out_data.val();

        self.encoder.start.next = self.dispatcher.tx_start.val();
        self.encoder.base.next = self.dispatcher.tx_base.val();
        self.encoder.len_addr.next = self.dispatcher.tx_len_addr.val();
        self.dispatcher.tx_idle.next = self.encoder.idle.val();
        self.dispatcher.reply_addr.next = self.encoder.rd_addr.val();
        self.encoder.rd_data.next = self.dispatcher.reply_data.val();
        self.uart_tx.div.next = self.baud_div.val();
        self.uart_tx.in_valid.next = self.encoder.out_valid.val();
        self.uart_tx.in_data.next = self.encoder.out_data.val();
        self.encoder.out_ready.next = self.uart_tx.in_ready.val();
        self.tx.next = self.uart_tx.tx.val();

        self.beat.d.next = self.beat.q.val() + self.one25.val();
        if self.receiver.good.val() {
            self.led_frame.d.next = !self.led_frame.q.val();
        }
        if self.dispatcher.applied.val() {
            self.led_applied.d.next = !self.led_applied.q.val();
        }
        if self.receiver.bad_crc.val()
            | self.receiver.bad_length.val()
            | self.uart_rx.framing_error.val()
            | self.uart_rx.overrun.val()
        {
            self.led_error.d.next = !self.led_error.q.val();
        }
        self.leds.next = self
            .zero4
            .val()
            .replace_bit(0, self.led_frame.q.val())
            .replace_bit(1, self.led_applied.q.val())
            .replace_bit(2, self.led_error.q.val())
            .replace_bit(3, self.beat.q.val().get_bit(24));
    }
}
