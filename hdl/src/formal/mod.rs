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

use hwfilter_model::counting;

use crate::bloom_spram_engine::BloomSpramCore;
use crate::board::board_info;
use crate::counting_spram_engine::CountingSpramCore;
use crate::cuckoo_serial::core::CuckooSerialCore;
use crate::link::crc32::CRC32_RESIDUE;
use crate::link::frame_receiver::{MAX_FRAME, MIN_FRAME};
use crate::link::{CobsDecoder, Dispatcher, FrameReceiver, UartRx, UartTx};
use crate::verilog::rename_top;
use crate::{BloomConfig, BloomEngine, CountingBloomEngine, CuckooEngine};

/// The largest bit time (clock cycles per bit) the UART checks cover; the
/// smallest is the receiver's minimum, 4.
pub const UART_DIV_MAX: u32 = 5;

/// The Cuckoo engine's max kicks in its checks: one, so kick chains, the
/// stash and FULL all come within a few ops.
pub const CUCKOO_MAX_KICKS: u16 = 1;
/// The dispatcher's Idle acts by this cycle after a reply's start: Send
/// hands the reply to the encoder and returns at once; Idle acts every
/// other cycle, and waits a cycle while a released buffer's flags settle.
pub const DISPATCH_IDLE_AFTER_REPLY: u32 = 3;
/// The Cuckoo engine's fingerprint bits in its checks.
pub const CUCKOO_FP_BITS: usize = 8;
/// The Cuckoo engine's bucket address bits in its checks: 4 buckets, two
/// per bank.
pub const CUCKOO_BUCKET_BITS: usize = 2;

/// One design under proof: its Verilog, the harness files it is checked
/// with (under `formal/`), and the depths of its checks.
#[derive(Clone, Debug)]
pub struct FormalDesign {
    /// Job name, and the name of the DUT's file (`<name>.v`).
    pub name: &'static str,
    /// What is checked, in a line (for reports).
    pub what: &'static str,
    /// The DUT's Verilog as checked.
    pub verilog: String,
    /// Harness files under `formal/`, the top's first.
    pub harness: &'static [&'static str],
    /// The harness's top module.
    pub top: &'static str,
    /// How the assertions are checked.
    pub check: Check,
    /// Steps within which every cover must be reached.
    pub cover_depth: u32,
    /// Memories become flip-flops (`memory_map`): right for a few words
    /// the properties read, which Yices decides far faster than SMT
    /// arrays; wrong for a large buffer the properties do not read.
    pub map_memories: bool,
}

/// How a design's assertions are checked.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Check {
    /// Bounded (sby `bmc`): no trace of up to this many cycles from
    /// power-on breaks an assertion.
    Bounded(u32),
    /// Unbounded (sby `prove`, k-induction of this depth): no trace of
    /// any length does; the depth is also the base case's.
    Induction(u32),
}

impl Check {
    /// The sby task (and mode) name: `bmc` or `prove`.
    pub fn task(&self) -> &'static str {
        match self {
            Check::Bounded(_) => "bmc",
            Check::Induction(_) => "prove",
        }
    }

    pub fn depth(&self) -> u32 {
        match self {
            Check::Bounded(d) | Check::Induction(d) => *d,
        }
    }
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
            check: Check::Bounded(16),
            cover_depth: 20,
            map_memories: true,
        },
        FormalDesign {
            name: "bloom_engine_clear",
            what: "Bloom engine (4 banks of 2^3 bits), from a CLEAR: the checks above, and \
               every QUERY after it answers absent and every READ 0 until an INSERT or WRITE",
            verilog: abstract_mixer(&bloom_engine_verilog()),
            harness: &["bloom_engine.sv", "streams.sv"],
            top: "bloom_engine_clear_formal",
            // An op, the CLEAR behind it walking 8 words in P6, a QUERY
            // behind it.
            check: Check::Bounded(21),
            cover_depth: 21,
            map_memories: true,
        },
        FormalDesign {
            name: "bloom_spram_core",
            what: "SPRAM Bloom engine's core (2 banks, SPRAM model of 8 words): result port \
               holds until taken, one op at a time, no false negative through other keys' \
               read-modify-writes of the same words",
            verilog: bloom_spram_core_verilog(),
            harness: &["bloom_spram_core.sv", "spram.sv", "streams.sv"],
            top: "bloom_spram_core_formal",
            // An INSERT takes 6 cycles from idle to idle, a QUERY 5: an
            // INSERT of the key, another key's INSERT and a QUERY answer
            // within 18.
            check: Check::Bounded(18),
            cover_depth: 18,
            map_memories: true,
        },
        FormalDesign {
            name: "bloom_spram_core_clear",
            what: "SPRAM Bloom engine's core, its clear walk narrowed to the model's 8 words: \
               the checks above, and after a CLEAR every QUERY finds no bit and every READ \
               answers 0 until an INSERT or WRITE",
            verilog: narrow_spram_clear_walk(&bloom_spram_core_verilog()),
            harness: &["bloom_spram_core.sv", "spram.sv", "streams.sv"],
            top: "bloom_spram_core_clear_formal",
            // An op, a CLEAR walking 8 words, a QUERY behind it.
            check: Check::Bounded(20),
            cover_depth: 20,
            map_memories: true,
        },
        FormalDesign {
            name: "counting_spram_core",
            what: "counting SPRAM engine's core (2 banks of 4-bit counters, SPRAM model of 8 \
               words): result port holds until taken, one op at a time, no false negative \
               through other keys' deletes and saturated counters",
            verilog: counting_spram_core_verilog(),
            harness: &["counting_spram_core.sv", "spram.sv", "streams.sv"],
            top: "counting_spram_core_formal",
            // INSERT and DELETE take 6 cycles from idle to idle, QUERY 5:
            // INSERTs of both keys, a DELETE of `key2` and a QUERY of
            // `key` answer within 23.
            check: Check::Bounded(23),
            cover_depth: 23,
            map_memories: true,
        },
        FormalDesign {
            name: "counting_spram_core_clear",
            what: "counting SPRAM engine's core, its clear walk narrowed to the model's 8 \
               words: the checks above, and after a CLEAR every QUERY finds both counters \
               zero, every READ answers 0 and the live counts read 0 until an INSERT or WRITE",
            verilog: narrow_spram_clear_walk(&counting_spram_core_verilog()),
            harness: &["counting_spram_core.sv", "spram.sv", "streams.sv"],
            top: "counting_spram_core_clear_formal",
            // An op, a CLEAR walking 8 words, a QUERY behind it.
            check: Check::Bounded(20),
            cover_depth: 20,
            map_memories: true,
        },
        FormalDesign {
            name: "counting_engine",
            what: "counting Bloom engine (4 banks of 2^3 4-bit counters): result port holds \
               until taken, one result per op in order, no false negative through other \
               keys' deletes, saturated counters and same-word forwarding",
            verilog: abstract_mixer(&counting_engine_verilog()),
            harness: &["counting_engine.sv", "streams.sv"],
            top: "counting_engine_formal",
            // As for the plain engine: latency 9 plus 7.
            check: Check::Bounded(16),
            cover_depth: 20,
            map_memories: true,
        },
        FormalDesign {
            name: "counting_engine_clear",
            what: "counting Bloom engine (4 banks of 2^3 4-bit counters), from a CLEAR: the \
               checks above, and every QUERY after it answers absent and every READ 0 until \
               an INSERT or WRITE, whatever op was ahead of it",
            verilog: abstract_mixer(&counting_engine_verilog()),
            harness: &["counting_engine.sv", "streams.sv"],
            top: "counting_engine_clear_formal",
            // An op, the CLEAR behind it walking 8 words, a QUERY behind it.
            check: Check::Bounded(21),
            cover_depth: 21,
            map_memories: true,
        },
        FormalDesign {
            name: "uart_rx_recovers",
            what: "UART receiver, from any state and after any noise: idle once the line \
               has been high for 11 bit times",
            verilog: uart_rx_free_verilog(),
            harness: &["uart.sv"],
            top: "uart_rx_recovers_formal",
            // Noise, then 11 bit times at the largest bit time.
            check: Check::Induction(11 * UART_DIV_MAX + 8),
            cover_depth: 11 * UART_DIV_MAX + 8,
            map_memories: true,
        },
        FormalDesign {
            name: "uart_loopback",
            what: "UART transmitter into the receiver (from any idle state): a byte sent \
               arrives intact, once, in its frame time, with no error",
            verilog: uart_rx_free_verilog() + &uart_tx_verilog(),
            harness: &["uart.sv"],
            top: "uart_loopback_formal",
            // A 10-bit frame at the largest bit time, after a few cycles.
            check: Check::Bounded(10 * UART_DIV_MAX + 12),
            cover_depth: 10 * UART_DIV_MAX + 12,
            map_memories: true,
        },
        FormalDesign {
            name: "frame_receiver",
            what: "frame receiver (COBS, CRC-32, two buffers): every frame judged as an \
               independent reference judges it, whatever came before; a frame with a bad \
               CRC or length releases no buffer",
            verilog: expose(
                &frame_receiver_verilog(),
                "frame_receiver",
                &[("probe_crc", 32, "crc$q")],
            ),
            harness: &["frame_receiver.sv"],
            top: "frame_receiver_formal",
            // A bad frame of two bytes, then the shortest good frame (a
            // code byte, 10 bytes, the delimiter), a byte every other cycle.
            check: Check::Bounded(28),
            cover_depth: 32,
            map_memories: false,
        },
        FormalDesign {
            name: "cobs_decoder",
            what: "COBS decoder: after a delimiter its outputs depend on nothing before it \
               (two copies with different histories agree), one strobe at a time",
            verilog: cobs_decoder_verilog(),
            harness: &["cobs_decoder.sv"],
            top: "cobs_decoder_formal",
            // Two frames of up to a few bytes after any history of as long.
            check: Check::Bounded(24),
            cover_depth: 24,
            map_memories: true,
        },
        FormalDesign {
            name: "cuckoo_engine",
            what: "Cuckoo engine (8-bit fingerprints, 4 buckets, 1 kick): result port holds \
               until taken, one result per op in order, no false negative through kicks \
               and the stash (a key written into the stash is found), at most max kicks \
               evictions per op, COUNT = inserts - deletes, FULL only with the stash \
               occupied, STATS' kicks and FULL counts, a rejected INSERT changes no word, \
               CLEAR empties the table",
            verilog: expose(
                &abstract_mixer(&cuckoo_engine_verilog()),
                "cuckoo_engine",
                &[
                    ("probe_stash_valid", 1, "stash$valid"),
                    ("probe_evicting", 1, "chain$kick"),
                    ("probe_chain_start", 1, "chain$load_first | chain$load_rein"),
                ],
            ),
            harness: &["cuckoo_engine.sv", "streams.sv"],
            top: "cuckoo_engine_formal",
            check: Check::Bounded(16),
            cover_depth: 20,
            map_memories: true,
        },
        FormalDesign {
            name: "cuckoo_serial_core",
            what: "one-op-at-a-time Cuckoo engine's core (8-bit fingerprints, 4 buckets, \
               1 kick), the pipelined engine's properties through the same harness",
            verilog: expose(
                &cuckoo_serial_core_verilog(),
                "cuckoo_serial_core",
                &[
                    ("probe_stash_valid", 1, "stash_v$q"),
                    (
                        "probe_evicting",
                        1,
                        "st$q == SerialState$Kick && !scan$any_empty && kc$q != max_kicks",
                    ),
                    ("probe_chain_start", 1, "st$q == SerialState$Idle"),
                ],
            ),
            harness: &["cuckoo_engine.sv", "cuckoo_serial_core.sv", "streams.sv"],
            top: "cuckoo_engine_formal",
            check: Check::Bounded(12),
            cover_depth: 16,
            map_memories: true,
        },
        FormalDesign {
            name: "dispatcher",
            what: "the link's dispatcher (both engines): engine op ports hold until taken, \
               one engine at a time and only for a good frame still held, a buffer freed \
               only while full, a reply only with every op's result in and at most one \
               per frame's end",
            verilog: expose(
                &dispatcher_verilog(),
                "dispatcher",
                &[("probe_idle_acting", 1, "intake_states$idle_acting")],
            ),
            harness: &["dispatcher.sv", "streams.sv"],
            top: "dispatcher_formal",
            check: Check::Bounded(48),
            cover_depth: 40,
            map_memories: false,
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
            design: "bloom_engine_clear",
            name: "clear_walk_short",
            bug: "a CLEAR's walk stops one word short of the end of the banks",
            find: "if (&clr_cnt$q) begin",
            replace: "if (clr_cnt$q == 3'd6) begin",
        },
        Mutant {
            design: "bloom_spram_core",
            name: "insert_overwrites_word",
            bug: "an INSERT writes bank 0's word with only its own bit, erasing the others",
            find: "newdata$0$d = rd$0 | onehot$0;",
            replace: "newdata$0$d = onehot$0;",
        },
        Mutant {
            design: "bloom_spram_core_clear",
            name: "clear_walk_short",
            bug: "a CLEAR's walk stops one word short of the last",
            find: "if (clr$q == 14'd7) begin",
            replace: "if (clr$q == 14'd6) begin",
        },
        Mutant {
            design: "counting_spram_core",
            name: "saturation_not_sticky",
            bug: "bank 0's counter at 15 is still counted, so an INSERT wraps it to 0",
            find: "else if (~&old$0) begin",
            replace: "else begin",
        },
        Mutant {
            design: "counting_spram_core_clear",
            name: "clear_walk_short",
            bug: "a CLEAR's walk stops one word short of the last",
            find: "if (clr$q == 14'd7) begin",
            replace: "if (clr$q == 14'd6) begin",
        },
        Mutant {
            design: "counting_spram_core_clear",
            name: "fill_count_kept",
            bug: "a CLEAR zeroes the counters but not the live count of non-zero ones",
            find: "fill$clear = state$q == st_clear;",
            replace: "fill$clear = 1'b0;",
        },
        Mutant {
            design: "cuckoo_engine",
            name: "delete_not_counted",
            bug: "a successful DELETE does not decrement the item count",
            find: "items_reg$d = items_reg$q + delta$q;",
            replace: "items_reg$d = items_reg$q + ((delta$q == 32'hffffffff) ? 32'h0 : delta$q);",
        },
        Mutant {
            design: "cuckoo_engine",
            name: "full_without_stash",
            bug: "every INSERT answers FULL, whether or not the stash is occupied",
            find: "if (stash_valid) begin\n                        result_code = c_full;",
            replace: "if (1'b1) begin\n                        result_code = c_full;",
        },
        Mutant {
            design: "cuckoo_engine",
            name: "stash_not_searched",
            bug: "a QUERY or DELETE never looks in the stash",
            find: "stage_d$in_stash_hit = stash$hit;",
            replace: "stage_d$in_stash_hit = 1'b0;",
        },
        Mutant {
            design: "cuckoo_engine",
            name: "kick_limit_off_by_one",
            bug: "the kick limit is compared one too late: a chain makes max kicks + 1 \
                  evictions before the stash",
            find: "localparam  max_m1 = 16'h0;\n    localparam  max_is1 = 1'b1;",
            replace: "localparam  max_m1 = 16'h1;\n    localparam  max_is1 = 1'b0;",
        },
        Mutant {
            design: "cuckoo_serial_core",
            name: "clear_walk_short",
            bug: "a CLEAR's walk stops one bucket short of the last",
            find: "if (&clr$q) begin",
            replace: "if (clr$q == 2'd2) begin",
        },
        Mutant {
            design: "cuckoo_serial_core",
            name: "stash_not_searched",
            bug: "a QUERY or DELETE never looks in the stash",
            find: "stash_hit = stash_v$q & (stash_fp$q == fp$q) & ((stash_i$q == i1$q) | (stash_i$q == cur$q));",
            replace: "stash_hit = 1'b0;",
        },
        Mutant {
            design: "cuckoo_serial_core",
            name: "kick_limit_off_by_one",
            bug: "the kick limit is compared one too late: a chain makes max kicks + 1 \
                  evictions before the stash",
            find: "else if (kc$q == max_kicks) begin",
            replace: "else if (kc$q == max_kicks + 16'h1) begin",
        },
        Mutant {
            design: "cuckoo_serial_core",
            name: "delete_not_counted",
            bug: "a successful DELETE does not decrement the item count",
            find: "items$d = items$q + delta;",
            replace: "items$d = items$q + ((delta == 32'hffffffff) ? 32'h0 : delta);",
        },
        Mutant {
            design: "dispatcher",
            name: "results_not_awaited",
            bug: "a request's execution ends once its ops are issued, before their results",
            find: "exec_done_q$d = s_exec$q & all_issued & all_results & serializer_idle;",
            replace: "exec_done_q$d = s_exec$q & all_issued & serializer_idle;",
        },
        Mutant {
            design: "dispatcher",
            name: "op_ready_ignored",
            bug: "an op is offered to the engine for one cycle and counted as taken, ready or not",
            find: "took$d = engine_ready;",
            replace: "took$d = 1'b1;",
        },
        Mutant {
            design: "dispatcher",
            name: "wrong_buffer_freed",
            bug: "a finished frame frees the other frame buffer",
            find: "buf_free_idx = window$buffer;",
            replace: "buf_free_idx = ~window$buffer;",
        },
        Mutant {
            design: "counting_engine",
            name: "forwarding_removed",
            bug: "bank 0's read ignores the write landing at the same edge (no forwarding)",
            find: "if (fwd$0$q) begin\n            old$0 = fwd_count$0$q;",
            replace: "if (1'b0) begin\n            old$0 = fwd_count$0$q;",
        },
        Mutant {
            design: "counting_engine_clear",
            name: "clear_skips_a_word",
            bug: "a CLEAR's walk steps from the first word to the third, leaving the second's \
               counters",
            find: "clr_cnt$d = clr_cnt$q + one_a;",
            replace: "clr_cnt$d = clr_cnt$q + one_a + (clr_cnt$q == 3'd0);",
        },
        Mutant {
            design: "uart_rx_recovers",
            name: "break_never_left",
            bug: "after a stop bit of 0 the receiver waits for ever, whatever the line does",
            find: "if (~sync2$q) begin\n                        state$d = RxState$Idle;",
            replace: "if (1'b0) begin\n                        state$d = RxState$Idle;",
        },
        Mutant {
            design: "uart_loopback",
            name: "bit_count_off_by_one",
            bug: "the receiver reads 7 data bits and takes the eighth for the stop bit",
            find: "if (bitn$q == seven) begin",
            replace: "if (bitn$q == 3'd6) begin",
        },
        Mutant {
            design: "frame_receiver",
            name: "crc_ignored",
            bug: "a frame whose CRC fails is still handed to the dispatcher",
            find: "ok2$d = ~(derr$q | oversize$q | runt$q) & crc_ok$q & storing$q;",
            replace: "ok2$d = ~(derr$q | oversize$q | runt$q) & storing$q;",
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
    /// The design this bug is seeded into; panics if none has its name.
    pub fn design_in<'a>(&self, designs: &'a [FormalDesign]) -> &'a FormalDesign {
        designs
            .iter()
            .find(|d| d.name == self.design)
            .unwrap_or_else(|| panic!("mutant {} names no design ({})", self.name, self.design))
    }

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
    generated(BloomEngine::<4, 3>::new(), "bloom_engine")
}

/// The pipelined Cuckoo engine with 8-bit fingerprints in 4 buckets and
/// at most 1 kick: two buckets per bank, so kicks, the stash and FULL
/// come within a few ops.
pub fn cuckoo_engine_verilog() -> String {
    generated(
        CuckooEngine::<
            CUCKOO_FP_BITS,
            { 4 * CUCKOO_FP_BITS },
            CUCKOO_BUCKET_BITS,
            { CUCKOO_BUCKET_BITS - 1 },
        >::new(CUCKOO_MAX_KICKS),
        "cuckoo_engine",
    )
}

/// The one-op-at-a-time Cuckoo engine's core (without its mixer front) in
/// the pipelined engine's check geometry.
pub fn cuckoo_serial_core_verilog() -> String {
    generated(
        CuckooSerialCore::<CUCKOO_FP_BITS, { 4 * CUCKOO_FP_BITS }, CUCKOO_BUCKET_BITS>::new(
            CUCKOO_MAX_KICKS,
        ),
        "cuckoo_serial_core",
    )
}

/// The counting Bloom engine with 4 banks of 2^3 4-bit counters, the same
/// geometry as the plain engine's check.
pub fn counting_engine_verilog() -> String {
    generated(CountingBloomEngine::<4, 3>::new(), "counting_engine")
}

/// The SPRAM Bloom engine's core (2 banks; the engine without its mixer
/// front, so the checks give it the hash pair directly), its FSM's idle
/// state shown as `probe_idle`, and its flip-flops free to start in any
/// state: the checks start it idle, past the 16,384-cycle clear walk that
/// follows its reset.
pub fn bloom_spram_core_verilog() -> String {
    let v = generated(BloomSpramCore::<2>::new(), "bloom_spram_core");
    let probes = [("probe_idle", 1, "state$q == st_idle")];
    // The SPRAM comes from the harness (formal/spram.sv): the
    // define leaves out the Verilog's own lint stub of it.
    "`define HWFILTER_ICE40_CELLS\n".to_owned()
        + &free_initial_state(&expose(&v, "bloom_spram_core", &probes), "bloom_spram_core")
}

/// The counting SPRAM engine's core, as [`bloom_spram_core_verilog`]
/// gives the plain one.
pub fn counting_spram_core_verilog() -> String {
    let v = generated(CountingSpramCore::<2>::new(), "counting_spram_core");
    let probes = [("probe_idle", 1, "state$q == st_idle")];
    "`define HWFILTER_ICE40_CELLS\n".to_owned()
        + &free_initial_state(
            &expose(&v, "counting_spram_core", &probes),
            "counting_spram_core",
        )
}

/// Words the SPRAM model of the checks keeps (formal/spram.sv).
pub const SPRAM_MODEL_WORDS: u32 = 8;

/// Narrows an SPRAM core's clear walk to the [`SPRAM_MODEL_WORDS`] words
/// of the checks' SPRAM model: the walk ends at word 7 instead of 16,383,
/// its counter, addresses, writes and result unchanged, so a CLEAR and
/// the ops behind it fit a bounded check. The model keeps 8 words, so the
/// narrowed walk still writes every word the core can read.
pub fn narrow_spram_clear_walk(verilog: &str) -> String {
    const WALK_END: &str = "if (&clr$q) begin";
    assert_eq!(
        verilog.matches(WALK_END).count(),
        1,
        "the clear walk's end must occur exactly once"
    );
    let narrowed = format!("if (clr$q == 14'd{}) begin", SPRAM_MODEL_WORDS - 1);
    verilog.replacen(WALK_END, &narrowed, 1)
}

/// The link's UART receiver (no parameters: the bit time is an input),
/// its FSM state shown as `probe_state`, and its flip-flops free to start
/// in any state.
pub fn uart_rx_free_verilog() -> String {
    let probes = [("probe_state", 3, "state$q"), ("probe_cnt", 16, "cnt$q")];
    free_initial_state(&expose(&uart_rx_verilog(), "uart_rx", &probes), "uart_rx")
}

/// The link's UART receiver as the board builds it, power-on values and all.
pub fn uart_rx_verilog() -> String {
    generated(UartRx::new(), "uart_rx")
}

/// The link's UART transmitter, as the board builds it.
pub fn uart_tx_verilog() -> String {
    generated(UartTx::new(), "uart_tx")
}

/// The link's frame receiver, as the board builds it (no parameters).
pub fn frame_receiver_verilog() -> String {
    generated(FrameReceiver::new(), "frame_receiver")
}

/// The link's COBS decoder, as the board builds it (it has no parameters).
pub fn cobs_decoder_verilog() -> String {
    generated(CobsDecoder::new(), "cobs_decoder")
}

/// The link's dispatcher of a board with both engines (a plain Bloom
/// filter of 4 banks of 2^9 bits, a Cuckoo filter of 8-bit fingerprints
/// in 2^8 buckets): the geometry is only what INFO reports.
pub fn dispatcher_verilog() -> String {
    generated(
        Dispatcher::new(board_info(4, 9, 8, 8, 12_000_000)),
        "dispatcher",
    )
}

/// `block`'s generated Verilog, its top module named `top`.
fn generated(mut block: impl Block, top: &str) -> String {
    block.connect_all();
    rename_top(&generate_verilog(&block), top)
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
        ("OP_DELETE", counting::opcode::DELETE),
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
    s.push_str(&format!("`define CF_MAX_KICKS {CUCKOO_MAX_KICKS}\n"));
    s.push_str(&format!("`define CF_FP_BITS {CUCKOO_FP_BITS}\n"));
    s.push_str(&format!("`define CF_BUCKET_BITS {CUCKOO_BUCKET_BITS}\n"));
    s.push_str(&format!("`define UART_DIV_MAX {UART_DIV_MAX}\n"));
    s.push_str(&format!(
        "`define DISPATCH_IDLE_AFTER_REPLY {DISPATCH_IDLE_AFTER_REPLY}\n"
    ));
    s.push_str(&format!(
        "`define MIN_FRAME {MIN_FRAME}\n`define MAX_FRAME {MAX_FRAME}\n"
    ));
    s.push_str(&format!("`define CRC32_RESIDUE 32'h{CRC32_RESIDUE:08x}\n"));
    s
}

/// The sby job of `design`: its check's task (`bmc` or `prove`, to the
/// check's depth) and a `cover` task (every cover reached within `cover_depth`).
///
/// Memories become flip-flops where the design says so
/// ([`FormalDesign::map_memories`]).
pub fn sby_job(design: &FormalDesign, verilog_file: &str) -> String {
    let harness = design.harness.join(" ");
    let files: String = std::iter::once(verilog_file)
        .chain(design.harness.iter().copied())
        .chain(std::iter::once("formal_defs.vh"))
        .map(|f| format!("{f}\n"))
        .collect();
    format!(
        "[tasks]\n{task}\ncover\n\n[options]\n{task}: mode {task}\n{task}: depth {depth}\ncover: mode cover\ncover: depth {cover}\n\n\
         [engines]\nsmtbmc yices\n\n[script]\nread -formal {verilog_file}\nread -formal {harness}\n\
         prep -top {top}\n{map}opt -fast\n\n[files]\n{files}",
        map = if design.map_memories {
            "memory_map\n"
        } else {
            ""
        },
        task = design.check.task(),
        depth = design.check.depth(),
        cover = design.cover_depth,
        top = design.top,
    )
}

/// Adds output ports to `module` that show its internal nets (`probes`:
/// port name, width, the expression it shows), so a harness can state
/// properties of internal state: yosys ignores hierarchical references
/// into a module (a `dut.reg` in an assertion is not an error, it is
/// silently vacuous), so probes are the way in. The module's logic is
/// unchanged; panics if `module` is not defined exactly once.
pub fn expose(verilog: &str, module: &str, probes: &[(&str, u32, &str)]) -> String {
    let header = format!("module {module}(");
    let starts: Vec<usize> = verilog.match_indices(&header).map(|(i, _)| i).collect();
    assert_eq!(
        starts.len(),
        1,
        "module {module} defined {} times",
        starts.len()
    );
    let start = starts[0];
    let body_end = start
        + verilog[start..]
            .find("\nendmodule")
            .unwrap_or_else(|| panic!("module {module} has no endmodule"));
    let names: String = probes.iter().map(|(n, _, _)| format!("{n},")).collect();
    let mut decls =
        String::from("\n    // probes for the formal checks: hwfilter_hdl::formal::expose");
    for (name, width, expr) in probes {
        let range = if *width > 1 {
            format!("[{}:0] ", width - 1)
        } else {
            String::new()
        };
        decls.push_str(&format!(
            "\n    output wire {range}{name};\n    assign {name} = {expr};"
        ));
    }
    let mut out = String::with_capacity(verilog.len() + decls.len() + names.len());
    out.push_str(&verilog[..start]);
    out.push_str(&header);
    out.push_str(&names);
    out.push_str(&verilog[start + header.len()..body_end]);
    out.push_str(&decls);
    out.push_str(&verilog[body_end..]);
    out
}

/// Removes the initial values of `module`'s flip-flops (the `initial`
/// blocks of it and its submodules, `module$...`), so a check starts from
/// every state they can hold, not only the power-on one. Panics if there
/// was none to remove.
pub fn free_initial_state(verilog: &str, module: &str) -> String {
    let prefix = format!("{module}$");
    let mut out = String::with_capacity(verilog.len());
    let mut in_module = false;
    let mut skipping = false;
    let mut removed = 0;
    for line in verilog.lines() {
        if let Some(rest) = line.strip_prefix("module ") {
            let name = rest.split('(').next().unwrap_or_default();
            in_module = name == module || name.starts_with(&prefix);
        }
        let trimmed = line.trim();
        if skipping {
            if trimmed == "end" {
                skipping = false;
            }
            continue;
        }
        if in_module && trimmed == "initial begin" {
            skipping = true;
            removed += 1;
            continue;
        }
        out.push_str(line);
        out.push('\n');
    }
    assert!(removed > 0, "module {module}: no initial values to remove");
    out
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
            let d = m.design_in(&designs);
            let v = m.apply(&d.verilog);
            assert!(v.contains(m.replace) && v != d.verilog);
        }
    }

    #[test]
    fn a_probe_becomes_a_port_of_its_module_only() {
        let v = frame_receiver_verilog();
        let e = expose(
            &v,
            "frame_receiver",
            &[("probe_crc", 32, "crc$q"), ("probe_n_nz", 1, "n_nz$q")],
        );
        assert!(e.contains("module frame_receiver(probe_crc,probe_n_nz,clock,"));
        assert!(e.contains("output wire [31:0] probe_crc;\n    assign probe_crc = crc$q;"));
        assert!(e.contains("output wire probe_n_nz;"));
        // declared inside the top module, before its endmodule
        let top_end = e.find("endmodule").unwrap();
        assert!(e.find("assign probe_n_nz").unwrap() < top_end);
        // and nothing else changes: undo the header, drop the probes' lines
        let undone = e.replacen("(probe_crc,probe_n_nz,", "(", 1);
        let kept: Vec<&str> = undone.lines().filter(|l| !l.contains("probe")).collect();
        assert_eq!(kept, v.lines().collect::<Vec<_>>());
    }

    #[test]
    fn freeing_the_initial_state_removes_the_modules_initials_only() {
        let v = uart_rx_verilog();
        let freed = free_initial_state(&v, "uart_rx");
        let initials = |s: &str| s.lines().filter(|l| l.trim() == "initial begin").count();
        assert!(initials(&v) > 0);
        assert_eq!(
            initials(&freed),
            0,
            "uart_rx and its uart_rx$... flip-flops start free"
        );
        // the rest is unchanged: every line of the result is a line of the original
        let original: std::collections::HashSet<&str> = v.lines().collect();
        assert!(freed.lines().all(|l| original.contains(l)));
        // another module keeps its initial values
        let both = v.clone() + &uart_tx_verilog();
        assert_eq!(
            initials(&free_initial_state(&both, "uart_rx")),
            initials(&uart_tx_verilog())
        );
        assert!(initials(&uart_tx_verilog()) > 0);
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
