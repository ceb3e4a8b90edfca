//! The arguments of `hwfilter synth`: the sizes they may ask for, the
//! target frequency, and where the outputs go.

use std::path::{Path, PathBuf};

use anyhow::bail;
use clap::{Args, ValueEnum};
use hwfilter_model::protocol::BloomKind;
use hwfilter_toolchain::icestorm::Family;

use super::board::{Board, MENU, Sizes, board_menu, kind_name};

fn sorted_unique(mut v: Vec<u64>) -> Vec<u64> {
    v.sort_unstable();
    v.dedup();
    v
}

/// `--bloom-bits` values some board supports.
fn supported_bloom_bits() -> Vec<u64> {
    sorted_unique(MENU.iter().map(|(_, s)| s.bloom_bits()).collect())
}

/// `--cuckoo-buckets` values some board supports.
fn supported_buckets() -> Vec<u64> {
    sorted_unique(MENU.iter().filter_map(|(_, s)| s.buckets()).collect())
}

fn list(values: &[u64]) -> String {
    values
        .iter()
        .map(u64::to_string)
        .collect::<Vec<_>>()
        .join(", ")
}

/// clap parser of `--target-mhz`: a frequency nextpnr can place for.
fn parse_mhz(s: &str) -> Result<f64, String> {
    let mhz: f64 = s
        .trim()
        .parse()
        .map_err(|e| format!("`{s}` is not a frequency in MHz ({e})"))?;
    if mhz.is_finite() && (1.0..=1000.0).contains(&mhz) {
        Ok(mhz)
    } else {
        Err(format!("{s} MHz is outside 1..1000 MHz"))
    }
}

/// Reads a whole number; `_` may group digits (`65_536`).
fn parse_count(s: &str) -> Result<u64, String> {
    s.trim()
        .replace('_', "")
        .parse::<u64>()
        .map_err(|e| format!("`{s}` is not a whole number ({e})"))
}

/// clap parser of `--bloom-bits`: total Bloom bits, one of the menu's.
pub fn parse_bloom_bits(s: &str) -> Result<u64, String> {
    let bits = parse_count(s)?;
    let supported = supported_bloom_bits();
    if supported.contains(&bits) {
        Ok(bits)
    } else {
        Err(format!(
            "{bits} Bloom bits is not built into this hwfilter; supported: {} \
             (banks x 2^A bits; `hwfilter synth --help` lists each board's)",
            list(&supported)
        ))
    }
}

/// clap parser of `--cuckoo-buckets`: Cuckoo bucket count, one of the menu's.
pub fn parse_buckets(s: &str) -> Result<u64, String> {
    let buckets = parse_count(s)?;
    let supported = supported_buckets();
    if supported.contains(&buckets) {
        Ok(buckets)
    } else {
        Err(format!(
            "{buckets} Cuckoo buckets is not built into this hwfilter; supported: {}",
            list(&supported)
        ))
    }
}

/// `--bloom`: filter 0's engine.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, ValueEnum)]
pub enum BloomArg {
    /// A Bloom filter of one bit per bank entry.
    #[default]
    Plain,
    /// A counting Bloom filter of 4-bit counters, in the plain filter's
    /// memory (DELETE works; docs/counting.md).
    Counting,
    /// A blocked Bloom filter in the board's SDRAM: each key's bits in
    /// one 8 Kib block, one row of the part (the ULX3S's 32 MB;
    /// docs/blocked-bloom.md).
    Blocked,
}

impl From<BloomArg> for BloomKind {
    fn from(a: BloomArg) -> Self {
        match a {
            BloomArg::Plain => BloomKind::Plain,
            BloomArg::Counting => BloomKind::Counting,
            BloomArg::Blocked => BloomKind::Blocked,
        }
    }
}

/// `--engines`: which filters the board has.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, ValueEnum)]
pub enum EnginesArg {
    /// Filter 0 (Bloom) and filter 1 (Cuckoo).
    #[default]
    #[value(name = "bloom+cuckoo")]
    BloomCuckoo,
    /// A Bloom filter alone, in the memory a Cuckoo filter would take
    /// (Alchitry Cu: 7 banks, 11,955 keys at 1%).
    Bloom,
}

impl EnginesArg {
    /// Has a Cuckoo filter.
    pub fn cuckoo(self) -> bool {
        self == EnginesArg::BloomCuckoo
    }
}

/// The sizes `board` is built with for a Bloom filter of `kind`, with a
/// Cuckoo filter or not, and the requested totals, or an error listing
/// what it supports. What is not given is the board's default
/// ([`BoardSpec::default_sizes`]).
///
/// [`BoardSpec::default_sizes`]: super::board::BoardSpec::default_sizes
pub fn resolve_sizes(
    board: Board,
    kind: BloomKind,
    cuckoo: bool,
    bloom_bits: Option<u64>,
    buckets: Option<u64>,
) -> anyhow::Result<Sizes> {
    let spec = board.spec();
    if !cuckoo && buckets.is_some() {
        bail!("--engines bloom builds no Cuckoo filter: drop --cuckoo-buckets")
    }
    let default = spec.default_sizes(kind, cuckoo);
    let bloom_bits = bloom_bits.unwrap_or(default.bloom_bits());
    let buckets = buckets.or(default.buckets());
    if let Some(sizes) = board_menu(board)
        .find(|s| s.bloom == kind && s.bloom_bits() == bloom_bits && s.buckets() == buckets)
    {
        return Ok(sizes);
    }
    let supported: Vec<String> = board_menu(board).map(Sizes::flags).collect();
    let what = match kind {
        BloomKind::Plain => format!("{bloom_bits} Bloom bits"),
        BloomKind::Counting => format!("a counting Bloom filter of {bloom_bits} counters"),
        BloomKind::Blocked => format!("a blocked Bloom filter of {bloom_bits} bits"),
    };
    if !board_menu(board).any(|s| s.bloom == kind) {
        bail!(
            "{} has no build with a {} Bloom filter; supported: {}",
            spec.name,
            kind_name(kind),
            supported.join("; ")
        )
    }
    if !board_menu(board).any(|s| s.bloom == kind && s.has_cuckoo() == cuckoo) {
        bail!(
            "{} has no build of a {} Bloom filter {}; supported: {}",
            spec.name,
            kind_name(kind),
            if cuckoo {
                "and a Cuckoo filter"
            } else {
                "alone (--engines bloom)"
            },
            supported.join("; ")
        )
    }
    let cuckoo = match buckets {
        Some(b) => format!("{b} Cuckoo buckets"),
        None => "no Cuckoo filter".to_string(),
    };
    bail!(
        "{} is not built with {what} and {cuckoo}; supported: {}",
        spec.name,
        supported.join("; ")
    )
}

#[derive(Debug, Args)]
pub struct SynthArgs {
    /// The board to build for (or `board = "..."` in --config).
    #[arg(long, value_enum, required_unless_present = "config")]
    pub(super) board: Option<Board>,

    /// A build written down in TOML (board, [bloom] kind and bits,
    /// [cuckoo] fp_bits, buckets and max_kicks: docs/host.md) instead of
    /// the size flags.
    #[arg(long, value_name = "FILE",
          conflicts_with_all = ["engines", "bloom", "bloom_bits", "cuckoo_buckets", "cuckoo_max_kicks", "self_test"])]
    pub(super) config: Option<PathBuf>,

    /// The filters the board has: both, or a Bloom filter alone in the
    /// memory a Cuckoo filter would take (Alchitry Cu).
    #[arg(long, value_enum, value_name = "ENGINES", default_value_t = EnginesArg::BloomCuckoo)]
    pub(super) engines: EnginesArg,

    /// Filter 0's engine: a plain Bloom filter, or a counting one (4-bit
    /// counters in the same memory, with DELETE; Alchitry Cu).
    #[arg(long, value_enum, value_name = "KIND", default_value_t = BloomArg::Plain)]
    pub(super) bloom: BloomArg,

    /// Total Bloom bits (counters with --bloom counting), banks x 2^A:
    /// Alchitry Cu 16384 or 65536 [default: 65536; counting: 16384;
    /// --engines bloom: 114688, 7 banks]; iCEBreaker 1048576, its four
    /// SPRAMs [default]; ULX3S 12F 262144 (4 x 2^16), 85F 3145728 (6 x
    /// 2^19) [default].
    #[arg(long, value_name = "BITS", value_parser = parse_bloom_bits)]
    pub(super) bloom_bits: Option<u64>,

    /// Cuckoo buckets of 4 slots: Alchitry Cu and iCEBreaker 256 or 1024
    /// [default: 1024]; ULX3S 12F 2048, 85F 4096 [default].
    #[arg(long, value_name = "N", value_parser = parse_buckets)]
    pub(super) cuckoo_buckets: Option<u64>,

    /// Cuckoo evictions per insert before it answers FULL (1..65535;
    /// INFO reports it; docs/cuckoo.md).
    #[arg(long, value_name = "N", default_value_t = hwfilter_hdl::board::BOARD_MAX_KICKS,
          value_parser = clap::value_parser!(u16).range(1..=65535))]
    pub(super) cuckoo_max_kicks: u16,

    /// nextpnr placer seed (placement, and so Fmax, varies with it).
    #[arg(long, value_name = "S", default_value_t = 1,
          value_parser = clap::value_parser!(u64).range(1..=i32::MAX as u64))]
    pub(super) seed: u64,

    /// Output directory: Verilog, constraints, netlists, logs, bitstream
    /// [default: target/hwfilter-synth/<board>].
    #[arg(long, value_name = "DIR")]
    pub(super) out: Option<PathBuf>,

    /// The frequency nextpnr places for and `--require-timing` checks, in
    /// MHz [default: 1.2 x the clock the logic runs at, 20% slack].
    #[arg(long, value_name = "MHZ", value_parser = parse_mhz)]
    pub(super) target_mhz: Option<f64>,

    /// Exit with status 1 when the design misses the target (the bitstream
    /// is still written).
    #[arg(long)]
    pub(super) require_timing: bool,

    /// Build the self-test bitstream instead: the board's default engines
    /// run a fixed program against the model's answers and show PASS or
    /// FAIL on the LEDs, no host needed (docs/boards.md).
    #[arg(long, conflicts_with_all = ["engines", "bloom", "bloom_bits", "cuckoo_buckets", "cuckoo_max_kicks"])]
    pub(super) self_test: bool,
}

/// Where `synth` writes for `board` by default, relative to the current
/// directory (as cargo's `target/`).
pub fn default_out_dir(board: Board) -> PathBuf {
    Path::new("target")
        .join("hwfilter-synth")
        .join(board.spec().name)
}

/// The bitstream `synth` leaves in `dir` for `board` (its self-test with
/// `self_test`, for a board with one): `<top>.bin` (icepack) for iCE40,
/// `<top>.bit` (ecppack) for ECP5.
pub fn bitstream_path(dir: &Path, board: Board, self_test: bool) -> PathBuf {
    let spec = board.spec();
    let top = match &spec.selftest {
        Some(selftest) if self_test => selftest.top,
        _ => spec.top,
    };
    let extension = match spec.device.family() {
        Family::Ice40 => "bin",
        Family::Ecp5 => "bit",
    };
    dir.join(format!("{top}.{extension}"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sizes_resolve_to_menu_entries() {
        let cu = Board::AlchitryCu;
        assert_eq!(
            resolve_sizes(cu, BloomKind::Plain, true, None, None).ok(),
            Some(Sizes {
                bloom: BloomKind::Plain,
                banks: 4,
                bank_addr_bits: 14,
                bucket_bits: Some(10)
            })
        );
        assert_eq!(
            resolve_sizes(cu, BloomKind::Plain, true, Some(16384), Some(256)).ok(),
            Some(Sizes {
                bloom: BloomKind::Plain,
                banks: 4,
                bank_addr_bits: 12,
                bucket_bits: Some(8)
            })
        );
        assert_eq!(
            resolve_sizes(cu, BloomKind::Plain, true, Some(16384), None).ok(),
            Some(Sizes {
                bloom: BloomKind::Plain,
                banks: 4,
                bank_addr_bits: 12,
                bucket_bits: Some(10)
            })
        );
        // The iCEBreaker's Bloom filter is its four SPRAMs.
        assert_eq!(
            resolve_sizes(Board::Icebreaker, BloomKind::Plain, true, None, None).ok(),
            Some(Sizes {
                bloom: BloomKind::Plain,
                banks: 4,
                bank_addr_bits: 18,
                bucket_bits: Some(10)
            })
        );
        let err = resolve_sizes(Board::Icebreaker, BloomKind::Plain, true, Some(16384), None)
            .err()
            .map(|e| e.to_string())
            .unwrap_or_default();
        assert_eq!(
            err,
            "icebreaker is not built with 16384 Bloom bits and 1024 Cuckoo buckets; supported: \
             --bloom-bits 1048576 --cuckoo-buckets 256; --bloom-bits 1048576 --cuckoo-buckets 1024; \
             --engines bloom --bloom counting --bloom-bits 262144"
        );
        // A counting filter takes the default's memory: 4 x 2^12 counters.
        assert_eq!(
            resolve_sizes(cu, BloomKind::Counting, true, None, None).ok(),
            Some(Sizes {
                bloom: BloomKind::Counting,
                banks: 4,
                bank_addr_bits: 12,
                bucket_bits: Some(10)
            })
        );
        let err = resolve_sizes(Board::Icebreaker, BloomKind::Counting, true, None, None)
            .err()
            .map(|e| e.to_string())
            .unwrap_or_default();
        assert!(
            err.starts_with(
                "icebreaker has no build of a counting Bloom filter and a Cuckoo filter; \
                 supported: "
            ) && err.contains("--engines bloom --bloom counting --bloom-bits 262144"),
            "{err}"
        );
        let err = resolve_sizes(cu, BloomKind::Counting, true, Some(65536), None)
            .err()
            .map(|e| e.to_string())
            .unwrap_or_default();
        assert!(
            err.contains("not built with a counting Bloom filter of 65536 counters")
                && err.contains("--bloom counting --bloom-bits 16384 --cuckoo-buckets 1024"),
            "{err}"
        );
        let err = resolve_sizes(cu, BloomKind::Plain, true, Some(32768), None)
            .err()
            .map(|e| e.to_string())
            .unwrap_or_default();
        assert!(
            err.contains("alchitry-cu is not built with 32768 Bloom bits")
                && err.contains("--bloom-bits 16384 --cuckoo-buckets 256"),
            "{err}"
        );
    }

    #[test]
    fn bloom_only_sizes_resolve_and_their_errors_say_what_is_built() {
        let cu = Board::AlchitryCu;
        let s = resolve_sizes(cu, BloomKind::Plain, false, None, None).unwrap();
        assert_eq!((s.banks, s.bank_addr_bits, s.bucket_bits), (7, 14, None));
        assert_eq!(
            resolve_sizes(cu, BloomKind::Plain, false, Some(114688), None).ok(),
            Some(s)
        );
        let err = |r: anyhow::Result<Sizes>| r.err().map(|e| e.to_string()).unwrap_or_default();
        let e = err(resolve_sizes(cu, BloomKind::Plain, false, None, Some(1024)));
        assert!(e.contains("drop --cuckoo-buckets"), "{e}");
        let e = err(resolve_sizes(
            cu,
            BloomKind::Plain,
            false,
            Some(65536),
            None,
        ));
        assert!(
            e.contains("not built with 65536 Bloom bits and no Cuckoo filter")
                && e.contains("--engines bloom --bloom-bits 114688"),
            "{e}"
        );
        let e = err(resolve_sizes(cu, BloomKind::Counting, false, None, None));
        assert!(
            e.contains("no build of a counting Bloom filter alone (--engines bloom)"),
            "{e}"
        );
        let e = err(resolve_sizes(
            Board::Icebreaker,
            BloomKind::Plain,
            false,
            None,
            None,
        ));
        assert!(
            e.contains("icebreaker has no build of a plain Bloom filter alone"),
            "{e}"
        );
        // The iCEBreaker's counting build: 4 x 2^16 counters in its SPRAMs,
        // no Cuckoo filter; asked with one, it says which build there is.
        let s = resolve_sizes(Board::Icebreaker, BloomKind::Counting, false, None, None).unwrap();
        assert_eq!((s.banks, s.bank_addr_bits, s.bucket_bits), (4, 16, None));
        assert_eq!(
            s.flags(),
            "--engines bloom --bloom counting --bloom-bits 262144"
        );
    }

    #[test]
    fn size_arguments_list_what_is_supported() {
        assert_eq!(parse_bloom_bits("65536"), Ok(65536));
        assert_eq!(parse_bloom_bits("16_384"), Ok(16384));
        assert_eq!(parse_buckets("256"), Ok(256));
        let e = parse_bloom_bits("32768").err().unwrap_or_default();
        assert!(
            e.contains("supported: 16384, 65536, 114688, 262144, 1048576"),
            "{e}"
        );
        let e = parse_buckets("512").err().unwrap_or_default();
        assert!(e.contains("supported: 256, 1024"), "{e}");
        assert!(parse_bloom_bits("64k").is_err());
        assert!(parse_buckets("-1").is_err());
        assert!(parse_buckets("").is_err());
    }
}
