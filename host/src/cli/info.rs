//! `hwfilter info`: the board's geometry, capacity and link state.

use clap::Args;
use hwfilter_model::protocol::Info;
use serde::Serialize;

use super::{Connection, Format};

#[derive(Debug, Args)]
pub struct InfoArgs {}

/// INFO's fields (`docs/protocol.md`), named.
#[derive(Debug, Serialize)]
pub struct InfoReport {
    pub port: String,
    pub boot_epoch: u32,
    pub expected_seq: u32,
    pub window: u32,
    pub max_keys: u32,
    pub dump_max_bytes: u32,
    pub hash_version: u32,
    pub key_seed: String,
    pub bloom_banks: u32,
    pub bloom_addr_bits: u32,
    pub bloom_bits: u64,
    pub bloom_capacity: u32,
    pub cuckoo_fp_bits: u32,
    pub cuckoo_bucket_bits: u32,
    pub cuckoo_buckets: u64,
    pub cuckoo_max_kicks: u32,
    pub cuckoo_capacity: u32,
    pub clock_hz: u32,
    pub baud_div: u32,
    pub baud: f64,
}

impl InfoReport {
    pub fn new(port: String, i: &Info) -> Self {
        InfoReport {
            port,
            boot_epoch: i.boot_epoch,
            expected_seq: i.expected_seq,
            window: i.window,
            max_keys: i.max_keys,
            dump_max_bytes: i.dump_max_bytes,
            hash_version: i.hash_version,
            key_seed: format!("{:#018x}", i.key_seed()),
            bloom_banks: i.bloom_banks,
            bloom_addr_bits: i.bloom_addr_bits,
            bloom_bits: (i.bloom_banks as u64) << i.bloom_addr_bits.min(40),
            bloom_capacity: i.bloom_capacity,
            cuckoo_fp_bits: i.cuckoo_fp_bits,
            cuckoo_bucket_bits: i.cuckoo_bucket_bits,
            cuckoo_buckets: 1u64 << i.cuckoo_bucket_bits.min(40),
            cuckoo_max_kicks: i.cuckoo_max_kicks,
            cuckoo_capacity: i.cuckoo_capacity,
            clock_hz: i.clock_hz,
            baud_div: i.baud_div,
            baud: i.clock_hz as f64 / i.baud_div.max(1) as f64,
        }
    }

    pub fn text(&self) -> String {
        format!(
            "board       {}\n\
             boot epoch  {:#010x}, next sequence number {}, window {}, {} keys per frame\n\
             hash        version {}, key seed {}\n\
             bloom       {} banks x 2^{} bits = {} bits; capacity {} keys at 1% false positives\n\
             cuckoo      {} buckets x 4 slots, {}-bit fingerprints, {} kicks; capacity {} items at 95% load\n\
             clock       {} Hz, UART divider {} ({:.0} baud)\n",
            self.port,
            self.boot_epoch,
            self.expected_seq,
            self.window,
            self.max_keys,
            self.hash_version,
            self.key_seed,
            self.bloom_banks,
            self.bloom_addr_bits,
            self.bloom_bits,
            self.bloom_capacity,
            self.cuckoo_buckets,
            self.cuckoo_fp_bits,
            self.cuckoo_max_kicks,
            self.cuckoo_capacity,
            self.clock_hz,
            self.baud_div,
            self.baud
        )
    }
}

pub fn run(_args: &InfoArgs, conn: &Connection, format: Format) -> anyhow::Result<()> {
    let mut board = conn.open()?;
    let info = board.info()?;
    let r = InfoReport::new(board.name(), &info);
    super::write_out(format, &r, || r.text())
}
