//! Combinational helpers of the Cuckoo engine (docs/cuckoo.md): the
//! alternate-bucket function and the bucket-word slot logic. A bucket word
//! holds 4 slots of `F` bits (`W = 4F`), slot `s` in bits `[s*F, (s+1)*F)`;
//! a slot holding 0 is empty.

use hwfilter_model::cuckoo::GCOL;
use rust_hdl::prelude::*;

/// `alt(i, fp) = i ^ ((G(fp) | 1) & (2^B - 1))`, `G` the fixed GF(2) matrix
/// `GCOL`: every output bit is the parity of a fixed subset of the 16
/// fingerprint bits (two LUT levels, no carry chain).
#[derive(LogicBlock)]
pub struct CuckooAlt<const B: usize> {
    pub index: Signal<In, Bits<B>>,
    pub fp: Signal<In, Bits<16>>,
    pub alt: Signal<Out, Bits<B>>,
    /// Row `o` of G: bit `j` set when `GCOL[j]` has bit `o` set.
    rows: [Constant<Bits<16>>; B],
    one: Constant<Bits<B>>,
    zero: Constant<Bits<B>>,
    acc: [Signal<Local, Bits<B>>; B],
}

impl<const B: usize> CuckooAlt<B> {
    pub fn new() -> Self {
        assert!((1..=32).contains(&B), "bucket address bits must be 1..=32");
        CuckooAlt {
            index: Default::default(),
            fp: Default::default(),
            alt: Default::default(),
            rows: std::array::from_fn(|o| {
                let row: u64 = (0..16)
                    .filter(|&j| (GCOL[j] >> o) & 1 == 1)
                    .map(|j| 1u64 << j)
                    .sum();
                Constant::new(row.to_bits())
            }),
            one: Constant::new(1u64.to_bits()),
            zero: Constant::new(0u64.to_bits()),
            acc: std::array::from_fn(|_| Default::default()),
        }
    }
}

impl<const B: usize> Default for CuckooAlt<B> {
    fn default() -> Self {
        Self::new()
    }
}

impl<const B: usize> Logic for CuckooAlt<B> {
    #[hdl_gen]
    fn update(&mut self) {
        // acc[o] holds G's bits 0..=o (rust-hdl has no run-time bit assignment).
        for o in 0..1 {
            self.acc[o].next = self
                .zero
                .val()
                .replace_bit(o, (self.fp.val() & self.rows[o].val()).xor());
        }
        for o in 1..B {
            self.acc[o].next = self.acc[o - 1]
                .val()
                .replace_bit(o, (self.fp.val() & self.rows[o].val()).xor());
        }
        for o in (B - 1)..B {
            self.alt.next = self.index.val() ^ (self.acc[o].val() | self.one.val());
        }
    }
}

/// Per-slot flags of one bucket word: bit `s` of `hits` is set when slot
/// `s` holds `fp`, bit `s` of `empties` when it holds 0 (three and two LUT
/// levels).
#[derive(LogicBlock)]
pub struct SlotFlags<const F: usize, const W: usize> {
    pub word: Signal<In, Bits<W>>,
    pub fp: Signal<In, Bits<F>>,
    pub hits: Signal<Out, Bits<4>>,
    pub empties: Signal<Out, Bits<4>>,
    fbits: Constant<Bits<8>>,
    zero_f: Constant<Bits<F>>,
    zero4: Constant<Bits<4>>,
    s0: Signal<Local, Bits<F>>,
    s1: Signal<Local, Bits<F>>,
    s2: Signal<Local, Bits<F>>,
    s3: Signal<Local, Bits<F>>,
    fpf: Signal<Local, Bits<F>>,
    m0: Signal<Local, Bits<4>>,
    m1: Signal<Local, Bits<4>>,
    m2: Signal<Local, Bits<4>>,
    e0: Signal<Local, Bits<4>>,
    e1: Signal<Local, Bits<4>>,
    e2: Signal<Local, Bits<4>>,
}

impl<const F: usize, const W: usize> SlotFlags<F, W> {
    pub fn new() -> Self {
        assert!(
            W == 4 * F && (8..=16).contains(&F),
            "W must be 4F with F in 8..=16"
        );
        SlotFlags {
            word: Default::default(),
            fp: Default::default(),
            hits: Default::default(),
            empties: Default::default(),
            fbits: Constant::new((F as u64).to_bits()),
            zero_f: Constant::new(0u64.to_bits()),
            zero4: Constant::new(0u64.to_bits()),
            s0: Default::default(),
            s1: Default::default(),
            s2: Default::default(),
            s3: Default::default(),
            fpf: Default::default(),
            m0: Default::default(),
            m1: Default::default(),
            m2: Default::default(),
            e0: Default::default(),
            e1: Default::default(),
            e2: Default::default(),
        }
    }
}

impl<const F: usize, const W: usize> Default for SlotFlags<F, W> {
    fn default() -> Self {
        Self::new()
    }
}

impl<const F: usize, const W: usize> Logic for SlotFlags<F, W> {
    #[hdl_gen]
    fn update(&mut self) {
        self.s0.next = self.word.val().get_bits::<F>(0);
        self.s1.next = self.word.val().get_bits::<F>(self.fbits.val().index());
        self.s2.next = self.word.val().get_bits::<F>(2 * self.fbits.val().index());
        self.s3.next = self.word.val().get_bits::<F>(3 * self.fbits.val().index());
        self.fpf.next = self.fp.val();
        self.m0.next = self
            .zero4
            .val()
            .replace_bit(0, self.s0.val() == self.fpf.val());
        self.m1.next = self
            .m0
            .val()
            .replace_bit(1, self.s1.val() == self.fpf.val());
        self.m2.next = self
            .m1
            .val()
            .replace_bit(2, self.s2.val() == self.fpf.val());
        self.hits.next = self
            .m2
            .val()
            .replace_bit(3, self.s3.val() == self.fpf.val());
        self.e0.next = self
            .zero4
            .val()
            .replace_bit(0, self.s0.val() == self.zero_f.val());
        self.e1.next = self
            .e0
            .val()
            .replace_bit(1, self.s1.val() == self.zero_f.val());
        self.e2.next = self
            .e1
            .val()
            .replace_bit(2, self.s2.val() == self.zero_f.val());
        self.empties.next = self
            .e2
            .val()
            .replace_bit(3, self.s3.val() == self.zero_f.val());
    }
}

/// From a bucket's slot flags: whether any slot hits or is empty, the
/// lowest such slot, and how many slots are occupied (one LUT level each).
#[derive(LogicBlock)]
pub struct SlotPick {
    pub hits: Signal<In, Bits<4>>,
    pub empties: Signal<In, Bits<4>>,
    pub any_match: Signal<Out, Bit>,
    pub lowest_match: Signal<Out, Bits<2>>,
    pub any_empty: Signal<Out, Bit>,
    pub lowest_empty: Signal<Out, Bits<2>>,
    /// Slots holding a fingerprint, 0..=4.
    pub occupied: Signal<Out, Bits<3>>,
    k: [Constant<Bits<2>>; 4],
    n: [Constant<Bits<3>>; 5],
}

impl SlotPick {
    pub fn new() -> Self {
        SlotPick {
            hits: Default::default(),
            empties: Default::default(),
            any_match: Default::default(),
            lowest_match: Default::default(),
            any_empty: Default::default(),
            lowest_empty: Default::default(),
            occupied: Default::default(),
            k: std::array::from_fn(|i| Constant::new((i as u64).to_bits())),
            n: std::array::from_fn(|i| Constant::new((i as u64).to_bits())),
        }
    }
}

impl Default for SlotPick {
    fn default() -> Self {
        Self::new()
    }
}

impl Logic for SlotPick {
    #[hdl_gen]
    fn update(&mut self) {
        self.any_match.next = self.hits.val().any();
        self.any_empty.next = self.empties.val().any();
        if self.hits.val().get_bit(0) {
            self.lowest_match.next = self.k[0].val();
        } else if self.hits.val().get_bit(1) {
            self.lowest_match.next = self.k[1].val();
        } else if self.hits.val().get_bit(2) {
            self.lowest_match.next = self.k[2].val();
        } else {
            self.lowest_match.next = self.k[3].val();
        }
        if self.empties.val().get_bit(0) {
            self.lowest_empty.next = self.k[0].val();
        } else if self.empties.val().get_bit(1) {
            self.lowest_empty.next = self.k[1].val();
        } else if self.empties.val().get_bit(2) {
            self.lowest_empty.next = self.k[2].val();
        } else {
            self.lowest_empty.next = self.k[3].val();
        }
        match self.empties.val().index() {
            0 => self.occupied.next = self.n[4].val(),
            1 => self.occupied.next = self.n[3].val(),
            2 => self.occupied.next = self.n[3].val(),
            3 => self.occupied.next = self.n[2].val(),
            4 => self.occupied.next = self.n[3].val(),
            5 => self.occupied.next = self.n[2].val(),
            6 => self.occupied.next = self.n[2].val(),
            7 => self.occupied.next = self.n[1].val(),
            8 => self.occupied.next = self.n[3].val(),
            9 => self.occupied.next = self.n[2].val(),
            10 => self.occupied.next = self.n[2].val(),
            11 => self.occupied.next = self.n[1].val(),
            12 => self.occupied.next = self.n[2].val(),
            13 => self.occupied.next = self.n[1].val(),
            14 => self.occupied.next = self.n[1].val(),
            _ => self.occupied.next = self.n[0].val(),
        }
    }
}

/// `SlotFlags` and `SlotPick` of one bucket word in one cycle.
#[derive(LogicBlock)]
pub struct SlotScan<const F: usize, const W: usize> {
    pub word: Signal<In, Bits<W>>,
    pub fp: Signal<In, Bits<F>>,
    pub any_match: Signal<Out, Bit>,
    pub lowest_match: Signal<Out, Bits<2>>,
    pub any_empty: Signal<Out, Bit>,
    pub lowest_empty: Signal<Out, Bits<2>>,
    /// Slots holding a fingerprint, 0..=4.
    pub occupied: Signal<Out, Bits<3>>,
    flags: SlotFlags<F, W>,
    pick: SlotPick,
}

impl<const F: usize, const W: usize> SlotScan<F, W> {
    pub fn new() -> Self {
        SlotScan {
            word: Default::default(),
            fp: Default::default(),
            any_match: Default::default(),
            lowest_match: Default::default(),
            any_empty: Default::default(),
            lowest_empty: Default::default(),
            occupied: Default::default(),
            flags: SlotFlags::new(),
            pick: SlotPick::new(),
        }
    }
}

impl<const F: usize, const W: usize> Default for SlotScan<F, W> {
    fn default() -> Self {
        Self::new()
    }
}

impl<const F: usize, const W: usize> Logic for SlotScan<F, W> {
    #[hdl_gen]
    fn update(&mut self) {
        self.flags.word.next = self.word.val();
        self.flags.fp.next = self.fp.val();
        self.pick.hits.next = self.flags.hits.val();
        self.pick.empties.next = self.flags.empties.val();
        self.any_match.next = self.pick.any_match.val();
        self.lowest_match.next = self.pick.lowest_match.val();
        self.any_empty.next = self.pick.any_empty.val();
        self.lowest_empty.next = self.pick.lowest_empty.val();
        self.occupied.next = self.pick.occupied.val();
    }
}

/// Reads slot `slot` of a bucket word (a 4:1 multiplexer, two LUT levels).
#[derive(LogicBlock)]
pub struct SlotRead<const F: usize, const W: usize> {
    pub word: Signal<In, Bits<W>>,
    pub slot: Signal<In, Bits<2>>,
    /// The slot's current contents.
    pub read: Signal<Out, Bits<16>>,
    sh1: Constant<Bits<8>>,
    sh2: Constant<Bits<8>>,
    sh3: Constant<Bits<8>>,
}

impl<const F: usize, const W: usize> SlotRead<F, W> {
    pub fn new() -> Self {
        assert!(
            W == 4 * F && (8..=16).contains(&F),
            "W must be 4F with F in 8..=16"
        );
        SlotRead {
            word: Default::default(),
            slot: Default::default(),
            read: Default::default(),
            sh1: Constant::new((F as u64).to_bits()),
            sh2: Constant::new((2 * F as u64).to_bits()),
            sh3: Constant::new((3 * F as u64).to_bits()),
        }
    }
}

impl<const F: usize, const W: usize> Default for SlotRead<F, W> {
    fn default() -> Self {
        Self::new()
    }
}

impl<const F: usize, const W: usize> Logic for SlotRead<F, W> {
    #[hdl_gen]
    fn update(&mut self) {
        match self.slot.val().index() {
            0 => self.read.next = bit_cast::<16, F>(self.word.val().get_bits::<F>(0)),
            1 => {
                self.read.next =
                    bit_cast::<16, F>(self.word.val().get_bits::<F>(self.sh1.val().index()))
            }
            2 => {
                self.read.next =
                    bit_cast::<16, F>(self.word.val().get_bits::<F>(self.sh2.val().index()))
            }
            _ => {
                self.read.next =
                    bit_cast::<16, F>(self.word.val().get_bits::<F>(self.sh3.val().index()))
            }
        }
    }
}

/// Writes `value` into slot `slot` of a bucket word.
#[derive(LogicBlock)]
pub struct SlotWrite<const F: usize, const W: usize> {
    pub word: Signal<In, Bits<W>>,
    pub slot: Signal<In, Bits<2>>,
    pub value: Signal<In, Bits<16>>,
    /// The word with the slot replaced by `value`.
    pub written: Signal<Out, Bits<W>>,
    sh1: Constant<Bits<8>>,
    sh2: Constant<Bits<8>>,
    sh3: Constant<Bits<8>>,
    fmask: Constant<Bits<W>>,
    v: Signal<Local, Bits<W>>,
}

impl<const F: usize, const W: usize> SlotWrite<F, W> {
    pub fn new() -> Self {
        assert!(
            W == 4 * F && (8..=16).contains(&F),
            "W must be 4F with F in 8..=16"
        );
        SlotWrite {
            word: Default::default(),
            slot: Default::default(),
            value: Default::default(),
            written: Default::default(),
            sh1: Constant::new((F as u64).to_bits()),
            sh2: Constant::new((2 * F as u64).to_bits()),
            sh3: Constant::new((3 * F as u64).to_bits()),
            fmask: Constant::new(((1u64 << F) - 1).to_bits()),
            v: Default::default(),
        }
    }
}

impl<const F: usize, const W: usize> Default for SlotWrite<F, W> {
    fn default() -> Self {
        Self::new()
    }
}

impl<const F: usize, const W: usize> Logic for SlotWrite<F, W> {
    #[hdl_gen]
    fn update(&mut self) {
        self.v.next = bit_cast::<W, 16>(self.value.val()) & self.fmask.val();
        match self.slot.val().index() {
            0 => self.written.next = (self.word.val() & !self.fmask.val()) | self.v.val(),
            1 => {
                self.written.next = (self.word.val() & !(self.fmask.val() << self.sh1.val()))
                    | (self.v.val() << self.sh1.val())
            }
            2 => {
                self.written.next = (self.word.val() & !(self.fmask.val() << self.sh2.val()))
                    | (self.v.val() << self.sh2.val())
            }
            _ => {
                self.written.next = (self.word.val() & !(self.fmask.val() << self.sh3.val()))
                    | (self.v.val() << self.sh3.val())
            }
        }
    }
}

/// `SlotRead` and `SlotWrite` of the same slot of one word.
#[derive(LogicBlock)]
pub struct SlotMux<const F: usize, const W: usize> {
    pub word: Signal<In, Bits<W>>,
    pub slot: Signal<In, Bits<2>>,
    pub value: Signal<In, Bits<16>>,
    /// The slot's current contents.
    pub read: Signal<Out, Bits<16>>,
    /// The word with the slot replaced by `value`.
    pub written: Signal<Out, Bits<W>>,
    rd: SlotRead<F, W>,
    wr: SlotWrite<F, W>,
}

impl<const F: usize, const W: usize> SlotMux<F, W> {
    pub fn new() -> Self {
        SlotMux {
            word: Default::default(),
            slot: Default::default(),
            value: Default::default(),
            read: Default::default(),
            written: Default::default(),
            rd: SlotRead::new(),
            wr: SlotWrite::new(),
        }
    }
}

impl<const F: usize, const W: usize> Default for SlotMux<F, W> {
    fn default() -> Self {
        Self::new()
    }
}

impl<const F: usize, const W: usize> Logic for SlotMux<F, W> {
    #[hdl_gen]
    fn update(&mut self) {
        self.rd.word.next = self.word.val();
        self.rd.slot.next = self.slot.val();
        self.wr.word.next = self.word.val();
        self.wr.slot.next = self.slot.val();
        self.wr.value.next = self.value.val();
        self.read.next = self.rd.read.val();
        self.written.next = self.wr.written.val();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use hwfilter_model::cuckoo::alt;

    fn settle<B: Block>(b: &mut B) {
        for _ in 0..50 {
            b.update_all();
            if !b.has_changed() {
                return;
            }
        }
        panic!("did not settle");
    }

    #[test]
    fn alt_matches_model() {
        let mut u = CuckooAlt::<10>::new();
        u.connect_all();
        let mut x = 0x1234_5678u64;
        for _ in 0..500 {
            x = x
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            let (i, fp) = ((x >> 20) as u32 & 0x3ff, (x >> 40) as u16);
            u.index.next = (i as u64).to_bits();
            u.fp.next = (fp as u64).to_bits();
            settle(&mut u);
            assert_eq!(
                u.alt.val().index() as u32,
                alt(i, fp, 10),
                "i {i} fp {fp:#x}"
            );
        }
    }

    #[test]
    fn slot_logic() {
        let mut s = SlotScan::<12, 48>::new();
        s.connect_all();
        let word: u64 = 0x000_abc_000_123; // slots: 0x123, 0, 0xabc, 0
        s.word.next = word.to_bits();
        s.fp.next = 0xabcu64.to_bits();
        settle(&mut s);
        assert!(s.any_match.val() && s.any_empty.val());
        assert_eq!(s.lowest_match.val().index(), 2);
        assert_eq!(s.lowest_empty.val().index(), 1);
        assert_eq!(s.occupied.val().index(), 2);
        let mut m = SlotMux::<12, 48>::new();
        m.connect_all();
        m.word.next = word.to_bits();
        m.slot.next = 3u64.to_bits();
        m.value.next = 0xfffu64.to_bits();
        settle(&mut m);
        assert_eq!(m.written.val().to_u64(), 0xfff_abc_000_123);
        assert_eq!(m.read.val().index(), 0);
        m.slot.next = 2u64.to_bits();
        settle(&mut m);
        assert_eq!(m.read.val().index(), 0xabc);
    }
}
