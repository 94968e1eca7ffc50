//! The web UI at `/ui` (docs/UI.md): sign-in (passwords, setup links, sessions, lockout, CSRF)
//! and server-rendered pages. A page never reads or changes mail, accounts or users itself: it
//! sends REST requests through a [`UiBinding`] with the session as its credential, so the same
//! gate and rights decide for a person in a browser as for a token.
//!
//! Depends on `postern-core`, `postern-mail` (a mail body made fit to show) and `postern-store` (its
//! sign-in tables only); `postern-server`
//! mounts it and implements the binding.

mod accounts;
mod agents;
mod approvals;
mod assets;
mod audit;
mod authorize;
mod compose;
mod dns;
mod grants;
mod inboxes;
pub mod lockout;
mod mail;
mod overview;
mod pages;
pub mod password;
mod qr;
mod second_factor;
mod service_log;
mod session;
mod sessions;
mod sign_in;
mod tokens;
mod users;
mod webhooks;

pub use sign_in::issue_setup_link;

use axum::Router;
use axum::extract::{Request, State};
use axum::http::{HeaderValue, Method, header};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use postern_store::Store;
use postern_store::vault::Vault;
use std::future::Future;
use std::net::IpAddr;
use std::pin::Pin;
use std::sync::Arc;
use std::time::{Duration, Instant};

/// Settings of the web UI.
#[derive(Debug, Clone)]
pub struct UiConfig {
    /// A session ends when unused this long.
    pub session_idle: Duration,
    /// A session ends this long after sign-in, used or not.
    pub session_max: Duration,
    /// Host names the UI answers to (DNS-rebinding protection); an entry without a port allows
    /// any port.
    pub allowed_hosts: Vec<String>,
    /// Every user must set up a second factor.
    pub require_totp: bool,
    /// The providers whose accounts connect by signing in there (`microsoft`, `google`): the
    /// installation has an app at them. Set by whoever mounts the UI.
    pub sign_in_providers: Vec<&'static str>,
    /// The address people reach Postern at (`--public-url`), which the MCP configurations an
    /// agent is given name; without it, the address the browser used.
    pub public_url: Option<String>,
}

impl Default for UiConfig {
    fn default() -> Self {
        UiConfig {
            session_idle: Duration::from_secs(3600),
            session_max: Duration::from_secs(12 * 3600),
            allowed_hosts: vec!["localhost".into(), "127.0.0.1".into(), "[::1]".into()],
            require_totp: false,
            sign_in_providers: Vec::new(),
            public_url: None,
        }
    }
}

impl UiConfig {
    /// A session last seen before this has been idle too long.
    pub fn idle_since(&self) -> postern_core::Timestamp {
        postern_core::Timestamp(postern_core::Timestamp::now().micros() - self.session_idle.as_micros() as i64)
    }
}

/// How long a setup link works.
pub const SETUP_LINK_TTL: Duration = Duration::from_secs(3600);

/// A REST request's refusal, as the API answered it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ApiFailure {
    pub status: u16,
    pub code: String,
    pub message: String,
}

/// What a REST request answers.
pub type Answer<'a> = Pin<Box<dyn Future<Output = Result<serde_json::Value, ApiFailure>> + Send + 'a>>;

/// A file a REST request answers: its `Content-Type` and bytes.
pub type FileAnswer<'a> = Pin<Box<dyn Future<Output = Result<(String, Vec<u8>), ApiFailure>> + Send + 'a>>;

/// Who a REST request is made for, and how they reached the UI.
#[derive(Debug, Clone, Copy)]
pub struct OnBehalf<'a> {
    /// The SHA-256 of the session's secret: the credential the gate checks.
    pub session: &'a str,
    pub peer: Option<IpAddr>,
    /// The `Host` the browser asked for (it passed the UI's allow-list): what the API builds
    /// addresses the browser comes back to on (an OAuth sign-in's redirect URI).
    pub host: Option<&'a str>,
    /// Sent as the `Idempotency-Key` header (sends).
    pub idempotency_key: Option<&'a str>,
}

/// Sends REST requests (`/api/v1` + `path`) on behalf of a session, through the whole gate.
pub trait UiBinding: Send + Sync + 'static {
    fn call<'a>(
        &'a self,
        on: OnBehalf<'a>,
        method: Method,
        path: &'a str,
        body: Option<serde_json::Value>,
    ) -> Answer<'a>;

    /// A `GET` whose answer is a file (an attachment), not JSON.
    fn file<'a>(&'a self, on: OnBehalf<'a>, path: &'a str) -> FileAnswer<'a>;
}

/// The address a request came from, put in the request by whoever mounts the UI.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ClientAddress(pub IpAddr);

/// What every page handler can reach.
#[derive(Clone)]
pub struct Ui {
    pub(crate) store: Store,
    pub(crate) binding: Arc<dyn UiBinding>,
    pub(crate) config: Arc<UiConfig>,
    pub(crate) hashing: Arc<password::Hashing>,
    /// Seals and opens TOTP secrets.
    pub(crate) vault: Arc<Vault>,
}

impl Ui {
    pub fn new(store: Store, vault: Arc<Vault>, binding: Arc<dyn UiBinding>, config: UiConfig) -> Ui {
        Ui { store, vault, binding, config: Arc::new(config), hashing: Arc::new(password::Hashing::default()) }
    }
}

/// The UI's routes, to be nested at `/ui`.
pub fn router(ui: Ui) -> Router {
    Router::new()
        .route("/", get(overview::page))
        .route("/dns", get(dns::page))
        .route("/agents", post(agents::connect))
        .route("/setup/{secret}", get(sign_in::setup_form).post(sign_in::setup))
        .route("/sign-in", get(sign_in::sign_in_form).post(sign_in::sign_in))
        .route("/sign-in/code", get(second_factor::code_form).post(second_factor::code))
        .route("/sign-out", post(sign_in::sign_out))
        .route("/security", get(second_factor::security))
        .route("/security/totp", post(second_factor::start))
        .route("/security/totp/confirm", post(second_factor::confirm))
        .route("/security/totp/remove", post(second_factor::remove))
        .route("/security/recovery-codes", post(second_factor::renew))
        .route("/sessions/{id}/end", post(sessions::end))
        .route("/password", get(sign_in::password_form).post(sign_in::change_password))
        .route("/inboxes", get(inboxes::list).post(inboxes::create))
        .route("/inboxes/{id}", get(inboxes::page))
        .route("/inboxes/{id}/delete", post(inboxes::delete))
        .route("/inboxes/{id}/live", get(inboxes::live))
        .route("/accounts", post(accounts::connect))
        .route("/accounts/new", get(accounts::start))
        .route("/accounts/discover", post(accounts::discover))
        .route("/accounts/sign-in/{provider}", post(accounts::sign_in_at))
        .route("/accounts/{id}/mail", get(mail::folder))
        .route("/accounts/{id}/compose", get(compose::form))
        .route("/accounts/{id}/send", post(compose::send))
        .route("/messages/{id}", get(mail::message))
        .route("/messages/{id}/body", get(mail::body))
        .route("/messages/{id}/parts/{index}", get(mail::part))
        .route("/messages/{id}/attachments/{index}", post(mail::attachment))
        .route("/approvals", get(approvals::list))
        .route("/approvals/{id}/approve", post(approvals::approve))
        .route("/approvals/{id}/refuse", post(approvals::refuse))
        .route("/audit", get(audit::page))
        .route("/log", get(service_log::page))
        .route("/webhooks", get(webhooks::list))
        .route("/webhooks/{id}", get(webhooks::page))
        .route("/webhooks/{id}/test", post(webhooks::test))
        .route("/webhooks/{id}/redeliver", post(webhooks::redeliver))
        .route("/users", get(users::list).post(users::create))
        .route("/users/{id}", get(users::page).post(users::save))
        .route("/users/{id}/setup-link", post(users::setup_link))
        .route("/users/{id}/second-factor/remove", post(users::remove_second_factor))
        .route("/users/{id}/delete", post(users::delete))
        .route("/roles", get(users::roles))
        .route("/roles/{name}", get(users::role).post(users::save_role))
        .route("/roles/{name}/delete", post(users::delete_role))
        .route("/tokens", get(tokens::list).post(tokens::create))
        .route("/tokens/{id}/revoke", post(tokens::revoke))
        .route("/authorize/{id}", get(authorize::form).post(authorize::answer))
        .route("/static/{hash}/{name}", get(assets::serve))
        .fallback(pages::not_found)
        .layer(axum::middleware::from_fn_with_state(ui.clone(), guard))
        .with_state(ui)
}

/// Where a browser asking for `/` is sent.
pub const HOME: &str = "/ui";

/// The cookie that binds a sign-in at a provider to the browser that started it here
/// (`SameSite=Lax`: the provider's redirect back to the API's callback carries it).
pub const SIGN_IN_COOKIE: &str = "__Host-postern-oauth";

/// The cookie that binds an MCP client's authorization to the browser it sent to sign in
/// (docs/MCP_OAUTH.md).
pub const AUTHORIZE_COOKIE: &str = authorize::BROWSER_COOKIE;

/// Around every `/ui` request: the Host must be allowed, a state-changing request must come
/// from this site (`Origin`, else `Sec-Fetch-Site`), and every answer gets the security headers
/// and its server time.
async fn guard(State(ui): State<Ui>, request: Request, next: Next) -> Response {
    let started = Instant::now();
    let host = request.headers().get(header::HOST).and_then(|v| v.to_str().ok()).unwrap_or_default().to_string();
    let mut response = if !host_allowed(&host, &ui.config.allowed_hosts) {
        pages::message(
            axum::http::StatusCode::MISDIRECTED_REQUEST,
            "error",
            "This host name is not one Postern answers to.",
        )
    } else if changes_state(request.method()) && !session::same_site(request.headers(), &host) {
        pages::form_expired()
    } else {
        next.run(request).await
    };
    let headers = response.headers_mut();
    // A page with a policy of its own (a mail body's frame, the setup page) keeps it.
    headers.entry(header::CONTENT_SECURITY_POLICY).or_insert(HeaderValue::from_static(pages::CSP));
    headers.entry(header::REFERRER_POLICY).or_insert(HeaderValue::from_static("same-origin"));
    let set = [
        (header::X_CONTENT_TYPE_OPTIONS, "nosniff"),
        (header::HeaderName::from_static("cross-origin-opener-policy"), "same-origin"),
    ];
    for (name, value) in set {
        headers.insert(name, HeaderValue::from_static(value));
    }
    headers.entry(header::CACHE_CONTROL).or_insert(HeaderValue::from_static("no-store"));
    let timing = format!("app;dur={:.1}", started.elapsed().as_secs_f64() * 1000.0);
    if let Ok(value) = HeaderValue::from_str(&timing) {
        headers.insert(header::HeaderName::from_static("server-timing"), value);
    }
    response
}

fn changes_state(method: &Method) -> bool {
    !matches!(*method, Method::GET | Method::HEAD | Method::OPTIONS)
}

/// Whether `host` (a Host header or an origin's authority) is in `allowed`. An entry without a
/// port allows any port.
pub fn host_allowed(host: &str, allowed: &[String]) -> bool {
    let host = host.trim().to_ascii_lowercase();
    let bare = match host.rsplit_once(':') {
        Some((h, port)) if port.bytes().all(|b| b.is_ascii_digit()) && !h.ends_with(':') => h.to_string(),
        _ => host.clone(),
    };
    !host.is_empty() && allowed.iter().any(|a| *a == host || *a == bare)
}

/// `GET /` for a browser: the UI. Other clients keep the API's JSON answer.
pub fn wants_html(headers: &axum::http::HeaderMap) -> bool {
    headers.get(header::ACCEPT).and_then(|v| v.to_str().ok()).is_some_and(|accept| accept.contains("text/html"))
}

/// The redirect a browser asking for `/` gets.
pub fn to_home() -> Response {
    axum::response::Redirect::to(HOME).into_response()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hosts_match_with_or_without_port() {
        let allowed = vec![
            "localhost".to_string(),
            "127.0.0.1".to_string(),
            "[::1]".to_string(),
            "ui.example.com:443".to_string(),
        ];
        assert!(host_allowed("localhost:8080", &allowed));
        assert!(host_allowed("[::1]:8080", &allowed));
        assert!(host_allowed("127.0.0.1", &allowed));
        assert!(host_allowed("UI.example.com:443", &allowed));
        assert!(!host_allowed("ui.example.com:8443", &allowed));
        assert!(!host_allowed("192.168.1.5:8080", &allowed));
        assert!(!host_allowed("", &allowed));
    }
}
