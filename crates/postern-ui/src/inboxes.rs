//! Disposable inboxes (docs/UI.md §5, slice 3): the list with a form to make one, and an inbox's
//! page, where mail arrives live: the page's `live` stream waits on the REST API for the next
//! message and sends it as a server-rendered row (escaping stays in the templates), with the code
//! shown large, its confidence and the extractor's evidence.

use crate::Ui;
use crate::pages::{self, Frame, refused, render};
use crate::session::Viewer;
use askama::Template;
use axum::extract::{Form, Path, Query, State};
use axum::http::{HeaderMap, Method, StatusCode};
use axum::response::sse::{Event, Sse};
use axum::response::{IntoResponse, Redirect, Response};
use serde::Deserialize;
use serde_json::{Value, json};
use std::time::{Duration, Instant};

/// An inbox as the pages show it.
pub struct InboxRow {
    pub id: String,
    pub label: String,
    pub address: String,
    pub enabled: bool,
    pub created_at: String,
}

fn inbox_row(inbox: &Value) -> InboxRow {
    let text = |v: &Value| v.as_str().unwrap_or_default().to_string();
    InboxRow {
        id: text(&inbox["id"]),
        label: text(&inbox["label"]),
        address: text(&inbox["address"]),
        enabled: inbox["is_enabled"].as_bool().unwrap_or(true),
        created_at: text(&inbox["created_at"]),
    }
}

/// A message of an inbox as its page shows it.
pub struct MessageRow {
    pub id: String,
    pub from: String,
    pub subject: String,
    pub received_at: String,
    /// The code, and its confidence in percent.
    pub code: Option<(String, u32)>,
    pub link: Option<String>,
    /// What the extractor saw in the best candidate.
    pub evidence: Vec<String>,
    /// The domain that really sent it, when DMARC passed (docs/SENDER_AUTH.md).
    pub sent_by: Option<String>,
    /// Otherwise, when the receiver checked: the DMARC result (`fail`, `none`, …).
    pub unauthenticated: Option<String>,
    /// Held back: the sender is not on the inbox's allow list.
    pub quarantined: bool,
}

fn message_row(message: &Value) -> MessageRow {
    let text = |v: &Value| v.as_str().unwrap_or_default().to_string();
    let code = message["otp"].as_str().map(|code| {
        let confidence = message["otp_confidence"].as_f64().unwrap_or(0.0);
        (code.to_string(), (confidence * 100.0).round() as u32)
    });
    let link = message["magic_link"].as_str().filter(|l| l.starts_with("https://") || l.starts_with("http://"));
    let best = message["candidates"].as_array().and_then(|c| c.first());
    let evidence = best
        .and_then(|b| b["evidence"].as_array())
        .map(|reasons| reasons.iter().filter_map(Value::as_str).take(8).map(str::to_string).collect())
        .unwrap_or_default();
    let verdict = message["authentication"].as_object();
    let sent_by = verdict.and_then(|v| v.get("domain")).and_then(Value::as_str).map(str::to_string);
    let unauthenticated = match (verdict, &sent_by) {
        (Some(v), None) => Some(v.get("dmarc").and_then(Value::as_str).unwrap_or("none").to_string()),
        _ => None,
    };
    MessageRow {
        sent_by,
        unauthenticated,
        quarantined: message["quarantined"].as_bool().unwrap_or(false),
        id: text(&message["id"]),
        from: text(&message["from"]),
        subject: text(&message["subject"]),
        received_at: text(&message["received_at"]),
        code,
        link: link.map(str::to_string),
        evidence,
    }
}

#[derive(Template)]
#[template(path = "inboxes.html")]
struct InboxesPage {
    frame: Frame,
    csrf: String,
    inboxes: Vec<InboxRow>,
}

/// `GET /ui/inboxes`: the viewer's inboxes and a form to make one.
pub async fn list(State(ui): State<Ui>, viewer: Viewer) -> Response {
    let answer = match viewer.api(&ui, Method::GET, "/inboxes?limit=100", None).await {
        Ok(answer) => answer,
        Err(failure) => return refused(&failure),
    };
    let inboxes = answer["data"].as_array().map(|a| a.iter().map(inbox_row).collect()).unwrap_or_default();
    let page = InboxesPage { frame: Frame::of(&viewer, "Inboxes", "inboxes"), csrf: viewer.csrf.clone(), inboxes };
    render(StatusCode::OK, &page)
}

#[derive(Deserialize)]
pub struct NewInbox {
    #[serde(default)]
    csrf: String,
    #[serde(default)]
    label: String,
}

/// `POST /ui/inboxes`: makes an inbox and opens its page.
pub async fn create(State(ui): State<Ui>, viewer: Viewer, Form(form): Form<NewInbox>) -> Response {
    if let Err(refused) = viewer.check(&form.csrf) {
        return *refused;
    }
    let body = json!({ "label": form.label.trim() });
    match viewer.api(&ui, Method::POST, "/inboxes", Some(body)).await {
        Ok(inbox) => match inbox["id"].as_str().or(inbox["data"]["id"].as_str()) {
            Some(id) => Redirect::to(&format!("/ui/inboxes/{id}")).into_response(),
            None => Redirect::to("/ui/inboxes").into_response(),
        },
        Err(failure) => refused(&failure),
    }
}

#[derive(Template)]
#[template(path = "inbox.html")]
struct InboxPage {
    frame: Frame,
    csrf: String,
    inbox: InboxRow,
    messages: Vec<MessageRow>,
    live: String,
}

/// `GET /ui/inboxes/{id}`: the inbox's address and mail, newest first, following new mail live.
pub async fn page(State(ui): State<Ui>, viewer: Viewer, Path(id): Path<String>) -> Response {
    let Some(id) = pages::path_id(&id) else { return pages::not_found().await };
    let inbox = match viewer.api(&ui, Method::GET, &format!("/inboxes/{id}"), None).await {
        Ok(inbox) => inbox,
        Err(failure) => return refused(&failure),
    };
    let inbox = if inbox["data"].is_object() { &inbox["data"] } else { &inbox };
    let opened = postern_core::Timestamp::now();
    let listed = match viewer.api(&ui, Method::GET, &format!("/inboxes/{id}/messages?limit=50"), None).await {
        Ok(listed) => listed,
        Err(failure) => return refused(&failure),
    };
    let messages: Vec<MessageRow> =
        listed["data"].as_array().map(|a| a.iter().map(message_row).collect()).unwrap_or_default();
    // The live stream starts after the newest message shown, or now for an empty inbox.
    let after = messages.first().map(|m| m.id.clone()).unwrap_or_else(|| opened.to_string());
    let live = format!("/ui/inboxes/{id}/live?after={}", crate::pages::encode(&after));
    let page = InboxPage {
        frame: Frame::of(&viewer, "Inbox", "inbox"),
        csrf: viewer.csrf.clone(),
        inbox: inbox_row(inbox),
        messages,
        live,
    };
    render(StatusCode::OK, &page)
}

/// `POST /ui/inboxes/{id}/delete`: deletes the inbox and its mail.
pub async fn delete(
    State(ui): State<Ui>,
    viewer: Viewer,
    Path(id): Path<String>,
    Form(form): Form<crate::session::CsrfForm>,
) -> Response {
    if let Err(refused) = viewer.check(&form.csrf) {
        return *refused;
    }
    let Some(id) = pages::path_id(&id) else { return pages::not_found().await };
    match viewer.api(&ui, Method::DELETE, &format!("/inboxes/{id}"), None).await {
        Ok(_) => Redirect::to("/ui/inboxes").into_response(),
        Err(failure) => refused(&failure),
    }
}

#[derive(Template)]
#[template(path = "message_row.html")]
struct MessageRowTemplate<'a> {
    message: &'a MessageRow,
}

#[derive(Deserialize)]
pub struct After {
    after: Option<String>,
}

/// How long one live stream lasts before the browser reconnects (it resumes where it was).
const STREAM_LIFE: Duration = Duration::from_secs(300);

/// `GET /ui/inboxes/{id}/live`: Server-Sent Events, one `message-row` event per new message (its
/// row as HTML, `id:` its message id so that a reconnection resumes after it). Each turn is one
/// wait on the REST API (`since` the last message), so the wait limits apply.
pub async fn live(
    State(ui): State<Ui>,
    viewer: Viewer,
    Path(id): Path<String>,
    Query(query): Query<After>,
    headers: HeaderMap,
) -> Response {
    let Some(id) = pages::path_id(&id).map(str::to_string) else { return pages::not_found().await };
    let resumed =
        headers.get("last-event-id").and_then(|v| v.to_str().ok()).and_then(pages::path_id).map(str::to_string);
    let after = resumed.or(query.after).unwrap_or_default();
    let started = Instant::now();
    let state = (ui, viewer, id, after, false);
    let events = futures_util::stream::unfold(state, move |(ui, viewer, id, after, ended)| async move {
        if ended || started.elapsed() > STREAM_LIFE {
            return None;
        }
        let since = crate::pages::encode(&after);
        let turn = Instant::now();
        let path = format!("/inboxes/{id}/messages/wait?timeout=25&since={since}");
        let (event, after, ended) = match viewer.api(&ui, Method::GET, &path, None).await {
            Ok(Value::Null) => {
                // A wait answered at once without mail: the server is stopping.
                let ended = turn.elapsed() < Duration::from_millis(500);
                (Event::default().comment("waiting"), after, ended)
            }
            Ok(answer) => {
                let row = message_row(if answer["data"].is_object() { &answer["data"] } else { &answer });
                let html = MessageRowTemplate { message: &row }.render().unwrap_or_default();
                (Event::default().event("message-row").id(row.id.clone()).data(html), row.id, false)
            }
            Err(failure) => {
                tracing::debug!(status = failure.status, code = %failure.code, "a live inbox stream ended");
                (Event::default().event("ended").data(failure.message), after, true)
            }
        };
        Some((Ok::<_, std::convert::Infallible>(event), (ui, viewer, id, after, ended)))
    });
    let mut response = Sse::new(events).into_response();
    response.headers_mut().insert("x-accel-buffering", axum::http::HeaderValue::from_static("no"));
    response
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_message_shows_its_code_confidence_and_evidence() {
        let message = json!({
            "id": "msg_1", "from": "Acme <no-reply@acme.test>", "subject": "Your code", "received_at": "2026-12-04T10:00:00Z",
            "otp": "482913", "otp_confidence": 0.974, "magic_link": "javascript:alert(1)",
            "candidates": [{"kind": "code", "value": "482913", "evidence": ["near \"code\"", "6 digits"]}],
        });
        let row = message_row(&message);
        assert_eq!(row.code, Some(("482913".into(), 97)));
        assert_eq!(row.evidence, vec!["near \"code\"".to_string(), "6 digits".to_string()]);
        assert_eq!(row.link, None, "only http(s) links are shown as links");
        assert_eq!((row.sent_by.as_deref(), row.unauthenticated.as_deref()), (None, None), "not checked: nothing said");
        let html = MessageRowTemplate { message: &row }.render().unwrap();
        assert!(html.contains("482913") && html.contains("97"));
        assert!(
            html.contains("Acme &#60;no-reply@acme.test&#62;") || html.contains("Acme &lt;no-reply@acme.test&gt;"),
            "{html}"
        );
    }

    #[test]
    fn a_message_says_who_really_sent_it() {
        let verdict = |domain: Value, dmarc: &str| {
            json!({"id": "msg_1", "authentication": {"spf": "pass", "dkim": "pass", "dmarc": dmarc, "arc": "none",
                   "domain": domain, "policy": "reject", "source": "receiver"}})
        };
        let row = message_row(&verdict(json!("github.test"), "pass"));
        let html = MessageRowTemplate { message: &row }.render().unwrap();
        assert!(html.contains("Sent by github.test") && !html.contains("not authenticated"), "{html}");
        let row = message_row(&verdict(Value::Null, "fail"));
        let html = MessageRowTemplate { message: &row }.render().unwrap();
        assert!(html.contains("Sender not authenticated (DMARC fail)") && !html.contains("Sent by"), "{html}");
        assert!(!html.contains("Quarantined"), "{html}");
        let mut held = verdict(Value::Null, "fail");
        held["quarantined"] = json!(true);
        let html = MessageRowTemplate { message: &message_row(&held) }.render().unwrap();
        assert!(html.contains("Quarantined: the sender is not on this inbox"), "{html}");
    }
}
