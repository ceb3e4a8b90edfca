//! The simulated board: the Verilated Alchitry Cu core (`BoardCore`, both
//! engines behind the UART link) driven at its pins.
//!
//! ```text
//!   send(bytes) ─► UART encoder (div cycles/bit) ─► rx pin ─┐
//!                                                          board_cu (Verilator, one step per clock)
//!   take_received() ◄─ UART decoder (mid-bit) ◄── tx pin ◄─┘
//! ```
//!
//! Bytes cross the pins bit by bit, at `div` clock cycles per bit, exactly
//! as on the board: the RTL's synchroniser, start-bit check and sampling run
//! as in hardware. [`BAUD_DIV_BOARD`] is the board's real divider (12 Mbaud
//! at 60 MHz); [`BAUD_DIV_FAST`] is the smallest the RTL accepts, a fifth
//! fewer cycles per byte, and the default for interactive use. Cycle counts
//! are exact either way, so link efficiency is measured in bit times.

use std::collections::VecDeque;
use std::path::PathBuf;

use hwfilter_toolchain::platform::{ALCHITRY_CU, ICEBREAKER, Platform, ULX3S_12F};

use crate::bloom::{positions, trace_dir};
use crate::models::{self, VlBoardCu};

/// The pins of a Verilated board core: `reset`, `rx`, `baud_div` in, `tx`
/// and `leds` out; and the board it is the core of, whose engines' geometry
/// and clock INFO reports.
pub trait BoardPorts: Sized {
    const MODULE: &'static str;
    const PLATFORM: &'static Platform;
    /// Bloom banks and bank address bits.
    const BLOOM: (u32, u32) = (
        Self::PLATFORM.engines.bloom_banks,
        Self::PLATFORM.engines.bloom_bank_addr_bits,
    );
    /// Cuckoo fingerprint bits and bucket address bits; `None` for a
    /// Bloom-only core.
    const CUCKOO: Option<(u32, u32)> = Some((
        Self::PLATFORM.engines.cuckoo_fp_bits,
        Self::PLATFORM.engines.cuckoo_bucket_bits,
    ));
    /// Filter 0's engine.
    const BLOOM_KIND: hwfilter_model::protocol::BloomKind =
        hwfilter_model::protocol::BloomKind::Plain;
    /// The clock INFO reports.
    const CLOCK_HZ: u32 = Self::PLATFORM.clock_hz;
    const STEP_INPUTS: [&'static str; 3];
    const STEP_OUTPUTS: [&'static str; 2];
    fn create(seed: u32) -> Self;
    fn step(&mut self, inp: &[u64; 3], out: &mut [u64; 2]);
    fn trace_open(&mut self, path: &std::path::Path) -> std::io::Result<()>;
    fn trace_flush(&mut self);
    /// Whether the core has finished what it does after reset before a
    /// host can use it (the SDRAM core's power-up and clear of its memory;
    /// the block RAM cores need nothing). A board serves its first byte
    /// long after power-on: [`SimBoard::run_until_booted`].
    fn booted(&self) -> bool {
        true
    }
    /// The most cycles [`Self::booted`] may take after reset.
    fn max_boot_cycles() -> u64 {
        0
    }
}

macro_rules! board_ports {
    ($ty:ident, $platform:expr, { $($extra:item)* }) => {
        impl BoardPorts for models::$ty {
            $($extra)*
            const MODULE: &'static str = models::$ty::MODULE;
            const PLATFORM: &'static Platform = &$platform;
            const STEP_INPUTS: [&'static str; 3] = models::$ty::STEP_INPUTS;
            const STEP_OUTPUTS: [&'static str; 2] = models::$ty::STEP_OUTPUTS;
            fn create(seed: u32) -> Self {
                models::$ty::new(seed)
            }
            #[inline]
            fn step(&mut self, inp: &[u64; 3], out: &mut [u64; 2]) {
                models::$ty::step(self, inp, out)
            }
            fn trace_open(&mut self, path: &std::path::Path) -> std::io::Result<()> {
                models::$ty::trace_open(self, path)
            }
            fn trace_flush(&mut self) {
                models::$ty::trace_flush(self)
            }
        }
    };
    ($ty:ident, $platform:expr, $bloom:expr, $kind:expr) => {
        board_ports!($ty, $platform, {
            const BLOOM: (u32, u32) = $bloom;
            const BLOOM_KIND: hwfilter_model::protocol::BloomKind = $kind;
        });
    };
    ($ty:ident, $platform:expr) => {
        board_ports!($ty, $platform, {});
    };
}

board_ports!(VlBoardCu, ALCHITRY_CU);
board_ports!(
    VlBoardCuCounting,
    ALCHITRY_CU,
    // The plain filter's memory as 4-bit counters (`AlchitryCuCountingCore`).
    (
        ALCHITRY_CU.engines.bloom_banks,
        ALCHITRY_CU.engines.bloom_bank_addr_bits - 2
    ),
    hwfilter_model::protocol::BloomKind::Counting
);
board_ports!(VlBoardCuBloomOnly, ALCHITRY_CU, {
    // `AlchitryCuBloomOnlyCore`: the Bloom-only build's banks, no filter 1.
    const BLOOM: (u32, u32) = (
        ALCHITRY_CU
            .engines
            .bloom_only_banks
            .expect("the Alchitry Cu has a Bloom-only build"),
        ALCHITRY_CU.engines.bloom_bank_addr_bits,
    );
    const CUCKOO: Option<(u32, u32)> = None;
});
board_ports!(VlBoardIb, ICEBREAKER);
board_ports!(VlBoardIbCounting, ICEBREAKER, {
    // `SpramCountingCore<4>`: 4 x 2^16 counters in the SPRAMs, no filter 1.
    const BLOOM: (u32, u32) = (
        ICEBREAKER.engines.bloom_banks,
        ICEBREAKER.engines.bloom_bank_addr_bits - 2,
    );
    const BLOOM_KIND: hwfilter_model::protocol::BloomKind =
        hwfilter_model::protocol::BloomKind::Counting;
    const CUCKOO: Option<(u32, u32)> = None;
});
board_ports!(VlBoardUlx3s12f, ULX3S_12F);
#[cfg(feature = "test-models")]
board_ports!(VlBoardIbGl, ICEBREAKER);
#[cfg(feature = "test-models")]
board_ports!(VlBoardCuGl, ALCHITRY_CU);

/// The ULX3S 12F's core (`Ulx3s12fCore`: both pipelined engines at the
/// 12F's sizes, 60 MHz).
pub type Ulx3s12fBoard = models::VlBoardUlx3s12f;

/// The iCEBreaker's core (`IcebreakerCore`: the SPRAM Bloom filter and the
/// one-op-at-a-time Cuckoo filter sharing a mixer) with yosys's SPRAM model.
pub type IcebreakerBoard = models::VlBoardIb;
#[cfg(feature = "test-models")]
/// The same core after `synth_ice40` for the UP5K (gate level, yosys's
/// cell models).
pub type IcebreakerBoardNetlist = models::VlBoardIbGl;
#[cfg(feature = "test-models")]
/// The Alchitry Cu core ([`SimBoard`]'s default) after `synth_ice40` for
/// the HX8K (gate level, yosys's cell models).
pub type AlchitryCuBoardNetlist = models::VlBoardCuGl;

/// The Alchitry Cu top's divider: 60 MHz / 5 = 12 Mbaud.
pub const BAUD_DIV_BOARD: u16 = ALCHITRY_CU.baud_div;
/// The smallest divider the UART supports: fast simulation.
pub const BAUD_DIV_FAST: u16 = 4;
/// Clock of the simulated board (INFO reports it): the Alchitry Cu's.
pub const CLOCK_HZ: u32 = ALCHITRY_CU.clock_hz;
/// Clock of the iCEBreaker core (INFO reports it); its divider is 4,
/// [`BAUD_DIV_FAST`]: 3 Mbaud at 12 MHz.
pub const ICEBREAKER_CLOCK_HZ: u32 = ICEBREAKER.clock_hz;
const _: () = assert!(ICEBREAKER.baud_div == BAUD_DIV_FAST);

/// A framing error on the board's TX line (a bug in the RTL's UartTx).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("the board's TX line broke 8N1 framing at cycle {cycle}")]
pub struct TxFramingError {
    pub cycle: u64,
}

/// Host-side 8N1 transmitter driving the board's RX pin.
#[derive(Debug, Default)]
struct LineEncoder {
    queue: VecDeque<u8>,
    /// 10-bit frame being sent (start, data LSB first, stop), bit index, cycles into the bit.
    frame: Option<(u16, u32, u32)>,
}

impl LineEncoder {
    /// The line level for this cycle.
    fn level(&mut self, div: u32) -> bool {
        if self.frame.is_none()
            && let Some(b) = self.queue.pop_front()
        {
            self.frame = Some(((b as u16) << 1 | 0x200, 0, 0));
        }
        match self.frame.as_mut() {
            None => true,
            Some((bits, idx, c)) => {
                let level = (*bits >> *idx) & 1 == 1;
                *c += 1;
                if *c == div {
                    *c = 0;
                    *idx += 1;
                    if *idx == 10 {
                        self.frame = None;
                    }
                }
                level
            }
        }
    }

    fn busy(&self) -> bool {
        self.frame.is_some() || !self.queue.is_empty()
    }
}

/// Host-side 8N1 receiver sampling the board's TX pin mid-bit.
#[derive(Debug, Default)]
struct LineDecoder {
    /// Cycles since the start edge, while receiving.
    t: Option<u32>,
    byte: u8,
}

impl LineDecoder {
    fn sample(&mut self, level: bool, div: u32, cycle: u64) -> Result<Option<u8>, TxFramingError> {
        match self.t {
            None => {
                if !level {
                    self.t = Some(0);
                    self.byte = 0;
                }
                Ok(None)
            }
            Some(t) => {
                let t = t + 1;
                self.t = Some(t);
                // Bit n (0 = start) is sampled at (n + 1/2) bit times.
                if t % div == div / 2 {
                    let n = t / div;
                    match n {
                        0 if level => {
                            self.t = None;
                            return Err(TxFramingError { cycle });
                        }
                        1..=8 => self.byte |= (level as u8) << (n - 1),
                        9 => {
                            self.t = None;
                            if !level {
                                return Err(TxFramingError { cycle });
                            }
                            return Ok(Some(self.byte));
                        }
                        _ => {}
                    }
                }
                Ok(None)
            }
        }
    }

    fn busy(&self) -> bool {
        self.t.is_some()
    }
}

/// The Verilated board behind its UART pins (the Alchitry Cu core unless
/// `P` says otherwise).
pub struct SimBoard<P: BoardPorts = VlBoardCu> {
    dut: P,
    div: u16,
    cycle: u64,
    inputs: [u64; 3],
    outputs: [u64; 2],
    i_reset: usize,
    i_rx: usize,
    o_tx: usize,
    o_leds: usize,
    enc: LineEncoder,
    dec: LineDecoder,
    received: Vec<u8>,
    tracing: bool,
}

impl<P: BoardPorts> std::fmt::Debug for SimBoard<P> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("SimBoard")
            .field("div", &self.div)
            .field("cycle", &self.cycle)
            .finish()
    }
}

impl SimBoard {
    /// The simulated Alchitry Cu core, freshly reset, at `div` cycles per
    /// UART bit (at least 4). `seed` seeds Verilator's state (all zero
    /// here: the top resets what it uses, and block RAM starts at zero on
    /// an iCE40).
    pub fn new(div: u16, seed: u32) -> Self {
        Self::of(div, seed)
    }
}

impl<P: BoardPorts> SimBoard<P> {
    /// The board core `P`, freshly reset, at `div` cycles per UART bit.
    pub fn of(div: u16, seed: u32) -> Self {
        assert!(
            div >= BAUD_DIV_FAST,
            "the UART needs at least {BAUD_DIV_FAST} cycles per bit"
        );
        let mut dut = P::create(seed);
        let ins = positions(&P::STEP_INPUTS, ["reset", "rx", "baud_div"]);
        let outs = positions(&P::STEP_OUTPUTS, ["tx", "leds"]);
        let mut tracing = false;
        if std::env::var_os("HWFILTER_TRACE").is_some() {
            let dir = trace_dir();
            let _ = std::fs::create_dir_all(&dir);
            let path: PathBuf = dir.join(format!("{}.vcd", P::MODULE));
            tracing = dut.trace_open(&path).is_ok();
        }
        let mut b = SimBoard {
            dut,
            div,
            cycle: 0,
            inputs: [0; 3],
            outputs: [0; 2],
            i_reset: ins[0],
            i_rx: ins[1],
            o_tx: outs[0],
            o_leds: outs[1],
            enc: LineEncoder::default(),
            dec: LineDecoder::default(),
            received: vec![],
            tracing,
        };
        b.inputs[ins[2]] = div as u64;
        b.reset();
        b
    }

    /// Holds reset for a few cycles (the board's power-on reset).
    pub fn reset(&mut self) {
        self.inputs[self.i_reset] = 1;
        self.inputs[self.i_rx] = 1;
        for _ in 0..4 {
            self.dut.step(&self.inputs, &mut self.outputs);
            self.cycle += 1;
        }
        self.inputs[self.i_reset] = 0;
        self.enc = LineEncoder::default();
        self.dec = LineDecoder::default();
    }

    /// What the model of this board needs to answer as it does.
    pub fn model_config(&self) -> hwfilter_model::board::BoardConfig {
        use hwfilter_model::{BloomParams, CuckooParams};
        hwfilter_model::board::BoardConfig {
            bloom: BloomParams::new(P::BLOOM.0, P::BLOOM.1).expect("built geometry"),
            bloom_kind: P::BLOOM_KIND,
            cuckoo: P::CUCKOO.map(|(f, b)| {
                CuckooParams::new(f, b, P::PLATFORM.engines.cuckoo_max_kicks)
                    .expect("built geometry")
            }),
            clock_hz: P::CLOCK_HZ,
            baud_div: self.div as u32,
        }
    }

    /// Cycles per UART bit.
    pub fn div(&self) -> u16 {
        self.div
    }

    /// Clock cycles simulated so far.
    pub fn cycles(&self) -> u64 {
        self.cycle
    }

    /// Queues bytes for the board's RX pin (sent back to back).
    pub fn send(&mut self, bytes: &[u8]) {
        self.enc.queue.extend(bytes);
    }

    /// Bytes the board has sent since the last call.
    pub fn take_received(&mut self) -> Vec<u8> {
        std::mem::take(&mut self.received)
    }

    /// The LEDs (bit 0 frame, 1 applied, 2 error, 3 heartbeat).
    pub fn leds(&self) -> u8 {
        self.outputs[self.o_leds] as u8
    }

    /// One clock cycle.
    #[inline]
    pub fn step(&mut self) -> Result<(), TxFramingError> {
        let div = self.div as u32;
        let level = self.enc.level(div);
        self.inputs[self.i_rx] = level as u64;
        self.dut.step(&self.inputs, &mut self.outputs);
        self.cycle += 1;
        let tx = self.outputs[self.o_tx] & 1 == 1;
        if let Some(b) = self.dec.sample(tx, div, self.cycle)? {
            self.received.push(b);
        }
        Ok(())
    }

    /// Runs `n` cycles.
    pub fn run(&mut self, n: u64) -> Result<(), TxFramingError> {
        for _ in 0..n {
            self.step()?;
        }
        Ok(())
    }

    /// Runs until the core has booted ([`BoardPorts::booted`]): the
    /// cycles it took, or `None` if [`BoardPorts::max_boot_cycles`] pass
    /// first.
    pub fn run_until_booted(&mut self) -> Result<Option<u64>, TxFramingError> {
        let start = self.cycle;
        while !self.dut.booted() {
            if self.cycle - start > P::max_boot_cycles() {
                return Ok(None);
            }
            self.step()?;
        }
        Ok(Some(self.cycle - start))
    }

    /// Runs until the host side has sent everything queued and the board
    /// has sent `frames` more frame delimiters, then `settle` cycles more
    /// (to catch anything unexpected). False if `limit` cycles pass first.
    pub fn run_until_replies(
        &mut self,
        frames: usize,
        settle: u64,
        limit: u64,
    ) -> Result<bool, TxFramingError> {
        let start = self.cycle;
        let seen = |b: &Self| b.received.iter().filter(|&&x| x == 0).count();
        let target = seen(self) + frames;
        while self.enc.busy() || seen(self) < target {
            if self.cycle - start >= limit {
                return Ok(false);
            }
            self.step()?;
        }
        self.run(settle)?;
        Ok(true)
    }

    /// Whether a byte is on its way to or from the board.
    pub fn line_busy(&self) -> bool {
        self.enc.busy() || self.dec.busy()
    }

    /// Whether a VCD is being written (`HWFILTER_TRACE=1`).
    pub fn tracing(&self) -> bool {
        self.tracing
    }
}

impl<P: BoardPorts> Drop for SimBoard<P> {
    fn drop(&mut self) {
        if self.tracing {
            self.dut.trace_flush();
        }
    }
}
