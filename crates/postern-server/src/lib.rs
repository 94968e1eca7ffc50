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
mod agents;
mod approval;
mod authorization;
mod bodies;
mod caps;
mod changes;
mod connect;
pub mod contract;
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
mod issuer;
mod lists;
mod llms;
pub mod local;
mod mail;
pub mod mcp;
mod messages;
pub mod metrics;
pub mod microsoft;
mod monitoring;
mod oauth_clients;
mod open;
mod outbox;
mod params;
mod processing;
pub mod proxies;
mod push;
mod reach;
mod send;
mod sender_lists;
mod sends;
pub mod service;
pub mod service_log;
mod sign_ins;
mod sink;
pub mod sync;
mod testcode;
mod throttle;
mod tool_calls;
mod ui;
mod untrusted;
mod users;
pub mod views;
mod waits;
mod webhooks;

pub use agents::AgentRegistration;
pub use authorization::REGISTRATIONS_PER_HOUR as MCP_REGISTRATIONS_PER_HOUR;
pub use sign_ins::public_url;
pub use sink::StoreSink;
pub use waits::WaitHub;
pub use webhooks::ENDPOINTS_PER_USER as WEBHOOKS_PER_USER;
pub use webhooks::delivery::Deliveries;

use axum::Router;
use axum::extract::DefaultBodyLimit;
use axum::routing::{MethodRouter, get, post};
use postern_core::rights::Operation;
use postern_providers::discovery::{Discover, NetLookup};
use postern_store::Store;
use postern_store::vault::Vault;
use std::sync::Arc;
use sync::Syncer;
use tokio::sync::watch;
use utoipa_axum::routes;

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
    /// How long a send held for a person's approval waits before it expires unsent.
    pub approval_ttl: std::time::Duration,
    /// How long after a token read mail from outside an account's own addresses a grant's
    /// `approval: "after_untrusted"` holds its sends.
    pub approval_untrusted_window: std::time::Duration,
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
    /// Whether, and how often, agents may register themselves (`POST /agents/register`); off
    /// when `None`.
    pub agent_registration: Option<AgentRegistration>,
    /// Whether MCP clients may register themselves (RFC 7591) to sign in; those that publish a
    /// Client ID Metadata Document need no registration (docs/MCP_OAUTH.md).
    pub mcp_oauth_dcr: bool,
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
            approval_ttl: std::time::Duration::from_secs(24 * 3600),
            approval_untrusted_window: std::time::Duration::from_secs(3600),
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
            agent_registration: None,
            mcp_oauth_dcr: true,
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
    /// Agents' self-registrations take turns, so that their limits count exactly.
    pub(crate) registrations: Arc<tokio::sync::Mutex<()>>,
    /// Which tokens read mail from outside lately (grants' `approval: "after_untrusted"`).
    pub(crate) untrusted: Arc<untrusted::UntrustedReads>,
    /// The HTTP clients that read MCP clients' metadata documents.
    pub(crate) documents: Arc<webhooks::outbound::Clients>,
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
            untrusted: Arc::default(),
            documents: Arc::default(),
            streams,
            throttle,
            access_tokens,
            graphs,
            gmails,
            deliveries: Arc::default(),
            metrics,
            registrations: Arc::default(),
        };
        webhooks::delivery::start(&state);
        approval::start_expiring(&state);
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
/// A route table: the router and, from the same `#[utoipa::path]` entries, the OpenAPI parts.
struct Api {
    router: Router<AppState>,
    routes: Vec<Route>,
    parts: contract::Parts,
    /// Where the router is nested: the entries' paths are relative to it.
    base: &'static str,
}

/// One API route: method, path (under `/api/v1`) and the operation it performs.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Route {
    pub method: &'static str,
    pub path: String,
    pub operation: Operation,
}

/// A handler with its documentation (`utoipa_axum::routes!(handler)`).
type Documented = utoipa_axum::router::UtoipaMethodRouter<AppState>;

impl Api {
    /// An API route (under `/api/v1`) that performs `operation`.
    fn route(mut self, operation: Operation, documented: Documented) -> Self {
        let (path, method, handler) = self.document(documented, Some(operation));
        self.router = self.router.route(&path, handler.layer(axum::Extension(operation)));
        self.routes.push(Route { method, path, operation });
        self
    }

    /// A route outside the bearer scheme: its own credential (a link's secret, a provider's
    /// signature) or none.
    fn open(mut self, documented: Documented) -> Self {
        let (path, _, handler) = self.document(documented, None);
        self.router = self.router.route(&path, handler);
        self
    }

    /// Records an entry's documentation; its path, method and handler.
    fn document(
        &mut self,
        (schemas, paths, handler): Documented,
        right: Option<Operation>,
    ) -> (String, &'static str, MethodRouter<AppState>) {
        let mut entries = paths.paths.into_iter();
        let (Some((path, mut item)), None) = (entries.next(), entries.next()) else {
            panic!("one path per route entry");
        };
        let method = contract::method_of(&mut item).expect("one method per route entry");
        let full = format!("{}{path}", self.base);
        if let Some(right) = right {
            self.parts.rights.insert((method, full.clone()), right);
        }
        match self.parts.paths.paths.get_mut(&full) {
            Some(existing) => existing.merge_operations(item),
            None => {
                self.parts.paths.paths.insert(full, item);
            }
        }
        self.parts.schemas.extend(schemas);
        (path, method, handler)
    }
}

/// A route that takes attachments up to 25 MiB in base64.
fn large_body((schemas, paths, handler): Documented) -> Documented {
    (schemas, paths, handler.layer(DefaultBodyLimit::max(36 * 1024 * 1024)))
}

/// Every API route with its operation (the authorization matrix test walks it).
pub fn routes() -> Vec<Route> {
    api().routes
}

/// The OpenAPI 3.1 document of every route `router` serves but the MCP endpoint, the web UI
/// and the docs page.
pub fn openapi() -> serde_json::Value {
    let mut parts = api().parts;
    let outside = outside_api().parts;
    parts.paths.paths.extend(outside.paths.paths);
    parts.schemas.extend(outside.schemas);
    parts.rights.extend(outside.rights);
    contract::document(parts)
}

/// The documented routes outside `/api/v1`'s bearer scheme, and `/metrics`.
fn outside_api() -> Api {
    Api { router: Router::new(), routes: Vec::new(), parts: contract::Parts::default(), base: "" }
        .open(routes!(monitoring::healthz))
        .open(routes!(monitoring::livez))
        .open(routes!(monitoring::readyz))
        .open(routes!(contract::openapi_json))
        // No token: the link's secret is the credential.
        .open(routes!(messages::linked_attachment))
        // No token: the browser comes back from the provider; the state is the credential.
        .open(routes!(sign_ins::callback))
        // No token: the confirmation page's secret is the credential.
        .open(routes!(sign_ins::confirm))
        // No token: Graph cannot send one; each notification carries its subscription's secret.
        .open(routes!(push::changes))
        .open(routes!(push::lifecycle))
        .open(routes!(push::gmail))
        // No token: mailsocket's way to a key, when the installation allows it.
        .open(routes!(agents::register))
        .route(Operation::MetricsRead, routes!(monitoring::metrics))
}

fn api() -> Api {
    use Operation::*;
    Api { router: Router::new(), routes: Vec::new(), parts: contract::Parts::default(), base: "/api/v1" }
        .route(InboxCreate, routes!(inboxes::create))
        .route(InboxList, routes!(inboxes::list))
        .route(InboxRead, routes!(inboxes::read))
        .route(InboxUpdate, routes!(inboxes::update))
        .route(InboxDelete, routes!(inboxes::remove))
        .route(WebhookManage, routes!(webhooks::put_of_inbox))
        .route(WebhookManage, routes!(webhooks::remove_of_inbox))
        .route(TestCodeSend, routes!(testcode::send))
        .route(InboxRead, routes!(messages::list))
        .route(InboxRead, routes!(messages::latest))
        .route(InboxRead, routes!(waits::wait))
        .route(MessageRead, routes!(messages::read))
        .route(MessageDelete, routes!(messages::remove))
        .route(MessageUpdate, routes!(mail::update))
        .route(MessageUpdate, routes!(mail::batch))
        .route(MessageRead, routes!(messages::raw))
        .route(MessageRead, routes!(messages::attachment))
        .route(MessageRead, routes!(messages::attachment_content))
        .route(AttachmentShare, routes!(messages::attachment_link))
        .route(MessageList, routes!(accounts::all_messages))
        .route(AccountDiscover, routes!(accounts::discovery))
        .route(AccountCreate, routes!(accounts::create))
        .route(AccountList, routes!(accounts::list))
        .route(AccountRead, routes!(accounts::read))
        .route(AccountUpdate, routes!(accounts::update))
        .route(AccountDelete, routes!(accounts::remove))
        .route(AccountVerify, routes!(accounts::verify))
        .route(FolderList, routes!(accounts::folders))
        .route(FolderCreate, routes!(accounts::create_folder))
        .route(FolderUpdate, routes!(accounts::rename_folder))
        .route(FolderDelete, routes!(accounts::delete_folder))
        .route(MessageList, routes!(accounts::messages))
        .route(ThreadRead, routes!(accounts::thread))
        .route(MessageWait, routes!(waits::folder_wait))
        .route(ChangeList, routes!(changes::of_account))
        // Attachments up to 25 MiB arrive in base64.
        .route(DraftList, routes!(drafts::list))
        .route(DraftWrite, large_body(routes!(drafts::create)))
        .route(DraftWrite, large_body(routes!(drafts::update)))
        .route(DraftWrite, routes!(drafts::remove))
        .route(MessageSend, routes!(drafts::send_draft))
        .route(MessageSend, large_body(routes!(outbox::send)))
        .route(ChangeList, routes!(changes::list))
        .route(ChangeList, routes!(changes::stream))
        .route(MeRead, routes!(users::me))
        .route(MeRead, routes!(tool_calls::record))
        .route(UserCreate, routes!(users::create))
        .route(UserRead, routes!(users::list))
        .route(UserRead, routes!(users::read))
        .route(UserUpdate, routes!(users::update))
        .route(UserDelete, routes!(users::remove))
        .route(UserUpdate, routes!(users::setup_link))
        .route(UserUpdate, routes!(users::remove_second_factor))
        .route(TokenCreate, routes!(users::create_token))
        .route(UserRead, routes!(users::tokens))
        .route(TokenRevoke, routes!(users::revoke_token))
        .route(UserRead, routes!(users::sessions))
        .route(TokenRevoke, routes!(users::end_session))
        .route(RoleRead, routes!(users::roles))
        .route(RoleRead, routes!(users::role))
        .route(RoleWrite, routes!(users::put_role))
        .route(RoleWrite, routes!(users::delete_role))
        .route(AccountCreate, routes!(sign_ins::start))
        .route(AccountCreate, routes!(sign_ins::device))
        .route(AccountCreate, routes!(sign_ins::status))
        .route(WebhookManage, routes!(webhooks::create))
        .route(WebhookManage, routes!(webhooks::list))
        .route(WebhookManage, routes!(webhooks::read))
        .route(WebhookManage, routes!(webhooks::update))
        .route(WebhookManage, routes!(webhooks::remove))
        .route(WebhookManage, routes!(webhooks::rotate))
        .route(WebhookManage, routes!(webhooks::test))
        .route(WebhookManage, routes!(webhooks::attempts))
        .route(WebhookManage, routes!(webhooks::replay))
        .route(WebhookManage, routes!(webhooks::redeliver))
        .route(AuditRead, routes!(users::audit))
        .route(Admin, routes!(service_log::read))
        .route(Admin, routes!(service::read))
        .route(Admin, routes!(service::dns))
        .route(AuditRead, routes!(users::verify_audit))
        .route(AuditRead, routes!(users::sends))
        .route(MessageSend, routes!(sends::pending))
        .route(MessageSend, routes!(sends::read))
        .route(MessageSend, routes!(sends::approve))
        .route(MessageSend, routes!(sends::refuse))
        // Open to the person's session or any token: consenting makes a token of the caller's
        // own, within what it holds, and only the browser the client sent can answer.
        .route(MeRead, routes!(authorization::read))
        .route(MeRead, routes!(authorization::consent))
        .route(MeRead, routes!(authorization::deny))
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
        .route("/.well-known/mcp/server-card.json", get(mcp::server_card))
        // Signing in from remote MCP clients: OAuth's own endpoints, in OAuth's terms.
        .route("/oauth2/authorize", get(authorization::authorize))
        .merge(
            Router::new()
                .route(
                    "/.well-known/oauth-protected-resource",
                    get(authorization::protected_resource).options(authorization::preflight),
                )
                .route(
                    "/.well-known/oauth-protected-resource/mcp",
                    get(authorization::protected_resource).options(authorization::preflight),
                )
                .route(
                    "/.well-known/oauth-authorization-server",
                    get(authorization::server_metadata).options(authorization::preflight),
                )
                .route("/oauth2/token", post(authorization::token_endpoint).options(authorization::preflight))
                .route("/oauth2/register", post(authorization::register).options(authorization::preflight))
                .route("/oauth2/revoke", post(authorization::revoke).options(authorization::preflight))
                .layer(axum::middleware::from_fn(authorization::open_to_browsers)),
        )
        .route("/llms.txt", get(llms::llms_txt))
        .route("/docs", get(contract::docs_root))
        .route("/docs/", get(contract::docs_index))
        .route("/docs/{*file}", get(contract::docs_file))
        .merge(outside_api().router)
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
