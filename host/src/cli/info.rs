//! `hwfilter info`: the board's geometry, capacity and link state.

use clap::Args;
use hwfilter_model::geometry::BloomGeometry;
use hwfilter_model::protocol::{BLOCKED_BLOCK_BITS_LOG2, BloomKind, Info};
use serde::Serialize;

use super::fill::{FillArgs, FillReport};
use super::{BoardLink, Connection, Format};

#[derive(Debug, Args)]
pub struct InfoArgs {
    #[command(flatten)]
    fill: FillArgs,
}

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
    /// The filters (INFO field 17): `bloom+cuckoo`, `counting+cuckoo`, or
    /// `bloom` alone (a Bloom-only build, whose `cuckoo_*` fields are 0).
    pub engines: String,
    /// Filter 0's engine (INFO field 17): `bloom` (bits) or `counting`
    /// (4-bit counters).
    pub bloom_kind: &'static str,
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
    /// The Bloom filter's fill (from STATS; absent if the board did not
    /// answer it).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub fill: Option<FillReport>,
}

impl InfoReport {
    pub fn new(port: String, i: &Info) -> Self {
        let has_cuckoo = i.filter_kinds().is_ok_and(|k| k.cuckoo);
        InfoReport {
            port,
            boot_epoch: i.boot_epoch,
            expected_seq: i.expected_seq,
            window: i.window,
            max_keys: i.max_keys,
            dump_max_bytes: i.dump_max_bytes,
            hash_version: i.hash_version,
            key_seed: format!("{:#018x}", i.key_seed()),
            engines: i
                .filter_kinds()
                .map_or_else(|_| "unknown".to_owned(), |k| k.name()),
            bloom_kind: i.filter_kinds().map_or("unknown", |k| k.bloom.name()),
            bloom_banks: i.bloom_banks,
            bloom_addr_bits: i.bloom_addr_bits,
            bloom_bits: BloomGeometry::of(i).map_or_else(
                |_| (i.bloom_banks as u64) << i.bloom_addr_bits.min(40),
                |g| g.total_bits(),
            ),
            bloom_capacity: i.bloom_capacity,
            cuckoo_fp_bits: i.cuckoo_fp_bits,
            cuckoo_bucket_bits: i.cuckoo_bucket_bits,
            cuckoo_buckets: if has_cuckoo {
                1u64 << i.cuckoo_bucket_bits.min(40)
            } else {
                0
            },
            cuckoo_max_kicks: i.cuckoo_max_kicks,
            cuckoo_capacity: i.cuckoo_capacity,
            clock_hz: i.clock_hz,
            baud_div: i.baud_div,
            baud: i.clock_hz as f64 / i.baud_div.max(1) as f64,
            fill: None,
        }
    }

    pub fn text(&self) -> String {
        let geometry = self.geometry_text();
        let Some(f) = &self.fill else {
            return geometry;
        };
        // The fill under the Bloom geometry line.
        let mut t = String::new();
        for line in geometry.lines() {
            t += line;
            t.push('\n');
            if line.starts_with("bloom ") {
                t += &f.text("bloom fill  ", "            ");
            }
        }
        t
    }

    fn geometry_text(&self) -> String {
        let memory = if self.bloom_kind == BloomKind::Counting.name() {
            format!(
                "counting, {} banks x 2^{} 4-bit counters = {} counters",
                self.bloom_banks, self.bloom_addr_bits, self.bloom_bits
            )
        } else if self.bloom_kind == BloomKind::Blocked.name() {
            format!(
                "blocked, 2^{} blocks x {} bits, {} bits per key = {} bits",
                self.bloom_addr_bits,
                1u64 << BLOCKED_BLOCK_BITS_LOG2,
                self.bloom_banks,
                self.bloom_bits
            )
        } else {
            format!(
                "{} banks x 2^{} bits = {} bits",
                self.bloom_banks, self.bloom_addr_bits, self.bloom_bits
            )
        };
        let cuckoo = if self.cuckoo_buckets == 0 {
            "none (a Bloom-only build: no filter 1)".to_owned()
        } else {
            format!(
                "{} buckets x 4 slots, {}-bit fingerprints, {} kicks; capacity {} items at 95% load",
                self.cuckoo_buckets,
                self.cuckoo_fp_bits,
                self.cuckoo_max_kicks,
                self.cuckoo_capacity,
            )
        };
        format!(
            "board       {}\n\
             boot epoch  {:#010x}, next sequence number {}, window {}, {} keys per frame\n\
             hash        version {}, key seed {}\n\
             bloom       {memory}; capacity {} keys at 1% false positives\n\
             cuckoo      {cuckoo}\n\
             clock       {} Hz, UART divider {} ({:.0} baud)\n",
            self.port,
            self.boot_epoch,
            self.expected_seq,
            self.window,
            self.max_keys,
            self.hash_version,
            self.key_seed,
            self.bloom_capacity,
            self.clock_hz,
            self.baud_div,
            self.baud
        )
    }
}

/// INFO from `board`, asked now, with the Bloom filter's fill if the
/// board answers STATS (else a note on stderr: a board whose STATS has no
/// fill fields still shows its INFO).
pub fn report(args: &InfoArgs, board: &mut BoardLink) -> anyhow::Result<InfoReport> {
    let info = board.info()?;
    let mut r = InfoReport::new(board.name(), &info);
    match super::fill::read(board, &info, args.fill.target_fpr) {
        Ok(f) => r.fill = Some(FillReport::new(&f)),
        Err(e) => eprintln!("note: no Bloom fill: {e:#}"),
    }
    Ok(r)
}

pub fn run(args: &InfoArgs, conn: &Connection, format: Format) -> anyhow::Result<()> {
    let mut board = conn.open()?;
    let r = report(args, &mut board)?;
    super::write_out(format, &r, || r.text())?;
    if let Some(f) = &r.fill {
        f.warn(format);
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cli::fill::test_boards::{keys, model_port, model_serve};
    use hwfilter_model::protocol::Filter;

    fn args() -> InfoArgs {
        InfoArgs {
            fill: FillArgs { target_fpr: 0.01 },
        }
    }

    #[test]
    fn info_shows_the_fill_under_the_bloom_geometry() {
        let mut board = model_port();
        board.insert(Filter::Bloom, &keys(1, 3000)).unwrap();
        let r = report(&args(), &mut board).unwrap();
        let f = r.fill.as_ref().unwrap();
        assert!((f.estimated_keys - 3000.0).abs() < 150.0, "{f:?}");
        // The fill's capacity at 1% is the one INFO reports.
        assert_eq!(f.capacity, u64::from(r.bloom_capacity));
        let text = r.text();
        let lines: Vec<&str> = text.lines().collect();
        let at = lines.iter().position(|l| l.starts_with("bloom ")).unwrap();
        assert!(lines[at + 1].starts_with("bloom fill  ~"), "{text}");
        assert!(lines[at + 2].starts_with("            set bits "), "{text}");
        assert!(lines[at + 3].starts_with("cuckoo "), "{text}");
        let json = serde_json::to_value(&r).unwrap();
        assert_eq!(json["fill"]["state"], "ok");
        assert_eq!(json["fill"]["capacity"], json["bloom_capacity"]);
    }

    #[test]
    fn info_through_serve_adds_the_boards_capacities() {
        let (server, mut board) = model_serve(3);
        board.insert(Filter::Bloom, &keys(2, 6000)).unwrap();
        let r = report(&args(), &mut board).unwrap();
        let f = r.fill.as_ref().unwrap();
        assert_eq!(f.capacity, 3 * u64::from(r.bloom_capacity));
        assert_eq!(f.boards.len(), 3);
        assert!((f.estimated_keys - 6000.0).abs() < 300.0, "{f:?}");
        assert!(r.text().contains("over 3 boards"), "{}", r.text());
        drop(board);
        server.stop().unwrap();
    }
}
