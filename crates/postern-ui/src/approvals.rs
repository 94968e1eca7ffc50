//! `/ui/approvals`: sends held for a person's approval (a grant's `approval`), each shown with
//! the exact message and recipients it would send, and approved (it goes once) or refused (it
//! never goes) there. All of it through `/sends/pending` and `/sends/{id}/approve|refuse`, so the
//! API decides who may decide.

use crate::Ui;
use crate::pages::{self, Frame, path_id, refused, render};
use crate::session::Viewer;
use askama::Template;
use axum::extract::{Form, Path, State};
use axum::http::{Method, StatusCode};
use axum::response::{IntoResponse, Redirect, Response};
use serde::Deserialize;
use serde_json::Value;

/// A held send as the page shows it.
pub struct HeldRow {
    pub id: String,
    pub account_id: String,
    pub approval: String,
    pub requested_by: String,
    pub recipients: String,
    pub from: String,
    pub subject: String,
    pub text: String,
    /// The HTML as written, shown as source (empty: none).
    pub html: String,
    /// What of the message a reader would not see (empty: nothing).
    pub hidden: String,
    pub attachments: Vec<String>,
    pub expires_at: String,
}

fn held_row(held: &Value) -> HeldRow {
    let text = |v: &Value| v.as_str().unwrap_or_default().to_string();
    let m = &held["message"];
    HeldRow {
        id: text(&held["id"]),
        account_id: text(&held["account_id"]),
        approval: match held["approval"].as_str() {
            Some("after_untrusted") => "it read mail from outside before sending".into(),
            _ => "every send of it waits for approval".into(),
        },
        requested_by: format!(
            "{} (token {})",
            text(&held["requested_by"]["user_id"]),
            text(&held["requested_by"]["token_id"])
        ),
        recipients: held["recipients"]
            .as_array()
            .map(|r| r.iter().filter_map(Value::as_str).collect::<Vec<_>>().join(", "))
            .unwrap_or_default(),
        from: text(&m["from"]),
        subject: text(&m["subject"]),
        text: text(&m["text"]),
        html: text(&m["html"]),
        hidden: serde_json::from_value::<postern_mail::Hidden>(m["hidden"].clone())
            .ok()
            .and_then(|h| h.summary())
            .unwrap_or_default(),
        attachments: m["attachments"]
            .as_array()
            .into_iter()
            .flatten()
            .map(|a| {
                format!(
                    "{} ({}, {} bytes)",
                    a["filename"].as_str().unwrap_or("attachment"),
                    text(&a["content_type"]),
                    a["size"]
                )
            })
            .collect(),
        expires_at: text(&held["expires_at"]),
    }
}

#[derive(Template)]
#[template(path = "approvals.html")]
struct ApprovalsPage {
    frame: Frame,
    csrf: String,
    held: Vec<HeldRow>,
    notice: Option<String>,
}

#[derive(Deserialize)]
pub struct Shown {
    /// What was just decided (`approved`, `refused`), to say so.
    done: Option<String>,
}

/// `GET /ui/approvals`.
pub async fn list(
    State(ui): State<Ui>,
    viewer: Viewer,
    axum::extract::Query(shown): axum::extract::Query<Shown>,
) -> Response {
    match viewer.api(&ui, Method::GET, "/sends/pending", None).await {
        Ok(listed) => {
            let held = listed["data"].as_array().map(|a| a.iter().map(held_row).collect()).unwrap_or_default();
            let notice = match shown.done.as_deref() {
                Some("approved") => Some("Approved: the message was sent.".to_string()),
                Some("refused") => Some("Refused: the message will not be sent.".to_string()),
                _ => None,
            };
            let page = ApprovalsPage {
                frame: Frame::of(&viewer, "Sends waiting for approval", "approvals"),
                csrf: viewer.csrf.clone(),
                held,
                notice,
            };
            render(StatusCode::OK, &page)
        }
        Err(failure) => refused(&failure),
    }
}

#[derive(Deserialize)]
pub struct Deciding {
    #[serde(default)]
    csrf: String,
}

/// `POST /ui/approvals/{id}/approve`: the send goes now.
pub async fn approve(
    State(ui): State<Ui>,
    viewer: Viewer,
    Path(id): Path<String>,
    Form(form): Form<Deciding>,
) -> Response {
    decide(&ui, &viewer, &id, &form, "approve", "approved").await
}

/// `POST /ui/approvals/{id}/refuse`: the send never goes.
pub async fn refuse(
    State(ui): State<Ui>,
    viewer: Viewer,
    Path(id): Path<String>,
    Form(form): Form<Deciding>,
) -> Response {
    decide(&ui, &viewer, &id, &form, "refuse", "refused").await
}

async fn decide(ui: &Ui, viewer: &Viewer, id: &str, form: &Deciding, verb: &str, done: &str) -> Response {
    if let Err(refused) = viewer.check(&form.csrf) {
        return *refused;
    }
    let Some(id) = path_id(id) else { return pages::not_found().await };
    match viewer.api(ui, Method::POST, &format!("/sends/{id}/{verb}"), Some(serde_json::json!({}))).await {
        Ok(_) => Redirect::to(&format!("/ui/approvals?done={done}")).into_response(),
        Err(failure) => refused(&failure),
    }
}
