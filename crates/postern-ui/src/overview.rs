//! `/ui`: who is signed in, with what reach, and the accounts it sees with their status.

use crate::Ui;
use crate::pages::{Frame, refused, render};
use crate::session::Viewer;
use askama::Template;
use axum::extract::State;
use axum::http::{Method, StatusCode};
use axum::response::Response;
use serde_json::Value;

/// One account as the overview lists it.
pub struct AccountRow {
    pub id: String,
    pub address: String,
    pub provider: String,
    pub status: String,
    pub reason: Option<String>,
    pub messages: String,
}

#[derive(Template)]
#[template(path = "overview.html")]
struct Overview {
    frame: Frame,
    name: String,
    is_admin: bool,
    warning: Option<String>,
    can_list_accounts: bool,
    accounts: Vec<AccountRow>,
}

fn row(account: &Value) -> AccountRow {
    let text = |v: &Value| v.as_str().unwrap_or_default().to_string();
    let sync = &account["sync"];
    let (done, total) = (sync["messages_done"].as_u64().unwrap_or(0), sync["messages_total"].as_u64().unwrap_or(0));
    AccountRow {
        id: text(&account["id"]),
        address: text(&account["email"]),
        provider: text(&account["provider"]),
        status: text(&account["status"]),
        reason: account["status_reason"].as_str().map(str::to_string),
        messages: if done < total { format!("{done} of {total}") } else { total.to_string() },
    }
}

/// `GET /ui`.
pub async fn page(State(ui): State<Ui>, viewer: Viewer) -> Response {
    let me = match viewer.api(&ui, Method::GET, "/me", None).await {
        Ok(me) => me,
        Err(failure) => return refused(&failure),
    };
    let me = &me["data"];
    let can_list_accounts = me["service"].as_array().is_some_and(|s| s.iter().any(|op| op == "account.list"))
        || me["admin"] == Value::Bool(true)
        || me["accounts"].as_array().is_some_and(|a| !a.is_empty());
    let accounts = match viewer.api(&ui, Method::GET, "/accounts", None).await {
        Ok(list) => list["data"].as_array().map(|a| a.iter().map(row).collect()).unwrap_or_default(),
        Err(failure) if failure.status == 403 => Vec::new(),
        Err(failure) => return refused(&failure),
    };
    let warning =
        me["warnings"].as_array().and_then(|w| w.first()).and_then(|w| w["message"].as_str()).map(str::to_string);
    let page = Overview {
        frame: Frame::of(&viewer, "Overview", "overview"),
        name: viewer.name.clone(),
        is_admin: me["admin"] == Value::Bool(true),
        warning,
        can_list_accounts,
        accounts,
    };
    render(StatusCode::OK, &page)
}
