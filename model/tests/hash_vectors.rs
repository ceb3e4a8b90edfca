//! docs/hashing.md is the frozen specification: every vector in its tables
//! must be what the model computes.
use hwfilter_model::hash::{key_from_bytes, mix};
use hwfilter_model::{BloomModel, BloomParams};

fn hex(s: &str) -> u64 {
    u64::from_str_radix(s.trim().trim_start_matches("0x"), 16).expect("hex field")
}

fn doc() -> String {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../docs/hashing.md");
    std::fs::read_to_string(path).expect("docs/hashing.md")
}

#[test]
fn vectors_in_docs_match_the_model() {
    let (mut bytes_rows, mut mix_rows) = (0, 0);
    for line in doc().lines() {
        let cells: Vec<&str> = line.split('|').map(str::trim).collect();
        // "| "text" | 0x... |" and "| 0x... | 0x... | 0x... |"
        if cells.len() == 4 && cells[1].starts_with('"') {
            let text = cells[1].trim_matches('"');
            assert_eq!(
                key_from_bytes(text.as_bytes()),
                hex(cells[2]),
                "key of {text:?}"
            );
            bytes_rows += 1;
        } else if cells.len() == 5 && cells[1].starts_with("0x") && cells[2].starts_with("0x") {
            let m = mix(hex(cells[1]));
            assert_eq!(
                (m.h0, m.h1),
                (hex(cells[2]), hex(cells[3])),
                "mix of {}",
                cells[1]
            );
            mix_rows += 1;
        }
    }
    assert!(
        bytes_rows >= 5 && mix_rows >= 8,
        "tables not found ({bytes_rows}, {mix_rows})"
    );
}

#[test]
fn worked_bloom_example_in_docs() {
    let f = BloomModel::new(BloomParams::new(4, 12).unwrap());
    let ix: Vec<u64> = f.indices(1).collect();
    assert_eq!(ix, vec![0x3d5, 0xc15, 0x610, 0xdb9]);
    assert!(doc().contains("bank 0 = 0x3d5,\nbank 1 = 0xc15, bank 2 = 0x610, bank 3 = 0xdb9"));
}
