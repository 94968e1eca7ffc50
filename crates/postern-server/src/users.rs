//! Users, roles and tokens (`/users`, `/roles`), the caller's own rights (`/me`), and the audit
//! (`/audit`, `/sends`). Nobody hands out a right it does not hold ([`Principal::covers`]), the
//! last admin stays, and every change is audited in the transaction that makes it.

use crate::AppState;
use crate::error::{ApiError, ApiResult};
use crate::gate::Caller;
use crate::params::{Cursor, JsonBody, Params, Path};
use crate::reach;
use crate::views::{Data, ErrorBody, GrantView, Page};
use axum::Json;
use axum::extract::State;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use postern_core::rights::{Grant, Operation, Principal, Resource, Rights};
use postern_core::{Error, ErrorCode, Timestamp};
use postern_store::{AuditFilter, Before, NewToken, NewUser, RoleRecord, UserChange, UserRecord, rights_of};
use serde::{Deserialize, Serialize};
use serde_json::{Value, json};
use utoipa::ToSchema;

/// Longest user, role and token name.
const MAX_NAME: usize = 200;
/// Most roles and grants one record may hold.
const MAX_GRANTS: usize = 100;

// Schemas of the answers below (contract::document); the handlers serialize the records these
// mirror (`UserRecord`, `TokenRecord`, `RoleRecord`, `AuditRecord`, `AuditCheck`, `Grant`) or
// build the JSON they describe.

/// A user.
#[derive(Debug, Serialize, ToSchema)]
#[schema(as = User)]
#[allow(dead_code)]
pub struct UserView {
    /// `usr_…`
    pub id: String,
    pub name: String,
    /// The roles it holds, by name.
    pub roles: Vec<String>,
    /// Its own grants, besides those of its roles.
    pub grants: Vec<GrantView>,
    /// A disabled user's tokens and sessions answer 401.
    pub disabled: bool,
    /// The web UI asks this user for a second factor (docs/UI.md).
    pub totp_required: bool,
    #[schema(format = DateTime)]
    pub created_at: String,
    #[schema(format = DateTime)]
    pub updated_at: String,
}

/// A web UI setup link: where the user sets a password, once within an hour.
#[derive(Debug, Serialize, ToSchema)]
#[schema(as = UserSetupLink)]
#[allow(dead_code)]
pub struct SetupLinkView {
    /// `/ui/setup/pss_…`: the secret is in this answer only.
    pub path: String,
    /// `path` under `--public-url`; null without one.
    #[schema(required = true)]
    pub url: Option<String>,
    #[schema(format = DateTime)]
    pub expires_at: String,
}

/// An API token, never its secret.
#[derive(Debug, Serialize, ToSchema)]
#[schema(as = Token)]
#[allow(dead_code)]
pub struct TokenView {
    /// `tok_…`
    pub id: String,
    pub user_id: String,
    pub name: String,
    /// The token's own grants; null: what its user may.
    #[schema(required = true)]
    pub grants: Option<Vec<GrantView>>,
    #[schema(required = true, format = DateTime)]
    pub expires_at: Option<String>,
    /// When it was revoked; null while it is not.
    #[schema(required = true, format = DateTime)]
    pub revoked_at: Option<String>,
    #[schema(format = DateTime)]
    pub created_at: String,
    /// The MCP client a person signed in from, for a token issued under their consent
    /// (docs/MCP_OAUTH.md); null for other tokens.
    #[schema(required = true)]
    pub client_id: Option<String>,
}

/// A new token and its secret, shown this once.
#[derive(Debug, Serialize, ToSchema)]
#[schema(as = TokenCreated)]
#[allow(dead_code)]
pub struct TokenCreatedView {
    pub data: TokenView,
    /// The secret (`pst_…`): in this answer only.
    pub token: String,
}

/// A web UI session of a user.
#[derive(Debug, Serialize, ToSchema)]
#[schema(as = UserSession)]
#[allow(dead_code)]
pub struct SessionView {
    /// `ses_…`
    pub id: String,
    /// `active`, or the step a sign-in is at (`second_factor`, `enrol`).
    pub stage: String,
    #[schema(format = DateTime)]
    pub created_at: String,
    #[schema(format = DateTime)]
    pub last_seen_at: String,
    /// Its absolute end.
    #[schema(format = DateTime)]
    pub expires_at: String,
    /// The address it was opened from.
    #[schema(required = true)]
    pub source: Option<String>,
    #[schema(required = true)]
    pub user_agent: Option<String>,
    /// Whether it is the session making this request.
    pub current: bool,
}

/// A role: named, reusable grants.
#[derive(Debug, Serialize, ToSchema)]
#[schema(as = Role)]
#[allow(dead_code)]
pub struct RoleView {
    pub name: String,
    /// `""` when none was given.
    pub description: String,
    pub grants: Vec<GrantView>,
    #[schema(format = DateTime)]
    pub created_at: String,
    #[schema(format = DateTime)]
    pub updated_at: String,
}

/// The caller: who it is, and what it may do where.
#[derive(Debug, Serialize, ToSchema)]
#[schema(as = Me)]
#[allow(dead_code)]
pub struct MeView {
    pub user: MeUserView,
    pub token: MeTokenView,
    /// Whether the caller holds `admin` (in both its user's and its token's grants).
    pub admin: bool,
    /// The service operations it holds somewhere (`user.read`, `audit.read`, …).
    pub service: Vec<String>,
    pub inboxes: MeInboxesView,
    /// The connected accounts it sees, with what it may do on each.
    pub accounts: Vec<MeAccountView>,
    pub warnings: Vec<MeWarningView>,
}

/// The caller's user.
#[derive(Debug, Serialize, ToSchema)]
#[schema(as = MeUser)]
#[allow(dead_code)]
pub struct MeUserView {
    /// `usr_…`
    pub id: String,
    pub name: String,
    pub roles: Vec<String>,
}

/// The credential making the request.
#[derive(Debug, Serialize, ToSchema)]
#[schema(as = MeToken)]
#[allow(dead_code)]
pub struct MeTokenView {
    /// `tok_…`, or the web UI session's id.
    pub id: String,
    #[schema(required = true, format = DateTime)]
    pub expires_at: Option<String>,
    /// Whether the token has grants of its own (narrower than its user's).
    pub narrowed: bool,
}

/// What the caller may do on its own inboxes.
#[derive(Debug, Serialize, ToSchema)]
#[schema(as = MeInboxes)]
#[allow(dead_code)]
pub struct MeInboxesView {
    pub operations: Vec<String>,
}

/// A connected account the caller sees.
#[derive(Debug, Serialize, ToSchema)]
#[schema(as = MeAccount)]
#[allow(dead_code)]
pub struct MeAccountView {
    /// `acc_…`
    pub id: String,
    pub email: String,
    /// The operations the caller may perform on it.
    pub operations: Vec<String>,
    /// What the account can do (docs/PROVIDERS.md).
    pub supports: Vec<String>,
    /// Only where grants narrow the folders it may read: one list per layer (user, token); a
    /// folder must be reached by every layer.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub folders: Option<Vec<Vec<String>>>,
    /// Only with `message.send`: each grant it may send under.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub sending: Option<Vec<MeSendingView>>,
    /// Only with `message.send`: the caller's sends from it in the last 24 hours.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub sent_last_24h: Option<u32>,
    /// Only with `message.send`, when there is a warning (`read_and_send_anywhere`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub warnings: Option<Vec<String>>,
}

/// A grant under which the caller may send from an account.
#[derive(Debug, Serialize, ToSchema)]
#[schema(as = MeSending)]
#[allow(dead_code)]
pub struct MeSendingView {
    /// Who it may send to; null: anyone.
    #[schema(required = true)]
    pub recipients: Option<Vec<String>>,
    /// Null: no limit.
    #[schema(required = true)]
    pub max_sends_per_day: Option<u32>,
    /// Sends left in the rolling 24 hours; null without a limit.
    #[schema(required = true)]
    pub sends_left: Option<u32>,
    #[schema(required = true, format = DateTime)]
    pub expires_at: Option<String>,
    /// `required` or `after_untrusted`: a send waits for a person's approval; null: it goes at once.
    #[schema(required = true)]
    pub approval: Option<String>,
}

/// Something the caller should know about its rights.
#[derive(Debug, Serialize, ToSchema)]
#[schema(as = MeWarning)]
#[allow(dead_code)]
pub struct MeWarningView {
    /// `read_and_send_anywhere`: it can read mail and send it to anyone.
    pub code: String,
    pub account_id: String,
    pub message: String,
}

/// One audit record.
#[derive(Debug, Serialize, ToSchema)]
#[schema(as = AuditRecord)]
#[allow(dead_code)]
pub struct AuditRecordView {
    /// `aud_…`
    pub id: String,
    #[schema(format = DateTime)]
    pub at: String,
    /// The user who acted, or `host` for the command line.
    pub actor: String,
    /// The token (or web UI session) it used.
    #[schema(required = true)]
    pub token_id: Option<String>,
    /// What was done (`user.create`, `message.send`, …).
    pub action: String,
    /// The record acted on (a user, token, role or account id).
    #[schema(required = true)]
    pub target: Option<String>,
    /// The account concerned, for sends and account acts.
    #[schema(required = true)]
    pub account_id: Option<String>,
    /// `ok`, `sent`, `denied` or `failed`.
    pub outcome: String,
    /// What else matters (recipients, the error code, changed fields); never content or secrets.
    #[schema(value_type = Object)]
    pub detail: Value,
    /// Where the request came from (the peer address, or `cli`).
    #[schema(required = true)]
    pub source: Option<String>,
}

/// What walking the audit's hash chain found.
#[derive(Debug, Serialize, ToSchema)]
#[schema(as = AuditCheck)]
#[allow(dead_code)]
pub struct AuditCheckView {
    /// Whether no record was edited, removed or inserted.
    pub intact: bool,
    /// Records checked.
    pub records: u64,
    /// Where the chain first breaks; null when intact.
    #[schema(required = true)]
    pub broken: Option<String>,
}

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

/// A new user: exactly the rights given (none: no rights).
#[derive(Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
#[schema(as = NewUser)]
pub struct NewUserBody {
    /// 1–200 characters without control characters; unique, case-insensitively.
    #[schema(
        min_length = 1,
        max_length = 200,
        pattern = r"^[^\x00-\x1f\x7f-\x9f]*[^\s\x00-\x1f\x7f-\x9f][^\x00-\x1f\x7f-\x9f]*$"
    )]
    name: String,
    /// Role names.
    #[serde(default)]
    roles: Vec<String>,
    /// At most 100.
    #[serde(default)]
    #[schema(value_type = Vec<GrantView>)]
    grants: Vec<Grant>,
}

/// Create a user.
///
/// With exactly the roles and grants given (none: no rights); the caller must hold every right it
/// hands out.
#[utoipa::path(
    post,
    path = "/users",
    operation_id = "users_create",
    tag = "users",
    request_body = NewUserBody,
    responses(
        (status = 201, description = "The new user.", body = Data<UserView>),
        (status = 409, description = "`conflict`: a user of that name exists (case-insensitively).", body = ErrorBody),
    )
)]
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

/// List users.
///
/// Every user, oldest first, in one page.
#[utoipa::path(
    get,
    path = "/users",
    operation_id = "users_list",
    tag = "users",
    responses((status = 200, description = "Every user.", body = Page<UserView>))
)]
pub async fn list(State(state): State<AppState>, caller: Caller) -> ApiResult<Response> {
    caller.allow(Resource::Service)?;
    let users = state.store.users().await?;
    Ok(Json(json!({ "data": users, "pagination": { "next_cursor": null, "has_more": false } })).into_response())
}

/// Read a user.
///
/// A user may read itself without `user.read`.
#[utoipa::path(
    get,
    path = "/users/{id}",
    operation_id = "users_read",
    tag = "users",
    params(("id" = String, Path, description = "`usr_…`")),
    responses((status = 200, description = "The user.", body = Data<UserView>))
)]
pub async fn read(State(state): State<AppState>, caller: Caller, Path(id): Path<String>) -> ApiResult<Response> {
    caller.allow(Resource::User(&id))?;
    let user = user_or_404(&state, &id).await?;
    Ok(Json(json!({ "data": user })).into_response())
}

/// What to change of a user; `roles` and `grants` replace.
#[derive(Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
#[schema(as = UserChange)]
pub struct UserPatch {
    /// 1–200 characters without control characters.
    #[schema(
        min_length = 1,
        max_length = 200,
        pattern = r"^[^\x00-\x1f\x7f-\x9f]*[^\s\x00-\x1f\x7f-\x9f][^\x00-\x1f\x7f-\x9f]*$"
    )]
    name: Option<String>,
    /// Role names.
    roles: Option<Vec<String>>,
    #[schema(value_type = Option<Vec<GrantView>>)]
    grants: Option<Vec<Grant>>,
    /// A disabled user's tokens answer 401.
    disabled: Option<bool>,
    /// The web UI asks this user for a second factor (docs/UI.md).
    totp_required: Option<bool>,
}

/// Update a user.
///
/// Its name, roles, grants, whether it is disabled, whether it needs a second factor. The caller
/// must hold every right the user holds now and will hold.
#[utoipa::path(
    patch,
    path = "/users/{id}",
    operation_id = "users_update",
    tag = "users",
    params(("id" = String, Path, description = "`usr_…`")),
    request_body = UserPatch,
    responses(
        (status = 200, description = "The updated user.", body = Data<UserView>),
        (status = 409, description = "`conflict`: disabling oneself, a change that would leave no enabled admin, or \
            a name taken.", body = ErrorBody),
    )
)]
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

/// Delete a user.
///
/// Its tokens, sessions and webhooks go too; the caller must hold every right it holds.
#[utoipa::path(
    delete,
    path = "/users/{id}",
    operation_id = "users_delete",
    tag = "users",
    params(("id" = String, Path, description = "`usr_…`")),
    responses(
        (status = 204, description = "Deleted."),
        (status = 409, description = "`conflict`: oneself, the last enabled admin, or a user that still has inboxes \
            or connected accounts.", body = ErrorBody),
    )
)]
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

/// Make a setup link.
///
/// A link at which the user sets a web UI password, once within an hour (a reset too: the old
/// password works until the link is used). Only for a caller who holds every right the user
/// does, since the link signs in as the user. The secret is in the answer once: `path`, and `url`
/// under `--public-url` when one is set.
#[utoipa::path(
    post,
    path = "/users/{id}/setup-link",
    operation_id = "users_setup_link_create",
    tag = "users",
    params(("id" = String, Path, description = "`usr_…`")),
    responses(
        (status = 201, description = "The link.", body = Data<SetupLinkView>),
        (status = 409, description = "`conflict`: the user is disabled.", body = ErrorBody),
    )
)]
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

/// A new API token.
#[derive(Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
#[schema(as = NewToken)]
pub struct NewTokenBody {
    /// 1–200 characters without control characters.
    #[schema(
        min_length = 1,
        max_length = 200,
        pattern = r"^[^\x00-\x1f\x7f-\x9f]*[^\s\x00-\x1f\x7f-\x9f][^\x00-\x1f\x7f-\x9f]*$"
    )]
    name: String,
    /// In the future; required (and no later than its own) when the caller's token expires.
    #[schema(value_type = Option<String>, format = DateTime)]
    expires_at: Option<Timestamp>,
    /// The token's own grants, within its user's; absent: what its user may.
    #[schema(value_type = Option<Vec<GrantView>>)]
    grants: Option<Vec<Grant>>,
}

/// Create a token.
///
/// The secret is in the answer, once. A token is never wider than its user, nor than the caller;
/// a user may make its own tokens without `token.create`.
#[utoipa::path(
    post,
    path = "/users/{id}/tokens",
    operation_id = "users_tokens_create",
    tag = "users",
    params(("id" = String, Path, description = "`usr_…`")),
    request_body = NewTokenBody,
    responses((status = 201, description = "The token and its secret.", body = TokenCreatedView))
)]
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

/// List a user's tokens.
///
/// Never their secrets; revoked tokens too (with `revoked_at`). A user may list its own.
#[utoipa::path(
    get,
    path = "/users/{id}/tokens",
    operation_id = "users_tokens_list",
    tag = "users",
    params(("id" = String, Path, description = "`usr_…`")),
    responses((status = 200, description = "The user's tokens, in one page.", body = Page<TokenView>))
)]
pub async fn tokens(State(state): State<AppState>, caller: Caller, Path(id): Path<String>) -> ApiResult<Response> {
    caller.allow(Resource::User(&id))?;
    user_or_404(&state, &id).await?;
    let tokens = state.store.tokens_of(&id).await?;
    Ok(Json(json!({ "data": tokens, "pagination": { "next_cursor": null, "has_more": false } })).into_response())
}

/// Revoke a token.
///
/// It answers 401 from the next request; the record stays, with `revoked_at`. A user may revoke
/// its own; another user's only a caller who holds every right of that user.
#[utoipa::path(
    delete,
    path = "/users/{id}/tokens/{token_id}",
    operation_id = "users_tokens_delete",
    tag = "users",
    params(
        ("id" = String, Path, description = "`usr_…`"),
        ("token_id" = String, Path, description = "`tok_…`; an unknown or already revoked one is 404."),
    ),
    responses((status = 204, description = "Revoked."))
)]
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

/// Remove a user's second factor.
///
/// Removes the user's authenticator app and recovery codes, for a person who has lost both; they
/// sign in with their password alone, and must set up a new one at once where one is required.
/// Only for a caller who holds every right of the user, and never one's own: the security page
/// removes that with the password and a code. 404 when the user has none.
#[utoipa::path(
    delete,
    path = "/users/{id}/second-factor",
    operation_id = "users_second_factor_delete",
    tag = "users",
    params(("id" = String, Path, description = "`usr_…`")),
    responses(
        (status = 204, description = "Removed."),
        (status = 409, description = "`conflict`: one's own second factor (the security page removes it).", body = ErrorBody),
    )
)]
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

/// List a user's sessions.
///
/// Where the user is signed in to the web UI (live sessions, the one seen last first); `current`
/// marks the session making the request. One's own always.
#[utoipa::path(
    get,
    path = "/users/{id}/sessions",
    operation_id = "users_sessions_list",
    tag = "users",
    params(("id" = String, Path, description = "`usr_…`")),
    responses((status = 200, description = "The live sessions, in one page.", body = Page<SessionView>))
)]
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

/// End a session.
///
/// Signs the user out there at once (its next page asks to sign in). One's own always; another
/// user's only for a caller who holds every right of that user, as for tokens.
#[utoipa::path(
    delete,
    path = "/users/{id}/sessions/{session_id}",
    operation_id = "users_sessions_delete",
    tag = "users",
    params(
        ("id" = String, Path, description = "`usr_…`"),
        ("session_id" = String, Path, description = "`ses_…`; one that has ended or expired is 404."),
    ),
    responses((status = 204, description = "Ended."))
)]
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

/// List roles.
///
/// Every role, by name, in one page.
#[utoipa::path(
    get,
    path = "/roles",
    operation_id = "roles_list",
    tag = "roles",
    responses((status = 200, description = "Every role.", body = Page<RoleView>))
)]
pub async fn roles(State(state): State<AppState>, caller: Caller) -> ApiResult<Response> {
    caller.allow(Resource::Service)?;
    let roles = state.store.roles().await?;
    Ok(Json(json!({ "data": roles, "pagination": { "next_cursor": null, "has_more": false } })).into_response())
}

/// Read a role.
///
/// Its description and grants.
#[utoipa::path(
    get,
    path = "/roles/{name}",
    operation_id = "roles_read",
    tag = "roles",
    params(("name" = String, Path, description = "The role's name.")),
    responses((status = 200, description = "The role.", body = Data<RoleView>))
)]
pub async fn role(State(state): State<AppState>, caller: Caller, Path(name): Path<String>) -> ApiResult<Response> {
    caller.allow(Resource::Service)?;
    let role = state.store.role(&name).await?.ok_or_else(|| Error::not_found("Role"))?;
    Ok(Json(json!({ "data": role })).into_response())
}

/// A role's description and grants.
#[derive(Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
#[schema(as = RoleDefinition)]
pub struct RoleBody {
    /// At most 1000 characters; `""` when absent.
    #[serde(default)]
    description: String,
    /// At most 100.
    #[schema(value_type = Vec<GrantView>)]
    grants: Vec<Grant>,
}

/// Create or replace a role.
///
/// The caller must hold every right it grants; replacing needs every right of the old role too,
/// and the last-admin rule applies to every holder.
#[utoipa::path(
    put,
    path = "/roles/{name}",
    operation_id = "roles_put",
    tag = "roles",
    params(("name" = String, Path, description = "The role's name: 1–200 characters without control characters.")),
    request_body = RoleBody,
    responses(
        (status = 200, description = "The role, replaced.", body = Data<RoleView>),
        (status = 201, description = "The role, created.", body = Data<RoleView>),
        (status = 409, description = "`conflict`: the change would leave no enabled admin.", body = ErrorBody),
    )
)]
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

/// Delete a role.
///
/// Refused while users hold it.
#[utoipa::path(
    delete,
    path = "/roles/{name}",
    operation_id = "roles_delete",
    tag = "roles",
    params(("name" = String, Path, description = "The role's name.")),
    responses(
        (status = 204, description = "Deleted."),
        (status = 409, description = "`conflict`: users hold the role (the message names them).", body = ErrorBody),
    )
)]
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

/// Who the caller is.
///
/// The caller's effective rights per account and on its inboxes, sends left today, and warnings.
/// Any token may ask.
#[utoipa::path(
    get,
    path = "/me",
    operation_id = "me_read",
    tag = "users",
    responses((status = 200, description = "The caller and its rights.", body = Data<MeView>))
)]
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
                        "approval": g.approval.map(|a| a.as_str()),
                    })
                })
                .collect();
            entry["sent_last_24h"] = json!(sent);
            let unwatched = p
                .send_policy(target, &[ANYONE.to_string()], now)
                .is_ok_and(|policy| policy.approval != Some(postern_core::rights::Approval::Required));
            if ops.contains(&Operation::MessageRead) && unwatched {
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

/// The filters and paging of `/audit` and `/sends` (`audit_filter`).
#[derive(utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
#[allow(dead_code)] // a schema (contract::document); `audit_filter` reads the query itself
pub struct AuditQuery {
    /// Only acts of this user (`usr_…`, or `host`).
    pub actor: Option<String>,
    /// Only acts on this record.
    pub target: Option<String>,
    /// `ok`, `sent`, `denied` or `failed`.
    pub outcome: Option<String>,
    /// Only records of this account (`acc_…`).
    pub account_id: Option<String>,
    /// Only records after this time (ISO 8601, on `at`).
    pub after: Option<String>,
    /// Only records before this time (ISO 8601, on `at`).
    pub before: Option<String>,
    /// Records per page, 1–500 (default 100).
    #[param(minimum = 1, maximum = 500)]
    pub limit: Option<u32>,
    /// `pagination.next_cursor` of the page before; bound to the query that made it.
    pub cursor: Option<String>,
}

/// Read the audit.
///
/// Every record, newest first, filtered by `action`, `actor`, `target`, `outcome`, `account_id`,
/// `after`, `before`. Needs `audit` on every account (`*`), else 403.
#[utoipa::path(
    get,
    path = "/audit",
    operation_id = "audit_list",
    tag = "audit",
    params(
        ("action" = Option<String>, Query, description = "Only this action (`user.create`, `message.send`, …)."),
        AuditQuery,
    ),
    responses((status = 200, description = "One page of records.", body = Page<AuditRecordView>))
)]
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

/// Verify the audit.
///
/// Walks the whole hash chain and says whether it is intact, or where it first breaks (what
/// `postern audit verify` says on the host). Needs `audit` on every account (`*`), else 403.
#[utoipa::path(
    get,
    path = "/audit/verify",
    operation_id = "audit_verify",
    tag = "audit",
    responses((status = 200, description = "What the walk found.", body = Data<AuditCheckView>))
)]
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

/// List send attempts.
///
/// The `message.send` audit records (sent, denied, failed) of the accounts where the caller holds
/// `audit`, whoever sent; filters and paging as for `/audit`.
#[utoipa::path(
    get,
    path = "/sends",
    operation_id = "sends_list",
    tag = "audit",
    params(
        AuditQuery,
    ),
    responses((status = 200, description = "One page of send records.", body = Page<AuditRecordView>))
)]
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
