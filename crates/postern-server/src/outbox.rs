//! `POST /accounts/{id}/send`: a message sent from a connected account, once per
//! `Idempotency-Key`; the sending itself is `send`'s.

use crate::AppState;
use crate::error::ApiResult;
use crate::gate::Caller;
use crate::params::{JsonBody, Path};
use crate::reach::record as account;
use crate::send::{
    SendBody, Start, build, checked_transmit, finish, fresh_message_id, idempotency_key, outbound, request_hash, start,
};
use crate::views::{Data, ErrorBody, HeldSendView, SendMessageView, SendReceiptView};
use axum::extract::State;
use axum::http::HeaderMap;
use axum::response::Response;
use postern_core::{Error, ErrorCode};
use serde_json::Value;

/// Send a message.
///
/// Through the account's submission server (JMAP: its EmailSubmission), once per
/// `Idempotency-Key`: the same request again answers the first answer and sends nothing.
#[utoipa::path(
    post,
    path = "/accounts/{id}/send",
    operation_id = "accounts_send",
    tag = "drafts",
    params(
        ("id" = String, Path, description = "`acc_…`"),
        ("Idempotency-Key" = Option<String>, Header, pattern = "^[!-~]{1,255}$", description = "1–255 visible ASCII characters; the same key \
            with the same request answers the first answer."),
    ),
    request_body = SendMessageView,
    responses(
        (status = 200, description = "Sent.", body = Data<SendReceiptView>),
        (status = 202, description = "Held for a person's approval (the caller's grant says `approval`): sent once \
            approved at `/sends/{id}/approve`, never if refused or expired; the same key answers this again.", body = Data<HeldSendView>),
        (status = 403, description = "`forbidden`: the caller lacks the right; `recipient_not_allowed`: no one grant \
            of the caller accepts every recipient (nothing was sent).", body = ErrorBody),
        (status = 409, description = "`idempotency_conflict`: the key was used for another request; \
            `send_outcome_unknown`: an earlier attempt with the key may have reached the server (`fields.message_id_header`); \
            `conflict`: the account has no SMTP settings; `send_refused`: a person refused the held send, or it expired.", body = ErrorBody),
        (status = 422, description = "`recipient_rejected`: the mail server refused a recipient (`fields.recipients`) \
            or the message, nothing was sent; `provider_auth_failed`: it refused the login.", body = ErrorBody),
        (status = 429, description = "`send_limit_reached`: the caller's sends per 24 hours from this account are \
            used up; `rate_limited`: the token is over its request rate.", body = ErrorBody,
            headers(("Retry-After" = u64, description = "Seconds after which to ask again."))),
    )
)]
pub async fn send(
    State(state): State<AppState>,
    caller: Caller,
    Path(id): Path<String>,
    headers: HeaderMap,
    JsonBody(raw): JsonBody<Value>,
) -> ApiResult<Response> {
    let record = account(&state, &caller, &id).await?;
    let key = idempotency_key(&headers)?;
    let body: SendBody = serde_json::from_value(raw.clone())
        .map_err(|_| Error::new(ErrorCode::InvalidRequest, "The JSON body has the wrong shape for a send."))?;
    let hash = request_hash(&raw);
    let smtp = outbound(&state, &record).await?;
    let user_id = caller.principal.user_id.clone();
    let _turn = state.send_turns.turn(&state.store, &user_id, &record.account.id, key.as_deref()).await?;
    let attempt =
        match start(&state, &user_id, &record.account.id, key.as_deref(), &hash, &fresh_message_id(&record)).await? {
            Start::Go(attempt) => attempt,
            Start::Answered(answer) => return Ok(answer),
        };
    let outcome = match build(&state, &caller, &record, &body, &attempt.message_id_header, None).await {
        Ok(built) => checked_transmit(&state, &caller, &record, &smtp, built, &attempt).await,
        Err(e) => Err(e),
    };
    finish(&state, &attempt.id, outcome).await
}
