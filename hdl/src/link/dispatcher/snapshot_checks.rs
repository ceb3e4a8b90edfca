//! `SnapshotChecks`: the checks that make a DUMP or LOAD request BAD_PARAM
//! before anything is read or written (docs/protocol.md, step 8): the
//! address range lies inside the filter's memory, and every LOAD word is
//! one the engine's WRITE accepts (`hwfilter_model::board::BoardConfig::
//! load_word_ok`).
//!
//! ```text
//!  end_address (address + count) ──► > words(filter) ──────────────► past_end (registered)
//!  word, address ──► Bloom: no bit above k (a counting filter's: 4k;
//!                    a blocked filter's 16-bit word: any)
//!                    Cuckoo bucket: no bit above 4f                   ─► word_ok (registered)
//!                    Cuckoo stash (address 2^B): 0, or valid with a
//!                    non-zero f-bit fingerprint and a bucket below 2^B
//! ```
//!
//! Both answers are registered: the dispatcher reads `past_end` a cycle
//! after the end address is summed (its Span state) and `word_ok` a cycle
//! after the word is fetched, so neither compare sits on its paths.
use hwfilter_model::counting::COUNTER_BITS;
use hwfilter_model::protocol::{BloomKind, blocked_geometry};
use rust_hdl::prelude::*;

use super::BoardInfo;

/// DUMP/LOAD range and LOAD word checks.
#[derive(LogicBlock)]
pub struct SnapshotChecks {
    pub clock: Signal<In, Clock>,
    /// High: the Cuckoo filter's memory; low: the Bloom filter's.
    pub cuckoo: Signal<In, Bit>,
    /// One past the request's last word address (`address + count`).
    pub end_address: Signal<In, Bits<33>>,
    /// The LOAD word at `address`: a Cuckoo word whole, a Bloom word (one
    /// byte) in bits 56..64, a counting Bloom word (4 bytes) in bits
    /// 32..64, a blocked Bloom word (2 bytes) in bits 48..64 (as the frame
    /// fetcher leaves a field of that many bytes).
    pub word: Signal<In, Bits<64>>,
    pub address: Signal<In, Bits<32>>,
    /// `end_address` was past the filter's last word at the last edge.
    pub past_end: Signal<Out, Bit>,
    /// `word` was acceptable at `address` at the last edge.
    pub word_ok: Signal<Out, Bit>,
    past_end_q: DFF<Bit>,
    word_ok_q: DFF<Bit>,
    words: Signal<Local, Bits<33>>,
    word_ok_now: Signal<Local, Bit>,
    /// Bits a Bloom word may not have, of the word's top 32 bits: above
    /// the k banks' bits (a plain filter's byte is the top 8) or nibbles
    /// (a counting filter's).
    bloom_bad: Constant<Bits<32>>,
    /// Bits a bucket word may not have (above its 4 f-bit slots).
    bucket_bad: Constant<Bits<64>>,
    /// Bits a valid stash word may not have.
    stash_bad: Constant<Bits<64>>,
    stash_addr: Constant<Bits<32>>,
    bloom_words: Constant<Bits<33>>,
    cuckoo_words: Constant<Bits<33>>,
    zero16: Constant<Bits<16>>,
    zero32: Constant<Bits<32>>,
    zero64: Constant<Bits<64>>,
}

impl SnapshotChecks {
    pub fn new(info: BoardInfo) -> Self {
        let k = info.bloom_banks;
        // A Bloom-only board refuses every DUMP and LOAD of filter 1 before
        // these checks: any valid geometry serves for its (unused) words.
        let (f, b) = if info.filter_kinds.cuckoo {
            (info.cuckoo_fp_bits, info.cuckoo_bucket_bits)
        } else {
            (1, 1)
        };
        assert!((1..=8).contains(&k), "a Bloom word holds 1..=8 banks");
        let bloom_bad = match info.filter_kinds.bloom {
            BloomKind::Plain => (!((1u64 << k) - 1) & 0xff) << 24,
            BloomKind::Counting => !((1u64 << (COUNTER_BITS * k)) - 1) & 0xffff_ffff,
            BloomKind::Blocked => 0,
        };
        let bloom_words = match info.filter_kinds.bloom {
            BloomKind::Plain | BloomKind::Counting => 1u64 << info.bloom_bank_bits,
            BloomKind::Blocked => blocked_geometry(k, info.bloom_bank_bits)
                .expect("a blocked filter's geometry")
                .total_words(),
        };
        assert!((1..=16).contains(&f), "fingerprints are 1..=16 bits");
        assert!((1..32).contains(&b), "bucket addresses are 1..=31 bits");
        Self {
            clock: Default::default(),
            cuckoo: Default::default(),
            end_address: Default::default(),
            word: Default::default(),
            address: Default::default(),
            past_end: Default::default(),
            word_ok: Default::default(),
            past_end_q: Default::default(),
            word_ok_q: Default::default(),
            words: Default::default(),
            word_ok_now: Default::default(),
            bloom_bad: Constant::new(bloom_bad.to_bits()),
            bucket_bad: Constant::new((if 4 * f >= 64 { 0 } else { !0u64 << (4 * f) }).to_bits()),
            stash_bad: Constant::new(
                ((0x7fffu64 << 48)
                    | (((1u64 << (32 - b)) - 1) << (16 + b))
                    | ((0xffffu64 >> f) << f))
                    .to_bits(),
            ),
            stash_addr: Constant::new((1u64 << b).to_bits()),
            bloom_words: Constant::new(bloom_words.to_bits()),
            cuckoo_words: Constant::new(((1u64 << b) + 1).to_bits()),
            zero16: Constant::new(0u64.to_bits()),
            zero32: Constant::new(0u64.to_bits()),
            zero64: Constant::new(0u64.to_bits()),
        }
    }
}

impl Logic for SnapshotChecks {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, past_end_q, word_ok_q);
        if self.cuckoo.val() {
            if self.address.val() == self.stash_addr.val() {
                self.word_ok_now.next = (self.word.val() == self.zero64.val())
                    | (self.word.val().get_bit(63)
                        & ((self.word.val() & self.stash_bad.val()) == self.zero64.val())
                        & (self.word.val().get_bits::<16>(0) != self.zero16.val()));
            } else {
                self.word_ok_now.next =
                    (self.word.val() & self.bucket_bad.val()) == self.zero64.val();
            }
        } else {
            self.word_ok_now.next =
                (self.word.val().get_bits::<32>(32) & self.bloom_bad.val()) == self.zero32.val();
        }
        self.words.next = self.bloom_words.val();
        if self.cuckoo.val() {
            self.words.next = self.cuckoo_words.val();
        }
        self.word_ok_q.d.next = self.word_ok_now.val();
        self.past_end_q.d.next = self.end_address.val() > self.words.val();
        self.word_ok.next = self.word_ok_q.q.val();
        self.past_end.next = self.past_end_q.q.val();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::board_info;
    use crate::link::testbench::settle;
    use hwfilter_model::board::BoardConfig;
    use hwfilter_model::protocol::{FilterKinds, filter};
    use hwfilter_model::rng::SplitMix64;
    use hwfilter_model::{BloomParams, CuckooParams};

    const K: u32 = 4;
    const A: u32 = 9;
    const F: u32 = 8;
    const B: u32 = 8;

    fn cycle(c: &mut SnapshotChecks) {
        c.clock.next = false.into();
        settle(c);
        c.clock.next = true.into();
        settle(c);
    }

    fn config(bloom_kind: BloomKind) -> BoardConfig {
        BoardConfig {
            bloom: BloomParams::new(K, A).unwrap(),
            bloom_kind,
            cuckoo: Some(CuckooParams::new(F, B, 500).unwrap()),
            clock_hz: 12_000_000,
            baud_div: 4,
        }
    }

    fn bench(bloom_kind: BloomKind) -> SnapshotChecks {
        let info = BoardInfo {
            filter_kinds: FilterKinds {
                bloom: bloom_kind,
                cuckoo: true,
            },
            ..board_info(K, A, F, B, 12_000_000)
        };
        let mut c = SnapshotChecks::new(info);
        c.connect_all();
        c
    }

    /// A word near the edges of what is valid: random bits under a random
    /// mask, sometimes a well-formed stash entry, sometimes 0.
    fn word(rng: &mut SplitMix64) -> u64 {
        let r = rng.next_u64();
        match r % 5 {
            0 => 0,
            1 => {
                let fp = rng.next_u64() & 0x1ff;
                let bucket = rng.next_u64() & 0x1ff;
                (1 << 63) | (bucket << 16) | fp
            }
            _ => rng.next_u64() & (u64::MAX >> (rng.next_u64() % 64)),
        }
    }

    #[test]
    fn load_words_are_checked_as_the_model_checks_them() {
        for kind in [BloomKind::Plain, BloomKind::Counting, BloomKind::Blocked] {
            load_words_are_checked_as_the_model_checks_them_on(kind);
        }
    }

    fn load_words_are_checked_as_the_model_checks_them_on(kind: BloomKind) {
        let config = config(kind);
        let mut c = bench(kind);
        let mut rng = SplitMix64(5);
        let (mut accepted, mut refused) = (0, 0);
        for i in 0..20_000u32 {
            let cuckoo = i % 2 == 1;
            let w = word(&mut rng);
            let (addr, fed, filter) = if cuckoo {
                // The stash word (2^B) often, a bucket otherwise.
                let addr = if i % 4 == 1 {
                    1 << B
                } else {
                    rng.next_u64() as u32 % (1 << B)
                };
                (addr, w, filter::CUCKOO)
            } else {
                // The word in the top bytes, whatever the fetcher left below.
                let (bytes, below) = match kind {
                    BloomKind::Plain => (w & 0xff, 56),
                    BloomKind::Counting => (w & 0xffff_ffff, 32),
                    BloomKind::Blocked => (w & 0xffff, 48),
                };
                let fed = bytes << below | (rng.next_u64() & ((1 << below) - 1));
                (rng.next_u64() as u32 % (1 << A), fed, filter::BLOOM)
            };
            let model_w = match (cuckoo, kind) {
                (true, _) => w,
                (false, BloomKind::Plain) => w & 0xff,
                (false, BloomKind::Counting) => w & 0xffff_ffff,
                (false, BloomKind::Blocked) => w & 0xffff,
            };
            c.cuckoo.next = cuckoo;
            c.word.next = fed.to_bits();
            c.address.next = (addr as u64).to_bits();
            cycle(&mut c);
            let want = config.load_word_ok(filter, addr, model_w);
            assert_eq!(
                c.word_ok.val(),
                want,
                "filter {filter} ({kind:?}) at {addr}: {w:#x}"
            );
            if want {
                accepted += 1;
            } else {
                refused += 1;
            }
        }
        assert!(
            accepted > 5_000 && refused > 5_000,
            "{kind:?}: {accepted} / {refused}"
        );
    }

    #[test]
    fn a_range_past_the_memory_is_refused() {
        for kind in [BloomKind::Plain, BloomKind::Counting, BloomKind::Blocked] {
            let config = config(kind);
            let mut c = bench(kind);
            for (cuckoo, f) in [(false, filter::BLOOM), (true, filter::CUCKOO)] {
                let words = config.words(f);
                for end in [0, 1, words - 1, words, words + 1, 1 << 32, (1 << 33) - 1] {
                    c.cuckoo.next = cuckoo;
                    c.end_address.next = end.to_bits();
                    cycle(&mut c);
                    assert_eq!(
                        c.past_end.val(),
                        end > words,
                        "filter {f} ({kind:?}), end {end}"
                    );
                }
            }
        }
        // A blocked filter's words: 2^A blocks of 512.
        assert_eq!(
            config(BloomKind::Blocked).words(filter::BLOOM),
            1 << (A + 9)
        );
    }

    #[test]
    fn verilog_is_generated() {
        let v = generate_verilog(&bench(BloomKind::Counting));
        assert!(v.contains("module top"));
    }
}
