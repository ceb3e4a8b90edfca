//! The ULX3S's SDRAM board core (`Ulx3sSdramCore`: the blocked Bloom
//! filter in SDRAM and the Cuckoo filter behind the UART link) with the
//! timing-checked chip model ([`crate::sdram_chip`]) at its SDRAM pins:
//! a [`BoardPorts`] like the other cores, so [`crate::board::SimBoard`]
//! drives it at its UART pins and the board tests run on it unchanged.
//!
//! ```text
//!  reset, rx, baud_div ─► board_ulx3s_sdram (Verilator) ─► tx, leds
//!                               │ ▲
//!                 pins (cmd, DQ)▼ │ DQ
//!                          SdramChip: holds the data, fails on any timing breach
//! ```
//!
//! Every cycle the core samples the DQ the chip drove and the chip the pins
//! the core drove, both as they were before the edge. The chip is not
//! clocked while the core is held in reset (the FPGA is still configuring
//! and drives nothing): the core's power-up sequence is what the chip
//! sees first. A timing breach panics with the chip's message.

use hwfilter_model::protocol::BloomKind;
use hwfilter_toolchain::platform::{Platform, ULX3S_12F, ulx3s_sdram_cycles};

use crate::bloom::positions;
use crate::board::BoardPorts;
use crate::models;
use crate::sdram_bloom::HASHES;
use crate::sdram_chip::{SdramChip, SdramGeometry, SdramPins};

/// The ports of a Verilated SDRAM board core.
pub trait SdramCorePorts: Sized {
    const MODULE: &'static str;
    /// Rows per bank (log2) of the memory the core was built for.
    const ROW_BITS: u32;
    const STEP_INPUTS: [&'static str; 4];
    const STEP_OUTPUTS: [&'static str; 11];
    fn create(seed: u32) -> Self;
    fn step(&mut self, inp: &[u64; 4], out: &mut [u64; 11]);
    fn trace_open(&mut self, path: &std::path::Path) -> std::io::Result<()>;
    fn trace_flush(&mut self);
}

macro_rules! sdram_core_ports {
    ($ty:ident, $r:expr) => {
        impl SdramCorePorts for models::$ty {
            const MODULE: &'static str = models::$ty::MODULE;
            const ROW_BITS: u32 = $r;
            const STEP_INPUTS: [&'static str; 4] = models::$ty::STEP_INPUTS;
            const STEP_OUTPUTS: [&'static str; 11] = models::$ty::STEP_OUTPUTS;
            fn create(seed: u32) -> Self {
                models::$ty::new(seed)
            }
            #[inline]
            fn step(&mut self, inp: &[u64; 4], out: &mut [u64; 11]) {
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
}

sdram_core_ports!(VlBoardUlx3sSdram, 13);
#[cfg(feature = "test-models")]
sdram_core_ports!(VlBoardUlx3sSdramR4, 4);

/// A Verilated SDRAM board core wired to its chip.
pub struct SdramCoreBoard<V: SdramCorePorts> {
    core: V,
    chip: SdramChip,
    inputs: [u64; 4],
    outputs: [u64; 11],
    /// Positions in `V::STEP_INPUTS` of reset, rx, baud_div, sdram_dq_in.
    in_pos: [usize; 4],
    /// Positions in `V::STEP_OUTPUTS` of tx, leds, then the SDRAM pins:
    /// cs_n, ras_n, cas_n, we_n, ba, addr, dqm, dq_out, dq_oe.
    out_pos: [usize; 11],
    tracing: bool,
}

impl<V: SdramCorePorts> SdramCoreBoard<V> {
    /// The memory the core was built for: the ULX3S's 4 banks of 512
    /// columns, `V::ROW_BITS` rows.
    pub const GEOMETRY: SdramGeometry = SdramGeometry {
        bank_bits: 2,
        row_bits: V::ROW_BITS,
        col_bits: 9,
    };

    /// The chip, for its counts and its memory.
    pub fn chip(&self) -> &SdramChip {
        &self.chip
    }
}

/// The ULX3S SDRAM core on the whole 32 MB (4 banks x 8192 rows of 8192
/// bits: 2^15 blocks), the chip model at its pins (`serve-sim --board
/// ulx3s-12f --bloom blocked`).
pub type SdramBoard = SdramCoreBoard<models::VlBoardUlx3sSdram>;

/// The ULX3S SDRAM core on a scaled memory (4 banks x 16 rows of 8192
/// bits: 2^6 blocks), the chip model at its pins.
#[cfg(feature = "test-models")]
pub type ScaledSdramBoard = SdramCoreBoard<models::VlBoardUlx3sSdramR4>;

impl<V: SdramCorePorts> BoardPorts for SdramCoreBoard<V> {
    const MODULE: &'static str = V::MODULE;
    const PLATFORM: &'static Platform = &ULX3S_12F;
    /// `k` and the block address bits, as INFO reports them.
    const BLOOM: (u32, u32) = (HASHES, V::ROW_BITS + 2);
    const BLOOM_KIND: BloomKind = BloomKind::Blocked;
    const STEP_INPUTS: [&'static str; 3] = ["reset", "rx", "baud_div"];
    const STEP_OUTPUTS: [&'static str; 2] = ["tx", "leds"];

    fn create(seed: u32) -> Self {
        SdramCoreBoard {
            core: V::create(seed),
            chip: SdramChip::new(ulx3s_sdram_cycles(), Self::GEOMETRY),
            inputs: [0; 4],
            outputs: [0; 11],
            in_pos: positions(&V::STEP_INPUTS, ["reset", "rx", "baud_div", "sdram_dq_in"]),
            out_pos: positions(
                &V::STEP_OUTPUTS,
                [
                    "tx",
                    "leds",
                    "sdram_cs_n",
                    "sdram_ras_n",
                    "sdram_cas_n",
                    "sdram_we_n",
                    "sdram_ba",
                    "sdram_addr",
                    "sdram_dqm",
                    "sdram_dq_out",
                    "sdram_dq_oe",
                ],
            ),
            tracing: false,
        }
    }

    #[inline]
    fn step(&mut self, inp: &[u64; 3], out: &mut [u64; 2]) {
        let reset = inp[0] & 1 == 1;
        for (i, &v) in inp.iter().enumerate() {
            self.inputs[self.in_pos[i]] = v;
        }
        // Nothing drives DQ: the pads read the pull-ups' noise.
        self.inputs[self.in_pos[3]] = self.chip.dq().unwrap_or(0x5a5a) as u64;
        self.core.step(&self.inputs, &mut self.outputs);
        let o = self.out_pos.map(|p| self.outputs[p]);
        out[0] = o[0];
        out[1] = o[1];
        if reset {
            return;
        }
        let pins = SdramPins {
            cs_n: o[2] == 1,
            ras_n: o[3] == 1,
            cas_n: o[4] == 1,
            we_n: o[5] == 1,
            ba: o[6] as u8,
            addr: o[7] as u16,
            dqm: o[8] as u8,
            dq_out: o[9] as u16,
            dq_oe: o[10] == 1,
        };
        if let Err(v) = self.chip.edge(&pins) {
            if self.tracing {
                self.core.trace_flush();
            }
            panic!("{}: {v}", V::MODULE);
        }
    }

    fn trace_open(&mut self, path: &std::path::Path) -> std::io::Result<()> {
        self.core.trace_open(path)?;
        self.tracing = true;
        Ok(())
    }

    fn trace_flush(&mut self) {
        self.core.trace_flush()
    }

    /// Powered up and every word cleared: the chip has taken as many
    /// WRITEs (of one word each) as it holds words, and nothing else
    /// writes before a host speaks.
    fn booted(&self) -> bool {
        self.chip.ready() && self.chip.counts().writes >= Self::GEOMETRY.words() as u64
    }

    /// The power-up wait, then about 1.1 cycles per word of the clear:
    /// twice that is a generous bound.
    fn max_boot_cycles() -> u64 {
        ulx3s_sdram_cycles().power_up as u64 + 2 * Self::GEOMETRY.words() as u64
    }
}
