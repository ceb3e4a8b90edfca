//! Keys from arguments, a file or stdin, and the per-key report that
//! `insert`, `query` and `delete` share.

use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::io::{BufRead, IsTerminal, Read, Write};
use std::path::PathBuf;
use std::time::Instant;

use anyhow::{Context, bail};
use clap::Args;
use hwfilter_model::protocol::{Filter, Op};
use serde::Serialize;

use super::records::Use;
use super::{BoardLink, Connection, Format, filter_name, op_name};
use crate::normalize::Normalization;

/// Largest key file read (keys are held in memory).
const MAX_KEY_BYTES: u64 = 1 << 30;

/// Where keys come from.
#[derive(Clone, Debug, Args)]
pub struct KeyArgs {
    /// Keys. A key is the argument's bytes, exactly (unless --normalize),
    /// reduced to 64 bits with xxh3-64 and the board's seed.
    #[arg(value_name = "KEY")]
    pub keys: Vec<String>,

    /// Read keys from FILE, one per line ("-" for stdin). A line's key is
    /// its bytes without the line ending (\n or \r\n); empty lines are
    /// skipped. Without KEYs or -f, keys are read from stdin.
    #[arg(
        short = 'f',
        long = "file",
        value_name = "FILE",
        conflicts_with = "keys"
    )]
    pub file: Option<PathBuf>,

    /// Keys are unsigned 64-bit integers (decimal or 0x-hex) sent as they
    /// are, without hashing.
    #[arg(long)]
    pub raw_u64: bool,

    /// Normalise each key before hashing: `none`, or a comma-separated list
    /// of `trim`, `fold-case` (Unicode case folding) and `nfc` (Unicode
    /// NFC), applied in that order (docs/hashing.md). A board's filter
    /// keeps the normalisation of its first insert: commands with another
    /// one are refused until it is cleared.
    #[arg(long, value_name = "STEPS", default_value_t = Normalization::NONE,
          env = "HWFILTER_NORMALIZE")]
    pub normalize: Normalization,

    /// Print only the summary, not one line per key.
    #[arg(short, long)]
    pub quiet: bool,
}

/// Reads key lines from `r`, bounded in size.
fn read_lines(r: impl Read, what: &str) -> anyhow::Result<Vec<Vec<u8>>> {
    let mut reader = std::io::BufReader::new(r.take(MAX_KEY_BYTES + 1));
    let mut out = Vec::new();
    let mut total = 0u64;
    let mut line = Vec::new();
    loop {
        line.clear();
        let n = reader
            .read_until(b'\n', &mut line)
            .with_context(|| format!("cannot read keys from {what}"))?;
        if n == 0 {
            break;
        }
        total += n as u64;
        if total > MAX_KEY_BYTES {
            bail!("{what} holds more than 1 GiB of keys: split it");
        }
        if line.last() == Some(&b'\n') {
            line.pop();
            if line.last() == Some(&b'\r') {
                line.pop();
            }
        }
        if !line.is_empty() {
            out.push(line.clone());
        }
    }
    Ok(out)
}

impl KeyArgs {
    /// Whether the keys come from stdin (no KEYs, no -f, or `-f -`).
    pub fn from_stdin(&self) -> bool {
        self.keys.is_empty()
            && self.file.as_ref().is_none_or(|p| p.as_os_str() == "-")
            && !std::io::stdin().is_terminal()
    }

    /// The keys' bytes, as given.
    pub fn read(&self) -> anyhow::Result<Vec<Vec<u8>>> {
        let keys = match &self.file {
            Some(p) if p.as_os_str() == "-" => read_lines(std::io::stdin().lock(), "stdin")?,
            Some(p) => {
                let f = std::fs::File::open(p)
                    .with_context(|| format!("cannot open key file {}", p.display()))?;
                read_lines(f, &p.display().to_string())?
            }
            None if !self.keys.is_empty() => {
                self.keys.iter().map(|k| k.as_bytes().to_vec()).collect()
            }
            None if std::io::stdin().is_terminal() => {
                bail!("no keys: give them as arguments, with -f FILE, or on stdin")
            }
            None => read_lines(std::io::stdin().lock(), "stdin")?,
        };
        if keys.is_empty() {
            bail!("no keys to send (the input is empty)");
        }
        Ok(keys)
    }

    /// The 64-bit keys the board receives.
    pub fn reduce(&self, keys: &[Vec<u8>], board: &BoardLink) -> anyhow::Result<Vec<u64>> {
        if !self.raw_u64 {
            return keys
                .iter()
                .enumerate()
                .map(|(i, k)| {
                    let k = self.normalize.apply(k).with_context(|| {
                        format!(
                            "key {} ({:?}) cannot be normalised with {}",
                            i + 1,
                            String::from_utf8_lossy(k),
                            self.normalize
                        )
                    })?;
                    Ok(board.reduce_key(&k))
                })
                .collect();
        }
        keys.iter()
            .enumerate()
            .map(|(i, k)| {
                parse_u64(k).with_context(|| {
                    format!(
                        "key {} ({:?}) is not an unsigned 64-bit integer (--raw-u64)",
                        i + 1,
                        String::from_utf8_lossy(k)
                    )
                })
            })
            .collect()
    }
}

impl KeyArgs {
    /// Refuses keys normalised otherwise than the board's `filter` was
    /// filled with (the CLI's [`records`](super::records)); a
    /// [`Use::Fill`] records this normalisation when none is. Also refuses
    /// `--normalize` with `--raw-u64`, whose keys are not hashed by the
    /// host.
    pub fn check_normalization(
        &self,
        conn: &Connection,
        board: &BoardLink,
        filter: Filter,
        how: Use,
    ) -> anyhow::Result<()> {
        if self.raw_u64 {
            if !self.normalize.is_none() {
                bail!("--normalize does not apply to --raw-u64 keys, which are not hashed");
            }
            return Ok(());
        }
        match conn.records(board) {
            Some(records) => records.check(filter, self.normalize, how),
            None => Ok(()),
        }
    }
}

/// Parses decimal or `0x` hex.
pub fn parse_u64(k: &[u8]) -> anyhow::Result<u64> {
    let s = std::str::from_utf8(k).context("not UTF-8")?.trim();
    let v = match s.strip_prefix("0x").or_else(|| s.strip_prefix("0X")) {
        Some(hex) => u64::from_str_radix(hex, 16)?,
        None => s.parse()?,
    };
    Ok(v)
}

/// One key's line of the report.
#[derive(Debug, Serialize)]
pub struct KeyResult {
    pub key: String,
    pub result: &'static str,
}

/// The JSON report of a key batch.
#[derive(Debug, Serialize)]
pub struct KeyReport {
    pub op: &'static str,
    pub filter: &'static str,
    pub keys: u64,
    /// Count of each result.
    pub summary: BTreeMap<&'static str, u64>,
    pub seconds: f64,
    pub keys_per_s: f64,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub results: Vec<KeyResult>,
}

/// Prints one line per key (text) or one JSON object, and a summary.
pub fn report(
    op: Op,
    filter: Filter,
    args: &KeyArgs,
    keys: &[Vec<u8>],
    results: &[&'static str],
    started: Instant,
    format: Format,
) -> anyhow::Result<()> {
    let seconds = started.elapsed().as_secs_f64();
    let mut summary: BTreeMap<&'static str, u64> = BTreeMap::new();
    for r in results {
        *summary.entry(r).or_default() += 1;
    }
    let n = keys.len() as u64;
    let rate = n as f64 / seconds.max(1e-9);
    let summary_line = {
        let parts: Vec<String> = summary.iter().map(|(k, v)| format!("{v} {k}")).collect();
        format!(
            "{} {} keys on the {} filter: {} ({:.2} s, {:.0} keys/s)",
            op_name(op),
            n,
            filter_name(filter),
            parts.join(", "),
            seconds,
            rate
        )
    };
    let show = |k: &[u8]| String::from_utf8_lossy(k).into_owned();
    match format {
        Format::Json => {
            let report = KeyReport {
                op: op_name(op),
                filter: filter_name(filter),
                keys: n,
                summary,
                seconds,
                keys_per_s: rate,
                results: if args.quiet {
                    Vec::new()
                } else {
                    keys.iter()
                        .zip(results)
                        .map(|(k, r)| KeyResult {
                            key: show(k),
                            result: r,
                        })
                        .collect()
                },
            };
            super::write_out(format, &report, String::new)
        }
        Format::Text => {
            let mut out = std::io::BufWriter::new(std::io::stdout().lock());
            if args.quiet {
                writeln!(out, "{summary_line}")?;
            } else {
                let mut line = String::new();
                for (k, r) in keys.iter().zip(results) {
                    line.clear();
                    let _ = writeln!(line, "{}\t{r}", show(k));
                    out.write_all(line.as_bytes())
                        .context("cannot write to stdout")?;
                }
                // The per-key lines are the output; the summary is for a person.
                eprintln!("{summary_line}");
            }
            out.flush().context("cannot write to stdout")
        }
    }
}
