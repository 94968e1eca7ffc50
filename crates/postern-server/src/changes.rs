//! The change feed: `GET /changes` (every account and inbox of the caller), `GET
//! /accounts/{id}/changes` (one account), and `GET /changes/stream`, the same as Server-Sent
//! Events that resume from `Last-Event-ID`. A position is `chg_<n>`; it survives restarts, and one
//! from before the retention window answers 410 `cursor_expired`.

use crate::AppState;
use crate::caps::{Over, Slot};
use crate::error::{ApiError, ApiResult};
use crate::feed::{cursor, position, scope, start};
use crate::gate::{Caller, Credential, authenticate};
use crate::params::{Params, Path};

use crate::views::{ErrorBody, Pagination};
use axum::Json;
use axum::body::{Body, Bytes};
use axum::extract::State;
use axum::http::{HeaderMap, HeaderValue, header};
use axum::response::{IntoResponse, Response};
use postern_core::rights::Principal;
use postern_core::{Error, ErrorCode};
use postern_store::{Change, FeedScope};
use serde::Serialize;
use serde_json::{Value, json};
use std::time::Duration;
use utoipa::ToSchema;

/// Entries per page unless `limit` says otherwise, and at most.
const PAGE: (u32, u32) = (100, 1000);
/// A comment line this often keeps proxies from closing a quiet stream.
const KEEP_ALIVE: Duration = Duration::from_secs(15);
/// The `Retry-After` of a stream refused at a cap: streams are long-lived, so not at once.
const STREAM_RETRY: u64 = 5;

// Schemas of the answers below (contract::document); `entry` and `page` build the JSON these
// mirror.

/// One change of the feed.
#[derive(Debug, Serialize, ToSchema)]
#[schema(as = Change)]
#[allow(dead_code)]
pub struct ChangeView {
    /// `evt_…`
    pub id: String,
    /// `message.received` for inbox mail; `message.created`, `message.updated` (flags),
    /// `message.moved`, `message.deleted` for account mail; `send.pending`, `send.approved`,
    /// `send.refused` for sends held for a person's approval. (Accounts' and inboxes' own
    /// events, `account.*` and `inbox.*`, reach webhooks only.)
    #[serde(rename = "type")]
    pub kind: String,
    #[schema(format = DateTime)]
    pub at: String,
    /// The message it is about (`msg_…`).
    #[schema(required = true)]
    pub message_id: Option<String>,
    /// An inbox's change.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub inbox_id: Option<String>,
    /// An account's change.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub account_id: Option<String>,
    /// The folder of the message (for a move, the folder it went to).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub folder_id: Option<String>,
    /// The held send a `send.*` change is about (`snd_…`, `/sends/{id}`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub send_id: Option<String>,
    /// Its position (`chg_<n>`): resume after it.
    pub cursor: String,
}

/// A page of the feed, oldest first.
#[derive(Debug, Serialize, ToSchema)]
#[schema(as = ChangePage)]
#[allow(dead_code)]
pub struct ChangePageView {
    pub data: Vec<ChangeView>,
    pub pagination: Pagination,
    /// Where the page ends (`chg_<n>`): pass it as `since` to resume exactly after it.
    pub cursor: String,
}

fn entry(c: &Change) -> Value {
    let mut entry = json!({
        "id": c.id,
        "type": c.kind,
        "at": c.at,
        "message_id": c.message_id,
        "cursor": cursor(c.seq),
    });
    for (key, value) in [("inbox_id", &c.inbox_id), ("account_id", &c.account_id), ("folder_id", &c.folder_id)] {
        if let Some(value) = value {
            entry[key] = json!(value);
        }
    }
    if c.kind.starts_with("send.")
        && let Some(detail) = c.detail.as_deref().and_then(|d| serde_json::from_str::<Value>(d).ok())
    {
        entry["send_id"] = detail["send_id"].clone();
    }
    entry
}

async fn page(state: &AppState, caller: &Caller, account: Option<&str>, params: &Params) -> ApiResult<Response> {
    let limit = match params.limit()? {
        None => PAGE.0,
        Some(n) if (1..=PAGE.1).contains(&n) => n,
        Some(_) => return Err(Error::invalid_field("limit", "must be between 1 and 1000").into()),
    };
    let since = position(params.get("since"), "since")?;
    // The last position is read before the page, so that nothing committed meanwhile is skipped.
    let bounds = state.store.feed_bounds().await?;
    let last = bounds.last;
    let after = start(bounds, since)?;
    let mut found = if since.is_some() {
        let scope = scope(state, caller).await?;
        state.store.changes(&scope, account, after, limit + 1).await?
    } else {
        Vec::new()
    };
    let has_more = found.len() > limit as usize;
    found.truncate(limit as usize);
    let next = match (has_more, found.last()) {
        (true, Some(c)) => c.seq,
        (_, Some(c)) => c.seq.max(last),
        (_, None) => after.max(last),
    };
    let data: Vec<Value> = found.iter().map(entry).collect();
    Ok(Json(json!({
        "data": data,
        "pagination": { "has_more": has_more, "next_cursor": has_more.then(|| cursor(next)) },
        "cursor": cursor(next),
    }))
    .into_response())
}

/// List changes.
///
/// The caller's changes after `since`, oldest first. Without `since`, no changes and the current
/// cursor (where to start following).
#[utoipa::path(
    get,
    path = "/changes",
    operation_id = "changes_list",
    tag = "changes",
    params(
        ("since" = Option<String>, Query, pattern = "^(chg_[0-9]+)?$", description = "A `chg_…` cursor: the changes after it. Without it, no \
            changes and the current `cursor`, where to start following."),
        ("limit" = Option<u32>, Query, minimum = 1, maximum = 1000, description = "Entries per page, 1–1000 (default 100)."),
    ),
    responses(
        (status = 200, description = "One page of changes and the cursor after it.", body = ChangePageView),
        (status = 410, description = "`cursor_expired`: the cursor is from before the retention window, or not \
            issued by this database; start again without `since`.", body = ErrorBody),
    )
)]
pub async fn list(State(state): State<AppState>, caller: Caller, params: Params) -> ApiResult<Response> {
    page(&state, &caller, None, &params).await
}

/// List an account's changes.
///
/// As `GET /changes`, for one account.
#[utoipa::path(
    get,
    path = "/accounts/{id}/changes",
    operation_id = "accounts_changes_list",
    tag = "changes",
    params(
        ("id" = String, Path, description = "`acc_…`"),
        ("since" = Option<String>, Query, pattern = "^(chg_[0-9]+)?$", description = "A `chg_…` cursor: the changes after it. Without it, no \
            changes and the current `cursor`, where to start following."),
        ("limit" = Option<u32>, Query, minimum = 1, maximum = 1000, description = "Entries per page, 1–1000 (default 100)."),
    ),
    responses(
        (status = 200, description = "One page of changes and the cursor after it.", body = ChangePageView),
        (status = 410, description = "`cursor_expired`: the cursor is from before the retention window, or not \
            issued by this database; start again without `since`.", body = ErrorBody),
    )
)]
pub async fn of_account(
    State(state): State<AppState>,
    caller: Caller,
    Path(id): Path<String>,
    params: Params,
) -> ApiResult<Response> {
    let record = crate::reach::record(&state, &caller, &id).await?;
    page(&state, &caller, Some(&record.account.id), &params).await
}

/// Follow changes as Server-Sent Events.
///
/// One event per change (`id:` the cursor, `event:` the type, `data:` the JSON entry, a `Change`),
/// from `Last-Event-ID` (or `since`, or now) on, until the client leaves or the server stops; a
/// `: keep-alive` comment every 15 s when quiet.
#[utoipa::path(
    get,
    path = "/changes/stream",
    operation_id = "changes_stream",
    tag = "changes",
    params(
        ("Last-Event-ID" = Option<String>, Header, description = "The `id:` of the last event received: resume \
            after it (wins over `since`)."),
        ("since" = Option<String>, Query, pattern = "^(chg_[0-9]+)?$", description = "A `chg_…` cursor to start after; default now."),
    ),
    responses(
        (status = 200, description = "The stream of events.", content_type = "text/event-stream", body = String),
        (status = 410, description = "`cursor_expired`: the cursor is from before the retention window, or not \
            issued by this database; start again without `since`.", body = ErrorBody),
        (status = 429, description = "`too_many_streams`: the user's change streams are at the cap; \
            `stream_capacity`: the server's are; `rate_limited`: the token is over its request rate.", body = ErrorBody,
            headers(("Retry-After" = u64, description = "Seconds after which to ask again."))),
    )
)]
pub async fn stream(
    State(state): State<AppState>,
    caller: Caller,
    headers: HeaderMap,
    extensions: axum::http::Extensions,
    params: Params,
) -> ApiResult<Response> {
    let credential = Credential::of(&headers, &extensions);
    let resume = headers.get("last-event-id").and_then(|v| v.to_str().ok());
    let since = match resume {
        Some(id) => position(Some(id), "Last-Event-ID")?,
        None => position(params.get("since"), "since")?,
    };
    let after = start(state.store.feed_bounds().await?, since)?;
    let slot = state.streams.acquire_across(&state.store, &caller.principal).await.map_err(|over| {
        let error = match over {
            Over::Total(_) => {
                Error::new(ErrorCode::StreamCapacity, "The server holds as many change streams as it can.")
            }
            Over::Token(cap) | Over::User(cap) => Error::new(
                ErrorCode::TooManyStreams,
                format!("At most {cap} change streams at once for one user; close one first."),
            ),
        };
        ApiError(error.retry_after(STREAM_RETRY))
    })?;
    let reader = Reader {
        state: state.clone(),
        credential,
        caller,
        after,
        written: state.store.watch_changes(),
        shutdown: state.shutdown.clone(),
        backlog: Vec::new(),
        scope: None,
        _slot: slot,
    };
    let events = futures_util::stream::unfold(reader, |mut reader| async move {
        let chunk = reader.next().await?;
        Some((Ok::<_, std::convert::Infallible>(chunk), reader))
    });
    let headers = [
        (header::CONTENT_TYPE, HeaderValue::from_static("text/event-stream")),
        (header::CACHE_CONTROL, HeaderValue::from_static("no-store")),
        (header::HeaderName::from_static("x-accel-buffering"), HeaderValue::from_static("no")),
    ];
    Ok((headers, Body::from_stream(events)).into_response())
}

/// Follows one caller's feed for a stream. The token is checked again whenever there is news,
/// so a revoked token's stream ends and changed rights apply at once.
struct Reader {
    state: AppState,
    credential: Credential,
    caller: Caller,
    after: i64,
    written: tokio::sync::watch::Receiver<u64>,
    shutdown: tokio::sync::watch::Receiver<bool>,
    backlog: Vec<Change>,
    /// The scope last computed, for the rights and the accounts' layout it was computed with:
    /// computed again only when one of them changed.
    scope: Option<(Principal, u64, FeedScope)>,
    /// The stream's place under the caps, given back when it ends.
    _slot: Slot,
}

impl Reader {
    /// The next piece of the stream: an event, or a keep-alive comment; `None` to end it.
    async fn next(&mut self) -> Option<Bytes> {
        loop {
            if *self.shutdown.borrow() {
                return None;
            }
            if !self.backlog.is_empty() {
                let c = self.backlog.remove(0);
                self.after = c.seq;
                let data = serde_json::to_string(&entry(&c)).unwrap_or_default();
                return Some(Bytes::from(format!("id: {}\nevent: {}\ndata: {data}\n\n", cursor(c.seq), c.kind)));
            }
            // Mark the notification seen before reading, so that a commit in between wakes us.
            self.written.borrow_and_update();
            let Ok(principal) = authenticate(&self.state, &self.credential, None).await else { return None };
            let layout = self.state.store.layout_version();
            let current = self.scope.as_ref().is_some_and(|(p, v, _)| *p == principal && *v == layout);
            if !current {
                self.caller.principal = principal.clone();
                let Ok(scope) = scope(&self.state, &self.caller).await else { return None };
                self.scope = Some((principal, layout, scope));
            }
            let Some((_, _, scope)) = &self.scope else { return None };
            match self.state.store.changes(scope, None, self.after, 500).await {
                Ok(found) if !found.is_empty() => {
                    self.backlog = found;
                    continue;
                }
                Ok(_) => {}
                Err(e) => {
                    let _ = crate::error::internal(e);
                    return None;
                }
            }
            tokio::select! {
                changed = self.written.changed() => if changed.is_err() { return None },
                _ = tokio::time::sleep(KEEP_ALIVE) => return Some(Bytes::from_static(b": keep-alive\n\n")),
                _ = self.shutdown.changed() => return None,
            }
        }
    }
}
