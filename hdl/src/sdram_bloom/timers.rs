//! [`BankTimers`]: what the SDRAM allows this cycle, per bank, from the
//! commands issued so far.

use hwfilter_toolchain::sdram::SdramCycles;
use rust_hdl::prelude::*;

/// The part's banks.
pub const SDRAM_BANKS: usize = 4;

/// Watches the command bus (the command decided this cycle, as it goes
/// into the pins' register) and says which command each bank may take
/// next, by the datasheet's delays in cycles of this clock:
///
/// | output         | per bank `b`: true when                                   |
/// |----------------|-----------------------------------------------------------|
/// | `act_ok[b]`    | closed; tRP since its PRECHARGE; tRC since its ACTIVE and since the last REFRESH; tRRD since any ACTIVE |
/// | `rcd_ok[b]`    | tRCD since its ACTIVE (READ and WRITE to the open row)    |
/// | `pre_ok[b]`    | tRAS since its ACTIVE; tWR since its last WRITE           |
/// | `refresh_ok`   | every bank closed and `act_ok` but for tRRD               |
/// | `refresh_due`  | the last REFRESH is `refresh_interval - margin` cycles old |
///
/// Every output is a register, computed a cycle ahead from the counters
/// and the command going out (`q + 1 >= t` is `q >= t - 1`), so the
/// decision that reads them and the command it makes are all the logic
/// between two edges. Every counter saturates, so a bank idle for long is
/// always ready. Reset counts everything as long ago and every bank as
/// closed (the power-up's PRECHARGE ALL makes it so on the part).
#[derive(LogicBlock)]
pub struct BankTimers {
    pub clock: Signal<In, Clock>,
    pub reset: Signal<In, Bit>,
    // -- the command decided this cycle (active high)
    pub cmd_cs: Signal<In, Bit>,
    pub cmd_ras: Signal<In, Bit>,
    pub cmd_cas: Signal<In, Bit>,
    pub cmd_we: Signal<In, Bit>,
    pub cmd_ba: Signal<In, Bits<2>>,
    /// Address bit 10: a PRECHARGE of every bank.
    pub cmd_a10: Signal<In, Bit>,
    // -- what the banks allow this cycle (bit `b` for bank `b`)
    pub act_ok: Signal<Out, Bits<4>>,
    pub rcd_ok: Signal<Out, Bits<4>>,
    pub pre_ok: Signal<Out, Bits<4>>,
    pub refresh_ok: Signal<Out, Bit>,
    pub refresh_due: Signal<Out, Bit>,
    // -- per bank, cycles since (saturating)
    since_act: [DFF<Bits<6>>; SDRAM_BANKS],
    since_pre: [DFF<Bits<6>>; SDRAM_BANKS],
    since_write: [DFF<Bits<6>>; SDRAM_BANKS],
    open: [DFF<Bit>; SDRAM_BANKS],
    // -- all banks
    since_any_act: DFF<Bits<6>>,
    since_refresh: DFF<Bits<6>>,
    refresh_age: DFF<Bits<16>>,
    // -- the outputs' registers
    act_ok_q: DFF<Bits<4>>,
    rcd_ok_q: DFF<Bits<4>>,
    pre_ok_q: DFF<Bits<4>>,
    refresh_ok_q: DFF<Bit>,
    refresh_due_q: DFF<Bit>,
    // -- decoded command; per bank, this cycle's events
    is_act: Signal<Local, Bit>,
    is_pre: Signal<Local, Bit>,
    is_write: Signal<Local, Bit>,
    is_refresh: Signal<Local, Bit>,
    act_here: [Signal<Local, Bit>; SDRAM_BANKS],
    pre_here: [Signal<Local, Bit>; SDRAM_BANKS],
    write_here: [Signal<Local, Bit>; SDRAM_BANKS],
    /// Next cycle, each bank's delays since its own commands are met, and
    /// those since any ACTIVE (tRRD) and the last REFRESH (tRC).
    rp_met: [Signal<Local, Bit>; SDRAM_BANKS],
    rc_met: [Signal<Local, Bit>; SDRAM_BANKS],
    rcd_met: [Signal<Local, Bit>; SDRAM_BANKS],
    ras_met: [Signal<Local, Bit>; SDRAM_BANKS],
    wr_met: [Signal<Local, Bit>; SDRAM_BANKS],
    rrd_met: Signal<Local, Bit>,
    refresh_rc_met: Signal<Local, Bit>,
    /// Next cycle's open rows and flags, before they go into registers.
    open_next: [Signal<Local, Bit>; SDRAM_BANKS],
    act_ok_next: Signal<Local, Bits<4>>,
    rcd_ok_next: Signal<Local, Bits<4>>,
    pre_ok_next: Signal<Local, Bits<4>>,
    refresh_ok_next: Signal<Local, Bit>,
    bank_id: [Constant<Bits<2>>; SDRAM_BANKS],
    /// Bit `b` alone.
    bank_bit: [Constant<Bits<4>>; SDRAM_BANKS],
    one6: Constant<Bits<6>>,
    one16: Constant<Bits<16>>,
    sat6: Constant<Bits<6>>,
    zero4: Constant<Bits<4>>,
    all4: Constant<Bits<4>>,
    zero16: Constant<Bits<16>>,
    /// Each delay `t` less one: `q + 1 >= t` is `q >= t - 1`.
    rcd_m1: Constant<Bits<6>>,
    rp_m1: Constant<Bits<6>>,
    ras_m1: Constant<Bits<6>>,
    rc_m1: Constant<Bits<6>>,
    rrd_m1: Constant<Bits<6>>,
    wr_m1: Constant<Bits<6>>,
    /// Each delay is at most 1: met the cycle after its command.
    rcd_short: Constant<Bit>,
    rp_short: Constant<Bit>,
    ras_short: Constant<Bit>,
    rc_short: Constant<Bit>,
    rrd_short: Constant<Bit>,
    wr_short: Constant<Bit>,
    refresh_due_m1: Constant<Bits<16>>,
}

impl BankTimers {
    /// Timers for timing `t`, a REFRESH falling due `margin` cycles before
    /// the interval ends. Panics if a delay does not fit the 6-bit
    /// counters (63 cycles) or the margin is not under the interval.
    pub fn new(t: SdramCycles, margin: u32) -> Self {
        let m1 = |c: u32| {
            assert!(c < 64, "a delay of {c} cycles is over the timers' 63");
            Constant::new((c.saturating_sub(1) as u64).to_bits::<6>())
        };
        let short = |c: u32| Constant::new(c <= 1);
        assert!(
            margin + 1 < t.refresh_interval && t.refresh_interval < 1 << 16,
            "refresh interval {} (margin {margin})",
            t.refresh_interval
        );
        BankTimers {
            clock: Default::default(),
            reset: Default::default(),
            cmd_cs: Default::default(),
            cmd_ras: Default::default(),
            cmd_cas: Default::default(),
            cmd_we: Default::default(),
            cmd_ba: Default::default(),
            cmd_a10: Default::default(),
            act_ok: Default::default(),
            rcd_ok: Default::default(),
            pre_ok: Default::default(),
            refresh_ok: Default::default(),
            refresh_due: Default::default(),
            since_act: std::array::from_fn(|_| Default::default()),
            since_pre: std::array::from_fn(|_| Default::default()),
            since_write: std::array::from_fn(|_| Default::default()),
            open: std::array::from_fn(|_| Default::default()),
            since_any_act: Default::default(),
            since_refresh: Default::default(),
            refresh_age: Default::default(),
            act_ok_q: Default::default(),
            rcd_ok_q: Default::default(),
            pre_ok_q: Default::default(),
            refresh_ok_q: Default::default(),
            refresh_due_q: Default::default(),
            is_act: Default::default(),
            is_pre: Default::default(),
            is_write: Default::default(),
            is_refresh: Default::default(),
            act_here: std::array::from_fn(|_| Default::default()),
            pre_here: std::array::from_fn(|_| Default::default()),
            write_here: std::array::from_fn(|_| Default::default()),
            rp_met: std::array::from_fn(|_| Default::default()),
            rc_met: std::array::from_fn(|_| Default::default()),
            rcd_met: std::array::from_fn(|_| Default::default()),
            ras_met: std::array::from_fn(|_| Default::default()),
            wr_met: std::array::from_fn(|_| Default::default()),
            rrd_met: Default::default(),
            refresh_rc_met: Default::default(),
            open_next: std::array::from_fn(|_| Default::default()),
            act_ok_next: Default::default(),
            rcd_ok_next: Default::default(),
            pre_ok_next: Default::default(),
            refresh_ok_next: Default::default(),
            bank_id: std::array::from_fn(|b| Constant::new((b as u64).to_bits())),
            bank_bit: std::array::from_fn(|b| Constant::new((1u64 << b).to_bits())),
            one6: Constant::new(1u64.to_bits()),
            one16: Constant::new(1u64.to_bits()),
            sat6: Constant::new(63u64.to_bits()),
            zero4: Constant::new(0u64.to_bits()),
            all4: Constant::new(0xfu64.to_bits()),
            zero16: Constant::new(0u64.to_bits()),
            rcd_m1: m1(t.t_rcd),
            rp_m1: m1(t.t_rp),
            ras_m1: m1(t.t_ras),
            rc_m1: m1(t.t_rc),
            rrd_m1: m1(t.t_rrd),
            wr_m1: m1(t.t_wr),
            rcd_short: short(t.t_rcd),
            rp_short: short(t.t_rp),
            ras_short: short(t.t_ras),
            rc_short: short(t.t_rc),
            rrd_short: short(t.t_rrd),
            wr_short: short(t.t_wr),
            refresh_due_m1: Constant::new(((t.refresh_interval - margin - 1) as u64).to_bits()),
        }
    }
}

impl Logic for BankTimers {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(
            self,
            clock,
            since_any_act,
            since_refresh,
            refresh_age,
            act_ok_q,
            rcd_ok_q,
            pre_ok_q,
            refresh_ok_q,
            refresh_due_q
        );
        for b in 0..SDRAM_BANKS {
            self.since_act[b].clock.next = self.clock.val();
            self.since_pre[b].clock.next = self.clock.val();
            self.since_write[b].clock.next = self.clock.val();
            self.open[b].clock.next = self.clock.val();
            self.since_act[b].d.next = self.since_act[b].q.val();
            self.since_pre[b].d.next = self.since_pre[b].q.val();
            self.since_write[b].d.next = self.since_write[b].q.val();
            self.open_next[b].next = self.open[b].q.val();
        }
        self.act_ok.next = self.act_ok_q.q.val();
        self.rcd_ok.next = self.rcd_ok_q.q.val();
        self.pre_ok.next = self.pre_ok_q.q.val();
        self.refresh_ok.next = self.refresh_ok_q.q.val();
        self.refresh_due.next = self.refresh_due_q.q.val();

        self.is_act.next =
            self.cmd_cs.val() & self.cmd_ras.val() & !self.cmd_cas.val() & !self.cmd_we.val();
        self.is_pre.next =
            self.cmd_cs.val() & self.cmd_ras.val() & !self.cmd_cas.val() & self.cmd_we.val();
        self.is_write.next =
            self.cmd_cs.val() & !self.cmd_ras.val() & self.cmd_cas.val() & self.cmd_we.val();
        self.is_refresh.next =
            self.cmd_cs.val() & self.cmd_ras.val() & self.cmd_cas.val() & !self.cmd_we.val();

        // The counters.
        if !self.since_any_act.q.val().all() {
            self.since_any_act.d.next = self.since_any_act.q.val() + self.one6.val();
        }
        if !self.since_refresh.q.val().all() {
            self.since_refresh.d.next = self.since_refresh.q.val() + self.one6.val();
        }
        if !self.refresh_age.q.val().all() {
            self.refresh_age.d.next = self.refresh_age.q.val() + self.one16.val();
        }
        if self.is_act.val() {
            self.since_any_act.d.next = self.one6.val();
        }
        if self.is_refresh.val() {
            self.since_refresh.d.next = self.one6.val();
            self.refresh_age.d.next = self.one16.val();
        }
        for b in 0..SDRAM_BANKS {
            self.act_here[b].next =
                self.is_act.val() & (self.cmd_ba.val() == self.bank_id[b].val());
            self.write_here[b].next =
                self.is_write.val() & (self.cmd_ba.val() == self.bank_id[b].val());
            self.pre_here[b].next = self.is_pre.val()
                & ((self.cmd_ba.val() == self.bank_id[b].val()) | self.cmd_a10.val());
            if !self.since_act[b].q.val().all() {
                self.since_act[b].d.next = self.since_act[b].q.val() + self.one6.val();
            }
            if !self.since_pre[b].q.val().all() {
                self.since_pre[b].d.next = self.since_pre[b].q.val() + self.one6.val();
            }
            if !self.since_write[b].q.val().all() {
                self.since_write[b].d.next = self.since_write[b].q.val() + self.one6.val();
            }
            if self.act_here[b].val() {
                self.since_act[b].d.next = self.one6.val();
                self.open_next[b].next = true;
            }
            if self.write_here[b].val() {
                self.since_write[b].d.next = self.one6.val();
            }
            if self.pre_here[b].val() {
                self.since_pre[b].d.next = self.one6.val();
                self.open_next[b].next = false;
            }
            self.open[b].d.next = self.open_next[b].val();
        }

        // Next cycle's flags: a delay `t` since a command is met next
        // cycle if the command goes out now and `t <= 1`, or went out
        // before and `q >= t - 1`.
        if self.is_act.val() {
            self.rrd_met.next = self.rrd_short.val();
        } else {
            self.rrd_met.next = self.since_any_act.q.val() >= self.rrd_m1.val();
        }
        if self.is_refresh.val() {
            self.refresh_rc_met.next = self.rc_short.val();
        } else {
            self.refresh_rc_met.next = self.since_refresh.q.val() >= self.rc_m1.val();
        }
        self.act_ok_next.next = self.zero4.val();
        self.rcd_ok_next.next = self.zero4.val();
        self.pre_ok_next.next = self.zero4.val();
        self.refresh_ok_next.next = self.refresh_rc_met.val();
        for b in 0..SDRAM_BANKS {
            if self.act_here[b].val() {
                self.rc_met[b].next = self.rc_short.val();
                self.rcd_met[b].next = self.rcd_short.val();
                self.ras_met[b].next = self.ras_short.val();
            } else {
                self.rc_met[b].next = self.since_act[b].q.val() >= self.rc_m1.val();
                self.rcd_met[b].next = self.since_act[b].q.val() >= self.rcd_m1.val();
                self.ras_met[b].next = self.since_act[b].q.val() >= self.ras_m1.val();
            }
            if self.pre_here[b].val() {
                self.rp_met[b].next = self.rp_short.val();
            } else {
                self.rp_met[b].next = self.since_pre[b].q.val() >= self.rp_m1.val();
            }
            if self.write_here[b].val() {
                self.wr_met[b].next = self.wr_short.val();
            } else {
                self.wr_met[b].next = self.since_write[b].q.val() >= self.wr_m1.val();
            }
            if !self.open_next[b].val()
                & self.rp_met[b].val()
                & self.rc_met[b].val()
                & self.refresh_rc_met.val()
                & self.rrd_met.val()
            {
                self.act_ok_next.next = self.act_ok_next.val() | self.bank_bit[b].val();
            }
            if self.rcd_met[b].val() {
                self.rcd_ok_next.next = self.rcd_ok_next.val() | self.bank_bit[b].val();
            }
            if self.ras_met[b].val() & self.wr_met[b].val() {
                self.pre_ok_next.next = self.pre_ok_next.val() | self.bank_bit[b].val();
            }
            if self.open_next[b].val() | !self.rp_met[b].val() | !self.rc_met[b].val() {
                self.refresh_ok_next.next = false;
            }
        }
        self.act_ok_q.d.next = self.act_ok_next.val();
        self.rcd_ok_q.d.next = self.rcd_ok_next.val();
        self.pre_ok_q.d.next = self.pre_ok_next.val();
        self.refresh_ok_q.d.next = self.refresh_ok_next.val();
        if self.is_refresh.val() {
            self.refresh_due_q.d.next = false;
        } else {
            self.refresh_due_q.d.next = self.refresh_age.q.val() >= self.refresh_due_m1.val();
        }

        if self.reset.val() {
            self.since_any_act.d.next = self.sat6.val();
            self.since_refresh.d.next = self.sat6.val();
            self.refresh_age.d.next = self.zero16.val();
            self.act_ok_q.d.next = self.all4.val();
            self.rcd_ok_q.d.next = self.all4.val();
            self.pre_ok_q.d.next = self.all4.val();
            self.refresh_ok_q.d.next = true;
            self.refresh_due_q.d.next = false;
            for b in 0..SDRAM_BANKS {
                self.since_act[b].d.next = self.sat6.val();
                self.since_pre[b].d.next = self.sat6.val();
                self.since_write[b].d.next = self.sat6.val();
                self.open[b].d.next = false;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::link::testbench::settle;

    fn timing() -> SdramCycles {
        SdramCycles {
            cas_latency: 2,
            t_rcd: 2,
            t_rp: 3,
            t_ras: 5,
            t_rc: 7,
            t_rrd: 2,
            t_wr: 2,
            t_mrd: 2,
            refresh_interval: 300,
            power_up: 100,
            init_refreshes: 8,
        }
    }

    /// (cs, ras, cas, we) of each command.
    const NOP: (bool, bool, bool, bool) = (false, false, false, false);
    const ACT: (bool, bool, bool, bool) = (true, true, false, false);
    const PRE: (bool, bool, bool, bool) = (true, true, false, true);
    const WRITE: (bool, bool, bool, bool) = (true, false, true, true);
    const REFRESH: (bool, bool, bool, bool) = (true, true, true, false);

    struct Bench(BankTimers);

    impl Bench {
        fn new() -> Self {
            let mut t = BankTimers::new(timing(), 100);
            t.connect_all();
            settle(&mut t);
            let mut b = Bench(t);
            b.0.reset.next = true;
            b.cycle(NOP, 0);
            b.0.reset.next = false;
            b
        }
        /// Decides `cmd` to `bank` this cycle and clocks it in.
        fn cycle(&mut self, cmd: (bool, bool, bool, bool), bank: u64) {
            let t = &mut self.0;
            t.cmd_cs.next = cmd.0;
            t.cmd_ras.next = cmd.1;
            t.cmd_cas.next = cmd.2;
            t.cmd_we.next = cmd.3;
            t.cmd_ba.next = bank.to_bits();
            t.cmd_a10.next = false;
            t.clock.next = Clock::from(true);
            settle(t);
            t.clock.next = Clock::from(false);
            settle(t);
        }
        fn bit(v: Bits<4>, b: usize) -> bool {
            v.get_bit(b)
        }
    }

    /// The delays, one rule at a time: an ACTIVE opens a bank for READs
    /// after tRCD and for PRECHARGE after tRAS; a WRITE holds the
    /// PRECHARGE for tWR; the next ACTIVE of the bank waits for tRP and
    /// tRC, another bank's for tRRD; REFRESH waits for every bank.
    #[test]
    fn each_rule_holds_its_command_back_exactly_its_delay() {
        let mut b = Bench::new();
        assert_eq!(b.0.act_ok.val().index(), 0b1111);
        assert!(b.0.refresh_ok.val() && !b.0.refresh_due.val());
        b.cycle(ACT, 1);
        assert!(
            !Bench::bit(b.0.act_ok.val(), 1) && !b.0.refresh_ok.val(),
            "open"
        );
        assert!(!Bench::bit(b.0.act_ok.val(), 2), "tRRD");
        assert!(!Bench::bit(b.0.rcd_ok.val(), 1), "tRCD");
        b.cycle(NOP, 0);
        assert!(Bench::bit(b.0.act_ok.val(), 2), "tRRD is 2");
        assert!(Bench::bit(b.0.rcd_ok.val(), 1), "tRCD is 2");
        assert!(!Bench::bit(b.0.pre_ok.val(), 1), "tRAS");
        b.cycle(WRITE, 1);
        b.cycle(NOP, 0);
        b.cycle(NOP, 0);
        assert!(Bench::bit(b.0.pre_ok.val(), 1), "tRAS 5, tWR 2");
        assert!(!Bench::bit(b.0.act_ok.val(), 1), "open");
        b.cycle(PRE, 1);
        for _ in 1..3 {
            assert!(!Bench::bit(b.0.act_ok.val(), 1), "tRP");
            assert!(!b.0.refresh_ok.val());
            b.cycle(NOP, 0);
        }
        assert!(Bench::bit(b.0.act_ok.val(), 1) && b.0.refresh_ok.val());
        b.cycle(REFRESH, 0);
        for _ in 1..7 {
            assert_eq!(b.0.act_ok.val().index(), 0, "tRC after REFRESH");
            b.cycle(NOP, 0);
        }
        assert_eq!(b.0.act_ok.val().index(), 0b1111);
    }

    #[test]
    fn refresh_falls_due_margin_cycles_before_the_interval() {
        let mut b = Bench::new();
        b.cycle(REFRESH, 0);
        for _ in 1..200 {
            assert!(!b.0.refresh_due.val());
            b.cycle(NOP, 0);
        }
        assert!(b.0.refresh_due.val(), "300 - 100 cycles after");
    }

    #[test]
    fn generated_verilog_has_the_ports() {
        let mut t = BankTimers::new(timing(), 100);
        t.connect_all();
        let v = generate_verilog(&t);
        for port in ["cmd_a10", "act_ok", "rcd_ok", "pre_ok", "refresh_due"] {
            assert!(v.contains(port), "no port {port}");
        }
    }
}
