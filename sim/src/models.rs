//! Generated Verilator bindings (see sim/build/vlbuild.rs), one per row of
//! sim/build/models.rs; the tests' models only with `test-models`.
#![allow(clippy::all, missing_docs)]

use std::ffi::c_void;

include!(concat!(env!("OUT_DIR"), "/vl_bloom_k4_a12.rs"));
#[cfg(feature = "test-models")]
include!(concat!(env!("OUT_DIR"), "/vl_bloom_k8_a14.rs"));
#[cfg(feature = "test-models")]
include!(concat!(env!("OUT_DIR"), "/vl_bloom_k5_a9.rs"));
#[cfg(feature = "test-models")]
include!(concat!(env!("OUT_DIR"), "/vl_bloom_k6_a19.rs"));
#[cfg(feature = "test-models")]
include!(concat!(env!("OUT_DIR"), "/vl_sdram_bloom_k6_r4.rs"));
#[cfg(feature = "test-models")]
include!(concat!(env!("OUT_DIR"), "/vl_bloom_k4_a12_xu.rs"));
#[cfg(feature = "test-models")]
include!(concat!(env!("OUT_DIR"), "/vl_bloom_k4_a12_gl.rs"));
include!(concat!(env!("OUT_DIR"), "/vl_counting_k4_a12.rs"));
#[cfg(feature = "test-models")]
include!(concat!(env!("OUT_DIR"), "/vl_counting_k5_a9.rs"));
include!(concat!(env!("OUT_DIR"), "/vl_cuckoo_f12_b10.rs"));
#[cfg(feature = "test-models")]
include!(concat!(env!("OUT_DIR"), "/vl_cuckoo_f8_b4_k8.rs"));
#[cfg(feature = "test-models")]
include!(concat!(env!("OUT_DIR"), "/vl_cuckoo_f8_b2.rs"));
#[cfg(feature = "test-models")]
include!(concat!(env!("OUT_DIR"), "/vl_cuckoo_serial_f8_b10.rs"));
#[cfg(feature = "test-models")]
include!(concat!(env!("OUT_DIR"), "/vl_cuckoo_serial_f8_b4_k8.rs"));
#[cfg(feature = "test-models")]
include!(concat!(env!("OUT_DIR"), "/vl_cuckoo_f12_b10_gl.rs"));
include!(concat!(env!("OUT_DIR"), "/vl_board_cu.rs"));
include!(concat!(env!("OUT_DIR"), "/vl_board_cu_counting.rs"));
include!(concat!(env!("OUT_DIR"), "/vl_board_cu_bloom_only.rs"));
include!(concat!(env!("OUT_DIR"), "/vl_board_ib.rs"));
include!(concat!(env!("OUT_DIR"), "/vl_board_ib_counting.rs"));
include!(concat!(env!("OUT_DIR"), "/vl_board_ulx3s_12f.rs"));
#[cfg(feature = "test-models")]
include!(concat!(env!("OUT_DIR"), "/vl_board_ulx3s_sdram_r4.rs"));
include!(concat!(env!("OUT_DIR"), "/vl_board_ulx3s_sdram.rs"));
#[cfg(feature = "test-models")]
include!(concat!(env!("OUT_DIR"), "/vl_board_ib_gl.rs"));
#[cfg(feature = "test-models")]
include!(concat!(env!("OUT_DIR"), "/vl_board_cu_gl.rs"));
#[cfg(feature = "test-models")]
include!(concat!(env!("OUT_DIR"), "/vl_bloom_spram_k4.rs"));
#[cfg(feature = "test-models")]
include!(concat!(env!("OUT_DIR"), "/vl_counting_spram_k4.rs"));
#[cfg(feature = "test-models")]
include!(concat!(env!("OUT_DIR"), "/vl_bloom_spram_k4_gl.rs"));
#[cfg(feature = "test-models")]
include!(concat!(env!("OUT_DIR"), "/vl_selftest_ib_gl.rs"));
#[cfg(feature = "test-models")]
include!(concat!(env!("OUT_DIR"), "/vl_selftest_cu_gl.rs"));
