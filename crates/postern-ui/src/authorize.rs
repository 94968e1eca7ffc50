//! `/ui/authorize/{id}`: the consent page of an MCP client's sign-in (docs/MCP_OAUTH.md). The
//! person, signed in (password, then TOTP where set), sees the client's name with the hosts of
//! its metadata document and of its redirect URI, and chooses what it may do: their disposable
//! inboxes, which connected accounts, read or also draft or also send (with approval),
//! folders, recipients and an end date. The narrowest useful choice is preset: inboxes, read,
//! 30 days. The answer goes through `/authorizations/{id}`, with the value of the cookie the
//! authorization was bound to, so that only the browser the client sent here can answer.

use crate::Ui;
use crate::pages::{Frame, Message, path_id, refused, render};
use crate::session::{Viewer, cookie};
use askama::Template;
use axum::extract::{Form, Path, State};
use axum::http::{HeaderMap, Method, StatusCode};
use axum::response::Response;
use postern_core::Timestamp;
use serde_json::{Value, json};

/// The cookie `GET /oauth2/authorize` sets.
pub const BROWSER_COOKIE: &str = "__Host-postern-authorize";
/// The ends a person may choose, in days; the first is preset.
const DAYS: [u32; 5] = [30, 1, 7, 90, 365];

/// An account the person may let the client reach.
pub struct AccountChoice {
    pub id: String,
    pub address: String,
}

#[derive(Template)]
#[template(path = "authorize.html")]
struct AuthorizePage {
    frame: Frame,
    csrf: String,
    id: String,
    client_name: String,
    /// Where the metadata document is; `None` for a registered client.
    client_host: Option<String>,
    redirect_host: String,
    redirect_uri: String,
    inboxes: bool,
    mail: bool,
    drafts: bool,
    send: bool,
    accounts: Vec<AccountChoice>,
    days: Vec<u32>,
    error: Option<String>,
}

/// The host (and port) of a URI, or the URI itself when it has none (a private-use scheme).
fn host_of(uri: &str) -> String {
    match uri.split_once("://") {
        Some((_, rest)) => rest.split(['/', '?', '#']).next().unwrap_or_default().to_string(),
        None => uri.split(['/', '?', '#']).next().unwrap_or(uri).to_string(),
    }
}

async fn page(ui: &Ui, viewer: &Viewer, id: &str, status: StatusCode, error: Option<String>) -> Response {
    let found = match viewer.api(ui, Method::GET, &format!("/authorizations/{id}"), None).await {
        Ok(found) => found,
        Err(failure) => return refused(&failure),
    };
    let data = &found["data"];
    let text = |v: &Value| v.as_str().unwrap_or_default().to_string();
    let scopes: Vec<String> = data["scopes"].as_array().map(|a| a.iter().map(text).collect()).unwrap_or_default();
    let asked = |scope: &str| scopes.iter().any(|s| s == scope);
    let accounts = if asked("mail.read") {
        match viewer.api(ui, Method::GET, "/accounts?limit=500", None).await {
            Ok(listed) => listed["data"]
                .as_array()
                .map(|a| {
                    a.iter().map(|acc| AccountChoice { id: text(&acc["id"]), address: text(&acc["email"]) }).collect()
                })
                .unwrap_or_default(),
            Err(failure) => return refused(&failure),
        }
    } else {
        Vec::new()
    };
    let redirect_uri = text(&data["redirect_uri"]);
    let authorize = AuthorizePage {
        frame: Frame::of(viewer, "Allow an app to use Postern?", "authorize"),
        csrf: viewer.csrf.clone(),
        id: id.to_string(),
        client_name: text(&data["client_name"]),
        client_host: data["client_host"].as_str().map(str::to_string),
        redirect_host: host_of(&redirect_uri),
        redirect_uri,
        inboxes: asked("inboxes"),
        mail: asked("mail.read"),
        drafts: asked("drafts"),
        send: asked("send"),
        accounts,
        days: DAYS.to_vec(),
        error,
    };
    render(status, &authorize)
}

/// `GET /ui/authorize/{id}`.
pub async fn form(State(ui): State<Ui>, viewer: Viewer, Path(id): Path<String>) -> Response {
    let Some(id) = path_id(&id) else { return crate::pages::not_found().await };
    page(&ui, &viewer, id, StatusCode::OK, None).await
}

/// A list typed in a field, comma- or space-separated; `None` when empty.
fn list(text: &str) -> Option<Vec<String>> {
    let items: Vec<String> =
        text.split([',', ' ', '\n']).map(str::trim).filter(|s| !s.is_empty()).map(str::to_string).collect();
    (!items.is_empty()).then_some(items)
}

/// What the form's fields ask the API for.
fn consent_of(fields: &[(String, String)], browser: &str) -> Result<Value, String> {
    let one = |name: &str| fields.iter().find(|(k, _)| k == name).map(|(_, v)| v.as_str()).unwrap_or_default();
    let accounts: Vec<&str> = fields.iter().filter(|(k, _)| k == "account").map(|(_, v)| v.as_str()).collect();
    let days: u32 = one("days").parse().ok().filter(|d| DAYS.contains(d)).ok_or("Choose when it ends.")?;
    let ends_at = Timestamp(Timestamp::now().micros() + i64::from(days) * 86_400_000_000);
    let mut consent = json!({
        "browser": browser,
        "inboxes": one("inboxes") == "on",
        "accounts": accounts,
        "ends_at": ends_at.to_string(),
    });
    if !accounts.is_empty() {
        let mail = match one("mail") {
            access @ ("read" | "draft" | "send") => access,
            _ => return Err("Say what it may do with the accounts' mail.".into()),
        };
        consent["mail"] = json!(mail);
        if let Some(folders) = list(one("folders")) {
            consent["folders"] = json!(folders);
        }
        if mail == "send" {
            if let Some(recipients) = list(one("recipients")) {
                consent["recipients"] = json!(recipients);
            }
            consent["approval"] = json!(one("approval") == "on");
        }
    }
    Ok(consent)
}

/// `POST /ui/authorize/{id}`: the person's answer; the browser then goes back to the client
/// (through a page `ui.js` follows at once: `form-action 'self'` keeps a form's redirect here).
pub async fn answer(
    State(ui): State<Ui>,
    viewer: Viewer,
    Path(id): Path<String>,
    headers: HeaderMap,
    Form(fields): Form<Vec<(String, String)>>,
) -> Response {
    let Some(id) = path_id(&id) else { return crate::pages::not_found().await };
    let csrf = fields.iter().find(|(k, _)| k == "csrf").map(|(_, v)| v.as_str()).unwrap_or_default();
    if let Err(refused) = viewer.check(csrf) {
        return *refused;
    }
    let Some(browser) = cookie(&headers, BROWSER_COOKIE) else {
        let text = "This sign-in was started in another browser, or its cookie has expired; start again from the app.";
        return crate::pages::message(StatusCode::FORBIDDEN, "error", text);
    };
    let allow = fields.iter().any(|(k, v)| k == "decision" && v == "allow");
    let (path, body) = if allow {
        match consent_of(&fields, &browser) {
            Ok(consent) => (format!("/authorizations/{id}/consent"), consent),
            Err(why) => return page(&ui, &viewer, id, StatusCode::BAD_REQUEST, Some(why)).await,
        }
    } else {
        (format!("/authorizations/{id}/deny"), json!({ "browser": browser }))
    };
    match viewer.api(&ui, Method::POST, &path, Some(body)).await {
        Ok(answered) => {
            let to = answered["data"]["redirect_to"].as_str().unwrap_or_default().to_string();
            let text = if allow { "Allowed. Going back to the app…" } else { "Refused. Going back to the app…" };
            let onward = Some((to, "Continue".to_string()));
            let frame = Frame::of(&viewer, "Back to the app", "authorized");
            render(StatusCode::OK, &Message { frame, text: text.into(), kind: "notice", onward })
        }
        Err(failure) if failure.status == 400 || failure.status == 403 && allow => {
            page(
                &ui,
                &viewer,
                id,
                StatusCode::from_u16(failure.status).unwrap_or(StatusCode::BAD_REQUEST),
                Some(failure.message),
            )
            .await
        }
        Err(failure) => refused(&failure),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pairs(list: &[(&str, &str)]) -> Vec<(String, String)> {
        list.iter().map(|(k, v)| (k.to_string(), v.to_string())).collect()
    }

    #[test]
    fn the_form_becomes_a_consent() {
        let narrow = consent_of(&pairs(&[("inboxes", "on"), ("days", "30")]), "b").unwrap();
        assert_eq!(narrow["inboxes"], true);
        assert_eq!(narrow["accounts"], json!([]));
        assert!(narrow.get("mail").is_none());
        let sending = pairs(&[
            ("account", "acc_1"),
            ("account", "acc_2"),
            ("mail", "send"),
            ("folders", "inbox, Archive"),
            ("recipients", "*@example.com"),
            ("approval", "on"),
            ("days", "7"),
        ]);
        let wide = consent_of(&sending, "b").unwrap();
        assert_eq!(wide["inboxes"], false);
        assert_eq!(wide["accounts"], json!(["acc_1", "acc_2"]));
        assert_eq!(wide["folders"], json!(["inbox", "Archive"]));
        assert_eq!(wide["recipients"], json!(["*@example.com"]));
        assert_eq!(wide["approval"], true);
        assert!(consent_of(&pairs(&[("account", "acc_1"), ("days", "7")]), "b").is_err(), "mail access unsaid");
        assert!(consent_of(&pairs(&[("inboxes", "on"), ("days", "3")]), "b").is_err(), "not an offered end");
    }

    #[test]
    fn hosts_are_shown_for_redirects() {
        assert_eq!(host_of("https://claude.ai/api/mcp/auth_callback"), "claude.ai");
        assert_eq!(host_of("http://127.0.0.1:33418/callback"), "127.0.0.1:33418");
        assert_eq!(host_of("com.example.app:/oauth"), "com.example.app:");
    }
}
