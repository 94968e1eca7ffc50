//! `/accounts`: connect, list, read, update, delete and verify connected mailboxes, their
//! folders, and the message lists of the index.
//!
//! A login is always tried before anything is stored or changed; credentials are sealed by the
//! vault and never come back out of the API, a log line or an error.

use crate::AppState;
use crate::connect::{capability_names, check_host, require, shown};
use crate::error::{ApiError, ApiResult, failed, provider_failure};
use crate::gate::Caller;
use crate::open::{give_back, open, stored_password, try_login};
use crate::params::{JsonBody, Params, Path};
use crate::reach;
use crate::views::{AccountMessagePageView, AccountMessageView, Code, Data, ErrorBody, MessageFilters, Page};
use axum::Json;
use axum::extract::State;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use postern_core::id::{IdKind, new_id};
use postern_core::model::AccountStatus;
use postern_core::rights::{Operation, Resource};
use postern_core::{Error, ErrorCode};
use postern_providers::imap::{ConnectOptions, ImapSettings};
use postern_providers::provider::{self, Capability, Folders, ProviderError};
use postern_providers::registry::{self, Credential, Mailbox, ProviderKind};
use postern_providers::settings;
use postern_providers::transport::{Auth, Dial};
use postern_store::{AccountRecord, FolderRecord, NewAccount};
use serde::{Deserialize, Serialize};
use serde_json::{Value, json};
use utoipa::ToSchema;

/// A mailbox to connect: its provider, its address, the server settings and the password.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
#[schema(as = NewAccount)]
pub struct CreateBody {
    /// `imap`, `jmap` or `pop3`. Microsoft and Google accounts are connected by signing in
    /// (`POST /oauth/{provider}/start`).
    #[schema(pattern = "^(imap|jmap|pop3)$")]
    provider: String,
    /// The mailbox's address (the username unless `settings.username` says otherwise).
    email: String,
    /// The server settings (docs/ACCOUNTS.md). IMAP: `imap_host`, `imap_port`, `imap_security`
    /// (`tls`, `starttls`, `none`), `smtp_host`, `smtp_port`, `smtp_security`, `username`,
    /// `index_bodies`. POP3: `pop3_host`, `pop3_port`, `pop3_security`, `smtp_*`, `username`,
    /// `poll_seconds`, `delete_after_days`. JMAP: `jmap_url`, `jmap_auth` (`basic`, `bearer`),
    /// `username`, `poll_seconds`.
    #[serde(default)]
    #[schema(value_type = Object)]
    settings: Value,
    /// The login is tried with it before anything is stored.
    #[serde(default)]
    #[schema(value_type = Credentials, required = true)]
    credentials: Option<Credentials>,
}

/// The password Postern logs in with: sealed by the vault, never shown again.
#[derive(Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
#[schema(as = AccountCredentials)]
pub struct Credentials {
    /// The password or app password; for JMAP with `jmap_auth: bearer`, the token.
    #[schema(format = Password)]
    password: String,
}

impl std::fmt::Debug for Credentials {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Credentials { .. }")
    }
}

/// The address to find settings for.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
#[schema(as = DiscoveryRequest)]
pub struct DiscoveryBody {
    email: String,
}

/// What to change of an account: settings merged over the stored ones, and/or a new password.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
#[schema(as = AccountChange)]
pub struct UpdateBody {
    /// Merged over the stored settings, then checked as a whole. Changing where or as whom
    /// Postern logs in needs `credentials` in the same request (400 `credentials_required`).
    #[serde(default)]
    #[schema(value_type = Option<Object>)]
    settings: Option<Value>,
    #[serde(default)]
    credentials: Option<Credentials>,
    /// Whose new mail answers waits and calls webhooks, by the provider's verdict
    /// (docs/SENDER_AUTH.md); each list given replaces the account's. Changed alone, nothing
    /// else is tried or changed.
    #[serde(default)]
    senders: Option<crate::sender_lists::SendersChange>,
}

// Schemas of the answers below (contract::document); the handlers serialize the records these
// mirror.

/// A connected mailbox (`postern_core::model::Account` as the API shows it).
#[derive(Debug, Serialize, ToSchema)]
#[schema(as = Account)]
#[allow(dead_code)]
pub struct AccountView {
    /// `acc_…`
    pub id: String,
    pub email: String,
    pub provider: AccountProviderView,
    /// Server settings (hosts, ports, security, username, `index_bodies`, …); never a secret.
    #[schema(value_type = Object)]
    pub settings: Value,
    pub status: AccountStatusView,
    /// Why the account is not `connected` (never holds a credential).
    #[schema(required = true)]
    pub status_reason: Option<String>,
    /// What the server offers (`idle`, `condstore`, `qresync`, `move`, `uidplus`, `special_use`,
    /// `notify`, `utf8_accept`).
    pub capabilities: Vec<String>,
    /// What the account can do (`folders`, `flags`, `keywords`, `move`, `trash`, `purge`,
    /// `drafts`, `send`, `sent_copy`, `search`, `threads`, `labels`, `push`, `external_changes`);
    /// an operation outside it answers 501 `not_supported`.
    pub supports: Vec<String>,
    pub sync: AccountSyncView,
    #[schema(format = DateTime)]
    pub created_at: String,
    #[schema(format = DateTime)]
    pub updated_at: String,
    /// Only on `GET /accounts/{id}`, for a Microsoft or Google account this instance has talked
    /// to: the provider's allowance and what this instance used of it.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub provider_limits: Option<ProviderLimitsView>,
    /// Only when set: whose new mail answers waits and calls webhooks (docs/SENDER_AUTH.md).
    pub senders: Option<crate::views::SenderListsView>,
}

/// The provider an account is at.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "lowercase")]
#[schema(as = AccountProvider)]
#[allow(dead_code)]
pub enum AccountProviderView {
    Imap,
    Jmap,
    Pop3,
    Microsoft,
    Google,
}

/// How the account's last connection went.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "snake_case")]
#[schema(as = AccountStatus)]
#[allow(dead_code)]
pub enum AccountStatusView {
    Connected,
    NeedsReauth,
    Unreachable,
    Throttled,
    Error,
}

/// How far the sync of an account has come.
#[derive(Debug, Serialize, ToSchema)]
#[schema(as = AccountSync)]
#[allow(dead_code)]
pub struct AccountSyncView {
    /// `pending`, `syncing`, `idle` (caught up, watching for changes) or `failed`.
    pub state: String,
    pub folders_done: u32,
    pub folders_total: u32,
    pub messages_done: u64,
    pub messages_total: u64,
    /// When the last full pass over all folders finished.
    #[schema(required = true, format = DateTime)]
    pub last_synced_at: Option<String>,
    /// The full-text index of bodies: `pending`, `indexing`, `complete` or `off`.
    pub bodies: String,
    /// Only on `GET /accounts/{id}`: whether searches answer from the full-text index alone.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub search_index_complete: Option<bool>,
}

/// What the provider allows the mailbox and what this instance used of it.
#[derive(Debug, Serialize, ToSchema)]
#[serde(untagged)]
#[schema(as = ProviderLimits)]
#[allow(dead_code)]
pub enum ProviderLimitsView {
    Graph(GraphLimitsView),
    Gmail(GmailLimitsView),
}

/// Microsoft Graph's requests per mailbox in its window.
#[derive(Debug, Serialize, ToSchema)]
#[schema(as = GraphLimits)]
#[allow(dead_code)]
pub struct GraphLimitsView {
    pub window_seconds: u64,
    pub requests_allowed: u64,
    pub requests_used: u64,
    /// Until when the mailbox rests after Graph asked it to slow down.
    #[schema(required = true, format = DateTime)]
    pub resting_until: Option<String>,
}

/// Gmail's quota units per user in its window.
#[derive(Debug, Serialize, ToSchema)]
#[schema(as = GmailLimits)]
#[allow(dead_code)]
pub struct GmailLimitsView {
    pub window_seconds: u64,
    pub units_allowed: u64,
    pub units_used: u64,
    /// Until when the mailbox rests after Gmail asked it to slow down.
    #[schema(required = true, format = DateTime)]
    pub resting_until: Option<String>,
}

/// A login tried now, and the account with the status it recorded.
#[derive(Debug, Serialize, ToSchema)]
#[schema(as = AccountVerification)]
#[allow(dead_code)]
pub struct AccountVerificationView {
    pub verification: AccountLoginCheckView,
    pub account: AccountView,
}

/// How the login went.
#[derive(Debug, Serialize, ToSchema)]
#[schema(as = AccountLoginCheck)]
#[allow(dead_code)]
pub struct AccountLoginCheckView {
    pub ok: bool,
    /// Only when `ok` is false.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub error: Option<AccountLoginFailureView>,
}

/// Why the login failed: the error the request would have answered.
#[derive(Debug, Serialize, ToSchema)]
#[schema(as = AccountLoginFailure)]
#[allow(dead_code)]
pub struct AccountLoginFailureView {
    pub code: Code,
    pub message: String,
}

/// A folder of a connected account.
#[derive(Debug, Serialize, ToSchema)]
#[schema(as = Folder)]
#[allow(dead_code)]
pub struct FolderView {
    /// `fld_…`
    pub id: String,
    pub account_id: String,
    /// The name as the server shows it (decoded), with the server's hierarchy delimiter.
    pub name: String,
    /// `inbox`, `sent`, `drafts`, `trash`, `junk`, `archive`, `all`, `flagged`, or null.
    #[schema(required = true)]
    pub role: Option<String>,
    /// False for a `\Noselect` parent that only holds other folders.
    pub selectable: bool,
    pub message_count: u64,
    pub unread_count: u64,
}

/// The messages of one conversation, oldest first.
#[derive(Debug, Serialize, ToSchema)]
#[schema(as = AccountThread)]
#[allow(dead_code)]
pub struct ThreadView {
    /// `thr_…`
    pub id: String,
    /// At most 500.
    pub messages: Vec<AccountMessageView>,
}

/// Ready-to-use settings for an address, with what each source said.
#[derive(Debug, Serialize, ToSchema)]
#[schema(as = Discovery)]
#[allow(dead_code)]
pub struct DiscoveryView {
    pub email: String,
    pub domain: String,
    /// Ways to connect the address, best first.
    pub candidates: Vec<DiscoveryCandidateView>,
    pub sources: Vec<DiscoverySourceOutcomeView>,
}

/// One way to connect the address.
#[derive(Debug, Serialize, ToSchema)]
#[schema(as = DiscoveryCandidate)]
#[allow(dead_code)]
pub struct DiscoveryCandidateView {
    /// The provider's name, when known.
    #[schema(required = true)]
    pub provider: Option<String>,
    pub servers: Vec<DiscoveryServerView>,
    pub source: DiscoverySourceView,
    /// Whether it can be trusted without asking the user: a preset, or every server in the
    /// address's own domain.
    pub confirmed: bool,
    /// Advice for the user (app passwords, OAuth, …).
    pub hints: Vec<String>,
}

/// One server of a candidate.
#[derive(Debug, Serialize, ToSchema)]
#[schema(as = DiscoveryServer)]
#[allow(dead_code)]
pub struct DiscoveryServerView {
    pub protocol: DiscoveryProtocolView,
    pub host: String,
    pub port: u16,
    pub security: DiscoverySecurityView,
    /// The login name, with the address's placeholders filled in.
    pub username: String,
}

/// What a server speaks; a `jmap` server's session is at `https://{host}:{port}/.well-known/jmap`.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "lowercase")]
#[schema(as = DiscoveryProtocol)]
#[allow(dead_code)]
pub enum DiscoveryProtocolView {
    Imap,
    Pop3,
    Smtp,
    Jmap,
}

/// How a connection is secured.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "lowercase")]
#[schema(as = DiscoverySecurity)]
#[allow(dead_code)]
pub enum DiscoverySecurityView {
    Tls,
    Starttls,
}

/// Where a candidate came from.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "lowercase")]
#[schema(as = DiscoverySource)]
#[allow(dead_code)]
pub enum DiscoverySourceView {
    Preset,
    Autoconfig,
    Srv,
    Jmap,
    Mx,
}

/// What one source said.
#[derive(Debug, Serialize, ToSchema)]
#[schema(as = DiscoverySourceOutcome)]
#[allow(dead_code)]
pub struct DiscoverySourceOutcomeView {
    pub source: DiscoverySourceView,
    pub outcome: DiscoveryOutcomeView,
    /// Why it failed.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub message: Option<String>,
}

/// What a source found.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "lowercase")]
#[schema(as = DiscoveryOutcome)]
#[allow(dead_code)]
pub enum DiscoveryOutcomeView {
    Found,
    Nothing,
    Failed,
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

/// How to reach the server of `settings`, once its host is checked to be one accounts may
/// reach.
async fn connect_options(state: &AppState, settings: &ImapSettings) -> Result<ConnectOptions, Error> {
    let addresses = check_host(&state.config.internal_hosts, &settings.host, settings.port)
        .await
        .map_err(|reason| Error::invalid_field("settings.imap_host", &reason))?;
    let dial = Dial { addresses, ..Dial::default() };
    Ok(ConnectOptions { dial, limits: state.config.provider_limits(), ..ConnectOptions::default() })
}

async fn sealed_password(state: &AppState, account_id: &str, password: &str) -> Result<Vec<u8>, Error> {
    let secret = json!({ "password": password }).to_string();
    state.store.seal_secret(&state.vault, account_id, secret.as_bytes()).await.map_err(|e| {
        tracing::error!(error = %e, "the master key cannot be read");
        Error::internal()
    })
}

/// Connect an account.
///
/// An IMAP, JMAP or POP3 mailbox: the login is tried first and nothing is stored when it fails;
/// the sync starts at once.
#[utoipa::path(
    post,
    path = "/accounts",
    operation_id = "accounts_create",
    tag = "accounts",
    request_body = CreateBody,
    responses(
        (status = 201, description = "The new account.", body = Data<AccountView>),
        (status = 422, description = "`provider_auth_failed`: the mail server refused the login.", body = ErrorBody),
    )
)]
pub async fn create(
    State(state): State<AppState>,
    caller: Caller,
    JsonBody(body): JsonBody<CreateBody>,
) -> ApiResult<Response> {
    caller.allow(Resource::Service)?;
    let refused = || Error::invalid_field("provider", "must be imap, jmap or pop3");
    let provider = ProviderKind::parse(&body.provider).ok_or_else(refused)?;
    if registry::credential(provider) == Credential::SignIn {
        let device = if registry::device_sign_in(provider) { " (or /device)" } else { "" };
        let how =
            format!("{provider} accounts are connected by signing in: POST /api/v1/oauth/{provider}/start{device}");
        return Err(Error::invalid_field("provider", how).into());
    }
    let email = body.email.trim().to_string();
    check_email(&email)?;
    let settings = settings::normalize(provider, &body.settings, &email)?;
    let password = body.credentials.map(|c| c.password).filter(|p| !p.is_empty());
    let password = password.ok_or_else(|| Error::invalid_field("credentials.password", "is required"))?;
    let (capabilities, first) = match provider {
        ProviderKind::Imap => {
            // Logged in on the syncs' runtime: the connection becomes the first of the account's sync.
            let imap_settings =
                settings::imap(&settings, &email).ok_or_else(|| Error::invalid_field("settings", "are incomplete"))?;
            let options = connect_options(&state, &imap_settings).await?;
            let conn = state.syncer.log_in(&imap_settings, &password, options).await;
            let conn = conn.map_err(|e| provider_failure(&e.into()))?;
            (capability_names(conn.capabilities()), Some(conn))
        }
        ProviderKind::Jmap | ProviderKind::Pop3 | ProviderKind::Microsoft | ProviderKind::Google => {
            (try_login(&state, provider, &settings, &email, &password).await?, None)
        }
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

/// Discover an address's settings.
///
/// Ready-to-use settings for an address (presets, autoconfig, SRV, JMAP, MX), with what each
/// source said; only https is fetched, and only from public addresses.
#[utoipa::path(
    post,
    path = "/discovery",
    operation_id = "accounts_discover",
    tag = "accounts",
    request_body = DiscoveryBody,
    responses(
        (status = 200, description = "The candidates and the sources.", body = Data<DiscoveryView>),
        (status = 503, description = "`unavailable`: this server has no DNS configuration, so discovery cannot run.", body = ErrorBody,
            headers(("Retry-After" = u64, description = "Seconds after which to ask again."))),
    )
)]
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

/// List accounts.
///
/// The accounts on which the caller holds `account.list` (its own, with the default rights), in
/// one page.
#[utoipa::path(
    get,
    path = "/accounts",
    operation_id = "accounts_list",
    tag = "accounts",
    responses((status = 200, description = "Every account, in one page.", body = Page<AccountView>))
)]
pub async fn list(State(state): State<AppState>, caller: Caller) -> ApiResult<Response> {
    let accounts = reach::accounts_with(&state, &caller, Operation::AccountList).await?;
    let mut shown_accounts = Vec::with_capacity(accounts.len());
    for account in accounts {
        shown_accounts.push(shown(&state.store, account).await?);
    }
    let accounts = shown_accounts;
    Ok(Json(json!({ "data": accounts, "pagination": { "next_cursor": null, "has_more": false } })).into_response())
}

/// Read an account.
///
/// With `sync.search_index_complete`, and for a Microsoft or Google account the provider's
/// limits (`provider_limits`).
#[utoipa::path(
    get,
    path = "/accounts/{id}",
    operation_id = "accounts_read",
    tag = "accounts",
    params(("id" = String, Path, description = "`acc_…`")),
    responses((status = 200, description = "The account.", body = Data<AccountView>))
)]
pub async fn read(State(state): State<AppState>, caller: Caller, Path(id): Path<String>) -> ApiResult<Response> {
    let record = reach::record(&state, &caller, &id).await?;
    let mut data = serde_json::to_value(shown(&state.store, record.account.clone()).await?).unwrap_or_default();
    // Searches use the full-text index once it holds every message of the account.
    data["sync"]["search_index_complete"] = json!(state.store.text_index_complete(&record.account.id).await?);
    if let Some(limits) = state.graphs.limits(&record.account.id).or_else(|| state.gmails.limits(&record.account.id)) {
        data["provider_limits"] = limits;
    }
    Ok(Json(json!({ "data": data })).into_response())
}

/// Update an account.
///
/// New settings are merged over the stored ones and tried with the new or stored password before
/// anything changes.
#[utoipa::path(
    patch,
    path = "/accounts/{id}",
    operation_id = "accounts_update",
    tag = "accounts",
    params(("id" = String, Path, description = "`acc_…`")),
    request_body = UpdateBody,
    responses(
        (status = 200, description = "The updated account.", body = Data<AccountView>),
        (status = 400, description = "`invalid_request`: a parameter or body field is wrong (`fields` names it); \
            `credentials_required`: the change moves where or as whom Postern logs in without `credentials` \
            (`fields` names each changed setting); `credential_in_url`.", body = ErrorBody),
        (status = 422, description = "`provider_auth_failed`: the mail server refused the login.", body = ErrorBody),
    )
)]
pub async fn update(
    State(state): State<AppState>,
    caller: Caller,
    Path(id): Path<String>,
    JsonBody(body): JsonBody<UpdateBody>,
) -> ApiResult<Response> {
    let record = reach::record(&state, &caller, &id).await?;
    // New lists are checked first and stored last, once whatever else the request changes has
    // worked; alone, they are all it changes.
    let lists = body.senders.map(|change| change.applied_to(record.account.senders.clone())).transpose()?;
    if let Some(lists) = &lists
        && body.settings.is_none()
        && body.credentials.is_none()
    {
        if !state.store.set_account_senders(&id, lists).await? {
            return Err(Error::not_found("Account").into());
        }
        let record = reach::record(&state, &caller, &id).await?;
        return Ok(Json(json!({ "data": shown(&state.store, record.account).await? })).into_response());
    }
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
    let provider = record.account.provider;
    // How an account signs in is set by its sign-in, never by a PATCH.
    let signed_in: serde_json::Map<String, Value> = settings::OAUTH_SETTINGS
        .iter()
        .filter_map(|k| Some((k.to_string(), record.account.settings.get(*k)?.clone())))
        .collect();
    if let Some(key) =
        settings::OAUTH_SETTINGS.iter().find(|k| body.settings.as_ref().is_some_and(|s| s.get(**k).is_some()))
    {
        return Err(Error::invalid_field(&format!("settings.{key}"), "is set by signing in").into());
    }
    if let Some(map) = merged.as_object_mut() {
        map.retain(|k, _| !signed_in.contains_key(k));
    }
    let mut settings = settings::normalize(provider, &merged, &email)?;
    for (k, v) in &signed_in {
        settings[k.as_str()] = v.clone();
    }
    let xoauth2 = settings::auth(&settings) == Auth::Xoauth2;
    let new_credentials = body.credentials.is_some();
    let signs_in = registry::credential(provider) == Credential::SignIn;
    if (signs_in || xoauth2) && new_credentials {
        let oauth = settings.get("oauth_provider").and_then(Value::as_str).unwrap_or(provider.as_str());
        let how =
            format!("this account is signed in again through POST /api/v1/oauth/{oauth}/start with its account_id");
        return Err(Error::invalid_field("credentials", how).into());
    }
    let (capabilities, sealed) = if signs_in {
        crate::open::whoami(&state, &record).await.map_err(|e| provider_failure(&e))?;
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
    if let Some(lists) = &lists {
        state.store.set_account_senders(&id, lists).await?;
    }
    let (was_on, on) =
        (record.account.settings.get("index_bodies") != Some(&Value::Bool(false)), settings["index_bodies"] != false);
    if was_on != on {
        state.store.set_body_indexing(&id, on).await?;
    }
    state.bodies.forget(&id).await;
    state.syncer.start(&id);
    let record = reach::record(&state, &caller, &id).await?;
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
            let (provider, email) = (record.account.provider, record.account.email.as_str());
            let stored = settings::normalize(provider, &record.account.settings, email)
                .unwrap_or_else(|_| record.account.settings.clone());
            let moved = settings::login_changes(&stored, settings);
            if !moved.is_empty() {
                return Err(credentials_required(&moved).into());
            }
            Ok(stored_password(state, record).await?)
        }
    }
}

/// Delete an account.
///
/// Its credentials, folders, index and events are gone (one `account.deleted` event stays).
#[utoipa::path(
    delete,
    path = "/accounts/{id}",
    operation_id = "accounts_delete",
    tag = "accounts",
    params(("id" = String, Path, description = "`acc_…`")),
    responses((status = 204, description = "Deleted."))
)]
pub async fn remove(State(state): State<AppState>, caller: Caller, Path(id): Path<String>) -> ApiResult<Response> {
    let record = reach::record(&state, &caller, &id).await?;
    state.syncer.stop(&record.account.id);
    state.bodies.forget(&record.account.id).await;
    if registry::credential(record.account.provider) == Credential::SignIn {
        crate::sync::close_channels(&state, &record).await;
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

/// Verify an account's login.
///
/// Tries the stored settings and credentials now and records the outcome; a refused login is an
/// answer (`verification.ok: false`), not an error.
#[utoipa::path(
    post,
    path = "/accounts/{id}/verify",
    operation_id = "accounts_verify",
    tag = "accounts",
    params(("id" = String, Path, description = "`acc_…`")),
    responses((status = 200, description = "How the login went, and the account with its recorded status.", body = Data<AccountVerificationView>))
)]
pub async fn verify(State(state): State<AppState>, caller: Caller, Path(id): Path<String>) -> ApiResult<Response> {
    let record = reach::record(&state, &caller, &id).await?;
    let a = &record.account;
    let logged_in = match registry::credential(a.provider) {
        Credential::SignIn => crate::open::whoami(&state, &record).await.map(|_| Vec::new()),
        Credential::Password => {
            let password = stored_password(&state, &record).await?;
            crate::open::log_in_once(&state, a.provider, &a.settings, &a.email, &password).await
        }
    };
    let outcome = match logged_in {
        Ok(caps) => {
            state.store.set_account_status(&a.id, AccountStatus::Connected, None, Some(&caps)).await?;
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
    let record = reach::record(&state, &caller, &id).await?;
    let account = shown(&state.store, record.account).await?;
    Ok(Json(json!({ "data": { "verification": outcome, "account": account } })).into_response())
}

/// Lists the folders again into the index, and tells the account's sync.
async fn relisted(state: &AppState, record: &AccountRecord, mailbox: &mut Mailbox) -> Result<(), ApiError> {
    let listed = mailbox.listing().await.map_err(|e| provider_failure(&e))?;
    let specs = crate::sync::folder_specs(&listed);
    state.store.sync_folders(&record.account.id, &record.account.user_id, &specs).await?;
    state.syncer.folders_changed(&record.account.id);
    Ok(())
}

/// List an account's folders.
///
/// The folders of the index the caller's grants reach.
#[utoipa::path(
    get,
    path = "/accounts/{id}/folders",
    operation_id = "accounts_folders_list",
    tag = "accounts",
    params(("id" = String, Path, description = "`acc_…`")),
    responses((status = 200, description = "The folders.", body = Data<Vec<FolderView>>))
)]
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

/// List a folder's messages.
///
/// One folder (default: the INBOX) of one account, newest first, with the list filters.
#[utoipa::path(
    get,
    path = "/accounts/{id}/messages",
    operation_id = "accounts_messages_list",
    tag = "accounts",
    params(
        ("id" = String, Path, description = "`acc_…`"),
        ("folder" = Option<String>, Query, description = "A folder id or role (default `inbox`)."),
        MessageFilters,
    ),
    responses((status = 200, description = "One page of messages.", body = AccountMessagePageView))
)]
pub async fn messages(
    State(state): State<AppState>,
    caller: Caller,
    Path(id): Path<String>,
    params: Params,
) -> ApiResult<Response> {
    let (record, reach) = reach::account(&state, &caller, &id).await?;
    let folder = reach::resolve_folder(&state, &record.account, params.get("folder").unwrap_or("inbox")).await?;
    if !reach.contains(&folder.folder.id) {
        return Err(Error::new(ErrorCode::NotFound, "Folder not found.").into());
    }
    let binding = format!("acct:{}:{}:{}", record.account.id, folder.folder.id, crate::lists::query_binding(&params));
    Ok(Json(
        crate::lists::list_page(
            &state,
            &caller,
            crate::lists::Listing::Folder(&record.account, &folder),
            &params,
            &binding,
        )
        .await?,
    )
    .into_response())
}

/// Read a thread.
///
/// The messages of one conversation the caller reaches, oldest first (at most 500).
#[utoipa::path(
    get,
    path = "/accounts/{id}/threads/{thread_id}",
    operation_id = "accounts_threads_read",
    tag = "accounts",
    params(
        ("id" = String, Path, description = "`acc_…`"),
        ("thread_id" = String, Path, description = "`thr_…`"),
    ),
    responses((status = 200, description = "The thread.", body = Data<ThreadView>))
)]
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

/// List messages of every account.
///
/// Every account on which the caller holds `message.list` (only the folders its grants reach),
/// merged newest first, with the list filters.
#[utoipa::path(
    get,
    path = "/messages",
    operation_id = "messages_list",
    tag = "messages",
    params(MessageFilters),
    responses((status = 200, description = "One page of messages.", body = AccountMessagePageView))
)]
pub async fn all_messages(State(state): State<AppState>, caller: Caller, params: Params) -> ApiResult<Response> {
    let accounts = reach::accounts_with(&state, &caller, Operation::MessageList).await?;
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
    let binding = format!("all:{}:{}", caller.principal.token_id, crate::lists::query_binding(&params));
    let listing = crate::lists::Listing::Accounts(&accounts, folders.as_deref());
    Ok(Json(crate::lists::list_page(&state, &caller, listing, &params, &binding).await?).into_response())
}

/// A folder to create.
#[derive(Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
#[schema(as = NewFolder)]
pub struct FolderBody {
    /// 1–200 characters, without control characters or the server's hierarchy delimiter.
    name: String,
    /// The folder id of the parent, for a subfolder.
    #[serde(default)]
    parent: Option<String>,
}

/// A folder's new name.
#[derive(Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
#[schema(as = FolderRename)]
pub struct FolderRename {
    /// 1–200 characters, without control characters or the server's hierarchy delimiter.
    name: String,
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

/// Create a folder.
///
/// Created on the server, then listed into the index; a subfolder with `parent`.
#[utoipa::path(
    post,
    path = "/accounts/{id}/folders",
    operation_id = "accounts_folders_create",
    tag = "accounts",
    params(("id" = String, Path, description = "`acc_…`")),
    request_body = FolderBody,
    responses(
        (status = 201, description = "The new folder.", body = Data<FolderView>),
        (status = 403, description = "`forbidden`: the caller lacks the right, or the new folder would be outside \
            the folders of its grants.", body = ErrorBody),
        (status = 409, description = "`conflict`: a folder with this name exists already.", body = ErrorBody),
    )
)]
pub async fn create_folder(
    State(state): State<AppState>,
    caller: Caller,
    Path(id): Path<String>,
    JsonBody(body): JsonBody<FolderBody>,
) -> ApiResult<Response> {
    let (record, reach) = reach::account(&state, &caller, &id).await?;
    require(&state.store, &record.account, Capability::Folders, "create folders").await?;
    let parent = match &body.parent {
        Some(parent) => Some(reach::resolve_folder(&state, &record.account, parent).await?),
        None => None,
    };
    if !parent.as_ref().is_some_and(|p| reach.contains(&p.folder.id)) && matches!(reach, reach::Reach::Only(_)) {
        return Err(Error::new(ErrorCode::Forbidden, "New folders must be inside the folders of your grants.").into());
    }
    let mut folders = open(&state, &record).await?;
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
    relisted(&state, &record, &mut folders).await?;
    give_back(&state, &record.account.id, folders).await;
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

/// Rename a folder.
///
/// Renamed on the server; subfolders follow, and the folder and its messages keep their ids.
#[utoipa::path(
    patch,
    path = "/accounts/{id}/folders/{folder_id}",
    operation_id = "accounts_folders_update",
    tag = "accounts",
    params(
        ("id" = String, Path, description = "`acc_…`"),
        ("folder_id" = String, Path, description = "`fld_…`"),
    ),
    request_body = FolderRename,
    responses(
        (status = 200, description = "The renamed folder.", body = Data<FolderView>),
        (status = 409, description = "`conflict`: the folder has a role, or a folder with the new name exists already.", body = ErrorBody),
    )
)]
pub async fn rename_folder(
    State(state): State<AppState>,
    caller: Caller,
    Path((id, folder_id)): Path<(String, String)>,
    JsonBody(body): JsonBody<FolderRename>,
) -> ApiResult<Response> {
    let (record, reach) = reach::account(&state, &caller, &id).await?;
    let folder = own_folder(&state, &record, &reach, &folder_id).await?;
    require(&state.store, &record.account, Capability::Folders, "rename folders").await?;
    let mut folders = open(&state, &record).await?;
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
    relisted(&state, &record, &mut folders).await?;
    give_back(&state, &record.account.id, folders).await;
    let renamed = state.store.folders(&id).await?.into_iter().find(|f| f.folder.id == folder_id);
    Ok(Json(json!({ "data": renamed.ok_or_else(Error::internal)?.folder })).into_response())
}

/// Delete a folder.
///
/// Deleted on the server and in the index; refused for a folder with a role or with messages (on
/// the server or in the index).
#[utoipa::path(
    delete,
    path = "/accounts/{id}/folders/{folder_id}",
    operation_id = "accounts_folders_delete",
    tag = "accounts",
    params(
        ("id" = String, Path, description = "`acc_…`"),
        ("folder_id" = String, Path, description = "`fld_…`"),
    ),
    responses(
        (status = 204, description = "Deleted."),
        (status = 409, description = "`conflict`: the folder has a role, or holds messages or subfolders.", body = ErrorBody),
    )
)]
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
    let mut folders = open(&state, &record).await?;
    let deleted = folders.delete_folder(&folder.raw_name, folder.folder.selectable).await;
    if !deleted.map_err(failed)? {
        return Err(Error::new(
            ErrorCode::Conflict,
            "The folder is not empty on the server; move or delete its messages or subfolders first.",
        )
        .into());
    }
    state.store.forget_folder(&folder_id).await?;
    relisted(&state, &record, &mut folders).await?;
    give_back(&state, &record.account.id, folders).await;
    Ok(StatusCode::NO_CONTENT.into_response())
}
