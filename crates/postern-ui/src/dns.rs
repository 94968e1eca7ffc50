//! `/ui/dns`: what DNS answers now for each inbox domain against the MX record it needs
//! (`GET /service/dns`). A page of its own because a lookup may take seconds: the overview
//! loads it into its "Receiving mail" card after it has shown.

use crate::Ui;
use crate::pages::{Frame, refused, render};
use crate::session::Viewer;
use askama::Template;
use axum::extract::State;
use axum::http::{Method, StatusCode};
use axum::response::Response;
use serde_json::Value;

/// One inbox domain's check.
pub struct DomainCheck {
    pub domain: String,
    /// The record it needs (`in.example. MX 10 mx.example.`), when the mail host is known.
    pub record: Option<String>,
    /// `ok`, `elsewhere`, `missing` or `unknown`.
    pub state: String,
    /// What DNS answers, in words.
    pub answer: String,
}

#[derive(Template)]
#[template(path = "dns.html")]
struct DnsPage {
    frame: Frame,
    domains: Vec<DomainCheck>,
}

fn check(domain: &Value) -> DomainCheck {
    let found: Vec<&str> =
        domain["found"].as_array().map(|f| f.iter().filter_map(Value::as_str).collect()).unwrap_or_default();
    let state = domain["state"].as_str().unwrap_or("unknown").to_string();
    let answer = match state.as_str() {
        "ok" => format!("MX {}", found.join(", ")),
        "elsewhere" => format!("MX {}: mail for this domain goes elsewhere", found.join(", ")),
        "missing" => "no MX record".to_string(),
        _ => format!("not known: {}", domain["detail"].as_str().unwrap_or("the lookup failed")),
    };
    DomainCheck {
        domain: domain["domain"].as_str().unwrap_or_default().to_string(),
        record: domain["record"].as_str().map(str::to_string),
        state,
        answer,
    }
}

/// `GET /ui/dns`.
pub async fn page(State(ui): State<Ui>, viewer: Viewer) -> Response {
    match viewer.api(&ui, Method::GET, "/service/dns", None).await {
        Ok(answer) => {
            let domains = answer["data"].as_array().map(|d| d.iter().map(check).collect()).unwrap_or_default();
            render(StatusCode::OK, &DnsPage { frame: Frame::of(&viewer, "DNS", "dns"), domains })
        }
        Err(failure) => refused(&failure),
    }
}
