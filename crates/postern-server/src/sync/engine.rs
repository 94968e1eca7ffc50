//! The sync of an account whose provider is a [`Source`] (POP3 now; JMAP, Microsoft Graph and
//! Gmail next, and IMAP once it is moved over: docs/PROVIDERS.md). Its decisions are made over
//! the provider-neutral answers: a pass asks each folder what changed since its cursor, writes
//! each answer with the cursor that ends it in one transaction (so a pass cut short starts again
//! where it stopped), reads the bodies of new mail for the waits, and deletes what the account
//! keeps only for a while. Between passes it polls, faster while someone waits on a folder.

use super::{MAX_BODIES_PER_PASS, PASSES_PER_FOLDER_LIST, Running, SyncerInner, TaskControl, found_in, wait_for_poke};
use crate::local::internal;
use postern_core::Timestamp;
use postern_core::model::{Account, Address, SyncProgress};
use postern_providers::provider::{self, Changes, Index, ProviderError, Source};
use postern_store::{FlagChange, FolderDelta, FolderRecord, FolderSpec, IndexedMessage, Store};
use std::collections::HashMap;
use std::sync::atomic::Ordering;
use std::time::Duration;
use tokio::sync::watch;

/// How often an account's provider is asked for changes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Pace {
    /// Between two passes.
    pub poll: Duration,
    /// Between two passes while someone waits on a folder of the account.
    pub hurry: Duration,
    /// Messages first seen longer ago than this are deleted from the server.
    pub delete_after: Option<Duration>,
}

/// Passes until the task is stopped (`Ok`) or the provider fails (`Err`: the caller reconnects).
pub(super) async fn session<S: Source>(
    inner: &SyncerInner,
    account: &Account,
    source: &mut S,
    pace: Pace,
    control: &TaskControl,
    stopped: &mut watch::Receiver<bool>,
    shutdown: &mut watch::Receiver<bool>,
) -> Result<(), ProviderError> {
    let store = &inner.store;
    let mut passes = 0u32;
    let mut folders = Vec::new();
    // Bodies are read for new mail's codes and links, not kept in the full-text index (yet):
    // searches answer from subjects and addresses.
    store.set_body_index(&account.id, "off").await.map_err(store_failed)?;
    loop {
        if *stopped.borrow() || *shutdown.borrow() {
            let _ = source.end_pass().await;
            return Ok(());
        }
        if passes.is_multiple_of(PASSES_PER_FOLDER_LIST) || control.relist.swap(false, Ordering::Relaxed) {
            let listed = source.folders().await?;
            folders = store.sync_folders(&account.id, &account.user_id, &specs(&listed)).await.map_err(store_failed)?;
        }
        if let Some(hook) = inner.before_pass {
            hook(&account.email);
        }
        {
            let _running = (passes == 0).then(|| Running::count(&inner.first_passes));
            pass(store, account, source, &mut folders, passes == 0, pace.delete_after).await?;
        }
        source.end_pass().await?;
        passes += 1;
        let pause = if control.hurried().is_some() { pace.hurry } else { pace.poll };
        wait_for_poke(control, stopped, shutdown, pause).await;
    }
}

/// The index as a provider that compares listings sees it.
struct Known<'a> {
    store: &'a Store,
    /// Folder reference → folder id.
    folders: HashMap<String, String>,
}

impl Index for Known<'_> {
    async fn known(&self, folder: &str) -> Result<HashMap<String, Vec<String>>, ProviderError> {
        let Some(id) = self.folders.get(folder) else { return Ok(HashMap::new()) };
        self.store.indexed_refs(id).await.map_err(store_failed)
    }
}

/// One pass over every selectable folder.
pub(super) async fn pass<S: Source>(
    store: &Store,
    account: &Account,
    source: &mut S,
    folders: &mut [FolderRecord],
    first: bool,
    delete_after: Option<Duration>,
) -> Result<(), ProviderError> {
    let (account_id, user_id) = (account.id.as_str(), account.user_id.as_str());
    let known = Known { store, folders: folders.iter().map(|f| (f.raw_name.clone(), f.folder.id.clone())).collect() };
    let mut progress = SyncProgress {
        state: "syncing".into(),
        folders_total: folders.iter().filter(|f| f.folder.selectable).count() as u32,
        ..SyncProgress::default()
    };
    let mut wrote = false;
    for folder in folders.iter_mut().filter(|f| f.folder.selectable) {
        loop {
            let changes = source.changes(&folder.raw_name, folder.cursor.as_deref(), &known).await?;
            let more = changes.more;
            let delta = delta_of(source, folder, changes).await?;
            progress.messages_done += delta.created.len() as u64;
            progress.messages_total = progress.messages_total.max(progress.messages_done);
            let changed = !delta.created.is_empty() || !delta.flags.is_empty() || !delta.removed.is_empty();
            if changed || delta.cursor != folder.cursor {
                store.apply_deltas(account_id, user_id, std::slice::from_ref(&delta)).await.map_err(store_failed)?;
                wrote |= changed;
            }
            if delta.cursor.is_some() {
                folder.cursor = delta.cursor;
            }
            if first {
                let _ = store.set_sync_progress(account_id, &progress).await;
            }
            if !more {
                break;
            }
        }
        if let Some(after) = delete_after {
            let cutoff = Timestamp(Timestamp::now().micros().saturating_sub(after.as_micros() as i64));
            let old = store.refs_seen_before(&folder.folder.id, cutoff).await.map_err(store_failed)?;
            if !old.is_empty() {
                tracing::debug!(account = %account_id, count = old.len(), "deleting mail past its time on the server");
                source.delete(&folder.raw_name, &old).await?;
            }
        }
        progress.folders_done += 1;
    }
    if first || wrote {
        progress.state = "idle".into();
        progress.last_synced_at = Some(Timestamp::now());
        let _ = store.set_sync_progress(account_id, &progress).await;
    }
    Ok(())
}

/// A provider's answer as the store writes it. The first answers for a folder (it has no cursor
/// yet) are its first indexing: no events, no bodies read; after that, the bodies of new mail are
/// read so that waits can match their codes and links.
async fn delta_of<S: Source>(
    source: &mut S,
    folder: &FolderRecord,
    changes: Changes,
) -> Result<FolderDelta, ProviderError> {
    let initial = folder.cursor.is_none();
    let mut created = Vec::with_capacity(changes.created.len());
    for (n, message) in changes.created.into_iter().enumerate() {
        let reference = message.reference.clone();
        let mut indexed = indexed(message);
        if !initial && n < MAX_BODIES_PER_PASS {
            match source.read(&folder.raw_name, &reference).await {
                Ok(Some(raw)) => indexed.found = Some(found_in(raw).await),
                // Too large to read, or gone meanwhile: indexed without its codes.
                Ok(None) | Err(ProviderError::TooLarge(_)) => {}
                Err(e) => return Err(e),
            }
        }
        created.push(indexed);
    }
    Ok(FolderDelta {
        folder_id: folder.folder.id.clone(),
        created,
        flags: changes
            .updated
            .into_iter()
            .map(|(reference, flags)| FlagChange { uid: 0, remote_ref: Some(reference), flags, modseq: None })
            .collect(),
        vanished: Vec::new(),
        removed: changes.removed,
        reset: false,
        initial,
        state: None,
        cursor: changes.cursor,
    })
}

fn specs(listed: &[provider::Folder]) -> Vec<FolderSpec> {
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

/// A provider's message as the index keeps it. Without an arrival time from the provider, the
/// `Date:` header stands in for it, and without that, the time it was first seen.
fn indexed(m: provider::Message) -> IndexedMessage {
    let h = m.headers;
    let date = h.date.map(micros);
    IndexedMessage {
        uid: 0,
        remote_ref: Some(m.reference),
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
    }
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
        /// Messages per answer.
        batch: usize,
        /// The `changes` call (counted from 1) that fails, once.
        fail_on: Option<usize>,
        calls: usize,
        asked_index: usize,
        deleted: Vec<String>,
    }

    impl Fake {
        fn put(&mut self, folder: &str, reference: &str, subject: &str, body: &str) {
            let (version, messages) = self.folders.entry(folder.to_string()).or_default();
            *version += 1;
            let raw =
                format!("Subject: {subject}\r\nMessage-ID: <{reference}@fake.test>\r\n\r\n{body}\r\n").into_bytes();
            let headers = Headers {
                subject: Some(subject.into()),
                message_id: Some(format!("{reference}@fake.test")),
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

        async fn changes(
            &mut self,
            folder: &str,
            cursor: Option<&str>,
            index: &impl Index,
        ) -> Result<Changes, ProviderError> {
            self.calls += 1;
            if self.fail_on == Some(self.calls) {
                self.fail_on = None;
                return Err(ProviderError::Unreachable("the connection dropped".into()));
            }
            let (version, messages) = &self.folders[folder];
            let now = format!("v{version}");
            if cursor == Some(now.as_str()) {
                return Ok(Changes { cursor: Some(now), ..Changes::default() });
            }
            self.asked_index += 1;
            let known = index.known(folder).await?;
            let new: Vec<_> = messages.iter().filter(|(m, _)| !known.contains_key(&m.reference)).collect();
            let more = new.len() > self.batch;
            Ok(Changes {
                created: new.into_iter().take(self.batch).map(|(m, _)| m.clone()).collect(),
                updated: messages
                    .iter()
                    .filter(|(m, _)| known.get(&m.reference).is_some_and(|f| *f != m.flags))
                    .map(|(m, _)| (m.reference.clone(), m.flags.clone()))
                    .collect(),
                removed: known.keys().filter(|r| !messages.iter().any(|(m, _)| &m.reference == *r)).cloned().collect(),
                cursor: (!more).then_some(now),
                more,
            })
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
                provider: "pop3",
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

        fn subjects(&self) -> Vec<String> {
            let page = self.store.list_indexed(
                std::slice::from_ref(&self.account.id),
                &[],
                &IndexFilter::default(),
                None,
                100,
            );
            let mut subjects: Vec<String> = page.unwrap().messages.into_iter().map(|(_, m)| m.subject).collect();
            subjects.sort();
            subjects
        }

        async fn events(&self) -> Vec<String> {
            let scope = FeedScope { accounts: vec![self.account.id.clone()], folders: Vec::new(), spaces: None };
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
        assert_eq!(s.subjects(), ["old 1", "old 2", "old 3", "old 4", "old 5"]);
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
        assert_eq!(s.subjects(), ["Your code", "old 1", "old 2", "old 4", "old 5"]);
        let events = s.events().await;
        for kind in ["message.created", "message.updated", "message.deleted"] {
            assert_eq!(events.iter().filter(|k| *k == kind).count(), 1, "{kind} in {events:?}");
        }
        // New mail's body was read: a wait on the folder matches its code.
        let found = s.store.first_folder_match(
            &s.folders[0].folder.id,
            Timestamp(0),
            postern_store::WaitMatch::Otp { min_confidence: 0.0 },
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
        assert_eq!(s.subjects().len(), 2, "the first answer was written");
        assert_eq!(s.folders[0].cursor, None, "but the cursor did not move");
        s.pass(&mut fake, None).await.unwrap();
        assert_eq!(s.subjects(), ["s1", "s2", "s3", "s4", "s5"]);
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
        assert!(s.subjects().is_empty());
        assert!(s.events().await.contains(&"message.deleted".to_string()));
    }

    #[tokio::test]
    async fn every_folder_is_asked_and_a_reference_may_repeat_across_folders() {
        let mut fake = Fake { batch: 10, ..Fake::default() };
        fake.put("INBOX", "same", "in the inbox", "x");
        fake.put("Other", "same", "elsewhere", "x");
        let mut s = setup(&mut fake).await;
        s.pass(&mut fake, None).await.unwrap();
        assert_eq!(s.subjects(), ["elsewhere", "in the inbox"]);
        fake.remove("Other", "same");
        s.pass(&mut fake, None).await.unwrap();
        assert_eq!(s.subjects(), ["in the inbox"], "a reference is its folder's");
    }
}
