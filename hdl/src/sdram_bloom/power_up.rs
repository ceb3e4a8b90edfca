//! [`SdramPowerUp`]: the SDRAM's power-up sequence after reset.

use hwfilter_toolchain::sdram::SdramCycles;
use rust_hdl::prelude::*;

/// Drives the command bus from reset until the part is ready:
///
/// ```text
/// reset ─► power_up cycles of NOP ─► PRECHARGE ALL ─(tRP)─► REFRESH ─(tRC)─► … x init_refreshes
///       ─► LOAD MODE (burst length 1, sequential, the CAS latency, writes as bursts) ─(tMRD)─► done
/// ```
///
/// While `done` is low its command (active high, NOP when `cmd_cs` is
/// low) is the bus's; after, it issues nothing.
#[derive(LogicBlock)]
pub struct SdramPowerUp {
    pub clock: Signal<In, Clock>,
    pub reset: Signal<In, Bit>,
    /// The sequence is over: the part takes any command.
    pub done: Signal<Out, Bit>,
    // -- the command of this cycle (active high)
    pub cmd_cs: Signal<Out, Bit>,
    pub cmd_ras: Signal<Out, Bit>,
    pub cmd_cas: Signal<Out, Bit>,
    pub cmd_we: Signal<Out, Bit>,
    pub cmd_addr: Signal<Out, Bits<13>>,
    step: DFF<Bits<3>>,
    /// Cycles left of the current wait.
    delay: DFF<Bits<16>>,
    refreshes: DFF<Bits<4>>,
    st_wait_power: Constant<Bits<3>>,
    st_precharge: Constant<Bits<3>>,
    st_refresh: Constant<Bits<3>>,
    st_mode: Constant<Bits<3>>,
    st_mode_wait: Constant<Bits<3>>,
    st_done: Constant<Bits<3>>,
    one4: Constant<Bits<4>>,
    one16: Constant<Bits<16>>,
    zero4: Constant<Bits<4>>,
    zero13: Constant<Bits<13>>,
    t_power_up: Constant<Bits<16>>,
    /// Each wait after a command, less the command's own cycle.
    w_rp: Constant<Bits<16>>,
    w_rc: Constant<Bits<16>>,
    w_mrd: Constant<Bits<16>>,
    n_refreshes: Constant<Bits<4>>,
    all_banks: Constant<Bits<13>>,
    mode: Constant<Bits<13>>,
}

impl SdramPowerUp {
    /// The sequence for timing `t`. Panics unless the power-up wait fits 16
    /// bits and 1..=15 refreshes are asked for.
    pub fn new(t: SdramCycles) -> Self {
        assert!(t.power_up < 1 << 16, "power-up of {} cycles", t.power_up);
        assert!((1..16).contains(&t.init_refreshes));
        assert!(
            (2..=3).contains(&t.cas_latency),
            "the mode register's CAS latency is 2 or 3"
        );
        let w = |c: u32| ((c.max(1) - 1) as u64).to_bits::<16>();
        SdramPowerUp {
            clock: Default::default(),
            reset: Default::default(),
            done: Default::default(),
            cmd_cs: Default::default(),
            cmd_ras: Default::default(),
            cmd_cas: Default::default(),
            cmd_we: Default::default(),
            cmd_addr: Default::default(),
            step: Default::default(),
            delay: Default::default(),
            refreshes: Default::default(),
            st_wait_power: Constant::new(0u64.to_bits()),
            st_precharge: Constant::new(1u64.to_bits()),
            st_refresh: Constant::new(2u64.to_bits()),
            st_mode: Constant::new(3u64.to_bits()),
            st_mode_wait: Constant::new(4u64.to_bits()),
            st_done: Constant::new(5u64.to_bits()),
            one4: Constant::new(1u64.to_bits()),
            one16: Constant::new(1u64.to_bits()),
            zero4: Constant::new(0u64.to_bits()),
            zero13: Constant::new(0u64.to_bits()),
            t_power_up: Constant::new((t.power_up as u64).to_bits()),
            w_rp: Constant::new(w(t.t_rp)),
            w_rc: Constant::new(w(t.t_rc)),
            w_mrd: Constant::new(w(t.t_mrd)),
            n_refreshes: Constant::new((t.init_refreshes as u64).to_bits()),
            all_banks: Constant::new((1u64 << 10).to_bits()),
            mode: Constant::new(((t.cas_latency as u64) << 4).to_bits()),
        }
    }
}

impl Logic for SdramPowerUp {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, step, delay, refreshes);
        self.cmd_cs.next = false;
        self.cmd_ras.next = false;
        self.cmd_cas.next = false;
        self.cmd_we.next = false;
        self.cmd_addr.next = self.zero13.val();
        self.done.next = self.step.q.val() == self.st_done.val();
        if self.delay.q.val().any() {
            self.delay.d.next = self.delay.q.val() - self.one16.val();
        } else {
            match self.step.q.val().index() {
                0 => {
                    // the power-up wait is over
                    self.step.d.next = self.st_precharge.val();
                }
                1 => {
                    self.cmd_cs.next = true;
                    self.cmd_ras.next = true;
                    self.cmd_we.next = true;
                    self.cmd_addr.next = self.all_banks.val();
                    self.refreshes.d.next = self.zero4.val();
                    self.delay.d.next = self.w_rp.val();
                    self.step.d.next = self.st_refresh.val();
                }
                2 => {
                    self.cmd_cs.next = true;
                    self.cmd_ras.next = true;
                    self.cmd_cas.next = true;
                    self.refreshes.d.next = self.refreshes.q.val() + self.one4.val();
                    self.delay.d.next = self.w_rc.val();
                    if self.refreshes.q.val() + self.one4.val() == self.n_refreshes.val() {
                        self.step.d.next = self.st_mode.val();
                    }
                }
                3 => {
                    self.cmd_cs.next = true;
                    self.cmd_ras.next = true;
                    self.cmd_cas.next = true;
                    self.cmd_we.next = true;
                    self.cmd_addr.next = self.mode.val();
                    self.delay.d.next = self.w_mrd.val();
                    self.step.d.next = self.st_mode_wait.val();
                }
                4 => {
                    self.step.d.next = self.st_done.val();
                }
                _ => {}
            }
        }
        if self.reset.val() {
            self.step.d.next = self.st_wait_power.val();
            self.delay.d.next = self.t_power_up.val();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::link::testbench::settle;
    use hwfilter_sim::sdram_chip::{SdramChip, SdramGeometry, SdramPins};

    fn timing() -> SdramCycles {
        SdramCycles {
            cas_latency: 3,
            t_rcd: 2,
            t_rp: 3,
            t_ras: 5,
            t_rc: 8,
            t_rrd: 2,
            t_wr: 2,
            t_mrd: 2,
            refresh_interval: 400,
            power_up: 150,
            init_refreshes: 8,
        }
    }

    /// The sequence, through a register as in the core, brings the
    /// timing-checked chip model to ready: no breach, and not a cycle of
    /// the datasheet's waits skipped (the chip fails any).
    #[test]
    fn the_sequence_readies_the_checked_chip() {
        let t = timing();
        let mut p = SdramPowerUp::new(t);
        p.connect_all();
        settle(&mut p);
        let mut chip = SdramChip::new(
            t,
            SdramGeometry {
                bank_bits: 2,
                row_bits: 2,
                col_bits: 9,
            },
        );
        p.reset.next = true;
        let mut pins = SdramPins::default();
        let mut cycles = 0;
        let mut done_at = None;
        // To a few cycles after done (the model then wants REFRESHes).
        while done_at.is_none_or(|d| cycles < d + 4) {
            assert!(cycles < 1000, "not done");
            p.clock.next = Clock::from(true);
            settle(&mut p);
            chip.edge(&pins)
                .unwrap_or_else(|v| panic!("cycle {cycles}: {v}"));
            p.clock.next = Clock::from(false);
            p.reset.next = false;
            settle(&mut p);
            // The command register between the sequence and the pins.
            pins = SdramPins {
                cs_n: !p.cmd_cs.val(),
                ras_n: !p.cmd_ras.val(),
                cas_n: !p.cmd_cas.val(),
                we_n: !p.cmd_we.val(),
                addr: p.cmd_addr.val().index() as u16,
                ..SdramPins::default()
            };
            cycles += 1;
            if p.done.val() && done_at.is_none() {
                done_at = Some(cycles);
            }
        }
        let done_at = done_at.expect("done");
        assert!(chip.ready(), "the chip took the mode");
        assert_eq!(chip.counts().refreshes, 8);
        // power-up, PRE ALL + tRP, 8 x tRC, LOAD MODE + tMRD, and no more.
        assert!(done_at <= 150 + 3 + 8 * 8 + 2 + 3, "{done_at}");
    }

    #[test]
    fn generated_verilog_has_the_ports() {
        let mut p = SdramPowerUp::new(timing());
        p.connect_all();
        let v = generate_verilog(&p);
        for port in ["done", "cmd_cs", "cmd_addr"] {
            assert!(v.contains(port), "no port {port}");
        }
    }
}
