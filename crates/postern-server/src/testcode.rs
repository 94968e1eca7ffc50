//! `POST /inboxes/{id}/test-code`: puts a sample OTP mail into an inbox without SMTP, stored and
//! parsed exactly like received mail, under a quota of 5 per inbox and 20 per user per hour.

use crate::AppState;
use crate::error::ApiResult;
use crate::gate::Caller;
use crate::local::LocalOps;
use crate::params::Path;
use crate::views::{Data, ErrorBody};
use axum::Json;
use axum::extract::State;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use postern_core::ops::InboxOps;
use serde_json::json;

/// A test code put into an inbox.
#[derive(serde::Serialize, utoipa::ToSchema)]
#[schema(as = TestCode)]
#[allow(dead_code)] // the schema of the answer below; the handler serializes `ops::TestCode`
pub struct TestCodeView {
    pub message_id: String,
    #[schema(format = DateTime)]
    pub sent_at: String,
}

/// Send a test code.
///
/// Stores a message with a random 6-digit code in the inbox, parsed and waking waits like
/// received mail. Take the wait's cutoff before calling it.
#[utoipa::path(
    post,
    path = "/inboxes/{id}/test-code",
    operation_id = "inboxes_test_code",
    tag = "inboxes",
    params(("id" = String, Path, description = "`inbox_…`")),
    responses(
        (status = 201, description = "The message it stored.", body = Data<TestCodeView>),
        (status = 409, description = "`inbox_disabled`.", body = ErrorBody),
        (status = 429, description = "`rate_limited`: 5 per inbox and 20 per user in any hour.", body = ErrorBody, headers(("Retry-After" = u64, description = "Seconds until the oldest charged code leaves the window."))),
    )
)]
pub async fn send(State(state): State<AppState>, caller: Caller, Path(id): Path<String>) -> ApiResult<Response> {
    let sent = LocalOps { state, principal: caller.principal }.send_test_code(&id).await?;
    Ok((StatusCode::CREATED, Json(json!({ "data": sent }))).into_response())
}
