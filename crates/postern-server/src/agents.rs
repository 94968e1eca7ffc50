//! `POST /api/v1/agents/register`: mailsocket's self-registration, the one way to an API key
//! without an operator. Off unless the installation turns it on (`--agent-registration`); then it
//! makes a user with rights on its own disposable inboxes only and answers its key once, in
//! mailsocket's shape (`{"data": {"api_key": …}}`).
//!
//! Registrations are counted in the audit, where each one is recorded in the transaction that
//! makes its user: per client (an IPv4 address or IPv6 /64) over the last hour and in total over
//! the last day. The audit is shared by instances on one database, so their limits are too; two
//! registrations checked at the same moment on two instances may pass one over the limit.

use crate::error::{ApiError, ApiResult};
use crate::params::JsonBody;
use crate::views::{Data, ErrorBody, GrantView};
use crate::{AppState, http::Peer};
use axum::Json;
use axum::extract::State;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use postern_core::rights::{Grant, inboxes_only};
use postern_core::{Error, ErrorCode, Timestamp};
use postern_store::{AuditEntry, AuditFilter, NewToken, NewUser};
use serde::Deserialize;
use serde_json::json;
use utoipa::ToSchema;

/// The audit's action for a registration.
const ACTION: &str = "agent.register";
const HOUR: i64 = 3_600_000_000;
const DAY: i64 = 24 * HOUR;

/// How many agents may register themselves.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct AgentRegistration {
    /// Per client address in any hour.
    pub per_address_per_hour: u32,
    /// In total in any 24 hours.
    pub per_day: u32,
}

impl Default for AgentRegistration {
    fn default() -> Self {
        AgentRegistration { per_address_per_hour: 5, per_day: 100 }
    }
}

/// What an agent may say of itself.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
#[schema(as = AgentRegistrationRequest)]
pub struct RegisterBody {
    /// A name to recognise its key by (1–100 characters, no control characters, not blank).
    #[schema(
        min_length = 1,
        max_length = 100,
        pattern = r"^[^\x00-\x1f\x7f-\x9f]*[^\s\x00-\x1f\x7f-\x9f][^\x00-\x1f\x7f-\x9f]*$"
    )]
    name: Option<String>,
}

/// A new agent's key, shown this once.
#[derive(Debug, serde::Serialize, ToSchema)]
#[schema(as = AgentKey)]
#[allow(dead_code)]
pub struct AgentKeyView {
    /// The API key (`pst_…`): send it as `Authorization: Bearer …`. Only its hash is kept.
    api_key: String,
    /// The user made for the agent (`usr_…`).
    user_id: String,
    /// The key's id (`tok_…`), to revoke it.
    token_id: String,
    /// The key's name.
    name: String,
    /// What the key may do: create, read, wait on and delete its own inboxes.
    #[schema(value_type = Vec<GrantView>)]
    grants: Vec<Grant>,
    #[schema(format = DateTime)]
    created_at: String,
}

/// Register an agent.
///
/// Makes a user with rights on its own disposable inboxes only and returns its API key, once.
/// No token. Off unless the installation turns it on (`--agent-registration`); limited per
/// client address per hour and in total per day; audited (`agent.register`).
#[utoipa::path(
    post,
    path = "/api/v1/agents/register",
    operation_id = "agents_register",
    tag = "agents",
    request_body(content = RegisterBody, description = "Optional: a name for the key."),
    responses(
        (status = 201, description = "The agent's key (shown this once).", body = Data<AgentKeyView>),
        (status = 400, description = "`invalid_request`: the body is not as described.", body = ErrorBody),
        (status = 409, description = "`registration_disabled`: the installation does not let agents register.", body = ErrorBody),
        (status = 413, description = "`payload_too_large`.", body = ErrorBody),
        (status = 415, description = "`unsupported_media_type`: a body that is not JSON.", body = ErrorBody),
        (status = 429, description = "`rate_limited`: too many registrations from this address in the last hour, \
            or in all in the last day; `Retry-After` says when to try again.", body = ErrorBody),
        (status = 500, description = "`internal_error`: details only in the server log.", body = ErrorBody),
    )
)]
pub async fn register(
    State(state): State<AppState>,
    peer: Option<axum::Extension<Peer>>,
    JsonBody(body): JsonBody<RegisterBody>,
) -> ApiResult<Response> {
    let Some(limits) = state.config.agent_registration else {
        return Err(ApiError(Error::new(
            ErrorCode::RegistrationDisabled,
            "Agents cannot register themselves on this server. Ask its operator for an API key.",
        )));
    };
    let name = match body.name.as_deref().map(str::trim) {
        None => "self-registered".to_string(),
        Some(n) if !n.is_empty() && n.chars().count() <= 100 && !n.chars().any(char::is_control) => n.to_string(),
        Some(_) => {
            return Err(ApiError(Error::invalid_field(
                "name",
                "must be 1 to 100 characters, without control characters",
            )));
        }
    };
    let client = peer.map(|p| postern_core::client::network(p.0.0.ip()).to_string());
    // Registrations take turns in this instance, so that its count is exact.
    let _turn = state.registrations.lock().await;
    within_limits(&state, limits, client.as_deref()).await?;
    let grants = inboxes_only();
    let user_name = format!("agent-{}", postern_core::id::new_local_part());
    let audit = AuditEntry {
        actor: "agent".into(),
        action: ACTION.into(),
        outcome: "ok".into(),
        detail: json!({ "name": name }),
        source: client,
        ..Default::default()
    };
    let user = state.store.add_user(&NewUser { name: &user_name, roles: &[], grants: &grants }, Some(&audit)).await?;
    let (token, secret) = state
        .store
        .add_token(&NewToken { user_id: &user.id, name: &name, grants: None, expires_at: None }, None)
        .await?;
    let key = json!({
        "api_key": secret,
        "user_id": user.id,
        "token_id": token.id,
        "name": name,
        "grants": grants,
        "created_at": token.created_at,
    });
    Ok((StatusCode::CREATED, Json(json!({ "data": key }))).into_response())
}

/// Refuses a registration past either limit, with when to try again.
async fn within_limits(state: &AppState, limits: AgentRegistration, client: Option<&str>) -> Result<(), ApiError> {
    let now = Timestamp::now().micros();
    let filter = AuditFilter {
        action: Some(ACTION.into()),
        after: Some(Timestamp(now - DAY)),
        limit: limits.per_day.saturating_add(1).min(10_000),
        ..Default::default()
    };
    // Newest first.
    let records = state.store.audit_records(&filter).await?;
    let retry = |counted: Vec<i64>, allowed: u32, window: i64| {
        // Once the oldest of the last `allowed` counted leaves the window, one more fits.
        let oldest = counted.get(allowed.saturating_sub(1) as usize).copied().unwrap_or(now);
        let seconds = ((oldest + window - now).max(0) / 1_000_000 + 1) as u64;
        let mut error = Error::new(ErrorCode::RateLimited, "Too many agents registered lately. Try again later.");
        error.retry_after = Some(seconds);
        ApiError(error)
    };
    let all: Vec<i64> = records.iter().map(|r| r.at.micros()).collect();
    if all.len() >= limits.per_day as usize {
        return Err(retry(all, limits.per_day, DAY));
    }
    let from_here: Vec<i64> = records
        .iter()
        .filter(|r| r.source.as_deref() == client && r.at.micros() > now - HOUR)
        .map(|r| r.at.micros())
        .collect();
    if from_here.len() >= limits.per_address_per_hour as usize {
        return Err(retry(from_here, limits.per_address_per_hour, HOUR));
    }
    Ok(())
}
