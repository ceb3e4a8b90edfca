//! Helpers of the tests that hold a docs page's table to the model
//! (`docs_*.rs`).

/// `n` with a comma every three digits, as the docs write numbers.
pub fn group(n: u64) -> String {
    let d = n.to_string();
    let mut out = String::new();
    for (i, c) in d.chars().enumerate() {
        if i > 0 && (d.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    out
}

/// The text between the markers `begin` (a whole line) and `end` of the
/// page `doc` (`docs/<doc>`) must be `want`: with `HWFILTER_BLESS` set it
/// is rewritten, otherwise the test fails naming `test`, the arguments of
/// `cargo test -p <this crate>` that rewrite it.
pub fn check_marked_block(doc: &str, begin: &str, end: &str, want: &str, test: &str) {
    let path = format!("{}/../docs/{doc}", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("read docs/{doc}: {e}"));
    let start = text
        .find(begin)
        .unwrap_or_else(|| panic!("docs/{doc} has no marker {begin:?}"))
        + begin.len();
    let stop = text[start..]
        .find(end)
        .unwrap_or_else(|| panic!("docs/{doc} has no marker {end:?}"))
        + start;
    if text[start..stop] == *want {
        return;
    }
    if std::env::var_os("HWFILTER_BLESS").is_some() {
        let blessed = format!("{}{want}{}", &text[..start], &text[stop..]);
        std::fs::write(&path, blessed).unwrap_or_else(|e| panic!("write docs/{doc}: {e}"));
    } else {
        panic!(
            "docs/{doc}'s table differs from what the test computes; \
             HWFILTER_BLESS=1 cargo test -p {} {test} rewrites it:\n{want}",
            env!("CARGO_PKG_NAME")
        );
    }
}
