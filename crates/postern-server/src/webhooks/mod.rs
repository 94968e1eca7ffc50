//! Webhook endpoints (docs/WEBHOOKS.md, `webhook.manage`): `/webhooks` to make, list, change,
//! rotate, test and delete them, each the caller's own; `delivery` posts the event log to them,
//! `outbound` is the HTTP client that does (with the SSRF rules of account servers).

pub mod delivery;
pub(crate) mod outbound;

use crate::AppState;
use crate::error::{ApiError, ApiResult};
use crate::gate::Caller;
use crate::params::{JsonBody, Params, Path};
use crate::views::{Data, ErrorBody};
use axum::Json;
use axum::extract::State;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use postern_core::id::{IdKind, new_id};
use postern_core::rights::{Operation, Resource};
use postern_core::webhook::Secret;
use postern_core::{Error, Timestamp};
use postern_store::{NewWebhook, Webhook, WebhookChange};
use serde::{Deserialize, Serialize};
use serde_json::{Value, json};
use utoipa::ToSchema;

/// How long a rotated secret signs beside the new one, unless the caller says.
const GRACE: u64 = 86_400;
/// The attempts shown with an endpoint.
const RECENT_ATTEMPTS: u32 = 20;
/// Endpoints a user may have (docs/LIMITS.md): each is a reader of the log that the delivery
/// steps through.
pub const ENDPOINTS_PER_USER: usize = 100;

/// A new webhook endpoint.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
#[schema(as = NewWebhook)]
pub struct CreateBody {
    /// https, or http to an `--internal-host`; never link-local.
    url: String,
    /// 1–20 event types of the log (docs/webhooks/), a prefix and `*` (`message.*`), or `*`
    /// (the default).
    #[serde(default)]
    events: Option<Vec<String>>,
    /// Only events of these accounts (`acc_…`), which the caller may list changes of.
    #[serde(default)]
    accounts: Option<Vec<String>>,
    /// Only events of these inboxes (`inbox_…`).
    #[serde(default)]
    inboxes: Option<Vec<String>>,
    /// Only events of these folders (`fld_…`).
    #[serde(default)]
    folders: Option<Vec<String>>,
    /// Kept to its first 500 characters.
    #[serde(default)]
    description: Option<String>,
    /// Default true.
    #[serde(default)]
    enabled: Option<bool>,
}

/// What to change of a webhook endpoint; the filters given replace all the filters.
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
#[schema(as = WebhookChange)]
pub struct UpdateBody {
    /// https, or http to an `--internal-host`; never link-local.
    #[serde(default)]
    url: Option<String>,
    /// 1–20 event types, prefixes and `*`, or `*`.
    #[serde(default)]
    events: Option<Vec<String>>,
    #[serde(default)]
    accounts: Option<Vec<String>>,
    #[serde(default)]
    inboxes: Option<Vec<String>>,
    #[serde(default)]
    folders: Option<Vec<String>>,
    /// Kept to its first 500 characters.
    #[serde(default)]
    description: Option<String>,
    /// `true` also resumes a paused endpoint from its cursor.
    #[serde(default)]
    enabled: Option<bool>,
}

/// Where to move an endpoint's cursor back to.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
#[schema(as = WebhookReplay)]
pub struct ReplayBody {
    /// A change-feed cursor (`chg_…`) or an ISO 8601 time.
    since: String,
}

/// The event to post again.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
#[schema(as = WebhookRedelivery)]
pub struct RedeliverBody {
    /// `evt_…`
    event_id: String,
}

/// A secret rotation; an empty body counts as `{}`.
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
#[schema(as = WebhookRotation)]
pub struct RotateBody {
    /// How long the old secret keeps signing (0: not at all); default 86,400, at most 7 days.
    #[serde(default)]
    grace_seconds: Option<u64>,
}

// Schemas of the answers below (contract::document); the handlers serialize the records these
// mirror (`shown` builds an endpoint's JSON from its `Webhook` record, `attempts_of` and
// `answered` an attempt's).

/// A webhook endpoint, never its secret.
#[derive(Debug, Serialize, ToSchema)]
#[schema(as = Webhook)]
#[allow(dead_code)]
pub struct WebhookView {
    /// `whk_…`
    pub id: String,
    pub url: String,
    /// `""` when none.
    pub description: String,
    /// The event types it takes: types, prefixes and `*`, or `*`.
    pub events: Vec<String>,
    /// Whether its owner has it on.
    pub enabled: bool,
    pub status: WebhookStatusView,
    /// Why deliveries stopped (failing past the horizon), until it is enabled again.
    #[schema(required = true)]
    pub paused_reason: Option<String>,
    /// Failed attempts in a row.
    pub failures: u32,
    #[schema(required = true, format = DateTime)]
    pub failing_since: Option<String>,
    /// When a failed post is tried again.
    #[schema(required = true, format = DateTime)]
    pub next_attempt_at: Option<String>,
    #[schema(required = true)]
    pub last_error: Option<String>,
    /// The last position of the change feed delivered or passed over (`chg_<n>`).
    pub cursor: String,
    #[schema(format = DateTime)]
    pub created_at: String,
    #[schema(format = DateTime)]
    pub updated_at: String,
    /// Only events of these accounts; absent: no such filter.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub accounts: Option<Vec<String>>,
    /// Only events of these inboxes; absent: no such filter.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub inboxes: Option<Vec<String>>,
    /// Only events of these folders; absent: no such filter.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub folders: Option<Vec<String>>,
    /// Only for an inbox's webhook (`PUT /inboxes/{id}/webhook`): that inbox.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub inbox_id: Option<String>,
}

/// What an endpoint is doing.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "snake_case")]
#[schema(as = WebhookStatus)]
#[allow(dead_code)]
pub enum WebhookStatusView {
    /// Enabled; its last post was taken.
    Active,
    /// Enabled; its last posts failed, and they are retried with backoff.
    Failing,
    /// Failing past the horizon: nothing is posted until it is enabled again.
    Paused,
    /// Turned off by its owner.
    Disabled,
}

/// A new endpoint with its secret, shown this once.
#[derive(Debug, Serialize, ToSchema)]
#[schema(as = WebhookWithSecret)]
#[allow(dead_code)]
pub struct WebhookWithSecretView {
    #[serde(flatten)]
    pub webhook: WebhookView,
    /// `whsec_…`: signs every post (Standard Webhooks); in this answer only.
    pub secret: String,
}

/// An endpoint with its new secret, shown this once.
#[derive(Debug, Serialize, ToSchema)]
#[schema(as = WebhookRotated)]
#[allow(dead_code)]
pub struct WebhookRotatedView {
    #[serde(flatten)]
    pub webhook: WebhookView,
    /// `whsec_…`: in this answer only.
    pub secret: String,
    /// Until when the old secret signs too; null with `grace_seconds: 0`.
    #[schema(required = true, format = DateTime)]
    pub previous_secret_until: Option<String>,
}

/// An endpoint with its latest attempts.
#[derive(Debug, Serialize, ToSchema)]
#[schema(as = WebhookWithAttempts)]
#[allow(dead_code)]
pub struct WebhookWithAttemptsView {
    #[serde(flatten)]
    pub webhook: WebhookView,
    /// The latest 20, newest first.
    pub attempts: Vec<AttemptView>,
}

/// One post to an endpoint.
#[derive(Debug, Serialize, ToSchema)]
#[schema(as = WebhookAttempt)]
#[allow(dead_code)]
pub struct AttemptView {
    /// `evt_…`
    pub event_id: String,
    /// The event's position in the change feed (`chg_<n>`); null for a test post.
    #[schema(required = true)]
    pub cursor: Option<String>,
    #[schema(format = DateTime)]
    pub at: String,
    /// The HTTP status; null when there was no answer.
    #[schema(required = true)]
    pub status: Option<u16>,
    pub latency_ms: u32,
    /// The start of the answer (512 characters), scrubbed.
    #[schema(required = true)]
    pub response: Option<String>,
    #[schema(required = true)]
    pub error: Option<String>,
}

/// A post made now, outside the cursor (a test, a redelivery).
#[derive(Debug, Serialize, ToSchema)]
#[schema(as = WebhookDelivery)]
#[allow(dead_code)]
pub struct DeliveryView {
    /// `evt_…`
    pub event_id: String,
    /// Whether the endpoint answered 2xx.
    pub delivered: bool,
    /// The HTTP status; null when there was no answer.
    #[schema(required = true)]
    pub status: Option<u16>,
    pub latency_ms: u32,
    /// The start of the answer (512 characters), scrubbed.
    #[schema(required = true)]
    pub response: Option<String>,
    #[schema(required = true)]
    pub error: Option<String>,
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

/// Create a webhook endpoint.
///
/// The event log from now on, posted to `url` and signed as Standard Webhooks says
/// (docs/WEBHOOKS.md); the secret is in this answer only. The filters narrow to accounts, inboxes
/// or folders the caller may list changes of (else 404).
#[utoipa::path(
    post,
    path = "/webhooks",
    operation_id = "webhooks_create",
    tag = "webhooks",
    request_body = CreateBody,
    responses(
        (status = 201, description = "The endpoint and its secret.", body = Data<WebhookWithSecretView>),
        (status = 404, description = "`not_found`: a filter names an account, inbox or folder the caller may not list \
            changes of.", body = ErrorBody),
        (status = 409, description = "`conflict`: the user has 100 endpoints already.", body = ErrorBody),
    )
)]
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

/// List webhook endpoints.
///
/// The caller's endpoints with their health.
#[utoipa::path(
    get,
    path = "/webhooks",
    operation_id = "webhooks_list",
    tag = "webhooks",
    responses((status = 200, description = "The caller's endpoints.", body = Data<Vec<WebhookView>>))
)]
pub async fn list(State(state): State<AppState>, caller: Caller) -> ApiResult<Response> {
    caller.allow(Resource::Service)?;
    let hooks = state.store.webhooks_of(Some(&caller.principal.user_id)).await?;
    Ok(Json(json!({ "data": hooks.iter().map(shown).collect::<Vec<_>>() })).into_response())
}

/// Read a webhook endpoint.
///
/// The endpoint, its health and its latest 20 attempts. Another user's is 404.
#[utoipa::path(
    get,
    path = "/webhooks/{id}",
    operation_id = "webhooks_read",
    tag = "webhooks",
    params(("id" = String, Path, description = "`whk_…`")),
    responses((status = 200, description = "The endpoint.", body = Data<WebhookWithAttemptsView>))
)]
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

/// List a webhook endpoint's attempts.
///
/// The delivery log, newest first.
#[utoipa::path(
    get,
    path = "/webhooks/{id}/attempts",
    operation_id = "webhooks_attempts_list",
    tag = "webhooks",
    params(
        ("id" = String, Path, description = "`whk_…`"),
        ("limit" = Option<u32>, Query, minimum = 1, maximum = 1000, description = "Attempts, 1–1000 (default 100)."),
    ),
    responses((status = 200, description = "The attempts.", body = Data<Vec<AttemptView>>))
)]
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

/// Update a webhook endpoint.
///
/// Its url, events, filters, description, or `enabled` (true resumes a paused endpoint from its
/// cursor).
#[utoipa::path(
    patch,
    path = "/webhooks/{id}",
    operation_id = "webhooks_update",
    tag = "webhooks",
    params(("id" = String, Path, description = "`whk_…`")),
    request_body = UpdateBody,
    responses((status = 200, description = "The updated endpoint.", body = Data<WebhookView>))
)]
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

/// Delete a webhook endpoint.
///
/// Nothing more is posted to it; its attempts go too.
#[utoipa::path(
    delete,
    path = "/webhooks/{id}",
    operation_id = "webhooks_delete",
    tag = "webhooks",
    params(("id" = String, Path, description = "`whk_…`")),
    responses((status = 204, description = "Deleted."))
)]
pub async fn remove(State(state): State<AppState>, caller: Caller, Path(id): Path<String>) -> ApiResult<Response> {
    let hook = own(&state, &caller, &id).await?;
    let audit = audited(&caller, "webhook.delete", &hook.id, json!({ "url": hook.url }));
    state.store.delete_webhook(&id, Some(&audit)).await?;
    Ok(StatusCode::NO_CONTENT.into_response())
}

/// Rotate a webhook endpoint's secret.
///
/// A new secret (shown this once); the old one signs beside it for `grace_seconds` (a day by
/// default, at most 7 days).
#[utoipa::path(
    post,
    path = "/webhooks/{id}/secret",
    operation_id = "webhooks_secret_rotate",
    tag = "webhooks",
    params(("id" = String, Path, description = "`whk_…`")),
    request_body(content = RotateBody, description = "Optional: `{}` or `{\"grace_seconds\": …}`."),
    responses((status = 200, description = "The endpoint and its new secret.", body = Data<WebhookRotatedView>))
)]
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

/// Test a webhook endpoint.
///
/// Posts a `webhook.test` event now, outside the log and the cursor; answers the attempt, whether
/// the endpoint took it or not.
#[utoipa::path(
    post,
    path = "/webhooks/{id}/test",
    operation_id = "webhooks_test",
    tag = "webhooks",
    params(("id" = String, Path, description = "`whk_…`")),
    responses((status = 200, description = "The attempt.", body = Data<DeliveryView>))
)]
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

/// Replay events to a webhook endpoint.
///
/// `{since}` (a `chg_` cursor or a time): the endpoint's cursor moves back there and what follows
/// is posted again, in order.
#[utoipa::path(
    post,
    path = "/webhooks/{id}/replay",
    operation_id = "webhooks_replay",
    tag = "webhooks",
    params(("id" = String, Path, description = "`whk_…`")),
    request_body = ReplayBody,
    responses(
        (status = 200, description = "The endpoint, its cursor moved.", body = Data<WebhookView>),
        (status = 410, description = "`cursor_expired`: the cursor is from before the change feed's horizon, or \
            not issued by this database.", body = ErrorBody),
    )
)]
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

/// Redeliver an event to a webhook endpoint.
///
/// `{event_id}`: that event posted again now, under its id, outside the cursor, if the endpoint
/// takes it and its owner may still read it (else 404); answers the attempt.
#[utoipa::path(
    post,
    path = "/webhooks/{id}/redeliver",
    operation_id = "webhooks_redeliver",
    tag = "webhooks",
    params(("id" = String, Path, description = "`whk_…`")),
    request_body = RedeliverBody,
    responses((status = 200, description = "The attempt.", body = Data<DeliveryView>))
)]
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

/// Where an inbox's webhook posts.
#[derive(Debug, serde::Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
#[schema(as = InboxWebhook)]
pub struct WebhookBody {
    /// https, or http to an `--internal-host`; never link-local.
    url: String,
}

/// Set an inbox's webhook.
///
/// Mailsocket's shape: `{url}` → the caller's webhook of the inbox (`message.received` of this
/// inbox), made (201, with its secret, shown once) or pointed elsewhere (200). Needs
/// `inbox.update` on the inbox too.
#[utoipa::path(
    put,
    path = "/inboxes/{id}/webhook",
    operation_id = "inboxes_webhook_put",
    tag = "inboxes",
    params(("id" = String, Path, description = "`inbox_…`")),
    request_body = WebhookBody,
    responses(
        (status = 200, description = "The inbox's webhook, pointed at `url`.", body = Data<WebhookView>),
        (status = 201, description = "The inbox's webhook, made, with its secret.", body = Data<WebhookWithSecretView>),
        (status = 409, description = "`conflict`: the user has 100 webhook endpoints already.", body = ErrorBody),
    )
)]
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

/// Delete an inbox's webhook.
///
/// The caller's webhook of the inbox is gone; 404 when it has none. Needs `inbox.update` on the
/// inbox too.
#[utoipa::path(
    delete,
    path = "/inboxes/{id}/webhook",
    operation_id = "inboxes_webhook_delete",
    tag = "inboxes",
    params(("id" = String, Path, description = "`inbox_…`")),
    responses((status = 204, description = "Deleted."))
)]
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
