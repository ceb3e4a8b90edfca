//! The simulated board, in process, behind a real pseudo-terminal.

use std::sync::atomic::Ordering;
use std::time::Duration;

use hwfilter_sim::pty::PtyBoard;

use super::{LineCounters, SerialTransport, Transport, TransportError};

/// A Verilated board served on a pseudo-terminal ([`PtyBoard`]) and opened
/// through [`SerialTransport`]: the client's bytes cross a TTY and the
/// board's UART pins exactly as with `hwfilter serve-sim` or a real board.
/// The board stops when this is dropped.
#[derive(Debug)]
pub struct SimTransport {
    // Declared first so the port closes before the board stops.
    serial: SerialTransport,
    board: PtyBoard,
    div: u16,
}

impl SimTransport {
    /// Starts a freshly reset simulated board at `div` clock cycles per
    /// UART bit ([`hwfilter_sim::board::BAUD_DIV_FAST`] for speed,
    /// [`hwfilter_sim::board::BAUD_DIV_BOARD`] for the real 12 Mbaud timing)
    /// and opens it.
    pub fn spawn(div: u16) -> Result<Self, TransportError> {
        let board = PtyBoard::spawn(div).map_err(|e| TransportError::Sim(e.to_string()))?;
        // The PTY ignores the baud rate; the board's divider sets the pace.
        let serial = SerialTransport::open(board.path(), hwfilter_hdl::board::ALCHITRY_CU.baud())?;
        Ok(SimTransport { serial, board, div })
    }

    /// The pseudo-terminal's path.
    pub fn path(&self) -> &str {
        self.board.path()
    }

    /// Power-cycles the simulated board behind the same port
    /// ([`PtyBoard::restart`]): its filters empty and its boot epoch
    /// changes, so a [`Client`](crate::client::Client) on this transport
    /// reports [`BoardRestarted`](crate::client::ClientError::BoardRestarted).
    pub fn restart_board(&self) {
        self.board.restart();
    }

    fn check_running(&self) -> Result<(), TransportError> {
        if self.board.is_running() {
            Ok(())
        } else {
            Err(TransportError::Sim("the simulation thread stopped".into()))
        }
    }
}

impl Transport for SimTransport {
    fn write_all(&mut self, bytes: &[u8]) -> Result<(), TransportError> {
        self.check_running()?;
        self.serial.write_all(bytes)
    }

    fn read(&mut self, buf: &mut [u8], timeout: Duration) -> Result<usize, TransportError> {
        let n = self.serial.read(buf, timeout)?;
        if n == 0 {
            self.check_running()?;
        }
        Ok(n)
    }

    fn discard_input(&mut self) -> Result<(), TransportError> {
        self.serial.discard_input()
    }

    fn name(&self) -> String {
        format!("simulated board on {}", self.board.path())
    }

    fn line_counters(&self) -> Option<LineCounters> {
        let s = self.board.stats();
        Some(LineCounters {
            cycles: s.cycles.load(Ordering::Relaxed),
            bytes_to_board: s.bytes_in.load(Ordering::Relaxed),
            bytes_from_board: s.bytes_out.load(Ordering::Relaxed),
            baud_div: self.div as u32,
        })
    }
}
