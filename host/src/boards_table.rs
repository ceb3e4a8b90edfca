//! docs/boards.md's table of board facts, rendered from the platforms
//! ([`hwfilter_toolchain::platform`]) and the model's capacity formulas, so
//! the docs cannot quote a clock, a divider or a capacity the boards do not
//! have: `host/tests/docs_boards.rs` fails when the doc's copy differs and
//! rewrites it under `HWFILTER_BLESS=1`.

use hwfilter_model::{BloomParams, CuckooParams};
use hwfilter_toolchain::platform::{BloomMemory, ECP5_PLATFORMS, PLATFORMS, Platform, Pll};

/// The line before the generated table in docs/boards.md.
pub const BEGIN: &str = "<!-- board facts: generated from hwfilter_toolchain::platform; \
                         HWFILTER_BLESS=1 cargo test -p hwfilter-host --test docs_boards rewrites it -->";
/// The line after it.
pub const END: &str = "<!-- end of board facts -->";
/// The line before the ECP5 boards' table (`ECP5_PLATFORMS`).
pub const BEGIN_ECP5: &str = "<!-- ECP5 board facts: generated from hwfilter_toolchain::platform; \
                              HWFILTER_BLESS=1 cargo test -p hwfilter-host --test docs_boards rewrites it -->";
/// The line after it.
pub const END_ECP5: &str = "<!-- end of ECP5 board facts -->";

/// `n` with thousands separators.
fn grouped(n: u64) -> String {
    let s = n.to_string();
    let mut out = String::new();
    for (i, c) in s.chars().enumerate() {
        if i > 0 && (s.len() - i) % 3 == 0 {
            out.push(',');
        }
        out.push(c);
    }
    out
}

fn mhz(hz: u32) -> String {
    let m = hz as f64 / 1e6;
    if m.fract() == 0.0 {
        format!("{m:.0} MHz")
    } else {
        format!("{m} MHz")
    }
}

fn rows(p: &Platform) -> Vec<String> {
    let e = &p.engines;
    let bloom = BloomParams::new(e.bloom_banks, e.bloom_bank_addr_bits)
        .expect("a platform's Bloom geometry is valid");
    let cuckoo = CuckooParams::new(e.cuckoo_fp_bits, e.cuckoo_bucket_bits, e.cuckoo_max_kicks)
        .expect("a platform's Cuckoo geometry is valid");
    let clock = match p.pll {
        Some(Pll::Ice40(pll)) => format!(
            "{} from the PLL (DIVR {}, DIVF {}, DIVQ {}) and the {} oscillator",
            mhz(p.clock_hz),
            pll.divr,
            pll.divf,
            pll.divq,
            mhz(p.osc_hz)
        ),
        Some(Pll::Ecp5(pll)) => format!(
            "{} from the PLL (CLKI_DIV {}, CLKFB_DIV {}, CLKOP_DIV {}) and the {} oscillator",
            mhz(p.clock_hz),
            pll.clki_div,
            pll.clkfb_div,
            pll.clkop_div,
            mhz(p.osc_hz)
        ),
        None => format!("{}, the oscillator (no PLL)", mhz(p.clock_hz)),
    };
    let memory = match e.bloom_memory {
        BloomMemory::BlockRam => "block RAM",
        BloomMemory::Spram => "SPRAM",
    };
    vec![
        format!("{}, {}", p.device.part_name(), p.package),
        format!("`constraints/{}`", p.pin_file_name),
        clock,
        format!(
            "{} cycles a bit: {} baud ({}, at most {})",
            p.baud_div,
            grouped(p.baud() as u64),
            p.usb_uart,
            grouped(p.usb_uart_max_baud as u64)
        ),
        format!(
            "{} banks x 2^{} bits in {memory}: {} keys at 1% FPR",
            e.bloom_banks,
            e.bloom_bank_addr_bits,
            grouped(bloom.capacity(0.01))
        ),
        format!(
            "f = {}, 2^{} buckets x 4 slots, {} kicks, {}: {} items at 95% load",
            e.cuckoo_fp_bits,
            e.cuckoo_bucket_bits,
            e.cuckoo_max_kicks,
            if e.cuckoo_pipelined {
                "pipelined"
            } else {
                "one op at a time"
            },
            grouped(cuckoo.capacity())
        ),
        format!(
            "placed for {} MHz (1.2 x the clock), met on seeds 1-3 in {}",
            p.gate_mhz(),
            if p.gated_in_ci {
                "CI"
            } else {
                "`scripts/bench-synth`"
            }
        ),
    ]
}

/// The table, one column per board, between [`BEGIN`] and [`END`].
pub fn board_facts_table() -> String {
    facts_table(&PLATFORMS, BEGIN, END)
}

/// The ECP5 boards' table, between [`BEGIN_ECP5`] and [`END_ECP5`].
pub fn ecp5_board_facts_table() -> String {
    facts_table(&ECP5_PLATFORMS, BEGIN_ECP5, END_ECP5)
}

fn facts_table(platforms: &[&Platform], begin: &str, end: &str) -> String {
    const ROWS: [&str; 7] = [
        "part",
        "pins",
        "clock",
        "UART",
        "Bloom",
        "Cuckoo",
        "timing gate",
    ];
    let columns: Vec<Vec<String>> = platforms.iter().map(|p| rows(p)).collect();
    let mut t = String::new();
    t.push_str(begin);
    t.push('\n');
    t.push_str("| |");
    for p in platforms {
        t.push_str(&format!(" {} (`--board {}`) |", p.title, p.name));
    }
    t.push_str("\n|---|");
    for _ in platforms {
        t.push_str("---|");
    }
    t.push('\n');
    for (i, name) in ROWS.iter().enumerate() {
        t.push_str(&format!("| {name} |"));
        for c in &columns {
            t.push_str(&format!(" {} |", c[i]));
        }
        t.push('\n');
    }
    t.push_str(end);
    t.push('\n');
    t
}

/// `doc` with its generated table replaced by `table`; `None` if the
/// markers are missing or out of order.
pub fn replace_table(doc: &str, table: &str) -> Option<String> {
    replace_between(doc, BEGIN, END, table)
}

/// `doc` with the text from the line `begin` to the line `end` (both
/// included) replaced by `table`; `None` if the markers are missing or out
/// of order.
pub fn replace_between(doc: &str, begin: &str, end: &str, table: &str) -> Option<String> {
    let start = doc.find(begin)?;
    let end = doc[start..].find(end)? + start + end.len();
    let end = if doc[end..].starts_with('\n') {
        end + 1
    } else {
        end
    };
    Some(format!("{}{}{}", &doc[..start], table, &doc[end..]))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_are_grouped_and_tables_replaced_between_the_markers() {
        assert_eq!(grouped(12_000_000), "12,000,000");
        assert_eq!(grouped(999), "999");
        assert_eq!(grouped(6227), "6,227");
        let doc = format!("a\n{BEGIN}\nold\n{END}\nb\n");
        assert_eq!(replace_table(&doc, "NEW\n").unwrap(), "a\nNEW\nb\n");
        assert_eq!(replace_table("no markers", "x"), None);
        let t = board_facts_table();
        assert!(t.contains("6,227 keys at 1% FPR"), "{t}");
        assert!(t.contains("99,648 keys at 1% FPR"), "{t}");
        assert!(t.contains("12,000,000 baud"), "{t}");
    }
}
