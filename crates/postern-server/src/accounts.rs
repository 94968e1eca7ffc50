//! `/accounts`: connect, list, read, update, delete and verify connected mailboxes, their
//! folders, and the message lists of the index.
//!
//! A login is always tried before anything is stored or changed; credentials are sealed by the
//! vault and never come back out of the API, a log line or an error.

use crate::AppState;
use crate::connect::{
    capability_names, check_host, connect_checked, connect_jmap, connect_pop3, imap_settings, jmap_settings,
    pop3_settings, require, shown, supports,
};
use crate::error::{ApiError, ApiResult};
use crate::error::{bad_limit, internal};
use crate::gate::Caller;
use crate::params::{Cursor, JsonBody, Params, Path};
use crate::reach;
use crate::remote::Remote;
use axum::Json;
use axum::extract::State;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use postern_core::id::{IdKind, new_id};
use postern_core::model::{Account, AccountMessage};
use postern_core::rights::{Operation, Resource};
use postern_core::{Error, ErrorCode, Timestamp};
use postern_providers::imap::{ConnectOptions, ImapConnection, ImapError, ImapSettings, SearchQuery};
use postern_providers::jmap::JmapAccount;
use postern_providers::provider::{self, Capability, Folders, ProviderError, Source};
use postern_providers::transport::Dial;
use postern_store::{AccountRecord, FolderRecord, IndexFilter, IndexedRow, NewAccount};
use serde::{Deserialize, Serialize};
use serde_json::{Value, json};
use std::sync::Arc;

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CreateBody {
    provider: String,
    email: String,
    #[serde(default)]
    settings: Value,
    #[serde(default)]
    credentials: Option<Credentials>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Credentials {
    password: String,
}

impl std::fmt::Debug for Credentials {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Credentials { .. }")
    }
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DiscoveryBody {
    email: String,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct UpdateBody {
    #[serde(default)]
    settings: Option<Value>,
    #[serde(default)]
    credentials: Option<Credentials>,
}

/// The settings keys an IMAP account takes; anything else is refused.
const SETTING_KEYS: &[&str] =
    &["imap_host", "imap_port", "imap_security", "smtp_host", "smtp_port", "smtp_security", "username", "index_bodies"];
/// The settings an IMAP account signed in with OAuth gets from its sign-in (XOAUTH2).
pub(crate) const OAUTH_SETTINGS: &[&str] = &["auth", "oauth_provider"];
/// The settings keys a POP3 account takes.
const POP3_SETTING_KEYS: &[&str] = &[
    "pop3_host",
    "pop3_port",
    "pop3_security",
    "smtp_host",
    "smtp_port",
    "smtp_security",
    "username",
    "poll_seconds",
    "delete_after_days",
];
/// The shortest poll interval a POP3 account may ask for: each pass is a login.
const MIN_POLL_SECONDS: u64 = 5;

/// Whether a host (a name, or an address in brackets or not) is this machine.
pub(crate) fn is_loopback(host: &str) -> bool {
    let host = host.trim_start_matches('[').trim_end_matches(']');
    host.eq_ignore_ascii_case("localhost") || host.parse::<std::net::IpAddr>().is_ok_and(|ip| ip.is_loopback())
}

/// Checks an account's settings and fills the defaults (port by security, username = address).
pub(crate) fn normalize_settings(provider: &str, settings: &Value, email: &str) -> Result<Value, Error> {
    let Some(map) = settings.as_object() else {
        return Err(Error::invalid_field("settings", "must be an object"));
    };
    if provider == "jmap" {
        return normalize_jmap(map, email);
    }
    if is_signed_in(provider) {
        return normalize_signed_in(map);
    }
    let (keys, incoming, what) = match provider {
        "pop3" => (POP3_SETTING_KEYS, "pop3", "a POP3"),
        _ => (SETTING_KEYS, "imap", "an IMAP"),
    };
    if let Some(unknown) = map.keys().find(|k| !keys.contains(&k.as_str())) {
        return Err(Error::invalid_field(
            &format!("settings.{unknown}"),
            format!("is not a setting of {what} account"),
        ));
    }
    let text = |key: &str| -> Result<Option<String>, Error> {
        match map.get(key) {
            None | Some(Value::Null) => Ok(None),
            Some(Value::String(s)) if !s.trim().is_empty() && s.len() <= 255 => Ok(Some(s.trim().to_string())),
            Some(_) => Err(Error::invalid_field(&format!("settings.{key}"), "must be a non-empty string")),
        }
    };
    let port = |key: &str| -> Result<Option<u16>, Error> {
        match map.get(key) {
            None | Some(Value::Null) => Ok(None),
            Some(v) => v
                .as_u64()
                .and_then(|p| u16::try_from(p).ok())
                .filter(|p| *p > 0)
                .map(Some)
                .ok_or_else(|| Error::invalid_field(&format!("settings.{key}"), "must be a port number (1–65535)")),
        }
    };
    let security = |key: &str, host: Option<&str>| -> Result<Option<String>, Error> {
        let Some(value) = text(key)? else { return Ok(None) };
        match value.as_str() {
            "tls" | "starttls" => Ok(Some(value)),
            "none" if host.is_some_and(is_loopback) => Ok(Some(value)),
            "none" => Err(Error::invalid_field(
                &format!("settings.{key}"),
                "`none` (no encryption) is only allowed for a server on this machine",
            )),
            _ => Err(Error::invalid_field(&format!("settings.{key}"), "must be tls, starttls or none")),
        }
    };
    let host_key = format!("{incoming}_host");
    let host = text(&host_key)?.ok_or_else(|| Error::invalid_field(&format!("settings.{host_key}"), "is required"))?;
    let host_security = security(&format!("{incoming}_security"), Some(&host))?.unwrap_or_else(|| "tls".into());
    let default_port = match (incoming, host_security == "tls") {
        ("pop3", true) => 995,
        ("pop3", false) => 110,
        (_, true) => 993,
        (_, false) => 143,
    };
    let host_port = port(&format!("{incoming}_port"))?.unwrap_or(default_port);
    let smtp_host = text("smtp_host")?;
    let smtp_security = security("smtp_security", smtp_host.as_deref())?;
    let smtp_port = port("smtp_port")?;
    let username = text("username")?.unwrap_or_else(|| email.to_string());
    let index_bodies = match map.get("index_bodies") {
        None | Some(Value::Null) => true,
        Some(Value::Bool(on)) => *on,
        Some(_) => return Err(Error::invalid_field("settings.index_bodies", "must be true or false")),
    };
    let count = |key: &str, least: u64, most: u64| -> Result<Option<u64>, Error> {
        match map.get(key) {
            None | Some(Value::Null) => Ok(None),
            Some(v) => v.as_u64().filter(|n| (least..=most).contains(n)).map(Some).ok_or_else(|| {
                Error::invalid_field(
                    &format!("settings.{key}"),
                    format!("must be a whole number from {least} to {most}"),
                )
            }),
        }
    };
    let mut out = json!({ "username": username });
    out[host_key] = json!(host);
    out[format!("{incoming}_port")] = json!(host_port);
    out[format!("{incoming}_security")] = json!(host_security);
    if provider == "pop3" {
        out["poll_seconds"] = json!(count("poll_seconds", MIN_POLL_SECONDS, 86_400)?.unwrap_or(60));
        if let Some(days) = count("delete_after_days", 1, 3650)? {
            out["delete_after_days"] = json!(days);
        }
    } else {
        out["index_bodies"] = json!(index_bodies);
    }
    if let Some(host) = smtp_host {
        let security = smtp_security.unwrap_or_else(|| "tls".into());
        let port = smtp_port.unwrap_or(if security == "tls" { 465 } else { 587 });
        out["smtp_host"] = json!(host);
        out["smtp_port"] = json!(port);
        out["smtp_security"] = json!(security);
    }
    Ok(out)
}

/// The settings keys a JMAP account takes.
const JMAP_SETTING_KEYS: &[&str] = &["jmap_url", "jmap_auth", "username", "poll_seconds"];
/// The shortest poll interval a JMAP account may ask for: each pass is one request.
const MIN_JMAP_POLL_SECONDS: u64 = 1;

/// Checks a JMAP account's settings: the session URL (https, or http to this machine), Basic or
/// Bearer authentication, the user name (default: the address) and the poll interval.
fn normalize_jmap(map: &serde_json::Map<String, Value>, email: &str) -> Result<Value, Error> {
    if let Some(unknown) = map.keys().find(|k| !JMAP_SETTING_KEYS.contains(&k.as_str())) {
        return Err(Error::invalid_field(&format!("settings.{unknown}"), "is not a setting of a JMAP account"));
    }
    let text = |key: &str| match map.get(key) {
        None | Some(Value::Null) => Ok(None),
        Some(Value::String(s)) if !s.trim().is_empty() && s.len() <= 2048 => Ok(Some(s.trim().to_string())),
        Some(_) => Err(Error::invalid_field(&format!("settings.{key}"), "must be a non-empty string")),
    };
    let url = text("jmap_url")?.ok_or_else(|| Error::invalid_field("settings.jmap_url", "is required"))?;
    postern_providers::jmap::session_url(&url).map_err(|reason| Error::invalid_field("settings.jmap_url", reason))?;
    let auth = text("jmap_auth")?.unwrap_or_else(|| "basic".into());
    if auth != "basic" && auth != "bearer" {
        return Err(Error::invalid_field("settings.jmap_auth", "must be basic or bearer"));
    }
    let poll = match map.get("poll_seconds") {
        None | Some(Value::Null) => 5,
        Some(v) => v.as_u64().filter(|n| (MIN_JMAP_POLL_SECONDS..=86_400).contains(n)).ok_or_else(|| {
            Error::invalid_field(
                "settings.poll_seconds",
                format!("must be a whole number from {MIN_JMAP_POLL_SECONDS} to 86400"),
            )
        })?,
    };
    let username = text("username")?.unwrap_or_else(|| email.to_string());
    Ok(json!({ "jmap_url": url, "jmap_auth": auth, "username": username, "poll_seconds": poll }))
}

/// Whether the provider's accounts are signed in through OAuth (their server and identity come
/// from the sign-in, their credential is a refresh token).
pub(crate) fn is_signed_in(provider: &str) -> bool {
    matches!(provider, "microsoft" | "google")
}

/// The OAuth provider an account signs in at: its provider, or for an IMAP account with XOAUTH2
/// the one its settings name.
pub(crate) fn oauth_provider_of(account: &Account) -> &str {
    account.settings.get("oauth_provider").and_then(Value::as_str).unwrap_or(&account.provider)
}

/// Checks the settings of an account signed in through OAuth: only how often it is polled.
fn normalize_signed_in(map: &serde_json::Map<String, Value>) -> Result<Value, Error> {
    if let Some(unknown) = map.keys().find(|k| k.as_str() != "poll_seconds") {
        return Err(Error::invalid_field(&format!("settings.{unknown}"), "is not a setting of a signed-in account"));
    }
    match map.get("poll_seconds") {
        None | Some(Value::Null) => Ok(json!({})),
        Some(v) => {
            let poll = v.as_u64().filter(|n| (MIN_POLL_SECONDS..=86_400).contains(n)).ok_or_else(|| {
                Error::invalid_field(
                    "settings.poll_seconds",
                    format!("must be a whole number from {MIN_POLL_SECONDS} to 86400"),
                )
            })?;
            Ok(json!({ "poll_seconds": poll }))
        }
    }
}

/// The settings that say where or as whom Postern logs in: changing any of them hands the
/// credentials to another party, so the change must bring its own credentials.
const LOGIN_SETTINGS: &[&str] = &[
    "jmap_url",
    "jmap_auth",
    "imap_host",
    "imap_port",
    "imap_security",
    "pop3_host",
    "pop3_port",
    "pop3_security",
    "smtp_host",
    "smtp_port",
    "smtp_security",
    "username",
];

/// The login settings that differ between two normalized settings objects.
fn login_changes(stored: &Value, new: &Value) -> Vec<&'static str> {
    // Host names compare without case, as DNS does.
    let same = |key: &str| match (stored.get(key), new.get(key)) {
        (Some(Value::String(a)), Some(Value::String(b))) => a.eq_ignore_ascii_case(b),
        (a, b) => a == b,
    };
    LOGIN_SETTINGS.iter().copied().filter(|key| !same(key)).collect()
}

/// The 400 for a change of login settings without credentials, naming each changed setting.
fn credentials_required(changed: &[&str]) -> Error {
    let mut e = Error::new(
        ErrorCode::CredentialsRequired,
        format!(
            "Changing {} needs the account's credentials in the same request; the stored ones are only used for the server they were given for.",
            changed.iter().map(|k| format!("`settings.{k}`")).collect::<Vec<_>>().join(", ")
        ),
    );
    for key in changed {
        e.fields.insert(format!("settings.{key}"), "changed without credentials".into());
    }
    e.fields.insert("credentials.password".into(), "is required with these changes".into());
    e
}

fn check_email(email: &str) -> Result<(), Error> {
    let ok = email.len() <= 254
        && email.split_once('@').is_some_and(|(l, d)| !l.is_empty() && d.contains('.') || d == "localhost")
        && !email.chars().any(|c| c.is_whitespace() || c.is_control());
    if ok { Ok(()) } else { Err(Error::invalid_field("email", "must be an email address")) }
}

/// The API error for a failed login attempt (never carries the password).
pub(crate) fn login_error(e: &ImapError) -> Error {
    provider_failure(&ProviderError::from(e.clone()))
}

/// The API error for what a provider refused or failed to do (never carries a secret).
pub(crate) fn provider_failure(e: &ProviderError) -> Error {
    let (_, reason) = e.account_status();
    match e {
        ProviderError::Auth(_) => Error::new(ErrorCode::ProviderAuthFailed, reason),
        ProviderError::Protocol(_) | ProviderError::TooLarge(_) | ProviderError::App(_) => {
            Error::new(ErrorCode::ProviderError, reason)
        }
        ProviderError::Unreachable(_) | ProviderError::Tls(_) => Error::new(ErrorCode::ProviderUnreachable, reason),
        ProviderError::Throttled { retry_after, .. } => Error::new(ErrorCode::ProviderThrottled, reason)
            .retry_after(retry_after.map_or(30, |after| after.as_secs().max(1))),
    }
}

/// Logs in with these settings (after checking the host is one accounts may reach, which
/// refuses the settings themselves) and logs out; returns the server's capabilities.
pub(crate) async fn try_login(
    state: &AppState,
    provider: &str,
    settings: &Value,
    email: &str,
    password: &str,
) -> Result<Vec<String>, Error> {
    let (field, host, port) = if provider == "jmap" {
        let url = settings.get("jmap_url").and_then(Value::as_str).unwrap_or_default();
        let url =
            postern_providers::jmap::session_url(url).map_err(|e| Error::invalid_field("settings.jmap_url", e))?;
        let port = url.port_or_known_default().unwrap_or(443);
        ("settings.jmap_url".to_string(), url.host_str().unwrap_or_default().to_string(), port)
    } else {
        let key = if provider == "pop3" { "pop3" } else { "imap" };
        let host = settings.get(format!("{key}_host")).and_then(Value::as_str).unwrap_or_default().to_string();
        let port = settings.get(format!("{key}_port")).and_then(Value::as_u64).and_then(|p| u16::try_from(p).ok());
        (format!("settings.{key}_host"), host, port.unwrap_or_default())
    };
    check_host(&state.config.internal_hosts, &host, port)
        .await
        .map_err(|reason| Error::invalid_field(&field, &reason))?;
    log_in_once(state, provider, settings, email, password).await.map_err(|e| provider_failure(&e))
}

/// Logs in to the account's server and out again; returns the server's capabilities.
async fn log_in_once(
    state: &AppState,
    provider: &str,
    settings: &Value,
    email: &str,
    password: &str,
) -> Result<Vec<String>, ProviderError> {
    let incomplete = || ProviderError::Protocol("the stored settings are incomplete".into());
    let hosts = &state.config.internal_hosts;
    if provider == "jmap" {
        let settings = jmap_settings(settings, email).ok_or_else(incomplete)?;
        let jmap = connect_jmap(hosts, state.config.max_provider_message, &settings, password).await?;
        return Ok(jmap.client().session.submission.then(|| "submission".to_string()).into_iter().collect());
    }
    if provider == "pop3" {
        let settings = pop3_settings(settings, email).ok_or_else(incomplete)?;
        let mut mailbox = connect_pop3(hosts, state.config.max_provider_message, &settings, password).await?;
        let _ = mailbox.quit().await;
        return Ok(Vec::new());
    }
    let settings = imap_settings(settings, email).ok_or_else(incomplete)?;
    let conn = connect_checked(hosts, state.config.provider_limits(), &settings, password).await?;
    let caps = capability_names(conn.capabilities());
    conn.logout().await;
    Ok(caps)
}

/// How to reach the server of `settings`, once its host is checked to be one accounts may
/// reach.
async fn connect_options(state: &AppState, settings: &ImapSettings) -> Result<ConnectOptions, Error> {
    let addresses = check_host(&state.config.internal_hosts, &settings.host, settings.port)
        .await
        .map_err(|reason| Error::invalid_field("settings.imap_host", &reason))?;
    let dial = Dial { addresses, ..Dial::default() };
    Ok(ConnectOptions { dial, limits: state.config.provider_limits(), ..ConnectOptions::default() })
}

fn settings_of(value: &Value, email: &str) -> Result<ImapSettings, Error> {
    imap_settings(value, email).ok_or_else(|| Error::invalid_field("settings", "are incomplete"))
}

async fn sealed_password(state: &AppState, account_id: &str, password: &str) -> Result<Vec<u8>, Error> {
    let secret = json!({ "password": password }).to_string();
    state.store.seal_secret(&state.vault, account_id, secret.as_bytes()).await.map_err(|e| {
        tracing::error!(error = %e, "the master key cannot be read");
        Error::internal()
    })
}

/// What the account logs in to its IMAP and SMTP servers with: its password, or for an account
/// signed in with OAuth (XOAUTH2) an access token.
pub(crate) async fn stored_password(state: &AppState, record: &AccountRecord) -> Result<String, Error> {
    if crate::connect::auth_of(&record.account.settings) == postern_providers::transport::Auth::Xoauth2 {
        return state.access_tokens.bearer(&record.account.id).token().await.map_err(|e| provider_failure(&e));
    }
    crate::connect::stored_password(&state.store, &state.vault, record).await.ok_or_else(|| {
        tracing::error!(account = %record.account.id, "credentials cannot be opened");
        Error::internal()
    })
}

/// What a message's source (and what is made of it) is cached under: the id and the UID
/// together, since a UIDVALIDITY change gives the same message another UID and another message
/// the same UID.
/// The key of a message's source in the cache: what names that source at its provider, so that
/// a message replaced under the same id (a draft saved again) is never answered from the cache
/// with its old source.
pub(crate) fn source_key(row: &IndexedRow) -> String {
    let reference = row.remote_ref.as_deref().unwrap_or_default();
    format!("{}:{}:{}:{reference}", row.message.id, row.message.folder_id, row.uid)
}

/// The source of an indexed message, read from its server (`BODY.PEEK[]`: never marks it read).
pub(crate) async fn fetch_raw(state: &AppState, row: &IndexedRow) -> Result<Arc<Vec<u8>>, ApiError> {
    let key = source_key(row);
    if let Some(raw) = state.bodies.cached(&key) {
        return Ok(raw);
    }
    let account_id = &row.message.account_id;
    if let Some(reference) = &row.remote_ref {
        let raw = read_by_reference(state, row, reference).await?;
        state.bodies.keep(key, raw.clone());
        return Ok(raw);
    }
    let pooled = state.bodies.checkout(account_id).await;
    let fresh = pooled.is_none();
    let mut conn = match pooled {
        Some(conn) => conn,
        None => connect_account(state, account_id).await?,
    };
    let raw = match read_source(&mut conn, row).await {
        Err(ImapError::Unreachable(_)) if !fresh => {
            // The pooled connection had gone stale: once more on a new one.
            conn = connect_account(state, account_id).await?;
            read_source(&mut conn, row).await
        }
        other => other,
    };
    let raw = raw.map_err(|e| login_error(&e))?;
    state.bodies.give_back(account_id, conn).await;
    // Gone from the server since the last pass: the next pass removes it from the index.
    let raw = Arc::new(raw.ok_or_else(|| Error::not_found("Message"))?);
    state.bodies.keep(key, raw.clone());
    Ok(raw)
}

/// The source of a message of a provider without UIDs (POP3, JMAP), on a connection of its own.
async fn read_by_reference(state: &AppState, row: &IndexedRow, reference: &str) -> Result<Arc<Vec<u8>>, ApiError> {
    let record = state.store.account(&row.message.account_id).await?.ok_or_else(|| Error::not_found("Message"))?;
    let a = &record.account;
    let hosts = &state.config.internal_hosts;
    let limit = state.config.max_provider_message;
    let raw = if a.provider == "jmap" {
        let mut jmap = jmap_account(state, &record).await?;
        jmap.read(&row.folder_raw_name, reference).await
    } else if a.provider == "microsoft" {
        graph_mailbox(state, &record)?.read(&row.folder_raw_name, reference).await
    } else if a.provider == "google" {
        gmail_mailbox(state, &record)?.read(&row.folder_raw_name, reference).await
    } else {
        let settings = pop3_settings(&a.settings, &a.email).ok_or_else(|| Error::not_found("Message"))?;
        let password = stored_password(state, &record).await?;
        let mut mailbox = connect_pop3(hosts, limit, &settings, &password).await.map_err(|e| provider_failure(&e))?;
        let raw = mailbox.read(&row.folder_raw_name, reference).await;
        let _ = mailbox.quit().await;
        raw
    };
    // Gone from the server since the last pass: the next pass removes it from the index.
    Ok(Arc::new(raw.map_err(|e| provider_failure(&e))?.ok_or_else(|| Error::not_found("Message"))?))
}

async fn read_source(conn: &mut ImapConnection, row: &IndexedRow) -> Result<Option<Vec<u8>>, ImapError> {
    if conn.selected() != Some(row.folder_raw_name.as_str()) {
        conn.select(&row.folder_raw_name).await?;
        return conn.fetch_raw(row.uid).await;
    }
    match conn.fetch_raw(row.uid).await? {
        Some(raw) => Ok(Some(raw)),
        // A pooled connection's view of the folder may predate the message: NOOP lets the
        // server tell it about new mail, then once more.
        None => {
            conn.noop().await?;
            conn.fetch_raw(row.uid).await
        }
    }
}

/// A JMAP account's client, logged in with the stored credentials: the pooled one, or a new one
/// (which is pooled).
pub(crate) async fn jmap_account(state: &AppState, record: &AccountRecord) -> Result<JmapAccount, ApiError> {
    let a = &record.account;
    if let Some(client) = state.bodies.jmap(&a.id) {
        return Ok(JmapAccount::with_client(client));
    }
    let settings =
        jmap_settings(&a.settings, &a.email).ok_or_else(|| Error::invalid_field("settings", "are incomplete"))?;
    let password = stored_password(state, record).await?;
    let jmap = connect_jmap(&state.config.internal_hosts, state.config.max_provider_message, &settings, &password)
        .await
        .map_err(|e| provider_failure(&e))?;
    state.bodies.keep_jmap(&a.id, jmap.client().clone());
    Ok(jmap)
}

/// A Microsoft account's mailbox, on the account's Graph client.
pub(crate) fn graph_mailbox(
    state: &AppState,
    record: &AccountRecord,
) -> Result<postern_providers::graph::GraphMailbox, ApiError> {
    state.graphs.mailbox(&state.access_tokens, &record.account.id).map_err(|e| ApiError(provider_failure(&e)))
}

/// The account's Gmail mailbox (on its client, shared with its sync).
pub(crate) fn gmail_mailbox(
    state: &AppState,
    record: &AccountRecord,
) -> Result<postern_providers::gmail::GmailMailbox, ApiError> {
    state.gmails.mailbox(&state.access_tokens, &record.account.id).map_err(|e| ApiError(provider_failure(&e)))
}

/// Who an account signed in through OAuth is signed in as, asked of its provider (a request
/// that also tells whether the sign-in still holds).
pub(crate) async fn signed_in_whoami(state: &AppState, record: &AccountRecord) -> Result<String, ProviderError> {
    let (tokens, id) = (&state.access_tokens, &record.account.id);
    if record.account.provider == "google" {
        state.gmails.mailbox(tokens, id)?.whoami().await
    } else {
        Ok(state.graphs.mailbox(tokens, id)?.whoami().await?.0)
    }
}

/// A new logged-in connection to an account's server.
pub(crate) async fn connect_account(state: &AppState, account_id: &str) -> Result<ImapConnection, ApiError> {
    let record = state.store.account(account_id).await?.ok_or_else(|| Error::not_found("Message"))?;
    if record.account.provider != "imap" {
        return Err(Error::new(
            ErrorCode::NotSupported,
            format!("A {} account cannot do this: it has no IMAP server.", record.account.provider),
        )
        .into());
    }
    let settings = settings_of(&record.account.settings, &record.account.email)?;
    let password = stored_password(state, &record).await?;
    Ok(connect_checked(&state.config.internal_hosts, state.config.provider_limits(), &settings, &password)
        .await
        .map_err(|e| login_error(&e))?)
}

/// An account the caller may act on with its route's operation: one no right reaches is a 404,
/// one it sees without this right a 403.
pub(crate) async fn account(state: &AppState, caller: &Caller, id: &str) -> Result<AccountRecord, ApiError> {
    Ok(reach::account(state, caller, id).await?.0)
}

/// The accounts on which the caller holds `op`, oldest first.
pub(crate) async fn accounts_with(state: &AppState, caller: &Caller, op: Operation) -> Result<Vec<Account>, ApiError> {
    let now = Timestamp::now();
    Ok(state
        .store
        .all_accounts()
        .await?
        .into_iter()
        .map(|r| r.account)
        .filter(|a| caller.principal.folders_for(op, reach::target(a), now).is_some())
        .collect())
}

pub async fn create(
    State(state): State<AppState>,
    caller: Caller,
    JsonBody(body): JsonBody<CreateBody>,
) -> ApiResult<Response> {
    caller.allow(Resource::Service)?;
    let provider = match body.provider.as_str() {
        "imap" => "imap",
        "pop3" => "pop3",
        "jmap" => "jmap",
        "microsoft" | "google" => {
            let how = format!(
                "{0} accounts are connected by signing in: POST /api/v1/oauth/{0}/start{1}",
                body.provider,
                if body.provider == "microsoft" { " (or /device)" } else { "" }
            );
            return Err(Error::invalid_field("provider", how).into());
        }
        _ => return Err(Error::invalid_field("provider", "must be imap, jmap or pop3").into()),
    };
    let email = body.email.trim().to_string();
    check_email(&email)?;
    let settings = normalize_settings(provider, &body.settings, &email)?;
    let password = body.credentials.map(|c| c.password).filter(|p| !p.is_empty());
    let password = password.ok_or_else(|| Error::invalid_field("credentials.password", "is required"))?;
    let (capabilities, first) = if provider == "imap" {
        // Logged in on the syncs' runtime: the connection becomes the first of the account's sync.
        let imap_settings = settings_of(&settings, &email)?;
        let options = connect_options(&state, &imap_settings).await?;
        let conn = state.syncer.log_in(&imap_settings, &password, options).await.map_err(|e| login_error(&e))?;
        (capability_names(conn.capabilities()), Some(conn))
    } else {
        (try_login(&state, provider, &settings, &email, &password).await?, None)
    };
    let id = new_id(IdKind::Account);
    let sealed = sealed_password(&state, &id, &password).await?;
    let mut audit = caller.audit("account.create", "ok", json!({ "email": email, "provider": provider }));
    audit.target = Some(id.clone());
    audit.account_id = Some(id.clone());
    let account = state
        .store
        .create_account(NewAccount {
            id: &id,
            user_id: &caller.principal.user_id,
            email: &email,
            provider,
            settings: &settings,
            sealed_credentials: &sealed,
            capabilities: &capabilities,
            audit: Some(&audit),
        })
        .await?;
    state.syncer.start_with(&account.id, first);
    let account = shown(&state.store, account).await?;
    Ok((StatusCode::CREATED, Json(json!({ "data": account }))).into_response())
}

/// `POST /discovery`: ready-to-use settings for an address (presets, autoconfig, SRV, MX), with
/// what each source said.
pub async fn discovery(
    State(state): State<AppState>,
    caller: Caller,
    JsonBody(body): JsonBody<DiscoveryBody>,
) -> ApiResult<Response> {
    caller.allow(Resource::Service)?;
    let discover = state.discovery.as_ref().map_err(|reason| {
        tracing::warn!(%reason, "discovery is unavailable");
        Error::new(ErrorCode::Unavailable, "Discovery is unavailable on this server (no DNS configuration).")
    })?;
    let found =
        discover.discover(&body.email).await.map_err(|_| Error::invalid_field("email", "must be an email address"))?;
    Ok(Json(json!({ "data": found })).into_response())
}

pub async fn list(State(state): State<AppState>, caller: Caller) -> ApiResult<Response> {
    let accounts = accounts_with(&state, &caller, Operation::AccountList).await?;
    let mut shown_accounts = Vec::with_capacity(accounts.len());
    for account in accounts {
        shown_accounts.push(shown(&state.store, account).await?);
    }
    let accounts = shown_accounts;
    Ok(Json(json!({ "data": accounts, "pagination": { "next_cursor": null, "has_more": false } })).into_response())
}

pub async fn read(State(state): State<AppState>, caller: Caller, Path(id): Path<String>) -> ApiResult<Response> {
    let record = account(&state, &caller, &id).await?;
    let mut data = serde_json::to_value(shown(&state.store, record.account.clone()).await?).unwrap_or_default();
    // Searches use the full-text index once it holds every message of the account.
    data["sync"]["search_index_complete"] = json!(state.store.text_index_complete(&record.account.id).await?);
    if let Some(limits) = state.graphs.limits(&record.account.id).or_else(|| state.gmails.limits(&record.account.id)) {
        data["provider_limits"] = limits;
    }
    Ok(Json(json!({ "data": data })).into_response())
}

pub async fn update(
    State(state): State<AppState>,
    caller: Caller,
    Path(id): Path<String>,
    JsonBody(body): JsonBody<UpdateBody>,
) -> ApiResult<Response> {
    let record = account(&state, &caller, &id).await?;
    let email = record.account.email.clone();
    // New settings are merged over the stored ones, then checked as a whole.
    let mut merged = record.account.settings.clone();
    if let Some(changes) = &body.settings {
        let Some(changes) = changes.as_object() else {
            return Err(Error::invalid_field("settings", "must be an object").into());
        };
        for (k, v) in changes {
            merged[k] = v.clone();
        }
    }
    let provider = record.account.provider.as_str();
    // How an account signs in is set by its sign-in, never by a PATCH.
    let signed_in: serde_json::Map<String, Value> =
        OAUTH_SETTINGS.iter().filter_map(|k| Some((k.to_string(), record.account.settings.get(*k)?.clone()))).collect();
    if let Some(key) = OAUTH_SETTINGS.iter().find(|k| body.settings.as_ref().is_some_and(|s| s.get(**k).is_some())) {
        return Err(Error::invalid_field(&format!("settings.{key}"), "is set by signing in").into());
    }
    if let Some(map) = merged.as_object_mut() {
        map.retain(|k, _| !signed_in.contains_key(k));
    }
    let mut settings = normalize_settings(provider, &merged, &email)?;
    for (k, v) in &signed_in {
        settings[k.as_str()] = v.clone();
    }
    let xoauth2 = crate::connect::auth_of(&settings) == postern_providers::transport::Auth::Xoauth2;
    let new_credentials = body.credentials.is_some();
    if (is_signed_in(provider) || xoauth2) && new_credentials {
        let oauth = settings.get("oauth_provider").and_then(Value::as_str).unwrap_or(provider);
        let how =
            format!("this account is signed in again through POST /api/v1/oauth/{oauth}/start with its account_id");
        return Err(Error::invalid_field("credentials", how).into());
    }
    let (capabilities, sealed) = if is_signed_in(provider) {
        signed_in_whoami(&state, &record).await.map_err(|e| provider_failure(&e))?;
        (Vec::new(), record.sealed_credentials.clone())
    } else if xoauth2 {
        let token = stored_password(&state, &record).await?;
        let capabilities = try_login(&state, provider, &settings, &email, &token).await?;
        (capabilities, record.sealed_credentials.clone())
    } else {
        let password = password_for_update(&state, &record, body.credentials, &settings).await?;
        let capabilities = try_login(&state, provider, &settings, &email, &password).await?;
        (capabilities, sealed_password(&state, &id, &password).await?)
    };
    let changed: Vec<&String> =
        body.settings.as_ref().and_then(Value::as_object).map(|o| o.keys().collect()).unwrap_or_default();
    let mut audit =
        caller.audit("account.update", "ok", json!({ "settings": changed, "credentials": new_credentials }));
    audit.target = Some(id.clone());
    audit.account_id = Some(id.clone());
    if !state.store.update_account(&id, &settings, &sealed, &capabilities, Some(&audit)).await? {
        return Err(Error::not_found("Account").into());
    }
    let (was_on, on) =
        (record.account.settings.get("index_bodies") != Some(&Value::Bool(false)), settings["index_bodies"] != false);
    if was_on != on {
        state.store.set_body_indexing(&id, on).await?;
    }
    state.bodies.forget(&id).await;
    state.syncer.start(&id);
    let record = account(&state, &caller, &id).await?;
    Ok(Json(json!({ "data": shown(&state.store, record.account).await? })).into_response())
}

/// The password an update logs in with: the new one, else the stored one, which only ever
/// goes where it was given for.
async fn password_for_update(
    state: &AppState,
    record: &AccountRecord,
    credentials: Option<Credentials>,
    settings: &Value,
) -> Result<String, ApiError> {
    match credentials.map(|c| c.password) {
        Some(p) if p.is_empty() => Err(Error::invalid_field("credentials.password", "must not be empty").into()),
        Some(p) => Ok(p),
        None => {
            let (provider, email) = (record.account.provider.as_str(), record.account.email.as_str());
            let stored = normalize_settings(provider, &record.account.settings, email)
                .unwrap_or_else(|_| record.account.settings.clone());
            let moved = login_changes(&stored, settings);
            if !moved.is_empty() {
                return Err(credentials_required(&moved).into());
            }
            Ok(stored_password(state, record).await?)
        }
    }
}

pub async fn remove(State(state): State<AppState>, caller: Caller, Path(id): Path<String>) -> ApiResult<Response> {
    let record = account(&state, &caller, &id).await?;
    state.syncer.stop(&record.account.id);
    state.bodies.forget(&record.account.id).await;
    if is_signed_in(&record.account.provider) {
        crate::push::close_channels(&state, &record).await;
    }
    state.graphs.forget(&record.account.id);
    state.gmails.forget(&record.account.id);
    state.access_tokens.forget(&record.account.id);
    let mut audit = caller.audit("account.delete", "ok", json!({ "email": record.account.email }));
    audit.target = Some(record.account.id.clone());
    audit.account_id = Some(record.account.id.clone());
    state.store.delete_account(&record.account.id, Some(&audit)).await?;
    Ok(StatusCode::NO_CONTENT.into_response())
}

/// Tries the stored settings and credentials now and records the outcome.
pub async fn verify(State(state): State<AppState>, caller: Caller, Path(id): Path<String>) -> ApiResult<Response> {
    let record = account(&state, &caller, &id).await?;
    let a = &record.account;
    let logged_in = if is_signed_in(&a.provider) {
        signed_in_whoami(&state, &record).await.map(|_| Vec::new())
    } else {
        let password = stored_password(&state, &record).await?;
        log_in_once(&state, &a.provider, &a.settings, &a.email, &password).await
    };
    let outcome = match logged_in {
        Ok(caps) => {
            state.store.set_account_status(&a.id, "connected", None, Some(&caps)).await?;
            state.syncer.start(&a.id);
            json!({ "ok": true })
        }
        Err(e) => {
            let (status, reason) = e.account_status();
            if !matches!(e, ProviderError::App(_)) {
                state.store.set_account_status(&a.id, status, Some(&reason), None).await?;
            }
            json!({ "ok": false, "error": { "code": provider_failure(&e).code.as_str(), "message": reason } })
        }
    };
    let record = account(&state, &caller, &id).await?;
    let account = shown(&state.store, record.account).await?;
    Ok(Json(json!({ "data": { "verification": outcome, "account": account } })).into_response())
}

pub async fn folders(State(state): State<AppState>, caller: Caller, Path(id): Path<String>) -> ApiResult<Response> {
    let (record, reach) = reach::account(&state, &caller, &id).await?;
    let folders: Vec<_> = state
        .store
        .folders(&record.account.id)
        .await?
        .into_iter()
        .filter(|f| reach.contains(&f.folder.id))
        .map(|f| f.folder)
        .collect();
    Ok(Json(json!({ "data": folders })).into_response())
}

/// The folder an API parameter names: a folder id, or a role (`inbox`, `sent`, …).
pub(crate) async fn resolve_folder(state: &AppState, account: &Account, wanted: &str) -> Result<FolderRecord, Error> {
    let folders = state.store.folder_states(&account.id).await.map_err(internal)?;
    folders
        .into_iter()
        .find(|f| f.folder.id == wanted || f.folder.role.as_deref() == Some(&wanted.to_ascii_lowercase()))
        .ok_or_else(|| Error::new(ErrorCode::NotFound, "Folder not found."))
}

/// The index filters of a message list.
fn index_filter(params: &Params) -> Result<IndexFilter, ApiError> {
    let time = |name: &str| -> Result<Option<Timestamp>, ApiError> {
        match params.get(name) {
            None | Some("") => Ok(None),
            Some(v) => Timestamp::parse_iso(v)
                .or_else(|| Timestamp::parse_unix_seconds(v))
                .map(Some)
                .ok_or_else(|| Error::invalid_field(name, "must be an ISO 8601 date-time or unix seconds").into()),
        }
    };
    Ok(IndexFilter {
        q: params.text("q"),
        from: params.text("from"),
        to: params.text("to"),
        subject: params.text("subject"),
        after: time("after")?,
        before: time("before")?,
        unread: params.boolean("unread")?,
        starred: params.boolean("starred")?,
        has_attachments: params.boolean("has_attachments")?,
        found_by_server: Vec::new(),
    })
}

/// What a list covers: one folder of an account, or every folder of some accounts.
pub(crate) enum Listing<'a> {
    Folder(&'a Account, &'a FolderRecord),
    /// Every folder of these accounts, or only the folders given.
    Accounts(&'a [Account], Option<&'a [String]>),
}

/// A page of the index in the list envelope, plus `incomplete`: accounts whose server could not
/// be asked about bodies not in the index yet.
pub(crate) async fn list_page(
    state: &AppState,
    listing: Listing<'_>,
    params: &Params,
    binding: &str,
) -> Result<ListedPage, ApiError> {
    let (accounts, folders): (Vec<String>, Vec<String>) = match &listing {
        Listing::Folder(_, folder) => (Vec::new(), vec![folder.folder.id.clone()]),
        Listing::Accounts(_, Some([])) => (Vec::new(), vec![String::new()]),
        Listing::Accounts(_, Some(folders)) => (Vec::new(), folders.to_vec()),
        Listing::Accounts(accounts, None) => (accounts.iter().map(|a| a.id.clone()).collect(), Vec::new()),
    };
    let limit = match params.limit()? {
        None => 25,
        Some(n @ 1..=100) => n,
        Some(_) => return Err(bad_limit().into()),
    };
    let mut filter = index_filter(params)?;
    let after = Cursor::decode_pair(params.get("cursor"), binding)?;
    let mut incomplete = Vec::new();
    if let Some(q) = filter.q.clone() {
        for scope in search_scopes(state, &listing).await? {
            match server_search(state, &scope, &q).await {
                Ok(found) => filter.found_by_server.extend(found),
                Err(e) => {
                    tracing::warn!(account = %scope.account_id, error = ?e, "search on the server failed");
                    incomplete.push(scope.account_id);
                }
            }
        }
    }
    let page = state.store.list_indexed(&accounts, &folders, &filter, after, limit).await?;
    let next = match (page.has_more, page.messages.last()) {
        (true, Some((position, _))) => Some(Cursor::encode_pair(*position, binding)),
        _ => None,
    };
    let has_more = next.is_some();
    Ok(ListedPage {
        data: page.messages.into_iter().map(|(_, m)| m).collect(),
        pagination: Pagination { next_cursor: next, has_more },
        incomplete,
    })
}

/// A page of a message list as the API answers it (serialized straight from the records).
#[derive(Serialize)]
pub(crate) struct ListedPage {
    data: Vec<AccountMessage>,
    pagination: Pagination,
    incomplete: Vec<String>,
}

#[derive(Serialize)]
struct Pagination {
    next_cursor: Option<String>,
    has_more: bool,
}

/// Folders of one account whose bodies a `q=` search must ask the server about.
struct SearchScope {
    account_id: String,
    /// (folder id, raw name)
    folders: Vec<(String, String)>,
}

/// Where the local full-text index cannot answer `q=` alone: the listed folders that hold
/// messages whose bodies are not indexed yet, or every listed folder of an account that keeps no
/// bodies.
async fn search_scopes(state: &AppState, listing: &Listing<'_>) -> Result<Vec<SearchScope>, Error> {
    let (accounts, only, reached): (&[Account], Option<&FolderRecord>, Option<&[String]>) = match listing {
        Listing::Folder(account, folder) => (std::slice::from_ref(*account), Some(*folder), None),
        Listing::Accounts(accounts, reached) => (accounts, None, *reached),
    };
    let mut scopes = Vec::new();
    for account in accounts {
        // A server without search (POP3): the index answers from what it holds.
        if !supports(&state.store, account).await.map_err(internal)?.contains(&Capability::Search) {
            continue;
        }
        let unindexed = if account.settings.get("index_bodies") != Some(&Value::Bool(false)) {
            let unindexed = state.store.folders_with_unindexed_bodies(&account.id).await.map_err(internal)?;
            if unindexed.is_empty() {
                continue;
            }
            Some(unindexed)
        } else {
            None
        };
        let candidates = match only {
            Some(folder) => vec![folder.clone()],
            None => state.store.folder_states(&account.id).await.map_err(internal)?,
        };
        let chosen: Vec<(String, String)> = candidates
            .into_iter()
            .filter(|f| f.folder.selectable && reached.is_none_or(|r| r.contains(&f.folder.id)))
            .filter(|f| unindexed.as_ref().is_none_or(|u| u.contains(&f.folder.id)))
            .map(|f| (f.folder.id, f.raw_name))
            .collect();
        if !chosen.is_empty() {
            scopes.push(SearchScope { account_id: account.id.clone(), folders: chosen });
        }
    }
    Ok(scopes)
}

/// `UID SEARCH TEXT q` (UTF-8) in each folder of the scope, on a pooled connection: the ids of
/// the indexed messages it finds.
async fn server_search(state: &AppState, scope: &SearchScope, q: &str) -> Result<Vec<String>, ApiError> {
    let query = SearchQuery { text: Some(q.to_string()), ..SearchQuery::default() };
    let mut conn = match state.bodies.checkout(&scope.account_id).await {
        Some(conn) => conn,
        None => connect_account(state, &scope.account_id).await?,
    };
    let mut found = Vec::new();
    for (folder_id, raw_name) in &scope.folders {
        let uids = async {
            conn.select(raw_name).await?;
            conn.search(&query).await
        }
        .await
        .map_err(|e| login_error(&e))?;
        found.extend(state.store.ids_of_uids(folder_id, &uids).await?);
    }
    state.bodies.give_back(&scope.account_id, conn).await;
    Ok(found)
}

/// `GET /accounts/{id}/messages?folder=…`: one folder (default: the INBOX) of one account.
pub async fn messages(
    State(state): State<AppState>,
    caller: Caller,
    Path(id): Path<String>,
    params: Params,
) -> ApiResult<Response> {
    let (record, reach) = reach::account(&state, &caller, &id).await?;
    let folder = resolve_folder(&state, &record.account, params.get("folder").unwrap_or("inbox")).await?;
    if !reach.contains(&folder.folder.id) {
        return Err(Error::new(ErrorCode::NotFound, "Folder not found.").into());
    }
    let binding = format!("acct:{}:{}:{}", record.account.id, folder.folder.id, query_binding(&params));
    Ok(Json(list_page(&state, Listing::Folder(&record.account, &folder), &params, &binding).await?).into_response())
}

/// `GET /accounts/{id}/threads/{thread_id}`: the messages of one conversation, oldest first.
pub async fn thread(
    State(state): State<AppState>,
    caller: Caller,
    Path((id, thread_id)): Path<(String, String)>,
) -> ApiResult<Response> {
    let (record, reach) = reach::account(&state, &caller, &id).await?;
    let mut messages = state.store.thread_messages(&record.account.id, &thread_id, 500).await?;
    messages.retain(|m| reach.contains(&m.folder_id));
    if messages.is_empty() {
        return Err(Error::new(ErrorCode::NotFound, "Thread not found.").into());
    }
    Ok(Json(json!({ "data": { "id": thread_id, "messages": messages } })).into_response())
}

/// `GET /messages`: every account of the caller, merged newest first.
pub async fn all_messages(State(state): State<AppState>, caller: Caller, params: Params) -> ApiResult<Response> {
    let accounts = accounts_with(&state, &caller, Operation::MessageList).await?;
    // Where grants narrow folders, every account is listed by folder (the folders of the others
    // are read only then).
    let mut reaches = Vec::with_capacity(accounts.len());
    for account in &accounts {
        reaches.push(
            reach::folders_reached(&state, &caller, Operation::MessageList, &account.id, &account.user_id).await?,
        );
    }
    let mut folders = None;
    if reaches.iter().any(|r| matches!(r, reach::Reach::Only(_))) {
        let mut ids = Vec::new();
        for (account, reach) in accounts.iter().zip(reaches) {
            match reach {
                reach::Reach::Only(reached) => ids.extend(reached),
                reach::Reach::All => {
                    ids.extend(state.store.folders(&account.id).await?.into_iter().map(|f| f.folder.id))
                }
            }
        }
        folders = Some(ids);
    }
    let binding = format!("all:{}:{}", caller.principal.token_id, query_binding(&params));
    let listing = Listing::Accounts(&accounts, folders.as_deref());
    Ok(Json(list_page(&state, listing, &params, &binding).await?).into_response())
}

/// The filters of a list, so that a cursor cannot be replayed against another query.
pub(crate) fn query_binding(params: &Params) -> String {
    let mut keys: Vec<(&String, &String)> = params.0.iter().filter(|(k, _)| k.as_str() != "cursor").collect();
    keys.sort();
    keys.iter().map(|(k, v)| format!("{k}={v}")).collect::<Vec<_>>().join("&")
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct FolderBody {
    name: String,
    /// The folder id of the parent, for a subfolder.
    #[serde(default)]
    parent: Option<String>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct FolderRename {
    name: String,
}

/// A logged-in connection of the account from the pool, or a new one.
pub(crate) async fn pooled(state: &AppState, account_id: &str) -> Result<ImapConnection, ApiError> {
    match state.bodies.checkout(account_id).await {
        Some(conn) => Ok(conn),
        None => connect_account(state, account_id).await,
    }
}

fn folder_name(name: &str, delimiter: &str) -> Result<String, Error> {
    let name = name.trim();
    let bad = name.is_empty()
        || name.chars().count() > 200
        || name.chars().any(char::is_control)
        || (!delimiter.is_empty() && name.contains(delimiter));
    if bad {
        return Err(Error::invalid_field(
            "name",
            format!("must be 1–200 characters without control characters or the hierarchy delimiter {delimiter:?}"),
        ));
    }
    Ok(name.to_string())
}

/// The hierarchy delimiter of `folder` as listed (else of the first folder listed; none: a flat
/// server).
fn delimiter_of(listed: &[provider::Folder], folder: Option<&str>) -> String {
    let found = folder.and_then(|f| listed.iter().find(|l| l.reference == f)).or_else(|| listed.first());
    found.and_then(|l| l.delimiter.clone()).unwrap_or_default()
}

fn name_taken() -> ApiError {
    Error::new(ErrorCode::Conflict, "A folder with this name exists already.").into()
}

/// `POST /accounts/{id}/folders` `{"name", "parent"?}` → 201 the new folder.
pub async fn create_folder(
    State(state): State<AppState>,
    caller: Caller,
    Path(id): Path<String>,
    JsonBody(body): JsonBody<FolderBody>,
) -> ApiResult<Response> {
    let (record, reach) = reach::account(&state, &caller, &id).await?;
    require(&state.store, &record.account, Capability::Folders, "create folders").await?;
    let parent = match &body.parent {
        Some(parent) => Some(resolve_folder(&state, &record.account, parent).await?),
        None => None,
    };
    if !parent.as_ref().is_some_and(|p| reach.contains(&p.folder.id)) && matches!(reach, reach::Reach::Only(_)) {
        return Err(Error::new(ErrorCode::Forbidden, "New folders must be inside the folders of your grants.").into());
    }
    let failed = |e: ProviderError| ApiError(provider_failure(&e));
    let mut folders = Remote::of(&state, &record).await?;
    let listed = folders.listing().await.map_err(failed)?;
    let delimiter = delimiter_of(&listed, parent.as_ref().map(|p| p.raw_name.as_str()));
    let leaf = folder_name(&body.name, &delimiter)?;
    let full = match &parent {
        Some(p) => format!("{}{delimiter}{leaf}", p.folder.name),
        None => leaf.clone(),
    };
    if listed.iter().any(|l| l.name == full) {
        return Err(name_taken());
    }
    let parent_ref = parent.as_ref().map(|p| p.raw_name.as_str());
    let reference = folders.create_folder(parent_ref, &leaf, &full).await.map_err(failed)?;
    folders.relisted(&state, &record).await?;
    folders.give_back(&state, &record.account.id).await;
    let created = state.store.folders(&id).await?.into_iter().find(|f| f.raw_name == reference);
    Ok((StatusCode::CREATED, Json(json!({ "data": created.ok_or_else(Error::internal)?.folder }))).into_response())
}

/// A folder of the account that may be renamed or deleted: not one with a role.
async fn own_folder(
    state: &AppState,
    record: &AccountRecord,
    reach: &reach::Reach,
    folder_id: &str,
) -> Result<FolderRecord, ApiError> {
    let folder = state.store.folder(folder_id).await?.filter(|f| f.folder.account_id == record.account.id);
    let folder = folder.filter(|f| reach.contains(&f.folder.id));
    let folder = folder.ok_or_else(|| Error::new(ErrorCode::NotFound, "Folder not found."))?;
    if let Some(role) = &folder.folder.role {
        return Err(Error::new(ErrorCode::Conflict, format!("The {role} folder cannot be renamed or deleted.")).into());
    }
    Ok(folder)
}

/// `PATCH /accounts/{id}/folders/{folder_id}` `{"name"}`: renames it (subfolders follow; messages
/// keep their ids).
pub async fn rename_folder(
    State(state): State<AppState>,
    caller: Caller,
    Path((id, folder_id)): Path<(String, String)>,
    JsonBody(body): JsonBody<FolderRename>,
) -> ApiResult<Response> {
    let (record, reach) = reach::account(&state, &caller, &id).await?;
    let folder = own_folder(&state, &record, &reach, &folder_id).await?;
    require(&state.store, &record.account, Capability::Folders, "rename folders").await?;
    let failed = |e: ProviderError| ApiError(provider_failure(&e));
    let mut folders = Remote::of(&state, &record).await?;
    let listed = folders.listing().await.map_err(failed)?;
    let delimiter = delimiter_of(&listed, Some(&folder.raw_name));
    let leaf = folder_name(&body.name, &delimiter)?;
    let new_name = match folder.folder.name.rfind(delimiter.as_str()).filter(|_| !delimiter.is_empty()) {
        Some(cut) => format!("{}{leaf}", &folder.folder.name[..cut + delimiter.len()]),
        None => leaf.clone(),
    };
    if listed.iter().any(|l| l.name == new_name) {
        return Err(name_taken());
    }
    let new_ref = folders.rename_folder(&folder.raw_name, &leaf, &new_name).await.map_err(failed)?;
    // A reference that changes with the name (IMAP): the row is renamed in place, so the folder
    // and its messages keep their ids. One that stays (JMAP): the listing renames it.
    if new_ref != folder.raw_name {
        let (old, new) =
            ((folder.raw_name.as_str(), folder.folder.name.as_str()), (new_ref.as_str(), new_name.as_str()));
        state.store.rename_folder(&id, old, new, &delimiter).await?;
    }
    folders.relisted(&state, &record).await?;
    folders.give_back(&state, &record.account.id).await;
    let renamed = state.store.folders(&id).await?.into_iter().find(|f| f.folder.id == folder_id);
    Ok(Json(json!({ "data": renamed.ok_or_else(Error::internal)?.folder })).into_response())
}

/// `DELETE /accounts/{id}/folders/{folder_id}`: 204; refused (409) for a folder with a role or
/// with messages (on the server or in the index).
pub async fn delete_folder(
    State(state): State<AppState>,
    caller: Caller,
    Path((id, folder_id)): Path<(String, String)>,
) -> ApiResult<Response> {
    let (record, reach) = reach::account(&state, &caller, &id).await?;
    let folder = own_folder(&state, &record, &reach, &folder_id).await?;
    require(&state.store, &record.account, Capability::Folders, "delete folders").await?;
    let folders = state.store.folders(&id).await?;
    let indexed = folders.iter().find(|f| f.folder.id == folder_id).map_or(0, |f| f.folder.message_count);
    if indexed > 0 {
        return Err(
            Error::new(ErrorCode::Conflict, "The folder is not empty; move or delete its messages first.").into()
        );
    }
    let mut folders = Remote::of(&state, &record).await?;
    let deleted = folders.delete_folder(&folder.raw_name, folder.folder.selectable).await;
    if !deleted.map_err(|e| ApiError(provider_failure(&e)))? {
        return Err(Error::new(
            ErrorCode::Conflict,
            "The folder is not empty on the server; move or delete its messages or subfolders first.",
        )
        .into());
    }
    state.store.forget_folder(&folder_id).await?;
    folders.relisted(&state, &record).await?;
    folders.give_back(&state, &record.account.id).await;
    Ok(StatusCode::NO_CONTENT.into_response())
}
