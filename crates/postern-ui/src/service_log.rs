//! `/ui/log`: this instance's latest log lines, scrubbed of credentials, newest first, from
//! `GET /log`; for administrators only, as the API decides.

use crate::Ui;
use crate::pages::{Frame, encode, refused, render};
use crate::session::Viewer;
use askama::Template;
use axum::extract::{Query, State};
use axum::http::{Method, StatusCode};
use axum::response::Response;
use serde::Deserialize;

/// A line as the page shows it.
pub struct LogRow {
    pub at: String,
    pub level: String,
    pub target: String,
    pub text: String,
}

#[derive(Template)]
#[template(path = "log.html")]
struct LogPage {
    frame: Frame,
    level: String,
    levels: [&'static str; 5],
    lines: Vec<LogRow>,
}

#[derive(Deserialize)]
pub struct Filter {
    #[serde(default = "info")]
    level: String,
}

fn info() -> String {
    "info".into()
}

/// `GET /ui/log?level=`.
pub async fn page(State(ui): State<Ui>, viewer: Viewer, Query(filter): Query<Filter>) -> Response {
    let path = format!("/log?limit=1000&level={}", encode(&filter.level));
    let listed = match viewer.api(&ui, Method::GET, &path, None).await {
        Ok(listed) => listed,
        Err(failure) => return refused(&failure),
    };
    let text = |v: &serde_json::Value| v.as_str().unwrap_or_default().to_string();
    let lines = listed["data"]
        .as_array()
        .map(|lines| {
            lines
                .iter()
                .map(|l| LogRow {
                    at: text(&l["at"]),
                    level: text(&l["level"]),
                    target: text(&l["target"]),
                    text: text(&l["text"]),
                })
                .collect()
        })
        .unwrap_or_default();
    let page = LogPage {
        frame: Frame::of(&viewer, "Service log", "log"),
        level: filter.level.to_ascii_lowercase(),
        levels: ["error", "warn", "info", "debug", "trace"],
        lines,
    };
    render(StatusCode::OK, &page)
}
