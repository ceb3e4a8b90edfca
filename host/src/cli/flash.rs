//! `hwfilter flash --board B`: writes a bitstream to the board's SPI flash,
//! with iceprog for the iCE40 boards
//! (`hwfilter_toolchain::icestorm::Icestorm::flash`) and openFPGALoader for
//! the ULX3S (`hwfilter_toolchain::trellis::Trellis::flash`). The FPGA
//! configures itself from the flash when the programmer releases it.

use std::fs;
use std::path::{Path, PathBuf};

use anyhow::{Context, bail};
use clap::Args;
use hwfilter_toolchain::icestorm::{Device, Family, Icestorm, require_tool};
use hwfilter_toolchain::trellis::Trellis;
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
    /// The programmer's log: iceprog's or openFPGALoader's.
    programmer_log: PathBuf,
}

/// openFPGALoader's name of the ULX3S (its FT231X's JTAG), the one ECP5
/// board.
const OPENFPGALOADER_BOARD: &str = "ulx3s";

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

/// The ECP5 part an ecppack bitstream is for: the IDCODE its VERIFY_ID
/// command (0xE2, three zero bytes, the IDCODE) checks before
/// configuring.
fn ecp5_bitstream_part(data: &[u8]) -> Option<Device> {
    let idcode = data
        .windows(8)
        .find(|w| w[..4] == [0xe2, 0, 0, 0])
        .map(|w| u32::from_be_bytes([w[4], w[5], w[6], w[7]]))?;
    Device::ALL
        .into_iter()
        .find(|d| d.jtag_idcode() == Some(idcode))
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
            "{} is {bytes} bytes, the size of an {} bitstream; the {} is an {}: build it \
             with `hwfilter synth --board {}`",
            bin.display(),
            other.part_name(),
            spec.name,
            spec.device.part_name(),
            spec.name
        );
    }
    if spec.device.family() == Family::Ecp5 {
        let data = fs::read(&bin).with_context(|| format!("cannot read {}", bin.display()))?;
        match ecp5_bitstream_part(&data) {
            Some(part) if part == spec.device => {}
            Some(part) => bail!(
                "{} is a bitstream for the {}; the {} is an {}: build it with \
                 `hwfilter synth --board {}`",
                bin.display(),
                part.part_name(),
                spec.name,
                spec.device.part_name(),
                spec.name
            ),
            None => bail!(
                "{} is not an ECP5 bitstream (it names no ECP5 part's IDCODE): build it \
                 with `hwfilter synth --board {}`",
                bin.display(),
                spec.name
            ),
        }
    }
    // The programmer's log goes beside the bitstream, where `synth` keeps
    // its logs.
    let dir = bin
        .parent()
        .filter(|p| !p.as_os_str().is_empty())
        .unwrap_or(Path::new("."));
    let stem = bin.file_stem().unwrap_or_default().to_string_lossy();
    let programmer_log = match spec.device.family() {
        Family::Ice40 => {
            require_tool("iceprog")?;
            Icestorm::new(spec.device, spec.package, dir)?.flash(&bin)?;
            dir.join(format!("{stem}.iceprog.log"))
        }
        Family::Ecp5 => {
            require_tool("openFPGALoader")?;
            Trellis::new(spec.device, spec.package, dir)?.flash(&bin, OPENFPGALOADER_BOARD)?;
            dir.join(format!("{stem}.openfpgaloader.log"))
        }
    };
    let report = FlashReport {
        board: spec.name,
        bitstream: bin.clone(),
        bytes,
        programmer_log,
    };
    super::write_out(format, &report, || {
        format!(
            "wrote {} ({bytes} bytes) to the {}'s SPI flash; the FPGA boots from it\n",
            bin.display(),
            spec.name
        )
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_ecp5_bitstream_names_its_part() {
        let mut bit = vec![0xff, 0x00, b'x', 0x00, 0xff, 0xff, 0xbd, 0xb3];
        bit.extend([0xe2, 0, 0, 0, 0x41, 0x11, 0x30, 0x43, 0x22]);
        assert_eq!(ecp5_bitstream_part(&bit), Some(Device::Lfe5u85f));
        bit[12] = 0x21;
        bit[14] = 0x10;
        assert_eq!(ecp5_bitstream_part(&bit), Some(Device::Lfe5u12f));
        assert_eq!(ecp5_bitstream_part(b"not a bitstream"), None);
    }
}
