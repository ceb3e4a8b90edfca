//! [`SetBitCounter`]: the number of bits set in the whole SDRAM and in
//! each eighth of it, kept exactly as the engine writes.
//!
//! ```text
//!  write, old_word, new_word ─► popcount(new & !old), popcount(old & !new) ─┐ (registered)
//!  group (the word's eighth) ──────────────────────────────────────────────┴─► count += gained - lost
//!                                                                              groups[group] += gained - lost
//!  read_group ─► groups[read_group] ─► group_count (registered)
//! ```

use rust_hdl::prelude::*;

/// Counts the set bits of the memory from the WRITEs the engine issues: a
/// WRITE of `new_word` over `old_word` adds the bits it sets and takes
/// away the bits it clears (an INSERT only sets; a snapshot WRITE may do
/// both). The counts of one WRITE are registered and added the cycle
/// after, so `count` lags a WRITE by two cycles. `clear` (the start of a
/// CLEAR walk, which zeroes every word) makes it 0, dropping a WRITE
/// counted in the same or the cycle before.
///
/// The counts feed the blocked filter's fill estimate and live FPR
/// (`hwfilter_model::blocked_fill`: STATS fields 10..18 are the eighths'
/// counts, read through `read_group`).
///
/// `group_count` is registered: it shows eighth `read_group` as it was at
/// the last edge, so a reader that holds `read_group` for two cycles reads
/// it as of the edge before (the dispatcher's STATS port, as for
/// `crate::fill_counters::FillCounters`).
#[derive(LogicBlock)]
pub struct SetBitCounter {
    pub clock: Signal<In, Clock>,
    pub reset: Signal<In, Bit>,
    pub clear: Signal<In, Bit>,
    /// A WRITE of `new_word` over `old_word` is issued this cycle.
    pub write: Signal<In, Bit>,
    pub old_word: Signal<In, Bits<16>>,
    pub new_word: Signal<In, Bits<16>>,
    /// The eighth of the memory the written word is in.
    pub group: Signal<In, Bits<3>>,
    /// Bits set in the memory.
    pub count: Signal<Out, Bits<32>>,
    /// The eighth whose count `group_count` shows after the next edge.
    pub read_group: Signal<In, Bits<3>>,
    /// Bits set in eighth `read_group` at the last edge.
    pub group_count: Signal<Out, Bits<32>>,
    total: DFF<Bits<32>>,
    groups: [DFF<Bits<32>>; 8],
    /// The eighth of the WRITE whose counts are in `gained_q`, `lost_q`.
    group_q: DFF<Bits<3>>,
    group_count_q: DFF<Bits<32>>,
    group_sel: Signal<Local, Bits<32>>,
    group_id: [Constant<Bits<3>>; 8],
    gained_q: DFF<Bits<32>>,
    lost_q: DFF<Bits<32>>,
    gained: Signal<Local, Bits<16>>,
    lost: Signal<Local, Bits<16>>,
    /// Pairwise sums of `gained` and `lost`: 2, 4, 8 and 16 bits wide.
    g1: Signal<Local, Bits<16>>,
    g2: Signal<Local, Bits<16>>,
    g3: Signal<Local, Bits<16>>,
    g4: Signal<Local, Bits<16>>,
    l1: Signal<Local, Bits<16>>,
    l2: Signal<Local, Bits<16>>,
    l3: Signal<Local, Bits<16>>,
    l4: Signal<Local, Bits<16>>,
    m1: Constant<Bits<16>>,
    m2: Constant<Bits<16>>,
    m4: Constant<Bits<16>>,
    m8: Constant<Bits<16>>,
    zero32: Constant<Bits<32>>,
}

impl SetBitCounter {
    pub fn new() -> Self {
        SetBitCounter {
            clock: Default::default(),
            reset: Default::default(),
            clear: Default::default(),
            write: Default::default(),
            old_word: Default::default(),
            new_word: Default::default(),
            group: Default::default(),
            count: Default::default(),
            read_group: Default::default(),
            group_count: Default::default(),
            total: Default::default(),
            groups: std::array::from_fn(|_| Default::default()),
            group_q: Default::default(),
            group_count_q: Default::default(),
            group_sel: Default::default(),
            group_id: std::array::from_fn(|i| Constant::new((i as u64).to_bits())),
            gained_q: Default::default(),
            lost_q: Default::default(),
            gained: Default::default(),
            lost: Default::default(),
            g1: Default::default(),
            g2: Default::default(),
            g3: Default::default(),
            g4: Default::default(),
            l1: Default::default(),
            l2: Default::default(),
            l3: Default::default(),
            l4: Default::default(),
            m1: Constant::new(0x5555u64.to_bits()),
            m2: Constant::new(0x3333u64.to_bits()),
            m4: Constant::new(0x0f0fu64.to_bits()),
            m8: Constant::new(0x00ffu64.to_bits()),
            zero32: Constant::new(0u64.to_bits()),
        }
    }
}

impl Default for SetBitCounter {
    fn default() -> Self {
        Self::new()
    }
}

impl Logic for SetBitCounter {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, total, gained_q, lost_q, group_q, group_count_q);
        self.count.next = self.total.q.val();
        self.gained.next = self.new_word.val() & !self.old_word.val();
        self.lost.next = self.old_word.val() & !self.new_word.val();
        // Population counts: sums of neighbouring fields, doubling in width.
        self.g1.next =
            (self.gained.val() & self.m1.val()) + ((self.gained.val() >> 1) & self.m1.val());
        self.g2.next = (self.g1.val() & self.m2.val()) + ((self.g1.val() >> 2) & self.m2.val());
        self.g3.next = (self.g2.val() & self.m4.val()) + ((self.g2.val() >> 4) & self.m4.val());
        self.g4.next = (self.g3.val() & self.m8.val()) + ((self.g3.val() >> 8) & self.m8.val());
        self.l1.next = (self.lost.val() & self.m1.val()) + ((self.lost.val() >> 1) & self.m1.val());
        self.l2.next = (self.l1.val() & self.m2.val()) + ((self.l1.val() >> 2) & self.m2.val());
        self.l3.next = (self.l2.val() & self.m4.val()) + ((self.l2.val() >> 4) & self.m4.val());
        self.l4.next = (self.l3.val() & self.m8.val()) + ((self.l3.val() >> 8) & self.m8.val());
        if self.write.val() {
            self.gained_q.d.next = bit_cast::<32, 16>(self.g4.val());
            self.lost_q.d.next = bit_cast::<32, 16>(self.l4.val());
        } else {
            self.gained_q.d.next = self.zero32.val();
            self.lost_q.d.next = self.zero32.val();
        }
        self.group_q.d.next = self.group.val();
        self.total.d.next = self.total.q.val() + self.gained_q.q.val() - self.lost_q.q.val();
        for i in 0..8 {
            self.groups[i].clock.next = self.clock.val();
            self.groups[i].d.next = self.groups[i].q.val();
            if self.group_q.q.val() == self.group_id[i].val() {
                self.groups[i].d.next =
                    self.groups[i].q.val() + self.gained_q.q.val() - self.lost_q.q.val();
            }
        }
        if self.clear.val() | self.reset.val() {
            self.total.d.next = self.zero32.val();
            self.gained_q.d.next = self.zero32.val();
            self.lost_q.d.next = self.zero32.val();
            for i in 0..8 {
                self.groups[i].d.next = self.zero32.val();
            }
        }
        self.group_sel.next = self.zero32.val();
        for i in 0..8 {
            if self.read_group.val() == self.group_id[i].val() {
                self.group_sel.next = self.groups[i].q.val();
            }
        }
        self.group_count_q.d.next = self.group_sel.val();
        self.group_count.next = self.group_count_q.q.val();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::link::testbench::settle;
    use hwfilter_model::rng::SplitMix64;

    /// Random WRITEs over a software copy of a few words (word `i` in
    /// eighth `i`): the count is the copy's set bits a cycle behind, through
    /// clears, and after three quiet cycles every eighth's count is its
    /// word's.
    #[test]
    fn the_count_follows_every_write_and_clear() {
        let mut c = SetBitCounter::new();
        c.connect_all();
        settle(&mut c);
        let mut rng = SplitMix64(3);
        let mut words = [0u16; 8];
        // The count after a cycle's edge holds the WRITEs before that cycle.
        let mut truth = std::collections::VecDeque::from([0u64]);
        for step in 0..5000 {
            let clear = step % 1000 == 999;
            let write = !clear && rng.below(3) != 0;
            let i = rng.below(8) as usize;
            let new = rng.next_u64() as u16 & rng.next_u64() as u16;
            c.clear.next = clear;
            c.write.next = write;
            c.old_word.next = (words[i] as u64).to_bits();
            c.new_word.next = (new as u64).to_bits();
            c.group.next = (i as u64).to_bits();
            if clear {
                words = [0; 8];
            } else if write {
                words[i] = new;
            }
            c.clock.next = Clock::from(true);
            settle(&mut c);
            c.clock.next = Clock::from(false);
            settle(&mut c);
            let now: u64 = words.iter().map(|w| w.count_ones() as u64).sum();
            truth.push_back(now);
            let lagged = truth.pop_front().unwrap();
            if !clear {
                assert_eq!(c.count.val().index() as u64, lagged, "step {step}");
            }
            if step % 100 == 50 {
                c.write.next = false;
                for _ in 0..3 {
                    cycle(&mut c);
                }
                truth = std::collections::VecDeque::from([now]);
                for (g, w) in words.iter().enumerate() {
                    c.read_group.next = (g as u64).to_bits();
                    cycle(&mut c);
                    assert_eq!(
                        c.group_count.val().index() as u32,
                        w.count_ones(),
                        "step {step}, eighth {g}"
                    );
                }
            }
        }
    }

    fn cycle(c: &mut SetBitCounter) {
        c.clock.next = Clock::from(true);
        settle(c);
        c.clock.next = Clock::from(false);
        settle(c);
    }

    #[test]
    fn generated_verilog_has_the_ports() {
        let mut c = SetBitCounter::new();
        c.connect_all();
        let v = generate_verilog(&c);
        for port in ["old_word", "new_word", "count", "read_group", "group_count"] {
            assert!(v.contains(port), "no port {port}");
        }
    }
}
