//! Prints the Verilog of a Bloom engine geometry.
//! `cargo run -p hwfilter-hdl --example bloom_verilog -- BANKS ADDR_BITS [MODULE]`
fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let parse = |i: usize, d: u32| args.get(i).map_or(Ok(d), |s| s.parse::<u32>());
    let (Ok(k), Ok(a)) = (parse(0, 4), parse(1, 12)) else {
        eprintln!("usage: bloom_verilog BANKS ADDR_BITS [MODULE]");
        std::process::exit(2);
    };
    let cfg = match hwfilter_hdl::BloomConfig::new(k, a) {
        Ok(c) => c,
        Err(e) => {
            eprintln!("error: {e}");
            std::process::exit(2);
        }
    };
    let name = args.get(2).cloned().unwrap_or_else(|| cfg.module_name());
    match cfg.verilog(&name) {
        Ok(v) => print!("{v}"),
        Err(e) => {
            eprintln!("error: {e}");
            std::process::exit(2);
        }
    }
}
