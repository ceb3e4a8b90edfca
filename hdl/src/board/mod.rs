//! Board tops: both engines behind the serial link (docs/protocol.md,
//! docs/boards.md).
//!
//! - [`BoardCore`]: UART, framing, dispatcher and both engines; the
//!   simulated board Verilates it with the Alchitry Cu sizes.
//! - [`SerialBoardCore`]: the same link with the UP5K's engines (Bloom in
//!   SPRAM, a one-op-at-a-time Cuckoo filter, one shared mixer).
//! - [`CountingBoardCore`]: [`BoardCore`] with a counting Bloom filter 0.
//! - [`SdramBoardCore`]: [`BoardCore`] with a blocked Bloom filter 0 in
//!   SDRAM, and the SDRAM's pins.
//! - [`LinkCore`]: the link alone (UART, framing, dispatcher, replies).
//! - The boards' facts (part, pins, clocks, UART divider, engine sizes) are
//!   data: [`ALCHITRY_CU`], [`ICEBREAKER`] ([`hwfilter_toolchain::platform`]).
//! - [`AlchitryCuTop`]: the Alchitry Cu (iCE40-HX8K), `constraints/alchitry_cu.pcf`;
//!   [`AlchitryCuTopOf`] is the same top with other engine sizes, and
//!   [`AlchitryCuCountingTop`] the same top with a counting Bloom filter.
//! - [`IcebreakerTop`]: the iCEBreaker (iCE40-UP5K), `constraints/icebreaker.pcf`;
//!   [`IcebreakerTopOf`] is the same top with another Cuckoo size.
//! - [`Ulx3sTopOf`]: the ULX3S (ECP5 LFE5U-12F or 85F), `constraints/ulx3s.lpf`:
//!   [`Ulx3s12fTop`], [`Ulx3s85fTop`].
//! - [`AlchitryCuSelfTest`], [`IcebreakerSelfTest`]: self-test bitstreams
//!   (both engines against the model's signatures, PASS/FAIL on the LEDs).
//! - [`PowerOnReset`]: the tops' reset after configuration and from the button.

pub mod alchitry_cu;
pub mod bloom_only_core;
pub mod core;
pub mod counting_core;
pub mod icebreaker;
pub mod link_leds;
pub mod por;
pub mod sdram_core;
pub mod selftest;
pub mod spram_counting_core;
pub mod ulx3s;
pub mod ulx3s_sdram;

pub use self::alchitry_cu::{
    AlchitryCuBloomOnlyTop, AlchitryCuBloomOnlyTopOf, AlchitryCuCountingTop,
    AlchitryCuCountingTopOf, AlchitryCuTop, AlchitryCuTopOf,
};
pub use self::bloom_only_core::BloomOnlyCore;
pub use self::core::{
    BOARD_MAX_KICKS, BoardCore, LinkCore, SerialBoardCore, blocked_board_info,
    bloom_only_board_info, board_info,
};
pub use self::counting_core::CountingBoardCore;
pub use self::icebreaker::{
    IcebreakerCountingTop, IcebreakerCountingTopOf, IcebreakerTop, IcebreakerTopOf,
};
pub use self::link_leds::LinkLeds;
pub use self::por::{POR_CYCLES, PowerOnReset};
pub use self::sdram_core::SdramBoardCore;
pub use self::selftest::{AlchitryCuSelfTest, IcebreakerSelfTest};
pub use self::spram_counting_core::SpramCountingCore;
pub use self::ulx3s::{
    Ulx3s12fCore, Ulx3s12fTop, Ulx3s85fBloomEngine, Ulx3s85fTop, Ulx3sSdramCore, Ulx3sTopOf,
    ulx3s_12f_core_verilog, ulx3s_85f_bloom_verilog, ulx3s_sdram_core_verilog, ulx3s_top_verilog,
};
pub use self::ulx3s_sdram::{Ulx3sSdramTop, Ulx3sSdramTopOf, ulx3s_sdram_top_verilog};

pub use hwfilter_toolchain::platform::{
    ALCHITRY_CU, ECP5_PLATFORMS, ICEBREAKER, PLATFORMS, Platform, TIMING_MARGIN, ULX3S_12F,
    ULX3S_85F, gate_mhz,
};

/// The Alchitry Cu's engines, sized by [`ALCHITRY_CU`]: Bloom 4 x 2^14 bits
/// (16 block RAMs), Cuckoo f = 12 in 2^10 buckets (12 block RAMs); the link
/// takes the other 4.
pub type AlchitryCuCore = BoardCore<
    { ALCHITRY_CU.engines.bloom_banks as usize },
    { ALCHITRY_CU.engines.bloom_bank_addr_bits as usize },
    { ALCHITRY_CU.engines.cuckoo_fp_bits as usize },
    { 4 * ALCHITRY_CU.engines.cuckoo_fp_bits as usize },
    { ALCHITRY_CU.engines.cuckoo_bucket_bits as usize },
    { ALCHITRY_CU.engines.cuckoo_bucket_bits as usize - 1 },
>;

/// The iCEBreaker's engines, sized by [`ICEBREAKER`]: Bloom 4 x 2^18 bits
/// in the four SPRAMs, Cuckoo f = 8 in 2^10 buckets (8 block RAMs, one op
/// at a time), one shared mixer; with the link's 4 block RAMs, 12 of the
/// UP5K's 30. The pipelined engines of [`AlchitryCuCore`] do not fit beside
/// the link in the UP5K's 5,280 logic cells (docs/boards.md).
pub type IcebreakerCore = SerialBoardCore<
    { ICEBREAKER.engines.bloom_banks as usize },
    { ICEBREAKER.engines.cuckoo_fp_bits as usize },
    { 4 * ICEBREAKER.engines.cuckoo_fp_bits as usize },
    { ICEBREAKER.engines.cuckoo_bucket_bits as usize },
>;

// What the platforms say and what the tops can build agree.
const _: () = {
    use hwfilter_toolchain::platform::BloomMemory;
    assert!(matches!(
        ALCHITRY_CU.engines.bloom_memory,
        BloomMemory::BlockRam
    ));
    assert!(ALCHITRY_CU.engines.cuckoo_pipelined);
    assert!(matches!(
        ICEBREAKER.engines.bloom_memory,
        BloomMemory::Spram
    ));
    assert!(!ICEBREAKER.engines.cuckoo_pipelined);
    assert!(
        ICEBREAKER.engines.bloom_bank_addr_bits == crate::bloom_spram_engine::SPRAM_BANK_ADDR_BITS
    );
    assert!(ALCHITRY_CU.engines.cuckoo_max_kicks == BOARD_MAX_KICKS as u32);
    assert!(ICEBREAKER.engines.cuckoo_max_kicks == BOARD_MAX_KICKS as u32);
};

/// Block RAMs the link takes: two 512-byte frame buffers and the reply
/// cache (two SB_RAM40_4K).
pub const LINK_BLOCK_RAMS: u64 = 4;

/// SB_RAM40_4K block RAMs (4096 bits each) a `BoardCore<K, A, F, _, B, _>`
/// needs: `K` Bloom banks of `2^A` bits (one-bit words, which yosys packs
/// 16 to a 256 x 16 block with bit-masked writes, so whole 4096-bit
/// blocks), two Cuckoo banks of `2^(B-1)` words of `4F` bits
/// ([`wide_ram_blocks`]), and the link's [`LINK_BLOCK_RAMS`]. (yosys
/// builds a bank of only a few words, such as the Cuckoo banks at B = 2,
/// from logic instead.)
pub const fn board_block_rams(k: u32, a: u32, f: u32, b: u32) -> u64 {
    let bloom = k as u64 * (1u64 << a).div_ceil(4096);
    let cuckoo = 2 * wide_ram_blocks(1u64 << (b - 1), 4 * f as u64);
    bloom + cuckoo + LINK_BLOCK_RAMS
}

/// SB_RAM40_4K block RAMs a `BloomOnlyCore<K, A>` needs: `K` Bloom banks
/// of `2^A` bits and the link's [`LINK_BLOCK_RAMS`].
pub const fn bloom_only_block_rams(k: u32, a: u32) -> u64 {
    k as u64 * (1u64 << a).div_ceil(4096) + LINK_BLOCK_RAMS
}

/// Banks of `2^a` bits that fit in the block RAMs a device has beside the
/// link: the most a Bloom-only build can have (at most the engine's 8).
pub const fn bloom_only_max_banks(device_block_rams: u32, a: u32) -> u32 {
    let per_bank = (1u64 << a).div_ceil(4096);
    let banks = (device_block_rams as u64 - LINK_BLOCK_RAMS) / per_bank;
    if banks > 8 { 8 } else { banks as u32 }
}

/// SB_RAM40_4K blocks for a memory of `depth` words of `width` bits, where
/// `width` is wider than a block's widest port (16): yosys 0.23 tiles it
/// with the cheapest of the block's shapes, 256 x 16, 512 x 8, 1024 x 4
/// and 2048 x 2. A shallow, wide memory costs more than its bits: 128
/// words of 48 bits (6,144 bits) take 3 blocks of 256 x 16, not 2.
pub const fn wide_ram_blocks(depth: u64, width: u64) -> u64 {
    cheapest_tiling(&[(256, 16), (512, 8), (1024, 4), (2048, 2)], depth, width)
}

/// Blocks for a memory of `depth` words of `width` bits tiled with the
/// cheapest of a block RAM's `shapes` (words, bits), as yosys picks.
const fn cheapest_tiling(shapes: &[(u64, u64)], depth: u64, width: u64) -> u64 {
    let mut best = u64::MAX;
    let mut i = 0;
    while i < shapes.len() {
        let (d, w) = shapes[i];
        let n = width.div_ceil(w) * depth.div_ceil(d);
        if n < best {
            best = n;
        }
        i += 1;
    }
    best
}

/// DP16KD block RAMs (ECP5, 18 kbit) the link takes as yosys `synth_ecp5`
/// maps it: its frame buffers and reply cache fit two.
pub const ECP5_LINK_BLOCK_RAMS: u64 = 2;

/// DP16KD blocks for a memory of `depth` words of `width` bits: yosys
/// tiles it with the cheapest of the block's shapes, 16384 x 1, 8192 x 2,
/// 4096 x 4, 2048 x 9, 1024 x 18 and 512 x 36.
pub const fn dp16kd_blocks(depth: u64, width: u64) -> u64 {
    cheapest_tiling(
        &[
            (16384, 1),
            (8192, 2),
            (4096, 4),
            (2048, 9),
            (1024, 18),
            (512, 36),
        ],
        depth,
        width,
    )
}

/// DP16KD block RAMs an ECP5 `BoardCore<K, A, F, _, B, _>` needs: `K`
/// Bloom banks of `2^A` bits (16384 x 1 blocks), two Cuckoo banks of
/// `2^(B-1)` words of `4F` bits ([`dp16kd_blocks`]) and the link's
/// [`ECP5_LINK_BLOCK_RAMS`].
pub const fn ecp5_board_block_rams(k: u32, a: u32, f: u32, b: u32) -> u64 {
    let bloom = k as u64 * (1u64 << a).div_ceil(16_384);
    let cuckoo = 2 * dp16kd_blocks(1u64 << (b - 1), 4 * f as u64);
    bloom + cuckoo + ECP5_LINK_BLOCK_RAMS
}

/// DP16KD block RAMs an ECP5 [`SdramBoardCore`]`<_, _, F, _, B, _>` needs:
/// the Cuckoo filter's and the link's, as [`ecp5_board_block_rams`]
/// counts them; the Bloom filter is in the SDRAM, its engine in logic.
pub const fn ecp5_sdram_board_block_rams(f: u32, b: u32) -> u64 {
    ecp5_board_block_rams(0, 0, f, b)
}

// The ECP5 boards' engines fit their parts' block RAM.
const _: () = {
    let mut i = 0;
    while i < ECP5_PLATFORMS.len() {
        let p = ECP5_PLATFORMS[i];
        let e = &p.engines;
        assert!(
            ecp5_board_block_rams(
                e.bloom_banks,
                e.bloom_bank_addr_bits,
                e.cuckoo_fp_bits,
                e.cuckoo_bucket_bits
            ) <= p.device.brams() as u64
        );
        i += 1;
    }
};

impl<
    const K: usize,
    const A: usize,
    const F: usize,
    const W: usize,
    const B: usize,
    const BA: usize,
> BoardCore<K, A, F, W, B, BA>
{
    /// SB_RAM40_4K block RAMs this geometry needs ([`board_block_rams`]).
    pub const BLOCK_RAMS: u64 = board_block_rams(K as u32, A as u32, F as u32, B as u32);
}

/// SB_RAM40_4K block RAMs a `SerialBoardCore<K, F, _, B>` needs: its
/// Bloom filter is in SPRAM, its Cuckoo filter one bank of `2^B` words of
/// `4F` bits ([`wide_ram_blocks`]), and the link's [`LINK_BLOCK_RAMS`].
pub const fn serial_board_block_rams(f: u32, b: u32) -> u64 {
    wide_ram_blocks(1u64 << b, 4 * f as u64) + LINK_BLOCK_RAMS
}

impl<const K: usize, const F: usize, const W: usize, const B: usize> SerialBoardCore<K, F, W, B> {
    /// SB_RAM40_4K block RAMs this geometry needs ([`serial_board_block_rams`]).
    pub const BLOCK_RAMS: u64 = serial_board_block_rams(F as u32, B as u32);
    /// SB_SPRAM256KA: one per Bloom bank.
    pub const SPRAMS: u64 = K as u64;
}

pub(crate) fn verilog_of<T: rust_hdl::prelude::Block>(mut top: T, module: &str) -> String {
    use rust_hdl::prelude::*;
    top.connect_all();
    crate::verilog::rename_top(&generate_verilog(&top), module)
}

/// Verilog of the Alchitry Cu core, top module named `module`.
pub fn alchitry_cu_core_verilog(module: &str) -> String {
    verilog_of(AlchitryCuCore::new(ALCHITRY_CU.clock_hz), module)
}

/// The Alchitry Cu's engines with a counting Bloom filter in the plain
/// one's block RAMs: 4 x 2^12 4-bit counters (16 block RAMs, 1,556 keys at
/// 1%, docs/counting.md), the same Cuckoo filter.
pub type AlchitryCuCountingCore = CountingBoardCore<
    { ALCHITRY_CU.engines.bloom_banks as usize },
    { ALCHITRY_CU.engines.bloom_bank_addr_bits as usize - 2 },
    { ALCHITRY_CU.engines.cuckoo_fp_bits as usize },
    { 4 * ALCHITRY_CU.engines.cuckoo_fp_bits as usize },
    { ALCHITRY_CU.engines.cuckoo_bucket_bits as usize },
    { ALCHITRY_CU.engines.cuckoo_bucket_bits as usize - 1 },
>;

/// Verilog of the Alchitry Cu core with a counting Bloom filter
/// ([`AlchitryCuCountingCore`]), top module named `module`.
pub fn alchitry_cu_counting_core_verilog(module: &str) -> String {
    verilog_of(AlchitryCuCountingCore::new(ALCHITRY_CU.clock_hz), module)
}

/// The Alchitry Cu's Bloom-only engines: as many banks of the default's
/// 2^14 bits as its block RAMs hold beside the link, (32 - 4) / 4 = 7:
/// 11,955 keys at 1%, 99.9% of the bits / 9.585 optimum, where the two
/// filters' build has 4 banks (6,227 keys) and a Cuckoo filter.
pub type AlchitryCuBloomOnlyCore = BloomOnlyCore<
    { ALCHITRY_CU.engines.bloom_only_banks.unwrap() as usize },
    { ALCHITRY_CU.engines.bloom_bank_addr_bits as usize },
>;

// The platform's Bloom-only banks are what the block RAMs hold.
const _: () = assert!(
    ALCHITRY_CU.engines.bloom_only_banks.unwrap()
        == bloom_only_max_banks(
            ALCHITRY_CU.device.brams(),
            ALCHITRY_CU.engines.bloom_bank_addr_bits
        )
);

/// Verilog of the Alchitry Cu's Bloom-only core ([`AlchitryCuBloomOnlyCore`]),
/// top module named `module`.
pub fn alchitry_cu_bloom_only_core_verilog(module: &str) -> String {
    verilog_of(AlchitryCuBloomOnlyCore::new(ALCHITRY_CU.clock_hz), module)
}

/// Verilog of the iCEBreaker core ([`IcebreakerCore`]), top module named
/// `module`.
pub fn icebreaker_core_verilog(module: &str) -> String {
    verilog_of(
        IcebreakerCore::new(ICEBREAKER.clock_hz, ICEBREAKER.engines.bloom_fill_counted),
        module,
    )
}

/// Verilog of the complete Alchitry Cu top, top module named `module`, its
/// Cuckoo filter evicting at most `max_kicks` times per insert
/// ([`BOARD_MAX_KICKS`] by default); its ports are the names
/// `constraints/alchitry_cu.pcf` places.
pub fn alchitry_cu_top_verilog(module: &str, max_kicks: u16) -> String {
    verilog_of(AlchitryCuTop::with_max_kicks(max_kicks), module)
}

/// Verilog of the complete Alchitry Cu top with a counting Bloom filter
/// ([`AlchitryCuCountingTop`]), as [`alchitry_cu_top_verilog`]; the same
/// pins.
pub fn alchitry_cu_counting_top_verilog(module: &str, max_kicks: u16) -> String {
    verilog_of(AlchitryCuCountingTop::with_max_kicks(max_kicks), module)
}

/// Verilog of the complete Alchitry Cu top with a Bloom filter alone
/// ([`AlchitryCuBloomOnlyTop`]); the same pins. It has no Cuckoo filter, so
/// no eviction bound.
pub fn alchitry_cu_bloom_only_top_verilog(module: &str) -> String {
    verilog_of(AlchitryCuBloomOnlyTop::new(), module)
}

/// Verilog of the complete iCEBreaker top, as [`alchitry_cu_top_verilog`];
/// its ports are the names `constraints/icebreaker.pcf` places.
pub fn icebreaker_top_verilog(module: &str, max_kicks: u16) -> String {
    verilog_of(IcebreakerTop::with_max_kicks(max_kicks), module)
}

/// Verilog of the iCEBreaker's counting core (`SpramCountingCore<4>`:
/// 4 x 2^16 counters in its SPRAMs, no Cuckoo filter), top module named
/// `module`.
pub fn icebreaker_counting_core_verilog(module: &str) -> String {
    verilog_of(SpramCountingCore::<4>::new(ICEBREAKER.clock_hz), module)
}

/// Verilog of the complete iCEBreaker counting top
/// ([`IcebreakerCountingTop`]), as [`icebreaker_top_verilog`]; the same
/// pins, and no Cuckoo filter (so no eviction bound).
pub fn icebreaker_counting_top_verilog(module: &str) -> String {
    verilog_of(IcebreakerCountingTop::new(), module)
}

/// As [`alchitry_cu_top_verilog`], with the engines of
/// `BoardCore<K, A, F, W, B, BA>` (same ports, clock and baud divider).
pub fn alchitry_cu_top_of_verilog<
    const K: usize,
    const A: usize,
    const F: usize,
    const W: usize,
    const B: usize,
    const BA: usize,
>(
    module: &str,
    max_kicks: u16,
) -> String {
    verilog_of(
        AlchitryCuTopOf::<K, A, F, W, B, BA>::with_max_kicks(max_kicks),
        module,
    )
}

/// As [`icebreaker_top_verilog`], with the Cuckoo filter of
/// `SerialBoardCore<4, F, W, B>` (same ports, clock and baud divider).
pub fn icebreaker_top_of_verilog<const F: usize, const W: usize, const B: usize>(
    module: &str,
    max_kicks: u16,
) -> String {
    verilog_of(
        IcebreakerTopOf::<F, W, B>::with_max_kicks(max_kicks),
        module,
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The Cuckoo eviction bound a top is built with reaches INFO and the
    /// engine: the two tops differ, and only where the bound is written.
    #[test]
    fn max_kicks_reaches_info_and_the_engine() {
        let clock = ALCHITRY_CU.clock_hz;
        assert_eq!(AlchitryCuCore::info(clock, 100).cuckoo_max_kicks, 100);
        assert_eq!(AlchitryCuCountingCore::info(clock, 7).cuckoo_max_kicks, 7);
        let (a, b) = (
            alchitry_cu_top_verilog("t", 100),
            alchitry_cu_top_verilog("t", BOARD_MAX_KICKS),
        );
        let differing = a.lines().zip(b.lines()).filter(|(x, y)| x != y).count();
        assert_eq!(a.lines().count(), b.lines().count());
        assert!((1..=8).contains(&differing), "{differing} lines differ");
    }

    /// What yosys `synth_ecp5` mapped for the ULX3S tops (24 DP16KD on the
    /// 12F, 206 on the 85F: tests/tests/cli_synth.rs, docs/boards.md).
    #[test]
    fn ecp5_block_ram_budget() {
        assert_eq!(dp16kd_blocks(1024, 48), 3);
        assert_eq!(dp16kd_blocks(4096, 48), 12);
        assert_eq!(ecp5_board_block_rams(4, 16, 12, 11), 24);
        assert_eq!(ecp5_board_block_rams(6, 19, 12, 12), 206);
    }

    #[test]
    fn block_ram_budget() {
        // Bloom 16 + Cuckoo 2 x 6 + link 4.
        assert_eq!(board_block_rams(4, 14, 12, 10), 32);
        // Bloom 16 + Cuckoo 2 x 4 + link 4.
        assert_eq!(board_block_rams(4, 14, 8, 10), 28);
        // Bloom 4 x 2 + Cuckoo 2 x 8 + link 4.
        assert_eq!(board_block_rams(4, 13, 8, 11), 28);
        // Shallow Cuckoo banks: 128 words of 48 bits are 3 blocks of
        // 256 x 16 each (the smallest Alchitry Cu top as placed: 14), and
        // 128 words of 32 bits are 2.
        assert_eq!(board_block_rams(4, 12, 12, 8), 4 + 2 * 3 + 4);
        assert_eq!(board_block_rams(4, 12, 8, 8), 4 + 2 * 2 + 4);
        assert_eq!(wide_ram_blocks(512, 64), 8);
        // Bloom-only: 7 banks of 4 blocks beside the link's 4.
        assert_eq!(bloom_only_max_banks(32, 14), 7);
        assert_eq!(bloom_only_block_rams(7, 14), 32);
        assert_eq!(bloom_only_max_banks(32, 12), 8);
        assert_eq!(wide_ram_blocks(4096, 32), 32);
    }
}
