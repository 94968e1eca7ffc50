//! The sync of an account, whatever its provider ([`Source`]: IMAP, POP3, JMAP, Microsoft Graph,
//! Gmail; docs/PROVIDERS.md). Its decisions are made over the provider-neutral answers.
//!
//! A pass asks what changed since the cursor: each folder in turn (a provider of
//! [`Scope::Folder`]), or the account once (one of [`Scope::Account`]). A folder's first indexing
//! is written as it comes, answer by answer (through the bulk writer when the provider numbers
//! its messages), so a first pass cut short resumes where it stopped. Later answers of a
//! folder-wise pass are written together at its end, in one transaction with the cursors that
//! end them, so that a message another client moved between two folders keeps its id; when
//! something left a folder, every folder is asked again first, so that both halves of a move
//! made while the pass ran are in that transaction. An account-wide answer is written as it
//! comes (a move is in one answer). New mail has its body read so that waits match its codes
//! and links; mail kept only for a while is deleted.
//!
//! After each pass comes a step of bodies for the full-text index (from the oldest message not
//! in it). Between passes the task waits for the provider ([`Source::watch`], its push) or polls;
//! while someone waits on a folder, that folder alone is asked every [`Pace::hurry`].

use super::{
    BODY_READ_BYTES, BODY_STEP_BYTES, BODY_STEP_MESSAGES, BODY_TEXT_CHARS, DETAILS_STEP_MESSAGES, MAX_BODIES_PER_PASS,
    PASSES_PER_FOLDER_LIST, Running, SessionOf, found_in, wait_for_poke,
};
use crate::error::internal;
use postern_core::Timestamp;
use postern_core::model::{Account, Address, SyncProgress};
use postern_providers::provider::{self, Changes, Index, IndexText, ProviderError, Scope, Source};
use postern_providers::settings::verdict_stamp;
use postern_store::{
    BodyText, FlagChange, FolderDelta, FolderRecord, FolderSpec, IndexWriter, IndexedMessage, Locator, PendingBody,
    Store,
};
use std::collections::{HashMap, HashSet};
use std::sync::atomic::Ordering;
use std::time::Duration;
use tokio::sync::watch;

/// Between two passes while the provider pushes its changes: the net for a change the push
/// channel lost.
const PUSHED_POLL: Duration = Duration::from_secs(60);
/// Of each message whose body is not indexed, this much is read for its header fields when the
/// provider cannot fetch them alone.
const DETAILS_READ_BYTES: u64 = 16 * 1024;

/// How often an account's provider is asked for changes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Pace {
    /// Between two passes (at most: [`Source::watch`] may end sooner).
    pub poll: Duration,
    /// Between two passes while someone waits on a folder of the account.
    pub hurry: Duration,
    /// Messages first seen longer ago than this are deleted from the server.
    pub delete_after: Option<Duration>,
}

/// Passes until the task is stopped (`Ok`) or the provider fails (`Err`: the caller reconnects).
pub(super) async fn session<S: Source>(
    of: &SessionOf<'_>,
    source: &mut S,
    pace: Pace,
    stopped: &mut watch::Receiver<bool>,
    shutdown: &mut watch::Receiver<bool>,
) -> Result<(), ProviderError> {
    let (inner, store, account, control) = (of.inner, of.store, of.account, of.control);
    let mut passes = 0u32;
    let mut folders = Vec::new();
    let push = source.push();
    let mut body_state = None;
    loop {
        if *stopped.borrow() || *shutdown.borrow() {
            let _ = source.end_pass().await;
            return Ok(());
        }
        // Someone waits: only the waited-on folders, every `hurry`; a whole pass when one of
        // them lost messages (it may be half of a move that only a whole pass can match).
        if passes > 0
            && source.scope() == Scope::Folder
            && let Some(only) = control.hurried()
            && quick_pass(store, account, source, &mut folders, &only).await?
        {
            source.end_pass().await?;
            wait_for_poke(control, stopped, shutdown, pace.hurry).await;
            continue;
        }
        if passes.is_multiple_of(PASSES_PER_FOLDER_LIST) || control.relist.swap(false, Ordering::Relaxed) {
            folders = list_folders(store, account, source).await?;
        }
        if let Some(hook) = inner.before_pass {
            hook(&account.email);
        }
        {
            let _running = (passes == 0).then(|| Running::count(&inner.first_passes));
            let started = std::time::Instant::now();
            let passed = pass(store, account, source, &mut folders, passes == 0, pace.delete_after).await;
            inner.metrics.sync_pass(account.provider, passed.is_ok(), started.elapsed());
            passed?;
        }
        // A step of bodies for the full-text index (or, with body indexing off, of the header
        // fields a first indexing may leave out); a pass between two steps keeps new mail and
        // waits as quick as ever.
        let wanted = bodies_wanted(store, &account.id).await;
        let more_bodies = bodies_step(store, &account.id, source, &folders, wanted).await?;
        source.end_pass().await?;
        passes += 1;
        let state = match (wanted, more_bodies) {
            (false, _) => "off",
            (true, true) => "indexing",
            (true, false) => "complete",
        };
        if body_state != Some(state) {
            store.set_body_index(&account.id, state).await.map_err(store_failed)?;
            body_state = Some(state);
        }
        if more_bodies {
            continue;
        }
        if control.hurried().is_some() {
            wait_for_poke(control, stopped, shutdown, pace.hurry).await;
            continue;
        }
        // Pushed changes come at once; polling stays as the net under them.
        let pause = match &push {
            Some(push) if push.is_live() => pace.poll.max(PUSHED_POLL),
            _ => pace.poll,
        };
        let pushed = async {
            match &push {
                Some(push) => push.changed.notified().await,
                None => std::future::pending().await,
            }
        };
        let (poke, stop, shut) = (control.poke.notified(), stopped.clone(), shutdown.clone());
        let interrupt = async move {
            let (mut stop, mut shut) = (stop, shut);
            tokio::select! {
                _ = poke => {}
                _ = pushed => {}
                _ = stop.wait_for(|s| *s) => {}
                _ = shut.wait_for(|s| *s) => {}
            }
        };
        source.watch(pause, interrupt).await?;
    }
}

/// Lists the account's folders: those another client renamed keep their rows (and their
/// messages' ids), the others are made and dropped as listed.
async fn list_folders<S: Source>(
    store: &Store,
    account: &Account,
    source: &mut S,
) -> Result<Vec<FolderRecord>, ProviderError> {
    let listed = source.folders().await?;
    let known = store.folder_states(&account.id).await.map_err(store_failed)?;
    let cursors: Vec<(String, String)> =
        known.iter().filter_map(|k| Some((k.raw_name.clone(), k.cursor.clone()?))).collect();
    if known.iter().any(|k| !listed.iter().any(|l| l.reference == k.raw_name)) {
        for (old, new) in source.renamed(&cursors, &listed).await? {
            let (Some(old), Some(new)) =
                (known.iter().find(|k| k.raw_name == old), listed.iter().find(|l| l.reference == new))
            else {
                continue;
            };
            let delimiter = new.delimiter.clone().unwrap_or_default();
            store
                .rename_folder(&account.id, (&old.raw_name, &old.folder.name), (&new.reference, &new.name), &delimiter)
                .await
                .map_err(store_failed)?;
        }
    }
    store.sync_folders(&account.id, &account.user_id, &specs(&listed)).await.map_err(store_failed)
}

/// Whether the account's bodies go into the full-text index (the `index_bodies` setting, on
/// unless set to false).
async fn bodies_wanted(store: &Store, account_id: &str) -> bool {
    match store.account(account_id).await {
        Ok(Some(record)) => record.account.settings.get("index_bodies") != Some(&serde_json::Value::Bool(false)),
        _ => false,
    }
}

/// Reads the next bodies not in the full-text index: at most [`BODY_STEP_MESSAGES`], about
/// [`BODY_STEP_BYTES`] of their first [`BODY_READ_BYTES`] each, and adds their text, References
/// and whether they have attachments; with `bodies` false (the account keeps no body index) at
/// most [`DETAILS_STEP_MESSAGES`], only their References and attachment hint. Returns whether
/// there was anything to do.
async fn bodies_step<S: Source>(
    store: &Store,
    account_id: &str,
    source: &mut S,
    folders: &[FolderRecord],
    bodies: bool,
) -> Result<bool, ProviderError> {
    let limit = if bodies { BODY_STEP_MESSAGES } else { DETAILS_STEP_MESSAGES };
    let pending = store.pending_bodies(account_id, limit as u32).await.map_err(store_failed)?;
    let Some(first) = pending.first() else { return Ok(false) };
    let mut bytes = 0;
    let step: Vec<&PendingBody> = pending
        .iter()
        .take_while(|p| {
            bytes += p.size.min(BODY_READ_BYTES as u64);
            !bodies || bytes <= BODY_STEP_BYTES || p.seq == first.seq
        })
        .collect();
    let through = step.last().map_or(first.seq, |p| p.seq);
    // Folder by folder, in the order they come (pending bodies come in runs of one folder).
    let mut by_folder: Vec<(&FolderRecord, Vec<&PendingBody>)> = Vec::new();
    for body in step {
        let Some(folder) = folders.iter().find(|f| f.folder.id == body.folder_id && f.folder.selectable) else {
            continue;
        };
        match by_folder.iter_mut().find(|(f, _)| f.folder.id == folder.folder.id) {
            Some((_, bodies)) => bodies.push(body),
            None => by_folder.push((folder, vec![body])),
        }
    }
    let mut texts = Vec::new();
    for (folder, step) in by_folder {
        texts.extend(folder_texts(source, &folder.raw_name, &step, bodies).await?);
    }
    store.index_bodies(account_id, through, &texts).await.map_err(store_failed)?;
    Ok(true)
}

/// [`bodies_step`]'s texts of messages of one folder: handed over by the provider when it can,
/// else read from the starts of the sources.
async fn folder_texts<S: Source>(
    source: &mut S,
    folder: &str,
    step: &[&PendingBody],
    bodies: bool,
) -> Result<Vec<BodyText>, ProviderError> {
    // Reference → (seq, whether the read start is the whole message).
    let wanted: HashMap<String, (i64, bool)> =
        step.iter().map(|p| (p.at.reference(), (p.seq, p.size <= BODY_READ_BYTES as u64))).collect();
    let names: Vec<String> = step.iter().map(|p| p.at.reference()).collect();
    let handed = match bodies {
        true => source.index_texts(folder, &names, BODY_TEXT_CHARS).await?,
        false => source.details(folder, &names).await?,
    };
    if let Some(handed) = handed {
        return Ok(handed
            .into_iter()
            .filter_map(|(reference, t)| {
                let (seq, _) = *wanted.get(&reference)?;
                Some(body_text(seq, bodies, t))
            })
            .collect());
    }
    let max = if bodies { BODY_READ_BYTES as u64 } else { DETAILS_READ_BYTES };
    let read = source.read_starts(folder, &names, max).await?;
    let parsed = tokio::task::spawn_blocking(move || {
        read.into_iter()
            .filter_map(|(reference, raw)| {
                let (seq, whole) = *wanted.get(&reference)?;
                let headers = postern_mail::parse::headers(&raw);
                if !bodies {
                    let t = IndexText {
                        text: String::new(),
                        has_attachments: headers.attachment_hint,
                        references: headers.references,
                    };
                    return Some(body_text(seq, false, t));
                }
                let (text, found) = postern_mail::parse::searchable(&raw, BODY_TEXT_CHARS);
                // Only the whole message can say there is none; its start can say there is one,
                // and so can its Content-Type.
                let has_attachments = if whole { found } else { found || headers.attachment_hint };
                Some(BodyText { seq, text: Some(text), has_attachments, references: headers.references })
            })
            .collect::<Vec<_>>()
    });
    Ok(parsed.await.unwrap_or_default())
}

fn body_text(seq: i64, bodies: bool, t: IndexText) -> BodyText {
    BodyText { seq, text: bodies.then_some(t.text), has_attachments: t.has_attachments, references: t.references }
}

/// The index as a provider that compares with it sees it.
struct Known<'a> {
    store: &'a Store,
    account_id: &'a str,
    numbered: bool,
    /// Folder reference → folder id, and back.
    ids: HashMap<String, String>,
    refs: HashMap<String, String>,
}

impl<'a> Known<'a> {
    fn new(store: &'a Store, account_id: &'a str, numbered: bool, folders: &[FolderRecord]) -> Known<'a> {
        let ids: HashMap<String, String> = folders.iter().map(|f| (f.raw_name.clone(), f.folder.id.clone())).collect();
        let refs = ids.iter().map(|(r, id)| (id.clone(), r.clone())).collect();
        Known { store, account_id, numbered, ids, refs }
    }
}

impl Index for Known<'_> {
    async fn known(&self, folder: &str) -> Result<HashMap<String, Vec<String>>, ProviderError> {
        let Some(id) = self.ids.get(folder) else { return Ok(HashMap::new()) };
        if self.numbered {
            let flags = self.store.indexed_flags(id).await.map_err(store_failed)?;
            return Ok(flags.into_iter().map(|(uid, flags)| (uid.to_string(), flags)).collect());
        }
        self.store.indexed_refs(id).await.map_err(store_failed)
    }

    async fn holding(&self, messages: &[String]) -> Result<provider::Places, ProviderError> {
        let held = self.store.holding(self.account_id, messages).await.map_err(store_failed)?;
        Ok(held
            .into_iter()
            .map(|(reference, places)| {
                let places = places.into_iter().filter_map(|(id, flags)| Some((self.refs.get(&id)?.clone(), flags)));
                (reference, places.collect())
            })
            .collect())
    }
}

/// Whether a delta changes messages (not only its folder's cursor).
fn changes_messages(d: &FolderDelta) -> bool {
    !d.created.is_empty() || !d.flags.is_empty() || !d.removed.is_empty() || d.reset
}

/// Whether a delta takes messages out of its folder: half of a move, maybe.
fn loses(d: &FolderDelta) -> bool {
    !d.removed.is_empty() || d.reset
}

/// Adds a later answer about a folder to what is pending for it. A provider that compares with
/// the index does not see what is pending: what it creates or removes again is pending already
/// (a removal named twice would look like two messages, and a move of it would not be matched),
/// and what it removes of the pending creations was never written.
fn merge(pending: &mut FolderDelta, later: FolderDelta) {
    for message in later.created {
        if !pending.created.iter().any(|p| p.at == message.at) {
            pending.created.push(message);
        }
    }
    pending.flags.extend(later.flags);
    for gone in later.removed {
        match pending.created.iter().position(|m| m.at == gone) {
            Some(at) => drop(pending.created.remove(at)),
            None if pending.removed.contains(&gone) => {}
            None => pending.removed.push(gone),
        }
    }
    pending.reset |= later.reset;
    if later.cursor.is_some() {
        pending.cursor = later.cursor;
    }
}

/// What changed in folder `i` since its cursor, every answer until the last, as one delta
/// ending with the last answer's cursor. A first indexing's answers go through `writer` as
/// they come instead (opened when the provider numbers its messages, else each answer is
/// written on its own): they are written already when this returns `None`.
async fn folder_changes<S: Source>(
    store: &Store,
    account: &Account,
    source: &mut S,
    folders: &mut [FolderRecord],
    i: usize,
    writer: Option<&mut Option<IndexWriter>>,
    progress: &mut SyncProgress,
) -> Result<Option<FolderDelta>, ProviderError> {
    let numbered = source.numbered();
    let initial = folders[i].cursor.is_none();
    let mut pending = FolderDelta::empty(&folders[i].folder.id, initial);
    let mut writer = writer;
    loop {
        let known = Known::new(store, &account.id, numbered, folders);
        let folder = &folders[i];
        let changes = source.changes(Some(&folder.raw_name), folder.cursor.as_deref(), &known).await?;
        let (more, cursor) = (changes.more, changes.cursor.clone());
        let mut delta = deltas_of(source, &folders[i..=i], changes, initial, account)
            .await?
            .pop()
            .unwrap_or_else(|| FolderDelta::empty(&folders[i].folder.id, initial));
        progress.messages_done += delta.created.len() as u64;
        match (initial, writer.as_deref_mut()) {
            // A first indexing, in bulk.
            (true, Some(writer)) if numbered && (writer.is_some() || !delta.created.is_empty()) => {
                let writer = match writer {
                    Some(writer) => writer,
                    None => writer.insert(store.index_writer(&account.id).await.map_err(store_failed)?),
                };
                writer.index(&delta.folder_id, std::mem::take(&mut delta.created)).await.map_err(store_failed)?;
                if let Some(cursor) = &cursor {
                    writer.indexed(&delta.folder_id, cursor);
                }
            }
            // A first indexing, answer by answer.
            (true, _) => {
                delta.cursor = cursor.clone();
                if changes_messages(&delta) || delta.cursor.is_some() {
                    let written = store.apply_deltas(&account.id, &account.user_id, std::slice::from_ref(&delta));
                    written.await.map_err(store_failed)?;
                }
            }
            (false, _) => {
                delta.cursor = cursor.clone();
                merge(&mut pending, delta);
            }
        }
        if let Some(cursor) = cursor {
            folders[i].cursor = Some(cursor);
        }
        if !more {
            break;
        }
    }
    Ok((!initial).then_some(pending))
}

/// One pass over every selectable folder (a provider of [`Scope::Folder`]), or the account's
/// changes (one of [`Scope::Account`]).
pub(super) async fn pass<S: Source>(
    store: &Store,
    account: &Account,
    source: &mut S,
    folders: &mut Vec<FolderRecord>,
    first: bool,
    delete_after: Option<Duration>,
) -> Result<(), ProviderError> {
    let (account_id, user_id) = (account.id.as_str(), account.user_id.as_str());
    let selectable: Vec<usize> = (0..folders.len()).filter(|&i| folders[i].folder.selectable).collect();
    let mut progress =
        SyncProgress { state: "syncing".into(), folders_total: selectable.len() as u32, ..SyncProgress::default() };
    let mut wrote = false;
    match source.scope() {
        Scope::Folder => {
            let names: Vec<String> = selectable.iter().map(|&i| folders[i].raw_name.clone()).collect();
            let counts = source.counts(&names).await?;
            progress.messages_total = counts.values().sum();
            // Opened by the first folder indexed for the first time, kept for the pass: it
            // writes the cursors of the folders indexed for the first time when it finishes.
            let mut writer: Option<IndexWriter> = None;
            let mut deltas = Vec::new();
            for &i in &selectable {
                let (before, cursor) = (progress.messages_done, folders[i].cursor.clone());
                let delta =
                    folder_changes(store, account, source, folders, i, Some(&mut writer), &mut progress).await?;
                deltas.extend(delta.filter(|d| changes_messages(d) || d.cursor != cursor));
                let count = counts.get(&folders[i].raw_name).copied().unwrap_or(0);
                progress.messages_done = progress.messages_done.max(before + count);
                progress.messages_total = progress.messages_total.max(progress.messages_done);
                progress.folders_done += 1;
                if first {
                    let _ = store.set_sync_progress(account_id, &progress).await;
                }
            }
            if let Some(writer) = writer {
                writer.finish().await.map_err(store_failed)?;
            }
            // A message another client moved while this pass ran can have left a folder the
            // pass asked after the one it went to: its leaving is in `deltas`, its arrival is
            // not, and written apart they would be a deletion and a creation. So when something
            // left, every folder is asked again, and both halves are written together.
            if deltas.iter().any(loses) {
                for &i in &selectable {
                    if folders[i].cursor.is_none() {
                        continue;
                    }
                    let cursor = folders[i].cursor.clone();
                    let asked = folder_changes(store, account, source, folders, i, None, &mut progress).await?;
                    let Some(delta) = asked.filter(|d| changes_messages(d) || d.cursor != cursor) else { continue };
                    match deltas.iter_mut().find(|d| d.folder_id == delta.folder_id) {
                        Some(pending) => merge(pending, delta),
                        None => deltas.push(delta),
                    }
                }
            }
            if !deltas.is_empty() {
                store.apply_deltas(account_id, user_id, &deltas).await.map_err(store_failed)?;
                wrote = deltas.iter().any(changes_messages);
            }
        }
        Scope::Account => loop {
            let cursor = store.account_cursor(account_id).await.map_err(store_failed)?;
            let known = Known::new(store, account_id, source.numbered(), folders);
            let changes = source.changes(None, cursor.as_deref(), &known).await?;
            let (more, next) = (changes.more, changes.cursor.clone());
            let initial = cursor.is_none() || changes.first_sync;
            let named = changes.created.iter().map(|(f, _)| f).chain(changes.updated.iter().map(|(f, _, _)| f));
            let unknown =
                named.chain(changes.removed.iter().map(|(f, _)| f)).any(|f| !folders.iter().any(|k| k.raw_name == *f));
            if unknown || changes.folders_changed {
                // Folders made, renamed or deleted since they were listed: list them again
                // before the answer is read (its new mail's bodies are read once).
                *folders = list_folders(store, account, source).await?;
            }
            let deltas = deltas_of(source, folders, changes, initial, account).await?;
            let changed = deltas.iter().any(changes_messages);
            progress.messages_done += deltas.iter().map(|d| d.created.len() as u64).sum::<u64>();
            if changed || next.is_some() && next != cursor {
                store.apply_changes(account_id, user_id, &deltas, next.as_deref()).await.map_err(store_failed)?;
                wrote |= changed;
            }
            if first {
                progress.messages_total = progress.messages_total.max(progress.messages_done);
                let _ = store.set_sync_progress(account_id, &progress).await;
            }
            if !more {
                progress.folders_done = progress.folders_total;
                break;
            }
        },
    }
    if let Some(after) = delete_after {
        let cutoff = Timestamp(Timestamp::now().micros().saturating_sub(after.as_micros() as i64));
        for folder in folders.iter().filter(|f| f.folder.selectable) {
            let old = store.refs_seen_before(&folder.folder.id, cutoff).await.map_err(store_failed)?;
            if !old.is_empty() {
                tracing::debug!(account = %account_id, count = old.len(), "deleting mail past its time on the server");
                source.delete(&folder.raw_name, &old).await?;
            }
        }
    }
    // Passes that found nothing leave the progress as it is (no write every few seconds).
    if first || wrote {
        progress.state = "idle".into();
        progress.last_synced_at = Some(Timestamp::now());
        let _ = store.set_sync_progress(account_id, &progress).await;
    }
    Ok(())
}

/// A pass over only the folders in `only` (folder ids). Returns false, having written nothing,
/// when one of them lost messages or was never indexed: that takes a whole pass.
async fn quick_pass<S: Source>(
    store: &Store,
    account: &Account,
    source: &mut S,
    folders: &mut [FolderRecord],
    only: &HashSet<String>,
) -> Result<bool, ProviderError> {
    let asked: Vec<usize> =
        (0..folders.len()).filter(|&i| folders[i].folder.selectable && only.contains(&folders[i].folder.id)).collect();
    if asked.iter().any(|&i| folders[i].cursor.is_none()) {
        return Ok(false);
    }
    let before: Vec<Option<String>> = asked.iter().map(|&i| folders[i].cursor.clone()).collect();
    let mut deltas = Vec::new();
    let mut progress = SyncProgress::default();
    for (&i, cursor) in asked.iter().zip(&before) {
        let Some(delta) = folder_changes(store, account, source, folders, i, None, &mut progress).await? else {
            continue;
        };
        if loses(&delta) {
            // Nothing was written: the whole pass asks again from the same cursors.
            for (&i, cursor) in asked.iter().zip(before) {
                folders[i].cursor = cursor;
            }
            return Ok(false);
        }
        if changes_messages(&delta) || delta.cursor != *cursor {
            deltas.push(delta);
        }
    }
    if !deltas.is_empty() {
        store.apply_deltas(&account.id, &account.user_id, &deltas).await.map_err(store_failed)?;
    }
    Ok(true)
}

/// A provider's answer as the store writes it: a delta per folder it names among `folders`
/// (entries naming another folder are left for the next listing). `initial`: the first
/// indexing (no cursor yet): no events, no bodies read; after that, the bodies of new mail are
/// read so that waits can match their codes and links, with the provider's verdict on each
/// sender.
async fn deltas_of<S: Source>(
    source: &mut S,
    folders: &[FolderRecord],
    changes: Changes,
    initial: bool,
    account: &Account,
) -> Result<Vec<FolderDelta>, ProviderError> {
    let numbered = source.numbered();
    let mut deltas: Vec<FolderDelta> = Vec::new();
    let slot = |folder_ref: &str, deltas: &mut Vec<FolderDelta>| -> Option<usize> {
        let folder = folders.iter().find(|f| f.raw_name == folder_ref)?;
        Some(match deltas.iter().position(|d| d.folder_id == folder.folder.id) {
            Some(at) => at,
            None => {
                deltas.push(FolderDelta::empty(&folder.folder.id, initial));
                deltas.len() - 1
            }
        })
    };
    if changes.reset
        && let Some(folder) = folders.first()
    {
        let at = slot(&folder.raw_name, &mut deltas).expect("the folder is listed");
        deltas[at].reset = true;
    }
    let mut bodies = 0;
    for (folder_ref, message) in changes.created {
        let Some(at) = slot(&folder_ref, &mut deltas) else { continue };
        let reference = message.reference.clone();
        let Some(mut indexed) = indexed_as(message, numbered) else { continue };
        if !initial && bodies < MAX_BODIES_PER_PASS {
            bodies += 1;
            match source.read(&folder_ref, &reference).await {
                Ok(Some(raw)) => indexed.found = Some(found_in(raw, verdict_stamp(account)).await),
                // Too large to read, or gone meanwhile: indexed without its codes.
                Ok(None) | Err(ProviderError::TooLarge(_)) => {}
                Err(e) => return Err(e),
            }
        }
        deltas[at].created.push(indexed);
    }
    for (folder_ref, reference, flags) in changes.updated {
        let Some(at) = slot(&folder_ref, &mut deltas) else { continue };
        let Some(message) = Locator::of(reference, numbered) else { continue };
        deltas[at].flags.push(FlagChange { at: message, flags, modseq: None });
    }
    for (folder_ref, reference) in changes.removed {
        let Some(at) = slot(&folder_ref, &mut deltas) else { continue };
        deltas[at].removed.extend(Locator::of(reference, numbered));
    }
    Ok(deltas)
}

/// The folders a provider lists, as the store keeps them.
pub(crate) fn specs(listed: &[provider::Folder]) -> Vec<FolderSpec> {
    listed
        .iter()
        .map(|f| FolderSpec {
            raw_name: f.reference.clone(),
            name: f.name.clone(),
            role: f.role.clone(),
            selectable: f.selectable,
            delimiter: f.delimiter.clone(),
        })
        .collect()
}

fn micros(seconds: i64) -> Timestamp {
    Timestamp(seconds.saturating_mul(1_000_000))
}

fn addresses(list: Vec<(Option<String>, String)>) -> Vec<Address> {
    list.into_iter().map(|(name, email)| Address { name, email }).collect()
}

/// A provider's message as the index keeps it: under the provider's number when it numbers
/// its messages (`None` when the reference is no number), else under its reference. Without an
/// arrival time from the provider, the `Date:` header stands in for it, and without that, the
/// time it was first seen.
pub(crate) fn indexed_as(m: provider::Message, numbered: bool) -> Option<IndexedMessage> {
    let h = m.headers;
    let date = h.date.map(micros);
    Some(IndexedMessage {
        at: Locator::of(m.reference, numbered)?,
        flags: m.flags,
        internal_date: m.received.map(Timestamp).or(date).unwrap_or_else(Timestamp::now),
        date,
        size: m.size,
        modseq: None,
        message_id: h.message_id,
        in_reply_to: h.in_reply_to,
        references: h.references,
        subject: h.subject.unwrap_or_default(),
        from: addresses(h.from),
        to: addresses(h.to),
        cc: addresses(h.cc),
        has_attachments: h.attachment_hint,
        found: None,
    })
}

fn store_failed(e: postern_store::StoreError) -> ProviderError {
    let _ = internal(e);
    ProviderError::Protocol("the index could not be written".into())
}

#[cfg(test)]
mod tests {
    //! The engine's decisions against an in-memory provider: no network, every edge on demand.

    use super::*;
    use postern_mail::parse::Headers;
    use postern_store::{FeedScope, IndexFilter, NewAccount};
    use std::collections::BTreeMap;

    /// A folder of the fake: its version and its messages with their sources.
    type FakeFolder = (u32, Vec<(provider::Message, Vec<u8>)>);

    /// A provider whose folders are lists of messages. The cursor is the folder's version: an
    /// equal cursor means no changes; anything else is compared with the index.
    #[derive(Default)]
    struct Fake {
        folders: BTreeMap<String, FakeFolder>,
        /// Set: one cursor for the account (the sum of the folders' versions), as JMAP.
        account_scope: bool,
        /// Messages per answer.
        batch: usize,
        /// The `changes` call (counted from 1) that fails, once.
        fail_on: Option<usize>,
        calls: usize,
        asked_index: usize,
        deleted: Vec<String>,
        /// References are numbers (as IMAP's UIDs).
        numbered: bool,
        /// After the `changes` call (counted from 1): a message moves (from, reference, to).
        move_after_call: Option<(usize, String, String, String)>,
        /// The next answer says the folder's references are void (as a new UIDVALIDITY), and
        /// names its messages anew with this prefix.
        renumber: Option<String>,
    }

    impl Fake {
        fn put(&mut self, folder: &str, reference: &str, subject: &str, body: &str) {
            self.put_as(folder, reference, &format!("{reference}@fake.test"), subject, body);
        }

        fn put_as(&mut self, folder: &str, reference: &str, message_id: &str, subject: &str, body: &str) {
            let (version, messages) = self.folders.entry(folder.to_string()).or_default();
            *version += 1;
            let raw = format!("Subject: {subject}\r\nMessage-ID: <{message_id}>\r\n\r\n{body}\r\n").into_bytes();
            let headers = Headers {
                subject: Some(subject.into()),
                message_id: Some(message_id.to_string()),
                ..Headers::default()
            };
            let message = provider::Message {
                reference: reference.into(),
                flags: Vec::new(),
                received: None,
                size: 100,
                headers,
            };
            messages.push((message, raw));
        }

        /// Moves a message as a provider with stable ids does: the same reference, another folder.
        fn relocate(&mut self, from: &str, reference: &str, to: &str) {
            let (version, messages) = self.folders.get_mut(from).unwrap();
            *version += 1;
            let at = messages.iter().position(|(m, _)| m.reference == reference).unwrap();
            let moved = messages.remove(at);
            let (version, messages) = self.folders.entry(to.to_string()).or_default();
            *version += 1;
            messages.push(moved);
        }

        fn remove(&mut self, folder: &str, reference: &str) {
            let (version, messages) = self.folders.get_mut(folder).unwrap();
            *version += 1;
            messages.retain(|(m, _)| m.reference != reference);
        }

        fn flag(&mut self, folder: &str, reference: &str, flag: &str) {
            let (version, messages) = self.folders.get_mut(folder).unwrap();
            *version += 1;
            messages.iter_mut().find(|(m, _)| m.reference == reference).unwrap().0.flags.push(flag.into());
        }
    }

    impl Source for Fake {
        async fn folders(&mut self) -> Result<Vec<provider::Folder>, ProviderError> {
            Ok(self
                .folders
                .keys()
                .map(|name| provider::Folder {
                    reference: name.clone(),
                    name: name.clone(),
                    role: (name == "INBOX").then(|| "inbox".to_string()),
                    selectable: true,
                    delimiter: Some("/".into()),
                })
                .collect())
        }

        fn scope(&self) -> Scope {
            if self.account_scope { Scope::Account } else { Scope::Folder }
        }

        fn numbered(&self) -> bool {
            self.numbered
        }

        async fn changes(
            &mut self,
            folder: Option<&str>,
            cursor: Option<&str>,
            index: &impl Index,
        ) -> Result<Changes, ProviderError> {
            self.calls += 1;
            if self.fail_on == Some(self.calls) {
                self.fail_on = None;
                return Err(ProviderError::Unreachable("the connection dropped".into()));
            }
            assert_eq!(folder.is_none(), self.account_scope, "asked in the provider's scope");
            let asked: Vec<&String> = self.folders.keys().filter(|name| folder.is_none_or(|f| f == *name)).collect();
            let now = format!("v{}", asked.iter().map(|name| self.folders[*name].0).sum::<u32>());
            if cursor == Some(now.as_str()) {
                return Ok(Changes { cursor: Some(now), ..Changes::default() });
            }
            self.asked_index += 1;
            if let (Some(prefix), Some(name)) = (self.renumber.take(), folder) {
                let (_, messages) = self.folders.get_mut(name).unwrap();
                for (m, _) in messages.iter_mut() {
                    m.reference = format!("{prefix}{}", m.reference);
                }
                let created = messages.iter().map(|(m, _)| (name.to_string(), m.clone())).collect();
                return Ok(Changes { created, reset: true, cursor: Some(now), ..Changes::default() });
            }
            let mut changes = Changes::default();
            for name in asked {
                let messages = &self.folders[name].1;
                let known = index.known(name).await?;
                for (m, _) in messages {
                    match known.get(&m.reference) {
                        None => changes.created.push((name.clone(), m.clone())),
                        Some(flags) if *flags != m.flags => {
                            changes.updated.push((name.clone(), m.reference.clone(), m.flags.clone()))
                        }
                        Some(_) => {}
                    }
                }
                for gone in known.keys().filter(|r| !messages.iter().any(|(m, _)| &m.reference == *r)) {
                    changes.removed.push((name.clone(), gone.clone()));
                }
            }
            changes.more = changes.created.len() > self.batch;
            changes.created.truncate(self.batch);
            changes.cursor = (!changes.more).then_some(now);
            if let Some((_, from, reference, to)) = self.move_after_call.take_if(|(n, ..)| *n == self.calls) {
                self.relocate(&from, &reference, &to);
            }
            Ok(changes)
        }

        async fn read(&mut self, folder: &str, message: &str) -> Result<Option<Vec<u8>>, ProviderError> {
            Ok(self.folders[folder].1.iter().find(|(m, _)| m.reference == message).map(|(_, raw)| raw.clone()))
        }

        async fn delete(&mut self, folder: &str, messages: &[String]) -> Result<(), ProviderError> {
            self.deleted.extend(messages.iter().cloned());
            for reference in messages {
                self.remove(folder, reference);
            }
            Ok(())
        }

        async fn end_pass(&mut self) -> Result<(), ProviderError> {
            Ok(())
        }
    }

    struct Setup {
        _dir: tempfile::TempDir,
        store: Store,
        account: Account,
        folders: Vec<FolderRecord>,
    }

    async fn setup(fake: &mut Fake) -> Setup {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::open(dir.path()).await.unwrap();
        let user = store.create_user("alice", false).await.unwrap().id;
        let account = store
            .create_account(NewAccount {
                id: "acc_fake",
                user_id: &user,
                email: "alice@example.test",
                provider: postern_providers::registry::ProviderKind::Pop3,
                settings: &serde_json::json!({}),
                sealed_credentials: b"sealed",
                capabilities: &[],
                audit: None,
            })
            .await
            .unwrap();
        let listed = fake.folders().await.unwrap();
        let folders = store.sync_folders(&account.id, &user, &specs(&listed)).await.unwrap();
        Setup { _dir: dir, store, account, folders }
    }

    impl Setup {
        async fn pass(&mut self, fake: &mut Fake, delete_after: Option<Duration>) -> Result<(), ProviderError> {
            let first = self.folders.iter().all(|f| f.cursor.is_none());
            pass(&self.store, &self.account, fake, &mut self.folders, first, delete_after).await
        }

        /// Subject → (message id, folder id).
        async fn ids(&self) -> HashMap<String, (String, String)> {
            let page = self
                .store
                .list_indexed(std::slice::from_ref(&self.account.id), &[], &IndexFilter::default(), None, 100)
                .await;
            page.unwrap().messages.into_iter().map(|(_, m)| (m.subject, (m.id, m.folder_id))).collect()
        }

        async fn subjects(&self) -> Vec<String> {
            let page = self
                .store
                .list_indexed(std::slice::from_ref(&self.account.id), &[], &IndexFilter::default(), None, 100)
                .await;
            let mut subjects: Vec<String> = page.unwrap().messages.into_iter().map(|(_, m)| m.subject).collect();
            subjects.sort();
            subjects
        }

        async fn events(&self) -> Vec<String> {
            let scope = FeedScope { accounts: vec![self.account.id.clone()], ..FeedScope::default() };
            let changes = self.store.changes(&scope, None, 0, 100).await.unwrap();
            changes.into_iter().map(|c| c.kind).collect()
        }
    }

    #[tokio::test]
    async fn a_first_sync_in_steps_then_changes_each_with_its_event() {
        let mut fake = Fake { batch: 2, ..Fake::default() };
        for n in 1..=5 {
            fake.put("INBOX", &format!("m{n}"), &format!("old {n}"), "hello");
        }
        let mut s = setup(&mut fake).await;
        s.pass(&mut fake, None).await.unwrap();
        assert_eq!(s.subjects().await, ["old 1", "old 2", "old 3", "old 4", "old 5"]);
        assert_eq!(fake.calls, 3, "five messages, two per answer");
        assert_eq!(s.folders[0].cursor.as_deref(), Some("v5"));
        assert!(s.events().await.iter().all(|k| k != "message.created"), "a first indexing is no change");

        // Nothing changed: the cursor says so, the index is not asked.
        let asked = fake.asked_index;
        s.pass(&mut fake, None).await.unwrap();
        assert_eq!(fake.asked_index, asked);

        fake.put("INBOX", "m6", "Your code", "Your verification code is 480215.");
        fake.flag("INBOX", "m2", "\\Seen");
        fake.remove("INBOX", "m3");
        s.pass(&mut fake, None).await.unwrap();
        assert_eq!(s.subjects().await, ["Your code", "old 1", "old 2", "old 4", "old 5"]);
        let events = s.events().await;
        for kind in ["message.created", "message.updated", "message.deleted"] {
            assert_eq!(events.iter().filter(|k| *k == kind).count(), 1, "{kind} in {events:?}");
        }
        // New mail's body was read: a wait on the folder matches its code.
        let found = s.store.first_folder_match(
            &s.folders[0].folder.id,
            Timestamp(0),
            postern_store::WaitMatch::Otp { min_confidence: 0.0 },
            &postern_store::SenderMatch::Anyone,
        );
        assert_eq!(found.await.unwrap().and_then(|m| m.otp).as_deref(), Some("480215"));
    }

    #[tokio::test]
    async fn a_pass_cut_short_resumes_without_losing_or_doubling_mail() {
        let mut fake = Fake { batch: 2, fail_on: Some(2), ..Fake::default() };
        for n in 1..=5 {
            fake.put("INBOX", &format!("m{n}"), &format!("s{n}"), "x");
        }
        let mut s = setup(&mut fake).await;
        let failed = s.pass(&mut fake, None).await;
        assert!(matches!(failed, Err(ProviderError::Unreachable(_))));
        assert_eq!(s.subjects().await.len(), 2, "the first answer was written");
        assert_eq!(s.folders[0].cursor, None, "but the cursor did not move");
        s.pass(&mut fake, None).await.unwrap();
        assert_eq!(s.subjects().await, ["s1", "s2", "s3", "s4", "s5"]);
        assert!(s.events().await.iter().all(|k| k != "message.created"), "still the first indexing");
    }

    #[tokio::test]
    async fn mail_past_its_time_is_deleted_on_the_server_and_then_leaves_the_index() {
        let mut fake = Fake { batch: 10, ..Fake::default() };
        fake.put("INBOX", "m1", "kept for a while", "x");
        let mut s = setup(&mut fake).await;
        s.pass(&mut fake, Some(Duration::from_secs(3600))).await.unwrap();
        assert!(fake.deleted.is_empty(), "younger than an hour");
        s.pass(&mut fake, Some(Duration::ZERO)).await.unwrap();
        assert_eq!(fake.deleted, ["m1"]);
        s.pass(&mut fake, None).await.unwrap();
        assert!(s.subjects().await.is_empty());
        assert!(s.events().await.contains(&"message.deleted".to_string()));
    }

    /// Providers with stable ids (JMAP, Gmail) answer for the whole account: a move is a removal
    /// and a creation in one answer, and keeps the message's id; a folder made since the last
    /// listing is listed again; a message in two folders has a row in each.
    #[tokio::test]
    async fn an_account_wide_answer_keeps_ids_across_moves_and_lists_new_folders() {
        let mut fake = Fake { batch: 10, account_scope: true, ..Fake::default() };
        fake.put("INBOX", "e1", "to move", "x");
        fake.put("INBOX", "e2", "to stay", "x");
        let mut s = setup(&mut fake).await;
        s.pass(&mut fake, None).await.unwrap();
        assert_eq!(s.subjects().await, ["to move", "to stay"]);
        assert_eq!(s.store.account_cursor(&s.account.id).await.unwrap().as_deref(), Some("v2"));
        async fn id_of(s: &Setup, subject: &str) -> Vec<(String, String)> {
            let page = s
                .store
                .list_indexed(std::slice::from_ref(&s.account.id), &[], &IndexFilter::default(), None, 100)
                .await;
            let rows = page.unwrap().messages.into_iter().map(|(_, m)| m);
            rows.filter(|m| m.subject == subject).map(|m| (m.id, m.folder_id)).collect::<Vec<_>>()
        }
        let before = id_of(&s, "to move").await;

        // Into a folder the index has never listed.
        fake.relocate("INBOX", "e1", "Projects");
        s.pass(&mut fake, None).await.unwrap();
        let after = id_of(&s, "to move").await;
        assert_eq!(after.len(), 1);
        assert_eq!(after[0].0, before[0].0, "a move keeps the id");
        assert_ne!(after[0].1, before[0].1, "in another folder");
        let events = s.events().await;
        assert!(events.contains(&"message.moved".to_string()) && !events.contains(&"message.deleted".to_string()));

        // Copied into a second folder: a row there too, the first one untouched.
        let copy = fake.folders["INBOX"].1.iter().find(|(m, _)| m.reference == "e2").unwrap().clone();
        let (version, projects) = fake.folders.get_mut("Projects").unwrap();
        *version += 1;
        projects.push(copy);
        s.pass(&mut fake, None).await.unwrap();
        assert_eq!(id_of(&s, "to stay").await.len(), 2);
        let held = s.store.holding(&s.account.id, &["e2".to_string()]).await.unwrap();
        assert_eq!(held["e2"].len(), 2);
    }

    /// Two messages that look the same (Message-ID and fingerprint) moved in one answer cannot
    /// be told apart: they are deleted and created, never merged or swapped.
    #[tokio::test]
    async fn look_alike_messages_moved_together_are_never_merged() {
        let mut fake = Fake { batch: 10, account_scope: true, ..Fake::default() };
        fake.put_as("INBOX", "e1", "twin@test", "twin", "x");
        fake.put_as("INBOX", "e2", "twin@test", "twin", "x");
        fake.put("Archive", "e0", "other", "x");
        let mut s = setup(&mut fake).await;
        s.pass(&mut fake, None).await.unwrap();
        fake.relocate("INBOX", "e1", "Archive");
        fake.relocate("INBOX", "e2", "Archive");
        s.pass(&mut fake, None).await.unwrap();
        let events = s.events().await;
        let count = |kind: &str| events.iter().filter(|k| *k == kind).count();
        assert_eq!((count("message.deleted"), count("message.created"), count("message.moved")), (2, 2, 0));
        assert_eq!(s.subjects().await, ["other", "twin", "twin"]);
    }

    #[tokio::test]
    async fn every_folder_is_asked_and_a_reference_may_repeat_across_folders() {
        let mut fake = Fake { batch: 10, ..Fake::default() };
        fake.put("INBOX", "same", "in the inbox", "x");
        fake.put("Other", "same", "elsewhere", "x");
        let mut s = setup(&mut fake).await;
        s.pass(&mut fake, None).await.unwrap();
        assert_eq!(s.subjects().await, ["elsewhere", "in the inbox"]);
        fake.remove("Other", "same");
        s.pass(&mut fake, None).await.unwrap();
        assert_eq!(s.subjects().await, ["in the inbox"], "a reference is its folder's");
    }

    /// Providers that answer folder by folder (IMAP, Graph) write a pass's later answers
    /// together: a move between two folders keeps its id whichever folder is asked first, and
    /// one made while the pass ran, behind its back, too.
    #[tokio::test]
    async fn a_folder_wise_pass_keeps_ids_across_moves_in_either_direction_and_mid_pass() {
        let mut fake = Fake { batch: 10, ..Fake::default() };
        fake.put("A", "e1", "down", "x");
        fake.put("B", "e2", "up", "x");
        fake.put("B", "e3", "meanwhile", "x");
        let mut s = setup(&mut fake).await;
        s.pass(&mut fake, None).await.unwrap();
        let before = s.ids().await;
        fake.relocate("A", "e1", "B");
        fake.relocate("B", "e2", "A");
        s.pass(&mut fake, None).await.unwrap();
        // Moved from B to A after A was asked (the pass's next call is B's).
        fake.move_after_call = Some((fake.calls + 1, "B".into(), "e3".into(), "A".into()));
        fake.put("A", "e4", "new", "x");
        s.pass(&mut fake, None).await.unwrap();
        let after = s.ids().await;
        for subject in ["down", "up", "meanwhile"] {
            assert_eq!(after[subject].0, before[subject].0, "{subject} kept its id");
            assert_ne!(after[subject].1, before[subject].1, "{subject} is in the other folder");
        }
        let events = s.events().await;
        let count = |kind: &str| events.iter().filter(|k| *k == kind).count();
        assert_eq!((count("message.moved"), count("message.deleted"), count("message.created")), (3, 0, 1));
    }

    /// A provider that numbers its messages (IMAP's UIDs): the first indexing goes through the
    /// bulk writer, answer by answer, and later answers name messages by number.
    #[tokio::test]
    async fn numbered_messages_are_indexed_in_bulk_then_changed_by_number() {
        let mut fake = Fake { batch: 2, numbered: true, ..Fake::default() };
        for n in 1..=5 {
            fake.put("INBOX", &n.to_string(), &format!("s{n}"), "x");
        }
        let mut s = setup(&mut fake).await;
        s.pass(&mut fake, None).await.unwrap();
        assert_eq!(s.subjects().await, ["s1", "s2", "s3", "s4", "s5"]);
        assert_eq!(s.folders[0].cursor.as_deref(), Some("v5"));
        let stored = s.store.folder_states(&s.account.id).await.unwrap();
        assert_eq!(stored[0].cursor.as_deref(), Some("v5"), "the writer wrote the cursor");
        let uids = s.store.indexed_flags(&s.folders[0].folder.id).await.unwrap();
        assert_eq!(uids.keys().copied().collect::<std::collections::BTreeSet<u32>>(), (1..=5).collect());
        fake.flag("INBOX", "2", "\\Seen");
        fake.remove("INBOX", "3");
        fake.put("INBOX", "6", "s6", "x");
        s.pass(&mut fake, None).await.unwrap();
        assert_eq!(s.subjects().await, ["s1", "s2", "s4", "s5", "s6"]);
        let flags = s.store.indexed_flags(&s.folders[0].folder.id).await.unwrap();
        assert_eq!(flags[&2], ["\\Seen"]);
        let events = s.events().await;
        for kind in ["message.created", "message.updated", "message.deleted"] {
            assert_eq!(events.iter().filter(|k| *k == kind).count(), 1, "{kind} in {events:?}");
        }
    }

    /// While someone waits, only the waited-on folder is asked; a removal there takes a whole
    /// pass, and the quick one writes nothing.
    #[tokio::test]
    async fn a_quick_pass_asks_only_the_waited_on_folders_and_leaves_removals_to_a_whole_pass() {
        let mut fake = Fake { batch: 10, ..Fake::default() };
        fake.put("INBOX", "m1", "first", "x");
        fake.put("Other", "o1", "elsewhere", "x");
        let mut s = setup(&mut fake).await;
        s.pass(&mut fake, None).await.unwrap();
        let inbox: HashSet<String> = [s.folders[0].folder.id.clone()].into();
        fake.put("INBOX", "m2", "Your code", "Your code is 739214.");
        fake.put("Other", "o2", "not asked", "x");
        let asked = fake.calls;
        assert!(quick_pass(&s.store, &s.account, &mut fake, &mut s.folders, &inbox).await.unwrap());
        assert_eq!(fake.calls, asked + 1, "one folder asked");
        assert_eq!(s.subjects().await, ["Your code", "elsewhere", "first"]);

        fake.remove("INBOX", "m1");
        let cursor = s.folders[0].cursor.clone();
        assert!(!quick_pass(&s.store, &s.account, &mut fake, &mut s.folders, &inbox).await.unwrap());
        assert_eq!(s.folders[0].cursor, cursor, "the cursor stays for the whole pass");
        assert_eq!(s.subjects().await, ["Your code", "elsewhere", "first"]);
        s.pass(&mut fake, None).await.unwrap();
        assert_eq!(s.subjects().await, ["Your code", "elsewhere", "not asked"]);
    }

    /// What a provider that compares with the index answers again about a folder while the
    /// pass's changes are pending is added once: a removal named twice would look like two
    /// messages gone, and the move of one would not be matched.
    #[test]
    fn a_later_answer_repeating_pending_changes_adds_nothing_twice() {
        let message = |reference: &str| {
            let headers = Headers::default();
            let message =
                provider::Message { reference: reference.into(), flags: Vec::new(), received: None, size: 1, headers };
            indexed_as(message, false).unwrap()
        };
        let named = |name: &str| Locator::Name(name.into());
        let mut pending = FolderDelta {
            created: vec![message("a")],
            removed: vec![named("x"), Locator::Number(7)],
            cursor: Some("c1".into()),
            ..FolderDelta::empty("fld", false)
        };
        let later = FolderDelta {
            created: vec![message("a"), message("b")],
            removed: vec![named("x"), named("a"), Locator::Number(7), Locator::Number(8)],
            cursor: Some("c2".into()),
            ..FolderDelta::empty("fld", false)
        };
        merge(&mut pending, later);
        let created: Vec<_> = pending.created.iter().map(|m| m.at.clone()).collect();
        assert_eq!(created, [named("b")], "a was created and removed within the pass: never written");
        assert_eq!(pending.removed, [named("x"), Locator::Number(7), Locator::Number(8)]);
        assert_eq!(pending.cursor.as_deref(), Some("c2"));
    }

    /// A folder whose references all changed (IMAP's UIDVALIDITY): what is still there keeps its
    /// id with no event, what is gone is deleted.
    #[tokio::test]
    async fn a_reset_folder_keeps_the_ids_of_what_is_still_there() {
        let mut fake = Fake { batch: 10, ..Fake::default() };
        for n in 1..=3 {
            fake.put("INBOX", &format!("m{n}"), &format!("s{n}"), "x");
        }
        let mut s = setup(&mut fake).await;
        s.pass(&mut fake, None).await.unwrap();
        let before = s.ids().await;
        fake.remove("INBOX", "m2");
        fake.renumber = Some("new-".into());
        s.pass(&mut fake, None).await.unwrap();
        let after = s.ids().await;
        assert_eq!(after.len(), 2);
        for subject in ["s1", "s3"] {
            assert_eq!(after[subject].0, before[subject].0, "{subject} kept its id");
        }
        let events = s.events().await;
        assert_eq!(events.iter().filter(|k| k.starts_with("message.")).collect::<Vec<_>>(), ["message.deleted"]);
        // The new references are the ones asked about from now on.
        fake.flag("INBOX", "new-m3", "\\Seen");
        s.pass(&mut fake, None).await.unwrap();
        assert!(s.events().await.contains(&"message.updated".to_string()));
    }
}
