//! Message lists of the index: one folder of an account, or every reached folder of some
//! accounts, with the filters, the paging cursor bound to its query, and, where the index does
//! not hold an account's bodies yet, the provider's own search for `q`.

use crate::AppState;
use crate::connect::supports;
use crate::error::{ApiError, bad_limit, internal, provider_failure};
use crate::open::{give_back, open_by_id};
use crate::params::{Cursor, Params};
use postern_core::model::{Account, AccountMessage};
use postern_core::{Error, Timestamp};
use postern_providers::provider::{Capability, Drafts};
use postern_store::{FolderRecord, IndexFilter};
use serde::Serialize;
use serde_json::Value;

/// The index filters of a message list.
fn index_filter(params: &Params) -> Result<IndexFilter, ApiError> {
    let time = |name: &str| -> Result<Option<Timestamp>, ApiError> {
        match params.get(name) {
            None | Some("") => Ok(None),
            Some(v) => Timestamp::parse_iso(v)
                .or_else(|| Timestamp::parse_unix_seconds(v))
                .map(Some)
                .ok_or_else(|| Error::invalid_field(name, "must be an ISO 8601 date-time or unix seconds").into()),
        }
    };
    Ok(IndexFilter {
        q: params.text("q"),
        from: params.text("from"),
        to: params.text("to"),
        subject: params.text("subject"),
        after: time("after")?,
        before: time("before")?,
        unread: params.boolean("unread")?,
        starred: params.boolean("starred")?,
        has_attachments: params.boolean("has_attachments")?,
        found_by_server: Vec::new(),
    })
}

/// What a list covers: one folder of an account, or every folder of some accounts.
pub(crate) enum Listing<'a> {
    Folder(&'a Account, &'a FolderRecord),
    /// Every folder of these accounts, or only the folders given.
    Accounts(&'a [Account], Option<&'a [String]>),
}

/// A page of the index in the list envelope, plus `incomplete`: accounts whose server could not
/// be asked about bodies not in the index yet.
pub(crate) async fn list_page(
    state: &AppState,
    caller: &crate::gate::Caller,
    listing: Listing<'_>,
    params: &Params,
    binding: &str,
) -> Result<ListedPage, ApiError> {
    let (accounts, folders): (Vec<String>, Vec<String>) = match &listing {
        Listing::Folder(_, folder) => (Vec::new(), vec![folder.folder.id.clone()]),
        Listing::Accounts(_, Some([])) => (Vec::new(), vec![String::new()]),
        Listing::Accounts(_, Some(folders)) => (Vec::new(), folders.to_vec()),
        Listing::Accounts(accounts, None) => (accounts.iter().map(|a| a.id.clone()).collect(), Vec::new()),
    };
    let limit = match params.limit()? {
        None => 25,
        Some(n @ 1..=100) => n,
        Some(_) => return Err(bad_limit().into()),
    };
    let mut filter = index_filter(params)?;
    let after = Cursor::decode_pair(params.get("cursor"), binding)?;
    let mut incomplete = Vec::new();
    if let Some(q) = filter.q.clone() {
        for scope in search_scopes(state, &listing).await? {
            match server_search(state, &scope, &q).await {
                Ok(found) => filter.found_by_server.extend(found),
                Err(e) => {
                    tracing::warn!(account = %scope.account_id, error = ?e, "search on the server failed");
                    incomplete.push(scope.account_id);
                }
            }
        }
    }
    let page = state.store.list_indexed(&accounts, &folders, &filter, after, limit).await?;
    let own: std::collections::HashMap<&str, &str> = match &listing {
        Listing::Folder(account, _) => [(account.id.as_str(), account.email.as_str())].into(),
        Listing::Accounts(accounts, _) => accounts.iter().map(|a| (a.id.as_str(), a.email.as_str())).collect(),
    };
    let outside = page
        .messages
        .iter()
        .any(|(_, m)| own.get(m.account_id.as_str()).is_none_or(|own| crate::untrusted::from_outside(&m.from, own)));
    if outside {
        crate::untrusted::note(state, &caller.principal.token_id).await;
    }
    let next = match (page.has_more, page.messages.last()) {
        (true, Some((position, _))) => Some(Cursor::encode_pair(*position, binding)),
        _ => None,
    };
    let has_more = next.is_some();
    Ok(ListedPage {
        data: page.messages.into_iter().map(|(_, m)| m).collect(),
        pagination: Pagination { next_cursor: next, has_more },
        incomplete,
    })
}

/// A page of a message list as the API answers it (serialized straight from the records).
#[derive(Serialize)]
pub(crate) struct ListedPage {
    data: Vec<AccountMessage>,
    pagination: Pagination,
    incomplete: Vec<String>,
}

#[derive(Serialize)]
struct Pagination {
    next_cursor: Option<String>,
    has_more: bool,
}

/// Folders of one account whose bodies a `q=` search must ask the server about.
struct SearchScope {
    account_id: String,
    /// (folder id, raw name)
    folders: Vec<(String, String)>,
}

/// Where the local full-text index cannot answer `q=` alone: the listed folders that hold
/// messages whose bodies are not indexed yet, or every listed folder of an account that keeps no
/// bodies.
async fn search_scopes(state: &AppState, listing: &Listing<'_>) -> Result<Vec<SearchScope>, Error> {
    let (accounts, only, reached): (&[Account], Option<&FolderRecord>, Option<&[String]>) = match listing {
        Listing::Folder(account, folder) => (std::slice::from_ref(*account), Some(*folder), None),
        Listing::Accounts(accounts, reached) => (accounts, None, *reached),
    };
    let mut scopes = Vec::new();
    for account in accounts {
        // A server without search (POP3): the index answers from what it holds.
        if !supports(&state.store, account).await.map_err(internal)?.contains(&Capability::Search) {
            continue;
        }
        let unindexed = if account.settings.get("index_bodies") != Some(&Value::Bool(false)) {
            let unindexed = state.store.folders_with_unindexed_bodies(&account.id).await.map_err(internal)?;
            if unindexed.is_empty() {
                continue;
            }
            Some(unindexed)
        } else {
            None
        };
        let candidates = match only {
            Some(folder) => vec![folder.clone()],
            None => state.store.folder_states(&account.id).await.map_err(internal)?,
        };
        let chosen: Vec<(String, String)> = candidates
            .into_iter()
            .filter(|f| f.folder.selectable && reached.is_none_or(|r| r.contains(&f.folder.id)))
            .filter(|f| unindexed.as_ref().is_none_or(|u| u.contains(&f.folder.id)))
            .map(|f| (f.folder.id, f.raw_name))
            .collect();
        if !chosen.is_empty() {
            scopes.push(SearchScope { account_id: account.id.clone(), folders: chosen });
        }
    }
    Ok(scopes)
}

/// The provider's own search for `q` in each folder of the scope (IMAP's `UID SEARCH TEXT`,
/// UTF-8): the ids of the indexed messages it finds.
async fn server_search(state: &AppState, scope: &SearchScope, q: &str) -> Result<Vec<String>, ApiError> {
    let (mut mailbox, _) = open_by_id(state, &scope.account_id).await?;
    let mut found = Vec::new();
    for (folder_id, raw_name) in &scope.folders {
        let references = mailbox.search(raw_name, q).await.map_err(|e| provider_failure(&e))?;
        found.extend(state.store.ids_of_references(folder_id, &references, mailbox.numbered()).await?);
    }
    give_back(state, &scope.account_id, mailbox).await;
    Ok(found)
}

/// The filters of a list, so that a cursor cannot be replayed against another query.
pub(crate) fn query_binding(params: &Params) -> String {
    let mut keys: Vec<(&String, &String)> = params.0.iter().filter(|(k, _)| k.as_str() != "cursor").collect();
    keys.sort();
    keys.iter().map(|(k, v)| format!("{k}={v}")).collect::<Vec<_>>().join("&")
}
