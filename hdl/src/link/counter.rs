//! `Counter32`: a 32-bit event counter as two 16-bit halves, with the low
//! half's carry known from registers, so no carry chain is longer than 16
//! bits and the count is exact in every cycle.
//!
//! ```text
//!  inc (0..=2) ─► lo += inc ─────────────────────────────► value = {hi, lo}
//!                 hi += 1 when lo + inc wraps: lo == 0xffff (f1) or, for 2, 0xfffe (f2)
//!                 f1, f2 stepped with lo (lo + inc == 0xffff / 0xfffe)
//! ```
use rust_hdl::prelude::*;

/// A 32-bit counter that adds `inc` (0, 1 or 2) at every edge and wraps
/// at 2^32; synchronous active-high reset to 0.
#[derive(LogicBlock)]
pub struct Counter32 {
    pub clock: Signal<In, Clock>,
    pub reset: Signal<In, Bit>,
    /// Added at the edge: 0, 1 or 2 (3 is not supported).
    pub inc: Signal<In, Bits<2>>,
    pub value: Signal<Out, Bits<32>>,
    lo: DFF<Bits<16>>,
    hi: DFF<Bits<16>>,
    /// `lo == 0xffff`, `lo == 0xfffe`.
    f1: DFF<Bit>,
    f2: DFF<Bit>,
    one16: Constant<Bits<16>>,
    zero16: Constant<Bits<16>>,
    m1: Constant<Bits<16>>,
    m2: Constant<Bits<16>>,
    m3: Constant<Bits<16>>,
    m4: Constant<Bits<16>>,
    one2: Constant<Bits<2>>,
    two2: Constant<Bits<2>>,
    zero2: Constant<Bits<2>>,
}

impl Counter32 {
    pub fn new() -> Self {
        Self {
            clock: Default::default(),
            reset: Default::default(),
            inc: Default::default(),
            value: Default::default(),
            lo: Default::default(),
            hi: Default::default(),
            f1: Default::default(),
            f2: Default::default(),
            one16: Constant::new(1u64.to_bits()),
            zero16: Constant::new(0u64.to_bits()),
            m1: Constant::new(0xffffu64.to_bits()),
            m2: Constant::new(0xfffeu64.to_bits()),
            m3: Constant::new(0xfffdu64.to_bits()),
            m4: Constant::new(0xfffcu64.to_bits()),
            one2: Constant::new(1u64.to_bits()),
            two2: Constant::new(2u64.to_bits()),
            zero2: Constant::new(0u64.to_bits()),
        }
    }
}

impl Default for Counter32 {
    fn default() -> Self {
        Self::new()
    }
}

impl Logic for Counter32 {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, lo, hi, f1, f2);
        self.value.next =
            (bit_cast::<32, 16>(self.hi.q.val()) << 16) | bit_cast::<32, 16>(self.lo.q.val());
        self.lo.d.next = self.lo.q.val() + bit_cast::<16, 2>(self.inc.val());
        if ((self.inc.val() == self.one2.val()) & self.f1.q.val())
            | ((self.inc.val() == self.two2.val()) & (self.f1.q.val() | self.f2.q.val()))
        {
            self.hi.d.next = self.hi.q.val() + self.one16.val();
        }
        if self.inc.val() == self.one2.val() {
            self.f1.d.next = self.lo.q.val() == self.m2.val();
            self.f2.d.next = self.lo.q.val() == self.m3.val();
        }
        if self.inc.val() == self.two2.val() {
            self.f1.d.next = self.lo.q.val() == self.m3.val();
            self.f2.d.next = self.lo.q.val() == self.m4.val();
        }
        if self.reset.val() {
            self.lo.d.next = self.zero16.val();
            self.hi.d.next = self.zero16.val();
            self.f1.d.next = false;
            self.f2.d.next = false;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::link::testbench::settle;
    use hwfilter_model::rng::SplitMix64;

    /// Steps the counter from values near each carry with random
    /// increments and compares it with a software count at every cycle.
    #[test]
    fn counts_exactly_across_the_halves_carry() {
        let mut rng = SplitMix64(7);
        for start_steps in [0u64, 0xfff0, 0x1_fff0] {
            let mut c = Counter32::new();
            c.connect_all();
            c.reset.next = true;
            c.inc.next = 0u64.to_bits();
            c.clock.next = Clock::from(false);
            settle(&mut c);
            c.clock.next = Clock::from(true);
            settle(&mut c);
            c.reset.next = false;
            let mut want = 0u64;
            // Reach the start in steps of 2, then go on at random.
            for i in 0..start_steps / 2 + 40 {
                let inc = if i < start_steps / 2 { 2 } else { rng.below(3) };
                c.inc.next = inc.to_bits();
                c.clock.next = Clock::from(false);
                settle(&mut c);
                assert_eq!(c.value.val().index() as u64, want, "cycle {i}");
                c.clock.next = Clock::from(true);
                settle(&mut c);
                want = (want + inc) & 0xffff_ffff;
            }
        }
    }
}
