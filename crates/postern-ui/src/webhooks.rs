//! `/ui/webhooks`: the viewer's webhook endpoints with their health, and one endpoint's delivery
//! log with a test post and redelivery of a logged event (docs/UI.md §5, slice 7), all through
//! `/webhooks`.

use crate::Ui;
use crate::pages::{self, Frame, refused, render};
use crate::session::Viewer;
use askama::Template;
use axum::extract::{Form, Path, State};
use axum::http::{Method, StatusCode};
use axum::response::Response;
use serde::Deserialize;
use serde_json::{Value, json};

/// An endpoint as the pages show it.
pub struct EndpointRow {
    pub id: String,
    pub url: String,
    pub status: String,
    pub events: String,
    pub last_error: String,
}

fn endpoint_row(hook: &Value) -> EndpointRow {
    let text = |v: &Value| v.as_str().unwrap_or_default().to_string();
    EndpointRow {
        id: text(&hook["id"]),
        url: text(&hook["url"]),
        status: text(&hook["status"]),
        events: hook["events"]
            .as_array()
            .map(|e| e.iter().filter_map(Value::as_str).collect::<Vec<_>>().join(", "))
            .unwrap_or_default(),
        last_error: text(&hook["last_error"]).chars().chain(text(&hook["paused_reason"]).chars()).collect(),
    }
}

/// One delivery attempt.
pub struct AttemptRow {
    pub event_id: String,
    pub at: String,
    pub status: String,
    pub latency_ms: String,
    pub error: String,
}

#[derive(Template)]
#[template(path = "webhooks.html")]
struct WebhooksPage {
    frame: Frame,
    endpoints: Vec<EndpointRow>,
}

/// `GET /ui/webhooks`.
pub async fn list(State(ui): State<Ui>, viewer: Viewer) -> Response {
    match viewer.api(&ui, Method::GET, "/webhooks", None).await {
        Ok(listed) => {
            let endpoints = listed["data"].as_array().map(|a| a.iter().map(endpoint_row).collect()).unwrap_or_default();
            render(StatusCode::OK, &WebhooksPage { frame: Frame::of(&viewer, "Webhooks", "webhooks"), endpoints })
        }
        Err(failure) => refused(&failure),
    }
}

#[derive(Template)]
#[template(path = "webhook.html")]
struct WebhookPage {
    frame: Frame,
    csrf: String,
    endpoint: EndpointRow,
    attempts: Vec<AttemptRow>,
    notice: Option<String>,
}

async fn webhook_page(ui: &Ui, viewer: &Viewer, id: &str, notice: Option<String>) -> Response {
    let hook = match viewer.api(ui, Method::GET, &format!("/webhooks/{id}"), None).await {
        Ok(hook) => hook,
        Err(failure) => return refused(&failure),
    };
    let attempts = match viewer.api(ui, Method::GET, &format!("/webhooks/{id}/attempts?limit=100"), None).await {
        Ok(attempts) => attempts,
        Err(failure) => return refused(&failure),
    };
    let text = |v: &Value| v.as_str().unwrap_or_default().to_string();
    let number = |v: &Value| v.as_i64().map(|n| n.to_string()).unwrap_or_default();
    let page = WebhookPage {
        frame: Frame::of(viewer, "Webhook", "webhook"),
        csrf: viewer.csrf.clone(),
        endpoint: endpoint_row(if hook["data"].is_object() { &hook["data"] } else { &hook }),
        attempts: attempts["data"]
            .as_array()
            .map(|list| {
                list.iter()
                    .map(|a| AttemptRow {
                        event_id: text(&a["event_id"]),
                        at: text(&a["at"]),
                        status: if a["status"].is_null() { String::new() } else { a["status"].to_string() },
                        latency_ms: number(&a["latency_ms"]),
                        error: text(&a["error"]),
                    })
                    .collect()
            })
            .unwrap_or_default(),
        notice,
    };
    render(StatusCode::OK, &page)
}

/// `GET /ui/webhooks/{id}`: the endpoint and its delivery log.
pub async fn page(State(ui): State<Ui>, viewer: Viewer, Path(id): Path<String>) -> Response {
    let Some(id) = pages::path_id(&id) else { return pages::not_found().await };
    webhook_page(&ui, &viewer, id, None).await
}

#[derive(Deserialize)]
pub struct Act {
    #[serde(default)]
    csrf: String,
    /// For a redelivery: the event.
    event_id: Option<String>,
}

/// What an attempt answered, in words.
fn outcome(attempt: &Value) -> String {
    let attempt = if attempt["data"].is_object() { &attempt["data"] } else { attempt };
    match (attempt["delivered"].as_bool(), attempt["status"].as_i64(), attempt["error"].as_str()) {
        (Some(true), Some(status), _) => format!("Delivered: the endpoint answered {status}."),
        (_, Some(status), _) => format!("Not delivered: the endpoint answered {status}."),
        (_, None, Some(error)) => format!("Not delivered: {error}"),
        _ => "Posted.".to_string(),
    }
}

/// `POST /ui/webhooks/{id}/test`: a `webhook.test` post now.
pub async fn test(State(ui): State<Ui>, viewer: Viewer, Path(id): Path<String>, Form(form): Form<Act>) -> Response {
    if let Err(refused) = viewer.check(&form.csrf) {
        return *refused;
    }
    let Some(id) = pages::path_id(&id) else { return pages::not_found().await };
    match viewer.api(&ui, Method::POST, &format!("/webhooks/{id}/test"), Some(json!({}))).await {
        Ok(attempt) => webhook_page(&ui, &viewer, id, Some(format!("Test: {}", outcome(&attempt)))).await,
        Err(failure) => refused(&failure),
    }
}

/// `POST /ui/webhooks/{id}/redeliver`: one logged event posted again.
pub async fn redeliver(
    State(ui): State<Ui>,
    viewer: Viewer,
    Path(id): Path<String>,
    Form(form): Form<Act>,
) -> Response {
    if let Err(refused) = viewer.check(&form.csrf) {
        return *refused;
    }
    let Some(id) = pages::path_id(&id) else { return pages::not_found().await };
    let event = form.event_id.unwrap_or_default();
    match viewer.api(&ui, Method::POST, &format!("/webhooks/{id}/redeliver"), Some(json!({ "event_id": event }))).await
    {
        Ok(attempt) => {
            webhook_page(&ui, &viewer, id, Some(format!("Redelivered {event}: {}", outcome(&attempt)))).await
        }
        Err(failure) => refused(&failure),
    }
}
