//! Background sync of connected accounts: one task per account, whatever its provider.
//!
//! A task logs in and hands the provider ([`postern_providers::provider::Source`]: IMAP, POP3,
//! JMAP) to the [`engine`], which makes the passes, reads new mail's bodies for the waits and
//! steps of bodies for the full-text index, and waits between passes: IMAP IDLEs on the INBOX
//! for at most [`WATCH_INTERVAL`] (with NOTIFY, changes in every folder end it), JMAP listens
//! to its push channel or polls, POP3 polls. While someone waits on a folder, that folder is
//! asked every [`HURRY_INTERVAL`] (IMAP), or the account polled faster. Errors reconnect with
//! exponential backoff; a refused login waits for new credentials; a panic restarts the task.
//!
//! The syncer also runs the text indexer, which adds subjects and addresses to the full-text
//! index once no first indexing is running.

mod engine;
mod subscriptions;

pub(crate) use engine::{indexed_as, specs as folder_specs};
pub(crate) use subscriptions::{MICROSOFT, close_channels, pending_id};

use crate::connect::{capability_names, connect_checked, connect_jmap, connect_pop3, stored_password};
use crate::error::internal;
use crate::metrics::Metrics;
use postern_core::model::{Account, AccountStatus};
use postern_mail::authres::{Stamp, provider_verdict};
use postern_providers::imap::{self, ConnectOptions, ImapConnection, ImapError, ImapSettings, ImapSync};
use postern_providers::provider::ProviderError;
use postern_providers::registry::{self, Credential, ProviderKind};
use postern_providers::settings;
use postern_store::vault::Vault;
use postern_store::{Found, SYNC_LEASE_ROUND, SYNC_LEASE_TTL, Store, SyncLease};
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
/// Between two passes of a Microsoft account (one delta request per folder), unless its
/// `poll_seconds` says otherwise: well inside Graph's 10,000 requests per 10 minutes per
/// mailbox.
const GRAPH_POLL: Duration = Duration::from_secs(15);
/// Between two asks of a folder someone waits on, of a Microsoft account.
const GRAPH_HURRY: Duration = Duration::from_secs(1);
/// Between two passes of a Gmail account (a label listing and a history page: 3 of the user's
/// quota units), unless its `poll_seconds` says otherwise.
const GMAIL_POLL: Duration = Duration::from_secs(10);
/// Between two passes of a Gmail account while someone waits on it.
const GMAIL_HURRY: Duration = Duration::from_secs(1);
/// Longest wait between reconnection attempts.
const MAX_BACKOFF: Duration = Duration::from_secs(300);
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
    providers: Providers,
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
    /// Counts the passes.
    metrics: Metrics,
}

/// What the syncs of accounts signed in with OAuth share with the API: access tokens, and the
/// providers' clients.
#[derive(Clone)]
pub(crate) struct Providers {
    pub(crate) access_tokens: Arc<crate::access_tokens::AccessTokens>,
    pub(crate) graphs: Arc<crate::microsoft::Graphs>,
    pub(crate) gmails: Arc<crate::google::Gmails>,
    /// Where providers that push reach this installation (Graph's change notifications);
    /// without it, such accounts are polled.
    pub(crate) public_url: Option<String>,
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
    /// The provider asks for the push channel to be renewed or made again.
    repush: Notify,
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
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn new(
        store: Store,
        vault: Arc<Vault>,
        providers: Providers,
        internal_hosts: Vec<String>,
        limits: imap::Limits,
        on_thread: Option<fn()>,
        before_pass: Option<fn(&str)>,
        shutdown: watch::Receiver<bool>,
        metrics: Metrics,
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
        let inner = Arc::new(SyncerInner {
            store,
            vault,
            providers,
            internal_hosts,
            limits,
            shutdown,
            tasks,
            handles,
            first_passes,
            before_pass,
            metrics,
        });
        if inner.store.shared() {
            let finder = background.handle().spawn(find_accounts(inner.clone(), background.handle().clone()));
            let heeder = background.handle().spawn(heed_nudges(inner.clone()));
            inner.handles.lock().expect("sync handles lock").extend([finder, heeder]);
        }
        Syncer { inner, background }
    }

    /// Starts a task for every stored account.
    pub async fn start_all(&self) -> Result<(), postern_store::StoreError> {
        for id in self.inner.store.account_ids().await? {
            self.start_with(&id, None);
        }
        Ok(())
    }

    /// Starts the task of an account, or pokes it when it runs (and wherever it runs: with
    /// several instances, the one that syncs it is told).
    pub fn start(&self, account_id: &str) {
        self.start_with(account_id, None);
        self.tell(account_id, POKE.to_string());
    }

    /// Tells the other instances (PostgreSQL) what was asked of an account's sync here: the one
    /// that holds its lease does it ([`heed_nudges`]).
    fn tell(&self, account_id: &str, what: String) {
        if !self.inner.store.shared() {
            return;
        }
        let (store, account_id) = (self.inner.store.clone(), account_id.to_string());
        self.background.handle().spawn(async move {
            if let Err(e) = store.nudge_sync(&account_id, &what).await {
                tracing::warn!(error = %e, account = %account_id, "the other instances could not be told");
            }
        });
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
        start_task(&self.inner, self.background.handle(), account_id, first, true);
    }

    /// Someone waits on a folder of this account until `until`: check that folder every
    /// [`HURRY_INTERVAL`] until then.
    pub fn hurry(&self, account_id: &str, folder_id: &str, until: tokio::time::Instant) {
        hurry(&self.inner, account_id, folder_id, until);
        let millis = until.saturating_duration_since(tokio::time::Instant::now()).as_millis();
        self.tell(account_id, format!("{HURRY} {folder_id} {millis}"));
    }

    /// The provider asks for the account's push channel to be renewed or made again (Graph's
    /// lifecycle notifications); a pass runs too.
    pub fn renew_push(&self, account_id: &str) {
        if let Some(control) = self.inner.tasks.lock().expect("sync tasks lock").get(account_id) {
            control.repush.notify_one();
            control.poke.notify_one();
        }
        self.tell(account_id, REPUSH.to_string());
    }

    /// Folders of the account changed through the API: its task lists them again now.
    pub fn folders_changed(&self, account_id: &str) {
        relist(&self.inner, account_id);
        self.tell(account_id, RELIST.to_string());
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

/// Starts the task of an account on `runtime` unless it runs (then pokes it when `poke`).
fn start_task(
    inner: &Arc<SyncerInner>,
    runtime: &tokio::runtime::Handle,
    account_id: &str,
    first: Option<ImapConnection>,
    poke: bool,
) {
    let mut tasks = inner.tasks.lock().expect("sync tasks lock");
    if let Some(control) = tasks.get(account_id) {
        if poke {
            control.poke.notify_one();
        }
        return;
    }
    let control = Arc::new(TaskControl {
        stopped: watch::channel(false).0,
        poke: Notify::new(),
        hurry: Mutex::new(HashMap::new()),
        relist: std::sync::atomic::AtomicBool::new(false),
        repush: Notify::new(),
    });
    tasks.insert(account_id.to_string(), control.clone());
    let task_inner = inner.clone();
    let id = account_id.to_string();
    let mut handles = inner.handles.lock().expect("sync handles lock");
    handles.retain(|h| !h.is_finished());
    handles.push(runtime.spawn(async move {
        supervised(&task_inner, &id, &control, first).await;
        let mut tasks = task_inner.tasks.lock().expect("sync tasks lock");
        if tasks.get(&id).is_some_and(|c| Arc::ptr_eq(c, &control)) {
            tasks.remove(&id);
        }
    }));
}

/// What [`Syncer::tell`]s say: a pass now, a folder waited on (`hurry <folder id> <for ms>`),
/// the push channel to renew, the folders to list again.
const POKE: &str = "poke";
const HURRY: &str = "hurry";
const REPUSH: &str = "push";
const RELIST: &str = "relist";

/// Someone waits on a folder of this account until `until`: a running task checks it every
/// [`HURRY_INTERVAL`] until then.
fn hurry(inner: &SyncerInner, account_id: &str, folder_id: &str, until: tokio::time::Instant) {
    if let Some(control) = inner.tasks.lock().expect("sync tasks lock").get(account_id) {
        let mut hurry = control.hurry.lock().expect("hurry lock");
        let entry = hurry.entry(folder_id.to_string()).or_insert(until);
        *entry = (*entry).max(until);
        drop(hurry);
        control.poke.notify_one();
    }
}

fn relist(inner: &SyncerInner, account_id: &str) {
    if let Some(control) = inner.tasks.lock().expect("sync tasks lock").get(account_id) {
        control.relist.store(true, Ordering::Relaxed);
        control.poke.notify_one();
    }
}

/// On a store several instances share: does what other instances were asked of the syncs
/// (a push, a wait, folders changed), to the tasks that run here. A task waiting for its lease
/// holds the poke for its first pass, which it makes anyway.
async fn heed_nudges(inner: Arc<SyncerInner>) {
    let mut nudges = inner.store.sync_nudges();
    let mut shutdown = inner.shutdown.clone();
    loop {
        let nudge = tokio::select! {
            heard = nudges.recv() => heard,
            _ = shutdown.wait_for(|s| *s) => return,
        };
        let nudge = match nudge {
            Ok(nudge) => nudge,
            Err(tokio::sync::broadcast::error::RecvError::Lagged(_)) => continue,
            Err(tokio::sync::broadcast::error::RecvError::Closed) => return,
        };
        let account = nudge.account_id.as_str();
        let mut words = nudge.what.split(' ');
        match (words.next(), words.next(), words.next().and_then(|ms| ms.parse::<u64>().ok())) {
            (Some(POKE), ..) => {
                if let Some(control) = inner.tasks.lock().expect("sync tasks lock").get(account) {
                    control.poke.notify_one();
                }
            }
            (Some(HURRY), Some(folder), Some(millis)) => {
                let until = tokio::time::Instant::now() + Duration::from_millis(millis.min(3_600_000));
                hurry(&inner, account, folder, until);
            }
            (Some(REPUSH), ..) => {
                if let Some(control) = inner.tasks.lock().expect("sync tasks lock").get(account) {
                    control.repush.notify_one();
                    control.poke.notify_one();
                }
            }
            (Some(RELIST), ..) => relist(&inner, account),
            _ => tracing::debug!(what = %nudge.what, "an unknown nudge from another instance"),
        }
    }
}

/// On a store several instances share: every [`SYNC_LEASE_ROUND`], starts the tasks of the
/// accounts other instances added (each waits for its lease), until the server shuts down.
async fn find_accounts(inner: Arc<SyncerInner>, runtime: tokio::runtime::Handle) {
    let mut shutdown = inner.shutdown.clone();
    loop {
        tokio::select! {
            _ = tokio::time::sleep(SYNC_LEASE_ROUND) => {}
            _ = shutdown.wait_for(|s| *s) => return,
        }
        match inner.store.account_ids().await {
            Ok(ids) => {
                for id in ids {
                    start_task(&inner, &runtime, &id, None, false);
                }
            }
            Err(e) => {
                let _ = internal(e);
            }
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
        let _ = inner.store.set_account_status(account_id, AccountStatus::Error, Some(reason), None).await;
        wait_for_poke(control, &mut stopped, &mut shutdown, backoff).await;
        if *stopped.borrow() || *shutdown.borrow() {
            return;
        }
        backoff = (backoff * 2).min(MAX_BACKOFF);
    }
}

/// Runs an account's sync while this instance holds its lease (docs/STORE.md; always, on
/// SQLite): takes it when free, renews it every [`SYNC_LEASE_ROUND`], and when it is lost (this
/// instance was paused past it, or the database was unreachable that long) stops syncing and
/// waits for it again. The lease is given up when the task ends, for another instance to take.
async fn run(inner: &SyncerInner, account_id: &str, control: &TaskControl, mut first: Option<ImapConnection>) {
    let mut stopped = control.stopped.subscribe();
    let mut shutdown = inner.shutdown.clone();
    loop {
        let Some(lease) = acquire(inner, account_id, &mut stopped, &mut shutdown).await else { return };
        tokio::select! {
            () = sync_account(inner, lease.store(), account_id, control, first.take()) => {
                lease.release().await;
                return;
            }
            () = kept(&lease) => {
                tracing::warn!(account = %account_id, "this instance lost the account's sync lease; another syncs it");
            }
        }
    }
}

/// The account's sync lease, once this instance may take it; `None` when the task is to end
/// meanwhile (stopped, shut down, or the account is gone).
async fn acquire(
    inner: &SyncerInner,
    account_id: &str,
    stopped: &mut watch::Receiver<bool>,
    shutdown: &mut watch::Receiver<bool>,
) -> Option<SyncLease> {
    loop {
        if *stopped.borrow() || *shutdown.borrow() {
            return None;
        }
        match inner.store.take_sync_lease(account_id).await {
            Ok(Some(lease)) => return Some(lease),
            Ok(None) => {
                if let Ok(None) = inner.store.account(account_id).await {
                    return None;
                }
            }
            Err(e) => {
                let _ = internal(e);
            }
        }
        tokio::select! {
            _ = tokio::time::sleep(SYNC_LEASE_ROUND) => {}
            _ = stopped.changed() => {}
            _ = shutdown.changed() => {}
        }
    }
}

/// Renews `lease` every [`SYNC_LEASE_ROUND`]; returns when it is lost, or when it could not be
/// renewed for longer than it runs (the database unreachable: another instance may have it).
async fn kept(lease: &SyncLease) {
    let mut renewed = tokio::time::Instant::now();
    loop {
        tokio::time::sleep(SYNC_LEASE_ROUND).await;
        match lease.renew().await {
            Ok(true) => renewed = tokio::time::Instant::now(),
            Ok(false) => return,
            Err(e) => {
                let _ = internal(e);
                if renewed.elapsed() >= SYNC_LEASE_TTL {
                    return;
                }
            }
        }
    }
}

/// An account's sync (its writes through `store`, fenced by the lease) until the task ends.
async fn sync_account(
    inner: &SyncerInner,
    store: &Store,
    account_id: &str,
    control: &TaskControl,
    mut first: Option<ImapConnection>,
) {
    let mut stopped = control.stopped.subscribe();
    let mut shutdown = inner.shutdown.clone();
    let mut backoff = Duration::from_secs(1);
    // Whether the last access token an XOAUTH2 login was refused with was renewed already.
    let mut renewed = false;
    loop {
        if *stopped.borrow() || *shutdown.borrow() {
            return;
        }
        let record = match inner.store.account(account_id).await {
            Ok(Some(record)) => record,
            Ok(None) => return,
            Err(e) => {
                let _ = internal(e);
                tokio::time::sleep(backoff).await;
                continue;
            }
        };
        let account = &record.account;
        let xoauth2 = settings::auth(&account.settings) == postern_providers::transport::Auth::Xoauth2;
        let password = if registry::credential(account.provider) == Credential::SignIn {
            // Its access tokens come from the account's sealed refresh token, when asked.
            Some(String::new())
        } else if xoauth2 {
            // It logs in with an access token, renewed from its sealed refresh token.
            match inner.providers.access_tokens.bearer(&account.id).token().await {
                Ok(token) => Some(token),
                Err(e) => {
                    let pause = failed(inner, account, &e, backoff).await;
                    wait_for_poke(control, &mut stopped, &mut shutdown, pause).await;
                    backoff = (backoff * 2).min(MAX_BACKOFF);
                    continue;
                }
            }
        } else {
            stored_password(&inner.store, &inner.vault, &record).await
        };
        let Some(password) = password else {
            tracing::error!(account = %account.id, "the account's credentials cannot be read");
            let reason = Some("The stored credentials cannot be read.");
            let _ = inner.store.set_account_status(&account.id, AccountStatus::NeedsReauth, reason, None).await;
            wait_for_poke(control, &mut stopped, &mut shutdown, MAX_BACKOFF).await;
            continue;
        };
        let session = SessionOf { inner, store, account, control };
        let token = xoauth2.then(|| password.clone());
        let outcome = session.run(password, first.take(), &mut backoff, &mut stopped, &mut shutdown).await;
        let Err(e) = outcome else { return };
        if let (Some(token), ProviderError::Auth(_), false) = (&token, &e, renewed) {
            // The server refused the access token: once, a new one is asked for at once (the
            // refresh token decides whether the account needs a new sign-in).
            inner.providers.access_tokens.bearer(&account.id).refused(token).await;
            renewed = true;
            continue;
        }
        renewed = false;
        let pause = failed(inner, account, &e, backoff).await;
        wait_for_poke(control, &mut stopped, &mut shutdown, pause).await;
        // A provider that says how long to rest is not failing: its next answer may be fine.
        if !matches!(e, ProviderError::Throttled { retry_after: Some(_), .. }) {
            backoff = (backoff * 2).min(MAX_BACKOFF);
        }
    }
}

/// Records what a failure means for the account; returns how long to rest before trying again
/// (a refused login waits for new credentials, or at most [`MAX_BACKOFF`]; a provider that asks
/// to slow down, as long as it asks).
async fn failed(inner: &SyncerInner, account: &Account, e: &ProviderError, backoff: Duration) -> Duration {
    if let ProviderError::App(_) = e {
        // The installation's problem, reported as such (AccessTokens): the account's own
        // status stays as it is.
        return MAX_BACKOFF;
    }
    let (status, reason) = e.account_status();
    tracing::warn!(account = %account.id, status = status.as_str(), %reason, "account sync interrupted");
    let _ = inner.store.set_account_status(&account.id, status, Some(&reason), None).await;
    match e {
        ProviderError::Auth(_) => MAX_BACKOFF,
        // As long as the server asked (Graph and Gmail say exactly when to come back).
        ProviderError::Throttled { retry_after: Some(after), .. } => {
            (*after).clamp(Duration::from_millis(100), MAX_BACKOFF * 12)
        }
        _ => backoff,
    }
}

/// One session of an account's task.
struct SessionOf<'a> {
    inner: &'a SyncerInner,
    /// The sync's writes, fenced by its lease.
    store: &'a Store,
    account: &'a Account,
    control: &'a TaskControl,
}

impl SessionOf<'_> {
    /// Logs in (or takes over `first`, a connection logged in already), then passes through
    /// the [`engine`] until the task ends (`Ok`) or the provider fails. Once logged in, the
    /// backoff starts over.
    async fn run(
        &self,
        secret: String,
        first: Option<ImapConnection>,
        backoff: &mut Duration,
        stopped: &mut watch::Receiver<bool>,
        shutdown: &mut watch::Receiver<bool>,
    ) -> Result<(), ProviderError> {
        let (inner, account) = (self.inner, self.account);
        let unreadable = || ProviderError::Auth("the stored settings cannot be read".into());
        let (hosts, limit) = (&inner.internal_hosts, inner.limits.message);
        match account.provider {
            ProviderKind::Pop3 => {
                let settings = settings::pop3(&account.settings, &account.email).ok_or_else(unreadable)?;
                let mut mailbox = connect_pop3(hosts, limit, &settings, &secret).await?;
                self.connected(&[], backoff).await;
                let pace = pop3_pace(&account.settings);
                engine::session(self, &mut mailbox, pace, stopped, shutdown).await
            }
            ProviderKind::Microsoft => {
                let providers = &inner.providers;
                let mut mailbox = providers.graphs.mailbox(&providers.access_tokens, &account.id)?;
                // The first request tells whether the sign-in still holds.
                mailbox.whoami().await?;
                self.connected(&[], backoff).await;
                let poll = account.settings.get("poll_seconds").and_then(|v| v.as_u64());
                let pace = engine::Pace {
                    poll: poll.map_or(GRAPH_POLL, Duration::from_secs),
                    hurry: GRAPH_HURRY,
                    delete_after: None,
                };
                let Some(public_url) = &providers.public_url else {
                    return engine::session(self, &mut mailbox, pace, stopped, shutdown).await;
                };
                let push = postern_providers::provider::Push::default();
                mailbox.pushed_by(push.clone());
                let keeper = providers.graphs.mailbox(&providers.access_tokens, &account.id)?;
                tokio::select! {
                    done = engine::session(self, &mut mailbox, pace, stopped, shutdown) => done,
                    failed = subscriptions::keep(self, keeper, push, public_url) => failed,
                }
            }
            ProviderKind::Google => {
                let providers = &inner.providers;
                let mailbox = providers.gmails.mailbox(&providers.access_tokens, &account.id)?;
                let mut mailbox = mailbox.waiting(postern_providers::gmail::client::WINDOW);
                // The first request tells whether the sign-in still holds.
                mailbox.whoami().await?;
                self.connected(&[], backoff).await;
                let poll = account.settings.get("poll_seconds").and_then(|v| v.as_u64());
                let pace = engine::Pace {
                    poll: poll.map_or(GMAIL_POLL, Duration::from_secs),
                    hurry: GMAIL_HURRY,
                    delete_after: None,
                };
                let topic = providers.gmails.app().and_then(|app| app.pubsub.as_ref()).map(|p| p.topic.clone());
                let (Some(topic), Some(_)) = (topic, &providers.public_url) else {
                    return engine::session(self, &mut mailbox, pace, stopped, shutdown).await;
                };
                let push = postern_providers::provider::Push::default();
                mailbox.pushed_by(push.clone());
                let keeper = providers.gmails.mailbox(&providers.access_tokens, &account.id)?;
                tokio::select! {
                    done = engine::session(self, &mut mailbox, pace, stopped, shutdown) => done,
                    failed = subscriptions::keep_watch(self, keeper, push, &topic) => failed,
                }
            }
            ProviderKind::Jmap => {
                let settings = settings::jmap(&account.settings, &account.email).ok_or_else(unreadable)?;
                let mut jmap = connect_jmap(hosts, limit, &settings, &secret).await?;
                let offers: Vec<String> =
                    jmap.client().session.submission.then(|| "submission".into()).into_iter().collect();
                self.connected(&offers, backoff).await;
                let poll = account.settings.get("poll_seconds").and_then(|v| v.as_u64());
                let pace = engine::Pace {
                    poll: poll.map_or(JMAP_POLL, Duration::from_secs),
                    hurry: JMAP_HURRY,
                    delete_after: None,
                };
                engine::session(self, &mut jmap, pace, stopped, shutdown).await
            }
            ProviderKind::Imap => {
                let settings = settings::imap(&account.settings, &account.email).ok_or_else(unreadable)?;
                let conn = match first {
                    Some(conn) => conn,
                    None => connect_checked(hosts, inner.limits, &settings, &secret).await?,
                };
                self.connected(&capability_names(conn.capabilities()), backoff).await;
                let mut imap = ImapSync::start(conn).await?;
                let pace = engine::Pace { poll: WATCH_INTERVAL, hurry: HURRY_INTERVAL, delete_after: None };
                engine::session(self, &mut imap, pace, stopped, shutdown).await?;
                if let Some(conn) = imap.into_connection() {
                    conn.logout().await;
                }
                Ok(())
            }
        }
    }

    /// Logged in: the account shows it (with what the server offers), the backoff starts over.
    async fn connected(&self, offers: &[String], backoff: &mut Duration) {
        *backoff = Duration::from_secs(1);
        let _ =
            self.inner.store.set_account_status(&self.account.id, AccountStatus::Connected, None, Some(offers)).await;
    }
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

/// Parses and extracts a body off the async threads, with the provider's verdict on its sender
/// when `stamp` finds one.
async fn found_in(raw: Vec<u8>, stamp: Option<Stamp>) -> Found {
    let read = tokio::task::spawn_blocking(move || {
        let authentication = stamp.and_then(|stamp| provider_verdict(&raw, &stamp));
        (postern_mail::parse(&raw), authentication)
    });
    let (parsed, authentication) = read.await.unwrap_or_default();
    let e = parsed.extraction;
    Found {
        otp: e.otp,
        otp_confidence: e.otp_confidence,
        magic_link: e.magic_link,
        link_confidence: e.link_confidence,
        authentication,
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
