//! Which instance syncs each connected account (docs/STORE.md): a lease in the database, taken
//! when free or expired, renewed while the account's task runs, and a fence that every write of
//! the sync checks in its own transaction, so that an instance that was paused past its lease
//! (and replaced) cannot write any more.

use crate::Result;
use sqlx::{PgConnection, PgPool};
use std::time::Duration;

/// The database's clock, in unix microseconds.
pub(crate) const NOW: &str = "(extract(epoch from clock_timestamp()) * 1000000)::bigint";

/// Takes the lease of `account_id` for `holder` for `ttl`, when it is free, expired, or
/// `holder`'s already; returns its fence (a new one when the holder changed), or `None` while
/// another holder's lease runs.
pub(crate) async fn take(pool: &PgPool, account_id: &str, holder: &str, ttl: Duration) -> Result<Option<i64>> {
    let sql = format!(
        "INSERT INTO sync_leases (account_id, holder, fence, expires_at) VALUES ($1, $2, 1, {NOW} + $3)
         ON CONFLICT (account_id) DO UPDATE SET
             fence = CASE WHEN sync_leases.holder = EXCLUDED.holder THEN sync_leases.fence ELSE sync_leases.fence + 1 END,
             holder = EXCLUDED.holder,
             expires_at = EXCLUDED.expires_at
         WHERE sync_leases.holder = EXCLUDED.holder OR sync_leases.expires_at < {NOW}
         RETURNING fence"
    );
    Ok(sqlx::query_scalar(sqlx::AssertSqlSafe(sql))
        .bind(account_id)
        .bind(holder)
        .bind(ttl.as_micros() as i64)
        .fetch_optional(pool)
        .await?)
}

/// Extends a lease `holder` holds under `fence` by `ttl` from now; false when it was lost.
pub(crate) async fn renew(pool: &PgPool, account_id: &str, holder: &str, fence: i64, ttl: Duration) -> Result<bool> {
    let sql = format!(
        "UPDATE sync_leases SET expires_at = {NOW} + $4 WHERE account_id = $1 AND holder = $2 AND fence = $3 RETURNING 1"
    );
    let renewed: Option<i32> = sqlx::query_scalar(sqlx::AssertSqlSafe(sql))
        .bind(account_id)
        .bind(holder)
        .bind(fence)
        .bind(ttl.as_micros() as i64)
        .fetch_optional(pool)
        .await?;
    Ok(renewed.is_some())
}

/// Ends a lease `holder` holds under `fence` now, for another instance to take.
pub(crate) async fn release(pool: &PgPool, account_id: &str, holder: &str, fence: i64) -> Result<()> {
    sqlx::query("UPDATE sync_leases SET expires_at = 0 WHERE account_id = $1 AND holder = $2 AND fence = $3")
        .bind(account_id)
        .bind(holder)
        .bind(fence)
        .execute(pool)
        .await?;
    Ok(())
}

/// Inside a write transaction of the sync: whether `holder` still holds the lease under `fence`.
/// The lease's row stays locked until the transaction ends, so no other instance takes it over
/// meanwhile; a transaction that finds it lost must not write.
pub(crate) async fn still_held(tx: &mut PgConnection, account_id: &str, holder: &str, fence: i64) -> Result<bool> {
    let held: Option<i32> =
        sqlx::query_scalar("SELECT 1 FROM sync_leases WHERE account_id = $1 AND holder = $2 AND fence = $3 FOR SHARE")
            .bind(account_id)
            .bind(holder)
            .bind(fence)
            .fetch_optional(&mut *tx)
            .await?;
    Ok(held.is_some())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::postgres::Db;
    use crate::postgres::tests::Schema;

    async fn account(pool: &PgPool, id: &str) {
        sqlx::query("INSERT INTO users (id, name, is_admin, created_at) VALUES ('usr_1', 'alice', false, 0) ON CONFLICT DO NOTHING")
            .execute(pool)
            .await
            .unwrap();
        sqlx::query(
            "INSERT INTO accounts (id, user_id, email, provider, settings_json, credentials, status, created_at, updated_at)
             VALUES ($1, 'usr_1', 'alice@example.test', 'imap', '{}', '\\x00', 'connected', 0, 0)",
        )
        .bind(id)
        .execute(pool)
        .await
        .unwrap();
    }

    /// One holder at a time; an expired lease passes to another instance under a new fence, and
    /// the old holder can neither renew it nor write.
    #[tokio::test]
    async fn a_lease_has_one_holder_and_a_replaced_one_cannot_write() {
        let schema = Schema::new().await;
        let database = Db::open(&schema.url(), &Default::default()).await.unwrap();
        let pool = &database.pool;
        account(pool, "acc_1").await;
        let ttl = Duration::from_millis(300);
        let a = take(pool, "acc_1", "instance-a", ttl).await.unwrap().expect("a free lease is taken");
        assert_eq!(take(pool, "acc_1", "instance-b", ttl).await.unwrap(), None, "held by a");
        assert_eq!(take(pool, "acc_1", "instance-a", ttl).await.unwrap(), Some(a), "a takes its own again");
        assert!(renew(pool, "acc_1", "instance-a", a, ttl).await.unwrap());

        // a stops renewing (paused, or dead): b takes over once the lease runs out.
        tokio::time::sleep(ttl + Duration::from_millis(100)).await;
        let b = take(pool, "acc_1", "instance-b", ttl).await.unwrap().expect("an expired lease is taken over");
        assert!(b > a, "a new holder, a new fence");
        assert!(!renew(pool, "acc_1", "instance-a", a, ttl).await.unwrap(), "a lost it");
        let mut tx = pool.begin().await.unwrap();
        assert!(!still_held(&mut tx, "acc_1", "instance-a", a).await.unwrap(), "a must not write");
        assert!(still_held(&mut tx, "acc_1", "instance-b", b).await.unwrap());
        tx.rollback().await.unwrap();
        database.close().await;
    }

    /// A takeover waits for a write the holder has begun: the write lands under the fence it
    /// checked, and only then does the lease change hands.
    #[tokio::test]
    async fn a_takeover_waits_for_the_holders_write_in_progress() {
        let schema = Schema::new().await;
        let database = Db::open(&schema.url(), &Default::default()).await.unwrap();
        let pool = database.pool.clone();
        account(&pool, "acc_1").await;
        let ttl = Duration::from_millis(200);
        let a = take(&pool, "acc_1", "instance-a", ttl).await.unwrap().unwrap();
        let mut tx = pool.begin().await.unwrap();
        assert!(still_held(&mut tx, "acc_1", "instance-a", a).await.unwrap());
        tokio::time::sleep(ttl + Duration::from_millis(100)).await;
        let (taker_pool, started) = (pool.clone(), std::time::Instant::now());
        let taker = tokio::spawn(async move {
            let fence = take(&taker_pool, "acc_1", "instance-b", Duration::from_secs(5)).await.unwrap();
            (fence, started.elapsed())
        });
        tokio::time::sleep(Duration::from_millis(300)).await;
        assert!(!taker.is_finished(), "the takeover waits for the write");
        tx.commit().await.unwrap();
        let (fence, waited) = taker.await.unwrap();
        assert!(fence.is_some_and(|b| b > a) && waited >= Duration::from_millis(300));
        database.close().await;
    }
}
