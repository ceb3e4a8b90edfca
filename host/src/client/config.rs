//! What a client is told (its timing and window) and what it tells while
//! it works (events and link counters).

use std::time::Duration;

use hwfilter_model::protocol::{Op, Status, WINDOW};

/// Timing and window settings.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ClientConfig {
    /// Silence after which unanswered requests are resent.
    pub timeout: Duration,
    /// Timeouts in a row without any reply before giving up.
    pub max_timeouts: u32,
    /// Most sequenced requests unanswered (at most the board's window).
    pub window: usize,
    /// Pause before resending after a BUSY NAK.
    pub busy_backoff: Duration,
    /// At connect: stale bytes are read and dropped until the line has
    /// been quiet this long ...
    pub settle: Duration,
    /// ... or this much time has passed.
    pub settle_max: Duration,
}

impl Default for ClientConfig {
    fn default() -> Self {
        ClientConfig {
            timeout: Duration::from_millis(500),
            max_timeouts: 8,
            window: WINDOW,
            busy_backoff: Duration::from_millis(2),
            settle: Duration::from_millis(50),
            settle_max: Duration::from_secs(2),
        }
    }
}

/// Why a request was resent.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ResendReason {
    /// The board NAKed a frame with this status (bad CRC, bad length, out of
    /// sequence); the resend starts at the oldest unanswered request.
    Nak(Status),
    /// The board dropped a frame because both its buffers were full.
    Busy,
    /// Nothing arrived for the timeout.
    Timeout,
    /// A later request was answered first: the board answers in order, so
    /// this one's reply was lost.
    ReplyLost,
}

/// What the client reports while it works. The library never prints; a
/// CLI draws progress bars from these.
#[derive(Clone, Debug, PartialEq)]
pub enum ClientEvent {
    /// A batch operation started: `total` items (keys or snapshot words).
    Started { op: Op, total: u64 },
    /// `done` of `total` items have their replies.
    Progress { op: Op, done: u64, total: u64 },
    /// `frames` unanswered requests were sent again, from `from_seq`.
    Resent {
        from_seq: u8,
        frames: usize,
        reason: ResendReason,
    },
    /// A frame from the board failed COBS, CRC or validation and was
    /// ignored.
    CorruptReply,
    /// A batch operation finished.
    Finished { op: Op },
}

/// Counters of what crossed the link, host side.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize)]
pub struct LinkStats {
    /// Requests sent for the first time.
    pub frames_sent: u64,
    /// Requests sent again.
    pub frames_resent: u64,
    pub bytes_sent: u64,
    pub bytes_received: u64,
    /// Replies accepted (matched to a request).
    pub replies: u64,
    /// NAKs for bad CRC, bad length or out of sequence.
    pub naks: u64,
    /// BUSY NAKs.
    pub busy: u64,
    pub timeouts: u64,
    /// Frames that failed COBS, CRC or validation.
    pub corrupt_replies: u64,
    /// Valid replies that matched no unanswered request (duplicates, stale
    /// replies).
    pub stale_replies: u64,
}
