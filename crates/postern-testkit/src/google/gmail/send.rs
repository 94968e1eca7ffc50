//! Sending and drafts: `messages.send`, `users.drafts` (create, list, get, update, delete,
//! send), and the delivery of mail to the fake's own users (also used by the test helpers).

use std::time::SystemTime;

use serde_json::{Value, json};

use super::messages::{format_of, internal_date, message_json, metadata_headers, short_json};
use super::{Result, check_id, invalid, json_body, max_results, message_input, not_found, status_error, string_field};
use crate::fake::mime::set_field;
use crate::fake::util::rfc5322_date;
use crate::google::mime;
use crate::google::store::Draft;
use crate::google::util::{page_token, read_page_token};
use crate::google::{Call, FakeSent, Reply, State};

/// `POST messages/send {"raw","threadId"}` (or a media upload): the sent message
/// `{"id","threadId","labelIds"}`. The recipients are the To, Cc and Bcc fields (the API has no
/// envelope); the sent copy keeps its Bcc field, the delivered one does not.
// https://developers.google.com/gmail/api/reference/rest/v1/users.messages/send
// https://developers.google.com/gmail/api/guides/sending
pub(super) fn send_message(st: &mut State, user: usize, call: &Call, upload: bool) -> Result<Reply> {
    let input = message_input(call, upload, false)?;
    if let Some(thread) = &input.thread_id {
        check_id(thread)?;
    }
    if let Some(status) = st.fail_next_send.take() {
        return Err(status_error(status));
    }
    let raw = complete(st, user, input.raw);
    let head = mime::head(&raw);
    if head.recipients.is_empty() {
        return Err(invalid("Recipient address required"));
    }
    let thread = st.users[user].thread_for(&head, input.thread_id.as_deref(), false).map_err(|()| not_found())?;
    let labels = sent_labels(st, user, &head.recipients);
    let date = internal_date(&head, false);
    let index = st.add_message(user, raw, labels, thread, date);
    let id = st.users[user].messages[index].id.clone();
    record_send(st, user, &id);
    let index = st.users[user].message_index(&id).unwrap_or(index);
    Ok(Reply::json(200, short_json(&st.users[user].messages[index])))
}

/// `GET settings/sendAs`: the primary address and the aliases, each with whether it is the
/// primary and (for custom "from" aliases) its verification.
// https://developers.google.com/gmail/api/reference/rest/v1/users.settings.sendAs
pub(super) fn send_as_list(st: &State, user: usize) -> Reply {
    let mailbox = &st.users[user];
    let mut list = vec![json!({
        "sendAsEmail": mailbox.address, "displayName": "", "replyToAddress": "", "signature": "",
        "isPrimary": true, "isDefault": true,
    })];
    for (alias, status) in &mailbox.send_as {
        let mut entry = json!({
            "sendAsEmail": alias, "displayName": "", "replyToAddress": "", "signature": "",
            "isDefault": false, "treatAsAlias": true,
        });
        if let Some(status) = status {
            entry["verificationStatus"] = json!(status);
        }
        list.push(entry);
    }
    Reply::json(200, json!({ "sendAs": list }))
}

/// Whether the user may send as `address`: the primary address, or an alias that needs no
/// verification or was verified.
fn may_send_as(st: &State, user: usize, address: &str) -> bool {
    let mailbox = &st.users[user];
    mailbox.address.eq_ignore_ascii_case(address)
        || mailbox.send_as.iter().any(|(alias, status)| {
            alias.eq_ignore_ascii_case(address) && status.as_deref().is_none_or(|s| s == "accepted")
        })
}

/// What Gmail adds to a message it sends when the message lacks it: `From` (the user),
/// `Date`, `Message-ID`. A `From` the user may not send as becomes the primary address.
// https://developers.google.com/gmail/api/guides/sending
// https://developers.google.com/gmail/api/guides/alias_and_signature_settings
fn complete(st: &mut State, user: usize, raw: Vec<u8>) -> Vec<u8> {
    let fields = mime::fields(&raw);
    let mut raw = raw;
    if mime::field(&fields, "message-id").is_none() {
        let id = format!("<CA+{}@mail.gmail.com>", st.rng.token(33));
        raw = mime::prepend_field(&raw, "Message-ID", &id);
    }
    if mime::field(&fields, "date").is_none() {
        raw = mime::prepend_field(&raw, "Date", &rfc5322_date(SystemTime::now(), false));
    }
    match mime::field(&fields, "from") {
        None => {
            let from = st.users[user].address.clone();
            raw = mime::prepend_field(&raw, "From", &from);
        }
        Some(from) => {
            let address = from.rsplit_once('<').map_or(from.as_str(), |(_, rest)| rest.trim_end_matches(['>', ' ']));
            if !may_send_as(st, user, address.trim()) {
                let primary = st.users[user].address.clone();
                raw = set_field(&raw, "From", Some(&primary));
            }
        }
    }
    raw
}

/// SENT, and INBOX + UNREAD too when the user is among the recipients (a message to oneself
/// is one message in both).
fn sent_labels(st: &State, user: usize, recipients: &[String]) -> Vec<String> {
    let own = st.users[user].address.to_lowercase();
    let mut labels = vec!["SENT".to_string()];
    if recipients.contains(&own) {
        labels.extend(["INBOX".to_string(), "UNREAD".to_string()]);
    }
    labels
}

/// Records a sent message (`FakeGoogle::sent`) and delivers it, without its Bcc field, to the
/// recipients that are users of the fake (but the sender, whose copy is the sent one).
fn record_send(st: &mut State, user: usize, id: &str) {
    let mailbox = &st.users[user];
    let Some(index) = mailbox.message_index(id) else { return };
    let message = &mailbox.messages[index];
    let raw_sent = set_field(&message.raw, "Bcc", None);
    let recipients = message.head.recipients.clone();
    let thread_id = message.thread_id.clone();
    let own = mailbox.address.to_lowercase();
    st.sent.push(FakeSent {
        raw_sent: raw_sent.clone(),
        recipients: recipients.clone(),
        thread_id,
        message_id: id.into(),
    });
    for recipient in recipients.iter().filter(|r| **r != own) {
        if let Some(other) = st.user_index(recipient) {
            deliver(st, other, raw_sent.clone(), vec!["INBOX".into(), "UNREAD".into()], false);
        }
    }
}

/// Mail arrives for `user` with `labels`: it joins a thread by References or In-Reply-To and
/// subject, as Gmail threads received mail. Returns the message id.
// https://developers.google.com/gmail/api/guides/threads
pub(in crate::google) fn deliver(
    st: &mut State,
    user: usize,
    raw: Vec<u8>,
    labels: Vec<String>,
    date_header: bool,
) -> String {
    let head = mime::head(&raw);
    let thread = st.users[user].thread_for(&head, None, true).unwrap_or(None);
    let date = internal_date(&head, date_header);
    let index = st.add_message(user, raw, labels, thread, date);
    st.users[user].messages[index].id.clone()
}

/// A new draft id (`r-` and 19 digits, as Gmail's look).
fn new_draft_id(st: &mut State) -> String {
    format!("r-{}", st.rng.digits(19))
}

fn draft_json(id: &str, message: Value) -> Value {
    json!({"id": id, "message": message})
}

/// The message of a draft request, added with DRAFT to the thread it may join; its index.
fn add_draft_message(st: &mut State, user: usize, call: &Call, upload: bool) -> Result<usize> {
    let input = message_input(call, upload, true)?;
    if let Some(thread) = &input.thread_id {
        check_id(thread)?;
    }
    let head = mime::head(&input.raw);
    let thread = st.users[user].thread_for(&head, input.thread_id.as_deref(), false).map_err(|()| not_found())?;
    let date = internal_date(&head, false);
    Ok(st.add_message(user, input.raw, vec!["DRAFT".into()], thread, date))
}

/// `POST drafts {"message":{"raw","threadId"}}`: `{"id","message":{"id","threadId","labelIds"}}`.
// https://developers.google.com/gmail/api/reference/rest/v1/users.drafts/create
pub(super) fn create_draft(st: &mut State, user: usize, call: &Call, upload: bool) -> Result<Reply> {
    let index = add_draft_message(st, user, call, upload)?;
    let id = new_draft_id(st);
    let mailbox = &mut st.users[user];
    let message = &mailbox.messages[index];
    let body = draft_json(&id, short_json(message));
    mailbox.drafts.push(Draft { id, message_id: message.id.clone() });
    Ok(Reply::json(200, body))
}

fn draft_index(st: &State, user: usize, id: &str) -> Result<usize> {
    st.users[user].drafts.iter().position(|d| d.id == id).ok_or_else(not_found)
}

/// `GET drafts?maxResults&pageToken`: newest first, `{"drafts":[{"id","message":{"id",
/// "threadId"}}],"nextPageToken","resultSizeEstimate"}`.
// https://developers.google.com/gmail/api/reference/rest/v1/users.drafts/list
pub(super) fn list_drafts(st: &State, user: usize, call: &Call) -> Result<Reply> {
    let size = max_results(call, 100, 500)?;
    let offset = match call.query_value("pageToken").filter(|t| !t.is_empty()) {
        None => 0,
        Some(token) => read_page_token("d", &token)
            .and_then(|o| o.parse::<usize>().ok())
            .ok_or_else(|| invalid("Invalid pageToken"))?,
    };
    let mailbox = &st.users[user];
    let all: Vec<Value> = mailbox
        .drafts
        .iter()
        .rev()
        .filter_map(|d| {
            let message = &mailbox.messages[mailbox.message_index(&d.message_id)?];
            Some(draft_json(&d.id, json!({"id": message.id, "threadId": message.thread_id})))
        })
        .collect();
    let page: Vec<Value> = all.iter().skip(offset).take(size).cloned().collect();
    let mut body = json!({});
    if !page.is_empty() {
        body["drafts"] = page.into();
    }
    let next = offset.saturating_add(size);
    if next < all.len() {
        body["nextPageToken"] = page_token("d", &next.to_string()).into();
    }
    body["resultSizeEstimate"] = all.len().into();
    Ok(Reply::json(200, body))
}

/// `GET drafts/{id}?format=`: `{"id","message":…}` with the message as `messages.get` gives it.
// https://developers.google.com/gmail/api/reference/rest/v1/users.drafts/get
pub(super) fn get_draft(st: &State, user: usize, id: &str, call: &Call) -> Result<Reply> {
    let format = format_of(call)?;
    let mailbox = &st.users[user];
    let draft = &mailbox.drafts[draft_index(st, user, id)?];
    let message = &mailbox.messages[mailbox.message_index(&draft.message_id).ok_or_else(not_found)?];
    Ok(Reply::json(200, draft_json(id, message_json(message, format, &metadata_headers(call)))))
}

/// `PUT drafts/{id} {"message":{"raw","threadId"}}`: the draft with a new message (the old one
/// is deleted: `messagesDeleted`, then `messagesAdded`).
// https://developers.google.com/gmail/api/reference/rest/v1/users.drafts/update
pub(super) fn update_draft(st: &mut State, user: usize, id: &str, call: &Call, upload: bool) -> Result<Reply> {
    let draft = draft_index(st, user, id)?;
    let old = st.users[user].drafts[draft].message_id.clone();
    // The new message is checked (and added) before the old one goes.
    let index = add_draft_message(st, user, call, upload)?;
    let new_id = st.users[user].messages[index].id.clone();
    let mailbox = &mut st.users[user];
    if let Some(old) = mailbox.message_index(&old) {
        mailbox.remove(old);
    }
    mailbox.drafts.push(Draft { id: id.to_string(), message_id: new_id.clone() });
    let index = mailbox.message_index(&new_id).ok_or_else(not_found)?;
    Ok(Reply::json(200, draft_json(id, short_json(&mailbox.messages[index]))))
}

/// `DELETE drafts/{id}`: 204; its message is deleted for good.
// https://developers.google.com/gmail/api/reference/rest/v1/users.drafts/delete
pub(super) fn delete_draft(st: &mut State, user: usize, id: &str) -> Result<Reply> {
    let draft = draft_index(st, user, id)?;
    let mailbox = &mut st.users[user];
    let message_id = mailbox.drafts.remove(draft).message_id;
    if let Some(index) = mailbox.message_index(&message_id) {
        mailbox.remove(index);
    }
    Ok(Reply::empty(204))
}

/// `POST drafts/send {"id"}`: the sent message `{"id","threadId","labelIds"}`. The draft's
/// message keeps its id, loses DRAFT and gains SENT; the draft is gone. A `message.raw` in the
/// request replaces the draft's content first.
// https://developers.google.com/gmail/api/reference/rest/v1/users.drafts/send
pub(super) fn send_draft(st: &mut State, user: usize, call: &Call) -> Result<Reply> {
    let body = json_body(call)?;
    let id = string_field(&body, "id")?.filter(|id| !id.is_empty()).ok_or_else(|| invalid("Invalid draft id"))?;
    let replacement = match body.get("message").and_then(|m| m.get("raw")) {
        Some(_) => Some(message_input(call, false, true)?.raw),
        None => None,
    };
    let draft = draft_index(st, user, &id)?;
    let message_id = st.users[user].drafts[draft].message_id.clone();
    let index = st.users[user].message_index(&message_id).ok_or_else(not_found)?;
    if let Some(status) = st.fail_next_send.take() {
        return Err(status_error(status));
    }
    let raw = replacement.unwrap_or_else(|| st.users[user].messages[index].raw.clone());
    let raw = complete(st, user, raw);
    let head = mime::head(&raw);
    if head.recipients.is_empty() {
        return Err(invalid("Recipient address required"));
    }
    let labels = sent_labels(st, user, &head.recipients);
    let mailbox = &mut st.users[user];
    let message = &mut mailbox.messages[index];
    message.raw = raw;
    message.head = head;
    mailbox.drafts.remove(draft);
    mailbox.relabel(index, &labels, &["DRAFT".to_string()]);
    record_send(st, user, &message_id);
    let index = st.users[user].message_index(&message_id).ok_or_else(not_found)?;
    Ok(Reply::json(200, short_json(&st.users[user].messages[index])))
}
