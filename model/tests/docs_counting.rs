//! docs/counting.md's capacity table is what the model computes: the
//! block between its markers is regenerated here and must match
//! (`HWFILTER_BLESS=1 cargo test -p hwfilter-model --test docs_counting`
//! rewrites it).

use hwfilter_model::BloomParams;
use hwfilter_model::counting::COUNTER_BITS;

mod common;
use common::docs::{check_marked_block, group};

const BEGIN: &str = "<!-- capacity-table:begin (model/tests/docs_counting.rs) -->\n";
const END: &str = "<!-- capacity-table:end -->";

/// Counting and plain Bloom filters in the same memory (in iCE40 block
/// RAMs of 4096 bits): keys each holds at 1 % false positives.
fn table() -> String {
    let mut t = String::from(
        "| memory | counting Bloom: banks x counters | keys at 1% | plain Bloom: banks x bits | keys at 1% | plain / counting |\n\
         |--------|----------------------------------|------------|---------------------------|------------|------------------|\n",
    );
    for (k, a) in [(4u32, 12u32), (8, 12), (4, 13)] {
        let counting = BloomParams::new(k, a).unwrap();
        let plain = BloomParams::new(k, a + COUNTER_BITS.ilog2()).unwrap();
        let bits = counting.total_bits() * COUNTER_BITS as u64;
        assert_eq!(plain.total_bits(), bits);
        let (nc, np) = (counting.capacity(0.01), plain.capacity(0.01));
        t.push_str(&format!(
            "| {} kbit ({} block RAMs) | {k} x {} | {} | {k} x {} | {} | {:.2} |\n",
            bits / 1024,
            bits / 4096,
            group(counting.bank_bits()),
            group(nc),
            group(plain.bank_bits()),
            group(np),
            np as f64 / nc as f64
        ));
    }
    t
}

#[test]
fn the_capacity_table_is_the_models() {
    check_marked_block("counting.md", BEGIN, END, &table(), "--test docs_counting");
}
