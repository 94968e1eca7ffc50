//! `users.history.list`: the changes after a `startHistoryId`, oldest first, paged.

use serde_json::{Map, Value, json};

use super::{Result, invalid, max_results, not_found};
use crate::google::store::{Change, Record};
use crate::google::util::{page_token, read_page_token};
use crate::google::{Call, Reply, State};

/// The `historyTypes` values.
// https://developers.google.com/gmail/api/reference/rest/v1/users.history/list#HistoryType
const HISTORY_TYPES: [&str; 4] = ["messageAdded", "messageDeleted", "labelAdded", "labelRemoved"];

/// `GET history?startHistoryId&maxResults&pageToken&labelId&historyTypes`: the records with an
/// id above `startHistoryId`, oldest first, `maxResults` per page, and the mailbox's current
/// `historyId`. A `startHistoryId` older than the history kept answers 404: the client must
/// sync in full.
// https://developers.google.com/gmail/api/reference/rest/v1/users.history/list
// https://developers.google.com/gmail/api/guides/sync
pub(super) fn list(st: &State, user: usize, call: &Call) -> Result<Reply> {
    let start = match call.query_value("startHistoryId") {
        None => return Err(invalid("Missing required parameter: startHistoryId")),
        Some(text) => text.trim().parse::<u64>().map_err(|_| invalid("Invalid startHistoryId"))?,
    };
    let size = max_results(call, 100, 500)?;
    let label = call.query_value("labelId").filter(|l| !l.is_empty());
    let mut types = call.query_values("historyTypes");
    if let Some(unknown) = types.iter().find(|t| !HISTORY_TYPES.contains(&t.as_str())) {
        return Err(invalid(&format!("Invalid value '{unknown}' for historyTypes")));
    }
    if types.is_empty() {
        types = HISTORY_TYPES.iter().map(|t| t.to_string()).collect();
    }
    let after = match call.query_value("pageToken").filter(|t| !t.is_empty()) {
        None => start,
        Some(token) => read_page_token("h", &token)
            .and_then(|c| c.parse::<u64>().ok())
            .ok_or_else(|| invalid("Invalid pageToken"))?
            .max(start),
    };
    let mailbox = &st.users[user];
    if start < mailbox.history_floor {
        return Err(not_found());
    }
    let mut entries: Vec<(u64, Value)> = Vec::new();
    let mut more = false;
    for record in mailbox.history.iter().filter(|r| r.id > after) {
        let Some(entry) = entry(record, &types, label.as_deref()) else { continue };
        if entries.len() == size {
            more = true;
            break;
        }
        entries.push((record.id, entry));
    }
    let mut body = json!({});
    if !entries.is_empty() {
        body["history"] = entries.iter().map(|(_, e)| e.clone()).collect::<Vec<_>>().into();
    }
    if more && let Some((last, _)) = entries.last() {
        body["nextPageToken"] = page_token("h", &last.to_string()).into();
    }
    body["historyId"] = mailbox.history_id.to_string().into();
    Ok(Reply::json(200, body))
}

/// A record as history.list shows it, keeping only the kinds in `types` and, with `label`,
/// only changes of messages with that label (or of that label); `None` when nothing is left.
// https://developers.google.com/gmail/api/reference/rest/v1/users.history#History
fn entry(record: &Record, types: &[String], label: Option<&str>) -> Option<Value> {
    let wants = |kind: &str| types.iter().any(|t| t == kind);
    let mut message = json!({"id": record.message_id, "threadId": record.thread_id});
    if !record.labels.is_empty() {
        message["labelIds"] = json!(record.labels);
    }
    let touches = |changed: &[String]| {
        label.is_none_or(|l| record.labels.iter().any(|x| x == l) || changed.iter().any(|x| x == l))
    };
    let mut out = Map::new();
    out.insert("id".into(), record.id.to_string().into());
    out.insert("messages".into(), json!([{"id": record.message_id, "threadId": record.thread_id}]));
    match &record.change {
        Change::Added if wants("messageAdded") && touches(&[]) => {
            out.insert("messagesAdded".into(), json!([{"message": message}]));
        }
        Change::Deleted if wants("messageDeleted") && touches(&[]) => {
            out.insert("messagesDeleted".into(), json!([{"message": message}]));
        }
        Change::Labels { added, removed } => {
            if !added.is_empty() && wants("labelAdded") && touches(added) {
                out.insert("labelsAdded".into(), json!([{"message": message, "labelIds": added}]));
            }
            if !removed.is_empty() && wants("labelRemoved") && touches(removed) {
                out.insert("labelsRemoved".into(), json!([{"message": message, "labelIds": removed}]));
            }
        }
        _ => {}
    }
    (out.len() > 2).then_some(Value::Object(out))
}
