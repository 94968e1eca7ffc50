//! `PATCH /messages/{id}` and `POST /messages/batch`: changing the mail of connected accounts,
//! one message or up to 100 at once (the changes themselves are `edits`').

use crate::AppState;
use crate::edits::{Action, Change, apply};
use crate::error::ApiResult;
use crate::gate::Caller;
use crate::params::{JsonBody, Path};
use axum::Json;
use axum::extract::State;
use axum::response::{IntoResponse, Response};
use postern_core::Error;
use serde::Deserialize;
use serde_json::{Value, json};

/// Ids a batch may name at most.
const MAX_BATCH: usize = 100;

/// What to change on a message; every field is optional.
/// `PATCH /messages/{id}`: `{"unread"?, "starred"?, "keywords"?: {"add", "remove"}, "folder"?}`.
pub async fn update(
    State(state): State<AppState>,
    caller: Caller,
    Path(id): Path<String>,
    JsonBody(change): JsonBody<Change>,
) -> ApiResult<Response> {
    change.flags()?;
    let result = apply(&state, &caller, std::slice::from_ref(&id), Action::Update(change)).await?;
    if let Some((_, Err(e))) = result.into_iter().next() {
        return Err(e.into());
    }
    let row = state.store.indexed_message(&id).await?.ok_or_else(|| Error::not_found("Message"))?;
    Ok(Json(json!({ "data": row.message })).into_response())
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BatchBody {
    ids: Vec<String>,
    update: Option<Change>,
    delete: Option<DeleteOptions>,
}

#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
struct DeleteOptions {
    #[serde(default)]
    permanent: bool,
}

/// `POST /messages/batch`: `{"ids": [≤ 100], "update": {…}}` or `{"ids", "delete": {"permanent"?}}`;
/// a result per id, in order: `{"id", "ok": true}` or `{"id", "ok": false, "error": {code, message}}`.
pub async fn batch(
    State(state): State<AppState>,
    caller: Caller,
    JsonBody(body): JsonBody<BatchBody>,
) -> ApiResult<Response> {
    if body.ids.is_empty() || body.ids.len() > MAX_BATCH {
        return Err(Error::invalid_field("ids", "must name 1 to 100 messages").into());
    }
    let action = match (body.update, body.delete) {
        (Some(change), None) => {
            change.flags()?;
            Action::Update(change)
        }
        (None, Some(options)) => Action::Delete { permanent: options.permanent },
        _ => return Err(Error::invalid_field("update", "give exactly one of `update` and `delete`").into()),
    };
    let results = apply(&state, &caller, &body.ids, action).await?;
    let data: Vec<Value> = results
        .into_iter()
        .map(|(id, result)| match result {
            Ok(()) => json!({ "id": id, "ok": true }),
            Err(e) => json!({ "id": id, "ok": false, "error": { "code": e.code.as_str(), "message": e.message } }),
        })
        .collect();
    Ok(Json(json!({ "data": data })).into_response())
}
