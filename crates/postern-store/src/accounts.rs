//! Connected accounts: their settings, sealed credentials, status and sync progress.

use crate::audit::AuditLog;
use crate::ingest::EventOf;
use crate::sqlite::direct::{self, Columns};
use crate::vault::Vault;
use crate::writes::Writes;
use crate::{Backend, Result, Store, StoreError};
use postern_core::Timestamp;
use postern_core::model::{Account, AccountStatus, ProviderKind, SyncProgress};
use postern_core::senders::SenderLists;
use sqlx::Row;

/// What a new account is made of. The id is chosen by the caller because the credentials are
/// sealed with it as associated data before the row exists.
#[derive(Debug, Clone)]
pub struct NewAccount<'a> {
    pub id: &'a str,
    pub user_id: &'a str,
    pub email: &'a str,
    pub provider: ProviderKind,
    pub settings: &'a serde_json::Value,
    pub sealed_credentials: &'a [u8],
    pub capabilities: &'a [String],
    /// The act, for the audit (written in the same transaction).
    pub audit: Option<&'a crate::AuditEntry>,
}

/// An account with its sealed credentials (only the server's sync and verify paths open them).
#[derive(Debug, Clone)]
pub struct AccountRecord {
    pub account: Account,
    pub sealed_credentials: Vec<u8>,
}

macro_rules! account_columns {
    () => {
        "id, user_id, email, provider, settings_json, credentials, status, status_reason, capabilities_json, sync_json, body_index, created_at, updated_at, senders_json"
    };
}

/// The account of a row; `None` for one of a provider this build does not know (written by a
/// newer one), which is left alone rather than misread.
fn account_from_row(r: &impl Columns) -> Option<AccountRecord> {
    let name: String = r.value("provider");
    let Some(provider) = ProviderKind::parse(&name) else {
        let id: String = r.value("id");
        tracing::warn!(account = %id, provider = %name, "an account of a provider this build does not know is left alone");
        return None;
    };
    Some(AccountRecord {
        account: Account {
            id: r.value("id"),
            email: r.value("email"),
            provider,
            settings: serde_json::from_str(&r.value::<String>("settings_json")).unwrap_or_default(),
            // A status this build does not know (written by a newer one) shows as a failure.
            status: AccountStatus::parse(&r.value::<String>("status")).unwrap_or(AccountStatus::Error),
            status_reason: r.value("status_reason"),
            capabilities: serde_json::from_str(&r.value::<String>("capabilities_json")).unwrap_or_default(),
            supports: Vec::new(),
            sync: SyncProgress {
                bodies: r.value("body_index"),
                ..serde_json::from_str(&r.value::<String>("sync_json")).unwrap_or_default()
            },
            created_at: Timestamp(r.value("created_at")),
            updated_at: Timestamp(r.value("updated_at")),
            senders: crate::ingest::senders_of(r.value("senders_json")),
            user_id: r.value("user_id"),
        },
        sealed_credentials: r.value("credentials"),
    })
}

/// Messages (and subjects) of a deleted account removed per transaction (see
/// [`Store::delete_account`]).
const DELETE_CHUNK: i64 = 2000;

impl Store {
    /// Stores a new, verified account (status `connected`) and records `account.created`.
    pub async fn create_account(&self, new: NewAccount<'_>) -> Result<Account> {
        let now = Timestamp::now();
        let sync = SyncProgress { state: "pending".into(), ..SyncProgress::default() };
        on_both!(self, db => {
            let mut tx = db.write().await?;
            sqlx::query(
                "INSERT INTO accounts (id, user_id, email, provider, settings_json, credentials, status, capabilities_json, sync_json, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $6, 'connected', $7, $8, $9, $10)",
            )
            .bind(new.id)
            .bind(new.user_id)
            .bind(new.email)
            .bind(new.provider.as_str())
            .bind(new.settings.to_string())
            .bind(new.sealed_credentials)
            .bind(serde_json::to_string(new.capabilities).unwrap_or_else(|_| "[]".into()))
            .bind(serde_json::to_string(&sync).unwrap_or_else(|_| "{}".into()))
            .bind(now.micros())
            .bind(now.micros())
            .execute(&mut *tx)
            .await?;
            tx.event("account.created", new.user_id, of_account(new.id), now).await?;
            if let Some(entry) = new.audit {
                tx.audit(entry).await?;
            }
            tx.commit().await?;
        });
        self.layout_changed();
        Ok(Account {
            id: new.id.to_string(),
            email: new.email.to_string(),
            provider: new.provider,
            settings: new.settings.clone(),
            status: AccountStatus::Connected,
            status_reason: None,
            capabilities: new.capabilities.to_vec(),
            supports: Vec::new(),
            sync,
            created_at: now,
            updated_at: now,
            senders: SenderLists::default(),
            user_id: new.user_id.to_string(),
        })
    }

    /// Replaces the account's sender lists; false when there is no such account.
    pub async fn set_account_senders(&self, id: &str, lists: &SenderLists) -> Result<bool> {
        let now = Timestamp::now();
        on_both!(self, db => {
            let mut tx = db.write().await?;
            let user: Option<String> = sqlx::query_scalar(
                "UPDATE accounts SET senders_json = $1, updated_at = $2 WHERE id = $3 RETURNING user_id",
            )
            .bind((!lists.is_empty()).then(|| serde_json::to_string(lists).unwrap_or_default()))
            .bind(now.micros())
            .bind(id)
            .fetch_optional(&mut *tx)
            .await?;
            let Some(user) = user else { return Ok(false) };
            tx.event("account.updated", &user, of_account(id), now).await?;
            tx.commit().await?;
        });
        Ok(true)
    }

    /// The account with this id, whoever owns it (the caller authorizes). On SQLite a read on
    /// the calling thread: requests ask it for every account they touch.
    pub async fn account(&self, id: &str) -> Result<Option<AccountRecord>> {
        const SQL: &str = concat!("SELECT ", account_columns!(), " FROM accounts WHERE id = $1");
        match &self.backend {
            Backend::Sqlite(db) => {
                db.direct.read(|conn| direct::one(conn, SQL, [id], |r| account_from_row(r)).map(Option::flatten))
            }
            Backend::Postgres(db) => {
                Ok(sqlx::query(SQL).bind(id).fetch_optional(&db.pool).await?.as_ref().and_then(account_from_row))
            }
        }
    }

    /// A user's accounts, oldest first.
    pub async fn accounts_of(&self, user_id: &str) -> Result<Vec<Account>> {
        on_both!(self, db => {
            let rows = sqlx::query(concat!("SELECT ", account_columns!(), " FROM accounts WHERE user_id = $1 ORDER BY seq"))
                .bind(user_id)
                .fetch_all(&db.pool)
                .await?;
            Ok(rows.iter().filter_map(|r| account_from_row(r).map(|r| r.account)).collect())
        })
    }

    /// Every account, oldest first (on SQLite a read on the calling thread: lists over all
    /// accounts ask for them on every request).
    pub async fn all_accounts(&self) -> Result<Vec<AccountRecord>> {
        const SQL: &str = concat!("SELECT ", account_columns!(), " FROM accounts ORDER BY seq");
        match &self.backend {
            Backend::Sqlite(db) => db
                .direct
                .read(|conn| Ok(direct::all(conn, SQL, [], |r| account_from_row(r))?.into_iter().flatten().collect())),
            Backend::Postgres(db) => {
                Ok(sqlx::query(SQL).fetch_all(&db.pool).await?.iter().filter_map(account_from_row).collect())
            }
        }
    }

    /// The ids of every account, oldest first: what an instance that looks for accounts other
    /// instances added needs (not their sealed credentials).
    pub async fn account_ids(&self) -> Result<Vec<String>> {
        on_both!(self, db => Ok(sqlx::query_scalar("SELECT id FROM accounts ORDER BY seq").fetch_all(&db.pool).await?))
    }

    /// The accounts of an address (any user's, any provider's; the case of the address aside),
    /// oldest first: whose mailbox a provider's push names, which account a sign-in signs in
    /// again.
    pub async fn accounts_at(&self, email: &str) -> Result<Vec<AccountRecord>> {
        on_both!(self, db => {
            let rows = sqlx::query(concat!(
                "SELECT ", account_columns!(), " FROM accounts WHERE lower(email) = lower($1) ORDER BY seq"
            ))
            .bind(email)
            .fetch_all(&db.pool)
            .await?;
            Ok(rows.iter().filter_map(account_from_row).collect())
        })
    }

    /// Replaces the settings and credentials of an account (already verified by the caller) and
    /// records `account.updated` (and `account.connected` when it was refused or failing).
    pub async fn update_account(
        &self,
        id: &str,
        settings: &serde_json::Value,
        sealed_credentials: &[u8],
        capabilities: &[String],
        audit: Option<&crate::AuditEntry>,
    ) -> Result<bool> {
        let now = Timestamp::now();
        on_both!(self, db => {
            let mut tx = db.write().await?;
            let before: Option<String> = sqlx::query_scalar(if self.backend.is_postgres() {
                "SELECT status FROM accounts WHERE id = $1 FOR UPDATE"
            } else {
                "SELECT status FROM accounts WHERE id = $1"
            })
            .bind(id)
            .fetch_optional(&mut *tx)
            .await?;
            let row = sqlx::query(
                "UPDATE accounts SET settings_json = $1, credentials = $2, capabilities_json = $3, status = 'connected', status_reason = NULL, updated_at = $4 WHERE id = $5 RETURNING user_id",
            )
            .bind(settings.to_string())
            .bind(sealed_credentials)
            .bind(serde_json::to_string(capabilities).unwrap_or_else(|_| "[]".into()))
            .bind(now.micros())
            .bind(id)
            .fetch_optional(&mut *tx)
            .await?;
            let Some(row) = row else { return Ok(false) };
            tx.event("account.updated", row.get("user_id"), of_account(id), now).await?;
            // New credentials that work end a refusal or a failure, as a sync that connects again does.
            if let Some(old) = before
                && let Some(kind) = status_event(&old, AccountStatus::Connected)
            {
                let detail = serde_json::json!({ "status": "connected", "previous_status": old }).to_string();
                tx.event(kind, row.get("user_id"), EventOf { detail: Some(&detail), ..of_account(id) }, now).await?;
            }
            if let Some(entry) = audit {
                tx.audit(entry).await?;
            }
            tx.commit().await?;
        });
        Ok(true)
    }

    /// Re-seals an account's credentials (key rotation), only if they are still `old`.
    pub async fn reseal_account(&self, id: &str, old: &[u8], new: &[u8]) -> Result<bool> {
        on_both!(self, db => {
            let done = sqlx::query("UPDATE accounts SET credentials = $1 WHERE id = $2 AND credentials = $3")
                .bind(new)
                .bind(id)
                .bind(old)
                .execute(&db.pool)
                .await?;
            Ok(done.rows_affected() == 1)
        })
    }

    /// Re-seals under the vault's current key every credential an older key sealed (a key
    /// rotation), and then the webhook endpoints' signing secrets and the web UI's TOTP secrets. A credential changed
    /// meanwhile is re-read and sealed again. Returns how many records.
    pub async fn reseal_all(&self, vault: &Vault) -> Result<usize> {
        let mut resealed = 0;
        for _ in 0..5 {
            let pending: Vec<AccountRecord> =
                self.all_accounts().await?.into_iter().filter(|r| !vault.is_current(&r.sealed_credentials)).collect();
            if pending.is_empty() {
                return Ok(resealed + self.reseal_webhooks(vault).await? + self.reseal_totp(vault).await?);
            }
            for record in pending {
                let id = &record.account.id;
                let secret = vault.open(id, &record.sealed_credentials)?;
                let sealed = vault.seal(id, &secret)?;
                if self.reseal_account(id, &record.sealed_credentials, &sealed).await? {
                    resealed += 1;
                }
            }
        }
        Err(StoreError::Conflict("credentials kept changing during the rotation".into()))
    }

    /// Records what the last connection attempt found; `capabilities` only when known.
    pub async fn set_account_status(
        &self,
        id: &str,
        status: AccountStatus,
        reason: Option<&str>,
        capabilities: Option<&[String]>,
    ) -> Result<()> {
        let capabilities = capabilities.map(|c| serde_json::to_string(c).unwrap_or_else(|_| "[]".into()));
        let now = Timestamp::now();
        on_both!(self, db => {
            let mut tx = db.write().await?;
            let before: Option<(String, String)> = sqlx::query_as(if self.backend.is_postgres() {
                "SELECT user_id, status FROM accounts WHERE id = $1 FOR UPDATE"
            } else {
                "SELECT user_id, status FROM accounts WHERE id = $1"
            })
            .bind(id)
            .fetch_optional(&mut *tx)
            .await?;
            sqlx::query(
                "UPDATE accounts SET status = $1, status_reason = $2, capabilities_json = COALESCE($3, capabilities_json), updated_at = $4 WHERE id = $5",
            )
            .bind(status.as_str())
            .bind(reason)
            .bind(capabilities)
            .bind(now.micros())
            .bind(id)
            .execute(&mut *tx)
            .await?;
            // A change of status is an event (the first refusal or error, not each retry's):
            // whoever follows the account learns it needs a new sign-in, fails, or works again.
            if let Some((user_id, old)) = before
                && let Some(kind) = status_event(&old, status)
            {
                let detail = serde_json::json!({ "status": status, "reason": reason, "previous_status": old }).to_string();
                tx.event(kind, &user_id, EventOf { detail: Some(&detail), ..of_account(id) }, now).await?;
            }
            tx.commit().await?;
        });
        Ok(())
    }

    /// Records the sync's progress.
    pub async fn set_sync_progress(&self, id: &str, progress: &SyncProgress) -> Result<()> {
        on_both!(self, db => {
            sqlx::query("UPDATE accounts SET sync_json = $1 WHERE id = $2")
                .bind(serde_json::to_string(progress).unwrap_or_else(|_| "{}".into()))
                .bind(id)
                .execute(&db.pool)
                .await?;
        });
        Ok(())
    }

    /// Records the state of the account's body index (see [`SyncProgress::bodies`]).
    pub async fn set_body_index(&self, id: &str, state: &str) -> Result<()> {
        on_both!(self, db => {
            sqlx::query("UPDATE accounts SET body_index = $1 WHERE id = $2").bind(state).bind(id).execute(&db.pool).await?;
        });
        Ok(())
    }

    /// The events of an account in log order: (kind, message id).
    pub async fn account_events(&self, account_id: &str) -> Result<Vec<(String, Option<String>)>> {
        self.settle_log().await?;
        on_both!(self, db => Ok(sqlx::query_as("SELECT kind, message_id FROM events WHERE account_id = $1 ORDER BY seq")
            .bind(account_id)
            .fetch_all(&db.pool)
            .await?))
    }

    /// Deletes an account with its credentials, folders, index and events; records
    /// `account.deleted` (the one trace left). False if there was no such account.
    ///
    /// The index goes first, [`DELETE_CHUNK`] messages and subjects per transaction, each after
    /// the deliveries waiting for the write lock ([`crate::sqlite::turns`]): one transaction for
    /// 100,000 messages held SQLite's lock for 1.4 s (5.3 s once their text was indexed), and
    /// SMTP ingest and every sync waited. Until the last transaction the account is there with
    /// fewer messages; its folders count as never indexed before the first message goes, so a
    /// deletion cut short leaves an account that indexes itself again.
    pub async fn delete_account(&self, id: &str, audit: Option<&crate::AuditEntry>) -> Result<bool> {
        on_both!(self, db => {
            let mut tx = db.background_write().await?;
            if self.backend.is_postgres() {
                // The sync's lease goes first (after its writes under way commit): from here on
                // every write of the sync fails its fence instead of taking rows the chunks below
                // delete, which deadlocked.
                sqlx::query("DELETE FROM sync_leases WHERE account_id = $1").bind(id).execute(&mut *tx).await?;
            }
            sqlx::query("UPDATE folders SET cursor = NULL WHERE account_id = $1").bind(id).execute(&mut *tx).await?;
            sqlx::query("UPDATE accounts SET cursor = NULL WHERE id = $1").bind(id).execute(&mut *tx).await?;
            tx.commit().await?;
            loop {
                let mut tx = db.background_write().await?;
                let messages = sqlx::query(
                    "DELETE FROM account_messages WHERE seq IN (SELECT seq FROM account_messages WHERE account_id = $1 LIMIT $2)",
                )
                .bind(id)
                .bind(DELETE_CHUNK)
                .execute(&mut *tx)
                .await?
                .rows_affected();
                let subjects = sqlx::query(
                    "DELETE FROM thread_subjects WHERE account_id = $1
                     AND subject_key IN (SELECT subject_key FROM thread_subjects WHERE account_id = $1 LIMIT $2)",
                )
                .bind(id)
                .bind(DELETE_CHUNK)
                .execute(&mut *tx)
                .await?
                .rows_affected();
                tx.commit().await?;
                if messages.max(subjects) < DELETE_CHUNK as u64 {
                    break;
                }
            }
            let now = Timestamp::now();
            let mut tx = db.write().await?;
            let row = sqlx::query("DELETE FROM accounts WHERE id = $1 RETURNING user_id")
                .bind(id)
                .fetch_optional(&mut *tx)
                .await?;
            let Some(row) = row else { return Ok(false) };
            sqlx::query("DELETE FROM events WHERE account_id = $1").bind(id).execute(&mut *tx).await?;
            if self.backend.is_postgres() {
                // And those not yet moved into the log.
                sqlx::query("DELETE FROM event_queue WHERE account_id = $1").bind(id).execute(&mut *tx).await?;
            }
            tx.event("account.deleted", row.get("user_id"), of_account(id), now).await?;
            if let Some(entry) = audit {
                tx.audit(entry).await?;
            }
            tx.commit().await?;
        });
        self.layout_changed();
        Ok(true)
    }
}

/// What an account-level event is about.
/// The event a change of an account's status from `old` to `new` is, if any: a refused sign-in,
/// a failure (`unreachable` or `error`; not `throttled`, a provider's request to slow down), or
/// connecting again after either (not the first connection: `account.created` said that).
fn status_event(old: &str, new: AccountStatus) -> Option<&'static str> {
    let old = AccountStatus::parse(old).unwrap_or(AccountStatus::Error);
    match new {
        AccountStatus::NeedsReauth if old != new => Some("account.needs_reauth"),
        _ if new.failing() && !old.failing() => Some("account.error"),
        AccountStatus::Connected if old.failing() || old == AccountStatus::NeedsReauth => Some("account.connected"),
        _ => None,
    }
}

fn of_account(account_id: &str) -> EventOf<'_> {
    EventOf { account: Some(account_id), ..EventOf::default() }
}
