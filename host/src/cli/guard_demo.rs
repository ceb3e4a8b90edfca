//! `hwfilter guard-demo`: the cache-penetration guard end to end, with a
//! real redis-server as the cache and SQLite as the database.

use std::io::IsTerminal;
use std::path::PathBuf;

use anyhow::{Context, bail};
use clap::Args;

use super::{Connection, Format};
use crate::guard::{self, GuardServer, Settings};
use crate::serve::ServeOptions;

/// The cache-penetration guard end to end: a Cuckoo filter on `serve` in
/// front of a real redis-server and an SQLite database (docs/guard.md).
///
/// Runs an application that reads rows cache-aside (redis-server, then
/// SQLite) with and without a Cuckoo-filter guard on `hwfilter serve`, on
/// one request stream of hot keys, cold keys and keys that exist nowhere;
/// then deletes rows (DELETE, cache DEL, CF.DEL) and asks for them again.
/// Reports database lookups, the lookups the filter saved, the false
/// positives that reached the database and the deleted keys refused.
///
/// Starts its own redis-server (loopback, free port, no persistence) and,
/// without --server, `hwfilter serve` in this process on the simulated
/// board (or on --port's board). Exits non-zero if the filter ever refused
/// a row that exists (a false negative).
#[derive(Debug, Args)]
pub struct GuardDemoArgs {
    /// Rows in the database, each id loaded into the filter. Default: three
    /// quarters of the board's Cuckoo capacity (INFO).
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u64).range(1..=100_000_000))]
    rows: Option<u64>,

    /// Requests in the stream (each run serves all of them).
    #[arg(long, value_name = "N", default_value_t = 50_000,
          value_parser = clap::value_parser!(u64).range(1..=100_000_000))]
    requests: u64,

    /// Share of requests for keys that exist nowhere (cache penetration).
    #[arg(long, value_name = "P", default_value_t = 0.3, value_parser = share)]
    penetration: f64,

    /// Hot keys (the rows 1..=N), asked for by a Zipf law.
    #[arg(long, value_name = "N", default_value_t = 100,
          value_parser = clap::value_parser!(u64).range(0..=100_000_000))]
    hot_keys: u64,

    /// Share of the requests for existing rows that go to the hot keys; the
    /// others ask for any row, uniformly (cold keys).
    #[arg(long, value_name = "P", default_value_t = 0.6, value_parser = share)]
    hot_share: f64,

    /// Zipf exponent of the hot keys (0: uniform).
    #[arg(long, value_name = "S", default_value_t = 1.0, value_parser = zipf)]
    zipf: f64,

    /// Seed of the request stream and of the rows deleted.
    #[arg(long, value_name = "S", default_value_t = 1)]
    seed: u64,

    /// Rows deleted after the runs, then asked for again. Default: a tenth
    /// of the rows.
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u64).range(0..=100_000_000))]
    deletes: Option<u64>,

    /// Time to live of a cached row, in seconds.
    #[arg(long, value_name = "S", default_value_t = 300,
          value_parser = clap::value_parser!(u64).range(1..=1_000_000))]
    ttl: u64,

    /// Requests in flight at once, as that many application threads: each
    /// wave is one pipeline to the filter, one to the cache.
    #[arg(long, value_name = "N", default_value_t = 64,
          value_parser = clap::value_parser!(u32).range(1..=4096))]
    concurrency: u32,

    /// A running `hwfilter serve` to use (host:port) instead of starting
    /// one in this process.
    #[arg(long, value_name = "ADDR")]
    server: Option<String>,

    /// Name of the demo's Cuckoo filter on the server.
    #[arg(long, value_name = "NAME", default_value = "guard-demo")]
    filter_name: String,

    /// The redis-server program (the Debian package redis-server).
    #[arg(
        long,
        value_name = "PATH",
        default_value = "redis-server",
        env = "HWFILTER_REDIS_SERVER"
    )]
    redis_server: PathBuf,
}

fn share(s: &str) -> Result<f64, String> {
    let x: f64 = s.parse().map_err(|_| format!("{s:?} is not a number"))?;
    if (0.0..=1.0).contains(&x) {
        Ok(x)
    } else {
        Err(format!("{x} is not between 0 and 1"))
    }
}

fn zipf(s: &str) -> Result<f64, String> {
    let x: f64 = s.parse().map_err(|_| format!("{s:?} is not a number"))?;
    if (0.0..=5.0).contains(&x) {
        Ok(x)
    } else {
        Err(format!("{x} is not between 0 and 5"))
    }
}

pub fn run(args: &GuardDemoArgs, conn: &Connection, format: Format) -> anyhow::Result<()> {
    if args.server.is_some() && !conn.ports.is_empty() {
        bail!(
            "--server uses a running hwfilter serve, which has its own board: drop --port (or HWFILTER_PORT)"
        );
    }
    let settings = Settings {
        rows: args.rows,
        requests: args.requests,
        penetration: args.penetration,
        hot_keys: args.hot_keys,
        hot_share: args.hot_share,
        zipf: args.zipf,
        seed: args.seed,
        deletes: args.deletes,
        ttl_s: args.ttl,
        concurrency: args.concurrency as usize,
        filter_name: args.filter_name.clone(),
        redis_server: args.redis_server.clone(),
    };
    let server = || -> anyhow::Result<(GuardServer, Option<crate::serve::Background>)> {
        if let Some(addr) = &args.server {
            return Ok((
                GuardServer {
                    addr: addr.clone(),
                    description: format!("hwfilter serve at {addr}"),
                },
                None,
            ));
        }
        let session = conn.connect()?;
        let board = match conn.port()? {
            Some(p) => format!("the board on {p}"),
            None => "the simulated Alchitry Cu board".to_string(),
        };
        let opts = ServeOptions {
            listen: "127.0.0.1:0".into(),
            ..ServeOptions::default()
        };
        let bg = crate::serve::spawn(session.client, &opts)?;
        Ok((
            GuardServer {
                addr: bg.addr().to_string(),
                description: format!("hwfilter serve (in this process, {}) on {board}", bg.addr()),
            },
            Some(bg),
        ))
    };
    // Ctrl-C, SIGTERM or SIGHUP end the process without running
    // destructors: stop the demo's redis-server first.
    let mut signals = signal_hook::iterator::Signals::new([
        signal_hook::consts::SIGINT,
        signal_hook::consts::SIGTERM,
        signal_hook::consts::SIGHUP,
    ])
    .context("cannot handle signals")?;
    std::thread::Builder::new()
        .name("guard-demo-signals".into())
        .spawn(move || {
            if let Some(signal) = signals.forever().next() {
                guard::cache::kill_all();
                eprintln!("guard-demo: stopped by signal {signal}");
                std::process::exit(128 + signal);
            }
        })
        .context("cannot start the signal thread")?;
    let show = std::io::stderr().is_terminal();
    let report = guard::run(&settings, server, |step| {
        if show {
            eprintln!("guard-demo: {step}");
        }
    })?;
    super::write_out(format, &report, || report.text())?;
    let fneg = report.false_negatives.total;
    if fneg > 0 {
        bail!(
            "the guard refused {fneg} row(s) that exist: a filter must never give a false negative"
        );
    }
    Ok(())
}
