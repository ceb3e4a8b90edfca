//! The pipelined, fault-tolerant client of the board protocol
//! (`docs/protocol.md`).
//!
//! ```text
//!   keys ─► frames of up to 60 keys ─► window of 16 unanswered ─► Transport ─► board
//!                                          ▲   │ resend from the oldest unanswered on
//!                                          │   │ NAK, BUSY (after a back-off) or silence
//!   results ◄─ in order ◄─ replies matched by seq, op, filter and count ◄──────┘
//! ```
//!
//! The client keeps up to 16 sequenced requests unanswered (the board's
//! reply cache covers exactly that many), so the line stays busy instead of
//! waiting one round trip per frame. Go-back-N recovers every loss:
//!
//! - a NAK (bad CRC, bad length, out of sequence) carries the board's
//!   expected sequence number: every request before it was applied; the
//!   client resends all unanswered requests from the oldest one (requests
//!   already applied are answered from the board's reply cache, not applied
//!   again);
//! - a BUSY NAK names the frame the board dropped: after a brief back-off
//!   the client resends from it and halves its window (it grows back by one
//!   every window's worth of replies);
//! - silence for [`ClientConfig::timeout`] resends from the oldest
//!   unanswered request; corrupted replies are ignored and silence recovers
//!   them;
//! - a NAK naming a sequence number outside the window makes the client ask
//!   INFO: a new boot epoch means the board restarted
//!   ([`ClientError::BoardRestarted`]).
//!
//! No request is ever applied twice: the board applies only its expected
//! sequence number, and a resend is always one of the 16 most recent.
//!
//! ```
//! use hwfilter_host::client::{Client, ClientConfig};
//! use hwfilter_host::transport::{FakeConfig, FakeTransport};
//! use hwfilter_model::protocol::Filter;
//! let mut client = Client::connect(FakeTransport::new(FakeConfig::default()), ClientConfig::default())?;
//! client.insert(Filter::Bloom, &[1, 2, 3])?;
//! assert_eq!(client.query(Filter::Bloom, &[1, 2, 3])?, [true; 3]);
//! # Ok::<(), hwfilter_host::client::ClientError>(())
//! ```

mod config;
mod connect;
mod error;
mod ops;
mod stream;
mod window;
mod wire;

use hwfilter_model::protocol::{Filter, FilterKinds, FrameAccumulator, Info};

use crate::transport::Transport;

pub use config::{ClientConfig, ClientEvent, LinkStats, ResendReason};
pub use connect::BaudRate;
pub use error::ClientError;
pub use ops::{DeleteResult, InsertResult, MAX_ADDR_BITS};
pub use stream::{KeyAnswers, KeyFrame, KeyFrameOp};

/// The callback that receives a client's events ([`Client::set_observer`]).
pub type Observer = Box<dyn FnMut(&ClientEvent) + Send>;

/// A connected board.
pub struct Client<T> {
    transport: T,
    config: ClientConfig,
    acc: FrameAccumulator,
    info: Info,
    epoch: u32,
    next_seq: u8,
    nonce: u8,
    window: usize,
    max_keys: usize,
    stats: LinkStats,
    observer: Option<Observer>,
    /// A batch failed midway: ask INFO for the board's sequence number
    /// before the next request.
    resync: bool,
}

impl<T> std::fmt::Debug for Client<T> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Client")
            .field("epoch", &self.epoch)
            .field("next_seq", &self.next_seq)
            .field("window", &self.window)
            .field("stats", &self.stats)
            .finish()
    }
}

#[cfg(test)]
impl Client<crate::transport::FakeTransport> {
    /// A client of a fresh model board ([`crate::transport::FakeConfig`]'s
    /// default), for the tests.
    pub(crate) fn of_fake_board() -> Self {
        Client::connect(
            crate::transport::FakeTransport::new(crate::transport::FakeConfig::default()),
            ClientConfig::default(),
        )
        .expect("a model board answers")
    }
}

impl<T: Transport> Client<T> {
    /// Sets the callback that receives [`ClientEvent`]s.
    pub fn set_observer(&mut self, observer: impl FnMut(&ClientEvent) + Send + 'static) {
        self.observer = Some(Box::new(observer));
    }

    /// The INFO read at connect (or at the last resync).
    pub fn board_info(&self) -> &Info {
        &self.info
    }

    /// The timing and window settings in use.
    pub fn config(&self) -> ClientConfig {
        self.config
    }

    /// Most sequenced requests this client keeps unanswered.
    pub fn window(&self) -> usize {
        self.window
    }

    /// Host-side link counters.
    pub fn link_stats(&self) -> LinkStats {
        self.stats
    }

    /// The transport.
    pub fn transport(&self) -> &T {
        &self.transport
    }

    /// The transport, mutably (tests use it to inject faults).
    pub fn transport_mut(&mut self) -> &mut T {
        &mut self.transport
    }

    /// Ends this client and gives its transport back (to reconnect after
    /// [`ClientError::BoardRestarted`], for example).
    pub fn into_transport(self) -> T {
        self.transport
    }

    /// The next sequence number this client will use.
    pub fn next_seq(&self) -> u8 {
        self.next_seq
    }

    /// The engine behind each filter, as INFO said at connect (checked
    /// there: a board of kinds this host does not know is refused).
    pub fn kinds(&self) -> FilterKinds {
        self.info.filter_kinds().unwrap_or_default()
    }

    /// Refuses, before anything is sent, an op on a filter the board has
    /// not: a Bloom-only build has no filter 1 (INFO field 17).
    pub fn require(&self, filter: Filter) -> Result<(), ClientError> {
        if self.kinds().has(filter) {
            return Ok(());
        }
        Err(ClientError::InvalidArgument(
            "this board has no Cuckoo filter (a Bloom-only build: INFO field 17); its one \
             filter is the Bloom filter (--filter bloom)"
                .to_owned(),
        ))
    }

    /// Keys per INSERT/QUERY/DELETE frame.
    pub fn keys_per_frame(&self) -> usize {
        self.max_keys
    }

    /// Reduces a byte key to the 64-bit key the board hashes: xxh3-64 with
    /// the seed the board's INFO reports (`docs/hashing.md`).
    pub fn reduce_key(&self, bytes: &[u8]) -> u64 {
        xxhash_rust::xxh3::xxh3_64_with_seed(bytes, self.info.key_seed())
    }
}
