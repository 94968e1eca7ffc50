//! The seam between the sync and the mail providers (docs/PROVIDERS.md): what an account can do
//! (the capabilities the routes check before they ask a provider for something, so that an
//! operation that cannot exist for an account answers `not_supported` naming the capability),
//! the one error the sync and the routes decide on, and [`Source`], what a provider tells the
//! sync in provider-neutral terms: folders by an opaque reference, messages by an opaque
//! reference, changes since an opaque cursor.

use crate::imap::ImapError;
use crate::pop3::Pop3Error;
use postern_core::model::AccountStatus;
use postern_mail::parse::Headers;
use serde::{Deserialize, Serialize};
use std::collections::HashMap;
use std::future::Future;

/// One thing an account can do.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Capability {
    /// Folders other than the inbox, and creating, renaming and deleting them.
    Folders,
    /// Read and starred marks.
    Flags,
    /// Keywords of one's own (`$label`).
    Keywords,
    /// Moving messages between folders.
    Move,
    /// Deleting to a Trash folder.
    Trash,
    /// Deleting for good.
    Purge,
    /// Drafts kept on the server.
    Drafts,
    /// Sending.
    Send,
    /// A copy of what is sent kept in a Sent folder.
    SentCopy,
    /// Searching on the server.
    Search,
    /// Conversations.
    Threads,
    /// One message in several folders (labels).
    Labels,
    /// The server tells of changes as they happen.
    Push,
    /// Changes other clients make are seen.
    ExternalChanges,
}

impl Capability {
    /// The name the API shows.
    pub fn as_str(self) -> &'static str {
        match self {
            Capability::Folders => "folders",
            Capability::Flags => "flags",
            Capability::Keywords => "keywords",
            Capability::Move => "move",
            Capability::Trash => "trash",
            Capability::Purge => "purge",
            Capability::Drafts => "drafts",
            Capability::Send => "send",
            Capability::SentCopy => "sent_copy",
            Capability::Search => "search",
            Capability::Threads => "threads",
            Capability::Labels => "labels",
            Capability::Push => "push",
            Capability::ExternalChanges => "external_changes",
        }
    }
}

/// What an IMAP account can do: `extensions` are the server's (as
/// [`crate::imap::Capabilities`] names them: `move`, `uidplus`, `idle`, …), `roles` those of
/// its folders, `submission` whether it has SMTP settings to send with.
///
/// Moving needs MOVE or UIDPLUS (COPY, then `UID EXPUNGE` of the copied messages only), and
/// deleting for good needs UIDPLUS: a plain EXPUNGE would also remove what other clients marked
/// `\Deleted`.
pub fn imap_supports(extensions: &[String], roles: &[&str], submission: bool) -> Vec<Capability> {
    let has = |name: &str| extensions.iter().any(|e| e == name);
    let role = |name: &str| roles.contains(&name);
    let movable = has("move") || has("uidplus");
    let mut supports = vec![
        Capability::Folders,
        Capability::Flags,
        Capability::Keywords,
        Capability::Search,
        Capability::Threads,
        Capability::ExternalChanges,
    ];
    for (capability, holds) in [
        (Capability::Move, movable),
        (Capability::Trash, movable && role("trash")),
        (Capability::Purge, has("uidplus")),
        (Capability::Drafts, role("drafts")),
        (Capability::Send, submission),
        (Capability::SentCopy, submission && role("sent")),
        (Capability::Push, has("idle")),
    ] {
        if holds {
            supports.push(capability);
        }
    }
    supports.sort();
    supports
}

/// What a POP3 account can do: it has one folder and no flags; it deletes for good (`DELE`);
/// it sends through its SMTP settings, if it has them (and keeps no copy: there is no Sent
/// folder).
pub fn pop3_supports(submission: bool) -> Vec<Capability> {
    let mut supports = vec![Capability::Purge];
    if submission {
        supports.push(Capability::Send);
    }
    supports
}

/// What a JMAP account can do: `submission` whether its session offers EmailSubmission,
/// `roles` those of its mailboxes. Search stays with the index (Cyrus, for one, cannot search
/// text without a search index of its own).
pub fn jmap_supports(submission: bool, roles: &[&str]) -> Vec<Capability> {
    let role = |name: &str| roles.contains(&name);
    let mut supports = vec![
        Capability::Folders,
        Capability::Flags,
        Capability::Keywords,
        Capability::Move,
        Capability::Purge,
        Capability::Threads,
        Capability::Labels,
        Capability::ExternalChanges,
    ];
    for (capability, holds) in [
        (Capability::Trash, role("trash")),
        (Capability::Drafts, role("drafts")),
        (Capability::Send, submission),
        (Capability::SentCopy, submission && role("sent")),
    ] {
        if holds {
            supports.push(capability);
        }
    }
    supports.sort();
    supports
}

/// What a Microsoft 365 or Outlook.com mailbox can do through Graph: everything but labels
/// (a message is in one folder) and search (the index answers); `roles` those of its folders.
pub fn graph_supports(roles: &[&str]) -> Vec<Capability> {
    use Capability::*;
    with_roles(vec![Folders, Flags, Keywords, Move, Purge, Send, Threads, ExternalChanges], roles)
}

/// What a Gmail mailbox can do through the Gmail API: labels (a message in several folders),
/// no keywords (the user's labels are folders) and no search on the server (the index
/// answers); `roles` those of its folders.
pub fn gmail_supports(roles: &[&str]) -> Vec<Capability> {
    use Capability::*;
    with_roles(vec![Folders, Flags, Move, Purge, Send, Threads, Labels, ExternalChanges], roles)
}

/// What a mailbox that sends through its provider can do besides `supports`, by the roles of its
/// folders: a Trash to delete to, drafts kept in Drafts, a copy of what is sent kept in Sent.
fn with_roles(mut supports: Vec<Capability>, roles: &[&str]) -> Vec<Capability> {
    for (capability, role) in
        [(Capability::Trash, "trash"), (Capability::Drafts, "drafts"), (Capability::SentCopy, "sent")]
    {
        if roles.contains(&role) {
            supports.push(capability);
        }
    }
    supports.sort();
    supports
}

/// A folder as a provider lists it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Folder {
    /// The provider's name for it (IMAP: the raw mailbox name; JMAP: the mailbox id; POP3:
    /// `INBOX`), handed back to the provider as it is.
    pub reference: String,
    /// The name shown to people.
    pub name: String,
    /// `inbox`, `sent`, `drafts`, `trash`, `junk`, `archive`, `all`, `flagged`.
    pub role: Option<String>,
    pub selectable: bool,
    /// The hierarchy delimiter in `name`, if the provider has a hierarchy.
    pub delimiter: Option<String>,
}

/// A message as a provider lists it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Message {
    /// The provider's name for it within its folder (POP3: the UIDL), handed back as it is.
    pub reference: String,
    /// Flags and keywords as IMAP names them (`\Seen`, `$Forwarded`).
    pub flags: Vec<String>,
    /// When the provider received it, in unix microseconds, if it says.
    pub received: Option<i64>,
    pub size: u64,
    pub headers: Headers,
}

/// What the full-text index keeps of a message, when a provider hands it over without the
/// message's source.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct IndexText {
    /// The body's text (the plain part, else the HTML's text) and the attachments' file names.
    pub text: String,
    /// Whether it has attachments that are not shown inside it.
    pub has_attachments: bool,
    /// `References:`, oldest first.
    pub references: Vec<String>,
}

/// Where a provider's change cursor lives.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Scope {
    /// One cursor per folder (IMAP, POP3, Microsoft Graph): the sync asks folder by folder.
    Folder,
    /// One cursor for the account (JMAP's Email state, Gmail's history id): the sync asks once,
    /// and the answer names the folders.
    Account,
}

/// What changed since a cursor. Every entry names its folder: a message in several folders
/// (JMAP's mailboxIds, Gmail's labels) is an entry per folder, and a move is a removal from one
/// folder and a creation in another in the same answer (written together, it keeps its id).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Changes {
    /// Messages a folder's index does not hold yet: (folder, message).
    pub created: Vec<(String, Message)>,
    /// Messages whose flags changed: (folder, reference, all flags now).
    pub updated: Vec<(String, String, Vec<String>)>,
    /// Messages gone from a folder: (folder, reference).
    pub removed: Vec<(String, String)>,
    /// The cursor to hand back next time, once these changes are written. While `more` is set,
    /// `None`, or a cursor that names where to go on (a pass cut short must not skip what is
    /// left).
    pub cursor: Option<String>,
    /// These changes are part of the account's first sync ([`Scope::Account`]), also when a
    /// cursor already names where it goes on: the messages are not news.
    pub first_sync: bool,
    /// Ask again at once: there is more than one answer holds.
    pub more: bool,
    /// Everything the index held of the folder is gone ([`Scope::Folder`] only: IMAP's
    /// UIDVALIDITY changed): `created` holds the folder's whole content, and look-alikes of what
    /// was held keep their ids.
    pub reset: bool,
    /// The folders changed (made, renamed, deleted by another client): list them again.
    pub folders_changed: bool,
}

/// Where the index holds each message: reference → (folder, its flags there) per folder.
pub type Places = HashMap<String, Vec<(String, Vec<String>)>>;

/// What the index holds, for providers that must compare with it.
pub trait Index: Sync {
    /// The references of a folder's indexed messages, with their flags.
    fn known(&self, folder: &str) -> impl Future<Output = Result<HashMap<String, Vec<String>>, ProviderError>> + Send;

    /// For each of these references, the folders whose index holds it, with its flags there.
    fn holding(&self, messages: &[String]) -> impl Future<Output = Result<Places, ProviderError>> + Send;
}

/// The changes of an account-wide answer (JMAP's, Gmail's), where a message may be in several
/// folders: `listed` are messages as the provider has them now, each with the folders it is in;
/// `gone` are deleted. Compared with where the index holds them: created in the folders that lack
/// them, removed from those that hold them and no longer should, updated where the flags differ;
/// `gone` are removed from every folder.
pub async fn compare(
    listed: Vec<(Message, Vec<String>)>,
    gone: &[String],
    index: &impl Index,
    changes: &mut Changes,
) -> Result<(), ProviderError> {
    let mut ids: Vec<String> = listed.iter().map(|(m, _)| m.reference.clone()).collect();
    ids.extend(gone.iter().cloned());
    let held = index.holding(&ids).await?;
    for (message, folders) in listed {
        let places = held.get(&message.reference).map(Vec::as_slice).unwrap_or_default();
        for (folder, flags) in places {
            if !folders.contains(folder) {
                changes.removed.push((folder.clone(), message.reference.clone()));
            } else if *flags != message.flags {
                changes.updated.push((folder.clone(), message.reference.clone(), message.flags.clone()));
            }
        }
        for folder in folders.iter().filter(|f| !places.iter().any(|(p, _)| p == *f)) {
            changes.created.push((folder.clone(), message.clone()));
        }
    }
    for id in gone {
        for (folder, _) in held.get(id).map(Vec::as_slice).unwrap_or_default() {
            changes.removed.push((folder.clone(), id.clone()));
        }
    }
    Ok(())
}

/// How a provider that pushes tells the sync about changes: a notification per change, and
/// whether the push channel is open now (while it is not, the sync polls as usual).
#[derive(Debug, Clone, Default)]
pub struct Push {
    pub changed: std::sync::Arc<tokio::sync::Notify>,
    pub live: std::sync::Arc<std::sync::atomic::AtomicBool>,
}

impl Push {
    /// Whether changes arrive by push now.
    pub fn is_live(&self) -> bool {
        self.live.load(std::sync::atomic::Ordering::Relaxed)
    }
}

/// What the sync asks of a provider. Implementations do the I/O; the sync's decisions are
/// made over these neutral answers.
pub trait Source: Send {
    /// Where the provider's cursor lives.
    fn scope(&self) -> Scope;

    /// Whether references are numbers a folder hands out in ascending order and never reuses
    /// while its cursor stands (IMAP's UIDs): the index keeps them as the rows' numbers, and
    /// writes a folder's first indexing through its bulk writer.
    fn numbered(&self) -> bool {
        false
    }

    /// Starts listening for changes, if the provider pushes them (JMAP's EventSource); `None`:
    /// the sync polls, or [`Source::watch`]es.
    fn push(&mut self) -> Option<Push> {
        None
    }

    /// How many messages each of these folders holds now, for the progress of a first sync;
    /// nothing when the provider cannot say cheaply. By default nothing.
    fn counts(
        &mut self,
        folders: &[String],
    ) -> impl Future<Output = Result<HashMap<String, u64>, ProviderError>> + Send {
        let _ = folders;
        async { Ok(HashMap::new()) }
    }

    /// Which of the `known` folders (the index's, with their cursors) that are gone from
    /// `listed` are listed under a new reference, renamed by another client: (old reference, new
    /// reference). Only for providers whose folder references change with the name (IMAP); by
    /// default none.
    fn renamed(
        &mut self,
        known: &[(String, String)],
        listed: &[Folder],
    ) -> impl Future<Output = Result<Vec<(String, String)>, ProviderError>> + Send {
        let _ = (known, listed);
        async { Ok(Vec::new()) }
    }

    /// Waits between passes until the server tells of a change, `pause` passes, or `interrupt`
    /// completes (IMAP's IDLE); by default, until `pause` passes or `interrupt` completes.
    fn watch(
        &mut self,
        pause: std::time::Duration,
        interrupt: impl Future<Output = ()> + Send,
    ) -> impl Future<Output = Result<(), ProviderError>> + Send {
        async move {
            tokio::select! {
                _ = tokio::time::sleep(pause) => {}
                _ = interrupt => {}
            }
            Ok(())
        }
    }

    /// The folders of the account.
    fn folders(&mut self) -> impl Future<Output = Result<Vec<Folder>, ProviderError>> + Send;

    /// What changed since `cursor` (`None`: never synced, or the cursor was lost), in `folder`
    /// for a provider of [`Scope::Folder`], in the whole account (`folder` is `None`) for one of
    /// [`Scope::Account`]; `index` answers what the index holds when the provider must compare.
    fn changes(
        &mut self,
        folder: Option<&str>,
        cursor: Option<&str>,
        index: &impl Index,
    ) -> impl Future<Output = Result<Changes, ProviderError>> + Send;

    /// A message's source, or `None` when it is gone.
    fn read(
        &mut self,
        folder: &str,
        message: &str,
    ) -> impl Future<Output = Result<Option<Vec<u8>>, ProviderError>> + Send;

    /// About the first `max_bytes` of a message's source (more is fine), or `None` when it is
    /// gone: what the full-text index reads. By default the whole source.
    fn read_start(
        &mut self,
        folder: &str,
        message: &str,
        max_bytes: u64,
    ) -> impl Future<Output = Result<Option<Vec<u8>>, ProviderError>> + Send {
        let _ = max_bytes;
        self.read(folder, message)
    }

    /// [`Source::read_start`] of several messages of a folder (those gone are left out); by
    /// default one after the other.
    fn read_starts(
        &mut self,
        folder: &str,
        messages: &[String],
        max_bytes: u64,
    ) -> impl Future<Output = Result<Vec<(String, Vec<u8>)>, ProviderError>> + Send {
        async move {
            let mut read = Vec::with_capacity(messages.len());
            for message in messages {
                match self.read_start(folder, message, max_bytes).await {
                    Ok(Some(raw)) => read.push((message.clone(), raw)),
                    // Gone meanwhile, or larger than Postern reads: left out.
                    Ok(None) | Err(ProviderError::TooLarge(_)) => {}
                    Err(e) => return Err(e),
                }
            }
            Ok(read)
        }
    }

    /// The `References:` and the attachment hint of the top-level `Content-Type` of these
    /// messages, without their bodies (what the index keeps of an account whose bodies it does
    /// not index); `None`: the sync reads the sources' starts. By default `None`.
    fn details(
        &mut self,
        folder: &str,
        messages: &[String],
    ) -> impl Future<Output = Result<Option<HashMap<String, IndexText>>, ProviderError>> + Send {
        let _ = (folder, messages);
        async { Ok(None) }
    }

    /// The full-text index's text of these messages, by reference, when the provider can give it
    /// without their sources (JMAP's `bodyValues`: one request for many); `None`: the sync reads
    /// the sources. By default `None`.
    fn index_texts(
        &mut self,
        folder: &str,
        messages: &[String],
        max_chars: usize,
    ) -> impl Future<Output = Result<Option<HashMap<String, IndexText>>, ProviderError>> + Send {
        let _ = (folder, messages, max_chars);
        async { Ok(None) }
    }

    /// Deletes messages for good (they leave the folder by the end of the pass).
    fn delete(&mut self, folder: &str, messages: &[String]) -> impl Future<Output = Result<(), ProviderError>> + Send;

    /// Ends a pass: what the provider holds open between its steps is closed or committed
    /// (POP3: `QUIT`, which commits deletions; the next pass sees new mail).
    fn end_pass(&mut self) -> impl Future<Output = Result<(), ProviderError>> + Send;
}

/// The changes Postern makes on an account's messages through the API, whatever the provider.
/// A route checks the account's capabilities first: a provider is never asked for what it
/// cannot do. Messages are named as the provider names them in `folder` (IMAP: UIDs).
pub trait Edit: Send {
    /// Adds and removes flags (as IMAP names them; JMAP maps them to keywords).
    fn set_flags(
        &mut self,
        folder: &str,
        messages: &[String],
        add: &[String],
        remove: &[String],
    ) -> impl Future<Output = Result<(), ProviderError>> + Send;

    /// Moves messages from folder `from` to `to`. Returns (old, new) references for the messages
    /// whose new name the provider tells (IMAP's COPYUID; providers with stable ids: the same);
    /// the others are found by the next sync pass.
    fn move_to(
        &mut self,
        from: &str,
        messages: &[String],
        to: &str,
    ) -> impl Future<Output = Result<Vec<(String, String)>, ProviderError>> + Send;

    /// Deletes messages for good.
    fn destroy(&mut self, folder: &str, messages: &[String]) -> impl Future<Output = Result<(), ProviderError>> + Send;
}

/// The folders Postern makes, renames and deletes through the API, whatever the provider. A
/// route checks the account's `folders` capability first. Folders are named by their
/// references; names are whole paths with the folder's hierarchy delimiter (`Projects/2026`).
pub trait Folders: Send {
    /// The folders as the provider lists them now.
    fn listing(&mut self) -> impl Future<Output = Result<Vec<Folder>, ProviderError>> + Send;

    /// Makes a folder named `leaf` inside `parent` (or at the top), whose whole name is `full`;
    /// returns its reference.
    fn create_folder(
        &mut self,
        parent: Option<&str>,
        leaf: &str,
        full: &str,
    ) -> impl Future<Output = Result<String, ProviderError>> + Send;

    /// Renames a folder (its subfolders follow) to `leaf` in the same parent, whose whole name is
    /// `full`; returns its reference now (IMAP's changes with the name, JMAP's stays).
    fn rename_folder(
        &mut self,
        folder: &str,
        leaf: &str,
        full: &str,
    ) -> impl Future<Output = Result<String, ProviderError>> + Send;

    /// Deletes an empty folder; `Ok(false)`, deleting nothing, when it holds messages or
    /// subfolders on the server. `selectable`: whether it can hold messages at all.
    fn delete_folder(
        &mut self,
        folder: &str,
        selectable: bool,
    ) -> impl Future<Output = Result<bool, ProviderError>> + Send;
}

/// Messages Postern stores on the server itself: drafts, and what a provider that sends is
/// handed ([`Submit`]). A route checks the `drafts` (or `send`) capability first.
pub trait Drafts: Send {
    /// Whether references are the folder's numbers (IMAP's UIDs), as [`Source::numbered`].
    fn numbered(&self) -> bool {
        false
    }

    /// Stores `raw` in `folder` with these flags (as IMAP names them); returns the message as
    /// listed, and whether it is new (JMAP gives back the email it holds for the same bytes,
    /// which then joins the folder too).
    fn store(
        &mut self,
        folder: &str,
        raw: Vec<u8>,
        flags: &[&str],
    ) -> impl Future<Output = Result<(Message, bool), ProviderError>> + Send;

    /// Takes a message out of `folder` for good: a draft discarded or replaced, a sent message's
    /// stored copy that is not kept. (JMAP: an email that is in another mailbox too only leaves
    /// this one.)
    fn take_out(&mut self, folder: &str, message: &str) -> impl Future<Output = Result<(), ProviderError>> + Send;
}

/// A provider that sends mail itself (JMAP's EmailSubmission; later Graph's send of a draft,
/// Gmail's `drafts.send`): a message stored first ([`Drafts::store`]) is handed over.
pub trait Submit: Drafts + Edit {
    /// Sends the stored `message` from `from` to `recipients`. `ProviderError::Protocol`: the
    /// server refused and nothing went out; any other error: it may have gone out.
    fn submit(
        &mut self,
        message: &str,
        from: &str,
        recipients: &[String],
    ) -> impl Future<Output = Result<(), ProviderError>> + Send;
}

/// Why a provider could not do something. Messages never hold a secret.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ProviderError {
    /// The credentials were refused: the account needs new ones, and nothing retries in a loop.
    Auth(String),
    /// DNS, a refused or dropped connection, a timeout, a temporary refusal.
    Unreachable(String),
    /// Certificate or handshake failure.
    Tls(String),
    /// An unexpected answer, or a request refused.
    Protocol(String),
    /// More than Postern reads (a message, an answer, a line).
    TooLarge(String),
    /// The server asks to slow down (HTTP 429, or 503 with `Retry-After`): the task rests until
    /// then, the API answers 503 with `Retry-After`.
    Throttled { reason: String, retry_after: Option<std::time::Duration> },
    /// The provider refused the installation's own app (OAuth `invalid_client`: its secret
    /// expired or was withdrawn, the app was deleted): no account's sign-in can fix that, and
    /// the accounts' status is left alone.
    App(String),
}

impl ProviderError {
    /// The account's status after this error (`needs_reauth`, `throttled` or `unreachable`),
    /// and the reason the API shows.
    pub fn account_status(&self) -> (AccountStatus, String) {
        use AccountStatus::{NeedsReauth, Throttled, Unreachable};
        match self {
            ProviderError::Auth(m) => (NeedsReauth, format!("The server refused the login: {m}")),
            ProviderError::Tls(m) => (Unreachable, format!("TLS failed: {m}")),
            ProviderError::Unreachable(m) => (Unreachable, format!("The server could not be reached: {m}")),
            ProviderError::Protocol(m) => (Unreachable, format!("The server answered unexpectedly: {m}")),
            ProviderError::TooLarge(m) => (Unreachable, format!("The server sent more than Postern reads: {m}")),
            ProviderError::Throttled { reason, retry_after } => (
                Throttled,
                match retry_after {
                    Some(after) => format!("The server asks to slow down for {} s: {reason}", after.as_secs()),
                    None => format!("The server asks to slow down: {reason}"),
                },
            ),
            // Callers leave the status alone ([`ProviderError::App`]); this is what it would be.
            ProviderError::App(m) => {
                (Unreachable, format!("The provider refused this installation's app (an administrator renews it): {m}"))
            }
        }
    }
}

impl From<ImapError> for ProviderError {
    fn from(e: ImapError) -> ProviderError {
        match e {
            ImapError::Auth(m) => ProviderError::Auth(m),
            ImapError::Unreachable(m) => ProviderError::Unreachable(m),
            ImapError::Tls(m) => ProviderError::Tls(m),
            ImapError::Protocol(m) => ProviderError::Protocol(m),
            ImapError::TooLarge { reason, .. } => ProviderError::TooLarge(reason),
        }
    }
}

impl From<Pop3Error> for ProviderError {
    fn from(e: Pop3Error) -> ProviderError {
        match e {
            Pop3Error::Auth(m) => ProviderError::Auth(m),
            Pop3Error::Unreachable(m) => ProviderError::Unreachable(m),
            Pop3Error::Tls(m) => ProviderError::Tls(m),
            Pop3Error::Protocol(m) => ProviderError::Protocol(m),
            Pop3Error::TooLarge(m) => ProviderError::TooLarge(m),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names(supports: &[Capability]) -> Vec<&'static str> {
        supports.iter().map(|c| c.as_str()).collect()
    }

    #[test]
    fn an_imap_server_without_uidplus_cannot_purge() {
        let full: Vec<String> = ["idle", "move", "uidplus"].map(String::from).to_vec();
        let all = imap_supports(&full, &["inbox", "trash", "drafts", "sent"], true);
        assert_eq!(
            names(&all),
            [
                "folders",
                "flags",
                "keywords",
                "move",
                "trash",
                "purge",
                "drafts",
                "send",
                "sent_copy",
                "search",
                "threads",
                "push",
                "external_changes"
            ]
        );
        let bare = imap_supports(&[], &["inbox"], false);
        assert_eq!(names(&bare), ["folders", "flags", "keywords", "search", "threads", "external_changes"]);
        let move_only = imap_supports(&["move".to_string()], &["trash"], false);
        assert!(move_only.contains(&Capability::Trash) && !move_only.contains(&Capability::Purge));
    }

    #[test]
    fn every_error_says_what_it_means_for_the_account() {
        let refused = ProviderError::from(Pop3Error::Auth("bad password".into()));
        assert_eq!(refused.account_status().0, AccountStatus::NeedsReauth);
        let locked = ProviderError::from(Pop3Error::Unreachable("[IN-USE] locked".into()));
        assert_eq!(locked.account_status().0, AccountStatus::Unreachable);
        let large = ProviderError::from(ImapError::TooLarge { limit: 10, reason: "a 20-byte line".into() });
        assert_eq!(
            large.account_status(),
            (AccountStatus::Unreachable, "The server sent more than Postern reads: a 20-byte line".into())
        );
    }
}
