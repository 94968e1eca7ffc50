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
use axum::extract::State;
use axum::http::HeaderMap;
use axum::response::Response;
use postern_core::{Error, ErrorCode};
use serde_json::Value;

/// `POST /accounts/{id}/send`.
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
