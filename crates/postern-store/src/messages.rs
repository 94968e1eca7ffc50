//! Reading and deleting stored messages, and the query behind waits.

use crate::{Result, Store};
use flate2::read::DeflateDecoder;
use postern_core::Timestamp;
use postern_core::model::Message;
use sqlx::Row;
use sqlx::sqlite::SqliteRow;
use std::io::Read;

/// Filters of `GET /inboxes/{id}/messages`.
#[derive(Debug, Clone, Default)]
pub struct MessageFilter {
    pub has_otp: Option<bool>,
    /// Case-insensitive substring of the subject.
    pub subject_contains: Option<String>,
    /// Case-insensitive substring of the `From:` header or the envelope sender.
    pub from: Option<String>,
}

/// One page of messages, newest first, with each message's position for the next cursor.
#[derive(Debug, Clone)]
pub struct MessagePage {
    pub messages: Vec<(i64, Message)>,
    pub has_more: bool,
}

/// What a wait is waiting for.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum WaitMatch {
    /// A code with at least this confidence.
    Otp { min_confidence: f64 },
    /// A magic link.
    Link,
    /// Either of the two.
    Any { min_confidence: f64 },
}

impl WaitMatch {
    /// A wait's query, bound: `sql` asks for the first message of an inbox or folder (`scope`)
    /// since `cutoff` that meets [`wait_condition!`], in that order.
    pub(crate) fn query<'q>(
        self,
        sql: &'static str,
        scope: &'q str,
        cutoff: Timestamp,
    ) -> sqlx::query::Query<'q, sqlx::Sqlite, sqlx::sqlite::SqliteArguments> {
        let (want_otp, want_link, min_confidence) = match self {
            WaitMatch::Otp { min_confidence } => (true, false, min_confidence),
            WaitMatch::Link => (false, true, 0.0),
            WaitMatch::Any { min_confidence } => (true, true, min_confidence),
        };
        sqlx::query(sql).bind(scope).bind(cutoff.micros()).bind(want_otp).bind(min_confidence).bind(want_link)
    }
}

/// The columns every message query reads (a macro, so that queries are `&'static str`s).
macro_rules! message_columns {
    () => {
        "m.seq, m.id, m.inbox_id, m.received_at, m.envelope_from, m.envelope_recipient, m.from_display, m.to_json, m.cc_json, m.subject, m.text_body, m.html_body, m.links_json, m.otp, m.otp_confidence, m.detected_otp, m.magic_link, m.link_confidence, m.candidates_json"
    };
}

fn message_from_row(r: &SqliteRow) -> (i64, Message) {
    let list = |column: &str| serde_json::from_str::<Vec<String>>(r.get::<&str, _>(column)).unwrap_or_default();
    (
        r.get("seq"),
        Message {
            id: r.get("id"),
            inbox_id: r.get("inbox_id"),
            from: r.get("from_display"),
            to: list("to_json"),
            cc: list("cc_json"),
            subject: r.get("subject"),
            received_at: Timestamp(r.get("received_at")),
            status: "parsed".to_string(),
            otp: r.get("otp"),
            otp_confidence: r.get("otp_confidence"),
            detected_otp: r.get("detected_otp"),
            magic_link: r.get("magic_link"),
            link_confidence: r.get("link_confidence"),
            links: list("links_json"),
            envelope_from: r.get("envelope_from"),
            envelope_recipient: r.get("envelope_recipient"),
            text: r.get("text_body"),
            html: r.get("html_body"),
            candidates: serde_json::from_str(r.get::<&str, _>("candidates_json")).unwrap_or_default(),
        },
    )
}

impl Store {
    /// The message with this id and the id of the user who owns its inbox.
    pub async fn message(&self, id: &str) -> Result<Option<(Message, String)>> {
        let row = sqlx::query(concat!(
            "SELECT ",
            message_columns!(),
            ", i.user_id FROM messages m JOIN inboxes i ON i.id = m.inbox_id WHERE m.id = ?"
        ))
        .bind(id)
        .fetch_optional(&self.sqlite()?.pool)
        .await?;
        Ok(row.map(|r| (message_from_row(&r).1, r.get("user_id"))))
    }

    /// The raw message as received (with our `Received:` header) and its owner's user id.
    pub async fn raw_message(&self, id: &str) -> Result<Option<(Vec<u8>, String)>> {
        let row = sqlx::query("SELECT m.raw_deflate, m.raw_size, i.user_id FROM messages m JOIN inboxes i ON i.id = m.inbox_id WHERE m.id = ?")
            .bind(id)
            .fetch_optional(&self.sqlite()?.pool)
            .await?;
        let Some(row) = row else { return Ok(None) };
        let compressed: Vec<u8> = row.get("raw_deflate");
        let size: i64 = row.get("raw_size");
        let mut raw = Vec::with_capacity(size.max(0) as usize);
        DeflateDecoder::new(compressed.as_slice()).read_to_end(&mut raw)?;
        Ok(Some((raw, row.get("user_id"))))
    }

    /// A page of the inbox's messages, newest first, strictly before position `before` if given.
    pub async fn list_messages(
        &self,
        inbox_id: &str,
        filter: &MessageFilter,
        before: Option<i64>,
        limit: u32,
    ) -> Result<MessagePage> {
        let rows = sqlx::query(concat!("SELECT ", message_columns!(), " FROM messages m WHERE m.inbox_id = ? AND m.seq < ?
               AND (? IS NULL OR (m.otp IS NOT NULL) = ?)
               AND (? IS NULL OR instr(lower(m.subject), lower(?)) > 0)
               AND (? IS NULL OR instr(lower(m.from_display), lower(?)) > 0 OR instr(lower(m.envelope_from), lower(?)) > 0)
             ORDER BY m.seq DESC LIMIT ?"))
        .bind(inbox_id)
        .bind(before.unwrap_or(i64::MAX))
        .bind(filter.has_otp)
        .bind(filter.has_otp)
        .bind(&filter.subject_contains)
        .bind(&filter.subject_contains)
        .bind(&filter.from)
        .bind(&filter.from)
        .bind(&filter.from)
        .bind(i64::from(limit) + 1)
        .fetch_all(&self.sqlite()?.pool)
        .await?;
        let mut messages: Vec<_> = rows.iter().map(message_from_row).collect();
        let has_more = messages.len() > limit as usize;
        messages.truncate(limit as usize);
        Ok(MessagePage { messages, has_more })
    }

    /// The newest message of the inbox.
    pub async fn latest_message(&self, inbox_id: &str) -> Result<Option<Message>> {
        let row = sqlx::query(concat!(
            "SELECT ",
            message_columns!(),
            " FROM messages m WHERE m.inbox_id = ? ORDER BY m.seq DESC LIMIT 1"
        ))
        .bind(inbox_id)
        .fetch_optional(&self.sqlite()?.pool)
        .await?;
        Ok(row.map(|r| message_from_row(&r).1))
    }

    /// When the message `id` of `inbox_id` was received, if it is there.
    pub async fn received_at(&self, inbox_id: &str, id: &str) -> Result<Option<Timestamp>> {
        let at: Option<i64> = sqlx::query_scalar("SELECT received_at FROM messages WHERE id = ? AND inbox_id = ?")
            .bind(id)
            .bind(inbox_id)
            .fetch_optional(&self.sqlite()?.pool)
            .await?;
        Ok(at.map(Timestamp))
    }

    /// The oldest message of the inbox received at or after `cutoff` that satisfies `want`.
    pub async fn first_match(&self, inbox_id: &str, cutoff: Timestamp, want: WaitMatch) -> Result<Option<Message>> {
        let sql = concat!(
            "SELECT ",
            message_columns!(),
            " FROM messages m WHERE m.inbox_id = ? AND m.received_at >= ?",
            wait_condition!(),
            " ORDER BY m.received_at ASC LIMIT 1"
        );
        let row = want.query(sql, inbox_id, cutoff).fetch_optional(&self.sqlite()?.pool).await?;
        Ok(row.map(|r| message_from_row(&r).1))
    }

    /// Deletes a message; returns whether it existed.
    pub async fn delete_message(&self, id: &str) -> Result<bool> {
        let mut tx = self.write().await?;
        let deleted = sqlx::query("DELETE FROM messages WHERE id = ? RETURNING inbox_id, (SELECT user_id FROM inboxes WHERE id = messages.inbox_id) AS user_id")
            .bind(id)
            .fetch_optional(&mut *tx)
            .await?;
        let Some(row) = deleted else { return Ok(false) };
        let inbox_id: String = row.get("inbox_id");
        let user_id: String = row.try_get::<Option<String>, _>("user_id")?.unwrap_or_default();
        crate::ingest::insert_event(
            &mut tx,
            "message.deleted",
            &user_id,
            crate::ingest::EventOf { inbox: Some(&inbox_id), message: Some(id), ..Default::default() },
            Timestamp::now(),
        )
        .await?;
        tx.commit().await?;
        Ok(true)
    }
}
