//! `SelfTestRunner`: the block that issues one engine's self-test program
//! and folds the engine's results into a signature, with the per-result
//! invariant check and the watchdog ([`crate::selftest`]).

use rust_hdl::prelude::*;

use super::program::{Keys, Phase};

/// Phases a [`SelfTestRunner`] holds.
pub const MAX_PHASES: usize = 16;
/// Ops one phase can issue.
pub const MAX_PHASE_OPS: u32 = 1 << 16;

/// Drives one engine through a program and folds its results
/// ([`crate::selftest`]). `start` (one cycle, while idle) begins a run;
/// `done` rises when the last result has come or the watchdog fired, and
/// stays until the next start. `sig`, `invariant` and `timeout` are valid
/// with `done`.
#[derive(LogicBlock)]
pub struct SelfTestRunner {
    pub clock: Signal<In, Clock>,
    pub reset: Signal<In, Bit>,
    pub start: Signal<In, Bit>,
    // -- op stream to the engine
    pub op_valid: Signal<Out, Bit>,
    pub op_ready: Signal<In, Bit>,
    pub op: Signal<Out, Bits<3>>,
    pub key: Signal<Out, Bits<64>>,
    // -- results from the engine (always taken)
    pub res_valid: Signal<In, Bit>,
    pub res_word: Signal<In, Bits<32>>,
    /// The result is OK (Cuckoo) or a hit (Bloom).
    pub res_ok: Signal<In, Bit>,
    // -- run status
    pub busy: Signal<Out, Bit>,
    pub done: Signal<Out, Bit>,
    pub sig: Signal<Out, Bits<32>>,
    pub invariant: Signal<Out, Bit>,
    pub timeout: Signal<Out, Bit>,
    i_active: DFF<Bit>,
    i_phase: DFF<Bits<4>>,
    i_idx: DFF<Bits<16>>,
    i_x: DFF<Bits<64>>,
    c_active: DFF<Bit>,
    c_phase: DFF<Bits<4>>,
    c_idx: DFF<Bits<16>>,
    sig_q: DFF<Bits<32>>,
    inv_q: DFF<Bit>,
    timeout_q: DFF<Bit>,
    done_q: DFF<Bit>,
    wd: DFF<Bits<24>>,
    p_idx: [Constant<Bits<4>>; MAX_PHASES],
    p_op: [Constant<Bits<3>>; MAX_PHASES],
    p_last: [Constant<Bits<16>>; MAX_PHASES],
    /// Bit 0: keys are the op index; bit 1: every result must be OK.
    p_flags: [Constant<Bits<2>>; MAX_PHASES],
    /// The seed of phase 0.
    seed0: Constant<Bits<64>>,
    /// The seed of the phase after phase `i`.
    p_next_seed: [Constant<Bits<64>>; MAX_PHASES],
    last_phase: Constant<Bits<4>>,
    wd_limit: Constant<Bits<24>>,
    zero4: Constant<Bits<4>>,
    one4: Constant<Bits<4>>,
    zero16: Constant<Bits<16>>,
    one16: Constant<Bits<16>>,
    zero24: Constant<Bits<24>>,
    one24: Constant<Bits<24>>,
    zero32: Constant<Bits<32>>,
    cur_op: Signal<Local, Bits<3>>,
    cur_last: Signal<Local, Bits<16>>,
    cur_index_keys: Signal<Local, Bit>,
    next_seed: Signal<Local, Bits<64>>,
    chk_last: Signal<Local, Bits<16>>,
    chk_expect: Signal<Local, Bit>,
    xs1: Signal<Local, Bits<64>>,
    xs2: Signal<Local, Bits<64>>,
    xs3: Signal<Local, Bits<64>>,
}

impl SelfTestRunner {
    /// A runner of `program` (1..=[`MAX_PHASES`] phases) whose watchdog
    /// fires after `watchdog` cycles (1..2^24) without a due result.
    ///
    /// # Panics
    /// On an empty or too long program, a phase count out of
    /// 1..=[`MAX_PHASE_OPS`], a zero stream seed, or a watchdog out of range.
    pub fn new(program: &[Phase], watchdog: u32) -> Self {
        assert!(
            (1..=MAX_PHASES).contains(&program.len()),
            "a self-test program has 1..={MAX_PHASES} phases"
        );
        for p in program {
            assert!(
                (1..=MAX_PHASE_OPS).contains(&p.count),
                "a phase issues 1..={MAX_PHASE_OPS} ops"
            );
            assert!(p.op < 8, "op codes are 3 bits");
            assert!(p.keys != Keys::Stream(0), "xorshift64 stays at 0 from 0");
        }
        assert!(
            (1..1 << 24).contains(&watchdog),
            "the watchdog counts 1..2^24 cycles"
        );
        let at = |i: usize| program.get(i).copied();
        let seed = |p: Option<Phase>| match p.map(|p| p.keys) {
            Some(Keys::Stream(s)) => s,
            _ => 0,
        };
        SelfTestRunner {
            clock: Default::default(),
            reset: Default::default(),
            start: Default::default(),
            op_valid: Default::default(),
            op_ready: Default::default(),
            op: Default::default(),
            key: Default::default(),
            res_valid: Default::default(),
            res_word: Default::default(),
            res_ok: Default::default(),
            busy: Default::default(),
            done: Default::default(),
            sig: Default::default(),
            invariant: Default::default(),
            timeout: Default::default(),
            i_active: Default::default(),
            i_phase: Default::default(),
            i_idx: Default::default(),
            i_x: Default::default(),
            c_active: Default::default(),
            c_phase: Default::default(),
            c_idx: Default::default(),
            sig_q: Default::default(),
            inv_q: Default::default(),
            timeout_q: Default::default(),
            done_q: Default::default(),
            wd: Default::default(),
            p_idx: std::array::from_fn(|i| Constant::new((i as u64).to_bits())),
            p_op: std::array::from_fn(|i| {
                Constant::new((at(i).map_or(0, |p| p.op) as u64).to_bits())
            }),
            p_last: std::array::from_fn(|i| {
                Constant::new((at(i).map_or(0, |p| p.count - 1) as u64).to_bits())
            }),
            p_flags: std::array::from_fn(|i| {
                let f = at(i).map_or(0, |p| {
                    (p.keys == Keys::Index) as u64 | (p.expect_ok as u64) << 1
                });
                Constant::new(f.to_bits())
            }),
            seed0: Constant::new(seed(at(0)).to_bits()),
            p_next_seed: std::array::from_fn(|i| Constant::new(seed(at(i + 1)).to_bits())),
            last_phase: Constant::new(((program.len() - 1) as u64).to_bits()),
            wd_limit: Constant::new((watchdog as u64).to_bits()),
            zero4: Constant::new(0u64.to_bits()),
            one4: Constant::new(1u64.to_bits()),
            zero16: Constant::new(0u64.to_bits()),
            one16: Constant::new(1u64.to_bits()),
            zero24: Constant::new(0u64.to_bits()),
            one24: Constant::new(1u64.to_bits()),
            zero32: Constant::new(0u64.to_bits()),
            cur_op: Default::default(),
            cur_last: Default::default(),
            cur_index_keys: Default::default(),
            next_seed: Default::default(),
            chk_last: Default::default(),
            chk_expect: Default::default(),
            xs1: Default::default(),
            xs2: Default::default(),
            xs3: Default::default(),
        }
    }
}

impl Logic for SelfTestRunner {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(
            self, clock, i_active, i_phase, i_idx, i_x, c_active, c_phase, c_idx, sig_q, inv_q,
            timeout_q, done_q, wd
        );
        // ---- the current phase's constants (a LUT per bit: the table is fixed)
        self.cur_op.next = self.p_op[0].val();
        self.cur_last.next = self.p_last[0].val();
        self.cur_index_keys.next = self.p_flags[0].val().get_bit(0);
        self.next_seed.next = self.p_next_seed[0].val();
        self.chk_last.next = self.p_last[0].val();
        self.chk_expect.next = self.p_flags[0].val().get_bit(1);
        for i in 0..MAX_PHASES {
            if self.i_phase.q.val() == self.p_idx[i].val() {
                self.cur_op.next = self.p_op[i].val();
                self.cur_last.next = self.p_last[i].val();
                self.cur_index_keys.next = self.p_flags[i].val().get_bit(0);
                self.next_seed.next = self.p_next_seed[i].val();
            }
            if self.c_phase.q.val() == self.p_idx[i].val() {
                self.chk_last.next = self.p_last[i].val();
                self.chk_expect.next = self.p_flags[i].val().get_bit(1);
            }
        }
        self.xs1.next = self.i_x.q.val() ^ (self.i_x.q.val() << 13);
        self.xs2.next = self.xs1.val() ^ (self.xs1.val() >> 7);
        self.xs3.next = self.xs2.val() ^ (self.xs2.val() << 17);

        // ---- issue
        self.op_valid.next = self.i_active.q.val();
        self.op.next = self.cur_op.val();
        if self.cur_index_keys.val() {
            self.key.next = bit_cast::<64, 16>(self.i_idx.q.val());
        } else {
            self.key.next = self.i_x.q.val();
        }
        if self.i_active.q.val() & self.op_ready.val() {
            if self.i_idx.q.val() == self.cur_last.val() {
                self.i_idx.d.next = self.zero16.val();
                self.i_x.d.next = self.next_seed.val();
                if self.i_phase.q.val() == self.last_phase.val() {
                    self.i_active.d.next = false;
                } else {
                    self.i_phase.d.next = self.i_phase.q.val() + self.one4.val();
                }
            } else {
                self.i_idx.d.next = self.i_idx.q.val() + self.one16.val();
                self.i_x.d.next = self.xs3.val();
            }
        }

        // ---- check
        if self.c_active.q.val() & self.res_valid.val() {
            self.sig_q.d.next =
                ((self.sig_q.q.val() << 1) | (self.sig_q.q.val() >> 31)) ^ self.res_word.val();
            if self.chk_expect.val() & !self.res_ok.val() {
                self.inv_q.d.next = true;
            }
            self.wd.d.next = self.zero24.val();
            if self.c_idx.q.val() == self.chk_last.val() {
                self.c_idx.d.next = self.zero16.val();
                if self.c_phase.q.val() == self.last_phase.val() {
                    self.c_active.d.next = false;
                    self.done_q.d.next = true;
                } else {
                    self.c_phase.d.next = self.c_phase.q.val() + self.one4.val();
                }
            } else {
                self.c_idx.d.next = self.c_idx.q.val() + self.one16.val();
            }
        } else if self.c_active.q.val() {
            self.wd.d.next = self.wd.q.val() + self.one24.val();
            if self.wd.q.val() == self.wd_limit.val() {
                self.timeout_q.d.next = true;
                self.done_q.d.next = true;
                self.c_active.d.next = false;
                self.i_active.d.next = false;
            }
        }

        // ---- start a run
        if self.start.val() & !self.c_active.q.val() {
            self.i_active.d.next = true;
            self.i_phase.d.next = self.zero4.val();
            self.i_idx.d.next = self.zero16.val();
            self.i_x.d.next = self.seed0.val();
            self.c_active.d.next = true;
            self.c_phase.d.next = self.zero4.val();
            self.c_idx.d.next = self.zero16.val();
            self.sig_q.d.next = self.zero32.val();
            self.inv_q.d.next = false;
            self.timeout_q.d.next = false;
            self.done_q.d.next = false;
            self.wd.d.next = self.zero24.val();
        }
        if self.reset.val() {
            self.i_active.d.next = false;
            self.c_active.d.next = false;
            self.done_q.d.next = false;
        }

        self.busy.next = self.c_active.q.val();
        self.done.next = self.done_q.q.val();
        self.sig.next = self.sig_q.q.val();
        self.invariant.next = self.inv_q.q.val();
        self.timeout.next = self.timeout_q.q.val();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::link::testbench::settle;
    use crate::selftest::program::{phase, signature_step};
    use crate::selftest::testbench::cycle;

    /// A runner against a scripted engine that answers each op one cycle
    /// later with `key as u32`, `ok` unless told otherwise, and can drop a
    /// result: the signature, the invariant check and the watchdog.
    fn scripted(program: &[Phase], bad_ok: Option<usize>, drop: Option<usize>) -> SelfTestRunner {
        let mut r = SelfTestRunner::new(program, 50);
        r.connect_all();
        let tick = |r: &mut SelfTestRunner| cycle(r, |r, v| r.clock.next = Clock::from(v));
        r.reset.next = true;
        tick(&mut r);
        r.reset.next = false;
        r.start.next = true;
        r.op_ready.next = true;
        tick(&mut r);
        r.start.next = false;
        let mut issued = 0;
        let mut pending: Option<(u64, bool)> = None;
        for _ in 0..1000 {
            match pending.take() {
                Some((key, ok)) => {
                    r.res_valid.next = true;
                    r.res_word.next = (key & 0xffff_ffff).to_bits();
                    r.res_ok.next = ok;
                }
                None => r.res_valid.next = false,
            }
            settle(&mut r);
            if r.op_valid.val() {
                let key = r.key.val().to_u64();
                if drop != Some(issued) {
                    pending = Some((key, bad_ok != Some(issued)));
                }
                issued += 1;
            }
            tick(&mut r);
            if r.done.val() {
                break;
            }
        }
        assert!(r.done.val(), "runner never finished");
        r
    }

    #[test]
    fn runner_signature_invariant_and_watchdog() {
        let prog = [
            phase(0, 3, Keys::Stream(7), true),
            phase(1, 2, Keys::Index, false),
        ];
        let keys: Vec<u64> = prog.iter().flat_map(|p| p.keys()).collect();
        let sig = keys.iter().fold(0u32, |s, &k| signature_step(s, k as u32));
        let r = scripted(&prog, None, None);
        assert_eq!(r.sig.val().index() as u32, sig);
        assert!(!r.invariant.val() && !r.timeout.val());
        // A not-OK result in an expect-OK phase; in the other phase it is fine.
        let r = scripted(&prog, Some(1), None);
        assert!(r.invariant.val() && !r.timeout.val());
        let r = scripted(&prog, Some(4), None);
        assert!(!r.invariant.val());
        assert_eq!(r.sig.val().index() as u32, sig);
        // A lost result: the watchdog ends the run.
        let r = scripted(&prog, None, Some(2));
        assert!(r.timeout.val() && !r.busy.val());
    }
}
