//! `POST /audit/tool-calls`: what an agent's MCP tool call returned, for the audit (docs/
//! AGENT_SAFETY.md, "What the model saw"). The MCP server records each call it answers for the
//! token it answered: over stdio through this route, over Streamable HTTP in process through the
//! same route. The audit keeps the tool, the outcome, the message ids and a hash, never the text.

use crate::AppState;
use crate::error::ApiResult;
use crate::gate::Caller;
use crate::params::JsonBody;
use crate::views::ErrorBody;
use axum::extract::State;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use postern_core::Error;
use serde::Deserialize;
use serde_json::json;
use utoipa::ToSchema;
use utoipa::openapi::schema::{Array, ArrayBuilder, Object, ObjectBuilder, Type};

/// One tool call, as the MCP server reports it.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
#[schema(as = ToolCall)]
pub struct ToolCallView {
    /// The tool's name (one of Postern's MCP tools).
    #[schema(schema_with = tool_names)]
    pub tool: String,
    /// `ok`, or `error` (a tool error the model read).
    #[schema(schema_with = outcomes)]
    pub outcome: String,
    /// The message ids (`msg_…`) its result named, at most 100.
    #[schema(schema_with = message_ids)]
    pub message_ids: Vec<String>,
    /// SHA-256 (hex) of the result's text blocks joined by newlines.
    #[schema(pattern = "^[0-9a-f]{64}$")]
    pub text_sha256: String,
    /// Characters of that text.
    #[schema(maximum = 100_000_000)]
    pub characters: u64,
    /// Pictures the result held.
    #[schema(maximum = 1000)]
    pub images: u32,
}

fn tool_names() -> Object {
    ObjectBuilder::new()
        .schema_type(Type::String)
        .enum_values(Some(postern_mcp::tool_names()))
        .description(Some("The tool's name (one of Postern's MCP tools)."))
        .build()
}

fn outcomes() -> Object {
    ObjectBuilder::new()
        .schema_type(Type::String)
        .enum_values(Some(["ok", "error"]))
        .description(Some("`ok`, or `error` (a tool error the model read)."))
        .build()
}

/// The longest id after `msg_` that is taken.
const ID_CHARS: usize = 40;

fn message_ids() -> Array {
    let id = ObjectBuilder::new().schema_type(Type::String).pattern(Some(format!("^msg_[A-Za-z0-9]{{1,{ID_CHARS}}}$")));
    ArrayBuilder::new()
        .items(id)
        .max_items(Some(postern_mcp::seen::MAX_IDS))
        .description(Some("The message ids (`msg_…`) its result named, at most 100."))
        .build()
}

fn check(call: &ToolCallView) -> Result<(), Error> {
    if !postern_mcp::tool_names().contains(&call.tool.as_str()) {
        return Err(Error::invalid_field("tool", "is not one of Postern's MCP tools"));
    }
    if !matches!(call.outcome.as_str(), "ok" | "error") {
        return Err(Error::invalid_field("outcome", "must be ok or error"));
    }
    let id = |m: &String| {
        m.strip_prefix("msg_")
            .is_some_and(|r| (1..=ID_CHARS).contains(&r.len()) && r.bytes().all(|b| b.is_ascii_alphanumeric()))
    };
    if call.message_ids.len() > postern_mcp::seen::MAX_IDS || !call.message_ids.iter().all(id) {
        return Err(Error::invalid_field("message_ids", "at most 100 message ids (msg_…)"));
    }
    if call.text_sha256.len() != 64 || !call.text_sha256.bytes().all(|b| matches!(b, b'0'..=b'9' | b'a'..=b'f')) {
        return Err(Error::invalid_field("text_sha256", "must be 64 lower-case hex digits"));
    }
    if call.characters > 100_000_000 {
        return Err(Error::invalid_field("characters", "at most 100000000"));
    }
    if call.images > 1000 {
        return Err(Error::invalid_field("images", "at most 1000"));
    }
    Ok(())
}

/// Record an MCP tool call.
///
/// The audit keeps, under the caller's token, what one of its MCP tool calls returned: the tool,
/// the outcome, the message ids and a hash of the text (action `mcp.tool_call`). Any token may
/// record its own calls; Postern's MCP server does it for every call.
#[utoipa::path(
    post,
    path = "/audit/tool-calls",
    operation_id = "audit_tool_calls_create",
    tag = "audit",
    request_body = ToolCallView,
    responses(
        (status = 204, description = "Recorded."),
        (status = 400, description = "`invalid_request`: an unknown tool or a malformed field.", body = ErrorBody),
    )
)]
pub async fn record(
    State(state): State<AppState>,
    caller: Caller,
    JsonBody(call): JsonBody<ToolCallView>,
) -> ApiResult<Response> {
    check(&call)?;
    let entry = caller.audit(
        "mcp.tool_call",
        &call.outcome,
        json!({ "tool": call.tool, "message_ids": call.message_ids, "text_sha256": call.text_sha256,
                "characters": call.characters, "images": call.images }),
    );
    state.store.audit(&entry).await?;
    Ok(StatusCode::NO_CONTENT.into_response())
}
