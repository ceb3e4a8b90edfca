//! Verilog generation for the engines, one module per geometry.
//!
//! rust-hdl widths are const generics, so every geometry is its own Rust
//! type; [`BloomConfig`] maps the run-time parameters to the supported
//! monomorphizations and refuses the rest with a clear error instead of a
//! panic deep in rust-hdl.

use hwfilter_model::{BloomParams, ParamError};
use rust_hdl::prelude::*;

use crate::{BloomEngine, CountingBloomEngine};

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
    #[error(
        "the Cuckoo RTL is generated for {fps:?}-bit fingerprints in 2^B buckets, B in {bs:?}, \
         with at most 65535 kicks; f = {fp_bits}, B = {bucket_bits}, max_kicks = {max_kicks} is not one of them",
        fps = RTL_CUCKOO_FP_BITS, bs = RTL_CUCKOO_BUCKET_BITS
    )]
    UnsupportedCuckoo {
        fp_bits: u32,
        bucket_bits: u32,
        max_kicks: u32,
    },
    #[error(
        "the SPRAM Bloom engine has 1..=4 banks (one UP5K SPRAM each); {banks} is not one of them"
    )]
    UnsupportedSpram { banks: u32 },
    #[error(
        "the SDRAM Bloom engine is generated for 2^{min} or 2^{max} rows per bank (a scaled \
         memory for co-simulation, or the whole 32 MB part); 2^{row_bits} is not one of them",
        min = SDRAM_ROW_BITS[0], max = SDRAM_ROW_BITS[1]
    )]
    UnsupportedSdram { row_bits: u32 },
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

fn counting_verilog<const K: usize, const A: usize>() -> String {
    let mut uut = CountingBloomEngine::<K, A>::new();
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
        check_module_name(module)?;
        let v = dispatch_bloom!(
            self.params.banks(),
            self.params.bank_addr_bits(),
            engine_verilog
        );
        Ok(rename_top(&v, module))
    }

    /// The counting engine of this geometry (`k` banks of `2^A` 4-bit
    /// counters) as Verilog, its top module named `module`.
    pub fn counting_verilog(&self, module: &str) -> Result<String, HdlError> {
        check_module_name(module)?;
        let v = dispatch_bloom!(
            self.params.banks(),
            self.params.bank_addr_bits(),
            counting_verilog
        );
        Ok(rename_top(&v, module))
    }
}

/// rust-hdl names the top module `top` and every sub-module `top$path`;
/// give them all the engine's own prefix so several engines can share one
/// Verilator or yosys run.
pub(crate) fn rename_top(v: &str, module: &str) -> String {
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

/// Fingerprint widths the Cuckoo RTL is generated for.
pub const RTL_CUCKOO_FP_BITS: [u32; 3] = [8, 12, 16];
/// Bucket address widths the Cuckoo RTL is generated for (`2^B` buckets).
pub const RTL_CUCKOO_BUCKET_BITS: [u32; 5] = [2, 4, 8, 10, 12];

/// A Cuckoo engine geometry the RTL supports.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct CuckooConfig {
    params: hwfilter_model::CuckooParams,
}

macro_rules! dispatch_cuckoo {
    ($gen:ident, $f:expr, $b:expr, $kicks:expr) => {
        dispatch_cuckoo!(@f $gen, $f, $b, $kicks, [8, 12, 16])
    };
    (@f $gen:ident, $f:expr, $b:expr, $kicks:expr, [$($ff:literal),*]) => {
        match $f {
            $($ff => dispatch_cuckoo!(@b $gen, $ff, $b, $kicks, [2, 4, 8, 10, 12]),)*
            _ => unreachable!("checked by CuckooConfig::new"),
        }
    };
    (@b $gen:ident, $ff:literal, $b:expr, $kicks:expr, [$($bb:literal),*]) => {
        match $b {
            $($bb => $gen::<$ff, { 4 * $ff }, $bb, { $bb - 1 }>($kicks),)*
            _ => unreachable!("checked by CuckooConfig::new"),
        }
    };
}

fn cuckoo_verilog<const F: usize, const W: usize, const B: usize, const BA: usize>(
    max_kicks: u16,
) -> String {
    let mut uut = crate::CuckooEngine::<F, W, B, BA>::new(max_kicks);
    uut.connect_all();
    generate_verilog(&uut)
}

fn cuckoo_serial_verilog<const F: usize, const W: usize, const B: usize, const BA: usize>(
    max_kicks: u16,
) -> String {
    let mut uut = crate::CuckooSerialEngine::<F, W, B>::new(max_kicks);
    uut.connect_all();
    generate_verilog(&uut)
}

impl CuckooConfig {
    /// Checks that the RTL supports `fp_bits`-bit fingerprints in
    /// `2^bucket_bits` buckets with at most `max_kicks` evictions.
    ///
    /// ```
    /// use hwfilter_hdl::CuckooConfig;
    /// assert!(CuckooConfig::new(12, 10, 500).is_ok());
    /// assert!(CuckooConfig::new(12, 9, 500).is_err());
    /// assert!(CuckooConfig::new(12, 10, 70_000).is_err());
    /// ```
    pub fn new(fp_bits: u32, bucket_bits: u32, max_kicks: u32) -> Result<Self, HdlError> {
        let params = hwfilter_model::CuckooParams::new(fp_bits, bucket_bits, max_kicks)?;
        if !RTL_CUCKOO_FP_BITS.contains(&fp_bits)
            || !RTL_CUCKOO_BUCKET_BITS.contains(&bucket_bits)
            || max_kicks > u16::MAX as u32
        {
            return Err(HdlError::UnsupportedCuckoo {
                fp_bits,
                bucket_bits,
                max_kicks,
            });
        }
        Ok(CuckooConfig { params })
    }

    /// The model parameters of this geometry.
    pub fn params(&self) -> hwfilter_model::CuckooParams {
        self.params
    }

    /// Conventional module name, e.g. `cuckoo_engine_f12_b10`.
    pub fn module_name(&self) -> String {
        format!(
            "cuckoo_engine_f{}_b{}",
            self.params.fp_bits(),
            self.params.bucket_bits()
        )
    }

    /// The engine as Verilog, its top module named `module`.
    pub fn verilog(&self, module: &str) -> Result<String, HdlError> {
        check_module_name(module)?;
        let p = self.params;
        let v = dispatch_cuckoo!(
            cuckoo_verilog,
            p.fp_bits(),
            p.bucket_bits(),
            p.max_kicks() as u16
        );
        Ok(rename_top(&v, module))
    }

    /// The one-op-at-a-time engine of this geometry
    /// ([`crate::CuckooSerialEngine`]: same ports, ops and results) as
    /// Verilog, its top module named `module`.
    pub fn serial_verilog(&self, module: &str) -> Result<String, HdlError> {
        check_module_name(module)?;
        let p = self.params;
        let v = dispatch_cuckoo!(
            cuckoo_serial_verilog,
            p.fp_bits(),
            p.bucket_bits(),
            p.max_kicks() as u16
        );
        Ok(rename_top(&v, module))
    }
}

pub(crate) fn check_module_name(module: &str) -> Result<(), HdlError> {
    let ok = module
        .chars()
        .next()
        .is_some_and(|c| c.is_ascii_alphabetic() || c == '_')
        && module
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '_');
    if ok {
        Ok(())
    } else {
        Err(HdlError::ModuleName(module.into()))
    }
}

/// The Verilog of a block `new()` builds, connected.
fn verilog_of_new<B: Block>(new: fn() -> B) -> String {
    let mut b = new();
    b.connect_all();
    generate_verilog(&b)
}

/// Verilog of an SPRAM engine of `banks` banks (1..=4, one UP5K SPRAM
/// each), from its generator per bank count, top module named `module`.
fn spram_engine_verilog(
    banks: u32,
    module: &str,
    by_banks: [fn() -> String; 4],
) -> Result<String, HdlError> {
    check_module_name(module)?;
    let v = match banks {
        1..=4 => by_banks[banks as usize - 1](),
        _ => return Err(HdlError::UnsupportedSpram { banks }),
    };
    Ok(rename_top(&v, module))
}

/// Verilog of the SPRAM Bloom engine ([`crate::BloomSpramEngine`], `banks`
/// banks of 2^18 bits, one UP5K SPRAM each), top module named `module`.
/// It instantiates `SB_SPRAM256KA`: synthesize it for the UP5K, simulate it
/// with yosys's `ice40/cells_sim.v` and `-DHWFILTER_ICE40_CELLS`.
pub fn bloom_spram_verilog(banks: u32, module: &str) -> Result<String, HdlError> {
    use crate::BloomSpramEngine as E;
    spram_engine_verilog(
        banks,
        module,
        [
            || verilog_of_new(E::<1>::new),
            || verilog_of_new(E::<2>::new),
            || verilog_of_new(E::<3>::new),
            || verilog_of_new(E::<4>::new),
        ],
    )
}

/// Verilog of the counting SPRAM engine ([`crate::CountingSpramEngine`],
/// `banks` banks of 2^16 4-bit counters, one UP5K SPRAM each), top module
/// named `module`; simulate it as [`bloom_spram_verilog`]'s.
pub fn counting_spram_verilog(banks: u32, module: &str) -> Result<String, HdlError> {
    use crate::CountingSpramEngine as E;
    spram_engine_verilog(
        banks,
        module,
        [
            || verilog_of_new(E::<1>::new),
            || verilog_of_new(E::<2>::new),
            || verilog_of_new(E::<3>::new),
            || verilog_of_new(E::<4>::new),
        ],
    )
}

/// Rows per bank (log2) the SDRAM Bloom engine is generated for: 2^4 (a
/// 512 Kbit memory the co-simulation clears in a blink) and 2^13 (the
/// ULX3S's whole IS42S16160G: 256 Mbit).
pub const SDRAM_ROW_BITS: [u32; 2] = [4, 13];

/// Verilog of the SDRAM Bloom engine ([`crate::sdram_bloom::SdramBloomEngine`],
/// [`crate::sdram_bloom::SDRAM_BLOOM_HASHES`] bits per key, `4 x 2^row_bits`
/// rows of 2^13 bits) for an SDRAM of timing `t` in cycles of its clock, top
/// module named `module`.
pub fn sdram_bloom_verilog(
    row_bits: u32,
    t: hwfilter_toolchain::sdram::SdramCycles,
    module: &str,
) -> Result<String, HdlError> {
    use crate::sdram_bloom::{SDRAM_BLOOM_HASHES as K, SdramBloomEngine as E};
    check_module_name(module)?;
    let v = match row_bits {
        4 => {
            let mut e = E::<K, 4>::new(t);
            e.connect_all();
            generate_verilog(&e)
        }
        13 => {
            let mut e = E::<K, 13>::new(t);
            e.connect_all();
            generate_verilog(&e)
        }
        _ => return Err(HdlError::UnsupportedSdram { row_bits }),
    };
    Ok(rename_top(&v, module))
}
