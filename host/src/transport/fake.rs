//! A model-backed board: [`BoardModel`] answers every frame at once.

use std::collections::VecDeque;
use std::time::Duration;

use hwfilter_model::board::{BoardConfig, BoardModel};
use hwfilter_model::protocol::{
    CRC_BYTES, FrameAccumulator, FrameEvent, MAX_FRAME, MIN_FRAME, crc32, encode_wire,
};
use hwfilter_model::rng::SplitMix64;
use hwfilter_model::{BloomParams, CuckooParams};

use super::{Transport, TransportError};

/// What the fake board does besides answering like the model.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct FakeConfig {
    /// Engine geometry and the clock/UART numbers INFO reports.
    pub board: BoardConfig,
    /// Chance that a good frame is dropped with a BUSY NAK, as the board
    /// does when both its frame buffers are full.
    pub busy_rate: f64,
    /// Seed of the BUSY draws.
    pub seed: u64,
}

impl FakeConfig {
    /// The simulated board's geometry (Bloom k = 4 banks of 2^14 bits,
    /// Cuckoo f = 12 with 2^10 buckets and 500 kicks, 60 MHz, divider 4),
    /// no BUSY.
    pub fn sim_board() -> Self {
        FakeConfig {
            board: BoardConfig {
                bloom: BloomParams::new(4, 14).expect("valid Bloom geometry"),
                bloom_kind: hwfilter_model::protocol::BloomKind::Plain,
                cuckoo: Some(CuckooParams::new(12, 10, 500).expect("valid Cuckoo geometry")),
                clock_hz: 60_000_000,
                baud_div: 4,
            },
            busy_rate: 0.0,
            seed: 1,
        }
    }
}

impl Default for FakeConfig {
    fn default() -> Self {
        Self::sim_board()
    }
}

/// A board made of the reference model: line bytes in, the model's reply
/// bytes queued for reading at once. Reads never wait: an empty queue is
/// an immediate timeout, so retry paths run at full speed in tests.
#[derive(Debug)]
pub struct FakeTransport {
    board: BoardModel,
    acc: FrameAccumulator,
    rx: VecDeque<u8>,
    config: FakeConfig,
    rng: SplitMix64,
    restarts: u32,
    bytes_to_board: u64,
    bytes_from_board: u64,
}

impl FakeTransport {
    /// A freshly reset model board.
    pub fn new(config: FakeConfig) -> Self {
        let mut board = BoardModel::new(config.board);
        board.set_epoch(0x1234_5679);
        FakeTransport {
            board,
            acc: FrameAccumulator::new(MAX_FRAME),
            rx: VecDeque::new(),
            config,
            rng: SplitMix64(config.seed),
            restarts: 0,
            bytes_to_board: 0,
            bytes_from_board: 0,
        }
    }

    /// The board model (its engines hold what the board holds).
    pub fn board(&self) -> &BoardModel {
        &self.board
    }

    /// Restarts the board: engines, sequence and reply cache back to reset,
    /// a new boot epoch, replies not read yet lost.
    pub fn restart(&mut self) {
        self.restarts += 1;
        self.board.reset();
        self.board
            .set_epoch(0x1234_5679u32.wrapping_add(self.restarts.wrapping_mul(0x0101_0100)));
        self.acc.reset();
        self.rx.clear();
    }

    /// Bytes the board received and sent.
    pub fn bytes(&self) -> (u64, u64) {
        (self.bytes_to_board, self.bytes_from_board)
    }

    /// Does `frame` pass step 1 (length and CRC), so the board could drop
    /// it with BUSY?
    fn passes_step1(frame: &[u8]) -> bool {
        if !(MIN_FRAME..=MAX_FRAME).contains(&frame.len()) {
            return false;
        }
        let (body, crc) = frame.split_at(frame.len() - CRC_BYTES);
        crc32(body).to_le_bytes() == crc
    }

    fn on_frame(&mut self, frame: &[u8]) -> Option<Vec<u8>> {
        if Self::passes_step1(frame) && self.config.busy_rate > 0.0 {
            let draw = self.rng.next_u64() as f64 / u64::MAX as f64;
            if draw < self.config.busy_rate {
                return Some(self.board.on_busy(frame[1]));
            }
        }
        self.board.on_frame(frame)
    }
}

impl Transport for FakeTransport {
    fn write_all(&mut self, bytes: &[u8]) -> Result<(), TransportError> {
        self.bytes_to_board += bytes.len() as u64;
        for &b in bytes {
            let reply = match self.acc.push(b) {
                None => None,
                Some(FrameEvent::Frame(f)) => self.on_frame(&f),
                Some(FrameEvent::Error(_)) => self.board.on_cobs_error(),
            };
            if let Some(r) = reply {
                let wire = encode_wire(&r);
                self.bytes_from_board += wire.len() as u64;
                self.rx.extend(wire);
            }
        }
        Ok(())
    }

    fn read(&mut self, buf: &mut [u8], _timeout: Duration) -> Result<usize, TransportError> {
        let n = buf.len().min(self.rx.len());
        for (dst, src) in buf.iter_mut().zip(self.rx.drain(..n)) {
            *dst = src;
        }
        Ok(n)
    }

    fn discard_input(&mut self) -> Result<(), TransportError> {
        self.rx.clear();
        Ok(())
    }

    fn name(&self) -> String {
        "model board".into()
    }
}
