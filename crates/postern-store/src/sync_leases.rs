//! Which instance syncs each connected account: [`SyncLease`]. On PostgreSQL a lease in the
//! database, taken when free or expired, renewed while the account's task runs, with a fence that
//! every write of the sync checks in its own transaction (`postgres::leases`), so that an
//! instance paused past its lease, and replaced, cannot write any more. On SQLite, one instance
//! per database file, it is always held.

use crate::{Backend, Result, Store, StoreError, postgres};
use std::sync::Arc;
use std::time::Duration;

/// How long a lease runs without renewal: a dead instance's accounts pass to another within
/// this and one round of [`SYNC_LEASE_ROUND`].
pub const SYNC_LEASE_TTL: Duration = Duration::from_secs(15);

/// How often a holder renews its leases and others try to take free ones.
pub const SYNC_LEASE_ROUND: Duration = Duration::from_secs(5);

/// The lease an instance holds on an account's sync, under its fence.
#[derive(Debug)]
pub(crate) struct Fence {
    account_id: String,
    holder: Arc<str>,
    fence: i64,
}

/// A word for the instance that syncs an account, from another that was asked for something
/// only the sync can do (a provider's push arrived there, a wait began there). What it says is
/// the server's to read; at most [`NUDGE_MAX`] bytes, without tabs or line breaks.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Nudge {
    pub account_id: String,
    pub what: String,
}

/// The longest [`Nudge::what`].
pub const NUDGE_MAX: usize = 512;

/// The right to sync one account. Its [`SyncLease::store`] writes only while the lease is held.
pub struct SyncLease {
    store: Store,
}

impl Store {
    /// Takes the sync lease of `account_id` for this instance when it is free, expired or this
    /// instance's already; `None` while another instance holds it.
    pub async fn take_sync_lease(&self, account_id: &str) -> Result<Option<SyncLease>> {
        let Backend::Postgres(db) = &self.backend else {
            return Ok(Some(SyncLease { store: self.clone() }));
        };
        let fence = postgres::leases::take(&db.pool, account_id, &db.instance, SYNC_LEASE_TTL).await?;
        Ok(fence.map(|fence| {
            let fence = Fence { account_id: account_id.to_string(), holder: db.instance.clone(), fence };
            SyncLease { store: Store { fence: Some(Arc::new(fence)), ..self.clone() } }
        }))
    }

    /// Whether several instances may share this store (PostgreSQL): each must then find the
    /// accounts the others add.
    pub fn shared(&self) -> bool {
        matches!(self.backend, Backend::Postgres(_))
    }

    /// Tells the other instances sharing this store (PostgreSQL) `what` about `account_id`'s
    /// sync ([`Store::sync_nudges`]); nothing on SQLite, where one instance syncs everything.
    /// A nudge is a hint: lost (no instance listening at that moment), the sync's own polling
    /// still finds the change.
    pub async fn nudge_sync(&self, account_id: &str, what: &str) -> Result<()> {
        let Backend::Postgres(db) = &self.backend else { return Ok(()) };
        let clean = |s: &str| !s.is_empty() && s.len() <= NUDGE_MAX && !s.contains(['\t', '\n', '\r']);
        if !clean(account_id) || !clean(what) {
            return Err(StoreError::Conflict("a nudge is one short line".into()));
        }
        postgres::notify::nudge(&db.pool, &db.instance, account_id, what).await?;
        Ok(())
    }

    /// The nudges other instances sent ([`Store::nudge_sync`]), as they are heard; never any on
    /// SQLite.
    pub fn sync_nudges(&self) -> tokio::sync::broadcast::Receiver<Nudge> {
        self.nudges.subscribe()
    }

    /// Inside a write transaction of a sync: the lease this handle was made for is still held
    /// (and stays held to the commit), else [`StoreError::LeaseLost`]. Nothing to check for a
    /// handle without a lease, nor on SQLite.
    pub(crate) async fn check_fence(&self, tx: &mut sqlx::PgConnection) -> Result<()> {
        let Some(f) = &self.fence else { return Ok(()) };
        if postgres::leases::still_held(tx, &f.account_id, &f.holder, f.fence).await? {
            Ok(())
        } else {
            Err(StoreError::LeaseLost)
        }
    }
}

impl SyncLease {
    /// The store for the sync's writes: each checks that this lease is still held.
    pub fn store(&self) -> &Store {
        &self.store
    }

    /// Extends the lease by [`SYNC_LEASE_TTL`]; false when it was lost (expired and taken).
    pub async fn renew(&self) -> Result<bool> {
        match (&self.store.backend, &self.store.fence) {
            (Backend::Postgres(db), Some(f)) => {
                postgres::leases::renew(&db.pool, &f.account_id, &f.holder, f.fence, SYNC_LEASE_TTL).await
            }
            _ => Ok(true),
        }
    }

    /// Gives the lease up (the task ends): another instance may take it at once.
    pub async fn release(self) {
        if let (Backend::Postgres(db), Some(f)) = (&self.store.backend, &self.store.fence) {
            let _ = postgres::leases::release(&db.pool, &f.account_id, &f.holder, f.fence).await;
        }
    }
}
