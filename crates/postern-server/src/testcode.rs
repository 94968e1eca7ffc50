//! `POST /inboxes/{id}/test-code`: puts a sample OTP mail into an inbox without SMTP, stored and
//! parsed exactly like received mail, under a quota of 5 per inbox and 20 per user per hour.

use crate::AppState;
use crate::error::ApiResult;
use crate::gate::Caller;
use crate::local::LocalOps;
use crate::params::Path;
use axum::Json;
use axum::extract::State;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use postern_core::ops::InboxOps;
use serde_json::json;

pub async fn send(State(state): State<AppState>, caller: Caller, Path(id): Path<String>) -> ApiResult<Response> {
    let sent = LocalOps { state, principal: caller.principal }.send_test_code(&id).await?;
    Ok((StatusCode::CREATED, Json(json!({ "data": sent }))).into_response())
}
