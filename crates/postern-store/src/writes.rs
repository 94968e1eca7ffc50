//! What a write transaction adds beside its own rows, said once for both backends: the events
//! of what it changed, the audit record of the act, and the serialisation of writers that must
//! not interleave (two sends with one idempotency key, two changes to the last admin).
//!
//! On SQLite a write transaction (`BEGIN IMMEDIATE`) holds the whole database, so there is
//! nothing to take. On PostgreSQL, where transactions run side by side (and on several
//! instances), they take advisory locks held to their commit (docs/STORE.md).

use crate::audit::AuditLog;
use crate::ingest::{self, EventOf, MessageEvent};
use crate::{Result, postgres};
use postern_core::Timestamp;

pub(crate) trait Writes: AuditLog {
    /// Appends an event to the log. On PostgreSQL this waits for no other writer: the event
    /// takes its place in the log after the transaction commits (`postgres::events`).
    async fn event(&mut self, kind: &str, user_id: &str, of: EventOf<'_>, at: Timestamp) -> Result<()>;

    /// Appends the events of messages of connected accounts, in order: on PostgreSQL in one
    /// statement, whatever their number.
    async fn message_events(&mut self, events: &[MessageEvent<'_>]) -> Result<()>;

    /// Waits until no other transaction holds `key`, and holds it to the commit. Taken before
    /// any audit record is written (which holds the chain), and at most one per transaction.
    async fn serialise(&mut self, key: &str) -> Result<()>;

    /// A write of a sync through `store`: refused ([`crate::StoreError::LeaseLost`]) unless the
    /// sync lease `store` was made for is still held, and then held to the commit.
    async fn fenced(&mut self, store: &crate::Store) -> Result<()>;

    /// Tells the other instances sharing `store`, at the commit, of messages that arrived in
    /// mailboxes (the last per mailbox is enough for their waits). Nothing to tell on SQLite.
    async fn arrived(&mut self, store: &crate::Store, arrived: &[crate::Committed]) -> Result<()>;
}

impl Writes for sqlx::SqliteConnection {
    async fn event(&mut self, kind: &str, user_id: &str, of: EventOf<'_>, at: Timestamp) -> Result<()> {
        ingest::insert_event(self, kind, user_id, of, at).await
    }

    async fn message_events(&mut self, events: &[MessageEvent<'_>]) -> Result<()> {
        for e in events {
            ingest::insert_event(self, e.kind, e.user_id, e.of(), e.at).await?;
        }
        Ok(())
    }

    async fn serialise(&mut self, _key: &str) -> Result<()> {
        Ok(())
    }

    async fn fenced(&mut self, _store: &crate::Store) -> Result<()> {
        Ok(())
    }

    async fn arrived(&mut self, _store: &crate::Store, _arrived: &[crate::Committed]) -> Result<()> {
        Ok(())
    }
}

impl Writes for sqlx::PgConnection {
    async fn event(&mut self, kind: &str, user_id: &str, of: EventOf<'_>, at: Timestamp) -> Result<()> {
        postgres::events::append(self, kind, user_id, of, at).await
    }

    async fn message_events(&mut self, events: &[MessageEvent<'_>]) -> Result<()> {
        postgres::events::append_messages(self, events).await
    }

    async fn serialise(&mut self, key: &str) -> Result<()> {
        sqlx::query(postgres::locks::XACT_LOCK).bind(key).execute(&mut *self).await?;
        Ok(())
    }

    async fn fenced(&mut self, store: &crate::Store) -> Result<()> {
        store.check_fence(self).await
    }

    async fn arrived(&mut self, store: &crate::Store, arrived: &[crate::Committed]) -> Result<()> {
        let Some(instance) = store.instance() else { return Ok(()) };
        let latest = ingest::latest_per_mailbox(arrived.to_vec());
        Ok(postgres::notify::arrivals(self, instance, &latest).await?)
    }
}
