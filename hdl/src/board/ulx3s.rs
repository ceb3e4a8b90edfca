//! `Ulx3sTopOf`: the ULX3S board (Lattice ECP5 LFE5U-12F to 85F, CABGA381,
//! 25 MHz oscillator, FT231X USB-UART).
//!
//! ```text
//!  clk_25mhz ─► EHXPLLL (60/30 MHz) ──┬───────────┐
//!  btn_pwr_n, lock ─► PowerOnReset ───┤           │
//!  ftdi_txd ─────────────────────────►│ BoardCore ├──► ftdi_rxd
//!           baud_div = 20/10 ────────►│           ├──► led[3:0]
//!                                     └───────────┘
//! ```
//!
//! Port names are those of `constraints/ulx3s.lpf` (the board's own names:
//! `ftdi_txd` is the bridge's output, which the FPGA receives). The logic
//! runs from the PLL at the part's clock ([`ULX3S_12F`]: 60 MHz,
//! [`ULX3S_85F`]: 30 MHz), and the UART at exactly 3 Mbaud, the FT231X's
//! fastest rate (25 MHz divides to no standard rate near it). Reset is
//! held until the PLL locks and while the PWR button is pressed.
//!
//! The core is the Alchitry Cu's [`BoardCore`] (both engines pipelined in
//! block RAM), sized by the part's platform: [`Ulx3s12fTop`],
//! [`Ulx3s85fTop`].
//!
//! LEDs (active high), as on the Alchitry Cu: 0 toggles per good frame, 1
//! per applied request, 2 per damaged frame or UART error, 3 is a
//! heartbeat; 4 is lit while `ftdi_txd` is low and 5 while `ftdi_rxd` is
//! low (a glow while bytes flow), 6 while the board is held in reset; 7 is
//! off.

use rust_hdl::prelude::*;

use super::link_leds::LinkLeds;
use super::por::PowerOnReset;
use super::{BOARD_MAX_KICKS, BoardCore};
use crate::ecp5_pll::Ecp5Pll;
use hwfilter_toolchain::platform::{Platform, ULX3S_12F, ULX3S_85F, ulx3s_sdram_cycles};

const _: () = {
    assert!(ULX3S_12F.engines.cuckoo_max_kicks == BOARD_MAX_KICKS as u32);
    assert!(ULX3S_85F.engines.cuckoo_max_kicks == BOARD_MAX_KICKS as u32);
};

/// The ULX3S top around a `BoardCore<K, A, F, W, B, BA>`: both engines
/// behind the FT231X's serial link.
#[derive(LogicBlock)]
pub struct Ulx3sTopOf<
    const K: usize,
    const A: usize,
    const F: usize,
    const W: usize,
    const B: usize,
    const BA: usize,
> {
    /// 25 MHz oscillator (G2).
    pub clk_25mhz: Signal<In, Clock>,
    /// The PWR button, 0 while pressed (D6): reset.
    pub btn_pwr_n: Signal<In, Bit>,
    /// Serial data from the host: the FT231X's TXD (M1).
    pub ftdi_txd: Signal<In, Bit>,
    /// Serial data to the host: the FT231X's RXD (L4).
    pub ftdi_rxd: Signal<Out, Bit>,
    /// The eight user LEDs, active high.
    pub led: Signal<Out, Bits<8>>,
    pll: Ecp5Pll,
    por: PowerOnReset,
    core: BoardCore<K, A, F, W, B, BA>,
    leds: LinkLeds,
    baud_div: Constant<Bits<16>>,
}

impl<
    const K: usize,
    const A: usize,
    const F: usize,
    const W: usize,
    const B: usize,
    const BA: usize,
> Ulx3sTopOf<K, A, F, W, B, BA>
{
    /// The top for `platform` (its clock, PLL and UART divider; the
    /// engines are the const parameters) with the default Cuckoo eviction
    /// bound.
    pub fn new(platform: &Platform) -> Self {
        Self::with_max_kicks(platform, BOARD_MAX_KICKS)
    }

    /// The top whose Cuckoo filter evicts at most `max_kicks` times per
    /// insert (INFO reports it).
    pub fn with_max_kicks(p: &Platform, max_kicks: u16) -> Self {
        let pll = p
            .pll
            .and_then(|pll| pll.ecp5())
            .expect("the ULX3S top runs from its ECP5 PLL");
        Self {
            clk_25mhz: Default::default(),
            btn_pwr_n: Default::default(),
            ftdi_txd: Default::default(),
            ftdi_rxd: Default::default(),
            led: Default::default(),
            pll: Ecp5Pll::new(pll, p.osc_hz),
            por: PowerOnReset::new(),
            core: BoardCore::with_max_kicks(p.clock_hz, max_kicks),
            leds: Default::default(),
            baud_div: Constant::new((p.baud_div as u64).to_bits()),
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
> Logic for Ulx3sTopOf<K, A, F, W, B, BA>
{
    #[hdl_gen]
    fn update(&mut self) {
        self.pll.clock_in.next = self.clk_25mhz.val();
        self.leds.clock.next = self.pll.clock_out.val();
        self.por.clock.next = self.pll.clock_out.val();
        self.por.button_n.next = self.btn_pwr_n.val() & self.pll.locked.val();
        self.core.clock.next = self.pll.clock_out.val();
        self.core.reset.next = self.por.reset.val();
        self.core.rx.next = self.ftdi_txd.val();
        self.core.baud_div.next = self.baud_div.val();
        self.ftdi_rxd.next = self.core.tx.val();

        self.leds.core_leds.next = self.core.leds.val();
        self.leds.rx.next = self.ftdi_txd.val();
        self.leds.tx.next = self.core.tx.val();
        self.leds.reset.next = self.por.reset.val();
        self.led.next = self.leds.led.val();
    }
}

/// The ULX3S 12F's top, sized by [`ULX3S_12F`]: Bloom 4 x 2^16 bits,
/// Cuckoo f = 12 in 2^11 buckets.
pub type Ulx3s12fTop = Ulx3sTopOf<
    { ULX3S_12F.engines.bloom_banks as usize },
    { ULX3S_12F.engines.bloom_bank_addr_bits as usize },
    { ULX3S_12F.engines.cuckoo_fp_bits as usize },
    { 4 * ULX3S_12F.engines.cuckoo_fp_bits as usize },
    { ULX3S_12F.engines.cuckoo_bucket_bits as usize },
    { ULX3S_12F.engines.cuckoo_bucket_bits as usize - 1 },
>;

/// The ULX3S 85F's top, sized by [`ULX3S_85F`]: Bloom 6 x 2^19 bits,
/// Cuckoo f = 12 in 2^12 buckets.
pub type Ulx3s85fTop = Ulx3sTopOf<
    { ULX3S_85F.engines.bloom_banks as usize },
    { ULX3S_85F.engines.bloom_bank_addr_bits as usize },
    { ULX3S_85F.engines.cuckoo_fp_bits as usize },
    { 4 * ULX3S_85F.engines.cuckoo_fp_bits as usize },
    { ULX3S_85F.engines.cuckoo_bucket_bits as usize },
    { ULX3S_85F.engines.cuckoo_bucket_bits as usize - 1 },
>;

/// The ULX3S 12F's core (the top without its PLL and reset): what the
/// simulated board (`serve-sim --board ulx3s-12f`) and the co-simulation
/// run.
pub type Ulx3s12fCore = BoardCore<
    { ULX3S_12F.engines.bloom_banks as usize },
    { ULX3S_12F.engines.bloom_bank_addr_bits as usize },
    { ULX3S_12F.engines.cuckoo_fp_bits as usize },
    { 4 * ULX3S_12F.engines.cuckoo_fp_bits as usize },
    { ULX3S_12F.engines.cuckoo_bucket_bits as usize },
    { ULX3S_12F.engines.cuckoo_bucket_bits as usize - 1 },
>;

/// Verilog of the ULX3S 12F's core ([`Ulx3s12fCore`]), top module named
/// `module`.
pub fn ulx3s_12f_core_verilog(module: &str) -> String {
    super::verilog_of(Ulx3s12fCore::new(ULX3S_12F.clock_hz), module)
}

/// The ULX3S's SDRAM core (a top's core, without its PLL, reset and
/// tristate DQ): a blocked Bloom filter of
/// [`SDRAM_BLOOM_HASHES`](crate::sdram_bloom::SDRAM_BLOOM_HASHES) bits per
/// key in `4 x 2^R` rows of the IS42S16160G, and the 12F's Cuckoo filter,
/// at the 12F's 60 MHz (both parts carry the same SDRAM; at the 85F's 30
/// MHz the refresh interval leaves too little margin).
pub type Ulx3sSdramCore<const R: usize> = super::SdramBoardCore<
    { crate::sdram_bloom::SDRAM_BLOOM_HASHES },
    R,
    { ULX3S_12F.engines.cuckoo_fp_bits as usize },
    { 4 * ULX3S_12F.engines.cuckoo_fp_bits as usize },
    { ULX3S_12F.engines.cuckoo_bucket_bits as usize },
    { ULX3S_12F.engines.cuckoo_bucket_bits as usize - 1 },
>;

/// Verilog of [`Ulx3sSdramCore`] with `4 x 2^row_bits` rows (one of
/// [`SDRAM_ROW_BITS`](crate::verilog::SDRAM_ROW_BITS), as the engine
/// alone), top module named `module`.
pub fn ulx3s_sdram_core_verilog(
    row_bits: u32,
    module: &str,
) -> Result<String, crate::verilog::HdlError> {
    crate::verilog::check_module_name(module)?;
    let (hz, t) = (ULX3S_12F.clock_hz, ulx3s_sdram_cycles());
    match row_bits {
        4 => Ok(super::verilog_of(Ulx3sSdramCore::<4>::new(hz, t), module)),
        13 => Ok(super::verilog_of(Ulx3sSdramCore::<13>::new(hz, t), module)),
        _ => Err(crate::verilog::HdlError::UnsupportedSdram { row_bits }),
    }
}

/// The ULX3S 85F's Bloom engine alone: 6 banks of 2^19 bits, the wide
/// hash layout's stride of 21 (`hwfilter_model::params::bank_stride`).
/// The co-simulation runs it at that size (its FPR at capacity).
pub type Ulx3s85fBloomEngine = crate::BloomEngine<
    { ULX3S_85F.engines.bloom_banks as usize },
    { ULX3S_85F.engines.bloom_bank_addr_bits as usize },
>;

/// Verilog of [`Ulx3s85fBloomEngine`], top module named `module`.
pub fn ulx3s_85f_bloom_verilog(module: &str) -> String {
    super::verilog_of(Ulx3s85fBloomEngine::new(), module)
}

/// Verilog of the ULX3S top for `platform` ([`ULX3S_12F`] or
/// [`ULX3S_85F`]), top module named `module`; its ports are the names
/// `constraints/ulx3s.lpf` places.
pub fn ulx3s_top_verilog(platform: &Platform, module: &str, max_kicks: u16) -> String {
    if platform == &ULX3S_12F {
        super::verilog_of(Ulx3s12fTop::with_max_kicks(platform, max_kicks), module)
    } else if platform == &ULX3S_85F {
        super::verilog_of(Ulx3s85fTop::with_max_kicks(platform, max_kicks), module)
    } else {
        panic!("{} is not a ULX3S platform", platform.name)
    }
}
