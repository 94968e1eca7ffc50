//! Send attempts and their idempotency keys. An attempt is recorded before anything goes to the
//! mail server, and its state is moved forward, each step committed before the next one starts:
//! `prepared` → `committing` (right before the final dot) → `sent` or `failed`.

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
}

impl SendState {
    pub const fn as_str(self) -> &'static str {
        match self {
            SendState::Prepared => "prepared",
            SendState::Committing => "committing",
            SendState::Sent => "sent",
            SendState::Failed => "failed",
        }
    }

    /// The state a row holds. A value this build does not know reads as `committing`: its
    /// outcome is unknown, which never sends a message twice.
    fn stored(state: &str) -> SendState {
        match state {
            "prepared" => SendState::Prepared,
            "sent" => SendState::Sent,
            "failed" => SendState::Failed,
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
