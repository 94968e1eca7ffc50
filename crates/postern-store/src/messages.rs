//! Reading and deleting stored messages, and the query behind waits.

use crate::sqlite::direct::Columns;
use crate::writes::Writes;
use crate::{Backend, Result, Store};
use flate2::read::DeflateDecoder;
use postern_core::Timestamp;
use postern_core::model::Message;
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

/// Whose mail a wait accepts, by the receiver's sender checks (docs/SENDER_AUTH.md).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub enum SenderMatch {
    /// Any sender: the mailsocket contract.
    #[default]
    Anyone,
    /// Mail whose `From:` domain passed DMARC.
    Authenticated,
    /// Mail whose DMARC-aligned, authenticated domain is this one (lower case) or one of its
    /// subdomains.
    Domain(String),
}

impl SenderMatch {
    /// The binds of the sender condition: (the domain, `""` for any; authenticated only).
    pub(crate) fn parts(&self) -> (&str, bool) {
        match self {
            SenderMatch::Anyone => ("", false),
            SenderMatch::Authenticated => ("", true),
            SenderMatch::Domain(domain) => (domain, true),
        }
    }
}

impl WaitMatch {
    /// The binds of `wait_condition!`: (want a code, least confidence, want a link).
    pub(crate) fn parts(self) -> (bool, f64, bool) {
        match self {
            WaitMatch::Otp { min_confidence } => (true, min_confidence, false),
            WaitMatch::Link => (false, 0.0, true),
            WaitMatch::Any { min_confidence } => (true, min_confidence, true),
        }
    }
}

/// The columns every message query reads (a macro, so that queries are `&'static str`s).
macro_rules! message_columns {
    () => {
        "m.seq, m.id, m.inbox_id, m.received_at, m.envelope_from, m.envelope_recipient, m.from_display, m.to_json, m.cc_json, m.subject, m.text_body, m.html_body, m.links_json, m.otp, m.otp_confidence, m.detected_otp, m.magic_link, m.link_confidence, m.candidates_json, m.auth_json, m.quarantined"
    };
}

fn message_from_row(r: &impl Columns) -> (i64, Message) {
    let list = |column: &str| serde_json::from_str::<Vec<String>>(&r.value::<String>(column)).unwrap_or_default();
    (
        r.value("seq"),
        Message {
            id: r.value("id"),
            inbox_id: r.value("inbox_id"),
            from: r.value("from_display"),
            to: list("to_json"),
            cc: list("cc_json"),
            subject: r.value("subject"),
            received_at: Timestamp(r.value("received_at")),
            status: "parsed".to_string(),
            otp: r.value("otp"),
            otp_confidence: r.value("otp_confidence"),
            detected_otp: r.value("detected_otp"),
            magic_link: r.value("magic_link"),
            link_confidence: r.value("link_confidence"),
            links: list("links_json"),
            envelope_from: r.value("envelope_from"),
            envelope_recipient: r.value("envelope_recipient"),
            text: r.value("text_body"),
            html: r.value("html_body"),
            candidates: serde_json::from_str(&r.value::<String>("candidates_json")).unwrap_or_default(),
            authentication: r.value::<Option<String>>("auth_json").and_then(|j| serde_json::from_str(&j).ok()),
            quarantined: r.value("quarantined"),
        },
    )
}

impl Store {
    /// The message with this id and the id of the user who owns its inbox.
    pub async fn message(&self, id: &str) -> Result<Option<(Message, String)>> {
        let sql = concat!(
            "SELECT ",
            message_columns!(),
            ", i.user_id FROM messages m JOIN inboxes i ON i.id = m.inbox_id WHERE m.id = $1"
        );
        on_both!(self, db => {
            let row = sqlx::query(sql).bind(id).fetch_optional(&db.pool).await?;
            Ok(row.map(|r| (message_from_row(&r).1, r.value("user_id"))))
        })
    }

    /// The raw message as received (with our `Received:` header) and its owner's user id.
    pub async fn raw_message(&self, id: &str) -> Result<Option<(Vec<u8>, String)>> {
        let sql = "SELECT m.raw_deflate, m.raw_size, i.user_id FROM messages m JOIN inboxes i ON i.id = m.inbox_id WHERE m.id = $1";
        let row: Option<(Vec<u8>, i64, String)> =
            on_both!(self, db => sqlx::query_as(sql).bind(id).fetch_optional(&db.pool).await?);
        let Some((compressed, size, user_id)) = row else { return Ok(None) };
        let mut raw = Vec::with_capacity(size.max(0) as usize);
        DeflateDecoder::new(compressed.as_slice()).read_to_end(&mut raw)?;
        Ok(Some((raw, user_id)))
    }

    /// A page of the inbox's messages, newest first, strictly before position `before` if given.
    pub async fn list_messages(
        &self,
        inbox_id: &str,
        filter: &MessageFilter,
        before: Option<i64>,
        limit: u32,
    ) -> Result<MessagePage> {
        // The 1-based position of a string in another, 0 when absent.
        let position = match self.backend {
            Backend::Sqlite(_) => "instr",
            Backend::Postgres(_) => "strpos",
        };
        let sql = format!(
            "SELECT {} FROM messages m WHERE m.inbox_id = $1 AND m.seq < $2
               AND ($3 IS NULL OR (m.otp IS NOT NULL) = $3)
               AND ($4 IS NULL OR {position}(lower(m.subject), lower($4)) > 0)
               AND ($5 IS NULL OR {position}(lower(m.from_display), lower($5)) > 0 OR {position}(lower(m.envelope_from), lower($5)) > 0)
             ORDER BY m.seq DESC LIMIT $6",
            message_columns!()
        );
        let mut messages: Vec<_> = on_both!(self, db => {
            let rows = sqlx::query(sqlx::AssertSqlSafe(sql))
                .bind(inbox_id)
                .bind(before.unwrap_or(i64::MAX))
                .bind(filter.has_otp)
                .bind(&filter.subject_contains)
                .bind(&filter.from)
                .bind(i64::from(limit) + 1)
                .fetch_all(&db.pool)
                .await?;
            rows.iter().map(message_from_row).collect()
        });
        let has_more = messages.len() > limit as usize;
        messages.truncate(limit as usize);
        Ok(MessagePage { messages, has_more })
    }

    /// The newest message of the inbox that is not quarantined.
    pub async fn latest_message(&self, inbox_id: &str) -> Result<Option<Message>> {
        let sql = concat!(
            "SELECT ",
            message_columns!(),
            " FROM messages m WHERE m.inbox_id = $1 AND NOT m.quarantined ORDER BY m.seq DESC LIMIT 1"
        );
        on_both!(self, db => {
            let row = sqlx::query(sql).bind(inbox_id).fetch_optional(&db.pool).await?;
            Ok(row.map(|r| message_from_row(&r).1))
        })
    }

    /// When the message `id` of `inbox_id` was received, if it is there.
    pub async fn received_at(&self, inbox_id: &str, id: &str) -> Result<Option<Timestamp>> {
        let at: Option<i64> = on_both!(self, db => sqlx::query_scalar("SELECT received_at FROM messages WHERE id = $1 AND inbox_id = $2")
            .bind(id)
            .bind(inbox_id)
            .fetch_optional(&db.pool)
            .await?);
        Ok(at.map(Timestamp))
    }

    /// The oldest message of the inbox received at or after `cutoff` that satisfies `want` and
    /// comes from a sender `sender` accepts.
    pub async fn first_match(
        &self,
        inbox_id: &str,
        cutoff: Timestamp,
        want: WaitMatch,
        sender: &SenderMatch,
    ) -> Result<Option<Message>> {
        let sql = concat!(
            "SELECT ",
            message_columns!(),
            " FROM messages m WHERE m.inbox_id = $1 AND m.received_at >= $2 AND NOT m.quarantined",
            wait_condition!(),
            sender_condition!(),
            " ORDER BY m.received_at ASC LIMIT 1"
        );
        let (otp, confidence, link) = want.parts();
        let (domain, authenticated) = sender.parts();
        on_both!(self, db => {
            let row = sqlx::query(sql)
                .bind(inbox_id)
                .bind(cutoff.micros())
                .bind(otp)
                .bind(confidence)
                .bind(link)
                .bind(domain)
                .bind(authenticated)
                .fetch_optional(&db.pool)
                .await?;
            Ok(row.map(|r| message_from_row(&r).1))
        })
    }

    /// Deletes a message; returns whether it existed.
    pub async fn delete_message(&self, id: &str) -> Result<bool> {
        on_both!(self, db => {
            let mut tx = db.write().await?;
            let deleted: Option<(String, Option<String>)> = sqlx::query_as(
                "DELETE FROM messages WHERE id = $1 RETURNING inbox_id, (SELECT user_id FROM inboxes WHERE id = messages.inbox_id) AS user_id",
            )
            .bind(id)
            .fetch_optional(&mut *tx)
            .await?;
            let Some((inbox_id, user_id)) = deleted else { return Ok(false) };
            let of = crate::ingest::EventOf { inbox: Some(&inbox_id), message: Some(id), ..Default::default() };
            tx.event("message.deleted", &user_id.unwrap_or_default(), of, Timestamp::now()).await?;
            tx.commit().await?;
        });
        self.note_changes();
        Ok(true)
    }
}
