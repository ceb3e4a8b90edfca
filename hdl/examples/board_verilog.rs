//! Prints the Verilog of the Alchitry Cu board core (the simulated board).
//!
//! `cargo run -p hwfilter-hdl --example board_verilog > board_cu.v`
fn main() {
    print!(
        "{}",
        hwfilter_hdl::board::alchitry_cu_core_verilog("board_cu")
    );
}
