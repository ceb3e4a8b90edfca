//! `hwfilter serve`: the board behind Redis' protocol, for many clients at
//! once, in RedisBloom's BF.* and CF.* commands.
//!
//! ```text
//!  clients ─► connection tasks ─► one job queue ─► board worker ─► Client ─► board
//!  (RESP2/3)  parse, check, hash   (arrival order)   joins jobs      frames of 60 keys,
//!      ▲      names' counts                           of one op      16 in flight
//!      └──── replies in each connection's order ◄─────┘
//! ```
//!
//! - [`resp`]: the request parser and reply encoder.
//! - [`service`]: shared and per-connection state, the command table and
//!   dispatch; [`server_commands`] (PING, HELLO, AUTH, INFO, ...) and
//!   [`filters`] (BF.*, CF.*) and [`raw_commands`] (HWF.*, the board's
//!   own operations on 64-bit keys, for `hwfilter --server`) run the
//!   commands.
//! - [`names`]: named filters sharing the board's tables.
//! - [`board`]: the worker that owns the link and coalesces every
//!   connection's operations into the pipelined client's frames, cut as
//!   the link runs (`stream.rs`).
//! - [`persist`]: the checkpoint and journal that give a restarted board
//!   every acknowledged write back, and the save directory (`--dir`).
//! - [`conn`]: one connection's read-parse-submit-reply loop.

pub mod board;
pub mod conn;
pub mod filters;
pub mod names;
pub mod persist;
pub mod raw_commands;
pub mod resp;
pub mod scandump;
pub mod server_commands;
pub mod service;
pub mod shards;
mod stream;
#[cfg(test)]
mod testkit;

use std::net::SocketAddr;
use std::sync::atomic::Ordering;
use std::sync::{Arc, Mutex};

use anyhow::{Context, bail};
use tokio::io::AsyncWriteExt;
use tokio::net::TcpListener;

use crate::client::Client;
use crate::normalize::Normalization;
use crate::transport::Transport;

pub use board::Board;
pub use names::{Registry, item_key};
use persist::{Recovery, SaveDir};
pub use service::Service;
pub use shards::Boards;

/// The default address: Redis' port plus one, on loopback.
pub const DEFAULT_LISTEN: &str = "127.0.0.1:6380";
/// Most connections at once (Redis' default `maxclients`).
pub const DEFAULT_MAX_CLIENTS: usize = 10_000;

/// How `serve` listens and whom it lets in.
#[derive(Clone, Debug)]
pub struct ServeOptions {
    pub listen: String,
    /// Listen on an address other than loopback (Redis' protected mode
    /// refuses that unless told).
    pub allow_remote: bool,
    /// Clients must AUTH with it first.
    pub password: Option<String>,
    pub max_clients: usize,
    /// Where SAVE writes; its last save is restored at start.
    pub dir: Option<std::path::PathBuf>,
    /// SAVE when stopped (Ctrl-C).
    pub save_on_exit: bool,
    /// What the items of names created from now on are normalised with.
    pub normalize: Normalization,
}

impl Default for ServeOptions {
    fn default() -> Self {
        ServeOptions {
            listen: DEFAULT_LISTEN.into(),
            allow_remote: false,
            password: None,
            max_clients: DEFAULT_MAX_CLIENTS,
            dir: None,
            save_on_exit: false,
            normalize: Normalization::NONE,
        }
    }
}

/// Checks `opts.listen` against protected mode and parses it.
pub fn listen_addr(opts: &ServeOptions) -> anyhow::Result<SocketAddr> {
    let addr: SocketAddr = opts
        .listen
        .parse()
        .with_context(|| format!("--listen {}: not an IP address and port", opts.listen))?;
    if !addr.ip().is_loopback() && !opts.allow_remote {
        bail!(
            "refusing to listen on {addr}: it is not a loopback address and any machine that \
             reaches it could change the filters; pass --allow-remote (with --requirepass) to \
             serve other machines"
        );
    }
    if !addr.ip().is_loopback() && opts.password.is_none() {
        eprintln!(
            "warning: serving {addr} without --requirepass: any client that reaches it may use the board"
        );
    }
    Ok(addr)
}

/// Serves the boards of `clients` (one, or several the keys are spread
/// over) until Ctrl-C: binds, prints `listening on ADDR` as the first line
/// of stdout, accepts clients.
pub fn run<T: Transport + Send + 'static>(
    clients: Vec<Client<T>>,
    opts: &ServeOptions,
) -> anyhow::Result<()> {
    let (board, registry) = start_boards(clients, opts)?;
    let runtime = runtime()?;
    runtime.block_on(async move {
        let (listener, local) = bind(opts).await?;
        let svc = service(board, registry, opts, &local);
        {
            use std::io::Write;
            let mut out = std::io::stdout().lock();
            writeln!(out, "listening on {local}").context("cannot write to stdout")?;
            out.flush().context("cannot write to stdout")?;
        }
        eprintln!(
            "hwfilter serve: RESP on {local}; redis-cli -p {} reaches it (Ctrl-C stops it)",
            local.port()
        );
        tokio::select! {
            r = accept_loop(listener, svc.clone(), opts.max_clients) => r,
            _ = tokio::signal::ctrl_c() => {
                eprintln!("hwfilter serve: stopping");
                if opts.save_on_exit {
                    let reply = service::Pending::resolve(server_commands::save(&svc).await).await;
                    if let resp::Reply::Error(e) = reply {
                        bail!("the save on exit failed: {e}");
                    }
                    eprintln!("hwfilter serve: saved to {}", opts.dir.as_deref().unwrap_or_else(|| std::path::Path::new("")).display());
                }
                Ok(())
            }
        }
    })
}

/// A server started by [`spawn`], serving on a thread of its own until it
/// is dropped.
#[derive(Debug)]
pub struct Background {
    addr: SocketAddr,
    stop: Option<tokio::sync::oneshot::Sender<()>>,
    thread: Option<std::thread::JoinHandle<anyhow::Result<()>>>,
}

impl Background {
    /// The address it listens on (with the port the system chose for `:0`).
    pub fn addr(&self) -> SocketAddr {
        self.addr
    }

    /// Stops accepting and serving, drops every connection and the board
    /// (a simulated board stops with it); reports how serving ended.
    pub fn stop(mut self) -> anyhow::Result<()> {
        self.shutdown()
    }

    fn shutdown(&mut self) -> anyhow::Result<()> {
        if let Some(stop) = self.stop.take() {
            let _ = stop.send(());
        }
        match self.thread.take().map(|t| t.join()) {
            Some(Ok(r)) => r,
            Some(Err(_)) => bail!("the server thread panicked"),
            None => Ok(()),
        }
    }
}

impl Drop for Background {
    fn drop(&mut self) {
        let _ = self.shutdown();
    }
}

/// Serves `client`'s board in the background, in this process, as `serve`
/// would (same commands, same worker): for programs that bring their own
/// board, such as `hwfilter guard-demo`. Returns once it listens; prints
/// nothing.
pub fn spawn<T: Transport + Send + 'static>(
    client: Client<T>,
    opts: &ServeOptions,
) -> anyhow::Result<Background> {
    spawn_boards(vec![client], opts)
}

/// As [`spawn`], spreading the keys over the boards of `clients` as
/// `serve` does over several.
pub fn spawn_boards<T: Transport + Send + 'static>(
    clients: Vec<Client<T>>,
    opts: &ServeOptions,
) -> anyhow::Result<Background> {
    if opts.save_on_exit {
        // Only Ctrl-C saves on exit, and a background server never sees it.
        bail!("a background server does not save on exit: SAVE instead");
    }
    let (board, registry) = start_boards(clients, opts)?;
    let runtime = runtime()?;
    let opts = opts.clone();
    let (ready_tx, ready_rx) = std::sync::mpsc::channel();
    let (stop_tx, stop_rx) = tokio::sync::oneshot::channel::<()>();
    let thread = std::thread::Builder::new()
        .name("hwfilter-serve".into())
        .spawn(move || {
            runtime.block_on(async move {
                let (listener, local) = match bind(&opts).await {
                    Ok(b) => b,
                    Err(e) => {
                        let _ = ready_tx.send(Err(e));
                        return Ok(());
                    }
                };
                let svc = service(board, registry, &opts, &local);
                let _ = ready_tx.send(Ok(local));
                tokio::select! {
                    r = accept_loop(listener, svc, opts.max_clients) => r,
                    _ = stop_rx => Ok(()),
                }
            })
        })
        .context("cannot start the server thread")?;
    match ready_rx.recv() {
        Ok(Ok(addr)) => Ok(Background {
            addr,
            stop: Some(stop_tx),
            thread: Some(thread),
        }),
        Ok(Err(e)) => {
            let _ = thread.join();
            Err(e)
        }
        Err(_) => match thread.join() {
            Ok(Err(e)) => Err(e),
            _ => bail!("the server thread stopped before it listened"),
        },
    }
}

/// Checks the options and the boards (one build), restores `--dir`'s last
/// save and starts a worker per board.
fn start_boards<T: Transport + Send + 'static>(
    mut clients: Vec<Client<T>>,
    opts: &ServeOptions,
) -> anyhow::Result<(Boards, Arc<Mutex<Registry>>)> {
    listen_addr(opts)?;
    if opts.save_on_exit && opts.dir.is_none() {
        anyhow::bail!("--save-on-exit needs --dir DIR to save to");
    }
    let Some(first) = clients.first() else {
        bail!("serve needs a board");
    };
    let first_info = *first.board_info();
    for (i, c) in clients.iter().enumerate().skip(1) {
        shards::same_build(&first_info, c.board_info()).map_err(|e| {
            anyhow::anyhow!(
                "board {} ({}) is not of board 1's build ({}): {e}; keys can only be spread \
                 over boards of one build",
                i + 1,
                c.transport().name(),
                first.transport().name()
            )
        })?;
    }
    let mut registry = Registry::new(&first_info).map_err(anyhow::Error::msg)?;
    registry.set_normalization(opts.normalize);
    registry.set_boards(clients.len());
    let saves = match &opts.dir {
        Some(dir) => persist::board_dirs(dir, clients.len())?
            .into_iter()
            .map(Some)
            .collect(),
        None => vec![None; clients.len()],
    };
    let mut recoveries = vec![];
    let mut first_saved = false;
    for (i, (client, save)) in clients.iter_mut().zip(&saves).enumerate() {
        let Some(save) = save else {
            recoveries.push(Recovery::default());
            continue;
        };
        // Each board's save holds the same names: the first one's count.
        let restored = restore(client, (i == 0).then_some(&mut registry), save)?;
        if i == 0 {
            first_saved = restored.is_some();
        } else if restored.is_some() != first_saved {
            bail!(
                "{} holds {} save while board 1's directory holds {}: the save is incomplete \
                 (start with the boards it was saved from, or another --dir)",
                save.path().display(),
                if first_saved { "no" } else { "a" },
                if first_saved { "one" } else { "none" },
            );
        }
        recoveries.push(restored.unwrap_or_default());
    }
    let registry = Arc::new(Mutex::new(registry));
    let mut boards = vec![];
    for ((client, recovery), save) in clients.into_iter().zip(recoveries).zip(saves) {
        boards.push(
            Board::start(client, recovery, save, registry.clone())
                .context("cannot start the board worker")?,
        );
    }
    Ok((Boards::new(boards), registry))
}

fn runtime() -> anyhow::Result<tokio::runtime::Runtime> {
    tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .context("cannot start the async runtime")
}

async fn bind(opts: &ServeOptions) -> anyhow::Result<(TcpListener, SocketAddr)> {
    let addr = listen_addr(opts)?;
    let listener = TcpListener::bind(addr)
        .await
        .with_context(|| format!("cannot listen on {addr}"))?;
    let local = listener.local_addr().context("listening socket")?;
    Ok((listener, local))
}

fn service(
    board: Boards,
    registry: Arc<Mutex<Registry>>,
    opts: &ServeOptions,
    local: &SocketAddr,
) -> Arc<Service> {
    Arc::new(Service::new(
        board,
        registry,
        opts.dir.clone(),
        opts.password.clone(),
        local.to_string(),
    ))
}

/// Restores `save`'s last save onto the board before any client is
/// served: both filters' words (LOAD) and, given the registry, the names.
/// `None` if there is no save.
fn restore<T: Transport>(
    client: &mut Client<T>,
    registry: Option<&mut Registry>,
    save: &SaveDir,
) -> anyhow::Result<Option<Recovery>> {
    let info = *client.board_info();
    let Some(saved) = save.load(&info)? else {
        return Ok(None);
    };
    use hwfilter_model::protocol::Filter;
    client
        .load(Filter::Bloom, &saved.bloom)
        .context("cannot restore the Bloom filter")?;
    if client.kinds().cuckoo {
        client
            .load(Filter::Cuckoo, &saved.cuckoo)
            .context("cannot restore the Cuckoo filter")?;
    }
    if let Some(registry) = registry {
        registry
            .restore_json(&saved.names)
            .map_err(anyhow::Error::msg)?;
        eprintln!(
            "hwfilter serve: restored {} named filter(s) from {}",
            registry.names().count(),
            save.path().display()
        );
    }
    eprintln!(
        "hwfilter serve: restored the filters of {} from {}",
        client.transport().name(),
        save.path().display()
    );
    Ok(Some(Recovery::new(Some([saved.bloom, saved.cuckoo]))))
}

/// Accepts connections, each served by its own task.
pub async fn accept_loop(
    listener: TcpListener,
    svc: Arc<Service>,
    max_clients: usize,
) -> anyhow::Result<()> {
    loop {
        let (mut stream, _) = match listener.accept().await {
            Ok(s) => s,
            // Out of descriptors and the like: keep serving the others.
            Err(e) => {
                eprintln!("hwfilter serve: accept: {e}");
                tokio::time::sleep(std::time::Duration::from_millis(50)).await;
                continue;
            }
        };
        svc.connections_total.fetch_add(1, Ordering::Relaxed);
        if svc.connected.load(Ordering::Relaxed) as usize >= max_clients {
            svc.rejected_connections.fetch_add(1, Ordering::Relaxed);
            tokio::spawn(async move {
                let _ = stream
                    .write_all(b"-ERR max number of clients reached\r\n")
                    .await;
            });
            continue;
        }
        svc.connected.fetch_add(1, Ordering::Relaxed);
        let svc = svc.clone();
        tokio::spawn(async move {
            conn::serve(svc.clone(), stream).await;
            svc.connected.fetch_sub(1, Ordering::Relaxed);
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::client::ClientConfig;
    use crate::transport::{FakeConfig, FakeTransport};
    use std::io::{Read, Write};

    #[test]
    fn a_background_server_serves_until_stopped() {
        let client = Client::connect(
            FakeTransport::new(FakeConfig::sim_board()),
            ClientConfig::default(),
        )
        .unwrap();
        let opts = ServeOptions {
            listen: "127.0.0.1:0".into(),
            ..ServeOptions::default()
        };
        let server = spawn(client, &opts).unwrap();
        let addr = server.addr();
        assert_ne!(addr.port(), 0, "the chosen port, not :0");
        let mut s = std::net::TcpStream::connect(addr).unwrap();
        s.write_all(b"*3\r\n$6\r\nCF.ADD\r\n$1\r\nc\r\n$5\r\nalice\r\nPING\r\n")
            .unwrap();
        let mut got = Vec::new();
        let mut buf = [0u8; 64];
        while !got.ends_with(b"+PONG\r\n") {
            let n = s.read(&mut buf).unwrap();
            assert!(n > 0, "closed after {got:?}");
            got.extend_from_slice(&buf[..n]);
        }
        assert_eq!(got, b":1\r\n+PONG\r\n");
        server.stop().unwrap();
        assert!(
            std::net::TcpStream::connect(addr).is_err(),
            "nothing listens after stop"
        );
    }

    #[test]
    fn a_background_server_refuses_what_serve_refuses() {
        let client = || {
            Client::connect(
                FakeTransport::new(FakeConfig::sim_board()),
                ClientConfig::default(),
            )
            .unwrap()
        };
        let remote = ServeOptions {
            listen: "0.0.0.0:0".into(),
            ..ServeOptions::default()
        };
        let e = spawn(client(), &remote).unwrap_err();
        assert!(format!("{e:#}").contains("--allow-remote"), "{e:#}");
        let on_exit = ServeOptions {
            listen: "127.0.0.1:0".into(),
            save_on_exit: true,
            ..ServeOptions::default()
        };
        assert!(spawn(client(), &on_exit).is_err());
    }
}
