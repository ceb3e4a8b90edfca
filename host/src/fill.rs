//! How full the Bloom filter behind one link is: one board over its port,
//! or every board of a `hwfilter serve` that spreads its keys over several
//! (`serve::shards`).
//!
//! Each board is a filter of its own: a key lives on the one board its hash
//! picks, and sets its bits there. Set bits therefore do not add up across
//! boards (two boards with 8,000 bits set in a bank of 16,384 are two
//! half-full banks, not one full one), so each board's fill is worked out
//! from its own counts ([`Fill`]) and the figures are combined:
//!
//! - distinct keys: the sum of the boards' estimates;
//! - capacity at the target rate: the sum of the boards' capacities (each
//!   holds its capacity at that rate);
//! - capacity used: the keys over the capacity;
//! - live false-positive rate: the mean of the boards' rates. A key never
//!   inserted is looked up on the one board its hash picks, and the hash
//!   spreads keys evenly, so each board answers an equal share of those
//!   queries. (A mean weighted by the boards' keys would be the same for
//!   boards filled by the hash, but would let a board emptied by a CLEAR
//!   on its own count for nothing although it still answers its share.)
//! - state: the worst board's. Its keys answer less reliably than designed
//!   whatever room the other boards have.
//!
//! With one board every figure is that board's.
//!
//! A blocked filter 0 (in SDRAM) reports its set bits per eighth of its
//! blocks, not per bank: each board's fill is then
//! [`BlockedFill`]'s, its eighths in the place of banks.

use hwfilter_model::BloomParams;
use hwfilter_model::blocked_fill::BlockedFill;
use hwfilter_model::fill::{Fill, FillState};
use hwfilter_model::geometry::BloomGeometry;
use hwfilter_model::protocol::{BLOCKED_FILL_GROUPS_LOG2, FILL_BANKS, FILL_NOT_COUNTED, Info};

/// The target false-positive rate a board's capacity is designed at: INFO's
/// Bloom capacity is `BloomParams::capacity(0.01)`.
pub const DEFAULT_TARGET_FPR: f64 = 0.01;

/// The Bloom fill of one or more boards of one geometry.
#[derive(Clone, Debug, PartialEq)]
pub struct BoardsFill {
    /// Each board's fill, in placement order (one for a board over its
    /// port).
    pub boards: Vec<Fill>,
    /// What a board's set-bit counts are counts of: `bank`, or `eighth`
    /// (of a blocked filter's blocks).
    pub part: &'static str,
    /// Distinct keys inserted, estimated: the sum over the boards.
    pub estimated_keys: f64,
    /// Chance that a key never inserted answers present now: the mean over
    /// the boards.
    pub live_fpr: f64,
    /// The false-positive rate the capacity is designed for.
    pub target_fpr: f64,
    /// Keys the boards hold at `target_fpr`: the sum over the boards.
    pub capacity: u64,
    /// `estimated_keys / capacity`.
    pub capacity_used: f64,
    /// The worst board's state.
    pub state: FillState,
}

impl BoardsFill {
    /// The fill of boards of geometry `params` whose banks have
    /// `set_bits[board][bank]` bits set, against their capacity at
    /// `target_fpr` (strictly between 0 and 1).
    pub fn new(
        params: BloomParams,
        set_bits: &[Vec<u64>],
        target_fpr: f64,
    ) -> Result<BoardsFill, String> {
        check_target_fpr(target_fpr)?;
        let boards = each_board(set_bits, |bits| Fill::new(params, bits, target_fpr))?;
        Ok(Self::of_boards(boards, "bank", target_fpr))
    }

    /// The fill of blocked filters of geometry `params` whose eighths
    /// (groups of `2^(a - 3)` blocks) have `set_bits[board][eighth]` bits
    /// set: each board's is [`BlockedFill`]'s, its eighths as its parts.
    pub fn blocked(
        params: hwfilter_model::blocked::BlockedParams,
        set_bits: &[Vec<u64>],
        target_fpr: f64,
    ) -> Result<BoardsFill, String> {
        check_target_fpr(target_fpr)?;
        let group_log2 = params
            .block_addr_bits()
            .checked_sub(BLOCKED_FILL_GROUPS_LOG2)
            .ok_or("a blocked filter of fewer blocks than eighths")?;
        let boards = each_board(set_bits, |bits| {
            let f = BlockedFill::new(params, group_log2, bits, target_fpr)?;
            Ok(Fill {
                set_bits: f.set_bits,
                bank_bits: params.block_bits() << group_log2,
                estimated_keys: f.estimated_keys,
                live_fpr: f.live_fpr,
                target_fpr,
                capacity: f.capacity,
                capacity_used: f.capacity_used,
                state: f.state,
            })
        })?;
        Ok(Self::of_boards(boards, "eighth", target_fpr))
    }

    /// The boards' figures combined.
    fn of_boards(boards: Vec<Fill>, part: &'static str, target_fpr: f64) -> BoardsFill {
        let estimated_keys = boards.iter().map(|f| f.estimated_keys).sum::<f64>();
        let live_fpr = boards.iter().map(|f| f.live_fpr).sum::<f64>() / boards.len() as f64;
        let capacity = boards.iter().map(|f| f.capacity).sum::<u64>();
        let capacity_used = if capacity == 0 {
            f64::INFINITY
        } else {
            estimated_keys / capacity as f64
        };
        let state = boards
            .iter()
            .map(|f| f.state)
            .max_by_key(|&s| severity(s))
            .unwrap_or(FillState::Ok);
        BoardsFill {
            boards,
            part,
            estimated_keys,
            live_fpr,
            target_fpr,
            capacity,
            capacity_used,
            state,
        }
    }

    /// The fill from INFO's geometry and each board's Bloom set bits as
    /// STATS carries them (fields 10.., one slot per possible bank; the
    /// first `bloom_banks` are the build's; a blocked filter's eighths all
    /// 8).
    pub fn from_set_bits(
        info: &Info,
        each: &[[u32; FILL_BANKS]],
        target_fpr: f64,
    ) -> Result<Self, String> {
        let geometry =
            BloomGeometry::of(info).map_err(|e| format!("the board's Bloom geometry: {e}"))?;
        let banks = match geometry {
            BloomGeometry::Banks(p) => (p.banks() as usize).min(FILL_BANKS),
            BloomGeometry::Blocks(_) => FILL_BANKS,
        };
        if let Some(i) = each.iter().position(|b| b[0] == FILL_NOT_COUNTED) {
            let which = if each.len() > 1 {
                format!("board {} of {}", i + 1, each.len())
            } else {
                "the board".to_string()
            };
            return Err(format!(
                "{which} is built without the Bloom set-bit counters \
                 (docs/boards.md): no fill figures"
            ));
        }
        let bits: Vec<Vec<u64>> = each
            .iter()
            .map(|b| b[..banks].iter().map(|&x| u64::from(x)).collect())
            .collect();
        match geometry {
            BloomGeometry::Banks(p) => Self::new(p, &bits, target_fpr),
            BloomGeometry::Blocks(p) => Self::blocked(p, &bits, target_fpr),
        }
    }

    /// What to warn of, if the state is not [`FillState::Ok`]: the state's
    /// warning, and with several boards the boards in that state (`board 2
    /// of 3`, `boards 1 and 3 of 3`).
    pub fn warning(&self) -> Option<String> {
        let text = self.state.warning()?;
        let n = self.boards.len();
        if n == 1 {
            return Some(text.to_string());
        }
        let worst: Vec<String> = self
            .boards
            .iter()
            .enumerate()
            .filter(|(_, f)| f.state == self.state)
            .map(|(i, _)| (i + 1).to_string())
            .collect();
        let which = match worst.as_slice() {
            [one] => format!("board {one}"),
            [head @ .., last] => format!("boards {} and {last}", head.join(", ")),
            [] => unreachable!("the state is some board's"),
        };
        Some(format!("{text} ({which} of {n})"))
    }
}

/// Each board's fill by `fill`, a board's error named when there are
/// several.
fn each_board(
    set_bits: &[Vec<u64>],
    fill: impl Fn(&[u64]) -> Result<Fill, String>,
) -> Result<Vec<Fill>, String> {
    if set_bits.is_empty() {
        return Err("no board's set bits".into());
    }
    set_bits
        .iter()
        .enumerate()
        .map(|(i, bits)| {
            fill(bits).map_err(|e| {
                if set_bits.len() > 1 {
                    format!("board {}: {e}", i + 1)
                } else {
                    e
                }
            })
        })
        .collect()
}

/// How bad a state is, for the worst of several.
fn severity(s: FillState) -> u8 {
    match s {
        FillState::Ok => 0,
        FillState::Filling => 1,
        FillState::NearlyFull => 2,
        FillState::Over => 3,
    }
}

/// A target false-positive rate must be strictly between 0 and 1.
pub fn check_target_fpr(p: f64) -> Result<(), String> {
    if p > 0.0 && p < 1.0 {
        Ok(())
    } else {
        Err(format!(
            "a target false-positive rate must be strictly between 0 and 1 (e.g. 0.01), not {p}"
        ))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use hwfilter_model::BloomModel;
    use hwfilter_model::rng::SplitMix64;

    use crate::serve::shards::shard_of;

    /// The simulated board's geometry.
    fn sim() -> BloomParams {
        BloomParams::new(4, 14).unwrap()
    }

    #[test]
    fn one_board_is_its_own_fill() {
        let mut f = BloomModel::new(sim());
        let mut rng = SplitMix64(3);
        for _ in 0..2000 {
            f.insert(rng.next_u64());
        }
        let bits = f.bank_popcounts();
        let one = Fill::new(sim(), &bits, 0.01).unwrap();
        let all = BoardsFill::new(sim(), &[bits], 0.01).unwrap();
        assert_eq!(all.boards, std::slice::from_ref(&one));
        assert_eq!(
            (all.estimated_keys, all.live_fpr, all.capacity),
            (one.estimated_keys, one.live_fpr, one.capacity)
        );
        assert_eq!(
            (all.capacity_used, all.state),
            (one.capacity_used, one.state)
        );
        assert_eq!(all.warning(), None);
    }

    #[test]
    fn boards_add_their_estimates_not_their_set_bits() {
        // 3 boards of the simulated board's geometry, keys placed as serve
        // places them, 80% of the three boards' capacity in all.
        let n = 3;
        let capacity = sim().capacity(0.01);
        let keys = (capacity * n as u64) * 8 / 10;
        let mut boards: Vec<BloomModel> = (0..n).map(|_| BloomModel::new(sim())).collect();
        let mut rng = SplitMix64(11);
        for _ in 0..keys {
            let k = rng.next_u64();
            boards[shard_of(k, n)].insert(k);
        }
        let bits: Vec<Vec<u64>> = boards.iter().map(|b| b.bank_popcounts()).collect();
        let fill = BoardsFill::new(sim(), &bits, 0.01).unwrap();
        let err = (fill.estimated_keys - keys as f64).abs() / keys as f64;
        assert!(err < 0.05, "{} estimated for {keys}", fill.estimated_keys);
        assert_eq!(fill.capacity, 3 * capacity);
        assert!((fill.capacity_used - 0.8).abs() < 0.04, "{fill:?}");
        let mean = fill.boards.iter().map(|f| f.live_fpr).sum::<f64>() / 3.0;
        assert!((fill.live_fpr - mean).abs() < 1e-15);
        // Each board near 80%: filling, and so the whole.
        assert_eq!(fill.state, FillState::Filling);
        // Adding the boards' set bits up and reading them as one board's
        // banks would be wrong: three boards' bits crowd one bank, as if
        // far more keys had collided into it (here by some 70%).
        let summed: Vec<u64> = (0..4).map(|b| bits.iter().map(|x| x[b]).sum()).collect();
        let wrong = Fill::new(sim(), &summed, 0.01).unwrap().estimated_keys;
        assert!(wrong > 1.5 * keys as f64, "{wrong} for {keys}");
        // The live rate matches the boards' measured one: queries of keys
        // never inserted, each to its board.
        let trials = 100_000u64;
        let hits = (0..trials)
            .filter(|_| {
                let k = rng.next_u64();
                boards[shard_of(k, n)].contains(k)
            })
            .count();
        let measured = hits as f64 / trials as f64;
        assert!(
            (measured - fill.live_fpr).abs() < 0.25 * fill.live_fpr,
            "measured {measured}, estimated {}",
            fill.live_fpr
        );
    }

    #[test]
    fn the_worst_board_sets_the_state_and_is_named() {
        let m = sim().bank_bits();
        // Board 1 empty, board 2 full, board 3 at a quarter.
        let bits = vec![vec![0; 4], vec![m; 4], vec![m / 4; 4]];
        let fill = BoardsFill::new(sim(), &bits, 0.01).unwrap();
        assert_eq!(fill.state, FillState::Over);
        let w = fill.warning().unwrap();
        assert!(
            w.ends_with("(board 2 of 3)") && w.contains("rebuild"),
            "{w}"
        );
        // The mean over the boards: an empty board answers its share too.
        let want = (0.0 + 1.0 + 0.25f64.powi(4)) / 3.0;
        assert!((fill.live_fpr - want).abs() < 1e-12, "{}", fill.live_fpr);
        let two = BoardsFill::new(sim(), &[vec![m; 4], vec![0; 4], vec![m; 4]], 0.01).unwrap();
        assert!(
            two.warning().unwrap().ends_with("(boards 1 and 3 of 3)"),
            "{:?}",
            two.warning()
        );
    }

    #[test]
    fn bad_counts_and_rates_are_refused() {
        let e = BoardsFill::new(sim(), &[vec![0; 4], vec![0; 3]], 0.01).unwrap_err();
        assert_eq!(e, "board 2: 3 set-bit counts for 4 banks");
        assert!(BoardsFill::new(sim(), &[], 0.01).is_err());
        for p in [0.0, 1.0, -0.5, f64::NAN] {
            let e = BoardsFill::new(sim(), &[vec![0; 4]], p).unwrap_err();
            assert!(e.contains("strictly between 0 and 1"), "{e}");
        }
    }

    #[test]
    fn the_capacity_at_one_percent_is_the_one_info_reports() {
        use hwfilter_model::board::{BoardConfig, BoardModel};
        use hwfilter_model::{BloomParams, CuckooParams};
        for (banks, bits) in [(4, 14), (4, 18), (7, 12), (1, 10)] {
            let bloom = BloomParams::new(banks, bits).unwrap();
            let board = BoardModel::new(BoardConfig {
                bloom,
                bloom_kind: hwfilter_model::protocol::BloomKind::Plain,
                cuckoo: Some(CuckooParams::new(12, 10, 500).unwrap()),
                clock_hz: 60_000_000,
                baud_div: 4,
            });
            let info = board.info();
            let fill =
                BoardsFill::from_set_bits(&info, &[[0; FILL_BANKS]], DEFAULT_TARGET_FPR).unwrap();
            assert_eq!(fill.capacity, u64::from(info.bloom_capacity), "{bloom:?}");
        }
    }

    /// A blocked board's STATS carries its eighths: half filled, the
    /// estimate is within 5% of the keys sent and the capacity is INFO's;
    /// the text names eighths, not banks.
    #[test]
    fn a_blocked_boards_eighths_give_its_fill() {
        use hwfilter_model::board::{BoardConfig, BoardModel};
        use hwfilter_model::protocol::{Filter, Request};
        use hwfilter_model::{BloomParams, CuckooParams};
        // 6 bits per key in 2^6 blocks of 8192 bits.
        let mut board = BoardModel::new(BoardConfig {
            bloom: BloomParams::new(6, 6).unwrap(),
            bloom_kind: hwfilter_model::protocol::BloomKind::Blocked,
            cuckoo: Some(CuckooParams::new(12, 11, 500).unwrap()),
            clock_hz: 60_000_000,
            baud_div: 4,
        });
        let info = board.info();
        let half = info.bloom_capacity as usize / 2;
        let mut rng = SplitMix64(5);
        let keys: Vec<u64> = (0..half).map(|_| rng.next_u64()).collect();
        for (i, chunk) in keys.chunks(60).enumerate() {
            let req = Request::insert(i as u8, Filter::Bloom, chunk).encode();
            board.on_frame(&req).expect("a reply");
        }
        let stats = board.stats(0);
        let fill = BoardsFill::from_set_bits(&info, &[stats.bloom_set_bits], 0.01).unwrap();
        assert_eq!(fill.part, "eighth");
        assert_eq!(fill.capacity, u64::from(info.bloom_capacity));
        assert_eq!(fill.boards[0].set_bits.len(), 8);
        assert_eq!(fill.boards[0].bank_bits, 8 * 8192);
        let err = (fill.estimated_keys - half as f64).abs() / half as f64;
        assert!(err < 0.05, "{} estimated for {half}", fill.estimated_keys);
        assert!((fill.capacity_used - 0.5).abs() < 0.03, "{fill:?}");
        assert_eq!(fill.state, FillState::Ok);
    }

    /// A board built without the counters (the iCEBreaker's) answers STATS
    /// with FILL_NOT_COUNTED: no fill, and the error says why.
    #[test]
    fn a_build_without_counters_has_no_fill() {
        use hwfilter_model::board::{BoardConfig, BoardModel};
        use hwfilter_model::{BloomParams, CuckooParams};
        let mut board = BoardModel::new(BoardConfig {
            bloom: BloomParams::new(4, 18).unwrap(),
            bloom_kind: hwfilter_model::protocol::BloomKind::Plain,
            cuckoo: Some(CuckooParams::new(8, 10, 500).unwrap()),
            clock_hz: 12_000_000,
            baud_div: 4,
        });
        board.set_fill_counted(false);
        let stats = board.stats(0);
        assert_eq!(stats.bloom_set_bits, [FILL_NOT_COUNTED; FILL_BANKS]);
        let info = board.info();
        let e = BoardsFill::from_set_bits(&info, &[stats.bloom_set_bits], 0.01).unwrap_err();
        assert!(e.contains("without the Bloom set-bit counters"), "{e}");
        let counted = [0; FILL_BANKS];
        let e =
            BoardsFill::from_set_bits(&info, &[counted, stats.bloom_set_bits], 0.01).unwrap_err();
        assert!(e.starts_with("board 2 of 2 is built without"), "{e}");
    }
}
