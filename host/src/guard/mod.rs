//! The cache-penetration guard, end to end: an application reads rows
//! cache-aside from a real `redis-server` and an SQLite database, and asks
//! a Cuckoo filter on `hwfilter serve` first whether a key can exist.
//!
//! ```text
//!              ┌──────────── hwfilter serve ─── board (Cuckoo filter of every row's id)
//!              │ CF.EXISTS (0: refused)
//!  requests ─► app ─► redis-server (cache) ─miss─► SQLite (rows)
//!  hot, cold,      GET / SET EX                    SELECT
//!  exist-nowhere
//! ```
//!
//! [`run`] loads every row's id into the filter, serves one request stream
//! twice (without the guard, then with it; the cache flushed before each),
//! deletes rows (DELETE, cache DEL, CF.DEL) and asks for them again, and
//! checks the guard's one rule: a row that exists is never refused.
//!
//! - [`workload`]: the request stream (hot keys by Zipf, cold keys, keys
//!   that exist nowhere) and the rows to delete.
//! - [`database`]: the SQLite rows, counting lookups.
//! - [`cache`]: the redis-server process and the cache-aside calls.
//! - [`filter`]: the guard's RedisBloom calls and the board's geometry.
//! - [`app`]: the application's read path and its counters.
//! - [`report`]: the report, as JSON or a table.

pub mod app;
pub mod cache;
pub mod database;
pub mod filter;
pub mod report;
pub mod workload;

use std::path::PathBuf;
use std::time::Instant;

use anyhow::{Context, bail};

use app::{App, RunCounters};
use cache::{Cache, RedisServer};
use database::Database;
use filter::Guard;
pub use report::Report;
use report::{Deletes, FalseNegatives, FilterFacts, Seconds};
use workload::{Kind, Request, Workload};

/// What to run.
#[derive(Clone, Debug)]
pub struct Settings {
    /// Rows of the database; `None`: three quarters of the board's Cuckoo
    /// capacity.
    pub rows: Option<u64>,
    pub requests: u64,
    pub penetration: f64,
    pub hot_keys: u64,
    pub hot_share: f64,
    pub zipf: f64,
    pub seed: u64,
    /// Rows deleted after the runs; `None`: a tenth of the rows.
    pub deletes: Option<u64>,
    pub ttl_s: u64,
    /// Requests in flight at once (waves).
    pub concurrency: usize,
    pub filter_name: String,
    /// The redis-server program.
    pub redis_server: PathBuf,
}

/// The `hwfilter serve` the guard talks to.
#[derive(Debug)]
pub struct GuardServer {
    /// host:port
    pub addr: String,
    /// What it is, for the report.
    pub description: String,
}

/// Runs the demo. `server` is called once the cache is up (so a missing
/// redis-server fails before a simulated board is started) and gives the
/// `hwfilter serve` to use, and whatever keeps it alive until the end.
pub fn run<K>(
    settings: &Settings,
    server: impl FnOnce() -> anyhow::Result<(GuardServer, K)>,
    mut progress: impl FnMut(&str),
) -> anyhow::Result<Report> {
    let dir = tempfile::Builder::new()
        .prefix("hwfilter-guard-")
        .tempdir()
        .context("cannot create a temporary directory")?;
    progress("starting redis-server");
    let redis = RedisServer::start(&settings.redis_server, dir.path())?;
    let mut cache = Cache::new(redis.connect()?, settings.ttl_s);

    progress("starting hwfilter serve");
    let (server, _keep) = server()?;
    let mut guard = Guard::new(cache::connect(&server.addr)?, &settings.filter_name);
    let geometry = guard.geometry()?;

    let rows = settings.rows.unwrap_or(geometry.capacity * 3 / 4);
    if rows == 0 || rows > geometry.capacity {
        bail!(
            "--rows {rows}: the board's Cuckoo filter holds 1 to {} ids ({} slots, 95% load)",
            geometry.capacity,
            geometry.slots
        );
    }
    let deletes = settings.deletes.unwrap_or(rows / 10);
    if deletes > rows {
        bail!("--deletes {deletes} is more than the {rows} rows");
    }
    let workload = Workload {
        rows,
        requests: settings.requests,
        penetration: settings.penetration,
        // More hot keys than rows: every row is hot.
        hot_keys: settings.hot_keys.min(rows),
        hot_share: settings.hot_share,
        zipf: settings.zipf,
        seed: settings.seed,
    };

    progress("creating the database");
    let db_path = dir.path().join("users.sqlite");
    let mut db = Database::create(&db_path, rows)?;

    progress("loading the ids into the filter");
    let t = Instant::now();
    // RedisBloom's smallest reservation: two buckets of 4.
    guard.reserve(rows.max(8))?;
    let ids: Vec<u64> = (1..=rows).collect();
    guard.insert_all(&ids)?;
    let load_s = t.elapsed().as_secs_f64();
    let after_load = guard.refused_among(&ids)?;

    let stream = workload.stream();
    let serve = |guard: Option<&mut Guard>,
                 cache: &mut Cache,
                 db: &mut Database,
                 stream: &[Request]|
     -> anyhow::Result<(RunCounters, f64)> {
        let t = Instant::now();
        let c = App {
            cache,
            db,
            guard,
            concurrency: settings.concurrency,
        }
        .serve(stream)?;
        Ok((c, t.elapsed().as_secs_f64()))
    };
    progress("requests without the guard");
    cache.flush()?;
    let (without, without_s) = serve(None, &mut cache, &mut db, &stream)?;
    progress("requests with the guard");
    cache.flush()?;
    let (with, with_s) = serve(Some(&mut guard), &mut cache, &mut db, &stream)?;

    progress("deleting rows");
    let deleted = workload.deletions(deletes);
    for &id in &deleted {
        if !db.delete(id)? {
            bail!("row {id} was not in the database");
        }
    }
    cache.delete_many(&deleted)?;
    let filter_deleted = guard.delete_each(&deleted)?;
    let asks: Vec<Request> = deleted
        .iter()
        .map(|&id| Request {
            id,
            kind: Kind::Missing,
        })
        .collect();
    let (del_without, _) = serve(None, &mut cache, &mut db, &asks)?;
    let (del_with, _) = serve(Some(&mut guard), &mut cache, &mut db, &asks)?;
    let left = db.ids()?;
    let after_deletes = guard.refused_among(&left)?;

    let in_requests = with.false_negatives + del_with.false_negatives;
    let report = Report {
        server: server.description,
        redis_version: redis.version.clone(),
        database: format!("SQLite {}", rusqlite::version()),
        concurrency: settings.concurrency,
        ttl_s: settings.ttl_s,
        filter: FilterFacts {
            name: settings.filter_name.clone(),
            geometry,
            items: rows,
            load: rows as f64 / geometry.slots as f64,
            fpr_expected: geometry.fpr_at(rows),
        },
        lookups_saved: without.db_lookups as i64 - with.db_lookups as i64,
        fpr_measured: if with.missing_requests == 0 {
            0.0
        } else {
            with.false_positives as f64 / with.missing_requests as f64
        },
        without_guard: without,
        with_guard: with,
        deletes: Deletes {
            rows_deleted: deleted.len() as u64,
            filter_deleted,
            without_guard: del_without,
            with_guard: del_with,
        },
        false_negatives: FalseNegatives {
            in_requests,
            after_load,
            rows_after_load: rows,
            after_deletes,
            rows_after_deletes: left.len() as u64,
            total: in_requests + after_load + after_deletes,
        },
        seconds: Seconds {
            load: load_s,
            without_guard: without_s,
            with_guard: with_s,
        },
        workload,
    };
    drop(redis);
    Ok(report)
}
