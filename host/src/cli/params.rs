//! `hwfilter params --capacity N --fpr P`: filter geometry for a target,
//! computed on the host (no board needed).

use anyhow::Context;
use clap::Args;
use hwfilter_model::params::{MAX_BANKS, optimal_bits};
use hwfilter_model::{BloomParams, CuckooParams};
use serde::Serialize;

use super::Format;

#[derive(Debug, Args)]
pub struct ParamsArgs {
    /// Keys the filter must hold.
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u64).range(1..=1u64 << 40))]
    capacity: u64,

    /// Target false-positive rate, strictly between 0 and 1.
    #[arg(long, value_name = "P", default_value_t = 0.01)]
    fpr: f64,
}

#[derive(Debug, Serialize)]
struct BloomReport {
    /// Hash functions = banks.
    k: u32,
    /// Bits per bank, 2^A.
    bank_bits: u64,
    bank_addr_bits: u32,
    /// Total bits, k x 2^A (the optimum before rounding to powers of two is
    /// `m_optimal`).
    m: u64,
    m_optimal: f64,
    bits_per_key: f64,
    /// Theoretical FPR at `capacity` keys.
    fpr: f64,
}

#[derive(Debug, Serialize)]
struct CuckooReport {
    /// Fingerprint bits.
    f: u32,
    buckets: u64,
    bucket_addr_bits: u32,
    slots: u64,
    /// capacity / slots.
    expected_load: f64,
    /// Load at which the first FULL is expected.
    max_load: f64,
    bits_per_key: f64,
    /// Theoretical FPR (2 buckets x 4 slots of f-bit fingerprints).
    fpr: f64,
}

#[derive(Debug, Serialize)]
struct Report {
    capacity: u64,
    target_fpr: f64,
    bloom: BloomReport,
    cuckoo: CuckooReport,
}

/// The optimal geometry, or, when its banks cannot be wide enough (the
/// shared hash gives each bank a bounded slice of its bits), the smallest
/// memory over every bank count that meets the target.
fn bloom_geometry(n: u64, p: f64) -> anyhow::Result<BloomParams> {
    if let Ok(b) = BloomParams::for_capacity(n, p) {
        return Ok(b);
    }
    if !(p > 0.0 && p < 1.0) {
        // Let the model word the error.
        return BloomParams::for_capacity(n, p).context("no Bloom geometry fits");
    }
    (1..=MAX_BANKS)
        .flat_map(|k| (0..=64).filter_map(move |a| BloomParams::new(k, a).ok()))
        .filter(|b| b.theoretical_fpr(n) <= p)
        .min_by_key(|b| (b.total_bits(), b.banks()))
        .with_context(|| {
            format!(
                "no Bloom geometry of at most {MAX_BANKS} banks holds {n} keys at a \
                 false-positive rate of {p}: lower the capacity or raise the rate"
            )
        })
}

pub fn run(args: &ParamsArgs, format: Format) -> anyhow::Result<()> {
    let (n, p) = (args.capacity, args.fpr);
    let b = bloom_geometry(n, p)?;
    let c = CuckooParams::for_capacity(n, p).context("no cuckoo geometry fits")?;
    let r = Report {
        capacity: n,
        target_fpr: p,
        bloom: BloomReport {
            k: b.banks(),
            bank_bits: b.bank_bits(),
            bank_addr_bits: b.bank_addr_bits(),
            m: b.total_bits(),
            m_optimal: optimal_bits(n, p),
            bits_per_key: b.bits_per_key(n),
            fpr: b.theoretical_fpr(n),
        },
        cuckoo: CuckooReport {
            f: c.fp_bits(),
            buckets: c.buckets(),
            bucket_addr_bits: c.bucket_bits(),
            slots: c.slots(),
            expected_load: n as f64 / c.slots() as f64,
            max_load: c.expected_max_load(),
            bits_per_key: c.buckets() as f64 * 4.0 * c.fp_bits() as f64 / n as f64,
            fpr: c.theoretical_fpr(),
        },
    };
    super::write_out(format, &r, || {
        format!(
            "{} keys at a false-positive rate of {}:\n\
             bloom   k = {} banks x 2^{} bits = m {} bits (optimum {:.0}), {:.2} bits/key, FPR {:.3e}\n\
             cuckoo  f = {} bits, {} buckets x 4 slots, expected load {:.1}% (first FULL near {:.0}%), \
             {:.2} bits/key, FPR {:.3e}\n",
            n,
            p,
            r.bloom.k,
            r.bloom.bank_addr_bits,
            r.bloom.m,
            r.bloom.m_optimal,
            r.bloom.bits_per_key,
            r.bloom.fpr,
            r.cuckoo.f,
            r.cuckoo.buckets,
            100.0 * r.cuckoo.expected_load,
            100.0 * r.cuckoo.max_load,
            r.cuckoo.bits_per_key,
            r.cuckoo.fpr
        )
    })
}
