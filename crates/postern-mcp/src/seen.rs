//! What the model saw: after every tool call the server's audit gets the tool, the outcome, the
//! message ids the result named and a SHA-256 of the text it returned (`POST
//! /audit/tool-calls`), so that an operator can tell afterwards what an agent read before it
//! sent something, and match it against a transcript, without the audit keeping mail.

use postern_core::ops::ApiCall;
use rmcp::model::{CallToolResult, ContentBlock};
use serde_json::json;
use sha2::{Digest, Sha256};

/// Most message ids one record names.
pub const MAX_IDS: usize = 100;

/// What a result showed: its text blocks joined by newlines, and how many pictures.
pub fn shown(result: &CallToolResult) -> (String, usize) {
    let mut texts = Vec::new();
    let mut images = 0;
    for block in &result.content {
        match block {
            ContentBlock::Text(text) => texts.push(text.text.as_str()),
            ContentBlock::Image(_) => images += 1,
            _ => {}
        }
    }
    (texts.join("\n"), images)
}

/// The message ids (`msg_…`) named in `text`, in order, each once, at most [`MAX_IDS`].
pub fn message_ids(text: &str) -> Vec<String> {
    let mut ids: Vec<String> = Vec::new();
    let mut rest = text;
    while let Some(at) = rest.find("msg_") {
        let after = &rest[at + 4..];
        let len = after.bytes().take_while(|b| b.is_ascii_alphanumeric()).count();
        let starts_word = rest[..at].chars().next_back().is_none_or(|c| !c.is_ascii_alphanumeric() && c != '_');
        if len > 0 && len <= 40 && starts_word {
            let id = format!("msg_{}", &after[..len]);
            if !ids.contains(&id) {
                ids.push(id);
                if ids.len() == MAX_IDS {
                    break;
                }
            }
        }
        rest = &after[len..];
    }
    ids
}

/// Records the call of `tool` and what it showed in the audit; a failure to record is logged,
/// and the result still goes to the model.
pub async fn record<O: ApiCall>(ops: &O, tool: &str, result: &CallToolResult) {
    let (text, images) = shown(result);
    let body = json!({
        "tool": tool,
        "outcome": if result.is_error == Some(true) { "error" } else { "ok" },
        "message_ids": message_ids(&text),
        "text_sha256": postern_core::hex(&Sha256::digest(text.as_bytes())),
        "characters": text.chars().count(),
        "images": images,
    });
    if let Err(e) = ops.api("POST", "/audit/tool-calls", Some(body), None).await {
        tracing::warn!(tool, code = e.code.as_str(), "a tool call could not be recorded in the audit");
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn message_ids_are_found_once_each() {
        let text = "message msg_abc123\n{\"id\": \"msg_abc123\"} and msg_Z9, not xmsg_no nor msg_ alone; msg_def";
        assert_eq!(message_ids(text), ["msg_abc123", "msg_Z9", "msg_def"]);
        let many: String = (0..150).map(|i| format!("msg_{i} ")).collect();
        assert_eq!(message_ids(&many).len(), MAX_IDS);
    }
}
