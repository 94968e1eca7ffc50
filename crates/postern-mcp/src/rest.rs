//! What the tools made of REST requests share (the mailbox and webhook tools): their definition,
//! what the caller holds (from `/me`) and so which tools it is offered, what a tool answers, and
//! reading arguments into paths and query strings.

use percent_encoding::{AsciiSet, NON_ALPHANUMERIC, utf8_percent_encode};
use postern_core::Error;
use postern_core::rights::Operation;
use serde_json::{Map, Value, json};
use sha2::{Digest, Sha256};
use std::collections::HashSet;

/// One tool made of REST requests.
pub struct ApiTool {
    pub name: &'static str,
    pub title: &'static str,
    pub description: &'static str,
    /// Operations of which the caller must hold at least one somewhere.
    pub needs: &'static [Operation],
    /// What an account must be able to do (one of these, as `supports` names it) for the tool
    /// to work on it; empty: any account.
    pub capability: &'static [&'static str],
    /// (read-only, destructive, idempotent)
    pub hints: [bool; 3],
    pub wait: bool,
}

/// What a caller holds, as `/me` says: operations on the service and on inboxes, and per
/// account its operations and what the account can do.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Held {
    /// Every operation held somewhere.
    pub operations: HashSet<String>,
    /// Operations held on the service or on inboxes (no account needed).
    anywhere: HashSet<String>,
    /// Per account: its operations, and what it supports (`None`: not said, taken as all).
    accounts: Vec<(HashSet<String>, Option<HashSet<String>>)>,
}

impl From<HashSet<String>> for Held {
    /// Operations held on the service, no account.
    fn from(operations: HashSet<String>) -> Held {
        Held { anywhere: operations.clone(), operations, accounts: Vec::new() }
    }
}

impl Held {
    /// Whether the caller may use `tool` somewhere: one of its operations held on the service,
    /// or on an account that can do what the tool does.
    pub fn may_use(&self, tool: &ApiTool) -> bool {
        let needs = |ops: &HashSet<String>| tool.needs.iter().any(|n| ops.contains(n.as_str()));
        needs(&self.anywhere)
            || self.accounts.iter().any(|(ops, supports)| {
                needs(ops)
                    && (tool.capability.is_empty()
                        || supports.as_ref().is_none_or(|s| tool.capability.iter().any(|c| s.contains(*c))))
            })
    }
}

/// The tools of `tools` a caller is offered: those it holds a right for, on an account that can
/// do them.
pub fn offered_of(held: &Held, tools: &'static [ApiTool]) -> Vec<&'static ApiTool> {
    tools.iter().filter(|t| held.may_use(t)).collect()
}

/// What `/me` says the caller holds.
pub fn held_operations(me: &Value) -> Held {
    let data = &me["data"];
    let names = |list: &Value| -> HashSet<String> {
        list.as_array().into_iter().flatten().filter_map(Value::as_str).map(str::to_string).collect()
    };
    let mut held = Held::default();
    for list in [&data["service"], &data["inboxes"]["operations"]] {
        held.anywhere.extend(names(list));
    }
    held.operations = held.anywhere.clone();
    for account in data["accounts"].as_array().into_iter().flatten() {
        let ops = names(&account["operations"]);
        held.operations.extend(ops.iter().cloned());
        let supports = account["supports"].is_array().then(|| names(&account["supports"]));
        held.accounts.push((ops, supports));
    }
    held
}

pub(crate) fn string_list(description: &str) -> Value {
    json!({ "type": "array", "items": { "type": "string" }, "description": description })
}

/// What a tool answers: JSON (also as structured content), or text with marked mail content.
pub enum Output {
    Json(Value),
    Text(String),
    /// Text and pictures, in order (an attachment read for the model).
    Parts(Vec<Block>),
}

/// One block of a tool's answer.
pub enum Block {
    Text(String),
    /// A picture, base64-encoded, with its media type.
    Image {
        data_base64: String,
        mime: String,
    },
}

const SEGMENT: &AsciiSet = &NON_ALPHANUMERIC.remove(b'-').remove(b'_').remove(b'.').remove(b'~');

pub(crate) fn seg(id: &str) -> String {
    utf8_percent_encode(id, SEGMENT).to_string()
}

pub(crate) fn bad(name: &str, what: &str) -> String {
    format!("Invalid argument `{name}`: {what}.")
}

pub(crate) fn text(args: &Map<String, Value>, name: &str) -> Result<Option<String>, String> {
    match args.get(name) {
        None | Some(Value::Null) => Ok(None),
        Some(Value::String(s)) if s.trim().is_empty() => Ok(None),
        Some(Value::String(s)) => Ok(Some(s.clone())),
        Some(Value::Number(n)) => Ok(Some(n.to_string())),
        Some(_) => Err(bad(name, "expected a string")),
    }
}

pub(crate) fn required(args: &Map<String, Value>, name: &str) -> Result<String, String> {
    text(args, name)?.ok_or_else(|| bad(name, "required"))
}

pub(crate) fn flag(args: &Map<String, Value>, name: &str) -> Result<Option<bool>, String> {
    match args.get(name) {
        None | Some(Value::Null) => Ok(None),
        Some(Value::Bool(b)) => Ok(Some(*b)),
        Some(_) => Err(bad(name, "expected true or false")),
    }
}

pub(crate) fn integer(args: &Map<String, Value>, name: &str, default: u64, range: (u64, u64)) -> Result<u64, String> {
    match args.get(name) {
        None | Some(Value::Null) => Ok(default),
        Some(v) => v
            .as_u64()
            .filter(|n| (range.0..=range.1).contains(n))
            .ok_or_else(|| bad(name, &format!("expected an integer from {} to {}", range.0, range.1))),
    }
}

pub(crate) fn strings(args: &Map<String, Value>, name: &str, max: usize) -> Result<Vec<String>, String> {
    match args.get(name) {
        None | Some(Value::Null) => Ok(Vec::new()),
        Some(Value::Array(items)) if items.len() <= max => {
            items.iter().map(|v| v.as_str().map(str::to_string).ok_or_else(|| bad(name, "expected strings"))).collect()
        }
        Some(_) => Err(bad(name, &format!("expected a list of at most {max} strings"))),
    }
}

/// A query string from the parameters that are set.
pub(crate) fn query(pairs: &[(&str, Option<String>)]) -> String {
    let set: Vec<String> = pairs
        .iter()
        .filter_map(|(k, v)| v.as_ref().map(|v| format!("{k}={}", utf8_percent_encode(v, SEGMENT))))
        .collect();
    if set.is_empty() { String::new() } else { format!("?{}", set.join("&")) }
}

pub(crate) fn failed(e: Error) -> String {
    let message = e.message.trim_end_matches('.');
    match e.retry_after {
        Some(n) => format!("{message} ({}). Retry after {n}s.", e.code.as_str()),
        None => format!("{message} ({}).", e.code.as_str()),
    }
}

/// A key derived from the tool and its arguments: a retried call is not sent twice.
pub(crate) fn derived_key(name: &str, args: &Map<String, Value>) -> String {
    let digest = Sha256::digest(format!("{name}\n{}", Value::Object(args.clone())).as_bytes());
    format!("mcp-{}", postern_core::hex(&digest[..16]))
}
