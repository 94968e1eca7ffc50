//! Forward-only migrations, embedded in the binary and run on every start.

use sqlx::SqlitePool;

/// (version, SQL) in order. Never edit a released entry; add a new one.
const MIGRATIONS: &[(i64, &str)] = &[
    (1, include_str!("migrations/0001_init.sql")),
    (2, include_str!("migrations/0002_extraction_evidence.sql")),
    (3, include_str!("migrations/0003_accounts.sql")),
    (4, include_str!("migrations/0004_bodies_links.sql")),
    (5, include_str!("migrations/0005_rights_audit.sql")),
];

pub(crate) async fn run(pool: &SqlitePool) -> crate::Result<()> {
    let mut conn = pool.acquire().await?;
    sqlx::query(
        "CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, applied_at INTEGER NOT NULL)",
    )
    .execute(&mut *conn)
    .await?;
    let current: i64 =
        sqlx::query_scalar("SELECT COALESCE(MAX(version), 0) FROM schema_migrations").fetch_one(&mut *conn).await?;
    for (version, sql) in MIGRATIONS.iter().filter(|(v, _)| *v > current) {
        let mut tx = sqlx::Connection::begin(&mut *conn).await?;
        sqlx::raw_sql(sqlx::AssertSqlSafe(*sql)).execute(&mut *tx).await?;
        sqlx::query("INSERT INTO schema_migrations (version, applied_at) VALUES (?, ?)")
            .bind(version)
            .bind(postern_core::Timestamp::now().micros())
            .execute(&mut *tx)
            .await?;
        tx.commit().await?;
        tracing::info!(version, "applied migration");
    }
    Ok(())
}
