//! The boards, what the flow needs to know about each, and the menu of
//! engine sizes compiled in for them.

use clap::ValueEnum;
use hwfilter_hdl::board::selftest::{alchitry_cu_selftest_verilog, icebreaker_selftest_verilog};
use hwfilter_hdl::board::{
    ALCHITRY_CU, ICEBREAKER, ULX3S_12F, ULX3S_85F, alchitry_cu_bloom_only_top_verilog,
    alchitry_cu_counting_top_verilog, alchitry_cu_top_of_verilog, alchitry_cu_top_verilog,
    icebreaker_counting_top_verilog, icebreaker_top_of_verilog, icebreaker_top_verilog,
    ulx3s_sdram_top_verilog, ulx3s_top_verilog,
};
use hwfilter_model::protocol::{BLOCKED_BLOCK_BITS_LOG2, BloomKind};
use hwfilter_toolchain::icestorm::Device;
use hwfilter_toolchain::platform::{BloomMemory, Platform, ULX3S_SDRAM_CLOCK_HZ};

/// The boards this project builds for (`docs/boards.md`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum Board {
    /// Alchitry Cu: iCE40-HX8K cb132, 100 MHz oscillator, 60 MHz from
    /// the PLL, 12 Mbaud.
    AlchitryCu,
    /// iCEBreaker: iCE40-UP5K sg48, 12 MHz oscillator; the Bloom filter in
    /// the four SPRAMs.
    Icebreaker,
    /// ULX3S with the ECP5 LFE5U-12F: 25 MHz oscillator, 60 MHz from the
    /// PLL, 3 Mbaud; both engines in block RAM.
    #[value(name = "ulx3s-12f")]
    Ulx3s12f,
    /// ULX3S with the ECP5 LFE5U-85F: 30 MHz from the PLL, 3 Mbaud; Bloom
    /// 6 x 2^19 bits, Cuckoo 2^12 buckets.
    #[value(name = "ulx3s-85f")]
    Ulx3s85f,
}

/// A board's self-test bitstream: its engines, top, clock and Verilog.
#[derive(Debug)]
pub struct SelfTestSpec {
    /// The self-test's engines (always in block RAM).
    pub sizes: Sizes,
    /// The self-test top's module name.
    pub top: &'static str,
    /// The self-test's logic clock.
    pub clock_hz: u32,
    pub(super) verilog: fn(&str) -> String,
}

/// What the flow needs to know about a board: a view of its
/// [`Platform`] (the one place board facts live), and the self-test's
/// Verilog generator.
#[derive(Debug)]
pub struct BoardSpec {
    pub platform: &'static Platform,
    /// The name on the command line.
    pub name: &'static str,
    /// Top module name; also the stem of every output file.
    pub top: &'static str,
    pub device: Device,
    pub package: &'static str,
    /// The clock the top's logic runs at.
    pub clock_hz: u32,
    /// `constraints/<board>.pcf` (`.lpf`), compiled in so the binary
    /// builds from any directory.
    pub(super) pin_file_name: &'static str,
    pub(super) pin_file: &'static str,
    /// Cuckoo fingerprint bits of this board's top.
    pub fp_bits: u32,
    /// The top `hwfilter_hdl::board` builds by default (and the simulated
    /// board runs, for the Alchitry Cu).
    pub default: Sizes,
    /// The Bloom filter is in SPRAM (`SerialBoardCore`: the Cuckoo filter
    /// is one bank of block RAM), not in block RAM (`BoardCore`).
    pub spram_bloom: bool,
    /// The board's self-test bitstream, if it has one.
    pub selftest: Option<SelfTestSpec>,
}

impl BoardSpec {
    /// The spec of `platform`, whose self-test top (if the platform has
    /// one) `selftest_verilog` writes.
    const fn of(platform: &'static Platform, selftest_verilog: Option<fn(&str) -> String>) -> Self {
        let e = &platform.engines;
        let selftest = match (platform.selftest, selftest_verilog) {
            (Some(t), Some(verilog)) => Some(SelfTestSpec {
                sizes: Sizes {
                    bloom: BloomKind::Plain,
                    banks: SELFTEST_BLOOM_BANKS,
                    bank_addr_bits: t.bloom_bank_addr_bits,
                    bucket_bits: Some(t.cuckoo_bucket_bits),
                },
                top: t.top,
                clock_hz: t.clock_hz,
                verilog,
            }),
            (None, None) => None,
            _ => panic!(
                "a self-test's Verilog for every platform with a self-test, and only for those"
            ),
        };
        BoardSpec {
            platform,
            name: platform.name,
            top: platform.top,
            device: platform.device,
            package: platform.package,
            clock_hz: platform.clock_hz,
            pin_file_name: platform.pin_file_name,
            pin_file: platform.pin_file,
            fp_bits: e.cuckoo_fp_bits,
            default: Sizes {
                bloom: BloomKind::Plain,
                banks: e.bloom_banks,
                bank_addr_bits: e.bloom_bank_addr_bits,
                bucket_bits: Some(e.cuckoo_bucket_bits),
            },
            spram_bloom: matches!(e.bloom_memory, BloomMemory::Spram),
            selftest,
        }
    }

    /// The sizes built when only the Bloom filter's kind and the engines
    /// are asked for: the default's Cuckoo filter, and a Bloom filter in
    /// the default's memory (a counting filter has a quarter as many
    /// counters as the plain one has bits); without a Cuckoo filter, as
    /// many of the default's banks as the block RAMs hold beside the link.
    pub fn default_sizes(&self, kind: BloomKind, cuckoo: bool) -> Sizes {
        if kind == BloomKind::Blocked {
            // The SDRAM's whole size; a board without an SDRAM build gets
            // the plain sizes, which its menu refuses by kind.
            if let Some(s) = MENU.iter().find(|(b, s)| {
                b.spec().name == self.name && s.bloom == kind && s.has_cuckoo() == cuckoo
            }) {
                return s.1;
            }
        }
        let bank_addr_bits = match kind {
            BloomKind::Plain | BloomKind::Blocked => self.default.bank_addr_bits,
            BloomKind::Counting => self.default.bank_addr_bits - 2,
        };
        if !cuckoo {
            return Sizes {
                bloom: kind,
                // A board without a Bloom-only build: the default's banks,
                // which its menu does not have (and says so).
                banks: self
                    .platform
                    .engines
                    .bloom_only_banks
                    .unwrap_or(self.default.banks),
                bank_addr_bits,
                bucket_bits: None,
            };
        }
        Sizes {
            bloom: kind,
            bank_addr_bits,
            ..self.default
        }
    }

    /// The clock a top with a Bloom filter of `kind` runs at: the SDRAM
    /// top runs the same design, at the same 60 MHz, on either ULX3S part;
    /// every other top at its board's own clock.
    pub fn clock_hz_of(&self, kind: BloomKind) -> u32 {
        match kind {
            BloomKind::Blocked => ULX3S_SDRAM_CLOCK_HZ,
            BloomKind::Plain | BloomKind::Counting => self.clock_hz,
        }
    }

    /// Where the top's clock comes from, in words.
    pub fn clock_source(&self) -> String {
        self.platform.clock_source()
    }

    /// Where the self-test's clock comes from, in words (empty without a
    /// self-test).
    pub fn selftest_clock(&self) -> String {
        self.platform.selftest_clock_source().unwrap_or_default()
    }

    /// The self-test, or the error a board without one gives.
    pub fn require_selftest(&self) -> anyhow::Result<&SelfTestSpec> {
        self.selftest.as_ref().ok_or_else(|| {
            anyhow::anyhow!(
                "the {} has no self-test bitstream (boards with one: {})",
                self.name,
                Board::value_variants()
                    .iter()
                    .filter(|b| b.spec().selftest.is_some())
                    .map(|b| b.spec().name)
                    .collect::<Vec<_>>()
                    .join(", ")
            )
        })
    }
}

const ALCHITRY_CU_SPEC: BoardSpec = BoardSpec::of(&ALCHITRY_CU, Some(alchitry_cu_selftest_verilog));
const ICEBREAKER_SPEC: BoardSpec = BoardSpec::of(&ICEBREAKER, Some(icebreaker_selftest_verilog));
const ULX3S_12F_SPEC: BoardSpec = BoardSpec::of(&ULX3S_12F, None);
const ULX3S_85F_SPEC: BoardSpec = BoardSpec::of(&ULX3S_85F, None);

impl Board {
    pub fn spec(self) -> &'static BoardSpec {
        match self {
            Board::AlchitryCu => &ALCHITRY_CU_SPEC,
            Board::Icebreaker => &ICEBREAKER_SPEC,
            Board::Ulx3s12f => &ULX3S_12F_SPEC,
            Board::Ulx3s85f => &ULX3S_85F_SPEC,
        }
    }
}

/// `plain`, `counting` or `blocked`, as `--bloom` and a build file's
/// `bloom.kind` name the kinds.
pub fn kind_name(kind: BloomKind) -> &'static str {
    match kind {
        BloomKind::Plain => "plain",
        BloomKind::Counting => "counting",
        BloomKind::Blocked => "blocked",
    }
}

/// Bloom banks of the self-test tops.
const SELFTEST_BLOOM_BANKS: u32 = 4;

/// Engines of one board top: a Bloom filter of `banks` x
/// 2^`bank_addr_bits` bits (plain) or 4-bit counters (counting), or of
/// 2^`bank_addr_bits` blocks of 2^13 bits and `banks` bits per key
/// (blocked), and a Cuckoo filter of 2^`bucket_bits` buckets (`None`: a
/// Bloom-only build).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Sizes {
    pub bloom: BloomKind,
    pub banks: u32,
    pub bank_addr_bits: u32,
    pub bucket_bits: Option<u32>,
}

impl Sizes {
    /// Bloom bits, or counters for a counting filter (`--bloom-bits`).
    pub fn bloom_bits(self) -> u64 {
        match self.bloom {
            BloomKind::Plain | BloomKind::Counting => (self.banks as u64) << self.bank_addr_bits,
            BloomKind::Blocked => 1 << (self.bank_addr_bits + BLOCKED_BLOCK_BITS_LOG2),
        }
    }

    /// Has a Cuckoo filter.
    pub fn has_cuckoo(self) -> bool {
        self.bucket_bits.is_some()
    }

    /// What a Bloom bank entry is: `bits` or `counters`.
    pub fn bloom_unit(self) -> &'static str {
        match self.bloom {
            BloomKind::Plain | BloomKind::Blocked => "bits",
            BloomKind::Counting => "counters",
        }
    }

    /// The `synth` flags that ask for these sizes.
    pub fn flags(self) -> String {
        let kind = match self.bloom {
            BloomKind::Plain => "",
            BloomKind::Counting => "--bloom counting ",
            BloomKind::Blocked => "--bloom blocked ",
        };
        match self.buckets() {
            Some(b) => format!(
                "{kind}--bloom-bits {} --cuckoo-buckets {b}",
                self.bloom_bits()
            ),
            None => format!("--engines bloom {kind}--bloom-bits {}", self.bloom_bits()),
        }
    }

    /// Bits of memory the Bloom filter's banks take: 4 per counter.
    pub fn bloom_memory_bits(self) -> u64 {
        match self.bloom {
            BloomKind::Plain | BloomKind::Blocked => self.bloom_bits(),
            BloomKind::Counting => 4 * self.bloom_bits(),
        }
    }

    /// The bank address bits of a plain filter of the same memory, which
    /// the block RAM budget is counted in (a blocked filter's memory is an
    /// SDRAM: its blocks).
    pub fn memory_addr_bits(self) -> u32 {
        match self.bloom {
            BloomKind::Plain | BloomKind::Blocked => self.bank_addr_bits,
            BloomKind::Counting => self.bank_addr_bits + 2,
        }
    }

    /// Cuckoo buckets, if the build has a Cuckoo filter.
    pub fn buckets(self) -> Option<u64> {
        self.bucket_bits.map(|b| 1 << b)
    }
}

/// Declares the menu and the one generator per entry from a single list, so
/// the two cannot disagree. Each entry but the defaults is its own
/// monomorphization of the board top; `docs/host.md` has the compile time.
macro_rules! board_menu {
    ($( $board:ident ($kind:ident, $k:literal x $a:literal, $b:expr) => $verilog:expr; )*) => {
        /// Every (board, Bloom kind, banks x bank address bits, Cuckoo
        /// bucket bits) compiled in.
        pub const MENU: &[(Board, Sizes)] = &[
            $( (Board::$board, Sizes {
                bloom: BloomKind::$kind,
                banks: $k,
                bank_addr_bits: $a,
                bucket_bits: $b,
            }), )*
        ];

        /// The Verilog of a board top with `sizes`, top module `module`, its
        /// Cuckoo filter evicting at most `max_kicks` times per insert;
        /// `None` when the sizes are not in [`MENU`].
        pub(super) fn top_verilog(
            board: Board,
            sizes: Sizes,
            module: &str,
            max_kicks: u16,
        ) -> Option<String> {
            $(
                if (board, sizes.bloom, sizes.banks, sizes.bank_addr_bits, sizes.bucket_bits)
                    == (Board::$board, BloomKind::$kind, $k, $a, $b)
                {
                    return Some(($verilog)(module, max_kicks));
                }
            )*
            None
        }
    };
}

// Alchitry Cu: Bloom 4 x 2^12 or 2^14 bits, Cuckoo 2^8 or 2^10 buckets;
// the Cuckoo bank address is one bit narrower (even and odd buckets in two
// banks) and its word holds 4 fingerprints. Each non-default entry adds
// about 6 s to a cold build of this binary (docs/host.md). iCEBreaker: the
// Bloom filter fills the four SPRAMs (4 x 2^18 bits) and the part's logic
// is full (docs/boards.md), so its one top is the default; 2^8 buckets is
// there for a quicker build of the same design. The counting filter takes
// the plain one's block RAMs: 4 x 2^12 counters on the Alchitry Cu. The
// Bloom-only build has no Cuckoo filter and 7 banks of 2^14 bits in its
// block RAMs (`AlchitryCuBloomOnlyCore`). The iCEBreaker's counting build
// has 4 x 2^16 counters in its SPRAMs and no Cuckoo filter: the UP5K's
// logic holds the link and one engine with its mixer. Each ULX3S part has
// its one top in block RAM (docs/boards.md); both also have the SDRAM
// top, a blocked Bloom filter of 6 bits per key in all 2^15 rows (32 MB)
// beside the 12F's Cuckoo filter, the same design at 60 MHz on either part
// (docs/blocked-bloom.md).
board_menu! {
    AlchitryCu(Plain, 4 x 12, Some(8)) => alchitry_cu_top_of_verilog::<4, 12, 12, 48, 8, 7>;
    AlchitryCu(Plain, 4 x 12, Some(10)) => alchitry_cu_top_of_verilog::<4, 12, 12, 48, 10, 9>;
    AlchitryCu(Plain, 4 x 14, Some(8)) => alchitry_cu_top_of_verilog::<4, 14, 12, 48, 8, 7>;
    AlchitryCu(Plain, 4 x 14, Some(10)) => alchitry_cu_top_verilog;
    AlchitryCu(Counting, 4 x 12, Some(10)) => alchitry_cu_counting_top_verilog;
    AlchitryCu(Plain, 7 x 14, None) => |module: &str, _kicks| alchitry_cu_bloom_only_top_verilog(module);
    Icebreaker(Plain, 4 x 18, Some(8)) => icebreaker_top_of_verilog::<8, 32, 8>;
    Icebreaker(Plain, 4 x 18, Some(10)) => icebreaker_top_verilog;
    Icebreaker(Counting, 4 x 16, None) => |module: &str, _kicks| icebreaker_counting_top_verilog(module);
    Ulx3s12f(Plain, 4 x 16, Some(11)) => |module: &str, kicks| ulx3s_top_verilog(&ULX3S_12F, module, kicks);
    Ulx3s12f(Blocked, 6 x 15, Some(11)) => ulx3s_sdram_top_verilog;
    Ulx3s85f(Plain, 6 x 19, Some(12)) => |module: &str, kicks| ulx3s_top_verilog(&ULX3S_85F, module, kicks);
    Ulx3s85f(Blocked, 6 x 15, Some(11)) => ulx3s_sdram_top_verilog;
}

/// The menu entries of `board`, smallest first.
pub fn board_menu(board: Board) -> impl Iterator<Item = Sizes> {
    MENU.iter()
        .filter(move |(b, _)| *b == board)
        .map(|(_, s)| *s)
}

#[cfg(test)]
mod tests {
    use super::*;
    use hwfilter_model::{BloomParams, CuckooParams};

    /// The self-test tops run the engines of `selftest_sizes`, which the
    /// report's sizes are taken from.
    #[test]
    fn self_tests_run_the_default_engines() {
        use hwfilter_hdl::board::selftest::{AlchitryCuSelfTestCore, IcebreakerSelfTestCore};
        for (board, (bloom, cuckoo)) in [
            (Board::AlchitryCu, AlchitryCuSelfTestCore::params()),
            (Board::Icebreaker, IcebreakerSelfTestCore::params()),
        ] {
            let spec = board.spec();
            let selftest = spec.require_selftest().unwrap();
            assert_eq!(bloom.banks(), selftest.sizes.banks);
            assert_eq!(bloom.bank_addr_bits(), selftest.sizes.bank_addr_bits);
            assert_eq!(Some(cuckoo.bucket_bits()), selftest.sizes.bucket_bits);
            assert_eq!(cuckoo.fp_bits(), spec.fp_bits);
            assert!((selftest.verilog)("t").contains("module t("));
        }
        let err = Board::Ulx3s12f.spec().require_selftest().unwrap_err();
        assert_eq!(
            err.to_string(),
            "the ulx3s-12f has no self-test bitstream (boards with one: alchitry-cu, icebreaker)"
        );
    }

    #[test]
    fn menu_has_each_board_default_and_at_most_four_plain_entries() {
        for &board in Board::value_variants() {
            let entries: Vec<Sizes> = board_menu(board).collect();
            assert!(entries.contains(&board.spec().default), "{board:?}");
            let plain = entries
                .iter()
                .filter(|s| s.bloom == BloomKind::Plain && s.has_cuckoo());
            assert!(plain.count() <= 4, "{board:?}: {entries:?}");
            for s in entries {
                // Every entry is a geometry the engines and the model accept.
                assert!(BloomParams::new(s.banks, s.bank_addr_bits).is_ok());
                if let Some(b) = s.bucket_bits {
                    assert!(CuckooParams::new(board.spec().fp_bits, b, 500).is_ok());
                }
                assert!(top_verilog(board, s, "t", 500).is_some(), "{s:?}");
            }
        }
    }

    /// The Alchitry Cu's Bloom-only build uses the block RAMs for at least
    /// 95% of the bits / 9.585 optimum at 1% (issue target), and is what
    /// `--engines bloom` builds by default.
    #[test]
    fn the_bloom_only_cu_build_holds_95_percent_of_the_optimum() {
        let spec = Board::AlchitryCu.spec();
        let s = spec.default_sizes(BloomKind::Plain, false);
        assert_eq!((s.banks, s.bank_addr_bits, s.bucket_bits), (7, 14, None));
        assert!(board_menu(Board::AlchitryCu).any(|m| m == s));
        let p = BloomParams::new(s.banks, s.bank_addr_bits).unwrap();
        let optimum = p.total_bits() as f64 / 9.585;
        assert!(
            p.capacity(0.01) as f64 >= 0.95 * optimum,
            "{}",
            p.capacity(0.01)
        );
        assert_eq!(s.flags(), "--engines bloom --bloom-bits 114688");
    }
}
