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

/// The test message for `to` (a random 6-digit code) and its envelope sender.
pub(crate) fn compose(to: &str) -> (String, String) {
    let mut random = [0u8; 4];
    postern_core::id::random_bytes(&mut random);
    let code = format!("{:06}", u32::from_le_bytes(random) % 1_000_000);
    let domain = to.rsplit_once('@').map_or("postern.localhost", |(_, d)| d);
    let date =
        time::OffsetDateTime::now_utc().format(&time::format_description::well_known::Rfc2822).unwrap_or_default();
    let id = postern_core::id::new_local_part();
    let raw = format!(
        "From: Postern <test-code@{domain}>\r\nTo: <{to}>\r\nSubject: Your Postern test code is {code}\r\nDate: {date}\r\nMessage-ID: <{id}@{domain}>\r\nMIME-Version: 1.0\r\nContent-Type: text/plain; charset=utf-8\r\n\r\nYour verification code is:\r\n\r\n{code}\r\n\r\nThis is a test message from Postern; it did not go through the mail server.\r\n"
    );
    (raw, format!("test-code@{domain}"))
}
