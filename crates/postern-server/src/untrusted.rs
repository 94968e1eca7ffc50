//! Which tokens have read mail from outside an account's own addresses, and when: a grant's
//! `approval: "after_untrusted"` holds a send made within the window after such a read, since
//! what was read may have told the agent to send (docs/AGENT_SAFETY.md). Kept in the store, so
//! that a read at one instance holds a send at another; written at most every few seconds per
//! token.

use postern_core::Timestamp;
use postern_core::model::Address;
use postern_store::Store;
use std::collections::HashMap;
use std::sync::Mutex;
use std::time::Duration;

/// Most tokens remembered as noted; past it the memory starts again (and writes again).
const REMEMBERED: usize = 100_000;

/// The tokens this instance noted lately, and when.
#[derive(Debug, Default)]
pub(crate) struct UntrustedReads {
    noted: Mutex<HashMap<String, i64>>,
}

impl UntrustedReads {
    /// How often a token's read is written at most: well inside the window, so that the stored
    /// time is never so old that a send inside the window goes unheld.
    fn rewrite_after(window: Duration) -> i64 {
        (window.as_micros() as i64 / 10).min(30_000_000)
    }

    /// Whether `token_id` was noted lately here (nothing to look up or write).
    pub(crate) fn noted_lately(&self, token_id: &str, window: Duration) -> bool {
        let now = Timestamp::now().micros();
        let noted = self.noted.lock().unwrap_or_else(|e| e.into_inner());
        noted.get(token_id).is_some_and(|at| now - at < Self::rewrite_after(window))
    }

    /// Notes that `token_id` read mail from outside now.
    pub(crate) async fn note(&self, store: &Store, token_id: &str, window: Duration) {
        if self.noted_lately(token_id, window) {
            return;
        }
        let now = Timestamp::now();
        {
            let mut noted = self.noted.lock().unwrap_or_else(|e| e.into_inner());
            if noted.len() >= REMEMBERED {
                noted.clear();
            }
            noted.insert(token_id.to_string(), now.micros());
        }
        if let Err(e) = store.note_untrusted_read(token_id, now).await {
            tracing::warn!(error = %e, "a read of mail from outside could not be noted");
            self.noted.lock().unwrap_or_else(|e| e.into_inner()).remove(token_id);
        }
    }
}

/// Whether a message from `from` is from outside an account whose own address is `own`.
pub(crate) fn from_outside(from: &[Address], own: &str) -> bool {
    from.is_empty() || from.iter().any(|a| !a.email.eq_ignore_ascii_case(own))
}

/// Notes a read of the account message `row` by `token_id` when its sender is not the account's
/// own address.
pub(crate) async fn note_message(state: &crate::AppState, token_id: &str, row: &postern_store::IndexedRow) {
    let window = state.config.approval_untrusted_window;
    if state.untrusted.noted_lately(token_id, window) {
        return;
    }
    let own = state.store.account(&row.message.account_id).await.ok().flatten().map(|r| r.account.email);
    if own.is_none_or(|own| from_outside(&row.message.from, &own)) {
        state.untrusted.note(&state.store, token_id, window).await;
    }
}

/// Notes a read of mail that is all from outside (disposable inboxes, threads, waits).
pub(crate) async fn note(state: &crate::AppState, token_id: &str) {
    state.untrusted.note(&state.store, token_id, state.config.approval_untrusted_window).await;
}
