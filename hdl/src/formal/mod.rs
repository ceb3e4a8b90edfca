//! The designs the formal checks run on (`scripts/formal`, docs/formal.md):
//! each block's generated Verilog at narrowed widths, the property harness
//! that binds to its ports (`formal/*.sv`), the sby job, and the seeded
//! bugs (mutants) that a check must catch.
//!
//! The widths are narrowed through the blocks' own const parameters, so
//! the Verilog checked is what the generator emits for that geometry, not
//! a hand-written copy. The one change made to it is [`abstract_mixer`],
//! which docs/formal.md justifies.

use rust_hdl::prelude::*;

use hwfilter_model::bloom::opcode;
use hwfilter_model::cuckoo;

use crate::link::CobsDecoder;
use crate::verilog::rename_top;
use crate::{BloomConfig, BloomEngine, CuckooEngine};

/// One design under proof: its Verilog, the harness files it is checked
/// with (under `formal/`), and the depths of its checks.
#[derive(Clone, Debug)]
pub struct FormalDesign {
    /// Job name, also the DUT's module name.
    pub name: &'static str,
    /// What is checked, in a line (for reports).
    pub what: &'static str,
    /// The DUT's Verilog as checked.
    pub verilog: String,
    /// Harness files under `formal/`, the top's first.
    pub harness: &'static [&'static str],
    /// The harness's top module.
    pub top: &'static str,
    /// Steps of the bounded assertion check (bmc).
    pub bmc_depth: u32,
    /// Steps within which every cover must be reached.
    pub cover_depth: u32,
}

/// A seeded bug: `find` (which must occur exactly once in the design's
/// Verilog) becomes `replace`, and the design's assertion check must fail.
#[derive(Clone, Copy, Debug)]
pub struct Mutant {
    pub design: &'static str,
    pub name: &'static str,
    /// The bug, in words: what it breaks.
    pub bug: &'static str,
    pub find: &'static str,
    pub replace: &'static str,
}

/// The files the harnesses read, relative to the workspace.
pub const HARNESS_DIR: &str = "formal";

/// Every design with its checks.
pub fn designs() -> Vec<FormalDesign> {
    vec![
        FormalDesign {
            name: "bloom_engine",
            what: "Bloom engine (4 banks of 2^3 bits): result port holds until taken, \
               one result per op in order, no false negative",
            verilog: abstract_mixer(&bloom_engine_verilog()),
            harness: &["bloom_engine.sv", "streams.sv"],
            top: "bloom_engine_formal",
            // Latency 9 plus 7: a QUERY of the key taken up to 6 cycles after
            // its INSERT is answered inside the bound, whatever the stalls.
            bmc_depth: 16,
            cover_depth: 20,
        },
        FormalDesign {
            name: "cobs_decoder",
            what: "COBS decoder: after a delimiter its outputs depend on nothing before it \
               (two copies with different histories agree), one strobe at a time",
            verilog: cobs_decoder_verilog(),
            harness: &["cobs_decoder.sv"],
            top: "cobs_decoder_formal",
            // Two frames of up to a few bytes after any history of as long.
            bmc_depth: 24,
            cover_depth: 24,
        },
        FormalDesign {
            name: "cuckoo_engine",
            what: "Cuckoo engine (8-bit fingerprints, 4 buckets, 1 kick): result port holds \
               until taken, one result per op in order, no false negative through kicks \
               and the stash, COUNT = inserts - deletes",
            verilog: abstract_mixer(&cuckoo_engine_verilog()),
            harness: &["cuckoo_engine.sv", "streams.sv"],
            top: "cuckoo_engine_formal",
            bmc_depth: 16,
            cover_depth: 20,
        },
    ]
}

/// The seeded bugs; each must make its design's assertion check fail.
pub fn mutants() -> Vec<Mutant> {
    vec![
        Mutant {
            design: "bloom_engine",
            name: "ready_ignored",
            bug: "the result register is overwritten while the consumer stalls",
            find: "advance_tail = ~p8_v$q | out_ready;",
            replace: "advance_tail = 1'b1;",
        },
        Mutant {
            design: "bloom_engine",
            name: "write_lost_back_to_back",
            bug: "bank 3's write is dropped when another op arrives in the same cycle",
            find: "banks$3$write_enable = advance & p6_v$q & p6_we$q & ~reset;",
            replace: "banks$3$write_enable = advance & p6_v$q & p6_we$q & ~reset & ~in_valid;",
        },
        Mutant {
            design: "cuckoo_engine",
            name: "delete_not_counted",
            bug: "a successful DELETE does not decrement the item count",
            find: "items_reg$d = items_reg$q + delta$q;",
            replace: "items_reg$d = items_reg$q + ((delta$q == 32'hffffffff) ? 32'h0 : delta$q);",
        },
        Mutant {
            design: "cobs_decoder",
            name: "delimiter_keeps_block_count",
            bug: "a delimiter that cuts a block short leaves its count, which leaks into the next frame",
            find: "out_error = remaining$q != zero8;\n                remaining$d = zero8;",
            replace: "out_error = remaining$q != zero8;",
        },
    ]
}

impl Mutant {
    /// The design's Verilog with the bug seeded; panics (naming the mutant)
    /// if `find` is not there exactly once, so a change to the RTL cannot
    /// make a mutant silently vanish.
    pub fn apply(&self, verilog: &str) -> String {
        let n = verilog.matches(self.find).count();
        assert_eq!(
            n, 1,
            "mutant {}: `{}` occurs {n} times in {}'s Verilog (want once): update hwfilter_hdl::formal::mutants",
            self.name, self.find, self.design
        );
        verilog.replacen(self.find, self.replace, 1)
    }
}

/// The Bloom engine with 4 banks of 2^3 bits: the smallest geometry whose
/// banks still have several words, so hazards between different words and
/// the same word both occur.
pub fn bloom_engine_verilog() -> String {
    let mut uut = BloomEngine::<4, 3>::new();
    uut.connect_all();
    rename_top(&generate_verilog(&uut), "bloom_engine")
}

/// The pipelined Cuckoo engine with 8-bit fingerprints in 4 buckets and
/// at most 1 kick: two buckets per bank, so kicks, the stash and FULL
/// come within a few ops.
pub fn cuckoo_engine_verilog() -> String {
    let mut uut = CuckooEngine::<8, 32, 2, 1>::new(1);
    uut.connect_all();
    rename_top(&generate_verilog(&uut), "cuckoo_engine")
}

/// The link's COBS decoder, as the board builds it (it has no parameters).
pub fn cobs_decoder_verilog() -> String {
    let mut uut = CobsDecoder::new();
    uut.connect_all();
    rename_top(&generate_verilog(&uut), "cobs_decoder")
}

/// The harnesses' `formal_defs.vh`: the model's op codes and the engines'
/// latencies, so the properties quote them from one place.
pub fn defs_vh() -> String {
    let mut s =
        String::from("// Written by hwfilter_hdl::formal::defs_vh from the model's constants.\n");
    for (name, code) in [
        ("OP_QUERY", opcode::QUERY),
        ("OP_INSERT", opcode::INSERT),
        ("OP_CLEAR", opcode::CLEAR),
        ("OP_READ", opcode::READ),
        ("OP_WRITE", opcode::WRITE),
    ] {
        s.push_str(&format!("`define {name} 3'd{code}\n"));
    }
    for (name, code) in [
        ("CF_QUERY", cuckoo::opcode::QUERY),
        ("CF_INSERT", cuckoo::opcode::INSERT),
        ("CF_CLEAR", cuckoo::opcode::CLEAR),
        ("CF_READ", cuckoo::opcode::READ),
        ("CF_WRITE", cuckoo::opcode::WRITE),
        ("CF_DELETE", cuckoo::opcode::DELETE),
        ("CF_COUNT", cuckoo::opcode::COUNT),
        ("CF_STATS", cuckoo::opcode::STATS),
    ] {
        s.push_str(&format!("`define {name} 3'd{code}\n"));
    }
    for (name, code) in [
        ("CF_OK", cuckoo::code::OK),
        ("CF_FULL", cuckoo::code::FULL),
        ("CF_NOT_FOUND", cuckoo::code::NOT_FOUND),
    ] {
        s.push_str(&format!("`define {name} 2'd{code}\n"));
    }
    s.push_str(&format!("`define BLOOM_LATENCY {}\n", BloomConfig::LATENCY));
    s
}

/// The sby job of `design`: a `bmc` task (assertions to `bmc_depth`) and a
/// `cover` task (every cover reached within `cover_depth`).
///
/// Memories become flip-flops (`memory_map`): the banks are a few words,
/// and Yices decides bit-level state far faster than SMT arrays.
pub fn sby_job(design: &FormalDesign, verilog_file: &str) -> String {
    let harness = design.harness.join(" ");
    let files: String = std::iter::once(verilog_file)
        .chain(design.harness.iter().copied())
        .chain(std::iter::once("formal_defs.vh"))
        .map(|f| format!("{f}\n"))
        .collect();
    format!(
        "[tasks]\nbmc\ncover\n\n[options]\nbmc: mode bmc\nbmc: depth {bmc}\ncover: mode cover\ncover: depth {cover}\n\n\
         [engines]\nsmtbmc yices\n\n[script]\nread -formal {verilog_file}\nread -formal {harness}\n\
         prep -top {top}\nmemory_map\nopt -fast\n\n[files]\n{files}",
        bmc = design.bmc_depth,
        cover = design.cover_depth,
        top = design.top,
    )
}

/// Replaces the body of every mixer round (`MixRound`: ports `x`, `bypass`,
/// `out`) with a cheap pure function that keeps the bypass: with the keys
/// narrowed to 16 bits, `out = {4{x[15:0]}}` spreads them over all 64
/// bits, so every bank index still depends on the key. The checked
/// properties hold for any hash that is a function of the key (the
/// pipeline, hazards and memories are unchanged); the real mixer's values
/// are checked against the model by the co-simulation and hash vectors.
/// Five 64-bit add-rotate-xor rounds per op per step would otherwise make
/// every bounded step a hard SAT problem.
pub fn abstract_mixer(verilog: &str) -> String {
    let mut out = String::with_capacity(verilog.len());
    let mut skipping = false;
    let mut replaced = 0;
    for line in verilog.lines() {
        if skipping {
            if line.starts_with("endmodule") {
                skipping = false;
                out.push_str(line);
                out.push('\n');
            }
            continue;
        }
        out.push_str(line);
        out.push('\n');
        if line.starts_with("module ") && line.ends_with("(x,bypass,out);") {
            out.push_str(
                "    input wire [63:0] x;\n    input wire bypass;\n    output wire [63:0] out;\n    \
                 // abstracted for the formal checks: hwfilter_hdl::formal::abstract_mixer\n    \
                 assign out = bypass ? x : {4{x[15:0]}};\n",
            );
            skipping = true;
            replaced += 1;
        }
    }
    assert!(replaced > 0, "no mixer round found to abstract");
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_mutant_applies_exactly_once() {
        let designs = designs();
        for m in mutants() {
            let d = designs
                .iter()
                .find(|d| d.name == m.design)
                .unwrap_or_else(|| panic!("mutant {} names no design", m.name));
            let v = m.apply(&d.verilog);
            assert!(v.contains(m.replace) && v != d.verilog);
        }
    }

    #[test]
    fn the_abstraction_replaces_every_round_and_nothing_else() {
        let v = bloom_engine_verilog();
        let a = abstract_mixer(&v);
        let rounds = v.lines().filter(|l| l.ends_with("(x,bypass,out);")).count();
        assert_eq!(rounds, 5, "four mixer rounds and the final one");
        assert_eq!(a.matches("{4{x[15:0]}}").count(), rounds);
        assert_eq!(v.matches("module ").count(), a.matches("module ").count());
        assert!(!a.contains("seed"), "no round keeps its constants");
    }
}
