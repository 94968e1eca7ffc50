//! The ingest writer: one task, one connection, group commit.
//!
//! Deliveries queue on a channel; the writer takes whatever has queued (up to [`MAX_BATCH`]),
//! writes every message with its `message.received` event in one transaction, commits (an fsync),
//! and only then answers each sender and tells subscribers. Under load many deliveries share one
//! fsync; alone, a delivery waits for nobody. The writer also assigns `received_at`, strictly
//! increasing in commit order, so time cutoffs and message cutoffs agree.

use crate::{Result, Store, StoreError};
use flate2::Compression;
use flate2::write::DeflateEncoder;
use postern_core::Timestamp;
use postern_core::id::{IdKind, new_time_ordered_id};
use postern_core::senders::Admission;
use postern_mail::ParsedMessage;
use sqlx::{Connection, SqliteConnection};
use std::collections::HashMap;
use std::io::Write;
use tokio::sync::{broadcast, mpsc, oneshot};

pub(crate) const MAX_BATCH: usize = 256;

/// One received message and the inboxes it is for. It is stored once per inbox.
#[derive(Debug, Clone)]
pub struct Delivery {
    /// (inbox id, envelope recipient as given in `RCPT TO`).
    pub recipients: Vec<(String, String)>,
    pub envelope_from: String,
    /// The raw message as stored (with our `Received:` header).
    pub raw: Vec<u8>,
    pub parsed: ParsedMessage,
    /// Who really sent it, as the receiver checked; `None` for mail that was not checked.
    pub authentication: Option<postern_core::model::Authentication>,
}

/// A message that is committed to the store.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Committed {
    pub message_id: String,
    pub inbox_id: String,
    pub received_at: Timestamp,
}

pub(crate) struct Job {
    pub(crate) delivery: Delivery,
    pub(crate) raw_deflate: Vec<u8>,
    pub(crate) reply: oneshot::Sender<Result<Vec<Committed>>>,
}

/// A delivery with its CPU work done (the source compressed), ready for the writer.
pub struct Prepared {
    delivery: Delivery,
    raw_deflate: Vec<u8>,
}

/// A message's source, compressed as the store keeps it: CPU work in proportion to the
/// message, for a thread that does not answer requests.
pub struct Compressed(Vec<u8>);

impl Compressed {
    pub fn of(raw: &[u8]) -> Result<Compressed> {
        Ok(Compressed(deflate(raw)?))
    }
}

impl Delivery {
    /// Compresses the source (see [`Compressed`]).
    pub fn prepare(self) -> Result<Prepared> {
        let compressed = Compressed::of(&self.raw)?;
        Ok(self.with(compressed))
    }

    /// This delivery with its source compressed elsewhere: `compressed` must be of `raw`.
    pub fn with(self, compressed: Compressed) -> Prepared {
        Prepared { delivery: self, raw_deflate: compressed.0 }
    }
}

impl Store {
    /// Stores `delivery` durably (committed to disk) and returns the stored messages.
    pub async fn deliver(&self, delivery: Delivery) -> Result<Vec<Committed>> {
        self.deliver_prepared(delivery.prepare()?).await
    }

    /// [`Store::deliver`] of a delivery prepared elsewhere.
    pub async fn deliver_prepared(&self, prepared: Prepared) -> Result<Vec<Committed>> {
        let Prepared { delivery, raw_deflate } = prepared;
        let (reply, answer) = oneshot::channel();
        self.ingest.send(Job { delivery, raw_deflate, reply }).await.map_err(|_| StoreError::WriterGone)?;
        answer.await.map_err(|_| StoreError::WriterGone)?
    }
}

fn deflate(raw: &[u8]) -> std::io::Result<Vec<u8>> {
    let mut encoder = DeflateEncoder::new(Vec::with_capacity(raw.len() / 3), Compression::fast());
    encoder.write_all(raw)?;
    encoder.finish()
}

pub(crate) async fn start(
    options: sqlx::sqlite::SqliteConnectOptions,
    committed: broadcast::Sender<Committed>,
    written: std::sync::Arc<tokio::sync::watch::Sender<u64>>,
    turns: std::sync::Arc<crate::sqlite::turns::Turns>,
    batches: std::sync::Arc<std::sync::atomic::AtomicU64>,
) -> Result<mpsc::Sender<Job>> {
    let mut conn = SqliteConnection::connect_with(&options).await?;
    let mut last: i64 =
        sqlx::query_scalar("SELECT COALESCE(MAX(received_at), 0) FROM messages").fetch_one(&mut conn).await?;
    let (tx, mut rx) = mpsc::channel::<Job>(4 * MAX_BATCH);
    tokio::spawn(async move {
        let mut batch = Vec::with_capacity(MAX_BATCH);
        while rx.recv_many(&mut batch, MAX_BATCH).await > 0 {
            let written_batch = write_batch(&mut conn, &turns, &batch, &mut last).await;
            if !answer(&mut batch, written_batch, &committed, &written, &batches) {
                // A commit that failed (a full disk, say) can leave the connection inside its
                // transaction: the next batch starts on a new one, so that ingest resumes as
                // soon as the cause is gone.
                match SqliteConnection::connect_with(&options).await {
                    Ok(fresh) => conn = fresh,
                    Err(e) => tracing::error!(error = %e, "the ingest writer could not reconnect; it tries again"),
                }
            }
        }
    });
    Ok(tx)
}

/// Answers the jobs of a written batch (emptying it) and, after a commit, counts it in
/// `batches` and tells waits and the feed's readers; false when the batch failed.
pub(crate) fn answer(
    batch: &mut Vec<Job>,
    written_batch: Result<Vec<Stored>>,
    committed: &broadcast::Sender<Committed>,
    written: &tokio::sync::watch::Sender<u64>,
    batches: &std::sync::atomic::AtomicU64,
) -> bool {
    match written_batch {
        Ok(results) => {
            written.send_modify(|n| *n = n.wrapping_add(1));
            batches.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
            for (job, stored) in batch.drain(..).zip(results) {
                for c in stored.iter().flatten() {
                    let _ = committed.send(c.clone());
                }
                let _ = job.reply.send(stored.ok_or(StoreError::Refused));
            }
            true
        }
        Err(e) => {
            tracing::error!(error = %e, "ingest batch failed");
            let message = e.to_string();
            for job in batch.drain(..) {
                let _ = job.reply.send(Err(StoreError::Conflict(message.clone())));
            }
            false
        }
    }
}

/// What became of one job: the messages stored, or `None` when every recipient's sender lists
/// refused it (a partly refused message is stored for the others).
pub(crate) type Stored = Option<Vec<Committed>>;

/// An inbox a batch delivers to: its owner, and whose mail it takes.
pub(crate) struct Recipient {
    pub(crate) user_id: String,
    pub(crate) senders: postern_core::senders::SenderLists,
}

impl Recipient {
    /// From a row of (id, user id, sender lists' JSON).
    pub(crate) fn keyed((id, user_id, senders): (String, String, Option<String>)) -> (String, Recipient) {
        (id, Recipient { user_id, senders: senders_of(senders) })
    }
}

/// An inbox's lists, from their column (NULL or unreadable: none).
pub(crate) fn senders_of(json: Option<String>) -> postern_core::senders::SenderLists {
    json.and_then(|j| serde_json::from_str(&j).ok()).unwrap_or_default()
}

/// Rows per multi-row INSERT (23 parameters each; SQLite allows 32,766, PostgreSQL 65,535).
pub(crate) const ROWS_PER_STATEMENT: usize = 64;

/// One message row on its way into the batch's INSERT.
pub(crate) struct Row<'a> {
    pub(crate) id: String,
    pub(crate) inbox_id: &'a str,
    pub(crate) user_id: String,
    pub(crate) rcpt: &'a str,
    pub(crate) at: Timestamp,
    pub(crate) job: &'a Job,
    /// Kept out of waits, webhooks and the feed: no `message.received` event.
    pub(crate) quarantined: bool,
}

/// The rows of a batch, one per recipient in `inboxes` (an inbox deleted since RCPT is left
/// out) whose sender lists do not block the message, with the answer for each job. Receive
/// times rise from `last`, which is left at the newest.
pub(crate) fn rows_of<'a>(
    batch: &'a [Job],
    inboxes: &HashMap<String, Recipient>,
    last: &mut i64,
) -> (Vec<Row<'a>>, Vec<Stored>) {
    let mut rows = Vec::new();
    let mut results = Vec::with_capacity(batch.len());
    for job in batch {
        let mut stored = Vec::with_capacity(job.delivery.recipients.len());
        let mut blocked = false;
        for (inbox_id, rcpt) in &job.delivery.recipients {
            let Some(inbox) = inboxes.get(inbox_id) else { continue };
            let proven = job.delivery.authentication.as_ref().and_then(|a| a.domain.as_deref());
            let quarantined = match inbox.senders.admit(proven, &job.delivery.parsed.from) {
                Admission::Deliver => false,
                Admission::Quarantine => true,
                Admission::Block => {
                    blocked = true;
                    continue;
                }
            };
            let at = Timestamp(Timestamp::now().micros().max(*last + 1));
            *last = at.micros();
            let id = new_time_ordered_id(IdKind::Message);
            stored.push(Committed { message_id: id.clone(), inbox_id: inbox_id.clone(), received_at: at });
            rows.push(Row { id, inbox_id, user_id: inbox.user_id.clone(), rcpt, at, job, quarantined });
        }
        results.push(if stored.is_empty() && blocked { None } else { Some(stored) });
    }
    (rows, results)
}

/// `rows` groups of `width` numbered placeholders: `($1, $2), ($3, $4)`.
pub(crate) fn placeholders(rows: usize, width: usize) -> String {
    (0..rows)
        .map(|r| {
            let row: Vec<String> = (1..=width).map(|c| format!("${}", r * width + c)).collect();
            format!("({})", row.join(", "))
        })
        .collect::<Vec<_>>()
        .join(", ")
}

/// Writes `$rows` (a chunk of [`Row`]s) and their `message.received` events on the connection
/// `$tx`, two statements, the same on either backend.
macro_rules! write_rows {
    ($tx:expr, $rows:expr) => {{
        let rows: &[$crate::ingest::Row<'_>] = $rows;
        $crate::ingest::write_messages!($tx, rows);
        // A quarantined message has no `message.received` event.
        let received: Vec<&$crate::ingest::Row<'_>> = rows.iter().filter(|r| !r.quarantined).collect();
        if !received.is_empty() {
            let sql = format!(
                "INSERT INTO events (id, kind, user_id, inbox_id, message_id, at) VALUES {}",
                $crate::ingest::placeholders(received.len(), 6)
            );
            let mut events = sqlx::query(sqlx::AssertSqlSafe(sql));
            for row in received {
                events = events
                    .bind(postern_core::id::new_time_ordered_id(postern_core::id::IdKind::Event))
                    .bind("message.received")
                    .bind(&row.user_id)
                    .bind(row.inbox_id)
                    .bind(&row.id)
                    .bind(row.at.micros());
            }
            events.execute(&mut *$tx).await?;
        }
    }};
}

/// Writes the message rows of `$rows` in one statement, in `$tx` (either backend's).
macro_rules! write_messages {
    ($tx:expr, $rows:expr) => {{
        let rows: &[$crate::ingest::Row<'_>] = $rows;
        let sql = format!(
            "INSERT INTO messages (id, inbox_id, received_at, envelope_from, envelope_recipient, from_display, to_json, cc_json, subject, text_body, html_body, links_json, otp, otp_confidence, detected_otp, magic_link, raw_deflate, raw_size, link_confidence, candidates_json, auth_json, auth_domain, quarantined) VALUES {}",
            $crate::ingest::placeholders(rows.len(), 23)
        );
        let mut insert = sqlx::query(sqlx::AssertSqlSafe(sql));
        for row in rows {
            let (d, p) = (&row.job.delivery, &row.job.delivery.parsed);
            insert = insert
                .bind(&row.id)
                .bind(row.inbox_id)
                .bind(row.at.micros())
                .bind($crate::stored(&d.envelope_from))
                .bind($crate::stored(row.rcpt))
                .bind($crate::stored(&p.from))
                .bind(serde_json::to_string(&p.to).unwrap_or_default())
                .bind(serde_json::to_string(&p.cc).unwrap_or_default())
                .bind($crate::stored(&p.subject))
                .bind($crate::stored(&p.text))
                .bind($crate::stored(&p.html))
                .bind(serde_json::to_string(&p.links).unwrap_or_default())
                .bind(p.extraction.otp.as_deref().map($crate::stored))
                .bind(p.extraction.otp_confidence)
                .bind(p.extraction.detected_otp.as_deref().map($crate::stored))
                .bind(p.extraction.magic_link.as_deref().map($crate::stored))
                .bind(&row.job.raw_deflate)
                .bind(d.raw.len() as i64)
                .bind(p.extraction.link_confidence)
                .bind(serde_json::to_string(&p.extraction.candidates).unwrap_or_else(|_| "[]".into()))
                .bind(d.authentication.as_ref().and_then(|a| serde_json::to_string(a).ok()))
                .bind(d.authentication.as_ref().and_then(|a| a.domain.as_deref()))
                .bind(row.quarantined);
        }
        insert.execute(&mut *$tx).await?;
    }};
}
pub(crate) use write_messages;

async fn write_batch(
    conn: &mut SqliteConnection,
    turns: &crate::sqlite::turns::Turns,
    batch: &[Job],
    last: &mut i64,
) -> Result<Vec<Stored>> {
    let mut tx = turns.first_on(conn).await?;
    // Who owns each inbox and whose mail it takes, in one query; an inbox deleted since RCPT is
    // simply absent.
    let inbox_ids: Vec<&str> =
        batch.iter().flat_map(|j| j.delivery.recipients.iter().map(|(id, _)| id.as_str())).collect();
    let inboxes: HashMap<String, Recipient> =
        sqlx::query_as("SELECT id, user_id, senders_json FROM inboxes WHERE id IN (SELECT value FROM json_each(?))")
            .bind(serde_json::to_string(&inbox_ids).unwrap_or_default())
            .fetch_all(&mut *tx)
            .await?
            .into_iter()
            .map(Recipient::keyed)
            .collect();
    let start_last = *last;
    let (rows, results) = rows_of(batch, &inboxes, last);
    for chunk in rows.chunks(ROWS_PER_STATEMENT) {
        let written = insert_rows(&mut tx, chunk).await;
        if let Err(e) = written {
            *last = start_last;
            return Err(e);
        }
    }
    match tx.commit().await {
        Ok(()) => Ok(results),
        Err(e) => {
            *last = start_last;
            Err(e.into())
        }
    }
}

async fn insert_rows(tx: &mut SqliteConnection, rows: &[Row<'_>]) -> Result<()> {
    write_rows!(tx, rows);
    Ok(())
}

/// What an event is about (unset parts are NULL).
#[derive(Debug, Default, Clone, Copy)]
pub(crate) struct EventOf<'a> {
    pub inbox: Option<&'a str>,
    pub account: Option<&'a str>,
    pub folder: Option<&'a str>,
    pub message: Option<&'a str>,
    /// What the event says beyond the ids (JSON).
    pub detail: Option<&'a str>,
}

/// An event of a message of a connected account.
pub(crate) struct MessageEvent<'a> {
    pub kind: &'a str,
    pub user_id: &'a str,
    pub account_id: &'a str,
    pub folder_id: &'a str,
    pub message_id: &'a str,
    pub at: Timestamp,
}

impl MessageEvent<'_> {
    pub(crate) fn of(&self) -> EventOf<'_> {
        EventOf {
            account: Some(self.account_id),
            folder: Some(self.folder_id),
            message: Some(self.message_id),
            ..EventOf::default()
        }
    }
}

/// Appends an event to the log inside the caller's transaction.
pub(crate) async fn insert_event(
    conn: &mut SqliteConnection,
    kind: &str,
    user_id: &str,
    of: EventOf<'_>,
    at: Timestamp,
) -> Result<()> {
    sqlx::query(
        "INSERT INTO events (id, kind, user_id, inbox_id, account_id, folder_id, message_id, detail, at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
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
    .execute(&mut *conn)
    .await?;
    Ok(())
}

/// Of `arrived` (in commit order), the last arrival in each mailbox.
pub(crate) fn latest_per_mailbox(arrived: Vec<Committed>) -> Vec<Committed> {
    let mut seen = std::collections::HashSet::new();
    arrived.into_iter().rev().filter(|c| seen.insert(c.inbox_id.clone())).collect()
}
