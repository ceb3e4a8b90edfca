//! `hwfilter`: the command line over the `hwfilter_host` library. The whole
//! program is [`hwfilter_host::cli::main`], so that the end-to-end tests
//! (`tests/` at the workspace root) can build and run the same code.

fn main() -> std::process::ExitCode {
    hwfilter_host::cli::main()
}
