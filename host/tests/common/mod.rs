//! Helpers the host's tests share.
#![allow(dead_code)]

// Also run on the simulated board by the end-to-end tests
// (tests/tests/faults_sim.rs includes this file).
pub mod fault_run;
