//! What an account operation reaches: the account check of the one decision point
//! ([`postern_core::rights::allow`]) and the folders a grant narrows it to, resolved against the
//! account's folder list (roles, names or ids, each with its subfolders).

use crate::AppState;
use crate::error::ApiError;
use crate::error::internal;
use crate::gate::Caller;
use postern_core::model::Account;
use postern_core::rights::{Folders, Operation, Resource, Target};
use postern_core::{Error, ErrorCode, Timestamp};
use postern_store::{AccountRecord, FolderRecord, IndexedRow};
use std::collections::HashSet;

/// The folders of one account an operation may touch.
#[derive(Debug, Clone)]
pub(crate) enum Reach {
    All,
    Only(HashSet<String>),
}

impl Reach {
    pub(crate) fn contains(&self, folder_id: &str) -> bool {
        match self {
            Reach::All => true,
            Reach::Only(ids) => ids.contains(folder_id),
        }
    }
}

/// The account as a rights target.
pub(crate) fn target(account: &Account) -> Target<'_> {
    Target::Account { id: &account.id, owner: &account.user_id }
}

/// Whether folder spec `spec` names `folder` or one of its parents.
fn names(spec: &str, folder: &FolderRecord) -> bool {
    let f = &folder.folder;
    if f.id == spec || f.role.as_deref().is_some_and(|r| r.eq_ignore_ascii_case(spec)) {
        return true;
    }
    let (name, spec) = (f.name.to_lowercase(), spec.to_lowercase());
    name == spec || below(folder, &name, &spec)
}

/// Whether `name` (the folder's own, in any case) is a subfolder of `parent` by the folder's
/// own hierarchy delimiter: on a `/` server, `Work.Private` is a sibling of `Work`, not a child.
fn below(folder: &FolderRecord, name: &str, parent: &str) -> bool {
    let Some(delimiter) = folder.delimiter.as_deref().filter(|d| !d.is_empty()) else {
        return false;
    };
    name.strip_prefix(parent).is_some_and(|rest| rest.starts_with(delimiter))
}

/// The folders `narrowing` reaches among `folders`: in every layer, named by one of its specs
/// (a folder named by role or id reaches its subfolders too).
pub(crate) fn resolve(folders: &[FolderRecord], narrowing: &Folders) -> Reach {
    if narrowing.all() {
        return Reach::All;
    }
    let reached = |layer: &Vec<String>, folder: &FolderRecord| {
        layer.iter().any(|spec| {
            names(spec, folder)
                || folders
                    .iter()
                    .any(|parent| names(spec, parent) && below(folder, &folder.folder.name, &parent.folder.name))
        })
    };
    Reach::Only(
        folders
            .iter()
            .filter(|f| narrowing.layers.iter().all(|layer| reached(layer, f)))
            .map(|f| f.folder.id.clone())
            .collect(),
    )
}

/// The folders of account `id` (connected by `owner`) that `op` reaches for the caller (no
/// store read when unnarrowed).
pub(crate) async fn folders_reached(
    state: &AppState,
    caller: &Caller,
    op: Operation,
    id: &str,
    owner: &str,
) -> Result<Reach, ApiError> {
    let narrowing = caller.allow_also(op, Resource::Account(Target::Account { id, owner }))?;
    if narrowing.all() {
        return Ok(Reach::All);
    }
    Ok(resolve(&state.store.folders(id).await.map_err(internal)?, &narrowing))
}

/// An account the caller may act on with its route's operation, and the folders it reaches.
pub(crate) async fn account(state: &AppState, caller: &Caller, id: &str) -> Result<(AccountRecord, Reach), ApiError> {
    let record = state.store.account(id).await?.ok_or_else(|| Error::not_found("Account"))?;
    let reach = folders_reached(state, caller, caller.operation, id, &record.account.user_id).await?;
    Ok((record, reach))
}

/// Checks that `op` may touch the indexed message `row`: outside the grant's folders the
/// message does not exist for the caller. A read of it is noted when it is from outside.
pub(crate) async fn message(
    state: &AppState,
    caller: &Caller,
    op: Operation,
    row: &IndexedRow,
) -> Result<(), ApiError> {
    let m = &row.message;
    if folders_reached(state, caller, op, &m.account_id, &row.user_id).await?.contains(&m.folder_id) {
        if op == Operation::MessageRead {
            crate::untrusted::note_message(state, &caller.principal.token_id, row).await;
        }
        Ok(())
    } else {
        Err(Error::not_found("Message").into())
    }
}

/// An account the caller may act on with its route's operation: one no right reaches is a 404,
/// one it sees without this right a 403.
pub(crate) async fn record(state: &AppState, caller: &Caller, id: &str) -> Result<AccountRecord, ApiError> {
    Ok(account(state, caller, id).await?.0)
}

/// The accounts on which the caller holds `op`, oldest first.
pub(crate) async fn accounts_with(state: &AppState, caller: &Caller, op: Operation) -> Result<Vec<Account>, ApiError> {
    let now = Timestamp::now();
    Ok(state
        .store
        .all_accounts()
        .await?
        .into_iter()
        .map(|r| r.account)
        .filter(|a| caller.principal.folders_for(op, target(a), now).is_some())
        .collect())
}

/// The folder an API parameter names: a folder id, or a role (`inbox`, `sent`, …).
pub(crate) async fn resolve_folder(state: &AppState, account: &Account, wanted: &str) -> Result<FolderRecord, Error> {
    let folders = state.store.folder_states(&account.id).await.map_err(internal)?;
    folders
        .into_iter()
        .find(|f| f.folder.id == wanted || f.folder.role.as_deref() == Some(&wanted.to_ascii_lowercase()))
        .ok_or_else(|| Error::new(ErrorCode::NotFound, "Folder not found."))
}

#[cfg(test)]
mod tests {
    use super::*;
    use postern_core::model::Folder;

    fn folders(delimiter: &str) -> Vec<FolderRecord> {
        ["INBOX", "Work", "Work.Private", "Work/Sub", "Workshop"]
            .iter()
            .map(|name| FolderRecord {
                folder: Folder {
                    id: format!("fld_{name}"),
                    account_id: "acc_1".into(),
                    name: name.to_string(),
                    role: (*name == "INBOX").then(|| "inbox".into()),
                    selectable: true,
                    message_count: 0,
                    unread_count: 0,
                },
                raw_name: name.to_string(),
                delimiter: Some(delimiter.into()),
                cursor: None,
            })
            .collect()
    }

    fn reached(delimiter: &str, spec: &str) -> Vec<String> {
        let narrowing = Folders { layers: vec![vec![spec.into()]] };
        let Reach::Only(ids) = resolve(&folders(delimiter), &narrowing) else { panic!("narrowed") };
        let mut names: Vec<String> = ids.into_iter().map(|id| id.trim_start_matches("fld_").to_string()).collect();
        names.sort();
        names
    }

    #[test]
    fn subfolders_are_reached_by_the_servers_own_delimiter_only() {
        assert_eq!(reached("/", "work"), ["Work", "Work/Sub"]);
        assert_eq!(reached(".", "Work"), ["Work", "Work.Private"]);
        assert_eq!(reached("/", "fld_Work"), ["Work", "Work/Sub"], "by id, with its subfolders");
        assert_eq!(reached("/", "inbox"), ["INBOX"]);
    }
}
