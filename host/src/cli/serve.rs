//! `hwfilter serve`: a Redis-protocol server in front of the board.

use clap::Args;

use super::Connection;
use crate::normalize::Normalization;
use crate::serve::{DEFAULT_LISTEN, DEFAULT_MAX_CLIENTS, ServeOptions};

/// Serve the board to Redis clients in RedisBloom's BF.* and CF.*
/// commands (docs/serve.md).
///
/// Serves the board (`--port`) or the simulated board (no `--port`) to
/// Redis clients in RedisBloom's commands (BF.ADD, BF.EXISTS, CF.ADD,
/// CF.DEL, ...; docs/serve.md). Prints `listening on ADDR` as the first
/// line of stdout and serves until Ctrl-C. The operations of every
/// connected client are joined into the board's frames.
#[derive(Debug, Args)]
pub struct ServeArgs {
    /// Address and port to listen on.
    #[arg(long, value_name = "ADDR", default_value = DEFAULT_LISTEN, env = "HWFILTER_LISTEN")]
    listen: String,

    /// Allow an address other than loopback (protected mode refuses it
    /// otherwise); set --requirepass too.
    #[arg(long)]
    allow_remote: bool,

    /// Clients must AUTH with this password before any other command.
    #[arg(long, value_name = "PASSWORD", env = "HWFILTER_REQUIREPASS")]
    requirepass: Option<String>,

    /// Most clients connected at once; more are refused with an error.
    #[arg(long, value_name = "N", default_value_t = DEFAULT_MAX_CLIENTS as u32,
          value_parser = clap::value_parser!(u32).range(1..=1_000_000))]
    maxclients: u32,

    /// Directory SAVE writes (bloom.snap, cuckoo.snap, names.json); its
    /// last save is restored before the first client is accepted.
    #[arg(long, value_name = "DIR")]
    dir: Option<std::path::PathBuf>,

    /// SAVE to --dir when stopped with Ctrl-C.
    #[arg(long, requires = "dir")]
    save_on_exit: bool,

    /// Normalise the items of filters created by this server before
    /// hashing: `none`, or a comma-separated list of `trim`, `fold-case`,
    /// `nfc` (docs/hashing.md). A filter keeps the normalisation it was
    /// created with (names.json); its commands are refused while the
    /// server's differs.
    #[arg(long, value_name = "STEPS", default_value_t = Normalization::NONE)]
    normalize: Normalization,

    /// Serve the software model of the board instead of the simulated RTL
    /// (to measure the service itself; same geometry as the simulated
    /// board).
    #[arg(long, conflicts_with = "ports")]
    model_board: bool,

    /// Without --port: start this many simulated boards (or model boards)
    /// and spread the keys over them, as over boards given by repeating
    /// --port.
    #[arg(long, value_name = "N", default_value_t = 1, conflicts_with = "ports",
          value_parser = clap::value_parser!(u16).range(1..=64))]
    boards: u16,
}

pub fn run(args: &ServeArgs, conn: &Connection) -> anyhow::Result<()> {
    let opts = ServeOptions {
        listen: args.listen.clone(),
        allow_remote: args.allow_remote,
        password: args.requirepass.clone(),
        max_clients: args.maxclients as usize,
        dir: args.dir.clone(),
        save_on_exit: args.save_on_exit,
        normalize: args.normalize,
    };
    // Check the address before starting a board.
    crate::serve::listen_addr(&opts)?;
    if args.model_board {
        use crate::client::{Client, ClientConfig};
        use crate::transport::{FakeConfig, FakeTransport};
        let clients = (0..args.boards)
            .map(|_| {
                Client::connect(
                    FakeTransport::new(FakeConfig::sim_board()),
                    ClientConfig::default(),
                )
            })
            .collect::<Result<Vec<_>, _>>()?;
        return crate::serve::run(clients, &opts);
    }
    let ports: Vec<Option<&str>> = if conn.ports.is_empty() {
        vec![None; args.boards as usize]
    } else {
        conn.ports.iter().map(|p| Some(p.as_str())).collect()
    };
    let mut clients = Vec::with_capacity(ports.len());
    for port in ports {
        clients.push(conn.connect_to(port, None)?.client);
    }
    crate::serve::run(clients, &opts)
}
