//! `MixFront`: the hash mixer of docs/hashing.md in front of engines that
//! take one op at a time, computed by one [`MixStep`] in five cycles.
//!
//! ```text
//!  in_op, in_key, in_data, in_tag ──► EMPTY ──(QUERY/INSERT/DELETE: MIX x5)──► FULL ──► out_*
//!                                       └──────(other ops: as they are)──────────┘
//! ```
//!
//! The front holds one op. Ops with codes 0, 1 and 5 (QUERY, INSERT and,
//! in the Cuckoo filter, DELETE; code 5 is reserved in the Bloom filter,
//! whose engines ignore its hash) are mixed: `out_h0` is h0, `out_x` is
//! h1. Every other op passes with `out_x = in_key` (an address, a word).
//! `in_data` and `in_tag` pass unchanged: the tag says which engine the op
//! is for when two engines share the front.
//!
//! An engine behind the front may keep `out_ready` low while it works on
//! the op and raise it for one cycle when it no longer needs the fields:
//! the front holds them until then, so the engine needs no copy of the
//! 128-bit hash. The mixer is about 770 logic cells on the iCE40; sharing
//! one front between the two engines of the iCEBreaker top is what lets
//! that top fit the UP5K (docs/boards.md).

use hwfilter_model::hash::MIX_ROUNDS;
use rust_hdl::prelude::*;

use crate::mixer::MixStep;

/// One op, mixed.
#[derive(LogicBlock)]
pub struct MixFront {
    pub clock: Signal<In, Clock>,
    /// Synchronous, active high: drops the op held.
    pub reset: Signal<In, Bit>,
    // -- op stream (sink)
    pub in_valid: Signal<In, Bit>,
    pub in_ready: Signal<Out, Bit>,
    pub in_op: Signal<In, Bits<3>>,
    pub in_key: Signal<In, Bits<64>>,
    pub in_data: Signal<In, Bits<64>>,
    pub in_tag: Signal<In, Bit>,
    // -- mixed op stream (source)
    pub out_valid: Signal<Out, Bit>,
    pub out_ready: Signal<In, Bit>,
    pub out_op: Signal<Out, Bits<3>>,
    /// h1 for ops 0, 1 and 5; `in_key` for the others.
    pub out_x: Signal<Out, Bits<64>>,
    /// h0 for ops 0, 1 and 5.
    pub out_h0: Signal<Out, Bits<64>>,
    pub out_data: Signal<Out, Bits<64>>,
    pub out_tag: Signal<Out, Bit>,
    mix: MixStep,
    /// 0 empty, 1 mixing, 2 full.
    state: DFF<Bits<2>>,
    op: DFF<Bits<3>>,
    x: DFF<Bits<64>>,
    h0: DFF<Bits<64>>,
    data: DFF<Bits<64>>,
    tag: DFF<Bit>,
    rnd: DFF<Bits<3>>,
    st_empty: Constant<Bits<2>>,
    st_mix: Constant<Bits<2>>,
    st_full: Constant<Bits<2>>,
    zero3: Constant<Bits<3>>,
    one3: Constant<Bits<3>>,
    round_h0: Constant<Bits<3>>,
    round_h1: Constant<Bits<3>>,
    op_query: Constant<Bits<3>>,
    op_insert: Constant<Bits<3>>,
    op_delete: Constant<Bits<3>>,
}

impl Default for MixFront {
    fn default() -> Self {
        Self::new()
    }
}

impl MixFront {
    pub fn new() -> Self {
        use hwfilter_model::cuckoo::opcode;
        const _: () = assert!(
            hwfilter_model::bloom::opcode::QUERY == opcode::QUERY
                && hwfilter_model::bloom::opcode::INSERT == opcode::INSERT
        );
        MixFront {
            clock: Default::default(),
            reset: Default::default(),
            in_valid: Default::default(),
            in_ready: Default::default(),
            in_op: Default::default(),
            in_key: Default::default(),
            in_data: Default::default(),
            in_tag: Default::default(),
            out_valid: Default::default(),
            out_ready: Default::default(),
            out_op: Default::default(),
            out_x: Default::default(),
            out_h0: Default::default(),
            out_data: Default::default(),
            out_tag: Default::default(),
            mix: MixStep::new(),
            state: Default::default(),
            op: Default::default(),
            x: Default::default(),
            h0: Default::default(),
            data: Default::default(),
            tag: Default::default(),
            rnd: Default::default(),
            st_empty: Constant::new(0u64.to_bits()),
            st_mix: Constant::new(1u64.to_bits()),
            st_full: Constant::new(2u64.to_bits()),
            zero3: Constant::new(0u64.to_bits()),
            one3: Constant::new(1u64.to_bits()),
            round_h0: Constant::new(((MIX_ROUNDS - 2) as u64).to_bits()),
            round_h1: Constant::new(((MIX_ROUNDS - 1) as u64).to_bits()),
            op_query: Constant::new((opcode::QUERY as u64).to_bits()),
            op_insert: Constant::new((opcode::INSERT as u64).to_bits()),
            op_delete: Constant::new((opcode::DELETE as u64).to_bits()),
        }
    }
}

// Nested ifs and ifs inside match arms mirror the Verilog #[hdl_gen]
// writes from them (it has no match guards); collapsing them would
// reshape the generated logic, its golden copy and its timing.
#[allow(clippy::collapsible_if, clippy::collapsible_match)]
impl Logic for MixFront {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, state, op, x, h0, data, tag, rnd);
        self.mix.x.next = self.x.q.val();
        self.mix.round.next = self.rnd.q.val();
        self.in_ready.next = (self.state.q.val() == self.st_empty.val()) & !self.reset.val();
        self.out_valid.next = self.state.q.val() == self.st_full.val();
        self.out_op.next = self.op.q.val();
        self.out_x.next = self.x.q.val();
        self.out_h0.next = self.h0.q.val();
        self.out_data.next = self.data.q.val();
        self.out_tag.next = self.tag.q.val();

        if self.state.q.val() == self.st_empty.val() {
            if self.in_valid.val() {
                self.op.d.next = self.in_op.val();
                self.x.d.next = self.in_key.val();
                self.data.d.next = self.in_data.val();
                self.tag.d.next = self.in_tag.val();
                self.rnd.d.next = self.zero3.val();
                if (self.in_op.val() == self.op_query.val())
                    | (self.in_op.val() == self.op_insert.val())
                    | (self.in_op.val() == self.op_delete.val())
                {
                    self.state.d.next = self.st_mix.val();
                } else {
                    self.state.d.next = self.st_full.val();
                }
            }
        }
        if self.state.q.val() == self.st_mix.val() {
            self.x.d.next = self.mix.out.val();
            self.rnd.d.next = self.rnd.q.val() + self.one3.val();
            if self.rnd.q.val() == self.round_h0.val() {
                self.h0.d.next = self.mix.out.val();
            }
            if self.rnd.q.val() == self.round_h1.val() {
                self.state.d.next = self.st_full.val();
            }
        }
        if (self.state.q.val() == self.st_full.val()) & self.out_ready.val() {
            self.state.d.next = self.st_empty.val();
        }
        if self.reset.val() {
            self.state.d.next = self.st_empty.val();
        }
    }
}
