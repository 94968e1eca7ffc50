//! The service's metrics in Prometheus' exposition format (OpenMetrics text), for `GET /metrics`
//! and the `--metrics` listener (docs/METRICS.md lists each one and what to alert on).
//!
//! The one home of `prometheus-client`: the Prometheus project's own Rust client, which keeps no
//! global registry (each [`Metrics`] is its own, so tests and instances never share counts),
//! has typed label sets and needs no HTTP stack of its own. What happens is counted where it
//! happens (requests, waits, passes, sends, posts); what is, is read when scraped (accounts,
//! endpoints, the store, the SMTP listener's counts, the process). No label names a message, a
//! token or an address; an account's id only with [`Metrics::per_account`].

use postern_core::Timestamp;
use postern_core::model::{AccountStatus, ProviderKind};
use postern_store::WebhookStatus;
use prometheus_client::encoding::EncodeLabelSet;
use prometheus_client::metrics::counter::Counter;
use prometheus_client::metrics::family::Family;
use prometheus_client::metrics::gauge::Gauge;
use prometheus_client::metrics::histogram::Histogram;
use prometheus_client::registry::{Registry, Unit};
use std::collections::BTreeMap;
use std::sync::atomic::AtomicU64;
use std::sync::{Arc, OnceLock};
use std::time::Duration;

/// The content type of a scrape's answer.
pub const CONTENT_TYPE: &str = "application/openmetrics-text; version=1.0.0; charset=utf-8";

/// Where a wait was asked.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Via {
    Rest,
    Mcp,
}

#[derive(Debug, Clone, PartialEq, Eq, Hash, EncodeLabelSet)]
struct ViaLabel {
    via: &'static str,
}

impl ViaLabel {
    fn of(via: Via) -> ViaLabel {
        ViaLabel { via: if via == Via::Rest { "rest" } else { "mcp" } }
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Hash, EncodeLabelSet)]
struct RequestLabels {
    /// The route's template (`/api/v1/inboxes/{id}`), never the path asked.
    route: String,
    method: String,
    /// `2xx`, `4xx`, …
    status: String,
}

#[derive(Debug, Clone, PartialEq, Eq, Hash, EncodeLabelSet)]
struct RouteLabels {
    route: String,
    method: String,
}

#[derive(Debug, Clone, PartialEq, Eq, Hash, EncodeLabelSet)]
struct ToolLabels {
    tool: String,
    outcome: &'static str,
}

#[derive(Debug, Clone, PartialEq, Eq, Hash, EncodeLabelSet)]
struct ProviderLabel {
    provider: &'static str,
}

#[derive(Debug, Clone, PartialEq, Eq, Hash, EncodeLabelSet)]
struct PassLabels {
    provider: &'static str,
    outcome: &'static str,
}

#[derive(Debug, Clone, PartialEq, Eq, Hash, EncodeLabelSet)]
struct OutcomeLabel {
    outcome: &'static str,
}

/// How a send ended, as `postern_sends_total` counts it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SendOutcome {
    /// The server took it.
    Sent,
    /// It was refused, or never left.
    Failed,
    /// It may have been sent (the connection broke after the final dot).
    Unknown,
    /// It waits for a person's approval.
    Pending,
}

/// What the SMTP listener counts, read at each scrape.
#[derive(Clone)]
pub struct SmtpCounts {
    pub stats: Arc<postern_smtp::Stats>,
    pub budget: postern_smtp::MemoryBudget,
}

/// The service's metrics: cheap to clone, one per [`crate::AppState`].
#[derive(Clone)]
pub struct Metrics {
    inner: Arc<Inner>,
}

struct Inner {
    registry: Registry,
    per_account: bool,
    smtp: OnceLock<SmtpCounts>,
    smtp_store_seconds: Histogram,
    waits_open: Family<ViaLabel, Gauge>,
    waits_answered: Family<ViaLabel, Counter>,
    waits_timed_out: Family<ViaLabel, Counter>,
    wait_answer_seconds: Histogram,
    requests: Family<RequestLabels, Counter>,
    request_seconds: Family<RouteLabels, Histogram>,
    tool_calls: Family<ToolLabels, Counter>,
    sync_passes: Family<PassLabels, Counter>,
    sync_pass_seconds: Family<ProviderLabel, Histogram>,
    sends: Family<OutcomeLabel, Counter>,
    webhook_posts: Family<OutcomeLabel, Counter>,
    backup_last_success: Gauge<f64, AtomicU64>,
}

/// Buckets of times an operator compares with a person's patience: 1 ms to 1 min.
fn quick_buckets() -> impl Iterator<Item = f64> {
    [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0, 30.0, 60.0].into_iter()
}

/// Buckets of a sync pass: 10 ms to 10 min (a first pass over a large mailbox).
fn pass_buckets() -> impl Iterator<Item = f64> {
    [0.01, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0, 30.0, 60.0, 180.0, 600.0].into_iter()
}

impl Metrics {
    /// A fresh set; `per_account` adds series labelled with account ids (opt-in: their number
    /// grows with the accounts).
    pub fn new(per_account: bool) -> Metrics {
        let mut registry = Registry::with_prefix("postern");
        let smtp_store_seconds = Histogram::new(quick_buckets());
        registry.register_with_unit(
            "smtp_store",
            "Time from a message's end of data to its commit in the store",
            Unit::Seconds,
            smtp_store_seconds.clone(),
        );
        let waits_open = Family::<ViaLabel, Gauge>::default();
        registry.register("waits_open", "Waits held open now, by where they were asked", waits_open.clone());
        let waits_answered = Family::<ViaLabel, Counter>::default();
        registry.register("waits_answered", "Waits answered with a message", waits_answered.clone());
        let waits_timed_out = Family::<ViaLabel, Counter>::default();
        registry.register("waits_timed_out", "Waits that ended without a message", waits_timed_out.clone());
        let wait_answer_seconds = Histogram::new(quick_buckets());
        registry.register_with_unit(
            "wait_answer",
            "Time from a message's arrival to the answer of a wait that was waiting for it",
            Unit::Seconds,
            wait_answer_seconds.clone(),
        );
        let requests = Family::<RequestLabels, Counter>::default();
        registry.register(
            "http_requests",
            "HTTP requests by route template, method and status class",
            requests.clone(),
        );
        let request_seconds =
            Family::<RouteLabels, Histogram>::new_with_constructor(|| Histogram::new(quick_buckets()));
        registry.register_with_unit(
            "http_request_duration",
            "Time to answer an HTTP request (to its head; a wait counts its wait)",
            Unit::Seconds,
            request_seconds.clone(),
        );
        let tool_calls = Family::<ToolLabels, Counter>::default();
        registry.register("mcp_tool_calls", "MCP tool calls by tool and outcome", tool_calls.clone());
        let sync_passes = Family::<PassLabels, Counter>::default();
        registry.register("sync_passes", "Sync passes by provider and outcome", sync_passes.clone());
        let sync_pass_seconds =
            Family::<ProviderLabel, Histogram>::new_with_constructor(|| Histogram::new(pass_buckets()));
        registry.register_with_unit(
            "sync_pass_duration",
            "Time a sync pass took, by provider",
            Unit::Seconds,
            sync_pass_seconds.clone(),
        );
        let sends = Family::<OutcomeLabel, Counter>::default();
        registry.register("sends", "Sends by outcome (sent, failed, unknown)", sends.clone());
        let webhook_posts = Family::<OutcomeLabel, Counter>::default();
        registry.register("webhook_deliveries", "Posts to webhook endpoints by outcome", webhook_posts.clone());
        let backup_last_success = Gauge::<f64, AtomicU64>::default();
        registry.register_with_unit(
            "backup_last_success_timestamp",
            "When the last scheduled backup was written (Unix time; 0: none yet)",
            Unit::Seconds,
            backup_last_success.clone(),
        );
        Metrics {
            inner: Arc::new(Inner {
                registry,
                per_account,
                smtp: OnceLock::new(),
                smtp_store_seconds,
                waits_open,
                waits_answered,
                waits_timed_out,
                wait_answer_seconds,
                requests,
                request_seconds,
                tool_calls,
                sync_passes,
                sync_pass_seconds,
                sends,
                webhook_posts,
                backup_last_success,
            }),
        }
    }

    /// Whether series per account are kept.
    pub fn per_account(&self) -> bool {
        self.inner.per_account
    }

    /// The SMTP listener whose counts a scrape reports (set once, when it is bound).
    pub fn observe_smtp(&self, counts: SmtpCounts) {
        let _ = self.inner.smtp.set(counts);
    }

    /// A message went from its end of data to the store in `took`.
    pub fn stored(&self, took: Duration) {
        self.inner.smtp_store_seconds.observe(took.as_secs_f64());
    }

    /// Counts a wait open until the guard is dropped.
    pub fn wait_open(&self, via: Via) -> OpenWait {
        let gauge = self.inner.waits_open.get_or_create(&ViaLabel::of(via)).clone();
        gauge.inc();
        OpenWait(gauge)
    }

    /// A wait ended: with a message that arrived at `arrived` (after `began`, when the wait
    /// was waiting for it), or without one.
    pub fn wait_ended(&self, via: Via, began: Timestamp, arrived: Option<Timestamp>) {
        let label = ViaLabel::of(via);
        match arrived {
            Some(at) => {
                self.inner.waits_answered.get_or_create(&label).inc();
                if at >= began {
                    let took = (Timestamp::now().micros() - at.micros()).max(0);
                    self.inner.wait_answer_seconds.observe(took as f64 / 1e6);
                }
            }
            None => {
                self.inner.waits_timed_out.get_or_create(&label).inc();
            }
        }
    }

    /// An HTTP request to `route` (its template; `None` for a path no route matched).
    pub fn request(&self, route: Option<&str>, method: &str, status: u16, took: Duration) {
        let route = route.unwrap_or("unmatched").to_string();
        let method = match method {
            "GET" | "HEAD" | "POST" | "PUT" | "PATCH" | "DELETE" | "OPTIONS" => method.to_string(),
            _ => "other".into(),
        };
        let status = format!("{}xx", status / 100);
        self.inner
            .requests
            .get_or_create(&RequestLabels { route: route.clone(), method: method.clone(), status })
            .inc();
        self.inner.request_seconds.get_or_create(&RouteLabels { route, method }).observe(took.as_secs_f64());
    }

    /// An MCP tool call (`tool` from the server's own list) and whether it succeeded.
    pub fn tool_call(&self, tool: &str, ok: bool) {
        let outcome = if ok { "ok" } else { "error" };
        self.inner.tool_calls.get_or_create(&ToolLabels { tool: tool.to_string(), outcome }).inc();
    }

    /// A sync pass of a `provider` account ended.
    pub fn sync_pass(&self, provider: ProviderKind, ok: bool, took: Duration) {
        let provider = provider.as_str();
        let outcome = if ok { "ok" } else { "failed" };
        self.inner.sync_passes.get_or_create(&PassLabels { provider, outcome }).inc();
        self.inner.sync_pass_seconds.get_or_create(&ProviderLabel { provider }).observe(took.as_secs_f64());
    }

    /// A send ended.
    pub fn send(&self, outcome: SendOutcome) {
        let outcome = match outcome {
            SendOutcome::Sent => "sent",
            SendOutcome::Failed => "failed",
            SendOutcome::Unknown => "unknown",
            SendOutcome::Pending => "pending",
        };
        self.inner.sends.get_or_create(&OutcomeLabel { outcome }).inc();
    }

    /// A post to a webhook endpoint: delivered (a 2xx), failed, or failed and the endpoint paused.
    pub fn webhook_post(&self, delivered: bool, paused: bool) {
        let outcome = match (delivered, paused) {
            (true, _) => "delivered",
            (false, false) => "failed",
            (false, true) => "paused",
        };
        self.inner.webhook_posts.get_or_create(&OutcomeLabel { outcome }).inc();
    }

    /// A scheduled backup was written at `at`.
    pub fn backed_up(&self, at: Timestamp) {
        self.inner.backup_last_success.set(at.micros() as f64 / 1e6);
    }

    /// The whole exposition: what was counted, then `now` (what was read for this scrape).
    pub fn encode(&self, now: &Snapshot) -> String {
        use prometheus_client::encoding::text::{encode_eof, encode_registry};
        let mut out = String::with_capacity(16 * 1024);
        let mut read = Registry::with_prefix("postern");
        now.register(&mut read, self.inner.smtp.get(), self.inner.per_account);
        let mut process = Registry::with_prefix("process");
        if let Some(p) = &now.process {
            p.register(&mut process);
        }
        // Writing to a String cannot fail.
        let _ = encode_registry(&mut out, &self.inner.registry);
        let _ = encode_registry(&mut out, &read);
        let _ = encode_registry(&mut out, &process);
        let _ = encode_eof(&mut out);
        out
    }
}

/// Holds a wait's place in `postern_waits_open`.
pub struct OpenWait(Gauge);

impl Drop for OpenWait {
    fn drop(&mut self) {
        self.0.dec();
    }
}

/// What a scrape reads from the store and the running service.
#[derive(Debug, Default)]
pub struct Snapshot {
    pub accounts: std::collections::HashMap<(ProviderKind, AccountStatus), i64>,
    /// Per provider, the longest time since an account's last whole pass (connected accounts
    /// that made one).
    pub sync_lag: BTreeMap<ProviderKind, f64>,
    /// Per account (only kept with [`Metrics::per_account`]): id, provider and seconds since its
    /// last whole pass.
    pub account_lag: Vec<(String, ProviderKind, f64)>,
    /// Per provider: mailboxes resting now after the provider asked to slow down, and the
    /// largest share of its allowance one mailbox used in the provider's window.
    pub provider_use: BTreeMap<ProviderKind, (i64, f64)>,
    /// Providers whose OAuth app is refused now.
    pub refused_apps: Vec<ProviderKind>,
    pub webhook_endpoints: BTreeMap<WebhookStatus, i64>,
    /// The most log positions any enabled endpoint is behind.
    pub webhook_backlog_max: i64,
    pub store: Option<postern_store::Gauges>,
    pub waits_held: i64,
    pub process: Option<Process>,
}

impl Snapshot {
    fn register(&self, registry: &mut Registry, smtp: Option<&SmtpCounts>, per_account: bool) {
        use prometheus_client::metrics::gauge::ConstGauge;
        use prometheus_client::metrics::info::Info;
        registry.register(
            "build",
            "The running build",
            Info::new(vec![("version".to_string(), env!("CARGO_PKG_VERSION").to_string())]),
        );
        let accounts = Family::<Vec<(&'static str, &'static str)>, Gauge>::default();
        for provider in ProviderKind::ALL {
            for status in AccountStatus::ALL {
                let n = self.accounts.get(&(provider, status)).copied().unwrap_or(0);
                accounts.get_or_create(&vec![("provider", provider.as_str()), ("status", status.as_str())]).set(n);
            }
        }
        registry.register("accounts", "Connected accounts by provider and status", accounts);
        let lag = Family::<ProviderLabel, Gauge<f64, AtomicU64>>::default();
        for (provider, seconds) in &self.sync_lag {
            lag.get_or_create(&ProviderLabel { provider: provider.as_str() }).set(*seconds);
        }
        registry.register_with_unit(
            "sync_lag_max",
            "The longest time since a connected account's last whole sync pass, by provider",
            Unit::Seconds,
            lag,
        );
        if per_account {
            let lag = Family::<Vec<(&'static str, String)>, Gauge<f64, AtomicU64>>::default();
            for (id, provider, seconds) in &self.account_lag {
                lag.get_or_create(&vec![("account", id.clone()), ("provider", provider.as_str().to_string())])
                    .set(*seconds);
            }
            registry.register_with_unit(
                "account_sync_lag",
                "Time since the account's last whole sync pass",
                Unit::Seconds,
                lag,
            );
        }
        let resting = Family::<ProviderLabel, Gauge>::default();
        let used = Family::<ProviderLabel, Gauge<f64, AtomicU64>>::default();
        for (provider, (rests, share)) in &self.provider_use {
            resting.get_or_create(&ProviderLabel { provider: provider.as_str() }).set(*rests);
            used.get_or_create(&ProviderLabel { provider: provider.as_str() }).set(*share);
        }
        registry.register(
            "provider_mailboxes_resting",
            "Mailboxes resting now because their provider asked to slow down",
            resting,
        );
        registry.register(
            "provider_allowance_used_ratio_max",
            "The largest share of its provider's allowance (Graph's requests, Gmail's quota units) one mailbox used in the provider's window",
            used,
        );
        let refused = Family::<ProviderLabel, Gauge>::default();
        for provider in [ProviderKind::Microsoft, ProviderKind::Google] {
            refused
                .get_or_create(&ProviderLabel { provider: provider.as_str() })
                .set(i64::from(self.refused_apps.contains(&provider)));
        }
        registry.register("oauth_app_refused", "1 while the provider refuses the installation's OAuth app", refused);
        let endpoints = Family::<Vec<(&'static str, &'static str)>, Gauge>::default();
        for status in WebhookStatus::ALL {
            let n = self.webhook_endpoints.get(&status).copied().unwrap_or(0);
            endpoints.get_or_create(&vec![("status", status.as_str())]).set(n);
        }
        registry.register("webhook_endpoints", "Webhook endpoints by status", endpoints);
        registry.register(
            "webhook_backlog_events_max",
            "The most positions of the event log an enabled webhook endpoint is behind",
            ConstGauge::new(self.webhook_backlog_max),
        );
        registry.register("waits_held", "Waits this instance holds now, all kinds", ConstGauge::new(self.waits_held));
        if let Some(store) = &self.store {
            store.register(registry);
        }
        if let Some(smtp) = smtp {
            use prometheus_client::metrics::counter::ConstCounter;
            registry.register("smtp_sessions_open", "SMTP sessions open now", ConstGauge::new(smtp.stats.open()));
            registry.register("smtp_sessions", "SMTP sessions begun", ConstCounter::new(smtp.stats.sessions()));
            let (accepted, bytes) = smtp.stats.accepted();
            registry.register("smtp_messages_accepted", "Messages received and stored", ConstCounter::new(accepted));
            registry.register_with_unit(
                "smtp_received",
                "Bytes of the messages received and stored",
                Unit::Bytes,
                ConstCounter::new(bytes),
            );
            let refused = Family::<Vec<(&'static str, &'static str)>, Counter>::default();
            for (reason, n) in smtp.stats.refused() {
                refused.get_or_create(&vec![("reason", reason.as_str())]).inc_by(n);
            }
            registry.register(
                "smtp_refused",
                "Connections, recipients and messages the SMTP receiver refused, by reason",
                refused,
            );
            registry.register_with_unit(
                "smtp_inflight",
                "Bytes of messages being received now",
                Unit::Bytes,
                ConstGauge::new(smtp.budget.used() as i64),
            );
            registry.register_with_unit(
                "smtp_inflight_limit",
                "The budget of bytes of messages being received at once",
                Unit::Bytes,
                ConstGauge::new(smtp.budget.limit() as i64),
            );
        }
    }
}

/// What a scrape reports of the store.
trait RegisterStore {
    fn register(&self, registry: &mut Registry);
}

impl RegisterStore for postern_store::Gauges {
    fn register(&self, registry: &mut Registry) {
        use prometheus_client::metrics::counter::ConstCounter;
        use prometheus_client::metrics::gauge::ConstGauge;
        if let Some(bytes) = self.database_bytes {
            registry.register_with_unit(
                "store_database",
                "The SQLite database's size on disk, its write-ahead log included",
                Unit::Bytes,
                ConstGauge::new(bytes as i64),
            );
        }
        let pool = Family::<Vec<(&'static str, &'static str)>, Gauge>::default();
        pool.get_or_create(&vec![("state", "in_use")]).set(self.pool_in_use as i64);
        pool.get_or_create(&vec![("state", "idle")]).set(self.pool_idle as i64);
        registry.register("store_pool_connections", "The store's pooled connections by state", pool);
        registry.register("events", "Events kept in the log (the change feed's and webhooks' source)", {
            ConstGauge::new(self.events as i64)
        });
        registry.register(
            "ingest_batches",
            "Transactions of the ingest writer (messages accepted over batches: the mean batch)",
            ConstCounter::new(self.ingest_batches),
        );
    }
}

/// The process's own figures, as every Prometheus client names them (`process_*`).
#[derive(Debug, Default)]
pub struct Process {
    cpu_seconds: f64,
    resident_bytes: u64,
    virtual_bytes: u64,
    open_fds: u64,
    max_fds: Option<u64>,
    start_time: f64,
}

impl Process {
    /// Read from `/proc/self` (Linux); `None` elsewhere or when it cannot be read.
    pub fn read() -> Option<Process> {
        // `/proc` counts times in USER_HZ, 100 per second on every architecture Postern is
        // built for (the Prometheus project's Go client assumes the same).
        const USER_HZ: f64 = 100.0;
        let stat = std::fs::read_to_string("/proc/self/stat").ok()?;
        // The fields after the command's name, which is in parentheses and may hold spaces.
        let fields: Vec<&str> = stat.rsplit_once(')')?.1.split_whitespace().collect();
        let field = |n: usize| fields.get(n - 3).and_then(|f| f.parse::<u64>().ok());
        let status = std::fs::read_to_string("/proc/self/status").ok()?;
        let kib = |key: &str| {
            status
                .lines()
                .find_map(|l| l.strip_prefix(key))
                .and_then(|v| v.trim().trim_end_matches("kB").trim().parse::<u64>().ok())
        };
        let boot = std::fs::read_to_string("/proc/stat")
            .ok()?
            .lines()
            .find_map(|l| l.strip_prefix("btime ").and_then(|t| t.trim().parse::<u64>().ok()))?;
        let max_fds = std::fs::read_to_string("/proc/self/limits").ok().and_then(|limits| {
            limits
                .lines()
                .find_map(|l| l.strip_prefix("Max open files"))
                .and_then(|l| l.split_whitespace().next()?.parse().ok())
        });
        Some(Process {
            cpu_seconds: (field(14)? + field(15)?) as f64 / USER_HZ,
            virtual_bytes: kib("VmSize:")? * 1024,
            resident_bytes: kib("VmRSS:")? * 1024,
            open_fds: std::fs::read_dir("/proc/self/fd").ok()?.count() as u64,
            max_fds,
            start_time: boot as f64 + field(22)? as f64 / USER_HZ,
        })
    }

    fn register(&self, registry: &mut Registry) {
        use prometheus_client::metrics::counter::ConstCounter;
        use prometheus_client::metrics::gauge::ConstGauge;
        registry.register_with_unit(
            "cpu",
            "User and system CPU time spent",
            Unit::Seconds,
            ConstCounter::new(self.cpu_seconds),
        );
        registry.register_with_unit(
            "resident_memory",
            "Resident memory size",
            Unit::Bytes,
            ConstGauge::new(self.resident_bytes as i64),
        );
        registry.register_with_unit(
            "virtual_memory",
            "Virtual memory size",
            Unit::Bytes,
            ConstGauge::new(self.virtual_bytes as i64),
        );
        registry.register("open_fds", "Open file descriptors", ConstGauge::new(self.open_fds as i64));
        if let Some(max) = self.max_fds {
            registry.register("max_fds", "The most open file descriptors allowed", ConstGauge::new(max as i64));
        }
        registry.register_with_unit(
            "start_time",
            "When the process started (Unix time)",
            Unit::Seconds,
            ConstGauge::new(self.start_time),
        );
    }
}
