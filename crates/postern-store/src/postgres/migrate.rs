//! PostgreSQL's forward-only migrations, embedded in the binary and run on every start under an
//! advisory lock, so that instances starting together apply each one once.

use crate::Result;
use sqlx::PgPool;

/// (version, SQL) in order. Never edit a released entry; add a new one.
pub(crate) const MIGRATIONS: &[(i64, &str)] = &[
    (1, include_str!("migrations/0001_baseline.sql")),
    (2, include_str!("migrations/0002_sync_leases.sql")),
    (3, include_str!("migrations/0003_live_holds.sql")),
    (4, include_str!("migrations/0004_rate_buckets.sql")),
    (5, include_str!("migrations/0005_data_keys.sql")),
    (6, include_str!("migrations/0006_sign_ins.sql")),
    (7, include_str!("migrations/0007_sign_in_options.sql")),
    (8, include_str!("migrations/0008_webhooks.sql")),
    (9, include_str!("migrations/0009_ui_access.sql")),
    (10, include_str!("migrations/0010_sign_in_browser.sql")),
    (11, include_str!("migrations/0011_event_queue.sql")),
    (12, include_str!("migrations/0012_headers_in_background.sql")),
    (13, include_str!("migrations/0013_send_approval.sql")),
    (14, include_str!("migrations/0014_sender_auth.sql")),
    (15, include_str!("migrations/0015_sender_lists.sql")),
    (16, include_str!("migrations/0016_mcp_oauth.sql")),
];

/// The key of the advisory lock the migrations run under (in this schema: deployments in other
/// schemas of the database migrate meanwhile).
const MIGRATION_LOCK: &str = "migrations";

pub(crate) async fn run(pool: &PgPool) -> Result<()> {
    let mut conn = pool.acquire().await?;
    // A session lock, held across the migrations' transactions; the schema's own connection
    // settings (search_path) apply to everything below.
    sqlx::query(crate::postgres::locks::SESSION_LOCK).bind(MIGRATION_LOCK).execute(&mut *conn).await?;
    let applied = apply(&mut conn).await;
    let unlocked = sqlx::query(crate::postgres::locks::SESSION_UNLOCK).bind(MIGRATION_LOCK).execute(&mut *conn).await;
    applied?;
    unlocked?;
    Ok(())
}

async fn apply(conn: &mut sqlx::PgConnection) -> Result<()> {
    sqlx::query(
        "CREATE TABLE IF NOT EXISTS schema_migrations (version BIGINT PRIMARY KEY, applied_at BIGINT NOT NULL)",
    )
    .execute(&mut *conn)
    .await?;
    let done: Vec<i64> = sqlx::query_scalar("SELECT version FROM schema_migrations").fetch_all(&mut *conn).await?;
    for (version, sql) in MIGRATIONS.iter().filter(|(v, _)| !done.contains(v)) {
        let mut tx = sqlx::Connection::begin(&mut *conn).await?;
        sqlx::raw_sql(sqlx::AssertSqlSafe(*sql)).execute(&mut *tx).await?;
        sqlx::query("INSERT INTO schema_migrations (version, applied_at) VALUES ($1, $2)")
            .bind(version)
            .bind(postern_core::Timestamp::now().micros())
            .execute(&mut *tx)
            .await?;
        tx.commit().await?;
    }
    Ok(())
}
