//! What callers hold open at once (waits, change streams) and how fast they ask, counted across
//! the instances that share a PostgreSQL database: [`LiveHold`] for the caps per token and per
//! user, [`Store::take_from_bucket`] for request rates. Each instance still counts its own (and
//! caps its total, which is about its own memory); on SQLite, one instance, that count is the
//! whole truth and nothing is written here.

use crate::postgres::leases::NOW;
use crate::postgres::locks::XACT_LOCK;
use crate::{Backend, Result, Store};
use std::time::Duration;

/// How long a hold lives without its instance pushing its expiry on …
const HOLD_TTL: Duration = Duration::from_secs(15);
/// … which each instance does this often.
const HOLD_ROUND: Duration = Duration::from_secs(5);

/// Which cap a new hold would exceed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum HeldAlready {
    Token,
    User,
}

/// One hold, counted by every instance until it is dropped.
pub struct LiveHold {
    /// The row and the pool to delete it from (none on SQLite).
    row: Option<(String, sqlx::PgPool)>,
}

impl Drop for LiveHold {
    fn drop(&mut self) {
        if let Some((id, pool)) = self.row.take()
            && let Ok(runtime) = tokio::runtime::Handle::try_current()
        {
            // Otherwise (the runtime is gone) it expires.
            runtime.spawn(async move {
                let _ = sqlx::query("DELETE FROM live_holds WHERE id = $1").bind(id).execute(&pool).await;
            });
        }
    }
}

impl Store {
    /// Takes a hold of `kind` for `user_id`'s token `token_id`, unless, counting every
    /// instance's, the token holds `per_token` of that kind already or the user `per_user`.
    pub async fn hold_live(
        &self,
        kind: &str,
        user_id: &str,
        token_id: &str,
        per_token: usize,
        per_user: usize,
    ) -> Result<std::result::Result<LiveHold, HeldAlready>> {
        let Backend::Postgres(db) = &self.backend else { return Ok(Ok(LiveHold { row: None })) };
        let mut tx = db.write().await?;
        // One admission at a time per user and kind, whichever instance.
        sqlx::query(XACT_LOCK).bind(format!("live:{kind}:{user_id}")).execute(&mut *tx).await?;
        let (by_token, by_user): (i64, i64) = sqlx::query_as(sqlx::AssertSqlSafe(format!(
            "SELECT COUNT(*) FILTER (WHERE token_id = $3), COUNT(*) FROM live_holds
             WHERE kind = $1 AND user_id = $2 AND expires_at > {NOW}"
        )))
        .bind(kind)
        .bind(user_id)
        .bind(token_id)
        .fetch_one(&mut *tx)
        .await?;
        let over = if by_user as usize >= per_user {
            Some(HeldAlready::User)
        } else if by_token as usize >= per_token {
            Some(HeldAlready::Token)
        } else {
            None
        };
        if let Some(over) = over {
            tx.rollback().await?;
            return Ok(Err(over));
        }
        let id = postern_core::id::new_time_ordered_id(postern_core::id::IdKind::Event);
        sqlx::query(sqlx::AssertSqlSafe(format!(
            "INSERT INTO live_holds (id, kind, user_id, token_id, instance, expires_at) VALUES ($1, $2, $3, $4, $5, {NOW} + $6)"
        )))
        .bind(&id)
        .bind(kind)
        .bind(user_id)
        .bind(token_id)
        .bind(&*db.instance)
        .bind(HOLD_TTL.as_micros() as i64)
        .execute(&mut *tx)
        .await?;
        tx.commit().await?;
        Ok(Ok(LiveHold { row: Some((id, db.pool.clone())) }))
    }
}

impl Store {
    /// Takes one from the token bucket `key` shared by every instance (`per_minute` on
    /// average, up to `burst` at once; a new key starts full): `None` when it was taken,
    /// otherwise how long until one is there. `None` at once on SQLite, where the instance's own
    /// bucket decides.
    pub async fn take_from_bucket(&self, key: &str, per_minute: u32, burst: u32) -> Result<Option<Duration>> {
        let Backend::Postgres(db) = &self.backend else { return Ok(None) };
        let per_micro = f64::from(per_minute) / 60e6;
        let refilled = format!("LEAST($3, b.tokens + ({NOW} - b.at) * $2)");
        let take = format!(
            "INSERT INTO rate_buckets AS b (key, tokens, at) VALUES ($1, $3 - 1, {NOW})
             ON CONFLICT (key) DO UPDATE SET tokens = {refilled} - 1, at = {NOW} WHERE {refilled} >= 1
             RETURNING tokens"
        );
        let taken: Option<f64> = sqlx::query_scalar(sqlx::AssertSqlSafe(take))
            .bind(key)
            .bind(per_micro)
            .bind(f64::from(burst))
            .fetch_optional(&db.pool)
            .await?;
        if taken.is_some() {
            return Ok(None);
        }
        let left: Option<f64> =
            sqlx::query_scalar(sqlx::AssertSqlSafe(format!("SELECT {refilled} FROM rate_buckets b WHERE key = $1")))
                .bind(key)
                .bind(per_micro)
                .bind(f64::from(burst))
                .fetch_optional(&db.pool)
                .await?;
        let missing = 1.0 - left.unwrap_or(0.0).clamp(0.0, 1.0);
        Ok(Some(Duration::from_secs_f64(missing / (per_micro * 1e6).max(1e-9))))
    }
}

/// Keeps this instance's holds alive and forgets expired ones (a dead instance's), every
/// [`HOLD_ROUND`], until the pool closes.
pub(crate) fn keep_alive(pool: sqlx::PgPool, instance: std::sync::Arc<str>) {
    tokio::spawn(async move {
        loop {
            tokio::time::sleep(HOLD_ROUND).await;
            if pool.is_closed() {
                return;
            }
            let renew = format!("UPDATE live_holds SET expires_at = {NOW} + $2 WHERE instance = $1");
            let renewed = sqlx::query(sqlx::AssertSqlSafe(renew))
                .bind(&*instance)
                .bind(HOLD_TTL.as_micros() as i64)
                .execute(&pool)
                .await;
            let forget = format!("DELETE FROM live_holds WHERE expires_at < {NOW}");
            let forgotten = sqlx::query(sqlx::AssertSqlSafe(forget)).execute(&pool).await;
            if let Err(e) = renewed.and(forgotten) {
                tracing::warn!(error = %e, "keeping this instance's waits and streams counted failed");
            }
        }
    });
}
