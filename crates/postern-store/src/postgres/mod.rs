//! The PostgreSQL backend (docs/STORE.md): its schema and the migrations that make it, which run
//! once however many instances start together, the event log (appended to by writers side by
//! side, put in commit order by a sequencer), the ingest writer, what other instances' commits
//! say (`notify`), and the sync leases' rows.

pub(crate) mod events;
pub(crate) mod ingest;
pub(crate) mod leases;
pub(crate) mod locks;
mod migrate;
pub(crate) mod notify;

use crate::Result;
use sqlx::postgres::{PgConnectOptions, PgPool, PgPoolOptions};
use std::str::FromStr;
use std::time::Duration;

/// Connections at most holding [`crate::Exclusive`] locks at once (sends in progress).
const EXCLUSIVE: u32 = 64;

/// How an instance uses PostgreSQL (`postern serve --database-*`).
#[derive(Debug, Clone)]
pub struct PostgresOptions {
    /// Connections of the instance's pool (besides the listening connection and those that
    /// hold sends' turns).
    pub pool_size: u32,
    /// The longest one statement may run before the database cancels it (`None`: no limit).
    /// Waits for a send's turn are not statements of the pool and have no such limit.
    pub statement_timeout: Option<Duration>,
}

impl Default for PostgresOptions {
    fn default() -> PostgresOptions {
        PostgresOptions { pool_size: 16, statement_timeout: Some(Duration::from_secs(30)) }
    }
}

/// A PostgreSQL database, migrated.
#[derive(Clone)]
pub(crate) struct Db {
    pub(crate) pool: PgPool,
    /// Connections that hold an advisory lock while work runs ([`crate::Exclusive`]).
    pub(crate) exclusive: PgPool,
    /// This instance, as its notifications name it (its own are not heard twice).
    pub(crate) instance: std::sync::Arc<str>,
    /// What moves committed events into the log ([`events::Sequencer`]).
    pub(crate) log: std::sync::Arc<events::Sequencer>,
}

impl Db {
    /// Connects to `url` (`postgres://…`; `sslmode`, `sslrootcert` and the other parameters of
    /// libpq's URLs apply; `options[search_path]=…` picks another schema than the user's
    /// default, as each test does) and runs the migrations.
    pub(crate) async fn open(url: &str, settings: &PostgresOptions) -> Result<Db> {
        let options = PgConnectOptions::from_str(url)?;
        let timeout = settings.statement_timeout.map_or(0, |t| t.as_millis().max(1));
        let pool = PgPoolOptions::new()
            .max_connections(settings.pool_size.max(2))
            .acquire_timeout(Duration::from_secs(10))
            .connect_with(options.clone().options([("statement_timeout", timeout.to_string())]))
            .await?;
        migrate::run(&pool).await?;
        // Their statements wait for a lock as long as a send runs elsewhere.
        let exclusive = PgPoolOptions::new()
            .max_connections(EXCLUSIVE)
            .min_connections(0)
            .connect_lazy_with(options.options([("statement_timeout", "0")]));
        let instance = postern_core::id::new_time_ordered_id(postern_core::id::IdKind::Event).into();
        let log = events::Sequencer::new(pool.clone());
        Ok(Db { pool, exclusive, instance, log })
    }

    /// A write transaction. Transactions run side by side; what must not interleave takes an
    /// advisory lock (the `writes` module's `Writes`).
    pub(crate) async fn write(&self) -> Result<sqlx::Transaction<'static, sqlx::Postgres>> {
        Ok(self.pool.begin().await?)
    }

    /// A write transaction of background work (no different from [`Db::write`] here: nothing
    /// makes a waiting writer wait longer behind background work).
    pub(crate) async fn background_write(&self) -> Result<sqlx::Transaction<'static, sqlx::Postgres>> {
        self.write().await
    }

    /// The migrations applied, in order.
    #[cfg(test)]
    pub(crate) async fn migrations(&self) -> Result<Vec<i64>> {
        Ok(sqlx::query_scalar("SELECT version FROM schema_migrations ORDER BY version").fetch_all(&self.pool).await?)
    }

    /// Closes the pool.
    pub(crate) async fn close(&self) {
        self.exclusive.close().await;
        self.pool.close().await;
    }
}

#[cfg(test)]
pub(crate) mod tests {
    //! Against the PostgreSQL this kind of machine runs (127.0.0.1:5432, trust auth, database
    //! `test`; `POSTERN_TEST_POSTGRES` names another), each test in a schema of its own.

    use super::*;

    /// A fresh schema, dropped (with everything in it) when this goes.
    pub(crate) struct Schema {
        pub(crate) name: String,
    }

    impl Schema {
        pub(crate) async fn new() -> Schema {
            Schema { name: crate::testing::Schema::create().await }
        }

        /// The test server's URL, working in this schema.
        pub(crate) fn url(&self) -> String {
            crate::testing::schema_url(&self.name)
        }
    }

    impl Drop for Schema {
        fn drop(&mut self) {
            crate::testing::Schema::drop(std::mem::take(&mut self.name));
        }
    }

    /// Instances that start together migrate once: the others wait for it and find nothing
    /// left to do.
    #[tokio::test]
    async fn instances_starting_together_migrate_once() {
        let schema = Schema::new().await;
        let starting: Vec<_> = (0..3)
            .map(|_| {
                let url = schema.url();
                tokio::spawn(async move { Db::open(&url, &PostgresOptions::default()).await })
            })
            .collect();
        let mut databases = Vec::new();
        for started in starting {
            databases.push(started.await.unwrap().expect("every instance opens"));
        }
        let all: Vec<i64> = (1..=migrate::MIGRATIONS.len() as i64).collect();
        for database in &databases {
            assert_eq!(database.migrations().await.unwrap(), all);
        }
        let again = Db::open(&schema.url(), &PostgresOptions::default()).await.unwrap();
        assert_eq!(again.migrations().await.unwrap(), all, "nothing applied twice");
        for database in databases.iter().chain([&again]) {
            database.close().await;
        }
    }

    /// A statement that runs longer than the statement timeout is cancelled; a send's turn
    /// waits without one.
    #[tokio::test]
    async fn statements_end_at_the_statement_timeout() {
        let schema = Schema::new().await;
        // Migrated first, so that opening under the short timeout does no slow work of its own.
        Db::open(&schema.url(), &PostgresOptions::default()).await.unwrap().close().await;
        let options = PostgresOptions { statement_timeout: Some(Duration::from_millis(300)), ..Default::default() };
        let database = Db::open(&schema.url(), &options).await.unwrap();
        let slow = sqlx::query("SELECT pg_sleep(2)").execute(&database.pool).await.unwrap_err();
        assert!(slow.to_string().contains("statement timeout"), "{slow}");
        sqlx::query("SELECT pg_sleep(0.5)").execute(&database.exclusive).await.expect("no limit there");
        database.close().await;
    }

    /// TLS to the database through the URL, as libpq reads it: `verify-ca` checks the server's
    /// certificate against the given root (the connection is then encrypted), `verify-full` also
    /// its name, so a certificate for another host is refused. The machine's PostgreSQL serves
    /// Debian's self-signed certificate, issued to the machine's host name, not to 127.0.0.1.
    #[tokio::test]
    async fn tls_to_the_database_is_verified_as_the_url_asks() {
        let schema = Schema::new().await;
        let root = "/etc/ssl/certs/ssl-cert-snakeoil.pem";
        let verified = format!("{}&sslmode=verify-ca&sslrootcert={root}", schema.url());
        let database = Db::open(&verified, &PostgresOptions::default()).await.expect("TLS with the server's root");
        let encrypted: bool = sqlx::query_scalar("SELECT ssl FROM pg_stat_ssl WHERE pid = pg_backend_pid()")
            .fetch_one(&database.pool)
            .await
            .unwrap();
        assert!(encrypted);
        database.close().await;
        let named = format!("{}&sslmode=verify-full&sslrootcert={root}", schema.url());
        assert!(Db::open(&named, &PostgresOptions::default()).await.is_err(), "not issued to 127.0.0.1");
    }

    /// Every table and column SQLite's migrations make, PostgreSQL's make too (but for each
    /// side's own full-text machinery, and what only PostgreSQL's instances side by side need): a
    /// migration added to one backend alone fails here.
    #[tokio::test]
    async fn both_backends_have_the_same_tables_and_columns() {
        use std::collections::BTreeMap;
        let one_side_only = |table: &str| {
            table.starts_with("account_messages_fts")
                || table.starts_with("account_bodies_fts")
                || ["fts_progress", "sqlite_sequence", "account_bodies"].contains(&table)
                // Only several instances need them.
                || ["sync_leases", "live_holds", "rate_buckets", "data_keys"].contains(&table)
                // Only writers side by side need it (SQLite's writers take turns).
                || table == "event_queue"
                // PostgreSQL's own full-text machinery.
                || ["account_headers", "headers_pending"].contains(&table)
        };
        let dir = tempfile::tempdir().unwrap();
        let store = crate::Store::open(dir.path()).await.unwrap();
        let rows: Vec<(String, String)> = sqlx::query_as(
            "SELECT m.name, p.name FROM sqlite_master m, pragma_table_info(m.name) p WHERE m.type = 'table'",
        )
        .fetch_all(&store.sqlite().unwrap().pool)
        .await
        .unwrap();
        let schema = Schema::new().await;
        let database = Db::open(&schema.url(), &PostgresOptions::default()).await.unwrap();
        let pg: Vec<(String, String)> = sqlx::query_as(
            "SELECT table_name::text, column_name::text FROM information_schema.columns WHERE table_schema = $1",
        )
        .bind(&schema.name)
        .fetch_all(&database.pool)
        .await
        .unwrap();
        database.close().await;
        let tables = |rows: Vec<(String, String)>| {
            let mut tables: BTreeMap<String, Vec<String>> = BTreeMap::new();
            for (table, column) in rows.into_iter().filter(|(t, _)| !one_side_only(t)) {
                tables.entry(table).or_default().push(column);
            }
            tables.values_mut().for_each(|columns| columns.sort());
            tables
        };
        let sqlite = tables(rows);
        assert!(sqlite["account_messages"].contains(&"remote_ref".to_string()) && sqlite.len() > 15, "{sqlite:?}");
        assert_eq!(tables(pg), sqlite);
    }
}
