//! Channels a provider pushes an account's changes through (Microsoft Graph's subscriptions):
//! whichever instance a notification reaches finds its account here and checks its secret.

use crate::{Result, Store};
use postern_core::Timestamp;

/// A channel as stored.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PushChannel {
    pub account_id: String,
    /// SHA-256 (hex) of the secret every notification carries.
    pub secret_hash: String,
    pub expires_at: Timestamp,
}

impl Store {
    /// Records a channel (or its new expiry).
    pub async fn save_push_channel(&self, provider: &str, id: &str, channel: &PushChannel) -> Result<()> {
        on_both!(self, db => {
            sqlx::query(
                "INSERT INTO push_channels (provider, id, account_id, secret_hash, expires_at) VALUES ($1, $2, $3, $4, $5)
                 ON CONFLICT (provider, id) DO UPDATE SET secret_hash = excluded.secret_hash, expires_at = excluded.expires_at",
            )
            .bind(provider)
            .bind(id)
            .bind(&channel.account_id)
            .bind(&channel.secret_hash)
            .bind(channel.expires_at.micros())
            .execute(&db.pool)
            .await?;
        });
        Ok(())
    }

    /// The channel a notification names.
    pub async fn push_channel(&self, provider: &str, id: &str) -> Result<Option<PushChannel>> {
        on_both!(self, db => {
            let row: Option<(String, String, i64)> = sqlx::query_as(
                "SELECT account_id, secret_hash, expires_at FROM push_channels WHERE provider = $1 AND id = $2",
            )
            .bind(provider)
            .bind(id)
            .fetch_optional(&db.pool)
            .await?;
            Ok(row.map(|(account_id, secret_hash, at)| PushChannel { account_id, secret_hash, expires_at: Timestamp(at) }))
        })
    }

    /// An account's channels at a provider, by id.
    pub async fn push_channels_of(&self, provider: &str, account_id: &str) -> Result<Vec<(String, PushChannel)>> {
        on_both!(self, db => {
            let rows: Vec<(String, String, String, i64)> = sqlx::query_as(
                "SELECT id, account_id, secret_hash, expires_at FROM push_channels WHERE provider = $1 AND account_id = $2",
            )
            .bind(provider)
            .bind(account_id)
            .fetch_all(&db.pool)
            .await?;
            Ok(rows
                .into_iter()
                .map(|(id, account_id, secret_hash, at)| (id, PushChannel { account_id, secret_hash, expires_at: Timestamp(at) }))
                .collect())
        })
    }

    /// Forgets a channel (closed, or the provider removed it).
    pub async fn drop_push_channel(&self, provider: &str, id: &str) -> Result<()> {
        on_both!(self, db => {
            sqlx::query("DELETE FROM push_channels WHERE provider = $1 AND id = $2")
                .bind(provider)
                .bind(id)
                .execute(&db.pool)
                .await?;
        });
        Ok(())
    }
}
