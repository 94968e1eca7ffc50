//! Connecting an agent: the overview's panel makes a narrowed token for it (disposable inboxes,
//! reading one account's mail, or both; an expiry) through `/users/{id}/tokens`, and shows the
//! token once with ready-to-paste MCP configurations for the common clients, over stdio
//! (`postern mcp`) and over Streamable HTTP (`/mcp`).

use crate::Ui;
use crate::pages::{Frame, refused, render};
use crate::session::Viewer;
use askama::Template;
use axum::extract::{Form, State};
use axum::http::{Method, StatusCode};
use axum::response::Response;
use serde::Deserialize;
use serde_json::{Value, json};

/// What the panel offers the viewer: only what the viewer may give.
pub struct Panel {
    /// Whether the viewer may make inboxes (so may a token of theirs).
    pub inboxes: bool,
    /// Accounts whose mail the viewer reads: (id, address).
    pub accounts: Vec<(String, String)>,
}

impl Panel {
    pub fn for_me(me: &Value) -> Panel {
        let holds = |ops: &Value, op: &str| ops.as_array().is_some_and(|ops| ops.iter().any(|o| o == op));
        Panel {
            inboxes: holds(&me["inboxes"]["operations"], "inbox.create"),
            accounts: me["accounts"]
                .as_array()
                .map(|accounts| {
                    accounts
                        .iter()
                        .filter(|a| holds(&a["operations"], "message.read"))
                        .filter_map(|a| Some((a["id"].as_str()?.to_string(), a["email"].as_str()?.to_string())))
                        .collect()
                })
                .unwrap_or_default(),
        }
    }
}

/// Where agents reach Postern: the public URL, else the address this browser used.
fn base_url(ui: &Ui, viewer: &Viewer) -> String {
    match (&ui.config.public_url, &viewer.host) {
        (Some(url), _) => url.trim_end_matches('/').to_string(),
        (None, Some(host)) => format!("http://{host}"),
        (None, None) => "http://127.0.0.1:8080".to_string(),
    }
}

/// The Streamable HTTP endpoint agents are given.
pub fn mcp_url(ui: &Ui, viewer: &Viewer) -> String {
    format!("{}/mcp", base_url(ui, viewer))
}

#[derive(Deserialize)]
pub struct NewAgent {
    #[serde(default)]
    csrf: String,
    #[serde(default)]
    name: String,
    /// `on` when the agent makes disposable inboxes and reads their mail.
    #[serde(default)]
    inboxes: Option<String>,
    /// An account whose mail the agent reads; empty: none.
    #[serde(default)]
    account: String,
    /// Days until the token expires.
    #[serde(default)]
    days: String,
}

/// The name the clients know the server by.
const SERVER: &str = "postern";

/// One client's configuration, as shown.
pub struct Config {
    /// `claude-desktop-stdio`, `vscode-http`, …: the element's id, for copying and for tests.
    pub id: &'static str,
    pub client: &'static str,
    pub transport: &'static str,
    /// Where it goes.
    pub place: &'static str,
    pub text: String,
}

#[derive(Template)]
#[template(path = "agent.html")]
struct AgentPage {
    frame: Frame,
    name: String,
    secret: String,
    expires: String,
    reach: Vec<String>,
    configs: Vec<Config>,
}

/// The grants a form asks for, in the API's words, and what they mean in the viewer's.
fn grants(form: &NewAgent) -> Result<(Value, Vec<String>), String> {
    let mut grants = Vec::new();
    let mut reach = Vec::new();
    if form.inboxes.is_some() {
        grants.push(json!({ "accounts": ["own"], "allow": ["inboxes"] }));
        reach.push("make disposable inboxes and read their mail (codes, links)".to_string());
    }
    let account = form.account.trim();
    if !account.is_empty() {
        if !account.starts_with("acc_") || !account.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_') {
            return Err("Choose an account from the list.".into());
        }
        grants.push(json!({ "accounts": [account], "allow": ["mail.read"] }));
        reach.push(format!("read the mail of account {account}"));
    }
    if grants.is_empty() {
        return Err("Choose what the agent may do: inboxes, an account's mail, or both.".into());
    }
    Ok((Value::Array(grants), reach))
}

/// Quotes a word for a POSIX shell.
fn shell_word(word: &str) -> String {
    match word.bytes().all(|b| b.is_ascii_alphanumeric() || b"_-./:@=".contains(&b)) {
        true => word.to_string(),
        false => format!("'{}'", word.replace('\'', r"'\''")),
    }
}

fn pretty(value: &Value) -> String {
    serde_json::to_string_pretty(value).unwrap_or_default()
}

/// The configurations of each client, for a token and the server's addresses.
pub fn configs(base: &str, mcp: &str, token: &str) -> Vec<Config> {
    let env = json!({ "POSTERN_URL": base, "POSTERN_TOKEN": token });
    let stdio = json!({ "command": "postern", "args": ["mcp"], "env": env });
    let bearer = format!("Bearer {token}");
    vec![
        Config {
            id: "claude-desktop-stdio",
            client: "Claude Desktop",
            transport: "stdio",
            place: "claude_desktop_config.json (Settings → Developer → Edit Config)",
            text: pretty(&json!({ "mcpServers": { "postern": stdio } })),
        },
        Config {
            id: "claude-code-http",
            client: "Claude Code",
            transport: "HTTP",
            place: "a terminal",
            text: format!(
                "claude mcp add --transport http {SERVER} {} --header {}",
                shell_word(mcp),
                shell_word(&format!("Authorization: {bearer}"))
            ),
        },
        Config {
            id: "claude-code-stdio",
            client: "Claude Code",
            transport: "stdio",
            place: "a terminal",
            text: format!(
                "claude mcp add {SERVER} --env {} --env {} -- postern mcp",
                shell_word(&format!("POSTERN_URL={base}")),
                shell_word(&format!("POSTERN_TOKEN={token}"))
            ),
        },
        Config {
            id: "cursor-http",
            client: "Cursor",
            transport: "HTTP",
            place: "~/.cursor/mcp.json",
            text: pretty(
                &json!({ "mcpServers": { "postern": { "url": mcp, "headers": { "Authorization": bearer } } } }),
            ),
        },
        Config {
            id: "cursor-stdio",
            client: "Cursor",
            transport: "stdio",
            place: "~/.cursor/mcp.json",
            text: pretty(&json!({ "mcpServers": { "postern": stdio } })),
        },
        Config {
            id: "vscode-http",
            client: "VS Code",
            transport: "HTTP",
            place: ".vscode/mcp.json",
            text: pretty(&json!({ "servers": {
                "postern": { "type": "http", "url": mcp, "headers": { "Authorization": bearer } }
            } })),
        },
        Config {
            id: "vscode-stdio",
            client: "VS Code",
            transport: "stdio",
            place: ".vscode/mcp.json",
            text: pretty(&json!({ "servers": {
                "postern": { "type": "stdio", "command": "postern", "args": ["mcp"], "env": env }
            } })),
        },
    ]
}

/// `POST /ui/agents`: makes the agent's token and shows it with the configurations (this answer
/// is not stored).
pub async fn connect(State(ui): State<Ui>, viewer: Viewer, Form(form): Form<NewAgent>) -> Response {
    if let Err(refused) = viewer.check(&form.csrf) {
        return *refused;
    }
    let name = match form.name.trim() {
        "" => "agent".to_string(),
        name => name.to_string(),
    };
    let days = match form.days.trim() {
        "" => 30,
        days => match days.parse::<u32>() {
            Ok(days @ 1..=3650) => days,
            _ => return crate::pages::message(StatusCode::BAD_REQUEST, "error", "Days must be from 1 to 3650."),
        },
    };
    let (grants, reach) = match grants(&form) {
        Ok(found) => found,
        Err(why) => return crate::pages::message(StatusCode::BAD_REQUEST, "error", &why),
    };
    let expires_at =
        postern_core::Timestamp(postern_core::Timestamp::now().micros() + i64::from(days) * 86_400_000_000);
    let body = json!({ "name": name, "grants": grants, "expires_at": expires_at.to_string() });
    let made = match viewer.api(&ui, Method::POST, &format!("/users/{}/tokens", viewer.user_id), Some(body)).await {
        Ok(made) => made,
        Err(failure) => return refused(&failure),
    };
    let secret = made["token"].as_str().unwrap_or_default().to_string();
    let base = base_url(&ui, &viewer);
    let page = AgentPage {
        frame: Frame::of(&viewer, "Connect an agent", "agent"),
        configs: configs(&base, &mcp_url(&ui, &viewer), &secret),
        name,
        secret,
        expires: made["data"]["expires_at"].as_str().unwrap_or_default().to_string(),
        reach,
    };
    render(StatusCode::CREATED, &page)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_configuration_carries_the_token_and_the_address() {
        let configs = configs("https://mail.example.com", "https://mail.example.com/mcp", "pst_secret");
        assert_eq!(configs.len(), 7);
        for config in &configs {
            assert!(config.text.contains("pst_secret"), "{}", config.id);
            assert!(config.text.contains("https://mail.example.com"), "{}", config.id);
            if config.text.starts_with('{') {
                serde_json::from_str::<Value>(&config.text).expect("JSON");
            }
        }
        let vscode = configs.iter().find(|c| c.id == "vscode-http").unwrap();
        let vscode: Value = serde_json::from_str(&vscode.text).unwrap();
        assert_eq!(vscode["servers"]["postern"]["headers"]["Authorization"], "Bearer pst_secret");
        assert_eq!(shell_word("it's"), r"'it'\''s'");
    }
}
