//! The one gate every request passes: credentials in the URL are refused, the bearer token is
//! authenticated, and the route's declared [`Operation`] is authorized through
//! [`postern_core::rights::allow`]. Handlers get a [`Caller`] and cannot choose their operation.

use crate::AppState;
use crate::error::ApiError;
use axum::extract::{FromRequestParts, Request, State};
use axum::http::HeaderMap;
use axum::http::header::AUTHORIZATION;
use axum::http::request::Parts;
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use postern_core::rights::{Folders, Operation, Principal, Resource, Rights, allow};
use postern_core::{Error, ErrorCode, Timestamp, token};
use std::time::Instant;

/// Query parameter names that carry credentials; they are refused wherever they appear.
const CREDENTIAL_PARAMS: &[&str] = &[
    "api_key",
    "apikey",
    "api-key",
    "key",
    "token",
    "access_token",
    "auth",
    "authorization",
    "bearer",
    "password",
    "secret",
    "private_token",
    "jwt",
];

/// Whether `text`, as given or after up to three rounds of percent-decoding, contains one of
/// `words` (lower case); also when it still decodes further after three.
fn spelled_with(text: &str, words: &[&str]) -> bool {
    let mut current = text.to_ascii_lowercase();
    for _ in 0..4 {
        if words.iter().any(|w| current.contains(w)) {
            return true;
        }
        let decoded = percent_encoding::percent_decode_str(&current).decode_utf8_lossy().to_ascii_lowercase();
        if decoded == current {
            return false;
        }
        current = decoded;
    }
    true
}

/// Whether the URL (path or query, up to three rounds of percent-decoding) carries a credential.
pub(crate) fn credential_in_url(path: &str, query: Option<&str>) -> bool {
    let carries_token = |text: &str| spelled_with(text, &[token::TOKEN_PREFIX]);
    if carries_token(path) {
        return true;
    }
    let in_query = query.is_some_and(|q| {
        form_urlencoded::parse(q.as_bytes())
            .any(|(k, v)| carries_token(&k) || (!written_by_provider(path, &k) && carries_token(&v)))
    });
    if in_query {
        return true;
    }
    query.is_some_and(|q| {
        form_urlencoded::parse(q.as_bytes()).any(|(k, _)| CREDENTIAL_PARAMS.contains(&k.to_ascii_lowercase().as_str()))
    })
}

/// Whether a query parameter's value is written by a mail provider, not by a caller: an OAuth
/// callback's authorization `code` (Microsoft's is 1–2 KB of base64url, which spells `pst_` in some
/// case about once in 1,500 sign-ins). Its name is still checked.
fn written_by_provider(path: &str, name: &str) -> bool {
    // An MCP client's authorization request: its state and PKCE challenge are the client's
    // random strings.
    if path == "/oauth2/authorize" {
        return true;
    }
    name == "code"
        && path
            .strip_prefix("/api/v1/oauth/")
            .and_then(|rest| rest.strip_suffix("/callback"))
            .is_some_and(|provider| !provider.is_empty() && !provider.contains('/'))
}

/// Outermost middleware: refuses credentials in the URL and writes the access log. The log line
/// has the method, the path (never the query) and the status.
pub async fn guard(State(state): State<AppState>, request: Request, next: Next) -> Response {
    let started = Instant::now();
    let method = request.method().clone();
    let uri = request.uri();
    if credential_in_url(uri.path(), uri.query()) {
        tracing::warn!(%method, "refused a request with a credential in its URL");
        return ApiError(Error::new(
            ErrorCode::CredentialInUrl,
            "Never put a token in the URL; send it as `Authorization: Bearer <token>`.",
        ))
        .into_response();
    }
    let path = logged_path(uri.path());
    let response = next.run(request).await;
    let took = started.elapsed();
    let status = response.status().as_u16();
    tracing::info!(target: "postern::access", %method, path, status, ms = took.as_millis() as u64);
    let route = response.extensions().get::<Matched>().map(|m| m.0.as_str());
    state.metrics.request(route, method.as_str(), status, took);
    response
}

/// The template of the route that answered (`/api/v1/inboxes/{id}`), carried out to
/// [`guard`] for the metrics, which never label by the path asked.
#[derive(Clone)]
struct Matched(axum::extract::MatchedPath);

/// Tells [`guard`] which route answered.
pub async fn matched(request: Request, next: Next) -> Response {
    let route = request.extensions().get::<axum::extract::MatchedPath>().cloned();
    let mut response = next.run(request).await;
    if let Some(route) = route {
        response.extensions_mut().insert(Matched(route));
    }
    response
}

/// The path as the access log shows it: a segment that carries the secret of a one-time link
/// (an attachment's `plk_`, a web UI setup link's `pss_`) or any other of Postern's secrets is
/// left out, however the path is spelled (`/ui/./setup/…`, percent-encoded).
fn logged_path(path: &str) -> String {
    let secret = |segment: &str| spelled_with(segment, &SECRET_PREFIXES);
    path.split('/').map(|segment| if secret(segment) { "…" } else { segment }).collect::<Vec<_>>().join("/")
}

/// What begins each of Postern's secrets that may stand in a path.
const SECRET_PREFIXES: [&str; 4] = [token::SETUP_PREFIX, token::LINK_PREFIX, token::TOKEN_PREFIX, "whsec_"];

/// An authenticated caller, bound to the operation its route declares.
#[derive(Debug, Clone)]
pub struct Caller {
    pub principal: Principal,
    pub operation: Operation,
    /// The peer's address, for the audit.
    pub source: Option<String>,
}

impl Caller {
    /// Authorizes this caller's operation on `resource`; for account operations, returns the
    /// folders it is narrowed to. What no right reaches is a 404, what the caller sees without
    /// the right a 403.
    pub fn allow(&self, resource: Resource<'_>) -> Result<Folders, ApiError> {
        allow(&self.principal, self.operation, resource).map_err(ApiError)
    }

    /// Authorizes another operation the request also performs (a permanent delete, say).
    pub fn allow_also(&self, operation: Operation, resource: Resource<'_>) -> Result<Folders, ApiError> {
        allow(&self.principal, operation, resource).map_err(ApiError)
    }

    /// An audit record of this caller doing `action` with `outcome`.
    pub fn audit(&self, action: &str, outcome: &str, detail: serde_json::Value) -> postern_store::AuditEntry {
        postern_store::AuditEntry {
            actor: self.principal.user_id.clone(),
            token_id: Some(self.principal.token_id.clone()),
            action: action.to_string(),
            outcome: outcome.to_string(),
            detail,
            source: self.source.clone(),
            ..Default::default()
        }
    }
}

impl FromRequestParts<AppState> for Caller {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, Self::Rejection> {
        let Some(operation) = parts.extensions.get::<Operation>().copied() else {
            tracing::error!(path = parts.uri.path(), "route has no declared operation");
            return Err(ApiError(Error::internal()));
        };
        let peer = parts.extensions.get::<crate::http::Peer>().map(|p| p.0.ip());
        let resource = parts.extensions.get::<ForResource>().map(|r| r.0.as_str());
        let principal = admit(state, &Credential::of(&parts.headers, &parts.extensions), peer, resource).await?;
        // Refused before the body is read when the caller holds the right nowhere (a user's
        // own record and tokens are decided by the handler).
        let on_self = matches!(operation, Operation::UserRead | Operation::TokenCreate | Operation::TokenRevoke);
        if !on_self && !principal.holds_anywhere(operation, Timestamp::now()) {
            return Err(ApiError(Error::new(ErrorCode::Forbidden, format!("Missing right: {}.", operation.as_str()))));
        }
        // What these answer is mail from outside (a thread is counted whole): a grant's
        // `approval: "after_untrusted"` holds the token's sends for a while after.
        if matches!(operation, Operation::InboxRead | Operation::ThreadRead | Operation::MessageWait) {
            crate::untrusted::note(state, &principal.token_id).await;
        }
        let source = parts.extensions.get::<crate::http::Peer>().map(|info| info.0.ip().to_string());
        Ok(Caller { principal, operation, source })
    }
}

/// A web UI session's credential (the SHA-256 of its cookie's secret), put in a request by the
/// UI's in-process dispatch (the `ui` module) only: extensions never come from the network.
#[derive(Debug, Clone)]
pub(crate) struct UiSession(pub String);

/// The resource a request is made for, when not the REST API: `/mcp`'s URL, put in the REST
/// requests the MCP tools make in process (extensions never come from the network). A token
/// issued by OAuth for `/mcp` is accepted there and nowhere else.
#[derive(Debug, Clone)]
pub(crate) struct ForResource(pub String);

/// What a request proves who it speaks for with.
#[derive(Debug, Clone)]
pub enum Credential {
    /// The `Authorization` header's value (one, or an error when there are several).
    Bearer(Result<String, ()>),
    /// A web UI session.
    Session(String),
    /// Nothing.
    None,
}

impl Credential {
    /// The request's credential: a UI session put there by the UI, else its bearer header.
    pub fn of(headers: &HeaderMap, extensions: &axum::http::Extensions) -> Credential {
        if let Some(UiSession(hash)) = extensions.get::<UiSession>() {
            return Credential::Session(hash.clone());
        }
        let mut values = headers.get_all(AUTHORIZATION).iter();
        match (values.next(), values.next()) {
            (None, _) => Credential::None,
            (Some(value), None) => Credential::Bearer(value.to_str().map(str::to_string).map_err(drop)),
            (Some(_), Some(_)) => Credential::Bearer(Err(())),
        }
    }

    /// The bearer token, if that is what the request carries.
    pub fn bearer(&self) -> Option<&str> {
        match self {
            Credential::Bearer(Ok(value)) => value.trim().split_once(' ').map(|(_, secret)| secret.trim()),
            _ => None,
        }
    }
}

/// [`authenticate`] (for `resource`; `None`: the REST API) under the request limits: an address
/// whose failed authentications are used up is refused before its credential is looked at, a
/// failure counts against its address, and every authenticated request against its token's (or
/// session's) rate.
pub async fn admit(
    state: &AppState,
    credential: &Credential,
    peer: Option<std::net::IpAddr>,
    resource: Option<&str>,
) -> Result<Principal, ApiError> {
    state.throttle.check_source(peer).map_err(ApiError)?;
    let admitted = authenticate(state, credential, resource).await;
    match &admitted {
        Ok(principal) => state.throttle.request(&principal.token_id).await.map_err(ApiError)?,
        Err(e) if e.0.code == ErrorCode::AuthenticationFailed => state.throttle.failed(peer),
        Err(_) => {}
    }
    admitted
}

/// Authenticates a credential: one `Authorization: Bearer` token, or a live web UI session
/// (its user's own rights, never narrowed). A token issued for a resource (its audience, RFC
/// 8707) is accepted only for that `resource`.
pub async fn authenticate(
    state: &AppState,
    credential: &Credential,
    resource: Option<&str>,
) -> Result<Principal, ApiError> {
    let failed = || ApiError(Error::new(ErrorCode::AuthenticationFailed, "Invalid API token."));
    let owner = match credential {
        Credential::None | Credential::Bearer(Err(())) => {
            return Err(ApiError(Error::new(
                ErrorCode::AuthenticationRequired,
                "Send exactly one `Authorization: Bearer <token>` header.",
            )));
        }
        Credential::Bearer(Ok(value)) => {
            let (scheme, secret) = value.trim().split_once(' ').ok_or_else(failed)?;
            let secret = secret.trim();
            if !scheme.eq_ignore_ascii_case("bearer") || !token::is_well_formed(secret) {
                return Err(failed());
            }
            let owner = state.store.token_owner(&token::hash(secret)).await?.ok_or_else(failed)?;
            if owner.audience.as_deref().is_some_and(|audience| Some(audience) != resource) {
                return Err(ApiError(Error::new(
                    ErrorCode::AuthenticationFailed,
                    "This token was issued for another resource.",
                )));
            }
            owner
        }
        Credential::Session(hash) => {
            let session = state.store.session_owner(hash, state.config.ui.idle_since()).await?;
            let session = session.filter(|s| s.stage == "active").ok_or_else(|| {
                ApiError(Error::new(ErrorCode::AuthenticationFailed, "The session has ended; sign in again."))
            })?;
            // The session's end is checked above at every request; it is the person's, not a
            // token's, so it does not bound the tokens the person makes.
            postern_store::TokenOwner { expires_at: None, ..session.owner }
        }
    };
    Ok(Principal {
        user: Rights::new(owner.user.grants.into_iter().chain(owner.role_grants)),
        token: owner.token_grants.map(Rights::new),
        user_id: owner.user.id,
        token_id: owner.token_id,
        expires_at: owner.expires_at,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn credentials_in_urls_are_found() {
        assert!(credential_in_url("/api/v1/inboxes", Some("api_key=abc")));
        assert!(credential_in_url("/api/v1/inboxes", Some("limit=5&ACCESS_TOKEN=abc")));
        assert!(credential_in_url("/api/v1/inboxes/pst_abc", None));
        assert!(credential_in_url("/api/v1/inboxes/%2570st_abc", None), "double-encoded");
        assert!(credential_in_url("/api/v1/inboxes", Some("since=pst_x")));
        assert!(!credential_in_url("/api/v1/inboxes", Some("limit=5&cursor=abc")));
        assert!(!credential_in_url("/api/v1/inboxes/inbox_1/messages", Some("from=acme.test&subject_contains=token")));
        assert!(credential_in_url("/api/v1/inboxes", Some("q=a%26code%3Dpst_x")), "hidden in another value");
    }

    #[test]
    fn an_oauth_callbacks_code_may_spell_the_token_prefix() {
        // A Microsoft code is base64url: `PsT_` turns up in about one in 1,500.
        let code = "code=M.C5_BAY.2.U.0aAbPsT_x9-Zq&state=abc";
        assert!(!credential_in_url("/api/v1/oauth/microsoft/callback", Some(code)));
        assert!(credential_in_url("/api/v1/oauth/microsoft/callback", Some("code=x&state=pst_abc")));
        assert!(credential_in_url("/api/v1/oauth/microsoft/callback", Some("token=x")));
        assert!(credential_in_url("/api/v1/inboxes", Some(code)), "only the callback's code");
        assert!(credential_in_url("/api/v1/oauth/a/b/callback", Some(code)));
        let authorize = "client_id=x&state=aPsT_b&code_challenge=c";
        assert!(!credential_in_url("/oauth2/authorize", Some(authorize)), "the client's random strings");
        assert!(credential_in_url("/oauth2/authorize", Some("access_token=x")), "names are still checked");
    }

    #[test]
    fn link_secrets_stay_out_of_the_access_log() {
        let secret = postern_core::token::link_secret();
        let logged = logged_path(&format!("/api/v1/attachment-links/{secret}"));
        assert_eq!(logged, "/api/v1/attachment-links/…");
        let secret = postern_core::token::setup_secret();
        assert_eq!(logged_path(&format!("/ui/setup/{secret}")), "/ui/setup/…");
        assert_eq!(logged_path(&format!("/ui/./setup/{secret}")), "/ui/./setup/…");
        assert_eq!(logged_path(&format!("//ui/setup/{secret}/")), "//ui/setup/…/");
        let encoded = secret.replacen("pss_", "%2570ss_", 1);
        assert_eq!(logged_path(&format!("/ui/%73etup/{encoded}")), "/ui/%73etup/…");
        assert_eq!(logged_path("/api/v1/messages/msg_1"), "/api/v1/messages/msg_1");
    }
}
