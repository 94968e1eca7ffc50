//! Changing the mail of connected accounts (the work behind `mail`'s routes and `DELETE
//! /messages/{id}`): read state, star, keywords, moves and deletes, for one message or many. Each change is made on the server first (one command per
//! folder for a batch), then recorded in the index with its event; a message keeps its id
//! through all of it (a move is recorded under the new UID the server names with COPYUID).

use crate::AppState;
use crate::connect::require;
use crate::error::{ApiError, failed};
use crate::gate::Caller;
use crate::open::{give_back, open};
use crate::params::Params;
use crate::reach;
use crate::reach::resolve_folder;
use axum::http::StatusCode;
use postern_core::rights::Operation;
use postern_core::{Error, ErrorCode};
use postern_providers::provider::{Capability, Edit};
use postern_store::{FolderRecord, IndexedRow};
use serde::Deserialize;

#[derive(Debug, Clone, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Change {
    unread: Option<bool>,
    starred: Option<bool>,
    keywords: Option<Keywords>,
    /// A folder id or role: a move.
    folder: Option<String>,
}

#[derive(Debug, Clone, Default, Deserialize)]
#[serde(deny_unknown_fields)]
struct Keywords {
    #[serde(default)]
    add: Vec<String>,
    #[serde(default)]
    remove: Vec<String>,
}

#[derive(Debug, Clone)]
pub(crate) enum Action {
    Update(Change),
    Delete { permanent: bool },
}

impl Change {
    /// The flags to add and to remove, after checking the keywords.
    pub(crate) fn flags(&self) -> Result<(Vec<String>, Vec<String>), Error> {
        let mut add = Vec::new();
        let mut remove = Vec::new();
        let mut set = |on: Option<bool>, flag: &str, when_on_add: bool| match on {
            Some(v) if v == when_on_add => add.push(flag.to_string()),
            Some(_) => remove.push(flag.to_string()),
            None => {}
        };
        set(self.unread, "\\Seen", false);
        set(self.starred, "\\Flagged", true);
        if let Some(k) = &self.keywords {
            for (list, into) in [(&k.add, &mut add), (&k.remove, &mut remove)] {
                for keyword in list {
                    let ok = !keyword.is_empty()
                        && keyword.len() <= 100
                        && keyword.chars().all(|c| c.is_ascii_graphic() && !"(){%*\"\\]".contains(c));
                    if !ok {
                        return Err(Error::invalid_field(
                            "keywords",
                            "must be IMAP keywords: printable ASCII without spaces or ( ) { % * \" \\ ]",
                        ));
                    }
                    into.push(keyword.clone());
                }
            }
        }
        Ok((add, remove))
    }
}

/// `DELETE /messages/{id}[?permanent=true]` for an account's message: to the Trash, or for good
/// (also when it is in the Trash already, or the account has none). `None` when `id` is not an
/// account message.
pub(crate) async fn delete(
    state: &AppState,
    caller: &Caller,
    id: &str,
    params: &Params,
) -> Result<Option<StatusCode>, ApiError> {
    if state.store.indexed_message(id).await?.is_none() {
        return Ok(None);
    }
    let permanent = params.boolean("permanent")?.unwrap_or(false);
    let result = apply(state, caller, &[id.to_string()], Action::Delete { permanent }).await?;
    if let Some((_, Err(e))) = result.into_iter().next() {
        return Err(e.into());
    }
    Ok(Some(StatusCode::NO_CONTENT))
}

/// Applies `action` to each id; a result per id, in order. Ids of one folder share one command.
pub(crate) async fn apply(
    state: &AppState,
    caller: &Caller,
    ids: &[String],
    action: Action,
) -> Result<Vec<(String, Result<(), Error>)>, ApiError> {
    let mut results: Vec<(String, Result<(), Error>)> = Vec::with_capacity(ids.len());
    // (account, folder) → the rows of that folder, in the order first named.
    type Group = ((String, String), Vec<(usize, IndexedRow)>);
    let mut groups: Vec<Group> = Vec::new();
    let op = match action {
        Action::Update(_) => Operation::MessageUpdate,
        Action::Delete { permanent: false } => Operation::MessageDelete,
        Action::Delete { permanent: true } => Operation::MessageDeletePermanent,
    };
    // Read in one query: on PostgreSQL a round trip per message was most of a batch's time.
    let found: std::collections::HashMap<String, IndexedRow> =
        state.store.indexed_messages(ids).await?.into_iter().map(|r| (r.message.id.clone(), r)).collect();
    for (i, id) in ids.iter().enumerate() {
        let row = match found.get(id).cloned() {
            Some(row) => row,
            None => {
                results.push((id.clone(), Err(Error::not_found("Message"))));
                continue;
            }
        };
        if let Err(e) = reach::message(state, caller, op, &row).await {
            results.push((id.clone(), Err(e.0)));
            continue;
        }
        results.push((id.clone(), Ok(())));
        let key = (row.message.account_id.clone(), row.message.folder_id.clone());
        match groups.iter_mut().find(|(k, _)| *k == key) {
            Some((_, rows)) => rows.push((i, row)),
            None => groups.push((key, vec![(i, row)])),
        }
    }
    for ((account_id, _), rows) in groups {
        let outcome = apply_in_folder(state, caller, &account_id, &rows, &action).await;
        if let Err(e) = outcome {
            for (i, _) in &rows {
                results[*i].1 = Err(e.0.clone());
            }
        }
    }
    Ok(results)
}

/// One folder's share of a change, on one pooled connection.
async fn apply_in_folder(
    state: &AppState,
    caller: &Caller,
    account_id: &str,
    rows: &[(usize, IndexedRow)],
    action: &Action,
) -> Result<(), ApiError> {
    let record = state.store.account(account_id).await?.ok_or_else(|| Error::not_found("Message"))?;
    let owner = record.account.user_id.as_str();
    let target = match action {
        Action::Update(Change { folder: Some(wanted), .. }) => {
            let target = resolve_folder(state, &record.account, wanted).await?;
            let reach = reach::folders_reached(state, caller, Operation::MessageUpdate, account_id, owner).await?;
            if !reach.contains(&target.folder.id) {
                return Err(Error::new(
                    ErrorCode::Forbidden,
                    "The destination folder is outside the folders of your grants.",
                )
                .into());
            }
            Some(target)
        }
        Action::Delete { permanent: false } => {
            // To the Trash, which need not be among the grant's folders; a message there
            // already (or an account without one) is deleted for good, which needs that right.
            let folders = state.store.folder_states(account_id).await?;
            let trash = folders.into_iter().find(|f| f.folder.role.as_deref() == Some("trash") && f.folder.selectable);
            let trash = trash.filter(|t| t.folder.id != rows[0].1.message.folder_id);
            if trash.is_none() {
                reach::message(state, caller, Operation::MessageDeletePermanent, &rows[0].1).await?;
            }
            trash
        }
        _ => None,
    };
    // What the server cannot do is refused before anything is changed.
    if let Action::Update(change) = action
        && change.flags().is_ok_and(|(add, remove)| !add.is_empty() || !remove.is_empty())
    {
        require(&state.store, &record.account, Capability::Flags, "change read or starred marks or keywords").await?;
    }
    if target.as_ref().is_some_and(|t| t.folder.id != rows[0].1.message.folder_id) {
        require(&state.store, &record.account, Capability::Move, "move messages").await?;
    } else if matches!(action, Action::Delete { .. }) {
        require(&state.store, &record.account, Capability::Purge, "delete messages for good").await?;
    }
    let target = target.as_ref();
    let mut mailbox = open(state, &record).await?;
    let done = change_with(state, &mut mailbox, rows, action, target).await;
    if done.is_ok() {
        give_back(state, account_id, mailbox).await;
    }
    done
}

/// Each message's flags once `add` and `remove` are applied.
fn flags_after(rows: &[(usize, IndexedRow)], add: &[String], remove: &[String]) -> Vec<(String, Vec<String>)> {
    rows.iter()
        .map(|(_, r)| {
            let mut flags: Vec<String> =
                r.message.flags.iter().filter(|f| !remove.iter().any(|x| x.eq_ignore_ascii_case(f))).cloned().collect();
            for flag in add {
                if !flags.iter().any(|f| f.eq_ignore_ascii_case(flag)) {
                    flags.push(flag.clone());
                }
            }
            (r.message.id.clone(), flags)
        })
        .collect()
}

/// Makes the change on the provider ([`Edit`]: the same for every kind of account, whose
/// capabilities were checked), then records it in the index with its events.
async fn change_with<E: Edit>(
    state: &AppState,
    editor: &mut E,
    rows: &[(usize, IndexedRow)],
    action: &Action,
    target: Option<&FolderRecord>,
) -> Result<(), ApiError> {
    let folder = rows[0].1.folder_raw_name.as_str();
    // A row without a provider reference is an IMAP message, named by its UID.
    let names: Vec<String> = rows.iter().map(|(_, r)| r.at.reference()).collect();
    if let Action::Update(change) = action {
        let (add, remove) = change.flags()?;
        if !add.is_empty() || !remove.is_empty() {
            editor.set_flags(folder, &names, &add, &remove).await.map_err(failed)?;
            state.store.record_flags(&flags_after(rows, &add, &remove)).await?;
        }
    }
    match (action, target.filter(|t| t.folder.id != rows[0].1.message.folder_id)) {
        (_, Some(target)) => {
            let pairs = editor.move_to(folder, &names, &target.raw_name).await.map_err(failed)?;
            let moves: Vec<(String, Option<String>)> = rows
                .iter()
                .zip(&names)
                .map(|((_, r), name)| {
                    (r.message.id.clone(), pairs.iter().find(|(old, _)| old == name).map(|(_, new)| new.clone()))
                })
                .collect();
            state.store.record_moves(&target.folder.id, &moves).await?;
            if moves.iter().any(|(_, new)| new.is_none()) {
                // No COPYUID: the next pass matches the moved messages (by Message-ID and
                // fingerprint) and records them.
                state.syncer.start(&rows[0].1.message.account_id);
            }
        }
        (Action::Delete { .. }, None) => {
            editor.destroy(folder, &names).await.map_err(failed)?;
            let ids: Vec<String> = rows.iter().map(|(_, r)| r.message.id.clone()).collect();
            state.store.record_deletions(&ids).await?;
        }
        (Action::Update(_), None) => {}
    }
    Ok(())
}
