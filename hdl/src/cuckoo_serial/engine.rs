//! `CuckooSerialEngine`: [`CuckooSerialCore`] behind its own mixer front,
//! with the ports of [`crate::CuckooEngine`]; its test runs it against the
//! model ([`crate::cuckoo_serial`]).

use rust_hdl::prelude::*;

use super::core::CuckooSerialCore;
use crate::mix_front::MixFront;

/// [`CuckooSerialCore`] behind its own [`MixFront`]: the ports, ops and
/// results of [`crate::CuckooEngine`].
#[derive(LogicBlock)]
pub struct CuckooSerialEngine<const F: usize, const W: usize, const B: usize> {
    pub clock: Signal<In, Clock>,
    pub reset: Signal<In, Bit>,
    pub in_valid: Signal<In, Bit>,
    pub in_ready: Signal<Out, Bit>,
    /// `hwfilter_model::cuckoo::opcode`.
    pub in_op: Signal<In, Bits<3>>,
    /// Key (QUERY/INSERT/DELETE) or address in bits 0..16 (READ/WRITE).
    pub in_key: Signal<In, Bits<64>>,
    /// Word to write (WRITE).
    pub in_data: Signal<In, Bits<64>>,
    pub out_valid: Signal<Out, Bit>,
    pub out_ready: Signal<In, Bit>,
    pub out_op: Signal<Out, Bits<3>>,
    /// `hwfilter_model::cuckoo::code`.
    pub out_code: Signal<Out, Bits<2>>,
    pub out_data: Signal<Out, Bits<64>>,
    front: MixFront,
    core: CuckooSerialCore<F, W, B>,
}

impl<const F: usize, const W: usize, const B: usize> CuckooSerialEngine<F, W, B> {
    /// A new engine evicting at most `max_kicks` times per insert.
    pub fn new(max_kicks: u16) -> Self {
        CuckooSerialEngine {
            clock: Default::default(),
            reset: Default::default(),
            in_valid: Default::default(),
            in_ready: Default::default(),
            in_op: Default::default(),
            in_key: Default::default(),
            in_data: Default::default(),
            out_valid: Default::default(),
            out_ready: Default::default(),
            out_op: Default::default(),
            out_code: Default::default(),
            out_data: Default::default(),
            front: MixFront::new(),
            core: CuckooSerialCore::new(max_kicks),
        }
    }
}

impl<const F: usize, const W: usize, const B: usize> Logic for CuckooSerialEngine<F, W, B> {
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
        self.front.in_data.next = self.in_data.val();
        self.front.in_tag.next = false;
        self.core.in_valid.next = self.front.out_valid.val();
        self.front.out_ready.next = self.core.in_ready.val();
        self.core.in_op.next = self.front.out_op.val();
        self.core.in_x.next = self.front.out_x.val();
        self.core.in_h0.next = self.front.out_h0.val();
        self.core.in_data.next = self.front.out_data.val();
        self.out_valid.next = self.core.out_valid.val();
        self.core.out_ready.next = self.out_ready.val();
        self.out_op.next = self.core.out_op.val();
        self.out_code.next = self.core.out_code.val();
        self.out_data.next = self.core.out_data.val();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::link::testbench::settle;
    use hwfilter_model::cuckoo::{code, opcode};
    use hwfilter_model::rng::SplitMix64;
    use hwfilter_model::{CuckooModel, CuckooOp, CuckooParams};

    /// Runs `ops` through a 16-bucket engine (8-bit fingerprints, at most
    /// 8 kicks) in rust-hdl's simulation, with a result consumer that
    /// stalls every third cycle, and returns (op, code, data) per result.
    fn run(ops: &[CuckooOp]) -> Vec<(u8, u8, u64)> {
        let mut e = CuckooSerialEngine::<8, 32, 4>::new(8);
        e.connect_all();
        e.reset.next = true;
        for _ in 0..2 {
            e.clock.next = Clock::from(false);
            settle(&mut e);
            e.clock.next = Clock::from(true);
            settle(&mut e);
        }
        e.reset.next = false;
        let (mut got, mut next, mut cycles) = (vec![], 0, 0u64);
        while got.len() < ops.len() {
            cycles += 1;
            assert!(cycles < 200 * ops.len() as u64 + 100, "stuck: {got:?}");
            let offer = next < ops.len();
            e.in_valid.next = offer;
            if offer {
                e.in_op.next = (ops[next].code() as u64).to_bits();
                e.in_key.next = ops[next].key().to_bits();
                e.in_data.next = match ops[next] {
                    CuckooOp::Write(_, w) => w,
                    _ => 0,
                }
                .to_bits();
            }
            e.out_ready.next = cycles % 3 != 0;
            e.clock.next = Clock::from(false);
            settle(&mut e);
            if offer && e.in_ready.val() {
                next += 1;
            }
            if e.out_valid.val() && e.out_ready.val() {
                got.push((
                    e.out_op.val().index() as u8,
                    e.out_code.val().index() as u8,
                    e.out_data.val().to_u64(),
                ));
            }
            e.clock.next = Clock::from(true);
            settle(&mut e);
        }
        got
    }

    /// Every result equals the model's, through inserts past FULL (kicks,
    /// the stash), deletes that re-insert the stash, snapshots and CLEAR.
    #[test]
    fn rust_hdl_simulation_matches_model() {
        let params = CuckooParams::new(8, 4, 8).unwrap();
        let mut model = CuckooModel::new(params);
        let mut rng = SplitMix64(7);
        let mut ops = vec![];
        let mut keys: Vec<u64> = vec![];
        for n in 0..700u64 {
            let r = rng.next_u64() % 100;
            let op = if n == 350 {
                CuckooOp::Clear
            } else if r < 40 {
                let k = rng.next_u64() % 97;
                keys.push(k);
                CuckooOp::Insert(k)
            } else if r < 60 && !keys.is_empty() {
                CuckooOp::Delete(keys.swap_remove((rng.next_u64() % keys.len() as u64) as usize))
            } else if r < 85 {
                CuckooOp::Query(rng.next_u64() % 128)
            } else if r < 90 {
                CuckooOp::Read((rng.next_u64() % 17) as u32)
            } else if r < 93 {
                CuckooOp::Count
            } else if r < 96 {
                CuckooOp::Stats
            } else {
                // Words with 0..=4 empty slots: items go up and down.
                let a = (rng.next_u64() % 16) as u32;
                let masks = [0xffff_ffff, 0xff00_ff00, 0x0000_ff00, 0, 0x00ff_ffff];
                let m = masks[(rng.next_u64() % 5) as usize];
                CuckooOp::Write(a, rng.next_u64() & m)
            };
            ops.push(op);
        }
        let want: Vec<_> = ops
            .iter()
            .map(|op| {
                let r = model.apply(*op).unwrap();
                (r.op, r.code, r.data)
            })
            .collect();
        let got = run(&ops);
        for (i, (g, w)) in got.iter().zip(&want).enumerate() {
            assert_eq!(g, w, "result {i} of {:?}", ops[i]);
        }
        let fulls = want.iter().filter(|r| r.1 == code::FULL).count();
        let counts: Vec<u64> = want
            .iter()
            .filter(|r| r.0 == opcode::COUNT)
            .map(|r| r.2)
            .collect();
        assert!(
            counts.windows(2).any(|w| w[1] < w[0]),
            "items never went down: {counts:?}"
        );
        let kicked = want
            .iter()
            .filter(|r| r.0 == opcode::INSERT && r.2 > 0)
            .count();
        assert!(
            fulls > 0 && kicked > 0,
            "fulls {fulls}, inserts with kicks {kicked}"
        );
    }
}
