//! `SdramBloomEngine`: the blocked Bloom filter with its memory in an SDR
//! SDRAM (the ULX3S's 32 MB; `hwfilter_model::blocked`,
//! `docs/blocked-bloom.md`).
//!
//! A key's block is one SDRAM row: 2^13 bits (512 words of 16 bits), so an
//! op opens one row and reads the `K` words its positions fall in, one
//! READ a cycle (burst length 1: any column of the open row on any cycle).
//! The whole part, 4 banks x 8192 rows, holds 27.86M keys at 1% with
//! `K = 6` (99.5% of an ideal Bloom filter's bits / 9.585).
//!
//! ```text
//!  in ─► MixFront ─► queued op ──(ACTIVE when its bank allows)──► op at the bus ─► result ─► out
//!        (5 cycles)  (one)                                        READ x K, then for INSERT and
//!                                                                 WRITE: WRITE x K; PRECHARGE left
//!                                                                 pending for a free cycle
//! reset ─► SdramPowerUp (200 us NOP, PRECHARGE ALL, 8 x REFRESH, LOAD MODE) ─► CLEAR walk ─► ready
//! ```
//!
//! * **Two ops in flight.** The core ([`SdramBloomCore`]) queues one op and
//!   opens its row while the op before it reads and writes another bank;
//!   the queued op moves to the bus as that op finishes. An INSERT reads
//!   its words, sets its bits (two positions in one word set both) and
//!   writes back only the words that change: an insert of a key already
//!   present writes nothing. An op in the same block as the one before is
//!   in the same bank, so its ACTIVE waits for that op's PRECHARGE: it
//!   reads what was written, with nothing to forward.
//! * **READ and WRITE** (snapshots) address a 16-bit word (column in bits
//!   0..9, bank 9..11, row 11..) and take the same path with every position
//!   on that word; WRITE writes its word (bits 32..48 of the payload) and
//!   both answer the word as it was.
//! * **Timing** comes from the part's datasheet in cycles of this clock
//!   (`hwfilter_toolchain::sdram`): [`BankTimers`] tracks tRCD, tRP, tRAS,
//!   tRC, tRRD and tWR per bank from the commands issued, and when a
//!   REFRESH is due (`refresh_interval - 128` cycles after the last); then
//!   the core takes no op until the two in flight are done and issues it.
//! * **The pins** are registered ([`SdramPinRegisters`]), commands active
//!   low as on the part; DQ is split into `sdram_dq_out`, `sdram_dq_oe` and
//!   `sdram_dq_in`, for the board top's tristate buffer and for the
//!   co-simulation's chip model (`hwfilter_sim::sdram_chip`), which checks
//!   every timing rule.

mod core;
mod pins;
mod position_ring;
mod power_up;
mod queued_op;
mod results;
mod set_bits;
mod timers;

pub use self::core::{
    CLEAR_CHUNK_BITS, POSITION_BITS, REFRESH_MARGIN, SDRAM_BANK_BITS, SDRAM_COL_BITS,
    SdramBloomCore,
};
pub use self::pins::SdramPinRegisters;
pub use self::position_ring::PositionRing;
pub use self::power_up::SdramPowerUp;
pub use self::queued_op::QueuedOp;
pub use self::results::ResultQueue;
pub use self::set_bits::SetBitCounter;
pub use self::timers::{BankTimers, SDRAM_BANKS};

use hwfilter_toolchain::sdram::SdramCycles;
use rust_hdl::prelude::*;

use crate::mix_front::MixFront;

/// Bits per key of the SDRAM builds: 6 (27.86M keys at 1% in 32 MB; 7
/// would hold 0.25% more for one more READ and WRITE per op).
pub const SDRAM_BLOOM_HASHES: usize = 6;

/// The SDRAM clock the engine's timing is built for: 100 MHz, the fastest
/// at CAS latency 2 for the ULX3S's IS42S16160G-7.
pub const SDRAM_CLOCK_HZ: u64 = 100_000_000;

/// The blocked Bloom filter engine: an [`SdramBloomCore`] behind its own
/// [`MixFront`]. `K` bits per key, `4 x 2^R` rows of 2^13 bits.
#[derive(LogicBlock)]
pub struct SdramBloomEngine<const K: usize, const R: usize> {
    pub clock: Signal<In, Clock>,
    pub reset: Signal<In, Bit>,
    // -- op stream (sink)
    pub in_valid: Signal<In, Bit>,
    pub in_ready: Signal<Out, Bit>,
    /// Op code (`hwfilter_model::bloom::opcode`).
    pub in_op: Signal<In, Bits<3>>,
    /// Key (QUERY/INSERT), or word address in bits 0..32 and word in bits
    /// 32..48 (READ/WRITE).
    pub in_key: Signal<In, Bits<64>>,
    // -- result stream (source)
    pub out_valid: Signal<Out, Bit>,
    pub out_ready: Signal<In, Bit>,
    pub out_op: Signal<Out, Bits<3>>,
    /// QUERY: all bits set; INSERT: all were already set.
    pub out_hit: Signal<Out, Bit>,
    /// READ and WRITE: the word before the op.
    pub out_word: Signal<Out, Bits<16>>,
    /// Power-up and the clear after reset are done.
    pub ready: Signal<Out, Bit>,
    /// Bits set in the whole memory (two cycles behind a WRITE): the fill
    /// figure of `hwfilter_model::blocked_fill`.
    pub set_bits: Signal<Out, Bits<32>>,
    /// The eighth of the memory (its blocks' top 3 address bits) whose set
    /// bits `group_set_bits` shows after the next edge: STATS fields
    /// 10..18 (`hwfilter_model::protocol::BLOCKED_FILL_GROUPS_LOG2`).
    pub set_bits_group: Signal<In, Bits<3>>,
    pub group_set_bits: Signal<Out, Bits<32>>,
    // -- SDRAM pins
    pub sdram_cs_n: Signal<Out, Bit>,
    pub sdram_ras_n: Signal<Out, Bit>,
    pub sdram_cas_n: Signal<Out, Bit>,
    pub sdram_we_n: Signal<Out, Bit>,
    pub sdram_ba: Signal<Out, Bits<2>>,
    pub sdram_addr: Signal<Out, Bits<13>>,
    pub sdram_dqm: Signal<Out, Bits<2>>,
    pub sdram_dq_out: Signal<Out, Bits<16>>,
    pub sdram_dq_oe: Signal<Out, Bit>,
    pub sdram_dq_in: Signal<In, Bits<16>>,
    front: MixFront,
    core: SdramBloomCore<K, R>,
    zero64: Constant<Bits<64>>,
}

impl<const K: usize, const R: usize> SdramBloomEngine<K, R> {
    /// An engine for an SDRAM with timing `t` in cycles of its clock.
    pub fn new(t: SdramCycles) -> Self {
        SdramBloomEngine {
            clock: Default::default(),
            reset: Default::default(),
            in_valid: Default::default(),
            in_ready: Default::default(),
            in_op: Default::default(),
            in_key: Default::default(),
            out_valid: Default::default(),
            out_ready: Default::default(),
            out_op: Default::default(),
            out_hit: Default::default(),
            out_word: Default::default(),
            ready: Default::default(),
            set_bits: Default::default(),
            set_bits_group: Default::default(),
            group_set_bits: Default::default(),
            sdram_cs_n: Default::default(),
            sdram_ras_n: Default::default(),
            sdram_cas_n: Default::default(),
            sdram_we_n: Default::default(),
            sdram_ba: Default::default(),
            sdram_addr: Default::default(),
            sdram_dqm: Default::default(),
            sdram_dq_out: Default::default(),
            sdram_dq_oe: Default::default(),
            sdram_dq_in: Default::default(),
            front: MixFront::new(),
            core: SdramBloomCore::new(t),
            zero64: Constant::new(0u64.to_bits()),
        }
    }
}

impl<const K: usize, const R: usize> Logic for SdramBloomEngine<K, R> {
    #[hdl_gen]
    fn update(&mut self) {
        self.front.clock.next = self.clock.val();
        self.front.reset.next = self.reset.val();
        self.core.clock.next = self.clock.val();
        self.core.reset.next = self.reset.val();
        self.front.in_valid.next = self.in_valid.val();
        self.in_ready.next = self.front.in_ready.val();
        self.front.in_op.next = self.in_op.val();
        self.front.in_key.next = self.in_key.val();
        self.front.in_data.next = self.zero64.val();
        self.front.in_tag.next = false;
        self.core.in_valid.next = self.front.out_valid.val();
        self.front.out_ready.next = self.core.in_ready.val();
        self.core.in_op.next = self.front.out_op.val();
        self.core.in_x.next = self.front.out_x.val();
        self.core.in_h0.next = self.front.out_h0.val();
        self.out_valid.next = self.core.out_valid.val();
        self.core.out_ready.next = self.out_ready.val();
        self.out_op.next = self.core.out_op.val();
        self.out_hit.next = self.core.out_hit.val();
        self.out_word.next = self.core.out_word.val();
        self.ready.next = self.core.ready.val();
        self.set_bits.next = self.core.set_bits.val();
        self.core.set_bits_group.next = self.set_bits_group.val();
        self.group_set_bits.next = self.core.group_set_bits.val();
        self.sdram_cs_n.next = self.core.sdram_cs_n.val();
        self.sdram_ras_n.next = self.core.sdram_ras_n.val();
        self.sdram_cas_n.next = self.core.sdram_cas_n.val();
        self.sdram_we_n.next = self.core.sdram_we_n.val();
        self.sdram_ba.next = self.core.sdram_ba.val();
        self.sdram_addr.next = self.core.sdram_addr.val();
        self.sdram_dqm.next = self.core.sdram_dqm.val();
        self.sdram_dq_out.next = self.core.sdram_dq_out.val();
        self.sdram_dq_oe.next = self.core.sdram_dq_oe.val();
        self.core.sdram_dq_in.next = self.sdram_dq_in.val();
    }
}

#[cfg(test)]
mod tests;
