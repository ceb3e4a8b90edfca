//! [`SdramPinRegisters`]: the registers between the engine's command bus
//! and the SDRAM's pins.

use rust_hdl::prelude::*;

/// Registers every pin the engine drives and the DQ it reads, so the
/// timing at the pads does not depend on the logic behind them. Commands
/// go in active high (a cycle with `cmd_cs` low is a NOP) and come out a
/// cycle later active low, as the part wants them; write data and its
/// output enable travel with their WRITE. `dq_in` is DQ as the pads saw it
/// a cycle before: the word of a READ decided in cycle `c` is in `dq_in`
/// in cycle `c + CL + 2`.
#[derive(LogicBlock)]
pub struct SdramPinRegisters {
    pub clock: Signal<In, Clock>,
    /// Forces a NOP and releases DQ next cycle.
    pub reset: Signal<In, Bit>,
    // -- the command decided this cycle (active high)
    pub cmd_cs: Signal<In, Bit>,
    pub cmd_ras: Signal<In, Bit>,
    pub cmd_cas: Signal<In, Bit>,
    pub cmd_we: Signal<In, Bit>,
    pub cmd_ba: Signal<In, Bits<2>>,
    pub cmd_addr: Signal<In, Bits<13>>,
    /// A WRITE's word, and that DQ is to be driven with it.
    pub cmd_dq: Signal<In, Bits<16>>,
    pub cmd_dq_oe: Signal<In, Bit>,
    /// DQ as it came in a cycle ago.
    pub dq_in: Signal<Out, Bits<16>>,
    // -- the SDRAM's pins
    pub sdram_cs_n: Signal<Out, Bit>,
    pub sdram_ras_n: Signal<Out, Bit>,
    pub sdram_cas_n: Signal<Out, Bit>,
    pub sdram_we_n: Signal<Out, Bit>,
    pub sdram_ba: Signal<Out, Bits<2>>,
    pub sdram_addr: Signal<Out, Bits<13>>,
    /// Byte masks: never used (every WRITE writes its whole word).
    pub sdram_dqm: Signal<Out, Bits<2>>,
    /// Write data, driven onto DQ while `sdram_dq_oe`.
    pub sdram_dq_out: Signal<Out, Bits<16>>,
    pub sdram_dq_oe: Signal<Out, Bit>,
    /// DQ as the pads see it.
    pub sdram_dq_in: Signal<In, Bits<16>>,
    cs: DFF<Bit>,
    ras: DFF<Bit>,
    cas: DFF<Bit>,
    we: DFF<Bit>,
    ba: DFF<Bits<2>>,
    addr: DFF<Bits<13>>,
    dq_out: DFF<Bits<16>>,
    dq_oe: DFF<Bit>,
    dq_in_q: DFF<Bits<16>>,
    zero2: Constant<Bits<2>>,
}

impl SdramPinRegisters {
    pub fn new() -> Self {
        SdramPinRegisters {
            clock: Default::default(),
            reset: Default::default(),
            cmd_cs: Default::default(),
            cmd_ras: Default::default(),
            cmd_cas: Default::default(),
            cmd_we: Default::default(),
            cmd_ba: Default::default(),
            cmd_addr: Default::default(),
            cmd_dq: Default::default(),
            cmd_dq_oe: Default::default(),
            dq_in: Default::default(),
            sdram_cs_n: Default::default(),
            sdram_ras_n: Default::default(),
            sdram_cas_n: Default::default(),
            sdram_we_n: Default::default(),
            sdram_ba: Default::default(),
            sdram_addr: Default::default(),
            sdram_dqm: Default::default(),
            sdram_dq_out: Default::default(),
            sdram_dq_oe: Default::default(),
            sdram_dq_in: Default::default(),
            cs: Default::default(),
            ras: Default::default(),
            cas: Default::default(),
            we: Default::default(),
            ba: Default::default(),
            addr: Default::default(),
            dq_out: Default::default(),
            dq_oe: Default::default(),
            dq_in_q: Default::default(),
            zero2: Constant::new(0u64.to_bits()),
        }
    }
}

impl Default for SdramPinRegisters {
    fn default() -> Self {
        Self::new()
    }
}

impl Logic for SdramPinRegisters {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(
            self, clock, cs, ras, cas, we, ba, addr, dq_out, dq_oe, dq_in_q
        );
        self.cs.d.next = self.cmd_cs.val();
        self.ras.d.next = self.cmd_ras.val();
        self.cas.d.next = self.cmd_cas.val();
        self.we.d.next = self.cmd_we.val();
        self.ba.d.next = self.cmd_ba.val();
        self.addr.d.next = self.cmd_addr.val();
        self.dq_out.d.next = self.cmd_dq.val();
        self.dq_oe.d.next = self.cmd_dq_oe.val();
        self.dq_in_q.d.next = self.sdram_dq_in.val();
        if self.reset.val() {
            self.cs.d.next = false;
            self.dq_oe.d.next = false;
        }
        self.sdram_cs_n.next = !self.cs.q.val();
        self.sdram_ras_n.next = !self.ras.q.val();
        self.sdram_cas_n.next = !self.cas.q.val();
        self.sdram_we_n.next = !self.we.q.val();
        self.sdram_ba.next = self.ba.q.val();
        self.sdram_addr.next = self.addr.q.val();
        self.sdram_dqm.next = self.zero2.val();
        self.sdram_dq_out.next = self.dq_out.q.val();
        self.sdram_dq_oe.next = self.dq_oe.q.val();
        self.dq_in.next = self.dq_in_q.q.val();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::link::testbench::settle;

    fn cycle(p: &mut SdramPinRegisters) {
        p.clock.next = Clock::from(true);
        settle(p);
        p.clock.next = Clock::from(false);
        settle(p);
    }

    /// A WRITE goes out a cycle later, active low, with its word driven;
    /// reset turns the next cycle into a NOP with DQ released; DQ comes in
    /// a cycle late.
    #[test]
    fn a_command_reaches_the_pins_a_cycle_later_active_low() {
        let mut p = SdramPinRegisters::new();
        p.connect_all();
        settle(&mut p);
        p.cmd_cs.next = true;
        p.cmd_cas.next = true;
        p.cmd_we.next = true;
        p.cmd_ba.next = 2u64.to_bits();
        p.cmd_addr.next = 0x1abu64.to_bits();
        p.cmd_dq.next = 0xbeefu64.to_bits();
        p.cmd_dq_oe.next = true;
        p.sdram_dq_in.next = 0x1234u64.to_bits();
        settle(&mut p);
        assert!(p.sdram_cs_n.val(), "nothing before the edge");
        cycle(&mut p);
        assert!(!p.sdram_cs_n.val() && p.sdram_ras_n.val());
        assert!(!p.sdram_cas_n.val() && !p.sdram_we_n.val());
        assert_eq!(p.sdram_ba.val().index(), 2);
        assert_eq!(p.sdram_addr.val().index(), 0x1ab);
        assert_eq!(p.sdram_dq_out.val().index(), 0xbeef);
        assert!(p.sdram_dq_oe.val());
        assert_eq!(p.dq_in.val().index(), 0x1234);
        assert_eq!(p.sdram_dqm.val().index(), 0);
        p.reset.next = true;
        cycle(&mut p);
        assert!(p.sdram_cs_n.val() && !p.sdram_dq_oe.val(), "reset: NOP");
    }

    #[test]
    fn generated_verilog_has_the_ports() {
        let mut p = SdramPinRegisters::new();
        p.connect_all();
        let v = generate_verilog(&p);
        for port in ["sdram_cs_n", "sdram_dq_oe", "sdram_dq_in", "cmd_dq"] {
            assert!(v.contains(port), "no port {port}");
        }
    }
}
