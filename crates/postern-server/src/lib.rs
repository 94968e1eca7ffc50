//! Postern's HTTP side: the REST API at `/api/v1` (mailsocket v1 compatible), the gate every
//! request passes, long-poll waits, and the mail sink the SMTP receiver delivers into.
//!
//! Also the connected accounts: their REST routes and the background sync
//! ([`sync::Syncer`]) that keeps the index of each account up to date.
//!
//! Depends on `postern-core`, `postern-mail`, `postern-store`, `postern-smtp`, `postern-mcp` and
//! `postern-providers`; nothing depends on it but the binary.

mod access_tokens;
mod accounts;
mod bodies;
mod caps;
mod changes;
mod connect;
mod drafts;
mod edits;
mod error;
mod feed;
/// Request parsers for the fuzz targets only (cargo feature `fuzzing`).
#[cfg(feature = "fuzzing")]
#[doc(hidden)]
pub mod fuzzing;
mod gate;
pub mod google;
pub mod http;
mod inboxes;
mod lists;
pub mod local;
mod mail;
pub mod mcp;
mod messages;
pub mod metrics;
pub mod microsoft;
mod monitoring;
mod open;
mod outbox;
mod params;
mod processing;
pub mod proxies;
mod push;
mod reach;
mod send;
pub mod service;
pub mod service_log;
mod sign_ins;
mod sink;
pub mod sync;
mod testcode;
mod throttle;
mod ui;
mod users;
mod waits;
mod webhooks;

pub use sign_ins::public_url;
pub use sink::StoreSink;
pub use waits::WaitHub;
pub use webhooks::ENDPOINTS_PER_USER as WEBHOOKS_PER_USER;
pub use webhooks::delivery::Deliveries;

use axum::Router;
use axum::extract::DefaultBodyLimit;
use axum::routing::{MethodRouter, get};
use postern_core::rights::Operation;
use postern_providers::discovery::{Discover, NetLookup};
use postern_store::Store;
use postern_store::vault::Vault;
use std::sync::Arc;
use sync::Syncer;
use tokio::sync::watch;

/// Settings of the HTTP API.
#[derive(Debug, Clone)]
pub struct ApiConfig {
    /// Domains inboxes receive mail at; the first is the one new addresses use.
    pub inbox_domains: Vec<String>,
    /// Concurrent waits allowed per token.
    pub waits_per_token: usize,
    /// Concurrent waits allowed per user, all its tokens together.
    pub waits_per_user: usize,
    /// Concurrent waits allowed in total.
    pub waits_total: usize,
    /// Change streams (`/changes/stream`) open at once per user, all its tokens together.
    pub streams_per_user: usize,
    /// Change streams open at once in total.
    pub streams_total: usize,
    /// Requests per minute one token may make (0: no limit).
    pub requests_per_minute: u32,
    /// Failed authentications per minute one client address may make before its requests are
    /// refused unchecked (0: no limit).
    pub auth_failures_per_minute: u32,
    /// Test codes per inbox per hour.
    pub test_codes_per_inbox: i64,
    /// Test codes per user per hour.
    pub test_codes_per_user: i64,
    /// Largest accepted request body, in bytes.
    pub max_body: usize,
    /// Host names `/mcp` answers to (DNS-rebinding protection); an entry without a port allows any.
    pub mcp_allowed_hosts: Vec<String>,
    /// Browser origins `/mcp` accepts beyond those of the allowed hosts.
    pub mcp_allowed_origins: Vec<String>,
    /// Wait tools held at once over `/mcp`, all tokens together.
    pub mcp_wait_pool: usize,
    /// Mail servers accounts may use although they resolve to non-public addresses.
    pub internal_hosts: Vec<String>,
    /// The largest message source read from a mail provider, in bytes.
    pub max_provider_message: u64,
    /// How long the change feed keeps events.
    pub changes_retention: std::time::Duration,
    /// How long the audit keeps records (`None`: forever).
    pub audit_retention: Option<std::time::Duration>,
    /// How long a webhook endpoint may fail before it is paused (docs/WEBHOOKS.md).
    pub webhook_horizon: std::time::Duration,
    /// How long the change feed keeps, past its retention, events an enabled or paused webhook
    /// endpoint has not had yet.
    pub webhook_keep: std::time::Duration,
    /// Called on each thread of the account syncs as it starts (the binary gives them an
    /// allocator arena of their own).
    pub on_sync_thread: Option<fn()>,
    /// Called with an account's address before each of its sync passes: where the tests make a
    /// sync fail.
    pub before_sync_pass: Option<fn(&str)>,
    /// The clock of the daily send caps (tests move it forward).
    pub clock: postern_core::time::Clock,
    /// The installation's app at Microsoft's identity platform, if it connects Microsoft 365
    /// and Outlook.com accounts (docs/MICROSOFT.md).
    pub microsoft: Option<microsoft::MicrosoftApp>,
    /// The installation's OAuth client at Google (Gmail accounts), if any.
    pub google: Option<google::GoogleApp>,
    /// The address people reach Postern at (`https://postern.example.com`), where OAuth
    /// providers send browsers back; without it, only a sign-in started at this machine's own
    /// address can be finished.
    pub public_url: Option<String>,
    /// The web UI's sessions and hosts (its allowed hosts add to `mcp_allowed_hosts` and the
    /// public URL's).
    pub ui: postern_ui::UiConfig,
    /// This instance's latest log lines, as `GET /log` shows them (the binary feeds them).
    pub service_log: service_log::ServiceLog,
    /// Reverse proxies whose `X-Forwarded-For` names the client (`--trusted-proxy`).
    pub trusted_proxies: Vec<proxies::Proxies>,
    /// Where this instance listens, as `GET /service` tells an administrator (the binary fills
    /// it in once it has bound).
    pub listeners: service::Listeners,
    /// Metrics labelled with account ids (`--metrics-per-account`; their number grows with the
    /// accounts).
    pub metrics_per_account: bool,
}

impl Default for ApiConfig {
    fn default() -> Self {
        ApiConfig {
            inbox_domains: vec!["postern.localhost".into()],
            waits_per_token: 10,
            waits_per_user: 20,
            waits_total: 1024,
            streams_per_user: 10,
            streams_total: 256,
            requests_per_minute: 6000,
            auth_failures_per_minute: 30,
            test_codes_per_inbox: 5,
            test_codes_per_user: 20,
            max_body: 1024 * 1024,
            mcp_allowed_hosts: vec!["localhost".into(), "127.0.0.1".into(), "[::1]".into()],
            mcp_allowed_origins: Vec::new(),
            mcp_wait_pool: 512,
            internal_hosts: Vec::new(),
            max_provider_message: postern_providers::imap::Limits::DEFAULT_MESSAGE,
            changes_retention: std::time::Duration::from_secs(7 * 24 * 3600),
            webhook_horizon: std::time::Duration::from_secs(3 * 24 * 3600),
            webhook_keep: std::time::Duration::from_secs(30 * 24 * 3600),
            audit_retention: Some(std::time::Duration::from_secs(90 * 24 * 3600)),
            on_sync_thread: None,
            before_sync_pass: None,
            clock: postern_core::time::Clock::default(),
            microsoft: None,
            google: None,
            public_url: None,
            ui: postern_ui::UiConfig { allowed_hosts: Vec::new(), ..Default::default() },
            service_log: service_log::ServiceLog::default(),
            trusted_proxies: Vec::new(),
            listeners: service::Listeners::default(),
            metrics_per_account: false,
        }
    }
}

impl ApiConfig {
    /// What is read from a mail provider at most.
    pub fn provider_limits(&self) -> postern_providers::imap::Limits {
        postern_providers::imap::Limits { message: self.max_provider_message, ..Default::default() }
    }
}

/// What every handler can reach.
#[derive(Clone)]
pub struct AppState {
    pub store: Store,
    pub config: Arc<ApiConfig>,
    pub waits: WaitHub,
    /// Turns true when the server shuts down; open waits then answer 204.
    pub shutdown: watch::Receiver<bool>,
    /// Seals and opens the credentials of connected accounts.
    pub vault: Arc<Vault>,
    /// The sync tasks of connected accounts.
    pub syncer: Syncer,
    /// Bodies of account messages: a bounded cache and pooled connections.
    pub(crate) bodies: Arc<bodies::Bodies>,
    /// Account discovery (the network), or why it is unavailable.
    pub discovery: Result<Arc<dyn Discover>, String>,
    /// Sends with the same Idempotency-Key take turns.
    pub(crate) send_turns: Arc<send::SendTurns>,
    /// Change streams open now, per token, per user and in total.
    pub(crate) streams: Arc<caps::Caps>,
    /// Request rates per token and failed authentications per address.
    pub(crate) throttle: Arc<throttle::Throttle>,
    /// The OAuth clients, and the access tokens of the accounts signed in through them.
    pub(crate) access_tokens: Arc<access_tokens::AccessTokens>,
    /// The Graph clients of Microsoft accounts.
    pub(crate) graphs: Arc<microsoft::Graphs>,
    /// The Gmail clients of Google accounts.
    pub(crate) gmails: Arc<google::Gmails>,
    /// The webhook deliveries' task ([`AppState::deliveries`]).
    pub(crate) deliveries: Arc<Deliveries>,
    /// What `GET /metrics` reports.
    pub metrics: metrics::Metrics,
}

impl AppState {
    /// Wires the state and starts the task that wakes waits when mail is committed. Account
    /// syncs start with [`Syncer::start_all`].
    pub fn new(store: Store, config: ApiConfig, vault: Vault, shutdown: watch::Receiver<bool>) -> AppState {
        let waits = WaitHub::start(&store, config.waits_per_token, config.waits_per_user, config.waits_total);
        let metrics = metrics::Metrics::new(config.metrics_per_account);
        let vault = Arc::new(vault);
        if store.shared() {
            keep_keys_fresh(store.clone(), vault.clone());
        }
        let mut clients = std::collections::HashMap::new();
        let microsoft = config.microsoft.as_ref().map(|m| Ok::<_, String>((m.oauth()?, Some(m.imap_scopes()?))));
        // Google's one scope serves the Gmail API, IMAP and SMTP alike.
        let google = config.google.as_ref().map(|g| Ok::<_, String>((g.oauth()?, None)));
        use postern_providers::registry::ProviderKind;
        for (provider, app) in [(ProviderKind::Microsoft.as_str(), microsoft), (ProviderKind::Google.as_str(), google)]
        {
            let Some(app) = app else { continue };
            match app.and_then(|(app, imap_scopes)| {
                let client = postern_providers::oauth::OAuthClient::new(app).map_err(|e| format!("{e:?}"))?;
                Ok((client.with_scopes(imap_scopes.unwrap_or_else(|| client.app().scopes.clone())), client))
            }) {
                Ok((imap, api)) => {
                    clients.insert(access_tokens::Grant { provider, over_imap: false }, api);
                    clients.insert(access_tokens::Grant { provider, over_imap: true }, imap);
                }
                Err(e) => tracing::error!(error = %e, provider, "the OAuth app cannot be used"),
            }
        }
        let access_tokens = Arc::new(access_tokens::AccessTokens::new(store.clone(), vault.clone(), clients));
        let graphs = Arc::new(microsoft::Graphs::new(config.microsoft.clone(), config.max_provider_message));
        let gmails = Arc::new(google::Gmails::new(config.google.clone(), config.max_provider_message));
        let syncer = Syncer::new(
            store.clone(),
            vault.clone(),
            sync::Providers {
                access_tokens: access_tokens.clone(),
                graphs: graphs.clone(),
                gmails: gmails.clone(),
                public_url: config.public_url.clone(),
            },
            config.internal_hosts.clone(),
            config.provider_limits(),
            config.on_sync_thread,
            config.before_sync_pass,
            shutdown.clone(),
            metrics.clone(),
        );
        let discovery = NetLookup::new().map(|lookup| Arc::new(lookup) as Arc<dyn Discover>);
        let bodies = Arc::new(bodies::Bodies::default());
        feed::start_purging(
            store.clone(),
            config.changes_retention,
            config.webhook_keep,
            config.audit_retention,
            shutdown.clone(),
        );
        let send_turns = Arc::new(send::SendTurns::default());
        let (per_user, total) = (config.streams_per_user, config.streams_total);
        let streams = caps::Caps::across(caps::Limits { per_token: per_user, per_user, total }, "stream");
        let throttle = throttle::Throttle::new(
            throttle::Rate::per_minute(config.requests_per_minute),
            throttle::Rate { per_minute: config.auth_failures_per_minute, burst: config.auth_failures_per_minute },
        );
        let throttle = Arc::new(if store.shared() { throttle.across(store.clone()) } else { throttle });
        let state = AppState {
            store,
            config: Arc::new(config),
            waits,
            shutdown,
            vault,
            syncer,
            bodies,
            discovery,
            send_turns,
            streams,
            throttle,
            access_tokens,
            graphs,
            gmails,
            deliveries: Arc::default(),
            metrics,
        };
        webhooks::delivery::start(&state);
        state
    }

    /// The webhook deliveries, for a server that stops to wait until they have given their
    /// claims back.
    pub fn deliveries(&self) -> Arc<Deliveries> {
        self.deliveries.clone()
    }

    /// The same state with another discovery (tests answer from fixtures).
    pub fn with_discovery(mut self, discovery: Arc<dyn Discover>) -> AppState {
        self.discovery = Ok(discovery);
        self
    }
}

/// Registers API routes; each one must name the operation it performs (the gate refuses a
/// request that reaches a handler without one, and `Caller` cannot be built without it).
struct Api {
    router: Router<AppState>,
    routes: Vec<Route>,
}

/// One API route: method, path (under `/api/v1`) and the operation it performs.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Route {
    pub method: &'static str,
    pub path: &'static str,
    pub operation: Operation,
}

impl Api {
    fn route(
        mut self,
        path: &'static str,
        operation: Operation,
        method: &'static str,
        handler: MethodRouter<AppState>,
    ) -> Self {
        self.router = self.router.route(path, handler.layer(axum::Extension(operation)));
        self.routes.push(Route { method, path, operation });
        self
    }
}

/// Every API route with its operation (the authorization matrix test walks it).
pub fn routes() -> Vec<Route> {
    api().routes
}

fn api() -> Api {
    use Operation::*;
    use axum::routing::{delete, patch, post, put};
    Api { router: Router::new(), routes: Vec::new() }
        .route("/inboxes", InboxCreate, "POST", post(inboxes::create))
        .route("/inboxes", InboxList, "GET", get(inboxes::list))
        .route("/inboxes/{id}", InboxRead, "GET", get(inboxes::read))
        .route("/inboxes/{id}", InboxUpdate, "PATCH", patch(inboxes::update))
        .route("/inboxes/{id}", InboxDelete, "DELETE", delete(inboxes::remove))
        .route("/inboxes/{id}/webhook", WebhookManage, "PUT", put(webhooks::put_of_inbox))
        .route("/inboxes/{id}/webhook", WebhookManage, "DELETE", delete(webhooks::remove_of_inbox))
        .route("/inboxes/{id}/test-code", TestCodeSend, "POST", post(testcode::send))
        .route("/inboxes/{id}/messages", InboxRead, "GET", get(messages::list))
        .route("/inboxes/{id}/messages/latest", InboxRead, "GET", get(messages::latest))
        .route("/inboxes/{id}/messages/wait", InboxRead, "GET", get(waits::wait))
        .route("/messages/{id}", MessageRead, "GET", get(messages::read))
        .route("/messages/{id}", MessageDelete, "DELETE", delete(messages::remove))
        .route("/messages/{id}", MessageUpdate, "PATCH", patch(mail::update))
        .route("/messages/batch", MessageUpdate, "POST", post(mail::batch))
        .route("/messages/{id}/raw", MessageRead, "GET", get(messages::raw))
        .route("/messages/{id}/attachments/{index}", MessageRead, "GET", get(messages::attachment))
        .route("/messages/{id}/attachments/{index}/link", AttachmentShare, "POST", post(messages::attachment_link))
        .route("/messages", MessageList, "GET", get(accounts::all_messages))
        .route("/discovery", AccountDiscover, "POST", post(accounts::discovery))
        .route("/accounts", AccountCreate, "POST", post(accounts::create))
        .route("/accounts", AccountList, "GET", get(accounts::list))
        .route("/accounts/{id}", AccountRead, "GET", get(accounts::read))
        .route("/accounts/{id}", AccountUpdate, "PATCH", patch(accounts::update))
        .route("/accounts/{id}", AccountDelete, "DELETE", delete(accounts::remove))
        .route("/accounts/{id}/verify", AccountVerify, "POST", post(accounts::verify))
        .route("/accounts/{id}/folders", FolderList, "GET", get(accounts::folders))
        .route("/accounts/{id}/folders", FolderCreate, "POST", post(accounts::create_folder))
        .route("/accounts/{id}/folders/{folder_id}", FolderUpdate, "PATCH", patch(accounts::rename_folder))
        .route("/accounts/{id}/folders/{folder_id}", FolderDelete, "DELETE", delete(accounts::delete_folder))
        .route("/accounts/{id}/messages", MessageList, "GET", get(accounts::messages))
        .route("/accounts/{id}/threads/{thread_id}", ThreadRead, "GET", get(accounts::thread))
        .route("/accounts/{id}/messages/wait", MessageWait, "GET", get(waits::folder_wait))
        .route("/accounts/{id}/changes", ChangeList, "GET", get(changes::of_account))
        // Attachments up to 25 MiB arrive in base64.
        .route("/accounts/{id}/drafts", DraftList, "GET", get(drafts::list))
        .route(
            "/accounts/{id}/drafts",
            DraftWrite,
            "POST",
            post(drafts::create).layer(DefaultBodyLimit::max(36 * 1024 * 1024)),
        )
        .route(
            "/accounts/{id}/drafts/{draft_id}",
            DraftWrite,
            "PATCH",
            patch(drafts::update).layer(DefaultBodyLimit::max(36 * 1024 * 1024)),
        )
        .route("/accounts/{id}/drafts/{draft_id}", DraftWrite, "DELETE", delete(drafts::remove))
        .route("/accounts/{id}/drafts/{draft_id}/send", MessageSend, "POST", post(drafts::send_draft))
        .route(
            "/accounts/{id}/send",
            MessageSend,
            "POST",
            post(outbox::send).layer(DefaultBodyLimit::max(36 * 1024 * 1024)),
        )
        .route("/changes", ChangeList, "GET", get(changes::list))
        .route("/changes/stream", ChangeList, "GET", get(changes::stream))
        .route("/me", MeRead, "GET", get(users::me))
        .route("/users", UserCreate, "POST", post(users::create))
        .route("/users", UserRead, "GET", get(users::list))
        .route("/users/{id}", UserRead, "GET", get(users::read))
        .route("/users/{id}", UserUpdate, "PATCH", patch(users::update))
        .route("/users/{id}", UserDelete, "DELETE", delete(users::remove))
        .route("/users/{id}/setup-link", UserUpdate, "POST", post(users::setup_link))
        .route("/users/{id}/second-factor", UserUpdate, "DELETE", delete(users::remove_second_factor))
        .route("/users/{id}/tokens", TokenCreate, "POST", post(users::create_token))
        .route("/users/{id}/tokens", UserRead, "GET", get(users::tokens))
        .route("/users/{id}/tokens/{token_id}", TokenRevoke, "DELETE", delete(users::revoke_token))
        .route("/users/{id}/sessions", UserRead, "GET", get(users::sessions))
        .route("/users/{id}/sessions/{session_id}", TokenRevoke, "DELETE", delete(users::end_session))
        .route("/roles", RoleRead, "GET", get(users::roles))
        .route("/roles/{name}", RoleRead, "GET", get(users::role))
        .route("/roles/{name}", RoleWrite, "PUT", put(users::put_role))
        .route("/roles/{name}", RoleWrite, "DELETE", delete(users::delete_role))
        .route("/oauth/{provider}/start", AccountCreate, "POST", post(sign_ins::start))
        .route("/oauth/{provider}/device", AccountCreate, "POST", post(sign_ins::device))
        .route("/oauth/sign-ins/{id}", AccountCreate, "GET", get(sign_ins::status))
        .route("/webhooks", WebhookManage, "POST", post(webhooks::create))
        .route("/webhooks", WebhookManage, "GET", get(webhooks::list))
        .route("/webhooks/{id}", WebhookManage, "GET", get(webhooks::read))
        .route("/webhooks/{id}", WebhookManage, "PATCH", patch(webhooks::update))
        .route("/webhooks/{id}", WebhookManage, "DELETE", delete(webhooks::remove))
        .route("/webhooks/{id}/secret", WebhookManage, "POST", post(webhooks::rotate))
        .route("/webhooks/{id}/test", WebhookManage, "POST", post(webhooks::test))
        .route("/webhooks/{id}/attempts", WebhookManage, "GET", get(webhooks::attempts))
        .route("/webhooks/{id}/replay", WebhookManage, "POST", post(webhooks::replay))
        .route("/webhooks/{id}/redeliver", WebhookManage, "POST", post(webhooks::redeliver))
        .route("/audit", AuditRead, "GET", get(users::audit))
        .route("/log", Admin, "GET", get(service_log::read))
        .route("/service", Admin, "GET", get(service::read))
        .route("/service/dns", Admin, "GET", get(service::dns))
        .route("/audit/verify", AuditRead, "GET", get(users::verify_audit))
        .route("/sends", AuditRead, "GET", get(users::sends))
}

/// Reloads the keyring whenever another instance sharing the store changes it (a rotation).
fn keep_keys_fresh(store: Store, vault: Arc<Vault>) {
    let mut changed = store.watch_keys();
    tokio::spawn(async move {
        while changed.changed().await.is_ok() {
            if let Err(e) = store.refresh_vault(&vault).await {
                tracing::warn!(error = %e, "reloading the keyring failed; it is reloaded again before its next use");
            }
        }
    });
}

/// The `--metrics` listener's application: `GET /metrics` without a token, for a scraper on a
/// network only it reaches.
pub fn metrics_router(state: AppState) -> Router {
    Router::new().route("/metrics", get(monitoring::open_metrics)).fallback(error::not_found).with_state(state)
}

/// The whole HTTP application.
pub fn router(state: AppState) -> Router {
    let api = api();
    let max_body = state.config.max_body;
    let mcp = Router::new()
        .route_service("/mcp", mcp::service(state.clone()))
        .route_layer(axum::middleware::from_fn_with_state(state.clone(), mcp::gate));
    Router::new()
        .route("/", get(ui::root))
        .nest_service("/ui", ui::routes(&state))
        .route("/healthz", get(monitoring::healthz))
        .route("/livez", get(monitoring::livez))
        .route("/readyz", get(monitoring::readyz))
        .route("/metrics", get(monitoring::metrics).layer(axum::Extension(Operation::MetricsRead)))
        .route("/.well-known/mcp/server-card.json", get(mcp::server_card))
        // No token: the link's secret is the credential.
        .route("/api/v1/attachment-links/{secret}", get(messages::linked_attachment))
        // No token: the browser comes back from the provider; the state is the credential.
        .route("/api/v1/oauth/{provider}/callback", get(sign_ins::callback))
        // No token: the confirmation page's secret is the credential.
        .route("/api/v1/oauth/{provider}/confirm", axum::routing::post(sign_ins::confirm))
        // No token: Graph cannot send one; each notification carries its subscription's secret.
        .route("/api/v1/push/microsoft", axum::routing::post(push::changes))
        .route("/api/v1/push/microsoft/lifecycle", axum::routing::post(push::lifecycle))
        .route("/api/v1/push/google", axum::routing::post(push::gmail))
        .merge(mcp)
        .nest("/api/v1", api.router)
        .route_layer(axum::middleware::from_fn(gate::matched))
        .fallback(error::not_found)
        .method_not_allowed_fallback(error::method_not_allowed)
        .layer(DefaultBodyLimit::max(max_body))
        .layer(axum::middleware::from_fn_with_state(state.clone(), gate::guard))
        .layer(axum::middleware::from_fn_with_state(state.clone(), proxies::forwarded))
        .with_state(state)
}
