//! `CobsDecoder`: streaming COBS decoder (docs/protocol.md, section 1).
//!
//! ```text
//!  in_valid/in_data ─► code byte? ─yes─► remaining = code - 1 (emit the block's implicit 0 first)
//!                         │ no
//!                         ├─ 0x00 ─► out_end (out_error if a block was cut short)
//!                         └─ data ─► out_valid/out_data
//! ```
//!
//! One byte in gives at most one byte out in the same cycle, so the decoder
//! never needs back-pressure: the zero a block code `< 0xFF` stands for is
//! emitted when the next block's code byte arrives (a frame's last block has
//! none). An empty frame (two delimiters in a row) produces no `out_end`.
use rust_hdl::prelude::*;

/// Streaming COBS decoder with frame-end and structure-error strobes.
#[derive(LogicBlock)]
pub struct CobsDecoder {
    pub clock: Signal<In, Clock>,
    pub reset: Signal<In, Bit>,
    /// A byte from the line this cycle.
    pub in_valid: Signal<In, Bit>,
    pub in_data: Signal<In, Bits<8>>,
    /// A decoded byte this cycle.
    pub out_valid: Signal<Out, Bit>,
    pub out_data: Signal<Out, Bits<8>>,
    /// The delimiter ended a non-empty frame this cycle.
    pub out_end: Signal<Out, Bit>,
    /// With `out_end`: the frame broke the COBS structure.
    pub out_error: Signal<Out, Bit>,
    /// Data bytes left in the current block (0: the next byte is a code).
    remaining: DFF<Bits<8>>,
    zero_pending: DFF<Bit>,
    in_frame: DFF<Bit>,
    zero8: Constant<Bits<8>>,
    one8: Constant<Bits<8>>,
    ff: Constant<Bits<8>>,
}

impl CobsDecoder {
    pub fn new() -> Self {
        Self {
            clock: Default::default(),
            reset: Default::default(),
            in_valid: Default::default(),
            in_data: Default::default(),
            out_valid: Default::default(),
            out_data: Default::default(),
            out_end: Default::default(),
            out_error: Default::default(),
            remaining: Default::default(),
            zero_pending: Default::default(),
            in_frame: Default::default(),
            zero8: Constant::new(0u64.to_bits()),
            one8: Constant::new(1u64.to_bits()),
            ff: Constant::new(0xffu64.to_bits()),
        }
    }
}

impl Default for CobsDecoder {
    fn default() -> Self {
        Self::new()
    }
}

impl Logic for CobsDecoder {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, remaining, zero_pending, in_frame);
        self.out_valid.next = false;
        self.out_data.next = self.in_data.val();
        self.out_end.next = false;
        self.out_error.next = false;
        if self.in_valid.val() {
            if self.in_data.val() == self.zero8.val() {
                self.out_end.next = self.in_frame.q.val();
                self.out_error.next = self.remaining.q.val() != self.zero8.val();
                self.remaining.d.next = self.zero8.val();
                self.zero_pending.d.next = false;
                self.in_frame.d.next = false;
            } else if self.remaining.q.val() == self.zero8.val() {
                // A code byte: the previous block's implicit zero comes out now.
                self.out_valid.next = self.in_frame.q.val() & self.zero_pending.q.val();
                self.out_data.next = self.zero8.val();
                self.remaining.d.next = self.in_data.val() - self.one8.val();
                self.zero_pending.d.next = self.in_data.val() != self.ff.val();
                self.in_frame.d.next = true;
            } else {
                self.out_valid.next = true;
                self.remaining.d.next = self.remaining.q.val() - self.one8.val();
            }
        }
        if self.reset.val() {
            self.remaining.d.next = self.zero8.val();
            self.zero_pending.d.next = false;
            self.in_frame.d.next = false;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::link::testbench::{cobs, settle};
    use hwfilter_model::rng::SplitMix64;

    /// (decoded frames, frames ended with an error)
    fn decode(wire: &[u8]) -> (Vec<Vec<u8>>, usize) {
        let mut d = CobsDecoder::new();
        d.connect_all();
        let mut frames = vec![];
        let mut cur = vec![];
        let mut errors = 0;
        for &b in wire {
            d.in_valid.next = true;
            d.in_data.next = (b as u64).to_bits();
            d.clock.next = Clock::from(false);
            settle(&mut d);
            if d.out_valid.val() {
                cur.push(d.out_data.val().index() as u8);
            }
            if d.out_end.val() {
                if d.out_error.val() {
                    errors += 1;
                } else {
                    frames.push(std::mem::take(&mut cur));
                }
                cur.clear();
            }
            d.clock.next = Clock::from(true);
            settle(&mut d);
        }
        (frames, errors)
    }

    #[test]
    fn decodes_random_frames_with_zeros_and_long_blocks() {
        let mut rng = SplitMix64(3);
        let mut frames = vec![
            vec![0u8],
            vec![0, 0],
            vec![1],
            (1..=254).collect(),
            vec![7; 600],
        ];
        for _ in 0..30 {
            let len = rng.below(300) as usize + 1;
            frames.push(
                (0..len)
                    .map(|_| {
                        if rng.chance(1, 5) {
                            0
                        } else {
                            rng.next_u64() as u8
                        }
                    })
                    .collect(),
            );
        }
        let mut wire = vec![0u8];
        for f in &frames {
            wire.extend(cobs(f));
            wire.push(0);
            wire.push(0); // empty frames in between are ignored
        }
        let (got, errors) = decode(&wire);
        assert_eq!(errors, 0);
        assert_eq!(got, frames);
    }

    #[test]
    fn a_block_cut_short_by_the_delimiter_is_an_error_and_the_next_frame_decodes() {
        let mut wire = vec![0x05, 0x11, 0x22, 0x00];
        wire.extend(cobs(&[0xaa, 0x00, 0xbb]));
        wire.push(0);
        let (got, errors) = decode(&wire);
        assert_eq!(errors, 1);
        assert_eq!(got, vec![vec![0xaa, 0x00, 0xbb]]);
    }

    #[test]
    fn verilog_is_generated() {
        let mut d = CobsDecoder::new();
        d.connect_all();
        assert!(generate_verilog(&d).contains("module top"));
    }
}
