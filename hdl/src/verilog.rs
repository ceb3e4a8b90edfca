//! Verilog generation for the engines, one module per geometry.
//!
//! rust-hdl widths are const generics, so every geometry is its own Rust
//! type; [`BloomConfig`] maps the run-time parameters to the supported
//! monomorphizations and refuses the rest with a clear error instead of a
//! panic deep in rust-hdl.

use hwfilter_model::{BloomParams, ParamError};
use rust_hdl::prelude::*;

use crate::BloomEngine;

/// Smallest and largest bank counts the RTL is built for.
pub const RTL_BANKS: std::ops::RangeInclusive<u32> = 4..=8;
/// Smallest and largest bank address widths the RTL is built for.
pub const RTL_BANK_ADDR_BITS: std::ops::RangeInclusive<u32> = 9..=14;

/// Why no Verilog could be generated.
#[derive(Debug, thiserror::Error)]
pub enum HdlError {
    #[error(transparent)]
    Params(#[from] ParamError),
    #[error(
        "the RTL is generated for {min_k}..={max_k} banks of 2^{min_a}..2^{max_a} bits; \
         {banks} banks of 2^{bits} bits is not one of them",
        min_k = RTL_BANKS.start(), max_k = RTL_BANKS.end(),
        min_a = RTL_BANK_ADDR_BITS.start(), max_a = RTL_BANK_ADDR_BITS.end()
    )]
    Unsupported { banks: u32, bits: u32 },
    #[error("invalid Verilog module name {0:?}: use [A-Za-z_][A-Za-z0-9_]*")]
    ModuleName(String),
}

/// A Bloom engine geometry the RTL supports.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct BloomConfig {
    params: BloomParams,
}

macro_rules! dispatch_bloom {
    ($k:expr, $a:expr, $f:ident) => {
        dispatch_bloom!(@k $k, $a, $f, [4, 5, 6, 7, 8])
    };
    (@k $k:expr, $a:expr, $f:ident, [$($kk:literal),*]) => {
        match $k {
            $($kk => dispatch_bloom!(@a $kk, $a, $f, [9, 10, 11, 12, 13, 14]),)*
            _ => unreachable!("checked by BloomConfig::new"),
        }
    };
    (@a $kk:literal, $a:expr, $f:ident, [$($aa:literal),*]) => {
        match $a {
            $($aa => $f::<$kk, $aa>(),)*
            _ => unreachable!("checked by BloomConfig::new"),
        }
    };
}

fn engine_verilog<const K: usize, const A: usize>() -> String {
    let mut uut = BloomEngine::<K, A>::new();
    uut.connect_all();
    generate_verilog(&uut)
}

impl BloomConfig {
    /// Checks that the RTL supports `banks` banks of `2^bank_addr_bits` bits.
    ///
    /// ```
    /// use hwfilter_hdl::BloomConfig;
    /// assert!(BloomConfig::new(4, 12).is_ok());
    /// assert!(BloomConfig::new(3, 12).is_err());
    /// assert!(BloomConfig::new(4, 20).is_err());
    /// ```
    pub fn new(banks: u32, bank_addr_bits: u32) -> Result<Self, HdlError> {
        let params = BloomParams::new(banks, bank_addr_bits)?;
        if !RTL_BANKS.contains(&banks) || !RTL_BANK_ADDR_BITS.contains(&bank_addr_bits) {
            return Err(HdlError::Unsupported {
                banks,
                bits: bank_addr_bits,
            });
        }
        Ok(BloomConfig { params })
    }

    /// The model parameters of this geometry.
    pub fn params(&self) -> BloomParams {
        self.params
    }

    /// Conventional module name, e.g. `bloom_engine_k4_a12`.
    pub fn module_name(&self) -> String {
        format!(
            "bloom_engine_k{}_a{}",
            self.params.banks(),
            self.params.bank_addr_bits()
        )
    }

    /// Pipeline latency in cycles from an accepted op to its result being
    /// offered, with no stalls.
    pub const LATENCY: u64 = 9;

    /// The engine as Verilog, its top module named `module`.
    pub fn verilog(&self, module: &str) -> Result<String, HdlError> {
        let ok = module
            .chars()
            .next()
            .is_some_and(|c| c.is_ascii_alphabetic() || c == '_')
            && module
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || c == '_');
        if !ok {
            return Err(HdlError::ModuleName(module.into()));
        }
        let v = dispatch_bloom!(
            self.params.banks(),
            self.params.bank_addr_bits(),
            engine_verilog
        );
        Ok(rename_top(&v, module))
    }
}

/// rust-hdl names the top module `top` and every sub-module `top$path`;
/// give them all the engine's own prefix so several engines can share one
/// Verilator or yosys run.
fn rename_top(v: &str, module: &str) -> String {
    let mut out = String::with_capacity(v.len() + 4096);
    for line in v.lines() {
        let body = line.trim_start();
        let indent = &line[..line.len() - body.len()];
        if let Some(rest) = body.strip_prefix("module top") {
            out.push_str(&format!("{indent}module {module}{rest}"));
        } else if let Some(rest) = body.strip_prefix("top$") {
            out.push_str(&format!("{indent}{module}${rest}"));
        } else {
            out.push_str(line);
        }
        out.push('\n');
    }
    out
}
