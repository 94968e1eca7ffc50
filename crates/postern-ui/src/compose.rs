//! Writing mail from a connected account (docs/UI.md §5, slice 5): new mail, reply, reply-all and
//! forward, sent through `POST /accounts/{id}/send` with an `Idempotency-Key` made when the form is
//! shown, so that a form sent twice (a double click, a reload, a retry after a lost answer) sends
//! once, and the page says what the API says. A form may be kept as a draft (`/drafts`), opened
//! again from the reading view, and sent from there (the draft's own send, with the form's key).

use crate::Ui;
use crate::pages::{self, Frame, refused, render};
use crate::session::Viewer;
use askama::Template;
use axum::extract::{Form, Path, Query, State};
use axum::http::{Method, StatusCode};
use axum::response::Response;
use serde::Deserialize;
use serde_json::{Value, json};

#[derive(Template)]
#[template(path = "compose.html")]
struct ComposePage {
    frame: Frame,
    csrf: String,
    account: String,
    key: String,
    reference: String,
    action: String,
    to: String,
    cc: String,
    bcc: String,
    subject: String,
    text: String,
    /// The draft this form writes, once kept.
    draft: String,
    error: Option<String>,
    sent: Option<String>,
    saved: Option<String>,
}

#[derive(Deserialize, Default)]
pub struct Start {
    /// A draft to write on.
    draft: Option<String>,
    /// The message replied to or forwarded.
    reference: Option<String>,
    /// `reply`, `reply_all` or `forward`.
    action: Option<String>,
}

fn action_of(action: Option<&str>) -> &'static str {
    match action {
        Some("reply") => "reply",
        Some("reply_all") => "reply_all",
        Some("forward") => "forward",
        _ => "",
    }
}

/// Addresses as the form shows them: `ann@x.test, bob@x.test`.
fn emails(list: &Value) -> String {
    list.as_array()
        .map(|a| a.iter().filter_map(|p| p["email"].as_str()).collect::<Vec<_>>().join(", "))
        .unwrap_or_default()
}

/// `GET /ui/accounts/{id}/compose[?reference=&action=][?draft=]`: the form, with a fresh
/// idempotency key; with `draft`, filled with the draft's recipients, subject and text.
pub async fn form(
    State(ui): State<Ui>,
    viewer: Viewer,
    Path(account): Path<String>,
    Query(start): Query<Start>,
) -> Response {
    let Some(account) = pages::path_id(&account) else { return pages::not_found().await };
    let reference = start.reference.as_deref().and_then(pages::path_id).unwrap_or_default().to_string();
    let action = if reference.is_empty() { "" } else { action_of(start.action.as_deref()) };
    let mut page = ComposePage {
        frame: Frame::of(&viewer, "Write", "compose"),
        csrf: viewer.csrf.clone(),
        account: account.to_string(),
        key: postern_core::token::random_secret(""),
        reference,
        action: action.to_string(),
        to: String::new(),
        cc: String::new(),
        bcc: String::new(),
        subject: String::new(),
        text: String::new(),
        draft: String::new(),
        error: None,
        sent: None,
        saved: None,
    };
    if let Some(draft) = start.draft.as_deref().and_then(pages::path_id) {
        let read = match viewer.api(&ui, Method::GET, &format!("/messages/{draft}"), None).await {
            Ok(read) => read,
            Err(failure) => return refused(&failure),
        };
        let m = if read["data"].is_object() { &read["data"] } else { &read };
        if m["account_id"] != account || !m["flags"].as_array().is_some_and(|f| f.iter().any(|f| f == "\\Draft")) {
            return pages::not_found().await;
        }
        page.draft = draft.to_string();
        page.to = emails(&m["to"]);
        page.cc = emails(&m["cc"]);
        page.bcc = emails(&m["bcc"]);
        page.subject = m["subject"].as_str().unwrap_or_default().to_string();
        page.text = m["text"].as_str().unwrap_or_default().to_string();
    }
    render(StatusCode::OK, &page)
}

#[derive(Deserialize)]
pub struct Sending {
    #[serde(default)]
    csrf: String,
    #[serde(default)]
    key: String,
    #[serde(default)]
    reference: String,
    #[serde(default)]
    action: String,
    #[serde(default)]
    to: String,
    #[serde(default)]
    cc: String,
    #[serde(default)]
    bcc: String,
    #[serde(default)]
    subject: String,
    #[serde(default)]
    text: String,
    /// The draft the form writes on; empty until kept.
    #[serde(default)]
    draft: String,
    /// `draft` keeps the form as a draft; anything else sends it.
    #[serde(default)]
    step: String,
}

/// Addresses typed with commas or semicolons between them.
fn recipients(typed: &str) -> Vec<Value> {
    typed.split([',', ';']).map(str::trim).filter(|a| !a.is_empty()).map(|email| json!({ "email": email })).collect()
}

/// The `POST /accounts/{id}/send` body of the form: a reply or forward leaves out what the API
/// fills in (recipients, `Re:`/`Fwd:` subject) when the form leaves it empty.
fn body_of(form: &Sending) -> Value {
    let mut body = json!({ "text": form.text });
    for (field, typed) in [("to", &form.to), ("cc", &form.cc), ("bcc", &form.bcc)] {
        let list = recipients(typed);
        if !list.is_empty() {
            body[field] = json!(list);
        }
    }
    if !form.subject.trim().is_empty() {
        body["subject"] = json!(form.subject.trim());
    }
    let action = action_of(Some(&form.action));
    if !action.is_empty() && pages::path_id(&form.reference).is_some() {
        body["reference"] = json!({ "message_id": form.reference, "action": action });
    }
    body
}

/// `POST /ui/accounts/{id}/send`: keeps the form as a draft (`step=draft`: made, then written
/// over), or sends it once per form (its key; a kept draft is written over first, then sent as
/// the draft it is), and shows the API's answer.
pub async fn send(
    State(ui): State<Ui>,
    viewer: Viewer,
    Path(account): Path<String>,
    Form(form): Form<Sending>,
) -> Response {
    if let Err(refused) = viewer.check(&form.csrf) {
        return *refused;
    }
    let Some(account) = pages::path_id(&account) else { return pages::not_found().await };
    let key: String = form.key.chars().filter(char::is_ascii_alphanumeric).take(64).collect();
    if key.len() < 16 {
        return pages::form_expired();
    }
    let draft = pages::path_id(&form.draft).unwrap_or_default().to_string();
    let drafts = format!("/accounts/{account}/drafts");
    let keep = async |draft: &str| {
        let (method, path) = if draft.is_empty() {
            (Method::POST, drafts.clone())
        } else {
            (Method::PATCH, format!("{drafts}/{draft}"))
        };
        viewer.api(&ui, method, &path, Some(body_of(&form))).await
    };
    let mut page = ComposePage {
        frame: Frame::of(&viewer, "Write", "compose"),
        csrf: viewer.csrf.clone(),
        account: account.to_string(),
        key: key.clone(),
        reference: form.reference.clone(),
        action: action_of(Some(&form.action)).to_string(),
        to: form.to.clone(),
        cc: form.cc.clone(),
        bcc: form.bcc.clone(),
        subject: form.subject.clone(),
        text: form.text.clone(),
        draft: draft.clone(),
        error: None,
        sent: None,
        saved: None,
    };
    if form.step == "draft" {
        return match keep(&draft).await {
            Ok(kept) => {
                let kept = if kept["data"].is_object() { &kept["data"] } else { &kept };
                page.draft = kept["id"].as_str().unwrap_or_default().to_string();
                page.saved = Some("Kept as a draft.".into());
                render(StatusCode::OK, &page)
            }
            Err(failure) if failure.status == 401 => refused(&failure),
            Err(failure) => {
                page.error = Some(failure.message);
                render(StatusCode::from_u16(failure.status).unwrap_or(StatusCode::BAD_GATEWAY), &page)
            }
        };
    }
    let answer = if draft.is_empty() {
        let path = format!("/accounts/{account}/send");
        viewer.api_once(&ui, Method::POST, &path, Some(body_of(&form)), Some(&key)).await
    } else {
        // Written over with the form first; gone already (this form sent before): the send's
        // key answers as it did then.
        match keep(&draft).await {
            Err(failure) if failure.status != 404 => Err(failure),
            _ => {
                let path = format!("{drafts}/{draft}/send");
                viewer.api_once(&ui, Method::POST, &path, None, Some(&key)).await
            }
        }
    };
    match answer {
        Ok(sent) => {
            let sent = if sent["data"].is_object() { &sent["data"] } else { &sent };
            let recipients = sent["recipients"].as_array().map(|r| r.len()).unwrap_or(0);
            page.sent = Some(format!(
                "Sent to {recipients} recipient{} ({}).",
                if recipients == 1 { "" } else { "s" },
                sent["id"].as_str().unwrap_or_default()
            ));
            render(StatusCode::OK, &page)
        }
        Err(failure) if failure.status == 401 => refused(&failure),
        Err(failure) => {
            page.error = Some(failure.message);
            render(StatusCode::from_u16(failure.status).unwrap_or(StatusCode::BAD_GATEWAY), &page)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sending(to: &str, subject: &str, reference: &str, action: &str) -> Sending {
        Sending {
            csrf: String::new(),
            key: String::new(),
            reference: reference.into(),
            action: action.into(),
            to: to.into(),
            cc: String::new(),
            bcc: "boss@x.test".into(),
            subject: subject.into(),
            text: "hello".into(),
            draft: String::new(),
            step: String::new(),
        }
    }

    #[test]
    fn the_form_becomes_the_api_body() {
        let body = body_of(&sending("ann@x.test, bob@x.test; ", "Hi", "", ""));
        assert_eq!(body["to"], json!([{"email": "ann@x.test"}, {"email": "bob@x.test"}]));
        assert_eq!(body["subject"], "Hi");
        assert_eq!(body["bcc"], json!([{"email": "boss@x.test"}]));
        assert!(body.get("cc").is_none());
        assert!(body.get("reference").is_none());
        let reply = body_of(&sending("", " ", "msg_1", "reply_all"));
        assert!(reply.get("to").is_none() && reply.get("subject").is_none(), "the API fills them in");
        assert_eq!(reply["reference"], json!({"message_id": "msg_1", "action": "reply_all"}));
        assert!(body_of(&sending("", "", "msg_1", "delete")).get("reference").is_none());
        assert!(body_of(&sending("", "", "../x", "reply")).get("reference").is_none());
    }
}
