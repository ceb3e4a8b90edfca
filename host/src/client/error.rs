//! What can go wrong talking to a board.

use hwfilter_model::protocol::{Filter, Op, ProtocolError, Status};
use thiserror::Error;

use crate::transport::TransportError;

/// Everything that can go wrong talking to a board.
#[derive(Debug, Error)]
pub enum ClientError {
    #[error(transparent)]
    Transport(#[from] TransportError),
    /// Nothing valid came back.
    #[error(
        "no answer from {name} after {tries} tries: check that the board is powered and programmed and that --baud matches its UART"
    )]
    NoAnswer { name: String, tries: u32 },
    /// Nothing valid came back at any of the rates tried
    /// ([`Client::connect_probing`](super::Client::connect_probing)).
    #[error(
        "no answer from {port} at {tried}: check that the board is powered and programmed, or give its rate with --baud"
    )]
    NoAnswerAtAnyRate { port: String, tried: String },
    /// The board refused a request (a host bug or a mismatched board).
    #[error("the board refused {op:?} on the {filter:?} filter with status {status:?}")]
    Rejected {
        op: Op,
        filter: Filter,
        status: Status,
    },
    /// The boot epoch changed: the board lost its filters and reply cache.
    #[error(
        "the board restarted (boot epoch {old:#x} became {new:#x}): its filters are empty; run the command again"
    )]
    BoardRestarted { old: u32, new: u32 },
    /// The board expects a sequence number this client never used.
    #[error(
        "the board expects sequence number {expected}, outside this client's window {first}..{next}: is another program using the port?"
    )]
    Desync { expected: u8, first: u8, next: u8 },
    /// INFO describes a board this host cannot drive.
    #[error("the board's INFO is not usable: {0}")]
    Incompatible(String),
    /// A well-formed reply (its CRC good) whose payload has another length
    /// than this host's protocol gives it: the board runs an older or newer
    /// bitstream.
    #[error(
        "the board answered {op:?} with a {got}-byte payload where this host expects {expected}: \
         it runs a bitstream of another hwfilter version; program it with this version's \
         (`hwfilter synth` and `hwfilter flash`)"
    )]
    OtherVersion { op: Op, expected: usize, got: usize },
    /// An argument the board would refuse.
    #[error("{0}")]
    InvalidArgument(String),
    /// A reply that passed validation but does not fit its request.
    #[error("unexpected reply")]
    Protocol(#[from] ProtocolError),
}
