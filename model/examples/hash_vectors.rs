//! Prints the test-vector tables of docs/hashing.md from the model.
//! `cargo run -p hwfilter-model --example hash_vectors`
use hwfilter_model::hash::{key_from_bytes, mix};

fn main() {
    println!("| bytes | key (xxh3-64, seed KEY_SEED) |");
    println!("|---|---|");
    for b in ["", "a", "hello", "hwfilter", "The quick brown fox"] {
        println!("| \"{b}\" | 0x{:016x} |", key_from_bytes(b.as_bytes()));
    }
    println!();
    println!("| key | h0 | h1 |");
    println!("|---|---|---|");
    let keys = [
        0u64,
        1,
        2,
        3,
        1 << 20,
        1 << 48 | 1,
        0x0123_4567_89ab_cdef,
        u64::MAX,
    ];
    for k in keys {
        let m = mix(k);
        println!("| 0x{k:016x} | 0x{:016x} | 0x{:016x} |", m.h0, m.h1);
    }
}
