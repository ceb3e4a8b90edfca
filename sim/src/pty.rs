//! The simulated board behind a pseudo-terminal: any program that talks to
//! a serial port (the `hwfilter` CLI, `picocom`, a Python script) talks to
//! the Verilated board through the PTY's path, exactly as to `/dev/ttyUSB0`.
//!
//! ```text
//!  client ─► /dev/pts/N ─► PTY master ─► bridge thread ─► SimBoard.send ─► rx pin
//!  client ◄─ /dev/pts/N ◄─ PTY master ◄─ bridge thread ◄─ SimBoard.take_received ◄─ tx pin
//! ```
//!
//! The bridge simulates clock cycles only while there is work: bytes to
//! send, bytes coming back, or a grace period after the last activity (a
//! long Cuckoo kick chain keeps the board busy with a silent line). Idle,
//! it sleeps in a blocking read, so a resting simulated board costs no CPU.
//! The default divider is [`BAUD_DIV_FAST`](crate::board::BAUD_DIV_FAST):
//! the same RTL and bit-level UART, 4 cycles per bit where the board's
//! 12 Mbaud divider takes 5.

use std::io::{Read, Write};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::thread::JoinHandle;
use std::time::Duration;

use serialport::{SerialPort, TTYPort};

use crate::board::{SimBoard, TxFramingError};

/// Cycles the bridge keeps simulating after the last byte in or out.
pub const GRACE_CYCLES: u64 = 400_000;
/// Cycles simulated between two looks at the PTY.
const CHUNK: u64 = 2_000;

/// Why the simulated board could not start or stopped.
#[derive(Debug, thiserror::Error)]
pub enum PtyError {
    #[error("cannot create a pseudo-terminal: {0}")]
    Open(#[from] serialport::Error),
    #[error("pseudo-terminal I/O failed: {0}")]
    Io(#[from] std::io::Error),
    #[error(transparent)]
    Framing(#[from] TxFramingError),
    #[error("the bridge thread panicked")]
    Panicked,
}

/// Counters of a running bridge.
#[derive(Debug, Default)]
pub struct BridgeStats {
    pub cycles: AtomicU64,
    pub bytes_in: AtomicU64,
    pub bytes_out: AtomicU64,
}

/// A simulated board served on a pseudo-terminal until dropped.
#[derive(Debug)]
pub struct PtyBoard {
    path: String,
    stop: Arc<AtomicBool>,
    stats: Arc<BridgeStats>,
    thread: Option<JoinHandle<Result<(), PtyError>>>,
}

impl PtyBoard {
    /// Starts a freshly reset board at `div` cycles per UART bit.
    pub fn spawn(div: u16) -> Result<Self, PtyError> {
        let (mut master, slave) = TTYPort::pair()?;
        let path = slave
            .name()
            .ok_or_else(|| std::io::Error::other("the pseudo-terminal has no name"))?;
        master.set_timeout(Duration::from_millis(50))?;
        let stop = Arc::new(AtomicBool::new(false));
        let stats = Arc::new(BridgeStats::default());
        let (stop2, stats2) = (stop.clone(), stats.clone());
        let thread = std::thread::Builder::new()
            .name("hwfilter-sim-board".into())
            .spawn(move || {
                // The bridge keeps the slave open: without an open slave, reads
                // on the master fail whenever no client is connected.
                let _slave = slave;
                bridge(master, SimBoard::new(div, 1), &stop2, &stats2)
            })?;
        Ok(PtyBoard {
            path,
            stop,
            stats,
            thread: Some(thread),
        })
    }

    /// The path clients open (`/dev/pts/N`).
    pub fn path(&self) -> &str {
        &self.path
    }

    /// Cycles simulated and bytes moved so far.
    pub fn stats(&self) -> &BridgeStats {
        &self.stats
    }

    /// Whether the bridge is still serving.
    pub fn is_running(&self) -> bool {
        self.thread.as_ref().is_some_and(|t| !t.is_finished())
    }

    /// Stops the bridge and reports how it ended.
    pub fn stop(mut self) -> Result<(), PtyError> {
        self.shutdown()
    }

    fn shutdown(&mut self) -> Result<(), PtyError> {
        self.stop.store(true, Ordering::Relaxed);
        match self.thread.take() {
            Some(t) => t.join().map_err(|_| PtyError::Panicked)?,
            None => Ok(()),
        }
    }
}

impl Drop for PtyBoard {
    fn drop(&mut self) {
        let _ = self.shutdown();
    }
}

fn bridge(
    mut master: TTYPort,
    mut board: SimBoard,
    stop: &AtomicBool,
    stats: &BridgeStats,
) -> Result<(), PtyError> {
    let mut buf = [0u8; 4096];
    let mut active_until = 0u64;
    while !stop.load(Ordering::Relaxed) {
        let busy = board.cycles() < active_until || board.line_busy();
        // Block (up to the port timeout) only when the board has nothing to do.
        let waiting = master.bytes_to_read().unwrap_or(0) as usize;
        if waiting > 0 || !busy {
            let want = if busy {
                waiting.min(buf.len())
            } else {
                buf.len()
            };
            match master.read(&mut buf[..want.max(1)]) {
                Ok(n) if n > 0 => {
                    board.send(&buf[..n]);
                    stats.bytes_in.fetch_add(n as u64, Ordering::Relaxed);
                    active_until = board.cycles() + GRACE_CYCLES;
                }
                Ok(_) => {}
                Err(e) if e.kind() == std::io::ErrorKind::TimedOut => continue,
                Err(e) if e.kind() == std::io::ErrorKind::Interrupted => continue,
                Err(e) => return Err(e.into()),
            }
        }
        board.run(CHUNK)?;
        stats.cycles.store(board.cycles(), Ordering::Relaxed);
        let out = board.take_received();
        if !out.is_empty() {
            active_until = board.cycles() + GRACE_CYCLES;
            master.write_all(&out)?;
            stats
                .bytes_out
                .fetch_add(out.len() as u64, Ordering::Relaxed);
        }
    }
    Ok(())
}
