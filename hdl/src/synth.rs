//! Engine synthesis checks: generate an engine's Verilog, synthesize it with
//! yosys, place and route it with nextpnr on several seeds, and report what
//! a designer asks first: does the memory land in block RAM, how many logic
//! cells, and does it meet the clock.

use std::path::{Path, PathBuf};

use crate::icestorm::{CellCounts, Device, Icestorm, PnrReport, ToolchainError};
use crate::{BloomConfig, HdlError};

/// Why an engine synthesis check could not run.
#[derive(Debug, thiserror::Error)]
pub enum SynthError {
    #[error(transparent)]
    Hdl(#[from] HdlError),
    #[error(transparent)]
    Toolchain(#[from] ToolchainError),
    #[error("cannot write {path}: {source}")]
    Io {
        path: PathBuf,
        source: std::io::Error,
    },
}

/// Result of synthesizing one engine on one device.
#[derive(Debug, Clone)]
pub struct EngineSynthReport {
    pub module: String,
    pub device: Device,
    pub package: String,
    /// yosys's cell counts after `synth_ice40`.
    pub cells: CellCounts,
    /// Block RAMs the bank memory needs: one SB_RAM40_4K holds 4096 bits.
    pub brams_expected: u64,
    /// One place-and-route per seed.
    pub seeds: Vec<PnrReport>,
}

impl EngineSynthReport {
    /// Every bank landed in block RAM (none was built from logic cells).
    pub fn memory_in_bram(&self) -> bool {
        self.cells.ram40_4k == self.brams_expected
            && self
                .seeds
                .iter()
                .all(|s| s.brams as u64 == self.brams_expected)
    }
    /// Timing met on every seed.
    pub fn timing_met(&self) -> bool {
        !self.seeds.is_empty() && self.seeds.iter().all(|s| s.timing_met)
    }
    /// Lowest Fmax over seeds and clocks, in MHz.
    pub fn worst_fmax_mhz(&self) -> Option<f64> {
        self.seeds
            .iter()
            .filter_map(|s| s.fmax_mhz)
            .reduce(f64::min)
    }
}

/// Synthesizes the Bloom engine `cfg` for `device`/`package` and places and
/// routes it at `freq_mhz` once per seed. Logs and outputs go under `dir`.
pub fn bloom_engine(
    cfg: BloomConfig,
    device: Device,
    package: &str,
    freq_mhz: f64,
    seeds: &[u64],
    dir: &Path,
) -> Result<EngineSynthReport, SynthError> {
    let module = cfg.module_name();
    std::fs::create_dir_all(dir).map_err(|source| SynthError::Io {
        path: dir.into(),
        source,
    })?;
    let rtl = dir.join(format!("{module}.v"));
    std::fs::write(&rtl, cfg.verilog(&module)?).map_err(|source| SynthError::Io {
        path: rtl.clone(),
        source,
    })?;
    let flow = Icestorm::new(device, package, dir)?;
    let synth = flow.synth(&[rtl], &module)?;
    let p = cfg.params();
    let brams_expected = p.banks() as u64 * p.bank_bits().div_ceil(4096);
    let mut reports = vec![];
    for &seed in seeds {
        reports.push(flow.pnr(&synth.json, &module, freq_mhz, seed, None)?);
    }
    Ok(EngineSynthReport {
        module,
        device,
        package: package.into(),
        cells: synth.cells,
        brams_expected,
        seeds: reports,
    })
}
