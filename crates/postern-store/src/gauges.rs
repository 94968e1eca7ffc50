//! What the store holds and how busy it is, read for the service's metrics.

use crate::{Backend, Result, Store};

/// The store's figures at one moment.
#[derive(Debug, Clone, Default)]
pub struct Gauges {
    /// SQLite only: the database file and its write-ahead log, in bytes.
    pub database_bytes: Option<u64>,
    /// The pool's connections in use and idle.
    pub pool_in_use: u32,
    pub pool_idle: u32,
    /// Events kept in the log.
    pub events: u64,
    /// Transactions the ingest writer committed since the start.
    pub ingest_batches: u64,
}

impl Store {
    /// The store's figures now.
    pub async fn gauges(&self) -> Result<Gauges> {
        self.settle_log().await?;
        let events: i64 =
            on_both!(self, db => sqlx::query_scalar("SELECT COUNT(*) FROM events").fetch_one(&db.pool).await?);
        let (size, idle) = on_both!(self, db => (db.pool.size(), db.pool.num_idle() as u32));
        let database_bytes = match &self.backend {
            Backend::Sqlite(db) => {
                let (pages, page_size, file): (i64, i64, String) = sqlx::query_as(
                    "SELECT (SELECT page_count FROM pragma_page_count()), (SELECT page_size FROM pragma_page_size()),
                            (SELECT file FROM pragma_database_list() WHERE name = 'main')",
                )
                .fetch_one(&db.pool)
                .await?;
                let wal = std::fs::metadata(format!("{file}-wal")).map_or(0, |m| m.len());
                Some((pages * page_size) as u64 + wal)
            }
            Backend::Postgres(_) => None,
        };
        Ok(Gauges {
            database_bytes,
            pool_in_use: size.saturating_sub(idle),
            pool_idle: idle,
            events: events as u64,
            ingest_batches: self.ingest_batches.load(std::sync::atomic::Ordering::Relaxed),
        })
    }
}
