//! The formal checks (docs/formal.md): every design's assertion check
//! holds and every cover is reached (`proofs`), and every seeded bug
//! makes its design's check fail (`mutants`), each test on every core. `scripts/formal` runs them;
//! the tools come from `scripts/ensure-formal.sh`, and a missing tool
//! fails the test with that hint instead of skipping it.
//!
//! `HWFILTER_FORMAL_ONLY=name,...` (`scripts/formal DESIGN...`) restricts
//! both tests to those designs; an unknown name fails.

use std::path::{Path, PathBuf};
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};

use hwfilter_hdl::formal::{self, FormalDesign, HARNESS_DIR, defs_vh, designs, sby_job};
use hwfilter_toolchain::sby::{Sby, SbyRun, SbyStatus, work_dir};

fn workspace() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

fn sby() -> Sby {
    Sby::locate().unwrap_or_else(|e| panic!("{e}"))
}

/// The designs to check: all, or those `HWFILTER_FORMAL_ONLY` names.
fn selected() -> Vec<FormalDesign> {
    let all = designs();
    let Ok(only) = std::env::var("HWFILTER_FORMAL_ONLY") else {
        return all;
    };
    let names: Vec<&str> = only.split(',').filter(|n| !n.is_empty()).collect();
    for n in &names {
        assert!(
            all.iter().any(|d| d.name == *n),
            "HWFILTER_FORMAL_ONLY: no design {n} (designs: {})",
            all.iter().map(|d| d.name).collect::<Vec<_>>().join(", ")
        );
    }
    all.into_iter()
        .filter(|d| names.contains(&d.name))
        .collect()
}

/// Runs `task` of `design` with `verilog` as its DUT, in its own directory.
fn run(sby: &Sby, job: &str, design: &FormalDesign, verilog: &str, task: &str) -> SbyRun {
    let dut_file = format!("{}.v", design.name);
    let mut files = vec![
        (dut_file.clone(), verilog.to_owned()),
        ("formal_defs.vh".into(), defs_vh()),
    ];
    for h in design.harness {
        let path = workspace().join(HARNESS_DIR).join(h);
        let text = std::fs::read_to_string(&path)
            .unwrap_or_else(|e| panic!("read {}: {e}", path.display()));
        files.push(((*h).to_owned(), text));
    }
    let r = sby
        .run(
            &work_dir(job),
            job,
            &sby_job(design, &dut_file),
            &files,
            task,
        )
        .unwrap_or_else(|e| panic!("{job} {task}: {e}"));
    println!("{job} {task}: {:?} in {:.1} s", r.status, r.seconds);
    r
}

/// `each(item)` for every item, on as many threads as the machine has
/// cores; the items' results in their order.
fn on_every_core<T: Sync, R: Send>(items: &[T], each: impl Fn(&T) -> R + Sync) -> Vec<R> {
    let workers = std::thread::available_parallelism()
        .map(|n| n.get())
        .unwrap_or(1)
        .clamp(1, items.len().max(1));
    let next = AtomicUsize::new(0);
    let results = Mutex::new(Vec::with_capacity(items.len()));
    std::thread::scope(|s| {
        for _ in 0..workers {
            s.spawn(|| {
                loop {
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    let Some(item) = items.get(i) else { break };
                    let r = each(item);
                    results
                        .lock()
                        .expect("no worker panics holding it")
                        .push((i, r));
                }
            });
        }
    });
    let mut results = results.into_inner().expect("no worker panicked holding it");
    results.sort_by_key(|(i, _)| *i);
    results.into_iter().map(|(_, r)| r).collect()
}

/// Every design's check and covers; a design's two tasks run one after
/// the other (they share its job directory), designs side by side.
#[test]
fn proofs() {
    let sby = sby();
    let failed: Vec<String> = on_every_core(&selected(), |d| {
        println!("{}: {}", d.name, d.what);
        let mut failed = Vec::new();
        for task in [d.check.task(), "cover"] {
            let r = run(&sby, d.name, d, &d.verilog, task);
            if r.status != SbyStatus::Pass {
                failed.push(format!(
                    "{} {}: {:?} (log {})\n{}",
                    d.name,
                    task,
                    r.status,
                    r.log.display(),
                    r.summary
                ));
            }
        }
        failed
    })
    .into_iter()
    .flatten()
    .collect();
    assert!(
        failed.is_empty(),
        "formal checks failed:\n{}",
        failed.join("\n")
    );
}

#[test]
fn mutants() {
    let sby = sby();
    let designs = selected();
    let mutants: Vec<_> = formal::mutants()
        .into_iter()
        .filter(|m| designs.iter().any(|d| d.name == m.design))
        .collect();
    let survived: Vec<String> = on_every_core(&mutants, |m| {
        let d = m.design_in(&designs);
        let job = format!("{}_{}", d.name, m.name);
        let r = run(&sby, &job, d, &m.apply(&d.verilog), d.check.task());
        match r.status {
            SbyStatus::Fail => {
                println!("  {job} caught: {}", m.bug);
                None
            }
            other => Some(format!(
                "{} ({}): {other:?}, log {}",
                m.name,
                m.bug,
                r.log.display()
            )),
        }
    })
    .into_iter()
    .flatten()
    .collect();
    assert!(
        survived.is_empty(),
        "seeded bugs no check caught:\n{}",
        survived.join("\n")
    );
}
