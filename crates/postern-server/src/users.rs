//! Users, roles and tokens (`/users`, `/roles`), the caller's own rights (`/me`), and the audit
//! (`/audit`, `/sends`). Nobody hands out a right it does not hold ([`Principal::covers`]), the
//! last admin stays, and every change is audited in the transaction that makes it.

use crate::AppState;
use crate::error::{ApiError, ApiResult};
use crate::gate::Caller;
use crate::params::{Cursor, JsonBody, Params, Path};
use crate::reach;
use axum::Json;
use axum::extract::State;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use postern_core::rights::{Grant, Operation, Principal, Resource, Rights};
use postern_core::{Error, ErrorCode, Timestamp};
use postern_store::{AuditFilter, Before, NewToken, NewUser, RoleRecord, UserChange, UserRecord, rights_of};
use serde::Deserialize;
use serde_json::{Value, json};

/// Longest user, role and token name.
const MAX_NAME: usize = 200;
/// Most roles and grants one record may hold.
const MAX_GRANTS: usize = 100;

fn check_name(field: &str, name: &str) -> Result<String, Error> {
    let name = name.trim();
    if name.is_empty() || name.chars().count() > MAX_NAME || name.chars().any(char::is_control) {
        return Err(Error::invalid_field(field, "must be 1 to 200 characters, without control characters"));
    }
    Ok(name.to_string())
}

fn check_grants(grants: &[Grant]) -> Result<(), Error> {
    if grants.len() > MAX_GRANTS {
        return Err(Error::invalid_field("grants", "at most 100 grants"));
    }
    let now = Timestamp::now();
    grants.iter().enumerate().try_for_each(|(i, g)| g.validate(&format!("grants[{i}]"), now))
}

/// The last-admin rule: if an enabled admin existed before, one must remain.
fn admins_remain(before: Before<'_>, users: &[UserRecord], roles: &[RoleRecord]) -> Result<(), String> {
    let now = Timestamp::now();
    let any_admin = |users: &[UserRecord], roles: &[RoleRecord]| {
        users.iter().any(|u| !u.disabled && Rights::new(u.rights(roles)).is_admin(now))
    };
    if !any_admin(before.users, before.roles) || any_admin(users, roles) {
        Ok(())
    } else {
        Err("This would leave no enabled admin; make another user an admin first.".into())
    }
}

/// An attempt at `action` on `target` by the caller: [`Attempt::covered`] refuses (403, and
/// audits the refusal) what the caller may not hand out.
struct Attempt<'a> {
    state: &'a AppState,
    caller: &'a Caller,
    action: &'a str,
    target: Option<&'a str>,
}

impl Attempt<'_> {
    /// The audit record of the attempt done.
    fn ok(&self, detail: serde_json::Value) -> postern_store::AuditEntry {
        let mut entry = self.caller.audit(self.action, "ok", detail);
        entry.target = self.target.map(str::to_string);
        entry
    }

    /// Whether the caller holds every right in `grants` (for a user; `same_user`: its own).
    async fn covered(&self, grants: &[Grant], same_user: bool) -> Result<(), ApiError> {
        let Err(what) = self.caller.principal.covers(grants, same_user, Timestamp::now()) else { return Ok(()) };
        let mut entry = self.caller.audit(self.action, "denied", json!({ "reason": format!("not held: {what}") }));
        entry.target = self.target.map(str::to_string);
        self.state.store.audit(&entry).await?;
        Err(ApiError(Error::new(ErrorCode::Forbidden, format!("You cannot hand out a right you do not hold: {what}."))))
    }
}

async fn roles_named(state: &AppState, names: &[String]) -> Result<Vec<RoleRecord>, ApiError> {
    let roles = state.store.roles().await?;
    if let Some(missing) = postern_store::unknown_role(&roles, names) {
        return Err(Error::invalid_field("roles", format!("there is no role {missing:?}")).into());
    }
    Ok(roles)
}

async fn user_or_404(state: &AppState, id: &str) -> Result<UserRecord, ApiError> {
    state.store.user(id).await?.ok_or_else(|| Error::not_found("User").into())
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct NewUserBody {
    name: String,
    #[serde(default)]
    roles: Vec<String>,
    #[serde(default)]
    grants: Vec<Grant>,
}

/// `POST /users`.
pub async fn create(
    State(state): State<AppState>,
    caller: Caller,
    JsonBody(body): JsonBody<NewUserBody>,
) -> ApiResult<Response> {
    caller.allow(Resource::Service)?;
    let name = check_name("name", &body.name)?;
    check_grants(&body.grants)?;
    let roles = roles_named(&state, &body.roles).await?;
    let new_rights = rights_of(&body.grants, &body.roles, &roles);
    let attempt = Attempt { state: &state, caller: &caller, action: "user.create", target: None };
    attempt.covered(&new_rights, false).await?;
    let audit = attempt.ok(json!({ "name": name, "roles": body.roles }));
    let user =
        state.store.add_user(&NewUser { name: &name, roles: &body.roles, grants: &body.grants }, Some(&audit)).await?;
    Ok((StatusCode::CREATED, Json(json!({ "data": user }))).into_response())
}

/// `GET /users`.
pub async fn list(State(state): State<AppState>, caller: Caller) -> ApiResult<Response> {
    caller.allow(Resource::Service)?;
    let users = state.store.users().await?;
    Ok(Json(json!({ "data": users, "pagination": { "next_cursor": null, "has_more": false } })).into_response())
}

/// `GET /users/{id}` (a user may read itself).
pub async fn read(State(state): State<AppState>, caller: Caller, Path(id): Path<String>) -> ApiResult<Response> {
    caller.allow(Resource::User(&id))?;
    let user = user_or_404(&state, &id).await?;
    Ok(Json(json!({ "data": user })).into_response())
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct UserPatch {
    name: Option<String>,
    roles: Option<Vec<String>>,
    grants: Option<Vec<Grant>>,
    disabled: Option<bool>,
    /// The web UI asks this user for a second factor (docs/UI.md).
    totp_required: Option<bool>,
}

/// `PATCH /users/{id}`: the caller must hold every right the user holds now and will hold.
pub async fn update(
    State(state): State<AppState>,
    caller: Caller,
    Path(id): Path<String>,
    JsonBody(body): JsonBody<UserPatch>,
) -> ApiResult<Response> {
    caller.allow(Resource::Service)?;
    let user = user_or_404(&state, &id).await?;
    if id == caller.principal.user_id && body.disabled == Some(true) {
        return Err(Error::new(ErrorCode::Conflict, "You cannot disable yourself.").into());
    }
    if id == caller.principal.user_id && user.totp_required && body.totp_required == Some(false) {
        return Err(Error::new(
            ErrorCode::Forbidden,
            "A second factor required of you can be lifted only by another user who holds your rights.",
        )
        .into());
    }
    let name = body.name.as_deref().map(|n| check_name("name", n)).transpose()?;
    if let Some(grants) = &body.grants {
        check_grants(grants)?;
    }
    let roles = roles_named(&state, body.roles.as_deref().unwrap_or_default()).await?;
    let attempt = Attempt { state: &state, caller: &caller, action: "user.update", target: Some(&id) };
    attempt.covered(&user.rights(&roles), id == caller.principal.user_id).await?;
    let after =
        rights_of(body.grants.as_deref().unwrap_or(&user.grants), body.roles.as_deref().unwrap_or(&user.roles), &roles);
    attempt.covered(&after, id == caller.principal.user_id).await?;
    let change = UserChange {
        name,
        roles: body.roles,
        grants: body.grants,
        disabled: body.disabled,
        totp_required: body.totp_required,
    };
    let changed: Vec<&str> = [
        ("name", change.name.is_some()),
        ("roles", change.roles.is_some()),
        ("grants", change.grants.is_some()),
        ("disabled", change.disabled.is_some()),
        ("totp_required", change.totp_required.is_some()),
    ]
    .into_iter()
    .filter_map(|(k, set)| set.then_some(k))
    .collect();
    let audit = attempt.ok(json!({ "changed": changed }));
    let updated = state.store.change_user(&id, &change, admins_remain, &audit).await?;
    let user = updated.ok_or_else(|| Error::not_found("User"))?;
    Ok(Json(json!({ "data": user })).into_response())
}

/// `DELETE /users/{id}`.
pub async fn remove(State(state): State<AppState>, caller: Caller, Path(id): Path<String>) -> ApiResult<StatusCode> {
    caller.allow(Resource::Service)?;
    let user = user_or_404(&state, &id).await?;
    if id == caller.principal.user_id {
        return Err(Error::new(ErrorCode::Conflict, "You cannot delete yourself.").into());
    }
    let roles = state.store.roles().await?;
    let attempt = Attempt { state: &state, caller: &caller, action: "user.delete", target: Some(&id) };
    attempt.covered(&user.rights(&roles), false).await?;
    let audit = attempt.ok(json!({ "name": user.name }));
    if !state.store.delete_user(&id, admins_remain, &audit).await? {
        return Err(Error::not_found("User").into());
    }
    Ok(StatusCode::NO_CONTENT)
}

/// `POST /users/{id}/setup-link`: a link at which the user sets a web UI password, once within
/// an hour (a reset too: the old password works until the link is used). Only for a caller who
/// holds every right the user does, since the link signs in as the user. The secret is in the
/// answer once: `path`, and `url` under `--public-url` when one is set.
pub async fn setup_link(State(state): State<AppState>, caller: Caller, Path(id): Path<String>) -> ApiResult<Response> {
    caller.allow(Resource::Service)?;
    let user = user_or_404(&state, &id).await?;
    if user.disabled {
        return Err(Error::new(ErrorCode::Conflict, "The user is disabled; enable it first.").into());
    }
    let roles = state.store.roles().await?;
    let attempt = Attempt { state: &state, caller: &caller, action: "ui.setup_link", target: Some(&id) };
    attempt.covered(&user.rights(&roles), id == caller.principal.user_id).await?;
    let (path, expires_at) = postern_ui::issue_setup_link(&state.store, &id, "", &attempt.ok(json!({}))).await?;
    let url = state.config.public_url.as_deref().map(|base| format!("{}{path}", base.trim_end_matches('/')));
    Ok((StatusCode::CREATED, Json(json!({ "data": { "path": path, "url": url, "expires_at": expires_at } })))
        .into_response())
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct NewTokenBody {
    name: String,
    expires_at: Option<Timestamp>,
    grants: Option<Vec<Grant>>,
}

/// `POST /users/{id}/tokens`: the secret is in the answer, once. A token is never wider than its
/// user, nor than the caller.
pub async fn create_token(
    State(state): State<AppState>,
    caller: Caller,
    Path(id): Path<String>,
    JsonBody(body): JsonBody<NewTokenBody>,
) -> ApiResult<Response> {
    caller.allow(Resource::User(&id))?;
    let user = user_or_404(&state, &id).await?;
    let name = check_name("name", &body.name)?;
    let now = Timestamp::now();
    if body.expires_at.is_some_and(|at| at <= now) {
        return Err(Error::invalid_field("expires_at", "must be in the future").into());
    }
    if let Some(limit) = caller.principal.expires_at
        && body.expires_at.is_none_or(|at| at > limit)
    {
        return Err(Error::new(
            ErrorCode::Forbidden,
            format!("Your token expires at {limit}; a token you make must expire no later."),
        )
        .into());
    }
    let roles = state.store.roles().await?;
    let same_user = id == caller.principal.user_id;
    let user_rights = user.rights(&roles);
    let granted = match &body.grants {
        Some(grants) => {
            check_grants(grants)?;
            // Never wider than its user: the user itself must cover the token's grants.
            let owner = Principal {
                user_id: id.clone(),
                token_id: String::new(),
                user: Rights::new(user_rights.iter().cloned()),
                token: None,
                expires_at: None,
            };
            owner.covers(grants, true, now).map_err(|what| {
                ApiError(Error::new(
                    ErrorCode::Forbidden,
                    format!("A token cannot hold what its user does not: {what}."),
                ))
            })?;
            grants.clone()
        }
        None => user_rights,
    };
    let attempt = Attempt { state: &state, caller: &caller, action: "token.create", target: Some(&id) };
    attempt.covered(&granted, same_user).await?;
    // The store names the new token as the target.
    let audit = attempt.ok(json!({ "user_id": id, "name": name }));
    // A token without grants follows its user's rights. Made by another, it holds what that
    // maker covered now: were the user raised later, the token would not rise with it.
    let grants = match (&body.grants, same_user) {
        (None, false) => Some(granted.as_slice()),
        (grants, _) => grants.as_deref(),
    };
    let new = NewToken { user_id: &id, name: &name, grants, expires_at: body.expires_at };
    let (record, secret) = state.store.add_token(&new, Some(&audit)).await?;
    Ok((StatusCode::CREATED, Json(json!({ "data": record, "token": secret }))).into_response())
}

/// `GET /users/{id}/tokens` (never their secrets).
pub async fn tokens(State(state): State<AppState>, caller: Caller, Path(id): Path<String>) -> ApiResult<Response> {
    caller.allow(Resource::User(&id))?;
    user_or_404(&state, &id).await?;
    let tokens = state.store.tokens_of(&id).await?;
    Ok(Json(json!({ "data": tokens, "pagination": { "next_cursor": null, "has_more": false } })).into_response())
}

/// `DELETE /users/{id}/tokens/{token_id}`: revoked at once (the record stays).
pub async fn revoke_token(
    State(state): State<AppState>,
    caller: Caller,
    Path((id, token_id)): Path<(String, String)>,
) -> ApiResult<StatusCode> {
    caller.allow(Resource::User(&id))?;
    let user = user_or_404(&state, &id).await?;
    let attempt = Attempt { state: &state, caller: &caller, action: "token.revoke", target: Some(&token_id) };
    if id != caller.principal.user_id {
        attempt.covered(&user.rights(&state.store.roles().await?), false).await?;
    }
    let audit = attempt.ok(json!({ "user_id": id }));
    if !state.store.revoke_token(&id, &token_id, &audit).await? {
        return Err(Error::not_found("Token").into());
    }
    Ok(StatusCode::NO_CONTENT)
}

/// `DELETE /users/{id}/second-factor`: removes the user's authenticator app and recovery codes,
/// for a person who has lost both; they sign in with their password alone, and must set up a new
/// one at once where one is required. Only for a caller who holds every right of the user, and
/// never one's own: the security page removes that with the password and a code.
pub async fn remove_second_factor(
    State(state): State<AppState>,
    caller: Caller,
    Path(id): Path<String>,
) -> ApiResult<StatusCode> {
    caller.allow(Resource::Service)?;
    let user = user_or_404(&state, &id).await?;
    if id == caller.principal.user_id {
        return Err(Error::new(
            ErrorCode::Conflict,
            "Remove your own second factor on the security page, with your password and a code.",
        )
        .into());
    }
    let roles = state.store.roles().await?;
    let attempt = Attempt { state: &state, caller: &caller, action: "ui.second_factor_remove", target: Some(&id) };
    attempt.covered(&user.rights(&roles), false).await?;
    if !state.store.remove_totp(&id, &attempt.ok(json!({}))).await? {
        return Err(Error::new(ErrorCode::NotFound, "The user has no second factor.").into());
    }
    Ok(StatusCode::NO_CONTENT)
}

/// `GET /users/{id}/sessions`: where the user is signed in to the web UI (live sessions, the one
/// seen last first); `current` marks the session making the request.
pub async fn sessions(State(state): State<AppState>, caller: Caller, Path(id): Path<String>) -> ApiResult<Response> {
    caller.allow(Resource::User(&id))?;
    user_or_404(&state, &id).await?;
    let sessions = state.store.sessions_of(&id, state.config.ui.idle_since()).await?;
    let data: Vec<Value> = sessions
        .into_iter()
        .map(|s| {
            json!({
                "id": s.id, "stage": s.stage, "created_at": s.created_at, "last_seen_at": s.last_seen_at,
                "expires_at": s.expires_at, "source": s.source, "user_agent": s.user_agent,
                "current": s.id == caller.principal.token_id,
            })
        })
        .collect();
    Ok(Json(json!({ "data": data, "pagination": { "next_cursor": null, "has_more": false } })).into_response())
}

/// `DELETE /users/{id}/sessions/{session_id}`: signs the user out there at once (its next page
/// asks to sign in). One's own always; another user's only for a caller who holds every right
/// of that user, as for tokens.
pub async fn end_session(
    State(state): State<AppState>,
    caller: Caller,
    Path((id, session_id)): Path<(String, String)>,
) -> ApiResult<StatusCode> {
    caller.allow(Resource::User(&id))?;
    let user = user_or_404(&state, &id).await?;
    let attempt = Attempt { state: &state, caller: &caller, action: "ui.session_end", target: Some(&session_id) };
    if id != caller.principal.user_id {
        attempt.covered(&user.rights(&state.store.roles().await?), false).await?;
    }
    let audit = attempt.ok(json!({ "user_id": id }));
    if !state.store.end_session(&id, &session_id, Some(&audit)).await? {
        return Err(Error::not_found("Session").into());
    }
    Ok(StatusCode::NO_CONTENT)
}

/// `GET /roles`.
pub async fn roles(State(state): State<AppState>, caller: Caller) -> ApiResult<Response> {
    caller.allow(Resource::Service)?;
    let roles = state.store.roles().await?;
    Ok(Json(json!({ "data": roles, "pagination": { "next_cursor": null, "has_more": false } })).into_response())
}

/// `GET /roles/{name}`.
pub async fn role(State(state): State<AppState>, caller: Caller, Path(name): Path<String>) -> ApiResult<Response> {
    caller.allow(Resource::Service)?;
    let role = state.store.role(&name).await?.ok_or_else(|| Error::not_found("Role"))?;
    Ok(Json(json!({ "data": role })).into_response())
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RoleBody {
    #[serde(default)]
    description: String,
    grants: Vec<Grant>,
}

/// `PUT /roles/{name}`: creates or replaces a role. Replacing needs every right of the old role
/// too; the last-admin rule applies to every holder.
pub async fn put_role(
    State(state): State<AppState>,
    caller: Caller,
    Path(name): Path<String>,
    JsonBody(body): JsonBody<RoleBody>,
) -> ApiResult<Response> {
    caller.allow(Resource::Service)?;
    let name = check_name("name", &name)?;
    if body.description.chars().count() > 1000 {
        return Err(Error::invalid_field("description", "at most 1000 characters").into());
    }
    check_grants(&body.grants)?;
    let attempt = Attempt { state: &state, caller: &caller, action: "role.write", target: Some(&name) };
    attempt.covered(&body.grants, false).await?;
    let old = state.store.role(&name).await?;
    if let Some(old) = &old {
        attempt.covered(&old.grants, false).await?;
    }
    let audit = attempt.ok(json!({ "created": old.is_none() }));
    let (role, created) = state.store.put_role(&name, &body.description, &body.grants, admins_remain, &audit).await?;
    let status = if created { StatusCode::CREATED } else { StatusCode::OK };
    Ok((status, Json(json!({ "data": role }))).into_response())
}

/// `DELETE /roles/{name}`: refused while users hold it.
pub async fn delete_role(
    State(state): State<AppState>,
    caller: Caller,
    Path(name): Path<String>,
) -> ApiResult<StatusCode> {
    caller.allow(Resource::Service)?;
    let role = state.store.role(&name).await?.ok_or_else(|| Error::not_found("Role"))?;
    let attempt = Attempt { state: &state, caller: &caller, action: "role.delete", target: Some(&name) };
    attempt.covered(&role.grants, false).await?;
    let audit = attempt.ok(json!({}));
    if !state.store.delete_role(&name, &audit).await? {
        return Err(Error::not_found("Role").into());
    }
    Ok(StatusCode::NO_CONTENT)
}

/// An address no grant names: a send to it passes only where recipients are not restricted.
const ANYONE: &str = "anyone@postern-probe.invalid";

/// `GET /me`: the caller's effective rights per account and on its inboxes, sends left today,
/// and warnings.
pub async fn me(State(state): State<AppState>, caller: Caller) -> ApiResult<Response> {
    let now = Timestamp::now();
    let p = &caller.principal;
    let user = user_or_404(&state, &p.user_id).await?;
    let service: Vec<&str> = Operation::ALL
        .iter()
        .filter(|op| op.scope() == postern_core::rights::Scope::Service && p.holds_anywhere(**op, now))
        .map(|op| op.as_str())
        .collect();
    let inbox_ops: Vec<&str> = p
        .operations_on(postern_core::rights::Target::Space { owner: &p.user_id }, now)
        .iter()
        .map(|op| op.as_str())
        .collect();
    let mut accounts = Vec::new();
    let mut warnings = Vec::new();
    for record in state.store.all_accounts().await? {
        let account = record.account;
        let target = reach::target(&account);
        if !p.sees(target, now) {
            continue;
        }
        let ops = p.operations_on(target, now);
        let mut entry = json!({
            "id": account.id,
            "email": account.email,
            "operations": ops.iter().map(|op| op.as_str()).collect::<Vec<_>>(),
            "supports": crate::connect::supports(&state.store, &account).await?.iter().map(|c| c.as_str()).collect::<Vec<_>>(),
        });
        if let Some(narrowing) = p.folders_for(Operation::MessageRead, target, now).filter(|f| !f.all()) {
            entry["folders"] = json!(narrowing.layers);
        }
        if ops.contains(&Operation::MessageSend) {
            let grants: Vec<&Grant> = p
                .user
                .grants()
                .chain(p.token.iter().flat_map(|t| t.grants()))
                .filter(|g| g.expires_at.is_none_or(|at| at > now))
                .filter(|g| {
                    g.allow.iter().any(|a| {
                        postern_core::rights::expand(a)
                            .is_some_and(|o| o.contains(&Operation::MessageSend) || o.contains(&Operation::Admin))
                    })
                })
                .collect();
            let (sent, _) = state
                .store
                .sends_since(
                    &p.user_id,
                    &account.id,
                    Timestamp(state.config.clock.now().micros() - 24 * 3600 * 1_000_000),
                )
                .await?;
            entry["sending"] = grants
                .iter()
                .map(|g| {
                    json!({
                        "recipients": g.recipients,
                        "max_sends_per_day": g.max_sends_per_day,
                        "sends_left": g.max_sends_per_day.map(|cap| cap.saturating_sub(sent)),
                        "expires_at": g.expires_at,
                    })
                })
                .collect();
            entry["sent_last_24h"] = json!(sent);
            if ops.contains(&Operation::MessageRead) && p.send_policy(target, &[ANYONE.to_string()], now).is_ok() {
                entry["warnings"] = json!([postern_core::rights::READ_AND_SEND_ANYWHERE]);
                warnings.push(json!({
                    "code": postern_core::rights::READ_AND_SEND_ANYWHERE,
                    "account_id": account.id,
                    "message": "This token can read mail and send it to anyone: mail that tells an agent to forward it could leak it.",
                }));
            }
        }
        accounts.push(entry);
    }
    Ok(Json(json!({ "data": {
        "user": { "id": user.id, "name": user.name, "roles": user.roles },
        "token": { "id": p.token_id, "expires_at": p.expires_at, "narrowed": p.token.is_some() },
        "admin": p.is_admin(now),
        "service": service,
        "inboxes": { "operations": inbox_ops },
        "accounts": accounts,
        "warnings": warnings,
    }}))
    .into_response())
}

/// The filters and page of an audit read.
fn audit_filter(params: &Params, binding: &str) -> Result<AuditFilter, ApiError> {
    let time = |name: &str| -> Result<Option<Timestamp>, ApiError> {
        match params.get(name) {
            None | Some("") => Ok(None),
            Some(v) => Timestamp::parse_iso(v)
                .map(Some)
                .ok_or_else(|| Error::invalid_field(name, "must be an ISO 8601 date-time").into()),
        }
    };
    let limit = match params.limit()? {
        None => 100,
        Some(n @ 1..=500) => n,
        Some(_) => return Err(Error::invalid_field("limit", "must be an integer from 1 to 500").into()),
    };
    Ok(AuditFilter {
        action: params.text("action"),
        actor: params.text("actor"),
        target: params.text("target"),
        outcome: params.text("outcome"),
        accounts: params.text("account_id").map(|a| vec![a]),
        after: time("after")?,
        before: time("before")?,
        before_seq: Cursor::decode(params.get("cursor"), binding)?,
        limit,
    })
}

fn audit_page(records: Vec<postern_store::AuditRecord>, limit: u32, binding: &str) -> Response {
    let next =
        (records.len() as u32 == limit).then(|| records.last().map(|r| Cursor::encode(r.seq, binding))).flatten();
    Json(json!({ "data": records, "pagination": { "has_more": next.is_some(), "next_cursor": next } })).into_response()
}

/// `GET /audit`: every record, newest first, filtered by `action`, `actor`, `target`,
/// `outcome`, `account_id`, `after`, `before`. Needs `audit` on every account (`*`).
pub async fn audit(State(state): State<AppState>, caller: Caller, params: Params) -> ApiResult<Response> {
    if !caller.principal.holds_everywhere(Operation::AuditRead, Timestamp::now()) {
        return Err(Error::new(
            ErrorCode::Forbidden,
            "Reading the whole audit needs `audit` on every account (\"*\").",
        )
        .into());
    }
    let binding = format!("audit:{}", crate::lists::query_binding(&params));
    let filter = audit_filter(&params, &binding)?;
    let records = state.store.audit_records(&filter).await?;
    Ok(audit_page(records, filter.limit, &binding))
}

/// `GET /audit/verify`: walks the whole hash chain and says whether it is intact, or where it
/// first breaks (what `postern audit verify` says on the host).
pub async fn verify_audit(State(state): State<AppState>, caller: Caller) -> ApiResult<Response> {
    if !caller.principal.holds_everywhere(Operation::AuditRead, Timestamp::now()) {
        return Err(
            Error::new(ErrorCode::Forbidden, "Verifying the audit needs `audit` on every account (\"*\").").into()
        );
    }
    let check = state.store.verify_audit().await?;
    Ok(Json(json!({ "data": { "intact": check.broken.is_none(), "records": check.records, "broken": check.broken } }))
        .into_response())
}

/// `GET /sends`: the send attempts (sent, denied, failed) on the accounts where the caller holds
/// `audit`; filters as for `/audit`.
pub async fn sends(State(state): State<AppState>, caller: Caller, params: Params) -> ApiResult<Response> {
    let binding = format!("sends:{}", crate::lists::query_binding(&params));
    let mut filter = audit_filter(&params, &binding)?;
    let visible: Vec<String> =
        crate::reach::accounts_with(&state, &caller, Operation::AuditRead).await?.into_iter().map(|a| a.id).collect();
    filter.accounts = Some(match filter.accounts {
        Some(wanted) => wanted.into_iter().filter(|a| visible.contains(a)).collect(),
        None => visible,
    });
    filter.action = Some("message.send".into());
    let records = state.store.audit_records(&filter).await?;
    Ok(audit_page(records, filter.limit, &binding))
}
