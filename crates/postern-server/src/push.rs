//! What providers push to Postern: Microsoft Graph's change notifications for Microsoft
//! accounts (docs/PROVIDERS.md). No token: Graph cannot send one. A notification names its
//! subscription and carries the secret (`clientState`) Postern gave it; one whose subscription
//! is unknown or whose secret differs is ignored. A good one wakes the account's sync, which
//! asks Graph what changed (the notification itself is never trusted for content).
//!
//! - `POST /api/v1/push/microsoft`: change notifications
//!   (https://learn.microsoft.com/en-us/graph/change-notifications-delivery-webhooks);
//! - `POST /api/v1/push/microsoft/lifecycle`: lifecycle notifications
//!   (https://learn.microsoft.com/en-us/graph/change-notifications-lifecycle-events):
//!   `reauthorizationRequired` renews the subscription, `subscriptionRemoved` makes a new one,
//!   `missed` makes a pass.
//!
//! Both answer Graph's validation request (`?validationToken=…`) by echoing the token as plain
//! text, and answer notifications 202 at once (Graph wants an answer within 3 s).
//!
//! - `POST /api/v1/push/google`: Gmail's changes through the installation's Pub/Sub push
//!   subscription (https://developers.google.com/gmail/api/guides/push). Its OIDC token must
//!   be Google's, for the configured audience and service account; the push names a mailbox,
//!   whose Gmail accounts are woken. 204 acknowledges; 401 refuses a push that proves nothing.

use crate::AppState;
use crate::params::Params;
use crate::sync::{MICROSOFT, pending_id};
use axum::body::Bytes;
use axum::extract::State;
use axum::http::{HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use postern_providers::registry::ProviderKind;
use serde_json::Value;

/// The longest validation token echoed, in characters.
const MAX_TOKEN: usize = 2048;

/// Microsoft Graph's change notifications.
///
/// Graph's validation request (`?validationToken=`) is echoed as text; notifications are
/// answered 202 at once. Each carries its subscription's secret; not for clients.
#[utoipa::path(
    post,
    path = "/api/v1/push/microsoft",
    operation_id = "push_microsoft",
    tag = "push",
    params(("validationToken" = Option<String>, Query, max_length = 2048, description = "Graph's validation request.")),
    request_body(content = serde_json::Value, description = "Graph's notification collection (`{\"value\": […]}`); read leniently: what Postern cannot use is acknowledged and ignored, and a validation request has none."),
    responses(
        (status = 200, description = "The validation token, echoed.", content_type = "text/plain", body = String),
        (status = 202, description = "Accepted."),
        (status = 400, description = "Neither a validation request nor JSON (an empty body is accepted)."),
    )
)]
pub async fn changes(State(state): State<AppState>, Params(query): Params, body: Bytes) -> Response {
    received(&state, &query, &body, false).await
}

/// Microsoft Graph's lifecycle notifications.
///
/// As the change notifications: `reauthorizationRequired` renews the subscription,
/// `subscriptionRemoved` makes a new one, `missed` makes a pass. Not for clients.
#[utoipa::path(
    post,
    path = "/api/v1/push/microsoft/lifecycle",
    operation_id = "push_microsoft_lifecycle",
    tag = "push",
    params(("validationToken" = Option<String>, Query, max_length = 2048, description = "Graph's validation request.")),
    request_body(content = serde_json::Value, description = "Graph's notification collection (`{\"value\": […]}`); read leniently: what Postern cannot use is acknowledged and ignored, and a validation request has none."),
    responses(
        (status = 200, description = "The validation token, echoed.", content_type = "text/plain", body = String),
        (status = 202, description = "Accepted."),
        (status = 400, description = "Neither a validation request nor JSON (an empty body is accepted)."),
    )
)]
pub async fn lifecycle(State(state): State<AppState>, Params(query): Params, body: Bytes) -> Response {
    received(&state, &query, &body, true).await
}

async fn received(
    state: &AppState,
    query: &std::collections::HashMap<String, String>,
    body: &[u8],
    lifecycle: bool,
) -> Response {
    if let Some(token) = query.get("validationToken") {
        // Counted in characters, as the document's `maxLength` counts them.
        if token.chars().count() > MAX_TOKEN {
            return StatusCode::BAD_REQUEST.into_response();
        }
        // The echo is text the caller chose: never sniffed as a page, never a page with powers.
        let headers = [
            ("content-type", "text/plain; charset=utf-8"),
            ("x-content-type-options", "nosniff"),
            ("content-security-policy", "default-src 'none'; sandbox"),
        ];
        return (StatusCode::OK, headers, token.clone()).into_response();
    }
    // No body: no notification, acknowledged like one Postern cannot use.
    if body.iter().all(u8::is_ascii_whitespace) {
        return StatusCode::ACCEPTED.into_response();
    }
    let Ok(value) = serde_json::from_slice::<Value>(body) else { return StatusCode::BAD_REQUEST.into_response() };
    for notification in value.get("value").and_then(Value::as_array).into_iter().flatten().take(1000) {
        let text = |key: &str| notification.get(key).and_then(Value::as_str).unwrap_or_default();
        let Some(account_id) = owner(state, text("subscriptionId"), text("clientState")).await else { continue };
        if !lifecycle {
            state.syncer.start(&account_id);
            continue;
        }
        match text("lifecycleEvent") {
            "subscriptionRemoved" => {
                let _ = state.store.drop_push_channel(MICROSOFT, text("subscriptionId")).await;
                state.syncer.renew_push(&account_id);
            }
            "reauthorizationRequired" => state.syncer.renew_push(&account_id),
            // `missed`, and whatever comes next: a pass finds what changed.
            _ => state.syncer.start(&account_id),
        }
    }
    StatusCode::ACCEPTED.into_response()
}

/// Gmail's changes through Pub/Sub.
///
/// Its OIDC token must be Google's, for the configured audience and service account (docs/GOOGLE.md).
/// Not for clients.
#[utoipa::path(
    post,
    path = "/api/v1/push/google",
    operation_id = "push_google",
    tag = "push",
    request_body(content = Object, description = "A Pub/Sub push message."),
    responses(
        (status = 204, description = "Acknowledged."),
        (status = 401, description = "Not a valid token of Google for the configured audience."),
        (status = 404, description = "Gmail push is not configured (`--google-pubsub-topic`)."),
        (status = 503, description = "Google's keys cannot be fetched now; Pub/Sub delivers again."),
    )
)]
pub async fn gmail(State(state): State<AppState>, headers: HeaderMap, body: Bytes) -> Response {
    let Some((keys, expected)) = state.gmails.push_check(state.config.public_url.as_deref()) else {
        return StatusCode::NOT_FOUND.into_response();
    };
    let authorization = headers.get("authorization").and_then(|v| v.to_str().ok());
    match keys.verify(authorization, &expected).await {
        Ok(true) => {}
        Ok(false) => return StatusCode::UNAUTHORIZED.into_response(),
        Err(e) => {
            // Pub/Sub delivers again later.
            tracing::warn!(error = ?e, "a Gmail push could not be checked: Google's keys are unavailable");
            return StatusCode::SERVICE_UNAVAILABLE.into_response();
        }
    }
    // Whatever it names, the push is acknowledged: Pub/Sub would only send it again.
    let Some(pushed) = postern_providers::gmail::push::pushed(&body) else {
        return StatusCode::NO_CONTENT.into_response();
    };
    if let Ok(accounts) = state.store.accounts_at(&pushed.email).await {
        for record in accounts.iter().filter(|r| r.account.provider == ProviderKind::Google) {
            state.syncer.start(&record.account.id);
        }
    }
    StatusCode::NO_CONTENT.into_response()
}

/// The account a notification is for, if its subscription is known (or being made: Graph may
/// notify before it answered the creation) and its secret right.
async fn owner(state: &AppState, subscription: &str, secret: &str) -> Option<String> {
    if subscription.is_empty() || subscription.len() > 200 || secret.is_empty() || secret.len() > 200 {
        return None;
    }
    let presented = postern_core::token::hash(secret);
    let channel = match state.store.push_channel(MICROSOFT, subscription).await.ok()? {
        Some(channel) => channel,
        None => {
            let pending = state.store.push_channel(MICROSOFT, &pending_id(&presented)).await.ok()??;
            (pending.expires_at.micros() > postern_core::Timestamp::now().micros()).then_some(pending)?
        }
    };
    // Both are hashes of secrets: comparing them reveals nothing of the stored one.
    (presented == channel.secret_hash).then_some(channel.account_id)
}
