//! A faulty line: a relay between the client and any transport that
//! damages bytes in both directions.
//!
//! ```text
//!   Client ──► FaultyTransport ──(drop | flip | duplicate | insert garbage)──► inner ──► board
//!   Client ◄── FaultyTransport ◄─(drop | flip | duplicate | insert garbage)─── inner ◄── board
//! ```
//!
//! Each byte crossing the relay is damaged with probability `rate`; the
//! four kinds of damage are equally likely. A flip inverts one random bit;
//! garbage is one random byte (a zero among them ends a frame early) placed
//! before the byte.

use std::time::Duration;

use hwfilter_model::rng::SplitMix64;

use super::{LineCounters, Transport, TransportError};

/// How often and how the relay damages bytes.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct FaultConfig {
    /// Probability that a byte is damaged (each direction).
    pub rate: f64,
    /// Seed of the damage draws (same seed, same damage for the same bytes).
    pub seed: u64,
}

/// What the relay did so far.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct FaultCounters {
    /// Bytes that crossed the relay (both directions).
    pub bytes: u64,
    pub dropped: u64,
    pub flipped: u64,
    pub duplicated: u64,
    pub inserted: u64,
}

impl FaultCounters {
    /// Bytes damaged in any way.
    pub fn total(&self) -> u64 {
        self.dropped + self.flipped + self.duplicated + self.inserted
    }
}

/// A relay that damages bytes at [`FaultConfig::rate`] each way.
#[derive(Debug)]
pub struct FaultyTransport<T> {
    inner: T,
    config: FaultConfig,
    /// `rate` as a threshold on 64 random bits.
    threshold: u64,
    rng: SplitMix64,
    counters: FaultCounters,
    /// Damaged bytes from the board not handed out yet (damage can make
    /// more bytes than were read).
    pending: Vec<u8>,
}

impl<T: Transport> FaultyTransport<T> {
    /// Wraps `inner`.
    pub fn new(inner: T, config: FaultConfig) -> Self {
        let rate = config.rate.clamp(0.0, 1.0);
        FaultyTransport {
            inner,
            config,
            threshold: (rate * u64::MAX as f64) as u64,
            rng: SplitMix64(config.seed),
            counters: FaultCounters::default(),
            pending: Vec::new(),
        }
    }

    /// The wrapped transport.
    pub fn inner(&self) -> &T {
        &self.inner
    }

    /// The wrapped transport, mutably.
    pub fn inner_mut(&mut self) -> &mut T {
        &mut self.inner
    }

    /// The damage done so far.
    pub fn counters(&self) -> FaultCounters {
        self.counters
    }

    /// The configuration.
    pub fn config(&self) -> FaultConfig {
        self.config
    }

    /// Sets a new damage rate (0 turns the relay into a plain pipe).
    pub fn set_rate(&mut self, rate: f64) {
        let rate = rate.clamp(0.0, 1.0);
        self.config.rate = rate;
        self.threshold = (rate * u64::MAX as f64) as u64;
    }

    /// Appends `bytes` to `out`, damaged.
    fn damage(&mut self, bytes: &[u8], out: &mut Vec<u8>) {
        for &b in bytes {
            self.counters.bytes += 1;
            if self.threshold == 0 || self.rng.next_u64() >= self.threshold {
                out.push(b);
                continue;
            }
            match self.rng.below(4) {
                0 => self.counters.dropped += 1,
                1 => {
                    self.counters.flipped += 1;
                    out.push(b ^ (1 << self.rng.below(8)));
                }
                2 => {
                    self.counters.duplicated += 1;
                    out.extend([b, b]);
                }
                _ => {
                    self.counters.inserted += 1;
                    out.extend([self.rng.next_u64() as u8, b]);
                }
            }
        }
    }
}

impl<T: Transport> Transport for FaultyTransport<T> {
    fn write_all(&mut self, bytes: &[u8]) -> Result<(), TransportError> {
        let mut out = Vec::with_capacity(bytes.len() + 8);
        self.damage(bytes, &mut out);
        self.inner.write_all(&out)
    }

    fn read(&mut self, buf: &mut [u8], timeout: Duration) -> Result<usize, TransportError> {
        // Ok(0) must keep meaning "nothing within the timeout": when damage
        // drops everything read, read again.
        let mut raw = [0u8; 512];
        while self.pending.is_empty() {
            let want = buf.len().min(raw.len());
            let n = self.inner.read(&mut raw[..want], timeout)?;
            if n == 0 {
                return Ok(0);
            }
            let mut out = std::mem::take(&mut self.pending);
            self.damage(&raw[..n], &mut out);
            self.pending = out;
        }
        let n = buf.len().min(self.pending.len());
        buf[..n].copy_from_slice(&self.pending[..n]);
        self.pending.drain(..n);
        Ok(n)
    }

    fn discard_input(&mut self) -> Result<(), TransportError> {
        self.pending.clear();
        self.inner.discard_input()
    }

    fn name(&self) -> String {
        format!(
            "{} through a relay damaging {:e} of the bytes",
            self.inner.name(),
            self.config.rate
        )
    }

    fn line_counters(&self) -> Option<LineCounters> {
        self.inner.line_counters()
    }
}
