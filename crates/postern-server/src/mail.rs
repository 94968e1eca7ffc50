//! `PATCH /messages/{id}` and `POST /messages/batch`: changing the mail of connected accounts,
//! one message or up to 100 at once (the changes themselves are `edits`').

use crate::AppState;
use crate::edits::{Action, Change, apply};
use crate::error::ApiResult;
use crate::gate::Caller;
use crate::params::{JsonBody, Path};
use crate::views::{AccountMessageView, Code, Data, ErrorBody};
use axum::Json;
use axum::extract::State;
use axum::response::{IntoResponse, Response};
use postern_core::Error;
use serde::{Deserialize, Serialize};
use serde_json::{Value, json};
use utoipa::ToSchema;

/// Ids a batch may name at most.
const MAX_BATCH: usize = 100;

// Schemas of the bodies and answers below (contract::document); the handlers read and
// serialize the types these mirror (`edits::Change`, JSON built here).

/// What to change on a message (`edits::Change`); every field is optional.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
#[schema(as = MessageChange)]
#[allow(dead_code)]
pub struct MessageChangeView {
    /// Marks it read (`false`) or unread (`true`): the `\Seen` flag.
    pub unread: Option<bool>,
    /// The `\Flagged` flag.
    pub starred: Option<bool>,
    /// IMAP keywords to add and remove.
    pub keywords: Option<KeywordChangeView>,
    /// A folder id or role: a move (into a folder the caller's grants reach, else 403).
    pub folder: Option<String>,
}

/// Keywords to add and remove: printable ASCII without spaces or `( ) { % * " \ ]`, up to 100
/// characters each.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
#[schema(as = KeywordChange)]
#[allow(dead_code)]
pub struct KeywordChangeView {
    #[serde(default)]
    pub add: Vec<String>,
    #[serde(default)]
    pub remove: Vec<String>,
}

/// What became of one id of a batch.
#[derive(Debug, Serialize, ToSchema)]
#[schema(as = MessageBatchResult)]
#[allow(dead_code)]
pub struct BatchResultView {
    pub id: String,
    pub ok: bool,
    /// Only when `ok` is false: the error this message alone would have answered.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub error: Option<BatchErrorView>,
}

/// Why one message of a batch was not changed.
#[derive(Debug, Serialize, ToSchema)]
#[schema(as = MessageBatchError)]
#[allow(dead_code)]
pub struct BatchErrorView {
    pub code: Code,
    pub message: String,
}

/// Update a message.
///
/// An account message: read state, star, keywords, or a move (`folder`), made on the server,
/// then the message as indexed (same id).
#[utoipa::path(
    patch,
    path = "/messages/{id}",
    operation_id = "messages_update",
    tag = "messages",
    params(("id" = String, Path, description = "`msg_…` of an account message")),
    request_body = MessageChangeView,
    responses(
        (status = 200, description = "The message as indexed now.", body = Data<AccountMessageView>),
        (status = 403, description = "`forbidden`: the caller lacks the right, or moves the message into a folder \
            outside its grants.", body = ErrorBody),
    )
)]
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

/// Up to 100 messages and exactly one of `update` and `delete`.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
#[schema(as = MessageBatch)]
pub struct BatchBody {
    /// Account message ids (`msg_…`), 1 to 100.
    #[schema(min_items = 1, max_items = 100)]
    ids: Vec<String>,
    /// The same change for each (as `PATCH /messages/{id}`).
    #[schema(value_type = Option<MessageChangeView>)]
    update: Option<Change>,
    /// Delete each: to the Trash, or for good.
    delete: Option<DeleteOptions>,
}

/// How to delete the messages of a batch.
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
#[schema(as = MessageBatchDelete)]
struct DeleteOptions {
    /// Delete for good (`\Deleted` + `UID EXPUNGE`) instead of moving to the Trash; needs
    /// `message.delete_permanent`.
    #[serde(default)]
    permanent: bool,
}

/// Update or delete messages in a batch.
///
/// Up to 100 account messages at once, one command per folder; a result per id, in the order
/// given.
#[utoipa::path(
    post,
    path = "/messages/batch",
    operation_id = "messages_batch",
    tag = "messages",
    request_body = BatchBody,
    responses((status = 200, description = "A result per id, in order.", body = Data<Vec<BatchResultView>>))
)]
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
