//! `/inboxes`: create, list, read, update, delete.

use crate::AppState;
use crate::error::ApiResult;
use crate::gate::Caller;
use crate::params::{Cursor, JsonBody, Params};
use axum::Json;
use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use postern_core::model::Inbox;
use postern_core::rights::Resource;
use postern_core::{Error, Timestamp};
use serde::Deserialize;
use serde_json::json;

const MAX_LABEL_CHARS: usize = 200;

#[derive(Debug, Deserialize)]
pub struct CreateBody {
    #[serde(default)]
    label: Option<String>,
}

#[derive(Debug, Deserialize)]
pub struct UpdateBody {
    #[serde(default)]
    label: Option<String>,
    #[serde(default)]
    is_enabled: Option<bool>,
}

fn check_label(label: &str) -> ApiResult<()> {
    if label.chars().count() > MAX_LABEL_CHARS {
        return Err(Error::invalid_field("label", format!("must be at most {MAX_LABEL_CHARS} characters")).into());
    }
    if label.chars().any(char::is_control) {
        return Err(Error::invalid_field("label", "must not contain control characters").into());
    }
    Ok(())
}

/// Loads an inbox the caller may act on; a missing and a foreign inbox are the same 404.
pub(crate) async fn authorized_inbox(state: &AppState, caller: &Caller, id: &str) -> ApiResult<Inbox> {
    let Some(inbox) = state.store.inbox(id).await? else {
        return Err(Error::not_found("Inbox").into());
    };
    caller.allow(Resource::OwnedBy(&inbox.user_id))?;
    Ok(inbox)
}

pub async fn create(
    State(state): State<AppState>,
    caller: Caller,
    JsonBody(body): JsonBody<CreateBody>,
) -> ApiResult<Response> {
    caller.allow(Resource::OwnCollection)?;
    let label = body.label.unwrap_or_default();
    check_label(&label)?;
    let domain = &state.config.inbox_domains[0];
    let inbox = state
        .store
        .create_inbox(postern_store::NewInbox { user_id: &caller.principal.user_id, label: &label, domain })
        .await?;
    Ok((StatusCode::CREATED, Json(json!({ "data": inbox }))).into_response())
}

pub async fn list(State(state): State<AppState>, caller: Caller, params: Params) -> ApiResult<Response> {
    caller.allow(Resource::OwnCollection)?;
    let limit = params.limit()?;
    let binding = format!("inboxes:{}", caller.principal.user_id);
    let before = Cursor::decode(params.get("cursor"), &binding)?;
    let page = state.store.list_inboxes(&caller.principal.user_id, before, limit).await?;
    let next_cursor =
        page.has_more.then(|| page.inboxes.last().map(|(seq, _)| Cursor::encode(*seq, &binding))).flatten();
    let data: Vec<&Inbox> = page.inboxes.iter().map(|(_, inbox)| inbox).collect();
    Ok(Json(json!({ "data": data, "pagination": { "next_cursor": next_cursor, "has_more": page.has_more } }))
        .into_response())
}

pub async fn read(State(state): State<AppState>, caller: Caller, Path(id): Path<String>) -> ApiResult<Response> {
    let mut inbox = authorized_inbox(&state, &caller, &id).await?;
    inbox.message_count_month = Some(state.store.message_count_since(&inbox.id, month_start(Timestamp::now())).await?);
    inbox.webhook_configured = Some(false);
    Ok(Json(json!({ "data": inbox })).into_response())
}

pub async fn update(
    State(state): State<AppState>,
    caller: Caller,
    Path(id): Path<String>,
    JsonBody(body): JsonBody<UpdateBody>,
) -> ApiResult<Response> {
    authorized_inbox(&state, &caller, &id).await?;
    if body.label.is_none() && body.is_enabled.is_none() {
        return Err(Error::new(postern_core::ErrorCode::InvalidRequest, "Send `label` and/or `is_enabled`.").into());
    }
    if let Some(label) = &body.label {
        check_label(label)?;
    }
    let inbox = state.store.update_inbox(&id, body.label.as_deref(), body.is_enabled).await?;
    let inbox = inbox.ok_or_else(|| Error::not_found("Inbox"))?;
    Ok(Json(json!({ "data": inbox })).into_response())
}

pub async fn remove(State(state): State<AppState>, caller: Caller, Path(id): Path<String>) -> ApiResult<StatusCode> {
    authorized_inbox(&state, &caller, &id).await?;
    state.store.delete_inbox(&id).await?;
    Ok(StatusCode::NO_CONTENT)
}

/// 00:00:00 UTC on the first day of the month of `t`.
fn month_start(t: Timestamp) -> Timestamp {
    let secs = t.micros().div_euclid(1_000_000);
    let dt = time::OffsetDateTime::from_unix_timestamp(secs).unwrap_or(time::OffsetDateTime::UNIX_EPOCH);
    let first = dt.replace_day(1).unwrap_or(dt).replace_time(time::Time::MIDNIGHT);
    Timestamp(first.unix_timestamp() * 1_000_000)
}
