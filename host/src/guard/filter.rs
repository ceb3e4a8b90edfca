//! The guard: a named Cuckoo filter on `hwfilter serve`, reached in
//! RedisBloom's commands (CF.RESERVE, CF.INSERT, CF.EXISTS, CF.MEXISTS,
//! CF.DEL) with the `redis` crate, as any application would; and the
//! board's Cuckoo geometry from the server's INFO.

use anyhow::{Context, bail};
use hwfilter_model::CuckooParams;
use serde::Serialize;

/// Items per CF.INSERT / CF.MEXISTS command when loading or sweeping.
const CHUNK: usize = 500;

/// The board's Cuckoo table, as `INFO`'s `# Board` section reports it.
#[derive(Clone, Copy, Debug, Serialize)]
pub struct Geometry {
    pub fp_bits: u32,
    pub buckets: u64,
    pub slots: u64,
    pub max_kicks: u32,
    /// Items the table is planned for (95% of its slots).
    pub capacity: u64,
    /// 1 - (1 - 1/(2^f - 1))^8: a lookup against a full table.
    pub fpr_bound: f64,
    #[serde(skip)]
    params: CuckooParams,
}

impl Geometry {
    /// Parses the `# Board` fields of `hwfilter serve`'s INFO.
    pub fn from_info(info: &str) -> anyhow::Result<Geometry> {
        let field = |name: &str| -> anyhow::Result<u32> {
            let prefix = format!("{name}:");
            info.lines()
                .find_map(|l| l.trim_end().strip_prefix(&prefix))
                .with_context(|| {
                    format!(
                        "the server's INFO has no {name}: is it `hwfilter serve` \
                         (a RedisBloom server does not report the board's geometry)?"
                    )
                })?
                .parse()
                .with_context(|| format!("INFO's {name} is not a number"))
        };
        let params = CuckooParams::new(
            field("cuckoo_fp_bits")?,
            field("cuckoo_bucket_bits")?,
            field("cuckoo_max_kicks")?,
        )
        .context("the server reports an invalid Cuckoo geometry")?;
        Ok(Geometry {
            fp_bits: params.fp_bits(),
            buckets: params.buckets(),
            slots: params.slots(),
            max_kicks: params.max_kicks(),
            capacity: params.capacity(),
            fpr_bound: params.theoretical_fpr(),
            params,
        })
    }

    /// Expected false-positive rate of a lookup when `items` fill the
    /// table: each of the 8 slots it compares with is occupied with
    /// probability items / slots, and an occupied one matches with
    /// probability 1 / (2^f - 1).
    pub fn fpr_at(&self, items: u64) -> f64 {
        let load = (items as f64 / self.slots as f64).min(1.0);
        let q = 1.0 / ((1u64 << self.fp_bits) - 1) as f64;
        -(8.0 * load * (-q).ln_1p()).exp_m1()
    }

    pub fn params(&self) -> &CuckooParams {
        &self.params
    }
}

/// The guard's connection to `hwfilter serve` and its filter's name.
pub struct Guard {
    conn: redis::Connection,
    name: String,
}

impl Guard {
    pub fn new(conn: redis::Connection, name: &str) -> Guard {
        Guard {
            conn,
            name: name.to_string(),
        }
    }

    /// The board's geometry from INFO.
    pub fn geometry(&mut self) -> anyhow::Result<Geometry> {
        let info: String = redis::cmd("INFO")
            .query(&mut self.conn)
            .context("INFO failed")?;
        Geometry::from_info(&info)
    }

    /// CF.RESERVE name capacity.
    pub fn reserve(&mut self, capacity: u64) -> anyhow::Result<()> {
        let r: redis::RedisResult<()> = redis::cmd("CF.RESERVE")
            .arg(&self.name)
            .arg(capacity)
            .query(&mut self.conn);
        match r {
            Ok(()) => Ok(()),
            Err(e) if e.to_string().contains("item exists") => bail!(
                "the server already has a filter named {:?} (from an earlier run?): pass \
                 --filter-name with another name, or restart the server",
                self.name
            ),
            Err(e) => Err(anyhow::Error::new(e)
                .context(format!("CF.RESERVE {} {capacity} was refused", self.name))),
        }
    }

    /// CF.INSERT name ITEMS ... of every id, pipelined in chunks; fails if
    /// the filter answers full.
    pub fn insert_all(&mut self, ids: &[u64]) -> anyhow::Result<()> {
        let mut pipe = redis::pipe();
        for chunk in ids.chunks(CHUNK) {
            pipe.cmd("CF.INSERT")
                .arg(&self.name)
                .arg("ITEMS")
                .arg(chunk);
        }
        let replies: Vec<Vec<i64>> = pipe.query(&mut self.conn).context("CF.INSERT failed")?;
        let full = replies.iter().flatten().filter(|&&r| r != 1).count();
        if full > 0 {
            bail!(
                "the Cuckoo filter refused {full} of {} ids (full): use fewer --rows",
                ids.len()
            );
        }
        Ok(())
    }

    /// CF.EXISTS of every id, pipelined (one command a request, as each
    /// application thread would send it; the server joins them into the
    /// board's frames).
    pub fn exists_each(&mut self, ids: &[u64]) -> anyhow::Result<Vec<bool>> {
        if ids.is_empty() {
            return Ok(Vec::new());
        }
        let mut pipe = redis::pipe();
        for &id in ids {
            pipe.cmd("CF.EXISTS").arg(&self.name).arg(id);
        }
        let r: Vec<i64> = pipe.query(&mut self.conn).context("CF.EXISTS failed")?;
        Ok(r.into_iter().map(|x| x == 1).collect())
    }

    /// CF.MEXISTS of every id, in chunks: how many are refused.
    pub fn refused_among(&mut self, ids: &[u64]) -> anyhow::Result<u64> {
        let mut pipe = redis::pipe();
        for chunk in ids.chunks(CHUNK) {
            pipe.cmd("CF.MEXISTS").arg(&self.name).arg(chunk);
        }
        let replies: Vec<Vec<i64>> = pipe.query(&mut self.conn).context("CF.MEXISTS failed")?;
        Ok(replies.iter().flatten().filter(|&&r| r != 1).count() as u64)
    }

    /// CF.DEL of every id: how many were deleted.
    pub fn delete_each(&mut self, ids: &[u64]) -> anyhow::Result<u64> {
        if ids.is_empty() {
            return Ok(0);
        }
        let mut pipe = redis::pipe();
        for &id in ids {
            pipe.cmd("CF.DEL").arg(&self.name).arg(id);
        }
        let r: Vec<i64> = pipe.query(&mut self.conn).context("CF.DEL failed")?;
        Ok(r.into_iter().filter(|&x| x == 1).count() as u64)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const INFO: &str = "# Board\r\nboard_boot_epoch:0x1\r\ncuckoo_fp_bits:12\r\n\
                        cuckoo_bucket_bits:10\r\ncuckoo_max_kicks:500\r\ncuckoo_capacity:3891\r\n";

    #[test]
    fn geometry_from_info() {
        let g = Geometry::from_info(INFO).unwrap();
        assert_eq!(
            (g.fp_bits, g.buckets, g.slots, g.capacity),
            (12, 1024, 4096, 3891)
        );
        assert!((g.fpr_bound - 0.001951).abs() < 1e-5, "{}", g.fpr_bound);
        assert!((g.fpr_at(4096) - g.fpr_bound).abs() < 1e-12);
        assert!((g.fpr_at(2048) - 4.0 / 4095.0).abs() < 1e-5);
        assert_eq!(g.fpr_at(0), 0.0);
        let e = Geometry::from_info("redis_version:7.0.15\r\n").unwrap_err();
        assert!(format!("{e:#}").contains("hwfilter serve"), "{e:#}");
    }
}
