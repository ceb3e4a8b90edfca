//! # hwfilter-host
//!
//! The host side of hwfilter, as a library: the `hwfilter` command line is
//! a thin layer over it ([`cli`]), so other tools (CI jobs, notebooks, a
//! future GUI) get the same operations and measurements as typed values
//! instead of scraping text.
//!
//! - [`transport`]: byte pipes to a board: a serial port, the simulated
//!   board on a pseudo-terminal (feature `verilator`), a model-backed fake,
//!   and a relay that injects line faults.
//! - [`client`]: the pipelined, fault-tolerant protocol client
//!   (`docs/protocol.md`): INSERT/QUERY/DELETE batches, DUMP/LOAD, INFO,
//!   STATS, COUNT, CLEAR.
//! - [`serve`]: `hwfilter serve`, the board behind Redis' protocol
//!   (RedisBloom's BF.* and CF.* commands) for many clients at once.
//! - [`guard`]: `hwfilter guard-demo`, the cache-penetration guard end to
//!   end (a Cuckoo filter on `serve` in front of redis-server and SQLite).
//! - [`fill`]: how full the Bloom filter is, over one board or a `serve`'s
//!   several: distinct keys estimated, live false-positive rate, capacity
//!   used, and when to rebuild.
//! - [`normalize`]: the key normalisations a filter can be filled with.
//! - [`snapshot`]: the snapshot file of `hwfilter dump` / `hwfilter load`.
//! - [`figures`]: docs/figures.json, the measured figures the docs quote,
//!   and the check that they quote it.
//! - [`bench`](mod@bench): throughput, false-positive rate and software
//!   speed of an engine, measured on the Verilated RTL (checked op by op
//!   against the reference model), on the model itself and on a software
//!   filter crate.
//! - [`cli`]: the `hwfilter` command line itself ([`cli::main`] is the
//!   binary's whole `main`): argument parsing, progress bars and report
//!   formatting over the modules above.
//!
//! Apart from [`cli`], the library never prints: long operations report
//! progress through callbacks ([`client::ClientEvent`],
//! [`bench::BenchEvent`]) and errors are typed.
//!
//! The simulated board and the RTL co-simulation need the `verilator`
//! feature (on by default). Without it the crate still builds, for machines
//! that only talk to a real board.

pub mod bench;
pub mod boards_table;
pub mod cli;
pub mod client;
pub mod figures;
pub mod fill;
pub mod guard;
pub mod normalize;
pub mod serve;
pub mod snapshot;
pub mod transport;
