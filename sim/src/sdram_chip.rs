//! A simulated SDR SDRAM chip that holds its data and fails on any breach of
//! its datasheet: the power-up sequence, tRCD, tRP, tRAS, tRC, tRRD, tWR,
//! tMRD, the CAS latency, the refresh interval, bus contention, and commands
//! in the wrong bank state. The SDRAM engine's co-simulation clocks it from
//! the Verilated controller's pins, cycle by cycle.
//!
//! Clocking: at every rising edge the controller samples DQ and the chip
//! samples the command pins, each seeing what the other drove during the
//! cycle before. So a cycle of the co-simulation reads the controller's
//! pins and the chip's [`SdramChip::dq`], clocks the controller, then calls
//! [`SdramChip::edge`] with the pins read. A READ sampled at edge `e` is
//! driven during the cycle before edge `e + CL`, where the controller
//! samples it; write data is sampled with its WRITE.
//!
//! What the controller must use: burst length 1 (each READ and WRITE moves
//! one word, any column of an open row on any cycle), sequential bursts,
//! the CAS latency of [`SdramCycles`], explicit PRECHARGE (no auto-
//! precharge), no BURST TERMINATE. Anything else is refused as a violation
//! rather than modelled. Words never written read as a fixed pattern and
//! are counted ([`SdramChip::unwritten_reads`]): SDRAM holds garbage after
//! power-up, so an engine must clear what it reads.
//!
//! The memory may be smaller than the part (fewer rows): an ACTIVE of a row
//! beyond it is a violation.

use std::collections::VecDeque;
use std::fmt;

use hwfilter_toolchain::sdram::SdramCycles;

/// The chip's pins as the controller drives them during one cycle
/// (active-low as on the part).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SdramPins {
    pub cs_n: bool,
    pub ras_n: bool,
    pub cas_n: bool,
    pub we_n: bool,
    pub ba: u8,
    pub addr: u16,
    /// Byte masks of a write: bit 0 masks DQ[7:0], bit 1 DQ[15:8].
    pub dqm: u8,
    /// What the controller drives on DQ, when `dq_oe`.
    pub dq_out: u16,
    pub dq_oe: bool,
}

impl Default for SdramPins {
    /// Deselected, DQ released.
    fn default() -> Self {
        SdramPins {
            cs_n: true,
            ras_n: true,
            cas_n: true,
            we_n: true,
            ba: 0,
            addr: 0,
            dqm: 0,
            dq_out: 0,
            dq_oe: false,
        }
    }
}

/// A command decoded from the pins.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Command {
    /// CS# high, or NOP.
    Nop,
    Active {
        bank: u8,
        row: u16,
    },
    Read {
        bank: u8,
        col: u16,
        auto_precharge: bool,
    },
    Write {
        bank: u8,
        col: u16,
        auto_precharge: bool,
    },
    BurstTerminate,
    /// `None`: every bank (A10 high).
    Precharge {
        bank: Option<u8>,
    },
    Refresh,
    LoadMode {
        mode: u16,
    },
}

impl Command {
    pub fn decode(p: &SdramPins) -> Command {
        if p.cs_n {
            return Command::Nop;
        }
        let a10 = p.addr >> 10 & 1 == 1;
        match (p.ras_n, p.cas_n, p.we_n) {
            (true, true, true) => Command::Nop,
            (false, true, true) => Command::Active {
                bank: p.ba,
                row: p.addr,
            },
            (true, false, true) => Command::Read {
                bank: p.ba,
                col: p.addr & 0x3ff,
                auto_precharge: a10,
            },
            (true, false, false) => Command::Write {
                bank: p.ba,
                col: p.addr & 0x3ff,
                auto_precharge: a10,
            },
            (true, true, false) => Command::BurstTerminate,
            (false, true, false) => Command::Precharge {
                bank: (!a10).then_some(p.ba),
            },
            (false, false, true) => Command::Refresh,
            (false, false, false) => Command::LoadMode { mode: p.addr },
        }
    }
}

/// A breach of the datasheet: the first one ends a co-simulation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Violation {
    /// The edge (cycles since the chip powered up) it happened at.
    pub cycle: u64,
    pub command: Command,
    /// What rule, with the numbers.
    pub rule: String,
}

impl fmt::Display for Violation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "SDRAM violation at cycle {}: {:?}: {}",
            self.cycle, self.command, self.rule
        )
    }
}

impl std::error::Error for Violation {}

/// The simulated memory's size: 2^bank_bits banks of 2^row_bits rows of
/// 2^col_bits 16-bit words.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SdramGeometry {
    pub bank_bits: u32,
    pub row_bits: u32,
    pub col_bits: u32,
}

impl SdramGeometry {
    pub const fn words(&self) -> usize {
        1 << (self.bank_bits + self.row_bits + self.col_bits)
    }
}

/// What the chip saw: every command by kind.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SdramCounts {
    pub activates: u64,
    pub reads: u64,
    pub writes: u64,
    pub precharges: u64,
    pub refreshes: u64,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum PowerUp {
    /// Only NOPs until the power-up time has passed.
    Waiting,
    /// PRECHARGE ALL, REFRESHes and LOAD MODE still to come.
    Initialising {
        precharged: bool,
        refreshes: u32,
        mode_loaded: bool,
    },
    Ready,
}

#[derive(Clone, Copy, Debug, Default)]
struct Bank {
    open_row: Option<u16>,
    last_active: Option<u64>,
    last_precharge: Option<u64>,
    last_write: Option<u64>,
}

/// Word stored where nothing was written (read as garbage).
pub const UNWRITTEN: u16 = 0xdead;

pub struct SdramChip {
    timing: SdramCycles,
    geometry: SdramGeometry,
    cycle: u64,
    power_up: PowerUp,
    banks: Vec<Bank>,
    last_active_any: Option<u64>,
    last_refresh: Option<u64>,
    last_mode: Option<u64>,
    /// Read data in flight: (the edge after which it is driven, word).
    reads_in_flight: VecDeque<(u64, u16)>,
    driving: Option<u16>,
    words: Vec<u16>,
    written: Vec<bool>,
    unwritten_reads: u64,
    counts: SdramCounts,
}

impl SdramChip {
    /// A chip just powered up, holding nothing.
    pub fn new(timing: SdramCycles, geometry: SdramGeometry) -> Self {
        SdramChip {
            timing,
            geometry,
            cycle: 0,
            power_up: PowerUp::Waiting,
            banks: vec![Bank::default(); 1 << geometry.bank_bits],
            last_active_any: None,
            last_refresh: None,
            last_mode: None,
            reads_in_flight: VecDeque::new(),
            driving: None,
            words: vec![UNWRITTEN; geometry.words()],
            written: vec![false; geometry.words()],
            unwritten_reads: 0,
            counts: SdramCounts::default(),
        }
    }

    /// What the chip drives on DQ until the next edge (`None`: released).
    pub fn dq(&self) -> Option<u16> {
        self.driving
    }

    /// Edges clocked so far.
    pub fn cycle(&self) -> u64 {
        self.cycle
    }

    /// Has the power-up sequence finished?
    pub fn ready(&self) -> bool {
        self.power_up == PowerUp::Ready
    }

    pub fn counts(&self) -> SdramCounts {
        self.counts
    }

    /// READs of words never written since power-up.
    pub fn unwritten_reads(&self) -> u64 {
        self.unwritten_reads
    }

    /// The word at (bank, row, column), for checking what an engine left.
    pub fn word(&self, bank: u32, row: u32, col: u32) -> u16 {
        self.words[self.index(bank, row, col)]
    }

    fn index(&self, bank: u32, row: u32, col: u32) -> usize {
        let g = self.geometry;
        (((bank as usize) << g.row_bits | row as usize) << g.col_bits) | col as usize
    }

    /// One rising edge: the chip samples `pins` (what the controller drove
    /// during the cycle that ends here).
    pub fn edge(&mut self, pins: &SdramPins) -> Result<(), Violation> {
        let command = Command::decode(pins);
        let result = self.apply(pins, command);
        // What the chip drives until the next edge.
        self.driving = None;
        while let Some(&(due, word)) = self.reads_in_flight.front() {
            if due > self.cycle {
                break;
            }
            self.reads_in_flight.pop_front();
            if due == self.cycle {
                self.driving = Some(word);
            }
        }
        self.cycle += 1;
        result.map_err(|rule| Violation {
            cycle: self.cycle - 1,
            command,
            rule,
        })
    }

    fn apply(&mut self, pins: &SdramPins, command: Command) -> Result<(), String> {
        let t = self.timing;
        let now = self.cycle;
        if pins.dq_oe && self.driving.is_some() {
            return Err(
                "bus contention: the controller drove DQ while the chip drove \
                 read data"
                    .into(),
            );
        }
        if self.power_up == PowerUp::Ready
            && let Some(r) = self.last_refresh
            && now - r > t.refresh_interval as u64
        {
            return Err(format!(
                "refresh overdue: {} cycles since the last REFRESH, at most {}",
                now - r,
                t.refresh_interval
            ));
        }
        if command != Command::Nop {
            since(
                self.last_mode,
                now,
                t.t_mrd,
                "LOAD MODE to any command (tMRD)",
            )?;
        }
        match self.power_up {
            PowerUp::Waiting => {
                if command != Command::Nop {
                    return Err(format!(
                        "a command during power-up: only NOPs for the first {} cycles",
                        t.power_up
                    ));
                }
                if now + 1 >= t.power_up as u64 {
                    self.power_up = PowerUp::Initialising {
                        precharged: false,
                        refreshes: 0,
                        mode_loaded: false,
                    };
                }
                return Ok(());
            }
            PowerUp::Initialising { precharged, .. } => match command {
                Command::Nop | Command::Precharge { bank: None } => {}
                Command::Refresh | Command::LoadMode { .. } if precharged => {}
                _ => {
                    return Err("power-up sequence: PRECHARGE ALL, then REFRESHes and LOAD \
                         MODE, before any other command"
                        .into());
                }
            },
            PowerUp::Ready => {}
        }
        match command {
            Command::Nop => {}
            Command::Active { bank, row } => {
                self.check_bank(bank)?;
                if row as u32 >> self.geometry.row_bits != 0 {
                    return Err(format!(
                        "row {row} beyond the simulated {} rows",
                        1u32 << self.geometry.row_bits
                    ));
                }
                let b = self.banks[bank as usize];
                if b.open_row.is_some() {
                    return Err(format!("bank {bank} already has a row open"));
                }
                since(b.last_precharge, now, t.t_rp, "PRECHARGE to ACTIVE (tRP)")?;
                since(
                    b.last_active,
                    now,
                    t.t_rc,
                    "ACTIVE to ACTIVE, same bank (tRC)",
                )?;
                since(
                    self.last_active_any,
                    now,
                    t.t_rrd,
                    "ACTIVE to ACTIVE (tRRD)",
                )?;
                since(self.last_refresh, now, t.t_rc, "REFRESH to ACTIVE (tRC)")?;
                let b = &mut self.banks[bank as usize];
                b.open_row = Some(row);
                b.last_active = Some(now);
                self.last_active_any = Some(now);
                self.counts.activates += 1;
            }
            Command::Read {
                bank,
                col,
                auto_precharge,
            }
            | Command::Write {
                bank,
                col,
                auto_precharge,
            } => {
                let write = matches!(command, Command::Write { .. });
                self.check_bank(bank)?;
                if auto_precharge {
                    return Err("auto-precharge (A10) is not modelled: PRECHARGE the bank".into());
                }
                if col as u32 >> self.geometry.col_bits != 0 {
                    return Err(format!(
                        "column {col} beyond the {} columns",
                        1u32 << self.geometry.col_bits
                    ));
                }
                let b = self.banks[bank as usize];
                let Some(row) = b.open_row else {
                    return Err(format!("bank {bank} has no open row"));
                };
                since(b.last_active, now, t.t_rcd, "ACTIVE to READ/WRITE (tRCD)")?;
                let i = self.index(bank as u32, row as u32, col as u32);
                if write {
                    if !pins.dq_oe {
                        return Err("WRITE without driving DQ".into());
                    }
                    let mut w = self.words[i];
                    if pins.dqm & 1 == 0 {
                        w = (w & 0xff00) | (pins.dq_out & 0x00ff);
                    }
                    if pins.dqm & 2 == 0 {
                        w = (w & 0x00ff) | (pins.dq_out & 0xff00);
                    }
                    self.words[i] = w;
                    self.written[i] |= pins.dqm == 0;
                    self.banks[bank as usize].last_write = Some(now);
                    self.counts.writes += 1;
                } else {
                    if !self.written[i] {
                        self.unwritten_reads += 1;
                    }
                    self.reads_in_flight
                        .push_back((now + t.cas_latency as u64 - 1, self.words[i]));
                    self.counts.reads += 1;
                }
            }
            Command::BurstTerminate => {
                return Err("BURST TERMINATE is not used with burst length 1".into());
            }
            Command::Precharge { bank } => {
                let banks = match bank {
                    Some(b) => {
                        self.check_bank(b)?;
                        b as usize..b as usize + 1
                    }
                    None => 0..self.banks.len(),
                };
                for i in banks {
                    let b = self.banks[i];
                    if b.open_row.is_some() {
                        since(b.last_active, now, t.t_ras, "ACTIVE to PRECHARGE (tRAS)")?;
                        since(b.last_write, now, t.t_wr, "write data to PRECHARGE (tWR)")?;
                    }
                    let b = &mut self.banks[i];
                    b.open_row = None;
                    b.last_precharge = Some(now);
                }
                self.counts.precharges += 1;
                if let PowerUp::Initialising { precharged, .. } = &mut self.power_up {
                    *precharged = true;
                }
            }
            Command::Refresh => {
                self.all_banks_idle("REFRESH")?;
                for b in &self.banks {
                    since(b.last_precharge, now, t.t_rp, "PRECHARGE to REFRESH (tRP)")?;
                }
                since(self.last_refresh, now, t.t_rc, "REFRESH to REFRESH (tRC)")?;
                self.last_refresh = Some(now);
                self.counts.refreshes += 1;
                if let PowerUp::Initialising { refreshes, .. } = &mut self.power_up {
                    *refreshes += 1;
                }
            }
            Command::LoadMode { mode } => {
                self.all_banks_idle("LOAD MODE")?;
                let want = (t.cas_latency as u16) << 4;
                // Burst length 1 (A2..0 = 000), sequential (A3 = 0), the CAS
                // latency (A6..4), standard operation (A8..7 = 00); A9 (write
                // burst mode) is free with burst length 1.
                if mode & !(1 << 9) != want {
                    return Err(format!(
                        "mode {mode:#06x}: this chip runs burst length 1, sequential, CAS \
                         latency {} (mode {want:#06x}, A9 free)",
                        t.cas_latency
                    ));
                }
                self.last_mode = Some(now);
                if let PowerUp::Initialising { mode_loaded, .. } = &mut self.power_up {
                    *mode_loaded = true;
                }
            }
        }
        if let PowerUp::Initialising {
            precharged: true,
            refreshes,
            mode_loaded: true,
        } = self.power_up
            && refreshes >= t.init_refreshes
        {
            self.power_up = PowerUp::Ready;
        }
        Ok(())
    }

    fn check_bank(&self, bank: u8) -> Result<(), String> {
        if (bank as usize) < self.banks.len() {
            Ok(())
        } else {
            Err(format!("bank {bank} beyond the {} banks", self.banks.len()))
        }
    }

    fn all_banks_idle(&self, what: &str) -> Result<(), String> {
        match self.banks.iter().position(|b| b.open_row.is_some()) {
            Some(i) => Err(format!("{what} with bank {i} open: PRECHARGE first")),
            None => Ok(()),
        }
    }
}

/// At least `min` cycles from `last` to `now`.
fn since(last: Option<u64>, now: u64, min: u32, rule: &str) -> Result<(), String> {
    match last {
        Some(l) if now - l < min as u64 => {
            Err(format!("{rule}: {} cycles, at least {min}", now - l))
        }
        _ => Ok(()),
    }
}

#[cfg(test)]
mod tests;
