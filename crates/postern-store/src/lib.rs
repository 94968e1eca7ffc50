//! Postern's persistence: the SQLite store, its migrations, raw message blobs and the event log.
//!
//! This is the one home of `sqlx`, and of `rusqlite` for the reads that run on the calling
//! thread (module `direct`). Every change to mail is written together with its event in one
//! transaction; [`Store::subscribe`] tells readers (waits, later the change feed and webhooks)
//! about committed events, never about uncommitted ones.
//!
//! Every write transaction begins `IMMEDIATE`: several writers share the database (the ingest
//! writer, account syncs, the text indexer, the API), and a deferred transaction that reads
//! before it writes fails with `SQLITE_BUSY` instead of waiting when another writer committed in
//! between.
//!
//! Depends on `postern-core` and `postern-mail` only; knows nothing of HTTP or SMTP.

/// The part of a wait's query that decides what matches; binds (want a code, least confidence,
/// want a link), as [`WaitMatch::parts`] gives them. Shared by inbox and folder waits.
macro_rules! wait_condition {
    () => {
        " AND ((? AND m.otp IS NOT NULL AND m.otp_confidence >= ?) OR (? AND m.magic_link IS NOT NULL))"
    };
}

mod account_messages;
mod accounts;
mod audit;
mod bodies;
mod changes;
mod checkpoints;
mod direct;
mod edits;
mod folders;
mod inboxes;
mod index_writer;
mod ingest;
mod links;
mod messages;
mod migrate;
pub mod postgres;
mod sends;
mod turns;
mod users;
pub mod vault;

pub use account_messages::{IndexFilter, IndexPage, IndexPosition, IndexedRow};
pub use accounts::{AccountRecord, NewAccount};
pub use audit::{AuditCheck, AuditEntry, AuditFilter, AuditRecord};
pub use bodies::{BodyText, PendingBody};
pub use changes::{Change, FEED_KINDS, FeedBounds, FeedScope};
pub use folders::{Applied, FlagChange, FolderDelta, FolderRecord, FolderSpec, Found, IndexedMessage};
pub use inboxes::{InboxPage, NewInbox};
pub use index_writer::IndexWriter;
pub use ingest::{Committed, Delivery, Prepared};
pub use links::{LinkTarget, LinkUse};
pub use messages::{MessageFilter, MessagePage, WaitMatch};
pub use sends::{NewSend, SendRecord};
pub use users::{
    Before, NewToken, NewUser, RoleRecord, TokenOwner, TokenRecord, UserChange, UserRecord, rights_of, unknown_role,
};

use sqlx::sqlite::{SqliteConnectOptions, SqliteJournalMode, SqlitePool, SqlitePoolOptions, SqliteSynchronous};
use std::path::Path;
use std::sync::{Arc, Mutex};
use std::time::Duration;
use tokio::sync::{broadcast, mpsc};

/// Errors of the store. Callers map them to a 500 and log the details.
#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    #[error("database error: {0}")]
    Database(#[from] sqlx::Error),
    #[error("database error: {0}")]
    Direct(rusqlite::Error),
    #[error("i/o error: {0}")]
    Io(#[from] std::io::Error),
    #[error("the ingest writer has stopped")]
    WriterGone,
    #[error("a writer's thread has stopped")]
    ThreadGone,
    #[error("{0}")]
    Conflict(String),
    #[error("vault: {0}")]
    Vault(#[from] vault::VaultError),
}

/// Result of a store operation.
pub type Result<T> = std::result::Result<T, StoreError>;

/// How long a statement waits for a lock held by another connection.
const BUSY_TIMEOUT: Duration = Duration::from_secs(10);

/// Bytes of the database file each connection reads through a shared memory map.
const MMAP_SIZE: i64 = 256 << 20;

/// The store: a pool of readers and one ingest writer that groups deliveries into transactions.
#[derive(Clone)]
pub struct Store {
    pool: SqlitePool,
    /// Reads on the calling thread.
    direct: Arc<direct::Direct>,
    /// How the pool's connections are opened (for [`Store::own_pool`]).
    options: SqliteConnectOptions,
    ingest: mpsc::Sender<ingest::Job>,
    committed: broadcast::Sender<Committed>,
    /// The last `seen_at` handed to a message of a connected account.
    last_seen_at: Arc<Mutex<i64>>,
    /// Bumped after commits that wrote events (the change feed's readers wait on it).
    written: Arc<tokio::sync::watch::Sender<u64>>,
    /// Deliveries waiting for the write lock go before background writers.
    turns: Arc<turns::Turns>,
    /// Bumped when accounts or folders are added, removed or renamed ([`Store::layout_version`]).
    layout: Arc<std::sync::atomic::AtomicU64>,
    /// The WAL's checkpoints run while this lives ([`checkpoints`]).
    _checkpoints: Arc<std::sync::mpsc::Sender<()>>,
}

impl Store {
    /// Opens (creating if needed) the SQLite database `postern.db` in `data_dir`, runs the
    /// migrations and starts the ingest writer. Must be called inside a tokio runtime.
    pub async fn open(data_dir: &Path) -> Result<Store> {
        std::fs::create_dir_all(data_dir)?;
        let file = data_dir.join("postern.db");
        let options = SqliteConnectOptions::new()
            .filename(&file)
            .create_if_missing(true)
            .journal_mode(SqliteJournalMode::Wal)
            // FULL: a commit is on disk before it returns, so SMTP's 250 means "stored".
            .synchronous(SqliteSynchronous::Full)
            .foreign_keys(true)
            .busy_timeout(BUSY_TIMEOUT)
            // Reads through a shared mapping of the file: a request does not find its pages
            // missing from the cache of whichever pooled connection it got (each connection's
            // own cache is only 2 MiB), and no page is copied per read. Measured: list of 50
            // from a 10k-message account 1.48 -> 0.97 ms, throughput +50 %.
            .pragma("mmap_size", MMAP_SIZE.to_string())
            // Commits never copy the WAL back: a thread does, beside them ([`checkpoints`]).
            .pragma("wal_autocheckpoint", "0");
        let pool = SqlitePoolOptions::new()
            .max_connections(8)
            .min_connections(1)
            .test_before_acquire(false)
            .connect_with(options.clone())
            .await?;
        migrate::run(&pool).await?;
        let (committed, _) = broadcast::channel(4096);
        let written = Arc::new(tokio::sync::watch::Sender::new(0));
        let turns = Arc::new(turns::Turns::default());
        let ingest = ingest::start(options.clone(), committed.clone(), written.clone(), turns.clone()).await?;
        let direct = Arc::new(direct::Direct::new(&file));
        let _checkpoints = checkpoints::start(&direct)?;
        Ok(Store {
            pool,
            direct,
            options,
            ingest,
            committed,
            last_seen_at: Arc::new(Mutex::new(0)),
            written,
            turns,
            layout: Arc::default(),
            _checkpoints,
        })
    }

    /// A number that changes whenever accounts or folders are added, removed or renamed: what
    /// was computed from the accounts' layout (a change stream's scope) is still good while it
    /// stays the same.
    pub fn layout_version(&self) -> u64 {
        self.layout.load(std::sync::atomic::Ordering::Acquire)
    }

    pub(crate) fn layout_changed(&self) {
        self.layout.fetch_add(1, std::sync::atomic::Ordering::AcqRel);
    }

    /// A write transaction (`BEGIN IMMEDIATE`) for a caller who waits on it: background writers
    /// stand back until it has the lock ([`turns`]).
    pub(crate) async fn write(&self) -> Result<sqlx::Transaction<'static, sqlx::Sqlite>> {
        Ok(self.turns.first(self.pool.begin_with("BEGIN IMMEDIATE")).await?)
    }

    /// A write transaction of background work, begun after the writes waiting for the lock.
    pub(crate) async fn background_write(&self) -> Result<sqlx::Transaction<'static, sqlx::Sqlite>> {
        Ok(self.turns.after(self.pool.begin_with("BEGIN IMMEDIATE")).await?)
    }

    /// The same store reading and writing through a pool of its own (at most `max` connections,
    /// opened when first needed): a connection's SQLite work runs on a thread of its own, started
    /// by the task that opens it, so background work that opens its connections from a thread
    /// of lower priority keeps that priority for its queries too.
    pub fn own_pool(&self, max: u32) -> Store {
        let pool = SqlitePoolOptions::new()
            .max_connections(max)
            .min_connections(0)
            .test_before_acquire(false)
            .connect_lazy_with(self.options.clone());
        Store { pool, ..self.clone() }
    }

    /// Receives every committed message delivery, in commit order.
    pub fn subscribe(&self) -> broadcast::Receiver<Committed> {
        self.committed.subscribe()
    }

    /// Closes the pool after the writer has drained.
    pub async fn close(&self) {
        self.pool.close().await;
    }
}
