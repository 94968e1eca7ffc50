//! Drafts and sending: MIME or JSON drafts, draft send, sendMail, and the injected send
//! failures.

use std::time::SystemTime;

use base64::Engine as _;
use base64::engine::general_purpose::STANDARD;
use serde_json::{Map, Value};

use super::mime::{self, Addr, Head, Outgoing};
use super::{Call, Reply, Result, State, error, invalid_property, json_object, message_json, not_found};
use crate::fake::mime::set_field;
use crate::fake::util::rfc5322_date;

fn recipient(value: &Value) -> Result<Addr> {
    let email = value.get("emailAddress");
    let address = email.and_then(|e| e.get("address")).and_then(Value::as_str).filter(|a| a.contains('@'));
    let name = email.and_then(|e| e.get("name")).and_then(Value::as_str).unwrap_or_default();
    address.map(|a| Addr::new(name, a)).ok_or_else(|| {
        error(400, "ErrorInvalidRecipients", "At least one recipient is not valid., A recipient has no valid address.")
    })
}

pub(super) fn recipients(value: Option<&Value>) -> Result<Vec<Addr>> {
    match value {
        None | Some(Value::Null) => Ok(Vec::new()),
        Some(Value::Array(items)) => items.iter().map(recipient).collect(),
        Some(_) => Err(invalid_property("recipients")),
    }
}

/// The message a request carries: base64 MIME in a `text/plain` body, or a JSON message (for
/// sendMail wrapped in `{"message","saveToSentItems"}`). Returns it and whether to save a copy.
// https://learn.microsoft.com/en-us/graph/api/user-sendmail
// https://learn.microsoft.com/en-us/graph/api/user-post-messages
fn request_mime(st: &mut State, user: usize, call: &Call, send_mail: bool) -> Result<(Vec<u8>, bool)> {
    let content_type = call.header("content-type").unwrap_or_default().to_ascii_lowercase();
    if content_type.starts_with("text/plain") {
        let text: Vec<u8> = call.body.iter().copied().filter(|b| !b.is_ascii_whitespace()).collect();
        let mime = STANDARD.decode(&text).map_err(|_| {
            error(400, "ErrorMimeContentInvalidBase64String", "Invalid base64 string for MIME content.")
        })?;
        if mime.is_empty() {
            return Err(error(400, "ErrorMimeContentInvalid", "The MIME content is empty."));
        }
        return Ok((mime, true));
    }
    if !content_type.starts_with("application/json") {
        return Err(error(415, "UnsupportedMediaType", "Send base64 MIME as text/plain, or a JSON message."));
    }
    let body = json_object(call)?;
    if !send_mail {
        return Ok((mime_from_json(st, user, &body)?, true));
    }
    let message = body
        .get("message")
        .and_then(Value::as_object)
        .ok_or_else(|| error(400, "ErrorInvalidParameter", "The 'message' property is missing."))?;
    // saveToSentItems defaults to true; the docs' own example sends it as the string "false".
    let save = match body.get("saveToSentItems") {
        None | Some(Value::Null) => true,
        Some(Value::Bool(save)) => *save,
        Some(Value::String(save)) => !save.eq_ignore_ascii_case("false"),
        Some(_) => return Err(invalid_property("saveToSentItems")),
    };
    Ok((mime_from_json(st, user, message)?, save))
}

/// A small MIME message from a JSON message: subject, body, recipients, `x-` headers.
// https://learn.microsoft.com/en-us/graph/api/user-sendmail
fn mime_from_json(st: &mut State, user: usize, message: &Map<String, Value>) -> Result<Vec<u8>> {
    let subject = message.get("subject").and_then(Value::as_str).unwrap_or_default();
    let body = message.get("body");
    let html =
        body.and_then(|b| b.get("contentType")).and_then(Value::as_str).is_some_and(|t| t.eq_ignore_ascii_case("html"));
    let content = body.and_then(|b| b.get("content")).and_then(Value::as_str).unwrap_or_default();
    let to = recipients(message.get("toRecipients"))?;
    let cc = recipients(message.get("ccRecipients"))?;
    let bcc = recipients(message.get("bccRecipients"))?;
    let from = match message.get("from") {
        None | Some(Value::Null) => None,
        Some(from) => Some(recipient(from)?),
    };
    let mut extra = Vec::new();
    if let Some(headers) = message.get("internetMessageHeaders").filter(|h| !h.is_null()) {
        for header in headers.as_array().ok_or_else(|| invalid_property("internetMessageHeaders"))? {
            let name = header.get("name").and_then(Value::as_str).unwrap_or_default();
            let value = header.get("value").and_then(Value::as_str).unwrap_or_default();
            if !name.to_ascii_lowercase().starts_with("x-") || name.contains([':', '\r', '\n']) {
                let message = format!("The internet message header name '{name}' should start with 'x-' or 'X-'.");
                return Err(error(400, "InvalidInternetMessageHeader", &message));
            }
            extra.push((name.to_string(), value.replace(['\r', '\n'], " ")));
        }
    }
    if message.get("attachments").and_then(Value::as_array).is_some_and(|a| !a.is_empty()) {
        return Err(error(400, "BadRequest", "The fake takes no attachments in JSON messages: send MIME instead."));
    }
    let domain = st.users[user].address.rsplit_once('@').map_or("fake.postern.test", |(_, d)| d).to_string();
    let message_id = format!("<{}@{domain}>", st.rng.token(15));
    let subject = subject.replace(['\r', '\n'], " ");
    Ok(mime::build(&Outgoing {
        from: from.as_ref(),
        to: &to,
        cc: &cc,
        bcc: &bcc,
        subject: &subject,
        html,
        body: content,
        message_id: &message_id,
        date: SystemTime::now(),
        extra: &extra,
    }))
}

/// `POST /me/messages` (or `/me/mailFolders/{id}/messages`): a draft, 201.
// https://learn.microsoft.com/en-us/graph/api/user-post-messages
pub(super) fn create_draft(st: &mut State, user: usize, folder: &str, call: &Call) -> Result<Reply> {
    let (mime, _) = request_mime(st, user, call, false)?;
    let id = st.add_message(user, folder.to_string(), mime, true, true);
    let mailbox = &st.users[user];
    let index = mailbox.message_index(&id).ok_or_else(not_found)?;
    Ok(Reply::json(201, message_json(&mailbox.messages[index], None))
        .with_header("Location", format!("{}/v1.0/users('{}')/messages('{id}')", st.url, mailbox.object_id)))
}

/// The message as it goes out: `From`, `Date` and `Message-ID` added when missing, and a
/// `Bcc` field for the Bcc recipients (none without).
fn outgoing(owner: &Addr, mime: &[u8], head: &Head, message_id: &str, bcc: &[Addr]) -> Vec<u8> {
    let mut mime = mime.to_vec();
    if head.from.is_none() {
        mime = set_field(&mime, "From", Some(&owner.to_header()));
    }
    if !head.has_date {
        mime = set_field(&mime, "Date", Some(&rfc5322_date(SystemTime::now(), true)));
    }
    if head.message_id.is_none() {
        mime = set_field(&mime, "Message-ID", Some(message_id));
    }
    let bcc = (!bcc.is_empty()).then(|| mime::list(bcc));
    set_field(&mime, "Bcc", bcc.as_deref())
}

/// The error of [`crate::microsoft::FakeMicrosoft::fail_next_send`].
// https://learn.microsoft.com/en-us/graph/errors
fn send_failure(status: u16) -> Reply {
    let (code, message) = match status {
        400 => ("ErrorInvalidRecipients", "At least one recipient is not valid."),
        403 => ("ErrorSendAsDenied", "The user account which was used to submit this request does not have the right."),
        413 => ("ErrorMessageSizeExceeded", "The message exceeds the maximum supported size."),
        429 => ("ApplicationThrottled", "Application is over its MailboxConcurrency limit."),
        503 => ("ServiceUnavailable", "The service is temporarily unavailable."),
        504 => ("GatewayTimeout", "The gateway did not receive a response in time."),
        s if s >= 500 => ("ErrorInternalServerError", "An internal server error occurred. The operation failed."),
        _ => ("ErrorInvalidRequest", "The request failed."),
    };
    let reply = error(status, code, message);
    if matches!(status, 429 | 503) { reply.with_header("Retry-After", "1") } else { reply }
}

/// `POST /me/messages/{id}/send`: 202; the draft moves to Sent Items (same id, not a draft,
/// read).
// https://learn.microsoft.com/en-us/graph/api/message-send
pub(super) fn send_draft(st: &mut State, user: usize, index: usize) -> Result<Reply> {
    if !st.users[user].messages[index].is_draft {
        return Err(error(400, "ErrorInvalidOperation", "Only a draft can be sent."));
    }
    let failure = st.fail_next_send.take();
    if let Some(status) = failure.filter(|s| *s < 500) {
        return Err(send_failure(status));
    }
    let mailbox = &st.users[user];
    let draft = &mailbox.messages[index];
    let mime = outgoing(&mailbox.owner(), &draft.mime, &draft.head, &draft.internet_message_id, &draft.bcc);
    st.sent.push(mime.clone());
    let mailbox = &mut st.users[user];
    let sent_items = mailbox.well_known_id("sentitems");
    let now = SystemTime::now();
    let message = &mut mailbox.messages[index];
    message.head = mime::parse(&mime);
    message.mime = mime;
    message.is_draft = false;
    message.is_read = true;
    message.sent = now;
    message.received = now;
    mailbox.relocate(index, sent_items);
    match failure {
        Some(status) => Err(send_failure(status)),
        None => Ok(Reply::empty(202)),
    }
}

/// `POST /me/sendMail`: 202; a copy in Sent Items unless `saveToSentItems` is false.
// https://learn.microsoft.com/en-us/graph/api/user-sendmail
pub(super) fn send_mail(st: &mut State, user: usize, call: &Call) -> Result<Reply> {
    let (mime, save) = request_mime(st, user, call, true)?;
    let failure = st.fail_next_send.take();
    if let Some(status) = failure.filter(|s| *s < 500) {
        return Err(send_failure(status));
    }
    let head = mime::parse(&mime);
    let message_id = match &head.message_id {
        Some(id) => id.clone(),
        None => {
            let domain = st.users[user].address.rsplit_once('@').map_or("fake.postern.test", |(_, d)| d).to_string();
            format!("<{}@{domain}>", st.rng.token(15))
        }
    };
    let mime = outgoing(&st.users[user].owner(), &mime, &head, &message_id, &head.bcc);
    st.sent.push(mime.clone());
    if save {
        let sent_items = st.users[user].well_known_id("sentitems");
        st.add_message(user, sent_items, mime, true, false);
    }
    match failure {
        Some(status) => Err(send_failure(status)),
        None => Ok(Reply::empty(202)),
    }
}
