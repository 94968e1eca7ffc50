//! The ingest writer on PostgreSQL: group commit as on SQLite (one task takes whatever
//! deliveries have queued, writes them with their `message.received` events in one transaction,
//! answers after the commit). Waits read an inbox by receive time, so in each inbox
//! `received_at` rises strictly in commit order across every instance: a batch locks the rows of
//! the inboxes it delivers to (writers to other inboxes, here or on other instances, go on side
//! by side) and hands out times after the newest of theirs.

use super::notify;
use crate::Result;
use crate::ingest::{
    Committed, Job, MAX_BATCH, ROWS_PER_STATEMENT, Recipient, Stored, answer, rows_of, write_messages,
};
use postern_core::id::{IdKind, new_time_ordered_id};
use sqlx::PgPool;
use std::collections::HashMap;
use std::sync::Arc;
use tokio::sync::{broadcast, mpsc};
use tokio::time::{Duration, Instant};

/// Starts the writer; deliveries queue on the returned sender.
pub(crate) fn start(
    pool: PgPool,
    instance: std::sync::Arc<str>,
    committed: broadcast::Sender<Committed>,
    written: Arc<tokio::sync::watch::Sender<u64>>,
    batches: Arc<std::sync::atomic::AtomicU64>,
) -> mpsc::Sender<Job> {
    let (tx, mut rx) = mpsc::channel::<Job>(4 * MAX_BATCH);
    tokio::spawn(async move {
        let mut batch = Vec::with_capacity(MAX_BATCH);
        while rx.recv_many(&mut batch, MAX_BATCH).await > 0 {
            let written_batch = write_batch(&pool, &instance, &batch).await;
            answer(&mut batch, written_batch, &committed, &written, &batches);
        }
    });
    tx
}

async fn write_batch(pool: &PgPool, instance: &str, batch: &[Job]) -> Result<Vec<Stored>> {
    let mut tx = pool.begin().await?;
    // The inboxes, locked in one order (two writers never wait for each other in turn); an
    // inbox deleted since RCPT is simply absent.
    let mut inbox_ids: Vec<&str> =
        batch.iter().flat_map(|j| j.delivery.recipients.iter().map(|(id, _)| id.as_str())).collect();
    inbox_ids.sort_unstable();
    inbox_ids.dedup();
    let recipients: HashMap<String, Recipient> = sqlx::query_as(
        "SELECT id, user_id, senders_json FROM inboxes WHERE id = ANY($1) ORDER BY id FOR NO KEY UPDATE",
    )
    .bind(&inbox_ids)
    .fetch_all(&mut *tx)
    .await?
    .into_iter()
    .map(Recipient::keyed)
    .collect();
    // A statement after the locks sees what their last holders committed: the newest time of
    // these inboxes (one index probe each).
    let last: Option<i64> = sqlx::query_scalar(
        "SELECT MAX(newest.at) FROM unnest($1::text[]) AS i(id),
             LATERAL (SELECT received_at AS at FROM messages WHERE inbox_id = i.id ORDER BY received_at DESC LIMIT 1) AS newest",
    )
    .bind(&inbox_ids)
    .fetch_one(&mut *tx)
    .await?;
    let mut last = last.unwrap_or(0);
    let (rows, results) = rows_of(batch, &recipients, &mut last);
    for chunk in rows.chunks(ROWS_PER_STATEMENT) {
        write_messages!(tx, chunk);
    }
    // The events and what other instances' waits and feed readers hear at the commit, in one
    // statement (a data-modifying WITH runs whether or not the query reads it).
    let arrived: Vec<Committed> = results.iter().flatten().flatten().cloned().collect();
    let said: Vec<String> =
        arrived.iter().map(|c| notify::delivered(instance, c)).chain([notify::EVENTS.to_string()]).collect();
    // A quarantined message has no `message.received` event.
    let received: Vec<_> = rows.iter().filter(|r| !r.quarantined).collect();
    let ids: Vec<String> = received.iter().map(|_| new_time_ordered_id(IdKind::Event)).collect();
    let users: Vec<&str> = received.iter().map(|r| r.user_id.as_str()).collect();
    let inboxes: Vec<&str> = received.iter().map(|r| r.inbox_id).collect();
    let messages: Vec<&str> = received.iter().map(|r| r.id.as_str()).collect();
    let at: Vec<i64> = received.iter().map(|r| r.at.micros()).collect();
    sqlx::query(sqlx::AssertSqlSafe(format!(
        "WITH written AS (
             INSERT INTO event_queue (id, kind, user_id, inbox_id, message_id, at)
             SELECT id, 'message.received', user_id, inbox_id, message_id, at
             FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::int8[])
                  WITH ORDINALITY AS e(id, user_id, inbox_id, message_id, at, n)
             ORDER BY n)
         SELECT pg_notify({}, said) FROM unnest($6::text[]) AS said",
        notify::CHANNEL
    )))
    .bind(&ids)
    .bind(&users)
    .bind(&inboxes)
    .bind(&messages)
    .bind(&at)
    .bind(&said)
    .execute(&mut *tx)
    .await?;
    match tx.commit().await {
        Ok(()) => Ok(results),
        // The connection was lost with the COMMIT sent: it may have committed. Answering "try
        // again" then would have the sender deliver the batch a second time, so the writer asks
        // the database, once it answers again, whether the batch's first message is there.
        Err(e) => match rows.first() {
            Some(row) if committed(pool, &row.id).await => Ok(results),
            _ => Err(e.into()),
        },
    }
}

/// How long a batch whose commit went unanswered waits for the database to say whether it
/// committed (a sender waits 10 minutes for the answer to its data, RFC 5321 4.5.3.2.6).
const IN_DOUBT: Duration = Duration::from_secs(60);

/// Whether message `id` was committed, asked until the database answers or [`IN_DOUBT`] passes
/// (then: not known, so not committed as far as the sender is told).
async fn committed(pool: &PgPool, id: &str) -> bool {
    let deadline = Instant::now() + IN_DOUBT;
    loop {
        let asked = sqlx::query_scalar("SELECT EXISTS (SELECT 1 FROM messages WHERE id = $1)").bind(id).fetch_one(pool);
        match tokio::time::timeout_at(deadline, asked).await {
            Ok(Ok(found)) => return found,
            Ok(Err(_)) if Instant::now() < deadline => tokio::time::sleep(Duration::from_millis(200)).await,
            _ => return false,
        }
    }
}
