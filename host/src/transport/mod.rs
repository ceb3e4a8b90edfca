//! Byte transports between the host and a board.
//!
//! ```text
//!   Client ──► Transport::write ──► line ──► board
//!   Client ◄── Transport::read  ◄── line ◄── board
//! ```
//!
//! A [`Transport`] moves raw line bytes (COBS frames and delimiters) and
//! knows nothing of the protocol: the [`Client`](crate::client::Client)
//! frames, sequences and retries. Implementations:
//!
//! - [`SerialTransport`]: a serial port (`/dev/ttyUSB0`, or any TTY such as
//!   a pseudo-terminal), through the `serialport` crate.
//! - [`SimTransport`] (feature `verilator`): an in-process simulated board
//!   served on a pseudo-terminal and opened through [`SerialTransport`], so
//!   the same bytes cross a real TTY into the Verilated board.
//! - [`FakeTransport`]: the board model ([`BoardModel`](hwfilter_model::board::BoardModel))
//!   answering synchronously, optionally with BUSY replies and restarts
//!   injected; for fast tests without Verilator.
//! - [`FaultyTransport`]: a relay around any transport that drops, flips,
//!   duplicates and inserts bytes in both directions.
//!
//! A PCIe DMA character device (LitePCIe, Xilinx XDMA) fits the same trait:
//! `docs/pcie.md` describes that design.

mod fake;
mod faults;
mod serial;
#[cfg(feature = "verilator")]
mod sim;

pub use fake::{FakeConfig, FakeTransport};
pub use faults::{FaultConfig, FaultCounters, FaultyTransport};
pub use serial::{SYSFS_USB_SERIAL, SerialTransport, ftdi_latency_ms, latency_note};
#[cfg(feature = "verilator")]
pub use sim::SimTransport;

use std::time::Duration;

use thiserror::Error;

/// Why a transport could not open, read or write.
#[derive(Debug, Error)]
pub enum TransportError {
    /// The device path does not exist.
    #[error(
        "serial port {path} does not exist: is the board plugged in? (list ports with `ls /dev/ttyUSB* /dev/ttyACM*`)"
    )]
    NotFound { path: String },
    /// The device exists but this user may not open it.
    #[error(
        "permission denied on {path}: add yourself to the group that owns it (`sudo usermod -aG dialout $USER`, then log in again)"
    )]
    PermissionDenied { path: String },
    /// Another program holds the port exclusively.
    #[error(
        "serial port {path} is busy: another program (a terminal, another hwfilter) has it open; if it is `hwfilter serve`, send the command through it instead: `hwfilter --server 127.0.0.1:6380 ...` (the address serve printed; or export HWFILTER_SERVER), or redis-cli -p 6380"
    )]
    Busy { path: String },
    /// Any other failure to open or configure the port.
    #[error("cannot open serial port {path}")]
    Open {
        path: String,
        #[source]
        source: serialport::Error,
    },
    /// A read or write failed on an open transport.
    #[error("I/O error on {name}")]
    Io {
        name: String,
        #[source]
        source: std::io::Error,
    },
    /// The simulated board could not start or stopped.
    #[error("the simulated board failed: {0}")]
    Sim(String),
}

/// Line counters a transport that sees the board's clock can report (the
/// simulated board): how busy the line was, in clock cycles.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct LineCounters {
    /// Board clock cycles simulated so far.
    pub cycles: u64,
    /// Bytes the board received.
    pub bytes_to_board: u64,
    /// Bytes the board sent.
    pub bytes_from_board: u64,
    /// Clock cycles per UART bit.
    pub baud_div: u32,
}

/// A byte pipe to a board. Serial lines have no end of file: a read returns
/// what arrived within its timeout, possibly nothing.
pub trait Transport: Send {
    /// Writes all of `bytes` to the line.
    fn write_all(&mut self, bytes: &[u8]) -> Result<(), TransportError>;

    /// Reads what arrives within `timeout` into `buf`; `Ok(0)` means
    /// nothing arrived in that time.
    fn read(&mut self, buf: &mut [u8], timeout: Duration) -> Result<usize, TransportError>;

    /// Drops bytes received but not read yet.
    fn discard_input(&mut self) -> Result<(), TransportError>;

    /// What this transport talks to, for messages (`/dev/ttyUSB0 at 3000000 baud`).
    fn name(&self) -> String;

    /// Line counters in board clock cycles, where the transport knows them.
    fn line_counters(&self) -> Option<LineCounters> {
        None
    }
}

impl<T: Transport + ?Sized> Transport for Box<T> {
    fn write_all(&mut self, bytes: &[u8]) -> Result<(), TransportError> {
        (**self).write_all(bytes)
    }
    fn read(&mut self, buf: &mut [u8], timeout: Duration) -> Result<usize, TransportError> {
        (**self).read(buf, timeout)
    }
    fn discard_input(&mut self) -> Result<(), TransportError> {
        (**self).discard_input()
    }
    fn name(&self) -> String {
        (**self).name()
    }
    fn line_counters(&self) -> Option<LineCounters> {
        (**self).line_counters()
    }
}
