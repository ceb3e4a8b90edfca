use super::*;

/// A small part: every rule is a few cycles long.
const TIMING: SdramCycles = SdramCycles {
    cas_latency: 2,
    t_rcd: 2,
    t_rp: 2,
    t_ras: 5,
    t_rc: 8,
    t_rrd: 2,
    t_wr: 2,
    t_mrd: 2,
    refresh_interval: 100,
    power_up: 10,
    init_refreshes: 2,
};
const GEOMETRY: SdramGeometry = SdramGeometry {
    bank_bits: 2,
    row_bits: 4,
    col_bits: 4,
};
const MODE: u16 = 2 << 4;

fn cmd(ras_n: bool, cas_n: bool, we_n: bool, ba: u8, addr: u16) -> SdramPins {
    SdramPins {
        cs_n: false,
        ras_n,
        cas_n,
        we_n,
        ba,
        addr,
        ..SdramPins::default()
    }
}
fn nop() -> SdramPins {
    SdramPins::default()
}
fn act(bank: u8, row: u16) -> SdramPins {
    cmd(false, true, true, bank, row)
}
fn read(bank: u8, col: u16) -> SdramPins {
    cmd(true, false, true, bank, col)
}
fn write(bank: u8, col: u16, data: u16) -> SdramPins {
    SdramPins {
        dq_out: data,
        dq_oe: true,
        ..cmd(true, false, false, bank, col)
    }
}
fn pre(bank: u8) -> SdramPins {
    cmd(false, true, false, bank, 0)
}
fn pre_all() -> SdramPins {
    cmd(false, true, false, 0, 1 << 10)
}
fn refresh() -> SdramPins {
    cmd(false, false, true, 0, 0)
}
fn load_mode(mode: u16) -> SdramPins {
    cmd(false, false, false, 0, mode)
}

/// Clocks `pins` then `nops` NOP edges; the first violation, if any.
fn run(chip: &mut SdramChip, seq: &[(SdramPins, u32)]) -> Result<(), Violation> {
    for &(pins, nops) in seq {
        chip.edge(&pins)?;
        for _ in 0..nops {
            chip.edge(&nop())?;
        }
    }
    Ok(())
}

/// A chip through its power-up: NOPs, PRECHARGE ALL, two REFRESHes, LOAD
/// MODE, each as soon as its timing allows.
fn ready_chip() -> SdramChip {
    let mut chip = SdramChip::new(TIMING, GEOMETRY);
    run(
        &mut chip,
        &[
            (nop(), TIMING.power_up - 1),
            (pre_all(), 1),
            (refresh(), 7),
            (refresh(), 7),
            (load_mode(MODE), 1),
        ],
    )
    .expect("a legal power-up");
    assert!(chip.ready());
    chip
}

/// The rule a sequence after power-up breaks.
fn broken(seq: &[(SdramPins, u32)]) -> String {
    let mut chip = ready_chip();
    run(&mut chip, seq).expect_err("a violation").rule
}

#[test]
fn a_legal_session_writes_and_reads_back_at_the_cas_latency() {
    let mut chip = ready_chip();
    run(
        &mut chip,
        &[
            (act(1, 3), 1),
            (write(1, 5, 0xabcd), 0),
            (write(1, 6, 0x1234), 0),
            (act(2, 7), 1), // tRRD 2 after bank 1's ACTIVE
            (read(1, 5), 0),
        ],
    )
    .unwrap();
    // READ at edge e: driven after edge e + CL - 1, sampled at e + CL.
    assert_eq!(chip.dq(), None);
    chip.edge(&read(1, 6)).unwrap();
    assert_eq!(chip.dq(), Some(0xabcd));
    chip.edge(&nop()).unwrap();
    assert_eq!(chip.dq(), Some(0x1234));
    chip.edge(&nop()).unwrap();
    assert_eq!(chip.dq(), None);
    run(
        &mut chip,
        &[
            (pre(1), 0),
            (pre(2), 2),
            (refresh(), 7),
            (act(1, 3), 1),
            (read(1, 6), 1),
        ],
    )
    .unwrap();
    assert_eq!(
        chip.dq(),
        Some(0x1234),
        "data kept across precharge and refresh"
    );
    assert_eq!(chip.word(1, 3, 5), 0xabcd);
    assert_eq!(chip.unwritten_reads(), 0);
    let c = chip.counts();
    assert_eq!((c.activates, c.reads, c.writes), (3, 3, 2));
}

#[test]
fn a_masked_byte_keeps_its_old_value_and_garbage_reads_are_counted() {
    let mut chip = ready_chip();
    let masked_high = SdramPins {
        dqm: 2,
        ..write(0, 1, 0x5566)
    };
    run(
        &mut chip,
        &[(act(0, 0), 1), (write(0, 0, 0x1122), 0), (masked_high, 0)],
    )
    .unwrap();
    assert_eq!(chip.word(0, 0, 0), 0x1122);
    assert_eq!(chip.word(0, 0, 1), (UNWRITTEN & 0xff00) | 0x66);
    run(&mut chip, &[(read(0, 1), 0), (read(0, 2), 0)]).unwrap();
    assert_eq!(
        chip.unwritten_reads(),
        2,
        "a half-written word is not written"
    );
}

#[test]
fn each_timing_rule_is_enforced() {
    let cases: [(&str, Vec<(SdramPins, u32)>); 9] = [
        ("tRCD", vec![(act(0, 1), 0), (read(0, 0), 0)]),
        ("tRAS", vec![(act(0, 1), 3), (pre(0), 0)]),
        (
            "tWR",
            vec![(act(0, 1), 4), (write(0, 0, 1), 0), (pre(0), 0)],
        ),
        ("tRP", vec![(act(0, 1), 4), (pre(0), 0), (act(0, 1), 0)]),
        ("tRC", vec![(act(0, 1), 4), (pre(0), 1), (act(0, 1), 0)]),
        ("tRRD", vec![(act(0, 1), 0), (act(1, 1), 0)]),
        ("tMRD", vec![(load_mode(MODE), 0), (act(0, 1), 0)]),
        (
            "REFRESH to REFRESH (tRC)",
            vec![(refresh(), 2), (refresh(), 0)],
        ),
        (
            "REFRESH to ACTIVE (tRC)",
            vec![(refresh(), 2), (act(0, 0), 0)],
        ),
    ];
    for (rule, seq) in cases {
        let got = broken(&seq);
        assert!(got.contains(rule), "{rule}: {got}");
    }
}

#[test]
fn bank_states_are_enforced() {
    let cases: [(&str, Vec<(SdramPins, u32)>); 6] = [
        (
            "already has a row open",
            vec![(act(0, 1), 8), (act(0, 2), 0)],
        ),
        ("has no open row", vec![(read(3, 0), 0)]),
        (
            "REFRESH with bank 2 open",
            vec![(act(2, 1), 7), (refresh(), 0)],
        ),
        (
            "LOAD MODE with bank 0 open",
            vec![(act(0, 1), 7), (load_mode(MODE), 0)],
        ),
        ("row 16 beyond", vec![(act(0, 16), 0)]),
        ("column 16 beyond", vec![(act(0, 1), 2), (read(0, 16), 0)]),
    ];
    for (rule, seq) in cases {
        let got = broken(&seq);
        assert!(got.contains(rule), "{rule}: {got}");
    }
}

#[test]
fn what_the_controller_must_not_use_is_refused() {
    let auto = cmd(true, false, true, 0, 1 << 10);
    assert!(broken(&[(act(0, 1), 2), (auto, 0)]).contains("auto-precharge"));
    assert!(broken(&[(cmd(true, true, false, 0, 0), 0)]).contains("BURST TERMINATE"));
    assert!(broken(&[(load_mode(3 << 4), 0)]).contains("CAS latency 2"));
    assert!(broken(&[(load_mode(MODE | 3), 0)]).contains("burst length 1"));
    let undriven = SdramPins {
        dq_oe: false,
        ..write(0, 0, 0)
    };
    assert!(broken(&[(act(0, 1), 2), (undriven, 0)]).contains("without driving"));
    // A9 (write burst mode) is free with burst length 1.
    let mut chip = ready_chip();
    run(&mut chip, &[(load_mode(MODE | 1 << 9), 2)]).unwrap();
}

#[test]
fn driving_dq_against_read_data_is_contention() {
    // READ at e (CL 2): the chip drives during the cycle that ends at e + 2;
    // a WRITE sampled at e + 2 drove DQ during that same cycle.
    let got = broken(&[(act(0, 1), 2), (read(0, 0), 1), (write(0, 1, 7), 0)]);
    assert!(got.contains("bus contention"), "{got}");
    let mut chip = ready_chip();
    run(
        &mut chip,
        &[(act(0, 1), 2), (read(0, 0), 2), (write(0, 1, 7), 0)],
    )
    .unwrap();
}

#[test]
fn refresh_must_come_within_its_interval() {
    let mut chip = ready_chip();
    // The last init REFRESH was 10 edges before ready: the next may come
    // 100 cycles after it, not 101.
    run(&mut chip, &[(nop(), 89)]).unwrap();
    run(&mut chip, &[(refresh(), 99)]).unwrap();
    let e = run(&mut chip, &[(nop(), 1)]).unwrap_err();
    assert!(e.rule.contains("refresh overdue"), "{e}");
}

#[test]
fn the_power_up_sequence_is_enforced() {
    let mut chip = SdramChip::new(TIMING, GEOMETRY);
    let e = run(&mut chip, &[(nop(), 3), (pre_all(), 0)]).unwrap_err();
    assert!(e.rule.contains("during power-up"), "{e}");
    assert_eq!(e.cycle, 4);

    let mut chip = SdramChip::new(TIMING, GEOMETRY);
    let e = run(&mut chip, &[(nop(), TIMING.power_up - 1), (refresh(), 0)]).unwrap_err();
    assert!(e.rule.contains("PRECHARGE ALL, then"), "{e}");

    // One REFRESH short of the two: still initialising, ACTIVE refused.
    let mut chip = SdramChip::new(TIMING, GEOMETRY);
    let e = run(
        &mut chip,
        &[
            (nop(), TIMING.power_up - 1),
            (pre_all(), 2),
            (refresh(), 8),
            (load_mode(MODE), 2),
            (act(0, 0), 0),
        ],
    )
    .unwrap_err();
    assert!(!chip.ready() && e.rule.contains("power-up sequence"), "{e}");
}

/// The chip runs on the ULX3S part's own figures at 100 MHz too.
#[test]
fn the_ulx3s_part_at_100_mhz_powers_up_in_200_microseconds() {
    let t = hwfilter_toolchain::sdram::IS42S16160G_7
        .cycles(100_000_000)
        .unwrap();
    let mut chip = SdramChip::new(t, GEOMETRY);
    let mut seq = vec![(nop(), t.power_up - 1), (pre_all(), t.t_rp - 1)];
    for _ in 0..t.init_refreshes {
        seq.push((refresh(), t.t_rc - 1));
    }
    seq.push((load_mode((t.cas_latency as u16) << 4), t.t_mrd - 1));
    run(&mut chip, &seq).unwrap();
    assert!(chip.ready());
    assert_eq!(chip.cycle(), 20_000 + 2 + 8 * 7 + 2);
}
