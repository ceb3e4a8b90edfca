//! Helpers shared by the model's integration tests. Each `tests/*.rs` file is
//! its own crate and declares `mod common;`, so every helper is compiled
//! into every test file, including the ones that never call it: dead code is
//! allowed here so that those files stay free of warnings.
#![allow(dead_code)]

pub mod board;
pub mod cuckoo;
pub mod docs;
pub mod keys;
