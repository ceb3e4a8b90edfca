//! `ReplyEncoder`: sends one reply from reply RAM as a COBS frame with its
//! CRC-32 (docs/protocol.md, sections 1-2).
//!
//! ```text
//!  start(base, len_addr) ─► read len ─► CRC pass: RAM[base .. base+len] ─► crc = !raw
//!     ─► COBS pass over byte(i) = i < len ? RAM[base+i] : crc byte i-len, i < len+4:
//!          scan to the next zero (or the end) ─► code byte ─► block bytes ─► ... ─► 0x00
//!                                                   out_valid/out_ready/out_data ─► UartTx
//! ```
//!
//! The reply is in RAM, so the encoder looks ahead by reading it twice (a
//! scan, then the block's bytes) instead of buffering 254 bytes. Replies are
//! at most 79 bytes plus CRC, far below the 254-byte block limit. A byte
//! takes two cycles in the CRC pass (address, then data, folded in at the
//! next cycle), three in the scan (address, data, its zero test) and three
//! to send (address, data, hand-over), plus a cycle at the end of the CRC
//! pass and after each block, where the counters restart; the UART takes
//! 10 x `baud_div` cycles a byte (50 on the Alchitry Cu).
//! Every choice reads registers: the index and its RAM address are
//! counters, and the compares that end a pass are flags stepped with them.
//! `idle` is high only when the delimiter has been handed over, so the
//! owner may rewrite the RAM from then on.
use rust_hdl::prelude::*;

#[derive(Copy, Clone, PartialEq, Debug, LogicState)]
pub enum TxState {
    Idle,
    LenIssue,
    LenUse,
    CrcIssue,
    CrcUse,
    CrcEnd,
    ScanIssue,
    ScanUse,
    ScanTest,
    Code,
    DataIssue,
    DataUse,
    DataOut,
    Skip,
    Delim,
}

/// Reply sender: CRC-32 and COBS encoding over reply RAM.
#[derive(LogicBlock)]
pub struct ReplyEncoder {
    pub clock: Signal<In, Clock>,
    pub reset: Signal<In, Bit>,
    /// Strobe (while `idle`): send the reply at `base`, its length at `len_addr`.
    pub start: Signal<In, Bit>,
    pub base: Signal<In, Bits<10>>,
    pub len_addr: Signal<In, Bits<10>>,
    pub idle: Signal<Out, Bit>,
    /// Reply RAM read port (data the cycle after the address).
    pub rd_addr: Signal<Out, Bits<10>>,
    pub rd_data: Signal<In, Bits<8>>,
    // -- encoded bytes (source)
    pub out_valid: Signal<Out, Bit>,
    pub out_ready: Signal<In, Bit>,
    pub out_data: Signal<Out, Bits<8>>,
    crc_step: super::crc32::Crc32Step,
    state: DFF<TxState>,
    base_r: DFF<Bits<10>>,
    len_addr_r: DFF<Bits<10>>,
    len: DFF<Bits<8>>,
    /// Start of the current block.
    pos: DFF<Bits<8>>,
    /// Bytes of the current block found so far / emitted so far.
    k: DFF<Bits<8>>,
    j: DFF<Bits<8>>,
    /// The block ends at the end of the data (no zero after it).
    at_end: DFF<Bit>,
    crc: DFF<Bits<32>>,
    byte_r: DFF<Bits<8>>,
    /// `ix < len` and `ix - len` (its low two bits), registered in the
    /// Issue states for the Use states, where the byte read arrives.
    in_body: DFF<Bit>,
    crc_sel: DFF<Bits<2>>,
    /// Index of the byte being read (in ScanIssue `pos + k`, in DataIssue
    /// `pos + j`), and its RAM address `base + ix`: counters, so neither
    /// is an adder in front of the RAM or a compare.
    ix: DFF<Bits<8>>,
    ra: DFF<Bits<10>>,
    /// The scanned byte is zero (ScanUse -> ScanTest).
    vz: DFF<Bit>,
    /// The byte read in CrcUse, folded into `crc` at the next cycle.
    cb: DFF<Bits<8>>,
    cb_v: DFF<Bit>,
    /// `k == len` (CRC pass), `j == k` (sending) and `ix == len + 4`
    /// (scanning), registered (from `len - 1`, `k - 1`, `len + 3` and
    /// `len + 4`), so the states' choices read one flip-flop.
    k_eq: DFF<Bit>,
    j_eq: DFF<Bit>,
    ix_end: DFF<Bit>,
    /// `k == 0` and `j == k - 1`, registered every cycle: Code and DataOut
    /// load `j_eq` from them (k and j have held for a cycle when read).
    kz: DFF<Bit>,
    jn_eq: DFF<Bit>,
    lenm1: DFF<Bits<8>>,
    len4: DFF<Bits<8>>,
    km1: DFF<Bits<8>>,
    len3: DFF<Bits<8>>,
    /// The byte read: the reply's, or a CRC byte past it.
    vbyte: Signal<Local, Bits<8>>,
    crc_off: Signal<Local, Bits<8>>,
    crc_n: Signal<Local, Bits<32>>,
    zero8: Constant<Bits<8>>,
    one8: Constant<Bits<8>>,
    three8: Constant<Bits<8>>,
    four8: Constant<Bits<8>>,
    one10: Constant<Bits<10>>,
    ones32: Constant<Bits<32>>,
}

impl ReplyEncoder {
    pub fn new() -> Self {
        Self {
            clock: Default::default(),
            reset: Default::default(),
            start: Default::default(),
            base: Default::default(),
            len_addr: Default::default(),
            idle: Default::default(),
            rd_addr: Default::default(),
            rd_data: Default::default(),
            out_valid: Default::default(),
            out_ready: Default::default(),
            out_data: Default::default(),
            crc_step: Default::default(),
            state: Default::default(),
            base_r: Default::default(),
            len_addr_r: Default::default(),
            len: Default::default(),
            pos: Default::default(),
            k: Default::default(),
            j: Default::default(),
            at_end: Default::default(),
            crc: Default::default(),
            in_body: Default::default(),
            crc_sel: Default::default(),
            byte_r: Default::default(),
            ix: Default::default(),
            ra: Default::default(),
            vz: Default::default(),
            cb: Default::default(),
            cb_v: Default::default(),
            k_eq: Default::default(),
            j_eq: Default::default(),
            ix_end: Default::default(),
            kz: Default::default(),
            jn_eq: Default::default(),
            lenm1: Default::default(),
            len4: Default::default(),
            km1: Default::default(),
            len3: Default::default(),
            vbyte: Default::default(),
            crc_off: Default::default(),
            crc_n: Default::default(),
            zero8: Constant::new(0u64.to_bits()),
            one8: Constant::new(1u64.to_bits()),
            three8: Constant::new(3u64.to_bits()),
            four8: Constant::new(4u64.to_bits()),
            one10: Constant::new(1u64.to_bits()),
            ones32: Constant::new(0xffff_ffffu64.to_bits()),
        }
    }
}

impl Default for ReplyEncoder {
    fn default() -> Self {
        Self::new()
    }
}

impl Logic for ReplyEncoder {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(
            self, clock, state, base_r, len_addr_r, len, pos, k, j, at_end, crc, byte_r, in_body,
            crc_sel, ix, ra, vz, cb, cb_v, k_eq, j_eq, ix_end, kz, jn_eq, lenm1, len4, km1, len3
        );
        // Reset holds the state at Idle; the owner is reset with the encoder.
        self.idle.next = self.state.q.val() == TxState::Idle;
        self.out_valid.next = false;
        self.out_data.next = self.byte_r.q.val();
        // The CRC folds in the byte read a cycle earlier, so the RAM's
        // output only reaches a register.
        self.crc_step.crc_in.next = self.crc.q.val();
        self.crc_step.data_in.next = self.cb.q.val();
        self.cb.d.next = self.rd_data.val();
        self.cb_v.d.next = false;
        if self.cb_v.q.val() {
            self.crc.d.next = self.crc_step.crc_out.val();
        }

        self.rd_addr.next = self.ra.q.val();
        self.len3.d.next = self.len.q.val() + self.three8.val();
        self.lenm1.d.next = self.len.q.val() - self.one8.val();
        self.km1.d.next = self.k.q.val() - self.one8.val();
        self.kz.d.next = self.k.q.val() == self.zero8.val();
        self.jn_eq.d.next = self.j.q.val() == self.km1.q.val();
        // ix == len + 4, a cycle old: ScanIssue reads it after ScanTest
        // (ix unchanged since ScanUse) or after a step it registers itself.
        self.len4.d.next = self.len.q.val() + self.four8.val();
        self.ix_end.d.next = self.ix.q.val() == self.len4.q.val();
        // Past the stored reply come the four CRC bytes (sent as !raw, LSB first).
        self.crc_off.next = self.ix.q.val() - self.len.q.val();
        self.crc_n.next = !self.crc.q.val();
        self.in_body.d.next = self.ix.q.val() < self.len.q.val();
        self.crc_sel.d.next = self.crc_off.val().get_bits::<2>(0);
        if self.in_body.q.val() {
            self.vbyte.next = self.rd_data.val();
        } else {
            if self.crc_sel.q.val().get_bit(1) {
                if self.crc_sel.q.val().get_bit(0) {
                    self.vbyte.next = self.crc_n.val().get_bits::<8>(24);
                } else {
                    self.vbyte.next = self.crc_n.val().get_bits::<8>(16);
                }
            } else if self.crc_sel.q.val().get_bit(0) {
                self.vbyte.next = self.crc_n.val().get_bits::<8>(8);
            } else {
                self.vbyte.next = self.crc_n.val().get_bits::<8>(0);
            }
        }
        self.vz.d.next = self.vbyte.val() == self.zero8.val();

        match self.state.q.val() {
            TxState::Idle => {
                if self.start.val() {
                    self.base_r.d.next = self.base.val();
                    self.len_addr_r.d.next = self.len_addr.val();
                    self.state.d.next = TxState::LenIssue;
                }
            }
            TxState::LenIssue => {
                self.rd_addr.next = self.len_addr_r.q.val();
                self.state.d.next = TxState::LenUse;
            }
            TxState::LenUse => {
                self.len.d.next = self.rd_data.val();
                self.crc.d.next = self.ones32.val();
                self.pos.d.next = self.zero8.val();
                self.k.d.next = self.zero8.val();
                self.ix.d.next = self.zero8.val();
                self.ra.d.next = self.base_r.q.val();
                self.k_eq.d.next = self.rd_data.val() == self.zero8.val();
                self.state.d.next = TxState::CrcIssue;
            }
            // CRC pass: k walks 0 .. len (pos is 0, so ix = k).
            TxState::CrcIssue => {
                if self.k_eq.q.val() {
                    self.state.d.next = TxState::CrcEnd;
                } else {
                    self.state.d.next = TxState::CrcUse;
                }
            }
            TxState::CrcUse => {
                self.cb_v.d.next = true;
                self.k_eq.d.next = self.k.q.val() == self.lenm1.q.val();
                self.k.d.next = self.k.q.val() + self.one8.val();
                self.ix.d.next = self.ix.q.val() + self.one8.val();
                self.ra.d.next = self.ra.q.val() + self.one10.val();
                self.state.d.next = TxState::CrcIssue;
            }
            // The counters restart in a state of their own, so their
            // enables depend on the state alone.
            TxState::CrcEnd => {
                self.k.d.next = self.zero8.val();
                self.ix_end.d.next = false;
                self.ix.d.next = self.zero8.val();
                self.ra.d.next = self.base_r.q.val();
                self.state.d.next = TxState::ScanIssue;
            }
            // COBS pass: find the block [pos, pos + k) ending at a zero or the end.
            TxState::ScanIssue => {
                if self.ix_end.q.val() {
                    self.at_end.d.next = true;
                    self.state.d.next = TxState::Code;
                } else {
                    self.state.d.next = TxState::ScanUse;
                }
            }
            // ix steps in ScanUse and DataUse, whatever comes next, so its
            // enable depends on the state alone there (a zero found leaves
            // it one past, and Code sets it back).
            TxState::ScanUse => {
                self.ix.d.next = self.ix.q.val() + self.one8.val();
                self.ra.d.next = self.ra.q.val() + self.one10.val();
                self.state.d.next = TxState::ScanTest;
            }
            TxState::ScanTest => {
                if self.vz.q.val() {
                    self.at_end.d.next = false;
                    self.state.d.next = TxState::Code;
                } else {
                    self.k.d.next = self.k.q.val() + self.one8.val();
                    self.state.d.next = TxState::ScanIssue;
                }
            }
            TxState::Code => {
                self.out_valid.next = true;
                self.out_data.next = self.k.q.val() + self.one8.val();
                self.ix.d.next = self.pos.q.val();
                self.ra.d.next = self.base_r.q.val() + bit_cast::<10, 8>(self.pos.q.val());
                if self.out_ready.val() {
                    self.j.d.next = self.zero8.val();
                    self.j_eq.d.next = self.kz.q.val();
                    self.state.d.next = TxState::DataIssue;
                }
            }
            TxState::DataIssue => {
                if self.j_eq.q.val() {
                    // Block sent: skip its zero, or end the frame.
                    if self.at_end.q.val() {
                        self.state.d.next = TxState::Delim;
                    } else {
                        self.state.d.next = TxState::Skip;
                    }
                } else {
                    self.state.d.next = TxState::DataUse;
                }
            }
            TxState::DataUse => {
                self.byte_r.d.next = self.vbyte.val();
                self.ix.d.next = self.ix.q.val() + self.one8.val();
                self.ra.d.next = self.ra.q.val() + self.one10.val();
                self.state.d.next = TxState::DataOut;
            }
            TxState::DataOut => {
                self.out_valid.next = true;
                if self.out_ready.val() {
                    self.j.d.next = self.j.q.val() + self.one8.val();
                    self.j_eq.d.next = self.jn_eq.q.val();
                    self.state.d.next = TxState::DataIssue;
                }
            }
            // ix = pos + k is the block's zero: the next block starts after it.
            TxState::Skip => {
                self.pos.d.next = self.ix.q.val() + self.one8.val();
                self.ix.d.next = self.ix.q.val() + self.one8.val();
                self.ra.d.next = self.ra.q.val() + self.one10.val();
                self.ix_end.d.next = self.ix.q.val() == self.len3.q.val();
                self.k.d.next = self.zero8.val();
                self.state.d.next = TxState::ScanIssue;
            }
            TxState::Delim => {
                self.out_valid.next = true;
                self.out_data.next = self.zero8.val();
                if self.out_ready.val() {
                    self.state.d.next = TxState::Idle;
                }
            }
            _ => {
                self.state.d.next = TxState::Idle;
            }
        }
        if self.reset.val() {
            self.state.d.next = TxState::Idle;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::link::testbench::{cobs, crc32, settle};
    use hwfilter_model::rng::SplitMix64;

    /// Sends the reply stored at `base` (length byte at `len_addr`) from an
    /// emulated reply RAM, taking an output byte only every `sink_every` cycles.
    fn encode(ram: &[u8], base: usize, len_addr: usize, sink_every: usize) -> Vec<u8> {
        let mut e = ReplyEncoder::new();
        e.connect_all();
        e.reset.next = true;
        e.clock.next = Clock::from(false);
        settle(&mut e);
        e.clock.next = Clock::from(true);
        settle(&mut e);
        e.reset.next = false;
        let mut out = vec![];
        let mut rd = 0usize;
        for c in 0..20_000 {
            e.start.next = c == 2;
            e.base.next = (base as u64).to_bits();
            e.len_addr.next = (len_addr as u64).to_bits();
            e.rd_data.next = (ram[rd] as u64).to_bits();
            e.out_ready.next = c % sink_every == 0;
            e.clock.next = Clock::from(false);
            settle(&mut e);
            if e.out_valid.val() && e.out_ready.val() {
                out.push(e.out_data.val().index() as u8);
            }
            if c > 2 && e.idle.val() {
                return out;
            }
            rd = e.rd_addr.val().index();
            e.clock.next = Clock::from(true);
            settle(&mut e);
        }
        panic!("encoder did not finish: {out:?}");
    }

    #[test]
    fn replies_come_out_as_cobs_frames_with_their_crc() {
        let mut rng = SplitMix64(5);
        for (len, zeros, sink_every) in [
            (7usize, 0u64, 1usize),
            (11, 3, 2),
            (75, 4, 1),
            (1, 1, 3),
            (40, 1, 1),
        ] {
            let mut ram: Vec<u8> = (0..1024).map(|_| rng.next_u64() as u8).collect();
            let base = 544;
            let reply: Vec<u8> = (0..len)
                .map(|_| {
                    if rng.chance(zeros, 8) {
                        0
                    } else {
                        rng.next_u64() as u8 | 1
                    }
                })
                .collect();
            ram[base..base + len].copy_from_slice(&reply);
            ram[base + 127] = len as u8;
            let mut framed = reply.clone();
            framed.extend(crc32(&reply).to_le_bytes());
            let mut expect = cobs(&framed);
            expect.push(0);
            assert_eq!(
                encode(&ram, base, base + 127, sink_every),
                expect,
                "len {len}"
            );
        }
    }

    #[test]
    fn a_reply_ending_in_zero_gets_its_final_empty_block() {
        // CRC bytes can be zero too; force the last stored byte to zero and
        // check the encoder against the reference on many random replies.
        let mut rng = SplitMix64(9);
        for _ in 0..50 {
            let len = 1 + rng.below(30) as usize;
            let mut ram = vec![0u8; 1024];
            for b in ram.iter_mut().take(len) {
                *b = if rng.chance(1, 3) {
                    0
                } else {
                    rng.next_u64() as u8
                };
            }
            ram[31] = len as u8;
            let mut framed = ram[..len].to_vec();
            framed.extend(crc32(&ram[..len]).to_le_bytes());
            let mut expect = cobs(&framed);
            expect.push(0);
            assert_eq!(encode(&ram, 0, 31, 1), expect);
        }
    }
}
