//! Long-poll waits: `GET /inboxes/{id}/messages/wait`.
//!
//! Race-free by construction: a wait registers for its inbox's wake-ups *before* it queries the
//! store, so a message committed between the query and the sleep still wakes it. The cutoff is
//! echoed in `Mailsocket-Wait-Since` (and `Postern-Wait-Since`) on every answer and never moves
//! forward, so a client that chains calls with it cannot miss a message that landed between them.

use crate::AppState;
use crate::caps::{Caps, Limits, Over};
use crate::error::internal;
use crate::error::{ApiError, ApiResult};
use crate::gate::Caller;
use crate::local::{LocalOps, MAX_WAIT_SECONDS, clamp_timeout, since_time, want_of};
use crate::metrics::Via;
use crate::params::{Params, Path};
use crate::views::{AccountMessageView, Data, ErrorBody, InboxMessageView};
use axum::Json;
use axum::extract::State;
use axum::http::{HeaderName, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use postern_core::ops::{Require, WaitCall};
use postern_core::rights::Principal;
use postern_core::{Error, ErrorCode, Timestamp};
use postern_store::Store;
use serde::Serialize;
use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::Duration;
use tokio::sync::Notify;

/// The header with the cutoff a wait used, as the mailsocket SDK reads it.
pub const MAILSOCKET_WAIT_SINCE: &str = "mailsocket-wait-since";
/// The same value under our own name.
pub const POSTERN_WAIT_SINCE: &str = "postern-wait-since";

/// Wake-ups per inbox, and the caps on concurrent waits.
#[derive(Clone)]
pub struct WaitHub {
    inner: Arc<HubInner>,
}

struct HubInner {
    /// Inbox id → (its wake-up, how many waits hold it).
    inboxes: Mutex<HashMap<String, (Arc<Notify>, usize)>>,
    /// Waits in flight, per token, per user and in total.
    slots: Arc<Caps>,
}

impl WaitHub {
    /// The waits this instance holds open now (inboxes and folders, REST and MCP).
    pub fn open(&self) -> usize {
        self.inner.slots.held()
    }

    /// Starts the task that turns committed deliveries into wake-ups.
    pub fn start(store: &Store, per_token: usize, per_user: usize, total: usize) -> WaitHub {
        let hub = WaitHub {
            inner: Arc::new(HubInner {
                inboxes: Mutex::new(HashMap::new()),
                slots: Caps::across(Limits { per_token, per_user, total }, "wait"),
            }),
        };
        let mut committed = store.subscribe();
        let mut missed = store.watch_missed();
        let weak = Arc::downgrade(&hub.inner);
        tokio::spawn(async move {
            loop {
                let received = tokio::select! {
                    received = committed.recv() => received,
                    // Other instances' commits may have gone unheard: as when fallen behind.
                    Ok(()) = missed.changed() => Err(tokio::sync::broadcast::error::RecvError::Lagged(0)),
                };
                let Some(inner) = weak.upgrade() else { return };
                let inboxes = inner.inboxes.lock().expect("wait hub lock");
                match received {
                    Ok(c) => {
                        if let Some((notify, _)) = inboxes.get(&c.inbox_id) {
                            notify.notify_waiters();
                        }
                    }
                    // Fell behind: wake everyone; each wait re-queries the store.
                    Err(tokio::sync::broadcast::error::RecvError::Lagged(_)) => {
                        inboxes.values().for_each(|(n, _)| n.notify_waiters());
                    }
                    Err(tokio::sync::broadcast::error::RecvError::Closed) => return,
                }
            }
        });
        hub
    }

    /// Holds one wait on a mailbox (an inbox or a folder) until `query` finds a match, the
    /// timeout passes or the server shuts down. `query` runs once at the start and again after
    /// every wake-up; the wake-up is armed before each query, so a commit in between is not lost.
    /// The metrics count it as asked `via`, and time an answer from when `stored` says its
    /// message was stored (when known).
    pub(crate) async fn hold<T, F, Fut>(
        &self,
        state: &AppState,
        principal: &Principal,
        (mailbox_id, via): (&str, Via),
        timeout: f64,
        mut query: F,
        stored: impl Fn(&T) -> Option<Timestamp>,
    ) -> Result<Option<T>, Error>
    where
        F: FnMut() -> Fut,
        Fut: Future<Output = Result<Option<T>, Error>>,
    {
        let _slot = self.inner.slots.acquire_across(&state.store, principal).await.map_err(too_many)?;
        let _open = state.metrics.wait_open(via);
        let began = Timestamp::now();
        let found = self.held(state, mailbox_id, timeout, &mut query).await;
        if let Ok(found) = &found {
            state.metrics.wait_ended(via, began, found.as_ref().map(|f| stored(f).unwrap_or(Timestamp::EPOCH)));
        }
        found
    }

    async fn held<T, F, Fut>(
        &self,
        state: &AppState,
        mailbox_id: &str,
        timeout: f64,
        query: &mut F,
    ) -> Result<Option<T>, Error>
    where
        F: FnMut() -> Fut,
        Fut: Future<Output = Result<Option<T>, Error>>,
    {
        let registration = self.register(mailbox_id);
        let deadline = tokio::time::Instant::now() + Duration::from_secs_f64(timeout);
        let mut shutdown = state.shutdown.clone();
        loop {
            let notified = registration.notify.notified();
            tokio::pin!(notified);
            notified.as_mut().enable();
            if let Some(found) = query().await? {
                return Ok(Some(found));
            }
            tokio::select! {
                _ = &mut notified => continue,
                _ = tokio::time::sleep_until(deadline) => return Ok(None),
                _ = shutdown.wait_for(|stop| *stop) => return Ok(None),
            }
        }
    }

    fn register(&self, inbox_id: &str) -> Registration {
        let mut inboxes = self.inner.inboxes.lock().expect("wait hub lock");
        let entry = inboxes.entry(inbox_id.to_string()).or_insert_with(|| (Arc::new(Notify::new()), 0));
        entry.1 += 1;
        Registration { hub: self.clone(), inbox_id: inbox_id.to_string(), notify: entry.0.clone() }
    }
}

/// The answer to a wait over a cap.
fn too_many(over: Over) -> Error {
    let (code, message) = match over {
        Over::Total(_) => {
            (ErrorCode::WaitCapacity, "The server is holding as many waits as it can; retry shortly.".into())
        }
        Over::Token(cap) => (
            ErrorCode::TooManyWaitRequests,
            format!("Too many concurrent waits for this token (max {cap}); let one finish, then retry."),
        ),
        Over::User(cap) => (
            ErrorCode::TooManyWaitRequests,
            format!(
                "Too many concurrent waits for this user's tokens together (max {cap}); let one finish, then retry."
            ),
        ),
    };
    Error::new(code, message).retry_after(1)
}

struct Registration {
    hub: WaitHub,
    inbox_id: String,
    notify: Arc<Notify>,
}

impl Drop for Registration {
    fn drop(&mut self) {
        let mut inboxes = self.hub.inner.inboxes.lock().expect("wait hub lock");
        if let Some(entry) = inboxes.get_mut(&self.inbox_id) {
            entry.1 -= 1;
            if entry.1 == 0 {
                inboxes.remove(&self.inbox_id);
            }
        }
    }
}

/// The parameters of a wait (docs/API.md, Waits).
#[derive(Debug, utoipa::IntoParams)]
#[allow(dead_code)] // a schema (contract::document); the handler reads the query itself
#[into_params(parameter_in = Query)]
pub struct WaitParams {
    /// Seconds, a float, clamped to 1–25 (default 25).
    pub timeout: Option<f64>,
    /// `otp` (a code with `otp_confidence >= min_confidence`), `link` (a magic link) or `any`
    /// (default).
    #[param(pattern = "^(otp|link|any)?$")]
    pub require: Option<String>,
    /// The cutoff: empty for the time the request started, `0` for the beginning, unix seconds,
    /// an ISO 8601 time (inclusive), or a message id (exclusive).
    pub since: Option<String>,
    /// 0–1 (default 0); applies to codes.
    #[param(minimum = 0, maximum = 1)]
    pub min_confidence: Option<f64>,
    /// Only mail whose DMARC-aligned, authenticated domain is this one or a subdomain of it
    /// (inbox waits; docs/SENDER_AUTH.md).
    #[param(max_length = 253)]
    pub from_domain: Option<String>,
    /// `true`: only mail whose `From:` domain passed DMARC (inbox waits).
    pub require_authenticated: Option<bool>,
}

/// The parameters of a wait call, shared by inbox and folder waits.
fn wait_call(id: String, params: &Params) -> Result<WaitCall, ApiError> {
    let require = match params.get("require").unwrap_or("any") {
        "otp" => Require::Otp,
        "link" => Require::Link,
        "any" | "" => Require::Any,
        _ => return Err(Error::invalid_field("require", "must be otp, link or any").into()),
    };
    Ok(WaitCall {
        inbox_id: id,
        require,
        since: params.get("since").map(str::to_string),
        min_confidence: params.number("min_confidence", 0.0, 1.0)?,
        timeout: params.number("timeout", f64::MIN, f64::MAX)?.unwrap_or(MAX_WAIT_SECONDS),
        from_domain: params.get("from_domain").filter(|d| !d.is_empty()).map(str::to_string),
        require_authenticated: match params.get("require_authenticated").unwrap_or("false") {
            "true" => true,
            "false" | "" => false,
            _ => return Err(Error::invalid_field("require_authenticated", "must be true or false").into()),
        },
    })
}

/// Wait for a message.
///
/// The oldest message after the cutoff that meets `require`, at once or as soon as one
/// arrives; 204 at the timeout. Every answer once the cutoff is known carries it in
/// `Postern-Wait-Since` (and `Mailsocket-Wait-Since`): send it back as `since` to miss nothing.
#[utoipa::path(
    get,
    path = "/inboxes/{id}/messages/wait",
    operation_id = "inboxes_messages_wait",
    tag = "inboxes",
    params(("id" = String, Path, description = "`inbox_…`"), WaitParams),
    responses(
        (status = 200, description = "The message.", body = Data<InboxMessageView>, headers(
            ("Postern-Wait-Since" = String, description = "The cutoff used."),
            ("Mailsocket-Wait-Since" = String, description = "The cutoff used."),
        )),
        (status = 204, description = "Nothing came before the timeout.", headers(
            ("Postern-Wait-Since" = String, description = "The cutoff used."),
            ("Mailsocket-Wait-Since" = String, description = "The cutoff used."),
        )),
        (status = 409, description = "`inbox_disabled`.", body = ErrorBody),
        (status = 429, description = "`too_many_wait_requests`, `wait_capacity`: concurrent waits over a cap; also `rate_limited`.", body = ErrorBody, headers(("Retry-After" = u64, description = "Seconds."))),
    )
)]
pub async fn wait(
    State(state): State<AppState>,
    caller: Caller,
    Path(id): Path<String>,
    params: Params,
) -> ApiResult<Response> {
    let request_start = Timestamp::now();
    let call = wait_call(id, &params)?;
    let (cutoff, outcome) =
        LocalOps { state, principal: caller.principal }.wait_call(&call, request_start, Via::Rest).await;
    Ok(answer(cutoff, outcome))
}

/// Wait for a message in a folder.
///
/// The inbox wait on a folder of a connected account (default: the INBOX). A message counts
/// from when Postern indexed it.
#[utoipa::path(
    get,
    path = "/accounts/{id}/messages/wait",
    operation_id = "accounts_messages_wait",
    tag = "accounts",
    params(
        ("id" = String, Path, description = "`acc_…`"),
        ("folder" = Option<String>, Query, description = "A folder id or role (default `inbox`)."),
        WaitParams,
    ),
    responses(
        (status = 200, description = "The message.", body = Data<AccountMessageView>, headers(
            ("Postern-Wait-Since" = String, description = "The cutoff used."),
            ("Mailsocket-Wait-Since" = String, description = "The cutoff used."),
        )),
        (status = 204, description = "Nothing came before the timeout.", headers(
            ("Postern-Wait-Since" = String, description = "The cutoff used."),
            ("Mailsocket-Wait-Since" = String, description = "The cutoff used."),
        )),
        (status = 429, description = "`too_many_wait_requests`, `wait_capacity`: concurrent waits over a cap; also `rate_limited`.", body = ErrorBody, headers(("Retry-After" = u64, description = "Seconds."))),
    )
)]
pub async fn folder_wait(
    State(state): State<AppState>,
    caller: Caller,
    Path(id): Path<String>,
    params: Params,
) -> ApiResult<Response> {
    let request_start = Timestamp::now();
    let call = wait_call(id, &params)?;
    let (record, reach) = crate::reach::account(&state, &caller, &call.inbox_id).await?;
    let folder = crate::reach::resolve_folder(&state, &record.account, params.get("folder").unwrap_or("inbox")).await?;
    if !reach.contains(&folder.folder.id) {
        return Err(Error::new(postern_core::ErrorCode::NotFound, "Folder not found.").into());
    }
    let want = want_of(&call)?;
    // The provider's verdict decides (docs/SENDER_AUTH.md).
    let sender = crate::local::sender_match(call.from_domain.as_deref(), call.require_authenticated)?;
    let folder_id = folder.folder.id.as_str();
    let cutoff = match call.since.as_deref().map(str::trim).filter(|s| !s.is_empty()) {
        None => request_start,
        Some(since) if since.starts_with("msg_") => match state.store.indexed_message(since).await? {
            Some(row) if row.message.folder_id == folder_id => Timestamp(row.seen_at.micros() + 1),
            _ => Timestamp::EPOCH,
        },
        Some(since) => since_time(since)?,
    };
    let timeout = clamp_timeout(call.timeout);
    // Check this folder often while the wait lasts: new mail is indexed within 0.1 s.
    let until = tokio::time::Instant::now() + Duration::from_secs_f64(timeout);
    state.syncer.hurry(&record.account.id, &folder.folder.id, until);
    let (store, sender) = (&state.store, &sender);
    let query = || async move { store.first_folder_match(folder_id, cutoff, want, sender).await.map_err(internal) };
    // A folder's message counts from when it was indexed, which the match does not carry.
    let outcome = state.waits.hold(&state, &caller.principal, (folder_id, Via::Rest), timeout, query, |_| None).await;
    Ok(answer(Some(cutoff), outcome))
}

/// A wait's HTTP answer: 200 with the match, 204 without, or the error; the cutoff in both
/// headers whenever it is known.
pub(crate) fn answer<T: Serialize>(cutoff: Option<Timestamp>, outcome: Result<Option<T>, Error>) -> Response {
    let mut response = match outcome {
        Ok(Some(message)) => Json(serde_json::json!({ "data": message })).into_response(),
        Ok(None) => StatusCode::NO_CONTENT.into_response(),
        Err(e) => ApiError(e).into_response(),
    };
    if let Some(cutoff) = cutoff {
        let since = HeaderValue::from_str(&cutoff.to_string()).expect("a timestamp is a valid header value");
        let headers = response.headers_mut();
        headers.insert(HeaderName::from_static(MAILSOCKET_WAIT_SINCE), since.clone());
        headers.insert(HeaderName::from_static(POSTERN_WAIT_SINCE), since);
    }
    response
}
