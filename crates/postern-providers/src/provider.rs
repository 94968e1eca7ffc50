//! What an account can do, whatever its provider: the capabilities the routes check before they
//! ask a provider for something, so that an operation that cannot exist for an account answers
//! `not_supported` naming the capability (docs/PROVIDERS.md), not a provider error.

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
}
