//! The SDR SDRAM parts on the boards, as their datasheets give them:
//! geometry, timing in nanoseconds, refresh and power-up. The SDRAM
//! engine's controller and the simulated chip that checks it
//! (`hwfilter_sim::sdram_chip`) both read their numbers from here, in
//! clock cycles at a given clock ([`SdramPart::cycles`]).

/// One SDR SDRAM part.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct SdramPart {
    /// The part number.
    pub name: &'static str,
    /// 2^`bank_bits` banks of 2^`row_bits` rows of 2^`col_bits` words of
    /// `data_bits` bits.
    pub bank_bits: u32,
    pub row_bits: u32,
    pub col_bits: u32,
    pub data_bits: u32,
    /// ACTIVE to READ or WRITE (tRCD).
    pub t_rcd_ns: f64,
    /// PRECHARGE to ACTIVE or REFRESH (tRP).
    pub t_rp_ns: f64,
    /// ACTIVE to PRECHARGE, at least (tRAS).
    pub t_ras_ns: f64,
    /// ACTIVE to ACTIVE in one bank, and REFRESH to ACTIVE or REFRESH (tRC,
    /// which this family also gives as tRFC).
    pub t_rc_ns: f64,
    /// ACTIVE to ACTIVE in another bank (tRRD).
    pub t_rrd_ns: f64,
    /// Last write data to PRECHARGE (tWR, the datasheet's tDPL).
    pub t_wr_ns: f64,
    /// LOAD MODE REGISTER to any command, in cycles (tMRD).
    pub t_mrd_cycles: u32,
    /// Every row refreshed within `refresh_period_ns` by `refresh_count`
    /// REFRESH commands: one every `refresh_period_ns / refresh_count`.
    pub refresh_period_ns: f64,
    pub refresh_count: u32,
    /// Power-up: this long with only NOPs, then PRECHARGE ALL, at least
    /// `init_refreshes` REFRESHes and LOAD MODE REGISTER.
    pub power_up_ns: f64,
    pub init_refreshes: u32,
    /// The fastest clock at CAS latency 2 and at CAS latency 3.
    pub max_hz_cl2: u64,
    pub max_hz_cl3: u64,
}

/// ISSI IS42S16160G-7: 32 MB (4 banks x 8192 rows x 512 columns x 16 bits),
/// the ULX3S's SDRAM (v3.0 boards and most v2). The timing is the -7 speed
/// grade's.
pub const IS42S16160G_7: SdramPart = SdramPart {
    name: "IS42S16160G-7",
    bank_bits: 2,
    row_bits: 13,
    col_bits: 9,
    data_bits: 16,
    t_rcd_ns: 20.0,
    t_rp_ns: 20.0,
    t_ras_ns: 45.0,
    t_rc_ns: 67.5,
    t_rrd_ns: 14.0,
    t_wr_ns: 14.0,
    t_mrd_cycles: 2,
    refresh_period_ns: 64.0e6,
    refresh_count: 8192,
    power_up_ns: 200.0e3,
    init_refreshes: 8,
    max_hz_cl2: 100_000_000,
    max_hz_cl3: 143_000_000,
};

/// A part's timing in whole clock cycles at one clock.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SdramCycles {
    pub cas_latency: u32,
    pub t_rcd: u32,
    pub t_rp: u32,
    pub t_ras: u32,
    pub t_rc: u32,
    pub t_rrd: u32,
    pub t_wr: u32,
    pub t_mrd: u32,
    /// The longest a controller may wait between two REFRESHes (rounded
    /// down: refreshing this often refreshes every row in time).
    pub refresh_interval: u32,
    /// Cycles of NOP after power-up (rounded up).
    pub power_up: u32,
    pub init_refreshes: u32,
}

impl SdramPart {
    /// Words of the whole part.
    pub const fn words(&self) -> u64 {
        1 << (self.bank_bits + self.row_bits + self.col_bits)
    }

    /// Bits of the whole part.
    pub const fn bits(&self) -> u64 {
        self.words() * self.data_bits as u64
    }

    /// The timing in cycles at `clock_hz`, with the lowest CAS latency the
    /// part allows at that clock, or why the part cannot run at it.
    ///
    /// ```
    /// use hwfilter_toolchain::sdram::IS42S16160G_7;
    /// let c = IS42S16160G_7.cycles(100_000_000).unwrap();
    /// assert_eq!((c.cas_latency, c.t_rcd, c.t_rc, c.refresh_interval), (2, 2, 7, 781));
    /// assert_eq!(IS42S16160G_7.cycles(125_000_000).unwrap().cas_latency, 3);
    /// assert!(IS42S16160G_7.cycles(150_000_000).is_err());
    /// ```
    pub fn cycles(&self, clock_hz: u64) -> Result<SdramCycles, String> {
        let cas_latency = if clock_hz == 0 {
            return Err("the SDRAM clock must be above 0 Hz".into());
        } else if clock_hz <= self.max_hz_cl2 {
            2
        } else if clock_hz <= self.max_hz_cl3 {
            3
        } else {
            return Err(format!(
                "{} runs at {} MHz at most (CAS latency 3); {:.1} MHz asked",
                self.name,
                self.max_hz_cl3 as f64 / 1e6,
                clock_hz as f64 / 1e6
            ));
        };
        let ns = 1e9 / clock_hz as f64;
        // A whole number of cycles at least as long as `t`; the tolerance
        // keeps 20 ns at 100 MHz at 2 cycles despite rounding.
        let up = |t: f64| ((t / ns) - 1e-9).ceil().max(1.0) as u32;
        Ok(SdramCycles {
            cas_latency,
            t_rcd: up(self.t_rcd_ns),
            t_rp: up(self.t_rp_ns),
            t_ras: up(self.t_ras_ns),
            t_rc: up(self.t_rc_ns),
            t_rrd: up(self.t_rrd_ns),
            t_wr: up(self.t_wr_ns),
            t_mrd: self.t_mrd_cycles,
            refresh_interval: (self.refresh_period_ns / self.refresh_count as f64 / ns).floor()
                as u32,
            power_up: up(self.power_up_ns),
            init_refreshes: self.init_refreshes,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_ulx3s_part_is_32_megabytes() {
        assert_eq!(IS42S16160G_7.bits(), 1 << 28);
        assert_eq!(IS42S16160G_7.words() * 2, 32 << 20);
    }

    #[test]
    fn cycles_round_up_and_the_refresh_interval_down() {
        let c = IS42S16160G_7.cycles(125_000_000).unwrap();
        // 8 ns cycles: 20 ns -> 3, 45 -> 6, 67.5 -> 9, 14 -> 2.
        assert_eq!(
            (c.t_rcd, c.t_rp, c.t_ras, c.t_rc, c.t_rrd, c.t_wr),
            (3, 3, 6, 9, 2, 2)
        );
        // 7812.5 ns / 8 ns = 976.6.
        assert_eq!(c.refresh_interval, 976);
        assert_eq!(c.power_up, 25_000);
        assert!(IS42S16160G_7.cycles(0).is_err());
    }
}
