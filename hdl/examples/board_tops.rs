//! Prints the Verilog of a complete board top, ready for yosys with the
//! board's constraints file.
//!
//! `cargo run -p hwfilter-hdl --example board_tops -- alchitry_cu > alchitry_cu_top.v`
//! `cargo run -p hwfilter-hdl --example board_tops -- alchitry_cu_counting > alchitry_cu_counting_top.v`
//! `cargo run -p hwfilter-hdl --example board_tops -- icebreaker > icebreaker_top.v`
//! `cargo run -p hwfilter-hdl --example board_tops -- alchitry_cu_selftest > alchitry_cu_selftest_top.v`
//! `cargo run -p hwfilter-hdl --example board_tops -- icebreaker_selftest > icebreaker_selftest_top.v`
//! `cargo run -p hwfilter-hdl --example board_tops -- ulx3s_12f > ulx3s_12f_top.v` (and `ulx3s_85f`)
//!
//! The top module is named `<board>_top` unless a second argument names it.
use hwfilter_hdl::board::selftest::{alchitry_cu_selftest_verilog, icebreaker_selftest_verilog};
use hwfilter_hdl::board::{
    BOARD_MAX_KICKS, ULX3S_12F, ULX3S_85F, alchitry_cu_counting_top_verilog,
    alchitry_cu_top_verilog, icebreaker_top_verilog, ulx3s_top_verilog,
};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let board = args.first().map(String::as_str).unwrap_or("");
    let module = args
        .get(1)
        .cloned()
        .unwrap_or_else(|| format!("{board}_top"));
    let verilog = match board {
        "alchitry_cu" => alchitry_cu_top_verilog(&module, BOARD_MAX_KICKS),
        "alchitry_cu_counting" => alchitry_cu_counting_top_verilog(&module, BOARD_MAX_KICKS),
        "icebreaker" => icebreaker_top_verilog(&module, BOARD_MAX_KICKS),
        "alchitry_cu_selftest" => alchitry_cu_selftest_verilog(&module),
        "icebreaker_selftest" => icebreaker_selftest_verilog(&module),
        "ulx3s_12f" => ulx3s_top_verilog(&ULX3S_12F, &module, BOARD_MAX_KICKS),
        "ulx3s_85f" => ulx3s_top_verilog(&ULX3S_85F, &module, BOARD_MAX_KICKS),
        _ => {
            eprintln!(
                "usage: board_tops alchitry_cu|alchitry_cu_counting|icebreaker|alchitry_cu_selftest|icebreaker_selftest|ulx3s_12f|ulx3s_85f [MODULE]"
            );
            std::process::exit(2);
        }
    };
    print!("{verilog}");
}
