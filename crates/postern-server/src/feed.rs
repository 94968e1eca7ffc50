//! The change feed as its readers share it: positions (`chg_<n>`, where a read starts), what a
//! caller's feed covers by its rights, and the purge of what is past the retention window. Its
//! routes are `changes`; the webhook delivery reads the same log through it.

use crate::AppState;
use crate::error::ApiError;
use crate::gate::Caller;
use crate::reach::{self, Reach};
use postern_core::rights::Operation;
use postern_core::{Error, ErrorCode, Timestamp};
use postern_store::{FeedBounds, FeedScope, Store};
use std::time::Duration;

const PREFIX: &str = "chg_";
/// How often old events are purged.
const PURGE_EVERY: Duration = Duration::from_secs(3600);

pub(crate) fn cursor(seq: i64) -> String {
    format!("{PREFIX}{seq}")
}

/// A position from the request: `None` when absent (start from now).
pub(crate) fn position(value: Option<&str>, field: &str) -> Result<Option<i64>, Error> {
    match value.map(str::trim) {
        None | Some("") => Ok(None),
        Some(v) => v
            .strip_prefix(PREFIX)
            .and_then(|n| n.parse::<i64>().ok())
            .filter(|n| *n >= 0)
            .map(Some)
            .ok_or_else(|| Error::invalid_field(field, "must be a cursor from this feed (chg_…)")),
    }
}

/// Where to start reading: after `since`, or after the last change now. A position before the
/// horizon (purged) or past the last one (not issued by this database) cannot be resumed.
pub(crate) fn start(bounds: FeedBounds, since: Option<i64>) -> Result<i64, ApiError> {
    match since {
        None => Ok(bounds.last),
        Some(n) if n < bounds.horizon || n > bounds.last => Err(Error::new(
            ErrorCode::CursorExpired,
            "This cursor is outside the change feed's retention window (or from another database); start again without `since`.",
        )
        .into()),
        Some(n) => Ok(n),
    }
}

/// What the caller's feed shows: the accounts (or, where grants narrow folders, the folders) on
/// which it may list changes, and the inbox spaces it may read; for the whole log (webhooks),
/// also the accounts it may read and its own id (a deleted account's event reaches its owner).
pub(crate) async fn scope(state: &AppState, caller: &Caller) -> Result<FeedScope, ApiError> {
    let now = Timestamp::now();
    let mut scope = FeedScope { owner: Some(caller.principal.user_id.clone()), ..FeedScope::default() };
    for record in state.store.all_accounts().await? {
        let account = record.account;
        let target = reach::target(&account);
        if caller.principal.folders_for(Operation::AccountRead, target, now).is_some() {
            scope.account_events.push(account.id.clone());
        }
        if caller.principal.folders_for(Operation::ChangeList, target, now).is_none() {
            continue;
        }
        match reach::folders_reached(state, caller, Operation::ChangeList, &account.id, &account.user_id).await? {
            Reach::All => scope.accounts.push(account.id),
            Reach::Only(folders) => scope.folders.extend(folders),
        }
    }
    scope.spaces = caller.principal.spaces_for(Operation::ChangeList, now);
    Ok(scope)
}

/// Purges events older than `retention` (keeping for `webhook_keep` more what a webhook endpoint
/// has not had yet), audit records older than `audit` (if set), and web UI sessions and setup
/// links that ended a day ago, at start and hourly, until shutdown.
pub fn start_purging(
    store: Store,
    retention: Duration,
    webhook_keep: Duration,
    audit: Option<Duration>,
    mut shutdown: tokio::sync::watch::Receiver<bool>,
) {
    tokio::spawn(async move {
        loop {
            let ago = |d: Duration| Timestamp(Timestamp::now().micros() - d.as_micros() as i64);
            // A purge the store closed under says nothing: the server is stopping.
            let failed = |what: &str, e: postern_store::StoreError| {
                if !*shutdown.borrow() {
                    tracing::warn!(error = %e, "purging {what} failed");
                }
            };
            match store.purge_changes_keeping(ago(retention), ago(retention + webhook_keep)).await {
                Ok(0) => {}
                Ok(n) => tracing::info!(events = n, "purged events past the retention window"),
                Err(e) => failed("old events", e),
            }
            if let Some(audit) = audit {
                match store.purge_audit(ago(audit)).await {
                    Ok(0) => {}
                    Ok(n) => tracing::info!(records = n, "purged audit records past the retention window"),
                    Err(e) => failed("old audit records", e),
                }
            }
            // Ended web UI sessions, expired setup links, lockout counters of yesterday.
            if let Err(e) = store.purge_ui_access(ago(Duration::from_secs(24 * 3600))).await {
                failed("ended web UI sessions", e);
            }
            tokio::select! {
                _ = tokio::time::sleep(PURGE_EVERY) => {}
                _ = shutdown.wait_for(|s| *s) => return,
            }
        }
    });
}
