//! docs/blocked-bloom.md's capacity table is what the model computes: the
//! block between its markers is regenerated here and must match
//! (`HWFILTER_BLESS=1 cargo test -p hwfilter-model --test docs_blocked`
//! rewrites it).

use hwfilter_model::blocked::BlockedParams;

mod common;
use common::docs::{check_marked_block, group};

const BEGIN: &str = "<!-- capacity-table:begin (model/tests/docs_blocked.rs) -->\n";
const END: &str = "<!-- capacity-table:end -->";

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
    check_marked_block(
        "blocked-bloom.md",
        BEGIN,
        END,
        &table(),
        "--test docs_blocked",
    );
}
