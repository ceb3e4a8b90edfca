//! `FilterCounters`: the Cuckoo filter's counters (`items`, `kicks`,
//! `full`) and its eviction LFSR (docs/cuckoo.md, "The LFSR" and "State").
//!
//! ```text
//!   items_delta ──► delta (register) ──► items += delta
//!   evict ────────► evicted (register) ──► LFSR steps, kicks += 1
//!   full_answer ──────────────────────────► full += 1
//!   restart (CLEAR done) ─────────────────► items, kicks, full = 0, LFSR = seed
//! ```
//!
//! Each change is applied an edge after the cycle that decides it, so the
//! adders' enables and operands come from registers, off the decision's
//! path. Until an eviction's step is applied the LFSR is one step behind:
//! `victim_slot`, the slot the next eviction takes, is always taken from
//! the step after the applied one (two steps on while one is pending), so
//! evictions in consecutive decisions see consecutive steps.

use hwfilter_model::cuckoo::{LFSR_SEED, LFSR_TAPS};
use rust_hdl::prelude::*;

/// Counters and LFSR, each change applied an edge after it is decided.
#[derive(LogicBlock)]
pub struct FilterCounters {
    pub clock: Signal<In, Clock>,
    /// Synchronous, active high: as `restart`.
    pub reset: Signal<In, Bit>,
    /// What `items` changes by (two's complement), decided this cycle.
    pub items_delta: Signal<In, Bits<32>>,
    /// An eviction is decided this cycle: step the LFSR, count a kick.
    pub evict: Signal<In, Bit>,
    /// A FULL answer is decided this cycle.
    pub full_answer: Signal<In, Bit>,
    /// CLEAR is done: counters to 0 and the LFSR to its seed at this edge
    /// (no eviction or change of `items` is pending then).
    pub restart: Signal<In, Bit>,
    pub items: Signal<Out, Bits<32>>,
    pub kicks: Signal<Out, Bits<32>>,
    pub full: Signal<Out, Bits<32>>,
    /// The slot the next eviction takes: the low bits of the LFSR's next step.
    pub victim_slot: Signal<Out, Bits<2>>,

    items_reg: DFF<Bits<32>>,
    kicks_reg: DFF<Bits<32>>,
    full_reg: DFF<Bits<32>>,
    lfsr: DFF<Bits<16>>,
    /// The change of `items` decided at the last edge, added at this one.
    delta: DFF<Bits<32>>,
    /// An eviction was decided at the last edge.
    evicted: DFF<Bit>,
    lfsr_1: Signal<Local, Bits<16>>,
    /// The low bits of the step after `lfsr_1`.
    lfsr_2: Signal<Local, Bits<2>>,
    lfsr_seed: Constant<Bits<16>>,
    lfsr_taps: Constant<Bits<16>>,
    zero32: Constant<Bits<32>>,
    one32: Constant<Bits<32>>,
}

impl Default for FilterCounters {
    fn default() -> Self {
        Self::new()
    }
}

impl FilterCounters {
    pub fn new() -> Self {
        FilterCounters {
            clock: Default::default(),
            reset: Default::default(),
            items_delta: Default::default(),
            evict: Default::default(),
            full_answer: Default::default(),
            restart: Default::default(),
            items: Default::default(),
            kicks: Default::default(),
            full: Default::default(),
            victim_slot: Default::default(),
            items_reg: Default::default(),
            kicks_reg: Default::default(),
            full_reg: Default::default(),
            lfsr: Default::default(),
            delta: Default::default(),
            evicted: Default::default(),
            lfsr_1: Default::default(),
            lfsr_2: Default::default(),
            lfsr_seed: Constant::new((LFSR_SEED as u64).to_bits()),
            lfsr_taps: Constant::new((LFSR_TAPS as u64).to_bits()),
            zero32: Constant::new(0u64.to_bits()),
            one32: Constant::new(1u64.to_bits()),
        }
    }
}

impl Logic for FilterCounters {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(
            self, clock, items_reg, kicks_reg, full_reg, lfsr, delta, evicted
        );
        // Galois LFSR steps (applied only when an eviction happened).
        if self.lfsr.q.val().get_bit(0) {
            self.lfsr_1.next = (self.lfsr.q.val() >> 1) ^ self.lfsr_taps.val();
        } else {
            self.lfsr_1.next = self.lfsr.q.val() >> 1;
        }
        if self.lfsr_1.val().get_bit(0) {
            self.lfsr_2.next =
                self.lfsr_1.val().get_bits::<2>(1) ^ self.lfsr_taps.val().get_bits::<2>(0);
        } else {
            self.lfsr_2.next = self.lfsr_1.val().get_bits::<2>(1);
        }
        if self.evicted.q.val() {
            self.victim_slot.next = self.lfsr_2.val();
        } else {
            self.victim_slot.next = self.lfsr_1.val().get_bits::<2>(0);
        }

        self.delta.d.next = self.items_delta.val();
        self.items_reg.d.next = self.items_reg.q.val() + self.delta.q.val();
        self.evicted.d.next = self.evict.val();
        if self.evicted.q.val() {
            self.lfsr.d.next = self.lfsr_1.val();
            self.kicks_reg.d.next = self.kicks_reg.q.val() + self.one32.val();
        }
        if self.full_answer.val() {
            self.full_reg.d.next = self.full_reg.q.val() + self.one32.val();
        }
        if self.restart.val() {
            self.delta.d.next = self.zero32.val();
            self.items_reg.d.next = self.zero32.val();
            self.full_reg.d.next = self.zero32.val();
            self.lfsr.d.next = self.lfsr_seed.val();
            self.kicks_reg.d.next = self.zero32.val();
        }
        self.items.next = self.items_reg.q.val();
        self.kicks.next = self.kicks_reg.q.val();
        self.full.next = self.full_reg.q.val();
        if self.reset.val() {
            self.lfsr.d.next = self.lfsr_seed.val();
            self.evicted.d.next = false;
            self.items_reg.d.next = self.zero32.val();
            self.delta.d.next = self.zero32.val();
            self.kicks_reg.d.next = self.zero32.val();
            self.full_reg.d.next = self.zero32.val();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use hwfilter_model::cuckoo::lfsr_step;
    use hwfilter_model::rng::SplitMix64;

    fn settle(c: &mut FilterCounters) {
        for _ in 0..50 {
            c.update_all();
            if !c.has_changed() {
                return;
            }
        }
        panic!("combinational logic did not settle");
    }

    fn cycle(c: &mut FilterCounters) {
        c.clock.next = Clock::from(false);
        settle(c);
        c.clock.next = Clock::from(true);
        settle(c);
    }

    /// Random changes against plain counters: each lands an edge after its
    /// decision, and the slot offered to each eviction is the model LFSR's
    /// next step's, however close the evictions.
    #[test]
    fn changes_land_an_edge_late_and_evictions_see_consecutive_steps() {
        let mut c = FilterCounters::new();
        c.connect_all();
        c.reset.next = true;
        cycle(&mut c);
        c.reset.next = false;
        let mut rng = SplitMix64(9);
        let (mut items, mut kicks, mut full, mut lfsr) = (0u32, 0u32, 0u32, LFSR_SEED);
        let (mut pending_delta, mut pending_kick) = (0u32, false);
        for step in 0..3000 {
            let delta = match rng.below(4) {
                0 => 1u32,
                1 => u32::MAX,
                2 => (rng.below(9) as u32).wrapping_sub(4),
                _ => 0,
            };
            let evict = rng.chance(1, 2);
            let full_answer = rng.chance(1, 5);
            let restart = !pending_kick && pending_delta == 0 && rng.chance(1, 100);
            c.items_delta.next = (delta as u64).to_bits();
            c.evict.next = evict;
            c.full_answer.next = full_answer && !restart;
            c.restart.next = restart;
            settle(&mut c);
            let what = format!("step {step}");
            assert_eq!(c.items.val().to_u64() as u32, items, "{what}");
            assert_eq!(c.kicks.val().to_u64() as u32, kicks, "{what}");
            assert_eq!(c.full.val().to_u64() as u32, full, "{what}");
            // The slot this cycle's eviction would take: the step after
            // every eviction decided so far, the pending one included.
            let next = lfsr_step(if pending_kick { lfsr_step(lfsr) } else { lfsr });
            assert_eq!(c.victim_slot.val().index() as u16, next & 3, "{what}");
            // This edge.
            items = items.wrapping_add(pending_delta);
            if pending_kick {
                lfsr = lfsr_step(lfsr);
                kicks += 1;
            }
            full += (full_answer && !restart) as u32;
            (pending_delta, pending_kick) = (delta, evict);
            if restart {
                (items, kicks, full, lfsr, pending_delta) = (0, 0, 0, LFSR_SEED, 0);
            }
            cycle(&mut c);
        }
    }

    #[test]
    fn verilog_is_generated() {
        let mut c = FilterCounters::new();
        c.connect_all();
        assert!(generate_verilog(&c).contains("module top"));
    }
}
