//! How the server reaches an account's mail server: its stored settings and password, the check
//! that keeps account settings from pointing at internal services, connecting, and what a failed
//! connection means for the account's status. Shared by the sync, the API's reads and writes,
//! and sending.

use crate::error::ApiError;
use postern_core::model::Account;
use postern_core::{Error, ErrorCode};
use postern_providers::discovery::is_public;
use postern_providers::imap::{self, ConnectOptions, ImapConnection, ImapError, ImapSettings};
use postern_providers::jmap::{JmapAccount, JmapOptions, JmapSettings, session_url};
use postern_providers::pop3::{Pop3Mailbox, Pop3Options, Pop3Settings};
use postern_providers::provider::{Capability, ProviderError};
use postern_providers::registry::{self, Facts};
use postern_providers::transport::Dial;
use postern_store::vault::Vault;
use postern_store::{AccountRecord, Store, StoreError};
use std::net::SocketAddr;

/// Checks the host (see [`check_host`]), then logs in to a POP3 maildrop.
pub(crate) async fn connect_pop3(
    internal_hosts: &[String],
    max_message: u64,
    settings: &Pop3Settings,
    password: &str,
) -> Result<Pop3Mailbox, ProviderError> {
    let addresses =
        check_host(internal_hosts, &settings.host, settings.port).await.map_err(ProviderError::Unreachable)?;
    let options = Pop3Options { dial: Dial { addresses, ..Dial::default() }, max_message, ..Pop3Options::default() };
    Ok(Pop3Mailbox::connect(settings, password, &options).await?)
}

/// Checks the host of the session URL (see [`check_host`]), then fetches the session and logs
/// in. Every request of the client goes to the checked addresses.
pub(crate) async fn connect_jmap(
    internal_hosts: &[String],
    max_message: u64,
    settings: &JmapSettings,
    secret: &str,
) -> Result<JmapAccount, ProviderError> {
    let url = session_url(&settings.url).map_err(|e| ProviderError::Protocol(format!("the JMAP URL {e}")))?;
    let (host, port) = (url.host_str().unwrap_or_default(), url.port_or_known_default().unwrap_or(443));
    let addresses = check_host(internal_hosts, host, port).await.map_err(ProviderError::Unreachable)?;
    let options = JmapOptions { addresses, max_blob: max_message, ..JmapOptions::default() };
    JmapAccount::connect(settings, secret, &options).await
}

/// Refuses a mail server that resolves to a loopback, private or otherwise internal address
/// unless an administrator listed it (`--internal-host`): account settings must not become a way
/// into internal services. Checked when an account is connected or changed and at every
/// reconnection (the name may resolve differently later). Returns the checked addresses, which
/// the connection must use (resolving again could give another answer); empty for a listed host.
pub(crate) async fn check_host(allowed: &[String], host: &str, port: u16) -> Result<Vec<SocketAddr>, String> {
    let host = host.trim_start_matches('[').trim_end_matches(']');
    if allowed.iter().any(|a| a.eq_ignore_ascii_case(host)) {
        return Ok(Vec::new());
    }
    let addresses: Vec<SocketAddr> =
        tokio::net::lookup_host((host, port)).await.map_err(|_| format!("{host} does not resolve"))?.collect();
    match addresses.iter().map(|a| a.ip()).find(|ip| !is_public(*ip)) {
        Some(ip) => Err(format!(
            "{host} resolves to the internal address {ip}; an administrator can allow it with --internal-host"
        )),
        None if addresses.is_empty() => Err(format!("{host} does not resolve")),
        None => Ok(addresses),
    }
}

/// The password sealed for an account, if the vault opens it (reloaded from `store` first when
/// another instance rotated the keys).
pub(crate) async fn stored_password(store: &Store, vault: &Vault, record: &AccountRecord) -> Option<String> {
    let secret = store.open_secret(vault, &record.account.id, &record.sealed_credentials).await.ok()?;
    let credentials: serde_json::Value = serde_json::from_slice(&secret).ok()?;
    credentials.get("password")?.as_str().map(str::to_string)
}

/// Checks the host (see [`check_host`]), then connects and logs in.
pub(crate) async fn connect_checked(
    internal_hosts: &[String],
    limits: imap::Limits,
    settings: &ImapSettings,
    password: &str,
) -> Result<ImapConnection, ImapError> {
    let addresses = check_host(internal_hosts, &settings.host, settings.port).await.map_err(ImapError::Unreachable)?;
    ImapConnection::connect_with(
        settings,
        password,
        &ConnectOptions { dial: Dial { addresses, ..Dial::default() }, limits, ..ConnectOptions::default() },
    )
    .await
}

/// The names of what the server offers, as the API shows them.
pub(crate) fn capability_names(caps: &imap::Capabilities) -> Vec<String> {
    let named = [
        ("idle", caps.idle),
        ("condstore", caps.condstore),
        ("qresync", caps.qresync),
        ("move", caps.r#move),
        ("uidplus", caps.uidplus),
        ("special_use", caps.special_use),
        ("notify", caps.notify),
        ("utf8_accept", caps.utf8_accept),
    ];
    named.iter().filter(|(_, on)| *on).map(|(name, _)| name.to_string()).collect()
}

/// What an account can do: from what its server offered when it last connected, its folders'
/// roles and whether it has submission settings.
pub(crate) async fn supports(store: &Store, account: &Account) -> Result<Vec<Capability>, StoreError> {
    let folders = store.folder_states(&account.id).await?;
    let roles: Vec<&str> = folders.iter().filter_map(|f| f.folder.role.as_deref()).collect();
    let submission = account.settings.get("smtp_host").and_then(|h| h.as_str()).is_some_and(|h| !h.is_empty());
    let facts = Facts { kind: account.provider, offered: &account.capabilities, roles: &roles, submission };
    Ok(registry::supports(&facts))
}

/// The account as the API shows it: with what it can do.
pub(crate) async fn shown(store: &Store, mut account: Account) -> Result<Account, StoreError> {
    account.supports = supports(store, &account).await?.iter().map(|c| c.as_str().to_string()).collect();
    Ok(account)
}

/// 501 `not_supported` unless the account can do `capability`; `what` says what was asked.
pub(crate) async fn require(
    store: &Store,
    account: &Account,
    capability: Capability,
    what: &str,
) -> Result<(), ApiError> {
    if supports(store, account).await?.contains(&capability) {
        return Ok(());
    }
    Err(Error::new(
        ErrorCode::NotSupported,
        format!("This account cannot {what}: it does not support `{}`.", capability.as_str()),
    )
    .into())
}
