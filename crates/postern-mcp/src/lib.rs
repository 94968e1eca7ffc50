//! Postern's MCP tool surface: the disposable-inbox tools (the same names, parameters, defaults and
//! result shapes as the mailsocket MCP server), written once over [`InboxOps`], and the mailbox
//! and webhook tools, made of REST requests through [`ApiCall`]; served by
//! [`PosternMcp`] on any rmcp transport: stdio in `postern mcp`, Streamable HTTP at `/mcp`.
//!
//! The one home of rmcp. Depends on `postern-core` only: the operations come from a
//! [`Binding`], which `postern-client` (HTTP) or `postern-server` (in process) provides.

mod call;
pub mod mailbox;
pub mod redact;
pub mod rest;
pub mod seen;
pub mod tools;
pub mod webhooks;

use postern_core::ops::{ApiCall, InboxOps};
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
    type Ops: InboxOps + ApiCall;

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

    /// A known tool was called and succeeded or not (the server counts them).
    fn called(&self, _tool: &'static str, _ok: bool) {}
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

/// The names of every tool (the audit's records of tool calls name only these).
pub fn tool_names() -> Vec<&'static str> {
    let inbox = tools::TOOLS.iter().map(|t| t.name);
    inbox.chain(mailbox::TOOLS.iter().chain(webhooks::TOOLS).map(|t| t.name)).collect()
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
        context: RequestContext<RoleServer>,
    ) -> Result<ListToolsResult, ErrorData> {
        // Only the tools this token's rights allow; none when its rights cannot be read.
        let offered = match self.binding.bind(&context, false) {
            Ok(bound) => held(&bound.ops).await.map(|held| tools::offered(&held)).unwrap_or_default(),
            Err(_) => Vec::new(),
        };
        Ok(ListToolsResult::with_all_items(offered).with_cache_scope(CacheScope::Private))
    }

    fn get_tool(&self, name: &str) -> Option<Tool> {
        tools::everything().into_iter().find(|t| t.name == name)
    }

    async fn call_tool(
        &self,
        request: CallToolRequestParams,
        context: RequestContext<RoleServer>,
    ) -> Result<CallToolResponse, ErrorData> {
        let name = request.name.to_string();
        let inbox_tool = tools::TOOLS.iter().find(|t| t.name == name);
        let api_tool = mailbox::TOOLS.iter().chain(webhooks::TOOLS).find(|t| t.name == name);
        let (tool, wait) = match (inbox_tool, api_tool) {
            (Some(tool), _) => (tool.name, tool.wait),
            (None, Some(tool)) => (tool.name, tool.wait),
            (None, None) => return Ok(tool_error(format!("Unknown tool: {}", redact::scrub(&name, None))).into()),
        };
        let result =
            self.run_tool(tool, wait, api_tool.is_some(), request.arguments.unwrap_or_default(), &context).await;
        self.binding.called(tool, result.is_error != Some(true));
        Ok(result.into())
    }
}

impl<B: Binding> PosternMcp<B> {
    /// Runs the known tool `name`; its failures are tool errors the caller reads.
    async fn run_tool(
        &self,
        name: &'static str,
        wait: bool,
        api_tool: bool,
        arguments: serde_json::Map<String, serde_json::Value>,
        context: &RequestContext<RoleServer>,
    ) -> CallToolResult {
        let bound = match self.binding.bind(context, wait) {
            Ok(bound) => bound,
            Err(text) => return tool_error(text),
        };
        let result = self.outcome(&bound, name, api_tool, &arguments).await;
        seen::record(&bound.ops, name, &result).await;
        result
    }

    /// What the known tool `name` answers the bound caller.
    async fn outcome(
        &self,
        bound: &Bound<B::Ops>,
        name: &'static str,
        api_tool: bool,
        arguments: &serde_json::Map<String, serde_json::Value>,
    ) -> CallToolResult {
        let secret = bound.secret.as_deref();
        let settings = call::Settings {
            ceiling: self.binding.wait_ceiling(),
            retry_429: self.binding.retry_rate_limited_waits(),
            auth_hint: self.binding.auth_hint(),
        };
        if api_tool {
            // A mailbox or webhook tool the token is not offered is refused before it runs
            // (every request it makes is checked again by the API); the inbox tools act through
            // the same `allow` in process.
            match held(&bound.ops).await {
                Ok(held) if tools::offered(&held).iter().any(|t| t.name == name) => {}
                Ok(_) => {
                    return tool_error(format!(
                        "This token may not use {name}: its rights do not include what the tool needs."
                    ));
                }
                Err(e) => return tool_error(redact::scrub(&call::describe(&e, &settings), secret)),
            }
            let outcome = if webhooks::TOOLS.iter().any(|t| t.name == name) {
                webhooks::run(&bound.ops, name, arguments).await
            } else {
                mailbox::run(&bound.ops, name, arguments, self.binding.wait_ceiling()).await
            };
            return match outcome {
                Ok(rest::Output::Json(value)) => {
                    let value = redact::scrub_value(value, secret);
                    let text = serde_json::to_string_pretty(&value).unwrap_or_default();
                    let mut result = CallToolResult::success(vec![ContentBlock::text(text)]);
                    result.structured_content = Some(value);
                    result
                }
                Ok(rest::Output::Text(text)) => {
                    CallToolResult::success(vec![ContentBlock::text(redact::scrub(&text, secret))])
                }
                Ok(rest::Output::Parts(blocks)) => CallToolResult::success(
                    blocks
                        .into_iter()
                        .map(|block| match block {
                            rest::Block::Text(text) => ContentBlock::text(redact::scrub(&text, secret)),
                            rest::Block::Image { data_base64, mime } => ContentBlock::image(data_base64, mime),
                        })
                        .collect(),
                ),
                Err(text) => tool_error(redact::scrub(&text, secret)),
            };
        }
        let outcome = call::run(&bound.ops, name, arguments, &settings).await;
        match outcome {
            Ok(value) => {
                let value = redact::scrub_value(value, secret);
                let text = serde_json::to_string_pretty(&value).unwrap_or_default();
                let mut result = CallToolResult::success(vec![ContentBlock::text(text)]);
                result.structured_content = Some(value);
                result
            }
            Err(text) => tool_error(redact::scrub(&text, secret)),
        }
    }
}

/// The operations the caller holds somewhere, from `GET /me`.
async fn held<O: ApiCall>(ops: &O) -> Result<rest::Held, postern_core::Error> {
    Ok(rest::held_operations(&ops.api("GET", "/me", None, None).await?))
}

fn tool_error(text: String) -> CallToolResult {
    CallToolResult::error(vec![ContentBlock::text(text)])
}
