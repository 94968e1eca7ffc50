//! Postern's MCP tool surface: the disposable-inbox tools (the same names, parameters, defaults and
//! result shapes as the mailsocket MCP server), written once over [`InboxOps`] and served by
//! [`PosternMcp`] on any rmcp transport: stdio in `postern mcp`, Streamable HTTP at `/mcp`.
//!
//! The one home of rmcp. Depends on `postern-core` only: the operations come from a
//! [`Binding`], which `postern-client` (HTTP) or `postern-server` (in process) provides.

mod call;
pub mod redact;
pub mod tools;

use postern_core::ops::InboxOps;
use rmcp::model::{
    CacheScope, CallToolRequestParams, CallToolResponse, CallToolResult, ContentBlock, Implementation, ListToolsResult,
    PaginatedRequestParams, ServerCapabilities, ServerConfig, Tool,
};
use rmcp::service::RequestContext;
use rmcp::{ErrorData, RoleServer, ServerHandler};
use std::sync::Arc;

pub use rmcp;

/// How a transport binds tool calls to an authenticated caller.
pub trait Binding: Send + Sync + 'static {
    /// The operations of one caller.
    type Ops: InboxOps;

    /// The caller's operations for this request, or a sentence for a tool error (not
    /// authenticated, too many calls in flight, …). `wait` says whether the tool is a long-poll.
    fn bind(&self, context: &RequestContext<RoleServer>, wait: bool) -> Result<Bound<Self::Ops>, String>;

    /// Longest overall wait a tool call may ask for, in seconds (120 on stdio, 55 over HTTP).
    fn wait_ceiling(&self) -> f64;

    /// Whether a 429 during a wait is slept through (stdio) or surfaced at once (HTTP, so that
    /// a rate-limited caller never holds a slot).
    fn retry_rate_limited_waits(&self) -> bool;

    /// What to tell a caller whose token was refused.
    fn auth_hint(&self) -> &'static str;
}

/// A caller's operations for one tool call, and what must be held while it runs.
pub struct Bound<O> {
    pub ops: O,
    /// The caller's token, so that it can be scrubbed from everything the tool returns.
    pub secret: Option<String>,
    /// Released when the call ends (a concurrency slot, for example).
    pub guard: Option<Box<dyn Send + Sync>>,
}

/// The MCP server.
pub struct PosternMcp<B> {
    binding: Arc<B>,
}

impl<B> Clone for PosternMcp<B> {
    fn clone(&self) -> Self {
        PosternMcp { binding: self.binding.clone() }
    }
}

impl<B: Binding> PosternMcp<B> {
    /// A server whose tool calls act through `binding`.
    pub fn new(binding: Arc<B>) -> Self {
        PosternMcp { binding }
    }
}

/// Server identity and capabilities, also used by the server card.
pub fn server_info() -> ServerConfig {
    ServerConfig::new(ServerCapabilities::builder().enable_tools().build())
        .with_server_info(
            Implementation::new("postern", env!("CARGO_PKG_VERSION"))
                .with_title("Postern MCP server")
                .with_description(tools::SERVER_DESCRIPTION),
        )
        .with_instructions(tools::INSTRUCTIONS)
}

impl<B: Binding> ServerHandler for PosternMcp<B> {
    fn get_info(&self) -> ServerConfig {
        server_info()
    }

    async fn list_tools(
        &self,
        _request: Option<PaginatedRequestParams>,
        _context: RequestContext<RoleServer>,
    ) -> Result<ListToolsResult, ErrorData> {
        Ok(ListToolsResult::with_all_items(tools::all()).with_cache_scope(CacheScope::Private))
    }

    fn get_tool(&self, name: &str) -> Option<Tool> {
        tools::all().into_iter().find(|t| t.name == name)
    }

    async fn call_tool(
        &self,
        request: CallToolRequestParams,
        context: RequestContext<RoleServer>,
    ) -> Result<CallToolResponse, ErrorData> {
        let name = request.name.to_string();
        let Some(tool) = tools::TOOLS.iter().find(|t| t.name == name) else {
            return Ok(tool_error(format!("Unknown tool: {}", redact::scrub(&name, None))).into());
        };
        let bound = match self.binding.bind(&context, tool.wait) {
            Ok(bound) => bound,
            Err(text) => return Ok(tool_error(text).into()),
        };
        let arguments = request.arguments.unwrap_or_default();
        let settings = call::Settings {
            ceiling: self.binding.wait_ceiling(),
            retry_429: self.binding.retry_rate_limited_waits(),
            auth_hint: self.binding.auth_hint(),
        };
        let outcome = call::run(&bound.ops, &name, &arguments, &settings).await;
        let secret = bound.secret.as_deref();
        Ok(match outcome {
            Ok(value) => {
                let value = redact::scrub_value(value, secret);
                let text = serde_json::to_string_pretty(&value).unwrap_or_default();
                let mut result = CallToolResult::success(vec![ContentBlock::text(text)]);
                result.structured_content = Some(value);
                result
            }
            Err(text) => tool_error(redact::scrub(&text, secret)),
        }
        .into())
    }
}

fn tool_error(text: String) -> CallToolResult {
    CallToolResult::error(vec![ContentBlock::text(text)])
}
