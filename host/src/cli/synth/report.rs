//! The report of a build: what was placed, how fast it runs, where the
//! bitstream and the logs are; as JSON, or as text for people.

use std::fmt::Write as _;
use std::path::PathBuf;

use serde::Serialize;

use crate::cli::bench::group;

#[derive(Debug, Serialize)]
pub(super) struct BloomSizes {
    /// `bloom` (plain), `counting` or `blocked`, as INFO names it.
    pub(super) kind: &'static str,
    pub(super) banks: u32,
    /// Bits of memory per bank (4 per counter in a counting filter).
    pub(super) bank_bits: u64,
    pub(super) bits: u64,
    /// A counting filter's 4-bit counters; null for the other kinds.
    pub(super) counters: Option<u64>,
    /// A blocked filter's blocks of `bank_bits` bits (its `banks` are its
    /// bits per key); null for the other kinds.
    pub(super) blocks: Option<u64>,
    /// Keys at 1% FPR, as INFO reports it.
    pub(super) capacity: u64,
}

#[derive(Debug, Serialize)]
pub(super) struct CuckooSizes {
    pub(super) fp_bits: u32,
    /// Evictions per insert before FULL, as INFO reports it.
    pub(super) max_kicks: u32,
    pub(super) buckets: u64,
    pub(super) slots: u64,
    /// Items at the expected load of the first FULL, as INFO reports it.
    pub(super) capacity: u64,
}

/// yosys's cell counts before packing.
#[derive(Debug, Serialize)]
pub(super) struct Cells {
    pub(super) lut4: u64,
    pub(super) carry: u64,
    pub(super) dff: u64,
    /// SB_RAM40_4K (iCE40) or DP16KD (ECP5).
    pub(super) block_rams: u64,
}

#[derive(Debug, Serialize)]
pub(super) struct SynthReport {
    pub(super) board: &'static str,
    /// The part as its vendor names it, e.g. `iCE40-HX8K`, `LFE5U-85F`.
    pub(super) part: String,
    /// Logic cells (iCE40) or LUT4s (ECP5).
    pub(super) lcs: u32,
    pub(super) lcs_total: u32,
    pub(super) brams: u32,
    pub(super) brams_total: u32,
    /// What the engines' tables (and the link's buffers) need when every
    /// one is in block RAM; more or fewer placed means yosys mapped a table
    /// otherwise.
    pub(super) brams_expected: u64,
    pub(super) sprams: u32,
    pub(super) sprams_total: u32,
    /// Lowest post-route Fmax over the clocks; null without a clock.
    pub(super) fmax_mhz: Option<f64>,
    /// The clock the logic runs at: the board's oscillator or its PLL
    /// output.
    pub(super) clock_mhz: f64,
    pub(super) clock_source: String,
    /// What nextpnr placed for: `--target-mhz`, by default
    /// `TIMING_MARGIN` x `clock_mhz`.
    pub(super) target_mhz: f64,
    pub(super) self_test: bool,
    /// Fmax reached `target_mhz` on every clock.
    pub(super) timing_met: bool,
    /// Fmax reached `clock_mhz`: the bitstream runs at its clock.
    pub(super) clock_met: bool,
    /// The netlist of an earlier run with the same Verilog was reused.
    pub(super) synthesis_reused: bool,
    pub(super) bitstream: PathBuf,
    pub(super) bitstream_bytes: u64,
    pub(super) device: &'static str,
    pub(super) package: &'static str,
    pub(super) top: &'static str,
    pub(super) seed: u64,
    pub(super) bloom: BloomSizes,
    /// Null for a Bloom-only build.
    pub(super) cuckoo: Option<CuckooSizes>,
    pub(super) cells: Cells,
    /// Verilog, constraints, netlists and every tool's complete log.
    pub(super) out_dir: PathBuf,
    pub(super) nextpnr_log: PathBuf,
    pub(super) seconds: f64,
}

pub(super) fn fmax_text(fmax: Option<f64>) -> String {
    fmax.map_or_else(|| "unknown".to_owned(), |f| format!("{f:.1} MHz"))
}

pub(super) fn text_report(r: &SynthReport) -> String {
    let mut s = String::new();
    let pct = |used: u32, total: u32| {
        if total == 0 {
            String::new()
        } else {
            format!("  ({:.0}%)", 100.0 * used as f64 / total as f64)
        }
    };
    let _ = writeln!(
        s,
        "{}: {} {}, top {}, placer seed {}\n",
        r.board, r.part, r.package, r.top, r.seed
    );
    let rows: Vec<(&str, String)> = vec![
        (
            "bloom",
            match (r.bloom.counters, r.bloom.blocks) {
                (_, Some(blocks)) => format!(
                    "blocked, {} blocks x {} bits = {} bits, {} bits per key, {} keys at 1% FPR",
                    group(blocks),
                    group(r.bloom.bank_bits),
                    group(r.bloom.bits),
                    r.bloom.banks,
                    group(r.bloom.capacity)
                ),
                (None, None) => format!(
                    "{} banks x {} bits = {} bits, {} keys at 1% FPR",
                    r.bloom.banks,
                    group(r.bloom.bank_bits),
                    group(r.bloom.bits),
                    group(r.bloom.capacity)
                ),
                (Some(counters), None) => format!(
                    "counting, {} banks x {} 4-bit counters = {} bits, {} keys at 1% FPR",
                    r.bloom.banks,
                    group(counters / r.bloom.banks as u64),
                    group(r.bloom.bits),
                    group(r.bloom.capacity)
                ),
            },
        ),
        (
            "cuckoo",
            match &r.cuckoo {
                Some(c) => format!(
                    "f = {}, {} buckets x 4 slots, {} kicks, {} items",
                    c.fp_bits,
                    group(c.buckets),
                    c.max_kicks,
                    group(c.capacity)
                ),
                None => "none (a Bloom-only build)".to_owned(),
            },
        ),
        (
            if r.part.starts_with("iCE40") {
                "logic cells"
            } else {
                "LUT4s"
            },
            format!(
                "{} / {}{}",
                group(r.lcs.into()),
                group(r.lcs_total.into()),
                pct(r.lcs, r.lcs_total)
            ),
        ),
        (
            "block RAM",
            format!(
                "{} / {}{}{}",
                r.brams,
                r.brams_total,
                pct(r.brams, r.brams_total),
                if r.brams as u64 == r.brams_expected {
                    String::new()
                } else {
                    format!(
                        "; the tables need {}: yosys mapped a memory otherwise (see its log)",
                        r.brams_expected
                    )
                }
            ),
        ),
        ("SPRAM", r.sprams.to_string()),
        (
            "Fmax",
            format!(
                "{}: target {:.1} MHz {} ({:.0}% over the {} MHz clock, {}), clock {}",
                fmax_text(r.fmax_mhz),
                r.target_mhz,
                if r.timing_met { "met" } else { "NOT met" },
                100.0 * (r.target_mhz / r.clock_mhz - 1.0),
                r.clock_mhz,
                r.clock_source,
                if r.clock_met { "met" } else { "NOT met" }
            ),
        ),
        (
            "bitstream",
            format!(
                "{} ({} bytes)",
                r.bitstream.display(),
                group(r.bitstream_bytes)
            ),
        ),
        (
            "logs",
            format!(
                "{} ({:.0} s{})",
                r.out_dir.display(),
                r.seconds,
                if r.synthesis_reused {
                    "; yosys's netlist of an earlier run reused"
                } else {
                    ""
                }
            ),
        ),
    ];
    for (label, value) in rows {
        let _ = writeln!(s, "  {label:<12} {value}");
    }
    s
}
