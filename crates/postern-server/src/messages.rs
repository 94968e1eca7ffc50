//! Messages: list with filters, latest, read, raw source, delete.

use crate::AppState;
use crate::error::ApiResult;
use crate::gate::Caller;
use crate::inboxes::page_response;
use crate::local::{LocalOps, internal};
use crate::params::Params;
use axum::Json;
use axum::extract::{Path, State};
use axum::http::{HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use postern_core::model::Message;
use postern_core::ops::{InboxOps, MessageQuery};
use postern_core::rights::Resource;
use postern_core::{Error, ErrorCode};
use serde_json::json;
use std::sync::Arc;

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
    if let Some(row) = state.store.indexed_message(&id).await? {
        // A message of a connected account: the index plus the body, read from the server.
        caller.allow(Resource::Account(&row.user_id))?;
        let raw = crate::accounts::fetch_raw(&state, &row).await?;
        let (parsed, attachments) =
            tokio::task::spawn_blocking(move || (postern_mail::parse(&raw), postern_mail::parse::attachments(&raw)))
                .await
                .unwrap_or_default();
        let mut data = serde_json::to_value(&row.message).unwrap_or_default();
        data["text"] = json!(parsed.text);
        data["html"] = json!(parsed.html);
        data["links"] = json!(parsed.links);
        data["attachments"] = attachments
            .iter()
            .map(|a| {
                json!({ "index": a.index, "filename": a.filename, "content_type": a.content_type, "size": a.size, "inline": a.inline })
            })
            .collect();
        return Ok(Json(json!({ "data": data })).into_response());
    }
    let message = authorized_message(&state, &caller, &id).await?;
    Ok(Json(json!({ "data": message })).into_response())
}

/// The source of any message the caller may read: stored for inboxes, fetched for accounts.
async fn source(state: &AppState, caller: &Caller, id: &str) -> ApiResult<Arc<Vec<u8>>> {
    if let Some(row) = state.store.indexed_message(id).await? {
        caller.allow(Resource::Account(&row.user_id))?;
        return crate::accounts::fetch_raw(state, &row).await;
    }
    let Some((raw, owner)) = state.store.raw_message(id).await.map_err(internal)? else {
        return Err(Error::not_found("Message").into());
    };
    caller.allow(Resource::OwnedBy(&owner))?;
    Ok(Arc::new(raw))
}

pub async fn raw(State(state): State<AppState>, caller: Caller, Path(id): Path<String>) -> ApiResult<Response> {
    let raw = source(&state, &caller, &id).await?;
    Ok(([(header::CONTENT_TYPE, "message/rfc822")], Arc::unwrap_or_clone(raw)).into_response())
}

/// `GET /messages/{id}/attachments/{index}`: one attachment, decoded, always as a download.
pub async fn attachment(
    State(state): State<AppState>,
    caller: Caller,
    Path((id, index)): Path<(String, String)>,
) -> ApiResult<Response> {
    let missing = || Error::new(ErrorCode::NotFound, "Attachment not found.");
    let index: usize = index.parse().map_err(|_| missing())?;
    let raw = source(&state, &caller, &id).await?;
    let found = tokio::task::spawn_blocking(move || postern_mail::parse::attachment(&raw, index)).await.ok().flatten();
    let (meta, bytes) = found.ok_or_else(missing)?;
    let name = meta.filename.unwrap_or_else(|| format!("attachment-{index}"));
    let encoded = percent_encoding::utf8_percent_encode(&name, percent_encoding::NON_ALPHANUMERIC);
    let content_type = HeaderValue::from_str(&meta.content_type)
        .unwrap_or_else(|_| HeaderValue::from_static("application/octet-stream"));
    let disposition = HeaderValue::from_str(&format!("attachment; filename*=UTF-8''{encoded}"))
        .unwrap_or_else(|_| HeaderValue::from_static("attachment"));
    let headers = [
        (header::CONTENT_TYPE, content_type),
        (header::CONTENT_DISPOSITION, disposition),
        (header::X_CONTENT_TYPE_OPTIONS, HeaderValue::from_static("nosniff")),
    ];
    Ok((headers, bytes).into_response())
}

pub async fn remove(State(state): State<AppState>, caller: Caller, Path(id): Path<String>) -> ApiResult<StatusCode> {
    authorized_message(&state, &caller, &id).await?;
    state.store.delete_message(&id).await.map_err(internal)?;
    Ok(StatusCode::NO_CONTENT)
}
