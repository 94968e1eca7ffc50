//! What an orchestrator and a scraper ask: `/livez` (the process answers), `/readyz` (it can
//! serve: store, listeners, not stopping), `/healthz` (the container's check) and `/metrics`
//! (Prometheus; docs/METRICS.md), on the HTTP port and, for `/metrics`, on `--metrics`.

use crate::AppState;
use crate::error::ApiResult;
use crate::gate::Caller;
use crate::metrics::{CONTENT_TYPE, Process, Snapshot};
use axum::extract::State;
use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Response};
use postern_core::Timestamp;
use postern_core::model::{AccountStatus, ProviderKind};
use postern_core::rights::Resource;
use std::time::Duration;

/// `/livez`'s answer.
#[derive(serde::Serialize, utoipa::ToSchema)]
#[allow(dead_code)] // schemas of the answers below (contract::document)
pub struct Liveness {
    /// `ok`.
    pub status: String,
}

/// `/readyz`'s answer.
#[derive(serde::Serialize, utoipa::ToSchema)]
#[allow(dead_code)]
pub struct Readiness {
    /// `ready` or `not_ready`.
    pub status: String,
    /// Why not ready: `stopping`, `the store does not answer`.
    pub reasons: Vec<String>,
    /// `ok` or `unreachable`.
    pub store: String,
    pub listeners: Listeners,
}

/// Where this instance listens.
#[derive(serde::Serialize, utoipa::ToSchema)]
#[allow(dead_code)]
pub struct Listeners {
    #[schema(required = true)]
    pub http: Option<String>,
    #[schema(required = true)]
    pub smtp: Option<String>,
}

/// `/healthz`'s answer.
#[derive(serde::Serialize, utoipa::ToSchema)]
#[allow(dead_code)]
pub struct Health {
    /// `ok`, `degraded` (an OAuth app its provider refuses) or `unavailable`.
    pub status: String,
    /// `ok` or `unreachable`.
    pub database: String,
    /// The OAuth apps their provider refuses now; only while there are some.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub refused_apps: Option<Vec<crate::views::RefusedAppView>>,
}

/// How long the store may take to answer a health check.
const STORE_WITHIN: Duration = Duration::from_secs(2);

/// Liveness.
///
/// 200 while the process answers at all (an orchestrator restarts it otherwise).
#[utoipa::path(
    get,
    path = "/livez",
    operation_id = "livez",
    tag = "service",
    responses((status = 200, description = "The process answers.", body = Liveness))
)]
pub async fn livez() -> Response {
    axum::Json(serde_json::json!({ "status": "ok" })).into_response()
}

/// Readiness.
///
/// 200 when this instance can serve (its store answers within 2 s, its listeners are bound, it
/// is not stopping), else 503 naming why, so that a load balancer sends requests to the other
/// instances meanwhile.
#[utoipa::path(
    get,
    path = "/readyz",
    operation_id = "readyz",
    tag = "service",
    responses(
        (status = 200, description = "Ready.", body = Readiness),
        (status = 503, description = "Not ready; `reasons` says why.", body = Readiness),
    )
)]
pub async fn readyz(State(state): State<AppState>) -> Response {
    let mut not_ready = Vec::new();
    if *state.shutdown.borrow() {
        not_ready.push("stopping");
    }
    let store = state.store.ping(STORE_WITHIN).await;
    if !store {
        not_ready.push("the store does not answer");
    }
    let listeners = &state.config.listeners;
    let body = serde_json::json!({
        "status": if not_ready.is_empty() { "ready" } else { "not_ready" },
        "reasons": not_ready,
        "store": if store { "ok" } else { "unreachable" },
        "listeners": { "http": listeners.http.map(|a| a.to_string()), "smtp": listeners.smtp.map(|a| a.to_string()) },
    });
    let status = if not_ready.is_empty() { StatusCode::OK } else { StatusCode::SERVICE_UNAVAILABLE };
    (status, axum::Json(body)).into_response()
}

/// Health.
///
/// 200 while the database answers (within 2 s), else 503. An OAuth app its provider refuses
/// (an expired secret) is named with the reason, `"status": "degraded"`: every instance shares
/// it, so it is no reason to send requests elsewhere.
#[utoipa::path(
    get,
    path = "/healthz",
    operation_id = "healthz",
    tag = "service",
    responses(
        (status = 200, description = "The database answers.", body = Health),
        (status = 503, description = "The database does not answer.", body = Health),
    )
)]
pub async fn healthz(State(state): State<AppState>) -> Response {
    if state.store.ping(STORE_WITHIN).await {
        let refused = state.access_tokens.refused_shown();
        let status = if refused.is_empty() { "ok" } else { "degraded" };
        let mut body = serde_json::json!({"status": status, "database": "ok"});
        if !refused.is_empty() {
            body["refused_apps"] = refused.into();
        }
        axum::Json(body).into_response()
    } else {
        let body = serde_json::json!({"status": "unavailable", "database": "unreachable"});
        (StatusCode::SERVICE_UNAVAILABLE, axum::Json(body)).into_response()
    }
}

/// Metrics.
///
/// The service's metrics in OpenMetrics text (docs/METRICS.md).
#[utoipa::path(
    get,
    path = "/metrics",
    operation_id = "metrics",
    tag = "service",
    responses((
        status = 200,
        description = "OpenMetrics text.",
        content_type = "application/openmetrics-text; version=1.0.0; charset=utf-8",
        body = String
    ))
)]
pub async fn metrics(State(state): State<AppState>, caller: Caller) -> ApiResult<Response> {
    caller.allow(Resource::Service)?;
    Ok(scrape(&state).await)
}

/// `GET /metrics` on the `--metrics` listener (no token: it listens where only a scraper
/// reaches, loopback by default).
pub async fn open_metrics(State(state): State<AppState>) -> Response {
    scrape(&state).await
}

async fn scrape(state: &AppState) -> Response {
    let snapshot = snapshot(state).await;
    ([(header::CONTENT_TYPE, CONTENT_TYPE)], state.metrics.encode(&snapshot)).into_response()
}

/// What a scrape reads now. A store that does not answer leaves its parts out (the counters
/// still come).
async fn snapshot(state: &AppState) -> Snapshot {
    let now = Timestamp::now();
    let mut snapshot = Snapshot {
        waits_held: state.waits.open() as i64,
        process: tokio::task::spawn_blocking(Process::read).await.ok().flatten(),
        ..Snapshot::default()
    };
    if let Ok(accounts) = state.store.all_accounts().await {
        for record in &accounts {
            let account = &record.account;
            *snapshot.accounts.entry((account.provider, account.status)).or_default() += 1;
            let Some(last) = account.sync.last_synced_at.filter(|_| account.status == AccountStatus::Connected) else {
                continue;
            };
            let lag = (now.micros() - last.micros()).max(0) as f64 / 1e6;
            let most = snapshot.sync_lag.entry(account.provider).or_default();
            *most = most.max(lag);
            if state.metrics.per_account() {
                snapshot.account_lag.push((account.id.clone(), account.provider, lag));
            }
        }
    }
    snapshot.provider_use.insert(ProviderKind::Microsoft, state.graphs.use_now());
    snapshot.provider_use.insert(ProviderKind::Google, state.gmails.use_now());
    snapshot.refused_apps =
        state.access_tokens.refused_apps().iter().filter_map(|a| ProviderKind::parse(a.provider)).collect();
    if let (Ok(hooks), Ok(bounds)) = (state.store.webhooks_of(None).await, state.store.feed_bounds().await) {
        for hook in &hooks {
            *snapshot.webhook_endpoints.entry(hook.status()).or_default() += 1;
            if hook.enabled {
                snapshot.webhook_backlog_max = snapshot.webhook_backlog_max.max(bounds.last - hook.cursor);
            }
        }
    }
    snapshot.store = state.store.gauges().await.ok();
    snapshot
}
