//! An account's settings: what each provider's accounts may set, checked and completed when
//! they are given (an unknown key, a bad port, no encryption to another machine are refused),
//! and read back into each adapter's connection settings when they are used. Settings never
//! hold a secret.

use crate::imap::ImapSettings;
use crate::jmap::JmapSettings;
use crate::pop3::Pop3Settings;
use crate::registry::ProviderKind;
use postern_core::Error;
use postern_core::model::Account;
use serde_json::{Value, json};

/// The settings keys an IMAP account takes; anything else is refused.
const SETTING_KEYS: &[&str] = &[
    "imap_host",
    "imap_port",
    "imap_security",
    "smtp_host",
    "smtp_port",
    "smtp_security",
    "username",
    "index_bodies",
    "authserv_id",
];
/// The settings an IMAP account signed in with OAuth gets from its sign-in (XOAUTH2).
pub const OAUTH_SETTINGS: &[&str] = &["auth", "oauth_provider"];
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
    "authserv_id",
];
/// The shortest poll interval a POP3 account may ask for: each pass is a login.
const MIN_POLL_SECONDS: u64 = 5;

/// Whether a host (a name, or an address in brackets or not) is this machine.
pub fn is_loopback(host: &str) -> bool {
    postern_core::oauth::is_loopback(host)
}

/// Checks an account's settings and fills the defaults (port by security, username = address).
pub fn normalize(provider: ProviderKind, settings: &Value, email: &str) -> Result<Value, Error> {
    let Some(map) = settings.as_object() else {
        return Err(Error::invalid_field("settings", "must be an object"));
    };
    let (keys, incoming, what) = match provider {
        ProviderKind::Jmap => return normalize_jmap(map, email),
        ProviderKind::Microsoft | ProviderKind::Google => return normalize_signed_in(map),
        ProviderKind::Pop3 => (POP3_SETTING_KEYS, "pop3", "a POP3"),
        ProviderKind::Imap => (SETTING_KEYS, "imap", "an IMAP"),
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
    if provider == ProviderKind::Pop3 {
        out["poll_seconds"] = json!(count("poll_seconds", MIN_POLL_SECONDS, 86_400)?.unwrap_or(60));
        if let Some(days) = count("delete_after_days", 1, 3650)? {
            out["delete_after_days"] = json!(days);
        }
    } else {
        out["index_bodies"] = json!(index_bodies);
    }
    if let Some(id) = authserv_id(map)? {
        out["authserv_id"] = json!(id);
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
const JMAP_SETTING_KEYS: &[&str] = &["jmap_url", "jmap_auth", "username", "poll_seconds", "authserv_id"];
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
    crate::jmap::session_url(&url).map_err(|reason| Error::invalid_field("settings.jmap_url", reason))?;
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
    let mut out = json!({ "jmap_url": url, "jmap_auth": auth, "username": username, "poll_seconds": poll });
    if let Some(id) = authserv_id(map)? {
        out["authserv_id"] = json!(id);
    }
    Ok(out)
}

/// The `authserv_id` setting: the name the account's mail server gives itself in the
/// `Authentication-Results` header it writes (docs/SENDER_AUTH.md), a host name.
fn authserv_id(map: &serde_json::Map<String, Value>) -> Result<Option<String>, Error> {
    let wrong = || {
        Error::invalid_field(
            "settings.authserv_id",
            "must be the host name the server writes in Authentication-Results",
        )
    };
    match map.get("authserv_id") {
        None | Some(Value::Null) => Ok(None),
        Some(Value::String(id)) => {
            let id = id.trim().to_ascii_lowercase();
            let fits = !id.is_empty()
                && id.len() <= 253
                && id.bytes().all(|b| b.is_ascii_alphanumeric() || b"-._".contains(&b));
            if fits { Ok(Some(id)) } else { Err(wrong()) }
        }
        Some(_) => Err(wrong()),
    }
}

/// How to find the `Authentication-Results` header the account's provider wrote on its mail:
/// Gmail names itself `mx.google.com`; Exchange Online writes its own without a name; a mail
/// server an account connects to by IMAP, POP3 or JMAP names itself as the account's
/// `authserv_id` setting says, and without it its verdicts are not read.
pub fn verdict_stamp(account: &Account) -> Option<postern_mail::authres::Stamp> {
    use postern_mail::authres::Stamp;
    match account.provider {
        ProviderKind::Google => Some(Stamp::AuthservId("mx.google.com".into())),
        ProviderKind::Microsoft => Some(Stamp::ExchangeOnline),
        ProviderKind::Imap | ProviderKind::Pop3 | ProviderKind::Jmap => {
            account.settings.get("authserv_id").and_then(Value::as_str).map(|id| Stamp::AuthservId(id.to_string()))
        }
    }
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

/// The OAuth provider an account signs in at: its provider, or for an IMAP account with XOAUTH2
/// the one its settings name.
pub fn oauth_provider_of(account: &Account) -> &str {
    account.settings.get("oauth_provider").and_then(Value::as_str).unwrap_or(account.provider.as_str())
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
pub fn login_changes(stored: &Value, new: &Value) -> Vec<&'static str> {
    // Host names compare without case, as DNS does.
    let same = |key: &str| match (stored.get(key), new.get(key)) {
        (Some(Value::String(a)), Some(Value::String(b))) => a.eq_ignore_ascii_case(b),
        (a, b) => a == b,
    };
    LOGIN_SETTINGS.iter().copied().filter(|key| !same(key)).collect()
}

/// Settings of an IMAP account as stored (the API validated them).
pub fn imap(settings: &Value, email: &str) -> Option<ImapSettings> {
    let security = serde_json::from_value(settings.get("imap_security")?.clone()).ok()?;
    Some(ImapSettings {
        host: settings.get("imap_host")?.as_str()?.to_string(),
        port: u16::try_from(settings.get("imap_port")?.as_u64()?).ok()?,
        security,
        username: settings.get("username").and_then(|u| u.as_str()).unwrap_or(email).to_string(),
        auth: auth(settings),
    })
}

/// How an account logs in to its IMAP and SMTP servers (`settings.auth`; a password unless it
/// says `xoauth2`).
pub fn auth(settings: &Value) -> crate::transport::Auth {
    settings.get("auth").and_then(|a| serde_json::from_value(a.clone()).ok()).unwrap_or_default()
}

/// Settings of a POP3 account as stored (the API validated them).
pub fn pop3(settings: &Value, email: &str) -> Option<Pop3Settings> {
    let security = serde_json::from_value(settings.get("pop3_security")?.clone()).ok()?;
    Some(Pop3Settings {
        host: settings.get("pop3_host")?.as_str()?.to_string(),
        port: u16::try_from(settings.get("pop3_port")?.as_u64()?).ok()?,
        security,
        username: settings.get("username").and_then(|u| u.as_str()).unwrap_or(email).to_string(),
    })
}

/// Settings of a JMAP account as stored (the API validated them).
pub fn jmap(settings: &Value, email: &str) -> Option<JmapSettings> {
    Some(JmapSettings {
        url: settings.get("jmap_url")?.as_str()?.to_string(),
        username: settings.get("username").and_then(|u| u.as_str()).unwrap_or(email).to_string(),
        bearer: settings.get("jmap_auth").and_then(|a| a.as_str()) == Some("bearer"),
    })
}

/// The server an account logs in to, as its settings name it.
pub struct LoginServer {
    /// The setting that names it (where a refusal of the host points).
    pub field: &'static str,
    pub host: String,
    pub port: u16,
}

/// The server an account of `kind` with these settings logs in to; `None` for an account that
/// signs in at its provider.
pub fn login_server(kind: ProviderKind, settings: &Value) -> Result<Option<LoginServer>, Error> {
    let server = |field: &'static str, incoming: &str| {
        let host = settings.get(format!("{incoming}_host")).and_then(Value::as_str).unwrap_or_default();
        let port = settings.get(format!("{incoming}_port")).and_then(Value::as_u64);
        let port = port.and_then(|p| u16::try_from(p).ok()).unwrap_or_default();
        Ok(Some(LoginServer { field, host: host.to_string(), port }))
    };
    match kind {
        ProviderKind::Imap => server("settings.imap_host", "imap"),
        ProviderKind::Pop3 => server("settings.pop3_host", "pop3"),
        ProviderKind::Jmap => {
            let url = settings.get("jmap_url").and_then(Value::as_str).unwrap_or_default();
            let url = crate::jmap::session_url(url).map_err(|e| Error::invalid_field("settings.jmap_url", e))?;
            let port = url.port_or_known_default().unwrap_or(443);
            let host = url.host_str().unwrap_or_default().to_string();
            Ok(Some(LoginServer { field: "settings.jmap_url", host, port }))
        }
        ProviderKind::Microsoft | ProviderKind::Google => Ok(None),
    }
}
