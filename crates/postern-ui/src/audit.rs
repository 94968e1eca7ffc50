//! `/ui/audit`: the audit (admin acts and sends) with filters, and the hash chain's verification
//! from the browser (docs/UI.md §5, slice 7). Reads `/audit` and `/audit/verify`, so only who may
//! read the whole audit sees it.

use crate::Ui;
use crate::pages::{Frame, encode, refused, render};
use crate::session::Viewer;
use askama::Template;
use axum::extract::{Query, State};
use axum::http::{Method, StatusCode};
use axum::response::Response;
use serde::Deserialize;
use serde_json::Value;

/// A record as the page lists it.
pub struct AuditRow {
    pub at: String,
    pub actor: String,
    pub action: String,
    pub target: String,
    pub outcome: String,
    pub source: String,
    pub detail: String,
}

/// The chain's state after a verification.
pub struct Verified {
    pub intact: bool,
    pub records: u64,
    pub broken: String,
}

#[derive(Template)]
#[template(path = "audit.html")]
struct AuditPage {
    frame: Frame,
    action: String,
    actor: String,
    outcome: String,
    records: Vec<AuditRow>,
    verified: Option<Verified>,
}

#[derive(Deserialize, Default)]
pub struct Filters {
    #[serde(default)]
    action: String,
    #[serde(default)]
    actor: String,
    #[serde(default)]
    outcome: String,
    #[serde(default)]
    verify: Option<String>,
}

/// `GET /ui/audit?action=&actor=&outcome=[&verify=1]`.
pub async fn page(State(ui): State<Ui>, viewer: Viewer, Query(filters): Query<Filters>) -> Response {
    let mut path = "/audit?limit=200".to_string();
    for (name, value) in [("action", &filters.action), ("actor", &filters.actor), ("outcome", &filters.outcome)] {
        if !value.trim().is_empty() {
            path.push_str(&format!("&{name}={}", encode(value.trim())));
        }
    }
    let listed = match viewer.api(&ui, Method::GET, &path, None).await {
        Ok(listed) => listed,
        Err(failure) => return refused(&failure),
    };
    let text = |v: &Value| v.as_str().unwrap_or_default().to_string();
    let records = listed["data"]
        .as_array()
        .map(|list| {
            list.iter()
                .map(|r| AuditRow {
                    at: text(&r["at"]),
                    actor: text(&r["actor"]),
                    action: text(&r["action"]),
                    target: text(&r["target"]),
                    outcome: text(&r["outcome"]),
                    source: text(&r["source"]),
                    detail: if r["detail"].as_object().is_some_and(|d| !d.is_empty()) {
                        r["detail"].to_string()
                    } else {
                        String::new()
                    },
                })
                .collect()
        })
        .unwrap_or_default();
    let verified = if filters.verify.as_deref() == Some("1") {
        match viewer.api(&ui, Method::GET, "/audit/verify", None).await {
            Ok(check) => Some(Verified {
                intact: check["data"]["intact"] == true,
                records: check["data"]["records"].as_u64().unwrap_or(0),
                broken: check["data"]["broken"].as_str().unwrap_or_default().to_string(),
            }),
            Err(failure) => return refused(&failure),
        }
    } else {
        None
    };
    let page = AuditPage {
        frame: Frame::of(&viewer, "Audit", "audit"),
        action: filters.action,
        actor: filters.actor,
        outcome: filters.outcome,
        records,
        verified,
    };
    render(StatusCode::OK, &page)
}
