//! The application's read path, cache-aside with an optional guard:
//!
//! ```text
//!  request ─► guard? CF.EXISTS ──0──► refused (answered "no such user"; nothing else asked)
//!                    │1
//!                    ▼
//!             cache GET user:ID ──hit──► answered
//!                    │miss
//!                    ▼
//!             database SELECT ──row──► answered, cache SET user:ID EX ttl
//!                    │none
//!                    ▼
//!             answered "no such user" (without a guard: every key that exists
//!             nowhere ends here, a database lookup each: cache penetration)
//! ```
//!
//! Requests are served in waves of `concurrency`, as that many application
//! threads would: each step of a wave is one pipeline (the guard's
//! CF.EXISTS of the wave, then the cache's GETs, then the database lookups
//! of the misses, then the cache's SETs), so two requests for one key in a
//! wave can both miss the cache, as concurrent requests do.

use serde::Serialize;

use super::cache::Cache;
use super::database::Database;
use super::filter::Guard;
use super::workload::{Kind, Request};

/// What one run of a request stream did.
#[derive(Clone, Debug, Default, Serialize)]
pub struct RunCounters {
    pub requests: u64,
    pub hot_requests: u64,
    pub cold_requests: u64,
    /// Requests for keys that exist nowhere (the generator's truth).
    pub missing_requests: u64,
    /// CF.EXISTS asked of the guard.
    pub filter_checks: u64,
    /// Requests the guard answered 0 (never reached cache or database).
    pub refused: u64,
    pub cache_hits: u64,
    pub cache_misses: u64,
    pub db_lookups: u64,
    /// Database lookups that found no row: penetration.
    pub db_lookups_empty: u64,
    /// Requests for keys that exist nowhere that reached the database.
    pub missing_db_lookups: u64,
    /// Requests the guard admitted whose row the database did not have.
    pub false_positives: u64,
    /// Requests the guard refused whose row the database has: the guard's
    /// one forbidden mistake.
    pub false_negatives: u64,
}

/// The application: its cache, its database and, if guarded, its filter.
pub struct App<'a> {
    pub cache: &'a mut Cache,
    pub db: &'a mut Database,
    pub guard: Option<&'a mut Guard>,
    pub concurrency: usize,
}

impl App<'_> {
    /// Serves `stream` wave by wave; returns what it did.
    pub fn serve(&mut self, stream: &[Request]) -> anyhow::Result<RunCounters> {
        let mut c = RunCounters::default();
        for wave in stream.chunks(self.concurrency.max(1)) {
            self.serve_wave(wave, &mut c)?;
        }
        Ok(c)
    }

    fn serve_wave(&mut self, wave: &[Request], c: &mut RunCounters) -> anyhow::Result<()> {
        for r in wave {
            c.requests += 1;
            match r.kind {
                Kind::Hot => c.hot_requests += 1,
                Kind::Cold => c.cold_requests += 1,
                Kind::Missing => c.missing_requests += 1,
            }
        }
        let ids: Vec<u64> = wave.iter().map(|r| r.id).collect();
        let admitted: Vec<&Request> = match self.guard.as_deref_mut() {
            Some(guard) => {
                let verdicts = guard.exists_each(&ids)?;
                c.filter_checks += ids.len() as u64;
                let mut admitted = Vec::with_capacity(wave.len());
                for (r, ok) in wave.iter().zip(verdicts) {
                    if ok {
                        admitted.push(r);
                    } else {
                        c.refused += 1;
                        // Checked in the database outside the application's
                        // path: not a lookup.
                        if self.db.exists(r.id)? {
                            c.false_negatives += 1;
                        }
                    }
                }
                admitted
            }
            None => wave.iter().collect(),
        };
        let ids: Vec<u64> = admitted.iter().map(|r| r.id).collect();
        let cached = self.cache.get_many(&ids)?;
        let mut fills = Vec::new();
        for (r, hit) in admitted.iter().zip(cached) {
            if hit.is_some() {
                c.cache_hits += 1;
                continue;
            }
            c.cache_misses += 1;
            c.db_lookups += 1;
            if r.kind == Kind::Missing {
                c.missing_db_lookups += 1;
            }
            match self.db.lookup(r.id)? {
                Some(row) => fills.push((r.id, row)),
                None => {
                    c.db_lookups_empty += 1;
                    if self.guard.is_some() {
                        c.false_positives += 1;
                    }
                }
            }
        }
        self.cache.set_many(&fills)
    }
}
