//! Mounts the web UI (`postern-ui`) at `/ui` and binds its pages to the REST API: each request a
//! page makes goes in process through the whole router with the session as its credential
//! ([`gate::UiSession`]), so the gate, rights and audit treat a person as they treat a token.

use crate::AppState;
use crate::gate::UiSession;
use axum::Router;
use axum::extract::Request;
use axum::http::{HeaderMap, Method};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use postern_providers::registry::ProviderKind;
use postern_ui::{Answer, ApiFailure, ClientAddress, FileAnswer, OnBehalf, UiBinding};
use std::sync::{Arc, OnceLock};

/// The REST API, reached in process.
struct Dispatch {
    state: AppState,
    /// The whole application (built on first use: it contains the UI).
    router: OnceLock<Router>,
}

impl Dispatch {
    /// The request a page makes, with the session as its credential.
    fn request(
        on: OnBehalf<'_>,
        method: Method,
        path: &str,
        body: Option<serde_json::Value>,
    ) -> Result<axum::http::Request<axum::body::Body>, ApiFailure> {
        let mut request = axum::http::Request::builder()
            .method(method)
            .uri(format!("/api/v1{path}"))
            .header(axum::http::header::CONTENT_TYPE, "application/json");
        if let Some(key) = on.idempotency_key {
            request = request.header("idempotency-key", key);
        }
        if let Some(host) = on.host {
            request = request.header(axum::http::header::HOST, host);
        }
        let mut request = request
            .body(axum::body::Body::from(body.map(|b| b.to_string()).unwrap_or_default()))
            .map_err(|_| failed("The request could not be made."))?;
        request.extensions_mut().insert(UiSession(on.session.to_string()));
        if let Some(peer) = on.peer {
            request.extensions_mut().insert(crate::http::Peer(std::net::SocketAddr::new(peer, 0)));
        }
        Ok(request)
    }

    fn router(&self) -> &Router {
        self.router.get_or_init(|| crate::router(self.state.clone()))
    }
}

fn failed(message: &str) -> ApiFailure {
    ApiFailure { status: 500, code: "internal".into(), message: message.into() }
}

/// The API's refusal as the UI shows it.
fn refusal(status: axum::http::StatusCode, value: &serde_json::Value) -> ApiFailure {
    ApiFailure {
        status: status.as_u16(),
        code: value["error"]["code"].as_str().unwrap_or("internal").to_string(),
        message: value["error"]["message"].as_str().unwrap_or("The request failed.").to_string(),
    }
}

impl UiBinding for Dispatch {
    fn call<'a>(
        &'a self,
        on: OnBehalf<'a>,
        method: Method,
        path: &'a str,
        body: Option<serde_json::Value>,
    ) -> Answer<'a> {
        Box::pin(async move {
            let request = Self::request(on, method, path, body)?;
            let (status, value) =
                crate::http::in_process(self.router(), request).await.ok_or_else(|| failed("The request failed."))?;
            if status.is_success() { Ok(value) } else { Err(refusal(status, &value)) }
        })
    }

    fn file<'a>(&'a self, on: OnBehalf<'a>, path: &'a str) -> FileAnswer<'a> {
        Box::pin(async move {
            let request = Self::request(on, Method::GET, path, None)?;
            let (status, content_type, bytes) = crate::http::in_process_bytes(self.router(), request)
                .await
                .ok_or_else(|| failed("The file could not be read."))?;
            if status.is_success() {
                return Ok((content_type, bytes.to_vec()));
            }
            Err(refusal(status, &serde_json::from_slice(&bytes).unwrap_or_default()))
        })
    }
}

/// The UI's routes, to be nested at `/ui`.
pub(crate) fn routes(state: &AppState) -> Router {
    let mut config = state.config.ui.clone();
    config.allowed_hosts.extend(state.config.mcp_allowed_hosts.iter().cloned());
    if let Some(host) = state.config.public_url.as_deref().and_then(public_host) {
        config.allowed_hosts.push(host);
    }
    config.public_url = state.config.public_url.clone();
    config.sign_in_providers = [
        (ProviderKind::Microsoft, state.config.microsoft.is_some()),
        (ProviderKind::Google, state.config.google.is_some()),
    ]
    .into_iter()
    .filter_map(|(provider, configured)| configured.then_some(provider.as_str()))
    .collect();
    let binding = Arc::new(Dispatch { state: state.clone(), router: OnceLock::new() });
    let ui = postern_ui::Ui::new(state.store.clone(), state.vault.clone(), binding, config);
    postern_ui::router(ui).layer(axum::middleware::from_fn(client_address))
}

/// The host (and port, when it names one) of a public URL.
fn public_host(url: &str) -> Option<String> {
    let rest = url.split_once("://")?.1;
    let authority = rest.split(['/', '?', '#']).next()?;
    (!authority.is_empty()).then(|| authority.to_ascii_lowercase())
}

/// Tells the UI the client's address (for the lockout and the audit).
async fn client_address(mut request: Request, next: Next) -> Response {
    if let Some(peer) = request.extensions().get::<crate::http::Peer>().copied() {
        request.extensions_mut().insert(ClientAddress(peer.0.ip()));
    }
    next.run(request).await
}

/// `GET /`: a browser goes to the UI; other clients get the API's JSON 404.
pub(crate) async fn root(headers: HeaderMap) -> Response {
    if postern_ui::wants_html(&headers) {
        return postern_ui::to_home();
    }
    crate::error::not_found().await.into_response()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn public_hosts_are_read_from_urls() {
        assert_eq!(public_host("https://Postern.example.com/").as_deref(), Some("postern.example.com"));
        assert_eq!(public_host("http://10.0.0.2:8080/base").as_deref(), Some("10.0.0.2:8080"));
        assert_eq!(public_host("postern.example.com"), None);
    }
}
