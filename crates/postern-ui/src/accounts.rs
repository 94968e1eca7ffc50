//! Connecting a mail account (docs/UI.md §5, slice 4): an address, then the settings discovery
//! finds (or typed by hand when it finds nothing), then one step that tries the login and
//! connects, as `POST /accounts` does. The overview shows the first sync's progress.

use crate::Ui;
use crate::pages::{Frame, refused, render};
use crate::session::Viewer;
use askama::Template;
use axum::extract::{Form, Path, State};
use axum::http::{Method, StatusCode};
use axum::response::{IntoResponse, Redirect, Response};
use serde::Deserialize;
use serde_json::{Value, json};

/// The connect form's fields.
#[derive(Debug, Clone, Default, Deserialize)]
pub struct Settings {
    #[serde(default)]
    csrf: String,
    #[serde(default)]
    pub email: String,
    #[serde(default)]
    pub provider: String,
    #[serde(default)]
    pub host: String,
    #[serde(default)]
    pub port: String,
    #[serde(default)]
    pub security: String,
    #[serde(default)]
    pub smtp_host: String,
    #[serde(default)]
    pub smtp_port: String,
    #[serde(default)]
    pub smtp_security: String,
    #[serde(default)]
    pub username: String,
    #[serde(default)]
    password: String,
}

#[derive(Template)]
#[template(path = "connect.html")]
struct ConnectPage {
    frame: Frame,
    csrf: String,
    /// `None`: the first step (the address only).
    settings: Option<Settings>,
    found: Option<String>,
    error: Option<String>,
    /// Sign-in buttons: each provider with an app here, and its name.
    providers: Vec<(&'static str, &'static str)>,
}

/// How people know a sign-in provider.
fn provider_name(provider: &str) -> &'static str {
    match provider {
        "microsoft" => "Microsoft 365 or Outlook.com",
        "google" => "Google (Gmail)",
        _ => "the provider",
    }
}

fn connect_page(
    viewer: &Viewer,
    settings: Option<Settings>,
    found: Option<String>,
    error: Option<String>,
) -> ConnectPage {
    ConnectPage {
        frame: Frame::of(viewer, "Connect an account", "connect"),
        csrf: viewer.csrf.clone(),
        settings,
        found,
        error,
        providers: Vec::new(),
    }
}

/// The first step: the address, and a button for each provider one signs in at.
fn first_step(ui: &Ui, viewer: &Viewer, error: Option<String>) -> ConnectPage {
    let providers = ui.config.sign_in_providers.iter().map(|p| (*p, provider_name(p))).collect();
    ConnectPage { providers, ..connect_page(viewer, None, None, error) }
}

/// `GET /ui/accounts/new`: the address, or a sign-in at a provider.
pub async fn start(State(ui): State<Ui>, viewer: Viewer) -> Response {
    render(StatusCode::OK, &first_step(&ui, &viewer, None))
}

/// `POST /ui/accounts/sign-in/{provider}`: starts a sign-in at the provider
/// (`POST /oauth/{provider}/start`, which binds it to this person for ten minutes, and to this
/// browser by the [`crate::SIGN_IN_COOKIE`] set here) and sends the browser there. The page's form may not post to another site (`form-action 'self'`), so
/// the answer is a page with the link, which `ui.js` follows at once. The provider sends the
/// browser back to the API's callback, whose page leads back here.
pub async fn sign_in_at(
    State(ui): State<Ui>,
    viewer: Viewer,
    Path(provider): Path<String>,
    Form(form): Form<Address>,
) -> Response {
    if let Err(refused) = viewer.check(&form.csrf) {
        return *refused;
    }
    let Some(provider) = ui.config.sign_in_providers.iter().find(|p| **p == provider) else {
        return crate::pages::not_found().await;
    };
    let mut body = json!({ "bind_browser": true });
    if !form.email.trim().is_empty() {
        body["login_hint"] = json!(form.email.trim());
    }
    match viewer.api(&ui, Method::POST, &format!("/oauth/{provider}/start"), Some(body)).await {
        Ok(started) => {
            let url = started["data"]["url"].as_str().unwrap_or_default().to_string();
            let binding = started["data"]["binding"].as_str().unwrap_or_default().to_string();
            let page = crate::pages::Message {
                frame: Frame::of(&viewer, format!("Sign in at {}", provider_name(provider)), "sign-in-at"),
                text: format!(
                    "Sign in at {} and allow Postern to read and send your mail; you come back here after.",
                    provider_name(provider)
                ),
                kind: "notice",
                onward: Some((url, "Continue".into())),
            };
            let mut response = render(StatusCode::OK, &page);
            let cookie =
                format!("{}={binding}; Secure; HttpOnly; SameSite=Lax; Path=/; Max-Age=600", crate::SIGN_IN_COOKIE);
            if let Ok(value) = axum::http::HeaderValue::from_str(&cookie) {
                response.headers_mut().append(axum::http::header::SET_COOKIE, value);
            }
            response
        }
        Err(failure) if failure.status == 401 => refused(&failure),
        Err(failure) => {
            let status = StatusCode::from_u16(failure.status).unwrap_or(StatusCode::BAD_GATEWAY);
            render(status, &first_step(&ui, &viewer, Some(failure.message)))
        }
    }
}

/// The form prefilled from discovery's first candidate: its first server of the kind, and the
/// SMTP server for sending.
fn prefilled(email: &str, discovered: &Value) -> (Settings, Option<String>) {
    let mut settings = Settings {
        email: email.to_string(),
        provider: "imap".into(),
        security: "tls".into(),
        smtp_security: "tls".into(),
        ..Default::default()
    };
    let Some(candidate) = discovered["candidates"].as_array().and_then(|c| c.first()) else {
        return (settings, None);
    };
    let servers = candidate["servers"].as_array().cloned().unwrap_or_default();
    let kind = |protocol: &str| servers.iter().find(|s| s["protocol"] == protocol).cloned();
    let text = |v: &Value| v.as_str().unwrap_or_default().to_string();
    let number = |v: &Value| v.as_u64().map(|n| n.to_string()).unwrap_or_default();
    if let Some(server) = kind("imap").or_else(|| kind("pop3")) {
        settings.provider = text(&server["protocol"]);
        settings.host = text(&server["host"]);
        settings.port = number(&server["port"]);
        settings.security = text(&server["security"]);
        settings.username = text(&server["username"]);
    }
    if let Some(server) = kind("smtp") {
        settings.smtp_host = text(&server["host"]);
        settings.smtp_port = number(&server["port"]);
        settings.smtp_security = text(&server["security"]);
    }
    let source = text(&candidate["source"]);
    (
        settings,
        Some(format!(
            "Found by {}: check the settings, then connect.",
            if source.is_empty() { "discovery" } else { &source }
        )),
    )
}

#[derive(Deserialize)]
pub struct Address {
    #[serde(default)]
    csrf: String,
    #[serde(default)]
    email: String,
}

/// `POST /ui/accounts/discover`: what discovery finds for the address, as a form to check.
pub async fn discover(State(ui): State<Ui>, viewer: Viewer, Form(form): Form<Address>) -> Response {
    if let Err(refused) = viewer.check(&form.csrf) {
        return *refused;
    }
    let email = form.email.trim();
    match viewer.api(&ui, Method::POST, "/discovery", Some(json!({ "email": email }))).await {
        Ok(found) => {
            let (settings, note) = prefilled(email, &found["data"]);
            let note = note.or_else(|| Some("Nothing was found for this address: enter its settings.".into()));
            render(StatusCode::OK, &connect_page(&viewer, Some(settings), note, None))
        }
        Err(failure) if failure.status == 400 => {
            render(StatusCode::BAD_REQUEST, &first_step(&ui, &viewer, Some(failure.message)))
        }
        Err(failure) if failure.status == 403 => refused(&failure),
        Err(failure) => {
            // Discovery being unavailable (no network) does not stop a connection typed by hand.
            let (settings, _) = prefilled(email, &Value::Null);
            let note = Some(format!("Discovery did not answer ({}): enter the settings.", failure.message));
            render(StatusCode::OK, &connect_page(&viewer, Some(settings), note, None))
        }
    }
}

/// The `POST /accounts` body of the form.
fn body_of(form: &Settings) -> Result<Value, String> {
    let port = |text: &str, what: &str| -> Result<Option<u16>, String> {
        match text.trim() {
            "" => Ok(None),
            n => n.parse::<u16>().map(Some).map_err(|_| format!("The {what} port must be a number from 1 to 65535.")),
        }
    };
    let optional = |text: &str| (!text.trim().is_empty()).then(|| text.trim().to_string());
    let (host_key, port_key, security_key) = match form.provider.as_str() {
        "imap" => ("imap_host", "imap_port", "imap_security"),
        "pop3" => ("pop3_host", "pop3_port", "pop3_security"),
        _ => return Err("Choose IMAP or POP3.".into()),
    };
    let mut settings = json!({ host_key: form.host.trim(), security_key: form.security });
    if let Some(p) = port(&form.port, "mail server's")? {
        settings[port_key] = json!(p);
    }
    if let Some(host) = optional(&form.smtp_host) {
        settings["smtp_host"] = json!(host);
        settings["smtp_security"] = json!(form.smtp_security);
        if let Some(p) = port(&form.smtp_port, "SMTP")? {
            settings["smtp_port"] = json!(p);
        }
    }
    if let Some(username) = optional(&form.username) {
        settings["username"] = json!(username);
    }
    Ok(json!({
        "provider": form.provider,
        "email": form.email.trim(),
        "settings": settings,
        "credentials": { "password": form.password },
    }))
}

/// `POST /ui/accounts`: tries the login and connects; on failure the form again, with the API's
/// reason (the password is never sent back).
pub async fn connect(State(ui): State<Ui>, viewer: Viewer, Form(form): Form<Settings>) -> Response {
    if let Err(refused) = viewer.check(&form.csrf) {
        return *refused;
    }
    let again = |error: String| {
        let settings = Settings { password: String::new(), ..form.clone() };
        connect_page(&viewer, Some(settings), None, Some(error))
    };
    let body = match body_of(&form) {
        Ok(body) => body,
        Err(error) => return render(StatusCode::BAD_REQUEST, &again(error)),
    };
    match viewer.api(&ui, Method::POST, "/accounts", Some(body)).await {
        Ok(_) => Redirect::to("/ui").into_response(),
        Err(failure) if failure.status == 401 || failure.status == 404 => refused(&failure),
        Err(failure) => {
            let status = StatusCode::from_u16(failure.status).unwrap_or(StatusCode::BAD_GATEWAY);
            render(status, &again(failure.message))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn discovery_prefills_the_form() {
        let found = json!({"candidates": [{"provider": "example", "source": "autoconfig", "servers": [
            {"protocol": "smtp", "host": "smtp.example.test", "port": 465, "security": "tls", "username": "ann@example.test"},
            {"protocol": "imap", "host": "imap.example.test", "port": 993, "security": "tls", "username": "ann@example.test"},
        ]}]});
        let (settings, note) = prefilled("ann@example.test", &found);
        assert_eq!(
            (settings.provider.as_str(), settings.host.as_str(), settings.port.as_str()),
            ("imap", "imap.example.test", "993")
        );
        assert_eq!((settings.smtp_host.as_str(), settings.smtp_port.as_str()), ("smtp.example.test", "465"));
        assert!(note.unwrap().contains("autoconfig"));
        let (empty, note) = prefilled("ann@example.test", &Value::Null);
        assert_eq!((empty.provider.as_str(), empty.host.as_str(), note), ("imap", "", None));
    }

    #[test]
    fn the_form_becomes_the_api_body() {
        let form = Settings {
            email: " ann@example.test ".into(),
            provider: "imap".into(),
            host: "127.0.0.1".into(),
            port: "1143".into(),
            security: "none".into(),
            smtp_host: "127.0.0.1".into(),
            smtp_port: "1587".into(),
            smtp_security: "none".into(),
            password: "secret".into(),
            ..Default::default()
        };
        let body = body_of(&form).unwrap();
        assert_eq!(body["email"], "ann@example.test");
        assert_eq!(body["settings"]["imap_port"], 1143);
        assert_eq!(body["settings"]["smtp_port"], 1587);
        assert_eq!(body["credentials"]["password"], "secret");
        assert!(body["settings"].get("username").is_none());
        assert!(body_of(&Settings { port: "99999".into(), ..form.clone() }).is_err());
        assert!(body_of(&Settings { provider: "exchange".into(), ..form }).is_err());
    }
}
