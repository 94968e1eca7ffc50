//! Webhook endpoints (docs/WEBHOOKS.md, `webhook.manage`): `/webhooks` to make, list, change,
//! rotate, test and delete them, each the caller's own; `delivery` posts the event log to them,
//! `outbound` is the HTTP client that does (with the SSRF rules of account servers).

pub mod delivery;
mod outbound;

use crate::AppState;
use crate::error::{ApiError, ApiResult};
use crate::gate::Caller;
use crate::params::{JsonBody, Params, Path};
use axum::Json;
use axum::extract::State;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use postern_core::id::{IdKind, new_id};
use postern_core::rights::{Operation, Resource};
use postern_core::webhook::Secret;
use postern_core::{Error, Timestamp};
use postern_store::{NewWebhook, Webhook, WebhookChange};
use serde::Deserialize;
use serde_json::{Value, json};

/// How long a rotated secret signs beside the new one, unless the caller says.
const GRACE: u64 = 86_400;
/// The attempts shown with an endpoint.
const RECENT_ATTEMPTS: u32 = 20;
/// Endpoints a user may have (docs/LIMITS.md): each is a reader of the log that the delivery
/// steps through.
pub const ENDPOINTS_PER_USER: usize = 100;

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CreateBody {
    url: String,
    #[serde(default)]
    events: Option<Vec<String>>,
    #[serde(default)]
    accounts: Option<Vec<String>>,
    #[serde(default)]
    inboxes: Option<Vec<String>>,
    #[serde(default)]
    folders: Option<Vec<String>>,
    #[serde(default)]
    description: Option<String>,
    #[serde(default)]
    enabled: Option<bool>,
}

#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct UpdateBody {
    #[serde(default)]
    url: Option<String>,
    #[serde(default)]
    events: Option<Vec<String>>,
    #[serde(default)]
    accounts: Option<Vec<String>>,
    #[serde(default)]
    inboxes: Option<Vec<String>>,
    #[serde(default)]
    folders: Option<Vec<String>>,
    #[serde(default)]
    description: Option<String>,
    #[serde(default)]
    enabled: Option<bool>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ReplayBody {
    /// A change-feed cursor (`chg_…`) or an ISO 8601 time.
    since: String,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RedeliverBody {
    event_id: String,
}

#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RotateBody {
    /// How long the old secret keeps signing (0: not at all).
    #[serde(default)]
    grace_seconds: Option<u64>,
}

/// The event types an endpoint may name: those of the log, `*`, or a prefix and `*`.
fn checked_events(events: Option<Vec<String>>) -> Result<Vec<String>, Error> {
    let events = events.unwrap_or_else(|| vec!["*".into()]);
    if events.is_empty() || events.len() > 20 {
        return Err(Error::invalid_field("events", "must name 1 to 20 types"));
    }
    for pattern in &events {
        let known = match pattern.strip_suffix('*') {
            Some(prefix) => postern_store::EVENT_KINDS.iter().any(|k| k.starts_with(prefix)),
            None => postern_store::EVENT_KINDS.contains(&pattern.as_str()),
        };
        if !known {
            return Err(Error::invalid_field(
                "events",
                format!("{pattern:?} is not an event type; there are {}", postern_store::EVENT_KINDS.join(", ")),
            ));
        }
    }
    Ok(events)
}

/// The filters as stored, each list checked against what the caller may read: accounts and
/// folders it may list changes of, inboxes of spaces it may read.
async fn checked_filters(
    state: &AppState,
    caller: &Caller,
    accounts: Option<Vec<String>>,
    inboxes: Option<Vec<String>>,
    folders: Option<Vec<String>>,
) -> Result<Value, ApiError> {
    let mut filters = json!({});
    let reader = Caller { principal: caller.principal.clone(), operation: Operation::ChangeList, source: None };
    if let Some(accounts) = accounts {
        for id in &accounts {
            crate::reach::account(state, &reader, id).await?;
        }
        filters["accounts"] = json!(accounts);
    }
    if let Some(inboxes) = inboxes {
        for id in &inboxes {
            let inbox = state.store.inbox(id).await?.ok_or_else(|| Error::not_found("Inbox"))?;
            caller.allow_also(Operation::ChangeList, Resource::Space(&inbox.user_id))?;
        }
        filters["inboxes"] = json!(inboxes);
    }
    if let Some(folders) = folders {
        for id in &folders {
            let folder = state.store.folder(id).await?.ok_or_else(|| Error::not_found("Folder"))?;
            let (_, reach) = crate::reach::account(state, &reader, &folder.folder.account_id).await?;
            if !reach.contains(id) {
                return Err(Error::not_found("Folder").into());
            }
        }
        filters["folders"] = json!(folders);
    }
    Ok(filters)
}

/// The URL as stored, if it may be an endpoint now: its form, and what its host resolves to
/// (checked again at every post, where a name that resolves elsewhere since is refused).
async fn checked_url(state: &AppState, url: &str) -> Result<String, Error> {
    let internal = &state.config.internal_hosts;
    let parsed = outbound::check_url(url, internal).map_err(|e| Error::invalid_field("url", e))?;
    outbound::addresses(&parsed, internal).await.map_err(|e| Error::invalid_field("url", e))?;
    Ok(parsed.to_string())
}

/// An endpoint as the API shows it (never its secret).
fn shown(hook: &Webhook) -> Value {
    let status = hook.status().as_str();
    let mut out = json!({
        "id": hook.id,
        "url": hook.url,
        "description": hook.description,
        "events": hook.events,
        "enabled": hook.enabled,
        "status": status,
        "paused_reason": hook.paused_reason,
        "failures": hook.failures,
        "failing_since": hook.failing_since,
        "next_attempt_at": hook.next_attempt_at,
        "last_error": hook.last_error,
        "cursor": crate::feed::cursor(hook.cursor),
        "created_at": hook.created_at,
        "updated_at": hook.updated_at,
    });
    for key in ["accounts", "inboxes", "folders"] {
        if let Some(list) = hook.filters.get(key) {
            out[key] = list.clone();
        }
    }
    if let Some(inbox) = &hook.inbox_id {
        out["inbox_id"] = json!(inbox);
    }
    out
}

/// The caller's endpoint `id`; another user's is missing.
async fn own(state: &AppState, caller: &Caller, id: &str) -> Result<Webhook, ApiError> {
    caller.allow(Resource::Service)?;
    state
        .store
        .webhook(id)
        .await?
        .filter(|h| h.user_id == caller.principal.user_id)
        .ok_or_else(|| Error::not_found("Webhook").into())
}

/// The audit record of a change to endpoint `id`. An endpoint's URL is kept without its query
/// and fragment, where receivers commonly carry a secret (`?token=`).
fn audited(caller: &Caller, action: &str, id: &str, mut detail: Value) -> postern_store::AuditEntry {
    if let Some(url) = detail.get_mut("url")
        && let Some(text) = url.as_str()
    {
        *url = Value::String(outbound::audited_url(text));
    }
    let mut audit = caller.audit(action, "ok", detail);
    audit.target = Some(id.to_string());
    audit
}

async fn sealed(state: &AppState, id: &str, secret: &Secret) -> Result<Vec<u8>, ApiError> {
    state.store.seal_secret(&state.vault, id, secret.reveal().as_bytes()).await.map_err(|e| {
        tracing::error!(error = %e, "the master key cannot be read");
        ApiError(Error::internal())
    })
}

/// `POST /webhooks`: 201 the endpoint and its secret (shown this once).
pub async fn create(
    State(state): State<AppState>,
    caller: Caller,
    JsonBody(body): JsonBody<CreateBody>,
) -> ApiResult<Response> {
    caller.allow(Resource::Service)?;
    let url = checked_url(&state, &body.url).await?;
    let events = checked_events(body.events)?;
    let filters = checked_filters(&state, &caller, body.accounts, body.inboxes, body.folders).await?;
    let description = body.description.unwrap_or_default().chars().take(500).collect::<String>();
    let made = Made { url: &url, events: &events, filters: &filters, description: &description, inbox_id: None };
    made.make(&state, &caller, body.enabled.unwrap_or(true)).await
}

/// An endpoint to make, checked.
struct Made<'a> {
    url: &'a str,
    events: &'a [String],
    filters: &'a Value,
    description: &'a str,
    inbox_id: Option<&'a str>,
}

impl Made<'_> {
    /// Makes the endpoint (audited): 201 with its secret, shown this once; 409 past
    /// [`ENDPOINTS_PER_USER`].
    async fn make(&self, state: &AppState, caller: &Caller, enabled: bool) -> ApiResult<Response> {
        if state.store.webhooks_of(Some(&caller.principal.user_id)).await?.len() >= ENDPOINTS_PER_USER {
            let why = format!("A user may have at most {ENDPOINTS_PER_USER} webhook endpoints; delete one first.");
            return Err(Error::new(postern_core::ErrorCode::Conflict, why).into());
        }
        let id = new_id(IdKind::Webhook);
        let secret = Secret::generate();
        let sealed = sealed(state, &id, &secret).await?;
        let detail = json!({ "url": self.url, "events": self.events, "inbox_id": self.inbox_id });
        let audit = audited(caller, "webhook.create", &id, detail);
        let hook = state
            .store
            .create_webhook(&NewWebhook {
                id: &id,
                user_id: &caller.principal.user_id,
                url: self.url,
                description: self.description,
                events: self.events,
                filters: self.filters,
                inbox_id: self.inbox_id,
                enabled,
                secret: &sealed,
                audit: Some(&audit),
            })
            .await?;
        let mut data = shown(&hook);
        data["secret"] = json!(secret.reveal());
        Ok((StatusCode::CREATED, Json(json!({ "data": data }))).into_response())
    }
}

/// `GET /webhooks`: the caller's endpoints.
pub async fn list(State(state): State<AppState>, caller: Caller) -> ApiResult<Response> {
    caller.allow(Resource::Service)?;
    let hooks = state.store.webhooks_of(Some(&caller.principal.user_id)).await?;
    Ok(Json(json!({ "data": hooks.iter().map(shown).collect::<Vec<_>>() })).into_response())
}

/// `GET /webhooks/{id}`: the endpoint, its health and its latest attempts.
pub async fn read(State(state): State<AppState>, caller: Caller, Path(id): Path<String>) -> ApiResult<Response> {
    let hook = own(&state, &caller, &id).await?;
    let mut data = shown(&hook);
    data["attempts"] = attempts_of(&state, &id, RECENT_ATTEMPTS).await?;
    Ok(Json(json!({ "data": data })).into_response())
}

async fn attempts_of(state: &AppState, id: &str, limit: u32) -> Result<Value, ApiError> {
    let attempts = state.store.webhook_attempts(id, limit).await?;
    Ok(attempts
        .iter()
        .map(|a| {
            json!({
                "event_id": a.event_id,
                "cursor": a.seq.map(crate::feed::cursor),
                "at": a.at,
                "status": a.status,
                "latency_ms": a.latency_ms,
                "response": a.excerpt,
                "error": a.error,
            })
        })
        .collect())
}

/// `GET /webhooks/{id}/attempts?limit=`: the delivery log, newest first.
pub async fn attempts(
    State(state): State<AppState>,
    caller: Caller,
    Path(id): Path<String>,
    params: Params,
) -> ApiResult<Response> {
    own(&state, &caller, &id).await?;
    let limit = match params.limit()? {
        None => 100,
        Some(n) if (1..=postern_store::ATTEMPTS_KEPT as u32).contains(&n) => n,
        Some(_) => return Err(Error::invalid_field("limit", "must be between 1 and 1000").into()),
    };
    Ok(Json(json!({ "data": attempts_of(&state, &id, limit).await? })).into_response())
}

/// `PATCH /webhooks/{id}`: url, events, filters, description, enabled (true resumes a paused
/// endpoint from its cursor).
pub async fn update(
    State(state): State<AppState>,
    caller: Caller,
    Path(id): Path<String>,
    JsonBody(body): JsonBody<UpdateBody>,
) -> ApiResult<Response> {
    let hook = own(&state, &caller, &id).await?;
    let url = match body.url.as_deref() {
        Some(url) => Some(checked_url(&state, url).await?),
        None => None,
    };
    let events = body.events.map(|e| checked_events(Some(e))).transpose()?;
    let filters = if body.accounts.is_some() || body.inboxes.is_some() || body.folders.is_some() {
        Some(checked_filters(&state, &caller, body.accounts, body.inboxes, body.folders).await?)
    } else {
        None
    };
    let description: Option<String> = body.description.map(|d| d.chars().take(500).collect());
    let audit =
        audited(&caller, "webhook.update", &hook.id, json!({ "url": url, "events": events, "enabled": body.enabled }));
    let change = WebhookChange {
        url: url.as_deref(),
        description: description.as_deref(),
        events: events.as_deref(),
        filters: filters.as_ref(),
        enabled: body.enabled,
    };
    if !state.store.update_webhook(&id, &change, Some(&audit)).await? {
        return Err(Error::not_found("Webhook").into());
    }
    let hook = state.store.webhook(&id).await?.ok_or_else(|| Error::not_found("Webhook"))?;
    Ok(Json(json!({ "data": shown(&hook) })).into_response())
}

/// `DELETE /webhooks/{id}`: 204.
pub async fn remove(State(state): State<AppState>, caller: Caller, Path(id): Path<String>) -> ApiResult<Response> {
    let hook = own(&state, &caller, &id).await?;
    let audit = audited(&caller, "webhook.delete", &hook.id, json!({ "url": hook.url }));
    state.store.delete_webhook(&id, Some(&audit)).await?;
    Ok(StatusCode::NO_CONTENT.into_response())
}

/// `POST /webhooks/{id}/secret`: a new secret (shown this once); the old one signs beside it
/// for `grace_seconds` (a day by default).
pub async fn rotate(
    State(state): State<AppState>,
    caller: Caller,
    Path(id): Path<String>,
    JsonBody(body): JsonBody<RotateBody>,
) -> ApiResult<Response> {
    let hook = own(&state, &caller, &id).await?;
    let grace = body.grace_seconds.unwrap_or(GRACE).min(7 * 86_400);
    let secret = Secret::generate();
    let new = sealed(&state, &id, &secret).await?;
    let until = Timestamp(Timestamp::now().micros() + grace as i64 * 1_000_000);
    let audit = audited(&caller, "webhook.rotate", &hook.id, json!({ "grace_seconds": grace }));
    let previous = (grace > 0).then_some((hook.secret.as_slice(), until));
    state.store.rotate_webhook_secret(&id, &new, previous, Some(&audit)).await?;
    let hook = state.store.webhook(&id).await?.ok_or_else(|| Error::not_found("Webhook"))?;
    let mut data = shown(&hook);
    data["secret"] = json!(secret.reveal());
    data["previous_secret_until"] = json!(hook.previous_until);
    Ok(Json(json!({ "data": data })).into_response())
}

/// `POST /webhooks/{id}/test`: posts a `webhook.test` event now, outside the log and the
/// cursor; answers the attempt.
pub async fn test(State(state): State<AppState>, caller: Caller, Path(id): Path<String>) -> ApiResult<Response> {
    let hook = own(&state, &caller, &id).await?;
    let event_id = new_id(IdKind::Event);
    let data = json!({ "event_id": event_id, "webhook_id": hook.id });
    let body = json!({ "type": "webhook.test", "timestamp": Timestamp::now(), "data": data });
    let answer = delivery::post(&state, &hook, &event_id, serde_json::to_vec(&body).unwrap_or_default()).await;
    answered(&state, &id, &event_id, None, &answer).await
}

/// The caller's webhook of an inbox (mailsocket's shape), made or pointed at `url`.
pub(crate) async fn put_inbox_webhook(
    state: &AppState,
    caller: &Caller,
    inbox_id: &str,
    url: &str,
) -> ApiResult<Response> {
    caller.allow_also(Operation::WebhookManage, Resource::Service)?;
    let url = checked_url(state, url).await?;
    let existing = state.store.webhooks_of(Some(&caller.principal.user_id)).await?;
    if let Some(hook) = existing.iter().find(|h| h.inbox_id.as_deref() == Some(inbox_id)) {
        let audit = audited(caller, "webhook.update", &hook.id, json!({ "url": url, "inbox_id": inbox_id }));
        let change = WebhookChange { url: Some(&url), enabled: Some(true), ..WebhookChange::default() };
        state.store.update_webhook(&hook.id, &change, Some(&audit)).await?;
        let hook = state.store.webhook(&hook.id).await?.ok_or_else(|| Error::not_found("Webhook"))?;
        return Ok(Json(json!({ "data": shown(&hook) })).into_response());
    }
    let events = vec!["message.received".to_string()];
    let filters = json!({ "inboxes": [inbox_id] });
    let made = Made { url: &url, events: &events, filters: &filters, description: "", inbox_id: Some(inbox_id) };
    made.make(state, caller, true).await
}

/// Deletes the caller's webhook of an inbox: 204, or 404 when it has none.
pub(crate) async fn remove_inbox_webhook(state: &AppState, caller: &Caller, inbox_id: &str) -> ApiResult<Response> {
    caller.allow(Resource::Service)?;
    let existing = state.store.webhooks_of(Some(&caller.principal.user_id)).await?;
    let hook =
        existing.iter().find(|h| h.inbox_id.as_deref() == Some(inbox_id)).ok_or_else(|| Error::not_found("Webhook"))?;
    let audit = audited(caller, "webhook.delete", &hook.id, json!({ "url": hook.url, "inbox_id": inbox_id }));
    state.store.delete_webhook(&hook.id, Some(&audit)).await?;
    Ok(StatusCode::NO_CONTENT.into_response())
}

/// `POST /webhooks/{id}/replay`: `{since}` (a `chg_` cursor or a time): the endpoint's cursor
/// moves back there and what follows is posted again, in order. A cursor before the feed's
/// horizon: 410 `cursor_expired`.
pub async fn replay(
    State(state): State<AppState>,
    caller: Caller,
    Path(id): Path<String>,
    JsonBody(body): JsonBody<ReplayBody>,
) -> ApiResult<Response> {
    let hook = own(&state, &caller, &id).await?;
    let since = body.since.trim();
    let cursor = if since.starts_with("chg_") {
        let position = crate::feed::position(Some(since), "since")?;
        crate::feed::start(state.store.feed_bounds().await?, position)?
    } else {
        let at = Timestamp::parse_iso(since)
            .ok_or_else(|| Error::invalid_field("since", "must be a cursor (chg_…) or an ISO 8601 time"))?;
        state.store.position_at(at).await?
    };
    let audit = audited(&caller, "webhook.replay", &hook.id, json!({ "since": crate::feed::cursor(cursor) }));
    state.store.move_webhook_cursor(&id, cursor, Some(&audit)).await?;
    let hook = state.store.webhook(&id).await?.ok_or_else(|| Error::not_found("Webhook"))?;
    Ok(Json(json!({ "data": shown(&hook) })).into_response())
}

/// `POST /webhooks/{id}/redeliver`: `{event_id}`: that event posted again now (outside the
/// cursor), if the endpoint takes it and its owner may still read it; answers the attempt.
pub async fn redeliver(
    State(state): State<AppState>,
    caller: Caller,
    Path(id): Path<String>,
    JsonBody(body): JsonBody<RedeliverBody>,
) -> ApiResult<Response> {
    let hook = own(&state, &caller, &id).await?;
    let missing = || Error::not_found("Event");
    let change = state.store.change(&body.event_id).await?.ok_or_else(missing)?;
    if !delivery::takes(&hook, &change) || !delivery::owner_reads(&state, &hook, &change).await? {
        return Err(missing().into());
    }
    let payload = delivery::payload(&state, &change).await?;
    let answer = delivery::post(&state, &hook, &change.id, serde_json::to_vec(&payload).unwrap_or_default()).await;
    answered(&state, &id, &change.id, Some(change.seq), &answer).await
}

/// Logs a post made outside the cursor (a test, a redelivery) and answers it.
async fn answered(
    state: &AppState,
    id: &str,
    event_id: &str,
    seq: Option<i64>,
    answer: &outbound::Answer,
) -> ApiResult<Response> {
    let attempt = delivery::attempt_of(event_id, seq, answer);
    state.store.log_webhook_attempt(id, &attempt).await?;
    let data = json!({
        "event_id": event_id,
        "delivered": answer.delivered(),
        "status": attempt.status,
        "latency_ms": attempt.latency_ms,
        "response": attempt.excerpt,
        "error": attempt.error,
    });
    Ok(Json(json!({ "data": data })).into_response())
}

#[derive(Debug, serde::Deserialize)]
#[serde(deny_unknown_fields)]
pub struct WebhookBody {
    url: String,
}

/// `PUT /inboxes/{id}/webhook` (mailsocket's shape): `{url}` → the inbox's webhook
/// (`message.received` of this inbox), made (201, with its secret, shown once) or pointed
/// elsewhere (200). Needs `inbox.update` on the inbox too.
pub async fn put_of_inbox(
    State(state): State<AppState>,
    caller: Caller,
    Path(id): Path<String>,
    JsonBody(body): JsonBody<WebhookBody>,
) -> ApiResult<Response> {
    let inbox = crate::local::LocalOps { state: state.clone(), principal: caller.principal.clone() }
        .inbox(Operation::InboxUpdate, &id)
        .await?;
    put_inbox_webhook(&state, &caller, &inbox.id, &body.url).await
}

/// `DELETE /inboxes/{id}/webhook`: 204; the inbox's webhook is gone.
pub async fn remove_of_inbox(
    State(state): State<AppState>,
    caller: Caller,
    Path(id): Path<String>,
) -> ApiResult<Response> {
    let inbox = crate::local::LocalOps { state: state.clone(), principal: caller.principal.clone() }
        .inbox(Operation::InboxUpdate, &id)
        .await?;
    remove_inbox_webhook(&state, &caller, &inbox.id).await
}
