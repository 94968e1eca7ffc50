//! Copying the WAL back into the database, beside the writers: [`start`].
//!
//! No connection checkpoints in its own commits (`wal_autocheckpoint = 0`). With SQLite's
//! default, the commit that found the WAL past 1,000 pages copied all of it back before it
//! returned, whichever connection that was: after a first sync of 100,000 messages, SMTP ingest
//! commits paid for the indexers' pages, and mail took up to 1.4–2.9 s to be accepted. A passive
//! checkpoint runs beside a writer (SQLite lets one checkpointer work while one writer appends),
//! so this task does them for everyone.

use sqlx::SqlitePool;
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::oneshot;

/// How often the WAL is copied back.
const EVERY: Duration = Duration::from_millis(100);

/// Starts the checkpoints of `pool`'s database; they stop when the returned handle's last clone
/// is dropped. A failed checkpoint is tried again at the next tick.
pub(crate) fn start(pool: SqlitePool) -> Arc<oneshot::Sender<()>> {
    let (stop, mut stopped) = oneshot::channel::<()>();
    tokio::spawn(async move {
        loop {
            tokio::select! {
                _ = &mut stopped => return,
                _ = tokio::time::sleep(EVERY) => {
                    let _ = sqlx::query("PRAGMA wal_checkpoint(PASSIVE)").execute(&pool).await;
                }
            }
        }
    });
    Arc::new(stop)
}

#[cfg(test)]
mod tests {
    use crate::Store;
    use std::time::Duration;

    #[tokio::test]
    async fn commits_leave_the_wal_to_the_checkpoints() {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::open(dir.path()).await.unwrap();
        let pages: i64 = sqlx::query_scalar("PRAGMA wal_autocheckpoint").fetch_one(&store.pool).await.unwrap();
        assert_eq!(pages, 0, "no commit copies the WAL back");
        // The migrations were written to the WAL; the database file gets them from the task.
        let file = dir.path().join("postern.db");
        for _ in 0..50 {
            if std::fs::metadata(&file).unwrap().len() > 64 * 1024 {
                return;
            }
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
        panic!("the WAL was not copied back within a second");
    }
}
