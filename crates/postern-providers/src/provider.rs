//! What an account can do and why a provider failed, whatever the provider (docs/PROVIDERS.md):
//! the capabilities the routes check before they ask a provider for something, so that an
//! operation that cannot exist for an account answers `not_supported` naming the capability, and
//! the one error the sync and the routes decide on.

use crate::imap::ImapError;
use crate::pop3::Pop3Error;
use serde::{Deserialize, Serialize};

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
}

impl ProviderError {
    /// The account's status after this error (`needs_reauth` or `unreachable`), and the reason
    /// the API shows.
    pub fn account_status(&self) -> (&'static str, String) {
        match self {
            ProviderError::Auth(m) => ("needs_reauth", format!("The server refused the login: {m}")),
            ProviderError::Tls(m) => ("unreachable", format!("TLS failed: {m}")),
            ProviderError::Unreachable(m) => ("unreachable", format!("The server could not be reached: {m}")),
            ProviderError::Protocol(m) => ("unreachable", format!("The server answered unexpectedly: {m}")),
            ProviderError::TooLarge(m) => ("unreachable", format!("The server sent more than Postern reads: {m}")),
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
        assert_eq!(refused.account_status().0, "needs_reauth");
        let locked = ProviderError::from(Pop3Error::Unreachable("[IN-USE] locked".into()));
        assert_eq!(locked.account_status().0, "unreachable");
        let large = ProviderError::from(ImapError::TooLarge { limit: 10, reason: "a 20-byte line".into() });
        assert_eq!(
            large.account_status(),
            ("unreachable", "The server sent more than Postern reads: a 20-byte line".into())
        );
    }
}
