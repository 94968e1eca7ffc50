//! Postern as an OAuth 2.1 authorization server for remote MCP clients (docs/MCP_OAUTH.md):
//! the clients it knows, authorizations from request to consent to code, and the refresh tokens
//! of the tokens issued. Secrets (codes, refresh tokens, the browser's binding) are kept only as
//! their SHA-256. An access token is a row of `tokens`; refreshing it replaces its secret, so a
//! person sees one token per consent and revoking it ends the consent.

use crate::audit::AuditLog;
use crate::sqlite::direct::Columns;
use crate::writes::Writes;
use crate::{AuditEntry, Result, Store};
use postern_core::Timestamp;
use postern_core::oauth::Client;
use postern_core::rights::Grant;

/// How long a spent refresh token is kept to catch its reuse: 30 days.
const SPENT_KEPT_MICROS: i64 = 30 * 86_400_000_000;

/// How a client came to be known.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ClientKind {
    /// Dynamic Client Registration (RFC 7591).
    Registered,
    /// A Client ID Metadata Document, cached.
    Document,
}

impl ClientKind {
    fn as_str(self) -> &'static str {
        match self {
            ClientKind::Registered => "registered",
            ClientKind::Document => "document",
        }
    }
}

/// A client as stored.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OAuthClientRecord {
    pub client_id: String,
    pub kind: ClientKind,
    pub client: Client,
    /// For a document: until when the copy kept may be used without fetching it again.
    pub fresh_until: Option<Timestamp>,
}

/// Why a registration was refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RegistrationLimit {
    /// The client address registered its most within the hour.
    FromSource,
    /// The installation holds its most registrations.
    Total,
}

/// A new authorization request, before consent.
#[derive(Debug, Clone)]
pub struct NewAuthorization<'a> {
    pub id: &'a str,
    pub client_id: &'a str,
    pub redirect_uri: &'a str,
    pub state: &'a str,
    pub code_challenge: &'a str,
    pub scope: &'a str,
    pub resource: &'a str,
    pub browser_hash: &'a str,
    pub expires_at: Timestamp,
}

/// An authorization as stored.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Authorization {
    pub id: String,
    pub client_id: String,
    pub redirect_uri: String,
    pub state: String,
    pub code_challenge: String,
    pub scope: String,
    pub resource: String,
    pub browser_hash: String,
    pub expires_at: Timestamp,
    /// Who consented, and to what (JSON of `postern_core::oauth::Consent`), once they have.
    pub user_id: Option<String>,
    pub consent_json: Option<String>,
    pub code_expires_at: Option<Timestamp>,
    /// The token its code was exchanged for, and when.
    pub token_id: Option<String>,
    pub used_at: Option<Timestamp>,
}

fn authorization_of(row: &impl Columns) -> Authorization {
    Authorization {
        id: row.value("id"),
        client_id: row.value("client_id"),
        redirect_uri: row.value("redirect_uri"),
        state: row.value("state"),
        code_challenge: row.value("code_challenge"),
        scope: row.value("scope"),
        resource: row.value("resource"),
        browser_hash: row.value("browser_hash"),
        expires_at: Timestamp(row.value("expires_at")),
        user_id: row.value("user_id"),
        consent_json: row.value("consent_json"),
        code_expires_at: row.value::<Option<i64>>("code_expires_at").map(Timestamp),
        token_id: row.value("token_id"),
        used_at: row.value::<Option<i64>>("used_at").map(Timestamp),
    }
}

/// What a consented code is exchanged for: a token of the person, narrowed, and its first
/// refresh token.
#[derive(Debug, Clone)]
pub struct Issue<'a> {
    pub token_id: &'a str,
    pub name: &'a str,
    pub access_hash: &'a str,
    pub refresh_hash: &'a str,
    pub grants: &'a [Grant],
    pub expires_at: Timestamp,
    pub consent_ends_at: Timestamp,
    pub audit: &'a AuditEntry,
}

/// What presenting a refresh token came to.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Refreshed {
    /// The token has a new secret, expiring then; the refresh token given is used up.
    Rotated { expires_at: Timestamp },
    /// The refresh token was used before: its token is revoked (OAuth 2.1 §4.3.1).
    Reused,
    /// Unknown, of another client, or its token revoked, ended or its user disabled.
    Invalid,
}

/// A refresh to make: the new secrets and the access token's new end.
#[derive(Debug, Clone)]
pub struct Rotation<'a> {
    pub refresh_hash: &'a str,
    pub client_id: &'a str,
    /// The resource the client names (RFC 8707); it must be the token's audience.
    pub resource: Option<&'a str>,
    pub new_access_hash: &'a str,
    pub new_refresh_hash: &'a str,
    /// How long an access token lives; never past the consent's end.
    pub access_life: std::time::Duration,
    pub source: Option<&'a str>,
}

impl Store {
    /// A client by its id.
    pub async fn oauth_client(&self, client_id: &str) -> Result<Option<OAuthClientRecord>> {
        on_both!(self, db => {
            let row = sqlx::query("SELECT * FROM oauth_clients WHERE client_id = $1")
                .bind(client_id)
                .fetch_optional(&db.pool)
                .await?;
            Ok(row.as_ref().and_then(|row| {
                let client = serde_json::from_str(&row.value::<String>("client_json")).ok()?;
                let kind = match row.value::<String>("kind").as_str() {
                    "document" => ClientKind::Document,
                    _ => ClientKind::Registered,
                };
                Some(OAuthClientRecord {
                    client_id: row.value("client_id"),
                    kind,
                    client,
                    fresh_until: row.value::<Option<i64>>("fresh_until").map(Timestamp),
                })
            }))
        })
    }

    /// Stores a registered client unless `source` registered `per_source` within the hour or
    /// the installation holds `total` registrations.
    pub async fn register_oauth_client(
        &self,
        client_id: &str,
        client: &Client,
        source: &str,
        per_source: i64,
        total: i64,
    ) -> Result<std::result::Result<(), RegistrationLimit>> {
        let now = Timestamp::now().micros();
        on_both!(self, db => {
            let mut tx = db.write().await?;
            tx.serialise("oauth_registrations").await?;
            let recent: i64 = sqlx::query_scalar(
                "SELECT COUNT(*) FROM oauth_clients WHERE registered_by = $1 AND created_at > $2",
            )
            .bind(source)
            .bind(now - 3_600_000_000)
            .fetch_one(&mut *tx)
            .await?;
            if recent >= per_source {
                return Ok(Err(RegistrationLimit::FromSource));
            }
            let all: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM oauth_clients WHERE kind = 'registered'")
                .fetch_one(&mut *tx)
                .await?;
            if all >= total {
                return Ok(Err(RegistrationLimit::Total));
            }
            sqlx::query(
                "INSERT INTO oauth_clients (client_id, kind, client_json, registered_by, created_at) VALUES ($1, $2, $3, $4, $5)",
            )
            .bind(client_id)
            .bind(ClientKind::Registered.as_str())
            .bind(serde_json::to_string(client).unwrap_or_default())
            .bind(source)
            .bind(now)
            .execute(&mut *tx)
            .await?;
            tx.commit().await?;
            Ok(Ok(()))
        })
    }

    /// Keeps a client's metadata document as read, until `fresh_until`.
    pub async fn keep_client_document(&self, client_id: &str, client: &Client, fresh_until: Timestamp) -> Result<()> {
        let json = serde_json::to_string(client).unwrap_or_default();
        on_both!(self, db => {
            sqlx::query(
                "INSERT INTO oauth_clients (client_id, kind, client_json, created_at, fresh_until) VALUES ($1, $2, $3, $4, $5)
                 ON CONFLICT (client_id) DO UPDATE SET client_json = excluded.client_json, fresh_until = excluded.fresh_until
                 WHERE oauth_clients.kind = 'document'",
            )
            .bind(client_id)
            .bind(ClientKind::Document.as_str())
            .bind(json)
            .bind(Timestamp::now().micros())
            .bind(fresh_until.micros())
            .execute(&db.pool)
            .await?;
        });
        Ok(())
    }

    /// Stores an authorization waiting for consent, unless `most` are waiting already; forgets
    /// those that ended a day ago.
    pub async fn add_authorization(&self, new: &NewAuthorization<'_>, most: i64) -> Result<bool> {
        let now = Timestamp::now().micros();
        on_both!(self, db => {
            let mut tx = db.write().await?;
            sqlx::query("DELETE FROM oauth_requests WHERE expires_at < $1")
                .bind(now - 86_400_000_000)
                .execute(&mut *tx)
                .await?;
            let waiting: i64 =
                sqlx::query_scalar("SELECT COUNT(*) FROM oauth_requests WHERE expires_at > $1 AND user_id IS NULL")
                    .bind(now)
                    .fetch_one(&mut *tx)
                    .await?;
            if waiting >= most {
                return Ok(false);
            }
            sqlx::query(
                "INSERT INTO oauth_requests (id, client_id, redirect_uri, state, code_challenge, scope, resource,
                    browser_hash, created_at, expires_at)
                 VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)",
            )
            .bind(new.id)
            .bind(new.client_id)
            .bind(new.redirect_uri)
            .bind(new.state)
            .bind(new.code_challenge)
            .bind(new.scope)
            .bind(new.resource)
            .bind(new.browser_hash)
            .bind(now)
            .bind(new.expires_at.micros())
            .execute(&mut *tx)
            .await?;
            tx.commit().await?;
            Ok(true)
        })
    }

    /// An authorization by its id.
    pub async fn authorization(&self, id: &str) -> Result<Option<Authorization>> {
        self.authorization_where("SELECT * FROM oauth_requests WHERE id = $1", id).await
    }

    /// The authorization whose code hashes to `code_hash`.
    pub async fn authorization_by_code(&self, code_hash: &str) -> Result<Option<Authorization>> {
        self.authorization_where("SELECT * FROM oauth_requests WHERE code_hash = $1", code_hash).await
    }

    async fn authorization_where(&self, query: &'static str, value: &str) -> Result<Option<Authorization>> {
        on_both!(self, db => {
            let row = sqlx::query(query).bind(value).fetch_optional(&db.pool).await?;
            Ok(row.as_ref().map(authorization_of))
        })
    }

    /// Records a person's consent and the hash of the code issued for it, if the authorization
    /// is still waiting (not expired, not consented or refused before). `Ok(false)`: it is not.
    pub async fn consent_authorization(
        &self,
        id: &str,
        user_id: &str,
        consent_json: &str,
        code_hash: &str,
        code_expires_at: Timestamp,
        audit: &AuditEntry,
    ) -> Result<bool> {
        let now = Timestamp::now().micros();
        on_both!(self, db => {
            let mut tx = db.write().await?;
            let done = sqlx::query(
                "UPDATE oauth_requests SET user_id = $1, consent_json = $2, code_hash = $3, code_expires_at = $4
                 WHERE id = $5 AND user_id IS NULL AND expires_at > $6",
            )
            .bind(user_id)
            .bind(consent_json)
            .bind(code_hash)
            .bind(code_expires_at.micros())
            .bind(id)
            .bind(now)
            .execute(&mut *tx)
            .await?
            .rows_affected();
            if done == 0 {
                return Ok(false);
            }
            tx.audit(audit).await?;
            tx.commit().await?;
            Ok(true)
        })
    }

    /// Ends an authorization the person refused (or that failed): it can no longer be
    /// consented to.
    pub async fn end_authorization(&self, id: &str) -> Result<()> {
        on_both!(self, db => {
            sqlx::query("UPDATE oauth_requests SET expires_at = 0 WHERE id = $1 AND user_id IS NULL")
                .bind(id)
                .execute(&db.pool)
                .await?;
        });
        Ok(())
    }

    /// Exchanges a consented authorization's code: the token and its first refresh token,
    /// stored with the code marked used, at most once. `Ok(false)`: the code was used already
    /// (by a concurrent exchange).
    pub async fn exchange_code(&self, authorization: &Authorization, issue: &Issue<'_>) -> Result<bool> {
        let now = Timestamp::now().micros();
        let Some(user_id) = &authorization.user_id else { return Ok(false) };
        on_both!(self, db => {
            let mut tx = db.write().await?;
            let done = sqlx::query("UPDATE oauth_requests SET used_at = $1, token_id = $2 WHERE id = $3 AND used_at IS NULL")
                .bind(now)
                .bind(issue.token_id)
                .bind(&authorization.id)
                .execute(&mut *tx)
                .await?
                .rows_affected();
            if done == 0 {
                return Ok(false);
            }
            sqlx::query(
                "INSERT INTO tokens (id, user_id, name, hash, grants, expires_at, created_at, client_id, audience, consent_ends_at)
                 VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)",
            )
            .bind(issue.token_id)
            .bind(user_id)
            .bind(issue.name)
            .bind(issue.access_hash)
            .bind(serde_json::to_string(issue.grants).unwrap_or_else(|_| "[]".into()))
            .bind(issue.expires_at.micros())
            .bind(now)
            .bind(&authorization.client_id)
            .bind(&authorization.resource)
            .bind(issue.consent_ends_at.micros())
            .execute(&mut *tx)
            .await?;
            sqlx::query("INSERT INTO oauth_refresh (hash, token_id, created_at) VALUES ($1, $2, $3)")
                .bind(issue.refresh_hash)
                .bind(issue.token_id)
                .bind(now)
                .execute(&mut *tx)
                .await?;
            tx.audit(issue.audit).await?;
            tx.commit().await?;
            Ok(true)
        })
    }

    /// Revokes an OAuth-issued token (and so its refresh tokens) at once.
    pub async fn revoke_oauth_token(&self, token_id: &str, audit: &AuditEntry) -> Result<bool> {
        on_both!(self, db => {
            let mut tx = db.write().await?;
            let done = sqlx::query(
                "UPDATE tokens SET revoked_at = $1 WHERE id = $2 AND revoked_at IS NULL AND client_id IS NOT NULL",
            )
            .bind(Timestamp::now().micros())
            .bind(token_id)
            .execute(&mut *tx)
            .await?
            .rows_affected();
            if done == 0 {
                return Ok(false);
            }
            tx.audit(&AuditEntry { target: Some(token_id.to_string()), ..audit.clone() }).await?;
            tx.commit().await?;
            Ok(true)
        })
    }

    /// The OAuth-issued token and its client that `hash` (an access or a refresh token's
    /// SHA-256) belongs to, live or not.
    pub async fn oauth_token_of(&self, hash: &str) -> Result<Option<(String, String, String)>> {
        on_both!(self, db => {
            let found: Option<(String, String, String)> = sqlx::query_as(
                "SELECT t.id, t.user_id, t.client_id FROM tokens t WHERE t.hash = $1 AND t.client_id IS NOT NULL
                 UNION ALL
                 SELECT t.id, t.user_id, t.client_id FROM oauth_refresh r JOIN tokens t ON t.id = r.token_id WHERE r.hash = $1",
            )
            .bind(hash)
            .fetch_optional(&db.pool)
            .await?;
            Ok(found)
        })
    }

    /// Presents a refresh token: rotates it and gives its token a new secret, or, when it was
    /// used before, revokes the token.
    pub async fn refresh_oauth_token(&self, rotation: &Rotation<'_>) -> Result<Refreshed> {
        let now = Timestamp::now();
        on_both!(self, db => {
            let mut tx = db.write().await?;
            let row = sqlx::query(
                "SELECT r.token_id, r.used_at, t.user_id, t.client_id, t.audience, t.revoked_at, t.consent_ends_at,
                        u.disabled
                 FROM oauth_refresh r JOIN tokens t ON t.id = r.token_id JOIN users u ON u.id = t.user_id
                 WHERE r.hash = $1",
            )
            .bind(rotation.refresh_hash)
            .fetch_optional(&mut *tx)
            .await?;
            let Some(row) = row else { return Ok(Refreshed::Invalid) };
            let token_id: String = row.value("token_id");
            let user_id: String = row.value("user_id");
            if row.value::<Option<String>>("client_id").as_deref() != Some(rotation.client_id) {
                return Ok(Refreshed::Invalid);
            }
            let audience: Option<String> = row.value("audience");
            if rotation.resource.is_some_and(|r| audience.as_deref() != Some(r)) {
                return Ok(Refreshed::Invalid);
            }
            let entry = |action: &str, outcome: &str| AuditEntry {
                actor: user_id.clone(),
                token_id: Some(token_id.clone()),
                action: action.to_string(),
                target: Some(token_id.clone()),
                outcome: outcome.to_string(),
                detail: serde_json::json!({ "client_id": rotation.client_id }),
                source: rotation.source.map(str::to_string),
                ..Default::default()
            };
            let revoked = row.value::<Option<i64>>("revoked_at").is_some();
            if row.value::<Option<i64>>("used_at").is_some() {
                if !revoked {
                    sqlx::query("UPDATE tokens SET revoked_at = $1 WHERE id = $2")
                        .bind(now.micros())
                        .bind(&token_id)
                        .execute(&mut *tx)
                        .await?;
                    tx.audit(&entry("oauth.refresh_reused", "denied")).await?;
                    tx.commit().await?;
                }
                return Ok(Refreshed::Reused);
            }
            let ends = row.value::<Option<i64>>("consent_ends_at").map_or(now, Timestamp);
            if revoked || row.value::<bool>("disabled") || ends <= now {
                return Ok(Refreshed::Invalid);
            }
            let life = i64::try_from(rotation.access_life.as_micros()).unwrap_or(i64::MAX);
            let expires_at = Timestamp(now.micros().saturating_add(life).min(ends.micros()));
            sqlx::query("UPDATE oauth_refresh SET used_at = $1 WHERE hash = $2")
                .bind(now.micros())
                .bind(rotation.refresh_hash)
                .execute(&mut *tx)
                .await?;
            sqlx::query("UPDATE tokens SET hash = $1, expires_at = $2 WHERE id = $3")
                .bind(rotation.new_access_hash)
                .bind(expires_at.micros())
                .bind(&token_id)
                .execute(&mut *tx)
                .await?;
            sqlx::query("INSERT INTO oauth_refresh (hash, token_id, created_at) VALUES ($1, $2, $3)")
                .bind(rotation.new_refresh_hash)
                .bind(&token_id)
                .bind(now.micros())
                .execute(&mut *tx)
                .await?;
            // Spent refresh tokens are kept to catch their reuse, for a while: one a month
            // old presented again is only refused.
            sqlx::query("DELETE FROM oauth_refresh WHERE token_id = $1 AND used_at < $2")
                .bind(&token_id)
                .bind(now.micros() - SPENT_KEPT_MICROS)
                .execute(&mut *tx)
                .await?;
            tx.audit(&entry("oauth.refresh", "ok")).await?;
            tx.commit().await?;
            Ok(Refreshed::Rotated { expires_at })
        })
    }
}
