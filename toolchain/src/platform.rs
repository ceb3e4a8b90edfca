//! The boards as data: one [`Platform`] per board holds every fact about it
//! that the RTL, the flow, the host and the docs use (part, package, pin
//! file, oscillator, PLL, logic clock, UART divider, memories and the
//! engines its top carries), so that no second copy can disagree.
//!
//! ```text
//!  Platform ─► hwfilter-hdl board tops (clock, PLL, divider, engine sizes)
//!           ─► icestorm flow (part, package, pin file, timing target)
//!           ─► hwfilter CLI (synth, baud probing, info) and the simulated board
//!           ─► docs/boards.md's board table (a test renders and compares it)
//! ```
//!
//! As in LiteX and amaranth-boards, a board is data, not logic: adding one
//! is a new constant here, its pin file (`.pcf`, `.lpf`) in `constraints/`, and a top in
//! `hwfilter-hdl` that takes its sizes from the constant.

use crate::icestorm::{Device, Family};

/// Every top is placed for, and must meet, its logic clock times this
/// factor: 20% slack, so a small unrelated change does not break a board's
/// timing and the bitstream keeps margin over its clock. Higher targets
/// (100 and 120 MHz on the HX8K) are benchmarks (`scripts/bench-synth`,
/// docs/timing.md), not gates.
pub const TIMING_MARGIN: f64 = 1.2;

/// The frequency, in MHz, a top whose logic runs at `clock_hz` is placed for
/// and must meet: [`TIMING_MARGIN`] times its clock, to the kHz (so 12 MHz
/// gives 14.4, not 14.399999999999999).
pub fn gate_mhz(clock_hz: u32) -> f64 {
    (clock_hz as f64 * TIMING_MARGIN / 1e3).round() / 1e3
}

/// Divider settings of one iCE40 PLL configuration (`SB_PLL40_CORE`,
/// simple feedback): `f_out = f_in * (DIVF + 1) / ((DIVR + 1) * 2^DIVQ)`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PllConfig {
    pub divr: u8,
    pub divf: u8,
    pub divq: u8,
    pub filter_range: u8,
}

impl PllConfig {
    /// 100 MHz in, 30 MHz out (`icepll -i 100 -o 30`: DIVR 4, DIVF 47,
    /// DIVQ 5, FILTER_RANGE 2; PFD 20 MHz, VCO 960 MHz).
    pub const MHZ100_TO_30: PllConfig = PllConfig {
        divr: 4,
        divf: 47,
        divq: 5,
        filter_range: 2,
    };

    /// 100 MHz in, 60 MHz out (`icepll -i 100 -o 60`: DIVR 4, DIVF 47,
    /// DIVQ 4, FILTER_RANGE 2; PFD 20 MHz, VCO 960 MHz). 60 MHz / 5 is
    /// 12 Mbaud, the FT2232H's fastest rate.
    pub const MHZ100_TO_60: PllConfig = PllConfig {
        divr: 4,
        divf: 47,
        divq: 4,
        filter_range: 2,
    };

    /// The output frequency for `f_in_hz`, after checking the phase
    /// detector and VCO ranges and the dividers' widths (iCE40 sysCLOCK PLL
    /// design guide, TN1251; the limits `icepll` applies).
    pub fn output_hz(&self, f_in_hz: u64) -> Result<f64, String> {
        if self.divr > 15
            || self.divf > 127
            || !(1..=6).contains(&self.divq)
            || self.filter_range > 7
        {
            return Err(format!("divider out of range: {self:?}"));
        }
        let pfd = f_in_hz as f64 / (self.divr as f64 + 1.0);
        if !(10e6..=133e6).contains(&pfd) {
            return Err(format!(
                "phase detector at {:.3} MHz, outside 10..=133 MHz",
                pfd / 1e6
            ));
        }
        let vco = pfd * (self.divf as f64 + 1.0);
        if !(533e6..=1066e6).contains(&vco) {
            return Err(format!(
                "VCO at {:.3} MHz, outside 533..=1066 MHz",
                vco / 1e6
            ));
        }
        Ok(vco / (1u64 << self.divq) as f64)
    }
}

/// Divider settings of one ECP5 PLL configuration (`EHXPLLL`, feedback
/// from CLKOP): `f_out = f_in * CLKFB_DIV / CLKI_DIV`, the VCO at
/// `f_out * CLKOP_DIV`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Ecp5PllConfig {
    pub clki_div: u8,
    pub clkfb_div: u8,
    pub clkop_div: u8,
}

impl Ecp5PllConfig {
    /// 25 MHz in, 60 MHz out (`ecppll -i 25 -o 60`: CLKI_DIV 5, CLKFB_DIV
    /// 12, CLKOP_DIV 10; PFD 5 MHz, VCO 600 MHz). 60 MHz / 20 is 3 Mbaud,
    /// the FT231X's fastest rate.
    pub const MHZ25_TO_60: Ecp5PllConfig = Ecp5PllConfig {
        clki_div: 5,
        clkfb_div: 12,
        clkop_div: 10,
    };

    /// 25 MHz in, 30 MHz out (`ecppll -i 25 -o 30`: CLKI_DIV 5, CLKFB_DIV
    /// 6, CLKOP_DIV 20; PFD 5 MHz, VCO 600 MHz). 30 MHz / 10 is 3 Mbaud.
    pub const MHZ25_TO_30: Ecp5PllConfig = Ecp5PllConfig {
        clki_div: 5,
        clkfb_div: 6,
        clkop_div: 20,
    };

    /// CLKOP's coarse phase, as `ecppll` sets it for a 0-degree output.
    pub const fn clkop_cphase(&self) -> u8 {
        (self.clkop_div - 1) / 2
    }

    /// The output frequency for `f_in_hz`, after checking the input,
    /// phase detector, VCO and output ranges and the dividers' widths (the
    /// limits Project Trellis's `ecppll` applies).
    pub fn output_hz(&self, f_in_hz: u64) -> Result<f64, String> {
        for (name, div) in [
            ("CLKI_DIV", self.clki_div),
            ("CLKFB_DIV", self.clkfb_div),
            ("CLKOP_DIV", self.clkop_div),
        ] {
            if !(1..=128).contains(&div) {
                return Err(format!("{name} {div} outside 1..=128"));
            }
        }
        let f_in = f_in_hz as f64;
        if !(8e6..=400e6).contains(&f_in) {
            return Err(format!(
                "input at {:.3} MHz, outside 8..=400 MHz",
                f_in / 1e6
            ));
        }
        let pfd = f_in / self.clki_div as f64;
        if !(3.125e6..=400e6).contains(&pfd) {
            return Err(format!(
                "phase detector at {:.3} MHz, outside 3.125..=400 MHz",
                pfd / 1e6
            ));
        }
        let out = pfd * self.clkfb_div as f64;
        let vco = out * self.clkop_div as f64;
        if !(400e6..=800e6).contains(&vco) {
            return Err(format!(
                "VCO at {:.3} MHz, outside 400..=800 MHz",
                vco / 1e6
            ));
        }
        Ok(out)
    }
}

/// A board's PLL, of its part's family.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Pll {
    Ice40(PllConfig),
    Ecp5(Ecp5PllConfig),
}

impl Pll {
    /// The output frequency for `f_in_hz`, or why the settings are out of
    /// range.
    pub fn output_hz(&self, f_in_hz: u64) -> Result<f64, String> {
        match self {
            Pll::Ice40(c) => c.output_hz(f_in_hz),
            Pll::Ecp5(c) => c.output_hz(f_in_hz),
        }
    }

    /// The iCE40 settings, if this is an iCE40 PLL.
    pub const fn ice40(self) -> Option<PllConfig> {
        match self {
            Pll::Ice40(c) => Some(c),
            Pll::Ecp5(_) => None,
        }
    }

    /// The ECP5 settings, if this is an ECP5 PLL.
    pub const fn ecp5(self) -> Option<Ecp5PllConfig> {
        match self {
            Pll::Ecp5(c) => Some(c),
            Pll::Ice40(_) => None,
        }
    }

    /// The family the PLL cell belongs to.
    pub const fn family(&self) -> Family {
        match self {
            Pll::Ice40(_) => Family::Ice40,
            Pll::Ecp5(_) => Family::Ecp5,
        }
    }
}

/// Where a board's Bloom filter lives.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BloomMemory {
    /// Block RAM (the pipelined engine): SB_RAM40_4K on iCE40, DP16KD on
    /// ECP5.
    BlockRam,
    /// One SB_SPRAM256KA per hash (the SPRAM engine).
    Spram,
}

/// The engines a board top carries.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Engines {
    /// Bloom: `bloom_banks` banks (one per hash) of 2^`bloom_bank_addr_bits` bits.
    pub bloom_banks: u32,
    pub bloom_bank_addr_bits: u32,
    pub bloom_memory: BloomMemory,
    /// Cuckoo: `cuckoo_fp_bits`-bit fingerprints in 2^`cuckoo_bucket_bits`
    /// buckets of 4 slots, at most `cuckoo_max_kicks` kicks per insert.
    pub cuckoo_fp_bits: u32,
    pub cuckoo_bucket_bits: u32,
    pub cuckoo_max_kicks: u32,
    /// The pipelined Cuckoo engine (one op per cycle), or the one-op-at-a-
    /// time engine that fits a small part.
    pub cuckoo_pipelined: bool,
    /// The Bloom engine counts its set bits per bank (STATS fields 10..18,
    /// the host's fill figures); without, STATS reports them as
    /// `FILL_NOT_COUNTED` (`hwfilter_model::protocol`).
    pub bloom_fill_counted: bool,
    /// Banks of 2^`bloom_bank_addr_bits` bits of the board's Bloom-only
    /// build (no Cuckoo filter: the Bloom filter takes its memory), or
    /// `None` when the board has none.
    pub bloom_only_banks: Option<u32>,
}

impl Engines {
    /// Bits of the Bloom filter.
    pub const fn bloom_bits(&self) -> u64 {
        (self.bloom_banks as u64) << self.bloom_bank_addr_bits
    }

    /// Buckets of the Cuckoo filter.
    pub const fn cuckoo_buckets(&self) -> u64 {
        1 << self.cuckoo_bucket_bits
    }
}

/// A board's self-test bitstream: both engines against the model's
/// signatures, PASS/FAIL on the LEDs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SelfTest {
    /// Top module name.
    pub top: &'static str,
    /// The self-test's logic clock and its PLL (none: the oscillator).
    pub clock_hz: u32,
    pub pll: Option<Pll>,
    /// Its engines (always the pipelined block-RAM ones).
    pub bloom_bank_addr_bits: u32,
    pub cuckoo_bucket_bits: u32,
}

/// Everything about one board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Platform {
    /// The name on the command line (`--board`) and in file names.
    pub name: &'static str,
    /// The name people use.
    pub title: &'static str,
    pub device: Device,
    pub package: &'static str,
    /// `constraints/<pin_file_name>` (`.pcf` for iCE40, `.lpf` for ECP5),
    /// and its text (compiled in, so a binary builds from any directory).
    pub pin_file_name: &'static str,
    pub pin_file: &'static str,
    /// The oscillator on the board.
    pub osc_hz: u32,
    /// The PLL that makes the logic clock from the oscillator, if any.
    pub pll: Option<Pll>,
    /// The clock the board top's logic runs at.
    pub clock_hz: u32,
    /// Logic clock cycles per UART bit.
    pub baud_div: u16,
    /// The USB-UART bridge, and its fastest rate.
    pub usb_uart: &'static str,
    pub usb_uart_max_baud: u32,
    /// The board top's module name (the stem of every output file).
    pub top: &'static str,
    pub engines: Engines,
    /// CI places the top at its timing gate on seeds 1-3; otherwise only
    /// the synthesis benchmark does (`scripts/bench-synth`), for a top too
    /// slow to place for CI's time budget.
    pub gated_in_ci: bool,
    /// The board's self-test bitstream, if it has one.
    pub selftest: Option<SelfTest>,
}

impl Platform {
    /// The UART's rate: the logic clock over the divider.
    pub const fn baud(&self) -> u32 {
        self.clock_hz / self.baud_div as u32
    }

    /// The frequency the board top is placed for and must meet ([`gate_mhz`]).
    pub fn gate_mhz(&self) -> f64 {
        gate_mhz(self.clock_hz)
    }

    /// The pin file a timing gate places with: [`Self::pin_file_for`] the
    /// gate ([`Self::gate_mhz`]) of the board's logic clock.
    pub fn gate_pin_file(&self) -> String {
        self.pin_file_for(self.gate_mhz(), self.clock_hz)
    }

    /// The pin file that places a logic clock of `clock_hz` (the board's,
    /// or the SDRAM top's [`ULX3S_SDRAM_CLOCK_HZ`]) for `target_mhz`: the
    /// board's, with the oscillator's `FREQUENCY` constraint (an `.lpf` has
    /// one) scaled by `target_mhz` over that clock. nextpnr-ecp5
    /// constrains a PLL's output from its input's constraint, not from
    /// `--freq`, so this is how its logic clock is placed for a target
    /// (the 1.2 x gate: the oscillator's 25 MHz placed as 30). A `.pcf` has
    /// no frequency (nextpnr-ice40 takes the target from `--freq`) and is
    /// returned as it is.
    pub fn pin_file_for(&self, target_mhz: f64, clock_hz: u32) -> String {
        let osc_mhz = self.osc_hz as f64 / 1e6;
        let constraint = format!(" {osc_mhz} MHZ;");
        let scaled_hz = self.osc_hz as f64 * target_mhz * 1e6 / clock_hz as f64;
        // To the kHz, as gate_mhz rounds.
        let scaled = format!(" {} MHZ;", (scaled_hz / 1e3).round() / 1e3);
        self.pin_file
            .lines()
            .map(|line| {
                if line.starts_with("FREQUENCY PORT") && line.ends_with(&constraint) {
                    line.replace(&constraint, &scaled)
                } else {
                    line.to_owned()
                }
            })
            .collect::<Vec<_>>()
            .join("\n")
            + "\n"
    }

    /// Where the logic clock comes from, in words.
    pub fn clock_source(&self) -> String {
        clock_source(self.osc_hz, self.pll)
    }

    /// Where the self-test's clock comes from, in words (`None` without
    /// a self-test).
    pub fn selftest_clock_source(&self) -> Option<String> {
        self.selftest.map(|t| clock_source(self.osc_hz, t.pll))
    }

    /// The platform called `name` on the command line.
    pub fn by_name(name: &str) -> Option<&'static Platform> {
        PLATFORMS
            .iter()
            .chain(ECP5_PLATFORMS.iter())
            .copied()
            .find(|p| p.name == name)
    }
}

/// Where a clock of a board with oscillator `osc_hz` comes from, in words.
pub fn clock_source(osc_hz: u32, pll: Option<Pll>) -> String {
    let osc = format!("the {} MHz oscillator", osc_hz / 1_000_000);
    match pll {
        Some(_) => format!("PLL from {osc}"),
        None => osc,
    }
}

/// Alchitry Cu: iCE40-HX8K cb132, 100 MHz oscillator, FT2232H. The logic
/// runs at 60 MHz from the PLL: 60 MHz divides exactly to 12 Mbaud, the
/// FT2232H's fastest rate (100 MHz divides exactly to 4 Mbaud at best, and
/// the line limits keys per second). Both engines pipelined in block RAM:
/// Bloom 4 x 2^14 bits (16 block RAMs), Cuckoo f = 12 in 2^10 buckets (12
/// block RAMs); the link takes the other 4.
pub const ALCHITRY_CU: Platform = Platform {
    name: "alchitry-cu",
    title: "Alchitry Cu",
    device: Device::Hx8k,
    package: "cb132",
    pin_file_name: "alchitry_cu.pcf",
    pin_file: include_str!("../../constraints/alchitry_cu.pcf"),
    osc_hz: 100_000_000,
    pll: Some(Pll::Ice40(PllConfig::MHZ100_TO_60)),
    clock_hz: 60_000_000,
    baud_div: 5,
    usb_uart: "FT2232H",
    usb_uart_max_baud: 12_000_000,
    top: "alchitry_cu_top",
    engines: Engines {
        bloom_banks: 4,
        bloom_bank_addr_bits: 14,
        bloom_memory: BloomMemory::BlockRam,
        cuckoo_fp_bits: 12,
        cuckoo_bucket_bits: 10,
        cuckoo_max_kicks: 500,
        cuckoo_pipelined: true,
        bloom_fill_counted: true,
        // 7 banks of 4 block RAMs beside the link's 4: all 32.
        bloom_only_banks: Some(7),
    },
    gated_in_ci: true,
    selftest: Some(SelfTest {
        top: "alchitry_cu_selftest_top",
        clock_hz: 60_000_000,
        pll: Some(Pll::Ice40(PllConfig::MHZ100_TO_60)),
        bloom_bank_addr_bits: 14,
        cuckoo_bucket_bits: 10,
    }),
};

/// iCEBreaker: iCE40-UP5K sg48, 12 MHz oscillator, FT2232H; no PLL (12 MHz
/// / 4 = 3 Mbaud, 4 being the UART's smallest divider). The Bloom filter
/// fills the four SPRAMs (4 x 2^18 bits); the Cuckoo filter, f = 8 in 2^10
/// buckets, is the one-op-at-a-time engine (8 block RAMs): the pipelined
/// engines do not fit beside the link in the UP5K's 5,280 logic cells
/// (docs/boards.md).
pub const ICEBREAKER: Platform = Platform {
    name: "icebreaker",
    title: "iCEBreaker",
    device: Device::Up5k,
    package: "sg48",
    pin_file_name: "icebreaker.pcf",
    pin_file: include_str!("../../constraints/icebreaker.pcf"),
    osc_hz: 12_000_000,
    pll: None,
    clock_hz: 12_000_000,
    baud_div: 4,
    usb_uart: "FT2232H",
    usb_uart_max_baud: 12_000_000,
    top: "icebreaker_top",
    engines: Engines {
        bloom_banks: 4,
        bloom_bank_addr_bits: 18,
        bloom_memory: BloomMemory::Spram,
        cuckoo_fp_bits: 8,
        cuckoo_bucket_bits: 10,
        cuckoo_max_kicks: 500,
        cuckoo_pipelined: false,
        // The counters and their read port take about 200 logic cells; the
        // UP5K has 59 free beside this top (docs/boards.md).
        bloom_fill_counted: false,
        // The four SPRAMs already hold the Bloom filter.
        bloom_only_banks: None,
    },
    gated_in_ci: true,
    selftest: Some(SelfTest {
        top: "icebreaker_selftest_top",
        clock_hz: 12_000_000,
        pll: None,
        bloom_bank_addr_bits: 14,
        cuckoo_bucket_bits: 10,
    }),
};

/// ULX3S with the LFE5U-12F: CABGA381, 25 MHz oscillator, FT231X (3 Mbaud
/// at most). The logic runs at 60 MHz from the PLL, which divides exactly
/// to 3 Mbaud (25 MHz does not). Both engines pipelined in DP16KD block
/// RAM: Bloom 4 x 2^16 bits (16 blocks), Cuckoo f = 12 in 2^11 buckets (6
/// blocks); with the link's, 26 of the 12F's 32.
pub const ULX3S_12F: Platform = Platform {
    name: "ulx3s-12f",
    title: "ULX3S, LFE5U-12F",
    device: Device::Lfe5u12f,
    package: "CABGA381",
    pin_file_name: "ulx3s.lpf",
    pin_file: include_str!("../../constraints/ulx3s.lpf"),
    osc_hz: 25_000_000,
    pll: Some(Pll::Ecp5(Ecp5PllConfig::MHZ25_TO_60)),
    clock_hz: 60_000_000,
    baud_div: 20,
    usb_uart: "FT231X",
    usb_uart_max_baud: 3_000_000,
    top: "ulx3s_12f_top",
    engines: Engines {
        bloom_banks: 4,
        bloom_bank_addr_bits: 16,
        bloom_memory: BloomMemory::BlockRam,
        cuckoo_fp_bits: 12,
        cuckoo_bucket_bits: 11,
        cuckoo_max_kicks: 500,
        cuckoo_pipelined: true,
        bloom_fill_counted: true,
        bloom_only_banks: None,
    },
    gated_in_ci: true,
    selftest: None,
};

/// ULX3S with the LFE5U-85F: as [`ULX3S_12F`], with the 85F's 208 block
/// RAMs: Bloom 6 x 2^19 bits (192 blocks; 327,112 keys at 1%, the 1%
/// optimum for those bits: 6 banks of 2^19 index with the hash's wide
/// stride, `hwfilter_model::params::bank_stride`), Cuckoo f = 12 in 2^12
/// buckets (12 blocks), and the link's: 206 of 208. The logic runs at
/// 30 MHz (30 MHz / 10 = 3 Mbaud): a bank of 2^19 bits is 32 DP16KD whose
/// unregistered outputs are multiplexed across the die, which placed at
/// 57-66 MHz for 2^18 and 2^19 bits (docs/boards.md); at 30 MHz the
/// engines still do 800 times what the 3 Mbaud link can carry.
pub const ULX3S_85F: Platform = Platform {
    name: "ulx3s-85f",
    title: "ULX3S, LFE5U-85F",
    device: Device::Lfe5u85f,
    pll: Some(Pll::Ecp5(Ecp5PllConfig::MHZ25_TO_30)),
    clock_hz: 30_000_000,
    baud_div: 10,
    top: "ulx3s_85f_top",
    engines: Engines {
        bloom_banks: 6,
        bloom_bank_addr_bits: 19,
        cuckoo_bucket_bits: 12,
        ..ULX3S_12F.engines
    },
    // Three seeds take about 7 minutes.
    gated_in_ci: false,
    ..ULX3S_12F
};

/// The ULX3S's SDRAM (the same part on the 12F and the 85F).
pub const ULX3S_SDRAM: crate::sdram::SdramPart = crate::sdram::IS42S16160G_7;

/// How far the ULX3S's SDRAM clock lags the logic's, in VCO periods of
/// its PLL (600 MHz: 1.667 ns, 36 degrees of the 60 MHz clock): 8 is a
/// lead of 2 periods, 3.3 ns. The SDRAM clock leaves through an IO
/// register and the commands through the fabric, so the part samples each
/// command at the logic's next edge with hold to spare, and read data
/// arrives with margin both sides of the edge the engine samples it at
/// (docs/blocked-bloom.md, "At the pins").
pub const ULX3S_SDRAM_CLOCK_LAG: u8 = 8;

/// The clock of the ULX3S's SDRAM top on either part: the 12F's 60 MHz
/// and its PLL (the 85F's block RAM top runs at 30 MHz, which leaves the
/// refresh too little margin, docs/blocked-bloom.md). The top is the same
/// design on both parts.
pub const ULX3S_SDRAM_CLOCK_HZ: u32 = ULX3S_12F.clock_hz;

/// The ULX3S's SDRAM timing in cycles of the SDRAM top's clock,
/// [`ULX3S_SDRAM_CLOCK_HZ`].
pub fn ulx3s_sdram_cycles() -> crate::sdram::SdramCycles {
    ULX3S_SDRAM
        .cycles(ULX3S_SDRAM_CLOCK_HZ as u64)
        .expect("the ULX3S's SDRAM runs at the 12F's clock")
}

/// Every board the host builds, flashes and serves, in the order it
/// tries their UART rates.
pub const PLATFORMS: [&Platform; 2] = [&ALCHITRY_CU, &ICEBREAKER];

/// The ECP5 boards: `hwfilter synth` and `flash` take them; the simulated
/// board (`serve-sim`) is the Alchitry Cu's core only.
pub const ECP5_PLATFORMS: [&Platform; 2] = [&ULX3S_12F, &ULX3S_85F];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_platform_is_consistent_with_its_part_and_its_clocks() {
        for &p in PLATFORMS.iter().chain(ECP5_PLATFORMS.iter()) {
            p.device.check_package(p.package).unwrap();
            let clock = match p.pll {
                Some(pll) => {
                    assert_eq!(
                        pll.family(),
                        p.device.family(),
                        "{}: the part's PLL",
                        p.name
                    );
                    pll.output_hz(p.osc_hz as u64).unwrap()
                }
                None => p.osc_hz as f64,
            };
            assert_eq!(
                clock, p.clock_hz as f64,
                "{}: the PLL makes the clock",
                p.name
            );
            assert_eq!(
                p.clock_hz % p.baud_div as u32,
                0,
                "{}: the divider is exact",
                p.name
            );
            assert!(p.baud_div >= 4, "{}: the UART needs 4 cycles a bit", p.name);
            assert!(p.baud() <= p.usb_uart_max_baud, "{}", p.name);
            if let Some(selftest) = p.selftest {
                let selftest_clock = match selftest.pll {
                    Some(pll) => pll.output_hz(p.osc_hz as u64).unwrap(),
                    None => p.osc_hz as f64,
                };
                assert_eq!(selftest_clock, selftest.clock_hz as f64, "{}", p.name);
            }
            if p.engines.bloom_memory == BloomMemory::Spram {
                assert_eq!(p.engines.bloom_banks, p.device.sprams(), "{}", p.name);
            }
            let placement = match p.device.family() {
                Family::Ice40 => "set_io",
                Family::Ecp5 => "LOCATE COMP",
            };
            assert!(p.pin_file.contains(placement), "{}: a pin file", p.name);
            assert_eq!(Platform::by_name(p.name), Some(p));
        }
        assert_eq!(ALCHITRY_CU.baud(), 12_000_000);
        assert_eq!(ICEBREAKER.baud(), 3_000_000);
        assert_eq!(ULX3S_12F.baud(), 3_000_000);
        assert_eq!(ULX3S_85F.baud(), 3_000_000);
        assert_eq!(Platform::by_name("ulx3s-85f"), Some(&ULX3S_85F));
        assert_eq!(Platform::by_name("ulx3s"), None);
    }

    #[test]
    fn the_timing_gate_is_twenty_percent_over_the_clock() {
        assert_eq!(ALCHITRY_CU.gate_mhz(), 72.0);
        assert_eq!(ICEBREAKER.gate_mhz(), 14.4);
        assert_eq!(
            ALCHITRY_CU.clock_source(),
            "PLL from the 100 MHz oscillator"
        );
        assert_eq!(ICEBREAKER.clock_source(), "the 12 MHz oscillator");
    }

    #[test]
    fn alchitry_pll_settings_give_exactly_30_and_60_mhz_within_the_ranges() {
        assert_eq!(PllConfig::MHZ100_TO_30.output_hz(100_000_000), Ok(30e6));
        assert_eq!(PllConfig::MHZ100_TO_60.output_hz(100_000_000), Ok(60e6));
    }

    #[test]
    fn the_gate_raises_the_oscillator_constraint_of_an_lpf() {
        let gate = ULX3S_12F.gate_pin_file();
        assert!(
            gate.contains("FREQUENCY PORT \"clk_25mhz\" 30 MHZ;"),
            "{gate}"
        );
        assert!(!gate.contains(" 25 MHZ;"));
        assert_eq!(gate.lines().count(), ULX3S_12F.pin_file.lines().count());
        assert_eq!(ALCHITRY_CU.gate_pin_file(), ALCHITRY_CU.pin_file);
        // The 85F's 30 MHz clock placed for 36 MHz: 25 MHz as 30; for 45
        // MHz, as 37.5.
        assert!(ULX3S_85F.gate_pin_file().contains(" 30 MHZ;"));
        assert!(
            ULX3S_85F
                .pin_file_for(45.0, ULX3S_85F.clock_hz)
                .contains("\"clk_25mhz\" 37.5 MHZ;")
        );
        // The 85F's SDRAM top runs at 60 MHz: its 72 MHz gate is 25 MHz
        // placed as 30, as on the 12F.
        assert!(
            ULX3S_85F
                .pin_file_for(72.0, ULX3S_SDRAM_CLOCK_HZ)
                .contains("\"clk_25mhz\" 30 MHZ;")
        );
    }

    #[test]
    fn ecp5_pll_settings_give_exactly_60_mhz_within_the_ranges() {
        let c = Ecp5PllConfig::MHZ25_TO_60;
        assert_eq!(c.output_hz(25_000_000), Ok(60e6));
        // `ecppll -i 25 -o 60` writes CLKOP_CPHASE(4).
        assert_eq!(c.clkop_cphase(), 4);
        // PFD 25 MHz, VCO 1.2 GHz.
        let fast = Ecp5PllConfig { clki_div: 1, ..c };
        assert!(fast.output_hz(25_000_000).unwrap_err().contains("VCO"));
        let slow_pfd = Ecp5PllConfig { clki_div: 25, ..c };
        assert!(
            slow_pfd
                .output_hz(25_000_000)
                .unwrap_err()
                .contains("phase detector")
        );
        assert!(
            Ecp5PllConfig { clkop_div: 0, ..c }
                .output_hz(25_000_000)
                .is_err()
        );
    }

    #[test]
    fn out_of_range_settings_are_refused() {
        let c = PllConfig {
            divr: 0,
            ..PllConfig::MHZ100_TO_30
        };
        // PFD 100 MHz, VCO 4.8 GHz.
        assert!(c.output_hz(100_000_000).unwrap_err().contains("VCO"));
        assert!(
            PllConfig::MHZ100_TO_30
                .output_hz(12_000_000)
                .unwrap_err()
                .contains("phase detector")
        );
        let c = PllConfig {
            divq: 0,
            ..PllConfig::MHZ100_TO_30
        };
        assert!(c.output_hz(100_000_000).is_err());
    }
}
