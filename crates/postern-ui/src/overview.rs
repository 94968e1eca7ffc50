//! `/ui`: who is signed in, with what reach, and the accounts it sees with their status; for an
//! administrator also whether the service works and what it still needs (`GET /service`): the
//! store, the listeners, the inbox domains with their MX records (checked by `/ui/dns`), and the
//! accounts needing a person; and the panel that connects an agent (`crate::agents`).

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

/// The service as an administrator's overview shows it (`GET /service`).
pub struct ServiceFacts {
    pub version: String,
    /// `SQLite` or `PostgreSQL`.
    pub store: String,
    /// How long the store took to answer, when it did.
    pub store_answered: Option<String>,
    pub http: String,
    pub smtp: String,
    /// What agents reach over Streamable HTTP.
    pub mcp_url: String,
    /// The host name the MX records should name; `None` while it is the default `localhost`.
    pub mail_host: Option<String>,
    pub inbox_domains: Vec<String>,
    pub accounts_total: u64,
    pub public_url_unset: bool,
    /// The OAuth apps their provider refuses (`provider: reason`): no account of theirs syncs.
    pub refused_apps: Vec<String>,
}

fn facts(service: &Value, mcp_url: String) -> ServiceFacts {
    let store = &service["store"];
    ServiceFacts {
        version: text(&service["version"]),
        store: if store["engine"] == "postgresql" { "PostgreSQL" } else { "SQLite" }.to_string(),
        store_answered: store["answered_in_ms"].as_f64().map(|ms| format!("{ms:.1} ms")),
        http: service["listeners"]["http"].as_str().unwrap_or("not known").to_string(),
        smtp: service["listeners"]["smtp"].as_str().unwrap_or("not known").to_string(),
        mcp_url,
        mail_host: service["mail_host"].as_str().filter(|h| !h.is_empty() && *h != "localhost").map(str::to_string),
        inbox_domains: service["inbox_domains"]
            .as_array()
            .map(|d| d.iter().filter_map(Value::as_str).map(str::to_string).collect())
            .unwrap_or_default(),
        accounts_total: service["accounts"]["total"].as_u64().unwrap_or(0),
        public_url_unset: service["public_url"].is_null(),
        refused_apps: service["refused_apps"]
            .as_array()
            .map(|apps| apps.iter().map(|a| format!("{}: {}", text(&a["provider"]), text(&a["reason"]))).collect())
            .unwrap_or_default(),
    }
}

#[derive(Template)]
#[template(path = "overview.html")]
struct Overview {
    frame: Frame,
    csrf: String,
    name: String,
    is_admin: bool,
    warning: Option<String>,
    can_list_accounts: bool,
    can_connect: bool,
    accounts: Vec<AccountRow>,
    /// While a first sync runs, the page refreshes its accounts every 2 s (ui.js).
    syncing: bool,
    attention: Vec<String>,
    /// For an administrator: the service's health and set-up.
    service: Option<ServiceFacts>,
    /// The "connect an agent" panel.
    agent: crate::agents::Panel,
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
    // Only an administrator may read the service's state; others see no such cards (and the
    // page asks nothing more for them).
    let is_admin = me["admin"] == Value::Bool(true);
    let service = match is_admin {
        false => None,
        true => match viewer.api(&ui, Method::GET, "/service", None).await {
            Ok(service) => Some(facts(&service["data"], crate::agents::mcp_url(&ui, &viewer))),
            Err(failure) => return refused(&failure),
        },
    };
    let agent = crate::agents::Panel::for_me(me);
    let page = Overview {
        frame: Frame::of(&viewer, "Overview", "overview"),
        csrf: viewer.csrf.clone(),
        name: viewer.name.clone(),
        is_admin,
        warning,
        can_list_accounts,
        can_connect: me["admin"] == Value::Bool(true)
            || me["service"].as_array().is_some_and(|s| s.iter().any(|op| op == "account.create")),
        accounts,
        syncing,
        attention,
        service,
        agent,
    };
    render(StatusCode::OK, &page)
}

#[cfg(test)]
mod tests {
    use super::facts;
    use serde_json::json;

    #[test]
    fn a_refused_app_shows_among_the_facts() {
        let service = json!({
            "version": "0.1.0",
            "store": { "engine": "sqlite", "answered_in_ms": 0.4 },
            "refused_apps": [{ "provider": "microsoft", "reason": "invalid_client: AADSTS7000222: expired" }],
        });
        let shown = facts(&service, "https://postern.example/mcp".into());
        assert_eq!(shown.refused_apps, ["microsoft: invalid_client: AADSTS7000222: expired"]);
        assert!(facts(&json!({}), String::new()).refused_apps.is_empty());
    }
}
