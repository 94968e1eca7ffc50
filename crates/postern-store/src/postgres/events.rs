//! The event log on PostgreSQL. An identity column hands out `seq` in insert order, not commit
//! order: a reader could pass an event committed at once while one with a smaller `seq` is still
//! uncommitted, and never see it. So a transaction takes the log's advisory lock before it
//! appends, and holds it to its commit: `seq` order is commit order, and a feed cursor (a `seq`)
//! never skips an event, whichever instance wrote it (docs/STORE.md).

use crate::Result;
use crate::ingest::EventOf;
use crate::ingest::MessageEvent;
use postern_core::Timestamp;
use postern_core::id::{IdKind, new_time_ordered_id};
use sqlx::PgConnection;

/// The key of the advisory lock of the event log's writers.
pub(crate) const EVENTS_LOCK: &str = "events";

/// Appends an event inside the caller's transaction (the last thing it writes: the lock is held
/// from here to its commit).
pub(crate) async fn append(
    tx: &mut PgConnection,
    kind: &str,
    user_id: &str,
    of: EventOf<'_>,
    at: Timestamp,
) -> Result<i64> {
    sqlx::query(crate::postgres::locks::XACT_LOCK).bind(EVENTS_LOCK).execute(&mut *tx).await?;
    let seq = sqlx::query_scalar(
        "INSERT INTO events (id, kind, user_id, inbox_id, account_id, folder_id, message_id, detail, at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING seq",
    )
    .bind(new_time_ordered_id(IdKind::Event))
    .bind(kind)
    .bind(user_id)
    .bind(of.inbox)
    .bind(of.account)
    .bind(of.folder)
    .bind(of.message)
    .bind(of.detail)
    .bind(at.micros())
    .fetch_one(&mut *tx)
    .await?;
    sqlx::query(sqlx::AssertSqlSafe(format!("SELECT pg_notify({}, $1)", super::notify::CHANNEL)))
        .bind(super::notify::EVENTS)
        .execute(&mut *tx)
        .await?;
    Ok(seq)
}

/// Appends the events of messages of connected accounts in the caller's transaction, in order,
/// in one statement (the last the transaction writes, as for [`append`]).
pub(crate) async fn append_messages(tx: &mut PgConnection, events: &[MessageEvent<'_>]) -> Result<()> {
    if events.is_empty() {
        return Ok(());
    }
    sqlx::query(crate::postgres::locks::XACT_LOCK).bind(EVENTS_LOCK).execute(&mut *tx).await?;
    let ids: Vec<String> = events.iter().map(|_| new_time_ordered_id(IdKind::Event)).collect();
    fn column<'a>(events: &[MessageEvent<'a>], f: impl Fn(&MessageEvent<'a>) -> &'a str) -> Vec<&'a str> {
        events.iter().map(f).collect()
    }
    let at: Vec<i64> = events.iter().map(|e| e.at.micros()).collect();
    // `seq` follows the order of the rows of the SELECT (WITH ORDINALITY keeps the given order).
    sqlx::query(
        "INSERT INTO events (id, kind, user_id, account_id, folder_id, message_id, at)
         SELECT id, kind, user_id, account_id, folder_id, message_id, at
         FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::int8[])
              WITH ORDINALITY AS e(id, kind, user_id, account_id, folder_id, message_id, at, n)
         ORDER BY n",
    )
    .bind(&ids)
    .bind(column(events, |e| e.kind))
    .bind(column(events, |e| e.user_id))
    .bind(column(events, |e| e.account_id))
    .bind(column(events, |e| e.folder_id))
    .bind(column(events, |e| e.message_id))
    .bind(&at)
    .execute(&mut *tx)
    .await?;
    sqlx::query(sqlx::AssertSqlSafe(format!("SELECT pg_notify({}, $1)", super::notify::CHANNEL)))
        .bind(super::notify::EVENTS)
        .execute(&mut *tx)
        .await?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::postgres::Db;
    use crate::postgres::tests::Schema;
    use std::time::Duration;

    /// Writers that append and commit in any interleaving, and a reader that follows the log by
    /// its last `seq` as the change feed does: the reader meets every event, none skipped.
    #[tokio::test]
    async fn a_reader_following_the_log_by_seq_misses_no_event() {
        let schema = Schema::new().await;
        let database = Db::open(&schema.url(), &Default::default()).await.unwrap();
        let pool = database.pool.clone();
        const WRITERS: u64 = 6;
        const EACH: u64 = 15;
        let writers: Vec<_> = (0..WRITERS)
            .map(|w| {
                let pool = pool.clone();
                tokio::spawn(async move {
                    for n in 0..EACH {
                        let mut tx = pool.begin().await.unwrap();
                        // Work before the event, of varying length: transactions overlap.
                        tokio::time::sleep(Duration::from_millis((w * 7 + n * 3) % 5)).await;
                        let of = EventOf { inbox: Some("inb_1"), ..EventOf::default() };
                        append(&mut tx, "message.received", "usr_1", of, Timestamp::now()).await.unwrap();
                        tokio::time::sleep(Duration::from_millis((w + n) % 3)).await;
                        tx.commit().await.unwrap();
                    }
                })
            })
            .collect();
        let reader = tokio::spawn(async move {
            let (mut last, mut seen) = (0i64, Vec::new());
            while (seen.len() as u64) < WRITERS * EACH {
                let page: Vec<i64> = sqlx::query_scalar("SELECT seq FROM events WHERE seq > $1 ORDER BY seq")
                    .bind(last)
                    .fetch_all(&pool)
                    .await
                    .unwrap();
                if let Some(&end) = page.last() {
                    last = end;
                }
                seen.extend(page);
                tokio::time::sleep(Duration::from_millis(1)).await;
            }
            seen
        });
        for writer in writers {
            writer.await.unwrap();
        }
        let seen = tokio::time::timeout(Duration::from_secs(10), reader).await.expect("the reader saw them all");
        let seen = seen.unwrap();
        let all: Vec<i64> =
            sqlx::query_scalar("SELECT seq FROM events ORDER BY seq").fetch_all(&database.pool).await.unwrap();
        assert_eq!(seen, all, "every event met once, in order");
        database.close().await;
    }
}
