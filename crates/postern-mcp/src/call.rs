//! Running one tool call: arguments in, a JSON result or a tool-error sentence out.

use postern_core::model::Message;
use postern_core::ops::{InboxOps, MessageQuery, Require, WaitAnswer, WaitCall};
use postern_core::{Error, ErrorCode};
use serde_json::{Map, Value, json};
use std::time::Duration;
use tokio::time::Instant;

/// Longest single long-poll call; the server clamps to this too.
const MAX_CALL_SECONDS: f64 = 25.0;

/// How the transport wants waits run.
pub struct Settings {
    pub ceiling: f64,
    pub retry_429: bool,
    pub auth_hint: &'static str,
}

/// A tool failure, as a sentence for the model.
fn describe(e: &Error, settings: &Settings) -> String {
    let message = e.message.trim_end_matches('.');
    match e.code {
        ErrorCode::AuthenticationRequired | ErrorCode::AuthenticationFailed => {
            format!("Authentication failed (HTTP 401): the token was rejected. {}", settings.auth_hint)
        }
        ErrorCode::NotFound => format!("Not found (HTTP 404): {message}."),
        ErrorCode::RateLimited | ErrorCode::TooManyWaitRequests | ErrorCode::WaitCapacity => match e.retry_after {
            Some(n) if n > 0 => format!("Rate limited (HTTP 429): {message}. Retry after {n}s."),
            _ => format!("Rate limited (HTTP 429): {message}."),
        },
        _ => format!("{message}."),
    }
}

fn bad_argument(name: &str, what: &str) -> String {
    format!("Invalid argument `{name}`: {what}.")
}

fn text(args: &Map<String, Value>, name: &str) -> Result<Option<String>, String> {
    match args.get(name) {
        None | Some(Value::Null) => Ok(None),
        Some(Value::String(s)) => Ok(Some(s.clone())),
        Some(_) => Err(bad_argument(name, "expected a string")),
    }
}

fn required_id(args: &Map<String, Value>, name: &str) -> Result<String, String> {
    let id = text(args, name)?.ok_or_else(|| bad_argument(name, "required"))?;
    if id.is_empty() || id == "." || id == ".." {
        return Err(format!("Invalid id {id:?}: ids must be non-empty and not \".\" or \"..\"."));
    }
    Ok(id)
}

fn number(args: &Map<String, Value>, name: &str, default: f64) -> Result<f64, String> {
    match args.get(name) {
        None | Some(Value::Null) => Ok(default),
        Some(v) => v.as_f64().filter(|x| x.is_finite()).ok_or_else(|| bad_argument(name, "expected a number")),
    }
}

fn integer(args: &Map<String, Value>, name: &str) -> Result<Option<u32>, String> {
    match args.get(name) {
        None | Some(Value::Null) => Ok(None),
        Some(v) => v
            .as_u64()
            .and_then(|n| u32::try_from(n).ok())
            .map(Some)
            .ok_or_else(|| bad_argument(name, "expected a whole number")),
    }
}

fn boolean(args: &Map<String, Value>, name: &str) -> Result<Option<bool>, String> {
    match args.get(name) {
        None | Some(Value::Null) => Ok(None),
        Some(Value::Bool(b)) => Ok(Some(*b)),
        Some(_) => Err(bad_argument(name, "expected true or false")),
    }
}

/// `since` is forwarded exactly: `0` stays `0`, numbers keep their form.
fn since(args: &Map<String, Value>) -> Result<Option<String>, String> {
    match args.get("since") {
        None | Some(Value::Null) => Ok(None),
        Some(Value::String(s)) => Ok(Some(s.clone())),
        Some(Value::Number(n)) => Ok(Some(n.to_string())),
        Some(_) => Err(bad_argument("since", "expected a string, a number or null")),
    }
}

/// Runs tool `name` with `args`.
pub async fn run<O: InboxOps>(
    ops: &O,
    name: &str,
    args: &Map<String, Value>,
    settings: &Settings,
) -> Result<Value, String> {
    let fail = |e: Error| describe(&e, settings);
    match name {
        "create_inbox" => {
            let inbox = ops.create_inbox(text(args, "label")?).await.map_err(fail)?;
            Ok(json!({ "id": inbox.id, "address": inbox.address }))
        }
        "wait_for_otp" | "wait_for_link" => {
            let otp = name == "wait_for_otp";
            let inbox_id = required_id(args, "inbox_id")?;
            let requested = number(args, "timeout", 60.0)?;
            let min_confidence = if otp { Some(number(args, "min_confidence", 0.0)?) } else { None };
            let message = wait(ops, inbox_id, otp, requested, min_confidence, since(args)?, settings).await?;
            Ok(if otp {
                json!({ "otp": message.otp, "confidence": message.otp_confidence, "subject": message.subject, "from": message.from, "id": message.id, "received_at": message.received_at })
            } else {
                json!({ "magic_link": message.magic_link, "subject": message.subject, "from": message.from, "id": message.id, "received_at": message.received_at })
            })
        }
        "list_inboxes" => {
            let page = ops.list_inboxes(integer(args, "limit")?, text(args, "cursor")?).await.map_err(fail)?;
            Ok(json!({ "inboxes": page.data, "next_cursor": page.next_cursor, "has_more": page.has_more }))
        }
        "list_messages" => {
            let inbox_id = required_id(args, "inbox_id")?;
            let query = MessageQuery {
                has_otp: boolean(args, "has_otp")?,
                subject_contains: text(args, "subject_contains")?,
                from: text(args, "sender")?,
                limit: integer(args, "limit")?,
                cursor: text(args, "cursor")?,
            };
            let page = ops.list_messages(&inbox_id, query).await.map_err(fail)?;
            Ok(json!({ "messages": page.data, "next_cursor": page.next_cursor, "has_more": page.has_more }))
        }
        "get_latest" => {
            let message = ops.latest_message(&required_id(args, "inbox_id")?).await.map_err(fail)?;
            Ok(serde_json::to_value(message).unwrap_or_default())
        }
        "send_test_code" => {
            let sent = ops.send_test_code(&required_id(args, "inbox_id")?).await.map_err(fail)?;
            Ok(json!({ "message_id": sent.message_id, "sent_at": sent.sent_at }))
        }
        "delete_inbox" => {
            let inbox_id = required_id(args, "inbox_id")?;
            ops.delete_inbox(&inbox_id).await.map_err(fail)?;
            Ok(json!({ "deleted": inbox_id }))
        }
        other => Err(format!("Unknown tool: {other}")),
    }
}

/// The wait loop: 25 s long-polls until the overall deadline, carrying the server's cutoff from
/// each empty answer to the next call when the caller gave no `since`.
async fn wait<O: InboxOps>(
    ops: &O,
    inbox_id: String,
    otp: bool,
    requested: f64,
    min_confidence: Option<f64>,
    since: Option<String>,
    settings: &Settings,
) -> Result<Message, String> {
    let overall = requested.clamp(1.0, settings.ceiling);
    let deadline = Instant::now() + Duration::from_secs_f64(overall);
    let caller_since = since.is_some();
    let mut cursor = since;
    let timed_out = || {
        format!(
            "Timed out waiting for a matching message: no matching message arrived within {overall}s. Nothing matched yet — call the wait tool again to keep waiting."
        )
    };
    loop {
        let remaining = deadline.saturating_duration_since(Instant::now()).as_secs_f64();
        if remaining <= 0.0 {
            return Err(timed_out());
        }
        let call = WaitCall {
            inbox_id: inbox_id.clone(),
            require: if otp { Require::Otp } else { Require::Link },
            since: cursor.clone(),
            min_confidence,
            timeout: remaining.clamp(1.0, MAX_CALL_SECONDS),
        };
        match ops.wait(call).await {
            Ok(WaitAnswer::Matched(message)) => return Ok(*message),
            Ok(WaitAnswer::Nothing { cutoff }) => {
                if !caller_since && cutoff.is_some() {
                    cursor = cutoff;
                }
            }
            Err(e) if settings.retry_429 && e.code.http_status() == 429 => {
                let pause = Duration::from_secs(e.retry_after.unwrap_or(1).max(1));
                if Instant::now() + pause > deadline {
                    return Err(timed_out());
                }
                tokio::time::sleep(pause).await;
            }
            Err(e) => return Err(describe(&e, settings)),
        }
    }
}
