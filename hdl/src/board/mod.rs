//! Board tops: both engines behind the serial link (docs/protocol.md,
//! docs/boards.md).
//!
//! - [`BoardCore`]: UART, framing, dispatcher and both engines; the
//!   simulated board Verilates it with the Alchitry Cu sizes.
//! - [`AlchitryCuTop`]: the Alchitry Cu (iCE40-HX8K), `constraints/alchitry_cu.pcf`.
//! - [`IcebreakerTop`]: the iCEBreaker (iCE40-UP5K), `constraints/icebreaker.pcf`.
//! - [`PowerOnReset`]: the tops' reset after configuration and from the button.

pub mod alchitry_cu;
pub mod core;
pub mod icebreaker;
pub mod por;

pub use self::alchitry_cu::AlchitryCuTop;
pub use self::core::{BOARD_MAX_KICKS, BoardCore};
pub use self::icebreaker::IcebreakerTop;
pub use self::por::{POR_CYCLES, PowerOnReset};

/// The Alchitry Cu's engines: Bloom 4 x 2^14 bits (16 block RAMs), Cuckoo
/// f = 12 in 2^10 buckets (12 block RAMs); the link takes the other 4.
pub type AlchitryCuCore = BoardCore<4, 14, 12, 48, 10, 9>;
/// Alchitry Cu system clock.
pub const ALCHITRY_CU_HZ: u32 = 100_000_000;
/// 100 MHz / 33 = 3.03 Mbaud: 1% from a 3 Mbaud host, inside 8N1's margin.
pub const ALCHITRY_CU_BAUD_DIV: u16 = 33;

/// The iCEBreaker's engines: Bloom 4 x 2^14 bits (16 block RAMs), Cuckoo
/// f = 8 in 2^10 buckets (8 block RAMs); with the link's 4, 28 of the UP5K's
/// 30. The logic does not fit the UP5K's 5,280 logic cells yet: the top
/// needs about 7,100, and the smallest geometry the engines support still
/// needs about 6,300 (docs/boards.md).
pub type IcebreakerCore = BoardCore<4, 14, 8, 32, 10, 9>;
/// iCEBreaker system clock: the 12 MHz oscillator, no PLL.
pub const ICEBREAKER_HZ: u32 = 12_000_000;
/// 12 MHz / 4 = 3 Mbaud exactly (4 is the UART's smallest divider).
pub const ICEBREAKER_BAUD_DIV: u16 = 4;

fn verilog_of<T: rust_hdl::prelude::Block>(mut top: T, module: &str) -> String {
    use rust_hdl::prelude::*;
    top.connect_all();
    crate::verilog::rename_top(&generate_verilog(&top), module)
}

/// Verilog of the Alchitry Cu core, top module named `module`.
pub fn alchitry_cu_core_verilog(module: &str) -> String {
    verilog_of(AlchitryCuCore::new(ALCHITRY_CU_HZ), module)
}

/// Verilog of the complete Alchitry Cu top, top module named `module`; its
/// ports are the names `constraints/alchitry_cu.pcf` places.
pub fn alchitry_cu_top_verilog(module: &str) -> String {
    verilog_of(AlchitryCuTop::new(), module)
}

/// Verilog of the complete iCEBreaker top, top module named `module`; its
/// ports are the names `constraints/icebreaker.pcf` places.
pub fn icebreaker_top_verilog(module: &str) -> String {
    verilog_of(IcebreakerTop::new(), module)
}
