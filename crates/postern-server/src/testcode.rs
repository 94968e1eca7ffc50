//! `POST /inboxes/{id}/test-code`: puts a sample OTP mail into an inbox without SMTP, stored and
//! parsed exactly like received mail, under a quota of 5 per inbox and 20 per user per hour.

use crate::AppState;
use crate::error::ApiResult;
use crate::gate::Caller;
use crate::inboxes::authorized_inbox;
use axum::Json;
use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use postern_core::{Error, ErrorCode, Timestamp};
use postern_store::Delivery;
use serde_json::json;

pub async fn send(State(state): State<AppState>, caller: Caller, Path(id): Path<String>) -> ApiResult<Response> {
    let inbox = authorized_inbox(&state, &caller, &id).await?;
    if !inbox.is_enabled {
        return Err(
            Error::new(ErrorCode::InboxDisabled, "This inbox is disabled. Enable it to receive a test code.").into()
        );
    }
    let quota = state
        .store
        .charge_test_code(
            &caller.principal.user_id,
            &inbox.id,
            state.config.test_codes_per_inbox,
            state.config.test_codes_per_user,
        )
        .await?;
    if let Err(retry_after) = quota {
        let at = Timestamp(Timestamp::now().micros() + retry_after as i64 * 1_000_000).to_string();
        return Err(Error::new(
            ErrorCode::RateLimited,
            format!("Too many test codes. Try again at {} UTC.", &at[11..16]),
        )
        .retry_after(retry_after)
        .into());
    }
    let mut random = [0u8; 4];
    postern_core::id::random_bytes(&mut random);
    let code = format!("{:06}", u32::from_le_bytes(random) % 1_000_000);
    let domain = inbox.address.rsplit_once('@').map_or("postern.localhost", |(_, d)| d);
    let raw = compose(&code, &inbox.address, domain);
    let parsed = postern_mail::parse(raw.as_bytes());
    let stored = state
        .store
        .deliver(Delivery {
            recipients: vec![(inbox.id.clone(), inbox.address.clone())],
            envelope_from: format!("test-code@{domain}"),
            raw: raw.into_bytes(),
            parsed,
        })
        .await?;
    let Some(message) = stored.first() else { return Err(Error::not_found("Inbox").into()) };
    Ok((
        StatusCode::CREATED,
        Json(json!({ "data": { "message_id": message.message_id, "sent_at": message.received_at } })),
    )
        .into_response())
}

fn compose(code: &str, to: &str, domain: &str) -> String {
    let now = time::OffsetDateTime::now_utc();
    let date = now.format(&time::format_description::well_known::Rfc2822).unwrap_or_default();
    let id = postern_core::id::new_local_part();
    format!(
        "From: Postern <test-code@{domain}>\r\nTo: <{to}>\r\nSubject: Your Postern test code is {code}\r\nDate: {date}\r\nMessage-ID: <{id}@{domain}>\r\nMIME-Version: 1.0\r\nContent-Type: text/plain; charset=utf-8\r\n\r\nYour verification code is:\r\n\r\n{code}\r\n\r\nThis is a test message from Postern; it did not go through the mail server.\r\n"
    )
}
