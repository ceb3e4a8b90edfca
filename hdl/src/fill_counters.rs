//! `FillCounters`: how many bits are set in each of a Bloom engine's `K`
//! banks of `2^A` bits, exact at one op per cycle (STATS fields 10..18,
//! docs/protocol.md; the host turns them into a fill estimate,
//! `hwfilter_model::fill`).
//!
//! ```text
//!  write, old_bits, new_bits ─► per bank: +1 (0 → 1), -1 (1 → 0), 0 ─► count[i] (A + 1 bits)
//!  clear ────────────────────► every count[i] = 0
//!  read_bank ─► count[read_bank] ─► count (registered; 0 for banks >= K)
//! ```
//!
//! * **Where it counts.** The engine reports each write of its banks as it
//!   happens: the bits of the addressed words before (`old_bits`, bit `i` =
//!   bank `i`) and after (`new_bits`). An INSERT's `new_bits` are all ones,
//!   a WRITE's the written byte; a QUERY or READ is no write. Every write of
//!   a bank bit passes here exactly once, so the counts equal the banks'
//!   popcounts at every edge (the model's `BloomModel::bank_popcounts`).
//! * **CLEAR** (`clear`, over `write`) zeroes every count in one cycle; the
//!   engine raises it while it zeroes its memory.
//! * **Width.** A bank holds `0..=2^A` set bits: each count is `A` bits
//!   plus a flag for the one value that needs bit `A` (all bits set), so
//!   the adder is `A` bits wide (one logic cell per bit on the iCE40).
//! * **No reset.** Like the bank memory, the counts start at zero after
//!   configuration and only `clear` zeroes them: an engine whose reset keeps
//!   its memory keeps its counts, one whose reset clears its memory raises
//!   `clear` with it.
//! * **Read.** `count` is registered: it shows bank `read_bank` as it was
//!   at the last edge, so a reader that holds `read_bank` for two cycles
//!   reads the count of every write before that.

use rust_hdl::prelude::*;

/// Most banks a count can be read for (`read_bank` is 3 bits).
pub const FILL_COUNTER_BANKS: usize = 8;

/// Set-bit counts of `K` banks of `2^A` bits.
#[derive(LogicBlock)]
pub struct FillCounters<const K: usize, const A: usize> {
    pub clock: Signal<In, Clock>,
    // -- bank writes (one per edge at most)
    /// The banks' addressed bits go from `old_bits` to `new_bits` at this edge.
    pub write: Signal<In, Bit>,
    /// Bit `i` = bank `i`'s addressed bit before the write.
    pub old_bits: Signal<In, Bits<K>>,
    /// Bit `i` = bank `i`'s addressed bit after the write.
    pub new_bits: Signal<In, Bits<K>>,
    /// Every bank is zeroed at this edge (wins over `write`).
    pub clear: Signal<In, Bit>,
    // -- read port
    /// The bank whose count `count` shows after the next edge.
    pub read_bank: Signal<In, Bits<3>>,
    /// Set bits of bank `read_bank` at the last edge (0 for banks >= `K`).
    pub count: Signal<Out, Bits<32>>,
    /// Set bits of every bank together, counting every write before the
    /// last edge (registered: one adder of the banks' steps).
    pub total: Signal<Out, Bits<32>>,
    /// Count of bank `i` modulo `2^A`.
    low: [DFF<Bits<A>>; K],
    /// Bank `i` has all `2^A` bits set (`low` is then 0).
    full: [DFF<Bit>; K],
    count_q: DFF<Bits<32>>,
    total_q: DFF<Bits<32>>,
    /// The banks' steps of this edge, summed: `step_sum[i]` is banks
    /// `0..=i`'s (+1, -1 or 0 each).
    step_sum: [Signal<Local, Bits<32>>; K],
    /// Bank `i`'s step, 32 bits wide.
    delta: [Signal<Local, Bits<32>>; K],
    up: [Signal<Local, Bit>; K],
    down: [Signal<Local, Bit>; K],
    step: [Signal<Local, Bits<A>>; K],
    low_sel: Signal<Local, Bits<A>>,
    full_sel: Signal<Local, Bit>,
    bank_id: [Constant<Bits<3>>; K],
    one_a: Constant<Bits<A>>,
    ones_a: Constant<Bits<A>>,
    zero_a: Constant<Bits<A>>,
    all_set: Constant<Bits<32>>,
    one32: Constant<Bits<32>>,
    ones32: Constant<Bits<32>>,
    zero32: Constant<Bits<32>>,
}

impl<const K: usize, const A: usize> FillCounters<K, A> {
    /// Counters for `K` (1..=8) banks of `2^A` (1..=31) bits.
    pub fn new() -> Self {
        assert!(
            (1..=FILL_COUNTER_BANKS).contains(&K),
            "1..=8 banks, got {K}"
        );
        assert!(
            (1..=31).contains(&A),
            "2^A bits per bank must fit a u32 count"
        );
        FillCounters {
            clock: Default::default(),
            write: Default::default(),
            old_bits: Default::default(),
            new_bits: Default::default(),
            clear: Default::default(),
            read_bank: Default::default(),
            count: Default::default(),
            low: std::array::from_fn(|_| Default::default()),
            full: std::array::from_fn(|_| Default::default()),
            count_q: Default::default(),
            total: Default::default(),
            total_q: Default::default(),
            step_sum: std::array::from_fn(|_| Default::default()),
            delta: std::array::from_fn(|_| Default::default()),
            up: std::array::from_fn(|_| Default::default()),
            down: std::array::from_fn(|_| Default::default()),
            step: std::array::from_fn(|_| Default::default()),
            low_sel: Default::default(),
            full_sel: Default::default(),
            bank_id: std::array::from_fn(|i| Constant::new((i as u64).to_bits())),
            one_a: Constant::new(1u64.to_bits()),
            ones_a: Constant::new(((1u64 << A) - 1).to_bits()),
            zero_a: Constant::new(0u64.to_bits()),
            all_set: Constant::new((1u64 << A).to_bits()),
            one32: Constant::new(1u64.to_bits()),
            ones32: Constant::new(0xffff_ffffu64.to_bits()),
            zero32: Constant::new(0u64.to_bits()),
        }
    }
}

impl<const K: usize, const A: usize> Default for FillCounters<K, A> {
    fn default() -> Self {
        Self::new()
    }
}

impl<const K: usize, const A: usize> Logic for FillCounters<K, A> {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, count_q, total_q);
        for i in 0..K {
            self.low[i].clock.next = self.clock.val();
            self.full[i].clock.next = self.clock.val();
            // A 0 -> 1 flip adds one, a 1 -> 0 flip takes one away: one
            // adder per bank, of +1, -1 (all ones) or 0.
            self.up[i].next =
                self.write.val() & self.new_bits.val().get_bit(i) & !self.old_bits.val().get_bit(i);
            self.down[i].next =
                self.write.val() & !self.new_bits.val().get_bit(i) & self.old_bits.val().get_bit(i);
            self.step[i].next = self.zero_a.val();
            if self.up[i].val() {
                self.step[i].next = self.one_a.val();
            }
            if self.down[i].val() {
                self.step[i].next = self.ones_a.val();
            }
            self.low[i].d.next = self.low[i].q.val() + self.step[i].val();
            // All 2^A set: low wraps from all ones to 0 and the flag rises;
            // the first bit unset again brings low back to all ones.
            self.full[i].d.next = (self.up[i].val() & self.low[i].q.val().all())
                | (self.full[i].q.val() & !self.down[i].val());
            if self.clear.val() {
                self.low[i].d.next = self.zero_a.val();
                self.full[i].d.next = false;
            }
        }

        // Every bank's step into one sum: +1 a flip up, -1 (all ones) a
        // flip down, 0 otherwise.
        for i in 0..K {
            self.delta[i].next = self.zero32.val();
            if self.up[i].val() {
                self.delta[i].next = self.one32.val();
            }
            if self.down[i].val() {
                self.delta[i].next = self.ones32.val();
            }
        }
        for i in 0..1 {
            self.step_sum[i].next = self.delta[i].val();
        }
        for i in 1..K {
            self.step_sum[i].next = self.step_sum[i - 1].val() + self.delta[i].val();
        }
        for i in (K - 1)..K {
            self.total_q.d.next = self.total_q.q.val() + self.step_sum[i].val();
        }
        if self.clear.val() {
            self.total_q.d.next = self.zero32.val();
        }
        self.total.next = self.total_q.q.val();

        self.low_sel.next = self.zero_a.val();
        self.full_sel.next = false;
        for i in 0..K {
            if self.read_bank.val() == self.bank_id[i].val() {
                self.low_sel.next = self.low[i].q.val();
                self.full_sel.next = self.full[i].q.val();
            }
        }
        if self.full_sel.val() {
            self.count_q.d.next = self.all_set.val();
        } else {
            self.count_q.d.next = bit_cast::<32, A>(self.low_sel.val());
        }
        self.count.next = self.count_q.q.val();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use hwfilter_model::rng::SplitMix64;

    fn settle<B: Block>(b: &mut B) {
        for _ in 0..100 {
            b.update_all();
            if !b.has_changed() {
                return;
            }
        }
        panic!("combinational logic did not settle");
    }

    fn cycle<const K: usize, const A: usize>(c: &mut FillCounters<K, A>) {
        c.clock.next = Clock::from(false);
        settle(c);
        c.clock.next = Clock::from(true);
        settle(c);
    }

    /// Reads every bank's count (two edges each: the read is registered).
    fn counts<const K: usize, const A: usize>(c: &mut FillCounters<K, A>) -> Vec<u32> {
        c.write.next = false;
        c.clear.next = false;
        (0..FILL_COUNTER_BANKS)
            .map(|b| {
                c.read_bank.next = (b as u64).to_bits();
                cycle(c);
                cycle(c);
                c.count.val().to_u64() as u32
            })
            .collect()
    }

    /// Random writes over a small bank memory: the counts are its
    /// popcounts after every write, through full banks and back, and a
    /// clear zeroes them.
    #[test]
    fn counts_are_the_banks_popcounts() {
        const K: usize = 3;
        const A: usize = 3;
        let mut c = FillCounters::<K, A>::new();
        c.connect_all();
        let mut mem = [[false; 1 << A]; K];
        let mut rng = SplitMix64(7);
        let mut saw_full = false;
        for step in 0..600 {
            let addr: [usize; K] = std::array::from_fn(|_| rng.next_u64() as usize % (1 << A));
            let old: u64 = (0..K).map(|i| (mem[i][addr[i]] as u64) << i).sum();
            // Mostly inserts (all ones) so the banks fill; some writes.
            let new = if step % 5 == 4 {
                rng.next_u64() & 0xff
            } else {
                0xff
            };
            for (i, bank) in mem.iter_mut().enumerate() {
                bank[addr[i]] = new >> i & 1 == 1;
            }
            c.write.next = true;
            c.clear.next = false;
            c.old_bits.next = old.to_bits();
            c.new_bits.next = (new & ((1 << K) - 1)).to_bits();
            cycle(&mut c);
            if step % 23 == 0 {
                let want: Vec<u32> = (0..FILL_COUNTER_BANKS)
                    .map(|i| {
                        if i < K {
                            mem[i].iter().filter(|&&b| b).count() as u32
                        } else {
                            0
                        }
                    })
                    .collect();
                saw_full |= want.contains(&(1 << A));
                assert_eq!(counts(&mut c), want, "after write {step}");
                assert_eq!(
                    c.total.val().to_u64() as u32,
                    want.iter().sum::<u32>(),
                    "the total after write {step}"
                );
            }
        }
        assert!(saw_full, "the stream never filled a bank");
        c.clear.next = true;
        c.write.next = true;
        c.old_bits.next = 0u64.to_bits();
        c.new_bits.next = 0x7u64.to_bits();
        cycle(&mut c);
        assert_eq!(counts(&mut c), vec![0; FILL_COUNTER_BANKS]);
        assert_eq!(c.total.val().to_u64(), 0);
    }

    #[test]
    fn generated_verilog_has_the_ports() {
        let mut c = FillCounters::<4, 14>::new();
        c.connect_all();
        let v = generate_verilog(&c);
        for port in [
            "write",
            "old_bits",
            "new_bits",
            "clear",
            "read_bank",
            "count",
            "total",
        ] {
            assert!(v.contains(port), "no port {port}");
        }
    }
}
