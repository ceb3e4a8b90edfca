//! docs/figures.json: every measured figure the docs quote (logic cells,
//! block RAMs, SPRAMs, Fmax per placer seed, link throughput, CI's tier
//! times), written by one command (`scripts/record-figures`, which runs
//! `--example record_figures`) and never by hand.
//!
//! The docs quote the file through markers, invisible when rendered:
//!
//! ```text
//! inline:  <!-- fig:tops.icebreaker.lcs -->5,255<!-- /fig -->
//! block:   <!-- fig-block:link.text -->
//!          (lines generated from the file)
//!          <!-- /fig-block -->
//! ```
//!
//! [`check_doc`] compares every marker's text with what [`Figures::render`]
//! makes of its key and rewrites it (bless), and flags Fmax-, LC- and
//! throughput-like figures outside markers, so a hand-typed figure cannot
//! creep back in. `host/tests/docs_figures.rs` runs it on [`DOCS`];
//! `HWFILTER_BLESS=1` writes the docs back.
//!
//! # Keys
//!
//! - `commit`, `tools.yosys`, `tools.nextpnr_ice40`, `seeds` (`1-3`).
//! - `tops.<top>.<field>` and `engines.<design>.<field>`, where `<top>` and
//!   `<design>` are the file's names (`alchitry_cu`, `icebreaker_self_test`,
//!   `cuckoo_harness`, ...) and `<field>` is one of
//!   - `lcs`, `lcs_total`, `lcs_free`, `brams`, `brams_total`, `sprams`,
//!     `sprams_total`, `lut4`, `carry`, `dff` (`7,152`);
//!   - `lcs_of`, `brams_of`, `sprams_of` (`7,152 / 7,680`);
//!   - `lcs_pct` (`93%`; one decimal from 99%: `99.7%`);
//!   - `target` (`72 MHz`);
//!   - `fmax` (every seed: `105.3, 101.3, 81.5 MHz`), `fmax.<seed>`
//!     (`105.3 MHz`), `fmax_min`, `fmax_max`, `fmax_range`
//!     (`81.5-105.3 MHz`).
//! - `link.worst_line_pct` (`97.0%`), `link.<stream>.keys_per_s`
//!   (`145,556`), `link.<stream>.line_pct`, `link.<stream>.cycles`, with
//!   `<stream>` as `bloom_insert`; block `link.text` (the report as
//!   `hwfilter bench --engine link` prints it).
//! - `ci.total` (`28 min 5 s`), `ci.tests`, `ci.tier.<tier>` (seconds);
//!   block `ci.table` (a note when no CI log was recorded).
//!
//! `scripts/record-figures --ci-log LOG --ci-only` records a `.ci/run` log.

use std::collections::BTreeMap;
use std::fmt;

use serde::{Deserialize, Serialize};

use crate::bench::group;

/// The file, relative to the workspace root.
pub const FILE: &str = "docs/figures.json";
/// The docs whose figures come from [`FILE`], relative to the workspace root.
pub const DOCS: [&str; 4] = [
    "README.md",
    "docs/boards.md",
    "docs/timing.md",
    "docs/host.md",
];
/// The command that writes [`FILE`].
pub const COMMAND: &str = "scripts/record-figures";

/// Figures with a decimal point followed by ` MHz` that are design
/// constants, not measurements: the boards' gates, 1.2 x 12 MHz and
/// 1.2 x 60 MHz as `hwfilter synth` prints them
/// (`hwfilter_toolchain::platform`).
pub const ALLOWED_MHZ: [&str; 2] = ["14.4", "72.0"];
/// Logic-cell counts that are the parts' sizes, not measurements (grouped
/// in prose, plain in the CLI's messages).
pub const ALLOWED_LCS: [&str; 4] = ["7,680", "5,280", "7680", "5280"];
/// keys/s figures that are the line's 8N1 limits (3 and 12 Mbaud), and
/// docs/host.md's arithmetic of 60-key frames of 493 bytes at 12 Mbaud.
pub const ALLOWED_KEYS_PER_S: [&str; 3] = ["37,500", "150,000", "146,000"];

/// docs/figures.json.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Figures {
    /// What wrote the file ([`COMMAND`] and its arguments).
    pub command: String,
    /// `git rev-parse --short HEAD` when measured, `-dirty` appended when
    /// tracked files outside the docs had changes.
    pub commit: String,
    pub tools: Tools,
    /// The placer seeds every design was placed with.
    pub seeds: Vec<u64>,
    /// The shipped board tops (`hwfilter synth`), by name.
    pub tops: BTreeMap<String, Design>,
    /// The engines' synthesis harnesses (`hwfilter_hdl::synth::bench`), by name.
    pub engines: BTreeMap<String, Design>,
    pub link: Link,
    /// The tier times of a `.ci/run` log, when one was given
    /// (`scripts/record-figures --ci-log LOG`); kept from the previous
    /// file otherwise.
    pub ci: Option<Ci>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Tools {
    /// `yosys -V`'s version (`0.23`).
    pub yosys: String,
    /// `nextpnr-ice40 --version`'s version, without the distribution's
    /// revision (`0.4`).
    pub nextpnr_ice40: String,
}

/// One design placed on every seed.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Design {
    /// How it was built (the `hwfilter synth` arguments, or the harness).
    pub built_by: String,
    /// `hx8k` or `up5k`.
    pub device: String,
    /// What nextpnr placed for.
    pub target_mhz: f64,
    /// Logic cells (`ICESTORM_LC`), block RAMs and SPRAMs placed; the same
    /// on every seed (the writer checks).
    pub lcs: u32,
    pub lcs_total: u32,
    pub brams: u32,
    pub brams_total: u32,
    pub sprams: u32,
    pub sprams_total: u32,
    /// yosys's cells before packing.
    pub lut4: u64,
    pub carry: u64,
    pub dff: u64,
    /// Post-route Fmax, one per seed in [`Figures::seeds`]' order.
    pub fmax: Vec<SeedFmax>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SeedFmax {
    pub seed: u64,
    /// The lowest Fmax over the design's clocks.
    pub mhz: f64,
}

/// `hwfilter bench --engine link` on the simulated Alchitry Cu board.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Link {
    pub built_by: String,
    pub streams: Vec<LinkStream>,
    /// Lowest share of the 8N1 limit over the streams, in percent.
    pub worst_line_pct: f64,
    pub mismatches: u64,
    /// The report as the command prints it.
    pub text: String,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LinkStream {
    /// `bloom insert`, `cuckoo query`, ...
    pub stream: String,
    pub keys: u64,
    pub cycles: u64,
    pub keys_per_s: f64,
    /// Share of the 8N1 limit, in percent.
    pub line_pct: f64,
}

/// What `.ci/run` printed: each tier's time, the tests, the total.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Ci {
    /// The commit the figures file was recorded at when the log was given.
    pub commit: String,
    pub tiers: Vec<CiTier>,
    pub tests_passed: u64,
    pub tools_seconds: u64,
    pub total_seconds: u64,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CiTier {
    pub tier: String,
    pub seconds: u64,
}

impl Ci {
    /// Reads the lines `.ci/run` prints at its end (`scripts/test`'s tier
    /// times, `tools: N s`, `tests: N passed, M failed`, `total: N s`).
    pub fn parse_log(log: &str, commit: &str) -> Result<Ci, String> {
        let mut tiers = vec![];
        let mut in_times = false;
        let (mut tests, mut tools, mut total) = (None, None, None);
        let secs = |s: &str| -> Option<u64> { s.trim().strip_suffix(" s")?.trim().parse().ok() };
        for line in log.lines() {
            if line.starts_with("=== tier times") {
                in_times = true;
                continue;
            }
            if let Some(rest) = line.strip_prefix("tools: ") {
                tools = rest.split(" s").next().and_then(|n| n.trim().parse().ok());
                in_times = false;
            } else if let Some(rest) = line.strip_prefix("tests: ") {
                tests = rest.split(' ').next().and_then(|n| n.parse().ok());
            } else if let Some(rest) = line.strip_prefix("total: ") {
                total = secs(rest);
            } else if in_times {
                let mut words = line.split_whitespace();
                match (words.next(), words.next(), words.next(), words.next()) {
                    (Some(t), Some(n), Some("s"), None) => tiers.push(CiTier {
                        tier: t.into(),
                        seconds: n.parse().map_err(|_| format!("bad tier line {line:?}"))?,
                    }),
                    (Some(_), Some(_), Some("s"), Some("FAILED")) => {
                        return Err(format!("a tier failed: {line:?}"));
                    }
                    _ => in_times = false,
                }
            }
        }
        match (tiers.is_empty(), tests, tools, total) {
            (false, Some(tests_passed), Some(tools_seconds), Some(total_seconds)) => Ok(Ci {
                commit: commit.into(),
                tiers,
                tests_passed,
                tools_seconds,
                total_seconds,
            }),
            _ => Err(
                "not a complete .ci/run log: it needs the tier times, and the tools:, tests: \
                 and total: lines"
                    .into(),
            ),
        }
    }
}

fn mhz(v: f64) -> String {
    format!("{v:.1} MHz")
}

fn whole_or_decimal_mhz(v: f64) -> String {
    if v.fract() == 0.0 {
        format!("{v:.0} MHz")
    } else {
        format!("{v} MHz")
    }
}

fn pct(v: f64) -> String {
    if v >= 99.0 {
        format!("{v:.1}%")
    } else {
        format!("{v:.0}%")
    }
}

fn minutes(s: u64) -> String {
    if s < 60 {
        format!("{s} s")
    } else {
        format!("{} min {} s", s / 60, s % 60)
    }
}

impl Design {
    fn render(&self, field: &str) -> Result<String, String> {
        let n = |v: u64| Ok(group(v));
        let of = |a: u32, b: u32| Ok(format!("{} / {}", group(a.into()), group(b.into())));
        let fmax = || -> Result<Vec<f64>, String> {
            if self.fmax.is_empty() {
                Err("no seed was placed".into())
            } else {
                Ok(self.fmax.iter().map(|s| s.mhz).collect())
            }
        };
        let min = || fmax().map(|v| v.into_iter().fold(f64::INFINITY, f64::min));
        let max = || fmax().map(|v| v.into_iter().fold(f64::NEG_INFINITY, f64::max));
        match field {
            "lcs" => n(self.lcs.into()),
            "lcs_total" => n(self.lcs_total.into()),
            "lcs_free" => n(self.lcs_total.saturating_sub(self.lcs).into()),
            "lcs_of" => of(self.lcs, self.lcs_total),
            "lcs_pct" => Ok(pct(100.0 * self.lcs as f64 / self.lcs_total.max(1) as f64)),
            "brams" => n(self.brams.into()),
            "brams_total" => n(self.brams_total.into()),
            "brams_of" => of(self.brams, self.brams_total),
            "sprams" => n(self.sprams.into()),
            "sprams_total" => n(self.sprams_total.into()),
            "sprams_of" => of(self.sprams, self.sprams_total),
            "lut4" => n(self.lut4),
            "carry" => n(self.carry),
            "dff" => n(self.dff),
            "target" => Ok(whole_or_decimal_mhz(self.target_mhz)),
            "fmax" => fmax().map(|v| {
                let list: Vec<String> = v.iter().map(|f| format!("{f:.1}")).collect();
                format!("{} MHz", list.join(", "))
            }),
            "fmax_min" => min().map(mhz),
            "fmax_max" => max().map(mhz),
            "fmax_range" => Ok(format!("{:.1}-{}", min()?, mhz(max()?))),
            _ => match field.strip_prefix("fmax.") {
                Some(seed) => self
                    .fmax
                    .iter()
                    .find(|s| s.seed.to_string() == seed)
                    .map(|s| mhz(s.mhz))
                    .ok_or_else(|| format!("no Fmax recorded for seed {seed}")),
                None => Err(format!("no field `{field}` (see hwfilter_host::figures)")),
            },
        }
    }
}

/// Underscored stream name: `bloom insert` -> `bloom_insert`.
fn stream_key(s: &str) -> String {
    s.replace(' ', "_")
}

impl Figures {
    /// The text a doc quotes for `key` (module docs), or why there is none.
    pub fn render(&self, key: &str) -> Result<String, String> {
        let (head, rest) = key.split_once('.').unwrap_or((key, ""));
        match head {
            "commit" if rest.is_empty() => Ok(self.commit.clone()),
            "seeds" if rest.is_empty() => match (self.seeds.first(), self.seeds.last()) {
                (Some(a), Some(b)) if a != b => Ok(format!("{a}-{b}")),
                (Some(a), _) => Ok(a.to_string()),
                _ => Err("no seeds".into()),
            },
            "tools" => match rest {
                "yosys" => Ok(self.tools.yosys.clone()),
                "nextpnr_ice40" => Ok(self.tools.nextpnr_ice40.clone()),
                _ => Err(format!("no tool `{rest}`")),
            },
            "tops" | "engines" => {
                let map = if head == "tops" {
                    &self.tops
                } else {
                    &self.engines
                };
                let (name, field) = rest
                    .split_once('.')
                    .ok_or_else(|| format!("`{key}` names no field"))?;
                let d = map.get(name).ok_or_else(|| {
                    format!(
                        "no {head} entry `{name}` (recorded: {})",
                        map.keys().cloned().collect::<Vec<_>>().join(", ")
                    )
                })?;
                d.render(field)
            }
            "link" => {
                let l = &self.link;
                match rest {
                    "text" => Ok(format!("```\n{}```", l.text)),
                    "worst_line_pct" => Ok(format!("{:.1}%", l.worst_line_pct)),
                    _ => {
                        let (stream, field) = rest
                            .split_once('.')
                            .ok_or_else(|| format!("`{key}` names no field"))?;
                        let s = l
                            .streams
                            .iter()
                            .find(|s| stream_key(&s.stream) == stream)
                            .ok_or_else(|| format!("no link stream `{stream}`"))?;
                        match field {
                            "keys_per_s" => Ok(group(s.keys_per_s.round() as u64)),
                            "line_pct" => Ok(format!("{:.1}%", s.line_pct)),
                            "cycles" => Ok(group(s.cycles)),
                            "keys" => Ok(group(s.keys)),
                            _ => Err(format!("no link field `{field}`")),
                        }
                    }
                }
            }
            "ci" => self.render_ci(rest),
            _ => Err(format!("no key `{key}` (see hwfilter_host::figures)")),
        }
    }

    fn render_ci(&self, rest: &str) -> Result<String, String> {
        let Some(ci) = &self.ci else {
            return match rest {
                "table" => Ok(format!(
                    "No `.ci/run` log is recorded in `{FILE}` yet: `{COMMAND} --ci-log LOG \
                     --ci-only` records the tier times of one."
                )),
                _ => Err(format!(
                    "{FILE} has no ci section (`{COMMAND} --ci-log LOG --ci-only` records one \
                     from `.ci/run`'s output)"
                )),
            };
        };
        match rest {
            "total" => Ok(minutes(ci.total_seconds)),
            "tests" => Ok(group(ci.tests_passed)),
            "tools" => Ok(minutes(ci.tools_seconds)),
            "commit" => Ok(ci.commit.clone()),
            "table" => {
                let mut t = String::from("| tier | seconds |\n|---|---|\n");
                for tier in &ci.tiers {
                    t.push_str(&format!("| {} | {} |\n", tier.tier, tier.seconds));
                }
                t.push_str(&format!(
                    "\n{} tests passed in {} (`.ci/run` at {}, the tools' install check \
                     included: {}).",
                    group(ci.tests_passed),
                    minutes(ci.total_seconds),
                    ci.commit,
                    minutes(ci.tools_seconds)
                ));
                Ok(t)
            }
            _ => match rest.strip_prefix("tier.") {
                Some(tier) => ci
                    .tiers
                    .iter()
                    .find(|t| t.tier == tier)
                    .map(|t| t.seconds.to_string())
                    .ok_or_else(|| format!("no CI tier `{tier}`")),
                None => Err(format!("no ci field `{rest}`")),
            },
        }
    }
}

/// What is wrong with one doc line.
#[derive(Clone, Debug, PartialEq)]
pub enum Problem {
    /// A marked figure differs from the file's.
    Differs {
        key: String,
        quoted: String,
        recorded: String,
    },
    /// A marker names a key the file lacks.
    UnknownKey { key: String, why: String },
    /// A marker is not closed, or a block marker is not on a line of its own.
    BadMarker { why: String },
    /// A figure that looks measured stands outside a marker.
    Unmarked { figure: String },
}

/// A problem and where it is.
#[derive(Clone, Debug, PartialEq)]
pub struct Finding {
    pub doc: String,
    /// 1-based.
    pub line: usize,
    pub problem: Problem,
}

impl fmt::Display for Finding {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}: ", self.doc, self.line)?;
        match &self.problem {
            Problem::Differs {
                key,
                quoted,
                recorded,
            } => write!(
                f,
                "`{key}` quotes {quoted:?} but {FILE} records {recorded:?} \
                 (HWFILTER_BLESS=1 rewrites it)"
            ),
            Problem::UnknownKey { key, why } => {
                write!(f, "marker `{key}` names nothing in {FILE}: {why}")
            }
            Problem::BadMarker { why } => write!(f, "{why}"),
            Problem::Unmarked { figure } => write!(
                f,
                "{figure:?} looks measured but is outside a marker: quote it from {FILE} \
                 (<!-- fig:KEY -->...<!-- /fig -->) or drop it"
            ),
        }
    }
}

const OPEN: &str = "<!-- fig:";
const CLOSE: &str = "<!-- /fig -->";
const BLOCK_OPEN: &str = "<!-- fig-block:";
const BLOCK_CLOSE: &str = "<!-- /fig-block -->";
const END: &str = " -->";

/// Checks `doc` (named `name` in findings) against `figures`: every
/// marker's text must be what the file renders for its key, and no
/// Fmax-, LC- or keys/s-like figure may stand outside a marker. Returns the
/// findings and the doc with every marker rewritten from the file (what
/// bless writes; markers with unknown keys are left as they are).
pub fn check_doc(name: &str, doc: &str, figures: &Figures) -> (Vec<Finding>, String) {
    let mut findings = vec![];
    let mut out = String::with_capacity(doc.len());
    let mut lines = doc.split_inclusive('\n').enumerate();
    let mut find = |line: usize, problem: Problem| {
        findings.push(Finding {
            doc: name.into(),
            line: line + 1,
            problem,
        })
    };
    while let Some((i, raw)) = lines.next() {
        let line = raw.trim_end_matches('\n');
        if let Some(rest) = line.trim().strip_prefix(BLOCK_OPEN) {
            let Some(key) = rest.strip_suffix(END) else {
                find(
                    i,
                    Problem::BadMarker {
                        why: format!(
                            "a block marker stands alone on its line: {BLOCK_OPEN}KEY{END}"
                        ),
                    },
                );
                out.push_str(raw);
                continue;
            };
            let mut body = String::new();
            let mut closed = None;
            for (_, raw) in lines.by_ref() {
                if raw.trim() == BLOCK_CLOSE {
                    closed = Some(raw);
                    break;
                }
                body.push_str(raw);
            }
            let Some(close) = closed else {
                find(
                    i,
                    Problem::BadMarker {
                        why: format!("block `{key}` has no {BLOCK_CLOSE} line"),
                    },
                );
                out.push_str(raw);
                out.push_str(&body);
                continue;
            };
            out.push_str(raw);
            match figures.render(key) {
                Ok(want) => {
                    let want = format!("{}\n", want.trim_end_matches('\n'));
                    if body != want {
                        find(
                            i,
                            Problem::Differs {
                                key: key.into(),
                                quoted: body.clone(),
                                recorded: want.clone(),
                            },
                        );
                    }
                    out.push_str(&want);
                }
                Err(why) => {
                    find(
                        i,
                        Problem::UnknownKey {
                            key: key.into(),
                            why,
                        },
                    );
                    out.push_str(&body);
                }
            }
            out.push_str(close);
            continue;
        }
        // Inline markers: rewrite each, and lint what is left outside them.
        let mut rest = line;
        let mut outside = String::new();
        let mut rewritten = String::new();
        while let Some(at) = rest.find(OPEN) {
            outside.push_str(&rest[..at]);
            rewritten.push_str(&rest[..at]);
            let after = &rest[at + OPEN.len()..];
            let parsed = after.find(END).and_then(|k| {
                let key = &after[..k];
                let value_and_on = &after[k + END.len()..];
                let v = value_and_on.find(CLOSE)?;
                Some((key, &value_and_on[..v], &value_and_on[v + CLOSE.len()..]))
            });
            let Some((key, quoted, on)) = parsed else {
                find(
                    i,
                    Problem::BadMarker {
                        why: format!("{OPEN}KEY{END} without its {CLOSE} on the same line"),
                    },
                );
                rest = "";
                rewritten.push_str(&line[line.len() - (after.len() + OPEN.len())..]);
                break;
            };
            let value = match figures.render(key) {
                Ok(want) => {
                    if quoted != want {
                        find(
                            i,
                            Problem::Differs {
                                key: key.into(),
                                quoted: quoted.into(),
                                recorded: want.clone(),
                            },
                        );
                    }
                    want
                }
                Err(why) => {
                    find(
                        i,
                        Problem::UnknownKey {
                            key: key.into(),
                            why,
                        },
                    );
                    quoted.into()
                }
            };
            rewritten.push_str(&format!("{OPEN}{key}{END}{value}{CLOSE}"));
            // A space keeps the text on either side of the marker apart.
            outside.push(' ');
            rest = on;
        }
        outside.push_str(rest);
        rewritten.push_str(rest);
        for figure in unmarked(&outside) {
            find(i, Problem::Unmarked { figure });
        }
        out.push_str(&rewritten);
        out.push_str(&raw[line.len()..]);
    }
    (findings, out)
}

/// The number that ends just before byte `end` of `s` (digits, commas and
/// dots), without a trailing comma or dot.
fn number_before(s: &str, end: usize) -> &str {
    let head = &s[..end];
    let start = head
        .rfind(|c: char| !(c.is_ascii_digit() || c == ',' || c == '.'))
        .map_or(0, |p| p + 1);
    head[start..].trim_start_matches([',', '.'])
}

/// Figures in `text` that look measured: a decimal number before ` MHz`
/// (Fmax-like), a number before ` LCs` or ` logic cells`, a number before
/// ` keys/s`, except the constants allowed above.
pub fn unmarked(text: &str) -> Vec<String> {
    let mut found = vec![];
    for (unit, allowed, decimal_only) in [
        (" MHz", &ALLOWED_MHZ[..], true),
        ("MHz", &ALLOWED_MHZ[..], true),
        (" LCs", &ALLOWED_LCS[..], false),
        (" logic cells", &ALLOWED_LCS[..], false),
        (" keys/s", &ALLOWED_KEYS_PER_S[..], false),
    ] {
        let mut from = 0;
        while let Some(p) = text[from..].find(unit) {
            let at = from + p;
            from = at + unit.len();
            let n = number_before(text, at);
            if n.is_empty() || !n.starts_with(|c: char| c.is_ascii_digit()) {
                continue;
            }
            if decimal_only && !n.contains('.') {
                continue;
            }
            if allowed.contains(&n) {
                // A part's size is a constant, but "N / 7,680 LCs" and
                // "N of 7,680 LCs" quote a measured N.
                let before = text[..at - n.len()].trim_end();
                let used = before
                    .strip_suffix('/')
                    .or_else(|| before.strip_suffix(" of"))
                    .map(|b| b.trim_end())
                    .is_some_and(|b| b.ends_with(|c: char| c.is_ascii_digit()));
                if !used {
                    continue;
                }
            }
            found.push(format!("{n}{unit}"));
        }
    }
    found
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sample() -> Figures {
        let design = |lcs, fmax: [f64; 3]| Design {
            built_by: "hwfilter synth --board alchitry-cu".into(),
            device: "hx8k".into(),
            target_mhz: 72.0,
            lcs,
            lcs_total: 7680,
            brams: 32,
            brams_total: 32,
            sprams: 0,
            sprams_total: 0,
            lut4: 6000,
            carry: 800,
            dff: 3000,
            fmax: (1..=3)
                .zip(fmax)
                .map(|(seed, mhz)| SeedFmax { seed, mhz })
                .collect(),
        };
        Figures {
            command: COMMAND.into(),
            commit: "abc1234".into(),
            tools: Tools {
                yosys: "0.23".into(),
                nextpnr_ice40: "0.4".into(),
            },
            seeds: vec![1, 2, 3],
            tops: [(
                "alchitry_cu".to_string(),
                design(7152, [105.31, 101.27, 81.5]),
            )]
            .into(),
            engines: BTreeMap::new(),
            link: Link {
                built_by: "hwfilter bench --engine link --ops 1200".into(),
                streams: vec![LinkStream {
                    stream: "bloom insert".into(),
                    keys: 1200,
                    cycles: 494_656,
                    keys_per_s: 145_556.4,
                    line_pct: 97.04,
                }],
                worst_line_pct: 97.04,
                mismatches: 0,
                text: "board link: 1 stream\n".into(),
            },
            ci: None,
        }
    }

    #[test]
    fn keys_render_as_the_docs_quote_them() {
        let f = sample();
        let r = |k: &str| f.render(k).unwrap();
        assert_eq!(r("tops.alchitry_cu.lcs"), "7,152");
        assert_eq!(r("tops.alchitry_cu.lcs_of"), "7,152 / 7,680");
        assert_eq!(r("tops.alchitry_cu.lcs_free"), "528");
        assert_eq!(r("tops.alchitry_cu.lcs_pct"), "93%");
        assert_eq!(r("tops.alchitry_cu.fmax"), "105.3, 101.3, 81.5 MHz");
        assert_eq!(r("tops.alchitry_cu.fmax.2"), "101.3 MHz");
        assert_eq!(r("tops.alchitry_cu.fmax_range"), "81.5-105.3 MHz");
        assert_eq!(r("tops.alchitry_cu.target"), "72 MHz");
        assert_eq!(r("link.bloom_insert.keys_per_s"), "145,556");
        assert_eq!(r("link.worst_line_pct"), "97.0%");
        assert_eq!(r("seeds"), "1-3");
        assert!(f.render("tops.alchitry_cu.fmax.4").is_err());
        assert!(
            f.render("tops.nope.lcs")
                .unwrap_err()
                .contains("alchitry_cu")
        );
        assert!(f.render("ci.total").unwrap_err().contains("--ci-log"));
        assert!(f.render("ci.table").unwrap().contains("--ci-log"));
    }

    #[test]
    fn a_wrong_figure_fails_and_bless_rewrites_it() {
        let f = sample();
        let doc = "The top uses <!-- fig:tops.alchitry_cu.lcs -->7,000<!-- /fig --> LCs \
                   and reaches <!-- fig:tops.alchitry_cu.fmax.1 -->105.3 MHz<!-- /fig -->.\n";
        let (findings, blessed) = check_doc("doc.md", doc, &f);
        assert_eq!(
            findings,
            vec![Finding {
                doc: "doc.md".into(),
                line: 1,
                problem: Problem::Differs {
                    key: "tops.alchitry_cu.lcs".into(),
                    quoted: "7,000".into(),
                    recorded: "7,152".into(),
                },
            }]
        );
        let message = findings[0].to_string();
        for part in ["doc.md:1", "tops.alchitry_cu.lcs", "\"7,000\"", "\"7,152\""] {
            assert!(message.contains(part), "{message}");
        }
        assert_eq!(blessed, doc.replace("7,000", "7,152"));
        let (again, same) = check_doc("doc.md", &blessed, &f);
        assert!(again.is_empty(), "{again:?}");
        assert_eq!(same, blessed);
    }

    #[test]
    fn unknown_keys_and_unclosed_markers_fail() {
        let f = sample();
        let (findings, _) = check_doc(
            "d.md",
            "a <!-- fig:tops.icebreaker.lcs -->5,255<!-- /fig -->\nb <!-- fig:commit -->x\n",
            &f,
        );
        assert!(
            matches!(&findings[0].problem, Problem::UnknownKey { key, .. } if key == "tops.icebreaker.lcs"),
            "{findings:?}"
        );
        assert!(matches!(findings[1].problem, Problem::BadMarker { .. }));
        assert_eq!(findings[1].line, 2);
        let (findings, _) = check_doc("d.md", "<!-- fig-block:link.text -->\nold\n", &f);
        assert!(matches!(findings[0].problem, Problem::BadMarker { .. }));
    }

    #[test]
    fn blocks_are_generated_between_their_markers() {
        let f = sample();
        let doc = "x\n<!-- fig-block:link.text -->\n```\nold\n```\n<!-- /fig-block -->\ny\n";
        let (findings, blessed) = check_doc("d.md", doc, &f);
        assert_eq!(findings.len(), 1, "{findings:?}");
        assert_eq!(
            blessed,
            "x\n<!-- fig-block:link.text -->\n```\nboard link: 1 stream\n```\n<!-- /fig-block -->\ny\n"
        );
        assert!(check_doc("d.md", &blessed, &f).0.is_empty());
    }

    #[test]
    fn hand_typed_measurements_outside_markers_are_found() {
        assert_eq!(
            unmarked("reaches 86.3-92.6 MHz on three seeds"),
            ["92.6 MHz"]
        );
        assert_eq!(unmarked("uses 4,582 / 5,280 LCs"), ["5,280 LCs"]);
        assert_eq!(unmarked("uses 5,262 of 5,280 LCs"), ["5,280 LCs"]);
        assert_eq!(unmarked("it is 1,880 logic cells"), ["1,880 logic cells"]);
        assert_eq!(unmarked("at 145556 keys/s"), ["145556 keys/s"]);
        assert_eq!(unmarked("at 97.1MHz"), ["97.1MHz"]);
        // Design constants and the parts' sizes are not measurements.
        assert!(unmarked("the 100 MHz oscillator, a 60 MHz clock, 72 MHz gate").is_empty());
        assert!(unmarked("placed for 14.4 MHz (1.2 x 12 MHz)").is_empty());
        assert!(unmarked("The UP5K has 5,280 logic cells; the HX8K 7,680 LCs").is_empty());
        assert!(unmarked("8N1 limit of 150,000 keys/s").is_empty());
        // A marked figure is not outside its marker.
        let f = sample();
        let doc = "Fmax <!-- fig:tops.alchitry_cu.fmax -->105.3, 101.3, 81.5 MHz<!-- /fig -->; \
                   <!-- fig:tops.alchitry_cu.lcs_of -->7,152 / 7,680<!-- /fig --> LCs\n\
                   but 97.1 MHz here\n";
        let (findings, _) = check_doc("d.md", doc, &f);
        assert_eq!(
            findings,
            vec![Finding {
                doc: "d.md".into(),
                line: 2,
                problem: Problem::Unmarked {
                    figure: "97.1 MHz".into()
                },
            }]
        );
    }

    #[test]
    fn a_ci_log_is_read() {
        let log = "noise\n=== tier times\nlint     129 s\nbuild    562 s\n\
                   tools: 3 s (scripts/ensure-tools.sh)\ntests: 316 passed, 0 failed\ntotal: 1688 s\n";
        let ci = Ci::parse_log(log, "abc").unwrap();
        assert_eq!(ci.tiers.len(), 2);
        assert_eq!(
            (ci.tests_passed, ci.tools_seconds, ci.total_seconds),
            (316, 3, 1688)
        );
        let mut f = sample();
        f.ci = Some(ci);
        assert_eq!(f.render("ci.total").unwrap(), "28 min 8 s");
        assert_eq!(f.render("ci.tier.build").unwrap(), "562");
        assert!(Ci::parse_log("=== tier times\nlint 1 s  FAILED\n", "a").is_err());
        assert!(Ci::parse_log("nothing", "a").is_err());
    }

    #[test]
    fn the_file_round_trips_through_json() {
        let f = sample();
        let json = serde_json::to_string_pretty(&f).unwrap();
        assert_eq!(serde_json::from_str::<Figures>(&json).unwrap(), f);
    }
}
