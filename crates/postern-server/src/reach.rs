//! What an account operation reaches: the account check of the one decision point
//! ([`postern_core::rights::allow`]) and the folders a grant narrows it to, resolved against the
//! account's folder list (roles, names or ids, each with its subfolders).

use crate::AppState;
use crate::error::ApiError;
use crate::gate::Caller;
use crate::local::internal;
use postern_core::Error;
use postern_core::model::Account;
use postern_core::rights::{Folders, Operation, Resource, Target};
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
    name == spec || name.strip_prefix(&spec).is_some_and(|rest| rest.starts_with(['/', '.']))
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
                || folders.iter().any(|parent| {
                    names(spec, parent)
                        && folder
                            .folder
                            .name
                            .strip_prefix(&parent.folder.name)
                            .is_some_and(|r| r.starts_with(['/', '.']))
                })
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
    let record = state.store.account(id)?.ok_or_else(|| Error::not_found("Account"))?;
    let reach = folders_reached(state, caller, caller.operation, id, &record.account.user_id).await?;
    Ok((record, reach))
}

/// Checks that `op` may touch the indexed message `row`: outside the grant's folders the
/// message does not exist for the caller.
pub(crate) async fn message(
    state: &AppState,
    caller: &Caller,
    op: Operation,
    row: &IndexedRow,
) -> Result<(), ApiError> {
    let m = &row.message;
    if folders_reached(state, caller, op, &m.account_id, &row.user_id).await?.contains(&m.folder_id) {
        Ok(())
    } else {
        Err(Error::not_found("Message").into())
    }
}
