//! `users.labels`: list, get (with counts), create, update and patch, delete.

use serde_json::{Map, Value, json};

use super::{Result, error, invalid, json_body, not_found, string_field};
use crate::google::store::{Label, Mailbox, SYSTEM_LABELS};
use crate::google::{Reply, State};

/// The visibility values a user label may have.
// https://developers.google.com/gmail/api/reference/rest/v1/users.labels
const MESSAGE_VISIBILITY: [&str; 2] = ["show", "hide"];
const LABEL_VISIBILITY: [&str; 3] = ["labelShow", "labelShowIfUnread", "labelHide"];

/// A label as `labels.list` shows it.
// https://developers.google.com/gmail/api/reference/rest/v1/users.labels
fn label_json(label: &Label) -> Value {
    let mut body = json!({"id": label.id, "name": label.name, "type": "user"});
    if let Some(v) = &label.message_list_visibility {
        body["messageListVisibility"] = v.clone().into();
    }
    if let Some(v) = &label.label_list_visibility {
        body["labelListVisibility"] = v.clone().into();
    }
    if let Some(color) = &label.color {
        body["color"] = color.clone();
    }
    body
}

fn system_json(id: &str) -> Value {
    json!({"id": id, "name": id, "type": "system"})
}

/// `GET labels`: system labels, then user labels.
// https://developers.google.com/gmail/api/reference/rest/v1/users.labels/list
pub(super) fn list(st: &State, user: usize) -> Reply {
    let mailbox = &st.users[user];
    let labels: Vec<Value> =
        SYSTEM_LABELS.iter().map(|id| system_json(id)).chain(mailbox.labels.iter().map(label_json)).collect();
    Reply::json(200, json!({"labels": labels}))
}

/// `GET labels/{id}`: the label with its message and thread counts.
// https://developers.google.com/gmail/api/reference/rest/v1/users.labels/get
pub(super) fn get(st: &State, user: usize, id: &str) -> Result<Reply> {
    let mailbox = &st.users[user];
    let mut body = if SYSTEM_LABELS.contains(&id) {
        system_json(id)
    } else {
        label_json(&mailbox.labels[mailbox.label_index(id).ok_or_else(not_found)?])
    };
    let (messages_total, messages_unread, threads_total, threads_unread) = counts(mailbox, id);
    body["messagesTotal"] = messages_total.into();
    body["messagesUnread"] = messages_unread.into();
    body["threadsTotal"] = threads_total.into();
    body["threadsUnread"] = threads_unread.into();
    Ok(Reply::json(200, body))
}

fn counts(mailbox: &Mailbox, id: &str) -> (usize, usize, usize, usize) {
    let with: Vec<_> = mailbox.messages.iter().filter(|m| m.has(id)).collect();
    let unread: Vec<_> = with.iter().filter(|m| m.has("UNREAD")).collect();
    let distinct = |ids: Vec<&str>| {
        let mut ids = ids;
        ids.sort_unstable();
        ids.dedup();
        ids.len()
    };
    let threads = distinct(with.iter().map(|m| m.thread_id.as_str()).collect());
    let unread_threads = distinct(unread.iter().map(|m| m.thread_id.as_str()).collect());
    (with.len(), unread.len(), threads, unread_threads)
}

fn conflict() -> Reply {
    error(409, "duplicate", "Label name exists or conflicts")
}

/// Whether `name` is taken by another label (case-insensitive) or a system label.
fn name_taken(mailbox: &Mailbox, name: &str, except: Option<&str>) -> bool {
    SYSTEM_LABELS.iter().any(|s| s.eq_ignore_ascii_case(name))
        || mailbox.labels.iter().any(|l| Some(l.id.as_str()) != except && l.name.eq_ignore_ascii_case(name))
}

/// The name of a label request, checked: not empty, at most 225 characters.
fn checked_name(name: &str) -> Result<String> {
    let name = name.trim();
    if name.is_empty() || name.chars().count() > 225 || name.contains(['\r', '\n']) {
        return Err(invalid("Invalid label name"));
    }
    Ok(name.to_string())
}

/// Applies the visibility and color fields of a request body to a label.
fn apply_fields(label: &mut Label, body: &Map<String, Value>) -> Result<()> {
    if let Some(v) = string_field(body, "messageListVisibility")? {
        if !MESSAGE_VISIBILITY.contains(&v.as_str()) {
            return Err(invalid(&format!("Invalid value for messageListVisibility: {v}")));
        }
        label.message_list_visibility = Some(v);
    }
    if let Some(v) = string_field(body, "labelListVisibility")? {
        if !LABEL_VISIBILITY.contains(&v.as_str()) {
            return Err(invalid(&format!("Invalid value for labelListVisibility: {v}")));
        }
        label.label_list_visibility = Some(v);
    }
    match body.get("color") {
        None => {}
        Some(Value::Null) => label.color = None,
        Some(color @ Value::Object(_)) => label.color = Some(color.clone()),
        Some(_) => return Err(invalid("Invalid value for color")),
    }
    Ok(())
}

/// `POST labels {name,…}`: 200 with the new label (`Label_N`).
// https://developers.google.com/gmail/api/reference/rest/v1/users.labels/create
pub(super) fn create(st: &mut State, user: usize, call: &crate::google::Call) -> Result<Reply> {
    let body = json_body(call)?;
    let name = checked_name(&string_field(&body, "name")?.unwrap_or_default())?;
    let mailbox = &mut st.users[user];
    if name_taken(mailbox, &name, None) {
        return Err(conflict());
    }
    mailbox.next_label += 1;
    let mut label = Label {
        id: format!("Label_{}", mailbox.next_label),
        name,
        message_list_visibility: Some("show".into()),
        label_list_visibility: Some("labelShow".into()),
        color: None,
    };
    apply_fields(&mut label, &body)?;
    let reply = Reply::json(200, label_json(&label));
    mailbox.labels.push(label);
    Ok(reply)
}

/// `PATCH labels/{id}` (only the fields given) and `PUT labels/{id}` (the name is required):
/// the updated label. System labels cannot be changed.
// https://developers.google.com/gmail/api/reference/rest/v1/users.labels/patch
// https://developers.google.com/gmail/api/reference/rest/v1/users.labels/update
pub(super) fn update(st: &mut State, user: usize, id: &str, call: &crate::google::Call, patch: bool) -> Result<Reply> {
    if SYSTEM_LABELS.contains(&id) {
        return Err(invalid("Invalid label update: system labels cannot be changed"));
    }
    let mailbox = &mut st.users[user];
    let index = mailbox.label_index(id).ok_or_else(not_found)?;
    let body = json_body(call)?;
    let name = match string_field(&body, "name")? {
        Some(name) => Some(checked_name(&name)?),
        None if patch => None,
        None => return Err(invalid("Invalid label name")),
    };
    if let Some(name) = &name
        && name_taken(mailbox, name, Some(id))
    {
        return Err(conflict());
    }
    let mut label = Label {
        id: id.to_string(),
        name: name.unwrap_or_else(|| mailbox.labels[index].name.clone()),
        message_list_visibility: mailbox.labels[index].message_list_visibility.clone(),
        label_list_visibility: mailbox.labels[index].label_list_visibility.clone(),
        color: mailbox.labels[index].color.clone(),
    };
    apply_fields(&mut label, &body)?;
    let reply = Reply::json(200, label_json(&label));
    mailbox.labels[index] = label;
    Ok(reply)
}

/// `DELETE labels/{id}`: 204; the label leaves every message (a `labelsRemoved` record per
/// message). System labels cannot be deleted.
// https://developers.google.com/gmail/api/reference/rest/v1/users.labels/delete
pub(super) fn delete(st: &mut State, user: usize, id: &str) -> Result<Reply> {
    if SYSTEM_LABELS.contains(&id) {
        return Err(invalid("Invalid delete request: system labels cannot be deleted"));
    }
    delete_label(&mut st.users[user], id).then(|| Reply::empty(204)).ok_or_else(not_found)
}

/// Deletes a user label and takes it off every message; `false` if there is no such label.
pub(in crate::google) fn delete_label(mailbox: &mut Mailbox, id: &str) -> bool {
    let Some(index) = mailbox.label_index(id) else { return false };
    mailbox.labels.remove(index);
    let removed = [id.to_string()];
    for message in 0..mailbox.messages.len() {
        mailbox.relabel(message, &[], &removed);
    }
    true
}
