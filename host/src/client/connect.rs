//! Opening the conversation with a board: clearing the line, reading INFO
//! and adopting what it says, at a given rate or at the first of several
//! that answers.

use std::time::{Duration, Instant};

use hwfilter_model::protocol::{Filter, FrameAccumulator, Info, MAX_KEYS, MAX_REPLY, Op, WINDOW};

use crate::transport::{Transport, TransportError};

use super::{Client, ClientConfig, ClientError, LinkStats};

/// A UART rate a board runs at, for [`Client::connect_probing`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BaudRate {
    pub baud: u32,
    /// The board that runs at it, for messages.
    pub board: &'static str,
}

impl<T: Transport> Client<T> {
    /// Opens the conversation: a `0x00` ends whatever garbage the line
    /// holds, stale bytes are read until the line is quiet and dropped, and
    /// INFO tells the board's expected sequence number, window, boot epoch
    /// and geometry.
    pub fn connect(transport: T, config: ClientConfig) -> Result<Self, ClientError> {
        let mut c = Client {
            transport,
            config,
            acc: FrameAccumulator::new(MAX_REPLY),
            info: Info::default(),
            epoch: 0,
            next_seq: 0,
            nonce: 0x5A,
            window: config.window.clamp(1, WINDOW),
            max_keys: MAX_KEYS,
            stats: LinkStats::default(),
            observer: None,
            resync: false,
        };
        c.transport.write_all(&[0])?;
        c.stats.bytes_sent += 1;
        c.settle()?;
        let info = c.fetch_info()?;
        c.adopt(info)?;
        Ok(c)
    }

    /// Connects at the first of `rates` at which a board answers INFO:
    /// `open(baud)` opens the line at that rate. Each rate gets two
    /// timeouts of at most 250 ms (a board at another rate reads the bytes
    /// as damaged frames, counts them and answers nothing); the client then
    /// runs with `config`. A transport error (no such port) ends the probe.
    /// Returns the client and the rate that answered; `port` names the line
    /// in the error when no rate answers.
    pub fn connect_probing(
        port: &str,
        mut open: impl FnMut(u32) -> Result<T, TransportError>,
        rates: &[BaudRate],
        config: ClientConfig,
    ) -> Result<(Self, BaudRate), ClientError> {
        let probe = ClientConfig {
            timeout: config.timeout.min(Duration::from_millis(250)),
            max_timeouts: 2,
            settle_max: config.settle_max.min(Duration::from_millis(500)),
            ..config
        };
        for &rate in rates {
            let transport = open(rate.baud)?;
            match Client::connect(transport, probe) {
                Ok(mut c) => {
                    // The window follows the new config as at connect.
                    c.config = config;
                    c.adopt(c.info)?;
                    return Ok((c, rate));
                }
                Err(ClientError::NoAnswer { .. }) => continue,
                Err(e) => return Err(e),
            }
        }
        let tried = rates
            .iter()
            .map(|r| format!("{} baud ({})", r.baud, r.board))
            .collect::<Vec<_>>()
            .join(" or ");
        Err(ClientError::NoAnswerAtAnyRate {
            port: port.to_owned(),
            tried,
        })
    }

    /// Reads and drops bytes until the line is quiet.
    pub(super) fn settle(&mut self) -> Result<(), ClientError> {
        let start = Instant::now();
        let mut buf = [0u8; 1024];
        while start.elapsed() < self.config.settle_max {
            let n = self.transport.read(&mut buf, self.config.settle)?;
            if n == 0 {
                break;
            }
        }
        self.transport.discard_input()?;
        self.acc.reset();
        Ok(())
    }

    pub(super) fn adopt(&mut self, info: Info) -> Result<(), ClientError> {
        if info.window == 0 || info.max_keys == 0 {
            return Err(ClientError::Incompatible(format!(
                "window {} and keys per frame {} must be at least 1",
                info.window, info.max_keys
            )));
        }
        // Field 17 names the engines; one this host does not know answers
        // in ways it cannot read.
        info.filter_kinds().map_err(ClientError::Incompatible)?;
        self.window = self
            .config
            .window
            .min(info.window as usize)
            .clamp(1, WINDOW);
        self.max_keys = (info.max_keys as usize).min(MAX_KEYS);
        self.epoch = info.boot_epoch;
        self.next_seq = info.expected_seq as u8;
        self.info = info;
        self.resync = false;
        Ok(())
    }

    pub(super) fn fetch_info(&mut self) -> Result<Info, ClientError> {
        Ok(self.unsequenced(Op::Info, Filter::Bloom)?.info()?)
    }
}
