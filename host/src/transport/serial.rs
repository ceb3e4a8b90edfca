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

/// Where Linux lists USB serial ttys.
pub const SYSFS_USB_SERIAL: &str = "/sys/bus/usb-serial/devices";

/// The kernel's name of the tty behind `port` (symbolic links such as
/// `/dev/serial/by-id/...` followed) and its latency timer, read under
/// `sysfs_devices`.
pub fn ftdi_latency_ms(sysfs_devices: &std::path::Path, port: &str) -> Option<(String, u32)> {
    let dev = std::fs::canonicalize(port).ok()?;
    let tty = dev.file_name()?.to_string_lossy().into_owned();
    let text = std::fs::read_to_string(sysfs_devices.join(&tty).join("latency_timer")).ok()?;
    Some((tty, text.trim().parse().ok()?))
}

/// When the bridge holds the board's short replies for `latency_ms` and
/// the client keeps at most `frames` frames of `frame_bytes` on the line, the window runs dry
/// before the replies come back at `baud` (8N1): a note that says how much
/// of the line a batch gets and how to lower the timer. None when the
/// window covers the round trip.
pub fn latency_note(
    tty: &str,
    latency_ms: u32,
    baud: u32,
    frames: u64,
    frame_bytes: u64,
) -> Option<String> {
    let window_bytes = frames * frame_bytes;
    let bytes_per_ms = baud as f64 / 10.0 / 1000.0;
    let window_ms = window_bytes as f64 / bytes_per_ms;
    // The reply to a frame leaves the board about when the frame's last
    // byte arrived; the bridge then holds it up to the timer.
    let round_trip_ms = latency_ms as f64 + frame_bytes as f64 / bytes_per_ms;
    if window_ms >= round_trip_ms {
        return None;
    }
    Some(format!(
        "note: the FTDI latency timer of {tty} is {latency_ms} ms; at {baud} baud the \
         window of {window_bytes} bytes is {window_ms:.1} ms of line, so batches get about \
         {:.0}% of the line. For all of it: echo 1 | sudo tee /sys/bus/usb-serial/devices/{tty}/latency_timer",
        100.0 * window_ms / round_trip_ms
    ))
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_latency_note_appears_only_when_the_window_runs_dry() {
        // 16 frames of 492 bytes: 26 ms of line at 3 Mbaud, 6.6 ms at 12.
        assert_eq!(latency_note("ttyUSB1", 16, 3_000_000, 16, 492), None);
        assert_eq!(latency_note("ttyUSB1", 1, 12_000_000, 16, 492), None);
        let n = latency_note("ttyUSB1", 16, 12_000_000, 16, 492).expect("a note");
        assert!(
            n.contains("ttyUSB1 is 16 ms") && n.contains("about 40%"),
            "{n}"
        );
        assert!(
            n.contains("/sys/bus/usb-serial/devices/ttyUSB1/latency_timer"),
            "{n}"
        );
    }

    #[test]
    fn the_latency_timer_is_read_through_links_from_sysfs() {
        let dir = tempfile::tempdir().unwrap();
        let dev = dir.path().join("ttyUSB7");
        std::fs::write(&dev, "").unwrap();
        let link = dir.path().join("usb-FTDI-if01-port0");
        std::os::unix::fs::symlink(&dev, &link).unwrap();
        let sys = dir.path().join("sys");
        std::fs::create_dir_all(sys.join("ttyUSB7")).unwrap();
        std::fs::write(sys.join("ttyUSB7/latency_timer"), "16\n").unwrap();
        let got = ftdi_latency_ms(&sys, link.to_str().unwrap());
        assert_eq!(got, Some(("ttyUSB7".to_owned(), 16)));
        assert_eq!(ftdi_latency_ms(&sys, "/nonexistent/ttyUSB9"), None);
        std::fs::write(sys.join("ttyUSB7/latency_timer"), "x\n").unwrap();
        assert_eq!(ftdi_latency_ms(&sys, dev.to_str().unwrap()), None);
    }
}
