//! The one gate every request passes: credentials in the URL are refused, the bearer token is
//! authenticated, and the route's declared [`Operation`] is authorized through
//! [`postern_core::rights::allow`]. Handlers get a [`Caller`] and cannot choose their operation.

use crate::AppState;
use crate::error::ApiError;
use axum::extract::{FromRequestParts, Request};
use axum::http::HeaderMap;
use axum::http::header::AUTHORIZATION;
use axum::http::request::Parts;
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use postern_core::rights::{Operation, Principal, Resource, allow};
use postern_core::{Error, ErrorCode, token};
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

/// Whether the URL (path or query, up to three rounds of percent-decoding) carries a credential.
pub(crate) fn credential_in_url(path: &str, query: Option<&str>) -> bool {
    let carries_token = |text: &str| {
        // The text as given and after up to three rounds of percent-decoding.
        let mut current = text.to_string();
        for _ in 0..4 {
            if current.to_ascii_lowercase().contains(token::TOKEN_PREFIX) {
                return true;
            }
            let decoded = percent_encoding::percent_decode_str(&current).decode_utf8_lossy().into_owned();
            if decoded == current {
                return false;
            }
            current = decoded;
        }
        false
    };
    if carries_token(path) || query.is_some_and(carries_token) {
        return true;
    }
    query.is_some_and(|q| {
        form_urlencoded::parse(q.as_bytes()).any(|(k, _)| CREDENTIAL_PARAMS.contains(&k.to_ascii_lowercase().as_str()))
    })
}

/// Outermost middleware: refuses credentials in the URL and writes the access log. The log line
/// has the method, the path (never the query) and the status.
pub async fn guard(request: Request, next: Next) -> Response {
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
    tracing::info!(target: "postern::access", %method, path, status = response.status().as_u16(), ms = started.elapsed().as_millis() as u64);
    response
}

/// The path as the access log shows it: the secret of a one-time link is left out.
fn logged_path(path: &str) -> String {
    match path.strip_prefix(crate::messages::LINK_PATH) {
        Some(_) => format!("{}…", crate::messages::LINK_PATH),
        None => path.to_string(),
    }
}

/// An authenticated caller, bound to the operation its route declares.
#[derive(Debug, Clone)]
pub struct Caller {
    pub principal: Principal,
    pub operation: Operation,
}

impl Caller {
    /// Authorizes this caller's operation on `resource` (another user's object is a 404).
    pub fn allow(&self, resource: Resource<'_>) -> Result<(), ApiError> {
        allow(&self.principal, self.operation, resource).map_err(ApiError)
    }
}

impl FromRequestParts<AppState> for Caller {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, Self::Rejection> {
        let Some(operation) = parts.extensions.get::<Operation>().copied() else {
            tracing::error!(path = parts.uri.path(), "route has no declared operation");
            return Err(ApiError(Error::internal()));
        };
        let (principal, _) = authenticate(state, &parts.headers).await?;
        Ok(Caller { principal, operation })
    }
}

/// Authenticates the one `Authorization: Bearer` header; returns the principal and the token.
pub async fn authenticate(state: &AppState, headers: &HeaderMap) -> Result<(Principal, String), ApiError> {
    let mut values = headers.get_all(AUTHORIZATION).iter();
    let (Some(value), None) = (values.next(), values.next()) else {
        return Err(ApiError(Error::new(
            ErrorCode::AuthenticationRequired,
            "Send exactly one `Authorization: Bearer <token>` header.",
        )));
    };
    let failed = || ApiError(Error::new(ErrorCode::AuthenticationFailed, "Invalid API token."));
    let value = value.to_str().map_err(|_| failed())?;
    let (scheme, secret) = value.trim().split_once(' ').ok_or_else(failed)?;
    let secret = secret.trim();
    if !scheme.eq_ignore_ascii_case("bearer") || !token::is_well_formed(secret) {
        return Err(failed());
    }
    let owner = state.store.token_owner(&token::hash(secret)).await?.ok_or_else(failed)?;
    let principal = Principal { user_id: owner.user_id, token_id: owner.token_id, is_admin: owner.is_admin };
    Ok((principal, secret.to_string()))
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
    }

    #[test]
    fn link_secrets_stay_out_of_the_access_log() {
        let secret = postern_core::token::link_secret();
        let logged = logged_path(&format!("/api/v1/attachment-links/{secret}"));
        assert_eq!(logged, "/api/v1/attachment-links/…");
        assert_eq!(logged_path("/api/v1/messages/msg_1"), "/api/v1/messages/msg_1");
    }
}
