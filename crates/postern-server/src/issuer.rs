//! Where this server is, as OAuth names it (docs/MCP_OAUTH.md): its issuer (the public URL, or
//! the loopback address a request came to when none is set) and the resource a token for `/mcp`
//! is issued for. A made-up Host header never becomes an issuer: without a public URL, only this
//! machine's own addresses do.

use crate::AppState;
use axum::http::{HeaderMap, HeaderValue};

/// The base URL of this server for a request: `--public-url`, else `http://` and the Host the
/// request came to when that names this machine; `None` otherwise.
pub(crate) fn base(state: &AppState, headers: &HeaderMap) -> Option<String> {
    if let Some(url) = &state.config.public_url {
        return Some(url.trim_end_matches('/').to_string());
    }
    let host = headers.get("host").and_then(|h| h.to_str().ok()).unwrap_or_default();
    let name = host
        .rsplit_once(':')
        .map_or(host, |(name, port)| if port.bytes().all(|b| b.is_ascii_digit()) { name } else { host });
    (!name.is_empty() && postern_core::oauth::is_loopback(name)).then(|| format!("http://{host}"))
}

/// The MCP endpoint as a resource (RFC 8707): what a token issued for it names as its audience.
pub(crate) fn resource(base: &str) -> String {
    format!("{base}/mcp")
}

/// Where the MCP endpoint's protected resource metadata is (RFC 9728 §3.1: the well-known
/// segment between host and path).
pub(crate) fn resource_metadata(base: &str) -> String {
    format!("{base}/.well-known/oauth-protected-resource/mcp")
}

/// The `WWW-Authenticate` of a 401 from `/mcp` (RFC 6750 §3, RFC 9728 §5.1): where the resource
/// metadata is, and the scopes to ask for; `presented`: a token came and was refused.
pub(crate) fn challenge(state: &AppState, headers: &HeaderMap, presented: bool) -> HeaderValue {
    let Some(base) = base(state, headers) else { return HeaderValue::from_static("Bearer") };
    let error = if presented { "error=\"invalid_token\", " } else { "" };
    let value = format!(
        "Bearer {error}resource_metadata=\"{}\", scope=\"{}\"",
        resource_metadata(&base),
        postern_core::oauth::SCOPES.join(" ")
    );
    HeaderValue::from_str(&value).unwrap_or_else(|_| HeaderValue::from_static("Bearer"))
}
