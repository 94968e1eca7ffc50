//! The event log on PostgreSQL. An identity column hands out numbers in insert order, not commit
//! order: a reader following `events` by `seq` could pass an event committed at once while one
//! with a smaller number is still uncommitted, and never see it. So a writer does not write
//! `events`: it appends to `event_queue` in its own transaction, waiting for nobody, and a
//! [`Sequencer`] moves what has committed into `events`, one move at a time under the log's
//! advisory lock (held to the move's commit). `seq` is handed out in the moves' commit order, so
//! a feed cursor never skips an event, whichever instance wrote or moved it (docs/STORE.md).

use crate::Result;
use crate::ingest::EventOf;
use crate::ingest::MessageEvent;
use postern_core::Timestamp;
use postern_core::id::{IdKind, new_time_ordered_id};
use sqlx::{PgConnection, PgPool};
use std::sync::Arc;
use std::time::Duration;

/// The key of the advisory lock a move into the log holds.
const LOG_LOCK: &str = "events";

/// The most events one move takes (a longer queue takes several).
const MOVE: i64 = 5000;

/// How long an instance that heard of new events leaves them to readers before it moves them
/// itself: one move then takes the events of many commits.
const SETTLE_AFTER: Duration = Duration::from_millis(50);

/// Moves committed events from the queue into the log, for this instance.
pub(crate) struct Sequencer {
    pool: PgPool,
    /// One move at a time from this instance (others wait on the advisory lock).
    turn: tokio::sync::Mutex<()>,
}

impl Sequencer {
    /// The sequencer of the database `pool` reaches.
    pub(crate) fn new(pool: PgPool) -> Arc<Sequencer> {
        Arc::new(Sequencer { pool, turn: tokio::sync::Mutex::new(()) })
    }

    /// Moves events whenever `written` changes (events were committed, here or on another
    /// instance), after [`SETTLE_AFTER`]: the queue stays short when nobody reads the log.
    pub(crate) fn settle_when_written(self: &Arc<Sequencer>, mut written: tokio::sync::watch::Receiver<u64>) {
        let weak = Arc::downgrade(self);
        tokio::spawn(async move {
            while written.changed().await.is_ok() {
                tokio::time::sleep(SETTLE_AFTER).await;
                let Some(sequencer) = weak.upgrade() else { return };
                if let Err(e) = sequencer.settle().await {
                    tracing::debug!(error = %e, "events were not moved into the log; the next reader or commit moves them");
                }
            }
        });
    }

    /// Moves every event committed before this call into the log: a read of the log after it
    /// sees them (a client reads its own writes, on any instance).
    pub(crate) async fn settle(&self) -> Result<()> {
        let _turn = self.turn.lock().await;
        loop {
            // Without the lock: an empty queue means every committed event is in the log (a
            // move takes events out of the queue in the transaction that puts them there).
            let waiting: bool =
                sqlx::query_scalar("SELECT EXISTS (SELECT 1 FROM event_queue)").fetch_one(&self.pool).await?;
            if !waiting {
                return Ok(());
            }
            let mut tx = self.pool.begin().await?;
            sqlx::query(crate::postgres::locks::XACT_LOCK).bind(LOG_LOCK).execute(&mut *tx).await?;
            // A statement after the lock sees what the previous move committed. `seq` follows
            // the queue's order, which keeps each transaction's events in the order written.
            let moved = sqlx::query(
                "WITH moved AS (
                     DELETE FROM event_queue WHERE qid IN (SELECT qid FROM event_queue ORDER BY qid LIMIT $1)
                     RETURNING qid, id, kind, user_id, inbox_id, message_id, at, account_id, folder_id, detail)
                 INSERT INTO events (id, kind, user_id, inbox_id, message_id, at, account_id, folder_id, detail)
                 SELECT id, kind, user_id, inbox_id, message_id, at, account_id, folder_id, detail
                 FROM moved ORDER BY qid",
            )
            .bind(MOVE)
            .execute(&mut *tx)
            .await?
            .rows_affected();
            tx.commit().await?;
            if moved < MOVE as u64 {
                return Ok(());
            }
        }
    }
}

/// Appends an event inside the caller's transaction; other instances hear of it at the commit.
pub(crate) async fn append(
    tx: &mut PgConnection,
    kind: &str,
    user_id: &str,
    of: EventOf<'_>,
    at: Timestamp,
) -> Result<()> {
    sqlx::query(sqlx::AssertSqlSafe(format!(
        "WITH queued AS (
             INSERT INTO event_queue (id, kind, user_id, inbox_id, account_id, folder_id, message_id, detail, at)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9))
         SELECT pg_notify({}, $10)",
        super::notify::CHANNEL
    )))
    .bind(new_time_ordered_id(IdKind::Event))
    .bind(kind)
    .bind(user_id)
    .bind(of.inbox)
    .bind(of.account)
    .bind(of.folder)
    .bind(of.message)
    .bind(of.detail)
    .bind(at.micros())
    .bind(super::notify::EVENTS)
    .execute(&mut *tx)
    .await?;
    Ok(())
}

/// Appends the events of messages of connected accounts in the caller's transaction, in order,
/// in one statement.
pub(crate) async fn append_messages(tx: &mut PgConnection, events: &[MessageEvent<'_>]) -> Result<()> {
    if events.is_empty() {
        return Ok(());
    }
    let ids: Vec<String> = events.iter().map(|_| new_time_ordered_id(IdKind::Event)).collect();
    fn column<'a>(events: &[MessageEvent<'a>], f: impl Fn(&MessageEvent<'a>) -> &'a str) -> Vec<&'a str> {
        events.iter().map(f).collect()
    }
    let at: Vec<i64> = events.iter().map(|e| e.at.micros()).collect();
    // The queue's order follows the order of the rows of the SELECT (WITH ORDINALITY keeps the
    // given order), and the log's follows the queue's.
    sqlx::query(sqlx::AssertSqlSafe(format!(
        "WITH queued AS (
             INSERT INTO event_queue (id, kind, user_id, account_id, folder_id, message_id, at)
             SELECT id, kind, user_id, account_id, folder_id, message_id, at
             FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::int8[])
                  WITH ORDINALITY AS e(id, kind, user_id, account_id, folder_id, message_id, at, n)
             ORDER BY n)
         SELECT pg_notify({}, $8)",
        super::notify::CHANNEL
    )))
    .bind(&ids)
    .bind(column(events, |e| e.kind))
    .bind(column(events, |e| e.user_id))
    .bind(column(events, |e| e.account_id))
    .bind(column(events, |e| e.folder_id))
    .bind(column(events, |e| e.message_id))
    .bind(&at)
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

    fn of_inbox() -> EventOf<'static> {
        EventOf { inbox: Some("inb_1"), ..EventOf::default() }
    }

    async fn log(pool: &PgPool) -> Vec<String> {
        sqlx::query_scalar("SELECT kind FROM events ORDER BY seq").fetch_all(pool).await.unwrap()
    }

    /// Writers that append and commit in any interleaving, and a reader that follows the log by
    /// its last `seq` as the change feed does (settling it first): the reader meets every event,
    /// none skipped.
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
                        append(&mut tx, "message.received", "usr_1", of_inbox(), Timestamp::now()).await.unwrap();
                        tokio::time::sleep(Duration::from_millis((w + n) % 3)).await;
                        tx.commit().await.unwrap();
                    }
                })
            })
            .collect();
        let sequencer = database.log.clone();
        let reader = tokio::spawn(async move {
            let (mut last, mut seen) = (0i64, Vec::new());
            while (seen.len() as u64) < WRITERS * EACH {
                sequencer.settle().await.unwrap();
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

    /// A writer whose transaction is still open holds up no other writer, and its events take
    /// their place in the log when it commits: after those committed while it was open.
    #[tokio::test]
    async fn writers_do_not_wait_for_each_other_and_the_log_follows_commit_order() {
        let schema = Schema::new().await;
        let database = Db::open(&schema.url(), &Default::default()).await.unwrap();
        let mut open = database.pool.begin().await.unwrap();
        append(&mut open, "inbox.updated", "usr_1", of_inbox(), Timestamp::now()).await.unwrap();

        let written = async {
            let mut tx = database.pool.begin().await.unwrap();
            append(&mut tx, "inbox.created", "usr_1", of_inbox(), Timestamp::now()).await.unwrap();
            tx.commit().await.unwrap();
        };
        tokio::time::timeout(Duration::from_secs(5), written).await.expect("the second writer did not wait");
        database.log.settle().await.unwrap();
        assert_eq!(log(&database.pool).await, ["inbox.created"], "what committed is in the log, the open one is not");

        open.commit().await.unwrap();
        database.log.settle().await.unwrap();
        assert_eq!(log(&database.pool).await, ["inbox.created", "inbox.updated"]);
        let queued: i64 =
            sqlx::query_scalar("SELECT COUNT(*) FROM event_queue").fetch_one(&database.pool).await.unwrap();
        assert_eq!(queued, 0);
        database.close().await;
    }

    /// Nobody reads: the instance that heard of the events moves them into the log itself.
    #[tokio::test]
    async fn events_reach_the_log_without_a_reader() {
        let schema = Schema::new().await;
        let store = crate::Store::open_postgres(&schema.url()).await.unwrap();
        let crate::Backend::Postgres(database) = &store.backend else { unreachable!() };
        let mut tx = database.pool.begin().await.unwrap();
        append(&mut tx, "inbox.created", "usr_1", of_inbox(), Timestamp::now()).await.unwrap();
        tx.commit().await.unwrap();
        let deadline = tokio::time::Instant::now() + Duration::from_secs(10);
        while log(&database.pool).await.is_empty() {
            assert!(tokio::time::Instant::now() < deadline, "the event never reached the log");
            tokio::time::sleep(Duration::from_millis(10)).await;
        }
        store.close().await;
    }
}
