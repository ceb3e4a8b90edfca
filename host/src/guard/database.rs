//! The database behind the cache: an SQLite file with one table of rows,
//! `users(id INTEGER PRIMARY KEY, name TEXT)`, that counts the lookups it
//! answers.

use std::path::Path;

use anyhow::Context;
use rusqlite::{Connection, OptionalExtension, params};

/// The rows and the lookups they were asked for.
#[derive(Debug)]
pub struct Database {
    conn: Connection,
    /// Lookups the application made (not [`Database::exists`]).
    pub lookups: u64,
    /// Those that found no row.
    pub empty_lookups: u64,
}

impl Database {
    /// Creates `path` with rows `1..=rows`, in one transaction.
    pub fn create(path: &Path, rows: u64) -> anyhow::Result<Database> {
        let mut conn = Connection::open(path)
            .with_context(|| format!("cannot create the database {}", path.display()))?;
        conn.execute_batch("CREATE TABLE users (id INTEGER PRIMARY KEY, name TEXT NOT NULL);")
            .context("cannot create the users table")?;
        let tx = conn.transaction().context("database transaction")?;
        {
            let mut insert = tx
                .prepare("INSERT INTO users (id, name) VALUES (?1, ?2)")
                .context("database insert")?;
            for id in 1..=rows {
                insert
                    .execute(params![id as i64, format!("user {id}")])
                    .context("cannot insert a row")?;
            }
        }
        tx.commit().context("cannot commit the rows")?;
        Ok(Database {
            conn,
            lookups: 0,
            empty_lookups: 0,
        })
    }

    /// The application's lookup: the row's value, or `None`; counted.
    pub fn lookup(&mut self, id: u64) -> anyhow::Result<Option<String>> {
        self.lookups += 1;
        let row = self.get(id)?;
        if row.is_none() {
            self.empty_lookups += 1;
        }
        Ok(row)
    }

    /// Whether row `id` exists, for the demo's own checks: not counted as
    /// a lookup.
    pub fn exists(&self, id: u64) -> anyhow::Result<bool> {
        Ok(self.get(id)?.is_some())
    }

    /// Deletes row `id`; true if it was there.
    pub fn delete(&mut self, id: u64) -> anyhow::Result<bool> {
        let n = self
            .conn
            .execute("DELETE FROM users WHERE id = ?1", params![to_sql(id)?])
            .context("cannot delete a row")?;
        Ok(n == 1)
    }

    /// Rows in the table.
    pub fn count(&self) -> anyhow::Result<u64> {
        let n: i64 = self
            .conn
            .query_row("SELECT COUNT(*) FROM users", [], |r| r.get(0))
            .context("cannot count the rows")?;
        Ok(n as u64)
    }

    /// Every row's id, in order.
    pub fn ids(&self) -> anyhow::Result<Vec<u64>> {
        let mut q = self
            .conn
            .prepare("SELECT id FROM users ORDER BY id")
            .context("database query")?;
        let ids = q
            .query_map([], |r| r.get::<_, i64>(0))
            .context("cannot list the rows")?
            .map(|r| r.map(|id| id as u64))
            .collect::<Result<Vec<_>, _>>()
            .context("cannot list the rows")?;
        Ok(ids)
    }

    fn get(&self, id: u64) -> anyhow::Result<Option<String>> {
        let mut q = self
            .conn
            .prepare_cached("SELECT name FROM users WHERE id = ?1")
            .context("database query")?;
        q.query_row(params![to_sql(id)?], |r| r.get(0))
            .optional()
            .context("database lookup failed")
    }
}

fn to_sql(id: u64) -> anyhow::Result<i64> {
    i64::try_from(id).with_context(|| format!("id {id} does not fit SQLite's integers"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lookups_are_counted_and_deletes_stick() {
        let dir = tempfile::tempdir().unwrap();
        let mut db = Database::create(&dir.path().join("db.sqlite"), 100).unwrap();
        assert_eq!(db.count().unwrap(), 100);
        assert_eq!(db.lookup(7).unwrap().as_deref(), Some("user 7"));
        assert_eq!(db.lookup(101).unwrap(), None);
        assert_eq!((db.lookups, db.empty_lookups), (2, 1));
        assert!(db.exists(5).unwrap());
        assert!(db.delete(5).unwrap());
        assert!(!db.delete(5).unwrap());
        assert!(!db.exists(5).unwrap());
        assert_eq!(
            (db.lookups, db.empty_lookups),
            (2, 1),
            "checks are not lookups"
        );
        assert_eq!(db.ids().unwrap().len(), 99);
    }
}
