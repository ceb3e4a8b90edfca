//! `SerialEngines`: the iCEBreaker's two filters, a [`BloomSpramCore`]
//! (four SPRAM banks of 2^18 bits) and a [`CuckooSerialCore`], behind one
//! shared [`MixFront`].
//!
//! ```text
//!  bloom_in  ─┐                      ┌─► BloomSpramCore<K>        ─► bloom_out
//!             ├─► MixFront (tag) ────┤
//!  cuckoo_in ─┘   one op at a time   └─► CuckooSerialCore<F, W, B> ─► cuckoo_out
//! ```
//!
//! The two op streams have the ports of [`crate::BloomSpramEngine`] and
//! [`crate::CuckooSerialEngine`], so a board core wires this block where it
//! would wire two engines. Both cores take one op at a time, so one mixer
//! serves both at no cost in throughput (a key arrives every 320 cycles at
//! 12 MHz and 3 Mbaud; the mixer takes 5). The Bloom stream wins when both
//! offer an op in the same cycle; each stream's ops stay in order, and each
//! core answers in order on its own result stream.
use rust_hdl::prelude::*;

use crate::bloom_spram_engine::BloomSpramCore;
use crate::cuckoo_serial::CuckooSerialCore;
use crate::mix_front::MixFront;

/// Bloom (SPRAM) and Cuckoo (block RAM) filters sharing one mixer.
#[derive(LogicBlock)]
pub struct SerialEngines<const K: usize, const F: usize, const W: usize, const B: usize> {
    pub clock: Signal<In, Clock>,
    pub reset: Signal<In, Bit>,
    // -- Bloom op and result streams (`BloomSpramEngine`'s ports)
    pub bloom_in_valid: Signal<In, Bit>,
    pub bloom_in_ready: Signal<Out, Bit>,
    pub bloom_in_op: Signal<In, Bits<3>>,
    pub bloom_in_key: Signal<In, Bits<64>>,
    pub bloom_out_valid: Signal<Out, Bit>,
    pub bloom_out_ready: Signal<In, Bit>,
    pub bloom_out_op: Signal<Out, Bits<3>>,
    pub bloom_out_hit: Signal<Out, Bit>,
    pub bloom_out_word: Signal<Out, Bits<8>>,
    /// The Bloom bank whose count `bloom_set_bits` shows after the next edge.
    pub bloom_set_bits_bank: Signal<In, Bits<3>>,
    /// Set bits in Bloom bank `bloom_set_bits_bank`.
    pub bloom_set_bits: Signal<Out, Bits<32>>,
    // -- Cuckoo op and result streams (`CuckooSerialEngine`'s ports)
    pub cuckoo_in_valid: Signal<In, Bit>,
    pub cuckoo_in_ready: Signal<Out, Bit>,
    pub cuckoo_in_op: Signal<In, Bits<3>>,
    pub cuckoo_in_key: Signal<In, Bits<64>>,
    pub cuckoo_in_data: Signal<In, Bits<64>>,
    pub cuckoo_out_valid: Signal<Out, Bit>,
    pub cuckoo_out_ready: Signal<In, Bit>,
    pub cuckoo_out_op: Signal<Out, Bits<3>>,
    pub cuckoo_out_code: Signal<Out, Bits<2>>,
    pub cuckoo_out_data: Signal<Out, Bits<64>>,
    front: MixFront,
    bloom: BloomSpramCore<K>,
    cuckoo: CuckooSerialCore<F, W, B>,
}

impl<const K: usize, const F: usize, const W: usize, const B: usize> SerialEngines<K, F, W, B> {
    /// The Cuckoo filter evicts at most `max_kicks` times per insert.
    /// `count_fill`: the Bloom core keeps its set-bit counts
    /// ([`BloomSpramCore::with_fill_counts`]).
    pub fn new(max_kicks: u16, count_fill: bool) -> Self {
        SerialEngines {
            clock: Default::default(),
            reset: Default::default(),
            bloom_in_valid: Default::default(),
            bloom_in_ready: Default::default(),
            bloom_in_op: Default::default(),
            bloom_in_key: Default::default(),
            bloom_out_valid: Default::default(),
            bloom_out_ready: Default::default(),
            bloom_out_op: Default::default(),
            bloom_out_hit: Default::default(),
            bloom_out_word: Default::default(),
            bloom_set_bits_bank: Default::default(),
            bloom_set_bits: Default::default(),
            cuckoo_in_valid: Default::default(),
            cuckoo_in_ready: Default::default(),
            cuckoo_in_op: Default::default(),
            cuckoo_in_key: Default::default(),
            cuckoo_in_data: Default::default(),
            cuckoo_out_valid: Default::default(),
            cuckoo_out_ready: Default::default(),
            cuckoo_out_op: Default::default(),
            cuckoo_out_code: Default::default(),
            cuckoo_out_data: Default::default(),
            front: MixFront::new(),
            bloom: BloomSpramCore::with_fill_counts(count_fill),
            cuckoo: CuckooSerialCore::new(max_kicks),
        }
    }
}

impl<const K: usize, const F: usize, const W: usize, const B: usize> Logic
    for SerialEngines<K, F, W, B>
{
    #[hdl_gen]
    fn update(&mut self) {
        self.front.clock.next = self.clock.val();
        self.front.reset.next = self.reset.val();
        self.bloom.clock.next = self.clock.val();
        self.bloom.reset.next = self.reset.val();
        self.cuckoo.clock.next = self.clock.val();
        self.cuckoo.reset.next = self.reset.val();

        // One op into the front; tag 1 = Cuckoo.
        self.front.in_valid.next = self.bloom_in_valid.val() | self.cuckoo_in_valid.val();
        self.front.in_tag.next = !self.bloom_in_valid.val();
        self.front.in_data.next = self.cuckoo_in_data.val();
        if self.bloom_in_valid.val() {
            self.front.in_op.next = self.bloom_in_op.val();
            self.front.in_key.next = self.bloom_in_key.val();
        } else {
            self.front.in_op.next = self.cuckoo_in_op.val();
            self.front.in_key.next = self.cuckoo_in_key.val();
        }
        self.bloom_in_ready.next = self.front.in_ready.val();
        self.cuckoo_in_ready.next = self.front.in_ready.val() & !self.bloom_in_valid.val();

        // The mixed op to its core; the core releases the front.
        self.bloom.in_valid.next = self.front.out_valid.val() & !self.front.out_tag.val();
        self.cuckoo.in_valid.next = self.front.out_valid.val() & self.front.out_tag.val();
        if self.front.out_tag.val() {
            self.front.out_ready.next = self.cuckoo.in_ready.val();
        } else {
            self.front.out_ready.next = self.bloom.in_ready.val();
        }
        self.bloom.in_op.next = self.front.out_op.val();
        self.bloom.in_x.next = self.front.out_x.val();
        self.bloom.in_h0.next = self.front.out_h0.val();
        self.cuckoo.in_op.next = self.front.out_op.val();
        self.cuckoo.in_x.next = self.front.out_x.val();
        self.cuckoo.in_h0.next = self.front.out_h0.val();
        self.cuckoo.in_data.next = self.front.out_data.val();

        // Results, straight from the cores.
        self.bloom_out_valid.next = self.bloom.out_valid.val();
        self.bloom.out_ready.next = self.bloom_out_ready.val();
        self.bloom_out_op.next = self.bloom.out_op.val();
        self.bloom_out_hit.next = self.bloom.out_hit.val();
        self.bloom_out_word.next = self.bloom.out_word.val();
        self.bloom.set_bits_bank.next = self.bloom_set_bits_bank.val();
        self.bloom_set_bits.next = self.bloom.set_bits.val();
        self.cuckoo_out_valid.next = self.cuckoo.out_valid.val();
        self.cuckoo.out_ready.next = self.cuckoo_out_ready.val();
        self.cuckoo_out_op.next = self.cuckoo.out_op.val();
        self.cuckoo_out_code.next = self.cuckoo.out_code.val();
        self.cuckoo_out_data.next = self.cuckoo.out_data.val();
    }
}
