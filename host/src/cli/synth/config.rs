//! `hwfilter synth --config FILE`: a board build written down, in TOML.
//!
//! ```toml
//! board = "alchitry-cu"   # or --board; both must agree
//! engines = "bloom+cuckoo" # or "bloom": a Bloom filter alone (no [cuckoo])
//!
//! [bloom]
//! kind = "counting"       # "plain" (default), "counting" or "blocked"
//! bits = 16384            # Bloom bits, or counters of a counting filter
//!
//! [cuckoo]
//! fp_bits = 12            # the board's fingerprint width (checked)
//! buckets = 1024
//! max_kicks = 500
//! stash = 1               # checked: the engines have a one-entry stash
//! ```
//!
//! Every key is optional and means what the `synth` flag of the same name
//! does (`--engines`, `--bloom`, `--bloom-bits`, `--cuckoo-buckets`,
//! `--cuckoo-max-kicks`); what is left out is the board's default. An
//! unknown key, a value of the wrong type, or a build the board has no top
//! for is an error that names the file and what it supports.

use std::path::Path;

use anyhow::{Context, bail};
use hwfilter_model::protocol::BloomKind;
use serde::Deserialize;

use super::args::BloomArg;
use super::board::Board;

/// The file's contents.
#[derive(Debug, Default, Deserialize, PartialEq, Eq)]
#[serde(deny_unknown_fields)]
pub struct BuildConfig {
    /// `alchitry-cu` or `icebreaker`.
    pub board: Option<String>,
    /// `bloom+cuckoo` or `bloom`.
    pub engines: Option<String>,
    #[serde(default)]
    pub bloom: BloomSection,
    #[serde(default)]
    pub cuckoo: CuckooSection,
}

#[derive(Debug, Default, Deserialize, PartialEq, Eq)]
#[serde(deny_unknown_fields)]
pub struct BloomSection {
    /// `plain`, `counting` or `blocked`.
    pub kind: Option<String>,
    /// Bloom bits (counters for a counting filter).
    pub bits: Option<u64>,
}

#[derive(Debug, Default, Deserialize, PartialEq, Eq)]
#[serde(deny_unknown_fields)]
pub struct CuckooSection {
    /// Fingerprint bits: each board has one, checked here.
    pub fp_bits: Option<u32>,
    pub buckets: Option<u64>,
    pub max_kicks: Option<u32>,
    /// Stash entries: the engines have one, checked here.
    pub stash: Option<u32>,
}

/// What a configuration resolves to: the `synth` flags it stands for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Build {
    pub board: Board,
    /// Has a Cuckoo filter (`--engines bloom+cuckoo`).
    pub cuckoo: bool,
    pub bloom: BloomKind,
    pub bloom_bits: Option<u64>,
    pub cuckoo_buckets: Option<u64>,
    pub cuckoo_max_kicks: u16,
}

fn parse_board(name: &str) -> anyhow::Result<Board> {
    use clap::ValueEnum;
    Board::from_str(name, false).map_err(|_| {
        let known: Vec<String> = Board::value_variants()
            .iter()
            .filter_map(|b| b.to_possible_value().map(|v| v.get_name().to_owned()))
            .collect();
        anyhow::anyhow!(
            "board = \"{name}\" is not a board; boards: {}",
            known.join(", ")
        )
    })
}

impl BuildConfig {
    /// Parses the TOML text of a build.
    pub fn parse(text: &str) -> anyhow::Result<Self> {
        // toml's message names the line and the key; keep it on one line.
        toml::from_str(text).map_err(|e| {
            anyhow::anyhow!(
                "{}",
                e.to_string()
                    .split_whitespace()
                    .collect::<Vec<_>>()
                    .join(" ")
            )
        })
    }

    /// Reads and parses `path`.
    pub fn read(path: &Path) -> anyhow::Result<Self> {
        let text = std::fs::read_to_string(path)
            .with_context(|| format!("cannot read the build configuration {}", path.display()))?;
        Self::parse(&text).with_context(|| format!("{}", path.display()))
    }

    /// The build for `board_flag` (`--board`, if given): the file's board
    /// must be the same one, and one of the two must name it.
    pub fn resolve(&self, board_flag: Option<Board>) -> anyhow::Result<Build> {
        let board = match (
            self.board.as_deref().map(parse_board).transpose()?,
            board_flag,
        ) {
            (Some(file), Some(flag)) if file != flag => bail!(
                "the configuration is for {} but --board says {}",
                file.spec().name,
                flag.spec().name
            ),
            (Some(b), _) | (None, Some(b)) => b,
            (None, None) => {
                bail!("no board: the configuration has no board = \"...\" and no --board was given")
            }
        };
        let bloom = match self.bloom.kind.as_deref() {
            None | Some("plain") => BloomArg::Plain,
            Some("counting") => BloomArg::Counting,
            Some("blocked") => BloomArg::Blocked,
            Some(other) => bail!("bloom.kind = \"{other}\": plain, counting or blocked"),
        };
        let cuckoo = match self.engines.as_deref() {
            None | Some("bloom+cuckoo") => true,
            Some("bloom") => false,
            Some(other) => bail!("engines = \"{other}\": bloom+cuckoo or bloom"),
        };
        if !cuckoo && self.cuckoo != CuckooSection::default() {
            bail!("engines = \"bloom\" builds no Cuckoo filter: drop the [cuckoo] section")
        }
        let fp = board.spec().fp_bits;
        if let Some(f) = self.cuckoo.fp_bits.filter(|&f| f != fp) {
            bail!(
                "cuckoo.fp_bits = {f}: {} is built with {fp}-bit fingerprints only",
                board.spec().name
            );
        }
        if let Some(n) = self.cuckoo.stash.filter(|&n| n != 1) {
            bail!(
                "cuckoo.stash = {n}: the Cuckoo engines have a one-entry victim stash \
                 (docs/cuckoo.md); 1 is the only size built"
            );
        }
        let default_kicks = hwfilter_hdl::board::BOARD_MAX_KICKS;
        let cuckoo_max_kicks = match self.cuckoo.max_kicks {
            None => default_kicks,
            Some(k) => u16::try_from(k)
                .ok()
                .filter(|&k| k >= 1)
                .with_context(|| format!("cuckoo.max_kicks = {k}: 1..65535"))?,
        };
        Ok(Build {
            board,
            cuckoo,
            bloom: bloom.into(),
            bloom_bits: self.bloom.bits,
            cuckoo_buckets: self.cuckoo.buckets,
            cuckoo_max_kicks,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn build(text: &str, flag: Option<Board>) -> anyhow::Result<Build> {
        BuildConfig::parse(text)?.resolve(flag)
    }

    fn error(text: &str, flag: Option<Board>) -> String {
        build(text, flag)
            .err()
            .map(|e| format!("{e:#}"))
            .unwrap_or_default()
    }

    #[test]
    fn a_full_file_resolves_to_its_flags() {
        let b = build(
            "board = \"alchitry-cu\"\n[bloom]\nkind = \"counting\"\nbits = 16384\n\
             [cuckoo]\nfp_bits = 12\nbuckets = 1024\nmax_kicks = 100\n",
            None,
        )
        .unwrap();
        assert_eq!(
            b,
            Build {
                board: Board::AlchitryCu,
                cuckoo: true,
                bloom: BloomKind::Counting,
                bloom_bits: Some(16384),
                cuckoo_buckets: Some(1024),
                cuckoo_max_kicks: 100,
            }
        );
    }

    /// `kind = "blocked"` is the ULX3S's SDRAM top, at the SDRAM's size
    /// unless `bits` says otherwise; a board without an SDRAM build refuses
    /// it by kind.
    #[test]
    fn a_blocked_kind_is_the_sdram_top() {
        use crate::cli::synth::args::resolve_sizes;
        let sizes = |text: &str| {
            let b = build(text, None).unwrap();
            assert_eq!(b.bloom, BloomKind::Blocked);
            resolve_sizes(b.board, b.bloom, b.cuckoo, b.bloom_bits, b.cuckoo_buckets)
                .map_err(|e| e.to_string())
        };
        let s = sizes("board = \"ulx3s-12f\"\n[bloom]\nkind = \"blocked\"\n").unwrap();
        assert_eq!(
            (s.banks, s.bank_addr_bits, s.buckets()),
            (6, 15, Some(2048))
        );
        assert_eq!(s.bloom_bits(), 1 << 28);
        let e = sizes("board = \"alchitry-cu\"\n[bloom]\nkind = \"blocked\"\n").unwrap_err();
        assert!(
            e.contains("alchitry-cu has no build with a blocked Bloom filter"),
            "{e}"
        );
        let e = sizes("board = \"ulx3s-12f\"\nengines = \"bloom\"\n[bloom]\nkind = \"blocked\"\n")
            .unwrap_err();
        assert!(
            e.contains("no build of a blocked Bloom filter alone"),
            "{e}"
        );
    }

    #[test]
    fn an_empty_file_is_the_boards_default() {
        let b = build("", Some(Board::Icebreaker)).unwrap();
        assert_eq!(
            b,
            Build {
                board: Board::Icebreaker,
                cuckoo: true,
                bloom: BloomKind::Plain,
                bloom_bits: None,
                cuckoo_buckets: None,
                cuckoo_max_kicks: 500,
            }
        );
    }

    #[test]
    fn mistakes_are_named() {
        assert!(error("", None).contains("no board"));
        assert!(
            error("board = \"icestick\"", None).contains("boards: alchitry-cu, icebreaker"),
            "{}",
            error("board = \"icestick\"", None)
        );
        assert!(
            error("board = \"alchitry-cu\"", Some(Board::Icebreaker))
                .contains("the configuration is for alchitry-cu but --board says icebreaker")
        );
        let e = error("[bloom]\nkind = \"quotient\"", Some(Board::AlchitryCu));
        assert!(e.contains("plain, counting or blocked"), "{e}");
        let e = error("[cuckoo]\nfp_bits = 8", Some(Board::AlchitryCu));
        assert!(e.contains("12-bit fingerprints only"), "{e}");
        let e = error("[cuckoo]\nmax_kicks = 70000", Some(Board::AlchitryCu));
        assert!(e.contains("1..65535"), "{e}");
        let e = error("[cuckoo]\nmax_kicks = 0", Some(Board::AlchitryCu));
        assert!(e.contains("1..65535"), "{e}");
        let e = error("[cuckoo]\nstash = 2", Some(Board::AlchitryCu));
        assert!(
            e.contains("cuckoo.stash = 2: the Cuckoo engines have a one-entry"),
            "{e}"
        );
        assert!(build("[cuckoo]\nstash = 1", Some(Board::AlchitryCu)).is_ok());
        let e = error("[cuckoo]\nways = 2", Some(Board::AlchitryCu));
        assert!(e.contains("unknown field `ways`"), "{e}");
        let e = error("[bloom]\nbits = \"many\"", Some(Board::AlchitryCu));
        assert!(e.contains("invalid type"), "{e}");
        assert!(!e.contains('\n'), "{e}");
        let e = error("engines = \"cuckoo\"", Some(Board::AlchitryCu));
        assert!(e.contains("bloom+cuckoo or bloom"), "{e}");
        let e = error(
            "engines = \"bloom\"\n[cuckoo]\nbuckets = 256",
            Some(Board::AlchitryCu),
        );
        assert!(e.contains("drop the [cuckoo] section"), "{e}");
    }

    #[test]
    fn a_bloom_only_build_has_no_cuckoo_filter() {
        let b = build("engines = \"bloom\"", Some(Board::AlchitryCu)).unwrap();
        assert!(!b.cuckoo);
        assert_eq!(
            (b.bloom, b.bloom_bits, b.cuckoo_buckets),
            (BloomKind::Plain, None, None)
        );
    }
}
