//! Driving the Verilated SDRAM Bloom engine on the timing-checked chip
//! model ([`crate::sdram_chip`]) and comparing it with
//! [`hwfilter_model::blocked::BlockedBloomModel`].
//!
//! ```text
//!  Stream (ops, random gaps and back-pressure) ──► engine ──► results ──► compare with the model
//!                                                    │ ▲
//!                                      pins (cmd, DQ)▼ │ DQ
//!                                                SdramChip: holds the data, fails on any timing breach
//! ```
//!
//! Every cycle the engine samples the DQ the chip drove and the chip the
//! pins the engine drove, both as they were before the edge. A timing
//! breach panics with the chip's message (and flushes the trace).

use hwfilter_model::ParamError;
use hwfilter_model::blocked::{BlockedBloomModel, BlockedOp, BlockedParams, BlockedResult};
use hwfilter_toolchain::sdram::SdramCycles;

use crate::bloom::positions;
use crate::cosim::{Hooks, Stream, StreamDut, StreamSample, trace_path};
#[cfg(feature = "test-models")]
use crate::models;
use crate::sdram_chip::{SdramChip, SdramGeometry, SdramPins};

/// The ports of a Verilated SDRAM Bloom engine.
pub trait SdramBloomPorts: Sized {
    const MODULE: &'static str;
    /// Rows per bank (log2) of the memory the engine was built for.
    const ROW_BITS: u32;
    const STEP_INPUTS: [&'static str; 7];
    const STEP_OUTPUTS: [&'static str; 17];
    fn create(seed: u32) -> Self;
    fn step(&mut self, inp: &[u64; 7], out: &mut [u64; 17]);
    fn trace_open(&mut self, path: &std::path::Path) -> std::io::Result<()>;
    fn trace_flush(&mut self);
}

#[cfg(feature = "test-models")]
macro_rules! sdram_bloom_ports {
    ($ty:ident, $r:expr) => {
        impl SdramBloomPorts for models::$ty {
            const MODULE: &'static str = models::$ty::MODULE;
            const ROW_BITS: u32 = $r;
            const STEP_INPUTS: [&'static str; 7] = models::$ty::STEP_INPUTS;
            const STEP_OUTPUTS: [&'static str; 17] = models::$ty::STEP_OUTPUTS;
            fn create(seed: u32) -> Self {
                models::$ty::new(seed)
            }
            #[inline]
            fn step(&mut self, inp: &[u64; 7], out: &mut [u64; 17]) {
                models::$ty::step(self, inp, out)
            }
            fn trace_open(&mut self, path: &std::path::Path) -> std::io::Result<()> {
                models::$ty::trace_open(self, path)
            }
            fn trace_flush(&mut self) {
                models::$ty::trace_flush(self)
            }
        }
    };
}

#[cfg(feature = "test-models")]
sdram_bloom_ports!(VlSdramBloomK6R4, 4);

/// The engine on a scaled memory: 4 banks x 16 rows of 8192 bits (6 bits
/// per key), built for the ULX3S part's timing at 100 MHz.
#[cfg(feature = "test-models")]
pub type ScaledSdramBloom = models::VlSdramBloomK6R4;

/// Bits per key of the Verilated engines and SDRAM board cores
/// (`SDRAM_BLOOM_HASHES`).
pub const HASHES: u32 = 6;

/// The model's geometry of an engine with `4 x 2^row_bits` rows.
pub fn params(row_bits: u32) -> BlockedParams {
    BlockedParams::new(row_bits + 2, 13, HASHES).expect("an SDRAM engine's geometry")
}

/// A Verilated SDRAM Bloom engine wired to its chip.
pub struct SdramBloomDut<P: SdramBloomPorts> {
    ports: P,
    chip: SdramChip,
    cycles: u64,
    tracing: bool,
    /// The eighth of the memory whose set bits `group_set_bits` reads.
    read_group: u64,
    /// Positions in `P::STEP_INPUTS` of reset, in_valid, in_op, in_key,
    /// out_ready, sdram_dq_in, set_bits_group.
    in_pos: [usize; 7],
    /// Positions in `P::STEP_OUTPUTS` of in_ready, out_valid, out_op,
    /// out_hit, out_word, ready, then the pins: cs_n, ras_n, cas_n, we_n,
    /// ba, addr, dqm, dq_out, dq_oe; then set_bits, group_set_bits.
    out_pos: [usize; 17],
}

impl<P: SdramBloomPorts> SdramBloomDut<P> {
    /// A new engine and a chip just powered up, with timing `t`; the
    /// engine is held in reset for a few cycles (the chip sees nothing
    /// then: the FPGA is still configuring), then runs its power-up
    /// sequence and clear until it says `ready`.
    pub fn boot(seed: u32, t: SdramCycles, trace_name: Option<&str>) -> Self {
        let mut d = SdramBloomDut {
            ports: P::create(seed),
            chip: SdramChip::new(
                t,
                SdramGeometry {
                    bank_bits: 2,
                    row_bits: P::ROW_BITS,
                    col_bits: 9,
                },
            ),
            cycles: 0,
            tracing: false,
            read_group: 0,
            in_pos: positions(
                &P::STEP_INPUTS,
                [
                    "reset",
                    "in_valid",
                    "in_op",
                    "in_key",
                    "out_ready",
                    "sdram_dq_in",
                    "set_bits_group",
                ],
            ),
            out_pos: positions(
                &P::STEP_OUTPUTS,
                [
                    "in_ready",
                    "out_valid",
                    "out_op",
                    "out_hit",
                    "out_word",
                    "ready",
                    "sdram_cs_n",
                    "sdram_ras_n",
                    "sdram_cas_n",
                    "sdram_we_n",
                    "sdram_ba",
                    "sdram_addr",
                    "sdram_dqm",
                    "sdram_dq_out",
                    "sdram_dq_oe",
                    "set_bits",
                    "group_set_bits",
                ],
            ),
        };
        if let Some(name) = trace_name {
            let ports = &mut d.ports;
            d.tracing = trace_path(P::MODULE, name, |p| ports.trace_open(p)).is_some();
        }
        for _ in 0..4 {
            d.raw_step(true, false, 0, 0, false);
        }
        let limit = t.power_up as u64 + (4u64 << (P::ROW_BITS + 9)) * 2 + 100_000;
        loop {
            let out = d.clocked(false, false, 0, 0, false);
            if out[5] == 1 {
                break;
            }
            assert!(
                d.cycles < limit,
                "{}: not ready after {} cycles",
                P::MODULE,
                d.cycles
            );
        }
        d
    }

    /// One clock of the engine alone (the chip not clocked).
    fn raw_step(&mut self, reset: bool, valid: bool, op: u8, key: u64, ready: bool) -> [u64; 17] {
        let mut inp = [0u64; 7];
        for (slot, v) in self.in_pos.iter().zip([
            reset as u64,
            valid as u64,
            op as u64,
            key,
            ready as u64,
            self.chip.dq().unwrap_or(0x5a5a) as u64,
            self.read_group,
        ]) {
            inp[*slot] = v;
        }
        let mut out = [0u64; 17];
        self.ports.step(&inp, &mut out);
        self.cycles += 1;
        self.out_pos.map(|p| out[p])
    }

    /// One clock of the engine and of the chip, on what each drove.
    fn clocked(&mut self, reset: bool, valid: bool, op: u8, key: u64, ready: bool) -> [u64; 17] {
        let out = self.raw_step(reset, valid, op, key, ready);
        let pins = SdramPins {
            cs_n: out[6] == 1,
            ras_n: out[7] == 1,
            cas_n: out[8] == 1,
            we_n: out[9] == 1,
            ba: out[10] as u8,
            addr: out[11] as u16,
            dqm: out[12] as u8,
            dq_out: out[13] as u16,
            dq_oe: out[14] == 1,
        };
        if let Err(v) = self.chip.edge(&pins) {
            self.flush_trace();
            panic!("{}: {v}", P::MODULE);
        }
        out
    }

    /// The chip, for its counts and its memory.
    pub fn chip(&self) -> &SdramChip {
        &self.chip
    }

    /// The engine's count of set bits once its last WRITE has counted: a
    /// few idle cycles, offering nothing (call it between runs, with no
    /// result pending).
    pub fn settled_set_bits(&mut self) -> u64 {
        let mut out = [0; 17];
        for _ in 0..4 {
            out = self.clocked(false, false, 0, 0, true);
            assert_eq!(out[1], 0, "a result was pending");
        }
        out[15]
    }

    /// The engine's set bits of each eighth of the memory (STATS fields
    /// 10..18), read through its registered port the same way.
    pub fn settled_eighths(&mut self) -> [u64; 8] {
        self.settled_set_bits();
        std::array::from_fn(|g| {
            self.read_group = g as u64;
            let mut out = [0; 17];
            for _ in 0..2 {
                out = self.clocked(false, false, 0, 0, true);
            }
            out[16]
        })
    }
}

impl<P: SdramBloomPorts> StreamDut for SdramBloomDut<P> {
    type Op = BlockedOp;
    type Result = BlockedResult;

    fn module(&self) -> &'static str {
        P::MODULE
    }

    fn step(
        &mut self,
        in_valid: bool,
        op: BlockedOp,
        out_ready: bool,
    ) -> StreamSample<BlockedResult> {
        let out = self.clocked(false, in_valid, op.code(), op.payload(), out_ready);
        StreamSample {
            in_ready: out[0] == 1,
            out_valid: out[1] == 1,
            result: BlockedResult {
                op: out[2] as u8,
                hit: out[3] == 1,
                word: out[4] as u16,
            },
        }
    }

    fn cycles(&self) -> u64 {
        self.cycles
    }

    fn flush_trace(&mut self) {
        if self.tracing {
            self.ports.trace_flush();
        }
    }
}

/// The model's side of a run, and what the run exercised.
pub struct SdramBloomHooks {
    pub model: BlockedBloomModel,
    /// Ops taken right behind an INSERT of the same block (the engine's
    /// read-after-write case).
    pub same_block_after_insert: u64,
    /// INSERTs whose key was already present (nothing to write).
    pub present_inserts: u64,
    /// QUERYs that answered present.
    pub query_hits: u64,
    last_insert_block: Option<u64>,
}

impl SdramBloomHooks {
    pub fn new(params: BlockedParams) -> Self {
        SdramBloomHooks {
            model: BlockedBloomModel::new(params),
            same_block_after_insert: 0,
            present_inserts: 0,
            query_hits: 0,
            last_insert_block: None,
        }
    }
}

impl Hooks<BlockedOp, BlockedResult> for SdramBloomHooks {
    fn accept(&mut self, op: BlockedOp, _pending: usize) -> Result<BlockedResult, ParamError> {
        let block = match op {
            BlockedOp::Query(k) | BlockedOp::Insert(k) => Some(self.model.params().block(k)),
            _ => None,
        };
        if block.is_some() && block == self.last_insert_block {
            self.same_block_after_insert += 1;
        }
        self.last_insert_block = match op {
            BlockedOp::Insert(_) => block,
            _ => None,
        };
        let r = self.model.apply(op)?;
        match op {
            BlockedOp::Insert(_) if r.hit => self.present_inserts += 1,
            BlockedOp::Query(_) if r.hit => self.query_hits += 1,
            _ => {}
        }
        Ok(r)
    }
}

/// Runs `ops` on `dut` under `traffic` and checks every result; returns
/// the cycles the run took. Fails at the first mismatch.
pub fn run<P: SdramBloomPorts>(
    dut: &mut SdramBloomDut<P>,
    hooks: &mut SdramBloomHooks,
    ops: impl IntoIterator<Item = BlockedOp>,
    traffic: crate::cosim::Traffic,
    seed: u64,
) -> Result<u64, crate::cosim::Mismatch<BlockedOp, BlockedResult>> {
    let mut stream = Stream::new(seed, None);
    // A CLEAR writes every word (about 1.2 cycles each) before it answers.
    let idle_limit = (4u64 << (P::ROW_BITS + 9)) * 2 + 10_000;
    let (cycles, _) = stream.run(dut, ops, traffic, BlockedOp::Query(0), idle_limit, hooks)?;
    Ok(cycles)
}
