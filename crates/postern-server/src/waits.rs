//! Long-poll waits: `GET /inboxes/{id}/messages/wait`.
//!
//! Race-free by construction: a wait registers for its inbox's wake-ups *before* it queries the
//! store, so a message committed between the query and the sleep still wakes it. The cutoff is
//! echoed in `Mailsocket-Wait-Since` (and `Postern-Wait-Since`) on every answer and never moves
//! forward, so a client that chains calls with it cannot miss a message that landed between them.

use crate::AppState;
use crate::error::{ApiError, ApiResult};
use crate::gate::Caller;
use crate::inboxes::authorized_inbox;
use crate::params::Params;
use axum::Json;
use axum::extract::{Path, State};
use axum::http::{HeaderName, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use postern_core::{Error, ErrorCode, Timestamp};
use postern_store::{Store, WaitMatch};
use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::Duration;
use tokio::sync::Notify;

/// The header with the cutoff a wait used, as the mailsocket SDK reads it.
pub const MAILSOCKET_WAIT_SINCE: &str = "mailsocket-wait-since";
/// The same value under our own name.
pub const POSTERN_WAIT_SINCE: &str = "postern-wait-since";
/// Longest a single wait call blocks.
pub const MAX_WAIT_SECONDS: f64 = 25.0;

/// Wake-ups per inbox, and the caps on concurrent waits.
#[derive(Clone)]
pub struct WaitHub {
    inner: Arc<HubInner>,
}

struct HubInner {
    /// Inbox id → (its wake-up, how many waits hold it).
    inboxes: Mutex<HashMap<String, (Arc<Notify>, usize)>>,
    /// Token id → its waits in flight, and the total.
    slots: Mutex<(HashMap<String, usize>, usize)>,
    per_token: usize,
    total: usize,
}

impl WaitHub {
    /// Starts the task that turns committed deliveries into wake-ups.
    pub fn start(store: &Store, per_token: usize, total: usize) -> WaitHub {
        let hub = WaitHub {
            inner: Arc::new(HubInner {
                inboxes: Mutex::new(HashMap::new()),
                slots: Mutex::new((HashMap::new(), 0)),
                per_token,
                total,
            }),
        };
        let mut committed = store.subscribe();
        let weak = Arc::downgrade(&hub.inner);
        tokio::spawn(async move {
            loop {
                let received = committed.recv().await;
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

    fn acquire(&self, token_id: &str) -> Result<SlotGuard, Error> {
        let mut slots = self.inner.slots.lock().expect("wait slots lock");
        if slots.1 >= self.inner.total {
            return Err(Error::new(
                ErrorCode::WaitCapacity,
                "The server is holding as many waits as it can; retry shortly.",
            )
            .retry_after(1));
        }
        let mine = slots.0.entry(token_id.to_string()).or_default();
        if *mine >= self.inner.per_token {
            let cap = self.inner.per_token;
            return Err(Error::new(
                ErrorCode::TooManyWaitRequests,
                format!("Too many concurrent waits for this token (max {cap}); let one finish, then retry."),
            )
            .retry_after(1));
        }
        *mine += 1;
        slots.1 += 1;
        Ok(SlotGuard { hub: self.clone(), token_id: token_id.to_string() })
    }

    fn register(&self, inbox_id: &str) -> Registration {
        let mut inboxes = self.inner.inboxes.lock().expect("wait hub lock");
        let entry = inboxes.entry(inbox_id.to_string()).or_insert_with(|| (Arc::new(Notify::new()), 0));
        entry.1 += 1;
        Registration { hub: self.clone(), inbox_id: inbox_id.to_string(), notify: entry.0.clone() }
    }
}

struct SlotGuard {
    hub: WaitHub,
    token_id: String,
}

impl Drop for SlotGuard {
    fn drop(&mut self) {
        let mut slots = self.hub.inner.slots.lock().expect("wait slots lock");
        if let Some(n) = slots.0.get_mut(&self.token_id) {
            *n -= 1;
            if *n == 0 {
                slots.0.remove(&self.token_id);
            }
        }
        slots.1 -= 1;
    }
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

/// Resolves `since` to an inclusive cutoff. See docs/API.md for every form.
async fn cutoff(
    state: &AppState,
    inbox_id: &str,
    since: Option<&str>,
    request_start: Timestamp,
) -> ApiResult<Timestamp> {
    let Some(since) = since.map(str::trim) else { return Ok(request_start) };
    if since.is_empty() {
        return Ok(request_start);
    }
    if since.starts_with("msg_") {
        // After that message; an unknown id means "from the beginning", as in mailsocket.
        return Ok(match state.store.received_at(inbox_id, since).await? {
            Some(at) => Timestamp(at.micros() + 1),
            None => Timestamp::EPOCH,
        });
    }
    Timestamp::parse_unix_seconds(since).or_else(|| Timestamp::parse_iso(since)).ok_or_else(|| {
        ApiError(Error::invalid_field("since", "must be 0, unix seconds, an ISO 8601 date-time, or a message id"))
    })
}

pub async fn wait(
    State(state): State<AppState>,
    caller: Caller,
    Path(id): Path<String>,
    params: Params,
) -> ApiResult<Response> {
    let request_start = Timestamp::now();
    let inbox = authorized_inbox(&state, &caller, &id).await?;
    let timeout =
        params.number("timeout", f64::MIN, f64::MAX)?.unwrap_or(MAX_WAIT_SECONDS).clamp(1.0, MAX_WAIT_SECONDS);
    let min_confidence = params.number("min_confidence", 0.0, 1.0)?.unwrap_or(0.0);
    let want = match params.get("require").unwrap_or("any") {
        "otp" => WaitMatch::Otp { min_confidence },
        "link" => WaitMatch::Link,
        "any" | "" => WaitMatch::Any { min_confidence },
        _ => return Err(Error::invalid_field("require", "must be otp, link or any").into()),
    };
    let cutoff = cutoff(&state, &inbox.id, params.get("since"), request_start).await?;
    let outcome = hold(&state, &caller, &inbox, cutoff, want, timeout).await;
    let since_header = HeaderValue::from_str(&cutoff.to_string()).expect("a timestamp is a valid header value");
    let mut response = match outcome {
        Ok(Some(message)) => Json(serde_json::json!({ "data": message })).into_response(),
        Ok(None) => StatusCode::NO_CONTENT.into_response(),
        Err(e) => e.into_response(),
    };
    let headers = response.headers_mut();
    headers.insert(HeaderName::from_static(MAILSOCKET_WAIT_SINCE), since_header.clone());
    headers.insert(HeaderName::from_static(POSTERN_WAIT_SINCE), since_header);
    Ok(response)
}

/// Holds the wait until a match, the timeout or shutdown.
async fn hold(
    state: &AppState,
    caller: &Caller,
    inbox: &postern_core::model::Inbox,
    cutoff: Timestamp,
    want: WaitMatch,
    timeout: f64,
) -> ApiResult<Option<postern_core::model::Message>> {
    if !inbox.is_enabled {
        return Err(Error::new(ErrorCode::InboxDisabled, "This inbox is disabled. Enable it to receive mail.").into());
    }
    let _slot = state.waits.acquire(&caller.principal.token_id)?;
    let registration = state.waits.register(&inbox.id);
    let deadline = tokio::time::Instant::now() + Duration::from_secs_f64(timeout);
    let mut shutdown = state.shutdown.clone();
    let found = loop {
        let notified = registration.notify.notified();
        tokio::pin!(notified);
        notified.as_mut().enable();
        if let Some(message) = state.store.first_match(&inbox.id, cutoff, want).await? {
            break Some(message);
        }
        tokio::select! {
            _ = &mut notified => continue,
            _ = tokio::time::sleep_until(deadline) => break None,
            _ = shutdown.wait_for(|stop| *stop) => break None,
        }
    };
    Ok(found)
}
