//! Signing in to the web UI (docs/UI.md §3–4): users' password hashes, sessions (found by the
//! SHA-256 of their cookie's secret), one-time setup links, and the failed-sign-in counters the
//! lockout reads. Shared by every instance on one database.

use crate::audit::AuditLog;
use crate::sqlite::direct::{self, Columns};
use crate::users::{TokenOwner, owner_of};
use crate::writes::Writes;
use crate::{AuditEntry, Backend, Result, Store};
use postern_core::Timestamp;
use postern_core::id::{IdKind, new_id};

/// What the sign-in pages need of a user.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UiUser {
    pub id: String,
    pub name: String,
    /// The PHC string of its password; `None`: it cannot sign in to the UI.
    pub password_hash: Option<String>,
    pub disabled: bool,
    /// An administrator requires a second factor of this user.
    pub totp_required: bool,
}

/// A session that is being opened.
#[derive(Debug, Clone)]
pub struct NewSession<'a> {
    pub user_id: &'a str,
    /// SHA-256 of the cookie's secret.
    pub secret_hash: &'a str,
    /// `active`, `second_factor` or `enrol`.
    pub stage: &'a str,
    pub expires_at: Timestamp,
    pub source: Option<&'a str>,
    pub user_agent: Option<&'a str>,
}

/// A live session with its user and rights, as the gate reads it on every request.
#[derive(Debug, Clone)]
pub struct SessionOwner {
    /// `token_id` is the session's id, `expires_at` its absolute expiry.
    pub owner: TokenOwner,
    pub stage: String,
    pub last_seen_at: Timestamp,
}

/// A live session as its person sees it in a list of where they are signed in.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SessionSummary {
    pub id: String,
    /// `active`, or the step a sign-in is at (`second_factor`, `enrol`).
    pub stage: String,
    pub created_at: Timestamp,
    pub last_seen_at: Timestamp,
    /// Its absolute end.
    pub expires_at: Timestamp,
    /// The address it was opened from.
    pub source: Option<String>,
    pub user_agent: Option<String>,
}

/// A setup link that can still be used.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SetupLink {
    pub id: String,
    pub user_id: String,
    pub user_name: String,
    pub expires_at: Timestamp,
    /// Who made it: a user's id, or `host` for the command line.
    pub created_by: String,
}

/// The failed sign-ins counted under one key (`ip:<address>`, `name:<folded name>`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Failures {
    pub failures: i64,
    pub first_at: Timestamp,
    pub locked_until: Option<Timestamp>,
}

/// How one more failure changes what a key counted at a time: the lockout's policy, which the
/// store applies without knowing it.
pub type FailureRule = fn(Option<Failures>, Timestamp) -> Failures;

/// What an attempt counted under one key, so that a right secret can give it back.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Counted {
    pub key: String,
    pub before: Option<Failures>,
    pub after: Failures,
}

/// The outcome of [`Store::sign_in_attempt`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Attempted {
    /// A key is locked until then: nothing was counted, and no secret may be checked.
    Locked(Timestamp),
    /// The attempt was counted as a failure under every key; check the secret now.
    Counted(Vec<Counted>),
}

/// The full sessions one user may have open; a new one ends the oldest past it.
pub const SESSIONS_PER_USER: i64 = 10;
/// The sign-ins one user may have stopped at a second step (a code, an enrolment); a new one
/// ends the oldest of those past it, never a full session.
pub const PENDING_PER_USER: i64 = 5;

/// The live session whose secret hashes to `$1`, not idle since `$2` nor past `$3`.
const SESSION_OWNER_SQLITE: &str =
    "SELECT s.id AS token_id, NULL AS token_grants, NULL AS audience, s.expires_at, s.stage, s.last_seen_at,
        u.id, u.name, u.roles, u.grants, u.disabled, u.totp_required, u.created_at, u.updated_at,
        (SELECT json_group_array(json(r.grants)) FROM roles r
          WHERE r.name IN (SELECT value FROM json_each(u.roles))) AS role_grants
 FROM ui_sessions s JOIN users u ON u.id = s.user_id
 WHERE s.secret_hash = ?1 AND s.revoked_at IS NULL AND s.last_seen_at > ?2 AND s.expires_at > ?3 AND u.disabled = 0";

/// [`SESSION_OWNER_SQLITE`] in PostgreSQL's terms.
const SESSION_OWNER_POSTGRES: &str =
    "SELECT s.id AS token_id, NULL::text AS token_grants, NULL::text AS audience, s.expires_at, s.stage, s.last_seen_at,
        u.id, u.name, u.roles, u.grants, u.disabled, u.totp_required, u.created_at, u.updated_at,
        (SELECT COALESCE(json_agg(r.grants::json), '[]'::json)::text FROM roles r
          WHERE r.name IN (SELECT json_array_elements_text(u.roles::json))) AS role_grants
 FROM ui_sessions s JOIN users u ON u.id = s.user_id
 WHERE s.secret_hash = $1 AND s.revoked_at IS NULL AND s.last_seen_at > $2 AND s.expires_at > $3 AND NOT u.disabled";

fn session_owner_of(row: &impl Columns) -> SessionOwner {
    SessionOwner { owner: owner_of(row), stage: row.value("stage"), last_seen_at: Timestamp(row.value("last_seen_at")) }
}

fn ui_user_of(row: &impl Columns) -> UiUser {
    UiUser {
        id: row.value("id"),
        name: row.value("name"),
        password_hash: row.value("password_hash"),
        disabled: row.value("disabled"),
        totp_required: row.value("totp_required"),
    }
}

/// Inserts `session` in transaction `$tx` (ending the user's oldest past [`SESSIONS_PER_USER`])
/// and evaluates to its id; spelled once for both backends' transactions.
macro_rules! insert_session {
    ($tx:expr, $session:expr, $now:expr) => {{
        let session: &NewSession<'_> = $session;
        let id = new_id(IdKind::Session);
        evict_sessions!($tx, session.user_id, session.stage == "active", "", $now);
        let user_agent: Option<String> = session.user_agent.map(|agent| agent.chars().take(200).collect());
        sqlx::query(
            "INSERT INTO ui_sessions (id, user_id, secret_hash, stage, created_at, last_seen_at, expires_at, source, user_agent)
             VALUES ($1, $2, $3, $4, $5, $5, $6, $7, $8)",
        )
        .bind(&id)
        .bind(session.user_id)
        .bind(session.secret_hash)
        .bind(session.stage)
        .bind($now)
        .bind(session.expires_at.micros())
        .bind(session.source)
        .bind(user_agent)
        .execute(&mut *$tx)
        .await?;
        id
    }};
}

/// Makes room in transaction `$tx` for one more session of `$user_id` (not counting session
/// `$besides`): full sessions (`$full`) past [`SESSIONS_PER_USER`] and sign-ins at a second step
/// past [`PENDING_PER_USER`] are counted apart, and the oldest of the same kind end, so that
/// sign-ins that know only the password never end a full session.
macro_rules! evict_sessions {
    ($tx:expr, $user_id:expr, $full:expr, $besides:expr, $now:expr) => {{
        let (stages, room) =
            if $full { ("stage = 'active'", SESSIONS_PER_USER) } else { ("stage <> 'active'", PENDING_PER_USER) };
        let sql = format!(
            "UPDATE ui_sessions SET revoked_at = $1
             WHERE user_id = $2 AND revoked_at IS NULL AND {stages} AND id <> $4 AND id NOT IN (
               SELECT id FROM ui_sessions WHERE user_id = $2 AND revoked_at IS NULL AND {stages} AND id <> $4
               ORDER BY created_at DESC LIMIT $3)"
        );
        sqlx::query(sqlx::AssertSqlSafe(sql))
            .bind($now)
            .bind($user_id)
            .bind(room - 1)
            .bind($besides)
            .execute(&mut *$tx)
            .await?;
    }};
}

/// Replaces the recovery codes of `$user_id` with `$hashes` in transaction `$tx`.
macro_rules! replace_recovery_codes {
    ($tx:expr, $user_id:expr, $hashes:expr) => {{
        sqlx::query("DELETE FROM ui_recovery_codes WHERE user_id = $1").bind($user_id).execute(&mut *$tx).await?;
        for hash in $hashes {
            sqlx::query("INSERT INTO ui_recovery_codes (user_id, code_hash) VALUES ($1, $2)")
                .bind($user_id)
                .bind(hash)
                .execute(&mut *$tx)
                .await?;
        }
    }};
}

/// What serialises updates of one lockout counter across instances.
const FAILURES_LOCK: &str = "ui_sign_in_failures";

/// What is counted under `$key`, read in transaction `$tx`.
macro_rules! failures_of {
    ($tx:expr, $key:expr) => {{
        let row: Option<(i64, i64, Option<i64>)> =
            sqlx::query_as("SELECT failures, first_at, locked_until FROM ui_sign_in_failures WHERE key = $1")
                .bind($key)
                .fetch_optional(&mut *$tx)
                .await?;
        row.map(|(failures, first_at, locked_until)| Failures {
            failures,
            first_at: Timestamp(first_at),
            locked_until: locked_until.map(Timestamp),
        })
    }};
}

/// Writes `$failures` under `$key` in transaction `$tx`.
macro_rules! put_failures {
    ($tx:expr, $key:expr, $failures:expr) => {{
        let failures: Failures = $failures;
        sqlx::query(
            "INSERT INTO ui_sign_in_failures (key, failures, first_at, locked_until) VALUES ($1, $2, $3, $4)
             ON CONFLICT (key) DO UPDATE SET failures = $2, first_at = $3, locked_until = $4",
        )
        .bind($key)
        .bind(failures.failures)
        .bind(failures.first_at.micros())
        .bind(failures.locked_until.map(Timestamp::micros))
        .execute(&mut *$tx)
        .await?;
    }};
}

impl Store {
    /// The user named `name` (case-insensitively), for signing in.
    pub async fn ui_user_named(&self, name: &str) -> Result<Option<UiUser>> {
        on_both!(self, db => {
            let row = sqlx::query("SELECT id, name, password_hash, disabled, totp_required FROM users WHERE lower(name) = lower($1)")
                .bind(name)
                .fetch_optional(&db.pool)
                .await?;
            Ok(row.as_ref().map(ui_user_of))
        })
    }

    /// The user `id`, for signing in.
    pub async fn ui_user(&self, id: &str) -> Result<Option<UiUser>> {
        on_both!(self, db => {
            let row = sqlx::query("SELECT id, name, password_hash, disabled, totp_required FROM users WHERE id = $1")
                .bind(id)
                .fetch_optional(&db.pool)
                .await?;
            Ok(row.as_ref().map(ui_user_of))
        })
    }

    /// Sets the password of user `id` (a PHC string), ends its sessions but `keep` and clears
    /// its name's lockout (`name_key`). `Ok(false)`: no such user.
    pub async fn set_password(
        &self,
        id: &str,
        hash: &str,
        keep: Option<&str>,
        name_key: &str,
        audit: &AuditEntry,
    ) -> Result<bool> {
        let now = Timestamp::now().micros();
        on_both!(self, db => {
            let mut tx = db.write().await?;
            let done = sqlx::query("UPDATE users SET password_hash = $1, password_set_at = $2 WHERE id = $3")
                .bind(hash)
                .bind(now)
                .bind(id)
                .execute(&mut *tx)
                .await?
                .rows_affected();
            if done == 0 {
                return Ok(false);
            }
            sqlx::query("UPDATE ui_sessions SET revoked_at = $1 WHERE user_id = $2 AND revoked_at IS NULL AND id <> $3")
                .bind(now)
                .bind(id)
                .bind(keep.unwrap_or(""))
                .execute(&mut *tx)
                .await?;
            sqlx::query("DELETE FROM ui_sign_in_failures WHERE key = $1").bind(name_key).execute(&mut *tx).await?;
            tx.audit(audit).await?;
            tx.commit().await?;
            Ok(true)
        })
    }

    /// Stores a setup link for `user_id`, valid until `expires_at`; the user's unused older
    /// links stop working.
    pub async fn create_setup_link(
        &self,
        user_id: &str,
        secret_hash: &str,
        created_by: &str,
        expires_at: Timestamp,
        audit: &AuditEntry,
    ) -> Result<String> {
        let id = new_id(IdKind::SetupLink);
        let now = Timestamp::now().micros();
        on_both!(self, db => {
            let mut tx = db.write().await?;
            sqlx::query("DELETE FROM ui_setup_links WHERE user_id = $1 AND used_at IS NULL")
                .bind(user_id)
                .execute(&mut *tx)
                .await?;
            sqlx::query(
                "INSERT INTO ui_setup_links (id, user_id, secret_hash, created_by, created_at, expires_at)
                 VALUES ($1, $2, $3, $4, $5, $6)",
            )
            .bind(&id)
            .bind(user_id)
            .bind(secret_hash)
            .bind(created_by)
            .bind(now)
            .bind(expires_at.micros())
            .execute(&mut *tx)
            .await?;
            tx.audit(&AuditEntry { target: Some(user_id.to_string()), ..audit.clone() }).await?;
            tx.commit().await?;
        });
        Ok(id)
    }

    /// The unused, unexpired setup link whose secret hashes to `secret_hash`, of an enabled user.
    pub async fn setup_link(&self, secret_hash: &str) -> Result<Option<SetupLink>> {
        let now = Timestamp::now().micros();
        on_both!(self, db => {
            let row: Option<(String, String, String, i64, String)> = sqlx::query_as(
                "SELECT l.id, l.user_id, u.name, l.expires_at, l.created_by FROM ui_setup_links l JOIN users u ON u.id = l.user_id
                 WHERE l.secret_hash = $1 AND l.used_at IS NULL AND l.expires_at > $2 AND NOT u.disabled",
            )
            .bind(secret_hash)
            .bind(now)
            .fetch_optional(&db.pool)
            .await?;
            Ok(row.map(|(id, user_id, user_name, expires_at, created_by)| SetupLink {
                id,
                user_id,
                user_name,
                expires_at: Timestamp(expires_at),
                created_by,
            }))
        })
    }

    /// Uses the setup link whose secret hashes to `secret_hash`: in one transaction, marks it
    /// used, sets its user's password, ends the user's sessions and opens `session`.
    /// `Ok(None)`: the link is unknown, used or expired (of two uses at once, one wins).
    pub async fn use_setup_link(
        &self,
        secret_hash: &str,
        password_hash: &str,
        session: &NewSession<'_>,
        audit: &AuditEntry,
    ) -> Result<Option<String>> {
        let now = Timestamp::now().micros();
        on_both!(self, db => {
            let mut tx = db.write().await?;
            let used = sqlx::query(
                "UPDATE ui_setup_links SET used_at = $1
                 WHERE secret_hash = $2 AND user_id = $3 AND used_at IS NULL AND expires_at > $1",
            )
            .bind(now)
            .bind(secret_hash)
            .bind(session.user_id)
            .execute(&mut *tx)
            .await?
            .rows_affected();
            if used == 0 {
                return Ok(None);
            }
            sqlx::query("UPDATE users SET password_hash = $1, password_set_at = $2 WHERE id = $3")
                .bind(password_hash)
                .bind(now)
                .bind(session.user_id)
                .execute(&mut *tx)
                .await?;
            sqlx::query("UPDATE ui_sessions SET revoked_at = $1 WHERE user_id = $2 AND revoked_at IS NULL")
                .bind(now)
                .bind(session.user_id)
                .execute(&mut *tx)
                .await?;
            let id = insert_session!(tx, session, now);
            tx.audit(&AuditEntry { target: Some(session.user_id.to_string()), ..audit.clone() }).await?;
            tx.commit().await?;
            Ok(Some(id))
        })
    }

    /// Opens a session and returns its id; the user's oldest open sessions past
    /// [`SESSIONS_PER_USER`] end.
    pub async fn open_session(&self, session: &NewSession<'_>, audit: Option<&AuditEntry>) -> Result<String> {
        let now = Timestamp::now().micros();
        on_both!(self, db => {
            let mut tx = db.write().await?;
            let id = insert_session!(tx, session, now);
            if let Some(entry) = audit {
                tx.audit(&AuditEntry { target: Some(id.clone()), ..entry.clone() }).await?;
            }
            tx.commit().await?;
            Ok(id)
        })
    }

    /// The session whose secret hashes to `secret_hash` with its user and rights, if it is
    /// live: not revoked, seen after `idle_since`, not past its absolute expiry, its user
    /// enabled. (On SQLite a read on the calling thread: every UI request asks it.)
    pub async fn session_owner(&self, secret_hash: &str, idle_since: Timestamp) -> Result<Option<SessionOwner>> {
        let now = Timestamp::now().micros();
        Ok(match &self.backend {
            Backend::Sqlite(db) => db.direct.read(|conn| {
                direct::one(conn, SESSION_OWNER_SQLITE, (secret_hash, idle_since.micros(), now), |row| {
                    session_owner_of(row)
                })
            })?,
            Backend::Postgres(db) => sqlx::query(SESSION_OWNER_POSTGRES)
                .bind(secret_hash)
                .bind(idle_since.micros())
                .bind(now)
                .fetch_optional(&db.pool)
                .await?
                .as_ref()
                .map(session_owner_of),
        })
    }

    /// The live sessions of `user_id` (not revoked, seen after `idle_since`, not past their
    /// absolute expiry), the one seen last first.
    pub async fn sessions_of(&self, user_id: &str, idle_since: Timestamp) -> Result<Vec<SessionSummary>> {
        let now = Timestamp::now().micros();
        on_both!(self, db => {
            let rows = sqlx::query(
                "SELECT id, stage, created_at, last_seen_at, expires_at, source, user_agent FROM ui_sessions
                 WHERE user_id = $1 AND revoked_at IS NULL AND last_seen_at > $2 AND expires_at > $3
                 ORDER BY last_seen_at DESC, id",
            )
            .bind(user_id)
            .bind(idle_since.micros())
            .bind(now)
            .fetch_all(&db.pool)
            .await?;
            Ok(rows
                .iter()
                .map(|row| SessionSummary {
                    id: row.value("id"),
                    stage: row.value("stage"),
                    created_at: Timestamp(row.value("created_at")),
                    last_seen_at: Timestamp(row.value("last_seen_at")),
                    expires_at: Timestamp(row.value("expires_at")),
                    source: row.value("source"),
                    user_agent: row.value("user_agent"),
                })
                .collect())
        })
    }

    /// Records that session `id` was used now (its idle expiry starts again).
    pub async fn touch_session(&self, id: &str) -> Result<()> {
        on_both!(self, db => {
            sqlx::query("UPDATE ui_sessions SET last_seen_at = $1 WHERE id = $2")
                .bind(Timestamp::now().micros())
                .bind(id)
                .execute(&db.pool)
                .await?;
        });
        Ok(())
    }

    /// Ends session `id` of `user_id`. `Ok(false)`: that user has no such open session (ended,
    /// past its absolute expiry, or another user's).
    pub async fn end_session(&self, user_id: &str, id: &str, audit: Option<&AuditEntry>) -> Result<bool> {
        let now = Timestamp::now().micros();
        on_both!(self, db => {
            let mut tx = db.write().await?;
            let done = sqlx::query(
                "UPDATE ui_sessions SET revoked_at = $1
                 WHERE id = $2 AND user_id = $3 AND revoked_at IS NULL AND expires_at > $1",
            )
                .bind(now)
                .bind(id)
                .bind(user_id)
                .execute(&mut *tx)
                .await?
                .rows_affected();
            if done == 0 {
                return Ok(false);
            }
            if let Some(entry) = audit {
                tx.audit(entry).await?;
            }
            tx.commit().await?;
            Ok(true)
        })
    }

    /// Changes what is counted under `key`: `next` turns what was counted (`None`: nothing) into
    /// what is counted now. Returns it. Serialised across instances.
    pub async fn update_sign_in_failures(
        &self,
        key: &str,
        next: impl FnOnce(Option<Failures>) -> Failures,
    ) -> Result<Failures> {
        on_both!(self, db => {
            let mut tx = db.write().await?;
            tx.serialise(FAILURES_LOCK).await?;
            let before = failures_of!(tx, key);
            let after = next(before);
            put_failures!(tx, key, after);
            tx.commit().await?;
            Ok(after)
        })
    }

    /// One attempt at a secret under `counters` (a key and how a failure counts there), in one
    /// step serialised across instances: if any key is locked at `now`, nothing is counted and
    /// the answer is [`Attempted::Locked`]; else a failure is counted under every key before the
    /// secret is checked, so that attempts sent at once cannot all be checked before the first
    /// failure counts. A right secret gives its count back ([`Store::update_sign_in_failures`]).
    pub async fn sign_in_attempt(&self, counters: &[(String, FailureRule)], now: Timestamp) -> Result<Attempted> {
        on_both!(self, db => {
            let mut tx = db.write().await?;
            tx.serialise(FAILURES_LOCK).await?;
            let mut counted = Vec::with_capacity(counters.len());
            for (key, _) in counters {
                let before = failures_of!(tx, key.as_str());
                if let Some(until) = before.and_then(|b| b.locked_until).filter(|until| *until > now) {
                    return Ok(Attempted::Locked(until));
                }
                counted.push(before);
            }
            let mut out = Vec::with_capacity(counters.len());
            for ((key, rule), before) in counters.iter().zip(counted) {
                let after = rule(before, now);
                put_failures!(tx, key.as_str(), after);
                out.push(Counted { key: key.clone(), before, after });
            }
            tx.commit().await?;
            Ok(Attempted::Counted(out))
        })
    }

    /// Drops sessions that ended before `before`, setup links that expired before it, and
    /// lockout counters neither locked nor counted since. Returns the rows dropped.
    pub async fn purge_ui_access(&self, before: Timestamp) -> Result<u64> {
        let at = before.micros();
        on_both!(self, db => {
            let mut tx = db.write().await?;
            let mut dropped = 0;
            for sql in [
                "DELETE FROM ui_sessions WHERE expires_at < $1 OR revoked_at < $1",
                "DELETE FROM ui_setup_links WHERE expires_at < $1",
                "DELETE FROM ui_sign_in_failures WHERE first_at < $1 AND (locked_until IS NULL OR locked_until < $1)",
            ] {
                dropped += sqlx::query(sql).bind(at).execute(&mut *tx).await?.rows_affected();
            }
            tx.commit().await?;
            Ok(dropped)
        })
    }
}

/// A user's TOTP device as stored.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TotpRecord {
    /// The secret, sealed by the vault (record id `totp:<user_id>`).
    pub sealed: Vec<u8>,
    /// `None` while the user is enrolling.
    pub confirmed_at: Option<Timestamp>,
    /// The last time step a code was accepted for.
    pub last_step: i64,
}

impl Store {
    /// The TOTP device of `user_id`, confirmed or not.
    pub async fn totp_of(&self, user_id: &str) -> Result<Option<TotpRecord>> {
        on_both!(self, db => {
            let row: Option<(Vec<u8>, Option<i64>, i64)> =
                sqlx::query_as("SELECT sealed, confirmed_at, last_step FROM ui_totp WHERE user_id = $1")
                    .bind(user_id)
                    .fetch_optional(&db.pool)
                    .await?;
            Ok(row.map(|(sealed, confirmed_at, last_step)| TotpRecord { sealed, confirmed_at: confirmed_at.map(Timestamp), last_step }))
        })
    }

    /// Starts an enrolment with a new sealed secret, replacing an unconfirmed one. `Ok(false)`:
    /// the user has a confirmed device (it must be removed first).
    pub async fn start_totp(&self, user_id: &str, sealed: &[u8]) -> Result<bool> {
        on_both!(self, db => {
            let mut tx = db.write().await?;
            sqlx::query("DELETE FROM ui_totp WHERE user_id = $1 AND confirmed_at IS NULL").bind(user_id).execute(&mut *tx).await?;
            let done = sqlx::query(
                "INSERT INTO ui_totp (user_id, sealed, created_at) VALUES ($1, $2, $3) ON CONFLICT (user_id) DO NOTHING",
            )
            .bind(user_id)
            .bind(sealed)
            .bind(Timestamp::now().micros())
            .execute(&mut *tx)
            .await?
            .rows_affected();
            tx.commit().await?;
            Ok(done == 1)
        })
    }

    /// Confirms the enrolment of `user_id` with a code of time step `step`, and replaces its
    /// recovery codes with `recovery_hashes`. `Ok(false)`: no enrolment under way.
    pub async fn confirm_totp(
        &self,
        user_id: &str,
        step: i64,
        recovery_hashes: &[String],
        audit: &AuditEntry,
    ) -> Result<bool> {
        let now = Timestamp::now().micros();
        on_both!(self, db => {
            let mut tx = db.write().await?;
            let done = sqlx::query(
                "UPDATE ui_totp SET confirmed_at = $1, last_step = $2 WHERE user_id = $3 AND confirmed_at IS NULL",
            )
            .bind(now)
            .bind(step)
            .bind(user_id)
            .execute(&mut *tx)
            .await?
            .rows_affected();
            if done == 0 {
                return Ok(false);
            }
            replace_recovery_codes!(tx, user_id, recovery_hashes);
            tx.audit(&AuditEntry { target: Some(user_id.to_string()), ..audit.clone() }).await?;
            tx.commit().await?;
            Ok(true)
        })
    }

    /// Uses time step `step` of `user_id`'s confirmed device: `Ok(false)` when it (or a later
    /// one) was used already, so a code works once.
    pub async fn use_totp_step(&self, user_id: &str, step: i64) -> Result<bool> {
        on_both!(self, db => {
            let done = sqlx::query(
                "UPDATE ui_totp SET last_step = $2 WHERE user_id = $1 AND confirmed_at IS NOT NULL AND last_step < $2",
            )
            .bind(user_id)
            .bind(step)
            .execute(&db.pool)
            .await?
            .rows_affected();
            Ok(done == 1)
        })
    }

    /// Uses the recovery code of `user_id` whose hash is `code_hash`, once.
    pub async fn use_recovery_code(&self, user_id: &str, code_hash: &str) -> Result<bool> {
        on_both!(self, db => {
            let done = sqlx::query(
                "UPDATE ui_recovery_codes SET used_at = $3 WHERE user_id = $1 AND code_hash = $2 AND used_at IS NULL",
            )
            .bind(user_id)
            .bind(code_hash)
            .bind(Timestamp::now().micros())
            .execute(&db.pool)
            .await?
            .rows_affected();
            Ok(done == 1)
        })
    }

    /// How many unused recovery codes `user_id` has.
    pub async fn recovery_codes_left(&self, user_id: &str) -> Result<i64> {
        on_both!(self, db => {
            Ok(sqlx::query_scalar("SELECT COUNT(*) FROM ui_recovery_codes WHERE user_id = $1 AND used_at IS NULL")
                .bind(user_id)
                .fetch_one(&db.pool)
                .await?)
        })
    }

    /// Replaces the recovery codes of `user_id` (which has a confirmed device).
    pub async fn renew_recovery_codes(
        &self,
        user_id: &str,
        recovery_hashes: &[String],
        audit: &AuditEntry,
    ) -> Result<()> {
        on_both!(self, db => {
            let mut tx = db.write().await?;
            replace_recovery_codes!(tx, user_id, recovery_hashes);
            tx.audit(&AuditEntry { target: Some(user_id.to_string()), ..audit.clone() }).await?;
            tx.commit().await?;
        });
        Ok(())
    }

    /// Removes the second factor of `user_id`: its device and recovery codes. `Ok(false)`: none.
    pub async fn remove_totp(&self, user_id: &str, audit: &AuditEntry) -> Result<bool> {
        on_both!(self, db => {
            let mut tx = db.write().await?;
            let done = sqlx::query("DELETE FROM ui_totp WHERE user_id = $1").bind(user_id).execute(&mut *tx).await?.rows_affected();
            sqlx::query("DELETE FROM ui_recovery_codes WHERE user_id = $1").bind(user_id).execute(&mut *tx).await?;
            if done > 0 {
                tx.audit(&AuditEntry { target: Some(user_id.to_string()), ..audit.clone() }).await?;
            }
            tx.commit().await?;
            Ok(done > 0)
        })
    }

    /// Moves session `id` from stage `from` to `active` under a new secret (no session id a
    /// browser held before the second factor works after it), with a new absolute expiry.
    pub async fn promote_session(
        &self,
        id: &str,
        from: &str,
        secret_hash: &str,
        expires_at: Timestamp,
        audit: &AuditEntry,
    ) -> Result<bool> {
        on_both!(self, db => {
            let mut tx = db.write().await?;
            let now = Timestamp::now().micros();
            let user_id: Option<String> = sqlx::query_scalar(
                "UPDATE ui_sessions SET stage = 'active', secret_hash = $3, expires_at = $4, last_seen_at = $5
                 WHERE id = $1 AND stage = $2 AND revoked_at IS NULL RETURNING user_id",
            )
            .bind(id)
            .bind(from)
            .bind(secret_hash)
            .bind(expires_at.micros())
            .bind(now)
            .fetch_optional(&mut *tx)
            .await?;
            let Some(user_id) = user_id else { return Ok(false) };
            evict_sessions!(tx, &user_id, true, id, now);
            tx.audit(&AuditEntry { target: Some(id.to_string()), token_id: Some(id.to_string()), ..audit.clone() }).await?;
            tx.commit().await?;
            Ok(true)
        })
    }

    /// Counts one try of a code at session `id`'s second step before the code is checked, if
    /// it has had fewer than `most`: the tries so far with this one, `None` when it has had
    /// them all (or is gone).
    pub async fn session_try(&self, id: &str, most: i64) -> Result<Option<i64>> {
        on_both!(self, db => {
            Ok(sqlx::query_scalar("UPDATE ui_sessions SET tries = tries + 1 WHERE id = $1 AND tries < $2 RETURNING tries")
                .bind(id)
                .bind(most)
                .fetch_optional(&db.pool)
                .await?)
        })
    }

    /// Re-seals under the vault's current key the TOTP secrets an older key sealed.
    pub(crate) async fn reseal_totp(&self, vault: &crate::vault::Vault) -> Result<usize> {
        let all: Vec<(String, Vec<u8>)> = on_both!(self, db => {
            sqlx::query_as("SELECT user_id, sealed FROM ui_totp").fetch_all(&db.pool).await?
        });
        let mut resealed = 0;
        for (user_id, sealed) in all.into_iter().filter(|(_, sealed)| !vault.is_current(sealed)) {
            let record = format!("totp:{user_id}");
            let again = vault.seal(&record, &vault.open(&record, &sealed)?)?;
            let changed = on_both!(self, db => {
                sqlx::query("UPDATE ui_totp SET sealed = $1 WHERE user_id = $2 AND sealed = $3")
                    .bind(&again)
                    .bind(&user_id)
                    .bind(&sealed)
                    .execute(&db.pool)
                    .await?
                    .rows_affected()
            });
            resealed += changed as usize;
        }
        Ok(resealed)
    }
}
