//! README.md, docs/boards.md, docs/timing.md, docs/host.md and
//! docs/serve.md quote their measured figures from docs/figures.json
//! (written by `scripts/record-figures`):
//! every marked figure must be what the file records, every marker must
//! name something it holds, and no Fmax-, LC- or keys/s-like figure may
//! stand outside a marker (`hwfilter_host::figures`). `HWFILTER_BLESS=1`
//! rewrites the marked figures and generated blocks from the file.

use std::path::PathBuf;

use hwfilter_host::figures::{COMMAND, DOCS, FILE, Figures, Problem, check_doc};

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("..")
}

#[test]
fn the_docs_quote_the_figures_file() {
    let path = root().join(FILE);
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("read {FILE}: {e}"));
    let figures: Figures = serde_json::from_str(&text).unwrap_or_else(|e| {
        panic!("{FILE} does not parse as hwfilter_host::figures::Figures: {e}")
    });
    assert!(
        figures.command.starts_with(COMMAND),
        "{FILE} says {:?} wrote it; only {COMMAND} does",
        figures.command
    );
    let bless = std::env::var_os("HWFILTER_BLESS").is_some();
    let mut failures = vec![];
    for doc in DOCS {
        let path = root().join(doc);
        let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("read {doc}: {e}"));
        let (findings, blessed) = check_doc(doc, &text, &figures);
        if bless && blessed != text {
            std::fs::write(&path, &blessed).unwrap_or_else(|e| panic!("write {doc}: {e}"));
        }
        failures.extend(
            findings
                .into_iter()
                // Bless fixes what differs; it cannot invent a key or mark a figure.
                .filter(|f| !(bless && matches!(f.problem, Problem::Differs { .. })))
                .map(|f| f.to_string()),
        );
    }
    assert!(
        failures.is_empty(),
        "the docs do not quote {FILE} ({} recorded at {}); \
         HWFILTER_BLESS=1 cargo test -p hwfilter-host --test docs_figures rewrites what differs:\n{}",
        figures.command,
        figures.commit,
        failures.join("\n")
    );
}
