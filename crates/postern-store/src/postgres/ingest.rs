//! The ingest writer on PostgreSQL: group commit as on SQLite (one task takes whatever
//! deliveries have queued, writes them with their `message.received` events in one transaction,
//! answers after the commit), with the event log's lock taken first. Under it `received_at` is
//! handed out strictly increasing in commit order across every instance, starting from the last
//! message written (whichever instance wrote it), so time cutoffs and message cutoffs agree.

use super::events::EVENTS_LOCK;
use crate::ingest::{Committed, Job};
use crate::{Result, StoreError};
use postern_core::Timestamp;
use postern_core::id::{IdKind, new_time_ordered_id};
use sqlx::PgPool;
use std::collections::HashMap;
use std::sync::Arc;
use tokio::sync::{broadcast, mpsc};

const MAX_BATCH: usize = 256;

/// Rows per multi-row INSERT (20 parameters each; PostgreSQL allows 65,535).
const ROWS_PER_STATEMENT: usize = 64;

/// Starts the writer; deliveries queue on the returned sender.
pub(crate) fn start(
    pool: PgPool,
    committed: broadcast::Sender<Committed>,
    written: Arc<tokio::sync::watch::Sender<u64>>,
) -> mpsc::Sender<Job> {
    let (tx, mut rx) = mpsc::channel::<Job>(4 * MAX_BATCH);
    tokio::spawn(async move {
        let mut batch = Vec::with_capacity(MAX_BATCH);
        while rx.recv_many(&mut batch, MAX_BATCH).await > 0 {
            match write_batch(&pool, &batch).await {
                Ok(results) => {
                    written.send_modify(|n| *n = n.wrapping_add(1));
                    for (job, stored) in batch.drain(..).zip(results) {
                        for c in &stored {
                            let _ = committed.send(c.clone());
                        }
                        let _ = job.reply.send(Ok(stored));
                    }
                }
                Err(e) => {
                    tracing::error!(error = %e, "ingest batch failed");
                    let message = e.to_string();
                    for job in batch.drain(..) {
                        let _ = job.reply.send(Err(StoreError::Conflict(message.clone())));
                    }
                }
            }
        }
    });
    tx
}

/// One message row on its way into the batch's INSERT.
struct Row<'a> {
    id: String,
    inbox_id: &'a str,
    user_id: String,
    rcpt: &'a str,
    at: Timestamp,
    job: &'a Job,
}

async fn write_batch(pool: &PgPool, batch: &[Job]) -> Result<Vec<Vec<Committed>>> {
    let mut tx = pool.begin().await?;
    sqlx::query("SELECT pg_advisory_xact_lock($1)").bind(EVENTS_LOCK).execute(&mut *tx).await?;
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
    let mut rows = Vec::new();
    let mut results = Vec::with_capacity(batch.len());
    for job in batch {
        let mut stored = Vec::with_capacity(job.delivery.recipients.len());
        for (inbox_id, rcpt) in &job.delivery.recipients {
            let Some(user_id) = owners.get(inbox_id) else { continue };
            let at = Timestamp(Timestamp::now().micros().max(last + 1));
            last = at.micros();
            let id = new_time_ordered_id(IdKind::Message);
            stored.push(Committed { message_id: id.clone(), inbox_id: inbox_id.clone(), received_at: at });
            rows.push(Row { id, inbox_id, user_id: user_id.clone(), rcpt, at, job });
        }
        results.push(stored);
    }
    for chunk in rows.chunks(ROWS_PER_STATEMENT) {
        insert_rows(&mut tx, chunk).await?;
    }
    tx.commit().await?;
    Ok(results)
}

/// `rows` groups of `width` numbered placeholders: `($1, $2), ($3, $4)`.
fn placeholders(rows: usize, width: usize) -> String {
    (0..rows)
        .map(|r| {
            let row: Vec<String> = (1..=width).map(|c| format!("${}", r * width + c)).collect();
            format!("({})", row.join(", "))
        })
        .collect::<Vec<_>>()
        .join(", ")
}

/// Writes the messages and their `message.received` events: two statements for the chunk.
async fn insert_rows(tx: &mut sqlx::PgConnection, rows: &[Row<'_>]) -> Result<()> {
    let sql = format!(
        "INSERT INTO messages (id, inbox_id, received_at, envelope_from, envelope_recipient, from_display, to_json, cc_json, subject, text_body, html_body, links_json, otp, otp_confidence, detected_otp, magic_link, raw_deflate, raw_size, link_confidence, candidates_json) VALUES {}",
        placeholders(rows.len(), 20)
    );
    let mut insert = sqlx::query(sqlx::AssertSqlSafe(sql));
    for row in rows {
        let (d, p) = (&row.job.delivery, &row.job.delivery.parsed);
        insert = insert
            .bind(&row.id)
            .bind(row.inbox_id)
            .bind(row.at.micros())
            .bind(&d.envelope_from)
            .bind(row.rcpt)
            .bind(&p.from)
            .bind(serde_json::to_string(&p.to).unwrap_or_default())
            .bind(serde_json::to_string(&p.cc).unwrap_or_default())
            .bind(&p.subject)
            .bind(&p.text)
            .bind(&p.html)
            .bind(serde_json::to_string(&p.links).unwrap_or_default())
            .bind(&p.extraction.otp)
            .bind(p.extraction.otp_confidence)
            .bind(&p.extraction.detected_otp)
            .bind(&p.extraction.magic_link)
            .bind(&row.job.raw_deflate)
            .bind(d.raw.len() as i64)
            .bind(p.extraction.link_confidence)
            .bind(serde_json::to_string(&p.extraction.candidates).unwrap_or_else(|_| "[]".into()));
    }
    insert.execute(&mut *tx).await?;
    let sql = format!(
        "INSERT INTO events (id, kind, user_id, inbox_id, message_id, at) VALUES {}",
        placeholders(rows.len(), 6)
    );
    let mut events = sqlx::query(sqlx::AssertSqlSafe(sql));
    for row in rows {
        events = events
            .bind(new_time_ordered_id(IdKind::Event))
            .bind("message.received")
            .bind(&row.user_id)
            .bind(row.inbox_id)
            .bind(&row.id)
            .bind(row.at.micros());
    }
    events.execute(&mut *tx).await?;
    Ok(())
}
