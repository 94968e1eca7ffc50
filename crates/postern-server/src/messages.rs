//! Messages: list with filters, latest, read, raw source, delete.

use crate::AppState;
use crate::error::ApiResult;
use crate::gate::Caller;
use crate::inboxes::page_response;
use crate::local::{LocalOps, internal};
use crate::params::Params;
use axum::Json;
use axum::extract::{Path, State};
use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Response};
use postern_core::Error;
use postern_core::model::Message;
use postern_core::ops::{InboxOps, MessageQuery};
use postern_core::rights::Resource;
use serde_json::json;

pub async fn list(
    State(state): State<AppState>,
    caller: Caller,
    Path(id): Path<String>,
    params: Params,
) -> ApiResult<Response> {
    let query = MessageQuery {
        has_otp: params.boolean("has_otp")?,
        subject_contains: params.text("subject_contains"),
        from: params.text("from"),
        limit: params.limit()?,
        cursor: params.text("cursor"),
    };
    let page = LocalOps { state, principal: caller.principal }.list_messages(&id, query).await?;
    Ok(page_response(page))
}

pub async fn latest(State(state): State<AppState>, caller: Caller, Path(id): Path<String>) -> ApiResult<Response> {
    let message = LocalOps { state, principal: caller.principal }.latest_message(&id).await?;
    Ok(Json(json!({ "data": message })).into_response())
}

async fn authorized_message(state: &AppState, caller: &Caller, id: &str) -> ApiResult<Message> {
    let Some((message, owner)) = state.store.message(id).await.map_err(internal)? else {
        return Err(Error::not_found("Message").into());
    };
    caller.allow(Resource::OwnedBy(&owner))?;
    Ok(message)
}

pub async fn read(State(state): State<AppState>, caller: Caller, Path(id): Path<String>) -> ApiResult<Response> {
    if id.starts_with("msg_")
        && let Some(row) = state.store.indexed_message(&id).await?
    {
        // A message of a connected account: the index plus the body, read from the server.
        caller.allow(Resource::Account(&row.user_id))?;
        let raw = crate::accounts::fetch_raw(&state, &row).await?;
        let parsed = tokio::task::spawn_blocking(move || postern_mail::parse(&raw)).await.unwrap_or_default();
        let mut data = serde_json::to_value(&row.message).unwrap_or_default();
        data["text"] = json!(parsed.text);
        data["html"] = json!(parsed.html);
        data["links"] = json!(parsed.links);
        return Ok(Json(json!({ "data": data })).into_response());
    }
    let message = authorized_message(&state, &caller, &id).await?;
    Ok(Json(json!({ "data": message })).into_response())
}

pub async fn raw(State(state): State<AppState>, caller: Caller, Path(id): Path<String>) -> ApiResult<Response> {
    if let Some(row) = state.store.indexed_message(&id).await? {
        caller.allow(Resource::Account(&row.user_id))?;
        let raw = crate::accounts::fetch_raw(&state, &row).await?;
        return Ok(([(header::CONTENT_TYPE, "message/rfc822")], raw).into_response());
    }
    let Some((raw, owner)) = state.store.raw_message(&id).await.map_err(internal)? else {
        return Err(Error::not_found("Message").into());
    };
    caller.allow(Resource::OwnedBy(&owner))?;
    Ok(([(header::CONTENT_TYPE, "message/rfc822")], raw).into_response())
}

pub async fn remove(State(state): State<AppState>, caller: Caller, Path(id): Path<String>) -> ApiResult<StatusCode> {
    authorized_message(&state, &caller, &id).await?;
    state.store.delete_message(&id).await.map_err(internal)?;
    Ok(StatusCode::NO_CONTENT)
}
