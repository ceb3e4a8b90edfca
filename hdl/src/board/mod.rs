//! Board tops: both engines behind the serial link (docs/protocol.md).
//!
//! - [`BoardCore`]: UART, framing, dispatcher and both engines; the
//!   simulated board Verilates it with the Alchitry Cu sizes.
//! - [`PowerOnReset`]: the tops' reset after configuration and from the button.

pub mod core;
pub mod por;

pub use self::core::{BOARD_MAX_KICKS, BoardCore};
pub use self::por::{POR_CYCLES, PowerOnReset};

/// The Alchitry Cu's engines: Bloom 4 x 2^14 bits (16 block RAMs), Cuckoo
/// f = 12 in 2^10 buckets (12 block RAMs); the link takes the other 4.
pub type AlchitryCuCore = BoardCore<4, 14, 12, 48, 10, 9>;
/// Alchitry Cu system clock.
pub const ALCHITRY_CU_HZ: u32 = 100_000_000;
/// 100 MHz / 33 = 3.03 Mbaud: 1% from a 3 Mbaud host, inside 8N1's margin.
pub const ALCHITRY_CU_BAUD_DIV: u16 = 33;

/// Verilog of the Alchitry Cu core, top module named `module`.
pub fn alchitry_cu_core_verilog(module: &str) -> String {
    use rust_hdl::prelude::*;
    let mut core = AlchitryCuCore::new(ALCHITRY_CU_HZ);
    core.connect_all();
    crate::verilog::rename_top(&generate_verilog(&core), module)
}
