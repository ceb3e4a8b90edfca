//! A serial port: the FTDI UART of a real board, or any TTY.

use std::io::{Read, Write};
use std::time::Duration;

use serialport::{ClearBuffer, SerialPort};

use super::{Transport, TransportError};

/// A serial port at 8N1, opened exclusively (a second program opening the
/// same port gets [`TransportError::Busy`] instead of stealing bytes).
pub struct SerialTransport {
    port: Box<dyn SerialPort>,
    path: String,
    baud: u32,
    /// The read timeout last set on the port (setting it is a system call).
    timeout: Duration,
}

impl std::fmt::Debug for SerialTransport {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("SerialTransport")
            .field("path", &self.path)
            .field("baud", &self.baud)
            .finish()
    }
}

impl SerialTransport {
    /// Opens `path` at `baud` bits per second, 8N1, no flow control.
    ///
    /// A missing device, a permission problem and a port held by another
    /// program each get their own [`TransportError`] variant, whose message
    /// says what to do.
    pub fn open(path: &str, baud: u32) -> Result<Self, TransportError> {
        let timeout = Duration::from_millis(100);
        let port = serialport::new(path, baud)
            .timeout(timeout)
            .data_bits(serialport::DataBits::Eight)
            .parity(serialport::Parity::None)
            .stop_bits(serialport::StopBits::One)
            .flow_control(serialport::FlowControl::None)
            .open()
            .map_err(|e| open_error(path, e))?;
        Ok(SerialTransport {
            port,
            path: path.to_owned(),
            baud,
            timeout,
        })
    }

    /// The device path.
    pub fn path(&self) -> &str {
        &self.path
    }

    fn io(&self, source: std::io::Error) -> TransportError {
        TransportError::Io {
            name: self.name(),
            source,
        }
    }
}

fn open_error(path: &str, e: serialport::Error) -> TransportError {
    use serialport::ErrorKind as K;
    let path = path.to_owned();
    match e.kind() {
        K::Io(std::io::ErrorKind::NotFound) => TransportError::NotFound { path },
        K::Io(std::io::ErrorKind::PermissionDenied) => TransportError::PermissionDenied { path },
        // serialport reports a port locked by another opener (EBUSY) as NoDevice.
        K::NoDevice if std::path::Path::new(&path).exists() => TransportError::Busy { path },
        K::NoDevice => TransportError::NotFound { path },
        _ => TransportError::Open { path, source: e },
    }
}

impl Transport for SerialTransport {
    fn write_all(&mut self, bytes: &[u8]) -> Result<(), TransportError> {
        self.port.write_all(bytes).map_err(|e| self.io(e))
    }

    fn read(&mut self, buf: &mut [u8], timeout: Duration) -> Result<usize, TransportError> {
        // A zero timeout would mean "block forever" to some drivers.
        let timeout = timeout.max(Duration::from_millis(1));
        if timeout != self.timeout {
            self.port
                .set_timeout(timeout)
                .map_err(|e| self.io(e.into()))?;
            self.timeout = timeout;
        }
        match self.port.read(buf) {
            Ok(n) => Ok(n),
            Err(e)
                if matches!(
                    e.kind(),
                    std::io::ErrorKind::TimedOut
                        | std::io::ErrorKind::WouldBlock
                        | std::io::ErrorKind::Interrupted
                ) =>
            {
                Ok(0)
            }
            Err(e) => Err(self.io(e)),
        }
    }

    fn discard_input(&mut self) -> Result<(), TransportError> {
        self.port
            .clear(ClearBuffer::Input)
            .map_err(|e| self.io(e.into()))
    }

    fn name(&self) -> String {
        format!("{} at {} baud", self.path, self.baud)
    }
}
