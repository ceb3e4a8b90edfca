//! The FPGA parts the boards carry: iCE40 (the icestorm flow) and ECP5
//! (the trellis flow), their names, resource totals and the packages
//! nextpnr accepts for each.

use std::fmt;
use std::str::FromStr;

use super::{Result, ToolchainError};

/// The FPGA families, one open flow each.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Family {
    /// Lattice iCE40: yosys `synth_ice40`, nextpnr-ice40, icepack
    /// ([`crate::icestorm`]).
    Ice40,
    /// Lattice ECP5: yosys `synth_ecp5`, nextpnr-ecp5, ecppack
    /// ([`crate::trellis`]).
    Ecp5,
}

/// The parts this project builds for. A board is data, so the part and
/// its resource totals live here rather than in the flow.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Device {
    /// iCE40HX8K: many logic cells and 32 block RAMs, no SPRAM.
    Hx8k,
    /// iCE40UP5K: fewer and slower logic cells, but 4 x 32 KiB SPRAM.
    Up5k,
    /// ECP5 LFE5U-12F: 12k LUT4s, 32 DP16KD block RAMs (the 25F's die,
    /// with its own IDCODE).
    Lfe5u12f,
    /// ECP5 LFE5U-25F: 24k LUT4s, 56 block RAMs.
    Lfe5u25f,
    /// ECP5 LFE5U-45F: 44k LUT4s, 108 block RAMs.
    Lfe5u45f,
    /// ECP5 LFE5U-85F: 84k LUT4s, 208 block RAMs.
    Lfe5u85f,
}

impl Device {
    /// Every supported device, for listings and CLI help.
    pub const ALL: [Device; 6] = [
        Device::Hx8k,
        Device::Up5k,
        Device::Lfe5u12f,
        Device::Lfe5u25f,
        Device::Lfe5u45f,
        Device::Lfe5u85f,
    ];

    /// The family, and so the flow, of this part.
    pub const fn family(self) -> Family {
        match self {
            Device::Hx8k | Device::Up5k => Family::Ice40,
            Device::Lfe5u12f | Device::Lfe5u25f | Device::Lfe5u45f | Device::Lfe5u85f => {
                Family::Ecp5
            }
        }
    }

    /// The short name used on the command line and in file names.
    pub fn name(self) -> &'static str {
        match self {
            Device::Hx8k => "hx8k",
            Device::Up5k => "up5k",
            Device::Lfe5u12f => "lfe5u-12f",
            Device::Lfe5u25f => "lfe5u-25f",
            Device::Lfe5u45f => "lfe5u-45f",
            Device::Lfe5u85f => "lfe5u-85f",
        }
    }

    /// The part's name as its vendor writes it, e.g. `iCE40-HX8K`.
    pub fn part_name(self) -> String {
        match self.family() {
            Family::Ice40 => format!("iCE40-{}", self.name().to_ascii_uppercase()),
            Family::Ecp5 => self.name().to_ascii_uppercase(),
        }
    }

    /// The nextpnr option that selects this device (nextpnr-ice40 or
    /// nextpnr-ecp5, after [`Device::family`]).
    pub fn nextpnr_flag(self) -> &'static str {
        match self {
            Device::Hx8k => "--hx8k",
            Device::Up5k => "--up5k",
            Device::Lfe5u12f => "--12k",
            Device::Lfe5u25f => "--25k",
            Device::Lfe5u45f => "--45k",
            Device::Lfe5u85f => "--85k",
        }
    }

    /// The JTAG IDCODE ecppack writes into an ECP5 bitstream, when it is
    /// not the one of the die nextpnr places on: the 12F is a 25F die that
    /// identifies itself as a 12F, and refuses a bitstream for a 25F.
    pub fn ecp5_idcode(self) -> Option<u32> {
        match self {
            Device::Lfe5u12f => Some(0x2111_1043),
            _ => None,
        }
    }

    /// The JTAG IDCODE of an ECP5 part, which its bitstream's VERIFY_ID
    /// command carries (`None` for iCE40).
    pub fn jtag_idcode(self) -> Option<u32> {
        match self {
            Device::Lfe5u12f => Some(0x2111_1043),
            Device::Lfe5u25f => Some(0x4111_1043),
            Device::Lfe5u45f => Some(0x4111_2043),
            Device::Lfe5u85f => Some(0x4111_3043),
            Device::Hx8k | Device::Up5k => None,
        }
    }

    /// The packages nextpnr accepts for this device; anything else is
    /// rejected up front instead of after a full synthesis.
    pub fn packages(self) -> &'static [&'static str] {
        match self {
            Device::Hx8k => &["cb132", "ct256", "bg121", "cm81", "cm121", "cm225", "tq144"],
            Device::Up5k => &["sg48", "uwg30"],
            Device::Lfe5u12f | Device::Lfe5u25f => &["CABGA256", "CABGA381", "CSFBGA285"],
            Device::Lfe5u45f => &["CABGA256", "CABGA381", "CABGA554", "CSFBGA285"],
            Device::Lfe5u85f => &["CABGA381", "CABGA554", "CABGA756", "CSFBGA285"],
        }
    }

    /// Logic cells (iCE40: LUT4 + DFF + carry; ECP5: LUT4s, two to a
    /// slice) available, for sizing before a run.
    pub fn logic_cells(self) -> u32 {
        match self {
            Device::Hx8k => 7680,
            Device::Up5k => 5280,
            Device::Lfe5u12f => 12_096,
            Device::Lfe5u25f => 24_288,
            Device::Lfe5u45f => 43_848,
            Device::Lfe5u85f => 83_640,
        }
    }

    /// Block RAMs available: SB_RAM40_4K (4 kbit) on iCE40, DP16KD
    /// (18 kbit, 16 kbit of them in the one-bit-wide shape) on ECP5.
    pub const fn brams(self) -> u32 {
        match self {
            Device::Hx8k => 32,
            Device::Up5k => 30,
            Device::Lfe5u12f => 32,
            Device::Lfe5u25f => 56,
            Device::Lfe5u45f => 108,
            Device::Lfe5u85f => 208,
        }
    }

    /// SB_SPRAM256KA single-port RAMs (256 kbit each) available.
    pub fn sprams(self) -> u32 {
        match self {
            Device::Up5k => 4,
            _ => 0,
        }
    }

    /// Rejects a package this device does not come in.
    pub fn check_package(self, package: &str) -> Result<(), ToolchainError> {
        if self.packages().contains(&package) {
            Ok(())
        } else {
            Err(ToolchainError::InvalidPackage {
                device: self,
                package: package.to_owned(),
                valid: self.packages(),
            })
        }
    }
}

impl fmt::Display for Device {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Device {
    type Err = ToolchainError;

    /// Accepts the short names, the `ice40`-prefixed iCE40 part names and
    /// the ECP5 part names with or without their dash (`LFE5U-85F`,
    /// `lfe5u85f`).
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let lower = s.trim().to_ascii_lowercase().replace('-', "");
        let short = lower.strip_prefix("ice40").unwrap_or(&lower);
        Device::ALL
            .into_iter()
            .find(|d| d.name().replace('-', "") == short)
            .ok_or_else(|| ToolchainError::UnknownDevice { name: s.to_owned() })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::icestorm::Icestorm;

    #[test]
    fn packages_are_validated_per_device() {
        assert!(Icestorm::new(Device::Hx8k, "ct256", "x").is_ok());
        assert!(Icestorm::new(Device::Up5k, "sg48", "x").is_ok());
        let err = Icestorm::new(Device::Up5k, "ct256", "x").err();
        assert!(
            matches!(&err, Some(ToolchainError::InvalidPackage { device: Device::Up5k, package, .. }) if package == "ct256"),
            "{err:?}"
        );
        let message = err.map(|e| e.to_string()).unwrap_or_default();
        assert_eq!(message, "up5k has no package `ct256` (valid: sg48, uwg30)");
        assert!(Device::Lfe5u85f.check_package("CABGA381").is_ok());
        assert!(Device::Lfe5u85f.check_package("CABGA256").is_err());
    }

    #[test]
    fn families_split_the_parts() {
        assert_eq!(Device::Hx8k.family(), Family::Ice40);
        assert_eq!(Device::Lfe5u85f.family(), Family::Ecp5);
        assert_eq!(Device::Lfe5u85f.part_name(), "LFE5U-85F");
        assert_eq!(Device::Up5k.part_name(), "iCE40-UP5K");
        assert_eq!(Device::Lfe5u12f.ecp5_idcode(), Some(0x2111_1043));
        assert_eq!(Device::Lfe5u25f.ecp5_idcode(), None);
        for d in Device::ALL {
            assert_eq!(d.jtag_idcode().is_some(), d.family() == Family::Ecp5);
            if let Some(id) = d.ecp5_idcode() {
                assert_eq!(d.jtag_idcode(), Some(id));
            }
        }
    }

    #[test]
    fn devices_parse_from_their_names() {
        assert_eq!("hx8k".parse::<Device>().ok(), Some(Device::Hx8k));
        assert_eq!("iCE40UP5K".parse::<Device>().ok(), Some(Device::Up5k));
        assert!(matches!(
            "ecp5".parse::<Device>(),
            Err(ToolchainError::UnknownDevice { .. })
        ));
        assert_eq!("LFE5U-85F".parse::<Device>().ok(), Some(Device::Lfe5u85f));
        assert_eq!("lfe5u12f".parse::<Device>().ok(), Some(Device::Lfe5u12f));
        for device in Device::ALL {
            assert_eq!(device.to_string().parse::<Device>().ok(), Some(device));
        }
    }
}
