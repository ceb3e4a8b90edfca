//! `OpSequencer`: a request's ops, one key or word at a time — LOAD's words
//! checked first (Validate), then every op offered to its engine (Exec) —
//! and its results counted.
//!
//! ```text
//!  start (count, first state) ─► Exec:  Fetch ──fetch_done──► Offer ──taken──► next op: Fetch, or Done
//!                                              ▲  fetch_next            │ offer ─► engine (engine_ready)
//!  fetch_first ─► Validate: word_ok? next word (fetch_next) … all good: validated (rewind to the first word)
//!                           a bad word: refused
//!  result_taken ─► results (+1) ── == count ─► all_results (registered)
//! ```
//!
//! * The op index and the word address advance together (`address_now` is
//!   the request's address plus the op index, kept in a register so no
//!   adder sits on the engines' key or the stash compare). `end_address`
//!   (address + count) is summed as the address arrives, for the range check.
//! * An engine's `ready` only sets `took`; the op moves on at the next cycle
//!   with `offer` low, so the engines' ready is not in front of the counters.
//! * Decisions read registers: `last_op` (the op is the request's last) is
//!   registered, and Validate acts on a word a cycle after it was fetched
//!   (`validate_go`), once its check is registered.
use hwfilter_model::protocol::{Filter, FilterKinds};
use rust_hdl::prelude::*;

/// Where a request's op issue starts.
#[derive(Copy, Clone, PartialEq, Debug, LogicState)]
pub enum IssueState {
    /// Waiting for the fetcher's key or word.
    Fetch,
    /// Offering the op to the engine.
    Offer,
    /// Every op issued.
    Done,
}

/// Op issue and result count of one request.
#[derive(LogicBlock)]
pub struct OpSequencer {
    pub clock: Signal<In, Clock>,
    pub reset: Signal<In, Bit>,
    // -- a new request (the dispatcher's Decode)
    /// Strobe: start a request of `start_count` ops at `start_state`.
    pub start: Signal<In, Bit>,
    pub start_count: Signal<In, Bits<16>>,
    pub start_state: Signal<In, IssueState>,
    /// Strobe: the DUMP/LOAD address arrived (`count` words from it).
    pub address_valid: Signal<In, Bit>,
    pub address: Signal<In, Bits<32>>,
    pub count: Signal<In, Bits<16>>,
    /// Strobe: LOAD's first word is being fetched (Validate starts).
    pub fetch_first: Signal<In, Bit>,
    // -- the op kind
    /// INSERT, QUERY or DELETE: a key per op.
    pub keyed: Signal<In, Bit>,
    /// LOAD: a word per op (8 bytes Cuckoo, 1 byte Bloom, 4 bytes
    /// counting Bloom).
    pub load: Signal<In, Bit>,
    pub cuckoo: Signal<In, Bit>,
    // -- Validate (LOAD's words, before anything is written)
    pub validate: Signal<In, Bit>,
    /// The word fetched last is one the engine accepts (registered check).
    pub word_ok: Signal<In, Bit>,
    /// Every word is good: Exec may start (the fetcher is rewound).
    pub validated: Signal<Out, Bit>,
    /// A word is bad: the request is BAD_PARAM.
    pub refused: Signal<Out, Bit>,
    // -- Exec (the ops)
    pub issue: Signal<In, Bit>,
    /// The fetcher has the key or word.
    pub fetch_done: Signal<In, Bit>,
    /// Fetch the next key or word (`fetch_count` bytes).
    pub fetch_next: Signal<Out, Bit>,
    pub fetch_count: Signal<Out, Bits<4>>,
    /// Seek the fetcher back to the first LOAD word.
    pub rewind: Signal<Out, Bit>,
    /// Offer the op to the engine; the engine's `in_ready`.
    pub offer: Signal<Out, Bit>,
    pub engine_ready: Signal<In, Bit>,
    /// The word address of the op (DUMP, LOAD).
    pub address_now: Signal<Out, Bits<32>>,
    /// `address + count`, for the range check.
    pub end_address: Signal<Out, Bits<33>>,
    /// Every op was issued.
    pub all_issued: Signal<Out, Bit>,
    // -- results
    /// Strobe: a result was taken.
    pub result_taken: Signal<In, Bit>,
    /// Results so far (the next one's index), low 13 bits: enough for the
    /// packers' byte index in the reply RAM.
    pub results: Signal<Out, Bits<13>>,
    /// `results == count`, registered (read at least a cycle after either
    /// changed).
    pub all_results: Signal<Out, Bit>,

    state: DFF<IssueState>,
    ops: DFF<Bits<16>>,
    op_index: DFF<Bits<16>>,
    /// `op_index + 1 == ops`, registered.
    last_op: DFF<Bit>,
    took: DFF<Bit>,
    first_address: DFF<Bits<32>>,
    cur_address: DFF<Bits<32>>,
    end_address_q: DFF<Bits<33>>,
    result_count: DFF<Bits<16>>,
    all_results_q: DFF<Bit>,
    /// The fetcher's `done` a cycle late, in Validate and not just acted
    /// on: the word's check is registered by then.
    validate_go: DFF<Bit>,
    word_bytes: Signal<Local, Bits<4>>,
    zero16: Constant<Bits<16>>,
    one16: Constant<Bits<16>>,
    one32: Constant<Bits<32>>,
    /// Bytes of a Bloom LOAD word: 1, or 4 for a counting filter.
    bloom_word_bytes: Constant<Bits<4>>,
    eight4: Constant<Bits<4>>,
}

impl OpSequencer {
    /// The sequencer of a board whose filters are of `kinds` (the size of
    /// filter 0's LOAD words follows its kind).
    pub fn new(kinds: FilterKinds) -> Self {
        Self {
            clock: Default::default(),
            reset: Default::default(),
            start: Default::default(),
            start_count: Default::default(),
            start_state: Default::default(),
            address_valid: Default::default(),
            address: Default::default(),
            count: Default::default(),
            fetch_first: Default::default(),
            keyed: Default::default(),
            load: Default::default(),
            cuckoo: Default::default(),
            validate: Default::default(),
            word_ok: Default::default(),
            validated: Default::default(),
            refused: Default::default(),
            issue: Default::default(),
            fetch_done: Default::default(),
            fetch_next: Default::default(),
            fetch_count: Default::default(),
            rewind: Default::default(),
            offer: Default::default(),
            engine_ready: Default::default(),
            address_now: Default::default(),
            end_address: Default::default(),
            all_issued: Default::default(),
            result_taken: Default::default(),
            results: Default::default(),
            all_results: Default::default(),
            state: Default::default(),
            ops: Default::default(),
            op_index: Default::default(),
            last_op: Default::default(),
            took: Default::default(),
            first_address: Default::default(),
            cur_address: Default::default(),
            end_address_q: Default::default(),
            result_count: Default::default(),
            all_results_q: Default::default(),
            validate_go: Default::default(),
            word_bytes: Default::default(),
            zero16: Constant::new(0u64.to_bits()),
            one16: Constant::new(1u64.to_bits()),
            one32: Constant::new(1u64.to_bits()),
            bloom_word_bytes: Constant::new((kinds.word_bytes(Filter::Bloom) as u64).to_bits()),
            eight4: Constant::new(8u64.to_bits()),
        }
    }
}

impl Default for OpSequencer {
    fn default() -> Self {
        Self::new(FilterKinds::default())
    }
}

// An `if` inside a match arm mirrors the Verilog #[hdl_gen] writes (it has
// no match guards).
#[allow(clippy::collapsible_if, clippy::collapsible_match)]
impl Logic for OpSequencer {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(
            self,
            clock,
            state,
            ops,
            op_index,
            last_op,
            took,
            first_address,
            cur_address,
            end_address_q,
            result_count,
            all_results_q,
            validate_go
        );
        self.address_now.next = self.cur_address.q.val();
        self.end_address.next = self.end_address_q.q.val();
        self.results.next = self.result_count.q.val().get_bits::<13>(0);
        self.all_results.next = self.all_results_q.q.val();
        self.all_issued.next = self.state.q.val() == IssueState::Done;
        // A LOAD word is 8 bytes in the Cuckoo filter, 1 in a Bloom filter
        // (4 in a counting one).
        self.word_bytes.next = self.bloom_word_bytes.val();
        if self.cuckoo.val() {
            self.word_bytes.next = self.eight4.val();
        }
        self.fetch_next.next = false;
        self.fetch_count.next = self.word_bytes.val();
        self.rewind.next = false;
        self.offer.next = false;
        self.validated.next = false;
        self.refused.next = false;
        self.took.d.next = false;

        if self.start.val() {
            self.result_count.d.next = self.zero16.val();
            self.op_index.d.next = self.zero16.val();
            self.cur_address.d.next = self.first_address.q.val();
            self.ops.d.next = self.start_count.val();
            self.state.d.next = self.start_state.val();
        }
        if self.address_valid.val() {
            self.first_address.d.next = self.address.val();
            self.cur_address.d.next = self.address.val();
            self.end_address_q.d.next =
                bit_cast::<33, 32>(self.address.val()) + bit_cast::<33, 16>(self.count.val());
        }
        if self.fetch_first.val() {
            self.state.d.next = IssueState::Fetch;
        }

        // ---- Validate: every LOAD word's check, then back to the first
        if self.validate.val() & self.validate_go.q.val() {
            if self.word_ok.val() {
                self.op_index.d.next = self.op_index.q.val() + self.one16.val();
                self.cur_address.d.next = self.cur_address.q.val() + self.one32.val();
                if self.last_op.q.val() {
                    self.op_index.d.next = self.zero16.val();
                    self.cur_address.d.next = self.first_address.q.val();
                    self.rewind.next = true;
                    self.validated.next = true;
                }
                self.fetch_next.next = true;
            } else {
                self.refused.next = true;
            }
        }

        // ---- Exec: fetch, offer, next
        if self.issue.val() {
            match self.state.q.val() {
                IssueState::Fetch => {
                    if self.fetch_done.val() {
                        self.state.d.next = IssueState::Offer;
                    }
                }
                IssueState::Offer => {
                    if !self.took.q.val() {
                        self.offer.next = true;
                        self.took.d.next = self.engine_ready.val();
                    } else {
                        self.op_index.d.next = self.op_index.q.val() + self.one16.val();
                        self.cur_address.d.next = self.cur_address.q.val() + self.one32.val();
                        if self.last_op.q.val() {
                            self.state.d.next = IssueState::Done;
                        } else if self.keyed.val() {
                            self.fetch_next.next = true;
                            self.fetch_count.next = self.eight4.val();
                            self.state.d.next = IssueState::Fetch;
                        } else if self.load.val() {
                            self.fetch_next.next = true;
                            self.state.d.next = IssueState::Fetch;
                        }
                    }
                }
                _ => {}
            }
        }
        if self.result_taken.val() {
            self.result_count.d.next = self.result_count.q.val() + self.one16.val();
        }
        // Read at least a cycle after `op_index`, `result_count` or `ops`
        // last changed.
        self.last_op.d.next = (self.op_index.q.val() + self.one16.val()) == self.ops.q.val();
        self.all_results_q.d.next = self.result_count.q.val() == self.ops.q.val();
        self.validate_go.d.next =
            self.fetch_done.val() & self.validate.val() & !self.validate_go.q.val();
        if self.reset.val() {
            self.took.d.next = false;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::link::testbench::settle;
    use hwfilter_model::rng::SplitMix64;

    fn cycle(s: &mut OpSequencer) {
        s.clock.next = false.into();
        settle(s);
        s.clock.next = true.into();
        settle(s);
    }

    fn bench() -> OpSequencer {
        let mut s = OpSequencer::default();
        s.connect_all();
        s.reset.next = true;
        cycle(&mut s);
        s.reset.next = false;
        s
    }

    fn start(s: &mut OpSequencer, count: u64, state: IssueState) {
        s.start.next = true;
        s.start_count.next = count.to_bits();
        s.start_state.next = state;
        cycle(s);
        s.start.next = false;
    }

    /// Runs Exec with a fetcher that takes a random time and an engine
    /// that is ready at random, the first fetch `first_fetch` cycles from
    /// done if one is under way; returns (addresses offered and taken,
    /// fetches asked, cycles).
    fn run_exec(
        s: &mut OpSequencer,
        rng: &mut SplitMix64,
        first_fetch: Option<u64>,
    ) -> (Vec<u64>, usize, usize) {
        let (mut taken, mut fetches, mut fetch_left) = (vec![], 0, first_fetch);
        s.issue.next = true;
        for c in 0..10_000 {
            s.fetch_done.next = fetch_left == Some(0);
            s.engine_ready.next = rng.next_u64().is_multiple_of(2);
            settle(s);
            if s.all_issued.val() {
                s.issue.next = false;
                return (taken, fetches, c);
            }
            if s.offer.val() && s.engine_ready.val() {
                taken.push(s.address_now.val().to_u64());
            }
            fetch_left = match fetch_left {
                Some(0) => None,
                Some(n) => Some(n - 1),
                None => None,
            };
            if s.fetch_next.val() {
                fetches += 1;
                fetch_left = Some(rng.next_u64() % 4);
            }
            cycle(s);
        }
        panic!("Exec did not finish");
    }

    #[test]
    fn keyed_requests_offer_each_op_once_after_its_key() {
        let mut rng = SplitMix64(2);
        for count in [1u64, 2, 7, 60] {
            let mut s = bench();
            s.keyed.next = true;
            // The dispatcher fetches the first key itself (Decode).
            start(&mut s, count, IssueState::Fetch);
            let (taken, fetches, _) = run_exec(&mut s, &mut rng, Some(2));
            assert_eq!(taken.len() as u64, count, "one offer taken per op");
            assert_eq!(
                fetches as u64,
                count - 1,
                "a key fetched for every op after the first"
            );
        }
    }

    #[test]
    fn dump_ops_walk_the_addresses_and_results_are_counted() {
        let mut rng = SplitMix64(3);
        let mut s = bench();
        s.address_valid.next = true;
        s.address.next = 100u64.to_bits();
        s.count.next = 24u64.to_bits();
        cycle(&mut s);
        s.address_valid.next = false;
        assert_eq!(s.end_address.val().to_u64(), 124);
        start(&mut s, 24, IssueState::Offer);
        let (taken, fetches, _) = run_exec(&mut s, &mut rng, None);
        assert_eq!(taken, (100..124).collect::<Vec<_>>());
        assert_eq!(fetches, 0, "DUMP reads no words from the frame");
        for i in 0..24 {
            assert_eq!(s.results.val().to_u64(), i);
            s.result_taken.next = true;
            cycle(&mut s);
            s.result_taken.next = false;
            cycle(&mut s);
            assert_eq!(s.all_results.val(), i == 23, "after result {i}");
        }
    }

    #[test]
    fn load_words_are_validated_then_issued_from_the_first() {
        for bad in [None, Some(0u64), Some(4)] {
            let mut rng = SplitMix64(4);
            let mut s = bench();
            s.load.next = true;
            s.cuckoo.next = true;
            s.address_valid.next = true;
            s.address.next = 8u64.to_bits();
            s.count.next = 6u64.to_bits();
            cycle(&mut s);
            s.address_valid.next = false;
            start(&mut s, 6, IssueState::Offer);
            s.fetch_first.next = true;
            cycle(&mut s);
            s.fetch_first.next = false;
            // Validate: the fetcher delivers after a random delay; the
            // check is registered with the word.
            s.validate.next = true;
            let (mut checked, mut fetch_left, mut outcome) = (0u64, Some(2u64), None);
            let mut rewind_fetch = None;
            for _ in 0..1_000 {
                s.fetch_done.next = fetch_left == Some(0);
                s.word_ok.next = bad != Some(checked);
                settle(&mut s);
                if s.validated.val() {
                    outcome = Some(true);
                    assert!(s.rewind.val());
                }
                if s.refused.val() {
                    outcome = Some(false);
                }
                fetch_left = match fetch_left {
                    Some(0) | None => None,
                    Some(n) => Some(n - 1),
                };
                if s.fetch_next.val() {
                    assert_eq!(s.fetch_count.val().to_u64(), 8);
                    checked += 1;
                    fetch_left = Some(rng.next_u64() % 3);
                    rewind_fetch = fetch_left;
                }
                cycle(&mut s);
                if outcome.is_some() {
                    break;
                }
            }
            s.validate.next = false;
            match bad {
                None => assert_eq!((outcome, checked), (Some(true), 6)),
                Some(i) => assert_eq!((outcome, checked), (Some(false), i)),
            }
            if bad.is_none() {
                // The rewound fetcher's first word is under way.
                let (taken, fetches, _) = run_exec(&mut s, &mut rng, rewind_fetch);
                assert_eq!(taken, (8..14).collect::<Vec<_>>());
                assert_eq!(fetches, 5);
            }
        }
    }

    #[test]
    fn a_load_word_is_as_wide_as_its_filters_kind_says() {
        for kinds in FilterKinds::ALL {
            let mut s = OpSequencer::new(kinds);
            s.connect_all();
            for filter in [Filter::Bloom, Filter::Cuckoo] {
                s.cuckoo.next = filter == Filter::Cuckoo;
                settle(&mut s);
                assert_eq!(
                    s.fetch_count.val().to_u64() as usize,
                    kinds.word_bytes(filter),
                    "{filter:?} on {kinds:?}"
                );
            }
        }
    }

    #[test]
    fn verilog_is_generated() {
        let v = generate_verilog(&bench());
        assert!(v.contains("module top"));
    }
}
