//! `CuckooSerialCore`: the one-op-at-a-time Cuckoo filter without its
//! mixer, its state machine over one bank of bucket words
//! ([`crate::cuckoo_serial`]).

use hwfilter_model::cuckoo::{LFSR_SEED, LFSR_TAPS, code, opcode};
use rust_hdl::prelude::*;

use crate::cuckoo_parts::{CuckooAlt, SlotMux, SlotScan};

#[derive(Copy, Clone, PartialEq, Debug, LogicState)]
pub enum SerialState {
    /// Waiting for an op; decides the ops that need no bucket.
    Idle,
    /// Bucket i1 is on the RAM's output (QUERY, DELETE).
    ScanA,
    /// Bucket i2 is on the RAM's output (QUERY, DELETE).
    ScanB,
    /// A DELETE removed a copy from a bucket; re-insert the stash entry.
    Reinsert,
    /// Bucket i1 of the fingerprint being placed is on the RAM's output.
    PlaceA,
    /// Bucket `cur` is on the RAM's output: place, evict, or stash.
    Kick,
    /// READ: the bucket word is on the RAM's output.
    ReadData,
    /// WRITE: the old word is on the RAM's output; write the new one.
    WriteData,
    /// Zeroing one bucket per cycle.
    Clearing,
    /// The result waits for `out_ready`.
    Result,
}

/// The Cuckoo filter behind a [`MixFront`](crate::MixFront): `F`-bit
/// fingerprints, bucket words of `W = 4F` bits, `2^B` buckets in one block
/// RAM bank.
///
/// Its op stream is the front's: `in_h0` is h0 of the key (QUERY, INSERT,
/// DELETE), `in_x` carries the address of READ/WRITE in bits 0..16, and
/// `in_data` the word of WRITE. `in_ready` rises for one cycle when the
/// core has finished with those fields (the front holds them until then).
#[derive(LogicBlock)]
pub struct CuckooSerialCore<const F: usize, const W: usize, const B: usize> {
    pub clock: Signal<In, Clock>,
    pub reset: Signal<In, Bit>,
    pub in_valid: Signal<In, Bit>,
    pub in_ready: Signal<Out, Bit>,
    pub in_op: Signal<In, Bits<3>>,
    pub in_x: Signal<In, Bits<64>>,
    pub in_h0: Signal<In, Bits<64>>,
    pub in_data: Signal<In, Bits<64>>,
    pub out_valid: Signal<Out, Bit>,
    pub out_ready: Signal<In, Bit>,
    pub out_op: Signal<Out, Bits<3>>,
    pub out_code: Signal<Out, Bits<2>>,
    pub out_data: Signal<Out, Bits<64>>,

    alt_u: CuckooAlt<B>,
    scan: SlotScan<F, W>,
    scan_new: SlotScan<F, W>,
    slot_m: SlotMux<F, W>,
    buckets: RAM<Bits<W>, B>,

    st: DFF<SerialState>,
    r_op: DFF<Bits<3>>,
    r_code: DFF<Bits<2>>,
    r_data: DFF<Bits<64>>,
    /// The fingerprint looked up, or carried by the placement.
    fp: DFF<Bits<16>>,
    i1: DFF<Bits<B>>,
    /// Bucket i2 (lookups), or the bucket the placement is at.
    cur: DFF<Bits<B>>,
    kc: DFF<Bits<16>>,
    clr: DFF<Bits<B>>,
    stash_v: DFF<Bit>,
    stash_fp: DFF<Bits<16>>,
    stash_i: DFF<Bits<B>>,
    lfsr: DFF<Bits<16>>,
    items: DFF<Bits<32>>,
    kicks: DFF<Bits<32>>,
    full: DFF<Bits<32>>,

    max_kicks: Constant<Bits<16>>,
    lfsr_seed: Constant<Bits<16>>,
    lfsr_taps: Constant<Bits<16>>,
    fmask16: Constant<Bits<16>>,
    amask16: Constant<Bits<16>>,
    stash_addr: Constant<Bits<16>>,
    stash_valid_bit: Constant<Bits<64>>,
    zero_b: Constant<Bits<B>>,
    one_b: Constant<Bits<B>>,
    zero_w: Constant<Bits<W>>,
    zero16: Constant<Bits<16>>,
    one16: Constant<Bits<16>>,
    zero32: Constant<Bits<32>>,
    one32: Constant<Bits<32>>,
    minus1_32: Constant<Bits<32>>,
    sext4_32: Constant<Bits<32>>,
    zero64: Constant<Bits<64>>,
    op_delete: Constant<Bits<3>>,
    c_ok: Constant<Bits<2>>,
    c_full: Constant<Bits<2>>,
    c_nf: Constant<Bits<2>>,

    /// The key's fingerprint (0 remapped to 1) and first bucket.
    h_fp: Signal<Local, Bits<16>>,
    h_i1: Signal<Local, Bits<B>>,
    addr: Signal<Local, Bits<16>>,
    is_stash: Signal<Local, Bit>,
    stash_word: Signal<Local, Bits<64>>,
    stash_hit: Signal<Local, Bit>,
    lfsr_next: Signal<Local, Bits<16>>,
    victim: Signal<Local, Bits<16>>,
    done: Signal<Local, Bit>,
    /// What `items` changes by (one adder for every case).
    delta: Signal<Local, Bits<32>>,
    wdiff: Signal<Local, Bits<4>>,
    /// CLEAR is done: counters to 0.
    zero_counts: Signal<Local, Bit>,
    ra: Signal<Local, Bits<B>>,
    we: Signal<Local, Bit>,
    wa: Signal<Local, Bits<B>>,
    wd: Signal<Local, Bits<W>>,
}

impl<const F: usize, const W: usize, const B: usize> CuckooSerialCore<F, W, B> {
    /// A new core evicting at most `max_kicks` times per insert.
    pub fn new(max_kicks: u16) -> Self {
        assert!(
            (8..=16).contains(&F) && W == 4 * F,
            "F in 8..=16 and W = 4F"
        );
        assert!((2..=15).contains(&B), "B in 2..=15");
        assert!(max_kicks >= 1, "max_kicks must be at least 1");
        CuckooSerialCore {
            clock: Default::default(),
            reset: Default::default(),
            in_valid: Default::default(),
            in_ready: Default::default(),
            in_op: Default::default(),
            in_x: Default::default(),
            in_h0: Default::default(),
            in_data: Default::default(),
            out_valid: Default::default(),
            out_ready: Default::default(),
            out_op: Default::default(),
            out_code: Default::default(),
            out_data: Default::default(),
            alt_u: CuckooAlt::new(),
            scan: SlotScan::new(),
            scan_new: SlotScan::new(),
            slot_m: SlotMux::new(),
            buckets: Default::default(),
            st: Default::default(),
            r_op: Default::default(),
            r_code: Default::default(),
            r_data: Default::default(),
            fp: Default::default(),
            i1: Default::default(),
            cur: Default::default(),
            kc: Default::default(),
            clr: Default::default(),
            stash_v: Default::default(),
            stash_fp: Default::default(),
            stash_i: Default::default(),
            lfsr: Default::default(),
            items: Default::default(),
            kicks: Default::default(),
            full: Default::default(),
            max_kicks: Constant::new((max_kicks as u64).to_bits()),
            lfsr_seed: Constant::new((LFSR_SEED as u64).to_bits()),
            lfsr_taps: Constant::new((LFSR_TAPS as u64).to_bits()),
            fmask16: Constant::new(((1u64 << F) - 1).to_bits()),
            amask16: Constant::new(((1u64 << (B + 1)) - 1).to_bits()),
            stash_addr: Constant::new((1u64 << B).to_bits()),
            stash_valid_bit: Constant::new((1u64 << 63).to_bits()),
            zero_b: Constant::new(0u64.to_bits()),
            one_b: Constant::new(1u64.to_bits()),
            zero_w: Constant::new(0u64.to_bits()),
            zero16: Constant::new(0u64.to_bits()),
            one16: Constant::new(1u64.to_bits()),
            zero32: Constant::new(0u64.to_bits()),
            one32: Constant::new(1u64.to_bits()),
            minus1_32: Constant::new(0xffff_ffffu64.to_bits()),
            sext4_32: Constant::new(0xffff_fff0u64.to_bits()),
            zero64: Constant::new(0u64.to_bits()),
            op_delete: Constant::new((opcode::DELETE as u64).to_bits()),
            c_ok: Constant::new((code::OK as u64).to_bits()),
            c_full: Constant::new((code::FULL as u64).to_bits()),
            c_nf: Constant::new((code::NOT_FOUND as u64).to_bits()),
            h_fp: Default::default(),
            h_i1: Default::default(),
            addr: Default::default(),
            is_stash: Default::default(),
            stash_word: Default::default(),
            stash_hit: Default::default(),
            lfsr_next: Default::default(),
            victim: Default::default(),
            done: Default::default(),
            delta: Default::default(),
            wdiff: Default::default(),
            zero_counts: Default::default(),
            ra: Default::default(),
            we: Default::default(),
            wa: Default::default(),
            wd: Default::default(),
        }
    }
}

impl<const F: usize, const W: usize, const B: usize> Logic for CuckooSerialCore<F, W, B> {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(
            self, clock, st, r_op, r_code, r_data, fp, i1, cur, kc, clr, stash_v, stash_fp,
            stash_i, lfsr, items, kicks, full
        );
        self.buckets.read_clock.next = self.clock.val();
        self.buckets.write_clock.next = self.clock.val();

        // ---- the op's fields
        if (self.in_h0.val().get_bits::<16>(0) & self.fmask16.val()) == self.zero16.val() {
            self.h_fp.next = self.one16.val();
        } else {
            self.h_fp.next = self.in_h0.val().get_bits::<16>(0) & self.fmask16.val();
        }
        self.h_i1.next = self.in_h0.val().get_bits::<B>(32);
        self.addr.next = self.in_x.val().get_bits::<16>(0) & self.amask16.val();
        self.is_stash.next = self.addr.val() == self.stash_addr.val();
        // An empty stash reads as 0 (docs/cuckoo.md).
        if self.stash_v.q.val() {
            self.stash_word.next = self.stash_valid_bit.val()
                | (bit_cast::<64, B>(self.stash_i.q.val()) << 16)
                | bit_cast::<64, 16>(self.stash_fp.q.val());
        } else {
            self.stash_word.next = self.zero64.val();
        }
        self.stash_hit.next = self.stash_v.q.val()
            & (self.stash_fp.q.val() == self.fp.q.val())
            & ((self.stash_i.q.val() == self.i1.q.val())
                | (self.stash_i.q.val() == self.cur.q.val()));
        // One Galois LFSR step (taken only when an eviction happens).
        if self.lfsr.q.val().get_bit(0) {
            self.lfsr_next.next = (self.lfsr.q.val() >> 1) ^ self.lfsr_taps.val();
        } else {
            self.lfsr_next.next = self.lfsr.q.val() >> 1;
        }

        // ---- the bucket on the RAM's output
        self.scan.word.next = self.buckets.read_data.val();
        self.scan.fp.next = self.fp.q.val().get_bits::<F>(0);
        self.scan_new.word.next = self.in_data.val().get_bits::<W>(0);
        self.scan_new.fp.next = self.fp.q.val().get_bits::<F>(0);
        self.slot_m.word.next = self.buckets.read_data.val();
        self.slot_m.slot.next = self.scan.lowest_empty.val();
        self.slot_m.value.next = self.fp.q.val();
        self.victim.next = self.slot_m.read.val();
        // alt(i1, fp) for lookups and the first placement; alt(cur, victim)
        // for an eviction.
        self.alt_u.index.next = self.i1.q.val();
        self.alt_u.fp.next = self.fp.q.val();

        // ---- defaults
        self.done.next = false;
        self.delta.next = self.zero32.val();
        self.zero_counts.next = false;
        self.wdiff.next = bit_cast::<4, 3>(self.scan_new.occupied.val())
            - bit_cast::<4, 3>(self.scan.occupied.val());
        self.ra.next = self.cur.q.val();
        self.we.next = false;
        self.wa.next = self.cur.q.val();
        self.wd.next = self.slot_m.written.val();
        self.out_valid.next = self.st.q.val() == SerialState::Result;
        self.out_op.next = self.r_op.q.val();
        self.out_code.next = self.r_code.q.val();
        self.out_data.next = self.r_data.q.val();

        match self.st.q.val() {
            SerialState::Idle => {
                self.r_op.d.next = self.in_op.val();
                self.r_code.d.next = self.c_ok.val();
                self.r_data.d.next = self.zero64.val();
                self.fp.d.next = self.h_fp.val();
                self.i1.d.next = self.h_i1.val();
                self.kc.d.next = self.zero16.val();
                self.clr.d.next = self.zero_b.val();
                self.ra.next = self.h_i1.val();
                if self.in_valid.val() {
                    match self.in_op.val().index() {
                        0 => self.st.d.next = SerialState::ScanA,
                        5 => self.st.d.next = SerialState::ScanA,
                        1 => {
                            // INSERT: FULL while the stash is occupied.
                            if self.stash_v.q.val() {
                                self.full.d.next = self.full.q.val() + self.one32.val();
                                self.r_code.d.next = self.c_full.val();
                                self.done.next = true;
                            } else {
                                self.delta.next = self.one32.val();
                                self.st.d.next = SerialState::PlaceA;
                            }
                        }
                        2 => self.st.d.next = SerialState::Clearing,
                        3 => {
                            self.ra.next = self.addr.val().get_bits::<B>(0);
                            if self.is_stash.val() {
                                self.r_data.d.next = self.stash_word.val();
                                self.done.next = true;
                            } else {
                                self.st.d.next = SerialState::ReadData;
                            }
                        }
                        4 => {
                            self.ra.next = self.addr.val().get_bits::<B>(0);
                            if self.is_stash.val() {
                                // The previous stash word is the result;
                                // items follow the valid bit.
                                self.r_data.d.next = self.stash_word.val();
                                self.stash_v.d.next = self.in_data.val().get_bit(63);
                                self.stash_i.d.next = self.in_data.val().get_bits::<B>(16);
                                self.stash_fp.d.next = self.in_data.val().get_bits::<16>(0);
                                if self.in_data.val().get_bit(63) & !self.stash_v.q.val() {
                                    self.delta.next = self.one32.val();
                                }
                                if !self.in_data.val().get_bit(63) & self.stash_v.q.val() {
                                    self.delta.next = self.minus1_32.val();
                                }
                                self.done.next = true;
                            } else {
                                self.st.d.next = SerialState::WriteData;
                            }
                        }
                        6 => {
                            self.r_data.d.next = bit_cast::<64, 32>(self.items.q.val());
                            self.done.next = true;
                        }
                        _ => {
                            self.r_data.d.next = bit_cast::<64, 32>(self.kicks.q.val())
                                | (bit_cast::<64, 32>(self.full.q.val()) << 32);
                            self.done.next = true;
                        }
                    }
                }
            }
            SerialState::ScanA => {
                // Bucket i1 of a QUERY or DELETE.
                self.ra.next = self.alt_u.alt.val();
                self.cur.d.next = self.alt_u.alt.val();
                self.slot_m.slot.next = self.scan.lowest_match.val();
                self.slot_m.value.next = self.zero16.val();
                self.wa.next = self.i1.q.val();
                if self.scan.any_match.val() {
                    if self.r_op.q.val() == self.op_delete.val() {
                        self.we.next = true;
                        self.delta.next = self.minus1_32.val();
                        if self.stash_v.q.val() {
                            self.st.d.next = SerialState::Reinsert;
                        } else {
                            self.done.next = true;
                        }
                    } else {
                        self.done.next = true;
                    }
                } else {
                    self.st.d.next = SerialState::ScanB;
                }
            }
            SerialState::ScanB => {
                // Bucket i2 (in cur) of a QUERY or DELETE.
                self.slot_m.slot.next = self.scan.lowest_match.val();
                self.slot_m.value.next = self.zero16.val();
                self.done.next = true;
                if self.r_op.q.val() == self.op_delete.val() {
                    if self.scan.any_match.val() {
                        self.we.next = true;
                        self.delta.next = self.minus1_32.val();
                        if self.stash_v.q.val() {
                            self.done.next = false;
                            self.st.d.next = SerialState::Reinsert;
                        }
                    } else if self.stash_hit.val() {
                        self.stash_v.d.next = false;
                        self.delta.next = self.minus1_32.val();
                    } else {
                        self.r_code.d.next = self.c_nf.val();
                    }
                } else if !(self.scan.any_match.val() | self.stash_hit.val()) {
                    self.r_code.d.next = self.c_nf.val();
                }
            }
            SerialState::Reinsert => {
                // The slot freed at the last edge is in the RAM now: place
                // the stash entry as an INSERT places a key.
                self.stash_v.d.next = false;
                self.fp.d.next = self.stash_fp.q.val();
                self.i1.d.next = self.stash_i.q.val();
                self.ra.next = self.stash_i.q.val();
                self.st.d.next = SerialState::PlaceA;
            }
            SerialState::PlaceA => {
                // Bucket i1 of the fingerprint being placed.
                self.wa.next = self.i1.q.val();
                self.ra.next = self.alt_u.alt.val();
                self.cur.d.next = self.alt_u.alt.val();
                if self.scan.any_empty.val() {
                    self.we.next = true;
                    self.done.next = true;
                } else {
                    self.st.d.next = SerialState::Kick;
                }
            }
            SerialState::Kick => {
                // Bucket cur: the lowest empty slot, else the stash after
                // max_kicks evictions, else evict slot lfsr_next & 3 and
                // read the victim's other bucket (never cur: alt flips bit 0).
                self.r_data.d.next = bit_cast::<64, 16>(self.kc.q.val());
                if self.scan.any_empty.val() {
                    self.we.next = true;
                    self.done.next = true;
                } else if self.kc.q.val() == self.max_kicks.val() {
                    self.stash_v.d.next = true;
                    self.stash_fp.d.next = self.fp.q.val();
                    self.stash_i.d.next = self.cur.q.val();
                    self.done.next = true;
                } else {
                    self.slot_m.slot.next = self.lfsr_next.val().get_bits::<2>(0);
                    self.alt_u.index.next = self.cur.q.val();
                    self.alt_u.fp.next = self.victim.val();
                    self.ra.next = self.alt_u.alt.val();
                    self.cur.d.next = self.alt_u.alt.val();
                    self.fp.d.next = self.victim.val();
                    self.lfsr.d.next = self.lfsr_next.val();
                    self.kicks.d.next = self.kicks.q.val() + self.one32.val();
                    self.kc.d.next = self.kc.q.val() + self.one16.val();
                    self.we.next = true;
                }
            }
            SerialState::ReadData => {
                self.r_data.d.next = bit_cast::<64, W>(self.buckets.read_data.val());
                self.done.next = true;
            }
            SerialState::WriteData => {
                // The old word is the result; items follow the slots written.
                self.r_data.d.next = bit_cast::<64, W>(self.buckets.read_data.val());
                if self.wdiff.val().get_bit(3) {
                    self.delta.next = self.sext4_32.val() | bit_cast::<32, 4>(self.wdiff.val());
                } else {
                    self.delta.next = bit_cast::<32, 4>(self.wdiff.val());
                }
                self.we.next = true;
                self.wa.next = self.addr.val().get_bits::<B>(0);
                self.wd.next = self.in_data.val().get_bits::<W>(0);
                self.done.next = true;
            }
            SerialState::Clearing => {
                self.we.next = true;
                self.wa.next = self.clr.q.val();
                self.wd.next = self.zero_w.val();
                self.clr.d.next = self.clr.q.val() + self.one_b.val();
                if self.clr.q.val().all() {
                    self.stash_v.d.next = false;
                    self.lfsr.d.next = self.lfsr_seed.val();
                    self.zero_counts.next = true;
                    self.done.next = true;
                }
            }
            _ => {
                // Result
                if self.out_ready.val() {
                    self.st.d.next = SerialState::Idle;
                }
            }
        }
        if self.done.val() {
            self.st.d.next = SerialState::Result;
        }
        self.items.d.next = self.items.q.val() + self.delta.val();
        if self.zero_counts.val() {
            self.items.d.next = self.zero32.val();
            self.kicks.d.next = self.zero32.val();
            self.full.d.next = self.zero32.val();
        }
        self.in_ready.next = self.done.val() & !self.reset.val();

        self.buckets.read_address.next = self.ra.val();
        self.buckets.write_address.next = self.wa.val();
        self.buckets.write_data.next = self.wd.val();
        self.buckets.write_enable.next = self.we.val();

        if self.reset.val() {
            self.st.d.next = SerialState::Idle;
            self.stash_v.d.next = false;
            self.lfsr.d.next = self.lfsr_seed.val();
            self.items.d.next = self.zero32.val();
            self.kicks.d.next = self.zero32.val();
            self.full.d.next = self.zero32.val();
        }
    }
}
