//! The ingest writer on PostgreSQL: group commit as on SQLite (one task takes whatever
//! deliveries have queued, writes them with their `message.received` events in one transaction,
//! answers after the commit), with the event log's lock taken first. Under it `received_at` is
//! handed out strictly increasing in commit order across every instance, starting from the last
//! message written (whichever instance wrote it), so time cutoffs and message cutoffs agree.

use super::events::EVENTS_LOCK;
use super::notify;
use crate::Result;
use crate::ingest::{Committed, Job, MAX_BATCH, ROWS_PER_STATEMENT, answer, rows_of, write_rows};
use sqlx::PgPool;
use std::collections::HashMap;
use std::sync::Arc;
use tokio::sync::{broadcast, mpsc};

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

async fn write_batch(pool: &PgPool, instance: &str, batch: &[Job]) -> Result<Vec<Vec<Committed>>> {
    let mut tx = pool.begin().await?;
    sqlx::query(crate::writes::XACT_LOCK).bind(EVENTS_LOCK).execute(&mut *tx).await?;
    // Who owns each inbox, in one query; an inbox deleted since RCPT is simply absent.
    let inbox_ids: Vec<&str> =
        batch.iter().flat_map(|j| j.delivery.recipients.iter().map(|(id, _)| id.as_str())).collect();
    let owners: HashMap<String, String> = sqlx::query_as("SELECT id, user_id FROM inboxes WHERE id = ANY($1)")
        .bind(&inbox_ids)
        .fetch_all(&mut *tx)
        .await?
        .into_iter()
        .collect();
    // Messages are written under the log's lock, so the newest row holds the latest time.
    let mut last: i64 = sqlx::query_scalar("SELECT received_at FROM messages ORDER BY seq DESC LIMIT 1")
        .fetch_optional(&mut *tx)
        .await?
        .unwrap_or(0);
    let (rows, results) = rows_of(batch, &owners, &mut last);
    for chunk in rows.chunks(ROWS_PER_STATEMENT) {
        write_rows!(tx, chunk);
    }
    // Other instances' waits and feed readers hear of it at the commit.
    let arrived: Vec<Committed> = results.iter().flatten().cloned().collect();
    notify::arrivals(&mut tx, instance, &arrived).await?;
    tx.commit().await?;
    Ok(results)
}
