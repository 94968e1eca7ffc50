//! An IMAP connection as the sync sees it: a [`Source`] whose references are UIDs (decimal) and
//! whose cursor is a folder's UIDVALIDITY, UIDNEXT and HIGHESTMODSEQ.
//!
//! A folder whose STATUS equals its cursor is skipped without a SELECT (without CONDSTORE, flag
//! changes are invisible to STATUS, so such a folder is always compared). A first indexing
//! fetches only envelopes, [`FIRST_BATCH`] messages per answer; later answers bring new UIDs with
//! their headers, flag changes by CHANGEDSINCE and expunges by VANISHED (QRESYNC), else by
//! listing the UIDs, else by comparing every flag with the index. Between passes the connection
//! IDLEs on the INBOX; with NOTIFY, changes in other folders end the IDLE too.

use super::{FolderState, ImapConnection, ImapError, RemoteFolder, RemoteMessage};
use crate::provider::{self, Changes, Edit, Index, IndexText, ProviderError, Scope, Source};
use postern_mail::parse::Headers;
use std::collections::{HashMap, HashSet};
use std::future::Future;
use std::time::Duration;

/// A first indexing fetches this many messages per answer (the index writes one answer while
/// the next is fetched).
const FIRST_BATCH: usize = 2500;

/// An IMAP connection that the sync drives.
pub struct ImapSync {
    /// Away only while it IDLEs; gone after a failed IDLE (every later call fails).
    conn: Option<ImapConnection>,
    /// Folders' STATUS taken by [`Source::counts`], each used once by [`Source::changes`] in the
    /// same pass (one STATUS per folder and pass).
    looked: HashMap<String, FolderState>,
    /// A first indexing under way, answered in steps.
    first: Option<FirstIndexing>,
    /// The raw name of the INBOX, where the connection IDLEs.
    inbox: Option<String>,
}

struct FirstIndexing {
    folder: String,
    /// UIDs not fetched yet, ascending.
    left: std::vec::IntoIter<u32>,
    /// The cursor once all are written: the folder's state when the indexing began.
    cursor: String,
}

impl ImapSync {
    /// Takes over a logged-in connection. With NOTIFY, asks the server to report changes in
    /// every folder, so that IDLE on the INBOX hears of them (a refusal is no failure: the
    /// passes still see them).
    pub async fn start(mut conn: ImapConnection) -> Result<ImapSync, ImapError> {
        match conn.notify_changes().await {
            Ok(_) | Err(ImapError::Protocol(_)) => {}
            Err(e) => return Err(e),
        }
        Ok(ImapSync { conn: Some(conn), looked: HashMap::new(), first: None, inbox: None })
    }

    /// The connection, for what the sync asks beyond the seam (its capabilities).
    pub fn connection(&mut self) -> Result<&mut ImapConnection, ProviderError> {
        self.conn.as_mut().ok_or_else(|| ProviderError::Unreachable("the IMAP connection was lost".into()))
    }

    /// Gives the connection back (to log out), if it is still there.
    pub fn into_connection(self) -> Option<ImapConnection> {
        self.conn
    }

    /// The next answer of the first indexing under way.
    async fn next_step(&mut self, mut first: FirstIndexing) -> Result<Changes, ProviderError> {
        let batch: Vec<u32> = first.left.by_ref().take(FIRST_BATCH).collect();
        let folder = first.folder.clone();
        let created = match (batch.first(), batch.last()) {
            (Some(low), Some(high)) => {
                let fetched = self.connection()?.fetch_envelopes(&format!("{low}:{high}")).await?;
                fetched.into_iter().map(|m| (folder.clone(), neutral_message(m))).collect()
            }
            _ => Vec::new(),
        };
        let more = first.left.len() > 0;
        let cursor = (!more).then(|| first.cursor.clone());
        if more {
            self.first = Some(first);
        }
        Ok(Changes { created, cursor, more, ..Changes::default() })
    }

    /// A folder's STATUS (the selected folder's view refreshed first: STATUS may answer from it).
    async fn look(&mut self, folder: &str) -> Result<FolderState, ProviderError> {
        let conn = self.connection()?;
        if conn.selected() == Some(folder) {
            conn.noop().await?;
        }
        Ok(conn.status(folder).await?)
    }

    /// Selects `folder` unless it is selected already.
    async fn select(&mut self, folder: &str) -> Result<&mut ImapConnection, ProviderError> {
        let conn = self.connection()?;
        if conn.selected() != Some(folder) {
            conn.select(folder).await?;
        }
        Ok(conn)
    }
}

/// The cursor of a folder in `state`.
fn cursor(state: &FolderState) -> String {
    let modseq = state.highestmodseq.map(|m| m.to_string()).unwrap_or_default();
    format!("{}:{}:{modseq}", state.uidvalidity, state.uidnext)
}

/// A cursor's UIDVALIDITY, UIDNEXT and HIGHESTMODSEQ; `None` for one this module did not write.
fn parse_cursor(cursor: &str) -> Option<(u32, u32, Option<u64>)> {
    let mut parts = cursor.split(':');
    let uidvalidity = parts.next()?.parse().ok()?;
    let uidnext = parts.next()?.parse().ok()?;
    let modseq = match parts.next()? {
        "" => None,
        m => Some(m.parse().ok()?),
    };
    parts.next().is_none().then_some((uidvalidity, uidnext, modseq))
}

fn uids(messages: &[String]) -> String {
    messages.join(",")
}

fn uid_of(reference: &str) -> Result<u32, ProviderError> {
    reference.parse().map_err(|_| ProviderError::Protocol(format!("{reference:?} is not a UID")))
}

fn sorted(flags: &[String]) -> Vec<String> {
    let mut flags: Vec<String> = flags.iter().map(|f| f.to_ascii_lowercase()).collect();
    flags.sort();
    flags
}

fn addresses(list: Vec<super::Address>) -> Vec<(Option<String>, String)> {
    list.into_iter().map(|a| (a.name, a.email)).collect()
}

/// A fetched message in neutral terms: its reference is its UID.
pub fn neutral_message(m: RemoteMessage) -> provider::Message {
    provider::Message {
        reference: m.uid.to_string(),
        flags: m.flags,
        received: m.internal_date,
        size: u64::from(m.size),
        headers: Headers {
            message_id: m.message_id,
            in_reply_to: m.in_reply_to,
            references: m.references,
            subject: m.subject,
            from: addresses(m.from),
            to: addresses(m.to),
            cc: addresses(m.cc),
            date: m.date.map(|micros| micros.div_euclid(1_000_000)),
            attachment_hint: m.has_attachments,
        },
    }
}

/// A listed folder in neutral terms: its reference is its raw name.
pub fn neutral_folder(f: &RemoteFolder) -> provider::Folder {
    provider::Folder {
        reference: f.raw_name.clone(),
        name: f.name.clone(),
        role: f.role.and_then(|r| serde_json::to_value(r).ok()).and_then(|v| v.as_str().map(str::to_string)),
        selectable: f.selectable,
        delimiter: f.delimiter.clone(),
    }
}

impl Source for ImapSync {
    fn scope(&self) -> Scope {
        Scope::Folder
    }

    fn numbered(&self) -> bool {
        true
    }

    async fn folders(&mut self) -> Result<Vec<provider::Folder>, ProviderError> {
        let listed = self.connection()?.folders().await?;
        self.inbox = listed.iter().find(|f| f.role == Some(super::FolderRole::Inbox)).map(|f| f.raw_name.clone());
        Ok(listed.iter().map(neutral_folder).collect())
    }

    async fn counts(&mut self, folders: &[String]) -> Result<HashMap<String, u64>, ProviderError> {
        let mut counts = HashMap::new();
        for name in folders {
            let state = self.look(name).await?;
            counts.insert(name.clone(), u64::from(state.exists));
            self.looked.insert(name.clone(), state);
        }
        Ok(counts)
    }

    async fn renamed(
        &mut self,
        known: &[(String, String)],
        listed: &[provider::Folder],
    ) -> Result<Vec<(String, String)>, ProviderError> {
        // Servers keep a folder's UIDVALIDITY across RENAME: a known folder gone from the
        // listing and a new one with its UIDVALIDITY are one folder, renamed, when no other
        // known folder has that UIDVALIDITY.
        let validity = |cursor: &str| parse_cursor(cursor).map(|(v, _, _)| v);
        let gone: Vec<&(String, String)> =
            known.iter().filter(|(r, _)| !listed.iter().any(|l| l.reference == *r)).collect();
        if gone.is_empty() {
            return Ok(Vec::new());
        }
        let mut renamed = Vec::new();
        for new in listed.iter().filter(|l| l.selectable && !known.iter().any(|(r, _)| *r == l.reference)) {
            let uidvalidity = self.connection()?.status(&new.reference).await?.uidvalidity;
            let same: Vec<&&(String, String)> = gone.iter().filter(|(_, c)| validity(c) == Some(uidvalidity)).collect();
            let taken = known.iter().filter(|(_, c)| validity(c) == Some(uidvalidity)).count();
            if let [(old, _)] = same.as_slice()
                && taken == 1
            {
                renamed.push((old.clone(), new.reference.clone()));
            }
        }
        Ok(renamed)
    }

    async fn changes(
        &mut self,
        folder: Option<&str>,
        cursor: Option<&str>,
        index: &impl Index,
    ) -> Result<Changes, ProviderError> {
        let folder = folder.ok_or_else(|| ProviderError::Protocol("IMAP answers per folder".into()))?;
        if cursor.is_none()
            && let Some(first) = self.first.take_if(|f| f.folder == folder)
        {
            return self.next_step(first).await;
        }
        self.first = None;
        let known = cursor.and_then(parse_cursor);
        let status = match self.looked.remove(folder) {
            Some(status) => status,
            None => self.look(folder).await?,
        };
        if let Some((uidvalidity, uidnext, modseq)) = known
            && (uidvalidity, uidnext) == (status.uidvalidity, status.uidnext)
            && modseq.is_some()
            && modseq == status.highestmodseq
        {
            return Ok(Changes { cursor: cursor.map(str::to_string), ..Changes::default() });
        }
        // The folder selected already and looked at just now (NOOP, then STATUS): that state
        // stands in for a SELECT, which makes the server open the folder again.
        let conn = self.connection()?;
        let state = match conn.selected() == Some(folder) {
            true => status,
            false => conn.select(folder).await?,
        };
        let now = self::cursor(&state);
        let Some((uidvalidity, known_next, known_modseq)) = known else {
            if state.exists == 0 {
                return Ok(Changes { cursor: Some(now), ..Changes::default() });
            }
            let mut all = conn.uids().await?;
            all.sort_unstable();
            return self
                .next_step(FirstIndexing { folder: folder.to_string(), left: all.into_iter(), cursor: now })
                .await;
        };
        let named = |m: RemoteMessage| (folder.to_string(), neutral_message(m));
        if uidvalidity != state.uidvalidity {
            let created = match state.exists {
                0 => Vec::new(),
                _ => conn.fetch_headers("1:*").await?.into_iter().map(named).collect(),
            };
            return Ok(Changes { created, reset: true, cursor: Some(now), ..Changes::default() });
        }
        let mut changes = Changes { cursor: Some(now), ..Changes::default() };
        let known_next = known_next.max(1);
        if state.uidnext > known_next && state.exists > 0 {
            let new = conn.fetch_headers(&format!("{known_next}:*")).await?;
            changes.created = new.into_iter().filter(|m| m.uid >= known_next).map(named).collect();
        }
        let caps = conn.capabilities().clone();
        match (known_modseq, state.highestmodseq) {
            (Some(known), Some(now)) if caps.condstore => {
                if now != known {
                    let since = conn.changes_since(known).await?;
                    changes.updated = since
                        .changed
                        .into_iter()
                        .filter(|m| m.uid < known_next)
                        .map(|m| (folder.to_string(), m.uid.to_string(), m.flags))
                        .collect();
                    changes.removed =
                        since.vanished.into_iter().map(|uid| (folder.to_string(), uid.to_string())).collect();
                }
                if !caps.qresync {
                    // CONDSTORE without QRESYNC reports no expunges: compare the UIDs.
                    let on_server: HashSet<u32> = conn.uids().await?.into_iter().collect();
                    let indexed = index.known(folder).await?;
                    changes.removed = indexed
                        .into_keys()
                        .filter(|r| r.parse::<u32>().is_ok_and(|uid| uid < known_next && !on_server.contains(&uid)))
                        .map(|r| (folder.to_string(), r))
                        .collect();
                }
            }
            _ => {
                let on_server: HashMap<String, Vec<String>> =
                    conn.all_flags().await?.into_iter().map(|(uid, flags)| (uid.to_string(), flags)).collect();
                for (reference, flags) in index.known(folder).await? {
                    match on_server.get(&reference) {
                        None => changes.removed.push((folder.to_string(), reference)),
                        Some(now) if sorted(now) != sorted(&flags) => {
                            changes.updated.push((folder.to_string(), reference, now.clone()))
                        }
                        Some(_) => {}
                    }
                }
            }
        }
        Ok(changes)
    }

    async fn read(&mut self, folder: &str, message: &str) -> Result<Option<Vec<u8>>, ProviderError> {
        let uid = uid_of(message)?;
        Ok(self.select(folder).await?.fetch_raw(uid).await?)
    }

    async fn read_starts(
        &mut self,
        folder: &str,
        messages: &[String],
        max_bytes: u64,
    ) -> Result<Vec<(String, Vec<u8>)>, ProviderError> {
        let max_bytes = u32::try_from(max_bytes).unwrap_or(u32::MAX);
        let read = self.select(folder).await?.fetch_starts(&uids(messages), max_bytes).await?;
        Ok(read.into_iter().map(|(uid, raw)| (uid.to_string(), raw)).collect())
    }

    async fn details(
        &mut self,
        folder: &str,
        messages: &[String],
    ) -> Result<Option<HashMap<String, IndexText>>, ProviderError> {
        let details = self.select(folder).await?.fetch_details(&uids(messages)).await?;
        let texts = details.into_iter().map(|(uid, d)| {
            let text = IndexText { text: String::new(), has_attachments: d.attachment_hint, references: d.references };
            (uid.to_string(), text)
        });
        Ok(Some(texts.collect()))
    }

    async fn delete(&mut self, folder: &str, messages: &[String]) -> Result<(), ProviderError> {
        self.connection()?.destroy(folder, messages).await
    }

    async fn watch(
        &mut self,
        pause: Duration,
        interrupt: impl Future<Output = ()> + Send,
    ) -> Result<(), ProviderError> {
        let idles = self.conn.as_ref().is_some_and(|c| c.capabilities().idle);
        match self.inbox.clone() {
            Some(inbox) if idles => {
                self.connection()?.select(&inbox).await?;
                let conn = self.conn.take().ok_or_else(|| ProviderError::Unreachable("no connection".into()))?;
                self.conn = Some(conn.idle_until(pause, interrupt).await?.0);
            }
            _ => {
                tokio::select! {
                    _ = tokio::time::sleep(pause) => {}
                    _ = interrupt => {}
                }
            }
        }
        Ok(())
    }

    async fn end_pass(&mut self) -> Result<(), ProviderError> {
        self.looked.clear();
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_cursor_reads_back_and_a_foreign_one_does_not() {
        let state = FolderState { uidvalidity: 7, uidnext: 42, exists: 3, highestmodseq: Some(9) };
        assert_eq!(parse_cursor(&cursor(&state)), Some((7, 42, Some(9))));
        let plain = FolderState { highestmodseq: None, ..state };
        assert_eq!(parse_cursor(&cursor(&plain)), Some((7, 42, None)));
        for foreign in ["", "7", "7:x:", "7:42:9:1", "v3"] {
            assert_eq!(parse_cursor(foreign), None, "{foreign}");
        }
    }
}
