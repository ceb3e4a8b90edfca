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
//!
//! ## Boot epoch
//!
//! The board's boot epoch is its cycle counter at the first start bit after
//! reset: on hardware, the time between power-on and the first byte makes
//! it differ from one power-up to the next, which is how a host notices
//! that a board lost its filters. A simulated clock that only runs while
//! there is work would give the same epoch at every start, so each start
//! (and each [`PtyBoard::restart`]) first idles a random number of cycles
//! ([`power_on_idle_cycles`], up to [`MAX_POWER_ON_IDLE`]), never the
//! same number twice in a row.

use std::io::{Read, Write};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::thread::JoinHandle;
use std::time::Duration;

use serialport::{SerialPort, TTYPort};

use crate::board::{BoardPorts, SimBoard, TxFramingError};
use crate::models::VlBoardCu;

/// Cycles the bridge keeps simulating after the last byte in or out.
pub const GRACE_CYCLES: u64 = 400_000;
/// Cycles simulated between two looks at the PTY.
const CHUNK: u64 = 2_000;
/// The most cycles a start idles before serving (about 4 ms of the
/// Alchitry Cu's 60 MHz clock; a few milliseconds of simulation).
pub const MAX_POWER_ON_IDLE: u64 = 1 << 18;

/// A random, even number of cycles below [`MAX_POWER_ON_IDLE`], other than
/// `previous`: how long a start idles before its first byte. Even, because
/// the epoch's bit 0 is forced to 1.
pub fn power_on_idle_cycles(previous: Option<u64>) -> u64 {
    use std::hash::{BuildHasher, Hasher};
    let mut salt = 0u64;
    loop {
        // RandomState is seeded from the OS per process and per call.
        let mut h = std::collections::hash_map::RandomState::new().build_hasher();
        h.write_u128(
            std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .map(|d| d.as_nanos())
                .unwrap_or(0),
        );
        h.write_u32(std::process::id());
        h.write_u64(salt);
        let idle = (h.finish() % MAX_POWER_ON_IDLE) & !1;
        if Some(idle) != previous {
            return idle;
        }
        salt += 1;
    }
}

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
    #[error("the simulated board did not finish booting in {0} cycles")]
    Boot(u64),
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
    restart: Arc<AtomicBool>,
    stats: Arc<BridgeStats>,
    thread: Option<JoinHandle<Result<(), PtyError>>>,
}

impl PtyBoard {
    /// Starts a freshly reset Alchitry Cu core at `div` cycles per UART bit.
    pub fn spawn(div: u16) -> Result<Self, PtyError> {
        Self::spawn_of::<VlBoardCu>(div)
    }

    /// Starts a freshly reset board core `P` at `div` cycles per UART bit,
    /// and returns once it has booted (the SDRAM core clears its memory
    /// first: about 18 million cycles for the whole 32 MB).
    pub fn spawn_of<P: BoardPorts + 'static>(div: u16) -> Result<Self, PtyError> {
        let (mut master, slave) = TTYPort::pair()?;
        let path = slave
            .name()
            .ok_or_else(|| std::io::Error::other("the pseudo-terminal has no name"))?;
        master.set_timeout(Duration::from_millis(50))?;
        let stop = Arc::new(AtomicBool::new(false));
        let restart = Arc::new(AtomicBool::new(false));
        let stats = Arc::new(BridgeStats::default());
        let (stop2, restart2, stats2) = (stop.clone(), restart.clone(), stats.clone());
        let (booted_tx, booted) = std::sync::mpsc::channel();
        let thread = std::thread::Builder::new()
            .name("hwfilter-sim-board".into())
            .spawn(move || {
                // The bridge keeps the slave open: without an open slave, reads
                // on the master fail whenever no client is connected.
                let _slave = slave;
                bridge::<P>(master, div, &stop2, &restart2, &stats2, booted_tx)
            })?;
        if booted.recv().is_err() {
            // The bridge ended before the board booted: its error says why.
            return Err(match thread.join() {
                Ok(Err(e)) => e,
                _ => PtyError::Panicked,
            });
        }
        Ok(PtyBoard {
            path,
            stop,
            restart,
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

    /// Power-cycles the board behind the same pseudo-terminal: its filters,
    /// counters and reply cache start empty and its boot epoch changes, as
    /// when a real board is unplugged and plugged back in. Bytes in flight
    /// are lost. Takes effect at the bridge's next look at the PTY.
    pub fn restart(&self) {
        self.restart.store(true, Ordering::Relaxed);
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

/// A freshly reset board that has booted ([`BoardPorts::booted`]) and
/// idled a random while since.
fn power_on<P: BoardPorts>(
    div: u16,
    previous_idle: Option<u64>,
) -> Result<(SimBoard<P>, u64), PtyError> {
    let mut board = SimBoard::<P>::of(div, 1);
    if board.run_until_booted()?.is_none() {
        return Err(PtyError::Boot(P::max_boot_cycles()));
    }
    let idle = power_on_idle_cycles(previous_idle);
    board.run(idle)?;
    Ok((board, idle))
}

fn bridge<P: BoardPorts>(
    mut master: TTYPort,
    div: u16,
    stop: &AtomicBool,
    restart: &AtomicBool,
    stats: &BridgeStats,
    booted: std::sync::mpsc::Sender<()>,
) -> Result<(), PtyError> {
    let mut buf = [0u8; 4096];
    let (mut board, mut idle) = power_on::<P>(div, None)?;
    stats.cycles.store(board.cycles(), Ordering::Relaxed);
    // The spawner may have given up waiting; serving goes on regardless.
    let _ = booted.send(());
    // Cycles of the boards before the last restart, so the stats count on.
    let mut cycles_before = 0u64;
    let mut active_until = 0u64;
    while !stop.load(Ordering::Relaxed) {
        if restart.swap(false, Ordering::Relaxed) {
            cycles_before += board.cycles();
            (board, idle) = power_on::<P>(div, Some(idle))?;
            active_until = 0;
        }
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
        stats
            .cycles
            .store(cycles_before + board.cycles(), Ordering::Relaxed);
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
