//! docs/blocked-bloom.md's capacity table is what the model computes: the
//! block between its markers is regenerated here and must match
//! (`HWFILTER_BLESS=1 cargo test -p hwfilter-model --test docs_blocked`
//! rewrites it).

use hwfilter_model::blocked::BlockedParams;

const DOC: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../docs/blocked-bloom.md");
const BEGIN: &str = "<!-- capacity-table:begin (model/tests/docs_blocked.rs) -->\n";
const END: &str = "<!-- capacity-table:end -->";

fn group(n: u64) -> String {
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

/// Keys at 1% in the ULX3S's 2^28 bits for each block size, against an
/// ideal (unblocked) Bloom filter's bits / 9.585; and the co-simulation's
/// scaled memory.
fn table() -> String {
    let mut t = String::from(
        "| memory | block | what fetches a block | k | keys at 1% | of the ideal |\n\
         |--------|-------|----------------------|---|------------|--------------|\n",
    );
    let ideal = |bits: u64| bits as f64 / (-(0.01f64.ln()) / (2f64.ln() * 2f64.ln()));
    let rows: [(u32, u32, u32, &str); 6] = [
        (28, 7, 6, "one burst of 8 words"),
        (28, 8, 6, "two bursts of 8"),
        (28, 9, 6, "four bursts of 8"),
        (28, 13, 6, "one row: 6 single-word reads (this engine)"),
        (28, 13, 7, "one row: 7 single-word reads"),
        (19, 13, 6, "one row (the co-simulation's 4 x 16 rows)"),
    ];
    for (bits_log2, b, k, fetch) in rows {
        let p = BlockedParams::new(bits_log2 - b, b, k).unwrap();
        let n = p.capacity(0.01);
        let memory = if bits_log2 == 28 {
            "32 MB".to_string()
        } else {
            format!("{} kbit", (1u64 << bits_log2) / 1024)
        };
        t.push_str(&format!(
            "| {memory} | {} bits | {fetch} | {k} | {} | {:.1}% |\n",
            group(p.block_bits()),
            group(n),
            100.0 * n as f64 / ideal(p.total_bits())
        ));
    }
    t
}

#[test]
fn the_capacity_table_is_the_models() {
    let text = std::fs::read_to_string(DOC).expect("read docs/blocked-bloom.md");
    let start = text
        .find(BEGIN)
        .expect("docs/blocked-bloom.md has the table's begin marker")
        + BEGIN.len();
    let end = text[start..].find(END).expect("and its end marker") + start;
    let want = table();
    if text[start..end] != want {
        if std::env::var_os("HWFILTER_BLESS").is_some() {
            let blessed = format!("{}{want}{}", &text[..start], &text[end..]);
            std::fs::write(DOC, blessed).expect("write docs/blocked-bloom.md");
        } else {
            panic!(
                "docs/blocked-bloom.md's capacity table differs from the model's; \
                 HWFILTER_BLESS=1 cargo test -p hwfilter-model --test docs_blocked rewrites it:\n{want}"
            );
        }
    }
}
