//! `hwfilter-e2e`: the `hwfilter` command line, built in this package so
//! that its tests can run it (`env!("CARGO_BIN_EXE_hwfilter-e2e")`). Like
//! the `hwfilter` binary, it is nothing but [`hwfilter_host::cli::main`].

fn main() -> std::process::ExitCode {
    hwfilter_host::cli::main()
}
