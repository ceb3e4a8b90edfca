//! # hwfilter-host
//!
//! The host side of hwfilter, as a library: the `hwfilter` binary is a thin
//! command line over it, so other tools (CI jobs, notebooks, a future GUI)
//! get the same measurements as typed values instead of scraping text.
//!
//! - [`bench`](mod@bench): throughput, false-positive rate and software speed of an
//!   engine, measured on the Verilated RTL (checked op by op against the
//!   reference model), on the model itself and on a software filter crate
//!   (`fastbloom` for the Bloom engine, `cuckoofilter` for the Cuckoo
//!   engine).
//!
//! The library never prints: long operations report progress through a
//! callback ([`bench::BenchEvent`]) and errors are typed
//! ([`bench::BenchError`]).
//!
//! The RTL co-simulation needs the `verilator` feature (on by default).
//! Without it the crate still builds, for machines that only talk to a real
//! board, and [`bench::run_bloom`] and [`bench::run_cuckoo`] return
//! [`bench::BenchError::NoVerilator`].

pub mod bench;
