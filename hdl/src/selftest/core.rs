//! `SelfTestCore`: both engines, each driven by a [`SelfTestRunner`], run
//! after run; their signatures against the model's, PASS or FAIL for the
//! LEDs ([`crate::selftest`]).

use hwfilter_model::{BloomParams, CuckooParams, cuckoo};
use rust_hdl::prelude::*;

use super::program::{Expected, Target, bloom_program, cuckoo_program, expected};
use super::runner::SelfTestRunner;
use crate::{BloomEngine, CuckooEngine};

/// Cycles without a result, while one is due, after which a run fails:
/// about 0.28 s at 60 MHz; a Bloom CLEAR of 2^14 words, or 500 kicks, take
/// far fewer.
pub const WATCHDOG_CYCLES: u32 = (1 << 24) - 1;

/// Both engines under self-test, run after run ([`crate::selftest`]).
///
/// Outputs: `pass` once a run has ended and while every run so far
/// matched the model; `fail` (latched until reset) with `bloom_fail` /
/// `cuckoo_fail` naming the engine; `run_end` pulses for one cycle as each
/// run ends.
#[derive(LogicBlock)]
pub struct SelfTestCore<
    const K: usize,
    const A: usize,
    const F: usize,
    const W: usize,
    const B: usize,
    const BA: usize,
> {
    pub clock: Signal<In, Clock>,
    pub reset: Signal<In, Bit>,
    pub pass: Signal<Out, Bit>,
    pub fail: Signal<Out, Bit>,
    pub bloom_fail: Signal<Out, Bit>,
    pub cuckoo_fail: Signal<Out, Bit>,
    pub run_end: Signal<Out, Bit>,
    bloom: BloomEngine<K, A>,
    cuckoo: CuckooEngine<F, W, B, BA>,
    run_b: SelfTestRunner,
    run_c: SelfTestRunner,
    started: DFF<Bit>,
    bfail: DFF<Bit>,
    cfail: DFF<Bit>,
    ran: DFF<Bit>,
    expect_b: Constant<Bits<32>>,
    expect_c: Constant<Bits<32>>,
    ok_code: Constant<Bits<2>>,
    hit_bit: Constant<Bits<32>>,
    zero64: Constant<Bits<64>>,
    run_end_l: Signal<Local, Bit>,
}

impl<
    const K: usize,
    const A: usize,
    const F: usize,
    const W: usize,
    const B: usize,
    const BA: usize,
> SelfTestCore<K, A, F, W, B, BA>
{
    /// The engine geometries' models.
    pub fn params() -> (BloomParams, CuckooParams) {
        (
            BloomParams::new(K as u32, A as u32).expect("BloomEngine geometry"),
            CuckooParams::new(F as u32, B as u32, crate::board::BOARD_MAX_KICKS as u32)
                .expect("CuckooEngine geometry"),
        )
    }

    /// The expected results of one run on each engine.
    pub fn expected() -> (Expected, Expected) {
        let (bp, cp) = Self::params();
        (
            expected(Target::Bloom(bp), &bloom_program(bp)),
            expected(Target::Cuckoo(cp), &cuckoo_program(cp)),
        )
    }

    /// The self-test of [`bloom_program`] and [`cuckoo_program`] against
    /// the model's signatures.
    pub fn new() -> Self {
        let (b, c) = Self::expected();
        Self::with_signatures(b.signature, c.signature)
    }

    /// The same programs checked against given signatures (a wrong one
    /// shows that the check can fail).
    pub fn with_signatures(bloom_sig: u32, cuckoo_sig: u32) -> Self {
        let (bp, cp) = Self::params();
        SelfTestCore {
            clock: Default::default(),
            reset: Default::default(),
            pass: Default::default(),
            fail: Default::default(),
            bloom_fail: Default::default(),
            cuckoo_fail: Default::default(),
            run_end: Default::default(),
            bloom: BloomEngine::new(),
            cuckoo: CuckooEngine::new(crate::board::BOARD_MAX_KICKS),
            run_b: SelfTestRunner::new(&bloom_program(bp), WATCHDOG_CYCLES),
            run_c: SelfTestRunner::new(&cuckoo_program(cp), WATCHDOG_CYCLES),
            started: Default::default(),
            bfail: Default::default(),
            cfail: Default::default(),
            ran: Default::default(),
            expect_b: Constant::new((bloom_sig as u64).to_bits()),
            expect_c: Constant::new((cuckoo_sig as u64).to_bits()),
            ok_code: Constant::new((cuckoo::code::OK as u64).to_bits()),
            hit_bit: Constant::new((1u64 << 8).to_bits()),
            zero64: Constant::new(0u64.to_bits()),
            run_end_l: Default::default(),
        }
    }
}

impl<
    const K: usize,
    const A: usize,
    const F: usize,
    const W: usize,
    const B: usize,
    const BA: usize,
> Default for SelfTestCore<K, A, F, W, B, BA>
{
    fn default() -> Self {
        Self::new()
    }
}

impl<
    const K: usize,
    const A: usize,
    const F: usize,
    const W: usize,
    const B: usize,
    const BA: usize,
> Logic for SelfTestCore<K, A, F, W, B, BA>
{
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, started, bfail, cfail, ran);
        self.bloom.clock.next = self.clock.val();
        self.bloom.reset.next = self.reset.val();
        self.cuckoo.clock.next = self.clock.val();
        self.cuckoo.reset.next = self.reset.val();
        self.run_b.clock.next = self.clock.val();
        self.run_b.reset.next = self.reset.val();
        self.run_c.clock.next = self.clock.val();
        self.run_c.reset.next = self.reset.val();

        self.bloom.in_valid.next = self.run_b.op_valid.val();
        self.bloom.in_op.next = self.run_b.op.val();
        self.bloom.in_key.next = self.run_b.key.val();
        self.run_b.op_ready.next = self.bloom.in_ready.val();
        self.bloom.out_ready.next = true;
        // The fill counts are not part of the signature (left to synthesis to drop).
        self.bloom.set_bits_bank.next = self.zero64.val().get_bits::<3>(0);
        self.run_b.res_valid.next = self.bloom.out_valid.val();
        self.run_b.res_ok.next = self.bloom.out_hit.val();
        self.run_b.res_word.next = bit_cast::<32, 8>(self.bloom.out_word.val())
            | (bit_cast::<32, 3>(self.bloom.out_op.val()) << 9);
        if self.bloom.out_hit.val() {
            self.run_b.res_word.next = bit_cast::<32, 8>(self.bloom.out_word.val())
                | self.hit_bit.val()
                | (bit_cast::<32, 3>(self.bloom.out_op.val()) << 9);
        }

        self.cuckoo.in_valid.next = self.run_c.op_valid.val();
        self.cuckoo.in_op.next = self.run_c.op.val();
        self.cuckoo.in_key.next = self.run_c.key.val();
        self.cuckoo.in_data.next = self.zero64.val();
        self.run_c.op_ready.next = self.cuckoo.in_ready.val();
        self.cuckoo.out_ready.next = true;
        self.run_c.res_valid.next = self.cuckoo.out_valid.val();
        self.run_c.res_ok.next = self.cuckoo.out_code.val() == self.ok_code.val();
        self.run_c.res_word.next = self.cuckoo.out_data.val().get_bits::<32>(0)
            ^ self.cuckoo.out_data.val().get_bits::<32>(32)
            ^ (bit_cast::<32, 2>(self.cuckoo.out_code.val()) << 24)
            ^ (bit_cast::<32, 3>(self.cuckoo.out_op.val()) << 26);

        // Start both runners one cycle after reset and after each run.
        self.run_end_l.next = self.started.q.val()
            & self.run_b.done.val()
            & self.run_c.done.val()
            & !self.run_b.busy.val()
            & !self.run_c.busy.val();
        self.run_b.start.next = !self.started.q.val();
        self.run_c.start.next = !self.started.q.val();
        self.started.d.next = true;
        if self.run_end_l.val() {
            self.started.d.next = false;
            self.ran.d.next = true;
            if (self.run_b.sig.val() != self.expect_b.val())
                | self.run_b.invariant.val()
                | self.run_b.timeout.val()
            {
                self.bfail.d.next = true;
            }
            if (self.run_c.sig.val() != self.expect_c.val())
                | self.run_c.invariant.val()
                | self.run_c.timeout.val()
            {
                self.cfail.d.next = true;
            }
        }
        if self.reset.val() {
            self.started.d.next = false;
            self.bfail.d.next = false;
            self.cfail.d.next = false;
            self.ran.d.next = false;
        }
        self.fail.next = self.bfail.q.val() | self.cfail.q.val();
        self.pass.next = self.ran.q.val() & !self.bfail.q.val() & !self.cfail.q.val();
        self.bloom_fail.next = self.bfail.q.val();
        self.cuckoo_fail.next = self.cfail.q.val();
        self.run_end.next = self.run_end_l.val();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::link::testbench::settle;
    use crate::selftest::testbench::{Small, cycle};

    /// Runs `c` from reset until `runs` runs have ended; returns the cycles.
    fn run_core<
        const K: usize,
        const A: usize,
        const F: usize,
        const W: usize,
        const B: usize,
        const BA: usize,
    >(
        c: &mut SelfTestCore<K, A, F, W, B, BA>,
        runs: u64,
    ) -> u64 {
        c.reset.next = true;
        for _ in 0..3 {
            core_cycle(c);
        }
        c.reset.next = false;
        let (mut cycles, mut ended) = (0, 0);
        while ended < runs {
            settle(c);
            ended += c.run_end.val() as u64;
            core_cycle(c);
            cycles += 1;
            assert!(
                cycles < 200_000 * runs,
                "self-test did not finish {runs} runs"
            );
        }
        cycles
    }

    fn core_cycle<
        const K: usize,
        const A: usize,
        const F: usize,
        const W: usize,
        const B: usize,
        const BA: usize,
    >(
        c: &mut SelfTestCore<K, A, F, W, B, BA>,
    ) {
        cycle(c, |c, v| c.clock.next = Clock::from(v));
    }

    /// The engines, driven by the runners, produce exactly the model's
    /// signatures run after run: PASS, never FAIL.
    #[test]
    fn rust_hdl_simulation_passes_against_the_model() {
        let mut c = Small::new();
        c.connect_all();
        let (b, k) = Small::expected();
        run_core(&mut c, 1);
        assert_eq!(c.run_b.sig.val().index() as u32, b.signature);
        assert_eq!(c.run_c.sig.val().index() as u32, k.signature);
        assert!(!c.run_b.invariant.val() && !c.run_c.invariant.val());
        run_core(&mut c, 3);
        assert!(c.pass.val() && !c.fail.val());
        assert!(!c.bloom_fail.val() && !c.cuckoo_fail.val());
    }

    /// One wrong bit in an expected signature fails that engine, and only it.
    #[test]
    fn a_wrong_signature_fails_its_engine() {
        let (b, k) = Small::expected();
        let mut c = Small::with_signatures(b.signature, k.signature ^ 0x10);
        c.connect_all();
        run_core(&mut c, 1);
        core_cycle(&mut c);
        assert!(c.fail.val() && !c.pass.val());
        assert!(c.cuckoo_fail.val() && !c.bloom_fail.val());
        let mut c = Small::with_signatures(b.signature ^ 1, k.signature);
        c.connect_all();
        run_core(&mut c, 1);
        core_cycle(&mut c);
        assert!(c.fail.val() && c.bloom_fail.val() && !c.cuckoo_fail.val());
    }
}
