//! Prints the Verilog of a Cuckoo engine geometry.
//! `cargo run -p hwfilter-hdl --example cuckoo_verilog -- FP_BITS BUCKET_BITS [MAX_KICKS [MODULE]]`
fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let parse = |i: usize, d: u32| args.get(i).map_or(Ok(d), |s| s.parse::<u32>());
    let (Ok(f), Ok(b), Ok(k)) = (parse(0, 12), parse(1, 10), parse(2, 500)) else {
        eprintln!("usage: cuckoo_verilog FP_BITS BUCKET_BITS [MAX_KICKS [MODULE]]");
        std::process::exit(2);
    };
    let cfg = match hwfilter_hdl::CuckooConfig::new(f, b, k) {
        Ok(c) => c,
        Err(e) => {
            eprintln!("error: {e}");
            std::process::exit(2);
        }
    };
    let name = args.get(3).cloned().unwrap_or_else(|| cfg.module_name());
    match cfg.verilog(&name) {
        Ok(v) => print!("{v}"),
        Err(e) => {
            eprintln!("error: {e}");
            std::process::exit(2);
        }
    }
}
