//! Postern as the OAuth 2.1 authorization server of its own `/mcp` (docs/MCP_OAUTH.md), as
//! the MCP authorization specification profiles it:
//!
//! - `/.well-known/oauth-protected-resource[/mcp]` (RFC 9728) and
//!   `/.well-known/oauth-authorization-server` (RFC 8414): where to sign in, and how;
//! - `GET /oauth2/authorize`: checks the client (its metadata document or registration) and the
//!   request, binds it to the browser with a cookie, and sends the browser to the web UI's
//!   consent page; what is wrong with the client or its redirect URI is said on a page, the rest
//!   is sent back to the client (RFC 6749 §4.1.2.1), with `iss` (RFC 9207);
//! - `POST /oauth2/token`: the code with its PKCE verifier, or a refresh token, for a narrowed
//!   Postern token whose audience is `/mcp` (RFC 8707); refresh tokens rotate, and one used twice
//!   revokes its token;
//! - `POST /oauth2/register` (RFC 7591, `--mcp-oauth-dcr`) and `POST /oauth2/revoke` (RFC 7009);
//! - `/api/v1/authorizations/{id}`: what the consent page shows, and the person's answer (the
//!   code is issued only then).
//!
//! The OAuth endpoints answer in OAuth's terms (`{"error": …, "error_description": …}`), not in
//! the REST API's.

use crate::AppState;
use crate::error::{ApiError, ApiResult};
use crate::gate::Caller;
use crate::issuer;
use crate::oauth_clients;
use crate::params::{JsonBody, Path};
use crate::views::{Data, ErrorBody};
use axum::Json;
use axum::extract::rejection::FormRejection;
use axum::extract::{Form, Query, State};
use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Redirect, Response};
use postern_core::id::{IdKind, new_id};
use postern_core::oauth::{self, Consent, MailAccess, SCOPES};
use postern_core::rights::{self, Grant, Operation};
use postern_core::{Error, ErrorCode, Timestamp, token};
use postern_store::{AuditEntry, Authorization, ClientKind, Issue, NewAuthorization, Refreshed, RegistrationLimit};
use serde::{Deserialize, Serialize};
use serde_json::json;
use std::collections::HashMap;
use std::time::Duration;
use utoipa::ToSchema;

/// How long a person has to sign in and consent, and a code to be exchanged.
pub const AUTHORIZATION_LIFE: Duration = Duration::from_secs(600);
pub const CODE_LIFE: Duration = Duration::from_secs(60);
/// How long an access token lives (a refresh gives another, up to the consent's end).
pub const ACCESS_LIFE: Duration = Duration::from_secs(3600);
/// Authorizations waiting for consent at once, all clients together.
pub const MOST_WAITING: i64 = 1000;
/// Dynamic registrations: per client address (an IPv4 address or an IPv6 /64) per hour, and
/// in all.
pub const REGISTRATIONS_PER_HOUR: i64 = 10;
pub const MOST_REGISTRATIONS: i64 = 1000;
/// The largest registration body.
const MAX_REGISTRATION: usize = 16 * 1024;
/// The cookie that binds an authorization to the browser that asked for it.
const BROWSER_COOKIE: &str = postern_ui::AUTHORIZE_COOKIE;
/// What begins a refresh token and a code (neither is an API token: `pst_` is refused where
/// they are sent).
const REFRESH_PREFIX: &str = "prt_";
const CODE_PREFIX: &str = "pac_";

fn after(life: Duration) -> Timestamp {
    Timestamp(Timestamp::now().micros() + life.as_micros() as i64)
}

/// An OAuth error answer (RFC 6749 §5.2), never cached.
fn oauth_error(status: StatusCode, error: &str, description: &str) -> Response {
    let headers = [(header::CACHE_CONTROL, "no-store"), (header::PRAGMA, "no-cache")];
    (status, headers, Json(json!({ "error": error, "error_description": description }))).into_response()
}

fn no_issuer() -> Response {
    oauth_error(
        StatusCode::NOT_FOUND,
        "invalid_request",
        "Set --public-url: signing in is offered at the address people reach Postern at.",
    )
}

/// CORS for the metadata and the token, registration and revocation endpoints, which MCP
/// clients running in a browser (the MCP Inspector) call from their own origin: any origin, no
/// credentials (these endpoints take no cookie).
pub async fn open_to_browsers(request: axum::extract::Request, next: axum::middleware::Next) -> Response {
    let mut response = next.run(request).await;
    let headers = response.headers_mut();
    headers.insert(header::ACCESS_CONTROL_ALLOW_ORIGIN, HeaderValue::from_static("*"));
    headers.insert(header::ACCESS_CONTROL_EXPOSE_HEADERS, HeaderValue::from_static("www-authenticate"));
    response
}

/// A CORS preflight of those endpoints.
pub async fn preflight() -> Response {
    let headers = [
        (header::ACCESS_CONTROL_ALLOW_METHODS, "GET, POST"),
        (header::ACCESS_CONTROL_ALLOW_HEADERS, "content-type, authorization, mcp-protocol-version"),
        (header::ACCESS_CONTROL_MAX_AGE, "600"),
    ];
    (StatusCode::NO_CONTENT, headers).into_response()
}

/// `GET /.well-known/oauth-protected-resource` (and `…/mcp`): the `/mcp` resource's metadata.
pub async fn protected_resource(State(state): State<AppState>, headers: HeaderMap) -> Response {
    let Some(base) = issuer::base(&state, &headers) else { return no_issuer() };
    Json(json!({
        "resource": issuer::resource(&base),
        "authorization_servers": [base],
        "scopes_supported": SCOPES,
        "bearer_methods_supported": ["header"],
        "resource_name": "Postern",
        "resource_documentation": format!("{base}/docs"),
    }))
    .into_response()
}

/// `GET /.well-known/oauth-authorization-server`: this authorization server's metadata.
pub async fn server_metadata(State(state): State<AppState>, headers: HeaderMap) -> Response {
    let Some(base) = issuer::base(&state, &headers) else { return no_issuer() };
    let mut metadata = json!({
        "issuer": base,
        "authorization_endpoint": format!("{base}/oauth2/authorize"),
        "token_endpoint": format!("{base}/oauth2/token"),
        "revocation_endpoint": format!("{base}/oauth2/revoke"),
        "response_types_supported": ["code"],
        "response_modes_supported": ["query"],
        "grant_types_supported": ["authorization_code", "refresh_token"],
        "code_challenge_methods_supported": ["S256"],
        "token_endpoint_auth_methods_supported": ["none"],
        "revocation_endpoint_auth_methods_supported": ["none"],
        "scopes_supported": SCOPES,
        "client_id_metadata_document_supported": true,
        "authorization_response_iss_parameter_supported": true,
        "service_documentation": format!("{base}/docs"),
    });
    if state.config.mcp_oauth_dcr {
        metadata["registration_endpoint"] = json!(format!("{base}/oauth2/register"));
    }
    Json(metadata).into_response()
}

/// A page that says why an authorization cannot go back to its client (an unknown client, a
/// redirect URI it did not register): RFC 6749 §4.1.2.1 forbids sending the browser there.
fn refusal_page(why: &str) -> Response {
    let why = why.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;").replace('"', "&quot;");
    let page = format!(
        "<!doctype html><html lang=\"en\"><head><meta charset=\"utf-8\"><meta name=\"viewport\" content=\"width=device-width\">\
         <title>Cannot sign in — Postern</title></head><body><h1>Cannot sign in</h1><p>{why}</p>\
         <p>Ask the app you came from to connect again.</p></body></html>"
    );
    let headers = [
        (header::CONTENT_TYPE, "text/html; charset=utf-8"),
        (header::CONTENT_SECURITY_POLICY, "default-src 'none'; frame-ancestors 'none'"),
        (header::CACHE_CONTROL, "no-store"),
        (header::REFERRER_POLICY, "no-referrer"),
    ];
    (StatusCode::BAD_REQUEST, headers, page).into_response()
}

/// `redirect_uri` with `params` added to its query.
fn with_params(redirect_uri: &str, params: &[(&str, &str)]) -> String {
    let mut query = form_urlencoded::Serializer::new(String::new());
    for (name, value) in params {
        query.append_pair(name, value);
    }
    let joiner = if redirect_uri.contains('?') { '&' } else { '?' };
    format!("{redirect_uri}{joiner}{}", query.finish())
}

/// An error sent back to the client at its redirect URI (RFC 6749 §4.1.2.1), with `iss`.
fn back_with_error(redirect_uri: &str, base: &str, state: Option<&str>, error: &str, description: &str) -> Response {
    let mut params = vec![("error", error), ("error_description", description), ("iss", base)];
    if let Some(state) = state {
        params.push(("state", state));
    }
    let mut response = Redirect::to(&with_params(redirect_uri, &params)).into_response();
    response.headers_mut().insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    response
}

/// `GET /oauth2/authorize`: an MCP client sends the person's browser here to sign in.
pub async fn authorize(
    State(state): State<AppState>,
    headers: HeaderMap,
    Query(query): Query<HashMap<String, String>>,
) -> Response {
    let Some(base) = issuer::base(&state, &headers) else { return no_issuer() };
    let param = |name: &str| query.get(name).map(String::as_str).filter(|v| !v.is_empty());
    let Some(client_id) = param("client_id") else { return refusal_page("The request names no client.") };
    let known = match oauth_clients::find(&state, client_id).await {
        Ok(known) => known,
        Err(why) => return refusal_page(&format!("The app is not known here: {why}.")),
    };
    let redirect_uri = match param("redirect_uri") {
        Some(uri) if known.client.redirect_uris.iter().any(|r| r == uri) => uri.to_string(),
        Some(_) => return refusal_page("The app asked to send you back to an address it did not register."),
        None if known.client.redirect_uris.len() == 1 => known.client.redirect_uris[0].clone(),
        None => return refusal_page("The request names no redirect URI."),
    };
    let client_state = param("state");
    let back = |error: &str, description: &str| back_with_error(&redirect_uri, &base, client_state, error, description);
    if param("response_type") != Some("code") {
        return back("unsupported_response_type", "Only the authorization code flow (response_type=code).");
    }
    let Some(client_state) = client_state.filter(|s| s.len() <= 512) else {
        return back("invalid_request", "A state of at most 512 characters is required.");
    };
    let challenge = param("code_challenge").unwrap_or_default();
    if param("code_challenge_method") != Some("S256") || !oauth::challenge_well_formed(challenge) {
        return back("invalid_request", "PKCE with code_challenge_method=S256 is required.");
    }
    let resource = issuer::resource(&base);
    if param("resource").is_some_and(|r| r != resource) {
        return back("invalid_target", "This server issues tokens only for its own /mcp.");
    }
    let scope = oauth::requested_scopes(param("scope")).join(" ");
    let id = new_id(IdKind::Authorization);
    let browser = token::random_secret("");
    let new = NewAuthorization {
        id: &id,
        client_id,
        redirect_uri: &redirect_uri,
        state: client_state,
        code_challenge: challenge,
        scope: &scope,
        resource: &resource,
        browser_hash: &token::hash(&browser),
        expires_at: after(AUTHORIZATION_LIFE),
    };
    match state.store.add_authorization(&new, MOST_WAITING).await {
        Ok(true) => {}
        Ok(false) => return back("temporarily_unavailable", "Too many sign-ins are waiting; try again later."),
        Err(e) => {
            tracing::error!(error = %e, "storing an authorization failed");
            return back("server_error", "The sign-in could not be started.");
        }
    }
    let mut response = Redirect::to(&format!("/ui/authorize/{id}")).into_response();
    let cookie = format!(
        "{BROWSER_COOKIE}={browser}; Secure; HttpOnly; SameSite=Lax; Path=/; Max-Age={}",
        AUTHORIZATION_LIFE.as_secs()
    );
    if let Ok(value) = HeaderValue::from_str(&cookie) {
        response.headers_mut().append(header::SET_COOKIE, value);
    }
    response.headers_mut().insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    response
}

/// A token request's form (RFC 6749 §4.1.3 and §6).
#[derive(Debug, Deserialize)]
pub struct TokenForm {
    grant_type: Option<String>,
    code: Option<String>,
    redirect_uri: Option<String>,
    client_id: Option<String>,
    code_verifier: Option<String>,
    refresh_token: Option<String>,
    resource: Option<String>,
}

/// A successful token answer (RFC 6749 §5.1).
fn issued(access: &str, expires_at: Timestamp, refresh: &str, scope: Option<&str>) -> Response {
    let expires_in = ((expires_at.micros() - Timestamp::now().micros()) / 1_000_000).max(0);
    let mut body =
        json!({ "access_token": access, "token_type": "Bearer", "expires_in": expires_in, "refresh_token": refresh });
    if let Some(scope) = scope {
        body["scope"] = json!(scope);
    }
    let headers = [(header::CACHE_CONTROL, "no-store"), (header::PRAGMA, "no-cache")];
    (StatusCode::OK, headers, Json(body)).into_response()
}

/// `POST /oauth2/token`.
pub async fn token_endpoint(
    State(state): State<AppState>,
    peer: Option<axum::Extension<crate::http::Peer>>,
    form: Result<Form<TokenForm>, FormRejection>,
) -> Response {
    let Ok(Form(form)) = form else { return not_a_form() };
    let source = peer.map(|p| p.0.0.ip().to_string());
    let Some(client_id) = form.client_id.as_deref().filter(|c| !c.is_empty()) else {
        return oauth_error(StatusCode::UNAUTHORIZED, "invalid_client", "client_id is required (a public client).");
    };
    let answer = match form.grant_type.as_deref() {
        Some("authorization_code") => exchange(&state, client_id, &form, source).await,
        Some("refresh_token") => refresh(&state, client_id, &form, source).await,
        _ => {
            return oauth_error(
                StatusCode::BAD_REQUEST,
                "unsupported_grant_type",
                "authorization_code or refresh_token.",
            );
        }
    };
    answer.unwrap_or_else(|e| {
        tracing::error!(error = %e.0, "a token request failed");
        oauth_error(StatusCode::INTERNAL_SERVER_ERROR, "server_error", "The request failed.")
    })
}

/// A body that is not an `application/x-www-form-urlencoded` form (RFC 6749 §3.2).
fn not_a_form() -> Response {
    oauth_error(StatusCode::BAD_REQUEST, "invalid_request", "Send an application/x-www-form-urlencoded form.")
}

fn invalid_grant(description: &str) -> Response {
    oauth_error(StatusCode::BAD_REQUEST, "invalid_grant", description)
}

async fn exchange(
    state: &AppState,
    client_id: &str,
    form: &TokenForm,
    source: Option<String>,
) -> Result<Response, ApiError> {
    let code = form.code.as_deref().unwrap_or_default();
    let Some(authorization) = state.store.authorization_by_code(&token::hash(code)).await? else {
        return Ok(invalid_grant("The code is not valid."));
    };
    if authorization.client_id != client_id {
        return Ok(invalid_grant("The code was issued to another client."));
    }
    let actor = authorization.user_id.clone().unwrap_or_default();
    let entry = |action: &str, outcome: &str| AuditEntry {
        actor: actor.clone(),
        action: action.to_string(),
        outcome: outcome.to_string(),
        detail: json!({ "client_id": client_id }),
        source: source.clone(),
        ..Default::default()
    };
    if authorization.used_at.is_some() {
        // A code used twice: whoever presents it now may have stolen it (RFC 6749 §4.1.2).
        if let Some(token_id) = &authorization.token_id {
            state.store.revoke_oauth_token(token_id, &entry("oauth.code_replayed", "denied")).await?;
        }
        return Ok(invalid_grant("The code was used already; the token issued for it is revoked."));
    }
    if authorization.code_expires_at.is_none_or(|at| at <= Timestamp::now()) {
        return Ok(invalid_grant("The code has expired."));
    }
    if form.redirect_uri.as_deref().is_some_and(|r| r != authorization.redirect_uri) {
        return Ok(invalid_grant("redirect_uri differs from the authorization request's."));
    }
    let verifier = form.code_verifier.as_deref().unwrap_or_default();
    if !oauth::pkce_matches(verifier, &authorization.code_challenge) {
        return Ok(invalid_grant("The code_verifier does not match the code_challenge."));
    }
    if form.resource.as_deref().is_some_and(|r| r != authorization.resource) {
        return Ok(oauth_error(StatusCode::BAD_REQUEST, "invalid_target", "The code was issued for another resource."));
    }
    let Some(consent) = authorization.consent_json.as_deref().and_then(|j| serde_json::from_str::<Consent>(j).ok())
    else {
        return Ok(invalid_grant("The code is not valid."));
    };
    let client_name = match state.store.oauth_client(client_id).await? {
        Some(record) => record.client.name,
        None => oauth::host_of(client_id).unwrap_or("MCP client").to_string(),
    };
    let access = token::generate();
    let refresh = token::random_secret(REFRESH_PREFIX);
    let token_id = new_id(IdKind::Token);
    let expires_at = Timestamp(after(ACCESS_LIFE).micros().min(consent.ends_at.micros()));
    let grants = consent.grants();
    let name = format!("{client_name} (signed in)");
    let audit = AuditEntry {
        target: Some(token_id.clone()),
        token_id: Some(token_id.clone()),
        detail: json!({ "client_id": client_id, "scope": consent.scope(), "ends_at": consent.ends_at }),
        ..entry("oauth.token", "ok")
    };
    let issue = Issue {
        token_id: &token_id,
        name: &name,
        access_hash: &access.hash,
        refresh_hash: &token::hash(&refresh),
        grants: &grants,
        expires_at,
        consent_ends_at: consent.ends_at,
        audit: &audit,
    };
    if !state.store.exchange_code(&authorization, &issue).await? {
        return Ok(invalid_grant("The code was used already."));
    }
    Ok(issued(&access.secret, expires_at, &refresh, Some(&consent.scope())))
}

async fn refresh(
    state: &AppState,
    client_id: &str,
    form: &TokenForm,
    source: Option<String>,
) -> Result<Response, ApiError> {
    let presented = form.refresh_token.as_deref().unwrap_or_default();
    let access = token::generate();
    let refresh = token::random_secret(REFRESH_PREFIX);
    let rotation = postern_store::Rotation {
        refresh_hash: &token::hash(presented),
        client_id,
        resource: form.resource.as_deref(),
        new_access_hash: &access.hash,
        new_refresh_hash: &token::hash(&refresh),
        access_life: ACCESS_LIFE,
        source: source.as_deref(),
    };
    Ok(match state.store.refresh_oauth_token(&rotation).await? {
        Refreshed::Rotated { expires_at, .. } => issued(&access.secret, expires_at, &refresh, None),
        Refreshed::Reused => invalid_grant("The refresh token was used already; its token is revoked."),
        Refreshed::Invalid => invalid_grant("The refresh token is not valid, or its consent has ended."),
    })
}

/// A revocation request's form (RFC 7009 §2.1).
#[derive(Debug, Deserialize)]
pub struct RevokeForm {
    token: Option<String>,
    client_id: Option<String>,
}

/// `POST /oauth2/revoke`: a client gives up its access or refresh token; the consent ends.
/// Answers 200 whatever the token (RFC 7009 §2.2).
pub async fn revoke(
    State(state): State<AppState>,
    peer: Option<axum::Extension<crate::http::Peer>>,
    form: Result<Form<RevokeForm>, FormRejection>,
) -> Response {
    let Ok(Form(form)) = form else { return not_a_form() };
    let Some(client_id) = form.client_id.as_deref().filter(|c| !c.is_empty()) else {
        return oauth_error(StatusCode::UNAUTHORIZED, "invalid_client", "client_id is required (a public client).");
    };
    let hash = token::hash(form.token.as_deref().unwrap_or_default());
    let found = match state.store.oauth_token_of(&hash).await {
        Ok(found) => found,
        Err(e) => {
            tracing::error!(error = %e, "a revocation failed");
            return oauth_error(StatusCode::SERVICE_UNAVAILABLE, "temporarily_unavailable", "Try again.");
        }
    };
    if let Some((token_id, user_id, owner)) = found.filter(|(_, _, owner)| owner == client_id) {
        let audit = AuditEntry {
            actor: user_id,
            token_id: Some(token_id.clone()),
            action: "token.revoke".into(),
            outcome: "ok".into(),
            detail: json!({ "client_id": owner, "by": "client" }),
            source: peer.map(|p| p.0.0.ip().to_string()),
            ..Default::default()
        };
        if let Err(e) = state.store.revoke_oauth_token(&token_id, &audit).await {
            tracing::error!(error = %e, "a revocation failed");
            return oauth_error(StatusCode::SERVICE_UNAVAILABLE, "temporarily_unavailable", "Try again.");
        }
    }
    (StatusCode::OK, [(header::CACHE_CONTROL, "no-store")]).into_response()
}

/// `POST /oauth2/register` (RFC 7591): a client that cannot use a metadata document registers.
/// Answers 404 when `--mcp-oauth-dcr` is off, as a server without the endpoint does.
pub async fn register(
    State(state): State<AppState>,
    peer: Option<axum::Extension<crate::http::Peer>>,
    body: axum::body::Bytes,
) -> Response {
    if !state.config.mcp_oauth_dcr {
        return oauth_error(StatusCode::NOT_FOUND, "invalid_request", "Dynamic client registration is off here.");
    }
    if body.len() > MAX_REGISTRATION {
        return oauth_error(StatusCode::PAYLOAD_TOO_LARGE, "invalid_client_metadata", "At most 16 KiB of metadata.");
    }
    let metadata: oauth::ClientMetadata = match serde_json::from_slice(&body) {
        Ok(metadata) => metadata,
        Err(_) => {
            return oauth_error(StatusCode::BAD_REQUEST, "invalid_client_metadata", "The body is not client metadata.");
        }
    };
    let client = match metadata.checked(oauth::Registration::Dynamic) {
        Ok(client) => client,
        Err(why) if why.starts_with("redirect_uris") => {
            return oauth_error(StatusCode::BAD_REQUEST, "invalid_redirect_uri", &why);
        }
        Err(why) => return oauth_error(StatusCode::BAD_REQUEST, "invalid_client_metadata", &why),
    };
    let source = peer.map_or_else(|| "unknown".to_string(), |p| postern_core::client::network(p.0.0.ip()).to_string());
    let client_id = new_id(IdKind::OAuthClient);
    match state
        .store
        .register_oauth_client(&client_id, &client, &source, REGISTRATIONS_PER_HOUR, MOST_REGISTRATIONS)
        .await
    {
        Ok(Ok(())) => {}
        Ok(Err(limit)) => {
            let why = match limit {
                RegistrationLimit::FromSource => "Too many registrations from this address within the hour.",
                RegistrationLimit::Total => "This server holds its most registrations.",
            };
            let mut refused = oauth_error(StatusCode::TOO_MANY_REQUESTS, "temporarily_unavailable", why);
            refused.headers_mut().insert(header::RETRY_AFTER, HeaderValue::from_static("3600"));
            return refused;
        }
        Err(e) => {
            tracing::error!(error = %e, "a registration failed");
            return oauth_error(StatusCode::INTERNAL_SERVER_ERROR, "server_error", "The registration failed.");
        }
    }
    let mut answer = json!({
        "client_id": client_id,
        "client_id_issued_at": Timestamp::now().micros() / 1_000_000,
        "client_name": client.name,
        "redirect_uris": client.redirect_uris,
        "token_endpoint_auth_method": "none",
        "grant_types": ["authorization_code", "refresh_token"],
        "response_types": ["code"],
    });
    if let Some(kind) = &metadata.application_type {
        answer["application_type"] = json!(kind);
    }
    if let Some(scope) = &metadata.scope {
        answer["scope"] = json!(oauth::requested_scopes(Some(scope)).join(" "));
    }
    (StatusCode::CREATED, [(header::CACHE_CONTROL, "no-store")], Json(answer)).into_response()
}

/// An authorization waiting for the person's consent, as the consent page shows it.
#[derive(Debug, Serialize, ToSchema)]
#[schema(as = Authorization)]
pub struct AuthorizationView {
    /// `authz_…`
    pub id: String,
    /// The client's `client_id`: its metadata document's URL, or the id it registered under.
    pub client_id: String,
    /// The name the client gives itself (not verified: the page shows it with its hosts).
    pub client_name: String,
    /// The host of the client's metadata document; null for a registered client.
    #[schema(required = true)]
    pub client_host: Option<String>,
    /// `document` or `registered`.
    pub registration: String,
    /// Where the browser goes afterwards, with the code.
    pub redirect_uri: String,
    /// What the client asked for: some of `inboxes`, `mail.read`, `drafts`, `send`.
    pub scopes: Vec<String>,
    #[schema(value_type = String, format = DateTime)]
    pub expires_at: Timestamp,
}

/// What the person chose on the consent page.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
#[schema(as = ConsentChoice)]
pub struct ConsentBody {
    /// The value of the browser's `__Host-postern-authorize` cookie, set when the client sent it.
    browser: String,
    /// Their own disposable inboxes and their mail.
    inboxes: bool,
    /// Connected accounts (ids) the client may reach.
    #[serde(default)]
    accounts: Vec<String>,
    /// What it may do with the accounts' mail; required with `accounts`.
    #[serde(default)]
    mail: Option<MailChoice>,
    /// Folder roles, names or ids; all folders when absent.
    #[serde(default)]
    folders: Option<Vec<String>>,
    /// Whom the client may send to; anyone when absent.
    #[serde(default)]
    recipients: Option<Vec<String>>,
    /// Each send waits for the person's approval.
    #[serde(default)]
    approval: bool,
    /// When the consent ends.
    #[schema(value_type = String, format = DateTime)]
    ends_at: Timestamp,
}

/// How far the client may go with the accounts' mail.
#[derive(Debug, Clone, Copy, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum MailChoice {
    /// Read mail and folders.
    Read,
    /// Also write drafts and file mail.
    Draft,
    /// Also send.
    Send,
}

impl From<MailChoice> for MailAccess {
    fn from(choice: MailChoice) -> MailAccess {
        match choice {
            MailChoice::Read => MailAccess::Read,
            MailChoice::Draft => MailAccess::Draft,
            MailChoice::Send => MailAccess::Send,
        }
    }
}

/// The person's refusal.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
#[schema(as = ConsentRefusal)]
pub struct DenyBody {
    /// The value of the browser's `__Host-postern-authorize` cookie.
    browser: String,
}

/// Where the browser goes next: the client's redirect URI with the code, or with the refusal.
#[derive(Debug, Serialize, ToSchema)]
#[schema(as = ConsentAnswer)]
pub struct ConsentAnswerView {
    pub redirect_to: String,
}

/// The authorization `id`, if it is still waiting for consent.
async fn waiting(state: &AppState, id: &str) -> Result<Authorization, ApiError> {
    state.store.authorization(id).await?.filter(|a| a.user_id.is_none() && a.expires_at > Timestamp::now()).ok_or_else(
        || {
            Error::new(ErrorCode::NotFound, "This sign-in has expired or was answered; start again from the app.")
                .into()
        },
    )
}

/// Whether `browser` is the secret of the cookie the authorization was bound to.
fn same_browser(authorization: &Authorization, browser: &str) -> Result<(), ApiError> {
    if token::same_secret(&token::hash(browser), &authorization.browser_hash) {
        Ok(())
    } else {
        Err(Error::new(ErrorCode::Forbidden, "This sign-in was started in another browser; start again from the app.")
            .into())
    }
}

/// Read an authorization waiting for consent.
///
/// What the consent page shows: the client, where it sends the browser back, and what it asks
/// for. Authorizations expire 10 minutes after the client asked.
#[utoipa::path(
    get,
    path = "/authorizations/{id}",
    operation_id = "authorizations_read",
    tag = "authorizations",
    params(("id" = String, Path, description = "`authz_…`")),
    responses(
        (status = 200, description = "The authorization.", body = Data<AuthorizationView>),
        (status = 404, description = "`not_found`: unknown, expired or answered.", body = ErrorBody),
    )
)]
pub async fn read(State(state): State<AppState>, _signed_in: Caller, Path(id): Path<String>) -> ApiResult<Response> {
    let authorization = waiting(&state, &id).await?;
    let known = oauth_clients::find(&state, &authorization.client_id)
        .await
        .map_err(|why| Error::new(ErrorCode::NotFound, format!("The app is no longer known here: {why}.")))?;
    let view = AuthorizationView {
        id: authorization.id,
        client_host: (known.kind == ClientKind::Document)
            .then(|| oauth::host_of(&authorization.client_id).map(str::to_string))
            .flatten(),
        client_id: authorization.client_id,
        client_name: known.client.name,
        registration: match known.kind {
            ClientKind::Document => "document",
            ClientKind::Registered => "registered",
        }
        .into(),
        redirect_uri: authorization.redirect_uri,
        scopes: authorization.scope.split(' ').filter(|s| !s.is_empty()).map(str::to_string).collect(),
        expires_at: authorization.expires_at,
    };
    Ok(Json(json!({ "data": view })).into_response())
}

/// Consent to an authorization.
///
/// Issues the code the client exchanges for a token holding what the person chose, and answers
/// where to send the browser. The caller must hold what it consents to; only the browser the
/// client sent here (its cookie's value) may answer.
#[utoipa::path(
    post,
    path = "/authorizations/{id}/consent",
    operation_id = "authorizations_consent",
    tag = "authorizations",
    params(("id" = String, Path, description = "`authz_…`")),
    request_body = ConsentBody,
    responses(
        (status = 200, description = "Where the browser goes, with the code.", body = Data<ConsentAnswerView>),
        (status = 400, description = "`invalid_request`: the choice is not one the client asked for.", body = ErrorBody),
        (status = 403, description = "`forbidden`: another browser, or more than the caller holds.", body = ErrorBody),
        (status = 404, description = "`not_found`: unknown, expired or answered.", body = ErrorBody),
    )
)]
pub async fn consent(
    State(state): State<AppState>,
    caller: Caller,
    Path(id): Path<String>,
    JsonBody(body): JsonBody<ConsentBody>,
) -> ApiResult<Response> {
    let authorization = waiting(&state, &id).await?;
    same_browser(&authorization, &body.browser)?;
    let consent = Consent {
        inboxes: body.inboxes,
        accounts: body.accounts,
        mail: body.mail.map(MailAccess::from),
        folders: body.folders,
        recipients: body.recipients,
        approval: body.approval,
        ends_at: body.ends_at,
    };
    let now = Timestamp::now();
    let requested: Vec<&str> = authorization.scope.split(' ').collect();
    consent.check(&requested, now).map_err(|why| Error::invalid_field("consent", &why))?;
    let grants = consent.grants();
    for (i, grant) in grants.iter().enumerate() {
        grant.validate(&format!("grants[{i}]"), now)?;
    }
    holds(&state, &caller, &grants, now).await?;
    let code = token::random_secret(CODE_PREFIX);
    let audit = caller.audit(
        "oauth.consent",
        "ok",
        json!({ "client_id": authorization.client_id, "scope": consent.scope(), "ends_at": consent.ends_at }),
    );
    let audit = AuditEntry { target: Some(authorization.id.clone()), ..audit };
    let json = serde_json::to_string(&consent).map_err(|_| Error::internal())?;
    let stored = state
        .store
        .consent_authorization(&id, &caller.principal.user_id, &json, &token::hash(&code), after(CODE_LIFE), &audit)
        .await?;
    if !stored {
        return Err(Error::new(ErrorCode::NotFound, "This sign-in has expired or was answered.").into());
    }
    let base = issuer_of(&authorization);
    let redirect_to =
        with_params(&authorization.redirect_uri, &[("code", &code), ("state", &authorization.state), ("iss", &base)]);
    Ok(Json(json!({ "data": ConsentAnswerView { redirect_to } })).into_response())
}

/// Whether the caller holds what `grants` hand out: on each account they name (by id), every
/// operation they allow there; elsewhere (`own`, the caller's inboxes), as [`Principal::covers`]
/// decides. What a token is issued with is cut to its user's rights at each request anyway;
/// this says so before the person consents.
async fn holds(state: &AppState, caller: &Caller, grants: &[Grant], now: Timestamp) -> Result<(), ApiError> {
    let refused = |what: String| {
        ApiError::from(Error::new(ErrorCode::Forbidden, format!("You cannot hand out what you do not hold: {what}.")))
    };
    for grant in grants {
        if grant.accounts.iter().all(|a| a == "own") {
            caller.principal.covers(std::slice::from_ref(grant), true, now).map_err(refused)?;
            continue;
        }
        let wanted: Vec<Operation> = grant.allow.iter().filter_map(|name| rights::expand(name)).flatten().collect();
        for id in &grant.accounts {
            let record = state.store.account(id).await?.ok_or_else(|| Error::not_found("Account"))?;
            let held = caller.principal.operations_on(crate::reach::target(&record.account), now);
            if let Some(missing) = wanted.iter().find(|op| !held.contains(op)) {
                return Err(refused(format!("{} on {id}", missing.as_str())));
            }
        }
    }
    Ok(())
}

/// Refuse an authorization.
///
/// Ends it, and answers where to send the browser: the client's redirect URI with
/// `error=access_denied`.
#[utoipa::path(
    post,
    path = "/authorizations/{id}/deny",
    operation_id = "authorizations_deny",
    tag = "authorizations",
    params(("id" = String, Path, description = "`authz_…`")),
    request_body = DenyBody,
    responses(
        (status = 200, description = "Where the browser goes.", body = Data<ConsentAnswerView>),
        (status = 403, description = "`forbidden`: another browser.", body = ErrorBody),
        (status = 404, description = "`not_found`: unknown, expired or answered.", body = ErrorBody),
    )
)]
pub async fn deny(
    State(state): State<AppState>,
    _signed_in: Caller,
    Path(id): Path<String>,
    JsonBody(body): JsonBody<DenyBody>,
) -> ApiResult<Response> {
    let authorization = waiting(&state, &id).await?;
    same_browser(&authorization, &body.browser)?;
    state.store.end_authorization(&id).await?;
    let base = issuer_of(&authorization);
    let redirect_to = with_params(
        &authorization.redirect_uri,
        &[
            ("error", "access_denied"),
            ("error_description", "The person refused."),
            ("state", &authorization.state),
            ("iss", &base),
        ],
    );
    Ok(Json(json!({ "data": ConsentAnswerView { redirect_to } })).into_response())
}

/// The issuer an authorization was made at: its resource without `/mcp`.
fn issuer_of(authorization: &Authorization) -> String {
    authorization.resource.strip_suffix("/mcp").unwrap_or(&authorization.resource).to_string()
}
