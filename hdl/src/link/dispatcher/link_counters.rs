//! `LinkCounters`: the link's event counters and the boot epoch, the
//! first eight STATS fields and INFO's field 0 (docs/protocol.md, 5.1).
//!
//! ```text
//!  event strobes ─► inc_* (registered) ─► +1 ─► counters (32 bits, wrap)
//!  ev_start_bit ──► first after reset: epoch = cycles | 1
//! ```
//!
//! Each counter trails its event by a cycle (the strobe is registered
//! first), which keeps the receiver's and the dispatcher's decisions off the
//! 32-bit adders. A STATS reply reads them several cycles after the frame
//! that asked for it was checked, so the lag never shows in a reply.
//!
//! The boot epoch is the free-running cycle count at the first start bit
//! after reset, with bit 0 set (so it is never 0): on hardware the time from
//! power-on to the first byte differs at every start, so a host that sees
//! the epoch change knows the board lost its filters.
use rust_hdl::prelude::*;

/// Event counters and boot epoch of the link.
#[derive(LogicBlock)]
pub struct LinkCounters {
    pub clock: Signal<In, Clock>,
    pub reset: Signal<In, Bit>,
    // -- event strobes, one cycle each, from the FrameReceiver
    /// A frame passed its CRC and length checks.
    pub ev_good: Signal<In, Bit>,
    pub ev_bad_crc: Signal<In, Bit>,
    pub ev_bad_length: Signal<In, Bit>,
    /// A frame arrived with both frame buffers full.
    pub ev_busy: Signal<In, Bit>,
    /// A UART framing error or overrun.
    pub ev_uart_error: Signal<In, Bit>,
    /// A start bit began on the rx line.
    pub ev_start_bit: Signal<In, Bit>,
    // -- event strobes from the dispatcher's decode
    /// A checked frame whose count disagrees with its length (counted with
    /// the receiver's bad lengths; both can happen in one cycle).
    pub ev_length_mismatch: Signal<In, Bit>,
    pub ev_bad_request: Signal<In, Bit>,
    pub ev_replay: Signal<In, Bit>,
    pub ev_out_of_sequence: Signal<In, Bit>,
    // -- the counts (STATS fields 0..7) and the epoch (INFO field 0)
    pub frames: Signal<Out, Bits<32>>,
    pub bad_crc: Signal<Out, Bits<32>>,
    pub bad_length: Signal<Out, Bits<32>>,
    pub bad_request: Signal<Out, Bits<32>>,
    pub out_of_sequence: Signal<Out, Bits<32>>,
    pub replays: Signal<Out, Bits<32>>,
    pub busy: Signal<Out, Bits<32>>,
    pub uart_errors: Signal<Out, Bits<32>>,
    pub boot_epoch: Signal<Out, Bits<32>>,
    /// The strobes, a cycle late.
    strobe_good: DFF<Bit>,
    strobe_bad_crc: DFF<Bit>,
    /// 0, 1 or 2 bad lengths.
    strobe_bad_length: DFF<Bits<2>>,
    strobe_busy: DFF<Bit>,
    strobe_uart: DFF<Bit>,
    strobe_bad_request: DFF<Bit>,
    strobe_replay: DFF<Bit>,
    strobe_out_of_sequence: DFF<Bit>,
    count_frames: DFF<Bits<32>>,
    count_bad_crc: DFF<Bits<32>>,
    count_bad_length: DFF<Bits<32>>,
    count_bad_request: DFF<Bits<32>>,
    count_out_of_sequence: DFF<Bits<32>>,
    count_replays: DFF<Bits<32>>,
    count_busy: DFF<Bits<32>>,
    count_uart: DFF<Bits<32>>,
    /// Cycles since reset: only the epoch reads it.
    cycles: DFF<Bits<32>>,
    epoch: DFF<Bits<32>>,
    epoch_set: DFF<Bit>,
    one32: Constant<Bits<32>>,
    zero2: Constant<Bits<2>>,
    one2: Constant<Bits<2>>,
    /// Bad lengths this cycle (receiver and decode).
    bad_lengths: Signal<Local, Bits<2>>,
    zero32: Constant<Bits<32>>,
}

impl LinkCounters {
    pub fn new() -> Self {
        Self {
            clock: Default::default(),
            reset: Default::default(),
            ev_good: Default::default(),
            ev_bad_crc: Default::default(),
            ev_bad_length: Default::default(),
            ev_busy: Default::default(),
            ev_uart_error: Default::default(),
            ev_start_bit: Default::default(),
            ev_length_mismatch: Default::default(),
            ev_bad_request: Default::default(),
            ev_replay: Default::default(),
            ev_out_of_sequence: Default::default(),
            frames: Default::default(),
            bad_crc: Default::default(),
            bad_length: Default::default(),
            bad_request: Default::default(),
            out_of_sequence: Default::default(),
            replays: Default::default(),
            busy: Default::default(),
            uart_errors: Default::default(),
            boot_epoch: Default::default(),
            strobe_good: Default::default(),
            strobe_bad_crc: Default::default(),
            strobe_bad_length: Default::default(),
            strobe_busy: Default::default(),
            strobe_uart: Default::default(),
            strobe_bad_request: Default::default(),
            strobe_replay: Default::default(),
            strobe_out_of_sequence: Default::default(),
            count_frames: Default::default(),
            count_bad_crc: Default::default(),
            count_bad_length: Default::default(),
            count_bad_request: Default::default(),
            count_out_of_sequence: Default::default(),
            count_replays: Default::default(),
            count_busy: Default::default(),
            count_uart: Default::default(),
            cycles: Default::default(),
            epoch: Default::default(),
            epoch_set: Default::default(),
            one32: Constant::new(1u64.to_bits()),
            zero2: Constant::new(0u64.to_bits()),
            one2: Constant::new(1u64.to_bits()),
            bad_lengths: Default::default(),
            zero32: Constant::new(0u64.to_bits()),
        }
    }
}

impl Default for LinkCounters {
    fn default() -> Self {
        Self::new()
    }
}

impl Logic for LinkCounters {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(
            self,
            clock,
            strobe_good,
            strobe_bad_crc,
            strobe_bad_length,
            strobe_busy,
            strobe_uart,
            strobe_bad_request,
            strobe_replay,
            strobe_out_of_sequence,
            count_frames,
            count_bad_crc,
            count_bad_length,
            count_bad_request,
            count_out_of_sequence,
            count_replays,
            count_busy,
            count_uart,
            cycles,
            epoch,
            epoch_set
        );
        self.cycles.d.next = self.cycles.q.val() + self.one32.val();
        if self.ev_start_bit.val() & !self.epoch_set.q.val() {
            self.epoch.d.next = self.cycles.q.val() | self.one32.val();
            self.epoch_set.d.next = true;
        }
        self.strobe_good.d.next = self.ev_good.val();
        self.strobe_bad_crc.d.next = self.ev_bad_crc.val();
        self.bad_lengths.next = self.zero2.val();
        if self.ev_bad_length.val() {
            self.bad_lengths.next = self.one2.val();
        }
        if self.ev_length_mismatch.val() {
            self.bad_lengths.next = self.bad_lengths.val() + self.one2.val();
        }
        self.strobe_bad_length.d.next = self.bad_lengths.val();
        self.strobe_busy.d.next = self.ev_busy.val();
        self.strobe_uart.d.next = self.ev_uart_error.val();
        self.strobe_bad_request.d.next = self.ev_bad_request.val();
        self.strobe_replay.d.next = self.ev_replay.val();
        self.strobe_out_of_sequence.d.next = self.ev_out_of_sequence.val();
        if self.strobe_good.q.val() {
            self.count_frames.d.next = self.count_frames.q.val() + self.one32.val();
        }
        if self.strobe_bad_crc.q.val() {
            self.count_bad_crc.d.next = self.count_bad_crc.q.val() + self.one32.val();
        }
        self.count_bad_length.d.next =
            self.count_bad_length.q.val() + bit_cast::<32, 2>(self.strobe_bad_length.q.val());
        if self.strobe_bad_request.q.val() {
            self.count_bad_request.d.next = self.count_bad_request.q.val() + self.one32.val();
        }
        if self.strobe_out_of_sequence.q.val() {
            self.count_out_of_sequence.d.next =
                self.count_out_of_sequence.q.val() + self.one32.val();
        }
        if self.strobe_replay.q.val() {
            self.count_replays.d.next = self.count_replays.q.val() + self.one32.val();
        }
        if self.strobe_busy.q.val() {
            self.count_busy.d.next = self.count_busy.q.val() + self.one32.val();
        }
        if self.strobe_uart.q.val() {
            self.count_uart.d.next = self.count_uart.q.val() + self.one32.val();
        }
        self.frames.next = self.count_frames.q.val();
        self.bad_crc.next = self.count_bad_crc.q.val();
        self.bad_length.next = self.count_bad_length.q.val();
        self.bad_request.next = self.count_bad_request.q.val();
        self.out_of_sequence.next = self.count_out_of_sequence.q.val();
        self.replays.next = self.count_replays.q.val();
        self.busy.next = self.count_busy.q.val();
        self.uart_errors.next = self.count_uart.q.val();
        self.boot_epoch.next = self.epoch.q.val();
        if self.reset.val() {
            self.epoch_set.d.next = false;
            self.cycles.d.next = self.zero32.val();
            self.count_frames.d.next = self.zero32.val();
            self.count_bad_crc.d.next = self.zero32.val();
            self.count_bad_length.d.next = self.zero32.val();
            self.count_bad_request.d.next = self.zero32.val();
            self.count_out_of_sequence.d.next = self.zero32.val();
            self.count_replays.d.next = self.zero32.val();
            self.count_busy.d.next = self.zero32.val();
            self.count_uart.d.next = self.zero32.val();
            self.strobe_good.d.next = false;
            self.strobe_bad_crc.d.next = false;
            self.strobe_bad_length.d.next = self.zero2.val();
            self.strobe_busy.d.next = false;
            self.strobe_uart.d.next = false;
            self.strobe_bad_request.d.next = false;
            self.strobe_replay.d.next = false;
            self.strobe_out_of_sequence.d.next = false;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::link::testbench::settle;
    use hwfilter_model::rng::SplitMix64;

    /// One clock cycle: inputs set, rising edge, settled.
    fn cycle(c: &mut LinkCounters) {
        c.clock.next = false.into();
        settle(c);
        c.clock.next = true.into();
        settle(c);
    }

    fn counts(c: &LinkCounters) -> [u64; 8] {
        [
            c.frames.val().to_u64(),
            c.bad_crc.val().to_u64(),
            c.bad_length.val().to_u64(),
            c.bad_request.val().to_u64(),
            c.out_of_sequence.val().to_u64(),
            c.replays.val().to_u64(),
            c.busy.val().to_u64(),
            c.uart_errors.val().to_u64(),
        ]
    }

    fn set_events(c: &mut LinkCounters, ev: [bool; 9]) {
        c.ev_good.next = ev[0];
        c.ev_bad_crc.next = ev[1];
        c.ev_bad_length.next = ev[2];
        c.ev_bad_request.next = ev[3];
        c.ev_out_of_sequence.next = ev[4];
        c.ev_replay.next = ev[5];
        c.ev_busy.next = ev[6];
        c.ev_uart_error.next = ev[7];
        c.ev_length_mismatch.next = ev[8];
    }

    #[test]
    fn each_counter_counts_its_own_strobes_a_cycle_late_and_reset_clears_them() {
        let mut c = LinkCounters::new();
        c.connect_all();
        c.reset.next = true;
        cycle(&mut c);
        c.reset.next = false;
        let mut rng = SplitMix64(3);
        let mut want = [0u64; 8];
        for _ in 0..2_000 {
            let r = rng.next_u64();
            let ev: [bool; 9] = std::array::from_fn(|i| (r >> (3 * i)) & 7 < (i as u64 % 4) + 1);
            set_events(&mut c, ev);
            cycle(&mut c);
            // The counters show the strobes before this cycle's: each
            // is counted at the edge after the one that registered it.
            assert_eq!(counts(&c), want);
            for i in 0..8 {
                want[i] += ev[i] as u64;
            }
            // A length mismatch counts with the bad lengths, even in the
            // cycle of a receiver's bad length.
            want[2] += ev[8] as u64;
        }
        set_events(&mut c, [false; 9]);
        cycle(&mut c);
        cycle(&mut c);
        assert_eq!(counts(&c), want);
        assert!(want.iter().all(|&n| n > 200), "{want:?}");
        c.reset.next = true;
        cycle(&mut c);
        c.reset.next = false;
        cycle(&mut c);
        assert_eq!(counts(&c), [0; 8]);
    }

    #[test]
    fn the_epoch_is_the_cycle_of_the_first_start_bit_and_differs_by_start_time() {
        let epoch_after = |idle: u64| {
            let mut c = LinkCounters::new();
            c.connect_all();
            c.reset.next = true;
            cycle(&mut c);
            c.reset.next = false;
            for _ in 0..idle {
                cycle(&mut c);
            }
            c.ev_start_bit.next = true;
            cycle(&mut c);
            c.ev_start_bit.next = false;
            let epoch = c.boot_epoch.val().to_u64();
            // Later start bits leave it alone.
            for _ in 0..5 {
                c.ev_start_bit.next = true;
                cycle(&mut c);
            }
            assert_eq!(c.boot_epoch.val().to_u64(), epoch);
            epoch
        };
        let (a, b) = (epoch_after(10), epoch_after(40));
        assert_eq!(a & 1, 1);
        assert_eq!(
            b - a,
            30,
            "the epoch counts the cycles before the first start bit"
        );
    }

    #[test]
    fn verilog_is_generated() {
        let mut c = LinkCounters::new();
        c.connect_all();
        let v = generate_verilog(&c);
        assert!(v.contains("module top"));
    }
}
