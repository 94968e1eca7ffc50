//! Who may do what. Every route names its [`Operation`]; [`allow`] is the one function that
//! decides. Handlers never decide rights themselves.

use crate::{Error, ErrorCode};

/// Everything a request can ask to do.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Operation {
    InboxCreate,
    InboxList,
    InboxRead,
    InboxUpdate,
    InboxDelete,
    MessageList,
    MessageRead,
    MessageUpdate,
    MessageDelete,
    MessageWait,
    TestCodeSend,
    AccountCreate,
    AccountList,
    AccountRead,
    AccountUpdate,
    AccountDelete,
    FolderList,
    FolderCreate,
    FolderUpdate,
    FolderDelete,
    AccountDiscover,
    ChangeList,
    MessageSend,
    DraftList,
    DraftWrite,
}

impl Operation {
    /// The operation's stable name (used in audit records and grants).
    pub fn as_str(self) -> &'static str {
        match self {
            Operation::InboxCreate => "inbox.create",
            Operation::InboxList => "inbox.list",
            Operation::InboxRead => "inbox.read",
            Operation::InboxUpdate => "inbox.update",
            Operation::InboxDelete => "inbox.delete",
            Operation::MessageList => "message.list",
            Operation::MessageRead => "message.read",
            Operation::MessageUpdate => "message.update",
            Operation::MessageDelete => "message.delete",
            Operation::MessageWait => "message.wait",
            Operation::TestCodeSend => "inbox.test_code",
            Operation::AccountCreate => "account.create",
            Operation::AccountList => "account.list",
            Operation::AccountRead => "account.read",
            Operation::AccountUpdate => "account.update",
            Operation::AccountDelete => "account.delete",
            Operation::FolderList => "folder.list",
            Operation::FolderCreate => "folder.create",
            Operation::FolderUpdate => "folder.update",
            Operation::FolderDelete => "folder.delete",
            Operation::AccountDiscover => "account.discover",
            Operation::ChangeList => "change.list",
            Operation::MessageSend => "message.send",
            Operation::DraftList => "draft.list",
            Operation::DraftWrite => "draft.write",
        }
    }
}

/// The authenticated caller.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Principal {
    pub user_id: String,
    pub token_id: String,
    pub is_admin: bool,
}

/// What an operation acts on.
#[derive(Debug, Clone, Copy)]
pub enum Resource<'a> {
    /// The caller's own collection (list, create).
    OwnCollection,
    /// An inbox-space object owned by the user with this id.
    OwnedBy(&'a str),
    /// A connected account (or a folder or message of it) owned by the user with this id.
    Account(&'a str),
}

/// Decides whether `principal` may perform `op` on `resource`.
///
/// Inbox-space objects belong to one user: another user's object is reported as missing (404),
/// so that ids cannot be probed.
pub fn allow(principal: &Principal, op: Operation, resource: Resource<'_>) -> Result<(), Error> {
    match resource {
        Resource::OwnCollection => Ok(()),
        Resource::OwnedBy(owner) if owner == principal.user_id => Ok(()),
        Resource::OwnedBy(_) => Err(Error::new(
            ErrorCode::NotFound,
            match op {
                Operation::MessageRead | Operation::MessageDelete => "Message not found.",
                _ => "Inbox not found.",
            },
        )),
        Resource::Account(owner) if owner == principal.user_id => Ok(()),
        Resource::Account(_) => Err(Error::new(
            ErrorCode::NotFound,
            match op {
                Operation::MessageRead | Operation::MessageDelete => "Message not found.",
                _ => "Account not found.",
            },
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn alice() -> Principal {
        Principal { user_id: "usr_alice".into(), token_id: "tok_a".into(), is_admin: false }
    }

    #[test]
    fn owners_may_act_on_their_own_objects() {
        assert!(allow(&alice(), Operation::InboxDelete, Resource::OwnedBy("usr_alice")).is_ok());
        assert!(allow(&alice(), Operation::InboxCreate, Resource::OwnCollection).is_ok());
    }

    #[test]
    fn another_users_object_is_not_found_even_for_an_admin() {
        let err = allow(&alice(), Operation::InboxRead, Resource::OwnedBy("usr_bob")).unwrap_err();
        assert_eq!(err.code, ErrorCode::NotFound);
        let admin = Principal { is_admin: true, ..alice() };
        let err = allow(&admin, Operation::MessageRead, Resource::OwnedBy("usr_bob")).unwrap_err();
        assert_eq!(err.message, "Message not found.");
    }
}
