//! `postern serve` settings: flags, `POSTERN_*` environment variables and an optional TOML file,
//! in that order of precedence, over built-in defaults.

use anyhow::{Context, Result, bail};
use clap::Args;
use postern_server::ApiConfig;
use postern_smtp::ListenerConfig;
use serde::Deserialize;
use std::net::SocketAddr;
use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;

/// Flags of `postern serve`. Every one also reads an environment variable and a config-file key.
#[derive(Args, Debug, Default)]
pub struct ServeArgs {
    /// TOML file with any of the settings below (keys as the long flag names, with `_` for `-`).
    #[arg(long, env = "POSTERN_CONFIG")]
    config: Option<PathBuf>,
    /// Data directory: the master key, and the SQLite database unless --database-url names
    /// PostgreSQL. Created on first start. [default: ./postern-data]
    #[arg(long, env = "POSTERN_DATA")]
    data: Option<PathBuf>,
    /// PostgreSQL to keep the data in instead of SQLite in the data directory
    /// (`postgres://user:password@host/database?sslmode=verify-full&sslrootcert=ca.pem`); several
    /// instances may share one (docs/OPERATIONS.md). The master key stays in the data directory
    /// or POSTERN_MASTER_KEY, the same on every instance.
    #[arg(long, env = "POSTERN_DATABASE_URL", hide_env_values = true)]
    database_url: Option<String>,
    /// Connections to PostgreSQL this instance keeps at most. [default: 16]
    #[arg(long, env = "POSTERN_DATABASE_POOL_SIZE", value_parser = clap::value_parser!(u32).range(2..=1000))]
    database_pool_size: Option<u32>,
    /// Seconds a PostgreSQL statement may run before it is cancelled (0: no limit). [default: 30]
    #[arg(long, env = "POSTERN_DATABASE_STATEMENT_TIMEOUT")]
    database_statement_timeout: Option<u64>,
    /// Address of the HTTP API. [default: 127.0.0.1:8080]
    #[arg(long, env = "POSTERN_HTTP")]
    http: Option<SocketAddr>,
    /// Address of the SMTP receiver. [default: 127.0.0.1:2525]
    #[arg(long, env = "POSTERN_SMTP")]
    smtp: Option<SocketAddr>,
    /// Also serve `GET /metrics` here, without a token, for a Prometheus scraper (keep it on
    /// loopback or a network only the scraper reaches). [default: none; `/metrics` on the HTTP
    /// port needs a token with `metrics.read`]
    #[arg(long, env = "POSTERN_METRICS")]
    metrics: Option<SocketAddr>,
    /// Add metrics labelled with each account's id (their number grows with the accounts).
    #[arg(long, env = "POSTERN_METRICS_PER_ACCOUNT")]
    metrics_per_account: bool,
    /// Write an encrypted backup into this directory every `--backup-every` (docs/BACKUPS.md).
    #[arg(long, env = "POSTERN_BACKUP_DIR")]
    backup_dir: Option<PathBuf>,
    /// How often: `30m`, `6h`, `1d`. [default: 1d]
    #[arg(long, env = "POSTERN_BACKUP_EVERY")]
    backup_every: Option<String>,
    /// How many scheduled backups to keep (the oldest go first). [default: 7]
    #[arg(long, env = "POSTERN_BACKUP_KEEP", value_parser = clap::value_parser!(u64).range(1..=10000))]
    backup_keep: Option<u64>,
    /// A file whose first line is the passphrase scheduled backups are encrypted with.
    #[arg(long, env = "POSTERN_BACKUP_PASSPHRASE_FILE")]
    backup_passphrase_file: Option<PathBuf>,
    /// An age recipient (`age1…`) scheduled backups are encrypted to; repeat for several.
    #[arg(long = "backup-recipient", env = "POSTERN_BACKUP_RECIPIENT", value_delimiter = ',')]
    backup_recipient: Vec<String>,
    /// Domain that inboxes receive mail at; repeat the flag or separate with commas. The first is
    /// used for new addresses; an inbox is reachable at every one. [default: postern.localhost]
    #[arg(long = "inbox-domain", env = "POSTERN_INBOX_DOMAIN", value_delimiter = ',')]
    inbox_domain: Vec<String>,
    /// Host name in the SMTP greeting and in `Received:` headers. [default: localhost]
    #[arg(long, env = "POSTERN_HOSTNAME")]
    hostname: Option<String>,
    /// PEM certificate chain; with --tls-key, enables STARTTLS on the SMTP receiver.
    #[arg(long, env = "POSTERN_TLS_CERT", requires = "tls_key")]
    tls_cert: Option<PathBuf>,
    /// PEM private key for --tls-cert.
    #[arg(long, env = "POSTERN_TLS_KEY", requires = "tls_cert")]
    tls_key: Option<PathBuf>,
    /// Largest message the SMTP receiver accepts, in bytes. [default: 26214400]
    #[arg(long, env = "POSTERN_MAX_MESSAGE_SIZE")]
    max_message_size: Option<usize>,
    /// Most recipients per SMTP transaction. [default: 100]
    #[arg(long, env = "POSTERN_MAX_RECIPIENTS")]
    max_recipients: Option<usize>,
    /// Bytes of messages the SMTP receiver holds at once over all connections; a transaction that
    /// finds them spent is answered 452 4.3.1 (try again later). [default: 268435456]
    #[arg(long, env = "POSTERN_SMTP_MAX_INFLIGHT_BYTES")]
    smtp_max_inflight_bytes: Option<usize>,
    /// Most concurrent SMTP connections. [default: 512]
    #[arg(long, env = "POSTERN_SMTP_MAX_CONNECTIONS")]
    smtp_max_connections: Option<usize>,
    /// Seconds an SMTP client may stay silent. [default: 300]
    #[arg(long, env = "POSTERN_SMTP_IDLE_TIMEOUT")]
    smtp_idle_timeout: Option<u64>,
    /// Seconds an SMTP session may last in all. [default: 1800]
    #[arg(long, env = "POSTERN_SMTP_SESSION_TIMEOUT")]
    smtp_session_timeout: Option<u64>,
    /// Whether the SMTP receiver checks who really sent each message (SPF, DKIM, ARC, DMARC;
    /// docs/SENDER_AUTH.md). [default: true]
    #[arg(long, env = "POSTERN_SENDER_CHECKS")]
    sender_checks: Option<bool>,
    /// The one DNS server the sender checks ask, as ADDRESS:PORT (a local validating resolver);
    /// the system's resolvers when not set.
    #[arg(long, env = "POSTERN_DNS_RESOLVER")]
    dns_resolver: Option<SocketAddr>,
    /// Seconds one message's sender checks may take before its `250`; what is not known by then
    /// is `temperror`. [default: 5]
    #[arg(long, env = "POSTERN_AUTH_TIMEOUT", value_parser = clap::value_parser!(u64).range(1..=60))]
    auth_timeout: Option<u64>,
    /// Concurrent waits per token. [default: 10]
    #[arg(long, env = "POSTERN_WAITS_PER_TOKEN")]
    waits_per_token: Option<usize>,
    /// Concurrent waits per user, all its tokens together. [default: 20]
    #[arg(long, env = "POSTERN_WAITS_PER_USER")]
    waits_per_user: Option<usize>,
    /// Concurrent waits in total. [default: 1024]
    #[arg(long, env = "POSTERN_WAITS_TOTAL")]
    waits_total: Option<usize>,
    /// Change streams (`/changes/stream`) open at once per user. [default: 10]
    #[arg(long, env = "POSTERN_STREAMS_PER_USER")]
    streams_per_user: Option<usize>,
    /// Change streams open at once in total. [default: 256]
    #[arg(long, env = "POSTERN_STREAMS_TOTAL")]
    streams_total: Option<usize>,
    /// Requests per minute one token may make, in bursts of a tenth of that; 0 turns the limit
    /// off. [default: 6000]
    #[arg(long, env = "POSTERN_REQUESTS_PER_MINUTE")]
    requests_per_minute: Option<u32>,
    /// Failed authentications per minute from one address (an IPv6 /64) before its requests are
    /// refused for a while without being checked; 0 turns the limit off. [default: 30]
    #[arg(long, env = "POSTERN_AUTH_FAILURES_PER_MINUTE")]
    auth_failures_per_minute: Option<u32>,
    /// Whether MCP clients may register themselves (RFC 7591 Dynamic Client Registration) to let
    /// a person sign in from them; clients with a Client ID Metadata Document need no
    /// registration. [default: true]
    #[arg(long, env = "POSTERN_MCP_OAUTH_DCR")]
    mcp_oauth_dcr: Option<bool>,
    /// Let agents register themselves for a key to their own inboxes
    /// (`POST /api/v1/agents/register`, as mailsocket offers). Off by default: anyone who reaches
    /// the server may then make users, within the two limits below.
    #[arg(long, env = "POSTERN_AGENT_REGISTRATION")]
    agent_registration: bool,
    /// Agent registrations one client address (an IPv6 /64) may make per hour. [default: 5]
    #[arg(long, env = "POSTERN_AGENT_REGISTRATIONS_PER_HOUR", value_parser = clap::value_parser!(u32).range(1..))]
    agent_registrations_per_hour: Option<u32>,
    /// Agent registrations in total per day. [default: 100]
    #[arg(long, env = "POSTERN_AGENT_REGISTRATIONS_PER_DAY", value_parser = clap::value_parser!(u32).range(1..))]
    agent_registrations_per_day: Option<u32>,
    /// Host name that `/mcp` answers to (DNS-rebinding protection); repeat or separate with commas.
    /// An entry without a port allows any port. [default: localhost,127.0.0.1,[::1]]
    #[arg(long = "mcp-allowed-host", env = "POSTERN_MCP_ALLOWED_HOST", value_delimiter = ',')]
    mcp_allowed_host: Vec<String>,
    /// Browser origin (`https://app.example.com`) that `/mcp` accepts besides those of the allowed
    /// hosts; repeat or separate with commas.
    #[arg(long = "mcp-allowed-origin", env = "POSTERN_MCP_ALLOWED_ORIGIN", value_delimiter = ',')]
    mcp_allowed_origin: Vec<String>,
    /// Wait tools held at once over `/mcp`, all tokens together. [default: 512]
    #[arg(long, env = "POSTERN_MCP_WAIT_POOL")]
    mcp_wait_pool: Option<usize>,
    /// Mail server that connected accounts may use although it resolves to a loopback or private
    /// address (a server on this machine or the LAN); repeat or separate with commas. Without it
    /// such hosts are refused, so that account settings cannot reach internal services.
    #[arg(long = "internal-host", env = "POSTERN_INTERNAL_HOST", value_delimiter = ',')]
    internal_host: Vec<String>,
    /// A reverse proxy in front of Postern (an address or a network, `10.0.0.0/8`) whose
    /// `X-Forwarded-For` names the client; repeat or separate with commas. Without it the header
    /// is ignored, and behind a proxy every sign-in failure counts against the proxy's address.
    #[arg(long = "trusted-proxy", env = "POSTERN_TRUSTED_PROXY", value_delimiter = ',')]
    trusted_proxy: Vec<String>,
    /// Largest message source read from a connected account's server, in bytes; a larger message
    /// is indexed without its body and reading it answers 502. [default: 52428800]
    #[arg(long, env = "POSTERN_MAX_PROVIDER_MESSAGE")]
    max_provider_message: Option<u64>,
    /// Days the change feed keeps events; a cursor older than that answers 410 (default 7).
    #[arg(long, env = "POSTERN_CHANGES_RETENTION_DAYS", value_parser = clap::value_parser!(u64).range(1..=3650))]
    changes_retention_days: Option<u64>,
    /// Days the audit keeps its records; 0 keeps them forever (default 90).
    #[arg(long, env = "POSTERN_AUDIT_RETENTION_DAYS", value_parser = clap::value_parser!(u64).range(0..=36500))]
    audit_retention_days: Option<u64>,
    /// Hours a webhook endpoint may fail before it is paused, its events kept (default 72).
    #[arg(long, env = "POSTERN_WEBHOOK_HORIZON_HOURS", value_parser = clap::value_parser!(u64).range(1..=8760))]
    webhook_horizon_hours: Option<u64>,
    /// Days the change feed keeps events a webhook endpoint has not had yet, past its own
    /// retention (default 30).
    #[arg(long, env = "POSTERN_WEBHOOK_KEEP_DAYS", value_parser = clap::value_parser!(u64).range(1..=3650))]
    webhook_keep_days: Option<u64>,
    /// Hours a send held for a person's approval waits before it expires unsent (default 24).
    #[arg(long, env = "POSTERN_APPROVAL_HOURS", value_parser = clap::value_parser!(u64).range(1..=720))]
    approval_hours: Option<u64>,
    /// Minutes after a token read mail from outside an account's own addresses during which a
    /// grant's `approval: "after_untrusted"` holds its sends (default 60).
    #[arg(long, env = "POSTERN_APPROVAL_UNTRUSTED_MINUTES", value_parser = clap::value_parser!(u64).range(1..=10080))]
    approval_untrusted_minutes: Option<u64>,
    /// Every web UI user must set up a second factor (TOTP) at its next sign-in.
    #[arg(long, env = "POSTERN_UI_REQUIRE_TOTP")]
    ui_require_totp: bool,
    /// The address people reach Postern at (`https://postern.example.com`): where OAuth
    /// providers send browsers back after a sign-in.
    #[arg(long, env = "POSTERN_PUBLIC_URL")]
    public_url: Option<String>,
    /// The client (application) id of the installation's app at Microsoft's identity platform
    /// (docs/MICROSOFT.md); without it Microsoft accounts cannot be connected.
    #[arg(long, env = "POSTERN_MICROSOFT_CLIENT_ID")]
    microsoft_client_id: Option<String>,
    /// A file holding the app's client secret (none: a public client, PKCE only).
    #[arg(long, env = "POSTERN_MICROSOFT_CLIENT_SECRET_FILE")]
    microsoft_client_secret_file: Option<PathBuf>,
    /// `common` (default), `organizations`, `consumers`, or a tenant id or domain.
    #[arg(long, env = "POSTERN_MICROSOFT_TENANT")]
    microsoft_tenant: Option<String>,
    /// The identity platform (national clouds): https://login.microsoftonline.com by default.
    #[arg(long, env = "POSTERN_MICROSOFT_AUTHORITY")]
    microsoft_authority: Option<String>,
    /// Graph's service root: https://graph.microsoft.com/v1.0 by default.
    #[arg(long, env = "POSTERN_MICROSOFT_GRAPH")]
    microsoft_graph: Option<String>,
    /// The resource of Exchange Online's IMAP and SMTP scopes (national clouds):
    /// https://outlook.office.com by default.
    #[arg(long, env = "POSTERN_MICROSOFT_OUTLOOK")]
    microsoft_outlook: Option<String>,
    /// The client id of the installation's OAuth client at Google (docs/GOOGLE.md); without
    /// it Gmail accounts cannot be connected through the Gmail API.
    #[arg(long, env = "POSTERN_GOOGLE_CLIENT_ID")]
    google_client_id: Option<String>,
    /// A file holding that client's secret.
    #[arg(long, env = "POSTERN_GOOGLE_CLIENT_SECRET_FILE")]
    google_client_secret_file: Option<PathBuf>,
    /// Google's authorization endpoint: https://accounts.google.com/o/oauth2/v2/auth by default.
    #[arg(long, env = "POSTERN_GOOGLE_AUTHORIZE_URL")]
    google_authorize_url: Option<String>,
    /// Google's token endpoint: https://oauth2.googleapis.com/token by default.
    #[arg(long, env = "POSTERN_GOOGLE_TOKEN_URL")]
    google_token_url: Option<String>,
    /// The Gmail API's root: https://gmail.googleapis.com by default.
    #[arg(long, env = "POSTERN_GOOGLE_GMAIL")]
    google_gmail: Option<String>,
    /// The Gmail quota units a user may use per minute in the Cloud project (default 6000; 15000
    /// for projects older than May 2026).
    #[arg(long, env = "POSTERN_GOOGLE_UNITS_PER_MINUTE", value_parser = clap::value_parser!(u64).range(100..=10_000_000))]
    google_units_per_minute: Option<u64>,
    /// What a Gmail call costs the Cloud project where it is more than Google's quota page
    /// says, as `method=units` (`messages.get=20`); repeatable, or comma-separated.
    #[arg(long = "google-quota-cost", env = "POSTERN_GOOGLE_QUOTA_COSTS", value_delimiter = ',')]
    google_quota_costs: Vec<String>,
    /// The Pub/Sub topic Gmail publishes changes to (`projects/P/topics/T`), whose push
    /// subscription posts to {public URL}/api/v1/push/google; without it Gmail is polled.
    #[arg(long, env = "POSTERN_GOOGLE_PUBSUB_TOPIC")]
    google_pubsub_topic: Option<String>,
    /// The service account the push subscription authenticates as (the OIDC token's email).
    #[arg(long, env = "POSTERN_GOOGLE_PUBSUB_SERVICE_ACCOUNT")]
    google_pubsub_service_account: Option<String>,
    /// The audience the push subscription names in its tokens (default: the push URL).
    #[arg(long, env = "POSTERN_GOOGLE_PUBSUB_AUDIENCE")]
    google_pubsub_audience: Option<String>,
    /// Google's public keys for OIDC tokens: https://www.googleapis.com/oauth2/v3/certs by default.
    #[arg(long, env = "POSTERN_GOOGLE_CERTS_URL")]
    google_certs_url: Option<String>,
    /// Log filter (`error`, `warn`, `info`, `debug`, or a tracing filter). [default: info]
    #[arg(long, env = "POSTERN_LOG")]
    log: Option<String>,
}

/// The same settings, as read from the TOML file.
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
struct FileSettings {
    data: Option<PathBuf>,
    database_url: Option<String>,
    database_pool_size: Option<u32>,
    database_statement_timeout: Option<u64>,
    http: Option<SocketAddr>,
    smtp: Option<SocketAddr>,
    metrics: Option<SocketAddr>,
    metrics_per_account: Option<bool>,
    backup_dir: Option<PathBuf>,
    backup_every: Option<String>,
    backup_keep: Option<u64>,
    backup_passphrase_file: Option<PathBuf>,
    backup_recipient: Option<Vec<String>>,
    inbox_domain: Option<Vec<String>>,
    hostname: Option<String>,
    tls_cert: Option<PathBuf>,
    tls_key: Option<PathBuf>,
    max_message_size: Option<usize>,
    max_recipients: Option<usize>,
    smtp_max_connections: Option<usize>,
    smtp_max_inflight_bytes: Option<usize>,
    smtp_idle_timeout: Option<u64>,
    smtp_session_timeout: Option<u64>,
    sender_checks: Option<bool>,
    dns_resolver: Option<SocketAddr>,
    auth_timeout: Option<u64>,
    waits_per_token: Option<usize>,
    waits_per_user: Option<usize>,
    waits_total: Option<usize>,
    streams_per_user: Option<usize>,
    streams_total: Option<usize>,
    requests_per_minute: Option<u32>,
    auth_failures_per_minute: Option<u32>,
    agent_registration: Option<bool>,
    mcp_oauth_dcr: Option<bool>,
    agent_registrations_per_hour: Option<u32>,
    agent_registrations_per_day: Option<u32>,
    mcp_allowed_host: Option<Vec<String>>,
    mcp_allowed_origin: Option<Vec<String>>,
    mcp_wait_pool: Option<usize>,
    internal_host: Option<Vec<String>>,
    trusted_proxy: Option<Vec<String>>,
    max_provider_message: Option<u64>,
    changes_retention_days: Option<u64>,
    audit_retention_days: Option<u64>,
    webhook_horizon_hours: Option<u64>,
    webhook_keep_days: Option<u64>,
    approval_hours: Option<u64>,
    approval_untrusted_minutes: Option<u64>,
    ui_require_totp: Option<bool>,
    public_url: Option<String>,
    microsoft_client_id: Option<String>,
    microsoft_client_secret_file: Option<PathBuf>,
    microsoft_tenant: Option<String>,
    microsoft_authority: Option<String>,
    microsoft_graph: Option<String>,
    microsoft_outlook: Option<String>,
    google_client_id: Option<String>,
    google_client_secret_file: Option<PathBuf>,
    google_authorize_url: Option<String>,
    google_token_url: Option<String>,
    google_gmail: Option<String>,
    google_units_per_minute: Option<u64>,
    google_quota_costs: Option<Vec<String>>,
    google_pubsub_topic: Option<String>,
    google_pubsub_service_account: Option<String>,
    google_pubsub_audience: Option<String>,
    google_certs_url: Option<String>,
    log: Option<String>,
}

/// Resolved settings.
pub struct Settings {
    pub data: PathBuf,
    /// PostgreSQL, if named; else SQLite in `data`.
    pub database_url: Option<String>,
    pub database: postern_store::PostgresOptions,
    pub http: SocketAddr,
    pub smtp: SocketAddr,
    /// The listener of `GET /metrics` without a token, if any.
    pub metrics: Option<SocketAddr>,
    /// Backups written on a schedule, if any.
    pub backups: Option<crate::backup::Schedule>,
    pub log: String,
    pub api: ApiConfig,
    pub smtp_config: ListenerConfig,
    /// How the SMTP receiver checks senders; `None` when it does not.
    pub sender_checks: Option<postern_smtp::VerifyConfig>,
}

impl ServeArgs {
    /// Merges flags/environment over the file over the defaults, and checks the result.
    pub fn resolve(self) -> Result<Settings> {
        let file: FileSettings = match &self.config {
            Some(path) => {
                let text = std::fs::read_to_string(path).with_context(|| format!("reading {}", path.display()))?;
                toml::from_str(&text).with_context(|| format!("parsing {}", path.display()))?
            }
            None => FileSettings::default(),
        };
        let mut domains =
            if self.inbox_domain.is_empty() { file.inbox_domain.unwrap_or_default() } else { self.inbox_domain };
        domains = domains
            .iter()
            .map(|d| d.trim().trim_end_matches('.').to_ascii_lowercase())
            .filter(|d| !d.is_empty())
            .collect();
        if domains.is_empty() {
            domains.push("postern.localhost".into());
        }
        if let Some(bad) =
            domains.iter().find(|d| !d.chars().all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '.'))
        {
            bail!("invalid inbox domain {bad:?}");
        }
        let hostname = self.hostname.or(file.hostname).unwrap_or_else(|| "localhost".into());
        let tls = match (self.tls_cert.or(file.tls_cert), self.tls_key.or(file.tls_key)) {
            (Some(cert), Some(key)) => Some(load_tls(&cert, &key)?),
            (None, None) => None,
            _ => bail!("--tls-cert and --tls-key go together"),
        };
        let defaults = ListenerConfig::default();
        let mut smtp_config = ListenerConfig {
            idle_timeout: self
                .smtp_idle_timeout
                .or(file.smtp_idle_timeout)
                .map_or(defaults.idle_timeout, Duration::from_secs),
            session_timeout: self
                .smtp_session_timeout
                .or(file.smtp_session_timeout)
                .map_or(defaults.session_timeout, Duration::from_secs),
            max_connections: self
                .smtp_max_connections
                .or(file.smtp_max_connections)
                .unwrap_or(defaults.max_connections),
            tls,
            ..defaults
        };
        smtp_config.session.hostname = hostname;
        smtp_config.session.max_message_size =
            self.max_message_size.or(file.max_message_size).unwrap_or(smtp_config.session.max_message_size);
        smtp_config.session.max_recipients =
            self.max_recipients.or(file.max_recipients).unwrap_or(smtp_config.session.max_recipients);
        if let Some(bytes) = self.smtp_max_inflight_bytes.or(file.smtp_max_inflight_bytes) {
            smtp_config.session.budget = postern_smtp::MemoryBudget::new(bytes);
        }
        if smtp_config.session.budget.limit() < smtp_config.session.max_message_size {
            bail!("--smtp-max-inflight-bytes must be at least --max-message-size");
        }
        let sender_checks =
            self.sender_checks.or(file.sender_checks).unwrap_or(true).then(|| postern_smtp::VerifyConfig {
                resolver: self.dns_resolver.or(file.dns_resolver),
                budget: self
                    .auth_timeout
                    .or(file.auth_timeout)
                    .map_or(postern_smtp::verify::DEFAULT_BUDGET, Duration::from_secs),
                hostname: smtp_config.session.hostname.clone(),
            });
        if self.auth_timeout.or(file.auth_timeout).is_some_and(|t| !(1..=60).contains(&t)) {
            bail!("auth_timeout must be 1 to 60 seconds");
        }
        let api_defaults = ApiConfig::default();
        let lower = |v: Vec<String>| -> Vec<String> {
            v.iter().map(|h| h.trim().to_ascii_lowercase()).filter(|h| !h.is_empty()).collect()
        };
        let mcp_hosts = if self.mcp_allowed_host.is_empty() {
            file.mcp_allowed_host.unwrap_or_default()
        } else {
            self.mcp_allowed_host
        };
        let mcp_origins = if self.mcp_allowed_origin.is_empty() {
            file.mcp_allowed_origin.unwrap_or_default()
        } else {
            self.mcp_allowed_origin
        };
        let internal_hosts =
            if self.internal_host.is_empty() { file.internal_host.unwrap_or_default() } else { self.internal_host };
        let proxies =
            if self.trusted_proxy.is_empty() { file.trusted_proxy.unwrap_or_default() } else { self.trusted_proxy };
        let trusted_proxies = proxies
            .iter()
            .map(|p| postern_server::proxies::Proxies::parse(p).map_err(|e| anyhow::anyhow!("--trusted-proxy: {e}")))
            .collect::<Result<Vec<_>>>()?;
        let api = ApiConfig {
            internal_hosts: lower(internal_hosts),
            trusted_proxies,
            max_provider_message: self
                .max_provider_message
                .or(file.max_provider_message)
                .unwrap_or(api_defaults.max_provider_message),
            mcp_allowed_hosts: if mcp_hosts.is_empty() {
                api_defaults.mcp_allowed_hosts.clone()
            } else {
                lower(mcp_hosts)
            },
            mcp_allowed_origins: lower(mcp_origins),
            mcp_wait_pool: self.mcp_wait_pool.or(file.mcp_wait_pool).unwrap_or(api_defaults.mcp_wait_pool),
            changes_retention: self
                .changes_retention_days
                .or(file.changes_retention_days)
                .map_or(api_defaults.changes_retention, |days| Duration::from_secs(days.max(1) * 86_400)),
            webhook_horizon: self
                .webhook_horizon_hours
                .or(file.webhook_horizon_hours)
                .map_or(api_defaults.webhook_horizon, |hours| Duration::from_secs(hours * 3600)),
            webhook_keep: self
                .webhook_keep_days
                .or(file.webhook_keep_days)
                .map_or(api_defaults.webhook_keep, |days| Duration::from_secs(days * 86_400)),
            approval_ttl: self
                .approval_hours
                .or(file.approval_hours)
                .map_or(api_defaults.approval_ttl, |hours| Duration::from_secs(hours * 3600)),
            approval_untrusted_window: self
                .approval_untrusted_minutes
                .or(file.approval_untrusted_minutes)
                .map_or(api_defaults.approval_untrusted_window, |minutes| Duration::from_secs(minutes * 60)),
            ui: postern_ui::UiConfig {
                require_totp: self.ui_require_totp || file.ui_require_totp.unwrap_or(false),
                ..api_defaults.ui.clone()
            },
            audit_retention: match self.audit_retention_days.or(file.audit_retention_days) {
                None => api_defaults.audit_retention,
                Some(0) => None,
                Some(days) => Some(Duration::from_secs(days * 86_400)),
            },
            inbox_domains: domains,
            waits_per_token: self.waits_per_token.or(file.waits_per_token).unwrap_or(api_defaults.waits_per_token),
            waits_per_user: self.waits_per_user.or(file.waits_per_user).unwrap_or(api_defaults.waits_per_user),
            waits_total: self.waits_total.or(file.waits_total).unwrap_or(api_defaults.waits_total),
            streams_per_user: self.streams_per_user.or(file.streams_per_user).unwrap_or(api_defaults.streams_per_user),
            streams_total: self.streams_total.or(file.streams_total).unwrap_or(api_defaults.streams_total),
            requests_per_minute: self
                .requests_per_minute
                .or(file.requests_per_minute)
                .unwrap_or(api_defaults.requests_per_minute),
            auth_failures_per_minute: self
                .auth_failures_per_minute
                .or(file.auth_failures_per_minute)
                .unwrap_or(api_defaults.auth_failures_per_minute),
            metrics_per_account: self.metrics_per_account || file.metrics_per_account.unwrap_or(false),
            mcp_oauth_dcr: self.mcp_oauth_dcr.or(file.mcp_oauth_dcr).unwrap_or(api_defaults.mcp_oauth_dcr),
            agent_registration: (self.agent_registration || file.agent_registration.unwrap_or(false)).then(|| {
                let defaults = postern_server::AgentRegistration::default();
                postern_server::AgentRegistration {
                    per_address_per_hour: self
                        .agent_registrations_per_hour
                        .or(file.agent_registrations_per_hour)
                        .unwrap_or(defaults.per_address_per_hour)
                        .max(1),
                    per_day: self
                        .agent_registrations_per_day
                        .or(file.agent_registrations_per_day)
                        .unwrap_or(defaults.per_day)
                        .max(1),
                }
            }),
            public_url: match self.public_url.or(file.public_url).filter(|u| !u.trim().is_empty()) {
                Some(url) => Some(postern_server::public_url(&url).map_err(|e| anyhow::anyhow!("--public-url: {e}"))?),
                None => None,
            },
            microsoft: match self.microsoft_client_id.or(file.microsoft_client_id).filter(|id| !id.trim().is_empty()) {
                Some(client_id) => {
                    let client_secret = match self.microsoft_client_secret_file.or(file.microsoft_client_secret_file) {
                        Some(path) => Some(
                            std::fs::read_to_string(&path)
                                .with_context(|| format!("reading {}", path.display()))?
                                .trim()
                                .to_string(),
                        ),
                        None => None,
                    };
                    let app = postern_server::microsoft::MicrosoftApp {
                        client_id: client_id.trim().to_string(),
                        client_secret,
                        tenant: self.microsoft_tenant.or(file.microsoft_tenant).unwrap_or_else(|| "common".into()),
                        authority: self
                            .microsoft_authority
                            .or(file.microsoft_authority)
                            .unwrap_or_else(|| postern_server::microsoft::AUTHORITY.into()),
                        graph: self
                            .microsoft_graph
                            .or(file.microsoft_graph)
                            .unwrap_or_else(|| postern_server::microsoft::GRAPH.into()),
                        outlook: self
                            .microsoft_outlook
                            .or(file.microsoft_outlook)
                            .unwrap_or_else(|| postern_server::microsoft::OUTLOOK.into()),
                    };
                    app.check().map_err(|e| anyhow::anyhow!("the Microsoft app: {e}"))?;
                    Some(app)
                }
                None => None,
            },
            google: match self.google_client_id.or(file.google_client_id).filter(|id| !id.trim().is_empty()) {
                Some(client_id) => {
                    let path = self
                        .google_client_secret_file
                        .or(file.google_client_secret_file)
                        .ok_or_else(|| anyhow::anyhow!("--google-client-id needs --google-client-secret-file"))?;
                    let client_secret = std::fs::read_to_string(&path)
                        .with_context(|| format!("reading {}", path.display()))?
                        .trim()
                        .to_string();
                    let pubsub = match self.google_pubsub_topic.or(file.google_pubsub_topic) {
                        Some(topic) => Some(postern_server::google::PubSub {
                            topic,
                            service_account: self
                                .google_pubsub_service_account
                                .or(file.google_pubsub_service_account)
                                .ok_or_else(|| {
                                    anyhow::anyhow!("--google-pubsub-topic needs --google-pubsub-service-account")
                                })?,
                            audience: self.google_pubsub_audience.or(file.google_pubsub_audience),
                            certs_url: self
                                .google_certs_url
                                .or(file.google_certs_url)
                                .unwrap_or_else(|| postern_server::google::CERTS_URL.into()),
                        }),
                        None => None,
                    };
                    let app = postern_server::google::GoogleApp {
                        client_id: client_id.trim().to_string(),
                        client_secret,
                        authorize_url: self
                            .google_authorize_url
                            .or(file.google_authorize_url)
                            .unwrap_or_else(|| postern_server::google::AUTHORIZE_URL.into()),
                        token_url: self
                            .google_token_url
                            .or(file.google_token_url)
                            .unwrap_or_else(|| postern_server::google::TOKEN_URL.into()),
                        gmail: self
                            .google_gmail
                            .or(file.google_gmail)
                            .unwrap_or_else(|| postern_server::google::GMAIL.into()),
                        units_per_minute: self
                            .google_units_per_minute
                            .or(file.google_units_per_minute)
                            .unwrap_or(postern_server::google::UNITS_PER_MINUTE),
                        costs: {
                            let pairs = match self.google_quota_costs.is_empty() {
                                true => file.google_quota_costs.unwrap_or_default(),
                                false => self.google_quota_costs,
                            };
                            postern_server::google::Costs::parse(pairs.iter().map(String::as_str))
                                .map_err(|e| anyhow::anyhow!("--google-quota-cost: {e}"))?
                        },
                        pubsub,
                    };
                    app.check().map_err(|e| anyhow::anyhow!("the Google client: {e}"))?;
                    Some(app)
                }
                None => None,
            },
            ..api_defaults
        };
        let database_defaults = postern_store::PostgresOptions::default();
        let database = postern_store::PostgresOptions {
            pool_size: self.database_pool_size.or(file.database_pool_size).unwrap_or(database_defaults.pool_size),
            statement_timeout: match self.database_statement_timeout.or(file.database_statement_timeout) {
                None => database_defaults.statement_timeout,
                Some(0) => None,
                Some(seconds) => Some(Duration::from_secs(seconds)),
            },
        };
        if !(2..=1000).contains(&database.pool_size) {
            bail!("database_pool_size must be from 2 to 1000");
        }
        let database_url = self.database_url.or(file.database_url).filter(|url| !url.trim().is_empty());
        if let Some(url) = &database_url
            && !(url.starts_with("postgres://") || url.starts_with("postgresql://"))
        {
            bail!("--database-url must be a postgres:// URL");
        }
        let backups = match self.backup_dir.or(file.backup_dir) {
            Some(dir) => {
                let every = self.backup_every.or(file.backup_every).unwrap_or_else(|| "1d".into());
                let recipients = if self.backup_recipient.is_empty() {
                    file.backup_recipient.unwrap_or_default()
                } else {
                    self.backup_recipient
                };
                let keys =
                    crate::backup::Keys::new(self.backup_passphrase_file.or(file.backup_passphrase_file), recipients);
                if !keys.is_set() {
                    bail!(
                        "--backup-dir needs --backup-passphrase-file or --backup-recipient (backups are always encrypted)"
                    );
                }
                Some(crate::backup::Schedule {
                    dir,
                    every: crate::backup::parse_every(&every).context("--backup-every")?,
                    keep: self.backup_keep.or(file.backup_keep).unwrap_or(7) as usize,
                    keys,
                })
            }
            None => None,
        };
        Ok(Settings {
            data: self.data.or(file.data).unwrap_or_else(|| PathBuf::from("./postern-data")),
            database_url,
            database,
            http: self.http.or(file.http).unwrap_or_else(|| "127.0.0.1:8080".parse().expect("default address")),
            smtp: self.smtp.or(file.smtp).unwrap_or_else(|| "127.0.0.1:2525".parse().expect("default address")),
            metrics: self.metrics.or(file.metrics),
            backups,
            log: self.log.or(file.log).unwrap_or_else(|| "info".into()),
            api,
            smtp_config,
            sender_checks,
        })
    }
}

/// Loads a PEM certificate chain and key into a rustls server configuration (the one home of
/// rustls set-up).
fn load_tls(cert: &PathBuf, key: &PathBuf) -> Result<Arc<rustls::ServerConfig>> {
    use rustls_pki_types::pem::PemObject;
    use rustls_pki_types::{CertificateDer, PrivateKeyDer};
    let certs = CertificateDer::pem_file_iter(cert)
        .with_context(|| format!("reading {}", cert.display()))?
        .collect::<Result<Vec<_>, _>>()
        .with_context(|| format!("parsing {}", cert.display()))?;
    let key = PrivateKeyDer::from_pem_file(key).with_context(|| format!("reading the key {}", key.display()))?;
    let provider = Arc::new(rustls::crypto::aws_lc_rs::default_provider());
    let config = rustls::ServerConfig::builder_with_provider(provider)
        .with_safe_default_protocol_versions()?
        .with_no_client_auth()
        .with_single_cert(certs, key)
        .context("the TLS certificate and key do not match")?;
    Ok(Arc::new(config))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `serve --help` says of each flag what it is, and only that: a doc comment without its
    /// flag once put `--log`'s words under `--public-url`.
    #[test]
    fn every_flag_has_its_own_help() {
        let command = ServeArgs::augment_args(clap::Command::new("serve"));
        for arg in command.get_arguments() {
            let help = arg.get_help().map(ToString::to_string).unwrap_or_default();
            assert!(!help.is_empty(), "--{} has no help", arg.get_id());
            if arg.get_id() != "log" {
                assert!(!help.contains("Log filter"), "--{}: {help}", arg.get_id());
            }
        }
    }

    /// The Google settings as an administrator writes them in the TOML file (docs/GOOGLE.md):
    /// the client, its endpoints, the quota, Pub/Sub; and the mistakes refused at start.
    #[test]
    fn google_settings_come_from_the_file_and_are_checked() {
        let dir = tempfile::tempdir().unwrap();
        let secret = dir.path().join("google-secret");
        std::fs::write(&secret, "s3cret\n").unwrap();
        let file = |extra: &str| {
            let path = dir.path().join("postern.toml");
            let text = format!(
                "google_client_id = \"id.apps.googleusercontent.com\"\ngoogle_client_secret_file = {:?}\n\
                 google_gmail = \"http://127.0.0.1:9\"\n{extra}",
                secret.display()
            );
            std::fs::write(&path, text).unwrap();
            ServeArgs { config: Some(path), ..ServeArgs::default() }.resolve()
        };
        let settings = file(
            "google_units_per_minute = 15000\ngoogle_quota_costs = [\"messages.get=20\"]\n\
             google_pubsub_topic = \"projects/p/topics/t\"\n\
             google_pubsub_service_account = \"push@p.iam.gserviceaccount.com\"\n",
        )
        .unwrap();
        assert!(!format!("{:?}", settings.api.google).contains("s3cret"), "the secret is never printed");
        let google = settings.api.google.expect("a Google client");
        assert_eq!(
            (google.client_id.as_str(), google.client_secret.as_str()),
            ("id.apps.googleusercontent.com", "s3cret")
        );
        assert_eq!((google.gmail.as_str(), google.units_per_minute), ("http://127.0.0.1:9", 15_000));
        let mut costs = postern_server::google::Costs::default();
        costs.raise("messages.get", 20).unwrap();
        assert_eq!(google.costs, costs);
        assert!(file("google_quota_costs = [\"messages.get=1\"]\n").is_err(), "never below the page's cost");
        assert_eq!(google.token_url, postern_server::google::TOKEN_URL);
        let pubsub = google.pubsub.expect("push");
        assert_eq!(
            (pubsub.topic.as_str(), pubsub.certs_url.as_str()),
            ("projects/p/topics/t", postern_server::google::CERTS_URL)
        );
        assert_eq!(file("").unwrap().api.google.unwrap().units_per_minute, postern_server::google::UNITS_PER_MINUTE);
        for (extra, says) in [
            ("google_pubsub_topic = \"projects/p/t\"\ngoogle_pubsub_service_account = \"a@b\"\n", "not a topic"),
            ("google_pubsub_topic = \"projects/p/topics/t\"\n", "--google-pubsub-service-account"),
            ("google_token_url = \"http://accounts.example.com/token\"\n", "https"),
        ] {
            let refused = format!("{:#}", file(extra).err().expect(extra));
            assert!(refused.contains(says), "{extra}: {refused}");
        }
    }
}
