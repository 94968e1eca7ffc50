//! Work that one instance at a time may do for a key, held for as long as the work takes (a
//! send, from checking its daily cap or its idempotency key to the server's answer), not just
//! for one transaction.
//!
//! On SQLite there is one instance per database, and the server's own in-process turns suffice:
//! [`Exclusive`] holds nothing. On PostgreSQL it holds a session advisory lock on a connection
//! of its own (from a pool kept apart, so that sends in progress never starve queries); the
//! connection is closed when the [`Exclusive`] goes, which releases the lock also when the
//! instance dies.

use crate::{Backend, Result, Store};
use sqlx::pool::PoolConnection;

/// Held until dropped.
pub struct Exclusive {
    held: Option<PoolConnection<sqlx::Postgres>>,
}

impl Drop for Exclusive {
    fn drop(&mut self) {
        if let Some(conn) = self.held.as_mut() {
            conn.close_on_drop();
        }
    }
}

impl Store {
    /// Waits until no other instance holds `key`, and holds it until the result is dropped.
    pub async fn exclusive(&self, key: &str) -> Result<Exclusive> {
        let Backend::Postgres(db) = &self.backend else { return Ok(Exclusive { held: None }) };
        let mut conn = db.exclusive.acquire().await?;
        sqlx::query(crate::postgres::locks::SESSION_LOCK).bind(key).execute(&mut *conn).await?;
        Ok(Exclusive { held: Some(conn) })
    }
}

#[cfg(test)]
mod tests {
    use crate::Store;
    use crate::postgres::tests::Schema;
    use std::time::Duration;

    /// A key held by one instance waits the other's turn until it is dropped; other keys pass.
    #[tokio::test]
    async fn one_instance_at_a_time_holds_a_key() {
        let schema = Schema::new().await;
        let (a, b) =
            (Store::open_postgres(&schema.url()).await.unwrap(), Store::open_postgres(&schema.url()).await.unwrap());
        let held = a.exclusive("cap:usr_1:acc_1").await.unwrap();
        let waiting = tokio::spawn({
            let b = b.clone();
            async move { b.exclusive("cap:usr_1:acc_1").await.unwrap() }
        });
        let _other = tokio::time::timeout(Duration::from_secs(5), b.exclusive("cap:usr_1:acc_2"))
            .await
            .expect("another key passes");
        tokio::time::sleep(Duration::from_millis(200)).await;
        assert!(!waiting.is_finished(), "the key is held by the other instance");
        drop(held);
        tokio::time::timeout(Duration::from_secs(5), waiting).await.expect("its turn comes once dropped").unwrap();
    }
}
