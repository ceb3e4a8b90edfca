//! The board and its model fed the same line bytes: the harness of the
//! board co-simulations (`board_link.rs`, `board_sdram.rs`; each uses
//! part of it).
#![allow(dead_code)]

use hwfilter_model::board::BoardModel;
use hwfilter_model::protocol::{FilterKinds, Reply, Request, encode_wire};
use hwfilter_model::rng::SplitMix64;
use hwfilter_sim::board::{BAUD_DIV_FAST, BoardPorts, SimBoard};
use hwfilter_sim::models::VlBoardCu;

/// The board and its model, fed the same line bytes.
pub struct Pair<P: BoardPorts = VlBoardCu> {
    pub board: SimBoard<P>,
    pub model: BoardModel,
    pub seq: u8,
    pub exchanges: usize,
}

impl<P: BoardPorts> Pair<P> {
    pub fn of() -> Self {
        let board = SimBoard::<P>::of(BAUD_DIV_FAST, 1);
        let mut model = BoardModel::new(board.model_config());
        model.set_fill_counted(P::PLATFORM.engines.bloom_fill_counted);
        let mut p = Pair {
            board,
            model,
            seq: 0,
            exchanges: 0,
        };
        // The boot epoch depends on when the first start bit arrives: take
        // the board's, then everything else must agree.
        let got = p.board_only(&encode_wire(&Request::info(0).encode()), 1);
        let reply = decode_one(&got);
        p.model.set_epoch(reply.info().unwrap().boot_epoch);
        let want = p.model.feed(&encode_wire(&Request::info(0).encode()));
        assert_eq!(got, want, "INFO after boot");
        p
    }

    pub fn board_only(&mut self, wire: &[u8], replies: usize) -> Vec<u8> {
        self.board.send(wire);
        let ok = self
            .board
            .run_until_replies(replies, 2_000, 20_000_000)
            .expect("TX framing");
        let got = self.board.take_received();
        assert!(ok, "the board sent {got:?}, expected {replies} replies");
        got
    }

    /// Sends `wire` to both; the line bytes that came back must be equal.
    pub fn exchange(&mut self, wire: &[u8], what: &str) -> Vec<u8> {
        let want = self.model.feed(wire);
        let got = self.board_only(wire, want.iter().filter(|&&b| b == 0).count());
        self.exchanges += 1;
        assert_eq!(
            got,
            want,
            "{what}: board and model answered differently\nboard: {:?}\nmodel: {:?}",
            decode_all_for(&got, self.model.config().kinds()),
            decode_all_for(&want, self.model.config().kinds())
        );
        got
    }

    /// A sequenced request with the next number; returns its decoded reply.
    pub fn request(&mut self, make: impl Fn(u8) -> Request, what: &str) -> Reply {
        let req = make(self.seq);
        self.seq = self.seq.wrapping_add(1);
        let got = self.exchange(&encode_wire(&req.encode()), what);
        decode_one_for(&got, self.model.config().kinds())
    }
}

pub fn decode_all(wire: &[u8]) -> Vec<Result<Reply, String>> {
    decode_all_for(wire, FilterKinds::default())
}

/// The replies of a board of `kinds`.
pub fn decode_all_for(wire: &[u8], kinds: FilterKinds) -> Vec<Result<Reply, String>> {
    wire.split(|&b| b == 0)
        .filter(|f| !f.is_empty())
        .map(|f| {
            hwfilter_model::protocol::cobs_decode(f)
                .map_err(|e| e.to_string())
                .and_then(|d| Reply::decode_for(&d, kinds).map_err(|e| e.to_string()))
        })
        .collect()
}

pub fn decode_one(wire: &[u8]) -> Reply {
    decode_one_for(wire, FilterKinds::default())
}

pub fn decode_one_for(wire: &[u8], kinds: FilterKinds) -> Reply {
    let mut all = decode_all_for(wire, kinds);
    assert_eq!(all.len(), 1, "expected one reply, got {all:?}");
    all.pop().unwrap().expect("a well-formed reply")
}

pub fn keys(rng: &mut SplitMix64, n: usize) -> Vec<u64> {
    (0..n).map(|_| rng.next_u64()).collect()
}
