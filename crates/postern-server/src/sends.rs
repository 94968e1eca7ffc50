//! `/sends/pending`, `/sends/{id}`: sends held for a person's approval, and their decision
//! (docs/AGENT_SAFETY.md); the deciding is `approval`'s.

use crate::AppState;
use crate::approval::{Verdict, decide, reached, view};
use crate::error::ApiResult;
use crate::gate::Caller;
use crate::params::Path;
use crate::views::{Data, ErrorBody, HeldSendView, SendReceiptView};
use axum::Json;
use axum::extract::State;
use axum::response::{IntoResponse, Response};
use postern_core::rights::Operation;
use serde_json::json;

/// Most held sends one list shows.
const LISTED: u32 = 200;

/// List the sends waiting for approval.
///
/// On the accounts where the caller holds `message.send`, oldest first (at most 200), with the
/// message each would send: what a person approves or refuses.
#[utoipa::path(
    get,
    path = "/sends/pending",
    operation_id = "sends_pending",
    tag = "drafts",
    responses((status = 200, description = "The held sends.", body = Data<Vec<HeldSendView>>))
)]
pub async fn pending(State(state): State<AppState>, caller: Caller) -> ApiResult<Response> {
    let reached: Vec<String> =
        crate::reach::accounts_with(&state, &caller, Operation::MessageSend).await?.into_iter().map(|a| a.id).collect();
    let now = state.config.clock.now();
    let mut listed = Vec::new();
    for held in state.store.pending_sends(LISTED, true).await? {
        if reached.contains(&held.account_id) && held.expires_at > now {
            listed.push(view(&held, true).await);
        }
    }
    Ok(Json(json!({ "data": listed })).into_response())
}

/// Read a held send.
///
/// Its status (`pending`, `sending`, `sent`, `failed`, `refused`, `expired`), who
/// asked and who decided, and while it waits the message it would send.
#[utoipa::path(
    get,
    path = "/sends/{id}",
    operation_id = "sends_read",
    tag = "drafts",
    params(("id" = String, Path, description = "`snd_…`")),
    responses((status = 200, description = "The send.", body = Data<HeldSendView>))
)]
pub async fn read(State(state): State<AppState>, caller: Caller, Path(id): Path<String>) -> ApiResult<Response> {
    let (held, _) = reached(&state, &caller, &id, true).await?;
    Ok(Json(json!({ "data": view(&held, true).await })).into_response())
}

/// Approve a held send.
///
/// It goes now, once, as the send it was; the answer is its receipt (or why it failed). Only a
/// caller that may send from the account to its recipients without approval decides.
#[utoipa::path(
    post,
    path = "/sends/{id}/approve",
    operation_id = "sends_approve",
    tag = "drafts",
    params(("id" = String, Path, description = "`snd_…`")),
    responses(
        (status = 200, description = "Approved and sent.", body = Data<SendReceiptView>),
        (status = 403, description = "`forbidden`: the caller's own sends wait for approval; \
            `recipient_not_allowed`: no grant of the caller accepts every recipient.", body = ErrorBody),
        (status = 409, description = "`conflict`: it is not waiting (decided, or expired); \
            `send_outcome_unknown`: it may have reached the mail server.", body = ErrorBody),
        (status = 422, description = "`recipient_rejected`: the mail server refused it.", body = ErrorBody),
    )
)]
pub async fn approve(State(state): State<AppState>, caller: Caller, Path(id): Path<String>) -> ApiResult<Response> {
    decide(&state, &caller, &id, Verdict::Approve).await
}

/// Refuse a held send.
///
/// It is never sent; a retry of its request answers 409 `send_refused`.
#[utoipa::path(
    post,
    path = "/sends/{id}/refuse",
    operation_id = "sends_refuse",
    tag = "drafts",
    params(("id" = String, Path, description = "`snd_…`")),
    responses(
        (status = 200, description = "Refused.", body = Data<HeldSendView>),
        (status = 403, description = "`forbidden`: the caller's own sends wait for approval; \
            `recipient_not_allowed`: no grant of the caller accepts every recipient.", body = ErrorBody),
        (status = 409, description = "`conflict`: it is not waiting (decided, or expired).", body = ErrorBody),
    )
)]
pub async fn refuse(State(state): State<AppState>, caller: Caller, Path(id): Path<String>) -> ApiResult<Response> {
    decide(&state, &caller, &id, Verdict::Refuse).await
}
