//! Connecting accounts whose providers take no passwords (docs/PROVIDERS.md, docs/MICROSOFT.md):
//!
//! - `POST /oauth/{provider}/start` begins an authorization code flow with PKCE: it answers the
//!   URL a person opens; the provider sends the browser back to
//!   `GET /api/v1/oauth/{provider}/callback` (no token: the `state`, random, single-use, bound to
//!   the user who started and valid 10 minutes, is the credential), which exchanges the code.
//!   The flow is bound to the browser that started it (RFC 9700 §4.7): the web UI sets a cookie
//!   whose secret the sign-in keeps the hash of (`"bind_browser": true`). A callback without that
//!   cookie (a sign-in started through the API, or an authorize URL someone sent to someone
//!   else) stores nothing: its page names the mailbox and the Postern user it would connect, and
//!   only `POST /api/v1/oauth/{provider}/confirm` with that page's secret connects it.
//! - `POST /oauth/{provider}/device` begins a device code flow for setups without a browser
//!   (the CLI's `postern account connect microsoft [--imap]`): it answers the code to enter and where;
//!   this instance polls the provider at the interval it asks for, and
//!   `GET /oauth/sign-ins/{id}` tells how the sign-in stands (any instance can answer).
//!
//! Either way the signed-in address is asked of the provider itself (Graph's `/me`, Gmail's
//! profile; over IMAP at Microsoft, the ID token's, confirmed by the IMAP login), the refresh
//! token is sealed in the vault, and the account is created, or signed in again when the user
//! has one with that provider and address (or names it: `account_id`; the address must be the
//! same). `"protocol": "imap"` connects an IMAP account that logs in with XOAUTH2, with the
//! scopes the provider's IMAP and SMTP take.

use crate::AppState;
use crate::access_tokens::FreshToken;
use crate::error::{ApiError, ApiResult};
use crate::gate::Caller;
use crate::params::{JsonBody, Params, Path};
use crate::views::{Data, ErrorBody};
use axum::Json;
use axum::extract::State;
use axum::http::{HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use postern_core::id::{IdKind, new_id};
use postern_core::rights::{Operation, Resource};
use postern_core::{Error, ErrorCode, Timestamp};
use postern_providers::oauth::{DevicePoll, OAuthClient, Obtained, Pkce, Tokens};
use postern_providers::provider::ProviderError;
use postern_providers::registry::{self, Credential, ProviderKind};
use postern_providers::settings;
use postern_store::{AccountRecord, NewAccount, NewSignIn, SignIn, SignInStatus};
use serde::{Deserialize, Serialize};
use serde_json::{Value, json};
use std::sync::Arc;
use std::time::Duration;
use utoipa::ToSchema;

/// How long a browser sign-in waits for its callback.
const CODE_LIFETIME: Duration = Duration::from_secs(600);
/// The longest a device sign-in is polled, whatever the provider says.
const DEVICE_LIFETIME: Duration = Duration::from_secs(1800);
/// How long a callback's confirmation page may be answered.
const CONFIRM_LIFETIME: Duration = Duration::from_secs(600);
/// The cookie that binds a browser sign-in to the browser that started it (the web UI sets it).
const BROWSER_COOKIE: &str = postern_ui::SIGN_IN_COOKIE;

/// A sign-in to start; an empty body counts as `{}`.
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
#[schema(as = OAuthStart)]
pub struct StartBody {
    /// Sign this account in again instead of connecting a new one (needs `account.update` on it).
    #[serde(default)]
    account_id: Option<String>,
    /// The address to suggest at the provider's sign-in page (browser sign-ins only).
    #[serde(default)]
    login_hint: Option<String>,
    /// What the account speaks: `api` (the provider's API, the default) or `imap` (IMAP and SMTP
    /// with XOAUTH2). Not with `account_id`.
    #[serde(default)]
    protocol: Option<String>,
    /// With `imap`: the servers, as an IMAP account's settings (the provider's own by default).
    #[serde(default)]
    #[schema(value_type = Option<Object>)]
    settings: Option<Value>,
    /// Bind the sign-in to a browser: the answer's `binding` goes in that browser's
    /// `__Host-postern-oauth` cookie (the web UI sets it), and a callback that carries it
    /// connects at once.
    #[serde(default)]
    bind_browser: bool,
}

// Schemas of the bodies and answers below (contract::document); the handlers read and build the
// JSON these mirror.

/// A browser sign-in started: open `url` to sign in.
#[derive(Debug, Serialize, ToSchema)]
#[schema(as = OAuthSignInStart)]
#[allow(dead_code)]
pub struct StartedView {
    /// `sgn_…`: follow it at `GET /oauth/sign-ins/{id}`.
    pub id: String,
    /// `microsoft` or `google`.
    pub provider: String,
    /// The provider's authorization URL (code flow with PKCE).
    pub url: String,
    /// Where the provider sends the browser back.
    pub redirect_uri: String,
    /// The sign-in must come back within 10 minutes.
    #[schema(format = DateTime)]
    pub expires_at: String,
    /// Only with `bind_browser`: the value of the `__Host-postern-oauth` cookie the browser that
    /// opens `url` must hold for the callback to connect at once.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub binding: Option<String>,
}

/// A device sign-in started: enter `user_code` at `verification_uri`; Postern polls the provider.
#[derive(Debug, Serialize, ToSchema)]
#[schema(as = OAuthDeviceCode)]
#[allow(dead_code)]
pub struct DeviceStartedView {
    /// `sgn_…`: follow it at `GET /oauth/sign-ins/{id}`.
    pub id: String,
    /// `microsoft`.
    pub provider: String,
    pub user_code: String,
    pub verification_uri: String,
    /// The provider's own instructions, if it gives them.
    #[schema(required = true)]
    pub message: Option<String>,
    /// Seconds between two polls of the provider.
    pub interval: u64,
    #[schema(format = DateTime)]
    pub expires_at: String,
    /// Always `pending`.
    pub status: String,
}

/// How a sign-in stands; only its user sees it.
#[derive(Debug, Serialize, ToSchema)]
#[schema(as = OAuthSignIn)]
#[allow(dead_code)]
pub struct SignInView {
    /// `sgn_…`
    pub id: String,
    /// `microsoft` or `google`.
    pub provider: String,
    /// `code` (a browser) or `device`.
    pub flow: String,
    pub status: SignInStatusView,
    /// The account connected (or signed in again), once `connected`.
    #[schema(required = true)]
    pub account_id: Option<String>,
    /// Why it `failed`.
    #[schema(required = true)]
    pub error: Option<String>,
    #[schema(format = DateTime)]
    pub expires_at: String,
}

/// Where a sign-in is: waiting for the provider (`pending`), for the person's confirmation
/// (`confirming`), done (`connected`), or not (`failed`, `expired`).
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "snake_case")]
#[schema(as = OAuthSignInStatus)]
#[allow(dead_code)]
pub enum SignInStatusView {
    Pending,
    Confirming,
    Connected,
    Failed,
    Expired,
}

/// How a callback or a confirmation ended well: connected, or waiting for the person to confirm.
#[derive(Debug, Serialize, ToSchema)]
#[serde(untagged)]
#[schema(as = OAuthOutcome)]
#[allow(dead_code)]
pub enum OutcomeView {
    Connected(ConnectedView),
    Confirm(ConfirmView),
}

/// The account is connected (or signed in again).
#[derive(Debug, Serialize, ToSchema)]
#[schema(as = OAuthConnected)]
#[allow(dead_code)]
pub struct ConnectedView {
    /// `acc_…`
    pub account_id: String,
    pub email: String,
}

/// The callback came to another browser than the one that started the sign-in: nothing is
/// stored until `confirm` is posted to `/api/v1/oauth/{provider}/confirm`.
#[derive(Debug, Serialize, ToSchema)]
#[schema(as = OAuthConfirmationPending)]
#[allow(dead_code)]
pub struct ConfirmView {
    /// The confirmation's secret: single use, valid 10 minutes.
    pub confirm: String,
    /// The mailbox that would be connected.
    pub email: String,
    /// The Postern user it would be connected for.
    pub user: String,
}

/// The confirmation of a callback's page (a form field, or JSON).
#[derive(Debug, Deserialize, ToSchema)]
#[schema(as = OAuthConfirmation)]
#[allow(dead_code)]
pub struct ConfirmBodyView {
    /// The secret the callback's page (or its JSON `confirm`) gave.
    pub confirm: String,
}

/// The IMAP and SMTP servers of the providers whose IMAP takes XOAUTH2
/// (https://developers.google.com/workspace/gmail/imap/imap-smtp).
fn imap_servers(provider: ProviderKind) -> Option<Value> {
    match provider {
        ProviderKind::Google => Some(json!({
            "imap_host": "imap.gmail.com", "imap_port": 993, "imap_security": "tls",
            "smtp_host": "smtp.gmail.com", "smtp_port": 465, "smtp_security": "tls",
        })),
        // https://support.microsoft.com/en-us/office/pop-imap-and-smtp-settings-for-outlook-com-d088b986-291d-42b8-9564-9c414e2aa040
        ProviderKind::Microsoft => Some(json!({
            "imap_host": "outlook.office365.com", "imap_port": 993, "imap_security": "tls",
            "smtp_host": "smtp.office365.com", "smtp_port": 587, "smtp_security": "starttls",
        })),
        ProviderKind::Imap | ProviderKind::Jmap | ProviderKind::Pop3 => None,
    }
}

/// What a sign-in connects, as stored with it: nothing for the provider's API; for IMAP, the
/// servers (checked as an IMAP account's settings are). Signing an account in again keeps
/// how it connects.
fn options_of(
    provider: ProviderKind,
    body: &StartBody,
    again: Option<&AccountRecord>,
) -> Result<Option<String>, Error> {
    if let Some(record) = again {
        if body.protocol.is_some() || body.settings.is_some() {
            return Err(Error::invalid_field("protocol", "is the account's own when it signs in again"));
        }
        if record.account.provider != ProviderKind::Imap {
            return Ok(None);
        }
        let mut settings = record.account.settings.clone();
        if let Some(map) = settings.as_object_mut() {
            map.retain(|k, _| k != "username" && !settings::OAUTH_SETTINGS.contains(&k.as_str()));
        }
        return Ok(Some(json!({ "protocol": "imap", "settings": settings }).to_string()));
    }
    match body.protocol.as_deref() {
        None | Some("api") if body.settings.is_none() => Ok(None),
        None | Some("api") => Err(Error::invalid_field("settings", "is for \"protocol\": \"imap\"")),
        Some("imap") => {
            let mut settings = imap_servers(provider).ok_or_else(|| {
                Error::new(ErrorCode::NotSupported, format!("IMAP with OAuth is not built for {provider} yet."))
            })?;
            match &body.settings {
                Some(Value::Object(given)) => {
                    for (k, v) in given {
                        if settings::OAUTH_SETTINGS.contains(&k.as_str()) || k == "username" {
                            return Err(Error::invalid_field(&format!("settings.{k}"), "is set by signing in"));
                        }
                        settings[k] = v.clone();
                    }
                }
                None => {}
                Some(_) => return Err(Error::invalid_field("settings", "must be an object")),
            }
            // Checked now (the address is not known yet: it comes from the provider).
            let mut settings = settings::normalize(ProviderKind::Imap, &settings, "user@example.invalid")?;
            if let Some(map) = settings.as_object_mut() {
                map.remove("username");
            }
            Ok(Some(json!({ "protocol": "imap", "settings": settings }).to_string()))
        }
        Some(_) => Err(Error::invalid_field("protocol", "must be api or imap")),
    }
}

/// The OAuth providers Postern connects through (each with its adapter).
fn provider_of(name: &str) -> Result<ProviderKind, Error> {
    let signs_in = |k: &ProviderKind| registry::credential(*k) == Credential::SignIn;
    ProviderKind::parse(name).filter(signs_in).ok_or_else(|| {
        let names: Vec<&str> = ProviderKind::ALL.iter().filter(|k| signs_in(k)).map(|k| k.as_str()).collect();
        Error::new(
            ErrorCode::NotFound,
            format!("No OAuth provider is called {name:?}; there are {}.", names.join(" and ")),
        )
    })
}

/// Whether a sign-in's options say the account speaks IMAP.
fn over_imap(options: Option<&str>) -> bool {
    options.and_then(|o| serde_json::from_str::<Value>(o).ok()).is_some_and(|o| o["protocol"] == "imap")
}

fn client_of(state: &AppState, provider: ProviderKind, over_imap: bool) -> Result<&OAuthClient, Error> {
    state.access_tokens.client(provider.as_str(), over_imap).ok_or_else(|| {
        Error::new(
            ErrorCode::NotSupported,
            format!(
                "This installation has no {provider} app configured; docs/{}.md says how to add one.",
                provider.as_str().to_ascii_uppercase()
            ),
        )
    })
}

/// Checks that the caller may connect an account, or sign `account_id` in again (then gives
/// that account).
async fn allowed(
    state: &AppState,
    caller: &Caller,
    provider: ProviderKind,
    account_id: Option<&str>,
) -> Result<Option<AccountRecord>, ApiError> {
    caller.allow(Resource::Service)?;
    let Some(id) = account_id else { return Ok(None) };
    let record = state.store.account(id).await?.ok_or_else(|| Error::not_found("Account"))?;
    caller.allow_also(Operation::AccountUpdate, Resource::Account(crate::reach::target(&record.account)))?;
    if settings::oauth_provider_of(&record.account) != provider.as_str() {
        return Err(Error::invalid_field("account_id", format!("is not a {provider} account")).into());
    }
    Ok(Some(record))
}

/// The public URL as an administrator gives it (`--public-url`): https, or http to this
/// machine; without a trailing slash.
pub fn public_url(given: &str) -> Result<String, String> {
    let url = postern_providers::oauth::endpoint_url(given)?;
    if url.query().is_some() || url.fragment().is_some() {
        return Err(format!("{given:?} must not carry a query or a fragment"));
    }
    Ok(url.as_str().trim_end_matches('/').to_string())
}

/// Where the provider sends the browser back: under the public URL when one is configured,
/// else under the address the request came to, when that is this machine (a provider must
/// not be told to send codes to a host name a client made up).
fn redirect_uri(state: &AppState, headers: &HeaderMap, provider: ProviderKind) -> Result<String, Error> {
    let base = crate::issuer::base(state, headers).ok_or_else(|| {
        Error::new(
            ErrorCode::Conflict,
            "Set --public-url to the address people reach Postern at: the provider sends the browser back there.",
        )
    })?;
    Ok(format!("{base}/api/v1/oauth/{provider}/callback"))
}

/// Start a browser sign-in.
///
/// The URL to open to sign in at the provider (authorization code with PKCE); the provider sends
/// the browser back to `/api/v1/oauth/{provider}/callback`.
#[utoipa::path(
    post,
    path = "/oauth/{provider}/start",
    operation_id = "oauth_start",
    tag = "oauth",
    params(("provider" = String, Path, description = "`microsoft` or `google`")),
    request_body = StartBody,
    responses(
        (status = 201, description = "The sign-in, and the URL to open.", body = Data<StartedView>),
        (status = 409, description = "`conflict`: no `--public-url` is set and the request did not come to this \
            machine's own address, so the provider could not send the browser back.", body = ErrorBody),
        (status = 501, description = "`not_supported`: the installation has no app for this provider (docs/MICROSOFT.md, \
            docs/GOOGLE.md), or cannot connect it over IMAP.", body = ErrorBody),
    )
)]
pub async fn start(
    State(state): State<AppState>,
    caller: Caller,
    Path(provider): Path<String>,
    headers: HeaderMap,
    JsonBody(body): JsonBody<StartBody>,
) -> ApiResult<Response> {
    let provider = provider_of(&provider)?;
    let again = allowed(&state, &caller, provider, body.account_id.as_deref()).await?;
    let options = options_of(provider, &body, again.as_ref())?;
    let client = client_of(&state, provider, over_imap(options.as_deref()))?;
    let redirect = redirect_uri(&state, &headers, provider)?;
    let id = new_id(IdKind::SignIn);
    let state_secret = postern_core::token::link_secret();
    let pkce = Pkce::new();
    let sealed = seal(&state, &id, pkce.verifier.as_bytes()).await?;
    let expires_at = Timestamp(Timestamp::now().micros() + CODE_LIFETIME.as_micros() as i64);
    let binding = body.bind_browser.then(|| postern_core::token::random_secret(""));
    let browser_hash = binding.as_deref().map(postern_core::token::hash);
    state
        .store
        .create_sign_in(&NewSignIn {
            id: &id,
            state_hash: Some(&postern_core::token::hash(&state_secret)),
            user_id: &caller.principal.user_id,
            provider: provider.as_str(),
            flow: "code",
            account_id: body.account_id.as_deref(),
            sealed: &sealed,
            redirect_uri: Some(&redirect),
            options: options.as_deref(),
            browser_hash: browser_hash.as_deref(),
            expires_at,
        })
        .await?;
    let hint = body.login_hint.as_deref().filter(|h| !h.is_empty() && h.len() <= 254);
    let url = client.authorize_url(&state_secret, &pkce.challenge, &redirect, hint);
    let mut data = json!({ "id": id, "provider": provider, "url": url.as_str(), "redirect_uri": redirect, "expires_at": expires_at });
    if let Some(binding) = binding {
        data["binding"] = json!(binding);
    }
    Ok((StatusCode::CREATED, Json(json!({ "data": data }))).into_response())
}

/// How a callback or a confirmation ended well.
enum Outcome {
    /// The account is connected (or signed in again).
    Connected { account: String, email: String },
    /// The callback came to another browser than the one that started the sign-in: the person
    /// confirms first.
    Confirm { provider: String, secret: String, email: String, user: String },
}

/// Finish a browser sign-in (the provider's redirect).
///
/// Where the provider sends the browser back. No token: the `state` is the credential (an unknown
/// one counts as a failed authentication of the address). Answers a short page, or JSON to a
/// client whose `Accept` names `application/json`.
#[utoipa::path(
    get,
    path = "/api/v1/oauth/{provider}/callback",
    operation_id = "oauth_callback",
    tag = "oauth",
    params(
        ("provider" = String, Path, description = "`microsoft` or `google`"),
        ("state" = Option<String>, Query, description = "The sign-in's secret, as the authorization URL carried it."),
        ("code" = Option<String>, Query, description = "The authorization code."),
        ("error" = Option<String>, Query, description = "The provider's refusal."),
        ("error_description" = Option<String>, Query, description = "What the provider said of its refusal."),
        ("__Host-postern-oauth" = Option<String>, Cookie, description = "The `binding` of a sign-in started with \
            `bind_browser`: with it the account is connected at once, without it the person confirms first."),
    ),
    responses(
        (status = 200, description = "Connected (`account_id`, `email`), or the confirmation to give \
            (`confirm`, `email`, `user`).", content((Data<OutcomeView> = "application/json"), (String = "text/html"))),
        (status = 400, description = "`invalid_request`: the provider's answer lacks the code, or the sign-in belongs \
            to another provider; `credential_in_url`.", content((ErrorBody = "application/json"), (String = "text/html"))),
        (status = 404, description = "`not_found`: no such OAuth provider, or the secret is unknown, used or \
            expired (counted as a failed authentication of the address).", content((ErrorBody = "application/json"), (String = "text/html"))),
        (status = 409, description = "`conflict`: the sign-in names an account of another address.", content((ErrorBody = "application/json"), (String = "text/html"))),
        (status = 422, description = "`provider_auth_failed`: the provider did not sign the person in, or the mail \
            server refused the login.", content((ErrorBody = "application/json"), (String = "text/html"))),
        (status = 500, description = "`internal_error`: details only in the server log.", content((ErrorBody = "application/json"), (String = "text/html"))),
        (status = 501, description = "`not_supported`: the installation has no app for this provider.", content((ErrorBody = "application/json"), (String = "text/html"))),
        (status = 502, description = "`provider_unreachable`, `provider_error`: the provider or the mail server \
            failed (also: it gave no refresh token).", content((ErrorBody = "application/json"), (String = "text/html"))),
        (status = 503, description = "`provider_throttled`: the provider asks to slow down.", content((ErrorBody = "application/json"), (String = "text/html"))),
    )
)]
pub async fn callback(
    State(state): State<AppState>,
    peer: Option<axum::Extension<crate::http::Peer>>,
    Path(provider): Path<String>,
    headers: HeaderMap,
    Params(query): Params,
) -> Response {
    let peer = peer.map(|p| p.0.0.ip());
    let binding = browser_cookie(&headers);
    let outcome = finish_callback(&state, peer, &provider, &query, binding.as_deref()).await;
    answer(&headers, outcome)
}

/// Confirm a browser sign-in.
///
/// Connects the mailbox a callback's page named (a form, or JSON, with `confirm`: that page's
/// secret). No token: the secret, single-use and valid 10 minutes, is the credential.
#[utoipa::path(
    post,
    path = "/api/v1/oauth/{provider}/confirm",
    operation_id = "oauth_confirm",
    tag = "oauth",
    params(("provider" = String, Path, description = "`microsoft` or `google`")),
    request_body(
        description = "The secret of the callback's page.",
        content((ConfirmBodyView = "application/x-www-form-urlencoded"), (ConfirmBodyView = "application/json"))
    ),
    responses(
        (status = 200, description = "Connected (`account_id`, `email`).", content((Data<OutcomeView> = "application/json"), (String = "text/html"))),
        (status = 400, description = "`invalid_request`: the sign-in belongs to another provider; `credential_in_url`.", content((ErrorBody = "application/json"), (String = "text/html"))),
        (status = 404, description = "`not_found`: no such OAuth provider, or the secret is unknown, used or \
            expired (counted as a failed authentication of the address).", content((ErrorBody = "application/json"), (String = "text/html"))),
        (status = 409, description = "`conflict`: the sign-in names an account of another address.", content((ErrorBody = "application/json"), (String = "text/html"))),
        (status = 422, description = "`provider_auth_failed`: the provider did not sign the person in, or the mail \
            server refused the login.", content((ErrorBody = "application/json"), (String = "text/html"))),
        (status = 500, description = "`internal_error`: details only in the server log.", content((ErrorBody = "application/json"), (String = "text/html"))),
        (status = 501, description = "`not_supported`: the installation has no app for this provider.", content((ErrorBody = "application/json"), (String = "text/html"))),
        (status = 502, description = "`provider_unreachable`, `provider_error`: the provider or the mail server \
            failed (also: it gave no refresh token).", content((ErrorBody = "application/json"), (String = "text/html"))),
        (status = 503, description = "`provider_throttled`: the provider asks to slow down.", content((ErrorBody = "application/json"), (String = "text/html"))),
    )
)]
pub async fn confirm(
    State(state): State<AppState>,
    peer: Option<axum::Extension<crate::http::Peer>>,
    Path(provider): Path<String>,
    headers: HeaderMap,
    body: axum::body::Bytes,
) -> Response {
    let peer = peer.map(|p| p.0.0.ip());
    let secret = serde_json::from_slice::<Value>(&body)
        .ok()
        .and_then(|v| v.get("confirm").and_then(Value::as_str).map(str::to_string))
        .or_else(|| form_urlencoded::parse(&body).find(|(k, _)| k == "confirm").map(|(_, v)| v.into_owned()));
    let outcome = finish_confirmation(&state, peer, &provider, secret.as_deref()).await;
    answer(&headers, outcome)
}

/// The page (or JSON) a callback or a confirmation answers.
fn answer(headers: &HeaderMap, outcome: Result<Outcome, Error>) -> Response {
    let json = headers.get("accept").and_then(|a| a.to_str().ok()).is_some_and(|a| a.contains("application/json"));
    let (status, title, body, data) = match outcome {
        Ok(Outcome::Connected { account, email }) => (
            StatusCode::OK,
            "Connected",
            format!("<p>{} is connected to Postern. You can close this window.</p>", html_escape(&email)),
            json!({ "data": { "account_id": account, "email": email } }),
        ),
        Ok(Outcome::Confirm { provider, secret, email, user }) => (
            StatusCode::OK,
            "Connect this mailbox?",
            format!(
                "<p>Postern would connect <strong>{email}</strong> for its user <strong>{user}</strong>, who can then \
                 read and send its mail. Continue only if you started this yourself, in Postern.</p>\
                 <form method=\"post\" action=\"/api/v1/oauth/{provider}/confirm\">\
                 <input type=\"hidden\" name=\"confirm\" value=\"{secret}\"><button>Connect {email}</button></form>",
                email = html_escape(&email),
                user = html_escape(&user),
                provider = html_escape(&provider),
                secret = html_escape(&secret),
            ),
            json!({ "data": { "confirm": secret, "email": email, "user": user } }),
        ),
        Err(e) => {
            let status = StatusCode::from_u16(e.code.http_status()).unwrap_or(StatusCode::BAD_REQUEST);
            let body = format!("<p>{}</p>", html_escape(&e.message));
            let error = json!({ "error": { "code": e.code.as_str(), "message": e.message, "fields": e.fields } });
            (status, "Not connected", body, error)
        }
    };
    // The binding has served once the callback came: the cookie goes.
    let clear = format!("{BROWSER_COOKIE}=; Secure; HttpOnly; SameSite=Lax; Path=/; Max-Age=0");
    if json {
        return (status, [("set-cookie", clear)], Json(data)).into_response();
    }
    let page = format!(
        "<!doctype html><html lang=\"en\"><head><meta charset=\"utf-8\"><meta name=\"viewport\" content=\"width=device-width\"><title>{title} — Postern</title></head><body><h1>{title}</h1>{body}<p><a href=\"/ui\">Open Postern</a></p></body></html>"
    );
    let headers = [
        ("content-type", "text/html; charset=utf-8".to_string()),
        ("content-security-policy", "default-src 'none'; form-action 'self'; frame-ancestors 'none'".to_string()),
        ("cache-control", "no-store".to_string()),
        ("referrer-policy", "no-referrer".to_string()),
        ("set-cookie", clear),
    ];
    (status, headers, page).into_response()
}

fn html_escape(text: &str) -> String {
    text.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;").replace('"', "&quot;")
}

/// The request's [`BROWSER_COOKIE`], when it has one of the right shape.
fn browser_cookie(headers: &HeaderMap) -> Option<String> {
    headers
        .get_all("cookie")
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|line| line.split(';'))
        .filter_map(|pair| pair.trim().split_once('='))
        .find(|(name, _)| *name == BROWSER_COOKIE)
        .map(|(_, value)| value.trim().to_string())
        .filter(|value| value.len() == 64 && value.bytes().all(|b| b.is_ascii_hexdigit()))
}

async fn finish_callback(
    state: &AppState,
    peer: Option<std::net::IpAddr>,
    provider: &str,
    query: &std::collections::HashMap<String, String>,
    binding: Option<&str>,
) -> Result<Outcome, Error> {
    let (provider, sign_in) =
        taken(state, peer, provider, query.get("state").map(String::as_str), Step::Callback).await?;
    if let Some(error) = query.get("error") {
        let description: String = query
            .get("error_description")
            .map(|d| d.lines().next().unwrap_or_default().chars().take(200).collect())
            .unwrap_or_default();
        let e = Error::new(
            ErrorCode::ProviderAuthFailed,
            format!("The provider did not sign in: {error} {description}").trim().to_string(),
        );
        return Err(failed_with(state, &sign_in, e).await);
    }
    let Some(code) = query.get("code").filter(|c| !c.is_empty() && c.len() <= 4096) else {
        return Err(failed_with(state, &sign_in, Error::invalid_field("code", "is missing")).await);
    };
    let verifier = match state.store.open_secret(&state.vault, &sign_in.id, &sign_in.sealed).await {
        Ok(v) => String::from_utf8(v).unwrap_or_default(),
        Err(_) => return Err(failed_with(state, &sign_in, Error::internal()).await),
    };
    let redirect = sign_in.redirect_uri.clone().unwrap_or_default();
    let client = client_of(state, provider, over_imap(sign_in.options.as_deref()))?;
    let tokens = match client.exchange(code, &verifier, &redirect).await {
        Ok(tokens) => tokens,
        Err(e) => return Err(failed_with(state, &sign_in, crate::error::provider_failure(&e)).await),
    };
    let email = match whoami(state, &sign_in, &tokens).await {
        Ok(email) => email,
        Err(e) => return Err(failed_with(state, &sign_in, crate::error::provider_failure(&e)).await),
    };
    let bound = match (&sign_in.browser_hash, binding) {
        (Some(kept), Some(binding)) => postern_core::token::same_secret(kept, &postern_core::token::hash(binding)),
        _ => false,
    };
    let outcome = match bound {
        true => connect(state, &sign_in, tokens, &email).await.map(|account| Outcome::Connected { account, email }),
        false => ask_confirmation(state, &sign_in, &tokens, email).await,
    };
    match outcome {
        Ok(done) => Ok(done),
        Err(e) => Err(failed_with(state, &sign_in, e).await),
    }
}

/// Which secret of a browser sign-in a request presents.
enum Step {
    /// The callback's `state`.
    Callback,
    /// The secret of the callback's confirmation page.
    Confirmation,
}

/// The sign-in of `provider` the request's secret names, taken (a secret is used once). Unknown,
/// used or expired secrets count as a failed authentication of the address.
async fn taken(
    state: &AppState,
    peer: Option<std::net::IpAddr>,
    provider: &str,
    secret: Option<&str>,
    step: Step,
) -> Result<(ProviderKind, SignIn), Error> {
    let unknown =
        || Error::new(ErrorCode::NotFound, "This sign-in is unknown, used already, or has expired; start again.");
    if state.throttle.check_source(peer).is_err() {
        return Err(unknown());
    }
    let provider = provider_of(provider)?;
    let Some(secret) = secret.filter(|s| s.starts_with(postern_core::token::LINK_PREFIX) && s.len() <= 100) else {
        state.throttle.failed(peer);
        return Err(unknown());
    };
    let hash = postern_core::token::hash(secret);
    let found = match step {
        Step::Callback => state.store.take_sign_in(&hash).await,
        Step::Confirmation => state.store.take_confirmation(&hash).await,
    };
    let Some(sign_in) = found.map_err(crate::error::internal)? else {
        state.throttle.failed(peer);
        return Err(unknown());
    };
    if sign_in.provider != provider.as_str() {
        let e = Error::new(ErrorCode::InvalidRequest, "This sign-in belongs to another provider.");
        return Err(failed_with(state, &sign_in, e).await);
    }
    Ok((provider, sign_in))
}

/// Keeps the tokens (sealed) until the person confirms, and names what they would connect.
async fn ask_confirmation(
    state: &AppState,
    sign_in: &SignIn,
    tokens: &Tokens,
    email: String,
) -> Result<Outcome, Error> {
    let user = state.store.user(&sign_in.user_id).await.map_err(crate::error::internal)?.ok_or_else(Error::internal)?;
    let secret = postern_core::token::link_secret();
    let kept = json!({
        "access_token": tokens.access_token,
        "refresh_token": tokens.refresh_token,
        "expires_in": tokens.expires_in.as_secs(),
        "id_token": tokens.id_token,
        "email": email,
    });
    let sealed = seal(state, &sign_in.id, kept.to_string().as_bytes()).await?;
    let expires_at = Timestamp(Timestamp::now().micros() + CONFIRM_LIFETIME.as_micros() as i64);
    state
        .store
        .await_confirmation(&sign_in.id, &postern_core::token::hash(&secret), &sealed, expires_at)
        .await
        .map_err(crate::error::internal)?;
    Ok(Outcome::Confirm { provider: sign_in.provider.clone(), secret, email, user: user.name })
}

async fn finish_confirmation(
    state: &AppState,
    peer: Option<std::net::IpAddr>,
    provider: &str,
    secret: Option<&str>,
) -> Result<Outcome, Error> {
    let (_, sign_in) = taken(state, peer, provider, secret, Step::Confirmation).await?;
    let kept: Option<Value> = match state.store.open_secret(&state.vault, &sign_in.id, &sign_in.sealed).await {
        Ok(bytes) => serde_json::from_slice(&bytes).ok(),
        Err(_) => None,
    };
    let text = |key: &str| kept.as_ref().and_then(|k| k.get(key)).and_then(Value::as_str).map(str::to_string);
    let (Some(access_token), Some(email)) = (text("access_token"), text("email")) else {
        return Err(failed_with(state, &sign_in, Error::internal()).await);
    };
    let tokens = Tokens {
        access_token,
        refresh_token: text("refresh_token"),
        expires_in: Duration::from_secs(kept.as_ref().and_then(|k| k["expires_in"].as_u64()).unwrap_or(0)),
        id_token: text("id_token"),
    };
    match connect(state, &sign_in, tokens, &email).await {
        Ok(account) => Ok(Outcome::Connected { account, email }),
        Err(e) => Err(failed_with(state, &sign_in, e).await),
    }
}

/// Records a sign-in as failed and gives back the error.
async fn failed_with(state: &AppState, sign_in: &SignIn, e: Error) -> Error {
    let _ = state.store.finish_sign_in(&sign_in.id, None, Some(&e.message)).await;
    e
}

async fn seal(state: &AppState, id: &str, secret: &[u8]) -> Result<Vec<u8>, Error> {
    state.store.seal_secret(&state.vault, id, secret).await.map_err(|e| {
        tracing::error!(error = %e, "the master key cannot be read");
        Error::internal()
    })
}

/// Connects (or signs in again) the account of `email` a sign-in's tokens are for; returns its
/// id.
async fn connect(state: &AppState, sign_in: &SignIn, tokens: Tokens, email: &str) -> Result<String, Error> {
    let Some(refresh) = tokens.refresh_token.clone() else {
        return Err(Error::new(
            ErrorCode::ProviderError,
            "The provider gave no refresh token: the app must ask for offline access.",
        ));
    };
    let email = email.to_string();
    // An IMAP account logs in with XOAUTH2 to the servers the sign-in names: tried now, as a
    // password account's login is before it is stored.
    let options: Value = sign_in.options.as_deref().and_then(|o| serde_json::from_str(o).ok()).unwrap_or(Value::Null);
    let signed_in_at = provider_of(&sign_in.provider)?;
    let (kind, settings, capabilities) = match options.get("settings") {
        Some(servers) if options["protocol"] == "imap" => {
            let mut settings = servers.clone();
            settings["username"] = json!(email);
            settings["auth"] = json!("xoauth2");
            settings["oauth_provider"] = json!(sign_in.provider);
            let capabilities =
                crate::open::try_login(state, ProviderKind::Imap, &settings, &email, &tokens.access_token).await?;
            (ProviderKind::Imap, settings, capabilities)
        }
        _ => (signed_in_at, json!({}), Vec::new()),
    };
    let existing = match &sign_in.account_id {
        Some(id) => Some(
            state
                .store
                .account(id)
                .await
                .map_err(crate::error::internal)?
                .ok_or_else(|| Error::not_found("Account"))?,
        ),
        None => state.store.accounts_at(&email).await.map_err(crate::error::internal)?.into_iter().find(|r| {
            r.account.user_id == sign_in.user_id
                && r.account.provider == kind
                && settings::oauth_provider_of(&r.account) == sign_in.provider
        }),
    };
    let obtained = if sign_in.flow == "device" { Obtained::Device } else { Obtained::Browser };
    let secret = crate::access_tokens::sealed_grant(&refresh, obtained);
    let audit_of = |action: &str, account_id: &str| postern_store::AuditEntry {
        actor: sign_in.user_id.clone(),
        action: action.to_string(),
        target: Some(account_id.to_string()),
        account_id: Some(account_id.to_string()),
        outcome: "ok".into(),
        detail: json!({ "email": email, "provider": sign_in.provider, "sign_in": sign_in.id }),
        ..Default::default()
    };
    let account_id = match existing {
        Some(record) => {
            let a = &record.account;
            if !a.email.eq_ignore_ascii_case(&email) {
                return Err(Error::new(
                    ErrorCode::Conflict,
                    format!("Signed in as {email}, but this account is {}: sign in with that address.", a.email),
                ));
            }
            let sealed = seal(state, &a.id, secret.as_bytes()).await?;
            let audit = audit_of("account.update", &a.id);
            let capabilities = if kind == ProviderKind::Imap { &capabilities } else { &a.capabilities };
            state
                .store
                .update_account(&a.id, &a.settings, &sealed, capabilities, Some(&audit))
                .await
                .map_err(crate::error::internal)?;
            state.graphs.forget(&a.id);
            state.gmails.forget(&a.id);
            state.access_tokens.forget(&a.id);
            a.id.clone()
        }
        None => {
            let id = new_id(IdKind::Account);
            let sealed = seal(state, &id, secret.as_bytes()).await?;
            let audit = audit_of("account.create", &id);
            state
                .store
                .create_account(NewAccount {
                    id: &id,
                    user_id: &sign_in.user_id,
                    email: &email,
                    provider: kind,
                    settings: &settings,
                    sealed_credentials: &sealed,
                    capabilities: &capabilities,
                    audit: Some(&audit),
                })
                .await
                .map_err(crate::error::internal)?;
            id
        }
    };
    state.access_tokens.keep(&account_id, &tokens).await;
    state.store.finish_sign_in(&sign_in.id, Some(&account_id), None).await.map_err(crate::error::internal)?;
    state.syncer.start(&account_id);
    Ok(account_id)
}

/// The address tokens just issued are for, asked of the provider itself (Graph's `/me`,
/// Gmail's profile), not taken from the ID token's claims, which a tenant can set. Microsoft's
/// tokens for IMAP cannot ask Graph: there the ID token names the mailbox, and the IMAP login
/// that follows is what confirms the token opens it.
async fn whoami(state: &AppState, sign_in: &SignIn, tokens: &Tokens) -> Result<String, ProviderError> {
    let bearer = Arc::new(FreshToken(tokens.access_token.clone()));
    let unknown = || ProviderError::Protocol(format!("{} is not a provider to sign in at", sign_in.provider));
    match ProviderKind::parse(&sign_in.provider).ok_or_else(unknown)? {
        ProviderKind::Google => state.gmails.signed_in(bearer)?.whoami().await,
        ProviderKind::Microsoft if over_imap(sign_in.options.as_deref()) => tokens.signed_in_as().ok_or_else(|| {
            ProviderError::Protocol("the ID token names no address: the app must ask for openid and email".into())
        }),
        ProviderKind::Microsoft => Ok(state.graphs.signed_in(bearer)?.whoami().await?.0),
        ProviderKind::Imap | ProviderKind::Jmap | ProviderKind::Pop3 => Err(unknown()),
    }
}

/// Start a device sign-in.
///
/// A code to enter at the provider, for setups without a browser; this instance polls the
/// provider. Microsoft only.
#[utoipa::path(
    post,
    path = "/oauth/{provider}/device",
    operation_id = "oauth_device",
    tag = "oauth",
    params(("provider" = String, Path, description = "`microsoft` (`google` has no device sign-in for mail)")),
    request_body = StartBody,
    responses(
        (status = 201, description = "The code to enter, and where.", body = Data<DeviceStartedView>),
        (status = 501, description = "`not_supported`: the provider has no device sign-in for mail, the \
            installation has no app for it, or cannot connect it over IMAP.", body = ErrorBody),
    )
)]
pub async fn device(
    State(state): State<AppState>,
    caller: Caller,
    Path(provider): Path<String>,
    JsonBody(body): JsonBody<StartBody>,
) -> ApiResult<Response> {
    let provider = provider_of(&provider)?;
    if body.login_hint.is_some() {
        return Err(Error::invalid_field("login_hint", "is for browser sign-ins").into());
    }
    let again = allowed(&state, &caller, provider, body.account_id.as_deref()).await?;
    if !registry::device_sign_in(provider) {
        return Err(Error::new(
            ErrorCode::NotSupported,
            format!(
                "{provider} has no device sign-in for mail: POST /api/v1/oauth/{provider}/start and open the URL on any device."
            ),
        )
        .into());
    }
    let options = options_of(provider, &body, again.as_ref())?;
    let client = client_of(&state, provider, over_imap(options.as_deref()))?.clone();
    let code = client.device_start().await.map_err(|e| crate::error::provider_failure(&e))?;
    let lifetime = code.expires_in.min(DEVICE_LIFETIME);
    let id = new_id(IdKind::SignIn);
    let sealed = seal(&state, &id, code.device_code.as_bytes()).await?;
    let expires_at = Timestamp(Timestamp::now().micros() + lifetime.as_micros() as i64);
    state
        .store
        .create_sign_in(&NewSignIn {
            id: &id,
            state_hash: None,
            user_id: &caller.principal.user_id,
            provider: provider.as_str(),
            flow: "device",
            account_id: body.account_id.as_deref(),
            sealed: &sealed,
            redirect_uri: None,
            options: options.as_deref(),
            browser_hash: None,
            expires_at,
        })
        .await?;
    let record = state.store.sign_in(&id).await?.ok_or_else(Error::internal)?;
    tokio::spawn(poll_device(state.clone(), client, record, code.device_code.clone(), code.interval, lifetime));
    let data = json!({
        "id": id,
        "provider": provider,
        "user_code": code.user_code,
        "verification_uri": code.verification_uri,
        "message": code.message,
        "interval": code.interval.as_secs(),
        "expires_at": expires_at,
        "status": "pending",
    });
    Ok((StatusCode::CREATED, Json(json!({ "data": data }))).into_response())
}

/// Polls the provider at the interval it asks for (5 s more after `slow_down`, or after a
/// failed request) until the person approves or declines, the code expires, or the server
/// stops.
async fn poll_device(
    state: AppState,
    client: OAuthClient,
    sign_in: SignIn,
    device_code: String,
    mut interval: Duration,
    lifetime: Duration,
) {
    let deadline = tokio::time::Instant::now() + lifetime;
    let mut shutdown = state.shutdown.clone();
    loop {
        tokio::select! {
            _ = tokio::time::sleep(interval) => {}
            _ = shutdown.wait_for(|s| *s) => return,
        }
        if tokio::time::Instant::now() >= deadline {
            let _ =
                state.store.finish_sign_in(&sign_in.id, None, Some("The code expired before it was entered.")).await;
            return;
        }
        match client.device_poll(&device_code).await {
            Ok(DevicePoll::Pending) => {}
            Ok(DevicePoll::SlowDown) => interval += Duration::from_secs(5),
            Ok(DevicePoll::Done(tokens)) => {
                let connected = match whoami(&state, &sign_in, &tokens).await {
                    Ok(email) => connect(&state, &sign_in, tokens, &email).await,
                    Err(e) => Err(crate::error::provider_failure(&e)),
                };
                if let Err(e) = connected {
                    let _ = state.store.finish_sign_in(&sign_in.id, None, Some(&e.message)).await;
                }
                return;
            }
            Err(ProviderError::Unreachable(_) | ProviderError::Throttled { .. }) => interval += Duration::from_secs(5),
            Err(e) => {
                let (_, reason) = e.account_status();
                let _ = state.store.finish_sign_in(&sign_in.id, None, Some(&reason)).await;
                return;
            }
        }
    }
}

/// Read a sign-in.
///
/// How a sign-in stands; only its user sees it (any instance can answer).
#[utoipa::path(
    get,
    path = "/oauth/sign-ins/{id}",
    operation_id = "oauth_sign_ins_read",
    tag = "oauth",
    params(("id" = String, Path, description = "`sgn_…`")),
    responses((status = 200, description = "The sign-in.", body = Data<SignInView>))
)]
pub async fn status(State(state): State<AppState>, caller: Caller, Path(id): Path<String>) -> ApiResult<Response> {
    caller.allow(Resource::Service)?;
    let sign_in = state.store.sign_in(&id).await?.filter(|s| s.user_id == caller.principal.user_id);
    let sign_in = sign_in.ok_or_else(|| Error::not_found("Sign-in"))?;
    let expired = sign_in.expires_at.micros() < Timestamp::now().micros();
    let status = match sign_in.status {
        SignInStatus::Pending | SignInStatus::Exchanging | SignInStatus::Confirming if expired => "expired",
        // Being exchanged is still waiting, as far as the person is concerned.
        SignInStatus::Exchanging => SignInStatus::Pending.as_str(),
        other => other.as_str(),
    };
    let data: Value = json!({
        "id": sign_in.id,
        "provider": sign_in.provider,
        "flow": sign_in.flow,
        "status": status,
        "account_id": sign_in.result_account_id,
        "error": sign_in.error,
        "expires_at": sign_in.expires_at,
    });
    Ok(Json(json!({ "data": data })).into_response())
}
