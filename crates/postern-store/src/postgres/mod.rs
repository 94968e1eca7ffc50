//! The PostgreSQL backend (docs/STORE.md), being built: so far its schema and the migrations
//! that make it, which run once however many instances start together, the event log's append
//! in commit order, and the sync leases with their fences. [`crate::Store`] does not open it yet.

#[cfg_attr(
    not(test),
    expect(
        dead_code,
        reason = "the PostgreSQL backend is being built: Store appends through it once it opens PostgreSQL"
    )
)]
mod events;
#[cfg_attr(
    not(test),
    expect(
        dead_code,
        reason = "the PostgreSQL backend is being built: the syncer takes leases once Store opens PostgreSQL"
    )
)]
mod leases;
mod migrate;

use crate::Result;
use sqlx::postgres::{PgConnectOptions, PgPool, PgPoolOptions};
use std::str::FromStr;

/// A PostgreSQL database, migrated.
pub struct Database {
    pool: PgPool,
}

impl Database {
    /// Connects to `url` (`postgres://…`) and runs the migrations. `schema`: the schema to work
    /// in instead of the user's default (each test takes one of its own); the extensions stay
    /// in `public`.
    pub async fn open(url: &str, schema: Option<&str>) -> Result<Database> {
        let mut options = PgConnectOptions::from_str(url)?;
        if let Some(schema) = schema {
            options = options.options([("search_path", format!("{schema},public"))]);
        }
        let pool = PgPoolOptions::new().max_connections(8).connect_with(options).await?;
        migrate::run(&pool).await?;
        Ok(Database { pool })
    }

    /// The migrations applied, in order.
    pub async fn migrations(&self) -> Result<Vec<i64>> {
        Ok(sqlx::query_scalar("SELECT version FROM schema_migrations ORDER BY version").fetch_all(&self.pool).await?)
    }

    /// Closes the pool.
    pub async fn close(&self) {
        self.pool.close().await;
    }
}

#[cfg(test)]
pub(crate) mod tests {
    //! Against the PostgreSQL this kind of machine runs (127.0.0.1:5432, trust auth, database
    //! `test`; `POSTERN_TEST_POSTGRES` names another), each test in a schema of its own.

    use super::*;

    /// The server the tests use.
    pub(crate) fn url() -> String {
        std::env::var("POSTERN_TEST_POSTGRES").unwrap_or_else(|_| "postgres://postgres@127.0.0.1:5432/test".into())
    }

    /// A fresh schema, dropped (with everything in it) when this goes.
    pub(crate) struct Schema {
        pub(crate) name: String,
    }

    impl Schema {
        pub(crate) async fn new() -> Schema {
            let name = format!("t_{}", postern_core::id::new_time_ordered_id(postern_core::id::IdKind::Message))
                .to_ascii_lowercase()
                .replace(|c: char| !c.is_ascii_alphanumeric() && c != '_', "_");
            let pool = PgPool::connect(&url()).await.expect("the test PostgreSQL answers");
            sqlx::query(sqlx::AssertSqlSafe(format!("CREATE SCHEMA {name}"))).execute(&pool).await.unwrap();
            pool.close().await;
            Schema { name }
        }
    }

    impl Drop for Schema {
        fn drop(&mut self) {
            let (url, name) = (url(), self.name.clone());
            // A thread of its own: the test's runtime may be shutting down.
            let _ = std::thread::spawn(move || {
                let runtime = tokio::runtime::Builder::new_current_thread().enable_all().build().unwrap();
                runtime.block_on(async {
                    if let Ok(pool) = PgPool::connect(&url).await {
                        let drop = format!("DROP SCHEMA IF EXISTS {name} CASCADE");
                        let _ = sqlx::query(sqlx::AssertSqlSafe(drop)).execute(&pool).await;
                        pool.close().await;
                    }
                });
            })
            .join();
        }
    }

    /// Instances that start together migrate once: the others wait for it and find nothing
    /// left to do.
    #[tokio::test]
    async fn instances_starting_together_migrate_once() {
        let schema = Schema::new().await;
        let url = url();
        let starting: Vec<_> = (0..3)
            .map(|_| {
                let (url, name) = (url.clone(), schema.name.clone());
                tokio::spawn(async move { Database::open(&url, Some(&name)).await })
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
        let again = Database::open(&url, Some(&schema.name)).await.unwrap();
        assert_eq!(again.migrations().await.unwrap(), all, "nothing applied twice");
        for database in databases.iter().chain([&again]) {
            database.close().await;
        }
    }

    /// Every table and column SQLite's migrations make, PostgreSQL's make too (but for each
    /// side's own full-text machinery, and PostgreSQL's sync leases): a migration added to one backend alone fails here.
    #[tokio::test]
    async fn both_backends_have_the_same_tables_and_columns() {
        use std::collections::BTreeMap;
        let full_text = |table: &str| {
            table.starts_with("account_messages_fts")
                || table.starts_with("account_bodies_fts")
                || ["fts_progress", "sqlite_sequence", "account_bodies"].contains(&table)
                // Only several instances need them.
                || table == "sync_leases"
        };
        let dir = tempfile::tempdir().unwrap();
        let store = crate::Store::open(dir.path()).await.unwrap();
        let rows: Vec<(String, String)> = sqlx::query_as(
            "SELECT m.name, p.name FROM sqlite_master m, pragma_table_info(m.name) p WHERE m.type = 'table'",
        )
        .fetch_all(&store.pool)
        .await
        .unwrap();
        let schema = Schema::new().await;
        let database = Database::open(&url(), Some(&schema.name)).await.unwrap();
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
            for (table, column) in rows.into_iter().filter(|(t, _)| !full_text(t)) {
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
