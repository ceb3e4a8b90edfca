//! The iCE40 parts and packages: names, resource totals and which
//! packages nextpnr-ice40 accepts for each.

use std::fmt;
use std::str::FromStr;

use super::{Result, ToolchainError};

/// The iCE40 parts this project builds for. A board is data, so the part
/// and its resource totals live here rather than in the flow.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Device {
    /// iCE40HX8K: many logic cells and 32 block RAMs, no SPRAM.
    Hx8k,
    /// iCE40UP5K: fewer and slower logic cells, but 4 x 32 KiB SPRAM.
    Up5k,
}

impl Device {
    /// Every supported device, for listings and CLI help.
    pub const ALL: [Device; 2] = [Device::Hx8k, Device::Up5k];

    /// The short name used on the command line and in file names.
    pub fn name(self) -> &'static str {
        match self {
            Device::Hx8k => "hx8k",
            Device::Up5k => "up5k",
        }
    }

    /// The nextpnr-ice40 option that selects this device.
    pub fn nextpnr_flag(self) -> &'static str {
        match self {
            Device::Hx8k => "--hx8k",
            Device::Up5k => "--up5k",
        }
    }

    /// The packages nextpnr-ice40 accepts for this device; anything else is
    /// rejected up front instead of after a full synthesis.
    pub fn packages(self) -> &'static [&'static str] {
        match self {
            Device::Hx8k => &["cb132", "ct256", "bg121", "cm81", "cm121", "cm225", "tq144"],
            Device::Up5k => &["sg48", "uwg30"],
        }
    }

    /// Logic cells (LUT4 + DFF + carry) available, for sizing before a run.
    pub fn logic_cells(self) -> u32 {
        match self {
            Device::Hx8k => 7680,
            Device::Up5k => 5280,
        }
    }

    /// SB_RAM40_4K block RAMs (4 kbit each) available.
    pub const fn brams(self) -> u32 {
        match self {
            Device::Hx8k => 32,
            Device::Up5k => 30,
        }
    }

    /// SB_SPRAM256KA single-port RAMs (256 kbit each) available.
    pub fn sprams(self) -> u32 {
        match self {
            Device::Hx8k => 0,
            Device::Up5k => 4,
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

    /// Accepts the short names and the `ice40`-prefixed part names.
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let lower = s.trim().to_ascii_lowercase();
        let short = lower.strip_prefix("ice40").unwrap_or(&lower);
        Device::ALL
            .into_iter()
            .find(|d| d.name() == short)
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
    }

    #[test]
    fn devices_parse_from_their_names() {
        assert_eq!("hx8k".parse::<Device>().ok(), Some(Device::Hx8k));
        assert_eq!("iCE40UP5K".parse::<Device>().ok(), Some(Device::Up5k));
        assert!(matches!(
            "ecp5".parse::<Device>(),
            Err(ToolchainError::UnknownDevice { .. })
        ));
        for device in Device::ALL {
            assert_eq!(device.to_string().parse::<Device>().ok(), Some(device));
        }
    }
}
