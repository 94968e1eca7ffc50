//! Webhook endpoints (docs/WEBHOOKS.md): each is a reader of the event log with a durable
//! cursor, so the log is the queue and nothing is copied. An instance claims an endpoint before
//! it posts the endpoint's next event ([`Store::claim_webhook`]); the outcome moves the cursor, or
//! counts a failure, under that claim, so that with several instances each event goes out once
//! per endpoint (at least once: a claim whose instance died expires and another retries).

use crate::audit::AuditLog;
use crate::sqlite::direct::Columns;
use crate::{AuditEntry, Result, Store};
use postern_core::Timestamp;
use serde_json::Value;

/// The attempts kept per endpoint (the newest).
pub const ATTEMPTS_KEPT: i64 = 1000;

/// An endpoint to create.
pub struct NewWebhook<'a> {
    pub id: &'a str,
    pub user_id: &'a str,
    pub url: &'a str,
    pub description: &'a str,
    /// Event types and wildcards.
    pub events: &'a [String],
    /// `{"accounts": [...], "inboxes": [...], "folders": [...]}`, each list narrowing.
    pub filters: &'a Value,
    /// The inbox whose webhook this is (mailsocket's shape).
    pub inbox_id: Option<&'a str>,
    pub enabled: bool,
    /// The secret, sealed by the vault.
    pub secret: &'a [u8],
    pub audit: Option<&'a AuditEntry>,
}

/// An endpoint as stored. Its secrets are sealed.
#[derive(Debug, Clone, PartialEq)]
pub struct Webhook {
    pub id: String,
    pub user_id: String,
    pub url: String,
    pub description: String,
    pub events: Vec<String>,
    pub filters: Value,
    pub inbox_id: Option<String>,
    pub enabled: bool,
    /// Why deliveries stopped (failing past the horizon), until it is enabled again.
    pub paused_reason: Option<String>,
    pub secret: Vec<u8>,
    /// The secret before the last rotation, signing too until `previous_until`.
    pub previous_secret: Option<Vec<u8>>,
    pub previous_until: Option<Timestamp>,
    /// The last position of the log delivered or passed over.
    pub cursor: i64,
    /// Failed attempts in a row.
    pub failures: u32,
    pub failing_since: Option<Timestamp>,
    pub next_attempt_at: Option<Timestamp>,
    pub last_error: Option<String>,
    pub created_at: Timestamp,
    pub updated_at: Timestamp,
}

/// What an endpoint is doing, as the API and the metrics name it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum WebhookStatus {
    /// Enabled; its last post was taken.
    Active,
    /// Enabled; its last posts failed, and they are retried with backoff.
    Failing,
    /// Failing past the horizon: nothing is posted until it is enabled again.
    Paused,
    /// Turned off by its owner.
    Disabled,
}

impl WebhookStatus {
    pub const ALL: [WebhookStatus; 4] =
        [WebhookStatus::Active, WebhookStatus::Failing, WebhookStatus::Paused, WebhookStatus::Disabled];

    pub const fn as_str(self) -> &'static str {
        match self {
            WebhookStatus::Active => "active",
            WebhookStatus::Failing => "failing",
            WebhookStatus::Paused => "paused",
            WebhookStatus::Disabled => "disabled",
        }
    }
}

impl Webhook {
    pub fn status(&self) -> WebhookStatus {
        match (self.enabled, &self.paused_reason, self.failures) {
            (false, _, _) => WebhookStatus::Disabled,
            (true, Some(_), _) => WebhookStatus::Paused,
            (true, None, 0) => WebhookStatus::Active,
            (true, None, _) => WebhookStatus::Failing,
        }
    }
}

/// What a change of an endpoint sets (`None`: left as it is).
#[derive(Default)]
pub struct WebhookChange<'a> {
    pub url: Option<&'a str>,
    pub description: Option<&'a str>,
    pub events: Option<&'a [String]>,
    pub filters: Option<&'a Value>,
    /// `true` also resumes a paused endpoint from its cursor, at once.
    pub enabled: Option<bool>,
}

/// One post to an endpoint.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Attempt {
    pub event_id: String,
    /// `None` for a test post.
    pub seq: Option<i64>,
    pub at: Timestamp,
    /// The HTTP status; `None` when there was no answer.
    pub status: Option<u16>,
    pub latency_ms: u32,
    /// The start of the answer, scrubbed.
    pub excerpt: Option<String>,
    pub error: Option<String>,
}

const COLUMNS: &str = "id, user_id, url, description, events, filters, inbox_id, enabled, paused_reason, secret, \
previous_secret, previous_until, cursor, failures, failing_since, next_attempt_at, last_error, created_at, updated_at";

fn webhook_of(row: &impl Columns) -> Webhook {
    let at = |name: &str| row.value::<Option<i64>>(name).map(Timestamp);
    Webhook {
        id: row.value("id"),
        user_id: row.value("user_id"),
        url: row.value("url"),
        description: row.value("description"),
        events: serde_json::from_str(&row.value::<String>("events")).unwrap_or_default(),
        filters: serde_json::from_str(&row.value::<String>("filters")).unwrap_or(Value::Null),
        inbox_id: row.value("inbox_id"),
        enabled: row.value("enabled"),
        paused_reason: row.value("paused_reason"),
        secret: row.value("secret"),
        previous_secret: row.value("previous_secret"),
        previous_until: at("previous_until"),
        cursor: row.value("cursor"),
        failures: row.value::<i64>("failures").clamp(0, u32::MAX as i64) as u32,
        failing_since: at("failing_since"),
        next_attempt_at: at("next_attempt_at"),
        last_error: row.value("last_error"),
        created_at: Timestamp(row.value("created_at")),
        updated_at: Timestamp(row.value("updated_at")),
    }
}

/// Logs `$attempt` of endpoint `$id` in transaction `$tx` and keeps the newest
/// [`ATTEMPTS_KEPT`] (a macro: the statements are the same on both backends, the transaction's
/// type is not).
macro_rules! log_attempt {
    ($tx:expr, $id:expr, $attempt:expr) => {{
        let attempt: &Attempt = $attempt;
        sqlx::query(
            "INSERT INTO webhook_attempts (webhook_id, event_id, seq, at, status, latency_ms, excerpt, error)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8)",
        )
        .bind($id)
        .bind(attempt.event_id.as_str())
        .bind(attempt.seq)
        .bind(attempt.at.micros())
        .bind(attempt.status.map(i64::from))
        .bind(i64::from(attempt.latency_ms))
        .bind(attempt.excerpt.as_deref())
        .bind(attempt.error.as_deref())
        .execute(&mut *$tx)
        .await?;
        sqlx::query(
            "DELETE FROM webhook_attempts WHERE webhook_id = $1 AND id <= (
                 SELECT id FROM webhook_attempts WHERE webhook_id = $1 ORDER BY id DESC LIMIT 1 OFFSET $2)",
        )
        .bind($id)
        .bind(ATTEMPTS_KEPT)
        .execute(&mut *$tx)
        .await?;
    }};
}

/// The end of a change to one endpoint in transaction `$tx`: false when it touched no row, else
/// `$audit` recorded with it and committed.
macro_rules! done {
    ($tx:expr, $rows:expr, $audit:expr) => {{
        if $rows == 0 {
            return Ok(false);
        }
        if let Some(entry) = $audit {
            $tx.audit(entry).await?;
        }
        $tx.commit().await?;
        Ok(true)
    }};
}

impl Store {
    /// Creates an endpoint whose deliveries start at the log's current end.
    pub async fn create_webhook(&self, new: &NewWebhook<'_>) -> Result<Webhook> {
        let cursor = self.feed_bounds().await?.last;
        let now = Timestamp::now().micros();
        let events = serde_json::to_string(new.events).unwrap_or_else(|_| "[]".into());
        on_both!(self, db => {
            let mut tx = db.write().await?;
            sqlx::query(
                "INSERT INTO webhooks (id, user_id, url, description, events, filters, inbox_id, enabled, secret,
                                       cursor, failures, created_at, updated_at)
                 VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 0, $11, $11)",
            )
            .bind(new.id)
            .bind(new.user_id)
            .bind(new.url)
            .bind(new.description)
            .bind(&events)
            .bind(new.filters.to_string())
            .bind(new.inbox_id)
            .bind(new.enabled)
            .bind(new.secret)
            .bind(cursor)
            .bind(now)
            .execute(&mut *tx)
            .await?;
            if let Some(entry) = new.audit {
                tx.audit(entry).await?;
            }
            tx.commit().await?;
        });
        self.webhook(new.id).await?.ok_or_else(|| crate::StoreError::Conflict("the webhook vanished".into()))
    }

    pub async fn webhook(&self, id: &str) -> Result<Option<Webhook>> {
        let sql = format!("SELECT {COLUMNS} FROM webhooks WHERE id = $1");
        on_both!(self, db => {
            let row = sqlx::query(sqlx::AssertSqlSafe(sql)).bind(id).fetch_optional(&db.pool).await?;
            Ok(row.as_ref().map(webhook_of))
        })
    }

    /// A user's endpoints (`None`: everyone's), oldest first.
    pub async fn webhooks_of(&self, user_id: Option<&str>) -> Result<Vec<Webhook>> {
        let sql = format!("SELECT {COLUMNS} FROM webhooks WHERE ($1 IS NULL OR user_id = $1) ORDER BY created_at, id");
        on_both!(self, db => {
            let rows = sqlx::query(sqlx::AssertSqlSafe(sql)).bind(user_id).fetch_all(&db.pool).await?;
            Ok(rows.iter().map(webhook_of).collect())
        })
    }

    /// Whether an enabled endpoint is the webhook of this inbox (mailsocket's
    /// `webhook_configured`).
    pub async fn inbox_has_webhook(&self, inbox_id: &str) -> Result<bool> {
        on_both!(self, db => {
            let found: Option<String> = sqlx::query_scalar("SELECT id FROM webhooks WHERE inbox_id = $1 AND enabled LIMIT 1")
                .bind(inbox_id)
                .fetch_optional(&db.pool)
                .await?;
            Ok(found.is_some())
        })
    }

    /// Changes an endpoint; false when there is none. Enabling it resumes it from its cursor at
    /// once (the failures and the pause are forgotten).
    pub async fn update_webhook(
        &self,
        id: &str,
        change: &WebhookChange<'_>,
        audit: Option<&AuditEntry>,
    ) -> Result<bool> {
        let events = change.events.map(|e| serde_json::to_string(e).unwrap_or_else(|_| "[]".into()));
        let filters = change.filters.map(Value::to_string);
        let resume = change.enabled == Some(true);
        on_both!(self, db => {
            let mut tx = db.write().await?;
            let changed = sqlx::query(
                "UPDATE webhooks SET url = COALESCE($2, url), description = COALESCE($3, description),
                        events = COALESCE($4, events), filters = COALESCE($5, filters),
                        enabled = COALESCE($6, enabled),
                        paused_reason = CASE WHEN $7 THEN NULL ELSE paused_reason END,
                        failures = CASE WHEN $7 THEN 0 ELSE failures END,
                        failing_since = CASE WHEN $7 THEN NULL ELSE failing_since END,
                        next_attempt_at = CASE WHEN $7 THEN NULL ELSE next_attempt_at END,
                        updated_at = $8
                 WHERE id = $1",
            )
            .bind(id)
            .bind(change.url)
            .bind(change.description)
            .bind(events)
            .bind(filters)
            .bind(change.enabled)
            .bind(resume)
            .bind(Timestamp::now().micros())
            .execute(&mut *tx)
            .await?
            .rows_affected();
            done!(tx, changed, audit)
        })
    }

    /// Deletes an endpoint with its attempts; false when there is none.
    pub async fn delete_webhook(&self, id: &str, audit: Option<&AuditEntry>) -> Result<bool> {
        on_both!(self, db => {
            let mut tx = db.write().await?;
            sqlx::query("DELETE FROM webhook_attempts WHERE webhook_id = $1").bind(id).execute(&mut *tx).await?;
            let gone = sqlx::query("DELETE FROM webhooks WHERE id = $1").bind(id).execute(&mut *tx).await?.rows_affected();
            done!(tx, gone, audit)
        })
    }

    /// A new secret; the one before keeps signing until `previous_until` (`None`: not at all).
    pub async fn rotate_webhook_secret(
        &self,
        id: &str,
        secret: &[u8],
        previous: Option<(&[u8], Timestamp)>,
        audit: Option<&AuditEntry>,
    ) -> Result<bool> {
        on_both!(self, db => {
            let mut tx = db.write().await?;
            let changed = sqlx::query(
                "UPDATE webhooks SET secret = $2, previous_secret = $3, previous_until = $4, updated_at = $5 WHERE id = $1",
            )
            .bind(id)
            .bind(secret)
            .bind(previous.map(|(s, _)| s))
            .bind(previous.map(|(_, until)| until.micros()))
            .bind(Timestamp::now().micros())
            .execute(&mut *tx)
            .await?
            .rows_affected();
            done!(tx, changed, audit)
        })
    }

    /// Moves an endpoint's cursor (a replay from an earlier position); false when there is none.
    pub async fn move_webhook_cursor(&self, id: &str, cursor: i64, audit: Option<&AuditEntry>) -> Result<bool> {
        on_both!(self, db => {
            let mut tx = db.write().await?;
            let changed = sqlx::query("UPDATE webhooks SET cursor = $2, updated_at = $3 WHERE id = $1")
                .bind(id)
                .bind(cursor)
                .bind(Timestamp::now().micros())
                .execute(&mut *tx)
                .await?
                .rows_affected();
            done!(tx, changed, audit)
        })
    }

    /// The endpoints that may post now: enabled, not paused, not waiting for a retry, and not
    /// claimed by a live instance.
    pub async fn due_webhooks(&self, now: Timestamp) -> Result<Vec<String>> {
        on_both!(self, db => {
            let ids: Vec<String> = sqlx::query_scalar(
                "SELECT id FROM webhooks WHERE enabled AND paused_reason IS NULL
                   AND (next_attempt_at IS NULL OR next_attempt_at <= $1)
                   AND (claimed_until IS NULL OR claimed_until < $1)
                 ORDER BY id",
            )
            .bind(now.micros())
            .fetch_all(&db.pool)
            .await?;
            Ok(ids)
        })
    }

    /// Claims an endpoint for `holder` until `until`, if it may post now; the endpoint as it
    /// stands then.
    pub async fn claim_webhook(
        &self,
        id: &str,
        holder: &str,
        now: Timestamp,
        until: Timestamp,
    ) -> Result<Option<Webhook>> {
        let claimed = on_both!(self, db => {
            sqlx::query(
                "UPDATE webhooks SET claimed_by = $2, claimed_until = $4
                 WHERE id = $1 AND enabled AND paused_reason IS NULL
                   AND (next_attempt_at IS NULL OR next_attempt_at <= $3)
                   AND (claimed_until IS NULL OR claimed_until < $3 OR claimed_by = $2)",
            )
            .bind(id)
            .bind(holder)
            .bind(now.micros())
            .bind(until.micros())
            .execute(&db.pool)
            .await?
            .rows_affected()
        });
        if claimed == 0 {
            return Ok(None);
        }
        self.webhook(id).await
    }

    /// Under `holder`'s claim: the endpoint got (or had nothing to get of) everything up to
    /// `seq`; the failures are forgotten, and the claim given back, or held until `keep` (the
    /// holder goes on with the next event). `attempt` is logged. False when the claim was lost
    /// (another instance took over).
    pub async fn webhook_passed(
        &self,
        id: &str,
        holder: &str,
        seq: i64,
        attempt: Option<&Attempt>,
        keep: Option<Timestamp>,
    ) -> Result<bool> {
        on_both!(self, db => {
            let mut tx = db.write().await?;
            let moved = sqlx::query(
                "UPDATE webhooks SET cursor = CASE WHEN cursor < $3 THEN $3 ELSE cursor END, failures = 0,
                        failing_since = NULL, next_attempt_at = NULL, last_error = NULL,
                        claimed_by = CASE WHEN $4 IS NULL THEN NULL ELSE claimed_by END, claimed_until = $4
                 WHERE id = $1 AND claimed_by = $2",
            )
            .bind(id)
            .bind(holder)
            .bind(seq)
            .bind(keep.map(|k| k.micros()))
            .execute(&mut *tx)
            .await?
            .rows_affected();
            if moved == 0 {
                return Ok(false);
            }
            if let Some(attempt) = attempt {
                log_attempt!(tx, id, attempt);
            }
            tx.commit().await?;
            Ok(true)
        })
    }

    /// Under `holder`'s claim: the post failed; the next try is at `retry_at`, or the endpoint is
    /// paused with `pause` as its reason. False when the claim was lost.
    pub async fn webhook_failed(
        &self,
        id: &str,
        holder: &str,
        attempt: &Attempt,
        retry_at: Timestamp,
        pause: Option<&str>,
    ) -> Result<bool> {
        on_both!(self, db => {
            let mut tx = db.write().await?;
            let counted = sqlx::query(
                "UPDATE webhooks SET failures = failures + 1, failing_since = COALESCE(failing_since, $3),
                        next_attempt_at = $4, last_error = $5, paused_reason = COALESCE($6, paused_reason),
                        claimed_by = NULL, claimed_until = NULL
                 WHERE id = $1 AND claimed_by = $2",
            )
            .bind(id)
            .bind(holder)
            .bind(attempt.at.micros())
            .bind(retry_at.micros())
            .bind(attempt.error.as_deref().or(attempt.status.map(|_| "the endpoint did not answer 2xx")))
            .bind(pause)
            .execute(&mut *tx)
            .await?
            .rows_affected();
            if counted == 0 {
                return Ok(false);
            }
            log_attempt!(tx, id, attempt);
            tx.commit().await?;
            Ok(true)
        })
    }

    /// Re-seals every endpoint's signing secrets (and the rotated one still signing) that are not
    /// under the vault's current key, each only if still what was read; how many endpoints.
    pub(crate) async fn reseal_webhooks(&self, vault: &crate::vault::Vault) -> Result<usize> {
        let mut resealed = 0;
        for hook in self.webhooks_of(None).await? {
            let stale = |sealed: &[u8]| !vault.is_current(sealed);
            if !stale(&hook.secret) && hook.previous_secret.as_deref().is_none_or(|p| !stale(p)) {
                continue;
            }
            let again = |sealed: &[u8]| vault.open(&hook.id, sealed).and_then(|s| vault.seal(&hook.id, &s));
            let secret = again(&hook.secret)?;
            let previous = hook.previous_secret.as_deref().map(again).transpose()?;
            let changed = on_both!(self, db => {
                sqlx::query(
                    "UPDATE webhooks SET secret = $2, previous_secret = $3
                     WHERE id = $1 AND secret = $4 AND (previous_secret = $5 OR (previous_secret IS NULL AND $5 IS NULL))",
                )
                .bind(&hook.id)
                .bind(&secret)
                .bind(&previous)
                .bind(&hook.secret)
                .bind(&hook.previous_secret)
                .execute(&db.pool)
                .await?
                .rows_affected()
            });
            resealed += changed as usize;
        }
        Ok(resealed)
    }

    /// Gives back `holder`'s claim of endpoint `id` (it stops posting there: the endpoint was
    /// disabled or paused meanwhile).
    pub async fn release_webhook_claim(&self, id: &str, holder: &str) -> Result<()> {
        on_both!(self, db => {
            sqlx::query("UPDATE webhooks SET claimed_by = NULL, claimed_until = NULL WHERE id = $1 AND claimed_by = $2")
                .bind(id)
                .bind(holder)
                .execute(&db.pool)
                .await?;
        });
        Ok(())
    }

    /// Gives back every claim of `holder` (an instance that stops): another may post at once.
    pub async fn release_webhook_claims(&self, holder: &str) -> Result<u64> {
        on_both!(self, db => {
            let released = sqlx::query("UPDATE webhooks SET claimed_by = NULL, claimed_until = NULL WHERE claimed_by = $1")
                .bind(holder)
                .execute(&db.pool)
                .await?
                .rows_affected();
            Ok(released)
        })
    }

    /// Logs a post outside the cursor (a test, a redelivery).
    pub async fn log_webhook_attempt(&self, id: &str, attempt: &Attempt) -> Result<()> {
        on_both!(self, db => {
            let mut tx = db.write().await?;
            log_attempt!(tx, id, attempt);
            tx.commit().await?;
        });
        Ok(())
    }

    /// An endpoint's attempts, newest first, at most `limit`.
    pub async fn webhook_attempts(&self, id: &str, limit: u32) -> Result<Vec<Attempt>> {
        type Row = (String, Option<i64>, i64, Option<i64>, i64, Option<String>, Option<String>);
        on_both!(self, db => {
            let rows: Vec<Row> = sqlx::query_as(
                "SELECT event_id, seq, at, status, latency_ms, excerpt, error FROM webhook_attempts
                 WHERE webhook_id = $1 ORDER BY id DESC LIMIT $2",
            )
            .bind(id)
            .bind(limit as i64)
            .fetch_all(&db.pool)
            .await?;
            Ok(rows
                .into_iter()
                .map(|(event_id, seq, at, status, latency_ms, excerpt, error)| Attempt {
                    event_id,
                    seq,
                    at: Timestamp(at),
                    status: status.and_then(|s| u16::try_from(s).ok()),
                    latency_ms: latency_ms.clamp(0, u32::MAX as i64) as u32,
                    excerpt,
                    error,
                })
                .collect())
        })
    }
}
