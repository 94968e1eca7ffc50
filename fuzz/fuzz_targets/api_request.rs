#![no_main]
//! Any bytes as an HTTP request to the whole application in process: every route of the REST API
//! (their path parameters, query strings, cursors and JSON bodies), the attachment links, and
//! `/mcp`, by tokens of an administrator, of an ordinary user, by a malformed token and by none.
//! Whatever comes in, the server answers (never panics), never with a 500, and every error of the
//! API comes in its envelope. (Whether an answer carries a token is not asked here: the fuzzer
//! learns the tokens from the comparisons it watches and stores them in labels; tests check it.)
//!
//! Input: byte 0 picks the route, byte 1 the caller and the content type; the rest is split at
//! NUL bytes into path parameters (separated by `/`), the query string and the body. An empty
//! path parameter is filled with an id that exists, so that the fuzzer reaches past the look-up.

use axum::Router;
use axum::body::Body;
use axum::http::{Method, Request, StatusCode, header};
use libfuzzer_sys::fuzz_target;
use postern_server::{ApiConfig, AppState, Route};
use std::sync::OnceLock;
use std::time::Duration;
use tower::ServiceExt;

/// A request that has not answered by then is dropped (waits and streams hold on purpose).
const ANSWER_WITHIN: Duration = Duration::from_millis(200);

struct World {
    runtime: tokio::runtime::Runtime,
    app: Router,
    routes: Vec<Route>,
    admin: String,
    user: String,
    admin_id: String,
    inbox: String,
    message: String,
}

fn world() -> &'static World {
    static WORLD: OnceLock<World> = OnceLock::new();
    WORLD.get_or_init(|| {
        let runtime = tokio::runtime::Builder::new_multi_thread().worker_threads(1).enable_all().build().unwrap();
        let world = runtime.block_on(async {
            // The data directory lives as long as the process.
            let dir = tempfile::tempdir().unwrap().keep();
            let store = postern_store::Store::open(&dir).await.unwrap();
            let (stop, shutdown) = tokio::sync::watch::channel(false);
            std::mem::forget(stop);
            let vault = postern_store::vault::Vault::fixed(postern_store::vault::MasterKey::generate());
            // No rate limits: the fuzzer would spend itself against them.
            let config = ApiConfig { requests_per_minute: 0, auth_failures_per_minute: 0, ..ApiConfig::default() };
            let app = postern_server::router(AppState::new(store.clone(), config, vault, shutdown));
            let admin_user = store.create_user("admin", true).await.unwrap();
            let admin = store.create_token(&admin_user.id, "fuzz").await.unwrap();
            let plain = store.create_user("plain", false).await.unwrap();
            let user = store.create_token(&plain.id, "fuzz").await.unwrap();
            let call = |method: Method, uri: &str, body: &str| {
                Request::builder()
                    .method(method)
                    .uri(uri)
                    .header(header::AUTHORIZATION, format!("Bearer {admin}"))
                    .header(header::CONTENT_TYPE, "application/json")
                    .body(Body::from(body.to_string()))
                    .unwrap()
            };
            let inbox = json(app.clone().oneshot(call(Method::POST, "/api/v1/inboxes", "{}")).await.unwrap()).await;
            let inbox = inbox["data"]["id"].as_str().unwrap().to_string();
            let sent = app.clone().oneshot(call(Method::POST, &format!("/api/v1/inboxes/{inbox}/test-code"), ""));
            assert!(sent.await.unwrap().status().is_success());
            let list = app.clone().oneshot(call(Method::GET, &format!("/api/v1/inboxes/{inbox}/messages"), ""));
            let list = json(list.await.unwrap()).await;
            let message = list["data"][0]["id"].as_str().unwrap().to_string();
            (app, admin, user, admin_user.id, inbox, message)
        });
        let (app, admin, user, admin_id, inbox, message) = world;
        World { runtime, app, routes: postern_server::routes(), admin, user, admin_id, inbox, message }
    })
}

async fn json(response: axum::response::Response) -> serde_json::Value {
    let bytes = axum::body::to_bytes(response.into_body(), usize::MAX).await.unwrap();
    serde_json::from_slice(&bytes).unwrap()
}

/// `template` with each `{…}` replaced by the next parameter (percent-encoded), or by an id that
/// exists where the parameter is empty.
fn fill(world: &World, template: &str, params: &[u8]) -> String {
    let mut params = params.split(|&b| b == b'/');
    let mut path = String::new();
    let mut rest = template;
    while let Some(open) = rest.find('{') {
        let close = rest[open..].find('}').map_or(rest.len(), |c| open + c + 1);
        path.push_str(&rest[..open]);
        let name = &rest[open..close];
        match params.next().filter(|p| !p.is_empty()) {
            Some(p) => {
                path.extend(percent_encoding::percent_encode(p, percent_encoding::NON_ALPHANUMERIC).map(str::to_string))
            }
            None => path.push_str(match (name, template) {
                ("{id}", t) if t.starts_with("/inboxes") => &world.inbox,
                ("{id}", t) if t.starts_with("/messages") => &world.message,
                ("{id}", t) if t.starts_with("/users") => &world.admin_id,
                ("{name}", _) => "admin",
                ("{index}", _) => "0",
                _ => "x",
            }),
        }
        rest = &rest[close..];
    }
    path.push_str(rest);
    path
}

fuzz_target!(|data: &[u8]| {
    let [route, knobs, rest @ ..] = data else { return };
    let world = world();
    let mut parts = rest.splitn(3, |&b| b == 0);
    let (params, query, body) = (parts.next().unwrap_or_default(), parts.next().unwrap_or_default(), parts.next());

    let pick = usize::from(*route) % (world.routes.len() + 3);
    let (method, path, api) = match world.routes.get(pick) {
        Some(r) => (r.method, format!("/api/v1{}", fill(world, r.path, params)), true),
        None if pick == world.routes.len() => {
            ("GET", format!("/api/v1/attachment-links/{}", fill(world, "{s}", params)), true)
        }
        None if pick == world.routes.len() + 1 => ("POST", "/mcp".to_string(), false),
        None => ("GET", fill(world, "/{p}", params), true),
    };
    let mut uri = path;
    if !query.is_empty() {
        uri.push('?');
        uri.push_str(&String::from_utf8_lossy(query));
        if uri.contains("/wait") {
            // The last value of a parameter counts: no wait holds the fuzzer.
            uri.push_str("&timeout=0");
        }
    }
    let mut request = Request::builder().method(method).uri(uri.as_str());
    let bearer = match knobs & 3 {
        0 => Some(format!("Bearer {}", world.admin)),
        1 => Some(format!("Bearer {}", world.user)),
        2 => None,
        _ => Some(format!("Bearer {}", String::from_utf8_lossy(params))),
    };
    if let Some(bearer) = bearer {
        request = request.header(header::AUTHORIZATION, bearer);
    }
    if knobs & 4 == 0 {
        request = request.header(header::CONTENT_TYPE, "application/json");
    }
    if !api {
        request =
            request.header(header::ACCEPT, "application/json, text/event-stream").header(header::HOST, "localhost");
    }
    let Ok(request) = request.body(Body::from(body.unwrap_or_default().to_vec())) else { return };

    world.runtime.block_on(async {
        let Ok(response) = tokio::time::timeout(ANSWER_WITHIN, world.app.clone().oneshot(request)).await else {
            return;
        };
        let response = response.unwrap();
        let status = response.status();
        assert_ne!(status, StatusCode::INTERNAL_SERVER_ERROR, "{method} {uri}");
        let streamed = response
            .headers()
            .get(header::CONTENT_TYPE)
            .is_some_and(|v| v.as_bytes().starts_with(b"text/event-stream"));
        if streamed {
            return;
        }
        let Ok(Ok(bytes)) =
            tokio::time::timeout(ANSWER_WITHIN, axum::body::to_bytes(response.into_body(), 64 << 20)).await
        else {
            return;
        };
        if api && (status.is_client_error() || status.is_server_error()) {
            let body: serde_json::Value = serde_json::from_slice(&bytes)
                .unwrap_or_else(|_| panic!("{method} {uri}: {status} {}", String::from_utf8_lossy(&bytes)));
            assert!(body["error"]["code"].is_string(), "{method} {uri}: {body}");
        }
    });
});
