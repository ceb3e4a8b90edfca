//! `ReplyFields`: the 32-bit fields of the INFO and STATS replies
//! (docs/protocol.md, 5.1), one at a time, in wire order.
//!
//! ```text
//!  field_index ─┬─► INFO:  board constants | boot epoch | expected seq | baud divider ─┐
//!  info_selected┘   STATS: link counters | engine word (low, high) | Bloom set bits ──┴─► field (registered)
//!  field_index - 10 ─► set_bits_bank (to the Bloom engine's registered read port)
//!  field_index == INFO_FIELDS / STATS_FIELDS ───────────────────────────────────────────► last  (registered)
//! ```
//!
//! The board's constant INFO fields (window, key limits, hash version and
//! seed, geometry, capacity, clock) are fixed when the RTL is generated,
//! from the model's [`Info`] so the field order has one source; the run-time
//! ones (boot epoch, expected sequence number, baud divider) and the STATS
//! fields come in on ports. `field` and `last` are registered: the
//! dispatcher reads them at least four cycles after it moved `field_index`
//! (one field is serialized in four), so the multiplexer is off its path.
//! The Bloom set bits (fields 10..18, the Cuckoo filter's are 0) come from
//! the engine's registered read port, a cycle behind `set_bits_bank`: they
//! reach `field` two edges after `field_index` moved, still in time.
use hwfilter_model::protocol::{BloomKind, FilterKinds, INFO_FIELDS, Info, STATS_FIELDS};
use rust_hdl::prelude::*;

/// What INFO reports about the board, fixed when the RTL is generated.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BoardInfo {
    pub bloom_banks: u32,
    pub bloom_bank_bits: u32,
    pub bloom_capacity: u32,
    pub cuckoo_fp_bits: u32,
    pub cuckoo_bucket_bits: u32,
    pub cuckoo_max_kicks: u32,
    pub cuckoo_capacity: u32,
    pub clock_hz: u32,
    /// The engine behind each filter (INFO field 17).
    pub filter_kinds: FilterKinds,
}

impl BoardInfo {
    /// The INFO reply for this board, with the run-time fields as given.
    pub fn info(&self, boot_epoch: u32, expected_seq: u32, baud_div: u32) -> Info {
        use hwfilter_model::hash::{HASH_VERSION, KEY_SEED};
        use hwfilter_model::protocol::{DUMP_MAX_BYTES, MAX_KEYS, WINDOW};
        Info {
            boot_epoch,
            expected_seq,
            window: WINDOW as u32,
            max_keys: MAX_KEYS as u32,
            dump_max_bytes: DUMP_MAX_BYTES as u32,
            hash_version: HASH_VERSION,
            key_seed_low: KEY_SEED as u32,
            key_seed_high: (KEY_SEED >> 32) as u32,
            bloom_banks: self.bloom_banks,
            bloom_addr_bits: self.bloom_bank_bits,
            bloom_capacity: self.bloom_capacity,
            cuckoo_fp_bits: self.cuckoo_fp_bits,
            cuckoo_bucket_bits: self.cuckoo_bucket_bits,
            cuckoo_max_kicks: self.cuckoo_max_kicks,
            cuckoo_capacity: self.cuckoo_capacity,
            clock_hz: self.clock_hz,
            baud_div,
            filter_kinds: self.filter_kinds.field(),
        }
    }
}

/// INFO and STATS reply fields, by index.
#[derive(LogicBlock)]
pub struct ReplyFields {
    pub clock: Signal<In, Clock>,
    /// High: the INFO fields; low: the STATS fields.
    pub info_selected: Signal<In, Bit>,
    /// High while a STATS reply is built (for `last`).
    pub stats_selected: Signal<In, Bit>,
    /// The field to present at the next edge, in wire order.
    pub field_index: Signal<In, Bits<5>>,
    // -- INFO's run-time fields
    pub boot_epoch: Signal<In, Bits<32>>,
    pub expected_seq: Signal<In, Bits<8>>,
    pub baud_div: Signal<In, Bits<16>>,
    // -- STATS: the link's counters, then the engine's STATS word
    pub frames: Signal<In, Bits<32>>,
    pub bad_crc: Signal<In, Bits<32>>,
    pub bad_length: Signal<In, Bits<32>>,
    pub bad_request: Signal<In, Bits<32>>,
    pub out_of_sequence: Signal<In, Bits<32>>,
    pub replays: Signal<In, Bits<32>>,
    pub busy: Signal<In, Bits<32>>,
    pub uart_errors: Signal<In, Bits<32>>,
    /// The engine's STATS result: fields 8 (low half) and 9 (high half).
    pub engine_stats: Signal<In, Bits<64>>,
    /// High: the request is for the Cuckoo filter (no Bloom set bits).
    pub cuckoo: Signal<In, Bit>,
    /// Field 8 of a counting Bloom filter's STATS: its stuck counters.
    pub stuck_total: Signal<In, Bits<32>>,
    /// Fields 10..18: the Bloom engine's set bits of bank `set_bits_bank`.
    pub set_bits: Signal<In, Bits<32>>,
    /// `field_index - 10`, for the Bloom engine's read port.
    pub set_bits_bank: Signal<Out, Bits<3>>,
    // -- registered outputs
    /// Field `field_index` as it was at the last edge (0 past the last).
    pub field: Signal<Out, Bits<32>>,
    /// `field_index` was one past the reply's last field at the last edge.
    pub last: Signal<Out, Bit>,
    field_q: DFF<Bits<32>>,
    last_q: DFF<Bit>,
    field_now: Signal<Local, Bits<32>>,
    /// STATS fields 8 and 9 of the filter asked for.
    stats_low: Signal<Local, Bits<32>>,
    stats_high: Signal<Local, Bits<32>>,
    /// `set_bits`, or 0 for the Cuckoo filter.
    bloom_set_bits: Signal<Local, Bits<32>>,
    /// `field_index`'s low three bits (fields 10..18 are banks 0..8).
    index_low: Signal<Local, Bits<3>>,
    /// INFO's fields as generated (the run-time ones are 0 here).
    info: [Constant<Bits<32>>; INFO_FIELDS],
    n_info: Constant<Bits<5>>,
    n_stats: Constant<Bits<5>>,
    zero32: Constant<Bits<32>>,
    two3: Constant<Bits<3>>,
    /// Filter 0 is a counting Bloom filter (field 8: its stuck counters).
    bloom_counts: Constant<Bit>,
}

impl ReplyFields {
    pub fn new(board: BoardInfo) -> Self {
        let fields = board.info(0, 0, 0).to_fields();
        // rust-hdl indexes by literals only: `update` names the run-time
        // fields' places, which the model's order must match.
        let runtime = board.info(1, 2, 3).to_fields();
        assert_eq!(
            (runtime[0], runtime[1], runtime[16]),
            (1, 2, 3),
            "INFO's run-time fields are 0, 1 and 16"
        );
        assert_eq!((INFO_FIELDS, STATS_FIELDS), (18, 18), "update's arms");
        Self {
            clock: Default::default(),
            info_selected: Default::default(),
            stats_selected: Default::default(),
            field_index: Default::default(),
            boot_epoch: Default::default(),
            expected_seq: Default::default(),
            baud_div: Default::default(),
            frames: Default::default(),
            bad_crc: Default::default(),
            bad_length: Default::default(),
            bad_request: Default::default(),
            out_of_sequence: Default::default(),
            replays: Default::default(),
            busy: Default::default(),
            uart_errors: Default::default(),
            engine_stats: Default::default(),
            cuckoo: Default::default(),
            stuck_total: Default::default(),
            set_bits: Default::default(),
            set_bits_bank: Default::default(),
            field: Default::default(),
            last: Default::default(),
            field_q: Default::default(),
            last_q: Default::default(),
            field_now: Default::default(),
            index_low: Default::default(),
            bloom_set_bits: Default::default(),
            stats_low: Default::default(),
            stats_high: Default::default(),
            info: std::array::from_fn(|i| Constant::new((fields[i] as u64).to_bits())),
            n_info: Constant::new((INFO_FIELDS as u64).to_bits()),
            n_stats: Constant::new((STATS_FIELDS as u64).to_bits()),
            zero32: Constant::new(0u64.to_bits()),
            two3: Constant::new(2u64.to_bits()),
            bloom_counts: Constant::new(board.filter_kinds.bloom == BloomKind::Counting),
        }
    }
}

impl Logic for ReplyFields {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, field_q, last_q);
        self.field_now.next = self.zero32.val();
        // The Cuckoo filter's STATS has no Bloom set bits.
        self.bloom_set_bits.next = self.set_bits.val();
        if self.cuckoo.val() {
            self.bloom_set_bits.next = self.zero32.val();
        }
        // STATS fields 8 and 9: the Cuckoo engine's counters; a Bloom
        // filter's stuck counters and 0 (both 0 for a plain one).
        self.stats_low.next = self.zero32.val();
        self.stats_high.next = self.zero32.val();
        if self.cuckoo.val() {
            self.stats_low.next = self.engine_stats.val().get_bits::<32>(0);
            self.stats_high.next = self.engine_stats.val().get_bits::<32>(32);
        } else if self.bloom_counts.val() {
            self.stats_low.next = self.stuck_total.val();
        }
        if self.info_selected.val() {
            match self.field_index.val().index() {
                0 => {
                    self.field_now.next = self.boot_epoch.val();
                }
                1 => {
                    self.field_now.next = bit_cast::<32, 8>(self.expected_seq.val());
                }
                2 => {
                    self.field_now.next = self.info[2].val();
                }
                3 => {
                    self.field_now.next = self.info[3].val();
                }
                4 => {
                    self.field_now.next = self.info[4].val();
                }
                5 => {
                    self.field_now.next = self.info[5].val();
                }
                6 => {
                    self.field_now.next = self.info[6].val();
                }
                7 => {
                    self.field_now.next = self.info[7].val();
                }
                8 => {
                    self.field_now.next = self.info[8].val();
                }
                9 => {
                    self.field_now.next = self.info[9].val();
                }
                10 => {
                    self.field_now.next = self.info[10].val();
                }
                11 => {
                    self.field_now.next = self.info[11].val();
                }
                12 => {
                    self.field_now.next = self.info[12].val();
                }
                13 => {
                    self.field_now.next = self.info[13].val();
                }
                14 => {
                    self.field_now.next = self.info[14].val();
                }
                15 => {
                    self.field_now.next = self.info[15].val();
                }
                16 => {
                    self.field_now.next = bit_cast::<32, 16>(self.baud_div.val());
                }
                17 => {
                    self.field_now.next = self.info[17].val();
                }
                _ => {}
            }
        } else {
            match self.field_index.val().index() {
                0 => {
                    self.field_now.next = self.frames.val();
                }
                1 => {
                    self.field_now.next = self.bad_crc.val();
                }
                2 => {
                    self.field_now.next = self.bad_length.val();
                }
                3 => {
                    self.field_now.next = self.bad_request.val();
                }
                4 => {
                    self.field_now.next = self.out_of_sequence.val();
                }
                5 => {
                    self.field_now.next = self.replays.val();
                }
                6 => {
                    self.field_now.next = self.busy.val();
                }
                7 => {
                    self.field_now.next = self.uart_errors.val();
                }
                8 => {
                    self.field_now.next = self.stats_low.val();
                }
                9 => {
                    self.field_now.next = self.stats_high.val();
                }
                10 => {
                    self.field_now.next = self.bloom_set_bits.val();
                }
                11 => {
                    self.field_now.next = self.bloom_set_bits.val();
                }
                12 => {
                    self.field_now.next = self.bloom_set_bits.val();
                }
                13 => {
                    self.field_now.next = self.bloom_set_bits.val();
                }
                14 => {
                    self.field_now.next = self.bloom_set_bits.val();
                }
                15 => {
                    self.field_now.next = self.bloom_set_bits.val();
                }
                16 => {
                    self.field_now.next = self.bloom_set_bits.val();
                }
                17 => {
                    self.field_now.next = self.bloom_set_bits.val();
                }
                _ => {}
            }
        }
        // 10..18 - 10, modulo 8: the low three bits minus 2.
        self.index_low.next = self.field_index.val().get_bits::<3>(0);
        self.set_bits_bank.next = self.index_low.val() - self.two3.val();
        self.field_q.d.next = self.field_now.val();
        self.last_q.d.next = (self.info_selected.val()
            & (self.field_index.val() == self.n_info.val()))
            | (self.stats_selected.val() & (self.field_index.val() == self.n_stats.val()));
        self.field.next = self.field_q.q.val();
        self.last.next = self.last_q.q.val();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::board_info;
    use crate::link::testbench::settle;
    use hwfilter_model::protocol::Stats;

    /// Presents `index`, clocks, and returns (field, last).
    fn read(f: &mut ReplyFields, index: usize) -> (u32, bool) {
        f.field_index.next = (index as u64).to_bits();
        f.clock.next = false.into();
        settle(f);
        f.clock.next = true.into();
        settle(f);
        (f.field.val().to_u64() as u32, f.last.val())
    }

    fn bench() -> ReplyFields {
        let mut f = ReplyFields::new(board_info(4, 14, 12, 10, 60_000_000));
        f.connect_all();
        f
    }

    #[test]
    fn info_fields_are_the_models_in_wire_order_and_last_follows_the_last() {
        let board = board_info(4, 14, 12, 10, 60_000_000);
        let mut f = bench();
        f.info_selected.next = true;
        f.boot_epoch.next = 0x8123_4567u64.to_bits();
        f.expected_seq.next = 0xa5u64.to_bits();
        f.baud_div.next = 5u64.to_bits();
        let want = board.info(0x8123_4567, 0xa5, 5).to_fields();
        for (i, w) in want.iter().enumerate() {
            assert_eq!(read(&mut f, i), (*w, false), "INFO field {i}");
        }
        assert_eq!(read(&mut f, INFO_FIELDS), (0, true));
        assert_eq!(read(&mut f, INFO_FIELDS + 1), (0, false));
    }

    #[test]
    fn stats_fields_are_the_counters_then_the_engine_word() {
        let mut f = bench();
        f.stats_selected.next = true;
        let stats = Stats {
            frames: 1,
            bad_crc: 2,
            bad_length: 3,
            bad_request: 4,
            out_of_sequence: 5,
            replays: 6,
            busy: 7,
            uart_errors: 0xffff_fff8,
            cuckoo_kicks: 0x1234_5678,
            cuckoo_full: 0x9abc_def0,
            bloom_set_bits: [11, 12, 13, 14, 15, 16, 17, 18],
        };
        f.frames.next = (stats.frames as u64).to_bits();
        f.bad_crc.next = (stats.bad_crc as u64).to_bits();
        f.bad_length.next = (stats.bad_length as u64).to_bits();
        f.bad_request.next = (stats.bad_request as u64).to_bits();
        f.out_of_sequence.next = (stats.out_of_sequence as u64).to_bits();
        f.replays.next = (stats.replays as u64).to_bits();
        f.busy.next = (stats.busy as u64).to_bits();
        f.uart_errors.next = (stats.uart_errors as u64).to_bits();
        f.engine_stats.next =
            ((stats.cuckoo_full as u64) << 32 | stats.cuckoo_kicks as u64).to_bits();
        // The Bloom engine's read port, as the field index asks for it.
        let present = |f: &mut ReplyFields, i: usize| {
            f.field_index.next = (i as u64).to_bits();
            settle(f);
            let bank = f.set_bits_bank.val().index();
            if i >= 10 {
                assert_eq!(bank, i - 10, "bank asked for field {i}");
            }
            f.set_bits.next = (stats.bloom_set_bits[bank] as u64).to_bits();
        };
        // The Bloom filter's STATS: no Cuckoo counters (a plain filter has
        // no stuck counters either).
        f.stuck_total.next = 0x55u64.to_bits();
        for (i, w) in stats.to_fields().iter().enumerate() {
            present(&mut f, i);
            let w = if (8..10).contains(&i) { 0 } else { *w };
            assert_eq!(read(&mut f, i), (w, false), "STATS field {i}");
        }
        assert_eq!(read(&mut f, STATS_FIELDS), (0, true));
        // The Cuckoo filter's STATS has the engine's counters and no Bloom
        // set bits.
        f.cuckoo.next = true;
        for (i, w) in stats.to_fields().iter().enumerate() {
            present(&mut f, i);
            let w = if i >= 10 { 0 } else { *w };
            assert_eq!(read(&mut f, i), (w, false), "Cuckoo STATS field {i}");
        }
        f.cuckoo.next = false;
        // Neither reply selected: nothing is last.
        f.stats_selected.next = false;
        assert_eq!(read(&mut f, STATS_FIELDS), (0, false));
    }

    #[test]
    fn a_counting_filters_stats_carry_its_stuck_counters_in_field_8() {
        let info = BoardInfo {
            filter_kinds: FilterKinds::COUNTING,
            ..board_info(4, 12, 12, 10, 60_000_000)
        };
        let mut f = ReplyFields::new(info);
        f.connect_all();
        f.stats_selected.next = true;
        f.engine_stats.next = 0x1111_2222_3333_4444u64.to_bits();
        f.stuck_total.next = 4u64.to_bits();
        assert_eq!(read(&mut f, 8), (4, false));
        assert_eq!(read(&mut f, 9), (0, false));
        f.cuckoo.next = true;
        assert_eq!(read(&mut f, 8), (0x3333_4444, false));
        // INFO says what it is.
        f.stats_selected.next = false;
        f.info_selected.next = true;
        assert_eq!(read(&mut f, 17), (0x0102, false));
    }

    #[test]
    fn verilog_is_generated() {
        let v = generate_verilog(&bench());
        assert!(v.contains("module top"));
    }
}
