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
//! [`LinkCore`] is everything but the engines; [`BoardCore`] puts the
//! pipelined engines behind it, [`SerialBoardCore`] (the iCEBreaker's) the
//! SPRAM Bloom filter and the one-op-at-a-time Cuckoo filter sharing one
//! mixer ([`SerialEngines`]).
//!
//! LEDs: 0 toggles per good frame, 1 per applied request, 2 per damaged
//! frame or UART error, 3 is a heartbeat (bit 24 of a cycle counter).
use hwfilter_model::protocol::{FilterKinds, blocked_geometry};
use hwfilter_model::{BloomParams, CuckooParams};
use rust_hdl::prelude::*;

use crate::bloom_spram_engine::SPRAM_BANK_ADDR_BITS;
use crate::link::{BoardInfo, Dispatcher, FrameReceiver, ReplyEncoder, UartRx, UartTx};
use crate::serial_engines::SerialEngines;
use crate::{BloomEngine, CuckooEngine};

/// Everything of a board core but the engines: UART, frame receiver,
/// dispatcher, reply encoder and the LEDs, with the dispatcher's op and
/// result streams to the engines as ports.
#[derive(LogicBlock)]
pub struct LinkCore {
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
    // -- to the engines (the dispatcher's ports)
    pub op_code: Signal<Out, Bits<3>>,
    pub op_key: Signal<Out, Bits<64>>,
    pub op_data: Signal<Out, Bits<64>>,
    pub bloom_valid: Signal<Out, Bit>,
    pub bloom_ready: Signal<In, Bit>,
    pub bloom_out_valid: Signal<In, Bit>,
    pub bloom_out_ready: Signal<Out, Bit>,
    pub bloom_out_hit: Signal<In, Bit>,
    /// A Bloom READ's word (zero-extended from a plain filter's `k` bits).
    pub bloom_out_word: Signal<In, Bits<32>>,
    /// A counting Bloom filter's stuck counters, every bank (STATS field 8).
    pub bloom_stuck_total: Signal<In, Bits<32>>,
    /// The Bloom bank whose set bits `bloom_set_bits` shows after the next edge.
    pub bloom_set_bits_bank: Signal<Out, Bits<3>>,
    /// Set bits in Bloom bank `bloom_set_bits_bank`.
    pub bloom_set_bits: Signal<In, Bits<32>>,
    pub cuckoo_valid: Signal<Out, Bit>,
    pub cuckoo_ready: Signal<In, Bit>,
    pub cuckoo_out_valid: Signal<In, Bit>,
    pub cuckoo_out_ready: Signal<Out, Bit>,
    pub cuckoo_out_code: Signal<In, Bits<2>>,
    pub cuckoo_out_data: Signal<In, Bits<64>>,
    uart_rx: UartRx,
    receiver: FrameReceiver,
    dispatcher: Dispatcher,
    encoder: ReplyEncoder,
    uart_tx: UartTx,
    led_frame: DFF<Bit>,
    led_applied: DFF<Bit>,
    led_error: DFF<Bit>,
    /// The LEDs' events, registered: the toggles read one flip-flop each
    /// (the LEDs sit far from the link's logic on the die).
    ev_frame: DFF<Bit>,
    ev_applied: DFF<Bit>,
    ev_error: DFF<Bit>,
    beat: DFF<Bits<25>>,
    one25: Constant<Bits<25>>,
    zero4: Constant<Bits<4>>,
}

impl LinkCore {
    /// The link of a board whose INFO reports `info`.
    pub fn new(info: BoardInfo) -> Self {
        Self {
            clock: Default::default(),
            reset: Default::default(),
            rx: Default::default(),
            tx: Default::default(),
            baud_div: Default::default(),
            leds: Default::default(),
            op_code: Default::default(),
            op_key: Default::default(),
            op_data: Default::default(),
            bloom_valid: Default::default(),
            bloom_ready: Default::default(),
            bloom_out_valid: Default::default(),
            bloom_out_ready: Default::default(),
            bloom_out_hit: Default::default(),
            bloom_out_word: Default::default(),
            bloom_stuck_total: Default::default(),
            bloom_set_bits_bank: Default::default(),
            bloom_set_bits: Default::default(),
            cuckoo_valid: Default::default(),
            cuckoo_ready: Default::default(),
            cuckoo_out_valid: Default::default(),
            cuckoo_out_ready: Default::default(),
            cuckoo_out_code: Default::default(),
            cuckoo_out_data: Default::default(),
            uart_rx: UartRx::new(),
            receiver: FrameReceiver::new(),
            dispatcher: Dispatcher::new(info),
            encoder: ReplyEncoder::new(),
            uart_tx: UartTx::new(),
            led_frame: Default::default(),
            led_applied: Default::default(),
            led_error: Default::default(),
            ev_frame: Default::default(),
            ev_applied: Default::default(),
            ev_error: Default::default(),
            beat: Default::default(),
            one25: Constant::new(1u64.to_bits()),
            zero4: Constant::new(0u64.to_bits()),
        }
    }
}

impl Logic for LinkCore {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(
            self,
            clock,
            led_frame,
            led_applied,
            led_error,
            ev_frame,
            ev_applied,
            ev_error,
            beat
        );
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

        self.op_code.next = self.dispatcher.op_code.val();
        self.op_key.next = self.dispatcher.op_key.val();
        self.op_data.next = self.dispatcher.op_data.val();
        self.bloom_valid.next = self.dispatcher.bloom_valid.val();
        self.dispatcher.bloom_ready.next = self.bloom_ready.val();
        self.bloom_out_ready.next = self.dispatcher.bloom_out_ready.val();
        self.dispatcher.bloom_out_valid.next = self.bloom_out_valid.val();
        self.dispatcher.bloom_out_hit.next = self.bloom_out_hit.val();
        self.dispatcher.bloom_out_word.next = self.bloom_out_word.val();
        self.dispatcher.bloom_stuck_total.next = self.bloom_stuck_total.val();
        self.bloom_set_bits_bank.next = self.dispatcher.bloom_set_bits_bank.val();
        self.dispatcher.bloom_set_bits.next = self.bloom_set_bits.val();
        self.cuckoo_valid.next = self.dispatcher.cuckoo_valid.val();
        self.dispatcher.cuckoo_ready.next = self.cuckoo_ready.val();
        self.cuckoo_out_ready.next = self.dispatcher.cuckoo_out_ready.val();
        self.dispatcher.cuckoo_out_valid.next = self.cuckoo_out_valid.val();
        self.dispatcher.cuckoo_out_code.next = self.cuckoo_out_code.val();
        self.dispatcher.cuckoo_out_data.next = self.cuckoo_out_data.val();

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
        self.ev_frame.d.next = self.receiver.good.val();
        self.ev_applied.d.next = self.dispatcher.applied.val();
        self.ev_error.d.next = self.receiver.bad_crc.val()
            | self.receiver.bad_length.val()
            | self.uart_rx.framing_error.val()
            | self.uart_rx.overrun.val();
        if self.ev_frame.q.val() {
            self.led_frame.d.next = !self.led_frame.q.val();
        }
        if self.ev_applied.q.val() {
            self.led_applied.d.next = !self.led_applied.q.val();
        }
        if self.ev_error.q.val() {
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
    link: LinkCore,
    bloom: BloomEngine<K, A>,
    cuckoo: CuckooEngine<F, W, B, BA>,
    /// A plain filter has no stuck counters.
    zero32: Constant<Bits<32>>,
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
    /// A board with a `clock_hz` system clock (reported by INFO) and the
    /// default Cuckoo eviction bound, [`BOARD_MAX_KICKS`].
    pub fn new(clock_hz: u32) -> Self {
        Self::with_max_kicks(clock_hz, BOARD_MAX_KICKS)
    }

    /// As [`Self::new`], the Cuckoo filter evicting at most `max_kicks`
    /// times per insert (INFO reports it).
    pub fn with_max_kicks(clock_hz: u32, max_kicks: u16) -> Self {
        Self {
            clock: Default::default(),
            reset: Default::default(),
            rx: Default::default(),
            tx: Default::default(),
            baud_div: Default::default(),
            leds: Default::default(),
            link: LinkCore::new(Self::info(clock_hz, max_kicks)),
            bloom: BloomEngine::new(),
            cuckoo: CuckooEngine::new(max_kicks),
            zero32: Constant::new(0u64.to_bits()),
        }
    }

    /// What INFO reports for this geometry.
    pub fn info(clock_hz: u32, max_kicks: u16) -> BoardInfo {
        BoardInfo {
            cuckoo_max_kicks: max_kicks as u32,
            ..board_info(K as u32, A as u32, F as u32, B as u32, clock_hz)
        }
    }
}

/// What INFO reports for Bloom `k` banks of `2^a` bits and Cuckoo `f`-bit
/// fingerprints in `2^b` buckets ([`BOARD_MAX_KICKS`]).
pub fn board_info(k: u32, a: u32, f: u32, b: u32, clock_hz: u32) -> BoardInfo {
    let bloom = BloomParams::new(k, a).expect("BloomEngine geometry");
    let cuckoo = CuckooParams::new(f, b, BOARD_MAX_KICKS as u32).expect("CuckooEngine geometry");
    BoardInfo {
        bloom_banks: k,
        bloom_bank_bits: a,
        bloom_capacity: bloom.capacity(0.01).min(u32::MAX as u64) as u32,
        cuckoo_fp_bits: f,
        cuckoo_bucket_bits: b,
        cuckoo_max_kicks: BOARD_MAX_KICKS as u32,
        cuckoo_capacity: cuckoo.capacity().min(u32::MAX as u64) as u32,
        clock_hz,
        filter_kinds: FilterKinds::default(),
    }
}

/// What INFO reports of a board whose filter 0 is a blocked Bloom filter
/// ([`FilterKinds::BLOCKED`]): `k` bits per key in `2^a` blocks of 2^13
/// bits (INFO's bank and address fields), its capacity at 1%, and Cuckoo
/// `f`-bit fingerprints in `2^b` buckets.
///
/// # Panics
/// On a geometry `blocked_geometry` refuses (a build-time constant).
pub fn blocked_board_info(k: u32, a: u32, f: u32, b: u32, clock_hz: u32) -> BoardInfo {
    let blocked = blocked_geometry(k, a).unwrap_or_else(|e| panic!("{e}"));
    BoardInfo {
        bloom_banks: k,
        bloom_bank_bits: a,
        bloom_capacity: blocked.capacity(0.01).min(u32::MAX as u64) as u32,
        filter_kinds: FilterKinds::BLOCKED,
        // Every Bloom field is set above: any banked geometry serves.
        ..board_info(4, 9, f, b, clock_hz)
    }
}

/// What INFO reports of a Bloom-only board ([`FilterKinds::BLOOM_ONLY`]):
/// `k` banks of `2^a` bits, the Cuckoo fields 0.
pub fn bloom_only_board_info(k: u32, a: u32, clock_hz: u32) -> BoardInfo {
    BoardInfo {
        cuckoo_fp_bits: 0,
        cuckoo_bucket_bits: 0,
        cuckoo_max_kicks: 0,
        cuckoo_capacity: 0,
        filter_kinds: FilterKinds::BLOOM_ONLY,
        ..board_info(k, a, 8, 2, clock_hz)
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
        self.link.clock.next = self.clock.val();
        self.link.reset.next = self.reset.val();
        self.link.rx.next = self.rx.val();
        self.link.baud_div.next = self.baud_div.val();
        self.tx.next = self.link.tx.val();
        self.leds.next = self.link.leds.val();
        self.bloom.clock.next = self.clock.val();
        self.bloom.reset.next = self.reset.val();
        self.cuckoo.clock.next = self.clock.val();
        self.cuckoo.reset.next = self.reset.val();

        self.bloom.in_valid.next = self.link.bloom_valid.val();
        self.bloom.in_op.next = self.link.op_code.val();
        self.bloom.in_key.next = self.link.op_key.val();
        self.link.bloom_ready.next = self.bloom.in_ready.val();
        self.bloom.out_ready.next = self.link.bloom_out_ready.val();
        self.link.bloom_out_valid.next = self.bloom.out_valid.val();
        self.link.bloom_out_hit.next = self.bloom.out_hit.val();
        self.link.bloom_out_word.next = bit_cast::<32, 8>(self.bloom.out_word.val());
        self.link.bloom_stuck_total.next = self.zero32.val();
        self.bloom.set_bits_bank.next = self.link.bloom_set_bits_bank.val();
        self.link.bloom_set_bits.next = self.bloom.set_bits.val();

        self.cuckoo.in_valid.next = self.link.cuckoo_valid.val();
        self.cuckoo.in_op.next = self.link.op_code.val();
        self.cuckoo.in_key.next = self.link.op_key.val();
        self.cuckoo.in_data.next = self.link.op_data.val();
        self.link.cuckoo_ready.next = self.cuckoo.in_ready.val();
        self.cuckoo.out_ready.next = self.link.cuckoo_out_ready.val();
        self.link.cuckoo_out_valid.next = self.cuckoo.out_valid.val();
        self.link.cuckoo_out_code.next = self.cuckoo.out_code.val();
        self.link.cuckoo_out_data.next = self.cuckoo.out_data.val();
    }
}

/// The UP5K's board core: the link and [`SerialEngines`] — a Bloom filter
/// of `K` SPRAM banks of 2^18 bits and a one-op-at-a-time Cuckoo filter
/// of `F`-bit fingerprints in `2^B` buckets, sharing one mixer. Same
/// ports and protocol as [`BoardCore`].
#[derive(LogicBlock)]
pub struct SerialBoardCore<const K: usize, const F: usize, const W: usize, const B: usize> {
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
    link: LinkCore,
    engines: SerialEngines<K, F, W, B>,
    /// A plain filter has no stuck counters.
    zero32: Constant<Bits<32>>,
}

impl<const K: usize, const F: usize, const W: usize, const B: usize> SerialBoardCore<K, F, W, B> {
    /// A board with a `clock_hz` system clock (reported by INFO) whose
    /// Bloom filter counts its set bits if `count_fill`.
    pub fn new(clock_hz: u32, count_fill: bool) -> Self {
        Self::with_max_kicks(clock_hz, count_fill, BOARD_MAX_KICKS)
    }

    /// As [`Self::new`], the Cuckoo filter evicting at most `max_kicks`
    /// times per insert (INFO reports it).
    pub fn with_max_kicks(clock_hz: u32, count_fill: bool, max_kicks: u16) -> Self {
        Self {
            clock: Default::default(),
            reset: Default::default(),
            rx: Default::default(),
            tx: Default::default(),
            baud_div: Default::default(),
            leds: Default::default(),
            link: LinkCore::new(Self::info(clock_hz, max_kicks)),
            engines: SerialEngines::new(max_kicks, count_fill),
            zero32: Constant::new(0u64.to_bits()),
        }
    }

    /// What INFO reports for this geometry.
    pub fn info(clock_hz: u32, max_kicks: u16) -> BoardInfo {
        BoardInfo {
            cuckoo_max_kicks: max_kicks as u32,
            ..board_info(K as u32, SPRAM_BANK_ADDR_BITS, F as u32, B as u32, clock_hz)
        }
    }
}

impl<const K: usize, const F: usize, const W: usize, const B: usize> Logic
    for SerialBoardCore<K, F, W, B>
{
    #[hdl_gen]
    fn update(&mut self) {
        self.link.clock.next = self.clock.val();
        self.link.reset.next = self.reset.val();
        self.link.rx.next = self.rx.val();
        self.link.baud_div.next = self.baud_div.val();
        self.tx.next = self.link.tx.val();
        self.leds.next = self.link.leds.val();
        self.engines.clock.next = self.clock.val();
        self.engines.reset.next = self.reset.val();

        self.engines.bloom_in_valid.next = self.link.bloom_valid.val();
        self.engines.bloom_in_op.next = self.link.op_code.val();
        self.engines.bloom_in_key.next = self.link.op_key.val();
        self.link.bloom_ready.next = self.engines.bloom_in_ready.val();
        self.engines.bloom_out_ready.next = self.link.bloom_out_ready.val();
        self.link.bloom_out_valid.next = self.engines.bloom_out_valid.val();
        self.link.bloom_out_hit.next = self.engines.bloom_out_hit.val();
        self.link.bloom_out_word.next = bit_cast::<32, 8>(self.engines.bloom_out_word.val());
        self.link.bloom_stuck_total.next = self.zero32.val();
        self.engines.bloom_set_bits_bank.next = self.link.bloom_set_bits_bank.val();
        self.link.bloom_set_bits.next = self.engines.bloom_set_bits.val();

        self.engines.cuckoo_in_valid.next = self.link.cuckoo_valid.val();
        self.engines.cuckoo_in_op.next = self.link.op_code.val();
        self.engines.cuckoo_in_key.next = self.link.op_key.val();
        self.engines.cuckoo_in_data.next = self.link.op_data.val();
        self.link.cuckoo_ready.next = self.engines.cuckoo_in_ready.val();
        self.engines.cuckoo_out_ready.next = self.link.cuckoo_out_ready.val();
        self.link.cuckoo_out_valid.next = self.engines.cuckoo_out_valid.val();
        self.link.cuckoo_out_code.next = self.engines.cuckoo_out_code.val();
        self.link.cuckoo_out_data.next = self.engines.cuckoo_out_data.val();
    }
}
