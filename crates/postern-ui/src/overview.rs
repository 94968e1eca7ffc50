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
    /// The sync's state (`pending`, `syncing`, `idle`, `failed`).
    pub sync: String,
    /// Messages and folders done and in all, while a first sync runs.
    pub progress: Option<(u64, u64, u64, u64)>,
    /// Whether the account needs a person (a new sign-in, a server that fails).
    pub attention: bool,
}

#[derive(Template)]
#[template(path = "overview.html")]
struct Overview {
    frame: Frame,
    name: String,
    is_admin: bool,
    warning: Option<String>,
    can_list_accounts: bool,
    can_connect: bool,
    accounts: Vec<AccountRow>,
    /// While a first sync runs, the page refreshes its accounts every 2 s (ui.js).
    syncing: bool,
    attention: Vec<String>,
}

fn text(v: &Value) -> String {
    v.as_str().unwrap_or_default().to_string()
}

fn row(account: &Value) -> AccountRow {
    let sync = &account["sync"];
    let (done, total) = (sync["messages_done"].as_u64().unwrap_or(0), sync["messages_total"].as_u64().unwrap_or(0));
    let folders = (sync["folders_done"].as_u64().unwrap_or(0), sync["folders_total"].as_u64().unwrap_or(0));
    let first_sync = sync["last_synced_at"].is_null() && sync["state"] != "failed";
    let status = text(&account["status"]);
    AccountRow {
        id: text(&account["id"]),
        address: text(&account["email"]),
        provider: text(&account["provider"]),
        attention: matches!(status.as_str(), "needs_reauth" | "unreachable" | "error"),
        status,
        reason: account["status_reason"].as_str().map(str::to_string),
        messages: if done < total { format!("{done} of {total}") } else { total.to_string() },
        sync: text(&sync["state"]),
        progress: first_sync.then_some((done, total, folders.0, folders.1)),
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
    let accounts: Vec<AccountRow> = match viewer.api(&ui, Method::GET, "/accounts", None).await {
        Ok(list) => list["data"].as_array().map(|a| a.iter().map(row).collect()).unwrap_or_default(),
        // Rights on an account's mail without `account.list`: the accounts `/me` names, without
        // the status only `account.read` shows.
        Err(failure) if failure.status == 403 => me["accounts"]
            .as_array()
            .map(|a| {
                a.iter()
                    .map(|account| AccountRow {
                        id: text(&account["id"]),
                        address: text(&account["email"]),
                        provider: String::new(),
                        status: String::new(),
                        reason: None,
                        messages: String::new(),
                        sync: String::new(),
                        progress: None,
                        attention: false,
                    })
                    .collect()
            })
            .unwrap_or_default(),
        Err(failure) => return refused(&failure),
    };
    let syncing = accounts.iter().any(|a: &AccountRow| a.progress.is_some());
    let attention: Vec<String> = accounts
        .iter()
        .filter(|a| a.attention)
        .map(|a| {
            format!(
                "{}: {}{}",
                a.address,
                a.status.replace('_', " "),
                a.reason.as_deref().map(|r| format!(" ({r})")).unwrap_or_default()
            )
        })
        .collect();
    // The API's warning speaks of a token; here it is the person's own reach.
    let warning =
        me["warnings"].as_array().is_some_and(|w| w.iter().any(|w| w["code"] == "read_and_send_anywhere")).then(|| {
            "You can read mail and send it to anyone (and so can a token you make without narrowing it): \
         mail that tells an agent to forward it could leak it. Give agents narrowed tokens."
                .to_string()
        });
    let page = Overview {
        frame: Frame::of(&viewer, "Overview", "overview"),
        name: viewer.name.clone(),
        is_admin: me["admin"] == Value::Bool(true),
        warning,
        can_list_accounts,
        can_connect: me["admin"] == Value::Bool(true)
            || me["service"].as_array().is_some_and(|s| s.iter().any(|op| op == "account.create")),
        accounts,
        syncing,
        attention,
    };
    render(StatusCode::OK, &page)
}
