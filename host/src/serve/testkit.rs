//! Services on model boards for the service's unit tests: the boards, the
//! registry of names they share, a `Service` over them, and one command
//! asked from a fresh connection.

use std::sync::{Arc, Mutex};

use super::board::Board;
use super::names::Registry;
use super::persist::Recovery;
use super::resp::Reply;
use super::service::{Conn, Service, execute};
use super::shards::Boards;
use crate::client::{Client, ClientConfig};
use crate::transport::{FakeConfig, FakeTransport};

/// `n` model boards answering as `config` says, and the registry they
/// share (told of the `n` boards, as `serve` tells it).
pub(crate) fn boards(n: usize, config: FakeConfig) -> (Boards, Arc<Mutex<Registry>>) {
    let clients: Vec<_> = (0..n)
        .map(|_| Client::connect(FakeTransport::new(config), ClientConfig::default()).unwrap())
        .collect();
    let mut registry = Registry::new(clients[0].board_info()).unwrap();
    registry.set_boards(n);
    let names = Arc::new(Mutex::new(registry));
    let boards = clients
        .into_iter()
        .map(|c| Board::start(c, Recovery::default(), None, names.clone()).unwrap())
        .collect();
    (Boards::new(boards), names)
}

/// A service on `n` model boards answering as `config` says.
pub(crate) fn service(n: usize, config: FakeConfig) -> Arc<Service> {
    let (boards, names) = boards(n, config);
    Arc::new(Service::new(boards, names, None, None, "test".into()))
}

/// `args` executed as one command from a new connection, its reply.
pub(crate) async fn ask(svc: &Arc<Service>, args: &[&[u8]]) -> Reply {
    let mut conn = Conn::new(svc);
    let req = args.iter().map(|a| a.to_vec()).collect();
    execute(svc, &mut conn, req).await.resolve().await
}
