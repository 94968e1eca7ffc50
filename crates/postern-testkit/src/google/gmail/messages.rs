//! `users.messages`: list, get (minimal, metadata, raw, full), attachments, modify,
//! batchModify, batchDelete, trash, untrash, delete, insert and import.

use base64::Engine as _;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use serde_json::{Value, json};

use super::{
    Result, check_id, find_message, invalid, json_body, max_results, message_input, not_found, query_bool, string_list,
};
use crate::google::mime::{self, Part};
use crate::google::store::{Mailbox, Message};
use crate::google::util::{base64url, now_ms, page_token, parse_rfc5322_date, read_page_token};
use crate::google::{Call, Reply, State};

/// At most 1000 ids in a batchModify or batchDelete.
// https://developers.google.com/gmail/api/reference/rest/v1/users.messages/batchModify
const MAX_BATCH_IDS: usize = 1000;

/// Labels that `modify` cannot add or remove: a message becomes a draft or a sent message only
/// through drafts and send.
// https://developers.google.com/gmail/api/guides/labels
const FIXED_LABELS: [&str; 2] = ["DRAFT", "SENT"];

/// What `messages.get` returns.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(in crate::google) enum Format {
    Minimal,
    Metadata,
    Raw,
    Full,
}

/// The `format` parameter (default `full`).
// https://developers.google.com/gmail/api/reference/rest/v1/Format
pub(super) fn format_of(call: &Call) -> Result<Format> {
    match call.query_value("format").map(|f| f.to_ascii_lowercase()).as_deref() {
        None | Some("full") => Ok(Format::Full),
        Some("minimal") => Ok(Format::Minimal),
        Some("metadata") => Ok(Format::Metadata),
        Some("raw") => Ok(Format::Raw),
        Some(other) => Err(invalid(&format!("Invalid value at 'format' ({other})"))),
    }
}

/// A message in `format`: `id`, `threadId`, `labelIds` (left out when empty, as Google leaves
/// out empty lists), `snippet`, `historyId`, `internalDate`, `sizeEstimate`; `metadata` adds
/// the top-level header fields (only `metadata_headers` when given), `raw` the source in
/// base64url, `full` the part tree.
// https://developers.google.com/gmail/api/reference/rest/v1/users.messages
pub(in crate::google) fn message_json(message: &Message, format: Format, metadata_headers: &[String]) -> Value {
    let root = mime::parse(&message.raw);
    let mut body = json!({"id": message.id, "threadId": message.thread_id});
    if !message.labels.is_empty() {
        body["labelIds"] = json!(message.labels);
    }
    body["snippet"] = mime::snippet(&root).into();
    body["sizeEstimate"] = message.raw.len().into();
    body["historyId"] = message.history_id.to_string().into();
    body["internalDate"] = message.internal_date.to_string().into();
    match format {
        Format::Minimal => {}
        Format::Metadata => {
            let headers: Vec<Value> = root
                .headers
                .iter()
                .filter(|(name, _)| {
                    metadata_headers.is_empty() || metadata_headers.iter().any(|h| h.eq_ignore_ascii_case(name))
                })
                .map(|(name, value)| json!({"name": name, "value": value}))
                .collect();
            body["payload"] = json!({"mimeType": root.mime_type, "headers": headers});
        }
        Format::Raw => body["raw"] = base64url(&message.raw).into(),
        Format::Full => body["payload"] = part_json(&root, &message.id),
    }
    body
}

/// `{"id","threadId","labelIds"}`: what send and the drafts' messages answer.
pub(in crate::google) fn short_json(message: &Message) -> Value {
    let mut body = json!({"id": message.id, "threadId": message.thread_id});
    if !message.labels.is_empty() {
        body["labelIds"] = json!(message.labels);
    }
    body
}

/// A part of the `full` format: `partId`, `mimeType`, `filename`, `headers`, `body` (`size`,
/// and the decoded content as base64url in `data`, or an `attachmentId` for an attachment),
/// and its `parts`.
// https://developers.google.com/gmail/api/reference/rest/v1/users.messages#MessagePart
fn part_json(part: &Part, message_id: &str) -> Value {
    let headers: Vec<Value> = part.headers.iter().map(|(name, value)| json!({"name": name, "value": value})).collect();
    let mut body = json!({"size": if part.parts.is_empty() { part.body.len() } else { 0 }});
    if part.parts.is_empty() {
        if part.attachment {
            body["attachmentId"] = attachment_id(message_id, &part.part_id).into();
        } else if !part.body.is_empty() {
            body["data"] = base64url(&part.body).into();
        }
    }
    let mut out = json!({
        "partId": part.part_id,
        "mimeType": part.mime_type,
        "filename": part.filename,
        "headers": headers,
        "body": body,
    });
    if !part.parts.is_empty() {
        out["parts"] = part.parts.iter().map(|p| part_json(p, message_id)).collect::<Vec<_>>().into();
    }
    out
}

/// An attachment id: opaque, long, and naming the part (Gmail's are opaque too).
fn attachment_id(message_id: &str, part_id: &str) -> String {
    format!("ANGjdJ{}", URL_SAFE_NO_PAD.encode(format!("{message_id}/{part_id}/postern-fake-attachment")))
}

fn find_part<'a>(part: &'a Part, part_id: &str) -> Option<&'a Part> {
    if part.part_id == part_id {
        return Some(part);
    }
    part.parts.iter().find_map(|child| find_part(child, part_id))
}

/// `GET messages/{id}/attachments/{attachmentId}`: `{"size","data"}`.
// https://developers.google.com/gmail/api/reference/rest/v1/users.messages.attachments/get
pub(super) fn attachment(st: &State, user: usize, id: &str, attachment: &str) -> Result<Reply> {
    let index = find_message(st, user, id)?;
    let bad = || invalid("Invalid attachment token");
    let encoded = attachment.strip_prefix("ANGjdJ").ok_or_else(bad)?;
    let decoded = URL_SAFE_NO_PAD.decode(encoded.trim_end_matches('=')).map_err(|_| bad())?;
    let decoded = String::from_utf8(decoded).map_err(|_| bad())?;
    let mut fields = decoded.split('/');
    let (Some(message_id), Some(part_id)) = (fields.next(), fields.next()) else { return Err(bad()) };
    if message_id != id {
        return Err(bad());
    }
    let message = &st.users[user].messages[index];
    let root = mime::parse(&message.raw);
    let part = find_part(&root, part_id).filter(|p| p.parts.is_empty()).ok_or_else(not_found)?;
    Ok(Reply::json(200, json!({"attachmentId": attachment, "size": part.body.len(), "data": base64url(&part.body)})))
}

/// `GET messages/{id}?format=&metadataHeaders=`.
// https://developers.google.com/gmail/api/reference/rest/v1/users.messages/get
pub(super) fn get(st: &State, user: usize, id: &str, call: &Call) -> Result<Reply> {
    let format = format_of(call)?;
    let index = find_message(st, user, id)?;
    let headers = metadata_headers(call);
    Ok(Reply::json(200, message_json(&st.users[user].messages[index], format, &headers)))
}

/// The `metadataHeaders` parameters (repeated; a comma list is read too).
pub(super) fn metadata_headers(call: &Call) -> Vec<String> {
    call.query_values("metadataHeaders")
        .iter()
        .flat_map(|v| v.split(','))
        .map(|h| h.trim().to_string())
        .filter(|h| !h.is_empty())
        .collect()
}

/// `GET messages?maxResults&pageToken&labelIds&q&includeSpamTrash`: newest first (by
/// internal date, then id). Messages in SPAM or TRASH are left out unless `includeSpamTrash`
/// or a `labelIds` names that label. `q` is served for `rfc822msgid:` only.
// https://developers.google.com/gmail/api/reference/rest/v1/users.messages/list
pub(super) fn list(st: &State, user: usize, call: &Call) -> Result<Reply> {
    let size = max_results(call, 100, 500)?;
    let include_spam_trash = query_bool(call, "includeSpamTrash")?;
    let labels = call.query_values("labelIds");
    let wanted_id = search(call)?;
    let cursor = match call.query_value("pageToken").filter(|t| !t.is_empty()) {
        None => None,
        Some(token) => Some(read_cursor(&token).ok_or_else(|| invalid("Invalid pageToken"))?),
    };
    let mailbox = &st.users[user];
    let mut matching: Vec<&Message> = mailbox
        .messages
        .iter()
        .filter(|m| labels.iter().all(|l| m.has(l)))
        .filter(|m| {
            include_spam_trash
                || ["SPAM", "TRASH"].iter().all(|hidden| !m.has(hidden) || labels.iter().any(|l| l == hidden))
        })
        .filter(|m| wanted_id.as_ref().is_none_or(|id| m.head.message_id.as_ref() == Some(id)))
        .collect();
    matching.sort_by(|a, b| (b.internal_date, &b.id).cmp(&(a.internal_date, &a.id)));
    let total = matching.len();
    let after: Vec<&Message> = match &cursor {
        Some((date, id)) => matching.into_iter().filter(|m| (m.internal_date, &m.id) < (*date, id)).collect(),
        None => matching,
    };
    let page: Vec<&Message> = after.iter().take(size).copied().collect();
    let mut body = json!({});
    if !page.is_empty() {
        body["messages"] = page.iter().map(|m| json!({"id": m.id, "threadId": m.thread_id})).collect::<Vec<_>>().into();
    }
    if after.len() > size
        && let Some(last) = page.last()
    {
        body["nextPageToken"] = page_token("m", &format!("{}:{}", last.internal_date, last.id)).into();
    }
    body["resultSizeEstimate"] = total.into();
    Ok(Reply::json(200, body))
}

/// The Message-ID an `rfc822msgid:` query asks for (with brackets), `None` for an empty
/// query; other queries are refused so that a test notices.
// https://support.google.com/mail/answer/7190
fn search(call: &Call) -> Result<Option<String>> {
    let q = call.query_value("q").unwrap_or_default();
    let q = q.trim();
    if q.is_empty() {
        return Ok(None);
    }
    let id = q
        .strip_prefix("rfc822msgid:")
        .map(|id| id.trim().trim_start_matches('<').trim_end_matches('>'))
        .filter(|id| !id.is_empty() && !id.contains(char::is_whitespace))
        .ok_or_else(|| invalid("the fake supports only rfc822msgid: queries"))?;
    Ok(Some(format!("<{id}>")))
}

fn read_cursor(token: &str) -> Option<(i64, String)> {
    let cursor = read_page_token("m", token)?;
    let (date, id) = cursor.split_once(':')?;
    Some((date.parse().ok()?, id.to_string()))
}

/// Checks the labels of a modify: each must exist and be neither DRAFT nor SENT.
fn check_labels(mailbox: &Mailbox, labels: &[String]) -> Result<()> {
    for label in labels {
        if !mailbox.knows_label(label) || FIXED_LABELS.contains(&label.as_str()) {
            return Err(invalid(&format!("Invalid label: {label}")));
        }
    }
    Ok(())
}

/// What a modify does beyond its lists: adding SPAM takes the message out of INBOX (adding
/// TRASH keeps the other labels, as trash does).
// https://developers.google.com/gmail/api/guides/labels
fn effective_removals(add: &[String], remove: &[String]) -> Vec<String> {
    let mut remove = remove.to_vec();
    if add.iter().any(|l| l == "SPAM") && !remove.iter().any(|l| l == "INBOX") {
        remove.push("INBOX".into());
    }
    remove
}

/// `POST messages/{id}/modify {"addLabelIds","removeLabelIds"}`: the message in the `minimal`
/// format.
// https://developers.google.com/gmail/api/reference/rest/v1/users.messages/modify
pub(super) fn modify(st: &mut State, user: usize, id: &str, call: &Call) -> Result<Reply> {
    let index = find_message(st, user, id)?;
    let body = json_body(call)?;
    let add = string_list(&body, "addLabelIds")?;
    let remove = string_list(&body, "removeLabelIds")?;
    let mailbox = &mut st.users[user];
    check_labels(mailbox, &add)?;
    check_labels(mailbox, &remove)?;
    mailbox.relabel(index, &add, &effective_removals(&add, &remove));
    Ok(Reply::json(200, message_json(&mailbox.messages[index], Format::Minimal, &[])))
}

/// The `ids` of a batch request: at most 1000.
fn batch_ids(body: &serde_json::Map<String, Value>) -> Result<Vec<String>> {
    let ids = string_list(body, "ids")?;
    if ids.len() > MAX_BATCH_IDS {
        return Err(invalid(&format!("Too many ids: at most {MAX_BATCH_IDS} per request")));
    }
    Ok(ids)
}

/// `POST messages/batchModify {"ids","addLabelIds","removeLabelIds"}`: 204; unknown ids are
/// skipped.
// https://developers.google.com/gmail/api/reference/rest/v1/users.messages/batchModify
pub(super) fn batch_modify(st: &mut State, user: usize, call: &Call) -> Result<Reply> {
    let body = json_body(call)?;
    let ids = batch_ids(&body)?;
    let add = string_list(&body, "addLabelIds")?;
    let remove = string_list(&body, "removeLabelIds")?;
    let mailbox = &mut st.users[user];
    check_labels(mailbox, &add)?;
    check_labels(mailbox, &remove)?;
    let remove = effective_removals(&add, &remove);
    for id in &ids {
        if let Some(index) = mailbox.message_index(id) {
            mailbox.relabel(index, &add, &remove);
        }
    }
    Ok(Reply::empty(204))
}

/// `POST messages/batchDelete {"ids"}`: 204; the messages are gone for good.
// https://developers.google.com/gmail/api/reference/rest/v1/users.messages/batchDelete
pub(super) fn batch_delete(st: &mut State, user: usize, call: &Call) -> Result<Reply> {
    let body = json_body(call)?;
    let ids = batch_ids(&body)?;
    let mailbox = &mut st.users[user];
    for id in &ids {
        if let Some(index) = mailbox.message_index(id) {
            mailbox.remove(index);
        }
    }
    Ok(Reply::empty(204))
}

/// `POST messages/{id}/trash` (adds TRASH, keeps the other labels) and `…/untrash` (removes
/// TRASH): the message in the `minimal` format.
// https://developers.google.com/gmail/api/reference/rest/v1/users.messages/trash
// https://developers.google.com/gmail/api/reference/rest/v1/users.messages/untrash
pub(super) fn trash(st: &mut State, user: usize, id: &str, to_trash: bool) -> Result<Reply> {
    let index = find_message(st, user, id)?;
    let mailbox = &mut st.users[user];
    let trash = ["TRASH".to_string()];
    if to_trash {
        mailbox.relabel(index, &trash, &[]);
    } else {
        mailbox.relabel(index, &[], &trash);
    }
    Ok(Reply::json(200, message_json(&mailbox.messages[index], Format::Minimal, &[])))
}

/// `DELETE messages/{id}`: 204; gone for good.
// https://developers.google.com/gmail/api/reference/rest/v1/users.messages/delete
pub(super) fn delete(st: &mut State, user: usize, id: &str) -> Result<Reply> {
    let index = find_message(st, user, id)?;
    st.users[user].remove(index);
    Ok(Reply::empty(204))
}

/// `POST messages` (insert) and `POST messages/import`: `{"raw","labelIds","threadId"}` or a
/// media upload; the message in the `minimal` format. `internalDateSource` is `receivedTime`
/// by default for insert, `dateHeader` for import. Without a `threadId` the message starts a
/// thread of its own.
// https://developers.google.com/gmail/api/reference/rest/v1/users.messages/insert
// https://developers.google.com/gmail/api/reference/rest/v1/users.messages/import
pub(super) fn insert(st: &mut State, user: usize, call: &Call, upload: bool, import: bool) -> Result<Reply> {
    let date_header = match call.query_value("internalDateSource").as_deref() {
        None => import,
        Some("dateHeader") => true,
        Some("receivedTime") => false,
        Some(other) => return Err(invalid(&format!("Invalid value '{other}' for internalDateSource"))),
    };
    let input = message_input(call, upload, false)?;
    let mailbox = &st.users[user];
    for label in &input.label_ids {
        if !mailbox.knows_label(label) || label == "DRAFT" {
            return Err(invalid(&format!("Invalid label: {label}")));
        }
    }
    if let Some(thread) = &input.thread_id {
        check_id(thread)?;
    }
    let head = mime::head(&input.raw);
    let thread = mailbox.thread_for(&head, input.thread_id.as_deref(), false).map_err(|()| not_found())?;
    let date = internal_date(&head, date_header);
    let index = st.add_message(user, input.raw, input.label_ids, thread, date);
    Ok(Reply::json(200, message_json(&st.users[user].messages[index], Format::Minimal, &[])))
}

/// The internal date of a new message: its Date field when `date_header` (and readable), else
/// now.
pub(in crate::google) fn internal_date(head: &mime::Head, date_header: bool) -> i64 {
    date_header.then(|| head.date.as_deref().and_then(parse_rfc5322_date)).flatten().unwrap_or_else(now_ms)
}
