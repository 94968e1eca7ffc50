//! One-time attachment links: a secret (kept only as its hash) that lets another service
//! download one attachment once, before it expires, without a token.

use crate::{Result, Store};
use postern_core::Timestamp;

/// What a link points at.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LinkTarget {
    pub message_id: String,
    pub attachment_index: u32,
    /// Who made the link: the message must still be theirs.
    pub user_id: String,
}

/// The outcome of using a link.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LinkUse {
    /// The link was valid and is now used up.
    Granted(LinkTarget),
    /// Used already, or expired.
    Gone,
    /// No such link.
    Unknown,
}

impl Store {
    /// Stores a new link (and forgets links expired more than a day ago).
    pub async fn create_attachment_link(&self, hash: &str, target: &LinkTarget, expires_at: Timestamp) -> Result<()> {
        let now = Timestamp::now();
        on_both!(self, db => {
            let mut tx = db.write().await?;
            sqlx::query("DELETE FROM attachment_links WHERE expires_at < $1")
                .bind(now.micros() - 86_400_000_000)
                .execute(&mut *tx)
                .await?;
            sqlx::query(
                "INSERT INTO attachment_links (token_hash, message_id, attachment_index, user_id, created_at, expires_at)
                 VALUES ($1, $2, $3, $4, $5, $6)",
            )
            .bind(hash)
            .bind(&target.message_id)
            .bind(target.attachment_index as i64)
            .bind(&target.user_id)
            .bind(now.micros())
            .bind(expires_at.micros())
            .execute(&mut *tx)
            .await?;
            tx.commit().await?;
        });
        Ok(())
    }

    /// Uses a link up, atomically: of two concurrent uses (at one instance or several), one is
    /// granted.
    pub async fn use_attachment_link(&self, hash: &str) -> Result<LinkUse> {
        let now = Timestamp::now().micros();
        on_both!(self, db => {
            let granted: Option<(String, i64, String)> = sqlx::query_as(
                "UPDATE attachment_links SET used_at = $1 WHERE token_hash = $2 AND used_at IS NULL AND expires_at > $1
                 RETURNING message_id, attachment_index, user_id",
            )
            .bind(now)
            .bind(hash)
            .fetch_optional(&db.pool)
            .await?;
            if let Some((message_id, index, user_id)) = granted {
                return Ok(LinkUse::Granted(LinkTarget { message_id, attachment_index: index as u32, user_id }));
            }
            let exists: bool = sqlx::query_scalar("SELECT EXISTS (SELECT 1 FROM attachment_links WHERE token_hash = $1)")
                .bind(hash)
                .fetch_one(&db.pool)
                .await?;
            Ok(if exists { LinkUse::Gone } else { LinkUse::Unknown })
        })
    }

    /// Gives a used link back (the download failed before anything was sent).
    pub async fn restore_attachment_link(&self, hash: &str) -> Result<()> {
        on_both!(self, db => {
            sqlx::query("UPDATE attachment_links SET used_at = NULL WHERE token_hash = $1")
                .bind(hash)
                .execute(&db.pool)
                .await?;
        });
        Ok(())
    }
}
