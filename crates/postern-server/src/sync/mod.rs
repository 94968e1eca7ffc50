//! Background sync of connected accounts: one task per account.
//!
//! A task connects, lists the folders, and makes passes: each pass looks at every selectable
//! folder (STATUS first; SELECT and fetch only where something changed), gathers what it found
//! into [`FolderDelta`]s and writes them in one transaction, so that a message moved by another
//! client between two folders keeps its id. Between passes the task IDLEs on the INBOX for at
//! most [`WATCH_INTERVAL`], so new mail there arrives at once and changes anywhere else are seen
//! within that interval; with NOTIFY, the server reports changes in every folder during IDLE, so
//! they arrive at once too. New mail after the first indexing has its body read (`BODY.PEEK`, never
//! marking it read) and run through the extractor, so that waits on a folder can match codes and
//! links. While someone waits on a folder, that folder is checked every [`HURRY_INTERVAL`].
//! Errors reconnect with exponential backoff; a refused login waits for new credentials.
//!
//! Once its first pass is done, an account's task also reads the bodies of its messages for the
//! full-text index, in bounded steps between passes (unless the account's `index_bodies` setting
//! is false). The syncer also runs the text indexer, which adds subjects and addresses to the
//! full-text index once no first indexing is running.

mod engine;

pub(crate) use engine::{indexed as neutral_indexed, specs as folder_specs};

use crate::connect::{
    capability_names, connect_checked, connect_jmap, connect_pop3, imap_settings, jmap_settings, pop3_settings,
    stored_password,
};
use crate::local::internal;
use postern_core::Timestamp;
use postern_core::model::{Account, Address, SyncProgress};
use postern_providers::imap::{
    self, ConnectOptions, FolderState, ImapConnection, ImapError, ImapSettings, RemoteFolder, RemoteMessage,
};
use postern_providers::provider::ProviderError;
use postern_store::vault::Vault;
use postern_store::{
    BodyText, FlagChange, FolderDelta, FolderRecord, FolderSpec, FolderSyncState, Found, IndexWriter, IndexedMessage,
    Store,
};
use std::collections::{HashMap, HashSet};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;
use tokio::sync::{Notify, watch};

/// Longest time between two passes: a change another client makes in any folder is indexed
/// within this (plus the pass itself).
pub const WATCH_INTERVAL: Duration = Duration::from_secs(8);
/// Between two passes of a POP3 account, unless its `poll_seconds` says otherwise: each pass is
/// a login.
const POP3_POLL: Duration = Duration::from_secs(60);
/// Between two passes of a POP3 account while someone waits on it.
const POP3_HURRY: Duration = Duration::from_secs(1);
/// Between two passes of a JMAP account without push (one `Email/changes` request), unless its
/// `poll_seconds` says otherwise.
const JMAP_POLL: Duration = Duration::from_secs(5);
/// Between two passes of a JMAP account while someone waits on it.
const JMAP_HURRY: Duration = Duration::from_millis(250);
/// Longest wait between reconnection attempts.
const MAX_BACKOFF: Duration = Duration::from_secs(300);
/// A first indexing fetches this many messages per command, writing one batch while it
/// fetches the next.
const INITIAL_BATCH: usize = 2500;
/// Bodies of at most this many new messages per folder and pass are read for extraction.
const MAX_BODIES_PER_PASS: usize = 50;
/// Folder lists are refreshed every this many passes.
const PASSES_PER_FOLDER_LIST: u32 = 8;
/// While someone waits on a folder of the account, passes run this often instead of trusting
/// IDLE alone (Dovecot, for one, reports mail delivered by another process only after 0.5 s).
const HURRY_INTERVAL: Duration = Duration::from_millis(50);
/// Messages added to the full-text index per transaction: about 30 ms of holding the write lock,
/// which is what a delivery that arrives meanwhile waits (5,000: 100–170 ms).
const TEXT_INDEX_BATCH: u32 = 1000;
/// The longest the text index waits for running first passes before it indexes a batch anyway.
const TEXT_INDEX_MAX_WAIT: Duration = Duration::from_secs(5);
/// A body-indexing step reads at most this many messages …
const BODY_STEP_MESSAGES: usize = 200;
/// Messages per step when only their References and Content-Type are read.
const DETAILS_STEP_MESSAGES: usize = 2000;
/// … and about this many bytes of them.
const BODY_STEP_BYTES: u64 = 4 * 1024 * 1024;
/// Of each message, the full-text index reads at most its first this many bytes …
const BODY_READ_BYTES: u32 = 256 * 1024;
/// … and keeps at most this many characters of body text.
const BODY_TEXT_CHARS: usize = 64 * 1024;
/// How long stopping the syncer waits for tasks in the middle of a pass.
const STOP_TIMEOUT: Duration = Duration::from_secs(10);
/// Connections of the syncs' own pool (a sync writes while the last batch's successor is fetched,
/// the text indexer writes too).
const SYNC_CONNECTIONS: u32 = 4;

/// The runtime the account syncs and the text indexer run on: two worker threads (plus their
/// blocking threads) at a lower scheduling priority ([`postern_core::sched::background`]), so that API
/// requests and SMTP ingest get the cores first while a big first sync parses and writes. The
/// SQLite connections the syncs use are opened from these threads, and the threads their SQLite
/// work runs on inherit the priority. Shut down when the last [`Syncer`] handle goes (the tasks
/// have ended by then: they stop at the server's shutdown signal).
struct Background(Option<tokio::runtime::Runtime>);

impl Background {
    fn start(on_thread: Option<fn()>) -> Background {
        let runtime = tokio::runtime::Builder::new_multi_thread()
            .worker_threads(2)
            .thread_name("postern-sync")
            .on_thread_start(move || {
                if let Some(on_thread) = on_thread {
                    on_thread();
                }
                postern_core::sched::background();
            })
            .enable_all()
            .build()
            .expect("the sync runtime starts");
        Background(Some(runtime))
    }

    fn handle(&self) -> &tokio::runtime::Handle {
        self.0.as_ref().expect("the sync runtime runs").handle()
    }
}

impl Drop for Background {
    fn drop(&mut self) {
        if let Some(runtime) = self.0.take() {
            runtime.shutdown_background();
        }
    }
}

/// The per-account sync tasks.
#[derive(Clone)]
pub struct Syncer {
    inner: Arc<SyncerInner>,
    /// Held by the handles only (the tasks hold `inner`), so that it is never dropped on its own
    /// threads.
    background: Arc<Background>,
}

struct SyncerInner {
    store: Store,
    vault: Arc<Vault>,
    /// Mail servers allowed although they resolve to non-public addresses.
    internal_hosts: Vec<String>,
    /// What the syncs read from a server at most.
    limits: imap::Limits,
    shutdown: watch::Receiver<bool>,
    tasks: Mutex<HashMap<String, Arc<TaskControl>>>,
    handles: Mutex<Vec<tokio::task::JoinHandle<()>>>,
    /// First passes (initial indexing) running now; the text indexer waits for them.
    first_passes: Arc<AtomicUsize>,
    /// See [`crate::ApiConfig::before_sync_pass`].
    before_pass: Option<fn(&str)>,
}

/// How the API talks to a running task.
struct TaskControl {
    /// Set when the account is deleted; the task ends at its next step.
    stopped: watch::Sender<bool>,
    /// Wakes the task for a pass now (new credentials, a verify, a new wait).
    poke: Notify,
    /// Folders someone waits on, and until when: they are checked every [`HURRY_INTERVAL`].
    hurry: Mutex<HashMap<String, tokio::time::Instant>>,
    /// Set when folders were created, renamed or deleted through the API: list them again.
    relist: std::sync::atomic::AtomicBool,
}

impl TaskControl {
    /// The folders still waited on, if any.
    fn hurried(&self) -> Option<HashSet<String>> {
        let mut hurry = self.hurry.lock().expect("hurry lock");
        let now = tokio::time::Instant::now();
        hurry.retain(|_, until| *until > now);
        (!hurry.is_empty()).then(|| hurry.keys().cloned().collect())
    }
}

impl Syncer {
    /// A syncer with no tasks yet.
    pub fn new(
        store: Store,
        vault: Arc<Vault>,
        internal_hosts: Vec<String>,
        limits: imap::Limits,
        on_thread: Option<fn()>,
        before_pass: Option<fn(&str)>,
        shutdown: watch::Receiver<bool>,
    ) -> Syncer {
        let first_passes = Arc::new(AtomicUsize::new(0));
        let background = Arc::new(Background::start(on_thread));
        // The syncs' own connections, opened on the background runtime (see [`Background`]).
        let store = {
            let _runtime = background.handle().enter();
            store.own_pool(SYNC_CONNECTIONS)
        };
        let indexer = background.handle().spawn(text_indexer(store.clone(), first_passes.clone(), shutdown.clone()));
        let tasks = Mutex::new(HashMap::new());
        let handles = Mutex::new(vec![indexer]);
        let inner =
            SyncerInner { store, vault, internal_hosts, limits, shutdown, tasks, handles, first_passes, before_pass };
        Syncer { inner: Arc::new(inner), background }
    }

    /// Starts a task for every stored account.
    pub async fn start_all(&self) -> Result<(), postern_store::StoreError> {
        for record in self.inner.store.all_accounts()? {
            self.start(&record.account.id);
        }
        Ok(())
    }

    /// Starts the task of an account, or pokes it when it runs.
    pub fn start(&self, account_id: &str) {
        self.start_with(account_id, None);
    }

    /// Connects and logs in on the syncs' runtime, where the connection can become the first of
    /// an account's task ([`Syncer::start_with`]).
    pub async fn log_in(
        &self,
        settings: &ImapSettings,
        password: &str,
        options: ConnectOptions,
    ) -> Result<ImapConnection, ImapError> {
        let (settings, password) = (settings.clone(), password.to_string());
        self.background
            .handle()
            .spawn(async move { ImapConnection::connect_with(&settings, &password, &options).await })
            .await
            .map_err(|_| ImapError::Unreachable("the syncs' runtime has stopped".into()))?
    }

    /// [`Syncer::start`], the task's first pass running on `first` (from [`Syncer::log_in`]):
    /// a new account's sync starts without connecting and logging in again.
    pub fn start_with(&self, account_id: &str, first: Option<ImapConnection>) {
        let mut tasks = self.inner.tasks.lock().expect("sync tasks lock");
        if let Some(control) = tasks.get(account_id) {
            control.poke.notify_one();
            return;
        }
        let control = Arc::new(TaskControl {
            stopped: watch::channel(false).0,
            poke: Notify::new(),
            hurry: Mutex::new(HashMap::new()),
            relist: std::sync::atomic::AtomicBool::new(false),
        });
        tasks.insert(account_id.to_string(), control.clone());
        let inner = self.inner.clone();
        let id = account_id.to_string();
        let mut handles = self.inner.handles.lock().expect("sync handles lock");
        handles.retain(|h| !h.is_finished());
        handles.push(self.background.handle().spawn(async move {
            supervised(&inner, &id, &control, first).await;
            let mut tasks = inner.tasks.lock().expect("sync tasks lock");
            if tasks.get(&id).is_some_and(|c| Arc::ptr_eq(c, &control)) {
                tasks.remove(&id);
            }
        }));
    }

    /// Someone waits on a folder of this account until `until`: check that folder every
    /// [`HURRY_INTERVAL`] until then.
    pub fn hurry(&self, account_id: &str, folder_id: &str, until: tokio::time::Instant) {
        if let Some(control) = self.inner.tasks.lock().expect("sync tasks lock").get(account_id) {
            let mut hurry = control.hurry.lock().expect("hurry lock");
            let entry = hurry.entry(folder_id.to_string()).or_insert(until);
            *entry = (*entry).max(until);
            drop(hurry);
            control.poke.notify_one();
        }
    }

    /// Folders of the account changed through the API: its task lists them again now.
    pub fn folders_changed(&self, account_id: &str) {
        if let Some(control) = self.inner.tasks.lock().expect("sync tasks lock").get(account_id) {
            control.relist.store(true, Ordering::Relaxed);
            control.poke.notify_one();
        }
    }

    /// Waits (up to 10 s) for the tasks to end after the server's shutdown signal, so that none
    /// writes to a store that is closing.
    pub async fn stopped(&self) {
        let handles: Vec<_> = self.inner.handles.lock().expect("sync handles lock").drain(..).collect();
        let all = async {
            for handle in handles {
                let _ = handle.await;
            }
        };
        if tokio::time::timeout(STOP_TIMEOUT, all).await.is_err() {
            tracing::warn!("account syncs still busy after the stop timeout");
        }
    }

    /// Stops the task of an account (it was deleted).
    pub fn stop(&self, account_id: &str) {
        if let Some(control) = self.inner.tasks.lock().expect("sync tasks lock").remove(account_id) {
            let _ = control.stopped.send(true);
        }
    }
}

/// Fills the full-text index behind `q=`, `from=`, `to=` and `subject=` after the headers are
/// synced, in batches, so that a large first sync is not slowed by it. While first passes run it
/// waits, but at most [`TEXT_INDEX_MAX_WAIT`] between two batches: a server that keeps its
/// account's first pass going (slowly, or for ever) must not hold back every other account's search.
async fn text_indexer(store: Store, first_passes: Arc<AtomicUsize>, mut shutdown: watch::Receiver<bool>) {
    let mut last_batch = std::time::Instant::now();
    loop {
        let pause = if first_passes.load(Ordering::Relaxed) > 0 && last_batch.elapsed() < TEXT_INDEX_MAX_WAIT {
            Duration::from_millis(500)
        } else {
            last_batch = std::time::Instant::now();
            match store.index_text_batch(TEXT_INDEX_BATCH).await {
                Ok(0) => Duration::from_millis(500),
                Ok(_) => Duration::ZERO,
                Err(e) => {
                    let _ = internal(e);
                    Duration::from_secs(5)
                }
            }
        };
        tokio::select! {
            _ = tokio::time::sleep(pause) => {}
            _ = shutdown.wait_for(|s| *s) => return,
        }
    }
}

/// Runs an account's task, and runs it again when it panics (a bug, or a server whose answers
/// break an assumption): the panic is logged, the account shows it, and the task restarts with
/// backoff. Other accounts' tasks never notice.
async fn supervised(inner: &SyncerInner, account_id: &str, control: &TaskControl, mut first: Option<ImapConnection>) {
    use futures_util::FutureExt;
    let mut stopped = control.stopped.subscribe();
    let mut shutdown = inner.shutdown.clone();
    let mut backoff = Duration::from_secs(1);
    loop {
        let task = std::panic::AssertUnwindSafe(run(inner, account_id, control, first.take()));
        let Err(panic) = task.catch_unwind().await else { return };
        let what = panic
            .downcast_ref::<&str>()
            .map(|s| s.to_string())
            .or_else(|| panic.downcast_ref::<String>().cloned())
            .unwrap_or_default();
        tracing::error!(account = %account_id, panic = %what, ?backoff, "account sync failed; it restarts");
        let reason = "The sync stopped on an internal error; it restarts on its own.";
        let _ = inner.store.set_account_status(account_id, "error", Some(reason), None).await;
        wait_for_poke(control, &mut stopped, &mut shutdown, backoff).await;
        if *stopped.borrow() || *shutdown.borrow() {
            return;
        }
        backoff = (backoff * 2).min(MAX_BACKOFF);
    }
}

async fn run(inner: &SyncerInner, account_id: &str, control: &TaskControl, mut first: Option<ImapConnection>) {
    let mut stopped = control.stopped.subscribe();
    let mut shutdown = inner.shutdown.clone();
    let mut backoff = Duration::from_secs(1);
    loop {
        if *stopped.borrow() || *shutdown.borrow() {
            return;
        }
        let record = match inner.store.account(account_id) {
            Ok(Some(record)) => record,
            Ok(None) => return,
            Err(e) => {
                let _ = internal(e);
                tokio::time::sleep(backoff).await;
                continue;
            }
        };
        let account = &record.account;
        let password = stored_password(&inner.vault, &record);
        if account.provider == "pop3" || account.provider == "jmap" {
            let outcome = engine_session(inner, account, password, control, &mut stopped, &mut shutdown).await;
            let Err(e) = outcome else { return };
            let pause = failed(inner, account, &e, backoff).await;
            wait_for_poke(control, &mut stopped, &mut shutdown, pause).await;
            backoff = (backoff * 2).min(MAX_BACKOFF);
            continue;
        }
        let (Some(settings), Some(password)) = (imap_settings(&account.settings, &account.email), password) else {
            tracing::error!(account = %account.id, "account settings or credentials cannot be read");
            let _ = inner
                .store
                .set_account_status(&account.id, "needs_reauth", Some("The stored credentials cannot be read."), None)
                .await;
            wait_for_poke(control, &mut stopped, &mut shutdown, MAX_BACKOFF).await;
            continue;
        };
        let connected = match first.take() {
            Some(conn) => Ok(conn),
            None => connect_checked(&inner.internal_hosts, inner.limits, &settings, &password).await,
        };
        let outcome = match connected {
            Ok(conn) => {
                let caps = capability_names(conn.capabilities());
                let _ = inner.store.set_account_status(&account.id, "connected", None, Some(&caps)).await;
                backoff = Duration::from_secs(1);
                session(inner, account, conn, control, &mut stopped, &mut shutdown).await
            }
            Err(e) => Err(e),
        };
        let Err(e) = outcome else { return };
        let pause = failed(inner, account, &ProviderError::from(e), backoff).await;
        wait_for_poke(control, &mut stopped, &mut shutdown, pause).await;
        backoff = (backoff * 2).min(MAX_BACKOFF);
    }
}

/// Records what a failure means for the account; returns how long to rest before trying again
/// (a refused login waits for new credentials, or at most [`MAX_BACKOFF`]).
async fn failed(inner: &SyncerInner, account: &Account, e: &ProviderError, backoff: Duration) -> Duration {
    let (status, reason) = e.account_status();
    tracing::warn!(account = %account.id, status, %reason, "account sync interrupted");
    let _ = inner.store.set_account_status(&account.id, status, Some(&reason), None).await;
    match e {
        ProviderError::Auth(_) => MAX_BACKOFF,
        // As long as the server asked, and never less than the backoff.
        ProviderError::Throttled { retry_after: Some(after), .. } => (*after).clamp(backoff, MAX_BACKOFF * 12),
        _ => backoff,
    }
}

/// The task of an account whose provider runs through the [`engine`] (POP3, JMAP): logs in,
/// then passes.
async fn engine_session(
    inner: &SyncerInner,
    account: &Account,
    password: Option<String>,
    control: &TaskControl,
    stopped: &mut watch::Receiver<bool>,
    shutdown: &mut watch::Receiver<bool>,
) -> Result<(), ProviderError> {
    let unreadable = || ProviderError::Auth("the stored settings or credentials cannot be read".into());
    let secret = password.ok_or_else(unreadable)?;
    let (hosts, limit) = (&inner.internal_hosts, inner.limits.message);
    if account.provider == "pop3" {
        let settings = pop3_settings(&account.settings, &account.email).ok_or_else(unreadable)?;
        let mut mailbox = connect_pop3(hosts, limit, &settings, &secret).await?;
        let _ = inner.store.set_account_status(&account.id, "connected", None, Some(&[])).await;
        let pace = pop3_pace(&account.settings);
        return engine::session(inner, account, &mut mailbox, pace, control, stopped, shutdown).await;
    }
    let settings = jmap_settings(&account.settings, &account.email).ok_or_else(unreadable)?;
    let mut jmap = connect_jmap(hosts, limit, &settings, &secret).await?;
    let offers: Vec<String> = jmap.client().session.submission.then(|| "submission".to_string()).into_iter().collect();
    let _ = inner.store.set_account_status(&account.id, "connected", None, Some(&offers)).await;
    let poll = account.settings.get("poll_seconds").and_then(|v| v.as_u64()).map_or(JMAP_POLL, Duration::from_secs);
    let pace = engine::Pace { poll, hurry: JMAP_HURRY, delete_after: None };
    engine::session(inner, account, &mut jmap, pace, control, stopped, shutdown).await
}

/// How often a POP3 account is polled: its `poll_seconds` (default [`POP3_POLL`]), every
/// [`POP3_HURRY`] while someone waits, and its `delete_after_days`, if set.
pub(crate) fn pop3_pace(settings: &serde_json::Value) -> engine::Pace {
    let poll = settings.get("poll_seconds").and_then(|v| v.as_u64()).map_or(POP3_POLL, Duration::from_secs);
    let days = settings.get("delete_after_days").and_then(|v| v.as_u64());
    engine::Pace { poll, hurry: POP3_HURRY, delete_after: days.map(|d| Duration::from_secs(d * 86_400)) }
}

/// Sleeps for `pause`, or less if the task is poked, stopped or the server shuts down.
async fn wait_for_poke(
    control: &TaskControl,
    stopped: &mut watch::Receiver<bool>,
    shutdown: &mut watch::Receiver<bool>,
    pause: Duration,
) {
    tokio::select! {
        _ = tokio::time::sleep(pause) => {}
        _ = control.poke.notified() => {}
        _ = stopped.wait_for(|s| *s) => {}
        _ = shutdown.wait_for(|s| *s) => {}
    }
}

/// One connected session: passes, with IDLE on the INBOX between them. Returns `Ok` only when
/// the task should end (stopped or shutting down).
async fn session(
    inner: &SyncerInner,
    account: &postern_core::model::Account,
    mut conn: ImapConnection,
    control: &TaskControl,
    stopped: &mut watch::Receiver<bool>,
    shutdown: &mut watch::Receiver<bool>,
) -> Result<(), ImapError> {
    let store = &inner.store;
    let (account_id, user_id) = (account.id.as_str(), account.user_id.as_str());
    let before_pass = || {
        if let Some(hook) = inner.before_pass {
            hook(&account.email);
        }
    };
    // With NOTIFY, IDLE on the INBOX also hears about the other folders; the passes every
    // WATCH_INTERVAL stay as the net for what NOTIFY misses (mail written straight into a
    // Maildir, say).
    match conn.notify_changes().await {
        Ok(_) => {}
        Err(ImapError::Protocol(reason)) => tracing::debug!(account = %account_id, %reason, "NOTIFY refused"),
        Err(e) => return Err(e),
    }
    let mut passes = 0u32;
    let mut folders = Vec::new();
    let mut body_state = None;
    loop {
        if *stopped.borrow() || *shutdown.borrow() {
            conn.logout().await;
            return Ok(());
        }
        // Someone waits: only the waited-on folders, every HURRY_INTERVAL; a full pass when they show an
        // expunge (it may be half of a move that only a full pass can match).
        if passes > 0
            && let Some(only) = control.hurried()
            && quick_pass(store, account_id, user_id, &mut conn, &mut folders, &only).await?
        {
            wait_for_poke(control, stopped, shutdown, HURRY_INTERVAL).await;
            continue;
        }
        if passes.is_multiple_of(PASSES_PER_FOLDER_LIST) || control.relist.swap(false, Ordering::Relaxed) {
            let listed = conn.folders().await?;
            follow_renames(store, account_id, &mut conn, &listed).await?;
            folders = store.sync_folders(account_id, user_id, &specs(&listed)).await.map_err(store_failed)?;
        }
        if passes == 0 {
            let _running = Running::count(&inner.first_passes);
            before_pass();
            pass(store, account_id, user_id, &mut conn, &mut folders, true).await?;
        } else {
            before_pass();
            pass(store, account_id, user_id, &mut conn, &mut folders, false).await?;
        }
        passes += 1;
        // Bodies for the full-text index (or, with body indexing off, only the header fields the
        // first indexing left out), a bounded step at a time; a pass between two steps keeps new
        // mail and waits as quick as ever.
        let wanted = bodies_wanted(store, account_id).await;
        let more_bodies = index_bodies_step(store, account_id, &mut conn, &folders, wanted).await?;
        let state = match (wanted, more_bodies) {
            (false, _) => "off",
            (true, true) => "indexing",
            (true, false) => "complete",
        };
        if body_state != Some(state) {
            store.set_body_index(account_id, state).await.map_err(store_failed)?;
            body_state = Some(state);
        }
        if more_bodies {
            continue;
        }
        let Some(inbox) = folders.iter().find(|f| f.folder.role.as_deref() == Some("inbox")) else {
            wait_for_poke(control, stopped, shutdown, WATCH_INTERVAL).await;
            continue;
        };
        if control.hurried().is_some() {
            continue;
        }
        conn.select(&inbox.raw_name).await?;
        if conn.capabilities().idle {
            let interrupted = async {
                tokio::select! {
                    _ = control.poke.notified() => {}
                    _ = stopped.wait_for(|s| *s) => {}
                    _ = shutdown.wait_for(|s| *s) => {}
                }
            };
            conn = conn.idle_until(WATCH_INTERVAL, interrupted).await?.0;
        } else {
            wait_for_poke(control, stopped, shutdown, WATCH_INTERVAL).await;
        }
    }
}

/// Folders renamed by another client: a known folder gone from the listing and a new one with
/// the same UIDVALIDITY (servers keep it across RENAME) are the same folder, renamed; its row is
/// renamed in place, so the folder and its messages keep their ids. Anything ambiguous is left to
/// [`Store::sync_folders`] (gone and new).
async fn follow_renames(
    store: &Store,
    account_id: &str,
    conn: &mut ImapConnection,
    listed: &[RemoteFolder],
) -> Result<(), ImapError> {
    let known = store.folder_states(account_id).map_err(store_failed)?;
    let gone: Vec<&FolderRecord> =
        known.iter().filter(|k| k.uidvalidity.is_some() && !listed.iter().any(|l| l.raw_name == k.raw_name)).collect();
    if gone.is_empty() {
        return Ok(());
    }
    for new in listed.iter().filter(|l| l.selectable && !known.iter().any(|k| k.raw_name == l.raw_name)) {
        let uidvalidity = conn.status(&new.raw_name).await?.uidvalidity;
        let same: Vec<&&FolderRecord> = gone.iter().filter(|g| g.uidvalidity == Some(uidvalidity)).collect();
        let taken = known.iter().filter(|k| k.uidvalidity == Some(uidvalidity)).count();
        if let [old] = same.as_slice()
            && taken == 1
        {
            let delimiter = new.delimiter.clone().unwrap_or_default();
            store
                .rename_folder(account_id, (&old.raw_name, &old.folder.name), (&new.raw_name, &new.name), &delimiter)
                .await
                .map_err(store_failed)?;
        }
    }
    Ok(())
}

/// One of the things counted by a counter of running work, for as long as it lives: the count
/// goes down however the work ends (an error, a panic, or its future dropped).
struct Running<'a>(&'a AtomicUsize);

impl<'a> Running<'a> {
    fn count(counter: &'a AtomicUsize) -> Running<'a> {
        counter.fetch_add(1, Ordering::Relaxed);
        Running(counter)
    }
}

impl Drop for Running<'_> {
    fn drop(&mut self) {
        self.0.fetch_sub(1, Ordering::Relaxed);
    }
}

fn store_failed(e: postern_store::StoreError) -> ImapError {
    let _ = internal(e);
    ImapError::Protocol("the index could not be written".into())
}

pub(crate) fn specs(listed: &[RemoteFolder]) -> Vec<FolderSpec> {
    listed
        .iter()
        .map(|f| FolderSpec {
            raw_name: f.raw_name.clone(),
            name: f.name.clone(),
            role: f.role.and_then(|r| serde_json::to_value(r).ok()).and_then(|v| v.as_str().map(str::to_string)),
            selectable: f.selectable,
            delimiter: f.delimiter.clone(),
        })
        .collect()
}

/// A folder's STATUS (the selected folder's view refreshed first: STATUS may answer from it),
/// and whether it shows nothing new since the index last saw it. Without CONDSTORE, flag changes
/// are invisible to STATUS, so such a folder never counts as unchanged.
async fn look_at(conn: &mut ImapConnection, folder: &FolderRecord) -> Result<(FolderState, bool), ImapError> {
    if conn.selected() == Some(folder.raw_name.as_str()) {
        conn.noop().await?;
    }
    let status = conn.status(&folder.raw_name).await?;
    let unchanged = folder.uidvalidity == Some(status.uidvalidity)
        && folder.uidnext == Some(status.uidnext)
        && status.highestmodseq.is_some()
        && folder.highestmodseq == status.highestmodseq;
    Ok((status, unchanged))
}

/// Keeps the folder state a delta ends with (written with the delta).
fn remember(folder: &mut FolderRecord, delta: &FolderDelta) {
    if let Some(state) = delta.state {
        folder.uidvalidity = Some(state.uidvalidity);
        folder.uidnext = Some(state.uidnext);
        folder.highestmodseq = state.highestmodseq;
    }
}

/// A pass over only the folders in `only`. Returns false, having written nothing, when one of
/// them lost messages or changed UIDVALIDITY: that needs a full pass.
async fn quick_pass(
    store: &Store,
    account_id: &str,
    user_id: &str,
    conn: &mut ImapConnection,
    folders: &mut [FolderRecord],
    only: &HashSet<String>,
) -> Result<bool, ImapError> {
    let mut deltas = Vec::new();
    for folder in folders.iter_mut().filter(|f| f.folder.selectable && only.contains(&f.folder.id)) {
        let (status, unchanged) = look_at(conn, folder).await?;
        if unchanged {
            continue;
        }
        // A folder never indexed takes a whole pass (its first indexing writes through a writer).
        if folder.uidvalidity.is_none() {
            return Ok(false);
        }
        let delta = sync_folder(store, account_id, conn, folder, Some(status), &mut None).await?;
        if delta.reset || !delta.vanished.is_empty() {
            return Ok(false);
        }
        remember(folder, &delta);
        deltas.push(delta);
    }
    if !deltas.is_empty() {
        store.apply_deltas(account_id, user_id, &deltas).await.map_err(store_failed)?;
    }
    Ok(true)
}

/// One pass over every selectable folder; writes what changed in one transaction.
async fn pass(
    store: &Store,
    account_id: &str,
    user_id: &str,
    conn: &mut ImapConnection,
    folders: &mut [FolderRecord],
    first: bool,
) -> Result<(), ImapError> {
    // Every folder's STATUS first, so that the progress knows the total from the start.
    let mut looked = Vec::new();
    for (i, folder) in folders.iter().enumerate().filter(|(_, f)| f.folder.selectable) {
        looked.push((i, look_at(conn, folder).await?));
    }
    let mut progress = SyncProgress {
        state: "syncing".into(),
        folders_total: looked.len() as u32,
        messages_total: looked.iter().map(|(_, (status, _))| status.exists as u64).sum(),
        ..SyncProgress::default()
    };
    let mut deltas = Vec::new();
    // Opened by the first folder indexed for the first time, kept for the pass: it writes the
    // sync state of the folders indexed for the first time when it finishes.
    let mut writer: Option<IndexWriter> = None;
    for (i, (status, unchanged)) in looked {
        if !unchanged {
            let folder = &mut folders[i];
            let delta = sync_folder(store, account_id, conn, folder, None, &mut writer).await?;
            remember(folder, &delta);
            match (writer.as_mut(), delta.state) {
                (Some(writer), Some(state)) if delta.initial => writer.indexed(&delta.folder_id, state),
                _ => deltas.push(delta),
            }
        }
        progress.folders_done += 1;
        progress.messages_done += status.exists as u64;
        if first {
            let _ = store.set_sync_progress(account_id, &progress).await;
        }
    }
    if let Some(writer) = writer {
        writer.finish().await.map_err(store_failed)?;
    }
    if deltas.iter().any(|d| !d.vanished.is_empty()) {
        look_again(store, account_id, conn, folders, &mut deltas).await?;
    }
    if !deltas.is_empty() {
        store.apply_deltas(account_id, user_id, &deltas).await.map_err(store_failed)?;
    }
    // Passes that found nothing leave the progress as it is (no write every few seconds).
    if first || !deltas.is_empty() {
        progress.state = "idle".into();
        progress.last_synced_at = Some(Timestamp::now());
        let _ = store.set_sync_progress(account_id, &progress).await;
    }
    Ok(())
}

/// A message another client moved while a pass ran can have left a folder the pass looked at
/// after the one it went to: its vanishing is in `deltas`, its arrival is not, and written apart
/// they would be a delete and a create. So when something vanished, every folder that has new
/// UIDs since the pass looked at it is synced again, and its delta joins the others: both halves
/// of such a move are then written together.
async fn look_again(
    store: &Store,
    account_id: &str,
    conn: &mut ImapConnection,
    folders: &mut [FolderRecord],
    deltas: &mut Vec<FolderDelta>,
) -> Result<(), ImapError> {
    for folder in folders.iter_mut().filter(|f| f.folder.selectable && f.uidvalidity.is_some()) {
        let (status, _) = look_at(conn, folder).await?;
        if folder.uidvalidity == Some(status.uidvalidity) && folder.uidnext == Some(status.uidnext) {
            continue;
        }
        let delta = sync_folder(store, account_id, conn, folder, Some(status), &mut None).await?;
        remember(folder, &delta);
        deltas.push(delta);
    }
    Ok(())
}

/// What changed in one folder since the index last saw it. `looked`: the folder's STATUS, taken
/// just now.
async fn sync_folder(
    store: &Store,
    account_id: &str,
    conn: &mut ImapConnection,
    folder: &FolderRecord,
    looked: Option<FolderState>,
    writer: &mut Option<IndexWriter>,
) -> Result<FolderDelta, ImapError> {
    // The folder selected already and looked at just now (NOOP, then STATUS): that state stands
    // in for a SELECT, which makes the server open the folder again (with 40,000 messages in
    // Dovecot's INBOX, new mail -> a wait's answer went from 140-164 to 107-119 ms without it).
    let state = match looked {
        Some(state) if conn.selected() == Some(folder.raw_name.as_str()) => state,
        _ => conn.select(&folder.raw_name).await?,
    };
    let initial = folder.uidvalidity.is_none();
    let reset = !initial && folder.uidvalidity != Some(state.uidvalidity);
    let mut delta = FolderDelta {
        reset,
        state: Some(FolderSyncState {
            uidvalidity: state.uidvalidity,
            uidnext: state.uidnext,
            highestmodseq: state.highestmodseq,
        }),
        ..FolderDelta::empty(&folder.folder.id, initial)
    };
    if initial && state.exists > 0 {
        initial_index(store, account_id, conn, &delta.folder_id, writer).await?;
        return Ok(delta);
    }
    if initial || reset {
        if state.exists > 0 {
            delta.created = conn.fetch_headers("1:*").await?.into_iter().map(indexed).collect();
        }
        return Ok(delta);
    }
    let known_next = folder.uidnext.unwrap_or(1).max(1);
    if state.uidnext > known_next && state.exists > 0 {
        let new: Vec<RemoteMessage> =
            conn.fetch_headers(&format!("{known_next}:*")).await?.into_iter().filter(|m| m.uid >= known_next).collect();
        for (n, remote) in new.into_iter().enumerate() {
            let uid = remote.uid;
            let mut message = indexed(remote);
            if n < MAX_BODIES_PER_PASS {
                // A message over the size limit is indexed without its body (the size check
                // leaves the connection usable; a server that sends too much anyway closes it,
                // and the next command says so).
                match conn.fetch_raw(uid).await {
                    Ok(Some(raw)) => message.found = Some(found_in(raw).await),
                    Ok(None) | Err(ImapError::TooLarge { .. }) => {}
                    Err(e) => return Err(e),
                }
            }
            delta.created.push(message);
        }
    }
    let caps = conn.capabilities().clone();
    match (folder.highestmodseq, state.highestmodseq) {
        (Some(known), Some(now)) if caps.condstore => {
            if now != known {
                let changes = conn.changes_since(known).await?;
                delta.flags = changes
                    .changed
                    .into_iter()
                    .filter(|m| m.uid < known_next)
                    .map(|m| FlagChange { uid: m.uid, remote_ref: None, flags: m.flags, modseq: m.modseq })
                    .collect();
                delta.vanished = changes.vanished;
            }
            if !caps.qresync {
                delta.vanished = vanished_by_listing(store, conn, folder, known_next).await?;
            }
        }
        _ => {
            let indexed_flags = store.indexed_flags(&folder.folder.id).await.map_err(store_failed)?;
            let on_server: HashMap<u32, Vec<String>> = conn.all_flags().await?.into_iter().collect();
            for (uid, flags) in &indexed_flags {
                match on_server.get(uid) {
                    None => delta.vanished.push(*uid),
                    Some(now) if sorted(now) != sorted(flags) => {
                        delta.flags.push(FlagChange { uid: *uid, remote_ref: None, flags: now.clone(), modseq: None })
                    }
                    Some(_) => {}
                }
            }
        }
    }
    Ok(delta)
}

/// The first indexing of the selected folder, in batches through `writer` (opened if it is not
/// yet), which writes each batch while the next is fetched. Only envelopes: References and the
/// attachment hint come with the body steps after it ([`index_bodies_step`]), which also join
/// the threads they link.
async fn initial_index(
    store: &Store,
    account_id: &str,
    conn: &mut ImapConnection,
    folder_id: &str,
    writer: &mut Option<IndexWriter>,
) -> Result<(), ImapError> {
    let mut uids = conn.uids().await?;
    uids.sort_unstable();
    let writer = match writer {
        Some(writer) => writer,
        None => writer.insert(store.index_writer(account_id).await.map_err(store_failed)?),
    };
    for batch in uids.chunks(INITIAL_BATCH) {
        let (first, last) = (batch[0], batch[batch.len() - 1]);
        let created = conn.fetch_envelopes(&format!("{first}:{last}")).await?.into_iter().map(indexed).collect();
        writer.index(folder_id, created).await.map_err(store_failed)?;
    }
    Ok(())
}

/// Whether the account's bodies go into the full-text index (the `index_bodies` setting, on
/// unless set to false).
async fn bodies_wanted(store: &Store, account_id: &str) -> bool {
    match store.account(account_id) {
        Ok(Some(record)) => record.account.settings.get("index_bodies") != Some(&serde_json::Value::Bool(false)),
        _ => false,
    }
}

/// Reads the next bodies not in the full-text index (their first [`BODY_READ_BYTES`], by
/// `BODY.PEEK`) and adds their text, their References and whether they have attachments; with
/// `bodies` false (the account keeps no body index) only the References and Content-Type header
/// fields. Returns whether there was anything to do.
async fn index_bodies_step(
    store: &Store,
    account_id: &str,
    conn: &mut ImapConnection,
    folders: &[FolderRecord],
    bodies: bool,
) -> Result<bool, ImapError> {
    let limit = if bodies { BODY_STEP_MESSAGES } else { DETAILS_STEP_MESSAGES };
    let pending = store.pending_bodies(account_id, limit as u32).await.map_err(store_failed)?;
    let Some(first) = pending.first() else { return Ok(false) };
    // One folder per step (pending bodies come in runs of one folder), within the byte budget.
    let mut bytes = 0;
    let step: Vec<_> = pending
        .iter()
        .take_while(|p| p.folder_id == first.folder_id)
        .take_while(|p| {
            bytes += p.size.min(BODY_READ_BYTES as u64);
            !bodies || bytes <= BODY_STEP_BYTES || p.seq == first.seq
        })
        .collect();
    let through = step.last().map_or(first.seq, |p| p.seq);
    let mut texts = Vec::new();
    if let Some(folder) = folders.iter().find(|f| f.folder.id == first.folder_id && f.folder.selectable) {
        if conn.selected() != Some(folder.raw_name.as_str()) {
            conn.select(&folder.raw_name).await?;
        }
        let uids = step.iter().map(|p| p.uid.to_string()).collect::<Vec<_>>().join(",");
        let wanted: HashMap<u32, (i64, bool)> =
            step.iter().map(|p| (p.uid, (p.seq, p.size <= BODY_READ_BYTES as u64))).collect();
        if bodies {
            let read = conn.fetch_starts(&uids, BODY_READ_BYTES).await?;
            texts = tokio::task::spawn_blocking(move || {
                read.into_iter()
                    .filter_map(|(uid, raw)| {
                        let (seq, whole) = *wanted.get(&uid)?;
                        let details = imap::details_of(&raw);
                        let (text, found) = postern_mail::parse::searchable(&raw, BODY_TEXT_CHARS);
                        // Only the whole message can say there is none; its start can say there
                        // is one, and so can its Content-Type.
                        let has_attachments = if whole { found } else { found || details.attachment_hint };
                        Some(BodyText { seq, text: Some(text), has_attachments, references: details.references })
                    })
                    .collect()
            })
            .await
            .unwrap_or_default();
        } else {
            texts = conn
                .fetch_details(&uids)
                .await?
                .into_iter()
                .filter_map(|(uid, details)| {
                    let (seq, _) = *wanted.get(&uid)?;
                    Some(BodyText {
                        seq,
                        text: None,
                        has_attachments: details.attachment_hint,
                        references: details.references,
                    })
                })
                .collect();
        }
    }
    store.index_bodies(account_id, through, &texts).await.map_err(store_failed)?;
    Ok(true)
}

/// UIDs indexed but no longer on the server (CONDSTORE without QRESYNC reports no expunges).
async fn vanished_by_listing(
    store: &Store,
    conn: &mut ImapConnection,
    folder: &FolderRecord,
    known_next: u32,
) -> Result<Vec<u32>, ImapError> {
    let on_server: HashSet<u32> = conn.uids().await?.into_iter().collect();
    let indexed = store.indexed_flags(&folder.folder.id).await.map_err(store_failed)?;
    Ok(indexed.into_keys().filter(|uid| *uid < known_next && !on_server.contains(uid)).collect())
}

fn sorted(flags: &[String]) -> Vec<String> {
    let mut flags: Vec<String> = flags.iter().map(|f| f.to_ascii_lowercase()).collect();
    flags.sort();
    flags
}

/// Parses and extracts a body off the async threads.
async fn found_in(raw: Vec<u8>) -> Found {
    let parsed = tokio::task::spawn_blocking(move || postern_mail::parse(&raw)).await.unwrap_or_default();
    let e = parsed.extraction;
    Found { otp: e.otp, otp_confidence: e.otp_confidence, magic_link: e.magic_link, link_confidence: e.link_confidence }
}

fn address(a: imap::Address) -> Address {
    Address { name: a.name, email: a.email }
}

pub(crate) fn indexed(m: RemoteMessage) -> IndexedMessage {
    IndexedMessage {
        uid: m.uid,
        remote_ref: None,
        flags: m.flags,
        internal_date: Timestamp(m.internal_date.or(m.date).unwrap_or(0)),
        date: m.date.map(Timestamp),
        size: m.size as u64,
        modseq: m.modseq,
        message_id: m.message_id,
        in_reply_to: m.in_reply_to,
        references: m.references,
        subject: m.subject.unwrap_or_default(),
        from: m.from.into_iter().map(address).collect(),
        to: m.to.into_iter().map(address).collect(),
        cc: m.cc.into_iter().map(address).collect(),
        has_attachments: m.has_attachments,
        found: None,
    }
}

#[cfg(test)]
mod tests {
    use super::Background;
    use std::cell::Cell;

    thread_local! {
        static HOOKED: Cell<bool> = const { Cell::new(false) };
    }

    #[test]
    fn the_sync_threads_run_the_binarys_hook_as_they_start() {
        fn hook() {
            HOOKED.set(true);
        }
        let background = Background::start(Some(hook));
        let handle = background.handle().clone();
        let (worker, blocking) = handle.block_on(async {
            let worker = tokio::spawn(async { HOOKED.get() }).await.expect("a task runs");
            let blocking = tokio::task::spawn_blocking(|| HOOKED.get()).await.expect("a blocking task runs");
            (worker, blocking)
        });
        assert!(worker, "a worker thread ran the hook");
        assert!(blocking, "a blocking thread ran the hook");
        assert!(!HOOKED.get(), "the test's own thread is not the runtime's");
    }
}
