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

/// How long the store may take to answer a health check.
const STORE_WITHIN: Duration = Duration::from_secs(2);

/// `GET /livez`: 200 while the process answers at all (an orchestrator restarts it otherwise).
pub async fn livez() -> Response {
    axum::Json(serde_json::json!({ "status": "ok" })).into_response()
}

/// `GET /readyz`: 200 when this instance can serve (its store answers within 2 s, its
/// listeners are bound, it is not stopping), else 503 naming why, so that a load balancer
/// sends requests to the other instances meanwhile.
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

/// Whether the instance can serve: 200 while its database answers (within 2 s), else 503. An
/// OAuth app its provider refuses (an expired secret) is named with the reason, `"status":
/// "degraded"`: every instance shares it, so it is no reason to send requests elsewhere.
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

/// `GET /metrics` on the HTTP port: for a token with `metrics.read`.
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
