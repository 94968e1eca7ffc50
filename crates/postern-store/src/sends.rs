//! Send attempts and their idempotency keys. An attempt is recorded before anything goes to the
//! mail server, and its state is moved forward, each step committed before the next one starts:
//! `prepared` → `committing` (right before the final dot) → `sent` or `failed`. A send a grant
//! holds for a person's approval goes `prepared` → `pending` → `committing` once approved (then
//! on as above), or `refused` or `expired`, which are final.

use crate::audit::{AuditEntry, AuditLog};
use crate::ingest::EventOf;
use crate::writes::Writes;
use crate::{Result, Store};
use postern_core::Timestamp;

/// Where a send attempt is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SendState {
    /// Recorded; nothing has reached the mail server yet.
    Prepared,
    /// Going to the mail server now (right before the final dot): whether it left is unknown
    /// until the attempt is moved on.
    Committing,
    Sent,
    Failed,
    /// Held for a person's approval.
    Pending,
    /// A person refused it: never sent.
    Refused,
    /// Nobody decided before it expired: never sent.
    Expired,
}

impl SendState {
    pub const fn as_str(self) -> &'static str {
        match self {
            SendState::Prepared => "prepared",
            SendState::Committing => "committing",
            SendState::Sent => "sent",
            SendState::Failed => "failed",
            SendState::Pending => "pending",
            SendState::Refused => "refused",
            SendState::Expired => "expired",
        }
    }

    /// The state a row holds. A value this build does not know reads as `committing`: its
    /// outcome is unknown, which never sends a message twice.
    fn stored(state: &str) -> SendState {
        match state {
            "prepared" => SendState::Prepared,
            "sent" => SendState::Sent,
            "failed" => SendState::Failed,
            "pending" => SendState::Pending,
            "refused" => SendState::Refused,
            "expired" => SendState::Expired,
            _ => SendState::Committing,
        }
    }
}

/// A send attempt.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SendRecord {
    pub id: String,
    pub request_hash: String,
    pub message_id_header: String,
    pub state: SendState,
    /// The answer given for it (`sent`, `failed`).
    pub result_json: Option<String>,
}

/// A new attempt.
pub struct NewSend<'a> {
    pub id: &'a str,
    pub user_id: &'a str,
    pub account_id: &'a str,
    pub idempotency_key: Option<&'a str>,
    pub request_hash: &'a str,
    pub message_id_header: &'a str,
}

impl Store {
    /// Records a new attempt, or returns the one recorded earlier under the same key.
    pub async fn begin_send(&self, new: NewSend<'_>) -> Result<std::result::Result<SendRecord, SendRecord>> {
        on_both!(self, db => {
        let mut tx = db.write().await?;
        if let Some(key) = new.idempotency_key {
            // Two requests with one key (at two instances, on PostgreSQL) send once.
            tx.serialise(&format!("send\n{}\n{}\n{key}", new.user_id, new.account_id)).await?;
            let earlier: Option<(String, String, String, String, Option<String>)> = sqlx::query_as(
                "SELECT id, request_hash, message_id_header, state, result_json FROM sends
                 WHERE user_id = $1 AND account_id = $2 AND idempotency_key = $3",
            )
            .bind(new.user_id)
            .bind(new.account_id)
            .bind(key)
            .fetch_optional(&mut *tx)
            .await?;
            if let Some((id, request_hash, message_id_header, state, result_json)) = earlier {
                let state = SendState::stored(&state);
                return Ok(Err(SendRecord { id, request_hash, message_id_header, state, result_json }));
            }
        }
        let now = Timestamp::now().micros();
        sqlx::query(
            "INSERT INTO sends (id, user_id, account_id, idempotency_key, request_hash, message_id_header, state, created_at, updated_at)
             VALUES ($1, $2, $3, $4, $5, $6, 'prepared', $7, $8)",
        )
        .bind(new.id)
        .bind(new.user_id)
        .bind(new.account_id)
        .bind(new.idempotency_key)
        .bind(new.request_hash)
        .bind(new.message_id_header)
        .bind(now)
        .bind(now)
        .execute(&mut *tx)
        .await?;
        tx.commit().await?;
        });
        Ok(Ok(SendRecord {
            id: new.id.to_string(),
            request_hash: new.request_hash.to_string(),
            message_id_header: new.message_id_header.to_string(),
            state: SendState::Prepared,
            result_json: None,
        }))
    }

    /// Moves an attempt to `state`, with the answer given for it.
    pub async fn set_send_state(&self, id: &str, state: SendState, result_json: Option<&str>) -> Result<()> {
        on_both!(self, db => {
            sqlx::query("UPDATE sends SET state = $1, result_json = COALESCE($2, result_json), updated_at = $3 WHERE id = $4")
                .bind(state.as_str())
                .bind(result_json)
                .bind(Timestamp::now().micros())
                .bind(id)
                .execute(&db.pool)
                .await?;
        });
        Ok(())
    }

    /// Marks an attempt as going to the server now (`committing`, right before the final dot):
    /// from `at` on it counts against the daily caps.
    pub async fn set_transmitting(&self, id: &str, at: Timestamp) -> Result<()> {
        on_both!(self, db => {
            sqlx::query("UPDATE sends SET state = 'committing', transmitted_at = $1, updated_at = $2 WHERE id = $3")
                .bind(at.micros())
                .bind(Timestamp::now().micros())
                .bind(id)
                .execute(&db.pool)
                .await?;
        });
        Ok(())
    }

    /// How many sends `user_id` made from `account_id` that went to the server after `since`
    /// (sent, or cut off while committing), and when the oldest of them went.
    pub async fn sends_since(
        &self,
        user_id: &str,
        account_id: &str,
        since: Timestamp,
    ) -> Result<(u32, Option<Timestamp>)> {
        let (count, oldest): (i64, Option<i64>) = on_both!(self, db => sqlx::query_as(
            "SELECT COUNT(*), MIN(transmitted_at) FROM sends
             WHERE user_id = $1 AND account_id = $2 AND transmitted_at > $3 AND state IN ('sent', 'committing')",
        )
        .bind(user_id)
        .bind(account_id)
        .bind(since.micros())
        .fetch_one(&db.pool)
        .await?);
        Ok((count as u32, oldest.map(Timestamp)))
    }
}

/// A send held for approval, with the message as it would go out.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HeldSend {
    pub id: String,
    /// Who asked.
    pub user_id: String,
    pub account_id: String,
    pub state: SendState,
    pub message_id_header: String,
    /// The message as built (`None` once decided and gone).
    pub raw: Option<Vec<u8>>,
    /// Envelope recipients (JSON list).
    pub recipients_json: String,
    /// The condition and who asked (JSON); empty for a send that was never held.
    pub approval_json: String,
    /// Who decided, and when (JSON), once someone has.
    pub decided_json: Option<String>,
    pub created_at: Timestamp,
    pub expires_at: Timestamp,
    /// The answer its key replays.
    pub result_json: Option<String>,
}

/// A send put on hold: the message, what the answer to its request is, and what to record.
pub struct Hold<'a> {
    pub id: &'a str,
    pub raw: &'a [u8],
    pub recipients_json: &'a str,
    pub approval_json: &'a str,
    pub expires_at: Timestamp,
    pub answer_json: &'a str,
    /// The `send.pending` event's detail.
    pub event_json: &'a str,
    pub audit: &'a AuditEntry,
}

/// A decision on a held send.
pub struct Decision<'a> {
    pub id: &'a str,
    /// `Committing` (approved: it goes now), `Refused` or `Expired`.
    pub to: SendState,
    pub decided_json: &'a str,
    /// The answer its key replays from now on (refused or expired); `None` to keep the held one.
    pub answer_json: Option<&'a str>,
    /// The event (`send.approved`, `send.refused`) and its detail.
    pub event: (&'a str, &'a str),
    pub audit: Option<&'a AuditEntry>,
    pub now: Timestamp,
}

/// In place of `held_raw` where the message is not read: NULL of its type on both backends.
const WITHOUT_RAW: &str = "CASE WHEN FALSE THEN held_raw END";

const HELD_COLUMNS: &str = "id, user_id, account_id, state, message_id_header, held_raw, recipients_json, approval_json, decided_json, created_at, expires_at, result_json";

type HeldRow = (
    String,
    String,
    String,
    String,
    String,
    Option<Vec<u8>>,
    Option<String>,
    Option<String>,
    Option<String>,
    i64,
    Option<i64>,
    Option<String>,
);

fn held_of(row: HeldRow) -> HeldSend {
    let (
        id,
        user_id,
        account_id,
        state,
        message_id_header,
        raw,
        recipients,
        approval,
        decided,
        created,
        expires,
        result,
    ) = row;
    HeldSend {
        id,
        user_id,
        account_id,
        state: SendState::stored(&state),
        message_id_header,
        raw,
        recipients_json: recipients.unwrap_or_else(|| "[]".into()),
        approval_json: approval.unwrap_or_default(),
        decided_json: decided,
        created_at: Timestamp(created),
        expires_at: Timestamp(expires.unwrap_or(0)),
        result_json: result,
    }
}

impl Store {
    /// Holds a prepared send for approval: the message, its answer, the `send.pending` event
    /// of its account and the audit record, in one transaction.
    pub async fn hold_send(&self, hold: Hold<'_>, user_id: &str, account_id: &str) -> Result<()> {
        let now = Timestamp::now();
        on_both!(self, db => {
            let mut tx = db.write().await?;
            sqlx::query(
                "UPDATE sends SET state = 'pending', held_raw = $1, recipients_json = $2, approval_json = $3,
                        expires_at = $4, result_json = $5, updated_at = $6
                 WHERE id = $7 AND state = 'prepared'",
            )
            .bind(hold.raw)
            .bind(hold.recipients_json)
            .bind(hold.approval_json)
            .bind(hold.expires_at.micros())
            .bind(hold.answer_json)
            .bind(now.micros())
            .bind(hold.id)
            .execute(&mut *tx)
            .await?;
            let of = EventOf { account: Some(account_id), detail: Some(hold.event_json), ..EventOf::default() };
            tx.event("send.pending", user_id, of, now).await?;
            tx.audit(hold.audit).await?;
            tx.commit().await?;
        });
        Ok(())
    }

    /// A send by id with what a decision needs; the message only when `with_raw`.
    pub async fn held_send(&self, id: &str, with_raw: bool) -> Result<Option<HeldSend>> {
        let columns = if with_raw { HELD_COLUMNS.to_string() } else { HELD_COLUMNS.replace("held_raw", WITHOUT_RAW) };
        let sql = format!("SELECT {columns} FROM sends WHERE id = $1");
        let row: Option<HeldRow> =
            on_both!(self, db => sqlx::query_as(sqlx::AssertSqlSafe(sql)).bind(id).fetch_optional(&db.pool).await?);
        Ok(row.map(held_of))
    }

    /// Sends waiting for approval, oldest first, at most `limit`, with their messages when
    /// `with_raw`; those past their time too (for [`Store::decide_send`] to close).
    pub async fn pending_sends(&self, limit: u32, with_raw: bool) -> Result<Vec<HeldSend>> {
        let columns = if with_raw { HELD_COLUMNS.to_string() } else { HELD_COLUMNS.replace("held_raw", WITHOUT_RAW) };
        let sql = format!("SELECT {columns} FROM sends WHERE state = 'pending' ORDER BY created_at, id LIMIT $1");
        let rows: Vec<HeldRow> = on_both!(self, db => sqlx::query_as(sqlx::AssertSqlSafe(sql))
            .bind(limit as i64)
            .fetch_all(&db.pool)
            .await?);
        Ok(rows.into_iter().map(held_of).collect())
    }

    /// Decides a held send, once: false when it is no longer pending (decided by someone else
    /// first), or when approving one that has expired. Approved, it is `committing` and goes
    /// now; refused or expired, its message is dropped.
    pub async fn decide_send(&self, decision: Decision<'_>, user_id: &str, account_id: &str) -> Result<bool> {
        let approved = decision.to == SendState::Committing;
        let changed = on_both!(self, db => {
            let mut tx = db.write().await?;
            let done = sqlx::query(
                "UPDATE sends SET state = $1, decided_json = $2, result_json = COALESCE($3, result_json),
                        held_raw = CASE WHEN $4 THEN NULL ELSE held_raw END, updated_at = $5
                 WHERE id = $6 AND state = 'pending' AND ($7 OR expires_at > $5)",
            )
            .bind(decision.to.as_str())
            .bind(decision.decided_json)
            .bind(decision.answer_json)
            .bind(!approved)
            .bind(decision.now.micros())
            .bind(decision.id)
            .bind(!approved)
            .execute(&mut *tx)
            .await?
            .rows_affected();
            if done == 1 {
                let (kind, detail) = decision.event;
                let of = EventOf { account: Some(account_id), detail: Some(detail), ..EventOf::default() };
                tx.event(kind, user_id, of, decision.now).await?;
                if let Some(entry) = decision.audit {
                    tx.audit(entry).await?;
                }
                tx.commit().await?;
            }
            done == 1
        });
        Ok(changed)
    }

    /// Drops a held message once it has gone (or failed for good).
    pub async fn drop_held_message(&self, id: &str) -> Result<()> {
        on_both!(self, db => {
            sqlx::query("UPDATE sends SET held_raw = NULL WHERE id = $1")
                .bind(id)
                .execute(&db.pool)
                .await?;
        });
        Ok(())
    }

    /// Notes that `token_id` read mail from outside at `at` (the latest time is kept).
    pub async fn note_untrusted_read(&self, token_id: &str, at: Timestamp) -> Result<()> {
        on_both!(self, db => {
            sqlx::query(
                "INSERT INTO untrusted_reads (token_id, read_at) VALUES ($1, $2)
                 ON CONFLICT (token_id) DO UPDATE SET read_at = CASE WHEN excluded.read_at > untrusted_reads.read_at
                     THEN excluded.read_at ELSE untrusted_reads.read_at END",
            )
            .bind(token_id)
            .bind(at.micros())
            .execute(&db.pool)
            .await?;
        });
        Ok(())
    }

    /// When `token_id` last read mail from outside, if it has.
    pub async fn untrusted_read_at(&self, token_id: &str) -> Result<Option<Timestamp>> {
        let at: Option<i64> = on_both!(self, db => sqlx::query_scalar("SELECT read_at FROM untrusted_reads WHERE token_id = $1")
            .bind(token_id)
            .fetch_optional(&db.pool)
            .await?);
        Ok(at.map(Timestamp))
    }
}
