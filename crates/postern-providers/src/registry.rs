//! Every provider in one place: what an account of each kind needs and can do, and an opened
//! account as one value ([`Mailbox`]) that the server holds without asking which provider it is.
//!
//! A provider is a module of this crate (its client, its [`Source`] for the sync, its
//! [`Edit`], [`Folders`], [`Drafts`] and [`Submit`]) plus one arm of [`ProviderKind`]; the
//! matches here and the server's opening of an account (`open`) and sync are exhaustive, so
//! the compiler lists what a new provider still lacks (docs/PROVIDERS.md).

use crate::gmail::GmailMailbox;
use crate::graph::GraphMailbox;
use crate::imap::{ImapConnection, SearchQuery};
use crate::jmap::JmapAccount;
use crate::pop3::Pop3Mailbox;
use crate::provider::{
    Capability, Drafts, Edit, Folder, Folders, Message, ProviderError, Source, Submit, gmail_supports, graph_supports,
    imap_supports, jmap_supports, pop3_supports,
};
pub use postern_core::model::ProviderKind;

/// How an account of this kind proves who it is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Credential {
    /// A password given when the account is connected (IMAP may instead sign in with OAuth:
    /// its settings say `auth: xoauth2`).
    Password,
    /// A refresh token from signing in at the provider (OAuth); the account's server and
    /// address come from the sign-in.
    SignIn,
}

/// How an account's mail goes out.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Sending {
    /// Through the submission server of its settings (SMTP).
    Smtp,
    /// Stored on the provider, then handed over to it ([`Submit`]).
    Provider,
}

/// How an account of `kind` proves who it is.
pub fn credential(kind: ProviderKind) -> Credential {
    match kind {
        ProviderKind::Imap | ProviderKind::Jmap | ProviderKind::Pop3 => Credential::Password,
        ProviderKind::Microsoft | ProviderKind::Google => Credential::SignIn,
    }
}

/// Whether accounts of `kind` can be signed in with a code entered on another device (OAuth's
/// device flow): Microsoft's can; Google's device flow does not grant Gmail's scopes.
pub fn device_sign_in(kind: ProviderKind) -> bool {
    match kind {
        ProviderKind::Microsoft => true,
        ProviderKind::Imap | ProviderKind::Jmap | ProviderKind::Pop3 | ProviderKind::Google => false,
    }
}

/// How an account of `kind` sends.
pub fn sending(kind: ProviderKind) -> Sending {
    match kind {
        ProviderKind::Imap | ProviderKind::Pop3 => Sending::Smtp,
        ProviderKind::Jmap | ProviderKind::Microsoft | ProviderKind::Google => Sending::Provider,
    }
}

/// Whether an account of `kind` may send from addresses other than its own (Gmail's send-as
/// aliases, listed by [`Mailbox::send_as`]).
pub fn has_aliases(kind: ProviderKind) -> bool {
    match kind {
        ProviderKind::Google => true,
        ProviderKind::Imap | ProviderKind::Jmap | ProviderKind::Pop3 | ProviderKind::Microsoft => false,
    }
}

/// What an account is, as far as what it can do depends on it.
pub struct Facts<'a> {
    pub kind: ProviderKind,
    /// What its server offered when it last connected (IMAP's extensions; JMAP: `submission`).
    pub offered: &'a [String],
    /// The roles of its folders.
    pub roles: &'a [&'a str],
    /// Whether it has submission settings of its own (`smtp_host`).
    pub submission: bool,
}

/// What an account can do (docs/PROVIDERS.md).
pub fn supports(facts: &Facts<'_>) -> Vec<Capability> {
    let (offered, roles) = (facts.offered, facts.roles);
    match facts.kind {
        ProviderKind::Imap => imap_supports(offered, roles, facts.submission),
        ProviderKind::Pop3 => pop3_supports(facts.submission),
        ProviderKind::Jmap => jmap_supports(offered.iter().any(|c| c == "submission"), roles),
        ProviderKind::Microsoft => graph_supports(roles),
        ProviderKind::Google => gmail_supports(roles),
    }
}

/// An account's provider, opened: a logged-in IMAP connection, the JMAP account, a POP3
/// maildrop, the Graph or the Gmail mailbox. It does what its provider does through the seam's
/// traits; what the provider lacks fails with [`ProviderError::Protocol`], though routes refuse
/// it before from the account's capabilities ([`supports`]).
pub enum Mailbox {
    Imap(Box<ImapConnection>),
    Jmap(JmapAccount),
    Pop3(Box<Pop3Mailbox>),
    Graph(GraphMailbox),
    Gmail(Box<GmailMailbox>),
}

fn lacks(what: &str) -> ProviderError {
    ProviderError::Protocol(format!("this provider has no {what}"))
}

impl Mailbox {
    /// A message's whole source, by the reference the index keeps for it (IMAP: its UID in
    /// `folder`); `None` when it is gone from the server. Never marks it read.
    pub async fn read(&mut self, folder: &str, reference: &str) -> Result<Option<Vec<u8>>, ProviderError> {
        match self {
            Mailbox::Imap(conn) => {
                let uid = reference.parse().map_err(|_| ProviderError::Protocol("not an IMAP UID".into()))?;
                Ok(conn.source_in(folder, uid).await?)
            }
            Mailbox::Jmap(jmap) => jmap.read(folder, reference).await,
            Mailbox::Pop3(pop3) => pop3.read(folder, reference).await,
            Mailbox::Graph(graph) => graph.read(folder, reference).await,
            Mailbox::Gmail(gmail) => gmail.read(folder, reference).await,
        }
    }

    /// The messages of `folder` whose text holds `text`, as the provider's own search finds
    /// them (IMAP: `UID SEARCH TEXT`, UTF-8): their references. Only accounts that support
    /// [`Capability::Search`].
    pub async fn search(&mut self, folder: &str, text: &str) -> Result<Vec<String>, ProviderError> {
        match self {
            Mailbox::Imap(conn) => {
                let query = SearchQuery { text: Some(text.to_string()), ..SearchQuery::default() };
                conn.select(folder).await?;
                Ok(conn.search(&query).await?.into_iter().map(|uid| uid.to_string()).collect())
            }
            Mailbox::Jmap(_) | Mailbox::Pop3(_) | Mailbox::Graph(_) | Mailbox::Gmail(_) => {
                Err(lacks("search on the server"))
            }
        }
    }

    /// Who the account is signed in as, asked of the provider (a request that also tells
    /// whether the sign-in still holds). Only accounts that sign in ([`Credential::SignIn`]).
    pub async fn whoami(&mut self) -> Result<String, ProviderError> {
        match self {
            Mailbox::Graph(graph) => Ok(graph.whoami().await?.0),
            Mailbox::Gmail(gmail) => gmail.whoami().await,
            Mailbox::Imap(_) | Mailbox::Jmap(_) | Mailbox::Pop3(_) => Err(lacks("sign-in to ask")),
        }
    }

    /// The other addresses the account may send from ([`has_aliases`]); none for the others.
    pub async fn send_as(&mut self) -> Result<Vec<String>, ProviderError> {
        match self {
            Mailbox::Gmail(gmail) => gmail.send_as().await,
            Mailbox::Imap(_) | Mailbox::Jmap(_) | Mailbox::Pop3(_) | Mailbox::Graph(_) => Ok(Vec::new()),
        }
    }

    /// Ends what the provider keeps open for this value (a POP3 session, whose deletions it
    /// commits) and gives back an IMAP connection, which its caller may keep for the next request.
    pub async fn close(self) -> Option<Box<ImapConnection>> {
        match self {
            Mailbox::Imap(conn) => Some(conn),
            Mailbox::Pop3(mut pop3) => {
                let _ = pop3.quit().await;
                None
            }
            Mailbox::Jmap(_) | Mailbox::Graph(_) | Mailbox::Gmail(_) => None,
        }
    }
}

impl Edit for Mailbox {
    async fn set_flags(
        &mut self,
        folder: &str,
        messages: &[String],
        add: &[String],
        remove: &[String],
    ) -> Result<(), ProviderError> {
        match self {
            Mailbox::Imap(conn) => conn.as_mut().set_flags(folder, messages, add, remove).await,
            Mailbox::Jmap(jmap) => jmap.set_flags(folder, messages, add, remove).await,
            Mailbox::Pop3(pop3) => pop3.as_mut().set_flags(folder, messages, add, remove).await,
            Mailbox::Graph(graph) => graph.set_flags(folder, messages, add, remove).await,
            Mailbox::Gmail(gmail) => gmail.as_mut().set_flags(folder, messages, add, remove).await,
        }
    }

    async fn move_to(
        &mut self,
        from: &str,
        messages: &[String],
        to: &str,
    ) -> Result<Vec<(String, String)>, ProviderError> {
        match self {
            Mailbox::Imap(conn) => Edit::move_to(conn.as_mut(), from, messages, to).await,
            Mailbox::Jmap(jmap) => jmap.move_to(from, messages, to).await,
            Mailbox::Pop3(pop3) => pop3.as_mut().move_to(from, messages, to).await,
            Mailbox::Graph(graph) => graph.move_to(from, messages, to).await,
            Mailbox::Gmail(gmail) => gmail.as_mut().move_to(from, messages, to).await,
        }
    }

    async fn destroy(&mut self, folder: &str, messages: &[String]) -> Result<(), ProviderError> {
        match self {
            Mailbox::Imap(conn) => conn.as_mut().destroy(folder, messages).await,
            Mailbox::Jmap(jmap) => jmap.destroy(folder, messages).await,
            Mailbox::Pop3(pop3) => pop3.as_mut().destroy(folder, messages).await,
            Mailbox::Graph(graph) => graph.destroy(folder, messages).await,
            Mailbox::Gmail(gmail) => gmail.as_mut().destroy(folder, messages).await,
        }
    }
}

impl Folders for Mailbox {
    async fn listing(&mut self) -> Result<Vec<Folder>, ProviderError> {
        match self {
            Mailbox::Imap(conn) => conn.as_mut().listing().await,
            Mailbox::Jmap(jmap) => jmap.listing().await,
            Mailbox::Graph(graph) => graph.listing().await,
            Mailbox::Gmail(gmail) => gmail.listing().await,
            // One folder, as its Source lists it.
            Mailbox::Pop3(pop3) => pop3.folders().await,
        }
    }

    async fn create_folder(&mut self, parent: Option<&str>, leaf: &str, full: &str) -> Result<String, ProviderError> {
        match self {
            Mailbox::Imap(conn) => Folders::create_folder(conn.as_mut(), parent, leaf, full).await,
            Mailbox::Jmap(jmap) => jmap.create_folder(parent, leaf, full).await,
            Mailbox::Graph(graph) => graph.create_folder(parent, leaf, full).await,
            Mailbox::Gmail(gmail) => gmail.create_folder(parent, leaf, full).await,
            Mailbox::Pop3(_) => Err(lacks("folders to make")),
        }
    }

    async fn rename_folder(&mut self, folder: &str, leaf: &str, full: &str) -> Result<String, ProviderError> {
        match self {
            Mailbox::Imap(conn) => Folders::rename_folder(conn.as_mut(), folder, leaf, full).await,
            Mailbox::Jmap(jmap) => jmap.rename_folder(folder, leaf, full).await,
            Mailbox::Graph(graph) => graph.rename_folder(folder, leaf, full).await,
            Mailbox::Gmail(gmail) => gmail.rename_folder(folder, leaf, full).await,
            Mailbox::Pop3(_) => Err(lacks("folders to rename")),
        }
    }

    async fn delete_folder(&mut self, folder: &str, selectable: bool) -> Result<bool, ProviderError> {
        match self {
            Mailbox::Imap(conn) => Folders::delete_folder(conn.as_mut(), folder, selectable).await,
            Mailbox::Jmap(jmap) => jmap.delete_folder(folder, selectable).await,
            Mailbox::Graph(graph) => graph.delete_folder(folder, selectable).await,
            Mailbox::Gmail(gmail) => gmail.delete_folder(folder, selectable).await,
            Mailbox::Pop3(_) => Err(lacks("folders to delete")),
        }
    }
}

impl Drafts for Mailbox {
    fn numbered(&self) -> bool {
        match self {
            Mailbox::Imap(conn) => Drafts::numbered(conn.as_ref()),
            Mailbox::Jmap(jmap) => Drafts::numbered(jmap),
            Mailbox::Graph(graph) => Drafts::numbered(graph),
            Mailbox::Gmail(gmail) => Drafts::numbered(gmail.as_ref()),
            Mailbox::Pop3(pop3) => Source::numbered(pop3.as_ref()),
        }
    }

    async fn store(&mut self, folder: &str, raw: Vec<u8>, flags: &[&str]) -> Result<(Message, bool), ProviderError> {
        match self {
            Mailbox::Imap(conn) => conn.as_mut().store(folder, raw, flags).await,
            Mailbox::Jmap(jmap) => jmap.store(folder, raw, flags).await,
            Mailbox::Graph(graph) => graph.store(folder, raw, flags).await,
            Mailbox::Gmail(gmail) => gmail.store(folder, raw, flags).await,
            Mailbox::Pop3(_) => Err(lacks("place to store a message")),
        }
    }

    async fn take_out(&mut self, folder: &str, message: &str) -> Result<(), ProviderError> {
        match self {
            Mailbox::Imap(conn) => Drafts::take_out(conn.as_mut(), folder, message).await,
            Mailbox::Jmap(jmap) => Drafts::take_out(jmap, folder, message).await,
            Mailbox::Graph(graph) => Drafts::take_out(graph, folder, message).await,
            Mailbox::Gmail(gmail) => Drafts::take_out(gmail.as_mut(), folder, message).await,
            Mailbox::Pop3(_) => Err(lacks("stored messages")),
        }
    }
}

impl Submit for Mailbox {
    async fn submit(&mut self, message: &str, from: &str, recipients: &[String]) -> Result<(), ProviderError> {
        match self {
            Mailbox::Jmap(jmap) => jmap.submit(message, from, recipients).await,
            Mailbox::Graph(graph) => graph.submit(message, from, recipients).await,
            Mailbox::Gmail(gmail) => gmail.submit(message, from, recipients).await,
            // They send through SMTP ([`Sending::Smtp`]).
            Mailbox::Imap(_) | Mailbox::Pop3(_) => Err(lacks("submission of its own")),
        }
    }
}
