//! Who writes next: writes someone waits on (an SMTP delivery, an API request) before the
//! background writers ([`Turns`]).
//!
//! SQLite's writers wait for the write lock by polling (sleeping 1 ms, then longer, up to 100 ms
//! between tries), so a writer that commits and begins again at once keeps the lock. Background
//! transactions that follow each other closely (the batches of a first indexing, of the text
//! index) left deliveries waiting: on a machine slowed down, past their 10 s busy timeout, and
//! the sender got a 451. So before each of its transactions a background writer (the first
//! indexing, the text and body indexes, an account's deletion, the change feed's purge) lets the
//! writes that wait go first. Every write transaction of the store begins through [`Turns::first`]
//! or [`Turns::after`] (`Store::write`, `Store::background_write`), or, on a `rusqlite`
//! connection, [`Turns::after_blocking`].

use crate::{Result, StoreError};
use sqlx::{Connection, Sqlite, SqliteConnection, Transaction};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;
use tokio::sync::Notify;

/// The longest a background writer stands back (it is never starved either).
const MAX_YIELD: Duration = Duration::from_secs(1);

#[derive(Default)]
pub(crate) struct Turns {
    waiting: AtomicUsize,
    gone: Notify,
}

/// A write waiting for the lock, until dropped.
pub(crate) struct Waiting<'a>(&'a Turns);

impl Turns {
    /// Begins (awaits `begin`) a write someone waits on: background writers stand back until it
    /// has the lock.
    pub(crate) async fn first<F: Future>(&self, begin: F) -> F::Output {
        let _waiting = self.foreground();
        begin.await
    }

    /// Begins (awaits `begin`) a background write, after the writes waiting for the lock.
    pub(crate) async fn after<F: Future>(&self, begin: F) -> F::Output {
        self.background().await;
        begin.await
    }

    /// `BEGIN IMMEDIATE` on a connection of the caller's own, as [`Turns::first`].
    pub(crate) async fn first_on<'c>(&self, conn: &'c mut SqliteConnection) -> sqlx::Result<Transaction<'c, Sqlite>> {
        self.first(conn.begin_with("BEGIN IMMEDIATE")).await
    }

    /// Runs `work` on `state` (which holds a `rusqlite` connection of the caller's own) on a
    /// blocking thread, in a write transaction on that connection begun as [`Turns::after`] and
    /// committed when `work` succeeds. The state comes back with the result; after an error it
    /// is dropped, and its connection closed.
    pub(crate) async fn after_blocking<S, T>(
        &self,
        mut state: S,
        work: impl FnOnce(&mut S) -> Result<T> + Send + 'static,
    ) -> Result<(S, T)>
    where
        S: AsRef<rusqlite::Connection> + Send + 'static,
        T: Send + 'static,
    {
        self.background().await;
        tokio::task::spawn_blocking(move || {
            state.as_ref().execute_batch("BEGIN IMMEDIATE")?;
            let value = work(&mut state)?;
            state.as_ref().execute_batch("COMMIT")?;
            Ok((state, value))
        })
        .await
        .map_err(|_| StoreError::ThreadGone)?
    }

    /// A write waits for the lock until the guard is dropped.
    fn foreground(&self) -> Waiting<'_> {
        self.waiting.fetch_add(1, Ordering::SeqCst);
        Waiting(self)
    }

    /// Returns when no write someone waits on is waiting for the lock, or after [`MAX_YIELD`].
    async fn background(&self) {
        let deadline = tokio::time::Instant::now() + MAX_YIELD;
        loop {
            let gone = self.gone.notified();
            tokio::pin!(gone);
            gone.as_mut().enable();
            if self.waiting.load(Ordering::SeqCst) == 0 {
                return;
            }
            if tokio::time::timeout_at(deadline, gone).await.is_err() {
                return;
            }
        }
    }
}

impl Drop for Waiting<'_> {
    fn drop(&mut self) {
        if self.0.waiting.fetch_sub(1, Ordering::SeqCst) == 1 {
            self.0.gone.notify_waiters();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::Turns;
    use std::sync::Arc;
    use std::time::Duration;

    #[tokio::test]
    async fn background_writers_wait_while_a_delivery_waits() {
        let turns = Arc::new(Turns::default());
        tokio::time::timeout(Duration::from_millis(100), turns.background()).await.expect("nobody waits");
        let waiting = turns.foreground();
        let background = tokio::spawn({
            let turns = turns.clone();
            async move { turns.background().await }
        });
        tokio::time::sleep(Duration::from_millis(50)).await;
        assert!(!background.is_finished(), "it stands back while the delivery waits");
        drop(waiting);
        tokio::time::timeout(Duration::from_millis(100), background).await.expect("then it goes").unwrap();
    }

    #[tokio::test]
    async fn a_background_writer_stands_back_one_second_at_most() {
        let turns = Turns::default();
        let _stuck = turns.foreground();
        let started = tokio::time::Instant::now();
        turns.background().await;
        let waited = started.elapsed();
        assert!(waited >= super::MAX_YIELD && waited < super::MAX_YIELD * 2, "{waited:?}");
    }
}
