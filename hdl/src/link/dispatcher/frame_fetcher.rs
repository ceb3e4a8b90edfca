//! `FrameFetcher`: reads a checked frame out of the receiver's frame
//! buffer, one byte per cycle, into a 64-bit little-endian word.
//!
//! ```text
//!  start(count), seek(offset) ─► buf_addr = {buffer, offset++} ─► buf_data
//!                                        (one cycle of RAM latency)     │
//!  word = word >> 8 | buf_data << 56  ◄──────────────────────────────────┘
//!  done: nothing left to ask for and nothing in flight
//! ```
//!
//! A fetch of `count` bytes (1..=8) leaves them in the top `count` bytes of
//! `word`, the first byte lowest: eight bytes fill the word, one byte is
//! `word[63:56]`. `seek` moves the read offset (a field at a fixed place
//! in the frame); without it a fetch continues where the last one ended (the
//! next key). `done` holds from the cycle after the last byte arrived until
//! the next `start`; `word` holds while `done`.
use rust_hdl::prelude::*;

/// Byte reader of the frame buffers.
#[derive(LogicBlock)]
pub struct FrameFetcher {
    pub clock: Signal<In, Clock>,
    pub reset: Signal<In, Bit>,
    // -- commands (strobes; `start` and `seek` may come together)
    /// Fetch `count` bytes (1..=8).
    pub start: Signal<In, Bit>,
    pub count: Signal<In, Bits<4>>,
    /// Read from `offset` on.
    pub seek: Signal<In, Bit>,
    pub offset: Signal<In, Bits<9>>,
    /// Which of the two frame buffers to read.
    pub buffer: Signal<In, Bit>,
    // -- the frame buffers' read port (data a cycle after the address)
    pub buf_addr: Signal<Out, Bits<10>>,
    pub buf_data: Signal<In, Bits<8>>,
    // -- the bytes
    pub word: Signal<Out, Bits<64>>,
    pub done: Signal<Out, Bit>,
    read_offset: DFF<Bits<9>>,
    bytes_left: DFF<Bits<4>>,
    /// `bytes_left != 0`, kept beside it so `done` reads two flip-flops.
    asking: DFF<Bit>,
    /// A byte was asked for at the last edge: it is on `buf_data` now.
    in_flight: DFF<Bit>,
    acc: DFF<Bits<64>>,
    one9: Constant<Bits<9>>,
    one4: Constant<Bits<4>>,
    zero4: Constant<Bits<4>>,
}

impl FrameFetcher {
    pub fn new() -> Self {
        Self {
            clock: Default::default(),
            reset: Default::default(),
            start: Default::default(),
            count: Default::default(),
            seek: Default::default(),
            offset: Default::default(),
            buffer: Default::default(),
            buf_addr: Default::default(),
            buf_data: Default::default(),
            word: Default::default(),
            done: Default::default(),
            read_offset: Default::default(),
            bytes_left: Default::default(),
            asking: Default::default(),
            in_flight: Default::default(),
            acc: Default::default(),
            one9: Constant::new(1u64.to_bits()),
            one4: Constant::new(1u64.to_bits()),
            zero4: Constant::new(0u64.to_bits()),
        }
    }
}

impl Default for FrameFetcher {
    fn default() -> Self {
        Self::new()
    }
}

impl Logic for FrameFetcher {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, read_offset, bytes_left, asking, in_flight, acc);
        self.buf_addr.next =
            bit_cast::<10, 9>(self.read_offset.q.val()).replace_bit(9, self.buffer.val());
        self.in_flight.d.next = false;
        if self.asking.q.val() {
            self.read_offset.d.next = self.read_offset.q.val() + self.one9.val();
            self.bytes_left.d.next = self.bytes_left.q.val() - self.one4.val();
            self.asking.d.next = self.bytes_left.q.val() != self.one4.val();
            self.in_flight.d.next = true;
        }
        if self.start.val() {
            self.bytes_left.d.next = self.count.val();
            self.asking.d.next = true;
        }
        if self.seek.val() {
            self.read_offset.d.next = self.offset.val();
        }
        if self.in_flight.q.val() {
            self.acc.d.next =
                (self.acc.q.val() >> 8) | (bit_cast::<64, 8>(self.buf_data.val()) << 56);
        }
        self.word.next = self.acc.q.val();
        self.done.next = !self.asking.q.val() & !self.in_flight.q.val();
        if self.reset.val() {
            self.bytes_left.d.next = self.zero4.val();
            self.asking.d.next = false;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::link::testbench::settle;

    /// The fetcher in front of two 512-byte buffers with a registered read.
    struct Bench {
        f: FrameFetcher,
        bufs: [Vec<u8>; 2],
        read_data: u8,
        cycles: u64,
    }

    impl Bench {
        fn new() -> Self {
            let mut f = FrameFetcher::new();
            f.connect_all();
            let bufs = [
                (0..512).map(|i| (i * 7 + 3) as u8).collect(),
                (0..512).map(|i| (i * 13 + 1) as u8).collect(),
            ];
            let mut b = Bench {
                f,
                bufs,
                read_data: 0,
                cycles: 0,
            };
            b.f.reset.next = true;
            b.cycle();
            b.f.reset.next = false;
            b
        }

        fn cycle(&mut self) {
            self.f.buf_data.next = (self.read_data as u64).to_bits();
            self.f.clock.next = false.into();
            settle(&mut self.f);
            let addr = self.f.buf_addr.val().to_u64() as usize;
            self.f.clock.next = true.into();
            settle(&mut self.f);
            self.read_data = self.bufs[addr >> 9][addr & 511];
            self.f.buf_data.next = (self.read_data as u64).to_bits();
            self.f.start.next = false;
            self.f.seek.next = false;
            settle(&mut self.f);
            self.cycles += 1;
        }

        /// Fetches `count` bytes (at `offset` if given), returns the word and
        /// the cycles until `done`.
        fn fetch(&mut self, count: u64, offset: Option<u64>) -> (u64, u64) {
            self.f.start.next = true;
            self.f.count.next = count.to_bits();
            if let Some(o) = offset {
                self.f.seek.next = true;
                self.f.offset.next = o.to_bits();
            }
            let start = self.cycles;
            self.cycle();
            while !self.f.done.val() {
                self.cycle();
                assert!(self.cycles - start < 20, "the fetch never ends");
            }
            (self.f.word.val().to_u64(), self.cycles - start)
        }
    }

    fn le(bytes: &[u8]) -> u64 {
        let mut w = [0u8; 8];
        w[8 - bytes.len()..].copy_from_slice(bytes);
        u64::from_le_bytes(w)
    }

    #[test]
    fn fetches_fields_and_consecutive_keys_a_byte_a_cycle() {
        let mut b = Bench::new();
        assert!(b.f.done.val(), "idle after reset");
        // A header's 8 bytes at 0 in buffer 0.
        let (w, cycles) = b.fetch(8, Some(0));
        assert_eq!(w, le(&b.bufs[0][0..8]));
        assert_eq!(
            cycles, 10,
            "the start, 8 bytes and one cycle of RAM latency"
        );
        // 4 bytes at 6, then keys from 10 on, one after the other, in buffer 1.
        b.f.buffer.next = true;
        let (w, _) = b.fetch(4, Some(6));
        assert_eq!(w >> 32, le(&b.bufs[1][6..10]) >> 32);
        for key in 0..3 {
            let at = 10 + 8 * key;
            let (w, _) = b.fetch(8, if key == 0 { Some(10) } else { None });
            assert_eq!(w, le(&b.bufs[1][at..at + 8]), "key {key}");
        }
        // One byte continues from there.
        let (w, cycles) = b.fetch(1, None);
        assert_eq!(w >> 56, b.bufs[1][34] as u64);
        assert_eq!(cycles, 3);
        // The word holds while done.
        b.cycle();
        b.cycle();
        assert!(b.f.done.val());
        assert_eq!(b.f.word.val().to_u64() >> 56, b.bufs[1][34] as u64);
    }

    #[test]
    fn verilog_is_generated() {
        let mut f = FrameFetcher::new();
        f.connect_all();
        assert!(generate_verilog(&f).contains("module top"));
    }
}
