//! `ClearWalk`: CLEAR's walk over the table (docs/cuckoo.md, CLEAR): one
//! word of each bank is zeroed per cycle, from word 0 up.
//!
//! ```text
//!   clearing ──► addr: 0, 1, 2, ... 2^BA - 1 (the word zeroed now)
//!                last: addr is 2^BA - 1 (registered with it)
//!   !clearing ─► addr back to 0
//! ```
//!
//! `last` is registered with the address, so the FSM's next state and the
//! end of CLEAR (counters, stash) do not wait for an all-ones compare.

use rust_hdl::prelude::*;

/// The walk over `2^BA` words of each bank.
#[derive(LogicBlock)]
pub struct ClearWalk<const BA: usize> {
    pub clock: Signal<In, Clock>,
    /// The FSM clears now: the word `addr` of each bank is zeroed at this
    /// edge and the walk steps on.
    pub clearing: Signal<In, Bit>,
    /// The word zeroed now.
    pub addr: Signal<Out, Bits<BA>>,
    /// `addr` is the last word: CLEAR is done at this edge.
    pub last: Signal<Out, Bit>,

    word: DFF<Bits<BA>>,
    at_last: DFF<Bit>,
    zero_ba: Constant<Bits<BA>>,
    one_ba: Constant<Bits<BA>>,
}

impl<const BA: usize> ClearWalk<BA> {
    pub fn new() -> Self {
        assert!((1..=15).contains(&BA), "BA in 1..=15");
        ClearWalk {
            clock: Default::default(),
            clearing: Default::default(),
            addr: Default::default(),
            last: Default::default(),
            word: Default::default(),
            at_last: Default::default(),
            zero_ba: Constant::new(0u64.to_bits()),
            one_ba: Constant::new(1u64.to_bits()),
        }
    }
}

impl<const BA: usize> Default for ClearWalk<BA> {
    fn default() -> Self {
        Self::new()
    }
}

impl<const BA: usize> Logic for ClearWalk<BA> {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, word, at_last);
        if self.clearing.val() {
            self.word.d.next = self.word.q.val() + self.one_ba.val();
        } else {
            self.word.d.next = self.zero_ba.val();
        }
        self.at_last.d.next = self.clearing.val() & (self.word.q.val() + self.one_ba.val()).all();
        self.addr.next = self.word.q.val();
        self.last.next = self.at_last.q.val();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    type Walk = ClearWalk<3>;

    fn settle(w: &mut Walk) {
        for _ in 0..20 {
            w.update_all();
            if !w.has_changed() {
                return;
            }
        }
        panic!("combinational logic did not settle");
    }

    fn cycle(w: &mut Walk) {
        w.clock.next = Clock::from(false);
        settle(w);
        w.clock.next = Clock::from(true);
        settle(w);
    }

    /// Each walk visits words 0..8 in order, one per cycle, flags the last
    /// one, and starts again from 0 after a pause, however short.
    #[test]
    fn walks_every_word_once_and_flags_the_last() {
        let mut w = Walk::new();
        w.connect_all();
        for pause in [3, 1, 0, 2] {
            w.clearing.next = false;
            for _ in 0..pause {
                cycle(&mut w);
            }
            // The FSM enters Clearing at an edge: the walk is at word 0.
            settle(&mut w);
            if pause > 0 {
                assert_eq!(w.addr.val().index(), 0);
                assert!(!w.last.val());
            }
            w.clearing.next = true;
            let start = w.addr.val().index();
            for word in start..8 {
                settle(&mut w);
                assert_eq!(w.addr.val().index(), word, "pause {pause}");
                assert_eq!(w.last.val(), word == 7, "pause {pause}");
                cycle(&mut w);
            }
            // Past the last word the walk wraps; the FSM leaves Clearing there.
            assert_eq!(w.addr.val().index(), 0, "pause {pause}");
        }
    }

    #[test]
    fn verilog_is_generated() {
        let mut w = Walk::new();
        w.connect_all();
        assert!(generate_verilog(&w).contains("module top"));
    }
}
