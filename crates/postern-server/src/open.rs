//! An account's provider, opened for a request: the one place the server turns an account's
//! kind into a connection ([`open`]), with what each kind needs from this service (a kept IMAP
//! connection or JMAP client, the stored password, the account's Graph or Gmail client and its
//! access tokens). Everything else holds the [`Mailbox`] it returns.

use crate::AppState;
use crate::connect::{capability_names, check_host, connect_checked, connect_jmap, connect_pop3};
use crate::error::{ApiError, provider_failure};
use postern_core::Error;
use postern_providers::imap::ImapConnection;
use postern_providers::jmap::JmapAccount;
use postern_providers::pop3::Pop3Mailbox;
use postern_providers::provider::ProviderError;
use postern_providers::registry::{Mailbox, ProviderKind};
use postern_providers::settings;
use postern_providers::transport::Auth;
use postern_store::{AccountRecord, IndexedRow, Locator};
use serde_json::Value;
use std::sync::Arc;

/// The account's provider, opened: a kept IMAP connection or JMAP client where there is one.
pub(crate) async fn open(state: &AppState, record: &AccountRecord) -> Result<Mailbox, ApiError> {
    Ok(open_with(state, record).await?.0)
}

/// The provider of the account `account_id`: a connection kept from an earlier request without
/// reading the account (only IMAP's are kept), else [`open_with`] on its record; and whether it
/// was kept (it may have gone stale since).
pub(crate) async fn open_by_id(state: &AppState, account_id: &str) -> Result<(Mailbox, bool), ApiError> {
    if let Some(conn) = state.bodies.checkout(account_id).await {
        return Ok((Mailbox::Imap(Box::new(conn)), true));
    }
    let record = state.store.account(account_id).await?.ok_or_else(|| Error::not_found("Account"))?;
    open_with(state, &record).await
}

/// [`open`], and whether the value was kept from an earlier request (an IMAP connection may
/// have gone stale since).
async fn open_with(state: &AppState, record: &AccountRecord) -> Result<(Mailbox, bool), ApiError> {
    let id = &record.account.id;
    Ok(match record.account.provider {
        ProviderKind::Imap => match state.bodies.checkout(id).await {
            Some(conn) => (Mailbox::Imap(Box::new(conn)), true),
            None => (Mailbox::Imap(Box::new(connect_imap(state, record).await?)), false),
        },
        ProviderKind::Jmap => (Mailbox::Jmap(jmap_account(state, record).await?), false),
        ProviderKind::Pop3 => (Mailbox::Pop3(Box::new(pop3(state, record).await?)), false),
        ProviderKind::Microsoft | ProviderKind::Google => {
            (signed_in(state, record).map_err(|e| provider_failure(&e))?, false)
        }
    })
}

/// The mailbox of an account signed in through OAuth, on its client (shared with its sync).
fn signed_in(state: &AppState, record: &AccountRecord) -> Result<Mailbox, ProviderError> {
    let (tokens, id) = (&state.access_tokens, &record.account.id);
    Ok(match record.account.provider {
        ProviderKind::Microsoft => Mailbox::Graph(state.graphs.mailbox(tokens, id)?),
        ProviderKind::Google => Mailbox::Gmail(Box::new(state.gmails.mailbox(tokens, id)?)),
        kind @ (ProviderKind::Imap | ProviderKind::Jmap | ProviderKind::Pop3) => {
            return Err(ProviderError::Protocol(format!("a {kind} account is not signed in at its provider")));
        }
    })
}

/// Ends a request's use of the mailbox: an IMAP connection is kept for the next request, a
/// POP3 session ends (committing its deletions).
pub(crate) async fn give_back(state: &AppState, account_id: &str, mailbox: Mailbox) {
    if let Some(conn) = mailbox.close().await {
        state.bodies.give_back(account_id, *conn).await;
    }
}

/// What the account logs in to its IMAP, POP3, JMAP and SMTP servers with: its password, or
/// for an account signed in with OAuth (XOAUTH2) an access token.
pub(crate) async fn stored_password(state: &AppState, record: &AccountRecord) -> Result<String, Error> {
    if settings::auth(&record.account.settings) == Auth::Xoauth2 {
        return state.access_tokens.bearer(&record.account.id).token().await.map_err(|e| provider_failure(&e));
    }
    crate::connect::stored_password(&state.store, &state.vault, record).await.ok_or_else(|| {
        tracing::error!(account = %record.account.id, "credentials cannot be opened");
        Error::internal()
    })
}

/// A new logged-in connection to an IMAP account's server.
pub(crate) async fn connect_imap(state: &AppState, record: &AccountRecord) -> Result<ImapConnection, ApiError> {
    let a = &record.account;
    let settings = settings::imap(&a.settings, &a.email).ok_or_else(incomplete)?;
    let password = stored_password(state, record).await?;
    let limits = state.config.provider_limits();
    let conn = connect_checked(&state.config.internal_hosts, limits, &settings, &password).await;
    Ok(conn.map_err(|e| provider_failure(&e.into()))?)
}

/// A JMAP account's client, logged in with the stored credentials: the kept one, or a new one
/// (which is kept).
async fn jmap_account(state: &AppState, record: &AccountRecord) -> Result<JmapAccount, ApiError> {
    let a = &record.account;
    if let Some(client) = state.bodies.jmap(&a.id) {
        return Ok(JmapAccount::with_client(client));
    }
    let settings = settings::jmap(&a.settings, &a.email).ok_or_else(incomplete)?;
    let password = stored_password(state, record).await?;
    let jmap = connect_jmap(&state.config.internal_hosts, state.config.max_provider_message, &settings, &password)
        .await
        .map_err(|e| provider_failure(&e))?;
    state.bodies.keep_jmap(&a.id, jmap.client().clone());
    Ok(jmap)
}

/// A POP3 account's maildrop, on a session of its own.
async fn pop3(state: &AppState, record: &AccountRecord) -> Result<Pop3Mailbox, ApiError> {
    let a = &record.account;
    let settings = settings::pop3(&a.settings, &a.email).ok_or_else(incomplete)?;
    let password = stored_password(state, record).await?;
    let (hosts, limit) = (&state.config.internal_hosts, state.config.max_provider_message);
    Ok(connect_pop3(hosts, limit, &settings, &password).await.map_err(|e| provider_failure(&e))?)
}

/// Logs in with these settings (after checking the host is one accounts may reach, which
/// refuses the settings themselves) and logs out; returns what the server offers.
pub(crate) async fn try_login(
    state: &AppState,
    kind: ProviderKind,
    given: &Value,
    email: &str,
    password: &str,
) -> Result<Vec<String>, Error> {
    if let Some(server) = settings::login_server(kind, given)? {
        check_host(&state.config.internal_hosts, &server.host, server.port)
            .await
            .map_err(|reason| Error::invalid_field(server.field, &reason))?;
    }
    log_in_once(state, kind, given, email, password).await.map_err(|e| provider_failure(&e))
}

/// Logs in to the account's server and out again; returns what the server offers (IMAP's
/// extensions; JMAP: `submission`).
pub(crate) async fn log_in_once(
    state: &AppState,
    kind: ProviderKind,
    given: &Value,
    email: &str,
    password: &str,
) -> Result<Vec<String>, ProviderError> {
    let incomplete = || ProviderError::Protocol("the stored settings are incomplete".into());
    let (hosts, max_message) = (&state.config.internal_hosts, state.config.max_provider_message);
    match kind {
        ProviderKind::Imap => {
            let settings = settings::imap(given, email).ok_or_else(incomplete)?;
            let conn = connect_checked(hosts, state.config.provider_limits(), &settings, password).await?;
            let offered = capability_names(conn.capabilities());
            conn.logout().await;
            Ok(offered)
        }
        ProviderKind::Jmap => {
            let settings = settings::jmap(given, email).ok_or_else(incomplete)?;
            let jmap = connect_jmap(hosts, max_message, &settings, password).await?;
            Ok(jmap.client().session.submission.then(|| "submission".to_string()).into_iter().collect())
        }
        ProviderKind::Pop3 => {
            let settings = settings::pop3(given, email).ok_or_else(incomplete)?;
            let mut mailbox = connect_pop3(hosts, max_message, &settings, password).await?;
            let _ = mailbox.quit().await;
            Ok(Vec::new())
        }
        ProviderKind::Microsoft | ProviderKind::Google => {
            Err(ProviderError::Protocol(format!("a {kind} account signs in at its provider, not with a password")))
        }
    }
}

fn incomplete() -> Error {
    Error::invalid_field("settings", "are incomplete")
}

/// The key of a message's source in the cache: what names that source at its provider (the id,
/// the folder and where the provider finds it together: a UIDVALIDITY change gives the same
/// message another UID, and a draft saved again keeps its id), so that a message is never
/// answered from the cache with another's source.
pub(crate) fn source_key(row: &IndexedRow) -> String {
    let (id, folder) = (&row.message.id, &row.message.folder_id);
    match &row.at {
        Locator::Number(uid) => format!("{id}:{folder}:n:{uid}"),
        Locator::Name(name) => format!("{id}:{folder}:r:{name}"),
    }
}

/// The source of an indexed message, read from its provider (never marking it read) or from
/// the cache.
pub(crate) async fn fetch_raw(state: &AppState, row: &IndexedRow) -> Result<Arc<Vec<u8>>, ApiError> {
    let key = source_key(row);
    if let Some(raw) = state.bodies.cached(&key) {
        return Ok(raw);
    }
    let account_id = &row.message.account_id;
    let reference = row.at.reference();
    let (mut mailbox, kept) = open_by_id(state, account_id).await?;
    let mut raw = mailbox.read(&row.folder_raw_name, &reference).await;
    if kept && matches!(raw, Err(ProviderError::Unreachable(_))) {
        // The kept connection had gone stale: once more on a new one.
        let record = state.store.account(account_id).await?.ok_or_else(|| Error::not_found("Message"))?;
        mailbox = Mailbox::Imap(Box::new(connect_imap(state, &record).await?));
        raw = mailbox.read(&row.folder_raw_name, &reference).await;
    }
    let raw = raw.map_err(|e| provider_failure(&e))?;
    give_back(state, account_id, mailbox).await;
    // Gone from the server since the last pass: the next pass removes it from the index.
    let raw = Arc::new(raw.ok_or_else(|| Error::not_found("Message"))?);
    state.bodies.keep(key, raw.clone());
    Ok(raw)
}

/// Who an account signed in through OAuth is signed in as, asked of its provider (a request
/// that also tells whether the sign-in still holds).
pub(crate) async fn whoami(state: &AppState, record: &AccountRecord) -> Result<String, ProviderError> {
    signed_in(state, record)?.whoami().await
}
