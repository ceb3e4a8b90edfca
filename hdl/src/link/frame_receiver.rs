//! `FrameReceiver`: COBS frames from the UART into two frame buffers, each
//! released to the dispatcher only after its CRC checks.
//!
//! ```text
//!  in_valid/in_data ─► CobsDecoder ─► byte n ─┬─► Crc32Step (whole frame, CRC included: residue check)
//!                                             ├─► seq register (byte 1, for BUSY)
//!                                             └─► buffer RAM[{wbuf, n}] (if buffer wbuf is free)
//!  delimiter ─► checks ─► good: full[wbuf] = 1, len[wbuf] = n, wbuf ^= 1
//!                         no free buffer: busy strobe (busy_seq); bad: bad_crc / bad_length strobe
//!  rd_addr ─► RAM ─► rd_data (next cycle)                         buf_free/buf_free_idx ─► full[i] = 0
//! ```
//!
//! * Buffers fill alternately and the dispatcher serves them alternately, so
//!   frames execute in arrival order. A frame that starts while buffer
//!   `wbuf` still holds an unexecuted frame is not stored; if its CRC checks
//!   it is reported as `busy` (docs/protocol.md, BUSY).
//! * Decoded frames are at most 512 bytes; longer ones stop being stored and
//!   count as `bad_length` at their delimiter, as do COBS structure errors
//!   and runts (< 10 bytes).
//! * The receiver never back-pressures the UART. It takes a byte every
//!   other cycle at most (the UART gives one per 10 x `baud_div` cycles):
//!   the COBS decoder's output is registered before it is counted, checked
//!   and stored, and the delimiter is judged a cycle after it arrives, from
//!   flags registered from the frame's length and CRC.
use rust_hdl::prelude::*;

use super::cobs_decoder::CobsDecoder;
use super::crc32::{CRC32_RESIDUE, Crc32Step};
use crate::bank_ram::BankRam;

/// Largest decoded frame the board stores (docs/protocol.md, `MAX_FRAME`).
pub const MAX_FRAME: u64 = 512;
/// Smallest decoded frame: header and CRC.
pub const MIN_FRAME: u64 = 10;

/// COBS deframer, CRC checker and double frame buffer.
#[derive(LogicBlock)]
pub struct FrameReceiver {
    pub clock: Signal<In, Clock>,
    pub reset: Signal<In, Bit>,
    // -- line bytes (from UartRx; always taken)
    pub in_valid: Signal<In, Bit>,
    pub in_data: Signal<In, Bits<8>>,
    // -- buffers, to the dispatcher
    /// Buffer `i` holds a checked frame.
    pub full: Signal<Out, Bits<2>>,
    /// Decoded length of the frame in buffer 0 / 1.
    pub len0: Signal<Out, Bits<10>>,
    pub len1: Signal<Out, Bits<10>>,
    /// Read port: `{buffer, offset}`; data the cycle after.
    pub rd_addr: Signal<In, Bits<10>>,
    pub rd_data: Signal<Out, Bits<8>>,
    /// Strobe: the dispatcher is done with buffer `buf_free_idx`.
    pub buf_free: Signal<In, Bit>,
    pub buf_free_idx: Signal<In, Bit>,
    // -- events (one-cycle strobes)
    pub good: Signal<Out, Bit>,
    pub bad_crc: Signal<Out, Bit>,
    pub bad_length: Signal<Out, Bit>,
    pub busy: Signal<Out, Bit>,
    /// With `busy`: the dropped frame's sequence number.
    pub busy_seq: Signal<Out, Bits<8>>,
    cobs: CobsDecoder,
    crc_step: Crc32Step,
    /// Written only into a free buffer, read only from a full one: no read
    /// it uses meets a write, so no read-first logic.
    frames: BankRam<Bits<8>, 10>,
    n: DFF<Bits<10>>,
    crc: DFF<Bits<32>>,
    oversize: DFF<Bit>,
    storing: DFF<Bit>,
    seq: DFF<Bits<8>>,
    wbuf: DFF<Bit>,
    full0: DFF<Bit>,
    full1: DFF<Bit>,
    l0: DFF<Bits<10>>,
    l1: DFF<Bits<10>>,
    /// The decoder's output, registered: a byte, the delimiter, its error.
    dv: DFF<Bit>,
    dd: DFF<Bits<8>>,
    de: DFF<Bit>,
    derr: DFF<Bit>,
    /// `n != 0`, `n == 1`, `n < MIN_FRAME` and the CRC's residue check,
    /// each a register (the latter two a cycle behind `n` and `crc`).
    n_nz: DFF<Bit>,
    n_one: DFF<Bit>,
    runt: DFF<Bit>,
    crc_ok: DFF<Bit>,
    /// The delimiter, a cycle later, when it is judged (`de2`), with the
    /// checks registered when it arrived: a length or COBS error (`bad2`),
    /// or a good frame being stored (`ok2`). The buffer's registers then
    /// load on a choice of two flip-flops.
    de2: DFF<Bit>,
    bad2: DFF<Bit>,
    ok2: DFF<Bit>,
    ones32: Constant<Bits<32>>,
    residue: Constant<Bits<32>>,
    zero10: Constant<Bits<10>>,
    one10: Constant<Bits<10>>,
    offset_mask: Constant<Bits<10>>,
    min_frame: Constant<Bits<10>>,
    zero2: Constant<Bits<2>>,
}

impl FrameReceiver {
    pub fn new() -> Self {
        Self {
            clock: Default::default(),
            reset: Default::default(),
            in_valid: Default::default(),
            in_data: Default::default(),
            full: Default::default(),
            len0: Default::default(),
            len1: Default::default(),
            rd_addr: Default::default(),
            rd_data: Default::default(),
            buf_free: Default::default(),
            buf_free_idx: Default::default(),
            good: Default::default(),
            bad_crc: Default::default(),
            bad_length: Default::default(),
            busy: Default::default(),
            busy_seq: Default::default(),
            cobs: CobsDecoder::new(),
            crc_step: Crc32Step::new(),
            frames: Default::default(),
            n: Default::default(),
            crc: Default::default(),
            oversize: Default::default(),
            storing: Default::default(),
            seq: Default::default(),
            wbuf: Default::default(),
            full0: Default::default(),
            full1: Default::default(),
            l0: Default::default(),
            l1: Default::default(),
            dv: Default::default(),
            dd: Default::default(),
            de: Default::default(),
            derr: Default::default(),
            n_nz: Default::default(),
            n_one: Default::default(),
            runt: Default::default(),
            crc_ok: Default::default(),
            de2: Default::default(),
            bad2: Default::default(),
            ok2: Default::default(),
            ones32: Constant::new(0xffff_ffffu64.to_bits()),
            residue: Constant::new((CRC32_RESIDUE as u64).to_bits()),
            zero10: Constant::new(0u64.to_bits()),
            one10: Constant::new(1u64.to_bits()),
            offset_mask: Constant::new((MAX_FRAME - 1).to_bits()),
            min_frame: Constant::new(MIN_FRAME.to_bits()),
            zero2: Constant::new(0u64.to_bits()),
        }
    }
}

impl Default for FrameReceiver {
    fn default() -> Self {
        Self::new()
    }
}

impl Logic for FrameReceiver {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(
            self, clock, n, crc, oversize, storing, seq, wbuf, full0, full1, l0, l1, dv, dd, de,
            derr, n_nz, n_one, runt, crc_ok, de2, bad2, ok2
        );
        self.cobs.clock.next = self.clock.val();
        self.cobs.reset.next = self.reset.val();
        self.frames.clock.next = self.clock.val();

        self.cobs.in_valid.next = self.in_valid.val();
        self.cobs.in_data.next = self.in_data.val();
        self.dv.d.next = self.cobs.out_valid.val();
        self.dd.d.next = self.cobs.out_data.val();
        self.de.d.next = self.cobs.out_end.val();
        self.derr.d.next = self.cobs.out_error.val();
        self.runt.d.next = self.n.q.val() < self.min_frame.val();
        self.crc_ok.d.next = self.crc.q.val() == self.residue.val();
        self.de2.d.next = self.de.q.val();
        self.bad2.d.next = self.derr.q.val() | self.oversize.q.val() | self.runt.q.val();
        self.ok2.d.next = !(self.derr.q.val() | self.oversize.q.val() | self.runt.q.val())
            & self.crc_ok.q.val()
            & self.storing.q.val();
        // The register starts each frame at all ones, i.e. while n = 0.
        if self.n_nz.q.val() {
            self.crc_step.crc_in.next = self.crc.q.val();
        } else {
            self.crc_step.crc_in.next = self.ones32.val();
        }
        self.crc_step.data_in.next = self.dd.q.val();

        self.full.next = self
            .zero2
            .val()
            .replace_bit(0, self.full0.q.val())
            .replace_bit(1, self.full1.q.val());
        self.len0.next = self.l0.q.val();
        self.len1.next = self.l1.q.val();
        self.frames.read_address.next = self.rd_addr.val();
        self.rd_data.next = self.frames.read_data.val();

        self.good.next = false;
        self.bad_crc.next = false;
        self.bad_length.next = false;
        self.busy.next = false;
        self.busy_seq.next = self.seq.q.val();

        // Decoded bytes: count, CRC, store.
        self.frames.write_enable.next = false;
        self.frames.write_address.next =
            (self.n.q.val() & self.offset_mask.val()).replace_bit(9, self.wbuf.q.val());
        self.frames.write_data.next = self.dd.q.val();
        if self.dv.q.val() {
            self.crc.d.next = self.crc_step.crc_out.val();
            self.n_nz.d.next = true;
            self.n_one.d.next = !self.n_nz.q.val();
            if !self.n_nz.q.val() {
                // First byte: is the buffer free for this frame?
                if self.wbuf.q.val() {
                    self.storing.d.next = !self.full1.q.val();
                    self.frames.write_enable.next = !self.full1.q.val();
                } else {
                    self.storing.d.next = !self.full0.q.val();
                    self.frames.write_enable.next = !self.full0.q.val();
                }
            } else {
                self.frames.write_enable.next = self.storing.q.val() & !self.n.q.val().get_bit(9);
            }
            if self.n_one.q.val() {
                self.seq.d.next = self.dd.q.val();
            }
            // n stops at 512: one byte more makes the frame oversize.
            if self.n.q.val().get_bit(9) {
                self.oversize.d.next = true;
            } else {
                self.n.d.next = self.n.q.val() + self.one10.val();
            }
        }

        // Delimiter: judge the frame a cycle after it (its last byte was
        // registered at least two cycles before the delimiter, so `runt`
        // and `crc_ok` are the frame's; no byte arrives in between, and the
        // frame's registers restart only now).
        if self.de2.q.val() {
            if self.bad2.q.val() {
                self.bad_length.next = true;
            } else if !self.crc_ok.q.val() {
                self.bad_crc.next = true;
            } else {
                self.good.next = true;
                if !self.storing.q.val() {
                    self.busy.next = true;
                }
            }
        }
        if self.de2.q.val() & self.ok2.q.val() {
            if self.wbuf.q.val() {
                self.full1.d.next = true;
                self.l1.d.next = self.n.q.val();
            } else {
                self.full0.d.next = true;
                self.l0.d.next = self.n.q.val();
            }
            self.wbuf.d.next = !self.wbuf.q.val();
        }
        if self.de2.q.val() {
            self.n.d.next = self.zero10.val();
            self.n_nz.d.next = false;
            self.n_one.d.next = false;
            self.oversize.d.next = false;
            self.storing.d.next = false;
        }

        if self.buf_free.val() {
            if self.buf_free_idx.val() {
                self.full1.d.next = false;
            } else {
                self.full0.d.next = false;
            }
        }
        if self.reset.val() {
            self.n.d.next = self.zero10.val();
            self.n_nz.d.next = false;
            self.n_one.d.next = false;
            self.dv.d.next = false;
            self.de.d.next = false;
            self.de2.d.next = false;
            self.oversize.d.next = false;
            self.storing.d.next = false;
            self.wbuf.d.next = false;
            self.full0.d.next = false;
            self.full1.d.next = false;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::link::testbench::{cobs, crc32, settle};

    struct Bench {
        r: FrameReceiver,
        events: Vec<&'static str>,
        busy_seqs: Vec<u8>,
    }

    impl Bench {
        fn new() -> Self {
            let mut r = FrameReceiver::new();
            r.connect_all();
            let mut b = Bench {
                r,
                events: vec![],
                busy_seqs: vec![],
            };
            b.r.reset.next = true;
            b.cycle();
            b.r.reset.next = false;
            b
        }

        fn cycle(&mut self) {
            let r = &mut self.r;
            r.clock.next = Clock::from(false);
            settle(r);
            for (flag, name) in [
                (r.good.val(), "good"),
                (r.bad_crc.val(), "bad_crc"),
                (r.bad_length.val(), "bad_length"),
                (r.busy.val(), "busy"),
            ] {
                if flag {
                    self.events.push(name);
                }
            }
            if r.busy.val() {
                self.busy_seqs.push(r.busy_seq.val().index() as u8);
            }
            r.clock.next = Clock::from(true);
            settle(r);
            r.buf_free.next = false;
        }

        fn send(&mut self, wire: &[u8]) {
            for &b in wire {
                self.r.in_valid.next = true;
                self.r.in_data.next = (b as u64).to_bits();
                self.cycle();
                // Bytes arrive with gaps, as from a UART.
                self.r.in_valid.next = false;
                self.cycle();
            }
            // The delimiter is judged two cycles after it arrives.
            self.cycle();
        }

        fn read(&mut self, buf: usize, len: usize) -> Vec<u8> {
            (0..len)
                .map(|i| {
                    self.r.rd_addr.next = ((buf * 512 + i) as u64).to_bits();
                    self.cycle();
                    settle(&mut self.r);
                    self.r.rd_data.val().index() as u8
                })
                .collect()
        }

        fn full(&self) -> u64 {
            self.r.full.val().index() as u64
        }

        fn release(&mut self, idx: bool) {
            self.r.buf_free.next = true;
            self.r.buf_free_idx.next = idx;
            self.cycle();
        }
    }

    fn frame(seq: u8, payload_len: usize) -> Vec<u8> {
        let mut f = vec![1, seq, 3, 0, 0, 0];
        f.extend((0..payload_len).map(|i| (i * 7) as u8));
        let c = crc32(&f);
        f.extend(c.to_le_bytes());
        f
    }

    fn wire(f: &[u8]) -> Vec<u8> {
        let mut w = cobs(f);
        w.push(0);
        w
    }

    #[test]
    fn checked_frames_fill_the_buffers_alternately_and_a_third_is_busy() {
        let mut b = Bench::new();
        let (f1, f2, f3) = (frame(1, 16), frame(2, 3), frame(3, 0));
        b.send(&wire(&f1));
        assert_eq!(b.full(), 0b01);
        assert_eq!(b.r.len0.val().index(), f1.len());
        b.send(&wire(&f2));
        assert_eq!(b.full(), 0b11);
        assert_eq!(b.r.len1.val().index(), f2.len());
        b.send(&wire(&f3));
        assert_eq!(b.events, ["good", "good", "good", "busy"]);
        assert_eq!(b.busy_seqs, [3]);
        assert_eq!(b.read(0, f1.len()), f1);
        assert_eq!(b.read(1, f2.len()), f2);
        b.release(false);
        assert_eq!(b.full(), 0b10);
        b.send(&wire(&f3));
        assert_eq!(b.full(), 0b11);
        assert_eq!(b.read(0, f3.len()), f3);
    }

    #[test]
    fn bad_crc_runt_oversize_and_cobs_errors_are_reported_and_store_nothing() {
        let mut b = Bench::new();
        let mut bad = frame(9, 20);
        bad[8] ^= 0x10;
        b.send(&wire(&bad));
        b.send(&wire(&[1, 2, 3, 4, 5, 6, 7, 8, 9]));
        b.send(&wire(&frame(4, 503)));
        b.send(&[0x07, 0x11, 0x00]);
        assert_eq!(
            b.events,
            ["bad_crc", "bad_length", "bad_length", "bad_length"]
        );
        assert_eq!(b.full(), 0);
        // The largest frame (512 bytes) still fits.
        let max = frame(5, 502);
        assert_eq!(max.len(), 512);
        b.send(&wire(&max));
        assert_eq!(b.events.last(), Some(&"good"));
        assert_eq!(b.read(0, 512), max);
    }

    #[test]
    fn garbage_before_a_frame_is_dropped_at_the_next_delimiter() {
        let mut b = Bench::new();
        let mut w = vec![0x33, 0x44, 0x55];
        w.extend(wire(&frame(7, 8)));
        b.send(&w);
        // The garbage joins the frame's first block, so the frame is lost
        // (a host resends); a delimiter first recovers it.
        assert_eq!(b.full(), 0);
        let mut w = vec![0x33, 0x44, 0x00];
        w.extend(wire(&frame(7, 8)));
        b.send(&w);
        assert_eq!(b.full(), 1);
    }
}
