//! `hwfilter flash --board B`: writes a bitstream to the board's SPI flash
//! with iceprog (`hwfilter_toolchain::icestorm::Icestorm::flash`). The FPGA
//! configures itself from the flash when iceprog releases it.

use std::fs;
use std::path::{Path, PathBuf};

use anyhow::{Context, bail};
use clap::Args;
use hwfilter_toolchain::icestorm::{Device, Icestorm, require_tool};
use serde::Serialize;

use super::Format;
use super::synth::{Board, bitstream_path, default_out_dir};

#[derive(Debug, Args)]
pub struct FlashArgs {
    /// The board attached (selects the default bitstream and checks a
    /// given one's size).
    #[arg(long, value_enum)]
    board: Board,

    /// Bitstream to write [default: the one `hwfilter synth --board <board>`
    /// wrote, target/hwfilter-synth/<board>/<board>_top.bin].
    #[arg(long, value_name = "PATH")]
    bitstream: Option<PathBuf>,

    /// Write the self-test bitstream `hwfilter synth --board <board>
    /// --self-test` wrote (target/hwfilter-synth/<board>/<board>_selftest_top.bin).
    #[arg(long, conflicts_with = "bitstream")]
    self_test: bool,
}

#[derive(Debug, Serialize)]
struct FlashReport {
    board: &'static str,
    bitstream: PathBuf,
    bytes: u64,
    iceprog_log: PathBuf,
}

/// Size of icepack's output for a device: icepack writes every
/// configuration bit, so it does not depend on the design (measured with
/// Debian 12's fpga-icestorm 0~20230218). A file of the other part's exact
/// size is a bitstream for the other board. (ECP5 bitstreams have no
/// fixed size.)
fn bitstream_bytes(device: Device) -> Option<u64> {
    match device {
        Device::Hx8k => Some(135_100),
        Device::Up5k => Some(104_090),
        _ => None,
    }
}

pub fn run(args: &FlashArgs, format: Format) -> anyhow::Result<()> {
    let spec = args.board.spec();
    let bin = match &args.bitstream {
        Some(path) => path.clone(),
        None => bitstream_path(&default_out_dir(args.board), args.board, args.self_test),
    };
    let bytes = match fs::metadata(&bin) {
        Ok(m) if m.is_file() => m.len(),
        Ok(_) => bail!("{} is not a file", bin.display()),
        Err(_) if args.bitstream.is_none() => bail!(
            "no bitstream at {}: build it with `hwfilter synth --board {}{}`, or pass --bitstream PATH",
            bin.display(),
            spec.name,
            if args.self_test { " --self-test" } else { "" }
        ),
        Err(e) => return Err(e).with_context(|| format!("cannot read {}", bin.display())),
    };
    if bytes == 0 {
        bail!("{} is empty: not a bitstream", bin.display());
    }
    if let Some(other) = Device::ALL
        .into_iter()
        .find(|&d| d != spec.device && bitstream_bytes(d) == Some(bytes))
    {
        bail!(
            "{} is {bytes} bytes, the size of an {} bitstream; the {} is an {} \
             ({} bytes): build it with `hwfilter synth --board {}`",
            bin.display(),
            other.part_name(),
            spec.name,
            spec.device.part_name(),
            bitstream_bytes(spec.device).unwrap_or_default(),
            spec.name
        );
    }
    require_tool("iceprog")?;
    // iceprog's log goes beside the bitstream, where `synth` keeps its logs.
    let dir = bin
        .parent()
        .filter(|p| !p.as_os_str().is_empty())
        .unwrap_or(Path::new("."));
    let flow = Icestorm::new(spec.device, spec.package, dir)?;
    flow.flash(&bin)?;
    let stem = bin.file_stem().unwrap_or_default().to_string_lossy();
    let report = FlashReport {
        board: spec.name,
        bitstream: bin.clone(),
        bytes,
        iceprog_log: dir.join(format!("{stem}.iceprog.log")),
    };
    super::write_out(format, &report, || {
        format!(
            "wrote {} ({bytes} bytes) to the {}'s SPI flash; the FPGA boots from it\n",
            bin.display(),
            spec.name
        )
    })
}
