//! Forward-only migrations, embedded in the binary and run on every start.

use sqlx::SqlitePool;

/// (version, SQL) in order. Never edit a released entry; add a new one.
const MIGRATIONS: &[(i64, &str)] = &[
    (1, include_str!("migrations/0001_init.sql")),
    (2, include_str!("migrations/0002_extraction_evidence.sql")),
    (3, include_str!("migrations/0003_accounts.sql")),
    (4, include_str!("migrations/0004_bodies_links.sql")),
    (5, include_str!("migrations/0005_rights_audit.sql")),
    (6, include_str!("migrations/0006_message_keys.sql")),
    (7, include_str!("migrations/0007_thread_keys.sql")),
    (8, include_str!("migrations/0008_found_index.sql")),
    (9, include_str!("migrations/0009_send_transmitted.sql")),
    (10, include_str!("migrations/0010_folder_delimiter.sql")),
    (11, include_str!("migrations/0011_remote_refs.sql")),
    (12, include_str!("migrations/0012_imap_cursors.sql")),
    (13, include_str!("migrations/0013_sign_ins.sql")),
    (14, include_str!("migrations/0014_sign_in_options.sql")),
    (15, include_str!("migrations/0015_webhooks.sql")),
    (16, include_str!("migrations/0016_ui_access.sql")),
    (17, include_str!("migrations/0017_sign_in_browser.sql")),
    (18, include_str!("migrations/0018_send_approval.sql")),
    (19, include_str!("migrations/0019_sender_auth.sql")),
    (20, include_str!("migrations/0020_sender_lists.sql")),
    (21, include_str!("migrations/0021_mcp_oauth.sql")),
];

pub(crate) async fn run(pool: &SqlitePool) -> crate::Result<()> {
    run_through(pool, i64::MAX).await
}

/// Runs the migrations up to and including `last`.
async fn run_through(pool: &SqlitePool, last: i64) -> crate::Result<()> {
    let mut conn = pool.acquire().await?;
    sqlx::query(
        "CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, applied_at INTEGER NOT NULL)",
    )
    .execute(&mut *conn)
    .await?;
    let current: i64 =
        sqlx::query_scalar("SELECT COALESCE(MAX(version), 0) FROM schema_migrations").fetch_one(&mut *conn).await?;
    for (version, sql) in MIGRATIONS.iter().filter(|(v, _)| *v > current && *v <= last) {
        let mut tx = sqlx::Connection::begin(&mut *conn).await?;
        sqlx::raw_sql(sqlx::AssertSqlSafe(*sql)).execute(&mut *tx).await?;
        if *version == 6 {
            fill_message_keys(&mut tx).await?;
        }
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

/// Migration 6: the Message-ID keys of the rows indexed before it (SQL cannot compute them).
async fn fill_message_keys(tx: &mut sqlx::SqliteConnection) -> crate::Result<()> {
    let rows: Vec<(i64, Option<String>, Option<String>)> = sqlx::query_as(
        "SELECT seq, message_id_header, parent_ref FROM account_messages
         WHERE message_id_header IS NOT NULL OR parent_ref IS NOT NULL",
    )
    .fetch_all(&mut *tx)
    .await?;
    for (seq, message_id, parent) in rows {
        sqlx::query("UPDATE account_messages SET message_key = ?, parent_key = ? WHERE seq = ?")
            .bind(message_id.as_deref().map(crate::threads::message_key))
            .bind(parent.as_deref().map(crate::threads::message_key))
            .bind(seq)
            .execute(&mut *tx)
            .await?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use crate::threads::message_key;
    use sqlx::sqlite::{SqliteConnectOptions, SqlitePoolOptions};

    /// Rows indexed before migration 6 get their Message-ID keys, and the thread look-ups find
    /// them through the new indexes.
    #[tokio::test]
    async fn migration_6_fills_the_message_keys_of_earlier_rows() {
        let options = SqliteConnectOptions::new().in_memory(true).foreign_keys(false);
        let pool = SqlitePoolOptions::new().max_connections(1).connect_with(options).await.unwrap();
        super::run_through(&pool, 5).await.unwrap();
        for (seq, message_id, parent) in
            [(1, Some("<a@x>"), None), (2, Some("<b@x>"), Some("<a@x>")), (3, None, Some("<b@x>")), (4, None, None)]
        {
            sqlx::query(
                "INSERT INTO account_messages (seq, id, account_id, folder_id, uid, seen_at, internal_date, size,
                     flags_json, is_unread, is_starred, message_id_header, references_json, subject, from_json,
                     to_json, cc_json, fingerprint, thread_id, parent_ref)
                 VALUES (?1, 'msg_' || ?1, 'acc_1', 'fld_1', ?1, ?1, ?1, 1, '[]', 1, 0, ?2, '[]', '', '[]', '[]',
                     '[]', '', 'thr_1', ?3)",
            )
            .bind(seq)
            .bind(message_id)
            .bind(parent)
            .execute(&pool)
            .await
            .unwrap();
        }
        super::run(&pool).await.unwrap();
        let keys: Vec<(Option<i64>, Option<i64>)> =
            sqlx::query_as("SELECT message_key, parent_key FROM account_messages ORDER BY seq")
                .fetch_all(&pool)
                .await
                .unwrap();
        let (a, b) = (Some(message_key("<a@x>")), Some(message_key("<b@x>")));
        assert_eq!(keys, [(a, None), (b, a), (None, b), (None, None)]);
        let children: i64 = sqlx::query_scalar(
            "SELECT count(*) FROM account_messages c JOIN account_messages p
             ON p.message_key = c.parent_key AND p.message_id_header = c.parent_ref",
        )
        .fetch_one(&pool)
        .await
        .unwrap();
        assert_eq!(children, 2);
    }

    /// IMAP folders synced before migration 12 keep their state as a cursor: nothing is indexed
    /// again.
    #[tokio::test]
    async fn migration_12_turns_imap_folder_states_into_cursors() {
        let options = SqliteConnectOptions::new().in_memory(true).foreign_keys(false);
        let pool = SqlitePoolOptions::new().max_connections(1).connect_with(options).await.unwrap();
        super::run_through(&pool, 11).await.unwrap();
        for (id, state, cursor) in [
            ("fld_1", "7, 42, 9", None),
            ("fld_2", "8, 3, NULL", None),
            ("fld_3", "NULL, NULL, NULL", None),
            ("fld_4", "NULL, NULL, NULL", Some("state-1")),
        ] {
            sqlx::query(sqlx::AssertSqlSafe(format!(
                "INSERT INTO folders (id, account_id, raw_name, name, selectable, uidvalidity, uidnext, highestmodseq, cursor)
                 VALUES (?1, 'acc_1', ?1, ?1, 1, {state}, ?2)"
            )))
            .bind(id)
            .bind(cursor)
            .execute(&pool)
            .await
            .unwrap();
        }
        super::run(&pool).await.unwrap();
        let cursors: Vec<Option<String>> =
            sqlx::query_scalar("SELECT cursor FROM folders ORDER BY id").fetch_all(&pool).await.unwrap();
        assert_eq!(cursors, [Some("7:42:9".into()), Some("8:3:".into()), None, Some("state-1".into())]);
    }
}
