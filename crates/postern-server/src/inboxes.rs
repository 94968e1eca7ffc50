//! `/inboxes`: create, list, read, update, delete.

use crate::AppState;
use crate::error::ApiResult;
use crate::gate::Caller;
use crate::local::{LocalOps, check_label};
use crate::params::{JsonBody, Params, Path};
use crate::sender_lists::SendersChange;
use crate::views::{Data, InboxView, Page, PageQuery};
use axum::Json;
use axum::extract::State;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use postern_core::ops::InboxOps;
use postern_core::rights::Operation;
use postern_core::{Error, Timestamp};
use serde::Deserialize;
use serde_json::json;
use utoipa::ToSchema;

/// A new inbox; an empty body counts as `{}`.
#[derive(Debug, Deserialize, ToSchema)]
#[schema(as = NewInbox)]
pub struct CreateBody {
    /// Up to 200 characters, no control characters.
    #[serde(default)]
    #[schema(max_length = 200)]
    label: Option<String>,
}

/// What to change of an inbox: at least one field.
#[derive(Debug, Deserialize, ToSchema)]
#[schema(as = InboxChange)]
pub struct UpdateBody {
    #[serde(default)]
    #[schema(max_length = 200)]
    label: Option<String>,
    #[serde(default)]
    is_enabled: Option<bool>,
    /// Waits that name no sender accept only mail this domain (or a subdomain of it) really
    /// sent, as DMARC says; `""` removes it (docs/SENDER_AUTH.md).
    #[serde(default)]
    #[schema(max_length = 253)]
    from_domain: Option<String>,
    /// Waits that name no sender accept only mail whose sender's domain passed DMARC.
    #[serde(default)]
    require_authenticated: Option<bool>,
    /// Whose mail the inbox refuses, and whose alone it takes; each list given replaces the
    /// inbox's.
    #[serde(default)]
    senders: Option<SendersChange>,
}

fn local(state: AppState, caller: Caller) -> LocalOps {
    LocalOps { state, principal: caller.principal }
}

/// Create an inbox.
///
/// A new address at the first inbox domain, receiving at once.
#[utoipa::path(
    post,
    path = "/inboxes",
    operation_id = "inboxes_create",
    tag = "inboxes",
    request_body(content = CreateBody, description = "Optional: `{}` or `{\"label\": …}`."),
    responses((status = 201, description = "The new inbox.", body = Data<InboxView>))
)]
pub async fn create(
    State(state): State<AppState>,
    caller: Caller,
    JsonBody(body): JsonBody<CreateBody>,
) -> ApiResult<Response> {
    let inbox = local(state, caller).create_inbox(body.label).await?;
    Ok((StatusCode::CREATED, Json(json!({ "data": inbox }))).into_response())
}

/// List inboxes.
///
/// The caller's inboxes, newest first.
#[utoipa::path(
    get,
    path = "/inboxes",
    operation_id = "inboxes_list",
    tag = "inboxes",
    params(PageQuery),
    responses((status = 200, description = "One page of inboxes.", body = Page<InboxView>))
)]
pub async fn list(State(state): State<AppState>, caller: Caller, params: Params) -> ApiResult<Response> {
    let page = local(state, caller).list_inboxes(params.limit()?, params.text("cursor")).await?;
    Ok(crate::params::page_response(page))
}

/// Read an inbox.
///
/// With `message_count_month` and `webhook_configured`.
#[utoipa::path(
    get,
    path = "/inboxes/{id}",
    operation_id = "inboxes_read",
    tag = "inboxes",
    params(("id" = String, Path, description = "`inbox_…`")),
    responses((status = 200, description = "The inbox.", body = Data<InboxView>))
)]
pub async fn read(State(state): State<AppState>, caller: Caller, Path(id): Path<String>) -> ApiResult<Response> {
    let ops = local(state, caller);
    let mut inbox = ops.inbox(Operation::InboxRead, &id).await?;
    let count = ops.state.store.message_count_since(&inbox.id, month_start(Timestamp::now())).await;
    inbox.message_count_month = Some(count.map_err(crate::error::internal)?);
    inbox.webhook_configured =
        Some(ops.state.store.inbox_has_webhook(&inbox.id).await.map_err(crate::error::internal)?);
    Ok(Json(json!({ "data": inbox })).into_response())
}

/// Update an inbox.
///
/// Its label, whether it receives mail, or whose mail its waits accept by default.
#[utoipa::path(
    patch,
    path = "/inboxes/{id}",
    operation_id = "inboxes_update",
    tag = "inboxes",
    params(("id" = String, Path, description = "`inbox_…`")),
    request_body = UpdateBody,
    responses((status = 200, description = "The updated inbox.", body = Data<InboxView>))
)]
pub async fn update(
    State(state): State<AppState>,
    caller: Caller,
    Path(id): Path<String>,
    JsonBody(body): JsonBody<UpdateBody>,
) -> ApiResult<Response> {
    let ops = local(state, caller);
    let current = ops.inbox(Operation::InboxUpdate, &id).await?;
    if body.label.is_none()
        && body.is_enabled.is_none()
        && body.from_domain.is_none()
        && body.require_authenticated.is_none()
        && body.senders.is_none()
    {
        let message = "Send `label`, `is_enabled`, `from_domain`, `require_authenticated` or `senders`.";
        return Err(Error::new(postern_core::ErrorCode::InvalidRequest, message).into());
    }
    if let Some(label) = &body.label {
        check_label(label)?;
    }
    let from_domain = match body.from_domain.as_deref().map(str::trim) {
        None => None,
        Some("") => Some(None),
        Some(domain) => Some(Some(crate::local::domain_name(domain)?)),
    };
    let senders = body.senders.map(|change| change.applied_to(current.senders)).transpose()?;
    let change = postern_store::InboxChange {
        label: body.label.as_deref(),
        is_enabled: body.is_enabled,
        from_domain: from_domain.as_ref().map(Option::as_deref),
        require_authenticated: body.require_authenticated,
        senders: senders.as_ref(),
    };
    let inbox = ops.state.store.update_inbox(&id, &change).await?;
    let inbox = inbox.ok_or_else(|| Error::not_found("Inbox"))?;
    Ok(Json(json!({ "data": inbox })).into_response())
}

/// Delete an inbox.
///
/// The inbox and all its messages are gone.
#[utoipa::path(
    delete,
    path = "/inboxes/{id}",
    operation_id = "inboxes_delete",
    tag = "inboxes",
    params(("id" = String, Path, description = "`inbox_…`")),
    responses((status = 204, description = "Deleted."))
)]
pub async fn remove(State(state): State<AppState>, caller: Caller, Path(id): Path<String>) -> ApiResult<StatusCode> {
    local(state, caller).delete_inbox(&id).await?;
    Ok(StatusCode::NO_CONTENT)
}

/// 00:00:00 UTC on the first day of the month of `t`.
fn month_start(t: Timestamp) -> Timestamp {
    let secs = t.micros().div_euclid(1_000_000);
    let dt = time::OffsetDateTime::from_unix_timestamp(secs).unwrap_or(time::OffsetDateTime::UNIX_EPOCH);
    let first = dt.replace_day(1).unwrap_or(dt).replace_time(time::Time::MIDNIGHT);
    Timestamp(first.unix_timestamp() * 1_000_000)
}
