//! The full-text index of message bodies of connected accounts. The sync reads bodies in steps
//! and hands their text here; each account's messages are indexed in `seq` order, and
//! `accounts.bodies_indexed_seq` says how far. Searches use the index for messages up to there and
//! ask the server for the rest.

use crate::{Result, Store};

/// A message whose body is not in the index yet.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PendingBody {
    pub seq: i64,
    pub folder_id: String,
    pub uid: u32,
    pub size: u64,
}

/// The text of one body, as the sync read it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BodyText {
    pub seq: i64,
    pub text: String,
    /// Whether it has attachments, when the whole message was read (`None`: only its start).
    pub has_attachments: Option<bool>,
}

impl Store {
    /// The next messages of the account whose bodies are not indexed, in `seq` order.
    pub async fn pending_bodies(&self, account_id: &str, limit: u32) -> Result<Vec<PendingBody>> {
        let rows: Vec<(i64, String, i64, i64)> = sqlx::query_as(
            "SELECT seq, folder_id, uid, size FROM account_messages
             WHERE seq > (SELECT bodies_indexed_seq FROM accounts WHERE id = ?1) AND +account_id = ?1
             ORDER BY seq LIMIT ?2",
        )
        .bind(account_id)
        .bind(limit as i64)
        .fetch_all(&self.pool)
        .await?;
        Ok(rows
            .into_iter()
            .map(|(seq, folder_id, uid, size)| PendingBody { seq, folder_id, uid: uid as u32, size: size as u64 })
            .collect())
    }

    /// Adds bodies to the index and marks every message of the account up to `through` as done
    /// (those without a text here were gone or not worth reading). Bodies of messages deleted
    /// meanwhile are left out.
    pub async fn index_bodies(&self, account_id: &str, through: i64, bodies: &[BodyText]) -> Result<()> {
        let mut tx = self.pool.begin_with("BEGIN IMMEDIATE").await?;
        for body in bodies {
            let exists: Option<bool> =
                sqlx::query_scalar("SELECT has_attachments FROM account_messages WHERE seq = ? AND account_id = ?")
                    .bind(body.seq)
                    .bind(account_id)
                    .fetch_optional(&mut *tx)
                    .await?;
            let Some(had) = exists else { continue };
            sqlx::query("INSERT INTO account_bodies_fts (rowid, body) VALUES (?, ?)")
                .bind(body.seq)
                .bind(&body.text)
                .execute(&mut *tx)
                .await?;
            // Only the whole message can say there is none; its start can say there is one.
            let has = match body.has_attachments {
                Some(has) => has,
                None => had,
            };
            if has != had {
                sqlx::query("UPDATE account_messages SET has_attachments = ? WHERE seq = ?")
                    .bind(has)
                    .bind(body.seq)
                    .execute(&mut *tx)
                    .await?;
            }
        }
        sqlx::query("UPDATE accounts SET bodies_indexed_seq = MAX(bodies_indexed_seq, ?) WHERE id = ?")
            .bind(through)
            .bind(account_id)
            .execute(&mut *tx)
            .await?;
        tx.commit().await?;
        Ok(())
    }

    /// Forgets the account's indexed bodies (body indexing turned off).
    pub async fn drop_body_index(&self, account_id: &str) -> Result<()> {
        let mut tx = self.pool.begin_with("BEGIN IMMEDIATE").await?;
        sqlx::query(
            "DELETE FROM account_bodies_fts WHERE rowid IN (SELECT seq FROM account_messages WHERE account_id = ?)",
        )
        .bind(account_id)
        .execute(&mut *tx)
        .await?;
        sqlx::query("UPDATE accounts SET bodies_indexed_seq = 0 WHERE id = ?")
            .bind(account_id)
            .execute(&mut *tx)
            .await?;
        tx.commit().await?;
        Ok(())
    }

    /// The folders of the account that hold messages whose bodies are not indexed.
    pub async fn folders_with_unindexed_bodies(&self, account_id: &str) -> Result<Vec<String>> {
        Ok(sqlx::query_scalar(
            "SELECT DISTINCT folder_id FROM account_messages
             WHERE seq > (SELECT bodies_indexed_seq FROM accounts WHERE id = ?1) AND +account_id = ?1",
        )
        .bind(account_id)
        .fetch_all(&self.pool)
        .await?)
    }

    /// The ids of the folder's messages with these UIDs.
    pub async fn ids_of_uids(&self, folder_id: &str, uids: &[u32]) -> Result<Vec<String>> {
        let uids = serde_json::to_string(uids).unwrap_or_else(|_| "[]".into());
        Ok(sqlx::query_scalar(
            "SELECT id FROM account_messages WHERE folder_id = ? AND uid IN (SELECT value FROM json_each(?))",
        )
        .bind(folder_id)
        .bind(uids)
        .fetch_all(&self.pool)
        .await?)
    }
}
