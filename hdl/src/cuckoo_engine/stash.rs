//! `VictimStash`: the Cuckoo filter's one-entry victim stash
//! (docs/cuckoo.md: "State", INSERT step 4, DELETE's re-insert, and the
//! stash word of READ/WRITE).
//!
//! ```text
//!   write (WRITE of the stash word) ──┐
//!   kick_to_stash (last kick) ────────┼──► valid, fp, bucket ──► word (READ's format)
//!   take (re-inserted or deleted) ────┤                     └──► alt_bucket = alt(bucket, fp)
//!   clear (CLEAR done) ───────────────┘                     └──► hit: probe_fp in probe_i1/i2
//! ```
//!
//! The fingerprint and bucket are read only while the entry is valid, so
//! they load whenever it is empty (from the kick while `kicking`, else
//! from the WRITE's word): the value at the edge it fills is the one kept,
//! and the enables of these 16 + B flip-flops wait for no decision.

use rust_hdl::prelude::*;

use crate::cuckoo_parts::CuckooAlt;

/// One stash entry of a fingerprint and the bucket it was moving to.
#[derive(LogicBlock)]
pub struct VictimStash<const B: usize> {
    pub clock: Signal<In, Clock>,
    /// Synchronous, active high: empties the entry.
    pub reset: Signal<In, Bit>,
    // -- changes, decided this cycle
    /// A WRITE of the stash word: the entry becomes `write_valid`,
    /// `write_fp`, `write_bucket`.
    pub write: Signal<In, Bit>,
    pub write_valid: Signal<In, Bit>,
    pub write_fp: Signal<In, Bits<16>>,
    pub write_bucket: Signal<In, Bits<B>>,
    /// The entry leaves (re-inserted, or deleted).
    pub take: Signal<In, Bit>,
    /// The FSM places an evicted fingerprint (KickB): an empty entry loads
    /// `kick_fp` and `kick_bucket`; `kick_to_stash` fills it.
    pub kicking: Signal<In, Bit>,
    pub kick_to_stash: Signal<In, Bit>,
    pub kick_fp: Signal<In, Bits<16>>,
    pub kick_bucket: Signal<In, Bits<B>>,
    /// CLEAR is done: the entry empties.
    pub clear: Signal<In, Bit>,
    // -- a probe: does the entry hold `probe_fp` for one of its buckets?
    pub probe_fp: Signal<In, Bits<16>>,
    pub probe_i1: Signal<In, Bits<B>>,
    pub probe_i2: Signal<In, Bits<B>>,
    pub hit: Signal<Out, Bit>,
    // -- the entry (registers) and what follows from it
    pub valid: Signal<Out, Bit>,
    pub fp: Signal<Out, Bits<16>>,
    pub bucket: Signal<Out, Bits<B>>,
    /// The entry's other bucket, `alt(bucket, fp)`.
    pub alt_bucket: Signal<Out, Bits<B>>,
    /// The stash word: bit 63 valid, bits 47..16 bucket, 15..0 fingerprint;
    /// 0 when empty.
    pub word: Signal<Out, Bits<64>>,

    alt_entry: CuckooAlt<B>,
    entry_valid: DFF<Bit>,
    entry_fp: DFF<Bits<16>>,
    entry_bucket: DFF<Bits<B>>,
    valid_bit: Constant<Bits<64>>,
    zero64: Constant<Bits<64>>,
}

impl<const B: usize> VictimStash<B> {
    pub fn new() -> Self {
        assert!((2..=16).contains(&B), "B in 2..=16");
        VictimStash {
            clock: Default::default(),
            reset: Default::default(),
            write: Default::default(),
            write_valid: Default::default(),
            write_fp: Default::default(),
            write_bucket: Default::default(),
            take: Default::default(),
            kicking: Default::default(),
            kick_to_stash: Default::default(),
            kick_fp: Default::default(),
            kick_bucket: Default::default(),
            clear: Default::default(),
            probe_fp: Default::default(),
            probe_i1: Default::default(),
            probe_i2: Default::default(),
            hit: Default::default(),
            valid: Default::default(),
            fp: Default::default(),
            bucket: Default::default(),
            alt_bucket: Default::default(),
            word: Default::default(),
            alt_entry: CuckooAlt::new(),
            entry_valid: Default::default(),
            entry_fp: Default::default(),
            entry_bucket: Default::default(),
            valid_bit: Constant::new((1u64 << 63).to_bits()),
            zero64: Constant::new(0u64.to_bits()),
        }
    }
}

impl<const B: usize> Default for VictimStash<B> {
    fn default() -> Self {
        Self::new()
    }
}

impl<const B: usize> Logic for VictimStash<B> {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, entry_valid, entry_fp, entry_bucket);
        if self.write.val() {
            self.entry_valid.d.next = self.write_valid.val();
        }
        if self.take.val() {
            self.entry_valid.d.next = false;
        }
        if self.kick_to_stash.val() {
            self.entry_valid.d.next = true;
        }
        if self.clear.val() {
            self.entry_valid.d.next = false;
        }
        if !self.entry_valid.q.val() | self.write.val() {
            if self.kicking.val() {
                self.entry_fp.d.next = self.kick_fp.val();
                self.entry_bucket.d.next = self.kick_bucket.val();
            } else {
                self.entry_bucket.d.next = self.write_bucket.val();
                self.entry_fp.d.next = self.write_fp.val();
            }
        }
        if self.reset.val() {
            self.entry_valid.d.next = false;
        }
        self.hit.next = self.entry_valid.q.val()
            & (self.entry_fp.q.val() == self.probe_fp.val())
            & ((self.entry_bucket.q.val() == self.probe_i1.val())
                | (self.entry_bucket.q.val() == self.probe_i2.val()));
        self.alt_entry.index.next = self.entry_bucket.q.val();
        self.alt_entry.fp.next = self.entry_fp.q.val();
        self.alt_bucket.next = self.alt_entry.alt.val();
        if self.entry_valid.q.val() {
            self.word.next = self.valid_bit.val()
                | (bit_cast::<64, B>(self.entry_bucket.q.val()) << 16)
                | bit_cast::<64, 16>(self.entry_fp.q.val());
        } else {
            self.word.next = self.zero64.val();
        }
        self.valid.next = self.entry_valid.q.val();
        self.fp.next = self.entry_fp.q.val();
        self.bucket.next = self.entry_bucket.q.val();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use hwfilter_model::cuckoo::alt;
    use hwfilter_model::rng::SplitMix64;

    const B: usize = 10;

    fn settle(s: &mut VictimStash<B>) {
        for _ in 0..50 {
            s.update_all();
            if !s.has_changed() {
                return;
            }
        }
        panic!("combinational logic did not settle");
    }

    fn cycle(s: &mut VictimStash<B>) {
        s.clock.next = Clock::from(false);
        settle(s);
        s.clock.next = Clock::from(true);
        settle(s);
    }

    /// Random writes, kicks, takes and clears (one a cycle, as the engine
    /// decides them) against an `Option`: the entry, its word, its other
    /// bucket and the probe follow.
    #[test]
    fn the_entry_follows_writes_kicks_takes_and_clears() {
        let mut s = VictimStash::<B>::new();
        s.connect_all();
        s.reset.next = true;
        cycle(&mut s);
        s.reset.next = false;
        let mut rng = SplitMix64(11);
        let mut entry: Option<(u16, u32)> = None;
        let mut seen_full = 0;
        for step in 0..3000 {
            let fp = 1 + rng.below(0xfff) as u16;
            let bucket = rng.below(1 << B) as u32;
            let change = rng.below(6);
            let kicking = change == 1 || (change == 5 && rng.chance(1, 2));
            s.write.next = change == 0;
            s.write_valid.next = rng.chance(2, 3);
            s.write_fp.next = (fp as u64).to_bits();
            s.write_bucket.next = (bucket as u64).to_bits();
            s.kicking.next = kicking;
            s.kick_to_stash.next = change == 1 && entry.is_none();
            s.kick_fp.next = (fp as u64).to_bits();
            s.kick_bucket.next = (bucket as u64).to_bits();
            s.take.next = change == 2 && entry.is_some();
            s.clear.next = change == 3;
            let (pfp, pi1, pi2) = match (entry, rng.chance(1, 2)) {
                (Some((efp, eb)), true) => (efp, rng.below(1 << B) as u32, eb),
                _ => (fp, bucket, rng.below(1 << B) as u32),
            };
            s.probe_fp.next = (pfp as u64).to_bits();
            s.probe_i1.next = (pi1 as u64).to_bits();
            s.probe_i2.next = (pi2 as u64).to_bits();
            settle(&mut s);
            let what = format!("step {step}");
            assert_eq!(s.valid.val(), entry.is_some(), "{what}");
            let word = entry.map_or(0, |(f, b)| 1 << 63 | (b as u64) << 16 | f as u64);
            assert_eq!(s.word.val().to_u64(), word, "{what}");
            let hit = entry.is_some_and(|(f, b)| f == pfp && (b == pi1 || b == pi2));
            assert_eq!(s.hit.val(), hit, "{what}");
            if let Some((f, b)) = entry {
                assert_eq!(s.alt_bucket.val().index() as u32, alt(b, f, B as u32));
                seen_full += 1;
            }
            let write_valid = s.write_valid.val();
            match change {
                0 => entry = write_valid.then_some((fp, bucket)),
                1 if entry.is_none() => entry = Some((fp, bucket)),
                2 | 3 => entry = None,
                _ => {}
            }
            cycle(&mut s);
        }
        assert!(seen_full > 500, "the entry was full {seen_full} times");
    }

    #[test]
    fn verilog_is_generated() {
        let mut s = VictimStash::<B>::new();
        s.connect_all();
        assert!(generate_verilog(&s).contains("module top"));
    }
}
