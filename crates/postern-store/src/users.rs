//! Users and their API tokens. Only token hashes are stored.

use crate::{Result, Store};
use postern_core::id::{IdKind, new_id};
use postern_core::{Timestamp, token};
use sqlx::Row;

/// A user as the store keeps it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UserRecord {
    pub id: String,
    pub name: String,
    pub is_admin: bool,
}

/// The user a token belongs to.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TokenOwner {
    pub token_id: String,
    pub user_id: String,
    pub is_admin: bool,
}

impl Store {
    /// Number of users; zero means the data directory is new.
    pub async fn user_count(&self) -> Result<i64> {
        Ok(sqlx::query_scalar("SELECT COUNT(*) FROM users").fetch_one(&self.pool).await?)
    }

    /// The user called `name`, if any.
    pub async fn user_by_name(&self, name: &str) -> Result<Option<UserRecord>> {
        let row = sqlx::query("SELECT id, name, is_admin FROM users WHERE name = ?")
            .bind(name)
            .fetch_optional(&self.pool)
            .await?;
        Ok(row.map(|r| UserRecord { id: r.get("id"), name: r.get("name"), is_admin: r.get("is_admin") }))
    }

    /// The first admin user, if any.
    pub async fn first_admin(&self) -> Result<Option<UserRecord>> {
        let row =
            sqlx::query("SELECT id, name, is_admin FROM users WHERE is_admin = 1 ORDER BY created_at, id LIMIT 1")
                .fetch_optional(&self.pool)
                .await?;
        Ok(row.map(|r| UserRecord { id: r.get("id"), name: r.get("name"), is_admin: r.get("is_admin") }))
    }

    /// Creates a user. A user of the same name is a [`crate::StoreError::Conflict`].
    pub async fn create_user(&self, name: &str, is_admin: bool) -> Result<UserRecord> {
        let id = new_id(IdKind::User);
        let inserted = sqlx::query(
            "INSERT INTO users (id, name, is_admin, created_at) VALUES (?, ?, ?, ?) ON CONFLICT (name) DO NOTHING",
        )
        .bind(&id)
        .bind(name)
        .bind(is_admin)
        .bind(Timestamp::now().micros())
        .execute(&self.pool)
        .await?;
        if inserted.rows_affected() == 0 {
            return Err(crate::StoreError::Conflict(format!("a user named {name:?} already exists")));
        }
        Ok(UserRecord { id, name: name.to_string(), is_admin })
    }

    /// Mints a token for `user_id` and returns its secret; only the hash is stored.
    pub async fn create_token(&self, user_id: &str, name: &str) -> Result<String> {
        let minted = token::generate();
        sqlx::query("INSERT INTO tokens (id, user_id, name, hash, created_at) VALUES (?, ?, ?, ?, ?)")
            .bind(new_id(IdKind::Token))
            .bind(user_id)
            .bind(name)
            .bind(&minted.hash)
            .bind(Timestamp::now().micros())
            .execute(&self.pool)
            .await?;
        Ok(minted.secret)
    }

    /// The owner of the token whose SHA-256 is `hash`.
    pub async fn token_owner(&self, hash: &str) -> Result<Option<TokenOwner>> {
        let row = sqlx::query("SELECT t.id AS token_id, u.id AS user_id, u.is_admin FROM tokens t JOIN users u ON u.id = t.user_id WHERE t.hash = ?")
            .bind(hash)
            .fetch_optional(&self.pool)
            .await?;
        Ok(row.map(|r| TokenOwner {
            token_id: r.get("token_id"),
            user_id: r.get("user_id"),
            is_admin: r.get("is_admin"),
        }))
    }
}
