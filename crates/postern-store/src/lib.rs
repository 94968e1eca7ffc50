//! Postern's persistence: the store, its migrations, raw message blobs and the event log, on
//! SQLite (the default, module `sqlite`) or PostgreSQL (module `postgres`, for several instances:
//! docs/STORE.md).
//!
//! This is the one home of `sqlx`, and of `rusqlite` for the reads that run on the calling
//! thread (`sqlite::direct`). Every change to mail is written together with its event in one
//! transaction; [`Store::subscribe`] tells readers (waits, later the change feed and webhooks)
//! about committed events, never about uncommitted ones. The domain modules (accounts, users,
//! audit, …) hold the types and the SQL both backends speak alike (the `on_both!` macro); each backend
//! module holds its own machinery and the SQL only it speaks.
//!
//! Depends on `postern-core` and `postern-mail` only; knows nothing of HTTP or SMTP.

/// The part of a wait's query that decides what matches; binds `$3`-`$5` (want a code, least
/// confidence, want a link), as [`WaitMatch::parts`] gives them, after the scope (`$1`) and the
/// cutoff (`$2`). Shared by inbox and folder waits.
macro_rules! wait_condition {
    () => {
        " AND (($3 AND m.otp IS NOT NULL AND m.otp_confidence >= $4) OR ($5 AND m.magic_link IS NOT NULL))"
    };
}

/// The condition of a wait on its sender ([`SenderMatch`]): `$7` only authenticated mail, `$6`
/// (`''` for any) the domain it must come from. A domain matches itself and, after a dot, its
/// subdomains (`substr` from a position: the same on both backends).
macro_rules! sender_condition {
    () => {
        concat!(
            " AND (NOT $7 OR m.auth_domain IS NOT NULL)",
            " AND ($6 = '' OR m.auth_domain = $6 OR substr(m.auth_domain, length(m.auth_domain) - length($6)) = '.' || $6)"
        )
    };
}

/// Runs `$body` with `$db` bound to the backend's database (`sqlite::Db` or `postgres::Db`):
/// for work whose SQL both backends speak alike (placeholders `$1`, `$2`, …, booleans bound as
/// `bool` and written `TRUE`/`FALSE`, `ON CONFLICT`, `RETURNING`), written once and compiled for
/// each. Transactions add events, audit records and locks through [`writes::Writes`].
macro_rules! on_both {
    ($store:expr, $db:ident => $body:expr) => {
        match &$store.backend {
            crate::Backend::Sqlite($db) => $body,
            crate::Backend::Postgres($db) => $body,
        }
    };
}

/// Defines `$items` once per backend, in the modules `on_sqlite` and `on_postgres`, each with
/// `Conn` (its connection type), `PG` (whether it is PostgreSQL) and `NO_INDEX` in scope: for
/// the helpers of a transaction, whose SQL both backends speak alike (as in `on_both!`) but for
/// the parts chosen by `PG`. `NO_INDEX` prefixes a column whose indexes SQLite's planner must
/// leave out (a unary `+`), and is empty on PostgreSQL. `with a::b, c::d;` first brings in the
/// same backend's items of other modules made this way.
macro_rules! per_connection {
    (with $($($module:ident)::+),*; $($items:tt)*) => {
        pub(crate) mod on_sqlite {
            #![allow(dead_code)]
            use super::*;
            $(use $($module)::+::on_sqlite::*;)*
            pub(crate) type Conn = sqlx::SqliteConnection;
            pub(crate) const PG: bool = false;
            pub(crate) const NO_INDEX: &str = "+";
            $($items)*
        }
        pub(crate) mod on_postgres {
            #![allow(dead_code)]
            use super::*;
            $(use $($module)::+::on_postgres::*;)*
            pub(crate) type Conn = sqlx::PgConnection;
            pub(crate) const PG: bool = true;
            pub(crate) const NO_INDEX: &str = "";
            $($items)*
        }
    };
    ($($items:tt)*) => {
        per_connection!(with ; $($items)*);
    };
}

/// Text as the store keeps it: a NUL, which PostgreSQL's `text` cannot hold, is U+FFFD on both
/// backends (mail and mail servers are free to send one; a search for one finds these).
pub(crate) fn stored(text: &str) -> std::borrow::Cow<'_, str> {
    if text.contains('\0') { text.replace('\0', "\u{FFFD}").into() } else { text.into() }
}

/// `count` numbered placeholders from `$first` on, separated by commas.
pub(crate) fn numbered(first: usize, count: usize) -> String {
    (first..first + count).map(|n| format!("${n}")).collect::<Vec<_>>().join(", ")
}

mod account_messages;
mod accounts;
mod audit;
pub mod backup;
mod bodies;
mod changes;
mod edits;
mod exclusive;
mod folders;
mod gauges;
mod inboxes;
mod index_writer;
mod ingest;
mod keyring;
mod links;
mod live_holds;
mod messages;
mod oauth;
mod postgres;
mod private;
mod push_channels;
mod sends;
mod sign_ins;
mod sqlite;
mod sync_leases;
mod sync_pass;
#[cfg(any(test, feature = "testing"))]
pub mod testing;
mod threads;
mod ui_access;
mod users;
pub mod vault;
mod webhooks;
mod writes;

pub use account_messages::{IndexFilter, IndexPage, IndexPosition, IndexedRow};
pub use accounts::{AccountRecord, NewAccount};
pub use audit::{AuditCheck, AuditEntry, AuditFilter, AuditRecord};
pub use bodies::{BodyText, PendingBody};
pub use changes::{Change, EVENT_KINDS, FEED_KINDS, FeedBounds, FeedScope};
pub use exclusive::Exclusive;
pub use folders::{Applied, FlagChange, FolderDelta, FolderRecord, FolderSpec, Found, IndexedMessage, Locator};
pub use gauges::Gauges;
pub use inboxes::{InboxChange, InboxPage, NewInbox};
pub use index_writer::IndexWriter;
pub use ingest::{Committed, Compressed, Delivery, Prepared};
pub use links::{LinkTarget, LinkUse};
pub use live_holds::{HeldAlready, LiveHold};
pub use messages::{MessageFilter, MessagePage, SenderMatch, WaitMatch};
pub use oauth::{
    Authorization, ClientKind, Issue, NewAuthorization, OAuthClientRecord, Refreshed, RegistrationLimit, Rotation,
};
pub use postgres::PostgresOptions;
pub use push_channels::PushChannel;
pub use sends::{Decision, HeldSend, Hold, NewSend, SendRecord, SendState};
pub use sign_ins::{NewSignIn, OPEN_SIGN_INS, SignIn, SignInStatus};
pub use sync_leases::{NUDGE_MAX, Nudge, SYNC_LEASE_ROUND, SYNC_LEASE_TTL, SyncLease};
pub use ui_access::{
    Attempted, Counted, FailureRule, Failures, NewSession, PENDING_PER_USER, SESSIONS_PER_USER, SessionOwner,
    SessionSummary, SetupLink, TotpRecord, UiUser,
};
pub use users::{
    Before, NewToken, NewUser, RoleRecord, TokenOwner, TokenRecord, UserChange, UserRecord, rights_of, unknown_role,
};
pub use webhooks::{ATTEMPTS_KEPT, Attempt, NewWebhook, Webhook, WebhookChange, WebhookStatus};

use std::path::Path;
use std::sync::{Arc, Mutex};
use tokio::sync::broadcast;

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
    #[error("this instance no longer holds the account's sync lease")]
    LeaseLost,
    /// Every recipient's sender lists block the message (docs/SENDER_AUTH.md).
    #[error("the recipients do not take mail from this sender")]
    Refused,
}

/// Result of a store operation.
pub type Result<T> = std::result::Result<T, StoreError>;

/// The database behind a [`Store`].
#[derive(Clone)]
enum Backend {
    Sqlite(Arc<sqlite::Db>),
    Postgres(postgres::Db),
}

impl Backend {
    fn is_postgres(&self) -> bool {
        matches!(self, Backend::Postgres(_))
    }

    /// What keeps a column's indexes out of the planner's choice: SQLite's unary `+` (nothing on
    /// PostgreSQL, whose planner weighs its statistics).
    fn no_index(&self) -> &'static str {
        match self {
            Backend::Sqlite(_) => "+",
            Backend::Postgres(_) => "",
        }
    }

    /// A subquery of the values of the JSON array of strings bound as `param` (text).
    fn json_values(&self, param: &str) -> String {
        json_values(matches!(self, Backend::Postgres(_)), param, false)
    }
}

/// A subquery of the values of the JSON array bound as `param` (on PostgreSQL when `pg`): text,
/// or integers with `int`. A list of any length in one parameter, on both backends.
pub(crate) fn json_values(pg: bool, param: &str, int: bool) -> String {
    match (pg, int) {
        (false, _) => format!("SELECT value FROM json_each({param})"),
        (true, false) => format!("SELECT json_array_elements_text({param}::json)"),
        (true, true) => format!("SELECT json_array_elements_text({param}::json)::int8"),
    }
}

/// The store: the database (SQLite by default, or PostgreSQL) and what its readers are told
/// about commits.
#[derive(Clone)]
pub struct Store {
    backend: Backend,
    /// The ingest writer's queue (group commit, on either backend).
    ingest: tokio::sync::mpsc::Sender<ingest::Job>,
    committed: broadcast::Sender<Committed>,
    /// The last `seen_at` handed to a message of a connected account.
    last_seen_at: Arc<Mutex<i64>>,
    /// Bumped after commits that wrote events (the change feed's readers wait on it).
    written: Arc<tokio::sync::watch::Sender<u64>>,
    /// Transactions the ingest writer committed.
    ingest_batches: Arc<std::sync::atomic::AtomicU64>,
    /// Bumped when commits of other instances may have gone unheard (PostgreSQL: the listening
    /// connection was replaced): every wait looks again ([`Store::watch_missed`]).
    missed: Arc<tokio::sync::watch::Sender<u64>>,
    /// Bumped when accounts or folders are added, removed or renamed ([`Store::layout_version`]).
    layout: Arc<std::sync::atomic::AtomicU64>,
    /// Bumped when another instance changed the keyring ([`Store::watch_keys`]).
    keys: Arc<tokio::sync::watch::Sender<u64>>,
    /// Messages deleted through the API lately, for the syncs of this process
    /// ([`edits::RecentlyDeleted`]).
    recently_deleted: Arc<edits::RecentlyDeleted>,
    /// Nudges for this instance's syncs from other instances ([`Store::sync_nudges`]).
    nudges: broadcast::Sender<sync_leases::Nudge>,
    /// The sync lease this handle writes under ([`SyncLease::store`]), checked by each write of
    /// a sync on PostgreSQL.
    fence: Option<Arc<sync_leases::Fence>>,
}

impl Store {
    /// Opens (creating if needed) the SQLite database `postern.db` in `data_dir`, runs the
    /// migrations and starts the ingest writer. Must be called inside a tokio runtime.
    pub async fn open(data_dir: &Path) -> Result<Store> {
        let (committed, _) = broadcast::channel(4096);
        let written = Arc::new(tokio::sync::watch::Sender::new(0));
        let ingest_batches = Arc::default();
        let (db, ingest) =
            sqlite::Db::open(data_dir, committed.clone(), written.clone(), Arc::clone(&ingest_batches)).await?;
        let keys = Arc::new(tokio::sync::watch::Sender::new(0));
        Ok(Store {
            backend: Backend::Sqlite(Arc::new(db)),
            ingest,
            committed,
            last_seen_at: Arc::new(Mutex::new(0)),
            written,
            ingest_batches,
            missed: Arc::new(tokio::sync::watch::Sender::new(0)),
            layout: Arc::default(),
            keys,
            nudges: broadcast::channel(1).0,
            recently_deleted: Arc::default(),
            fence: None,
        })
    }

    /// Connects to the PostgreSQL database at `url` (`postgres://…`) and runs its migrations
    /// (once, however many instances start together).
    pub async fn open_postgres(url: &str) -> Result<Store> {
        Store::open_postgres_with(url, &PostgresOptions::default()).await
    }

    /// [`Store::open_postgres`] with its pool and statement limits.
    pub async fn open_postgres_with(url: &str, options: &PostgresOptions) -> Result<Store> {
        let db = postgres::Db::open(url, options).await?;
        let (committed, _) = broadcast::channel(4096);
        let written = Arc::new(tokio::sync::watch::Sender::new(0));
        let missed = Arc::new(tokio::sync::watch::Sender::new(0));
        let keys = Arc::new(tokio::sync::watch::Sender::new(0));
        let (nudges, _) = broadcast::channel(1024);
        let ingest_batches = Arc::default();
        let ingest = postgres::ingest::start(
            db.pool.clone(),
            db.instance.clone(),
            committed.clone(),
            written.clone(),
            Arc::clone(&ingest_batches),
        );
        let hearers = postgres::notify::Hearers {
            committed: committed.clone(),
            written: Arc::downgrade(&written),
            missed: Arc::downgrade(&missed),
            keys: Arc::downgrade(&keys),
            nudges: nudges.clone(),
        };
        postgres::notify::start(db.pool.clone(), db.instance.clone(), hearers);
        db.log.settle_when_written(written.subscribe());
        live_holds::keep_alive(db.pool.clone(), db.instance.clone());
        Ok(Store {
            backend: Backend::Postgres(db),
            ingest,
            committed,
            last_seen_at: Arc::new(Mutex::new(0)),
            written,
            ingest_batches,
            missed,
            layout: Arc::default(),
            keys,
            nudges,
            recently_deleted: Arc::default(),
            fence: None,
        })
    }

    /// The SQLite database (tests of SQLite's own machinery).
    #[cfg(test)]
    pub(crate) fn sqlite(&self) -> Result<&sqlite::Db> {
        match &self.backend {
            Backend::Sqlite(db) => Ok(db),
            Backend::Postgres(_) => Err(StoreError::Conflict("not available on PostgreSQL yet".into())),
        }
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

    /// The same store reading and writing through a pool of its own (at most `max` connections,
    /// opened when first needed), for background work that keeps its own thread's priority.
    pub fn own_pool(&self, max: u32) -> Store {
        let backend = match &self.backend {
            Backend::Sqlite(db) => Backend::Sqlite(Arc::new(db.own_pool(max))),
            Backend::Postgres(db) => Backend::Postgres(db.clone()),
        };
        Store { backend, ..self.clone() }
    }

    /// Receives every committed message delivery, in commit order (on PostgreSQL those of
    /// other instances too, as they are heard).
    pub fn subscribe(&self) -> broadcast::Receiver<Committed> {
        self.committed.subscribe()
    }

    /// Changes when another instance changed the keyring: reload it ([`Store::refresh_vault`]).
    pub fn watch_keys(&self) -> tokio::sync::watch::Receiver<u64> {
        self.keys.subscribe()
    }

    /// Changes when deliveries may have been committed unheard: a waiter looks again.
    pub fn watch_missed(&self) -> tokio::sync::watch::Receiver<u64> {
        self.missed.subscribe()
    }

    /// This instance's name in its notifications (PostgreSQL; none on SQLite).
    pub(crate) fn instance(&self) -> Option<&str> {
        match &self.backend {
            Backend::Sqlite(_) => None,
            Backend::Postgres(db) => Some(&db.instance),
        }
    }

    /// Whether the database answers, within `within`.
    pub async fn ping(&self, within: std::time::Duration) -> bool {
        let answer = async { on_both!(self, db => sqlx::query_scalar::<_, i32>("SELECT 1").fetch_one(&db.pool).await) };
        matches!(tokio::time::timeout(within, answer).await, Ok(Ok(1)))
    }

    /// Closes the pool after the writer has drained.
    pub async fn close(&self) {
        match &self.backend {
            Backend::Sqlite(db) => db.pool.close().await,
            Backend::Postgres(db) => db.close().await,
        }
    }
}
