//! Framing on the line: a packet goes COBS-encoded and followed by a `0x00`
//! delimiter ([`encode_wire`]); a receiver splits and decodes the byte
//! stream with a [`FrameAccumulator`], byte by byte, as the hardware does.

use super::cobs::cobs_encode;

/// COBS-encodes a packet and appends the `0x00` delimiter: the bytes that
/// go on the line.
pub fn encode_wire(packet: &[u8]) -> Vec<u8> {
    let mut w = cobs_encode(packet);
    w.push(0);
    w
}

/// Why a frame between two delimiters was thrown away.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FrameError {
    /// A block code points past the delimiter.
    CobsStructure,
    /// The decoded frame exceeded the accumulator's maximum length.
    Oversize,
}

/// What a [`FrameAccumulator`] reports at a delimiter.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FrameEvent {
    /// A decoded frame (possibly shorter than a header: runts are the
    /// packet layer's business).
    Frame(Vec<u8>),
    /// A bad frame, discarded.
    Error(FrameError),
}

/// Streaming COBS decoder: bytes in, one [`FrameEvent`] per non-empty frame
/// out, at its delimiter. It decodes as the hardware does, byte by byte:
/// a block's implied zero is emitted only when the next block code arrives,
/// so the decoded length is exact and memory never exceeds `max_len`
/// bytes. A frame that decodes to more than `max_len` bytes stops being
/// stored and is reported as [`FrameError::Oversize`] at its delimiter; an
/// empty frame (two delimiters in a row) produces nothing.
///
/// ```
/// use hwfilter_model::protocol::{FrameAccumulator, FrameError, FrameEvent};
/// let mut acc = FrameAccumulator::new(4);
/// let mut ev = |bytes: &[u8]| bytes.iter().filter_map(|&b| acc.push(b)).collect::<Vec<_>>();
/// assert_eq!(ev(&[0, 0, 0x02, 0x11, 0x02, 0x22, 0]), [FrameEvent::Frame(vec![0x11, 0, 0x22])]);
/// assert_eq!(ev(&[0x06, 1, 2, 3, 4, 5, 0]), [FrameEvent::Error(FrameError::Oversize)]);
/// assert_eq!(ev(&[0x05, 1, 0]), [FrameEvent::Error(FrameError::CobsStructure)]);
/// ```
#[derive(Clone, Debug)]
pub struct FrameAccumulator {
    buf: Vec<u8>,
    max_len: usize,
    /// Data bytes left in the current block (0: the next byte is a code).
    remaining: u8,
    /// The current block's code is below `0xFF`: a zero follows it if
    /// another block starts.
    zero_owed: bool,
    /// A byte arrived since the last delimiter.
    in_frame: bool,
    oversize: bool,
}

impl FrameAccumulator {
    /// An idle accumulator for frames of at most `max_len` decoded bytes
    /// ([`MAX_FRAME`](super::MAX_FRAME) for the board).
    pub fn new(max_len: usize) -> Self {
        FrameAccumulator {
            buf: Vec::with_capacity(max_len),
            max_len,
            remaining: 0,
            zero_owed: false,
            in_frame: false,
            oversize: false,
        }
    }

    /// The maximum decoded length.
    pub fn max_len(&self) -> usize {
        self.max_len
    }

    /// Is a frame in progress (a byte arrived since the last delimiter)?
    pub fn in_frame(&self) -> bool {
        self.in_frame
    }

    /// Drops any frame in progress.
    pub fn reset(&mut self) {
        self.buf.clear();
        self.remaining = 0;
        self.zero_owed = false;
        self.in_frame = false;
        self.oversize = false;
    }

    fn store(&mut self, b: u8) {
        if self.oversize {
            return;
        }
        if self.buf.len() >= self.max_len {
            self.oversize = true;
            self.buf.clear();
        } else {
            self.buf.push(b);
        }
    }

    /// Takes one line byte; returns an event at the delimiter that ends a
    /// non-empty frame.
    pub fn push(&mut self, byte: u8) -> Option<FrameEvent> {
        if byte == 0 {
            if !self.in_frame {
                return None;
            }
            let ev = if self.oversize {
                FrameEvent::Error(FrameError::Oversize)
            } else if self.remaining != 0 {
                FrameEvent::Error(FrameError::CobsStructure)
            } else {
                FrameEvent::Frame(std::mem::replace(
                    &mut self.buf,
                    Vec::with_capacity(self.max_len),
                ))
            };
            self.reset();
            return Some(ev);
        }
        self.in_frame = true;
        if self.remaining == 0 {
            if self.zero_owed {
                self.store(0);
            }
            self.remaining = byte - 1;
            self.zero_owed = byte != 0xFF;
        } else {
            self.store(byte);
            self.remaining -= 1;
        }
        None
    }
}

#[cfg(test)]
mod tests {
    use proptest::prelude::*;

    use super::super::cobs::packets;
    use super::{FrameAccumulator, FrameError, FrameEvent, encode_wire};
    use crate::protocol::{MAX_FRAME, cobs_encode};

    /// docs/protocol.md, section 6: a 60-key INSERT is 492 or 493 bytes on
    /// the wire, 493 for about 70% of frames of hashed (uniform) keys, and
    /// 492 for small raw keys (their zero high bytes break every COBS run).
    #[test]
    fn sixty_key_frames_are_493_bytes_for_most_keys_and_492_for_the_rest() {
        use crate::protocol::{Filter, MAX_KEYS, Request};
        let wire = |seq: u8, keys: &[u64]| {
            encode_wire(&Request::insert(seq, Filter::Bloom, keys).encode()).len()
        };
        let mut rng = crate::rng::SplitMix64(60);
        let frames = 4_000;
        let mut long = 0;
        for i in 0..frames {
            let keys: Vec<u64> = (0..MAX_KEYS).map(|_| rng.next_u64()).collect();
            let n = wire(i as u8, &keys);
            assert!(n == 492 || n == 493, "{n} bytes");
            long += (n == 493) as u32;
        }
        let share = long as f64 / frames as f64;
        assert!(
            (0.66..=0.74).contains(&share),
            "{share} of frames are 493 bytes"
        );
        let small: Vec<u64> = (1..=MAX_KEYS as u64).collect();
        assert_eq!(wire(1, &small), 492);
    }

    #[test]
    fn accumulator_matches_cobs_decode_and_bounds() {
        let mut acc = FrameAccumulator::new(MAX_FRAME);
        let data: Vec<u8> = (0..600u32).map(|i| (i % 7) as u8).collect();
        for len in [0, 1, 9, 10, 253, 254, 255, 508, 512] {
            let enc = cobs_encode(&data[..len]);
            let mut evs = Vec::new();
            for &b in enc.iter().chain(&[0]) {
                evs.extend(acc.push(b));
            }
            assert_eq!(evs, vec![FrameEvent::Frame(data[..len].to_vec())]);
        }
        let enc = cobs_encode(&data[..513]);
        let evs: Vec<_> = enc
            .iter()
            .chain(&[0])
            .filter_map(|&b| acc.push(b))
            .collect();
        assert_eq!(evs, vec![FrameEvent::Error(FrameError::Oversize)]);
        assert!(acc.buf.capacity() <= MAX_FRAME);
        // Empty frames are silent; the next frame is intact.
        let evs: Vec<_> = [0, 0, 0, 0x02, 0x07, 0]
            .iter()
            .filter_map(|&b| acc.push(b))
            .collect();
        assert_eq!(evs, vec![FrameEvent::Frame(vec![0x07])]);
        // A single 0x01 is a frame of zero bytes, not an empty frame.
        assert_eq!(acc.push(0x01), None);
        assert_eq!(acc.push(0), Some(FrameEvent::Frame(vec![])));
        // A block code pointing past the delimiter.
        for &b in &[0x04, 0x01, 0x02] {
            assert_eq!(acc.push(b), None);
        }
        assert!(acc.in_frame());
        assert_eq!(
            acc.push(0),
            Some(FrameEvent::Error(FrameError::CobsStructure))
        );
        assert!(!acc.in_frame());
    }

    proptest! {
        /// On the line: the `cobs` crate's encoding and a delimiter. The
        /// accumulator, fed that, reports the packet, or Oversize past
        /// `MAX_FRAME` bytes.
        #[test]
        fn wire_bytes_match_the_cobs_crate(data in packets()) {
            let mut wire = ::cobs::encode_vec(&data);
            wire.push(0);
            prop_assert_eq!(&encode_wire(&data), &wire);
            let mut acc = FrameAccumulator::new(MAX_FRAME);
            let events: Vec<_> = wire.iter().filter_map(|&b| acc.push(b)).collect();
            let want = if data.len() <= MAX_FRAME {
                FrameEvent::Frame(data)
            } else {
                FrameEvent::Error(FrameError::Oversize)
            };
            prop_assert_eq!(events, vec![want]);
            prop_assert!(!acc.in_frame());
        }
    }
}
