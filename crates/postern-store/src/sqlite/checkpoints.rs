//! Copying the WAL back into the database, beside the writers: [`start`].
//!
//! No connection checkpoints in its own commits (`wal_autocheckpoint = 0`). With SQLite's
//! default, the commit that found the WAL past 1,000 pages copied all of it back before it
//! returned, whichever connection that was: after a first sync of 100,000 messages, SMTP ingest
//! commits paid for the indexers' pages, and mail took up to 1.4–2.9 s to be accepted. A passive
//! checkpoint runs beside a writer (SQLite lets one checkpointer work while one writer appends),
//! so this thread does them for everyone.
//!
//! The thread runs at background priority ([`postern_core::sched::background`]): after each
//! commit of a first pass it copies thousands of pages back, milliseconds at a time, and on a
//! pooled connection that work ran at the priority of the API threads that opened it.

use super::direct::Direct;
use std::sync::Arc;
use std::sync::mpsc::{self, RecvTimeoutError};
use std::time::Duration;

/// How often the WAL is copied back.
const EVERY: Duration = Duration::from_millis(100);

/// Starts the checkpoints of the database, on a thread with a connection of its own; they stop
/// when the returned handle's last clone is dropped. A failed checkpoint is tried again at the
/// next tick.
pub(crate) fn start(direct: &Direct) -> crate::Result<Arc<mpsc::Sender<()>>> {
    let conn = direct.checkpointer()?;
    let (stop, stopped) = mpsc::channel::<()>();
    std::thread::Builder::new().name("postern-checkpoints".into()).spawn(move || {
        postern_core::sched::background();
        while let Err(RecvTimeoutError::Timeout) = stopped.recv_timeout(EVERY) {
            let _ = conn.query_row("PRAGMA wal_checkpoint(PASSIVE)", [], |_| Ok(()));
        }
    })?;
    Ok(Arc::new(stop))
}

#[cfg(test)]
mod tests {
    use crate::Store;
    use std::time::Duration;

    #[tokio::test]
    async fn commits_leave_the_wal_to_the_checkpoints() {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::open(dir.path()).await.unwrap();
        let pages: i64 =
            sqlx::query_scalar("PRAGMA wal_autocheckpoint").fetch_one(&store.sqlite().unwrap().pool).await.unwrap();
        assert_eq!(pages, 0, "no commit copies the WAL back");
        // The migrations were written to the WAL; the database file gets them from the thread.
        let file = dir.path().join("postern.db");
        for _ in 0..50 {
            if std::fs::metadata(&file).unwrap().len() > 64 * 1024 {
                return;
            }
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
        panic!("the WAL was not copied back within a second");
    }

    /// The nice values of this process's checkpoint threads.
    #[cfg(target_os = "linux")]
    fn checkpointers() -> Vec<i32> {
        let tasks = std::fs::read_dir("/proc/self/task").unwrap().flatten();
        tasks
            .filter(|t| std::fs::read_to_string(t.path().join("comm")).is_ok_and(|c| c.starts_with("postern-checkpo")))
            .filter_map(|t| {
                let stat = std::fs::read_to_string(t.path().join("stat")).ok()?;
                stat.rsplit_once(')')?.1.split_whitespace().nth(16)?.parse().ok()
            })
            .collect()
    }

    #[cfg(target_os = "linux")]
    #[tokio::test]
    async fn the_checkpoints_run_at_background_priority() {
        if !std::thread::spawn(postern_core::sched::background).join().unwrap() {
            return; // a sandbox that refuses to change priorities
        }
        let dir = tempfile::tempdir().unwrap();
        let _store = Store::open(dir.path()).await.unwrap();
        // Each thread lowers its priority as it starts (other tests open stores too).
        for _ in 0..50 {
            let nices = checkpointers();
            if !nices.is_empty() && nices.iter().all(|n| *n == postern_core::sched::BACKGROUND_NICE) {
                return;
            }
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
        panic!("checkpoint threads at nice {:?}", checkpointers());
    }
}
