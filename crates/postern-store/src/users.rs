//! Users, roles and API tokens. Only token hashes are stored. Every change is written together
//! with its audit record.

use crate::audit::{AuditEntry, AuditLog};
use crate::sqlite::direct::{self, Columns};
use crate::writes::Writes;
use crate::{Backend, Result, Store, StoreError};
use postern_core::id::{IdKind, new_id};
use postern_core::rights::{Grant, admin_grants, personal};
use postern_core::{Timestamp, token};
use serde::Serialize;

/// A user as the store keeps it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct UserRecord {
    pub id: String,
    pub name: String,
    pub roles: Vec<String>,
    pub grants: Vec<Grant>,
    pub disabled: bool,
    /// The web UI asks this user for a second factor (docs/UI.md).
    pub totp_required: bool,
    pub created_at: Timestamp,
    pub updated_at: Timestamp,
}

/// A user's whole rights: `grants` of its own and those of the `held` roles among `roles`.
pub fn rights_of(grants: &[Grant], held: &[String], roles: &[RoleRecord]) -> Vec<Grant> {
    let of_roles = roles.iter().filter(|r| held.contains(&r.name)).flat_map(|r| r.grants.iter().cloned());
    grants.iter().cloned().chain(of_roles).collect()
}

impl UserRecord {
    /// The user's whole rights, with those of its roles among `roles`.
    pub fn rights(&self, roles: &[RoleRecord]) -> Vec<Grant> {
        rights_of(&self.grants, &self.roles, roles)
    }
}

/// A role: named, reusable grants.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct RoleRecord {
    pub name: String,
    pub description: String,
    pub grants: Vec<Grant>,
    pub created_at: Timestamp,
    pub updated_at: Timestamp,
}

/// The first of `names` that is not one of the `known` roles.
pub fn unknown_role<'a>(known: &[RoleRecord], names: &'a [String]) -> Option<&'a str> {
    names.iter().find(|n| !known.iter().any(|r| &r.name == *n)).map(String::as_str)
}

/// A token as listed (never its secret).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct TokenRecord {
    pub id: String,
    pub user_id: String,
    pub name: String,
    /// The token's own grants; `None`: what its user may.
    pub grants: Option<Vec<Grant>>,
    pub expires_at: Option<Timestamp>,
    pub revoked_at: Option<Timestamp>,
    pub created_at: Timestamp,
    /// The MCP client a person signed in from, for a token issued under their consent
    /// (docs/MCP_OAUTH.md).
    pub client_id: Option<String>,
}

/// Who a live token speaks for: the token, its user and the grants of the user's roles.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TokenOwner {
    pub token_id: String,
    pub expires_at: Option<Timestamp>,
    pub token_grants: Option<Vec<Grant>>,
    /// The resource a token issued by OAuth is for (the `/mcp` URL); it is refused elsewhere.
    pub audience: Option<String>,
    pub user: UserRecord,
    pub role_grants: Vec<Grant>,
}

/// A new user.
pub struct NewUser<'a> {
    pub name: &'a str,
    pub roles: &'a [String],
    pub grants: &'a [Grant],
}

/// Changes to a user; `None` leaves a field as it is.
#[derive(Debug, Default)]
pub struct UserChange {
    pub name: Option<String>,
    pub roles: Option<Vec<String>>,
    pub grants: Option<Vec<Grant>>,
    pub disabled: Option<bool>,
    pub totp_required: Option<bool>,
}

/// A new token.
pub struct NewToken<'a> {
    pub user_id: &'a str,
    pub name: &'a str,
    pub grants: Option<&'a [Grant]>,
    pub expires_at: Option<Timestamp>,
}

fn json<T: Serialize>(value: &T) -> String {
    serde_json::to_string(value).unwrap_or_else(|_| "[]".into())
}

/// Stored grants; a row written by another version that no longer parses grants nothing.
fn grants_of(text: &str) -> Vec<Grant> {
    serde_json::from_str(text).unwrap_or_else(|e| {
        tracing::warn!(error = %e, "stored grants no longer parse; they grant nothing");
        Vec::new()
    })
}

const USER_COLUMNS: &str = "id, name, roles, grants, disabled, totp_required, created_at, updated_at";

fn user_of(row: &impl Columns) -> UserRecord {
    UserRecord {
        id: row.value("id"),
        name: row.value("name"),
        roles: serde_json::from_str(&row.value::<String>("roles")).unwrap_or_default(),
        grants: grants_of(&row.value::<String>("grants")),
        disabled: row.value("disabled"),
        totp_required: row.value("totp_required"),
        created_at: Timestamp(row.value("created_at")),
        updated_at: Timestamp(row.value("updated_at")),
    }
}

fn role_of(row: &impl Columns) -> RoleRecord {
    RoleRecord {
        name: row.value("name"),
        description: row.value("description"),
        grants: grants_of(&row.value::<String>("grants")),
        created_at: Timestamp(row.value("created_at")),
        updated_at: Timestamp(row.value("updated_at")),
    }
}

fn token_of(row: &impl Columns) -> TokenRecord {
    TokenRecord {
        id: row.value("id"),
        user_id: row.value("user_id"),
        name: row.value("name"),
        grants: row.value::<Option<String>>("grants").as_deref().map(grants_of),
        expires_at: row.value::<Option<i64>>("expires_at").map(Timestamp),
        revoked_at: row.value::<Option<i64>>("revoked_at").map(Timestamp),
        created_at: Timestamp(row.value("created_at")),
        client_id: row.value("client_id"),
    }
}

/// Who a token speaks for, from a row of [`TOKEN_OWNER_SQLITE`] or [`TOKEN_OWNER_POSTGRES`].
pub(crate) fn owner_of(row: &impl Columns) -> TokenOwner {
    let role_grants: Vec<Vec<Grant>> = serde_json::from_str(&row.value::<String>("role_grants")).unwrap_or_default();
    TokenOwner {
        token_id: row.value("token_id"),
        expires_at: row.value::<Option<i64>>("expires_at").map(Timestamp),
        token_grants: row.value::<Option<String>>("token_grants").as_deref().map(grants_of),
        audience: row.value("audience"),
        user: user_of(row),
        role_grants: role_grants.into_iter().flatten().collect(),
    }
}

/// The token whose hash is bound, with its user and the grants of the user's roles (a JSON
/// array of arrays), if neither is revoked or disabled.
const TOKEN_OWNER_SQLITE: &str =
    "SELECT t.id AS token_id, t.grants AS token_grants, t.expires_at, t.audience, u.id, u.name, u.roles,
        u.grants, u.disabled, u.totp_required, u.created_at, u.updated_at,
        (SELECT json_group_array(json(r.grants)) FROM roles r
          WHERE r.name IN (SELECT value FROM json_each(u.roles))) AS role_grants
 FROM tokens t JOIN users u ON u.id = t.user_id
 WHERE t.hash = ? AND t.revoked_at IS NULL AND u.disabled = 0";

/// [`TOKEN_OWNER_SQLITE`] in PostgreSQL's terms.
const TOKEN_OWNER_POSTGRES: &str =
    "SELECT t.id AS token_id, t.grants AS token_grants, t.expires_at, t.audience, u.id, u.name, u.roles,
        u.grants, u.disabled, u.totp_required, u.created_at, u.updated_at,
        (SELECT COALESCE(json_agg(r.grants::json), '[]'::json)::text FROM roles r
          WHERE r.name IN (SELECT json_array_elements_text(u.roles::json))) AS role_grants
 FROM tokens t JOIN users u ON u.id = t.user_id
 WHERE t.hash = $1 AND t.revoked_at IS NULL AND NOT u.disabled";

/// What serialises changes to users and roles (the last-admin rule reads them all).
const USERS_LOCK: &str = "users";

/// Users and roles before a change and as they would be after it.
pub struct Before<'a> {
    pub users: &'a [UserRecord],
    pub roles: &'a [RoleRecord],
}

impl Store {
    /// Number of users; zero means the data directory is new.
    pub async fn user_count(&self) -> Result<i64> {
        on_both!(self, db => Ok(sqlx::query_scalar("SELECT COUNT(*) FROM users").fetch_one(&db.pool).await?))
    }

    /// The user called `name` (case-insensitively), if any.
    pub async fn user_by_name(&self, name: &str) -> Result<Option<UserRecord>> {
        let sql = format!("SELECT {USER_COLUMNS} FROM users WHERE lower(name) = lower($1)");
        on_both!(self, db => {
            let row = sqlx::query(sqlx::AssertSqlSafe(sql)).bind(name).fetch_optional(&db.pool).await?;
            Ok(row.as_ref().map(user_of))
        })
    }

    /// The user with this id, if any.
    pub async fn user(&self, id: &str) -> Result<Option<UserRecord>> {
        let sql = format!("SELECT {USER_COLUMNS} FROM users WHERE id = $1");
        on_both!(self, db => {
            let row = sqlx::query(sqlx::AssertSqlSafe(sql)).bind(id).fetch_optional(&db.pool).await?;
            Ok(row.as_ref().map(user_of))
        })
    }

    /// Every user, oldest first.
    pub async fn users(&self) -> Result<Vec<UserRecord>> {
        let sql = format!("SELECT {USER_COLUMNS} FROM users ORDER BY created_at, id");
        on_both!(self, db => {
            let rows = sqlx::query(sqlx::AssertSqlSafe(sql)).fetch_all(&db.pool).await?;
            Ok(rows.iter().map(user_of).collect())
        })
    }

    /// The first user that holds `admin` through its own grants, if any.
    pub async fn first_admin(&self) -> Result<Option<UserRecord>> {
        let now = Timestamp::now();
        Ok(self
            .users()
            .await?
            .into_iter()
            .find(|u| !u.disabled && postern_core::rights::Rights::new(u.grants.iter().cloned()).is_admin(now)))
    }

    /// Creates a user on the host (no audit actor): an admin or one with [`personal`] rights.
    pub async fn create_user(&self, name: &str, is_admin: bool) -> Result<UserRecord> {
        let grants = if is_admin { admin_grants() } else { personal() };
        self.add_user(&NewUser { name, roles: &[], grants: &grants }, None).await
    }

    /// Creates a user; a user of the same name is a [`StoreError::Conflict`].
    pub async fn add_user(&self, new: &NewUser<'_>, audit: Option<&AuditEntry>) -> Result<UserRecord> {
        let id = new_id(IdKind::User);
        let now = Timestamp::now();
        on_both!(self, db => {
            let mut tx = db.write().await?;
            tx.serialise(USERS_LOCK).await?;
            let inserted = sqlx::query(
                "INSERT INTO users (id, name, is_admin, roles, grants, disabled, created_at, updated_at)
                 SELECT $1, $2, FALSE, $3, $4, FALSE, $5, $5 WHERE NOT EXISTS (SELECT 1 FROM users WHERE lower(name) = lower($2))",
            )
            .bind(&id)
            .bind(new.name)
            .bind(json(&new.roles))
            .bind(json(&new.grants))
            .bind(now.micros())
            .execute(&mut *tx)
            .await?;
            if inserted.rows_affected() == 0 {
                return Err(StoreError::Conflict(format!("A user named {:?} already exists.", new.name)));
            }
            if let Some(entry) = audit {
                tx.audit(&AuditEntry { target: Some(id.clone()), ..entry.clone() }).await?;
            }
            tx.commit().await?;
        });
        Ok(UserRecord {
            id,
            name: new.name.to_string(),
            roles: new.roles.to_vec(),
            grants: new.grants.to_vec(),
            disabled: false,
            totp_required: false,
            created_at: now,
            updated_at: now,
        })
    }

    /// Applies `change` to user `id` if `check` accepts the users as they would then be (the
    /// last-admin rule sees every user in the same transaction). `Ok(None)`: no such user.
    pub async fn change_user(
        &self,
        id: &str,
        change: &UserChange,
        check: impl FnOnce(Before<'_>, &[UserRecord], &[RoleRecord]) -> std::result::Result<(), String>,
        audit: &AuditEntry,
    ) -> Result<Option<UserRecord>> {
        let all_users = format!("SELECT {USER_COLUMNS} FROM users ORDER BY created_at, id");
        on_both!(self, db => {
            let mut tx = db.write().await?;
            tx.serialise(USERS_LOCK).await?;
            let before: Vec<UserRecord> =
                sqlx::query(sqlx::AssertSqlSafe(all_users)).fetch_all(&mut *tx).await?.iter().map(user_of).collect();
            let mut users = before.clone();
            let Some(user) = users.iter_mut().find(|u| u.id == id) else { return Ok(None) };
            if let Some(name) = &change.name {
                user.name = name.clone();
            }
            if let Some(roles) = &change.roles {
                user.roles = roles.clone();
            }
            if let Some(grants) = &change.grants {
                user.grants = grants.clone();
            }
            if let Some(disabled) = change.disabled {
                user.disabled = disabled;
            }
            if let Some(required) = change.totp_required {
                user.totp_required = required;
            }
            user.updated_at = Timestamp::now();
            let user = user.clone();
            let roles: Vec<RoleRecord> =
                sqlx::query("SELECT * FROM roles").fetch_all(&mut *tx).await?.iter().map(role_of).collect();
            check(Before { users: &before, roles: &roles }, &users, &roles).map_err(StoreError::Conflict)?;
            let clash: Option<String> =
                sqlx::query_scalar("SELECT id FROM users WHERE lower(name) = lower($1) AND id <> $2")
                    .bind(&user.name)
                    .bind(id)
                    .fetch_optional(&mut *tx)
                    .await?;
            if clash.is_some() {
                return Err(StoreError::Conflict(format!("A user named {:?} already exists.", user.name)));
            }
            sqlx::query(
                "UPDATE users SET name = $1, roles = $2, grants = $3, disabled = $4, totp_required = $5, updated_at = $6
                 WHERE id = $7",
            )
                .bind(&user.name)
                .bind(json(&user.roles))
                .bind(json(&user.grants))
                .bind(user.disabled)
                .bind(user.totp_required)
                .bind(user.updated_at.micros())
                .bind(id)
                .execute(&mut *tx)
                .await?;
            if change.roles.is_some() || change.grants.is_some() || change.disabled.is_some() {
                // A setup link signs in as its user: one made before a change of rights could
                // hand the new rights to whoever made it.
                sqlx::query("DELETE FROM ui_setup_links WHERE user_id = $1 AND used_at IS NULL")
                    .bind(id)
                    .execute(&mut *tx)
                    .await?;
            }
            tx.audit(audit).await?;
            tx.commit().await?;
            Ok(Some(user))
        })
    }

    /// Deletes user `id` and its tokens if `check` accepts the remaining users. A user that
    /// still has inboxes or connected accounts is a conflict. `Ok(false)`: no such user.
    pub async fn delete_user(
        &self,
        id: &str,
        check: impl FnOnce(Before<'_>, &[UserRecord], &[RoleRecord]) -> std::result::Result<(), String>,
        audit: &AuditEntry,
    ) -> Result<bool> {
        let all_users = format!("SELECT {USER_COLUMNS} FROM users ORDER BY created_at, id");
        on_both!(self, db => {
            let mut tx = db.write().await?;
            tx.serialise(USERS_LOCK).await?;
            let before: Vec<UserRecord> =
                sqlx::query(sqlx::AssertSqlSafe(all_users)).fetch_all(&mut *tx).await?.iter().map(user_of).collect();
            if !before.iter().any(|u| u.id == id) {
                return Ok(false);
            }
            let rest: Vec<UserRecord> = before.iter().filter(|u| u.id != id).cloned().collect();
            let roles: Vec<RoleRecord> =
                sqlx::query("SELECT * FROM roles").fetch_all(&mut *tx).await?.iter().map(role_of).collect();
            check(Before { users: &before, roles: &roles }, &rest, &roles).map_err(StoreError::Conflict)?;
            let (inboxes, accounts): (i64, i64) = sqlx::query_as(
                "SELECT (SELECT COUNT(*) FROM inboxes WHERE user_id = $1), (SELECT COUNT(*) FROM accounts WHERE user_id = $1)",
            )
            .bind(id)
            .fetch_one(&mut *tx)
            .await?;
            if inboxes + accounts > 0 {
                return Err(StoreError::Conflict(format!(
                    "The user still has {inboxes} inboxes and {accounts} connected accounts; delete them first, or disable the user."
                )));
            }
            sqlx::query("DELETE FROM tokens WHERE user_id = $1").bind(id).execute(&mut *tx).await?;
            for table in ["ui_sessions", "ui_setup_links", "ui_totp", "ui_recovery_codes"] {
                let sql = format!("DELETE FROM {table} WHERE user_id = $1");
                sqlx::query(sqlx::AssertSqlSafe(sql)).bind(id).execute(&mut *tx).await?;
            }
            sqlx::query("DELETE FROM webhook_attempts WHERE webhook_id IN (SELECT id FROM webhooks WHERE user_id = $1)")
                .bind(id)
                .execute(&mut *tx)
                .await?;
            sqlx::query("DELETE FROM webhooks WHERE user_id = $1").bind(id).execute(&mut *tx).await?;
            sqlx::query("DELETE FROM users WHERE id = $1").bind(id).execute(&mut *tx).await?;
            tx.audit(audit).await?;
            tx.commit().await?;
            Ok(true)
        })
    }

    /// Every role, by name.
    pub async fn roles(&self) -> Result<Vec<RoleRecord>> {
        on_both!(self, db => {
            let rows = sqlx::query("SELECT * FROM roles ORDER BY name").fetch_all(&db.pool).await?;
            Ok(rows.iter().map(role_of).collect())
        })
    }

    /// The role called `name`, if any.
    pub async fn role(&self, name: &str) -> Result<Option<RoleRecord>> {
        on_both!(self, db => {
            let row = sqlx::query("SELECT * FROM roles WHERE name = $1").bind(name).fetch_optional(&db.pool).await?;
            Ok(row.as_ref().map(role_of))
        })
    }

    /// Creates or replaces role `name` if `check` accepts every user as they would then be.
    /// Returns the role and whether it is new.
    pub async fn put_role(
        &self,
        name: &str,
        description: &str,
        grants: &[Grant],
        check: impl FnOnce(Before<'_>, &[UserRecord], &[RoleRecord]) -> std::result::Result<(), String>,
        audit: &AuditEntry,
    ) -> Result<(RoleRecord, bool)> {
        let now = Timestamp::now();
        let all_users = format!("SELECT {USER_COLUMNS} FROM users");
        let roles = on_both!(self, db => {
            let mut tx = db.write().await?;
            tx.serialise(USERS_LOCK).await?;
            let before_roles: Vec<RoleRecord> =
                sqlx::query("SELECT * FROM roles").fetch_all(&mut *tx).await?.iter().map(role_of).collect();
            let mut roles = before_roles.clone();
            match roles.iter_mut().find(|r| r.name == name) {
                Some(role) => {
                    role.description = description.to_string();
                    role.grants = grants.to_vec();
                    role.updated_at = now;
                }
                None => roles.push(RoleRecord {
                    name: name.to_string(),
                    description: description.to_string(),
                    grants: grants.to_vec(),
                    created_at: now,
                    updated_at: now,
                }),
            }
            let users: Vec<UserRecord> =
                sqlx::query(sqlx::AssertSqlSafe(all_users)).fetch_all(&mut *tx).await?.iter().map(user_of).collect();
            check(Before { users: &users, roles: &before_roles }, &users, &roles).map_err(StoreError::Conflict)?;
            sqlx::query(
                "INSERT INTO roles (name, description, grants, created_at, updated_at) VALUES ($1, $2, $3, $4, $4)
                 ON CONFLICT (name) DO UPDATE SET description = $2, grants = $3, updated_at = $4",
            )
            .bind(name)
            .bind(description)
            .bind(json(&grants))
            .bind(now.micros())
            .execute(&mut *tx)
            .await?;
            // The holders' rights change: their unused setup links die (see `change_user`).
            for holder in users.iter().filter(|u| u.roles.iter().any(|r| r == name)) {
                sqlx::query("DELETE FROM ui_setup_links WHERE user_id = $1 AND used_at IS NULL")
                    .bind(&holder.id)
                    .execute(&mut *tx)
                    .await?;
            }
            tx.audit(audit).await?;
            tx.commit().await?;
            roles
        });
        let role = roles.into_iter().find(|r| r.name == name).expect("the role was just put in");
        let created = role.created_at == now;
        Ok((role, created))
    }

    /// Deletes role `name`; one that users still hold is a conflict. `Ok(false)`: no such role.
    pub async fn delete_role(&self, name: &str, audit: &AuditEntry) -> Result<bool> {
        on_both!(self, db => {
            let mut tx = db.write().await?;
            tx.serialise(USERS_LOCK).await?;
            let users: Vec<(String, String)> =
                sqlx::query_as("SELECT name, roles FROM users ORDER BY name").fetch_all(&mut *tx).await?;
            let holders: Vec<String> = users
                .into_iter()
                .filter(|(_, roles)| serde_json::from_str::<Vec<String>>(roles).is_ok_and(|r| r.iter().any(|r| r == name)))
                .map(|(user, _)| user)
                .collect();
            if !holders.is_empty() {
                return Err(StoreError::Conflict(format!("Users still hold this role: {}.", holders.join(", "))));
            }
            let gone =
                sqlx::query("DELETE FROM roles WHERE name = $1").bind(name).execute(&mut *tx).await?.rows_affected();
            if gone == 0 {
                return Ok(false);
            }
            tx.audit(audit).await?;
            tx.commit().await?;
            Ok(true)
        })
    }

    /// Mints a token for `user_id` (on the host, unaudited) and returns its secret.
    pub async fn create_token(&self, user_id: &str, name: &str) -> Result<String> {
        let (_, secret) = self.add_token(&NewToken { user_id, name, grants: None, expires_at: None }, None).await?;
        Ok(secret)
    }

    /// Mints a token and returns its record and its secret; only the hash is stored.
    pub async fn add_token(&self, new: &NewToken<'_>, audit: Option<&AuditEntry>) -> Result<(TokenRecord, String)> {
        let minted = token::generate();
        let record = TokenRecord {
            id: new_id(IdKind::Token),
            user_id: new.user_id.to_string(),
            name: new.name.to_string(),
            grants: new.grants.map(<[Grant]>::to_vec),
            expires_at: new.expires_at,
            revoked_at: None,
            created_at: Timestamp::now(),
            client_id: None,
        };
        on_both!(self, db => {
            let mut tx = db.write().await?;
            sqlx::query(
                "INSERT INTO tokens (id, user_id, name, hash, grants, expires_at, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7)",
            )
            .bind(&record.id)
            .bind(&record.user_id)
            .bind(&record.name)
            .bind(&minted.hash)
            .bind(record.grants.as_ref().map(json))
            .bind(record.expires_at.map(Timestamp::micros))
            .bind(record.created_at.micros())
            .execute(&mut *tx)
            .await?;
            if let Some(entry) = audit {
                tx.audit(&AuditEntry { target: Some(record.id.clone()), ..entry.clone() }).await?;
            }
            tx.commit().await?;
        });
        Ok((record, minted.secret))
    }

    /// The tokens of a user, newest first.
    pub async fn tokens_of(&self, user_id: &str) -> Result<Vec<TokenRecord>> {
        on_both!(self, db => {
            let rows = sqlx::query("SELECT * FROM tokens WHERE user_id = $1 ORDER BY created_at DESC, id")
                .bind(user_id)
                .fetch_all(&db.pool)
                .await?;
            Ok(rows.iter().map(token_of).collect())
        })
    }

    /// The user a token (by id) belongs to.
    pub async fn token_user(&self, token_id: &str) -> Result<Option<String>> {
        on_both!(self, db => Ok(sqlx::query_scalar("SELECT user_id FROM tokens WHERE id = $1")
            .bind(token_id)
            .fetch_optional(&db.pool)
            .await?))
    }

    /// Revokes a token of `user_id` at once. `Ok(false)`: no such token (or revoked already).
    pub async fn revoke_token(&self, user_id: &str, token_id: &str, audit: &AuditEntry) -> Result<bool> {
        on_both!(self, db => {
            let mut tx = db.write().await?;
            let done =
                sqlx::query("UPDATE tokens SET revoked_at = $1 WHERE id = $2 AND user_id = $3 AND revoked_at IS NULL")
                    .bind(Timestamp::now().micros())
                    .bind(token_id)
                    .bind(user_id)
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

    /// Who the token whose SHA-256 is `hash` speaks for, if it is live: not revoked, not
    /// expired, and its user not disabled. (On SQLite a read on the calling thread: every
    /// request asks it.)
    pub async fn token_owner(&self, hash: &str) -> Result<Option<TokenOwner>> {
        let owner = match &self.backend {
            Backend::Sqlite(db) => {
                db.direct.read(|conn| direct::one(conn, TOKEN_OWNER_SQLITE, [hash], |row| owner_of(row)))?
            }
            Backend::Postgres(db) => {
                sqlx::query(TOKEN_OWNER_POSTGRES).bind(hash).fetch_optional(&db.pool).await?.as_ref().map(owner_of)
            }
        };
        Ok(owner.filter(|owner| owner.expires_at.is_none_or(|at| at > Timestamp::now())))
    }
}
