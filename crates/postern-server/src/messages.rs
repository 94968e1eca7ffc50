//! Messages: list with filters, latest, read, raw source, delete.

use crate::AppState;
use crate::error::ApiResult;
use crate::gate::Caller;
use crate::inboxes::authorized_inbox;
use crate::params::{Cursor, Params};
use axum::Json;
use axum::extract::{Path, State};
use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Response};
use postern_core::Error;
use postern_core::model::Message;
use postern_core::rights::Resource;
use postern_store::MessageFilter;
use serde_json::json;

pub async fn list(
    State(state): State<AppState>,
    caller: Caller,
    Path(id): Path<String>,
    params: Params,
) -> ApiResult<Response> {
    let inbox = authorized_inbox(&state, &caller, &id).await?;
    let filter = MessageFilter {
        has_otp: params.boolean("has_otp")?,
        subject_contains: params.text("subject_contains"),
        from: params.text("from"),
    };
    let limit = params.limit()?;
    let binding = format!("messages:{}:{:?}:{:?}:{:?}", inbox.id, filter.has_otp, filter.subject_contains, filter.from);
    let before = Cursor::decode(params.get("cursor"), &binding)?;
    let page = state.store.list_messages(&inbox.id, &filter, before, limit).await?;
    let next_cursor =
        page.has_more.then(|| page.messages.last().map(|(seq, _)| Cursor::encode(*seq, &binding))).flatten();
    let data: Vec<&Message> = page.messages.iter().map(|(_, m)| m).collect();
    Ok(Json(json!({ "data": data, "pagination": { "next_cursor": next_cursor, "has_more": page.has_more } }))
        .into_response())
}

pub async fn latest(State(state): State<AppState>, caller: Caller, Path(id): Path<String>) -> ApiResult<Response> {
    let inbox = authorized_inbox(&state, &caller, &id).await?;
    match state.store.latest_message(&inbox.id).await? {
        Some(message) => Ok(Json(json!({ "data": message })).into_response()),
        None => Err(Error::new(postern_core::ErrorCode::NotFound, "This inbox has no messages yet.").into()),
    }
}

async fn authorized_message(state: &AppState, caller: &Caller, id: &str) -> ApiResult<Message> {
    let Some((message, owner)) = state.store.message(id).await? else {
        return Err(Error::not_found("Message").into());
    };
    caller.allow(Resource::OwnedBy(&owner))?;
    Ok(message)
}

pub async fn read(State(state): State<AppState>, caller: Caller, Path(id): Path<String>) -> ApiResult<Response> {
    let message = authorized_message(&state, &caller, &id).await?;
    Ok(Json(json!({ "data": message })).into_response())
}

pub async fn raw(State(state): State<AppState>, caller: Caller, Path(id): Path<String>) -> ApiResult<Response> {
    let Some((raw, owner)) = state.store.raw_message(&id).await? else {
        return Err(Error::not_found("Message").into());
    };
    caller.allow(Resource::OwnedBy(&owner))?;
    Ok(([(header::CONTENT_TYPE, "message/rfc822")], raw).into_response())
}

pub async fn remove(State(state): State<AppState>, caller: Caller, Path(id): Path<String>) -> ApiResult<StatusCode> {
    authorized_message(&state, &caller, &id).await?;
    state.store.delete_message(&id).await?;
    Ok(StatusCode::NO_CONTENT)
}
