//! `EnginePort`: the dispatcher's side of the two engines' op and result
//! streams: which engine op a request's opcode becomes, what its key field
//! carries, and the result handshake, registered at both ends.
//!
//! ```text
//!  request opcode flags ─► engine opcode ─┐
//!  key_word, address ────► key / data ────┼─► op_* ─► bloom_valid / cuckoo_valid (offer) ─► engine
//!                                         │                      ◄── engine_ready (selected engine's in_ready)
//!  engine results ─► selected by `cuckoo` ─► taken while result_ready ─► result_taken, _hit, _code (a cycle later)
//!                                                                     └► result_word (the serializer's)
//! ```
//!
//! * **Ops.** A protocol request becomes one engine op per key or word:
//!   QUERY → QUERY, INSERT → INSERT, DELETE → DELETE (Cuckoo, counting
//!   Bloom), CLEAR → CLEAR, COUNT → COUNT, STATS → STATS, DUMP → READ of
//!   `address`, LOAD → WRITE of `address` (a Bloom word rides in key bits
//!   32..64: a plain filter's byte, a blocked filter's 2 bytes, a counting
//!   filter's 4 bytes; the Cuckoo
//!   word in `op_data`). A Bloom result's code is OK when it hit, else
//!   NOT_FOUND (a counting filter's DELETE). The opcode flags are the dispatcher's
//!   registered decode of the request, so nothing here is on a long path.
//! * **Results.** `result_ready` is a flip-flop: it rises while the
//!   dispatcher wants results (`want_result`) and falls for a cycle after
//!   each result it takes, so the engines' `out_valid` meets one LUT and a
//!   register. A result taken is presented a cycle later from registers
//!   (`result_taken`, `result_hit`, `result_code`); its word is
//!   `result_word` in the cycle it is taken (the reply's serializer loads it
//!   while `result_ready` is high, whether or not a result comes). The
//!   engine that is not selected sees `out_ready` high, so nothing it might
//!   hold can wedge it.
use hwfilter_model::protocol::{Filter, FilterKinds};
use hwfilter_model::{bloom, cuckoo};
use rust_hdl::prelude::*;

/// Op and result streams of both engines, one selected at a time.
#[derive(LogicBlock)]
pub struct EnginePort {
    pub clock: Signal<In, Clock>,
    /// Synchronous, active high: no result is pending after it.
    pub reset: Signal<In, Bit>,
    /// High: the Cuckoo engine; low: the Bloom engine.
    pub cuckoo: Signal<In, Bit>,
    // -- the request's opcode, decoded (one high, or none for QUERY/INFO)
    pub req_clear: Signal<In, Bit>,
    pub req_insert: Signal<In, Bit>,
    pub req_delete: Signal<In, Bit>,
    pub req_count: Signal<In, Bit>,
    pub req_stats: Signal<In, Bit>,
    pub req_dump: Signal<In, Bit>,
    pub req_load: Signal<In, Bit>,
    /// The key or LOAD word fetched from the frame.
    pub key_word: Signal<In, Bits<64>>,
    /// The DUMP/LOAD word address of this op.
    pub address: Signal<In, Bits<32>>,
    // -- op stream to the engines (shared fields, one valid each)
    /// Offer the op to the selected engine this cycle.
    pub offer: Signal<In, Bit>,
    /// The selected engine's `in_ready`.
    pub engine_ready: Signal<Out, Bit>,
    pub op_code: Signal<Out, Bits<3>>,
    pub op_key: Signal<Out, Bits<64>>,
    pub op_data: Signal<Out, Bits<64>>,
    pub bloom_valid: Signal<Out, Bit>,
    pub bloom_ready: Signal<In, Bit>,
    pub cuckoo_valid: Signal<Out, Bit>,
    pub cuckoo_ready: Signal<In, Bit>,
    // -- result streams from the engines
    pub bloom_out_valid: Signal<In, Bit>,
    pub bloom_out_ready: Signal<Out, Bit>,
    pub bloom_out_hit: Signal<In, Bit>,
    /// A Bloom READ's word: a bit per bank, or a nibble per bank of a
    /// counting filter.
    pub bloom_out_word: Signal<In, Bits<32>>,
    pub cuckoo_out_valid: Signal<In, Bit>,
    pub cuckoo_out_ready: Signal<Out, Bit>,
    pub cuckoo_out_code: Signal<In, Bits<2>>,
    pub cuckoo_out_data: Signal<In, Bits<64>>,
    // -- results, to the dispatcher
    /// The dispatcher can take a result (it rises a cycle later).
    pub want_result: Signal<In, Bit>,
    /// Results are taken now (registered).
    pub result_ready: Signal<Out, Bit>,
    /// The word a result taken now carries: COUNT's count, a DUMP word,
    /// STATS' counters.
    pub result_word: Signal<Out, Bits<64>>,
    /// A result was taken at the last edge; its hit bit (QUERY, Bloom
    /// INSERT: bit set before; Cuckoo: code OK) and its code.
    pub result_taken: Signal<Out, Bit>,
    pub result_hit: Signal<Out, Bit>,
    pub result_code: Signal<Out, Bits<2>>,

    ready_q: DFF<Bit>,
    taken_q: DFF<Bit>,
    hit_q: DFF<Bit>,
    code_q: DFF<Bits<2>>,
    out_valid: Signal<Local, Bit>,
    out_hit: Signal<Local, Bit>,
    /// Engine opcodes (`hwfilter_model::{bloom, cuckoo}::opcode`).
    eng_query: Constant<Bits<3>>,
    eng_insert: Constant<Bits<3>>,
    eng_clear: Constant<Bits<3>>,
    eng_read: Constant<Bits<3>>,
    eng_write: Constant<Bits<3>>,
    eng_delete: Constant<Bits<3>>,
    eng_count: Constant<Bits<3>>,
    eng_stats: Constant<Bits<3>>,
    code_ok: Constant<Bits<2>>,
    code_not_found: Constant<Bits<2>>,
    /// Filter 0 is a counting Bloom filter: its LOAD words are 4 bytes,
    /// its DELETE answers a code.
    /// Bits below a Bloom LOAD word in `key_word` (the fetcher leaves its
    /// bytes on top): 56 plain, 48 blocked, 32 counting.
    bloom_word_drop: Constant<Bits<6>>,
}

impl EnginePort {
    /// The port of a board whose filters are of `kinds`.
    pub fn new(kinds: FilterKinds) -> Self {
        use bloom::opcode as b;
        use cuckoo::opcode as c;
        // One opcode field serves both engines.
        assert_eq!(
            (b::QUERY, b::INSERT, b::CLEAR, b::READ, b::WRITE),
            (c::QUERY, c::INSERT, c::CLEAR, c::READ, c::WRITE),
            "the engines share their common opcodes"
        );
        let op = |v: u8| Constant::new((v as u64).to_bits());
        Self {
            clock: Default::default(),
            reset: Default::default(),
            cuckoo: Default::default(),
            req_clear: Default::default(),
            req_insert: Default::default(),
            req_delete: Default::default(),
            req_count: Default::default(),
            req_stats: Default::default(),
            req_dump: Default::default(),
            req_load: Default::default(),
            key_word: Default::default(),
            address: Default::default(),
            offer: Default::default(),
            engine_ready: Default::default(),
            op_code: Default::default(),
            op_key: Default::default(),
            op_data: Default::default(),
            bloom_valid: Default::default(),
            bloom_ready: Default::default(),
            cuckoo_valid: Default::default(),
            cuckoo_ready: Default::default(),
            bloom_out_valid: Default::default(),
            bloom_out_ready: Default::default(),
            bloom_out_hit: Default::default(),
            bloom_out_word: Default::default(),
            cuckoo_out_valid: Default::default(),
            cuckoo_out_ready: Default::default(),
            cuckoo_out_code: Default::default(),
            cuckoo_out_data: Default::default(),
            want_result: Default::default(),
            result_ready: Default::default(),
            result_word: Default::default(),
            result_taken: Default::default(),
            result_hit: Default::default(),
            result_code: Default::default(),
            ready_q: Default::default(),
            taken_q: Default::default(),
            hit_q: Default::default(),
            code_q: Default::default(),
            out_valid: Default::default(),
            out_hit: Default::default(),
            eng_query: op(c::QUERY),
            eng_insert: op(c::INSERT),
            eng_clear: op(c::CLEAR),
            eng_read: op(c::READ),
            eng_write: op(c::WRITE),
            eng_delete: op(c::DELETE),
            eng_count: op(c::COUNT),
            eng_stats: op(c::STATS),
            code_ok: Constant::new((cuckoo::code::OK as u64).to_bits()),
            code_not_found: Constant::new((cuckoo::code::NOT_FOUND as u64).to_bits()),
            bloom_word_drop: Constant::new(
                (64 - 8 * kinds.word_bytes(Filter::Bloom) as u64).to_bits(),
            ),
        }
    }
}

impl Default for EnginePort {
    fn default() -> Self {
        Self::new(FilterKinds::default())
    }
}

impl Logic for EnginePort {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, ready_q, taken_q, hit_q, code_q);
        // ---- ops
        self.op_code.next = self.eng_query.val();
        if self.req_clear.val() {
            self.op_code.next = self.eng_clear.val();
        }
        if self.req_insert.val() {
            self.op_code.next = self.eng_insert.val();
        }
        if self.req_delete.val() {
            self.op_code.next = self.eng_delete.val();
        }
        if self.req_count.val() {
            self.op_code.next = self.eng_count.val();
        }
        if self.req_stats.val() {
            self.op_code.next = self.eng_stats.val();
        }
        if self.req_dump.val() {
            self.op_code.next = self.eng_read.val();
        }
        if self.req_load.val() {
            self.op_code.next = self.eng_write.val();
        }
        self.op_key.next = self.key_word.val();
        self.op_data.next = self.key_word.val();
        if self.req_dump.val() {
            self.op_key.next = bit_cast::<64, 32>(self.address.val());
        }
        if self.req_load.val() {
            if self.cuckoo.val() {
                self.op_key.next = bit_cast::<64, 32>(self.address.val());
            } else {
                // The word, as the fetcher leaves it in the top bytes, to
                // bits 32..64.
                self.op_key.next = bit_cast::<64, 32>(self.address.val())
                    | ((self.key_word.val() >> self.bloom_word_drop.val()) << 32);
            }
        }
        self.bloom_valid.next = self.offer.val() & !self.cuckoo.val();
        self.cuckoo_valid.next = self.offer.val() & self.cuckoo.val();

        // ---- results
        if self.cuckoo.val() {
            self.engine_ready.next = self.cuckoo_ready.val();
            self.out_valid.next = self.cuckoo_out_valid.val();
            self.out_hit.next = self.cuckoo_out_code.val() == self.code_ok.val();
        } else {
            self.engine_ready.next = self.bloom_ready.val();
            self.out_valid.next = self.bloom_out_valid.val();
            self.out_hit.next = self.bloom_out_hit.val();
        }
        self.result_ready.next = self.ready_q.q.val();
        self.ready_q.d.next = self.want_result.val()
            & !(self.out_valid.val() & self.ready_q.q.val())
            & !self.taken_q.q.val();
        self.taken_q.d.next = self.out_valid.val() & self.ready_q.q.val();
        if self.ready_q.q.val() {
            self.hit_q.d.next = self.out_hit.val();
            // A Bloom result's code (a counting DELETE's): OK when hit.
            if self.cuckoo.val() {
                self.code_q.d.next = self.cuckoo_out_code.val();
            } else if self.out_hit.val() {
                self.code_q.d.next = self.code_ok.val();
            } else {
                self.code_q.d.next = self.code_not_found.val();
            }
        }
        self.result_taken.next = self.taken_q.q.val();
        self.result_hit.next = self.hit_q.q.val();
        self.result_code.next = self.code_q.q.val();
        self.bloom_out_ready.next = self.ready_q.q.val() | self.cuckoo.val();
        self.cuckoo_out_ready.next = self.ready_q.q.val() | !self.cuckoo.val();
        if self.req_count.val() {
            self.result_word.next =
                bit_cast::<64, 32>(self.cuckoo_out_data.val().get_bits::<32>(0));
        } else if self.req_dump.val() & !self.cuckoo.val() {
            self.result_word.next = bit_cast::<64, 32>(self.bloom_out_word.val());
        } else {
            self.result_word.next = self.cuckoo_out_data.val();
        }
        if self.reset.val() {
            self.taken_q.d.next = false;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::link::testbench::settle;
    use hwfilter_model::rng::SplitMix64;

    fn cycle(p: &mut EnginePort) {
        p.clock.next = false.into();
        settle(p);
        p.clock.next = true.into();
        settle(p);
    }

    fn bench() -> EnginePort {
        let mut p = EnginePort::default();
        p.connect_all();
        p.reset.next = true;
        cycle(&mut p);
        p.reset.next = false;
        p
    }

    #[test]
    fn each_request_becomes_its_engine_op_with_its_key_or_address() {
        use cuckoo::opcode as c;
        let mut p = bench();
        let word = 0xab00_0000_1234_5678u64;
        // (request flag index or none, engine op, Bloom key, Cuckoo key)
        let cases: [(Option<usize>, u8, u64, u64); 8] = [
            (None, c::QUERY, word, word),
            (Some(0), c::CLEAR, word, word),
            (Some(1), c::INSERT, word, word),
            (Some(2), c::DELETE, word, word),
            (Some(3), c::COUNT, word, word),
            (Some(4), c::STATS, word, word),
            (Some(5), c::READ, 77, 77),
            (Some(6), c::WRITE, 0xab << 32 | 77, 77),
        ];
        for (flag, op, bloom_key, cuckoo_key) in cases {
            for cuckoo in [false, true] {
                let mut flags = [false; 7];
                if let Some(i) = flag {
                    flags[i] = true;
                }
                p.req_clear.next = flags[0];
                p.req_insert.next = flags[1];
                p.req_delete.next = flags[2];
                p.req_count.next = flags[3];
                p.req_stats.next = flags[4];
                p.req_dump.next = flags[5];
                p.req_load.next = flags[6];
                p.cuckoo.next = cuckoo;
                p.key_word.next = word.to_bits();
                p.address.next = 77u64.to_bits();
                p.offer.next = true;
                settle(&mut p);
                let key = if cuckoo { cuckoo_key } else { bloom_key };
                assert_eq!(p.op_code.val().to_u64(), op as u64, "{flag:?}");
                assert_eq!(p.op_key.val().to_u64(), key, "{flag:?} cuckoo {cuckoo}");
                assert_eq!(p.op_data.val().to_u64(), word);
                assert_eq!(
                    (p.bloom_valid.val(), p.cuckoo_valid.val()),
                    (!cuckoo, cuckoo)
                );
            }
        }
    }

    /// Results offered at random are each taken once, in order, with their
    /// hit bit and code, and only while the dispatcher wants them.
    #[test]
    fn every_result_is_taken_once_under_random_timing() {
        for cuckoo in [false, true] {
            let mut p = bench();
            p.cuckoo.next = cuckoo;
            let mut rng = SplitMix64(11 + cuckoo as u64);
            let results: Vec<u8> = (0..3_000).map(|_| (rng.next_u64() % 4) as u8).collect();
            let (mut offered, mut got) = (0usize, vec![]);
            for _ in 0..40_000 {
                let want = !rng.next_u64().is_multiple_of(4);
                let valid = offered < results.len() && !rng.next_u64().is_multiple_of(3);
                let r = results.get(offered).copied().unwrap_or(0);
                p.want_result.next = want;
                p.bloom_out_valid.next = valid && !cuckoo;
                p.cuckoo_out_valid.next = valid && cuckoo;
                p.bloom_out_hit.next = r & 1 == 1;
                p.cuckoo_out_code.next = ((r & 3) as u64).to_bits();
                settle(&mut p);
                let ready = if cuckoo {
                    p.cuckoo_out_ready.val()
                } else {
                    p.bloom_out_ready.val()
                };
                // The other engine is never held.
                assert!(if cuckoo {
                    p.bloom_out_ready.val()
                } else {
                    p.cuckoo_out_ready.val()
                });
                let took = valid && ready;
                cycle(&mut p);
                if took {
                    offered += 1;
                }
                if p.result_taken.val() {
                    let code = p.result_code.val().to_u64() as u8;
                    let hit = p.result_hit.val();
                    got.push((code, hit));
                }
                if !want {
                    // `want_result` low: nothing is taken at the next edge.
                    settle(&mut p);
                    assert!(!p.result_ready.val() || want);
                }
            }
            assert!(offered > 1_000, "{offered}");
            assert_eq!(got.len(), offered);
            for (i, (code, hit)) in got.iter().enumerate() {
                let r = results[i];
                // A Bloom result's code is its hit's: OK or NOT_FOUND.
                let want_code = match (cuckoo, r & 1 == 1) {
                    (true, _) => r & 3,
                    (false, true) => cuckoo::code::OK,
                    (false, false) => cuckoo::code::NOT_FOUND,
                };
                assert_eq!(*code, want_code, "result {i}");
                let want_hit = if cuckoo { r & 3 == 0 } else { r & 1 == 1 };
                assert_eq!(*hit, want_hit, "result {i}");
            }
        }
    }

    #[test]
    fn a_counting_filters_words_are_four_bytes_each_way() {
        let mut p = EnginePort::new(FilterKinds::COUNTING);
        p.connect_all();
        p.cuckoo.next = false;
        p.address.next = 77u64.to_bits();
        // LOAD: the fetcher leaves the 4-byte word in bits 32..64.
        p.req_load.next = true;
        p.key_word.next = 0xdead_beef_0bad_f00du64.to_bits();
        settle(&mut p);
        assert_eq!(p.op_code.val().to_u64(), bloom::opcode::WRITE as u64);
        assert_eq!(p.op_key.val().to_u64(), 0xdead_beef_0000_004d);
        // DUMP: the engine's 32-bit word, whole.
        p.req_load.next = false;
        p.req_dump.next = true;
        p.bloom_out_word.next = 0xfedc_ba98u64.to_bits();
        settle(&mut p);
        assert_eq!(p.op_key.val().to_u64(), 77);
        assert_eq!(p.result_word.val().to_u64(), 0xfedc_ba98);
        // DELETE goes to the Bloom engine as its DELETE.
        p.req_dump.next = false;
        p.req_delete.next = true;
        p.offer.next = true;
        settle(&mut p);
        assert_eq!(p.op_code.val().to_u64(), 5);
        assert!(p.bloom_valid.val() && !p.cuckoo_valid.val());
    }

    #[test]
    fn verilog_is_generated() {
        let v = generate_verilog(&bench());
        assert!(v.contains("module top"));
    }
}
