//! Stores for tests, here and in the crates above (feature `testing`): on SQLite in a fresh
//! directory, or, when `POSTERN_TEST_DATABASE=postgres`, on PostgreSQL in a fresh schema of
//! the server `POSTERN_TEST_POSTGRES` names (default: the one this kind of machine runs,
//! `postgres://postgres@127.0.0.1:5432/test`), dropped with everything in it at the end. The
//! same tests run on both backends: `scripts/test` runs them twice.

use crate::Store;
use sqlx::Connection;
use std::path::Path;

/// Whether the tests run on PostgreSQL.
pub fn on_postgres() -> bool {
    std::env::var("POSTERN_TEST_DATABASE").is_ok_and(|v| v == "postgres")
}

/// The PostgreSQL server of the tests.
pub fn postgres_url() -> String {
    std::env::var("POSTERN_TEST_POSTGRES").unwrap_or_else(|_| "postgres://postgres@127.0.0.1:5432/test".into())
}

/// A data directory and, on PostgreSQL, a schema of the test's own.
pub struct TestDatabase {
    dir: tempfile::TempDir,
    schema: Option<String>,
}

impl TestDatabase {
    /// A fresh one, on the backend the tests run on.
    pub async fn new() -> TestDatabase {
        let dir = tempfile::tempdir().expect("a temporary directory");
        let schema = if on_postgres() { Some(Schema::create().await) } else { None };
        TestDatabase { dir, schema }
    }

    /// A fresh one on PostgreSQL, whichever backend the tests run on (for what only PostgreSQL
    /// offers: several instances on one database).
    pub async fn postgres() -> TestDatabase {
        let dir = tempfile::tempdir().expect("a temporary directory");
        TestDatabase { dir, schema: Some(Schema::create().await) }
    }

    /// The data directory (the SQLite file, the master key, whatever else a server keeps).
    pub fn dir(&self) -> &Path {
        self.dir.path()
    }

    /// The PostgreSQL URL to work in this schema (for `postern serve --database-url`); `None`
    /// on SQLite.
    pub fn url(&self) -> Option<String> {
        self.schema.as_deref().map(schema_url)
    }

    /// Opens the store (again: every call opens another handle on the same database).
    pub async fn open(&self) -> Store {
        match self.url() {
            Some(url) => Store::open_postgres(&url).await.expect("the test PostgreSQL opens"),
            None => Store::open(self.dir()).await.expect("the SQLite store opens"),
        }
    }

    /// Whether `needle` is anywhere in the database: in its files on SQLite, in any row of any
    /// table on PostgreSQL (as text, or hex-encoded in a `bytea`).
    pub async fn holds(&self, needle: &str) -> bool {
        let Some(url) = self.url() else {
            return std::fs::read_dir(self.dir()).unwrap().any(|entry| {
                let bytes = std::fs::read(entry.unwrap().path()).unwrap_or_default();
                bytes.windows(needle.len()).any(|w| w == needle.as_bytes())
            });
        };
        let mut conn = sqlx::PgConnection::connect(&url).await.unwrap();
        let tables: Vec<String> =
            sqlx::query_scalar("SELECT tablename::text FROM pg_tables WHERE schemaname = current_schema()")
                .fetch_all(&mut conn)
                .await
                .unwrap();
        let hex = postern_core::hex(needle.as_bytes());
        for table in tables {
            let sql = format!(
                "SELECT EXISTS (SELECT 1 FROM {table} t WHERE strpos(t::text, $1) > 0 OR strpos(t::text, $2) > 0)"
            );
            let found: bool = sqlx::query_scalar(sqlx::AssertSqlSafe(sql))
                .bind(needle)
                .bind(&hex)
                .fetch_one(&mut conn)
                .await
                .unwrap();
            if found {
                return true;
            }
        }
        false
    }

    /// Runs `statements` on the database behind the store's back, as an intruder would.
    pub async fn tamper(&self, statements: &str) {
        let statements = sqlx::AssertSqlSafe(statements.to_string());
        match self.url() {
            Some(url) => {
                let mut conn = sqlx::PgConnection::connect(&url).await.unwrap();
                sqlx::raw_sql(statements).execute(&mut conn).await.unwrap();
            }
            None => {
                let url = format!("sqlite://{}", self.dir().join("postern.db").display());
                let mut conn = sqlx::SqliteConnection::connect(&url).await.unwrap();
                sqlx::raw_sql(statements).execute(&mut conn).await.unwrap();
            }
        }
    }
}

impl Drop for TestDatabase {
    fn drop(&mut self) {
        if let Some(name) = self.schema.take() {
            Schema::drop(name);
        }
    }
}

/// `url` working in `schema` (the extensions stay in `public`); its connections are named after
/// the schema, so that the schema's drop can end those a test left open.
pub(crate) fn schema_url(schema: &str) -> String {
    let base = postgres_url();
    let join = if base.contains('?') { '&' } else { '?' };
    format!("{base}{join}options[search_path]={schema},public&application_name={schema}")
}

/// Schemas of the test server.
pub(crate) struct Schema;

impl Schema {
    /// Creates a schema of a new name and returns the name.
    pub(crate) async fn create() -> String {
        let name = format!("t_{}", postern_core::id::new_time_ordered_id(postern_core::id::IdKind::Message))
            .to_ascii_lowercase()
            .replace(|c: char| !c.is_ascii_alphanumeric() && c != '_', "_");
        let mut conn = sqlx::PgConnection::connect(&postgres_url()).await.expect("the test PostgreSQL answers");
        sqlx::query(sqlx::AssertSqlSafe(format!("CREATE SCHEMA {name}"))).execute(&mut conn).await.unwrap();
        let _ = conn.close().await;
        name
    }

    /// Drops schema `name` with everything in it (on a thread of its own: the test's runtime
    /// may be shutting down).
    pub(crate) fn drop(name: String) {
        let _ = std::thread::spawn(move || {
            let runtime = tokio::runtime::Builder::new_current_thread().enable_all().build().unwrap();
            runtime.block_on(async {
                if let Ok(mut conn) = sqlx::PgConnection::connect(&postgres_url()).await {
                    // A store dropped without closing keeps its connections, maybe one inside a
                    // transaction whose locks the drop would wait for.
                    let _ = sqlx::query(
                        "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1",
                    )
                    .bind(&name)
                    .execute(&mut conn)
                    .await;
                    let drop = format!("DROP SCHEMA IF EXISTS {name} CASCADE");
                    let _ = sqlx::query(sqlx::AssertSqlSafe(drop)).execute(&mut conn).await;
                    let _ = conn.close().await;
                }
            });
        })
        .join();
    }
}
