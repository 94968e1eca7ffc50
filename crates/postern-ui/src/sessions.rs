//! Where a person is signed in: the live sessions of a user (`GET /users/{id}/sessions`), shown
//! on one's own security page and, to those who may manage the user, on the user's page; each
//! can be ended from there (`DELETE /users/{id}/sessions/{session_id}`), so a browser left
//! signed in elsewhere, or a stolen cookie, stops working at once.

use crate::Ui;
use crate::pages::{self, path_id, refused};
use crate::session::Viewer;
use axum::extract::{Form, Path, State};
use axum::http::Method;
use axum::response::{IntoResponse, Redirect, Response};
use serde::Deserialize;
use serde_json::Value;

/// A session as the lists show it.
pub struct SessionRow {
    pub id: String,
    /// The session of the page being read.
    pub current: bool,
    pub created_at: String,
    pub last_seen_at: String,
    pub source: String,
    /// The browser's `User-Agent`, cut to what a list shows.
    pub browser: String,
}

/// The live sessions of `user_id`, as the viewer may see them (none when it may not).
pub async fn of(ui: &Ui, viewer: &Viewer, user_id: &str) -> Vec<SessionRow> {
    if viewer.stage != "active" {
        return Vec::new();
    }
    let Ok(listed) = viewer.api(ui, Method::GET, &format!("/users/{user_id}/sessions"), None).await else {
        return Vec::new();
    };
    let text = |v: &Value| v.as_str().unwrap_or_default().to_string();
    // `2026-12-04T23:03:38.012924Z` → `2026-12-04 23:03 UTC`: a list of where one is signed in
    // needs the minute, not the microsecond.
    let minute = |v: &Value| match v.as_str() {
        Some(t) if t.len() >= 16 && t.is_char_boundary(16) => format!("{} UTC", t[..16].replacen('T', " ", 1)),
        _ => text(v),
    };
    listed["data"]
        .as_array()
        .map(|list| {
            list.iter()
                .map(|s| SessionRow {
                    id: text(&s["id"]),
                    current: s["current"] == Value::Bool(true),
                    created_at: minute(&s["created_at"]),
                    last_seen_at: minute(&s["last_seen_at"]),
                    source: text(&s["source"]),
                    browser: text(&s["user_agent"]).chars().take(80).collect(),
                })
                .collect()
        })
        .unwrap_or_default()
}

#[derive(Deserialize)]
pub struct Ending {
    #[serde(default)]
    csrf: String,
    /// Whose session it is; empty: the viewer's own.
    #[serde(default)]
    user: String,
}

/// `POST /ui/sessions/{id}/end`: ends one session of the viewer or of the user named in the
/// form, and goes back to the page the list was on.
pub async fn end(State(ui): State<Ui>, viewer: Viewer, Path(id): Path<String>, Form(form): Form<Ending>) -> Response {
    if let Err(refused) = viewer.check(&form.csrf) {
        return *refused;
    }
    let Some(id) = path_id(&id) else { return pages::not_found().await };
    let user = if form.user.is_empty() { viewer.user_id.as_str() } else { form.user.as_str() };
    let Some(user) = path_id(user) else { return pages::not_found().await };
    match viewer.api(&ui, Method::DELETE, &format!("/users/{user}/sessions/{id}"), None).await {
        Ok(_) if user == viewer.user_id => Redirect::to("/ui/security#sessions").into_response(),
        Ok(_) => Redirect::to(&format!("/ui/users/{user}#sessions")).into_response(),
        Err(failure) => refused(&failure),
    }
}
