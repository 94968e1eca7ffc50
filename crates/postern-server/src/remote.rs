//! An account's provider as the routes that store on it or change its folders use it: a pooled
//! IMAP connection, the JMAP account, the Graph or the Gmail mailbox, behind the seam's traits ([`Folders`], [`Drafts`]).
//! POP3 has neither folders to change nor drafts (the routes refuse first, from the
//! capabilities).

use crate::AppState;
use crate::accounts::{jmap_account, pooled, provider_failure};
use crate::error::ApiError;
use postern_core::Error;
use postern_providers::gmail::GmailMailbox;
use postern_providers::graph::GraphMailbox;
use postern_providers::imap::ImapConnection;
use postern_providers::jmap::JmapAccount;
use postern_providers::provider::{self, Drafts, Folders, Message, ProviderError};
use postern_store::AccountRecord;

pub(crate) enum Remote {
    Imap(Box<ImapConnection>),
    Jmap(JmapAccount),
    Graph(GraphMailbox),
    Gmail(Box<GmailMailbox>),
}

impl Remote {
    /// The account's provider: its pooled IMAP connection (or a new one), or its JMAP account.
    pub(crate) async fn of(state: &AppState, record: &AccountRecord) -> Result<Remote, ApiError> {
        Ok(match record.account.provider.as_str() {
            "jmap" => Remote::Jmap(jmap_account(state, record).await?),
            "microsoft" => Remote::Graph(crate::accounts::graph_mailbox(state, record)?),
            "google" => Remote::Gmail(Box::new(crate::accounts::gmail_mailbox(state, record)?)),
            _ => Remote::Imap(Box::new(pooled(state, &record.account.id).await?)),
        })
    }

    /// Lists the folders again into the index, and tells the account's sync.
    pub(crate) async fn relisted(&mut self, state: &AppState, record: &AccountRecord) -> Result<(), ApiError> {
        let listed = self.listing().await.map_err(|e| provider_failure(&e))?;
        let specs = crate::sync::folder_specs(&listed);
        state.store.sync_folders(&record.account.id, &record.account.user_id, &specs).await?;
        state.syncer.folders_changed(&record.account.id);
        Ok(())
    }

    /// Gives a connection back to its pool.
    pub(crate) async fn give_back(self, state: &AppState, account_id: &str) {
        if let Remote::Imap(conn) = self {
            state.bodies.give_back(account_id, *conn).await;
        }
    }
}

impl Folders for Remote {
    async fn listing(&mut self) -> Result<Vec<provider::Folder>, ProviderError> {
        match self {
            Remote::Imap(conn) => conn.as_mut().listing().await,
            Remote::Jmap(jmap) => jmap.listing().await,
            Remote::Graph(graph) => graph.listing().await,
            Remote::Gmail(gmail) => gmail.listing().await,
        }
    }

    async fn create_folder(&mut self, parent: Option<&str>, leaf: &str, full: &str) -> Result<String, ProviderError> {
        match self {
            Remote::Imap(conn) => Folders::create_folder(conn.as_mut(), parent, leaf, full).await,
            Remote::Jmap(jmap) => jmap.create_folder(parent, leaf, full).await,
            Remote::Graph(graph) => graph.create_folder(parent, leaf, full).await,
            Remote::Gmail(gmail) => gmail.create_folder(parent, leaf, full).await,
        }
    }

    async fn rename_folder(&mut self, folder: &str, leaf: &str, full: &str) -> Result<String, ProviderError> {
        match self {
            Remote::Imap(conn) => Folders::rename_folder(conn.as_mut(), folder, leaf, full).await,
            Remote::Jmap(jmap) => jmap.rename_folder(folder, leaf, full).await,
            Remote::Graph(graph) => graph.rename_folder(folder, leaf, full).await,
            Remote::Gmail(gmail) => gmail.rename_folder(folder, leaf, full).await,
        }
    }

    async fn delete_folder(&mut self, folder: &str, selectable: bool) -> Result<bool, ProviderError> {
        match self {
            Remote::Imap(conn) => Folders::delete_folder(conn.as_mut(), folder, selectable).await,
            Remote::Jmap(jmap) => jmap.delete_folder(folder, selectable).await,
            Remote::Graph(graph) => graph.delete_folder(folder, selectable).await,
            Remote::Gmail(gmail) => gmail.delete_folder(folder, selectable).await,
        }
    }
}

impl Drafts for Remote {
    fn numbered(&self) -> bool {
        match self {
            Remote::Imap(conn) => Drafts::numbered(conn.as_ref()),
            Remote::Jmap(jmap) => Drafts::numbered(jmap),
            Remote::Graph(graph) => Drafts::numbered(graph),
            Remote::Gmail(gmail) => Drafts::numbered(gmail.as_ref()),
        }
    }

    async fn store(&mut self, folder: &str, raw: Vec<u8>, flags: &[&str]) -> Result<(Message, bool), ProviderError> {
        match self {
            Remote::Imap(conn) => conn.as_mut().store(folder, raw, flags).await,
            Remote::Jmap(jmap) => jmap.store(folder, raw, flags).await,
            Remote::Graph(graph) => graph.store(folder, raw, flags).await,
            Remote::Gmail(gmail) => gmail.store(folder, raw, flags).await,
        }
    }

    async fn take_out(&mut self, folder: &str, message: &str) -> Result<(), ProviderError> {
        match self {
            Remote::Imap(conn) => Drafts::take_out(conn.as_mut(), folder, message).await,
            Remote::Jmap(jmap) => Drafts::take_out(jmap, folder, message).await,
            Remote::Graph(graph) => Drafts::take_out(graph, folder, message).await,
            Remote::Gmail(gmail) => Drafts::take_out(gmail.as_mut(), folder, message).await,
        }
    }
}

/// An API error for what the provider refused or failed to do.
pub(crate) fn failed(e: ProviderError) -> ApiError {
    ApiError(provider_failure(&e))
}

/// A new message in the index's terms, from what a provider stored.
pub(crate) fn indexed(message: Message, numbered: bool) -> Result<postern_store::IndexedMessage, ApiError> {
    Ok(crate::sync::indexed_as(message, numbered).ok_or_else(Error::internal)?)
}
