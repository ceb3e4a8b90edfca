use super::*;
use crate::link::testbench::settle;
use hwfilter_model::blocked::{BlockedBloomModel, BlockedOp as Op, BlockedParams};
use hwfilter_sim::sdram_chip::{Command, SdramChip, SdramGeometry, SdramPins};
use hwfilter_toolchain::sdram::IS42S16160G_7;

// The helper that holds a docs page's marked table to what a test computes.
#[allow(dead_code)]
#[path = "../../../model/tests/common/docs.rs"]
mod docs;

/// Row bits of the test memory: 4 banks x 4 rows x 512 words (128 Kbit).
const R: usize = 2;
const K: usize = 6;

/// A quick part: a short power-up, a refresh every 300 cycles (so a test
/// sees many); tRCD and tRP as long as the CAS latency, tRC 5 cycles longer,
/// as the ULX3S part has them at 100 MHz (CAS latency 2).
fn timing(cas_latency: u32) -> SdramCycles {
    SdramCycles {
        cas_latency,
        t_rcd: cas_latency,
        t_rp: cas_latency,
        t_ras: 5,
        t_rc: cas_latency + 5,
        t_rrd: 2,
        t_wr: 2,
        t_mrd: 2,
        refresh_interval: 300,
        power_up: 100,
        init_refreshes: 8,
    }
}

struct Bench {
    e: SdramBloomEngine<K, R>,
    chip: SdramChip,
    cycles: u64,
    /// Every command on the pins but NOP, with its cycle.
    commands: Vec<(u64, Command)>,
}

impl Bench {
    fn new(t: SdramCycles) -> Self {
        let mut e = SdramBloomEngine::<K, R>::new(t);
        e.connect_all();
        settle(&mut e);
        let chip = SdramChip::new(
            t,
            SdramGeometry {
                bank_bits: 2,
                row_bits: R as u32,
                col_bits: 9,
            },
        );
        Bench {
            e,
            chip,
            cycles: 0,
            commands: vec![],
        }
    }

    fn pins(&self) -> SdramPins {
        let e = &self.e;
        SdramPins {
            cs_n: e.sdram_cs_n.val(),
            ras_n: e.sdram_ras_n.val(),
            cas_n: e.sdram_cas_n.val(),
            we_n: e.sdram_we_n.val(),
            ba: e.sdram_ba.val().index() as u8,
            addr: e.sdram_addr.val().index() as u16,
            dqm: e.sdram_dqm.val().index() as u8,
            dq_out: e.sdram_dq_out.val().index() as u16,
            dq_oe: e.sdram_dq_oe.val(),
        }
    }

    /// One cycle: the engine samples the chip's DQ and the chip the
    /// engine's pins, as both drove them during the cycle.
    fn cycle(&mut self) {
        let pins = self.pins();
        let command = Command::decode(&pins);
        if command != Command::Nop {
            self.commands.push((self.cycles, command));
        }
        self.e.sdram_dq_in.next = self.chip.dq().unwrap_or(0x5a5a).to_bits();
        self.e.clock.next = Clock::from(true);
        settle(&mut self.e);
        if let Err(v) = self.chip.edge(&pins) {
            panic!("after {} cycles: {v}", self.cycles);
        }
        self.e.clock.next = Clock::from(false);
        settle(&mut self.e);
        self.cycles += 1;
    }

    /// Runs `ops` (consumer always ready) and returns each result with the
    /// cycle it came out in.
    fn run(&mut self, ops: &[Op]) -> Vec<((u8, bool, u16), u64)> {
        let mut got = vec![];
        let mut next = 0;
        let limit = self.cycles + 100_000;
        while got.len() < ops.len() {
            assert!(self.cycles < limit, "engine stuck after {got:?}");
            let offer = next < ops.len();
            self.e.in_valid.next = offer;
            if offer {
                self.e.in_op.next = (ops[next].code() as u64).to_bits();
                self.e.in_key.next = ops[next].payload().to_bits();
            }
            self.e.out_ready.next = true;
            settle(&mut self.e);
            if offer && self.e.in_ready.val() {
                next += 1;
            }
            if self.e.out_valid.val() {
                let r = (
                    self.e.out_op.val().index() as u8,
                    self.e.out_hit.val(),
                    self.e.out_word.val().index() as u16,
                );
                got.push((r, self.cycles));
            }
            self.cycle();
        }
        got
    }

    fn boot(&mut self) {
        self.e.reset.next = true;
        self.e.in_valid.next = false;
        self.e.out_ready.next = true;
        for _ in 0..3 {
            self.cycle();
        }
        self.e.reset.next = false;
        while !self.e.ready.val() {
            assert!(self.cycles < 50_000, "no ready after power-up and clear");
            self.cycle();
        }
        assert!(self.chip.ready());
    }
}

fn params() -> BlockedParams {
    BlockedParams::new(2 + R as u32, 13, K as u32).unwrap()
}

/// rust-hdl's own simulation of the engine on the timing-checked chip
/// agrees with the model: power-up, the clear after reset, inserts and
/// queries (the same key and the same block back to back), word reads and
/// writes, CLEAR; at CAS latency 2 and 3, and with the part's timing at
/// 60 MHz (tRRD and tWR one cycle). Its count of set bits is the model's
/// before and after the CLEAR.
#[test]
fn rust_hdl_simulation_matches_the_model_on_a_checked_chip() {
    for (name, t) in [
        ("CL 2", timing(2)),
        ("CL 3", timing(3)),
        ("the part at 60 MHz", part_at(60_000_000)),
    ] {
        let mut b = Bench::new(t);
        b.boot();
        let mut model = BlockedBloomModel::new(params());
        let mut ops = vec![Op::Read(5), Op::Insert(1), Op::Query(1), Op::Query(2)];
        ops.extend([Op::Insert(2), Op::Insert(2), Op::Query(2)]);
        // Keys of one block back to back.
        let p = params();
        let same: Vec<u64> = (100..)
            .filter(|&k| p.block(k) == p.block(1))
            .take(4)
            .collect();
        for &k in &same {
            ops.extend([Op::Insert(k), Op::Query(k)]);
        }
        ops.extend([
            Op::Write(5, 0xa5a5),
            Op::Write(4 << 9 | 7, 0x0102),
            Op::Read(5),
        ]);
        ops.extend([
            Op::Read(4 << 9 | 7),
            Op::Write(5, 1),
            Op::Read(5),
            Op::Query(1),
        ]);
        for k in 1000..1060 {
            ops.push(Op::Insert(k));
        }
        for k in 1000..1080 {
            ops.push(Op::Query(k));
        }
        ops.extend([
            Op::Clear,
            Op::Query(1),
            Op::Read(5),
            Op::Insert(3),
            Op::Query(3),
        ]);
        // Run to just before the CLEAR, then the rest; the results and the
        // set bits are the model's at both points.
        let clear_at = ops.iter().position(|o| *o == Op::Clear).unwrap();
        let (mut got, mut want) = (vec![], vec![]);
        for part in [&ops[..clear_at], &ops[clear_at..]] {
            got.extend(b.run(part).into_iter().map(|(r, _)| r));
            want.extend(part.iter().map(|op| {
                let r = model.apply(*op).unwrap();
                (r.op, r.hit, r.word)
            }));
            for _ in 0..4 {
                b.cycle();
            }
            let bits = model.set_bits_per_group(2 + R as u32)[0];
            assert_eq!(b.e.set_bits.val().index() as u64, bits, "{name}");
            assert!(bits > 0);
            // STATS' eighths, through the registered read port.
            let eighths = model.set_bits_per_group(2 + R as u32 - 3);
            for (g, &want) in eighths.iter().enumerate() {
                b.e.set_bits_group.next = (g as u64).to_bits();
                b.cycle();
                let got = b.e.group_set_bits.val().index() as u64;
                assert_eq!(got, want, "{name}: eighth {g}");
            }
        }
        assert_eq!(got, want, "{name}");
        assert_eq!(
            b.chip.unwritten_reads(),
            0,
            "every word read was cleared first"
        );
        assert!(b.chip.counts().refreshes > 20, "{:?}", b.chip.counts());
    }
}

/// An INSERT writes back only the words that change: none for a key
/// already present.
#[test]
fn an_insert_of_a_present_key_writes_nothing() {
    let mut b = Bench::new(timing(2));
    b.boot();
    b.run(&[Op::Insert(77)]);
    let writes = b.chip.counts().writes;
    b.run(&[Op::Insert(77), Op::Query(77)]);
    assert_eq!(b.chip.counts().writes, writes);
}

/// The part's own timing at `hz`, with a short power-up.
fn part_at(hz: u64) -> SdramCycles {
    SdramCycles {
        power_up: 100,
        ..IS42S16160G_7.cycles(hz).unwrap()
    }
}

/// Keys whose blocks are in the given banks: `(bank, None)` a key in
/// that bank, `(bank, Some(key))` one in the same bank as `key` but
/// another row.
fn keys_in_banks(p: &BlockedParams, want: &[(u8, Option<u64>)]) -> Vec<u64> {
    let bank = |k: u64| (p.block(k) & 3) as u8;
    let mut next = 1u64;
    want.iter()
        .map(|&(b, other_row_of)| {
            let k = (next..)
                .find(|&k| bank(k) == b && other_row_of.is_none_or(|o| p.block(o) != p.block(k)))
                .unwrap();
            next = k + 1;
            k
        })
        .collect()
}

/// An op's commands on the pins and its result, in cycles from the first
/// op's ACTIVE.
#[derive(Debug)]
struct OpCommands {
    active: u64,
    reads: Vec<u64>,
    writes: Vec<u64>,
    precharge: u64,
    result: u64,
}

/// The commands of each op of `ops`, run at full speed from a REFRESH on. Ops open their rows,
/// read and close them in order, and an op's WRITEs come between its
/// last READ and the next op's first.
fn op_commands(ops: &[Op]) -> Vec<OpCommands> {
    let mut b = Bench::new(part_at(SDRAM_CLOCK_HZ));
    b.boot();
    let refreshes = b.chip.counts().refreshes;
    while b.chip.counts().refreshes == refreshes {
        b.cycle();
    }
    b.commands.clear();
    let results = b.run(ops);
    // The last row's PRECHARGE goes out after the last result.
    for _ in 0..10 {
        b.cycle();
    }
    let of = |f: fn(&Command) -> bool| -> Vec<u64> {
        b.commands.iter().filter(|c| f(&c.1)).map(|c| c.0).collect()
    };
    let acts = of(|c| matches!(c, Command::Active { .. }));
    let reads = of(|c| matches!(c, Command::Read { .. }));
    let writes = of(|c| matches!(c, Command::Write { .. }));
    let pres = of(|c| matches!(c, Command::Precharge { .. }));
    assert!(
        !b.commands.iter().any(|c| c.1 == Command::Refresh),
        "no REFRESH"
    );
    assert_eq!((acts.len(), pres.len()), (ops.len(), ops.len()));
    let t0 = acts[0];
    (0..ops.len())
        .map(|i| {
            let my_reads = &reads[i * K..(i + 1) * K];
            let next_read = reads.get((i + 1) * K).copied().unwrap_or(u64::MAX);
            let my_writes = writes
                .iter()
                .filter(|&&w| w > my_reads[K - 1] && w < next_read)
                .map(|w| w - t0)
                .collect();
            OpCommands {
                active: acts[i] - t0,
                reads: my_reads.iter().map(|r| r - t0).collect(),
                writes: my_writes,
                precharge: pres[i] - t0,
                result: results[i].1 - t0,
            }
        })
        .collect()
}

/// Two ops in different banks overlap: the second op's ACTIVE goes out
/// before the first op's PRECHARGE. In the same bank (another row), it
/// waits for it.
#[test]
fn an_op_opens_its_row_while_the_op_before_it_runs_in_another_bank() {
    let p = params();
    let k = keys_in_banks(&p, &[(0, None), (1, None)]);
    let same = keys_in_banks(&p, &[(0, Some(k[0]))]);
    for (second, overlaps) in [(k[1], true), (same[0], false)] {
        let c = op_commands(&[Op::Query(k[0]), Op::Query(second)]);
        assert_eq!(c[1].active < c[0].precharge, overlaps, "{c:?}");
    }
}

/// docs/blocked-bloom.md's timeline of five ops at 100 MHz is what the
/// engine does.
#[test]
fn docs_timeline_is_the_engines() {
    let p = params();
    let k = keys_in_banks(&p, &[(0, None), (1, None), (2, None)]);
    let other_row = keys_in_banks(&p, &[(2, Some(k[2]))])[0];
    let ops = [
        Op::Insert(k[0]),
        Op::Query(k[1]),
        Op::Insert(k[2]),
        Op::Query(other_row),
        Op::Insert(k[0]),
    ];
    let what = [
        "INSERT of a new key",
        "QUERY, another bank",
        "INSERT, another bank",
        "QUERY, the bank before (another row)",
        "INSERT of a present key",
    ];
    let span = |v: &[u64]| match v {
        [] => "-".to_string(),
        [x] => x.to_string(),
        v => format!("{} .. {}", v[0], v[v.len() - 1]),
    };
    let mut t = String::from(
        "\n| op | bank | ACTIVE | READ | WRITE | PRECHARGE | result out |\n\
         |----|------|--------|------|-------|-----------|------------|\n",
    );
    for ((i, c), op) in op_commands(&ops).iter().enumerate().zip(ops) {
        let key = match op {
            Op::Insert(k) | Op::Query(k) => k,
            _ => unreachable!(),
        };
        t += &format!(
            "| {} | {} | {} | {} | {} | {} | {} |\n",
            what[i],
            p.block(key) & 3,
            c.active,
            span(&c.reads),
            span(&c.writes),
            c.precharge,
            c.result
        );
    }
    docs::check_marked_block(
        "blocked-bloom.md",
        "<!-- op-timeline:begin (hdl/src/sdram_bloom/tests.rs) -->",
        "<!-- op-timeline:end -->",
        &t,
        "--lib sdram_bloom::tests::docs_timeline_is_the_engines",
    );
}

/// At 30 MHz the part wants a REFRESH every 234 cycles, under twice the
/// engine's margin: building it says so.
#[test]
#[should_panic(expected = "a REFRESH every 234 cycles at this clock")]
fn a_clock_too_slow_for_the_refresh_margin_is_refused() {
    SdramBloomEngine::<K, R>::new(part_at(30_000_000));
}

#[test]
fn generated_verilog_has_the_pins() {
    let mut e = SdramBloomEngine::<K, R>::new(timing(2));
    e.connect_all();
    let v = generate_verilog(&e);
    for port in ["sdram_cs_n", "sdram_addr", "sdram_dq_oe", "sdram_dq_in"] {
        assert!(v.contains(port), "{port}");
    }
}
