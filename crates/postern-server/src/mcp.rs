//! `/mcp`: the MCP tools over Streamable HTTP (stateless, JSON responses), each request acting as
//! the owner of its own bearer token through [`LocalOps`] — in process, no loopback HTTP.
//!
//! In front of the rmcp service, [`gate`] checks the Host and Origin allow-lists (DNS-rebinding
//! protection), caps the body at 64 KiB, and authenticates (401, never 403). [`HttpBinding`] then
//! caps calls in flight per token (10 waits, 8 others) and per user (20 and 16, all its tokens
//! together), and holds waits in a shared pool; a caller
//! over a cap gets a clear tool error at once, never a queue.

use crate::AppState;
use crate::caps::{Caps, Limits, Over, Slot};
use crate::error::ApiError;
use crate::gate::{Credential, ForResource, admit};
use crate::local::LocalOps;
use axum::extract::{Request, State};
use axum::http::header::{CONTENT_LENGTH, HOST, ORIGIN};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use postern_core::ops::InboxOps;
use postern_core::rights::Principal;
use postern_core::{Error, ErrorCode};
use postern_mcp::rmcp::RoleServer;
use postern_mcp::rmcp::service::RequestContext;
use postern_mcp::rmcp::transport::streamable_http_server::session::never::NeverSessionManager;
use postern_mcp::rmcp::transport::streamable_http_server::{StreamableHttpServerConfig, StreamableHttpService};
use postern_mcp::{Binding, Bound, PosternMcp};
use std::sync::Arc;
use tokio::sync::Semaphore;

/// Largest accepted `/mcp` request body.
pub const MAX_BODY: usize = 64 * 1024;
/// Wait tools in flight per token, and per user (all its tokens together).
pub const WAITS_PER_TOKEN: usize = 10;
pub const WAITS_PER_USER: usize = 20;
/// Other tools in flight per token, and per user.
pub const OTHERS_PER_TOKEN: usize = 8;
pub const OTHERS_PER_USER: usize = 16;
/// Longest overall wait a tool call may ask for over HTTP.
pub const WAIT_CEILING: f64 = 55.0;

/// The authenticated caller of one `/mcp` request, put in the request by [`gate`].
#[derive(Clone)]
struct McpCaller {
    principal: Principal,
    /// The resource this request was made to (`…/mcp`).
    resource: Option<String>,
    /// The bearer token, only to scrub it from what the tools return.
    secret: String,
}

/// One caller's operations for the tools: the inbox operations in process, and REST requests
/// dispatched in process through the whole router (gate, rights and all) with the caller's token.
pub struct McpOps {
    local: LocalOps,
    secret: String,
    router: axum::Router,
    /// The MCP client's address: the requests made for it carry it, so that the audit names it.
    peer: Option<crate::http::Peer>,
    /// The resource `/mcp` is, which a token issued for it names.
    resource: Option<String>,
}

impl InboxOps for McpOps {
    async fn create_inbox(&self, label: Option<String>) -> Result<postern_core::model::Inbox, Error> {
        self.local.create_inbox(label).await
    }
    async fn list_inboxes(
        &self,
        limit: Option<u32>,
        cursor: Option<String>,
    ) -> Result<postern_core::ops::Page<postern_core::model::Inbox>, Error> {
        self.local.list_inboxes(limit, cursor).await
    }
    async fn list_messages(
        &self,
        inbox_id: &str,
        query: postern_core::ops::MessageQuery,
    ) -> Result<postern_core::ops::Page<postern_core::model::Message>, Error> {
        self.local.list_messages(inbox_id, query).await
    }
    async fn latest_message(&self, inbox_id: &str) -> Result<postern_core::model::Message, Error> {
        self.local.latest_message(inbox_id).await
    }
    async fn wait(&self, call: postern_core::ops::WaitCall) -> Result<postern_core::ops::WaitAnswer, Error> {
        self.local.wait(call).await
    }
    async fn send_test_code(&self, inbox_id: &str) -> Result<postern_core::ops::TestCode, Error> {
        self.local.send_test_code(inbox_id).await
    }
    async fn delete_inbox(&self, inbox_id: &str) -> Result<(), Error> {
        self.local.delete_inbox(inbox_id).await
    }
}

impl postern_core::ops::ApiCall for McpOps {
    async fn api(
        &self,
        method: &str,
        path: &str,
        body: Option<serde_json::Value>,
        idempotency_key: Option<String>,
    ) -> Result<serde_json::Value, Error> {
        let mut request = axum::http::Request::builder()
            .method(method)
            .uri(format!("/api/v1{path}"))
            .header(axum::http::header::AUTHORIZATION, format!("Bearer {}", self.secret))
            .header(axum::http::header::CONTENT_TYPE, "application/json");
        if let Some(key) = idempotency_key {
            request = request.header("idempotency-key", key);
        }
        let body = body.map(|b| b.to_string()).unwrap_or_default();
        let mut request = request.body(axum::body::Body::from(body)).map_err(|_| Error::internal())?;
        if let Some(peer) = self.peer {
            request.extensions_mut().insert(peer);
        }
        if let Some(resource) = &self.resource {
            request.extensions_mut().insert(ForResource(resource.clone()));
        }
        let (status, value) = crate::http::in_process(&self.router, request).await.ok_or_else(Error::internal)?;
        if status.is_success() {
            return Ok(value);
        }
        let code = value["error"]["code"].as_str().and_then(ErrorCode::parse).unwrap_or(ErrorCode::Internal);
        Err(Error::new(code, value["error"]["message"].as_str().unwrap_or("The request failed.")))
    }
}

/// Binds each tool call to the request's caller.
pub struct HttpBinding {
    state: AppState,
    /// The whole application, for the mailbox tools' REST requests (built on first use).
    router: Arc<std::sync::OnceLock<axum::Router>>,
    /// Wait tools and other tools in flight, per token and per user.
    waits: Arc<Caps>,
    others: Arc<Caps>,
    wait_pool: Arc<Semaphore>,
}

/// A call's place under the caps (and in the wait pool), given back when the call ends.
struct CallSlot {
    _slot: Slot,
    _pool: Option<tokio::sync::OwnedSemaphorePermit>,
}

impl Binding for HttpBinding {
    type Ops = McpOps;

    fn bind(&self, context: &RequestContext<RoleServer>, wait: bool) -> Result<Bound<McpOps>, String> {
        let parts = context.extensions.get::<axum::http::request::Parts>();
        let caller = parts
            .and_then(|parts| parts.extensions.get::<McpCaller>())
            .cloned()
            .ok_or_else(|| "No token is bound to this request.".to_string())?;
        let peer = parts.and_then(|parts| parts.extensions.get::<crate::http::Peer>()).copied();
        let pool = if wait {
            let permit = self.wait_pool.clone().try_acquire_owned().map_err(|_| {
                "Server busy (HTTP 429, wait_capacity): all wait slots are in use. Retry in a few seconds.".to_string()
            })?;
            Some(permit)
        } else {
            None
        };
        let caps = if wait { &self.waits } else { &self.others };
        let slot = caps.acquire(&caller.principal).map_err(|over| {
            let what = if wait { "wait" } else { "non-wait" };
            match over {
                Over::Token(cap) => format!(
                    "Too many concurrent {what} calls for this token (max {cap} in flight, HTTP 429). Let one finish, then retry."
                ),
                Over::User(cap) | Over::Total(cap) => format!(
                    "Too many concurrent {what} calls for this user's tokens together (max {cap} in flight, HTTP 429). Let one finish, then retry."
                ),
            }
        })?;
        let slot = CallSlot { _slot: slot, _pool: pool };
        let router = self.router.get_or_init(|| crate::router(self.state.clone())).clone();
        Ok(Bound {
            ops: McpOps {
                local: LocalOps { state: self.state.clone(), principal: caller.principal },
                secret: caller.secret.clone(),
                router,
                peer,
                resource: caller.resource.clone(),
            },
            secret: Some(caller.secret),
            guard: Some(Box::new(slot)),
        })
    }

    fn wait_ceiling(&self) -> f64 {
        WAIT_CEILING
    }

    fn retry_rate_limited_waits(&self) -> bool {
        false
    }

    fn auth_hint(&self) -> &'static str {
        "Send a valid token as `Authorization: Bearer pst_...`."
    }

    fn called(&self, tool: &'static str, ok: bool) {
        self.state.metrics.tool_call(tool, ok);
    }
}

/// The rmcp service for `/mcp`.
pub fn service(state: AppState) -> StreamableHttpService<PosternMcp<HttpBinding>, NeverSessionManager> {
    let binding = Arc::new(HttpBinding {
        wait_pool: Arc::new(Semaphore::new(state.config.mcp_wait_pool)),
        state,
        router: Arc::default(),
        waits: Caps::new(Limits { per_token: WAITS_PER_TOKEN, per_user: WAITS_PER_USER, total: usize::MAX }),
        others: Caps::new(Limits { per_token: OTHERS_PER_TOKEN, per_user: OTHERS_PER_USER, total: usize::MAX }),
    });
    let config = StreamableHttpServerConfig::default()
        .with_legacy_session_mode(false)
        .with_json_response(true)
        .with_sse_keep_alive(None)
        .with_max_request_body_bytes(MAX_BODY)
        // Host and Origin are checked by `gate`, against our own configured lists.
        .disable_allowed_hosts()
        .disable_allowed_origins();
    StreamableHttpService::new(
        move || Ok(PosternMcp::new(binding.clone())),
        Arc::new(NeverSessionManager::default()),
        config,
    )
}

fn refuse(code: ErrorCode, message: &str) -> Response {
    ApiError(Error::new(code, message)).into_response()
}

/// Host, Origin, body size and authentication, before any MCP processing.
pub async fn gate(State(state): State<AppState>, mut request: Request, next: Next) -> Response {
    let headers = request.headers();
    let allowed = &state.config.mcp_allowed_hosts;
    let host = headers.get(HOST).and_then(|v| v.to_str().ok()).unwrap_or_default();
    if !postern_ui::host_allowed(host, allowed) {
        return refuse(
            ErrorCode::InvalidHost,
            "Invalid Host header: this host is not in the allowed list (--mcp-allowed-host).",
        );
    }
    if let Some(origin) = headers.get(ORIGIN) {
        let origin = origin.to_str().unwrap_or_default().to_ascii_lowercase();
        let authority = origin.split_once("://").map_or("", |(_, rest)| rest.trim_end_matches('/'));
        let ok = state.config.mcp_allowed_origins.contains(&origin) || postern_ui::host_allowed(authority, allowed);
        if !ok {
            return refuse(
                ErrorCode::Forbidden,
                "Invalid Origin header: this origin is not in the allowed list (--mcp-allowed-origin).",
            );
        }
    }
    let too_big = headers
        .get(CONTENT_LENGTH)
        .map(|v| v.to_str().ok().and_then(|s| s.parse::<usize>().ok()).is_none_or(|n| n > MAX_BODY))
        .unwrap_or(false);
    if too_big {
        return ApiError(Error::new(ErrorCode::PayloadTooLarge, "Request body too large (64 KiB at most)."))
            .into_response();
    }
    let peer = request.extensions().get::<crate::http::Peer>().map(|p| p.0.ip());
    // Only a bearer token: MCP clients are programs, never a browser's session.
    let credential = match Credential::of(request.headers(), &axum::http::Extensions::new()) {
        Credential::Session(_) => Credential::None,
        other => other,
    };
    let resource = crate::issuer::base(&state, request.headers()).map(|base| crate::issuer::resource(&base));
    let principal = match admit(&state, &credential, peer, resource.as_deref()).await {
        Ok(found) => found,
        Err(e) => {
            // Where to sign in (RFC 9728 §5.1), for clients that can.
            let unauthenticated = e.0.code.http_status() == 401;
            let presented = !matches!(credential, Credential::None);
            let mut response = e.into_response();
            if unauthenticated {
                let challenge = crate::issuer::challenge(&state, request.headers(), presented);
                response.headers_mut().insert(axum::http::header::WWW_AUTHENTICATE, challenge);
            }
            // The body is read (64 KiB at most, briefly) before answering: a request answered
            // with its body unread ends its connection, and a client signing in sends its next
            // request (the metadata) on that same connection.
            let unread = axum::body::to_bytes(request.into_body(), MAX_BODY);
            let _ = tokio::time::timeout(std::time::Duration::from_secs(2), unread).await;
            return response;
        }
    };
    let secret = credential.bearer().unwrap_or_default().to_string();
    request.extensions_mut().insert(McpCaller { principal, secret, resource });
    next.run(request).await
}

/// `/.well-known/mcp/server-card.json`: what this server is and offers, without authentication.
pub async fn server_card() -> Response {
    let info = postern_mcp::server_info();
    let tools = serde_json::to_value(postern_mcp::tools::everything()).unwrap_or_default();
    axum::Json(serde_json::json!({
        "serverInfo": { "name": info.server_info.name, "title": info.server_info.title, "version": info.server_info.version },
        "description": info.server_info.description,
        "transport": { "type": "streamable-http", "url": "/mcp" },
        "authentication": { "required": true, "schemes": ["bearer"] },
        "tools": tools,
        "resources": [],
        "prompts": [],
    }))
    .into_response()
}
